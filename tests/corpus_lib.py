"""The statement-language corpus: phrasings people write, each with the canonical meaning it must get.

A corpus file (``tests/corpus/<game>.txt``) is a list of blocks, one meaning each, written from
the game's documents::

    @ MR-ENV-03 "Lock Tight"                  where the meaning comes from (clause id, card, seed line)
    = Final damage 3 or less cannot be used.  the canonical rendering every phrasing must give
    + Final Damage 3 or less cannot be used.  a phrasing that must parse to that meaning
    + Moves with final damage of 3 or less cannot be used.
    - Final Damage 3 or less cannot be used sometimes.   a phrasing that must be refused

``@entry`` instead of ``@`` marks a block of whole printed card lines (a name and its text, as a
rule document prints them, e.g. a Capcom move line); its ``=`` line is the canonical entry.
Blank lines and lines starting with ``#`` are comments.

A phrasing is *accepted* when it parses; it is *right* when its facts are the facts of the
canonical line and its rendering is the canonical line. A wrong acceptance (a parse that
means something else) is the failure the corpus exists to catch.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from pyrules.errors import PyrulesError
from pyrules.model import Entry
from pyrules.statements import load_pool, parse_entries, parse_text

CORPUS = Path(__file__).resolve().parent / "corpus"


@dataclass
class Block:
    game: str
    source: str
    line: int
    entry: bool = False
    canonical: str = ""
    accept: list[tuple[int, str]] = field(default_factory=list)
    refuse: list[tuple[int, str]] = field(default_factory=list)


def read_corpus(game: str) -> list[Block]:
    """The blocks of ``tests/corpus/<game>.txt``; a malformed file is a ValueError naming the line."""
    path = CORPUS / f"{game}.txt"
    blocks: list[Block] = []
    for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        mark, _, rest = line.partition(" ")
        rest = rest.strip()
        if mark in ("@", "@entry"):
            blocks.append(Block(game, rest, n, entry=mark == "@entry"))
            continue
        if not blocks or not rest:
            raise ValueError(f"{path}:{n}: a '{mark}' line outside a block or without text")
        b = blocks[-1]
        if mark == "=":
            if b.canonical:
                raise ValueError(f"{path}:{n}: a second '=' line in the block of line {b.line}")
            b.canonical = rest
        elif mark == "+":
            b.accept.append((n, rest))
        elif mark == "-":
            b.refuse.append((n, rest))
        else:
            raise ValueError(f"{path}:{n}: a line must start with @, @entry, =, + or -, not {mark!r}")
    for b in blocks:
        if not b.canonical or not b.accept:
            raise ValueError(f"{path}:{b.line}: a block needs one '=' line and at least one '+' line")
    return blocks


def games() -> list[str]:
    return sorted(p.stem for p in CORPUS.glob("*.txt"))


@lru_cache(maxsize=None)
def _context(game: str):
    pool = load_pool(game)
    return pool.vocabulary, {e.ident: e.name for e in pool.entries if e.kind == "status"}


@dataclass(frozen=True)
class Reading:
    """What the language made of one text: its facts and its canonical rendering."""

    terms: tuple[str, ...]
    rendering: str


def entries_of(game: str, text: str, entry: bool) -> list[Entry]:
    """The entries ``text`` parses to (a whole card line when ``entry``, else one card text);
    PyrulesError if refused."""
    vocab, statuses = _context(game)
    return parse_entries(text, vocab, "<corpus>", statuses) if entry else [parse_text(text, vocab, statuses)]


def read(game: str, text: str, entry: bool) -> Reading:
    """Parse ``text`` (a card text, or a whole card line when ``entry``); PyrulesError if refused."""
    vocab, statuses = _context(game)
    if entry:
        entries = parse_entries(text, vocab, "<corpus>", statuses)
        if len(entries) != 1:
            raise PyrulesError(f"{len(entries)} entries, not one", "<corpus>")
        e = entries[0]
        terms = (f"{e.kind}:{e.name}",) + tuple(str(s.clause.term()) for s in e.sentences)
        head = e.render(vocab)
        return Reading(terms, head)
    e = parse_text(text, vocab, statuses)
    return Reading(tuple(str(s.clause.term()) for s in e.sentences), " ".join(s.render(vocab) for s in e.sentences))


@dataclass
class Outcome:
    """One phrasing's result: accepted, and if so whether it means the canonical line."""

    block: Block
    line: int
    text: str
    accepted: bool
    right: bool
    error: str = ""
    got: str = ""


def evaluate(block: Block) -> tuple[Reading | None, list[Outcome]]:
    """The canonical line's reading (None if it does not parse) and every accepted phrasing's outcome."""
    try:
        canon = read(block.game, block.canonical, block.entry)
    except PyrulesError:
        canon = None
    out = []
    for n, text in block.accept:
        try:
            got = read(block.game, text, block.entry)
        except PyrulesError as err:
            out.append(Outcome(block, n, text, False, False, error=str(err).splitlines()[0]))
            continue
        right = canon is not None and got.terms == canon.terms and got.rendering == block.canonical
        out.append(Outcome(block, n, text, True, right, got=got.rendering))
    return canon, out


def refused(block: Block) -> list[tuple[int, str, bool]]:
    """Each must-refuse phrasing, and whether the language refused it."""
    res = []
    for n, text in block.refuse:
        try:
            read(block.game, text, block.entry)
            res.append((n, text, False))
        except PyrulesError:
            res.append((n, text, True))
    return res


def round_trips(block: Block) -> bool:
    """The canonical line parses, renders to itself, and its rendering parses to the same facts."""
    try:
        canon = read(block.game, block.canonical, block.entry)
        again = read(block.game, canon.rendering, block.entry)
    except PyrulesError:
        return False
    return canon.rendering == block.canonical and again.terms == canon.terms


@dataclass
class Rates:
    game: str
    blocks: int
    phrasings: int
    accepted: int
    right: int
    wrong: int
    canonical_round_trips: int
    refusals: int
    refused: int

    def line(self) -> str:
        pct = lambda a, b: f"{100 * a / b:.1f} %" if b else "-"
        return (f"{self.game}: {self.blocks} meanings, {self.phrasings} phrasings; parsed {self.accepted} "
                f"({pct(self.accepted, self.phrasings)}), right {self.right} ({pct(self.right, self.phrasings)}), "
                f"WRONG {self.wrong}; canonical round trip {self.canonical_round_trips}/{self.blocks} "
                f"({pct(self.canonical_round_trips, self.blocks)}); refused {self.refused}/{self.refusals}")


def rates(game: str) -> Rates:
    blocks = read_corpus(game)
    outs = [o for b in blocks for o in evaluate(b)[1]]
    refs = [r for b in blocks for r in refused(b)]
    return Rates(game, len(blocks), len(outs), sum(o.accepted for o in outs), sum(o.right for o in outs),
                 sum(o.accepted and not o.right for o in outs), sum(round_trips(b) for b in blocks),
                 len(refs), sum(ok for *_, ok in refs))


@dataclass
class Unread:
    """The accepted meanings of a game's corpus that no rule of the game acts on (pyrules/reads.py)."""

    game: str
    meanings: int  # distinct canonical sentences among the accepted phrasings
    phrasings: int  # accepted phrasings
    sentences: dict[str, str]  # canonical sentence no rule reads -> its term
    unread_phrasings: int  # accepted phrasings with such a sentence

    def line(self) -> str:
        return (f"{self.game}: unread {len(self.sentences)} of {self.meanings} accepted sentence meanings "
                f"({self.unread_phrasings} of {self.phrasings} accepted phrasings)")


def unread(game: str) -> Unread:
    """Every accepted phrasing's sentences tested against the game's rules (:mod:`pyrules.reads`)."""
    from pyrules.reads import readers

    vocab, _ = _context(game)
    table = readers(game)
    seen: set[str] = set()
    idle: dict[str, str] = {}
    phrasings = idle_phrasings = 0
    for b in read_corpus(game):
        for _, text in b.accept:
            try:
                entries = entries_of(game, text, b.entry)
            except PyrulesError:
                continue
            phrasings += 1
            found = False
            for e in entries:
                for s in e.sentences:
                    key = s.clause.render(vocab) + "."  # the meaning, without "[assumed]"
                    seen.add(key)
                    if not table.reads(s.clause.term()):
                        idle[key] = str(s.clause.term())
                        found = True
            idle_phrasings += found
    return Unread(game, len(seen), phrasings, idle, idle_phrasings)
