"""The meaning of a phrase (issue 19): from the generic phrase structure (pyrules/phrase.py) to the
model's clause classes, one small function per verb.

A phrase maps by its verb's lemma, the kinds of its complements and its subject; word order and
synonyms are gone by then. Every complement and part must be consumed by the mapping: whatever is
left over is an error at its position naming what the game understands (never a partial result).
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token

from . import model as m
from . import phrase as P
from .errors import ParseError, line_of

ROLES = ("user", "target", "attacker", "ally", "opponent", "player", "defender")
MODALS = ("may", "cannot", "must", "can")
# whose stat a "Halves ..." text may halve (the ones the games' rules read)
HALVED = ("user", "target")
# the participles a passive prohibition may have ("cannot be used"): the ones the games' rules read
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
# verbs written as commands: "You draw a card" is "Draw a card"
IMPERATIVES = ("draw", "discard", "put", "return", "search", "switch")
# "N more damage", "N extra chip", "N less energy": the sign of a change
CHANGE_WORDS = {"more": 1, "extra": 1, "additional": 1, "less": -1, "fewer": -1}
# verbs whose bare amount is an increase ("gains 1 chip")
GAIN_VERBS = ("gain", "get")
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

    # -- helpers --------------------------------------------------------------------------
    def error(self, msg, tok, expected=()):
        line = getattr(tok, "line", 0) or 0
        col = getattr(tok, "column", 0) or 0
        return ParseError(msg, self.b.file, line, col, line_of(self.b.text, line) if line else "", list(expected))

    def need(self, category, words, tok):
        return self.b._need(category, words, tok)

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
        np = self.synonym(np)  # "this character" -> the user (the game's vocabulary)
        if np.pronoun:
            if np.pronoun == "you" and not np.rels:
                return m.Agent("you")
            return self._no(np, "an agent", required)
        words = np.plain()
        low = [w.lower() for w in words]
        role = self.role(np) if not [r for r in np.rels if r[0] != "of"] else ""
        if role and np.det in ("the", "each", "a", "an") and not np.rels:
            return m.Agent({"an": "a"}.get(np.det, np.det), role)
        if np.det == "each" and len(np.rels) == 1 and np.rels[0][0] == "of" and len(words) == 1:
            of = np.rels[0][1]
            r1, r2 = (words[0].lower() if words[0].lower() in ROLES else ""), self.role(of)
            if r1 and r2 and of.det == "the":
                return m.Agent("each_of", r1, r2)
        if low == ["monster"] and not np.rels:
            kind = {"this": "holder", "each": "every_monster", "a": "any_monster"}.get(np.det)
            if kind:
                return m.Agent(kind)
        if np.det == "this" and len(words) == 1 and not np.rels and "'" not in words[0]:
            return m.Agent("this", noun=self.need("nouns", words[0], words[0]))
        # "Attacks in your combos"
        if not np.det and len(words) == 1 and len(np.rels) == 1 and np.rels[0][0] == "in":
            where = np.rels[0][1]
            if where.det == "your" and [w.lower() for w in where.plain()] == ["combos"]:
                return m.Agent("scoped", possessive="your", within="combo",
                               noun=self.need("nouns", words[0], words[0]))
        scoped = self._scoped(np)
        if scoped is not None:
            return scoped
        return self._no(np, "an agent", required)

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
        if np.det in ("your", "its") and plain and str(plain[0]).lower() == "own":
            tok = plain[0]
            return self.need("possessives", f"{np.det} own", tok), words[1:]
        if np.det == "your" and plain and plain[0] is words[0] and self.owner_role("your", plain[0]) in ("user",
                                                                                                  "opponent"):
            return self.owner_role("your", plain[0]), words[1:]  # "your character's NOUN": the user's
        if np.det == "your":
            return "your", words
        if np.det in ("the", "this") and plain and str(words[0]).lower().endswith(("'s", "’s")):
            owner = str(words[0]).lower()[:-2]
            key = {"user": "user", "target": "target", "opponent": "opponent", "monster": "holder"}.get(owner)
            if key and not (np.det == "this" and key != "holder") and not (np.det == "the" and key == "holder"):
                return key, words[1:]
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
        return m.Agent("scoped", possessive=possessive, next=nxt, cost=cost,
                       noun=self.need("nouns", " ".join(map(str, noun)), noun[-1]))

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

    def stat(self, np: P.NP) -> str:
        if np.rels or np.pronoun or np.det or not np.words or any(not isinstance(w, Token) for w in np.words):
            raise self.error(f"'{np.text}' is not understood as a stat", np.tok, self.v.spellings("stats"))
        return self.need("stats", " ".join(np.plain()), np.tok)

    def is_word(self, np: P.NP | None, *words) -> bool:
        return np is not None and not np.rels and not np.pronoun and \
            " ".join(w.lower() for w in np.plain()) in words and len(np.plain()) == len(np.words)

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
        items = Items(self, flatten(ph.items))
        state = self.own_state(items.take("if_state") or items.take("if", lambda it: self.own_state(it)))
        if state is not None:  # "Deals no damage if blocked.", "This move deals no damage if it is blocked."
            return self.if_state(state, ph, items)
        conds = []
        while (w := items.take("while")) is not None:
            conds.append(w)
        doing = items.take("while_doing")
        at = items.take("at_start")
        then = items.take("then")
        durations, follow = [], []
        clause = self.core(ph, items, durations, follow)
        for f in follow + ([then] if then is not None else []):
            # "Avoids 1 attack and draws 1 card", "..., and then VERB ...": a second effect, after the first
            clause = m.Sequence(clause, self.clause(f.value))
        for w in reversed(conds):
            clause = self.while_clause(w, clause)
        if doing is not None:
            clause = self.while_doing(doing, clause)
        for d in durations:
            clause = self.with_duration(clause, d, ph.tok)
        if at is not None:
            clause = m.Timed(clause, self.need("phases", str(at.value), at.value))
        return clause

    def core(self, ph: P.Phrase, items: Items, durations: list, follow: list | None = None) -> m.Clause:
        vg = ph.vg
        if vg is not None and vg.verb in IMPERATIVES and not (vg.modal or vg.aux or vg.negated or vg.only) and \
                ph.subject is not None and ph.subject.pronoun == "you" and not ph.subject.rels:
            ph = replace(ph, subject=None)  # "You draw a card": "Draw a card"
        if vg is not None and vg.verb in SUBJECT_VERBS and ph.subject is None and not (vg.modal or vg.aux) and \
                self.v.defaults.get("implicit_agent"):
            ph = replace(ph, subject=self.implicit(ph))  # a move's "Takes half damage", "Becomes Air": the user
        verb = vg.verb if vg else ""
        handler = getattr(self, f"v_{verb}", None) if vg else None
        what = f"a sentence with '{vg.form or vg.aux}'" if vg else "a sentence"
        if vg is None:
            clause = self.verbless(ph, items)
        elif vg.aux and not verb:
            clause = self.v_aux(ph, items)
        elif vg.aux == "have" and verb == "use":
            clause = self.v_use(ph, items)
        elif vg.aux == "be":
            clause = self.passive(ph, items)
        elif vg.modal in MODALS and ph.subject is not None and verb not in OWN_MODAL:
            clause = self.deontic(ph, items)
        elif handler is None:
            raise self.error(f"the verb {vg.form!r} is not understood here", vg.tok,
                             sorted(self.v.categories.get("verb_forms", {})))
        else:
            clause = handler(ph, items)
        while (d := items.take("duration")) is not None:
            durations.append(d)
        while follow is not None and (a := items.take("and")) is not None:  # not consumed by the verb
            follow.append(a)
        items.done(what, vg.tok if vg else ph.tok, UNDERSTOOD.get(verb, []))
        return clause

    def with_duration(self, clause, d: P.Item, tok):
        from .statements import clause_takes_duration, with_duration

        def error(c):
            if getattr(c, "duration", None) is not None:
                msg = f"two durations on one effect ({d.value.render().strip()!r} and another)"
            else:
                msg = (f"a duration ({d.value.render().strip()!r}) on this kind of effect is not understood; "
                       "durations are understood on: gets \"STATUS\", cannot / may / must")
            return self.error(msg, tok, ['X gets "STATUS" until your next turn', "X cannot ACTION this turn"])
        if clause_takes_duration(clause) is None and isinstance(clause, m.ScopedModifier) and \
                clause.agent.kind == "scoped" and self.v.defaults.get("lasting_modifiers") == "yes":
            # "Your special move attacks do +1 damage until your next turn" (a game whose rules time them)
            return m.Lasting(clause, d.value)
        if clause_takes_duration(clause) is None:
            raise error(clause)
        return with_duration(clause, d.value, error)

    def while_clause(self, w: P.Item, clause):
        sub: P.Phrase = w.value
        items = Items(self, flatten(sub.items))
        if sub.vg.aux == "have" and not sub.vg.verb and not sub.vg.modal:
            agent = self.agent(sub.subject)
            amt = items.take("amount", lambda it: it.value in ("le", "ge", "at_least", "at_most"))
            if amt is not None:  # "N or more", "at least N": ge
                amt = replace(amt, value={"at_least": "ge", "at_most": "le"}.get(amt.value, amt.value))
                np = items.np()
                counted = self.v.lookup("stats", " ".join(np.text.split())) if np is not None and np.rels else None
                stat = counted or self.stat(np)  # "5 or more cards in the super meter": a stat the game names so
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
        raise self.error("a condition is understood as 'while X has \"STATUS\"' or 'while X has N or more STAT'",
                         w.tok, ['while X has "STATUS"'])

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
        own = subj is not None and (subj.pronoun == "it" and not subj.rels or self.is_own_thing(subj))
        if own and vg.aux == "be" and vg.form in self.passives()[len(PASSIVES):] and not (vg.modal or vg.negated):
            return it, vg.form
        return None

    def is_own_thing(self, np: P.NP) -> bool:
        """ "this move": the game's implicit_thing, the card whose text it is."""
        det, _, noun = self.v.defaults.get("implicit_thing", "").partition(" ")
        return np.det == det and not np.rels and [w.lower() for w in np.plain()] == [noun] and len(np.words) == 1

    def if_state(self, state, body, items: Items | None):
        """ "If this move is blocked, it deals 0 damage.": the damage the card deals itself in that state."""
        it, word = state
        ph: P.Phrase = body
        items = items if items is not None else Items(self, flatten(ph.items))
        subj, vg = ph.subject, ph.vg
        amt = items.take("amount", lambda a: a.value in ("int", "no"))
        dmg = items.np()
        own = subj is None or subj.pronoun == "it" and not subj.rels or self.is_own_thing(subj)
        if not (own and vg is not None and vg.verb == "deal" and not (vg.modal or vg.negated or vg.only or vg.aux)
                and amt is not None and self.is_word(dmg, "damage")):
            raise self.error("'if VERBED, ...' is understood as 'If this move is blocked, it deals N damage'",
                             it.tok or ph.tok, ["If this move is blocked, it deals 0 damage"])
        items.done("a text's own damage", ph.tok, ["If this move is blocked, it deals 0 damage"])
        det, _, noun = self.v.defaults["implicit_thing"].partition(" ")
        this = self.agent(P.NP(det=det, words=(_word(noun, ph.tok),), tok=ph.tok, text=f"{det} {noun}"))
        return m.IfState(this, word, m.OwnDamage(amt.extra))

    def while_doing(self, w: P.Item, clause):
        """ "While blocking, the user gains +2 defense bonus.": a modifier of the user's while it does
        something (the game's verbs)."""
        if not (isinstance(clause, m.ScopedModifier) and clause.agent.kind == "the" and clause.agent.role == "user"):
            raise self.error("'while VERBing, ...' is understood before 'the user gains +N STAT'", w.tok,
                             ["While blocking, the user gains +2 defense bonus"])
        return m.WhileDoing(self.need("verbs", w.value, w.tok), w.extra, clause)

    def is_this_card(self, np: P.NP | None) -> bool:
        """ "this" or "this card": the card whose text it is."""
        return np is not None and np.det == "this" and not np.rels and \
            (not np.words or self.is_word(replace(np, det=""), "card"))

    def led(self, lead: P.Item, body, meta) -> m.Clause:
        """A leading part and its clause: "Until your next turn, ...", "When ..., ...", "If ..., ..."."""
        if lead.kind == "duration":
            clause = self.b._clause(body)
            return self.with_duration(clause, lead, _tok_of(body, meta))
        if lead.kind == "while":
            return self.while_clause(lead, self.b._clause(body))
        if lead.kind == "while_doing":
            return self.while_doing(lead, self.b._clause(body))
        if lead.kind == "while_in":
            return m.ZoneWhile(self.zone(lead.value), self.b._clause(body))
        if lead.kind == "when":
            return self.when(lead, self.b._clause(body))
        if lead.kind == "at_start":  # "At the start of Battle, draw a card."
            return m.Timed(self.b._clause(body), self.need("phases", str(lead.value), lead.value))
        if lead.kind == "when_this":  # "When played, ...": "When this card is played" ("When this is ..." in
            event = self.need("events", lead.extra, lead.tok)  # a game whose vocabulary says so)
            if self.v.defaults.get("unnamed_trigger") == "this":
                return m.WhenThis(event, self.b._clause(body))
            return m.Trigger(event, self.b._clause(body))
        if lead.kind in ("if", "if_state") and self.own_state(lead) is not None:  # "If blocked, ..."
            return self.if_state(self.own_state(lead), body, None)
        if lead.kind == "if":
            return self.if_clause(lead.value, body)
        if lead.kind == "with":
            return m.WithExtra(lead.value, self.need("ranks", str(lead.extra), lead.extra), self.b._clause(body))
        if lead.kind == "instead_of":
            clause = self.b._clause(body)
            if isinstance(clause, m.Take) and clause.instead_of is None:
                return replace(clause, instead_of=self.agent(lead.value))
            raise self.error("'instead of X, ...' is understood before 'Y takes the damage'", lead.value.tok,
                             ["Instead of X, Y takes the damage"])
        raise self.error(f"{_describe(lead)} is not understood before a clause", _tok_of(body, meta),
                         ["Until your next turn, ...", "While X has \"STATUS\", ...", "When ..., ..."])

    def when(self, lead: P.Item, clause) -> m.Clause:
        sub: P.Phrase = lead.value
        items = Items(self, flatten(sub.items))
        subj, vg = sub.subject, sub.vg
        if vg.aux == "be" and vg.form and not vg.modal:  # "When X is played"
            event = self.need("events", vg.form, vg.tok)
            items.done("a trigger", lead.tok, [])
            if subj.det == "this" and not subj.words:
                return m.WhenThis(event, clause)
            if subj.det == "this" and [w.lower() for w in subj.plain()] == ["card"]:
                return m.Trigger(event, clause)
            return m.Trigger(event, clause, self.agent(subj))
        if subj.pronoun == "you" and vg.verb and not vg.aux and not vg.modal:
            event = self.need("events", vg.form, vg.tok)
            np = items.np()
            what, noun = self.happening(np, lead.tok)
            because = None
            b = items.take("because")
            if b is not None:
                bs: P.Phrase = b.value
                bi = Items(self, flatten(bs.items))
                bn = bi.np()
                if bs.subject.pronoun != "you" or bn is None or bn.det not in ("a", "an"):
                    raise self.error("'because you VERB a NOUN' is understood", b.tok, ["because you played a punch"])
                bi.done("a reason", b.tok, [])
                because = (self.need("events", bs.vg.form, bs.vg.tok), self.name("nouns", bn))
            each = items.take("each_turn") is not None
            items.done("a trigger", lead.tok, [])
            return m.WhenYou(lead.extra, event, what, noun, because, each, clause)
        verb = self.v.lookup("verbs", vg.form) if vg.verb and not (vg.aux or vg.modal or vg.negated or vg.only) else None
        agent = self.agent(subj, required=False) if subj is not None and not subj.pronoun else None
        forms = [f for f in self.v.categories.get("verbs", {}).get(verb or "", ()) if f.endswith("s")]
        if verb and agent is not None and agent.kind == "the" and forms and not items.items and \
                isinstance(clause, m.Draw) and self.v.defaults.get("action_triggers") == "yes":
            # "When the user counters, draw 1 card." (a game whose rules act on it)
            return m.WhenDoes(agent, verb, forms[0], clause)
        raise self.error("a trigger is understood as 'when X is EVENT' or 'when you VERB a NOUN'", lead.tok,
                         ["When this card is played", "When you play an attack"])

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

    def if_clause(self, sub: P.Phrase, body) -> m.Clause:
        items = Items(self, flatten(sub.items))
        vg = sub.vg
        # "If the target is damaged, ...": an event, so a trigger ("When the target is damaged, ...")
        if vg.aux == "be" and vg.verb and not vg.modal and not vg.negated:
            return self.when(P.Item("when", sub, "when", tok=sub.tok), self.b._clause(body))
        # "If it is an attack, put it into your energy pile."
        if sub.subject.pronoun == "it" and vg.aux == "be" and not vg.verb:
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
        raise self.error("a condition 'if ...' is understood as 'If it is a NOUN, ...' or "
                         "'If X would be STATE, its STAT become N instead'", sub.tok,
                         ["If it is an attack, ...", "If the target would be KO'd, ..."])

    def extra_clause(self, ph: P.Phrase) -> m.Clause:
        """What extra cards do ("to deal 8 damage"): a damage without its target goes to the game's
        ``extra_damage_target`` (vocabulary defaults), else it must name one."""
        target = self.v.defaults.get("extra_damage_target")
        if ph.vg.verb == "deal" and target and not any(
                isinstance(it, P.Item) and it.kind == "pp" and it.value == "to" for it in flatten(ph.items)):
            det, _, role = target.partition(" ")
            np = P.NP(det=det, words=(_word(role, ph.vg.tok),), tok=ph.vg.tok, text=target)
            ph = replace(ph, items=[*ph.items, P.Item("pp", "to", np, tok=ph.vg.tok)])
        return self.clause(ph)

    # -- verbs -----------------------------------------------------------------------------------
    def verbless(self, ph, items: Items):
        """"Double damage vs Air monsters."  "+1 damage."."""
        return self.v_deal(ph, items)

    def v_deal(self, ph, items: Items):
        subj = ph.subject
        if subj is not None and self.agent(subj, required=False) is not None and \
                self.agent(subj).kind in ("scoped", "this"):
            return self.scoped_modifier(ph, items)
        if subj is not None:
            raise self.error(f"'{subj.text}' dealing damage is not understood", subj.tok, UNDERSTOOD["deal"])
        if ph.vg is not None and (ph.vg.modal or ph.vg.negated):
            raise self.error("a modal on dealing damage is not understood", ph.vg.tok, UNDERSTOOD["deal"])
        amt = items.take("amount")
        dmg = items.np()
        agent_stats = self.v.defaults.get("implicit_agent_stats", "").split()
        if ph.vg is None and amt is not None and amt.value in ("add", "mul") and dmg is not None and \
                not dmg.det and not dmg.rels and self.v.lookup("stats", " ".join(dmg.plain())) in agent_stats:
            # "+1 Strength.": a stat of the game's implicit agent ("The user gains +1 strength.")
            stat = self.stat(dmg)
            return m.ScopedModifier(self.agent(self.implicit(replace(ph, vg=P.VG(tok=dmg.tok)))), "gains",
                                    m.Amount(amt.value, amt.extra), stat, None)
        if amt is None or not self.is_word(dmg, "damage"):
            raise self.error("dealing damage is understood as 'Deals N damage ...'", ph.tok, UNDERSTOOD["deal"])
        if ph.vg is not None and ph.vg.only:
            raise self.error("'only' is not understood here", ph.vg.tok, UNDERSTOOD["deal"])
        if amt.value in ("double", "triple") and ph.vg is None and not items.has("pp"):
            return m.Bonus(m.Amount("mul", amt.extra), self.stat(dmg))  # "Double damage.": gives x2 damage
        if amt.value in ("double", "no"):
            to = items.pp("to", "vs")
            if to is None:
                raise self.error("double / no damage names its target: 'to ATTRIBUTE monsters'", ph.tok,
                                 UNDERSTOOD["deal"])
            return m.Versus("double" if amt.value == "double" else "none", self.attribute_monsters(to.extra))
        if amt.value in ("add", "mul") and ph.vg is None:
            return self.bonus_of(amt, dmg)
        if amt.value != "int":
            raise self.error("dealing damage is understood as 'Deals N damage ...'", ph.tok, UNDERSTOOD["deal"])
        n = amt.extra
        if items.take("split") is not None:
            among = items.pp("among")
            if among is None:
                raise self.error("'split' needs 'among ...'", ph.tok, UNDERSTOOD["deal"])
            return m.Deal(n, "split", self.group(among.extra, split=True)[1], "any")
        to = items.pp("to")
        if to is None:
            raise self.error("dealing damage names its target: 'to one/each ... monster', 'to the user'", ph.tok,
                             UNDERSTOOD["deal"])
        spread, group, filt = self.group(to.extra)
        return m.Deal(n, spread, group, filt)

    def group(self, np: P.NP, split=False):
        """(spread, group, filter) of a damage target: "one opponent monster", "each Ground opponent
        monster", "the opponent's monsters", "the user", "the attacker"."""
        np = self.synonym(np)
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

    def attribute_monsters(self, np: P.NP) -> str:
        words = np.plain()
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
        raise self.error("damaging is understood as 'Cannot damage / Can only damage ATTRIBUTE monsters'", vg.tok,
                         ["Cannot damage Air monsters", "Can only damage Ground monsters"])

    def bonus_of(self, amt, np):
        return m.Bonus(m.Amount(amt.value, amt.extra), self.stat(np))

    def v_give(self, ph, items: Items):
        if not items.has("amount"):
            return self.v_grant(ph, items)
        amt = items.take("amount", lambda it: it.value in ("add", "mul", "int", "double", "triple"))
        np = items.np()
        if ph.subject is None and amt is not None and np is not None and not ph.vg.modal:
            amount, np = self.change(amt, np, None)  # "Gives 1 extra damage": +1
            return m.Bonus(amount, self.stat(np))
        raise self.error("giving is understood as 'Gives +N STAT' or 'Gives xN STAT'", ph.vg.tok,
                         ["Gives +2 damage", "Gives x2 damage"])

    def scoped_modifier(self, ph, items: Items):
        amt = items.take("amount", lambda it: it.value in ("add", "mul", "int", "double", "triple"))
        np = items.np()
        if amt is None or np is None or ph.vg.modal or ph.vg.only or ph.vg.negated:
            raise self.error("a modifier reads 'X's NOUN do +N STAT'", ph.vg.tok, ["Your punches do +1 damage"])
        amount, np = self.change(amt, np, ph.vg)
        b = items.take("bound")
        stat = self.stat(np)
        return m.ScopedModifier(self.agent(ph.subject), modifier_verb(ph.vg, stat), amount, stat,
                                b.value if b else None)

    def change(self, amt: P.Item, np: P.NP, vg: P.VG | None):
        """A modifier's amount and the noun phrase of its stat: "+1 damage", "x2 damage", "double damage",
        "1 more / extra / less damage", "gains 1 chip" (a gain is an increase)."""
        words = np.plain()
        first = words[0].lower() if words else ""
        if amt.value == "int" and first in CHANGE_WORDS and len(words) > 1:
            return m.Amount("add", CHANGE_WORDS[first] * amt.extra), replace(np, words=np.words[1:])
        if amt.value == "int" and vg is not None and vg.verb in GAIN_VERBS:
            return m.Amount("add", amt.extra), np
        if amt.value in ("double", "triple"):
            return m.Amount("mul", amt.extra), np
        if amt.value in ("add", "mul"):
            return m.Amount(amt.value, amt.extra), np
        raise self.error("a modifier reads 'X's NOUN do +N STAT'", amt.tok, ["+1 damage", "1 more damage", "x2 damage"])

    v_cost = scoped_modifier

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
        if ph.subject is None or ph.vg.modal or ph.vg.negated:
            raise self.error("taking damage is understood as 'X takes [half of] the damage'", ph.vg.tok,
                             UNDERSTOOD["take"])
        if ph.subject.pronoun == "it":
            return self.blocks_needed(ph, items)
        agent = self.agent(ph.subject)
        amt = items.take("amount")
        np = items.np()
        if amt is not None and amt.value == "no":  # "takes no damage": 0
            amt = replace(amt, value="int", extra=0)
        if amt is not None and amt.value == "int" and self.is_word(np, "damage"):
            src = items.pp("from")
            if src is None:
                return m.ZeroDamage(agent, amt.extra)
            words = src.extra.plain()
            if amt.extra == 0 and not src.extra.det and len(words) == 2 and words[1].lower() == "moves":
                return m.ZeroDamage(agent, 0, self.need("move_types", words[0], src.extra.tok))
            raise self.error(f"'from {src.extra.text}' is not understood", src.tok, ["from POW moves"])
        if np is not None and (np.det == "the" or amt is not None and amt.value == "half" and not np.det) and \
                self.is_word(replace(np, det=""), "damage") and (amt is None or amt.value == "half"):
            inst = items.pp("instead of")
            return m.Take(agent, amt is not None, self.agent(inst.extra) if inst else None)
        raise self.error("taking damage is understood as 'X takes [half of] the damage [instead of Y]'",
                         ph.vg.tok, UNDERSTOOD["take"])

    def blocks_needed(self, ph, items: Items):
        amt = items.take("amount", lambda it: it.value == "int")
        noun = items.np()
        to = items.take("to_verb")
        if to is None:  # "to block" read as a noun phrase after "blocks"
            p = items.pp("to")
            if p is not None and len(p.extra.words) == 1 and not p.extra.det and not p.extra.rels:
                to = P.Item("to_verb", self.lemma(p.extra.words[0]), str(p.extra.words[0]).lower(), tok=p.extra.tok)
        target = items.np()
        if amt and noun and to and target and target.det == "this" and not noun.det:
            return m.BlocksNeeded(amt.extra, self.name("nouns", noun),
                                  self.need("events", to.extra, to.tok),
                                  self.name("nouns", target))
        raise self.error("'It takes N NOUNS to VERB this NOUN' is understood", ph.vg.tok,
                         ["It takes 2 blocks to block this attack"])

    def v_halve(self, ph, items: Items):
        np = items.np()
        pos = self.possessive(np) if np is not None else None
        if ph.subject is not None or pos is None:
            raise self.error("halving is understood as 'Halves the user's STAT'", ph.vg.tok, ["the user's", "the target's"])
        possessive, words = pos
        if possessive not in HALVED:
            raise self.error(f"halving {np.text!s} is not understood", np.tok, ["the user's", "the target's"])
        return m.Halve(possessive, self.stat(replace(np, det="", words=tuple(words))))

    def v_become(self, ph, items: Items):
        np = items.np()
        subj = ph.subject
        if subj is None or (np is None and not items.has("amount")) or ph.vg.modal:
            raise self.error("'X becomes ATTRIBUTE' is understood", ph.vg.tok, ["The target becomes Air"])
        amt = items.take("amount", lambda it: it.value == "int")
        if amt is not None and np is None:
            return self.damage_becomes(subj, amt.extra, ph.vg.tok)
        if amt is None and self.v.lookup("attributes", " ".join(np.plain())) and not np.det:
            return m.Become(self.agent(subj), self.name("attributes", np))
        raise self.error("'X becomes ATTRIBUTE' is understood", ph.vg.tok, ["The target becomes Air"])

    def damage_becomes(self, subj: P.NP, n: int, tok):
        """"The damage of POW moves to the user becomes 0."."""
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
        n, np = self.count_np(items, ())
        if ph.subject is None or n is None:
            raise self.error("'X loses N STAT' is understood", ph.vg.tok, ["Each monster loses 1 life point"])
        return m.LifeLoss(self.agent(ph.subject), n, self.stat(replace(np, det="")))

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
        np = items.np() if not items.has("amount") else None
        if np is not None and np.det == "the" and np.plain()[:1] and np.plain()[0].lower() == "top":
            of = [r for r in np.rels if r[0] == "of"]
            if len(np.rels) == 1 and of and [w.lower() for w in np.plain()] == ["top", "card"]:
                return m.Mill(self.zone(of[0][1]))
        if np is not None:
            items.items.insert(0, P.Item("np", np, tok=np.tok))
        n, np = self.count_np(items, ("card", "cards"))
        src = items.pp("from")
        if ph.subject is None and n is not None and self.is_word(replace(np, det=""), "card", "cards") and src:
            return m.Discard(n, self._zone_words(src.extra) if src.extra.det == "your" else self.zone(src.extra))
        raise self.error("'Discard N cards from your ZONE' is understood", ph.vg.tok,
                         ["Discard 2 cards from your hand", "Discard the top card of your deck"])

    def v_return(self, ph, items: Items):
        n, np = self.count_np(items, ("card", "cards"))
        src, dst = items.pp("from"), items.pp("to")
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

    def v_put(self, ph, items: Items):
        np = items.np()
        into = items.pp("into", "in")
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
            return m.Avoid(n, self.name("nouns", replace(np, det="")))
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

    def v_search(self, ph, items: Items):
        zone = items.np()
        what = items.pp("for")
        then = items.take("and")
        if zone is not None and what is not None and then is not None and what.extra.det in ("a", "an"):
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
        raise self.error("'Flips when you VERB' is understood", w.tok, ["Flips when you attack"])

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
        amt = items.take("amount", lambda it: it.value == "int")
        unit = items.np()
        before = items.take("before")
        if ph.subject and ph.vg.modal == "must" and amt and unit and before:
            sub: P.Phrase = before.value
            bi = Items(self, flatten(sub.items))
            target = bi.np()
            if sub.subject.pronoun in ("he", "she", "they") and sub.vg.modal == "can" and target is not None:
                bi.done("an extra cost", before.tok, [])
                return m.Tax(self.agent(ph.subject), amt.extra, self.stat(unit), sub.subject.pronoun,
                             self.need("events", sub.vg.form, sub.vg.tok), self.agent(target))
        raise self.error("an extra cost reads 'must pay N energy before he can ...'", ph.vg.tok, ["must ... can"])

    def v_end(self, ph, items: Items):
        cond = items.take("if") or items.take("when")
        subj = ph.subject
        if subj is not None and subj.det == "this" and self.is_word(replace(subj, det=""), "status") and cond:
            sub: P.Phrase = cond.value
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
        if ph.subject.only:
            return self.restriction(ph, items)
        agent = self.agent(ph.subject)
        if vg.negated and vg.modal == "may" and not vg.only:  # "may not": cannot
            vg = replace(vg, modal="cannot", negated=False)
            ph = replace(ph, vg=vg)
        if vg.only or vg.negated:
            raise self.error("'only' / 'not' after a modal is not understood here", vg.tok, [])
        # "You may reveal it and set it."
        obj_np = items.np()
        if obj_np is not None and obj_np.pronoun == "it" and not obj_np.rels:
            verbs = [self.need("events", vg.form, vg.tok)]
            while (a := items.take("and")) is not None:
                sub: P.Phrase = a.value
                bi = Items(self, flatten(sub.items))
                it = bi.np()
                if it is None or it.pronoun != "it" or sub.vg.modal:
                    raise self.error("'... and VERB it' is understood", a.tok, ["reveal it and set it"])
                bi.done("a follow-up", a.tok, [])
                verbs.append(self.need("events", sub.vg.form, sub.vg.tok))
            return m.MayDo(agent, vg.modal, tuple(verbs))
        if obj_np is not None:
            items.items.insert(0, P.Item("np", obj_np, tok=obj_np.tok))
        if vg.modal == "cannot" and agent.kind == "the" and agent.role == "opponent" and not items.has("pp"):
            obj_np = items.items[0].value if items.items and items.items[0].kind == "np" else None
            this = self.agent(obj_np, required=False) if obj_np is not None else None
            done = self.participle(vg.verb)
            if this is not None and this.kind == "this" and done in self.passives() and len(items.items) == 1:
                items.np()  # "The opponent cannot block this move": this move cannot be blocked
                return m.Passive(thing="agent", agent=this, modal="cannot", verb=done, by="")
        verb = self.need("verbs", vg.form, vg.tok)
        qty = None
        amt = items.take("amount", lambda it: it.value in ("at_most", "at_least", "any_number"))
        if amt is not None:
            qty = (amt.value, amt.extra)
        obj = None
        np = items.np()
        if np is not None:
            if qty is None or qty[0] != "any_number":
                obj = self.agent(np, required=False)
            if obj is None:
                if np.det or np.rels:
                    raise self.error(f"'{np.text}' is not understood as what is acted on", np.tok,
                                     ["this monster", "SPE cards"])
                obj = self.name("nouns", np)
        per = items.pp("per")
        limit = tuple(per.extra.text.split()) if per else ()
        if per and (per.extra.det or per.extra.rels):
            raise self.error(f"'per {per.extra.text}' is not understood", per.tok, ["per turn"])
        return m.Deontic(agent, vg.modal, verb, obj, qty, limit, None)

    def passives(self) -> tuple[str, ...]:
        """The participles a passive prohibition may have: the games' rules' own, and the game's
        vocabulary "passives" ("This move cannot be blocked.")."""
        return PASSIVES + tuple(w.lower() for ws in self.v.categories.get("passives", {}).values() for w in ws)

    def keyword(self, np: P.NP) -> m.Clause:
        """ "Unblockable.": a word the game's vocabulary declares for a passive prohibition on the text's
        own thing ("keywords": the participle -> its spellings): "This move cannot be blocked."."""
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
        if subj is None and self.v.defaults.get("implicit_thing") and vg.modal:  # a move's "Cannot be blocked."
            det, _, noun = self.v.defaults["implicit_thing"].partition(" ")
            subj = P.NP(det=det, words=(_word(noun, vg.tok),), tok=vg.tok, text=self.v.defaults["implicit_thing"])
        if subj is None:
            raise self.error("a passive needs what it speaks of", vg.tok, [])
        if not vg.modal and items.take("instead") is not None:  # a replacement
            rel = [r for r in subj.rels if r[0] == "that"]
            if len(subj.rels) == 1 and rel and self.is_word(replace(subj, rels=()), "cards"):
                inner: P.Phrase = rel[0][1]
                ii = Items(self, flatten(inner.items))
                into = ii.pp("into")
                if inner.vg.verb == "go" and into is not None and into.extra.det in ("his", "her", "their"):
                    ii.done("a replacement", inner.tok, [])
                    return m.Replacement(into.extra.det, self.zone(into.extra), self.need("events", vg.form, vg.tok))
            raise self.error("a replacement reads 'cards that go into his ZONE are VERBED instead'", vg.tok, [])
        modal = vg.modal
        if vg.negated and modal in ("may", "can"):  # "may not be discarded": cannot
            modal = "cannot"
        elif vg.negated:
            raise self.error(f"'{vg.modal} not' is not understood", vg.tok, ["cannot be VERBED"])
        if modal not in MODALS or vg.form not in self.passives():
            raise self.error("a passive reads 'X cannot be VERBED'", vg.tok,
                             [f"cannot be {p}" for p in self.passives()])
        by = ""
        b = items.pp("by")
        if b is not None:
            words = [w for w in b.extra.plain() if w.lower() not in ("move", "moves")]
            if b.extra.det == "your" and words:
                by = self.need("nouns", " ".join(words), b.extra.tok)
            else:
                by = self.need("move_types", " ".join(words), b.extra.tok)
        thing = self.thing(subj)
        return m.Passive(**thing, modal=modal, verb=vg.form, by=by)

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
            if len(o) == 1 and not inner.det and len(inner.rels) == len(inner_of):
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
        if np.det == "this" and words and words[0].lower().endswith(("'s", "’s")) and not np.rels:
            noun = words[0][:-2]
            return dict(thing="this", noun=self.need("nouns", noun, np.tok),
                        stat=self.need("stats", " ".join(words[1:]), np.tok))
        if not np.det and [w.lower() for w in words] == ["attributes"] and not np.rels:
            return dict(thing="attributes")
        return dict(thing="agent", agent=self.agent(np))

    def v_aux(self, ph, items: Items):
        """A bare auxiliary: "This monster has used ..." is read by v_use; "A taunt is a move ..."."""
        subj, vg = ph.subject, ph.vg
        np = items.np()
        if vg.aux == "be" and subj is not None and subj.det in ("a", "an") and len(subj.plain()) == 1 and \
                np is not None and np.det in ("a", "an") and not vg.modal:
            genus = np.text.split()[1:]
            return m.Definition(str(subj.plain()[0]), tuple(genus))
        if vg.aux == "have" and not vg.modal and not vg.negated and subj is not None and np is not None and \
                items.has("amount") and self.agent(subj, required=False) is not None and \
                self.agent(subj).kind in ("scoped", "this"):  # "Your special move attacks have +1 priority"
            items.items.insert(0, P.Item("np", np, tok=np.tok))
            return self.scoped_modifier(replace(ph, vg=replace(vg, verb="have", form="have")), items)
        raise self.error(f"'{vg.tok}' is not understood here", vg.tok, [])

    def v_use(self, ph, items: Items):
        """"This monster has used 1 skill this turn." (a count of uses)"""
        vg = ph.vg
        if vg.aux == "have" and ph.subject is not None and not vg.modal:
            amt = items.take("amount", lambda it: it.value == "int")
            np = items.np()
            dur = items.take("duration")
            if amt and np and dur and dur.value.kind == "this_turn":
                return m.UsedCount(self.agent(ph.subject), amt.extra, self.name("nouns", np))
        raise self.error("'X has used N NOUNS this turn' is understood", vg.tok, ["This monster has used 1 skill this turn"])

    def restriction(self, ph, items: Items):
        """"Only a monster with "Cocoon" can use this card."."""
        subj, vg = ph.subject, ph.vg
        w = [r for r in subj.rels if r[0] == "with"]
        obj = items.np()
        if subj.det == "a" and self.is_word(replace(subj, det="", rels=()), "monster") and len(subj.rels) == 1 \
                and w and vg.modal == "can" and vg.verb == "use" and obj is not None and obj.det == "this" \
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


def _word(text: str, at) -> Token:
    """A word put in place of another (a synonym's canonical word), at its position."""
    return Token.new_borrow_pos("WORD", text, at) if isinstance(at, Token) else Token("WORD", text)


def _tok_of(body, meta):
    return getattr(body, "tok", None) or type("T", (), {"line": meta.line, "column": meta.column})()
