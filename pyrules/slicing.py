"""A game's program cut down to what a family of questions reads (one grounded base per family).

A question reads a few shown predicates (``legal`` reads ``legal``, ``violated``, the ``why`` atoms
of its topics, ``holds_reading``...).  The rules no such atom depends on can be left out of a base
that only answers those questions: by the splitting theorem, the answer sets of the program cut
down are those of the whole program restricted to what is kept, provided the part left out can
never rule an answer set out.  So the cut keeps, whatever the family reads:

- every constraint, every choice rule with a bound (a bound rules out answer sets as a
  constraint does) and every disjunctive rule, with every rule they depend on;
- every rule in a cycle through negation or an aggregate (such a cycle can have no answer set);
- every declaration (``#external``, ``#show``, ``#const``, ``#defined``, ``#program``); a ``#show``
  of a term under a condition is read as a rule (what a family reads may be shown that way).

Dependencies are followed per predicate and, where an atom names a constant first argument
(``why(damage, C)``, ``undecided(hp_after, C)``), per that constant: a legality base keeps the
``why`` rules of legality's topics, not the damage arithmetic behind ``why(damage, ...)``.

What this buys is a smaller ground program: a cheaper solve over a base (a Capcom Crossovers setup
base for legality drops its damage sums, 9,551 -> 5,136 solver variables) and a cheaper grounding of
one scenario (Capcom's legality program keeps 985 of 2,270 statements: 1.39x faster, interleaved,
docs/performance.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from clingo import SymbolType, ast

T = ast.ASTType


@dataclass(frozen=True, order=True)
class Pattern:
    """Atoms of predicate ``name`` (any arity), or only those whose first argument is the constant
    ``first`` (as clingo prints it; "": any)."""

    name: str
    first: str = ""


@dataclass
class _Rule:
    index: int
    heads: list[tuple[str, str | None]]  # (name, first constant or None)
    positive: list[tuple[str, str | None]]
    other: list[tuple[str, str | None]]  # under negation or in an aggregate
    always: bool  # a constraint, a bounded choice, a declaration, or a head the cut cannot read
    shown: bool = False  # a #show term: always in the program, its body wanted only if its term is


def dependencies(statements: list[ast.AST]) -> list[_Rule] | None:
    """What each statement defines and reads, for :func:`kept` (plain data: a program's table can be
    kept across processes); None if a body reads an atom the cut does not (the program is kept whole)."""
    try:
        return [_read(i, stm) for i, stm in enumerate(statements)]
    except Unreadable:
        return None


def sliced(statements: list[ast.AST], needed: Iterable[Pattern]) -> list[ast.AST]:
    """The statements a program needs for the atoms of ``needed`` (see the module docstring): all of
    them if a body reads an atom the cut does not."""
    rules = dependencies(statements)
    if rules is None:
        return list(statements)
    keep = kept(rules, needed)
    return [stm for i, stm in enumerate(statements) if i in keep]


def kept(rules: list[_Rule], needed: Iterable[Pattern]) -> set[int]:
    """The statements (by index) a program with the dependency table ``rules`` needs for ``needed``."""
    by_head: dict[str, list[tuple[str | None, _Rule]]] = {}
    for r in rules:
        for name, first in r.heads:
            by_head.setdefault(name, []).append((first, r))
    keep = {r.index for r in rules if r.always}
    want: dict[str, set[str | None]] = {}
    todo = [(p.name, p.first or None) for p in needed]
    for r in rules:
        if r.always:
            todo += r.positive + r.other
    while True:
        while todo:  # each newly wanted atom pattern keeps the rules that define it, which want their bodies
            name, first = todo.pop()
            firsts = want.setdefault(name, set())
            if first in firsts or None in firsts:
                continue
            firsts.add(first)
            for head_first, r in by_head.get(name, ()):
                if r.index not in keep and (first is None or head_first is None or head_first == first):
                    keep.add(r.index)
                    todo += r.positive + r.other
        looped = _negative_cycles([r for r in rules if r.index not in keep])
        if not looped:
            return keep | {r.index for r in rules if r.shown}
        for r in rules:
            if r.index in looped:
                keep.add(r.index)
                todo += r.positive + r.other


def _negative_cycles(rules: list[_Rule]) -> set[int]:
    """The rules (left out so far) whose heads lie on a cycle of predicates through negation or an
    aggregate (Tarjan's strongly connected components over the predicates they define)."""
    edges: dict[str, set[tuple[str, bool]]] = {}
    for r in rules:
        for h, _ in r.heads:
            edges.setdefault(h, set()).update({(b, False) for b, _ in r.positive} | {(b, True) for b, _ in r.other})
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    bad: set[str] = set()

    def visit(v: str) -> None:  # recursion depth: the longest chain of predicates (tens)
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w, _ in edges.get(v, ()):
            if w not in edges:
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            scc = set()
            while True:
                w = stack.pop()
                on.discard(w)
                scc.add(w)
                if w == v:
                    break
            if any(neg and w in scc for u in scc for w, neg in edges.get(u, ())):
                bad.update(scc)

    for v in list(edges):
        if v not in index:
            visit(v)
    return {r.index for r in rules if any(h in bad for h, _ in r.heads)}


def _read(i: int, stm: ast.AST) -> _Rule:
    if stm.ast_type == T.ShowTerm:  # "#show block_tax(S, C, V) : block_tax_end(C, V), side(S).": an output
        key = _key(stm.term)
        return _Rule(i, [key] if key else [], *_body(stm.body), always=key is None, shown=True)
    if stm.ast_type != T.Rule:  # a declaration; one with a body (#external, a weak constraint) wants it
        body = getattr(stm, "body", None) if "body" in stm.child_keys else None
        return _Rule(i, [], *(_body(body) if body else ([], [])), always=True)
    positive, other = _body(stm.body)
    head = stm.head
    if head.ast_type == T.Literal and head.atom.ast_type == T.SymbolicAtom and head.sign == ast.Sign.NoSign:
        key = _key(head.atom.symbol)
        return _Rule(i, [key] if key else [], positive, other, always=key is None)
    if head.ast_type in (T.Aggregate, T.Disjunction):  # a choice or a disjunction: its elements are heads
        heads = []
        # a bound, or a disjunction's minimality, may rule answer sets out: such rules are kept
        bounded = head.ast_type == T.Disjunction or head.left_guard is not None or head.right_guard is not None
        for el in head.elements:
            lit = el.literal
            key = _key(lit.atom.symbol) if lit.atom.ast_type == T.SymbolicAtom else None
            if key is None:
                bounded = True  # a head the cut cannot read: kept
            else:
                heads.append(key)
            pos, oth = _body(el.condition)
            positive += pos
            other += oth
        return _Rule(i, heads, positive, other, always=bounded)
    return _Rule(i, [], positive, other, always=True)  # a constraint (#false), or a head aggregate


def _body(literals) -> tuple[list[tuple[str, str | None]], list[tuple[str, str | None]]]:
    """The atoms a rule body reads: positively, and under negation or inside an aggregate."""
    positive: list[tuple[str, str | None]] = []
    other: list[tuple[str, str | None]] = []
    for lit in literals:
        plain = lit.ast_type == T.Literal and lit.sign == ast.Sign.NoSign and lit.atom.ast_type == T.SymbolicAtom
        _atoms(lit, positive if plain else other)
    return positive, other


class Unreadable(Exception):
    """A body atom the cut does not read (a classical negation, ...): the program is kept whole."""


def _atoms(node: ast.AST, out: list[tuple[str, str | None]]) -> None:
    if node.ast_type == T.SymbolicAtom:
        terms = node.symbol.arguments if node.symbol.ast_type == T.Pool else [node.symbol]
        for term in terms:
            key = _key(term)
            if key is None:
                raise Unreadable(str(node))
            out.append(key)
        return
    for name in node.child_keys:
        child = getattr(node, name)
        if child is None:
            continue
        if isinstance(child, ast.AST):
            _atoms(child, out)
        else:
            for c in child:
                if isinstance(c, ast.AST):
                    _atoms(c, out)


def _key(term: ast.AST) -> tuple[str, str | None] | None:
    """(predicate, its first argument when that is a constant) of an atom's term, or None (a pool,
    or anything else the cut does not read: such rules are kept)."""
    if term.ast_type == T.SymbolicTerm:
        sym = term.symbol
        return (sym.name, str(sym.arguments[0]) if sym.arguments else None) if sym.type == SymbolType.Function else None
    if term.ast_type != T.Function or term.external:
        return None
    first = term.arguments[0] if term.arguments else None
    constant = None
    if first is not None and first.ast_type == T.SymbolicTerm:
        constant = str(first.symbol)
    return term.name, constant
