"""A program cut down to what a family of questions reads (pyrules/slicing.py)."""

from __future__ import annotations

import clingo
import pytest
from clingo import ast

from pyrules.slicing import Pattern, sliced

TOY = """
hp(a, 10). hit(1, a, 4). hit(2, a, 7).
taken(C, S) :- hp(C, _), S = #sum{ D, I : hit(I, C, D) }.
hp_after(C, H - S) :- hp(C, H), taken(C, S), H > S.
ko(C) :- hp(C, H), #sum{ D, I : hit(I, C, D) } >= H.
why(damage, "D-1") :- hp_after(_, _).
why(legal, "L-1") :- ko(_).
legal :- not ko(a).
legal :- not blocked.
:- hit(I, _, D), D > 20.
1 { reading(x; y) } 1.
odd :- not odd, hit(9, _, _).
#show legal/0.
#show taken/2.
"""


def _statements(text: str) -> list[ast.AST]:
    out: list[ast.AST] = []
    ast.parse_string(text, out.append)
    return out


def _rules(statements: list[ast.AST]) -> set[str]:
    return {str(s) for s in statements if s.ast_type == ast.ASTType.Rule}


def _models(statements: list[ast.AST], names: set[str], output: bool = False) -> set[frozenset[str]]:
    """The answer sets' atoms of ``names`` (``output``: the shown symbols of those names)."""
    ctl = clingo.Control(["0", "--warn=none"])
    with ast.ProgramBuilder(ctl) as b:
        for s in statements:
            b.add(s)
    ctl.ground([("base", [])])
    out: set[frozenset[str]] = set()
    ctl.solve(on_model=lambda m: out.add(frozenset(str(a) for a in m.symbols(atoms=not output, shown=output)
                                                   if a.name in names)))
    return out


def test_a_cut_keeps_what_the_questions_read_and_drops_the_arithmetic_they_do_not():
    whole = _statements(TOY)
    cut = sliced(whole, [Pattern("legal"), Pattern("why", "legal")])
    kept = _rules(cut)
    assert any(r.startswith("ko(C)") for r in kept) and any(r.startswith("legal") for r in kept)
    assert any(r.startswith('why(legal') for r in kept)
    # the damage values, and the why of another topic, are read by no question of the family
    assert not any(r.startswith(("taken(", "hp_after(", "why(damage")) for r in kept)
    # a constraint, a choice with a bound and a loop through negation can rule answer sets out: kept
    assert any(r.startswith("#false") for r in kept)
    assert any("reading" in r for r in kept) and any(r.startswith("odd") for r in kept)
    # the same answer sets, restricted to what the family reads
    read = {"legal", "why", "reading"}
    restricted = {frozenset(a for a in m if not a.startswith('why(damage')) for m in _models(whole, read)}
    assert _models(cut, read) == restricted


def test_a_first_argument_that_is_a_variable_wants_every_rule_of_the_predicate():
    cut = sliced(_statements(TOY + 'topic(damage). said(T) :- why(T, _), topic(T).'), [Pattern("said")])
    assert any(r.startswith("why(damage") for r in _rules(cut))


def test_an_atom_the_cut_cannot_read_keeps_the_whole_program():
    whole = _statements(TOY + "legal :- -blocked.")
    assert sliced(whole, [Pattern("legal")]) == whole


@pytest.mark.parametrize("game", ["capcom_crossovers", "epic_battles"])
def test_a_legality_cut_of_each_sequence_game_is_smaller_and_holds_its_constraints(game):
    from pyrules.kb import KnowledgeBase

    kb = KnowledgeBase(game)
    whole = kb.bases.program(frozenset())
    cut = kb.bases.program(frozenset({"legal"}))
    constraints = {str(s) for s in whole._statements if s.ast_type == ast.ASTType.Rule
                   and s.head.ast_type == ast.ASTType.Literal and s.head.atom.ast_type == ast.ASTType.BooleanConstant}
    assert constraints <= {str(s) for s in cut._statements}
    assert len(cut._statements) < len(whole._statements)


def test_the_legality_setup_base_of_the_game_loop_example_holds_its_budget():
    """The solver variables of a Capcom setup base (the opening of docs/game_loop.py, four step slots
    open) cut for legality: a deterministic budget, so that a change that blows the base up fails here
    (measured 5,136 cut, 9,551 whole; 6,160 cut once a move's own conditional changes of its priority
    were read, issue 19: a counter's priority decides its legality, so their per-step rules, the
    counter's class and the combo's places, are in the legality cut)."""
    import runpy
    from pathlib import Path

    from pyrules.asp import Function, Number, OpenProgram
    from pyrules.kb import KnowledgeBase
    from pyrules.plays import LEGAL
    from pyrules.setups import SETUP_SLOTS, _split

    loop = runpy.run_path(str(Path(__file__).resolve().parents[1] / "docs" / "game_loop.py"))
    kb = KnowledgeBase("capcom_crossovers")
    setup, _ = _split(kb.builder.build(loop["opening"]().query((LEGAL,))).facts)
    facts = sorted([*setup, *(Function("pyrules_slot", [Number(j)]) for j in range(1, SETUP_SLOTS + 1))])
    sizes = {}
    for family in (frozenset(), frozenset({"legal"})):
        base = OpenProgram(kb.bases.program(family), facts)
        base.solve(())
        sizes[family] = base.size()
    assert sizes[frozenset({"legal"})] <= 6_500
    assert sizes[frozenset()] >= 1.5 * sizes[frozenset({"legal"})]


def test_a_shown_term_under_a_condition_wants_its_condition():
    """`#show tax(C, V) : tax_end(C, V).`: a family reading tax/2 needs the rules of tax_end/2."""
    whole = _statements("card(c). tax_end(C, 2) :- card(C). other(1) :- card(_). #show tax(C, V) : tax_end(C, V).")
    cut = sliced(whole, [Pattern("tax")])
    assert any(r.startswith("tax_end") for r in _rules(cut)) and not any(r.startswith("other") for r in _rules(cut))
    assert _models(cut, {"tax"}, output=True) == _models(whole, {"tax"}, output=True) == {frozenset({"tax(c,2)"})}


FIRED_BY = """
says(m1, 1, stat(damage, 5)).
used(M) :- step_move(_, M).
own(M, N) :- used(M), says(M, _, if_nth(N)).
place(I, P) :- step_move(I, _), P = #count{ J : step_move(J, _), J <= I }.
bonus(I, 2) :- step_move(I, M), place(I, P), own(M, P).
bonus(I, 0) :- step_move(I, _), not bonus(I, 2).
dmg(I, D + B) :- step_move(I, M), says(M, _, stat(damage, D)), bonus(I, B).
choice(X) :- { pick(X) : opt(X) } 1, opt(X).
opt(N) :- own(_, N).
late(N) :- pick(N).
:- late(N), N > 9.
:- dmg(_, D), D > 40.
#external ext(X) : says(X, _, _).
seen(X) :- ext(X).
"""


def _live(program: str, facts: list[clingo.Symbol]) -> tuple[list[str], list[str]]:
    from pyrules.slicing import FactMatcher, live, shapes

    table = shapes(_statements(program))
    kept = live(table, FactMatcher(table).matched(facts))
    return [table.lines[i] for i in kept], table.lines


def test_a_rule_no_fact_of_the_scenario_can_fire_is_left_out_and_the_answers_stay():
    """A scenario's program keeps only the rules its facts may fire (pyrules/slicing.py, ``live``): a
    positive body atom whose shape no fact and no live rule's head can take leaves its rule out."""
    facts = [clingo.parse_term(t) for t in ("step_move(1,m1)", "step_move(2,m1)")]
    kept, lines = _live(FIRED_BY, facts)
    left_out = set(lines) - set(kept)
    # no text of the scenario says "if_nth": its rules, and what only they could derive, are out
    assert {ln for ln in left_out if ln.startswith(("own(", "bonus(I,2)", "opt(", "choice(", "late(", "#false :- late("))} == left_out
    assert len(left_out) == 6
    assert any(ln.startswith("place(") for ln in kept) and any(ln.startswith("#false :- dmg(") for ln in kept)
    assert any(ln.startswith("seen(") for ln in kept)  # an external's atom may be true: kept
    whole = _models(_statements(FIRED_BY + "".join(f"{f}." for f in facts)), {"dmg", "bonus"})
    cut = _models(_statements("\n".join(kept) + "".join(f"{f}." for f in facts)), {"dmg", "bonus"})
    assert whole == cut == {frozenset({"dmg(1,5)", "dmg(2,5)", "bonus(1,0)", "bonus(2,0)"})}
    # a text that says it: the rules come back, and the answers are the whole program's
    facts.append(clingo.parse_term("says(m1,2,if_nth(2))"))
    kept, lines = _live(FIRED_BY, facts)
    assert not {ln for ln in lines if ln.startswith(("own(", "bonus(I,2)"))} - set(kept)
    text = "".join(f"{f}." for f in facts)
    assert (_models(_statements("\n".join(kept) + text), {"dmg", "bonus"})
            == _models(_statements(FIRED_BY + text), {"dmg", "bonus"})
            == {frozenset({"dmg(1,5)", "dmg(2,7)", "bonus(1,0)", "bonus(2,2)"})})


def test_a_head_the_shapes_cannot_read_leaves_nothing_out():
    from pyrules.slicing import shapes

    assert shapes(_statements("-p(1). q :- r.")) is None


def test_a_constant_given_at_grounding_reads_as_any_term():
    from pyrules.slicing import FactMatcher, live, shapes

    statements = _statements("#const top = 3. ok :- level(top). far :- level(9).")
    table = shapes(statements)
    kept = [table.lines[i] for i in live(table, FactMatcher(table).matched([clingo.parse_term("level(3)")]))]
    assert any(ln.startswith("ok") for ln in kept) and not any(ln.startswith("far") for ln in kept)


def test_a_capcom_scenario_grounds_only_the_rules_its_texts_may_fire():
    """A deterministic budget: the opening of the game loop example (no move text conditioned on a
    combo's place, a counter's class, a block, HP) grounds at most 800 of the legality cut's ~1,100
    statements (measured 2026-11-28: 1,097 -> 694 for the benchmark's scenarios of that shape)."""
    import runpy
    from pathlib import Path

    from pyrules.kb import KnowledgeBase
    from pyrules.plays import LEGAL

    loop = runpy.run_path(str(Path(__file__).resolve().parents[1] / "docs" / "game_loop.py"))
    kb = KnowledgeBase("capcom_crossovers")
    query = loop["opening"]().query((LEGAL,))
    program = kb.scenario_program(kb.family(query.asks))
    text = program._live_text(kb._facts(kb.builder.build(query)))
    assert text is not None and len(text.splitlines()) <= 800 < len(program._shapes.lines)


@pytest.mark.parametrize("game", ["monster_rancher", "capcom_crossovers", "epic_battles"])
def test_every_shipped_file_gets_the_same_answers_cut_and_whole(game):
    """Every shipped query file of a game, grounded cut down to its questions and grounded whole:
    the same answers, clauses cited, explanations and readings (or the same error)."""
    from pathlib import Path

    from pyrules.errors import PyrulesError
    from pyrules.kb import KnowledgeBase
    from pyrules.query import load_query

    root = Path(__file__).resolve().parents[1] / "queries" / game
    queries = [load_query(p) for p in sorted(root.glob("*.query"))]
    cut, whole = KnowledgeBase(game), KnowledgeBase(game)
    whole.cuts = False

    def answers(kb):
        return [str(r) if isinstance(r, PyrulesError) else
                [(x.question, x.answer, x.because, x.explanation, x.readings) for x in r] for r in kb.ask_each(queries)]

    assert answers(cut) == answers(whole)
    assert len(cut._cuts) > 1  # several families, each its own cut
