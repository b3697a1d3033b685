"""Every query file is a ruling: each of its questions must get the answer it expects."""

from __future__ import annotations

import pytest

from conftest import QUERIES, query_files

import pyrules
from pyrules.query import load_query


@pytest.mark.parametrize("path", query_files(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_ruling(path):
    query = load_query(path)
    results = pyrules.load(query.game).ask_query(query)
    assert results, "a query file must ask at least one question"
    for r in results:
        assert r.expected is not None, f"{r.question}: no expected answer"
        assert r.answer == r.expected, f"{r.question}: got {r.answer}, expected {r.expected}\n{r.explanation}"
        assert r.because, f"{r.question}: an answer must name the clauses that decided it"


def test_every_game_has_queries():
    from pyrules.resources import games
    folders = sorted(p.name for p in QUERIES.iterdir() if p.is_dir())
    assert folders == games(), "each shipped game has its query folder, and each folder is a game"
    assert all(any((QUERIES / g).glob("*.query")) for g in folders)
