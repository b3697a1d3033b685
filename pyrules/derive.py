"""Derivations: why an atom of an answer set holds, or why it does not, as a tree of rule instances.

A traced program (:class:`pyrules.asp.ScenarioProgram` with ``traced=True``) records in every
answer set each rule instance that fired: ``pyrules_by(I, Head, Body)`` and, for the elements of
a sum or a count, ``pyrules_el(I, Head, Condition)``; it also keeps the instances the grounding
held that did not fire (:attr:`pyrules.asp.Model.unfired`).  From these this module builds:

- for an atom that holds, the rule instance that derived it first (the least height, so the tree
  is well founded) and, beneath it, the derivations of the atoms it used, down to the facts the
  scenario and the card pool gave; the comparisons and absences it relied on are kept as checks;
- for an atom that does not hold, the instances of the rules that could derive it which the
  scenario brought into play, each with the premise that failed (and why, a few levels down).

Every node names its rule by place (file, line) and by the clause ids the rule cites
(:func:`rule_clauses`: the ids written in the rule, else those of the comment block above it), so
the clauses an answer depends on are computed from the derivation, never listed per case.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Iterable, Sequence

from .asp import SUPPORT, SUPPORT_ELEMENT, SWITCH, Function, Model, RuleSite, String, Symbol, SymbolType
from .phrasing import ANY

NOT = "pyrules_not"
CMP = "pyrules_cmp"

_ID = re.compile(r"\b([A-Z]{1,4}-[A-Z]+-[0-9]+[a-z]?)(?:[ \t]*\.\.[ \t]*(?:[A-Z]{1,4}-[A-Z]+-)?([0-9]+))?(?![A-Za-z0-9-])")
"""A clause id (``CC-BLOCK-03``), or a range of them (``CC-STAT-01..11``, ``EB-BLOCK-01 .. EB-BLOCK-03``).
An open point's id (``CC-G8a``) is not a clause: it is decisive where its readings part."""


@dataclass(frozen=True)
class Rule:
    """A rule of the game's encoding: where it is and the clauses it implements."""

    index: int
    file: str
    line: int
    clauses: tuple[str, ...]
    heads: tuple[tuple[str, int], ...] = ()
    uses: tuple[tuple[str, int], ...] = ()

    @property
    def place(self) -> str:
        return f"{Path(self.file).parent.name}/{Path(self.file).name}:{self.line}"


@dataclass(frozen=True)
class Node:
    """One atom of a derivation: how it came to hold (``rule`` and ``premises``), or that the
    scenario or the card pool gave it (no rule), or, when ``holds`` is false, the rule instances
    that were checked and did not fire (``checked``, each a node of the failed instance)."""

    atom: Symbol
    holds: bool = True
    rule: Rule | None = None
    premises: tuple["Node", ...] = ()
    checks: tuple[Symbol, ...] = ()
    parts: tuple["Node", ...] = ()
    checked: tuple["Node", ...] = ()
    failed: str = ""
    said: str = ""
    """What the node says in words (:func:`worded`), where the game gives a phrase for it."""
    said_checks: tuple[str, ...] = ()
    cause: tuple[Symbol, bool] | None = None
    """For an instance that did not fire: the premise that failed, and whether it holds (a
    negated premise that holds) or not."""

    def check_texts(self) -> list[str]:
        """The comparisons and absences the step relied on, in words where it has them."""
        return list(self.said_checks) or [_check_text(t) for t in self.checks]

    def clauses(self) -> list[str]:
        """The clause ids this derivation uses, in the order it runs (premises first), once each."""
        out: list[str] = []
        for node in self.walk():
            if node.rule is not None:
                out.extend(c for c in node.rule.clauses if c not in out)
        return out

    def walk(self) -> Iterable["Node"]:
        """Every node, premises before the node they support."""
        for child in (*self.premises, *self.parts, *self.checked):
            yield from child.walk()
        yield self

    def as_dict(self, seen: set | None = None) -> dict:
        """The tree as nested objects.  A step that holds is written whole where it is first met (in
        the order the object is written: a step, then its premises, parts and what was checked);
        met again in the same tree, it is ``{"atom", "holds": true, "again": true}`` (the same atom
        holds by the same derivation throughout a tree, so that is all it says)."""
        seen = set() if seen is None else seen
        if self.holds and self.rule is not None:
            if self.atom in seen:
                return {"atom": str(self.atom), "holds": True, "again": True}
            seen.add(self.atom)
        out: dict = {"atom": str(self.atom), "holds": self.holds}
        if self.rule is not None:
            out["rule"] = {"clauses": list(self.rule.clauses), "at": self.rule.place}
        elif self.holds:
            out["given"] = True
        for key in ("premises", "parts", "checked"):
            nodes = getattr(self, key)
            if nodes:
                out[key] = [n.as_dict(seen) for n in nodes]
        if self.checks:
            out["checks"] = self.check_texts()
        if self.failed:
            out["failed"] = self.failed
        if self.said:
            out["says"] = self.said
        return out

    def compact(self, places: bool = True) -> list[str]:
        """The tree as indented lines, keeping only the root and the steps that cite a clause or
        that the game words (the steps between them, and the root's own instances, are folded
        away); a step met again is not said again."""
        out: list[str] = []
        seen: set[str] = set()

        def visit(node: Node, depth: int, top: bool, parent: "Node | None" = None) -> None:
            # worded steps: one that holds; an atom that does not, where a step that holds needed its
            # absence or left it out of a sum (not deeper); never an instance that did not fire under
            # the atom it would have derived (that atom says it)
            said_below = any(c.atom == node.atom and c.rule is not None and c.rule.clauses for c in node.checked)
            worded_step = node.rule is not None if node.holds else (node.rule is None and not said_below
                                                                    and parent is not None and parent.holds)
            shown = top or (node.rule is not None and bool(node.rule.clauses)) or \
                (bool(node.said) and worded_step and node.atom not in (self.atom, parent.atom if parent else None))
            if shown:
                key = node._line(False)
                if key in seen and not top:  # said once, where first met
                    return
                out.append("  " * depth + node._line(places))
                seen.add(key)
                depth += 1
            for child in (*node.premises, *node.parts, *node.checked):
                visit(child, depth, False, node)

        visit(self, 0, True)
        return out

    def _line(self, places: bool = True) -> str:
        if self.said:
            text = self.said + (f": {self.failed}" if self.failed else "")
        elif not self.holds:
            text = f"not {self.atom}" + (f": {self.failed}" if self.failed else "")
        else:
            text = str(self.atom)
        if self.rule is not None:
            text += f"  [{', '.join(self.rule.clauses) or '-'}" + (f"; {self.rule.place}]" if places else "]")
        elif self.holds:
            text += "  [given]"
        if self.checks:
            text += f"  with {', '.join(self.check_texts())}"
        return text

    def lines(self, depth: int = 0) -> list[str]:
        """The whole tree as indented lines: the atom, the rule's clauses and place, its checks."""
        out = ["  " * depth + self._line()]
        for child in (*self.premises, *self.parts, *self.checked):
            out.extend(child.lines(depth + 1))
        return out


def worded(node: Node, say, memo: dict | None = None) -> Node:
    """The tree with each node's words (``say(atom, holds)``, None where there are none)."""
    memo = {} if memo is None else memo
    if id(node) in memo:
        return memo[id(node)]
    out = replace(node, premises=tuple(worded(n, say, memo) for n in node.premises),
                  parts=tuple(worded(n, say, memo) for n in node.parts),
                  checked=tuple(worded(n, say, memo) for n in node.checked),
                  said=(say(node.atom, node.holds, tuple(p.atom for p in node.parts if p.holds)) if node.parts
                        else say(_any(node.atom), node.holds)) or "",
                  said_checks=tuple((say(_any(t.arguments[0]), False) if t.name == NOT
                                     else say(t) if t.name == CMP else None) or _check_text(t) for t in node.checks),
                  failed=(say(*node.cause) if node.cause else None) or node.failed)
    memo[id(node)] = out
    return out


def _expand(match: re.Match) -> list[str]:
    first, upto = match.group(1), match.group(2)
    if not upto:
        return [first]
    stem, _, start = first.rpartition("-")
    if not start.isdigit():
        return [first]
    width = len(start)
    return [f"{stem}-{n:0{width}d}" for n in range(int(start), int(upto) + 1)]


def _ids(text: str) -> list[str]:
    out: list[str] = []
    for match in _ID.finditer(text):
        out.extend(c for c in _expand(match) if c not in out)
    return out


@lru_cache(maxsize=None)
def _comment_ids(file: str) -> tuple[tuple[str, ...], ...]:
    """For each line of an ASP file, the clause ids of the comment block that tags the group of
    rules the line is in (a block without ids, or a blank line, ends the group)."""
    try:
        lines = Path(file).read_text(encoding="utf-8").splitlines()
    except OSError:
        return ()
    out: list[tuple[str, ...]] = []
    current: list[str] = []
    in_block = False   # inside a %* ... *% block
    last_comment = False
    for line in lines:
        stripped = line.strip()
        is_comment = in_block or stripped.startswith("%")
        if stripped.startswith("%*"):
            in_block = "*%" not in stripped[2:]
        elif in_block and "*%" in stripped:
            in_block = False
        if is_comment:
            if not last_comment:
                current = []
            current.extend(c for c in _ids(stripped) if c not in current)
        elif not stripped:  # a blank line ends the group of rules a comment block tags
            current = []
        last_comment = is_comment
        out.append(tuple(current))
    return tuple(out)


@lru_cache(maxsize=None)
def _trailing_ids(file: str) -> tuple[tuple[str, ...], ...]:
    """For each line of an ASP file, the clause ids of a comment that ends it after a rule's text
    (``tag_battle(S) :- ...   % [CC-TAG-01]``): that rule's own tag (``% [-]``: none, :data:`NO_CLAUSE`)."""
    try:
        lines = Path(file).read_text(encoding="utf-8").splitlines()
    except OSError:
        return ()
    out: list[tuple[str, ...]] = []
    for line in lines:
        quoted, cut = False, -1
        for k, ch in enumerate(line):
            if ch == '"' and (k == 0 or line[k - 1] != "\\"):
                quoted = not quoted
            elif ch == "%" and not quoted:
                cut = k
                break
        tail = line[cut:] if cut > 0 and line[:cut].strip() else ""
        out.append((NO_CLAUSE,) if "[-]" in tail else tuple(_ids(tail)))
    return tuple(out)


NO_CLAUSE = "-"
"""A rule's trailing tag ``% [-]``: the rule implements no clause of its own (a helper inside a
group of rules that a comment block tags)."""


def rule_clauses(site: RuleSite) -> tuple[str, ...]:
    """The clause ids a rule implements: those written in the rule itself (a ``violated`` or
    ``why`` atom, a reading), else those of a comment ending the rule's first line, else those of
    the comment block above it."""
    own = _ids(site.text)
    if own:
        return tuple(own)
    trailing = _trailing_ids(site.file)
    if 0 < site.line <= len(trailing) and trailing[site.line - 1]:
        return () if trailing[site.line - 1] == (NO_CLAUSE,) else trailing[site.line - 1]
    table = _comment_ids(site.file)
    return table[site.line - 2] if 1 < site.line <= len(table) + 1 else ()


CITE_BY = "cite_by"
"""``cite_by(Pred, Pos, Value, Clause)``, facts of a game's encoding: a rule that implements a
clause per instance (one stat lookup for every stat, one discard for every kind of move) cites,
for an instance whose head or premise is an atom of ``Pred`` with argument ``Pos`` (from 1)
``Value``, only ``Clause`` among the clauses its tag lists."""


def cite_table(atoms: Iterable[Symbol]) -> dict[tuple[str, int], dict[Symbol, tuple[str, ...]]]:
    """The :data:`CITE_BY` facts as a table: (predicate, position) -> value -> clauses."""
    out: dict[tuple[str, int], dict[Symbol, tuple[str, ...]]] = {}
    for a in atoms:
        pred, pos, value, clause = a.arguments
        row = out.setdefault((pred.name, pos.number), {})
        row[value] = row.get(value, ()) + (clause.string,)
    return out


def rules_of(sites: Sequence[RuleSite]) -> list[Rule]:
    return [Rule(s.index, s.file, s.line, rule_clauses(s), s.heads, s.uses) for s in sites]


class Derivations:
    """The derivations one answer set supports."""

    MAX_DEPTH_NOT = 3
    """How far down the failed premises of an atom that does not hold are followed."""

    def __init__(self, model: Model, rules: Sequence[Rule], cites: dict | None = None):
        self.rules = rules
        self.cites = cites or {}
        """:func:`cite_table`: the clause of each instance of a rule that implements one per instance."""
        self.true = model.true or model.atoms
        self.by: dict[Symbol, list[tuple[int, Symbol]]] = defaultdict(list)
        self.elements: dict[tuple[int, Symbol], list[Symbol]] = defaultdict(list)
        for a in model.by_name(SUPPORT):
            index, head, body = a.arguments  # each read of a Symbol's arguments is a call into clingo
            self.by[head].append((index.number, body))
        for a in model.by_name(SUPPORT_ELEMENT):
            index, head, cond = a.arguments
            self.elements[(index.number, head)].append(cond)
        self.unfired: dict[Symbol, list[tuple[int, Symbol]]] = defaultdict(list)
        self.unfired_elements: dict[Symbol, list[tuple[int, Symbol]]] = defaultdict(list)
        for a in model.unfired:
            index, head, body = a.arguments
            table = self.unfired if a.name == SUPPORT else self.unfired_elements
            table[head].append((index.number, body))
        self._premise_memo: dict[tuple[int, Symbol, Symbol], list[Symbol]] = {}
        self.height = self._heights()

    @cached_property
    def _by_sig(self) -> dict[tuple[str, int], list[Symbol]]:
        """The atoms that hold, by predicate and arity, sorted (for :meth:`_matching`, which few
        derivations need: built when first read)."""
        out: dict[tuple[str, int], list[Symbol]] = defaultdict(list)
        for a in sorted({*self.true, *self.by}):
            if a.type == SymbolType.Function:
                out[(a.name, len(a.arguments))].append(a)
        return out

    def rule(self, index: int, atom: Symbol, body: Symbol | None = None) -> Rule:
        """Rule ``index`` as the instance deriving ``atom`` from ``body`` cites it: where the game's
        table (:data:`CITE_BY`) names, for the head or a premise of the instance, clauses among
        those the rule lists, those alone."""
        rule = self.rules[index]
        if not self.cites or len(rule.clauses) < 2:
            return rule
        found: list[str] = []
        for a in [atom, *(_split(body)[0] if body is not None else ())]:
            if a.type != SymbolType.Function:
                continue
            for (name, pos), row in self.cites.items():
                if name == a.name and pos <= len(a.arguments):
                    found.extend(c for c in row.get(a.arguments[pos - 1], ()) if c in rule.clauses and c not in found)
        return replace(rule, clauses=tuple(c for c in rule.clauses if c in found)) if found else rule

    def holds(self, atom: Symbol) -> bool:
        return atom in self.true or atom in self.by

    def _premises(self, rule: int, head: Symbol, body: Symbol) -> list[Symbol]:
        key = (rule, head, body)
        out = self._premise_memo.get(key)
        if out is None:
            out = list(_split(body)[0])
            for cond in self.elements.get((rule, head), ()):
                out.extend(_split(cond)[0])
            self._premise_memo[key] = out
        return out

    def _heights(self) -> dict[Symbol, int]:
        """The least height of each derived atom's derivations (facts are 0): choosing a support
        of least height gives a well-founded tree, never a loop."""
        height: dict[Symbol, int] = {}
        pending = {(head, rule, body) for head, sups in self.by.items() for rule, body in sups}
        changed = True
        while changed:
            changed = False
            for head, rule, body in list(pending):
                hs = []
                for p in self._premises(rule, head, body):
                    if p in self.by:
                        if p not in height:
                            break
                        hs.append(height[p])
                else:
                    h = 1 + max(hs, default=0)
                    if h < height.get(head, h + 1):
                        height[head] = h
                        changed = True
                    pending.discard((head, rule, body))
        return height

    def tree(self, atom: Symbol) -> Node:
        """Why ``atom`` holds (or, if it does not, what was checked)."""
        if not self.holds(atom):
            return self.why_not(atom)
        return self._tree(atom, {})

    def root(self, atom: Symbol) -> Node:
        """:meth:`tree`, and for an atom that holds because something else does not (``legal``
        because no rule is violated), what was checked for that something and did not apply."""
        node = self.tree(atom)
        if not node.holds or node.rule is None:
            return node
        _, body = self._choose(atom)
        absent = [t.arguments[0] for t in _items(body) if t.type == SymbolType.Function and t.name == NOT]
        return replace(node, checked=node.checked + tuple(self.why_not(a) for a in absent))

    def why_not_like(self, name: str, args: Sequence[Symbol]) -> Node:
        """No atom ``name(args..., _)`` holds: the rule instances that could have derived one."""
        heads = sorted((h for h in self.unfired if h.type == SymbolType.Function and h.name == name
                        and list(h.arguments[:len(args)]) == list(args)), key=str)
        checked = tuple(self._failed(rule, h, body, 0)
                        for h in heads for rule, body in sorted(self.unfired[h], key=lambda s: (s[0], str(s[1]))))
        return Node(Function(name, list(args)), False, checked=checked)

    def _choose(self, atom: Symbol) -> tuple[int, Symbol]:
        """The rule instance a derivation of ``atom`` uses: the first whose premises all have a
        lesser height (so the tree is well founded)."""
        sups = sorted(self.by[atom], key=lambda s: (s[0], str(s[1])))
        h = self.height.get(atom)
        for rule, body in sups:
            ps = self._premises(rule, atom, body)
            if h is None or all(p not in self.by or self.height.get(p, h) < h for p in ps):
                return rule, body
        return sups[0]

    def _tree(self, atom: Symbol, memo: dict) -> Node:
        if atom in memo:
            return memo[atom]
        if not self.by.get(atom):
            node = Node(atom)
        else:
            rule, body = self._choose(atom)
            own, checks = _split(body)
            parts = [t for cond in sorted(self.elements.get((rule, atom), ()), key=str) for t in _split(cond)[0]]
            # the elements of its sum or count that did not hold, and why (what was left out)
            left_out = []
            for r, cond in sorted(self.unfired_elements.get(atom, ()), key=lambda s: (s[0], str(s[1]))):
                missing = next((t for t in _items(cond) if not _is_check(t) and not self.holds(t)), None)
                if r == rule and missing is not None and all(n.atom != missing for n in left_out):
                    left_out.append(self.why_not(missing, 1))
            left_out = tuple(left_out)
            node = Node(atom, True, self.rule(rule, atom, body), tuple(self._tree(p, memo) for p in own),
                        tuple(checks), tuple(self._tree(p, memo) for p in parts), left_out)
        memo[atom] = node
        return node

    def why_not(self, atom: Symbol, depth: int = 0) -> Node:
        """An atom that does not hold: the rule instances that the scenario brought into play and
        that could have derived it, each with the premise that failed; where the scenario brought
        none into play, what kept the premises of those rules from holding (:meth:`_why_none`)."""
        checked: list[Node] = []
        if depth < self.MAX_DEPTH_NOT:
            for rule, body in sorted(self.unfired.get(atom, ()), key=lambda s: (s[0], str(s[1]))):
                checked.append(self._failed(rule, atom, body, depth))
            if not checked and atom.type == SymbolType.Function:
                checked = self._why_none((atom.name, len(atom.arguments)), depth, set())
        return Node(atom, False, checked=tuple(checked))

    def _why_none(self, sig: tuple[str, int], depth: int, seen: set) -> list[Node]:
        """No instance of a rule for ``sig`` was brought into play: the instances of the rules for
        its premises' predicates that were, and did not fire (followed through predicates no
        instance of which was brought into play, a few levels down)."""
        out: list[Node] = []
        if depth >= self.MAX_DEPTH_NOT or sig in seen:
            return out
        seen.add(sig)
        for r in self.rules:
            if sig not in r.heads:
                continue
            for use in r.uses:
                heads = sorted((h for h in self.unfired if (h.name, len(h.arguments)) == use and not self.holds(h)), key=str)
                for h in heads:
                    out.extend(self._failed(rule, h, body, depth + 1)
                               for rule, body in sorted(self.unfired[h], key=lambda s: (s[0], str(s[1]))))
                if not heads and not any(h.name == use[0] and len(h.arguments) == use[1] for h in self.true):
                    out.extend(self._why_none(use, depth + 1, seen))
        return out

    def _matching(self, atom: Symbol) -> Symbol | None:
        """An atom that holds and matches ``atom``, whose arguments "_" (an anonymous variable of a
        negated literal, as :func:`pyrules.asp.support` records it) match anything."""
        if self.holds(atom):
            return atom
        if atom.type != SymbolType.Function or not any(a == _ANY for a in atom.arguments):
            return None
        for a in self._by_sig.get((atom.name, len(atom.arguments)), ()):
            if all(x == _ANY or x == y for x, y in zip(atom.arguments, a.arguments)):
                return a
        return None

    def _failed(self, rule: int, head: Symbol, body: Symbol, depth: int) -> Node:
        for t in _items(body):
            if _is_check(t):
                found = self._matching(t.arguments[0]) if t.name == NOT else None
                if found is not None:
                    inner = self._tree(found, {})
                    return Node(head, False, self.rule(rule, head, body), premises=(inner,),
                                failed=f"{found} holds", cause=(found, True))
                if t.name == CMP and not _compare(t):
                    return Node(head, False, self.rule(rule, head, body), failed=f"{_check_text(t)} is false",
                                cause=(t, False))
                continue
            if not self.holds(t):
                inner = self.why_not(t, depth + 1)
                return Node(head, False, self.rule(rule, head, body), checked=(inner,), failed=f"{t} does not hold",
                            cause=(t, False))
        return Node(head, False, self.rule(rule, head, body), failed="another answer set")


_ANY = String("_")
"""An anonymous variable of a negated literal, as :func:`pyrules.asp.support` records it."""


@lru_cache(maxsize=1 << 16)
def _split(body: Symbol) -> tuple[tuple[Symbol, ...], tuple[Symbol, ...]]:
    """The recorded body of a rule instance (:func:`_items`) as its premises and its checks (read
    once for every instance that records it: the same bodies recur in every answer set)."""
    items = _items(body)
    return tuple(t for t in items if not _is_check(t)), tuple(t for t in items if _is_check(t))


def _items(body: Symbol) -> list[Symbol]:
    """The recorded body of a rule instance (a tuple; comparisons of a chain are a tuple too),
    without the clause switches (:data:`pyrules.asp.SWITCH`)."""
    out: list[Symbol] = []
    for t in body.arguments if body.type == SymbolType.Function and body.name == "" else [body]:
        if t.type == SymbolType.Function and t.name == "" and t.arguments and all(
                a.type == SymbolType.Function and a.name == CMP for a in t.arguments):
            out.extend(t.arguments)
        elif not (t.type == SymbolType.Function and t.name == NOT and t.arguments[0].type == SymbolType.Function
                  and t.arguments[0].name == SWITCH):
            out.append(t)
    return out


_COMPARE = {">": lambda a, b: a > b, "<": lambda a, b: a < b, ">=": lambda a, b: a >= b,
            "<=": lambda a, b: a <= b, "!=": lambda a, b: a != b, "=": lambda a, b: a == b}


def _compare(t: Symbol) -> bool:
    """A recorded comparison, evaluated in clingo's order of terms."""
    op, left, right = t.arguments
    return _COMPARE[op.string](left, right)


def _any(atom: Symbol) -> Symbol:
    """An atom with its anonymous arguments (:data:`_ANY`) as the word "any" (the phrases' word for
    a value none of which holds: "step 1 does not play any move" for ``not step_move(1, _)``)."""
    if not _anonymous(atom):
        return atom
    return Function(atom.name, [Function(ANY) if a == _ANY else a for a in atom.arguments])



def _anonymous(atom: Symbol) -> bool:
    """An atom of a negated literal with an anonymous variable (no sentence says it well)."""
    return atom.type == SymbolType.Function and any(a == _ANY for a in atom.arguments)


def _is_check(t: Symbol) -> bool:
    return t.type == SymbolType.Function and t.name in (NOT, CMP)


def _check_text(t: Symbol) -> str:
    if t.name == CMP:
        op, left, right = t.arguments
        return f"{left} {op.string} {right}"
    return f"not {t.arguments[0]}"


def decisive(nodes: Iterable[Node]) -> tuple[str, ...]:
    """The clause ids of several derivations, in order, once each."""
    out: list[str] = []
    for node in nodes:
        out.extend(c for c in node.clauses() if c not in out)
    return tuple(out)
