"""The executor for batch work: the same results in this process, in worker processes and on
Ray actors, in the order of the inputs; a progress bar only on a terminal."""

from __future__ import annotations

import io
import json

import pytest

from conftest import QUERIES
from pyrules import batch, cli
from pyrules.batch import Progress, run_batch
from pyrules.errors import PyrulesError
from pyrules.query import load_query


def answers(kb, query):
    """A batch task: every answer of a query, as plain data."""
    return [r.as_dict() for r in kb.ask_query(query)]


def _queries(game: str, n: int):
    return [load_query(p) for p in sorted((QUERIES / game).glob("*.query"))[:n]]


def test_process_pool_gives_the_results_of_this_process_in_order():
    items = _queries("capcom_crossovers", 12)
    one = run_batch("capcom_crossovers", items, answers, workers=1)
    two = run_batch("capcom_crossovers", items, answers, workers=2)
    assert two == one
    assert [a[0]["id"] for a in two] == [q.ident for q in items]  # in the order of the inputs


def test_process_pool_and_local_ray_cluster_give_identical_results():
    pytest.importorskip("ray", reason="the Ray backend is the optional extra pyrules[ray]")
    items = _queries("monster_rancher", 10) + _queries("monster_rancher", 10)[::-1]
    pool = run_batch("monster_rancher", items, answers, workers=2)
    on_ray = run_batch("monster_rancher", items, answers, workers=2, ray="local")
    assert on_ray == pool
    assert len(pool) == 20 and all(pool)


def test_ray_actors_are_recycled_without_changing_results(monkeypatch):
    pytest.importorskip("ray", reason="the Ray backend is the optional extra pyrules[ray]")
    monkeypatch.setattr(batch, "TASKS_PER_WORKER", 2)  # a fresh actor after every two items
    items = _queries("epic_battles", 9)
    assert run_batch("epic_battles", items, answers, workers=2, ray="local") == \
        run_batch("epic_battles", items, answers, workers=1)


def test_ask_on_two_workers_prints_what_one_prints(capsys):
    folder = str(QUERIES / "epic_battles")
    assert cli.main(["ask", folder, "--json", "--explain", "none"]) == 0
    one = json.loads(capsys.readouterr().out)
    assert cli.main(["ask", folder, "--json", "--explain", "none", "--workers", "2"]) == 0
    two = json.loads(capsys.readouterr().out)
    assert two == one and one["passed"] > 0 and one["failed"] == 0


def test_a_worker_error_is_reported_like_a_local_one(tmp_path, capsys):
    good = (QUERIES / "monster_rancher" / "MR-CASE-019.query").read_text(encoding="utf-8")
    (tmp_path / "a.query").write_text(good, encoding="utf-8")
    (tmp_path / "b.query").write_text(good.replace('monster B "Suezo"', 'monster B "Suezo"\nmonster B "Mocchi"\n'
                                                    'monster B "Tiger"\nmonster B "Hare"'), encoding="utf-8")
    codes = [cli.main(["ask", str(tmp_path), "--workers", str(n)]) for n in (1, 2)]
    err = capsys.readouterr().err
    assert codes[0] == codes[1] != 0
    assert err.count("b.query") == 2  # the same message, naming the file, from both runs


def test_bad_worker_counts_are_usage_errors(capsys):
    assert cli.main(["ask", str(QUERIES), "--workers", "0"]) == 2
    assert "--workers" in capsys.readouterr().err
    with pytest.raises(PyrulesError):
        run_batch("epic_battles", [], answers, workers=0)


def test_progress_bar_only_on_a_terminal(monkeypatch):
    class Tty(io.StringIO):
        def isatty(self):
            return True

    for stream, shown in ((io.StringIO(), False), (Tty(), True)):
        monkeypatch.setattr("sys.stderr", stream)
        bar = Progress(4, "ask")
        for _ in range(4):
            bar.advance()
        text = stream.getvalue()
        assert bool(text) is shown
        if shown:
            assert text.endswith("] 4/4\n") and text.startswith("\rask [")


def test_grammar_tables_are_cached_in_the_users_folder(tmp_path, monkeypatch):
    """Cold start: the LALR tables are stored once and loaded after, with the same parses."""
    from pyrules.resources import open_grammar

    monkeypatch.setenv("PYRULES_CACHE", str(tmp_path / "cache"))
    built = open_grammar("query.lark")
    files = list((tmp_path / "cache").glob("query-*.lark"))
    assert len(files) == 1 and (tmp_path / "cache").stat().st_mode & 0o077 == 0  # this user's only
    loaded = open_grammar("query.lark")
    text = (QUERIES / "monster_rancher" / "MR-CASE-019.query").read_text(encoding="utf-8")
    assert loaded.parse(text) == built.parse(text)
    monkeypatch.setenv("PYRULES_CACHE", str(tmp_path / "file"))
    (tmp_path / "file").write_text("not a folder", encoding="utf-8")
    assert open_grammar("query.lark").parse(text) == built.parse(text)  # no usable folder: no cache


def test_a_symbol_crosses_processes_as_its_text():
    """clingo pickles a Symbol as its address in this process's symbol table, which another process
    reads as a dangling pointer (a segmentation fault in `pyrules ask --json --workers 2`, whose workers
    send back derivations): pyrules pickles it as its text."""
    import pickle
    import subprocess
    import sys

    from pyrules.asp import Function, Number, String

    data = pickle.dumps(Function("a", [String('x"y'), Number(-3), Function("b")]))
    code = "import pickle, sys, pyrules.asp; print(pickle.loads(sys.stdin.buffer.read()))"
    out = subprocess.run([sys.executable, "-c", code], input=data, capture_output=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.decode().strip() == 'a("x\\"y",-3,b)'


def test_explained_answers_come_back_from_worker_processes(capsys):
    """`pyrules ask --json --workers 2`: every answer carries its derivation, computed in a worker."""
    files = [str(p) for p in sorted((QUERIES / "epic_battles").glob("*.query"))[:4]]
    assert cli.main(["ask", *files, "--json", "--workers", "2", "--timeout", "60"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["results"] and all(r["derivation"] for r in out["results"])
