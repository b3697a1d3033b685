"""The statement language: every card text parses, and its rendering parses back to the same model."""

from __future__ import annotations

import pytest

from pyrules.resources import games
from pyrules.statements import load_pool, parse_entries, parse_text
from pyrules.errors import ParseError, UnknownName

POOLS = {g: load_pool(g) for g in games()}
ENTRIES = [(g, e) for g, pool in POOLS.items() for e in pool.entries]


def _statuses(game):
    return {e.ident: e.name for e in POOLS[game].entries if e.kind == "status"}


@pytest.mark.parametrize("game,entry", ENTRIES, ids=[f"{g}/{e.kind}/{e.name}" for g, e in ENTRIES])
def test_card_round_trip(game, entry):
    vocab = POOLS[game].vocabulary
    rendered = entry.render(vocab)
    again = parse_entries(rendered, vocab, "<render>", _statuses(game))
    assert again == [entry], rendered
    # the canonical rendering is a fixed point
    assert again[0].render(vocab) == rendered


def test_every_sentence_keeps_its_source():
    for _, entry in ENTRIES:
        for s in entry.sentences:
            assert s.source.strip().endswith((".", "[assumed]")), s.source
            assert s.position is not None and s.position.line > 0


@pytest.mark.parametrize("text,term", [
    ("Deals 3 damage split among the opponent's monsters.", "deal(3,split,opponents,any)"),
    ("Deals 3 damage to each Ground opponent monster.", "deal(3,each,opponents,ground)"),
    ("Gives x2 damage.", "modifier(played_with,damage,mul(2),none)"),
    ("The attacker takes half of the damage instead of the user.", "take(the(attacker),half,the(user))"),
    ("A move with final damage 3 or less cannot be used.", "passive(cannot,threshold(move,final_damage,le,3),used,none)"),
    ("The opponent must damage this monster.", "deontic(must,the(opponent),act(damage,holder,none,none),none)"),
    ('The user gets "Doll" until your next turn.', "grant(the(user),doll,until_next_turn)"),
    ("Return 1 card from your hand to your deck, then draw 1 card.",
     "then(move_cards(1,zone(hand),zone(deck),chosen),draw(1))"),
    ("If the target would be KO'd, its life points become 1 instead.", "set_instead(the(target),ko,life_points,1)"),
    ("Deals double damage to Air monsters.", "versus(double,air)"),
])
def test_sentence_facts(text, term):
    pool = POOLS["monster_rancher"]
    entry = parse_text(text, pool.vocabulary, _statuses("monster_rancher"))
    assert [str(s.clause.term()) for s in entry.sentences] == [term]


@pytest.mark.parametrize("text", ["Deals three damage.", "The user gets Doll.", "Gives +2 damages.", ""])
def test_bad_card_text_is_an_error(text):
    pool = POOLS["monster_rancher"]
    with pytest.raises((ParseError, UnknownName)) as info:
        entry = parse_text(text, pool.vocabulary, _statuses("monster_rancher"))
        if not entry.sentences:
            raise ParseError("empty", "<text>")
    assert "<text>" in str(info.value)


@pytest.mark.parametrize("text,tags,terms", [
    ("Slash Kick (Jack) [VC]: Type: C Damage: 6 Priority: 4 Combo Points: 1", ("vc",),
     ["stat(card,j)", "stat(type,code(c,nil))", "stat(damage,6)", "stat(priority,4)", "stat(combo_points,1)"]),
    ("[TS] Storm (Ace): Type: B(R) Damage: 28 Priority: 5 Combo Points: 3", ("ts",),
     ["stat(card,a)", "stat(type,code(b,cons(r,nil)))", "stat(damage,28)", "stat(priority,5)", "stat(combo_points,3)"]),
    ("Flurry (Queen + Up to 2 additional Queens) [VC]: Type: C Damage: 6 Priority: 3 Combo Points: 1. "
     "Each additional Queen deals 4 more damage.", ("vc",),
     ["stat(card,cards(q,2,q))", "stat(type,code(c,nil))", "stat(damage,6)", "stat(priority,3)", "stat(combo_points,1)",
      "each_extra(q,modifier(this(move),damage,add(4),none))"]),
])
def test_a_printed_line_given_as_a_card_text_is_that_move(text, tags, terms):
    """A Capcom move line as its document prints it, tag markers and all, given where a card text is expected:
    the move with its markers (CC-VC-01, CC-TS-01) and every sentence, nothing dropped."""
    pool = POOLS["capcom_crossovers"]
    entry = parse_text(text, pool.vocabulary, _statuses("capcom_crossovers"))
    assert (entry.kind, entry.tags) == ("move", tags)
    assert [str(s.clause.term()) for s in entry.sentences] == terms


@pytest.mark.parametrize("text", [
    'move "A": Type: B. move "B": Type: C.',  # two entries are a card file, not a card text
    "Deals 4 more damage. Slash (Jack) [VC]: Type: C Damage: 6",  # a printed line after a sentence
])
def test_more_than_one_printed_line_is_not_a_card_text(text):
    pool = POOLS["capcom_crossovers"]
    with pytest.raises(ParseError) as info:
        parse_text(text, pool.vocabulary, _statuses("capcom_crossovers"))
    assert "<text>" in str(info.value)
