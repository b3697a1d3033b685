"""Seeded generator of Capcom Crossovers opening-attack scenarios and a writer into the query language.

    from scenarios_cc import generate, to_query
    sc = generate(seed=42, index=7)
    text = to_query(sc, "DIFF-CC-00007")

The scenarios stay inside the family of tests/reference_cc.py and inside the knowledge base's
bounds (docs/queries.md: 2 characters a side, 12 steps): two ad hoc characters "X" (side A, or
Ryu with his pool Hadouken) and "D" (side B) with every stat given, ad hoc moves `define`d for
them, an opening attack, an optional block placed beforehand, an optional response and at most
one more attack.  Left out, because the reference raises on them: a dodge of a throw or while
blocking (CC-G20/G21 are not this family's), a counter of a throw (CC-G15), a Type D counter, a
Type D/E reply to a dodge.  Some steps are meant to be illegal (a card above Strength, a Type A
follow-up, a lower-priority counter, a counter while blocking, a skipped basic value ...).
"""

from __future__ import annotations

import random

from reference_cc import RANKS, Character, Move, Scenario, Step, questions

SUITS = ("S", "H", "D", "C")
HADOUKEN = Move("Hadouken", "J", "A", ("R",), 8, 3, 1, pool=True)


class _Cards:
    """Distinct cards for one side."""

    def __init__(self, rng: random.Random):
        self.rng, self.used = rng, set()

    def take(self, rank: str, suit: str | None = None) -> str:
        suits = [suit] if suit else list(SUITS)
        self.rng.shuffle(suits)
        for s in suits:
            c = f"{rank}{s}"
            if c not in self.used:
                self.used.add(c)
                return c
        raise _Retry

    def pair(self, value: int) -> tuple:
        return self.take(str(value)), self.take(str(value))


class _Retry(Exception):
    pass


def _character(rng: random.Random, name: str, throw: bool) -> Character:
    return Character(name, hp=rng.randint(10, 60), strength=rng.randint(4, 8), combo=rng.choices([1, 2, 3, 4, 5], weights=[1, 2, 3, 3, 2])[0],
                     bap=rng.randint(1, 4), defense_bonus=rng.randint(0, 3), agility=rng.randint(2, 7),
                     throw=(rng.randint(3, 8), rng.randint(1, 2)) if throw else None)


def _move(rng: random.Random, name: str, *, ranks=("J", "Q", "K", "A"), types=("A", "B", "C", "D", "E"),
          attrs=("R", "U", "H", "T"), ranged: bool | None = None, type_weights=None) -> Move:
    r = rng.choice(ranks)
    t = rng.choices(types, weights=type_weights or [1] * len(types))[0]
    chosen = [a for a in attrs if rng.random() < 0.22]
    if "U" in chosen and "T" in chosen:
        chosen.remove(rng.choice(["U", "T"]))
    if ranged is True and "R" not in chosen:
        chosen.insert(0, "R")
    if ranged is False and "R" in chosen:
        chosen.remove("R")
    damage = rng.randint(10, 30) if r == "A" else rng.randint(2, 12)
    return Move(name, r, t, tuple(a for a in ("R", "U", "H", "T") if a in chosen), damage,
                rng.randint(1, 5), rng.choices([1, 2, 3], weights=[5, 3, 1])[0])


def _basic(rng: random.Random, cards: _Cards, ch: Character, *, legal_bias=0.88, value=None) -> str:
    n = value if value is not None else (rng.randint(2, ch.strength) if rng.random() < legal_bias
                                         else rng.randint(2, 10))
    return cards.take(str(max(2, min(10, n))))


def _try(rng: random.Random) -> Scenario:
    ryu = rng.random() < 0.15
    opener_kind = rng.choices(["basic", "throw", "special", "super"], weights=[4, 2, 4, 2])[0]
    a = _character(rng, "Ryu" if ryu else "X", throw=opener_kind == "throw")
    b = _character(rng, "D", throw=False)
    ca, cb = _Cards(rng), _Cards(rng)
    steps: list[Step] = []

    # The opening attack.
    if opener_kind == "basic":
        steps.append(Step("A", "attack", (_basic(rng, ca, a),)))
    elif opener_kind == "throw":
        v = rng.randint(a.strength + 1, 10) if rng.random() < 0.9 and a.strength < 10 else rng.randint(2, 10)
        steps.append(Step("A", "attack", ca.pair(v)))
    else:
        if ryu and opener_kind == "special" and rng.random() < 0.6:
            m = HADOUKEN
        else:
            m = _move(rng, "Strike", ranks=("A",) if opener_kind == "super" else ("J", "Q", "K"),
                      types=("A", "B", "C", "D", "E"), type_weights=[3, 2, 5, 1, 1])
        steps.append(Step("A", "attack", (ca.take(m.rank),), m))
    opener = steps[0]

    # The response, and a block placed beforehand (rarely with a counter: CC-BLOCK-17).
    options, weights = ["none", "counter", "negate", "dodge"], [3, 4, 1, 3]
    if opener_kind == "throw":
        options, weights = ["none", "tech hit"], [2, 3]
    response = rng.choices(options, weights=weights)[0]
    block = None
    if response != "dodge" and rng.random() < (0.08 if response in ("counter", "negate") else 0.4):
        block = cb.take(str(rng.randint(2, b.strength)))
    att_priority = (a.bap if opener_kind == "basic" else opener.move.priority if opener.move else None)
    if response == "dodge":
        r = rng.random()
        if r < 0.12:
            card = cb.take(rng.choice("JQK"))
        elif r < 0.2:
            card = cb.take("A")
        else:
            card = cb.take(str(rng.randint(2, 10)))
        steps.append(Step("B", "dodge", (card,)))
    elif response in ("counter", "negate"):
        # Aim at the opener's priority (negation) or above it (counter) most of the time.
        p = att_priority + rng.choices([0, 1, 2, -1], weights=[4, 4, 1, 1])[0]
        p = max(1, p)
        if rng.random() < 0.35:
            b = Character(b.name, b.hp, b.strength, b.combo, p, b.defense_bonus, b.agility, b.throw)
            if opener_kind == "basic" and rng.random() < 0.6:
                n = min(b.strength, number_of(opener.cards[0]) + rng.choice([0, 0, 1, 2, -1]))
                red = opener.cards[0][-1] in ("H", "D")
                suit = rng.choice(("S", "C") if red != (rng.random() < 0.15) else ("H", "D"))
                card = cb.take(str(max(2, n)), suit)
            else:
                card = _basic(rng, cb, b)
            steps.append(Step("B", response, (card,)))
        else:
            m = _move(rng, "Guard", types=("A", "B", "C", "E"), type_weights=[1, 2, 5, 3])
            m = Move(m.name, m.rank, m.type, m.attrs, m.damage, p, m.cp)
            steps.append(Step("B", response, (cb.take(m.rank),), m))
    elif response == "tech hit":
        v = rng.randint(b.strength + 1, 10) if rng.random() < 0.85 and b.strength < 10 else rng.randint(2, 10)
        steps.append(Step("B", "tech hit", cb.pair(v)))

    # At most one more attack.
    if rng.random() < (0.15 if response in ("negate", "tech hit") else 0.7):
        if response == "dodge":
            side, ch, cards = "B", b, cb          # the ranged reply (or an attempt)
        elif response in ("counter", "negate") and rng.random() < 0.75:
            side, ch, cards = "B", b, cb
        else:
            side, ch, cards = "A", a, ca
        prev = steps[-1] if side == "B" and response != "dodge" else opener
        if rng.random() < (0.15 if response == "dodge" and side == "B" else 0.45):
            if prev.move is None and len(prev.cards) == 1 and rng.random() < 0.7:
                base = number_of(prev.cards[0])
                card = _basic(rng, cards, ch, value=base + rng.choice([1, 1, 1, 2, 0, -1]))
            else:
                card = _basic(rng, cards, ch)
            steps.append(Step(side, "attack", (card,)))
        else:
            if response == "dodge" and side == "B":
                m = _move(rng, "Follow", types=("A", "B", "C"), type_weights=[1, 2, 5],
                          ranged=rng.random() < 0.85)
            else:
                m = _move(rng, "Follow", types=("A", "B", "C", "D", "E"), type_weights=[1, 3, 8, 1, 1])
            steps.append(Step(side, "attack", (cards.take(m.rank),), m))
    return Scenario(a, b, block, tuple(steps))


def number_of(card: str) -> int:
    return int(card[:-1])


def generate(seed: int, index: int) -> Scenario:
    """Scenario number `index` of the family seeded with `seed` (deterministic)."""
    rng = random.Random(f"cc-diff:{seed}:{index}")
    while True:
        try:
            return _try(rng)
        except _Retry:
            continue


# ---------------------------------------------------------------------------------------------
# The writer
# ---------------------------------------------------------------------------------------------
def _character_line(side: str, ch: Character, block: str | None) -> str:
    props = [f"hp {ch.hp}", f"strength {ch.strength}", f"combo {ch.combo}", f"basic attack priority {ch.bap}",
             f"defense bonus {ch.defense_bonus}", f"agility {ch.agility}"]
    if ch.throw:
        props += [f"throw damage {ch.throw[0]}", f"throw combo points {ch.throw[1]}", 'throw type "A"']
    if block:
        props.append(f'block "{block}"')
    return f'character {side} "{ch.name}": ' + ", ".join(props)


def _define(m: Move, owner: str) -> str:
    t = m.type + (f"({', '.join(m.attrs)})" if m.attrs else "")
    return (f'define move "{m.name}" of "{owner}": Card: {RANKS[m.rank]}. Type: {t}. Damage: {m.damage}. '
            f"Priority: {m.priority}. Combo points: {m.cp}.")


def to_query(sc: Scenario, ident: str = "DIFF-CC") -> str:
    """The scenario as a query file (questions without `expect`)."""
    lines = [f'query "{ident}" "generated differential scenario"', "game capcom_crossovers", "turn A",
             "phase combat", _character_line("A", sc.a, None), _character_line("B", sc.b, sc.block)]
    seen = set()
    for st in sc.steps:
        if st.move is not None and not st.move.pool and st.move.name not in seen:
            seen.add(st.move.name)
            lines.append(_define(st.move, sc.a.name if st.side == "A" else sc.b.name))
    for st in sc.steps:
        line = f"step {st.side} {st.verb} " + " ".join(f'"{c}"' for c in st.cards)
        if st.move is not None:
            line += f' as "{st.move.name}"'
        lines.append(line)
    lines += [f"ask {q}" for q in questions(sc)]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":  # pragma: no cover - a look at a few scenarios
    import sys

    for i in range(int(sys.argv[1]) if len(sys.argv) > 1 else 3):
        print(to_query(generate(1, i), f"DIFF-CC-{i:05d}"))
