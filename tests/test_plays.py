"""States a program builds and steps forward, and the plays the solver enumerates from them."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

import pyrules
from pyrules.cli import main
from pyrules.errors import BoundsError, ParseError, PyrulesError
from pyrules.kb import KnowledgeBase
from pyrules.query import (Ask, CardUse, CharacterDecl, MonsterDecl, PlayerDecl, Prop, Step, load_query,
                           parse_query)
from pyrules.state import State, same_scenario

ROOT = Path(__file__).resolve().parent.parent
QUERIES = sorted((ROOT / "queries").glob("*/*.query"))
SEQUENCE_GAMES = ("capcom_crossovers", "epic_battles")
GAMES = (*SEQUENCE_GAMES, "monster_rancher")
LEGAL = Ask(("legal",), (), None)


@pytest.fixture(scope="module")
def kbs():
    return {g: pyrules.load(g) for g in GAMES}


@pytest.mark.parametrize("path", QUERIES, ids=lambda p: p.stem)
def test_a_state_written_as_text_parses_back_to_itself(path):
    q = load_query(path)
    state = State.from_query(q)
    again = parse_query(state.text(q.asks), str(path))
    assert same_scenario(q, again)
    assert again.asks == q.asks
    assert State.from_query(again) == state
    assert State.from_dict(state.as_dict()) == state


def _opening() -> State:
    return State("capcom_crossovers",
                 characters=(CharacterDecl("A", "X", "X", (Prop("hp", 60), Prop("strength", 6), Prop("combo", 4),
                                                           Prop("basic attack priority", 2))),
                             CharacterDecl("B", "D", "D", (Prop("hp", 60), Prop("strength", 5), Prop("agility", 4),
                                                           Prop("basic attack priority", 2)))),
                 players=(PlayerDecl("A", (Prop("hand", names=("5H", "6D", "6S", "JS")),)),
                          PlayerDecl("B", (Prop("hand", names=("QH", "4C")), Prop("deck", names=("3D", "9C"))))),
                 defines=('move "Slash" of "X": Card: Jack. Type: A. Damage: 8. Priority: 3. Combo points: 1.',
                          'move "Parry" of "D": Card: Queen. Type: E. Damage: 7. Priority: 4. Combo points: 1.'))


def test_a_state_built_from_objects_steps_forward_and_serializes():
    state = _opening().then(Step("A", True, "attack", ("5H",)))
    assert state.steps[-1].cards == ("5H",)
    assert 'step A attack "5H"' in state.text()
    assert State.from_text(state.text()) == state
    with pytest.raises(ParseError, match="a name is 1 to 120 characters"):
        replace(state, defines=(), characters=(CharacterDecl("A", 'Bad"Name', "x"),)).text()


def _asked_one_by_one(kb: KnowledgeBase, state: State, plays, asks=()):
    return kb.ask_together([state.then(p.step).query((LEGAL, *asks)) for p in plays])


def _before_its_play(q) -> State | None:
    """The state of a shipped file before its last play: a sequence's steps but the last; a Monster
    Rancher scenario without its monster's move (None where it has none)."""
    state = State.from_query(q)
    if state.game in SEQUENCE_GAMES:
        return replace(state, steps=state.steps[:-1])
    if all(u.by_player for u in state.plays):
        return None
    return replace(state, plays=tuple(u for u in state.plays if u.by_player))


@pytest.mark.parametrize("game", GAMES)
def test_every_shipped_scenario_s_candidate_plays_are_judged_as_asking_each(kbs, game):
    """The state of each shipped file before its last play (a sequence's steps but the last, a
    Monster Rancher scenario without its monster's move): each candidate play the solver lists has
    the verdict that asking 'legal' of the state with that play gives."""
    kb, seen, legal, files = kbs[game], 0, 0, 0
    for path in QUERIES:
        if path.parent.name != game:
            continue
        state = _before_its_play(load_query(path))
        if state is None:
            continue
        plays = kb.legal_plays(state, every=True, verify=True)
        assert [(p.line, p.legal) for p in kb.legal_plays(state, every=True)] == [(p.line, p.legal) for p in plays]
        assert len({p.line for p in plays}) == len(plays)
        for play, results in zip(plays, _asked_one_by_one(kb, state, plays)):
            assert play.legal == results[0].answer, (path.name, play.line)
        seen += len(plays)
        legal += sum(p.legal == "yes" for p in plays)
        files += 1
    assert seen > 200 and 0 < legal < seen  # the files give hands: plays are listed, and judged both ways
    assert files > 100


def test_the_plays_of_an_opening_and_their_outcomes(kbs):
    kb = kbs["capcom_crossovers"]
    state = _opening().then(Step("A", True, "attack", ("5H",)))
    asks = (Ask(("damage",), ("X",), None), Ask(("hp",), ("X",), None))
    every = kb.legal_plays(state, asks, every=True)
    lines = {p.line: p for p in every}
    # the candidates come from the state: hand cards with their verbs and moves, a dodge per card the
    # draw pile lists (chance: CC-DODGE-02), a pass; never a card already played or not in a hand
    assert 'step B counter "QH" as "Parry"' in lines and 'step A attack "6D"' in lines
    assert 'step A tech hit "6D" "6S"' in lines
    assert {'step B dodge "3D"', 'step B dodge "9C"'} <= set(lines)
    assert not any('"5H"' in line for line in lines) and 'step A pass' in lines
    legal = kb.legal_plays(state, asks)
    assert [p.line for p in legal] == [p.line for p in every if p.legal == "yes"]
    assert lines['step A attack "6D"'].legal == "yes"  # the run goes on: 5, 6 (CC-BASIC-08)
    assert lines['step B block "4C"'].legal == "no"  # a block is set up in one's own combat phase
    counter = lines['step B counter "QH" as "Parry"']
    assert counter.legal == "yes"
    for play, results in zip(every, _asked_one_by_one(kb, state, every, asks)):
        assert [r.answer for r in play.results] == [r.answer for r in results], play.line
    assert [r.answer for r in counter.results[1:]] == ["7", "53"]  # Parry's 7 damage to X (HP 60)


def test_a_state_enumerated_again_is_answered_from_its_first_enumeration():
    """The plays of a state asked again (a game loop weighing a position twice) come from the answer
    sets its first enumeration kept, with no solve, and are the same plays with the same answers; a
    question family the kept answer sets were not cut for is enumerated afresh."""
    kb, fresh = KnowledgeBase("capcom_crossovers"), KnowledgeBase("capcom_crossovers")
    state = _opening().then(Step("A", True, "attack", ("5H",)))
    asks = (Ask(("damage",), ("X",), None),)
    first = _plays(kb, state, asks)
    assert kb.bases.repeated == 0 and first == _plays(fresh, state, asks)
    assert _plays(kb, state, asks) == first and kb.bases.repeated == 1
    wider = (*asks, Ask(("hp",), ("X",), None))
    assert kb.family(wider) != kb.family(asks)
    assert _plays(kb, state, wider) == _plays(fresh, state, wider)
    assert kb.bases.repeated == 1  # another family: its own enumeration
    assert _plays(kb, state, asks) == first and kb.bases.repeated == 2


def test_a_state_with_no_room_for_another_step_is_a_bounds_error(kbs):
    kb = kbs["epic_battles"]
    limit = kb.bounds["steps"]
    state = State("epic_battles", steps=tuple(Step("A", True, "pass") for _ in range(limit)))
    with pytest.raises(BoundsError, match="no next step"):
        kb.legal_plays(state)


def _attack() -> State:
    """A Monster Rancher state built from objects: Hare and Pixie against Golem and an Air Mocchi."""
    return State("monster_rancher",
                 monsters=(MonsterDecl("A", "Hare", "Hare"), MonsterDecl("A", "Pixie", "Pixie", lp=4),
                           MonsterDecl("B", "Golem", "Golem", lp=3), MonsterDecl("B", "Mocchi", "Mocchi", "Air")),
                 players=(PlayerDecl("A", (Prop("hand", 3), Prop("guts", 4))),),
                 defines=('move "Air Hit" of "Hare" (POW): Deals 4 damage to one opponent monster. '
                          'Deals double damage to Air monsters.',),
                 modifiers=("Critical",))


def test_a_monster_rancher_state_built_from_objects_steps_forward_and_serializes():
    state = _attack()
    assert State.from_text(state.text()) == state
    after = state.then(CardUse("Hare", False, "Headbutt", on="Golem"))
    assert 'play "Hare" uses "Headbutt" on "Golem"' in after.text()
    assert State.from_text(after.text()) == after and State.from_dict(after.as_dict()) == after
    with pytest.raises(ParseError, match="a name is 1 to 120 characters"):
        replace(after, monsters=(MonsterDecl("A", 'Bad"Name', "x"),)).text()


def test_the_moves_of_a_monster_rancher_state_and_their_outcomes(kbs):
    kb = kbs["monster_rancher"]
    state = _attack()
    asks = (Ask(("damage",), ("Mocchi",), None), Ask(("lp",), ("Golem",), None))
    every = kb.legal_plays(state, asks, every=True)
    lines = {p.line: p for p in every}
    # the candidates: each monster of the active side with each move of its kind, of any monster, or
    # defined for its kind; a move that names a target on each monster, any other on none
    assert {'play "Hare" uses "Computing"', 'play "Pixie" uses "Shotgun"', 'play "Pixie" uses "Enchant"',
            'play "Hare" uses "Air Hit" on "Mocchi"', 'play "Pixie" uses "Grit" on "Golem"'} <= set(lines)
    assert not any('"Golem" uses' in line or '"Mocchi" uses' in line for line in lines)  # B's are not A's
    assert not any('"Pixie" uses "Headbutt"' in line or '"Pixie" uses "Air Hit"' in line for line in lines)
    assert 'play "Hare" uses "Headbutt"' not in lines and 'play "Pixie" uses "Shotgun" on "Golem"' not in lines
    assert lines['play "Hare" uses "Headbutt" on "Pixie"'].legal == "no"  # an ally is no opponent (MR-DMG-02)
    hit = lines['play "Hare" uses "Air Hit" on "Mocchi"']
    assert hit.legal == "yes" and [r.answer for r in hit.results[1:]] == ["12", "3"]  # (4 + 2) x 2 vs Air
    legal = kb.legal_plays(state, asks)
    assert [p.line for p in legal] == [p.line for p in every if p.legal == "yes"]
    for play, results in zip(every, _asked_one_by_one(kb, state, every, asks)):
        assert [r.answer for r in play.results] == [r.answer for r in results], play.line
    with pytest.raises(PyrulesError, match="holds a monster's move already"):
        kb.legal_plays(state.then(hit.step))


def test_a_monster_rancher_state_s_plays_are_the_same_on_its_open_base_and_grounded_alone():
    """The enumeration's open base (every input an external, grounded once) and plays.lp grounded with
    the state alone list the same plays with the same verdicts and outcomes: for every fourth shipped
    scenario with a move, and a state that defines more moves than the base holds."""
    base, alone = KnowledgeBase("monster_rancher"), KnowledgeBase("monster_rancher")
    alone.plays_base = False
    paths = [p for p in QUERIES if p.parent.name == "monster_rancher"][::4]
    states = [s for s in (_before_its_play(load_query(p)) for p in paths) if s is not None]
    many = tuple(f'move "Probe {k}" (POW): Deals {k} damage to one opponent monster.' for k in range(1, 6))
    states.append(replace(_attack(), defines=many))
    for state in states:
        asks = (Ask(("legal",), (), None),)
        assert _plays(base, state, asks) == _plays(alone, state, asks), state.text()
    assert sum(' uses "Probe' in p.line for p in base.legal_plays(states[-1], every=True)) == 5 * 2 * 4  # A's two, 4 targets


PLAYS_BUDGET = 370_000  # solver variables of Monster Rancher's enumeration base (357,159 when set)


def test_the_monster_rancher_enumeration_base_has_a_deterministic_size_within_its_budget(kbs):
    from pyrules.plays import move_plays_base

    kb = kbs["monster_rancher"]
    kb.legal_plays(_attack())
    size = move_plays_base(kb).solver_variables
    assert 0 < size < PLAYS_BUDGET
    other = KnowledgeBase("monster_rancher")
    other.legal_plays(_attack())
    assert move_plays_base(other) is not move_plays_base(kb) and move_plays_base(other).solver_variables == size


def test_pyrules_plays_lists_the_legal_plays_and_their_outcomes(tmp_path, capsys):
    path = tmp_path / "state.query"
    path.write_text(_opening().then(Step("A", True, "attack", ("5H",))).text((Ask(("damage",), ("X",), None),)))
    assert main(["plays", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert 'step B counter "QH" as "Parry"' in out
    assert '          damage "X" -> 7' in out
    assert main(["plays", str(path), "--every"]) == 0
    assert any(line.startswith('no      step B block "4C"') for line in capsys.readouterr().out.splitlines())
    bad = tmp_path / "bad.query"
    bad.write_text("game capcom_crossovers\nstep A attack \"5Z\"\n")
    assert main(["plays", str(bad)]) == 2
    assert "is not a card" in capsys.readouterr().err


def test_pyrules_plays_lists_the_moves_of_a_monster_rancher_state(tmp_path, capsys):
    path = tmp_path / "state.query"
    path.write_text(_attack().text((Ask(("damage",), ("Mocchi",), None),)))
    assert main(["plays", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert 'play "Hare" uses "Air Hit" on "Mocchi"' in out and '          damage "Mocchi" -> 12' in out
    assert main(["plays", str(path), "--every"]) == 0
    assert any(line.startswith('no      play "Hare" uses "Headbutt" on "Pixie"')
               for line in capsys.readouterr().out.splitlines())
    path.write_text(_attack().then(CardUse("Hare", False, "Headbutt", on="Golem")).text())
    assert main(["plays", str(path)]) == 2
    assert "holds a monster's move already" in capsys.readouterr().err


def test_the_game_loop_example_plays_an_exchange_to_its_end(capsys):
    import runpy

    loop = runpy.run_path(str(ROOT / "docs" / "game_loop.py"))
    final = loop["play"](3)
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == "the combat phase is over" and len(final.steps) == len(lines) - 1
    assert State.from_text(final.text()) == final


def _answers(kb, q):
    try:
        return [(r.question, r.answer, r.because, r.readings) for r in kb.ask_query(q)]
    except PyrulesError as err:
        return str(err)


@pytest.mark.parametrize("game", SEQUENCE_GAMES)
def test_a_candidate_asked_after_legal_plays_is_answered_from_the_state_s_base(game):
    """After the plays of a state with a file's questions, those questions on the state with one of
    the plays added are answered from the enumeration's answer sets for that play, or else by a solve
    over the state's base (cut for those questions): for every third shipped file (the state: its
    steps but the last), the file itself and three candidate plays get the answers of their own
    grounding."""
    fresh, kb = KnowledgeBase(game), KnowledgeBase(game)
    from_base = asked = recalled = 0
    for path in [p for p in QUERIES if p.parent.name == game][::3]:  # a third of the files: each costs 5 groundings
        q = load_query(path)
        state = State.from_query(q)
        state = replace(state, steps=state.steps[:-1])
        plays = kb.legal_plays(state, q.asks, every=True)
        for case in [q] + [state.then(p.step).query(q.asks, str(path)) for p in plays[:3]]:
            before, known = kb.bases.answered, kb.bases.recalled
            assert _answers(kb, case) == _answers(fresh, case), (path.name, case.steps[-1:])
            from_base += kb.bases.answered - before
            recalled += kb.bases.recalled - known
            asked += 1
    assert from_base > asked / 2 and recalled > asked / 2, (from_base, recalled, asked)


@pytest.mark.parametrize("game", SEQUENCE_GAMES)
def test_a_game_loop_asking_one_question_at_a_time_is_answered_from_its_setup_s_base(game):
    """A game loop that asks of each candidate play on its own (no enumeration): from the third
    question on a setup, the questions are solves over the setup's base (its first step slots open),
    with the answers of their own groundings: for the states of random exchanges played from every
    third shipped file whose players hold cards, each candidate play with the file's questions."""
    import random

    loop, fresh, player = KnowledgeBase(game), KnowledgeBase(game), KnowledgeBase(game)
    loop.bases.open_setups()
    rng = random.Random(15)
    from_base = asked = 0
    files = [p for p in QUERIES if p.parent.name == game and " hand " in p.read_text()][::3]
    assert files
    for path in files:
        q = load_query(path)
        state = replace(State.from_query(q), steps=())
        for _ in range(3):  # three plays of an exchange, each state's candidates asked one by one
            plays = player.legal_plays(state, every=True)
            if not plays or len(state.steps) + 1 > loop.bases.setup_slots:
                break
            for p in plays:
                case = state.then(p.step).query(q.asks, str(path))
                before = loop.bases.answered
                assert _answers(loop, case) == _answers(fresh, case), (path.name, p.line)
                from_base += loop.bases.answered - before
                asked += 1
            state = state.then(rng.choice(plays).step)
    assert fresh.bases.answered == 0
    assert from_base > asked / 2, (from_base, asked)


def _plays(kb, state, asks):
    """Every play of a state with its verdict and the answers to ``asks``, or the error (a question
    the state does not decide yet)."""
    try:
        return [(p.step, p.legal, [(r.question, r.answer, r.because, r.readings) for r in p.results])
                for p in kb.legal_plays(state, asks, every=True)]
    except PyrulesError as err:
        return str(err)


@pytest.mark.parametrize("game", SEQUENCE_GAMES)
def test_a_game_loop_enumerating_each_state_is_served_by_its_setup_s_base(game):
    """A game loop that enumerates the plays of each state (with setup bases on): the first
    enumeration on a setup builds its base, and the later states' enumerations are solves over it,
    with the plays, verdicts and answers of a knowledge base that grounds every state: for random
    exchanges played from every third shipped file whose players hold cards."""
    import random

    loop, fresh = KnowledgeBase(game), KnowledgeBase(game)
    loop.bases.open_setups()
    rng = random.Random(19)
    states = 0
    for path in [p for p in QUERIES if p.parent.name == game and " hand " in p.read_text()][::3]:
        q = load_query(path)
        state = replace(State.from_query(q), steps=())
        while len(state.steps) < loop.bases.setup_slots:
            got, want = _plays(loop, state, q.asks), _plays(fresh, state, q.asks)
            assert got == want, (path.name, state.steps)
            states += 1
            legal = [] if isinstance(got, str) else [step for step, verdict, _ in got if verdict == "yes"]
            if not legal:
                break
            state = state.then(rng.choice(legal))
    assert fresh.bases.reused == 0
    assert loop.bases.reused >= states / 2, (loop.bases.reused, states)
