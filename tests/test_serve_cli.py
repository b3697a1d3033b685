"""``pyrules serve`` without the web extra, and with bad options: a clear error, exit 2."""

from __future__ import annotations

import sys

from pyrules.cli import main


def test_serve_without_the_web_extra_says_how_to_install_it(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "uvicorn", None)  # "import uvicorn" raises ImportError
    assert main(["serve"]) == 2
    err = capsys.readouterr().err
    assert "pip install 'pyrules[web]'" in err and "Traceback" not in err


def test_serve_refuses_a_bad_port_or_timeout(capsys):
    assert main(["serve", "--port", "70000"]) == 2
    assert main(["serve", "--timeout", "0"]) == 2
    assert "port" in capsys.readouterr().err
