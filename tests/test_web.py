"""The rulings desk (issue 17): its form builder, its pages and its JSON API, through Starlette's
test client.  Every shipped query file POSTed to the API gets the answers the knowledge base
gives it; bad and hostile requests get a 4xx with the parser's message, and never open a file
a request names."""

from __future__ import annotations

import html
import json
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import urlencode

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

pytest.importorskip("starlette")
pytest.importorskip("jinja2")

from starlette.testclient import TestClient  # noqa: E402

import pyrules  # noqa: E402
from pyrules.query import parse_query  # noqa: E402
from pyrules.web import forms  # noqa: E402
from pyrules.web.app import BODY_MOST, clause_inventory, create_app  # noqa: E402
from web_situations import EB_TAX, MR_PROVOKE, SITUATIONS  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
GAMES = ["monster_rancher", "capcom_crossovers", "epic_battles"]
FILES = sorted(ROOT.glob("queries/*/*.query"))


@pytest.fixture(scope="module")
def client():
    app = create_app()
    with TestClient(app, raise_server_exceptions=False) as c:
        yield c
    assert app.state.desk.jobs.wait(300)  # no background job left solving when the tests end


def _post_form(client, url: str, pairs: list[tuple[str, str]]):
    return client.post(url, content=urlencode(pairs), headers={"content-type": "application/x-www-form-urlencoded"})


def _answers(results: list[dict]) -> dict[str, str]:
    return {r["question"]: r["answer"] for r in results}


# -- forms.py: the form's fields as query text -------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_form_builds_a_query_that_answers_as_the_ruling(game):
    situation = SITUATIONS[game]
    text = forms.query_text(game, forms.scenario_from_fields(game, situation["fields"]))
    query = parse_query(text)
    assert query.game == game
    results = pyrules.load(game).ask_query(query)
    assert {r.question: r.answer for r in results} == situation["answers"]


def test_form_builds_an_illegal_play_with_its_reason():
    text = forms.query_text("monster_rancher", forms.scenario_from_fields("monster_rancher", MR_PROVOKE["fields"]))
    [result] = pyrules.load("monster_rancher").ask_text(text)
    assert result.answer == "no" and MR_PROVOKE["because"] in result.because


def test_form_text_for_a_player_card_and_a_new_card():
    text = forms.query_text("monster_rancher", {"play": {"monster": "A", "card": "Powder", "target": "Mew"},
                                                "monsters": [{"side": "B", "name": "Mew", "statuses": ["Doll"]}],
                                                "asks": [{"question": "lp", "args": ["Mew"]}]})
    assert 'play A plays "Powder" on "Mew"' in text and 'ask lp "Mew"' in text
    eb = forms.query_text("epic_battles", forms.scenario_from_fields("epic_battles", EB_TAX["fields"]))
    assert 'define attack "Proj-H0" (projectile, high): Cost: 0.' in eb.splitlines()


@pytest.mark.parametrize("scenario, field", [
    ({"monsters": [{"side": "A", "name": 'Pixie"\nask legal'}]}, "monster 1 name"),
    ({"monsters": [{"side": "C", "name": "Pixie"}]}, "monster 1 side"),
    ({"monsters": [{"side": "A", "name": "Pixie", "lp": "-3"}]}, "monster 1 lp"),
    ({"monsters": [{"side": "A", "name": "Pixie", "attribute": "Fire"}]}, "monster 1 attribute"),
    ({"defines": ['move "X" (POW): Deals 4 damage.\nask legal']}, "define 1"),
    ({"asks": [{"question": "legal; drop"}]}, "question 1"),
    ({"asks": [{"question": "damage", "args": ["A", "B"]}]}, "question 1"),
    ({"monsters": "Pixie"}, "monsters"),
    ({"game": "epic_battles"}, "game"),
])
def test_form_refuses_what_cannot_be_a_line(scenario, field):
    with pytest.raises(forms.FormError) as err:
        forms.query_text("monster_rancher", scenario)
    assert err.value.file == field


def test_form_offers_the_games_pieces():
    mr, cc, eb = (forms.form_spec(g) for g in GAMES)
    assert "Golem" in mr.monsters and "Provoking" in mr.statuses and "Nice Fight" in mr.envs
    assert "Ryu" in cc.characters and "Hadouken" in cc.moves and "counter" in cc.verbs and "combo" in cc.character_props
    assert "Sparring" in eb.cards and "energy" in eb.zones and "block" in eb.verbs and "projectile" in eb.card_tags
    for spec in (mr, cc, eb):
        assert "legal" in spec.questions


# -- the API: every shipped query gives the knowledge base's answers ----------------------------
@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_shipped_query_through_the_api(client, path):
    text = path.read_text(encoding="utf-8")
    game = parse_query(text).game
    response = client.post(f"/api/{game}/ask", content=text.encode("utf-8"), headers={"content-type": "text/plain"})
    assert response.status_code == 200, response.text
    data = response.json()
    expected = [r.as_dict() for r in pyrules.load(game).ask_text(text, str(path))]
    assert data["results"] == json.loads(json.dumps(expected))
    assert data["failed"] == 0 and data["errors"] == [] and data["interrupted"] is False


def test_scenario_object_and_text_give_one_answer(client):
    game = "capcom_crossovers"
    scenario = forms.scenario_from_fields(game, SITUATIONS[game]["fields"])
    by_object = client.post(f"/api/{game}/ask", json={"scenario": scenario}).json()
    text = client.post(f"/api/{game}/text", json={"scenario": scenario}).json()["text"]
    by_text = client.post(f"/api/{game}/ask", json={"text": text}).json()
    assert by_object == by_text
    assert _answers(by_object["results"]) == SITUATIONS[game]["answers"]


def test_games_plays_and_openapi(client):
    games = client.get("/api/games").json()["games"]
    assert [g["game"] for g in games] == sorted(GAMES)
    assert client.get("/api/monster_rancher/plays").status_code == 405  # a state is POSTed
    doc = client.get("/api/openapi.json").json()
    assert doc["openapi"].startswith("3.") and "/api/{game}/ask" in doc["paths"]
    form = client.get("/api/epic_battles/form").json()
    assert "zones" in form["parts"] and "hand" in form["choices"]["zones"]


# -- bad and hostile requests --------------------------------------------------------------------
def test_bad_query_is_a_400_with_line_and_column(client):
    text = 'game monster_rancher\nmonster A "Pixie"\nask legal expect\n'
    response = client.post("/api/monster_rancher/ask", json={"text": text})
    assert response.status_code == 400
    error = response.json()["error"]
    assert (error["line"], error["column"]) == (3, 17)
    assert error["text"] == "ask legal expect" and error["expected"]
    assert "<query>:3:17:" in error["message"]


def test_unknown_names_and_wrong_game_are_400(client):
    unknown = client.post("/api/monster_rancher/ask", content='game monster_rancher\nmonster A "Nobody"\nask legal\n')
    assert unknown.status_code == 400 and "Nobody" in unknown.json()["error"]["message"]
    other = client.post("/api/monster_rancher/ask", content=(ROOT / "queries/capcom_crossovers/CC-CASE-001.query")
                        .read_text(encoding="utf-8"))
    assert other.status_code == 400 and "capcom_crossovers" in other.json()["error"]["message"]


def test_past_a_bound_is_422(client):
    text = "game monster_rancher\n" + "".join(f'monster B "Golem" as "G{i}"\n' for i in range(5)) + "ask legal\n"
    response = client.post("/api/monster_rancher/ask", content=text)
    assert response.status_code == 422 and response.json()["error"]["kind"] == "bounds"


def test_huge_body_is_413(client):
    body = b"x" * (BODY_MOST + 1)
    assert client.post("/api/monster_rancher/ask", content=body).status_code == 413
    streamed = client.post("/api/monster_rancher/ask", content=iter([b"x" * 600_000] * 3))  # no Content-Length
    assert streamed.status_code == 413
    assert client.post("/game/monster_rancher", content=body,
                       headers={"content-type": "application/x-www-form-urlencoded"}).status_code == 413


@pytest.mark.parametrize("body, kind", [
    (b"game monster_rancher\n\xff\xfe ask legal\n", "text/plain"),
    (b'{"text": "\xff"}', "application/json"),
    (b"text=%FF%FE&action=ask-text", "application/x-www-form-urlencoded"),
])
def test_not_utf8_is_400(client, body, kind):
    response = client.post("/api/monster_rancher/ask", content=body, headers={"content-type": kind})
    assert response.status_code == 400 and "UTF-8" in response.json()["error"]["message"]


@pytest.mark.parametrize("body, kind, status", [
    (b"{not json", "application/json", 400),
    (b'{"query": "x"}', "application/json", 400),
    (b"[" * 100_000, "application/json", 400),
    (b'{"scenario": "Pixie"}', "application/json", 400),
    (b'{"scenario": {"monsters": [{"name": "x\\u0000"}]}}', "application/json", 400),
    (b"game monster_rancher\x00\nask legal\n", "text/plain", 400),
    (b"", "text/plain", 400),
    (b"x", "application/xml", 415),
])
def test_malformed_requests_are_4xx_never_500(client, body, kind, status):
    response = client.post("/api/monster_rancher/ask", content=body, headers={"content-type": kind})
    assert response.status_code == status, response.text
    assert "Traceback" not in response.text


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(['game monster_rancher', 'monster A "Golem"', 'monster B "Suezo": status "Provoking"',
                                 'play "Golem" uses "Belly Blow" on "Suezo"', 'ask legal', 'ask damage "Golem"',
                                 'with "Critical"', 'defense "Suezo" plays "Protect"', 'env "Nice Fight"',
                                 'step A attack "JD"', 'reading "MR-G-03" = "carry"']), max_size=8),
       st.text(max_size=40))
def test_fuzzed_queries_never_get_a_500(client, lines, noise):
    text = "\n".join(lines) + "\n" + noise
    response = client.post("/api/monster_rancher/ask", content=text.encode("utf-8", "surrogatepass"))
    assert response.status_code in (200, 400, 422), response.text
    assert "Traceback" not in response.text


def test_unknown_game_is_404(client):
    assert client.post("/api/nogame/ask", content="game nogame\nask legal\n").status_code == 404
    assert client.get("/game/nogame").status_code == 404
    assert client.post("/api/nogame/plays", content="game nogame\n").status_code == 404


_opened: list[str] = []
_watching = threading.Event()


def _audit(event: str, args: tuple) -> None:
    if event == "open" and _watching.is_set() and args and isinstance(args[0], (str, bytes, Path)):
        _opened.append(str(args[0]))


sys.addaudithook(_audit)


@pytest.mark.parametrize("method, url, body, status", [
    ("POST", "/api/monster_rancher/ask", "/etc/passwd", 400),
    ("POST", "/api/monster_rancher/ask", 'game monster_rancher\nmonster A "../../../../etc/passwd"\nask legal\n', 400),
    # a card may be called "/etc/passwd": it is a name, never a file
    ("POST", "/api/monster_rancher/ask", 'game monster_rancher\ndefine move "/etc/passwd" (POW): Deals 4 damage to '
                                         'one opponent monster.\nask legal\n', 200),
    ("POST", "/api/..%2F..%2Fetc%2Fpasswd/ask", "game monster_rancher\nask legal\n", 404),
    ("GET", "/static/..%2F..%2F..%2Fetc%2Fpasswd", "", 404),
    ("GET", "/static/../../etc/passwd", "", 404),
    ("GET", "/game/..%2F..%2Fetc%2Fpasswd/clauses", "", 404),
])
def test_path_looking_input_opens_no_file(client, method, url, body, status):
    client.get("/game/monster_rancher/clauses")  # the game is loaded before watching
    _opened.clear()
    _watching.set()
    try:
        response = client.request(method, url, content=body.encode("utf-8"))
    finally:
        _watching.clear()
    assert response.status_code == status
    assert not [p for p in _opened if "passwd" in p or "etc" in Path(p).parts]
    assert "root:" not in response.text


def test_concurrent_requests_answer_as_sequential(client):
    picks = [f for g in GAMES for f in sorted(ROOT.glob(f"queries/{g}/*.query"))[:6]]
    texts = [(parse_query(f.read_text(encoding="utf-8")).game, f.read_text(encoding="utf-8")) for f in picks]

    def ask(item):
        game, text = item
        return client.post(f"/api/{game}/ask", content=text).json()
    sequential = [ask(t) for t in texts]
    with ThreadPoolExecutor(max_workers=8) as pool:
        concurrent = list(pool.map(ask, texts * 2))
    assert concurrent == sequential * 2


# -- pages -------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_desk_page_asks_from_the_form(client, game):
    situation = SITUATIONS[game]
    page = client.get(f"/game/{game}")
    assert page.status_code == 200 and 'id="situation"' in page.text and "ask legal" in page.text
    response = _post_form(client, f"/game/{game}", situation["fields"] + [("action", "ask")])
    assert response.status_code == 200
    assert 'id="answer"' in response.text and "because:" in response.text
    assert f"game {game}" in response.text  # the query the form built, in the editor
    assert "Every play from this state" in response.text and f"/api/{game}/plays" in response.text


@pytest.mark.parametrize("game", GAMES)
def test_desk_page_derives_the_answer_when_asked(client, game):
    """With "derive each answer" ticked, each answer comes with its derivation in the game's words."""
    situation = SITUATIONS[game]
    response = _post_form(client, f"/game/{game}", situation["fields"] + [("action", "ask"), ("explain", "on")])
    assert response.status_code == 200 and 'class="tree"' in response.text and "decisive:" in response.text
    plain = _post_form(client, f"/game/{game}", situation["fields"] + [("action", "ask")])
    assert 'class="tree"' not in plain.text


def test_api_derives_on_request_in_the_cli_s_shape(client):
    text = (ROOT / "queries" / "capcom_crossovers" / "CC-CASE-054.query").read_text(encoding="utf-8")
    explained = client.post("/api/capcom_crossovers/ask?explain=1", content=text,
                            headers={"content-type": "text/plain"}).json()["results"]
    plain = client.post("/api/capcom_crossovers/ask", content=text, headers={"content-type": "text/plain"}).json()["results"]
    assert [(r["question"], r["answer"]) for r in explained] == [(r["question"], r["answer"]) for r in plain]
    assert all("derivation" not in r for r in plain)
    nothing = next(r for r in explained if r["question"] == 'damage "X"')
    assert nothing["derivation"][0]["lines"][0].startswith("X takes 0 damage")
    assert nothing["derivation"][0]["tree"]["says"] == "X takes 0 damage" and "CC-COUNTER-03" in nothing["decisive"]


def test_desk_page_shows_an_error_at_its_line_and_column(client):
    text = 'game monster_rancher\nmonster A "Pixie": lp lots\nask legal\n'
    response = _post_form(client, "/game/monster_rancher", [("action", "ask-text"), ("text", text)])
    assert response.status_code == 400
    assert "line 2, column" in response.text and 'id="error"' in response.text
    assert "monster A &#34;Pixie&#34;: lp lots\n" in response.text and "^</pre>" in response.text


def test_clauses_page_lists_every_clause_with_coverage(client):
    for game in GAMES:
        page = client.get(f"/game/{game}/clauses").text
        rows = clause_inventory(game)
        assert rows and all(f'id="{r["id"]}"' in page for r in rows)
        assert {r["status"] for r in rows} <= {"implemented", "justified"}
    assert "justified" in client.get("/game/monster_rancher/clauses").text


def test_a_long_solve_does_not_hold_up_the_next_request_for_its_game(monkeypatch):
    """Each game has a pool of knowledge bases: while one request's solve is under way (held here
    until the second request has its answer), a second request for the same game is answered."""
    import threading

    from pyrules.web.desk import Desk

    desk = Desk(per_game=2)
    text = (ROOT / "queries" / "monster_rancher" / "MR-CASE-019.query").read_text(encoding="utf-8")
    kb = desk.kb("monster_rancher")
    entered, second_done = threading.Event(), threading.Event()
    real = type(kb).ask_text

    def held(self, *a, **kw):  # the first solve waits for the second answer
        if self is kb:
            entered.set()
            assert second_done.wait(60), "the second request was held up by the first"
        return real(self, *a, **kw)

    monkeypatch.setattr(type(kb), "ask_text", held)
    first = threading.Thread(target=desk.ask, args=("monster_rancher", text))
    first.start()
    assert entered.wait(60)
    answers = desk.ask("monster_rancher", text)
    second_done.set()
    first.join(60)
    assert not first.is_alive() and answers[0].answer == "no"


def test_every_clause_names_its_passage_in_the_rule_documents(client):
    for game in GAMES:
        rows = clause_inventory(game)
        assert all(r["source"] and ", section " in r["source"] for r in rows), game
    page = client.get("/game/capcom_crossovers/clauses").text
    assert 'in Capcom Crossovers: The Card Game, Rules v3.0, section &#34;Character Stats&#34;' in page


def test_answer_links_each_clause_id(client):
    response = _post_form(client, "/game/monster_rancher", MR_PROVOKE["fields"] + [("action", "ask")])
    assert 'href="/game/monster_rancher/clauses#MR-TNT-06"' in response.text
    assert "illegal" in response.text


def test_the_form_picks_a_reading(client):
    fields = [("monster-0-side", "A"), ("monster-0-name", "Naga"), ("monster-1-side", "B"), ("monster-1-name", "Jell"),
              ("play-monster", "Naga"), ("play-card", "Belly Blow"), ("play-target", "Jell"),
              ("defense-0-monster", "Jell"), ("defense-0-card", "Sponge"),
              ("ask-0-question", "damage"), ("ask-0-arg1", "Jell")]
    open_point = forms.query_text("monster_rancher", forms.scenario_from_fields("monster_rancher", fields))
    [unknown] = pyrules.load("monster_rancher").ask_text(open_point)
    assert unknown.answer == "unknown" and unknown.readings == {"MR-G-23=not_reduction": "3", "MR-G-23=reduction": "5"}
    page = client.get("/game/monster_rancher").text
    assert '<option value="MR-G-23=reduction">' in page
    picked = _post_form(client, "/game/monster_rancher", fields + [("reading-0", "MR-G-23=reduction"), ("action", "ask")])
    assert 'reading "MR-G-23" = "reduction"' in html.unescape(picked.text) and '<span class="verdict v-5">5</span>' in picked.text
    bad = client.post("/api/monster_rancher/ask", json={"scenario": {"readings": ["MR-G-23=sideways"]}})
    assert bad.status_code == 400 and "MR-G-23=sideways" in bad.json()["error"]["message"]


def test_unknown_shows_the_readings_side_by_side(client):
    text = (ROOT / "queries/monster_rancher/MR-CASE-115.query").read_text(encoding="utf-8")
    page = _post_form(client, "/game/monster_rancher", [("action", "ask-text"), ("text", text)]).text
    assert "v-unknown" in page and 'class="readings"' in page
    assert "#MR-G-23\">MR-G-23</a>=not_reduction</td><td>3" in page and "MR-G-23</a>=reduction</td><td>5" in page


def test_pages_refuse_other_hosts_and_set_security_headers():
    app = create_app(allowed_hosts=["127.0.0.1", "localhost"])
    with TestClient(app, base_url="http://127.0.0.1:8000") as local:
        page = local.get("/")
        assert page.status_code == 200
        assert page.headers["x-content-type-options"] == "nosniff"
        assert "default-src 'self'" in page.headers["content-security-policy"]
    with TestClient(app, base_url="http://rebound.example") as other:  # DNS rebinding
        assert other.get("/api/games").status_code == 400


def test_check_page_shows_the_baseline_and_says_so(client):
    page = client.get("/game/capcom_crossovers/check")
    assert page.status_code == 200
    assert "committed baseline" in page.text and "CC-BASIC-06" in page.text
    assert "Run the check now" in page.text


def test_faq_page_is_computed_in_a_worker(client):
    page = client.get("/game/epic_battles/faq")
    assert page.status_code == 200 and "faq-status" in page.text
    assert client.app.state.desk.jobs.wait(300)
    page = client.get("/game/epic_battles/faq").text
    assert "entries, answered in" in page and 'href="/game/epic_battles/clauses#EB-' in page


def test_a_query_past_its_time_bound_is_reported_as_the_cli_does():
    with TestClient(create_app(timeout=0.001)) as quick:
        text = (ROOT / "queries/capcom_crossovers/CC-CASE-010.query").read_text(encoding="utf-8")
        data = quick.post("/api/capcom_crossovers/ask", content=text).json()
        assert data["results"] == [] and data["errors"][0]["kind"] == "timeout"
        assert data["unanswered"] == ["<query>"]
        page = _post_form(quick, "/game/capcom_crossovers", [("action", "ask-text"), ("text", text)]).text
        assert "No answer within the time bound" in page


def test_the_plays_of_a_state(client):
    """POST /api/{game}/plays: every candidate play from the state a query's text gives, with its verdict
    and the query's other questions answered with it, as `pyrules plays --every` lists them; ?legal=1
    the legal ones; a text that does not parse is a 400 at its line and column, another game's state a 400."""
    state = ('game capcom_crossovers\ncharacter A "X": hp 60, strength 6, combo 4, basic attack priority 2\n'
             'character B "D": hp 60, strength 5, agility 4, basic attack priority 2\n'
             'player A: hand "5H" "6D" "6S"\nplayer B: hand "QH" "4C"\n'
             'define move "Parry" of "D": Card: Queen. Type: E. Damage: 7. Priority: 4. Combo points: 1.\n'
             'step A attack "5H"\nask damage "X"\n')
    every = client.post("/api/capcom_crossovers/plays", json={"text": state})
    assert every.status_code == 200, every.text
    plays = every.json()["plays"]
    lines = {p["play"]: p for p in plays}
    assert 'step A attack "6D"' in lines and lines['step A attack "6D"']["legal"] == "yes"
    assert {p["legal"] for p in plays} >= {"yes", "no"}
    assert all(p["results"][0]["question"] == "legal" and len(p["results"]) == 2 for p in plays)
    legal = client.post("/api/capcom_crossovers/plays?legal=1", json={"text": state}).json()["plays"]
    assert [p["play"] for p in legal] == [p["play"] for p in plays if p["legal"] == "yes"]
    bad = client.post("/api/capcom_crossovers/plays", json={"text": state.replace("step A", "stp A")})
    assert bad.status_code == 400 and bad.json()["error"]["line"] == 7
    other = client.post("/api/epic_battles/plays", json={"text": state})
    assert other.status_code == 400

