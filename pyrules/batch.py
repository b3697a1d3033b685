"""Batch work over many scenarios: one executor interface, three backends.

- in this process (``workers=1``);
- a pool of worker processes on this machine (``workers=N``), each holding its own grounded
  game (loaded once per process by the pool's initializer) and recycled after a number of
  tasks (clingo never frees interned symbols);
- a Ray cluster (``ray="local"``, ``"auto"`` or an address; ``pip install 'pyrules[ray]'``),
  with ``workers`` stateful actors, each holding its own grounded game, recycled the same way.

Results come back in the order of the inputs, so a batch gives the same output whatever the
backend and the number of workers. A long batch shows a progress bar on a terminal and stays
quiet when its error stream is piped.

    results = run_batch("monster_rancher", items, examine, workers=2)
    results = run_batch("monster_rancher", items, examine, workers=2, ray="local")

``fn(kb, item)`` must be a module-level function (it is pickled by name); ``item`` and its
result must be picklable.
"""

from __future__ import annotations

import os
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Callable, Iterable, Sequence, TypeVar

from .errors import PyrulesError

T = TypeVar("T")
R = TypeVar("R")

TASKS_PER_WORKER = 2000
"""Items a worker answers before it is replaced by a fresh one."""

_KB = None


def _init(game: str, options: dict) -> None:
    global _KB
    from .kb import KnowledgeBase

    _KB = KnowledgeBase(game, **options)


def _call(fn: Callable, item):
    return fn(_KB, item)


class Progress:
    """A progress line on a terminal (stderr); nothing when stderr is a pipe or a file."""

    def __init__(self, total: int, label: str):
        self.total, self.label, self.done = total, label, 0
        self.shown = sys.stderr.isatty() and total > 1

    def advance(self, n: int = 1) -> None:
        self.done += n
        if not self.shown:
            return
        width = 30
        filled = width * self.done // max(self.total, 1)
        sys.stderr.write(f"\r{self.label} [{'#' * filled}{'.' * (width - filled)}] {self.done}/{self.total}")
        if self.done >= self.total:
            sys.stderr.write("\n")
        sys.stderr.flush()


def chunks(items: Sequence, size: int) -> list[Sequence]:
    """``items`` cut into runs of ``size`` (the last one shorter), in order."""
    return [items[i:i + size] for i in range(0, len(items), size)]


def _chunk_size(n: int, workers: int) -> int:
    """Enough chunks per worker to balance the load, few enough to keep messages rare."""
    return max(1, min(250, n // (workers * 8) or 1))


class LocalExecutor:
    """Every item in this process, through one knowledge base."""

    def __init__(self, game: str, options: dict, kb=None):
        if kb is None:
            from .kb import KnowledgeBase

            kb = KnowledgeBase(game, **options)
        self.kb = kb

    def map(self, fn: Callable, items: Sequence, progress: Progress) -> list:
        out = []
        for item in items:
            out.append(fn(self.kb, item))
            progress.advance()
        return out

    def close(self) -> None:
        pass


class ProcessExecutor:
    """Worker processes on this machine, each holding its own grounded game."""

    def __init__(self, game: str, options: dict, workers: int):
        kwargs = {"max_workers": workers, "initializer": _init, "initargs": (game, options)}
        if sys.version_info >= (3, 11):
            kwargs["max_tasks_per_child"] = TASKS_PER_WORKER
        self.workers = workers
        self.pool = ProcessPoolExecutor(**kwargs)

    def map(self, fn: Callable, items: Sequence, progress: Progress) -> list:
        out = []
        chunk = max(1, min(32, _chunk_size(len(items), self.workers)))
        for result in self.pool.map(_call, [fn] * len(items), items, chunksize=chunk):
            out.append(result)
            progress.advance()
        return out

    def close(self) -> None:
        self.pool.shutdown()


class _RayWorker:
    """A Ray actor holding one grounded game."""

    def __init__(self, game: str, options: dict):
        from .kb import KnowledgeBase

        self.kb = KnowledgeBase(game, **options)

    def run(self, fn: Callable, items: Sequence) -> list:
        return [fn(self.kb, item) for item in items]


class RayExecutor:
    """Stateful Ray actors, each holding its own grounded game, recycled after
    :data:`TASKS_PER_WORKER` items. ``address``: "local" starts a Ray instance on this machine
    for the batch; "auto" or "ray://host:port" joins a running cluster (whose nodes have
    pyrules installed)."""

    def __init__(self, game: str, options: dict, workers: int, address: str):
        try:
            import ray
        except ImportError:
            raise PyrulesError("the Ray backend needs Ray: pip install 'pyrules[ray]'", "--ray") from None
        self.ray = ray
        self.started = False
        if not ray.is_initialized():
            if address == "local":
                # the workers import what this process imports, from where it does (as a spawned
                # worker process would): pyrules from a checkout or site-packages, the task's module
                root = str(Path(__file__).resolve().parents[1])
                path = os.pathsep.join(dict.fromkeys(p for p in [root, *sys.path] if p and os.path.isdir(p)))
                ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False,
                         configure_logging=False, runtime_env={"env_vars": {"PYTHONPATH": path}})
            else:
                try:
                    ray.init(address=address, log_to_driver=False, configure_logging=False)
                except (ConnectionError, RuntimeError, ValueError) as exc:
                    raise PyrulesError(f"cannot join the Ray cluster {address!r}: {exc}", "--ray") from None
            self.started = True
        self.game, self.options, self.workers = game, options, workers
        self.actor_class = ray.remote(num_cpus=1)(_RayWorker)
        self.actors = [self._new_actor() for _ in range(workers)]
        self.served = [0] * workers

    def _new_actor(self):
        return self.actor_class.remote(self.game, self.options)

    def map(self, fn: Callable, items: Sequence, progress: Progress) -> list:
        ray = self.ray
        parts = chunks(items, _chunk_size(len(items), self.workers))
        results: list[list | None] = [None] * len(parts)
        pending: dict = {}
        idle = list(range(self.workers))
        nxt = 0
        while nxt < len(parts) or pending:
            while idle and nxt < len(parts):
                slot = idle.pop()
                pending[self.actors[slot].run.remote(fn, parts[nxt])] = (nxt, slot)
                nxt += 1
            done, _ = ray.wait(list(pending), num_returns=1)
            for ref in done:
                index, slot = pending.pop(ref)
                results[index] = ray.get(ref)
                progress.advance(len(parts[index]))
                self.served[slot] += len(parts[index])
                if self.served[slot] >= TASKS_PER_WORKER:  # recycle: a fresh actor, a fresh clingo
                    ray.kill(self.actors[slot])
                    self.actors[slot], self.served[slot] = self._new_actor(), 0
                idle.append(slot)
        return [r for chunk in results for r in chunk]  # type: ignore[union-attr]

    def close(self) -> None:
        for actor in self.actors:
            self.ray.kill(actor)
        if self.started:
            self.ray.shutdown()


def executor(game: str, workers: int = 1, options: dict | None = None, kb=None, ray: str | None = None):
    """The backend for a batch: Ray when ``ray`` names a cluster, worker processes when
    ``workers`` > 1, else this process (with ``kb`` if given)."""
    options = dict(options or {})
    if workers < 1:
        raise PyrulesError(f"--workers must be at least 1, not {workers}", "--workers")
    if ray:
        return RayExecutor(game, options, workers, ray)
    if workers > 1:
        return ProcessExecutor(game, options, workers)
    return LocalExecutor(game, options, kb)


def run_batch(game: str, items: Iterable[T], fn: Callable[[object, T], R], workers: int = 1,
              options: dict | None = None, kb=None, label: str = "", ray: str | None = None) -> list[R]:
    """``fn(kb, item)`` for every item, in order, on the backend :func:`executor` chooses.
    ``options`` are the KnowledgeBase's keyword arguments in each worker."""
    items = list(items)
    runner = executor(game, workers, options, kb, ray)
    try:
        return runner.map(fn, items, Progress(len(items), label or game))
    finally:
        runner.close()
