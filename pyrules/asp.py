"""The one module that talks to clingo (pinned to clingo>=5.8,<6 behind this adapter).

It offers term constructors for the model, and :class:`GroundProgram`: a game's rules
and card pool loaded and grounded once, whose scenario inputs are external atoms that
each question switches on and off before solving (multi-shot solving, no new Control
per question).  Facts are always built as clingo Symbols, never as ASP text.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Sequence

import clingo
from clingo import ast
from clingo import Function, Number, String, Symbol, SymbolType  # re-exported for the model

__all__ = ["Deadline", "Function", "Number", "String", "Symbol", "SymbolType", "GroundProgram", "Model",
           "ScenarioProgram", "SolveTimedOut", "UnknownInputs", "symbol_value"]


def symbol_value(sym: Symbol) -> str | int:
    """A Symbol as a plain Python value (number, string, or its text)."""
    if sym.type == SymbolType.Number:
        return sym.number
    if sym.type == SymbolType.String:
        return sym.string
    return str(sym)


@dataclass(frozen=True)
class Model:
    """The shown atoms of one answer set, by predicate name."""

    atoms: frozenset[Symbol]

    def by_name(self, name: str) -> list[Symbol]:
        return sorted(a for a in self.atoms if a.name == name)


class SolveTimedOut(Exception):
    """A solve did not finish within its time bound."""


class Deadline:
    """One wall-clock bound shared by every solve of a piece of work (a query file's
    grounding, solving and answering): ``seconds`` from now, and never past ``until`` (a run's
    bound, a :func:`time.monotonic` value).  Every solve and core below takes either a number
    of seconds (a deadline of its own) or a Deadline (what is left of it)."""

    def __init__(self, seconds: float, until: float | None = None):
        self.seconds = seconds
        self.start = time.monotonic()
        end = self.start + seconds
        self.run_bound = until is not None and until < end
        self.end = until if self.run_bound else end

    def elapsed(self) -> float:
        return time.monotonic() - self.start

    def left(self) -> float:
        """The seconds left; :class:`SolveTimedOut` when none are."""
        left = self.end - time.monotonic()
        if left <= 0:
            raise SolveTimedOut("the run's time bound was reached" if self.run_bound
                                else f"no answer within {self.seconds:g} s")
        return left


WAIT_SLICE = 0.1
"""Seconds a solve is waited on at a time: Ctrl-C (a Python signal handler, run between two
waits) stops a long solve within this."""


class GroundProgram:
    """ASP files plus static facts, grounded once; questions set externals and solve."""

    def __init__(self, files: Sequence[Path], facts: Iterable[Symbol], constants: dict[str, int],
                 input_signatures: Sequence[tuple[str, int]], instrumented: bool = False):
        args = ["--warn=none", "--heuristic=None"]
        args += [f"-c{k}={int(v)}" for k, v in sorted(constants.items())]
        self._ctl = clingo.Control(args)
        self.sites: list[RuleSite] = []
        if instrumented:  # the rules as an AST, each with a twin that records whether it can fire
            statements, self.sites = instrument(parse_program(files))
            with ast.ProgramBuilder(self._ctl) as builder:
                for stm in statements:
                    builder.add(stm)
        else:
            for f in files:
                self._ctl.load(str(f))
        self._ctl.configuration.solve.models = 0  # every answer set: one per open reading
        _add_facts(self._ctl, facts)
        self._ctl.ground([("base", [])])
        # every input atom -> its solver literal, built once after grounding
        self._inputs: dict[Symbol, int] = {}
        for name, arity in input_signatures:
            for sa in self._ctl.symbolic_atoms.by_signature(name, arity):
                if sa.is_external:
                    self._inputs[sa.symbol] = sa.literal
        self._on: set[int] = set()
        self._lock = threading.Lock()
        self.fired: set[int] = {sa.symbol.arguments[0].number
                                for sa in self._ctl.symbolic_atoms.by_signature(FIRED, 1)}
        """Instrumented rules whose body the grounder could not rule out, with every input open."""
        self._ctl.solve()  # prepares the solver once; its statistics give the size of the base
        self.solver_variables: int = int(self._ctl.statistics["problem"]["generator"]["vars"])
        """Solver variables of the grounded base (a deterministic size budget)."""

    def knows(self, sym: Symbol) -> bool:
        """Whether ``sym`` is an input atom of the grounded base."""
        return sym in self._inputs

    def static_atoms(self, name: str, arity: int) -> list[Symbol]:
        """Atoms of a predicate that the grounding made facts (the card pool, the clause table)."""
        return sorted(sa.symbol for sa in self._ctl.symbolic_atoms.by_signature(name, arity) if sa.is_fact)

    def solve(self, inputs: Iterable[Symbol], timeout: float | Deadline = 10.0) -> list[Model]:
        """All answer sets (shown atoms) with exactly ``inputs`` true among the input atoms."""
        with self._lock:
            self._set_inputs(inputs)
            models: list[Model] = []

            def on_model(m: clingo.Model) -> None:
                models.append(Model(frozenset(m.symbols(shown=True))))

            _solve(self._ctl, on_model, timeout)
        return models


    def _set_inputs(self, inputs: Iterable[Symbol]) -> None:
        wanted = {self._inputs[s] for s in inputs}
        for lit in self._on - wanted:
            self._ctl.assign_external(lit, False)
        for lit in wanted - self._on:
            self._ctl.assign_external(lit, True)
        self._on = wanted

    def core_solver(self, inputs: Iterable[Symbol], timeout: float | Deadline = 10.0):
        """:meth:`core` for one scenario, for any number of assumption sets."""
        inputs = list(inputs)
        return lambda assumptions: self.core(inputs, assumptions, timeout)

    def core(self, inputs: Iterable[Symbol], assumptions: Sequence[Symbol], timeout: float | Deadline = 10.0) -> list[Symbol] | None:
        """With ``inputs`` set and every atom of ``assumptions`` assumed true: None when an answer
        set exists, else the assumptions of an unsatisfiable core (clingo's, not yet minimal)."""
        with self._lock:
            self._set_inputs(inputs)
            return _core(self._ctl, assumptions, timeout)



class UnknownInputs(Exception):
    """Input atoms of a scenario that the game's declared input domain does not hold."""

    def __init__(self, symbols: list[Symbol]):
        super().__init__(", ".join(map(str, symbols)))
        self.symbols = symbols


class ScenarioProgram:
    """ASP files parsed once; each question grounds them with that scenario's facts only.

    For games whose outcome is arithmetic over a sequence of steps (sums of damage, combo
    points spent, life after), grounding only the values a scenario names keeps each
    program tiny, where an open state over every possible value would not be.

    A game written for one open base (its inputs declared ``#external p(X) : domain(X).``)
    runs here too, given its input signatures: each declaration becomes the rule
    ``pyrules_known(p(X)) :- p(X), domain(X).``, so a grounding holds its inputs as plain facts
    and checks them against the declared domain at once (:class:`UnknownInputs`).
    """

    def __init__(self, files: Sequence[Path], facts: Iterable[Symbol], constants: dict[str, int],
                 instrumented: bool = False, inputs: Sequence[tuple[str, int]] = ()):
        self._args = ["--warn=none", "--heuristic=None"] + [f"-c{k}={int(v)}" for k, v in sorted(constants.items())]
        self._inputs = set(inputs)
        self._statements = [_known_rule(stm) if _declares(stm, self._inputs) else stm
                            for stm in parse_program(files)]
        self.sites: list[RuleSite] = []
        if instrumented:
            self._statements, self.sites = instrument(self._statements)
        self.fired: set[int] = set()
        """Instrumented rules that some grounding so far could fire (when instrumented)."""
        self._facts = list(facts)
        self._static = self._ground([])
        self._static.solve()
        self.solver_variables = int(self._static.statistics["problem"]["generator"]["vars"])
        """Solver variables of the game grounded without a scenario."""

    def _ground(self, facts: list[Symbol], alternatives: Sequence[Sequence[Symbol]] = ()) -> clingo.Control:
        ctl = clingo.Control(self._args)
        with ast.ProgramBuilder(ctl) as builder:
            for stm in self._statements:
                builder.add(stm)
            if alternatives:
                _add_alternatives(builder, alternatives)
        _add_facts(ctl, self._facts + facts)
        ctl.ground([("base", [])])
        ctl.configuration.solve.models = 0
        if self.sites:
            self.fired.update(sa.symbol.arguments[0].number for sa in ctl.symbolic_atoms.by_signature(FIRED, 1))
        if self._inputs:
            given = list(facts) + [sym for alternative in alternatives for sym in alternative]
            unknown = [sym for sym in given if (sym.name, len(sym.arguments)) in self._inputs
                       and ctl.symbolic_atoms[Function(KNOWN, [sym])] is None]
            if unknown:
                raise UnknownInputs(unknown)
        return ctl

    def core(self, facts: Iterable[Symbol], assumptions: Sequence[Symbol], timeout: float | Deadline = 10.0) -> list[Symbol] | None:
        """With a scenario's facts and every atom of ``assumptions`` assumed true: None when an
        answer set exists, else the assumptions of an unsatisfiable core (not yet minimal)."""
        return self.core_solver(facts, timeout)(assumptions)

    def core_solver(self, facts: Iterable[Symbol], timeout: float | Deadline = 10.0):
        """:meth:`core` for one scenario, grounded once for any number of assumption sets."""
        ctl = self._ground(list(facts))
        return lambda assumptions: _core(ctl, assumptions, timeout)

    def ground_size(self, facts: Iterable[Symbol]) -> int:
        """Solver variables of the program grounded with a scenario's facts (a deterministic budget)."""
        ctl = self._ground(list(facts))
        ctl.solve()
        return int(ctl.statistics["problem"]["generator"]["vars"])

    def static_atoms(self, name: str, arity: int) -> list[Symbol]:
        """Atoms of a predicate that hold without any scenario (the clause table, the readings)."""
        return sorted(sa.symbol for sa in self._static.symbolic_atoms.by_signature(name, arity) if sa.is_fact)

    def solve(self, facts: Iterable[Symbol], timeout: float | Deadline = 10.0) -> list[Model]:
        """All answer sets (shown atoms) of the program with a scenario's facts."""
        ctl = self._ground(list(facts))
        models: list[Model] = []

        def on_model(mod: clingo.Model) -> None:
            models.append(Model(frozenset(mod.symbols(shown=True))))

        _solve(ctl, on_model, timeout)
        return models

    def ground_together(self, scenarios: Sequence[Iterable[Symbol]]) -> "Together":
        """Several scenarios from one grounding, each then solved alone (:class:`Together`).

        The facts every scenario holds are grounded as facts; each scenario's own facts are
        derived from an atom ``pyrules_scenario(J)``, of which a choice takes exactly one.  By the
        splitting theorem the answer sets with ``pyrules_scenario(J)`` are those of scenario J
        alone, so the candidate plays of one state (which share most of their facts) cost one
        grounding instead of one each: the grounder's preparation of the rules, not the
        scenario's size, is what a grounding costs here (docs/performance.md).
        """
        sets = [set(facts) for facts in scenarios]
        common = set.intersection(*sets) if sets else set()
        own = [sorted(s - common) for s in sets]
        return Together(self._ground(sorted(common), own), len(sets))

    def solve_together(self, scenarios: Sequence[Iterable[Symbol]], timeout: float | Deadline = 10.0) -> list[list[Model]]:
        """The answer sets of several scenarios from one grounding: :meth:`solve` of each, in
        order, every solve within ``timeout`` (:meth:`ground_together`)."""
        sets = [list(facts) for facts in scenarios]
        if not sets:
            return []
        together = self.ground_together(sets)
        return [together.solve(j, timeout) for j in range(len(sets))]


class Together:
    """Scenarios grounded together (:meth:`ScenarioProgram.ground_together`); each is solved on
    its own, under the assumption ``pyrules_scenario(J)``, so that each has its own time bound."""

    def __init__(self, ctl: clingo.Control, n: int):
        self._ctl = ctl
        self._marks = []
        for j in range(n):
            atom = ctl.symbolic_atoms[_scenario_mark(j)]
            self._marks.append(None if atom is None else atom.literal)

    def solve(self, j: int, timeout: float | Deadline = 10.0) -> list[Model]:
        """The answer sets of scenario ``j`` (those of the scenario grounded alone)."""
        models: list[Model] = []
        if self._marks[j] is None:  # the grounder found no answer set with it
            return models

        def on_model(mod: clingo.Model) -> None:
            models.append(Model(frozenset(mod.symbols(shown=True))))

        _solve(self._ctl, on_model, timeout, [self._marks[j]])
        return models


FIRED = "pyrules_fired"
KNOWN = "pyrules_known"


def _declares(stm: ast.AST, signatures: set[tuple[str, int]]) -> bool:
    """Whether a statement is ``#external p(...) : ...`` for one of the signatures."""
    if stm.ast_type != ast.ASTType.External:
        return False
    term = stm.atom.symbol
    return term.ast_type == ast.ASTType.Function and (term.name, len(term.arguments)) in signatures


def _known_rule(stm: ast.AST) -> ast.AST:
    """``#external p(X) : d(X).`` as ``pyrules_known(p(X)) :- p(X), d(X).``"""
    loc = stm.location
    head = ast.Literal(loc, ast.Sign.NoSign, ast.SymbolicAtom(ast.Function(loc, KNOWN, [stm.atom.symbol], False)))
    return ast.Rule(loc, head, [ast.Literal(loc, ast.Sign.NoSign, stm.atom), *stm.body])


@dataclass(frozen=True)
class RuleSite:
    """A rule of a game's ASP files, by its place and text (for dead-rule reports)."""

    index: int
    file: str
    line: int
    text: str


def instrument(statements: list[ast.AST]) -> tuple[list[ast.AST], list[RuleSite]]:
    """Beside every rule with a body, a rule ``pyrules_fired(I) :- Body.``: after grounding, the
    atoms ``pyrules_fired(I)`` left name the rules whose body the grounder could not rule out."""
    out: list[ast.AST] = []
    sites: list[RuleSite] = []
    for stm in statements:
        out.append(stm)
        if stm.ast_type != ast.ASTType.Rule or not stm.body:
            continue
        loc = stm.location
        index = len(sites)
        sites.append(RuleSite(index, loc.begin.filename, loc.begin.line, str(stm)))
        head = ast.Literal(loc, ast.Sign.NoSign, ast.SymbolicAtom(
            ast.Function(loc, FIRED, [ast.SymbolicTerm(loc, Number(index))], False)))
        out.append(ast.Rule(loc, head, stm.body))
    return out, sites


def parse_program(files: Sequence[Path]) -> list[ast.AST]:
    statements: list[ast.AST] = []
    ast.parse_files([str(f) for f in files], statements.append)
    return statements


def _core(ctl: clingo.Control, assumptions: Sequence[Symbol], timeout: float | Deadline) -> list[Symbol] | None:
    lits: dict[int, Symbol] = {}
    externals = []
    for sym in assumptions:
        sa = ctl.symbolic_atoms[sym]
        if sa is not None:
            lits[sa.literal] = sym
            if sa.is_external:  # an external is false until freed; the assumption then sets it
                ctl.assign_external(sym, None)
                externals.append(sym)
    ctl.configuration.solve.models = 1  # one answer set settles satisfiability
    try:
        with ctl.solve(assumptions=list(lits), async_=True) as handle:
            _wait(handle, timeout)
            if not handle.get().unsatisfiable:
                return None
            core = handle.core()
    finally:
        ctl.configuration.solve.models = 0
        for sym in externals:
            ctl.assign_external(sym, False)
    return sorted({lits[lit] for lit in core if lit in lits})


def _solve(ctl: clingo.Control, on_model, timeout: float | Deadline, assumptions: Sequence[int] = ()) -> None:
    with ctl.solve(on_model=on_model, assumptions=list(assumptions), async_=True) as handle:
        _wait(handle, timeout)
        handle.get()


def _wait(handle: clingo.SolveHandle, timeout: float | Deadline) -> None:
    """Wait for a solve to end, a slice at a time; cancel it when its deadline passes (or on
    Ctrl-C) and raise :class:`SolveTimedOut`."""
    deadline = timeout if isinstance(timeout, Deadline) else Deadline(timeout)
    try:
        while not handle.wait(min(deadline.left(), WAIT_SLICE)):
            pass
    except BaseException:
        handle.cancel()
        raise


def _add_facts(ctl: clingo.Control, facts: Iterable[Symbol]) -> None:
    """Add ground facts before grounding, through clingo's backend (no ASP text): the grounder
    takes them as facts, at a quarter of the cost of adding them as AST rules."""
    with ctl.backend() as backend:
        for sym in facts:
            backend.add_rule([backend.add_atom(sym)])


_LOC = ast.Location(ast.Position("<scenarios>", 1, 1), ast.Position("<scenarios>", 1, 1))


def _scenario_mark(j: int) -> Symbol:
    return Function("pyrules_scenario", [Number(j)])


def _literal(sym: Symbol) -> ast.AST:
    return ast.Literal(_LOC, ast.Sign.NoSign, ast.SymbolicAtom(ast.SymbolicTerm(_LOC, sym)))


def _add_alternatives(builder: ast.ProgramBuilder, alternatives: Sequence[Sequence[Symbol]]) -> None:
    """``1 { pyrules_scenario(0); ...; pyrules_scenario(N-1) } 1.`` and ``F :- pyrules_scenario(J).``
    for every fact F of alternative J, built as AST from Symbols.  (Rules with a body go through
    the AST, not the backend: atoms a backend rule defines are not seen by the grounder.)"""
    builder.add(ast.Program(_LOC, "base", []))
    one = ast.Guard(ast.ComparisonOperator.LessEqual, ast.SymbolicTerm(_LOC, Number(1)))
    choice = [ast.ConditionalLiteral(_LOC, _literal(_scenario_mark(j)), []) for j in range(len(alternatives))]
    builder.add(ast.Rule(_LOC, ast.Aggregate(_LOC, one, choice, one), []))
    for j, facts in enumerate(alternatives):
        body = [_literal(_scenario_mark(j))]
        for sym in facts:
            builder.add(ast.Rule(_LOC, _literal(sym), body))
