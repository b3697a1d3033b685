"""Rulings in a player's words (issue 16): a derivation said as a few sentences, in the order it runs.

A derivation (:class:`pyrules.derive.Node`, worded by :func:`pyrules.derive.worded` from the game's
``phrases.json``) is linearized: premises before the conclusions that use them, one sentence for
each step that cites a clause (and for the answer itself), each fact said once.  A helper step (one
whose rule cites no clause, or a fact the scenario gives) has no sentence of its own: its words are
folded into the sentence of the step that uses it ("Y takes 7 + 3 = 10 damage, as the attack of
step 2 hits Y for 7 and ..."), and the steps beneath it are said before.  A step that did not fire
says what failed; the failed premise is not said again.  Every sentence ends with its clause ids,
after the comparisons that decided it ("(4 > 2, CC-COUNTER-02)").

Nothing here knows a game: the words are the games' phrases, this module only orders and joins.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable, Sequence

from .asp import SymbolType
from .derive import CMP, NOT, Node, _anonymous, _check_text


@dataclass(frozen=True)
class Sentence:
    """One sentence of a ruling: its words and what it cites (comparisons, then clause ids)."""

    text: str
    cites: tuple[str, ...] = ()

    def __str__(self) -> str:
        body = self.text if _ENCODED.match(self.text) else self.text[:1].upper() + self.text[1:]
        cites = [c for c in self.cites if f"({c})" not in self.text]  # a clause its words name already: once
        return body + (f" ({', '.join(cites)})" if cites else "") + "."


def _words(node: Node) -> str:
    """What a step says: its sentence, or the atom as the encoding writes it where the game gives
    no phrase; for a step that did not fire, what failed."""
    text = node.said or (str(node.atom) if node.holds else f"not {node.atom}")
    return text + (f": {node.failed}" if not node.holds and node.failed else "")


def _checks(node: Node) -> tuple[list[str], list[str]]:
    """The checks a step relied on that say something to a player: the absences the game words
    (folded into the sentence as reasons) and the comparisons of numbers (cited beside its clauses)."""
    reasons, numbers = [], []
    texts = node.check_texts()
    for t, said in zip(node.checks, texts):
        if t.name == NOT and said != _check_text(t) and not _anonymous(t.arguments[0]):  # "none of any" reads
            # well in a tree's list of checks, not as the reason of a sentence
            reasons.append(said)
        elif t.name == CMP and all(a.type == SymbolType.Number for a in t.arguments[1:]):
            numbers.append(said)
    return reasons, numbers


MAX_REASONS = 2
"""The most helper facts a sentence folds in as its reasons ("..., as Y's basic attack priority is 2"),
and the most of what its sum or count left out ("X takes 0 damage, as the attack of step 1 does not
hit X for 5"); the parts of a sum are always said ("Y takes 7 + 3 = 10 damage, as ...")."""


def _valueless(atom) -> tuple:
    """An atom without its last argument (its value), to tell another value of the same thing."""
    args = tuple(atom.arguments) if atom.type == SymbolType.Function else ()
    return (atom.name if atom.type == SymbolType.Function else str(atom), args[:-1])


def _own_clauses(node: Node) -> tuple[str, ...]:
    return node.rule.clauses if node.rule is not None else ()


def sentences(root: Node, keep: Iterable[str] | None = None) -> list[Sentence]:
    """The derivation ``root`` as sentences, premises first, each fact once, the answer last.

    ``keep``: the clauses the answer depends on (its decisive clauses); a rule that was checked and
    did not fire is then said only where it cites one of them, and the others are named together
    after the answer ("The rules checked that did not apply: ...")."""
    out: list[Sentence] = []
    said: set[str] = set()
    keep = None if keep is None else set(keep)
    unfired: list[str] = []

    base: dict[str, int] = {}  # a step's own words -> its sentence in ``out``

    def emit(own: str, text: str, cites: Sequence[str]) -> None:
        if own in base:  # said before (with its reasons): it cites the clauses of both
            k = base[own]
            out[k] = Sentence(out[k].text, tuple(dict.fromkeys((*out[k].cites, *cites))))
            return
        if own in said:  # said as the failure of a step that did not fire
            return
        said.update((own, text))
        base[own] = len(out)
        out.append(Sentence(text, tuple(dict.fromkeys(cites))))

    def visit(node: Node, top: bool) -> tuple[str, tuple[str, ...]]:
        """Say the steps beneath ``node``, then ``node`` itself where it cites a clause (or is the
        answer); else give the step using it its words ("" where the game has none) and the
        clauses of its failed premise."""
        text = _words(node)
        clauses = list(_own_clauses(node))
        if not node.holds and clauses and keep is not None and not top and not keep & set(node.clauses()):
            unfired.extend(c for c in clauses if c not in unfired)
            return "", ()
        folded: list[str] = []   # the words of its helper premises
        summed: list[str] = []   # the words of the parts of its sum
        left: list[str] = []     # what its sum or count left out
        cause = node.cause[0] if node.cause and not node.holds else None
        parts = {id(p) for p in node.parts}
        valued = {_valueless(k.atom) for k in (*node.premises, *node.parts) if k.holds}
        for kid in (*node.premises, *node.parts, *node.checked):
            if node.holds and not kid.holds and _valueless(kid.atom) in valued:
                continue  # another value of a part that holds ("does not hit Y for 6" beside "hits Y for 8")
            if cause is not None and kid.atom == cause:  # said by the failure: only what is beneath it
                for inner in (*kid.premises, *kid.parts, *kid.checked):
                    clauses.extend(visit(inner, False)[1])
                clauses.extend(_own_clauses(kid))
                said.add(_words(kid))
                continue
            words, more = visit(kid, False)
            clauses.extend(more)
            if kid.atom == node.atom or _anonymous(kid.atom):
                continue  # an instance of this very step that did not fire (it says why), or an absence
                # with an anonymous argument (no sentence says it well): what is beneath it is said
            into = summed if id(kid) in parts else left if node.holds and not kid.holds else folded
            if words and words not in said and not text.startswith(words) and words not in (*folded, *summed, *left):
                into.append(words)
        reasons, numbers = _checks(node)
        folded.extend(r for r in reasons if r not in said and r not in (*folded, *summed, *left))
        # a long list of helper facts, or of what a count left out, says less than the steps said before
        folded, left = ([] if len(folded) > MAX_REASONS else folded), ([] if len(left) > MAX_REASONS else left)
        reasons = summed + left + folded
        if top or clauses:
            emit(text, text + (", as " + " and ".join(reasons) if reasons else ""), [*numbers, *clauses])
            return "", ()
        return (_words(node) if node.said else ""), ()

    visit(root, True)
    cited = {c for s in out for c in s.cites}
    unfired = [c for c in unfired if c not in cited]
    if unfired:
        out.append(Sentence("the rules checked that did not apply: " + ", ".join(unfired)))
    return out


_NUMBER = re.compile(r"\d+")


def _clause_ids(s: Sentence) -> tuple[str, ...]:
    return tuple(c for c in s.cites if not _COMPARED.search(c))


def _part(s: Sentence) -> str:
    """A sentence as a part of a group: its words and the comparisons it made (its clauses are the group's)."""
    numbers = [c for c in s.cites if _COMPARED.search(c)]
    return s.text + (f" ({', '.join(numbers)})" if numbers else "")


def grouped(said: Sequence[Sentence]) -> list[Sentence]:
    """Neighbouring sentences of the same shape said as one, their clause ids cited once: those
    that differ only in their numbers ("before step 2, X is in the hand, as step 1 does not move X;
    before step 3, ... (EB-CTRL-01)"), and those that say the same thing before a colon ("step 5
    does not break EB-BLOCK-01: step 5 does not use 0 cards; 1 > 1 is false (EB-BLOCK-01)")."""
    out: list[Sentence] = []
    run: list[Sentence] = []
    how = ""

    def flush() -> None:
        if len(run) == 1:
            out.append(run[0])
        elif run:
            head = run[0].text.split(": ", 1)[0] + ": " if how == "head" else ""
            text = head + "; ".join(_part(s)[len(head):] for s in run)
            out.append(Sentence(text, _clause_ids(run[0])))
        run.clear()

    for s in said:
        if run and _clause_ids(s) == _clause_ids(run[-1]) and _clause_ids(s):
            same_shape = _NUMBER.sub("#", s.text) == _NUMBER.sub("#", run[-1].text)
            head = s.text.split(": ", 1)[0]
            same_head = ": " in s.text and ": " in run[-1].text and head == run[-1].text.split(": ", 1)[0]
            if (how in ("", "shape") and same_shape) or (how in ("", "head") and same_head and not same_shape):
                how = how or ("shape" if same_shape else "head")
                run.append(s)
                continue
        flush()
        run.append(s)
        how = ""
    flush()
    return out


def paragraph(root: Node, keep: Iterable[str] | None = None) -> str:
    """The derivation as one paragraph (:func:`sentences`, :func:`grouped`)."""
    return " ".join(map(str, grouped(sentences(root, keep))))


def ruling(derivation: Sequence[tuple[str, Node]], readings: dict[str, str] | None = None,
           first: Sequence[str] = (), last: Sequence[str] = (), keep: Iterable[str] | None = None) -> list[str]:
    """The paragraphs of a ruling: ``first`` (what forbids an illegal play, say), the derivation's
    sentences, ``last`` (the counterfactual).  For an answer the rules leave open: what every reading
    says, once, and then one short paragraph per reading from the point where they part, with the
    answer it gives."""
    out = [" ".join(first)] if first else []
    if len(derivation) == 1 or not readings:
        out.extend(paragraph(node, keep) for _, node in derivation[:1])
    else:
        each = [(name, sentences(node, keep)) for name, node in derivation]
        shared = [s for s in each[0][1] if all(s in said for _, said in each[1:])]
        if shared:
            out.append("Under every reading: " + " ".join(map(str, grouped(shared))) + " Then the readings part:")
        for name, said in each:
            own = [s for s in said if s not in shared]
            gives = readings.get(name)
            head = f"Reading {_READING.sub(' (', name.replace('_', ' '))}" + \
                (f" (gives {gives})" if gives is not None else "") + ": "
            out.append(head + (" ".join(map(str, grouped(own))) or "the same steps."))
    if last:
        out.append(" ".join(last))
    return [p for p in out if p]


_COMPARED = re.compile(r" (?:[<>]=?|!?=) ")
"""A cite that is a comparison the step made ("4 > 2"), not a clause id."""
_QUOTED = re.compile(r'"[^"]*"')
_READING = re.compile(r"(?<=\w)\(")
"""A value the scenario leaves open, in a reading's name (``value(kinetic card,combo points)=1``): said
with a space before its parenthesis, as a name and not an atom."""
_ENCODED = re.compile(r"(?<![\w'-])([a-z_][A-Za-z0-9_]*)\(|(?<![\w'-])([a-z][a-z0-9]*(?:_[a-z0-9]+)+)(?![\w'-])")


def encoding_forms(text: str) -> list[str]:
    """The names of the atoms ``text`` shows as the encoding writes them (``kind(2,basic)``, a
    snake_case word), outside quotes: what a ruling in words should not contain."""
    return [m.group(1) or m.group(2) for m in _ENCODED.finditer(_QUOTED.sub('""', text))]
