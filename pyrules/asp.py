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
                 input_signatures: Sequence[tuple[str, int]]):
        args = ["--warn=none", "--heuristic=None"]
        args += [f"-c{k}={int(v)}" for k, v in sorted(constants.items())]
        self._ctl = clingo.Control(args)
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
        wanted = {self._inputs[s] for s in inputs}
        with self._lock:
            for lit in self._on - wanted:
                self._ctl.assign_external(lit, False)
            for lit in wanted - self._on:
                self._ctl.assign_external(lit, True)
            self._on = wanted
            models: list[Model] = []

            def on_model(m: clingo.Model) -> None:
                models.append(Model(frozenset(m.symbols(shown=True))))

            with self._ctl.solve(on_model=on_model, async_=True) as handle:
                if not handle.wait(timeout):
                    handle.cancel()
                    raise SolveTimedOut(f"no answer within {timeout:g} s")
                handle.get()
        return models


class ScenarioProgram:
    """ASP files parsed once; each question grounds them with that scenario's facts only.

    For games whose outcome is arithmetic over a sequence of steps (sums of damage, combo
    points spent, life after), grounding only the values a scenario names keeps each
    program tiny, where an open state over every possible value would not be.
    """

    def __init__(self, files: Sequence[Path], facts: Iterable[Symbol], constants: dict[str, int]):
        self._args = ["--warn=none", "--heuristic=None"] + [f"-c{k}={int(v)}" for k, v in sorted(constants.items())]
        self._statements: list[ast.AST] = []
        ast.parse_files([str(f) for f in files], self._statements.append)
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
        return ctl

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


def _add_facts(ctl: clingo.Control, facts: Iterable[Symbol]) -> None:
    """Add ground facts to the base program through the AST builder (no ASP text)."""
    pos = ast.Position("<facts>", 1, 1)
    loc = ast.Location(pos, pos)
    with ast.ProgramBuilder(ctl) as builder:
        builder.add(ast.Program(loc, "base", []))
        for sym in facts:
            atom = ast.SymbolicAtom(ast.SymbolicTerm(loc, sym))
            builder.add(ast.Rule(loc, ast.Literal(loc, ast.Sign.NoSign, atom), []))
