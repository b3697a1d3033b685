"""Scenarios generated from a game's card pool, exhaustively within stated bounds.

A game's ``explore.json`` lists families of scenarios. A family names its slots, each
filled from the card pool (entries of a kind, with tags, whose texts say something) or
from a list of words, and writes one query file per combination of slot values:

    {"name": "attack under an ENV", "topic": "ENV",
     "slots": {"move": {"pool": {"kind": "move", "says": "^deal\\\\(.*,one,"}},
               "env": {"pool": {"kind": "env"}, "optional": true}},
     "vary": ["env"],
     "lines": ["monster A \\"{move.owner}\\"", ["env \\"{env}\\""], ...],
     "asks": ["legal", "damage \\"Golem\\""]}

A line is a template or a list of alternatives: the first alternative whose slots all
have a value is written, and a line with none is left out (an optional slot left empty).
``vary`` names the slots whose presence is the interaction; the scenario with them empty
is its baseline (the FAQ keeps a scenario when it answers differently from its baseline).
A family with ``"faq": false`` is explored by ``pyrules check`` only: FAQ discovery leaves it
out (each notable scenario costs the FAQ an explained answer, about a second of CPU).
Every scenario is query-language text, parsed by the ordinary query parser: card names
flow into a query, never into ASP.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from functools import lru_cache

from . import model as m
from .resources import game_dir, read_json

SPEC = "explore.json"
_FIELD = re.compile(r"\{([a-z_]+)(?:\.([a-z_]+))?\}")


@dataclass(frozen=True)
class Generated:
    """One generated scenario: its query text and where it came from."""

    name: str        # "MR-GEN-0007"
    family: str
    topic: str
    values: tuple[tuple[str, str], ...]   # slot -> card name ("" when empty), in slot order
    text: str
    baseline: str    # the name of the scenario without the varied slots ("" for a baseline)
    faq: bool = True  # FAQ discovery answers it (a family with "faq": false is the check's only)

    def cards(self) -> list[str]:
        return [v for _, v in self.values if v]


@dataclass(frozen=True)
class Spec:
    bounds: str
    families: tuple[dict, ...]
    together: int = 0
    """Scenarios the check grounds together (0: :data:`pyrules.kb.TOGETHER`); the best size is
    measured per game (docs/performance.md): a group's grounding costs the union of its scenarios."""


@lru_cache(maxsize=None)
def load_spec(game: str) -> Spec:
    data = read_json(game_dir(game) / SPEC)
    if data is None:
        return Spec("", ())
    return Spec(data.get("bounds", ""), tuple(data.get("families", ())), int(data.get("together", 0)))


def _domain(pool: m.CardPool, slot: dict) -> list[m.Entry | str | None]:
    """The values a slot takes: pool entries that pass its filter, or listed words."""
    values: list[m.Entry | str | None] = []
    if "pool" in slot:
        f = slot["pool"]
        says = re.compile(f["says"]) if "says" in f else None
        for e in pool.entries:
            if e.kind != f.get("kind", e.kind):
                continue
            if "tags_any" in f and not set(f["tags_any"]) & set(e.tags):
                continue
            if set(f.get("tags_none", ())) & set(e.tags):
                continue
            if "names" in f and e.name not in f["names"]:
                continue
            if "owner_in" in f and e.owner not in f["owner_in"]:
                continue
            if says and not any(says.search(str(s.clause.term())) for s in e.sentences):
                continue
            values.append(e)
    values.extend(slot.get("values", ()))
    if slot.get("optional"):
        values.insert(0, None)
    return values


def _field(value: m.Entry | str | None, attr: str | None) -> str | None:
    if value is None:
        return None
    if isinstance(value, str):
        return value if attr is None else None
    if attr is None:
        return value.name
    found = getattr(value, attr, None)
    return str(found) if found else None


def _fill(template: str, values: dict[str, m.Entry | str | None]) -> str | None:
    out: list[str] = []
    pos = 0
    for match in _FIELD.finditer(template):
        slot, attr = match.group(1), match.group(2)
        if slot not in values:
            raise KeyError(f"the template names an unknown slot {slot!r}: {template}")
        text = _field(values[slot], attr)
        if text is None:
            return None
        out.append(template[pos:match.start()])
        out.append(text)
        pos = match.end()
    out.append(template[pos:])
    return "".join(out)


def _line(spec: str | list[str], values: dict) -> str | None:
    for template in ([spec] if isinstance(spec, str) else spec):
        text = _fill(template, values)
        if text is not None:
            return text
    return None


def _match(family: dict, values: dict) -> bool:
    """A family's "match" pairs (e.g. ["defense.owner", "defender"]) must be equal when both have a value."""
    for pair in family.get("match", ()):
        present = {_field(values[p.split(".")[0]], (p.split(".") + [None])[1]) for p in pair} - {None}
        if len(present) > 1:
            return False
    return True


def cards_named(text: str, names: set[str]) -> tuple[str, ...]:
    """The pool names a query text quotes, sorted."""
    return tuple(sorted({n for n in re.findall(r'"([^"]+)"', text) if n in names}))


def prefix(game: str) -> str:
    """The prefix of a game's generated scenario names: "monster_rancher" -> "MR-GEN"."""
    return "".join(w[0] for w in game.split("_")).upper() + "-GEN"


def generate(game: str, pool: m.CardPool, prefix: str) -> list[Generated]:
    """Every scenario of every family, in a fixed order (the same bytes every run)."""
    spec = load_spec(game)
    out: list[Generated] = []
    for family in spec.families:
        slots: dict[str, dict] = family["slots"]
        names = list(slots)
        vary = set(family.get("vary", ()))
        rows = []
        for combo in itertools.product(*(_domain(pool, slots[n]) for n in names)):
            values = dict(zip(names, combo))
            if not _match(family, values):
                continue
            rows.append(values)
        start = len(out)
        keys = [tuple(_field(v[n], None) or "" for n in names) for v in rows]
        by_values = {k: f"{prefix}-{start + i + 1:05d}" for i, k in enumerate(keys)}
        for i, (values, key) in enumerate(zip(rows, keys)):
            name = f"{prefix}-{start + i + 1:05d}"
            base_key = tuple("" if n in vary else k for n, k in zip(names, key))
            baseline = "" if not vary or base_key == key else by_values.get(base_key, "")
            lines = [f'query "{name}" "{family["name"]}"', f"game {game}"]
            lines += [t for t in (_line(s, values) for s in family["lines"]) if t is not None]
            lines += ["ask " + t for t in (_line(s, values) for s in family["asks"]) if t is not None]
            out.append(Generated(name, family["name"], family.get("topic", family["name"]),
                                 tuple(zip(names, key)), "\n".join(lines) + "\n", baseline,
                                 bool(family.get("faq", True))))
    return out
