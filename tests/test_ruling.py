"""The ruling in words (pyrules/ruling.py): a derivation tree linearized, on trees built by hand."""

from __future__ import annotations

from clingo import Function, Number

from pyrules.derive import CMP, NOT, Node, Rule
from pyrules.ruling import Sentence, encoding_forms, ruling, sentences


def rule(*clauses: str) -> Rule:
    return Rule(0, "toy.lp", 1, tuple(clauses))


def atom(name: str, *args: int):
    return Function(name, [Number(a) for a in args])


def cmp(op: str, left: int, right: int):
    from clingo import String
    return Function(CMP, [String(op), Number(left), Number(right)])


PRIO = Node(atom("prio", 2, 4), rule=rule("CC-SPEC-04"), said="step 2 has priority 4")
STAT = Node(atom("stat", 1), said="Y's priority is 2")  # given by the scenario
BASIC = Node(atom("prio", 1, 2), rule=rule("CC-BASIC-05"), premises=(STAT,), said="step 1 has priority 2")
HIGHER = Node(atom("higher", 2), rule=rule("CC-COUNTER-02"), premises=(PRIO, BASIC), checks=(cmp(">", 4, 2),),
              said="step 2 has a higher priority", said_checks=("4 > 2",))
HIT2 = Node(atom("hit", 2, 7), rule=rule(), premises=(HIGHER,), said="step 2 hits Y for 7")
HIT3 = Node(atom("hit", 3, 3), rule=rule(), said="step 3 hits Y for 3")
TAKEN = Node(atom("taken", 10), rule=rule("CC-COMBO-05"), parts=(HIT2, HIT3), said="Y takes 7 + 3 = 10 damage")


def test_premises_come_first_each_with_its_clauses_and_the_numbers_it_compared():
    said = sentences(TAKEN)
    assert [s.text.split(",")[0] for s in said] == ["step 2 has priority 4", "step 1 has priority 2",
                                                    "step 2 has a higher priority", "Y takes 7 + 3 = 10 damage"]
    assert said[2].cites == ("4 > 2", "CC-COUNTER-02")
    assert str(said[-1]) == ("Y takes 7 + 3 = 10 damage, as step 2 hits Y for 7 and step 3 hits Y for 3 "
                             "(CC-COMBO-05).")


def test_a_helper_step_or_a_given_fact_is_folded_into_the_sentence_that_uses_it():
    said = sentences(TAKEN)
    assert str(said[1]) == "Step 1 has priority 2, as Y's priority is 2 (CC-BASIC-05)."
    assert not any(s.text.startswith(("step 2 hits", "Y's priority")) for s in said)


def test_a_fact_met_twice_is_said_once_and_cites_the_clauses_of_both():
    again = Node(atom("prio", 2, 4), rule=rule("CC-X-01"), said="step 2 has priority 4")
    root = Node(atom("done"), rule=rule("CC-Y-01"), premises=(PRIO, again), said="it is done")
    said = sentences(root)
    assert [s.text for s in said] == ["step 2 has priority 4", "it is done"]
    assert said[0].cites == ("CC-SPEC-04", "CC-X-01")


def test_a_step_that_did_not_fire_says_what_failed_and_not_the_failed_premise_again():
    evaded = Node(atom("evaded", 1), rule=rule("CC-COUNTER-03"), said="the attack of step 1 is evaded")
    failed = Node(atom("lands", 1), False, rule=rule("CC-LAND-01"), premises=(evaded,), said="step 1 does not land",
                  failed="the attack of step 1 is evaded", cause=(atom("evaded", 1), True))
    said = sentences(failed)
    assert [str(s) for s in said] == ["Step 1 does not land: the attack of step 1 is evaded (CC-LAND-01, CC-COUNTER-03)."]


def test_checks_that_did_not_fire_are_said_only_where_they_cite_a_decisive_clause():
    kept = Node(atom("sv", 1), False, rule=rule("CC-A-01"), said="step 1 does not break CC-A-01", failed="no")
    other = Node(atom("sv", 2), False, rule=rule("CC-B-01"), said="step 2 does not break CC-B-01", failed="no")
    root = Node(atom("legal"), rule=rule(), checked=(kept, other), said="the play is legal")
    said = [str(s) for s in sentences(root, keep=["CC-A-01"])]
    assert said == ["Step 1 does not break CC-A-01: no (CC-A-01).", "The play is legal.",
                    "The rules checked that did not apply: CC-B-01."]
    assert len(sentences(root)) == 3  # without the decisive clauses: every check


def test_an_absence_the_game_words_is_a_reason_and_one_it_does_not_is_left_out():
    worded = Function(NOT, [atom("vc", 2)])
    bare = Function(NOT, [atom("avoid_move", 2)])
    node = Node(atom("answer", 2), rule=rule("CC-COUNTER-01"), checks=(worded, bare),
                said="step 2 answers an attack", said_checks=("step 2 is not a variable counter", "not avoid_move(2)"))
    assert str(sentences(node)[0]) == "Step 2 answers an attack, as step 2 is not a variable counter (CC-COUNTER-01)."


def test_an_unknown_answer_says_what_every_reading_shares_once_then_a_paragraph_per_reading():
    one = Node(atom("legal"), rule=rule(), premises=(PRIO,), said="the play is legal")
    two = Node(atom("legal"), False, rule=rule(), premises=(PRIO,), said="the play is not legal")
    said = ruling([("G1=a", one), ("G1=b_c", two)], {"G1=a": "yes", "G1=b_c": "no"})
    assert said == ["Under every reading: Step 2 has priority 4 (CC-SPEC-04). Then the readings part:",
                    "Reading G1=a (gives yes): The play is legal.",
                    "Reading G1=b c (gives no): The play is not legal."]


def test_an_illegal_play_begins_with_what_forbids_it_and_ends_with_its_counterfactual():
    said = ruling([("", TAKEN)], {}, ["Forbidden by CC-X-01 (here: step 2)."], ["It would be legal without: Y."])
    assert said[0] == "Forbidden by CC-X-01 (here: step 2)." and said[-1] == "It would be legal without: Y."


def test_encoding_forms_are_atoms_and_snake_case_words_outside_quotes():
    assert encoding_forms('Step 2 does not break CC-BASIC-01: kind(2,basic) does not hold (CC-BASIC-01).') == ["kind"]
    assert encoding_forms('player_flag is set; "a_b(c)" is quoted; Suezo\'s Provoke; Loc-A1 (copy 1)') == ["player_flag"]
    assert str(Sentence("kind(2,basic) holds")) == "kind(2,basic) holds."  # not capitalized out of sight


def test_sentences_of_the_same_shape_are_said_as_one_citing_their_clauses_once():
    from pyrules.ruling import grouped

    moves = [Sentence(f"before step {i + 1}, X is in the hand, as step {i} does not move X", ("EB-CTRL-01",))
             for i in (1, 2, 3)]
    checks = [Sentence("step 5 does not break EB-BLOCK-01: step 5 does not use 0 cards", ("EB-BLOCK-01",)),
              Sentence("step 5 does not break EB-BLOCK-01: 1 > 1 is false", ("EB-BLOCK-01",))]
    other = Sentence("step 2 has a higher priority", ("4 > 2", "CC-COUNTER-02"))
    said = [str(s) for s in grouped([*moves, *checks, other, Sentence("the play is legal")])]
    assert said == ["Before step 2, X is in the hand, as step 1 does not move X; before step 3, X is in the hand, "
                    "as step 2 does not move X; before step 4, X is in the hand, as step 3 does not move X "
                    "(EB-CTRL-01).",
                    "Step 5 does not break EB-BLOCK-01: step 5 does not use 0 cards; 1 > 1 is false (EB-BLOCK-01).",
                    "Step 2 has a higher priority (4 > 2, CC-COUNTER-02).", "The play is legal."]
    assert grouped([moves[0], Sentence(moves[1].text, ("EB-CTRL-02",))]) == [moves[0], Sentence(moves[1].text, ("EB-CTRL-02",))]
