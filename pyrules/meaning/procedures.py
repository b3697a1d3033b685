"""Sentences of a rule document's procedures: class stats, costs, exchanges, combos, wins, uses.

One part of :class:`pyrules.meaning.Meaning` (see pyrules/meaning/__init__.py).
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token

from .. import model as m
from .. import phrase as P
from .base import ANSWERED, Items, ONE, flatten, word_at


class Procedures:
    """The procedure sentences of a rule document."""

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
                user = P.NP(det="the", words=(word_at("user", subj.tok),), tok=subj.tok, text="the user")
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
        amt = items.take("amount", lambda it: it.value in ("at_most", "at_most_times", "up_to"))  # "up to 3 times"
        more = items.take("np", lambda it: self.is_word(it.value, "more than"))
        if amt is not None and amt.value == "at_most_times":  # "at most twice": at most 2 times
            items.items.insert(0, P.Item("np", P.NP(words=(word_at("times", amt.tok),), tok=amt.tok, text="times")))
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
