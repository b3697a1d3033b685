"""Game-loop bases of the sequence games: a state grounded once, the next steps left open.

A sequence scenario is a *setup* (characters, players' zones, defined moves, phase: every fact
but the steps') and the *steps* played from it.  A game loop asks for the plays of a state,
plays one, and asks again; an AI weighing positions asks many questions of the same few steps.

A base is the game grounded once with a state's setup and steps as facts and the next
:data:`LOOKAHEAD` step slots open (``pyrules_slot(J)``): the play of each open slot is one of the
plays ``asp/<game>/plays.lp`` tries there (its cards in hand with their verbs and moves, a pass,
...), switched on by the external ``pyrules_given(J, P)``, or chosen by the solver
(``pyrules_next(J)``: every candidate in one solve).  A question on the state, or on the state
with one of those plays added (a candidate's outcome, asked after :meth:`legal_plays`), is then
a solve: its later steps switch their ``pyrules_given`` on, and the answer sets are those of the
scenario grounded with those steps as facts.  A question whose
steps do not fit a base (another setup, a step that is not one of the plays tried) is grounded
on its own, as before.  A few bases are kept (least recently used out).

A *setup base* (:meth:`Bases.open_setups`, off by default) serves a game loop's later states: when
a third question (or enumeration) comes on the same setup, the setup is grounded with its first
:data:`SETUP_SLOTS` step slots open, and from then on every state of that setup whose steps are
plays tried (up to that many steps) is a solve over it, its questions and the enumeration of its
next plays alike: a game client asking "is this play legal?" after each play of an exchange pays
one grounding per setup, not one per question.  Its answer sets are those of the state grounded
with its steps as facts (the splitting theorem, as for the other bases; ``tests/test_plays.py``
compares them).  A setup whose base would pass :data:`SETUP_BUDGET`
solver variables is not kept: its questions are grounded one by one, as before.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from .asp import Deadline, Function, Model, Number, OpenProgram, ScenarioProgram, Symbol
from .resources import game_dir

STEP = frozenset({"step", "step_by", "step_char", "step_verb", "step_card", "step_num", "step_move"})
LOOKAHEAD = 1  # open step slots of a base: measured, each more slot costs more than a grounding saves
# (docs/performance.md, "Game-loop bases")
KEEP = 4  # bases kept per knowledge base
SETUP_SLOTS = 4  # open step slots of a setup base (Capcom ~6,800 solver variables, Epic Battles ~14,000)
SETUP_BUDGET = 40_000  # solver variables past which a setup base is dropped (its questions are grounded)
SETUP_KEEP = 2  # setup bases kept per knowledge base
SETUP_AFTER = 3  # the question on a setup that builds its base (the ones before are grounded alone)
SETUP_SEEN = 64  # setups whose questions are counted
PLAY = "pyrules_play"  # plays.lp's chosen (or given) play of a step: pyrules_play(J, P)
KNOWN = 256  # candidate plays whose answer sets an enumeration left, kept for the questions that follow


@dataclass
class Base:
    program: OpenProgram
    prefix: tuple[frozenset, ...]  # the facts of each step grounded as facts
    slots: int  # the last open step


class Bases:
    """The game-loop bases of one knowledge base (engine "sequence"), per family of questions: a base
    answers the questions it was cut for (:mod:`pyrules.slicing`; a legality base leaves out the
    damage arithmetic), and a family's bases are kept apart from another's."""

    def __init__(self, kb):
        self.kb = kb
        self.limit = kb.bounds.get("steps", 12)
        self._programs: dict[frozenset, ScenarioProgram] = {}
        self._bases: OrderedDict[tuple, Base] = OrderedDict()  # by family, setup, steps
        self._setups: OrderedDict[tuple, Base | int] = OrderedDict()  # by family, setup: a base, or the questions seen
        self._too_big: set[tuple] = set()
        self._known: OrderedDict[tuple, tuple[frozenset, list[Model]]] = OrderedDict()
        """The answer sets of each candidate play an enumeration (:meth:`plays`) found, by state and
        play, with the family they answer."""
        self._enumerated: OrderedDict[tuple, tuple[Symbol, ...]] = OrderedDict()
        """The candidate plays of each state enumerated (by family, setup, steps): the same state
        enumerated again is answered from :attr:`_known`, with no solve, while all of them are kept."""
        self.setup_slots = 0
        """Open step slots of a setup base (0, the default: no setup bases; :meth:`open_setups`)."""
        self.answered = 0
        """Questions answered from a base (a count for tests and benchmarks)."""
        self.recalled = 0
        """Of those, the questions answered from an enumeration's answer sets, with no solve."""
        self.reused = 0
        """Enumerations of plays answered by a solve over a kept base (a state's, or its setup's)."""
        self.repeated = 0
        """Enumerations of plays answered from the answer sets of the same state's last enumeration."""

    def program(self, family: frozenset) -> ScenarioProgram:
        """The game's rules with its plays.lp, parsed once, cut down to what the questions of
        ``family`` read (once per family)."""
        if family not in self._programs:
            files = [*self.kb._files, game_dir(self.kb.game) / "plays.lp"]
            whole = self._programs.get(frozenset()) or ScenarioProgram(files, self.kb.pool_facts, {})
            self._programs[frozenset()] = whole  # the whole program: what a cut is made from
            self._programs[family] = whole.cut(self.kb.reads(family)) if family else whole
        return self._programs[family]

    def open_setups(self, slots: int = SETUP_SLOTS) -> None:
        """Serve a game loop's later states from their setup's base (see the module's docstring): for a
        process that asks mostly of one exchange at a time (``slots=0``: no setup bases).  A live base
        once made every other grounding of the process slower (its memory in the main thread's malloc
        arena among theirs); it is now grounded in a thread of its own (:func:`pyrules.asp.apart`),
        which cures that (docs/performance.md, "Why a live base slowed other groundings")."""
        self.setup_slots = max(0, min(self.limit, slots))
        if not self.setup_slots:
            self._release()

    def answer(self, facts: list[Symbol], family: frozenset, deadline: Deadline) -> list[Model] | None:
        """The answer sets of a scenario for the questions of ``family``, from what an enumeration of
        its last state found or from a base it fits (a state's, or its setup's), or None: the caller
        grounds it alone."""
        if not self._bases and not self.setup_slots and not self._known:
            return None  # nothing kept, nothing to build: no work
        setup, steps = _split(facts)
        if steps and self._known:  # a candidate of a state whose plays were enumerated: its answer sets are known
            play = _play(len(steps), steps[-1])
            known = None if play is None else self._known.get((setup, tuple(steps[:-1]), play))
            if known is not None and family <= known[0]:
                self.answered += 1
                self.recalled += 1
                return known[1]
        for key in reversed(self._bases):
            found = self._fit(self._bases[key], key, (family, setup), steps, len(steps))
            if found is not None:
                self._bases.move_to_end(key)
                self.answered += 1
                return self._bases[key].program.solve(found, deadline)
        base = self._setup_base(family, setup, steps)
        if base is not None:
            found = self._fit(base, (family, setup), (family, setup), steps, len(steps))
            if found is not None:
                self.answered += 1
                return base.program.solve(found, deadline)
        return None

    def _setup_base(self, family: frozenset, setup: frozenset, steps: list[frozenset], after: int = SETUP_AFTER
                    ) -> Base | None:
        """The setup base of ``setup`` for ``family``, or None: it is built on the ``after``-th question on
        that setup whose steps it could hold (:data:`SETUP_AFTER`, so that a question or two on a setup
        pay nothing more than their groundings; an enumeration of plays, the first: a game loop
        enumerates each state of an exchange, and the next state's enumeration is then a solve over the
        base where it would be a grounding of the state), and never for a setup whose base passed
        :data:`SETUP_BUDGET`."""
        key = (family, setup)
        if not isinstance(self._setups.get(key), Base):  # a question on another setup
            self._release()
        if not self.setup_slots or len(steps) > self.setup_slots or any(_play(j, st) is None for j, st in
                                                                       enumerate(steps, start=1)):
            return None
        seen = self._setups.pop(key, 0)
        if isinstance(seen, int) and key not in self._too_big:
            seen += 1
            if seen >= after:
                facts = [*setup, *(Function("pyrules_slot", [Number(j)]) for j in range(1, self.setup_slots + 1))]
                base = Base(OpenProgram(self.program(family), sorted(facts), apart_=True), (), self.setup_slots)
                base.program.solve(())  # the setup without steps: prepares the solver, and gives its size
                if base.program.size() > SETUP_BUDGET:
                    self._too_big.add(key)
                else:
                    seen = base
        self._setups[key] = seen  # the newest last
        kept = [k for k, v in self._setups.items() if isinstance(v, Base)]
        for k in kept[:-SETUP_KEEP]:  # the newest few setup bases are kept
            self._setups[k] = 0
        while len(self._setups) > SETUP_SEEN:  # and the setups seen last
            self._setups.popitem(last=False)
        return seen if isinstance(seen, Base) else None

    def _release(self) -> None:
        """Let the setup bases go: a base lives only while its setup's questions come, and the first
        question on another setup frees it (its memory; a live base no longer slows the process's other
        groundings since it is grounded apart, :func:`pyrules.asp.apart`)."""
        for k, v in list(self._setups.items()):
            if isinstance(v, Base):
                self._setups[k] = SETUP_AFTER - 1  # its next question builds it again

    def plays(self, facts: list[Symbol], family: frozenset, deadline: Deadline) -> dict[Symbol, list[Model]]:
        """The answer sets of a state with its next step's play chosen by the solver, by the play (its
        term: one group per candidate, a set per reading), for the questions of ``family``.  Each group is kept
        (the newest :data:`KNOWN` candidates): a question of the family on the state with that play
        added, which a game loop asks next (is this play legal? what does it do?), is answered from
        them (:meth:`answer`), with no solve."""
        setup, steps = _split(facts)
        state = (family, setup, tuple(steps))
        again = self._again(state)
        if again is not None:
            return again
        models = self._enumerate(family, setup, steps, deadline)
        slot = len(steps) + 1
        groups: dict[Symbol, list[Model]] = {}
        for mod in models:  # one group per candidate: by the splitting theorem, the state's with that play
            play = next(a.arguments[1] for a in mod.atoms if a.name == PLAY and a.arguments[0].number == slot)
            groups.setdefault(play, []).append(mod)
        for play, group in groups.items():
            self._known[(setup, tuple(steps), play)] = (family, group)
            self._known.move_to_end((setup, tuple(steps), play))
        while len(self._known) > KNOWN:
            self._known.popitem(last=False)
        self._enumerated[state] = tuple(groups)
        while len(self._enumerated) > KNOWN:
            self._enumerated.popitem(last=False)
        return groups

    def _again(self, state: tuple) -> dict[Symbol, list[Model]] | None:
        """The groups of a state enumerated before, from the answer sets kept of each of its candidates
        (for its family or a wider one), or None."""
        family, setup, steps = state
        plays = self._enumerated.get(state)
        if plays is None:
            return None
        known = [self._known.get((setup, steps, play)) for play in plays]
        if any(k is None or not family <= k[0] for k in known):
            return None
        self._enumerated.move_to_end(state)
        self.repeated += 1
        return {play: k[1] for play, k in zip(plays, known)}

    def _enumerate(self, family: frozenset, setup: frozenset, steps: list[frozenset], deadline: Deadline
                   ) -> list[Model]:
        """From a base the state fits: the state's own (asked again), else its setup's (a later state
        of an exchange: ~7x cheaper than grounding the state, Capcom 9 against 67 ms of process time,
        Epic Battles 3 against 44), else the state's, built now."""
        nxt = Function("pyrules_next", [Number(len(steps) + 1)])
        for key in reversed(self._bases):
            base = self._bases[key]
            if base.slots != len(steps) + 1:  # the state's own base (one open slot)
                continue
            found = self._fit(base, key, (family, setup), steps, len(steps) + 1)
            if found is not None:
                self._bases.move_to_end(key)
                self.reused += 1
                return base.program.solve([*found, nxt], deadline)
        if len(steps) < self.setup_slots:
            base = self._setup_base(family, setup, steps, after=1)
            found = None if base is None else self._fit(base, (family, setup), (family, setup), steps, len(steps) + 1)
            if found is not None:
                self.reused += 1
                return base.program.solve([*found, nxt], deadline)
        base = self._build(family, setup, steps)
        return base.program.solve([nxt], deadline)

    def _fit(self, base: Base, key: tuple, want: tuple, steps: list[frozenset], last: int):
        """The externals that put ``steps`` on ``base`` (kept under ``key``: its family and setup
        first), for the family and setup ``want``, up to step ``last``; or None."""
        n = len(base.prefix)
        if key[:2] != want or last > base.slots or len(steps) < n or tuple(steps[:n]) != base.prefix:
            return None
        given = []
        for j, step in enumerate(steps[n:], start=n + 1):
            play = _play(j, step)
            if play is None:
                return None
            given.append(Function("pyrules_given", [Number(j), play]))
        return given if base.program.holds(given) else None

    def _build(self, family: frozenset, setup: frozenset, steps: list[frozenset]) -> Base:
        if not isinstance(self._setups.get((family, setup)), Base):
            self._release()
        n = len(steps)
        slots = min(self.limit, n + LOOKAHEAD)
        facts = [*setup, *(f for step in steps for f in step),
                 *(Function("pyrules_slot", [Number(j)]) for j in range(n + 1, slots + 1))]
        base = Base(OpenProgram(self.program(family), sorted(facts)), tuple(steps), slots)
        self._bases[(family, setup, tuple(steps))] = base
        if len(self._bases) > KEEP:
            self._bases.popitem(last=False)
        return base


def _split(facts: list[Symbol]) -> tuple[frozenset, list[frozenset]]:
    """The setup's facts, and each step's."""
    setup, steps = [], {}
    for f in facts:
        if f.name in STEP:
            steps.setdefault(f.arguments[0].number, set()).add(f)
        else:
            setup.append(f)
    return frozenset(setup), [frozenset(steps.get(i, ())) for i in range(1, len(steps) + 1)]


def _play(j: int, step: frozenset):
    """The play term of plays.lp that gives exactly this step's facts, or None."""
    by = [f.arguments[1] for f in step if f.name == "step_by"]
    verb = [f.arguments[1] for f in step if f.name == "step_verb"]
    cards = sorted((f.arguments[1].number, f.arguments[2]) for f in step if f.name == "step_card")
    move = [f.arguments[1] for f in step if f.name == "step_move"]
    if len(by) != 1 or len(verb) != 1 or len(move) > 1 or any(f.name in ("step_char", "step_num") for f in step):
        return None
    if [k for k, _ in cards] != list(range(1, len(cards) + 1)) or len(cards) > 2:
        return None
    held = Function(("none", "one", "two")[len(cards)], [c for _, c in cards])
    return Function("play", [by[0], verb[0], held, move[0] if move else Function("none")])
