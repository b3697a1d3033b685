"""Consistency check of a game: its rules and card pool, over scenarios within stated bounds.

    report = check("capcom_crossovers", workers=2, witnesses=Path("witnesses"))
    for f in report.findings: print(f.kind, f.clauses, f.message)

The scenarios are the game's query files and the scenarios generated from its card pool
(``explore.json``: every combination within the bounds it states). Each one is answered
question by question, and the check reads off:

- contradictions: every clause applied as written (``apply_literally``) has no answer set;
  the unsatisfiable core over the clauses, reduced by deletion, names the clashing clauses.
  Also a "must" and a "cannot" on the same act (``deontic_clash``);
- ambiguities: a question whose answer differs between readings or answer sets;
- gaps: a question the rules leave undecided (``unknown`` with no reading), a question the
  scenario cannot answer because the documents give no value, a value the card files had to
  assume;
- dead rules: rules whose body the grounder never found satisfiable (Monster Rancher: with
  every input open, so exhaustive within the bounds; sequence games: over every scenario),
  and readings no scenario makes relevant;
- text problems: card texts that fail to parse or to round-trip; untraced clause ids.

A finding is acknowledged when the game's ``baseline.json`` lists its key with the clause
ids and a sentence (a reviewed file), or, for an assumed value, when the card file marks it
``[assumed]``. Unacknowledged findings make ``pyrules check`` exit 1.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from pathlib import Path

from .batch import chunks, run_batch
from .errors import PyrulesError
from .explore import cards_named, generate, load_spec, prefix
from .files import read_text, writable_folder, write_text
from .query import MAX_QUERY_BYTES, parse_query
from .resources import data_root, game_dir, read_json
from .trace import ID, coverage

BASELINE = "baseline.json"
KINDS = ("contradiction", "ambiguity", "gap", "dead", "text")


@dataclass
class Finding:
    kind: str
    key: str
    clauses: tuple[str, ...]
    cards: tuple[str, ...]
    message: str
    witness: str = ""
    acknowledged: bool = False
    witnesses: int = 1
    groups: tuple[str, ...] = ()
    witness_text: str = field(default="", repr=False)

    def as_dict(self) -> dict:
        return {"kind": self.kind, "key": self.key, "clauses": list(self.clauses), "cards": list(self.cards),
                "message": self.message, "witness": self.witness, "acknowledged": self.acknowledged,
                "witnesses": self.witnesses}


@dataclass
class Report:
    game: str
    bounds: str
    findings: list[Finding]
    coverage: dict
    scenarios: dict
    listed: dict[str, list[str]]
    stale: list[str]
    seconds: float
    unreached: list[str] = field(default_factory=list)

    @property
    def unacknowledged(self) -> list[Finding]:
        return [f for f in self.findings if not f.acknowledged]

    def as_dict(self) -> dict:
        counts = {k: sum(1 for f in self.findings if f.kind == k) for k in KINDS}
        return {"game": self.game, "findings": [f.as_dict() for f in self.findings], "coverage": self.coverage,
                "counts": counts, "unacknowledged": len(self.unacknowledged), "bounds": self.bounds,
                "scenarios": self.scenarios, "listed_gaps": self.listed, "stale_baseline": self.stale,
                "seconds": round(self.seconds, 1), "unreached_rules": self.unreached}


# -- one scenario (runs in a worker) -----------------------------------------------------------
def _groups(readings: dict[str, str]) -> list[tuple[dict[str, str], str]]:
    rows = []
    for name, answer in readings.items():
        parts = dict(p.split("=", 1) for p in name.split(", ") if "=" in p)
        rows.append((parts, answer))
    return rows


def deciding_groups(readings: dict[str, str]) -> list[str]:
    """The open points whose reading changes the answer (the others only ride along).  A point
    missing from a row did not matter under that row's readings (MR-G-01 matters only when
    MR-G-32 is read "unaffected"), so it agrees with any reading of it."""
    rows = _groups(readings)
    names = sorted({g for parts, _ in rows for g in parts})
    deciding = []

    def agree(a: dict, b: dict, h: str) -> bool:
        return h not in a or h not in b or a[h] == b[h]
    for g in names:
        for (a, x), (b, y) in ((r, s) for r in rows for s in rows):
            if x != y and a.get(g) != b.get(g) and all(agree(a, b, h) for h in names if h != g):
                deciding.append(g)
                break
    return deciding or names


def _examined(kb, run) -> dict:
    """What the check reads off one answered scenario (a :class:`pyrules.kb.Run`)."""
    out: dict = {"name": run.query.file, "answers": [], "core": None, "clashes": [], "error": ""}
    for ask, res in run.answers:
        key = kb.question_of(ask)
        if isinstance(res, PyrulesError):
            out["answers"].append({"question": ask.text(), "key": key, "error": str(res).splitlines()[0]})
        else:
            out["answers"].append({"question": res.question, "key": key, "answer": res.answer,
                                   "readings": res.readings, "because": list(res.because),
                                   "groups": deciding_groups(res.readings) if res.readings else []})
    if any(a.get("readings") for a in out["answers"]):  # the literal solve: only where readings differ
        out["core"] = kb.literal_core(run.scenario)
    out["clashes"] = sorted({str(a) for m in run.models for a in m.by_name("deontic_clash")})
    out["relevant"] = sorted({a.arguments[0].string for m in run.models for a in m.by_name("relevant")})
    return out


def examine(kb, item: tuple[str, str]) -> dict:
    """Answer one scenario for the check; a plain dict (it crosses process boundaries)."""
    return examine_group(kb, [item])[0]


def examine_group(kb, items: list[tuple[str, str]]) -> list[dict]:
    """Answer a group of scenarios for the check, grounded together (:meth:`KnowledgeBase.run_each`,
    one grounding for the whole group, each scenario then solved alone under its own time bound;
    a contradiction core, where readings differ, on the scenario's own grounding); plain dicts
    (they cross process boundaries)."""
    outs: list[dict | None] = [None] * len(items)
    queries, where = [], []
    for i, (name, text) in enumerate(items):
        try:
            queries.append(parse_query(text, name))
            where.append(i)
        except PyrulesError as err:
            outs[i] = {"name": name, "answers": [], "core": None, "clashes": [], "error": str(err).splitlines()[0]}
    for i, got in zip(where, kb.run_each(queries, lambda run: _examined(kb, run), len(queries)) if queries else []):
        if isinstance(got, PyrulesError):
            got = {"name": items[i][0], "answers": [], "core": None, "clashes": [], "error": str(got).splitlines()[0]}
        got["name"] = items[i][0]
        outs[i] = got
    # rules fired so far in this process (sequence games; Monster Rancher's come from its open base)
    fired = sorted(kb.program.fired) if kb.engine == "sequence" and kb.program.sites else []
    for out in outs:
        out["fired"] = fired if out is outs[0] else []
    return outs  # type: ignore[return-value]


# -- the check ---------------------------------------------------------------------------------
def _citations(path: Path, line: int, cache: dict) -> tuple[str, ...]:
    """The clause ids cited by a rule: in its own text and the comment block just above it."""
    if path not in cache:
        cache[path] = path.read_text(encoding="utf-8").splitlines()
    lines = cache[path]
    ids: list[str] = []
    i = line - 1
    while i < len(lines) and lines[i].strip() and not lines[i].lstrip().startswith("%"):
        ids += ID.findall(lines[i])
        if lines[i].rstrip().endswith("."):
            break
        i += 1
    i = line - 2
    while i >= 0 and lines[i].lstrip().startswith("%") and not lines[i].lstrip().startswith("% ----"):
        ids += ID.findall(lines[i])
        i -= 1
    return tuple(sorted(set(ids)))


def load_baseline(game: str) -> dict[str, dict]:
    path = game_dir(game) / BASELINE
    data = read_json(path)
    if data is None:
        return {}
    entries = data.get("acknowledged", [])
    for e in entries:
        if not e.get("key") or not e.get("sentence"):
            raise PyrulesError("every acknowledged finding needs a key, its clause ids and a sentence", str(path))
    return {e["key"]: e for e in entries}


def scenarios(game: str, pool) -> list[tuple[str, str, str]]:
    """(name, text, source) of every scenario the check runs: generated ones, then query files."""
    out = [(g.name, g.text, "generated") for g in generate(game, pool, prefix(game))]
    folder = data_root() / "queries" / game
    for f in sorted(folder.glob("*.query")) if folder.is_dir() else []:
        out.append((str(f), read_text(f, MAX_QUERY_BYTES, "query file"), str(f)))
    return out


TIMEOUT = 60.0
"""Seconds for one scenario's examination: its answers and, where readings differ, its
contradiction core (a solve per clause of the core)."""


def check(game: str, workers: int = 1, witnesses: Path | None = None, timeout: float = TIMEOUT,
          ray: str | None = None, until: float | None = None) -> Report:
    from .kb import KnowledgeBase
    from .statements import load_pool, parse_entries

    if witnesses is not None:  # a folder that cannot be written is reported before any work
        witnesses = writable_folder(witnesses)
    start = time.perf_counter()
    findings: dict[str, Finding] = {}

    def add(f: Finding) -> None:
        if f.key in findings:
            findings[f.key].witnesses += 1
        else:
            findings[f.key] = f

    # text problems: the card files parse and round-trip; every clause is traced
    try:
        pool = load_pool(game)
    except PyrulesError as err:
        f = Finding("text", "text:parse", (), (), f"the card files do not parse: {err}")
        return Report(game, "", [f], {}, {}, {}, [], time.perf_counter() - start)
    statuses = {e.ident: e.name for e in pool.entries if e.kind == "status"}
    names = {e.name for e in pool.entries}
    for e in pool.entries:
        rendered = e.render(pool.vocabulary)
        try:
            again = parse_entries(rendered, pool.vocabulary, "<render>", statuses)
        except PyrulesError as err:
            again = [str(err)]
        if again != [e]:
            add(Finding("text", f"text:round-trip:{e.kind}:{e.name}", e.cites, (e.name,),
                        f"the canonical rendering of {e.kind} {e.name!r} does not mean what its source says: "
                        f"{rendered}"))
        assumed = [s.source for s in e.sentences if s.assumed] + [f"its tag {t}" for t in e.assumed_tags]
        if assumed:
            add(Finding("gap", f"gap:assumed:{e.kind}:{e.name}", e.cites, (e.name,),
                        f"the documents do not give {e.kind} {e.name!r} in full; the card file assumes: "
                        + "; ".join(assumed), acknowledged=True))
    cov = coverage(game)
    for cid in cov.missing:
        add(Finding("text", f"text:untraced:{cid}", (cid,), (), f"clause {cid} is neither implemented nor "
                                                               "justified in unformalized.lp"))
    for cid in cov.unknown_citations:
        add(Finding("text", f"text:unknown-citation:{cid}", (cid,), (), f"the knowledge base cites {cid}, "
                                                                       "which is not in the clause table"))

    # the scenarios
    from .kb import TOGETHER

    kb = KnowledgeBase(game, timeout=timeout, instrumented=True)
    items = scenarios(game, pool)
    source = {name: src for name, _, src in items}
    texts = {name: text for name, text, _ in items}
    size = load_spec(game).together or TOGETHER  # scenarios grounded together (measured per game)
    groups = run_batch(game, chunks([(n, t) for n, t, _ in items], size), examine_group, workers,
                       {"timeout": timeout, "instrumented": True}, kb=kb, label=f"check {game}", ray=ray,
                       until=until)
    outs = []
    for group in groups:
        if isinstance(group, PyrulesError):  # its worker died on it twice
            raise group
        outs.extend(group)
    fired: set[int] = set(kb.program.fired)
    relevant: set[str] = set()
    skipped = 0
    for out in outs:
        if isinstance(out, PyrulesError):  # its worker died on it twice
            raise out
        name = out["name"]
        witness = source[name] if source[name] != "generated" else name
        wtext = texts[name]
        cards = cards_named(wtext, names)
        fired.update(out.get("fired", ()))
        relevant.update(out.get("relevant", ()))
        if out["error"]:
            skipped += 1
            continue
        for a in out["answers"]:
            if "error" in a:
                if "does not decide" in a["error"]:
                    add(Finding("gap", f"gap:needs:{a['key']}", (), cards,
                                f"{a['question']!r} has no answer: {a['error'].split(': ', 1)[-1]}",
                                witness, witness_text=wtext))
                continue
            if a["answer"] == "unknown" and not a["readings"]:
                add(Finding("gap", f"gap:undecided:{a['key']}", tuple(a["because"]),
                            cards, f"no rule decides {a['question']!r}", witness, witness_text=wtext))
            for g in a["groups"]:
                kind = "ambiguity" if g in kb.readings else "gap"
                outcomes = "; ".join(f"{r}: {v}" for r, v in a["readings"].items())
                add(Finding(kind, f"{kind}:{g}", tuple(sorted({g} | set(a["because"]) if kind == "ambiguity"
                                                              else set(a["because"]))), cards,
                            f"{a['question']!r} depends on {g}: {outcomes}" if kind == "ambiguity" else
                            f"{a['question']!r} depends on a value the documents do not give ({g}): {outcomes}",
                            witness, groups=(g,), witness_text=wtext))
        if out["core"]:
            core = tuple(out["core"])
            add(Finding("contradiction", "contradiction:" + "+".join(core), core, cards,
                        "read as written, these clauses cannot all hold in this scenario: "
                        + "; ".join(f"{c}: {kb.clause_text.get(c, '')}" for c in core), witness,
                        witness_text=wtext))
        for clash in out["clashes"]:
            ids = tuple(sorted(set(ID.findall(clash))))
            add(Finding("contradiction", f"contradiction:deontic:{clash}", ids, cards,
                        f"an act is both required and forbidden: {clash}", witness, witness_text=wtext))

    # dead rules and readings: proven dead where every input was open (a grounded base with
    # externals); over a corpus of scenarios, a rule no scenario reaches is only "unreached"
    cache: dict = {}
    proven = kb.engine != "sequence"
    unreached = []
    for site in kb.program.sites:
        if site.index in fired:
            continue
        path = Path(site.file)
        rel = path.relative_to(data_root()) if path.is_relative_to(data_root()) else path
        text = " ".join(site.text.split())
        if not proven:
            unreached.append(f"{rel}:{site.line}: {text}")
            continue
        add(Finding("dead", f"dead:{rel.name}:{text}", _citations(path, site.line, cache), (),
                    f"{rel}:{site.line}: the body of '{text}' never holds, whatever the scenario within the bounds"))
    for group in sorted(kb.readings):
        if group not in relevant:
            add(Finding("dead", f"dead:reading:{group}", (group,), (),
                        f"no scenario of the corpus makes the open point {group} matter"))

    # acknowledgement, witnesses, the rulebook's own list of gaps
    baseline = load_baseline(game)
    ordered = sorted(findings.values(), key=lambda f: (KINDS.index(f.kind), f.key))
    for f in ordered:
        if f.key in baseline:
            f.acknowledged = True
        if f.witness_text and witnesses is not None and not f.witness.endswith(".query"):
            path = witnesses / f"{f.witness}.query"
            write_text(path, f"// witness of {f.kind}: {f.key}\n// {f.message}\n" + f.witness_text)
            f.witness = str(path)
    gap_clauses = {a.arguments[0].string: {c.string for c in a.arguments[2].arguments}
                   for a in kb.program.static_atoms("gap", 3)}
    listed = {}
    for gid, clauses in sorted(gap_clauses.items(), key=lambda kv: _natural(kv[0])):
        listed[gid] = [f.key for f in ordered if gid in f.groups or
                       (f.kind in ("contradiction", "gap") and clauses and clauses & set(f.clauses)
                        and not f.key.startswith("gap:assumed"))
                       or (f.key.startswith("gap:assumed") and clauses & set(f.clauses))]
    stale = sorted(k for k in baseline if k not in findings)
    generated = sum(1 for _, _, s in items if s == "generated")
    return Report(game, load_spec(game).bounds, ordered, cov.as_dict(),
                  {"generated": generated, "query_files": len(items) - generated, "skipped": skipped,
                   "rules": len(kb.program.sites), "rules_unreached": len(unreached)},
                  listed, stale, time.perf_counter() - start, unreached)




def _natural(text: str) -> list:
    return [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", text)]
