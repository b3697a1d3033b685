"""The FAQ's HTML page in a real browser: Debian's headless Chromium, driven by Selenium through
Debian's chromedriver, opens the page from a file and the text is read back off it (the table of
contents, an entry's question, answer and clause text, the collapsed scenario).

Skipped, with the reason, when Chromium or chromedriver is not installed."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("selenium")

import chromium  # noqa: E402

chromium.require()

from selenium.webdriver.common.by import By  # noqa: E402

from pyrules.faq import merge  # noqa: E402
from pyrules.faq_render import anchor, render  # noqa: E402
from pyrules.kb import load  # noqa: E402
from pyrules.resources import games  # noqa: E402
from test_faq import FOUR, TWO, blocked  # noqa: E402

DOCS = Path(__file__).resolve().parents[1] / "docs" / "faq"


@pytest.fixture(scope="module")
def browser():
    driver = chromium.driver(1300, 1000)
    yield driver
    driver.quit()


def test_a_rendered_faq_reads_back_as_written(browser, tmp_path):
    entries = merge([blocked("G-2", "2C", FOUR), blocked("G-1", "4C", TWO)], "capcom_crossovers")
    texts = {"CC-BLOCK-12": "When attacking a blocking opponent, you may not combo after your first attack.",
             "CC-BLOCK-07": "When you block, you take the attack's damage minus your defence total."}
    page = tmp_path / "faq.html"
    page.write_text(render("capcom_crossovers", entries, "html", texts), encoding="utf-8")
    browser.get(page.as_uri())
    assert browser.title == "Rulings FAQ: capcom_crossovers"
    toc = [a.text for a in browser.find_elements(By.CSS_SELECTOR, "#toc a")]
    assert toc == ["Blocking", "Clauses"]
    entry = browser.find_element(By.CSS_SELECTOR, ".entry")
    assert entry.find_element(By.CSS_SELECTOR, ".question").text == entries[0].question
    assert entry.find_element(By.CSS_SELECTOR, ".answer").text == "Answer. " + entries[0].answer
    rows = [r.text for r in entry.find_elements(By.CSS_SELECTOR, "table.instances tr")]
    assert rows[1].startswith("G-1") and "8 → 2" in rows[1] and "8 → 4" in rows[2]
    details = entry.find_element(By.TAG_NAME, "details")
    assert 'block "4C"' not in details.text            # collapsed until opened
    details.find_element(By.TAG_NAME, "summary").click()
    assert 'block "4C"' in details.text
    link = entry.find_element(By.CSS_SELECTOR, ".decisive a")
    assert link.text == "CC-BLOCK-12"
    link.click()
    target = browser.find_element(By.CSS_SELECTOR, "dt:target + dd")
    assert target.text == texts["CC-BLOCK-12"]
    browser.save_screenshot(str(tmp_path / "faq.png"))


@pytest.mark.parametrize("game", games())
def test_the_committed_faq_page_opens_with_its_contents(browser, game):
    """docs/faq/<game>.html: every link of the contents reaches its topic, every entry has a question
    and an answer, every clause cited is listed, and every rulebook clause cited is quoted with its
    text (an open point the knowledge base names without a text is listed bare)."""
    browser.get((DOCS / f"{game}.html").as_uri())
    links = browser.find_elements(By.CSS_SELECTOR, "#toc a")
    assert len(links) > 2
    for a in links:
        target = a.get_attribute("href").split("#", 1)[1]
        assert browser.find_element(By.ID, target).text.startswith(a.text)
    entries = browser.find_elements(By.CSS_SELECTOR, ".entry")
    assert entries
    questions = browser.execute_script(
        "return Array.from(document.querySelectorAll('.entry')).map(e => [e.querySelector('.question').innerText, "
        "e.querySelector('.answer').innerText])")
    assert all(q and a.startswith("Answer. ") and len(a) > len("Answer. x") for q, a in questions)
    cited = set(browser.execute_script(
        "return Array.from(document.querySelectorAll('.decisive a')).map(a => a.getAttribute('href').slice(1))"))
    listed = dict(browser.execute_script(
        "return Array.from(document.querySelectorAll('#clauses dt')).map(d => [d.innerText, "
        "d.nextElementSibling.innerText])"))
    assert cited <= {anchor(c) for c in listed}
    texts = load(game).clause_text
    assert all(said == texts[c].strip() for c, said in listed.items() if c in texts)
