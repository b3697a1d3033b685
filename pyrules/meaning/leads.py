"""Leading parts: 'if', 'when', 'after', 'once' ... before a clause, and the triggers they make.

One part of :class:`pyrules.meaning.Meaning` (see pyrules/meaning/__init__.py).
"""

from __future__ import annotations

from dataclasses import replace

from .. import model as m
from .. import phrase as P
from .base import Items, LIMITS, MODIFIER_VERBS, ROLES, VERSUS, describe, flatten, tok_of, word_at


class Leads:
    """A clause led by 'if', 'when', 'after', 'once' ...: conditions and triggers."""

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
            who = P.NP(det="the", words=(word_at(pos[0], subj.tok),), tok=subj.tok, text=f"the {pos[0]}")
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
                return replace(clause, first=self.with_duration(clause.first, lead, tok_of(body, meta)))
            return self.with_duration(clause, lead, tok_of(body, meta))
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
        raise self.error(f"{describe(lead)} is not understood before a clause", tok_of(body, meta),
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
        if isinstance(clause, m.OnlyUsed):  # "May only be used if your character's HP is 30 or less."
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
            kick = P.NP(det="a", words=(word_at(played[1], sub.vg.tok),), tok=sub.vg.tok, text=f"a {played[1]}")
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
                vg, np = replace(vg, form="play"), P.NP(det="a", words=(word_at(vg.verb, vg.tok),), tok=vg.tok,
                                                         text=f"a {vg.verb}")
            if np is not None and np.det == "this" and not np.words and not np.rels and vg.verb == "play" and \
                    self.v.defaults.get("bare_it"):  # "When you play this": the card, as the game names it
                det, _, noun = self.v.defaults["bare_it"].partition(" ")
                np = replace(np, det=det, words=(word_at(noun, np.tok),), text=self.v.defaults["bare_it"])
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
        success = vg.form.startswith("successfully ")
        if success:  # "When the user successfully dodges": the verbs whose success the game's rules tell (success_verbs)
            vg = replace(vg, form=vg.form.split(" ", 1)[1], verb=vg.verb.split(" ", 1)[1])
            if self.v.lookup("verbs", vg.form) not in self.v.defaults.get("success_verbs", "").split():
                raise self.error(f"'successfully {vg.form}' is not understood: " + (" or ".join(
                    f"'successfully {self.v.word('verbs', w)}s'" for w in self.v.defaults.get("success_verbs", "").split())
                    or "no action's success is named"), vg.tok, [f"When the user successfully {self.v.word('verbs', w)}s"
                                                                 for w in self.v.defaults.get("success_verbs", "").split()])
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
            return m.WhenDoes(agent, verb, forms[0], clause, success)
        if success:
            raise self.error("'when X successfully VERBs' is understood as 'When the user successfully dodges, draw N "
                             "cards'", lead.tok, ["When the user successfully dodges, draw 1 card"])
        if subj is not None and self.is_own_thing(subj) and vg.verb in self.v.defaults.get("own_events", "").split() \
                and not (vg.aux or vg.modal or vg.negated or vg.only) and not items.items:
            # "When this move hits, draw 1 card.": as "If this move hits, ..." (what the text's own thing does)
            return m.IfState(self.agent(subj), vg.verb, clause, self.own_event_form(vg.verb))
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
            phrase = P.Phrase(P.NP(det="a", words=(word_at("dodge", card.tok),), tok=card.tok, text="a dodge"),
                              P.VG(verb="succeed", form="succeeds", tok=body.vg.tok),
                              [P.Item("if", replace(sub, subject=P.NP(det="the", words=(
                                  word_at("flipped", card.tok), word_at("card", card.tok)), tok=card.tok,
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
            np = P.NP(det=det, words=(word_at(word, subj.tok),), tok=subj.tok, text=who)
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
            np = P.NP(det=det, words=(word_at(role, ph.vg.tok),), tok=ph.vg.tok, text=target)
            ph = replace(ph, items=[*ph.items, P.Item("pp", "to", np, tok=ph.vg.tok)])
        return self.clause(ph)
