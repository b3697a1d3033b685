"""Monster Rancher: every play of a state, four ways, interleaved (docs/performance.md, "Every play of
a Monster Rancher state").

    PYTHONPATH=. python benchmarks/mr_plays.py [--every 4]

The states: every EVERY-th shipped Monster Rancher scenario with a monster's move, without it. For each
state, in turn:

- open: ``kb.legal_plays(state, every=True)`` on the enumeration's open base (plays.lp and
  plays_open.lp grounded once, every input an external; the default);
- alone: the same with ``kb.plays_base = False``: plays.lp grounded with the state (cut for 'legal');
- one_by_one: the candidates ``open`` found, each asked 'legal' on its own (``kb.ask_query``: a solve
  over the game's open base, kb.program) - what a caller listing the candidates itself would pay;
- together: the same candidates grounded together (``kb.ask_together``).

The plays and verdicts of open and alone must agree, and one_by_one's and together's verdicts with
them, or the run stops. Prints the medians per state, and the open base's size and grounding time.
"""

from __future__ import annotations

import argparse
import statistics
import time
from dataclasses import replace
from pathlib import Path

from pyrules.kb import KnowledgeBase
from pyrules.plays import move_plays_base
from pyrules.query import Ask, load_query
from pyrules.state import State

ROOT = Path(__file__).resolve().parent.parent
LEGAL = Ask(("legal",), (), None)


def states(every: int) -> list[State]:
    out = []
    for path in sorted((ROOT / "queries" / "monster_rancher").glob("*.query"))[::every]:
        state = State.from_query(load_query(path))
        if any(not u.by_player for u in state.plays):
            out.append(replace(state, plays=tuple(u for u in state.plays if u.by_player)))
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--every", type=int, default=4)
    args = ap.parse_args()
    kb = KnowledgeBase("monster_rancher")
    todo = states(args.every)
    t = time.perf_counter()
    base = move_plays_base(kb)
    grounded = time.perf_counter() - t
    kb.ask_query(todo[0].then(kb.legal_plays(todo[0], every=True)[0].step).query((LEGAL,)))  # kb.program grounded
    kb.plays_base = False
    kb.legal_plays(todo[0], every=True)  # the per-state program parsed
    times: dict[str, list[float]] = {"open": [], "alone": [], "one_by_one": [], "together": []}
    candidates = []
    for state in todo:
        kb.plays_base = True
        t = time.perf_counter()
        found = kb.legal_plays(state, every=True)
        times["open"].append(time.perf_counter() - t)
        kb.plays_base = False
        t = time.perf_counter()
        alone = kb.legal_plays(state, every=True)
        times["alone"].append(time.perf_counter() - t)
        want = [(p.line, p.legal) for p in found]
        if [(p.line, p.legal) for p in alone] != want:
            raise SystemExit(f"the open base and the state grounded alone differ:\n{state.text()}")
        queries = [state.then(p.step).query((LEGAL,)) for p in found]
        t = time.perf_counter()
        one = [kb.ask_query(q)[0].answer for q in queries]
        times["one_by_one"].append(time.perf_counter() - t)
        t = time.perf_counter()
        together = [r[0].answer for r in kb.ask_together(queries)] if queries else []
        times["together"].append(time.perf_counter() - t)
        if one != [p.legal for p in found] or together != one:
            raise SystemExit(f"asking each candidate differs from the enumeration:\n{state.text()}")
        candidates.append(len(found))
    print(f"{len(todo)} states, candidates per state p50 {statistics.median(candidates)} (total {sum(candidates)})")
    print(f"open base: {base.solver_variables:,} solver variables, grounded in {grounded:.1f} s")
    for name, values in times.items():
        print(f"{name:<11} p50 {statistics.median(values) * 1000:7.1f} ms   "
              f"p90 {sorted(values)[int(0.9 * (len(values) - 1))] * 1000:7.1f} ms")


if __name__ == "__main__":
    main()
