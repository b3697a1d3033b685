"""The desk's JSON API as an OpenAPI 3 document (served at /api/openapi.json)."""

from __future__ import annotations


RESULT = {"type": "object", "description": "One question's answer, as in `pyrules ask --json`.",
          "properties": {"id": {"type": "string"}, "game": {"type": "string"}, "question": {"type": "string"},
                         "answer": {"type": "string", "description": "yes / no / unknown, a number or a word"},
                         "expected": {"type": "string", "nullable": True}, "ok": {"type": "boolean", "nullable": True},
                         "because": {"type": "array", "items": {"type": "string"},
                                     "description": "the clause ids and open points that decided it"},
                         "explanation": {"type": "string"},
                         "readings": {"type": "object", "additionalProperties": {"type": "string"},
                                      "description": "for `unknown`: what each reading gives"}}}
ANSWER = {"type": "object", "description": "The object `pyrules ask --json` prints, for one query.",
          "properties": {"results": {"type": "array", "items": {"$ref": "#/components/schemas/Result"}},
                         "passed": {"type": "integer"}, "failed": {"type": "integer"},
                         "errors": {"type": "array", "items": {"type": "object"},
                                    "description": "a query that hit its time bound: kind 'timeout'"},
                         "unanswered": {"type": "array", "items": {"type": "string"}},
                         "interrupted": {"type": "boolean"}}}
ERROR = {"type": "object", "properties": {"error": {"type": "object", "properties": {
    "kind": {"type": "string", "description": "input, bounds, request or not_implemented"},
    "message": {"type": "string", "description": "as the CLI prints it: file:line:column, the line, a caret"},
    "summary": {"type": "string"}, "file": {"type": "string"}, "line": {"type": "integer"},
    "column": {"type": "integer"}, "text": {"type": "string", "description": "the source line"},
    "expected": {"type": "array", "items": {"type": "string"}}}}}}
SCENARIO = {"type": "object", "description": (
    "A situation in the game's own pieces; the desk writes it as query text (POST /api/{game}/text shows it). "
    "Keys: title, turn, phase, env, monsters [{side, name, label, attribute, lp, statuses, ko}], "
    "characters [{side, name, label, props {property: number}}], players [{side, props}], "
    "zones [{side, zone, cards, count}], defines [text], play {monster, card, target}, with [card], "
    "defenses [{monster, card, target}], steps [{actor, verb, cards, number, as}], "
    "asks [question or {question, args}]; GET /api/{game}/form lists the choices.")}
BODY = {"content": {
    "text/plain": {"schema": {"type": "string", "description": "a query file's text (docs/queries.md)"}},
    "application/json": {"schema": {"oneOf": [
        {"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]},
        {"type": "object", "properties": {"scenario": {"$ref": "#/components/schemas/Scenario"}},
         "required": ["scenario"]}]}}}}


def _json(ref: str, description: str) -> dict:
    return {"description": description, "content": {"application/json": {"schema": {"$ref": ref}}}}


def schema(games: list[str]) -> dict:
    game = {"name": "game", "in": "path", "required": True, "schema": {"type": "string", "enum": games}}
    bad = _json("#/components/schemas/Error", "bad input: the parser's message, file, line, column, expected")
    return {
        "openapi": "3.0.3",
        "info": {"title": "pyrules rulings desk", "version": "1",
                 "description": "Ask pyrules about a situation of a shipped game. Request bodies are at most "
                                "1.1 MB (413 beyond); a body that is not UTF-8 is a 400."},
        "paths": {
            "/api/games": {"get": {"summary": "The shipped games and their questions",
                                   "responses": {"200": {"description": "the games"}}}},
            "/api/{game}/ask": {"post": {
                "summary": "Answer a query (text or scenario) as `pyrules ask --json` would",
                "parameters": [game, {"name": "explain", "in": "query", "required": False,
                                      "schema": {"type": "string", "enum": ["1", "true", "yes", "on"]},
                                      "description": "derive each answer, as `pyrules ask --json --explain`: "
                                                     "`decisive` and `derivation` (docs/explanations.md)"}],
                "requestBody": BODY,
                "responses": {"200": _json("#/components/schemas/Answer", "the answers"), "400": bad,
                              "404": bad, "413": bad, "415": bad,
                              "422": _json("#/components/schemas/Error", "a scenario past a size bound")}}},
            "/api/{game}/text": {"post": {
                "summary": "The query text of a scenario (the form's fields or a scenario object)",
                "parameters": [game], "requestBody": BODY,
                "responses": {"200": {"description": "{\"text\": query text}"}, "400": bad}}},
            "/api/{game}/form": {"get": {"summary": "The form's choices: the game's pieces and questions",
                                         "parameters": [game], "responses": {"200": {"description": "choices"}}}},
            "/api/{game}/plays": {"post": {
                "summary": "Every candidate play from a state (a query's text: its scenario and steps), each with "
                           "its verdict and the answers to the query's other questions asked with it",
                "parameters": [game, {"name": "legal", "in": "query", "required": False,
                                      "schema": {"type": "string", "enum": ["1", "true", "yes", "on"]},
                                      "description": "only the plays whose verdict is yes"}],
                "requestBody": BODY,
                "responses": {"200": {"description": "{\"game\": ..., \"plays\": [{\"play\": step line, "
                                                     "\"legal\": yes|no|unknown, \"results\": [Result]}]}"},
                              "400": bad, "404": bad, "413": bad, "415": bad,
                              "422": _json("#/components/schemas/Error", "a state past a size bound")}}},
        },
        "components": {"schemas": {"Result": RESULT, "Answer": ANSWER, "Error": ERROR, "Scenario": SCENARIO}},
    }
