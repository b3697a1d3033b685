"""Reading input, writing output, the grammar-table cache and the stated bounds (issue 18).

- input files: only regular files are read, at most a stated size; a FIFO, a device or a
  folder where a file is needed is refused with exit 2 (never a hang or a MemoryError);
- names and ids that came from input are printed with their control characters escaped,
  in errors and in the text output; ``--json`` output is strict UTF-8 with no raw control
  character, whatever the file names;
- an error shows a window of a long source line, the caret under the right character;
- every file pyrules writes is written to a temporary file and renamed into place;
- ``check --witnesses DIR`` checks DIR before any work;
- the grammar-table cache (a pickle) is used only from a folder and a file nobody else can write;
- Capcom Crossovers and Epic Battles refuse a number past their ``max_value`` (exit 4).
"""

from __future__ import annotations

import json
import os
import pickle
import re
import stat
import subprocess
import sys
import traceback
from pathlib import Path

import pytest

from conftest import ROOT
from pyrules.cli import main

EXIT_OK, EXIT_MISMATCH, EXIT_BAD_INPUT, EXIT_BOUNDS = 0, 1, 2, 4
#: what a terminal obeys: C0 controls (but the line break), DEL and C1 controls
RAW_CONTROL = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f]")

MR = """game monster_rancher
monster A "Pixie": attribute Air
monster B "Golem"
"""


def run(capsys, *argv) -> tuple[object, str, str]:
    """(exit status, stdout, stderr) of ``pyrules ARGV`` in this process; an escaped exception
    becomes its traceback."""
    try:
        code = main([os.fsdecode(a) for a in argv])
    except SystemExit as exc:
        code = exc.code
    except Exception:  # noqa: BLE001 - this is what the tests look for
        out, err = capsys.readouterr()
        return "crash", out, err + traceback.format_exc()
    out, err = capsys.readouterr()
    return code, out, err


def cli(*argv, timeout: float = 120) -> subprocess.CompletedProcess:
    """``pyrules ARGV`` in a subprocess: stdout and stderr as bytes."""
    return subprocess.run([sys.executable, "-m", "pyrules.cli", *argv], capture_output=True, timeout=timeout,
                          cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})


def bad_input(code, err: str, status: int = EXIT_BAD_INPUT) -> None:
    assert "Traceback" not in err, err
    assert code == status, f"exit status {code!r}, stderr:\n{err}"
    assert err.startswith("pyrules: "), err


# -- reading input -------------------------------------------------------------------------------
@pytest.fixture
def fifo(tmp_path) -> Path:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this system")
    path = tmp_path / "pipe.query"
    os.mkfifo(path)
    return path


@pytest.mark.parametrize("argv", [("ask", "{fifo}"), ("facts", "{fifo}"), ("parse", "monster_rancher", "{fifo}")],
                         ids=["ask", "facts", "parse"])
def test_a_fifo_is_refused_not_waited_on(fifo, argv):
    """Reading a FIFO would wait for a writer forever; it is refused at once (the subprocess's
    timeout is only a guard against the hang)."""
    try:
        done = cli(*(a.format(fifo=fifo) for a in argv), timeout=120)
    except subprocess.TimeoutExpired:
        pytest.fail("pyrules waited on a FIFO")
    err = done.stderr.decode()
    bad_input(done.returncode, err)
    assert str(fifo) in err and "not a regular file" in err


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
@pytest.mark.parametrize("argv", [("ask", "/dev/zero"), ("parse", "monster_rancher", "/dev/zero")], ids=["ask", "parse"])
def test_a_device_is_refused(capsys, argv):
    code, out, err = run(capsys, *argv)
    bad_input(code, err)
    assert "/dev/zero" in err and "not a regular file" in err
    assert out == ""


def test_a_folder_where_a_file_is_needed_is_refused(capsys, tmp_path):
    code, _, err = run(capsys, "facts", tmp_path)
    bad_input(code, err)
    assert f"{tmp_path}: cannot read the query file: it is a folder" in err


def test_a_query_file_past_the_size_bound_is_refused(capsys, tmp_path):
    from pyrules.query import MAX_QUERY_BYTES

    path = tmp_path / "big.query"
    path.write_bytes(MR.encode() + b"// " + b"x" * MAX_QUERY_BYTES + b"\n")
    code, _, err = run(capsys, "ask", path)
    bad_input(code, err)
    assert f"at most {MAX_QUERY_BYTES} bytes" in err
    path.write_bytes(MR.encode() + b"ask legal\n")  # a small one is answered
    assert run(capsys, "ask", path)[0] == EXIT_OK


def test_a_card_file_past_the_size_bound_is_refused(capsys, tmp_path):
    """A card file of 33 MB made ``pyrules parse`` grow to 6.7 GB; it is refused unread."""
    from pyrules.statements import MAX_CARD_FILE_BYTES

    entry = 'rule "R" [MR-KO-08]: A monster may use at most 1 skill per turn.\n'
    path = tmp_path / "cards.txt"
    path.write_text(entry * (MAX_CARD_FILE_BYTES // len(entry) + 1), encoding="utf-8")
    code, out, err = run(capsys, "parse", "monster_rancher", path)
    bad_input(code, err)
    assert f"a card file may hold at most {MAX_CARD_FILE_BYTES} bytes" in err and out == ""
    path.write_text(entry, encoding="utf-8")
    code, out, _ = run(capsys, "parse", "monster_rancher", path)
    assert code == EXIT_OK and out.startswith('rule "R"')


@pytest.fixture
def undecodable(tmp_path) -> bytes:
    """A folder whose name and query file's name hold a byte that is not UTF-8 (0xff)."""
    folder = os.fsencode(tmp_path) + b"/n\xffames"
    try:
        os.mkdir(folder)
    except (OSError, UnicodeError):  # pragma: no cover - a file system that wants UTF-8 names
        pytest.skip("this file system refuses names that are not UTF-8")
    with open(folder + b"/q\xff.query", "w", encoding="utf-8") as f:
        f.write(MR + "ask legal expect no\n")
    return folder


def test_an_undecodable_file_name_gives_strict_utf8_json(undecodable):
    done = cli("ask", "--json", "--explain", "none", undecodable)  # the name, not the derivation
    assert done.returncode == EXIT_MISMATCH, done.stderr.decode(errors="replace")
    data = json.loads(done.stdout.decode("utf-8", "strict"))
    assert [r["id"] for r in data["results"]] == ["q\\xff"]  # the byte, shown as the text output shows it


def test_an_undecodable_file_name_is_shown_escaped(undecodable):
    done = cli("ask", undecodable)
    out = done.stdout.decode("utf-8", "strict")
    assert done.returncode == EXIT_MISMATCH and "FAIL q\\xff: legal -> yes (expected no)" in out
    with open(undecodable + b"/q\xff.query", "a", encoding="utf-8") as f:
        f.write("frobnicate\n")
    done = cli("ask", undecodable)
    err = done.stderr.decode("utf-8", "strict")
    bad_input(done.returncode, err)
    assert "n\\xffames/q\\xff.query:5:1: " in err


# -- control characters and long lines in what pyrules prints ----------------------------------
HOSTILE = "T\x1b[2J\r\x07\x7f\x9b\u202e"


def test_ids_and_names_print_escaped_in_text_output(capsys, tmp_path):
    path = tmp_path / "c.query"
    path.write_text(f'query "{HOSTILE}" "t"\n' + MR + "ask legal expect no\n", encoding="utf-8")
    code, out, _ = run(capsys, "ask", path)
    assert code == EXIT_MISMATCH
    assert not RAW_CONTROL.search(out) and "\u202e" not in out, repr(out)
    assert "FAIL T\\x1b[2J\\r\\x07\\x7f\\x9b\\u202e: legal -> yes (expected no)" in out


def test_json_output_escapes_every_control_character(capsys, tmp_path):
    path = tmp_path / "c.query"
    path.write_text(f'query "{HOSTILE}" "t"\n' + MR + "ask legal\n", encoding="utf-8")
    code, out, _ = run(capsys, "ask", "--json", "--timeout", "60", path)  # explained: a busy machine is slow
    assert code == EXIT_OK
    assert not RAW_CONTROL.search(out) and "\u202e" not in out, repr(out)
    assert json.loads(out)["results"][0]["id"] == HOSTILE  # escaped, not changed


def test_errors_escape_control_characters(capsys, tmp_path):
    path = tmp_path / "c\x1b[31m.query"
    path.write_text(MR.replace("Golem", f"Gol{HOSTILE}em") + "ask legal\n", encoding="utf-8")
    code, _, err = run(capsys, "ask", path)
    bad_input(code, err)
    assert not RAW_CONTROL.search(err) and "\u202e" not in err, repr(err)
    assert "c\\x1b[31m.query:3:" in err and "Gol" + "T\\x1b[2J\\r\\x07\\x7f\\x9b\\u202e" + "em" in err


def test_a_long_line_is_cut_to_a_window_with_the_caret_under_the_column(capsys, tmp_path):
    """A 920 KB line was echoed whole; an error shows a window around the column, and the
    escapes before the column move the caret with them."""
    path = tmp_path / "long.query"
    path.write_text(MR + f'ask legal // {"x" * 300_000}\n"{"y" * 600_000}\n', encoding="utf-8")
    code, _, err = run(capsys, "ask", path)
    bad_input(code, err)
    assert len(err) < 2000, f"{len(err)} characters of error"
    rows = err.split("\n")
    assert re.match(r"pyrules: .*:5:1: ", rows[0]), rows[0]
    assert rows[1].startswith('    "yyy') and rows[1].endswith("y…") and rows[2] == "    ^"

    line = f'ask damage{" " * 200}"Go\x7flem\x9b" @ {"w" * 300}'
    path.write_text(MR + line + "\n", encoding="utf-8")
    code, _, err = run(capsys, "ask", path)
    bad_input(code, err)
    rows = err.split("\n")
    assert re.match(rf"pyrules: .*:4:{line.index('@') + 1}: unexpected '@", rows[0]), rows[0]
    shown, caret = rows[1][4:], rows[2][4:]
    assert caret.strip() == "^" and shown[len(caret) - 1] == "@"
    assert shown.startswith("… ") and shown.endswith("w…") and '"Go\\x7flem\\x9b" @' in shown
    assert len(shown) < 200


# -- writing files -------------------------------------------------------------------------------
def test_faq_out_is_written_atomically(capsys, tmp_path, monkeypatch):
    """An interrupted write leaves the old file whole and no temporary file behind."""
    import pyrules.faq

    target = tmp_path / "faq.md"
    target.write_text("old\n", encoding="utf-8")
    target.chmod(0o640)
    monkeypatch.setattr(pyrules.faq, "faq_texts", lambda game, formats, *a, **k: ["new\n" * 100_000] * len(formats))

    def interrupted(fd):
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as m:
        m.setattr(os, "fsync", interrupted)
        code, _, err = run(capsys, "faq", "monster_rancher", "--out", target)
    bad_input(code, err)
    assert "cannot write the file (No space left on device)" in err
    assert target.read_text(encoding="utf-8") == "old\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["faq.md"]

    assert run(capsys, "faq", "monster_rancher", "--out", target)[0] == EXIT_OK
    assert target.read_text(encoding="utf-8") == "new\n" * 100_000
    assert stat.S_IMODE(target.stat().st_mode) == 0o640  # the old file's permissions are kept
    assert sorted(p.name for p in tmp_path.iterdir()) == ["faq.md"]


def test_every_file_is_written_through_the_atomic_helper():
    """No module writes a file but ``pyrules/files.py`` (``write_text``: temporary file + rename)."""
    writes = re.compile(r"\.write_(text|bytes)\(|open\([^)]*[\"'][wax]b?\+?[\"']")
    found = [f"{p.name}:{n}: {line.strip()}" for p in sorted((ROOT / "pyrules").glob("*.py")) if p.name != "files.py"
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), start=1)
             if writes.search(line) and "os.devnull" not in line]
    assert found == []


@pytest.mark.parametrize("make", ["a file", "under a file"])
def test_check_witnesses_folder_is_checked_before_any_work(capsys, tmp_path, monkeypatch, make):
    import pyrules.check

    def no_work(*args, **kwargs):
        raise AssertionError("the check started before its witnesses folder was checked")

    monkeypatch.setattr(pyrules.check, "load_baseline", no_work)
    monkeypatch.setattr("pyrules.statements.load_pool", no_work)
    blocker = tmp_path / "taken"
    blocker.write_text("", encoding="utf-8")
    folder = blocker if make == "a file" else blocker / "witnesses"
    code, out, err = run(capsys, "check", "monster_rancher", "--witnesses", folder)
    bad_input(code, err)
    assert str(blocker) in err and out == ""


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root may write any folder")
def test_check_witnesses_folder_must_be_writable(capsys, tmp_path):  # pragma: no cover - not as root
    folder = tmp_path / "ro"
    folder.mkdir(mode=0o500)
    code, _, err = run(capsys, "check", "monster_rancher", "--witnesses", folder)
    bad_input(code, err)
    assert "not writable" in err


# -- the grammar-table cache ------------------------------------------------------------------------
def _cache_file(folder: Path, grammar: str = "query.lark") -> Path:
    """The file Lark's cache of ``grammar`` would be read from in ``folder``."""
    import hashlib

    from pyrules.lexing import TABLE_FORMAT
    from pyrules.resources import grammar_path

    path = grammar_path(grammar)
    key = TABLE_FORMAT + b"\0" + str(path).encode() + b"\0" + path.read_bytes()
    return folder / f"{path.stem}-{hashlib.sha256(key).hexdigest()[:16]}.lark"


class _Plant:
    """A pickle whose loading creates a marker folder (it stands for any planted code)."""

    def __init__(self, marker: Path):
        self.marker = str(marker)

    def __reduce__(self):
        return os.mkdir, (self.marker,)


@pytest.mark.parametrize("folder_mode, file_mode", [(0o777, 0o600), (0o770, 0o600), (0o700, 0o666), (0o700, 0o620)],
                         ids=["world-writable-folder", "group-writable-folder", "world-writable-file",
                              "group-writable-file"])
def test_a_planted_grammar_cache_is_not_loaded(tmp_path, monkeypatch, folder_mode, file_mode):
    from pyrules.resources import open_grammar

    cache = tmp_path / "cache"
    cache.mkdir()
    cache.chmod(folder_mode)
    marker = tmp_path / "planted-code-ran"
    planted = _cache_file(cache)
    planted.write_bytes(b"0\n" + pickle.dumps(_Plant(marker)))
    planted.chmod(file_mode)
    monkeypatch.setenv("PYRULES_CACHE", str(cache))
    parser = open_grammar("query.lark")
    assert not marker.exists(), "the planted cache file was unpickled"
    assert parser.parse('game monster_rancher\nask legal\n')  # the grammar works without the cache


def test_a_private_grammar_cache_is_used(tmp_path, monkeypatch):
    """The cache still works: a folder of this user's only gets an owner-only cache file."""
    from pyrules.resources import open_grammar

    cache = tmp_path / "cache"
    monkeypatch.setenv("PYRULES_CACHE", str(cache))
    open_grammar("query.lark")
    stored = _cache_file(cache)
    assert stored.is_file() and stat.S_IMODE(stored.stat().st_mode) == 0o600
    assert stat.S_IMODE(cache.stat().st_mode) & 0o077 == 0


# -- the parsed card pool's cache -------------------------------------------------------------------
def _pool_in_a_fresh_process(cache: Path) -> str:
    """A fresh process loads the Epic Battles pool with ``cache`` as its cache folder and prints its size."""
    code = "from pyrules import statements; print(len(statements.load_pool('epic_battles').entries))"
    done = subprocess.run([sys.executable, "-c", code], env={**os.environ, "PYRULES_CACHE": str(cache)},
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_the_parsed_pool_is_cached_and_read_back_equal(tmp_path):
    from pyrules import resources, statements

    cache = tmp_path / "cache"
    first = _pool_in_a_fresh_process(cache)
    stored = sorted(cache.glob("pool-epic_battles-*.pickle"))
    assert len(stored) == 1 and stat.S_IMODE(stored[0].stat().st_mode) == 0o600
    assert _pool_in_a_fresh_process(cache) == first  # read back
    # the cached pool equals a fresh parse of the card files
    data = json.loads((resources.game_dir("epic_battles") / "vocabulary.json").read_text(encoding="utf-8"))
    files = [resources.game_dir("epic_battles") / f for f in data["card_files"]]
    assert pickle.loads(stored[0].read_bytes()) == statements._parse_pool("epic_battles", files)


def test_a_broken_pool_cache_is_built_anew(tmp_path):
    cache = tmp_path / "cache"
    first = _pool_in_a_fresh_process(cache)
    (stored,) = cache.glob("pool-epic_battles-*.pickle")
    stored.write_bytes(b"\x80\x05 truncated")
    assert _pool_in_a_fresh_process(cache) == first
    assert pickle.loads(stored.read_bytes()).entries  # replaced by a good one


def test_the_cache_folder_is_trimmed_to_its_bound_the_least_recently_used_first(tmp_path, monkeypatch):
    """Each change of the code keys new cache files and the old ones are never read again: once a
    process writes one, a folder over its bound ($PYRULES_CACHE_MB) loses its files used least
    recently, down to three quarters of the bound; a file read is used, a file being written is left."""
    from pyrules import resources

    folder = tmp_path / "cache"
    folder.mkdir(mode=0o700)
    monkeypatch.setenv("PYRULES_CACHE", str(folder))
    monkeypatch.setenv("PYRULES_CACHE_MB", "1")
    resources._trim.cache_clear()
    old = []
    for k in range(6):  # 6 x 300 kB, the first ones oldest
        path = folder / f"cut-{k:016x}.pickle"
        path.write_bytes(b"x" * 300_000)
        os.utime(path, (1_000_000 + k, 1_000_000 + k))
        old.append(path)
    writing = folder / ".cut-0.pickle.tmp"
    writing.write_bytes(b"x" * 300_000)
    os.utime(writing, (1, 1))
    assert resources.cached("kept", b"read", lambda: "first") == "first"  # written: the folder is trimmed
    assert resources.cached("kept", b"read", lambda: "again") == "first"  # read back
    left = {p.name for p in folder.iterdir()}
    assert writing.name in left and not {p.name for p in old[:4]} & left and {p.name for p in old[4:]} <= left
    assert sum(p.stat().st_size for p in folder.iterdir() if not p.name.startswith(".")) <= 3 * 2**20 // 4
    (kept,) = folder.glob("kept-*")
    os.utime(kept, (1, 1))  # the oldest file now, but read again: used, so it stays
    assert resources.cached("kept", b"read", lambda: "again") == "first"
    resources._trim.cache_clear()  # another process
    assert resources.cached("pool", b"new", lambda: b"y" * 500_000)  # 1.1 MB: trimmed again
    assert kept.exists() and not old[4].exists() and not old[5].exists()
    resources._trim.cache_clear()


def test_a_planted_pool_cache_is_not_loaded(tmp_path):
    cache = tmp_path / "cache"
    _pool_in_a_fresh_process(cache)
    (stored,) = cache.glob("pool-epic_battles-*.pickle")
    marker = tmp_path / "planted-code-ran"
    stored.write_bytes(pickle.dumps(_Plant(marker)))
    stored.chmod(0o666)  # anyone could have written it
    _pool_in_a_fresh_process(cache)
    assert not marker.exists(), "the planted cache file was unpickled"


def test_the_static_atoms_are_cached_and_read_back_equal(tmp_path, monkeypatch):
    """What a game grounds to without a scenario (clause table, readings, cites) is kept across
    processes; read back, it is what a grounding gives, and a cached program grounds nothing for it."""
    from pyrules.asp import ScenarioProgram
    from pyrules.resources import game_dir

    monkeypatch.setenv("PYRULES_CACHE", str(tmp_path / "cache"))
    files = [game_dir("capcom_crossovers") / "main.lp"]
    first = ScenarioProgram(files, [], {})
    fresh = {sig: first._static_atoms(*sig) for sig in (("clause_text", 2), ("reading", 2), ("cite_by", 4))}
    assert all(first.static_atoms(*sig) == atoms for sig, atoms in fresh.items())
    again = ScenarioProgram(files, [], {})
    assert all(again.static_atoms(*sig) == atoms for sig, atoms in fresh.items())
    assert "_static" not in again.__dict__  # read from the cache, not grounded
    assert fresh[("clause_text", 2)]


def test_the_static_pairs_are_cached_and_read_back_equal(tmp_path, monkeypatch):
    """A binary predicate's static atoms grouped by their first argument (Monster Rancher's
    ``slot_admits/2``, read at every start) are kept as texts; read back, they group the atoms a
    grounding gives, and a cached program grounds nothing for them; another key builds anew."""
    from pyrules.asp import ScenarioProgram
    from pyrules.resources import game_dir

    monkeypatch.setenv("PYRULES_CACHE", str(tmp_path / "cache"))
    files = [game_dir("capcom_crossovers") / "main.lp"]
    first = ScenarioProgram(files, [], {})
    grouped: dict = {}
    for atom in first._static_atoms("clause_text", 2):
        grouped.setdefault(atom.arguments[0], set()).add(atom.arguments[1])
    assert grouped and first.static_pairs("clause_text") == grouped
    again = ScenarioProgram(files, [], {})
    assert again.static_pairs("clause_text") == grouped
    assert "_static" not in again.__dict__  # read from the cache, not grounded
    other = ScenarioProgram(files, [], {"max_value": 7})  # other constants: another key
    assert other.static_pairs("clause_text") == grouped and "_static" in other.__dict__


def test_a_cut_is_read_back_without_its_dependency_table(tmp_path, monkeypatch):
    """Which statements a family's cut keeps is kept across processes: a second program cut for the
    same atoms gets the same text without reading the dependency table; other atoms, another cut."""
    from pyrules.asp import ScenarioProgram
    from pyrules.resources import game_dir
    from pyrules.slicing import Pattern

    monkeypatch.setenv("PYRULES_CACHE", str(tmp_path / "cache"))
    files = [game_dir("capcom_crossovers") / "main.lp"]
    needed = [Pattern("relevant"), Pattern("legal"), Pattern("violated")]
    first = ScenarioProgram(files, [], {})
    cut = first.cut(needed)
    assert "_dependencies" in first.__dict__
    again = ScenarioProgram(files, [], {})
    assert again.cut(needed)._text == cut._text
    assert "_dependencies" not in again.__dict__  # read from the cache, not from the table
    other = again.cut([Pattern("relevant")])
    assert other._text != cut._text and "_dependencies" in again.__dict__


def test_the_traced_program_is_cached_and_reads_back_the_same(tmp_path, monkeypatch):
    """The traced program (every rule beside the rules that record its firing) is kept as text:
    read back, it is the transformation's output statement for statement, with the same rules."""
    from clingo import ast

    from pyrules.asp import ScenarioProgram, parse_program, support
    from pyrules.derive import rule_clauses
    from pyrules.resources import game_dir

    monkeypatch.setenv("PYRULES_CACHE", str(tmp_path / "cache"))
    files = [game_dir("epic_battles") / "main.lp"]
    made, sites = support(parse_program(files), rule_clauses)
    kept = [str(s) for s in made if s.ast_type not in (ast.ASTType.Comment, ast.ASTType.Program)]
    for _ in range(2):  # built, then read back
        program = ScenarioProgram(files, [], {}, traced=True, cites=rule_clauses)
        assert [str(s) for s in program._statements if s.ast_type != ast.ASTType.Program] == kept
        assert program.rules == sites
    assert len(list((tmp_path / "cache").glob("traced-*.pickle"))) == 1


def test_the_pool_cache_key_follows_the_card_files(tmp_path):
    """An edited card file (or vocabulary, grammar, code) is another key: never a stale pool."""
    from pyrules.resources import sources_key

    one, two = tmp_path / "cards.txt", tmp_path / "other.txt"
    one.write_text('card "A": Deals 1 damage.\n')
    two.write_text('card "A": Deals 1 damage.\n')
    before = sources_key(one)
    one.write_text('card "A": Deals 2 damage.\n')
    assert sources_key(one) != before
    assert sources_key(two) != sources_key(one)  # same text, another file


# -- the bounds of the sequence games ----------------------------------------------------------------
CC = """game capcom_crossovers
turn A
character A "Ryu": combo 4, strength {strength}
character B "D": hp 100
player A: hand {hand}
step A attack "JD" as "Hadouken"
ask legal
"""
EB = """game epic_battles
turn A
character A "K": king pieces {pieces}
player A: deck {deck}
ask deck legal A
"""


@pytest.mark.parametrize("game, text, values, past", [
    ("capcom_crossovers", CC, {"strength": 6, "hand": 5}, {"strength": 1000}),
    ("capcom_crossovers", CC, {"strength": 6, "hand": 5}, {"hand": 1000}),
    ("epic_battles", EB, {"pieces": 4, "deck": 40}, {"pieces": 100}),
    ("epic_battles", EB, {"pieces": 4, "deck": 40}, {"deck": 100}),
], ids=["cc-character", "cc-player", "eb-character", "eb-player"])
def test_sequence_games_enforce_max_value(capsys, tmp_path, game, text, values, past):
    """A number past the game's ``max_value`` (vocabulary.json ``bounds``) is exit 4, like
    Monster Rancher's; at the bound it is answered."""
    from pyrules.statements import load_pool

    top = load_pool(game).vocabulary.bounds["max_value"]
    key = next(iter(past))
    path = tmp_path / "b.query"
    path.write_text(text.format(**{**values, key: top}), encoding="utf-8")
    code, out, err = run(capsys, "ask", path)
    assert code == EXIT_OK, err
    path.write_text(text.format(**{**values, key: top + 1}), encoding="utf-8")
    code, out, err = run(capsys, "ask", path)
    bad_input(code, err, EXIT_BOUNDS)
    assert f"{top + 1} is outside the bounds of this knowledge base (0..{top})" in err and out == ""


def test_a_data_file_that_is_not_json_is_an_error_at_its_place(tmp_path):
    """Every JSON file of the knowledge (vocabulary, phrases, FAQ words, changes ...) is read by one
    reader: a missing file is None, broken JSON a ParseError at its line and column."""
    from pyrules.errors import ParseError
    from pyrules.resources import read_json

    assert read_json(tmp_path / "none.json") is None
    bad = tmp_path / "phrases.json"
    bad.write_text('{\n  "taken(C, N)": "{C} takes {N} damage",\n}\n', encoding="utf-8")
    with pytest.raises(ParseError) as err:
        read_json(bad)
    assert err.value.line == 3 and "not valid JSON" in str(err.value)
