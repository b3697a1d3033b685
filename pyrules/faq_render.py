"""The FAQ as Markdown, HTML (one self-contained page) or JSON.

Markdown and HTML are rendered by Jinja2 templates (``pyrules/templates/faq.md.j2`` and
``faq.html.j2``) from one view of the entries built here: topics with their entries, each entry's
instances as rows under the questions they answer, the clauses cited (their text said once, in a
list at the end, that every citation links to), and the lines every discovered scenario of a
family shares (said once per family, so that an entry's scenario shows only its own lines).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from .errors import PyrulesError
from .faq import Entry, Instance

TEMPLATES = Path(__file__).resolve().parent / "templates"
FORMATS = ("md", "html", "json")


def environment():
    """The templates' Jinja2 environment (a clear error where jinja2 is not installed)."""
    try:
        from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape
    except ImportError:  # pragma: no cover - jinja2 is a core dependency
        raise PyrulesError("the FAQ's Markdown and HTML are rendered by jinja2, which is not installed "
                          "(pip install 'jinja2>=3.1')", "pyrules faq") from None
    return Environment(loader=FileSystemLoader(str(TEMPLATES)), autoescape=select_autoescape(["html.j2"]),
                       undefined=StrictUndefined, keep_trailing_newline=True, trim_blocks=True, lstrip_blocks=True)


def anchor(text: str) -> str:
    """A heading's anchor as GitHub writes it (lowercase, punctuation dropped, spaces to dashes)."""
    return re.sub(r"[^\w\- ]", "", text.lower()).replace(" ", "-")


def _common_lines(entries: list[Entry]) -> dict[str, list[str]]:
    """The scenario lines every discovered instance of a family shares, for families with more than one."""
    by_family: dict[str, list[Instance]] = {}
    for e in entries:
        for i in e.instances:
            if i.source == "discovered":
                by_family.setdefault(i.title, []).append(i)
    out = {}
    for family, members in sorted(by_family.items()):
        if len(members) < 2:
            continue
        shared = set(members[0].scenario.splitlines())
        for i in members[1:]:
            shared &= set(i.scenario.splitlines())
        out[family] = [line for line in members[0].scenario.splitlines() if line in shared]
    return out


def _cell(i: Instance, k: int, header: list[str]) -> str:
    a = i.answers[k]
    said = f"{i.before[k].answer} → {a.answer}" if i.before else a.answer
    return said if a.question == header[k] else f"{a.question}: {said}"


def _label(i: Instance, question: str) -> str:
    if i.source == "query":
        return "" if i.title == question else i.title
    return ", ".join(f"{s.replace('_', ' ')} {v}" for s, v in i.values if v)


def view(game: str, entries: list[Entry], clause_text: dict[str, str]) -> dict:
    common = _common_lines(entries)
    topics: dict[str, list[dict]] = {}
    cited: set[str] = set()
    for n, e in enumerate(entries, 1):
        first = e.instances[0]
        header = [a.question for a in first.answers]
        rows = [{"name": i.name, "label": _label(i, e.question), "cells": [_cell(i, k, header) for k in range(len(header))]}
                for i in e.instances]
        if first.source == "query":
            scenario = {"path": first.scenario, "lines": [], "family": "", "anchor": ""}
        else:
            shared = set(common.get(first.title, ()))
            lines = [line for line in first.scenario.rstrip().splitlines() if line not in shared]
            if shared and lines and lines[0] == f'query "{first.name}" "{first.title}"':
                lines = lines[1:]  # its name and family: the summary and the link to the family say them
            scenario = {"path": "", "family": first.title if shared else "", "anchor": anchor("scenario " + first.title),
                        "lines": lines}
        cited.update(e.decisive)
        topics.setdefault(e.topic, []).append({
            "id": f"q{n}", "question": e.question, "answer": e.answer, "derivation": list(e.derivation),
            "decisive": [{"id": c, "anchor": anchor(c), "text": clause_text.get(c, "")} for c in e.decisive],
            "header": header, "rows": rows, "before": bool(first.before), "scenario": scenario,
            "name": first.name, "cards": list(e.cards)})
    queries = sum(len(e.instances) for e in entries if e.source == "query")
    return {
        "game": game, "entries": len(entries), "queries": queries,
        "discovered": sum(len(e.instances) for e in entries) - queries,
        "topics": [{"name": t[:1].upper() + t[1:], "anchor": anchor(t), "entries": items}
                   for t, items in topics.items()],
        "clauses": [{"id": c, "anchor": anchor(c), "text": clause_text.get(c, "")} for c in sorted(cited)],
        "families": [{"name": f, "anchor": anchor("scenario " + f), "lines": lines} for f, lines in common.items()],
    }


def render(game: str, entries: list[Entry], fmt: str, clause_text: dict[str, str]) -> str:
    if fmt == "json":
        return json.dumps({"game": game, "entries": [e.as_dict() for e in entries]}, indent=2,
                          ensure_ascii=False) + "\n"
    if fmt not in FORMATS:
        raise PyrulesError(f"unknown FAQ format {fmt!r}", "pyrules faq", expected=list(FORMATS))
    template = environment().get_template(f"faq.{fmt}.j2")
    return template.render(**view(game, entries, clause_text))
