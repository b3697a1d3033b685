"""A phrase as a clause: the dispatch by verb and the clause forms of zones, limits and plays.

One part of :class:`pyrules.meaning.Meaning` (see pyrules/meaning/__init__.py).
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token

from .. import model as m
from .. import phrase as P
from .base import (DO_NOT_VERBS, IMPERATIVES, Items, MODALS, ONE, OWN_MODAL, SUBJECT_VERBS, TARGET_VERBS,
    UNDERSTOOD, VERSUS, flatten, number, word_at)


class Clauses:
    """A phrase as a clause, by its verb and its form."""

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
            # a move's "Takes half damage", "Becomes Air": the user, one monster ("Get +1 damage": it gets)
            forms = self.v.categories.get("verb_forms", {}).get(vg.verb, ())
            third = vg.verb + "s" if vg.form.lower() == vg.verb and vg.verb + "s" in forms else vg.form
            ph = replace(ph, subject=self.implicit(ph), vg=replace(vg, form=third))
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
            ph = replace(ph, subject=P.NP(words=(word_at(vg.form.capitalize(), vg.tok),), tok=vg.tok, text=vg.form),
                         vg=P.VG(verb=self.lemma(w), form=str(w).lower(), tok=w))
            vg = ph.vg
        subj = ph.subject
        if self.damaged is not None and subj is not None and vg is not None and vg.verb in TARGET_VERBS and \
                not vg.modal and not vg.aux and not subj.rels and (subj.pronoun == "it" or not subj.det and
                                                                   [w.lower() for w in subj.plain()] == ["that", "monster"]):
            # "Deals 3 damage to one opponent monster. It / That monster loses 2 guts.": the target
            ph = replace(ph, subject=P.NP(det="the", words=(word_at("target", subj.tok),), tok=subj.tok, text="the target"))
        elif self.flip_referent(subj) is not None and self.antecedent is None and self.damaged is None:
            # "Flip when you attack. Your attack gains +1 chip.": the attack the event was flipped with
            ph = replace(ph, subject=self.flip_referent(subj))
        elif subj is not None and subj.pronoun == "it" and not subj.rels and self.antecedent is None and \
                self.damaged is None and not self.said and self.v.defaults.get("bare_it"):
            # "It does +1 damage." opening a card's text: the card itself, as the game's vocabulary names it
            det, _, noun = self.v.defaults["bare_it"].partition(" ")
            ph = replace(ph, subject=P.NP(det=det, words=(word_at(noun, subj.tok),), tok=subj.tok,
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
            rel = P.NP(words=(word_at("no", without.tok), word_at("duration", without.tok)), tok=without.tok,
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
            state = word_at(sub.vg.form, sub.vg.tok)
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
        return P.Phrase(P.NP(words=(word_at(word.capitalize(), subj.tok),), tok=subj.tok, text=word.capitalize()),
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
            items.items.insert(0, P.Item("np", P.NP(words=(word_at("defense", vg.tok), word_at("cards", vg.tok)),
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
            np = replace(np, rels=(), words=(*np.words, word_at(f"used to {used[0]}", np.rels[0][1])))
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
        player = P.NP(det="a", words=(word_at("player", amt.tok),), tok=amt.tok, text="a player")
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
        from ..statements import all_verb_forms
        first, rest = it.extra.words[0], it.extra.words[1:]
        if str(first).lower() in all_verb_forms():
            to = P.Item("to_verb", self.lemma(first), str(first).lower(), tok=first)
            obj = [P.Item("np", replace(it.extra, words=rest, tok=rest[0],
                                        text=" ".join(map(str, rest))), tok=rest[0])] if rest else []
            its[i:i + 1] = [to, *obj]

    def with_duration(self, clause, d: P.Item, tok):
        from ..statements import clause_takes_duration, with_duration

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
