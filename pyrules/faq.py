"""A game's rulings FAQ: its query files, and the interactions the engine discovers itself.

Discovery pairs an element of the card pool with a play (``explore.json``: an ENV, a status,
a defense card, a card played with the move, ...) and answers each scenario next to its
baseline, the same scenario without that element. A pair is *notable* when the element
changes at least one answer (legality, damage, life, a zone, a cost). Pairs that change nothing
are left out.

The notable scenarios, their baselines and the query files are then answered with their
derivations (``KnowledgeBase(explain=True)``): each entry says its question and answer in words
(:mod:`pyrules.faq_words`), the short derivation and the decisive clauses.  Entries that say the
same thing (same topic and family, same decisive clauses, same answer shape) are merged into one
entry that lists its instances.  Rendering is :mod:`pyrules.faq_render`.

Output is deterministic: the same knowledge base gives the same bytes.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from .batch import chunks, run_batch
from .errors import PyrulesError
from .explore import Generated, cards_named, generate, prefix
from .faq_words import Answered, answer_text, element, question, shape
from .query import parse_query
from .resources import data_root

SHORT = 5   # lines of derivation an entry shows
DEPTH = 3   # levels of a derivation the short form follows
EXPLAINED = 6  # an explained answer may take this many times a plain one's timeout (tracing, a solve per clause)


@dataclass(frozen=True)
class Instance:
    """One scenario of an entry: a query file, or a discovered scenario next to its baseline."""

    name: str
    source: str                         # "query" | "discovered"
    topic: str
    title: str                          # a query file's title, a discovered scenario's family
    scenario: str                       # a query file's path, or a discovered scenario's query text
    answers: tuple[Answered, ...]       # the questions it answers (a discovered one: those the element changed)
    before: tuple[Answered, ...] = ()   # the same questions without the element
    values: tuple[tuple[str, str], ...] = ()
    vary: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()

    def decisive(self) -> tuple[str, ...]:
        out: list[str] = []
        for a in self.answers:
            out.extend(c for c in a.decisive if c not in out)
        return tuple(out)

    def key(self) -> tuple:
        return (self.topic, self.source, self.title if self.source == "discovered" else "",
                tuple(sorted(self.decisive())), shape(self.answers, self.before))


@dataclass(frozen=True)
class Entry:
    """One FAQ entry: instances that say the same thing."""

    topic: str
    question: str
    answer: str
    derivation: tuple[str, ...]
    decisive: tuple[str, ...]
    instances: tuple[Instance, ...] = field(default=())

    @property
    def source(self) -> str:
        return self.instances[0].source

    @property
    def because(self) -> tuple[str, ...]:
        """The decisive clauses (the name the rulings desk's page reads)."""
        return self.decisive

    @property
    def cards(self) -> tuple[str, ...]:
        return tuple(sorted({c for i in self.instances for c in i.cards}))

    @property
    def scenario(self) -> str:
        return self.instances[0].scenario

    def as_dict(self) -> dict:
        return {"topic": self.topic, "question": self.question, "answer": self.answer,
                "derivation": list(self.derivation), "decisive": list(self.decisive), "source": self.source,
                "instances": [{"name": i.name, "title": i.title, "scenario": i.scenario, "cards": list(i.cards),
                               "values": dict(i.values),
                               "answers": [{"question": a.question, "answer": a.answer,
                                            **({"before": b.answer} if b else {})}
                                           for a, b in zip(i.answers, i.before or [None] * len(i.answers))]}
                              for i in self.instances]}


def short(root, limit: int = SHORT, depth: int = DEPTH) -> tuple[str, ...]:
    """A derivation in a few lines: its root, then the steps said in the game's words that cite a
    clause, premises below the step they support, each once, at most ``depth`` levels down."""
    out: list[str] = []
    seen: set = set()

    def line(node) -> str:
        text = node.said or (str(node.atom) if node.holds else f"not {node.atom}")
        text += f": {node.failed}" if node.failed else ""
        clauses = node.rule.clauses if node.rule is not None else ()
        return text + (f"  [{', '.join(clauses)}]" if clauses else "")

    def visit(node, level: int, top: bool) -> None:
        if len(out) >= limit or level > depth:
            return
        if top or (node.said and node.rule is not None and node.rule.clauses):
            if (node.atom, node.holds) in seen:
                return
            seen.add((node.atom, node.holds))
            out.append("  " * level + line(node))
            level += 1
        for child in (*node.premises, *node.parts, *node.checked):
            visit(child, level, False)

    visit(root, 0, True)
    return tuple(out)


def _answered(kb, query, results) -> dict[str, Answered]:
    out = {}
    for ask, r in zip(query.asks, results):
        said = tuple((name, node.said) for name, node in r.derivation)
        lines = short(r.derivation[0][1]) if r.derivation else ()
        out[r.question] = Answered(r.question, kb.question_of(ask), r.answer, tuple(r.decisive), said, lines)
    return out


def answer_group(kb, items: list[tuple]) -> list[dict | PyrulesError | None]:
    """Every question's answer for each scenario of a group (as :class:`Answered`, with the
    derivation where ``kb`` explains), the error for one that cannot be answered, None for one that
    cannot be parsed (runs in a worker).
    An item is (name, query text) or (name, query text, the questions to answer: the others are
    not asked, so an explanation is not paid for answers the FAQ does not show)."""
    queries = []
    for name, text, *keep in items:
        try:
            query = parse_query(text, name)
        except PyrulesError:
            queries.append(None)
            continue
        if keep and keep[0]:
            query = replace(query, asks=tuple(a for a in query.asks if a.text() in keep[0]))
        queries.append(query)
    answered = iter(kb.ask_each([q for q in queries if q is not None]))
    out: list[dict | PyrulesError | None] = []
    for q in queries:
        results = next(answered) if q is not None else None
        out.append(results if results is None or isinstance(results, PyrulesError) else _answered(kb, q, results))
    return out


def _topic_of(kb, query) -> str:
    for ask in query.asks:
        spec = kb.questions.get(kb.question_of(ask))
        if spec and spec.get("topics"):
            return spec["topics"][0].replace("_", " ")
    return "other"


def _run(game, items: list[tuple], workers, options, kb, label, ray, until) -> dict:
    from .kb import TOGETHER

    groups = run_batch(game, chunks(items, TOGETHER), answer_group, workers, options, kb=kb, label=label,
                       ray=ray, until=until)
    for group in groups:
        if isinstance(group, PyrulesError):  # its worker died on it twice
            raise group
    return dict(zip((item[0] for item in items), (a for group in groups for a in group)))


def instances(game: str, workers: int = 1, discover: bool = True, ray: str | None = None, timeout: float = 10.0,
              until: float | None = None) -> list[Instance]:
    """Every query file, and every notable discovered scenario, answered with its derivation."""
    from .kb import KnowledgeBase

    kb = KnowledgeBase(game, timeout=timeout)
    kb.until = until
    names = {e.name for e in kb.pool.entries}
    folder = data_root() / "queries" / game
    files = sorted(folder.glob("*.query")) if folder.is_dir() else []
    texts = [(f"queries/{game}/{f.name}", f.read_text(encoding="utf-8")) for f in files]
    notable: list[tuple[Generated, list[str]]] = []
    generated = {g.name: g for g in generate(game, kb.pool, prefix(game)) if g.faq} if discover else {}
    if generated:
        plain = _run(game, [(g.name, g.text) for g in generated.values()], workers, {"timeout": timeout}, kb,
                     f"faq {game}", ray, until)
        for g in generated.values():
            new, old = plain[g.name], plain.get(g.baseline)
            if g.baseline and isinstance(new, dict) and isinstance(old, dict):
                changed = [q for q, a in new.items() if q in old and old[q].answer != a.answer]
                if changed:
                    notable.append((g, changed))
    keep: dict[str, set[str]] = {}
    for g, changed in notable:  # a scenario and its baseline answer the questions the element changed
        keep.setdefault(g.name, set()).update(changed)
        keep.setdefault(g.baseline, set()).update(changed)
    answers = _run(game, texts + [(n, generated[n].text, frozenset(keep[n])) for n in sorted(keep)], workers,
                   {"timeout": EXPLAINED * timeout, "explain": True}, None, f"faq {game} (explained)", ray, until)
    out: list[Instance] = []
    for (path, text), f in zip(texts, files):
        got = answers[path]
        if not isinstance(got, dict):
            raise got if isinstance(got, PyrulesError) else PyrulesError("the query file cannot be parsed", path)
        query = parse_query(text, path)
        out.append(Instance(query.ident or f.stem, "query", _topic_of(kb, query), query.title or query.ident or f.stem,
                            path, tuple(got.values()), cards=cards_named(query.source or text, names)))
    for g, changed in notable:
        new, old = answers[g.name], answers[g.baseline]
        for got in (new, old):  # answered plainly, not explained: a ruling would be lost
            if isinstance(got, PyrulesError):
                raise got
        changed = [q for q in changed if q in new and q in old]
        base = dict(generated[g.baseline].values)
        vary = tuple(s for s, v in g.values if v and v != base.get(s))  # the element the baseline leaves out
        out.append(Instance(g.name, "discovered", g.topic, g.family, g.text, tuple(new[q] for q in changed),
                            tuple(old[q] for q in changed), g.values, vary,
                            tuple(c for c in g.cards() if c in names)))
    return out


def merge(found: list[Instance], game: str) -> list[Entry]:
    """Instances that say the same thing as one entry each, sorted by topic, source and first name."""
    groups: dict[tuple, list[Instance]] = {}
    for inst in sorted(found, key=lambda i: i.name):
        groups.setdefault(inst.key(), []).append(inst)
    entries = []
    for members in groups.values():
        first = members[0]
        if first.source == "discovered":
            values = [dict(i.values) for i in members]
            asked = question(game, first.title, first.vary, values)
            said = answer_text(first.answers, first.before, element(first.vary, dict(first.values)))
        else:
            asked = first.title
            said = answer_text(first.answers)
        lines: list[str] = []
        for a in first.answers:  # each step once, where first met
            lines.extend(line for line in a.lines[:3] if line.strip() not in {x.strip() for x in lines})
        entries.append(Entry(first.topic, asked, said, tuple(lines[:SHORT]), first.decisive(), tuple(members)))
    return sorted(entries, key=lambda e: (e.topic.lower(), e.source != "query", e.instances[0].name))


def build(game: str, workers: int = 1, discover: bool = True, ray: str | None = None, timeout: float = 10.0,
          until: float | None = None) -> list[Entry]:
    """``timeout``: seconds for each scenario's work; ``until``: the run's bound (time.monotonic)."""
    return merge(instances(game, workers, discover, ray, timeout, until), game)


def faq_text(game: str, fmt: str = "md", workers: int = 1, discover: bool = True, ray: str | None = None,
             timeout: float = 10.0, until: float | None = None) -> str:
    return faq_texts(game, (fmt,), workers, discover, ray, timeout, until)[0]


def faq_texts(game: str, formats: tuple[str, ...], workers: int = 1, discover: bool = True, ray: str | None = None,
              timeout: float = 10.0, until: float | None = None) -> list[str]:
    """The FAQ in several formats from one run."""
    from .faq_render import render
    from .kb import load

    entries = build(game, workers, discover, ray, timeout, until)
    kb = load(game)
    clause_text = {**kb.gap_text, **kb.clause_text}  # an open point decides too: its gap's text
    return [render(game, entries, fmt, clause_text) for fmt in formats]


def write(game: str, path: Path, fmt: str = "md", workers: int = 1, discover: bool = True) -> None:
    from .files import write_text

    write_text(path, faq_text(game, fmt, workers, discover))
