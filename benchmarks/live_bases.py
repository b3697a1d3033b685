"""Does a live game-loop base slow the other groundings of a process?  Figures, never a test.

    python benchmarks/live_bases.py [--game capcom_crossovers] [--processes 3] [--rounds 2] [--per 12]

Each measurement is a process of its own (a process whose main malloc arena once held a base stays
marked by it), `--processes` of them for each way of grounding the setup bases, the two ways
alternated: in a thread of their own (`pyrules.asp.APART = True`, what the engine does) or in the
main thread (`APART = False`, the engine before).  In each: a block of `--per` legality questions
on new scenarios (each grounded alone) before any base, then `--rounds` times: a game loop with
setup bases on plays forward from three stream states (`kb.legal_plays`, so that two setup bases are
kept and have been solved many times), and the same block is timed with the bases alive ("kept"),
with only their Controls alive, the knowledge base that built them deleted ("Controls only"), and
freed ("freed").  Process time; prints the medians over the processes and kept / before.
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # this checkout's engine, not an installed one

import streams  # noqa: E402  (puts the checkout on sys.path)

from pyrules import asp  # noqa: E402
from pyrules.kb import KnowledgeBase  # noqa: E402
from pyrules.setups import Base  # noqa: E402
from pyrules.state import State  # noqa: E402


def loop_bases(game: str, items: list) -> KnowledgeBase:
    """A knowledge base with setup bases on that played forward from ``items``' states, its setup
    bases kept (not released by a question on another setup)."""
    kb = KnowledgeBase(game)
    kb.bases.open_setups()
    kb.bases._release = lambda: None  # keep every setup base it builds (SETUP_KEEP of them)
    for i, item in enumerate(items):
        rng = random.Random(i)
        state = State.from_text(item.state)
        while len(state.steps) < kb.bases.setup_slots:
            plays = kb.legal_plays(state, every=True)
            legal = [p for p in plays if p.legal == "yes"]
            if not legal:
                break
            state = state.then(rng.choice(legal).step)
    return kb


def child(game: str, apart: bool, per: int, rounds: int) -> dict:
    """One process: a block of questions before any base, then rounds of (bases built, a block with
    them kept, a block with only their Controls, a block with none)."""
    asp.APART = apart
    stream = streams.stream(game)
    items = [stream.item(i) for i in range(40 + per)]
    kb = KnowledgeBase(game)
    for item in items[:5]:  # caches filled; not counted
        kb.ask_text(item.legal)
    asked = items[5:5 + per]

    def block() -> list[float]:
        times = []
        for item in asked:
            t = time.process_time()
            kb.ask_text(item.legal)
            times.append(time.process_time() - t)
        return times

    figures = {"before": block(), "kept": [], "controls": [], "after": []}
    for r in range(rounds):
        loop = loop_bases(game, items[40 - 3 * (r % 5 + 1):40 - 3 * (r % 5)])
        figures["kept"] += block()
        controls = [v.program._ctl for v in loop.bases._setups.values() if isinstance(v, Base)]
        del loop
        gc.collect()
        figures["controls"] += block()
        del controls
        gc.collect()
        figures["after"] += block()
    return {k: statistics.median(v) * 1e3 for k, v in figures.items()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="capcom_crossovers")
    ap.add_argument("--processes", type=int, default=3, help="processes per way of grounding the bases")
    ap.add_argument("--rounds", type=int, default=2, help="bases built and freed per process")
    ap.add_argument("--per", type=int, default=12, help="timed groundings per block")
    ap.add_argument("--child", choices=("apart", "main"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        print(json.dumps(child(args.game, args.child == "apart", args.per, args.rounds)))
        return
    found: dict[str, list[dict]] = {"main": [], "apart": []}
    for i in range(args.processes):
        for way in (("main", "apart") if i % 2 == 0 else ("apart", "main")):
            done = subprocess.run([sys.executable, __file__, "--game", args.game, "--child", way, "--per",
                                   str(args.per), "--rounds", str(args.rounds)],
                                  capture_output=True, text=True, check=True)
            found[way].append(json.loads(done.stdout.strip().splitlines()[-1]))
            print(way, {k: round(v, 1) for k, v in found[way][-1].items()}, file=sys.stderr, flush=True)
    print(f"{args.game}: a legality question grounded alone, process time, p50 (ms), median over "
          f"{args.processes} processes per row")
    print(f"{'setup bases grounded':<30}{'before any':>11}{'2 kept':>8}{'Controls only':>15}{'freed':>7}{'kept/before':>13}")
    for way, name in (("main", "in the main thread"), ("apart", "in a thread (APART)")):
        med = {k: statistics.median(f[k] for f in found[way]) for k in ("before", "kept", "controls", "after")}
        ratio = statistics.median(f["kept"] / f["before"] for f in found[way])
        print(f"{name:<30}{med['before']:>11.1f}{med['kept']:>8.1f}{med['controls']:>15.1f}{med['after']:>7.1f}"
              f"{ratio:>13.2f}")


if __name__ == "__main__":
    main()
