"""The words and helpers every part of the meaning layer shares, and :class:`Reader`, the state of one
parse (its builder, its vocabulary, whom "it" names)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from lark import Token

from .. import model as m
from .. import phrase as P
from ..errors import ParseError, PyrulesError, line_of

if TYPE_CHECKING:
    from . import Meaning

ROLES = ("user", "target", "attacker", "ally", "opponent", "player", "defender")
MODALS = ("may", "cannot", "must", "can")
# whose stat a "Halves ..." text may halve (the ones the games' rules read)
HALVED = ("user", "target", "attacker", "holder")  # "this monster's": a card's own monster
# the participles a passive prohibition may have ("cannot be used"): the ones the games' rules read
#: The words after an owner's name that name what acts for him: "by your rival's effects / cards" is by your rival.
SOURCE_WORDS = ("effect", "effects", "card", "cards")
PASSIVES = ("used", "reduced", "changed", "played", "damaged", "targeted", "discarded", "lowered")
# the verb a standing modifier is written with, by its stat ("do +1 damage", "cost +1 energy", "gain +1 chip")
MODIFIER_VERBS = {"damage": ("do", "does")}
# determiners an agent may be written with, for the ones the model has
DET_SYNONYMS = {"every": "each", "one": "a"}
# verbs whose subject a move text leaves out ("Becomes Air": the user), when the game has an implicit agent
SUBJECT_VERBS = ("take", "become", "get", "gain")
# a damage target that is its own user
SELF = ("itself", "self")
# determiners that count one ("a card", "one card")
ONE = ("a", "an", "one")
# the verbs of a multiplier and their factors ("multiplied by N": None, the number follows)
FACTORS = {"double": 2, "triple": 3, "quadruple": 4, "multiply": None}
# the prepositions of a target ("against Air monsters", "vs a super move")
# the amounts that make a counted limit ("at most 3", "up to speed")
LIMITS = ("at_most", "at_least", "up_to", "only", "at_most_stat", "at_most_times", "only_times")
VERSUS = ("against", "versus", "vs", "vs.")
# what a counter (or a negation) answers, when a rule says so again: "used to counter an opponent's attack"
ANSWERED = ("an opponent's attack", "the opponent's attack", "an attack", "the attack", "your opponent's attack",
            "an opponent’s attack", "the opponent’s attack")
# verbs written as commands: "You draw a card" is "Draw a card"
# the words of a comparison of two quantities ("X is greater than Y"), as an order of X to Y
COMPARATIVES = {"greater than": "gt", "higher than": "gt", "lower than": "lt", "equal to or greater than": "ge",
                "equal to or higher than": "ge", "equal to or lower than": "le",
                "more than": "gt", "less than": "lt", "equal to or more than": "ge", "equal to or less than": "le",
                "at least": "ge", "at most": "le"}
# the verbs whose handler reads a negation without a modal ("Taunts do not affect SPE moves.")
DO_NOT_VERBS = ("affect", "restrict")
# ordinals in words ("the second attack of a combo"); in figures ("2nd") they are read by their number
ORDINALS = {w: k for k, w in enumerate(m.ORDINAL_WORDS, start=1)}
IMPERATIVES = ("draw", "discard", "put", "return", "search", "switch")
# "N more damage", "N extra chip", "N less energy": the sign of a change
CHANGE_WORDS = {"more": 1, "extra": 1, "additional": 1, "less": -1, "fewer": -1}
# verbs whose bare amount is an increase ("gains 1 chip")
GAIN_VERBS = ("gain", "get")
# verbs whose subject "it" / "that monster" after a single-target damage is its target ("It loses 2 guts")
TARGET_VERBS = ("lose", "get", "gain", "become")
# words that spread damage among a group ("3 damage divided among ..."), as "split"
SPLIT_WORDS = ("split", "divided", "distributed")
# verbs whose modal is part of their own clause ("X must pay N energy before he can ...")
OWN_MODAL = ("pay",)
UNDERSTOOD = {
    "deal": ["Deals N damage to one/each [ATTRIBUTE] opponent monster", "Deals N damage split among ...",
             "Deals double/no damage to ATTRIBUTE monsters", "X's NOUN do +N STAT"],
    "take": ["X takes [half of] the damage [instead of Y]", "X takes 0 damage"],
    "get": ['X gets "STATUS"', "X's NOUN gain +N STAT"],
}


class Items:
    """A phrase's items, consumed one by one by a mapping; ``done`` refuses any left over."""

    def __init__(self, meaning: Meaning, items):
        self.meaning, self.items = meaning, list(items)

    def take(self, kind: str, test=None):
        for i, it in enumerate(self.items):
            if it.kind == kind and (test is None or test(it)):
                return self.items.pop(i)
        return None

    def np(self):
        it = self.take("np")
        return it.value if it is not None else None

    def pp(self, *preps):
        return self.take("pp", lambda it: it.value in preps)

    def has(self, kind: str) -> bool:
        return any(it.kind == kind for it in self.items)

    def done(self, what: str, tok, understood):
        if self.items:
            it = self.items[0]
            t = it.tok or (it.value.tok if isinstance(it.value, P.NP) else None) or \
                (it.extra.tok if isinstance(it.extra, P.NP) else None) or tok
            raise self.meaning.error(f"{describe(it)} is not understood in {what}", t,
                                     understood or ['"." after what the verb takes'])


def describe(it: P.Item) -> str:
    if it.kind == "np":
        return f"'{it.value.text}'"
    if it.kind == "pp":
        return f"'{it.value} {it.extra.text}'"
    if it.kind == "duration":
        return f"a duration ({it.value.render().strip()!r})"
    if it.kind == "pp_number":
        return f"'{it.value} {it.extra}'"
    return f"a part ({it.kind.replace('_', ' ')})"


def flatten(items) -> list:
    """Items with an object noun phrase's prepositional phrases as the phrase's own complements
    ("Deals 3 damage to X": the grammar attaches "to X" to "damage")."""
    out = []
    for it in items:
        if isinstance(it, P.NP):
            out.extend(split_np(it))
        elif isinstance(it, P.Item):
            out.append(it)
        elif isinstance(it, m.Duration):
            out.append(P.Item("duration", it))
        elif it == "each_turn":
            out.append(P.Item("each_turn"))
        else:  # pragma: no cover - the grammar builds nothing else
            raise TypeError(it)
    return out


def split_np(np: P.NP) -> list:
    keep, hoisted = [], []
    for r in np.rels:
        if r[0] in ("of", "with", "in") and isinstance(r[1], P.NP):
            inner = split_np(r[1])  # "the top 5 cards of your deck into your guts"
            keep.append((r[0], inner[0].value))
            hoisted.extend(inner[1:])
        elif r[0] == "pp_number":  # "by 2", "to 0": the phrase's own part
            hoisted.append(P.Item("pp_number", r[1], r[2], tok=r[3]))
        elif r[0] != "pp":
            keep.append(r)
    out = [P.Item("np", replace(np, rels=tuple(keep)), tok=np.tok), *hoisted]
    for _, prep, inner in (r for r in np.rels if r[0] == "pp"):
        rest = split_np(inner)
        out.append(P.Item("pp", prep, rest[0].value, tok=inner.tok))
        out.extend(rest[1:])
    return out


class Reader:
    """The state of one parse (the builder gives vocabulary, file, text and statuses) and the helpers every
    part of :class:`pyrules.meaning.Meaning` uses: errors at a position, a rule's "you", lemmas, roles."""

    def __init__(self, builder):
        self.b = builder
        self.v = builder.v
        self.antecedent: P.NP | None = None  # whom "it" / "its" names: a condition's or the clause's subject
        self.damaged: m.Agent | None = None  # the monster an entry's single-target damage went to ("It loses ...")
        self.said = False  # whether a sentence of the text / entry came before (a first "It" names the card itself)
        self.kind = ""  # the kind of the entry being read ("rule": no card, so "you" may address any player)
        self.owner = ""  # the owner's name of the entry being read ('of "X"': "X" names the user there)
        self.flipped_with = ""  # on an event flipped with an attack ("Flip when you attack."): that attack's noun

    # -- helpers --------------------------------------------------------------------------
    def error(self, msg, tok, expected=()):
        line = getattr(tok, "line", 0) or 0
        col = getattr(tok, "column", 0) or 0
        return ParseError(msg, self.b.file, line, col, line_of(self.b.text, line) if line else "", list(expected))

    def need(self, category, words, tok):
        return self.b._need(category, words, tok)

    def both(self, msg, tok, expected=()):
        """An error naming a card's reading of "you" and a rule's (any player): both understood, so a rule's
        "you" stays refused there too (:meth:`as_rule` does not read it as "a player")."""
        err = self.error(msg, tok, expected)
        return BothReadings(err.message, err.file, err.line, err.column, err.text, err.expected)

    def you_limit(self, msg, tok, expected=()):
        """The error for a "You may VERB only N ..." limit: both readings understood (:meth:`both`), unless the
        game's rules read a player's limits as a rule's only (vocabulary "player_limits": "rules"), where a rule's
        "you" is then any player (:meth:`as_rule`)."""
        return self.error(msg, tok, expected) if self.v.defaults.get("player_limits") == "rules" else \
            self.both(msg, tok, expected)

    # -- a rule's "you" -----------------------------------------------------------------------
    def as_rule(self, read, ph, *rest):
        """``read(ph, *rest)``; in an entry of kind "rule" (no card, so no card's player) a sentence whose subject
        is "you" and that is not understood as a card's (its player's) is read as said of any player: "You must
        draw at least one card every turn." is "A player must draw at least 1 card per turn." ("your X": the
        player's own X, as "their X" reads). A sentence a card's reading understands keeps it ("You cannot draw
        cards."), and one both readings understand stays an error naming them (:meth:`both`). On a status, a
        sentence without a subject that nothing else understands speaks of the status's monster
        (:meth:`status_holder`)."""
        state = (self.antecedent, self.damaged, self.said)
        try:
            return read(ph, *rest)
        except PyrulesError as err:
            alt = any_player(ph, rest) if self.kind == "rule" and not isinstance(err, BothReadings) else \
                self.status_holder(ph, rest) if self.kind == "status" else None
            if alt is None:
                raise
            self.antecedent, self.damaged, self.said = state
            try:
                return read(alt[0], *alt[1])
            except PyrulesError:
                self.antecedent, self.damaged, self.said = state
                raise err from None

    def status_holder(self, ph, rest=()):
        """A status's sentence without a subject that no other reading understands ("Can't attack.", "Has used 1
        skill this turn."): said of the monster that has the status (vocabulary defaults "holder_noun"), as
        (phrase, rest) for :meth:`as_rule`; None for any other sentence."""
        holder = self.v.defaults.get("holder_noun", "")
        vg = ph.vg if isinstance(ph, P.Phrase) else None
        if not holder or ph.subject is not None or vg is None or vg.only or not (
                vg.modal in MODALS and vg.verb and not vg.aux or vg.aux == "have" and vg.verb == "use" and not vg.modal):
            return None
        return replace(ph, subject=P.NP(det="this", words=(word_at(holder, vg.tok),), tok=vg.tok,
                                        text=f"this {holder}")), rest

    def flip_referent(self, np):
        """ "it" or "your attack" (one attack, the word singular) on an event whose flip rule flips it with an attack
        ("Flip when you attack. Your attack gains +1 chip."): the attack it was flipped with, "this attack" (or, in
        the flip rule's own word, "Flips when you play a punch. Your punch ...": "this punch"); else None."""
        noun = self.flipped_with
        base = self.v.defaults.get("bare_it", "").partition(" ")[2]
        if not noun or not base or np is None or np.rels or np.only or np.count is not None:
            return None
        if np.pronoun == "it":
            word = noun_word_of(self.v, base)
        elif np.det == "your" and len(np.words) == 1 and len(np.plain()) == 1:
            word = str(np.words[0])
            said = self.v.lookup("nouns", word)
            if said not in (noun, base) or word.lower() != noun_word_of(self.v, said).lower():
                return None  # "your attacks": every attack of yours; "your kick" after a punch's flip: not this one
        else:
            return None
        return replace(np, det="this", pronoun="", words=(word_at(word, np.tok),), text=f"this {word}")

    def lemma(self, tok) -> str:
        from ..statements import all_verb_forms
        form = str(tok).lower()
        for lemma, forms in self.v.categories.get("verb_forms", {}).items():
            if form in (f.lower() for f in forms):
                return lemma
        return all_verb_forms().get(form, form)

    def role(self, np: P.NP) -> str:
        """The role a noun phrase names ("the attacker" -> attacker), or ""."""
        words = [w.lower() for w in np.plain()]
        if np.pronoun or len(words) != 1 or np.rels:
            return ""
        w = words[0]
        found = self.v.lookup("roles", w) if "roles" in self.v.categories else None
        return found or (w if w in ROLES else "")


def number(word) -> int | None:
    """A number written in a noun phrase's words: 2, "two"."""
    from ..statements import NUMBER_WORDS
    if isinstance(word, int):
        return word
    if isinstance(word, Token) and word.type == "INT":
        return int(word)
    return NUMBER_WORDS.get(str(word).lower())


def modifier_verb(vg: P.VG, stat: str) -> str:
    """The verb a standing modifier renders with: "cost(s)" when written so, else by its stat ("do(es)" for
    damage, "gain(s)" otherwise), singular when written singular ("This attack gets" -> does)."""
    singular = vg.form.endswith("s") and vg.form not in ("has",)
    if vg.verb == "cost":
        pair = ("cost", "costs")
    else:
        pair = MODIFIER_VERBS.get(stat, ("gain", "gains"))
    return pair[1] if singular else pair[0]


def without_back(np: P.NP) -> P.NP:
    """A noun phrase without a trailing "back" ("your hand back into your deck")."""
    if len(np.words) > 1 and str(np.words[-1]).lower() == "back":
        return replace(np, words=np.words[:-1])
    return np


def word_at(text: str, at) -> Token:
    """A word put in place of another (a synonym's canonical word), at its position."""
    return Token.new_borrow_pos("WORD", text, at) if isinstance(at, Token) else Token("WORD", text)


def tok_of(body, meta):
    return getattr(body, "tok", None) or type("T", (), {"line": meta.line, "column": meta.column})()


class BothReadings(ParseError):
    """A sentence with the subject "you" that a card's reading (its player) and a rule's (any player) both
    understand: refused in a rule too, its message naming both readings."""


def any_player(ph, rest=()):
    """A rule's "you" sentence said of any player: the phrase ``ph`` (its subject "you") with the subject "a
    player" and every "your" the player's own ("their"), and the leading part among ``rest`` the same; None
    where the phrase's subject is not "you" or where a "you" is left that names no subject (a condition's "if you
    ...", "until your next turn", "at the start of your rival's step": a card's words, not read as a rule's)."""
    if not isinstance(ph, P.Phrase) or ph.subject is None or ph.subject.pronoun != "you" or ph.subject.rels or \
            ph.subject.count is not None or ph.vg is None:
        return None
    left = []

    def swap(x):
        if isinstance(x, P.NP):
            if x.pronoun == "you":
                left.append(x)
                return x
            det = "their" if x.det == "your" else x.det
            text = re.sub(r"(?i)\byour\b", "their", x.text)
            return replace(x, det=det, text=text, rels=swap(x.rels), count=swap(x.count))
        if isinstance(x, P.Phrase):
            return replace(x, subject=swap(x.subject), items=swap(x.items))
        if isinstance(x, P.Item):
            if x.kind == "at_next_turn" or x.kind == "at_start" and x.extra and x.extra[1]:
                left.append(x)
            return replace(x, value=swap(x.value), extra=swap(x.extra))
        if isinstance(x, m.Duration) and x.kind == "until_next_turn":
            left.append(x)
            return x
        if isinstance(x, Token):
            if x.type in ("DET", "PRON", "CONTRACTED") and str(x).lower().startswith(("you", "your")):
                left.append(x)
            return x
        if isinstance(x, list):
            return [swap(y) for y in x]
        if isinstance(x, tuple):
            return tuple(swap(y) for y in x)
        return x

    subj = ph.subject
    player = P.NP(det="a", words=(word_at("player", subj.tok),), tok=subj.tok, text="a player")
    out = replace(ph, subject=player, items=swap(ph.items))
    rest = tuple(swap(r) if isinstance(r, P.Item) else r for r in rest)
    return None if left else (out, rest)


def noun_word_of(v, noun: str) -> str:
    """A noun's singular spelling ("punch"), as the vocabulary has it."""
    return m.noun_word(v, noun, False)
