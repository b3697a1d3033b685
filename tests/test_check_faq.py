"""`pyrules check` and `pyrules faq` over the shipped games.

The contradictions asserted here are the ones the rulebook files list as contradictions
(Capcom Crossovers G1, G9, G11, G23; Monster Rancher G-02/G-03): the check must find them
from the encoded clauses, with a minimal set of clause ids.
"""

from __future__ import annotations

import json

import pytest

from pyrules import check as check_module
from pyrules.batch import run_batch
from pyrules.check import check, deciding_groups, examine
from pyrules.cli import main
from pyrules.explore import generate, prefix
from pyrules.kb import load
from pyrules.query import load_query
from pyrules.resources import data_root, games

ROOT = data_root()


@pytest.fixture(scope="module")
def reports(tmp_path_factory):
    out = {}
    for g in games():
        out[g] = check(g, workers=1, witnesses=tmp_path_factory.mktemp(g))
    return out


@pytest.mark.parametrize("game", games())
def test_shipped_games_pass_their_own_check(reports, game):
    report = reports[game]
    assert [f.key for f in report.unacknowledged] == []
    assert report.stale == [], "the baseline acknowledges findings the check no longer makes"
    assert report.coverage["missing"] == []


@pytest.mark.parametrize("game,clauses", [
    ("capcom_crossovers", ("CC-BASIC-06", "CC-BASIC-08", "CC-TYPE-06")),   # G1: Type C cap vs five basics
    ("capcom_crossovers", ("CC-NEG-13", "CC-NEG-14")),                     # G9: no damage vs half damage
    ("capcom_crossovers", ("CC-BLOCK-09", "CC-BLOCK-11")),                 # G11: block card at equality
    ("capcom_crossovers", ("CC-NEG-08", "CC-VC-05")),                      # G23: VC vs the golden rule
    ("monster_rancher", ("MR-RED-08", "MR-RED-09")),                       # G-02/G-03: the two trivia
])
def test_listed_contradictions_are_found_with_minimal_cores(reports, game, clauses):
    found = [f for f in reports[game].findings if f.kind == "contradiction"]
    assert any(f.clauses == clauses for f in found), [f.clauses for f in found]


def test_ambiguities_name_their_open_point_and_outcomes(reports):
    by_key = {f.key: f for f in reports["capcom_crossovers"].findings}
    g9 = by_key["ambiguity:CC-G9"]
    assert "CC-G9=no_damage" in g9.message and "CC-G9=half_damage" in g9.message
    assert g9.witness.endswith(".query")


def test_undecided_attribute_damage_is_a_gap(reports):
    """MR-G-30: most monsters' attributes are not given, so a move that turns on the attribute
    leaves their damage undecided, and the check says so (with a generated witness)."""
    gap = {f.key: f for f in reports["monster_rancher"].findings}["gap:undecided:damage"]
    assert "-GEN-" in gap.witness


def test_witness_files_run_through_ask(reports):
    finding = {f.key: f for f in reports["monster_rancher"].findings}["gap:undecided:damage"]
    results = load("monster_rancher").ask_file(finding.witness)
    assert "unknown" in [r.answer for r in results]


def test_dead_rules_are_proven_with_every_input_open(reports):
    dead = [f for f in reports["monster_rancher"].findings if f.kind == "dead"]
    assert dead and all("never holds" in f.message for f in dead)
    assert reports["monster_rancher"].scenarios["rules"] > 400


def test_a_finding_not_in_the_baseline_fails_the_check(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(check_module, "load_baseline", lambda game: {})
    assert main(["check", "epic_battles", "--json", "--witnesses", str(tmp_path)]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "epic_battles" and data["unacknowledged"] > 0
    assert set(data["findings"][0]) >= {"kind", "clauses", "cards", "message", "witness", "acknowledged"}
    assert set(data["coverage"]) >= {"clauses", "implemented", "justified"}


def test_unknown_game_is_a_clear_error(capsys):
    assert main(["check", "monster_ranch"]) == 2
    assert "monster_rancher" in capsys.readouterr().err


def test_literal_core_is_minimal():
    kb = load("capcom_crossovers")
    scenario = kb.builder.build(load_query(ROOT / "queries/capcom_crossovers/CC-CASE-088.query"))
    assert kb.literal_core(scenario) == ["CC-NEG-13", "CC-NEG-14"]
    plain = kb.builder.build(load_query(ROOT / "queries/capcom_crossovers/CC-CASE-010.query"))
    assert kb.literal_core(plain) is None


def test_generation_is_exhaustive_and_deterministic():
    pool = load("monster_rancher").pool
    first = generate("monster_rancher", pool, prefix("monster_rancher"))
    again = generate("monster_rancher", pool, prefix("monster_rancher"))
    assert [g.text for g in first] == [g.text for g in again]
    envs = sum(1 for e in pool.entries if e.kind == "env")
    family = [g for g in first if g.family == "a single-target attack under an ENV"]
    assert len(family) == 2 * 3 * (envs + 1)  # powers x targets x (no ENV + each ENV)
    assert all(by.baseline in {g.name for g in family} for by in family if by.baseline)


def test_batch_gives_the_same_results_with_two_workers():
    pool = load("epic_battles").pool
    items = [(str(f), f.read_text(encoding="utf-8"))
             for f in sorted((ROOT / "queries/epic_battles").glob("EB-CASE-00*.query"))]
    one = run_batch("epic_battles", items, examine, workers=1)
    two = run_batch("epic_battles", items, examine, workers=2)
    assert one == two and len(one) == len(items) and pool


def test_a_point_that_matters_only_under_one_reading_still_decides():
    """MR-X-09: MR-G-01 is open only when MR-G-32 reads the Mew as unaffected; both points change
    the answer, so both are ambiguities of the check (MR-G-32 was lost: the row without MR-G-01
    was never compared)."""
    readings = {"MR-G-01=full, MR-G-32=unaffected": "no", "MR-G-01=zero, MR-G-32=unaffected": "yes",
                "MR-G-32=doll": "yes"}
    assert deciding_groups(readings) == ["MR-G-01", "MR-G-32"]
    assert deciding_groups({"A=x, B=y": "1", "A=x, B=z": "1", "A=w, B=y": "2", "A=w, B=z": "2"}) == ["A"]
