"""Bad input gets a clear error and exit status 2 from the CLI, never a traceback.

Every test runs ``pyrules.cli.main([...])`` in-process on small files written into
``tmp_path``.  An exception that escapes ``main`` is turned into the traceback a user
would see at the console, so a crash fails the ``"Traceback" not in stderr`` check
instead of erroring out of the test.
"""

from __future__ import annotations

import json
import re
import traceback
from pathlib import Path

import pytest

import pyrules
import pyrules.kb
from pyrules.cli import main

GAME = "monster_rancher"
EXIT_OK, EXIT_MISMATCH, EXIT_BAD_INPUT, EXIT_BOUNDS = 0, 1, 2, 4

HEADER = """query "T-ERR" "error test"
game monster_rancher
monster A "Pixie": attribute Air
monster B "Golem"
"""
#: the first line after HEADER
FIRST = HEADER.count("\n") + 1


# -- fixtures and helpers -----------------------------------------------------------------------
@pytest.fixture(scope="module")
def kb():
    """The Monster Rancher knowledge base, grounded once for this module."""
    return pyrules.load(GAME)


@pytest.fixture(autouse=True)
def reuse_kb(kb, monkeypatch):
    """Let ``pyrules ask`` reuse the module's grounded knowledge base instead of grounding anew.

    ``cmd_ask`` builds ``KnowledgeBase(game)`` per call; grounding takes seconds, so the shipped
    game is served from the module fixture.  Any other game still goes to the real class (and
    its errors).
    """
    real = pyrules.kb.KnowledgeBase

    def factory(game: str, timeout: float = 10.0, **options):
        return kb if game == kb.game and not options else real(game, timeout=timeout, **options)

    monkeypatch.setattr(pyrules.kb, "KnowledgeBase", factory)


def run(capsys, *argv) -> tuple[object, str, str]:
    """(exit status, stdout, stderr) of ``pyrules ARGV``; an escaped exception becomes its traceback."""
    try:
        code = main([str(a) for a in argv])
    except SystemExit as exc:  # argparse
        code = exc.code
    except Exception:  # noqa: BLE001 - this is what the test looks for
        out, err = capsys.readouterr()
        return "crash", out, err + traceback.format_exc()
    out, err = capsys.readouterr()
    return code, out, err


def write(tmp_path: Path, body: str, name: str = "case.query", header: str = HEADER) -> Path:
    path = tmp_path / name
    path.write_text(header + body, encoding="utf-8")
    return path


def assert_bad_input(code, err: str, status: int = EXIT_BAD_INPUT) -> None:
    assert "Traceback" not in err, err
    assert code == status, f"exit status {code!r}, stderr:\n{err}"
    assert err.startswith("pyrules: "), err


def assert_past_bounds(code, err: str) -> None:
    """A scenario past a size bound: a clear message and its own exit status (4)."""
    assert_bad_input(code, err, EXIT_BOUNDS)


# -- query files that do not parse -------------------------------------------------------------
@pytest.mark.parametrize("bad_line, offending", [
    ('play "Pixie" uses uses "Shotgun"', "uses \"Shotgun\""),    # a keyword twice
    ('play "Pixie uses "Shotgun"', "Shotgun"),                   # an unbalanced quote
    ('frobnicate "Pixie"', "frobnicate"),                        # no such statement
    ('monster C "Suezo"', 'C "Suezo"'),                          # no such side
    ('ask legal expect yes no', "no"),                           # two expected values
], ids=["twice", "quote", "statement", "side", "expect"])
def test_syntax_error_names_file_line_column(capsys, tmp_path, bad_line, offending):
    path = write(tmp_path, "ask legal\n" + bad_line + "\n")
    code, out, err = run(capsys, "ask", path)
    assert_bad_input(code, err)
    line = FIRST + 1
    column = bad_line.rindex(offending) + 1
    assert f"{path}:{line}:{column}:" in err
    assert bad_line in err  # the offending line is shown
    assert "expected" in err
    assert out == ""


def test_syntax_error_at_end_of_line(capsys, tmp_path):
    path = write(tmp_path, "ask legal expect\n")
    code, _, err = run(capsys, "ask", path)
    assert_bad_input(code, err)
    assert re.search(re.escape(f"{path}:{FIRST}:") + r"\d+:", err)
    assert "ask legal expect" in err
    assert "expected" in err and "a number" in err


def test_syntax_error_inside_define_names_its_line(capsys, tmp_path):
    define = 'define move "X" (POW): Deals 4 4 damage to one opponent monster.'
    path = write(tmp_path, define + '\nplay "Pixie" uses "X" on "Golem"\nask legal\n')
    code, _, err = run(capsys, "ask", path)
    assert_bad_input(code, err)
    column = define.index("4 damage") + 1
    assert f"{path}:{FIRST}:{column}:" in err
    assert define in err


def test_unknown_word_inside_define_names_its_line(capsys, tmp_path):
    define = 'define move "X" (POW): Deals 4 damage to one purple monster.'
    path = write(tmp_path, define + '\nplay "Pixie" uses "X" on "Golem"\nask legal\n')
    code, _, err = run(capsys, "ask", path)
    assert_bad_input(code, err)
    assert f"{path}:{FIRST}:{define.index('purple') + 1}:" in err
    assert "Air" in err and "Ground" in err


# -- unknown names -----------------------------------------------------------------------------
def test_unknown_monster_suggests_the_nearest(capsys, tmp_path):
    path = write(tmp_path, "ask legal\n", header=HEADER.replace('"Pixie"', '"Pixi"'))
    code, _, err = run(capsys, "ask", path)
    assert_bad_input(code, err)
    assert "Pixi" in err and "did you mean 'Pixie'?" in err
    assert f"{path}:3:" in err  # the monster line


@pytest.mark.parametrize("body, wanted", [
    pytest.param('play "Pixie" uses "Shotgunn"\nask legal\n', ["Shotgun"], id="card-played"),
    pytest.param('play "Pixie" uses "Shotgun"\nwith "Critcal"\nask legal\n', ["Critical"], id="card-with"),
    pytest.param('env "Nice Fite"\nask legal\n', ["Nice Fight"], id="env"),
    pytest.param('play A plays "Powdr" on "Golem"\nask legal\n', ["Powder"], id="card-player"),
    pytest.param('monster B "Suezo": status "Provokng"\nask legal\n', ["Provoking"], id="status-monster"),
    pytest.param('player A: effect "Ensnar"\nask legal\n', ["Ensnare"], id="status-player"),
    pytest.param('ask status "Golem" "Provokng"\n', ["Provoking"], id="status-ask"),
    pytest.param('ask effect A "Ensnar"\n', ["Ensnare"], id="status-ask-effect"),
    pytest.param('ask status "Golem" "Meditat"\n', ["Meditate"], id="status-ask-late"),
    pytest.param('monster B "Suezo": attribute Fire\nask legal\n', ["Air", "Ground"], id="attribute"),
    pytest.param('play "Pixie" uses "Shotgun" on "Golm"\nask legal\n', ["Golem"], id="target"),
    pytest.param('play "Pixie" uses "Shotgun"\nsplit "Golm" 3\nask legal\n', ["Golem"], id="split"),
    pytest.param('ask damage "Golm"\n', ["Golem"], id="question-monster"),
    pytest.param('ask frobnicate\n', ["legal", "damage"], id="question"),
    pytest.param('play "Pixie" uses "Shotgun": frob 3\nask legal\n', ["base", "cost"], id="override"),
])
def test_unknown_name_is_reported_with_a_suggestion_or_the_known_names(capsys, tmp_path, body, wanted):
    path = write(tmp_path, body)
    code, out, err = run(capsys, "ask", path)
    assert_bad_input(code, err)
    assert "unknown" in err or "no monster" in err
    for name in wanted:
        assert name in err, f"{name!r} not offered:\n{err}"
    assert out == ""


# -- pyrules parse -----------------------------------------------------------------------------
@pytest.mark.parametrize("text, column", [
    ("Deals 4 4 damage to one opponent monster.", 9),
    ("Deals 4 damage to one opponent monster. Draw 2 2 cards.", 48),
])
def test_card_text_that_does_not_parse(capsys, text, column):
    code, out, err = run(capsys, "parse", GAME, text)
    assert_bad_input(code, err)
    assert f"<text>:1:{column}:" in err
    assert text in err
    assert "expected" in err


def test_card_text_with_an_unknown_word(capsys):
    code, _, err = run(capsys, "parse", GAME, "Deals 4 damage to one purple monster.")
    assert_bad_input(code, err)
    assert "<text>:1:23:" in err and "purple" in err
    assert "Air" in err and "Ground" in err


def test_card_file_that_does_not_parse(capsys, tmp_path):
    path = tmp_path / "cards.txt"
    path.write_text('move "X" (POW): Deals 4 damage to one opponent monster.\n'
                    'move "Y" (POW): Deals 4 4 damage to one opponent monster.\n', encoding="utf-8")
    code, _, err = run(capsys, "parse", GAME, path)
    assert_bad_input(code, err)
    assert f"{path}:2:" in err


def test_parse_for_an_unknown_game(capsys):
    code, _, err = run(capsys, "parse", "chess", "Deals 4 damage to one opponent monster.")
    assert_bad_input(code, err)
    assert "chess" in err


def test_parse_of_a_non_utf8_card_file(capsys, tmp_path):
    path = tmp_path / "cards.txt"
    path.write_bytes(b'move "X" (POW): Deals 4 damage to one opponent monster.\n// caf\xe9\n')
    code, _, err = run(capsys, "parse", GAME, path)
    assert_bad_input(code, err)


def test_parse_of_a_long_card_text(capsys):
    text = "Deals 1 damage to the user. " * 12  # valid, but the trailing space gives Path a suffix
    assert len(text) > 255 and Path(text).suffix
    code, _, err = run(capsys, "parse", GAME, text)
    assert "Traceback" not in err, err
    assert code in (EXIT_OK, EXIT_BAD_INPUT)


# -- files that are not query files ------------------------------------------------------------
@pytest.mark.parametrize("content, wanted", [
    pytest.param(b"", "game", id="empty"),
    pytest.param(b"\n  \n// only a comment\n", "game", id="blank"),
    pytest.param(b'query "T" "t"\ngame monster_rancher\n\x00\x01\x02ask legal\n', "binary", id="nul"),
    pytest.param(b'query "T" "caf\xe9"\ngame monster_rancher\nask legal\n', "UTF-8", id="latin-1"),
    pytest.param(b"\xff\xfeq\x00u\x00e\x00r\x00y\x00", "UTF-8", id="utf-16"),
])
def test_file_that_is_not_a_query(capsys, tmp_path, content, wanted):
    path = tmp_path / "bad.query"
    path.write_bytes(content)
    code, out, err = run(capsys, "ask", path)
    assert_bad_input(code, err)
    assert str(path) in err
    assert wanted in err
    assert out == ""


def test_missing_path(capsys, tmp_path):
    path = tmp_path / "no-such.query"
    code, _, err = run(capsys, "ask", path)
    assert_bad_input(code, err)
    assert str(path) in err and "no such file" in err


def test_folder_without_query_files(capsys, tmp_path):
    (tmp_path / "notes.txt").write_text("not a query\n", encoding="utf-8")
    code, _, err = run(capsys, "ask", tmp_path)
    assert_bad_input(code, err)
    assert "no .query files" in err


def test_one_missing_path_among_good_ones(capsys, tmp_path):
    good = write(tmp_path, "ask legal\n")
    code, out, err = run(capsys, "ask", good, tmp_path / "missing.query")
    assert_bad_input(code, err)
    assert "missing.query" in err


# -- scenarios beyond the bounds ---------------------------------------------------------------
def _bound_cases(bounds: dict[str, int]) -> list[tuple[str, list[str]]]:
    per_side, top = bounds["monsters_per_side"], bounds["max_value"]
    extra = "".join(f'monster B "{n}"\n' for n in ["Suezo", "Mocchi", "Naga", "Jell"][:per_side])
    return [
        (extra + "ask legal\n", [f"more than {per_side} monsters", "side B"]),
        ('monster B "Suezo": lp 999\nask legal\n', ["life points 999", f"0..{top}", "bounds"]),
        ("player A: hand 999\nask legal\n", ["hand 999", f"0..{top}"]),
        ('play "Pixie" uses "Shotgun": base 999\nask legal\n', ["999", f"0..{top}"]),
    ]


@pytest.mark.parametrize("case", range(4), ids=["monsters-per-side", "lp-999", "hand-999", "base-999"])
def test_scenario_beyond_the_bounds(capsys, tmp_path, kb, case):
    body, wanted = _bound_cases(kb.bounds)[case]
    path = write(tmp_path, body)
    code, _, err = run(capsys, "ask", path)
    assert_past_bounds(code, err)
    for w in wanted:
        assert w in err, f"{w!r} not in:\n{err}"


def test_too_many_player_cards(capsys, tmp_path, kb):
    n = kb.bounds["player_cards"]
    body = 'play A plays "Powder" on "Golem"\n' * (n + 1) + "ask legal\n"
    code, _, err = run(capsys, "ask", write(tmp_path, body))
    assert_past_bounds(code, err)
    assert f"at most {n} player cards" in err


def test_two_monster_moves(capsys, tmp_path):
    body = 'play "Pixie" uses "Shotgun"\nplay "Pixie" uses "Shotgun"\nask legal\n'
    code, _, err = run(capsys, "ask", write(tmp_path, body))
    assert_past_bounds(code, err)
    assert "one monster move" in err


# -- games and readings ------------------------------------------------------------------------
def test_query_for_an_unknown_game(capsys, tmp_path):
    path = write(tmp_path, "ask legal\n", header=HEADER.replace("game monster_rancher", "game chess"))
    code, out, err = run(capsys, "ask", path)
    assert_bad_input(code, err)
    assert "chess" in err
    assert GAME in err  # the known games are listed


@pytest.mark.parametrize("reading", [
    '"MR-G-03" = "nonsense"',  # a known open point, an unknown reading of it
    '"MR-G-99" = "carry"',     # an unknown open point
])
def test_unknown_reading(capsys, tmp_path, reading):
    path = write(tmp_path, f"reading {reading}\nask legal\n")
    code, _, err = run(capsys, "ask", path)
    assert_bad_input(code, err)
    assert "unknown reading" in err
    assert "MR-G-03=carry" in err and "MR-G-03=recompute" in err


# -- a wrong expectation is a mismatch (1), not bad input (2) ------------------------------------
MISMATCH = """define move "Test POW 4" (POW): Deals 4 damage to one opponent monster.
play "Pixie" uses "Test POW 4" on "Golem"
ask legal expect yes
ask damage "Golem" expect 5
ask lp "Golem"
"""


def test_wrong_expectation_exits_1(capsys, tmp_path):
    code, out, err = run(capsys, "ask", write(tmp_path, MISMATCH))
    assert "Traceback" not in err, err
    assert code == EXIT_MISMATCH, out + err
    assert "FAIL" in out and "1 passed, 1 failed" in out


def test_right_expectation_exits_0(capsys, tmp_path):
    code, out, err = run(capsys, "ask", write(tmp_path, MISMATCH.replace("expect 5", "expect 4")))
    assert code == EXIT_OK, out + err
    assert "2 passed, 0 failed" in out


def test_json_output(capsys, tmp_path):
    code, out, err = run(capsys, "ask", write(tmp_path, MISMATCH), "--json", "--explain", "none")
    assert "Traceback" not in err, err
    assert code == EXIT_MISMATCH
    data = json.loads(out)  # one JSON object and nothing else
    assert isinstance(data, dict)
    assert {"results", "passed", "failed"} <= set(data)
    assert (data["passed"], data["failed"]) == (1, 1)
    assert len(data["results"]) == 3
    keys = {"id", "game", "question", "answer", "expected", "ok", "because", "explanation"}
    for r in data["results"]:
        assert keys <= set(r), sorted(keys - set(r))
        assert r["id"] == "T-ERR" and r["game"] == GAME
        assert isinstance(r["because"], list) and isinstance(r["explanation"], str)
    by_q = {r["question"]: r for r in data["results"]}
    assert (by_q['damage "Golem"']["answer"], by_q['damage "Golem"']["expected"],
            by_q['damage "Golem"']["ok"]) == ("4", "5", False)
    assert by_q["legal"]["ok"] is True
    assert by_q['lp "Golem"']["expected"] is None and by_q['lp "Golem"']["ok"] is None
