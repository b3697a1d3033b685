"""Seeded generator of Monster Rancher attack scenarios and a writer into the query language.

    from scenarios_mr import generate, to_query
    sc = generate(seed=42, index=7)
    text = to_query(sc, "DIFF-00007")

The scenarios stay inside the slice of tests/reference_mr.py and inside the knowledge base's
bounds (docs/queries.md: 3 monsters a side, numbers <= 40).  Statuses sit only on the monsters
whose cards give them (Doll on Mew, Provoking on Suezo/Mocchi, Enchant on Pixie, In Your Face on
Zilla's allies, KO on a taunter or on Zilla); a KO'd monster is never aimed at, given a share,
protected, hidden behind or asked to play a defense card.
"""

from __future__ import annotations

import random
from collections import Counter

from reference_mr import (AIR, ATTRIBUTES, CLAUSE_KINDS, DEFENSE_OWNER, GROUND, Defense, Monster, Move,
                          Scenario, peak, questions)

MAX_VALUE = 40   # vocabulary.json bounds: max_value
PER_SIDE = 3

# Pool monsters; the attributes the card pool states (cards.txt) are kept, except for the odd
# monster whose attribute has changed (Transform & co., MR-KO-04).
POOL = ("Pixie", "Mew", "Gali", "Phoenix", "Ghost", "Golem", "Naga", "Jell", "Plant", "Zilla", "Monol",
        "Mocchi", "Suezo", "Hare", "Durahan", "Henger", "Worm", "Centaur")
STATED = {"Pixie": AIR, "Monol": AIR, "Mocchi": GROUND, "Centaur": GROUND, "Mew": GROUND}
# Defenders: the ones with statuses or defense cards in the slice come up more often.
DEFENDER_WEIGHTS = {n: 1 for n in POOL}
DEFENDER_WEIGHTS.update({"Pixie": 3, "Mew": 3, "Suezo": 3, "Mocchi": 3, "Zilla": 3, "Golem": 2, "Jell": 2,
                         "Naga": 2, "Centaur": 2, "Monol": 2})

# Pool moves that fit a generated move exactly (used with a base override when base differs).
POOL_MOVES = {("Pixie", "split", None): "Shotgun", ("Gali", "each", None): "Flame Wall",
              ("Phoenix", "each", GROUND): "Fire River"}
POOL_BASE = {"Shotgun": 3, "Flame Wall": 2, "Fire River": 3}


def _attribute(rng: random.Random, name: str) -> str:
    if name in STATED and rng.random() < 0.92:
        return STATED[name]
    return rng.choice(ATTRIBUTES)


def _labels(names: list[str]) -> list[str]:
    """Labels: the name, or "Name A" / "Name B1" ... where a name repeats."""
    count = Counter(names)
    seen: Counter = Counter()
    labels = []
    for i, n in enumerate(names):
        side = "A" if i == 0 else "B"
        if count[n] == 1:
            labels.append(n)
        else:
            seen[(n, side)] += 1
            same_side = sum(1 for j, x in enumerate(names) if x == n and (j == 0) == (i == 0))
            labels.append(f"{n} {side}" + (str(seen[(n, side)]) if same_side > 1 else ""))
    return labels


def _try(rng: random.Random) -> Scenario:
    defense_card = rng.choices([None, "Sponge", "Counter", "Protect", "Hide"], weights=[4, 2, 2, 2, 2])[0]
    n_def = rng.choices([1, 2, 3], weights=[1, 3, 4])[0]
    if defense_card in ("Protect", "Hide"):
        n_def = max(n_def, 2)
    names = []
    if defense_card:
        names.append(DEFENSE_OWNER[defense_card])
    while len(names) < n_def:
        names.append(rng.choices(list(DEFENDER_WEIGHTS), weights=list(DEFENDER_WEIGHTS.values()))[0])
    rng.shuffle(names)
    attacker_name = rng.choice(POOL)
    labels = _labels([attacker_name] + names)

    # Statuses.
    statuses = [set() for _ in names]
    ko = [False] * len(names)
    for i, n in enumerate(names):
        if n == "Mew" and rng.random() < 0.5:
            statuses[i].add("Doll")
        if n in ("Suezo", "Mocchi") and rng.random() < 0.45:
            statuses[i].add("Provoking")
            if rng.random() < 0.25:
                ko[i] = True
        if n == "Pixie" and rng.random() < 0.45:
            statuses[i].add("Enchant")
    for i, n in enumerate(names):
        if n == "Zilla" and rng.random() < 0.5:
            for j in range(len(names)):
                if j != i:
                    statuses[j].add("In Your Face")
            if rng.random() < 0.3:
                ko[i] = True
    user_idx = names.index(DEFENSE_OWNER[defense_card]) if defense_card else None
    if user_idx is not None:
        ko[user_idx] = False                                  # a defense card's user is never KO'd
    defenders = []
    for i, n in enumerate(names):
        st = statuses[i]
        if ko[i]:
            st = st & {"Provoking"}                          # KO only on a taunter or on Zilla
        defenders.append(Monster(labels[i + 1], n, _attribute(rng, n), 0 if ko[i] else rng.randint(1, 30),
                                 frozenset(st), ko[i]))
    attacker = Monster(labels[0], attacker_name, _attribute(rng, attacker_name), rng.randint(1, 30))
    live = [m for m in defenders if not m.ko]
    if not live:
        raise _Retry
    user = defenders[user_idx] if user_idx is not None else None

    env = rng.choices([None, "Nice Fight", "Lock Tight"], weights=[2, 2, 2])[0]
    modifiers = tuple(rng.choices(["Critical", "Will Power"], k=rng.choices([0, 1, 2, 3], weights=[4, 4, 3, 1])[0]))
    base = rng.choices(range(9), weights=[1, 3, 4, 5, 5, 4, 3, 2, 2])[0]
    if env == "Lock Tight" and rng.random() < 0.5:      # keep some plays under Lock Tight legal
        base = rng.randint(0, 3)
        modifiers = rng.choice([(), (), ("Will Power",), ("Critical",)]) if base <= 1 else ()
    raw = base + 2 * modifiers.count("Critical")
    M = raw * 2 ** modifiers.count("Will Power")
    spread = rng.choices(["one", "each", "split"], weights=[5, 4, 3])[0]
    clause = None
    if spread != "split" and rng.random() < 0.5:
        clause = (rng.choice(CLAUSE_KINDS), rng.choice(ATTRIBUTES))

    # The ally a Protect / Hide acts on.
    on = None
    if defense_card in ("Protect", "Hide"):
        allies = [m for m in live if m is not user]
        if not allies:
            raise _Retry
        on = rng.choice(allies)

    target, only, shares = None, None, ()
    if spread == "one":
        if defense_card in ("Sponge", "Counter", "Hide") and rng.random() < 0.9:
            target = user
        elif defense_card == "Protect" and rng.random() < 0.9:
            target = on
        else:
            provokers = [m for m in live if m.has("Provoking")]
            safe = [m for m in live if not (m.has("Enchant") or m.has("In Your Face"))]
            if provokers and rng.random() < 0.6:
                target = rng.choice(provokers)
            elif safe and rng.random() < 0.6:
                target = rng.choice(safe)
            else:
                target = rng.choice(live)
        target = target.label
    elif spread == "each":
        if rng.random() < 0.4:
            only = rng.choice(ATTRIBUTES)
    else:
        total = M
        r = rng.random()
        if r < 0.12 and M > 0:
            total = rng.randint(0, M - 1)
        elif r < 0.17:
            total = M + rng.randint(1, 2)
        if total == 0 and defense_card:
            # A split that deals nothing to anyone, answered by a defense card: which share-less
            # monster may respond is open, so that pair is left out.
            total = M
        must = [m for m in (user, on) if m is not None]
        weights = {m.label: 0 for m in live}
        spare_taunters = rng.random() < 0.6
        for m in live:
            weights[m.label] = rng.randint(0, 3) + (2 if m in must else 0)
            if spare_taunters and m not in must and (m.has("Enchant") or m.has("In Your Face")):
                weights[m.label] = 0
        parts = {m.label: 0 for m in live}
        keys = [k for k, w in weights.items() if w > 0] or [live[0].label]
        for _ in range(total):
            k = rng.choices(keys, weights=[max(weights[x], 1) for x in keys])[0]
            parts[k] += 1
        listed = [(m.label, parts[m.label]) for m in live if parts[m.label] > 0 or rng.random() < 0.4]
        rng.shuffle(listed)
        shares = tuple(listed)
        if not shares:
            shares = ((live[0].label, 0),)

    card, define = "Gen", True
    key = (attacker_name, spread, only)
    if clause is None and key in POOL_MOVES and rng.random() < 0.7:
        card, define = POOL_MOVES[key], False
    move = Move(base, spread, target, only, shares, clause, card, define)
    defense = Defense(defense_card, user.label, on.label if on else None) if defense_card else None
    return Scenario(attacker, tuple(defenders), env, move, modifiers, defense)


class _Retry(Exception):
    pass


def generate(seed: int, index: int) -> Scenario:
    """Scenario number `index` of the family seeded with `seed` (deterministic)."""
    rng = random.Random(f"mr-diff:{seed}:{index}")
    while True:
        try:
            sc = _try(rng)
        except _Retry:
            continue
        if peak(sc) <= MAX_VALUE:
            return sc


# ---------------------------------------------------------------------------------------------
# The writer
# ---------------------------------------------------------------------------------------------
def _move_text(mv: Move) -> str:
    if mv.spread == "one":
        s = f"Deals {mv.base} damage to one opponent monster."
    elif mv.spread == "each":
        s = f"Deals {mv.base} damage to each {mv.only + ' ' if mv.only else ''}opponent monster."
    else:
        s = f"Deals {mv.base} damage split among the opponent's monsters."
    if mv.clause:
        kind, attr = mv.clause
        s += {"double": f" Deals double damage to {attr} monsters.",
              "no": f" Deals no damage to {attr} monsters.",
              "only": f" Can only damage {attr} monsters.",
              "cannot": f" Cannot damage {attr} monsters."}[kind]
    return s


def _monster_line(side: str, m: Monster) -> str:
    head = f'monster {side} "{m.name}"' + (f' as "{m.label}"' if m.label != m.name else "")
    props = [f"attribute {m.attribute}", f"lp {m.lp}"]
    props += [f'status "{s}"' for s in sorted(m.statuses)]
    if m.ko:
        props.append("ko")
    return head + ": " + ", ".join(props)


def to_query(sc: Scenario, ident: str = "DIFF") -> str:
    """The scenario as a query file (questions without `expect`)."""
    mv = sc.move
    lines = [f'query "{ident}" "generated differential scenario"', "game monster_rancher"]
    if sc.env:
        lines.append(f'env "{sc.env}"')
    lines.append(_monster_line("A", sc.attacker))
    lines += [_monster_line("B", m) for m in sc.defenders]
    if mv.define:
        lines.append(f'define move "{mv.card}" (POW): {_move_text(mv)}')
    play = f'play "{sc.attacker.label}" uses "{mv.card}"'
    if mv.target:
        play += f' on "{mv.target}"'
    if not mv.define and mv.base != POOL_BASE[mv.card]:
        play += f": base {mv.base}"
    lines.append(play)
    if sc.modifiers:
        lines.append("with " + ", ".join(f'"{c}"' for c in sc.modifiers))
    if mv.spread == "split":
        lines.append("split " + ", ".join(f'"{label}" {n}' for label, n in mv.shares))
    if sc.defense:
        d = sc.defense
        lines.append(f'defense "{d.user}" plays "{d.card}"' + (f' on "{d.on}"' if d.on else ""))
    for kind, label in questions(sc):
        lines.append(f"ask {kind}" + (f' "{label}"' if label else ""))
    return "\n".join(lines) + "\n"


if __name__ == "__main__":  # pragma: no cover - a look at a few scenarios
    import sys

    for i in range(int(sys.argv[1]) if len(sys.argv) > 1 else 3):
        print(to_query(generate(1, i), f"DIFF-{i:05d}"))
