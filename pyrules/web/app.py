"""The rulings desk: a Starlette application over the shipped games' knowledge bases.

Pages (HTML, Jinja2 templates):

    GET  /                        the games
    GET  /game/{game}             the desk: a form of the game's pieces and the query editor
    POST /game/{game}             build the query from the form, or ask it (form or editor)
    GET  /game/{game}/clauses     the clause inventory with coverage, one anchor per clause id
    GET  /game/{game}/faq         the rulings FAQ of the game's query files (computed once, in a thread)
    GET  /game/{game}/check       the check's acknowledged findings; the live check (run once, in a thread)

API (JSON; the answers have the shape of ``pyrules ask --json``; /api/openapi.json describes it):

    GET  /api/games
    POST /api/{game}/ask          query text (text/plain, or JSON {"text": ...}) or JSON {"scenario": {...}}
    POST /api/{game}/text         a scenario (form fields or JSON {"scenario": ...}) as query text
    POST /api/{game}/plays        every play from a state (a query's text), each with its verdict

Every query goes through :meth:`KnowledgeBase.ask_text` (the query parser, then clingo's Symbol
API), in a worker thread under the game's lock.  Request bodies are read up to
:data:`BODY_MOST` bytes; no file path from a request is opened (the static files are read
once at start-up); bad input gets a 4xx with the parser's message and position.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path
from urllib.parse import parse_qsl

from jinja2 import Environment, FileSystemLoader, select_autoescape
from markupsafe import Markup, escape
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import Route

from ..errors import BoundsError, PyrulesError, SolveTimeout, excerpt, line_of
from ..files import dumps
from ..query import MAX_QUERY_BYTES
from ..resources import game_dir, read_json
from ..trace import ID, coverage
from . import forms
from .desk import Desk
from .openapi import schema

HERE = Path(__file__).resolve().parent
BODY_MOST = MAX_QUERY_BYTES + 100_000
"""The largest request body read, in bytes: a query file at its largest, and room for the form."""
FORM_FIELDS_MOST = 1000
PLAYS_MESSAGE = ("POST the query's text to /api/{game}/plays (or run `pyrules plays FILE`): every candidate "
                 "play from this state, each with its verdict and the query's other answers.")
STATIC = {name: (HERE / "static" / name).read_text(encoding="utf-8") for name in ("desk.css", "desk.js")}
STATIC_TYPES = {".css": "text/css; charset=utf-8", ".js": "text/javascript; charset=utf-8"}


def _flag(request: Request, name: str) -> bool:
    """A yes/no query parameter ("?explain=1")."""
    return request.query_params.get(name, "") in ("1", "true", "yes", "on")


class BadRequest(Exception):
    """A request the desk cannot read (too large, not UTF-8, not JSON): its status and message."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status
        self.message = message


# -- reading requests --------------------------------------------------------------------------
async def _body(request: Request) -> str:
    """The request body as UTF-8 text, at most BODY_MOST bytes (413 beyond, 400 when not UTF-8)."""
    length = request.headers.get("content-length")
    if length is not None:
        if not length.isdigit():
            raise BadRequest(400, "Content-Length is not a number")
        if int(length) > BODY_MOST:
            raise BadRequest(413, f"the request body is larger than {BODY_MOST} bytes")
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > BODY_MOST:
            raise BadRequest(413, f"the request body is larger than {BODY_MOST} bytes")
        chunks.append(chunk)
    try:
        return b"".join(chunks).decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BadRequest(400, f"the request body is not UTF-8 text (byte {exc.start})") from None


def _form(body: str) -> list[tuple[str, str]]:
    try:
        return parse_qsl(body, keep_blank_values=True, strict_parsing=False, encoding="utf-8", errors="strict",
                         max_num_fields=FORM_FIELDS_MOST)
    except UnicodeDecodeError:
        raise BadRequest(400, "a form field is not UTF-8 text") from None
    except ValueError as exc:
        raise BadRequest(400, f"the form cannot be read: {exc}") from None


def _kind(request: Request) -> str:
    return request.headers.get("content-type", "").split(";")[0].strip().lower()


async def _input(request: Request, game: str) -> tuple[str, list[tuple[str, str]] | None]:
    """What a request asks about, as query text (and the form's fields when it came from the form):
    JSON ``{"text": ...}`` or ``{"scenario": {...}}``, form fields (``text``, or the form's), or a
    plain-text body."""
    body = await _body(request)
    kind = _kind(request)
    if kind == "application/json":
        try:
            data = json.loads(body)
        except (json.JSONDecodeError, RecursionError) as exc:
            raise BadRequest(400, f"the request body is not JSON: {exc}") from None
        if not isinstance(data, dict) or not (isinstance(data.get("text"), str) or "scenario" in data):
            raise BadRequest(400, 'a JSON request is {"text": "<query text>"} or {"scenario": {...}}')
        if isinstance(data.get("text"), str):
            return data["text"], None
        return forms.query_text(game, data["scenario"]), None
    if kind == "application/x-www-form-urlencoded":
        pairs = _form(body)
        fields = dict(pairs)
        if fields.get("action") == "ask-text" or ("text" in fields and "action" not in fields):
            return fields.get("text", ""), None
        if "action" not in fields:  # e.g. curl --data-binary @file: a query sent as a form
            raise BadRequest(400, "a form body holds 'text' (a query) or the desk's form fields with 'action'; "
                                  "send a query file's text as text/plain")
        return forms.query_text(game, forms.scenario_from_fields(game, pairs)), pairs
    if kind in ("", "text/plain"):
        return body, None
    raise BadRequest(415, f"unsupported content type {kind!r}: send text/plain, application/json or a form")


# -- answers and errors as data ----------------------------------------------------------------
def _error(err: PyrulesError, source: str = "") -> dict:
    kind = "bounds" if isinstance(err, BoundsError) else "timeout" if isinstance(err, SolveTimeout) else "input"
    text = err.text or (line_of(source, err.line) if source and err.line else "")
    shown, caret = excerpt(text, err.column) if text else ("", 0)
    return {"kind": kind, "message": str(err), "summary": err.message, "file": err.file, "line": err.line,
            "column": err.column, "text": text, "expected": list(err.expected), "excerpt": shown, "caret": caret}


def _status(err: PyrulesError) -> int:
    return 422 if isinstance(err, BoundsError) else 400


def _report(results) -> dict:
    """The object ``pyrules ask --json`` prints, for one query."""
    return {"results": [r.as_dict() for r in results], "passed": sum(1 for r in results if r.ok),
            "failed": sum(1 for r in results if r.ok is False), "errors": [], "unanswered": [], "interrupted": False}


def _timed_out(err: SolveTimeout) -> dict:
    return {"results": [], "passed": 0, "failed": 0, "errors": [{"file": err.file, "kind": "timeout",
                                                                 "message": str(err)}],
            "unanswered": [err.file], "interrupted": False}


def _json(data: object, status: int = 200) -> Response:
    return Response(dumps(data), status, media_type="application/json")


def _request_error(status: int, message: str) -> Response:
    return _json({"error": {"kind": "request", "message": message}}, status)


# -- clauses -----------------------------------------------------------------------------------
CLAUSE = re.compile(r'^clause\("([^"]+)",\s*(\w+),\s*(\w+)\)', re.M)


@lru_cache(maxsize=None)
def clause_inventory(game: str) -> list[dict]:
    """Every clause of the game: id, area, type, coverage (implemented / justified with its
    reason / missing), the rule files (file:line) that cite it, and its passage in the rule
    documents (``asp/<game>/sources.json``: the document and the section)."""
    folder = game_dir(game)
    cov = coverage(game)
    cited: dict[str, list[str]] = {}
    for path in sorted(folder.glob("*.lp")) + sorted(folder.glob("*.txt")):
        if path.name in ("clauses.lp", "unformalized.lp"):
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            for cid in set(ID.findall(line)):
                places = cited.setdefault(cid, [])
                if len(places) < 6:
                    places.append(f"{path.name}:{n}")
    implemented = set(cov.implemented)
    sources = read_json(folder / "sources.json") or {"documents": {}, "clauses": {}}
    out = []
    for cid, area, kind in CLAUSE.findall((folder / "clauses.lp").read_text(encoding="utf-8")):
        status = "implemented" if cid in implemented else "justified" if cid in cov.justified else "missing"
        src = sources["clauses"].get(cid, {})
        where = "; ".join(sources["documents"].get(d, d) for d in src.get("documents", []))
        out.append({"id": cid, "area": area, "type": kind.replace("_", " "), "status": status,
                    "reason": cov.justified.get(cid, ""), "cited": cited.get(cid, []),
                    "source": f"{where}, section \"{src['section']}\"" if where and src.get("section") else where})
    return out


# -- the app -----------------------------------------------------------------------------------
def create_app(timeout: float = 10.0, desk: Desk | None = None, allowed_hosts: list[str] | None = None) -> Starlette:
    """The desk's ASGI application; ``timeout``: seconds for one query's work; ``allowed_hosts``:
    the Host header values served (others get a 400: a page elsewhere cannot reach a desk on
    loopback through DNS rebinding); None serves any."""
    desk = desk or Desk(timeout=timeout)
    env = Environment(loader=FileSystemLoader(str(HERE / "templates")), autoescape=select_autoescape(default=True),
                      trim_blocks=True, lstrip_blocks=True)

    def link_ids(text: str, game: str) -> Markup:
        """Escaped text with each clause id a link to its entry on the clauses page."""
        safe = str(escape(text))
        return Markup(ID.sub(lambda m: f'<a class="cid" href="/game/{game}/clauses#{m.group()}">{m.group()}</a>',
                             safe))
    env.filters["link_ids"] = link_ids

    def page(name: str, code: int = 200, **context) -> HTMLResponse:
        context.setdefault("games", desk.games)
        return HTMLResponse(env.get_template(name).render(**context), code)

    def game_of(request: Request) -> str:
        game = request.path_params["game"]
        if game not in desk.games:
            raise HTTPException(404, f"unknown game {game!r}; the games are {', '.join(desk.games)}")
        return game

    async def ask(game: str, text: str, explain: bool = False):
        return await run_in_threadpool(desk.ask, game, text, explain)

    # pages
    async def index(request: Request) -> HTMLResponse:
        specs = [forms.form_spec(g) for g in desk.games]
        return page("index.html", specs=specs)

    async def game_page(request: Request) -> HTMLResponse:
        game = game_of(request)
        await run_in_threadpool(desk.kb, game)  # built once, never on the event loop
        return page("desk.html", **_desk_context(desk, game, values={}, text="", answer=None, error=None))

    async def game_post(request: Request) -> HTMLResponse:
        game = game_of(request)
        await run_in_threadpool(desk.kb, game)
        values: dict = {}
        text, answer, error, status = "", None, None, 200
        try:
            body = await _body(request)
            pairs = _form(body)
            fields = dict(pairs)
            action = fields.get("action", "ask")
            for k, v in pairs:
                values.setdefault(k, []).append(v)
            if action == "ask-text":
                text = fields.get("text", "")
            else:
                text = forms.query_text(game, forms.scenario_from_fields(game, pairs))
            if action in ("ask", "ask-text"):
                results = await ask(game, text, fields.get("explain") == "on")
                answer = _report(results)
        except BadRequest as exc:
            error, status = {"kind": "request", "message": exc.message, "summary": exc.message}, exc.status
        except SolveTimeout as err:
            error = _error(err, text)
        except PyrulesError as err:
            error, status = _error(err, text), _status(err)
        return page("desk.html", status, **_desk_context(desk, game, values, text, answer, error))

    async def clauses_page(request: Request) -> HTMLResponse:
        game = game_of(request)
        texts = await run_in_threadpool(desk.clause_texts, game)
        rows = clause_inventory(game)
        counts = {s: sum(1 for r in rows if r["status"] == s) for s in ("implemented", "justified", "missing")}
        gaps = sorted(desk.kb(game).gap_text.items())
        return page("clauses.html", game=game, spec=forms.form_spec(game), rows=rows, texts=texts, counts=counts,
                    gaps=gaps)

    async def faq_page(request: Request) -> HTMLResponse:
        from ..faq import build

        game = game_of(request)
        job = desk.jobs.start(f"faq:{game}", lambda: build(game, workers=1, discover=False, timeout=desk.timeout))
        topics: dict[str, list] = {}
        if job.done and not job.error:
            for e in job.value:  # type: ignore[attr-defined]
                topics.setdefault(e.topic, []).append(e)
        return page("faq.html", game=game, spec=forms.form_spec(game), job=job, topics=topics,
                    texts=await run_in_threadpool(desk.clause_texts, game))

    async def check_page(request: Request) -> HTMLResponse:
        from ..check import check, load_baseline

        game = game_of(request)
        baseline = sorted(load_baseline(game).values(), key=lambda e: e["key"])
        job = desk.jobs.get(f"check:{game}")
        if request.method == "POST":
            await _body(request)
            job = desk.jobs.start(f"check:{game}", lambda: check(game, workers=1, witnesses=None))
        return page("check.html", game=game, spec=forms.form_spec(game), baseline=baseline, job=job,
                    report=job.value if job and job.done and not job.error else None)

    async def static(request: Request) -> Response:
        name = request.path_params["name"]
        if name not in STATIC:
            raise HTTPException(404, "no such file")
        return Response(STATIC[name], media_type=STATIC_TYPES[Path(name).suffix])

    # API
    async def api_games(request: Request) -> Response:
        out = []
        for g in desk.games:
            spec = forms.form_spec(g)
            out.append({"game": g, "title": spec.title, "questions": spec.questions,
                        "ask": f"/api/{g}/ask", "plays": f"/api/{g}/plays", "desk": f"/game/{g}"})
        return _json({"games": out})

    async def answered(request: Request, work) -> Response:
        """The JSON of ``await work(game, text)`` for a request carrying a query's text, or its error: a
        request the desk cannot read, a time-out, or the parser's or the engine's error at its place."""
        game = game_of(request)
        text = ""
        try:
            text, _ = await _input(request, game)
            return _json(await work(game, text))
        except BadRequest as exc:
            return _request_error(exc.status, exc.message)
        except SolveTimeout as err:
            return _json(_timed_out(err))
        except PyrulesError as err:
            return _json({"error": _error(err, text)}, _status(err))

    async def api_ask(request: Request) -> Response:
        async def work(game: str, text: str) -> dict:
            return _report(await ask(game, text, _flag(request, "explain")))
        return await answered(request, work)

    async def api_text(request: Request) -> Response:
        game = game_of(request)
        try:
            text, _ = await _input(request, game)
            return _json({"text": text})
        except BadRequest as exc:
            return _request_error(exc.status, exc.message)
        except PyrulesError as err:
            return _json({"error": _error(err)}, 400)

    async def api_plays(request: Request) -> Response:
        async def work(game: str, text: str) -> dict:
            plays = await run_in_threadpool(desk.plays, game, text, not _flag(request, "legal"))
            return {"game": game, "plays": [p.as_dict() for p in plays]}
        return await answered(request, work)

    async def api_form(request: Request) -> Response:
        spec = forms.form_spec(game_of(request))
        return _json({"game": spec.game, "title": spec.title, "parts": list(spec.parts), "choices": spec.choices(),
                      "questions": spec.questions, "rows": forms.ROWS})

    async def api_schema(request: Request) -> Response:
        return _json(schema(desk.games))

    async def http_error(request: Request, exc: HTTPException) -> Response:
        if request.url.path.startswith("/api/"):
            return _request_error(exc.status_code, str(exc.detail))
        return page("error.html", exc.status_code, status=exc.status_code, message=str(exc.detail))

    async def bad_request(request: Request, exc: BadRequest) -> Response:
        if request.url.path.startswith("/api/"):
            return _request_error(exc.status, exc.message)
        return page("error.html", exc.status, status=exc.status, message=exc.message)

    async def internal(request: Request, exc: Exception) -> Response:  # never a traceback to the client
        if request.url.path.startswith("/api/"):
            return _request_error(500, "internal error")
        return HTMLResponse("internal error", 500)

    routes = [
        Route("/", index),
        Route("/game/{game}", game_page, methods=["GET"]),
        Route("/game/{game}", game_post, methods=["POST"]),
        Route("/game/{game}/clauses", clauses_page),
        Route("/game/{game}/faq", faq_page),
        Route("/game/{game}/check", check_page, methods=["GET", "POST"]),
        Route("/static/{name}", static),
        Route("/api/games", api_games),
        Route("/api/openapi.json", api_schema),
        Route("/api/{game}/ask", api_ask, methods=["POST"]),
        Route("/api/{game}/text", api_text, methods=["POST"]),
        Route("/api/{game}/plays", api_plays, methods=["POST"]),
        Route("/api/{game}/form", api_form),
    ]
    middleware = [Middleware(SecurityHeaders)]
    if allowed_hosts is not None:
        middleware.insert(0, Middleware(TrustedHostMiddleware, allowed_hosts=allowed_hosts))
    app = Starlette(routes=routes, middleware=middleware,
                    exception_handlers={HTTPException: http_error, BadRequest: bad_request, Exception: internal})
    app.state.desk = desk
    return app


class SecurityHeaders:
    """Every response says: no content sniffing, no framing, scripts and styles from this server only."""

    HEADERS = [(b"x-content-type-options", b"nosniff"), (b"x-frame-options", b"DENY"),
               (b"content-security-policy", b"default-src 'self'; frame-ancestors 'none'"),
               (b"referrer-policy", b"no-referrer")]

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)

        async def with_headers(message):
            if message["type"] == "http.response.start":
                message = {**message, "headers": list(message.get("headers", [])) + self.HEADERS}
            await send(message)
        await self.app(scope, receive, with_headers)


def _desk_context(desk: Desk, game: str, values: dict, text: str, answer, error) -> dict:
    spec = forms.form_spec(game)
    if not text and not values:
        text = forms.query_text(game, {"asks": ["legal"]})
    readings = [f"{group}={option}" for group, options in sorted(desk.kb(game).readings.items()) for option in options]
    return {"game": game, "spec": spec, "rows": forms.ROWS, "values": values, "text": text, "answer": answer,
            "readings": readings,
            "error": error, "plays_message": PLAYS_MESSAGE.replace("{game}", game)}
