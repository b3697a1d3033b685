"""The rulings desk in a real browser: Debian's headless Chromium, driven by Selenium through
Debian's chromedriver.  For each game, fill the form with one situation, click Ask, and read the
answer and its explanation off the page; each test keeps a screenshot (under its tmp_path).

Skipped, with the reason, when Chromium or chromedriver is not installed (.ci/run installs
them: apt-get install chromium chromium-driver)."""

from __future__ import annotations

import os
import socket
import threading
import time
from pathlib import Path

import pytest

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
pytest.importorskip("selenium")

from pyrules.trace import ID  # noqa: E402
from web_situations import MR_PROVOKE, SITUATIONS  # noqa: E402

import chromium  # noqa: E402

chromium.require()

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions as ec  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def server():
    """The desk served by uvicorn on 127.0.0.1 in a thread of this process."""
    import uvicorn

    from pyrules.web import create_app

    port = _free_port()
    app = create_app()
    srv = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=srv.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not srv.started:
        if time.monotonic() > deadline or not thread.is_alive():
            pytest.fail("the desk did not start")
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    srv.should_exit = True
    thread.join(10)
    app.state.desk.jobs.wait(300)


@pytest.fixture(scope="module")
def browser():
    driver = chromium.driver(1500, 1300)
    yield driver
    driver.quit()


def fill(driver, fields: list[tuple[str, str]]) -> None:
    """Set each form field as a judge would: choose in a select (several in a multiple one),
    tick a box, or type into a text field."""
    for name, value in fields:
        element = driver.find_element(By.ID, name)
        if element.tag_name == "select":
            choice = Select(element)
            if choice.is_multiple:
                choice.select_by_value(value)
            else:
                choice.select_by_visible_text(value)
        elif element.get_attribute("type") == "checkbox":
            if not element.is_selected():
                element.click()
        else:
            element.clear()
            element.send_keys(value)


def ask(driver, base: str, game: str, fields: list[tuple[str, str]], shot: Path) -> str:
    driver.get(f"{base}/game/{game}")
    fill(driver, fields)
    driver.find_element(By.ID, "ask").click()
    WebDriverWait(driver, 60).until(ec.presence_of_element_located((By.ID, "answer")))
    answer = driver.find_element(By.ID, "answer")
    driver.execute_script("arguments[0].scrollIntoView(true);", answer)
    driver.save_screenshot(str(shot))
    return answer.text


@pytest.mark.parametrize("game", sorted(SITUATIONS))
def test_ask_from_the_form_in_a_browser(server, browser, game, tmp_path):
    situation = SITUATIONS[game]
    shot = tmp_path / f"desk-{game}.png"
    text = ask(browser, server, game, situation["fields"], shot)
    for question, value in situation["answers"].items():
        shown = {"yes": "legal", "no": "illegal"}.get(value, value) if question == "legal" else value
        assert f"{question} → {shown}" in text
    assert "because:" in text
    explanation = browser.find_elements(By.CSS_SELECTOR, "#answer .explanation li")
    assert any(ID.search(li.text) for li in explanation)  # a clause id and its text
    assert f"/api/{game}/plays" in text  # where every play from this state is listed
    query = browser.find_element(By.ID, "query").get_attribute("value")
    assert f"game {game}" in query and "ask legal" in query  # the query the form built
    assert shot.stat().st_size > 10_000


def test_an_illegal_play_and_its_reason_in_a_browser(server, browser, tmp_path):
    text = ask(browser, server, "monster_rancher", MR_PROVOKE["fields"], tmp_path / "desk-provoke.png")
    assert "legal → illegal" in text and "Forbidden by MR-TNT-06" in text
    link = browser.find_element(By.LINK_TEXT, "MR-TNT-06")
    link.click()
    WebDriverWait(browser, 30).until(ec.presence_of_element_located((By.ID, "MR-TNT-06")))
    assert browser.current_url.endswith("/game/monster_rancher/clauses#MR-TNT-06")
    assert "implemented" in browser.find_element(By.ID, "MR-TNT-06").text


def test_the_editor_shows_an_error_at_its_line_and_column(server, browser, tmp_path):
    browser.get(f"{server}/game/capcom_crossovers")
    editor = browser.find_element(By.ID, "query")
    editor.clear()
    editor.send_keys('game capcom_crossovers\ncharacter A "Ryu": strength six\nask legal\n')
    browser.find_element(By.ID, "ask-text").click()
    WebDriverWait(browser, 30).until(ec.presence_of_element_located((By.ID, "error")))
    error = browser.find_element(By.ID, "error").text
    browser.save_screenshot(str(tmp_path / "desk-error.png"))
    assert "line 2, column" in error and "^" in error


def test_the_form_rebuilds_the_query_as_it_changes(server, browser):
    browser.get(f"{server}/game/monster_rancher")
    fill(browser, [("monster-0-name", "Golem")])
    WebDriverWait(browser, 30).until(
        lambda d: 'monster A "Golem"' in d.find_element(By.ID, "query").get_attribute("value"))


def test_readme_screenshot(server, browser, tmp_path):
    """Write docs/desk.png (the README's picture) when PYRULES_DESK_SCREENSHOT names a path."""
    target = os.environ.get("PYRULES_DESK_SCREENSHOT")
    shot = tmp_path / "desk.png"
    ask(browser, server, "monster_rancher", MR_PROVOKE["fields"], shot)
    if target:
        browser.execute_script("window.scrollTo(0, 0);")
        browser.save_screenshot(target)
    assert shot.exists()
