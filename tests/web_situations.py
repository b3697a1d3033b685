"""One situation per game as the desk's form fields, with the answers the shipped rulings give
(MR-CASE-013 and MR-CASE-019's Provoke, CC-CASE-003, EB-CASE-002): for tests/test_web.py and
tests/test_web_browser.py."""

from __future__ import annotations

MR_PROTECT = {  # MR-CASE-013: Belly Blow against Protect
    "fields": [("monster-0-side", "A"), ("monster-0-name", "Naga"),
               ("monster-1-side", "B"), ("monster-1-name", "Suezo"), ("monster-1-lp", "10"),
               ("monster-2-side", "B"), ("monster-2-name", "Golem"), ("monster-2-lp", "10"),
               ("play-monster", "Naga"), ("play-card", "Belly Blow"), ("play-target", "Suezo"),
               ("defense-0-monster", "Golem"), ("defense-0-card", "Protect"), ("defense-0-target", "Suezo"),
               ("ask-0-question", "legal"), ("ask-1-question", "damage"), ("ask-1-arg1", "Golem"),
               ("ask-2-question", "damage"), ("ask-2-arg1", "Suezo")],
    "answers": {"legal": "yes", 'damage "Golem"': "5", 'damage "Suezo"': "0"},
}
MR_PROVOKE = {  # MR-CASE-019's rule with a pool move: a single-target move past a Provoking monster
    "fields": [("monster-0-side", "A"), ("monster-0-name", "Naga"),
               ("monster-1-side", "B"), ("monster-1-name", "Suezo"), ("monster-1-status", "Provoking"),
               ("monster-2-side", "B"), ("monster-2-name", "Golem"),
               ("play-monster", "Naga"), ("play-card", "Belly Blow"), ("play-target", "Golem"),
               ("ask-0-question", "legal")],
    "answers": {"legal": "no"},
    "because": "MR-TNT-06",
}
CC_ESCAPE = {  # CC-CASE-003: Hadouken answered by Cajun Escape with two Kings
    "fields": [("turn", "A"), ("character-0-side", "A"), ("character-0-name", "Ryu"), ("character-0-hp", "100"),
               ("character-1-side", "B"), ("character-1-name", "Gambit"), ("character-1-combo", "5"),
               ("step-0-actor", "A"), ("step-0-verb", "attack"), ("step-0-cards", "JS"), ("step-0-as", "Hadouken"),
               ("step-1-actor", "B"), ("step-1-verb", "counter"), ("step-1-cards", "KC KH"),
               ("step-1-as", "Cajun Escape"),
               ("ask-0-question", "legal"), ("ask-1-question", "damage"), ("ask-1-arg1", "Ryu")],
    "answers": {"legal": "yes", 'damage "Ryu"': "8"},
}
EB_TAX = {  # EB-CASE-002: The Sounds of Music in the energy pile taxes a block
    "fields": [("turn", "A"), ("phase", "battle"),
               ("card-0-kind", "attack"), ("card-0-name", "Atk-X"),
               ("card-1-kind", "attack"), ("card-1-name", "Proj-H0"), ("card-1-tag", "projectile"),
               ("card-1-tag", "high"), ("card-1-cost", "0"),
               ("card-2-kind", "block"), ("card-2-name", "Blk-H0"), ("card-2-tag", "high"), ("card-2-cost", "0"),
               ("zone-0-side", "A"), ("zone-0-zone", "energy"), ("zone-0-cards", "The Sounds of Music, Atk-X"),
               ("zone-1-side", "B"), ("zone-1-zone", "hand"), ("zone-1-cards", "Blk-H0"),
               ("zone-2-side", "B"), ("zone-2-zone", "energy"), ("zone-2-count", "3"),
               ("step-0-actor", "A"), ("step-0-verb", "attack"), ("step-0-cards", "Proj-H0"),
               ("step-1-actor", "B"), ("step-1-verb", "block"), ("step-1-cards", "Blk-H0"),
               ("ask-0-question", "legal"), ("ask-1-question", "block tax"), ("ask-1-arg1", "Proj-H0"),
               ("ask-2-question", "spent"), ("ask-2-arg1", "B")],
    "answers": {"legal": "yes", 'block tax "Proj-H0"': "1", "spent B": "1"},
}
SITUATIONS = {"monster_rancher": MR_PROTECT, "capcom_crossovers": CC_ESCAPE, "epic_battles": EB_TAX}
