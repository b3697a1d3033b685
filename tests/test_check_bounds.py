"""The bounds of `pyrules check` (issue 15: at least ten times the scenarios of before), and what
makes them affordable: scenarios grounded together, firing read from answer sets, the
contradiction core's deletion by binary search.  Counts only: no timing here."""

from __future__ import annotations

import random

import pytest

from pyrules.asp import ScenarioProgram
from pyrules.explore import generate, load_spec, prefix
from pyrules.kb import _deletion, load

# generated scenarios before issue 15's raised bounds (2026-11-28), and the factor the check now
# explores in no more time than it took then (Epic Battles 7x and Capcom Crossovers 4x, not 10x; see
# docs/check_and_faq.md, "The check's raised bounds")
BEFORE = {"monster_rancher": 318, "epic_battles": 410, "capcom_crossovers": 299}
FACTOR = {"monster_rancher": 10, "epic_battles": 7, "capcom_crossovers": 4}


@pytest.mark.parametrize("game", sorted(BEFORE))
def test_check_explores_ten_times_the_scenarios(game):
    found = generate(game, load(game).pool, prefix(game))
    assert len(found) >= FACTOR[game] * BEFORE[game]
    # the families of before come first, unchanged in number, so their scenarios keep their names
    assert sum(1 for g in found if g.faq) == BEFORE[game]
    assert all(g.faq for g in found[:BEFORE[game]])


@pytest.mark.parametrize("game", sorted(BEFORE))
def test_the_raised_bounds_hold_triples(game):
    """A check-only family varies one element with at least two other optional or listed slots."""
    families = [f for f in load_spec(game).families if not f.get("faq", True)]
    assert families and all(len(f["slots"]) >= 3 for f in families)
    assert load_spec(game).together >= 1


def _linear(order, sat):
    kept = list(order)
    for c in list(order):
        trial = [x for x in kept if x != c]
        if not sat(trial):
            kept = trial
    return kept


def test_deletion_by_binary_search_keeps_what_linear_deletion_keeps():
    rng = random.Random(15)
    for _ in range(2000):
        order = [f"c{i}" for i in range(rng.randint(1, 14))]
        cores = [set(rng.sample(order, rng.randint(1, min(3, len(order))))) for _ in range(rng.randint(1, 3))]
        calls = []

        def sat(clauses, cores=cores, calls=calls):
            calls.append(1)
            return not any(c <= set(clauses) for c in cores)
        assert _deletion(order, sat) == _linear(order, sat)


def test_a_group_records_only_what_an_answer_set_of_one_scenario_fires(tmp_path):
    """Grounded together, the facts p (scenario 0) and q (scenario 1) both look possible to the
    grounder, so it keeps the body of ``c :- p, q``; no scenario fires it, and neither may the check."""
    lp = tmp_path / "main.lp"
    lp.write_text("a :- p.\nb :- q.\nc :- p, q.\n#show a/0. #show b/0. #show c/0.\n", encoding="utf-8")
    from clingo import Function

    p, q = Function("p"), Function("q")
    together = ScenarioProgram([lp], [], {}, instrumented=True)
    joint = together.ground_together([[p], [q]])
    joint.solve(0)
    joint.solve(1)
    alone = ScenarioProgram([lp], [], {}, instrumented=True)
    alone.solve([p])
    alone.solve([q])
    rule = {site.text.split(" :-")[0]: site.index for site in together.sites}
    assert together.fired == alone.fired == {rule["a"], rule["b"]}
