"""Modal sentences: cannot / must / may / can, passives, negations and their actions.

One part of :class:`pyrules.meaning.Meaning` (see pyrules/meaning/__init__.py).
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token

from .. import model as m
from .. import phrase as P
from .base import (ANSWERED, FACTORS, IMPERATIVES, Items, MODALS, ONE, PASSIVES, SOURCE_WORDS, VERSUS, flatten,
    word_at)


class Modals:
    """Modal and passive sentences."""

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
            items.items[0] = replace(items.items[0], value=replace(taken, words=(word_at("time", taken.tok),),
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
            if vg.modal == "cannot" and kinds and self.kind and self.kind not in kinds and not self.flipped_with:
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
        own_zone = self.own_zone(vg, agent, items) if into is None else ""
        verb = "put" if into is not None else vg.verb if own_zone else self.need("verbs", vg.form, vg.tok)
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
            items.items.insert(0, P.Item("np", P.NP(words=(word_at("times", once.tok),), tok=once.tok, text="times"),
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
        return m.Deontic(agent, vg.modal, verb, obj, qty, limit, duration, into_zone, zone=own_zone)

    def own_zone(self, vg: P.VG, agent: m.Agent, items: Items) -> str:
        """ "Your rival cannot search his deck.", "You can't search your discard pile.": a verb the game declares for
        acting on a zone ("search deck", "search discard": vocabulary verbs), its object the doer's own zone, taken
        from the items: the zone's id; "" when the verb and its object are not such a pair."""
        np = items.items[0].value if items.items and items.items[0].kind == "np" else None
        if np is None or np.rels or np.pronoun or not vg.verb:
            return ""
        words = [str(w) for w in np.plain()]
        whose = {"your": "you", "his": "other", "her": "other", "their": "other"}.get(np.det, "")
        if whose == "you" and words and self.v.lookup("possessives", f"your {words[0]}") == "rival":
            whose, words = "rival", words[1:]  # "your rival's deck"
        place = self.v.lookup("zones", " ".join(words)) if words and len(words) == len(np.words) - (whose == "rival") \
            else None
        if not whose or place is None or self.v.lookup("verbs", f"{vg.verb} {place}") is None:
            return ""
        rival = agent.kind == "scoped" and agent.noun == "rival" and not agent.next
        if not (whose == "you" and agent.kind == "you" or whose in ("other", "rival") and rival) or \
                vg.modal != "cannot" or vg.only or any(it.kind != "duration" for it in items.items[1:]):
            raise self.error(f"'{vg.form} {np.text}' is understood as a prohibition on the doer's own zone: 'Your rival "
                             f"cannot {vg.verb} his {' '.join(words)}', 'You cannot {vg.verb} your {' '.join(words)}'",
                             np.tok, [f"Your rival cannot {vg.verb} his deck"])
        items.items.pop(0)
        return m.zone_id(" ".join(words))

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
        if not (obj_np.det or obj_np.rels or obj_np.pronoun) and self.v.lookup("nouns", " ".join(obj_np.plain())):
            return None  # "Your rival cannot discard supports": a kind of card, as "Supports cannot be discarded by ..."
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
        this = self.agent(P.NP(det=det, words=(word_at(noun, np.tok),), tok=np.tok, text=f"{det} {noun}"))
        return m.Passive(thing="agent", agent=this, modal="cannot", verb=done, by="")

    USE_CONDITIONS = ["Can only be used if the user has 3 or less LP", "Can only be used if this monster's LP is 3 or less",
                      "Can only be used if you have 5 or more Guts", "Can only be used if both of your other monsters are KO'd",
                      "Can only be used if an ally is KO'd"]

    def use_condition(self, sub: P.Phrase, tok) -> m.UseCondition:
        """ "Can only be used if ...": a count of the user's life stat or of your player stats ("the user has 3 or less
        LP", "this monster's LP is 3 or less", "you have 5 or more Guts"), or the user's allies KO'd ("both of your
        other monsters are KO'd", "an ally is KO'd"); any other condition is an error naming these (the game's
        vocabulary: defaults "life_stat" and "player_stats"). On a move, "this monster" is its user."""
        life = self.v.defaults.get("life_stat", "")
        players = self.v.defaults.get("player_stats", "").split()
        if sub.subject is None or sub.vg is None or sub.vg.modal or sub.vg.negated or sub.vg.only:
            raise self.error("a use condition is not understood here", tok, self.USE_CONDITIONS)
        sub = self.as_event(sub)
        vg, items = sub.vg, Items(self, flatten(sub.items))
        if vg.aux == "be" and vg.verb == "ko" and not items.items:  # "X is KO'd", "X are KO'd"
            agent = self.agent(sub.subject, required=False)
            if agent is not None and agent.kind in ("each_of", "a") and agent.role == "ally" and \
                    agent.of_role in ("", "user", "holder"):
                return m.UseCondition(m.Agent("each_of", "ally", "user") if agent.kind == "each_of" else agent, "ko")
            raise self.error(f"'{sub.subject.text}' is not understood in a use condition: the user's allies KO'd is",
                             sub.subject.tok or tok, self.USE_CONDITIONS)
        owned = self.owner_stat(sub.subject) if vg.aux == "be" and not vg.verb else None
        amt = items.take("amount", lambda it: it.value in ("le", "ge", "at_least", "at_most"))
        if owned is not None and amt is not None and not items.items:  # "this monster's LP is 3 or less"
            agent, stat = self.agent(owned[0], required=False), owned[1]
        elif vg.aux == "have" and not vg.verb and amt is not None:  # "the user has 3 or less LP"
            np = items.np()
            items.done("a use condition", tok, self.USE_CONDITIONS)
            agent, stat = self.agent(sub.subject, required=False), self.stat(np) if np is not None else ""
        else:
            raise self.error("a use condition is understood as a count or the allies KO'd", sub.tok or tok,
                             self.USE_CONDITIONS)
        order = {"at_least": "ge", "at_most": "le"}.get(amt.value, amt.value)
        if agent is not None and agent.kind == "holder":
            agent = m.Agent("the", "user")  # a move's "this monster" is its user
        if agent == m.Agent("the", "user") and stat == life or agent is not None and agent.kind == "you" and stat in players:
            return m.UseCondition(agent, "count", stat, order, amt.extra)
        raise self.error("a use condition counts the user's life points or your " + " ".join(players), sub.tok or tok,
                         self.USE_CONDITIONS)

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
            lead = P.Item("lead_pp", "in", P.NP(det="a", words=(word_at("tag", subj.tok), word_at("battle", subj.tok)),
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
        if vg.only and vg.modal in ("can", "may") and vg.verb == "use" and (subj is None or self.is_this_card(subj)) \
                and items.has("if") and self.v.defaults.get("use_conditions") == "yes":
            # "Can only be used if this monster's LP is 3 or less.": a condition the card's use needs
            cond = items.take("if")
            items.done("a use condition", vg.tok, [])
            return self.use_condition(cond.value, vg.tok)
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
            subj = P.NP(det=det, words=(word_at(noun, vg.tok),), tok=vg.tok, text=self.v.defaults["implicit_thing"])
        if subj is None and vg.verb == "reduce" and vg.modal and self.v.defaults.get("bonus_stats"):
            # a move's "Cannot be reduced by BLK": its damage (the stat a move's bonuses change)
            stat = self.v.word("stats", self.v.defaults["bonus_stats"].split()[0])
            subj = P.NP(det="its", words=tuple(word_at(w, vg.tok) for w in stat.split()), tok=vg.tok, text=f"its {stat}")
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
            player = P.NP(det="a", words=(word_at("player", subj.tok),), tok=subj.tok, text="a player")
            items.items.insert(0, P.Item("np", replace(subj, only=False, det=""), tok=subj.tok))
            items.items.insert(0, P.Item("amount", "at_most", 1, tok=subj.tok))
            return self.deontic(P.Phrase(player, replace(vg, aux="", form=vg.verb), [], ph.tok), items)
        if vg.verb == "play" and vg.modal in ("may", "can") and not vg.negated and not subj.rels and \
                subj.det in ("", "a", "an") and "play_kinds" in self.v.categories and \
                self.v.lookup("play_kinds", subj.text) and len(items.items) == 1 and items.items[0].kind == "pp" and \
                (items.items[0].value == "only during" or vg.only and items.items[0].value == "during"):
            # "Locations can only be played during your Set Step": a player may play locations only during it
            player = P.NP(det="a", words=(word_at("player", subj.tok),), tok=subj.tok, text="a player")
            items.items[0] = replace(items.items[0], value="only during")
            items.items.insert(0, P.Item("np", subj, tok=subj.tok))
            return self.deontic(P.Phrase(player, replace(vg, aux="", only=False, form=vg.verb), [], ph.tok), items)
        if vg.only and vg.modal in ("may", "can") and not vg.negated and not subj.rels and subj.det in ("", "a") and \
                len(subj.plain()) == len(subj.words) == 1 and self.v.lookup("verbs", vg.verb) and \
                self.v.lookup("roles", str(subj.words[0]).lower().removesuffix("s")) and \
                len(items.items) == 1 and items.items[0].kind == "pp" and items.items[0].value == "during":
            # "Characters may only be tagged during the clean-up phase": a player may tag only during it
            player = P.NP(det="a", words=(word_at("player", subj.tok),), tok=subj.tok, text="a player")
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
                                            P.Item("np", P.NP(words=(word_at(self.v.word("stats", stat), vg.tok),),
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
                words = [*words[:-2], word_at(str(words[-2])[:-2], words[-2])]
            if b.extra.det == "your" and words:
                by = self.need("nouns", " ".join(words), b.extra.tok)
            else:
                by = self.need("move_types", " ".join(words), b.extra.tok)
        thing = self.thing(subj)
        if thing["thing"] == "class" and (by or modal != "cannot"):  # the rules read "CLASS cannot be VERBED"
            raise self.error(f"'{subj.text} {modal} be {vg.form}' is understood without 'by' and as 'cannot'",
                             vg.tok, [f"{subj.text} cannot be {vg.form}"])
        self.character_passive(thing, modal, vg, by)
        if vg.only and modal in ("may", "can") and vg.verb == "use" and thing.get("thing") == "agent" and \
                thing.get("agent") is not None and thing["agent"].kind == "this" and not by and \
                all(it.kind in ("if", "while") for it in items.items) and \
                self.v.defaults.get("implicit_thing", "").split(" ")[-1:] == [thing["agent"].noun]:
            # "This move may only be used if ...": its use under the condition around it (OnlyUsed, read there only)
            return m.OnlyUsed(thing["agent"].noun)
        if vg.only:  # "This move may only be used ...": a restriction, never "may be used" with its "only" dropped
            raise self.error(f"'{modal} only be {vg.form}' is not understood here: a passive reads 'X cannot be "
                             f"{vg.form}'", vg.tok, [f"{subj.text} cannot be {vg.form}"])
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
            doer = P.NP(det=det, words=(word_at(word, vg.tok),), tok=vg.tok, text=default)
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
            player = P.NP(det="a", words=(word_at("player", subj.tok),), tok=subj.tok, text="a player")
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
        return self.agent(P.NP(det=det, words=(word_at(word, tok),), tok=tok, text=who))

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
