"""An independent, hand-written reference for a slice of the Monster Rancher Battle Card rules.

Written from the rulings document (shared/seeds/001_7cd6147a97757d16.txt) and the clause ids
of shared/rulebook/monster_rancher.md, NOT from the knowledge base's ASP code.  It is the
oracle of tests/test_differential.py.

The slice: one attacking monster (side A) uses one damaging move against side B (1-3 monsters
with an attribute, Life Points and the statuses Doll / Provoking / Enchant / In Your Face / KO),
with an optional ENV (Nice Fight / Lock Tight), modifier cards (Critical +2, Will Power x2) and at
most one defense card (Sponge, Counter, Protect, Hide).

Where the document leaves a point open the reference does not guess.  Every open point is a
*choice*:

* a NAMED choice is one of the knowledge base's named readings (MR-G-01, MR-G-13, MR-G-32; MR-G-11 is
  about moves that deal no damage at all, which the slice does not have);
  the knowledge base is expected to answer ``unknown`` there and list the answer per reading;
* a SILENT choice ("S-...") is a point the document does not settle and for which the knowledge
  base has no named reading.  The reference explores both sides; when they give different
  answers, the answer is ``None`` ("the document does not decide") and is not compared.

``explore(scenario)`` runs the rules once per combination of the choices the scenario actually
reaches and returns every path; ``resolve(scenario, readings)`` collapses the silent choices for
one assignment of the named readings.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

AIR, GROUND = "Air", "Ground"
ATTRIBUTES = (AIR, GROUND)
STATUSES = ("Doll", "Provoking", "Enchant", "In Your Face")
ENVS = (None, "Nice Fight", "Lock Tight")
MODIFIERS = ("Critical", "Will Power")
DEFENSES = ("Sponge", "Counter", "Protect", "Hide")
DEFENSE_OWNER = {"Sponge": "Jell", "Counter": "Naga", "Protect": "Golem", "Hide": "Mocchi"}
CLAUSE_KINDS = ("double", "no", "only", "cannot")

# The knowledge base's named readings that this slice can reach (docs/queries.md).
NAMED = {"MR-G-01": ("zero", "full"), "MR-G-11": ("tested", "exempt"), "MR-G-13": ("whole", "part"),
         "MR-G-32": ("doll", "unaffected")}
DEFAULT_READINGS = {"MR-G-01": "zero", "MR-G-11": "tested", "MR-G-13": "whole", "MR-G-32": "doll"}


# ---------------------------------------------------------------------------------------------
# Scenario
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Monster:
    label: str                      # unique in the scenario (the name unless names repeat)
    name: str                       # pool monster
    attribute: str                  # "Air" / "Ground" (current attribute)
    lp: int
    statuses: frozenset = frozenset()
    ko: bool = False

    def has(self, status: str) -> bool:
        return status in self.statuses


@dataclass(frozen=True)
class Move:
    base: int
    spread: str                     # "one" | "each" | "split"
    target: str | None = None       # spread "one": the declared target (a label)
    only: str | None = None         # spread "each": "Ground"/"Air" for a Ground-only/Air-only AoE
    shares: tuple = ()              # spread "split": ((label, share), ...) as chosen by the attacker
    clause: tuple | None = None     # ("double"|"no"|"only"|"cannot", "Air"|"Ground")
    card: str = "Gen"               # the card name used in the query (a define or a pool move)
    define: bool = True             # True: written as a define line; False: a pool card (+ base override)


@dataclass(frozen=True)
class Defense:
    card: str                       # Sponge | Counter | Protect | Hide
    user: str                       # label of the monster playing it
    on: str | None = None           # Protect: the ally protected; Hide: the ally that takes the damage


@dataclass(frozen=True)
class Scenario:
    attacker: Monster
    defenders: tuple
    env: str | None
    move: Move
    modifiers: tuple = ()           # in the order played
    defense: Defense | None = None

    @property
    def monsters(self) -> tuple:
        return (self.attacker,) + tuple(self.defenders)

    def monster(self, label: str) -> Monster:
        for m in self.monsters:
            if m.label == label:
                return m
        raise KeyError(label)


@dataclass
class Outcome:
    legal: bool | None
    final_damage: int | None
    damage: dict = field(default_factory=dict)   # label -> int | None   (None: not decided / play illegal)
    lp: dict = field(default_factory=dict)       # label -> int | None
    peak: int = 0                                # the largest number the scenario handles (bounds)


# ---------------------------------------------------------------------------------------------
# The rules
# ---------------------------------------------------------------------------------------------
def _ceil_half(d: int) -> int:
    return (d + 1) // 2


def _run(sc: Scenario, choose: Callable[[str, tuple], object]) -> Outcome:
    mv = sc.move
    att = sc.attacker
    mons = {m.label: m for m in sc.defenders}
    live = [m for m in sc.defenders if not m.ko]

    # --- Final Damage before the attribute wording (MR-DMG-09/10/11) ---------------------------
    # Additive bonuses first, then multipliers, whatever order the cards were played in
    # (MR-DMG-01 fixed order; Flame Wall 2 +2 x2 = 8).  Several multipliers multiply (G-14,
    # "product is the natural reading").
    raw = mv.base + 2 * sc.modifiers.count("Critical")
    M = raw * 2 ** sc.modifiers.count("Will Power")

    def factor(m: Monster) -> int:
        """The attribute wording against the ORIGINAL target's attribute (MR-DMG-06/07, MR-RED-03)."""
        if mv.clause is None:
            return 1
        kind, attr = mv.clause
        if kind == "double":
            return 2 if m.attribute == attr else 1
        if kind in ("no", "cannot"):
            return 0 if m.attribute == attr else 1
        if kind == "only":
            return 1 if m.attribute == attr else 0
        raise ValueError(kind)

    def immune(m: Monster) -> bool:
        return mv.clause is not None and factor(m) == 0

    doll = lambda m: m.has("Doll")  # noqa: E731

    share = dict(mv.shares)
    # The monsters the move nominally reaches: the declared target (MR-DMG-02), every opponent in
    # the AoE's attribute scope (MR-DMG-04/14, MR-DEF-06), or every monster given a share > 0.
    if mv.spread == "one":
        nominal = [mons[mv.target]]
    elif mv.spread == "each":
        nominal = [m for m in sc.defenders if mv.only is None or m.attribute == mv.only]
    elif mv.spread == "split":
        if mv.clause is not None:
            raise ValueError("the slice gives no attribute wording to a distributable move")
        nominal = [m for m in sc.defenders if share.get(m.label, 0) > 0]
    else:
        raise ValueError(mv.spread)
    nominal_labels = {m.label for m in nominal}
    if any(m.ko for m in nominal) and mv.spread != "each":
        raise ValueError("the slice never aims a move or a share at a KO'd monster")

    def amount(m: Monster) -> int:
        """What the move itself deals to m before defense cards and Doll."""
        if m.label not in nominal_labels:
            return 0
        if mv.spread == "split":
            return share[m.label]
        return M * factor(m)

    # Does an AoE reach a KO'd monster?  The document never says.
    ko_reached = False
    if mv.spread == "each" and any(m.ko for m in nominal):
        ko_reached = choose("S-aoe-reaches-ko", (False, True))

    # May a monster in the AoE's scope but made immune by "no damage"/"only"/"cannot" wording
    # answer it with a defense card?  The document calls it "unaffected" (Damage Calculation) but
    # MR-DEF-06 speaks only of a Ground/Air-only AoE's scope.  Open.
    def clause_immune_affected() -> bool:
        return choose("S-immune-may-respond", (True, False))

    # --- Final Damage as the ENV sees it (MR-ENV-06/07/08, MR-G-01) -----------------------------
    def g01() -> int:
        return 0 if choose("MR-G-01", NAMED["MR-G-01"]) == "zero" else M

    # A monster under Doll that the wording makes immune is under Doll and "unaffected" at once
    # (MR-G-32): for the ENV test, one of the monsters under Doll (MR-ENV-08) or an unaffected one
    # (then MR-G-01)?  The same choice for a single target and for each monster an AoE reaches.
    # With no ENV in play there is no ENV test (MR-ENV-01), and the choice is silent.
    def unaffected(m: Monster) -> bool:
        if not immune(m):
            return False
        if not doll(m):
            return True
        key = "MR-G-32" if sc.env is not None else "S-doll-and-unaffected-no-env"
        return choose(key, NAMED["MR-G-32"]) == "unaffected"

    def pick(values: set) -> int:
        values = sorted(values)
        if len(values) == 1:
            return values[0]
        # "double damage vs X" on an AoE over mixed attributes: which value is "the" Final
        # Damage is not said.
        how = choose("S-aoe-mixed-final-damage", ("max", "min", "unmultiplied"))
        return {"max": values[-1], "min": values[0], "unmultiplied": M}[how]

    def final_damage() -> tuple:
        """(the value the ENV tests, the value before Doll / immunity zero it); None: not tested."""
        if mv.spread == "split":
            # Tested on the total before the split (MR-ENV-06).  If every opponent is under Doll,
            # every possible split reaches only Doll'd monsters (MR-ENV-08?): open.
            if live and all(doll(m) for m in live):
                return (M if choose("S-split-all-doll", ("full", "zero")) == "full" else 0), M
            return M, M
        if mv.spread == "one":
            t = mons[mv.target]
            if unaffected(t):
                # The wording makes the target an "unaffected monster" (Damage Calculation):
                # the attack reaches only a monster immune to it by attribute.
                return g01(), M                            # MR-G-01 (MR-G-32 "unaffected")
            if doll(t):
                return 0, M * factor(t)                    # MR-ENV-08 / MR-CARD-08 (MR-G-32 "doll")
            return M * factor(t), M * factor(t)            # multiplier incl. double vs attribute
        # AoE
        reached = [m for m in nominal if not m.ko or ko_reached]
        if not reached:
            # A Ground/Air-only AoE with nobody in its scope: the document says nothing.
            how = choose("S-aoe-reaches-nobody", ("untested", "zero", "full"))
            return {"untested": (None, None), "zero": (0, M), "full": (M, M)}[how]
        affected = [m for m in reached if not unaffected(m)]   # immune by wording: "unaffected"
        if not affected:
            return g01(), M                                # MR-G-01
        full = pick({M * factor(m) for m in affected if not immune(m)} or {0})
        if all(doll(m) for m in affected):
            if len(affected) < len(reached):
                # Doll'd monsters plus monsters the wording makes immune.  If the immune ones are
                # "unaffected" (Damage Calculation's wording), the attack affects only Doll'd
                # monsters (MR-ENV-08: 0); if they count as reached, nobody really takes the damage
                # and it is the immune case of MR-G-01.  The document does not say which.
                if choose("S-doll-plus-unaffected", ("doll-rule", "immune-rule")) == "immune-rule":
                    return g01(), full
            return 0, full                                 # MR-ENV-08
        value = pick({M * factor(m) for m in affected if not doll(m)})   # MR-ENV-07
        return value, value

    fd, fd_plain = final_damage()
    reported = fd
    if sc.env is None and fd != fd_plain:
        # With no ENV in play there is no ENV test (MR-ENV-01); whether the Final Damage is still
        # "considered 0" outside Nice Fight / Lock Tight is not said.
        if choose("S-no-env-zeroing", ("apply", "ignore")) == "ignore":
            reported = fd_plain
    peak = max(M, M * max(factor(m) for m in sc.defenders), fd or 0, sum(share.values()) if share else 0)

    # --- Taunts (MR-TNT-01..17), checked in the Attack Step, before defense (MR-TNT-03/04) -----
    def damaged(m: Monster) -> bool:
        if m.label not in nominal_labels:
            return False
        if amount(m) > 0 and not doll(m):
            return True
        # In the move's reach but taking 0 (Doll, attribute wording, a 0-damage move):
        # whether that counts as "damaging" it is open (G-17).
        return choose("S-zero-hit-counts-as-damage", (True, False))

    taunt_ok = True
    for m in live:
        if m.has("Provoking") and not damaged(m):                         # MR-TNT-06/07/08
            taunt_ok = False
        if (m.has("Enchant") or m.has("In Your Face")) and damaged(m):    # MR-TNT-11/12/14/15
            taunt_ok = False
    # A KO'd Provoking monster binds no one (MR-TNT-10).  In Your Face sits on the allies, so a
    # KO'd Zilla changes nothing (MR-TNT-16/17).

    # --- ENV check (MR-ENV-01..09, MR-G-11) -------------------------------------------------------
    # MR-G-11 (does the ENV test a move that deals no damage?) is about moves with no damage at
    # all (SPE moves, MR-TNT-02).  Every move of the slice deals damage, even a printed 0 (a
    # damaging move whose Final Damage is 0, like the Doll case of MR-ENV-08), so it is tested.
    env_ok = True
    if sc.env is not None and fd is not None:
        if sc.env == "Nice Fight":
            env_ok = fd >= 4                               # MR-ENV-04
        elif sc.env == "Lock Tight":
            env_ok = fd <= 3                               # MR-ENV-05
        else:
            raise ValueError(sc.env)

    # --- The split (MR-DMG-13, MR-G-13) -----------------------------------------------------------
    split_ok = True
    if mv.spread == "split":
        total = sum(share.values())
        if total > M:
            split_ok = False
        elif total < M:
            split_ok = choose("MR-G-13", NAMED["MR-G-13"]) == "part"

    # --- Defense card legality (MR-DEF-05/06, MR-RED-06) ------------------------------------------
    def responds(u: Monster) -> bool:
        """May u answer the attack with a defense card that acts on the damage it takes?"""
        if u.ko:
            raise ValueError("the slice never lets a KO'd monster play a defense card")
        if mv.spread == "one":
            if u.label == mv.target:
                return True                                # MR-DEF-03: even at 0 damage
            return choose("S-non-target-responds", (True, False))
        if mv.spread == "each":
            if u.label not in nominal_labels:
                return False                               # MR-DEF-06
            if immune(u):
                return clause_immune_affected()
            return True                                    # MR-DEF-05 (Doll'd ones too)
        if share.get(u.label, 0) > 0:
            return True
        return choose("S-no-share-responds", (True, False))

    def protectable(x: Monster) -> bool:
        """May Golem take x's damage?  Golem itself need not be affected (Monol example, MR-RED-06)."""
        if x.ko:
            raise ValueError("the slice never protects a KO'd monster")
        if mv.spread == "one":
            if x.label == mv.target:
                return True
            return choose("S-protect-untargeted", (True, False))
        if mv.spread == "each":
            if x.label not in nominal_labels:
                return choose("S-protect-out-of-scope", (True, False))
            if immune(x):
                return clause_immune_affected()
            return True
        if share.get(x.label, 0) > 0:
            return True
        return choose("S-protect-no-share", (True, False))

    defense_ok = True
    dfn = sc.defense
    if dfn is not None:
        user = mons[dfn.user]
        if user.name != DEFENSE_OWNER[dfn.card]:
            raise ValueError(f"{dfn.card} is {DEFENSE_OWNER[dfn.card]}'s card")
        if dfn.card in ("Sponge", "Counter", "Hide"):
            defense_ok = responds(user)
        if dfn.card in ("Protect", "Hide"):
            if dfn.on is None or dfn.on == dfn.user or dfn.on not in mons or mons[dfn.on].ko:
                raise ValueError("Protect/Hide need a live ally")
        if dfn.card == "Protect":
            defense_ok = protectable(mons[dfn.on])

    legal = taunt_ok and env_ok and split_ok and defense_ok

    # --- Damage and Life Points (only meaningful for a legal play) --------------------------------
    incoming = {m.label: 0 for m in sc.monsters}
    for m in nominal:
        if not m.ko:
            incoming[m.label] = amount(m)
    taken = dict(incoming)
    if dfn is not None:
        u = dfn.user
        d = incoming[u]
        if dfn.card == "Sponge":
            taken[u] = _ceil_half(d)                       # MR-RND-01/03: rounded for the attacker
        elif dfn.card == "Counter":
            taken[u] = _ceil_half(d)                       # MR-RND-02: Naga keeps ceil(d/2)
            taken[att.label] += d // 2                     # the attacker gets floor(d/2)
        elif dfn.card == "Protect":
            x = mons[dfn.on]
            moved = incoming[x.label]                      # worked out on the original target (MR-RED-03)
            if doll(x) and moved > 0:
                # Doll makes Mew take 0; is the damage Golem takes for a Doll'd Mew 0 too?  Open.
                moved = choose("S-protect-dolled-ally", (moved, 0))
            taken[u] += moved
            taken[x.label] = 0
        elif dfn.card == "Hide":
            taken[dfn.on] += d                             # the new holder's attribute is not checked (MR-RED-05)
            taken[u] = 0
    for m in sc.defenders:
        if doll(m):
            taken[m.label] = 0                             # MR-CARD-06, MR-RED-10 (redirected onto Doll)
    peak = max([peak] + list(incoming.values()) + list(taken.values()))

    # --- Damage and Life Points: only meaningful for a legal play ---------------------------------
    damage: dict = {m.label: None for m in sc.monsters}
    lp: dict = {m.label: None for m in sc.monsters}
    if legal:
        for m in sc.monsters:
            if m.ko and mv.spread == "each" and m.label in nominal_labels:
                continue                                   # does an AoE hit a KO'd monster?  open
            damage[m.label] = taken[m.label]
            lp[m.label] = max(0, m.lp - taken[m.label])
    return Outcome(legal, reported, damage, lp, peak)


# ---------------------------------------------------------------------------------------------
# Exploring the choices
# ---------------------------------------------------------------------------------------------
@dataclass
class Path:
    choices: dict          # key -> chosen option (only the choices this path consulted)
    outcome: Outcome

    def named(self) -> dict:
        return {k: v for k, v in self.choices.items() if k in NAMED}


def explore(sc: Scenario) -> list[Path]:
    """Every path through the open points the scenario reaches."""
    return explore_with(lambda choose: _run(sc, choose))


def parse_reading_key(key: str) -> dict:
    """A knowledge base's reading key, "MR-G-01=zero, MR-G-11=tested" -> {"MR-G-01": "zero", "MR-G-11": "tested"}."""
    out = {}
    for part in key.split(","):
        part = part.strip()
        if "=" in part:
            k, v = part.split("=", 1)
            out[k.strip()] = v.strip()
    return out


def explore_with(run: Callable[[Callable[[str, tuple], object]], object]) -> list[Path]:
    """Every path of ``run(choose)`` through the choices it consults (depth first; each path
    records only the choices it made).  Shared with tests/reference_cc.py."""
    paths: list[Path] = []
    stack: list[list] = [[]]
    while stack:
        prefix = stack.pop()
        trace: list[tuple[str, tuple, object]] = []
        made: dict = {}

        def choose(key: str, options: tuple):
            if key in made:
                return made[key]
            i = len(trace)
            if i < len(prefix):
                assert prefix[i][0] == key, (prefix[i], key)
                value = prefix[i][1]
            else:
                value = options[0]
            trace.append((key, options, value))
            made[key] = value
            return value

        outcome = run(choose)
        paths.append(Path(dict(made), outcome))  # type: ignore[arg-type]
        for j in range(len(prefix), len(trace)):
            key, options, value = trace[j]
            for alt in options:
                if alt != value:
                    stack.append([(k, v) for k, _, v in trace[:j]] + [(key, alt)])
    return paths


def questions(sc: Scenario) -> list[tuple[str, str | None]]:
    """The questions asked of every scenario: (kind, monster label or None)."""
    qs: list[tuple[str, str | None]] = [("legal", None), ("final damage", None)]
    for m in sc.monsters:
        qs.append(("damage", m.label))
    for m in sc.monsters:
        qs.append(("lp", m.label))
    return qs


def answer_of(outcome: Outcome | None, kind: str, label: str | None):
    """An outcome's answer to one question, as the query language writes it (or None)."""
    if outcome is None:
        return None
    if kind == "legal":
        return None if outcome.legal is None else ("yes" if outcome.legal else "no")
    if kind == "final damage":
        return None if outcome.final_damage is None else str(outcome.final_damage)
    value = (outcome.damage if kind == "damage" else outcome.lp).get(label)
    return None if value is None else str(value)


def consistent(choices: dict, readings: dict) -> bool:
    return all(choices.get(k, v) == v for k, v in readings.items())


def answers_under(paths: list[Path], kind: str, label: str | None, readings: dict) -> set:
    """The answers (None: not decided) of the paths compatible with an assignment of named readings."""
    return {answer_of(p.outcome, kind, label) for p in paths if consistent(p.choices, readings)}


def decided(paths: list[Path], kind: str, label: str | None, readings: dict):
    """The reference's answer under these named readings, or None when the document leaves it open."""
    values = answers_under(paths, kind, label, readings)
    if len(values) == 1:
        return next(iter(values))
    return None


def resolve(sc: Scenario, readings: dict | None = None) -> Outcome:
    """The ruling under one assignment of the named readings (defaults: DEFAULT_READINGS).

    Every value the document leaves open (silent choices disagree) is None; damage and LP are
    None unless the play is legal.
    """
    r = dict(DEFAULT_READINGS)
    r.update(readings or {})
    paths = explore(sc)
    legal = decided(paths, "legal", None, r)
    fd = decided(paths, "final damage", None, r)
    out = Outcome(None if legal is None else legal == "yes", None if fd is None else int(fd))
    for m in sc.monsters:
        d = decided(paths, "damage", m.label, r)
        v = decided(paths, "lp", m.label, r)
        out.damage[m.label] = None if d is None else int(d)
        out.lp[m.label] = None if v is None else int(v)
    out.peak = max((p.outcome.peak for p in paths if p.outcome is not None), default=0)
    return out


def peak(sc: Scenario) -> int:
    """The largest number any path of the scenario handles (to stay within the KB's bounds)."""
    return max((p.outcome.peak for p in explore(sc) if p.outcome is not None), default=0)


def move_damage(sc: Scenario) -> int:
    """The move's damage after Critical and Will Power, before any attribute wording."""
    return (sc.move.base + 2 * sc.modifiers.count("Critical")) * 2 ** sc.modifiers.count("Will Power")
