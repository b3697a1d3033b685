"""One name, one id; one value for each thing that holds one value.

A name becomes an ASP constant by :func:`ident` (lower case, punctuation dropped), so two
different names can share an id ("Palm" and "Palm!"), and the facts of both would merge.
Every place that gives a name an id claims it here: the card pool and the
entries of one text (:func:`check_entries`), the ``define`` lines of a query
(:func:`check_defines`), and the monsters and characters a query names
(:func:`check_labels`).  Two names with one id are an error at the second name; the same
name given twice where it names one thing is an error at the repeat, naming the first.

The one sharing the pool has on purpose: a move and the status it grants may carry one name
("Doll"), one entry of each kind.  A ``define`` of a pool card under the card's own name and
kind is the game's card: a sequence game adds the define's sentences to it (docs/queries.md,
Epic Battles), Monster Rancher uses the define in its place for that query.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable

from . import model as m
from .errors import Conflict, line_of


def ident(name: str) -> str:
    """A stable ASP-safe id for a display name ("Joy's Support" -> joys_support)."""
    s = re.sub(r"[^a-z0-9]+", "_", name.lower().replace("'", "").replace("’", "")).strip("_")
    return s if s and s[0].isalpha() else f"n_{s}"


def where(pos: m.Position | None, file: str) -> str:
    """Where a first occurrence is, for a message about a second one in ``file``."""
    if pos is None:
        return "earlier"
    return f"line {pos.line}" if pos.file == file else f"{pos.file}:{pos.line}"


def twice(what: str, pos: m.Position | None, first: m.Position | None, text: str = "") -> Conflict:
    """The error for one thing given a second value: at the repeat, naming the first."""
    return _conflict(f"{what} is given twice (first on {where(first, pos.file if pos else '')})", pos, text)


def _conflict(message: str, pos: m.Position | None, text: str = "") -> Conflict:
    file = pos.file if pos else "<text>"
    line = pos.line if pos else 0
    return Conflict(message, file, line, pos.column if pos else 0, line_of(text, line) if text else "")


def _same_name(a: str, b: str) -> bool:
    return a.strip().lower() == b.strip().lower()


def clash(second: str, first: str, first_pos: m.Position | None, pos: m.Position | None, key: str,
          text: str = "") -> Conflict:
    """The error for two different names with one id."""
    return _conflict(f"{second!r} and {first!r} ({where(first_pos, pos.file if pos else '')}) have the same "
                     f"id {key}: rename one", pos, text)


# -- entries -------------------------------------------------------------------------------------
#: clauses of which an entry holds one (a stat line holds one per stat)
_SINGLE = {m.DeckLimit: "a deck limit", m.OnlyLine: "an 'ONLY' line"}


def _single_slots(e: m.Entry) -> Iterable[tuple[str, m.Sentence]]:
    """(key, sentence) for each sentence of an entry that gives a single-valued thing."""
    for s in e.sentences:
        if isinstance(s.clause, m.StatLine):
            yield f"stat:{s.clause.stat}", s
        elif type(s.clause) in _SINGLE:
            yield _SINGLE[type(s.clause)], s


def _what(key: str, s: m.Sentence) -> str:
    """A single-valued thing as the text writes it ("Damage", "a deck limit")."""
    return s.source.split(":", 1)[0].strip() or key if key.startswith("stat:") else key


def check_entry(e: m.Entry, text: str = "", base: m.Entry | None = None) -> None:
    """An entry gives each stat (each single-valued line) once; with ``base``, the pool
    entry that a define adds its sentences to, once in both together."""
    seen: dict[str, m.Sentence] = {}
    if base is not None:
        seen.update(_single_slots(base))
        if base.owner and e.owner and not _same_name(base.owner, e.owner):
            raise _conflict(f"{e.name!r} belongs to {base.owner!r} ({where(base.position, _file(e))}); "
                            f"a define cannot give it to {e.owner!r}", e.position, text)
    for what, s in _single_slots(e):
        first = seen.get(what)
        if first is not None:
            if base is not None and any(first is b for b in base.sentences):
                raise _conflict(f"{e.name!r} gives {_what(what, s)} twice: the game's card says {first.source.strip()!r} "
                                f"({where(first.position, _file(e))}), this define {s.source.strip()!r}",
                                s.position, text)
            raise _conflict(f"{e.name!r} gives {_what(what, s)} twice: {first.source.strip()!r}, then "
                            f"{s.source.strip()!r}", s.position, text)
        seen[what] = s
    _check_extras(e, text, base)


def _check_extras(e: m.Entry, text: str, base: m.Entry | None) -> None:
    """A text about the extra cards added to a move ("Each additional Queen deals 4 more damage.", "With 1
    additional Ace, ...") names the rank its cards line lets the move add ("Queen + up to 2 additional
    Queens"): another rank, or a move that adds none, would make the text a silent no-op."""
    lines = [s.clause for s in (*(base.sentences if base else ()), *e.sentences)
             if isinstance(s.clause, m.StatLine) and s.clause.stat == "card"]
    if not lines:
        return  # no cards line here (a define adding to a pool card gives it through ``base``)
    adds = {c.extra_word for c in lines if c.extra}
    for s in e.sentences:
        for clause in _extra_clauses(s.clause):
            if clause.word not in adds:
                have = "adds additional cards of another rank" if adds else "adds no additional cards"
                raise _conflict(f"{e.name!r} {have} (its cards line): this text about additional cards would "
                                "never apply", s.position, text)


def _extra_clauses(clause) -> Iterable[m.Clause]:
    """The clauses about a move's extra cards in ``clause`` (at any depth)."""
    if isinstance(clause, (m.EachExtra, m.WithExtra)):
        yield clause
    for f in dataclasses.fields(clause) if dataclasses.is_dataclass(clause) else ():
        value = getattr(clause, f.name)
        for part in value if isinstance(value, tuple) else (value,):
            if isinstance(part, m.Clause):
                yield from _extra_clauses(part)


def _file(e: m.Entry) -> str:
    return e.position.file if e.position else ""


def check_entries(entries: Iterable[m.Entry], text: str = "",
                  known: dict[str, list[m.Entry]] | None = None) -> dict[str, list[m.Entry]]:
    """Entries (of one text, or of a whole pool) with one name per id, each (kind, name)
    once; returns the entries by id.  ``known``: ids claimed before (the other files)."""
    ids: dict[str, list[m.Entry]] = {k: list(v) for k, v in (known or {}).items()}
    for e in entries:
        check_entry(e, text)
        for first in ids.get(e.ident, []):
            if not _same_name(first.name, e.name):
                raise clash(e.name, first.name, first.position, e.position, e.ident, text)
            if first.kind == e.kind:
                raise _conflict(f"{e.kind} {e.name!r} is defined twice (first at "
                                f"{where(first.position, _file(e))})", e.position, text)
        ids.setdefault(e.ident, []).append(e)
    check_owners([e for es in ids.values() for e in es], text)
    return ids


def check_owners(entries: Iterable[m.Entry], text: str = "") -> None:
    """The owner an entry names ("of \"Akane\"") is a name too: every spelling of one id is one
    name, among owners and the names of entries ("AKANE!" next to "Akane" is an error)."""
    names: dict[str, tuple[str, m.Position | None]] = {}
    entries = list(entries)
    for e in entries:
        names.setdefault(e.ident, (e.name, e.position))
    for e in entries:
        if not e.owner:
            continue
        key = ident(e.owner)
        first = names.setdefault(key, (e.owner, e.position))
        if not _same_name(first[0], e.owner):
            raise clash(e.owner, first[0], first[1], e.position, key, text)


def check_defines(pool: Iterable[m.Entry], local: list[m.Entry], source: str, extends: bool) -> None:
    """A query's defines (entries with positions in the query file): each name once in the
    query, no id another name of the query or of the pool holds; a define of a pool card
    under its own name and kind is that card (``extends``: its sentences are added to the
    card's, so the two together give each stat once)."""
    by_id: dict[str, list[m.Entry]] = {}
    for e in pool:
        by_id.setdefault(e.ident, []).append(e)
    seen: dict[str, m.Entry] = {}
    for e in local:
        first = seen.get(e.ident)
        if first is not None:
            if _same_name(first.name, e.name):
                raise _conflict(f"{e.name!r} is defined twice in this query (first on "
                                f"{where(first.position, _file(e))})", e.position, source)
            raise clash(e.name, first.name, first.position, e.position, e.ident, source)
        seen[e.ident] = e
        game = by_id.get(e.ident, [])
        same = next((p for p in game if _same_name(p.name, e.name) and p.kind == e.kind), None)
        if same is not None:
            if extends:
                check_entry(e, source, base=same)
            continue
        if game:
            p = game[0]
            if _same_name(p.name, e.name):
                raise _conflict(f"{e.name!r} is a {p.kind} of the game ({where(p.position, _file(e))}), "
                                f"not a {e.kind}: rename the define", e.position, source)
            raise clash(e.name, p.name, p.position, e.position, e.ident, source)
    check_owners([*pool, *local], source)


# -- names in a query ------------------------------------------------------------------------------
def check_labels(decls: Iterable, what: str, source: str) -> None:
    """Monsters (or characters) of a query: no two labels with one id ("Golem B" and
    "golem-b"), and no label that is another one's pool name unless it is its own
    (``character A "Gambit" as "Ryu"`` next to ``character B "Ryu"``)."""
    labels: dict[str, object] = {}
    names: dict[str, list] = {}
    for d in decls:
        names.setdefault(ident(d.name), []).append(d)
    for d in decls:
        key = ident(d.label)
        first = labels.get(key)
        if first is not None:
            msg = (f"two {what}s are called {d.label!r} (first on {where(first.position, source_file(d))}): "
                   f"give one an alias ('as \"...\"')" if first.label == d.label else None)
            if msg is None:
                raise clash(d.label, first.label, first.position, d.position, key, source)
            raise _conflict(msg, d.position, source)
        labels[key] = d
        if ident(d.name) != key:
            other = next((o for o in names.get(key, []) if o is not d), None)
            if other is not None:
                raise _conflict(f"{d.label!r} is the name of the {what} on {where(other.position, source_file(d))}; "
                                f"an alias must not be another {what}'s name", d.position, source)


def source_file(d) -> str:
    return d.position.file if getattr(d, "position", None) else ""
