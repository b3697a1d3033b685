"""The statement-language corpus (tests/corpus/<game>.txt, format in corpus_lib.py).

Every phrasing the language accepts must mean what its block says (same facts as the canonical
line, rendered as the canonical line): a parse that means something else is a silent misparse.
Every must-refuse phrasing must be refused with an error. The share of phrasings parsed may not
fall below the floor recorded here (the floor only rises; at 1.0 every phrasing parses).
"""

from __future__ import annotations

import pytest

import corpus_lib as C

# The parsed share of each game's phrasings that the language must keep (a ratchet).
FLOOR = {"monster_rancher": 0.929, "capcom_crossovers": 0.856, "epic_battles": 0.929}

BLOCKS = [b for g in C.games() for b in C.read_corpus(g)]


def _id(b: C.Block) -> str:
    return f"{b.game}:{b.line}"


@pytest.mark.parametrize("block", BLOCKS, ids=_id)
def test_accepted_phrasings_mean_the_canonical_text(block):
    canon, outs = C.evaluate(block)
    wrong = [f"line {o.line}: {o.text!r} gave {o.got!r}" for o in outs if o.accepted and not o.right]
    if canon is None and any(o.accepted for o in outs):
        wrong.insert(0, f"the canonical line {block.canonical!r} does not parse, yet phrasings do")
    assert not wrong, f"{block.source}: expected {block.canonical!r}\n" + "\n".join(wrong)


@pytest.mark.parametrize("block", [b for b in BLOCKS if b.refuse], ids=_id)
def test_refused_phrasings_are_errors(block):
    accepted = [f"line {n}: {t!r}" for n, t, ok in C.refused(block) if not ok]
    assert not accepted, f"{block.source}: accepted what must be refused:\n" + "\n".join(accepted)


@pytest.mark.parametrize("game", C.games())
def test_parse_rate_keeps_its_floor(game):
    r = C.rates(game)
    assert r.phrasings and r.accepted / r.phrasings >= FLOOR.get(game, 1.0), r.line()
