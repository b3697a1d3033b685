"""Batch work over many scenarios: one executor interface, three backends.

- in this process (``workers=1``);
- worker processes on this machine (``workers=N``), each holding its own grounded game
  (loaded once per process) and replaced by a fresh one after a number of items (clingo
  never frees interned symbols);
- a Ray cluster (``ray="local"``, ``"auto"`` or an address; ``pip install 'pyrules[ray]'``),
  with ``workers`` stateful actors, each holding its own grounded game, recycled the same way.

Results come back in the order of the inputs, so a batch gives the same output whatever the
backend and the number of workers. A long batch shows a progress bar on a terminal and stays
quiet when its error stream is piped.

    results = run_batch("monster_rancher", items, examine, workers=2)
    results = run_batch("monster_rancher", items, examine, workers=2, ray="local")

``fn(kb, item)`` must be a module-level function (it is pickled by name); ``item`` and its
result must be picklable.

Failures: a worker (or actor) that dies on an item is replaced, and the item is tried once
more on the fresh one; when it dies again, a :class:`WorkerLost` error stands in that item's
place and the other items are answered.  Ctrl-C stops the batch: workers ignore SIGINT, the
batch terminates them and raises :class:`Interrupted` with the results finished before.  A
run's bound (``until``, a :func:`time.monotonic` value) stops it the same way, with
:class:`RunTimeout`.
"""

from __future__ import annotations

import os
import pickle
import signal
import sys
import time
from collections import deque
from pathlib import Path
from typing import Callable, Iterable, Sequence, TypeVar

from .errors import PyrulesError, SolveTimeout, WorkerLost

T = TypeVar("T")
R = TypeVar("R")

TASKS_PER_WORKER = 2000
"""Items a worker answers before it is replaced by a fresh one."""

AHEAD = 1
"""Items sent to a worker at a time: one, so that it is reading when it is sent one (two large
messages crossing in one pipe could block both ends)."""

START_FAILURES = 3
"""Workers in a row that may die while loading the game before the batch gives up."""


class Interrupted(KeyboardInterrupt):
    """Ctrl-C during a batch: ``done`` holds the results that finished, by their item's index."""

    def __init__(self, done: dict[int, object], total: int):
        super().__init__()
        self.done, self.total = done, total


class RunTimeout(SolveTimeout):
    """A run's time bound (``--total-timeout``) reached during a batch: ``done`` holds the
    results that finished, by their item's index."""

    def __init__(self, done: dict[int, object], total: int):
        super().__init__(f"the run's time bound was reached (--total-timeout): {len(done)} of {total} items done",
                         "--total-timeout")
        self.done, self.total = done, total


def _lost(item_index: int) -> WorkerLost:
    return WorkerLost(f"a worker process died twice while answering item {item_index + 1} of the batch "
                      "(killed, or out of memory)", "--workers")


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

    def close(self) -> None:
        """End the progress line of a batch stopped before its end."""
        if self.shown and self.done < self.total:
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

    def map(self, fn: Callable, items: Sequence, progress: Progress, until: float | None = None) -> list:
        done: dict[int, object] = {}
        before, self.kb.until = self.kb.until, until  # no solve goes past the run's bound
        try:
            for index, item in enumerate(items):
                result = fn(self.kb, item)
                if until is not None and time.monotonic() >= until:  # finished late: as in a worker, not kept
                    raise RunTimeout(done, len(items))
                done[index] = result
                progress.advance()
        except KeyboardInterrupt:
            raise Interrupted(done, len(items)) from None
        finally:
            self.kb.until = before
        return [done[i] for i in range(len(items))]

    def close(self) -> None:
        pass


def _serve(game: str, options: dict, conn) -> None:
    """A worker process: load the game, then answer ``(fn, index, item)`` messages until ``None``."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle: it stops us
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    from .kb import KnowledgeBase

    try:
        kb = KnowledgeBase(game, **options)
    except Exception as exc:  # noqa: BLE001 - handed to the parent, which raises it
        _send(conn, ("failed", -1, exc))
        return
    _send(conn, ("ready", -1, None))
    while True:
        try:
            task = conn.recv()
        except (EOFError, OSError):  # the parent is gone
            return
        if task is None:
            return
        fn, index, item = task
        try:
            message = ("ok", index, fn(kb, item))
        except Exception as exc:  # noqa: BLE001 - handed to the parent, which raises it
            message = ("failed", index, exc)
        _send(conn, message)


def _send(conn, message: tuple) -> None:
    try:
        conn.send(message)
    except (EOFError, OSError):  # the parent is gone
        pass
    except Exception as exc:  # noqa: BLE001 - a result or an error that does not pickle
        conn.send(("failed", message[1], RuntimeError(f"cannot send the result back: {exc!r}")))


class _Worker:
    """One worker process, its end of the pipe and the items sent to it, oldest first."""

    def __init__(self, context, game: str, options: dict):
        self.conn, child = context.Pipe()
        self.process = context.Process(target=_serve, args=(game, options, child), daemon=True)
        self.sent: deque[int] = deque()
        self.served = 0
        self.ready = False
        old = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})  # until the worker ignores it
        try:
            self.process.start()
        finally:
            child.close()
            signal.pthread_sigmask(signal.SIG_SETMASK, old)

    def stop(self) -> None:
        if self.process.is_alive():
            self.process.terminate()
        self.process.join(0.5)
        if self.process.is_alive():
            self.process.kill()
            self.process.join(0.5)
        self.conn.close()


def _give(worker: _Worker, fn: Callable, index: int, item) -> None:
    """Send a worker an item; a worker that died meanwhile is noticed by its sentinel."""
    worker.sent.append(index)
    try:
        worker.conn.send((fn, index, item))
    except (EOFError, OSError):  # the pipe of a dead worker (BrokenPipeError)
        pass


class ProcessExecutor:
    """Worker processes on this machine, each holding its own grounded game."""

    def __init__(self, game: str, options: dict, workers: int):
        self.game, self.options, self.workers = game, options, workers
        from multiprocessing import get_context  # here: one worker (the CLI's usual run) never needs it

        self.context = get_context()
        self.pool: list[_Worker] = []
        self.failed_starts = 0

    def _start(self) -> _Worker:
        worker = _Worker(self.context, self.game, self.options)
        self.pool.append(worker)
        return worker

    def map(self, fn: Callable, items: Sequence, progress: Progress, until: float | None = None) -> list:
        done: dict[int, object] = {}
        try:
            self._run(fn, items, progress, until, done)
        except KeyboardInterrupt:
            self.close()
            raise Interrupted(done, len(items)) from None
        except BaseException:
            self.close()
            raise
        return [done[i] for i in range(len(items))]

    def _run(self, fn: Callable, items: Sequence, progress: Progress, until: float | None, done: dict) -> None:
        queue = deque(range(len(items)))
        deaths: dict[int, int] = {}
        from multiprocessing import connection

        while len(self.pool) < min(self.workers, len(items)):
            self._start()
        while len(done) < len(items):
            for worker in self.pool:  # keep every worker busy, AHEAD items deep
                while queue and len(worker.sent) < AHEAD and worker.served + len(worker.sent) < TASKS_PER_WORKER:
                    index = queue.popleft()
                    _give(worker, fn, index, items[index])
            left = None if until is None else until - time.monotonic()
            if left is not None and left <= 0:
                self.close()
                raise RunTimeout(done, len(items))
            waiting = {w.conn: w for w in self.pool} | {w.process.sentinel: w for w in self.pool}
            for ready in connection.wait(list(waiting), left):
                worker = waiting[ready]
                if worker not in self.pool:  # already replaced (its pipe and its sentinel were both ready)
                    continue
                if not self._receive(worker, done, progress) or not worker.process.is_alive():
                    self._replace(worker, fn, items, queue, deaths, done, progress)
                elif worker.served >= TASKS_PER_WORKER and not worker.sent:  # recycle: a fresh clingo
                    self.pool.remove(worker)
                    worker.stop()
                    self._start()

    def _receive(self, worker: _Worker, done: dict, progress: Progress) -> bool:
        """Every message waiting from a worker; False when its pipe is broken (it died)."""
        while True:
            try:
                if not worker.conn.poll():
                    return True
                kind, index, payload = worker.conn.recv()
            except (EOFError, OSError, pickle.UnpicklingError):  # a message cut short by its death
                return False
            if kind == "ready":
                worker.ready, self.failed_starts = True, 0
            elif kind == "failed":  # the task (or loading the game) raised: as it would here
                raise payload
            else:
                worker.sent.popleft()
                worker.served += 1
                done[index] = payload
                progress.advance()

    def _replace(self, worker: _Worker, fn: Callable, items: Sequence, queue: deque, deaths: dict, done: dict,
                 progress: Progress) -> None:
        """A worker died: a fresh one in its place, which first tries again the item the dead one
        was answering; an item that kills two workers gets a :class:`WorkerLost` error."""
        self.pool.remove(worker)
        worker.stop()
        if not worker.ready:  # it died loading the game: no item is to blame
            self.failed_starts += 1
            if self.failed_starts >= START_FAILURES:
                raise PyrulesError(f"{START_FAILURES} worker processes in a row died while loading the game "
                                   f"{self.game!r}", "--workers")
            queue.extendleft(reversed(worker.sent))
            self._start()
            return
        fresh = self._start()
        if not worker.sent:
            return
        culprit, *waiting = worker.sent
        queue.extendleft(reversed(waiting))  # the items after it were only waiting: no retry spent
        deaths[culprit] = deaths.get(culprit, 0) + 1
        if deaths[culprit] >= 2:
            done[culprit] = _lost(culprit)
            progress.advance()
        else:
            _give(fresh, fn, culprit, items[culprit])

    def close(self) -> None:
        for worker in self.pool:
            if worker.process.is_alive():
                worker.process.terminate()
        for worker in self.pool:
            worker.stop()
        self.pool = []


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

    def map(self, fn: Callable, items: Sequence, progress: Progress, until: float | None = None) -> list:
        size = _chunk_size(len(items), self.workers)
        firsts = list(range(0, len(items), size))  # each part by the index of its first item
        done: dict[int, object] = {}
        try:
            self._run(fn, items, size, firsts, progress, until, done)
        except KeyboardInterrupt:
            raise Interrupted(done, len(items)) from None
        return [done[i] for i in range(len(items))]

    def _run(self, fn: Callable, items: Sequence, size: int, firsts: list[int], progress: Progress,
             until: float | None, done: dict) -> None:
        ray = self.ray
        from ray.exceptions import RayActorError

        queue = deque(firsts)
        deaths: dict[int, int] = {}
        pending: dict = {}
        idle = list(range(self.workers))
        while queue or pending:
            while idle and queue:
                slot, first = idle.pop(), queue.popleft()
                pending[self.actors[slot].run.remote(fn, items[first:first + size])] = (first, slot)
            left = None if until is None else until - time.monotonic()
            if left is not None and left <= 0:
                raise RunTimeout(done, len(items))
            ready, _ = ray.wait(list(pending), num_returns=1, timeout=left)
            for ref in ready:
                first, slot = pending.pop(ref)
                indices = range(first, min(first + size, len(items)))
                try:
                    results = ray.get(ref)
                except RayActorError:  # the actor died: a fresh one, and its part once more
                    ray.kill(self.actors[slot])
                    self.actors[slot], self.served[slot] = self._new_actor(), 0
                    deaths[first] = deaths.get(first, 0) + 1
                    if deaths[first] >= 2:
                        results = [_lost(i) for i in indices]
                    else:
                        queue.appendleft(first)
                        idle.append(slot)
                        continue
                done.update(zip(indices, results))
                progress.advance(len(indices))
                self.served[slot] += len(indices)
                if self.served[slot] >= TASKS_PER_WORKER:  # recycle: a fresh actor, a fresh clingo
                    ray.kill(self.actors[slot])
                    self.actors[slot], self.served[slot] = self._new_actor(), 0
                idle.append(slot)

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
              options: dict | None = None, kb=None, label: str = "", ray: str | None = None,
              until: float | None = None) -> list[R]:
    """``fn(kb, item)`` for every item, in order, on the backend :func:`executor` chooses.
    ``options`` are the KnowledgeBase's keyword arguments in each worker; ``until`` (a
    :func:`time.monotonic` value) the run's bound.  Raises :class:`Interrupted` on Ctrl-C and
    :class:`RunTimeout` at ``until``, each with the results finished before; an item whose
    worker died twice has a :class:`WorkerLost` error in its place."""
    items = list(items)
    progress = Progress(len(items), label or game)
    try:
        runner = executor(game, workers, options, kb, ray)
    except KeyboardInterrupt:
        raise Interrupted({}, len(items)) from None
    try:
        return runner.map(fn, items, progress, until)
    finally:
        progress.close()
        runner.close()
