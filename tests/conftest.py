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


@pytest.fixture(scope="module", autouse=True)
def _release_after_module():
    """After each test file, let go of the knowledge bases ``pyrules.load`` keeps for the process and give
    the freed memory back: an xdist worker runs many files in one process, and what a file's questions
    left in a shared knowledge base (grounded bases, kept answer sets) would otherwise add up over them
    (a worker was killed for memory at 22 GB). A file that wants one base keeps it in its own fixture."""
    yield
    import ctypes
    import ctypes.util
    import gc

    import pyrules.kb

    pyrules.kb.load.cache_clear()
    gc.collect()
    libc = ctypes.util.find_library("c")
    if libc:
        try:
            ctypes.CDLL(libc).malloc_trim(0)
        except (OSError, AttributeError):  # not glibc
            pass


def pytest_addoption(parser):
    parser.addoption("--update-golden", action="store_true",
                     help="rewrite the golden files (tests/golden/) from what the code gives now; review the diff")


@pytest.fixture
def private_cache(tmp_path, monkeypatch):
    """An empty private cache folder of this test's own ($PYRULES_CACHE)."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("PYRULES_CACHE", str(folder))
    return folder
