"""Test-only faults for batch work, run in a subprocess (tests/test_interrupt.py); pyrules never
imports this module.

    python -c "import batch_helpers; batch_helpers.main()" MODE ARGS...

runs ``pyrules ARGS...`` with one fault injected, chosen by MODE:

- ``die-once:NAME:MARK``: the worker answering the group of files that holds a file whose name
  contains NAME exits at once (``os._exit``), the first time only (the file MARK records it);
- ``die-always:NAME``: the same, every time;
- ``sigint-at-start``: Ctrl-C (SIGINT to the whole process group, as a terminal sends it)
  right after the last worker process is started, while the workers load the game;
- ``sigint-after:K``: Ctrl-C once K items of the batch have finished.
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

FAULT = os.environ.get("PYRULES_TEST_FAULT", "")


def dying_ask_group(kb, queries):
    """``pyrules.cli._ask_group``, whose worker dies on the group holding the named file."""
    from pyrules import cli

    mode, name, *mark = FAULT.split(":", 2)
    if any(name in Path(q.file).name for q in queries):
        if mode == "die-always":
            os._exit(9)
        if mode == "die-once" and not Path(mark[0]).exists():
            Path(mark[0]).write_text("died", encoding="utf-8")
            os._exit(9)
    return cli._ask_group(kb, queries)


def _ctrl_c() -> None:
    os.killpg(os.getpgrp(), signal.SIGINT)


def main() -> None:
    global FAULT
    from pyrules import batch, cli

    FAULT, argv = sys.argv[1], sys.argv[2:]
    os.environ["PYRULES_TEST_FAULT"] = FAULT  # for the workers
    if FAULT.startswith("die-"):
        real = batch.run_batch

        def run_batch(game, items, fn, *args, **kwargs):
            return real(game, items, dying_ask_group if fn is cli._ask_group else fn, *args, **kwargs)

        batch.run_batch = run_batch
    elif FAULT == "sigint-at-start":
        start = batch.ProcessExecutor._start

        def _start(self):
            worker = start(self)
            if len(self.pool) == self.workers:
                _ctrl_c()
            return worker

        batch.ProcessExecutor._start = _start
    elif FAULT.startswith("sigint-after:"):
        after = int(FAULT.split(":")[1])
        advance = batch.Progress.advance

        def advance_then_stop(self, n=1):
            advance(self, n)
            if self.done == after:
                _ctrl_c()

        batch.Progress.advance = advance_then_stop
    sys.exit(cli.main(argv))
