"""The generated FAQs in docs/faq/ are current: each regenerates byte for byte.

Kept apart from tests/test_check_faq.py so that the slow FAQ generation and the check runs go
to different test workers (`--dist loadfile`).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pyrules.faq import faq_texts
from pyrules.resources import games


@pytest.mark.parametrize("game", games())
def test_faq_in_docs_is_current(game):
    """docs/faq/<game>.md and .html are generated (one run for both); regenerate with
    `pyrules faq GAME --out docs/faq/GAME.md --html docs/faq/GAME.html`."""
    docs = Path(__file__).resolve().parents[1] / "docs" / "faq"
    md, page, data = faq_texts(game, ("md", "html", "json"), workers=2, timeout=60)  # explained: slow when shared
    assert md == (docs / f"{game}.md").read_text(encoding="utf-8"), f"docs/faq/{game}.md is stale"
    assert page == (docs / f"{game}.html").read_text(encoding="utf-8"), f"docs/faq/{game}.html is stale"
    entries = json.loads(data)["entries"]
    assert {e["source"] for e in entries} == {"query", "discovered"}
    entry = next(e for e in entries if e["source"] == "discovered")
    assert set(entry) >= {"topic", "question", "answer", "derivation", "decisive", "source", "instances"}
    assert entry["answer"].startswith("Yes. Without ") and "; with it, " in entry["answer"]
    assert all("before" in a for i in entry["instances"] for a in i["answers"])
