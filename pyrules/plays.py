"""Every play a side may make from a state: enumerated by the solver, judged by the game's rules.

``asp/<game>/plays.lp`` says, from a state's facts, which plays a player may try next (the cards
in hand with the verbs they take, the moves of their rank, a pass, ...) and turns the one the
solver chooses into the next step's facts.  Grounded once with the game's rules and the state,
the program has one group of answer sets per candidate play (by the splitting theorem, those of
the state with that step added), so a single grounding and a single solve enumerate every
candidate with its verdict.  Each group is then read by the same answer code as a query file,
on the candidate's own scenario built by the query builder; the facts that build gives the new
step must be the ones plays.lp derived, or the run stops with an error (never a wrong play).
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from .asp import Function, Number, Symbol
from .errors import BoundsError, PyrulesError
from .query import Ask, Step
from .resources import game_dir
from .state import State, step_line

LEGAL = Ask(("legal",), (), None)


class Play:
    """A candidate play of a state: the step, its verdict, and the answers asked with it (read
    from the play's answer sets when first asked for: a game loop that only weighs verdicts does
    not pay for the explanations)."""

    __slots__ = ("step", "legal", "_read", "_results")

    def __init__(self, step: Step, legal: str, read):
        self.step = step
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
        return step_line(self.step)

    def __repr__(self) -> str:
        return f"Play({self.line!r}, legal={self.legal!r})"

    def as_dict(self) -> dict:
        return {"play": self.line, "legal": self.legal, "results": [r.as_dict() for r in self.results]}


def _enumerated(kb) -> None:
    if kb.engine != "sequence" or not (game_dir(kb.game) / "plays.lp").exists():
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
