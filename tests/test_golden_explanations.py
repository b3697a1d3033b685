"""Golden explanations (issue 16): the derivations of chosen rulings, in each game's words.

For each game, 16 query files: legal plays, illegal plays, outcomes and answers the rules leave
open. Each question's answer, its decisive clauses (``because``, with the readings that need a
clause only some need), for an illegal play the smallest change that makes it legal, and its
compact derivation (without the rules' places in asp/, which move with every edit) are written to ``tests/golden/explanations/<game>.txt``.
A change to the rules, the tags or the phrases shows here as a diff to review; regenerate with
``pytest tests/test_golden_explanations.py --update-golden``.
"""

from __future__ import annotations

import difflib

import pytest

from pyrules.kb import KnowledgeBase

from conftest import QUERIES, ROOT

GOLDEN = ROOT / "tests" / "golden" / "explanations"

# per game: 4 legal plays, 4 illegal plays, 4 outcomes, 4 answers the rules leave open (by their first answer)
CHOSEN = {
    "monster_rancher": ["MR-CASE-002", "MR-CASE-004", "MR-CASE-005", "MR-CASE-007",
                        "MR-CASE-003", "MR-CASE-006", "MR-CASE-019", "MR-CASE-023",
                        "MR-CASE-001", "MR-CASE-008", "MR-CASE-009", "MR-CASE-013",
                        "MR-CASE-040", "MR-CASE-042", "MR-CASE-055", "MR-CASE-056"],
    "capcom_crossovers": ["CC-CASE-001", "CC-CASE-002", "CC-CASE-003", "CC-CASE-007",
                          "CC-CASE-005", "CC-CASE-024", "CC-CASE-025", "CC-CASE-030",
                          "CC-CASE-012", "CC-CASE-054", "CC-CASE-010", "CC-CASE-011",
                          "CC-CASE-006", "CC-CASE-014", "CC-CASE-020", "CC-CASE-040"],
    "epic_battles": ["EB-CASE-001", "EB-CASE-002", "EB-CASE-003", "EB-CASE-004",
                     "EB-CASE-005", "EB-CASE-006", "EB-CASE-013", "EB-CASE-017",
                     "EB-CASE-007", "EB-CASE-008", "EB-CASE-009", "EB-CASE-010",
                     "EB-CASE-095", "EB-CASE-096", "EB-CASE-097", "EB-CASE-101"],
}


def explanations(game: str) -> str:
    kb = KnowledgeBase(game, explain=True, timeout=120)  # many solves a file; the machine may be busy
    out: list[str] = []
    for ident in CHOSEN[game]:
        for r in kb.ask_file(QUERIES / game / f"{ident}.query"):
            out.append(f"== {r.id}: {r.question} -> {r.answer}")
            out.append("because: " + (", ".join(c + (f" ({'; '.join(r.needs[c])})" if c in r.needs else "")
                                                 for c in r.because) or "-"))
            if r.counterfactual is not None:
                out.append("counterfactual: " + (r.counterfactual.get("says") or "none the game allows"))
            for reading, node in r.derivation:
                if reading:
                    out.append(f"reading {reading}:")
                out.extend("  " + line for line in node.compact(places=False))
            out.append("")
    return "\n".join(out)


@pytest.mark.parametrize("game", sorted(CHOSEN))
def test_explanations_match_their_golden_file(game, request):
    path = GOLDEN / f"{game}.txt"
    got = explanations(game)
    if request.config.getoption("--update-golden"):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(got, encoding="utf-8")
    want = path.read_text(encoding="utf-8")
    diff = "\n".join(difflib.unified_diff(want.splitlines(), got.splitlines(), str(path), "now", lineterm="", n=2))
    assert got == want, f"explanations of {game} changed (regenerate with --update-golden and review):\n{diff[:6000]}"


def test_the_chosen_rulings_cover_every_kind_of_answer():
    for game, idents in CHOSEN.items():
        assert len(idents) >= 15 and all((QUERIES / game / f"{i}.query").is_file() for i in idents)
        text = (GOLDEN / f"{game}.txt").read_text(encoding="utf-8")
        heads = [line for line in text.splitlines() if line.startswith("== ")]
        assert any(h.endswith("legal -> yes") for h in heads), game
        assert any(h.endswith("legal -> no") for h in heads), game
        assert any(h.endswith("-> unknown") for h in heads), game
        assert any(not h.split(": ", 1)[1].startswith("legal") for h in heads), game
