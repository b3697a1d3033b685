"""The generic phrase structure of a statement (issue 19): noun phrases, verb groups, complements, parts.

The grammar (grammar/statement.lark) builds these; pyrules/meaning/ maps them to the model's clause
classes. Nothing here knows a game: words stay tokens until the meaning resolves them by vocabulary.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from lark import Token


@dataclass
class NP:
    """A noun phrase: [only] [determiner] words [relatives], or a pronoun."""

    det: str = ""  # the, a, each, this, your, its, ... (lowercase)
    words: tuple = ()  # WORD / QUOTED tokens, ("order", n, le|ge) thresholds, ("cost", n)
    rels: tuple = ()  # ("of"|"with"|"in", NP), ("pp", prep, NP), ("of_order", n, order), ("that", Phrase)
    pronoun: str = ""  # it, you, he, ...
    only: bool = False
    tok: Token | None = None  # the first token (for error positions)
    text: str = ""  # the source text of the phrase
    count: object = None  # a counted subject's amount Item ("at least one card must be drawn"), or None

    def plain(self) -> list[str]:
        """The word tokens (thresholds and costs left out)."""
        return [w for w in self.words if isinstance(w, Token)]

    def quoted(self) -> list[Token]:
        return [w for w in self.words if isinstance(w, Token) and w.type == "QUOTED"]


@dataclass
class VG:
    """A verb group: [modal] [only] [not] verb, or an auxiliary (be/have) and its participle."""

    modal: str = ""  # may | cannot | must | can | would | will | could
    only: bool = False
    negated: bool = False
    aux: str = ""  # be | have
    verb: str = ""  # the verb's lemma ("" after a bare auxiliary)
    form: str = ""  # the verb as written (lowercase)
    tok: Token | None = None


@dataclass
class Item:
    """A complement or a part of a phrase: kind plus values."""

    kind: str  # amount | np | pp | bound | duration | instead | split | while | if | when | at_start | and | to_verb
    value: object = None
    extra: object = None
    tok: Token | None = None


@dataclass
class Phrase:
    """[subject] verb group items, as written."""

    subject: NP | None
    vg: VG | None
    items: list = field(default_factory=list)
    tok: Token | None = None
