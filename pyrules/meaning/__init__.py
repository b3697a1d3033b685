"""The meaning of a phrase (issue 19): from the generic phrase structure (pyrules/phrase.py) to the
model's clause classes, one small function per verb.

A phrase maps by its verb's lemma, the kinds of its complements and its subject; word order and
synonyms are gone by then. Every complement and part must be consumed by the mapping: whatever is
left over is an error at its position naming what the game understands (never a partial result).

The mapping is one class, :class:`Meaning`, written in parts by concern, one module each:

- ``nouns`` (:class:`NounPhrases`): who or what a phrase names (agents, selectors, zones, statuses, counts).
- ``clauses`` (:class:`Clauses`): the dispatch by verb and the clause forms of zones, limits and plays.
- ``conditions`` (:class:`Conditions`): 'while', 'if', counted and situational conditions on a clause.
- ``leads`` (:class:`Leads`): 'if', 'when', 'after', 'once' ... before a clause, and the triggers they make.
- ``damage`` (:class:`DamageVerbs`): deal, take, double, halve, redirect, absorb, reduce, cost ...
- ``verbs`` (:class:`Verbs`): become, lose, draw, discard, put, switch, search, flip, pay, end ...
- ``modals`` (:class:`Modals`): cannot / must / may / can, passives, negations and their actions.
- ``procedures`` (:class:`Procedures`): class stats, costs, exchanges, combos, wins, uses.
- ``base``: the shared words and helpers, and :class:`Reader` (the parse's state and its error helpers).
"""

from .base import BothReadings, Items, Reader, number
from .nouns import NounPhrases
from .clauses import Clauses
from .conditions import Conditions
from .leads import Leads
from .damage import DamageVerbs
from .verbs import Verbs
from .modals import Modals
from .procedures import Procedures

__all__ = ["BothReadings", "Items", "Meaning", "number"]


class Meaning(Reader, NounPhrases, Clauses, Conditions, Leads, DamageVerbs, Verbs, Modals, Procedures):
    """Maps phrases to clauses for one parse (the builder gives vocabulary, file, text and statuses)."""
