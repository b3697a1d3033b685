"""The statement language is game-neutral: rule statements of another game (Epic Battles'
examples) parse with that game's words declared as data, and round-trip."""

from __future__ import annotations

import pytest

from pyrules.model import Vocabulary
from pyrules.statements import parse_entries, parse_text

VOCAB = Vocabulary("example", "An example game", {
    "kinds": {"rule": ("rule",), "technique": ("technique",)},
    "tags": {},
    "attributes": {},
    "move_types": {},
    "stats": {"damage": ("damage",), "chip": ("chip", "chips"), "energy": ("energy",)},
    "states": {},
    "nouns": {"punch": ("punches",), "kick": ("kicks",), "projectile": ("projectiles",),
              "location": ("Location", "Locations")},
    "verbs": {"play": ("play",), "attack": ("attack",)},
    "events": {"played": ("played",)},
})
STATUSES = {"focused": "Focused"}

CASES = [
    ("A player may play at most one Location per Set Step.",
     'deontic(may,a(player),act(play,things(location),at_most(1),per("Set Step")),none)'),
    ("Your punches do +1 damage.", "modifier(scoped(your,any,punch),damage,add(1),none)"),
    ("Your kicks gain +1 chip.", "modifier(scoped(your,any,kick),chip,add(1),none)"),
    ("Your projectiles cost -1 energy (minimum 1).", "modifier(scoped(your,any,projectile),energy,add(-1),minimum(1))"),
    ('While the user has "Focused", your punches do +2 damage.',
     "while_has(the(user),focused,modifier(scoped(your,any,punch),damage,add(2),none))"),
]


@pytest.mark.parametrize("text,term", CASES, ids=[t for t, _ in CASES])
def test_other_game_statements(text, term):
    entry = parse_text(text, VOCAB, STATUSES, kind="technique", name="Example")
    assert [str(s.clause.term()) for s in entry.sentences] == [term]
    again = parse_entries(entry.render(VOCAB), VOCAB, "<render>", STATUSES)[0]
    assert again == entry


# ---- issue 19: paraphrases, synonyms and printed forms give the shipped facts --------------------

from pyrules.errors import PyrulesError  # noqa: E402
from pyrules.statements import load_pool  # noqa: E402


def _game(game):
    pool = load_pool(game)
    return pool.vocabulary, {e.ident: e.name for e in pool.entries if e.kind == "status"}


def _terms(game, text):
    vocab, statuses = _game(game)
    return [str(s.clause.term()) for s in parse_text(text, vocab, statuses).sentences]


# each group: phrasings of one meaning; the first is the canonical (shipped) sentence
SAME = [
    ("monster_rancher", ["Cannot damage Air monsters.", "Can't damage Air monsters."]),
    ("monster_rancher", ["Deals no damage to Air monsters.", "Deals no damage against Air monsters.",
                         "No damage vs Air monsters.", "Does no damage versus Air monsters."]),
    ("monster_rancher", ["Can only damage Ground monsters.", "Only damages Ground monsters."]),
    ("monster_rancher", ["A move with final damage 3 or less cannot be used.",
                         "Final Damage 3 or less cannot be used.",
                         "Moves with final damage of 3 or less cannot be used."]),
    ("monster_rancher", ["Halves the user's life points.", "Halve your own LP.", "Halves its own life points."]),
    ("monster_rancher", ["Deals 3 damage to one opponent monster.", "Deal 3 damage to one opponent monster."]),
    ("monster_rancher", ["The opponent cannot damage this monster.", "The opponent can't damage this monster."]),
    # a leading or trailing duration gives one term, on the effect that lasts (also inside a trigger)
    ("monster_rancher", ['The user gets "Doll" until your next turn.', 'Until your next turn, the user gets "Doll".']),
    ("monster_rancher", ['The user gets "Doll" this turn.', 'The user gets "Doll" until the end of the turn.',
                         'Until end of turn, the user gets "Doll".']),
    ("monster_rancher", ['When the target is damaged, the target gets "Can\'t Attack" until your next turn.',
                         'Until your next turn, when the target is damaged, the target gets "Can\'t Attack".']),
    # a sequence keeps its second effect and the duration of its first
    ("monster_rancher", ['The user gets "Enchant" until your next turn, then draw 1 card.']),
    # a leading or trailing condition gives one term
    ("monster_rancher", ['While the user has "Cocoon", the user cannot attack.',
                         'The user cannot attack while the user has "Cocoon".',
                         'The user cannot attack as long as the user has "Cocoon".']),
    ("capcom_crossovers", ["Avoids 1 special move attack.", "Avoid 1 special move attack."]),
]


@pytest.mark.parametrize("game,texts", SAME, ids=[t[0] for _, t in SAME])
def test_paraphrases_give_identical_facts_and_one_rendering(game, texts):
    vocab, statuses = _game(game)
    first = parse_text(texts[0], vocab, statuses)
    canonical = " ".join(s.render(vocab) for s in first.sentences)
    assert canonical == texts[0]  # the canonical sentence renders as itself
    for text in texts[1:]:
        entry = parse_text(text, vocab, statuses)
        assert _terms(game, text) == [str(s.clause.term()) for s in first.sentences], text
        assert " ".join(s.render(vocab) for s in entry.sentences) == canonical, text


def test_issue_examples_keep_their_parts():
    # nothing dropped: the duration of the first effect and the second effect both stay
    assert _terms("monster_rancher", 'The user gets "Enchant" until your next turn, then draw 1 card.') == [
        "then(grant(the(user),enchant,until_next_turn),draw(1))"]
    assert _terms("monster_rancher", 'The user cannot attack while the user has "Cocoon".') == [
        "while_has(the(user),cocoon,deontic(cannot,the(user),act(attack,none,none,none),none))"]
    assert _terms("monster_rancher", "This monster cannot attack this turn.") == [
        "deontic(cannot,holder,act(attack,none,none,none),this_turn)"]


PRINTED = [
    # the rule document's own lines, with and without colons, and their variations
    ("Hadouken (Jack): Type: A(R). Damage: 8. Priority: 3. Combo Points: 1.",
     'move "Hadouken": Card: Jack. Type: A(R). Damage: 8. Priority: 3. Combo points: 1.'),
    ("Hadouken (Jack): Type A(R). Damage 8. Priority 3. Combo Points 1.",
     'move "Hadouken": Card: Jack. Type: A(R). Damage: 8. Priority: 3. Combo points: 1.'),
    ("Ryu's Hadouken (Jack): Type: A(R) Damage: 8 Priority: 3 Combo Points: 1",
     'move "Hadouken" of "Ryu": Card: Jack. Type: A(R). Damage: 8. Priority: 3. Combo points: 1.'),
    ("Gambit - Cajun Slash (Q): Type B, Damage 6, Combo Points 1.",
     'move "Cajun Slash" of "Gambit": Card: Queen. Type: B. Damage: 6. Combo points: 1.'),
    ("Cajun Escape (King + Up to 1 additional King): Avoid 1 special move attack, add an additional King to "
     "deal 8 damage.",
     'move "Cajun Escape": Card: King + up to 1 additional King. Avoids 1 special move attack. '
     'With 1 additional King, deals 8 damage to the attacker.'),
]


@pytest.mark.parametrize("line,canonical", PRINTED, ids=[p[0][:30] for p in PRINTED])
def test_capcom_printed_lines(line, canonical):
    vocab, statuses = _game("capcom_crossovers")
    [entry] = parse_entries(line, vocab, "<printed>", statuses)
    assert entry.render(vocab) == canonical
    [again] = parse_entries(canonical, vocab, "<render>", statuses)
    assert [s.clause.term() for s in again.sentences] == [s.clause.term() for s in entry.sentences]


def test_cajun_escape_printed_line_means_the_shipped_move():
    vocab, statuses = _game("capcom_crossovers")
    shipped = {e.name: e for e in load_pool("capcom_crossovers").entries}["Cajun Escape"]
    [printed] = parse_entries("Gambit's Cajun Escape (King + Up to 1 additional King): Type: E. Avoid 1 special "
                              "move attack, add an additional King to deal 8 damage. Combo Points: 5.",
                              vocab, "<printed>", statuses)
    assert printed.owner == shipped.owner
    assert [s.clause.term() for s in printed.sentences] == [s.clause.term() for s in shipped.sentences]


@pytest.mark.parametrize("game,text,says", [
    # a duration on an effect that cannot last is refused, not dropped
    ("monster_rancher", "Deals 3 damage to one opponent monster this turn.", "duration"),
    ("monster_rancher", "Until your next turn, draw 1 card.", "duration"),
    ('monster_rancher', 'The user gets "Doll" this turn until your next turn.', "two durations"),
    # a halving the rules do not read is refused (not read as the user's)
    ("monster_rancher", "Halve your Guts.", "halving"),
    # a printed line in a game without one
    ("epic_battles", "Hadouken (Jack): Damage: 8.", "no printed line"),
])
def test_refused_with_a_reason(game, text, says):
    vocab, statuses = _game(game)
    with pytest.raises(PyrulesError) as info:
        if text.startswith("Hadouken"):
            parse_entries(text, vocab, "<text>", statuses)
        else:
            parse_text(text, vocab, statuses)
    assert says in str(info.value) and "<text>:1:" in str(info.value)


# ---- issue 19, phrase structure: word classes, amounts in words, follow-ups, synonyms as data ----------

PHRASE_SAME = [
    # a verb form that is also a noun ("damage", "attack", "cost") is a noun inside a noun phrase
    ("monster_rancher", ["A move with final damage 3 or less cannot be used.", "Final damage ≤ 3 cannot be used."]),
    # a change in words is the same modifier
    ("epic_battles", ["Your punches do +1 damage.", "Your punches do 1 more damage.", "Your punches get +1 damage."]),
    ("epic_battles", ["Your projectiles cost -1 energy (minimum 1).",
                      "Your projectiles cost 1 less energy (minimum 1)."]),
    ("epic_battles", ["Your kicks gain +1 chip.", "Your kicks gain 1 chip."]),
    ("monster_rancher", ["This monster's next POW move does x2 damage.",
                         "This monster's next POW move does double damage."]),
    # a second effect: "and VERB", "and then VERB", "; then"
    ("capcom_crossovers", ["Avoids 1 special move attack, then draw 1 card.",
                           "Avoids 1 special move attack and draws 1 card."]),
    ("epic_battles", ["HIT – Draw 1 card, then discard 1 card from your hand.",
                      "HIT – Draw a card and then discard a card from your hand.",
                      "HIT – Draw one card; then discard one card from your hand."]),
    # a grant written with "grants ... to", synonyms of an agent (vocabulary "agents"), "every" = each
    ("monster_rancher", ['The user gets "Doll" until your next turn.', 'Grants "Doll" status to the user until your next turn.']),
    ("monster_rancher", ['You get "Meditate".', 'The Breeder gets "Meditate".', 'Grants "Meditate" to you.']),
    ("capcom_crossovers", ["The opponent cannot dodge until your next turn.",
                           "Your opponent may not dodge until your next turn."]),
    # damage targets
    ("monster_rancher", ["Deals 3 damage to each Ground opponent monster.",
                         "Deals 3 damage to each of the opponent's Ground monsters.",
                         "Does 3 damage to every Ground opponent monster."]),
    ("monster_rancher", ["Deals 1 damage to the user.", "Deals 1 damage to itself."]),
    # the implicit agent of a move text, counted determiners, "this (card) is in your ZONE"
    ("capcom_crossovers", ["The user takes half of the damage.", "Takes half damage."]),
    ("capcom_crossovers", ["Avoids 1 special move attack.", "Avoids one special move attack."]),
    ("epic_battles", ["While in your energy pile, your punches do +1 damage.",
                      "Your punches do +1 damage while this is in your energy pile."]),
    ("epic_battles", ["Anytime you draw an event, you may reveal it and set it.",
                      "Any time you draw an event, you may reveal it and set it."]),
    ("epic_battles", ["♦ When this is discarded, draw 1 card.", "♦ When discarded, draw a card."]),
    ("monster_rancher", ["When this card is played, draw 1 card.", "When played, draw a card."]),
    ("epic_battles", ["Limit 2 per deck.", "Limit two copies per deck."]),
]


@pytest.mark.parametrize("game,texts", PHRASE_SAME, ids=[t[1][:40] if len(t) > 1 else t[0] for _, t in PHRASE_SAME])
def test_phrase_structure_paraphrases(game, texts):
    test_paraphrases_give_identical_facts_and_one_rendering(game, texts)


@pytest.mark.parametrize("game,text,where", [
    # a part the meaning would drop is an error at its position, never a partial result
    ("epic_battles", "When you play your first 0 cost punch each turn, draw a card.", "your first 0 cost punch"),
    ("monster_rancher", "Discard a card from your wallet.", "your wallet"),
    ("epic_battles", "This attack cannot be removed.", "removed"),
    ("monster_rancher", "Deals 4 damage to one purple monster.", "purple"),
])
def test_phrase_parts_are_never_dropped(game, text, where):
    vocab, statuses = _game(game)
    with pytest.raises(PyrulesError) as err:
        parse_text(text, vocab, statuses)
    assert err.value.column == text.index(where) + 1, str(err.value)


def test_noun_or_verb_is_decided_by_the_word_before():
    from pyrules.statements import statement_parser
    tokens = list(statement_parser().lex('rule "x": The user deals 3 damage. A move with final damage 3 or less '
                                         'cannot be used. Your attacks cost +1 energy.'))
    kinds = {(str(t), t.type) for t in tokens if str(t).lower() in ("deals", "damage", "attacks", "cost")}
    assert ("deals", "VERB") in kinds and ("cost", "VERB") in kinds  # after a noun: the verb
    assert ("damage", "WORD") in kinds and ("attacks", "WORD") in kinds  # after a number / "final" / "your"


def test_a_rules_you_is_any_player_where_a_card_would_not_read_it():
    """Issue 19: in an entry of kind "rule" (no card), a "you" sentence that no card reading understands is said
    of any player ("your X": the player's own); on a card it stays refused, a card reading stays the card's, and
    a sentence both readings understand stays refused in a rule too."""
    from pyrules.errors import PyrulesError
    from pyrules.statements import load_pool

    pool = load_pool("epic_battles")
    statuses = {e.ident: e.name for e in pool.entries if e.kind == "status"}
    read = lambda text, kind: [s.render(pool.vocabulary) for s in
                               parse_text(text, pool.vocabulary, statuses, kind=kind).sentences]
    assert read("You may play a Location only during your Set Step.", "rule") == \
        ["A player may play locations only during his Set Step."]
    with pytest.raises(PyrulesError):
        read("You may play a Location only during your Set Step.", "card")
    assert read("You may steal at most 1 kamidogu per turn.", "rule") == ["You may steal at most 1 kamidogu per turn."]
    with pytest.raises(PyrulesError, match="a card's player"):
        read("You may play only one Location per Set Step.", "rule")
    text = 'rule "R": You may play a Location only during your Set Step.\n'
    assert [e.kind for e in parse_entries(text, pool.vocabulary, "<t>", statuses)] == ["rule"]
    with pytest.raises(PyrulesError):  # each entry read with its own kind
        parse_entries(text + 'technique "T": You may play a Location only during your Set Step.\n',
                      pool.vocabulary, "<t>", statuses)


def test_cannot_verb_it_is_refused_on_a_card_where_it_names_nothing():
    """Epic Battles: "Your rival cannot block it." bars an attack's own card, or the attack an event was
    flipped with; on a character, support, location or a rule no rule could bar anything with it, so it is
    refused there rather than read as nothing (a silent no-op)."""
    from pyrules.errors import PyrulesError
    from pyrules.statements import load_pool

    pool = load_pool("epic_battles")
    statuses = {e.ident: e.name for e in pool.entries if e.kind == "status"}
    for kind in ("attack", "event"):
        assert parse_text("Your rival cannot block it.", pool.vocabulary, statuses, kind=kind).sentences
    for kind in ("character", "support", "location", "rule"):
        with pytest.raises(PyrulesError, match=f"on a {kind} card names nothing"):
            parse_text("Your rival cannot block it.", pool.vocabulary, statuses, kind=kind)


def test_counted_objects_render_plural_and_halving_names_a_stat_a_rule_halves():
    """A permission's counted object is plural unless the count is 1 ("any number of supports"); Monster
    Rancher halves only the stats its rules halve (MR-RND-01: life points, never a player's Guts)."""
    from pyrules.errors import PyrulesError

    vocab, statuses = _game("epic_battles")
    render = lambda text, v, st: " ".join(s.render(v) for s in parse_text(text, v, st).sentences)
    assert render("A player may play any number of supports.", vocab, statuses) == \
        "A player may play any number of supports."
    assert render("A player may draw at most 2 cards.", vocab, statuses) == "A player may draw at most 2 cards."
    vocab, statuses = _game("monster_rancher")
    assert render("Halve own LP.", vocab, statuses) == "Halves the user's life points."
    with pytest.raises(PyrulesError, match="a rule halves life points"):
        parse_text("Halves the user's guts.", vocab, statuses)


def test_a_status_sentence_without_subject_speaks_of_its_monster():
    """On a status (and only there), a sentence without a subject that nothing else understands is said of
    the monster that has the status ("Can't attack." on "Can't Attack"); a rule or a move keeps it refused."""
    from pyrules.errors import PyrulesError

    vocab, statuses = _game("monster_rancher")
    read = lambda text, kind: [s.render(vocab) for s in parse_text(text, vocab, statuses, kind=kind).sentences]
    assert read("Can't attack.", "status") == ["This monster cannot attack."]
    assert read("Has used 1 skill this turn.", "status") == ["This monster has used 1 skill this turn."]
    assert read("Cannot be reduced by BLK.", "status") == ["Its damage cannot be reduced by BLK."]
    for kind in ("rule", "move"):
        with pytest.raises(PyrulesError):
            read("Can't attack.", kind)
