"""Every play a side may make from a state: enumerated by the solver, judged by the game's rules.

``asp/<game>/plays.lp`` says, from a state's facts, which plays a player may try next (the cards
in hand with the verbs they take, the moves of their rank, a pass, ...) and turns the one the
solver chooses into the next step's facts.  Grounded once with the game's rules and the state,
the program has one group of answer sets per candidate play (by the splitting theorem, those of
the state with that step added), so a single grounding and a single solve enumerate every
candidate with its verdict.  Each group is then read by the same answer code as a query file,
on the candidate's own scenario built by the query builder; the facts that build gives the new
step must be the ones plays.lp derived, or the run stops with an error (never a wrong play).

Monster Rancher (engine "slots") has no steps: a play is a monster's move, ``play "M" uses
"Move" on "T"`` (a :class:`pyrules.query.CardUse`), and a state is a scenario with no move yet.
``asp/monster_rancher/plays.lp`` tries each monster of the active side with each move of its
kind, of any monster, or defined by the state, on each monster present where the move names a
target, and derives the move slot's inputs from the play the solver chooses (shown as
``pyrules_input/1``); the state's player cards, the cards played with the move, the split, the
defense cards and the next move are the state's, the same for every candidate.  That program is
grounded once per knowledge base with every input of a state an external (``plays_open.lp``: the
monsters' kinds and up to :data:`DEFINE_MOVES` defined moves too), and each enumeration is a solve
over it; a state that does not fit it is grounded with plays.lp on its own
(:class:`pyrules.asp.ScenarioProgram`, cut for the questions asked), with the same plays (a test
compares them).  docs/performance.md ("Every play of a Monster Rancher state") has the
measurements.  Each play's scenario is built by the query builder, and its inputs must be the
state's plus those plays.lp derived, or the run stops with an error.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from .asp import Function, GroundProgram, Number, ScenarioProgram, SolveTimedOut, Symbol, UnknownInputs
from .errors import BoundsError, PyrulesError
from .facts import template
from .names import ident
from .query import Ask, CardUse, Step
from .resources import game_dir
from .slicing import Pattern
from .state import State, step_line, use_line

LEGAL = Ask(("legal",), (), None)


class Play:
    """A candidate play of a state: the step, its verdict, and the answers asked with it (read
    from the play's answer sets when first asked for: a game loop that only weighs verdicts does
    not pay for the explanations)."""

    __slots__ = ("step", "legal", "_read", "_results")

    def __init__(self, step: Step | CardUse, legal: str, read):
        self.step = step
        """The play: a step (the sequence games) or a monster's move (Monster Rancher); ``state.then(step)``
        is the state after it."""
        self.legal = legal
        """"yes", "no" or "unknown" (the rules leave it open: see the results' readings)."""
        self._read = read
        self._results: tuple | None = None

    @property
    def results(self) -> tuple:
        """pyrules.kb.Result of each question: "legal" first, then the questions asked."""
        if self._results is None:
            self._results = tuple(self._read())
        return self._results

    @property
    def line(self) -> str:
        return step_line(self.step) if isinstance(self.step, Step) else use_line(self.step)

    def __repr__(self) -> str:
        return f"Play({self.line!r}, legal={self.legal!r})"

    def as_dict(self) -> dict:
        return {"play": self.line, "legal": self.legal, "results": [r.as_dict() for r in self.results]}


def _enumerated(kb) -> None:
    if not (game_dir(kb.game) / "plays.lp").exists():
        raise PyrulesError(f"the plays of a state are not enumerated for {kb.game} yet: ask about each "
                           "play ('ask legal' on the state with the play added)")


def candidate_plays(kb, state: State, asks: tuple[Ask, ...] = (), verify: bool = False) -> list[Play]:
    """Every candidate play of ``state`` with its verdict and the answers to ``asks``, in the
    order of the plays' terms (deterministic).  Each play's names are read back to the terms the
    solver judged (an error if they differ); ``verify`` builds each play's whole scenario with the
    query builder instead and checks its step facts (several times slower; the tests and
    ``pyrules plays`` do it)."""
    _enumerated(kb)
    if state.game != kb.game:
        raise PyrulesError(f"a state of {state.game!r} given to the knowledge base of {kb.game!r}")
    if kb.engine != "sequence":
        return _move_plays(kb, state, asks, verify)
    limit = kb.bounds.get("steps", 12)
    if len(state.steps) + 1 > limit:
        raise BoundsError(f"a state of {len(state.steps)} steps has no next step within the bound of {limit} "
                          "steps per scenario (docs/queries.md, 'Bounds')", "<state>")
    q = state.query((LEGAL, *asks))  # parsed from its text once: the state and the questions checked
    kb._check_query(q)
    nxt = len(state.steps) + 1
    with kb.bounded(q.file) as deadline:
        sc = kb.builder.build(q)
        groups = kb.bases.plays(sc.facts, kb.family(q.asks), deadline)
        names = _Names(kb, q, sc)
        out = []
        for term in sorted(groups):
            step = names.step(term)
            cq = replace(q, steps=q.steps + (step,), source=q.source + step_line(step) + "\n")
            derived = _step_facts(nxt, term)
            if verify:
                csc = kb.builder.build(cq)
                _same_step(set(csc.facts) - set(sc.facts), derived, step)
            else:
                names.check(step, term, cq)
                csc = replace(sc, query=cq, facts=[*sc.facts, *sorted(derived)])
            models = groups[term]
            legal, _ = kb._verdict(cq, csc, models, LEGAL)
            out.append(Play(step, legal, partial(kb._answers, cq, csc, models)))
    return out


def _step_facts(i: int, play: Symbol) -> set[Symbol]:
    """The facts plays.lp derives for step ``i`` from ``play(Side, Verb, Cards, Move)``."""
    side, verb, cards, move = play.arguments
    n = Number(i)
    out = {Function("step", [n]), Function("step_by", [n, side]), Function("step_verb", [n, verb])}
    out |= {Function("step_card", [n, Number(k), c]) for k, c in enumerate(cards.arguments, start=1)}
    if move.name != "none":
        out.add(Function("step_move", [n, move]))
    return out


def _same_step(built: set[Symbol], derived: set[Symbol], step: Step) -> None:
    """The scenario the builder makes of a play must be the one the solver judged."""
    step_preds = {"step", "step_by", "step_verb", "step_card", "step_move", "step_num", "step_char"}
    if {f for f in built if f.name in step_preds} != derived:
        raise PyrulesError(f"internal error: the play {step_line(step)!r} as the solver judged it and as the "
                           "query builder reads it differ; please report it with the state")


class _Names:
    """Query-language names of a play's terms: sides, verbs, cards and moves of one state."""

    def __init__(self, kb, q, sc):
        verbs = kb.builder.meta["categories"]["verbs"]
        self.verbs = {key: spellings[0] for key, spellings in verbs.items()}
        self.cards = {(side, term): text for (side, text), term in sorted(sc.cards.items())}
        self.cards.update({(side, term): label for term, label in sc.labels.items()
                           for side in ("a", "b")})
        entries = [*kb.pool.entries, *kb.builder._defines(q)]
        self.moves = {e.ident: e.name for e in entries if e.kind in ("move", "ability")}
        self.idents = {e.name.lower(): e.ident for e in entries if e.kind in ("move", "ability")}
        self.builder = kb.builder

    def step(self, play: Symbol) -> Step:
        side, verb, cards, move = play.arguments
        texts = tuple(self._card(side.name, c) for c in cards.arguments)
        return Step(side.name.upper(), True, self.verbs[verb.name], texts, None,
                    "" if move.name == "none" else self.moves[move.name])

    def check(self, step: Step, play: Symbol, q) -> None:
        """The play's names read back to its terms (what the builder does with them)."""
        side = play.arguments[0].name
        cards = tuple(self.builder.card(text, q, None) for text in step.cards)
        if cards != tuple(play.arguments[2].arguments) or (step.move and self.idents.get(step.move.lower()) !=
                                                          play.arguments[3].name):
            raise PyrulesError(f"internal error: the play {step_line(step)!r} of player {side.upper()} does not name "
                               "what the solver judged; please report it with the state")

    def _card(self, side: str, card: Symbol) -> str:
        text = self.cards.get((side, card))
        if text is None:
            raise PyrulesError(f"internal error: no name for the card {card} of a play; please report it")
        return text


# -- Monster Rancher: a monster's move ---------------------------------------------------------
ENUMERATE = Function("pyrules_enumerate", [])
MOVE_PLAY = "pyrules_play"
MOVE_INPUT = "pyrules_input"


def _move_plays(kb, state: State, asks: tuple[Ask, ...], verify: bool) -> list[Play]:
    """The candidate moves of a Monster Rancher state (see the module's docstring)."""
    held = next((u for u in state.plays if not u.by_player), None)
    if held is not None:
        raise PyrulesError(f"the state holds a monster's move already ({use_line(held)}): the plays of a state "
                           "are its move; drop that line to list them, or ask of it", "<state>")
    q = state.query((LEGAL, *asks))
    kb._check_query(q)
    base = move_plays_base(kb) if kb.plays_base else None  # grounded once, outside a state's time bound
    with kb.bounded(q.file) as deadline:
        sc = kb.builder.build(q)
        family = kb.family(q.asks)
        names = _MoveNames(kb, q, sc)
        try:
            given = None if base is None or names.open_facts is None else [*sc.inputs, *names.open_facts, ENUMERATE]
            if given is not None and all(base.knows(s) for s in given):
                models = base.solve(given, deadline)
            else:  # the state does not fit the open base: grounded with plays.lp on its own
                models = move_plays_program(kb, family).solve([*sc.inputs, *names.facts, ENUMERATE], deadline)
        except SolveTimedOut as exc:
            raise kb._timed_out(exc, q.file) from None
        except UnknownInputs as exc:
            raise kb._unknown_input(sc, exc.symbols[0]) from None
        groups: dict[Symbol, list] = {}
        for mod in models:  # one group per candidate: by the splitting theorem, the state's with that move
            groups.setdefault(mod.by_name(MOVE_PLAY)[0].arguments[0], []).append(mod)
        held_inputs = set(sc.inputs)
        out = []
        uses = {term: names.use(term) for term in groups}
        # by user, move's name, target: the same order on either program
        for term in sorted(groups, key=lambda t: (t.arguments[0], uses[t].card, t.arguments[2])):
            use = uses[term]
            cq = replace(q, plays=q.plays + (use,), source=q.source + use_line(use) + "\n")
            csc = kb.builder.build(cq)
            group = groups[term]
            derived = {a.arguments[0] for a in group[0].atoms if a.name == MOVE_INPUT}
            if set(csc.inputs) != held_inputs | derived:
                raise PyrulesError(f"internal error: the play {use_line(use)!r} as the solver judged it and as the "
                                   "query builder reads it differ; please report it with the state", q.file)
            if verify:  # the play's query written out and read back: the same scenario
                again = kb.builder.build(state.then(use).query((LEGAL, *asks)))
                if set(again.inputs) != set(csc.inputs):
                    raise PyrulesError(f"internal error: the play {use_line(use)!r} written as query text reads "
                                       "back to another scenario; please report it with the state", q.file)
            kb._check_models(csc, group)  # a value past the bounds: the error asking the play gives
            legal, _ = kb._verdict(cq, csc, group, LEGAL)
            out.append(Play(use, legal, partial(kb._answers, cq, csc, group)))
    return out


OPEN_INPUTS = [("pyrules_enumerate", 0), ("pyrules_species", 2), ("pyrules_hidden", 1), ("pyrules_card", 2),
               ("pyrules_card_text", 3), ("pyrules_card_num", 4), ("pyrules_card_tag", 2)]
DEFINE_MOVES = 4  # plays_open.lp's define_moves: the moves a state may define and fit the open base


def move_plays_base(kb) -> GroundProgram:
    """Monster Rancher's rules with plays.lp and plays_open.lp grounded once per knowledge base (on
    the first enumeration, ~4 s): every input of a state an external, the play the solver's choice."""
    from .kb import INPUTS

    base = kb.__dict__.get("_move_plays_base")
    if base is None:
        folder = game_dir(kb.game)
        base = kb.__dict__["_move_plays_base"] = GroundProgram(
            [*kb._files, folder / "plays.lp", folder / "plays_open.lp"], [*kb.pool_facts, *_owners(kb.pool.entries)],
            {**kb.constants, "define_moves": DEFINE_MOVES}, [*INPUTS, *OPEN_INPUTS])
    return base


def move_plays_program(kb, family: frozenset) -> ScenarioProgram:
    """Monster Rancher's rules with its plays.lp, parsed once per knowledge base, cut down to what the
    questions of ``family`` read (once per family)."""
    from .kb import INPUTS

    programs = kb.__dict__.setdefault("_move_plays", {})
    if family not in programs:
        whole = programs.get(None)
        if whole is None:
            files = [*kb._files, game_dir(kb.game) / "plays.lp"]
            whole = programs[None] = ScenarioProgram(files, [*kb.pool_facts, *_owners(kb.pool.entries)],
                                                     kb.constants, inputs=INPUTS)
        programs[family] = whole.cut([*kb.reads(family), Pattern(MOVE_INPUT)])
    return programs[family]


def _owner(e, monsters: dict[str, str]) -> Symbol:
    """Whose move an entry is: a monster entry's ident, ``any_monster``, or ``none`` (no owner)."""
    if not e.owner:
        return Function("none", [])
    if e.owner.lower() == "any monster":
        return Function("any_monster", [])
    return Function(monsters.get(e.owner.lower(), ident(e.owner)), [])


def _owners(entries) -> list[Symbol]:
    """The pool's moves as the plays program reads them (its static facts): ``pyrules_owner(E, O)``,
    and each move's text and tags."""
    monsters = {e.name.lower(): e.ident for e in entries if e.kind == "monster"}
    out: list[Symbol] = []
    for e in entries:
        if e.kind == "move":
            out += _move_facts(e, Function(e.ident, []), _owner(e, monsters), ("pyrules_owner", "pyrules_move_text", "pyrules_move_num",
                                                        "pyrules_move_tag"))
    return out


def _move_facts(e, key: Symbol, owner: Symbol, names: tuple[str, str, str, str]) -> list[Symbol]:
    """A move's owner, sentences (shape and numbers, as the query builder templates them) and tags,
    the move named ``key``."""
    head, text, num, tag = names
    out = [Function(head, [key, owner])]
    out += [Function(tag, [key, Function(t, [])]) for t in e.tags]
    for i, s in enumerate(e.sentences, start=1):
        shape, nums = template(s.clause.term())
        out.append(Function(text, [key, Number(i), shape]))
        out += [Function(num, [key, Number(i), Number(k), Number(v)]) for k, v in enumerate(nums, start=1)]
    return out


class _MoveNames:
    """A Monster Rancher state's facts for plays.lp (each monster's kind, the moves it defines) and the
    query-language names of a play's terms."""

    def __init__(self, kb, q, sc):
        defined = [e for d in q.defines for e in kb.builder._parse_define(d.text, q.file)]
        local = {e.name.lower(): e for e in defined}
        pool = [e for e in kb.pool.entries if e.name.lower() not in local]  # a define stands in a pool name's place
        monsters = {e.name.lower(): e.ident for e in [*pool, *defined] if e.kind == "monster"}
        fn, c = Function, (lambda name: Function(name, []))
        facts = [fn("pyrules_hidden", [c(e.ident)]) for e in kb.pool.entries
                 if e.kind == "move" and e.name.lower() in local]
        for md in q.monsters:
            entry = kb.builder._entry(md.name, ("monster",), q, md.position, local)
            facts.append(fn("pyrules_species", [sc.monsters[md.label], c(entry.ident)]))
        self.cards = {c(e.ident): e.name for e in pool if e.kind == "move"}
        moves = [e for e in defined if e.kind == "move"]
        preds = ("pyrules_card", "pyrules_card_text", "pyrules_card_num", "pyrules_card_tag")
        self.facts = list(facts)
        """The state's facts for plays.lp grounded with it: a defined move by its name's ident."""
        self.open_facts: list[Symbol] | None = list(facts) if len(moves) <= DEFINE_MOVES else None
        """The same for the open base (:func:`move_plays_base`): a defined move in its slot d(K)."""
        for k, e in enumerate(moves, start=1):
            slot = Function("d", [Number(k)])
            self.cards[c(e.ident)] = self.cards[slot] = e.name
            self.facts += _move_facts(e, c(e.ident), _owner(e, monsters), preds)
            if self.open_facts is not None:
                self.open_facts += _move_facts(e, slot, _owner(e, monsters), preds)
        self.labels = sc.labels

    def use(self, play: Symbol) -> CardUse:
        user, card, on = play.arguments
        name = self.cards.get(card)
        if name is None or user not in self.labels or (on.name == "on" and on.arguments[0] not in self.labels):
            raise PyrulesError(f"internal error: no name for the play {play}; please report it with the state")
        return CardUse(self.labels[user], False, name, self.labels[on.arguments[0]] if on.name == "on" else "")
