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
