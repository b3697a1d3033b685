"""The desk's shared state: each game's knowledge base, loaded once per server process, and the
slow pages' background jobs.

A :class:`~pyrules.kb.KnowledgeBase` keeps per-scenario state while it answers (its deadline,
Monster Rancher's open program), so one lock per game serializes its solves; the web app runs
them in worker threads (``run_in_threadpool``), so the event loop never waits for a solve and
the other games and pages are served meanwhile.  Every solve has the knowledge base's time bound.
"""

from __future__ import annotations

import threading
import time
import traceback
from dataclasses import dataclass, field
from typing import Callable

from ..errors import PyrulesError
from ..kb import KnowledgeBase, Result
from ..resources import games


class Desk:
    """The knowledge bases of the shipped games, each built on first use and shared by requests."""

    def __init__(self, timeout: float = 10.0):
        self.timeout = timeout
        self.games = games()
        self._kbs: dict[tuple[str, bool], KnowledgeBase] = {}
        self._locks = {(g, e): threading.Lock() for g in self.games for e in (False, True)}
        self._loading = threading.Lock()
        self.jobs = Jobs()

    def kb(self, game: str, explain: bool = False) -> KnowledgeBase:
        """The game's knowledge base (built once, under a lock); ``explain``: the one that derives
        its answers (docs/explanations.md)."""
        with self._loading:
            if (game, explain) not in self._kbs:
                self._kbs[(game, explain)] = KnowledgeBase(game, timeout=self.timeout, explain=explain)
            return self._kbs[(game, explain)]

    def ask(self, game: str, text: str, explain: bool = False) -> list[Result]:
        """Answer a query text: :meth:`KnowledgeBase.ask_text` under the game's lock (call it from
        a worker thread), with each answer's derivation when ``explain``.  Raises the parser's or
        the engine's :class:`PyrulesError`."""
        kb = self.kb(game, explain)
        with self._locks[(game, explain)]:
            return kb.ask_text(text, "<query>")

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
