"""Capcom Crossovers: the deck model (ranks, suits, colours, values) and the move-list grammar.

The expectations come from the rules document: number cards are 2..10, face cards J/Q/K,
Aces and Jokers apart (CC-BASIC-01, CC-SPEC-01, CC-SUPER-01); red is hearts and diamonds
(CC-NEG-06); an Ace counts 1 for a dodge (CC-DODGE-04); no value is given to a face card or a
Joker (CC-M8, CC-G7).
"""

from __future__ import annotations

import pytest

import pyrules
from pyrules.asp import Function, Number
from pyrules.errors import ParseError, UnknownName
from pyrules.query import parse_query
from pyrules.statements import load_pool, parse_entries

GAME = "capcom_crossovers"
RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
SUITS = ["S", "H", "D", "C"]
DECK = [r + s for r in RANKS for s in SUITS] + ["JOKER"]


@pytest.fixture(scope="module")
def kb():
    return pyrules.load(GAME)


def _card(kb, text):
    return kb.builder.card(text, parse_query("game capcom_crossovers\n"), None)


def _deck_model(kb):
    """Solve the game's program with every card of a deck in a player's hand; read the deck atoms."""
    facts = [Function("player_card", [Function("a"), Function("hand"), Number(k), _card(kb, c)])
             for k, c in enumerate(DECK, start=1)]
    program = kb.program
    ctl = program._ground(facts)
    out: dict[str, set] = {"card_class": set(), "value": set(), "colour": set(), "dodge_value": set()}
    with ctl.solve(yield_=True) as handle:
        model = next(iter(handle))
        for name in out:
            out[name] = {tuple(a.arguments) for a in model.symbols(atoms=True) if a.name == name}
    return out


def _expected_class(text):
    if text == "JOKER":
        return "joker"
    rank = text[:-1]
    return {"J": "face", "Q": "face", "K": "face", "A": "ace"}.get(rank, "number")


def test_card_notation(kb):
    assert _card(kb, "10C") == Function("card", [Number(10), Function("c")])
    assert _card(kb, "jd") == Function("card", [Function("j"), Function("d")])
    assert _card(kb, "JOKER") == Function("card", [Function("joker"), Function("x")])


@pytest.mark.parametrize("bad", ["1S", "11H", "JX", "", "10", "Joker Red", "AS2"])
def test_a_bad_card_is_a_clear_error(kb, bad):
    with pytest.raises(UnknownName) as err:
        _card(kb, bad)
    assert "is not a card" in str(err.value)


def test_deck_model(kb):
    model = _deck_model(kb)
    classes = {str(c): str(k) for c, k in model["card_class"]}
    assert len(classes) == 53
    for text in DECK:
        assert classes[str(_card(kb, text))] == _expected_class(text), text
    values = {str(c): v.number for c, v in model["value"]}
    for text in DECK:
        if _expected_class(text) == "number":
            assert values[str(_card(kb, text))] == int(text[:-1])
        else:
            assert str(_card(kb, text)) not in values, f"{text} has no numeric value in the rules"
    colours = {str(c): str(k) for c, k in model["colour"]}
    for text in DECK[:-1]:
        assert colours[str(_card(kb, text))] == ("red" if text[-1] in "HD" else "black")
    assert str(_card(kb, "JOKER")) not in colours
    dodge = {str(c): v.number for c, v in model["dodge_value"]}
    for suit in SUITS:
        assert dodge[str(_card(kb, "A" + suit))] == 1
        for face in "JQK":
            assert str(_card(kb, face + suit)) not in dodge
    assert str(_card(kb, "JOKER")) not in dodge


# ---- the move-list grammar ----------------------------------------------------------------

VOCAB = load_pool(GAME).vocabulary


def _parse(text):
    return parse_entries(text, VOCAB, "<test>", {})


def test_move_stat_block_terms():
    (move,) = _parse('move "Dazer" of "D": Card: Queen. Type: C(R, S). Damage: 6. Priority: 3. Combo points: 1.')
    terms = [str(s.clause.term()) for s in move.sentences]
    assert terms == ["stat(card,q)", "stat(type,code(c,cons(r,cons(s,nil))))", "stat(damage,6)",
                     "stat(priority,3)", "stat(combo_points,1)"]


def test_optional_extra_cards_and_alternatives():
    (move,) = _parse('move "Escape" of "G": Cards: King + up to 1 additional King. Combo points: 1 or 2. '
                     'Avoids 1 special move attack. With 1 additional King, deals 8 damage to the attacker.')
    terms = [str(s.clause.term()) for s in move.sentences]
    assert terms == ["stat(card,cards(k,1,k))", "stat(combo_points,alt(1,2))",
                     "avoid(1,special_move_attack)", "with_extra(1,k,deal(8,one,attacker,any))"]


def test_stat_blocks_round_trip():
    for text in ['move "M" of "X" (VC): Card: Jack. Type: A(R). Damage: 8. Priority: 3. Combo points: 1.',
                 'character "Y": HP: 100. Strength: 6. Defense bonus: 2. Throw type: A. [assumed]',
                 'move "R" of "X": Card: Jack. Type: C. Damage: 4. Resets used combo points.']:
        entries = _parse(text)
        rendered = entries[0].render(VOCAB)
        assert _parse(rendered) == entries


def test_an_entry_without_sentences_is_not_read_as_a_stat():
    entries = _parse('character "Ryu":\nmove "Hadouken" of "Ryu": Card: Jack. Type: A(R).')
    assert [e.kind for e in entries] == ["character", "move"]


@pytest.mark.parametrize("text,word", [
    ('move "M": Type: F.', "move type"),
    ('move "M": Type: C(Q).', "move attribute"),
    ('move "M": Card: Duke.', "phase"),
    ('move "M": Speediness: 3.', "stat"),
])
def test_unknown_words_in_a_stat_block(text, word):
    with pytest.raises(UnknownName) as err:
        _parse(text)
    assert word in str(err.value) and err.value.line == 1 and err.value.column > 1


def test_a_malformed_stat_line_is_a_parse_error():
    # number words are amounts in sentences now, so the first word that is no stat value is the error
    with pytest.raises((ParseError, UnknownName)) as err:
        _parse('move "M": Damage: eight eight.')
    assert err.value.line == 1 and err.value.column == len('move "M": Damage: ') + 1


# ---- bad sequence scenarios: a clear error with the line and column -----------------------

HEAD = 'game capcom_crossovers\ncharacter A "Ryu": strength 6\ncharacter B "D"\n'


@pytest.mark.parametrize("line,message", [
    ('step A attack "1S"', "is not a card"),
    ('step A smash "4S"', "unknown step"),
    ('step "Ken" attack "4S"', "no character"),
    ('step A attack "JD" as "Shoryuken"', "unknown move"),
    ('character A "Ken": stamina 3', "unknown character property"),
    ('player A: gold 3', "unknown player property"),
    ('ask damage "Ken" expect 1', "no character"),
    ('ask legal step 9 expect no', "no step 9"),
    ('ask colour "D" expect red', "unknown question"),
])
def test_bad_sequence_input(kb, line, message):
    text = HEAD + line + "\nask legal\n"
    with pytest.raises(Exception) as err:
        kb.ask_text(text, "bad.query")
    assert message in str(err.value)
    assert err.value.file == "bad.query" and err.value.line == 4 and err.value.column >= 1


def test_a_card_both_players_hold_needs_the_player(kb):
    text = HEAD + 'step A attack "5H"\nstep B negate "5H"\nask card "5H"\n'
    with pytest.raises(UnknownName) as err:
        kb.ask_text(text, "both.query")
    assert "name the player" in str(err.value)
    assert kb.ask_text(text.replace('ask card "5H"', 'ask card A "5H"'))[0].answer in ("discard", "hand")
