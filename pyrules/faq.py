"""A game's rulings FAQ: its query files, and the interactions the engine discovers itself.

Discovery pairs an element of the card pool with a play (``explore.json``: an ENV, a status,
a defense card, a card played with the move, ...) and answers each scenario next to its
baseline, the same scenario without that element. A pair is *notable* when the element
changes at least one answer (legality, damage, life, a zone, a cost): the element, through
the clauses cited, decided the outcome. Pairs that change nothing are left out.

Output is deterministic: entries are sorted by topic, source and scenario, and the same
knowledge base gives the same bytes.
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass
from pathlib import Path

from .batch import chunks, run_batch
from .errors import PyrulesError
from .explore import Generated, cards_named, generate, prefix
from .query import load_query, parse_query
from .resources import data_root


@dataclass(frozen=True)
class Entry:
    topic: str
    question: str
    answer: str
    because: tuple[str, ...]
    cards: tuple[str, ...]
    source: str   # "query" | "discovered"
    scenario: str  # a query file's path, or a discovered scenario's query text
    name: str

    def as_dict(self) -> dict:
        return {"topic": self.topic, "question": self.question, "answer": self.answer,
                "because": list(self.because), "cards": list(self.cards), "source": self.source,
                "scenario": self.scenario, "name": self.name}


def answer_group(kb, items: list[tuple[str, str]]) -> list[dict[str, tuple[str, tuple[str, ...]]] | None]:
    """Every question's answer and clauses for each scenario of a group, None for one that cannot
    be answered (runs in a worker)."""
    queries, out = [], []
    for name, text in items:
        try:
            queries.append(parse_query(text, name))
        except PyrulesError:
            queries.append(None)
    answered = iter(kb.ask_each([q for q in queries if q is not None]))
    for q in queries:
        results = next(answered) if q is not None else None
        out.append(None if results is None or isinstance(results, PyrulesError)
                   else {r.question: (r.answer, r.because) for r in results})
    return out


def _plain(g: Generated) -> str:
    parts = [f"{slot} {value}" for slot, value in g.values if value]
    return f"{g.family[0].upper()}{g.family[1:]} ({', '.join(parts)}): what does it change?" if parts \
        else f"{g.family[0].upper()}{g.family[1:]}?"


def _topic_of(kb, query) -> str:
    for ask in query.asks:
        spec = kb.questions.get(kb.question_of(ask))
        if spec and spec.get("topics"):
            return spec["topics"][0].replace("_", " ")
    return "other"


def build(game: str, workers: int = 1, discover: bool = True, ray: str | None = None, timeout: float = 10.0,
          until: float | None = None) -> list[Entry]:
    """``timeout``: seconds for each scenario's work; ``until``: the run's bound (time.monotonic)."""
    from .kb import TOGETHER, KnowledgeBase

    kb = KnowledgeBase(game, timeout=timeout)
    kb.until = until
    names = {e.name for e in kb.pool.entries}
    entries: list[Entry] = []
    folder = data_root() / "queries" / game
    files = sorted(folder.glob("*.query")) if folder.is_dir() else []
    queries = [load_query(f) for f in files]
    for f, query, results in zip(files, queries, kb.ask_each(queries)):
        if isinstance(results, PyrulesError):
            raise results
        because = tuple(sorted({c for r in results for c in r.because}))
        cards = cards_named(query.source or "", names)
        answer = "; ".join(f"{r.question} → {r.answer}" for r in results)
        entries.append(Entry(_topic_of(kb, query), query.title or query.ident, answer, because, cards, "query",
                             f"queries/{game}/{f.name}", query.ident or f.stem))
    if discover:
        generated = generate(game, kb.pool, prefix(game))
        items = [(g.name, g.text) for g in generated]
        answered = run_batch(game, chunks(items, TOGETHER), answer_group, workers, {"timeout": timeout}, kb=kb,
                             label=f"faq {game}", ray=ray, until=until)
        for group in answered:
            if isinstance(group, PyrulesError):  # its worker died on it twice
                raise group
        answers = dict(zip((g.name for g in generated), (a for group in answered for a in group)))
        for g in generated:
            new, old = answers[g.name], answers.get(g.baseline)
            if not g.baseline or new is None or old is None:
                continue
            changed = [(q, old[q][0], a, because) for q, (a, because) in new.items() if q in old and old[q][0] != a]
            if not changed:
                continue
            answer = "; ".join(f"{q}: {before} without it, {after} with it" for q, before, after, _ in changed)
            because = tuple(sorted({c for *_, b in changed for c in b}))
            cards = tuple(c for c in g.cards() if c in names)
            entries.append(Entry(g.topic, _plain(g), answer, because, cards, "discovered", g.text, g.name))
    return sorted(entries, key=lambda e: (e.topic.lower(), e.source != "query", e.name))


def render(game: str, entries: list[Entry], fmt: str, clause_text: dict[str, str]) -> str:
    if fmt == "json":
        return json.dumps({"game": game, "entries": [e.as_dict() for e in entries]}, indent=2,
                          ensure_ascii=False) + "\n"
    topics: dict[str, list[Entry]] = {}
    for e in entries:
        topics.setdefault(e.topic, []).append(e)
    counts = (f"{sum(1 for e in entries if e.source == 'query')} from the query files, "
              f"{sum(1 for e in entries if e.source == 'discovered')} discovered")
    if fmt == "md":
        out = [f"# Rulings FAQ: {game}", "",
               f"Generated by `pyrules faq {game}`; do not edit. {len(entries)} entries ({counts}). "
               "A discovered entry is a pairing of the card pool whose element changes an answer.", ""]
        for topic, items in topics.items():
            out += [f"## {topic[0].upper()}{topic[1:]}", ""]
            for e in items:
                out += [f"### {e.question}", "", f"**Answer:** {e.answer}", ""]
                if e.because:
                    out.append("**Because:** " + "; ".join(f"{c} ({clause_text[c]})" if c in clause_text else c
                                                             for c in e.because))
                    out.append("")
                if e.cards:
                    out += ["**Cards:** " + ", ".join(e.cards), ""]
                if e.source == "query":
                    out += [f"**Scenario:** `{e.scenario}`", ""]
                else:
                    out += ["<details><summary>Scenario</summary>", "", "```", e.scenario.rstrip(), "```", "",
                            "</details>", ""]
        return "\n".join(out)
    esc = html.escape
    out = ["<!doctype html>", f"<html><head><meta charset=\"utf-8\"><title>Rulings FAQ: {esc(game)}</title></head>",
           "<body>", f"<h1>Rulings FAQ: {esc(game)}</h1>", f"<p>{len(entries)} entries ({esc(counts)}).</p>"]
    for topic, items in topics.items():
        out.append(f"<h2>{esc(topic)}</h2>")
        for e in items:
            out.append(f"<h3>{esc(e.question)}</h3><p><b>Answer:</b> {esc(e.answer)}</p>")
            if e.because:
                out.append("<p><b>Because:</b> " + "; ".join(
                    f"<abbr title=\"{esc(clause_text.get(c, ''))}\">{esc(c)}</abbr>" for c in e.because) + "</p>")
            if e.cards:
                out.append(f"<p><b>Cards:</b> {esc(', '.join(e.cards))}</p>")
            body = esc(e.scenario) if e.source == "query" else f"<pre>{esc(e.scenario)}</pre>"
            out.append(f"<details><summary>Scenario</summary>{body}</details>")
    out += ["</body></html>", ""]
    return "\n".join(out)


def faq_text(game: str, fmt: str = "md", workers: int = 1, discover: bool = True, ray: str | None = None,
             timeout: float = 10.0, until: float | None = None) -> str:
    from .kb import load

    entries = build(game, workers, discover, ray, timeout, until)
    return render(game, entries, fmt, load(game).clause_text)


def write(game: str, path: Path, fmt: str = "md", workers: int = 1, discover: bool = True) -> None:
    from .files import write_text

    write_text(path, faq_text(game, fmt, workers, discover))


