"""Benchmarks of the shipped games: print medians and ratios (never run by the tests).

    python benchmarks/run.py [--json] [--n 300]

Figures (Monster Rancher, the only game shipped so far):
- legal_p50_ms / legal_p90_ms: "is this play legal?" after a state change, over a seeded stream
  of generated scenarios, through one grounded knowledge base (the scenario is built, its inputs
  switched, the program solved and the answer read);
- resolve_p50_ms: the same stream, every outcome question (damage, life points) answered;
- naive_p50_ms: the naive way on the same stream: a new clingo Control per question (load,
  ground, solve), interleaved with the above; speedup_vs_naive is naive / legal;
- python_ref_p50_ms: the hand-written Python reference of tests/reference_mr.py on the same
  scenarios; ratio_vs_python is legal / python_ref;
- parse_per_s: card-text sentences parsed per second (every sentence of the pool, repeated);
- cold_start_ms: `python -m pyrules.cli ask` on one small query file, process start to answer;
- batch_per_s_1 / batch_per_s_2: scenarios per second with 1 and 2 worker processes, each
  holding its own grounded game.
- all_legal_p50_ms is null: enumerating every legal play of a state is not built yet.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))  # the seeded scenario generator and the Python reference
sys.path.append(str(ROOT))  # an installed pyrules comes first; else the checkout

import clingo  # noqa: E402

import pyrules  # noqa: E402
from pyrules.asp import _add_facts  # noqa: E402
from pyrules.query import parse_query  # noqa: E402
from pyrules.resources import game_dir  # noqa: E402
from pyrules.statements import load_pool, parse_text  # noqa: E402
from reference_mr import explore  # noqa: E402
from scenarios_mr import generate, to_query  # noqa: E402


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 3)


def _p(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def _legal_only(text: str) -> str:
    return "\n".join(line for line in text.splitlines() if not line.startswith("ask ")) + "\nask legal\n"


def _naive(kb, text: str) -> None:
    """The naive way: a new Control, load, ground and solve for one question."""
    query = parse_query(text)
    scenario = kb.builder.build(query)
    ctl = clingo.Control(["--warn=none"] + [f"-c{k}={v}" for k, v in sorted(kb.constants.items())])
    ctl.load(str(game_dir("monster_rancher") / "main.lp"))
    _add_facts(ctl, kb.pool_facts + scenario.inputs)
    ctl.ground([("base", [])])
    ctl.solve()


def _worker(texts: list[str]) -> int:
    kb = pyrules.load("monster_rancher")
    return sum(len(kb.ask_text(t)) for t in texts)


def _batch(texts: list[str], workers: int) -> float:
    chunks = [texts[i::workers] for i in range(workers)]
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=workers) as pool:
        list(pool.map(_worker, chunks))
    return len(texts) / (time.perf_counter() - start)


def run(n: int) -> dict:
    kb = pyrules.load("monster_rancher")
    scenarios = [generate(11, i) for i in range(n)]
    legal_texts = [_legal_only(to_query(sc, f"B{i}")) for i, sc in enumerate(scenarios)]
    full_texts = [to_query(sc, f"B{i}") for i, sc in enumerate(scenarios)]
    legal, resolve, naive, ref = [], [], [], []
    for i, sc in enumerate(scenarios):  # interleave the variants on the same scenario
        t = time.perf_counter()
        kb.ask_text(legal_texts[i])
        legal.append(time.perf_counter() - t)
        t = time.perf_counter()
        kb.ask_text(full_texts[i])
        resolve.append(time.perf_counter() - t)
        t = time.perf_counter()
        explore(sc)
        ref.append(time.perf_counter() - t)
        if i % 10 == 0:  # the naive way is slow: one scenario in ten
            t = time.perf_counter()
            _naive(kb, legal_texts[i])
            naive.append(time.perf_counter() - t)
    pool = load_pool("monster_rancher")
    statuses = {e.ident: e.name for e in pool.entries if e.kind == "status"}
    sentences = [s.source for e in pool.entries for s in e.sentences]
    t = time.perf_counter()
    count = 0
    for _ in range(5):
        for s in sentences:
            parse_text(s, pool.vocabulary, statuses)
            count += 1
    parse_per_s = count / (time.perf_counter() - t)
    query = ROOT / "queries" / "monster_rancher" / "MR-CASE-019.query"
    t = time.perf_counter()
    subprocess.run([sys.executable, "-m", "pyrules.cli", "ask", str(query)], check=True, capture_output=True)
    cold = time.perf_counter() - t
    batch_texts = full_texts[: max(40, n // 2)]
    legal_p50, naive_p50, ref_p50 = statistics.median(legal), statistics.median(naive), statistics.median(ref)
    return {
        "monster_rancher": {
            "legal_p50_ms": _ms(legal_p50), "legal_p90_ms": _ms(_p(legal, 0.9)), "all_legal_p50_ms": None,
            "resolve_p50_ms": _ms(statistics.median(resolve)), "naive_p50_ms": _ms(naive_p50),
            "speedup_vs_naive": round(naive_p50 / legal_p50, 2), "python_ref_p50_ms": _ms(ref_p50),
            "ratio_vs_python": round(legal_p50 / ref_p50, 1), "parse_per_s": round(parse_per_s),
            "cold_start_ms": _ms(cold), "batch_per_s_1": round(_batch(batch_texts, 1), 1),
            "batch_per_s_2": round(_batch(batch_texts, 2), 1),
            "solver_variables": kb.program.solver_variables, "scenarios": n,
        }
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--n", type=int, default=300, help="scenarios in the stream (default 300)")
    args = ap.parse_args()
    figures = run(args.n)
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    for game, f in figures.items():
        print(f"{game} ({f['scenarios']} scenarios, {f['solver_variables']} solver variables)")
        for key, value in f.items():
            if key not in ("scenarios", "solver_variables"):
                print(f"  {key:<20} {value}")


if __name__ == "__main__":
    main()
