"""A game loop on the rules oracle: two random players play a Capcom Crossovers exchange.

    python docs/game_loop.py [SEED]

Each turn of the loop asks the knowledge base for every legal play of the state (one grounding
and one solve: KnowledgeBase.legal_plays), picks one at random, and steps the state forward with
it, until the exchange is over or nobody has a legal play.  The state is printed as query text
at the end: a file `pyrules ask` and `pyrules plays` read.
"""

from __future__ import annotations

import random
import sys

import pyrules
from pyrules.query import Ask, CharacterDecl, PlayerDecl, Prop
from pyrules.state import State

OVER = Ask(("combat", "over"), (), None)
HP = (Ask(("hp",), ("Ryu",), None), Ask(("hp",), ("Gambit",), None))


def opening() -> State:
    stats = (Prop("hp", 60), Prop("strength", 6), Prop("combo", 4), Prop("agility", 5), Prop("basic attack priority", 2))
    return State(
        "capcom_crossovers",
        characters=(CharacterDecl("A", "Ryu", "Ryu", stats), CharacterDecl("B", "Gambit", "Gambit", stats)),
        players=(PlayerDecl("A", (Prop("hand", names=("4H", "5S", "6D", "JS", "9C")),)),
                 PlayerDecl("B", (Prop("hand", names=("QH", "7C", "7D", "JD")), Prop("deck", names=("3D", "8H"))))))


def play(seed: int = 1) -> State:
    kb = pyrules.load("capcom_crossovers")
    rng = random.Random(seed)
    state = opening()
    while len(state.steps) < kb.bounds["steps"]:
        plays = kb.legal_plays(state, (OVER, *HP))
        if not plays:
            print("no legal play: the exchange stops here")
            break
        chosen = rng.choice(plays)
        state = state.then(chosen.step)
        over, hp_a, hp_b = (r.answer for r in chosen.results[1:])
        print(f"{chosen.line:45} ({len(plays)} legal)  HP Ryu {hp_a}, Gambit {hp_b}")
        if over == "yes":
            print("the combat phase is over")
            break
    return state


if __name__ == "__main__":
    final = play(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
    print("\n" + final.text())
