"""Sequence scenarios of a game whose cards have names (Epic Battles): zones, owners, copies.

A game declares ``"cards": "named"`` in its vocabulary.  Its scenarios name cards by their
entry names ("Loc-A1", "Akane (Support)"), defined in the game's card files or by the
query's ``define`` lines.  Two copies of a card are told apart with "#N" ("Blk-H0 #2"); a
name written twice in one list means copies 1 and 2.  A player's zones list cards, or give
a count of cards the scenario does not name (``player B: energy 5``):

    player A: hand "Loc-A1" "Card-1", deck 40, top "Ev-D", energy "Atk-X", up "Tech-1"
    player B: owns "Kami-1"          (B owns it, wherever it is)

Facts (besides those of pyrules/sequence.py):
  card(C) card_entry(C,E) owner(C,S) init(C,S,Zone,K) anon(S,Zone,N) entry_of(E,Char)
A card is ``card(Entry, Copy)``.  K orders a pile (1 = bottom of a discard pile, 1 = top of
the deck for ``top``); 0 for an unordered zone.
"""

from __future__ import annotations

import re

from . import model as m
from .asp import Number, Symbol
from .errors import BoundsError, UnknownName, nearest
from .facts import _c, _fn
from .query import Query
from .sequence import SIDES, SequenceBuilder, SequenceScenario
from .statements import ident

_COPY = re.compile(r"^(.*?)\s*#\s*([1-9][0-9]?)$")


class NamedCardBuilder(SequenceBuilder):
    """The sequence builder for games whose cards are named entries."""

    def __init__(self, pool: m.CardPool, meta: dict, game: str = ""):
        super().__init__(pool, meta, game)
        self.zones: dict[str, str] = meta.get("player_zones", {})
        self.counted: set[str] = set(meta.get("counted_zones", []))
        self._names: dict[str, m.Entry] = {}
        self._placed: dict[Symbol, str] = {}

    def _start(self, sc: SequenceScenario, local: list[m.Entry]) -> None:
        self._names = {e.name.lower(): e for e in self.pool.entries if e.kind != "rule"}
        self._names.update({e.name.lower(): e for e in local})
        self._placed = {}
        sc.unique_cards = True

    # -- cards ----------------------------------------------------------------------------
    def card(self, text: str, q: Query, pos) -> Symbol:
        """A named card: "Blk-H0" (copy 1) or "Blk-H0 #2"."""
        name, copy = text.strip(), 1
        found = _COPY.match(name)
        if found:
            name, copy = found.group(1), int(found.group(2))
        entry = self._names.get(name.lower())
        if entry is None:
            known = sorted(e.name for e in self._names.values())
            raise self._err(UnknownName, f"no card {name!r}: define it ('define attack \"{name}\" (punch): "
                                         f"Cost: 0. Damage: 2.') or name a card of the game", q, pos,
                            [f"did you mean {n!r}?" for n in nearest(name, known)] or known[:10])
        return _fn("card", _c(entry.ident), Number(copy))

    def _list(self, sc: SequenceScenario, names, side: str, q: Query, pos) -> list[Symbol]:
        """The cards of a list; a bare name written again is the next copy."""
        seen: dict[str, int] = {}
        out = []
        for text in names:
            if _COPY.match(text.strip()):
                card = self.card(text, q, pos)
            else:
                seen[text.lower()] = seen.get(text.lower(), 0) + 1
                card = self.card(f"{text} #{seen[text.lower()]}", q, pos)
            self._register(sc, card, text, side)
            out.append(card)
        return out

    def _register(self, sc: SequenceScenario, card: Symbol, text: str, side: str) -> None:
        label = text.strip()
        base = _COPY.match(label)
        name = base.group(1) if base else label
        copy = card.arguments[1].number
        keys = {label, f"{name} #{copy}"} | ({name} if copy == 1 else set())
        for key in keys:
            sc.cards.setdefault((side, key.upper()), card)
        sc.labels.setdefault(card, label if copy == 1 or base else f"{label} #{copy}")

    def _step_cards(self, sc: SequenceScenario, st, side: str, q: Query) -> list[Symbol]:
        cards = self._list(sc, st.cards, side, q, st.position)
        for card in cards:
            if card not in self._placed:  # a card a step plays without a zone: it is in the hand
                self._placed[card] = side
                sc.facts.append(_fn("init", card, _c(side), _c("hand"), Number(0)))
                sc.facts.append(_fn("owner", card, _c(side)))
                self._card_facts(sc, card)
        return cards

    def _card_facts(self, sc: SequenceScenario, card: Symbol) -> None:
        sc.facts.append(_fn("card", card))
        sc.facts.append(_fn("card_entry", card, card.arguments[0]))

    # -- players ----------------------------------------------------------------------------
    def _players(self, sc: SequenceScenario, q: Query) -> None:
        add = sc.facts.append
        owners: dict[Symbol, str] = {}
        limit = self.bounds.get("cards", 40)
        for pd in q.players:
            side = SIDES[pd.side]
            for p in pd.props:
                if p.key == "owns" and p.names:
                    for card in self._list(sc, p.names, side, q, p.position):
                        owners[card] = side
                    continue
                zone = self.zones.get(p.key)
                if zone is None:
                    raise self._err(UnknownName, f"unknown player property {p.key!r}", q, p.position,
                                    [f'{z} "CARD" ... or {z} N' for z in self.zones] + ['owns "CARD" ...'])
                if p.number is not None:
                    if zone not in self.counted:
                        raise self._err(UnknownName, f"{p.key!r} takes cards, not a count: list them "
                                                     f"({p.key} \"CARD\" ...)", q, p.position,
                                        [f"{z} N" for z, zid in self.zones.items() if zid in self.counted])
                    add(_fn("given_count", _c(side), _c(zone), self._value(p.number, p.key, q, p.position)))
                    continue
                for k, card in enumerate(self._list(sc, p.names, side, q, p.position), start=1):
                    if card in self._placed:
                        raise self._err(UnknownName, f"{sc.labels.get(card, card)!r} is listed twice: write "
                                                     f"\"NAME #2\" for a second copy", q, p.position)
                    self._placed[card] = side
                    add(_fn("init", card, _c(side), _c(zone), Number(k if zone in ("discard", "top") else 0)))
                    self._card_facts(sc, card)
        if len(self._placed) > limit:
            raise self._err(BoundsError, f"more than {limit} named cards in one scenario", q, None)
        for card, side in self._placed.items():
            add(_fn("owner", card, _c(owners.get(card, side))))
        for card, side in owners.items():
            if card not in self._placed:
                raise self._err(UnknownName, f"{sc.labels.get(card)!r} is owned but in no zone: list it in a "
                                             f"zone too", q, None)

    def _finish(self, sc: SequenceScenario, q: Query, local: list[m.Entry]) -> None:
        super()._finish(sc, q, local)
        for e in list(self.pool.entries) + local:
            if e.owner:
                sc.facts.append(_fn("entry_of", _c(e.ident), _c(ident(e.owner))))
        for e in local:
            if e.sentences:
                sc.notes.append(f"{e.name}: " + " ".join(s.render(self.v) for s in e.sentences))
