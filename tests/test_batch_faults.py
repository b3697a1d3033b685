"""Batch work that survives faults: a worker that dies, Ctrl-C, and time bounds for a file and
for a run.  Each fault is injected in a subprocess by tests/batch_helpers.py (test-only code)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import QUERIES, ROOT
from pyrules import cli
from pyrules.errors import PyrulesError
from pyrules.kb import KnowledgeBase

ENV = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "tests")])}
HANG = 30  # seconds: only a hang (the defect) takes longer


def _files(tmp_path, n: int, game: str = "epic_battles"):
    """The first n query files of a game, copied to a folder of their own."""
    folder = tmp_path / "q"
    folder.mkdir()
    for src in sorted((QUERIES / game).glob("*.query"))[:n]:
        (folder / src.name).write_text(src.read_text(encoding="utf-8"), encoding="utf-8")
    return folder


def _pyrules(*args: str, fault: str | None = None) -> subprocess.CompletedProcess:
    cmd = [sys.executable, "-m", "pyrules.cli", *args] if fault is None else \
        [sys.executable, "-c", "import batch_helpers; batch_helpers.main()", fault, *args]
    return subprocess.run(cmd, env=ENV, cwd=ROOT, capture_output=True, text=True, timeout=HANG,
                          start_new_session=True)  # its own process group, as a terminal's job


# -- a worker that dies --------------------------------------------------------------------------
def test_a_killed_worker_s_items_are_retried_on_a_fresh_one(tmp_path):
    folder = _files(tmp_path, 20)  # three groups of files
    plain = _pyrules("ask", str(folder), "--json", "--explain", "none", "--workers", "2")
    assert plain.returncode == 0, plain.stderr
    mark = tmp_path / "died"
    run = _pyrules("ask", str(folder), "--json", "--explain", "none", "--workers", "2", fault=f"die-once:EB-CASE-010:{mark}")
    assert mark.exists()  # the worker did die on that group
    assert run.returncode == 0, run.stderr  # not 1: every expectation held
    assert "Traceback" not in run.stderr
    assert json.loads(run.stdout) == json.loads(plain.stdout)  # the retry answered it


def test_an_item_that_kills_its_worker_twice_is_an_error_for_its_files_only(tmp_path):
    folder = _files(tmp_path, 20)
    run = _pyrules("ask", str(folder), "--json", "--explain", "none", "--workers", "2", fault="die-always:EB-CASE-010")
    assert run.returncode == 4, run.stderr  # a worker died on it twice: not 1 (a mismatch), no traceback
    assert "Traceback" not in run.stderr and "died twice" in run.stderr
    out = json.loads(run.stdout)
    names = sorted(p.name for p in folder.glob("*.query"))
    group = names[names.index("EB-CASE-010.query") // 8 * 8:][:8]  # the files answered together with it
    assert sorted(os.path.basename(e["file"]) for e in out["errors"]) == group
    assert {e["kind"] for e in out["errors"]} == {"worker"}
    answered = {r["id"] for r in out["results"]}
    assert len(answered) == len(names) - len(group) and out["failed"] == 0


# -- Ctrl-C ----------------------------------------------------------------------------------------
def _interrupted(run: subprocess.CompletedProcess) -> None:
    assert run.returncode == 130, run.stderr
    assert "Traceback" not in run.stderr and "KeyboardInterrupt" not in run.stderr
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("pyrules: interrupted"), run.stderr


def test_ctrl_c_while_workers_start_stops_cleanly(tmp_path):
    folder = _files(tmp_path, 20)
    run = _pyrules("ask", str(folder), "--json", "--explain", "none", "--workers", "2", fault="sigint-at-start")
    _interrupted(run)
    out = json.loads(run.stdout)
    assert out["interrupted"] is True and out["results"] == [] and len(out["unanswered"]) == 20


def test_ctrl_c_mid_batch_keeps_the_finished_results(tmp_path):
    folder = _files(tmp_path, 40)  # five groups of files
    run = _pyrules("ask", str(folder), "--json", "--explain", "none", "--workers", "2", fault="sigint-after:1")
    _interrupted(run)
    out = json.loads(run.stdout)
    assert out["interrupted"] is True and out["results"] and out["unanswered"]
    assert out["passed"] == len(out["results"]) and out["failed"] == 0
    answered = {r["id"] for r in out["results"]}
    assert not answered & {os.path.basename(f)[:-6] for f in out["unanswered"]}


def test_ctrl_c_mid_batch_in_this_process_keeps_the_finished_results(tmp_path):
    folder = _files(tmp_path, 40)
    run = _pyrules("ask", str(folder), "--json", "--explain", "none", fault="sigint-after:1")
    _interrupted(run)
    out = json.loads(run.stdout)
    assert out["interrupted"] is True and out["results"] and out["unanswered"]


def _children(pid: int) -> list[str]:
    try:
        return Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return []


@pytest.mark.skipif(not Path(f"/proc/{os.getpid()}/task/{os.getpid()}/children").exists(),
                    reason="needs Linux's /proc/PID/task/PID/children")
@pytest.mark.parametrize("delay", [0.0, 0.5, 1.5])
def test_ctrl_c_at_any_moment_ends_the_run(tmp_path, delay):
    """A terminal's Ctrl-C (SIGINT to the process group) some time after the workers are
    started: the run ends (exit 130, or 0 when it had finished), never hangs, never a traceback."""
    folder = _files(tmp_path, 40)
    proc = subprocess.Popen([sys.executable, "-m", "pyrules.cli", "ask", str(folder), "--json", "--explain", "none", "--workers", "2"],
                            env=ENV, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True)
    give_up = time.monotonic() + HANG
    while not _children(proc.pid) and proc.poll() is None and time.monotonic() < give_up:
        time.sleep(0.01)
    time.sleep(delay)
    os.killpg(proc.pid, signal.SIGINT)
    out, err = proc.communicate(timeout=HANG)
    assert proc.returncode in (0, 130), err
    assert "Traceback" not in err
    if proc.returncode == 130 and out:
        assert json.loads(out)["interrupted"] is True


# -- time bounds -----------------------------------------------------------------------------------
def _slow_file(folder, asks: int = 30000):
    """A query file whose answering (tens of thousands of questions, under the 1 MB a query file may hold) takes
    seconds on any machine (5,000 questions took under the 1 s bound once answers were read faster)."""
    src = (QUERIES / "epic_battles" / "EB-CASE-001.query").read_text(encoding="utf-8").splitlines()
    questions = [line for line in src if line.startswith("ask ")]
    body = [line for line in src if not line.startswith("ask ")]
    body = [line.replace("EB-CASE-001", "SLOW") for line in body]
    (folder / "SLOW.query").write_text("\n".join(body + questions * (asks // len(questions))) + "\n",
                                       encoding="utf-8")


@pytest.mark.parametrize("workers", ["1", "2"])
def test_a_file_over_its_time_bound_is_a_timeout_and_the_others_are_answered(tmp_path, workers):
    folder = _files(tmp_path, 5)
    _slow_file(folder)  # grounded together with the five others: each file has its own deadline
    run = _pyrules("ask", str(folder), "--json", "--explain", "none", "--timeout", "1", "--workers", workers)
    assert run.returncode == 3, run.stderr
    assert "Traceback" not in run.stderr
    out = json.loads(run.stdout)
    assert [(os.path.basename(e["file"]), e["kind"]) for e in out["errors"]] == [("SLOW.query", "timeout")]
    assert "--timeout" in out["errors"][0]["message"]
    assert len({r["id"] for r in out["results"]}) == 5 and out["failed"] == 0


def test_total_timeout_stops_the_run_keeping_what_finished():
    run = _pyrules("ask", str(QUERIES), "--json", "--explain", "none", "--total-timeout", "0.5")
    assert run.returncode == 3, run.stderr
    assert "Traceback" not in run.stderr and "--total-timeout" in run.stderr
    out = json.loads(run.stdout)
    assert out["unanswered"] and out["interrupted"] is False and out["failed"] == 0
    assert len(out["unanswered"]) < len(list(QUERIES.glob("*/*.query"))) or out["results"] == []


@pytest.mark.parametrize("command", ["check", "faq"])
def test_total_timeout_stops_check_and_faq(command):
    run = _pyrules(command, "epic_battles", "--total-timeout", "0.5", "--workers", "2")
    assert run.returncode == 3, run.stderr
    assert "Traceback" not in run.stderr and "--total-timeout" in run.stderr


@pytest.mark.parametrize("command", [["ask", str(QUERIES / "epic_battles")], ["check", "epic_battles"],
                                     ["faq", "epic_battles"]])
@pytest.mark.parametrize("option", ["--timeout", "--total-timeout"])
@pytest.mark.parametrize("value", ["-1", "0", "inf", "nan", "-inf", "ten", ""])
def test_bad_time_bounds_are_usage_errors(capsys, command, option, value):
    assert cli.main([*command, option, value]) == 2
    err = capsys.readouterr().err
    assert option in err and "Traceback" not in err


@pytest.mark.parametrize("value", [0, -1, float("inf"), float("nan"), "ten"])
def test_a_knowledge_base_takes_only_a_finite_positive_timeout(value):
    with pytest.raises(PyrulesError, match="timeout"):
        KnowledgeBase("epic_battles", timeout=value)
