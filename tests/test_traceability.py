"""Every clause id of a game's rulebook is implemented (cited by a rule) or justified, and every
cited id exists; every public case of a game has its query file."""

from __future__ import annotations

import re

import pytest

from conftest import QUERIES, SHARED

from pyrules.resources import games
from pyrules.trace import coverage


@pytest.mark.parametrize("game", games())
def test_every_clause_implemented_or_justified(game):
    cov = coverage(game)
    assert cov.clauses, "the clause table is empty"
    assert not cov.missing, f"clauses neither cited by a rule nor justified: {cov.missing}"
    assert not cov.unknown_citations, f"cited ids that are not clauses: {cov.unknown_citations}"
    assert not set(cov.implemented) & set(cov.justified), "a clause is both implemented and justified"
    assert all(reason.strip() for reason in cov.justified.values())


@pytest.mark.parametrize("game", games())
def test_clause_table_matches_rulebook(game):
    rulebook = SHARED / "rulebook" / f"{game}.md"
    if not rulebook.exists():
        pytest.skip("shared/ rulebook not beside the repository")
    text = rulebook.read_text(encoding="utf-8")
    ids = re.findall(r"\*\*((?:MR|EB|CC)-[A-Z]+-\d+)\*\*", text) + \
        re.findall(r"^\|\s*\d+\s*\|\s*((?:MR|EB|CC)-[A-Z]+-\d+)\s*\|", text, re.M)
    assert sorted(set(ids)) == sorted(coverage(game).clauses)


@pytest.mark.parametrize("game", games())
def test_every_case_has_a_query(game):
    cases = SHARED / "cases" / f"{game}.yaml"
    if not cases.exists():
        pytest.skip("shared/ cases not beside the repository")
    ids = re.findall(r"^- id: (\S+)", cases.read_text(encoding="utf-8"), re.M)
    have = {p.stem for p in (QUERIES / game).glob("*.query")}
    assert sorted(set(ids) - have) == []
