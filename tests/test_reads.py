"""Every card text the language accepts is acted on by some rule of its game, or is listed here (issue 19).

A sentence that parses but that no rule of the game's program reads would make a card silently do
nothing (pyrules/reads.py).  UNREAD lists, per game, the canonical sentences that are understood
today but that no rule acts on, from the shipped pool, the corpus (tests/corpus/<game>.txt) and the
issue's own examples.  The list is exact: a sentence that becomes read (a rule is written for it)
must leave the list, and a new unread sentence must be either given a rule or listed here.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from clingo import ast

from pyrules.cli import main
from pyrules.errors import PyrulesError
from pyrules.query import load_query
from pyrules.reads import build, readers, unread
from pyrules.statements import load_pool, parse_entries

sys.path.insert(0, str(Path(__file__).resolve().parent))
import corpus_lib as C  # noqa: E402

#: The sentences the statement language understands but no rule of the game acts on, today.
UNREAD: dict[str, set[str]] = {
    "capcom_crossovers": {
        'Avoids 1 special move attack, then draw 1 card.',   # the draw of a defense move is not read
        'Deals 8 damage to the attacker, then draw 1 card.',
        'Draw 2 cards.',
        'The user gains +1 strength this turn.',
        "The user's next special move attack does +4 damage.",
        "The user's next special move attack does x2 damage.",
        'Your special move attacks cost -1 combo points (minimum 1).',
    },
    "epic_battles": {
        'A face down support is not in the arena.',
        'Anytime you draw an attack, you may reveal it and set it.',
        'Anytime you draw an event, you may reveal it.',
        'Flipping a support uses your action for the turn.',
        'MORTAL KOMBAT ONLY.',
        'STREET FIGHTER ONLY.',
        'Your kamidogu cannot be targeted by your rival.',
        'Your rival may block.',
    },
    "monster_rancher": {
        'Each ally of the user gets "In Your Face" until your next turn.',
        'Each ally of the user gets "In Your Face".',
        'Return 1 card from your discard pile to your hand.',
        'The user gets "Enchant" until your next turn, then draw 1 card.',   # a defense card never draws here
        'The user gets "Enchant", then draw 1 card.',
        'The opponent cannot draw cards.',
        'The opponent cannot use SPE cards.',
        'The opponent gets "Ensnare".',
        'The opponent gets "Pray".',
        'The user loses 1 life point.',
        "This monster's moves do +2 damage until your next turn.",
        'When this monster is damaged, the attacker loses 2 guts.',
        'While the user has "Cocoon", the user cannot attack.',
        'While this monster has "Recharge", this monster\'s moves do +2 damage.',
        'You get "Meditate".',
        'You get "Singing Cat".',
    },
}

#: Texts the issue names as understood but ignored (input only: each is now read, refused, or in UNREAD).
ISSUE_EXAMPLES: dict[str, list[str]] = {
    "capcom_crossovers": ["Each player may dodge.", "A player cannot dodge.",
                          "The user takes the damage instead of an ally."],
    "epic_battles": ["This attack's damage cannot be lowered.", "When this card is played, draw a card."],
    "monster_rancher": ["While you have 5 or more guts, your moves do +1 damage."],
}

GAMES = sorted(UNREAD)
QUERIES = Path(__file__).resolve().parents[1] / "queries"


def _meaning(s, vocab) -> str:
    return s.clause.render(vocab) + "."


def _shipped_defines(game: str):
    """(query file, entries) of every define of the shipped queries of ``game``."""
    pool = load_pool(game)
    statuses = {e.ident: e.name for e in pool.entries if e.kind == "status"}
    for path in sorted((QUERIES / game).rglob("*.query")):
        q = load_query(path)
        for d in q.defines:
            yield path, parse_entries(d.text, pool.vocabulary, str(path), statuses)


def test_games_are_the_corpus_games():
    assert GAMES == C.games()


@pytest.mark.parametrize("game", GAMES)
def test_every_shipped_define_is_read(game):
    vocab = load_pool(game).vocabulary
    idle = [f"{path}: {_meaning(s, vocab)}  {s.clause.term()}"
            for path, entries in _shipped_defines(game) for _, s in unread(game, entries)]
    assert not idle, "\n".join(idle)


@pytest.mark.parametrize("game", GAMES)
def test_unread_list_is_exact(game):
    """The pool's, the corpus's and the issue's unread sentences are exactly UNREAD[game]."""
    pool = load_pool(game)
    vocab = pool.vocabulary
    found = {_meaning(s, vocab) for _, s in unread(game, pool.entries)}
    found |= set(C.unread(game).sentences)
    for text in ISSUE_EXAMPLES[game]:  # each is read, or refused: never understood and ignored
        try:
            entries = C.entries_of(game, text, False)
        except PyrulesError:
            continue
        found |= {_meaning(s, vocab) for _, s in unread(game, entries)}
    assert sorted(found - UNREAD[game]) == [], "understood, but no rule acts on it: give it a rule, or list it"
    assert sorted(UNREAD[game] - found) == [], "now read (or no longer accepted): take it off UNREAD"


# -- the analysis on small programs -------------------------------------------------------------
def _table(program: str):
    statements: list[ast.AST] = []
    ast.parse_string(program, statements.append)
    return build(statements, "sequence")


def _reads(table, term: str) -> bool:
    from clingo import parse_term

    return table.reads(parse_term(term))


def test_a_pattern_reads_what_it_matches():
    t = _table("p(X) :- says(E, I, modifier(X, damage)).")
    assert _reads(t, "modifier(a, damage)")
    assert not _reads(t, "modifier(a, chip)")
    assert not _reads(t, "draw(1)")


def test_a_bare_variable_reads_nothing():
    t = _table("n(E) :- says(E, _, X).  c(N) :- N = #count{ X : says(E, _, X) }.")
    assert not _reads(t, "draw(1)")


def test_a_text_moved_on_is_read_where_it_goes():
    t = _table("text_of(E, X) :- says(E, _, X).  works(Y) :- text_of(E, while(c, Y)).  hit(N) :- works(draw(N)).")
    assert _reads(t, "while(c, draw(1))")
    assert not _reads(t, "while(c, discard(1))")
    assert not _reads(t, "while(d, draw(1))")


def test_a_text_taken_apart_is_read_only_when_every_part_is():
    # "A, then B" moved on in two halves: a card whose second half no rule reads does only half of
    # what it says, so the sentence is not read (a second conjoined effect silently dropped)
    t = _table("says(E, K, A) :- says(E, K, then(A, _)).  says(E, K, B) :- says(E, K, then(_, B)).  "
               "hit(N) :- says(E, _, deal(N)).  got(N) :- says(E, _, draw(N)).")
    assert _reads(t, "then(deal(2), draw(1))")
    assert not _reads(t, "then(deal(2), discard(1))")
    assert not _reads(t, "then(discard(1), deal(2))")
    # a rule that reads the whole shape covers its parts, whatever another rule moves on
    t = _table("when(E, X) :- says(E, _, on(flip, X)).  w(E) :- when(E, gain(_)).  "
               "d(N) :- says(E, _, on(flip, draw(N))).")
    assert _reads(t, "on(flip, draw(1))")


def test_an_equality_destructures():
    t = _table("t(E, X) :- says(E, _, X).  f(E) :- t(E, X), X = draw(_).")
    assert _reads(t, "draw(2)")
    assert not _reads(t, "discard(2)")


def test_a_join_reads_what_the_other_predicate_holds():
    t = _table("ends(stop(combat)).  s(E) :- says(E, _, T), ends(T).")
    assert _reads(t, "stop(combat)")
    assert not _reads(t, "stop(turn)")


def test_negated_and_aggregated_patterns_read():
    t = _table("ok(E) :- entry(E), not says(E, _, immune(fire)).  n(K) :- K = #count{ E : says(E, _, shield(_)) }.")
    assert _reads(t, "immune(fire)") and _reads(t, "shield(2)")
    assert not _reads(t, "immune(ice)")


def test_a_pool_reads_each_alternative():
    t = _table("r(E) :- says(E, _, (a; b(1))).")
    assert _reads(t, "a") and _reads(t, "b(1)")
    assert not _reads(t, "c") and not _reads(t, "b(2)")


def test_a_text_rebuilt_whole_is_moved_not_read():
    t = _table("half_text(half(H, Y)) :- says(_, _, half(H, Y)).  w(Y) :- says(_, _, half(bottom, Y)).\n"
               "x :- w(draw(_)).  z(Y) :- says(_, _, Y), not half_text(Y).")
    assert _reads(t, "half(bottom, draw(1))")
    assert not _reads(t, "half(bottom, discard(1))")


def test_the_table_is_built_once_per_game():
    assert readers("monster_rancher") is readers("monster_rancher")


# -- where card texts enter -------------------------------------------------------------------------
def run(capsys, *argv) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_parse_marks_a_sentence_no_rule_acts_on(capsys):
    text = "The user takes the damage instead of an ally. The user gains +1 strength this turn."
    code, out, err = run(capsys, "parse", "capcom_crossovers", text)
    assert code == 1, (out, err)
    assert "  1. take(the(user),whole,a(ally))\n" in out  # read: unmarked
    assert "  2. during(this_turn,modifier(the(user),strength,add(1),none))   [no rule of capcom_crossovers acts on it]" in out
    assert ("pyrules: <text>:1:47: 'The user gains +1 strength this turn.' is understood (The user gains +1 strength "
            "this turn.) but no rule of capcom_crossovers acts on it") in err
    assert "Traceback" not in err


def test_parse_of_a_read_text_is_unmarked(capsys):
    code, out, err = run(capsys, "parse", "monster_rancher", "The user takes the damage instead of an ally.")
    assert code == 0 and "acts on it" not in out + err


def test_a_define_no_rule_acts_on_is_bad_input(capsys, tmp_path):
    path = tmp_path / "idle.query"
    path.write_text('query "T" "t"\ngame monster_rancher\nmonster A "Pixie"\nmonster B "Golem"\n'
                    'define card "Idle": Draw 1 card. Return 1 card from your discard pile to your hand.\n'
                    'play A plays "Idle"\nask legal expect yes\n', encoding="utf-8")
    code, out, err = run(capsys, "ask", path)
    assert code == 2 and out == "", (out, err)
    assert err.startswith(f"pyrules: {path}:5:34: 'Return 1 card from your discard pile to your hand.' "
                          "is understood (Return 1 card from your discard pile to your hand.) but no rule of "
                          "monster_rancher acts on it"), err
    assert "Traceback" not in err


def test_a_define_error_in_a_sequence_game(capsys, tmp_path):
    path = tmp_path / "idle.query"
    source = QUERIES / "epic_battles" / "EB-CASE-001.query"
    text = source.read_text(encoding="utf-8").replace(
        "Bottom: Your kicks gain +1 chip. [assumed]", "Bottom: This attack's damage cannot be lowered.", 1)
    path.write_text(text, encoding="utf-8")
    code, out, err = run(capsys, "ask", path)
    assert code == 2 and out == "", (out, err)
    assert "'Bottom: This attack's damage cannot be lowered.' is understood" in err
    assert "no rule of epic_battles acts on it" in err


def test_a_text_wrapped_round_a_cycle_ends():
    t = _table("p(X) :- says(_, _, X).  p(f(X)) :- p(X).  q :- p(g(1)).")
    assert _reads(t, "g(1)")
    assert not _reads(t, "h(1)")


def test_a_join_with_another_text_reads_nothing():
    t = _table("text_of(E, X) :- says(E, _, X).  works(E, X) :- text_of(E, X).  both(E) :- text_of(E, X), works(E, X).")
    assert not _reads(t, "draw(1)")
