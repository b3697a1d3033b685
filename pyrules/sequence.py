"""Build the facts of a sequence scenario: characters, players, and steps played in order.

Games whose questions are about an exchange (an attack, the answer to it, the combo that
follows, the clean-up) declare ``"engine": "sequence"`` in their vocabulary.  A query names
characters (``character A "Ryu": strength 6``), player state (``player A: meter "10S"``),
the phase, and the steps (``step B counter "QH" as "Rising"``).  This module turns them
into clingo Symbols for the game's encoding; no text ever becomes ASP source.

Facts (the interface of ``asp/<game>/input.lp``):
  char(C) char_side(C,S) char_entry(C,E) active(C) ko_before(C) given(C,Stat,V)
  block(C,Card) turn(S) phase(P) step(I) step_by(I,S) step_char(I,C) step_verb(I,V)
  step_card(I,K,Card) step_num(I,N) step_move(I,M) move_of(M,C)
  player_card(S,Zone,K,Card) player_num(S,Key,N) player_flag(S,Flag)
  entry(E,Kind) entry_tag(E,T) says(E,K,Term) says_assumed(E,K) chosen(G,R)
Cards are ``card(Rank, Suit)``: Rank 2..10 or j/q/k/a, Suit s/h/d/c; a Joker is ``card(joker, x)``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from . import model as m
from .asp import Number, String, Symbol
from .errors import BoundsError, PyrulesError, UnknownName, line_of, nearest
from .facts import _c, _fn, _shifted, entry_facts
from .names import check_defines
from .reads import check_read
from .query import Query
from .statements import parse_define


SIDES = {"A": "a", "B": "b"}


@dataclass
class SequenceScenario:
    """A query as facts, with the names of its characters and cards for the answers."""

    query: Query
    facts: list[Symbol] = field(default_factory=list)
    chars: dict[str, Symbol] = field(default_factory=dict)  # label -> character term
    labels: dict[Symbol, str] = field(default_factory=dict)
    cards: dict[tuple[str, str], Symbol] = field(default_factory=dict)  # (side, text) -> card term
    notes: list[str] = field(default_factory=list)
    origins: dict = field(default_factory=dict)
    unique_cards: bool = False  # a card term is one card (named cards), not a rank both decks hold

    # the slot-engine names, so that shared answer code can read either kind of scenario
    @property
    def monsters(self) -> dict[str, Symbol]:
        return self.chars


class SequenceBuilder:
    """Turns a Query into the facts of a sequence game."""

    def __init__(self, pool: m.CardPool, meta: dict, game: str = ""):
        self.pool = pool
        self.game = game
        """The game whose rules a define must be read by (:mod:`pyrules.reads`; "": not checked)."""
        self.v = pool.vocabulary
        self.meta = meta
        self.deck = meta.get("deck", {})
        self.props = meta.get("character_props", {})
        self.bounds = meta.get("bounds", {})
        self._define_cache: dict[str, tuple[m.Entry, ...]] = {}
        self._local_cache: dict[tuple, tuple[list[m.Entry], dict, tuple[Symbol, ...]]] = {}

    # -- errors ---------------------------------------------------------------------------
    def _err(self, cls, msg: str, q: Query, pos, expected: list[str] | None = None) -> PyrulesError:
        text = line_of(q.source, pos.line) if (pos is not None and q.source) else ""
        return cls(msg, q.file, pos.line if pos else 0, pos.column if pos else 0, text, expected or [])

    def _value(self, v: int, what: str, q: Query, pos) -> Number:
        """A number the query gives, within the game's ``max_value`` bound (else exit 4)."""
        top = self.bounds.get("max_value", 999)
        if not 0 <= v <= top:
            raise self._err(BoundsError, f"{what} {v} is outside the bounds of this knowledge base "
                                         f"(0..{top}); see docs/queries.md, 'Bounds'", q, pos)
        return Number(v)

    # -- cards ------------------------------------------------------------------------------
    def card(self, text: str, q: Query, pos) -> Symbol:
        """A playing card from its short name: "10C", "JD", "AS", "JOKER"."""
        t = text.strip().upper()
        if t in (j.upper() for j in self.deck.get("jokers", [])):
            return _fn("card", _c("joker"), _c("x"))
        ranks, suits = self.deck.get("ranks", {}), self.deck.get("suits", {})
        match = re.fullmatch(r"(10|[2-9JQKA])([SHDC])", t)
        if not match or match.group(1) not in ranks or match.group(2) not in suits:
            raise self._err(UnknownName, f"{text!r} is not a card; write a rank and a suit, e.g. \"10C\", "
                                         f"\"JD\", \"AS\", or \"JOKER\"", q, pos,
                            ["2..10, J, Q, K or A, then S, H, D or C", "JOKER"])
        rank = ranks[match.group(1)]
        return _fn("card", Number(rank) if isinstance(rank, int) else _c(rank), _c(suits[match.group(2)]))

    # -- the build ------------------------------------------------------------------------
    def build(self, q: Query) -> SequenceScenario:
        sc = SequenceScenario(q)
        add = sc.facts.append
        local, entries, local_facts = self._local(q)
        sc.facts.extend(local_facts)
        self._start(sc, local)
        per_side = self.bounds.get("characters_per_side", 2)
        count = {"a": 0, "b": 0}
        for cd in q.characters:
            side = SIDES[cd.side]
            count[side] += 1
            if count[side] > per_side:
                raise self._err(BoundsError, f"side {cd.side} has more than {per_side} characters", q, cd.position)
            if cd.label in sc.chars:
                raise self._err(UnknownName, f"two characters are called {cd.label!r}: give one an alias "
                                             f"('as \"...\"')", q, cd.position)
            c = _fn("ch", _c(side), Number(count[side]))
            sc.chars[cd.label] = c
            sc.labels[c] = cd.label
            add(_fn("char", c))
            add(_fn("char_side", c, _c(side)))
            entry = entries.get(("character", cd.name.lower()))
            if entry is not None:
                add(_fn("char_entry", c, _c(entry.ident)))
            inactive = False
            for p in cd.props:
                if p.key == "inactive":
                    inactive = True
                elif p.key in ("ko", "koed", "ko'd"):
                    add(_fn("ko_before", c))
                elif p.key == "block":
                    if len(p.names) != 1:
                        raise self._err(UnknownName, "a block is one card: block \"6C\"", q, p.position)
                    add(_fn("block", c, self.card(p.names[0], q, p.position)))
                    sc.cards.setdefault((side, p.names[0].upper()), self.card(p.names[0], q, p.position))
                elif p.key == "throw type":
                    found = self.v.lookup("move_types", p.names[0]) if p.names else None
                    if found is None:
                        raise self._err(UnknownName, "a throw type is a letter: throw type \"A\"", q, p.position,
                                        self.v.spellings("move_types"))
                    add(_fn("given", c, _c("throw_type"), _c(found)))
                elif p.key in self.props and p.number is not None:
                    add(_fn("given", c, _c(self.props[p.key]), self._value(p.number, p.key, q, p.position)))
                else:
                    raise self._err(UnknownName, f"unknown character property {p.key!r}", q, p.position,
                                    sorted(self.props) + ["inactive", "ko", "block \"CARD\"", "throw type \"A\""])
            if not inactive:
                add(_fn("declared_active", c))
        for side in ("a", "b"):
            if count[side]:
                add(_fn("side_chars", _c(side), Number(count[side])))
        add(_fn("turn", _c(SIDES[q.turn])))
        phase = "combat"
        if q.phase:
            found = self.v.lookup("phases", q.phase)
            if found is None:
                raise self._err(UnknownName, f"unknown phase {q.phase!r}", q, q.positions.get("phase"),
                                self.v.spellings("phases"))
            phase = found
        add(_fn("phase", _c(phase)))
        self._players(sc, q)
        limit = self.bounds.get("steps", 12)
        if len(q.steps) > limit:
            raise self._err(BoundsError, f"at most {limit} steps per query", q, q.steps[limit].position)
        for i, st in enumerate(q.steps, start=1):
            self._step(sc, Number(i), st, q, entries)
        self._finish(sc, q, local)
        return sc

    def _start(self, sc: SequenceScenario, local: list[m.Entry]) -> None:
        """Before the scenario's statements are read (a hook for games with named cards)."""

    def _players(self, sc: SequenceScenario, q: Query) -> None:
        add = sc.facts.append
        for pd in q.players:
            side = _c(SIDES[pd.side])
            for p in pd.props:
                zone = {"meter": "meter", "hand": "hand", "discard": "discard", "deck": "deck"}.get(p.key)
                if zone and p.names:
                    for k, name in enumerate(p.names, start=1):
                        card = self.card(name, q, p.position)
                        sc.cards.setdefault((side.name, name.upper()), card)
                        add(_fn("player_card", side, _c(zone), Number(k), card))
                elif p.key in ("hand", "mulligans") and p.number is not None:
                    add(_fn("player_num", side, _c(p.key), self._value(p.number, p.key, q, p.position)))
                elif p.key in ("first turn", "ace recovered") and p.number is None and not p.names:
                    add(_fn("player_flag", side, _c(p.key.replace(" ", "_"))))
                else:
                    raise self._err(UnknownName, f"unknown player property {p.key!r}", q, p.position,
                                    ['meter "CARD" ...', 'hand "CARD" ... or hand N', 'discard "CARD" ...',
                                     'deck "CARD" ...', "mulligans N", "first turn", "ace recovered"])

    def _finish(self, sc: SequenceScenario, q: Query, local: list[m.Entry]) -> None:
        add = sc.facts.append
        owners: dict[str, list[Symbol]] = {}  # a label or a pool name -> its characters
        for cd in q.characters:
            for key in {cd.label.lower(), cd.name.lower()}:
                owners.setdefault(key, []).append(sc.chars[cd.label])
        for e in list(self.pool.entries) + local:
            if e.kind in ("move", "ability") and e.owner:
                for c in owners.get(e.owner.lower(), []):
                    add(_fn("move_of", _c(e.ident), c))
        for group, option in q.readings:
            add(_fn("chosen", String(group), _c(option)))

    def _step_cards(self, sc: SequenceScenario, st, side: str, q: Query) -> list[Symbol]:
        out = []
        for name in st.cards:
            card = self.card(name, q, st.position)
            sc.cards.setdefault((side, name.upper()), card)
            out.append(card)
        return out

    def _local(self, q: Query) -> tuple[list[m.Entry], dict, tuple[Symbol, ...]]:
        """The query's own entries (its defines), the table of every entry by kind and name, and the
        defines' facts: built once per set of defines (a game loop asks many states with the same;
        a define that is not understood raises its error each time, nothing of it is kept)."""
        key = (q.file, tuple((d.text, d.position.line, d.position.column) for d in q.defines))
        found = self._local_cache.get(key)
        if found is None:
            local = self._defines(q)
            entries = {**{(e.kind, e.name.lower()): e for e in self.pool.entries},
                       **{(e.kind, e.name.lower()): e for e in local}}
            found = (local, entries, tuple(entry_facts(local)))
            if len(self._local_cache) > 256:
                self._local_cache.clear()
            self._local_cache[key] = found
        return list(found[0]), found[1], found[2]

    def _parse_define(self, text: str, file: str) -> tuple[m.Entry, ...]:
        """A define's entries, parsed once per text, whatever file it is in (a batch repeats the same
        moves; :func:`_shifted` gives each its query file's positions, and a text that does not parse
        is never kept, so its error names its own file)."""
        if text not in self._define_cache:
            if len(self._define_cache) > 4096:
                self._define_cache.clear()
            self._define_cache[text] = parse_define(text, self.v, file, {})
        return self._define_cache[text]

    def _defines(self, q: Query) -> list[m.Entry]:
        local: list[m.Entry] = []
        for d in q.defines:
            try:
                parsed = self._parse_define(d.text, q.file)
            except PyrulesError as err:
                err.column = d.position.column + max(err.column, 1) - 1 if err.line <= 1 else err.column
                err.line = d.position.line if err.line <= 1 else d.position.line + err.line - 1
                err.file = q.file
                err.text = line_of(q.source, err.line) or d.text
                raise
            local.extend(_shifted(e, d.position) for e in parsed)
        check_defines(self.pool.entries, local, q.source, extends=True)  # a pool name: sentences added
        if self.game:
            check_read(self.game, local, self.v, q.source)  # a text no rule acts on would be ignored
        return local

    def _step(self, sc: SequenceScenario, i: Symbol, st, q: Query, entries) -> None:
        add = sc.facts.append
        add(_fn("step", i))
        if st.by_player:
            side = SIDES[st.actor]
            add(_fn("step_by", i, _c(side)))
        else:
            if st.actor not in sc.chars:
                raise self._err(UnknownName, f"no character {st.actor!r} in this scenario", q, st.position,
                                [f"did you mean {n!r}?" for n in nearest(st.actor, list(sc.chars))] or list(sc.chars))
            c = sc.chars[st.actor]
            side = c.arguments[0].name
            add(_fn("step_by", i, _c(side)))
            add(_fn("step_char", i, c))
        verb = self.v.lookup("verbs", st.verb)
        if verb is None:
            raise self._err(UnknownName, f"unknown step {st.verb!r}", q, st.position,
                            [f"did you mean {n!r}?" for n in nearest(st.verb, self.v.spellings("verbs"))]
                            or self.v.spellings("verbs"))
        add(_fn("step_verb", i, _c(verb)))
        for k, card in enumerate(self._step_cards(sc, st, side, q), start=1):
            add(_fn("step_card", i, Number(k), card))
        if st.number is not None:
            add(_fn("step_num", i, self._value(st.number, f"the number of {st.verb!r}", q, st.position)))
        if st.move:
            kinds = ("ability",) if verb == "ability" else ("move",)
            entry = next((entries[(k, st.move.lower())] for k in kinds if (k, st.move.lower()) in entries), None)
            if entry is None:
                known = sorted({e.name for (k, _), e in entries.items() if k in kinds})
                raise self._err(UnknownName, f"unknown {kinds[0]} {st.move!r}", q, st.position,
                                [f"did you mean {n!r}?" for n in nearest(st.move, known)] or known[:8])
            add(_fn("step_move", i, _c(entry.ident)))
            if entry.sentences:
                sc.notes.append(f"{entry.name}: " + " ".join(s.render(self.v) for s in entry.sentences))


