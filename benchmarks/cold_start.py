"""Cold start of `pyrules ask` on one query file, in detail (never run by the tests).

    python benchmarks/cold_start.py [--n 5] [--against /path/to/another/checkout]

For each of the benchmark's cold-start files (benchmarks/streams.py: MR-CASE-019, CC-CASE-001,
EB-CASE-051), the median wall time and the median process CPU time (user + system, steadier than
wall time on a shared machine) of a new `python -m pyrules.cli ask FILE`, its bytecode written in a
folder of its own and one run not counted (a user's second run, as benchmarks/run.py's
cold_start_ms). "new define" runs the same file with its define texts renamed on every run, so
that no cache has seen them (a user's first run of a new card text). With --against, the other
checkout is measured too, interleaved run by run, so that drift hits both alike.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FILES = ("monster_rancher/MR-CASE-019.query", "capcom_crossovers/CC-CASE-001.query",
         "epic_battles/EB-CASE-051.query")


def run(tree: Path, query: Path, pycache: Path) -> tuple[float, float]:
    """Wall and CPU seconds of one `pyrules ask` in ``tree``."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(PYTHONPATH=".", PYTHONPYCACHEPREFIX=str(pycache))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "pyrules.cli", "ask", str(query)], cwd=tree, env=env,
                          capture_output=True, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1):
        raise RuntimeError(f"pyrules ask {query} exited {done.returncode}: {done.stderr.strip()[-500:]}")
    return wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def renamed(query: Path, folder: Path, n: int) -> Path | None:
    """``query`` with each define's name made new (None: the file defines nothing)."""
    text = query.read_text(encoding="utf-8")
    names = re.findall(r'^define \w+ "([^"]+)"', text, re.M)
    if not names:
        return None
    for name in names:
        text = text.replace(f'"{name}"', f'"{name} {os.getpid()}-{n}"')
    out = folder / f"{n}-{query.name}"
    out.write_text(text, encoding="utf-8")
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=5, help="runs counted per file and kind (default 5)")
    ap.add_argument("--against", type=Path, help="another checkout, measured interleaved")
    args = ap.parse_args()
    trees = [ROOT] + ([args.against.resolve()] if args.against else [])
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        pycache = {t: tmp_path / f"pyc-{i}" for i, t in enumerate(trees)}
        counter = 0
        for rel in FILES:
            times: dict[tuple[Path, str], list[tuple[float, float]]] = {}
            for t in trees:
                run(t, t / "queries" / rel, pycache[t])  # the bytecode and the caches written
            for _ in range(args.n):
                for t in trees:
                    times.setdefault((t, "run again"), []).append(run(t, t / "queries" / rel, pycache[t]))
                    counter += 1
                    new = renamed(t / "queries" / rel, tmp_path, counter)
                    if new is not None:
                        times.setdefault((t, "new define"), []).append(run(t, new, pycache[t]))
            for (t, kind), v in times.items():
                wall, cpu = [w for w, _ in v], [c for _, c in v]
                print(f"{Path(rel).name:20} {str(t):28} {kind:10}  wall median {statistics.median(wall) * 1000:5.0f} ms"
                      f"  cpu median {statistics.median(cpu) * 1000:5.0f} ms", flush=True)


if __name__ == "__main__":
    main()
