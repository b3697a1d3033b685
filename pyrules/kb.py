"""A game's knowledge base: parsed and grounded once, then answering many scenarios.

    kb = pyrules.load("monster_rancher")
    for result in kb.ask_file("queries/monster_rancher/MR-CASE-019.query"):
        print(result.answer, result.because)
"""

from __future__ import annotations

import math
import re
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import cached_property, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Iterable, Iterator, Sequence

from . import model as m
from .asp import (KNOWN, Deadline, Function, GroundProgram, Model, Number, ScenarioProgram, String, Symbol, SymbolType,
                  SolveTimedOut, UnknownInputs, symbol_value)
from .errors import BoundsError, ParseError, PyrulesError, SolveTimeout, UnknownName, line_of, nearest
from .derive import CITE_BY, Derivations, Node, cite_table, decisive, rule_clauses, rules_of, worded
from .phrasing import Phrasing
from .ruling import ruling
from .facts import Scenario, ScenarioBuilder, entry_facts, pool_facts
from .query import Ask, Query, load_query, parse_query
from .sequence import SequenceBuilder, SequenceScenario
from .tabletop import NamedCardBuilder
from .resources import game_data, game_dir, games, read_json
from .slicing import Pattern
from .names import ident
from .statements import load_pool

if TYPE_CHECKING:
    from .plays import Play
    from .setups import Bases
    from .state import State

TOGETHER = 8
"""Scenarios that batch work (``pyrules ask``, ``pyrules faq``) grounds together: :meth:`KnowledgeBase.ask_each`."""

INPUTS = [("present", 1), ("attr", 2), ("lp", 2), ("status", 2), ("ko", 1), ("revived", 1), ("turn", 1),
          ("env", 1), ("hand", 2), ("deck", 2), ("guts", 2), ("player_status", 2), ("card", 1),
          ("card_entry", 2), ("card_kind", 2), ("card_tag", 2), ("card_any_monster", 1), ("card_says", 3),
          ("card_num", 4), ("card_user", 2), ("card_player", 2), ("card_on", 2), ("card_cost", 2),
          ("share", 2), ("chosen", 2)]


@dataclass(frozen=True)
class Result:
    """The answer to one question of a query file."""

    id: str
    game: str
    question: str
    answer: str
    expected: str | None
    because: tuple[str, ...]
    """With ``explain`` (``pyrules ask -v``, ``--explain``): the decisive clauses, as ``decisive``.
    Without: the clauses of the question's topics (the game's ``why/2`` atoms, and the violated
    clauses of a ``legal`` question), not computed from a derivation."""
    explanation: str
    readings: dict[str, str] = field(default_factory=dict)  # reading -> answer, where they differ
    derivation: tuple[tuple[str, Node], ...] = ()
    """With ``explain``: the derivation of the answer, one per reading where the answer is unknown
    (the reading's name, or "" for a determined answer, and the tree's root)."""
    decisive: tuple[str, ...] = ()
    """With ``explain``: the clauses of the derivation without which the answer changes, in the
    order the derivation uses them, and the open points whose readings part (``because`` is then
    the same)."""
    counterfactual: dict | None = None
    """With ``explain``, for a play that is not legal: the smallest change of the scenario that
    would make it legal, as the solver finds it (``removed`` and ``added`` facts, and ``says``, in
    words); None where none was looked for (or found in time), {} where no change the game allows
    (``asp/<game>/changes.json``) does it."""
    used: tuple[str, ...] = ()
    """With ``explain``: every clause the derivation uses (``decisive`` is a part of it)."""
    needs: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """With ``explain``, for an unknown answer: the clauses of ``because`` that only some readings
    need, and those readings."""
    ruling: tuple[str, ...] = ()
    """With ``explain``: the ruling in a player's words (:func:`pyrules.ruling.ruling`), as paragraphs:
    for an illegal play what forbids it first, its counterfactual last; for an unknown answer, what
    every reading says, then a paragraph per reading."""

    @property
    def ok(self) -> bool | None:
        return None if self.expected is None else self.answer == self.expected

    def as_dict(self) -> dict:
        out = {"id": self.id, "game": self.game, "question": self.question, "answer": self.answer,
               "expected": self.expected, "ok": self.ok, "because": list(self.because),
               "explanation": self.explanation, "readings": self.readings}
        if self.needs:
            out["needs"] = {c: list(rs) for c, rs in self.needs.items()}
        if self.counterfactual is not None:
            out["counterfactual"] = self.counterfactual
        if self.ruling:
            out["ruling"] = list(self.ruling)
        if self.derivation:
            out["decisive"] = list(self.decisive)
            out["derivation"] = [{"reading": name, "lines": node.compact(), "tree": node.as_dict()}
                                 for name, node in self.derivation]
        return out


@dataclass(frozen=True)
class Run:
    """One scenario answered question by question (see :meth:`KnowledgeBase.run`)."""

    query: Query
    scenario: object
    models: list[Model]
    answers: list[tuple[Ask, Result | PyrulesError]]


class KnowledgeBase:
    """One game's rules and cards, grounded once; answers scenarios (files, text or Query objects)."""

    def __init__(self, game: str, timeout: float = 10.0, instrumented: bool = False, explain: bool = False):
        if game not in games():
            raise UnknownName(f"unknown game {game!r}", expected=games())
        self.game = game
        self.timeout = seconds(timeout, "timeout")
        """Seconds allowed for one scenario's work: its grounding, every solve and every answer."""
        self.until: float | None = None
        """A run's bound (a :func:`time.monotonic` value) that no scenario's work goes past."""
        self._deadline: Deadline | None = None
        self.pool: m.CardPool = load_pool(game)
        meta = game_data(game)
        self.bounds: dict[str, int] = dict(meta.get("bounds", {}))
        self.questions: dict[str, dict] = meta["questions"]
        constants = {"max_value": self.bounds.get("max_value", 40), "per_side": self.bounds.get("monsters_per_side", 3),
                     "max_small": self.bounds.get("max_small", 10), "defense_cards": self.bounds.get("defense_cards", 4),
                     "modifiers": self.bounds.get("modifiers", 4), "player_cards": self.bounds.get("player_cards", 2)}
        self.constants = constants
        self.engine = meta.get("engine", "slots")
        self._files = [game_dir(game) / "main.lp"]
        self._instrumented = instrumented
        self.explain = explain
        """Answers carry their derivation, ``because`` is the decisive clauses (one more solve for
        each clause the derivation uses) and an illegal play its counterfactual: every scenario is
        grounded alone on the traced program (several times the work of a plain answer,
        docs/explanations.md)."""
        self._open: GroundProgram | None = None
        self._cuts: dict[frozenset[str], tuple[ScenarioProgram, ScenarioProgram]] = {}
        self.cuts = True
        """Ground each scenario cut down to what its questions read (:meth:`scenario_program`); False
        grounds the whole program (the same answers: a benchmark compares the two)."""
        self._derived: dict[int, tuple[Model, Derivations]] = {}
        self.plays_base = True
        """Monster Rancher: enumerate the plays of a state on an open base grounded once (the
        faster way, docs/performance.md); False grounds each state with plays.lp (the same plays)."""
        # self.scenarios: the game grounded per scenario, or per group (ask_together)
        self._program_args = ({}, {}) if self.engine == "sequence" else (constants, {"inputs": INPUTS})
        """What :attr:`scenarios` is built from besides files and facts: constants, options."""
        program_constants, options = self._program_args
        if self.engine == "sequence":
            self.pool_facts = entry_facts(self.pool.entries)
            self.scenarios = ScenarioProgram(self._files, self.pool_facts, program_constants, instrumented,
                                             traced=explain, cites=rule_clauses, **options)
            self.builder = (NamedCardBuilder if meta.get("cards") == "named" else SequenceBuilder)(self.pool, meta, game)
        else:
            self.pool_facts = pool_facts(self.pool)
            self.scenarios = ScenarioProgram(self._files, self.pool_facts, program_constants, traced=explain,
                                             cites=rule_clauses, **options)
            self.builder = ScenarioBuilder(self.pool, self.bounds, self.scenarios.static_pairs("slot_admits"), game)
        self.rules = rules_of(self.scenarios.rules)
        static = self.scenarios
        self.clause_text = {a.arguments[0].string: a.arguments[1].string
                            for a in static.static_atoms("clause_text", 2)}
        self.cites = cite_table(static.static_atoms(CITE_BY, 4))
        self.gap_text = {a.arguments[0].string: a.arguments[1].string for a in static.static_atoms("gap", 3)}
        self.readings: dict[str, list[str]] = {}
        for a in static.static_atoms("reading", 2):
            self.readings.setdefault(a.arguments[0].string, []).append(str(a.arguments[1]))

    def scenario_program(self, family: frozenset[str]) -> ScenarioProgram:
        """The game grounded per scenario, cut down to what the questions of ``family`` read
        (:mod:`pyrules.slicing`; a Capcom legality question grounds about half the rules), once per
        family; the whole program where a scenario is traced (explanations) or instrumented (check)."""
        if not self.cuts or self.explain or self._instrumented or self.scenarios.rules or self.scenarios.sites:
            return self.scenarios
        found = self._cuts.get(family)
        if found is None or found[0] is not self.scenarios:  # cut from the program in use (a test may set it)
            found = self._cuts[family] = (self.scenarios, self.scenarios.cut(self.reads(family)))
        return found[1]

    @cached_property
    def bases(self) -> "Bases":
        """The game-loop bases of a sequence game: a setup grounded once, its steps open
        (:mod:`pyrules.setups`)."""
        from .setups import Bases

        return Bases(self)

    @property
    def program(self) -> GroundProgram | ScenarioProgram:
        """The program :meth:`ask_query` solves one scenario with.  A game written for one open
        base (engine "slots": Monster Rancher) has it grounded once, on first use (~1.5 s), and
        then only switches inputs per question, a little faster per question than a grounding of
        its own (docs/performance.md); the other games ground each scenario."""
        if self.engine == "sequence" or self.explain:
            return self.scenarios
        if self._open is None:
            self._open = GroundProgram(self._files, self.pool_facts, self.constants, INPUTS, self._instrumented)
        return self._open

    @program.setter
    def program(self, program: GroundProgram | ScenarioProgram) -> None:
        if self.engine == "sequence":
            self.scenarios = program  # type: ignore[assignment]
        else:
            self._open = program  # type: ignore[assignment]

    # -- entry points ------------------------------------------------------------------------
    def ask_file(self, path: str | Path) -> list[Result]:
        """Answer every question of a query file."""
        return self.ask_query(load_query(path))

    def ask_text(self, text: str, name: str = "<query>") -> list[Result]:
        """Answer every question of a query given as text."""
        return self.ask_query(parse_query(text, name))

    def ask_query(self, query: Query) -> list[Result]:
        """Answer every question of a parsed query, within :attr:`timeout` for all of it."""
        self._check_query(query)
        with self.bounded(query.file):
            scenario = self.builder.build(query)
            if self.explain:
                return self._explained(query, scenario)
            models = self.solve(scenario)
            return self._answers(query, scenario, models)

    def _explained(self, query: Query, scenario) -> list[Result]:
        """Answers with their derivations, and ``because`` narrowed to the decisive clauses: those
        of the derivation without which the answer changes (each clause's rules switched off in
        turn, on the one grounding of the scenario); for an unknown answer, those without which a
        reading's answer changes, each with the readings that need it.  An illegal play cites the
        clauses it breaks first."""
        solve = self._solver(scenario)
        models = solve(())
        self._check_models(scenario, models)
        results = self._answers(query, scenario, models)
        changes: list[dict[str, set[str]]] = [{} for _ in results]
        for clause in sorted({c for r in results for c in r.used}):
            # the answers are the work; the narrowing stops where it would leave them no margin, and
            # the clauses it did not test are kept (cited as the derivation uses them)
            budget = self._deadline.left() - self.EXPLAIN_MARGIN * self.timeout  # type: ignore[union-attr]
            try:
                without = solve((clause,), False, budget) if budget > 0 else None
            except SolveTimeout:
                without = None
            for k, (ask, r) in enumerate(zip(query.asks, results)):
                if clause not in r.used:
                    continue
                for reading in (r.readings or [""]) if without is None else self._changed(query, scenario, without, ask, r):
                    changes[k].setdefault(clause, set()).add(reading)
        opened = set(self._open_points(models, {"": ""} if len(models) > 1 else {}))
        out = []
        for k, r in enumerate(results):
            broken = [v.arguments[0].string for v in sorted({a for mod in models for a in mod.by_name("violated")})
                      if v.arguments[0].type == SymbolType.String] if r.question.startswith("legal") and r.answer == "no" else []
            cited = [c for c in r.used if c in broken] + [c for c in r.used if c not in broken and
                                                          (c in changes[k] or (r.readings and c in opened))]
            needs = {c: tuple(sorted(changes[k][c])) for c in cited
                     if r.readings and c in changes[k] and set(changes[k][c]) != set(r.readings)}
            counterfactual = self._counterfactual(query, scenario, query.asks[k], r)
            explanation = self._explain(self._question(query.asks[k])[0], r.answer, cited, r.readings, models, scenario)
            if counterfactual is not None:
                explanation += "\n" + _counterfactual_line(counterfactual)
            forbidden = [f"Forbidden by {a.arguments[0].string} (here: {self._witness(a.arguments[1], scenario)})."
                         for a in sorted({a for mod in models for a in mod.by_name("violated")})
                         if a.arguments[0].type == SymbolType.String] if broken else []
            said = ruling(r.derivation, r.readings, forbidden,
                          [_counterfactual_line(counterfactual)] if counterfactual is not None else [], cited)
            out.append(replace(r, because=tuple(cited), decisive=tuple(cited), needs=needs, explanation=explanation,
                               counterfactual=counterfactual, ruling=tuple(said)))
        return out

    EXPLAIN_MARGIN = 0.25
    """The share of a scenario's time bound that the narrowing of ``because`` and the counterfactual
    leave to the rest of its work: a clause not tested in time is kept, a counterfactual not found
    in time is none."""

    COUNTERFACTUAL_SECONDS = 5.0
    """The most a counterfactual's search takes of a scenario's time (it is a help, not the answer)."""

    @cached_property
    def changes(self) -> dict:
        """What a counterfactual may change in a scenario (``asp/<game>/changes.json``): the facts
        it may leave out ("remove": predicate/arity), those whose last argument (or argument k:
        "predicate/arity@k") it may replace ("replace") by another term of the same shape the
        scenario names, or by a number in "numbers" [low, high]."""
        return read_json(game_dir(self.game) / "changes.json") or {}

    @cached_property
    def _plain(self) -> ScenarioProgram:
        """The game's program neither traced nor instrumented (the contradiction core's)."""
        if not self.scenarios.rules and not self.scenarios.sites:
            return self.scenarios
        constants, options = self._program_args
        return ScenarioProgram(self._files, self.pool_facts, constants, **options)

    @cached_property
    def _untraced(self) -> ScenarioProgram:
        """The game's program without the records of a derivation and the clause switches (which
        keep the grounder from settling anything, so a traced grounding costs several times a plain
        one): what a counterfactual's search, which needs no derivation, grounds."""
        if not self.scenarios.rules:
            return self.scenarios
        constants, options = self._program_args
        return ScenarioProgram(self._files, self.pool_facts, constants, **options)

    def _counterfactual(self, query: Query, scenario, ask: Ask, r: Result) -> dict | None:
        """For a play the rules forbid (a yes/no question answered "no"): the smallest change of
        the scenario (:attr:`changes`) under which the answer is "yes", found by the solver
        (:meth:`ScenarioProgram.smallest_change`)."""
        key, word = self._question(ask)
        spec = self.questions[key]
        if r.answer != "no" or spec["value"] != "yes" or not key.startswith("legal") or not self.changes:
            return None
        args = self._args(key, ask, scenario, self._word_arg(query, ask, spec, word))
        facts = list(self._facts(scenario))
        removable = set(self.changes.get("remove", ()))
        alternatives = _replacements(facts, set(self.changes.get("replace", ())), self.changes.get("numbers"),
                                     self.changes.get("values"))
        sig = lambda f: f"{f.name}/{len(f.arguments)}"
        free = [f for f in facts if sig(f) in removable or alternatives.get(f)]
        fixed = [f for f in facts if f not in free]
        extra = [a for f in free for a in alternatives.get(f, ()) if a not in facts]
        groups = [[f, *alternatives[f]] for f in free if alternatives.get(f) and sig(f) not in removable]
        left = (self._deadline.left() if self._deadline is not None else self.timeout) - self.EXPLAIN_MARGIN * self.timeout
        if left <= 0:
            return None
        try:
            found = self._untraced.smallest_change(fixed, free, list(dict.fromkeys(extra)), [_fn(spec["atom"], *args)],
                                                   [_fn("undecided", Function(spec["atom"]), *args)],
                                                   min(self.COUNTERFACTUAL_SECONDS, left), groups)
        except SolveTimedOut:  # not found in time: none looked for
            return None
        if found is None:
            return {}
        removed, added = found
        say = Phrasing(self.game, self._namer(scenario))
        words = lambda f: say.say(f) or f"{f.name}(" + ", ".join(say.word(a) for a in f.arguments) + ")"
        parts = ([f"without: {'; '.join(words(f) for f in removed)}"] if removed else []) + \
                ([f"with: {'; '.join(words(f) for f in added)}"] if added else [])
        return {"removed": [str(f) for f in removed], "added": [str(f) for f in added],
                "says": "it would be legal " + ", and ".join(parts) if parts else ""}

    def _changed(self, query: Query, scenario, models: list[Model], ask: Ask, r: Result) -> list[str]:
        """Where the answer ``r`` is not what ``models`` (the answer sets with a clause switched off)
        give: [""] for a determined answer, else the readings whose answer changed."""
        if not r.readings:
            try:
                answer = self._verdict(query, scenario, models, ask)[0] if models else None
            except PyrulesError:
                answer = None
            return [""] if answer != r.answer else []
        key, word = self._question(ask)
        now: dict[str, str | None] = {}
        for mod in models:
            try:
                now[self._reading_name(mod) or "answer set"] = self._value(key, ask, scenario, mod,
                                                                           self._word_arg(query, ask, self.questions[key], word))
            except PyrulesError:
                pass
        return [name for name, value in r.readings.items() if now.get(name) != value]

    def _solver(self, scenario):
        """:meth:`ScenarioProgram.solver` for a scenario, with this knowledge base's errors."""
        try:
            solve = self.scenarios.solver(self._facts(scenario), self._deadline or self.timeout)
        except UnknownInputs as exc:
            raise self._unknown_input(scenario, exc.symbols[0]) from None

        def run(off, trace: bool = True, within=None):
            try:
                return solve(off, trace, within)
            except SolveTimedOut as exc:
                raise self._timed_out(exc, scenario.query.file) from None
        return run

    @contextmanager
    def bounded(self, file: str = "<text>", budget: float | None = None) -> Iterator[Deadline]:
        """One deadline for the work inside: ``budget`` seconds (default :attr:`timeout`) from
        now, never past :attr:`until`; every solve and answer inside shares it, and one that
        starts after it raises :class:`SolveTimeout` naming ``file``.  Nested, the outer one holds."""
        if self._deadline is not None:
            yield self._deadline
            return
        if budget is None:  # a whole scenario's work: the game's own grounding, once per process, is not part of it
            _ = self.program
        self._deadline = Deadline(self.timeout if budget is None else budget, self.until)
        try:
            yield self._deadline
        except SolveTimedOut as exc:
            raise self._timed_out(exc, file) from None
        finally:
            self._deadline = None

    def _timed_out(self, exc: SolveTimedOut, file: str) -> SolveTimeout:
        hint = "--total-timeout" if "run's" in str(exc) else "a file's bound: raise it with --timeout"
        return SolveTimeout(f"{exc} ({hint})", file)

    def _answers(self, query: Query, scenario, models: list[Model]) -> list[Result]:
        self._derived = {}  # each answer set's derivations, built once for all of its questions
        out = []
        for ask in query.asks:
            if self._deadline is not None:
                self._deadline.left()
            out.append(self._answer(query, scenario, models, ask))
        return out

    def ask_together(self, queries: Sequence[Query]) -> list[list[Result]]:
        """:meth:`ask_query` of each query, in order, with the same answers, from one grounding
        of the game with every scenario's facts (:meth:`ScenarioProgram.ground_together`): for a
        game loop that weighs every candidate play of one state, and for batches of files.  The
        first query that cannot be answered raises its error, as asking them one by one would."""
        out = self.ask_each(queries, len(queries) or 1)
        for res in out:
            if isinstance(res, PyrulesError):
                raise res
        return out  # type: ignore[return-value]

    def legal_plays(self, state: "State", asks: Sequence[Ask] = (), every: bool = False,
                    verify: bool = False) -> list["Play"]:
        """The plays the rules allow from ``state`` (each a :class:`pyrules.plays.Play`: the step, its
        verdict, and the answers to ``asks`` asked with it: its resolved outcome on request), from one
        grounding and one solve in which the solver chooses the play (``asp/<game>/plays.lp``; Monster
        Rancher: a state with no move yet, its plays the monsters' moves, a :class:`pyrules.query.CardUse`).
        ``every``: every candidate play, with the verdict of each (``no``, ``unknown`` too).
        ``verify``: build each play's scenario with the query builder and check it (see :mod:`pyrules.plays`)."""
        from .plays import candidate_plays

        found = candidate_plays(self, state, tuple(asks), verify)
        return found if every else [p for p in found if p.legal == "yes"]

    def run_each(self, queries: Sequence[Query], then=None, group: int = TOGETHER) -> list:
        """:meth:`run` of each query (its questions answered one by one, an error kept with its
        question), ``group`` queries grounded together (:meth:`_together`), or the error that
        stopped it; ``then(run)``, where given, is called within the query's own time bound and its
        value stands in the run's place (the check's findings, its contradiction core included)."""
        def finish(query: Query, scenario, models: list[Model], joint, j: int, deadline: Deadline):
            self._derived = {}
            answers: list[tuple[Ask, Result | PyrulesError]] = []
            for ask in query.asks:
                deadline.left()
                try:
                    answers.append((ask, self._answer(query, scenario, models, ask)))
                except PyrulesError as err:
                    answers.append((ask, err))
            run = Run(query, scenario, models, answers)
            return run if then is None else then(run)

        out: list = []
        for k in range(0, len(queries), group):
            out.extend(self._together(queries[k:k + group], finish))
        return out

    def _together(self, queries: Sequence[Query], finish=None) -> list[list[Result] | PyrulesError]:
        """Each query's results, or its error, from one grounding (``finish(query, scenario,
        models, joint, j, deadline)`` stands in for its results where given).  Time: the group's grounding
        shares the budget of its files (:attr:`timeout` each); each file then has its own
        deadline (its budget less its share of the grounding) for its solve and its answers, so
        a slow file times out alone and its neighbours are still answered."""
        out: list[list[Result] | PyrulesError | None] = [None] * len(queries)
        scenarios = {}
        group = Deadline(self.timeout * max(1, len(queries)), self.until)
        for i, q in enumerate(queries):
            try:
                self._check_query(q)
                scenarios[i] = self.builder.build(q)
            except PyrulesError as err:
                out[i] = err
        if not scenarios:
            return out  # type: ignore[return-value]
        try:
            family = frozenset().union(*(self.family(sc.query.asks) for sc in scenarios.values()))
            joint = self.scenario_program(family).ground_together([self._facts(sc) for sc in scenarios.values()])
            group.left()
        except SolveTimedOut as exc:  # the grounding alone took the files' budgets
            if not group.run_bound:
                exc = SolveTimedOut(f"no answer within {self.timeout:g} s")
            for i in scenarios:
                out[i] = self._timed_out(exc, queries[i].file)
            return out  # type: ignore[return-value]
        except UnknownInputs as exc:  # the scenarios with an input the game does not know, and the others
            unknown = set(exc.symbols)
            for i, sc in scenarios.items():
                bad = next((s for s in self._facts(sc) if s in unknown), None)
                if bad is not None:
                    out[i] = self._unknown_input(sc, bad)
            rest = [i for i in scenarios if out[i] is None]
            for i, res in zip(rest, self._together([queries[i] for i in rest], finish) if rest else []):
                out[i] = res
            return out  # type: ignore[return-value]
        share = group.elapsed() / len(queries)
        for j, (i, sc) in enumerate(scenarios.items()):
            try:
                with self.bounded(sc.query.file, self.timeout - share) as own:
                    models = joint.solve(j, own)
                    self._check_models(sc, models)
                    out[i] = (self._answers(sc.query, sc, models) if finish is None
                              else finish(sc.query, sc, models, joint, j, own))
            except PyrulesError as err:
                out[i] = err
        return out  # type: ignore[return-value]

    def _facts(self, scenario: Scenario | SequenceScenario) -> list[Symbol]:
        return scenario.facts if isinstance(scenario, SequenceScenario) else scenario.inputs

    def ask_each(self, queries: Sequence[Query], group: int = TOGETHER) -> list[list[Result] | PyrulesError]:
        """Each query's results, or the error that stopped it, in order (for batches of files):
        ``group`` queries at a time, grounded together, each with its own time bound and its own
        error (:meth:`_together`)."""
        out: list[list[Result] | PyrulesError] = []
        if self.explain:  # a derivation needs its scenario's own grounding (what it did not fire)
            for q in queries:
                try:
                    out.append(self.ask_query(q))
                except PyrulesError as err:
                    out.append(err)
            return out
        for k in range(0, len(queries), group):
            out.extend(self._together(queries[k:k + group]))
        return out

    def _check_query(self, query: Query) -> None:
        """A query for this game, with readings the game knows."""
        if query.game != self.game:
            pos = query.positions.get("game")
            raise UnknownName(f"this query is for {query.game!r}, not {self.game!r}", query.file,
                              pos.line if pos else 0, pos.column if pos else 0, expected=games())
        for group, option in query.readings:
            if option not in self.readings.get(group, []):
                pos = query.positions.get(f"reading:{group}")
                line = pos.line if pos else 0
                raise UnknownName(f"unknown reading {group}={option}", query.file, line, pos.column if pos else 0,
                                  line_of(query.source, line) if pos else "",
                                  expected=[f"{g}={o}" for g, os in sorted(self.readings.items()) for o in os])

    def run(self, query: Query) -> "Run":
        """Answer every question of a query one by one: a question the scenario cannot answer
        ("it needs ...") is kept with its error instead of stopping the others (for checks)."""
        with self.bounded(query.file) as deadline:
            scenario = self.builder.build(query)
            models = self.solve(scenario)
            answers: list[tuple[Ask, Result | PyrulesError]] = []
            for ask in query.asks:
                deadline.left()
                try:
                    answers.append((ask, self._answer(query, scenario, models, ask)))
                except PyrulesError as err:
                    answers.append((ask, err))
        return Run(query, scenario, models, answers)

    def question_of(self, ask: Ask) -> str:
        """The game's question an ask is ("damage \"Golem\"" -> "damage")."""
        return self._question(ask)[0]

    def literal_core(self, scenario: Scenario | SequenceScenario) -> list[str] | None:
        """Every clause applied as written (``apply_literally``): None when that still has an
        answer, else a minimal set of clauses that cannot hold together in this scenario."""
        with self.bounded(scenario.query.file) as deadline:
            return self._literal_core(scenario, deadline)

    def _literal_core(self, scenario: Scenario | SequenceScenario, deadline: Deadline) -> list[str] | None:
        # the scenario grounded alone (a solve on a group's grounding, ground_together, costs about
        # ten times as much), without the check's instruments (its firing records come from the
        # answer sets, not from this grounding) or a derivation's records: neither changes whether
        # an answer set exists
        program = self.program
        if isinstance(program, ScenarioProgram):
            program = self._plain
        solver = program.core_solver(self._facts(scenario), deadline)
        atoms = self._literal_atoms

        def core(clauses: list[str]) -> list[str] | None:
            found = solver([atoms[c] for c in clauses])
            return None if found is None else [a.arguments[0].string for a in found]

        found = core(sorted(self.clause_text))
        if found is None:
            return None
        return _deletion(found, lambda clauses: core(clauses) is None)

    @cached_property
    def _literal_atoms(self) -> dict[str, Symbol]:
        """``apply_literally(C)`` of every clause, built once."""
        return {c: Function("apply_literally", [String(c)]) for c in self.clause_text}

    def solve(self, scenario: Scenario | SequenceScenario) -> list[Model]:
        """The answer sets of a scenario (one per combination of the relevant open readings)."""
        program = self.program
        family = self.family(scenario.query.asks)
        if isinstance(program, ScenarioProgram):
            program = self.scenario_program(family)
        if isinstance(program, GroundProgram):
            for sym in scenario.inputs:
                if not program.knows(sym):
                    raise self._unknown_input(scenario, sym)
        try:
            models = None
            if self.engine == "sequence" and not (self.explain or self._instrumented):
                models = self.bases.answer(scenario.facts, family, self._deadline or Deadline(self.timeout, self.until))
            if models is None:
                models = program.solve(self._facts(scenario), self._deadline or self.timeout)
        except SolveTimedOut as exc:
            raise self._timed_out(exc, scenario.query.file) from None
        except UnknownInputs as exc:
            raise self._unknown_input(scenario, exc.symbols[0]) from None
        self._check_models(scenario, models)
        return models

    def _check_models(self, scenario: Scenario | SequenceScenario, models: list[Model]) -> None:
        if not models:
            raise PyrulesError("the rules have no answer for this scenario (contradictory input)", scenario.query.file)
        if isinstance(scenario, Scenario) and any(a.name == "overflow" for mod in models for a in mod.atoms):
            raise BoundsError(f"a value went past the bound {self.constants['max_value']} (or {self.constants['max_small']} "
                              "for small card numbers); see 'Bounds' in docs/queries.md", scenario.query.file)

    def _unknown_input(self, scenario: Scenario, sym: Symbol) -> PyrulesError:
        """The error for an input the game's domain does not hold: a card sentence no rule
        reads, or a value past the bounds."""
        if sym in scenario.origins:
            card, text, pos = scenario.origins[sym]
            line = pos.line if pos and pos.file == scenario.query.file else 0
            return ParseError(f"the {self.game} knowledge base has no rule for this sentence of {card!r}: {text}",
                              scenario.query.file, line, pos.column if line else 0,
                              line_of(scenario.query.source, line) if line else "")
        return BoundsError(f"the knowledge base has no room for {sym} (past its bounds)", scenario.query.file)

    # -- answers -----------------------------------------------------------------------------
    @staticmethod
    def _ask_error(q: Query, ask: Ask, message: str, expected: list[str]) -> UnknownName:
        line = ask.position.line if ask.position else 0
        col = ask.position.column if ask.position else 0
        return UnknownName(message, q.file, line, col, line_of(q.source, line) if q.source else "", expected)

    def family(self, asks: Sequence[Ask]) -> frozenset[str]:
        """The questions a query asks (its family: a base cut for them answers it, :mod:`pyrules.slicing`)."""
        return frozenset(self._question(a)[0] for a in asks)

    def reads(self, family: frozenset[str]) -> list[Pattern]:
        """The atoms the answers to a family of questions read from an answer set: each question's
        atom and its ``undecided`` atom, the ``why`` atoms of its topics, what breaks a rule (for
        legality), the clauses an answer cites (``relevant``), the readings, the plays tried, and what
        every scenario is checked for."""
        out = [Pattern("relevant"), Pattern("holds_reading"), Pattern("pyrules_play"), Pattern("overflow"),
               Pattern(KNOWN)]  # a value past the bounds, an input the game checks: read of every scenario
        for key in sorted(family):
            spec = self.questions.get(key)
            if spec is None:  # an unknown question: its answer is the error that says so
                continue
            out += [Pattern(spec["atom"]), Pattern("undecided", spec["atom"])]
            out += [Pattern("why", topic) for topic in spec.get("topics", ())]
            if key.startswith("legal"):
                out.append(Pattern("violated"))
        return out

    def _question(self, ask: Ask) -> tuple[str, str]:
        """The question a query asks and the words after it ("common knowledge hand cards" ->
        ("common knowledge", "hand cards")) for a question that takes a word."""
        key = ask.key
        if key in self.questions:
            return key, ""
        words = key.split()
        for n in range(len(words) - 1, 0, -1):
            head = " ".join(words[:n])
            spec = self.questions.get(head)
            if spec and any(k.startswith("word:") for k in spec["args"]):
                return head, " ".join(words[n:])
        return key, ""

    def _verdict(self, q: Query, sc: Scenario, models: list[Model], ask: Ask) -> tuple[str, dict[str, str]]:
        """The answer to one question over the answer sets, and, where it is unknown, each
        reading's answer."""
        key, word = self._question(ask)
        if key not in self.questions:
            known = sorted(self.questions)
            raise self._ask_error(q, ask, f"unknown question {ask.text()!r}",
                                  [f"did you mean {n!r}?" for n in nearest(key, known)] or known)
        self._check_operands(q, ask, self.questions[key], key)
        word_arg = self._word_arg(q, ask, self.questions[key], word)
        per_model = [(self._value(key, ask, sc, mod, word_arg), mod) for mod in models]
        if any(v is None for v, _ in per_model):
            needs = self.questions[key].get("needs", "what it asks about")
            raise self._ask_error(q, ask, f"the scenario does not decide {ask.text()!r}: it needs {needs}", [])
        values = sorted({v for v, _ in per_model})
        if len(values) == 1:
            return values[0], {}
        readings: dict[str, str] = {}
        for v, mod in sorted(per_model, key=lambda vm: sorted(map(str, vm[1].by_name("holds_reading")))):
            readings[self._reading_name(mod) or "answer set"] = v
        return "unknown", dict(sorted(readings.items()))

    def _answer(self, q: Query, sc: Scenario, models: list[Model], ask: Ask) -> Result:
        answer, readings = self._verdict(q, sc, models, ask)
        key, word = self._question(ask)
        word_arg = self._word_arg(q, ask, self.questions[key], word)
        derivation: tuple[tuple[str, Node], ...] = ()
        used: tuple[str, ...] = ()
        if self.explain:  # the derivation, and every clause it uses (which :meth:`_explained` narrows)
            args = self._args(key, ask, sc, word_arg)
            ordered = sorted(models, key=lambda mod: sorted(map(str, mod.by_name("holds_reading"))))
            say = Phrasing(self.game, self._namer(sc)).say
            derivation = tuple(((self._reading_name(mod) or "answer set") if readings else "",
                                worded(self._derivation(key, args, mod), say))
                               for mod in (ordered if readings else ordered[:1]))
            used = decisive(node for _, node in derivation)
            used += tuple(c for c in self._open_points(models, readings) if c not in used)
        because = self._because(key, models)
        expected = None if ask.expected is None else str(ask.expected)
        return Result(q.ident or Path(q.file).stem, self.game, ask.text(), answer, expected, because,
                      self._explain(key, answer, because, readings, models, sc), readings, derivation,
                      decisive=used, used=used)

    def _namer(self, sc):
        """How a scenario names a term of the encoding: a monster's or character's label, a card as
        the query wrote it, a pool entry by its name, a player as its letter."""
        cards = {sym: text for (_, text), sym in getattr(sc, "cards", {}).items()}
        entries = dict(self._entry_names)
        for d in getattr(getattr(sc, "query", None), "defines", ()):  # a card text the query defines: by the name it gives it
            named = _QUOTED_NAME.search(d.text)
            if named:
                entries.setdefault(ident(named.group(1)), named.group(1))

        def name(sym: Symbol) -> str | None:
            if sym in sc.labels:
                return sc.labels[sym]
            if sym in cards:
                return cards[sym]
            if sym.type == SymbolType.Function and not sym.arguments:
                if len(sym.name) == 1:  # a player, a Type: A, B
                    return sym.name.upper()
                return entries.get(sym.name)
            if sym.type == SymbolType.Function and sym.name == "side" and len(sym.arguments) == 1:
                return "player " + str(sym.arguments[0]).upper()
            return None
        return name

    @staticmethod
    def _reading_name(mod: Model) -> str:
        return ", ".join(f"{symbol_value(a.arguments[0])}={a.arguments[1]}" for a in mod.by_name("holds_reading"))

    def _derivation(self, key: str, args: list[Symbol], mod: Model) -> Node:
        """How one answer set gives the answer: the derivation of the atom the question reads (its
        ``undecided`` atom where the answer is open), or, where that atom does not hold, the rule
        instances that were checked and did not fire."""
        spec = self.questions[key]
        if id(mod) not in self._derived:
            self._derived[id(mod)] = (mod, Derivations(mod, self.rules, self.cites))
        d = self._derived[id(mod)][1]
        open_ = _fn("undecided", Function(spec["atom"]), *args)
        if open_ in mod.atoms:
            return d.root(open_)
        if spec["value"] == "yes":
            return d.root(_fn(spec["atom"], *args))
        found = [a for a in mod.by_name(spec["atom"]) if list(a.arguments[:-1]) == args]
        return d.root(found[0]) if found else d.why_not_like(spec["atom"], args)

    @staticmethod
    def _open_points(models: list[Model], readings: dict[str, str]) -> tuple[str, ...]:
        """The open points whose readings give different answers (only where they do)."""
        if not readings:
            return ()
        return tuple(sorted({symbol_value(a.arguments[0]) for mod in models for a in mod.by_name("holds_reading")}))

    _FORMS = {"monster": '"Monster"', "status": '"Status"', "character": '"Character"', "card": '"Card"',
              "step": "N"}

    def _word_arg(self, q: Query, ask: Ask, spec: dict, word: str) -> Symbol | None:
        kind = next((k for k in spec["args"] if k.startswith("word:")), None)
        if kind is None:
            return None
        category = kind.split(":", 1)[1]
        found = self.pool.vocabulary.lookup(category, word) if word else None
        if found is None:
            options = self.pool.vocabulary.spellings(category)
            raise self._ask_error(q, ask, f"the question {ask.text()!r} needs one of: {', '.join(options)}",
                                  [f"did you mean {n!r}?" for n in nearest(word, options)] or options)
        return Function(found)

    def _check_operands(self, q: Query, ask: Ask, spec: dict, key: str = "") -> None:
        """A question names exactly the monsters, characters, cards, steps and player its game
        declares for it ("side?" and "card" take an optional player: ask card A "8D")."""
        names = sum(1 for kind in spec["args"] if kind in ("monster", "status", "character", "card"))
        numbers = sum(1 for kind in spec["args"] if kind == "step")
        wants_side = "side" in spec["args"]
        optional_side = "card" in spec["args"]
        form = " ".join([key or ask.key] + (["A|B"] if wants_side else ["[A|B]"] if optional_side else []) +
                        [self._FORMS[k] for k in spec["args"] if k in self._FORMS] +
                        [k.split(":", 1)[1].upper() for k in spec["args"] if k.startswith("word:")])
        sides = [w for w in ask.words if w in ("A", "B")]
        side_ok = len(sides) == 1 if wants_side else (len(sides) <= 1 if optional_side else not sides)
        # the player follows the question's words, as its form says ("deck A", never "A deck")
        side_ok = side_ok and all(ask.words.index(s) == len((key or ask.key).split()) for s in sides)
        if len(ask.names) != names or len(ask.numbers) != numbers or not side_ok:
            raise self._ask_error(q, ask, f"the question {ask.text()!r} does not have the form 'ask {form}'", [form])

    def _value(self, key: str, ask: Ask, sc: Scenario, mod: Model, word: Symbol | None = None) -> str | None:
        """The answer to one question in one answer set, as the game's question table says:
        the shown atom to read, the arguments the question names (monster, status, side),
        and how to read the value (yes/no membership, a number, a word of the vocabulary)."""
        spec = self.questions[key]
        args = self._args(key, ask, sc, word)
        value = spec["value"]
        if _fn("undecided", Function(spec["atom"]), *args) in mod.atoms:
            return "unknown"
        if value == "yes":
            return "yes" if _fn(spec["atom"], *args) in mod.atoms else "no"
        found = [a.arguments[-1] for a in mod.by_name(spec["atom"]) if list(a.arguments[:-1]) == args]
        if not found:
            return spec.get("default")
        if value == "number":
            return str(found[0].number)
        if value == "name":
            return next((lab for sym, lab in sc.labels.items() if sym == found[0]), str(found[0]))
        category = value.split(":", 1)[1]
        return self.pool.vocabulary.word(category, found[0].name).lower()

    def _args(self, key: str, ask: Ask, sc: Scenario, word: Symbol | None = None) -> list[Symbol]:
        """The arguments of the atom a question reads: the monsters, characters, cards, steps,
        status, side and word it names, in the order the game's question table gives."""
        spec = self.questions[key]
        args: list[Symbol] = []
        names = iter(ask.names)
        numbers = iter(ask.numbers)
        for kind in spec["args"]:
            if kind in ("monster", "character"):
                args.append(self._monster_slot(ask, sc, next(names, None), kind))
            elif kind == "card":
                args.extend(self._card(ask, sc, next(names, None)))
            elif kind == "step":
                args.append(self._step(ask, sc, next(numbers, None)))
            elif kind == "status":
                args.append(_const(self._status_id(ask, sc, next(names, None))))
            elif kind == "side":
                args.append(_const((ask.side or sc.query.turn).lower()))
            elif kind.startswith("word:") and word is not None:
                args.append(word)
        return args

    def _card(self, ask: Ask, sc, text: str | None) -> list[Symbol]:
        """The player and the card a question names (the player may be left out when only one
        player's cards carry that name)."""
        cards = getattr(sc, "cards", {})
        key = (text or "").upper()
        sides = sorted(s for s, t in cards if t == key)
        if ask.side and (ask.side.lower(), key) in cards:
            sides = [ask.side.lower()]
        if not sides or (sides[0], key) not in cards:
            raise self._ask_error(sc.query, ask, f"no card {text!r} in this scenario",
                                  sorted({t for _, t in cards}))
        if len(sides) > 1 and getattr(sc, "unique_cards", False) and len({cards[(s, key)] for s in sides}) == 1:
            # one named card that both players' lists mention (owned by one, held by the other)
            sides = sides[:1]
        if len(sides) > 1:
            raise self._ask_error(sc.query, ask, f"both players have a card {text!r}: name the player "
                                                 f"(ask {ask.key} A \"{text}\")", [])
        return [_const(sides[0]), cards[(sides[0], key)]]

    def _step(self, ask: Ask, sc, number: int | None) -> Symbol:
        steps = len(getattr(sc.query, "steps", ()))
        if number is None or not 1 <= number <= steps:
            raise self._ask_error(sc.query, ask, f"the scenario has no step {number}",
                                  [f"a step number from 1 to {steps}"])
        return Number(number)

    def _monster_slot(self, ask: Ask, sc: Scenario, label: str | None, kind: str = "monster") -> Symbol:
        if label is None:
            raise self._ask_error(sc.query, ask, f"the question {ask.text()!r} needs a {kind} name",
                                  list(sc.monsters))
        if label not in sc.monsters:
            raise self._ask_error(sc.query, ask, f"no {kind} {label!r} in this scenario",
                                  [f"did you mean {n!r}?" for n in nearest(label, list(sc.monsters))]
                                  or list(sc.monsters))
        return sc.monsters[label]

    def _status_id(self, ask: Ask, sc: Scenario, name: str | None) -> str:
        known = [e.name for e in self.pool.entries if e.kind == "status"]
        if name is None:
            raise self._ask_error(sc.query, ask, f"the question {ask.text()!r} needs a status name", known)
        for e in self.pool.entries:
            if e.kind == "status" and e.name.lower() == name.lower():
                return e.ident
        raise self._ask_error(sc.query, ask, f"unknown status {name!r}",
                              [f"did you mean {n!r}?" for n in nearest(name, known)] or known)

    def _because(self, key: str, models: list[Model]) -> tuple[str, ...]:
        ids: set[str] = set()
        for mod in models:
            if key.startswith("legal"):
                ids.update(a.arguments[0].string for a in mod.by_name("violated"))
            why = mod.why
            for topic in self.questions[key]["topics"]:
                ids.update(why.get(topic, ()))
            for a in mod.by_name("relevant"):
                ids.add(a.arguments[0].string)
        return tuple(sorted(ids))

    def _explain(self, key: str, answer: str, because: Iterable[str], readings: dict[str, str],
                 models: list[Model], sc: Scenario) -> str:
        lines: list[str] = []
        violations = sorted({a for mod in models for a in mod.by_name("violated")})
        if key.startswith("legal") and answer == "no":
            for a in violations:
                cid = a.arguments[0].string
                lines.append(f"Forbidden by {cid}: {self.clause_text.get(cid, '')} "
                             f"(here: {self._witness(a.arguments[1], sc)}).")
        for cid in because:
            if key.startswith("legal") and answer == "no" and any(v.arguments[0].string == cid for v in violations):
                continue
            text = self.clause_text.get(cid) or self.gap_text.get(cid) or "a value the scenario leaves open (read each way)"
            lines.append(f"{cid}: {text}")
        if readings:
            lines.append("The rules do not decide this; by reading: " +
                         "; ".join(f"{r} gives {v}" for r, v in sorted(readings.items())) + ".")
        cards = sorted(set(sc.notes))
        if cards:
            lines.append("Card texts: " + " | ".join(cards))
        return "\n".join(lines)

    def _witness(self, w: Symbol, sc: Scenario) -> str:
        """A violation's witness in the scenario's own names."""
        def name(sym: Symbol) -> str:
            if sym in sc.labels:
                return sc.labels[sym]
            if sym.type != SymbolType.Function:
                return str(symbol_value(sym))
            if sym.name == "side":
                return "player " + str(sym.arguments[0]).upper()
            if sym.name == "env":
                return "the ENV " + self._entry_name(str(sym.arguments[0]))
            if sym.name == "def":
                return f"defense card {sym.arguments[0]}"
            card = next((text for (_, text), c in sorted(getattr(sc, "cards", {}).items()) if c == sym), None)
            return f'"{card}"' if card else Phrasing(self.game, self._namer(sc)).word(sym)

        def words(what: Symbol) -> str:
            out = what.name.replace("_", " ") if what.type == SymbolType.Function else str(what)
            if what.type == SymbolType.Function and what.arguments:
                out += " (" + ", ".join(name(a) for a in what.arguments) + ")"
            return out
        if w.name == "at" and len(w.arguments) == 2:  # a step of a sequence and what in it breaks the rule
            return f"step {w.arguments[0]}: {words(w.arguments[1])}"
        if w.name == "state" and len(w.arguments) == 2:  # what the scenario's state gives, and why it cannot be
            return f"the scenario's state, {words(w.arguments[0])}: {words(w.arguments[1])}"
        if w.name == "env" and w.arguments:
            return "the ENV in play is " + self._entry_name(str(w.arguments[0]))
        if w.name in ("forbidden", "unmet", "over_limit") and len(w.arguments) == 2:
            who, act = w.arguments
            verb = {"forbidden": "may not", "unmet": "must", "over_limit": "has no use left to"}[w.name]
            return f"{name(who)} {verb} {_act_words(act, name)}"
        if w.name == "outside" and w.arguments:
            return f"{name(w.arguments[0])} is not a monster the card may aim at"
        if w.arguments:
            return f"{w.name} " + ", ".join(name(a) for a in w.arguments)
        return w.name

    @cached_property
    def _entry_names(self) -> dict[str, str]:
        """Each pool entry's name by its id (the first entry of an id, as the pool lists them)."""
        out: dict[str, str] = {}
        for e in self.pool.entries:
            out.setdefault(e.ident, e.name)
        return out

    def _entry_name(self, ident: str) -> str:
        return self._entry_names.get(ident, ident)


_QUOTED_NAME = re.compile(r'"([^"]+)"')
"""The name a query's ``define`` gives its card text (its first quoted words)."""


def _deletion(order: list[str], sat) -> list[str]:
    """The minimal set that deletion in ``order`` leaves of an unsatisfiable ``order`` (drop each
    element, first to last, whose removal leaves the rest unsatisfiable), with a binary search
    for each element kept instead of a solve for each element.

    Deletion keeps element i exactly when the elements kept before it and every element after it
    are satisfiable together (``sat``); with the kept ones fixed, that test grows from false to
    true as i grows (fewer elements after it: an unsatisfiable set stays so with more elements),
    so the next kept element is the first i where it holds.  Same answer as the deletion, about
    log2(n) solves per kept element instead of n solves."""
    kept: list[str] = []
    start, n = 0, len(order)
    while start < n:
        lo, hi = start, n  # the first i in [start, n) with sat(kept + order[i+1:]); n: none
        while lo < hi:
            mid = (lo + hi) // 2
            if sat(kept + order[mid + 1:]):
                hi = mid
            else:
                lo = mid + 1
        if lo == n:
            break
        kept.append(order[lo])
        start = lo + 1
    return kept


def _counterfactual_line(found: dict) -> str:
    """A counterfactual (:meth:`KnowledgeBase._counterfactual`) in one sentence."""
    if found.get("says"):
        return found["says"][0].upper() + found["says"][1:] + "."
    return "No change of the scenario that the game allows a counterfactual (changes.json) makes it legal."


def _replacements(facts: Sequence[Symbol], replace: set[str], numbers: Sequence[int] | None,
                  values: dict[str, list[str]] | None = None) -> dict[Symbol, list[Symbol]]:
    """For each fact of a "replace" predicate, the same fact with its last argument (or argument k,
    "pred/arity@k") replaced by another term of the same shape that the scenario names (a monster
    for a monster, a card for a card), by a number within ``numbers`` (low, high), or by a word the
    game lists for it in ``values``: the facts a counterfactual may put in its place."""
    def shape(t: Symbol):
        return (t.type, t.name, len(t.arguments)) if t.type == SymbolType.Function else (t.type,)

    terms: dict[tuple, set[Symbol]] = {}
    for f in facts:
        for a in f.arguments:
            terms.setdefault(shape(a), set()).add(a)
    given = set(facts)
    where: dict[str, tuple[int, str]] = {}  # "pred/arity" -> (the argument replaced, from 1; the entry)
    for entry in replace:
        name, _, at = entry.partition("@")
        where[name] = (int(at) if at else int(name.rpartition("/")[2]), entry)
    out: dict[Symbol, list[Symbol]] = {}
    for f in facts:
        k, entry = where.get(f"{f.name}/{len(f.arguments)}", (0, ""))
        if not k or k > len(f.arguments):
            continue
        old = f.arguments[k - 1]
        options = set(terms.get(shape(old), ()))
        if old.type == SymbolType.Number and numbers:
            options |= {Number(n) for n in range(int(numbers[0]), int(numbers[1]) + 1)}
        options |= {Function(w) for w in (values or {}).get(entry, ())}
        news = [Function(f.name, [*f.arguments[:k - 1], t, *f.arguments[k:]]) for t in sorted(options - {old})]
        out[f] = [n for n in news if n not in given]
    return out


def _act_words(act: Symbol, name) -> str:
    if act.name == "damage":
        return f"damage {name(act.arguments[0])}"
    if act.name == "act":
        verb, obj = act.arguments
        return f"{verb} {str(obj.arguments[0]).replace('_', ' ') if obj.name == 'things' else ''}".strip()
    return str(act)


def _const(name: str) -> Symbol:
    return Function(name)


def _fn(name: str, *args: Symbol) -> Symbol:
    return Function(name, list(args))


def seconds(value, name: str = "timeout") -> float:
    """A time bound: a finite number of seconds above 0 (a :class:`PyrulesError` otherwise)."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise PyrulesError(f"{name} must be a number of seconds, not {value!r}", f"--{name.replace('_', '-')}") from None
    if not math.isfinite(number) or number <= 0:
        raise PyrulesError(f"{name} must be a finite number of seconds above 0, not {value!r}",
                           f"--{name.replace('_', '-')}")
    return number


@lru_cache(maxsize=None)
def load(game: str) -> KnowledgeBase:
    """The knowledge base of a shipped game, built once per process."""
    return KnowledgeBase(game)
