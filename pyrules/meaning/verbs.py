"""The other verbs: become, lose, draw, discard, put, switch, search, flip, pay, end ...

One part of :class:`pyrules.meaning.Meaning` (see pyrules/meaning/__init__.py).
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token

from .. import model as m
from .. import phrase as P
from ..errors import PyrulesError
from .base import COMPARATIVES, HALVED, Items, ONE, flatten, number, without_back, word_at


class Verbs:
    """The verbs of cards, zones and turns."""

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
        return P.NP(det=np.det, words=tuple(word_at(w, t) for w, t in zip(owner, np.words)), tok=np.words[0],
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
            return P.NP(det=np.det, words=(word_at(first[:-2], np.words[0]),), tok=np.words[0],
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
        src = replace(src, extra=without_back(src.extra)) if src is not None else None  # "from your hand back into"
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
            zone = P.NP(det="your", words=(word_at(str(words[0])[:-2], words[0]),), tok=words[0], text=str(words[0]))
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
        same = replace(same, det="the", words=(word_at("same", same.tok), word_at("number", same.tok)),
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
            found = self.set_found(then.value, what.extra)
            if found:  # "Search your deck for an event and set it."
                return m.Search(self.zone(zone), found, "set")
            put = self.b._clause(then.value)
            if isinstance(put, m.PutIt):
                return m.Search(self.zone(zone), self.name("nouns", what.extra),
                                put.zone)
        raise self.error("'Search your ZONE for a NOUN and put it into your ZONE' is understood", ph.vg.tok, [])

    def set_found(self, then: P.Phrase, what: P.NP) -> str:
        """ "... for an event and set it": the noun searched for, when the follow-up sets the card found (without a
        subject or a modal) and the game sets cards of that kind (vocabulary defaults "set_kinds"); "" when the
        follow-up is not "set it"; an error for a kind the game does not set ("for an attack and set it")."""
        vg = then.vg
        if then.subject is not None or vg is None or vg.modal or vg.negated or vg.only or vg.aux or \
                self.v.lookup("verbs", vg.form) != "set" or "set_kinds" not in self.v.defaults:
            return ""
        it = Items(self, flatten(then.items))
        obj = it.np()
        if obj is None or obj.pronoun != "it" or obj.rels:
            return ""
        it.done("'set it'", vg.tok, ["Search your deck for an event and set it"])
        noun = self.name("nouns", what)
        kinds = self.v.defaults["set_kinds"].split()
        if noun not in kinds:
            raise self.error(f"'set it' is understood for a card of a kind that is set: {', '.join(kinds)}", vg.tok,
                             ["Search your deck for an event and set it"])
        return noun

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
            subj = P.NP(det="this", words=(word_at("status", ph.vg.tok),), tok=ph.vg.tok, text="this status")
        if subj is not None and subj.det == "this" and self.is_word(replace(subj, det=""), "effect"):
            subj = replace(subj, words=(word_at("status", subj.words[0]),))  # "This effect ends": this status
        if subj is not None and subj.det == "this" and self.is_word(replace(subj, det=""), "status") and cond:
            sub: P.Phrase = self.as_event(cond.value, states=False)
            if sub.subject is None:  # "Ends if damaged": the monster that has the status
                sub = replace(sub, subject=P.NP(det="this", words=(word_at("monster", sub.vg.tok),), tok=sub.vg.tok,
                                                text="this monster"))
            if not sub.vg.verb:  # "ends if this monster is KO'd": the event the game names by that state word
                sub = self.as_event(sub)
            if sub.vg.aux == "be" and sub.vg.verb and not sub.vg.modal and not sub.vg.negated and not sub.items:
                return m.Ends(self.agent(sub.subject), self.need("events", sub.vg.form, sub.vg.tok))
        raise self.error("'This status ends if X is EVENT' is understood", ph.vg.tok,
                         ["This status ends if this monster is damaged"])
