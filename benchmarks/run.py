"""Benchmarks of the shipped games: print medians, ratios and the targets (never run by the tests).

    python benchmarks/run.py [--json] [--n 300] [--games monster_rancher,capcom_crossovers,epic_battles]
                             [--out benchmarks/results/<date>-all-games.json] [--setup-bases on|off]

Every figure is measured for every game, on a seeded stream of generated scenarios
(benchmarks/streams.py: item i of a stream is the same whatever --n; thousands of distinct ones
come out of each stream). The variants are interleaved on the same scenario, so that drift hits
them equally.

- legal_p50_ms / legal_p90_ms: "is this play legal?" after a state change: the scenario (a new
  state and its play) asked through one knowledge base per game (`kb.ask_text`: the text parsed,
  the scenario built, the program solved and the answer read);
- all_legal_p50_ms: every candidate play of a state answered together (`kb.ask_together`: one
  grounding for all of them in the games grounded per scenario; one by one for Monster Rancher's
  open base), with all_legal_one_by_one_p50_ms the same candidates asked one by one (the answers
  must agree, or the run stops) (Monster Rancher: each non-BLK
  move of side A's monster x each target, or without one; Capcom Crossovers: after the opening
  attack, each card of either hand as the next step; Epic Battles: each card in hand played as the
  next step, and a pass), the median time per state to list them all, on one scenario in
  ALL_LEGAL_EVERY; candidates_per_state and legal_per_state are the medians of the candidates and
  of the ones answered yes;
- legal_plays_p50_ms: every play of the same state, enumerated by the solver (`kb.legal_plays(state,
  every=True)`: Capcom Crossovers, Epic Battles: the state grounded once with its next step open,
  every candidate and its verdict in one solve; Monster Rancher: the state without its move, every
  move of side A's monsters chosen in one solve over the enumeration's open base, grounded once in
  the warm-up, pyrules/plays.py), the median per state; legal_plays_again_p50_ms the same state
  asked again (Capcom, Epic Battles: a solve over the state's base, kept; Monster Rancher: the same
  solve again); legal_plays_candidates the median number of candidates (those plays.lp tries, not
  the stream's list above: Monster Rancher's also tries every monster of side A, targets on either
  side, BLK moves, and a distributable move with no split);
- loop_legal_p50_ms / loop_legal_p90_ms: "is this play legal?" in a game loop that asks of one play
  at a time (Capcom Crossovers, Epic Battles): each state's candidates above, each as the state
  stepped forward with it (`State.then(...).query()`, built outside the timing, as a program holding
  states would), asked through `kb.ask_query` of a knowledge base kept for this loop, with its setup
  bases on (`kb.bases.open_setups()`), after the interleaved figures (a live setup base slows every
  other grounding of the process); every question
  is timed, the first ones of a setup too (those are grounded alone, the third builds the setup's
  base: pyrules/setups.py); loop_from_base is the share answered by a solve over a base;
- played_state_p50_ms / played_question_p50_ms / played_question_p90_ms / played_per_question_ms: a
  game loop played forward (Capcom Crossovers, Epic Battles) by a seeded random player from each
  stream state while its setup base has step slots left, in a knowledge base of its own with setup
  bases on: at each state every play is enumerated (`kb.legal_plays(state, every=True)`), then each
  candidate is asked "is this play legal?" (`kb.ask_query`, answered from the enumeration's answer
  sets: pyrules/setups.py); played_state is the time of one state (its enumeration and every
  question), played_question one question after the enumeration, played_per_question the states'
  time over their questions (the enumeration's share included);
- legal_whole_p50_ms / cut_speedup: the same "is this play legal?" through a second knowledge base
  that grounds the whole program (`kb.cuts = False`), interleaved (Capcom Crossovers, Epic Battles:
  a scenario is grounded cut down to what its questions read, pyrules/slicing.py); cut_speedup is
  legal_whole / legal;
- resolve_p50_ms: the same scenario with every outcome question (Monster Rancher: damage after
  modifiers, taunts, redirection and defense cards, life points; Capcom: the exchange's damage,
  HP, combo points; Epic Battles: the attack sequence's damage, chip, block, costs, energy);
- naive_p50_ms: the naive way on the same scenarios (one in NAIVE_EVERY): a new clingo Control,
  the game's files loaded and parsed, the scenario's facts added as Symbols, ground, solve, for one
  question; speedup_vs_naive is naive / legal;
- python_ref_p50_ms: the hand-written Python reference (tests/reference_mr.py `explore`,
  tests/reference_cc.py `explore`) on the same scenarios; ratio_vs_python is legal / python_ref.
  Capcom's reference covers one family (tests/scenarios_cc.py, an opening attack and its answer),
  not the stream's scenarios: there both sides are timed on scenario i of that family (the
  knowledge base asking legal: python_peer_kb_p50_ms) and ratio_vs_python is
  python_peer_kb / python_ref. Epic Battles has no Python reference: both are null;
- parse_per_s: card-text sentences parsed per second (the pool's card texts and the stream's
  ad hoc card texts, repeated for at least PARSE_SECONDS);
- cold_start_ms: `python -m pyrules.cli ask` on one small query file, from process start to
  answer, median of COLD_RUNS runs, after one run not counted: as a user's second run, with the
  package's bytecode written (into a temporary PYTHONPYCACHEPREFIX, whatever
  PYTHONDONTWRITEBYTECODE says) and the private cache (grammar tables, the parsed card pool) filled;
  the file's own `define` texts are parsed in every run;
- batch_per_s_1 / batch_per_s_2: scenarios per second through `pyrules.batch.run_batch` with 1
  and 2 workers (a module-level task, streams.answer_texts, on groups of 8 scenarios answered
  together as `pyrules ask` and `pyrules faq` do), every question of the whole stream,
  wall time including the workers' start-up (each loads and grounds its game); each batch runs in
  a fresh process (`streams.py batch`; with 1 worker run_batch works in that process), so that
  both start alike; batch_scaling is batch_per_s_2 / batch_per_s_1, batch_per_core_2
  is batch_per_s_2 / 2.
- legal_drift: the median legal time of the stream's last third over that of its first third
  (1.0: no drift as the process answers more questions);
- solver_variables: Monster Rancher's grounded base; for the games grounded per scenario
  (engine "sequence"), the largest scenario of the naive sample.

--setup-bases turns the setup bases of the stream's knowledge bases (`kb`, and the whole-program one) on
or off (pyrules/setups.py); without it they have the engine's default. Run from a checkout with
PYTHONPATH=. to measure the checkout's engine (streams.py puts an installed pyrules first).

Each game is measured in a process of its own (a game measured after another one in the same
process answers markedly slower). `--out FILE` writes the figures with the date, the machine
(os.cpu_count()), the Python and clingo versions and n. Absolute times drift from run to run;
quote ratios.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))  # benchmarks/streams.py
import streams  # noqa: E402  (puts tests/ and the checkout on sys.path)

import clingo  # noqa: E402

import pyrules  # noqa: E402
from pyrules.asp import _add_facts  # noqa: E402
from pyrules.kb import KnowledgeBase  # noqa: E402
from pyrules.setups import SETUP_SLOTS  # noqa: E402
from pyrules.query import Ask, parse_query  # noqa: E402
from pyrules.state import State  # noqa: E402
from pyrules.resources import game_dir  # noqa: E402
from pyrules.statements import load_pool, parse_text  # noqa: E402

GAMES = ("monster_rancher", "capcom_crossovers", "epic_battles")
NAIVE_EVERY = {"monster_rancher": 10}  # the naive way grounds Monster Rancher's whole base: slow
NAIVE_EVERY_DEFAULT = 5
ALL_LEGAL_EVERY = 5
LEGAL = Ask(("legal",), (), None)
PARSE_SECONDS = 1.0
COLD_RUNS = 3
WARMUP = 3
SETUP_BASES: str | None = None  # --setup-bases: "on", "off", or None (the engine's default)

# (figure, comparison, target, how the target reads)
TARGETS = [  # issue 15's table
    ("legal_p50_ms", "<=", 1.0, "<= 1 ms (stretch 0.5)"),
    ("legal_p90_ms", "<=", 2.0, "<= 2 ms"),
    ("speedup_vs_naive", ">=", 20.0, ">= 20x"),
    ("ratio_vs_python", "<=", 25.0, "<= 25x slower"),
    ("legal_plays_p50_ms", "<=", 3.0, "<= 3 ms"),
    ("resolve_p50_ms", "<=", 2.0, "<= 2 ms"),
    ("parse_per_s", ">=", 10_000, ">= 10,000/s"),
    ("cold_start_ms", "<=", 200.0, "<= 200 ms"),
    ("batch_per_s_1", ">=", 1_000, ">= 1,000/s"),
    ("batch_scaling", ">=", 1.7, ">= 1.7x on 2"),
]


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 3)


def _p(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def _log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------------------------
# The peers
# ---------------------------------------------------------------------------------------------
def naive(kb, text: str) -> int:
    """The naive way for one question: parse the query, build the scenario, then a new Control
    that loads and parses the game's files, adds the facts (as Symbols), grounds and solves."""
    scenario = kb.builder.build(parse_query(text))
    facts = getattr(scenario, "facts", None)
    if facts is None:
        facts = scenario.inputs
    ctl = clingo.Control(["--warn=none"] + [f"-c{k}={int(v)}" for k, v in sorted(kb.constants.items())])
    ctl.load(str(game_dir(kb.game) / "main.lp"))
    _add_facts(ctl, list(kb.pool_facts) + list(facts))  # never as ASP text
    ctl.ground([("base", [])])
    ctl.configuration.solve.models = 0
    models = 0

    def on_model(_m) -> None:
        nonlocal models
        models += 1

    ctl.solve(on_model=on_model)
    if not models:
        raise RuntimeError("the naive way found no answer set")
    return models


def ground_size(kb, text: str) -> int | None:
    if not hasattr(kb.program, "ground_size"):
        return None
    return kb.program.ground_size(kb.builder.build(parse_query(text)).facts)


# ---------------------------------------------------------------------------------------------
# Parsing, cold start, batch
# ---------------------------------------------------------------------------------------------
_DEFINE = re.compile(r'^define (\w+) "[^"]+"(?: of "[^"]+")?(?: \([^)]*\))?:\s*(.*)$')


def card_texts(game: str, stream, items: int = 100) -> list[tuple[str, str]]:
    """(kind, card text) of the pool's entries and of the stream's ad hoc cards (distinct)."""
    pool = load_pool(game)
    texts = [(e.kind, " ".join(s.source for s in e.sentences)) for e in pool.entries if e.sentences]
    seen = set(texts)
    for i in range(items):
        for line in stream.item(i).full.splitlines():
            m = _DEFINE.match(line)
            if m and m.group(2) and (m.group(1), m.group(2)) not in seen:
                seen.add((m.group(1), m.group(2)))
                texts.append((m.group(1), m.group(2)))
    return texts


def parse_per_s(game: str, texts: list[tuple[str, str]]) -> tuple[float, int]:
    """Card-text sentences parsed per second, and the sentences of one round."""
    pool = load_pool(game)
    statuses = {e.ident: e.name for e in pool.entries if e.kind == "status"}
    per_round = sum(len(parse_text(t, pool.vocabulary, statuses, kind=k).sentences) for k, t in texts)
    rounds, start = 0, time.perf_counter()
    while True:
        for k, t in texts:
            parse_text(t, pool.vocabulary, statuses, kind=k)
        rounds += 1
        elapsed = time.perf_counter() - start
        if elapsed >= PARSE_SECONDS:
            return rounds * per_round / elapsed, per_round


def cold_start(query: Path, pycache: Path) -> float:
    """`pyrules ask` on one query file, from process start to answer (the checkout's pyrules), its
    bytecode kept in ``pycache`` as an installed package's is."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(pycache)
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "pyrules.cli", "ask", str(query)], cwd=ROOT,
                          capture_output=True, text=True, env=env)
    elapsed = time.perf_counter() - start
    if done.returncode not in (0, 1):  # 1: an answer differs from the file's expectation
        raise RuntimeError(f"pyrules ask {query} exited {done.returncode}: {done.stderr.strip()}")
    return elapsed


def batch_per_s(game: str, n: int, workers: int) -> float:
    """Scenarios per second through run_batch, worker start-up included, from a fresh process
    (this one has answered thousands of questions and holds a grounded game already: a batch
    run here with 1 worker would be slower per scenario than fresh worker processes are)."""
    done = subprocess.run([sys.executable, str(HERE / "streams.py"), "batch", game, "--n", str(n),
                           "--workers", str(workers)], cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"batch {game} x{workers} exited {done.returncode}: {done.stderr.strip()}")
    found = json.loads(done.stdout.strip().splitlines()[-1])
    return found["scenarios"] / found["seconds"]


# ---------------------------------------------------------------------------------------------
# One game
# ---------------------------------------------------------------------------------------------
def measure(game: str, n: int) -> dict:
    t0 = time.perf_counter()
    stream = streams.stream(game)
    kb = pyrules.load(game)
    if SETUP_BASES is not None:  # --setup-bases: the stream's knowledge bases with setup bases on or off
        kb.bases.open_setups(SETUP_SLOTS if SETUP_BASES == "on" else 0)
    reference = getattr(stream, "reference", None)
    naive_every = NAIVE_EVERY.get(game, NAIVE_EVERY_DEFAULT)
    _log(f"{game}: generating {n} scenarios")
    items = [stream.item(i) for i in range(n)]
    for i in range(WARMUP):  # first questions fill caches; not counted
        w = stream.item(n + i)
        kb.ask_text(w.legal)
        kb.ask_text(w.full)
        if i == 0 and kb.engine != "sequence" and w.state:  # Monster Rancher's enumeration base, grounded
            kb.legal_plays(State.from_text(w.state))  # once on first use (~4 s), as kb.program is above

    _log(f"{game}: legal, resolve, all legal, naive" + (", Python reference" if reference else "") + " (interleaved)")
    legal, resolve, ref, nai, all_legal, all_legal_1, cands, yes, sizes = [], [], [], [], [], [], [], [], []
    peer_kb: list[float] = []
    plays: list[float] = []
    plays_again: list[float] = []
    plays_n: list[int] = []
    loop: list[float] = []
    loop_cases: list = []  # a game loop's questions, asked after the interleaved figures (see below)
    whole_kb = None
    if kb.engine == "sequence":  # the same questions grounded on the whole program (no cut), interleaved
        whole_kb = KnowledgeBase(game)
        whole_kb.cuts = False
        if SETUP_BASES is not None:
            whole_kb.bases.open_setups(SETUP_SLOTS if SETUP_BASES == "on" else 0)
    legal_whole: list[float] = []
    for i, item in enumerate(items):
        t = time.perf_counter()
        kb.ask_text(item.legal)
        legal.append(time.perf_counter() - t)
        if whole_kb is not None:
            t = time.perf_counter()
            whole_kb.ask_text(item.legal)
            legal_whole.append(time.perf_counter() - t)
        t = time.perf_counter()
        kb.ask_text(item.full)
        resolve.append(time.perf_counter() - t)
        if reference is not None:
            t = time.perf_counter()
            reference(item)
            ref.append(time.perf_counter() - t)
            if item.ref_legal:  # the reference's own scenario, asked of the knowledge base too
                t = time.perf_counter()
                kb.ask_text(item.ref_legal)
                peer_kb.append(time.perf_counter() - t)
        if i % ALL_LEGAL_EVERY == 0 and item.candidates:
            t = time.perf_counter()
            answers = [r[0].answer for r in kb.ask_together([parse_query(c) for c in item.candidates])]
            all_legal.append(time.perf_counter() - t)
            t = time.perf_counter()
            one_by_one = [kb.ask_text(c)[0].answer for c in item.candidates]
            all_legal_1.append(time.perf_counter() - t)
            if one_by_one != answers:
                raise RuntimeError(f"ask_together differs from asking one by one on item {i}")
            cands.append(len(answers))
            yes.append(answers.count("yes"))
            if item.state:  # every play of the state, enumerated by the solver
                state = State.from_text(item.state)
                t = time.perf_counter()
                found = kb.legal_plays(state, every=True)
                plays.append(time.perf_counter() - t)
                t = time.perf_counter()
                again = kb.legal_plays(state, every=True)
                plays_again.append(time.perf_counter() - t)
                if [(p.line, p.legal) for p in again] != [(p.line, p.legal) for p in found]:
                    raise RuntimeError(f"legal_plays differs when asked again on item {i}")
                plays_n.append(len(found))
                if kb.engine == "sequence":  # the game loop below: the sequence games' setup bases
                    loop_cases.append([State.from_text(c).query((LEGAL,)) for c in item.candidates])
        if i % naive_every == 0:
            t = time.perf_counter()
            naive(kb, item.legal)
            nai.append(time.perf_counter() - t)
            size = ground_size(kb, item.legal)  # outside the timing
            if size is not None:
                sizes.append(size)

    loop_kb = None
    if loop_cases:  # a game loop asking of one play at a time, its setup bases on: measured apart, since a
        # live setup base slows every other grounding of the process (pyrules/setups.py)
        _log(f"{game}: a game loop asking of one play at a time")
        loop_kb = KnowledgeBase(game)  # its own, not load()'s shared one
        loop_kb.bases.open_setups()
        for cases in loop_cases:
            for case in cases:
                t = time.perf_counter()
                loop_kb.ask_query(case)
                loop.append(time.perf_counter() - t)
        answered = loop_kb.bases.answered
        del loop_kb
    played_states: list[float] = []
    played_questions: list[float] = []
    if loop_cases:  # a game loop played forward: each state's plays enumerated, then each one asked
        _log(f"{game}: a game loop played forward, every play of each state enumerated, then asked")
        played_states, played_questions = played_loop(game, items)
    _log(f"{game}: parsing")
    parse, sentences = parse_per_s(game, card_texts(game, stream))
    _log(f"{game}: cold start x{COLD_RUNS}")
    with tempfile.TemporaryDirectory() as pycache:
        cold_start(stream.cold_query, Path(pycache))  # the bytecode and the caches written
        cold = statistics.median(cold_start(stream.cold_query, Path(pycache)) for _ in range(COLD_RUNS))
    _log(f"{game}: batch of {n} with 1 worker")
    b1 = batch_per_s(game, n, 1)
    _log(f"{game}: batch of {n} with 2 workers")
    b2 = batch_per_s(game, n, 2)

    legal_p50, naive_p50 = statistics.median(legal), statistics.median(nai)
    ref_p50 = statistics.median(ref) if ref else None
    peer_p50 = statistics.median(peer_kb) if peer_kb else legal_p50
    figures = {
        "legal_p50_ms": _ms(legal_p50),
        "legal_p90_ms": _ms(_p(legal, 0.9)),
        "legal_whole_p50_ms": _ms(statistics.median(legal_whole)) if legal_whole else None,
        "cut_speedup": round(statistics.median(legal_whole) / legal_p50, 2) if legal_whole else None,
        "all_legal_p50_ms": _ms(statistics.median(all_legal)) if all_legal else None,
        "legal_plays_p50_ms": _ms(statistics.median(plays)) if plays else None,
        "legal_plays_again_p50_ms": _ms(statistics.median(plays_again)) if plays_again else None,
        "legal_plays_candidates": statistics.median(plays_n) if plays_n else None,
        "loop_legal_p50_ms": _ms(statistics.median(loop)) if loop else None,
        "loop_legal_p90_ms": _ms(_p(loop, 0.9)) if loop else None,
        "loop_from_base": round(answered / len(loop), 2) if loop else None,
        "played_state_p50_ms": _ms(statistics.median(played_states)) if played_states else None,
        "played_question_p50_ms": _ms(statistics.median(played_questions)) if played_questions else None,
        "played_question_p90_ms": _ms(_p(played_questions, 0.9)) if played_questions else None,
        "played_per_question_ms": _ms(sum(played_states) / len(played_questions)) if played_questions else None,
        "resolve_p50_ms": _ms(statistics.median(resolve)),
        "naive_p50_ms": _ms(naive_p50),
        "speedup_vs_naive": round(naive_p50 / legal_p50, 2),
        "python_ref_p50_ms": _ms(ref_p50) if ref_p50 is not None else None,
        "ratio_vs_python": round(peer_p50 / ref_p50, 1) if ref_p50 else None,
        "parse_per_s": round(parse),
        "cold_start_ms": _ms(cold),
        "batch_per_s_1": round(b1, 1),
        "batch_per_s_2": round(b2, 1),
        # extras
        "batch_per_core_2": round(b2 / 2, 1),
        "batch_scaling": round(b2 / b1, 2),
        "scenarios": n,
        "distinct_scenarios": len({item.full for item in items}),
        "resolve_p90_ms": _ms(_p(resolve, 0.9)),
        "legal_drift": round(statistics.median(legal[-(n // 3 or 1):]) / statistics.median(legal[:n // 3 or 1]), 2),
        "all_legal_states": len(all_legal),
        "candidates_per_state": statistics.median(cands) if cands else None,
        "legal_per_state": statistics.median(yes) if yes else None,
        "all_legal_per_candidate_ms": _ms(sum(all_legal) / sum(cands)) if cands else None,
        "all_legal_one_by_one_p50_ms": _ms(statistics.median(all_legal_1)) if all_legal_1 else None,
        "naive_samples": len(nai),
        "parse_sentences": sentences,
        "solver_variables": max(sizes) if sizes else kb.program.solver_variables,
        "solver_variables_of": "largest scenario grounding" if sizes else "grounded base",
        "python_peer_kb_p50_ms": _ms(statistics.median(peer_kb)) if peer_kb else None,
        "seconds": round(time.perf_counter() - t0, 1),
    }
    return figures


def played_loop(game: str, items: list) -> tuple[list[float], list[float]]:
    """A game loop played forward from each stream state by a seeded random player, its setup bases
    on: at each state, every play enumerated (`kb.legal_plays(state, every=True)`), then each one
    asked "is this play legal?" (`kb.ask_query` on the state stepped forward with it: answered from
    the enumeration's answer sets), then one legal play chosen, while the setup base has slots left.
    Returns each state's time (the enumeration and every question) and each question's time."""
    kb = KnowledgeBase(game)  # its own: a live setup base slows the other groundings of a process
    kb.bases.open_setups()
    states: list[float] = []
    questions: list[float] = []
    for i, item in enumerate(items):
        rng = random.Random(i)
        state = State.from_text(item.state)
        while len(state.steps) < kb.bases.setup_slots:
            t0 = time.perf_counter()
            plays = kb.legal_plays(state, every=True)
            enumerated = time.perf_counter() - t0
            cases = [state.then(p.step).query((LEGAL,)) for p in plays]  # built outside the timing, as
            # a program holding states would
            asked = 0.0
            for case, play in zip(cases, plays):
                t = time.perf_counter()
                answer = kb.ask_query(case)[0].answer
                questions.append(time.perf_counter() - t)
                asked += questions[-1]
                if answer != play.legal:
                    raise RuntimeError(f"a candidate asked after legal_plays differs from its verdict on item {i}")
            states.append(enumerated + asked)
            legal = [p for p in plays if p.legal == "yes"]
            if not legal:
                break
            state = state.then(rng.choice(legal).step)
    return states, questions


def measure_apart(game: str, n: int) -> dict:
    """measure(game, n) in a fresh process: a game measured after another one in the same process
    answers markedly slower (the other game's grounded program and objects stay in memory)."""
    done = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--one-game", game, "--n", str(n),
                           *(["--setup-bases", SETUP_BASES] if SETUP_BASES else [])],
                          cwd=ROOT, stdout=subprocess.PIPE, text=True)
    if done.returncode != 0:
        raise SystemExit(f"measuring {game} failed (exit status {done.returncode})")
    return json.loads(done.stdout.strip().splitlines()[-1])


# ---------------------------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------------------------
def verdict(value, op: str, target: float) -> str:
    if value is None:
        return "n/a"
    ok = value <= target if op == "<=" else value >= target
    return "met" if ok else "NOT met"


def _fmt(value) -> str:
    if value is None:
        return "null"
    if isinstance(value, float):
        return f"{value:,.3f}".rstrip("0").rstrip(".") if abs(value) < 100 else f"{value:,.1f}"
    if isinstance(value, int):
        return f"{value:,}"
    return str(value)


def human(figures: dict) -> str:
    out = []
    targets = {key: (op, tgt, words) for key, op, tgt, words in TARGETS}
    for game, f in figures.items():
        out.append(f"{game}: {f['scenarios']} scenarios ({f['distinct_scenarios']} distinct), "
                   f"{f['solver_variables']:,} solver variables ({f['solver_variables_of']}), {f['seconds']} s")
        out.append(f"  {'figure':<24} {'value':>12}   {'target':<22} verdict")
        for key, value in f.items():
            if key in ("scenarios", "distinct_scenarios", "solver_variables", "solver_variables_of", "seconds"):
                continue
            no_ref = value is None and key in ("python_ref_p50_ms", "ratio_vs_python")
            if key in targets:
                op, tgt, words = targets[key]
                note = "n/a (no Python reference for this game)" if no_ref else verdict(value, op, tgt)
                out.append(f"  {key:<24} {_fmt(value):>12}   {words:<22} {note}")
            else:
                note = "   (no Python reference for this game)" if no_ref else ""
                out.append(f"  {key:<24} {_fmt(value):>12}{note}")
        out.append("")
    games = list(figures)
    out.append("targets")
    out.append(f"  {'figure':<18} {'target':<22} " + " ".join(f"{g:>18}" for g in games))
    for key, op, tgt, words in TARGETS:
        cells = []
        for g in games:
            v = figures[g].get(key)
            cells.append(f"{_fmt(v) + ' ' + verdict(v, op, tgt):>18}" if v is not None else f"{'n/a':>18}")
        out.append(f"  {key:<18} {words:<22} " + " ".join(cells))
    return "\n".join(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    ap.add_argument("--n", type=int, default=300, help="scenarios in each game's stream (default 300)")
    ap.add_argument("--games", default=",".join(GAMES), help="comma-separated games (default: all three)")
    ap.add_argument("--out", help="also write the figures, date, machine and versions to this JSON file")
    ap.add_argument("--setup-bases", choices=("on", "off"),
                    help="setup bases of the stream's knowledge bases on or off (default: the engine's default)")
    ap.add_argument("--one-game", help=argparse.SUPPRESS)
    args = ap.parse_args()
    global SETUP_BASES
    SETUP_BASES = args.setup_bases
    games = [g.strip() for g in args.games.split(",") if g.strip()]
    unknown = [g for g in games if g not in streams.STREAMS]
    if unknown:
        ap.error(f"unknown game(s) {', '.join(unknown)}; choose from {', '.join(GAMES)}")
    if args.n < 1:
        ap.error("--n must be at least 1")
    if args.one_game:  # one game in this process (run.py runs each game so)
        print(json.dumps(measure(args.one_game, args.n)))
        return
    start = time.perf_counter()
    figures = {game: measure_apart(game, args.n) for game in games}
    _log(f"done in {time.perf_counter() - start:.0f} s")
    if args.out:
        record = {"date": datetime.datetime.now().isoformat(timespec="seconds"), "n": args.n,
                  "machine": {"cpu_count": os.cpu_count(), "platform": platform.platform()},
                  "python": platform.python_version(), "clingo": clingo.__version__,
                  "games": figures}
        out = Path(args.out)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(record, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(figures, indent=2) if args.json else human(figures))


if __name__ == "__main__":
    main()
