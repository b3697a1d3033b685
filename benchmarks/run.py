"""Benchmarks of the shipped games: print medians and ratios (never run by the tests).

    python benchmarks/run.py [--json] [--n 300]

Figures per game (Monster Rancher; Capcom Crossovers where noted):
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

Capcom Crossovers is grounded per scenario (engine "sequence"): its stream is seeded exchanges
(an opening attack, an answer or none, up to two follow-ups, random stats); the naive way
parses the game's files afresh for each question; there is no Python reference yet (null).
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


def _worker(game: str, texts: list[str]) -> int:
    kb = pyrules.load(game)
    return sum(len(kb.ask_text(t)) for t in texts)


def _batch(game: str, texts: list[str], workers: int) -> float:
    """Scenarios per second with ``workers`` processes, each holding its own grounded game."""
    chunks = [texts[i::workers] for i in range(workers)]
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=workers) as pool:
        list(pool.map(_worker, [game] * workers, chunks))
    return len(texts) / (time.perf_counter() - start)


def _parse_per_s(game: str, rounds: int) -> float:
    """Card-text sentences of the game's pool parsed per second."""
    pool = load_pool(game)
    statuses = {e.ident: e.name for e in pool.entries if e.kind == "status"}
    sentences = [s.source for e in pool.entries for s in e.sentences]
    start = time.perf_counter()
    for _ in range(rounds):
        for s in sentences:
            parse_text(s, pool.vocabulary, statuses)
    return rounds * len(sentences) / (time.perf_counter() - start)


def _cold_start(query: Path) -> float:
    """`pyrules ask` on one query file, from process start to answer."""
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "pyrules.cli", "ask", str(query)], check=True, capture_output=True)
    return time.perf_counter() - start


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
    parse_per_s = _parse_per_s("monster_rancher", 5)
    cold = _cold_start(ROOT / "queries" / "monster_rancher" / "MR-CASE-019.query")
    batch_texts = full_texts[: max(40, n // 2)]
    legal_p50, naive_p50, ref_p50 = statistics.median(legal), statistics.median(naive), statistics.median(ref)
    return {
        "monster_rancher": {
            "legal_p50_ms": _ms(legal_p50), "legal_p90_ms": _ms(_p(legal, 0.9)), "all_legal_p50_ms": None,
            "resolve_p50_ms": _ms(statistics.median(resolve)), "naive_p50_ms": _ms(naive_p50),
            "speedup_vs_naive": round(naive_p50 / legal_p50, 2), "python_ref_p50_ms": _ms(ref_p50),
            "ratio_vs_python": round(legal_p50 / ref_p50, 1), "parse_per_s": round(parse_per_s),
            "cold_start_ms": _ms(cold), "batch_per_s_1": round(_batch("monster_rancher", batch_texts, 1), 1),
            "batch_per_s_2": round(_batch("monster_rancher", batch_texts, 2), 1),
            "solver_variables": kb.program.solver_variables, "scenarios": n,
        }
    }


CC_MOVES = [  # (card rank, type, damage, priority, cp)
    ("J", "A(R)", 8, 3, 1), ("Q", "C", 6, 3, 1), ("K", "C(R)", 9, 3, 1), ("J", "C(U)", 5, 2, 1),
    ("Q", "B", 7, 4, 1), ("K", "D", 12, 3, 2), ("A", "C", 20, 4, 2), ("Q", "E", 7, 4, 1), ("J", "C(R, S)", 6, 3, 1),
]


def cc_scenario(rng) -> tuple[str, str]:
    """A seeded Capcom exchange as (legal-only text, full text)."""
    suits = "SHDC"
    lines = ["game capcom_crossovers",
             f'character A "X": hp {rng.randint(20, 90)}, strength {rng.randint(4, 8)}, combo {rng.randint(2, 5)}, '
             f"basic attack priority {rng.randint(1, 4)}, agility {rng.randint(1, 6)}, defense bonus {rng.randint(0, 3)}",
             f'character B "D": hp {rng.randint(20, 90)}, strength {rng.randint(4, 8)}, combo {rng.randint(2, 5)}, '
             f"basic attack priority {rng.randint(1, 4)}, agility {rng.randint(1, 6)}, defense bonus {rng.randint(0, 3)}"
             + (f', block "{rng.randint(2, 6)}{rng.choice(suits)}"' if rng.random() < 0.3 else "")]
    for who in "XD":
        for k, (rank, typ, dmg, prio, cp) in enumerate(CC_MOVES):
            lines.append(f'define move "M{who}{k}" of "{who}": Card: {dict(J="Jack", Q="Queen", K="King", A="Ace")[rank]}. '
                         f"Type: {typ}. Damage: {dmg}. Priority: {prio}. Combo points: {cp}.")

    def attack(side, who):
        if rng.random() < 0.5:
            return f'step {side} attack "{rng.randint(2, 8)}{rng.choice(suits)}"'
        k = rng.randrange(len(CC_MOVES))
        return f'step {side} attack "{CC_MOVES[k][0]}{rng.choice(suits)}" as "M{who}{k}"'

    lines.append(attack("A", "X"))
    r = rng.random()
    if r < 0.2:
        lines.append(f'step B dodge "{rng.randint(2, 9)}{rng.choice(suits)}"')
    elif r < 0.45:
        k = rng.randrange(len(CC_MOVES))
        lines.append(f'step B counter "{CC_MOVES[k][0]}{rng.choice(suits)}" as "MD{k}"')
    for _ in range(rng.randint(0, 2)):
        lines.append(attack("A", "X"))
    body = "\n".join(lines)
    full = body + '\nask legal\nask damage "D"\nask damage "X"\nask hp "D"\nask cp used "X"\nask may continue A\n'
    return body + "\nask legal\n", full


def _cc_naive(kb, text: str) -> None:
    """The naive way: a new Control that loads and parses the game's files for one question."""
    scenario = kb.builder.build(parse_query(text))
    ctl = clingo.Control(["--warn=none"])
    ctl.load(str(game_dir("capcom_crossovers") / "main.lp"))
    _add_facts(ctl, kb.pool_facts + scenario.facts)
    ctl.ground([("base", [])])
    ctl.configuration.solve.models = 0
    ctl.solve()


def run_cc(n: int) -> dict:
    import random
    kb = pyrules.load("capcom_crossovers")
    rng = random.Random(7)
    pairs = [cc_scenario(rng) for _ in range(n)]
    legal, resolve, naive, sizes = [], [], [], []
    for i, (lt, ft) in enumerate(pairs):
        t = time.perf_counter()
        kb.ask_text(lt)
        legal.append(time.perf_counter() - t)
        t = time.perf_counter()
        kb.ask_text(ft)
        resolve.append(time.perf_counter() - t)
        if i % 5 == 0:
            t = time.perf_counter()
            _cc_naive(kb, lt)
            naive.append(time.perf_counter() - t)
            sizes.append(kb.program.ground_size(kb.builder.build(parse_query(lt)).facts))
    parse_per_s = _parse_per_s("capcom_crossovers", 50)
    cold = _cold_start(ROOT / "queries" / "capcom_crossovers" / "CC-CASE-001.query")
    texts = [ft for _, ft in pairs][: max(40, n // 2)]

    legal_p50, naive_p50 = statistics.median(legal), statistics.median(naive)
    return {"capcom_crossovers": {
        "legal_p50_ms": _ms(legal_p50), "legal_p90_ms": _ms(_p(legal, 0.9)), "all_legal_p50_ms": None,
        "resolve_p50_ms": _ms(statistics.median(resolve)), "naive_p50_ms": _ms(naive_p50),
        "speedup_vs_naive": round(naive_p50 / legal_p50, 2), "python_ref_p50_ms": None, "ratio_vs_python": None,
        "parse_per_s": round(parse_per_s), "cold_start_ms": _ms(cold),
        "batch_per_s_1": round(_batch("capcom_crossovers", texts, 1), 1),
        "batch_per_s_2": round(_batch("capcom_crossovers", texts, 2), 1),
        "solver_variables": max(sizes), "scenarios": n,
    }}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--n", type=int, default=300, help="scenarios in the stream (default 300)")
    args = ap.parse_args()
    figures = run(args.n)
    figures.update(run_cc(args.n))
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    for game, f in figures.items():
        print(f"{game} ({f['scenarios']} scenarios, {f['solver_variables']} solver variables"
              f"{' at most, per scenario' if game == 'capcom_crossovers' else ''})")
        for key, value in f.items():
            if key not in ("scenarios", "solver_variables"):
                print(f"  {key:<20} {value}")


if __name__ == "__main__":
    main()
