"""The rulings desk: a local web page and JSON API over the shipped games (``pyrules serve``).

    forms.py   a game's pieces as form choices; a situation (scenario object) as query text
    desk.py    the knowledge bases, loaded once per process and shared (one lock per game)
    app.py     the Starlette application: pages (Jinja2 templates) and the JSON API

Needs the ``web`` extra: ``pip install 'pyrules[web]'`` (Starlette, uvicorn, Jinja2).
"""

from __future__ import annotations


LOOPBACK = ("127.0.0.1", "::1", "localhost")


def create_app(timeout: float = 10.0, host: str | None = None):
    """The desk's ASGI application (see :mod:`pyrules.web.app`).  Served on a loopback ``host``,
    it answers only requests addressed to a loopback name."""
    from .app import create_app as build

    allowed = ["127.0.0.1", "localhost", "[::1]", "::1"] if host in LOOPBACK else None
    return build(timeout=timeout, allowed_hosts=allowed)
