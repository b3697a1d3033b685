"""Epic Battles: the card-text language of its documents, named cards in scenarios, and a few
rules checked from the rule documents' words (beyond the public cases)."""

from __future__ import annotations

import pytest

from conftest import QUERIES

import pyrules
from pyrules.errors import PyrulesError
from pyrules.query import load_query
from pyrules.statements import load_vocabulary, parse_text

GAME = "epic_battles"

# Every text the documents print (the example Technique texts and the play rule included).
DOCUMENT_TEXTS = [
    "While in your energy pile, your rival must pay 1 energy before he can block your 0 cost projectiles.",
    "HIT – Switch up to 3 weapons in your hand with the same number of cards in your energy pile.",
    "When you flip an event because you played a punch, draw a card. Anytime you draw an event, you may reveal it "
    "and set it.",
    "While your rival has 5 or more energy, cards that go into his energy pile are discarded instead.",
    "MORTAL KOMBAT ONLY. Flip at the start of Draw. Search your deck for a card and put it into your hand. "
    "Limit 1 per deck.",
    "Draw a card at the start of Battle.",
    "Your punches do +1 damage.",
    "Your kicks gain +1 chip.",
    "Your projectiles cost -1 energy (minimum 1).",
    "When you perform your first successful attack each turn, discard the top card of your deck. If it is an attack, "
    "put it into your energy pile.",
    "Limit 1 copy per deck.",
    "It takes 2 blocks to block this attack. This attack's damage cannot be lowered.",
]


@pytest.mark.parametrize("text", DOCUMENT_TEXTS)
def test_document_texts_round_trip(text):
    v = load_vocabulary(GAME)
    entry = parse_text(text, v, {})
    rendered = " ".join(s.render(v) for s in entry.sentences)
    assert parse_text(rendered, v, {}).sentences == entry.sentences
    assert len(entry.sentences) == text.count(". ") + 1


def _ask(text: str) -> dict[str, str]:
    kb = pyrules.load(GAME)
    return {r.question: r.answer for r in kb.ask_text(text)}


HEAD = "game epic_battles\nturn A\n"


def test_replaced_location_goes_to_its_owner_not_its_controller():
    # EB-LOC-10, EB-CTRL-03: B controls a Location A owns; B's new one sends it to A's pile.
    out = _ask('game epic_battles\nturn B\nphase set\ndefine location "L1":\ndefine location "L2":\n'
               'player B: up "L1", hand "L2"\nplayer A: owns "L1"\n'
               'step B play "L2"\nask zone "L1"\nask discard A\nask discard B\nask owner "L1"\n')
    assert out == {'zone "L1"': "discard", "discard A": "1", "discard B": "0", 'owner "L1"': "a"}


def test_combo_effects_start_with_the_second_attack():
    # EB-COMBO-04, EB-COMBO-05: "Attacks in your combos do +1 damage." never reaches back.
    out = _ask(HEAD + 'phase battle\ndefine technique "T": Attacks in your combos do +1 damage.\n'
               'define attack "X1" (high): Cost: 0. Damage: 2.\ndefine attack "X2" (high): Cost: 0. Damage: 2.\n'
               'player A: up "T", hand "X1" "X2"\n'
               'step A attack "X1"\nstep B pass\nstep A attack "X2"\nstep B pass\n'
               'ask damage B\nask attack damage "X1"\nask attack damage "X2"\nask combo A\n')
    assert out == {"damage B": "5", 'attack damage "X1"': "2", 'attack damage "X2"': "3", "combo A": "yes"}


def test_one_action_a_turn():
    # EB-TURN-02, EB-TECH-11: a flip is the Action; an attack after it is a second one.
    out = _ask(HEAD + 'phase battle\ndefine technique "T": Cost: 1.\ndefine attack "X" (high): Cost: 0.\n'
               'player A: down "T", energy 2, hand "X"\nstep A flip "T"\nstep A attack "X"\n'
               'ask legal step 1\nask legal step 2\nask zone "T"\nask zone "X"\n')
    assert out == {"legal step 1": "yes", "legal step 2": "no", 'zone "T"': "up", 'zone "X"': "hand"}


def test_an_unknown_cost_leaves_legality_open():
    out = _ask(HEAD + 'phase battle\ndefine support "S":\nplayer A: down "S", energy 2\nstep A flip "S"\nask legal\n')
    assert out == {"legal": "unknown"}


@pytest.mark.parametrize("text, message", [
    ('player A: hand "Nope"\n', "no card 'Nope'"),
    ('define card "C":\nplayer A: hand "C", discard "C"\n', "listed twice"),
    ('define card "C":\nplayer A: pocket "C"\n', "unknown player property"),
    ('define card "C":\nplayer A: hand "C"\nstep A juggle "C"\n', "unknown step"),
    ('ask common knowledge hand colour\n', "needs one of"),
])
def test_bad_scenarios_are_clear_errors(text, message):
    kb = pyrules.load(GAME)
    with pytest.raises(PyrulesError) as err:
        kb.ask_text(HEAD + text, "bad.query")
    assert message in str(err.value)
    assert err.value.line > 0


def test_scenarios_ground_small():
    """Each scenario is grounded with its own facts (a deterministic size, not a time)."""
    kb = pyrules.load(GAME)
    sizes = [kb.program.ground_size(kb.builder.build(load_query(p)).facts)
             for p in sorted((QUERIES / GAME).glob("*.query"))]
    assert sizes and max(sizes) < 2000
