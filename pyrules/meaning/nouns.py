"""Noun phrases: who or what a phrase names (agents, selectors, zones, statuses, counts).

One part of :class:`pyrules.meaning.Meaning` (see pyrules/meaning/__init__.py).
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token

from .. import model as m
from .. import phrase as P
from ..errors import PyrulesError
from .base import DET_SYNONYMS, Items, ONE, ROLES, word_at


class NounPhrases:
    """Who or what a noun phrase names."""

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
            return replace(np, det="each", words=(word_at(self.singular(words[0]), words[0]),))
        if np.det in ("the", "this", "") and len(words) == len(np.words) == 2 and not np.rels and \
                str(words[0]).lower().endswith(("'s", "’s")) and self.singular(words[1]) in ROLES:
            owner = str(words[0])[:-2].lower()  # "the user's allies": each ally of the user
            holder = self.v.defaults.get("holder_noun", "")
            if owner in ROLES and np.det == "the" or holder and owner == holder and np.det == "this":
                of = P.NP(det=np.det, words=(word_at(owner, words[0]),), tok=words[0], text=f"{np.det} {owner}")
                return replace(np, det="each", words=(word_at(self.singular(words[1]), words[1]),), rels=(("of", of),))
        if np.det == "its" and len(words) == len(np.words) == 1 and not np.rels and \
                self.singular(words[0]) in ROLES and self.antecedent is not None and \
                self.whose(self.antecedent) in ("user", "holder"):  # "its allies": all of them, each ally
            return replace(np, det="each", words=(word_at(self.singular(words[0]), words[0]),))
        if np.det in ("all", "each", "every") and not np.words and len(np.rels) == 1 and np.rels[0][0] == "of":
            inner = np.rels[0][1]  # "all of its allies": each ally
            iw = inner.plain()
            if inner.det == "its" and not inner.rels and len(iw) == len(inner.words) == 1 and \
                    self.singular(iw[0]) in ROLES and self.antecedent is not None and \
                    self.whose(self.antecedent) in ("user", "holder"):  # the user's (this monster's) allies
                return replace(np, det="each", words=(word_at(self.singular(iw[0]), iw[0]),), rels=())
        if self.another_of_yours(np):  # "another monster on your team", "one of your other monsters": an ally
            return replace(np, det="a", words=(word_at("ally", np.tok),), rels=())
        if self.all_others_of_yours(np):  # "your other monsters", "both / all of your other monsters": each ally
            user = P.NP(det="the", words=(word_at("user", np.tok),), tok=np.tok, text="the user")
            return replace(np, det="each", words=(word_at("ally", np.tok),), rels=(("of", user),))
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

    def all_others_of_yours(self, np: P.NP) -> bool:
        """ "your other monsters", "all of your other monsters", "both of your other monsters": every monster of the
        card's side other than its own, each ally (the game's "holder_noun"; "both": the two others of a side)."""
        holder = self.v.defaults.get("holder_noun", "")
        if not holder or np.pronoun or np.only:
            return False
        others = ["other", holder + "s"]
        if np.det == "your" and not np.rels and [str(w).lower() for w in np.words] == others:
            return True
        inner = np.rels[0][1] if len(np.rels) == 1 and np.rels[0][0] == "of" else None
        lead = [str(w).lower() for w in np.words]
        return isinstance(inner, P.NP) and inner.det == "your" and not inner.rels and not inner.pronoun and \
            [str(w).lower() for w in inner.words] == others and \
            (np.det == "all" and not lead or not np.det and lead == ["both"])

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
            return replace(subj, words=(word_at(str(words[0])[:-2], words[0]),), text=f"{subj.det} {words[0]}"[:-2])
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
            return replace(np, det="your", rels=(), words=(word_at(rel[0][1].split()[-1] + "'s", rel[0][3]), *np.words))
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
        return replace(np, det=by.det, rels=(), words=(word_at(owner + "'s", by.tok), *np.words))

    def implicit(self, ph) -> P.NP:
        """The subject a sentence without one has, by the game's vocabulary ("Takes half damage": the user)."""
        det, _, role = self.v.defaults["implicit_agent"].partition(" ")
        return P.NP(det=det, words=(word_at(role, ph.vg.tok),), tok=ph.vg.tok, text=f"{det} {role}")

    def synonym(self, np: P.NP) -> P.NP:
        """A noun phrase the game's vocabulary names another way ("the attacking character" -> the attacker)."""
        if np.rels or np.pronoun or len(np.plain()) != len(np.words) or not np.words:
            return np
        found = self.v.lookup("agents", " ".join([np.det, *np.plain()]))
        if found is None:
            return np
        det, _, role = found.partition(" ")
        return replace(np, det=det if role else "", pronoun="" if role else det,
                       words=(word_at(role, np.tok),) if role else ())

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
                    P.NP(det="the", words=(word_at("opponent", np.tok),))) == "opponent":
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
