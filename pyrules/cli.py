"""The pyrules command line.

    pyrules ask PATH... [--json] [--timeout S] [--total-timeout S] [--workers N] [--ray ADDRESS]
                                                 answer query files (exit 0 all ok, 1 a mismatch, 2 bad input,
                                                 3 a file or the run hit its time bound, 4 a scenario past a
                                                 size bound or a worker died on it twice, 130 Ctrl-C)
    pyrules parse GAME TEXT-or-FILE                show a card text's facts and canonical rendering (exit 1:
                                                 a sentence no rule of the game acts on, marked; 2 bad input)
    pyrules facts QUERY                            print the pool and a scenario as ASP facts for plain clingo
    pyrules games                                  list the shipped games with their counts
    pyrules check GAME [--json] [--workers N] [--ray ADDRESS]   contradictions, ambiguities, gaps, dead rules
    pyrules faq GAME [--out FILE.md|.html|.json] [--html FILE] [--workers N] [--ray ADDRESS]   the rulings FAQ
    pyrules serve [--host 127.0.0.1] [--port 8000] [--timeout S]   the rulings desk (pip install 'pyrules[web]')
"""

from __future__ import annotations

import argparse
import json
import math
import os
import signal
import sys
import textwrap
from contextlib import contextmanager
from pathlib import Path

from .errors import PyrulesError, shown_lines
from .files import dumps

EXIT_OK, EXIT_MISMATCH, EXIT_BAD_INPUT, EXIT_TIMEOUT, EXIT_BOUNDS = 0, 1, 2, 3, 4
EXIT_INTERRUPTED = 130
EXIT_UNREAD = 1  # pyrules parse: a sentence is understood but no rule of the game acts on it
FAQ_SUFFIX = {".html": "html", ".htm": "html", ".json": "json", ".md": "md"}


def _query_files(paths: list[str]) -> list[Path]:
    files: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            files.extend(sorted(p.rglob("*.query")))
        elif p.exists():
            files.append(p)
        else:
            raise PyrulesError("no such file or folder", os.fsdecode(p))
    if not files:
        raise PyrulesError("no .query files found", " ".join(paths))
    return files


def _say(text: object = "") -> None:
    """Print a line of text output; what came from input is shown with its control characters escaped."""
    print(shown_lines(text))


def _ask_group(kb, queries):
    """A batch task: each query's results, or the error that stopped it, in order."""
    return kb.ask_each(queries)


def cmd_ask(args: argparse.Namespace) -> int:
    if args.explain == "json":  # --explain json: the JSON object with each answer's ruling and tree
        args.json, args.explain = True, "tree"
    args.plain = args.explain == "none"  # --explain none: answers only, at a plain run's speed
    if args.plain:
        if args.verbose:
            raise PyrulesError("-v explains every answer; --explain none explains none: give one of them")
        args.explain = None
    from .batch import Interrupted, RunTimeout, chunks, run_batch
    from .errors import UnknownName, WorkerLost
    from .kb import TOGETHER
    from .query import load_query
    from .resources import games

    until = _until(args)
    by_game: dict[str, list] = {}
    files = _query_files(args.paths)
    answered: dict[Path, object] = {}
    stopped: BaseException | None = None
    try:
        for f in files:  # every file is read first, so bad input is reported before any work
            query = load_query(f)
            if query.game not in games():
                pos = query.positions.get("game")
                raise UnknownName(f"unknown game {query.game!r}", str(f), pos.line if pos else 0,
                                  pos.column if pos else 0, expected=games())
            by_game.setdefault(query.game, []).append((f, query))
        for game, pairs in by_game.items():
            groups = chunks(pairs, TOGETHER)
            try:
                outs = run_batch(game, [[q for _, q in group] for group in groups], _ask_group, args.workers,
                                 {"timeout": args.timeout, **({"explain": True} if _explaining(args) else {})},
                                 label=f"ask {game}", ray=args.ray, until=until)
            except (Interrupted, RunTimeout) as stop:  # keep what finished
                outs, stopped = [stop.done.get(i) for i in range(len(groups))], stop
            for group, out in zip(groups, outs):
                if out is None:
                    continue
                for (f, _), res in zip(group, [out] * len(group) if isinstance(out, WorkerLost) else out):
                    answered[f] = res
            if stopped:
                break
    except KeyboardInterrupt:  # while reading the files or between two batches
        stopped = Interrupted({}, 0)
    with _uninterrupted():  # the work is over: its report is written whole
        return _report(args, files, answered, stopped)


@contextmanager
def _uninterrupted():
    """Ctrl-C ignored while a finished run writes its report (a JSON object is never cut)."""
    try:
        before = signal.signal(signal.SIGINT, signal.SIG_IGN)
    except ValueError:  # not the main thread: no signal handling to change
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)


def _report(args: argparse.Namespace, files: list[Path], answered: dict, stopped: BaseException | None) -> int:
    """Print what ``ask`` answered; the exit status."""
    from .batch import Interrupted
    from .errors import SolveTimeout, WorkerLost

    results, errors = [], []
    for f in files:  # in the order of the files
        out = answered.get(f)
        if isinstance(out, PyrulesError):
            if not stopped and not isinstance(out, (SolveTimeout, WorkerLost)):
                raise out  # bad input: the first one stops the run, as it would alone
            errors.append((f, out))
        elif out is not None:
            results.extend(out)
    unanswered = [str(f) for f in files if f not in answered]
    failed = sum(1 for r in results if r.ok is False)
    passed = sum(1 for r in results if r.ok)
    if args.json:  # one result a line (a derivation indented would be mostly spaces), the rest indented
        rest = dumps({"passed": passed, "failed": failed,
                      "errors": [{"file": str(f), "kind": _error_kind(err), "message": str(err)} for f, err in errors],
                      "unanswered": unanswered, "interrupted": isinstance(stopped, Interrupted)})
        rows = ",\n".join("    " + dumps(r.as_dict(), indent=None) for r in results)
        print('{\n  "results": [' + (f"\n{rows}\n  " if rows else "") + "],\n" + rest[2:])
    else:
        for r in results:
            mark = {True: "ok  ", False: "FAIL", None: "    "}[r.ok]
            exp = "" if r.expected is None else f" (expected {r.expected})"
            _say(f"{mark} {r.id}: {r.question} -> {r.answer}{exp}")
            if args.verbose or r.ok is False or args.explain:
                _say("     because: " + (", ".join(c + (f" ({'; '.join(r.needs[c])})" if c in r.needs else "")
                                                  for c in r.because) or "-"))
            text = args.explain == "text" or args.verbose
            if text:  # the ruling in words (its counterfactual last)
                for paragraph in r.ruling:
                    for line in textwrap.wrap(paragraph, 100, initial_indent="     ", subsequent_indent="       ",
                                              break_on_hyphens=False):
                        _say(line)
            if args.verbose or r.ok is False:
                lines = r.explanation.splitlines()
                if r.ruling and r.counterfactual is not None:
                    lines = lines[:-1]  # the ruling said it
                for line in lines:
                    _say("     " + line)
            if args.explain and args.explain != "text":
                if r.counterfactual is not None and not (args.verbose or r.ok is False):
                    _say("     " + r.explanation.splitlines()[-1])
                for reading, node in r.derivation:
                    if reading:
                        _say(f"     reading {reading}:")
                    for line in (node.lines() if args.explain == "full" else node.compact()):
                        _say("       " + line)
        print(f"{passed} passed, {failed} failed" + (f", {len(errors)} files not answered" if errors else ""))
    sys.stdout.flush()
    for _, err in errors:
        print(f"pyrules: {err}", file=sys.stderr)
    if stopped:
        done = len(files) - len(unanswered)
        if isinstance(stopped, Interrupted):
            print(f"pyrules: interrupted; {done} of {len(files)} files answered", file=sys.stderr)
            return EXIT_INTERRUPTED
        print(f"pyrules: the run's time bound of {args.total_timeout:g} s (--total-timeout) was reached; "
              f"{done} of {len(files)} files answered", file=sys.stderr)
        return EXIT_TIMEOUT
    if any(isinstance(err, SolveTimeout) for _, err in errors):
        return EXIT_TIMEOUT
    if errors:
        return EXIT_BOUNDS
    return EXIT_MISMATCH if failed else EXIT_OK


def _explaining(args: argparse.Namespace) -> bool:
    """Answers whose ``because`` is the decisive clauses (each scenario grounded alone on the traced
    program, and each clause of its derivation switched off in turn): with --explain and -v, which
    print it, and with --json, which carries the derivation of every answer (its tree, ruling,
    decisive clauses and counterfactual).  A plain text run prints answers only, and --explain none
    asks for answers only in any format (the batch grounding, its time bounds and speed: for a
    program that wants plain fast answers)."""
    return not getattr(args, "plain", False) and bool(args.explain or args.verbose or args.json)


def _error_kind(err: PyrulesError) -> str:
    from .errors import SolveTimeout, WorkerLost

    return "timeout" if isinstance(err, SolveTimeout) else "worker" if isinstance(err, WorkerLost) else "input"


def _until(args: argparse.Namespace) -> float | None:
    """The run's bound (a time.monotonic value) for --total-timeout, from the start of the command."""
    import time

    return None if args.total_timeout is None else time.monotonic() + args.total_timeout


def cmd_parse(args: argparse.Namespace) -> int:
    from .errors import PyrulesError, UnknownName, nearest
    from .files import read_text
    from .reads import unread, unread_error
    from .statements import MAX_CARD_FILE_BYTES, load_pool, parse_entries, parse_text
    from .resources import games

    if args.game not in games():
        raise UnknownName(f"unknown game {args.game!r}", "pyrules parse",
                          expected=[f"did you mean {g!r}?" for g in nearest(args.game, games())] or games())
    pool = load_pool(args.game)
    statuses = {e.ident: e.name for e in pool.entries if e.kind == "status"}
    path = Path(args.text)
    try:  # an existing path other than a folder is read as a card file (a FIFO or a device is refused)
        is_file = "\n" not in args.text and path.exists() and not path.is_dir()
    except (OSError, ValueError):  # a long text is not a file name
        is_file = False
    if is_file:
        text = read_text(path, MAX_CARD_FILE_BYTES, "card file")
        entries = parse_entries(text, pool.vocabulary, os.fsdecode(path), statuses)
    else:
        # a whole entry or printed line ("Hadouken (Jack): Type: A(R). ..."), else one card text;
        # when neither parses, the error of the reading that got further
        try:
            entries = parse_entries(args.text, pool.vocabulary, "<text>", statuses)
            as_entry = None
        except PyrulesError as err:
            entries, as_entry = [], err
        if not entries:
            try:
                entries = [parse_text(args.text, pool.vocabulary, statuses, kind="rule", name="text")]
            except PyrulesError as err:
                if as_entry is not None and (as_entry.line, as_entry.column) > (err.line, err.column):
                    raise as_entry from None
                raise
    source = text if is_file else args.text
    # a sentence no rule acts on is shown (its facts are what a rule for it would read) and marked,
    # with its error on stderr and exit 1 (a finding, as `pyrules check`): a card with it does nothing
    idle = {id(s) for _, s in unread(args.game, entries)}
    for e in entries:
        _say(e.render(pool.vocabulary))
        for i, s in enumerate(e.sentences, start=1):
            _say(f"  {i}. {s.clause.term()}" + ("   [assumed]" if s.assumed else "")
                 + (f"   [no rule of {args.game} acts on it]" if id(s) in idle else ""))
    for e in entries:
        for s in e.sentences:
            if id(s) in idle:
                print(f"pyrules: {unread_error(args.game, s, pool.vocabulary, source)}", file=sys.stderr)
    return EXIT_UNREAD if idle else EXIT_OK


def cmd_facts(args: argparse.Namespace) -> int:
    """Print a query's game pool and scenario as ASP facts, for the plain clingo binary."""
    from .errors import UnknownName
    from .kb import load
    from .query import load_query
    from .resources import game_dir, games

    query = load_query(args.path)
    if query.game not in games():
        raise UnknownName(f"unknown game {query.game!r}", str(args.path), expected=games())
    kb = load(query.game)
    scenario = kb.builder.build(query)
    main = game_dir(query.game) / "main.lp"
    if kb.engine == "sequence":  # the scenario's own facts, grounded with the game
        _say(f"% {query.ident or os.fsdecode(args.path)}: run with  clingo {main} THIS_FILE 0")
        facts = kb.pool_facts + scenario.facts
    else:
        consts = " ".join(f"-c {name}={int(value)}" for name, value in sorted(kb.constants.items()))
        _say(f"% {query.ident or os.fsdecode(args.path)}: run with  clingo {main} THIS_FILE 0 {consts}")
        facts = kb.pool_facts + scenario.inputs
    for sym in facts:
        _say(f"{sym}.")
    return EXIT_OK


def cmd_plays(args: argparse.Namespace) -> int:
    """The plays the rules allow from a query file's state (its questions asked of each play)."""
    import json

    from .errors import UnknownName
    from .kb import KnowledgeBase
    from .query import load_query
    from .resources import games
    from .state import State

    query = load_query(args.path)
    if query.game not in games():
        raise UnknownName(f"unknown game {query.game!r}", os.fsdecode(args.path), expected=games())
    kb = KnowledgeBase(query.game, timeout=args.timeout)
    asks = tuple(a for a in query.asks if a.key != "legal")
    plays = kb.legal_plays(State.from_query(query), asks, every=args.every, verify=True)
    if args.json:
        _say(json.dumps({"file": os.fsdecode(args.path), "game": query.game,
                         "plays": [p.as_dict() for p in plays]}, indent=2, ensure_ascii=False))
        return EXIT_OK
    for p in plays:
        _say(f"{p.legal:<7} {p.line}" if args.every else p.line)
        for r in p.results[1:]:
            _say(f"          {r.question} -> {r.answer}")
    if not args.json:
        what = "candidate plays" if args.every else "legal plays"
        print(f"{len(plays)} {what}", file=sys.stderr)
    return EXIT_OK


def cmd_games(args: argparse.Namespace) -> int:
    from .resources import data_root, games
    from .statements import load_pool
    from .trace import coverage

    rows = []
    for g in games():
        cov = coverage(g)
        pool = load_pool(g)
        queries = data_root() / "queries" / g
        rows.append({"game": g, "title": pool.vocabulary.title, "clauses": len(cov.clauses),
                     "implemented": len(cov.implemented), "justified": len(cov.justified),
                     "cards": sum(1 for e in pool.entries if e.kind != "rule"),
                     "queries": len(list(queries.glob("*.query"))) if queries.is_dir() else 0})
    if args.json:
        print(json.dumps(rows, indent=2))
    else:
        for r in rows:
            print(f"{r['game']:<20} {r['title']}: {r['clauses']} clauses, {r['implemented']} implemented, "
                  f"{r['justified']} justified, {r['cards']} cards, {r['queries']} queries")
    return EXIT_OK


def cmd_check(args: argparse.Namespace) -> int:
    """Check a game's rules and card pool; exit 1 when a finding is not acknowledged."""
    from .check import check
    from .errors import UnknownName, nearest
    from .resources import games

    if args.game not in games():
        raise UnknownName(f"unknown game {args.game!r}", "pyrules check",
                          expected=[f"did you mean {g!r}?" for g in nearest(args.game, games())] or games())
    report = check(args.game, workers=args.workers, witnesses=Path(args.witnesses) / args.game,
                   timeout=args.timeout, ray=args.ray, until=_until(args))
    data = report.as_dict()
    if args.json:
        print(dumps(data))
    else:
        _say(f"{report.game}: {len(report.findings)} findings, {len(report.unacknowledged)} not acknowledged "
             f"({', '.join(f'{n} {k}' for k, n in data['counts'].items())}); "
             f"{data['scenarios']['generated']} generated scenarios and {data['scenarios']['query_files']} query "
             f"files, {report.seconds:.1f} s")
        _say(f"bounds: {report.bounds or 'the query files only'}")
        for f in report.findings:
            if f.acknowledged and not args.verbose:
                continue
            mark = "ack " if f.acknowledged else "NEW "
            _say(f"{mark}{f.kind}: {f.message}")
            if f.clauses:
                _say(f"     clauses: {', '.join(f.clauses)}")
            if f.witness:
                _say(f"     witness: {f.witness}")
        for key in report.stale:
            _say(f"note: the baseline acknowledges {key!r}, which the check no longer finds")
    return 1 if report.unacknowledged else EXIT_OK


def cmd_faq(args: argparse.Namespace) -> int:
    """Write a game's rulings FAQ (markdown, HTML or JSON)."""
    from .errors import UnknownName, nearest
    from .faq import faq_texts
    from .files import write_text
    from .resources import games

    if args.game not in games():
        raise UnknownName(f"unknown game {args.game!r}", "pyrules faq",
                          expected=[f"did you mean {g!r}?" for g in nearest(args.game, games())] or games())
    fmt = args.format or (FAQ_SUFFIX.get(Path(args.out).suffix.lower(), "md") if args.out else "md")
    outputs = [(args.out, fmt)] + ([(args.html, "html")] if args.html else [])
    if any(f != "json" for _, f in outputs):
        from .faq_render import environment

        environment()  # a missing jinja2 is said before the run, not after it
    texts = faq_texts(args.game, tuple(f for _, f in outputs), args.workers, not args.no_discover, args.ray,
                      args.timeout, _until(args))
    for (path, _), text in zip(outputs, texts):
        if path:
            write_text(path, text)
        else:
            sys.stdout.write(text)
    return EXIT_OK


def cmd_serve(args: argparse.Namespace) -> int:
    """Start the rulings desk: a local web page and JSON API (the ``web`` extra)."""
    try:
        import uvicorn

        from .web import create_app
        app = create_app(timeout=args.timeout, host=args.host)
    except ImportError as exc:
        print(f"pyrules: the rulings desk needs the web extra ({exc.name or exc} is missing): "
              "pip install 'pyrules[web]'", file=sys.stderr)
        return EXIT_BAD_INPUT
    host = "[" + args.host + "]" if ":" in args.host else args.host
    if args.host not in ("127.0.0.1", "::1", "localhost"):
        print(f"pyrules: note: listening on {args.host}, so other machines may reach the desk", file=sys.stderr)
    print(f"pyrules: the rulings desk is at http://{host}:{args.port}/ (Ctrl-C stops it)", file=sys.stderr)
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning")
    if app.state.desk.jobs.running():  # a check or FAQ still solving in its thread: leave without unwinding clingo
        sys.stderr.flush()
        os._exit(EXIT_OK)
    return EXIT_OK


def _port(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port number: {text!r}") from None
    if not 0 <= n <= 65535:
        raise argparse.ArgumentTypeError(f"a port is from 0 to 65535, not {n}")
    return n


class _Parser(argparse.ArgumentParser):
    """argparse, with its usage errors reported like every other pyrules error (exit 2)."""

    def error(self, message: str):  # type: ignore[override]
        print(f"pyrules: {message}\n{self.format_usage().rstrip()}", file=sys.stderr)
        raise SystemExit(EXIT_BAD_INPUT)


def _positive(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {n}")
    return n


def _seconds(text: str) -> float:
    try:
        n = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not math.isfinite(n) or n <= 0:
        raise argparse.ArgumentTypeError(f"must be a finite number of seconds above 0, not {text!r}")
    return n


def _batch_options(p: argparse.ArgumentParser, timeout: float = 10.0) -> None:
    p.add_argument("--timeout", type=_seconds, default=timeout, metavar="S",
                   help=f"seconds allowed for one file's (or scenario's) work: its grounding, solves and "
                        f"answers (default {timeout:g})")
    p.add_argument("--total-timeout", type=_seconds, metavar="S",
                   help="seconds allowed for the whole run; then it stops, keeping what finished (exit 3)")
    p.add_argument("--workers", type=_positive, default=1,
                   help="worker processes, each holding its own grounded game (default 1: this process)")
    p.add_argument("--ray", metavar="ADDRESS",
                   help="run the batch on Ray actors instead ('local' starts Ray here, 'auto' or an address "
                        "joins a cluster; pip install 'pyrules[ray]')")


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="pyrules", description="A rules-as-logic knowledge base for card games.")
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)
    ask = sub.add_parser("ask", help="answer the questions of query files or folders")
    ask.add_argument("paths", nargs="+", help="query files or folders of .query files")
    ask.add_argument("--json", action="store_true", help="print one JSON object, each answer with its derivation "
                     "(its tree, ruling, decisive clauses, counterfactual; --explain none: answers only, faster)")
    ask.add_argument("--verbose", "-v", action="store_true", help="explain every answer, not only mismatches")
    ask.add_argument("--explain", nargs="?", const="tree", choices=("tree", "full", "text", "json", "none"),
                     help="derive every answer: the clauses it depends on and its derivation (tree: the steps "
                          "that cite a clause; full: every step; text: the ruling in sentences, as -v prints "
                          "it; json: as --json; none: answers only, with the clauses of the question's topics, "
                          "at a plain run's speed, also with --json)")
    _batch_options(ask)
    ask.set_defaults(func=cmd_ask)
    parse = sub.add_parser("parse", help="parse a card text or card file of a game")
    parse.add_argument("game")
    parse.add_argument("text", help="a card text, or a file of card entries")
    parse.set_defaults(func=cmd_parse)
    facts = sub.add_parser("facts", help="print a query's pool and scenario as ASP facts (for plain clingo)")
    facts.add_argument("path", help="a query file")
    facts.set_defaults(func=cmd_facts)
    plays = sub.add_parser("plays", help="list the plays the rules allow from a query file's state (its "
                                         "questions asked of each play)")
    plays.add_argument("path", help="a query file: the state (its steps so far) and, optionally, questions")
    plays.add_argument("--every", action="store_true", help="every candidate play with its verdict, not only the legal ones")
    plays.add_argument("--json", action="store_true", help="print one JSON object")
    plays.add_argument("--timeout", type=_seconds, default=10.0, metavar="S",
                       help="seconds allowed for the state's work (default 10)")
    plays.set_defaults(func=cmd_plays)
    chk = sub.add_parser("check", help="check a game's rules and cards: contradictions, ambiguities, gaps, "
                                       "dead rules, text problems")
    chk.add_argument("game")
    chk.add_argument("--json", action="store_true", help="print one JSON object")
    chk.add_argument("--verbose", "-v", action="store_true", help="list acknowledged findings too")
    chk.add_argument("--witnesses", default="witnesses", help="folder for witness query files (default ./witnesses)")
    _batch_options(chk, timeout=60.0)  # check.TIMEOUT: a scenario's answers and its contradiction core
    chk.set_defaults(func=cmd_check)
    faq = sub.add_parser("faq", help="write a game's rulings FAQ (query files and discovered interactions)")
    faq.add_argument("game")
    faq.add_argument("--format", choices=("md", "html", "json"),
                     help="the format of --out (default: from its extension, .html or .json, else md)")
    faq.add_argument("--out", help="write to this file instead of printing")
    faq.add_argument("--html", help="also write the FAQ as one self-contained HTML page to this file")
    faq.add_argument("--no-discover", action="store_true", help="only the query files")
    _batch_options(faq)
    faq.set_defaults(func=cmd_faq)
    serve = sub.add_parser("serve", help="start the rulings desk, a local web page and JSON API "
                                         "(pip install 'pyrules[web]')")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine only)")
    serve.add_argument("--port", type=_port, default=8000, help="port (default 8000)")
    serve.add_argument("--timeout", type=_seconds, default=10.0, metavar="S",
                       help="seconds allowed for one query's work (default 10)")
    serve.set_defaults(func=cmd_serve)
    games = sub.add_parser("games", help="list the shipped games")
    games.add_argument("--json", action="store_true")
    games.set_defaults(func=cmd_games)
    return p


def _ctrl_c_in_a_finalizer(unraisable) -> None:
    """Ctrl-C that lands inside a finalizer (a pipe's ``__del__`` while worker processes stop) would be
    printed as an ignored exception with its traceback, and lost: deliver it again, where it stops the
    run as any Ctrl-C does (exit 130, one line)."""
    if unraisable.exc_type is not None and issubclass(unraisable.exc_type, KeyboardInterrupt):
        signal.raise_signal(signal.SIGINT)
        return
    sys.__unraisablehook__(unraisable)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if len(argv) >= 3 and argv[0] == "parse" and argv[2] != "--":
        argv.insert(2, "--")  # a card text is never an option, even when it starts with "-"
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as stop:
        return int(stop.code or 0)
    from .errors import BoundsError, SolveTimeout, WorkerLost

    sys.unraisablehook = _ctrl_c_in_a_finalizer
    try:
        return args.func(args)
    except SolveTimeout as err:
        print(f"pyrules: {err}", file=sys.stderr)
        return EXIT_TIMEOUT
    except (BoundsError, WorkerLost) as err:
        print(f"pyrules: {err}", file=sys.stderr)
        return EXIT_BOUNDS
    except PyrulesError as err:
        print(f"pyrules: {err}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:  # Ctrl-C: batch work has stopped its workers (pyrules.batch)
        print("pyrules: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:  # the reader went away (e.g. "| head"): stop quietly
        try:
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - never flushed to the closed pipe
        except OSError:  # pragma: no cover
            pass
        return EXIT_OK


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
