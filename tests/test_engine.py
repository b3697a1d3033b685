"""The engine contract: ground once and answer many, names are data, answers are deterministic,
readings choose between open answers, and the grounded base has a bounded, stable size."""

from __future__ import annotations

from pathlib import Path

import clingo
import pytest

import pyrules
from pyrules.kb import KnowledgeBase
from pyrules.query import load_query

GAME = "monster_rancher"
QUERIES = Path(__file__).resolve().parents[1] / "queries" / GAME
# The open base held 1.21M solver variables after issue 19's new Monster Rancher meanings; issue 15's
# re-encoding (sums and overflow tests compared inside condition aggregates, slot-typed card text,
# defense packets bounded by max_value) brought it to 296,367 (measured 2026-11-25). The open base is
# used by ask_query in a long-lived process and by pyrules check, not by a CLI file (grounded per
# scenario). The budget is just above that size, so a change that grows the base fails here.
# 2026-11-28: issue 19's rounds added ~30 sentence shapes a card slot admits (card_says inputs 8,240 -> 11,264);
# their rules were written to stay linear (a rider joined with a projection of the damage taken, not with each value;
# the Guts losses summed compared with each value, not assigned): 325,374. One round's first draft had taken the
# base to 7.6M, which is what this budget is for.
VARIABLE_BUDGET = 340_000


@pytest.fixture(scope="module")
def kb() -> KnowledgeBase:
    """The Monster Rancher knowledge base, grounded once for this module."""
    return pyrules.load(GAME)


def query_files() -> list[Path]:
    return sorted(QUERIES.glob("*.query"))


def answers(results) -> list[tuple[str, str, tuple[str, ...]]]:
    return [(r.question, r.answer, r.because) for r in results]


# -- ground once, answer many ------------------------------------------------------------------
def test_load_returns_one_knowledge_base_per_game(kb):
    assert pyrules.load(GAME) is kb
    assert pyrules.load(GAME) is pyrules.load(GAME)
    assert isinstance(kb, KnowledgeBase) and kb.game == GAME


def test_twenty_queries_through_one_control(kb, monkeypatch):
    files = query_files()[:20]
    assert len(files) == 20
    ctl = kb.program._ctl

    # Nothing may create a Control, or add, load or ground ASP once the base is grounded.
    made: list[object] = []
    real_control = clingo.Control

    def counting_control(*args, **kwargs):
        made.append(args)
        return real_control(*args, **kwargs)

    def forbidden(name):
        def fail(self, *args, **kwargs):
            raise AssertionError(f"Control.{name} called after grounding")
        return fail

    monkeypatch.setattr(clingo, "Control", counting_control)
    for name in ("add", "load", "ground"):
        monkeypatch.setattr(real_control, name, forbidden(name))

    answered = 0
    for f in files:
        results = kb.ask_file(f)
        assert results
        answered += len(results)
    assert made == []
    assert kb.program._ctl is ctl
    assert pyrules.load(GAME).program._ctl is ctl
    assert answered >= 20


# -- names are data, never ASP -----------------------------------------------------------------
SCENARIO = """query "INJ" "names that look like ASP"
game monster_rancher
monster A "Hare"
monster B "Golem" as "{alias}": lp 10
monster B "Suezo"
define move "{move}" (POW): Deals 4 damage to one opponent monster.
play "Hare" uses "{move}" on "{alias}"
defense "Suezo" plays "Protect" on "{alias}"
ask legal
ask final damage
ask damage "{alias}"
ask damage "Suezo"
ask lp "{alias}"
ask ko "{alias}"
ask status "{alias}" "Provoking"
"""

# A quoted name may not contain '"' (the query language has no escapes), so the ASP string
# delimiters in these payloads are single quotes.
PAYLOADS = [
    ("x). #include '/etc/passwd'. :- a(", "p :- q. #script (python)"),
    ("a(X) :- b. % comment", "#end. #program base. q."),
    ("}. :- not legal. #show.", "#const max_value=1. #external x."),
]


@pytest.mark.parametrize("alias, move", PAYLOADS, ids=["include", "program", "show"])
def test_asp_syntax_in_names_is_treated_as_a_name(kb, alias, move):
    plain = kb.ask_text(SCENARIO.format(alias="Target", move="Plain Move"), "<plain>")
    evil = kb.ask_text(SCENARIO.format(alias=alias, move=move), "<evil>")
    assert [(r.answer, r.because, r.expected) for r in evil] == \
           [(r.answer, r.because, r.expected) for r in plain]
    assert [r.question.replace(alias, "Target") for r in evil] == [r.question for r in plain]
    assert [r.answer for r in plain][:4] == ["yes", "4", "0", "4"]  # Protect moved the damage to Suezo
    # the names come back as written, in the questions and the card texts of the explanation
    assert any(alias in r.question for r in evil)
    assert any(move in r.explanation for r in evil)


def test_asp_syntax_in_names_leaves_the_base_unchanged(kb):
    ctl = kb.program._ctl
    plain = SCENARIO.format(alias="Target", move="Plain Move")
    before = answers(kb.ask_text(plain))
    atoms = len(ctl.symbolic_atoms)
    for alias, move in PAYLOADS:
        kb.ask_text(SCENARIO.format(alias=alias, move=move))
    assert answers(kb.ask_text(plain)) == before
    assert len(ctl.symbolic_atoms) == atoms
    for name, arity in (("q", 0), ("x", 0), ("b", 0), ("a", 1)):  # what the payloads would define
        assert not any(True for _ in ctl.symbolic_atoms.by_signature(name, arity)), f"{name}/{arity}"


# -- determinism -------------------------------------------------------------------------------
DETERMINISM = ["MR-CASE-001.query", "MR-CASE-002.query", "MR-CASE-007.query", "MR-CASE-019.query",
               "MR-CASE-040.query", "MR-CASE-115.query"]


def test_same_query_twice_same_answers_and_explanations(kb):
    files = [QUERIES / n for n in DETERMINISM if (QUERIES / n).exists()]
    assert len(files) >= 4
    first = {f.name: [r.as_dict() for r in kb.ask_file(f)] for f in files}
    # ask them again in the reverse order: no state may leak from one solve to the next
    again = {f.name: [r.as_dict() for r in kb.ask_file(f)] for f in reversed(files)}
    assert again == first
    for f in files:  # and a third time, each right after itself
        assert [r.as_dict() for r in kb.ask_file(f)] == first[f.name]
        assert [r.as_dict() for r in kb.ask_file(f)] == first[f.name]


def _rotate_monsters(text: str) -> str | None:
    """The text with its monster lines rotated within each side (slots change, labels do not)."""
    lines = text.splitlines(keepends=True)
    idx = [i for i, line in enumerate(lines) if line.lstrip().lower().startswith("monster ")]
    by_side: dict[str, list[str]] = {}
    for i in idx:
        by_side.setdefault(lines[i].split()[1], []).append(lines[i])
    if all(len(v) < 2 for v in by_side.values()):
        return None
    rotated = {s: iter(v[1:] + v[:1]) for s, v in by_side.items()}
    out = list(lines)
    for i in idx:
        out[i] = next(rotated[lines[i].split()[1]])
    return "".join(out)


def _permutable() -> list[Path]:
    """Query files with three monsters on a side, or labelled monsters."""
    out = []
    for f in query_files():
        text = f.read_text(encoding="utf-8")
        sides = [line.split()[1] for line in text.splitlines() if line.lower().startswith("monster ")]
        if max((sides.count(s) for s in set(sides)), default=0) >= 3 or ' as "' in text:
            rotated = _rotate_monsters(text)
            if rotated is not None and rotated != text:
                out.append(f)
    return out


def test_rotation_helper_changes_the_order():
    text = 'monster A "Hare"\nmonster B "Golem"\nmonster B "Suezo"\nmonster B "Mocchi"\nask legal\n'
    assert _rotate_monsters(text) == \
        'monster A "Hare"\nmonster B "Suezo"\nmonster B "Mocchi"\nmonster B "Golem"\nask legal\n'


@pytest.mark.parametrize("path", _permutable(), ids=lambda p: p.stem)
def test_monster_order_within_a_side_does_not_change_answers(kb, path):
    text = path.read_text(encoding="utf-8")
    rotated = _rotate_monsters(text)
    assert rotated is not None and rotated != text
    # Every question names monsters by label, so none depends on the order of the monster lines.
    assert answers(kb.ask_text(rotated, str(path))) == answers(kb.ask_text(text, str(path)))


# -- readings ----------------------------------------------------------------------------------
def test_reading_decides_an_open_answer(kb):
    path = QUERIES / "MR-CASE-040.query"
    text = path.read_text(encoding="utf-8")

    def damage_golem(extra: str = ""):
        results = {r.question: r for r in kb.ask_text(text + extra, str(path))}
        return results['damage "Golem"']

    open_answer = damage_golem()
    assert open_answer.answer == "unknown"
    assert open_answer.readings == {"MR-G-03=carry": "0", "MR-G-03=recompute": "3"}
    assert "MR-G-03" in open_answer.explanation

    carry = damage_golem('reading "MR-G-03" = "carry"\n')
    recompute = damage_golem('reading "MR-G-03" = "recompute"\n')
    assert (carry.answer, carry.readings) == ("0", {})
    assert (recompute.answer, recompute.readings) == ("3", {})
    assert damage_golem().answer == "unknown"  # a chosen reading does not stick to the next query


def test_readings_are_named(kb):
    assert set(kb.readings["MR-G-03"]) == {"carry", "recompute"}


# -- size of the grounded base -----------------------------------------------------------------
def test_grounded_base_has_a_deterministic_size(kb):
    kb.ask_file(QUERIES / "MR-CASE-001.query")
    size = kb.program.solver_variables
    assert isinstance(size, int)
    assert 0 < size < VARIABLE_BUDGET

    other = KnowledgeBase(GAME)
    assert other is not kb and other.program._ctl is not kb.program._ctl
    other.ask_file(QUERIES / "MR-CASE-001.query")
    assert other.program.solver_variables == size
    other.ask_file(QUERIES / "MR-CASE-040.query")
    assert other.program.solver_variables == size  # the base does not grow with the questions


# -- slot-typed card text (issue 15) ------------------------------------------------------------
def test_a_card_slot_admits_the_shapes_the_rules_read_there(kb):
    admits = kb.builder.admits
    move, mod, play, defense = (clingo.Function("move"), clingo.Function("mod", [clingo.Number(1)]),
                                clingo.Function("play", [clingo.Number(1)]), clingo.Function("def", [clingo.Number(1)]))
    names = {slot: {t.name for t in admits[slot]} for slot in (move, mod, play, defense)}
    assert {"deal", "versus"} <= names[move] and not {"deal", "versus"} & (names[mod] | names[play] | names[defense])
    assert {"take", "grant", "set_instead"} <= names[defense] and not {"take", "grant"} & names[move]
    assert "modifier" in names[mod] and "lose" in names[play]
    draw = clingo.Function("draw", [clingo.Function("n")])  # a text any card may carry: every slot
    assert all(draw in shapes for shapes in admits.values()) and len(admits) == 12


class _GroundRules:
    """A clingo observer: the shown atoms, the constraints' bodies and each atom's rule bodies."""

    def __init__(self):
        self.shown: set[int] = set()
        self.constraints: list[list[int]] = []
        self.bodies: dict[int, list[list[int]]] = {}

    def output_atom(self, symbol, atom):
        self.shown.add(atom)

    def rule(self, choice, head, body):
        self._add(head, [abs(lit) for lit in body])

    def weight_rule(self, choice, head, lower, body):
        self._add(head, [abs(lit) for lit, _ in body])

    def _add(self, head, body):
        if not head:
            self.constraints.append(body)
        for atom in head:
            self.bodies.setdefault(atom, []).append(body)

    def live(self) -> set[int]:
        """The atoms a shown atom or a constraint depends on."""
        live = set(self.shown) | {a for body in self.constraints for a in body}
        todo = list(live)
        while todo:
            for body in self.bodies.pop(todo.pop(), ()):
                new = [a for a in body if a not in live]
                live.update(new)
                todo.extend(new)
        return live


def test_every_sentence_a_rule_reads_from_a_slot_is_admitted_there(kb):
    """The base grounded untyped (one more rule: every slot admits every shape): each card_says
    input that a shown atom or a constraint depends on is one slot_admits/2 admits, so leaving out
    the others changes no answer (a shape put in a family of the wrong slot fails here)."""
    from pyrules.asp import _add_facts
    from pyrules.resources import game_dir

    rules = _GroundRules()
    ctl = clingo.Control(["--warn=none"] + [f"-c{k}={v}" for k, v in sorted(kb.constants.items())])
    ctl.register_observer(rules)
    ctl.load(str(game_dir(GAME) / "main.lp"))
    ctl.add("base", [], "slot_admits(C, T) :- card_slot(C), shape(T).")  # the test's own fixed text
    _add_facts(ctl, kb.pool_facts)
    ctl.ground([("base", [])])
    live = rules.live()
    read = {(sa.symbol.arguments[0], sa.symbol.arguments[2])
            for sa in ctl.symbolic_atoms.by_signature("card_says", 3) if sa.literal in live}
    admitted = {(slot, shape) for slot, shapes in kb.builder.admits.items() for shape in shapes}
    assert read and sorted(f"{slot}: {shape}" for slot, shape in read - admitted) == []


def test_a_sentence_no_rule_reads_in_its_slot_is_left_out_of_the_scenario(kb):
    """Recharge (a move) grants its user a status: no rule reads that from a move's slot, so the
    scenario leaves the sentence out instead of asking for an input the open base does not hold."""
    query = load_query(QUERIES / "MR-CASE-055.query")
    scenario = kb.builder.build(query)
    left_out = [s for s in scenario.origins if s not in scenario.inputs]
    assert [(str(s.arguments[0]), s.arguments[2].name) for s in left_out] == [("move", "grant")]
    assert all(kb.program.knows(s) for s in scenario.inputs)
    assert [r.answer for r in kb.ask_query(query)] == ["unknown"]


def test_solver_variables_read_early_is_not_stale():
    fresh = KnowledgeBase(GAME)
    size = fresh.program.solver_variables
    assert size > 0  # known as soon as the game is grounded
    fresh.ask_file(QUERIES / "MR-CASE-001.query")
    assert fresh.program.solver_variables == size


def test_a_query_cannot_include_files_or_run_scripts(kb, tmp_path):
    """ASP directives in a query file are comments or names, never ASP: the answers do not change."""
    evil = tmp_path / "evil.lp"
    evil.write_text(":- legal.\nlegal :- not legal.\n", encoding="utf-8")
    plain = (QUERIES / "MR-CASE-019.query").read_text(encoding="utf-8")
    hostile = f'#include "{evil}".\n#script (python) os.remove("x") #end.\n' + plain + f'// #include "{evil}".\n'
    assert [r.as_dict() for r in kb.ask_text(hostile)] == [r.as_dict() for r in kb.ask_text(plain)]
    # a script body outside a comment is not ASP either: it is a syntax error of the query language
    with pytest.raises(pyrules.ParseError):
        kb.ask_text("#script (python)\nimport os\n#end.\n" + plain)


def test_sequence_scenarios_ground_small():
    """Capcom Crossovers grounds each scenario with its own facts; no public case may blow up
    (a deterministic size, not a time)."""
    from conftest import QUERIES
    from pyrules.query import load_query

    kb = pyrules.load("capcom_crossovers")
    sizes = [kb.program.ground_size(kb.builder.build(load_query(p)).facts)
             for p in sorted((QUERIES / "capcom_crossovers").glob("*.query"))]
    assert sizes and max(sizes) < 2000
