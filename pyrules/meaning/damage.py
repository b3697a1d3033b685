"""The verbs of damage and stats: deal, take, double, halve, redirect, absorb, reduce, cost ...

One part of :class:`pyrules.meaning.Meaning` (see pyrules/meaning/__init__.py).
"""

from __future__ import annotations

from dataclasses import replace

from .. import model as m
from .. import phrase as P
from .base import (CHANGE_WORDS, GAIN_VERBS, HALVED, Items, MODIFIER_VERBS, ONE, SELF, SPLIT_WORDS, UNDERSTOOD,
    modifier_verb, word_at)


class DamageVerbs:
    """The verbs of damage and stats."""

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
            fixed = self.fixed_damage(P.NP(words=(word_at("damage", subj.tok),), rels=(("of", subj), ("pp", "to", to.extra)),
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
                higher = P.NP(words=(word_at("higher", subj.rels[0][1].tok),), tok=subj.rels[0][1].tok, text="higher")
                return self.priority_hit(cls, P.Phrase(base, P.VG(aux="be", tok=ph.vg.tok), [higher], ph.tok), body)
        if subj is not None and self.stat_class(subj):  # "A basic attack deals damage equal to its card's value."
            return self.class_stat_equal(ph, items, self.stat_class(subj), "deal", ph.vg.tok)
        if subj is not None and self.each_extra_rank(subj) and ph.vg is not None and self.changes(items) and \
                self.v.defaults.get("implicit_thing") and not (ph.vg.modal or ph.vg.negated or ph.vg.only or ph.vg.aux):
            # "Each additional Queen deals 4 more damage.": for each extra Queen, the move itself does 4 more
            own = self.scoped_modifier(replace(ph, subject=self.own_thing_np(ph.vg.tok), vg=replace(ph.vg, form="deals")),
                                       items)
            return m.EachExtra(self.each_extra_rank(subj), own)
        if subj is not None and self.role(subj) and ph.vg is not None and self.changes(items) and \
                not (ph.vg.modal or ph.vg.negated or ph.vg.only or ph.vg.aux):
            return self.scoped_modifier(ph, items)  # "The user does +1 damage.": as "The user gets +1 damage."
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
            np = replace(np, pronoun="", det="the", words=(word_at("user", np.tok),))
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
        if stat in self.v.defaults.get("player_stats", "").split():
            return self.player_gain(ph, agent, amount, stat, b)
        # a group renders plural ("Your punch gains +1 chip": your punches gain), so its verb agrees; "your next punch" not
        vg = replace(ph.vg, form=ph.vg.verb) if agent.kind == "scoped" and not agent.next else ph.vg
        return m.ScopedModifier(agent, modifier_verb(vg, stat), amount, stat, b.value if b else None)

    def player_gain(self, ph, agent: m.Agent, amount: m.Amount, stat: str, bound) -> m.ScopedModifier:
        """ "Gain 3 Guts.", "You gain 3 guts.", "The opponent gains 2 guts.": a stat that is a player's (vocabulary
        defaults "player_stats") grows by N. The card's user, or the monster the card speaks of, gains it for its
        player: you (the card's player)."""
        tok = ph.vg.tok if ph.vg is not None else ph.tok
        if amount.op != "add" or amount.value <= 0 or bound is not None:
            raise self.error(f"a player's {self.v.word('stats', stat)} is gained as 'Gain N {self.v.word('stats', stat)}'",
                             tok, [f"Gain 3 {self.v.word('stats', stat)}"])
        if agent.kind in ("you", "holder") or agent == m.Agent("the", "user"):
            return m.ScopedModifier(m.Agent("you"), "gain", amount, stat, None)
        if agent == m.Agent("the", "opponent"):
            return m.ScopedModifier(agent, "gains", amount, stat, None)
        raise self.error(f"{self.v.word('stats', stat)} are a player's: 'You gain N {self.v.word('stats', stat)}' "
                         f"or 'The opponent gains N {self.v.word('stats', stat)}' is understood", tok,
                         [f"Gain 3 {self.v.word('stats', stat)}", f"The opponent gains 2 {self.v.word('stats', stat)}"])

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
        return P.NP(det=np.det, words=(word_at(str(words[0])[:-2], words[0]),), tok=words[0],
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
        owner = P.NP(det=np.det, words=(word_at(str(words[0])[:-2], words[0]),), tok=np.tok,
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
                nxt = items.items[0].value if items.items and items.items[0].kind == "np" else None
                low = [str(w).lower().replace("’", "'") for w in nxt.plain()] if nxt is not None else []
                if nxt is not None and np.det in ONE and not np.rels and len(np.plain()) == len(np.words) == 1 and \
                        not nxt.det and \
                        not nxt.rels and len(low) == len(nxt.words) and low == ["move's", "damage"]:
                    # "a POW move's damage [to the user]": the damage of a POW move
                    items.np()
                    head = replace(np, words=(np.words[0], word_at("move", nxt.words[0])), text=f"{np.text} move")
                words = head.plain()
                if head.det in ONE and len(words) == 2 and len(head.words) == 2 and not head.rels and \
                        str(words[1]).lower() == "move":
                    agent = self.agent(whom.extra) if whom is not None else self.agent(self.implicit(ph))
                    if to.extra != 0:  # the rules read a move's damage reduced to 0 only (In the Hat, MR-DEF-04)
                        raise self.error(f"a TYPE move's damage is understood reduced to 0, not to {to.extra}", to.tok,
                                         ["Reduces a POW move to 0", "Reduce a POW move's damage to 0"])
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
            from ..statements import all_verb_forms
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
        target = self.flip_referent(target) or target  # "... to block your attack / it" on an event flipped with it
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
