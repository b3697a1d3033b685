"""The encodings run without pyrules' engine: `pyrules facts QUERY` prints the pool and the
scenario as ASP facts, and clingo alone (main.lp + those facts) gives the same answers."""

from __future__ import annotations

import clingo
import pytest

from conftest import QUERIES

import pyrules
from pyrules.kb import KnowledgeBase
from pyrules.cli import main
from pyrules.resources import game_dir

FILES = [QUERIES / "monster_rancher" / f"MR-CASE-{n}.query" for n in ("004", "007", "019", "040", "059", "115")] + \
        [QUERIES / "capcom_crossovers" / f"CC-CASE-{n}.query" for n in ("010", "014", "088", "107", "125")] + \
        [QUERIES / "epic_battles" / f"EB-CASE-{n}.query" for n in ("001", "005", "045", "091", "095", "101")]


def _plain_clingo(game, facts_file, constants) -> list[set[str]]:
    args = ["--warn=none"] + [f"-c{k}={v}" for k, v in sorted(constants.items())]
    ctl = clingo.Control(args)
    ctl.configuration.solve.models = 0
    ctl.load(str(game_dir(game) / "main.lp"))
    ctl.load(str(facts_file))
    ctl.ground([("base", [])])
    models: list[set[str]] = []
    ctl.solve(on_model=lambda m: models.append({str(a) for a in m.symbols(shown=True)}))
    return models


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_plain_clingo_agrees(path, tmp_path, capsys):
    assert main(["facts", str(path)]) == 0
    facts = tmp_path / "scenario.lp"
    facts.write_text(capsys.readouterr().out, encoding="utf-8")
    game = path.parent.name
    kb = KnowledgeBase(game)
    kb.cuts = False  # every shown atom, as plain clingo shows them (a cut grounds what the questions read only)
    scenario = kb.builder.build(pyrules.query.load_query(path))
    expected = [{str(a) for a in m.atoms} for m in kb.solve(scenario)]
    constants = kb.constants if kb.engine == "slots" else {}
    assert sorted(map(sorted, _plain_clingo(game, facts, constants))) == sorted(map(sorted, expected))
