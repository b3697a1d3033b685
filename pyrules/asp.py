"""The one module that talks to clingo (pinned to clingo>=5.8,<6 behind this adapter).

It offers term constructors for the model, and :class:`GroundProgram`: a game's rules
and card pool loaded and grounded once, whose scenario inputs are external atoms that
each question switches on and off before solving (multi-shot solving, no new Control
per question).  Facts are always built as clingo Symbols, never as ASP text.
"""

from __future__ import annotations

import copyreg
import hashlib
import itertools
import threading
import time
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Iterable, Sequence

import clingo
from clingo import ast
from clingo import Function, Number, String, Symbol, SymbolType  # re-exported for the model

if TYPE_CHECKING:
    from .slicing import Pattern

__all__ = ["Deadline", "Function", "Number", "String", "Symbol", "SymbolType", "GroundProgram", "Model", "RuleSite",
           "OpenProgram", "ScenarioProgram", "SolveTimedOut", "SUPPORT", "SUPPORT_ELEMENT", "SWITCH", "UnknownInputs", "symbol_value"]



def _symbol_by_text(sym: Symbol):
    """Pickle a clingo Symbol as its text: clingo's own pickling keeps the symbol's address in this
    process's symbol table, which another process (a batch worker's result, a cache file) would read as a
    dangling pointer (a segmentation fault in ``str(sym)``: `pyrules ask --json --workers 2`)."""
    return clingo.parse_term, (str(sym),)


copyreg.pickle(Symbol, _symbol_by_text)


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
    unfired: frozenset[Symbol] = frozenset()
    """In a traced program: the recorded rule instances that the grounding held but that did not
    fire in this answer set (what was checked and did not apply)."""
    true: frozenset[Symbol] = frozenset()
    """In a traced program: every atom true in this answer set, shown or not."""

    def by_name(self, name: str) -> list[Symbol]:
        """The atoms of one predicate name, sorted."""
        atoms = self._by_name.get(name)
        if atoms is None:
            return []
        if name not in self._sorted:
            atoms.sort()
            self._sorted.add(name)
        return atoms

    @cached_property
    def _by_name(self) -> dict[str, list[Symbol]]:
        """The atoms by predicate name (built once: a traced answer set holds thousands of atoms,
        and reading a Symbol's name is a call into clingo); each list is sorted when first read."""
        out: dict[str, list[Symbol]] = {}
        for a in self.atoms:
            try:
                name = a.name  # one call into clingo (reading its type first costs a second)
            except RuntimeError:  # a shown term that is not a function: no name
                continue
            out.setdefault(name, []).append(a)
        return out

    @cached_property
    def _sorted(self) -> set[str]:
        return set()

    @cached_property
    def why(self) -> dict[str, set[str]]:
        """``why(Topic, Clause)`` atoms as {topic text: clause ids}, read once per answer set (every
        question of a scenario reads them)."""
        out: dict[str, set[str]] = {}
        for a in self.by_name("why"):
            args = a.arguments
            out.setdefault(str(args[0]), set()).add(args[1].string)
        return out


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
                 instrumented: bool = False, inputs: Sequence[tuple[str, int]] = (), traced: bool = False,
                 cites=None):
        self._args = ["--warn=none", "--heuristic=None"] + [f"-c{k}={int(v)}" for k, v in sorted(constants.items())]
        self._inputs = set(inputs)
        # what is built from the program alone is kept across processes (see _program_key)
        code = _program_key(files, self._args, self._inputs, traced, getattr(cites, "__qualname__", repr(cites)))
        self._code = code
        self.rules: list[RuleSite] = []
        """With ``traced``: the rules whose firing instances each answer set records (:func:`support`)."""
        self._files = list(files)
        self._text: str | None = None
        """A cut program's statements as text, kept across processes (see :meth:`cut`)."""
        if traced:
            self._statements, self.rules = _supported(files, self._inputs, cites, code)
        self.sites: list[RuleSite] = []
        if instrumented:
            self._statements, self.sites = instrument(self._statements)
        self.fired: set[int] = set()
        """Instrumented rules that some grounding so far could fire (when instrumented)."""
        self._facts = list(facts)
        # what the program without a scenario holds is kept across processes, keyed on everything
        # it is grounded from (an instrumented program grounds it: its firing counts are the point)
        self._key = None if instrumented else code + hashlib.sha256("\n".join(map(str, self._facts)).encode()).digest()

    def cut(self, needed: Iterable[Pattern]) -> ScenarioProgram:
        """This program cut down to what the atoms of ``needed`` depend on (:mod:`pyrules.slicing`),
        for the questions of one family: the same answers to them, from a smaller grounding."""
        from .slicing import kept

        if self.rules or self.sites:
            raise ValueError("a traced or instrumented program is not cut")
        from .resources import cached

        needed = list(needed)

        def keep_list() -> list[int] | None:
            table = self._dependencies
            return None if table is None else sorted(kept(table, needed))

        # which statements a family keeps is kept across processes too: a process that asks one
        # family then neither reads the dependency table nor walks it
        found = cached("kept", self._code + repr([(p.name, p.first) for p in needed]).encode(), keep_list)
        keep = None if found is None else frozenset(found)
        other = object.__new__(ScenarioProgram)
        other.__dict__.update({k: v for k, v in self.__dict__.items()
                               if k not in ("_static", "solver_variables", "_statements", "_shapes", "_matcher")})
        other._key = None  # what it holds without a scenario is not the whole program's
        other._cut_key = self._code + repr(None if keep is None else sorted(keep)).encode()
        other._pruned = {}
        # the cut's text is kept across processes: a process that asks one family reads it back
        # with clingo's own parser and never builds the program's syntax trees in Python
        other._text = cached("cut", self._code + repr(None if keep is None else sorted(keep)).encode(),
                             lambda: "\n".join(str(stm) for i, stm in enumerate(self._statements)
                                               if (keep is None or i in keep) and stm.ast_type != ast.ASTType.Comment))
        return other

    @cached_property
    def _statements(self) -> list[ast.AST]:
        """The program's statements: its files parsed (a cut's: its text parsed back)."""
        if self._text is not None:
            statements: list[ast.AST] = []
            ast.parse_string(self._text, statements.append)
            return statements
        return _program(self._files, self._inputs)

    by_facts = True
    """A cut grounds, for each scenario, only the rules its facts may fire (:meth:`_live_text`)."""

    def _add_program(self, ctl: clingo.Control, facts: Iterable[Symbol] | None = None) -> None:
        """The program's statements into ``ctl`` (a cut's as its text: clingo parses it natively); a
        cut given the facts it is grounded with, only the rules those facts may fire."""
        if self._text is not None and facts is not None and self.by_facts:
            text = self._live_text(facts)
            if text is not None:
                ctl.add("base", [], text)
                return
        if self._text is not None and "_statements" not in self.__dict__:
            ctl.add("base", [], self._text)
            return
        with ast.ProgramBuilder(ctl) as builder:
            for stm in self._statements:
                builder.add(stm)

    @cached_property
    def _shapes(self):
        """A cut's rules by shape (:func:`pyrules.slicing.shapes`), kept across processes."""
        from .resources import cached
        from .slicing import shapes

        names = [arg[2:].split("=")[0] for arg in self._args if arg.startswith("-c")]
        return cached("shapes", self._cut_key, lambda: shapes(self._statements, names))

    @cached_property
    def _matcher(self):
        from .slicing import FactMatcher

        return FactMatcher(self._shapes)

    def _live_text(self, facts: Iterable[Symbol]) -> str | None:
        """The cut's rules that the facts (and the program's own) may fire (:func:`pyrules.slicing.live`:
        the others ground to nothing), as text; None where the cut cannot be read by shape."""
        from .slicing import live

        table = self._shapes
        if table is None:
            return None
        matched = self._matcher.matched(itertools.chain(self._facts, facts))
        text = self._pruned.get(matched)
        if text is None:
            if len(self._pruned) > 4096:  # bounded memory: a long-lived process meets many shapes
                self._pruned.clear()
            text = self._pruned[matched] = "\n".join(table.lines[i] for i in live(table, matched))
        return text

    @cached_property
    def _dependencies(self):
        """What each statement defines and reads (:func:`pyrules.slicing.dependencies`), kept across
        processes with the program's key (reading it off the statements takes ~0.3 s)."""
        from .resources import cached
        from .slicing import dependencies

        return cached("dependencies", self._code, lambda: dependencies(self._statements))

    @cached_property
    def _static(self) -> clingo.Control:
        """The program grounded without a scenario, and solved."""
        ctl = self._ground([])
        ctl.solve()
        return ctl

    @cached_property
    def solver_variables(self) -> int:
        """Solver variables of the game grounded without a scenario."""
        return int(self._static.statistics["problem"]["generator"]["vars"])

    def _ground(self, facts: list[Symbol], alternatives: Sequence[Sequence[Symbol]] = ()) -> clingo.Control:
        """``alternatives``: scenarios grounded together (:meth:`ground_together`); an instrumented
        program then records a rule as fired only where it fires in an answer set of one of
        them (:class:`Together`), since a body the grounder keeps for the union of several
        scenarios may hold in none of them."""
        ctl = clingo.Control(self._args)
        self._add_program(ctl, itertools.chain(facts, *alternatives))
        with ast.ProgramBuilder(ctl) as builder:
            if alternatives:
                _add_alternatives(builder, alternatives)
            if self.rules:  # traced: the scenario as externals set true, so that the grounder keeps
                # the rule instances that do not fire (a fact would let it drop them unseen)
                _add_true_externals(builder, facts)
        _add_facts(ctl, self._facts + ([] if self.rules else facts))
        ctl.ground([("base", [])])
        ctl.configuration.solve.models = 0
        if self.sites and not alternatives:
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
        seen: dict = {}
        return lambda assumptions: _core(ctl, assumptions, timeout, seen)

    def ground_size(self, facts: Iterable[Symbol]) -> int:
        """Solver variables of the program grounded with a scenario's facts (a deterministic budget)."""
        ctl = self._ground(list(facts))
        ctl.solve()
        return int(ctl.statistics["problem"]["generator"]["vars"])

    def static_atoms(self, name: str, arity: int) -> list[Symbol]:
        """Atoms of a predicate that hold without any scenario (the clause table, the readings).
        Traced, a rule citing a clause holds only while its switch is off (:func:`support`), so the
        grounder does not make its atoms facts: those that hold in every answer set count too."""
        if self._key is None:
            return self._static_atoms(name, arity)
        from .resources import cached

        texts = cached(f"static-{name}{arity}", self._key + f"{name}/{arity}".encode(),
                       lambda: [str(sym) for sym in self._static_atoms(name, arity)])
        return [clingo.parse_term(text) for text in texts]

    def static_pairs(self, name: str) -> dict[Symbol, set[Symbol]]:
        """The atoms of a binary predicate that hold without any scenario (:meth:`static_atoms`), as
        a map from each first argument to its second arguments. Kept across processes as texts, each
        distinct argument read back once (Monster Rancher's ``slot_admits/2``: ~2,900 atoms over ~430
        distinct terms)."""
        def pairs() -> dict[str, list[str]]:
            out: dict[str, list[str]] = {}
            for sym in self._static_atoms(name, 2):
                first, second = sym.arguments
                out.setdefault(str(first), []).append(str(second))
            return out

        if self._key is None:
            texts = pairs()
        else:
            from .resources import cached

            texts = cached(f"static-{name}-pairs", self._key + f"{name}/2 pairs".encode(), pairs)
        terms: dict[str, Symbol] = {}

        def term(text: str) -> Symbol:
            sym = terms.get(text)
            if sym is None:
                sym = terms[text] = clingo.parse_term(text)
            return sym

        return {term(first): {term(t) for t in seconds} for first, seconds in texts.items()}

    def _static_atoms(self, name: str, arity: int) -> list[Symbol]:
        atoms = self._static.symbolic_atoms.by_signature(name, arity)
        return sorted(sa.symbol for sa in atoms if sa.is_fact or sa.symbol in self._settled)

    @cached_property
    def _settled(self) -> frozenset[Symbol]:
        """The atoms true in every answer set of the program without a scenario (traced only)."""
        if not self.rules:
            return frozenset()
        self._static.configuration.solve.enum_mode = "cautious"
        last: list[frozenset[Symbol]] = []
        self._static.solve(on_model=lambda mod: last.append(frozenset(mod.symbols(atoms=True))))
        return last[-1] if last else frozenset()

    def solve(self, facts: Iterable[Symbol], timeout: float | Deadline = 10.0) -> list[Model]:
        """All answer sets (shown atoms) of the program with a scenario's facts; traced, each with
        the recorded rule instances it did not fire (:attr:`Model.unfired`)."""
        return self.solver(facts, timeout)(())

    def solver(self, facts: Iterable[Symbol], timeout: float | Deadline = 10.0):
        """The scenario grounded once; a function from the clauses to switch off (traced programs,
        :data:`SWITCH`) to the answer sets of the scenario without them."""
        ctl = self._ground(list(facts))
        recorded = frozenset(Function(SUPPORT if sa.symbol.name == CANDIDATE else SUPPORT_ELEMENT, sa.symbol.arguments)
                             for name in (CANDIDATE, SUPPORT_ELEMENT)
                             for sa in ctl.symbolic_atoms.by_signature(name, 3)) if self.rules else frozenset()
        switches = {sa.symbol.arguments[0].string: sa.symbol
                    for sa in ctl.symbolic_atoms.by_signature(SWITCH, 1) if sa.is_external}

        def solve(off: Sequence[str], trace: bool = True, within: float | Deadline | None = None) -> list[Model]:
            """``trace``: keep what a derivation reads (the instances not fired, every true atom);
            ``within``: a bound of this solve's own (else the scenario's)."""
            models: list[Model] = []

            def on_model(mod: clingo.Model) -> None:
                atoms = frozenset(mod.symbols(shown=True))
                if recorded and trace:
                    models.append(Model(atoms, recorded - atoms, frozenset(mod.symbols(atoms=True))))
                else:
                    models.append(Model(atoms))

            on = [switches[c] for c in off if c in switches]
            for sym in on:
                ctl.assign_external(sym, True)
            try:
                _solve(ctl, on_model, timeout if within is None else within)
            finally:
                for sym in on:
                    ctl.assign_external(sym, False)
            return models

        return solve

    def smallest_change(self, fixed: Sequence[Symbol], free: Sequence[Symbol], extra: Sequence[Symbol],
                        holds: Sequence[Symbol], fails: Sequence[Symbol], timeout: float | Deadline = 10.0,
                        groups: Sequence[Sequence[Symbol]] = ()) -> tuple[list[Symbol], list[Symbol]] | None:
        """The smallest change of a scenario under which every atom of ``holds`` holds and none
        of ``fails`` does: the scenario is ``fixed`` and ``free`` (each of which may be left out)
        and none of ``extra`` (each of which may be added), with at least one fact of each of
        ``groups`` (a fact and those that may replace it) and no two; every fact left out or added costs 1,
        and clingo's optimization finds a change of least cost.  None where no change does it
        (:class:`SolveTimedOut` where the bound runs out first); else (the facts left out, the facts
        added)."""
        ctl = clingo.Control(self._args + ["--opt-mode=opt"])
        one, zero = ast.SymbolicTerm(_LOC, Number(1)), ast.SymbolicTerm(_LOC, Number(0))
        false = ast.Literal(_LOC, ast.Sign.NoSign, ast.BooleanConstant(False))
        self._add_program(ctl, itertools.chain(fixed, free, extra))
        with ast.ProgramBuilder(ctl) as builder:
            builder.add(ast.Program(_LOC, "base", []))
            for sym in [*free, *extra]:  # { F }.
                builder.add(ast.Rule(_LOC, ast.Aggregate(_LOC, None, [ast.ConditionalLiteral(_LOC, _literal(sym), [])], None), []))
            for sym in free:  # :~ not F. [1@0, F]
                builder.add(ast.Minimize(_LOC, one, zero, [ast.SymbolicTerm(_LOC, sym)], [_literal(sym, ast.Sign.Negation)]))
            for sym in extra:  # :~ F. [1@0, F]
                builder.add(ast.Minimize(_LOC, one, zero, [ast.SymbolicTerm(_LOC, sym)], [_literal(sym)]))
            for sym in holds:
                builder.add(ast.Rule(_LOC, false, [_literal(sym, ast.Sign.Negation)]))
            for sym in fails:
                builder.add(ast.Rule(_LOC, false, [_literal(sym)]))
            for group in groups:  # exactly one: ":- not F, not F1, ..., not Fn." and ":- A, B." for any two
                builder.add(ast.Rule(_LOC, false, [_literal(sym, ast.Sign.Negation) for sym in group]))
                for i, a in enumerate(group):
                    for b in group[i + 1:]:
                        builder.add(ast.Rule(_LOC, false, [_literal(a), _literal(b)]))
            if self.rules:
                _add_true_externals(builder, fixed)
        _add_facts(ctl, self._facts + ([] if self.rules else list(fixed)))
        ctl.ground([("base", [])])
        best: list[tuple[list[Symbol], list[Symbol]]] = []

        def on_model(mod: clingo.Model) -> None:
            best.append(([f for f in free if not mod.contains(f)], [f for f in extra if mod.contains(f)]))

        _solve(ctl, on_model, timeout)  # SolveTimedOut when the bound runs out first
        return best[-1] if best else None

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
        return Together(self._ground(sorted(common), own), len(sets), self.fired if self.sites else None)

    def solve_together(self, scenarios: Sequence[Iterable[Symbol]], timeout: float | Deadline = 10.0) -> list[list[Model]]:
        """The answer sets of several scenarios from one grounding: :meth:`solve` of each, in
        order, every solve within ``timeout`` (:meth:`ground_together`)."""
        sets = [list(facts) for facts in scenarios]
        if not sets:
            return []
        together = self.ground_together(sets)
        return [together.solve(j, timeout) for j in range(len(sets))]


APART = True
"""Whether :func:`apart` grounds in a thread of its own (False: in the caller's; for benchmarks)."""


def apart(build):
    """``build()`` run in a short-lived thread of its own, for a Control that outlives many questions
    (a setup base): glibc's malloc serves a thread other than the main one from
    another arena, so the base's memory does not sit in the main arena among the allocations of the
    groundings that follow.  Grounded in the main thread, a kept base made every later grounding of
    the process slower (Capcom: ~1.2-1.5x process time with two setup bases kept, with the same
    instruction count inside clingo: the cost is where the memory lies, not more work;
    docs/performance.md, "Why a live base slowed other groundings").  The caller waits; an exception
    raised by ``build`` is raised again here."""
    if not APART:
        return build()
    from concurrent.futures import ThreadPoolExecutor  # here: a plain `pyrules ask` grounds no base

    with ThreadPoolExecutor(1, thread_name_prefix="pyrules-base") as worker:
        return worker.submit(build).result()


class OpenProgram:
    """A game grounded once with part of a scenario as facts, and the rest left to the externals
    the encoding declares (``#external pyrules_given(J, P) : ...``): each question switches the
    externals that changed and solves (multi-shot; no new grounding).  An external switched on
    is a fact of the scenario; the answer sets are those of the program grounded with it."""

    def __init__(self, program: "ScenarioProgram", facts: Sequence[Symbol], apart_: bool = False):
        """``apart_``: grounded in a thread of its own (:func:`apart`), for a base that lives long (a
        setup base); a short-lived one is grounded in the caller's thread (apart, its grounding costs
        ~20-30 % more process time: the other arena's memory is given back and faulted in again)."""

        def build() -> clingo.Control:
            ctl = clingo.Control(program._args)
            program._add_program(ctl)
            _add_facts(ctl, list(program._facts) + list(facts))
            ctl.ground([("base", [])])
            return ctl

        ctl = apart(build) if apart_ else build()  # its memory out of the main thread's malloc arena (see apart)
        ctl.configuration.solve.models = 0
        self._ctl = ctl
        self._literal: dict[Symbol, int] = {sa.symbol: sa.literal for sa in ctl.symbolic_atoms if sa.is_external}
        self._on: set[Symbol] = set()

    def holds(self, atoms: Iterable[Symbol]) -> bool:
        """Every atom is an external of this base."""
        return all(a in self._literal for a in atoms)

    def solve(self, atoms: Iterable[Symbol], timeout: float | Deadline = 10.0) -> list[Model]:
        """The answer sets with exactly ``atoms`` of the externals true (each must be one)."""
        want = set(atoms)
        for sym in self._on - want:
            self._ctl.assign_external(self._literal[sym], False)
        for sym in want - self._on:
            self._ctl.assign_external(self._literal[sym], True)
        self._on = want
        models: list[Model] = []

        def on_model(mod: clingo.Model) -> None:
            models.append(Model(frozenset(mod.symbols(shown=True))))

        _solve(self._ctl, on_model, timeout)
        return models

    def size(self) -> int:
        """Solver variables of the base after its first solve (a deterministic budget)."""
        return int(self._ctl.statistics["problem"]["generator"]["vars"]) if "problem" in self._ctl.statistics else 0




class Together:
    """Scenarios grounded together (:meth:`ScenarioProgram.ground_together`); each is solved on
    its own, under the assumption ``pyrules_scenario(J)``, so that each has its own time bound.

    Instrumented (``fired``, the program's set of fired rules), each answer set adds the rules
    whose body it makes true (``pyrules_fired(I)`` in it): what one scenario reaches, never what
    only the union of the group's facts would let the grounder keep."""

    def __init__(self, ctl: clingo.Control, n: int, fired: set[int] | None = None):
        self._ctl = ctl
        self._marks = []
        for j in range(n):
            atom = ctl.symbolic_atoms[_scenario_mark(j)]
            self._marks.append(None if atom is None else atom.literal)
        self._fired = fired
        self._pending: list[tuple[int, int]] = []
        if fired is not None:
            self._pending = [(sa.symbol.arguments[0].number, sa.literal)
                             for sa in ctl.symbolic_atoms.by_signature(FIRED, 1)
                             if sa.symbol.arguments[0].number not in fired]

    def solve(self, j: int, timeout: float | Deadline = 10.0) -> list[Model]:
        """The answer sets of scenario ``j`` (those of the scenario grounded alone)."""
        models: list[Model] = []
        if self._marks[j] is None:  # the grounder found no answer set with it
            return models

        def on_model(mod: clingo.Model) -> None:
            models.append(Model(frozenset(mod.symbols(shown=True))))
            if self._pending:  # instrumented: the rules this answer set fires
                now = [(i, lit) for i, lit in self._pending if mod.is_true(lit)]
                if now:
                    self._fired.update(i for i, _ in now)
                    self._pending = [p for p in self._pending if p not in now]

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
    """A rule of a game's ASP files, by its place and text (for dead-rule reports); traced, the
    predicates (name, arity) it derives and those its positive body literals use."""

    index: int
    file: str
    line: int
    text: str
    heads: tuple[tuple[str, int], ...] = ()
    uses: tuple[tuple[str, int], ...] = ()


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


SUPPORT = "pyrules_by"
"""``pyrules_by(I, Head, Body)``: rule I derived Head from Body (a tuple of the ground positive
body atoms, ``pyrules_not(A)`` for each negated atom, ``pyrules_cmp(Op, L, R)`` for each comparison)."""
SUPPORT_ELEMENT = "pyrules_el"
"""``pyrules_el(I, Head, Condition)``: an element of rule I's body aggregate that holds (the
ground atoms of its condition): the parts a sum or a count of rule I added up."""

_OPS = {ast.ComparisonOperator.GreaterThan: ">", ast.ComparisonOperator.LessThan: "<",
        ast.ComparisonOperator.LessEqual: "<=", ast.ComparisonOperator.GreaterEqual: ">=",
        ast.ComparisonOperator.NotEqual: "!=", ast.ComparisonOperator.Equal: "="}


CANDIDATE = "pyrules_try"
"""``pyrules_try(I, Head, Body)``: an instance of rule I that the scenario brought into play (its
body but for the comparisons), fired or not; never shown, read from the grounding."""
SWITCH = "pyrules_off"
"""``pyrules_off(Clause)``: an external that, set true, switches off every rule citing Clause
(to ask whether an answer depends on that clause)."""


def support(statements: list[ast.AST], cites=None) -> tuple[list[ast.AST], list[RuleSite]]:
    """Beside every rule that derives atoms, rules that record each of its ground instances that
    fires (:data:`SUPPORT`, :data:`SUPPORT_ELEMENT`), shown in every answer set: the raw material
    of a derivation (:mod:`pyrules.derive`).  Integrity constraints derive nothing and are left
    alone; so are rules whose head is an aggregate with bounds of its own.

    ``cites(site)`` gives the clause ids a rule implements; each such rule then holds only while
    ``pyrules_off(Clause)`` (an external, false unless set) is false for all of them."""
    out: list[ast.AST] = []
    sites: list[RuleSite] = []
    switches: set[str] = set()
    for stm in statements:
        if stm.ast_type == ast.ASTType.ShowTerm and stm.body:  # "#show t(X) : body." derives a shown term
            out.append(stm)
            stm = ast.Rule(stm.location, ast.Literal(stm.location, ast.Sign.NoSign, ast.SymbolicAtom(stm.term)),
                           stm.body)
            number = ast.SymbolicTerm(stm.location, Number(len(sites)))
            sites.append(RuleSite(len(sites), stm.location.begin.filename, stm.location.begin.line, str(stm),
                                  tuple(sorted({_signature(stm.head.atom.symbol)} - {None}))))
            for variant in stm.unpool():
                out.extend(_supports(variant, number))
            continue
        if stm.ast_type != ast.ASTType.Rule:
            out.append(stm)
            continue
        heads = _head_atoms(stm.head)
        if not heads:
            out.append(stm)
            continue
        loc = stm.location
        index = len(sites)
        site = RuleSite(index, loc.begin.filename, loc.begin.line, str(stm),
                        tuple(sorted({_signature(h) for h, _ in heads} - {None})),
                        tuple(sorted({_signature(lit.atom.symbol) for lit in stm.body
                                      if lit.ast_type == ast.ASTType.Literal and lit.sign == ast.Sign.NoSign
                                      and lit.atom.ast_type == ast.ASTType.SymbolicAtom} - {None})))
        sites.append(site)
        clauses = sorted(set(cites(site))) if cites else []
        switches.update(clauses)
        if clauses:
            off = [ast.Literal(loc, ast.Sign.Negation, ast.SymbolicAtom(
                ast.Function(loc, SWITCH, [ast.SymbolicTerm(loc, String(c))], False))) for c in clauses]
            stm = stm.update(body=list(stm.body) + off)
        out.append(stm)
        number = ast.SymbolicTerm(loc, Number(index))
        for variant in stm.unpool():  # a pool's alternatives, each a rule of its own
            out.extend(_supports(variant, number))
    if sites:
        loc = statements[-1].location
        out.append(ast.ShowSignature(loc, SUPPORT, 3, True))
        out.append(ast.ShowSignature(loc, SUPPORT_ELEMENT, 3, True))
        for c in sorted(switches):
            atom = ast.SymbolicAtom(ast.Function(loc, SWITCH, [ast.SymbolicTerm(loc, String(c))], False))
            out.append(ast.External(loc, atom, [], ast.SymbolicTerm(loc, Function("false"))))
    return out, sites


def _supports(stm: ast.AST, number: ast.AST) -> list[ast.AST]:
    """The recording rules of one rule (without pools)."""
    loc = stm.location
    out = []
    fresh = _Fresh()
    body = [fresh.literal(lit) for lit in stm.body]
    record = _tuple(loc, [t for t in (_body_term(lit) for lit in body) if t is not None])
    aggregates = [lit.atom for lit in body
                  if lit.ast_type == ast.ASTType.Literal and lit.atom.ast_type == ast.ASTType.BodyAggregate]
    outside = _Names()
    outside(stm.head)
    for lit in body:
        if lit.ast_type != ast.ASTType.Literal or lit.atom.ast_type != ast.ASTType.BodyAggregate:
            outside(lit)
    # the instances worth checking: the body without the comparisons that bind nothing, which
    # the grounder would otherwise evaluate away (a check that failed on its numbers)
    candidate = [lit for lit in body if not _test(lit)]
    for head, condition in _head_atoms(stm.head):
        out.append(ast.Rule(loc, _atom(loc, SUPPORT, [number, head, record]), body + condition))
        out.append(ast.Rule(loc, _atom(loc, CANDIDATE, [number, head, record]), candidate + condition))
        for aggregate in aggregates:
            for el in aggregate.elements:
                # the element's own variables renamed, so that the copy does not bind the aggregate's
                local = _Rename(outside.names)
                named = [fresh.literal(local(c)) for c in el.condition]
                parts = [t for t in (_body_term(c) for c in named) if t is not None]
                out.append(ast.Rule(loc, _atom(loc, SUPPORT_ELEMENT, [number, head, _tuple(loc, parts)]),
                                    body + condition + named))
    return out


class _Fresh(ast.Transformer):
    """Names the anonymous variables of a rule's positive literals, so that the atoms they
    match can be recorded (a negated literal keeps its ``_``, which projects)."""

    def __init__(self):
        self.n = 0

    def literal(self, lit: ast.AST) -> ast.AST:
        if (lit.ast_type == ast.ASTType.Literal and lit.sign == ast.Sign.NoSign
                and lit.atom.ast_type == ast.ASTType.SymbolicAtom):
            return self(lit)
        return lit

    def visit_Variable(self, var: ast.AST) -> ast.AST:
        if var.name != "_":
            return var
        self.n += 1
        return var.update(name=f"PYRULES_ANON{self.n}")


class _Names(ast.Transformer):
    """Collects the names of the variables it visits."""

    def __init__(self):
        self.names: set[str] = set()

    def visit_Variable(self, var: ast.AST) -> ast.AST:
        self.names.add(var.name)
        return var


class _Rename(ast.Transformer):
    """Renames every variable but the given ones (an aggregate element's local variables)."""

    def __init__(self, keep: set[str]):
        self.keep = keep

    def visit_Variable(self, var: ast.AST) -> ast.AST:
        if var.name == "_" or var.name in self.keep:
            return var
        return var.update(name=f"{var.name}_PYRULES_EL")


class _Unnamed(ast.Transformer):
    """Each anonymous variable of a term written as the string "_" (a negated literal's)."""

    def visit_Variable(self, var: ast.AST) -> ast.AST:
        return ast.SymbolicTerm(var.location, String("_")) if var.name == "_" else var


def _signature(term: ast.AST) -> tuple[str, int] | None:
    if term.ast_type == ast.ASTType.Pool and term.arguments:  # "p(a; b)." is p/1, as each of its alternatives
        return _signature(term.arguments[0])
    if term.ast_type == ast.ASTType.Function:
        return term.name, len(term.arguments)
    if term.ast_type == ast.ASTType.SymbolicTerm and term.symbol.type == SymbolType.Function:
        return term.symbol.name, len(term.symbol.arguments)
    return None


class _Intervals(ast.Transformer):
    def __init__(self):
        self.found = False

    def visit_Interval(self, node: ast.AST) -> ast.AST:
        self.found = True
        return node


def _has_interval(node: ast.AST) -> bool:
    seen = _Intervals()
    seen(node)
    return seen.found


def _test(lit: ast.AST) -> bool:
    """A comparison that binds no variable (not ``X = ...``)."""
    if lit.ast_type != ast.ASTType.Literal or lit.atom.ast_type != ast.ASTType.Comparison:
        return False
    return not (lit.sign == ast.Sign.NoSign and len(lit.atom.guards) == 1
                and lit.atom.guards[0].comparison == ast.ComparisonOperator.Equal)


def _head_atoms(head: ast.AST) -> list[tuple[ast.AST, list[ast.AST]]]:
    """The atoms a rule head derives, each with the condition it carries in a choice or disjunction."""
    if head.ast_type == ast.ASTType.Literal:
        if head.sign == ast.Sign.NoSign and head.atom.ast_type == ast.ASTType.SymbolicAtom:
            return [(head.atom.symbol, [])]
        return []
    if head.ast_type in (ast.ASTType.Aggregate, ast.ASTType.Disjunction):
        out = []
        for el in head.elements:
            lit = el.literal
            if lit.sign == ast.Sign.NoSign and lit.atom.ast_type == ast.ASTType.SymbolicAtom:
                out.append((lit.atom.symbol, list(el.condition)))
        return out
    return []


def _body_term(lit: ast.AST) -> ast.AST | None:
    """A body literal as a term to record: its atom, ``neg(Atom)`` or ``cmp(Op, L, R)``."""
    if lit.ast_type != ast.ASTType.Literal:
        return None
    loc, atom = lit.location, lit.atom
    if atom.ast_type == ast.ASTType.SymbolicAtom:
        if lit.sign == ast.Sign.NoSign:
            return atom.symbol
        if lit.sign == ast.Sign.Negation:
            return ast.Function(loc, "pyrules_not", [_unnamed(atom.symbol)], False)
        return None
    if atom.ast_type == ast.ASTType.Comparison and lit.sign == ast.Sign.NoSign and _test(lit) \
            and not _has_interval(atom):  # a test on values (an equation binds, an interval ranges)
        left, parts = atom.term, []
        for guard in atom.guards:
            op = ast.SymbolicTerm(loc, String(_OPS[guard.comparison]))
            parts.append(ast.Function(loc, "pyrules_cmp", [op, _unnamed(left), _unnamed(guard.term)], False))
            left = guard.term
        return parts[0] if len(parts) == 1 else _tuple(loc, parts)
    return None


def _unnamed(t: ast.AST) -> ast.AST:
    return _Unnamed()(t)


def _tuple(loc, terms: list[ast.AST]) -> ast.AST:
    return ast.Function(loc, "", terms, False)


def _atom(loc, name: str, args: list[ast.AST]) -> ast.AST:
    return ast.Literal(loc, ast.Sign.NoSign, ast.SymbolicAtom(ast.Function(loc, name, args, False)))


def _program_key(files: Sequence[Path], args: Sequence[str], inputs: Iterable[tuple[str, int]], traced: bool,
                 cites: str) -> bytes:
    """A cache key for what is built from a program alone: every ASP file in the folders of ``files``
    and in ``asp/core`` (where their includes are), the grounder's options, the inputs, the tracing
    and its clause tags (and this package's code, which reads them)."""
    from .resources import core_dir, sources_key

    digest = hashlib.sha256(sources_key() + repr((list(args), sorted(inputs), traced, cites)).encode())
    folders = sorted({Path(f).resolve().parent for f in files} | {core_dir().resolve()})
    for path in [*(Path(f).resolve() for f in files), *(lp for folder in folders for lp in sorted(folder.glob("*.lp")))]:
        digest.update(str(path).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.digest()


def _program(files: Sequence[Path], inputs: set[tuple[str, int]]) -> list[ast.AST]:
    """The statements of a program's files, each input declaration made a check (:func:`_known_rule`)."""
    return [_known_rule(stm) if _declares(stm, inputs) else stm for stm in parse_program(files)]


def _supported(files: Sequence[Path], inputs: set[tuple[str, int]], cites, key: bytes
               ) -> tuple[list[ast.AST], list[RuleSite]]:
    """:func:`support` of a program, kept across processes as text (statements print as clingo reads
    them back; parsing the text is ~15x faster than the transformation)."""
    from .resources import cached

    def build() -> tuple[str, list[RuleSite]]:
        statements, sites = support(_program(files, inputs), cites)
        return "\n".join(str(stm) for stm in statements if stm.ast_type != ast.ASTType.Comment), sites

    text, sites = cached("traced", key, build)
    statements: list[ast.AST] = []
    ast.parse_string(text, statements.append)
    return statements, list(sites)


def parse_program(files: Sequence[Path]) -> list[ast.AST]:
    statements: list[ast.AST] = []
    ast.parse_files([str(f) for f in files], statements.append)
    return statements


def _core(ctl: clingo.Control, assumptions: Sequence[Symbol], timeout: float | Deadline,
          seen: dict | None = None) -> list[Symbol] | None:
    """``seen``: each assumption's (literal, is external) in this grounding, kept across the
    calls of one :meth:`ScenarioProgram.core_solver` (None: not in the grounding)."""
    lits: dict[int, Symbol] = {}
    externals = []
    seen = {} if seen is None else seen
    for sym in assumptions:
        if sym not in seen:
            sa = ctl.symbolic_atoms[sym]
            seen[sym] = None if sa is None else (sa.literal, sa.is_external)
        found = seen[sym]
        if found is not None:
            lits[found[0]] = sym
            if found[1]:  # an external is false until freed; the assumption then sets it
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


def _literal(sym: Symbol, sign=ast.Sign.NoSign) -> ast.AST:
    return ast.Literal(_LOC, sign, ast.SymbolicAtom(ast.SymbolicTerm(_LOC, sym)))


def _add_true_externals(builder: ast.ProgramBuilder, facts: Sequence[Symbol]) -> None:
    """``#external F. [true]`` for every fact F, built as AST from Symbols."""
    builder.add(ast.Program(_LOC, "base", []))
    true = ast.SymbolicTerm(_LOC, Function("true"))
    for sym in facts:
        builder.add(ast.External(_LOC, ast.SymbolicAtom(ast.SymbolicTerm(_LOC, sym)), [], true))


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
