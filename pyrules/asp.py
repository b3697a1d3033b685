"""The one module that talks to clingo (pinned to clingo>=5.8,<6 behind this adapter).

It offers term constructors for the model, and :class:`GroundProgram`: a game's rules
and card pool loaded and grounded once, whose scenario inputs are external atoms that
each question switches on and off before solving (multi-shot solving, no new Control
per question).  Facts are always built as clingo Symbols, never as ASP text.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Sequence

import clingo
from clingo import ast
from clingo import Function, Number, String, Symbol, SymbolType  # re-exported for the model

__all__ = ["Function", "Number", "String", "Symbol", "SymbolType", "GroundProgram", "Model",
           "ScenarioProgram", "symbol_value"]


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

    def solve(self, inputs: Iterable[Symbol], timeout: float = 10.0) -> list[Model]:
        """All answer sets (shown atoms) with exactly ``inputs`` true among the input atoms."""
        with self._lock:
            self._set_inputs(inputs)
            models: list[Model] = []

            def on_model(m: clingo.Model) -> None:
                models.append(Model(frozenset(m.symbols(shown=True))))

            with self._ctl.solve(on_model=on_model, async_=True) as handle:
                if not handle.wait(timeout):
                    handle.cancel()
                    raise SolveTimedOut(f"no answer within {timeout:g} s")
                handle.get()
        return models


    def _set_inputs(self, inputs: Iterable[Symbol]) -> None:
        wanted = {self._inputs[s] for s in inputs}
        for lit in self._on - wanted:
            self._ctl.assign_external(lit, False)
        for lit in wanted - self._on:
            self._ctl.assign_external(lit, True)
        self._on = wanted

    def core_solver(self, inputs: Iterable[Symbol], timeout: float = 10.0):
        """:meth:`core` for one scenario, for any number of assumption sets."""
        inputs = list(inputs)
        return lambda assumptions: self.core(inputs, assumptions, timeout)

    def core(self, inputs: Iterable[Symbol], assumptions: Sequence[Symbol], timeout: float = 10.0) -> list[Symbol] | None:
        """With ``inputs`` set and every atom of ``assumptions`` assumed true: None when an answer
        set exists, else the assumptions of an unsatisfiable core (clingo's, not yet minimal)."""
        with self._lock:
            self._set_inputs(inputs)
            return _core(self._ctl, assumptions, timeout)



class ScenarioProgram:
    """ASP files parsed once; each question grounds them with that scenario's facts only.

    For games whose outcome is arithmetic over a sequence of steps (sums of damage, combo
    points spent, life after), grounding only the values a scenario names keeps each
    program tiny, where an open state over every possible value would not be.
    """

    def __init__(self, files: Sequence[Path], facts: Iterable[Symbol], constants: dict[str, int],
                 instrumented: bool = False):
        self._args = ["--warn=none", "--heuristic=None"] + [f"-c{k}={int(v)}" for k, v in sorted(constants.items())]
        self._statements = parse_program(files)
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

    def _ground(self, facts: list[Symbol]) -> clingo.Control:
        ctl = clingo.Control(self._args)
        with ast.ProgramBuilder(ctl) as builder:
            for stm in self._statements:
                builder.add(stm)
        _add_facts(ctl, self._facts + facts)
        ctl.ground([("base", [])])
        ctl.configuration.solve.models = 0
        if self.sites:
            self.fired.update(sa.symbol.arguments[0].number for sa in ctl.symbolic_atoms.by_signature(FIRED, 1))
        return ctl

    def core(self, facts: Iterable[Symbol], assumptions: Sequence[Symbol], timeout: float = 10.0) -> list[Symbol] | None:
        """With a scenario's facts and every atom of ``assumptions`` assumed true: None when an
        answer set exists, else the assumptions of an unsatisfiable core (not yet minimal)."""
        return self.core_solver(facts, timeout)(assumptions)

    def core_solver(self, facts: Iterable[Symbol], timeout: float = 10.0):
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

    def solve(self, facts: Iterable[Symbol], timeout: float = 10.0) -> list[Model]:
        """All answer sets (shown atoms) of the program with a scenario's facts."""
        ctl = self._ground(list(facts))
        models: list[Model] = []

        def on_model(mod: clingo.Model) -> None:
            models.append(Model(frozenset(mod.symbols(shown=True))))

        with ctl.solve(on_model=on_model, async_=True) as handle:
            if not handle.wait(timeout):
                handle.cancel()
                raise SolveTimedOut(f"no answer within {timeout:g} s")
            handle.get()
        return models


FIRED = "pyrules_fired"


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


def _core(ctl: clingo.Control, assumptions: Sequence[Symbol], timeout: float) -> list[Symbol] | None:
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
            if not handle.wait(timeout):
                handle.cancel()
                raise SolveTimedOut(f"no answer within {timeout:g} s")
            if not handle.get().unsatisfiable:
                return None
            core = handle.core()
    finally:
        ctl.configuration.solve.models = 0
        for sym in externals:
            ctl.assign_external(sym, False)
    return sorted({lits[lit] for lit in core if lit in lits})


def _add_facts(ctl: clingo.Control, facts: Iterable[Symbol]) -> None:
    """Add ground facts to the base program through the AST builder (no ASP text)."""
    pos = ast.Position("<facts>", 1, 1)
    loc = ast.Location(pos, pos)
    with ast.ProgramBuilder(ctl) as builder:
        builder.add(ast.Program(loc, "base", []))
        for sym in facts:
            atom = ast.SymbolicAtom(ast.SymbolicTerm(loc, sym))
            builder.add(ast.Rule(loc, ast.Literal(loc, ast.Sign.NoSign, atom), []))
