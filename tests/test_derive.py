"""Derivations (issue 16): every answer explained as the rule instances that produced it.

A traced program records each rule instance that fires (and those the grounding held that did
not); ``pyrules.derive`` builds the tree; the knowledge base in ``explain`` mode narrows the
clauses a derivation uses to the decisive ones by switching each clause's rules off in turn.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pyrules.asp import Function, Number, RuleSite, ScenarioProgram, String
from pyrules.derive import Derivations, rule_clauses, rules_of
from pyrules.kb import KnowledgeBase
from pyrules.query import load_query

from conftest import QUERIES, ROOT

GAMES = ["monster_rancher", "capcom_crossovers", "epic_battles"]

TOY = """\
%# a toy game
% Damage adds up over the hits.  [T-DMG-01]
taken(C, S) :- char(C), S = #sum{ D, I : hit(I, C, D) }.

% A hit lands unless it was dodged.  [T-HIT-01..03]
hit(I, C, D) :- attack(I, C, D), not dodged(I).
dodged(I) :- dodge(I, _), attack(I, _, _).
legal :- not illegal.
illegal :- violated(_, _).
violated("T-ATK-02", I) :- attack(I, C, D), D > 9.
kind(I, (punch; kick)) :- attack(I, _, _).
"""


def toy(tmp_path: Path) -> ScenarioProgram:
    path = tmp_path / "toy.lp"
    path.write_text(TOY, encoding="utf-8")
    return ScenarioProgram([path], [], {}, traced=True, cites=rule_clauses)


def facts(*atoms):
    return [Function(name, list(args)) for name, *args in atoms]


def c(name):
    return Function(name)


def test_rule_clauses_come_from_the_rule_or_the_comment_block_above_it(tmp_path):
    program = toy(tmp_path)
    by_line = {r.line: r.clauses for r in rules_of(program.rules)}
    assert by_line[3] == ("T-DMG-01",)
    assert by_line[6] == ("T-HIT-01", "T-HIT-02", "T-HIT-03")  # a range of ids
    assert by_line[7] == ("T-HIT-01", "T-HIT-02", "T-HIT-03")
    assert by_line[10] == ("T-ATK-02",)                        # the rule's own id wins
    assert by_line[8] == ("T-HIT-01", "T-HIT-02", "T-HIT-03")
    site = RuleSite(0, str(tmp_path / "toy.lp"), 3, "taken(C, S) :- char(C).")
    assert rule_clauses(site) == ("T-DMG-01",)


def test_a_sum_is_derived_from_the_elements_that_hold_and_says_what_it_left_out(tmp_path):
    program = toy(tmp_path)
    scenario = facts(("char", c("y")), ("attack", Number(1), c("y"), Number(7)),
                     ("attack", Number(2), c("y"), Number(3)), ("attack", Number(3), c("y"), Number(5)),
                     ("dodge", Number(3), c("y")))
    [model] = program.solve(scenario)
    d = Derivations(model, rules_of(program.rules))
    node = d.root(Function("taken", [c("y"), Number(10)]))
    assert node.rule.clauses == ("T-DMG-01",)
    assert [str(p.atom) for p in node.parts] == ["hit(1,y,7)", "hit(2,y,3)"]
    assert [p.rule.clauses for p in node.parts] == [("T-HIT-01", "T-HIT-02", "T-HIT-03")] * 2
    [left_out] = node.checked                     # the dodged hit, and why it did not land
    assert str(left_out.atom) == "hit(3,y,5)" and not left_out.holds
    assert "dodged(3) holds" in left_out.checked[0].failed
    assert node.clauses() == ["T-HIT-01", "T-HIT-02", "T-HIT-03", "T-DMG-01"]


def test_legal_because_nothing_is_violated_names_what_was_checked(tmp_path):
    program = toy(tmp_path)
    [model] = program.solve(facts(("char", c("y")), ("attack", Number(1), c("y"), Number(7))))
    node = Derivations(model, rules_of(program.rules)).root(Function("legal"))
    assert node.holds
    assert "T-ATK-02" in node.clauses()           # the check that did not fire: 7 > 9 is false
    [model] = program.solve(facts(("char", c("y")), ("attack", Number(1), c("y"), Number(12))))
    node = Derivations(model, rules_of(program.rules)).root(Function("legal"))
    assert not node.holds and "T-ATK-02" in node.clauses()


def test_pools_and_anonymous_variables_are_recorded_atom_by_atom(tmp_path):
    program = toy(tmp_path)
    [model] = program.solve(facts(("char", c("y")), ("attack", Number(1), c("y"), Number(7)),
                                  ("dodge", Number(1), c("z"))))
    d = Derivations(model, rules_of(program.rules))
    assert d.holds(Function("kind", [Number(1), c("punch")])) and d.holds(Function("kind", [Number(1), c("kick")]))
    node = d.root(Function("dodged", [Number(1)]))
    assert sorted(str(p.atom) for p in node.premises) == ["attack(1,y,7)", "dodge(1,z)"]


def test_a_clause_switched_off_removes_its_rules(tmp_path):
    program = toy(tmp_path)
    solve = program.solver(facts(("char", c("y")), ("attack", Number(1), c("y"), Number(7))))
    assert Function("taken", [c("y"), Number(7)]) in solve(())[0].true
    assert Function("taken", [c("y"), Number(0)]) in solve(("T-HIT-02",))[0].true
    assert Function("taken", [c("y"), Number(7)]) in solve(())[0].true   # and back on


def _sample(game: str, every: int = 6) -> list[Path]:
    return sorted((QUERIES / game).glob("*.query"))[::every]


@pytest.fixture(scope="module")
def kbs():
    return {g: (KnowledgeBase(g), KnowledgeBase(g, explain=True)) for g in GAMES}


@pytest.mark.parametrize("game", GAMES)
def test_explained_answers_are_the_answers_and_cite_only_what_their_derivation_uses(kbs, game):
    """Issue 16's constraint, on every 6th shipped query file of each game (all 404 files take
    minutes explained; ``benchmarks/explain_sizes.py`` checks them all and counts any outside)."""
    plain, explained = kbs[game]
    for path in _sample(game):
        for a, b in zip(plain.ask_file(path), explained.ask_file(path)):
            assert (b.answer, b.readings) == (a.answer, a.readings), (path.name, a.question)
            assert b.derivation, (path.name, a.question)
            if b.readings:
                assert {name for name, _ in b.derivation} == set(b.readings)
                assert all(set(rs) < set(b.readings) for rs in b.needs.values()), (path.name, a.question)
            used = {cl for _, node in b.derivation for cl in node.clauses()}
            parted = {part.split("=")[0] for name in b.readings for part in name.split(", ")}
            assert b.because == b.decisive and len(set(b.because)) == len(b.because), (path.name, a.question)
            assert set(b.because) <= used | parted, (path.name, a.question)
            if a.question.startswith("legal") and b.answer == "no":  # the forbidding clause comes first
                broken = {line.split(":")[0].removeprefix("Forbidden by ") for line in b.explanation.splitlines()
                          if line.startswith("Forbidden by ")}
                assert not broken & used or b.because[0] in broken, (path.name, a.question)


def test_a_derivation_is_the_same_every_run(kbs):
    path = QUERIES / "capcom_crossovers" / "CC-CASE-054.query"
    _, explained = kbs["capcom_crossovers"]
    first = [json.dumps(r.as_dict(), sort_keys=True) for r in explained.ask_file(path)]
    again = KnowledgeBase("capcom_crossovers", explain=True)
    assert first == [json.dumps(r.as_dict(), sort_keys=True) for r in again.ask_file(path)]


def test_a_counter_derivation_reads_as_the_exchange(kbs):
    """CC-CASE-054: a Type E counter at priority 4 against a basic attack at 2, then a basic attack."""
    _, explained = kbs["capcom_crossovers"]
    results = {r.question: r for r in explained.ask_file(QUERIES / "capcom_crossovers" / "CC-CASE-054.query")}
    taken = "\n".join(results['damage "Y"'].derivation[0][1].compact())
    assert "the attack of step 2 hits Y for 7" in taken and "the attack of step 3 hits Y for 3" in taken
    assert taken.startswith("Y takes 7 + 3 = 10 damage")  # the sum said with its parts ({N_sum})
    assert "X uses 1 + 1 = 2 combo points" in results['cp used "X"'].derivation[0][1].compact()[0]
    assert "4 > 2" in taken
    nothing = "\n".join(results['damage "X"'].derivation[0][1].compact())
    assert "the attack of step 1 does not hit X for 5" in nothing and "the attack of step 1 is evaded" in nothing
    assert "CC-COUNTER-03" in results['damage "X"'].decisive


def test_cli_explain_prints_the_tree_and_json_carries_it():
    query = str(QUERIES / "monster_rancher" / "MR-CASE-019.query")
    run = lambda *a: subprocess.run([sys.executable, "-m", "pyrules.cli", "ask", query, *a],
                                    capture_output=True, text=True, cwd=ROOT)
    text = run("--explain")
    assert text.returncode == 0 and "because: MR-TNT-06" in text.stdout
    data = json.loads(run("--explain", "--json").stdout)
    tree = data["results"][0]["derivation"][0]["tree"]
    assert tree["atom"] == "legal" and tree["holds"] is False and tree["checked"]
    assert json.loads(run("--json").stdout) == data  # --json explains by default
    assert json.loads(run("--explain", "json").stdout) == data  # the same object
    plain = json.loads(run("--json", "--explain", "none").stdout)["results"][0]  # the opt-out: answers only
    assert "derivation" not in plain and "ruling" not in plain and plain["answer"] == "no"
    both = run("-v", "--explain", "none")
    assert both.returncode == 2 and "Traceback" not in both.stderr and "--explain none" in both.stderr
    verbose = run("-v")
    assert verbose.returncode == 0 and "because: MR-TNT-06" in verbose.stdout and "It would be legal" in verbose.stdout


@pytest.mark.parametrize("game", GAMES)
def test_every_phrase_names_a_predicate_of_the_game(kbs, game):
    """A phrase for a predicate the encoding does not have (a typo, an arity off) would never say anything."""
    from pyrules.phrasing import _KEY
    from pyrules.resources import core_dir, game_dir

    from pyrules.phrasing import TERM

    _, explained = kbs[game]
    known = {sig for r in explained.rules for sig in (*r.heads, *r.uses)}
    own = json.loads((game_dir(game) / "phrases.json").read_text(encoding="utf-8"))
    sigs = {(m.group(1), len(m.group(2).split(",")) if m.group(2) else 0)
            for m in (_KEY.match(k) for k in own if not k.startswith(("//", TERM)))}
    unknown = sorted(f"{name}/{arity}" for name, arity in sigs if (name, arity) not in known)
    assert not unknown, f"phrases of {game} for predicates its encoding does not have: {unknown}"
    # a term's words: a term of that name is written in the game's (or the core's) rules
    rules = " ".join(p.read_text(encoding="utf-8") for p in (*game_dir(game).glob("*.lp"), *core_dir().glob("*.lp")))
    terms = [k for k in own if k.startswith(TERM) and _KEY.match(k[len(TERM):]).group(1) + "(" not in rules]
    assert not terms, f"phrases of {game} for terms its rules do not write: {terms}"
    if game == GAMES[0]:  # the core's phrases: predicates of the core's own rules
        core = json.loads((core_dir() / "phrases.json").read_text(encoding="utf-8"))
        text = " ".join(p.read_text(encoding="utf-8") for p in core_dir().glob("*.lp"))
        keys = [k[len(TERM):] if k.startswith(TERM) else k for k in core if not k.startswith("//")]
        missing = [k for k in keys if _KEY.match(k).group(1) + "(" not in text and _KEY.match(k).group(1) not in text]
        assert not missing, missing


@pytest.fixture
def toy_phrases(tmp_path, monkeypatch):
    """A game "toy" whose phrases the test writes: ``write(core, toy)`` (JSON texts) sets both files and
    clears the templates read before; they are cleared again after the test."""
    from pyrules import phrasing

    (tmp_path / "core").mkdir()
    (tmp_path / "toy").mkdir()
    monkeypatch.setattr(phrasing, "core_dir", lambda: tmp_path / "core")
    monkeypatch.setattr(phrasing, "game_dir", lambda game: tmp_path / game)

    def write(core: str, toy: str) -> None:
        (tmp_path / "core" / "phrases.json").write_text(core)
        (tmp_path / "toy" / "phrases.json").write_text(toy)
        phrasing.templates.cache_clear()

    yield write
    phrasing.templates.cache_clear()


def test_phrases_are_checked_when_read(toy_phrases):
    from pyrules import phrasing
    from pyrules.errors import PyrulesError

    core = '{"legal": ["the play is legal", "it is not"]}'
    toy_phrases(core, '{"taken(C, N)": "{C} takes {M} damage"}')
    with pytest.raises(PyrulesError, match="not its arguments"):
        phrasing.templates("toy")
    toy_phrases(core, '{"taken(C, N)": "{C} takes {N} damage"}')
    say = phrasing.Phrasing("toy", lambda sym: "Y" if sym == Function("ch", [c("a"), Number(1)]) else None).say
    assert say(Function("taken", [Function("ch", [c("a"), Number(1)]), Number(10)])) == "Y takes 10 damage"
    assert say(Function("legal"), False) == "it is not"
    assert say(Function("unknown_thing")) is None


def test_a_phrase_agrees_with_its_numbers_and_says_none_at_all(toy_phrases):
    from pyrules import phrasing
    from pyrules.derive import _any
    from pyrules.errors import PyrulesError

    toy_phrases("{}", json.dumps({
        "extras(I, N)": "step {I} has {N} extra {N:card|cards}",
        "spent(S, N)": "{S} spends {N_sum} {N:point|points}",
        "plays(I, Card)": ["step {I} plays {Card:a}", "step {I} does not play {Card:a}", "step {I} plays no card"]}))
    say = phrasing.Phrasing("toy", lambda sym: None).say
    n = lambda *args: [Number(a) for a in args]
    assert say(Function("extras", n(2, 1))) == "step 2 has 1 extra card"
    assert say(Function("extras", n(2, 3))) == "step 2 has 3 extra cards"
    parts = (Function("hit", n(1, 0)), Function("hit", n(2, 1)))
    assert say(Function("spent", [c("b"), Number(1)]), True, parts) == "b spends 0 + 1 = 1 point"
    less = (Function("hit", n(1, 8)), Function("hit", n(2, -4)), Function("hit", n(3, 1)))
    assert say(Function("spent", [c("b"), Number(5)]), True, less) == "b spends 8 - 4 + 1 = 5 points"
    assert say(Function("plays", [Number(1), c("ace")])) == "step 1 plays an ace"
    assert say(Function("plays", [Number(1), c("basic")]), False) == "step 1 does not play a basic"
    assert say(_any(Function("plays", [Number(1), String("_")])), False) == "step 1 plays no card"
    toy_phrases("{}", '{"extras(I, N)": "step {I} has {N:cards}"}')
    with pytest.raises(PyrulesError, match="field form"):
        phrasing.templates("toy")


def test_an_explained_answer_reads_in_the_game_s_words(kbs):
    _, explained = kbs["capcom_crossovers"]
    results = {r.question: r for r in explained.ask_file(QUERIES / "capcom_crossovers" / "CC-CASE-054.query")}
    lines = results['damage "X"'].derivation[0][1].compact()
    assert lines[0].startswith("X takes 0 damage")
    assert any("the attack of step 1 is evaded" in line for line in lines)
    assert any("step 2 has a higher priority than the attack it answers" in line and "4 > 2" in line for line in lines)
    tree = results['damage "X"'].as_dict()["derivation"][0]["tree"]
    assert tree["says"] == "X takes 0 damage"


@pytest.mark.parametrize("game", GAMES)
def test_an_explained_knowledge_base_has_every_clause_s_text(kbs, game):
    """Traced, a rule that cites a clause holds only while its switch is off, so its atoms are no
    facts of the grounding: the clause table must still be read (it was empty: "CC-BASIC-04: ")."""
    plain, explained = kbs[game]
    assert plain.clause_text and explained.clause_text == plain.clause_text
    assert explained.gap_text == plain.gap_text and explained.readings == plain.readings


def test_cli_explain_prints_each_cited_clause_with_its_text():
    query = str(QUERIES / "capcom_crossovers" / "CC-CASE-054.query")
    out = subprocess.run([sys.executable, "-m", "pyrules.cli", "ask", query, "-v", "--explain"],
                         capture_output=True, text=True, cwd=ROOT).stdout
    cited = [line.strip() for line in out.splitlines() if line.strip().startswith("CC-") and ": " in line]
    assert cited and all(line.split(": ", 1)[1].strip() for line in cited), cited


COUNTERFACTUALS = [("monster_rancher", "MR-CASE-019"), ("monster_rancher", "MR-CASE-003"),
                   ("capcom_crossovers", "CC-CASE-025"), ("capcom_crossovers", "CC-CASE-030"),
                   ("epic_battles", "EB-CASE-017")]


@pytest.mark.parametrize("game, ident", COUNTERFACTUALS)
def test_an_illegal_play_says_the_smallest_change_that_makes_it_legal(kbs, game, ident):
    """The solver's counterfactual, checked by asking again: the scenario with the change is legal."""
    from clingo import parse_term

    _, explained = kbs[game]
    query = load_query(QUERIES / game / f"{ident}.query")
    [r] = [r for r in explained.ask_query(query) if r.question == "legal"]
    found = r.counterfactual
    assert r.answer == "no" and found and (found["removed"] or found["added"]), found
    assert 1 <= len(found["removed"]) + len(found["added"]) <= 2
    assert found["says"].startswith("it would be legal with") and found["says"][:1].upper() + found["says"][1:] + "." \
        in r.explanation
    scenario = explained.builder.build(query)
    changed = [f for f in explained._facts(scenario) if str(f) not in found["removed"]] + \
              [parse_term(a) for a in found["added"]]
    for model in explained.scenarios.solve(changed):
        assert Function("legal") in model.atoms


def test_a_play_no_allowed_change_makes_legal_says_so(kbs):
    """CC-CASE-005: Cajun Escape avoids special moves only; no stat, block or card swap of the
    scenario changes that (the play itself, a basic attack answered, is not the scenario's state)."""
    _, explained = kbs["capcom_crossovers"]
    [r] = [r for r in explained.ask_file(QUERIES / "capcom_crossovers" / "CC-CASE-005.query") if r.question == "legal"]
    assert r.counterfactual == {} and "No change of the scenario" in r.explanation
    assert r.as_dict()["counterfactual"] == {}


def test_a_step_met_again_in_a_tree_is_written_whole_once():
    from clingo import Function, Number

    from pyrules.derive import Node, Rule

    rule = Rule(0, "toy.lp", 1, ("CC-SPEC-04",))
    shared = Node(Function("prio", [Number(2)]), rule=rule, premises=(Node(Function("stat", [Number(1)])),))
    top = Node(Function("taken", [Number(10)]), rule=rule,
               parts=(Node(Function("hit", [Number(2)]), rule=rule, premises=(shared,)), shared))
    tree = top.as_dict()
    first, again = tree["parts"][0]["premises"][0], tree["parts"][1]
    assert first["premises"] == [{"atom": "stat(1)", "holds": True, "given": True}]
    assert again == {"atom": "prio(2)", "holds": True, "again": True}
