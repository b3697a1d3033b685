"""Which meanings of the statement-language corpus work in a scenario (issue 19, "cards that work").

    python benchmarks/corpus_works.py            # one line per game
    python benchmarks/corpus_works.py -v         # and every meaning with where it was shown to work

A corpus meaning (a block of ``tests/corpus/<game>.txt``, its canonical line's facts) *works* when
a shipped query file that passes uses a card with that text and the text matters there: the card
is a ``define`` of the query, and asking the same query with that one sentence taken out of the
card changes at least one answer (an ablation, computed, not claimed). A meaning that only the
shipped card pool carries is counted apart ("in the pool"): the pool's cards are not ablated, and a
pool card counts only when a passing query names it.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

import corpus_lib as C  # noqa: E402

import pyrules  # noqa: E402
from pyrules.errors import PyrulesError  # noqa: E402
from pyrules.query import Define, Query, load_query  # noqa: E402
from pyrules.statements import load_pool, parse_entries  # noqa: E402


def _answers(results) -> tuple | None:
    if isinstance(results, PyrulesError):
        return None
    return tuple((r.question, r.answer) for r in results)


def _ablations(q: Query, vocab, statuses) -> list[tuple[str, Query]]:
    """Each define sentence's term, with the query that lacks that one sentence."""
    out = []
    for k, d in enumerate(q.defines):
        try:
            entries = parse_entries(d.text, vocab, q.file, statuses)
        except PyrulesError:
            continue
        for e in entries:
            for s in e.sentences:
                rest = tuple(x for x in e.sentences if x is not s)
                text = replace(e, sentences=rest).render(vocab)
                defines = q.defines[:k] + (Define(text, d.position),) + q.defines[k + 1:]
                out.append((str(s.clause.term()), replace(q, defines=defines)))
    return out


def shown(game: str) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """Terms shown to matter by ablation (term -> query files), and terms of pool cards that a
    passing query names (term -> query files)."""
    kb = pyrules.load(game)
    pool = load_pool(game)
    statuses = {e.ident: e.name for e in pool.entries if e.kind == "status"}
    queries = [load_query(p) for p in sorted((ROOT / "queries" / game).glob("*.query"))]
    passing = [q for q, res in zip(queries, kb.ask_each(queries))
               if not isinstance(res, PyrulesError) and all(r.ok is not False for r in res)]
    base = {q.file: _answers(r) for q, r in zip(passing, kb.ask_each(passing))}
    trials = [(term, q.file, aq) for q in passing for term, aq in _ablations(q, pool.vocabulary, statuses)]
    matters: dict[str, set[str]] = defaultdict(set)
    for (term, file, _), res in zip(trials, kb.ask_each([aq for *_, aq in trials])):
        if _answers(res) != base[file]:
            matters[term].add(Path(file).name)
    in_pool: dict[str, set[str]] = defaultdict(set)
    for e in pool.entries:
        named = [Path(q.file).name for q in passing if f'"{e.name}"'.lower() in q.source.lower()]
        for s in e.sentences if named else ():
            in_pool[str(s.clause.term())].update(named)
    return matters, in_pool


def main(argv: list[str]) -> int:
    verbose = "-v" in argv
    for game in C.games():
        matters, in_pool = shown(game)
        counts = {"ablation": 0, "pool": 0, "none": 0, "not parsed": 0}
        rows = []
        for b in C.read_corpus(game):
            try:
                terms = [t for t in C.read(game, b.canonical, b.entry).terms if ":" not in t]
            except PyrulesError:
                counts["not parsed"] += 1
                continue
            if terms and all(t in matters for t in terms):
                kind, where = "ablation", sorted(set().union(*(matters[t] for t in terms)))
            elif terms and all(t in matters or t in in_pool for t in terms):
                kind, where = "pool", sorted(set().union(*(matters.get(t, set()) | in_pool.get(t, set()) for t in terms)))
            else:
                kind, where = "none", []
            counts[kind] += 1
            rows.append((b.line, kind, b.canonical, where))
        print(f"{game}: {len(rows) + counts['not parsed']} meanings; works in a scenario {counts['ablation']} "
              f"(a define whose sentence changes an answer), in the pool and named by a passing query "
              f"{counts['pool']}, not shown {counts['none']}, canonical not parsed {counts['not parsed']}")
        if verbose:
            for line, kind, canon, where in rows:
                print(f"  {game}:{line} {kind:8} {canon}" + (f"   [{', '.join(where[:3])}]" if where else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
