"""How many clauses an answer cites: ``because`` against the derivation and its decisive clauses.

    python benchmarks/explain_sizes.py [GAME ...] [--every N]

For every shipped query file (or every Nth), asks each question plainly and explained
(``KnowledgeBase(game, explain=True)``), checks that the answers and readings are the same, and
prints per game the mean number of clauses per answer: ``because`` (the question's topics), all
the clauses the derivation uses, and the decisive ones (docs/explanations.md).
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
    explained, plain = KnowledgeBase(game, explain=True), KnowledgeBase(game)
    files = sorted((ROOT / "queries" / game).glob("*.query"))[::every]
    because, used, decisive, differ, empty = [], [], [], 0, 0
    start = time.perf_counter()
    for path in files:
        for r, p in zip(explained.ask_file(path), plain.ask_file(path)):
            if (r.answer, r.readings) != (p.answer, p.readings):
                differ += 1
                print(f"  DIFFERS {path.name}: {r.question} -> {r.answer} explained, {p.answer} plain")
            because.append(len(p.because))
            used.append(len({c for _, node in r.derivation for c in node.clauses()}))
            decisive.append(len(r.decisive))
            empty += not r.decisive
    ms = 1000 * (time.perf_counter() - start) / max(len(files), 1)
    return (f"| {game} | {len(because)} | {differ} | {statistics.mean(because):.2f} | {statistics.mean(used):.2f} | "
            f"{statistics.mean(decisive):.2f} | {empty} |   ({len(files)} files, {ms:.0f} ms a file, both ways)")


def main(argv: list[str]) -> int:
    every = int(argv[argv.index("--every") + 1]) if "--every" in argv else 1
    chosen = [a for a in argv if a in games()] or games()
    for game in chosen:
        print(measure(game, every), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
