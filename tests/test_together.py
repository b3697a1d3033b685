"""Several scenarios answered from one grounding (KnowledgeBase.ask_together) give, query by
query, the answers each gets alone: for the candidate plays of one state, and for unrelated
query files grouped together."""

from __future__ import annotations

import re

import pytest

from conftest import QUERIES
from pyrules import load
from pyrules.asp import Function, Number, Symbol
from pyrules.errors import BoundsError, ParseError, PyrulesError, UnknownName
from pyrules.query import load_query, parse_query

STATE = """game capcom_crossovers
turn A
character A "Gambit": combo 5, strength 7
character B "Ryu": hp 40, strength 6, combo 4
define move "Shoryuken" of "Ryu": Card: Queen. Type: E. Damage: 7. Priority: 4. Combo points: 1.
player A: hand "4S" "5D" "QH" "9C" "KH"
player B: hand "QD" "JD" "3C"
step A attack "4S"
"""

# the next step after the opening attack: each card of either hand, as the rules would let a
# player try it (a basic attack, a dodge, a special move, a counter), some legal and some not
NEXT = ['step A attack "5D"', 'step A attack "9C"', 'step A attack "QH" as "Cajun Slash"',
        'step A attack "KH" as "Cajun Slash"', 'step B dodge "3C"', 'step B counter "QD" as "Shoryuken"',
        'step B counter "JD" as "Hadouken"']


def _candidates() -> list:
    return [parse_query(f"{STATE}{play}\nask legal\nask total damage A\nask hp \"Ryu\"\n", f"<candidate {i}>")
            for i, play in enumerate(NEXT)]


def test_candidate_plays_of_one_state_get_the_answers_each_gets_alone():
    kb = load("capcom_crossovers")
    candidates = _candidates()
    alone = [kb.ask_query(q) for q in candidates]
    together = kb.ask_together(candidates)
    assert together == alone
    legal = [results[0].answer for results in together]
    assert "yes" in legal and "no" in legal  # the candidates differ where it matters


@pytest.mark.parametrize("game", ["capcom_crossovers", "epic_battles"])
def test_unrelated_query_files_grouped_get_their_own_answers(game):
    kb = load(game)
    queries = [load_query(p) for p in sorted((QUERIES / game).glob("*.query"))]
    alone = [kb.ask_query(q) for q in queries]
    together = []
    for k in range(0, len(queries), 8):
        together += kb.ask_together(queries[k:k + 8])
    assert together == alone


def test_monster_rancher_grounded_per_group_answers_as_its_open_base():
    """Monster Rancher's open base (inputs as externals, grounded once) and its groundings per
    group of scenarios (inputs as facts) give the same answers on every query file."""
    kb = load("monster_rancher")
    queries = [load_query(p) for p in sorted((QUERIES / "monster_rancher").glob("*.query"))]
    together = []
    for k in range(0, len(queries), 8):
        together += kb.ask_together(queries[k:k + 8])
    assert together == [kb.ask_query(q) for q in queries]


MR_STATE = """game monster_rancher
monster A "Pixie"
monster B "Golem"
play "Pixie" uses "Shotgun"
ask legal
"""


def _with_input(build, extra: Symbol, origin=None):
    """A Monster Rancher scenario plus one input atom the builder would never write."""
    scenario = build(parse_query(MR_STATE, "<odd>"))
    scenario.inputs.append(extra)
    if origin:
        scenario.origins[extra] = origin
    return scenario


@pytest.mark.parametrize("extra, origin, error, words", [
    (Function("lp", [Function("m", [Function("a"), Number(1)]), Number(999)]), None, BoundsError,
     "no room for lp(m(a,1),999)"),
    (Function("card_says", [Function("move"), Number(1), Function("juggle")]), ("Odd Move", "Juggles.", None),
     ParseError, "has no rule for this sentence of 'Odd Move': Juggles."),
])
def test_an_input_outside_the_declared_domain_is_an_error_on_either_grounding(monkeypatch, extra, origin, error, words):
    kb = load("monster_rancher")
    build = kb.builder.build
    with pytest.raises(error, match=re.escape(words)):
        kb.solve(_with_input(build, extra, origin))  # the open base
    monkeypatch.setattr(kb.builder, "build", lambda q: _with_input(build, extra, origin))
    with pytest.raises(error, match=re.escape(words)):
        kb.ask_together([parse_query(MR_STATE, "<odd>")])  # grounded with the scenario's facts


def test_the_first_query_that_cannot_be_answered_raises_its_error():
    kb = load("capcom_crossovers")
    bad = parse_query(f"{STATE}step A attack \"QH\" as \"Shinkuu Hadouken\"\nask legal\n", "<bad>")
    with pytest.raises(UnknownName) as err:
        kb.ask_together(_candidates()[:2] + [bad])
    assert err.value.file == "<bad>"
    unasked = parse_query(f"{STATE}ask damage \"Nobody\"\n", "<unasked>")
    with pytest.raises(PyrulesError, match="Nobody"):
        kb.ask_together(_candidates()[:2] + [unasked])
