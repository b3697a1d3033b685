"""Shared fixtures: the repository's query files and the shipped games."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
QUERIES = ROOT / "queries"
SHARED = ROOT.parent / "shared"


def query_files() -> list[Path]:
    return sorted(QUERIES.glob("*/*.query"))


@pytest.fixture(scope="session")
def mr_kb():
    import pyrules

    return pyrules.load("monster_rancher")


def pytest_addoption(parser):
    parser.addoption("--update-golden", action="store_true",
                     help="rewrite the golden files (tests/golden/) from what the code gives now; review the diff")


@pytest.fixture
def private_cache(tmp_path, monkeypatch):
    """An empty private cache folder of this test's own ($PYRULES_CACHE)."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("PYRULES_CACHE", str(folder))
    return folder
