"""The meaning of a phrase (issue 19): from the generic phrase structure (pyrules/phrase.py) to the
model's clause classes, one small function per verb.

A phrase maps by its verb's lemma, the kinds of its complements and its subject; word order and
synonyms are gone by then. Every complement and part must be consumed by the mapping: whatever is
left over is an error at its position naming what the game understands (never a partial result).
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token

from . import model as m
from . import phrase as P
from .errors import ParseError, PyrulesError, line_of

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

    def __init__(self, meaning: "Meaning", items):
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
            raise self.meaning.error(f"{_describe(it)} is not understood in {what}", t,
                                     understood or ['"." after what the verb takes'])


def _describe(it: P.Item) -> str:
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
            out.extend(_split_np(it))
        elif isinstance(it, P.Item):
            out.append(it)
        elif isinstance(it, m.Duration):
            out.append(P.Item("duration", it))
        elif it == "each_turn":
            out.append(P.Item("each_turn"))
        else:  # pragma: no cover - the grammar builds nothing else
            raise TypeError(it)
    return out


def _split_np(np: P.NP) -> list:
    keep, hoisted = [], []
    for r in np.rels:
        if r[0] in ("of", "with", "in") and isinstance(r[1], P.NP):
            inner = _split_np(r[1])  # "the top 5 cards of your deck into your guts"
            keep.append((r[0], inner[0].value))
            hoisted.extend(inner[1:])
        elif r[0] == "pp_number":  # "by 2", "to 0": the phrase's own part
            hoisted.append(P.Item("pp_number", r[1], r[2], tok=r[3]))
        elif r[0] != "pp":
            keep.append(r)
    out = [P.Item("np", replace(np, rels=tuple(keep)), tok=np.tok), *hoisted]
    for _, prep, inner in (r for r in np.rels if r[0] == "pp"):
        rest = _split_np(inner)
        out.append(P.Item("pp", prep, rest[0].value, tok=inner.tok))
        out.extend(rest[1:])
    return out


class Meaning:
    """Maps phrases to clauses for one parse (the builder gives vocabulary, file, text and statuses)."""

    def __init__(self, builder):
        self.b = builder
        self.v = builder.v
        self.antecedent: P.NP | None = None  # whom "it" / "its" names: a condition's or the clause's subject
        self.damaged: m.Agent | None = None  # the monster an entry's single-target damage went to ("It loses ...")
        self.said = False  # whether a sentence of the text / entry came before (a first "It" names the card itself)
        self.kind = ""  # the kind of the entry being read ("rule": no card, so "you" may address any player)
        self.owner = ""  # the owner's name of the entry being read ('of "X"': "X" names the user there)

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
        return replace(ph, subject=P.NP(det="this", words=(_word(holder, vg.tok),), tok=vg.tok,
                                        text=f"this {holder}")), rest

    def lemma(self, tok) -> str:
        from .statements import all_verb_forms
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

    # -- noun phrases ------------------------------------------------------------------------
    def agent(self, np: P.NP, required=True) -> m.Agent | None:
        """Who a noun phrase names: the user, each ally of the user, your punches, this monster, ..."""
        if np.only:
            return self._no(np, "an agent", required)
        if np.det in DET_SYNONYMS:  # "every ally of the user": each; "one monster": a monster
            np = replace(np, det=DET_SYNONYMS[np.det])
        np = self.plural(np)  # "all monsters": each monster; "the user's allies": each ally of the user
        np = self.synonym(np)  # "this character" -> the user (the game's vocabulary)
        np = self.all_of(np)  # "all (of) your punches", "any of your projectiles": your punches
        np = self.you_play(np)  # "punches you play", "the next punch you play": your (next) punches
        np = self.used_by(np)  # "moves used by this monster": this monster's moves
        if np.pronoun == "it" and not np.rels and self.antecedent is not None:  # "..., it gets X": the subject
            return self.agent(self.antecedent, required)
        if np.pronoun:
            if np.pronoun == "you" and not np.rels:
                return m.Agent("you")
            return self._no(np, "an agent", required)
        words = np.plain()
        low = [w.lower() for w in words]
        role = self.role(np) if not [r for r in np.rels if r[0] != "of"] else ""
        if role and np.det in ("the", "each", "a", "an") and not np.rels:
            return m.Agent({"an": "a"}.get(np.det, np.det), role)
        if role and not np.det and not np.rels and role in ROLES:  # "Opponent loses 2 guts": the opponent
            return m.Agent("the", role)
        if np.det == "each" and len(np.rels) == 1 and np.rels[0][0] == "of" and len(words) == 1:
            of = np.rels[0][1]
            r1, r2 = (words[0].lower() if words[0].lower() in ROLES else ""), self.whose(of)
            if r1 and r2:  # "each ally of the user", "each ally of this monster"
                return m.Agent("each_of", r1, r2)
        if low == ["monsters"] and not np.rels and not np.det and not np.only:  # "Monsters may ...": a monster
            return m.Agent("any_monster")
        if low == ["monster"] and not np.rels:
            kind = {"this": "holder", "each": "every_monster", "a": "any_monster"}.get(np.det)
            if kind:
                return m.Agent(kind)
        if np.det == "this" and len(words) == 1 and not np.rels and "'" not in words[0]:
            return m.Agent("this", noun=self.need("nouns", words[0], words[0]))
        # "Attacks in your combos" ("Your attacks in combos": the same)
        if np.det in ("", "your") and len(words) == 1 and len(np.rels) == 1 and np.rels[0][0] == "in":
            where = np.rels[0][1]
            if (np.det, where.det) in (("", "your"), ("your", ""), ("your", "a")) and not where.rels and \
                    [w.lower() for w in where.plain()] == (["combo"] if where.det == "a" else ["combos"]):
                return m.Agent("scoped", possessive="your", within="combo",
                               noun=self.need("nouns", words[0], words[0]))
        scoped = self._scoped(np)
        if scoped is not None:
            return scoped
        if self.owner and not np.det and not np.rels and " ".join(str(w) for w in np.words) == self.owner and \
                self.v.defaults.get("implicit_agent") == "the user":  # 'of "X"': "X takes ..." is the user
            return m.Agent("the", "user")
        return self._no(np, "an agent", required)

    def singular(self, word) -> str:
        """A plural role or noun's singular ("allies" -> ally, "monsters" -> monster), or ""."""
        w = str(word).lower()
        for one in (w[:-3] + "y" if w.endswith("ies") else "", w[:-1] if w.endswith("s") else ""):
            if one and (one in ROLES or self.v.lookup("groups", one) == "all"):
                return one
        return ""

    def plural(self, np: P.NP) -> P.NP:
        """A plural agent as the singular one it means: "all monsters" / "all of the monsters": each monster;
        "all allies of the user", "the user's allies": each ally of the user; "all your monsters": your
        monsters; "one of the user's allies": an ally."""
        words = np.plain()
        if np.det == "all" and words and str(words[0]).lower() == "your" and len(words) == len(np.words) > 1:
            return replace(np, det="your", words=np.words[1:])  # "all your monsters" (two determiners)
        if np.det in ("all", "each", "every") and len(words) == len(np.words) == 1 and self.singular(words[0]):
            return replace(np, det="each", words=(_word(self.singular(words[0]), words[0]),))
        if np.det in ("the", "this", "") and len(words) == len(np.words) == 2 and not np.rels and \
                str(words[0]).lower().endswith(("'s", "’s")) and self.singular(words[1]) in ROLES:
            owner = str(words[0])[:-2].lower()  # "the user's allies": each ally of the user
            holder = self.v.defaults.get("holder_noun", "")
            if owner in ROLES and np.det == "the" or holder and owner == holder and np.det == "this":
                of = P.NP(det=np.det, words=(_word(owner, words[0]),), tok=words[0], text=f"{np.det} {owner}")
                return replace(np, det="each", words=(_word(self.singular(words[1]), words[1]),), rels=(("of", of),))
        if np.det == "its" and len(words) == len(np.words) == 1 and not np.rels and \
                self.singular(words[0]) in ROLES and self.antecedent is not None and \
                self.whose(self.antecedent) in ("user", "holder"):  # "its allies": all of them, each ally
            return replace(np, det="each", words=(_word(self.singular(words[0]), words[0]),))
        if np.det in ("all", "each", "every") and not np.words and len(np.rels) == 1 and np.rels[0][0] == "of":
            inner = np.rels[0][1]  # "all of its allies": each ally
            iw = inner.plain()
            if inner.det == "its" and not inner.rels and len(iw) == len(inner.words) == 1 and \
                    self.singular(iw[0]) in ROLES and self.antecedent is not None and \
                    self.whose(self.antecedent) in ("user", "holder"):  # the user's (this monster's) allies
                return replace(np, det="each", words=(_word(self.singular(iw[0]), iw[0]),), rels=())
        if self.another_of_yours(np):  # "another monster on your team", "one of your other monsters": an ally
            return replace(np, det="a", words=(_word("ally", np.tok),), rels=())
        if np.det in ("one", "a") and not np.words and len(np.rels) == 1 and np.rels[0][0] == "of":
            inner = self.plural(np.rels[0][1])  # "one of the user's allies", "one of its allies": an ally (of the user)
            if inner.det == "each" and len(inner.words) == 1 and str(inner.words[0]) in ROLES and \
                    (len(inner.rels) == 1 and self.whose(inner.rels[0][1]) in ("user", "holder") or
                     np.rels[0][1].det == "its" and not inner.rels):
                return replace(np, det="a", words=inner.words, rels=())
        return np

    def another_of_yours(self, np: P.NP) -> bool:
        """ "another monster on your team" / "in your party", "another of your monsters", "one of your other monsters":
        one monster of the card's side other than its own, an ally (MR-RED-01; the side's words are vocabulary
        defaults "side_nouns", the monster's "holder_noun")."""
        holder = self.v.defaults.get("holder_noun", "")
        sides = self.v.defaults.get("side_nouns", "").split()
        if not holder or np.pronoun or np.only or len(np.rels) != 1:
            return False
        prep, inner = np.rels[0][0], np.rels[0][-1]  # ("of", NP), or ("pp", "on", NP)
        if prep == "pp" and len(np.rels[0]) == 3:
            prep = np.rels[0][1]
        low = [str(w).lower() for w in np.plain()]
        ilow = [str(w).lower() for w in inner.plain()] if isinstance(inner, P.NP) else []
        if not isinstance(inner, P.NP) or inner.det != "your" or inner.rels or len(ilow) != len(inner.words):
            return False
        if np.det == "another" and low == [holder] == [str(w).lower() for w in np.words]:
            return prep in ("on", "in", "of") and len(ilow) == 1 and ilow[0] in sides
        if np.det == "another" and not np.words and prep == "of":
            return ilow == [holder + "s"]
        if np.det in ("a", "one") and not np.words and prep == "of":
            return ilow == ["other", holder + "s"]
        return False

    def whose(self, np: P.NP) -> str:
        """Whose allies or stat a noun phrase names ("X's allies", "each ally of X", "the life points of X"): "the user"
        -> user (a role after "the"), "this monster" (the game's holder noun) -> holder, or ""."""
        if np.det == "the":
            return self.role(np)
        holder = self.v.defaults.get("holder_noun", "")
        if np.det == "this" and holder and not np.rels and not np.pronoun and \
                [str(w).lower() for w in np.plain()] == [holder] == [str(w).lower() for w in np.words]:
            return "holder"
        return ""

    def referring(self, np: P.NP | None):
        """A context in which "it" and "its" name ``np`` (an agent's noun phrase), when it names one."""
        meaning = self

        class _Ctx:
            def __enter__(self):
                self.saved = meaning.antecedent
                if np is not None and not np.pronoun and meaning.names_agent(np):
                    meaning.antecedent = np
            def __exit__(self, *exc):
                meaning.antecedent = self.saved
        return _Ctx()

    def names_agent(self, np: P.NP) -> bool:
        try:
            return self.agent(np, required=False) is not None
        except PyrulesError:
            return False

    def subject_of(self, ph) -> P.NP | None:
        """Whom a phrase speaks of: its subject, or the owner of a possessive subject ("this monster's
        moves": this monster); the game's implicit agent for a verb that has one."""
        subj = getattr(ph, "subject", None)
        if subj is None:
            return None
        words = subj.plain()
        if subj.det in ("the", "this") and words and str(words[0]).lower().endswith(("'s", "’s")) and \
                len(words) > 1 and not subj.rels:
            return replace(subj, words=(_word(str(words[0])[:-2], words[0]),), text=f"{subj.det} {words[0]}"[:-2])
        return subj

    def all_of(self, np: P.NP) -> P.NP:
        """ "all your X", "all of your X", "any of your X": your X (every one of a scope is the scope)."""
        words = np.plain()
        if np.det == "all" and words and len(words) == len(np.words) and str(words[0]).lower() == "your":
            return replace(np, det="your", words=np.words[1:])
        if np.det in ("all", "any") and not np.words and len(np.rels) == 1 and np.rels[0][0] == "of" and \
                np.rels[0][1].det == "your":
            return np.rels[0][1]
        return np

    def you_play(self, np: P.NP) -> P.NP:
        """ "NOUNS you play" is "your NOUNS"; "the next NOUN you play" is "your next NOUN"."""
        rel = [r for r in np.rels if r[0] == "pron_verb"]
        plays = ("play", *self.v.defaults.get("play_verbs", "").split())  # "attacks you make": the game's own
        if len(rel) != 1 or rel[0][2] not in plays:
            return np
        rels = tuple(r for r in np.rels if r[0] != "pron_verb")
        words = np.plain()
        poss = self.v.lookup("possessives", f"{rel[0][1]}'s") if rel[0][1] != "you" else None
        if poss and np.det == "" and not rels:  # "punches your rival plays": your rival's punches
            return replace(np, det="your", rels=(), words=(_word(rel[0][1].split()[-1] + "'s", rel[0][3]), *np.words))
        if rel[0][1] != "you":
            return np
        if np.det == "" or (np.det == "the" and words and str(words[0]).lower() == "next"):
            return replace(np, det="your", rels=rels)
        return np

    def used_by(self, np: P.NP) -> P.NP:
        """ "NOUNS used by the user" is "the user's NOUNS" (a one-word owner after "the" or "this")."""
        rel = [r for r in np.rels if r[0] == "used_by"]
        if len(rel) != 1 or len(np.rels) != 1 or np.det or np.pronoun:
            return np
        by = rel[0][1]
        if by.det not in ("the", "this") or by.rels or by.pronoun or len(by.words) != 1 or not by.plain():
            return np
        owner = str(by.words[0])
        return replace(np, det=by.det, rels=(), words=(_word(owner + "'s", by.tok), *np.words))

    def implicit(self, ph) -> P.NP:
        """The subject a sentence without one has, by the game's vocabulary ("Takes half damage": the user)."""
        det, _, role = self.v.defaults["implicit_agent"].partition(" ")
        return P.NP(det=det, words=(_word(role, ph.vg.tok),), tok=ph.vg.tok, text=f"{det} {role}")

    def synonym(self, np: P.NP) -> P.NP:
        """A noun phrase the game's vocabulary names another way ("the attacking character" -> the attacker)."""
        if np.rels or np.pronoun or len(np.plain()) != len(np.words) or not np.words:
            return np
        found = self.v.lookup("agents", " ".join([np.det, *np.plain()]))
        if found is None:
            return np
        det, _, role = found.partition(" ")
        return replace(np, det=det if role else "", pronoun="" if role else det,
                       words=(_word(role, np.tok),) if role else ())

    def _no(self, np, what, required):
        if not required:
            return None
        raise self.error(f"'{np.text}' is not understood as {what}", np.tok,
                         ["the user", "each ally of the user", "you", "this monster", "your NOUNS"])

    def possessive(self, np: P.NP):
        """(possessive id, the remaining words) of "your ...", "the user's ...", "its own ...", or None."""
        words = list(np.words)
        plain = [w for w in words if isinstance(w, Token)]
        if np.det in ("your", "its", "") and plain and str(plain[0]).lower() == "own" and len(words) > 1:
            tok = plain[0]  # "your own LP", "own LP"
            return self.need("possessives", f"{np.det} own".strip(), tok), words[1:]
        if np.det == "your" and plain and str(plain[0]).lower().endswith(("'s", "’s")) and plain[0] is words[0] \
                and self.v.lookup("possessives", f"your {str(plain[0])[:-2]}'s") is not None:
            # "your rival's punches": a possessive the game declares
            return self.v.lookup("possessives", f"your {str(plain[0])[:-2]}'s"), words[1:]
        if np.det == "your" and plain and plain[0] is words[0] and self.owner_role("your", plain[0]) in ("user",
                                                                                                  "opponent"):
            return self.owner_role("your", plain[0]), words[1:]  # "your character's NOUN": the user's
        if np.det == "its" and self.antecedent is not None:  # "while this monster has X, its moves ..."
            owner = self.agent(self.antecedent, required=False)
            key = {("the", "user"): "user", ("the", "target"): "target", ("the", "opponent"): "opponent",
                   ("holder", ""): "holder", ("the", "attacker"): "attacker"}.get((owner.kind, owner.role)) \
                if owner else None
            if key:
                return key, words
        if np.det == "your":
            return "your", words
        if np.det in ("the", "this") and plain and str(words[0]).lower().endswith(("'s", "’s")):
            owner = str(words[0]).lower()[:-2]
            key = {"user": "user", "target": "target", "opponent": "opponent", "monster": "holder",
                   "attacker": "attacker"}.get(owner)
            if key and not (np.det == "this" and key != "holder") and not (np.det == "the" and key == "holder"):
                return key, words[1:]
        alias = self.owner_alias(np)  # "the attacking monster's LP": an agent the game names with several words
        key = {"the user": "user", "the target": "target", "the opponent": "opponent", "the attacker": "attacker"}.get(
            self.v.lookup("agents", alias.text)) if alias is not None else None
        if key:
            return key, words[len(alias.words):]
        return None

    def owner_is_user(self, det: str, word) -> bool:
        """ "your character's": a possessive the game's vocabulary names the user with."""
        return self.owner_role(det, word) == "user"

    def owner_role(self, det: str, word) -> str:
        """The role of a possessive the game's vocabulary names ("your character's": user, "your
        opponent's": opponent), or ""."""
        text = str(word)
        if not text.lower().endswith(("'s", "’s")):
            return ""
        found = self.v.lookup("agents", f"{det} {text[:-2]}") or ""
        return found[4:] if found.startswith("the ") else ""

    def _scoped(self, np: P.NP):
        if not np.det and len(np.rels) == 1 and np.rels[0][0] == "pp" and np.rels[0][1] == "vs" and \
                np.rels[0][2].pronoun == "you" and not np.rels[0][2].rels and self.role(
                    P.NP(det="the", words=(_word("opponent", np.tok),))) == "opponent":
            # "Ranged attacks against you": the opponent's ranged attacks
            words = np.plain()
            if words and len(words) == len(np.words):
                return m.Agent("scoped", possessive="opponent",
                               noun=self.need("nouns", " ".join(map(str, words)), words[-1]))
        if np.rels:
            return None
        pos = self.possessive(np)
        quantified = self.quantified(np) if pos is None else None
        pos = pos or quantified
        if pos is None:
            return None
        possessive, words = pos
        nxt, cost, noun = False, -1, []
        for w in words:
            if isinstance(w, tuple) and w[0] == "cost":
                cost = w[1]
            elif isinstance(w, tuple):
                return None
            elif str(w).lower() == "next" and not noun:
                nxt = True
            else:
                noun.append(w)
        if not noun:
            return None
        if quantified and not self.names_selector(noun):
            return None  # "each opponent monster": another reading's (a group's)
        features, head = self.selector(noun)
        return m.Agent("scoped", possessive=possessive, next=nxt, cost=cost, noun=head, features=features)

    def quantified(self, np: P.NP):
        """("all", words) of a noun after "all", "every" or "each" (every player's: "All moves get +1 Final
        Damage."), or None; a plural after "all", a singular after "every" and "each"."""
        words = np.plain()
        if np.det not in ("all", "every", "each") or np.pronoun or np.only or not words or \
                words[-1] is not np.words[-1]:
            return None
        plural = str(words[-1]).lower().endswith("s")
        if plural != (np.det == "all") or self.v.lookup("groups", str(words[-1])):
            return None  # "all Ground monsters": a group's (group_agent)
        return "all", list(np.words)

    def bare_plural(self, np: P.NP) -> P.NP:
        """A plural noun without a determiner as the subject of a modifier, with the scope the game's vocabulary
        gives such a subject (defaults "bare_plural_scope": "Throws do +4 damage." on a character: your throws);
        any other noun phrase unchanged."""
        scope = self.v.defaults.get("bare_plural_scope")
        words = np.plain()
        if not scope or np.det or np.pronoun or np.only or np.rels or not words or words[-1] is not np.words[-1] or \
                not str(words[-1]).lower().endswith("s"):
            return np
        return replace(np, det=scope)

    def names_selector(self, words: list) -> bool:
        """Whether a noun's words are one of the game's nouns, after feature words or not."""
        try:
            self.selector(words)
        except PyrulesError:
            return False
        return True

    def selector(self, words: list) -> tuple[tuple[str, ...], str]:
        """(features, noun) of a noun's words: the whole as one of the game's nouns ("high attacks"), else
        feature words of the game's vocabulary ("features") before a noun ("low blocks": low, block)."""
        text = " ".join(map(str, words))
        if self.v.lookup("nouns", text) is not None or "features" not in self.v.categories:
            return (), self.need("nouns", text, words[-1])
        features = []
        for at, w in enumerate(words[:-1]):
            feature = self.v.lookup("features", str(w))
            if feature is None and self.v.lookup("nouns", " ".join(map(str, words[at + 1:]))) is not None:
                raise self.error(f"unknown feature {str(w)!r} before a noun", w, self.v.spellings("features"))
            if feature is None:
                break
            if feature in features:
                raise self.error(f"the feature {str(w)!r} is said twice", w,
                                 [f"{str(w)} {' '.join(map(str, words[at + 1:]))}"])
            features.append(feature)
            rest = " ".join(map(str, words[at + 1:]))
            if self.v.lookup("nouns", rest) is not None:
                return tuple(features), self.need("nouns", rest, words[-1])
        return (), self.need("nouns", text, words[-1])

    def words(self, np: P.NP) -> list:
        """A noun phrase's words, when it has no threshold or cost among them (which would be dropped)."""
        if len(np.plain()) != len(np.words):
            raise self.error(f"'{np.text}' is not understood here", np.tok, [])
        return np.plain()

    def name(self, category: str, np: P.NP) -> str:
        """A vocabulary name written as a noun phrase's words ("special move attack"); a threshold, a cost
        or a pronoun in it is not part of a name (and would be dropped), so it is an error."""
        if np.pronoun or len(np.plain()) != len(np.words) or not np.words:
            raise self.error(f"'{np.text}' is not understood as a {category.rstrip('s').replace('_', ' ')}",
                             np.tok, self.v.spellings(category))
        return self.need(category, " ".join(np.plain()), np.plain()[0])

    def selector_names(self, np: P.NP) -> list[tuple[tuple[str, ...], str]]:
        """The (features, noun) a noun phrase's words name, as ``name`` checks them ("ranged special move attack"),
        one for each alternative joined by "or" ("basic attack or special move attack")."""
        if np.pronoun or len(np.plain()) != len(np.words) or not np.words or np.det or np.rels:
            raise self.error(f"'{np.text}' is not understood as a noun", np.tok, self.v.spellings("nouns"))
        alts: list[list] = [[]]
        for w in np.plain():
            if str(w).lower() == "or":
                alts.append([])
            else:
                alts[-1].append(w)
        if any(not a for a in alts):
            raise self.error(f"'{np.text}' is not understood as a noun", np.tok, ["NOUN or NOUN"])
        return [self.selector(a) for a in alts]

    def stat(self, np: P.NP) -> str:
        if np.rels or np.pronoun or np.det or not np.words or any(not isinstance(w, Token) for w in np.words):
            raise self.error(f"'{np.text}' is not understood as a stat", np.tok, self.v.spellings("stats"))
        return self.need("stats", " ".join(np.plain()), np.tok)

    def is_word(self, np: P.NP | None, *words) -> bool:
        return np is not None and not np.rels and not np.pronoun and \
            " ".join(w.lower() for w in np.plain()) in words and len(np.plain()) == len(np.words)

    def zone_owner(self, np: P.NP) -> tuple[str, P.NP]:
        """(the possessive id, the zone's noun phrase as "your ZONE") of a zone a game's possessive owns ("your
        rival's energy pile": rival), or ("", np) for any other."""
        plain = np.plain()
        if np.det != "your" or np.rels or not plain or plain[0] is not np.words[0] or \
                not str(plain[0]).lower().endswith(("'s", "’s")):
            return "", np
        owner = self.v.lookup("possessives", f"your {str(plain[0])[:-2]}'s")
        if owner is None:
            return "", np
        return owner, replace(np, words=np.words[1:])

    def take_for_each(self, items: Items):
        """ "for each weapon in your energy pile": (the item, the noun id, the zone, its owner) taken out of the items,
        or None when the sentence has no "for each NOUN in ZONE"."""
        it = items.take("pp", lambda it: it.value == "for" and isinstance(it.extra, P.NP) and
                        it.extra.det in ("each", "every") and len(it.extra.rels) == 1 and it.extra.rels[0][0] == "in" and
                        isinstance(it.extra.rels[0][1], P.NP))
        if it is None:
            return None
        np, where = it.extra, it.extra.rels[0][1]
        noun = self.name("nouns", replace(np, det="", rels=(), text=" ".join(str(w) for w in np.plain())))
        owner, zone_np = self.zone_owner(where)
        return it, noun, self.zone(zone_np), owner

    def for_each(self, per, clause, items: Items) -> m.Clause:
        """A modifier counted "for each NOUN in ZONE": read only on a card's own +N modifier ("This attack gains +1
        chip for each ..."), without a duration, a condition or a trigger; anywhere else an error."""
        it, noun, zone, owner = per
        if not isinstance(clause, m.ScopedModifier) or clause.agent.kind != "this" or clause.amount.op != "add" or \
                clause.bound is not None or clause.duration is not None or \
                any(i.kind in ("duration", "when", "if", "and") for i in items.items):
            raise self.error("'for each NOUN in ZONE' is understood after a card's own modifier: 'This attack gains +1 "
                             "chip for each weapon in your energy pile'", it.tok,
                             ["This attack gains +1 chip for each weapon in your energy pile"])
        return m.ForEach(noun, zone, owner, clause)

    def zone(self, np: P.NP) -> str:
        if np.det != "your" and np.det not in ("his", "her", "their") or np.rels:
            raise self.error(f"'{np.text}' is not understood as a zone", np.tok, ["your hand", "your deck"])
        zone = m.zone_id(" ".join(self.words(np)))
        if zone not in m.ZONE_WORDS:
            raise self.error(f"unknown zone {' '.join(np.plain())!r}", np.tok, list(m.ZONE_WORDS.values()))
        return zone

    def status(self, np: P.NP):
        """A status: '"Doll"', '"Doll" status', 'the "Doll" status'."""
        q = np.quoted()
        rest = [w for w in np.plain() if not w.startswith('"')]
        if rest and rest[-1].lower() == "status" and np.plain()[-1] is rest[-1] and np.det in ("", "the"):
            rest, np = rest[:-1], replace(np, det="" if np.det == "the" else np.det)
        if len(q) != 1 or np.rels or np.pronoun or np.det or rest:
            raise self.error(f"'{np.text}' is not understood as a status", np.tok, ['"STATUS"'])
        return self.b._status(q[0])

    def count_np(self, items: Items, nouns: tuple[str, ...]):
        """A counted noun: "2 cards", "a card", "1 card" -> (N, np)."""
        amt = items.take("amount", lambda it: it.value == "int")
        np = items.np()
        if np is None:
            return None, None
        n = amt.extra if amt else (1 if np.det in ONE else None)
        if n is None or (amt and np.det):
            return None, np
        return n, np

    # -- clauses -----------------------------------------------------------------------------
    def clause(self, ph: P.Phrase) -> m.Clause:
        """The clause a phrase means, its trailing parts (durations, conditions, timings) put on it."""
        flat = flatten(ph.items)
        each = [it for it in flat if isinstance(it, P.Item) and it.kind == "pp" and it.value == "for" and
                self.each_extra_rank(it.extra)]
        if len(each) == 1:  # "This move does +4 damage for each additional Queen.": once for every extra card
            return m.EachExtra(self.each_extra_rank(each[0].extra),
                               self.clause(replace(ph, items=[it for it in flat if it is not each[0]])))
        conds = [it for it in ph.items if isinstance(it, P.Item) and it.kind in ("if", "while", "when")]
        alone = self.alone_bar(replace(ph, items=[it for it in ph.items if it is not conds[0]]), conds[0]) \
            if len(conds) == 1 else None
        if alone is not None:  # "This card cannot be played if it is the only card in your hand."
            return alone
        if ph.subject is not None and ph.subject.det == "a" and not ph.subject.rels and len(ph.subject.words) == 1 and \
                self.v.lookup("verbs", str(ph.subject.words[0])) == "tech_hit" and ph.vg is not None and \
                ph.vg.verb == "negate" and "attack_classes" in self.v.categories:
            return self.tech_hit_negates(ph)  # "A tech hit negates the throw and ends the combat phase."
        doing = [it for it in ph.items if isinstance(it, P.Item) and it.kind == "if" and isinstance(it.value, P.Phrase)
                 and it.value.subject is None and it.value.vg is not None and not it.value.items and
                 it.value.vg.form.endswith("ing") and not (it.value.vg.modal or it.value.vg.negated)]
        if len(doing) == 1 and ph.items[-1] is doing[0] and ph.subject is not None and self.rank_of(ph.subject) and \
                ph.vg is not None and ph.vg.aux == "be" and "rank_value_uses" in self.v.defaults:
            # "Aces count as 1 when dodging": "When dodging, an Ace counts as 1"
            return self.rank_value(replace(ph, items=ph.items[:-1]), doing[0].value.vg.verb)
        excepts = [it for it in ph.items if isinstance(it, P.Item) and it.kind == "except"]
        if excepts and ph.vg is not None and not ph.vg.only and \
                (ph.vg.modal == "cannot" and not ph.vg.negated or ph.vg.modal in ("may", "can") and ph.vg.negated):
            # "X may not be used (at any time) except as Y": X can only be used as Y
            at = ph.items.index(excepts[0])
            before = [it for it in ph.items[:at] if not (isinstance(it, P.Item) and it.kind == "at_a_time" and
                                                         it.value == "any")]
            if len(excepts) == 1:
                return self.clause(replace(ph, vg=replace(ph.vg, modal="can", negated=False, only=True),
                                           items=[*before, excepts[0].value, *ph.items[at + 1:]]))
        if ph.subject is not None and any(r[0] == "used_to" for r in ph.subject.rels) and not self.card_use(ph.subject):
            return self.negation_value(ph)  # "A basic attack used to negate must have ..."
        used = self.used_to_part(ph)
        if used is not None:  # "+4 damage when used to end a combo": "If this move is used to end a combo, ..."
            ph = used
        items = Items(self, flatten(ph.items))
        state = self.own_state(items.take("if_state") or items.take("if", lambda it: self.own_state(it)))
        if state is not None:  # "Deals no damage if blocked.", "This move deals no damage if it is blocked."
            return self.if_state(state, ph, items)
        conds = []
        while (w := items.take("while")) is not None:
            conds.append(w)
        doing = items.take("while_doing")
        if doing is None and len(conds) == 1 and self.you_doing(ph, conds[0]) is not None:
            doing = self.you_doing(ph, conds.pop())  # "You can't counter while you are blocking": while blocking
        at = items.take("at_start")
        then = items.take("then") if not self.takes_then(ph) else None
        if at is not None and at.extra and at.extra[0] == "end" and str(at.value).lower() == "turn" and \
                not conds and doing is None and then is None and ph.vg is not None and ph.vg.aux == "have":
            # "A player cannot have more than endurance cards in hand at the end of the turn"
            return self.hand_limit(ph, items, at)
        if at is not None and not conds and doing is None and then is None and ph.vg is not None and \
                ph.vg.verb == "hold" and self.players_hand(ph.subject):
            # "A player's hand may hold at most 5 cards at the end of the turn."
            return self.hand_hold(ph, items, at)
        noun = self.v.defaults.get("floating_noun")
        if at is not None and noun and ph.subject is not None and \
                " ".join(str(w).lower() for w in ph.subject.words) in (noun, noun + "s"):
            items.items.append(at)  # "A floating effect ... ends at the end of the turn": read by float_default
            at = None
        durations, follow = [], []
        clause = self.core(ph, items, durations, follow)
        ifs = [f for f in follow if f.kind in ("if", "when")]  # "... if you are in a combo": as "If ..., ..."
        follow = [f for f in follow if f.kind not in ("if", "when")]
        for f in follow + ([then] if then is not None else []):
            # "Avoids 1 attack and draws 1 card", "..., and then VERB ...": a second effect, after the first
            clause = m.Sequence(clause, self.clause(f.value))
        with self.referring(self.subject_of(ph)):  # "The user cannot attack while it has ...": the user
            for f in ifs:  # "Draw a card when you play this attack": as "When you play this attack, draw a card"
                clause = self.if_clause(f.value, clause) if f.kind == "if" else self.when(f, clause)
            for w in reversed(conds):
                clause = self.while_clause(w, clause)
            if doing is not None:
                clause = self.while_doing(doing, clause)
            for d in durations:
                if d.kind == "when":  # "The target gets X when it is damaged": a trigger
                    clause = self.when(d, clause)
                elif d.kind == "if":
                    clause = self.if_clause(d.value, clause)
                else:
                    clause = self.with_duration(clause, d, ph.tok)
        if at is not None:
            clause = self.timed(clause, at)
        return clause

    def hand_limit(self, ph: P.Phrase, items: Items, at: P.Item) -> m.Clause:
        """ "A player cannot have more than N / STAT cards in hand at the end of the turn" ("may have at most
        ..."): the most cards a player may keep, a number or a stat of the game."""
        vg = ph.vg
        expected = ["A player cannot have more than endurance cards in hand at the end of the turn",
                    "A player may have at most 5 cards in hand at the end of the turn"]
        who = self.agent(ph.subject, required=False) if ph.subject is not None else None
        modal = "cannot" if vg.modal == "may" and vg.negated else vg.modal if not vg.negated else ""
        if who is None or who.role != "player" or who.kind not in ("a", "each") or vg.verb or vg.only or \
                at.extra[1]:
            raise self.error("a hand limit is understood of any player: 'A player cannot have more than N cards "
                             "in hand at the end of the turn'", ph.tok, expected)
        its = items.items
        if len(its) == 3 and its[0].kind == "np" and [str(w).lower() for w in its[0].value.words] == ["more", "than"] \
                and not its[0].value.det and not its[0].value.rels and its[1].kind == "amount" and \
                its[1].value == "int" and its[2].kind == "np" and not its[2].value.det:
            # "more than five cards": the number word read apart from the words around it
            more, n, rest = its
            its[:] = [P.Item("np", replace(rest.value, words=more.value.words + (n.extra,) + rest.value.words),
                             tok=more.tok)]
        amt = items.take("amount", lambda it: it.value in ("at_most", "at_most_stat", "up_to"))
        np = items.np()
        words = [str(w).lower() for w in np.words] if np is not None else []
        limit = None
        if modal == "cannot" and amt is None and len(words) == 4 and words[:2] == ["more", "than"] and \
                words[3] == "cards":  # "more than endurance cards", "more than 5 cards"
            n = np.words[2]
            limit = ("count", number(n)) if number(n) is not None else \
                ("stat", self.v.lookup("stats", str(n))) if self.v.lookup("stats", str(n)) else None
        elif modal in ("may", "can") and amt is not None and words == ["cards"]:  # "at most endurance cards"
            limit = ("stat", amt.extra) if amt.value == "at_most_stat" else ("count", amt.extra)
        hand = np.rels[0] if np is not None and len(np.rels) == 1 else None
        if limit is None or hand is None or hand[0] != "in" or not isinstance(hand[-1], P.NP) or \
                hand[-1].rels or [str(w).lower() for w in hand[-1].words] != ["hand"] or \
                hand[-1].det not in ("", "their", "his", "her", "the") or items.items:
            raise self.error("a hand limit is understood as 'A player cannot have more than N cards in hand at the "
                             "end of the turn'", np.tok if np is not None else vg.tok, expected)
        agent = m.Agent("a", "player")
        return m.HandLimit(agent, count=limit[1]) if limit[0] == "count" else m.HandLimit(agent, stat=limit[1])

    def players_hand(self, np: P.NP | None) -> bool:
        """ "a player's hand", "each player's hand": any player's hand (a hand limit's subject)."""
        return np is not None and np.det in ("a", "each") and not np.rels and len(np.words) == 2 and \
            len(np.plain()) == 2 and [str(w).lower().replace("’", "'") for w in np.words] == ["player's", "hand"]

    def hand_hold(self, ph: P.Phrase, items: Items, at: P.Item | None) -> m.Clause:
        """ "At the end of a turn, a player's hand may hold at most N / STAT cards": the hand limit."""
        vg = ph.vg
        expected = ["A player cannot have more than endurance cards in hand at the end of the turn",
                    "At the end of a turn, a player's hand may hold at most endurance cards"]
        amt = items.take("amount", lambda it: it.value in ("at_most", "at_most_stat", "up_to"))
        np = items.np()
        ok = at is not None and at.extra and at.extra[0] == "end" and not at.extra[1] and \
            str(at.value).lower() == "turn" and vg.modal in ("may", "can") and not (vg.negated or vg.only or vg.aux) \
            and amt is not None and np is not None and not np.det and not np.rels and self.is_word(np, "cards") and \
            not items.items
        if not ok:
            raise self.error("a hand limit is understood as 'At the end of a turn, a player's hand may hold at most N "
                             "cards'", vg.tok, expected)
        agent = m.Agent("a", "player")
        return m.HandLimit(agent, stat=amt.extra) if amt.value == "at_most_stat" else m.HandLimit(agent, count=amt.extra)

    def timed(self, clause, at: P.Item) -> m.Clause:
        """ "at the start / end of [your rival's] STEP": the clause at that moment."""
        edge, whose = at.extra or ("start", "")
        return m.Timed(clause, self.need("phases", str(at.value), at.value), edge, whose)

    def takes_then(self, ph: P.Phrase) -> bool:
        """A verb group whose own clause reads "and then VERB it" ("you may reveal it and then set it")."""
        vg = ph.vg
        return vg is not None and vg.modal in MODALS and ph.subject is not None and \
            bool(self.v.lookup("events", vg.form)) and any(
                isinstance(it, P.NP) and it.pronoun == "it" for it in ph.items)

    def core(self, ph: P.Phrase, items: Items, durations: list, follow: list | None = None) -> m.Clause:
        vg = ph.vg
        if vg is not None and vg.modal == "do" and vg.verb in ("cost", "require") and self.played_kind(ph.subject):
            # "Playing a technique does not cost / require energy": it costs 0 energy (play_cost reads the "do not")
            return self.play_cost(ph, items, self.played_kind(ph.subject))
        kind = self.v.lookup("play_kinds", ph.subject.text) if vg is not None and vg.modal == "do" and vg.negated and \
            vg.verb in ("cost", "require") and ph.subject is not None and not ph.subject.rels and \
            not ph.subject.pronoun and "play_kinds" in self.v.categories else ""
        if kind:  # "Locations do not require any energy to play": the same, said of the kind
            return self.play_cost(ph, items, kind)
        paid = self.unpaid_play(ph, items) if vg is not None and vg.modal == "do" and vg.negated and \
            vg.verb == "pay" else None
        if paid is not None:  # "You do not pay energy to play a Support Character."
            return paid
        if vg is not None and vg.modal == "do" and vg.verb not in DO_NOT_VERBS:
            # a handler that does not read the negation would drop it: only these verbs take "do not"
            raise self.error(f"'do not {vg.form}' is not understood (a negation without a modal is understood in "
                             "'RULES do not affect TYPE moves')", vg.tok, ["Taunts do not affect SPE moves"])
        if ph.subject is not None and ph.subject.count is not None:
            clause = self.counted_passive(ph, items)
            items.done(f"a sentence with '{vg.form or vg.aux}'", vg.tok, [])
            return clause
        if vg is not None and vg.verb in IMPERATIVES and not (vg.modal or vg.aux or vg.negated or vg.only) and \
                ph.subject is not None and ph.subject.pronoun == "you" and not ph.subject.rels:
            ph = replace(ph, subject=None)  # "You draw a card": "Draw a card"
        if vg is not None and vg.verb in SUBJECT_VERBS and ph.subject is None and not (vg.modal or vg.aux) and \
                self.v.defaults.get("implicit_agent"):
            ph = replace(ph, subject=self.implicit(ph))  # a move's "Takes half damage", "Becomes Air": the user
        if vg is not None and ph.subject is not None and self.is_word(ph.subject, "also") and not ph.subject.det \
                and not vg.modal:  # "Also deals 1 damage to the user": a sentence of its own, as any other
            ph = replace(ph, subject=None)
        first = items.items[0].value if vg is not None and items.items and items.items[0].kind == "np" else None
        if ph.subject is None and first is not None and vg.form.endswith("ing") and \
                not (vg.modal or vg.aux or vg.negated or vg.only) and not first.det and not first.rels and \
                len(first.words) == len(first.plain()) == 1 and str(first.words[0]).lower().endswith("s") and \
                self.lemma(first.words[0]) != str(first.words[0]).lower() and \
                str(first.words[0]).lower() in self.v.categories.get("verb_forms", {}).get(self.lemma(first.words[0]), ()):
            # "Blocking ends your combat phase.": the -ing form is the subject, the next word its verb
            items.items.pop(0)
            w = first.words[0]
            ph = replace(ph, subject=P.NP(words=(_word(vg.form.capitalize(), vg.tok),), tok=vg.tok, text=vg.form),
                         vg=P.VG(verb=self.lemma(w), form=str(w).lower(), tok=w))
            vg = ph.vg
        subj = ph.subject
        if self.damaged is not None and subj is not None and vg is not None and vg.verb in TARGET_VERBS and \
                not vg.modal and not vg.aux and not subj.rels and (subj.pronoun == "it" or not subj.det and
                                                                   [w.lower() for w in subj.plain()] == ["that", "monster"]):
            # "Deals 3 damage to one opponent monster. It / That monster loses 2 guts.": the target
            ph = replace(ph, subject=P.NP(det="the", words=(_word("target", subj.tok),), tok=subj.tok, text="the target"))
        elif subj is not None and subj.pronoun == "it" and not subj.rels and self.antecedent is None and \
                self.damaged is None and not self.said and self.v.defaults.get("bare_it"):
            # "It does +1 damage." opening a card's text: the card itself, as the game's vocabulary names it
            det, _, noun = self.v.defaults["bare_it"].partition(" ")
            ph = replace(ph, subject=P.NP(det=det, words=(_word(noun, subj.tok),), tok=subj.tok,
                                          text=self.v.defaults["bare_it"]))
        ph = self.modal_paraphrase(ph, items)
        vg = ph.vg
        verb = vg.verb if vg else ""
        handler = getattr(self, f"v_{verb}", None) if vg else None
        what = f"a sentence with '{vg.form or vg.aux}'" if vg else "a sentence"
        ph = self.event_noun(ph, items)  # "Attribute changes cannot occur": "Attributes cannot be changed"
        floats = self.float_default(ph, items)
        if floats is not None:  # "A floating effect with no duration ends at the end of the turn."
            return floats
        order = self.pile_order(ph, items)
        if order is not None:  # "Discard piles cannot be reordered."
            return order
        dest = self.destination(ph, items)
        if dest is not None:  # "A finished attack goes to your energy pile."
            items.done(f"a sentence with '{ph.vg.form}'", ph.vg.tok, [])
            return dest
        vg = ph.vg
        verb = vg.verb if vg else ""
        handler = getattr(self, f"v_{verb}", None) if vg else None
        block = self.block_card_move(ph, items)
        own = self.own_defense(ph, items) if block is None else None
        if block is not None:  # "The block card is discarded", "return the block card to your hand"
            clause = block
        elif own is not None:  # "You cannot use defense cards against your own attack."
            clause = own
        elif vg is None:
            clause = self.verbless(ph, items)
        elif vg.only and not (vg.verb or vg.aux or vg.modal):  # "Ground only."
            clause = self.v_only(ph, items)
        elif vg.aux and not verb:
            clause = self.v_aux(ph, items)
        elif vg.aux == "have" and verb == "use":
            clause = self.v_use(ph, items)
        elif vg.aux == "be":
            clause = self.passive(ph, items)
        elif vg.modal in ("may", "can") and vg.only and not vg.negated and not vg.aux and verb == "counter" and \
                (ph.subject is None or self.is_own_thing(ph.subject)) and self.v.defaults.get("implicit_thing") and \
                "attack_classes" in self.v.categories:
            clause = self.only_counters(ph, items)  # "May only counter super moves.": what this move may counter
        elif vg.modal in MODALS and ph.subject is not None and verb not in OWN_MODAL:
            clause = self.deontic(ph, items)
        elif handler is None:
            raise self.error(f"the verb {vg.form!r} is not understood here", vg.tok,
                             sorted(self.v.categories.get("verb_forms", {})))
        else:
            per = self.take_for_each(items)  # "... for each weapon in your energy pile"
            clause = handler(ph, items)
            if per is not None:
                clause = self.for_each(per, clause, items)
        while (d := items.take("duration")) is not None:
            durations.append(d)
        while (d := items.take("when")) is not None:  # a trailing trigger, put on after the durations
            durations.append(d)
        while (d := items.take("if")) is not None:  # a trailing condition ("... if the target is Air")
            durations.append(d)
        while follow is not None and (a := items.take("and")) is not None:  # not consumed by the verb
            follow.append(a)
        while follow is not None and (a := items.take("if")) is not None:  # a trailing condition
            follow.append(a)
        while follow is not None and (a := items.take("when")) is not None:  # a trailing trigger
            follow.append(a)
        items.done(what, vg.tok if vg else ph.tok, UNDERSTOOD.get(verb, []))
        return clause

    def destination(self, ph: P.Phrase, items: Items) -> m.Clause | None:
        """ "A finished attack goes to your energy pile.", "A replaced location goes to its owner's discard
        pile." ("A Location that is replaced goes ...", "The replaced Location is put into ...", "Your attack
        goes to your energy pile when it is finished."): the zone a card of a kind goes to when it is done with;
        the states and kinds the rules read, whose zone each may name, and the zones are data (vocabulary
        defaults "destinations": "STATE KIND: WHOSE ...; ...", "destination_zones"). None when the sentence is
        not about where a card goes."""
        vg, subj = ph.vg, ph.subject
        spec = self.v.defaults.get("destinations", "")
        obj = subj.rels[0][1] if subj is not None and len(subj.rels) == 1 and subj.rels[0][0] == "obj" and \
            len(subj.words) == 1 else None  # "Discarding a Technique sends it to ...": a discarded technique goes ...
        if vg is None or subj is None or not spec or subj.pronoun or subj.only or subj.count is not None or \
                not (vg.verb == "go" and not vg.aux or vg.verb == "put" and vg.aux == "be" or
                     vg.verb == "send" and not vg.aux and obj is not None) or \
                vg.modal not in ("", "will", "must") or vg.negated or vg.only:
            return None
        allowed = {k.strip(): v.split() for k, _, v in (e.partition(":") for e in spec.split(";"))}
        words = [str(w).lower() for w in subj.words]
        state, rest = (words[0], words[1:]) if words else ("", [])
        its = [it for it in items.items]
        if obj is not None:
            # the gerund's verb as a state (its forms the destinations name), its object the card; "sends it"
            kind = self.v.lookup("nouns", " ".join(str(w) for w in obj.words)) if obj.words and not obj.rels and \
                obj.det in ("a", "an") and len(obj.words) == len(obj.plain()) else None
            lemma = self.v.lookup("gerunds", words[0])
            states = [f.lower() for f in self.v.categories.get("verb_forms", {}).get(lemma, ())] if lemma else []
            state = next((f for f in states if kind and f"{f} {kind}" in allowed), "")
            it = its[0].value if its and its[0].kind == "np" else its[0] if its and isinstance(its[0], P.NP) else None
            if not state or vg.verb != "send" or not isinstance(it, P.NP) or it.pronoun != "it" or it.rels:
                return None
            its, rest = its[1:], [str(w) for w in obj.words]
        elif subj.rels:  # "A Location that is replaced"
            rel = subj.rels[0]
            inner = rel[1] if len(subj.rels) == 1 and rel[0] == "that" and isinstance(rel[1], P.Phrase) else None
            first = inner.items[0] if inner is not None and len(inner.items) == 1 else None
            np = first.value if isinstance(first, P.Item) and first.kind == "np" else first
            if inner is None or inner.vg is None or inner.vg.aux != "be" or inner.vg.verb or inner.vg.modal or \
                    inner.vg.negated or not isinstance(np, P.NP) or np.det or np.rels or len(np.words) != 1:
                return None
            state, rest = str(np.words[0]).lower(), words
        when = [it for it in its if it.kind == "when"]
        if when and not subj.rels and len(words) == 1:  # "Your attack goes ... when it is finished"
            sub = when[0].value
            np = sub.items[0] if isinstance(sub, P.Phrase) and len(sub.items) == 1 else None
            np = np.value if isinstance(np, P.Item) and np.kind == "np" else np
            if not isinstance(sub, P.Phrase) or sub.subject is None or sub.subject.pronoun != "it" or \
                    sub.vg is None or sub.vg.aux != "be" or sub.vg.verb or sub.vg.modal or sub.vg.negated or \
                    not isinstance(np, P.NP) or np.det or np.rels or len(np.words) != 1:
                return None
            state, rest = str(np.words[0]).lower(), words
            its = [it for it in its if it is not when[0]]
        kind = self.v.lookup("nouns", " ".join(rest)) if rest else None
        key = f"{state} {kind}" if kind else ""
        if key not in allowed:
            return None
        expected = ["A finished attack goes to your energy pile", "A replaced location goes to its owner's discard pile",
                    "A discarded card goes to its owner's discard pile"]
        whose_ok = allowed[key]
        to = its[0] if len(its) == 1 and its[0].kind == "pp" and its[0].value in ("to", "into") else None
        np = to.extra if to is not None else None
        det = obj.det if obj is not None else subj.det if not when else "your"
        # "Discarded cards go to their owner's discard pile": a plural without a determiner, every such card
        plural = obj is None and not when and not subj.rels and vg.verb == "go" and bool(rest) and \
            str(rest[-1]).lower().endswith("s")
        owner = np is not None and np.det in ("its", "the", "their") and np.words and \
            str(np.words[0]).lower() in ("owner's", "owner’s")
        whose = "owner" if owner else "you" if np is not None and np.det == "your" else ""
        zwords = [str(w) for w in (np.words[1:] if owner else np.words)] if np is not None else []
        zone = m.zone_id(" ".join(zwords)) if zwords else ""
        zone = self.v.lookup("zones", " ".join(zwords)) and zone if zone in m.ZONE_WORDS else ""
        if np is None or np.rels or not whose or ("your" if whose == "you" else whose) not in whose_ok or \
                zone not in self.v.defaults.get("destination_zones", "").split() or \
                det not in ("a", "an", "the", "your") and not (det == "" and plural) or \
                (det == "your") != (whose == "you" and bool(when)) and \
                det == "your" or vg.verb == "put" and subj.det != "the" and not subj.rels:
            raise self.error("where a card goes is understood as 'A finished attack goes to your ZONE' or 'A replaced "
                             "location goes to its owner's ZONE'", vg.tok, expected)
        items.items.clear()
        return m.Destination(state, kind, whose, zone)

    def pile_order(self, ph: P.Phrase, items: Items) -> m.Clause | None:
        """ "Discard piles cannot be reordered.", "A discard pile cannot be shuffled.", "Discard piles can be
        reordered.": whether a pile's order may change (the piles and the changes are data: vocabulary defaults
        "ordered_zones", "order_changes"). None when the subject is not such a pile."""
        vg, subj = ph.vg, ph.subject
        zones = self.v.defaults.get("ordered_zones", "").split()
        if not zones or vg is None or subj is None or subj.pronoun or subj.rels or subj.only or \
                subj.count is not None or len(subj.words) != len(subj.plain()) or not subj.words:
            return None
        words = [str(w).lower() for w in subj.plain()]
        words[-1] = words[-1][:-1] if words[-1].endswith("s") and subj.det == "" else words[-1]
        zone = m.zone_id(" ".join(words))
        if zone not in zones or not self.v.lookup("zones", " ".join(words)):
            return None
        its = items.items
        change = str(its[0].value.words[0]).lower() if len(its) == 1 and its[0].kind == "np" and \
            not its[0].value.det and not its[0].value.rels and len(its[0].value.words) == 1 else ""
        modal = {"cannot": "cannot", "can": "can", "may": "can"}.get(vg.modal, "")
        if change not in self.v.defaults.get("order_changes", "").split() or not modal or vg.aux != "be" or \
                vg.verb or vg.negated or vg.only or subj.det not in ("a", "an", "") or \
                (subj.det == "") != (words != [str(w).lower() for w in subj.plain()]):
            raise self.error("a pile's order is understood as 'Discard piles cannot be reordered'", vg.tok,
                             ["Discard piles cannot be reordered", "Discard piles can be reordered"])
        items.items.clear()
        return m.PileOrder(zone, change, modal)

    def float_default(self, ph: P.Phrase, items: Items) -> m.Clause | None:
        """ "A floating effect with no duration ends at the end of the turn." ("... lasts until the end of the turn",
        "... lasts until your next turn"): how long a floating effect lasts when its text names no duration (the
        noun is data: vocabulary defaults "floating_noun"). None when the subject is not that noun."""
        vg, subj = ph.vg, ph.subject
        noun = self.v.defaults.get("floating_noun", "")
        words = [str(w).lower() for w in subj.words] if subj is not None else []
        if not noun or vg is None or subj is None or subj.pronoun or subj.count is not None or \
                " ".join(words) not in (noun, noun + "s"):
            return None
        expected = [f"A {noun} with no duration ends at the end of the turn",
                    f"A {noun} with no duration lasts until your next turn"]
        rel = subj.rels[0][1] if len(subj.rels) == 1 and subj.rels[0][0] == "with" else None
        without = subj.rels[0][1] if len(subj.rels) == 1 and subj.rels[0][0] == "without" else None
        lists = subj.rels[0][2] if len(subj.rels) == 1 and subj.rels[0][:2] == ("that_obj", "list") else None
        if isinstance(lists, P.NP) and not lists.det and not lists.rels and \
                [str(w).lower() for w in lists.words] == ["no", "duration"]:
            rel = lists  # "that lists no duration": with no duration
        if isinstance(without, P.NP) and without.det in ("a", "an", "any") and not without.rels and \
                [str(w).lower() for w in without.words][-1:] == ["duration"] and \
                [str(w).lower() for w in without.words][:-1] in ([], ["listed"]):
            # "without a (listed) duration": with no duration
            rel = P.NP(words=(_word("no", without.tok), _word("duration", without.tok)), tok=without.tok,
                       text="no duration")
        its = items.items
        when = ""
        if len(its) == 1 and its[0].kind == "at_start" and its[0].extra == ("end", "") and vg.verb == "end" and \
                str(its[0].value).lower() == "turn" and its[0].tok is not None and \
                self.b.text[:its[0].tok.start_pos].lower().split()[-2:] in (["of", "the"], ["of", "this"]):
            when = "this_turn"  # "ends at the end of the turn"
        elif len(its) == 1 and its[0].kind == "duration" and isinstance(its[0].value, m.Duration) and \
                vg.verb == "last" and its[0].value.kind in ("this_turn", "until_next_turn"):
            when = its[0].value.kind  # "lasts until the end of the turn", "lasts until your next turn"
        if not when or subj.det not in ("a", "an", "") or subj.only or not isinstance(rel, P.NP) or rel.det or \
                rel.rels or [str(w).lower() for w in rel.words] != ["no", "duration"] or \
                vg.modal or vg.negated or vg.only or vg.aux:
            raise self.error(f"how long a {noun} lasts is understood as '{expected[0]}'", vg.tok, expected)
        items.items.clear()
        return m.FloatDefault(when)

    def led_destination(self, lead: P.Item, body: P.Phrase) -> m.Clause | None:
        """ "Whenever a card is discarded, it goes to its owner's discard pile.": "A discarded card goes to its owner's
        discard pile." (the event's participle is the state of its subject, "it" in the clause that subject; the
        states, kinds and zones destination() reads). None when the sentence is not of that shape."""
        sub, subj, vg = lead.value, body.subject, body.vg
        after = lead.value if lead.kind == "after" and isinstance(lead.value, P.NP) else None
        words = [str(w).lower() for w in after.words] if after is not None else []
        if after is not None and after.det in ("a", "an", "the") and not after.rels and not after.pronoun and \
                not after.only and len(words) == len(after.plain()) >= 3 and words[-2] in ("is", "are"):
            # "After the attack is finished, it goes ...": the grammar reads "attack is finished" as one noun
            # phrase after "after"; as "When an attack is finished, it goes ..."
            sub = P.Phrase(P.NP(det="a", words=after.words[:-2], tok=after.tok, text=" ".join(words[:-2])),
                           P.VG(aux="be", tok=after.words[-2]),
                           [P.NP(words=after.words[-1:], tok=after.words[-1], text=words[-1])], after.tok)
            lead = P.Item("when", sub, "when", tok=lead.tok)
        if lead.kind != "when" or lead.extra not in ("when", "whenever") or not isinstance(sub, P.Phrase) or \
                subj is None or subj.pronoun != "it" or subj.rels or vg is None or sub.subject is None or \
                sub.subject.pronoun or sub.subject.rels or sub.subject.only or sub.subject.count is not None or \
                sub.subject.det not in ("a", "an") or len(sub.subject.words) != len(sub.subject.plain()) or \
                sub.vg is None or sub.vg.aux != "be" or sub.vg.modal or sub.vg.negated or sub.vg.only:
            return None
        np = sub.items[0] if len(sub.items) == 1 else None  # "When an attack is finished": a state word
        np = np.value if isinstance(np, P.Item) and np.kind == "np" else np
        if sub.vg.verb and not sub.items:
            state = _word(sub.vg.form, sub.vg.tok)
        elif not sub.vg.verb and isinstance(np, P.NP) and not (np.det or np.rels or np.pronoun or np.only) and \
                len(np.words) == len(np.plain()) == 1:
            state = np.words[0]
        else:
            return None
        words = (state, *sub.subject.words)
        ph = replace(body, subject=P.NP(det="a", words=words, tok=sub.subject.tok,
                                        text="a " + " ".join(str(w) for w in words)))
        return self.destination(ph, Items(self, flatten(ph.items)))

    def face_in_arena(self, ph: P.Phrase, items: Items) -> m.Clause | None:
        """ "A face down support is not in the arena.", "Face-down Supports are not in the arena.": whether a
        face-down card of a kind is in the arena (the kinds are data: vocabulary defaults "face_arena_kinds").
        None when the subject is not a face-down card of a kind."""
        vg, subj = ph.vg, ph.subject
        words = [str(w).lower() for w in subj.words]
        its = items.items
        side = [it for it in its if it.kind == "while_face"]
        if side:  # "A Support Character is not in the arena while face-down.": a face down support
            if len(side) != 1 or side[0].value != "down":
                raise self.error("a face-down card is understood as 'A face down KIND is (not) in the arena'",
                                 side[0].tok, ["A face down support is not in the arena"])
            rest, its = words, [it for it in its if it is not side[0]]
            if words[:1] in (["face"], ["face-down"], ["facedown"]):
                return None
        elif words[:2] == ["face", "down"]:
            rest = words[2:]
        elif words[:1] in (["face-down"], ["facedown"]):
            rest = words[1:]
        else:
            return None
        kind = self.v.lookup("play_kinds", " ".join(rest)) if rest else None
        arena = its[0].extra if len(its) == 1 and its[0].kind == "pp" and its[0].value == "in" else None
        if kind not in self.v.defaults.get("face_arena_kinds", "").split() or subj.rels or subj.pronoun or \
                subj.det not in ("a", "an", "") or vg.modal or vg.only or vg.verb or arena is None or \
                arena.det != "the" or arena.rels or [str(w).lower() for w in arena.words] != ["arena"]:
            raise self.error("a face-down card is understood as 'A face down KIND is (not) in the arena'", vg.tok,
                             ["A face down support is not in the arena"])
        items.items.clear()
        return m.FaceInArena(kind, not vg.negated)

    def keeps_statuses(self, ph: P.Phrase, when: P.Item | None = None) -> m.Clause | None:
        """ "A KO'd monster keeps its statuses." ("KO'd monsters keep every status they have.", "A monster keeps
        its statuses when it is KO'd.", "When a monster is KO'd, it retains any status applied to it."): the
        statuses a monster keeps through a state of the game's (vocabulary "states"); the verbs, the holder's
        noun and the status nouns are data (defaults "keep_status_verbs", "holder_noun", "status_nouns"). None
        when the verb is not such a verb."""
        vg, subj = ph.vg, ph.subject
        verbs = self.v.defaults.get("keep_status_verbs", "").split()
        if vg is None or vg.verb not in verbs or subj is None:
            return None
        holder = self.v.defaults.get("holder_noun", "")
        nouns = self.v.defaults.get("status_nouns", "").split()
        expected = ["A KO'd monster keeps its statuses"]
        its = [it.value if isinstance(it, P.Item) and it.kind == "np" else it for it in ph.items]
        whens = [it for it in its if isinstance(it, P.Item) and it.kind == "when"]
        if when is None and len(whens) == 1:
            when = whens[0]
            its = [it for it in its if it is not when]
        state = ""
        words = [str(w) for w in subj.words]
        if when is not None:  # "a monster ... when it is KO'd", "When a monster is KO'd, it ..."
            sub = when.value
            about = sub.subject if isinstance(sub, P.Phrase) else None
            st = sub.items[0] if isinstance(sub, P.Phrase) and len(sub.items) == 1 else None
            st = st.value if isinstance(st, P.Item) and st.kind == "np" else st
            if about is not None and sub.vg is not None and sub.vg.aux == "be" and not sub.vg.verb and \
                    not sub.vg.modal and not sub.vg.negated and isinstance(st, P.NP) and not st.det and \
                    not st.rels and len(st.words) == 1:
                state = self.v.lookup("states", str(st.words[0])) or ""
                if about.pronoun in ("it", "they") and not about.rels:
                    about = subj  # "A monster keeps its statuses when it is KO'd"
                elif subj.pronoun in ("it", "they") and not subj.rels:
                    subj = about  # "When a monster is KO'd, it keeps ..."
                else:
                    state = ""
                words = [str(w) for w in subj.words]
        elif len(words) == 2:  # "A KO'd monster", "KO'd monsters"
            state, words = self.v.lookup("states", words[0]) or "", words[1:]
        obj = its[0] if its else None
        rest = its[1:]
        if rest and [type(x) for x in rest] == [P.NP, P.NP] and rest[0].pronoun == "they" and not rest[1].det and \
                [str(w).lower() for w in rest[1].words] == ["have"]:
            rest = []  # "every status they have"
        ow = [str(w).lower() for w in obj.words] if isinstance(obj, P.NP) else []
        if isinstance(obj, P.NP) and len(ow) == 2 and ow[1] == "applied" and len(obj.rels) == 1 and \
                obj.rels[0][:2] == ("pp", "to") and obj.rels[0][2].pronoun == "it":
            ow, obj = ow[:1], replace(obj, rels=())  # "any status applied to it"
        if state not in self.v.defaults.get("keep_states", "").split() or subj.rels or subj.pronoun or \
                subj.det not in ("a", "an", "") or \
                [w.lower() for w in words] not in ([holder], [holder + "s"]) or vg.modal or vg.negated or \
                vg.only or vg.aux or not isinstance(obj, P.NP) or obj.rels or obj.det not in ("its", "every", "any",
                                                                                            "all", "their") or \
                len(ow) != 1 or ow[0] not in nouns or rest:
            raise self.error("the statuses a monster keeps are understood as 'A KO'd monster keeps its statuses'",
                             vg.tok, expected)
        ph.items.clear()
        return m.KeepsStatuses(state)

    def all_below(self, lead: P.Item, body: P.Phrase) -> m.Clause | None:
        """ "If your deck has fewer than 5 cards, put all cards of your deck into your guts." ("If you have less
        than 5 cards in your deck, convert all of them into Guts."): a zone holding fewer than N cards puts all of
        them into another (MR-HND-06, Wild Rush's short deck), for the game's put verbs (defaults "put_verbs"
        and "convert"). None when the condition does not count the cards of one of your zones; an error when it
        does and the clause is not such a move."""
        sub = lead.value
        if not isinstance(sub, P.Phrase) or sub.subject is None or sub.vg is None or sub.vg.aux != "have" or \
                sub.vg.verb or sub.vg.modal or sub.vg.negated or sub.vg.only:
            return None
        its = flatten(sub.items)
        np = its[0].value if its and its[0].kind == "np" else None
        words = [str(w).lower() for w in np.words] if np is not None and len(np.plain()) == len(np.words) else []
        inside = np.rels[0][1] if np is not None and len(np.rels) == 1 and np.rels[0][0] == "in" else None
        if len(words) != 4 or words[0] not in ("fewer", "less") or words[1] != "than" or number(np.words[2]) is None \
                or words[3] != "cards" or np.det or np.rels and inside is None or len(its) != 1:
            return None
        subj = sub.subject
        if subj.pronoun == "you" and not subj.rels and inside is not None:
            zone_np = inside  # "you have fewer than 5 cards in your deck"
        elif not subj.pronoun and subj.det == "your" and inside is None:
            zone_np = subj  # "your deck has fewer than 5 cards"
        else:
            return None
        if zone_np.det != "your" or zone_np.rels or \
                " ".join(w.lower() for w in self.words(zone_np)) not in m.ZONE_WORDS.values():
            return None  # (not one of your zones)
        source, n = self._zone_words(zone_np), number(np.words[2])
        expected = ["If your deck has fewer than 5 cards, put all cards of your deck into your guts"]
        vg = body.vg
        items = Items(self, flatten(body.items))
        obj = items.np()
        into = items.pp("into")
        verbs = self.v.defaults.get("put_verbs", "put").split() + ["convert", "turn"]
        of = obj.rels[0][1] if obj is not None and len(obj.rels) == 1 and obj.rels[0][0] == "of" else None
        them = of is not None and of.pronoun == "them" and not of.rels and not obj.words or obj is not None and \
            not obj.rels and [str(w).lower() for w in obj.words] == ["those", "cards"]  # "all of them", "all those cards"
        cards = of is not None and not of.pronoun and [str(w).lower() for w in obj.words] == ["cards"] and \
            self._zone_words(of) == source  # "all cards of your deck"
        if into is not None and vg is not None and vg.verb in ("convert", "turn") and not into.extra.det:
            into = replace(into, extra=replace(into.extra, det="your"))  # "convert ... into Guts": your Guts
        if body.subject is not None or vg is None or vg.verb not in verbs or vg.modal or vg.negated or vg.aux or \
                vg.only or obj is None or obj.det != "all" or not (them or cards) or into is None or items.items:
            raise self.error("a short zone is understood as 'If your ZONE has fewer than N cards, put all cards of "
                             "your ZONE into your ZONE'", vg.tok if vg is not None else body.tok, expected)
        dest = self._zone_words(into.extra)
        if f"{source}>{dest}".replace(" ", "_") not in self.v.defaults.get("all_below_moves", "").split():
            # (the moves a rule reads: MR-HND-06 the deck into the Guts)
            read = [f"your {m_.split('>')[0]} into your {m_.split('>')[1]}".replace("_", " ")
                    for m_ in self.v.defaults.get("all_below_moves", "").split()]
            raise self.error(f"putting all cards of your {source} into your {dest} is not understood: a rule reads "
                             + (", ".join(read) or "no such move"), obj.tok, expected)
        return m.MoveAllBelow(n, source, dest)

    def keep_one(self, lead: P.Item, body: P.Phrase) -> m.Clause | None:
        """ "If you would flip a second technique while one is face up, you must keep one and discard the other."
        (", choose one to keep and discard the other"): a second card of a kind (vocabulary defaults "keep_kinds")
        flipped or set while one is face up asks its player to keep one; the verbs are data (defaults
        "keep_verbs": "VERB=AS ..."). None when the lead is not a second card of such a kind."""
        sub = lead.value if lead.kind == "if" else None
        verbs = dict(v.split("=") for v in self.v.defaults.get("keep_verbs", "").split())
        if not isinstance(sub, P.Phrase) or sub.vg is None or sub.subject is None or sub.subject.pronoun != "you" \
                or sub.vg.verb not in verbs or len(sub.items) != 2:
            return None
        np, w = sub.items
        np = np.value if isinstance(np, P.Item) and np.kind == "np" else np
        words = [str(x).lower() for x in np.words] if isinstance(np, P.NP) else []
        kind = self.v.lookup("play_kinds", " ".join(words[1:])) if len(words) > 1 and words[0] == "second" else None
        if kind is None or np.det not in ("a", "an") or np.rels or \
                kind not in self.v.defaults.get("keep_kinds", "").split():
            return None
        expected = ["If you would flip a second technique while one is face up, you must keep one and discard the other"]
        ws = w.value if isinstance(w, P.Item) and w.kind == "while" else None
        state = ws.items[0] if isinstance(ws, P.Phrase) and len(ws.items) == 1 else None
        state = state.value if isinstance(state, P.Item) and state.kind == "np" else state
        up = isinstance(state, P.NP) and not state.det and not state.rels and \
            self.v.lookup("zones", " ".join(str(x) for x in state.words)) == "up"
        if sub.vg.modal not in ("", "would") or sub.vg.negated or sub.vg.only or sub.vg.aux or not up or \
                ws.subject is None or ws.subject.det != "one" or ws.subject.words or ws.subject.rels or \
                ws.vg is None or ws.vg.aux != "be" or ws.vg.verb or ws.vg.modal or ws.vg.negated:
            raise self.error("a second card is understood as 'If you would VERB a second KIND while one is face up, "
                             "you must keep one and discard the other'", sub.vg.tok, expected)
        vg, its = body.vg, body.items
        first = its[0].value if its and isinstance(its[0], P.Item) and its[0].kind == "np" else its[0] if its else None
        other = its[1] if len(its) == 2 and isinstance(its[1], P.Item) and its[1].kind == "and" else None
        then = other.value if other is not None else None
        tail = then.items[0] if isinstance(then, P.Phrase) and len(then.items) == 1 else None
        tail = tail.value if isinstance(tail, P.Item) and tail.kind == "np" else tail
        keeps = vg is not None and not vg.negated and not vg.only and not vg.aux and isinstance(first, P.NP) and \
            first.det == "one" and not first.words and (
                # "you must keep one"
                vg.verb == "keep" and vg.modal == "must" and body.subject is not None and
                body.subject.pronoun == "you" and not first.rels or
                # "choose one to keep"
                vg.verb == "choose" and not vg.modal and body.subject is None and len(first.rels) == 1 and
                first.rels[0][:2] == ("pp", "to") and [str(x).lower() for x in first.rels[0][2].words] == ["keep"])
        if not keeps or then is None or then.subject is not None or then.vg is None or then.vg.verb != "discard" or \
                then.vg.modal or then.vg.negated or then.vg.aux or not isinstance(tail, P.NP) or tail.det != "the" or \
                [str(x).lower() for x in tail.words] != ["other"] or tail.rels:
            raise self.error("a second card is understood as '..., you must keep one and discard the other'",
                             vg.tok if vg is not None else body.tok, expected)
        return m.KeepOne(verbs[sub.vg.verb], kind)

    def alone_in(self, sub) -> str:
        """The zone of "it is the only card in your hand", "this card is the last card in your hand" (the words
        are data: vocabulary defaults "alone_words"), or ""."""
        words = self.v.defaults.get("alone_words", "").split()
        if not words or not isinstance(sub, P.Phrase) or sub.vg is None or sub.vg.aux != "be" or sub.vg.verb or \
                sub.vg.modal or sub.vg.negated or sub.vg.only or sub.subject is None or \
                not (sub.subject.pronoun == "it" and not sub.subject.rels or self.is_this_card(sub.subject)):
            return ""
        nps = [it.value if isinstance(it, P.Item) and it.kind == "np" else it for it in sub.items]
        if len(nps) == 2 and all(isinstance(n, P.NP) for n in nps) and nps[0].det == "the" and not nps[0].words \
                and not nps[0].rels and nps[1].only and not nps[1].det:  # "the" + "only card in your hand"
            np, adj = nps[1], "only"
        elif len(nps) == 1 and isinstance(nps[0], P.NP) and nps[0].det == "the" and len(nps[0].words) == 2 and \
                not nps[0].only:  # "the last card in your hand"
            np, adj = nps[0], str(nps[0].words[0]).lower()
        else:
            return ""
        noun = [str(w).lower() for w in np.words[-1:]]
        rel = np.rels[0] if len(np.rels) == 1 and np.rels[0][0] == "in" else None
        if adj not in words or noun != ["card"] or rel is None or rel[1].det != "your" or rel[1].rels:
            return ""
        zone = m.zone_id(" ".join(str(w) for w in rel[1].words))
        return zone if zone == "hand" else ""

    def alone_bar(self, ph: P.Phrase, cond: P.Item) -> m.Clause | None:
        """ "This card cannot be played if it is the only card in your hand." ("You cannot play this card if ...",
        "If this card is the only card in your hand, you cannot use it.", "Cannot be played while it is the only
        card in your hand.", "... when it's the last card in your hand."): a card that cannot be played when it
        is the only card in its player's hand; None when the sentence says something else."""
        if cond.kind not in ("if", "while", "when") or not self.alone_in(cond.value):
            return None
        vg, subj = ph.vg, ph.subject
        if vg is None or vg.modal != "cannot" or vg.negated or vg.only or vg.verb not in ("play", "use"):
            return None
        its = [it.value if isinstance(it, P.Item) and it.kind == "np" else it for it in ph.items]
        if vg.aux == "be":  # "This card cannot be played", "Cannot be played"
            ok = (subj is None or self.is_this_card(subj)) and not its
        else:  # "You cannot play this card", "you cannot use it"
            ok = not vg.aux and subj is not None and subj.pronoun == "you" and not subj.rels and len(its) == 1 and \
                isinstance(its[0], P.NP) and (self.is_this_card(its[0]) or its[0].pronoun == "it" and not its[0].rels)
        if not ok:
            raise self.error("a card alone in your hand is understood as 'This card cannot be played if it is the "
                             "only card in your hand'", vg.tok, ["This card cannot be played if it is the only card "
                                                                  "in your hand"])
        return m.AloneBar("hand")

    def event_noun(self, ph: P.Phrase, items: Items) -> P.Phrase:
        """ "Attribute changes cannot occur.", "Further attribute changes cannot occur.", "Attribute changes are
        not allowed.": a prohibition of the event a noun names is the passive of its verb ("Attributes cannot be
        changed."); the nouns, and the subject and verb each names, are data (vocabulary defaults "event_nouns":
        "NOUN_ID SUBJECT VERB"). Any other phrase is returned as it is."""
        vg, subj = ph.vg, ph.subject
        if vg is None or subj is None or subj.det or subj.rels or subj.pronoun or subj.only or subj.count is not None \
                or len(subj.plain()) != len(subj.words):
            return ph
        nouns = dict((n, (w, v)) for n, w, v in (e.split() for e in
                                                  self.v.defaults.get("event_nouns", "").split(",") if e.strip()))
        noun = self.v.lookup("nouns", " ".join(str(w) for w in subj.words))
        if noun not in nouns:
            return ph
        first = items.items[0].value if items.items and items.items[0].kind == "np" else None
        occur = vg.modal == "cannot" and vg.verb == "occur" and not (vg.aux or vg.negated or vg.only)
        allowed = vg.aux == "be" and vg.negated and not (vg.modal or vg.verb or vg.only) and first is not None and \
            not first.det and not first.rels and [str(w).lower() for w in first.words] in (["allowed"], ["permitted"])
        if not (occur or allowed):
            raise self.error(f"'{subj.text}' is understood in '{subj.text} cannot occur' or '{subj.text} are not "
                             "allowed'", vg.tok, ["Attribute changes cannot occur"])
        if allowed:
            items.items.pop(0)
        word, verb = nouns[noun]
        part = self.participle(verb)
        return P.Phrase(P.NP(words=(_word(word.capitalize(), subj.tok),), tok=subj.tok, text=word.capitalize()),
                        P.VG(modal="cannot", aux="be", verb=verb, form=part, tok=vg.tok), ph.items, ph.tok)

    def own_defense(self, ph: P.Phrase, items: Items) -> m.Clause | None:
        """ "You cannot use defense cards against your own attack.", "Defense cards cannot be used against your
        own attack.", "A player can play defense cards against their own attack.": whether a player may defend
        against the attack of their own side (the words of "own attack" are data: vocabulary defaults
        "own_attack"); None when the sentence does not speak of defense cards against an attack."""
        vg, subj = ph.vg, ph.subject
        own_words = self.v.defaults.get("own_attack", "")
        if vg is None or not own_words or vg.verb not in ("use", "play", "defend") or vg.modal not in MODALS:
            return None  # (an obligation to defend, "must", is read by no rule: an error below)
        against = [it.extra for it in items.items if it.kind == "pp" and it.value in VERSUS]
        if vg.verb == "defend" and not vg.aux and against and items.items[0].kind == "pp":
            # "You cannot defend against your own attack": use defense cards against it
            items.items.insert(0, P.Item("np", P.NP(words=(_word("defense", vg.tok), _word("cards", vg.tok)),
                                                    tok=vg.tok, text="defense cards"), tok=vg.tok))
        elif vg.verb == "defend":
            return None
        if vg.aux == "be":  # "Defense cards cannot be used against ..."
            cards, who, n = subj, None, 1
        else:  # "You cannot use defense cards against ...": the preposition read as the noun's
            cards = items.items[0].value if items.items and items.items[0].kind == "np" else None
            who, n = subj, 2
            if cards is not None and len(cards.rels) == 1 and cards.rels[0][:2] in (("pp", "vs"), ("pp", "against")):
                against.append(cards.rels[0][2])
                cards = replace(cards, rels=())
        if cards is None or cards.rels or self.v.lookup("nouns", " ".join(str(w) for w in cards.words)) != \
                "defense_card" or cards.det not in ("", "a", "any") or subj is None:
            return None
        expected = ["You cannot use defense cards against your own attack"]
        np = against[0] if len(against) == 1 else None
        text = f"{np.det} {' '.join(str(w) for w in np.words)}".strip().lower() if np is not None else ""
        agent = self.agent(who, required=False) if who is not None else None
        if np is None or np.rels or text not in own_words.split("|") or vg.negated or vg.only or \
                vg.aux not in ("", "be") or len(items.items) != n or vg.modal == "must" or \
                who is not None and (agent is None or not (agent.kind == "you" or
                                                           agent.role == "player" and agent.kind in ("a", "each"))):
            raise self.error("defending is understood as 'You cannot / can use defense cards against your own "
                             "attack'", vg.tok, expected)
        items.items.clear()
        return m.OwnDefense("cannot" if vg.modal == "cannot" else "can")

    def card_use(self, np: P.NP | None) -> str:
        """What a card is used for, as a noun phrase or a verb names it (vocabulary "card_uses": a basic
        attack, a block card), or ""."""
        used = [str(r[1]) for r in np.rels if r[0] == "used_to"] if np is not None else []
        if used and len(np.rels) == 1:  # "the card used to block"
            np = replace(np, rels=(), words=(*np.words, _word(f"used to {used[0]}", np.rels[0][1])))
        if np is None or np.rels or np.pronoun or np.only or "card_uses" not in self.v.categories or \
                len(np.plain()) != len(np.words):
            return ""
        return self.v.lookup("card_uses", " ".join([np.det] * bool(np.det) + [str(w) for w in np.words])) or ""

    def card_bound(self, use: str, modal: str, card: bool, items: Items, tok) -> m.Clause:
        """ "(cannot use) a card above the character's strength", "(cannot be) higher than your strength", "(must
        be) equal to or lower than the character's strength": the highest value a card used so may have,
        a stat of the character (``card``: the words name the card, "a card ...", else the card is the
        subject)."""
        expected = ["A basic attack cannot use a card above the character's strength",
                    "A block card cannot be above the character's strength"]
        its = items.items
        if len(its) not in (2, 3) or its[0].kind not in ("np", "pp") or its[-1].kind != "np" or \
                its[0].kind == "pp" and its[0].value != "with" or \
                len(its) == 3 and (its[1].kind != "pp" or its[1].value != "to" or its[0].kind != "np"):
            raise self.error("a card's value is understood against a stat: '... a card above the character's STAT'",
                             tok, expected)
        cmp_np = its[0].value if its[0].kind == "np" else its[0].extra
        owner = its[-1].value
        words = []  # the words before the stat: "a card above", "equal" "to" "or lower than"
        for it in its[:-1]:
            np = it.value if it.kind == "np" else it.extra
            if np.rels or np.pronoun or len(np.plain()) != len(np.words):
                words = ["?"]
                break
            words += ([it.value] if it.kind == "pp" and it is not its[0] else []) + ([np.det] if np.det else []) + \
                [str(w).lower() for w in np.words]
        side, noun = None, None
        for n in range(len(words), 0, -1):
            found = self.v.lookup("card_comparisons", " ".join(words[len(words) - n:]))
            if found:
                side, noun = found, words[:len(words) - n]
                break
        nouns_ok = noun in (["a", "card"], ["cards"], ["a", "number", "card"], ["number", "cards"]) if card else \
            noun == []
        text = " ".join(owner.text.split())
        stat = re.match(r"(?i)(?:the character['’]s|your character['’]s|your|its|his or her|their) (.+)$", text)
        stat = self.v.lookup("stats", stat.group(1)) if stat else None
        wanted = "above" if modal == "cannot" else "at_most" if modal == "must" else None
        if side is None or not nouns_ok or stat is None or side != wanted or \
                stat not in self.v.defaults.get("card_bound_stats", "").split():
            raise self.error("a card's value is understood against a stat: '... a card above the character's STAT'",
                             cmp_np.tok or tok, expected)
        items.items.clear()
        return m.CardBound(use, stat)

    def played_face(self, subj: P.NP, vg: P.VG, items: Items) -> m.Clause | None:
        """ "A location is played face up.", "Supports are played face down (in the arena).": how a kind of
        card the game names (vocabulary "play_kinds") enters the arena; None when the sentence is not that."""
        its = items.items
        face_np = its[0].value if its and its[0].kind == "np" else None
        words = " ".join(str(w) for w in face_np.words).lower().replace("-", " ") if face_np is not None and \
            not face_np.det and len(face_np.plain()) == len(face_np.words) else ""
        face = self.v.lookup("zones", words) if words.startswith("face ") else None
        kind = self.v.lookup("play_kinds", " ".join(str(w) for w in subj.words)) if \
            "play_kinds" in self.v.categories and not subj.rels and len(subj.plain()) == len(subj.words) else None
        if face is None or kind is None or vg.verb != "play":
            return None
        arena = [r for r in face_np.rels if r[0] == "in" and isinstance(r[-1], P.NP) and r[-1].det == "the" and
                 not r[-1].rels and self.is_word(replace(r[-1], det=""), "arena")]  # (where anything played goes)
        if vg.modal or vg.negated or vg.only or subj.det not in ("a", "an", "") or len(face_np.rels) != len(arena) or \
                len(arena) > 1:
            raise self.error("how a card enters the arena is understood as 'A KIND is played face up / down'",
                             vg.tok, ["A location is played face up"])
        items.items.remove(its[0])
        items.done("how a card is played", vg.tok, ["A location is played face up"])
        return m.PlayedFace(kind, face)

    def height_of(self, np: P.NP | None, noun: str) -> str:
        """ "a high attack", "high blocks": the height (vocabulary "heights") of a card of the kind ``noun``
        (attack / block), or ""."""
        if np is None or np.rels or np.pronoun or np.only or np.det not in ("", "a", "an") or \
                "heights" not in self.v.categories or len(np.words) != 2 or len(np.plain()) != 2 or \
                self.v.lookup("nouns", str(np.words[1])) != noun:
            return ""
        return self.v.lookup("heights", str(np.words[0])) or ""

    def block_match(self, ph, items: Items) -> m.Clause | None:
        """ "A high attack can only be blocked by a high block.", "High attacks must be blocked with high
        blocks.": the height of block an attack of a height takes; None when the sentence is not that."""
        vg = ph.vg
        attack = self.height_of(ph.subject, "attack")
        by = items.items[0] if len(items.items) == 1 and items.items[0].kind == "pp" and \
            items.items[0].value in ("by", "with") else None
        block = self.height_of(by.extra, "block") if by is not None else ""
        if not attack or vg.verb != "block" or vg.aux != "be" or vg.negated or vg.modal == "cannot":
            return None
        if not block or not (vg.modal in ("can", "may") and vg.only or vg.modal == "must" and not vg.only):
            raise self.error("a block's height is understood as 'A high attack can only be blocked by a high block'",
                             vg.tok, ["A high attack can only be blocked by a high block"])
        items.items.clear()
        return m.BlockMatch(attack, block)

    def played_kind(self, np: P.NP | None) -> str:
        """ "Playing a support" (a gerund of play and its object): the kind of card played (vocabulary
        "play_kinds"), or ""."""
        if np is None or len(np.words) != 1 or len(np.rels) != 1 or np.rels[0][0] != "obj" or \
                self.v.lookup("gerunds", str(np.words[0])) != "play":
            return ""
        obj: P.NP = np.rels[0][1]
        return self.v.lookup("play_kinds", obj.text) or ""

    def play_cost(self, ph, items: Items, kind: str) -> m.Clause:
        """ "Playing a support costs 0 energy / nothing", "... has no cost", "Supports cost no energy to play":
        the energy playing a kind of card costs."""
        vg = ph.vg
        expected = ["Playing a support costs 0 energy", "Playing a location has no cost"]
        amt = items.take("amount", lambda it: it.value in ("int", "no"))
        n = 0 if amt is not None and amt.value == "no" else amt.extra if amt is not None else None
        noun = items.np()
        to = items.take("to_verb", lambda it: it.value == "play") or \
            items.take("pp", lambda it: it.value == "to" and not it.extra.det and not it.extra.rels and
                       [str(w).lower() for w in it.extra.words] == ["play"])  # "to play" read as a noun
        rel = noun.rels[0] if noun is not None and len(noun.rels) == 1 else None
        if to is None and rel is not None and rel[0] == "pp" and str(rel[1]).lower() == "to" and \
                isinstance(rel[2], P.NP) and not rel[2].det and not rel[2].rels and \
                [str(w).lower() for w in rel[2].words] == ["play"]:  # "energy to play"
            noun, to = replace(noun, rels=()), True
        words = " ".join(str(w) for w in noun.words).lower() if noun is not None and not noun.det and \
            not noun.rels and len(noun.plain()) == len(noun.words) else ""
        if noun is not None and to is None and words.endswith(" to play"):  # "energy to play": one noun phrase
            words = words[: -len(" to play")]
            to = True
        gerund = self.played_kind(ph.subject) != ""
        if vg.modal == "do" and vg.negated and not vg.only and vg.verb in ("cost", "require") and amt is None and \
                noun is not None and noun.det in ("", "any") and not noun.rels and \
                [str(w).lower() for w in noun.words] == ["energy"] and (to is None) == gerund and not items.items:
            return m.PlayCost(kind, 0, False)  # "does not cost / require (any) energy": costs 0 energy
        if vg.modal == "do" and vg.negated and not vg.only and vg.verb in ("cost", "require") and amt is None and \
                noun is not None and noun.det == "any" and not noun.rels and \
                [str(w).lower() for w in noun.words] in (["energy", "or", "additional", "cost"],
                                                         ["energy", "or", "other", "cost"]) and \
                (to is None) == gerund and not items.items:
            return m.PlayCost(kind, 0, True)  # "does not require any energy or additional cost": no cost at all
        ok = not (vg.modal or vg.negated or vg.only) and (
            vg.aux == "be" and not vg.verb and amt is None and words == "free" or  # "are free to play"
            vg.verb == "cost" and (n is not None and words == "energy" or n is None and words == "nothing" and
                                   amt is None) or
            vg.aux == "have" and not vg.verb and amt is not None and amt.value == "no" and words == "cost")
        if not ok or items.items or (to is not None) != (self.played_kind(ph.subject) == ""):
            raise self.error("the cost of playing a card is understood as 'Playing a KIND costs N energy'", vg.tok,
                             expected)
        free = vg.aux in ("have", "be") or words == "nothing"  # no energy and no other cost
        return m.PlayCost(kind, n or 0, free)

    def unpaid_play(self, ph, items: Items) -> m.Clause | None:
        """ "You do not pay energy to play a Support Character." ("A player does not pay any energy to play a
        location."): playing that kind costs 0 energy, as 'Playing a KIND costs 0 energy'; None when the sentence
        does not speak of playing a kind of card."""
        its = items.items
        if len(its) != 3 or its[0].kind != "np" or its[1].kind != "pp" or its[1].value != "to" or its[2].kind != "np":
            return None
        energy, play, obj = its[0].value, its[1].extra, its[2].value
        if play.det or play.rels or [str(w).lower() for w in play.words] != ["play"] or \
                "play_kinds" not in self.v.categories or obj.rels or obj.pronoun or obj.det not in ("a", "an", ""):
            return None
        kind = self.v.lookup("play_kinds", " ".join(str(w) for w in obj.words))
        who = self.agent(ph.subject, required=False) if ph.subject is not None else None
        if not kind:
            return None
        if who is None or who.role != "player" or ph.vg.only or energy.rels or energy.det not in ("", "any") or \
                [str(w).lower() for w in energy.words] != ["energy"]:
            raise self.error("the cost of playing a card is understood as 'Playing a KIND costs N energy'", ph.vg.tok,
                             ["Playing a support costs 0 energy", "You do not pay energy to play a support"])
        items.items.clear()
        return m.PlayCost(kind, 0, False)

    def king_pieces(self, agent: m.Agent, vg: P.VG, items: Items) -> m.Clause | None:
        """ "You cannot play a King card if you have 3 or less pieces." ("with 3 or fewer pieces"): how few
        pieces make a King card unplayable; None when the object is not the game's King card."""
        its = items.items
        card = its[0].value if its and its[0].kind == "np" else None
        text = " ".join(card.text.split()).lower() if card is not None else ""
        kind = self.v.defaults.get("king_card")
        if not kind or vg.verb != "play" or not text.startswith(("a " + kind, "the " + kind)):
            return None
        n = None
        cond = its[1].value if len(its) == 2 and its[1].kind == "if" and isinstance(its[1].value, P.Phrase) else None
        if cond is not None and cond.subject is not None and cond.subject.pronoun == "you" and \
                cond.vg is not None and cond.vg.aux == "have" and not (cond.vg.verb or cond.vg.modal or cond.vg.negated):
            amt = [it for it in cond.items if isinstance(it, P.Item) and it.kind == "amount" and it.value == "le"]
            nps = [it for it in cond.items if isinstance(it, P.NP)]
            if len(amt) == 1 and len(nps) == 1 and len(cond.items) == 2 and not nps[0].det and \
                    [str(w).lower() for w in nps[0].words] == ["pieces"] and text in ("a " + kind, "the " + kind):
                n = amt[0].extra
        rest = text.removeprefix("a " + kind).removeprefix("the " + kind).split()
        if cond is None and len(its) == 1 and len(rest) == 5 and rest[0] == "with" and rest[1].isdigit() and \
                rest[2:] in (["or", "less", "pieces"], ["or", "fewer", "pieces"]):
            n = int(rest[1])  # "a King card with 3 or fewer pieces"
        if n is None or agent.kind != "you" or vg.modal != "cannot" or vg.only or vg.negated:
            raise self.error("a King card is understood as 'You cannot play a King card if you have N or less "
                             "pieces'", vg.tok, ["You cannot play a King card if you have 3 or less pieces"])
        items.items.clear()
        return m.KingPieces(n)

    def energy_worth(self, ph: P.Phrase, items: Items) -> m.Clause | None:
        """ "Each card in your energy pile is worth 1 energy.": what a card in the energy pile counts for;
        None when the subject is not a card in the energy pile."""
        subj, vg = ph.subject, ph.vg
        rel = subj.rels[0] if len(subj.rels) == 1 and subj.rels[0][0] == "in" else None
        if rel is None or subj.det not in ("each", "every", "a", "any") or \
                [str(w).lower() for w in subj.words] != ["card"] or not isinstance(rel[1], P.NP) or \
                rel[1].det != "your" or self.v.lookup("zones", " ".join(str(w) for w in rel[1].words)) != "energy":
            return None
        words = []  # "worth 1 energy", "worth" "one energy"
        for it in items.items:
            if it.kind == "np" and not it.value.det and not it.value.rels:
                words += [str(w).lower() for w in it.value.words]
            elif it.kind == "np" and it.value.det == "one" and not it.value.rels:
                words += ["1"] + [str(w).lower() for w in it.value.words]
            elif it.kind == "amount" and it.value == "int":
                words.append(str(it.extra))
            else:
                words = []
                break
        if vg.modal or vg.negated or vg.only or vg.verb or len(words) != 3 or words[0] != "worth" or \
                not words[1].isdigit() or words[2] != "energy":
            raise self.error("an energy pile's cards are understood as 'Each card in your energy pile is worth N "
                             "energy'", vg.tok, ["Each card in your energy pile is worth 1 energy"])
        items.items.clear()
        return m.EnergyWorth(int(words[1]))

    def in_play_limit(self, ph: P.Phrase, items: Items) -> m.Clause | None:
        """ "A player may have at most 1 technique in play.", "Each player can have only one Technique in
        play.": the most cards of a kind (vocabulary "play_kinds") a player may have in play; None when the
        sentence does not speak of cards in play."""
        vg = ph.vg
        its = items.items
        at_once = len(its) > 1 and its[-1].kind == "at_a_time"  # "... in play at a time": at once, as "in play"
        if at_once:
            its = its[:-1]
        more = its[0].value if (vg.modal == "cannot" or vg.modal in ("may", "can") and vg.negated) and \
            len(its) == 2 and its[0].kind == "np" else None
        if more is not None and not more.det and not more.rels and \
                [str(w).lower() for w in more.words] == ["more", "than"] and its[1].kind == "np" and \
                its[1].value.det in ONE + ("two", "three", "four") and its[1].value.rels and not its[1].value.only:
            # "You cannot have more than one Technique in play": at most that number (arena_limit's reading)
            n = {"two": 2, "three": 3, "four": 4}.get(its[1].value.det, 1)
            items.items[:2] = [P.Item("amount", "at_most", n, tok=more.tok),
                               P.Item("np", replace(its[1].value, det=""), tok=its[1].tok)]
            its = items.items[:2]
            vg = replace(vg, modal="may", negated=False)
        more = its[0].value if (vg.modal == "cannot" or vg.modal in ("may", "can") and vg.negated) and \
            len(its) == 3 and its[0].kind == "np" else None
        if more is not None and not more.det and not more.rels and \
                [str(w).lower() for w in more.words] == ["more", "than"] and its[1].kind == "amount" and \
                its[1].value == "int" and its[2].kind == "np" and not its[2].value.det and its[2].value.rels:
            # "... more than two techniques in play": at most 2
            items.items[:2] = [P.Item("amount", "at_most", its[1].extra, tok=more.tok)]
            its = items.items[:2]
            vg = replace(vg, modal="may", negated=False)
        counted = self.more_than_int(its[0].value) if (vg.modal == "cannot" or vg.modal in ("may", "can") and
                                                       vg.negated) and len(its) == 1 and its[0].kind == "np" else None
        if counted is not None and counted[1].rels:  # "more than 1 technique in play" read as one noun phrase
            items.items[:1] = [P.Item("amount", "at_most", counted[0], tok=its[0].tok),
                               P.Item("np", counted[1], tok=its[0].tok)]
            its = items.items[:2]
            vg = replace(vg, modal="may", negated=False)
        last = its[-1].value if its and its[-1].kind == "np" else None
        copies = False
        of = last.rels[0][1] if last is not None and len(last.rels) == 1 and last.rels[0][0] == "of" else None
        if of is not None and [str(w).lower() for w in last.words] in (["copy"], ["copies"]) and not last.det and \
                of.det == "each" and "copies_kinds" in self.v.defaults:
            # "at most 1 copy of each support in play": the copies of one card of that kind
            last, copies = replace(of, det=""), True
            items.items[len(its) - 1] = P.Item("np", last, tok=its[-1].tok)
        rel = last.rels[0] if last is not None and len(last.rels) == 1 and last.rels[0][0] == "in" else None
        if rel is None or not isinstance(rel[1], P.NP) or rel[1].det or [str(w).lower() for w in rel[1].words] != \
                ["play"] or "play_kinds" not in self.v.categories:
            return None
        expected = ["A player may have at most 1 technique in play"]
        who = self.agent(ph.subject, required=False)
        if at_once:
            items.take("at_a_time")
            its = items.items
        amt = items.take("amount", lambda it: it.value in ("at_most", "up_to", "only"))
        words = [str(w) for w in last.words]
        n = amt.extra if amt is not None else None
        if n is None and last.only and last.det in ("one", "a", "an"):  # "only one Technique"
            n = 1
        if n is None and vg.only and not last.only and last.det == "one":  # "may only have one Technique"
            n, vg = 1, replace(vg, only=False)
        kind = self.v.lookup("play_kinds", " ".join(words)) if len(last.plain()) == len(last.words) else None
        if who is None or who.role != "player" or who.kind not in ("a", "each") or vg.modal not in ("may", "can") or \
                vg.negated or vg.only or vg.verb or n is None or kind is None or len(items.items) != 1 or \
                amt is not None and (last.det or last.only) or \
                kind not in self.v.defaults.get("copies_kinds" if copies else "in_play_kinds", "").split():
            # (the kinds whose cards or copies the rules cap)
            raise self.error("cards in play are understood as 'A player may have at most N KINDS in play'",
                             vg.tok, expected)
        items.items.clear()
        return m.InPlayLimit(kind, n, copies)

    def arena_limit(self, ph: P.Phrase, items: Items) -> m.Clause | None:
        """ "There can be at most 1 location in play.", "Only one Location can be in play at a time.": the most
        cards of a kind (vocabulary defaults "arena_kinds") in play at once, both players' together; None when
        the sentence does not speak of cards in play."""
        vg, subj = ph.vg, ph.subject
        expected = ["There can be at most 1 location in play"]
        its = items.items
        if subj.count is not None:  # "Only one Location can be in play", "At most one Location may be in play"
            inplay = its[0].extra if its and its[0].kind == "pp" and its[0].value == "in" else None
            noun, n = replace(subj, count=None), subj.count.extra if subj.count.value == "at_most" else None
            if inplay is None or inplay.det or inplay.rels or [str(w).lower() for w in inplay.words] != ["play"]:
                return None
            rest, tok = its[1:], subj.count.tok
        else:  # "There can be at most 1 location in play", "There can only be one Location in play"
            if subj.det or subj.rels or subj.pronoun or [str(w).lower() for w in subj.words] != ["there"]:
                return None
            more = its[0].value if vg.modal == "cannot" and not vg.negated and len(its) >= 2 and \
                its[0].kind == "np" else None
            if more is not None and not more.det and not more.rels and \
                    [str(w).lower() for w in more.words] == ["more", "than"]:
                if its[1].kind == "np" and its[1].value.det in ONE:
                    # "There cannot be more than one Location in play": at most 1
                    its[:2] = [P.Item("amount", "at_most", 1, tok=more.tok),
                               P.Item("np", replace(its[1].value, det=""), tok=its[1].tok)]
                    vg = replace(vg, modal="can")
                elif its[1].kind == "amount" and its[1].value == "int":  # "... more than two locations ..."
                    its[:2] = [P.Item("amount", "at_most", its[1].extra, tok=more.tok)]
                    vg = replace(vg, modal="can")
            amt = its[0] if its and its[0].kind == "amount" else None
            last = its[1 if amt is not None else 0].value if len(its) > (amt is not None) and \
                its[1 if amt is not None else 0].kind == "np" else None
            rel = last.rels[0] if last is not None and len(last.rels) == 1 and last.rels[0][0] == "in" else None
            if rel is None or rel[1].det or rel[1].rels or [str(w).lower() for w in rel[1].words] != ["play"]:
                raise self.error("'There can be' is understood as 'There can be at most N KINDS in play'", vg.tok,
                                 expected)
            noun = replace(last, rels=())
            n = amt.extra if amt is not None and (amt.value in ("at_most", "up_to") and not vg.only or
                                                  amt.value == "int" and vg.only) else None
            if amt is None and vg.only and noun.det == "one":  # "There can only be one Location in play"
                n, noun = 1, replace(noun, det="")
            rest, tok = its[2 if amt is not None else 1:], vg.tok
        kind = self.v.lookup("play_kinds", " ".join(str(w) for w in noun.words)) \
            if len(noun.plain()) == len(noun.words) and not noun.det and not noun.only else None
        if n is None or kind is None or kind not in self.v.defaults.get("arena_kinds", "").split() or \
                vg.modal not in ("may", "can") or vg.negated or any(it.kind != "at_a_time" for it in rest):
            raise self.error("cards in play are understood as 'There can be at most N KINDS in play'", tok, expected)
        items.items.clear()
        return m.ArenaLimit(kind, n)

    def rank_of(self, np: P.NP | None) -> str:
        """ "an Ace", "Aces", "a King": a rank of the game's cards (vocabulary "ranks", the named ones), or ""."""
        if np is None or np.rels or np.pronoun or np.only or np.det not in ("", "a", "an", "each", "every") or \
                len(np.words) != 1 or len(np.plain()) != 1 or "ranks" not in self.v.categories:
            return ""
        rank = self.v.lookup("ranks", str(np.words[0]))
        return rank if rank and len(str(np.words[0])) > 1 else ""

    def rank_value(self, ph: P.Phrase, use: str, items: Items | None = None) -> m.Clause:
        """ "an Ace counts as 1" (in a use: "When dodging, ...", "... for a dodge"): the value a rank has there."""
        items = items if items is not None else Items(self, flatten(ph.items))
        vg = ph.vg
        amt = items.take("amount", lambda it: it.value == "int")
        worth = items.take("np", lambda it: self.is_word(it.value, "worth")) if vg.aux == "be" and \
            not vg.form else None
        joined = items.take("np", lambda it: not it.value.det and not it.value.rels and len(it.value.words) == 2 and
                            str(it.value.words[0]).lower() == "worth" and isinstance(it.value.words[1], Token) and
                            it.value.words[1].type == "INT") if amt is None and vg.aux == "be" and not vg.form \
            else None
        if joined is not None:  # "are worth 1": "worth" and its number read as one noun phrase
            amt = P.Item("amount", "int", int(joined.value.words[1]), tok=joined.value.words[1])
        if vg is None or vg.aux != "be" or vg.verb or vg.modal or vg.negated or vg.only or amt is None or \
                items.items or use not in self.v.defaults.get("rank_value_uses", "").split():
            raise self.error("a rank's value is understood as 'When dodging, an Ace counts as 1'",
                             vg.tok if vg is not None else ph.tok, ["When dodging, an Ace counts as 1"])
        del worth
        return m.RankValue(self.rank_of(ph.subject), use, amt.extra)

    def v_play(self, ph, items: Items):
        """ "Play Locations face up.": a command to play a kind of card on a side, as "A location is played
        face up." (the only bare "play" the language reads)."""
        vg = ph.vg
        np = items.items[0].value if len(items.items) == 1 and items.items[0].kind == "np" else None
        words = [str(w) for w in np.words] if np is not None and len(np.plain()) == len(np.words) else []
        if ph.subject is None and not (vg.modal or vg.aux or vg.negated or vg.only) and len(words) >= 3 and \
                not np.det and words[-2].lower() == "face":
            kind = replace(np, words=np.words[:-2], rels=(), text=" ".join(words[:-2]))
            face = P.Item("np", replace(np, words=np.words[-2:], text=" ".join(words[-2:])), tok=np.words[-2])
            items.items[:] = [face]
            found = self.played_face(kind, P.VG(aux="be", verb="play", form="played", tok=vg.tok), items)
            if found is not None:
                return found
        raise self.error(f"the verb {vg.form!r} is understood in 'Play KINDS face up / down'", vg.tok,
                         ["Play Locations face up"])

    def counted_passive(self, ph: P.Phrase, items: Items) -> m.Clause:
        """ "At least one card must be drawn each turn.", "Only one Ace may be recovered per turn.": a player's
        counted obligation or limit, said in the passive with the count before the noun."""
        vg, subj = ph.vg, ph.subject
        amt: P.Item = subj.count
        if vg.aux == "be" and not vg.verb:  # "Only one Location can be in play at a time."
            limit = self.arena_limit(ph, items)
            if limit is not None:
                return limit
        modal = {"at_least": ("must",), "at_most": ("may", "can")}[amt.value]
        noun = replace(subj, count=None, det="", only=False)
        if vg.aux != "be" or not vg.verb or vg.modal not in modal or vg.negated or vg.only or subj.det or \
                subj.rels or subj.pronoun or len(subj.plain()) != len(subj.words) or \
                not self.v.lookup("nouns", " ".join(str(w) for w in subj.words)) or \
                not (self.v.lookup("verbs", vg.verb) or self.puts(vg.verb)):
            raise self.error("a counted passive is understood as 'At least N NOUNS must be VERBED per PERIOD' or "
                             "'Only N NOUNS may be VERBED per PERIOD'", amt.tok,
                             ["At least 1 card must be drawn per turn", "Only 1 Ace may be recovered per turn"])
        player = P.NP(det="a", words=(_word("player", amt.tok),), tok=amt.tok, text="a player")
        items.items.insert(0, P.Item("np", noun, tok=noun.tok))
        items.items.insert(0, amt)
        return self.deontic(P.Phrase(player, replace(vg, aux="", form=vg.verb), [], ph.tok), items)

    def modal_paraphrase(self, ph: P.Phrase, items: Items) -> P.Phrase:
        """A modal written in other words: "has to VERB" (must), "is unable to VERB" (cannot), "is (not)
        allowed to VERB" (may / cannot), "None of X can VERB" (X cannot)."""
        vg, subj = ph.vg, ph.subject
        if vg is None or subj is None:
            return ph
        if vg.modal in ("can", "may") and not vg.negated and not vg.only and not subj.det and \
                self.is_word(replace(subj, rels=()), "none") and len(subj.rels) == 1 and subj.rels[0][0] == "of":
            return replace(ph, subject=subj.rels[0][1], vg=replace(vg, modal="cannot"))
        if not vg.aux or vg.verb or vg.modal or vg.only:
            return ph
        its = items.items
        modal = None
        if len(its) > 1 and its[0].kind == "np":
            self.infinitive(its, 1)
        if vg.aux == "have" and its and its[0].kind == "to_verb" and not vg.negated:
            modal, n = "must", 1
        elif vg.aux == "be" and len(its) > 1 and its[0].kind == "np" and its[1].kind == "to_verb":
            word = " ".join(w.lower() for w in its[0].value.plain()) if not its[0].value.det and \
                not its[0].value.rels and len(its[0].value.plain()) == len(its[0].value.words) else ""
            modal = {("unable", False): "cannot", ("able", False): "can", ("able", True): "cannot",
                     ("allowed", False): "may", ("allowed", True): "cannot"}.get((word, vg.negated))
            n = 2
        if modal is None:
            return ph
        to = its[n - 1]
        del its[:n]
        return replace(ph, vg=P.VG(modal=modal, verb=to.value, form=to.extra, tok=to.tok))

    def infinitive(self, its: list, i: int) -> None:
        """Reads item ``i`` "to VERB [words]", parsed as a noun phrase after "to" ("unable to attack"), as
        the infinitive it is (and its object's words)."""
        it = its[i] if i < len(its) else None
        if it is None or it.kind != "pp" or it.value != "to" or it.extra.det or it.extra.rels or \
                not it.extra.plain() or len(it.extra.plain()) != len(it.extra.words):
            return
        from .statements import all_verb_forms
        first, rest = it.extra.words[0], it.extra.words[1:]
        if str(first).lower() in all_verb_forms():
            to = P.Item("to_verb", self.lemma(first), str(first).lower(), tok=first)
            obj = [P.Item("np", replace(it.extra, words=rest, tok=rest[0],
                                        text=" ".join(map(str, rest))), tok=rest[0])] if rest else []
            its[i:i + 1] = [to, *obj]

    def with_duration(self, clause, d: P.Item, tok):
        from .statements import clause_takes_duration, with_duration

        def error(c):
            if getattr(c, "duration", None) is not None:
                msg = f"two durations on one effect ({d.value.render().strip()!r} and another)"
            else:
                msg = (f"a duration ({d.value.render().strip()!r}) on this kind of effect is not understood; "
                       "durations are understood on: gets \"STATUS\", cannot / may / must, a modifier, "
                       "a passive prohibition, a replacement ('cards that go into ... are VERBED instead')")
            return self.error(msg, tok, ['X gets "STATUS" until your next turn', "X cannot ACTION this turn"])
        if clause_takes_duration(clause) is None:
            raise error(clause)
        return with_duration(clause, d.value, error)

    def self_in_play(self, sub) -> bool:
        """ "while this ENV is in play": the card itself in play, for a kind whose text works only while its card is
        in play (the game's vocabulary "in_play_kinds"), so the condition adds nothing to the text."""
        kinds = self.v.defaults.get("in_play_kinds", "").split()
        if not isinstance(sub, P.Phrase) or sub.subject is None or sub.vg is None or not kinds:
            return False
        subj, vg, its = sub.subject, sub.vg, flatten(sub.items)
        kind = self.v.lookup("kinds", " ".join(subj.plain())) if subj.plain() else None
        return subj.det == "this" and not subj.rels and len(subj.plain()) == len(subj.words) and kind in kinds and \
            vg.aux == "be" and not (vg.verb or vg.modal or vg.negated or vg.only) and len(its) == 1 and \
            its[0].kind == "pp" and its[0].value == "in" and self.is_word(its[0].extra, "play") and \
            not its[0].extra.det

    def while_clause(self, w: P.Item, clause):
        sub: P.Phrase = w.value
        if self.self_in_play(sub):  # "While this ENV is in play, attributes can't be changed.": the text itself
            return clause
        items = Items(self, flatten(sub.items))
        if sub.vg.aux == "have" and not sub.vg.verb and not sub.vg.modal:
            agent = self.agent(sub.subject)
            amt = items.take("amount", lambda it: it.value in ("le", "ge", "at_least", "at_most"))
            if amt is not None:  # "N or more", "at least N": ge
                amt = replace(amt, value={"at_least": "ge", "at_most": "le"}.get(amt.value, amt.value))
                np = items.np()
                # "5 or more cards in the super meter": a stat the game names so
                counted = self.v.lookup("stats", " ".join(np.text.split())) if np is not None and np.rels else None
                zone = self.cards_in(np, agent) if np is not None and not counted else None
                if zone:  # "3 or more cards in your hand"
                    items.done("a condition", w.tok, [])
                    return m.WhileCount(agent, amt.extra, amt.value, "", clause, zone)
                if np is None:  # "3 or more in energy": the stat is missing
                    raise self.error("a count names its stat: 'X has N or more STAT'", w.tok, self.v.spellings("stats"))
                if counted and agent.kind == "you" and self.v.defaults.get("implicit_agent"):
                    agent = self.agent(self.implicit(sub))  # "you have 5 cards in the super meter": a stat of the user's
                stat = counted or self.stat(np)
                items.done("a condition", w.tok, [])
                return m.WhileCount(agent, amt.extra, amt.value, stat, clause)
            np = items.np()
            if np is not None:
                sid, name = self.status(np)
                items.done("a condition", w.tok, [])
                return m.Conditioned(agent, sid, name, clause)
        if sub.vg.aux == "be" and not sub.vg.verb and not sub.vg.modal and not sub.vg.negated and \
                self.is_this_card(sub.subject):  # "while this (card) is in your energy pile"
            where = items.pp("in")
            if where is not None:
                items.done("a condition", w.tok, [])
                return m.ZoneWhile(self.zone(where.extra), clause)
        found = self.situation(sub, clause)  # "While you are in a combo": as "If you are in a combo"
        if found is not None:
            return found
        raise self.error("a condition is understood as 'while X has \"STATUS\"' or 'while X has N or more STAT'",
                         w.tok, ['while X has "STATUS"'])

    def cards_in(self, np: P.NP, agent: m.Agent) -> str:
        """The zone of "cards in your hand" ("cards in hand" after "you have"), or ""."""
        ins = [r for r in np.rels if r[0] == "in"]
        if len(np.rels) != 1 or not ins or np.det or not self.is_word(replace(np, rels=()), "cards"):
            return ""
        where = ins[0][1]
        if not where.det and agent.kind == "you" and not where.rels:  # "cards in hand": yours
            where = replace(where, det="your")
        own = "your" if agent.kind == "you" else ("his", "her", "their")  # "your rival has ... in his hand"
        if where.det not in own:
            raise self.error(f"'{where.text}' is not understood as a zone of {agent.render(self.v)}'s", where.tok,
                             ["you have 3 or more cards in your hand", "your rival has 3 or more cards in his hand"])
        return self.zone(where)

    def ordinal_np(self, np: P.NP | None, rest: list | None = None):
        """ "the 2nd attack of a combo", "the third attack or later in the combo", "the 2nd or later attack of your
        combo": (K, or later, the noun's id, the situation's id, the situation's NP), or None for a noun phrase
        without an ordinal; an ordinal this reading does not hold (no situation, "the first attack of a combo") is an
        error. ``rest``: the clause's items after the noun phrase, where "in a combo" may stand apart from it."""
        if np is None or np.pronoun or np.det != "the" or not np.words or not isinstance(np.words[0], Token):
            return None
        word = str(np.words[0]).lower()
        k = ORDINALS.get(word) or (int(word[:-2]) if re.fullmatch(r"[1-9][0-9]?(st|nd|rd|th)", word) else 0)
        if not k:
            return None
        words = list(np.words[1:])
        later = [w for w in words if isinstance(w, Token) and w.type == "OR_LATER"]
        if len(later) > 1 or later and words.index(later[0]) not in (0, len(words) - 1):
            raise self.error("'or later' is understood right after the ordinal or its noun", later[-1],
                             ["the 2nd attack or later of a combo", "the 2nd or later attack of a combo"])
        words = [w for w in words if not (isinstance(w, Token) and w.type == "OR_LATER")]
        if not words or not all(isinstance(w, Token) and w.type == "WORD" for w in words):
            raise self.error("an ordinal is understood before a noun: 'the 2nd attack of a combo'", np.tok,
                             ["the 2nd attack of a combo"])
        noun = self.need("nouns", " ".join(str(w) for w in words), words[0])
        where = None
        if len(np.rels) == 1 and np.rels[0][0] in ("of", "in"):
            where = np.rels[0][1]
        elif not np.rels and rest and len(rest) == 1 and isinstance(rest[0], P.Item) and rest[0].kind == "pp" and \
                str(rest[0].value).lower() in ("of", "in") and isinstance(rest[0].extra, P.NP):
            where = rest[0].extra
        if where is None or "situations" not in self.v.categories or where.pronoun or where.rels or \
                where.det not in ("a", "an", "the", "your"):
            raise self.error("an ordinal is understood with what it counts in: 'the 2nd attack of a combo'", np.tok,
                             [f"the {m.ordinal_word(k)} {' '.join(str(w) for w in words)} of "
                              f"{s}" for s in self.v.spellings("situations")])
        found = self.v.lookup("situations", "a " + " ".join(str(w) for w in where.words))
        if found is None:
            raise self.error(f"unknown situation {where.text!r}", where.tok, self.v.spellings("situations"))
        if k == 1 and not later:
            # "the first attack of a combo": an Action is a combo only once its second attack is played, and combo
            # effects never apply to the first attack (EB-COMBO-04, EB-COMBO-05): nothing a text could act on
            raise self.error("'the first NOUN of a combo' is not understood (a combo starts with its second card)",
                             np.tok, ["the 2nd attack of a combo", "the 2nd attack or later of a combo"])
        return k, bool(later), noun, found, where

    def nth_if(self, sub: P.Phrase, body) -> m.Clause | None:
        """ "If this attack is the 2nd attack (or later) of a combo, it does +2 damage.": a condition on the card's
        place in a situation; "it" in the clause is the condition's subject. None for another condition."""
        vg = sub.vg
        if vg is None or vg.aux != "be" or vg.verb or vg.modal or vg.negated or vg.only or sub.subject is None:
            return None
        its = list(sub.items)
        np = its[0].value if its and isinstance(its[0], P.Item) and its[0].kind == "np" else its[0] if its else None
        found = self.ordinal_np(np, its[1:]) if isinstance(np, P.NP) else None
        if found is None:
            return None
        if len(its) > (1 if np.rels else 2):
            raise self.error("a part is not understood after 'the Nth NOUN of a combo'", its[-1].tok, [])
        k, later, noun, situation, _ = found
        subj = sub.subject
        if subj.pronoun == "it" and not subj.rels and self.antecedent is not None and not isinstance(body, P.Phrase):
            subj = self.antecedent  # "This attack does +2 damage if it is the 2nd attack of a combo.": this attack
        elif subj.pronoun == "it" and not subj.rels and self.antecedent is None and \
                (not isinstance(body, P.Phrase) or body.subject is None) and self.v.defaults.get("implicit_thing"):
            subj = self.own_thing_np(subj.tok)  # "Deals 4 more damage if it is the 3rd attack ...": this move
        if subj.pronoun or subj.rels or not self.is_word(subj, *self.v.spellings("nouns")) and subj.det != "this":
            raise self.error("a card's place in a combo is understood of the card itself: 'If this attack is the 2nd "
                             "attack of a combo, ...'", subj.tok, ["If this attack is the 2nd attack of a combo"])
        agent = self.agent(subj)
        if agent.kind != "this":
            raise self.error("a card's place in a combo is understood of the card itself: 'If this attack is the 2nd "
                             "attack of a combo, ...'", subj.tok, ["If this attack is the 2nd attack of a combo"])
        if isinstance(body, P.Phrase) and body.subject is not None and body.subject.pronoun == "it" and \
                not body.subject.rels:
            body = replace(body, subject=subj)  # "..., it does +2 damage": the attack the condition names
        clause = self.b._clause(body)
        if isinstance(clause, m.Bonus) and self.v.defaults.get("implicit_thing") and self.is_own_thing(subj):
            # "If this move is the 3rd attack of a combo, +4 damage.": the change is the move's own
            clause = m.ScopedModifier(agent, MODIFIER_VERBS.get(clause.stat, ("gain", "gains"))[1], clause.amount,
                                      clause.stat)
        return m.IfNth(agent, (k, later, situation), noun, clause)

    def only_counters(self, ph: P.Phrase, items: Items) -> m.Clause:
        """ "May only counter super moves.", "This move can only counter basic attacks and throws.": the classes of
        attack (vocabulary "attack_classes") the move may be used to counter."""
        first = items.np()
        nps = [first] if first is not None else []
        while (more := items.take("and_np")) is not None:
            nps.append(more.value)
        classes = []
        for np in nps:
            cl = self.attack_class(np) if not np.rels else ""
            if cl and cl in classes:
                raise self.error(f"'{np.text}' is named twice", np.tok, ["May only counter basic attacks and throws"])
            if not cl:
                raise self.error(f"'{np.text}' is not understood as a class of attacks", np.tok,
                                 ["May only counter super moves", "May only counter basic attacks and throws"])
            classes.append(cl)
        if not classes:
            raise self.error("'may only counter' names the attacks: 'May only counter super moves'", ph.vg.tok,
                             ["May only counter super moves", "May only counter basic attacks and throws"])
        order = list(self.v.categories["attack_classes"])
        return m.OnlyCounters(self.agent(self.own_thing_np(ph.vg.tok)), tuple(sorted(classes, key=order.index)))

    def used_to_part(self, ph: P.Phrase) -> P.Phrase | None:
        """ "... when used to counter a ranged attack": a trailing "if / when used" with the purpose after it, as the
        condition "if this move is used to counter a ranged attack" (the game's implicit_thing); None otherwise."""
        its = ph.items
        k = next((i for i, it in enumerate(its) if isinstance(it, P.Item) and it.kind in ("if", "when") and
                  isinstance(it.value, P.Phrase) and it.value.subject is None and it.value.vg is not None and
                  it.value.vg.aux == "be" and it.value.vg.verb == "use" and not it.value.items), None)
        if k is None or k + 1 >= len(its) or not self.v.defaults.get("implicit_thing") or \
                not (isinstance(its[k + 1], P.Item) and its[k + 1].kind == "to_verb"):
            return None
        rest = its[k + 1:]
        if any(isinstance(it, P.Item) and it.kind in ("if", "when", "while", "duration", "then", "and") for it in rest):
            return None
        cond = its[k]
        sub = replace(cond.value, subject=self.own_thing_np(cond.value.vg.tok), items=list(rest))
        return replace(ph, items=[*its[:k], P.Item("if", sub, tok=cond.tok)])

    def used_to_if(self, sub: P.Phrase, body) -> m.Clause | None:
        """ "If this move is used to counter a ranged attack, it gains +2 priority.", "+4 damage when used to end a
        combo": the move's own change when it is used for one of the game's purposes (vocabulary "use_purposes":
        a verb and what it acts on); None for another condition."""
        vg = sub.vg
        if vg is None or vg.aux != "be" or vg.verb != "use" or vg.modal or vg.negated or vg.only or \
                sub.subject is None or not self.v.defaults.get("implicit_thing") or \
                "use_purposes" not in self.v.categories:
            return None
        its = list(sub.items)
        if not its or not isinstance(its[0], P.Item) or its[0].kind != "to_verb":
            return None
        subj = sub.subject
        if not (self.is_own_thing(subj) or subj.pronoun == "it" and not subj.rels):
            raise self.error("'used to VERB' is understood of the move itself: 'If this move is used to counter a "
                             "ranged attack, ...'", subj.tok, ["If this move is used to counter a ranged attack"])
        verb = str(its[0].value)
        obj = its[1] if len(its) == 2 and isinstance(its[1], P.NP) else \
            its[1].value if len(its) == 2 and isinstance(its[1], P.Item) and its[1].kind == "np" else None
        if obj is None or obj.det not in ("a", "an", "the") or obj.rels:
            raise self.error("'used to VERB X' is understood as: " + ", ".join(
                f"'used to {w}'" for w in self.v.spellings("use_purposes")), its[0].tok,
                [f"used to {w}" for w in self.v.spellings("use_purposes")])
        what = " ".join(str(w) for w in obj.plain())
        purpose = self.v.lookup("use_purposes", f"{verb} {obj.det} {what}") if len(obj.plain()) == len(obj.words) \
            else None
        if purpose is None:
            raise self.error(f"'used to {verb} {obj.text}' is not understood; understood: " +
                             ", ".join(self.v.spellings("use_purposes")), obj.tok,
                             [f"used to {w}" for w in self.v.spellings("use_purposes")])
        if isinstance(body, P.Phrase) and body.subject is not None and body.subject.pronoun == "it" and \
                not body.subject.rels:
            body = replace(body, subject=self.own_thing_np(body.subject.tok))  # "..., it gains +2 priority"
        clause = self.b._clause(body) if isinstance(body, P.Phrase) else body
        own = self.agent(self.own_thing_np(sub.tok))
        if isinstance(clause, m.Bonus):  # "+4 damage when used to end a combo": the move's own
            clause = m.ScopedModifier(own, MODIFIER_VERBS.get(clause.stat, ("gain", "gains"))[1], clause.amount,
                                      clause.stat)
        if not (isinstance(clause, m.ScopedModifier) and clause.agent.kind == "this" and clause.bound is None):
            raise self.error("'if used to VERB X' is understood before the move's own change: 'this move does +N "
                             "damage'", sub.tok, ["If this move is used to end a combo, this move does +4 damage"])
        return m.IfUsed(own, purpose, self.v.word("use_purposes", purpose), clause)

    def doing_if(self, sub: P.Phrase, body) -> m.Clause | None:
        """ "If the opponent is blocking, deal 3 more damage.": the text's own modifier while someone does one of
        the game's lasting verbs (vocabulary default "while_verbs"); None for another condition, or a body that is
        not the text's own modifier (e.g. "If the opponent is blocking, a throw discards the block card.")."""
        vg, states = sub.vg, self.v.defaults.get("while_verbs", "").split()
        if vg is None or vg.aux != "be" or not vg.verb or not vg.form.endswith("ing") or vg.modal or vg.negated or \
                vg.only or sub.items or sub.subject is None or sub.subject.pronoun or not states or \
                not self.v.defaults.get("implicit_thing") or self.v.lookup("verbs", vg.verb) not in states:
            return None
        if isinstance(body, P.Phrase) and body.subject is not None and not self.is_own_thing(body.subject) and \
                not (body.subject.pronoun == "it" and not body.subject.rels):
            return None
        if isinstance(body, P.Phrase) and body.subject is not None and body.subject.pronoun == "it":
            body = replace(body, subject=self.own_thing_np(body.subject.tok))  # "..., it deals 3 more damage"
        clause = self.b._clause(body) if isinstance(body, P.Phrase) else body
        if isinstance(clause, m.Bonus):  # "If the opponent is blocking, +3 damage.": the move's own
            clause = m.ScopedModifier(self.agent(self.own_thing_np(sub.tok)),
                                      MODIFIER_VERBS.get(clause.stat, ("gain", "gains"))[1], clause.amount, clause.stat)
        if not (isinstance(clause, m.ScopedModifier) and clause.agent.kind == "this" and clause.bound is None):
            raise self.error(f"'if X is {vg.form}' is understood before the move's own change: 'this move does +N "
                             "damage'", sub.tok, [f"If the opponent is {vg.form}, this move does +3 damage"])
        return m.IfDoing(self.agent(sub.subject), self.v.lookup("verbs", vg.verb), vg.form, clause)

    def situation(self, sub: P.Phrase, clause) -> m.Clause | None:
        """ "you are in a combo": a situation the game names (vocabulary "situations"), or None."""
        vg = sub.vg
        if vg.aux != "be" or vg.verb or vg.modal or vg.negated or vg.only or sub.subject is None:
            return None
        items = Items(self, flatten(sub.items))
        where = items.pp("in")
        if where is None or "situations" not in self.v.categories:
            return None
        found = self.v.lookup("situations", where.extra.text)
        if found is None:
            raise self.error(f"unknown situation {where.extra.text!r}", where.extra.tok, self.v.spellings("situations"))
        items.done("a condition", sub.tok, [])
        return m.InSituation(self.agent(sub.subject), found, clause)

    def own_state(self, it: P.Item | None):
        """ "if blocked", "if it is blocked", "if this move is blocked": the state of the text's own thing
        (a participle of the game's passives, the game's implicit_thing), as (item, state), or None."""
        if it is None or not self.v.defaults.get("implicit_thing"):
            return None
        if it.kind == "if_state":
            return (it, it.value) if it.value in self.passives()[len(PASSIVES):] else None
        sub = it.value
        if it.kind != "if" or not isinstance(sub, P.Phrase) or sub.items or sub.vg is None:
            return None
        vg, subj = sub.vg, sub.subject
        own = subj is None or subj.pronoun == "it" and not subj.rels or self.is_own_thing(subj)  # "if blocked"
        if own and vg.aux == "be" and vg.form in self.passives()[len(PASSIVES):] and not (vg.modal or vg.negated):
            return it, vg.form
        return None

    def own_thing_np(self, tok) -> P.NP:
        """ "this move": the noun phrase of the game's implicit_thing, at ``tok``."""
        det, _, noun = self.v.defaults["implicit_thing"].partition(" ")
        return P.NP(det=det, words=(_word(noun, tok),), tok=tok, text=f"{det} {noun}")

    def is_own_thing(self, np: P.NP) -> bool:
        """ "this move": the game's implicit_thing, the card whose text it is."""
        det, _, noun = self.v.defaults.get("implicit_thing", "").partition(" ")
        return np.det == det and not np.rels and [w.lower() for w in np.plain()] == [noun] and len(np.words) == 1

    def if_state(self, state, body, items: Items | None):
        """ "If this move is blocked, it deals 0 damage.": the damage the card deals itself in that state."""
        it, word = state
        ph: P.Phrase = body
        if isinstance(ph, P.Phrase) and ph.vg is not None and ph.vg.verb != "deal" and ph.vg.aux != "be":
            # "If this move is blocked, draw 1 card.", "Draw 1 card if blocked.": any effect of the card's text in
            # that state (what the game's rules read of it decides whether it is understood)
            rest = replace(ph, items=[x for x in ph.items if x is not it])
            det, _, noun = self.v.defaults["implicit_thing"].partition(" ")
            this = self.agent(P.NP(det=det, words=(_word(noun, ph.tok),), tok=ph.tok, text=f"{det} {noun}"))
            return m.IfState(this, word, self.b._clause(rest))
        items = items if items is not None else Items(self, flatten(ph.items))
        subj, vg = ph.subject, ph.vg
        amt = items.take("amount", lambda a: a.value in ("int", "no"))
        dmg = items.np()
        cls = self.attack_class(subj)  # "A move with (T) deals no damage if it is blocked."
        own = subj is None or subj.pronoun == "it" and not subj.rels or self.is_own_thing(subj) or bool(cls)
        if not (own and vg is not None and vg.verb == "deal" and not (vg.modal or vg.negated or vg.only or vg.aux)
                and amt is not None and self.is_word(dmg, "damage")):
            raise self.error("'if VERBED, ...' is understood as 'If this move is blocked, it deals N damage'",
                             it.tok or ph.tok, ["If this move is blocked, it deals 0 damage"])
        items.done("a text's own damage", ph.tok, ["If this move is blocked, it deals 0 damage"])
        if cls:
            return m.IfState(m.Agent("attacks", noun=cls), word, m.OwnDamage(amt.extra))
        det, _, noun = self.v.defaults["implicit_thing"].partition(" ")
        this = self.agent(P.NP(det=det, words=(_word(noun, ph.tok),), tok=ph.tok, text=f"{det} {noun}"))
        return m.IfState(this, word, m.OwnDamage(amt.extra))

    def you_doing(self, ph, w: P.Item) -> P.Item | None:
        """ "... while you are blocking" after a sentence of "you": the part "while blocking" (the one the sentence
        speaks to doing one of the game's verbs), or None."""
        sub = w.value
        if ph.subject is None or ph.subject.pronoun != "you" or ph.subject.rels or not isinstance(sub, P.Phrase) or \
                sub.items or sub.subject is None or sub.subject.pronoun != "you" or sub.subject.rels or \
                sub.vg is None or sub.vg.aux != "be" or sub.vg.modal or sub.vg.negated or sub.vg.only or \
                not sub.vg.form.endswith("ing") or self.v.lookup("verbs", sub.vg.verb) is None:
            return None
        return P.Item("while_doing", sub.vg.verb, sub.vg.form, tok=sub.vg.tok)

    def while_doing(self, w: P.Item, clause):
        """ "While blocking, the user gains +2 defense bonus.": a modifier of the user's while it does
        something (the game's verbs)."""
        doer = self.v.defaults.get("doer_role", "")
        states = self.v.defaults.get("while_verbs", "").split()
        if isinstance(clause, m.ScopedModifier) and clause.agent.kind == "the" and clause.agent.role == "user":
            # a stat of the user's while it does something: the verbs whose stat the rules read then
            states = self.v.defaults.get("while_modifier_verbs", " ".join(states)).split()
        if states and self.v.lookup("verbs", w.value) not in states:  # "while dodging": no state the rules read
            raise self.error(f"'while {w.extra}' is not understood: what lasts is " +
                             " or ".join(f"'while {self.v.word('verbs', v)}ing'" for v in states), w.tok,
                             [f"While {self.v.word('verbs', v)}ing, a character cannot counter" for v in states])
        if isinstance(clause, m.Deontic) and clause.agent.kind == "you" and self.kind == "rule" and doer:
            # a rule's "You cannot counter while blocking": the one blocking is any character (vocabulary "doer_role")
            clause = replace(clause, agent=m.Agent("a", doer))
        if isinstance(clause, m.Deontic) and clause.modal == "cannot" and clause.agent.kind == "a" and \
                clause.object is None and not clause.quantity and not clause.limit and clause.duration is None:
            pass  # "While blocking, a character cannot counter." (a rule on any character)
        elif not (isinstance(clause, m.ScopedModifier) and clause.agent.kind == "the" and clause.agent.role == "user"):
            raise self.error("'while VERBing, ...' is understood before 'the user gains +N STAT'", w.tok,
                             ["While blocking, the user gains +2 defense bonus"])
        return m.WhileDoing(self.need("verbs", w.value, w.tok), w.extra, clause)

    def is_this_card(self, np: P.NP | None) -> bool:
        """ "this" or "this card": the card whose text it is."""
        return np is not None and np.det == "this" and not np.rels and \
            (not np.words or self.is_word(replace(np, det=""), "card"))

    def led(self, lead: P.Item, body, meta, referred: bool = False) -> m.Clause:
        """A leading part and its clause: "Until your next turn, ...", "When ..., ...", "If ..., ..."."""
        alone = self.alone_bar(body, lead) if isinstance(body, P.Phrase) else None
        if alone is not None:  # "If this card is the only card in your hand, you cannot use it."
            return alone
        being = lead.value if lead.kind == "instead_of" and isinstance(lead.value, P.NP) and isinstance(body, P.Phrase) \
            else None
        if being is not None and not being.det and not being.rels and len(being.words) == 2 and \
                str(being.words[0]).lower() == "being" and self.v.lookup("states", str(being.words[1])) and \
                str(being.words[1]).lower() not in self.v.categories.get("verb_forms", {}).get(
                    self.lemma(being.words[1]), ()):  # (a state word, as 'If X would be STATE' reads it)
            # "Instead of being KO'd, the target's life points become 1.": "If the target would be KO'd, its life
            # points become 1 instead."
            vg, subj = body.vg, body.subject
            pos = self.possessive(subj) if subj is not None and subj.det == "the" and not subj.rels else None
            its = [it for it in body.items if isinstance(it, P.Item)]
            if pos is None or pos[0] not in ROLES or vg is None or vg.verb != "become" or vg.modal or vg.negated or \
                    vg.aux or vg.only or len(body.items) != 1 or len(its) != 1 or its[0].kind != "amount" or \
                    its[0].value != "int":
                raise self.error("'Instead of being STATE, X's STAT become N' is understood", being.tok,
                                 ["Instead of being KO'd, the target's life points become 1"])
            who = P.NP(det="the", words=(_word(pos[0], subj.tok),), tok=subj.tok, text=f"the {pos[0]}")
            stat = self.stat(P.NP(words=tuple(pos[1]), tok=subj.tok, text=" ".join(str(w) for w in pos[1])))
            return m.SetValue(self.agent(who), self.v.lookup("states", str(being.words[1])), stat, its[0].extra)
        dest = self.led_destination(lead, body) if isinstance(body, P.Phrase) else None
        if dest is not None:  # "Whenever a card is discarded, it goes to its owner's discard pile."
            return dest
        kept = self.keeps_statuses(body, lead) if isinstance(body, P.Phrase) and lead.kind == "when" else None
        if kept is not None:  # "When a monster is KO'd, it keeps its statuses."
            return kept
        keep = self.keep_one(lead, body) if isinstance(body, P.Phrase) else None
        if keep is not None:  # "If you would flip a second technique while one is face up, you must keep one ..."
            return keep
        below = self.all_below(lead, body) if isinstance(body, P.Phrase) and lead.kind == "if" else None
        if below is not None:  # "If your deck has fewer than 5 cards, put all cards of your deck into your guts."
            return below
        said, self.said = self.said, True  # "When you play a punch, it ...": "it" after a lead is not the card
        try:
            return self._led(lead, body, meta, referred)
        finally:
            self.said = said

    def _led(self, lead: P.Item, body, meta, referred: bool = False) -> m.Clause:
        if lead.kind == "duration":
            clause = self.b._clause(body)
            if isinstance(clause, m.Sequence) and getattr(clause.first, "duration", False) is None:
                # "Until your next turn, X gets S; then draw a card": the duration is the first effect's
                return replace(clause, first=self.with_duration(clause.first, lead, _tok_of(body, meta)))
            return self.with_duration(clause, lead, _tok_of(body, meta))
        king = self.v.defaults.get("king_card")
        if lead.kind == "if" and king and isinstance(body, P.Phrase) and body.vg is not None and \
                body.vg.verb == "play" and any(isinstance(it, P.NP) and king in " ".join(it.text.lower().split())
                                               for it in body.items):
            # "If you have 3 or fewer pieces, you cannot play the King card.": the condition of its own rule
            return self.clause(replace(body, items=list(body.items) + [lead]))
        if lead.kind in ("while", "when", "if") and isinstance(lead.value, P.Phrase) and \
                isinstance(body, P.Phrase) and not referred:
            with self.referring(self.subject_of(lead.value)):  # "When the target is damaged, it ...": the target
                return self.led(lead, body, meta, referred=True)
        if lead.kind in ("when", "if") and isinstance(body, P.Phrase) and self.ko_in_mode(lead.value) is not None:
            # "When a character is KOed in a tag battle, it is removed / remove it from the game."
            return self.ko_removed_when(lead, body)
        if lead.kind in ("when", "if") and isinstance(body, P.Phrase) and self.dodge_event(lead.value):
            # "When a dodge succeeds, the attack is avoided and the attacker's combat phase ends."
            return self.dodge_outcome(body, lead.tok)
        if lead.kind in ("when", "if") and isinstance(body, P.Phrase) and self.tech_hit_event(lead.value):
            # "When a throw is tech hit, it is negated and the combat phase ends."
            return self.tech_hit_outcome(lead, body)
        if lead.kind == "lead_pp" and lead.value == "for" and self.each_extra_rank(lead.extra):
            # "For each additional Queen, this move does +4 damage.": once for every extra card of the rank
            return m.EachExtra(self.each_extra_rank(lead.extra), self.b._clause(body))
        if lead.kind == "lead_pp" and lead.value == "for" and isinstance(body, P.Phrase) and \
                self.rank_of(body.subject) and self.gerund(lead.extra):
            # "For dodging, Aces are worth 1.": "When dodging, an Ace counts as 1."
            return self.rank_value(body, self.gerund(lead.extra))
        if lead.kind in ("when_this", "while_doing") and str(lead.extra or "").endswith("ing") and \
                isinstance(body, P.Phrase) and self.rank_of(body.subject):
            # "When dodging, an Ace counts as 1.": the value of a rank in that use
            return self.rank_value(body, self.need("verbs", lead.value, lead.tok))
        doing = self.doing_user(lead)
        if doing is not None:  # "While this character is blocking, it gains ...": while blocking, the user gains ...
            return self.while_doing(doing, self.b._clause(body))
        if lead.kind == "once":  # "Once per turn, when ..., ...": a trigger used at most once in the period
            return self.once(lead, self.b._clause(body))
        if lead.kind == "while":
            return self.while_clause(lead, self.b._clause(body))
        if lead.kind == "while_doing":
            return self.while_doing(lead, self.b._clause(body))
        if lead.kind == "while_in":
            return m.ZoneWhile(self.zone(lead.value), self.b._clause(body))
        if lead.kind == "while_under":  # "While under "Cocoon", the user ...": while the user has "Cocoon"
            if not isinstance(body, P.Phrase) or body.subject is None or body.subject.pronoun:
                raise self.error("'While under \"STATUS\", ...' needs a clause with its subject ('the user ...')",
                                 lead.tok, ['While under "Cocoon", the user cannot attack'])
            has = P.Phrase(body.subject, P.VG(aux="have", tok=lead.tok), [lead.value], lead.tok)
            return self.led(P.Item("while", has, tok=lead.tok), body, meta)
        if lead.kind == "with_count":  # "With 5 or more cards in your super meter, X ...": while X has them
            if not isinstance(body, P.Phrase) or body.subject is None or body.subject.pronoun:
                raise self.error("'With N or more NOUNS in ZONE, ...' needs a clause with its subject ('the user ...')",
                                 lead.tok, ["With 5 or more cards in the super meter, the user gains +1 combo"])
            who = self.agent(body.subject, required=False)
            if who is not None and who.kind == "scoped":  # "With 5 or more guts, your moves ...": moves have none
                raise self.error(f"'With N or more NOUNS, X ...' reads X as who has them, and {body.subject.text!r} "
                                 "has none: write 'While you have N or more NOUNS, ...'", lead.tok,
                                 ["While you have 5 or more guts, your moves do +1 damage"])
            has = P.Phrase(body.subject, P.VG(aux="have", tok=lead.tok), [lead.value, lead.extra], lead.tok)
            return self.led(P.Item("while", has, tok=lead.tok), body, meta)
        if lead.kind == "when" and isinstance(body, P.Phrase) and any(
                isinstance(it, P.Item) and it.kind == "rounding" for it in body.items):
            # "When a ranged attack negates a ranged move of equal or lower attack value, it deals half of its damage
            # to the opponent, rounded down."
            return self.negation_damage(lead, body)
        if lead.kind == "when" and isinstance(body, P.Phrase) and body.vg is not None and body.vg.verb == "add" and \
                body.vg.aux == "be" and "card_uses" in self.v.categories:
            # "When the character blocks, its defense bonus is added to the block card's value."
            sub = lead.value
            ok = isinstance(sub, P.Phrase) and sub.vg is not None and sub.vg.verb == "block" and \
                not (sub.vg.modal or sub.vg.negated or sub.vg.only or sub.vg.aux) and not sub.items and \
                sub.subject is not None and sub.subject.det in ("the", "a") and not sub.subject.rels and \
                self.is_word(sub.subject, "character") and lead.extra in ("when", "whenever")
            if not ok:
                raise self.error("what a block adds is understood after 'When the character blocks, ...'", lead.tok,
                                 self.BLOCK_ADDS_EXPECTED)
            return self.block_adds(body, Items(self, flatten(body.items)), True)
        if lead.kind in ("when", "if") and isinstance(body, P.Phrase) and self.priority_had(lead.value) is not None:
            # "When the variable counter has the higher priority, ...": "If the variable counter's priority is higher"
            cls, sub = self.priority_had(lead.value)
            return self.priority_hit(cls, sub, body)
        if lead.kind == "when":
            return self.when(lead, self.b._clause(body))
        if lead.kind == "at_start" and isinstance(body, P.Phrase) and body.vg is not None and body.vg.aux == "have" \
                and lead.extra and lead.extra[0] == "end" and str(lead.value).lower() == "turn":
            # "At the end of a turn, a player may have at most 6 cards in hand": the timing of a hand limit
            return self.clause(replace(body, items=list(body.items) + [lead]))
        if lead.kind == "at_start" and isinstance(body, P.Phrase) and body.vg is not None and \
                body.vg.verb == "hold" and self.players_hand(body.subject):
            # "At the end of a turn, a player's hand may hold at most endurance cards."
            return self.hand_hold(body, Items(self, flatten(body.items)), lead)
        if lead.kind == "at_start":  # "At the start of Battle, draw a card."
            return self.timed(self.b._clause(body), lead)
        if lead.kind == "when_this":  # "When played, ...": "When this card is played" ("When this is ..." in
            event = self.need("events", lead.extra, lead.tok)  # a game whose vocabulary says so)
            if self.v.defaults.get("unnamed_trigger") == "this":
                return m.WhenThis(event, self.b._clause(body))
            return m.Trigger(event, self.b._clause(body))
        if lead.kind in ("if", "if_state") and self.own_state(lead) is not None:  # "If blocked, ..."
            return self.if_state(self.own_state(lead), body, None)
        does = self.if_does(lead)
        if does is not None and isinstance(body, P.Phrase):
            # "If the user counters an attack, draw one card.": when the user counters, draw 1 card
            clause = self.b._clause(body)
            if isinstance(clause, m.Draw):
                return self.when(does, clause)
        if lead.kind == "if" and self.extra_added(lead.value) is not None:
            # "If an additional King is added, deals 8 damage ...": "With 1 additional King, ..."
            n, rank = self.extra_added(lead.value)
            return m.WithExtra(n, rank, self.b._clause(body))
        if lead.kind == "if":
            return self.if_clause(lead.value, body)
        if lead.kind == "with" and lead.value == "each":  # "With each additional Queen, ...": once per extra card
            return m.EachExtra(self.need("ranks", str(lead.extra), lead.extra), self.b._clause(body))
        if lead.kind == "with":
            return m.WithExtra(lead.value, self.need("ranks", str(lead.extra), lead.extra), self.b._clause(body))
        if lead.kind == "purpose" and isinstance(body, P.Phrase) and lead.value == "win" and \
                "battle_modes" in self.v.categories and not lead.extra.rels:
            # "To win a tag battle, both of the opponent's characters must be KOed."
            return self.battle_won(self.v.lookup("battle_modes", lead.extra.text) or "", body, "must", lead.tok)
        if lead.kind == "purpose" and isinstance(body, P.Phrase) and lead.value == "use" and \
                self.attack_class(lead.extra):  # "To use a tag super, a player must discard 2 Jokers."
            return self.class_cost(self.attack_class(lead.extra), body, lead.tok)
        if lead.kind == "lead_pp" and lead.value == "to" and isinstance(body, P.Phrase) and not lead.extra.det and \
                not lead.extra.rels and len(lead.extra.words) == 1 and \
                self.v.lookup("verbs", str(lead.extra.words[0])) in self.v.defaults.get("card_cost_verbs", "").split():
            # "To tag, a player must discard 2 cards of the same rank equal to or below the character's strength."
            return self.card_cost(self.v.lookup("verbs", str(lead.extra.words[0])), body, lead.tok)
        if lead.kind == "after" and isinstance(body, P.Phrase) and "after_events" in self.v.categories:
            # "After a throw, the thrower may use the remaining combo points."
            return self.after_combo(lead, body)
        if lead.kind == "lead_pp" and lead.value == "in" and isinstance(body, P.Phrase) and body.vg is not None and \
                body.vg.verb == "remove" and "battle_modes" in self.v.categories:
            # "In a tag battle, a KOed character is removed from the game."
            return self.ko_removed(lead, body)
        if lead.kind == "lead_pp" and lead.value == "in" and isinstance(body, P.Phrase) and body.vg is not None and \
                body.vg.verb == "win" and "battle_modes" in self.v.categories:
            # "In a tag battle, a player wins when both of the opponent's characters are KOed."
            return self.win_when(lead, body)
        if lead.kind == "lead_pp" and lead.value == "during" and isinstance(body, P.Phrase):
            # "During the clean-up phase, a player may discard super meter cards totalling 40 to search ..."
            exchange = self.meter_exchange(body, lead.extra) or self.discard_limit(body, lead.extra)
            if exchange is not None:
                return exchange
        if lead.kind == "each_turn" and isinstance(body, P.Phrase):
            # "Each turn, a player must draw at least 1 card": "... at least 1 card each turn"
            return self.b._clause(replace(body, items=[*body.items, lead]))
        if lead.kind == "lead_pp" and lead.value == "by" and isinstance(body, P.Phrase) and not lead.extra.det and \
                not lead.extra.rels and [str(w).lower() for w in lead.extra.words] == ["default"]:
            # "By default, a throw is Type A.": "... unless the character's list says otherwise"
            return self.b._clause(replace(body, items=list(body.items) + [P.Item("default", tok=lead.tok)]))
        if lead.kind == "lead_pp" and isinstance(body, P.Phrase) and lead.value in VERSUS and body.vg is not None and \
                body.vg.verb == "combo" and "attack_classes" in self.v.categories:
            # "Against a blocking character, the attacker cannot combo after the first attack unless it is a throw ..."
            return self.block_combo(lead, body)
        if lead.kind == "lead_pp" and isinstance(body, P.Phrase) and lead.value in VERSUS:
            # "Against a super move, the defense total is doubled": "... is doubled against a super move"
            return self.b._clause(replace(body, items=[*body.items, P.Item("pp", lead.value, lead.extra,
                                                                           tok=lead.tok)]))
        if lead.kind == "lead_pp" and lead.value in ("in", "during") and isinstance(body, P.Phrase) and \
                lead.extra.det.lower() == "the" and not lead.extra.rels and "periods" in self.v.categories and \
                self.v.lookup("periods", " ".join(str(w) for w in lead.extra.plain())) and \
                not any(isinstance(it, P.Item) and it.kind == "pp" and it.value == "per" for it in body.items) and \
                any(isinstance(it, P.Item) and it.kind == "amount" and it.value in LIMITS for it in body.items):
            # "In the draw phase, a player may draw at most 3 cards": a limit per that period ("During the draw phase,
            # ...": the same)
            return self.b._clause(replace(body, items=[*body.items, P.Item(
                "pp", "per", replace(lead.extra, det="", text=lead.extra.text.split(" ", 1)[1]), tok=lead.tok)]))
        if lead.kind == "instead_of":
            clause = self.b._clause(body)
            if isinstance(clause, m.Take) and clause.instead_of is None:
                return replace(clause, instead_of=self.agent(lead.value))
            raise self.error("'instead of X, ...' is understood before 'Y takes the damage'", lead.value.tok,
                             ["Instead of X, Y takes the damage"])
        raise self.error(f"{_describe(lead)} is not understood before a clause", _tok_of(body, meta),
                         ["Until your next turn, ...", "While X has \"STATUS\", ...", "When ..., ..."])

    def own_modifier(self, body, sub: P.Phrase) -> m.Clause:
        """The clause of a condition on a move's own damage: "this move does +2 damage" ("+2 damage", "x2
        damage" there are the card's own, not a card played with a move's)."""
        clause = self.own_clause(body)
        if clause is None:
            raise self.error("this condition is understood before 'this move does +N / xN damage'", sub.tok,
                             ["If the target is an Air monster, this move does +2 damage"])
        return clause

    def own_clause(self, body) -> m.Clause | None:
        """The body of a condition as a modifier of the text's own thing ("this move does +2 damage"), or None."""
        clause = self.b._clause(body)
        if isinstance(clause, m.Bonus) and self.v.defaults.get("self_noun"):
            clause = m.ScopedModifier(m.Agent("this", noun=self.v.defaults["self_noun"]),
                                      MODIFIER_VERBS.get(clause.stat, ("gain", "gains"))[1], clause.amount,
                                      clause.stat)
        if isinstance(clause, m.ScopedModifier) and clause.agent.kind == "this" and clause.bound is None:
            return clause
        return None

    def attribute_is(self, sub: P.Phrase, items: Items) -> str | None:
        """The attribute of "X is ATTRIBUTE" / "X is an ATTRIBUTE monster" (consumed), or None."""
        vg = sub.vg
        if vg is None or vg.aux != "be" or vg.verb or vg.modal or vg.negated or sub.subject is None or \
                len(items.items) != 1 or items.items[0].kind != "np":
            return None
        np = items.items[0].value
        words = np.plain()
        if np.rels or len(words) != len(np.words) or not words or not self.v.lookup("attributes", str(words[0])):
            return None
        if (not np.det and len(words) == 1) or (np.det in ("a", "an") and len(words) == 2 and
                                                 str(words[1]).lower() == "monster"):
            items.items.clear()
            return self.v.lookup("attributes", str(words[0]))
        return None

    def as_event(self, sub: P.Phrase, states: bool = True) -> P.Phrase:
        """A condition written as what happens to someone: "X takes damage" is "X is damaged"; with
        ``states``, "X is KO'd" is the event the game names by that word."""
        vg = sub.vg
        its = flatten(sub.items) if vg is not None else []
        if states and vg is not None and vg.aux == "be" and not vg.verb and not vg.modal and not vg.negated and \
                sub.subject is not None and len(its) == 1 and its[0].kind == "np" and not its[0].value.det and \
                self.v.lookup("events", " ".join(its[0].value.plain())) and \
                len(its[0].value.plain()) == len(its[0].value.words) and not its[0].value.rels:
            word = its[0].value.plain()  # "X is KO'd": an event the game names by a state word
            return replace(sub, vg=replace(vg, verb=self.v.lookup("events", " ".join(word)),
                                           form=" ".join(word), tok=word[0]), items=[])
        if vg is None or vg.verb != "take" or vg.modal or vg.aux or vg.negated or vg.only or sub.subject is None:
            return sub
        damaged = [s for s in self.v.spellings("events") if self.lemma(s) == "damage"]
        if len(its) == 1 and its[0].kind == "np" and self.is_word(its[0].value, "damage") and damaged:
            return replace(sub, vg=replace(vg, aux="be", verb="damage", form=damaged[0]), items=[])
        return sub

    def when(self, lead: P.Item, clause) -> m.Clause:
        if isinstance(clause, m.BlockCard) and lead.extra == "when" and isinstance(lead.value, P.Phrase) and \
                lead.value.vg is not None and lead.value.vg.verb == "make" and lead.value.vg.aux == "be":
            # "When a throw is made against a blocking character, the block card is discarded."
            sub = lead.value
            cls = self.attack_class(sub.subject)
            against = sub.items[0] if len(sub.items) == 1 and isinstance(sub.items[0], P.Item) and \
                sub.items[0].kind == "pp" and sub.items[0].value in ("vs", "against") else None
            if cls and against is not None and not (sub.vg.modal or sub.vg.negated or sub.vg.only) and \
                    against.extra.det in ("a", "the") and not against.extra.rels and \
                    self.is_word(against.extra, "blocking character", "blocker", "blocking opponent"):
                return m.BlockClass(cls, clause.dest)
            raise self.error("where the block card goes is understood after 'When CLASS is made against a blocking "
                             "character'", lead.tok,
                             ["When a throw is made against a blocking character, the block card is discarded"])
        if isinstance(clause, m.BlockCard) and lead.extra == "when" and isinstance(lead.value, P.Phrase):
            # "The block card is discarded when a blocked basic attack's value exceeds the defense total."
            cmp = self.comparison(lead.value)
            if cmp is not None and "total" in (self.block_quantity(lead.value.subject, False),
                                               self.block_quantity(cmp[1], False)):
                return self.block_rule(lead.value, cmp, clause)
        lead = replace(lead, value=self.as_event(lead.value))
        played = self.acting_with(lead.value) if isinstance(lead.value, P.Phrase) else None
        if played is not None:  # "When you attack with a kick": "When you play a kick"
            sub = lead.value
            kick = P.NP(det="a", words=(_word(played[1], sub.vg.tok),), tok=sub.vg.tok, text=f"a {played[1]}")
            lead = replace(lead, value=replace(sub, vg=replace(sub.vg, verb=played[0], form=played[0]), items=[kick]))
        sub: P.Phrase = lead.value
        items = Items(self, flatten(sub.items))
        subj, vg = sub.subject, sub.vg
        if vg.aux == "be" and vg.form and not vg.modal and items.has("because") and subj.det in ("a", "an") \
                and self.v.lookup("events", vg.verb):
            # "When an event is flipped because you played a punch": "When you flip an event because ..."
            active = P.Phrase(P.NP(pronoun="you", tok=subj.tok, text="you"),
                              replace(vg, aux="", form=self.v.lookup("events", vg.verb)), [subj, *items.items], sub.tok)
            return self.when(replace(lead, value=active), clause)
        if vg.aux == "be" and vg.verb == "use" and not vg.modal and not vg.negated and not items.items and \
                self.attack_class(subj) and isinstance(clause, m.EndsPhase):
            # "When a Type B move is used, the combat phase ends."
            return m.WhenUsed(self.attack_class(subj), clause)
        if vg.aux == "be" and vg.form and not vg.modal and vg.negated:  # "When your kick is not blocked": no event
            raise self.error("a trigger names an event that happens: 'when X is EVENT' (never 'is not')", vg.tok,
                             ["When your punch is blocked, draw a card"])
        if vg.aux == "be" and vg.form and not vg.modal:  # "When X is played"
            event = self.need("events", vg.form, vg.tok)
            items.take("np", lambda it: self.is_word(it.value, "face up") and vg.verb == "flip")  # "flipped face up"
            items.done("a trigger", lead.tok, [])
            if subj.det == "this" and not subj.words:
                return m.WhenThis(event, clause)
            if subj.det == "this" and [w.lower() for w in subj.plain()] == ["card"] and \
                    event in self.v.defaults.get("self_events", "").split():
                return m.WhenThis(event, clause)  # "When this card is discarded": "When this is discarded"
            if subj.det == "this" and [w.lower() for w in subj.plain()] == ["card"]:
                return m.Trigger(event, clause)
            return m.Trigger(event, clause, self.agent(subj))
        if subj.pronoun == "you" and not subj.rels and vg.verb and not (vg.aux or vg.modal or vg.negated or vg.only) \
                and not items.items and "events" not in self.v.categories and \
                self.v.defaults.get("action_triggers") == "yes" and self.v.defaults.get("implicit_agent"):
            # "When you counter, draw 1 card." (a game whose triggers are its characters' actions): the user's
            return self.when(replace(lead, value=replace(sub, subject=self.implicit(sub))), clause)
        if subj.pronoun == "you" and vg.verb and not vg.aux and not vg.modal and \
                self.v.lookup("events", vg.form) is None and len(items.items) == 1 and \
                self.is_this_card(items.items[0].value if items.items[0].kind == "np" else None):
            # "When you play this card": when this card is played (the event by the verb's lemma)
            events = [e for e in self.v.spellings("events") if self.lemma(e) == vg.verb]
            if events:
                return m.Trigger(self.need("events", events[0], vg.tok), clause)
        if subj.pronoun == "you" and vg.verb and not vg.aux and not vg.modal:
            np = items.np()
            if np is not None and np.det == "this" and not np.words and not np.rels and lead.extra == "when":
                # "When you flip this": "When this is flipped" (the event named by the verb's participle, for
                # the events the game's vocabulary says a card's own text names so: defaults "self_events")
                done = self.participle_event(vg)
                if done and done in self.v.defaults.get("self_events", "").split():
                    items.done("a trigger", lead.tok, [])
                    return m.WhenThis(done, clause)
            if np is None and not items.items and self.v.lookup("nouns", vg.verb) and self.v.lookup("events", "play") \
                    and self.v.lookup("verbs", vg.verb):
                # "When you block": "When you play a block" (a verb that is playing a card of that kind)
                vg, np = replace(vg, form="play"), P.NP(det="a", words=(_word(vg.verb, vg.tok),), tok=vg.tok,
                                                         text=f"a {vg.verb}")
            if np is not None and np.det == "this" and not np.words and not np.rels and vg.verb == "play" and \
                    self.v.defaults.get("bare_it"):  # "When you play this": the card, as the game names it
                det, _, noun = self.v.defaults["bare_it"].partition(" ")
                np = replace(np, det=det, words=(_word(noun, np.tok),), text=self.v.defaults["bare_it"])
            event = self.need("events", vg.form, vg.tok)
            np, cost = self.costing(np)
            nth = self.ordinal_np(np)  # "When you play the 2nd attack of a combo, ...": the Kth attack of it
            what, noun = ("nth", nth[2]) if nth else self.happening(np, lead.tok)
            if cost >= 0 and what != "any":
                raise self.error(f"'{np.text}' is not understood with a cost in a trigger", np.tok,
                                 ["a punch that costs 0"])
            word = {"whenever": "when"}.get(lead.extra, lead.extra)  # the same trigger (and the same facts)
            if word == "first_time":  # "The first time you play a kick each turn": your first kick each turn
                if what != "any" or not items.has("each_turn"):
                    raise self.error("'The first time you VERB a NOUN each turn' is understood", lead.tok,
                                     ["The first time you play a kick each turn"])
                what, word = "first", "when"
            because = None
            b = items.take("because")
            if b is not None:
                bs: P.Phrase = b.value
                bi = Items(self, flatten(bs.items))
                bn = bi.np()
                if bs.subject.pronoun != "you" or bn is None or bn.det not in ("a", "an"):
                    raise self.error("'because you VERB a NOUN' is understood", b.tok, ["because you played a punch"])
                bi.done("a reason", b.tok, [])
                # "because you play a punch": the cause as done, "because you played a punch" (the event of the verb's
                # past participle, where the game has one)
                because = (self.participle_event(bs.vg) or self.need("events", bs.vg.form, bs.vg.tok),
                           self.name("nouns", bn))
            each = items.take("each_turn") is not None
            items.done("a trigger", lead.tok, [])
            return m.WhenYou(word, event, what, noun, because, each, clause, cost,
                             nth=(nth[0], nth[1], nth[3]) if nth else None)
        verb = self.v.lookup("verbs", vg.form) if vg.verb and not (vg.aux or vg.modal or vg.negated or vg.only) else None
        agent = self.agent(subj, required=False) if subj is not None and not subj.pronoun else None
        forms = [f for f in self.v.categories.get("verbs", {}).get(verb or "", ()) if f.endswith("s")]
        if verb and agent is not None and agent.kind in ("the", "a") and forms and not items.items and \
                isinstance(clause, m.EndsPhase) and self.v.defaults.get("action_triggers") == "yes":
            # "When a player blocks, the combat phase ends." (a game whose rules act on it)
            return m.WhenDoes(agent, verb, forms[0], clause)
        if verb and agent is not None and agent.kind == "the" and forms and not items.items and \
                isinstance(clause, m.Draw) and self.v.defaults.get("action_triggers") == "yes":
            # "When the user counters, draw 1 card." (a game whose rules act on it)
            return m.WhenDoes(agent, verb, forms[0], clause)
        raise self.error("a trigger is understood as 'when X is EVENT' or 'when you VERB a NOUN'", lead.tok,
                         ["When this card is played", "When you play an attack"])

    def costing(self, np):
        """A noun phrase's printed-cost filter: "a 0 cost punch", "a punch that costs 0 [energy]" -> (the noun
        phrase without it, 0); (np, -1) without one."""
        if np is None:
            return np, -1
        costs = [w for w in np.words if isinstance(w, tuple) and w[0] == "cost"]
        if len(costs) == 1 and np.words[0] is costs[0]:  # "a 0 cost punch"
            return replace(np, words=np.words[1:]), costs[0][1]
        if len(costs) == 1 and np.words[-1] is costs[0] and len(np.words) > 1:  # "a punch with a cost of 0"
            return replace(np, words=np.words[:-1]), costs[0][1]
        that = [r for r in np.rels if r[0] == "that"]
        if len(that) == 1 and len(np.rels) == 1 and not costs:
            ph: P.Phrase = that[0][1]
            ti = Items(self, flatten(ph.items))
            amt = ti.take("amount", lambda it: it.value == "int")
            unit = ti.np()
            if ph.vg.verb == "cost" and not (ph.vg.modal or ph.vg.aux or ph.vg.negated or ph.vg.only) and amt and \
                    not ti.items and (unit is None or self.is_word(unit, *self.v.spellings("stats")) and
                                      self.v.lookup("stats", unit.text) == "energy"):
                return replace(np, rels=()), amt.extra
        return np, -1

    def participle_event(self, vg: P.VG) -> str:
        """The event a verb's past participle names ("flip" -> flipped), if the game has one."""
        for form in self.v.categories.get("verb_forms", {}).get(vg.verb, ()):
            if form.endswith("ed") and self.v.lookup("events", form):
                return self.v.lookup("events", form)
        return ""

    def happening(self, np, tok):
        if np is None or np.rels:
            raise self.error("a trigger names what happens: 'a NOUN', 'this NOUN', 'your first NOUN'", tok, [])
        words = self.words(np)
        if np.det in ("a", "an"):
            return "any", self.need("nouns", " ".join(words), np.tok)
        if np.det == "this":
            return "this", self.need("nouns", " ".join(words), np.tok)
        if np.det == "your" and words and words[0].lower() == "first":
            return "first", self.need("nouns", " ".join(words[1:]), np.tok)
        raise self.error(f"'{np.text}' is not understood in a trigger", np.tok, ["a NOUN", "this NOUN"])

    def priority_of(self, np: P.NP | None) -> str:
        """ "the variable counter's priority", "the priority of the variable counter": the class whose priority a noun
        phrase names (vocabulary "priority_outcome_classes"), or ""."""
        if np is None or np.det != "the" or np.pronoun or np.only:
            return ""
        words = [str(w).lower().replace("’", "'") for w in np.words]
        if words[-1:] == ["priority"] and not np.rels and len(words) >= 2 and words[-2].endswith("'s"):
            cls = self.v.lookup("attack_classes", " ".join(words[:-2] + [words[-2][:-2]]))
        elif words == ["priority"] and len(np.rels) == 1 and np.rels[0][0] == "of" and np.rels[0][1].det == "the" \
                and not np.rels[0][1].rels:
            cls = self.v.lookup("attack_classes", " ".join(str(w) for w in np.rels[0][1].words))
        else:
            return ""
        return cls if cls and cls in self.v.defaults.get("priority_outcome_classes", "").split() else ""

    def dodge_event(self, sub) -> bool:
        """ "a dodge succeeds": the event of a successful dodge (the game's reply events)."""
        return isinstance(sub, P.Phrase) and sub.subject is not None and sub.vg is not None and not sub.items and \
            sub.subject.det in ("a", "the") and not sub.subject.rels and \
            [str(w).lower() for w in sub.subject.words] == ["dodge"] and sub.vg.verb == "succeed" and \
            not (sub.vg.modal or sub.vg.negated or sub.vg.only or sub.vg.aux) and \
            "dodge" in self.v.defaults.get("reply_events", "").split()

    def own_phase(self, np: P.NP) -> bool:
        """ "the attacker's combat phase", "the opponent's combat phase", "the combat phase"."""
        words = [str(w).lower().replace("’", "'") for w in np.words]
        return np.det in ("the", "") and not np.rels and (words in (["attacker's", "combat", "phase"],
                                                                  ["opponent's", "combat", "phase"]) or
                                                        np.det == "the" and words == ["combat", "phase"])

    def phase_ends(self, body: P.Phrase, is_phase) -> bool | None:
        """An outcome's tail: False with none, True for "and PHASE ends / is over" (``is_phase`` tells the phase's
        noun phrase), None for anything else."""
        if not body.items:
            return False
        if len(body.items) != 1 or not isinstance(body.items[0], P.Item) or body.items[0].kind != "and_sub" or \
                not isinstance(body.items[0].value, P.Phrase):
            return None
        ph = body.items[0].value
        pv, ps = ph.vg, ph.subject
        over = len(ph.items) == 1 and isinstance(ph.items[0], P.NP) and not ph.items[0].det and \
            not ph.items[0].rels and [str(w).lower() for w in ph.items[0].words] == ["over"]
        if pv is not None and ps is not None and is_phase(ps) and not (pv.modal or pv.negated or pv.only) and \
                (pv.verb == "end" and not pv.aux and not ph.items or pv.aux == "be" and not pv.verb and over):
            return True
        return None

    def dodge_outcome(self, body: P.Phrase, tok) -> m.Clause:
        """ "the attack is avoided [and the attacker's combat phase ends / is over]": what a successful dodge does,
        and whether the attacker's combat phase ends with it."""
        vg, subj = body.vg, body.subject
        ok = vg is not None and subj is not None and vg.aux == "be" and vg.verb == "avoid" and \
            not (vg.modal or vg.negated or vg.only) and subj.det == "the" and not subj.rels and \
            self.is_word(replace(subj, det=""), "attack")
        # "and the attacker's combat phase ends / is over"
        ends = self.phase_ends(body, lambda ps: self.own_phase(ps) and ps.det == "the") if ok else None
        if ends is None:
            raise self.error("a dodge's outcome is understood as 'When a dodge succeeds, the attack is avoided [and the "
                             "attacker's combat phase ends]'", vg.tok if vg is not None else tok,
                             ["When a dodge succeeds, the attack is avoided and the attacker's combat phase ends"])
        return m.DodgeOutcome(ends)

    def tech_hit_event(self, sub) -> bool:
        """ "a throw is tech hit", "the defender tech hits": the event of a tech hit on a throw."""
        if not isinstance(sub, P.Phrase) or sub.subject is None or sub.vg is None or sub.items or \
                self.v.lookup("verbs", sub.vg.form) != "tech_hit" or sub.vg.modal or sub.vg.negated or sub.vg.only:
            return False
        subj = sub.subject
        if sub.vg.aux == "be":  # "a throw is tech hit"
            return subj.det in ("a", "the") and self.attack_class(replace(subj, det="", text=subj.text.split(" ", 1)[-1])) \
                == "throw" and not subj.rels
        return not sub.vg.aux and " ".join(subj.text.lower().split()) in ("the defender", "the defending character")

    def tech_hit_negates(self, ph: P.Phrase) -> m.Clause:
        """ "A tech hit negates the throw [and ends the combat phase]": "When a throw is tech hit, it is negated [and the
        combat phase ends]"."""
        vg = ph.vg
        its = list(ph.items)
        ends = None
        if not (vg.modal or vg.negated or vg.only or vg.aux) and its and isinstance(its[0], P.NP) and \
                its[0].det == "the" and not its[0].rels and self.is_word(replace(its[0], det=""), "throw"):
            if len(its) == 1:
                ends = False
            elif len(its) == 2 and isinstance(its[1], P.Item) and its[1].kind == "and" and \
                    isinstance(its[1].value, P.Phrase):
                a = its[1].value
                obj = a.items[0] if len(a.items) == 1 and isinstance(a.items[0], P.NP) else None
                if a.vg is not None and a.vg.verb == "end" and not (a.vg.modal or a.vg.negated or a.vg.only or
                                                                    a.vg.aux) and obj is not None and \
                        obj.det == "the" and not obj.rels and self.is_word(replace(obj, det=""), "combat phase"):
                    ends = True
        if ends is None:
            raise self.error("a tech hit's outcome is understood as 'A tech hit negates the throw [and ends the combat "
                             "phase]'", vg.tok, ["A tech hit negates the throw and ends the combat phase"])
        return m.TechHitOutcome(ends)

    def tech_hit_outcome(self, lead: P.Item, body: P.Phrase) -> m.Clause:
        """ "When a throw is tech hit / If the defender tech hits, it / the throw is negated [and the combat phase ends /
        is over]": what a tech hit does to the throw, and whether the thrower's combat phase ends with it."""
        expected = ["When a throw is tech hit, it is negated and the combat phase ends"]
        vg, subj = body.vg, body.subject
        thrown = lead.value.vg.aux == "be"
        ok = vg is not None and subj is not None and vg.aux == "be" and vg.verb == "negate" and \
            not (vg.modal or vg.negated or vg.only) and not subj.rels and \
            ((subj.pronoun == "it" and thrown) or subj.det == "the" and self.is_word(replace(subj, det=""), "throw"))
        # "and the combat phase ends / is over"
        ends = self.phase_ends(body, lambda ps: ps.det == "the" and not ps.rels and
                               self.is_word(replace(ps, det=""), "combat phase")) if ok else None
        if ends is None:
            raise self.error("a tech hit's outcome is understood as 'When a throw is tech hit, it is negated [and the "
                             "combat phase ends]'", vg.tok if vg is not None else lead.tok, expected)
        return m.TechHitOutcome(ends)

    def each_extra_rank(self, np) -> str:
        """ "each additional Queen", "every extra King": the rank of the extra cards a move's text counts one by one
        (a move printed with "up to N additional" cards), or ""."""
        if not isinstance(np, P.NP) or np.det not in ("each", "every") or np.rels or np.pronoun or np.only or \
                len(np.words) != 2 or len(np.plain()) != 2 or "ranks" not in self.v.categories or \
                str(np.words[0]).lower() not in ("additional", "extra"):
            return ""
        return self.v.lookup("ranks", str(np.words[1])) or ""

    def extra_added(self, sub) -> tuple[int, str] | None:
        """ "an additional King is added", "one more King is added", "another King is added": (1, the rank) of the extra
        card a move's text asks for (as "With 1 additional King"), or None."""
        if not isinstance(sub, P.Phrase) or sub.subject is None or sub.vg is None or sub.items or \
                "ranks" not in self.v.categories:
            return None
        vg, np = sub.vg, sub.subject
        words = [str(w).lower() for w in np.words]
        if vg.aux != "be" or vg.verb != "add" or vg.modal or vg.negated or vg.only or np.rels or np.pronoun or \
                np.only or len(np.words) != len(np.plain()):
            return None
        if np.det in ("an", "a", "one") and len(words) == 2 and words[0] in ("additional", "more", "extra") or \
                np.det == "another" and len(words) == 1:
            rank = self.v.lookup("ranks", str(np.words[-1]))
            return (1, rank) if rank else None
        return None

    def priority_had(self, sub) -> tuple[str, P.Phrase] | None:
        """ "the variable counter has the higher / a lower / higher priority": (its class, the same condition as "the
        variable counter's priority is higher / lower"), or None (classes: vocabulary "priority_outcome_classes")."""
        if not isinstance(sub, P.Phrase) or sub.subject is None or sub.vg is None or len(sub.items) != 1 or \
                not isinstance(sub.items[0], P.NP):
            return None
        vg, subj, obj = sub.vg, sub.subject, sub.items[0]
        if vg.aux != "have" or vg.verb or vg.modal or vg.negated or vg.only or subj.det not in ("the", "a") or \
                subj.rels or subj.pronoun or obj.det not in ("the", "a", "") or obj.rels or obj.pronoun or obj.only:
            return None
        cls = self.attack_class(replace(subj, det="", text=subj.text.split(" ", 1)[-1]))
        words = [str(w).lower() for w in obj.words]
        if not cls or cls not in self.v.defaults.get("priority_outcome_classes", "").split() or \
                len(words) != 2 or words[1] != "priority" or words[0] not in ("higher", "lower"):
            return None
        at = obj.words[0]
        if words[0] == "higher":
            return cls, P.Phrase(subj, P.VG(aux="be", tok=vg.tok), [P.NP(words=(at,), tok=at, text=str(at))], sub.tok)
        return cls, P.Phrase(subj, P.VG(aux="be", verb="lower", form="lower", tok=at), [], sub.tok)

    def damage_dealt_by(self, np: P.NP) -> str:
        """ "the damage dealt by the variable counter": the class of the attack whose damage a noun phrase names, or
        ""."""
        by = np.rels[0][2] if len(np.rels) == 1 and np.rels[0][:2] == ("pp", "by") else None
        if np.det != "the" or by is None or [str(w).lower() for w in np.words] != ["damage", "dealt"] or \
                by.det != "the" or by.rels:
            return ""
        return self.v.lookup("attack_classes", " ".join(str(w) for w in by.words)) or ""

    def priority_hit(self, cls: str, sub: P.Phrase, body) -> m.Clause:
        """ "If the variable counter's priority is higher, the opponent's active character takes its damage.": who
        takes an attack of the class's damage when its priority is higher than the attack it answers."""
        vg = sub.vg
        expected = ["If the variable counter's priority is higher, the opponent's active character takes its damage"]
        higher = sub.items[0] if len(sub.items) == 1 and isinstance(sub.items[0], P.NP) else None
        if len(sub.items) == 2 and all(isinstance(x, P.NP) for x in sub.items) and not sub.items[0].det and \
                not sub.items[0].rels and [str(w).lower() for w in sub.items[0].words] == ["higher", "than"]:
            # "... is higher than the priority of the opponent's attack": than the attack it answers
            other = sub.items[1]
            of = other.rels[0][1] if len(other.rels) == 1 and other.rels[0][0] == "of" else None
            if other.det == "the" and [str(w).lower() for w in other.words] == ["priority"] and of is not None and \
                    of.det == "the" and not of.rels and \
                    [str(w).lower().replace("’", "'") for w in of.words] in (["attack"], ["opponent's", "attack"]):
                higher = replace(sub.items[0], words=sub.items[0].words[:1], text="higher")
        who = ""
        if isinstance(body, P.Phrase) and body.vg is not None and body.subject is not None and \
                body.vg.verb == "go" and body.subject.det == "its" and not body.subject.rels and \
                self.is_word(body.subject, "damage") and len(body.items) == 1 and \
                isinstance(body.items[0], P.Item) and body.items[0].kind == "pp" and body.items[0].value == "to":
            # "its damage goes to the opponent's active character": that character takes its damage
            body = P.Phrase(body.items[0].extra, replace(body.vg, verb="take", form="takes"), [body.subject], body.tok)
        if isinstance(body, P.Phrase) and body.vg is not None and body.subject is not None:
            bv, bs = body.vg, body.subject
            obj = body.items[0] if len(body.items) == 1 and isinstance(body.items[0], P.NP) else None
            words = [str(w).lower().replace("’", "'") for w in bs.words]
            if bv.verb == "take" and not (bv.modal or bv.negated or bv.only or bv.aux) and bs.det == "the" and \
                    not bs.rels and words[:1] == ["opponent's"] and words[1:] in (["active", "character"],
                                                                                 ["inactive", "character"]) and \
                    obj is not None and (obj.det == "its" and not obj.rels and self.is_word(obj, "damage") or
                                         self.damage_dealt_by(obj) == cls):
                who = words[1]  # "its damage", "the damage dealt by the variable counter"
        if vg is not None and vg.aux == "be" and vg.verb == "lower" and not (vg.modal or vg.negated or vg.only):
            return self.priority_lower(cls, sub, body)
        if not (vg is not None and vg.aux == "be" and not vg.verb and not (vg.modal or vg.negated or vg.only) and
                higher is not None and not higher.det and not higher.rels and
                [str(w).lower() for w in higher.words] == ["higher"] and who):
            raise self.error("a priority's outcome is understood as 'If the variable counter's priority is higher, the "
                             "opponent's active character takes its damage'", sub.tok, expected)
        return m.PriorityHit(cls, who)

    def priority_lower(self, cls: str, sub: P.Phrase, body) -> m.Clause:
        """ "If the variable counter's priority is lower [than the priority of the opponent's attack], the character
        using it / the active character takes the attack's damage": who takes the answered attack's damage when the
        answering attack's priority is lower (its user, or the active character the attack was made against)."""
        expected = ["If the variable counter's priority is lower, the character using it takes the attack's damage"]
        low = lambda x: [str(w).lower().replace("’", "'") for w in x.words]  # noqa: E731
        attack = lambda x: x.det == "the" and not x.rels and low(x) in (["attack"], ["opponent's", "attack"])  # noqa: E731
        ok = not sub.items
        if len(sub.items) == 2 and all(isinstance(x, P.NP) for x in sub.items) and not sub.items[0].det and \
                not sub.items[0].rels and low(sub.items[0]) == ["than"]:
            # "... is lower than the priority of the opponent's attack": than the attack it answers
            other = sub.items[1]
            ok = other.det == "the" and low(other) == ["priority"] and len(other.rels) == 1 and \
                other.rels[0][0] == "of" and attack(other.rels[0][1])
        who = ""
        if ok and isinstance(body, P.Phrase) and body.vg is not None and body.subject is not None and \
                len(body.items) == 1 and isinstance(body.items[0], P.NP):
            bv, bs, obj = body.vg, body.subject, body.items[0]
            damage = obj.det == "the" and (not obj.rels and low(obj) in (["attack's", "damage"],
                                                                         ["opponent's", "attack's", "damage"],
                                                                         ["attack", "damage"],
                                                                         ["opponent's", "attack", "damage"]) or
                                           low(obj) == ["damage"] and len(obj.rels) == 1 and obj.rels[0][0] == "of" and
                                           attack(obj.rels[0][1]))
            using = bs.rels[0][1] if len(bs.rels) == 1 and bs.rels[0][0] == "using" else None
            if bv.verb == "take" and not (bv.modal or bv.negated or bv.only or bv.aux) and damage and \
                    bs.det == "its" and not bs.pronoun and not bs.rels and low(bs) == ["user"]:
                who = "user"  # "its user": the answering attack's
            elif bv.verb == "take" and not (bv.modal or bv.negated or bv.only or bv.aux) and damage and \
                    bs.det == "the" and not bs.pronoun:
                if using is not None and low(bs) == ["character"] and \
                        (using.pronoun == "it" and not using.rels or
                         using.det == "the" and not using.rels and
                         self.attack_class(replace(using, det="", text=using.text.split(" ", 1)[-1])) == cls):
                    who = "user"  # "the character using it / the variable counter"
                elif not bs.rels and low(bs) == ["active", "character"]:
                    who = "active"
        if not who:
            raise self.error("a lower priority's outcome is understood as 'If the variable counter's priority is "
                             "lower, the character using it / the active character takes the attack's damage'",
                             sub.tok, expected)
        return m.PriorityHit(cls, who, "lower")

    def drawn_after_ko(self, sub: P.Phrase, body) -> m.Clause:
        """ "If a Joker is drawn after a character is KOed, it may be put into the super meter as a 10.": a rank drawn
        once a character is KOed may go into a zone of the game (vocabulary "capacity_zones"), counting N."""
        expected = ["If a Joker is drawn after a character is KOed, it may be put into the super meter as a 10"]
        vg = sub.vg
        after = sub.items[0] if len(sub.items) == 1 and isinstance(sub.items[0], P.Item) and \
            sub.items[0].kind == "after_event" else None
        ko = after.value if after is not None else None
        ok = vg is not None and vg.aux == "be" and vg.verb == "draw" and not (vg.modal or vg.negated or vg.only) and \
            isinstance(ko, P.Phrase) and ko.subject is not None and ko.subject.det == "a" and not ko.subject.rels and \
            self.is_word(ko.subject, "character") and ko.vg is not None and ko.vg.aux == "be" and \
            not (ko.vg.modal or ko.vg.negated or ko.vg.only)
        if ok:  # "is KOed" (the word the battles are won by, win_when)
            ok = not ko.vg.verb and len(ko.items) == 1 and isinstance(ko.items[0], P.NP) and not ko.items[0].det \
                and not ko.items[0].rels and self.is_word(ko.items[0], "koed", "ko'd", "kod")
        zone, value = "", None
        if ok and isinstance(body, P.Phrase) and body.vg is not None and body.subject is not None:
            bv = body.vg
            into = body.items[0] if len(body.items) == 1 and isinstance(body.items[0], P.Item) and \
                body.items[0].kind == "pp" and body.items[0].value == "into" else None
            if body.subject.pronoun == "it" and not body.subject.rels and bv.modal in ("may", "can") and \
                    bv.aux == "be" and self.puts(bv.verb) and bv.verb == "put" and \
                    not (bv.negated or bv.only) and into is not None:
                np = into.extra
                num = [r for r in np.rels if r[0] == "pp_number" and r[1] == "as"]
                if len(np.rels) == 1 and num:
                    zone = self.capacity_zone(replace(np, rels=()))
                    value = num[0][2]
        rank = self.rank_of(sub.subject)
        if not (ok and rank and zone and isinstance(value, int) and value > 0):
            raise self.error("a card drawn after a KO is understood as 'If a Joker is drawn after a character is "
                             "KOed, it may be put into the super meter as a 10'", sub.tok, expected)
        return m.DrawnAfterKo(rank, zone, value)

    def dodge_if(self, sub: P.Phrase, body) -> m.Clause | None:
        """ "If the value of the card is equal to or lower than the dodging character's agility, the opponent's attack
        is avoided.": "A dodge succeeds if the flipped card is equal to or lower than the character's agility"; None
        when the sentence is not that (its body is not "the attack is avoided")."""
        if isinstance(body, P.Phrase) and body.subject is not None and body.subject.pronoun == "you" and \
                not body.subject.rels and body.vg is not None and body.vg.verb == "dodge" and \
                not (body.vg.modal or body.vg.negated or body.vg.only or body.vg.aux) and len(body.items) == 1 and \
                isinstance(body.items[0], P.NP) and body.items[0].det == "the" and not body.items[0].rels and \
                self.is_word(replace(body.items[0], det=""), "attack"):
            # "..., you dodge the attack": the attack is avoided
            body = P.Phrase(replace(body.items[0], det="the"), P.VG(aux="be", verb="avoid", form="avoided",
                                                                  tok=body.vg.tok), [], body.tok)
        if not (isinstance(body, P.Phrase) and body.subject is not None and body.vg is not None and
                body.subject.det == "the" and not body.subject.rels and
                [str(w).lower().replace("’", "'") for w in body.subject.words] in (["attack"], ["opponent's", "attack"])
                and body.vg.aux == "be" and not (body.vg.modal or body.vg.negated or body.vg.only)):
            return None
        avoided = body.vg.verb == "avoid" and not body.items or not body.vg.verb and len(body.items) == 1 and \
            isinstance(body.items[0], P.NP) and not body.items[0].det and self.is_word(body.items[0], "avoided")
        its = sub.items
        if len(its) == 3 and all(isinstance(x, P.NP) for x in its) and its[1].det == "the" and not its[1].rels and \
                [str(w).lower() for w in its[1].words] == ["dodging"] and not its[2].det:
            # "the dodging character's agility" (the lexer starts a noun phrase at "character's")
            sub = replace(sub, items=[its[0], replace(its[2], det="the", words=its[1].words + its[2].words,
                                                      text=f"the dodging {its[2].text}")])
        card = sub.subject
        of = card.rels[0][1] if card is not None and len(card.rels) == 1 and card.rels[0][0] == "of" else None
        if avoided and card is not None and card.det == "the" and (
                not card.rels and self.is_word(card, "flipped card") or
                of is not None and [str(w).lower() for w in card.words] == ["value"] and of.det == "the" and
                not of.rels and (self.is_word(of, "flipped card") or self.is_word(of, "card"))):
            phrase = P.Phrase(P.NP(det="a", words=(_word("dodge", card.tok),), tok=card.tok, text="a dodge"),
                              P.VG(verb="succeed", form="succeeds", tok=body.vg.tok),
                              [P.Item("if", replace(sub, subject=P.NP(det="the", words=(
                                  _word("flipped", card.tok), _word("card", card.tok)), tok=card.tok,
                                  text="the flipped card")), tok=sub.tok)], sub.tok)
            return self.v_succeed(phrase, Items(self, phrase.items))
        return None

    def class_if(self, sub: P.Phrase, body) -> m.Clause | None:
        """ "If a move has range, it may only be negated by another ranged attack ...": "A move with range can only be
        negated by a ranged attack ..." (a rule on what may negate a class, said of "it"); None when not that."""
        vg = sub.vg
        if not (isinstance(body, P.Phrase) and body.subject is not None and body.subject.pronoun == "it" and
                not body.subject.rels and body.vg is not None and body.vg.verb == "negate" and body.vg.only and
                vg is not None and vg.aux == "have" and not (vg.verb or vg.modal or vg.negated or vg.only) and
                sub.subject is not None and sub.subject.det == "a" and not sub.subject.rels and
                len(sub.items) == 1 and isinstance(sub.items[0], P.NP) and not sub.items[0].det and
                not sub.items[0].rels):
            return None
        has = sub.items[0]
        subject = replace(sub.subject, rels=(("with", has),), text=f"{sub.subject.text} with {has.text}")
        if not self.attack_class(subject):
            return None
        items = []
        for it in body.items:  # "by another ranged attack": by a ranged attack (another than the negated one)
            if isinstance(it, P.Item) and it.kind == "pp" and it.value == "by" and isinstance(it.extra, P.NP) and \
                    it.extra.det == "another":
                text = it.extra.text.split(" ", 1)[1] if " " in it.extra.text else it.extra.text
                it = replace(it, extra=replace(it.extra, det="a", text=f"a {text}"))
            items.append(it)
        return self.b._clause(replace(body, subject=subject, items=items))

    def ko_in_mode(self, sub) -> P.NP | None:
        """ "a character is KOed in a tag battle": the battle's noun phrase (vocabulary "battle_modes"), or None."""
        if not isinstance(sub, P.Phrase) or sub.subject is None or sub.vg is None or len(sub.items) != 1 or \
                not isinstance(sub.items[0], P.NP) or "battle_modes" not in self.v.categories:
            return None
        vg, subj, st = sub.vg, sub.subject, sub.items[0]
        if vg.aux != "be" or vg.verb or vg.modal or vg.negated or vg.only or subj.det != "a" or subj.rels or \
                [str(w).lower() for w in subj.words] != ["character"] or st.det or len(st.words) != 1 or \
                str(st.words[0]).lower() != "koed" or len(st.rels) != 1 or st.rels[0][0] != "in":
            return None
        mode = st.rels[0][1]
        return mode if self.v.lookup("battle_modes", mode.text) and not mode.rels else None

    def ko_removed_when(self, lead: P.Item, body: P.Phrase) -> m.Clause:
        """ "When a character is KOed in a tag battle, it is removed from the game / remove it from the game": "In a tag
        battle, a KOed character is removed from the game"."""
        mode = self.ko_in_mode(lead.value)
        vg, subj = body.vg, body.subject
        expected = ["When a character is KOed in a tag battle, it is removed from the game"]
        frm = None
        if vg is not None and not (vg.modal or vg.only or vg.negated) and vg.verb == "remove":
            if subj is not None and subj.pronoun == "it" and not subj.rels and vg.aux == "be" and \
                    len(body.items) == 1 and isinstance(body.items[0], P.Item) and body.items[0].kind == "pp" and \
                    body.items[0].value == "from":
                frm = body.items[0].extra  # "it is removed from the game"
            elif subj is None and not vg.aux and len(body.items) == 1 and isinstance(body.items[0], P.NP) and \
                    body.items[0].pronoun == "it" and len(body.items[0].rels) == 1 and \
                    body.items[0].rels[0][:2] == ("pp", "from"):
                frm = body.items[0].rels[0][2]  # "remove it from the game"
        if frm is None or frm.det != "the" or frm.rels or not self.is_word(frm, "game"):
            raise self.error("a KO's removal is understood as 'When a character is KOed in a tag battle, it is removed "
                             "from the game'", vg.tok if vg is not None else lead.tok, expected)
        return m.KoRemoved(self.v.lookup("battle_modes", mode.text), True)

    def ko_removed(self, lead: P.Item, body: P.Phrase) -> m.Clause:
        """ "In a tag battle, a KOed character is (not) removed from the game.": whether a KOed character of a kind of
        battle (vocabulary "battle_modes") leaves the game."""
        vg, subj = body.vg, body.subject
        mode = self.v.lookup("battle_modes", lead.extra.text) if not lead.extra.rels else None
        frm = body.items[0] if len(body.items) == 1 and isinstance(body.items[0], P.Item) and \
            body.items[0].kind == "pp" and body.items[0].value == "from" else None
        if not (mode and subj is not None and subj.det == "a" and not subj.rels and
                [str(w).lower() for w in subj.words] == ["koed", "character"] and vg.aux == "be" and
                not (vg.modal or vg.only) and frm is not None and frm.extra.det == "the" and not frm.extra.rels and
                self.is_word(frm.extra, "game")):
            raise self.error("a KO's removal is understood as 'In a tag battle, a KOed character is (not) removed from "
                             "the game'", vg.tok, ["In a tag battle, a KOed character is removed from the game"])
        return m.KoRemoved(mode, not vg.negated)

    def search_shuffle(self, sub: P.Phrase, body) -> m.Clause | None:
        """ "If the draw pile is searched, it is (not) shuffled afterwards.": whether a searched zone of the game
        (vocabulary "shuffled_zones") is shuffled after; None when the condition is not "ZONE is searched"."""
        vg = sub.vg
        words = lambda np: [str(w).lower() for w in np.words]  # noqa: E731
        if not (sub.subject is not None and sub.subject.det == "the" and not sub.subject.rels and vg is not None and
                vg.aux == "be" and not vg.verb and len(sub.items) == 1 and isinstance(sub.items[0], P.NP) and
                not sub.items[0].det and not sub.items[0].rels and words(sub.items[0]) == ["searched"]):
            return None
        zone = self.v.lookup("zones", " ".join(str(w) for w in sub.subject.words))
        zone = "deck" if " ".join(words(sub.subject)) == "draw pile" else zone
        bv = body.vg if isinstance(body, P.Phrase) else None
        obj = body.items[0] if bv is not None and len(body.items) == 1 and isinstance(body.items[0], P.NP) else None
        if not (zone in self.v.defaults.get("shuffled_zones", "").split() and not (vg.modal or vg.negated or vg.only)
                and bv is not None and body.subject is not None and body.subject.pronoun == "it" and
                not body.subject.rels and bv.aux == "be" and not bv.verb and not (bv.modal or bv.only) and
                obj is not None and not obj.det and not obj.rels and words(obj) == ["shuffled", "afterwards"]):
            raise self.error("a search is understood as 'If the draw pile is searched, it is (not) shuffled "
                             "afterwards'", sub.tok, ["If the draw pile is searched, it is shuffled afterwards"])
        return m.SearchShuffle(zone, not bv.negated)

    def attack_lands(self, sub: P.Phrase) -> bool:
        """ "the attack is successful", "it hits", "this move hits": the condition of a move's own damage (a move's
        damage is dealt when it lands: the condition adds nothing)."""
        subj, vg = sub.subject, sub.vg
        if subj is None or vg is None or vg.modal or vg.negated or vg.only or subj.rels or \
                not (subj.pronoun == "it" or subj.det in ("the", "this") and self.is_word(replace(subj, det=""),
                                                                                       "attack", "move")):
            return False
        words = [str(w).lower() for w in sub.items[0].plain()] if len(sub.items) == 1 and \
            isinstance(sub.items[0], P.NP) and not sub.items[0].det and not sub.items[0].rels else []
        return vg.aux == "be" and not vg.verb and words == ["successful"] or \
            not vg.aux and not sub.items and (vg.form or "").lower() in ("hits", "lands")

    def own_event(self, sub: P.Phrase) -> P.Phrase | None:
        """A condition on what the card's own text does, as the event the game's rules name: "if this move deals
        damage", "if it damages the target" are "if the target is damaged" (the game's vocabulary "own_events":
        'VERB [OBJECT]=WHO EVENT; ...'); None when the condition is not one of them."""
        table = self.v.defaults.get("own_events", "")
        subj, vg = sub.subject, sub.vg
        if not table or subj is None or vg is None or vg.modal or vg.negated or vg.only or vg.aux or not vg.verb:
            return None
        noun = self.v.defaults.get("self_noun", "")
        own = subj.pronoun == "it" and not subj.rels or \
            subj.det == "this" and not subj.rels and [w.lower() for w in subj.plain()] == [noun] and \
            len(subj.words) == 1
        its = flatten(sub.items)
        if not own or len(its) > 1 or its and (its[0].kind != "np" or its[0].value.pronoun or its[0].value.rels):
            return None
        said = " ".join([vg.verb, *([its[0].value.det] if its and its[0].value.det else []),
                         *([w.lower() for w in its[0].value.plain()] if its else [])])
        for entry in table.split(";"):
            key, _, meant = entry.strip().partition("=")
            if key.strip().lower() != said:
                continue
            who, _, form = meant.strip().rpartition(" ")
            det, _, word = who.partition(" ")
            np = P.NP(det=det, words=(_word(word, subj.tok),), tok=subj.tok, text=who)
            return P.Phrase(np, P.VG(aux="be", verb=vg.verb, form=form, tok=vg.tok), [], sub.tok)
        return None

    def once(self, lead: P.Item, clause) -> m.Clause:
        """ "Once per turn, when your punch is blocked, draw a card.": a triggered text used only the first time its
        trigger is met in a period of the game (the game's vocabulary "periods")."""
        period = self.need("periods", str(lead.value), lead.value)
        if not isinstance(clause, (m.Trigger, m.WhenYou)):
            raise self.error("'once per PERIOD, ...' is understood before a trigger: 'Once per turn, when ..., ...'",
                             lead.tok, ["Once per turn, when your punch is blocked, draw a card"])
        return m.Once(period, clause)

    def own_action(self, sub: P.Phrase, clause) -> m.Clause | None:
        """ "If this blocks a punch, ...": a condition on what the card itself does to a card of a kind (the verbs
        the game's vocabulary says its cards' own texts name so: defaults "own_actions"); "If the blocked attack is a
        punch" is the same (the card the text's card acts on, named by the verb's participle); None otherwise."""
        subj, vg = sub.subject, sub.vg
        if subj is None or vg is None or vg.modal or vg.negated or vg.only:
            return None
        verbs = self.v.defaults.get("own_actions", "").split()
        done = self.acted_on(subj, verbs) if vg.aux == "be" and not vg.verb else ""
        if not done and not (self.is_this_card(subj) and not vg.aux and vg.verb in verbs):
            return None
        verb = done or vg.verb
        form = next((f for f in self.v.categories.get("verb_forms", {}).get(verb, ()) if f.endswith("s")), verb)
        items = Items(self, flatten(sub.items))
        np = items.np()
        if np is None or np.det not in ("a", "an") or np.rels:
            raise self.error(f"'this {form}' is understood with what it is done to: 'If this {form} a NOUN, ...'",
                             (vg.tok or sub.tok), [f"If this {form} a punch, draw a card"])
        items.done("a condition", sub.tok, [f"If this {form} a punch, draw a card"])
        return m.IfThis(self.need("events", verb, vg.tok or sub.tok), form, self.name("nouns", np), clause)

    def acted_on(self, np: P.NP, verbs: list[str]) -> str:
        """ "the blocked attack": the card the text's own card acts on, by the participle of one of ``verbs`` before a
        noun of the game; the verb, or ""."""
        words = [w.lower() for w in np.plain()]
        if np.det != "the" or np.rels or np.pronoun or len(words) != 2 or len(np.words) != 2 or \
                not self.v.lookup("nouns", words[1]):
            return ""
        return next((v for v in verbs for f in self.v.categories.get("verb_forms", {}).get(v, ())
                     if f.endswith("ed") and f == words[0]), "")

    def instead_of_own(self, own: m.IfThis, body):
        """ "If this blocks a kick, draw 2 cards instead.": the conditional effect replaces the card's own effect of
        the same kind (read where the game's rules read it); the body without its "instead"."""
        if not isinstance(body, P.Phrase):
            return own, body
        kept = [it for it in body.items if not (isinstance(it, P.Item) and it.kind == "instead")]
        if len(kept) == len(body.items):
            return own, body
        return replace(own, instead=True), replace(body, items=kept)

    def if_clause(self, sub: P.Phrase, body) -> m.Clause:
        if self.v.defaults.get("damage_roles") and self.attack_lands(sub):
            # "If the attack is successful, 8 damage is dealt to the opposing character.": the move's damage
            clause = self.b._clause(body) if isinstance(body, P.Phrase) else body
            if isinstance(clause, m.Deal) and clause.group in self.v.defaults["damage_roles"].split():
                return clause
            raise self.error("'If the attack is successful, ...' is understood before the damage the move deals to the "
                             "opponent", sub.tok, ["If the attack is successful, 8 damage is dealt to the opponent"])
        nth = self.nth_if(sub, body)
        if nth is not None:  # "If this attack is the 2nd attack of a combo, it does +2 damage."
            return nth
        doing = self.doing_if(sub, body)
        if doing is not None:  # "If the opponent is blocking, deal 3 more damage."
            return doing
        used = self.used_to_if(sub, body)
        if used is not None:  # "If this move is used to end a combo, it does +4 damage."
            return used
        own = self.own_action(sub, None)
        if own is not None:  # "If this blocks a punch, draw a card."
            own, body = self.instead_of_own(own, body)
            return replace(own, clause=self.b._clause(body))
        event = self.own_event(sub)
        if event is not None:  # "If this move deals damage, ...": "When the target is damaged, ..."
            return self.when(P.Item("when", event, "when", tok=sub.tok), self.b._clause(body))
        shuffle = self.search_shuffle(sub, body) if "shuffled_zones" in self.v.defaults else None
        if shuffle is not None:
            return shuffle
        negation = self.class_if(sub, body) if "attack_classes" in self.v.categories else None
        if negation is not None:
            return negation
        dodge = self.dodge_if(sub, body) if "flipped_card" in self.v.categories.get("nouns", {}) else None
        if dodge is not None:
            return dodge
        if any(isinstance(it, P.Item) and it.kind == "after_event" for it in sub.items):
            return self.drawn_after_ko(sub, body)
        if sub.subject is not None and self.priority_of(sub.subject):
            return self.priority_hit(self.priority_of(sub.subject), sub, body)
        if isinstance(body, P.Phrase) and any(isinstance(it, P.Item) and it.kind == "at_next_turn"
                                              for it in body.items):
            body = self.b._clause(body)  # "the block card returns to the hand at the start of your next turn"
        if isinstance(body, m.BlockCardLater) or sub.vg is not None and sub.vg.modal == "do":
            # "If the opponent does not attack, the block card returns to the hand at the start of your next turn."
            vg = sub.vg
            if isinstance(body, m.BlockCardLater) and vg is not None and vg.modal == "do" and vg.negated and \
                    vg.verb == "attack" and not vg.only and not vg.aux and not sub.items and \
                    sub.subject is not None and sub.subject.det == "the" and not sub.subject.rels and \
                    self.is_word(sub.subject, "opponent"):
                return m.BlockUnattacked(body.dest)
            raise self.error("a block not attacked is understood as 'If the opponent does not attack, the block card "
                             "returns to the hand at the start of your next turn'", sub.tok,
                             ["If the opponent does not attack, the block card returns to the hand at the start of "
                              "your next turn"])
        if isinstance(body, P.Phrase) and body.vg is not None and body.vg.verb == "discard" and \
                self.attack_class(body.subject) and sub.subject is not None and sub.vg is not None and \
                sub.vg.verb == "block" and sub.vg.aux == "be" and "card_uses" in self.v.categories:
            # "If the opponent is blocking, a throw discards the block card.": where the block card goes against
            # the class ("When a throw is made against a blocking character, the block card is discarded.")
            vg, obj = body.vg, body.items[0] if len(body.items) == 1 else None
            if not (vg.modal or vg.negated or vg.only or vg.aux or sub.vg.modal or sub.vg.negated or sub.items) and \
                    isinstance(obj, P.NP) and self.card_use(obj) == "block" and obj.det == "the" and \
                    sub.subject.det == "the" and not sub.subject.rels and self.is_word(sub.subject, "opponent"):
                return m.BlockClass(self.attack_class(body.subject), "discard")
            raise self.error("where the block card goes is understood as 'If the opponent is blocking, CLASS discards "
                             "the block card'", vg.tok, ["If the opponent is blocking, a throw discards the block card"])
        cmp = self.comparison(sub)
        if cmp is not None and "total" in (self.block_quantity(sub.subject, False), self.block_quantity(cmp[1], False)):
            return self.block_rule(sub, cmp, body)  # "If the defense total is greater than the damage, ..."
        states = self.v.defaults.get("while_modifier_verbs", self.v.defaults.get("while_verbs", "")).split()
        if sub.subject is None and sub.vg is not None and sub.vg.form.endswith("ing") and not sub.items and \
                not (sub.vg.modal or sub.vg.negated or sub.vg.only) and self.v.lookup("verbs", sub.vg.verb) in states:
            # "+2 Defense Bonus when blocking", "+1 Agility when dodging": while the user does it
            return self.while_doing(P.Item("while_doing", sub.vg.verb, sub.vg.form, tok=sub.vg.tok),
                                    self.b._clause(body) if isinstance(body, P.Phrase) else body)
        if sub.subject is None:  # "if damaged" without whom: only a status's ending says it ("Ends if damaged")
            raise self.error(f"'if {sub.vg.form}' needs whom it speaks of: 'if X is {sub.vg.form}'", sub.tok,
                             ["if the target is damaged", "This status ends if this monster is damaged"])
        sub = self.as_event(sub)  # "If the target is KO'd, ...", "If the target takes damage, ..."
        items = Items(self, flatten(sub.items))
        vg = sub.vg
        attr = self.attribute_is(sub, items)
        if attr is not None:  # "If the target is an Air monster, this move does +2 damage."
            return m.IfAttribute(self.agent(sub.subject), attr, self.own_modifier(body, sub))
        owned = self.owner_stat(sub.subject) if vg.aux == "be" and not vg.verb and not vg.modal and \
            not vg.negated else None
        amt = items.items[0] if owned is not None and len(items.items) == 1 else None
        if amt is not None and amt.kind == "amount" and amt.value in ("le", "ge"):
            # "x2 damage if the user's LP is 3 or less": if the user has 3 or less LP
            return m.IfCount(self.agent(owned[0]), amt.extra, amt.value, owned[1], self.own_modifier(body, sub))
        if vg.aux == "have" and not vg.verb and not vg.modal and not vg.negated and sub.subject is not None \
                and self.own_clause(body) is not None:  # "If the user has 3 or less LP, this move does x2 damage"
            amt = items.take("amount", lambda it: it.value in ("le", "ge", "at_least", "at_most", "int"))
            np = items.np()
            tail = [str(w).lower() for w in np.plain()[-2:]] if np is not None and len(np.plain()) > 2 else []
            if amt is not None and amt.value == "int" and tail[:1] == ["or"] and len(np.plain()) == len(np.words):
                order = "ge" if tail[1] in ("more", "higher", "greater") else "le" if tail[1] in \
                    ("less", "fewer", "lower") else ""  # "3 LP or less"
                if order:
                    amt, np = replace(amt, value=order), replace(np, words=np.words[:-2])
            if amt is not None and amt.value == "int":
                items.items.insert(0, amt)
                amt = None
            if amt is not None and np is not None and not items.items:  # "If the user has 3 or less life points"
                order = {"at_least": "ge", "at_most": "le"}.get(amt.value, amt.value)
                return m.IfCount(self.agent(sub.subject), amt.extra, order, self.stat(np),
                                 self.own_modifier(body, sub))
            if amt is not None:
                items.items.insert(0, amt)
            if np is not None:
                items.items.insert(0 if amt is None else 1, P.Item("np", np, tok=np.tok))
        if vg.aux == "be" and not vg.verb and not vg.modal and any(it.kind == "pp" and it.value == "in"
                                                                  for it in flatten(sub.items)):
            found = self.situation(sub, self.b._clause(body))  # "If you are in a combo, ..."
            if found is not None:
                return found
        if vg.aux == "have" and not vg.verb and not vg.modal and not vg.negated and sub.subject is not None \
                and sub.subject.pronoun != "it":  # "If your rival has 5 or more energy, ...": a standing condition
            return self.while_clause(P.Item("while", sub, tok=sub.tok), self.b._clause(body))
        # "If the target is damaged, ...": an event, so a trigger ("When the target is damaged, ...")
        if vg.aux == "be" and vg.verb and not vg.modal and not vg.negated:
            return self.when(P.Item("when", sub, "when", tok=sub.tok), self.b._clause(body))
        # "If it is an attack, put it into your energy pile."
        if (sub.subject.pronoun == "it" or self.that_card(sub.subject)) and vg.aux == "be" and not vg.verb:
            np = items.np()
            if np is not None and np.det in ("a", "an") and not np.rels:
                items.done("a condition", sub.tok, [])
                return m.IfIs(self.name("nouns", np), self.b._clause(body))
        # "If the target would be KO'd, its life points become 1 instead."
        if vg.modal == "would" and vg.aux == "be" and isinstance(body, P.Phrase):
            np = items.np()
            state = self.name("states", np) if np is not None else None
            bi = Items(self, flatten(body.items))
            amt = bi.take("amount", lambda it: it.value == "int")
            inst = bi.take("instead")
            if state and body.vg and body.vg.verb == "become" and amt and inst and body.subject is not None \
                    and body.subject.det == "its":
                items.done("a condition", sub.tok, [])
                bi.done("a replacement", body.tok, [])
                return m.SetValue(self.agent(sub.subject), state, self.stat(replace(body.subject, det="")),
                                  amt.extra)
            left = bi.take("pp_with_amount")
            if state and body.vg and body.vg.verb == "survive" and left and inst and body.subject is not None \
                    and body.subject.pronoun == "it" and not body.subject.rels and \
                    not (body.vg.modal or body.vg.negated or body.vg.aux) and left.value.value == "int" and \
                    self.stat(left.extra) == self.v.defaults.get("life_stat"):
                # "If X would be KO'd, it survives with 1 LP instead.": its life points become 1
                items.done("a condition", sub.tok, [])
                bi.done("a replacement", body.tok, [])
                return m.SetValue(self.agent(sub.subject), state, self.stat(left.extra), left.value.extra)
            to = bi.take("pp_number", lambda it: it.value == "to")
            its = bi.np()
            if state and body.vg and body.vg.verb == "set" and body.subject is None and to and inst and \
                    its is not None and its.det == "its" and not body.vg.modal:
                # "If X would be KO'd, set its life points to 1 instead."
                items.done("a condition", sub.tok, [])
                bi.done("a replacement", body.tok, [])
                return m.SetValue(self.agent(sub.subject), state, self.stat(replace(its, det="")), to.extra)
        raise self.error("a condition 'if ...' is understood as 'If it is a NOUN, ...' or "
                         "'If X would be STATE, its STAT become N instead'", sub.tok,
                         ["If it is an attack, ...", "If the target would be KO'd, ..."])

    def phase_word(self, np: P.NP) -> str | None:
        """The game's step or period a noun phrase names after its determiner ("a Set Step", "each turn"), as
        the vocabulary spells it; None when it names none."""
        if np.rels or np.pronoun or not np.words or len(np.plain()) != len(np.words):
            return None
        words = " ".join(str(w) for w in np.plain()).lower()
        if words == "turn":
            return "turn"
        if "periods" in self.v.categories and self.v.lookup("periods", words):
            return words
        return next((w for ws in self.v.categories.get("phases", {}).values() for w in ws if w.lower() == words), None)

    def that_card(self, np: P.NP) -> bool:
        """ "that card": the card the sentence before spoke of, as "it" ("If that card is an attack, ...")."""
        words = [str(w).lower() for w in np.words]
        return not np.det and not np.rels and len(words) == 2 and words[0] == "that" and \
            self.v.lookup("nouns", words[1]) == "card"

    def extra_clause(self, ph: P.Phrase) -> m.Clause:
        """What extra cards do ("to deal 8 damage"): a damage without its target goes to the game's
        ``extra_damage_target`` (vocabulary defaults), else it must name one."""
        target = self.v.defaults.get("extra_damage_target")
        if ph.vg.verb == "deal" and self.changes(Items(self, flatten(ph.items))):
            # "Add an additional Ace to deal 15 more damage.": the move's own damage changes (no target to add)
            return self.clause(ph)
        if ph.vg.verb == "deal" and target and not any(
                isinstance(it, P.Item) and it.kind == "pp" and it.value == "to" for it in flatten(ph.items)):
            det, _, role = target.partition(" ")
            np = P.NP(det=det, words=(_word(role, ph.vg.tok),), tok=ph.vg.tok, text=target)
            ph = replace(ph, items=[*ph.items, P.Item("pp", "to", np, tok=ph.vg.tok)])
        return self.clause(ph)

    # -- verbs -----------------------------------------------------------------------------------
    def verbless(self, ph, items: Items):
        """"Double damage vs Air monsters."  "+1 damage."."""
        passive = self.passive_in_np(ph, items)
        if passive is not None:
            return passive
        goes = self.damage_goes(items)
        if goes is not None:  # "Half of the damage goes to the attacker instead of the user."
            return goes
        return self.v_deal(ph, items)

    def damage_goes(self, items: Items) -> m.Clause | None:
        """ "Half of the damage goes to the attacker instead of the user." (the lexer read "goes" into the noun
        phrase): the attacker takes half of the damage instead of the user; None for any other words."""
        its = items.items
        half = its[0] if its and its[0].kind == "amount" and its[0].value == "half" else None
        rest = its[1:] if half is not None else its
        np = rest[0].value if rest and rest[0].kind == "np" else None
        to = rest[1] if len(rest) == 3 and rest[1].kind == "pp" and rest[1].value == "to" else None
        instead = rest[2] if to is not None and rest[2].kind == "pp" and rest[2].value == "instead of" else None
        if np is None or instead is None or np.det != "the" or np.rels or [str(w).lower() for w in np.words] not in \
                (["damage", "goes"], ["damage", "go"]):
            return None
        items.items.clear()
        return m.Take(self.agent(to.extra), half is not None, self.agent(instead.extra))

    def passive_in_np(self, ph, items: Items):
        """ "8 damage is dealt to the opponent", "Half of the damage is taken by the attacker instead of the
        user": a passive of deal / take after an amount (the lexer read "is dealt" into the noun phrase) is
        the active sentence ("Deals 8 damage to the opponent", "The attacker takes half of the damage ...")."""
        its = items.items
        k = next((i for i, it in enumerate(its) if it.kind == "np"), None)
        if k is None:
            return None
        np: P.NP = its[k].value
        words = np.words
        if len(words) < 3 or np.rels or len(np.plain()) != len(words) or \
                str(words[-2]).lower() not in ("is", "are"):
            return None
        verb = self.lemma(words[-1])
        if verb not in ("deal", "take") or not str(words[-1]).lower().endswith(("dealt", "taken")):
            return None
        head = replace(np, words=words[:-2], text=" ".join([np.det] * bool(np.det) + [str(w) for w in words[:-2]]))
        rest = [*its[:k], P.Item("np", head, tok=its[k].tok), *its[k + 1:]]
        inner = Items(self, rest)
        subject = None
        if verb == "take":
            by = inner.pp("by")
            if by is None:
                return None
            subject = by.extra
        items.items.clear()
        vg = P.VG(verb=verb, form=verb + "s", tok=words[-1])
        out = getattr(self, f"v_{verb}")(P.Phrase(subject, vg, [], ph.tok), inner)
        inner.done(f"a sentence with '{words[-1]}'", words[-1], [])
        return out

    def v_deal(self, ph, items: Items):
        both = items.take("pp", lambda it: it.value == "on" and not it.extra.det and not it.extra.rels and
                          [str(w).lower() for w in it.extra.words] == ["both", "sides"])
        clause = self._v_deal(ph, items)
        if both is not None and not (isinstance(clause, m.Deal) and clause.spread == "each" and clause.group == "all"):
            # "to each monster on both sides": each monster (any other target stays an error at it)
            raise self.error("'on both sides' is understood after 'each monster'", both.tok,
                             ["Deals 2 damage to each monster on both sides"])
        return clause

    def _v_deal(self, ph, items: Items):
        subj = ph.subject
        to = next((it for it in items.items if it.kind == "pp" and it.value == "to"), None)
        if to is not None and self.every_class(subj):  # "Ranged attacks deal half damage to this character"
            rest = Items(self, [it for it in items.items if it is not to])
            halved = self.half_from(ph, rest, to.extra, self.every_class(subj))
            if halved is not None:
                items.items.clear()
                return halved
        if subj is not None and self.changes(items) and self.agent(self.bare_plural(subj), required=False) is not None:
            subj = self.bare_plural(subj)  # "Throws do +4 damage.": your throws
            ph = replace(ph, subject=subj)
        state = self.participle_class(subj)
        if state is not None:  # "A blocked basic attack deals no damage.": if it is blocked, it deals 0
            it = P.Item("if", P.Phrase(P.NP(pronoun="it", tok=subj.tok, text="it"),
                                       P.VG(aux="be", verb=state[1], form=state[0], tok=subj.tok), [], subj.tok))
            return self.if_state((it, state[0]), replace(ph, subject=state[2]), items)
        if subj is not None and self.agent(subj, required=False) is not None and \
                self.agent(subj).kind in ("scoped", "this"):
            return self.scoped_modifier(ph, items)
        if subj is None and ph.vg is not None and self.v.defaults.get("implicit_thing") and self.changes(items) and \
                items.items[0].value == "int" and not (ph.vg.modal or ph.vg.negated or ph.vg.only or ph.vg.aux):
            # "Deals 4 more damage.": the text's own thing (the game's implicit_thing) does 4 more damage
            return self.scoped_modifier(replace(ph, subject=self.own_thing_np(ph.vg.tok),
                                                vg=replace(ph.vg, form="deals")), items)
        if subj is not None and ph.vg is not None and not ph.vg.modal and not ph.vg.negated and \
                len(items.items) == 3 and [it.kind for it in items.items] == ["amount", "np", "pp"] and \
                items.items[0].value in ("int", "no") and self.is_word(items.items[1].value, "damage") and \
                items.items[2].value == "to" and not subj.det and not subj.rels:
            # "POW moves deal 0 damage to the user": the damage of POW moves to the user becomes 0
            amt, _, to = items.items
            items.items.clear()
            fixed = self.fixed_damage(P.NP(words=(_word("damage", subj.tok),), rels=(("of", subj), ("pp", "to", to.extra)),
                                           tok=subj.tok, text=f"damage of {subj.text}"), amt.extra)
            if fixed is not None and fixed.move_type:
                return fixed
        if subj is not None and self.attack_class(subj) and self.full_damage(ph, items):
            # "A move with (U) deals full damage to a blocking opponent" (and the block card is discarded)
            return m.FullDamage(self.attack_class(subj))
        if subj is not None and self.attack_class(subj) and self.base_damage(ph, items):
            # "A variable counter deals only its base damage.": no modifier changes the class's damage
            return m.BaseOnly(self.attack_class(subj))
        if subj is not None and len(subj.rels) == 1 and subj.rels[0][0] == "with" and subj.det in ("a", "the") and \
                isinstance(subj.rels[0][1], P.NP) and not subj.rels[0][1].det and not subj.rels[0][1].rels and \
                [str(w).lower() for w in subj.rels[0][1].words] == ["higher", "priority"]:
            # "A variable counter with higher priority deals its damage to the opponent's active character": if its
            # priority is higher, that character takes its damage
            base = replace(subj, rels=(), text=" ".join(subj.text.split()[:len(subj.words) + 1]))
            cls = self.attack_class(replace(base, det="", text=base.text.split(" ", 1)[-1]))
            its = list(items.items)
            dmg = its[0].value if len(its) in (1, 2) and its[0].kind == "np" else None
            to = its[1].extra if len(its) == 2 and its[1].kind == "pp" and its[1].value == "to" else None
            if dmg is not None and to is None and len(dmg.rels) == 1 and dmg.rels[0][:2] == ("pp", "to"):
                to, dmg = dmg.rels[0][2], replace(dmg, rels=())
            if cls in self.v.defaults.get("priority_outcome_classes", "").split() and dmg is not None and \
                    to is not None and dmg.det == "its" and not dmg.rels and self.is_word(dmg, "damage") and \
                    not (ph.vg.modal or ph.vg.negated or ph.vg.only or ph.vg.aux):
                items.items.clear()
                body = P.Phrase(to, P.VG(verb="take", form="takes", tok=ph.vg.tok), [dmg], ph.tok)
                higher = P.NP(words=(_word("higher", subj.rels[0][1].tok),), tok=subj.rels[0][1].tok, text="higher")
                return self.priority_hit(cls, P.Phrase(base, P.VG(aux="be", tok=ph.vg.tok), [higher], ph.tok), body)
        if subj is not None and self.stat_class(subj):  # "A basic attack deals damage equal to its card's value."
            return self.class_stat_equal(ph, items, self.stat_class(subj), "deal", ph.vg.tok)
        if subj is not None and self.each_extra_rank(subj) and ph.vg is not None and self.changes(items) and \
                self.v.defaults.get("implicit_thing") and not (ph.vg.modal or ph.vg.negated or ph.vg.only or ph.vg.aux):
            # "Each additional Queen deals 4 more damage.": for each extra Queen, the move itself does 4 more
            own = self.scoped_modifier(replace(ph, subject=self.own_thing_np(ph.vg.tok), vg=replace(ph.vg, form="deals")),
                                       items)
            return m.EachExtra(self.each_extra_rank(subj), own)
        if subj is not None:
            raise self.error(f"'{subj.text}' dealing damage is not understood", subj.tok, UNDERSTOOD["deal"])
        if ph.vg is not None and (ph.vg.modal or ph.vg.negated):
            raise self.error("a modal on dealing damage is not understood", ph.vg.tok, UNDERSTOOD["deal"])
        amt = items.take("amount")
        dmg = items.np()
        if dmg is not None and len(dmg.words) == 2 and str(dmg.words[-1]).lower() in SPLIT_WORDS and \
                not dmg.det and not dmg.rels:  # "3 damage divided among ...": split
            dmg = replace(dmg, words=dmg.words[:1])
            items.items.append(P.Item("split"))
        if amt is not None and amt.value in ("add", "mul") and ph.vg is None and dmg is not None and \
                not items.has("pp") and self.bonus_stat(dmg):
            return self.bonus_of(amt, dmg)  # "+1 final damage": gives +1 final damage
        if amt is not None and amt.value in ("double", "triple") and ph.vg is None and dmg is not None and \
                not items.items and (dmg.det == "its" or self.possessive(dmg) is not None):
            # "Triple its next POW move": its next POW move does x3 damage
            return self.modifier_on(ph, dmg, m.Amount("mul", amt.extra), self.v.lookup("stats", "damage"))
        if amt is not None and amt.value in ("add", "mul") and ph.vg is None and self.is_word(dmg, "damage") and \
                len(items.items) == 1 and items.items[0].kind == "pp" and items.items[0].value == "to" and \
                self.possessive(items.items[0].extra) is not None:
            on = items.pp("to").extra  # "+2 damage to this monster's moves": this monster's moves do +2 damage
            return self.modifier_on(ph, on, m.Amount(amt.value, amt.extra), self.stat(dmg))
        if amt is not None and amt.value in ("int", "mul") and self.is_word(dmg, "damage") and \
                (amt.value, amt.extra) in (("int", 0), ("mul", 2), ("mul", 3)) and self.versus_target(items):
            # "0 damage / x2 / x3 damage to Air monsters"
            amt = replace(amt, value={0: "no", 2: "double", 3: "triple"}[amt.extra])
        agent_stats = self.v.defaults.get("implicit_agent_stats", "").split()
        if ph.vg is None and amt is not None and amt.value in ("add", "mul") and dmg is not None and \
                not dmg.det and not dmg.rels and self.v.lookup("stats", " ".join(dmg.plain())) in agent_stats:
            # "+1 Strength.": a stat of the game's implicit agent ("The user gains +1 strength.")
            stat = self.stat(dmg)
            return m.ScopedModifier(self.agent(self.implicit(replace(ph, vg=P.VG(tok=dmg.tok)))), "gains",
                                    m.Amount(amt.value, amt.extra), stat, None)
        own_stats = self.v.defaults.get("own_bonus_stats", "").split()
        if ph.vg is None and amt is not None and amt.value == "add" and dmg is not None and not dmg.det and \
                not dmg.rels and self.v.lookup("stats", " ".join(dmg.plain())) in own_stats and \
                self.v.defaults.get("implicit_thing") and not any(it.kind in ("np", "pp", "amount") for it in items.items):
            # "Priority +2.", "+2 priority": a stat of the text's own thing (vocabulary default "own_bonus_stats")
            return m.ScopedModifier(self.agent(self.own_thing_np(dmg.tok)), "gains", m.Amount(amt.value, amt.extra),
                                    self.stat(dmg), None)
        if amt is None or not self.is_word(dmg, "damage"):
            raise self.error("dealing damage is understood as 'Deals N damage ...'", ph.tok, UNDERSTOOD["deal"])
        if ph.vg is not None and ph.vg.only:
            raise self.error("'only' is not understood here", ph.vg.tok, UNDERSTOOD["deal"])
        if amt.value in ("double", "triple") and ph.vg is None and not items.has("pp"):
            return m.Bonus(m.Amount("mul", amt.extra), self.stat(dmg))  # "Double damage.": gives x2 damage
        if amt.value in ("double", "no", "triple"):
            to = items.pp("to", "vs")
            if to is None:
                raise self.error("double / triple / no damage names its target: 'to ATTRIBUTE monsters'", ph.tok,
                                 UNDERSTOOD["deal"])
            has = self.with_rels(to.extra)
            if has and len(has) == len(to.extra.rels) == 1 and not to.extra.det and \
                    self.is_word(replace(to.extra, rels=()), "monsters"):  # "to monsters with "STATUS""
                sid, name = self.status(has[0][1])
                return m.Versus({"no": "none"}.get(amt.value, amt.value), "", sid, name)
            return m.Versus({"no": "none"}.get(amt.value, amt.value), self.attribute_monsters(to.extra))
        if amt.value in ("add", "mul") and (ph.vg is None or not (ph.vg.modal or ph.vg.negated or ph.vg.aux)) \
                and not items.has("pp"):
            return self.bonus_of(amt, dmg)  # "+1 damage", "deals +1 damage": gives +1 damage
        to = items.pp("to") if amt.value in ("add", "mul") and ph.vg is None else None
        if to is not None:  # "+1 damage to your punches": your punches do +1 damage
            agent = self.agent(to.extra)
            if agent.kind not in ("scoped", "this"):
                raise self.error(f"'to {to.extra.text}' is not understood", to.tok, ["+1 damage to your punches"])
            stat = self.stat(dmg)
            pair = MODIFIER_VERBS.get(stat, ("gain", "gains"))
            b = items.take("bound")
            return m.ScopedModifier(agent, pair[1] if agent.kind == "this" or agent.next else pair[0],
                                    m.Amount(amt.value, amt.extra),
                                    stat, b.value if b else None)
        if amt.value in ("add", "mul") and ph.vg is None:
            return self.bonus_of(amt, dmg)
        if amt.value != "int":
            raise self.error("dealing damage is understood as 'Deals N damage ...'", ph.tok, UNDERSTOOD["deal"])
        n = amt.extra
        area = items.take("area")
        if area is not None:  # "3 damage, Ground-only AoE": to each monster of the area, of that attribute
            if items.has("pp") or items.has("split"):
                raise self.error(f"'{area.tok}' names whom the damage goes to, and the sentence already does", area.tok,
                                 ["3 damage, Ground-only AoE"])
            group = self.need("areas", area.value, area.tok)
            return m.Deal(n, "each", group, self.need("attributes", area.extra, area.tok) if area.extra else "any")
        if items.take("split") is not None:
            among = items.pp("among")
            if among is None:
                raise self.error("'split' needs 'among ...'", ph.tok, UNDERSTOOD["deal"])
            return m.Deal(n, "split", self.group(among.extra, split=True)[1], "any")
        to = items.pp("to")
        if to is None:
            raise self.error("dealing damage names its target: 'to one/each ... monster', 'to the user'", ph.tok,
                             UNDERSTOOD["deal"])
        target = to.extra
        tail = [str(w).lower() for w in target.plain()]
        cut = 1 if tail[-1:] == ["except"] else 2 if tail[-2:] == ["other", "than"] else 0
        nxt = items.items[0].value if items.items and items.items[0].kind == "np" else None
        if cut and nxt is not None and self.role(nxt) == "user" and nxt.det == "the" and not target.rels and \
                [w.lower() for w in tail[:-cut]] == ["monster"] and target.det in ("each", "every", "all"):
            items.np()  # "each monster except / other than the user": each other monster
            return m.Deal(n, "each", "others", "any")
        has = self.with_rels(target) if target.rels else []
        if has and len(has) == len(target.rels):  # "to each opponent monster with / that has "STATUS""
            target = replace(target, rels=())
        elif not target.words and len(target.rels) == 1 and target.rels[0][0] == "of" and \
                self.with_rels(target.rels[0][1]) and \
                len(self.with_rels(target.rels[0][1])) == len(target.rels[0][1].rels):
            inner = target.rels[0][1]  # "all of the opponent's monsters that have "STATUS""
            has = self.with_rels(inner)
            target = replace(target, rels=(("of", replace(inner, rels=())),))
        spread, group, filt = self.group(target)
        if has and target is not to.extra:
            if spread != "each" or len(has) != 1:
                raise self.error(f"'{to.extra.text}' is not understood as whom damage goes to", to.extra.tok,
                                 ['each opponent monster with "STATUS"'])
            sid, name = self.status(has[0][1])
            return m.Deal(n, spread, group, filt, sid, name)
        if spread == "one" and group != "attacker":  # "it" in a later sentence of the entry is the target
            self.damaged = m.Agent("the", "target")
        return m.Deal(n, spread, group, filt)

    def bonus_stat(self, np: P.NP) -> bool:
        """Whether a verbless "+N STAT" gives a bonus to the move it is played with: the stats the game's
        vocabulary names in defaults "bonus_stats" (damage when it names none)."""
        stat = self.v.lookup("stats", " ".join(np.plain())) if not np.det and not np.rels else None
        return stat is not None and stat in self.v.defaults.get("bonus_stats", "damage").split()

    def versus_target(self, items: Items) -> bool:
        """Whether the damage's target is ATTRIBUTE monsters ("to Air monsters", "vs Air")."""
        to = next((it for it in items.items if it.kind == "pp" and it.value in ("to", "vs")), None)
        if to is not None and not to.extra.det and to.extra.rels and len(self.with_rels(to.extra)) == \
                len(to.extra.rels) == 1 and self.is_word(replace(to.extra, rels=()), "monsters"):
            return True  # "x2 damage to monsters that have "STATUS""
        if to is None or to.extra.det or to.extra.rels:
            return False
        words = to.extra.plain()
        return len(words) == len(to.extra.words) and 1 <= len(words) <= 2 and \
            self.v.lookup("attributes", words[0]) is not None and \
            (len(words) == 1 or words[1].lower() in ("monsters", "monster"))

    def group(self, np: P.NP, split=False):
        """(spread, group, filter) of a damage target: "one opponent monster", "each Ground opponent
        monster", "the opponent's monsters", "the user", "the attacker"."""
        np = self.synonym(np)
        first = str(np.words[0]).lower() if np.words and not np.pronoun else ""
        if np.det and first.endswith(("'s", "’s")) and self.v.lookup("agents", f"{np.det} {first[:-2]}"):
            det, _, role = self.v.lookup("agents", f"{np.det} {first[:-2]}").partition(" ")
            if role == first[:-2]:  # "your opponent's monsters": the opponent's monsters
                np = replace(np, det=det)
        if len(np.words) > 2 and [str(w).lower() for w in np.words[-2:]] == ["as", "well"] and not np.rels:
            np = replace(np, words=np.words[:-2])  # "to the user as well": the sentence adds, as any other
        if np.pronoun in SELF or self.is_word(np, *SELF):  # "itself", "self": the user
            np = replace(np, pronoun="", det="the", words=(_word("user", np.tok),))
        role = self.role(np)
        if role == "user" and np.det == "the" and not split:
            return "self", "user", "any"
        if role == "attacker" and np.det == "the" and not split:
            return "one", "attacker", "any"
        if role == "opponent" and np.det == "the" and not split and "opponent" in self.v.defaults.get("damage_roles", ""):
            return "one", "opponent", "any"  # a game whose damage goes to one opposing character
        if np.det in ("every", "all"):  # "to every / all opponent monster(s)": each
            np = replace(np, det="each")
        if np.det in ONE and not split:  # "an opponent's Air monster", "a single opponent monster": one
            first = np.plain()[:1]
            if first and str(first[0]).lower() == "single" and len(np.words) > 1:
                np = replace(np, words=np.words[1:])
            np = replace(np, det="one")
        if not np.words and len(np.rels) == 1 and np.rels[0][0] == "of" and np.rels[0][1].det in ("the", "your") \
                and not np.rels[0][1].rels:  # "each / one / all of the opponent's monsters"
            np = replace(np, words=np.rels[0][1].words, rels=())
        words = self.words(np)
        filt = "any"
        attrs = [w for w in words if self.v.lookup("attributes", w)]
        if len(attrs) == 1 and len(words) > 1:  # "each Ground opponent monster", "the opponent's Ground monsters"
            filt = self.v.lookup("attributes", attrs[0])
            words = [w for w in words if w is not attrs[0]]
        text = " ".join(words)
        for r in np.rels:
            if r[0] == "of" and r[1].det == "the":
                text += " of the " + " ".join(self.words(r[1]))
            else:
                text = ""
        group = self.v.lookup("groups", text) if text else None
        if group is None and filt == "any" and len(words) > 1 and not np.rels and \
                self.v.lookup("groups", " ".join(words[1:])):  # "one purple monster": an unknown attribute
            self.need("attributes", words[0], words[0])
        if split:
            spread = "split" if np.det == "the" or np.det == "" else None
        else:
            spread = {"one": "one", "each": "each"}.get(np.det)
        if group is None or spread is None or (split and filt != "any"):
            raise self.error(f"'{np.text}' is not understood as whom damage goes to", np.tok,
                             ["one opponent monster", "each opponent monster", "each other monster",
                              "the opponent's monsters", "the user", "the attacker"])
        return spread, group, filt

    def used_on(self, ph, items: Items) -> m.Versus | None:
        """A move's use restriction on the monsters it is used on, by attribute: "Cannot be used on Air monsters."
        (never on one), "Can only be used against Ground monsters." (only on those); None for another passive."""
        vg = ph.vg
        if vg.verb != "use" or not any(it.kind == "pp" and it.value in ("on", "against", "vs") for it in items.items):
            return None
        barred = (vg.modal == "cannot" or vg.modal in ("can", "may") and vg.negated) and not vg.only
        only = vg.only and vg.modal in ("can", "may") and not vg.negated
        if not barred and not only:
            raise self.error("a use restriction is understood as 'Cannot be used on / Can only be used on ATTRIBUTE "
                             "monsters'", vg.tok, ["Cannot be used on Air monsters"])
        on = items.pp("on", "against", "vs")
        return m.Versus("not_on" if barred else "only_on", self.attribute_monsters(on.extra))

    def attribute_monsters(self, np: P.NP) -> str:
        words = np.plain()
        if len(words) == 1 and not np.det and not np.rels and len(np.words) == 1 and \
                self.v.lookup("attributes", words[0]):  # "Double damage vs Air": Air monsters
            return self.need("attributes", words[0], np.tok)
        if np.det or np.rels or len(words) != 2 or words[1].lower() not in ("monsters", "monster"):
            raise self.error(f"'{np.text}' is not understood as ATTRIBUTE monsters", np.tok, ["Air monsters"])
        return self.need("attributes", words[0], np.tok)

    def v_damage(self, ph, items: Items):
        """"Cannot damage Air monsters."  "Can only damage Ground monsters."  "Only damages Ground monsters."."""
        vg = ph.vg
        np = items.np()
        if ph.subject is None and np is not None:
            if vg.modal == "cannot" and not vg.only:
                return m.Versus("cannot", self.attribute_monsters(np))
            if (vg.modal == "can" and vg.only) or (not vg.modal and vg.only):
                return m.Versus("only", self.attribute_monsters(np))
            if vg.modal == "can" and not vg.only and not vg.negated and np.only:  # "Can damage only Ground monsters"
                return m.Versus("only", self.attribute_monsters(replace(np, only=False)))
        if ph.subject is None and np is not None and not vg.modal and not vg.only and not vg.negated:
            # "Damages all of the opponent's monsters": a move's damage is its printed base damage (MR-DMG-09), which a
            # text without a number does not give
            raise self.error("damaging without a number is not understood: a move's damage is its printed base "
                             "damage (MR-DMG-09); write it as 'Deals N damage to ...'", vg.tok,
                             ["Deals 3 damage to each opponent monster", "Deals 3 damage to one opponent monster"])
        raise self.error("damaging is understood as 'Cannot damage / Can only damage ATTRIBUTE monsters'", vg.tok,
                         ["Cannot damage Air monsters", "Can only damage Ground monsters"])

    def v_only(self, ph, items: Items):
        """ "ATTRIBUTE only": can only damage ATTRIBUTE monsters."""
        np = items.np()
        if np is not None and not np.det and not np.rels and len(np.plain()) == len(np.words) == 1 and \
                self.v.lookup("attributes", str(np.words[0])):
            return m.Versus("only", self.attribute_monsters(np))
        raise self.error("'ATTRIBUTE only' is understood", ph.vg.tok, ["Ground only"])

    def bonus_of(self, amt, np):
        return m.Bonus(m.Amount(amt.value, amt.extra), self.stat(np))

    def v_give(self, ph, items: Items):
        subj = ph.subject
        obj = subj.rels[0][1] if subj is not None and len(subj.rels) == 1 and subj.rels[0][0] == "obj" else None
        if obj is not None and self.v.lookup("gerunds", str(subj.words[0])) == "block" and self.attack_class(obj):
            # "Blocking a super move gives x2 defense total.": against a super move, the defense total is doubled
            amt = items.take("amount", lambda it: it.value in ("mul", "double", "triple"))
            np = items.np()
            n = {"double": 2, "triple": 3}.get(amt.value, amt.extra) if amt is not None else None
            if n is None or np is None or items.items or ph.vg.modal or ph.vg.negated or np.det or np.rels or \
                    self.v.lookup("stats", " ".join(str(w) for w in np.words)) != "defense_total":
                raise self.error("'Blocking CLASS gives xN ...' is understood as 'Blocking CLASS gives xN defense total'",
                                 ph.vg.tok, ["Blocking a super move gives x2 defense total"])
            return m.DefenseFactor(self.attack_class(obj), n)
        if not items.has("amount"):
            return self.v_grant(ph, items)
        amt = items.take("amount", lambda it: it.value in ("add", "mul", "int", "double", "triple"))
        np = items.np()
        if np is None and amt is not None and amt.value in ("add", "mul"):  # "Gives +1 to final damage"
            np = self.stat_to(items)
        if ph.subject is None and amt is not None and np is not None and not ph.vg.modal:
            amount, np = self.change(amt, np, None)  # "Gives 1 extra damage": +1
            return m.Bonus(amount, self.stat(np))
        raise self.error("giving is understood as 'Gives +N STAT' or 'Gives xN STAT'", ph.vg.tok,
                         ["Gives +2 damage", "Gives x2 damage"])

    def stat_to(self, items: Items) -> P.NP | None:
        """The stat of "to [the] STAT" ("Adds 1 to the final damage"), or None."""
        to = items.take("pp", lambda it: it.value == "to" and it.extra.det in ("", "the") and
                        self.v.lookup("stats", " ".join(it.extra.plain())) is not None)
        return replace(to.extra, det="") if to is not None else None

    def v_add(self, ph, items: Items):
        """ "Adds 1 damage", "Adds 1 to the final damage": gives +1."""
        amt = items.take("amount", lambda it: it.value in ("int", "add"))
        np = items.np() or self.stat_to(items)
        if ph.subject is None and amt is not None and np is not None and not ph.vg.modal and not ph.vg.negated:
            return m.Bonus(m.Amount("add", amt.extra), self.stat(np))
        raise self.error("adding is understood as 'Adds N STAT' or 'Adds N to the STAT'", ph.vg.tok,
                         ["Adds 1 damage", "Adds 1 to the final damage"])

    def v_double(self, ph, items: Items):
        """ "Doubles the damage": gives x2 damage; "Triples the user's next POW move": it does x3 damage."""
        factor = {"double": 2, "triple": 3}[ph.vg.verb]
        np = items.np()
        if ph.subject is None and np is not None and not ph.vg.modal and not ph.vg.negated and not ph.vg.only:
            if np.det == "the" and self.is_word(replace(np, det=""), "damage"):
                return m.Bonus(m.Amount("mul", factor), self.stat(replace(np, det="")))
            return self.modifier_on(ph, np, m.Amount("mul", factor), self.v.lookup("stats", "damage"))
        raise self.error(f"'{ph.vg.form}' is understood as '{ph.vg.form.capitalize()} the damage' or "
                         f"'{ph.vg.form.capitalize()} X's next NOUN'", ph.vg.tok, ["Doubles the damage"])

    v_triple = v_double

    def modifier_on(self, ph, np: P.NP, amount, stat):
        """A standing modifier on the moves a noun phrase names ("the user's next POW move"; "its" is the
        game's implicit agent's in a text without a subject)."""
        implicit = self.implicit(ph if ph.vg is not None else replace(ph, vg=P.VG(tok=np.tok))) \
            if self.v.defaults.get("implicit_agent") else None
        with self.referring(self.antecedent or implicit):
            agent = self.agent(np, required=False)
        if agent is None or agent.kind != "scoped" or stat is None:
            raise self.error(f"'{np.text}' is not understood as what a modifier changes", np.tok,
                             ["the user's next POW move", "this monster's moves"])
        plural = str(np.plain()[-1]).lower().endswith("s")
        return m.ScopedModifier(agent, MODIFIER_VERBS.get(stat, ("gain", "gains"))[0 if plural else 1],
                                amount, stat)

    def scoped_modifier(self, ph, items: Items):
        amt = items.take("amount", lambda it: it.value in ("add", "mul", "int", "double", "triple"))
        np = items.np()
        if amt is None or np is None or ph.vg.modal or ph.vg.only or ph.vg.negated or ph.subject is None:
            raise self.error("a modifier reads 'X's NOUN do +N STAT'", ph.vg.tok, ["Your punches do +1 damage"])
        free = self.costs_nothing(ph, items, amt, np)
        if free is not None:
            return free
        amount, np = self.change(amt, np, ph.vg)
        b = items.take("bound")
        stat = self.stat(np)
        agent = self.agent(self.bare_plural(ph.subject))  # "Air monsters' moves get ...": the game's scope
        vg = replace(ph.vg, form=ph.vg.verb) if agent.kind == "scoped" and agent.possessive == "all" else ph.vg
        return m.ScopedModifier(agent, modifier_verb(vg, stat), amount, stat, b.value if b else None)

    def costs_nothing(self, ph, items: Items, amt: P.Item, np: P.NP) -> m.ScopedModifier | None:
        """ "Your blocks cost 0 energy.": the cost of those cards is never more than 0 (a modifier of +0 with the bound
        (maximum 0); a cost never goes under 0, so whatever else changes it, it is 0). Only 0: a cost set to another
        number would meet the other modifiers in an order no document gives. None when the sentence is not that."""
        if amt.value != "int" or amt.extra != 0 or ph.vg.verb != "cost" or items.has("bound"):
            return None
        stat = self.stat(np)
        agent = self.agent(self.bare_plural(ph.subject))
        return m.ScopedModifier(agent, modifier_verb(ph.vg, stat), m.Amount("add", 0), stat, m.Bound("maximum", 0))

    @staticmethod
    def changes(items: Items) -> bool:
        """Whether a clause's complements are a modifier's change: "+1 damage", "x2 damage", "4 more damage"."""
        its = items.items
        if not its or its[0].kind != "amount":
            return False
        if its[0].value in ("add", "mul"):
            return True
        words = [str(w).lower() for w in its[1].value.plain()] if len(its) > 1 and its[1].kind == "np" else []
        return its[0].value == "int" and len(words) > 1 and (words[0] in CHANGE_WORDS or words[-1] in CHANGE_WORDS)

    def change(self, amt: P.Item, np: P.NP, vg: P.VG | None):
        """A modifier's amount and the noun phrase of its stat: "+1 damage", "x2 damage", "double damage",
        "1 more / extra / less damage", "gains 1 chip" (a gain is an increase)."""
        words = np.plain()
        first = words[0].lower() if words else ""
        if amt.value == "int" and first in CHANGE_WORDS and len(words) > 1:
            return m.Amount("add", CHANGE_WORDS[first] * amt.extra), replace(np, words=np.words[1:])
        last = words[-1].lower() if words else ""
        if amt.value == "int" and last in CHANGE_WORDS and len(words) > 1 and np.words[-1] is words[-1]:
            return m.Amount("add", CHANGE_WORDS[last] * amt.extra), replace(np, words=np.words[:-1])  # "1 energy less"
        if amt.value == "int" and vg is not None and vg.verb in GAIN_VERBS:
            return m.Amount("add", amt.extra), np
        if amt.value in ("double", "triple"):
            return m.Amount("mul", amt.extra), np
        if amt.value in ("add", "mul"):
            return m.Amount(amt.value, amt.extra), np
        raise self.error("a modifier reads 'X's NOUN do +N STAT'", amt.tok, ["+1 damage", "1 more damage", "x2 damage"])

    def v_get(self, ph, items: Items):
        if items.has("amount"):
            return self.scoped_modifier(ph, items)
        np = items.np()
        if ph.subject is None or np is None or ph.vg.modal or ph.vg.negated:
            raise self.error('a status is given as \'X gets "STATUS"\'', ph.vg.tok, UNDERSTOOD["get"])
        sid, name = self.status(np)
        return m.Grant(self.agent(ph.subject), sid, name, None)

    v_gain = v_get

    def v_grant(self, ph, items: Items):
        """ "Grants "Doll" [status] to the user": the user gets "Doll"."""
        np, to = items.np(), items.pp("to")
        if np is not None and np.pronoun in SELF and not np.rels and to is None and items.items and \
                items.items[0].kind == "np" and self.v.defaults.get("implicit_agent"):
            to = P.Item("pp", "to", self.implicit(ph), tok=np.tok)  # "Gives itself "S"": to the user
            np = items.np()
        if to is None and np is not None and np.quoted() and np.words[0] is not np.quoted()[0] and not np.rels:
            # "Gives the user "Enchant" status": whom, then what (one noun phrase as written)
            at = np.words.index(np.quoted()[0])
            whom = replace(np, words=np.words[:at], text=" ".join([np.det, *map(str, np.words[:at])]).strip())
            to, np = P.Item("pp", "to", whom), replace(np, det="", words=np.words[at:], tok=np.quoted()[0])
        if ph.subject is None and np is not None and to is not None and not ph.vg.modal and not ph.vg.negated:
            sid, name = self.status(np)
            return m.Grant(self.agent(to.extra), sid, name, None)
        raise self.error('granting is understood as \'Grants "STATUS" to X\'', ph.vg.tok,
                         ['Grants "STATUS" to the user', 'X gets "STATUS"'])

    def v_take(self, ph, items: Items):
        if ph.vg.modal == "will" and not ph.vg.negated and ph.subject is not None:  # "the user will take": takes
            ph = replace(ph, vg=replace(ph.vg, modal=""))
        if ph.subject is None or ph.vg.modal or ph.vg.negated:
            raise self.error("taking damage is understood as 'X takes [half of] the damage'", ph.vg.tok,
                             UNDERSTOOD["take"])
        if ph.subject.pronoun == "it" or (ph.subject.det == "this" and items.has("amount") and
                                          (items.has("to_verb") or items.has("pp")) and not items.has("instead")
                                          and not self.takes_damage_from(items)):
            return self.blocks_needed(ph, items)
        if items.has("amount") and any(it.kind == "pp" and it.value == "from" for it in items.items) and \
                ph.subject.tok is ph.vg.tok:  # "Take 1 card from your discard pile into your hand" (no subject)
            return self.v_return(replace(ph, subject=None), items)
        src = next((it for it in items.items if it.kind == "pp" and it.value == "from"), None)
        if src is not None and self.every_class(src.extra):  # "The user takes half of the damage from ranged moves"
            rest = Items(self, [it for it in items.items if it is not src])
            halved = self.half_from(ph, rest, ph.subject, self.every_class(src.extra))
            if halved is not None:
                items.items.clear()
                return halved
        agent = self.agent(ph.subject)
        amt = items.take("amount")
        np = items.np()
        if amt is not None and amt.value == "no":  # "takes no damage": 0
            amt = replace(amt, value="int", extra=0)
        if amt is not None and amt.value == "int" and np is not None and not np.det and not np.rels and \
                [str(w).lower() for w in np.words] in (["less", "damage"], ["fewer", "damage"]):
            # "The user takes 2 less damage from the next attack": the next damage it takes is reduced by 2
            src = items.pp("from")
            nxt = src.extra if src is not None else None
            if nxt is not None and nxt.det == "the" and not nxt.rels and not items.items and \
                    agent == m.Agent("the", "user") and \
                    [str(w).lower() for w in nxt.words] in (["next", "attack"], ["next", "hit"]):
                return m.ReduceNext(agent, amt.extra)
            if nxt is not None and "absorb" in self.v.categories.get("verb_forms", {}) and \
                    self.every_class(nxt):
                # "The user takes 2 less damage from each special move": it absorbs 2 from every hit of them
                items.items.insert(0, src)
                return self.absorb_from(agent, amt.extra, items, ph.vg.tok)
            raise self.error("taking less damage is understood as 'The user takes N less damage from the next attack'",
                             ph.vg.tok, ["The user takes 2 less damage from the next attack"])
        if amt is not None and amt.value == "int" and self.is_word(np, "damage"):
            src = items.pp("from")
            if src is None:
                return m.ZeroDamage(agent, amt.extra)
            words = src.extra.plain()
            if src.extra.det == "any" and self.is_word(replace(src.extra, det=""), "attack", "move"):
                return m.ZeroDamage(agent, amt.extra)  # "from any attack": all damage
            if amt.extra == 0 and not src.extra.det and len(words) == 2 and words[1].lower() == "moves":
                return m.ZeroDamage(agent, 0, self.need("move_types", words[0], src.extra.tok))
            raise self.error(f"'from {src.extra.text}' is not understood", src.tok, ["from POW moves"])
        if np is not None and len(np.rels) == 1 and np.rels[0][0] == "in":  # "the damage in place of X"
            items.items.append(P.Item("pp", "in", np.rels[0][1], tok=np.rels[0][1].tok))
            np = replace(np, rels=())
        dealt = items.items[0].extra if np is not None and np.det == "the" and not np.rels and \
            len(np.words) == 2 == len(np.plain()) and \
            self.is_word(replace(np, words=np.words[:1], det=""), "damage") and \
            self.lemma(np.words[1]) == "deal" and str(np.words[1]).lower().endswith(("t", "ed")) and \
            items.items and items.items[0].kind == "pp" and items.items[0].value == "to" and \
            items.has("instead") else None
        if isinstance(dealt, P.NP) and (amt is None or amt.value == "half"):
            # "takes [half] the damage dealt to its allies instead": instead of them
            items.items.pop(0)
            items.take("instead")
            if dealt.det in ("its", "their") and not dealt.rels and dealt.plain() and \
                    str(dealt.plain()[-1]).lower().endswith("s"):  # "its allies": all of them
                dealt = P.NP(det="all", rels=(("of", dealt),), tok=dealt.tok, text=f"all of {dealt.text}")
            with self.referring(ph.subject):
                return m.Take(agent, amt is not None, self.agent(dealt))
        owner = self.damage_owner(np)
        if owner is not None and (amt is None or amt.value == "half") and items.take("instead") is not None:
            return m.Take(agent, amt is not None, self.agent(owner))  # "takes an ally's damage instead"
        if np is not None and (np.det == "the" or amt is not None and amt.value == "half" and not np.det) and \
                self.is_word(replace(np, det=""), "damage") and (amt is None or amt.value == "half"):
            inst = items.pp("instead of") or items.pp("for") or self.in_place_of(items)
            with self.referring(ph.subject):  # "for all of its allies": the subject's
                instead = self.agent(inst.extra) if inst else None
            return m.Take(agent, amt is not None, instead)
        raise self.error("taking damage is understood as 'X takes [half of] the damage [instead of Y]'",
                         ph.vg.tok, UNDERSTOOD["take"])

    def v_absorb(self, ph, items: Items):
        """ "Absorbs 2 damage from every special move.", "This character absorbs 2 damage from each throw.": each hit of
        that class of attacks on the one the text speaks of loses N of its damage (see absorb_from)."""
        vg = ph.vg
        subj = ph.subject if ph.subject is not None else self.implicit(ph)
        if vg.modal or vg.negated or vg.aux or vg.only:
            raise self.error("absorbing is understood as 'X absorbs N damage from every CLASS'", vg.tok,
                             ["Absorbs 2 damage from every special move"])
        amt = items.take("amount", lambda it: it.value == "int")
        np = items.np()
        if amt is None or not self.is_word(np, "damage") or np.det or np.rels:
            raise self.error("absorbing is understood as 'X absorbs N damage from every CLASS'", vg.tok,
                             ["Absorbs 2 damage from every special move"])
        return self.absorb_from(self.agent(subj), amt.extra, items, vg.tok)

    def absorb_from(self, agent: m.Agent, n: int, items: Items, tok) -> m.Absorb:
        """ "... N damage from every CLASS" / "from each CLASS" / "from CLASS" (a plural): an Absorb. What a text
        absorbs from damage in general (no class, "the first N damage", "from the next attack") says neither per hit
        nor once, so it is not read here."""
        src = items.pp("from")
        cls = self.every_class(src.extra if src is not None else None)
        if not cls or n < 1 or items.items:
            raise self.error("absorbing damage is understood per hit of a kind of attack: 'X absorbs N damage from "
                             "every CLASS'", src.tok if src is not None else tok,
                             ["Absorbs 2 damage from every special move", "The user takes 2 less damage from each throw"])
        if agent != m.Agent("the", "user"):
            raise self.error("absorbing damage is understood of the one the text belongs to: 'This character absorbs N "
                             "damage from every CLASS'", tok, ["This character absorbs 2 damage from every special move"])
        return m.Absorb(agent, n, cls)

    def half_from(self, ph, items: Items, agent_np: P.NP | None, cls: str) -> m.HalveFrom | None:
        """ "Ranged attacks deal half damage to this character, rounded down", "The user takes half of the damage from
        every ranged move": each hit of that class of attacks on the one the text belongs to is halved (its rounding
        the text's, or none said). None when the sentence is not that."""
        vg = ph.vg
        if not cls or agent_np is None or vg.modal or vg.negated or vg.aux or vg.only:
            return None
        half = next((it for it in items.items if it.kind == "amount" and it.value == "half"), None)
        dmg = next((it for it in items.items if it.kind == "np" and
                    self.is_word(replace(it.value, det="") if it.value.det == "the" else it.value, "damage")), None)
        if half is None or dmg is None or dmg.value.rels:
            return None
        agent = self.agent(agent_np, required=False)
        if agent != m.Agent("the", "user"):
            raise self.error("halving the damage of a kind of attack is understood of the one the text belongs to: "
                             "'CLASS deal half damage to this character'", vg.tok,
                             ["Ranged attacks deal half damage to this character, rounded down"])
        items.items.remove(half)
        items.items.remove(dmg)
        rounding = items.take("rounding")
        items.done("halving the damage of a kind of attack", vg.tok,
                   ["Ranged attacks deal half damage to this character, rounded down"])
        return m.HalveFrom(agent, cls, rounding.value if rounding is not None else "")

    def every_class(self, np: P.NP | None) -> str:
        """The class of attacks "every special move", "each throw", "all basic attacks", "special moves" (a plural
        without a determiner) name, each of them (vocabulary "attack_classes"), or ""."""
        if np is None or np.rels or np.pronoun or np.only or np.det not in ("every", "each", "all", "any", ""):
            return ""
        words = " ".join(np.text.split())
        bare = words[len(np.det) + 1:] if np.det and words.lower().startswith(np.det + " ") else words
        if not np.det and not bare.lower().endswith("s"):
            return ""
        return self.v.lookup("attack_classes", bare) or ""

    def takes_damage_from(self, items: Items) -> bool:
        """ "This monster takes 0 damage from any attack": damage taken (not "takes 2 blocks to block")."""
        return any(it.kind == "np" and (self.is_word(it.value, "damage") or not it.value.det and not it.value.rels and
                                        [str(w).lower() for w in it.value.words] in (["less", "damage"],
                                                                                     ["fewer", "damage"]))
                   for it in items.items) and \
            any(it.kind == "pp" and it.value == "from" for it in items.items)

    def damage_owner(self, np: P.NP | None) -> P.NP | None:
        """Whose damage "X's damage" names (X), or None."""
        words = np.plain() if np is not None else []
        if np is None or np.rels or np.pronoun or len(words) != 2 or len(np.words) != 2 or \
                not str(words[0]).lower().endswith(("'s", "’s")) or str(words[1]).lower() != "damage":
            return None
        return P.NP(det=np.det, words=(_word(str(words[0])[:-2], words[0]),), tok=words[0],
                    text=f"{np.det} {str(words[0])[:-2]}".strip())

    def in_place_of(self, items: Items):
        """ "in place of X": instead of X."""
        it = items.take("pp", lambda it: it.value == "in" and self.is_word(replace(it.extra, rels=()), "place")
                        and not it.extra.det and len(it.extra.rels) == 1 and it.extra.rels[0][0] == "of")
        return P.Item("pp", "instead of", it.extra.rels[0][1], tok=it.tok) if it else None

    def v_distribute(self, ph, items: Items):
        """ "Distribute 3 damage among X": deals 3 damage split among X."""
        if ph.subject is None and not ph.vg.modal and not ph.vg.negated and items.has("amount"):
            items.items.append(P.Item("split"))
            return self.v_deal(replace(ph, vg=replace(ph.vg, verb="deal")), items)
        raise self.error("'Distribute N damage among X' is understood", ph.vg.tok, ["Distribute 3 damage among X"])

    def v_require(self, ph, items: Items):
        """ "Requires "STATUS"": only a monster with it can use this card; "Requires X to VERB Y": X must."""
        first = items.items[0].value if items.items and items.items[0].kind == "np" else None
        if first is not None and ph.subject is not None and not first.det and not first.rels and \
                [str(w).lower() for w in first.words] == ["using"] and len(items.items) > 1:
            # "Flipping a support requires using your action for the turn": uses it
            rest = Items(self, items.items[1:])
            act = self.uses_action(replace(ph, vg=replace(ph.vg, verb="use", form="uses")), rest)
            if act is not None:
                rest.done(f"a sentence with '{ph.vg.form}'", ph.vg.tok, [])
                items.items.clear()
                return act
        np = items.np()
        self.infinitive(items.items, 0)
        to = items.take("to_verb")
        if ph.subject is None and np is not None and not ph.vg.modal and not ph.vg.negated:
            if to is None and not items.items and np.quoted():
                sid, name = self.status(np)
                return m.Restriction(sid, name)
            if to is not None:
                return self.deontic(P.Phrase(np, P.VG(modal="must", verb=to.value, form=to.extra, tok=to.tok),
                                             [], np.tok), items)
        raise self.error("'Requires \"STATUS\"' or 'Requires X to VERB Y' is understood", ph.vg.tok,
                         ['Requires "Cocoon"', "Requires the opponent to damage the user"])

    def owner_stat(self, np: P.NP | None):
        """(owner noun phrase, stat id) of "X's STAT" ("a monster's life points"), or None."""
        words = np.plain() if np is not None else []
        if np is None or np.rels or np.pronoun or len(words) < 2 or len(words) != len(np.words) or \
                not str(words[0]).lower().endswith(("'s", "’s")):
            return None
        stat = self.v.lookup("stats", " ".join(map(str, words[1:])))
        if stat is None:
            return None
        owner = P.NP(det=np.det, words=(_word(str(words[0])[:-2], words[0]),), tok=np.tok,
                     text=f"{np.det} {str(words[0])[:-2]}".strip())
        return owner, stat

    def v_reduce(self, ph, items: Items):
        """ "Reduce X's STAT by N": X loses N STAT; "Reduces a TYPE move to 0": the damage of TYPE moves to
        the user (the game's implicit agent) becomes 0."""
        np = items.np()
        by, to = items.take("pp_number", lambda it: it.value == "by"), items.take("pp_number", lambda it: it.value == "to")
        taker = self.next_damage_of(np)
        second = items.items[0].value if items.items and items.items[0].kind == "np" else None
        if taker is None and np is not None and second is not None and np.det == "the" and not np.rels and \
                self.v.lookup("nouns", " ".join(str(w) for w in np.words)) == "next_damage" and \
                len(second.words) == 2 and str(second.words[-1]).lower() == "takes" and not second.rels and \
                len(second.plain()) == 2:
            # "the next damage" "the user takes" (an object's relative read as a second noun phrase)
            items.np()
            taker = self.agent(replace(second, words=second.words[:1],
                                       text=f"{second.det} {second.words[0]}".strip()))
            by = by or items.take("pp_number", lambda it: it.value == "by")
        words = [str(w) for w in np.words] if np is not None and np.det == "the" and not np.rels and \
            len(np.plain()) == len(np.words) else []
        cut = next((k for k in range(1, len(words) - 1) if self.v.lookup("nouns", " ".join(words[:k])) == "next_damage"),
                   0) if taker is None and words[-1:] == ["takes"] else 0
        if cut:  # "the next damage X takes" (one noun phrase of the grammar: X a name, the owner's)
            who = np.words[cut:-1]
            taker = self.agent(P.NP(words=tuple(who), tok=who[0], text=" ".join(words[cut:-1])), required=False)
        if ph.subject is None and not ph.vg.modal and not ph.vg.negated and taker is not None and by is not None \
                and to is None and not items.items:  # "Reduces the next damage the user takes by 2."
            return m.ReduceNext(taker, by.extra)
        if ph.subject is None and not ph.vg.modal and not ph.vg.negated and np is not None:
            owned = self.owner_stat(np)
            if owned is not None and by is not None and to is None:
                return m.LifeLoss(self.agent(owned[0]), by.extra, owned[1])
            if to is not None and by is None and self.v.defaults.get("implicit_agent"):
                whom = items.pp("to")
                head = np
                if np.det in ("the", "") and self.is_word(replace(np, det="", rels=()), "damage") and len(np.rels) == 1 \
                        and np.rels[0][0] == "of":
                    head = np.rels[0][1]  # "the damage of a POW move [to the user]"
                words = head.plain()
                if head.det in ONE and len(words) == 2 and len(head.words) == 2 and not head.rels and \
                        str(words[1]).lower() == "move":
                    agent = self.agent(whom.extra) if whom is not None else self.agent(self.implicit(ph))
                    return m.ZeroDamage(agent, to.extra, self.need("move_types", words[0], head.tok))
        if ph.subject is None and ph.vg.negated and not ph.vg.modal and not ph.vg.aux and ph.vg.form == "reduced" \
                and np is None and by is None and to is None:  # "Not reduced by BLK moves": cannot be reduced
            return self.passive(replace(ph, vg=replace(ph.vg, modal="cannot", negated=False, aux="be")), items)
        raise self.error("reducing is understood as 'Reduce X's STAT by N' or 'Reduces a TYPE move to N'", ph.vg.tok,
                         ["Reduce a monster's life points by 2", "Reduces a POW move to 0"])

    def v_prevent(self, ph, items: Items):
        """ "Prevents X from VERBing Y": X cannot VERB Y."""
        np = items.np()
        frm = None
        g = items.take("pp", lambda it: it.value == "from" and not it.extra.det and not it.extra.rels and
                       len(it.extra.words) == 1 and str(it.extra.words[0]).lower().endswith("ing"))
        if g is not None:  # "from damaging": a gerund (the vocabulary's -ing verb forms)
            from .statements import all_verb_forms
            word = str(g.extra.words[0]).lower()
            if word in all_verb_forms():
                frm = P.Item("from_verb", self.lemma(word), word, tok=g.extra.tok)
        if ph.subject is None and np is not None and frm is not None and not ph.vg.modal and not ph.vg.negated:
            return self.deontic(P.Phrase(np, P.VG(modal="cannot", verb=frm.value, form=frm.value, tok=frm.tok),
                                         [], np.tok), items)
        raise self.error("'Prevents X from VERBing Y' is understood", ph.vg.tok,
                         ["Prevents the opponent from damaging the user"])

    def v_redirect(self, ph, items: Items):
        """ "Redirect the damage to an ally": an ally takes the damage instead of the user; "Reflect half of
        the damage back to the attacker"; "Redirect the target's damage to the user"."""
        amt = items.take("amount", lambda it: it.value == "half")
        np = items.np()
        if np is not None and len(np.words) > 1 and str(np.words[-1]).lower() == "back":  # "back to X"
            np = replace(np, words=np.words[:-1])
        tos = [it for it in items.items if it.kind == "pp" and it.value == "to"]
        src = None
        if len(tos) == 2 and np is not None and np.det == "the" and not np.rels and \
                self.is_word(replace(np, det=""), "damage") and not items.has("from"):
            # "Redirect the damage to each ally to the user": the user takes it instead of each ally
            src = items.pp("to")
        to = items.pp("to")
        owner = self.damage_owner(np)
        src = src or items.pp("from")
        implicit = self.v.defaults.get("implicit_agent")
        if ph.subject is None and not ph.vg.modal and not ph.vg.negated and to is not None and implicit and \
                ((owner is None and np is not None and np.det == "the" and self.is_word(replace(np, det=""), "damage"))
                 or (owner is not None and src is None)):
            instead = src.extra if src is not None else owner if owner is not None else self.implicit(ph)
            whom = self.agent(to.extra)
            if whom.role:  # a role ("the attacker", "an ally"), not "this monster" (whose status it is)
                return m.Take(whom, amt is not None, self.agent(instead))
        raise self.error(f"'{ph.vg.form}' is understood as '{ph.vg.form.capitalize()} [half of] the damage to X'",
                         ph.vg.tok, ["Redirect the damage to an ally", "Reflect the damage back to the attacker"])

    v_reflect = v_redirect

    def v_need(self, ph, items: Items):
        """ "This attack needs 2 blocks to be blocked.": it takes 2 blocks to block this attack."""
        vg = ph.vg
        its = items.items
        to = its[2] if len(its) == 3 and its[0].kind == "amount" and its[1].kind == "np" and its[2].kind == "pp" \
            and its[2].value == "to" else None
        be = [str(w).lower() for w in to.extra.words] if to is not None and not to.extra.det and \
            not to.extra.rels and len(to.extra.words) == len(to.extra.plain()) else []
        if ph.subject is not None and ph.subject.det == "this" and not (vg.modal or vg.negated or vg.only or vg.aux) \
                and len(be) == 2 and be[0] == "be" and self.lemma(to.extra.words[1]) != be[1]:
            # "2 blocks to be blocked": 2 blocks, to block this NOUN (the verb's participle, not its base form)
            its[2] = P.Item("to_be_verb", self.lemma(to.extra.words[1]), be[1], tok=to.extra.words[1])
            return self.blocks_needed(ph, items)
        raise self.error("'This NOUN needs N NOUNS to be VERBED' is understood", vg.tok,
                         ["This attack needs 2 blocks to be blocked"])

    def blocks_needed(self, ph, items: Items):
        amt = items.take("amount", lambda it: it.value == "int")
        noun = items.np()
        to = items.take("to_verb")
        passive = items.take("to_be_verb") if to is None and ph.subject is not None and ph.subject.det == "this" \
            else None
        if passive is not None and not items.has("np"):  # "This attack needs 2 blocks to be blocked": to block it
            to = P.Item("to_verb", passive.value, passive.value, tok=passive.tok)
        if to is None:  # "to block" read as a noun phrase after "blocks"
            p = items.pp("to")
            if p is not None and len(p.extra.words) == 1 and not p.extra.det and not p.extra.rels:
                to = P.Item("to_verb", self.lemma(p.extra.words[0]), str(p.extra.words[0]).lower(), tok=p.extra.tok)
        target = items.np()
        if target is None and ph.subject.det == "this" and ph.subject.words and not ph.subject.rels:
            target = ph.subject  # "This attack takes 2 blocks to block."
        height = ""
        if noun is not None and len(noun.words) > 1 and len(noun.plain()) == len(noun.words) and \
                self.v.lookup("heights", str(noun.words[0])):  # "2 high blocks": blocks of that height
            height = self.v.lookup("heights", str(noun.words[0]))
            noun = replace(noun, words=noun.words[1:], text=" ".join(str(w) for w in noun.words[1:]))
        if amt and noun and to and target and target.det == "this" and not noun.det:
            need = m.BlocksNeeded(amt.extra, self.name("nouns", noun), self.need("events", to.extra, to.tok),
                                  self.name("nouns", target), height)
            # the cards, the act and the card acted on the rules read (vocabulary defaults "blocks_needed":
            # "NOUN VERB TARGET"): "It takes 2 events to flip this event" would say something else
            spec = self.v.defaults.get("blocks_needed", "").split()
            if not spec or [need.noun, need.verb, need.target] == spec:
                return need
        raise self.error("'It takes N NOUNS to VERB this NOUN' is understood", ph.vg.tok,
                         ["It takes 2 blocks to block this attack"])

    def halved(self, np: P.NP | None, items: Items, ph):
        """What halving a noun phrase means: "the damage to X" (X takes half of the damage), "X's STAT" /
        "the STAT of X" (halves X's STAT), or None."""
        if np is None:
            return None
        to = items.pp("to") if np.det in ("the", "") and self.is_word(replace(np, det=""), "damage") else None
        if to is not None:  # "Halve the damage to the user"
            return m.Take(self.agent(to.extra), True, None)
        taker = self.taker(items.items[0].value) if np.det == "the" and not np.rels and items.items and \
            items.items[0].kind == "np" and self.is_word(replace(np, det=""), "damage") else None
        if taker is not None:  # "Halves the damage the user takes" (the relative read as a second noun phrase)
            items.np()
            return m.Take(self.agent(taker), True, None)
        of = [r for r in np.rels if r[0] == "of"]
        if np.det == "the" and len(np.rels) == 1 and of and self.whose(of[0][1]) in HALVED:
            # "the life points of the target", "the life points of this monster"
            return self.halve(self.whose(of[0][1]), self.stat(replace(np, det="", rels=())), np.tok)
        pos = self.possessive(np)
        if pos is not None and pos[0] in HALVED:
            return self.halve(pos[0], self.stat(replace(np, det="", words=tuple(pos[1]))), np.tok)
        return None

    def halve(self, who: str, stat: str, tok) -> m.Halve:
        """Halving WHO's STAT, for a stat the game's rules halve (vocabulary defaults halved_stats, where the game
        declares them: MR-RND-01 halves damage, life points and a Guts cost, never a player's Guts)."""
        stats = self.v.defaults.get("halved_stats", "").split()
        if stats and stat not in stats:
            raise self.error(f"halving {self.v.word('stats', stat)} is not understood: a rule halves "
                             f"{' or '.join(self.v.word('stats', s) for s in stats)}", tok,
                             [f"the user's {self.v.word('stats', s)}" for s in stats])
        return m.Halve(who, stat)

    def taker(self, np: P.NP) -> P.NP | None:
        """ "the user takes" read as one noun phrase (an object's relative: "the damage the user takes"):
        the noun phrase of who takes it, or None."""
        words = np.plain()
        if np.rels or np.pronoun or len(words) != len(np.words) or len(words) != 2 or \
                self.lemma(words[-1]) != "take" or str(words[-1]).lower() == "take":
            return None
        return replace(np, words=np.words[:1], text=f"{np.det} {np.words[0]}".strip())

    def v_cut(self, ph, items: Items):
        """ "Cut X's STAT in half": halve it."""
        half = items.take("pp", lambda it: it.value == "in" and self.is_word(it.extra, "half"))
        if half is None:
            np = next((it.value for it in items.items if it.kind == "np"), None)
            inside = [r for r in np.rels if r[0] == "in"] if np is not None else []
            if len(inside) == 1 and self.is_word(inside[0][1], "half"):  # "in half" kept on the noun phrase
                half = inside[0]
                items.items[items.items.index(next(it for it in items.items if it.value is np))] = \
                    P.Item("np", replace(np, rels=tuple(r for r in np.rels if r is not half)), tok=np.tok)
        if half is None:
            raise self.error("cutting is understood as 'Cut X's STAT in half'", ph.vg.tok,
                             ["Cut the target's life points in half"])
        return self.v_halve(ph, items)

    def block_card_move(self, ph, items: Items) -> m.BlockCard | None:
        """ "The block card is discarded", "the block card returns to the hand", "Discard the block card",
        "Return the block card to your hand": where the block card goes, or None when the phrase is not that."""
        vg = ph.vg
        if vg is None or vg.modal or vg.negated or vg.only or vg.verb not in ("discard", "return", "go") or \
                self.v.categories.get("card_uses") is None:
            return None
        if vg.verb == "go":  # "The block card goes back to your hand": it returns to the hand
            back = next((it for it in items.items if it.kind == "np" and not it.value.det and not it.value.rels and
                         self.is_word(it.value, "back")), None)
            if back is None or ph.subject is None or vg.aux:
                return None
            items.items.remove(back)
            ph = replace(ph, vg=replace(vg, verb="return", form="returns"))
            found = self.block_card_move(ph, items)
            if found is None:
                items.items.insert(0, back)
            return found
        later = items.take("at_next_turn")  # "... at the start of your next turn": only when not attacked (below)
        if later is not None:
            found = self.block_card_move(ph, items)
            if found is None:
                items.items.append(later)
                return None
            return m.BlockCardLater(found.dest)
        subj = ph.subject
        if subj is not None and subj.pronoun == "you" and not vg.aux:
            subj = None  # "you discard the block card"
        first = items.items[0].value if items.items and items.items[0].kind == "np" else None
        card = subj if subj is not None else first
        if card is None or self.card_use(card) != "block" or card.det != "the":
            return None
        if vg.verb == "discard" and ((subj is not None and vg.aux == "be") or (subj is None and not vg.aux)):
            if subj is None:
                items.np()
            return m.BlockCard("discard")
        if vg.verb == "return" and not vg.aux:
            to = next((it for it in items.items if it.kind == "pp" and it.value == "to"), None)
            if to is None or to.extra.rels or to.extra.det not in ("the", "your", "its") or \
                    [str(w).lower() for w in to.extra.words] != ["hand"]:
                return None
            if subj is None:
                items.np()
            items.items.remove(to)
            return m.BlockCard("hand")
        return None

    def comparison(self, sub: P.Phrase) -> tuple[str, P.NP] | None:
        """ "X is greater than / higher than / lower than / equal to or greater than Y", "X is not lower than Y":
        how the subject compares with Y (gt, ge, lt, le) and Y, or None."""
        vg, raw = sub.vg, sub.items
        if len(raw) == 3 and isinstance(raw[0], P.Item) and raw[0].kind == "amount" and raw[0].value == "no" and \
                vg is not None and not vg.negated and all(isinstance(x, P.NP) for x in raw[1:]):
            # "X is no higher than Y": X is not higher than Y
            return self.comparison(replace(sub, vg=replace(vg, negated=True), items=raw[1:]))
        if sub.subject is not None and vg is not None and vg.verb == "exceed" and not (vg.aux or vg.modal or vg.only or
                                                                                     vg.negated) and \
                len(raw) == 1 and isinstance(raw[0], P.NP):  # "X exceeds Y": X is greater than Y
            return "gt", raw[0]
        if sub.subject is None or vg is None or vg.aux != "be" or vg.modal or vg.only or len(raw) != 2 or \
                not all(isinstance(x, P.NP) for x in raw):
            return None
        first, other = raw
        if first.det or first.pronoun or first.only or len(first.plain()) != len(first.words):
            return None
        words = [w for x in first.words for w in str(x).lower().split()]  # ("at least": one token)
        if first.rels:  # "equal to or greater than": "equal" and "to (or greater than)"
            rel = first.rels[0]
            if len(first.rels) != 1 or rel[:2] != ("pp", "to") or words != ["equal"] or rel[2].det or rel[2].rels:
                return None
            words += ["to", *(str(w).lower() for w in rel[2].words)]
        if vg.verb:  # "is not lower than": "lower" read as the verb
            if vg.verb != "lower" or words != ["than"]:
                return None
            words = ["lower", "than"]
        op = COMPARATIVES.get(" ".join(words))
        if op is None:
            return None
        return ({"gt": "le", "ge": "lt", "lt": "ge", "le": "gt"}[op] if vg.negated else op), other

    def block_quantity(self, np: P.NP, required: bool = True) -> str:
        """What a comparison of a block names: the defense total (total), the blocked attack's damage (damage)
        or a blocked basic attack's value (value)."""
        words = [str(w).lower() for w in np.words]
        rels = [(r[0], [str(w).lower() for w in r[1].words], r[1].det) for r in np.rels if len(r) == 2]
        if np.pronoun or len(rels) != len(np.rels) or len(np.plain()) != len(np.words):
            words = []
        if not np.rels and np.det in ("the", "your") and self.v.lookup("stats", " ".join(words)) == "defense_total":
            return "total"
        attack = ([w for w in rels[0][1] if w != "blocked"], rels[0][2]) if len(rels) == 1 and rels[0][0] == "of" \
            else None
        if np.det == "the" and (words == ["damage"] and (not rels or attack == (["attack"], "the")) or
                                words in (["attack's", "damage"], ["attack’s", "damage"]) and not rels):
            return "damage"
        if np.det in ("a", "the") and not rels and [w for w in words if w != "blocked"] in \
                (["basic", "attack's", "value"], ["basic", "attack’s", "value"]):
            return "value"
        if np.det == "the" and words == ["damage", "value"] and attack == (["basic", "attack"], "the"):
            return "value"
        if not required:
            return ""
        raise self.error(f"'{np.text}' is not understood in a comparison of a block", np.tok,
                         ["the defense total", "the damage", "a blocked basic attack's value"])

    def block_rule(self, sub: P.Phrase, cmp: tuple[str, P.NP], body) -> m.BlockRule:
        """ "If the defense total is greater than the damage, the block card returns to the hand.": where the
        block card goes when the blocked attack compares so with the defense total."""
        op = cmp[0]
        left, right = self.block_quantity(sub.subject), self.block_quantity(cmp[1])
        if left == "total" and right != "total":
            q, op = right, m.BLOCK_FLIP[op]
        elif right == "total" and left != "total":
            q = left
        else:
            raise self.error("a comparison of a block compares the blocked attack with the defense total", sub.tok,
                             ["If the defense total is greater than the damage, ..."])
        clause = self.b._clause(body) if isinstance(body, P.Phrase) else body
        if not isinstance(clause, m.BlockCard):
            raise self.error("after a comparison of a block, where the block card goes is understood: "
                             "'the block card returns to the hand' / 'is discarded'", sub.tok,
                             ["If the defense total is greater than the damage, the block card returns to the hand."])
        return m.BlockRule(q, op, clause.dest)

    def move_type_class(self, np: P.NP | None) -> str | None:
        """The move type a subject "TYPE moves" names ("SPE moves"), or None."""
        if np is None or np.det or np.rels or np.pronoun or len(np.plain()) != len(np.words) or \
                "move_types" not in self.v.categories:
            return None
        words = " ".join(str(w) for w in np.words).split()
        if len(words) != 2 or words[1].lower() not in ("moves", "move"):
            return None
        return self.v.lookup("move_types", words[0])

    def rule_kind(self, np: P.NP) -> str:
        """The kind of rule a noun phrase names ("taunts": the game's vocabulary "rule_kinds")."""
        found = None if np.det or np.rels or np.pronoun else self.v.lookup("rule_kinds", " ".join(np.plain()))
        if found is None:
            raise self.error(f"'{np.text}' is not understood as a kind of rule", np.tok,
                             self.v.spellings("rule_kinds"))
        return found

    def v_ignore(self, ph, items: Items):
        """ "SPE moves ignore / bypass taunts": they are not affected by them."""
        t = self.move_type_class(ph.subject)
        np = items.np()
        if t is None or np is None or ph.vg.modal or ph.vg.negated or ph.vg.aux:
            raise self.error("'TYPE moves ignore RULES' is understood", ph.vg.tok, ["SPE moves ignore taunts"])
        return m.Exempt(t, self.rule_kind(np))

    v_bypass = v_ignore

    def v_affect(self, ph, items: Items):
        """ "Taunts do not affect / don't restrict SPE moves": SPE moves are not affected by them."""
        np = items.np()
        t = self.move_type_class(np)
        if ph.subject is None or t is None or ph.vg.modal != "do" or not ph.vg.negated or ph.vg.aux:
            raise self.error("'RULES do not affect TYPE moves' is understood", ph.vg.tok,
                             ["Taunts do not affect SPE moves"])
        return m.Exempt(t, self.rule_kind(ph.subject))

    v_restrict = v_affect

    def v_halve(self, ph, items: Items):
        np = self.joined_possessive(items.np(), items)
        if ph.subject is None and not ph.vg.modal and not ph.vg.negated:
            h = self.halved(np, items, ph)
            if h is not None:
                return h
        pos = self.possessive(np) if np is not None else None
        if ph.subject is not None or pos is None:
            raise self.error("halving is understood as 'Halves the user's STAT'", ph.vg.tok, ["the user's", "the target's"])
        possessive, words = pos
        if possessive not in HALVED:
            raise self.error(f"halving {np.text!s} is not understood", np.tok, ["the user's", "the target's"])
        return self.halve(possessive, self.stat(replace(np, det="", words=tuple(words))), np.tok)

    def joined_possessive(self, np: P.NP | None, items: Items) -> P.NP | None:
        """ "the attacking monster's attribute": the grammar reads "the attacking" and "monster's attribute" as two noun
        phrases (a possessive word starts one); the two as one when the second follows at once, without a
        determiner, its first word a possessive. Anything else: ``np`` as it is."""
        nxt = items.items[0] if items.items and items.items[0].kind == "np" else None
        if np is None or nxt is None or np.rels or np.pronoun or nxt.value.det or nxt.value.pronoun or \
                not nxt.value.words or not isinstance(nxt.value.words[0], Token) or \
                not str(nxt.value.words[0]).lower().endswith(("'s", "’s")):
            return np
        items.items.pop(0)
        return replace(np, words=(*np.words, *nxt.value.words), rels=nxt.value.rels,
                       text=f"{np.text} {nxt.value.text}")

    def owner_alias(self, np: P.NP | None, word: str | None = None) -> P.NP | None:
        """The owner of "the attacking monster's attribute", "the opposing character's HP": a possessive of several
        words that the game names as one of its agents (vocabulary "agents"), before WORD (any words when None);
        the owner as a noun phrase, or None."""
        if np is None or np.rels or np.pronoun or np.det not in ("the", "this", "your") or \
                len(np.plain()) != len(np.words) or len(np.words) < 3:
            return None
        words = [str(w) for w in np.words]
        k = next((i for i, w in enumerate(words) if w.lower().endswith(("'s", "’s"))), None)
        if k is None or k == 0 or k == len(words) - 1 or (word is not None and (k != len(words) - 2 or
                                                                               words[-1].lower() != word)):
            return None
        owner = [*words[:k], words[k][:-2]]
        text = " ".join([np.det, *owner])
        if self.v.lookup("agents", text) is None:
            return None
        return P.NP(det=np.det, words=tuple(_word(w, t) for w, t in zip(owner, np.words)), tok=np.words[0],
                    text=text)

    def owner_of(self, np: P.NP | None, word: str, ph) -> P.NP | None:
        """Whose WORD a noun phrase names: "the target's attribute" (the target), "own attribute" (the game's
        implicit agent), or None."""
        if np is None or np.rels or np.pronoun or len(np.plain()) != len(np.words) or len(np.words) != 2 or \
                str(np.words[1]).lower() != word:
            return None
        first = str(np.words[0])
        if first.lower() == "own" and np.det in ("", "its", "your") and self.v.defaults.get("implicit_agent"):
            if self.v.lookup("possessives", f"{np.det} own".strip()) == "user" or not np.det:
                return self.implicit(ph)
            return None
        if first.lower().endswith(("'s", "’s")) and np.det in ("the", "this"):
            return P.NP(det=np.det, words=(_word(first[:-2], np.words[0]),), tok=np.words[0],
                        text=f"{np.det} {first[:-2]}")
        return None

    def v_turn(self, ph, items: Items):
        """ "X turns into an ATTRIBUTE monster": X becomes ATTRIBUTE; "Turn the top N cards of your deck into
        Guts": convert them."""
        if ph.subject is None and not ph.vg.modal and not ph.vg.negated and \
                any(it.kind == "pp" and it.value == "into" for it in items.items):
            return self.v_convert(ph, items)
        into = items.pp("into")
        words = into.extra.plain() if into is not None else []
        if ph.subject is not None and into is not None and into.extra.det in ("a", "an") and not into.extra.rels \
                and len(words) == len(into.extra.words) == 2 and str(words[1]).lower() == "monster" and \
                not ph.vg.modal and not ph.vg.negated:
            return m.Become(self.agent(ph.subject), self.need("attributes", str(words[0]), words[0]))
        raise self.error("'X turns into an ATTRIBUTE monster' is understood", ph.vg.tok,
                         ["The target turns into an Air monster"])

    def v_change(self, ph, items: Items):
        """ "Changes the target's attribute to Air": the target becomes Air."""
        np = self.joined_possessive(items.np(), items)
        to = items.pp("to", "into")
        owner = self.owner_of(np, "attribute", ph) or self.owner_alias(np, "attribute")
        if ph.subject is None and owner is not None and to is not None and not ph.vg.modal and not ph.vg.negated:
            return m.Become(self.agent(owner), self.name("attributes", to.extra))
        raise self.error("changing is understood as 'Changes X's attribute to ATTRIBUTE'", ph.vg.tok,
                         ["Changes the target's attribute to Air"])

    def v_become(self, ph, items: Items):
        np = items.np()
        subj = ph.subject
        owner = self.owner_of(subj, "attribute", ph) or self.owner_alias(subj, "attribute")
        if owner is not None and np is not None:  # "The target's attribute becomes Air"
            subj = owner
        if subj is None or (np is None and not items.has("amount")) or ph.vg.modal:
            raise self.error("'X becomes ATTRIBUTE' is understood", ph.vg.tok, ["The target becomes Air"])
        amt = items.take("amount", lambda it: it.value == "int")
        if amt is not None and np is None:
            return self.damage_becomes(subj, amt.extra, ph.vg.tok)
        if amt is None and np is not None and not np.det and not np.rels and subj.det == "the" and \
                subj.plain()[:1] and str(subj.plain()[0]).lower() == "top" and not ph.vg.modal:
            # "The top 5 cards of your deck become Guts": put them into your guts
            into = P.Item("pp", "into", replace(np, det="your"), tok=np.tok)
            return self.v_put(P.Phrase(None, ph.vg, [], ph.tok), Items(self, [*flatten([subj]), into]))
        if amt is None and np is not None and self.v.lookup("attributes", " ".join(np.plain())) and not np.det:
            return m.Become(self.agent(subj), self.name("attributes", np))
        raise self.error("'X becomes ATTRIBUTE' is understood", ph.vg.tok, ["The target becomes Air"])

    def damage_becomes(self, subj: P.NP, n: int, tok):
        """"The damage of POW moves to the user becomes 0."."""
        fixed = self.fixed_damage(subj, n)
        if fixed is not None:
            return fixed
        return self._damage_becomes(subj, n, tok)

    def fixed_damage(self, subj: P.NP, n: int):
        """Damage written as a noun phrase that becomes N: "[all] damage [of / from TYPE moves] to X"."""
        it = Items(self, flatten([subj]))
        head = it.np()
        if head is None or head.det not in ("the", "", "all") or not self.is_word(replace(head, det="", rels=()), "damage"):
            return None
        kinds = [r[1] for r in head.rels if r[0] == "of"]
        src = it.pp("from")
        if len(kinds) != len(head.rels) or len(kinds) + (src is not None) > 1:
            return None
        kind = kinds[0] if kinds else src.extra if src is not None else None
        to = it.pp("to")
        if to is None or it.items:
            return None
        if kind is None:
            return m.ZeroDamage(self.agent(to.extra), n)
        words = kind.plain()
        if kind.det or kind.rels or len(words) != 2 or str(words[1]).lower() not in ("moves", "move"):
            return None
        return m.ZeroDamage(self.agent(to.extra), n, self.need("move_types", words[0], kind.tok))

    def _damage_becomes(self, subj: P.NP, n: int, tok):
        of = [r for r in subj.rels if r[0] == "of"]
        if subj.det == "the" and self.is_word(replace(subj, det="", rels=()), "damage") and len(of) == 1 \
                and len(subj.rels) == 1:
            kind = flatten([of[0][1]])
            words = kind[0].value.plain()
            if len(kind) == 2 and kind[1].kind == "pp" and kind[1].value == "to" and len(words) == 2 \
                    and words[1].lower() == "moves" and not kind[0].value.det:
                return m.ZeroDamage(self.agent(kind[1].extra), n,
                                    self.need("move_types", words[0], kind[0].value.tok))
        raise self.error("'The damage of TYPE moves to X becomes N' is understood", tok,
                         ["The damage of POW moves to the user becomes 0"])

    def v_lose(self, ph, items: Items):
        half = items.take("amount", lambda it: it.value == "half")
        if half is not None and ph.subject is not None and not ph.vg.modal:
            with self.referring(ph.subject):  # "The user loses half of its life points": halves them
                h = self.halved(items.np(), items, ph)
            if isinstance(h, m.Halve):
                return h
            raise self.error("'X loses half of its STAT' is understood for the user and the target", half.tok or
                             ph.vg.tok, ["The user loses half of its life points"])
        n, np = self.count_np(items, ())
        if ph.subject is None or n is None:
            raise self.error("'X loses N STAT' is understood", ph.vg.tok, ["Each monster loses 1 life point"])
        return m.LifeLoss(self.agent(ph.subject, required=False) or self.group_agent(ph.subject), n,
                          self.stat(replace(np, det="")))

    def group_agent(self, np: P.NP) -> m.Agent:
        """Each of the opponent's monsters, as damage targets name them ("each opponent monster", "all of the
        opponent's monsters"); else the error agent() gives."""
        try:
            spread, group, filt = self.group(np)
        except PyrulesError:
            spread = group = filt = ""
        if spread == "each" and group == "opponents" and filt == "any":
            return m.Agent("each_in", noun=group)
        if spread == "each" and filt != "any":  # "every Ground monster", "each Air opponent monster"
            return m.Agent("each_in", noun=group, features=(filt,))
        return self.agent(np)

    def v_draw(self, ph, items: Items):
        if ph.subject is not None and ph.subject.pronoun != "you":
            raise self.error("'Draw N cards' is understood", ph.vg.tok, ["Draw 2 cards"])
        n, np = self.count_np(items, ("card", "cards"))
        if n is None or not self.is_word(replace(np, det=""), "card", "cards"):
            raise self.error("'Draw N cards' is understood", ph.vg.tok, ["Draw 2 cards", "Draw a card"])
        src = items.pp("from")  # "from your deck": where a draw draws from
        if src is not None and not (src.extra.det == "your" and self.is_word(replace(src.extra, det=""), "deck")):
            raise self.error(f"'from {src.extra.text}' is not understood in a draw", src.tok, ["from your deck"])
        return m.Draw(n)

    def v_discard(self, ph, items: Items):
        k = next((i for i, it in enumerate(items.items) if it.kind == "to_verb" and it.value == "use" or
                  it.kind == "pp" and it.value == "to" and not it.extra.det and not it.extra.rels and
                  [str(w).lower() for w in it.extra.words] == ["use"]), None)
        payer = ph.subject is None or self.agent(ph.subject, required=False) == m.Agent("a", "player")
        if payer and not ph.vg.modal and k is not None and k + 2 == len(items.items) and \
                items.items[k + 1].kind == "np" and self.attack_class(items.items[k + 1].value):
            # ("A player must discard 2 Jokers to use a tag super.": the same)
            # "Discard 2 Jokers to use a tag super.": to use a tag super, a player must discard 2 Jokers
            cls = self.attack_class(items.items[k + 1].value)
            counted = self.rank_count(Items(self, items.items[:k]))
            if counted is not None and self.costed(cls, ph.vg.tok):
                items.items.clear()
                return m.ClassCost(cls, *counted)
        np = items.np() if not items.has("amount") else None
        if np is not None and np.det == "the" and np.plain()[:1] and np.plain()[0].lower() == "top":
            of = [r for r in np.rels if r[0] == "of"]
            if len(np.rels) == 1 and of and [w.lower() for w in np.plain() if number(w) != 1] == ["top", "card"] \
                    and len(np.words) - len(np.plain()) == 0:
                return m.Mill(self.zone(of[0][1]))
        if np is not None:
            items.items.insert(0, P.Item("np", np, tok=np.tok))
        n, np = self.count_np(items, ("card", "cards"))
        src = items.pp("from")
        if src is not None and not src.extra.det and not src.extra.rels:  # "from hand": from your hand
            src = replace(src, extra=replace(src.extra, det="your"))
        if src is None and self.v.defaults.get("discard_from") and n is not None:  # "Discard 2 cards."
            return m.Discard(n, self.v.defaults["discard_from"]) if ph.subject is None and \
                self.is_word(replace(np, det=""), "card", "cards") else self._discard_error(ph)
        if ph.subject is None and n is not None and self.is_word(replace(np, det=""), "card", "cards") and src:
            return m.Discard(n, self._zone_words(src.extra) if src.extra.det == "your" else self.zone(src.extra))
        if ph.subject is not None and ph.subject.pronoun != "you" and n is not None and src and \
                self.is_word(replace(np, det=""), "card", "cards") and src.extra.det in ("his", "her", "their"):
            # "Your rival discards 1 card from his hand": another player discards from his own zone
            return m.Discard(n, self.zone(src.extra), self.agent(ph.subject))
        self._discard_error(ph)

    def _discard_error(self, ph):
        raise self.error("'Discard N cards from your ZONE' is understood", ph.vg.tok,
                         ["Discard 2 cards from your hand", "Discard the top card of your deck"])

    def v_return(self, ph, items: Items):
        n, np = self.count_np(items, ("card", "cards"))
        src, dst = items.pp("from"), items.pp("to") or items.pp("into")  # "into your deck": to it
        src = replace(src, extra=_back(src.extra)) if src is not None else None  # "from your hand back into"
        if ph.subject is None and n is not None and src and dst and self.is_word(np, "card", "cards"):
            return m.MoveCards(n, self._zone_words(src.extra), self._zone_words(dst.extra))
        raise self.error("'Return N cards from your ZONE to your ZONE' is understood", ph.vg.tok,
                         ["Return 1 card from your hand to your deck"])

    def _zone_words(self, np):
        if np.det != "your" or np.rels:
            raise self.error(f"'{np.text}' is not understood as a zone", np.tok, ["your hand", "your deck"])
        word = " ".join(w.lower() for w in self.words(np))
        if word not in m.ZONE_WORDS.values():
            raise self.error(f"unknown zone {word!r}", np.tok, list(m.ZONE_WORDS.values()))
        return word

    def v_convert(self, ph, items: Items):
        """ "Convert the top N cards of your deck into [your] Guts": put them there."""
        into = next((it for it in items.items if it.kind == "pp" and it.value == "into"), None)
        if into is not None and not into.extra.det and not into.extra.rels:  # "into Guts": into your guts
            into.extra = replace(into.extra, det="your")
        return self.v_put(ph, items)

    def top_cards(self, np: P.NP, items: Items):
        """ "the top two cards of your deck", "your deck's top 2 cards" as (np with words [top, N, cards] and
        an of-relative, and the "in ZONE" the of-relative holds), or (np, None) unchanged."""
        words = list(np.words)
        if np.det == "the" and [str(w).lower() for w in words] == ["top"] and not np.rels:
            amt = items.take("amount", lambda it: it.value == "int")  # "the top" two "cards of your deck"
            rest = items.np() if amt is not None else None
            if rest is not None and not rest.det and len(rest.words) == 1:
                np = replace(np, words=(*words, amt.extra, *rest.words), rels=rest.rels)
            elif rest is not None or amt is not None:
                raise self.error(f"'{np.text}' is not understood as the top cards of a zone", np.tok,
                                 ["the top 2 cards of your deck"])
        elif np.det == "your" and words and str(words[0]).lower().endswith(("'s", "’s")) and not np.rels:
            zone = P.NP(det="your", words=(_word(str(words[0])[:-2], words[0]),), tok=words[0], text=str(words[0]))
            np = replace(np, det="the", words=tuple(words[1:]), rels=(("of", zone),))  # "your deck's top card"
        of = [r for r in np.rels if r[0] == "of"]
        inner = [r for r in of[0][1].rels if r[0] == "in"] if len(of) == 1 else []
        if len(inner) == 1 and len(of[0][1].rels) == 1:  # "of your deck in your energy pile": into
            np = replace(np, rels=(("of", replace(of[0][1], rels=())),))
            return np, P.Item("pp", "in", inner[0][1])
        return np, None

    def v_put(self, ph, items: Items):
        if any(it.kind == "pp" and it.value == "from" for it in items.items):
            # "Put 2 cards / a card from your hand [back] into your deck": return them
            return self.v_return(ph, items)
        np = items.np()
        if np is not None and np.det == "the" and self.is_word(replace(np, det=""), "top") and \
                items.items and items.items[0].kind == "amount" and items.items[0].value == "int" and \
                len(items.items) > 1 and items.items[1].kind == "np":  # "the top five cards of ..."
            n, rest = items.items.pop(0), items.np()
            np = replace(rest, det="the", words=(np.words[0], n.extra, *rest.words), tok=np.tok)
        into = items.pp("into", "in")
        if np is not None:
            np, inside = self.top_cards(np, items)
            into = into or inside
        if into is None and np is not None and np.rels and np.rels[-1][0] == "in":  # "put it in your hand"
            into = P.Item("pp", "in", np.rels[-1][1])
            np = replace(np, rels=np.rels[:-1])
        if ph.subject is None and np is not None and into is not None:
            if np.pronoun == "it" and not np.rels:
                return m.PutIt(self.zone(into.extra))
            words = [w for w in np.words]
            of = [r for r in np.rels if r[0] == "of"]
            if len(words) == 2:  # "the top card of your deck"
                words.insert(1, 1)
            if np.det == "the" and len(words) == 3 and str(words[0]).lower() == "top" and \
                    number(words[1]) is not None and self.is_word(P.NP(words=(words[2],)), "card", "cards") \
                    and of and len(np.rels) == 1:
                return m.MoveCards(number(words[1]), self._zone_words(of[0][1]), self._zone_words(into.extra),
                                   top=True)
        raise self.error("'Put the top N cards of your ZONE into your ZONE' / 'Put it into your ZONE' is understood",
                         ph.vg.tok, ["Put it into your energy pile"])

    def v_avoid(self, ph, items: Items):
        n, np = self.count_np(items, ())
        if ph.subject is None and n is not None and not np.rels:
            (features, noun), *others = self.selector_names(replace(np, det=""))
            return m.Avoid(n, noun, features, tuple(others))
        raise self.error("'Avoids N ATTACKS' is understood", ph.vg.tok, ["Avoids 1 special move attack"])

    def v_reset(self, ph, items: Items):
        np = items.np()
        words = np.plain() if np else []
        if np is not None and np.det == "your" and words and self.owner_is_user(np.det, words[0]):
            words = words[1:]  # "your character's used combo points": the user's
        per_turn = items.pp("for")  # "for the turn": used combo points are counted per turn
        if per_turn is not None and not self.is_word(replace(per_turn.extra, det=""), "turn") or \
                per_turn is not None and per_turn.extra.det not in ("the", "this"):
            raise self.error(f"'for {per_turn.extra.text}' is not understood here", per_turn.tok, ["for the turn"])
        if ph.subject is None and words and words[0].lower() == "used" and np.det in ("", "your"):
            return m.Reset(self.need("stats", " ".join(words[1:]), np.tok))
        raise self.error("'Resets used STAT' is understood", ph.vg.tok, ["Resets used combo points"])

    def v_switch(self, ph, items: Items):
        amt = items.take("amount", lambda it: it.value == "up_to")
        np = items.np()
        fr = items.pp("from") if np is not None and not np.rels else None
        if fr is not None:  # "NOUNS from your hand with ...": the zone they are switched from
            np = replace(np, rels=(("pp", "from", fr.extra),))
        np = self.same_number(np, items.pp("from") if fr is not None else None)
        try:
            (k1, zone1), = [r for r in np.rels]
            z1 = zone1.rels[0][1] if zone1.rels and zone1.rels[0][0] == "with" else None
            same = z1
            cards = same.rels[0][1]
            zone2 = cards.rels[0][1]
            assert k1 == "in" and same.det == "the" and [w.lower() for w in same.plain()] == ["same", "number"]
            assert cards.rels[0][0] == "in" and self.is_word(replace(cards, rels=()), "cards")
            z1np = replace(zone1, rels=())
            return m.Switch(amt.extra, self.name("nouns", np), self.zone(z1np),
                            self.zone(zone2))
        except (AttributeError, ValueError, AssertionError, IndexError, TypeError):
            raise self.error("'Switch up to N NOUNS in your ZONE with the same number of cards in your ZONE' "
                             "is understood", ph.vg.tok, []) from None

    def same_number(self, np: P.NP | None, zone2: P.Item | None = None) -> P.NP | None:
        """ "NOUNS from your ZONE with as many / an equal number of cards in / from your ZONE": the words of
        "NOUNS in your ZONE with the same number of cards in your ZONE"."""
        if np is None or len(np.rels) != 1 or np.rels[0][0] not in ("in", "pp"):
            return np
        rel = np.rels[0]
        zone1 = rel[-1]
        if rel[0] == "pp" and rel[1] != "from" or len(zone1.rels) != 1 or zone1.rels[0][0] != "with":
            return np
        same = zone1.rels[0][1]
        words = [str(w).lower() for w in same.plain()]
        if same.det == "" and words[:2] == ["as", "many"] and len(words) == 3 and len(same.words) == 3 and \
                len(same.rels) <= 1:  # "as many cards in your energy pile"
            cards = replace(same, det="", words=same.words[2:])
        elif same.det == "an" and words == ["equal", "number"] and len(same.rels) == 1 and same.rels[0][0] == "of":
            cards = same.rels[0][1]  # "an equal number of cards ..."
        elif same.det == "the" and words == ["same", "number"] and len(same.rels) == 1 and same.rels[0][0] == "of":
            cards = same.rels[0][1]
        else:
            return np
        if not cards.rels and zone2 is not None:  # "... cards from your energy pile" (a part of the phrase)
            cards = replace(cards, rels=(("pp", "from", zone2.extra),))
        if len(cards.rels) != 1 or cards.rels[0][0] not in ("in", "pp") or \
                cards.rels[0][0] == "pp" and cards.rels[0][1] != "from":
            return np
        cards = replace(cards, rels=(("in", cards.rels[0][-1]),))
        same = replace(same, det="the", words=(_word("same", same.tok), _word("number", same.tok)),
                       rels=(("of", cards),))
        return replace(np, rels=(("in", replace(zone1, rels=(("with", same),))),))

    def v_shuffle(self, ph, items: Items):
        """"Shuffle your deck."."""
        np = items.np()
        if ph.subject is None and not (ph.vg.modal or ph.vg.negated or ph.vg.only) and np is not None:
            shuffle = m.Shuffle(self.zone(np))
            zones = self.v.defaults.get("shuffle_zones", "").split()  # the zones the rules shuffle (data)
            if not zones or shuffle.zone in zones:
                return shuffle
        raise self.error("'Shuffle your ZONE' is understood", ph.vg.tok, ["Shuffle your deck"])

    def v_search(self, ph, items: Items):
        zone = items.np()
        what = items.pp("for")
        one = items.take("pp_number", lambda it: it.value == "for" and it.extra == 1) if what is None else None
        if one is not None:  # "for 1 card": for a card
            found = items.np()
            what = P.Item("pp", "for", replace(found, det="a"), tok=one.tok) if found is not None and \
                not found.det else None
        then = items.take("and")
        if zone is not None and what is not None and then is not None and what.extra.det in ("a", "an", "any", "one"):
            put = self.b._clause(then.value)
            if isinstance(put, m.PutIt):
                return m.Search(self.zone(zone), self.name("nouns", what.extra),
                                put.zone)
        raise self.error("'Search your ZONE for a NOUN and put it into your ZONE' is understood", ph.vg.tok, [])

    def v_flip(self, ph, items: Items):
        w = items.take("when")
        if ph.subject is not None or ph.vg.modal:
            raise self.error("'Flip' is understood", ph.vg.tok, ["Flip", "Flips when you attack"])
        it = items.np()  # "Flip this": the card itself
        if it is not None and not (it.det == "this" and not it.words and not it.rels):
            raise self.error(f"'{it.text}' is not understood in a sentence with 'flip'", it.tok, ["Flip", "Flip this"])
        if w is None:
            return m.FlipSelf()
        sub: P.Phrase = w.value
        if sub.subject.pronoun == "you" and not sub.items and sub.vg.verb and not sub.vg.modal:
            return m.FlipSelf(self.need("events", sub.vg.form, sub.vg.tok))
        played = self.acting_with(sub)
        if played is not None:  # "Flip when you attack with a kick": "Flips when you play a kick"
            return m.FlipSelf(*played)
        if sub.subject.pronoun == "you" and sub.vg.verb and not sub.vg.modal and not sub.vg.negated:
            si = Items(self, flatten(sub.items))  # "Flips when you play a punch"
            what = si.np()
            if what is not None and what.det in ("a", "an") and not what.rels:
                si.done("a flip rule", w.tok, ["Flips when you play a punch"])
                return m.FlipSelf(self.need("events", sub.vg.form, sub.vg.tok),
                                  self.name("nouns", replace(what, det="")))
        raise self.error("'Flips when you VERB' is understood", w.tok, ["Flips when you attack"])

    def acting_with(self, sub: P.Phrase) -> tuple[str, str] | None:
        """ "you attack with a kick": the event of playing a card of that kind for it ("play", "kick"), by the game's
        vocabulary "acting_with" ('VERB=EVENT; ...'); None when the phrase is not one."""
        table = dict(e.strip().split("=", 1) for e in self.v.defaults.get("acting_with", "").split(";") if "=" in e)
        vg = sub.vg
        if sub.subject is None or sub.subject.pronoun != "you" or sub.subject.rels or vg is None or \
                vg.modal or vg.negated or vg.only or vg.aux or vg.verb not in table or len(sub.items) != 1:
            return None
        it = sub.items[0]
        if not (isinstance(it, P.Item) and it.kind == "pp" and it.value == "with" and isinstance(it.extra, P.NP)
                and it.extra.det in ("a", "an") and not it.extra.rels and not it.extra.pronoun):
            return None
        return self.need("events", table[vg.verb], vg.tok), self.name("nouns", replace(it.extra, det=""))

    def v_limit(self, ph, items: Items):
        amt = items.take("amount", lambda it: it.value == "int")
        copy = items.np()
        per = items.pp("per")
        if per is None and copy is not None:
            per = next((P.Item("pp", r[1], r[2]) for r in copy.rels if r[0] == "pp" and r[1] == "per"), None)
        if amt is None and copy is not None and copy.det in ONE and not copy.words and not copy.rels:
            amt, copy = P.Item("amount", "int", 1), None  # "Limit one per deck"
        if amt and per and self.is_word(per.extra, "deck") and (copy is None or self.is_word(copy, "copy", "copies")):
            return m.DeckLimit(amt.extra)  # "N copies per deck" is the same rule
        raise self.error("'Limit N per deck' is understood", ph.vg.tok, ["Limit 1 per deck"])

    def v_pay(self, ph, items: Items):
        n, unit = self.count_np(items, ())  # "1 energy", "one energy"
        before = items.take("before") or self.to_verb(items)
        if ph.subject and ph.vg.modal == "must" and n is not None and unit and before:
            sub: P.Phrase = before.value
            bi = Items(self, flatten(sub.items))
            target = bi.np() or (items.np() if before.kind == "to_verb" else None)
            # "before he can block X", "before blocking X", "to block X": the same extra cost
            pronoun = sub.subject.pronoun if sub.subject is not None else "he"
            if pronoun in ("he", "she", "they") and (sub.vg.modal == "can" or sub.subject is None) and \
                    not sub.vg.negated and target is not None:
                bi.done("an extra cost", before.tok, [])
                return m.Tax(self.agent(ph.subject), n, self.stat(replace(unit, det="")), pronoun,
                             self.need("events", self.event_form(sub.vg), sub.vg.tok), self.agent(target))
        raise self.error("an extra cost reads 'must pay N energy before he can ...'", ph.vg.tok, ["must ... can"])

    def to_verb(self, items: Items):
        """ "to VERB" as a before-part without its subject ("pay 1 energy to block X"): the grammar reads
        "to block" as an infinitive or, after a noun, as "to" and a one-word noun phrase."""
        to = items.take("to_verb")
        if to is None:
            p = items.take("pp", lambda it: it.value == "to" and len(it.extra.words) == 1 and not it.extra.det
                           and not it.extra.rels and not it.extra.pronoun)
            if p is None:
                return None
            to = P.Item("to_verb", self.lemma(p.extra.words[0]), str(p.extra.words[0]).lower(), tok=p.extra.tok)
        vg = P.VG(verb=to.value, form=to.extra, tok=to.tok)
        return P.Item("to_verb", P.Phrase(None, vg, [], to.tok), tok=to.tok)

    def event_form(self, vg: P.VG) -> str:
        """The form of a verb an event is named by: "blocking" -> block (the game's events are lemmas or
        participles as written; a present participle names its lemma)."""
        if vg.form.endswith("ing") and self.v.lookup("events", vg.form) is None:
            return vg.verb
        return vg.form

    def v_end(self, ph, items: Items):
        subj = ph.subject
        plain = not (ph.vg.modal or ph.vg.negated or ph.vg.only or ph.vg.aux)
        obj = subj.rels[0][1] if subj is not None and len(subj.rels) == 1 and subj.rels[0][0] == "obj" else None
        if obj is not None and self.v.lookup("gerunds", str(subj.words[0])) == "use" and self.attack_class(obj):
            subj = obj  # "Using a Type B move ends the combat phase.": a Type B move ends it
        if subj is not None and plain and len(items.items) == 2 and items.items[0].kind == "np" and \
                items.items[1].kind == "and_np" and self.attack_class(subj) and not self.is_own_thing(subj):
            # "A Type B move ends the combo and the combat phase.": when it is used, the two end (read as
            # "the combo and the combat phase end"; any other pair stays an error there)
            first, second = items.np(), items.take("and_np").value
            both = replace(first, rels=first.rels + (("and", second),), text=f"{first.text} and {second.text}")
            ends = self.v_end(P.Phrase(both, replace(ph.vg, form="end"), [], ph.tok), items)
            return m.WhenUsed(self.attack_class(subj), ends)
        if subj is not None and plain and len(items.items) == 1 and items.items[0].kind == "np" and \
                (self.gerund(subj) or self.attack_class(subj)) and not self.is_own_thing(subj):
            # "Blocking ends your combat phase.", "A Type B move ends the combat phase.": when a player
            # blocks / when a Type B move is used, the combat phase ends
            ends = self.v_end(P.Phrase(items.np(), replace(ph.vg, form="ends"), [], ph.tok), items)
            verb = self.gerund(subj)
            if verb:
                forms = [f for f in self.v.categories.get("verbs", {}).get(verb, ()) if f.endswith("s")]
                if isinstance(ends, m.EndsPhase) and forms and self.v.defaults.get("action_triggers") == "yes":
                    return m.WhenDoes(m.Agent("a", "player"), verb, forms[0], ends)
                raise self.error(f"'{subj.text} ends ...' is understood as 'Blocking ends the combat phase'",
                                 subj.tok, ["Blocking ends the combat phase"])
            return m.WhenUsed(self.attack_class(subj), ends)
        both = subj.rels[0][1] if subj is not None and len(subj.rels) == 1 and subj.rels[0][0] == "and" else None
        if both is not None and plain and not items.items and "phases" in self.v.categories:
            # "the combo and the combat phase end" (either order): the phase ends, and its combo with it
            one = replace(subj, rels=(), text=subj.text[:len(subj.text) - len(both.text)].strip()[:-3].strip())
            combo = [x for x in (one, both) if x.det in ("the", "your") and not x.rels and
                     [str(w).lower() for w in x.words] == ["combo"]]
            phase = [x for x in (one, both) if x not in combo]
            if len(combo) == 1 and len(phase) == 1:
                ends = self.v_end(P.Phrase(phase[0], replace(ph.vg, form="ends"), [], ph.tok), items)
                if isinstance(ends, m.EndsPhase) and not ends.combo and ends.phase == self.v.defaults.get("combo_phase"):
                    return replace(ends, combo=True)  # (the phase a combo is made in: vocabulary "combo_phase")
            raise self.error(f"'{subj.text}' is understood as 'the combo and the combat phase'", subj.tok,
                             ["The combo and the combat phase end"])
        if subj is not None and self.is_own_thing(subj) and len(items.items) == 1 and items.items[0].kind == "np" \
                and not (ph.vg.modal or ph.vg.negated or ph.vg.only):
            subj = items.np()  # "This move ends the combat phase": the combat phase ends
        words = [str(w) for w in subj.plain()] if subj is not None else []
        if subj is not None and subj.det in ("the", "your") and not subj.rels and len(words) == len(subj.words) >= 2 and \
                words[-1].lower() == "phase" and not items.items and not (ph.vg.modal or ph.vg.negated or ph.vg.only) \
                and "phases" in self.v.categories:  # "the combat phase ends"
            return m.EndsPhase(self.need("phases", " ".join(words[:-1]), subj.tok))
        cond = items.take("if") or items.take("when")
        if subj is None and cond is not None and not ph.vg.modal:  # "Ends if ...": the status whose text it is
            subj = P.NP(det="this", words=(_word("status", ph.vg.tok),), tok=ph.vg.tok, text="this status")
        if subj is not None and subj.det == "this" and self.is_word(replace(subj, det=""), "effect"):
            subj = replace(subj, words=(_word("status", subj.words[0]),))  # "This effect ends": this status
        if subj is not None and subj.det == "this" and self.is_word(replace(subj, det=""), "status") and cond:
            sub: P.Phrase = self.as_event(cond.value, states=False)
            if sub.subject is None:  # "Ends if damaged": the monster that has the status
                sub = replace(sub, subject=P.NP(det="this", words=(_word("monster", sub.vg.tok),), tok=sub.vg.tok,
                                                text="this monster"))
            if not sub.vg.verb:  # "ends if this monster is KO'd": the event the game names by that state word
                sub = self.as_event(sub)
            if sub.vg.aux == "be" and sub.vg.verb and not sub.vg.modal and not sub.vg.negated and not sub.items:
                return m.Ends(self.agent(sub.subject), self.need("events", sub.vg.form, sub.vg.tok))
        raise self.error("'This status ends if X is EVENT' is understood", ph.vg.tok,
                         ["This status ends if this monster is damaged"])

    def deontic(self, ph, items: Items):
        """May / cannot / must: "The opponent cannot damage this monster."."""
        vg = ph.vg
        if ph.subject is None:
            raise self.error(f"'{vg.modal} {vg.form}' needs who: 'X {vg.modal} {vg.form} ...'", vg.tok,
                             ["The user cannot attack"])
        tool = self.take_tool(vg, items)
        if tool is not None:  # "Your rival cannot block this attack with a 0 cost block."
            return self.with_tool(self.deontic(ph, items), tool, vg.tok)
        exchange = (self.meter_exchange(ph) or self.discard_limit(ph)) if vg.verb == "discard" else None
        if exchange is not None:  # "A player may discard super meter cards totalling 50 or more to shuffle ..."
            items.items.clear()
            return exchange
        if vg.verb == "hold" and self.capacity_zone(ph.subject):  # "The super meter can hold any number of cards."
            return self.zone_limit(ph, items)
        if vg.verb == "hold" and self.players_hand(ph.subject):
            # "A player's hand may hold at most endurance cards at the end of the turn."
            return self.hand_hold(ph, items, items.take("at_start"))
        block = self.height_of(replace(ph.subject, only=False), "block") if ph.subject.only else ""
        attack = self.height_of(items.items[0].value, "attack") if block and len(items.items) == 1 and \
            items.items[0].kind == "np" else ""
        if attack and vg.verb == "block" and vg.modal in ("can", "may") and not (vg.negated or vg.only or vg.aux):
            # "Only a high block can block a high attack."
            items.items.clear()
            return m.BlockMatch(attack, block)
        if ph.subject.only:
            return self.restriction(ph, items)
        use = self.card_use(ph.subject)
        if use and vg.verb == "use" and not vg.only and (vg.modal == "cannot" or vg.modal in ("may", "can") and
                                                         vg.negated):
            # "A basic attack cannot use a card above the character's strength."
            return self.card_bound(use, "cannot", True, items, vg.tok)
        if vg.verb == "use" and vg.modal == "must" and not (vg.negated or vg.only or vg.aux) and \
                self.attack_class(ph.subject) in self.v.defaults.get("pair_classes", "").split():
            # "A throw must use 2 number cards of the same value above the character's strength."
            return self.pair_cards(self.attack_class(ph.subject), items, vg.tok)
        if self.attack_class(ph.subject):  # "A special move cannot negate a super move."
            return self.class_deontic(ph, items)
        doing = self.doing_agent(ph.subject)
        if doing is not None:  # "A blocking character cannot counter": while blocking, a character cannot counter
            verb, form, np = doing
            return self.while_doing(P.Item("while_doing", verb, form, tok=ph.subject.tok),
                                    self.deontic(replace(ph, subject=np), items))
        if vg.modal == "must" and vg.verb == "play" and items.has("amount") and \
                (items.has("to_verb") or items.has("pp")) and not (vg.only or vg.negated):
            # "Your rival must play 2 blocks to block this attack": it takes 2 blocks to block this attack
            return self.blocks_needed(ph, items)
        if vg.modal == "must" and vg.verb in IMPERATIVES and not (vg.only or vg.negated) and \
                ph.subject.pronoun != "you" and getattr(self, f"v_{vg.verb}", None) is not None and \
                not any(it.kind == "amount" and it.value == "at_least" for it in items.items):
            # "Your rival must discard a card from his hand": an effect on him, as "Your rival discards ..."
            return getattr(self, f"v_{vg.verb}")(replace(ph, vg=replace(vg, modal="")), items)
        subj = ph.subject
        turn_player = self.v.lookup("turn_players", " ".join(str(w) for w in subj.plain())) if \
            "turn_players" in self.v.categories and subj.det == "the" and not subj.rels and \
            len(subj.plain()) == len(subj.words) else None
        # "The first player cannot draw cards on the first turn": a player the game names by the turn order
        agent = m.Agent("the", turn_player) if turn_player else self.agent(ph.subject)
        if agent.kind == "each" and agent.role == "player" and not agent.of_role:
            agent = replace(agent, kind="a")  # "Each player may / must / cannot ...": a player (any player)
        if vg.negated and vg.modal == "may" and not vg.only:  # "may not": cannot
            vg = replace(vg, modal="cannot", negated=False)
            ph = replace(ph, vg=vg)
        if vg.only and not vg.negated and vg.modal in ("may", "can") and items.items and \
                items.items[-1].kind == "pp" and items.items[-1].value == "in" and \
                isinstance(items.items[-1].extra, P.NP) and self.phase_word(replace(items.items[-1].extra, det="")):
            items.items[-1] = replace(items.items[-1], value="during")  # "can only tag in the clean-up phase"
        if vg.only and not vg.negated and vg.modal in ("may", "can") and \
                [it.kind == "pp" and it.value == "during" for it in items.items][-1:] == [True] and \
                [it.kind for it in items.items[:-1]] in ([], ["np"]):
            # "A player can only tag during the clean-up phase": may tag only during it
            items.items[-1] = replace(items.items[-1], value="only during")
            vg = replace(vg, only=False)
            ph = replace(ph, vg=vg)
        use = self.v.lookup("card_uses", vg.verb) if vg.verb and "card_uses" in self.v.categories else None
        if use and agent.kind == "you" and items.items and items.items[0].kind == "pp" and \
                items.items[0].value == "with" and not vg.only and vg.modal == "cannot":
            # "You cannot block with a card higher than your strength": a block card cannot be above it
            return self.card_bound(use, "cannot", True, items, vg.tok)
        king = self.king_pieces(agent, vg, items)
        if king is not None:  # "You cannot play a King card if you have 3 or less pieces."
            return king
        first_np = items.items[0].value if items.items and items.items[0].kind == "np" else None
        if first_np is not None and not first_np.rels and len(first_np.plain()) == len(first_np.words):
            # its own words only (a part split off after it, "as your first attack", is not the object's)
            first_np = replace(first_np, text=" ".join([first_np.det] * bool(first_np.det) +
                                                       [str(w) for w in first_np.words]))
        if vg.only and vg.verb == "use" and agent.kind == "you" and vg.modal in ("can", "may") and \
                not vg.negated and self.attack_class(first_np):
            # "You can only use a Type A move as your first attack": a Type A move can only be used as ...
            items.items.pop(0)
            return self.class_use(replace(ph, subject=first_np), items, self.attack_class(first_np))
        taken = items.items[0].value if vg.verb == "take" and items.items and items.items[0].kind == "np" else None
        noun = self.singular(taken.words[0]) or str(taken.words[0]).lower() if taken is not None and \
            len(taken.words) == 1 and not taken.rels and not taken.pronoun else ""
        if noun and taken.det in ONE and self.v.lookup("verbs", noun) == noun and \
                self.v.defaults.get("player_limits") == "rules":
            # "may take one mulligan": may mulligan one time (a noun that is the game's verb, taken)
            vg = replace(vg, verb=noun, form=noun)
            items.items[0] = replace(items.items[0], value=replace(taken, words=(_word("time", taken.tok),),
                                                                   text=f"{taken.det} time"))
        if vg.only and not vg.negated and vg.modal in ("may", "can") and items.items and \
                (agent.kind != "you" or self.v.defaults.get("player_limits") == "rules"):
            head = items.items[0]  # "may only recover one Ace per turn": may recover at most 1 Ace per turn
            if head.kind == "np" and head.value.det in ("one", "a", "an") and not head.value.only and \
                    not head.value.pronoun and not head.value.rels:
                items.items[0] = replace(head, value=replace(head.value, only=True))
                vg = replace(vg, only=False)
            elif head.kind == "amount" and head.value == "int":
                items.items[0] = P.Item("amount", "at_most", head.extra, tok=head.tok)
                vg = replace(vg, only=False)
        if vg.only or vg.negated:
            raise self.error("'only' / 'not' after a modal is not understood here", vg.tok, [])
        # "You may reveal it and set it."
        obj_np = items.np()
        shared = obj_np is None and items.has("and") and self.v.lookup("events", vg.form) and all(
            it.kind == "and" for it in items.items)
        if shared:  # "you may reveal and set it": one "it" for both verbs
            obj_np = P.NP(pronoun="it", tok=vg.tok, text="it")
            first = items.items[0].value
            if not first.items:
                raise self.error("'... VERB and VERB it' is understood", vg.tok, ["reveal and set it"])
        if obj_np is not None and obj_np.pronoun == "it" and not obj_np.rels:
            verbs = [self.need("events", vg.form, vg.tok)]
            while (a := items.take("and") or items.take("then")) is not None:  # "and (then) set it"
                sub: P.Phrase = a.value
                bi = Items(self, flatten(sub.items))
                it = bi.np()
                if it is None or it.pronoun != "it" or sub.vg.modal:
                    raise self.error("'... and VERB it' is understood", a.tok, ["reveal it and set it"])
                bi.done("a follow-up", a.tok, [])
                verbs.append(self.need("events", sub.vg.form, sub.vg.tok))
            kinds = self.v.defaults.get("cannot_it_kinds", "").split()
            if vg.modal == "cannot" and kinds and self.kind and self.kind not in kinds:
                # "Your rival cannot block it.": "it" is an attack's own card, or the attack an event was
                # flipped with; on another card it names nothing the rules can bar
                raise self.error(f"'cannot VERB it' on a {self.kind} card names nothing: 'it' is understood on "
                                 f"{' and '.join(k + ' cards' for k in kinds)}", obj_np.tok, ["this attack"])
            return m.MayDo(agent, vg.modal, tuple(verbs))
        if obj_np is not None and vg.verb == "play" and obj_np.det in ("a", "an") and len(obj_np.words) == 1 \
                and not obj_np.rels and len(obj_np.plain()) == 1 and \
                self.v.lookup("verbs", str(obj_np.words[0])) == str(obj_np.words[0]).lower() and \
                self.v.lookup("nouns", str(obj_np.words[0])):
            # "Your rival may play a block": "Your rival may block" (playing a card of the kind the verb names)
            vg, obj_np = replace(vg, form=str(obj_np.words[0]).lower(), tok=obj_np.tok), None
        passive = self.as_passive(ph, vg, obj_np, items)
        if passive is not None:  # "Your rival cannot target your kamidogu": your kamidogu cannot be targeted by ...
            return passive
        if vg.verb == "use" and obj_np is not None and obj_np.rels and obj_np.rels[-1][0] == "in":
            inner = obj_np.rels[-1][1]  # "use a Type D move in a combo": the move, and where it is used
            head = " ".join(obj_np.text.split())
            cut = head.lower().rfind(" in " + " ".join(inner.text.split()).lower())
            if cut > 0 and self.attack_class(replace(obj_np, rels=obj_np.rels[:-1], text=head[:cut])):
                items.items.insert(0, P.Item("pp", "in", inner, tok=inner.tok))
                obj_np = replace(obj_np, rels=obj_np.rels[:-1], text=head[:cut])
        instrument = items.items[0] if obj_np is None and len(items.items) == 1 and items.items[0].kind == "pp" and \
            items.items[0].value == "with" else None
        if agent.kind == "you" and instrument is not None and instrument.extra.det == "any" and \
                vg.modal in ("cannot", "can") and self.v.lookup("verbs", vg.verb) and \
                self.attack_class(instrument.extra) == "attack":
            items.items.clear()  # "You cannot counter with any moves": you cannot counter (with any of them)
            instrument = None
        if agent.kind == "you" and instrument is not None and vg.modal in ("cannot", "can") and \
                self.v.lookup("verbs", vg.verb) and self.attack_class(instrument.extra):
            # "You cannot negate with a throw": throws cannot be used to negate
            items.items.clear()
            return self.class_deontic(ph, items, self.attack_class(instrument.extra), [])
        if agent.kind == "you" and obj_np is not None and len(obj_np.rels) == 1 and obj_np.rels[0][0] == "with" and \
                vg.modal in ("cannot", "can") and not items.items and self.v.lookup("verbs", vg.verb):
            inner = obj_np.rels[0][1]  # "You cannot negate a super with a special move": a special move cannot ...
            head = " ".join(obj_np.text.split())
            cut = head.lower().rfind(" with ")
            target = replace(obj_np, rels=(), text=head[:cut]) if cut > 0 else None
            if target is not None and self.attack_class(target) and self.attack_class(inner):
                return self.class_deontic(ph, items, self.attack_class(inner), [target])
        if vg.verb == "use" and agent.kind == "you" and self.attack_class(obj_np) and vg.modal in ("cannot", "can"):
            # "You can't use a Type D move in a combo.": a Type D move cannot be used in a combo
            return self.class_use(replace(ph, subject=obj_np), items, self.attack_class(obj_np))
        done = self.participle(vg.verb)
        if vg.modal == "cannot" and agent.kind == "you" and not items.items and done in self.passives() and \
                self.attack_class(obj_np):  # "You cannot block a throw": throws cannot be blocked
            return m.Passive(thing="class", cls=self.attack_class(obj_np), modal="cannot", verb=done)
        if obj_np is not None:
            items.items.insert(0, P.Item("np", obj_np, tok=obj_np.tok))
        if vg.modal == "cannot" and agent.kind == "the" and agent.role == "opponent" and not items.has("pp"):
            obj_np = items.items[0].value if items.items and items.items[0].kind == "np" else None
            this = self.agent(obj_np, required=False) if obj_np is not None else None
            done = self.participle(vg.verb)
            if this is not None and this.kind == "this" and done in self.passives() and len(items.items) == 1:
                items.np()  # "The opponent cannot block this move": this move cannot be blocked
                return m.Passive(thing="agent", agent=this, modal="cannot", verb=done, by="")
        head = items.items[0].value if items.items and items.items[0].kind == "np" else None
        if head is not None and self.puts(vg.verb) and head.rels and head.rels[-1][0] in ("in", "into") and \
                isinstance(head.rels[-1][1], P.NP) and self.v.lookup("zones", " ".join(
                    str(w) for w in head.rels[-1][1].plain())) in self.v.defaults.get("put_zones", "").split():
            # "put one card in the super meter": the zone read apart from the cards
            zone = head.rels[-1][1]
            items.items[0:1] = [replace(items.items[0], value=replace(head, rels=head.rels[:-1], text=head.text[
                :len(head.text) - len(zone.text)].rsplit(" ", 2)[0])), P.Item("pp", "into", zone, tok=zone.tok)]
        into = items.take("pp", lambda it: (it.value in ("into", "in") or it.value == "to" and vg.verb == "add") and
                          self.puts(vg.verb) and
                          it.extra.det in ("the", "your", "their") and all(r[:2] == ("pp", "per") for r in it.extra.rels) and
                          self.v.lookup("zones", " ".join(str(w) for w in it.extra.plain())) in
                          self.v.defaults.get("put_zones", "").split())
        # "A player may put at most 1 card into the super meter per clean-up phase": a zone of the game's vocabulary
        if into is not None and into.extra.rels:  # "into the super meter per clean-up phase": the clause's "per"
            items.items += [P.Item("pp", "per", r[2], tok=r[2].tok) for r in into.extra.rels]
            into = replace(into, extra=replace(into.extra, rels=()))
        verb = "put" if into is not None else self.need("verbs", vg.form, vg.tok)
        during = items.take("pp", lambda it: it.value == "only during")
        if during is not None:  # "A player may tag only during the clean-up phase."
            thing = items.take("np", lambda it: self.v.lookup("play_kinds", it.value.text) is not None and
                               not it.value.rels and "play_kinds" in self.v.categories) if verb == "play" else None
            if items.items or vg.modal not in ("may", "can") or "phases" not in self.v.categories:
                raise self.error("'only during' is understood as 'X may VERB only during the PHASE phase'",
                                 during.tok, ["A player may tag only during the clean-up phase"])
            # the game's words for a phase: "the clean-up phase" (Capcom), "his Set Step" (Epic Battles)
            noun = self.v.defaults.get("phase_noun", "phase")
            dets = self.v.defaults.get("phase_dets", "the").split()
            words = [str(w) for w in during.extra.plain()]
            if words[:1] == ["own"] and during.extra.det in ("his", "her", "their", "your"):
                words = words[1:]  # "his own Set Step": his Set Step
                during = replace(during, extra=replace(during.extra, words=during.extra.words[1:]))
            if during.extra.det not in dets or during.extra.rels or len(words) != len(during.extra.words) or \
                    len(words) < 2 or words[-1].lower() != noun:
                raise self.error(f"'{during.extra.text}' is not understood as a phase", during.tok,
                                 [f"{dets[0]} {w} {noun}" for w in self.v.spellings("phases")])
            kind = self.v.lookup("play_kinds", thing.value.text) if thing is not None else ""
            if not kind and agent.kind == "you" and self.v.defaults.get("player_limits") == "rules":
                # a card's "You may tag only during ...": the rules read it as a rule's (any player's: Meaning.as_rule)
                raise self.error("'You may VERB only during ...' is understood as a rule's: 'A player may VERB only "
                                 "during the PHASE phase'", vg.tok, ["A player may tag only during the clean-up phase"])
            if kind and agent.kind == "you":
                raise self.error("'You may play KINDS only during ...' is not understood: 'A player may play KINDS only "
                                 "during ...' (any player) or a card's effect", vg.tok,
                                 ["A player may play locations only during his Set Step"])
            return m.PhaseOnly(agent, verb, self.need("phases", " ".join(words[:-1]), during.tok), kind)
        qty = None
        once = items.take("amount", lambda it: it.value in ("at_most_times", "only_times"))
        if once is not None and once.value == "only_times" and agent.kind == "you":
            raise self.you_limit("'You may VERB only once' is not understood: 'A player may VERB at most once' (any "
                             "player) or 'You may VERB at most once' (a card's player)", once.tok,
                             ["A player may mulligan at most once per game"])
        if once is not None:  # "may mulligan at most once": at most 1 time
            if items.has("np"):
                raise self.error(f"'{once.tok}' is understood after a verb without an object", once.tok,
                                 ["A player may mulligan at most once per game"])
            items.items.insert(0, P.Item("np", P.NP(words=(_word("times", once.tok),), tok=once.tok, text="times"),
                                         tok=once.tok))
            items.items.insert(0, P.Item("amount", "at_most", once.extra, tok=once.tok))
        if agent.kind != "you":  # (a card's "You may put one card ...": its player's, or any player's in a rule)
            self.count_per_period(vg, items)  # "may put one card into the super meter each clean-up phase": at most 1
        amt = items.take("amount", lambda it: it.value in ("at_most", "at_least", "any_number", "up_to", "only",
                                                          "at_most_stat"))
        if amt is not None and amt.value == "any_number":  # "as many skills as it likes": its "as it likes"
            items.take("as_likes")
        if amt is not None and amt.value in ("up_to", "only"):  # "can use up to 2 / only 2 skills": at most
            amt = replace(amt, value="at_most")
        if amt is not None and amt.value == "at_most" and vg.modal == "can":  # a limit: "can" is "may"
            vg = replace(vg, modal="may")
        if amt is not None:
            qty = (amt.value, amt.extra)
        qty, modal = self.at_most(items, qty, vg.modal, agent)
        if qty is not None and qty[0] in ("at_most", "at_most_stat") and modal == "can":  # a limit: "may"
            modal = "may"
        if modal != vg.modal:
            vg = replace(vg, modal=modal)
        obj = None
        np = items.np()
        if np is not None and qty is not None and qty[0] in ("at_most", "any_number") and not items.has("pp") and \
                np.rels and np.rels[-1][0] == "in" and isinstance(np.rels[-1][1], P.NP) and \
                np.rels[-1][1].det in ("a", "an", "each") and self.phase_word(np.rels[-1][1]):
            # "at most 1 Location in a Set Step", "... in each Set Step": per Set Step (a limit's period)
            inside = np.rels[-1][1]
            items.items.append(P.Item("pp", "per", replace(inside, det="", text=inside.text.split(" ", 1)[1]),
                                      tok=inside.tok))
            np = replace(np, rels=np.rels[:-1], text=np.text[:len(np.text) - len(inside.text)].rsplit(" in ", 1)[0])
        each = items.take("np", lambda it: it.value.det == "each" and self.phase_word(it.value) is not None) \
            if np is not None and qty is not None and qty[0] in ("at_most", "any_number") and not items.has("pp") \
            else None
        if each is not None:  # "at most 1 Location each Set Step": per Set Step
            items.items.append(P.Item("pp", "per", replace(each.value, det="", text=each.value.text.split(" ", 1)[1]),
                                      tok=each.tok))
        if np is not None:
            if np.det == "any" and vg.modal == "cannot":  # "cannot damage any ally of the user": each
                np = replace(np, det="each")
            if qty is None or qty[0] != "any_number":
                obj = self.agent(np, required=False)
            if obj is None:
                if np.det or np.rels:
                    raise self.error(f"'{np.text}' is not understood as what is acted on", np.tok,
                                     ["this monster", "SPE cards"])
                obj = self.name("nouns", np)
        per = items.pp("per")
        limit = tuple(per.extra.text.split()) if per else ()
        phase = next((w for ws in self.v.categories.get("phases", {}).values() for w in ws
                      if w.lower() == " ".join(limit).lower()), None) if limit else None
        if phase:  # "per set step": the step as the game's vocabulary spells it ("Set Step")
            limit = tuple(phase.split())
        if per and (per.extra.det or per.extra.rels):
            raise self.error(f"'per {per.extra.text}' is not understood", per.tok, ["per turn"])
        if per and "periods" in self.v.categories:  # the game's periods: "per clean-up phase"
            limit = tuple(self.v.word("periods", self.name("periods", per.extra)).split())
        if qty is not None and qty[0] == "at_least" and agent.kind == "you":
            raise self.error("'You must VERB at least N ...' is not understood: 'A player must VERB at least N ...' "
                             "(any player) or a card's effect", vg.tok, ["A player must draw at least 1 card per turn"])
        if per is None and qty is not None and items.take("each_turn") is not None:  # "at most 1 skill each turn"
            limit = ("turn",)
        if into is not None and (obj is None or isinstance(obj, m.Agent) or qty is None):
            raise self.error("putting cards is understood as 'A player may put at most N cards into the ZONE per "
                             "PERIOD'", vg.tok, ["A player may put at most 1 card into the super meter per clean-up phase"])
        into_zone = self.v.lookup("zones", " ".join(str(w) for w in into.extra.plain())) if into is not None else ""
        first = items.take("pp", lambda it: it.value == "on" and it.extra.det in ("the", "their", "its", "his", "her")
                           and not it.extra.rels and [str(w).lower() for w in it.extra.words] == ["first", "turn"])
        if (first is not None) != (agent.kind == "the" and agent.role == "first_player") or \
                first is not None and vg.modal != "cannot":
            raise self.error("'on the first turn' is understood in 'The first player cannot VERB on the first turn'",
                             first.tok if first is not None else vg.tok,
                             ["The first player cannot draw cards on the first turn"])
        duration = m.Duration("first_turn") if first is not None else None
        bare = self.v.defaults.get("bare_action_modals")
        if bare is not None and agent.kind == "a" and obj is None and qty is None and not limit and not into_zone and \
                duration is None and vg.modal not in bare.split():
            # "A player may dodge.", "A character must block.": the rules read a bare action of any player only as
            # taken away ("A player cannot dodge.")
            raise self.error(f"'{agent.render(self.v, capital=True)} {vg.modal} {vg.form}' is not "
                             f"understood: a rule reads 'A player {' / '.join(bare.split())} VERB'", vg.tok,
                             ["A player cannot dodge"])
        per_game = self.v.defaults.get("game_limited_verbs")
        if per_game is not None and limit == ("game",) and verb not in per_game.split():
            # "A player may dodge at most 2 times per game": the rules count only mulligans over a game
            raise self.error(f"a limit per game is understood for: {per_game}", per.tok if per else vg.tok,
                             ["A player may mulligan at most 1 time per game"])
        if agent == m.Agent("the", "player") and qty is not None and limit and self.kind == "rule" and \
                self.v.defaults.get("player_limits") == "rules":
            agent = m.Agent("a", "player")  # a rule's "The player may VERB at most N ... per PERIOD": any player
        if agent.kind == "you" and qty is not None and limit and self.v.defaults.get("player_limits") == "rules":
            # a card's "You may put at most 1 card into your super meter per clean-up phase": the rules read a limit
            # per period as a rule's (any player's: Meaning.as_rule), not as a card's
            raise self.error("'You may VERB at most N ... per PERIOD' is understood as a rule's: 'A player may VERB at "
                             "most N ... per PERIOD'", vg.tok, ["A player may recover at most 1 Ace per turn"])
        return m.Deontic(agent, vg.modal, verb, obj, qty, limit, duration, into_zone)

    def count_per_period(self, vg: P.VG, items: Items) -> None:
        """ "may put 1 card / one card into the super meter each clean-up phase / per clean-up phase": a number of
        cards a player may act on in each period of the game is the most it may (in place: "at most 1 card", "per
        clean-up phase")."""
        if vg.modal not in ("may", "can") or vg.negated or vg.only or not items.items or \
                "periods" not in self.v.categories:
            return
        head = items.items[0]
        each = next((i for i, it in enumerate(items.items) if it.kind == "np" and it.value.det == "each" and
                     self.phase_word(it.value) or it.kind == "pp" and it.value == "during" and
                     isinstance(it.extra, P.NP) and it.extra.det == "each" and self.phase_word(it.extra)), None)
        per = any(it.kind == "pp" and it.value == "per" for it in items.items)
        if each is None and not per or each is not None and per:
            return
        if head.kind == "amount" and head.value == "int" and len(items.items) > 1 and items.items[1].kind == "np" and \
                not items.items[1].value.det:
            items.items[0] = P.Item("amount", "at_most", head.extra, tok=head.tok)
        elif head.kind == "np" and head.value.det == "one" and not head.value.rels and not head.value.pronoun and \
                not head.value.only:
            items.items[0:1] = [P.Item("amount", "at_most", 1, tok=head.tok),
                                P.Item("np", replace(head.value, det=""), tok=head.tok)]
            each = each + 1 if each is not None else None
        else:
            return
        if each is not None:  # "each clean-up phase", "during each clean-up phase": per clean-up phase
            it = items.items[each]
            np = it.extra if it.kind == "pp" else it.value
            items.items[each] = P.Item("pp", "per", replace(np, det="", text=np.text.split(" ", 1)[1]), tok=it.tok)

    def puts(self, lemma: str) -> bool:
        """A verb of putting cards into a zone ("put", "place": the game's defaults put_verbs)."""
        return bool(self.v.defaults.get("put_zones")) and lemma in self.v.defaults.get("put_verbs", "put").split()

    def as_passive(self, ph, vg: P.VG, obj_np, items: Items):
        """ "Your NOUN cannot VERB X" for a verb the game states passively only (not one of its verbs, its
        participle a passive prohibition): "X cannot be VERBED by your NOUN"."""
        # (a verb of the game's steps is read actively, but for those the rules read passively on an object:
        # vocabulary defaults "passive_verbs", "Your rival cannot discard your kamidogu")
        if vg.modal != "cannot" or obj_np is None or items.items or \
                self.v.lookup("verbs", vg.form) and vg.verb not in self.v.defaults.get("passive_verbs", "").split() or \
                ph.subject.det != "your" or ph.subject.rels or len(ph.subject.plain()) != len(ph.subject.words):
            return None
        part = next((f for f in self.v.categories.get("verb_forms", {}).get(vg.verb, ()) if f in PASSIVES), None)
        words = [str(w) for w in ph.subject.plain()]
        if len(words) == 2 and words[1].lower() in SOURCE_WORDS and words[0].lower().endswith(("'s", "’s")):
            words = [words[0][:-2]]  # "Your rival's cards cannot lower ...": your rival cannot lower ...
        by = self.v.lookup("nouns", " ".join(words))
        if part is None or by is None:
            return None
        return m.Passive(**self.thing(obj_np), modal="cannot", verb=part, by=by)

    def at_most(self, items: Items, qty, modal, agent):
        """A limit written another way: "may play only one X" is "may play at most 1 X"; "cannot play more
        than N X" is "may play at most N X". Gives (quantity, modal)."""
        first = items.take("np", lambda it: qty is None and it.value.only and it.value.det in ONE and
                           it.value.words and not it.value.pronoun)
        if first is not None and agent.kind == "you":  # a rule's "you" (any player) or a card's (its player)
            raise self.you_limit("'You may VERB only one ...' is not understood: 'A player may VERB at most 1 ...' "
                             "(any player) or 'You may VERB at most 1 ...' (a card's player)", first.tok,
                             ["A player may play at most 1 location", "You may steal at most 1 kamidogu"])
        if first is not None:
            items.items.insert(0, P.Item("np", replace(first.value, only=False, det=""), tok=first.tok))
            return ("at_most", 1), modal
        more = items.take("np", lambda it: qty is None and modal == "cannot" and self.is_word(it.value, "more than"))
        counted = None if more is not None or qty is not None or modal != "cannot" else \
            items.take("np", lambda it: self.more_than_int(it.value) is not None)
        if counted is not None:  # "more than 1 Location": one noun phrase of the grammar, its number inside
            n, np = self.more_than_int(counted.value)
            items.items.insert(0, P.Item("np", np, tok=np.tok))
            return ("at_most", n), "may"
        if more is not None:
            n, np = self.count_np(items, ())
            if n is None or np is None:
                raise self.error("'cannot VERB more than N NOUNS' is understood", more.tok,
                                 ["cannot play more than 1 location per Set Step"])
            items.items.insert(0, P.Item("np", replace(np, det=""), tok=np.tok))
            return ("at_most", n), "may"
        return qty, modal

    def more_than_int(self, np: P.NP):
        """ "more than 2 locations" read as one noun phrase: (2, "locations"), else None."""
        words = list(np.words)
        if np.det or np.pronoun or np.only or len(words) < 4 or \
                not all(isinstance(w, Token) for w in words[:3]) or \
                [str(w).lower() for w in words[:2]] != ["more", "than"] or words[2].type != "INT":
            return None
        rest = words[3:]  # (its relatives kept: "more than 1 Location in a Set Step", read where a limit reads them)
        text = np.text.split(None, 3)[3] if len(np.text.split(None, 3)) == 4 else " ".join(str(w) for w in rest)
        return int(str(words[2])), replace(np, words=tuple(rest), tok=rest[0] if isinstance(rest[0], Token) else np.tok,
                                           text=text)

    def passives(self) -> tuple[str, ...]:
        """The participles a passive prohibition may have: the games' rules' own, and the game's
        vocabulary "passives" ("This move cannot be blocked.")."""
        return PASSIVES + tuple(w.lower() for ws in self.v.categories.get("passives", {}).values() for w in ws)

    def used_by_status(self, np: P.NP) -> m.Clause | None:
        """Whom "used by X" restricts a card to: "a monster with "STATUS"", "a monster under "STATUS" [status]"
        (a Restriction), or None."""
        w = self.with_rels(np)
        if np.det == "a" and len(w) == 1 == len(np.rels) and self.is_word(replace(np, det="", rels=()), "monster"):
            sid, name = self.status(w[0][1])
            return m.Restriction(sid, name)
        words = [str(x).lower() for x in np.plain()]
        nouns = self.v.defaults.get("status_nouns", "").split()
        if np.det == "a" and not np.rels and len(np.plain()) == len(np.words) and len(words) in (3, 4) and \
                words[1] == "under" and np.words[2].type == "QUOTED" and words[3:] in ([], *([n] for n in nouns)) and \
                self.is_word(P.NP(words=np.words[:1], tok=np.tok, text=words[0]), "monster"):
            sid, name = self.status(P.NP(words=np.words[2:3], tok=np.words[2], text=str(np.words[2])))  # "under X": with X
            return m.Restriction(sid, name)
        return None

    def keyword(self, np: P.NP) -> m.Clause:
        if np.only and not np.det and [str(w).lower() for w in np.words] == ["usable"] and len(np.rels) == 1 and \
                np.rels[0][:2] == ("pp", "by") and isinstance(np.rels[0][2], P.NP):
            # "Only usable by a monster with "Cocoon"": can only be used by it
            found = self.used_by_status(np.rels[0][2])
            if found is None:
                raise self.error("'only usable by' is understood as 'Only usable by a monster with \"STATUS\"'",
                                 np.rels[0][2].tok or np.tok, ['Only usable by a monster with "Cocoon"'])
            return found
        """ "Unblockable.": a word the game's vocabulary declares for a passive prohibition on the text's
        own thing ("keywords": the participle -> its spellings): "This move cannot be blocked."."""
        rel = np.rels[0] if len(np.rels) == 1 and np.rels[0][0] == "pp" and str(np.rels[0][1]).lower() == "for" \
            else None
        block = self.height_of(replace(np, rels=()), "block") if rel is not None else ""
        attack = self.height_of(rel[2], "attack") if block and isinstance(rel[2], P.NP) else ""
        if attack:  # "High Blocks for High Attacks.": a high attack takes a high block
            return m.BlockMatch(attack, block)
        word = " ".join(w.lower() for w in np.plain()) if not (np.det or np.rels or np.pronoun) else ""
        done = self.v.lookup("keywords", word) if word and len(np.plain()) == len(np.words) else None
        if done is None or not self.v.defaults.get("implicit_thing"):
            raise self.error(f"'{np.text}' is not understood as a sentence", np.tok,
                             self.v.spellings("keywords") if "keywords" in self.v.categories else ["a verb"])
        det, _, noun = self.v.defaults["implicit_thing"].partition(" ")
        this = self.agent(P.NP(det=det, words=(_word(noun, np.tok),), tok=np.tok, text=f"{det} {noun}"))
        return m.Passive(thing="agent", agent=this, modal="cannot", verb=done, by="")

    def participle(self, lemma: str) -> str:
        """A verb's past participle among the game's forms of it ("block" -> "blocked"), or ""."""
        forms = self.v.categories.get("verb_forms", {}).get(lemma, ())
        return next((f.lower() for f in forms if f.lower().endswith("ed")), "")

    def passive(self, ph, items: Items):
        """"A move with final damage 3 or less cannot be used."  "Cards that go into his energy pile are
        discarded instead."."""
        vg = ph.vg
        subj = ph.subject
        if vg.verb == "add" and "card_uses" in self.v.categories:
            # "The defense bonus is added to the block card when blocking."
            return self.block_adds(ph, items, False)
        if vg.verb == "recover" and subj is not None and not subj.rels and subj.det == "the" and \
                [str(w).lower().replace("’", "'") for w in subj.words] == ["inactive", "character's", "hp"]:
            # "The inactive character's HP cannot be recovered above its starting HP."
            return self.recovery_cap(ph, items)
        if vg.verb == "win" and "battle_modes" in self.v.categories and subj is not None and not subj.rels:
            # "A tag battle is won when both opposing characters are KOed."
            when = items.take("when", lambda it: it.extra == "when")
            if vg.modal or vg.negated or vg.only or items.items:
                when = None
            return self.battle_won(self.v.lookup("battle_modes", subj.text) or "",
                                   when.value if when is not None else None, "", vg.tok)
        if subj is not None and any(r[0] == "above" for r in subj.rels):
            # "Only number cards above the character's strength may be put into the super meter."
            return self.zone_floor(ph, items)
        if vg.verb == "remove" and subj is not None and subj.det == "a" and not subj.rels and \
                [str(w).lower() for w in subj.words] == ["koed", "tag", "character"] and \
                "battle_modes" in self.v.categories:
            # "A KOed tag character is removed from the game.": in a tag battle, a KOed character is
            lead = P.Item("lead_pp", "in", P.NP(det="a", words=(_word("tag", subj.tok), _word("battle", subj.tok)),
                                                tok=subj.tok, text="a tag battle"), tok=subj.tok)
            clause = self.ko_removed(lead, replace(ph, subject=replace(subj, words=(subj.words[0], subj.words[2]),
                                                                        text="a KOed character"), items=items.items))
            items.items.clear()
            return clause
        if any(it.kind == "at_a_time" and it.value == "any" for it in items.items) or items.has("unless_text"):
            # "A special ability may be used at any time unless its text limits it."
            return self.ability_timing(ph, items)
        if vg.verb == "play" and subj is not None and len(subj.rels) == 1 and subj.rels[0][0] == "in" and \
                "sequence_classes" in self.v.defaults:
            # "Basic attacks in a combo must be played in sequential order."
            return self.combo_order(ph, items)
        if vg.verb in ("affect", "unaffect") and not vg.modal and self.move_type_class(subj) is not None:
            # "SPE moves are not affected by taunts", "... are unaffected by taunts"
            by = items.pp("by")
            if vg.negated == (vg.verb == "unaffect") or by is None:
                raise self.error("'TYPE moves are not affected by RULES' is understood", vg.tok,
                                 ["SPE moves are not affected by taunts"])
            return m.Exempt(self.move_type_class(subj), self.rule_kind(by.extra))
        used_on = self.used_on(ph, items) if subj is None or self.is_this_card(subj) else None
        if used_on is not None:  # "Cannot be used on Air monsters.", "Can only be used against Ground monsters."
            return used_on
        if vg.only and vg.modal == "can" and (subj is None or self.is_this_card(subj)):
            # "[This card] can only be used by a monster with "STATUS"": only such a monster can use it
            by = items.pp("by")
            if by is not None and vg.verb == "use":
                found = self.used_by_status(by.extra)
                if found is not None:
                    return found
            raise self.error("'can only be used by a monster with \"STATUS\"' is understood", vg.tok,
                             ['Can only be used by a monster with "Cocoon"'])
        if subj is None and self.v.defaults.get("implicit_thing") and vg.modal:  # a move's "Cannot be blocked."
            det, _, noun = self.v.defaults["implicit_thing"].partition(" ")
            subj = P.NP(det=det, words=(_word(noun, vg.tok),), tok=vg.tok, text=self.v.defaults["implicit_thing"])
        if subj is None and vg.verb == "reduce" and vg.modal and self.v.defaults.get("bonus_stats"):
            # a move's "Cannot be reduced by BLK": its damage (the stat a move's bonuses change)
            stat = self.v.word("stats", self.v.defaults["bonus_stats"].split()[0])
            subj = P.NP(det="its", words=tuple(_word(w, vg.tok) for w in stat.split()), tok=vg.tok, text=f"its {stat}")
        if subj is None:
            raise self.error("a passive needs what it speaks of", vg.tok, [])
        face = self.played_face(subj, vg, items)
        if face is not None:  # "A support is played face down."
            return face
        match = self.block_match(ph, items)
        if match is not None:  # "A high attack can only be blocked by a high block."
            return match
        purpose = items.take("pp", lambda it: it.value == "for" and not it.extra.det and not it.extra.rels and
                             len(it.extra.words) == 1 and self.v.lookup("verb_nouns", str(it.extra.words[0])))
        if purpose is not None:  # "used for negation": used to negate (the game's verb_nouns)
            verb = self.v.lookup("verb_nouns", str(purpose.extra.words[0]))
            items.items.insert(0, P.Item("to_verb", verb, verb, tok=purpose.tok))
        if vg.verb in FACTORS and not vg.modal and not vg.negated and not vg.only and \
                not subj.rels and len(subj.plain()) == len(subj.words) and subj.det in ("the", "your", "") and \
                self.v.lookup("stats", " ".join(str(w) for w in subj.plain())) == "defense_total":  # "The defense total is doubled against a super move."
            return self.defense_factor(ph, items)
        if subj.only and subj.det in ONE and not subj.rels and len(subj.plain()) == len(subj.words) == 1 and \
                vg.modal in ("may", "can") and not vg.negated and items.has("pp") and \
                (self.v.lookup("verbs", vg.verb) or self.puts(vg.verb)) and self.v.lookup("nouns", str(subj.words[0])):
            # "Only one Ace may be recovered per turn": a player may recover at most 1 Ace per turn
            player = P.NP(det="a", words=(_word("player", subj.tok),), tok=subj.tok, text="a player")
            items.items.insert(0, P.Item("np", replace(subj, only=False, det=""), tok=subj.tok))
            items.items.insert(0, P.Item("amount", "at_most", 1, tok=subj.tok))
            return self.deontic(P.Phrase(player, replace(vg, aux="", form=vg.verb), [], ph.tok), items)
        if vg.verb == "play" and vg.modal in ("may", "can") and not vg.negated and not subj.rels and \
                subj.det in ("", "a", "an") and "play_kinds" in self.v.categories and \
                self.v.lookup("play_kinds", subj.text) and len(items.items) == 1 and items.items[0].kind == "pp" and \
                (items.items[0].value == "only during" or vg.only and items.items[0].value == "during"):
            # "Locations can only be played during your Set Step": a player may play locations only during it
            player = P.NP(det="a", words=(_word("player", subj.tok),), tok=subj.tok, text="a player")
            items.items[0] = replace(items.items[0], value="only during")
            items.items.insert(0, P.Item("np", subj, tok=subj.tok))
            return self.deontic(P.Phrase(player, replace(vg, aux="", only=False, form=vg.verb), [], ph.tok), items)
        if vg.only and vg.modal in ("may", "can") and not vg.negated and not subj.rels and subj.det in ("", "a") and \
                len(subj.plain()) == len(subj.words) == 1 and self.v.lookup("verbs", vg.verb) and \
                self.v.lookup("roles", str(subj.words[0]).lower().removesuffix("s")) and \
                len(items.items) == 1 and items.items[0].kind == "pp" and items.items[0].value == "during":
            # "Characters may only be tagged during the clean-up phase": a player may tag only during it
            player = P.NP(det="a", words=(_word("player", subj.tok),), tok=subj.tok, text="a player")
            items.items[0] = replace(items.items[0], value="only during")
            return self.deontic(P.Phrase(player, replace(vg, aux="", only=False, form=vg.verb), [], ph.tok), items)
        if vg.verb == "use" and self.attack_class(subj) and not items.has("to_verb") or \
                vg.verb == "use" and vg.only and self.attack_class(subj):
            # "A Type D move cannot be used in a combo.", "A Type E move can only be used to counter."
            return self.class_use(ph, items, self.attack_class(subj))
        by = items.take("pp_number", lambda it: it.value == "by")
        if vg.verb == "increase" and by is not None and not vg.modal and not vg.negated and not vg.only and \
                not items.items and self.owner_stat(subj) is not None:
            # "The user's strength is increased by 1": the user gains +1 strength
            owner, stat = self.owner_stat(subj)
            gain = P.VG(verb="gain", form="gains", tok=vg.tok)
            return self.v_gain(P.Phrase(owner, gain, [], ph.tok),
                               Items(self, [P.Item("amount", "add", by.extra, tok=by.tok),
                                            P.Item("np", P.NP(words=(_word(self.v.word("stats", stat), vg.tok),),
                                                              tok=vg.tok, text=self.v.word("stats", stat)))]))
        taker = self.next_damage_of(subj)
        if vg.verb == "reduce" and by is not None and taker is not None and not vg.modal and not vg.negated and \
                not vg.only and not items.items:  # "The next damage the user takes is reduced by 2."
            return m.ReduceNext(taker, by.extra)
        if vg.verb == "reduce" and by is not None and not vg.modal and not vg.negated and not items.items and \
                self.owner_stat(subj) is not None:  # "A monster's LP is reduced by 2": it loses 2 LP
            owner, stat = self.owner_stat(subj)
            return m.LifeLoss(self.agent(owner), by.extra, stat)
        if by is not None:
            items.items.insert(0, by)
        if vg.verb == "halve" and not vg.modal and not vg.negated and not items.items:
            it = Items(self, flatten([subj]))  # "The user's life points are halved", "Damage to the user is halved"
            h = self.halved(it.np(), it, ph)
            if h is not None and not it.items:
                return h
        if not vg.modal and items.take("instead") is not None:  # a replacement
            going = [r for r in subj.rels if r[:2] in (("pp", "into"), ("pp", "to"))]
            if len(subj.rels) == 1 and going and [str(w).lower() for w in subj.words] == ["cards", "going"] and \
                    not subj.det:  # "cards going into his energy pile": cards that go into it
                inner = P.Phrase(None, P.VG(verb="go", form="go", tok=subj.tok),
                                 [P.Item("pp", going[0][1], going[0][2], tok=subj.tok)], subj.tok)
                subj = replace(subj, words=subj.words[:1], rels=(("that", inner),))
            rel = [r for r in subj.rels if r[0] == "that"]
            if len(subj.rels) == 1 and rel and self.is_word(replace(subj, rels=()), "cards"):
                inner: P.Phrase = rel[0][1]
                ii = Items(self, flatten(inner.items))
                into = ii.pp("into", "to")
                if inner.vg.verb == "go" and into is not None and into.extra.det in ("his", "her", "their", "your") \
                        and inner.vg.modal in ("", "would") and not inner.vg.negated:
                    ii.done("a replacement", inner.tok, [])
                    owner, zone_np = self.zone_owner(into.extra)  # "your rival's energy pile": the rival's
                    event = (self.zone_event(vg, items, into.extra.det) if not owner else "") or \
                        self.need("events", vg.form, vg.tok)
                    return m.Replacement(into.extra.det, self.zone(zone_np), event, owner)
            raise self.error("a replacement reads 'cards that go into his ZONE are VERBED instead'", vg.tok, [])
        modal = vg.modal
        if vg.negated and modal in ("may", "can"):  # "may not be discarded": cannot
            modal = "cannot"
        elif vg.negated and not modal and self.own_stat(subj):  # "Damage is not reduced by BLK": cannot be
            modal = "cannot"
        elif vg.negated:
            raise self.error(f"'{vg.modal} not' is not understood", vg.tok, ["cannot be VERBED"])
        if modal in MODALS and vg.form not in self.passives() and not vg.only:
            active = self.active(ph, items, modal)
            if active is not None:
                return active
        if modal not in MODALS or vg.form not in self.passives():
            raise self.error("a passive reads 'X cannot be VERBED'", vg.tok,
                             [f"cannot be {p}" for p in self.passives()])
        cls = self.attack_class(subj)
        if cls and vg.verb == "use" and modal in ("cannot", "can") and items.has("to_verb"):
            to = items.take("to_verb")  # "Throws cannot be used to negate": throws cannot negate
            items.done("a rule on a kind of attack", vg.tok, [])
            return self.class_deontic(replace(ph, vg=replace(vg, verb=to.value, form=to.extra, modal=modal,
                                                             negated=False)), items, cls, [])
        colour = self.negation_colour(subj, vg, modal, items) or self.negation_only(subj, vg, modal, items)
        if colour is not None:
            return colour
        by_cls = next((it for it in items.items if it.kind == "pp" and it.value == "by" and
                       self.attack_class(it.extra)), None)
        both = [replace(subj, text=t, det="") for t in " ".join(subj.text.split()).split(" and ")] \
            if not cls and " and " in subj.text and not subj.det else []
        if both and not all(self.attack_class(b) for b in both):
            both = []
        if (cls or both) and by_cls is not None and vg.verb in self.v.categories.get("verbs", {}) and \
                modal in ("cannot", "can"):
            # "A super move cannot be negated by a special move": a special move cannot negate a super move
            # ("Specials and supers cannot be negated by basic attacks": either)
            items.items.remove(by_cls)
            items.done("a rule on a kind of attack", vg.tok, [])
            return self.class_deontic(replace(ph, vg=replace(vg, modal=modal, negated=False)), items,
                                      self.attack_class(by_cls.extra), both or [subj])
        by = ""
        b = items.pp("by")
        noun = self.v.lookup("nouns", " ".join(subj.plain())) if not subj.det and not subj.rels and not subj.pronoun \
            and subj.plain() and len(subj.plain()) == len(subj.words) else None
        if b is not None and noun and modal in MODALS and not items.items and self.v.lookup("verbs", vg.verb) and \
                self.agent(b.extra, required=False) is not None:
            # "POW moves cannot be used by your monsters": your monsters cannot use POW moves
            return m.Deontic(self.agent(b.extra), modal, self.need("verbs", vg.verb, vg.tok), noun, None, (), None)
        if b is not None and self.role(b.extra) and modal in MODALS and not items.items:
            # "This monster cannot be damaged by the opponent": the opponent cannot damage this monster
            return m.Deontic(self.agent(b.extra), modal, self.need("verbs", vg.verb, vg.tok), self.agent(subj))
        if b is not None:
            words = [w for w in b.extra.plain() if w.lower() not in ("move", "moves")]
            if len(words) > 1 and words[-1].lower() in SOURCE_WORDS and \
                    words[-2].lower().endswith(("'s", "’s")):  # "by your rival's effects / cards": by your rival
                words = [*words[:-2], _word(str(words[-2])[:-2], words[-2])]
            if b.extra.det == "your" and words:
                by = self.need("nouns", " ".join(words), b.extra.tok)
            else:
                by = self.need("move_types", " ".join(words), b.extra.tok)
        thing = self.thing(subj)
        if thing["thing"] == "class" and (by or modal != "cannot"):  # the rules read "CLASS cannot be VERBED"
            raise self.error(f"'{subj.text} {modal} be {vg.form}' is understood without 'by' and as 'cannot'",
                             vg.tok, [f"{subj.text} cannot be {vg.form}"])
        self.character_passive(thing, modal, vg, by)
        return m.Passive(**thing, modal=modal, verb=vg.form, by=by)

    def character_passive(self, thing: dict, modal: str, vg: P.VG, by: str) -> None:
        """A participle a game says only of the character a text belongs to (vocabulary defaults
        "character_passives": "This character cannot be thrown."): understood as 'cannot', of that character
        (the user), without 'by'; said of anything else it is an error, not a prohibition no rule reads."""
        said = self.v.defaults.get("character_passives", "").split()
        if vg.form.lower() not in said:
            return
        agent = thing.get("agent")
        if thing["thing"] != "agent" or agent is None or (agent.kind, agent.role) != ("the", "user") or \
                modal != "cannot" or by:
            raise self.error(f"'be {vg.form}' is understood as 'This character cannot be {vg.form}'", vg.tok,
                             [f"This character cannot be {vg.form}"])

    def negation_colour(self, subj: P.NP, vg: P.VG, modal: str, items: Items) -> m.Clause | None:
        """ "A basic attack can only be negated by a basic attack of the opposite colour / of the same colour": the
        colour the negating card must have against the negated one (classes whose attack is one number card:
        vocabulary "colour_classes"); None when the sentence is not that (a "by" CLASS with "of the ... colour")."""
        b = next((it for it in items.items if it.kind == "pp" and it.value == "by" and isinstance(it.extra, P.NP)
                  and it.extra.rels and it.extra.rels[-1][0] == "of"), None)
        if b is None:
            return None
        of = b.extra.rels[-1][1]
        words = [str(w).lower() for w in of.words] if isinstance(of, P.NP) else []
        if len(words) != 2 or words[1] not in ("colour", "color"):
            return None
        expected = ["A basic attack can only be negated by a basic attack of the opposite colour"]
        by = self.attack_class(replace(b.extra, rels=b.extra.rels[:-1],
                                       text=b.extra.text[:b.extra.text.lower().rfind(" of ")]))
        what = self.attack_class(subj)
        classes = self.v.defaults.get("colour_classes", "").split()
        if not (vg.verb == "negate" and vg.only and not vg.negated and modal in ("can", "may") and what in classes
                and by in classes and of.det == "the" and not of.rels and words[0] in ("opposite", "same")
                and len(items.items) == 1):
            raise self.error("a negation's colour is understood as 'CLASS can only be negated by CLASS of the "
                             "opposite colour / of the same colour'", b.extra.tok or vg.tok, expected)
        items.items.clear()
        return m.NegationColour(by, what, words[0])

    def block_combo(self, lead: P.Item, body: P.Phrase) -> m.Clause:
        """ "Against a blocking character, the attacker cannot combo after the first attack unless it is CLASS [or has
        (X)]": the blocked opening attacks after which the attacker may still combo (the others stop its combo)."""
        expected = ["Against a blocking character, the attacker cannot combo after the first attack unless it is a "
                    "throw or has (U)"]
        vg, subj = body.vg, body.subject
        low = lambda x: [str(w).lower() for w in x.words]  # noqa: E731
        against = lead.extra
        ok = against.det in ("a", "the") and not against.rels and \
            self.is_word(against, "blocking character", "blocker", "blocking opponent") and \
            subj is not None and " ".join(subj.text.lower().split()) in ("the attacker", "the attacking character") and \
            (vg.modal == "cannot" and not vg.negated or vg.modal in ("may", "can") and vg.negated) and \
            not (vg.only or vg.aux)
        # "after the first attack unless ...": the event "the first" "attack" and its exception
        after = body.items[0] if len(body.items) == 1 and isinstance(body.items[0], P.Item) and \
            body.items[0].kind == "after_event" else None
        first = after.value if after is not None else None
        unless = None
        if ok and isinstance(first, P.Phrase) and first.subject is not None and first.vg is not None and \
                first.subject.det == "the" and not first.subject.rels and \
                low(first.subject) in (["first"], ["opening"]) and first.vg.verb == "attack" and \
                not (first.vg.modal or first.vg.negated or first.vg.only or first.vg.aux) and len(first.items) == 1 and \
                isinstance(first.items[0], P.Item) and first.items[0].kind == "unless":
            unless = first.items[0].value
        classes = []
        if isinstance(unless, P.Phrase) and unless.subject is not None and unless.subject.pronoun == "it" and \
                not unless.subject.rels:
            alts, ph = [], unless
            while ph is not None:  # "is a throw or has (U)": each verb phrase an exception
                rest = [it for it in ph.items if isinstance(it, P.Item) and it.kind == "or"]
                alts.append((ph.vg, [it for it in ph.items if it not in rest]))
                ph = rest[0].value if len(rest) == 1 else None
            for avg, its in alts:
                np = its[0] if len(its) == 1 and isinstance(its[0], P.NP) else None
                if avg is None or np is None or avg.verb or avg.modal or avg.negated or avg.only or np.rels:
                    classes = []
                    break
                if avg.aux == "be" and np.det in ("a", "an"):
                    cls = self.attack_class(np)
                elif avg.aux == "have" and not np.det and len(np.words) == 1:
                    cls = self.v.lookup("attack_classes", f"move with {np.words[0]}") or ""
                else:
                    cls = ""
                if not cls or cls == "attack" or cls in classes:
                    classes = []
                    break
                classes.append(cls)
        if not classes:
            raise self.error("a combo against a block is understood as 'Against a blocking character, the attacker "
                             "cannot combo after the first attack unless it is CLASS or has (X)'", vg.tok, expected)
        order = list(self.v.categories["attack_classes"])
        return m.BlockCombo(tuple(sorted(classes, key=order.index)))

    def negation_value(self, ph: P.Phrase) -> m.Clause:
        """ "A basic attack used to negate / used for negation must have an equal or higher / a higher [number] value
        than the basic attack it negates / being negated": how the negating card's value must compare with the negated
        one's (classes whose attack is one number card: vocabulary "colour_classes")."""
        expected = ["A basic attack used to negate must have an equal or higher value than the basic attack it negates",
                    "A basic attack used to negate must have a higher value than the basic attack it negates"]
        subj, vg = ph.subject, ph.vg
        low = lambda x: [str(w).lower() for w in x.words]  # noqa: E731
        classes = self.v.defaults.get("colour_classes", "").split()
        used = [r for r in subj.rels if r[0] == "used_to"]
        word = str(used[0][1]).lower()
        verb = self.lemma(used[0][1]) if used[0][1].type == "VERB" else self.v.lookup("verb_nouns", word)
        head = replace(subj, rels=(), text=" ".join([subj.det] * bool(subj.det) + [str(w) for w in subj.words]))
        by = self.attack_class(replace(head, det="", text=head.text.split(" ", 1)[-1]) if subj.det == "the" else head)
        if len(subj.rels) != 1 or verb != "negate" or by not in classes:
            raise self.error(f"'{subj.text}' is understood as 'CLASS used to negate' (CLASS: a basic attack) or as a "
                             "card's use ('the card used to block')", subj.tok, expected)
        its = list(ph.items)
        order, what = "", ""
        if vg is not None and vg.modal == "must" and vg.aux == "have" and not (vg.verb or vg.negated or vg.only) and \
                len(its) in (2, 4) and all(isinstance(x, P.NP) for x in its):
            value, other = its[0], its[1]
            words = [w for w in low(value) if w != "number"]
            if not value.rels and not value.pronoun and (value.det, words) in (
                    ("an", ["equal", "or", "higher", "value", "than"]), ("an", ["equal", "or", "greater", "value", "than"]),
                    ("a", ["higher", "value", "than"]), ("a", ["greater", "value", "than"])):
                order = "ge" if words[0] == "equal" else "gt"
            owords = low(other)
            tail = its[2:]
            if len(its) == 4 and tail[0].pronoun == "it" and not tail[0].rels and not tail[1].det and \
                    not tail[1].rels and low(tail[1]) == ["negates"]:
                tail = []  # "the basic attack it negates"
            elif len(its) == 2 and owords[-2:] == ["being", "negated"]:
                owords = owords[:-2]  # "the basic attack being negated"
            if other.det == "the" and not other.rels and not tail:
                what = self.v.lookup("attack_classes", " ".join(owords)) or ""
        if not order or what not in classes:
            raise self.error("a negating card's value is understood as 'CLASS used to negate must have an equal or "
                             "higher / a higher value than the CLASS it negates'", vg.tok if vg else subj.tok, expected)
        return m.NegationValue(by, what, order)

    def negation_only(self, subj: P.NP, vg: P.VG, modal: str, items: Items) -> m.Clause | None:
        """ "A move with (R) can only be negated by a ranged attack [or a move with greater attack value]": the only
        attacks that may negate those of a class; None when the sentence is not "CLASS can only be negated by CLASS"."""
        what = self.attack_class(subj)
        b = items.items[0] if items.items and items.items[0].kind == "pp" and items.items[0].value == "by" and \
            isinstance(items.items[0].extra, P.NP) else None
        if not (what and b is not None and vg.verb == "negate" and vg.only and modal in ("can", "may")):
            return None
        expected = ["A move with (R) can only be negated by a ranged attack or a move with greater attack value",
                    "A move with (R) can only be negated by a ranged attack"]
        by_np, value = b.extra, ""
        words = [str(w).lower() for w in by_np.words]
        alt = None
        if words[-1:] == ["or"] and not by_np.rels and len(items.items) == 2 and items.items[1].kind == "np":
            alt = items.items[1].value  # "or a move with greater attack value"
        elif "or" in words[:-1] and len(items.items) == 1:  # "by ranged attacks or moves of higher attack value"
            k = words.index("or")
            alt = replace(by_np, det="", words=by_np.words[k + 1:], tok=by_np.words[k + 1])
            by_np = replace(by_np, words=by_np.words[:k + 1], rels=(),
                            text=" ".join([by_np.det] * bool(by_np.det) + [str(w) for w in by_np.words[:k + 1]]))
        if alt is not None:
            with_ = [r[1] for r in alt.rels if r[0] in ("with", "of")]  # "with / of greater attack value"
            if (alt.det, [str(w).lower() for w in alt.words]) in (("a", ["move"]), ("", ["moves"])) and \
                    len(alt.rels) == 1 and with_ and \
                    not with_[0].det and not with_[0].rels and \
                    [str(w).lower() for w in with_[0].words] in (["greater", "attack", "value"],
                                                                 ["higher", "attack", "value"]):
                value = "greater"
            if not value:
                raise self.error("what else may negate is understood as 'or a move with greater attack value'",
                                 alt.tok or vg.tok, expected)
            text = by_np.text.rstrip()
            by_np = replace(by_np, words=by_np.words[:-1], text=text[:len(text) - 2].rstrip())
        elif len(items.items) != 1:
            return None
        by = self.attack_class(by_np)
        if not by or by_np.rels:
            raise self.error("what may negate is understood as 'CLASS can only be negated by CLASS'",
                             by_np.tok or vg.tok, expected)
        items.items.clear()
        return m.NegationOnly(by, what, value)

    def take_tool(self, vg: P.VG, items: Items) -> m.Agent | None:
        """The card a verb would be done with, taken out of the items: "with a 0 cost block" after its object (as the
        object's relative or a part of its own), for a verb the game names an instrument for (vocabulary defaults
        "instrument_of_VERB": the noun, "block" for blocking); None when there is none."""
        noun = self.v.defaults.get(f"instrument_of_{vg.verb}")
        if not noun:
            return None
        for i, it in enumerate(items.items):
            if it.kind == "np" and it.value.rels and it.value.rels[-1][0] == "with" and \
                    isinstance(it.value.rels[-1][1], P.NP):
                tool = self.tool_of(it.value.rels[-1][1], noun)
                if tool is not None:
                    np = it.value
                    inner = np.rels[-1][1]
                    cut = np.text.rfind(" with ")
                    items.items[i] = replace(it, value=replace(np, rels=np.rels[:-1],
                                                               text=np.text[:cut] if cut > 0 else np.text))
                    return tool
            if it.kind == "pp" and it.value == "with" and isinstance(it.extra, P.NP):
                tool = self.tool_of(it.extra, noun)
                if tool is not None:
                    items.items.pop(i)
                    return tool
        return None

    def tool_of(self, np: P.NP, noun: str) -> m.Agent | None:
        """A noun phrase naming cards of the instrument's noun ("a 0 cost block", "low blocks"), as an agent, or None."""
        if np.det not in ("a", "an", "") or np.pronoun:
            return None
        # the doer's own cards: "with a 0 cost block" is with one of his blocks that cost 0
        agent = self.agent(replace(np, det="your"), required=False)
        return agent if agent is not None and agent.kind == "scoped" and agent.possessive == "your" and \
            agent.noun == noun and not agent.next and not agent.within else None

    def with_tool(self, clause, tool: m.Agent, tok) -> m.Clause:
        """A prohibition with the card it would be done with: "cannot block X with a 0 cost block"; the rules read it
        only as 'cannot' of an action on something named."""
        if not isinstance(clause, m.Deontic) or clause.modal != "cannot" or clause.tool is not None or \
                clause.quantity or clause.limit or clause.into:
            raise self.error("'with' a card is understood in 'X cannot VERB Y with a NOUN'", tok,
                             ["Your rival cannot block this attack with a 0 cost block"])
        return replace(clause, tool=tool)

    def active(self, ph, items: Items, modal: str):
        """ "X cannot be VERBED [by Y]" when the game states the rule actively ("Y cannot VERB X"): the
        doer is "by Y", or the one the game's vocabulary names for the verb (defaults "doer_of_VERBED":
        "your rival" for "blocked")."""
        vg = ph.vg
        b = items.pp("by")
        doer = b.extra if b is not None else None
        noun = self.v.defaults.get(f"instrument_of_{vg.verb}")
        tool = self.tool_of(doer, noun) if doer is not None and noun else None
        if tool is not None and self.v.defaults.get(f"doer_of_{vg.form}"):
            # "Your kicks cannot be blocked by low blocks": the game's doer cannot block them with low blocks
            clause = self.active(ph, items, modal)
            return self.with_tool(clause, tool, b.tok) if clause is not None else None
        if doer is None and self.v.defaults.get(f"doer_of_{vg.form}"):
            tool = self.take_tool(vg, items)  # "This attack cannot be blocked with a 0 cost block."
            if tool is not None:
                clause = self.active(ph, items, modal)
                return self.with_tool(clause, tool, vg.tok) if clause is not None else None
        if doer is None:
            default = self.v.defaults.get(f"doer_of_{vg.form}")
            if not default:
                return None
            det, _, word = default.partition(" ")
            doer = P.NP(det=det, words=(_word(word, vg.tok),), tok=vg.tok, text=default)
        if self.v.lookup("verbs", vg.verb) is None:
            if b is not None:
                items.items.insert(0, b)
            return None
        target = self.agent(ph.subject)
        return m.Deontic(self.agent(doer), modal, self.need("verbs", vg.verb, vg.tok), target, None, (), None)

    def zone_event(self, vg: P.VG, items: Items, pronoun: str) -> str:
        """ "are put into his discard pile": the event the game names by that zone (vocabulary zone_events:
        discarded <- discard pile), or ""."""
        if vg.verb != "put" or "zone_events" not in self.v.categories:
            return ""
        to = items.pp("into", "in")
        if to is None or to.extra.det != pronoun:
            raise self.error("'are put into his ZONE instead' names the same player's zone", vg.tok,
                             ["are put into his discard pile instead"])
        zone = self.zone(to.extra)
        return self.need("zone_events", m.ZONE_WORDS.get(zone, zone), to.extra.tok)

    def thing(self, np: P.NP) -> dict:
        words = np.plain()
        order = [w for w in np.words if isinstance(w, tuple) and w[0] == "order"]
        with_ = [r for r in np.rels if r[0] == "with"]
        of_order = [r for r in np.rels if r[0] == "of_order"]
        if with_ and len(np.rels) == 1 and np.det in ("a", "an", "") and len(words) == 1:
            inner = with_[0][1]
            inner_order = [w for w in inner.words if isinstance(w, tuple) and w[0] == "order"]
            inner_of = [r for r in inner.rels if r[0] == "of_order"]
            if np.det == "" and not words[0].lower().endswith("s"):
                raise self.error(f"'{np.text}' is not understood", np.tok, ["A NOUN with STAT N or less"])
            noun = self.v.lookup("nouns", words[0]) or self.v.lookup("nouns", words[0] + "s") or words[0].lower()
            o = inner_order or inner_of
            # "with final damage 3 or less", "with a final damage of 3 or less" (an article before "STAT of N")
            if len(o) == 1 and (not inner.det or inner.det in ("a", "an", "the") and inner_of) and \
                    len(inner.rels) == len(inner_of):
                stat = self.need("stats", " ".join(inner.plain()), inner.tok)
                return dict(thing="threshold", noun=noun, stat=stat, order=o[0][-2], value=o[0][1])
        if (order or of_order) and not np.det and len(order) + len(of_order) == 1 and \
                len(np.rels) == len(of_order):
            noun = self.v.defaults.get("threshold_noun")
            if not noun:
                raise self.error(f"{self.v.title} names no thing a threshold speaks of: write 'A NOUN with ...'",
                                 np.tok, ['"a NOUN with"'])
            o = (order or of_order)[0]
            if order and np.words[-1] != order[0]:
                raise self.error(f"'{np.text}' is not understood", np.tok, ["STAT N or less"])
            return dict(thing="threshold", noun=noun, stat=self.need("stats", " ".join(words), np.tok),
                        order=o[-2], value=o[1])
        if np.det == "its" and not np.rels and words and len(words) == len(np.words):
            return dict(thing="own", stat=self.need("stats", " ".join(words), np.tok))
        if self.own_stat(np):  # "Damage cannot be reduced", "This move's damage ...": its damage
            return dict(thing="own", stat=self.own_stat(np))
        if np.det == "the" and words and len(np.rels) == 1 and np.rels[0][0] == "of" and \
                np.rels[0][1].det == "this" and len(np.rels[0][1].plain()) == 1 and not np.rels[0][1].rels and \
                len(words) == len(np.words):  # "the damage of this attack": this attack's damage
            of = np.rels[0][1]
            return dict(thing="this", noun=self.need("nouns", str(of.plain()[0]), of.tok),
                        stat=self.need("stats", " ".join(words), np.tok))
        if np.det == "this" and words and words[0].lower().endswith(("'s", "’s")) and not np.rels:
            noun = words[0][:-2]
            return dict(thing="this", noun=self.need("nouns", noun, np.tok),
                        stat=self.need("stats", " ".join(words[1:]), np.tok))
        holder = self.v.defaults.get("holder_noun", "")
        if not np.det and not np.rels and [w.lower().replace("’", "'") for w in words] in \
                (["attributes"], [f"{holder}s'", "attributes"]):  # "Monsters' attributes": every monster's
            return dict(thing="attributes")
        cls = self.attack_class(np)
        if cls:  # "Throws cannot be blocked.", "A move with (H) cannot be dodged."
            return dict(thing="class", cls=cls)
        if self.agent(np, required=False) is None and self.agent(self.bare_plural(np), required=False) is not None:
            return dict(thing="agent", agent=self.agent(self.bare_plural(np)))  # "POW moves can't be used." (an ENV)
        return dict(thing="agent", agent=self.agent(np))

    def attack_class(self, np: P.NP | None) -> str:
        """The class of attacks a noun phrase names, by the game's vocabulary ("attack_classes": throws,
        Type C moves, moves with (H), ...), or "": any such attack ("a", "an", "all", "any", "each" or
        none before it)."""
        if np is None or "attack_classes" not in self.v.categories or np.pronoun or np.only or \
                np.det not in ("", "a", "an", "all", "any", "each"):
            return ""
        text = " ".join(np.text.split())
        full = text
        if np.det and text.lower().startswith(np.det.lower() + " "):
            text = text[len(np.det) + 1:]
        return self.v.lookup("attack_classes", text) or \
            (self.v.lookup("attack_classes", full) if np.det in ("a", "an") else None) or ""

    def with_rels(self, np: P.NP) -> list:
        """The relatives of a noun phrase that say what it has, as ("with", NP): "with X" and "that has X"."""
        out = []
        for r in np.rels:
            if r[0] == "with":
                out.append(r)
            elif r[0] == "that" and r[1].vg.aux == "have" and not r[1].vg.verb and not r[1].vg.modal and \
                    not r[1].vg.negated and len(r[1].items) == 1 and isinstance(r[1].items[0], P.NP):
                out.append(("with", r[1].items[0]))
        return out

    def own_stat(self, np: P.NP | None) -> str:
        """The stat a card text names as its own without "its": a bare stat ("Damage cannot be reduced") or
        "this KIND's STAT" for a kind of entry that is no noun ("This move's damage"); else ""."""
        words = np.plain() if np is not None else []
        if np is None or np.rels or np.pronoun or not words or len(words) != len(np.words):
            return ""
        if not np.det:  # a stat of the card itself (a move's damage), not a monster's or a player's
            stat = self.v.lookup("stats", " ".join(map(str, words))) or ""
            return stat if stat in self.v.defaults.get("bonus_stats", "damage").split() else ""
        first = str(words[0]).lower()
        if np.det == "this" and first.endswith(("'s", "’s")) and len(words) > 1 and \
                self.v.lookup("kinds", first[:-2]) and (not self.v.lookup("nouns", first[:-2]) or
                                                         self.v.lookup("nouns", first[:-2]) == self.v.defaults.get("self_noun")):
            stat = self.v.lookup("stats", " ".join(map(str, words[1:]))) or ""
            return stat if stat in self.v.defaults.get("bonus_stats", "damage").split() else ""
        return ""

    def v_aux(self, ph, items: Items):
        """A bare auxiliary: "This monster has used ..." is read by v_use; "A taunt is a move ..."."""
        subj, vg = ph.subject, ph.vg
        if vg.aux == "be" and subj is not None and not vg.modal and not vg.negated and len(items.items) == 1 and \
                items.items[0].kind == "amount" and items.items[0].value == "int":
            fixed = self.fixed_damage(subj, items.items[0].extra)  # "All damage to this monster is 0"
            if fixed is not None:
                items.items.clear()
                return fixed
        allowed = items.items[0].value if len(items.items) == 1 and items.items[0].kind == "np" else None
        if vg.aux == "be" and vg.negated and not vg.modal and not vg.only and subj is not None and \
                len(subj.rels) == 1 and subj.rels[0][0] == "used_by" and allowed is not None and not allowed.det and \
                not allowed.rels and [str(w).lower() for w in allowed.words] in (["allowed"], ["permitted"]):
            # "SPE cards used by your monsters are not allowed": your monsters cannot use SPE cards
            items.items[:] = [P.Item("np", replace(subj, rels=()), tok=subj.tok)]
            user = subj.rels[0][1]
            return self.deontic(P.Phrase(user, P.VG(modal="cannot", verb="use", form="use", tok=vg.tok), [], ph.tok),
                                items)
        use = items.take("pp", lambda it: it.value == "for" and it.extra.det in ("", "a") and not it.extra.rels and
                         len(it.extra.words) == 1 and (self.v.lookup("verb_nouns", str(it.extra.words[0])) or
                                                       self.v.lookup("verbs", str(it.extra.words[0])))) \
            if self.rank_of(subj) and vg.aux == "be" else None
        if use is not None:  # "An Ace counts as 1 for a dodge."
            w = str(use.extra.words[0])
            return self.rank_value(ph, self.v.lookup("verb_nouns", w) or self.v.lookup("verbs", w), items)
        worth = self.energy_worth(ph, items) if vg.aux == "be" and subj is not None else None
        if worth is not None:  # "Each card in your energy pile is worth 1 energy."
            return worth
        limit = self.arena_limit(ph, items) if vg.aux == "be" and vg.modal and subj is not None else None
        if limit is not None:  # "There can be at most 1 location in play."
            return limit
        limit = self.in_play_limit(ph, items) if vg.aux == "have" and vg.modal and subj is not None else None
        if limit is not None:  # "A player may have at most 1 technique in play."
            return limit
        kind = self.played_kind(subj)
        if kind and vg.aux == "have":  # "Playing a location has no cost."
            return self.play_cost(ph, items, kind)
        face = self.face_in_arena(ph, items) if vg.aux == "be" and subj is not None else None
        if face is not None:  # "A face down support is not in the arena."
            return face
        kind = self.v.lookup("play_kinds", subj.text) if subj is not None and not subj.rels and not subj.pronoun and \
            "play_kinds" in self.v.categories and not vg.modal and not vg.negated else None
        if kind and (vg.aux == "have" or vg.aux == "be" and items.items and items.items[0].kind == "np" and
                     [str(w).lower() for w in items.items[0].value.words[:1]] == ["free"]):
            # "A Location has no cost to play.", "Locations are free to play."
            return self.play_cost(ph, items, kind)
        use = self.card_use(subj) if subj is not None else ""
        if use and vg.aux == "be" and not vg.only and (vg.modal in ("cannot", "must") and not vg.negated or
                                                      vg.modal in ("may", "can") and vg.negated):
            # "A block card cannot be above the character's strength.", "The block card must be equal to or
            # lower than the character's strength."
            return self.card_bound(use, "must" if vg.modal == "must" else "cannot", False, items, vg.tok)
        if vg.aux == "have" and self.capacity_zone(subj):  # "The super meter has no card limit."
            return self.zone_limit(ph, items)
        np = items.np()
        if vg.aux == "be" and subj is not None and np is not None and not items.items and not vg.modal and \
                not vg.negated and self.is_word(np, "over") and not np.det:
            # "the combat phase is over": the combat phase ends
            return self.v_end(replace(ph, vg=replace(vg, aux="", verb="end", form="ends")), items)
        if vg.aux == "be" and vg.modal == "must" and not vg.negated and not vg.only and np is not None and \
                self.attack_class(subj) and self.v.lookup("positions", " ".join(str(w) for w in np.words)) == "first":
            # "Type A moves must be the first attack of the combat phase": they can only be used as it
            items.items.insert(0, P.Item("pp", "only as", np, tok=np.tok))
            return self.class_use(replace(ph, vg=replace(vg, modal="can")), items, self.attack_class(subj))
        kw = self.class_keyword(subj, vg, np, items)
        if kw is not None:  # "Throws are unblockable."
            return kw
        typed = self.class_type(subj, vg, np, items)
        if typed is not None:  # "Basic attacks are Type C."
            return typed
        if vg.aux == "be" and subj is not None and subj.det in ("a", "an") and len(subj.plain()) == 1 and \
                np is not None and np.det in ("a", "an") and not vg.modal:
            genus = np.text.split()[1:]
            return m.Definition(str(subj.plain()[0]), tuple(genus))
        if vg.aux == "have" and not vg.modal and not vg.negated and subj is not None and np is not None and \
                items.has("amount") and self.agent(self.bare_plural(subj), required=False) is not None and \
                self.agent(self.bare_plural(subj)).kind in ("scoped", "this"):
            # "Your special move attacks have +1 priority", "Basic attacks have +1 priority" (the game's scope)
            items.items.insert(0, P.Item("np", np, tok=np.tok))
            return self.scoped_modifier(replace(ph, vg=replace(vg, verb="have", form="have")), items)
        if vg.aux == "have" and self.stat_class(subj):  # "A basic attack has priority equal to ..."
            if np is not None:
                items.items.insert(0, P.Item("np", np, tok=np.tok))
            return self.class_stat_equal(ph, items, self.stat_class(subj), "have", vg.tok)
        of_class = self.stat_of_class(subj) if vg.aux == "be" else None
        if of_class is not None:  # "The priority of a basic attack is the character's basic attack priority."
            stat, cls = of_class
            src = self.equal_source(np) if np is not None and not items.items else None
            if vg.modal or vg.negated or vg.only or src is None:
                raise self.error(f"'{subj.text}' is understood as where the stat comes from", vg.tok,
                                 self.CLASS_STAT_EXPECTED)
            items.items.clear()
            return m.ClassStat(cls, stat, src[0], src[1])
        during = items.items[0] if len(items.items) == 1 and items.items[0].kind == "pp" and \
            items.items[0].value in ("during", "only during") else None
        doing = self.gerund(subj) if subj is not None else None
        if vg.aux == "be" and doing and during is not None and np is not None and not vg.modal and \
                not vg.negated and self.is_word(replace(np, only=False), "allowed", "permitted") and \
                (np.only or during.value == "only during"):
            # "Tagging is only allowed during the clean-up phase": a player may tag only during it
            player = P.NP(det="a", words=(_word("player", subj.tok),), tok=subj.tok, text="a player")
            items.items[0] = replace(during, value="only during")
            return self.deontic(P.Phrase(player, P.VG(modal="may", verb=doing, form=doing, tok=subj.tok), [],
                                         ph.tok), items)
        raise self.error(f"'{vg.tok}' is not understood here", vg.tok, [])

    def gerund(self, np: P.NP) -> str:
        """The game's verb an -ing noun names ("Tagging" -> tag, "Drawing" -> draw), or ""."""
        if np.det or np.rels or np.pronoun or np.only or len(np.words) != 1 or len(np.plain()) != 1:
            return ""
        word = str(np.words[0]).lower()
        if not word.endswith("ing"):
            return ""
        stem = word[:-3]
        for cand in (stem, stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else "", stem + "e"):
            if cand and self.v.lookup("verbs", cand) == cand:
                return cand
        return ""

    def class_deontic(self, ph, items: Items, cls: str = "", objs: list | None = None) -> m.Clause:
        """ "A special move cannot negate a super move.", "A basic attack cannot negate a special move or a
        super move.", "A super move can negate any attack.", "A throw can't negate.": what attacks of a
        class (the game's vocabulary "attack_classes") may or cannot do to attacks of others."""
        vg = ph.vg
        cls = cls or self.attack_class(ph.subject)
        modal = "cannot" if vg.negated and vg.modal in ("may", "can") else vg.modal
        if modal not in ("cannot", "can", "may") or vg.only or (vg.negated and modal != "cannot"):
            raise self.error(f"'{vg.modal}' is not understood here", vg.tok,
                             [f"{ph.subject.text if ph.subject else 'X'} cannot {vg.form} NOUN"])
        verb = self.need("verbs", vg.verb, vg.tok)
        if objs is None:
            objs = []
            while (np := items.np()) is not None:
                objs.append(np)
        found: list[str] = []
        for k, np in enumerate(objs):
            text = " ".join(np.text.split())
            last = k == len(objs) - 1
            if not last and not self.attack_class(np):  # "a special move or" "a super move"
                if not text.lower().endswith(" or"):
                    raise self.error(f"'{np.text}' is not understood as what is acted on", np.tok,
                                     ["a special move or a super move"])
                text = text[:-3]
            parts = [p.strip() for p in text.split(" or ")] if not self.attack_class(np) else [text]
            for p in parts:  # "a special or super move": each part, with the last part's noun
                c = self.attack_class(replace(np, text=p, det=p.split()[0].lower() if p.split()[0].lower() in
                                              ("a", "an", "any", "all", "each") else ""))
                if not c and p is not parts[-1]:
                    tail = parts[-1].split()[-1]
                    c = self.attack_class(replace(np, text=f"{p} {tail}", det=""))
                if not c:
                    raise self.error(f"'{p}' is not understood as a kind of attack", np.tok,
                                     self.v.spellings("attack_classes")[:6])
                found.append(c)
        items.done("a rule on a kind of attack", vg.tok, [])
        return m.ClassDeontic(cls, "can" if modal == "may" else modal, verb, tuple(found))

    def defense_factor(self, ph, items: Items) -> m.Clause:
        """ "The defense total is doubled against a super move." ("Against a tag super, ... is multiplied by
        4", "... is quadrupled against a tag super"): a block's defense total times N against that class."""
        vg = ph.vg
        n = FACTORS[vg.verb]
        if n is None:
            by = items.take("pp_number", lambda it: it.value == "by")
            n = by.extra if by is not None else None
        vs = items.pp(*VERSUS)
        cls = self.attack_class(vs.extra) if vs is not None else ""
        if n is None or not cls:
            raise self.error("the defense total is understood as 'Against CLASS, the defense total is doubled / "
                             "multiplied by N'", vg.tok, ["Against a super move, the defense total is doubled"])
        items.done("a multiplier of the defense total", vg.tok, [])
        return m.DefenseFactor(cls, n)

    def if_does(self, lead: P.Item):
        """ "if the user counters (an attack)": the trigger "when the user counters" (the game's verbs, for a game
        whose rules act on them), or None."""
        sub = lead.value
        if lead.kind != "if" or not isinstance(sub, P.Phrase) or sub.vg is None or sub.subject is None or \
                self.v.defaults.get("action_triggers") != "yes" or self.v.lookup("verbs", sub.vg.form) is None:
            return None
        its = flatten(sub.items)
        rest = [it for it in its if not (it.kind == "np" and " ".join(it.value.text.lower().split()) in ANSWERED)]
        if len(rest) != len(its) and sub.vg.verb not in ("counter", "negate"):
            return None
        return P.Item("when", replace(sub, items=rest), "when", tok=lead.tok or sub.tok)

    def doing_user(self, lead: P.Item):
        """ "while this character is blocking": the part "while blocking" (the user doing one of the game's
        verbs), or None."""
        sub = lead.value
        if lead.kind != "while" or not isinstance(sub, P.Phrase) or sub.items or sub.subject is None or \
                sub.vg is None or sub.vg.aux != "be" or sub.vg.modal or sub.vg.negated or sub.vg.only or \
                not sub.vg.form.endswith("ing") or self.v.lookup("verbs", sub.vg.verb) is None:
            return None
        who = self.agent(sub.subject, required=False)
        if who is None or who.kind != "the" or who.role != "user":
            return None
        return P.Item("while_doing", sub.vg.verb, sub.vg.form, tok=sub.vg.tok)

    def doing_agent(self, np: P.NP | None):
        """ "a blocking character": (verb, its -ing form, "a character") when an -ing form of the game's verbs
        stands before a role, else None."""
        if np is None or np.rels or np.pronoun or np.det not in ("a", "an") or len(np.words) != 2 or \
                len(np.plain()) != 2:
            return None
        form = str(np.words[0]).lower()
        verb = self.v.lookup("verbs", self.lemma(np.words[0])) if form.endswith("ing") else None
        inner = replace(np, words=np.words[1:], det="a", text="a " + str(np.words[1]))
        if verb is None or not self.role(inner) or form not in self.v.categories.get("verb_forms", {}).get(
                self.lemma(np.words[0]), ()):
            return None
        return verb, form, inner

    def next_damage_of(self, np: P.NP | None) -> m.Agent | None:
        """ "the next damage the user takes": who takes it (an agent of the game), else None."""
        if np is None or np.det != "the" or len(np.rels) != 1 or np.rels[0][0] != "pron_verb" or \
                self.v.lookup("nouns", " ".join(str(w) for w in np.words)) != "next_damage" or \
                len(np.plain()) != len(np.words):
            return None
        _, who, verb, tok = np.rels[0]
        if verb != "take":
            return None
        det, _, word = who.partition(" ")
        return self.agent(P.NP(det=det, words=(_word(word, tok),), tok=tok, text=who))

    def participle_class(self, np: P.NP | None):
        """ "a blocked basic attack": (participle, verb, the class's noun phrase) when a passive of the game's
        ("blocked") stands before a class of attacks, else None."""
        if np is None or np.rels or np.pronoun or np.det not in ("a", "an", "") or len(np.plain()) < 2 or \
                len(np.plain()) != len(np.words):
            return None
        first = str(np.words[0]).lower()
        if first not in self.v.categories.get("passives", {}):
            return None
        rest = " ".join(str(w) for w in np.words[1:])
        inner = replace(np, words=np.words[1:], det="a" if np.det else "", text=("a " if np.det else "") + rest)
        if not self.attack_class(inner):
            return None
        return first, self.lemma(np.words[0]), inner

    def v_cost(self, ph, items: Items):
        """ "A tag super costs two Jokers." (a class of attacks and the cards its use takes), else a modifier
        ("Your blocks cost +1 energy")."""
        kind = self.played_kind(ph.subject) or (self.v.lookup("play_kinds", ph.subject.text) if
                                                 ph.subject is not None and not ph.subject.rels and
                                                 "play_kinds" in self.v.categories else "")
        if kind:  # "Playing a support costs 0 energy.", "Supports cost no energy to play."
            return self.play_cost(ph, items, kind)
        each = self.card_class(ph.subject)
        if self.stat_class(ph.subject) or each:  # "A basic attack costs 1 combo point per card."
            return self.class_stat_per_card(ph, items, self.stat_class(ph.subject) or each, bool(each), ph.vg.tok)
        cls = self.attack_class(ph.subject)
        if cls and not (ph.vg.modal or ph.vg.negated or ph.vg.only or ph.vg.aux):
            counted = self.rank_count(items)
            if counted is not None:
                return m.ClassCost(cls, *counted)
        return self.scoped_modifier(ph, items)

    def costed(self, cls: str, tok) -> bool:
        """Whether the rules read a cost of using attacks of the class (vocabulary defaults "cost_classes"); an error
        naming them when they do not."""
        classes = self.v.defaults.get("cost_classes", "").split()
        if classes and cls not in classes:
            raise self.error("a cost of using attacks is understood for " +
                             " and ".join(self.v.word("attack_classes", c) for c in classes), tok,
                             ["To use a tag super, a player must discard 2 Jokers"])
        return True

    def class_cost(self, cls: str, body: P.Phrase, tok) -> m.Clause:
        """ "a player must discard 2 Jokers" / "discard a Joker" after "To use CLASS,": the cost of using it."""
        self.costed(cls, tok)
        vg = body.vg
        who = self.agent(body.subject, required=False) if body.subject is not None else None
        ok = vg is not None and vg.verb == "discard" and not vg.negated and not vg.only and not vg.aux and (
            body.subject is None and not vg.modal or
            who is not None and who.kind == "a" and who.role == "player" and vg.modal == "must")
        counted = self.rank_count(Items(self, flatten(body.items))) if ok else None
        if counted is None:
            raise self.error("'To use CLASS, ...' is understood before 'a player must discard N RANK'", tok,
                             ["To use a tag super, a player must discard 2 Jokers"])
        return m.ClassCost(cls, *counted)

    # -- where a class's stats come from (a class that prints none: vocabulary "class_stat_classes") --------
    CLASS_STAT_EXPECTED = ["A basic attack deals damage equal to its card's value",
                           "A basic attack has priority equal to the character's basic attack priority",
                           "A basic attack costs 1 combo point per card"]

    def stat_class(self, np: P.NP | None) -> str:
        """The class of attacks a subject names when the game lets a rule give its stats ("A basic attack"), or
        "" ("a basic attack card": the class and "card", read by the callers that take it)."""
        cls = self.attack_class(np)
        return cls if cls and cls in self.v.defaults.get("class_stat_classes", "").split() else ""

    def v_recover(self, ph, items: Items):
        """ "The HP recovered is equal to the inactive character's STAT" (the lexer reads "recovered" as the verb and
        "is equal" as its object): what a recovery heals, a stat of the recovering character."""
        vg, subj = ph.vg, ph.subject
        expected = ["The HP recovered is equal to the inactive character's defense bonus"]
        first = items.np()
        to = items.pp("to")
        rest = []
        while (np := items.np()) is not None:
            rest.append(np)
        stat = ""
        if vg.form == "recovered" and not (vg.modal or vg.negated or vg.only or vg.aux) and subj is not None and \
                subj.det == "the" and not subj.rels and self.is_word(subj, "hp") and first is not None and \
                not first.det and not first.rels and [str(w).lower() for w in first.words] == ["is", "equal"] and \
                to is not None and not items.items and all(not n.det and not n.rels for n in rest) and \
                not to.extra.rels:
            words = " ".join([to.extra.text, *(n.text for n in rest)]).lower().replace("’", "'").split()
            if words[:1] == ["the"] and words[1:2] == ["inactive"]:
                words = words[:1] + words[2:]
            if words[:2] == ["the", "character's"]:
                stat = self.v.lookup("stats", " ".join(words[2:])) or ""
        if stat not in self.v.defaults.get("card_bound_stats", "").split():
            raise self.error("what a recovery heals is understood as 'The HP recovered is equal to the inactive "
                             "character's STAT'", vg.tok, expected)
        return m.RecoveryAmount(stat)

    def recovery_cap(self, ph, items: Items) -> m.Clause:
        """ "The inactive character's HP cannot be recovered above its starting HP / above N": the most HP a recovery
        brings the inactive character to."""
        vg = ph.vg
        expected = ["The inactive character's HP cannot be recovered above its starting HP",
                    "The inactive character's HP cannot be recovered above 50"]
        modal_ok = (vg.modal == "cannot" or vg.modal in ("may", "can") and vg.negated) and not vg.only
        first = items.np()
        cap = None
        if modal_ok and first is not None and not first.det and not first.rels and first.words and \
                str(first.words[0]).lower() == "above":
            rest = first.words[1:]
            if len(rest) == 1 and isinstance(rest[0], Token) and rest[0].type == "INT":  # "above 50"
                cap = ("count", int(rest[0]))
            elif not rest:  # "above" "its starting HP"
                st = items.np()
                if st is not None and st.det == "its" and not st.rels and len(st.plain()) == len(st.words) and \
                        self.v.lookup("stats", " ".join(str(w) for w in st.words)) == "starting_hp":
                    cap = ("stat", "starting_hp")
        if cap is None:
            raise self.error("a recovery's cap is understood as 'The inactive character's HP cannot be recovered "
                             "above its starting HP / above N'", vg.tok, expected)
        items.done("a recovery's cap", vg.tok, expected)
        return m.RecoveryCap(*cap)

    def full_damage(self, ph, items: Items) -> bool:
        """ "deals full damage to a blocking opponent": the phrase's whole rest (taken), or False (nothing taken)."""
        vg = ph.vg
        if vg.modal or vg.negated or vg.aux or vg.only or len(items.items) != 2:
            return False
        np, to = items.items
        if np.kind != "np" or to.kind != "pp" or to.value != "to" or np.value.det or np.value.rels or \
                not self.is_word(np.value, "full damage") or to.extra.det not in ("a", "the") or to.extra.rels or \
                not self.is_word(to.extra, "blocking opponent", "blocker", "blocking character"):
            return False
        items.items.clear()
        return True

    def base_damage(self, ph, items: Items) -> bool:
        """ "deals only its base damage", "only deal the base damage (of the attack)": the phrase's whole rest
        (taken), or False (nothing taken)."""
        vg = ph.vg
        if vg.modal or vg.negated or vg.aux or len(items.items) != 1 or items.items[0].kind != "np":
            return False
        np = items.items[0].value
        words = [str(w).lower() for w in np.words]
        of = np.rels[0][1] if len(np.rels) == 1 and np.rels[0][0] == "of" else None
        if words != ["base", "damage"] or len(np.plain()) != 2 or np.only == vg.only or \
                np.det not in ("its", "the", "their") or np.rels and (of is None or np.det != "the" or
                                                             of.det not in ("the", "its") or not self.is_word(of, "attack")):
            return False
        items.items.clear()
        return True

    def zone_floor(self, ph, items: Items) -> m.Clause:
        """ "Only number cards above the character's STAT may be put into the super meter.": the lowest card value a
        zone of the game takes (vocabulary "capacity_zones"), above a stat of the character."""
        subj, vg = ph.subject, ph.vg
        expected = ["Only number cards above the character's strength may be put into the super meter"]
        into = items.pp("into", "in")
        zone = self.capacity_zone(into.extra) if into is not None else ""
        owner = subj.rels[0][1] if len(subj.rels) == 1 else None
        stat = None
        if owner is not None and not owner.rels and not owner.pronoun:
            text = " ".join(owner.text.split())
            found = re.match(r"(?i)(?:the character['’]s|your character['’]s|your|its|his or her|their) (.+)$", text)
            stat = self.v.lookup("stats", found.group(1)) if found else None
        if not (subj.only and not subj.det and [str(w).lower() for w in subj.words] == ["number", "cards"]
                and vg.verb == "put" and vg.aux == "be" and vg.modal in ("may", "can") and not vg.negated and
                not vg.only and zone and not items.items and
                stat in self.v.defaults.get("card_bound_stats", "").split()):
            raise self.error("a zone's cards are understood as 'Only number cards above the character's STAT may be "
                             "put into ZONE'", subj.tok, expected)
        return m.ZoneFloor(zone, stat)

    def ability_timing(self, ph, items: Items) -> m.Clause:
        """ "A special ability may be used at any time [unless its text limits it]": whether a special ability's own
        text may limit when it is used."""
        subj, vg = ph.subject, ph.vg
        expected = ["A special ability may be used at any time unless its text limits it",
                    "A special ability may be used at any time"]
        any_time = items.take("at_a_time", lambda it: it.value == "any")
        unless = items.take("unless_text")
        if unless is None and any_time is not None:  # "unless stated otherwise": unless its own text says otherwise
            unless = items.take("default", lambda it: "list" not in str(it.tok).lower())
        ok = any_time is not None and not items.items and subj is not None and not subj.rels and \
            subj.det in ("a", "") and [str(w).lower() for w in subj.words] in (["special", "ability"],
                                                                               ["special", "abilities"]) and \
            (subj.det == "a") == (str(subj.words[-1]).lower() == "ability") and vg.verb == "use" and \
            vg.aux == "be" and vg.modal in ("may", "can") and not (vg.negated or vg.only)
        if not ok:
            raise self.error("when a special ability may be used is understood as 'A special ability may be used at "
                             "any time [unless its text limits it]'", (any_time or unless).tok, expected)
        return m.AbilityTiming(unless is not None)

    def combo_order(self, ph, items: Items) -> m.Clause:
        """ "Basic attacks in a combo must be played in sequential order / may be played in any order": the order the
        attacks of a class (vocabulary "sequence_classes") take in a combo."""
        subj, vg = ph.subject, ph.vg
        expected = ["Basic attacks in a combo must be played in sequential order",
                    "Basic attacks in a combo may be played in any order"]
        where = subj.rels[0][1]
        cls = self.attack_class(replace(subj, rels=(), text=" ".join(
            [subj.det] * bool(subj.det) + [str(w) for w in subj.words])))
        it = items.items[0] if len(items.items) == 1 else None
        how = (it.extra.det, *(str(w).lower() for w in it.extra.words)) if it is not None and it.kind == "pp" and \
            it.value == "in" and isinstance(it.extra, P.NP) and not it.extra.rels else ()
        order = "sequential" if vg.modal == "must" and how == ("", "sequential", "order") else \
            "any" if vg.modal in ("may", "can") and how == ("any", "order") else ""
        if not (cls in self.v.defaults.get("sequence_classes", "").split() and where.det == "a" and
                not where.rels and self.is_word(where, "combo") and vg.aux == "be" and
                not (vg.negated or vg.only) and order):
            raise self.error("the order of a combo's attacks is understood as 'Basic attacks in a combo must be played "
                             "in sequential order' / 'may be played in any order'", subj.tok, expected)
        items.items.clear()
        return m.ComboOrder(cls, order)

    def capacity_zone(self, np: P.NP | None) -> str:
        """ "the super meter": a zone of the game whose card limit a rule may set (vocabulary "capacity_zones"), or
        ""."""
        if np is None or np.det != "the" or np.rels or np.pronoun or np.only or len(np.plain()) != len(np.words):
            return ""
        zone = self.v.lookup("zones", " ".join(str(w) for w in np.words))
        return zone if zone and zone in self.v.defaults.get("capacity_zones", "").split() else ""

    def zone_limit(self, ph, items: Items) -> m.Clause:
        """ "The super meter has no card limit.", "The super meter can hold any number of cards / at most N cards.":
        the most cards the zone holds (0: no limit)."""
        vg = ph.vg
        expected = ["The super meter has no card limit", "The super meter can hold at most 10 cards"]
        amt = items.take("amount")
        np = items.np()
        cards = np is not None and not np.det and not np.rels and self.is_word(np, "cards", "card")
        limit = None
        if vg.aux == "have" and not vg.verb and not vg.modal and not vg.negated and not vg.only and \
                amt is not None and amt.value == "no" and np is not None and not np.det and not np.rels and \
                self.is_word(np, "card limit", "limit"):
            limit = 0
        elif vg.verb == "hold" and vg.modal in ("can", "may") and not vg.negated and not vg.only and not vg.aux \
                and cards and amt is not None:
            if amt.value == "any_number":
                limit = 0
            elif amt.value in ("at_most", "up_to") and isinstance(amt.extra, int) and amt.extra > 0:
                limit = amt.extra
        if limit is None:
            raise self.error(f"'{ph.subject.text}' is understood with its card limit", vg.tok, expected)
        items.done(f"a sentence with '{vg.form or vg.aux}'", vg.tok, expected)
        return m.ZoneLimit(self.capacity_zone(ph.subject), limit)

    def stat_of_class(self, np: P.NP | None):
        """ "the priority of a basic attack", "the damage of basic attacks": (STAT, CLASS), else None."""
        if np is None or np.det != "the" or np.pronoun or np.only or len(np.rels) != 1 or np.rels[0][0] != "of" or \
                len(np.plain()) != len(np.words):
            return None
        stat = self.v.lookup("stats", " ".join(str(w) for w in np.words))
        cls = self.stat_class(np.rels[0][1])
        return (stat, cls) if cls and stat in ("damage", "priority") else None

    def card_class(self, np: P.NP | None) -> str:
        """ "Each basic attack card": the class whose each card the subject names (a class that prints its
        stats none), or ""."""
        if np is None or np.rels or np.pronoun or np.only or np.det not in ("", "each", "a", "every") or \
                len(np.plain()) != len(np.words) or len(np.words) < 2 or str(np.words[-1]).lower() != "card":
            return ""
        cls = self.v.lookup("attack_classes", " ".join(str(w) for w in np.words[:-1]))
        return cls if cls and cls in self.v.defaults.get("class_stat_classes", "").split() else ""

    def equal_source(self, np: P.NP | None):
        """ "its card's value" / "the card's value": ("card_value", ""); "the character's STAT" (", stat"):
        ("stat", STAT), a stat of the character (vocabulary "class_stat_sources"); else None."""
        if np is None or np.rels or np.pronoun or np.only or len(np.plain()) != len(np.words) or not np.words:
            return None
        low = [str(w).lower().replace("’", "'") for w in np.words]
        if np.det in ("its", "the") and low == ["card's", "value"]:
            return ("card_value", "")
        if np.det == "the" and low[0] == "character's" and len(low) > 1:
            rest = low[1:-1] if low[-1] == "stat" and len(low) > 2 else low[1:]
            st = self.v.lookup("stats", " ".join(rest))
            if st and st in self.v.defaults.get("class_stat_sources", "").split():
                return ("stat", st)
        return None

    def class_stat_equal(self, ph, items: Items, cls: str, verb: str, tok) -> m.Clause:
        """ "CLASS deals damage equal to SOURCE", "CLASS has priority equal to SOURCE" (SOURCE: its card's value,
        the character's STAT): where a stat of the class's attacks comes from."""
        vg = ph.vg
        np = items.np()
        to = items.pp("to")  # "damage equal" "to its card's value" (a phrase's relatives come as its items)
        src = None
        words = [str(w).lower() for w in np.plain()] if np is not None else []
        if np is not None and to is not None and not np.det and not np.rels and \
                len(words) == len(np.words) >= 2 and words[-1] == "equal":
            stat = self.v.lookup("stats", " ".join(words[:-1]))
            if stat in (("damage",) if verb == "deal" else ("priority", "damage")):
                src = self.equal_source(to.extra)
        if vg.modal or vg.negated or vg.only or src is None:
            raise self.error(f"'{ph.subject.text}' with a stat is understood as where the stat comes from", tok,
                             self.CLASS_STAT_EXPECTED)
        items.done(f"a sentence with '{vg.form or vg.aux}'", tok, self.CLASS_STAT_EXPECTED)
        return m.ClassStat(cls, stat, src[0], src[1])

    def class_stat_per_card(self, ph, items: Items, cls: str, each_card: bool, tok) -> m.Clause:
        """ "CLASS costs N combo points per card" ("Each CLASS card costs N CP"): the combo points of the class's
        attacks, N for each card they use."""
        vg = ph.vg
        amt = items.take("amount", lambda it: it.value == "int")
        np = items.np()
        if amt is None and np is not None and np.det in ONE:  # "one combo point", "a combo point"
            amt, np = P.Item("amount", "int", 1), replace(np, det="")
        ok = amt is not None and np is not None and not np.det and not vg.modal and not vg.negated and not vg.only
        words = [str(w) for w in np.plain()] if ok else []
        if ok and len(words) == len(np.words) and not np.rels:
            per = items.pp("per")  # "combo point" "per card"
            ok = per is None if each_card else per is not None and self.is_word(per.extra, "card") and \
                not per.extra.det
            ok = ok and self.v.lookup("stats", " ".join(words)) == "combo_points"
        else:
            ok = False
        if not ok:
            raise self.error(f"'{ph.subject.text}' with a cost is understood as 'CLASS costs N combo points per card'",
                             tok, self.CLASS_STAT_EXPECTED)
        items.done(f"a sentence with '{vg.form}'", tok, self.CLASS_STAT_EXPECTED)
        return m.ClassStat(cls, "combo_points", "per_card", count=amt.extra)

    CARD_COST_EXPECTED = ["To tag, a player must discard 2 cards of the same rank equal to or below the character's "
                          "strength"]

    def card_cost(self, verb: str, body: P.Phrase, tok) -> m.Clause:
        """ "a player must discard N cards of the same rank [equal to or below the character's STAT]" after "To
        VERB,": the cards an action of a player takes (its verb: vocabulary "card_cost_verbs")."""
        vg = body.vg
        who = self.agent(body.subject, required=False) if body.subject is not None else None
        items = Items(self, flatten(body.items))
        amt = items.take("amount", lambda it: it.value == "int")
        np = items.np()
        ok = vg is not None and vg.verb == "discard" and vg.modal == "must" and not (vg.negated or vg.only or vg.aux) \
            and who is not None and who.kind == "a" and who.role == "player" and amt is not None and \
            np is not None and not np.det and self.is_word(replace(np, rels=()), "cards") and len(np.rels) == 1 and \
            np.rels[0][0] == "of"
        stat = ""
        if ok:  # "of the same rank" ["equal to or below" "the character's STAT"]
            of = np.rels[0][1]
            words = [str(w).lower() for w in of.words]
            to = items.pp("to") if words == ["same", "rank", "equal"] else None  # "equal" "to or below" (hoisted)
            bound = [str(w).lower() for w in to.extra.words] if to is not None and not to.extra.det and \
                not to.extra.rels else None
            ok = of.det == "the" and len(of.plain()) == len(of.words) and not of.rels and (
                words == ["same", "rank"] or bound == ["or", "below"])
            if ok and words != ["same", "rank"]:
                st = items.np()
                low = [str(w).lower().replace("’", "'") for w in st.words] if st is not None else []
                # ("your strength", "their character's strength" in a rule said of any player: the character's)
                owned = low[1:] if low[:1] == ["character's"] else low if st is not None and \
                    st.det in ("your", "their") else []
                ok = st is not None and not st.rels and len(st.plain()) == len(st.words) and owned and \
                    (st.det == "the" and low[:1] == ["character's"] or st.det in ("your", "their"))
                stat = self.v.lookup("stats", " ".join(owned)) or "" if ok else ""
                ok = ok and stat in self.v.defaults.get("card_bound_stats", "").split()
        if not ok:
            raise self.error(f"'To {self.v.word('verbs', verb)}, ...' is understood before 'a player must discard N "
                             "cards of the same rank [equal to or below the character's STAT]'", tok,
                             self.CARD_COST_EXPECTED)
        items.done("a cost", tok, self.CARD_COST_EXPECTED)
        return m.CardCost(verb, amt.extra, stat)

    EXCHANGE_EXPECTED = ["During the clean-up phase, a player may discard super meter cards totalling 40 to search "
                         "the draw pile or the discard pile for an Ace",
                         "A player may discard super meter cards totalling 50 or more to shuffle a Joker from the "
                         "discard pile into the draw pile"]

    def meter_exchange(self, ph: P.Phrase, during: P.NP | None = None) -> m.Clause | None:
        """ "A player may discard super meter cards totalling N [or more] to PURPOSE" ("During the PHASE phase,"
        before it): what cards of a zone worth N buy (the purposes are the game's data: vocabulary
        "exchanges"), or None when the phrase is no such exchange (nothing read)."""
        vg = ph.vg
        if vg is None or vg.verb != "discard" or "exchanges" not in self.v.categories or \
                not ph.items or not all(isinstance(it, P.NP) for it in ph.items):
            return None
        first = ph.items[0]
        words = [w for w in first.words]
        zone, rest = "", []
        for k in range(len(words), 0, -1):  # "super meter" "cards" "totalling" N
            if all(isinstance(w, Token) for w in words[:k]):
                zone = self.v.lookup("zones", " ".join(str(w) for w in words[:k])) or ""
                if zone:
                    rest = words[k:]
                    break
        exact = len(rest) == 4 and isinstance(rest[2], Token) and str(rest[2]).lower() == "exactly"
        if exact:  # "totalling exactly 40"
            rest = rest[:2] + rest[3:]
        if not zone or first.det or len(rest) != 3 or str(rest[0]).lower() != "cards" or \
                str(rest[1]).lower() not in ("totalling", "totaling"):
            return None
        total = rest[2]
        if isinstance(total, Token) and total.type == "INT":  # "totalling 40": the document's own open sum (CC-G14)
            n, mode = int(total), "exactly" if exact else "sum"
        elif exact:
            return None
        elif isinstance(total, tuple) and total[0] == "order" and total[2] == "ge":
            n, mode = total[1], "at_least"
        else:
            return None
        to = [r for r in first.rels if r[0] == "pp" and r[1] == "to"]
        if len(first.rels) != 1 or not to:
            return None
        purpose = " ".join([to[0][2].text, *(it.text for it in ph.items[1:])])
        what = self.v.lookup("exchanges", purpose)
        who = self.agent(ph.subject, required=False) if ph.subject is not None else None
        phase = ""
        if during is not None:
            words = [str(w) for w in during.plain()]
            phase = self.v.lookup("phases", " ".join(words[:-1])) or "" if during.det == "the" and not during.rels \
                and len(words) == len(during.words) >= 2 and words[-1].lower() == "phase" else ""
        if what is None or who is None or who.kind != "a" or who.role != "player" or vg.modal not in ("may", "can") \
                or vg.negated or vg.only or vg.aux or (during is not None and not phase):
            raise self.error("an exchange is understood as 'A player may discard super meter cards totalling N [or "
                             "more] to ...'", vg.tok, self.EXCHANGE_EXPECTED)
        return m.Exchange(zone, n, mode, what, phase)

    AFTER_EXPECTED = ["After a throw, the thrower may use the remaining combo points",
                      "After the ranged attack that follows a dodge, the defender cannot combo",
                      "After a successful dodge, the defender may make 1 ranged attack against the attacker"]

    def after_combo(self, lead: P.Item, body: P.Phrase) -> m.Clause:
        """ "After EVENT, WHO may use the remaining combo points / may combo [with the remaining combo points] /
        cannot combo": whether the one who made an event of the game (vocabulary "after_events") may go on
        with its combo; WHO is that one (vocabulary "after_actors")."""
        np: P.NP = lead.value
        if np.det == "a" and not np.rels and [str(w).lower() for w in np.words] == ["player", "reshuffles"] and \
                "shuffled_zones" in self.v.defaults:
            return self.shuffle_cut(body, lead.tok)  # "After a player reshuffles, the opponent may cut the deck."
        cls = self.attack_class(np)
        if cls and any(isinstance(it, P.Item) and it.kind == "as_after" for it in body.items):
            return self.after_as(cls, body, lead.tok)  # "After a Type E move, ... as after a Type A move"
        if cls and self.v.lookup("after_events", np.text) is None:  # "After a variable counter, the inactive ..."
            return self.tag_after(cls, body, lead.tok)
        event = self.v.lookup("after_events", np.text)
        if event is None:
            raise self.error(f"'{np.text}' is not understood as an event", lead.tok,
                             self.v.spellings("after_events"))
        vg, subj = body.vg, body.subject
        makers = [" ".join(w.lower().split()) for w in self.v.categories["after_actors"].get(event, [])]
        said = re.sub(r"\bwho\b", "that", " ".join(subj.text.lower().split())) if subj is not None else ""
        if subj is not None and subj.pronoun == "you" and not subj.rels and self.kind == "rule":
            said = makers[0] if makers else said  # a rule's "After throwing, you may ...": the one who made it
        if subj is None or said not in makers:  # ("the character who dodges": that dodges)
            raise self.error(f"'{subj.text if subj is not None else ''}' is not understood as who made "
                             f"{np.text!r}", (subj.tok if subj is not None else lead.tok),
                             self.v.categories["after_actors"].get(event, []))
        items = Items(self, flatten(body.items))
        modal = "cannot" if vg is not None and (vg.modal == "cannot" or vg.modal in ("may", "can") and vg.negated) \
            else vg.modal if vg is not None and not vg.negated else ""
        remaining = lambda x: x is not None and x.det in ("the", "your", "their", "its") and not x.rels and \
            self.is_word(x, "remaining combo points")  # noqa: E731
        ok = vg is not None and not vg.only and not vg.aux and modal in ("may", "can", "cannot")
        replies = self.v.defaults.get("reply_events", "").split()
        if ok and vg.verb in ("combo", "use") and event in replies:  # a dodge: the attack it lets its maker make
            ok = False
        elif ok and vg.verb == "combo":  # "may combo [with the remaining combo points]", "cannot combo"
            with_ = items.pp("with")
            ok = with_ is None and not items.items or modal != "cannot" and remaining(with_.extra if with_ else None)
            ok = ok and not items.items
        elif ok and vg.verb == "use" and modal != "cannot":  # "may use the remaining combo points"
            ok = remaining(items.np()) and not items.items
        elif ok and vg.verb == "make" and modal in ("may", "can") and event in \
                self.v.defaults.get("reply_events", "").split():
            # "After a successful dodge, the defender may make 1 ranged attack against the attacker."
            amt = items.take("amount", lambda it: it.value == "int")
            what = items.np()
            if amt is None and what is not None and what.det in ONE + ("a single",):
                amt, what = P.Item("amount", "int", 1), replace(what, det="")
            if what is not None and not what.det and [str(w).lower() for w in what.words][:1] == ["single"]:
                what = replace(what, words=what.words[1:])  # "a single ranged attack"
            against = items.pp("against", "vs")
            kind = "ranged" if self.is_word(what, "ranged attack") else "any" if self.is_word(what, "attack") else ""
            if amt is not None and amt.extra == 1 and kind and against is not None and not items.items and \
                    " ".join(against.extra.text.lower().split()) in ("the attacker", "the opponent"):
                return m.AfterReply(event, kind)
            ok = False
        else:
            ok = False
        if not ok:
            raise self.error("after an event, whether its maker may combo is understood: 'may use the remaining combo "
                             "points', 'may combo with the remaining combo points', 'cannot combo' (after a dodge: "
                             "'may make 1 [ranged] attack against the attacker')",
                             vg.tok if vg is not None else lead.tok, self.AFTER_EXPECTED)
        return m.AfterCombo(event, "cannot" if modal == "cannot" else "may")

    def v_succeed(self, ph, items: Items):
        """ "A dodge succeeds if the flipped card is equal to or lower than the character's agility.": the stat of the
        dodging character a dodge's flipped card must not exceed (vocabulary "card_bound_stats")."""
        vg, subj = ph.vg, ph.subject
        expected = ["A dodge succeeds if the flipped card is equal to or lower than the character's agility"]
        cond = items.take("if") or items.take("when")  # "... succeeds when the flipped card is ...": if it is
        sub = cond.value if cond is not None and isinstance(cond.value, P.Phrase) else None
        cmp = self.comparison(sub) if sub is not None else None
        stat = None
        if cmp is not None and cmp[0] == "le" and not cmp[1].rels and not cmp[1].pronoun:
            text = " ".join(cmp[1].text.split())
            found = re.match(r"(?i)(?:the character['’]s|the dodging character['’]s|your character['’]s|your|its) "
                             r"(.+)$", text)
            stat = self.v.lookup("stats", found.group(1)) if found else None
        if not (subj is not None and subj.det == "a" and not subj.rels and self.is_word(subj, "dodge") and
                not (vg.modal or vg.negated or vg.only or vg.aux) and sub is not None and sub.subject is not None and
                sub.subject.det == "the" and not sub.subject.rels and self.is_word(sub.subject, "flipped card") and
                not items.items and stat in self.v.defaults.get("card_bound_stats", "").split()):
            raise self.error("a dodge's success is understood as 'A dodge succeeds if the flipped card is equal to or "
                             "lower than the character's STAT'", vg.tok, expected)
        return m.DodgeStat(stat)

    def shuffle_cut(self, body: P.Phrase, tok) -> m.Clause:
        """ "After a player reshuffles, the opponent may / cannot cut the deck.": whether the opponent may cut a deck
        a player reshuffled (vocabulary "shuffled_zones")."""
        vg, subj = body.vg, body.subject
        obj = body.items[0] if len(body.items) == 1 and isinstance(body.items[0], P.NP) else None
        modal = "cannot" if vg is not None and (vg.modal == "cannot" or vg.modal in ("may", "can") and vg.negated) \
            else vg.modal if vg is not None and vg.modal in ("may", "can") else ""
        zone = self.v.lookup("zones", " ".join(str(w) for w in obj.words)) if obj is not None and \
            obj.det == "the" and not obj.rels else None
        if not (modal and not vg.only and not vg.aux and (vg.verb or vg.form) == "cut" and subj is not None and
                subj.det == "the" and not subj.rels and self.is_word(subj, "opponent") and
                zone in self.v.defaults.get("shuffled_zones", "").split()):
            raise self.error("after a reshuffle, the cut is understood as 'After a player reshuffles, the opponent may "
                             "/ cannot cut the deck'", vg.tok if vg is not None else tok,
                             ["After a player reshuffles, the opponent may cut the deck"])
        return m.ShuffleCut("cannot" if modal == "cannot" else "may")

    def after_as(self, cls: str, body: P.Phrase, tok) -> m.Clause:
        """ "After a Type E move, the user may spend the remaining combo points as after a Type A move.": after an
        attack of the class its maker goes on with the combo as after an opener (vocabulary "opener_classes")."""
        vg, subj = body.vg, body.subject
        if subj is not None and subj.det == "the" and not subj.rels and self.is_word(subj, "remaining combo points") and \
                vg is not None and vg.aux == "be" and vg.modal in ("may", "can") and not (vg.negated or vg.only):
            # "the remaining combo points can be spent as after a Type A move": the user may spend them so
            its = list(body.items)
            first = its[0] if its and isinstance(its[0], P.NP) and not its[0].det and not its[0].rels else None
            spent = vg.verb in ("spend", "use") or (not vg.verb and first is not None and
                                                     [str(w).lower() for w in first.words] in (["spent"], ["used"]))
            if spent:
                user = P.NP(det="the", words=(_word("user", subj.tok),), tok=subj.tok, text="the user")
                body = P.Phrase(user, replace(vg, aux="", verb="spend", form="spend"),
                                [subj, *(its if vg.verb else its[1:])], body.tok)
                vg, subj = body.vg, body.subject
        items = Items(self, flatten(body.items))
        as_after = items.take("as_after")
        what = items.np()
        opener = self.attack_class(as_after.value) if as_after is not None else ""
        ok = vg is not None and vg.modal in ("may", "can") and not (vg.negated or vg.only or vg.aux) and \
            (vg.verb or vg.form) in ("spend", "use") and subj is not None and not subj.rels and \
            (subj.det == "the" and self.is_word(subj, "user") or subj.pronoun == "you" and self.kind == "rule") and \
            what is not None and what.det in ("the", "your", "their") and not what.rels and \
            (self.is_word(what, "remaining combo points") or self.is_word(what, "leftover combo points")) and \
            not items.items and \
            opener in self.v.defaults.get("opener_classes", "").split() and opener != cls
        if not ok:
            raise self.error("after an attack, going on as after another is understood as 'After CLASS, the user may "
                             "spend the remaining combo points as after a Type A move'", vg.tok if vg else tok,
                             ["After a Type E move, the user may spend the remaining combo points as after a Type A "
                              "move"])
        return m.AfterAs(cls, opener)

    WIN_EXPECTED = ["In a tag battle, a player wins when both of the opponent's characters are KOed",
                    "In a tag battle, a player wins when one of the opponent's characters is KOed"]

    def v_win(self, ph, items: Items):
        raise self.error("winning is understood after the kind of battle: 'In a tag battle, a player wins when ...'",
                         ph.vg.tok, self.WIN_EXPECTED)

    def win_when(self, lead: P.Item, body: P.Phrase) -> m.Clause:
        """ "In a tag battle, a player wins when both / one of the opponent's characters are / is KOed": how many of
        the opponent's characters a KO must take for a player to win (the battles are the game's data:
        vocabulary "battle_modes")."""
        mode = self.v.lookup("battle_modes", lead.extra.text) if not lead.extra.rels else None
        vg, subj = body.vg, body.subject
        who = self.agent(subj, required=False) if subj is not None else None
        items = Items(self, flatten(body.items))
        when = items.take("when")
        q = None
        if mode and who is not None and who.kind == "a" and who.role == "player" and \
                not (vg.modal or vg.negated or vg.only or vg.aux) and when is not None and not items.items and \
                when.extra == "when":
            q = self.kos(when.value, "")
        if q is None:
            raise self.error("winning is understood as 'In a tag battle, a player wins when both / one of the "
                             "opponent's characters are / is KOed'", vg.tok, self.WIN_EXPECTED)
        return m.WinWhen(mode, q)

    def kos(self, sub: P.Phrase, modal: str) -> str | None:
        """ "both of the opponent's characters are KOed" ("both opposing characters", "must be KOed" with
        modal must): all; "one / either of the opponent's characters is KOed": any; else None."""
        np = sub.subject
        if np is None or sub.vg is None or sub.vg.aux != "be" or sub.vg.verb or sub.vg.negated or sub.vg.only or \
                sub.vg.modal != modal:
            return None
        of = np.rels[0][1] if len(np.rels) == 1 and np.rels[0][0] == "of" else None
        head = [str(w).lower() for w in np.words]
        if of is None and not np.rels and not np.det and len(head) == 3 and head[1:] == ["opposing", "characters"]:
            of, head = None, head[:1]  # "both opposing characters"
            theirs = True
        else:
            theirs = of is not None and of.det == "the" and not of.rels and \
                [str(w).lower().replace("’", "'") for w in of.words] == ["opponent's", "characters"]
        count = "all" if not np.det and head == ["both"] else \
            "any" if np.det == "one" and not head or not np.det and head == ["either"] else None
        ko = len(sub.items) == 1 and isinstance(sub.items[0], P.NP) and not sub.items[0].det and \
            self.is_word(sub.items[0], "koed", "ko'd", "kod")
        return count if count and ko and theirs else None

    def battle_won(self, mode: str, sub: P.Phrase | None, modal: str, tok) -> m.Clause:
        """ "A tag battle is won when ...", "To win a tag battle, both of the opponent's characters must be KOed"."""
        q = self.kos(sub, modal) if sub is not None else None
        if not mode or q is None:
            raise self.error("winning is understood as 'In a tag battle, a player wins when both / one of the "
                             "opponent's characters are / is KOed'", tok, self.WIN_EXPECTED)
        return m.WinWhen(mode, q)

    BLOCK_ADDS_EXPECTED = ["When the character blocks, its defense bonus is added to the block card's value",
                           "The defense bonus is added to the block card when blocking"]

    NEGATION_EXPECTED = ["When a ranged attack negates a ranged move of equal or lower attack value, it deals half "
                         "of its damage to the opponent, rounded down"]

    def value_of_last(self, np: P.NP):
        """(the noun phrase without it, the "of ..." phrase) where an "of" comes inside a relative: "a move with range of
        equal or lower attack value" (the "of" read inside "with range") and "a ranged move that is of equal or lower
        attack value" ("that is" before "of": nothing added) are "a move with range" / "a ranged move" "of equal or lower
        attack value"; None otherwise."""
        def bare(x) -> bool:
            return isinstance(x, P.Phrase) and x.vg is not None and x.vg.aux == "be" and not x.items and \
                not (x.vg.verb or x.vg.modal or x.vg.negated or x.vg.only)

        def drop_that(rels):
            return tuple(r for i, r in enumerate(rels) if not (r[0] == "that" and bare(r[1]) and i + 1 < len(rels)
                                                               and rels[i + 1][0] == "of"))
        head = [np.det] * bool(np.det) + [str(w) for w in np.words]
        if len(np.words) != len(np.plain()) or np.pronoun:
            return None
        rels = drop_that(np.rels)
        if len(rels) == 1 and rels[0][0] == "with" and isinstance(rels[0][1], P.NP):
            inner = rels[0][1]
            irels = drop_that(inner.rels)
            if len(irels) == 1 and irels[0][0] == "of" and not inner.det and len(inner.words) == len(inner.plain()):
                text = " ".join(head + ["with"] + [str(w) for w in inner.words])
                return replace(np, rels=(), text=text), irels[0][1]  # (its class read from its words)
        if rels != np.rels and len(rels) == 1 and rels[0][0] == "of":
            return replace(np, rels=(), text=" ".join(head)), rels[0][1]
        return None

    def negation_damage(self, lead: P.Item, body: P.Phrase) -> m.Clause:
        """ "When CLASS negates CLASS [of equal or lower attack value], it deals half of its damage to the opponent,
        rounded down": the damage the negating attack still deals."""
        sub = lead.value
        ok = isinstance(sub, P.Phrase) and sub.vg is not None and sub.vg.verb == "negate" and lead.extra == "when" \
            and not (sub.vg.modal or sub.vg.negated or sub.vg.only or sub.vg.aux) and len(sub.items) == 1 and \
            isinstance(sub.items[0], P.NP)
        by = self.attack_class(sub.subject) if ok else ""
        target = sub.items[0] if ok else None
        bound = ""
        split = self.value_of_last(target) if target is not None else None
        if target is not None and len(target.rels) == 1 and target.rels[0][0] == "of" or split is not None:
            base, of = split if split is not None else (None, target.rels[0][1])
            words = [str(w).lower() for w in of.words]
            if not of.det and not of.rels and len(words) == 5 and words[:2] == ["equal", "or"] and \
                    words[2] in ("lower", "lesser", "less") and words[3:] == ["attack", "value"]:
                bound = "le"  # "of equal or lower / lesser attack value"
                target = base if base is not None else \
                    replace(target, rels=(), text=" ".join(target.text.split()[:len(target.words) + 1]))
        what = self.attack_class(target) if target is not None and not target.rels else ""
        items = Items(self, flatten(body.items))
        vg, subj = body.vg, body.subject
        rounding = items.take("rounding")
        half = items.take("amount", lambda it: it.value == "half")
        np = items.np()
        to = items.pp("to")
        ok = ok and by and what and vg is not None and vg.verb == "deal" and \
            not (vg.modal or vg.negated or vg.only or vg.aux) and subj is not None and subj.pronoun == "it" and \
            not subj.rels and half is not None and np is not None and np.det == "its" and not np.rels and \
            self.is_word(np, "damage") and to is not None and to.extra.det == "the" and \
            self.is_word(to.extra, "opponent", "attacker") and rounding is not None and rounding.value == "down" and \
            not items.items
        if not ok:
            raise self.error("a negation's damage is understood as 'When CLASS negates CLASS of equal or lower attack "
                             "value, it deals half of its damage to the opponent, rounded down'", lead.tok,
                             self.NEGATION_EXPECTED)
        return m.NegationDamage(by, what, bound)

    def block_adds(self, ph: P.Phrase, items: Items, led: bool) -> m.Clause:
        """ "(When the character blocks,) its STAT is added to the block card's value", "The STAT is added to the
        block card when blocking": the stat of the blocking character a block adds to its card."""
        vg, subj = ph.vg, ph.subject
        stat = ""
        if subj is not None and not subj.rels and len(subj.plain()) == len(subj.words) and \
                subj.det in (("its",) if led else ("the", "its")):
            stat = self.v.lookup("stats", " ".join(str(w) for w in subj.words)) or ""
        to = items.pp("to")
        card = None
        if to is not None and to.extra.det == "the" and not to.extra.rels:
            words = [str(w).lower().replace("’", "'") for w in to.extra.words]
            if words == ["block", "card"]:
                card = True
            elif words == ["block"]:  # "the block" "card's value" (the possessive read as a noun phrase of its own)
                rest = items.np()
                card = rest is not None and not rest.det and not rest.rels and \
                    [str(w).lower().replace("’", "'") for w in rest.words] == ["card's", "value"]
        when = None if led else items.take("if", lambda it: isinstance(it.value, P.Phrase) and it.value.subject is None
                                           and it.value.vg is not None and it.value.vg.verb == "block" and
                                           not it.value.items)
        ok = vg.aux == "be" and not (vg.modal or vg.negated or vg.only) and card and (led or when is not None) and \
            stat in self.v.defaults.get("card_bound_stats", "").split()
        if not ok:
            raise self.error("what a block adds is understood as 'When the character blocks, its STAT is added to the "
                             "block card's value'", vg.tok, self.BLOCK_ADDS_EXPECTED)
        items.done("what a block adds", vg.tok, self.BLOCK_ADDS_EXPECTED)
        return m.BlockAdds(stat)

    def pair_cards(self, cls: str, items: Items, tok) -> m.Clause:
        """ "must use 2 number cards of the same value above the character's STAT": the stat a pair's value must be
        above, for a class of attacks played with a pair (vocabulary defaults "pair_classes")."""
        amt = items.take("amount", lambda it: it.value == "int")
        np = items.np()
        stat = ""
        ok = amt is not None and amt.extra == 2 and np is not None and not np.det and len(np.rels) == 1 and \
            self.is_word(replace(np, rels=()), "number cards") and np.rels[0][0] == "of"
        if ok:
            of = np.rels[0][1]
            ok = of.det == "the" and not of.rels and len(of.plain()) == len(of.words) and \
                [str(w).lower() for w in of.words] == ["same", "value", "above"]
            st = items.np() if ok else None
            low = [str(w).lower().replace("’", "'") for w in st.words] if st is not None else []
            ok = ok and st is not None and st.det == "the" and not st.rels and len(low) >= 2 and \
                low[0] == "character's" and len(st.plain()) == len(st.words)
            stat = (self.v.lookup("stats", " ".join(low[1:])) or "") if ok else ""
            ok = ok and stat in self.v.defaults.get("card_bound_stats", "").split()
        if not ok:
            raise self.error("a pair's cards are understood as 'must use 2 number cards of the same value above the "
                             "character's STAT'", tok,
                             ["A throw must use 2 number cards of the same value above the character's strength"])
        items.done("a pair's cards", tok, [])
        return m.PairCards(cls, stat)

    def tag_after(self, cls: str, body: P.Phrase, tok) -> m.Clause:
        """ "After CLASS, the inactive character becomes the active character": a tag-in after each attack of the
        class (the document's own say it of a variable counter and a tag super)."""
        vg, subj = body.vg, body.subject
        items = Items(self, flatten(body.items))
        obj = items.np()
        ok = vg is not None and vg.verb == "become" and not (vg.modal or vg.negated or vg.only or vg.aux) and \
            subj is not None and subj.det == "the" and not subj.rels and self.is_word(subj, "inactive character") and \
            obj is not None and obj.det == "the" and not obj.rels and self.is_word(obj, "active character") and \
            not items.items
        if not ok:
            raise self.error("after an attack, 'the inactive character becomes the active character' is understood",
                             vg.tok if vg is not None else tok,
                             ["After a variable counter, the inactive character becomes the active character"])
        return m.TagAfter(cls)

    DISCARD_EXPECTED = ["During the clean-up phase, a player may discard at most 1 card per turn to recover the "
                        "inactive character's HP"]

    def discard_limit(self, ph: P.Phrase, during: P.NP | None = None) -> m.Clause | None:
        """ "[During the PHASE phase,] a player may discard at most N cards per PERIOD to PURPOSE": how many cards a
        player may discard for a purpose of the game (vocabulary "discard_purposes") each period, or None when the
        phrase is no such limit (nothing read)."""
        vg = ph.vg
        if vg is None or vg.verb != "discard" or "discard_purposes" not in self.v.categories or len(ph.items) < 2:
            return None
        amt, first = ph.items[0], ph.items[1]
        if not isinstance(amt, P.Item) or amt.kind != "amount" or amt.value != "at_most" or \
                not isinstance(first, P.NP) or not all(isinstance(it, P.NP) for it in ph.items[1:]):
            return None
        per = first.rels[0][2] if len(first.rels) == 1 and first.rels[0][:2] == ("pp", "per") else None
        to = per.rels[0][2] if per is not None and len(per.rels) == 1 and per.rels[0][:2] == ("pp", "to") else None
        if to is None or first.det or not self.is_word(replace(first, rels=()), "card", "cards") or per.det or \
                len(per.words) != len(per.plain()) or to.det or to.rels:
            return None
        period = self.v.lookup("periods", " ".join(str(w) for w in per.words))
        if period not in self.v.defaults.get("discard_periods", "").split():  # a period a scenario counts in
            period = None
        purpose = self.v.lookup("discard_purposes", " ".join([to.text, *(it.text for it in ph.items[2:])]))
        who = self.agent(ph.subject, required=False) if ph.subject is not None else None
        phase = ""
        if during is not None:
            words = [str(w) for w in during.plain()]
            phase = (self.v.lookup("phases", " ".join(words[:-1])) or "") if during.det == "the" and \
                not during.rels and len(words) == len(during.words) >= 2 and words[-1].lower() == "phase" else ""
        if purpose is None or period is None or who is None or who.kind != "a" or who.role != "player" or \
                vg.modal not in ("may", "can") or vg.negated or vg.only or vg.aux or (during is not None and not phase):
            raise self.error("a discard's limit is understood as 'A player may discard at most N cards per PERIOD to "
                             "...'", vg.tok, self.DISCARD_EXPECTED)
        return m.DiscardLimit(purpose, amt.extra, period, phase)

    def rank_count(self, items: Items):
        """ "2 Jokers", "one Joker", "a Joker": (N, rank) when that is all the items hold, else None."""
        if "ranks" not in self.v.categories:
            return None
        amt = items.take("amount", lambda it: it.value == "int")
        np = items.np()
        if np is None or items.items or np.rels or len(np.plain()) != 1 or len(np.words) != 1:
            return None
        if amt is None and np.det not in ("a", "an", "one") or amt is not None and np.det:
            return None
        rank = self.v.lookup("ranks", str(np.words[0]))
        return (amt.extra if amt is not None else 1, rank) if rank else None

    def class_use(self, ph, items: Items, cls: str) -> m.Clause:
        """When attacks of a class may be used: "cannot be used in a combo", "can only be used to counter",
        "may be used at most 2 times per combo" ("can't be used more than 2 times per combo")."""
        vg = ph.vg
        modal = "cannot" if vg.negated and vg.modal in ("may", "can") else vg.modal
        expected = ["cannot be used in a combo", "can only be used to counter",
                    "may be used at most 2 times per combo"]
        role = self.used_as(items)
        if role is not None:  # "can only be used as the first attack of the combat phase", "... as a counter"
            kind, tok, only = role  # "use it only as a counter": the "only" of the verb, after its object
            if not (vg.only or only) or modal not in ("can", "may") or vg.negated or items.items:
                raise self.error("'used as ...' is understood after 'can only be used'", tok, expected)
            if kind in ("first", "single"):  # "as a single attack": never in a combo
                return m.ClassUse(cls, "only_first", "combat_phase") if kind == "first" else \
                    m.ClassUse(cls, "cannot", "combo")
            return m.ClassUse(cls, "only", kind)
        to_np = items.take("pp", lambda it: it.value == "to" and not it.extra.det and not it.extra.rels and
                           len(it.extra.words) == 1 and self.v.lookup("verbs", str(it.extra.words[0])) is not None)
        if to_np is not None:  # "to counter" read as a noun after "to": the verb
            w = to_np.extra.words[0]
            items.items.insert(0, P.Item("to_verb", self.lemma(w), str(w).lower(), tok=w))
        to = items.take("to_verb")
        inside = items.take("pp", lambda it: it.value == "in" and it.extra.det == "a" and not it.extra.rels)
        if to is not None:  # "to counter an opponent's attack": the attack a counter answers, said again
            items.take("np", lambda it: " ".join(it.value.text.lower().split()) in ANSWERED)
        if vg.only and modal in ("can", "may") and not vg.negated and to is not None and inside is None:
            items.done("a rule on when a kind of attack is used", vg.tok, expected)
            return m.ClassUse(cls, "only", self.need("verbs", to.value, to.tok))
        if modal == "cannot" and not vg.only and inside is not None and to is None and not items.items:
            return m.ClassUse(cls, "cannot", self.name("within", replace(inside.extra, det="")))
        n = None
        amt = items.take("amount", lambda it: it.value in ("at_most", "at_most_times"))
        more = items.take("np", lambda it: self.is_word(it.value, "more than"))
        if amt is not None and amt.value == "at_most_times":  # "at most twice": at most 2 times
            items.items.insert(0, P.Item("np", P.NP(words=(_word("times", amt.tok),), tok=amt.tok, text="times")))
        if inside is not None and self.v.lookup("periods", " ".join(str(w) for w in inside.extra.plain())):
            # "at most twice in a combo": per combo
            items.items.append(P.Item("pp", "per", replace(inside.extra, det=""), tok=inside.tok))
            inside = None
        if amt is not None and modal in ("may", "can") and not vg.only:
            n = amt.extra
        elif more is not None and modal == "cannot" and not vg.only:
            c = items.take("amount", lambda it: it.value == "int")
            n = c.extra if c is not None else None
            one = items.take("np", lambda it: it.value.det == "one" and not it.value.rels and
                             self.is_word(replace(it.value, det=""), "time")) if n is None else None
            if one is not None:  # "more than one time": the number read as the article
                n = 1
                items.items.insert(0, P.Item("np", replace(one.value, det=""), tok=one.tok))
        times = items.take("np", lambda it: self.is_word(it.value, "times") or self.is_word(it.value, "time"))
        per = items.pp("per")
        if n is None or times is None or per is None or to is not None or inside is not None or \
                per.extra.det or per.extra.rels:
            raise self.error(f"'{ph.subject.text if ph.subject else ''} {vg.form}' is understood as: "
                             + "; ".join(expected), vg.tok, expected)
        items.done("a rule on when a kind of attack is used", vg.tok, expected)
        return m.ClassUse(cls, "at_most", self.name("within", per.extra), n)

    def used_as(self, items: Items):
        """ "as the first attack of the combat phase", "as your opening attack", "as a single attack", "as a
        counter" after "used": (the position of the game's vocabulary "positions", or the verb a noun names,
        the position's token, whether "only" stood before "as"), taken from the items; None when the
        items do not start with "as"."""
        its = items.items
        if not its or its[0].kind != "pp" or its[0].value not in ("as", "only as"):
            return None
        only = its[0].value == "only as"
        np = its[0].extra
        words = " ".join(str(w) for w in np.words) if len(np.plain()) == len(np.words) else ""
        pos = self.v.lookup("positions", words) if words and "positions" in self.v.categories else None
        verb = self.v.lookup("verbs", words) if words and " " not in words else None
        ok = pos is not None and np.det in (("the", "your", "its", "their") if pos == "first" else ("a", "an")) or \
            verb is not None and np.det in ("a", "an") and not np.rels
        if ok and pos == "first" and np.rels:  # "of the combat phase", "in your combat phase", "of a combo"
            (rel, *rest), = np.rels if len(np.rels) == 1 else ((None,),)
            inner = rest[-1] if rest else None
            period = " ".join(str(w) for w in inner.words) if isinstance(inner, P.NP) and \
                len(inner.plain()) == len(inner.words) and not inner.rels else ""
            ok = inner is not None and rel in ("of", "in") and inner.det in ("the", "your", "a", "its", "their") and \
                self.v.lookup("periods", period) in ("combat_phase", "combo")
        if ok and pos != "first" and np.rels:
            ok = False
        if not ok:
            raise self.error(f"'as {np.text}' is not understood", np.tok,
                             ["as the first attack of the combat phase", "as a counter", "as a single attack"])
        del its[:1]
        return pos or verb, np.tok, only

    def class_type(self, subj, vg: P.VG, np, items: Items):
        """ "Basic attacks are Type C." ("are considered "Type C"", "are type C moves"): the Type of the
        attacks of a class; None when the sentence is not that. "... unless the character's list says
        otherwise": a default, which a character's list may change."""
        default = items.take("default")
        if default is not None:
            found = self.class_type(subj, vg, np, items)
            if found is None or self.v.defaults.get("listed_types") is None or \
                    found.cls not in self.v.defaults["listed_types"].split():
                raise self.error("'unless the character's list says otherwise' is understood after 'CLASS are Type X' "
                                 "for a class a character's list gives a Type", default.tok,
                                 ["Throws are Type A unless the character's list says otherwise"])
            return replace(found, default=True)
        cls = self.attack_class(subj)
        letter = []  # "are Type A", "are type A moves": the letter A read as the article
        nxt = items.items[0].value if len(items.items) == 1 and items.items[0].kind == "np" else None
        if np is not None and nxt is not None and nxt.det.lower() == "a" and not nxt.rels and \
                [str(w).lower() for w in nxt.words] in ([], ["move"], ["moves"]) and len(nxt.plain()) == len(nxt.words):
            letter = ["A"]
        if np is not None and np.det.lower() in ("a", "an") and subj is not None and subj.det.lower() in ("a", "an"):
            np = replace(np, det="")  # "A basic attack is a Type C move.": one of the class is one of the Type
        if not cls or vg.aux != "be" or vg.modal or vg.negated or np is None or (items.items and not letter) or \
                np.det or np.rels or np.pronoun or len(np.plain()) != len(np.words) or \
                "move_types" not in self.v.categories:
            return None
        words = " ".join(str(w).strip('"') for w in np.plain()).split() + letter
        if words and words[0].lower() == "considered":
            words = words[1:]
        if len(words) == 3 and words[2].lower() in ("move", "moves", "attack", "attacks"):
            words = words[:2]
        if len(words) != 2 or words[0].lower() != "type":
            return None
        items.items.clear()
        return m.ClassType(cls, self.need("move_types", words[1], np.tok))

    def class_keyword(self, subj, vg: P.VG, np, items: Items):
        """ "Throws are unblockable.": a keyword the game's vocabulary declares, said of a class of attacks,
        is its passive prohibition ("Throws cannot be blocked."); None when the sentence is not that."""
        cls = self.attack_class(subj)
        if not cls or vg.aux != "be" or vg.modal or vg.negated or np is None or items.items or np.det or \
                np.rels or np.pronoun:
            return None
        done = self.v.lookup("keywords", " ".join(str(w) for w in np.plain()))
        if done is None or len(np.plain()) != len(np.words):
            return None
        return m.Passive(thing="class", cls=cls, modal="cannot", verb=done)

    def uses_action(self, ph, items: Items) -> m.Clause | None:
        """ "Flipping a support uses your action for the turn.", "Flipping a Support uses your Action.",
        "Flipping a support uses no action.": whether doing a game's act on a card of a kind is the turn's
        Action; the acts and kinds are data (vocabulary defaults "action_gerunds", "action_kinds", "action_noun").
        None when the subject is not such an act."""
        vg, subj = ph.vg, ph.subject
        acts, kinds = self.v.defaults.get("action_gerunds", "").split(), self.v.defaults.get("action_kinds", "").split()
        doing = self.v.lookup("gerunds", str(subj.words[0])) if subj is not None and len(subj.words) == 1 and \
            subj.rels and subj.rels[0][0] == "obj" else None
        if doing not in acts:
            return None
        obj = subj.rels[0][1]
        kind = self.v.lookup("play_kinds", " ".join(str(w) for w in obj.words))
        expected = ["Flipping a support uses your action for the turn", "Flipping a support uses no action"]
        noun = self.v.defaults.get("action_noun", "")
        no = items.take("amount", lambda it: it.value == "no")
        np = items.np()
        words = [str(w).lower() for w in np.words] if np is not None else []
        turn = items.pp("for")  # "... for the turn"
        for_turn = turn is not None and turn.extra.det == "the" and not turn.extra.rels and \
            [str(w).lower() for w in turn.extra.words] == ["turn"]
        if kind not in kinds or obj.det not in ("a", "an") or obj.rels or len(subj.rels) != 1 or vg.modal or \
                vg.negated or vg.only or vg.aux or words != [noun] or np.rels or turn is not None and not for_turn \
                or (np.det != "your") == (no is None) or no is not None and turn is not None:
            raise self.error("an act's Action is understood as 'Flipping a KIND uses your action for the turn' or "
                             "'Flipping a KIND uses no action'", vg.tok, expected)
        return m.UsesAction(doing, kind, no is None)

    def v_keep(self, ph, items: Items):
        """ "A KO'd monster keeps its statuses." (keeps_statuses)."""
        kept = self.keeps_statuses(replace(ph, items=list(items.items)))
        if kept is None:
            raise self.error(f"the verb {ph.vg.form!r} is not understood here", ph.vg.tok, [])
        items.items.clear()
        return kept

    v_retain = v_keep

    def v_remain(self, ph, items: Items):
        """ "Statuses on a monster remain when it is KO'd.": the monster keeps its statuses (:meth:`keeps_statuses`):
        the statuses, the monster they are on ("on a monster", the holder's noun) and a verb of staying (vocabulary
        defaults "status_stay_verbs")."""
        subj, vg = ph.subject, ph.vg
        nouns = self.v.defaults.get("status_nouns", "").split()
        on = subj.rels[0] if subj is not None and len(subj.rels) == 1 else None
        holder = on[2] if isinstance(on, tuple) and on[:2] == ("pp", "on") and isinstance(on[2], P.NP) else None
        kept = None
        if vg.verb in self.v.defaults.get("status_stay_verbs", "").split() and holder is not None and \
                subj.det in ("", "the", "all", "any") and not subj.pronoun and len(subj.words) == 1 and \
                len(subj.plain()) == 1 and str(subj.words[0]).lower() in nouns:
            its = P.NP(det="its", words=subj.words, tok=subj.tok, text=f"its {subj.words[0]}")
            keep = P.VG(verb="keep", form="keeps", tok=vg.tok)
            kept = self.keeps_statuses(replace(ph, subject=holder, vg=keep,
                                               items=[P.Item("np", its, tok=subj.tok), *items.items]))
        if kept is None:
            raise self.error("statuses that stay are understood as 'Statuses on a monster remain when it is KO'd'",
                             vg.tok, ["Statuses on a monster remain when it is KO'd"])
        items.items.clear()
        return kept

    def v_use(self, ph, items: Items):
        """"This monster has used 1 skill this turn." (a count of uses); "Basic attacks use one combo point per
        card." (a class's cost, as "cost")"""
        vg = ph.vg
        if not vg.aux and self.stat_class(ph.subject) and items.has("pp"):
            return self.class_stat_per_card(ph, items, self.stat_class(ph.subject), False, vg.tok)
        act = self.uses_action(ph, items) if not vg.aux else None
        if act is not None:  # "Flipping a support uses your action for the turn."
            return act
        if (vg.aux == "have" or not vg.aux and vg.form == "used") and ph.subject is not None and not vg.modal and \
                not vg.negated and not vg.only:  # "... has used", "... already used"
            amt = items.take("amount", lambda it: it.value == "int")
            np = items.np()
            if amt is None and np is not None and np.det in ONE:  # "has used one skill", "a skill"
                amt, np = P.Item("amount", "int", 1), replace(np, det="")
            dur = items.take("duration")
            if amt and np and dur and dur.value.kind == "this_turn":
                return m.UsedCount(self.agent(ph.subject), amt.extra, self.name("nouns", np))
        raise self.error("'X has used N NOUNS this turn' is understood", vg.tok, ["This monster has used 1 skill this turn"])

    def restriction(self, ph, items: Items):
        """"Only a monster with "Cocoon" can use this card."."""
        subj, vg = ph.subject, ph.vg
        w = self.with_rels(subj)
        obj = items.np()
        if subj.det == "a" and self.is_word(replace(subj, det="", rels=()), "monster") and len(subj.rels) == 1 \
                and w and vg.modal in ("can", "may") and vg.verb == "use" and obj is not None and obj.det == "this" \
                and self.is_word(replace(obj, det=""), "card"):
            sid, name = self.status(w[0][1])
            return m.Restriction(sid, name)
        raise self.error("'only' is understood as 'Only a monster with \"STATUS\" can use this card'", subj.tok,
                         ['Only a monster with "STATUS" can use this card'])


def number(word) -> int | None:
    """A number written in a noun phrase's words: 2, "two"."""
    from .statements import NUMBER_WORDS
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


def _back(np: P.NP) -> P.NP:
    """A noun phrase without a trailing "back" ("your hand back into your deck")."""
    if len(np.words) > 1 and str(np.words[-1]).lower() == "back":
        return replace(np, words=np.words[:-1])
    return np


def _word(text: str, at) -> Token:
    """A word put in place of another (a synonym's canonical word), at its position."""
    return Token.new_borrow_pos("WORD", text, at) if isinstance(at, Token) else Token("WORD", text)


def _tok_of(body, meta):
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
    player = P.NP(det="a", words=(_word("player", subj.tok),), tok=subj.tok, text="a player")
    out = replace(ph, subject=player, items=swap(ph.items))
    rest = tuple(swap(r) if isinstance(r, P.Item) else r for r in rest)
    return None if left else (out, rest)
