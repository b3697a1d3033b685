"""The same question gives the same answer and explanation every run, whatever the order of
the card pool's facts, of a scenario's input atoms, or of the files asked."""

from __future__ import annotations

import random

import pytest

from conftest import QUERIES

import pyrules
from pyrules.asp import GroundProgram
from pyrules.facts import pool_facts
from pyrules.kb import INPUTS
from pyrules.query import load_query
from pyrules.resources import game_dir

FILES = sorted((QUERIES / "monster_rancher").glob("*.query"))


def _answers(kb, files):
    return {f.stem: [r.as_dict() for r in kb.ask_file(f)] for f in files}


@pytest.fixture(scope="module")
def baseline():
    return _answers(pyrules.load("monster_rancher"), FILES)


def test_shuffled_pool_facts_give_the_same_answers(baseline):
    kb = pyrules.KnowledgeBase("monster_rancher")
    facts = pool_facts(kb.pool)
    random.Random(7).shuffle(facts)
    kb.program = GroundProgram([game_dir("monster_rancher") / "main.lp"], facts, kb.constants, INPUTS)
    assert _answers(kb, FILES) == baseline


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_shuffled_inputs_and_file_order_give_the_same_answers(baseline, seed):
    kb = pyrules.load("monster_rancher")
    rng = random.Random(seed)
    files = rng.sample(FILES, 30)
    for f in files:
        query = load_query(f)
        scenario = kb.builder.build(query)
        rng.shuffle(scenario.inputs)
        models = kb.solve(scenario)
        got = [kb._answer(query, scenario, models, ask).as_dict() for ask in query.asks]
        assert got == baseline[f.stem], f.stem
