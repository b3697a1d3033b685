"""Seeded scenario streams of the shipped games, for benchmarks/run.py.

    from streams import stream
    s = stream("epic_battles")
    item = s.item(17)          # scenario number 17 of the stream (deterministic, independent of n)
    item.legal, item.full      # the scenario asking "ask legal" only / every outcome question
    item.state, item.candidates  # a state without its play, and each candidate play as a query text

Every stream is built from its game's vocabulary (monsters, moves, statuses and ENVs of Monster
Rancher's pool; Capcom characters' stats, moves, cards and answers; Epic Battles' attacks of cost
0..3 and kind punch/kick/weapon/projectile, blocks, energy, hands, Techniques, Supports and
Locations, the pool's characters and cards) and seeded per index, so item i is the same whatever
the length of the stream, and thousands of distinct scenarios come out of one seed.

- Monster Rancher: tests/scenarios_mr.py (the differential generator, inside the slice of the
  hand-written reference tests/reference_mr.py, which is the stream's Python peer). Candidates of
  a state: each non-BLK move of side A's monster (its pool moves, plus the scenario's ad hoc move)
  aimed at each opponent monster (a split move: its whole damage on that monster), or without a
  target when it takes none.
- Capcom Crossovers: an opening attack, an answer or none, up to two follow-ups, random stats,
  hands holding the cards played; its Python peer is tests/reference_cc.py on scenario i of the
  differential family tests/scenarios_cc.py (item.ref, item.ref_legal). Candidates: after the opening attack, each card of either hand
  as the next step (a number card: a basic attack by A, a dodge by B; a face card: each move of
  that rank, attacked with by A or countered with by B).
- Epic Battles: an attack (a combo of two sometimes) answered by a pass or a block (two when the
  attack asks for two), at most one extra element (a face-up Technique, Support or Location, The
  Sounds of Music in the energy pile, Sean, Dudley with an event). Candidates: before the first
  step, or after the first attack, each card in hand played as the next step (attack, block,
  play, set) and a pass.

    python benchmarks/streams.py check epic_battles --n 3000 [--workers 2]
    python benchmarks/streams.py show epic_battles --n 3
    python benchmarks/streams.py batch epic_battles --n 300 --workers 2

check asks every scenario of a stream (both texts and every candidate of every state) and reports
the ones that raise, with their text, and how many distinct scenarios the stream gave; show prints
scenarios, states and candidates; batch times the stream through pyrules.batch.run_batch (used by
run.py, so that 1 and 2 workers both start from a fresh process) and prints it as JSON.
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))  # the seeded MR generator and the Python reference
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))  # an installed pyrules comes first; else the checkout


@dataclass
class Item:
    """One scenario of a stream."""

    legal: str                    # the scenario, asking only "ask legal"
    full: str                     # the scenario, asking every outcome question
    state: str = ""               # a state of the scenario without the play that follows
    candidates: list[str] = field(default_factory=list)  # every candidate play of `state`, asking legal
    ref: object = None            # what the Python reference takes (MR, CC: the Scenario)
    ref_legal: str = ""           # the reference's scenario asking legal, when it is not `legal` (CC)


def _legal_only(text: str) -> str:
    return "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("ask ")) + "\nask legal\n"


# ---------------------------------------------------------------------------------------------
# Monster Rancher
# ---------------------------------------------------------------------------------------------
class MonsterRancher:
    game = "monster_rancher"
    cold_query = ROOT / "queries" / "monster_rancher" / "MR-CASE-019.query"

    def __init__(self, seed: int = 11):
        self.seed = seed
        self._moves = None

    def _pool_moves(self) -> dict[str, list[tuple[str, str, int]]]:
        """Monster -> its non-BLK pool moves as (name, spread, base): spread one/split/each/none."""
        if self._moves is None:
            from pyrules.statements import load_pool

            moves: dict[str, list[tuple[str, str, int]]] = {}
            for e in load_pool(self.game).entries:
                if e.kind != "move" or "blk" in e.tags or not e.owner:
                    continue
                spread, base = "none", 0
                for s in e.sentences:
                    sp = getattr(s.clause, "spread", None)
                    if type(s.clause).__name__ == "Deal" and sp in ("one", "split", "each"):
                        spread, base = sp, s.clause.amount
                        break
                moves.setdefault(e.owner, []).append((e.name, spread, base))
            self._moves = moves
        return self._moves

    def item(self, i: int) -> Item:
        from scenarios_mr import generate, to_query

        sc = generate(self.seed, i)
        full = to_query(sc, f"B{i}")
        lines = full.splitlines()
        keep = [ln for ln in lines if ln.split(" ", 1)[0] in ("query", "game", "env", "monster", "define")]
        state = "\n".join(keep)
        att = sc.attacker.label
        moves = list(self._pool_moves().get(sc.attacker.name, []))
        if sc.move.define:
            moves.append((sc.move.card, sc.move.spread, sc.move.base))
        targets = [m.label for m in sc.defenders if not m.ko]
        candidates = []
        for name, spread, base in moves:
            if spread == "one":
                plays = [f'play "{att}" uses "{name}" on "{t}"' for t in targets]
            elif spread == "split":
                plays = [f'play "{att}" uses "{name}"\nsplit "{t}" {base}' for t in targets]
            else:
                plays = [f'play "{att}" uses "{name}"']
            candidates += [f"{state}\n{p}\nask legal\n" for p in plays]
        return Item(_legal_only(full), full, state, candidates, sc)

    @staticmethod
    def reference(item: Item):
        from reference_mr import explore

        return explore(item.ref)


# ---------------------------------------------------------------------------------------------
# Capcom Crossovers
# ---------------------------------------------------------------------------------------------
CC_MOVES = [  # (card rank, type, damage, priority, cp)
    ("J", "A(R)", 8, 3, 1), ("Q", "C", 6, 3, 1), ("K", "C(R)", 9, 3, 1), ("J", "C(U)", 5, 2, 1),
    ("Q", "B", 7, 4, 1), ("K", "D", 12, 3, 2), ("A", "C", 20, 4, 2), ("Q", "E", 7, 4, 1), ("J", "C(R, S)", 6, 3, 1),
]
CC_RANKS = {"J": "Jack", "Q": "Queen", "K": "King", "A": "Ace"}
SUITS = "SHDC"


class CapcomCrossovers:
    game = "capcom_crossovers"
    cold_query = ROOT / "queries" / "capcom_crossovers" / "CC-CASE-001.query"

    @staticmethod
    def reference(item: Item):
        from reference_cc import explore

        return explore(item.ref)

    def _peer(self, i: int) -> tuple:
        """Scenario i of the differential family (tests/scenarios_cc.py), the Python reference's
        own (the stream's scenarios hold hands and two follow-ups, outside its family)."""
        from scenarios_cc import generate, to_query

        sc = generate(self.seed, i)
        return sc, _legal_only(to_query(sc, f"P{i}"))

    def __init__(self, seed: int = 7):
        self.seed = seed

    def item(self, i: int) -> Item:
        rng = random.Random(f"cc-bench:{self.seed}:{i}")
        deck = [f"{r}{s}" for r in [str(n) for n in range(2, 11)] + list("JQKA") for s in SUITS]
        rng.shuffle(deck)

        def card(ranks: str | None = None) -> str:
            for k, c in enumerate(deck):
                if ranks is None or c[:-1] in ranks:
                    return deck.pop(k)
            raise AssertionError("deck exhausted")

        def stats() -> str:
            return (f"hp {rng.randint(20, 90)}, strength {rng.randint(4, 8)}, combo {rng.randint(2, 5)}, "
                    f"basic attack priority {rng.randint(1, 4)}, agility {rng.randint(1, 6)}, "
                    f"defense bonus {rng.randint(0, 3)}")

        head = ["game capcom_crossovers", f'character A "X": {stats()}',
                f'character B "D": {stats()}' + (f', block "{card("23456")}"' if rng.random() < 0.3 else "")]
        for who in "XD":
            for k, (rank, typ, dmg, prio, cp) in enumerate(CC_MOVES):
                head.append(f'define move "M{who}{k}" of "{who}": Card: {CC_RANKS[rank]}. '
                            f"Type: {typ}. Damage: {dmg}. Priority: {prio}. Combo points: {cp}.")
        hands = {"A": [], "B": []}

        def attack() -> str:
            if rng.random() < 0.5:
                c = card("2345678")
                hands["A"].append(c)
                return f'step A attack "{c}"'
            k = rng.randrange(len(CC_MOVES))
            c = card(CC_MOVES[k][0])
            hands["A"].append(c)
            return f'step A attack "{c}" as "MX{k}"'

        steps = [attack()]
        r = rng.random()
        if r < 0.2:
            c = card("23456789")
            steps.append(f'step B dodge "{c}"')  # the dodge card is flipped from the draw pile
        elif r < 0.45:
            k = rng.randrange(len(CC_MOVES))
            c = card(CC_MOVES[k][0])
            hands["B"].append(c)
            steps.append(f'step B counter "{c}" as "MD{k}"')
        for _ in range(rng.randint(0, 2)):
            steps.append(attack())
        extra = {"A": [card() for _ in range(rng.randint(1, 3))], "B": [card() for _ in range(rng.randint(1, 3))]}
        players = [f"player {s}: hand " + " ".join(f'"{c}"' for c in hands[s] + extra[s]) for s in "AB"]
        body = "\n".join(head + players + steps)
        full = body + '\nask legal\nask damage "D"\nask damage "X"\nask hp "D"\nask cp used "X"\nask may continue A\n'

        # all legal plays: after the opening attack, each card of either hand as the next step
        opening = hands["A"][0]
        state_players = [f'player A: hand "{opening}" ' + " ".join(f'"{c}"' for c in extra["A"]),
                         "player B: hand " + " ".join(f'"{c}"' for c in extra["B"])]
        state = "\n".join(head + state_players + steps[:1])
        nexts = []
        for side, who, verb_num, verb_face in (("A", "X", "attack", "attack"), ("B", "D", "dodge", "counter")):
            for c in extra[side]:
                rank = c[:-1]
                if rank.isdigit():
                    nexts.append(f'step {side} {verb_num} "{c}"')
                else:
                    nexts += [f'step {side} {verb_face} "{c}" as "M{who}{k}"'
                              for k, mv in enumerate(CC_MOVES) if mv[0] == rank]
        candidates = [f"{state}\n{s}\nask legal\n" for s in nexts]
        ref, ref_legal = self._peer(i)
        return Item(body + "\nask legal\n", full, state, candidates, ref, ref_legal)


# ---------------------------------------------------------------------------------------------
# Epic Battles
# ---------------------------------------------------------------------------------------------
EB_KINDS = ("punch", "kick", "weapon", "projectile")
EB_ATTACK_TEXTS = ("This attack does +1 damage.", "HIT – Draw a card.", "HIT – Discard a card from your hand.",
                   "It takes 2 blocks to block this attack.", "When you play this attack, draw a card.")
EB_MODIFIERS = ("Your punches do +1 damage.", "Your kicks gain +1 chip.", "Your weapons do +1 damage.",
                "Your projectiles cost -1 energy (minimum 1).", "Attacks in your combos do +1 damage.",
                "Attacks in your combos gain +1 chip.",
                "Your rival must pay 1 energy before he can block your projectiles.")
EB_EVENTS = ("Draw a card.", "Discard a card from your hand.", "Your punches do +1 damage.", "Your kicks gain +1 chip.")
EB_LOCATIONS = ("Top: Your blocks cost +1 energy.", "Bottom: Your blocks cost +1 energy.",
                "Top: Your punches do +1 damage.", "Bottom: Your kicks gain +1 chip.",
                "Top: Your blocks cost +1 energy. Bottom: Your punches do +1 damage.",
                "Top: Your blocks cost +1 energy. Bottom: Your kicks gain +1 chip.")
EB_CHARACTERS = (None, None, None, "Dudley", "Sean", "Ranma", "Ryoga", "Akane")  # Ryoga, Akane: defined
EB_POOL_ATTACKS = ("Sparring", "Berserk Chop", "The Sounds of Music")


class EpicBattles:
    game = "epic_battles"
    cold_query = ROOT / "queries" / "epic_battles" / "EB-CASE-051.query"
    reference = None

    def __init__(self, seed: int = 5):
        self.seed = seed

    def item(self, i: int) -> Item:
        rng = random.Random(f"eb-bench:{self.seed}:{i}")
        att = rng.choice("AAB")
        dfd = "B" if att == "A" else "A"
        defines: list[str] = []
        zones = {s: {"hand": [], "energy": [], "up": [], "down": []} for s in "AB"}
        counts = {s: {} for s in "AB"}
        chars = {s: rng.choice(EB_CHARACTERS) for s in "AB"}

        # the attacks in the attacker's hand
        attacks = []
        for k in range(rng.choices([1, 2, 3], weights=[3, 4, 2])[0]):
            if rng.random() < 0.12:
                name = EB_POOL_ATTACKS[k % len(EB_POOL_ATTACKS)]
                kind = {"Sparring": "punch", "Berserk Chop": "weapon", "The Sounds of Music": "weapon"}[name]
            else:
                kind = rng.choice(EB_KINDS)
                name = f"Atk-{kind[0].upper()}{k + 1}"
            height = rng.choice(("high", "high", "low"))
            text = f"Cost: {rng.randint(0, 3)}. Damage: {rng.randint(1, 5)}."
            if rng.random() < 0.6:
                text += f" Chip: {rng.randint(0, 2)}."
            if name in EB_POOL_ATTACKS:
                text = text.replace(".", ". [assumed]")
            elif rng.random() < 0.3:
                text += " " + rng.choice(EB_ATTACK_TEXTS)
            tags = f"{kind}, {height}" if name not in EB_POOL_ATTACKS else height
            defines.append(f'define attack "{name}" ({tags}): {text}')
            attacks.append((name, kind, height, "2 blocks" in text))
        zones[att]["hand"] += [a[0] for a in attacks]

        # the defender's blocks
        blocks = []
        for k in range(rng.choices([0, 1, 2, 3], weights=[2, 4, 3, 1])[0]):
            height = rng.choice(("high", "high", "low"))
            name = f"Blk-{height[0].upper()}{k + 1}"
            defines.append(f'define block "{name}" ({height}): Cost: {rng.randint(0, 2)}.')
            blocks.append((name, height))
        zones[dfd]["hand"] += [b[0] for b in blocks]
        if rng.random() < 0.15:  # an attack in the defender's hand (no answer to an attack)
            defines.append('define attack "Atk-D" (kick, high): Cost: 0. Damage: 1.')
            zones[dfd]["hand"].append("Atk-D")

        # one element at most
        element = rng.choices(["none", "technique", "support", "location", "sounds", "dudley", "event", "kamidogu"],
                              weights=[5, 3, 2, 3, 1, 1, 1, 1])[0]
        flip_after_attack = None
        if element == "technique":
            defines.append(f'define technique "Tech-1": Cost: 1. {rng.choice(EB_MODIFIERS)}')
            zones[rng.choice((att, att, dfd))]["up"].append("Tech-1")
        elif element == "support":
            sup = rng.choice(("Akane (Support)", "Ranma (Support)", "Sup-1"))
            text = "Cost: 1. [assumed]" if sup != "Sup-1" else f"Cost: 1. {rng.choice(EB_MODIFIERS[:3])}"
            defines.append(f'define support "{sup}": {text}')
            zones[rng.choice("AB")][rng.choice(("up", "up", "down", "hand"))].append(sup)
        elif element == "location":
            defines.append(f'define location "Loc-1": {rng.choice(EB_LOCATIONS)}')
            zones[rng.choice("AB")]["up"].append("Loc-1")
        elif element == "sounds":
            first = 2 if "The Sounds of Music" in zones[att]["hand"] else 1
            zones[att]["energy"] += [f"The Sounds of Music #{first + j}" for j in range(rng.randint(1, 2))]
        elif element == "dudley":
            chars[att] = "Dudley"
            events = rng.sample(["Insanity", "Catfight", "Busted"], 1)
            zones[att]["down"] += events
            counts[att]["deck"] = 30
            if attacks[0][1] == "punch" or rng.random() < 0.5:
                flip_after_attack = events
        elif element == "event":
            defines.append(f'define event "Ev-1": {rng.choice(EB_EVENTS)}')
            zones[att]["down"].append("Ev-1")
            counts[att]["deck"] = 30
            if rng.random() < 0.7:
                flip_after_attack = ["Ev-1"]
        elif element == "kamidogu":
            defines.append('define kamidogu "Kami-1":')
            zones[dfd]["up"].append("Kami-1")

        for s in "AB":
            if rng.random() < 0.8:
                counts[s]["energy"] = len(zones[s]["energy"]) + rng.randint(0, 6)
            if rng.random() < 0.5:
                counts[s]["hand"] = len(zones[s]["hand"]) + rng.randint(0, 3)
            if rng.random() < 0.4 and "deck" not in counts[s]:
                counts[s]["deck"] = rng.randint(5, 40)
        for s in "AB":
            if chars[s] in ("Ryoga", "Akane") and f'define character "{chars[s]}":' not in defines:
                defines.append(f'define character "{chars[s]}":')

        # the steps: an attack and its answer, a combo of two sometimes
        def answer(attack) -> str:
            fits = [b for b, h in blocks if h == attack[2] and b not in used]
            r = rng.random()
            if not blocks or r < 0.35:
                return f"step {dfd} pass"
            pick = fits if fits and r < 0.85 else [b for b, _ in blocks if b not in used]
            if not pick:
                return f"step {dfd} pass"
            n = 2 if attack[3] and len(pick) >= 2 else 1
            chosen = pick[:n]
            used.update(chosen)
            return f"step {dfd} block " + " ".join(f'"{b}"' for b in chosen)

        used: set[str] = set()
        steps = [f'step {att} attack "{attacks[0][0]}"']
        if flip_after_attack:
            steps.append(f"step {att} flip " + " ".join(f'"{e}"' for e in flip_after_attack))
        steps.append(answer(attacks[0]))
        combo = len(attacks) > 1 and rng.random() < 0.45
        if combo:
            steps.append(f'step {att} attack "{attacks[1][0]}"')
            steps.append(answer(attacks[1]))

        def player_lines() -> list[str]:
            out = []
            for s in "AB":
                parts = []
                for z in ("hand", "energy", "up", "down"):
                    if zones[s][z]:
                        parts.append(f"{z} " + " ".join(f'"{c}"' for c in zones[s][z]))
                parts += [f"{z} {n}" for z, n in counts[s].items()]
                if chars[s] == "Dudley" and "deck" not in counts[s]:
                    parts.append("deck 30")
                if parts:
                    out.append(f"player {s}: " + ", ".join(parts))
            return out

        head = [f'query "EB-BENCH-{i}"', "game epic_battles", f"turn {att}", "phase battle"]
        head += [f'character {s} "{chars[s]}"' + (' as "Mirror"' if s == "B" and chars["A"] == chars[s] else "")
                 for s in "AB" if chars[s]]
        body = "\n".join(head + defines + player_lines() + steps)
        x, y = attacks[0][0], dfd
        asks = ["legal", f"damage {y}", f"chip {y}", f'blocked "{x}"', f'cost "{x}"',
                f'block tax "{x}"', f"spent {att}", f"spent {y}", f"energy {att}", f'zone "{x}"', f"combo {att}"]
        full = body + "\n" + "\n".join(f"ask {a}" for a in asks) + "\n"

        # all legal plays: before the first step, or right after the first attack, each card in a
        # hand played as the next step (the verb its kind takes), and a pass
        cut = rng.choice((0, 1))
        state = "\n".join(head + defines + player_lines() + steps[:cut])
        verbs = {"attack": "attack", "block": "block", "location": "play", "event": "set", "technique": "set",
                 "support": "set"}
        kinds = {ln.split('"')[1]: ln.split()[1] for ln in defines}
        kinds.update({"Sparring": "attack", "Berserk Chop": "attack", "The Sounds of Music": "attack"})
        nexts = []
        for s in "AB":
            for c in dict.fromkeys(zones[s]["hand"]):
                if cut == 1 and c == attacks[0][0]:
                    continue  # already played
                nexts.append(f'step {s} {verbs.get(kinds.get(c, "card"), "play")} "{c}"')
        nexts.append(f"step {dfd if cut else att} pass")
        candidates = [f"{state}\n{s}\nask legal\n" for s in nexts]
        return Item(body + "\nask legal\n", full, state, candidates)  # no Python reference for this game


STREAMS = {"monster_rancher": MonsterRancher, "capcom_crossovers": CapcomCrossovers, "epic_battles": EpicBattles}


def stream(game: str):
    return STREAMS[game]()


# ---------------------------------------------------------------------------------------------
# Batch tasks (module level: pickled by name)
# ---------------------------------------------------------------------------------------------
def answer_texts(kb, texts: list[str]) -> int:
    """A batch task: every question of a group of scenarios (KnowledgeBase.ask_each)."""
    from pyrules.query import parse_query

    return sum(len(r) for r in kb.ask_each([parse_query(t) for t in texts]) if isinstance(r, list))


def check_item(kb, job: tuple[str, int]) -> list[tuple[str, str, str]]:
    """Every text of one stream item asked: the ones that raise, as (what, error, text)."""
    game, i = job
    item = stream(game).item(i)
    bad = []
    for what, text in [("legal", item.legal), ("full", item.full)] + [(f"candidate {k}", c) for k, c in
                                                                       enumerate(item.candidates)]:
        try:
            kb.ask_text(text)
        except Exception as exc:  # noqa: BLE001 - a report, not a recovery
            bad.append((f"item {i} {what}", f"{type(exc).__name__}: {exc}", text))
    return bad


def main() -> None:
    ap = argparse.ArgumentParser(description="check a stream: every scenario parses and answers")
    ap.add_argument("command", choices=["check", "show", "batch"])
    ap.add_argument("game", choices=sorted(STREAMS))
    ap.add_argument("--n", type=int, default=3000)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--show", type=int, default=5, help="texts of the first SHOW failures")
    args = ap.parse_args()
    s = stream(args.game)
    if args.command == "show":
        for i in range(args.start, args.start + args.n):
            item = s.item(i)
            print(item.full)
            print(f"-- state ({len(item.candidates)} candidates):\n{item.state}\n")
            for c in item.candidates:
                print("   " + c.splitlines()[-2])
            print()
        return
    from pyrules.batch import chunks, run_batch
    from pyrules.kb import TOGETHER

    if args.command == "batch":  # benchmarks/run.py: the whole stream through run_batch, from a fresh process
        import json
        import time

        texts = [s.item(i).full for i in range(args.start, args.start + args.n)]
        start = time.perf_counter()
        answers = run_batch(args.game, chunks(texts, TOGETHER), answer_texts, workers=args.workers)
        seconds = time.perf_counter() - start
        print(json.dumps({"game": args.game, "scenarios": len(texts), "workers": args.workers,
                          "questions": sum(answers), "seconds": seconds}))
        return
    items = [s.item(i) for i in range(args.start, args.start + args.n)]
    distinct = len({it.full for it in items})
    candidates = sum(len(it.candidates) for it in items)
    results = run_batch(args.game, [(args.game, i) for i in range(args.start, args.start + args.n)], check_item,
                        workers=args.workers)
    bad = [b for r in results for b in r]
    print(f"{args.game}: {args.n} scenarios ({distinct} distinct), {candidates} candidate plays, "
          f"{len(bad)} texts raised")
    kinds: dict[str, int] = {}
    for what, err, text in bad:
        first = err.splitlines()[0].split(": ", 1)[-1]
        kinds[first] = kinds.get(first, 0) + 1
    for first, count in sorted(kinds.items(), key=lambda kv: -kv[1]):
        print(f"  {count:5d}  {first}")
    for what, err, text in bad[:args.show]:
        print(f"\n== {what}: {err}\n{text}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
