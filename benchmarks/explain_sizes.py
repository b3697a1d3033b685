"""How many clauses an answer cites: ``because`` before (the question's topics, as a plain
``pyrules ask`` gives it) and after (the decisive clauses, ``KnowledgeBase(game, explain=True)``
as ``-v``, ``--json`` and ``--explain`` give it), against every clause the derivation uses.

    python benchmarks/explain_sizes.py [GAME ...] [--every N]

For every shipped query file (or every Nth), asks each question plainly and explained, checks
that the answers and readings are the same and that the cited clauses are a part of those the
derivation uses, and prints per game: answers, answers that differ, mean clauses per answer
(before, derivation, after), answers citing nothing, cited clauses outside the derivation, and
the time a file takes each way (docs/explanations.md).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pyrules.kb import KnowledgeBase  # noqa: E402
from pyrules.resources import games  # noqa: E402


def measure(game: str, every: int = 1) -> str:
    explained, plain = KnowledgeBase(game, explain=True, timeout=120), KnowledgeBase(game, timeout=120)  # a busy machine
    files = sorted((ROOT / "queries" / game).glob("*.query"))[::every]
    before, used, after, differ, empty, outside = [], [], [], 0, 0, 0
    t_plain = t_explained = 0.0
    for path in files:
        start = time.perf_counter()
        rs = explained.ask_file(path)
        t_explained += time.perf_counter() - start
        start = time.perf_counter()
        ps = plain.ask_file(path)
        t_plain += time.perf_counter() - start
        for r, p in zip(rs, ps):
            if (r.answer, r.readings) != (p.answer, p.readings):
                differ += 1
                print(f"  DIFFERS {path.name}: {r.question} -> {r.answer} explained, {p.answer} plain")
            derived = {c for _, node in r.derivation for c in node.clauses()} | set(r.used)
            if not set(r.because) <= derived:
                outside += 1
                print(f"  OUTSIDE {path.name}: {r.question}: {sorted(set(r.because) - derived)}")
            before.append(len(p.because))
            used.append(len(derived))
            after.append(len(r.because))
            empty += not r.because
    n = max(len(files), 1)
    return (f"| {game} | {len(before)} | {differ} | {statistics.mean(before):.2f} | {statistics.mean(used):.2f} | "
            f"{statistics.mean(after):.2f} | {empty} | {outside} | {1000 * t_plain / n:.0f} | {1000 * t_explained / n:.0f} |"
            f"   ({len(files)} files)")


def main(argv: list[str]) -> int:
    every = int(argv[argv.index("--every") + 1]) if "--every" in argv else 1
    chosen = [a for a in argv if a in games()] or games()
    print("| game | answers | differ | before | derivation | after | citing none | outside | ms a file plain | explained |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for game in chosen:
        print(measure(game, every), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
