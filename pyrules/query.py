"""Parse query files (scenario, play, questions, expectations) into a typed model.

text --Lark (grammar/query.lark)--> parse tree --QueryBuilder--> Query
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import UnexpectedInput, VisitError

from .errors import Conflict, ParseError, PyrulesError
from .files import read_text
from .model import Position
from .names import check_labels, ident, twice
from .resources import open_grammar
from .statements import lark_error

#: the largest query file read (bytes; the shipped ones hold under 2 KB)
MAX_QUERY_BYTES = 1_000_000


@dataclass(frozen=True)
class MonsterDecl:
    """A monster in the scenario: side, pool name, label, attribute, LP, statuses."""

    side: str
    name: str
    label: str
    attribute: str = ""
    lp: int | None = None
    statuses: tuple[str, ...] = ()
    ko: bool = False
    revived: bool = False
    position: Position | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Prop:
    """A property of a player or character: words, then a number or names ("defense bonus 2")."""

    key: str  # the words, lower case, one space apart
    number: int | None = None
    names: tuple[str, ...] = ()
    position: Position | None = field(default=None, compare=False)


@dataclass(frozen=True)
class PlayerDecl:
    """A player's state: its properties (each game reads the ones it declares)."""

    side: str
    props: tuple[Prop, ...] = ()
    position: Position | None = field(default=None, compare=False)

    def number(self, key: str) -> int | None:
        return next((p.number for p in self.props if p.key == key), None)

    @property
    def hand(self) -> int | None:
        return self.number("hand")

    @property
    def deck(self) -> int | None:
        return self.number("deck")

    @property
    def guts(self) -> int | None:
        return self.number("guts")

    @property
    def effects(self) -> tuple[str, ...]:
        return tuple(n for p in self.props if p.key == "effect" for n in p.names)


@dataclass(frozen=True)
class CharacterDecl:
    """A character in a sequence scenario: side, name in the pool (or a define), label, properties."""

    side: str
    name: str
    label: str
    props: tuple[Prop, ...] = ()
    position: Position | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Step:
    """One step of a sequence: who (a side or a character label), the verb, cards, a number, a move."""

    actor: str
    by_player: bool
    verb: str
    cards: tuple[str, ...] = ()
    number: int | None = None
    move: str = ""
    position: Position | None = field(default=None, compare=False)


@dataclass(frozen=True)
class CardUse:
    """A card used: by a monster (its label) or a player (A/B), on a monster, with overrides."""

    actor: str
    by_player: bool
    card: str
    on: str = ""
    overrides: tuple[tuple[str, int], ...] = ()
    position: Position | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Ask:
    """A question and, optionally, the answer the file expects."""

    words: tuple[str, ...]
    names: tuple[str, ...]
    expected: str | int | None
    position: Position | None = field(default=None, compare=False)
    numbers: tuple[int, ...] = ()

    @property
    def key(self) -> str:
        """The question without its player words: "deck A" -> "deck"."""
        return " ".join(w for w in self.words if w not in ("A", "B")).lower()

    @property
    def side(self) -> str:
        """The player a question names ("A" or "B"), or ""."""
        return next((w for w in self.words if w in ("A", "B")), "")

    def text(self) -> str:
        """The question as written, without the expectation."""
        return " ".join([*self.words, *(f'"{n}"' for n in self.names), *map(str, self.numbers)])


@dataclass(frozen=True)
class Define:
    """An ad hoc card text (statement language) defined inside a query."""

    text: str
    position: Position


@dataclass(frozen=True)
class Query:
    """One query file."""

    file: str
    ident: str = ""
    title: str = ""
    game: str = ""
    env: str = ""
    turn: str = "A"
    monsters: tuple[MonsterDecl, ...] = ()
    characters: tuple[CharacterDecl, ...] = ()
    players: tuple[PlayerDecl, ...] = ()
    phase: str = ""
    steps: tuple[Step, ...] = ()
    defines: tuple[Define, ...] = ()
    plays: tuple[CardUse, ...] = ()
    modifiers: tuple[str, ...] = ()
    split: tuple[tuple[str, int], ...] = ()
    defenses: tuple[CardUse, ...] = ()
    follow_up: CardUse | None = None
    readings: tuple[tuple[str, str], ...] = ()
    asks: tuple[Ask, ...] = ()
    source: str = field(default="", compare=False, repr=False)  # the file's text, for error messages
    positions: dict = field(default_factory=dict, compare=False, repr=False)  # statement -> Position


@lru_cache(maxsize=None)
def query_parser() -> Lark:
    """The LALR parser of the query language (built once per process)."""
    return open_grammar("query.lark")


def _q(tok: Token) -> str:
    return str(tok)[1:-1]


class QueryBuilder(Transformer):
    """One method per grammar rule of query.lark."""

    def __init__(self, file: str, text: str = ""):
        super().__init__()
        self.file, self.text = file, text

    def _pos(self, meta) -> Position:
        return Position(self.file, getattr(meta, "line", 0), getattr(meta, "column", 0))

    def _twice(self, what: str, pos: Position, first: Position | None) -> Conflict:
        return twice(what, pos, first, self.text)

    def start(self, lines):
        return list(lines)

    @v_args(meta=True)
    def header(self, meta, items):
        return ("header", _q(items[0]), _q(items[1]) if len(items) > 1 else "", self._pos(meta))

    @v_args(meta=True)
    def game(self, meta, items):
        return ("game", str(items[0]), self._pos(meta))

    @v_args(meta=True)
    def env(self, meta, items):
        return ("env", _q(items[0]), self._pos(meta))

    @v_args(meta=True)
    def turn(self, meta, items):
        return ("turn", str(items[0]), self._pos(meta))

    @v_args(meta=True)
    def monster(self, meta, items):
        side, name = str(items[0]), _q(items[1])
        label, props, where_first = name, {}, {}
        statuses: list[str] = []
        for it in items[2:]:
            if isinstance(it, tuple) and it[0] == "alias":
                label = it[1]
            elif isinstance(it, tuple) and it[0] == "status":
                statuses.append(it[1])
            elif isinstance(it, tuple):
                key, value, pos = it
                if key in props:  # "lp 10, lp 4": one monster has one LP
                    raise self._twice(f"the monster's {key!r}", pos, where_first[key])
                props[key], where_first[key] = value, pos
        return ("monster", MonsterDecl(side, name, label, props.get("attribute", ""), props.get("lp"),
                                       tuple(statuses), bool(props.get("ko")), bool(props.get("revived")),
                                       self._pos(meta)))

    def alias(self, items):
        return ("alias", _q(items[0]))

    @v_args(meta=True)
    def m_attribute(self, meta, items):
        return ("attribute", str(items[0]), self._pos(meta))

    @v_args(meta=True)
    def m_lp(self, meta, items):
        return ("lp", int(items[0]), self._pos(meta))

    def m_status(self, items):
        return ("status", _q(items[0]))

    @v_args(meta=True)
    def m_ko(self, meta, items):
        return ("ko", True, self._pos(meta))

    @v_args(meta=True)
    def m_revived(self, meta, items):
        return ("revived", True, self._pos(meta))

    @v_args(meta=True)
    def player(self, meta, items):
        return ("player", PlayerDecl(str(items[0]), tuple(items[1:]), self._pos(meta)))

    @v_args(meta=True)
    def prop(self, meta, items):
        words = [str(t).lower() for t in items if t.type == "WORD"]
        number = next((int(t) for t in items if t.type == "INT"), None)
        names = tuple(_q(t) for t in items if t.type == "QUOTED")
        return Prop(" ".join(words), number, names, self._pos(meta))

    @v_args(meta=True)
    def character(self, meta, items):
        side, name = str(items[0]), _q(items[1])
        label = next((it[1] for it in items[2:] if isinstance(it, tuple) and it[0] == "alias"), name)
        props = tuple(it for it in items[2:] if isinstance(it, Prop))
        return ("character", CharacterDecl(side, name, label, props, self._pos(meta)))

    @v_args(meta=True)
    def phase(self, meta, items):
        return ("phase", str(items[0]).lower(), self._pos(meta))

    @v_args(meta=True)
    def step(self, meta, items):
        actor, by_player = items[0]
        toks = [t for t in items[1:] if isinstance(t, Token)]
        verb = " ".join(str(t).lower() for t in toks if t.type == "WORD")
        cards = tuple(_q(t) for t in toks if t.type == "QUOTED")
        number = next((int(t) for t in toks if t.type == "INT"), None)
        move = next((it[1] for it in items[1:] if isinstance(it, tuple) and it[0] == "move"), "")
        return ("step", Step(actor, by_player, verb, cards, number, move, self._pos(meta)))

    def move(self, items):
        return ("move", _q(items[0]))

    @v_args(meta=True)
    def define(self, meta, items):
        tok = items[0]
        return ("define", Define(str(tok), Position(self.file, tok.line, tok.column)))

    def _use(self, meta, actor, by_player, items):
        card = _q(items[0])
        on, overrides = "", ()
        for it in items[1:]:
            if isinstance(it, tuple) and it and it[0] == "on":
                on = it[1]
            elif isinstance(it, tuple):
                overrides = it
        return CardUse(actor, by_player, card, on, overrides, self._pos(meta))

    @v_args(meta=True)
    def play(self, meta, items):
        actor, by_player = items[0]
        return ("play", self._use(meta, actor, by_player, [i for i in items[1:] if not _is_uses(i)]))

    def by_monster(self, items):
        return (_q(items[0]), False)

    def by_player(self, items):
        return (str(items[0]), True)

    def target(self, items):
        return ("on", _q(items[0]))

    def overrides(self, items):
        first: dict[str, Position] = {}
        for key, _, pos in items:  # "base 5, base 6": one number replaces one printed number
            if key in first:
                raise self._twice(f"the override {key!r}", pos, first[key])
            first[key] = pos
        return tuple((key, value) for key, value, _ in items)

    def override(self, items):
        return (str(items[0]).lower(), int(items[1]), Position(self.file, items[0].line, items[0].column))

    @v_args(meta=True)
    def modifier(self, meta, items):
        return ("modifiers", tuple(_q(t) for t in items), self._pos(meta))

    @v_args(meta=True)
    def split(self, meta, items):
        first: dict[str, Position] = {}
        for tok in items[0::2]:  # split "Golem" 2, "Golem" 1: one share per monster
            pos = Position(self.file, tok.line, tok.column)
            if ident(_q(tok)) in first:
                raise self._twice(f"the share of {_q(tok)!r}", pos, first[ident(_q(tok))])
            first[ident(_q(tok))] = pos
        return ("split", tuple((_q(items[i]), int(items[i + 1])) for i in range(0, len(items), 2)), self._pos(meta))

    @v_args(meta=True)
    def defense(self, meta, items):
        return ("defense", self._use(meta, _q(items[0]), False, [i for i in items[1:] if not _is_uses(i)]))

    @v_args(meta=True)
    def follow_up(self, meta, items):
        return ("follow_up", self._use(meta, _q(items[0]), False, [i for i in items[1:] if not _is_uses(i)]))

    @v_args(meta=True)
    def reading(self, meta, items):
        return ("reading", (_q(items[0]), _q(items[1])), self._pos(meta))

    @v_args(meta=True)
    def ask(self, meta, items):
        words = tuple(str(t) for t in items if isinstance(t, Token) and t.type == "WORD")
        names = tuple(_q(t) for t in items if isinstance(t, Token) and t.type == "QUOTED")
        numbers = tuple(int(t) for t in items if isinstance(t, Token) and t.type == "INT")
        expected = next((i[1] for i in items if isinstance(i, tuple)), None)
        return ("ask", Ask(words, names, expected, self._pos(meta), numbers))

    def expect(self, items):
        return ("expect", items[0])

    def v_word(self, items):
        return str(items[0]).lower()

    def v_name(self, items):
        return str(items[0])[1:-1]

    def v_int(self, items):
        return int(items[0])


def _is_uses(item) -> bool:
    return isinstance(item, Token) and item.type == "USES"


def parse_query(text: str, file: str = "<query>") -> Query:
    """Parse a query file's text; raise ParseError with file:line:column on bad input."""
    if "\x00" in text:
        raise ParseError("a query file is text; this one holds binary (NUL) bytes", file)
    if len(text) > MAX_QUERY_BYTES:
        raise ParseError(f"a query file may hold at most {MAX_QUERY_BYTES} characters", file)
    if not text.endswith("\n"):
        text += "\n"
    try:
        tree = query_parser().parse(text)
        lines = QueryBuilder(file, text).transform(tree)
    except UnexpectedInput as exc:
        raise lark_error(exc, text, file, "query file") from None
    except VisitError as exc:  # a value given twice (names.twice); builders raise only PyrulesError
        if isinstance(exc.orig_exc, PyrulesError):
            raise exc.orig_exc from None
        raise
    fields: dict[str, object] = {"file": file, "source": text}
    positions: dict[str, Position] = {}
    lists: dict[str, list] = {k: [] for k in ("monsters", "characters", "players", "defines", "plays",
                                             "defenses", "steps", "readings", "asks")}
    for kind, *rest in lines:
        pos = rest.pop() if isinstance(rest[-1], Position) else None
        key = "query" if kind == "header" else f"reading:{rest[0][0]}" if kind == "reading" else kind
        if key in positions and kind not in ("monster", "character", "player", "define", "play", "defense",
                                             "step", "ask"):  # one query line, one game, one reading per gap...
            shown = {"modifiers": "with", "follow_up": "then"}.get(key, key)
            what = f"a reading of {rest[0][0]!r}" if kind == "reading" else f"'{shown}'"
            raise twice(what, pos, positions[key], text)
        if pos is not None:
            positions[key] = pos
        if kind == "header":
            fields["ident"], fields["title"] = rest
        elif kind in ("game", "env", "turn", "modifiers", "split", "follow_up", "phase"):
            fields[kind] = rest[0]
        else:
            lists[{"monster": "monsters", "character": "characters", "player": "players", "define": "defines",
                   "play": "plays", "defense": "defenses", "step": "steps", "reading": "readings",
                   "ask": "asks"}[kind]].append(rest[0])
    if "game" not in fields:
        raise ParseError("a query file must name its game ('game NAME')", file, 1, 1)
    _check_declarations(lists, text)
    fields["positions"] = positions
    return Query(**fields, **{k: tuple(v) for k, v in lists.items()})  # type: ignore[arg-type]


def _check_declarations(lists: dict[str, list], text: str) -> None:
    """One value per property of a player (over all its lines) or of a character; a player's
    list continues where the property is given again (``up "A"`` then ``up "B"``: ``up "A" "B"``);
    one label per monster or character."""
    lists["players"] = _joined(lists["players"])
    for props in [*(pd.props for pd in lists["players"]), *(cd.props for cd in lists["characters"])]:
        first: dict[tuple[str, str], Position | None] = {}
        for p in props:  # a number, a list of names, or a flag: each once per property
            form = "number" if p.number is not None else "names" if p.names else "flag"
            if (p.key, form) in first:
                raise twice(f"{p.key!r}" + (" (a number)" if form == "number" else ""), p.position,
                            first[(p.key, form)], text)
            first[(p.key, form)] = p.position
    check_labels(lists["monsters"], "monster", text)
    check_labels(lists["characters"], "character", text)


def _joined(players: list[PlayerDecl]) -> list[PlayerDecl]:
    """A player's lines as one declaration (at its first line), each list property's names joined."""
    out: dict[str, PlayerDecl] = {}
    for pd in players:
        props = list(out[pd.side].props) if pd.side in out else []
        for p in pd.props:
            k = next((i for i, q in enumerate(props) if p.names and q.names and q.key == p.key), None)
            if k is None:
                props.append(p)
            else:
                props[k] = replace(props[k], names=props[k].names + p.names)
        out[pd.side] = replace(out.get(pd.side, pd), props=tuple(props))
    return list(out.values())


def load_query(path: str | Path) -> Query:
    """Read and parse a query file."""
    return parse_query(read_text(path, MAX_QUERY_BYTES, "query file"), os.fsdecode(path))
