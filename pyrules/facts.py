"""Build clingo facts: the card pool as static facts, a query's scenario as input atoms.

Every fact is a clingo Symbol built from the typed model; no text from a card or a query
is ever formatted into ASP source.  A scenario names monsters and cards; they are put
into fixed slots (monster ``m(a,1)``, card ``move``, ``def(2)``, ...) so that the grounded
knowledge base can hold any scenario within its bounds.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Iterable, Mapping

from . import model as m
from .asp import Function, Number, String, Symbol, SymbolType
from .errors import BoundsError, PyrulesError, UnknownName, line_of, nearest
from .query import CardUse, Query
from .names import check_defines
from .reads import check_read
from .statements import parse_define

N = Function("n")


def _fn(name: str, *args: Symbol) -> Symbol:
    return Function(name, list(args))


def _c(name: str) -> Symbol:
    return Function(name)


def template(term: Symbol) -> tuple[Symbol, list[int]]:
    """A clause term with its numbers taken out (each replaced by ``n``), and the numbers in order."""
    numbers: list[int] = []

    def walk(t: Symbol) -> Symbol:
        if t.type == SymbolType.Number:
            numbers.append(t.number)
            return N
        if t.type == SymbolType.Function and t.arguments:
            return Function(t.name, [walk(a) for a in t.arguments], t.positive)
        return t

    return walk(term), numbers


def selector_facts(term: Symbol) -> list[Symbol]:
    """``selector(S)`` for each noun-and-features selector inside a clause term (``feat(F, N)``, see
    model.selector_term) and each selector nested in it: the rules' membership predicate is defined
    over these terms only, so that grounding stays finite."""
    out: list[Symbol] = []

    def walk(t: Symbol) -> None:
        if t.type != SymbolType.Function:
            return
        if t.name == "feat" and len(t.arguments) == 2:
            out.append(_fn("selector", t))
        for a in t.arguments:
            walk(a)

    walk(term)
    return out


def _entry_head(e: m.Entry) -> list[Symbol]:
    """An entry's kind, tags and citations as facts."""
    eid = _c(e.ident)
    return ([_fn("entry", eid, _c(e.kind))] + [_fn("entry_tag", eid, _c(t)) for t in e.tags]
            + [_fn("cites", eid, String(c)) for c in e.cites])


def entry_facts(entries) -> list[Symbol]:
    """Facts of entries for a game grounded per scenario: each sentence's whole term (numbers
    included), as ``says(E, I, Term)``."""
    out: list[Symbol] = []
    for e in entries:
        out.extend(_entry_head(e))
        eid = _c(e.ident)
        for i, s in enumerate(e.sentences, start=1):
            out.append(_fn("says", eid, Number(i), s.clause.term()))
            out.extend(selector_facts(s.clause.term()))
            if s.assumed:
                out.append(_fn("says_assumed", eid, Number(i)))
    return out


def pool_facts(pool: m.CardPool) -> list[Symbol]:
    """Static facts of the card pool: entries, their sentences (shape and numbers), citations."""
    out: list[Symbol] = []
    for e in pool.entries:
        out.extend(_entry_head(e))
        eid = _c(e.ident)
        out.append(_fn("entry_name", eid, String(e.name)))
        for i, s in enumerate(e.sentences, start=1):
            shape, nums = template(s.clause.term())
            out.append(_fn("text", eid, Number(i), shape))
            out.extend(selector_facts(shape))
            for k, v in enumerate(nums, start=1):
                out.append(_fn("text_num", eid, Number(i), Number(k), Number(v)))
            if s.assumed:
                out.append(_fn("text_assumed", eid, Number(i)))
    return out


@dataclass
class Scenario:
    """A query turned into input atoms, with the names of its slots for answers."""

    query: Query
    inputs: list[Symbol] = field(default_factory=list)
    monsters: dict[str, Symbol] = field(default_factory=dict)  # label -> slot
    labels: dict[Symbol, str] = field(default_factory=dict)  # slot -> label
    notes: list[str] = field(default_factory=list)
    origins: dict[Symbol, tuple[str, str, m.Position | None]] = field(default_factory=dict)  # input -> card, text


SIDES = {"A": "a", "B": "b"}
OVERRIDE_CLAUSES = {"base": "deal", "draw": "draw", "loss": "lose", "bonus": "modifier"}


class ScenarioBuilder:
    """Turns a Query into input atoms for one game's grounded knowledge base."""

    def __init__(self, pool: m.CardPool, bounds: dict[str, int],
                 admits: Iterable[Symbol] | Mapping[Symbol, Iterable[Symbol]] = (), game: str = ""):
        self.pool = pool
        self.game = game
        """The game whose rules a define must be read by (:mod:`pyrules.reads`; "": not checked)."""
        self.bounds = bounds
        # slot -> the sentence shapes some rule reads from a card in it (``slot_admits/2``)
        self.admits: dict[Symbol, set[Symbol]] = {}
        if isinstance(admits, Mapping):  # already grouped (ScenarioProgram.static_pairs)
            self.admits = {slot: set(shapes) for slot, shapes in admits.items()}
        else:
            for a in admits:
                slot, shape = a.arguments
                self.admits.setdefault(slot, set()).add(shape)
        self.shapes: set[Symbol] = set().union(*self.admits.values())
        self.v = pool.vocabulary
        self.statuses = {e.ident: e.name for e in pool.entries if e.kind == "status"}
        self._define_cache: dict[str, tuple[m.Entry, ...]] = {}

    # -- helpers ------------------------------------------------------------------------------
    @staticmethod
    def _source_line(q: Query, line: int) -> str:
        return line_of(q.source, line) if q.source else ""

    def _err(self, cls, msg: str, q: Query, pos: m.Position | None, expected: list[str] | None = None):
        text = self._source_line(q, pos.line) if pos is not None else ""
        return cls(msg, q.file, pos.line if pos else 0, pos.column if pos else 0, text, expected or [])

    def _value(self, v: int, what: str, q: Query, pos, limit: str = "max_value") -> Number:
        top = self.bounds.get(limit, 60)
        if not 0 <= v <= top:
            raise self._err(BoundsError, f"{what} {v} is outside the bounds of this knowledge base "
                                         f"(0..{top}); see docs/queries.md, 'Bounds'", q, pos)
        return Number(v)

    def _entry(self, name: str, kinds: tuple[str, ...], q: Query, pos, local: dict[str, m.Entry]) -> m.Entry:
        key = name.lower()
        if key in local and local[key].kind in kinds:
            return local[key]
        for e in self.pool.entries:
            if e.name.lower() == key and e.kind in kinds:
                return e
        known = [e.name for e in self.pool.entries if e.kind in kinds] + \
                [e.name for e in local.values() if e.kind in kinds]
        what = "/".join(kinds)
        raise self._err(UnknownName, f"unknown {what} {name!r}", q, pos,
                        [f"did you mean {n!r}?" for n in nearest(name, known)] or known[:8])

    def _parse_define(self, text: str, file: str) -> tuple[m.Entry, ...]:
        """A define's entries, parsed once per text, whatever file it is in (a batch repeats the same
        probe moves; :func:`_shifted` gives each its query file's positions, and a text that does not
        parse is never kept, so its error names its own file)."""
        cache = self._define_cache
        if text not in cache:
            if len(cache) > 4096:
                cache.clear()
            cache[text] = parse_define(text, self.v, file, self.statuses)
        return cache[text]

    # -- the build ------------------------------------------------------------------------------
    def build(self, q: Query) -> Scenario:
        sc = Scenario(q)
        add = sc.inputs.append
        defined: list[m.Entry] = []
        for d in q.defines:
            try:
                for e in self._parse_define(d.text, q.file):
                    defined.append(_shifted(e, d.position))
            except PyrulesError as err:  # a position inside the define's text -> in the query file
                if err.line <= 1:
                    err.column = d.position.column + max(err.column, 1) - 1
                else:
                    err.line = d.position.line + err.line - 1
                err.line = d.position.line if err.line <= 1 else err.line
                err.file = q.file
                err.text = self._source_line(q, err.line) or d.text
                raise
        check_defines(self.pool.entries, defined, q.source, extends=False)  # a pool name: used in its place
        if self.game:
            check_read(self.game, defined, self.v, q.source)  # a text no rule acts on would be ignored
        local = {e.name.lower(): e for e in defined}
        per_side = self.bounds.get("monsters_per_side", 3)
        count = {"a": 0, "b": 0}
        for md in q.monsters:
            side = SIDES[md.side]
            entry = self._entry(md.name, ("monster",), q, md.position, local)
            count[side] += 1
            if count[side] > per_side:
                raise self._err(BoundsError, f"side {md.side} has more than {per_side} monsters", q, md.position)
            slot = _fn("m", _c(side), Number(count[side]))
            if md.label in sc.monsters:
                raise self._err(UnknownName, f"two monsters are called {md.label!r}: give one an alias "
                                             f"('as \"...\"')", q, md.position)
            sc.monsters[md.label] = slot
            sc.labels[slot] = md.label
            add(_fn("present", slot))
            attr = md.attribute.lower() if md.attribute else ""
            if attr:
                found = self.v.lookup("attributes", md.attribute)
                if found is None:
                    raise self._err(UnknownName, f"unknown attribute {md.attribute!r}", q, md.position,
                                    self.v.spellings("attributes"))
                attr = found
            else:
                attr = next((t for t in entry.tags if self.v.lookup("attributes", self.v.word("tags", t))), "")
            if attr:
                add(_fn("attr", slot, _c(attr)))
            lp = md.lp if md.lp is not None else self.bounds.get("default_lp", 10)
            add(_fn("lp", slot, self._value(lp, "life points", q, md.position)))
            for st in md.statuses:
                add(_fn("status", slot, _c(self._entry(st, ("status",), q, md.position, local).ident)))
            if md.ko:
                add(_fn("ko", slot))
            if md.revived:
                add(_fn("revived", slot))
        add(_fn("turn", _c(SIDES[q.turn])))
        if q.env:
            add(_fn("env", _c(self._entry(q.env, ("env",), q, q.positions.get("env"), local).ident)))
        for pd in q.players:
            side = _c(SIDES[pd.side])
            for key, val in (("hand", pd.hand), ("deck", pd.deck), ("guts", pd.guts)):
                if val is not None:
                    add(_fn(key, side, self._value(val, key, q, pd.position)))
            for eff in pd.effects:
                add(_fn("player_status", side, _c(self._entry(eff, ("status",), q, pd.position, local).ident)))

        monster_plays = [p for p in q.plays if not p.by_player]
        player_plays = [p for p in q.plays if p.by_player]
        if len(monster_plays) > 1:
            raise self._err(BoundsError, "a query holds one monster move ('play \"M\" uses ...'); "
                                         "use 'then' for the next one", q, monster_plays[1].position)
        mover_side = ""
        if monster_plays:
            mover_side = self._card(sc, _c("move"), monster_plays[0], q, local)
        slots = self.bounds.get("player_cards", 2)
        if len(player_plays) > slots:
            raise self._err(BoundsError, f"at most {slots} player cards per query", q, player_plays[-1].position)
        for i, p in enumerate(player_plays, start=1):
            self._card(sc, _fn("play", Number(i)), p, q, local)
        mods = self.bounds.get("modifiers", 4)
        if len(q.modifiers) > mods:
            raise self._err(BoundsError, f"at most {mods} modifier cards per move", q, q.positions.get("modifiers"))
        for i, name in enumerate(q.modifiers, start=1):
            entry = self._entry(name, ("card", "move"), q, q.positions.get("modifiers"), local)
            slot = _fn("mod", Number(i))
            self._card_facts(sc, slot, entry, (), q, None)
            if mover_side:
                add(_fn("card_player", slot, _c(mover_side)))
        defs = self.bounds.get("defense_cards", 4)
        if len(q.defenses) > defs:
            raise self._err(BoundsError, f"at most {defs} defense cards per attack", q, q.defenses[-1].position)
        for i, d in enumerate(q.defenses, start=1):
            self._card(sc, _fn("def", Number(i)), d, q, local)
        if q.follow_up:
            self._card(sc, _c("next"), q.follow_up, q, local)
        for label, val in q.split:
            pos = q.positions.get("split")
            add(_fn("share", self._monster(sc, label, q, pos), self._value(val, "a share", q, pos)))
        for group, option in q.readings:
            add(_fn("chosen", String(group), _c(option)))
        return sc

    def _monster(self, sc: Scenario, label: str, q: Query, pos) -> Symbol:
        if label not in sc.monsters:
            raise self._err(UnknownName, f"no monster {label!r} in this scenario", q, pos,
                            [f"did you mean {n!r}?" for n in nearest(label, list(sc.monsters))]
                            or list(sc.monsters))
        return sc.monsters[label]

    def _card(self, sc: Scenario, slot: Symbol, use: CardUse, q: Query, local) -> str:
        """Facts of one card used in the play; returns the side that used it."""
        entry = self._entry(use.card, ("move", "card", "env"), q, use.position, local)
        if use.by_player:
            side = SIDES[use.actor]
            sc.inputs.append(_fn("card_player", slot, _c(side)))
        else:
            user = self._monster(sc, use.actor, q, use.position)
            sc.inputs.append(_fn("card_user", slot, user))
            side = user.arguments[0].name
        if use.on:
            sc.inputs.append(_fn("card_on", slot, self._monster(sc, use.on, q, use.position)))
        self._card_facts(sc, slot, entry, use.overrides, q, use.position)
        return side

    def _card_facts(self, sc: Scenario, slot: Symbol, entry: m.Entry, overrides, q: Query, pos) -> None:
        add = sc.inputs.append
        add(_fn("card", slot))
        if any(e is entry for e in self.pool.entries):
            add(_fn("card_entry", slot, _c(entry.ident)))
        add(_fn("card_kind", slot, _c(entry.kind)))
        for t in entry.tags:
            add(_fn("card_tag", slot, _c(t)))
        if entry.owner.lower() == "any monster":
            add(_fn("card_any_monster", slot))
        sentences = [template(s.clause.term()) for s in entry.sentences]
        for key, val in overrides:
            if key == "cost":
                add(_fn("card_cost", slot, self._value(val, "a Guts cost", q, pos, "max_small")))
                continue
            clause = OVERRIDE_CLAUSES.get(key)
            if clause is None:
                raise self._err(UnknownName, f"unknown override {key!r}", q, pos,
                                ["base", "cost", "draw", "loss", "bonus"])
            for i, (shape, nums) in enumerate(sentences):
                if _mentions(shape, clause) and nums and not _is_self_damage(shape):
                    k = _number_position(shape, clause)
                    nums = list(nums)
                    nums[k] = val
                    sentences[i] = (shape, nums)
                    break
            else:
                raise self._err(UnknownName, f"{entry.name!r} has no {key} to override", q, pos)
        limit = "max_value" if slot.name in ("move", "next") else "max_small"
        for i, (shape, nums) in enumerate(sentences, start=1):
            says = _fn("card_says", slot, Number(i), shape)
            sentence = entry.sentences[i - 1]
            sc.origins[says] = (entry.name, sentence.render(self.v), sentence.position or entry.position or pos)
            if shape in self.shapes and shape not in self.admits.get(slot, ()):
                continue  # a sentence no rule reads from a card in this slot: not an input of the scenario
            add(says)
            for k, v in enumerate(nums, start=1):
                add(_fn("card_num", slot, Number(i), Number(k), self._value(v, f"a number on {entry.name!r}", q, pos, limit)))
        if entry.sentences:
            sc.notes.append(f"{entry.name}: " + " ".join(s.render(self.v) for s in entry.sentences))


def _shifted(entry: m.Entry, at: m.Position) -> m.Entry:
    """An entry parsed from a define's text, with positions in the query file."""
    def shift(p: m.Position | None) -> m.Position | None:
        if p is None:
            return None
        if p.line == 1:
            return m.Position(at.file, at.line, at.column + p.column - 1)
        return m.Position(at.file, at.line + p.line - 1, p.column)
    return replace(entry, position=shift(entry.position),
                   sentences=tuple(replace(s, position=shift(s.position)) for s in entry.sentences))


def _mentions(shape: Symbol, name: str) -> bool:
    if shape.type != SymbolType.Function:
        return False
    return shape.name == name or any(_mentions(a, name) for a in shape.arguments)


def _is_self_damage(shape: Symbol) -> bool:
    return shape.name == "deal" and len(shape.arguments) > 1 and str(shape.arguments[1]) == "self"


def _number_position(shape: Symbol, name: str) -> int:
    """Index, among the shape's numbers, of the first number inside the clause ``name``."""
    count = 0

    def walk(t: Symbol, inside: bool) -> int | None:
        nonlocal count
        if t == N:
            if inside:
                return count
            count += 1
            return None
        if t.type == SymbolType.Function:
            for a in t.arguments:
                r = walk(a, inside or t.name == name)
                if r is not None:
                    return r
        return None

    found = walk(shape, False)
    return found if found is not None else 0
