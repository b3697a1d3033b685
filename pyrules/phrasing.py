"""Derivations in a player's words: one sentence template per predicate, kept as data beside the rules.

``asp/core/phrases.json`` and ``asp/<game>/phrases.json`` map a predicate, written with names for
its arguments, to the sentence an atom of it says, and optionally to the sentence its absence says::

    {"taken(C, N)": "{C} takes {N} damage",
     "hit(I, C, D)": ["the attack of step {I} hits {C} for {D}", "the attack of step {I} does not hit {C}"],
     "term ch(S, N)": "player {S}'s character {N}"}

A third sentence, where given, says that no value at all holds for the arguments a derivation leaves
open (an absence ``not bad(_)``, whose open argument is the word "any" in the other two):
``"bad(I)": ["step {I} breaks a rule", "step {I} breaks no rule", "no step breaks a rule"]``.

A ``term`` key words a compound term where it stands as an argument (:data:`TERM`); a compound term
without one is said as its name and its arguments in words ("not in hand (Loc-A1)").

A field may agree with its argument (:class:`Word`): ``{N:card|cards}`` is the first word where
argument N is the number 1 and the second otherwise ("{N} extra {N:card|cards}": "1 extra card",
"2 extra cards"; a sum agrees with its total), and ``{X:a}`` is X after its indefinite article
("{X:a}": "an Ace", "a basic attack").  The choice is the template's, so the core stays
game-neutral and a game's words stay data.

An argument is named as the scenario names it (a character's or monster's label, a card as the
query wrote it, a pool entry by its name, a number as itself); a predicate without a template is
shown as the encoding writes it.  A new game brings its own words; the core stays game-neutral.
"""

from __future__ import annotations

import re
import string
from functools import lru_cache
from typing import Callable

from .asp import Function, Symbol, SymbolType
from .errors import PyrulesError
from .resources import core_dir, game_dir, read_json

_KEY = re.compile(r"^\s*([a-z_][A-Za-z0-9_]*)\s*(?:\((.*)\))?\s*$")


@lru_cache(maxsize=None)
def templates(game: str) -> dict[tuple[str, int], tuple[tuple[str, ...], str, str, str]]:
    """(name, arity) -> (argument names, sentence, sentence of its absence, sentence of the absence of
    every value of its arguments that are :data:`ANY`) for a game (core first)."""
    out: dict[tuple[str, int], tuple[tuple[str, ...], str, str]] = {}
    for path in (core_dir() / "phrases.json", game_dir(game) / "phrases.json"):
        for key, said in (read_json(path) or {}).items():
            if key.startswith("//"):
                continue
            term = key.startswith(TERM)
            match = _KEY.match(key[len(TERM):] if term else key)
            if match is None:
                raise PyrulesError(f"a phrase key is a predicate with argument names, not {key!r}", str(path))
            names = tuple(a.strip() for a in match.group(2).split(",")) if match.group(2) else ()
            yes, no, none = (said, "", "") if isinstance(said, str) else \
                (said[0], said[1] if len(said) > 1 else "", said[2] if len(said) > 2 else "")
            for text in (yes, no, none):
                try:
                    fields = [(f, spec) for _, f, spec, _ in string.Formatter().parse(text) if f]
                except ValueError as exc:
                    raise PyrulesError(f"the phrase of {key!r} is not a template: {exc}", str(path)) from None
                unknown = {f for f, _ in fields} - set(names) - {n + SUM for n in names}
                if unknown:
                    raise PyrulesError(f"the phrase of {key!r} names {sorted(unknown)}, which are not its arguments",
                                       str(path))
                odd = [spec for _, spec in fields if spec and not Word.understands(spec)]
                if odd:
                    raise PyrulesError(f"the phrase of {key!r} has the field form {odd[0]!r}; a field is {{X}}, "
                                       f"{{X:singular|plural}} or {{X:a}}", str(path))
            out[((TERM if term else "") + match.group(1), len(names))] = (names, yes, no, none)
    return out


TERM = "term "
"""A key ``"term act(Kind, Target)"``: the words of a compound term where it is an argument of an
atom ("{Who} must do {Act}" with ``act(damage, m(b, 1))``: "must do damage to Suezo"), not of an atom."""

COMPARISON = "pyrules_cmp"
"""A comparison a rule instance made (``pyrules.derive.CMP``): said with its terms in words ("A1 != A2")."""

ANY = "any"
_ANY_TERM = Function(ANY)
"""The word of the value an atom lacks where none holds: ``spent(b)``, no ``spent(b, N)``, is said with
the phrase of ``spent(S, N)`` and N "any" ("player B does not spend any energy")."""

SUM = "_sum"
"""A template's ``{N_sum}``: argument N as the sum that gave it, where the atom adds up parts of a
derivation ("7 + 3 = 10"); N alone where it has fewer than two."""


class Word(str):
    """An argument in words, as a template's field says it: ``{X}`` as itself, ``{X:one|many}`` as
    ``one`` where X is the number 1 (a sum "7 + 3 = 10": its total) and ``many`` otherwise, ``{X:a}``
    after its indefinite article ("a" or "an", by its first letter)."""

    @staticmethod
    def understands(spec: str) -> bool:
        return spec == ARTICLE or (spec.count("|") == 1 and "{" not in spec)

    def __format__(self, spec: str) -> str:
        if not spec:
            return str(self)
        if spec == ARTICLE:
            return ("an " if self[:1].lower() in "aeiou" and self[:1] else "a ") + self
        one, many = spec.split("|")
        return one if self.rsplit(" ", 1)[-1] in ("1", "-1") else many


ARTICLE = "a"
"""A field's form ``{X:a}``: X after its indefinite article."""


class Phrasing:
    """Says an atom of a derivation in words, with the scenario's own names for its arguments."""

    def __init__(self, game: str, name: Callable[[Symbol], str | None]):
        self.table = templates(game)
        self.name = name

    def word(self, sym: Symbol) -> str:
        named = self.name(sym)
        if named:
            return named
        if sym.type == SymbolType.Number:
            return str(sym.number)
        if sym.type == SymbolType.String:
            return sym.string
        if sym.type == SymbolType.Function and not sym.arguments:
            return sym.name.replace("_", " ")
        if sym.type == SymbolType.Function:
            found = self.table.get((TERM + sym.name, len(sym.arguments)))
            if found is not None:
                names, yes = found[:2]
                words = {n: Word(self.word(a)) for n, a in zip(names, sym.arguments)}
                return yes.format(**words, **{n + SUM: w for n, w in words.items()})
            if sym.name:  # a term without words of its own: its name, then its arguments in words
                return f"{sym.name.replace('_', ' ')} ({', '.join(self.word(a) for a in sym.arguments)})"
            return "(" + ", ".join(self.word(a) for a in sym.arguments) + ")"
        return str(sym)

    def say(self, atom: Symbol, holds: bool = True, parts: tuple[Symbol, ...] = ()) -> str | None:
        """The sentence of ``atom`` (or of its absence), or None where the game gives no template;
        ``parts``: the atoms a sum of the atom added up (their last arguments, for ``{N_sum}``)."""
        if atom.type != SymbolType.Function:
            return None
        if atom.name == COMPARISON and len(atom.arguments) == 3:  # a comparison the rule made, its terms in words
            op, left, right = atom.arguments
            return f"{self.word(left)} {op.string} {self.word(right)}" + ("" if holds else " is false")
        found = self.table.get((atom.name, len(atom.arguments)))
        if found is None and not holds:  # no value at all ("no spent(b, _) holds"): its last argument is "any"
            found = self.table.get((atom.name, len(atom.arguments) + 1))
            atom = Function(atom.name, [*atom.arguments, Function(ANY)]) if found is not None else atom
        if found is None:
            return None
        names, yes, no, none = found
        if none and not holds and any(a == _ANY_TERM for a in atom.arguments):
            no = none  # "no step breaks a rule", where the absence with "any" would say "step any ..."
        values = {n: Word(self.word(a)) for n, a in zip(names, atom.arguments)}
        terms = [p.arguments[-1] for p in parts if p.type == SymbolType.Function and len(p.arguments) > 1
                 and p.arguments[-1].type == SymbolType.Number]  # one argument (a step's number) is no value
        for n in names:
            values[n + SUM] = Word(_sum(t.number for t in terms) + " = " + values[n] if len(terms) > 1 else values[n])
        if holds:
            return yes.format(**values)
        return no.format(**values) if no else "not so: " + yes.format(**values)


def _sum(numbers) -> str:
    """The terms of a sum as a reader writes them: "8 + 2 - 1", never "8 + -1"."""
    out = ""
    for k, n in enumerate(numbers):
        out += str(n) if k == 0 else (f" - {-n}" if n < 0 else f" + {n}")
    return out
