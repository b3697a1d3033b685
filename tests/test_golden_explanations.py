"""Golden explanations (issue 16): the derivations of chosen rulings, in each game's words.

For each game, 16 query files: legal plays, illegal plays, outcomes and answers the rules leave
open. Each question's answer, its decisive clauses (``because``, with the readings that need a
clause only some need), for an illegal play the smallest change that makes it legal, its ruling
in words (``--explain text``: what forbids an illegal play and its counterfactual, a paragraph
per reading of an unknown answer) and its compact derivation (without the rules' places in asp/, which move with every edit) are written to ``tests/golden/explanations/<game>.txt``.
A change to the rules, the tags or the phrases shows here as a diff to review; regenerate with
``pytest tests/test_golden_explanations.py --update-golden``.
"""

from __future__ import annotations

import difflib
import textwrap
from functools import lru_cache

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


@lru_cache(maxsize=None)
def answered(game: str) -> tuple:
    """The chosen rulings of a game, answered with their derivations (once for every test here)."""
    kb = KnowledgeBase(game, explain=True, timeout=120)  # many solves a file; the machine may be busy
    return tuple(r for ident in CHOSEN[game] for r in kb.ask_file(QUERIES / game / f"{ident}.query"))


def explanations(game: str) -> str:
    out: list[str] = []
    for r in answered(game):
        out.append(f"== {r.id}: {r.question} -> {r.answer}")
        out.append("because: " + (", ".join(c + (f" ({'; '.join(r.needs[c])})" if c in r.needs else "")
                                             for c in r.because) or "-"))
        if r.counterfactual is not None:
            out.append("counterfactual: " + (r.counterfactual.get("says") or "none the game allows"))
        out.append("text:")  # the ruling in words (pyrules ask --explain text)
        for paragraph in r.ruling:
            out.extend(textwrap.wrap(paragraph, 100, initial_indent="  ", subsequent_indent="    ",
                                     break_on_hyphens=False))
        out.append("tree:")
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


@pytest.mark.parametrize("game", sorted(CHOSEN))
def test_rulings_in_words_show_no_atom_in_encoding_form(game):
    """Every step of a chosen ruling's text is said in its game's words: no ``name(args)`` and no
    snake_case word outside quotes (a predicate or a term without a phrase in asp/<game>/phrases.json)."""
    from pyrules.ruling import encoding_forms

    coded = [(r.id, r.question, name) for r in answered(game) for p in r.ruling for name in encoding_forms(p)]
    assert not coded, f"{len(coded)} atoms in encoding form in the rulings of {game}, e.g. {coded[:10]}"


@pytest.mark.parametrize("game", sorted(CHOSEN))
def test_every_ruling_ends_with_its_answer_and_cites_its_decisive_clauses(game):
    """The text is the derivation linearized: an illegal play starts with what forbids it and ends
    with its counterfactual; an unknown answer has a paragraph per reading, each with the answer it
    gives; every decisive clause of a determined answer is cited by some sentence of the text."""
    for r in answered(game):
        assert r.ruling, (r.id, r.question)
        text = " ".join(r.ruling)
        if r.question.startswith("legal") and r.answer == "no":
            assert r.ruling[0].startswith("Forbidden by "), (r.id, r.ruling[0])
        if r.counterfactual is not None:
            assert r.ruling[-1].startswith(("It would be legal", "No change of the scenario")), (r.id, r.ruling[-1])
        if r.readings:
            heads = [p for p in r.ruling if p.startswith("Reading ")]
            assert len(heads) == len(r.derivation) and all(f"(gives {v}): " in text for v in r.readings.values()), r.id
        else:
            missing = [c for c in r.because if c not in text]
            assert not missing, (r.id, r.question, missing)
