"""The desk's shared state: each game's knowledge base, loaded once per server process, and the
slow pages' background jobs.

A :class:`~pyrules.kb.KnowledgeBase` keeps per-scenario state while it answers (its deadline,
Monster Rancher's open program), so it answers one query at a time: each game has a small pool
of them (:class:`Desk`), and the web app runs the solves in worker threads
(``run_in_threadpool``), so neither the event loop nor another request waits for a long solve.
Every solve has the knowledge base's time bound.
"""

from __future__ import annotations

import threading
import time
import traceback
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Callable

from ..errors import PyrulesError
from ..kb import KnowledgeBase, Result
from ..resources import games


class Desk:
    """The knowledge bases of the shipped games, built on first use and shared by requests.

    A knowledge base answers one query at a time, so each game has a small pool of them: a
    request takes an idle one (or builds one, up to ``per_game``) and gives it back when done,
    so that one long solve does not hold up the next request for the same game."""

    def __init__(self, timeout: float = 10.0, per_game: int = 4):
        self.timeout = timeout
        self.per_game = per_game
        self.games = games()
        self._idle: dict[tuple[str, bool], list[KnowledgeBase]] = {}
        self._count: dict[tuple[str, bool], int] = {}
        self._all: dict[tuple[str, bool], list[KnowledgeBase]] = {}
        self._free = threading.Condition()
        self.jobs = Jobs()

    def kb(self, game: str, explain: bool = False) -> KnowledgeBase:
        """A knowledge base of the game, for reading what every instance shares (its clauses, its
        readings): one of the pool, idle or not (never waits for one), built if there is none yet."""
        with self._free:
            if self._all.get((game, explain)):
                return self._all[(game, explain)][0]
        with self._lease(game, explain) as kb:
            return kb

    @contextmanager
    def _lease(self, game: str, explain: bool):
        """An idle knowledge base of the game for the time of one query (``explain``: one that
        derives its answers, docs/explanations.md)."""
        key = (game, explain)
        with self._free:
            while not self._idle.get(key) and self._count.get(key, 0) >= self.per_game:
                self._free.wait()
            kb = self._idle[key].pop() if self._idle.get(key) else None
            if kb is None:
                self._count[key] = self._count.get(key, 0) + 1
        try:
            if kb is None:
                kb = KnowledgeBase(game, timeout=self.timeout, explain=explain)
                with self._free:
                    self._all.setdefault(key, []).append(kb)
        except BaseException:
            with self._free:
                self._count[key] -= 1
                self._free.notify()
            raise
        try:
            yield kb
        finally:
            with self._free:
                self._idle.setdefault(key, []).append(kb)
                self._free.notify()

    def ask(self, game: str, text: str, explain: bool = False) -> list[Result]:
        """Answer a query text with a knowledge base of the game's pool (call it from a worker
        thread), with each answer's derivation when ``explain``.  Raises the parser's or the
        engine's :class:`PyrulesError`."""
        with self._lease(game, explain) as kb:
            return kb.ask_text(text, "<query>")

    def plays(self, game: str, text: str, every: bool = True) -> list:
        """Every candidate play of the state a query text gives (its scenario and steps as written), each
        with its verdict and the answers to the text's other questions asked with it, as ``pyrules plays``
        lists them (:meth:`pyrules.kb.KnowledgeBase.legal_plays`); ``every=False``: the legal ones only."""
        from ..query import parse_query
        from ..state import State

        query = parse_query(text, "<query>")
        with self._lease(game, False) as kb:
            asks = tuple(a for a in query.asks if a.key != "legal")
            return kb.legal_plays(State.from_query(query), asks, every=every)

    def clause_texts(self, game: str) -> dict[str, str]:
        kb = self.kb(game)
        return {**kb.gap_text, **kb.clause_text}


@dataclass
class Job:
    """A slow computation (a check, a FAQ) run once in a background thread."""

    started: float
    done: bool = False
    value: object = None
    error: str = ""
    seconds: float = 0.0


@dataclass
class Jobs:
    """Background jobs by key: started on request, one per key, their results kept."""

    _jobs: dict[str, Job] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _threads: list[threading.Thread] = field(default_factory=list)

    def running(self) -> bool:
        return any(t.is_alive() for t in self._threads)

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the running jobs (at most ``timeout`` seconds in all); True when none runs."""
        end = None if timeout is None else time.monotonic() + timeout
        for t in list(self._threads):
            t.join(None if end is None else max(0.0, end - time.monotonic()))
        return not self.running()

    def get(self, key: str) -> Job | None:
        with self._lock:
            return self._jobs.get(key)

    def start(self, key: str, work: Callable[[], object]) -> Job:
        """Start ``work`` in a daemon thread unless a job of that key exists (running or done)."""
        with self._lock:
            if key in self._jobs and not self._jobs[key].error:
                return self._jobs[key]
            job = self._jobs[key] = Job(time.monotonic())

        def run() -> None:
            try:
                job.value = work()
            except PyrulesError as err:
                job.error = str(err)
            except Exception as exc:  # noqa: BLE001 - reported on the page, never raised into the server
                job.error = f"{type(exc).__name__}: {exc}"
                traceback.print_exc()
            job.seconds = time.monotonic() - job.started
            job.done = True
        thread = threading.Thread(target=run, name=f"pyrules-{key}", daemon=True)
        self._threads.append(thread)
        thread.start()
        return job
