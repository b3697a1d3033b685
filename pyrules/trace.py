"""Traceability: which rulebook clauses the knowledge base implements, justifies, or misses.

Coverage is computed from the ASP sources: a clause id written in a rule file (its tag
line or a ``violated``/``why`` atom) is implemented; a clause listed in ``unformalized.lp``
is justified; the clause table ``clauses.lp`` is the inventory.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .resources import game_dir

ID = re.compile(r"\b(?:MR|EB|CC)-[A-Z]+-\d+\b")
GAP = re.compile(r'^gap\("([^"]+)"', re.M)
NOT_FORMALIZED = re.compile(r'not_formalized\("([^"]+)",\s*"([^"]*)"\)')
CLAUSE = re.compile(r'^clause\("([^"]+)"', re.M)
INVENTORY = "clauses.lp"
JUSTIFICATIONS = "unformalized.lp"


@dataclass(frozen=True)
class Coverage:
    """The clause coverage of one game."""

    game: str
    clauses: tuple[str, ...]
    implemented: tuple[str, ...]
    justified: dict[str, str]
    missing: tuple[str, ...]
    unknown_citations: tuple[str, ...]

    def as_dict(self) -> dict:
        return {"clauses": len(self.clauses), "implemented": len(self.implemented),
                "justified": len(self.justified), "missing": list(self.missing)}


def coverage(game: str) -> Coverage:
    """Compute the coverage of a game's clauses from its ASP files and card pool."""
    folder = game_dir(game)
    table = (folder / INVENTORY).read_text(encoding="utf-8")
    inventory = CLAUSE.findall(table)
    gaps = set(GAP.findall(table))
    justified = dict(NOT_FORMALIZED.findall((folder / JUSTIFICATIONS).read_text(encoding="utf-8")))
    cited: set[str] = set()
    for path in sorted(folder.glob("*.lp")) + sorted(folder.glob("*.txt")):
        if path.name in (INVENTORY, JUSTIFICATIONS):
            continue
        cited.update(ID.findall(path.read_text(encoding="utf-8")))
    known = set(inventory)
    implemented = tuple(sorted(c for c in cited if c in known))
    missing = tuple(c for c in inventory if c not in cited and c not in justified)
    unknown = tuple(sorted((cited | set(justified)) - known - gaps))
    return Coverage(game, tuple(inventory), implemented, justified, missing, unknown)
