"""A game state a program builds, steps forward and saves: a scenario without its questions.

A :class:`State` is the scenario part of a query (characters or monsters, players' zones, the
phase, the steps played so far); it is built from query text, from a file, or from the query
model's objects (:mod:`pyrules.query`), and it serializes back to query text, which parses to an
equal state::

    from pyrules.query import CharacterDecl, PlayerDecl, Prop, Step
    state = State("capcom_crossovers", characters=(CharacterDecl("A", "Ryu", "Ryu"), ...),
                  players=(PlayerDecl("A", (Prop("hand", names=("5H", "JS")),)),))
    state = state.then(Step("A", True, "attack", ("5H",)))
    text = state.text()                      # query text: save it, send it, parse it back
    assert State.from_text(text) == state

A Monster Rancher state is a scenario without its monster's move; the move is a card used::

    state = State("monster_rancher", monsters=(MonsterDecl("A", "Hare", "Hare"), MonsterDecl("B", "Golem", "Golem")))
    state = state.then(CardUse("Hare", False, "Headbutt", on="Golem"))   # play "Hare" uses "Headbutt" on "Golem"

The plays a side may make from a state are the knowledge base's to enumerate
(:meth:`pyrules.kb.KnowledgeBase.legal_plays`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace

from .errors import ParseError
from .query import (Ask, CardUse, CharacterDecl, MonsterDecl, PlayerDecl, Prop, Query, Step,
                    load_query, parse_query)

_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")
_SCENARIO = ("env", "turn", "phase", "monsters", "characters", "players", "defines", "plays", "modifiers",
             "split", "defenses", "follow_up", "steps", "readings")


@dataclass(frozen=True)
class State:
    """A scenario of one game, without questions; immutable, comparable, hashable."""

    game: str
    env: str = ""
    turn: str = "A"
    phase: str = ""
    monsters: tuple[MonsterDecl, ...] = ()
    characters: tuple[CharacterDecl, ...] = ()
    players: tuple[PlayerDecl, ...] = ()
    defines: tuple[str, ...] = ()
    plays: tuple[CardUse, ...] = ()
    modifiers: tuple[str, ...] = ()
    split: tuple[tuple[str, int], ...] = ()
    defenses: tuple[CardUse, ...] = ()
    follow_up: CardUse | None = None
    steps: tuple[Step, ...] = ()
    readings: tuple[tuple[str, str], ...] = ()
    name: str = ""

    # -- in -----------------------------------------------------------------------------------
    @classmethod
    def from_query(cls, q: Query) -> "State":
        """The scenario of a parsed query (its questions dropped)."""
        values = {k: getattr(q, k) for k in _SCENARIO}
        values["defines"] = tuple(d.text for d in q.defines)
        return cls(q.game, name=q.ident, **values)

    @classmethod
    def from_text(cls, text: str, file: str = "<state>") -> "State":
        return cls.from_query(parse_query(text, file))

    @classmethod
    def from_file(cls, path) -> "State":
        return cls.from_query(load_query(path))

    # -- forward ------------------------------------------------------------------------------
    def then(self, play: Step | CardUse) -> "State":
        """The state after one more play: a step of a sequence game, or a card used (Monster
        Rancher: a monster's move, ``CardUse("Golem", False, "Headbutt", on="Mocchi")``, or a
        player's card, ``CardUse("A", True, "Powder", on="Mew")``)."""
        if isinstance(play, Step):
            return replace(self, steps=self.steps + (play,))
        return replace(self, plays=self.plays + (play,))

    # -- out ------------------------------------------------------------------------------------
    def query(self, asks: tuple[Ask, ...] = (), file: str = "<state>") -> Query:
        """This state as a parsed query with the given questions (what the knowledge base answers)."""
        return parse_query(self.text(asks), file)

    def text(self, asks: tuple[Ask, ...] = ()) -> str:
        """Query text that parses back to this state (and the questions, if given)."""
        out = []
        if self.name:
            out.append(f"query {_quoted(self.name)}")
        out.append(f"game {self.game}")
        if self.env:
            out.append(f"env {_quoted(self.env)}")
        if self.turn != "A":
            out.append(f"turn {self.turn}")
        if self.phase:
            out.append(f"phase {_word(self.phase)}")
        out += [_monster(md) for md in self.monsters]
        out += [_character(cd) for cd in self.characters]
        out += [f"player {pd.side}: " + ", ".join(_prop(p) for p in pd.props) for pd in self.players if pd.props]
        out += [f"define {_one_line(d)}" for d in self.defines]
        out += [f"reading {_quoted(g)} = {_quoted(o)}" for g, o in self.readings]
        out += [use_line(u) for u in self.plays]
        if self.modifiers:
            out.append("with " + ", ".join(_quoted(n) for n in self.modifiers))
        if self.split:
            out.append("split " + ", ".join(f"{_quoted(n)} {_int(k)}" for n, k in self.split))
        out += [_use("defense", u) for u in self.defenses]
        if self.follow_up is not None:
            out.append(_use("then", self.follow_up))
        out += [step_line(st) for st in self.steps]
        out += [ask_line(a) for a in asks]
        return "\n".join(out) + "\n"

    def as_dict(self) -> dict:
        """Plain data (JSON-ready): the game and the state's query text."""
        return {"game": self.game, "state": self.text()}

    @classmethod
    def from_dict(cls, data: dict) -> "State":
        state = cls.from_text(str(data["state"]))
        if state.game != data.get("game", state.game):
            raise ParseError(f"the state is of game {state.game!r}, not {data['game']!r}", "<state>")
        return state


def step_line(st: Step) -> str:
    """A step as the query language writes it: ``step A attack "JD" as "Hadouken"``."""
    actor = st.actor if st.by_player else _quoted(st.actor)
    parts = ["step", actor, *(_word(w) for w in st.verb.split())]
    parts += [_quoted(c) for c in st.cards]
    if st.number is not None:
        parts.append(_int(st.number))
    if st.move:
        parts += ["as", _quoted(st.move)]
    return " ".join(parts)


def use_line(u: CardUse) -> str:
    """A card used, as the query language writes it: ``play "Golem" uses "Headbutt" on "Mocchi"``."""
    return _use("play", u)


def ask_line(a: Ask) -> str:
    parts = ["ask", *(_word(w) for w in a.words), *(_quoted(n) for n in a.names), *(_int(n) for n in a.numbers)]
    if a.expected is not None:
        e = a.expected
        parts += ["expect", _int(e) if isinstance(e, int) else e if _WORD.fullmatch(e) and e == e.lower() else _quoted(e)]
    return " ".join(parts)


def _monster(md: MonsterDecl) -> str:
    head = f"monster {md.side} {_quoted(md.name)}" + (f" as {_quoted(md.label)}" if md.label != md.name else "")
    props = ([f"attribute {_word(md.attribute)}"] if md.attribute else []) + \
            ([f"lp {_int(md.lp)}"] if md.lp is not None else []) + \
            [f"status {_quoted(s)}" for s in md.statuses] + (["ko"] if md.ko else []) + (["revived"] if md.revived else [])
    return head + (": " + ", ".join(props) if props else "")


def _character(cd: CharacterDecl) -> str:
    head = f"character {cd.side} {_quoted(cd.name)}" + (f" as {_quoted(cd.label)}" if cd.label != cd.name else "")
    return head + (": " + ", ".join(_prop(p) for p in cd.props) if cd.props else "")


def _prop(p: Prop) -> str:
    words = " ".join(_word(w) for w in p.key.split())
    if p.number is not None and p.names:
        raise ParseError(f"a property has a number or names, not both: {p.key!r}", "<state>")
    if p.number is not None:
        return f"{words} {_int(p.number)}"
    return " ".join([words, *(_quoted(n) for n in p.names)])


def _use(keyword: str, u: CardUse) -> str:
    actor = u.actor if u.by_player else _quoted(u.actor)
    line = f"{keyword} {actor} {'plays' if u.by_player else 'uses'} {_quoted(u.card)}"
    if keyword == "defense" and u.by_player:
        raise ParseError("a defense card is played by a monster", "<state>")
    line += f" on {_quoted(u.on)}" if u.on else ""
    return line + (": " + ", ".join(f"{_word(k)} {_int(v)}" for k, v in u.overrides) if u.overrides else "")


def _quoted(name: str) -> str:
    if not 1 <= len(name) <= 120 or '"' in name or "\n" in name:
        raise ParseError(f"a name is 1 to 120 characters without '\"' or a line break: {name!r}", "<state>")
    return f'"{name}"'


def _word(w: str) -> str:
    if not _WORD.fullmatch(w):
        raise ParseError(f"not a word of the query language: {w!r}", "<state>")
    return w


def _int(n: int) -> str:
    if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= 999_999:
        raise ParseError(f"a number of the query language is 0..999999: {n!r}", "<state>")
    return str(n)


def _one_line(text: str) -> str:
    if "\n" in text or not text.strip():
        raise ParseError(f"a define is one line of card text: {text!r}", "<state>")
    return text


def same_scenario(a: Query, b: Query) -> bool:
    """Two queries state the same scenario (positions, file and source aside)."""
    skip = {"file", "source", "positions", "asks", "ident", "title"}
    for f in fields(Query):
        if f.name in skip:
            continue
        x, y = getattr(a, f.name), getattr(b, f.name)
        if f.name == "defines":
            x, y = tuple(d.text for d in x), tuple(d.text for d in y)
        if x != y:
            return False
    return True


__all__ = ["State", "step_line", "use_line", "ask_line", "same_scenario"]
