"""Whether some rule of a game's program acts on a card text's facts (issue 19, "meaning, not just a parse").

The statement language can understand a sentence that no rule of the game reads: a card with that
text would be silently ignored, and every answer about it silently wrong.  This module decides,
from the game's ASP program alone, whether a sentence's term is read, so that such a text is an
error where it enters (a query's ``define``, ``pyrules parse``) rather than a quiet no-op.

A card text reaches the program as the last argument of a *text atom* (``says/3`` for the engine
"sequence", ``text/3`` and ``card_says/3`` with numbers as ``n`` for the engine "slots":
:mod:`pyrules.facts`).  Rules move it on whole (``text_of(C, X) :- ..., says(E, _, X)``) or in
parts (``works(S, X, P, T) :- works(S, while_count(you, energy, ge, N, X), P, T), ...``).  The
argument positions that hold a text are *text positions*: the text atoms, a position a text is
moved into whole (as a variable, wrapped, or rebuilt as matched), and a position a part of a text
is moved into that either moves it on whole into a text position or is read as a structure by
some literal (``works(draw(N))``): a clause, where a part moved anywhere else is a value the rule
consumes (a number, a word).  A term at a text position is **read** when some body literal there
(positive, negated, or in the condition of an aggregate or a conditional literal) unifies with it,
the rule's ``X = f(..)`` equalities included, and

- it takes the term whole and joins it with a literal of a predicate that is not a text, whose
  facts or rule heads can hold that term (``says(M, _, T), ends_combat(T)``); or
- every part of the term it moves into a text position of its head is read there in turn; or
- it moves nothing on and constrains the term's shape (a pattern, not a bare variable).

A bare variable that moves nothing and joins nothing (``has_text(E) :- says(E, _, _)``) reads
nothing.  Variables match anything, so the test errs towards "read": comparisons other than ``=``,
the literal's other arguments and what becomes of a part consumed as data are not checked.  What
it catches is a term whose shape no rule looks at.

The rules are read from the statements :func:`pyrules.asp.parse_program` gives (as
:mod:`pyrules.slicing` does); slicing's table is per predicate, and this test needs the terms
inside the atoms, so it keeps its own small table: built once per game and process, and kept
across processes in the private cache.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Iterable, Iterator, Union

from clingo import Symbol, SymbolType, ast

from . import model as m
from .asp import parse_program
from .errors import Unread, line_of
from .resources import cached, core_dir, game_data, game_dir, sources_key

T = ast.ASTType

#: Where each engine puts a card text's term (predicate, arity, argument index), as pyrules/facts.py
#: builds the facts; and whether the term is there as a template (numbers as ``n``).
TEXT_ATOMS: dict[str, tuple[tuple[tuple[str, int, int], ...], bool]] = {
    "sequence": ((("says", 3, 2),), False),
    "slots": ((("text", 3, 2), ("card_says", 3, 2)), True),
}

Position = tuple[str, int, int]  # predicate, arity, argument index
#: How many moves of a text from one position to another the test follows (a program's moves are a
#: few deep; a rule that wraps a text and moves it back, ``p(f(X)) :- p(X)``, would never end).
_DEPTH = 64


@dataclass(frozen=True)
class Var:
    """A variable of a rule (its name made unique per use) or a wildcard."""

    name: str


@dataclass(frozen=True)
class Fn:
    """A function term, a constant (no arguments) or a tuple (name "")."""

    name: str
    args: tuple["Term", ...] = ()
    positive: bool = True


@dataclass(frozen=True)
class Const:
    """A number or a string."""

    value: Union[int, str]


Term = Union[Var, Fn, Const]


@dataclass
class _Occurrence:
    """A body literal's argument at a text position, with what of its rule the test needs."""

    rule: int  # the statement's index in the program (for a reader of the table)
    alternatives: list[Term]  # a pool gives several
    binding: bool  # a positive literal at the top of the body: its variables are bound here
    structural: bool  # it constrains the term's shape (not a bare variable)
    eqs: list[tuple[Term, Term]]  # the rule's "A = B" comparisons
    heads: list[tuple[Position, Term]]  # every argument of every head atom
    joins: list[Position]  # positions of the other positive body literals taking the bare variable whole


@dataclass
class Readers:
    """A game's program as the reading test needs it: the text positions, the body literals at them,
    and the values each other position can hold (heads and facts)."""

    engine: str
    templated: bool
    seeds: tuple[Position, ...]
    text: set[Position] = field(default_factory=set)
    readers: dict[Position, list[_Occurrence]] = field(default_factory=dict)
    values: dict[Position, list[Term]] = field(default_factory=dict)
    _memo: dict[tuple[Position, str], bool] = field(default_factory=dict)
    _cycles: int = 0
    _fresh: int = 0  # numbers each use of a rule (its variables renamed apart)

    def reads(self, term: Symbol) -> bool:
        """Whether some rule acts on ``term`` as a card text (a sentence's clause term)."""
        if self.templated:
            from .facts import template

            term = template(term)[0]
        t = _from_symbol(term)
        return any(self._read(t, p, set()) for p in self.seeds)

    # -- the test --------------------------------------------------------------------------------
    def _read(self, t: Term, at: Position, stack: set[tuple[Position, str]]) -> bool:
        key = (at, _canon(t))
        if key in self._memo:
            return self._memo[key]
        if key in stack or len(stack) > _DEPTH:  # round a cycle (or a text wrapped ever deeper):
            self._cycles += 1                     # read only by what reads it elsewhere
            return False
        cycles = self._cycles
        stack.add(key)
        parts: dict[str, bool] = {}  # a clause of the text moved on by some rule -> read somewhere
        verdicts = {self._read_by(o, t, stack, parts) for o in self.readers.get(at, ())}
        found = _WHOLE in verdicts or (_PARTS in verdicts and all(parts.values()))
        stack.discard(key)
        if found or cycles == self._cycles:  # a "no" that met a cycle holds only on this path
            self._memo[key] = found
        return found

    def _read_by(self, o: _Occurrence, t: Term, stack: set[tuple[Position, str]], parts: dict[str, bool]) -> str | None:
        """How the rule of ``o`` acts on ``t``: :data:`_WHOLE` (matched as a whole, or joined),
        :data:`_PARTS` (taken apart, each part it moves on read), else None.  Each clause of ``t`` a
        rule moves on is noted in ``parts`` with whether it is read there: a text that no rule reads
        whole is read only when every clause some rule moves on is read by one of them (the other
        half of "A, then B" read by none is a part of the card that does nothing)."""
        self._fresh += 1
        tag = f"#{self._fresh}."
        eqs = [(_renamed(a, tag), _renamed(b, tag)) for a, b in o.eqs]
        before: dict[str, Term] | None = {}
        for a, b in eqs:  # the rule's own equalities, before the text is matched
            before = _unify(a, b, before) if before is not None else None
        if before is None:
            return None
        for alt in o.alternatives:
            s = _unify(_renamed(alt, tag), t, before)
            if s is None:
                continue
            if not o.binding:
                if o.structural:
                    return _WHOLE
                continue
            moved = []  # the head arguments in a text position that the match gives a part of the text
            for at, h in o.heads:
                h = _renamed(h, tag)
                if at in self.text and _applied(h, s) != _applied(h, before):
                    moved.append((at, _applied(h, s)))
            if any(q not in self.text and self._holds(t, q) for q in o.joins):  # checked against what
                return _WHOLE                                                  # another predicate holds
            if moved:
                verdicts = [self._read(h, at, stack) for at, h in moved]
                for (_, h), ok in zip(moved, verdicts):
                    if _clause(h) and _within(h, t):
                        key = _canon(h)
                        parts[key] = parts.get(key, False) or ok
                if all(verdicts):
                    return _PARTS
                continue
            if o.structural:
                return _WHOLE
        return None

    def _holds(self, t: Term, at: Position) -> bool:
        """Whether a fact or a rule head can give position ``at`` a value that unifies with ``t``
        (a position nothing defines is an input: any value)."""
        values = self.values.get(at)
        if values is None:
            return True
        return any(_unify(_renamed(v, "#v."), t, {}) is not None for v in values)


@lru_cache(maxsize=None)
def readers(game: str) -> Readers:
    """The reading table of a shipped game's program: built once per process, and kept across
    processes in the private cache (reading ~1,500 rules off clingo's AST takes ~0.5 s)."""
    engine = game_data(game).get("engine", "slots")
    folder = game_dir(game)
    files = sorted(folder.glob("*.lp")) + sorted(core_dir().glob("*.lp"))
    key = game.encode() + b"\0" + engine.encode() + b"\0" + sources_key(*files)
    return cached("reads", key, lambda: build(parse_program([folder / "main.lp"]), engine))


def build(statements: list[ast.AST], engine: str) -> Readers:
    """The reading table of a program given as clingo AST statements."""
    seeds, templated = TEXT_ATOMS[engine]
    r = Readers(engine, templated, seeds)
    rules = [_rule(i, stm) for i, stm in enumerate(statements) if stm.ast_type == T.Rule]
    for rule in rules:
        for at, h in rule.heads:
            r.values.setdefault(at, []).append(h)
    r.text = _text_positions(rules, set(seeds))
    for rule in rules:
        for occ_at, occ in rule.occurrences:
            if occ_at in r.text:
                r.readers.setdefault(occ_at, []).append(occ)
    return r


def unread(game: str, entries: Iterable[m.Entry]) -> Iterator[tuple[m.Entry, m.Sentence]]:
    """The sentences of ``entries`` that no rule of ``game`` acts on, in order."""
    table: Readers | None = None
    for e in entries:
        for s in e.sentences:
            table = table or readers(game)  # built on the first sentence: most queries define none
            if not table.reads(s.clause.term()):
                yield e, s


def unread_error(game: str, sentence: m.Sentence, vocab: m.Vocabulary, source: str = "") -> Unread:
    """The error for a sentence no rule of ``game`` acts on, at the sentence's position (``source``:
    the text it was read from, for the line shown)."""
    pos = sentence.position
    written = " ".join(sentence.source.split()) or sentence.render(vocab)
    return Unread(f"'{written}' is understood ({sentence.render(vocab)}) but no rule of {game} acts on it",
                  pos.file if pos else "<text>", pos.line if pos else 0, pos.column if pos else 0,
                  line_of(source, pos.line) if pos and source else "")


def check_read(game: str, entries: Iterable[m.Entry], vocab: m.Vocabulary, source: str = "") -> None:
    """Raise :class:`~pyrules.errors.Unread` for the first sentence of ``entries`` (a query's
    defines) that no rule of ``game`` acts on: an answer about such a card would be silently wrong."""
    for _, s in unread(game, entries):
        raise unread_error(game, s, vocab, source)


# -- reading a program's rules ------------------------------------------------------------------
@dataclass
class _Rule:
    heads: list[tuple[Position, Term]]
    occurrences: list[tuple[Position, _Occurrence]]
    whole: list[tuple[Position, Position]]  # a positive body literal's argument moved whole -> a head argument


def _rule(index: int, stm: ast.AST) -> _Rule:
    heads = [(at, arg) for atom in _head_atoms(stm.head) for at, arg in _arguments(atom)]
    found: list[tuple[ast.AST, bool]] = []  # (atom term, binding)
    eqs: list[tuple[Term, Term]] = []
    for lit in stm.body:
        _body(lit, True, found, eqs)
    for el in _head_elements(stm.head):  # a choice's or a disjunction's conditions read too
        for lit in el:
            _body(lit, False, found, eqs)
    literals = [(at, arg, binding) for term, binding in found for at, arg in _arguments(term)]
    structured = {v for a, b in eqs for v, q in ((a, b), (b, a)) if isinstance(v, Var) and not isinstance(q, Var)}
    occurrences = []
    whole = []
    for k, (at, arg, binding) in enumerate(literals):
        bare = isinstance(arg, Var)
        joins = []
        if bare and binding:
            joins = [at2 for j, (at2, arg2, b2) in enumerate(literals) if j != k and b2 and arg2 == arg]
        if binding:  # the text moved on whole: as a variable, wrapped, or rebuilt as it was matched
            for at2, h in heads:
                if (arg.name in _variables(h)) if bare else h == arg:
                    whole.append((at, at2))
        for alternative in _alternatives(eqs):  # "W = (any; next)": one reading of the rule per choice
            occurrences.append((at, _Occurrence(index, list(_expand(arg)), binding,
                                                structural=not bare or arg in structured, eqs=alternative,
                                                heads=heads, joins=joins)))
    return _Rule(heads, occurrences, whole)


def _alternatives(eqs: list[tuple[Term, Term]]) -> list[list[tuple[Term, Term]]]:
    """A rule's ``=`` comparisons, one list per choice of the pools in them (a pool in a body
    comparison is a rule per alternative)."""
    choices = [[(a2, b2) for a2 in _expand(a) for b2 in _expand(b)] for a, b in eqs]
    return [list(c) for c in itertools.product(*choices)]


def _text_positions(rules: list[_Rule], seeds: set[Position]) -> set[Position]:
    """The positions a text reaches: moved on whole from a text position, or a part of a text moved
    into a position that moves its value on whole into a text position (``float_start(C, D, X, ..)``
    from ``works(C, during(D, X), ..)``, read back as ``works(C, X, ..)``) or that some literal reads
    as a structure (``works(draw(N))``): a part that is a clause, not a number or a word."""
    text = set(seeds)
    whole = [edge for rule in rules for edge in rule.whole]
    shaped = {at for rule in rules for at, occ in rule.occurrences  # read as a structure somewhere
              if any(isinstance(alt, Fn) and alt.args for alt in occ.alternatives)}
    changed = True
    while changed:
        changed = False
        onward = {a for a, b in whole if b in text} | shaped
        for rule in rules:
            for at, occ in rule.occurrences:
                if at not in text or not occ.binding:
                    continue
                names = {v for alt in occ.alternatives for v in _variables(alt)}
                for at2, h in rule.heads:
                    if at2 in text or not names & _variables(h):
                        continue
                    if (at, at2) in whole or at2 in onward:
                        text.add(at2)
                        changed = True
    return text


def _head_atoms(head: ast.AST) -> list[ast.AST]:
    if head.ast_type == T.Literal:
        return [head.atom.symbol] if head.atom.ast_type == T.SymbolicAtom and head.sign == ast.Sign.NoSign else []
    if head.ast_type in (T.Aggregate, T.Disjunction):
        return [el.literal.atom.symbol for el in head.elements
                if el.literal.atom.ast_type == T.SymbolicAtom and el.literal.sign == ast.Sign.NoSign]
    return []


def _head_elements(head: ast.AST) -> list[list[ast.AST]]:
    if head.ast_type in (T.Aggregate, T.Disjunction):
        return [list(el.condition) for el in head.elements]
    return []


def _body(lit: ast.AST, top: bool, found: list[tuple[ast.AST, bool]], eqs: list[tuple[Term, Term]]) -> None:
    """Collect a body element's atoms (binding: a positive literal at the top of the body) and its
    ``=`` comparisons."""
    if lit.ast_type == T.Literal:
        atom = lit.atom
        if atom.ast_type == T.SymbolicAtom:
            found.append((atom.symbol, top and lit.sign == ast.Sign.NoSign))
        elif atom.ast_type == T.Comparison and lit.sign == ast.Sign.NoSign:
            left = _term(atom.term)
            for g in atom.guards:
                right = _term(g.term)
                if g.comparison == ast.ComparisonOperator.Equal:
                    eqs.append((left, right))
                left = right
        elif atom.ast_type == T.BodyAggregate:
            for el in atom.elements:
                for c in el.condition:
                    _body(c, False, found, eqs)
        return
    if lit.ast_type == T.ConditionalLiteral:
        _body(lit.literal, False, found, eqs)
        for c in lit.condition:
            _body(c, False, found, eqs)


def _arguments(term: ast.AST) -> list[tuple[Position, Term]]:
    """(position, argument) of each argument of an atom's term (each alternative of a pool)."""
    if term.ast_type == T.Pool:
        return [x for alt in term.arguments for x in _arguments(alt)]
    if term.ast_type == T.Function and not term.external:
        n = len(term.arguments)
        return [((term.name, n, k), _term(a)) for k, a in enumerate(term.arguments)]
    if term.ast_type == T.SymbolicTerm and term.symbol.type == SymbolType.Function:
        args = term.symbol.arguments
        return [((term.symbol.name, len(args), k), _from_symbol(a)) for k, a in enumerate(args)]
    return []


_POOL = "#pool"
_WHOLE, _PARTS = "whole", "parts"  # how a rule reads a text (Readers._read_by)
_anonymous = itertools.count()


def _term(node: ast.AST) -> Term:
    """An AST term as a :data:`Term`; arithmetic and intervals are wildcards, a pool a ``#pool``
    function (expanded by :func:`_expand`)."""
    if node.ast_type == T.Variable:
        return Var(f"_{next(_anonymous)}" if node.name == "_" else node.name)
    if node.ast_type == T.SymbolicTerm:
        return _from_symbol(node.symbol)
    if node.ast_type == T.Function and not node.external:
        return Fn(node.name, tuple(_term(a) for a in node.arguments))
    if node.ast_type == T.Pool:
        return Fn(_POOL, tuple(_term(a) for a in node.arguments))
    return Var(f"_{next(_anonymous)}")  # arithmetic, an interval, an external function: any value


def _expand(t: Term) -> Iterator[Term]:
    """A term's alternatives (a pool anywhere in it gives one per choice)."""
    if isinstance(t, Fn):
        if t.name == _POOL:
            for a in t.args:
                yield from _expand(a)
            return
        for args in itertools.product(*(list(_expand(a)) for a in t.args)):
            yield Fn(t.name, tuple(args), t.positive)
        return
    yield t


def _from_symbol(sym: Symbol) -> Term:
    if sym.type == SymbolType.Number:
        return Const(sym.number)
    if sym.type == SymbolType.String:
        return Const(sym.string)
    if sym.type == SymbolType.Function:
        return Fn(sym.name, tuple(_from_symbol(a) for a in sym.arguments), sym.positive)
    return Const(str(sym))  # #inf, #sup


# -- unification ------------------------------------------------------------------------------
def _walk(t: Term, s: dict[str, Term]) -> Term:
    while isinstance(t, Var) and t.name in s:
        t = s[t.name]
    return t


def _unify(a: Term, b: Term, s: dict[str, Term]) -> dict[str, Term] | None:
    """The substitution ``s`` extended to make ``a`` and ``b`` equal, or None (no occurs check: the
    terms are finite and a rule's pattern never contains the term it is unified with)."""
    a, b = _walk(a, s), _walk(b, s)
    if a == b:
        return s
    if isinstance(a, Var):
        return {**s, a.name: b}
    if isinstance(b, Var):
        return {**s, b.name: a}
    if isinstance(a, Fn) and isinstance(b, Fn):
        if a.name != b.name or len(a.args) != len(b.args) or a.positive != b.positive:
            return None
        for x, y in zip(a.args, b.args):
            s = _unify(x, y, s)
            if s is None:
                return None
        return s
    return None


def _clause(t: Term) -> bool:
    """Whether a part of a text is a clause of its own (a compound term, not a word, a number or a
    list cell)."""
    return isinstance(t, Fn) and bool(t.args) and t.name != "cons"


def _within(part: Term, t: Term) -> bool:
    """Whether ``part`` is one of ``t``'s arguments, at any depth."""
    return isinstance(t, Fn) and any(part == a or _within(part, a) for a in t.args)


def _applied(t: Term, s: dict[str, Term]) -> Term:
    t = _walk(t, s)
    if isinstance(t, Fn):
        return Fn(t.name, tuple(_applied(a, s) for a in t.args), t.positive)
    return t


def _variables(t: Term) -> set[str]:
    if isinstance(t, Var):
        return {t.name}
    if isinstance(t, Fn):
        return set().union(*(_variables(a) for a in t.args)) if t.args else set()
    return set()


def _renamed(t: Term, tag: str) -> Term:
    if isinstance(t, Var):
        return Var(tag + t.name)
    if isinstance(t, Fn) and t.args:
        return Fn(t.name, tuple(_renamed(a, tag) for a in t.args), t.positive)
    return t


def _canon(t: Term) -> str:
    """A term's text with its variables numbered in order (a memo key)."""
    names: dict[str, int] = {}

    def go(x: Term) -> str:
        if isinstance(x, Var):
            return f"V{names.setdefault(x.name, len(names))}"
        if isinstance(x, Fn):
            inner = ",".join(go(a) for a in x.args)
            return ("" if x.positive else "-") + x.name + (f"({inner})" if x.args else "")
        return repr(x.value)

    return go(t)
