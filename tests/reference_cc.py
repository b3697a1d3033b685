"""An independent, hand-written reference for one family of Capcom Crossovers rulings.

Written from the rules document (shared/seeds/002_83da45164de8781f.txt, Rules v3.0), the clause
ids of shared/rulebook/capcom_crossovers.md and the card facts of capcom_crossovers_cards.md,
NOT from the knowledge base's ASP code.  It is the oracle of tests/test_differential_cc.py.

The family: in A's combat phase, A's character opens with one attack (a basic attack with a
number card, a throw with a pair, a special move with a face card, a super move with an Ace);
B's character may have a block down from its previous combat phase and may answer the opening
attack with one response (a dodge, a counter or negation, a tech hit); then at most one more
attack follows: A's follow-up in the combo, B's combo after its counter, or B's one ranged
reply after a successful dodge.  Answers: the legality of each step and of the whole, the
damage each character takes and its HP after, where each card ends, the combo points each
character used and whether each side may still add attacks.

Steps are played in order and the first illegal step and every step after it do not happen
(docs/queries.md, "Sequence games"): the outcome is that of the legal steps.

Where the document leaves a point open the reference does not guess.  Every open point is a
*choice*, as in tests/reference_mr.py:

* a NAMED choice is a gap of shared/rulebook/capcom_crossovers.md for which the knowledge base
  keeps named readings (docs/queries.md); the knowledge base is expected to answer ``unknown``
  there and list the answer per reading;
* a SILENT choice ("S-...") is a point the document does not settle and for which the knowledge
  base has no named reading: when its sides give different answers the answer is ``None`` and
  is not compared.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from reference_mr import Path, explore_with

NAMED = {
    "CC-G3": ("ascending_run", "no_skip"),          # "sequential order" of basic attacks
    "CC-G4": ("opener_rules", "type_a_allowed"),     # after a Type E counter, "as a Type A move"
    "CC-G5": ("own_phase_only", "any_first_attack"),  # a Type A move used in the opponent's phase
    "CC-M8": ("succeeds", "fails"),                  # a dodge that flips a face card (no value)
    "CC-G9": ("no_damage", "half_damage", "without_range"),  # NEG-13 vs NEG-14
    "CC-G11": ("discarded", "returned"),             # blocked basic attack equal to the total
    "CC-G12": ("multiplied", "raw"),                 # block card fate against a super
    "CC-G30": ("printed_damage", "dealt_damage"),    # block card fate against a blocked (T) move
}
DEFAULT_READINGS = {k: v[0] for k, v in NAMED.items()}

RANKS = {"J": "Jack", "Q": "Queen", "K": "King", "A": "Ace"}
RED = ("H", "D")
VALUE = {"basic": 1, "special": 2, "super": 3}      # attack value, CC-NEG-07


# ---------------------------------------------------------------------------------------------
# Scenario
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Character:
    name: str
    hp: int
    strength: int
    combo: int
    bap: int                        # basic attack priority
    defense_bonus: int
    agility: int
    throw: tuple | None = None      # (damage, combo points): a throw is Type A (CC-THROW-07)


@dataclass(frozen=True)
class Move:
    name: str
    rank: str                       # "J" | "Q" | "K" | "A"
    type: str                       # "A".."E"
    attrs: tuple                    # subset of ("R", "U", "H", "T"), in that order
    damage: int
    priority: int
    cp: int
    pool: bool = False              # a card-pool move (Ryu's Hadouken): no define line


@dataclass(frozen=True)
class Step:
    side: str                       # "A" | "B"
    verb: str                       # "attack" | "counter" | "negate" | "dodge" | "tech hit"
    cards: tuple                    # card names: "5H", "10C", "JS", "AD"
    move: Move | None = None


@dataclass(frozen=True)
class Scenario:
    a: Character                    # the turn player's character
    b: Character
    block: str | None               # B's block card, placed in B's previous combat phase
    steps: tuple                    # steps[0]: A's opening attack


def rank(card: str) -> str:
    return card[:-1]


def suit(card: str) -> str:
    return card[-1]


def number(card: str) -> int | None:
    r = rank(card)
    return int(r) if r.isdigit() else None


def _kind(step: Step) -> str:
    """basic | throw | special | super, for an attacking step."""
    if step.move is not None:
        return "super" if step.move.rank == "A" else "special"
    return "throw" if len(step.cards) == 2 else "basic"


@dataclass
class Attack:
    """An attacking step with its stats (CC-BASIC-03..05, CC-SPEC-02, CC-THROW-09)."""
    kind: str
    damage: int
    priority: int | None
    cp: int
    type: str
    attrs: tuple
    number: int | None = None       # a basic attack's card value
    red: bool | None = None         # a basic attack's colour

    @property
    def value(self) -> int:
        return VALUE.get(self.kind, 0)


def attack_of(step: Step, ch: Character) -> Attack:
    kind = _kind(step)
    if kind == "basic":
        c = step.cards[0]
        return Attack(kind, number(c), ch.bap, 1, "C", (), number(c), suit(c) in RED)
    if kind == "throw":
        dmg, cp = ch.throw
        return Attack(kind, dmg, None, cp, "A", ("U",))
    m = step.move
    return Attack(kind, m.damage, m.priority, m.cp, m.type, m.attrs)


# ---------------------------------------------------------------------------------------------
# The rules
# ---------------------------------------------------------------------------------------------
def _well_formed(st: Step, ch: Character) -> bool:
    """The cards make the attack: CC-BASIC-01/02, CC-THROW-01/02, CC-SPEC-07, CC-SUPER-01."""
    k = _kind(st)
    if k == "basic":
        n = number(st.cards[0])
        return n is not None and 2 <= n <= 10 and n <= ch.strength
    if k == "throw":
        n1, n2 = number(st.cards[0]), number(st.cards[1])
        return n1 is not None and n1 == n2 and n1 > ch.strength and ch.throw is not None
    return len(st.cards) == 1 and rank(st.cards[0]) == st.move.rank


def _run(sc: Scenario, choose: Callable[[str, tuple], object]) -> dict:
    A, B = sc.a, sc.b
    damage = {"A": 0, "B": 0}
    cp = {"A": 0, "B": 0}
    where: dict = {}                    # (side, card) -> pile; None: the document does not say
    for st in sc.steps:
        for c in st.cards:
            # the card of a step that does not happen stays in hand; a dodge's card in the draw pile
            where[(st.side, c)] = None if st.verb == "dodge" else "hand"
    legal: list = []

    def sequential(prev: Attack | None, nxt: Attack) -> bool:
        """Two basic attacks in one combo (CC-BASIC-07/08, CC-G3)."""
        if prev is None or prev.kind != "basic" or nxt.kind != "basic":
            return True
        if nxt.number == prev.number + 1:
            return True
        if abs(nxt.number - prev.number) > 1:
            return False                                    # a skipped value (4 then 6, 4 then 2): CC-BASIC-08
        return choose("CC-G3", NAMED["CC-G3"]) == "no_skip"   # descending by one or repeated: CC-G3

    def discard(st: Step) -> None:
        for c in st.cards:
            where[(st.side, c)] = "discard"                 # CC-COMBO-09, CC-BLOCK-14, CC-COUNTER-06

    steps = list(sc.steps)
    opener, rest = steps[0], steps[1:]
    if opener.side != "A" or opener.verb != "attack":
        raise ValueError("the family opens with A's attack")
    response = rest.pop(0) if rest and rest[0].side == "B" and rest[0].verb != "attack" else None
    if len(rest) > 1 or (rest and rest[0].verb != "attack"):
        raise ValueError("at most one attack follows the response")
    follow = rest[0] if rest else None

    att = attack_of(opener, A)
    ok = (_well_formed(opener, A) and att.type != "E"        # CC-TYPE-09
          and att.cp <= A.combo)                              # CC-COMBO-03
    legal.append(ok)
    a_open = True           # may A add attacks to its combo
    b_open = False          # may B add attacks (after a higher-priority counter, CC-COUNTER-05)
    b_reply = False         # may B make its one ranged attack (after a successful dodge, CC-DODGE-07)
    b_after_e = False       # B countered with a Type E move (CC-TYPE-10)
    a_last: Attack | None = None
    b_last: Attack | None = None
    stopped = False         # the opening attack deals nothing (dodged, countered, negated, tech hit)
    if ok:
        cp["A"] += att.cp
        a_last = att
        discard(opener)
        if att.type in ("B", "D"):
            a_open = False                                  # CC-TYPE-04, CC-TYPE-07/08

    if response is not None:
        if not ok:
            legal.append(False)
        else:
            r_ok = False
            if response.verb == "dodge":
                if sc.block or att.kind == "throw":
                    raise ValueError("the family dodges no throw and never while blocking (CC-G20, CC-G21)")
                if "H" not in att.attrs:                    # CC-ATTR-05
                    r_ok = True
                    card = response.cards[0]
                    where[("B", card)] = "discard"          # CC-DODGE-02
                    n = number(card)
                    if rank(card) == "A":
                        n = 1                               # CC-DODGE-04
                    if n is not None:
                        success = n <= B.agility            # CC-DODGE-03
                    else:                                   # a face card: no value (CC-M8)
                        success = choose("CC-M8", NAMED["CC-M8"]) == "succeeds"
                    if success:                             # CC-DODGE-05/06/07
                        stopped, a_open, b_reply = True, False, True
                    # a failed dodge: the attack goes on (CC-DODGE-09)
                else:
                    where[("B", response.cards[0])] = None  # never flipped: still in the draw pile
            elif response.verb in ("counter", "negate"):
                if att.kind == "throw":
                    raise ValueError("the family counters no throw (CC-G15)")
                c = attack_of(response, B)
                if c.type == "D":
                    raise ValueError("the family counters with no Type D move")
                r_ok = (not sc.block                        # CC-BLOCK-17
                        and _well_formed(response, B) and c.cp <= B.combo)
                if r_ok and c.type == "A":                  # CC-TYPE-02 vs a counter: CC-G5
                    r_ok = choose("CC-G5", NAMED["CC-G5"]) == "any_first_attack"
                if r_ok and c.priority > att.priority and response.verb == "counter":
                    # CC-COUNTER-02/03/04/05/07: the counter hits, the countered attack deals nothing
                    stopped, a_open = True, False
                    damage["A"] += c.damage
                    cp["B"] += c.cp
                    b_last, b_open, b_after_e = c, c.type != "B", c.type == "E"
                    discard(response)
                elif r_ok and c.priority == att.priority:
                    # CC-NEG-01/04..12: a negation, if the golden rule, the range rule and the
                    # basic-vs-basic rule allow it (CC-G10 read as a further restriction)
                    r_ok = c.value >= att.value
                    if "R" in att.attrs:
                        r_ok = r_ok and ("R" in c.attrs or c.value > att.value)
                    if att.kind == "basic" and c.kind == "basic":
                        r_ok = r_ok and c.number >= att.number and c.red != att.red
                    if r_ok:                                # CC-NEG-02/03
                        stopped, a_open = True, False
                        cp["B"] += c.cp
                        discard(response)
                        if "R" in c.attrs:                  # CC-NEG-13/14, CC-G9
                            g9 = choose("CC-G9", NAMED["CC-G9"])
                            half = g9 == ("half_damage" if "R" in att.attrs else "without_range")
                            damage["A"] += c.damage // 2 if half else 0
                else:
                    r_ok = False                            # CC-COUNTER-02; `negate` needs equal priority
            elif response.verb == "tech hit":
                if att.kind != "throw":
                    raise ValueError("the family tech hits only a throw")
                n1, n2 = number(response.cards[0]), number(response.cards[1])
                thrown = number(opener.cards[0])
                r_ok = (n1 is not None and n1 == n2 and n1 > B.strength   # CC-TECH-02
                        and n1 >= thrown)                                 # CC-TECH-03
                if r_ok:                                                  # CC-TECH-04/05
                    stopped, a_open = True, False
                    discard(response)
            else:
                raise ValueError(response.verb)
            legal.append(r_ok)
            ok = r_ok

    # The opening attack lands (CC-SPEC-03, CC-BASIC-03), through the block if there is one.
    if legal[0] and not stopped:
        if sc.block:
            damage["B"] += _blocked(sc, att, where, choose)
            if not (att.kind == "throw" or "U" in att.attrs):
                a_open = False                              # CC-BLOCK-12
        else:
            damage["B"] += att.damage
    if sc.block:
        if not legal[0]:
            where[("B", sc.block)] = None                   # no attack: back "at the beginning of the next turn"
        elif stopped:
            where[("B", sc.block)] = None                   # a tech-hit throw against a block: not said

    if follow is not None:
        if not ok:
            legal.append(False)
        else:
            side = follow.side
            ch = A if side == "A" else B
            f = attack_of(follow, ch)
            f_ok = _well_formed(follow, ch) and cp[side] + f.cp <= ch.combo    # CC-COMBO-03
            if side == "A":
                f_ok = (f_ok and a_open and f.type in ("B", "C")  # CC-TYPE-02/07/09, CC-COMBO-02
                        and sequential(a_last, f))
            elif b_reply:
                if f.type in ("D", "E"):
                    raise ValueError("the family replies to a dodge with no Type D/E move")
                f_ok = f_ok and "R" in f.attrs                   # CC-DODGE-07: a ranged attack
                if f_ok and f.type == "A":
                    f_ok = choose("CC-G5", NAMED["CC-G5"]) == "any_first_attack"
            else:
                f_ok = f_ok and b_open and sequential(b_last, f)
                if f_ok and f.type == "A":                       # CC-TYPE-10, CC-G4
                    f_ok = b_after_e and choose("CC-G4", NAMED["CC-G4"]) == "type_a_allowed"
                elif f.type not in ("B", "C"):
                    f_ok = f_ok and f.type == "A"
            if f_ok:
                cp[side] += f.cp
                discard(follow)
                damage["B" if side == "A" else "A"] += f.damage
                if side == "A":
                    a_last = f
                    if f.type == "B":
                        a_open = False                           # CC-TYPE-04
                elif b_reply:
                    b_reply = False                              # CC-DODGE-08: no combo after it
                else:
                    b_last = f
                    if f.type == "B":
                        b_open = False
            legal.append(f_ok)

    out: dict = {"legal": "yes" if all(legal) else "no"}
    for i, v in enumerate(legal, 1):
        out[f"legal step {i}"] = "yes" if v else "no"
    for side, ch in (("A", A), ("B", B)):
        out[f'damage "{ch.name}"'] = str(damage[side])
        out[f'hp "{ch.name}"'] = str(max(0, ch.hp - damage[side]))      # CC-STAT-01, CC-WIN-01
        out[f'cp used "{ch.name}"'] = str(cp[side])
    out["may continue A"] = "yes" if a_open and cp["A"] < A.combo else "no"   # CC-COMBO-03
    out["may continue B"] = "yes" if b_open and cp["B"] < B.combo else "no"
    for (side, c), pile in where.items():
        out[f'card {side} "{c}"'] = pile
    if sc.block:
        out[f'card B "{sc.block}"'] = where.get(("B", sc.block), "down")
    return out


def _blocked(sc: Scenario, att: Attack, where: dict, choose) -> int:
    """The damage A's opening attack deals to a blocking B; sets the block card's pile."""
    blk, B = sc.block, sc.b
    if att.kind == "throw" or "U" in att.attrs:
        where[("B", blk)] = "discard"                   # CC-THROW-03/04, CC-ATTR-02/03, CC-BLOCK-13
        return att.damage
    total = number(blk) + B.defense_bonus               # CC-BLOCK-06
    if att.kind == "basic":                             # CC-BLOCK-10/11, CC-G11
        if att.damage > total:
            where[("B", blk)] = "discard"
        elif att.damage == total:
            where[("B", blk)] = "discard" if choose("CC-G11", NAMED["CC-G11"]) == "discarded" else "hand"
        else:
            where[("B", blk)] = "hand"
        return 0
    sub = total * (2 if att.kind == "super" else 1)     # CC-BLOCK-16
    dealt = 0 if "T" in att.attrs else max(0, att.damage - sub)   # CC-ATTR-07, CC-BLOCK-07
    compared = att.damage
    if "T" in att.attrs and choose("CC-G30", NAMED["CC-G30"]) == "dealt_damage":
        compared = dealt
    threshold = total
    if att.kind == "super" and choose("CC-G12", NAMED["CC-G12"]) == "multiplied":
        threshold = sub
    where[("B", blk)] = "discard" if compared >= threshold else "hand"   # CC-BLOCK-08/09
    return dealt


# ---------------------------------------------------------------------------------------------
# Exploring the choices
# ---------------------------------------------------------------------------------------------
def questions(sc: Scenario) -> list[str]:
    """The questions asked of every scenario, as the query language writes them after `ask`."""
    qs = ["legal"] + [f"legal step {i}" for i in range(1, len(sc.steps) + 1)]
    for ch in (sc.a, sc.b):
        qs += [f'damage "{ch.name}"', f'hp "{ch.name}"', f'cp used "{ch.name}"']
    qs += ["may continue A", "may continue B"]
    seen = set()
    for st in sc.steps:
        for c in st.cards:
            if (st.side, c) not in seen:
                seen.add((st.side, c))
                qs.append(f'card {st.side} "{c}"')
    if sc.block:
        qs.append(f'card B "{sc.block}"')
    return qs


def explore(sc: Scenario) -> list[Path]:
    """Every path through the open points the scenario reaches (outcome: question -> answer)."""
    return explore_with(lambda choose: _run(sc, choose))


def consistent(choices: dict, readings: dict) -> bool:
    return all(choices.get(k, v) == v for k, v in readings.items())


def answers_under(paths: list[Path], question: str, readings: dict) -> set:
    """The answers (None: not decided) of the paths compatible with an assignment of named readings."""
    return {p.outcome.get(question) for p in paths if consistent(p.choices, readings)}


def named_keys(paths: list[Path]) -> list[str]:
    """The named readings the scenario reaches."""
    return sorted({k for p in paths for k in p.choices if k in NAMED})
