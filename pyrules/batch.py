"""Batch work over many scenarios: in this process, or across worker processes.

Each worker holds its own grounded game (loaded once per process, by the pool's
initializer) and is recycled after a number of tasks. Results come back in the order of
the inputs, so a batch gives the same output whatever the number of workers.

    results = run_batch("monster_rancher", items, examine, workers=2)

``fn(kb, item)`` must be a module-level function (it is pickled by name); ``item`` and its
result must be picklable.
"""

from __future__ import annotations

import os
import sys
from concurrent.futures import ProcessPoolExecutor
from typing import Callable, Iterable, TypeVar

T = TypeVar("T")
R = TypeVar("R")

TASKS_PER_WORKER = 2000
_KB = None


def _init(game: str, options: dict) -> None:
    global _KB
    from .kb import KnowledgeBase

    _KB = KnowledgeBase(game, **options)


def _call(fn: Callable, item):
    return fn(_KB, item)


def _progress(done: int, total: int, label: str) -> None:
    if sys.stderr.isatty():  # a terminal gets a progress line; a pipe or a file stays quiet
        width = 30
        filled = width * done // max(total, 1)
        sys.stderr.write(f"\r{label} [{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
        if done == total:
            sys.stderr.write("\n")
        sys.stderr.flush()


def run_batch(game: str, items: Iterable[T], fn: Callable[[object, T], R], workers: int = 1,
              options: dict | None = None, kb=None, label: str = "") -> list[R]:
    """``fn(kb, item)`` for every item, with ``workers`` processes (1: in this process, with
    ``kb`` if given). ``options`` are the KnowledgeBase's keyword arguments in each worker."""
    items = list(items)
    options = dict(options or {})
    label = label or game
    out: list[R] = []
    if workers <= 1:
        if kb is None:
            from .kb import KnowledgeBase

            kb = KnowledgeBase(game, **options)
        for i, item in enumerate(items, start=1):
            out.append(fn(kb, item))
            _progress(i, len(items), label)
        return out
    kwargs = {"max_workers": workers, "initializer": _init, "initargs": (game, options)}
    if sys.version_info >= (3, 11):
        kwargs["max_tasks_per_child"] = TASKS_PER_WORKER
    chunk = max(1, min(32, len(items) // (workers * 8) or 1))
    with ProcessPoolExecutor(**kwargs) as pool:
        for i, result in enumerate(pool.map(_call, [fn] * len(items), items, chunksize=chunk), start=1):
            out.append(result)
            _progress(i, len(items), label)
    return out


def default_workers() -> int:
    return max(1, min(os.cpu_count() or 1, 8))
