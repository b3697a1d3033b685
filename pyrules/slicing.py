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


# ---- rules a scenario's facts can never fire -------------------------------------------------
#
# A cut keeps every rule an atom of the family depends on, whatever the scenario; many of them
# read a shape of text or of step no card of the scenario has ("If this move is the 2nd attack of a
# combo, ...": ``says(M, K, if_nth(...))``), and ground to nothing.  The grounder still prepares each
# one, which is most of what a grounding costs here (docs/performance.md).  So a scenario's program
# is cut once more, by its facts: a rule is *live* when every atom of its positive body matches a
# fact or the head of a live rule, where matching reads an atom's shape (its predicate, the
# constants and function symbols its terms name) and takes a variable, or an arithmetic term, as
# anything.  That over-approximates what can hold in an answer set (it forgets that variables are
# shared), so a rule left out is one whose positive body can hold in no answer set: it ground to
# nothing anyway, and the answer sets are unchanged.  What does not read as a plain atom is kept
# (and a head that does not read makes every rule live: nothing is left out).

Shape = object  # None (any term), an int, ("s", text), or (name, (argument shapes...))


@dataclass
class Shapes:
    """A program's rules by shape (plain data, kept across processes): for :func:`live`."""

    lines: list[str]  # each statement's text
    always: list[int]  # statements kept whatever the facts (declarations, unreadable rules)
    needs: list[list[int]]  # per statement, the patterns its positive body needs (ids)
    patterns: list[tuple[str, int, tuple]]  # (name, arity, argument shapes)
    producers: list[list[int]]  # per pattern, the statements with a head that may match it
    open_patterns: list[int]  # patterns some declaration makes true (an #external)


def shapes(statements: list[ast.AST], constants: Iterable[str] = ()) -> Shapes | None:
    """The shape table of a program, or None where a head does not read (nothing may be left out).
    ``constants``: names given a value at grounding (``-c name=value``); a ``#const`` is read too."""
    global _CONSTANTS
    _CONSTANTS = set(constants) | {stm.name for stm in statements if stm.ast_type == T.Definition}
    lines: list[str] = []
    always: list[int] = []
    needs: list[list[int]] = []
    heads: list[list[tuple[str, int, tuple]]] = []
    ids: dict[tuple, int] = {}
    patterns: list[tuple[str, int, tuple]] = []
    open_heads: list[tuple[str, int, tuple]] = []
    kept = [stm for stm in statements if stm.ast_type != T.Comment]
    for i, stm in enumerate(kept):
        lines.append(str(stm))
        need: list[int] = []
        head: list[tuple[str, int, tuple]] = []
        if stm.ast_type == T.External:
            atom = _atom_shape(stm.atom.symbol) if stm.atom.ast_type == T.SymbolicAtom else None
            if atom is None:
                return None
            open_heads.append(atom)
            always.append(i)
        elif stm.ast_type != T.Rule:
            always.append(i)
        else:
            h = stm.head
            if h.ast_type == T.Literal:
                if h.atom.ast_type == T.SymbolicAtom:
                    if h.sign != ast.Sign.NoSign:
                        return None
                    found = _head_shapes(h.atom.symbol)
                    if found is None:
                        return None
                    head += found
                elif h.atom.ast_type != T.BooleanConstant:
                    return None
            elif h.ast_type in (T.Aggregate, T.Disjunction):
                for el in h.elements:
                    lit = el.literal
                    if lit.ast_type != T.Literal or lit.atom.ast_type != T.SymbolicAtom or lit.sign != ast.Sign.NoSign:
                        return None
                    found = _head_shapes(lit.atom.symbol)
                    if found is None:
                        return None
                    head += found
            else:
                return None
            for lit in stm.body:
                if lit.ast_type == T.Literal and lit.sign == ast.Sign.NoSign and lit.atom.ast_type == T.SymbolicAtom:
                    pat = _atom_shape(lit.atom.symbol)
                    if pat is None:
                        continue  # a pool, ...: not read, so not needed
                    if pat not in ids:
                        ids[pat] = len(patterns)
                        patterns.append(pat)
                    need.append(ids[pat])
        needs.append(sorted(set(need)))
        heads.append(head)
    producers: list[list[int]] = [[] for _ in patterns]
    by_sig: dict[tuple[str, int], list[int]] = {}
    for p, (name, arity, _) in enumerate(patterns):
        by_sig.setdefault((name, arity), []).append(p)
    for i, head in enumerate(heads):
        for name, arity, args in head:
            for p in by_sig.get((name, arity), ()):
                if _unify_args(args, patterns[p][2]) and (not producers[p] or producers[p][-1] != i):
                    producers[p].append(i)
    open_patterns = sorted({p for name, arity, args in open_heads for p in by_sig.get((name, arity), ())
                            if _unify_args(args, patterns[p][2])})
    return Shapes(lines, always, needs, patterns, producers, open_patterns)


def live(table: Shapes, matched: Iterable[int]) -> list[int]:
    """The statements (by index) that may fire when the facts match the patterns ``matched``
    (see above), and every one kept whatever the facts; in program order."""
    true = set(matched) | set(table.open_patterns)
    waiting = [len(n) for n in table.needs]
    users: dict[int, list[int]] = {}
    for i, need in enumerate(table.needs):
        for p in need:
            users.setdefault(p, []).append(i)
    fired = [False] * len(table.needs)
    todo: list[int] = []

    def fire(i: int) -> None:
        fired[i] = True
        todo.append(i)

    for i, n in enumerate(waiting):
        if n == 0:
            fire(i)
    for p in true:
        for i in users.get(p, ()):
            waiting[i] -= 1
            if waiting[i] == 0:
                fire(i)
    by_producer: dict[int, list[int]] = {}
    for p, rules in enumerate(table.producers):
        for i in rules:
            by_producer.setdefault(i, []).append(p)
    while todo:
        i = todo.pop()
        for p in by_producer.get(i, ()):
            if p in true:
                continue
            true.add(p)
            for j in users.get(p, ()):
                waiting[j] -= 1
                if waiting[j] == 0 and not fired[j]:
                    fire(j)
    keep = set(table.always)
    keep.update(i for i, f in enumerate(fired) if f)
    return sorted(keep)


class FactMatcher:
    """Which patterns of a shape table the facts match, one fact at a time (each fact's matches kept:
    scenarios share most of their facts)."""

    def __init__(self, table: Shapes):
        self._by_sig: dict[tuple[str, int], list[tuple[int, tuple]]] = {}
        for p, (name, arity, args) in enumerate(table.patterns):
            self._by_sig.setdefault((name, arity), []).append((p, args))
        self._known: dict = {}

    def matched(self, facts: Iterable) -> frozenset[int]:
        out: set[int] = set()
        known = self._known
        if len(known) > 200_000:  # bounded memory: a long-lived process meets many facts
            known.clear()
        for sym in facts:
            found = known.get(sym)
            if found is None:
                found = known[sym] = tuple(p for p, args in self._by_sig.get((sym.name, len(sym.arguments)), ())
                                           if _match_args(args, sym.arguments))
            out.update(found)
        return frozenset(out)


def _match_args(shapes_: tuple, symbols) -> bool:
    return all(_match(s, sym) for s, sym in zip(shapes_, symbols))


def _match(shape, sym) -> bool:
    if shape is None:
        return True
    t = sym.type
    if isinstance(shape, int):
        return t == SymbolType.Number and sym.number == shape
    if shape[0] == "s" and isinstance(shape[1], str):
        return t == SymbolType.String and sym.string == shape[1]
    name, args = shape
    return (t == SymbolType.Function and sym.name == name and len(sym.arguments) == len(args)
            and _match_args(args, sym.arguments))


def _unify(a, b) -> bool:
    if a is None or b is None:
        return True
    if isinstance(a, int) or isinstance(b, int):
        return a == b
    if a[0] == "s" and isinstance(a[1], str) or b[0] == "s" and isinstance(b[1], str):
        return a == b
    return a[0] == b[0] and len(a[1]) == len(b[1]) and _unify_args(a[1], b[1])


def _unify_args(a: tuple, b: tuple) -> bool:
    return all(_unify(x, y) for x, y in zip(a, b))


def _atom_shape(term: ast.AST) -> tuple[str, int, tuple] | None:
    """(name, arity, argument shapes) of an atom's term; None where it does not read as one atom."""
    shape = _shape(term)
    if shape is None or isinstance(shape, int) or shape[0] == "s" and isinstance(shape[1], str):
        return None
    if term.ast_type == T.Function and term.external:
        return None
    return shape[0], len(shape[1]), shape[1]


def _head_shapes(term: ast.AST) -> list[tuple[str, int, tuple]] | None:
    """A head atom's shapes (each alternative of a pool), or None where one does not read."""
    terms = term.arguments if term.ast_type == T.Pool else [term]
    out = []
    for t in terms:
        s = _atom_shape(t)
        if s is None:
            return None
        out.append(s)
    return out


def _shape(term: ast.AST):
    """A term's shape: None for a variable, an arithmetic term, an interval, a pool (any term)."""
    kind = term.ast_type
    if kind == T.SymbolicTerm:
        return _symbol_shape(term.symbol)
    if kind == T.Function:
        if term.external or not term.arguments and term.name in _CONSTANTS:
            return None
        return term.name, tuple(_shape(a) for a in term.arguments)
    return None


_CONSTANTS: set[str] = set()  # while a table is read: the names a grounding gives a value (a term of any value)


def _symbol_shape(sym):
    t = sym.type
    if t == SymbolType.Number:
        return sym.number
    if t == SymbolType.String:
        return ("s", sym.string)
    if t == SymbolType.Function:
        if not sym.arguments and sym.name in _CONSTANTS:
            return None
        return sym.name, tuple(_symbol_shape(a) for a in sym.arguments)
    return None  # #inf, #sup
