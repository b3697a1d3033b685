"""Conditions: 'while', 'if', counted and situational conditions on a clause.

One part of :class:`pyrules.meaning.Meaning` (see pyrules/meaning/__init__.py).
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token

from .. import model as m
from .. import phrase as P
from .base import Items, MODIFIER_VERBS, ORDINALS, PASSIVES, flatten, word_at


class Conditions:
    """The conditions a clause is read with."""

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
                if isinstance(clause, m.OnlyUsed):  # "May only be used while ...": as "... if ...", met when used
                    return m.IfCount(agent, amt.extra, amt.value, stat, clause)
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
        if own and subj is not None and vg.verb and not (vg.aux or vg.modal or vg.negated or vg.only) and \
                vg.verb in self.v.defaults.get("own_events", "").split():
            # "if this move hits": what the text's own thing does (vocabulary defaults own_events), its verb's id
            return it, vg.verb
        return None

    def own_event_form(self, word: str) -> str:
        """The third-person form of an own event's verb ("hits"), or "" for a passive's participle ("blocked")."""
        if word not in self.v.defaults.get("own_events", "").split():
            return ""
        forms = self.v.categories.get("verb_forms", {}).get(word, ())
        return next((f for f in forms if f.endswith("s")), word)

    def own_thing_np(self, tok) -> P.NP:
        """ "this move": the noun phrase of the game's implicit_thing, at ``tok``."""
        det, _, noun = self.v.defaults["implicit_thing"].partition(" ")
        return P.NP(det=det, words=(word_at(noun, tok),), tok=tok, text=f"{det} {noun}")

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
            this = self.agent(P.NP(det=det, words=(word_at(noun, ph.tok),), tok=ph.tok, text=f"{det} {noun}"))
            return m.IfState(this, word, self.b._clause(rest), self.own_event_form(word))
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
        this = self.agent(P.NP(det=det, words=(word_at(noun, ph.tok),), tok=ph.tok, text=f"{det} {noun}"))
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
