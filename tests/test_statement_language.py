"""The statement language is game-neutral: rule statements of another game (Epic Battles'
examples) parse with that game's words declared as data, and round-trip."""

from __future__ import annotations

import pytest

from pyrules.model import Vocabulary
from pyrules.statements import parse_entries, parse_text

VOCAB = Vocabulary("example", "An example game", {
    "kinds": {"rule": ("rule",), "technique": ("technique",)},
    "tags": {},
    "attributes": {},
    "move_types": {},
    "stats": {"damage": ("damage",), "chip": ("chip", "chips"), "energy": ("energy",)},
    "states": {},
    "nouns": {"punch": ("punches",), "kick": ("kicks",), "projectile": ("projectiles",),
              "location": ("Location", "Locations")},
    "verbs": {"play": ("play",), "attack": ("attack",)},
    "events": {"played": ("played",)},
})
STATUSES = {"focused": "Focused"}

CASES = [
    ("A player may play at most one Location per Set Step.",
     'deontic(may,a(player),act(play,things(location),at_most(1),per("Set Step")),none)'),
    ("Your punches do +1 damage.", "modifier(scoped(your,any,punch),damage,add(1),none)"),
    ("Your kicks gain +1 chip.", "modifier(scoped(your,any,kick),chip,add(1),none)"),
    ("Your projectiles cost -1 energy (minimum 1).", "modifier(scoped(your,any,projectile),energy,add(-1),minimum(1))"),
    ('While the user has "Focused", your punches do +2 damage.',
     "while_has(the(user),focused,modifier(scoped(your,any,punch),damage,add(2),none))"),
]


@pytest.mark.parametrize("text,term", CASES, ids=[t for t, _ in CASES])
def test_other_game_statements(text, term):
    entry = parse_text(text, VOCAB, STATUSES, kind="technique", name="Example")
    assert [str(s.clause.term()) for s in entry.sentences] == [term]
    again = parse_entries(entry.render(VOCAB), VOCAB, "<render>", STATUSES)[0]
    assert again == entry
