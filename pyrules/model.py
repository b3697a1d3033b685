"""The typed model of the statement language.

Every clause of a card text or rule statement is a frozen dataclass with two faces:
``term()`` gives the clingo term that the knowledge base reasons about, and
``render()`` gives the canonical English sentence.  Parsing the rendering again must
give an equal model: that round trip is how silent misparses are caught.

Words that a game declares (stats, attributes, card types, nouns) are kept as the
game's ids; the :class:`Vocabulary` turns them back into words when rendering.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from .asp import Function, Number, String, Symbol


def _f(name: str, *args: Symbol | int | str) -> Symbol:
    """A clingo function term; ints become numbers and strs become constants."""
    out = []
    for a in args:
        if isinstance(a, Symbol):
            out.append(a)
        elif isinstance(a, bool):
            raise TypeError("booleans are not terms")
        elif isinstance(a, int):
            out.append(Number(a))
        else:
            out.append(Function(a))
    return Function(name, out)


@dataclass(frozen=True)
class Vocabulary:
    """A game's words: each category maps an id to its accepted spellings (first = canonical)."""

    game: str
    title: str
    categories: Mapping[str, Mapping[str, tuple[str, ...]]]
    bounds: Mapping[str, int] = field(default_factory=dict)
    defaults: Mapping[str, str] = field(default_factory=dict)  # printed_kind, threshold_noun

    def lookup(self, category: str, words: str) -> str | None:
        """The id of ``words`` in ``category``, or None."""
        key = " ".join(words.lower().split())
        for ident, spellings in self.categories.get(category, {}).items():
            if key in (s.lower() for s in spellings):
                return ident
        return None

    def word(self, category: str, ident: str) -> str:
        """The canonical spelling of an id."""
        return self.categories[category][ident][0]

    def spellings(self, category: str) -> list[str]:
        """Every spelling accepted in a category (for error messages)."""
        return [s for sp in self.categories.get(category, {}).values() for s in sp]


# ---------------------------------------------------------------- agents and amounts

POSSESSIVES = {"all": "all", "your": "your", "user": "the user's", "target": "the target's",
               "holder": "this monster's", "opponent": "the opponent's", "attacker": "the attacker's"}


@dataclass(frozen=True)
class Agent:
    """Who a clause speaks of: "the user", "each ally of the user", "your punches", ..."""

    kind: str  # the | each | each_of | a | you | holder | every_monster | any_monster | scoped | this | each_in
    role: str = ""  # user, target, attacker, ally, opponent, player, defender
    of_role: str = ""
    possessive: str = ""  # your | user | holder | opponent (scoped only)
    next: bool = False
    noun: str = ""  # a vocabulary id (scoped and this only)
    cost: int = -1  # "your 0 cost projectiles": only cards of this printed cost (scoped only)
    within: str = ""  # "attacks in your combos": combo (scoped only)
    features: tuple[str, ...] = ()  # "your low blocks": features a card has besides its noun (scoped only)

    def selector(self) -> Symbol:
        """What the agent selects: its noun, or its noun and every feature (``selector_term``)."""
        return selector_term(self.features, self.noun)

    def term(self) -> Symbol:
        if self.kind == "attacks":  # a class of attacks (vocabulary "attack_classes")
            return _f("attacks", self.noun)
        if self.kind == "this":
            return _f("this", self.noun)
        if self.kind == "each_in":  # each monster of a group: each_in(opponents), each_in(feat(ground, all))
            return _f("each_in", self.selector())
        if self.kind == "scoped" and self.within:
            return _f("scoped", self.possessive, self.within, self.selector())
        if self.kind == "scoped" and self.cost >= 0:
            return _f("costing", self.cost, _f("scoped", self.possessive, "next" if self.next else "any", self.selector()))
        if self.kind in ("the", "each", "a"):
            return _f(self.kind, self.role)
        if self.kind == "each_of":
            return _f("each_of", self.role, self.of_role)
        if self.kind == "scoped":
            return _f("scoped", self.possessive, "next" if self.next else "any", self.selector())
        return Function(self.kind)

    def render(self, v: Vocabulary, capital: bool = False) -> str:
        if self.kind == "attacks":
            s = v.word("attack_classes", self.noun)
        elif self.kind == "the":
            s = f"the {self.role.replace('_', ' ')}"
        elif self.kind == "each":
            s = f"each {self.role}"
        elif self.kind == "each_of":
            s = f"each {self.role} of {'this monster' if self.of_role == 'holder' else 'the ' + self.of_role}"
        elif self.kind == "a":
            s = f"{'an' if self.role[0] in 'aeiou' else 'a'} {self.role}"
        elif self.kind == "you":
            s = "you"
        elif self.kind == "holder":
            s = "this monster"
        elif self.kind == "every_monster":
            s = "each monster"
        elif self.kind == "any_monster":
            s = "a monster"
        elif self.kind == "this":
            s = f"this {noun_word(v, self.noun, False)}"
        elif self.kind == "each_in":  # "each Ground monster": an attribute's word
            s = f"each {''.join(v.word('attributes', f) + ' ' for f in self.features)}{v.word('groups', self.noun)}"
        elif self.within:
            s = f"{noun_word(v, self.noun, True)} in your {self.within}s"
        else:
            pos = POSSESSIVES.get(self.possessive) or v.word("possessives", self.possessive)  # or the game's own
            cost = f"{self.cost} cost " if self.cost >= 0 else ""
            noun = noun_word(v, self.noun, True) if "nouns" in v.categories and self.noun in v.categories["nouns"] \
                and not self.next and (self.possessive == "your" or self.possessive not in POSSESSIVES
                                       or self.possessive == "opponent") else \
                noun_word(v, self.noun, not self.next) if "nouns" in v.categories and self.noun in v.categories["nouns"] \
                else v.word("nouns", self.noun)  # "this monster's POW moves", "its next POW move"
            s = f"{pos} {'next ' if self.next else ''}{cost}{feature_words(v, self.features)}{noun}"
        return s[0].upper() + s[1:] if capital else s


@dataclass(frozen=True)
class Amount:
    """A modifier amount: ``add`` (+N / -N) or ``mul`` (xN)."""

    op: str
    value: int

    def term(self) -> Symbol:
        return _f(self.op, self.value)

    def render(self) -> str:
        if self.op == "mul":
            return f"x{self.value}"
        return f"{'+' if self.value >= 0 else '-'}{abs(self.value)}"


# ---------------------------------------------------------------- clauses


class Clause:
    """A sentence of a card text or rule statement."""

    def term(self) -> Symbol:  # pragma: no cover - abstract
        raise NotImplementedError

    def render(self, v: Vocabulary) -> str:  # pragma: no cover - abstract
        raise NotImplementedError


@dataclass(frozen=True)
class Deal(Clause):
    """The move deals N damage to one / each / a split of a group, or to its user."""

    amount: int
    spread: str  # one | each | split | self
    group: str  # opponents | all | others | user
    filter: str = "any"  # an attribute id or any
    status: str = ""  # a status id: only the monsters with it ("each opponent monster with "Provoking"")
    status_name: str = ""

    def term(self) -> Symbol:
        if self.status:
            return _f("deal", self.amount, self.spread, self.group, self.filter, _f("with", self.status))
        return _f("deal", self.amount, self.spread, self.group, self.filter)

    def render(self, v: Vocabulary) -> str:
        if self.spread == "self":
            return f"Deals {self.amount} damage to the user"
        if self.group == "attacker":
            return f"Deals {self.amount} damage to the attacker"
        if self.group == "opponent":
            return f"Deals {self.amount} damage to the opponent"
        noun = {"opponents": "opponent monster", "all": "monster", "others": "other monster"}[self.group]
        if self.spread == "split":
            return f"Deals {self.amount} damage split among the opponent's monsters" if self.group == "opponents" \
                else f"Deals {self.amount} damage split among {noun}"
        filt = "" if self.filter == "any" else v.word("attributes", self.filter) + " "
        with_ = f' with "{self.status_name}"' if self.status else ""
        return f"Deals {self.amount} damage to {self.spread} {filt}{noun}{with_}"


@dataclass(frozen=True)
class Bonus(Clause):
    """Gives a modifier to the move it is played with: "Gives +2 damage."."""

    amount: Amount
    stat: str

    def term(self) -> Symbol:
        return _f("modifier", Function("played_with"), self.stat, self.amount.term(), Function("none"))

    def render(self, v: Vocabulary) -> str:
        return f"Gives {self.amount.render()} {v.word('stats', self.stat)}"


@dataclass(frozen=True)
class Bound:
    kind: str  # minimum | maximum
    value: int

    def term(self) -> Symbol:
        return _f(self.kind, self.value)


@dataclass(frozen=True)
class ScopedModifier(Clause):
    """A standing modifier on a scope: "Your punches do +1 damage."."""

    agent: Agent
    verb: str
    amount: Amount
    stat: str
    bound: Bound | None = None
    duration: Duration | None = None  # "this turn", "until your next turn": a floating modifier

    def term(self) -> Symbol:
        b = self.bound.term() if self.bound else Function("none")
        base = _f("modifier", self.agent.term(), self.stat, self.amount.term(), b)
        return _f("during", self.duration.term(), base) if self.duration else base

    def render(self, v: Vocabulary) -> str:
        if self.amount == Amount("add", 0) and self.bound == Bound("maximum", 0):  # "Your blocks cost 0 energy"
            return f"{self.agent.render(v, True)} {self.verb} 0 {v.word('stats', self.stat)}{_dur_render(self.duration)}"
        b = f" ({self.bound.kind} {self.bound.value})" if self.bound else ""
        return (f"{self.agent.render(v, True)} {self.verb} {self.amount.render()} {v.word('stats', self.stat)}{b}"
                f"{_dur_render(self.duration)}")


@dataclass(frozen=True)
class InsteadModifier(Clause):
    """A modifier that replaces the previous sentence's modifier of the same cards and stat while it works: "Your
    kicks do +1 damage. While you have 5 or more energy, they do +2 damage instead."."""

    modifier: ScopedModifier

    def term(self) -> Symbol:
        return _f("instead", self.modifier.term())

    def render(self, v: Vocabulary) -> str:
        return f"{self.modifier.render(v)} instead"


@dataclass(frozen=True)
class Duration:
    kind: str  # until_next_turn | this_turn

    def term(self) -> Symbol:
        return Function(self.kind)

    def render(self) -> str:
        return {"until_next_turn": " until your next turn", "this_turn": " this turn",
                "first_turn": " on the first turn"}[self.kind]


def _dur_term(d: Duration | None) -> Symbol:
    return d.term() if d else Function("none")


def _dur_render(d: Duration | None) -> str:
    return d.render() if d else ""


@dataclass(frozen=True)
class Deontic(Clause):
    """May / cannot / must: "The opponent cannot damage this monster."."""

    agent: Agent
    modal: str
    verb: str
    object: Agent | str | None = None  # an agent, or a noun id
    quantity: tuple[str, int] | None = None  # (at_most | at_least | any_number, N)
    limit: tuple[str, ...] = ()
    duration: Duration | None = None
    into: str = ""  # a zone of the game's vocabulary: "put at most 1 card into the super meter"
    tool: Agent | None = None  # the card it would be done with: "cannot block this attack with a 0 cost block"
    zone: str = ""  # the doer's own zone acted on (a zone id): "Your rival cannot search his deck."

    def term(self) -> Symbol:
        if self.zone:
            obj = _zone(self.zone)
        elif isinstance(self.object, Agent):
            obj = self.object.term()
        elif self.object:
            obj = _f("things", self.object)
        else:
            obj = Function("none")
        if self.tool is not None:
            obj = _f("with", obj, self.tool.term())
        if not self.quantity:
            q = Function("none")
        elif self.quantity[0] == "any_number":
            q = Function("any_number")
        else:
            q = _f(self.quantity[0], self.quantity[1])
        lim = _f("per", String(" ".join(self.limit))) if self.limit else Function("none")
        verb = _f("put_into", self.into) if self.into else self.verb
        return _f("deontic", self.modal, self.agent.term(), _f("act", verb, obj, q, lim),
                  _dur_term(self.duration))

    def render(self, v: Vocabulary) -> str:
        s = f"{self.agent.render(v, True)} {self.modal} {self.verb}"
        if self.quantity:
            kind, n = self.quantity
            if kind == "at_most_stat":  # "at most speed cards"
                s += f" at most {v.word('stats', str(n))}"
            else:
                s += {"at_most": f" at most {n}", "at_least": f" at least {n}", "any_number": " any number of"}[kind]
        if isinstance(self.object, Agent):
            s += " " + self.object.render(v)
        elif self.object:
            n = self.quantity[1] if self.quantity else 0
            word = v.word("nouns", self.object)
            if n != 1 and not word.endswith("s"):  # "any number of cards", "at most 2 cards": the plural
                word = noun_word(v, self.object, True)
            s += " " + _counted(word, n)
        if self.into:
            s += " into the " + v.word("zones", self.into)
        if self.zone:  # the doer's own zone: "your deck", "his deck"
            s += f" {'your' if self.agent.kind == 'you' else 'his'} {ZONE_WORDS[self.zone]}"
        if self.tool is not None:  # the doer's own cards of a kind: "with 0 cost blocks"
            s += " with " + self.tool.render(v).removeprefix("your ")
        if self.limit:
            s += " per " + " ".join(self.limit)
        return s + _dur_render(self.duration)


@dataclass(frozen=True)
class Passive(Clause):
    """A passive prohibition: "A move with final damage 3 or less cannot be used."."""

    thing: str  # threshold | own | attributes | agent
    modal: str
    verb: str  # used, reduced, changed, ...
    noun: str = ""
    stat: str = ""
    order: str = ""  # le | ge
    value: int = 0
    by: str = ""  # a move type id: "reduced by BLK"
    agent: Agent | None = None
    duration: Duration | None = None  # "... this turn": a floating prohibition
    cls: str = ""  # an attack class id (thing "class"): "Throws cannot be blocked."

    def term(self) -> Symbol:
        base = self._term()
        return _f("during", self.duration.term(), base) if self.duration else base

    def _term(self) -> Symbol:
        if self.thing == "class":
            t = _f("attacks", self.cls)
        elif self.thing == "threshold":
            t = _f("threshold", self.noun, self.stat, self.order, self.value)
        elif self.thing == "own":
            t = _f("own", self.stat)
        elif self.thing == "this":
            t = _f("this_stat", self.noun, self.stat)
        elif self.thing == "agent":
            assert self.agent is not None
            t = self.agent.term()
        else:
            t = Function(self.thing)
        by = _f("by", self.by) if self.by else Function("none")
        return _f("passive", self.modal, t, self.verb, by)

    def render(self, v: Vocabulary) -> str:
        if self.thing == "class":
            w = v.word("attack_classes", self.cls)
            t = w[0].upper() + w[1:]
        elif self.thing == "threshold":
            order = "or less" if self.order == "le" else "or more"
            t = f"A {self.noun} with {v.word('stats', self.stat)} {self.value} {order}"
        elif self.thing == "own":
            t = f"Its {v.word('stats', self.stat)}"
        elif self.thing == "this":
            t = f"This {noun_word(v, self.noun, False)}'s {v.word('stats', self.stat)}"
        elif self.thing == "agent":
            assert self.agent is not None
            t = self.agent.render(v, True)
        else:
            t = "Attributes"
        by = ""
        if self.by:
            by = " by " + (v.word("move_types", self.by) if self.by in v.categories.get("move_types", {})
                           else "your " + v.word("nouns", self.by))
        return f"{t} {self.modal} be {self.verb}{by}{_dur_render(self.duration)}"


@dataclass(frozen=True)
class ClassDeontic(Clause):
    """What a class of attacks may or cannot do to others: "A special move cannot negate a super move.",
    "A super move can negate any attack.", "Throws cannot be used to negate." (no object: any attack)."""

    cls: str  # an attack class id (vocabulary "attack_classes")
    modal: str  # cannot | can
    verb: str  # a verb id of the game: negate, counter, ...
    objects: tuple[str, ...] = ()  # attack class ids, one of which the verb acts on; () = any

    def term(self) -> Symbol:
        obj: Symbol = Function("none")
        for c in reversed(self.objects):
            obj = _f("attacks", c) if obj == Function("none") else _f("either", _f("attacks", c), obj)
        return _f("deontic", self.modal, _f("attacks", self.cls), _f("act", self.verb, obj, Function("none"),
                                                                     Function("none")), Function("none"))

    def render(self, v: Vocabulary) -> str:
        who = v.word("attack_classes", self.cls)
        verb = v.word("verbs", self.verb)
        if not self.objects:
            return f"{who[0].upper()}{who[1:]} {self.modal} be used to {verb}"
        objs = " or ".join(class_object(v, c) for c in self.objects)
        return f"{who[0].upper()}{who[1:]} {self.modal} {verb} {objs}"


def class_object(v: Vocabulary, cls: str) -> str:
    """An attack class as the object of a verb or a preposition ("against a tag super"): the game's
    vocabulary "attack_class_objects" where it differs from the class's name as a subject."""
    forms = v.categories.get("attack_class_objects", {}).get(cls)
    return forms[0] if forms else v.word("attack_classes", cls)


def class_plural(v: Vocabulary, cls: str) -> str:
    """An attack class's plural name ("basic attacks"): its first spelling without an article that ends in
    "s", else its name."""
    forms = [f for f in v.categories["attack_classes"][cls] if not f.startswith(("a ", "an ", "any "))]
    return next((f for f in forms if f.endswith("s")), v.word("attack_classes", cls))


@dataclass(frozen=True)
class ClassType(Clause):
    """The Type of the attacks of a class: "Basic attacks are Type C."."""

    cls: str  # an attack class id
    type: str  # a move type id
    default: bool = False  # "... unless the character's list says otherwise": the list's own Type first

    def term(self) -> Symbol:
        return _f("class_type_default" if self.default else "class_type", _f("attacks", self.cls), self.type)

    def render(self, v: Vocabulary) -> str:
        w = class_plural(v, self.cls)
        unless = " unless the character's list says otherwise" if self.default else ""
        return f"{w[0].upper()}{w[1:]} are Type {v.word('move_types', self.type)}{unless}"


@dataclass(frozen=True)
class ClassCost(Clause):
    """What a player discards to use an attack of a class: "To use a tag super, a player must discard 2
    Jokers."."""

    cls: str  # an attack class id
    count: int
    rank: str  # a rank id of the game

    def term(self) -> Symbol:
        return _f("class_cost", _f("attacks", self.cls), self.count, self.rank)

    def render(self, v: Vocabulary) -> str:
        forms = v.categories["ranks"][self.rank]
        word = forms[0] if self.count == 1 else next((f for f in forms if f.endswith("s")), forms[0])
        return f"To use {class_object(v, self.cls)}, a player must discard {self.count} {word}"


@dataclass(frozen=True)
class EndsPhase(Clause):
    """A phase ends: "the combat phase ends" (after a trigger: "When a player blocks, the combat phase ends.")."""

    phase: str  # a phase id of the game
    combo: bool = False  # "the combo and the combat phase end": the combo ends with it

    def term(self) -> Symbol:
        return _f("ends", self.phase) if not self.combo else _f("ends", _f("combo_and", self.phase))

    def render(self, v: Vocabulary) -> str:
        if self.combo:
            return f"The combo and the {v.word('phases', self.phase)} phase end"
        return f"The {v.word('phases', self.phase)} phase ends"


@dataclass(frozen=True)
class WhenUsed(Clause):
    """A trigger on the use of a class of attacks: "When a Type B move is used, the combat phase ends."."""

    cls: str  # an attack class id (vocabulary "attack_classes")
    clause: Clause

    def term(self) -> Symbol:
        return _f("when_used", _f("attacks", self.cls), self.clause.term())

    def render(self, v: Vocabulary) -> str:
        one = next((w for w in v.categories["attack_classes"][self.cls] if w.startswith(("a ", "an ", "any "))),
                   v.word("attack_classes", self.cls))  # one of the class: "a throw", not "throws"
        return f"When {one} is used, {_lower(self.clause.render(v))}"


@dataclass(frozen=True)
class PhaseOnly(Clause):
    """A permission limited to one phase: "A player may tag only during the clean-up phase."."""

    agent: Agent
    verb: str  # a verb id of the game
    phase: str  # a phase id of the game
    thing: str = ""  # what is played ("A player may play locations only during his Set Step"), a noun id

    def term(self) -> Symbol:
        if self.thing:
            return _f("only_during", self.agent.term(), self.verb, self.phase, _f("things", self.thing))
        return _f("only_during", self.agent.term(), self.verb, self.phase)

    def render(self, v: Vocabulary) -> str:
        when = v.defaults.get("phase_render", "the {} phase").format(v.word("phases", self.phase))
        kinds = v.categories["play_kinds"][self.thing] if self.thing else ()
        what = " " + next((w for w in kinds if w.endswith("s")), kinds[0]).lower() if self.thing else ""
        return f"{self.agent.render(v, True)} may {v.word('verbs', self.verb)}{what} only during {when}"


@dataclass(frozen=True)
class HandLimit(Clause):
    """The most cards a player may hold at the end of a turn, a number or a stat of the player's character:
    "A player cannot have more than endurance cards in hand at the end of the turn."."""

    agent: Agent
    count: int = 0  # a number of cards, when no stat
    stat: str = ""  # a stat id of the game (the active character's)

    def term(self) -> Symbol:
        limit = _f("stat", self.stat) if self.stat else _f("count", self.count)
        return _f("hand_limit", self.agent.term(), limit)

    def render(self, v: Vocabulary) -> str:
        n = v.word("stats", self.stat) if self.stat else str(self.count)
        return f"{self.agent.render(v, True)} cannot have more than {n} cards in hand at the end of the turn"


@dataclass(frozen=True)
class CardBound(Clause):
    """The highest card value a use of a card allows, a stat of the character: "A basic attack cannot use a
    card above the character's strength.", "A block card cannot be above the character's strength."."""

    use: str  # what the card is used for (vocabulary "card_uses": basic, block)
    stat: str  # a stat id of the game (the character's)

    def term(self) -> Symbol:
        return _f("card_bound", self.use, "at_most", self.stat)

    def render(self, v: Vocabulary) -> str:
        who = v.word("card_uses", self.use)
        stat = v.word("stats", self.stat)
        if who.endswith(" card"):  # "A block card": the card itself
            return f"{who[0].upper()}{who[1:]} cannot be above the character's {stat}"
        return f"{who[0].upper()}{who[1:]} cannot use a card above the character's {stat}"


@dataclass(frozen=True)
class KingPieces(Clause):
    """How few pieces of a King card make it unplayable: "You cannot play a King card if you have 3 or
    less pieces."."""

    most: int  # the most pieces with which the King card cannot be played

    def term(self) -> Symbol:
        return _f("king_pieces_at_most", self.most)

    def render(self, v: Vocabulary) -> str:
        return f"You cannot play a King card if you have {self.most} or less pieces"


@dataclass(frozen=True)
class EnergyWorth(Clause):
    """What each card in the energy pile is worth: "Each card in your energy pile is worth 1 energy."."""

    amount: int

    def term(self) -> Symbol:
        return _f("energy_worth", self.amount)

    def render(self, v: Vocabulary) -> str:
        return f"Each card in your energy pile is worth {self.amount} energy"


@dataclass(frozen=True)
class InPlayLimit(Clause):
    """The most cards of a kind a player may have in play: "A player may have at most 1 technique in
    play."."""

    kind: str  # a noun id of the game (vocabulary "play_kinds")
    count: int
    copies: bool = False  # "at most 1 copy of each support": the copies of one card, not the kind's cards

    def term(self) -> Symbol:
        what = _f("things", self.kind)
        return _f("in_play_limit", _f("copies", what) if self.copies else what, self.count)

    def render(self, v: Vocabulary) -> str:
        kinds = v.categories["play_kinds"][self.kind]
        if self.copies:
            return (f"A player may have at most {self.count} {'copy' if self.count == 1 else 'copies'} of each "
                    f"{kinds[0].lower()} in play")
        noun = kinds[0] if self.count == 1 else next((w for w in kinds if w.endswith("s")), kinds[0])
        return f"A player may have at most {self.count} {noun.lower()} in play"


@dataclass(frozen=True)
class ArenaLimit(Clause):
    """The most cards of a kind in play at once, both players' together: "There can be at most 1 location in
    play."."""

    kind: str  # a noun id of the game (vocabulary "play_kinds", defaults "arena_kinds")
    count: int

    def term(self) -> Symbol:
        return _f("arena_limit", _f("things", self.kind), self.count)

    def render(self, v: Vocabulary) -> str:
        kinds = v.categories["play_kinds"][self.kind]
        noun = kinds[0] if self.count == 1 else next((w for w in kinds if w.endswith("s")), kinds[0])
        return f"There can be at most {self.count} {noun.lower()} in play"


@dataclass(frozen=True)
class Destination(Clause):
    """The zone a card of a kind goes to when it is done with: "A finished attack goes to your energy
    pile.", "A replaced location goes to its owner's discard pile."."""

    state: str  # finished | replaced (vocabulary defaults "destinations")
    kind: str  # a noun id of the game
    whose: str  # you | owner
    zone: str  # a zone id (ZONE_WORDS)

    def term(self) -> Symbol:
        return _f("goes_to", _f(self.state), _f("things", self.kind), _f(self.whose), _f("zone", self.zone))

    def render(self, v: Vocabulary) -> str:
        whose = "your" if self.whose == "you" else "its owner's"
        return f"A {self.state} {noun_word(v, self.kind, False)} goes to {whose} {ZONE_WORDS[self.zone]}"


@dataclass(frozen=True)
class FaceInArena(Clause):
    """Whether a face-down card of a kind is in the arena: "A face down support is not in the arena."."""

    kind: str  # a noun id of the game (vocabulary "play_kinds")
    inside: bool

    def term(self) -> Symbol:
        return _f("face_in_arena", _f("down"), _f("things", self.kind), _f("yes" if self.inside else "no"))

    def render(self, v: Vocabulary) -> str:
        noun = v.categories["play_kinds"][self.kind][0].lower()
        return f"A face down {noun} is {'' if self.inside else 'not '}in the arena"


@dataclass(frozen=True)
class PileOrder(Clause):
    """Whether a pile's order may change: "Discard piles cannot be reordered."."""

    zone: str  # a zone id (vocabulary defaults "ordered_zones")
    change: str  # reordered | shuffled (vocabulary defaults "order_changes")
    modal: str  # cannot | can

    def term(self) -> Symbol:
        return _f("pile_order", _zone(self.zone), _f(self.change), _f(self.modal))

    def render(self, v: Vocabulary) -> str:
        return f"{ZONE_WORDS[self.zone].capitalize()}s {self.modal} be {self.change}"


@dataclass(frozen=True)
class FloatDefault(Clause):
    """How long a floating effect with no duration of its own lasts: "A floating effect with no duration ends at
    the end of the turn."."""

    duration: str  # this_turn | until_next_turn

    def term(self) -> Symbol:
        return _f("float_default", _f(self.duration))

    def render(self, v: Vocabulary) -> str:
        noun = v.defaults.get("floating_noun", "floating effect")
        if self.duration == "this_turn":
            return f"A {noun} with no duration ends at the end of the turn"
        return f"A {noun} with no duration lasts{Duration(self.duration).render()}"


@dataclass(frozen=True)
class KeepsStatuses(Clause):
    """The statuses a monster keeps through a state: "A KO'd monster keeps its statuses."."""

    state: str  # a state id of the game (vocabulary "states")

    def term(self) -> Symbol:
        return _f("keeps_statuses", _f(self.state))

    def render(self, v: Vocabulary) -> str:
        return f"A {v.word('states', self.state)} monster keeps its statuses"


@dataclass(frozen=True)
class UsesAction(Clause):
    """Whether doing an act on a card of a kind is the turn's Action: "Flipping a support uses your action for the
    turn.", "Flipping a support uses no action."."""

    act: str  # a verb id of the game with a gerund (vocabulary "gerunds")
    kind: str  # a noun id of the game (vocabulary "play_kinds")
    uses: bool

    def term(self) -> Symbol:
        return _f("uses_action", _f(self.act), _f("things", self.kind), _f("yes" if self.uses else "no"))

    def render(self, v: Vocabulary) -> str:
        doing = v.categories["gerunds"][self.act][0].capitalize()
        noun = v.categories["play_kinds"][self.kind][0].lower()
        return f"{doing} {_a(noun)} uses {'your action for the turn' if self.uses else 'no action'}"


@dataclass(frozen=True)
class KeepOne(Clause):
    """A second card of a kind while one is face up asks its player to keep one: "If you would flip a second
    technique while one is face up, you must keep one and discard the other."."""

    verb: str  # flip | set
    kind: str  # a noun id of the game (vocabulary "play_kinds")

    def term(self) -> Symbol:
        return _f("keep_one", _f(self.verb), _f("things", self.kind))

    def render(self, v: Vocabulary) -> str:
        noun = v.categories["play_kinds"][self.kind][0].lower()
        return (f"If you would {self.verb} a second {noun} while one is face up, you must keep one and discard "
                "the other")


@dataclass(frozen=True)
class AloneBar(Clause):
    """A card that cannot be played when it is the only card in its player's zone: "This card cannot be played
    if it is the only card in your hand."."""

    zone: str  # a zone id (ZONE_WORDS)

    def term(self) -> Symbol:
        return _f("alone_bar", _f("zone", self.zone))

    def render(self, v: Vocabulary) -> str:
        return f"This card cannot be played if it is the only card in your {ZONE_WORDS[self.zone]}"


@dataclass(frozen=True)
class OwnDefense(Clause):
    """Whether a player may defend against their own side's attack: "You cannot use defense cards against
    your own attack."."""

    modal: str  # cannot | can

    def term(self) -> Symbol:
        return _f("own_defense", _f(self.modal))

    def render(self, v: Vocabulary) -> str:
        return f"You {self.modal} use defense cards against your own attack"


@dataclass(frozen=True)
class RankValue(Clause):
    """The value a rank of card has in a use: "When dodging, an Ace counts as 1."."""

    rank: str  # a rank id of the game (vocabulary "ranks")
    use: str  # a verb id of the game (the use: dodge)
    value: int

    def term(self) -> Symbol:
        return _f("rank_value", self.rank, self.use, self.value)

    def render(self, v: Vocabulary) -> str:
        rank = v.word("ranks", self.rank)
        use = v.word("verbs", self.use)
        ing = use[:-1] + "ing" if use.endswith("e") else use + "ing"
        return f"When {ing}, {'an' if rank[0].lower() in 'aeiou' else 'a'} {rank} counts as {self.value}"


@dataclass(frozen=True)
class BlockMatch(Clause):
    """The height of block an attack of a height takes: "A high attack can only be blocked by a high
    block."."""

    attack: str  # a height id of the game (vocabulary "heights")
    block: str

    def term(self) -> Symbol:
        return _f("block_match", self.attack, self.block)

    def render(self, v: Vocabulary) -> str:
        return (f"A {v.word('heights', self.attack)} attack can only be blocked by a "
                f"{v.word('heights', self.block)} block")


@dataclass(frozen=True)
class PlayCost(Clause):
    """The energy it costs to play a kind of card: "Playing a support costs 0 energy."."""

    kind: str  # a noun id of the game (the kind of card)
    amount: int
    free: bool = False  # "has no cost", "costs nothing": no energy and no other cost

    def term(self) -> Symbol:
        return _f("play_cost", _f("things", self.kind), "free" if self.free else self.amount)

    def render(self, v: Vocabulary) -> str:
        noun = v.word("nouns", self.kind).lower()
        cost = "has no cost" if self.free else f"costs {self.amount} energy"
        return f"Playing {'an' if noun[0] in 'aeiou' else 'a'} {noun} {cost}"


@dataclass(frozen=True)
class PlayedFace(Clause):
    """How a kind of card enters the arena: "A location is played face up.", "A support is played face
    down."."""

    kind: str  # a noun id of the game (the kind of card)
    face: str  # up | down (a zone id of the game)

    def term(self) -> Symbol:
        return _f("played_face", _f("things", self.kind), self.face)

    def render(self, v: Vocabulary) -> str:
        noun = v.word("nouns", self.kind)
        return f"{'An' if noun[0].lower() in 'aeiou' else 'A'} {noun.lower()} is played face {self.face}"


@dataclass(frozen=True)
class ReduceNext(Clause):
    """A one-shot reduction of the next damage someone takes: "The next damage the user takes is reduced
    by 2."."""

    agent: Agent
    amount: int

    def term(self) -> Symbol:
        return _f("reduce_next", self.agent.term(), self.amount)

    def render(self, v: Vocabulary) -> str:
        return f"The next damage {self.agent.render(v)} takes is reduced by {self.amount}"


@dataclass(frozen=True)
class Absorb(Clause):
    """A text absorbing part of each hit of a class of attacks on the one it speaks of: "Absorbs 2 damage from every
    special move." (each such hit deals 2 less to it, not below 0)."""

    agent: Agent
    amount: int
    cls: str  # an attack class id

    def term(self) -> Symbol:
        return _f("absorb", self.agent.term(), self.amount, _f("attacks", self.cls))

    def render(self, v: Vocabulary) -> str:
        # "every special move": the class's first spelling without an article and not a plural
        words = v.categories.get("attack_classes", {}).get(self.cls, [])
        one = next((w for w in words if not w.lower().startswith(("a ", "an ", "any ")) and not w.endswith("s")),
                   v.word("attack_classes", self.cls))
        return f"{self.agent.render(v, True)} absorbs {self.amount} damage from every {one}"


@dataclass(frozen=True)
class HalveFrom(Clause):
    """A text halving each hit of a class of attacks on the one it speaks of: "Ranged attacks deal half damage to this
    character, rounded down." (rounding: down | up, or "" when the text gives none)."""

    agent: Agent
    cls: str  # an attack class id
    rounding: str = ""

    def term(self) -> Symbol:
        return _f("halve_from", self.agent.term(), _f("attacks", self.cls), self.rounding or "none")

    def render(self, v: Vocabulary) -> str:
        words = v.categories.get("attack_classes", {}).get(self.cls, [])
        one = next((w for w in words if not w.lower().startswith(("a ", "an ", "any ")) and not w.endswith("s")),
                   v.word("attack_classes", self.cls))
        tail = f", rounded {self.rounding}" if self.rounding else ""
        return f"{self.agent.render(v, True)} takes half of the damage from every {one}{tail}"


@dataclass(frozen=True)
class DefenseFactor(Clause):
    """A multiplier on a block's defense total against attacks of a class: "Against a super move, the
    defense total is doubled."."""

    cls: str  # an attack class id
    factor: int

    def term(self) -> Symbol:
        return _f("defense_factor", _f("attacks", self.cls), self.factor)

    def render(self, v: Vocabulary) -> str:
        how = "doubled" if self.factor == 2 else f"multiplied by {self.factor}"
        return f"Against {class_object(v, self.cls)}, the {v.word('stats', 'defense_total')} is {how}"


@dataclass(frozen=True)
class AfterCombo(Clause):
    """Whether the one who made an event may go on with its combo: "After a throw, the thrower may use the remaining
    combo points.", "After the ranged attack that follows a dodge, the defender cannot combo."."""

    event: str  # an event id of the game (vocabulary "after_events"; its maker: "after_actors")
    modal: str  # may | cannot

    def term(self) -> Symbol:
        return _f("after_combo", self.event, self.modal)

    def render(self, v: Vocabulary) -> str:
        how = v.word("after_may", self.event) if self.modal == "may" else "cannot combo"
        return f"After {v.word('after_events', self.event)}, {v.word('after_actors', self.event)} {how}"


@dataclass(frozen=True)
class AfterAs(Clause):
    """After an attack of a class its maker goes on with the combo as after an opener: "After a Type E move, the user
    may spend the remaining combo points as after a Type A move."."""

    cls: str  # the class of the attack after which
    opener: str  # the class it is treated as (vocabulary "opener_classes")

    def term(self) -> Symbol:
        return _f("after_as", _f("attacks", self.cls), _f("attacks", self.opener))

    def render(self, v: Vocabulary) -> str:
        def one(cls):
            forms = v.categories["attack_classes"][cls]
            return next((f for f in forms if f.startswith(("a ", "an "))), forms[0])
        return f"After {one(self.cls)}, the user may spend the remaining combo points as after {one(self.opener)}"


@dataclass(frozen=True)
class RecoveryAmount(Clause):
    """What a recovery heals, a stat of the recovering (inactive) character: "The HP recovered is equal to the inactive
    character's defense bonus."."""

    stat: str  # a stat id of the game

    def term(self) -> Symbol:
        return _f("recovery_amount", _f("stat", self.stat))

    def render(self, v: Vocabulary) -> str:
        return f"The HP recovered is equal to the inactive character's {v.word('stats', self.stat)}"


@dataclass(frozen=True)
class RecoveryCap(Clause):
    """The most HP a recovery brings the inactive character to: "The inactive character's HP cannot be recovered above
    its starting HP."."""

    kind: str  # stat | count
    value: object  # a stat id (starting_hp) or a number

    def term(self) -> Symbol:
        return _f("recovery_cap", _f(self.kind, self.value))

    def render(self, v: Vocabulary) -> str:
        cap = f"its {v.word('stats', self.value)}" if self.kind == "stat" else str(self.value)
        return f"The inactive character's HP cannot be recovered above {cap}"


@dataclass(frozen=True)
class FullDamage(Clause):
    """ "CLASS deals full damage to a blocking opponent": only a part of a BreaksBlock; a sentence that says it alone
    is an error (pyrules/statements.py)."""

    cls: str  # an attack class id

    def term(self) -> Symbol:
        return _f("full_damage", _f("attacks", self.cls))

    def render(self, v: Vocabulary) -> str:
        return f"{v.word('attack_classes', self.cls)} deals full damage to a blocking opponent"


@dataclass(frozen=True)
class BreaksBlock(Clause):
    """An attack class that goes through a block: "A move with (U) deals full damage to a blocking opponent and the
    block card is discarded."."""

    cls: str  # an attack class id

    def term(self) -> Symbol:
        return _f("breaks_block", _f("attacks", self.cls))

    def render(self, v: Vocabulary) -> str:
        forms = v.categories["attack_classes"][self.cls]
        w = next((f for f in forms if f.startswith(("a ", "an "))), forms[0])
        return (f"{w[0].upper()}{w[1:]} deals full damage to a blocking opponent and the block card is discarded")


@dataclass(frozen=True)
class BlockClass(Clause):
    """Where the block card goes when an attack of a class meets a block: "When a throw is made against a blocking
    character, the block card is discarded."."""

    cls: str  # an attack class id
    dest: str  # hand | discard

    def term(self) -> Symbol:
        return _f("block_class", _f("attacks", self.cls), self.dest)

    def render(self, v: Vocabulary) -> str:
        forms = v.categories["attack_classes"][self.cls]
        w = next((f for f in forms if f.startswith(("a ", "an "))), forms[0])
        where = "the block card returns to the hand" if self.dest == "hand" else "the block card is discarded"
        return f"When {w} is made against a blocking character, {where}"


@dataclass(frozen=True)
class NegationDamage(Clause):
    """The damage a negating attack still deals: "When a ranged attack negates a ranged move of equal or lower attack
    value, it deals half of its damage to the opponent, rounded down."."""

    by: str  # the negating attack's class id
    what: str  # the negated attack's class id
    bound: str = ""  # le: of equal or lower attack value ("": any)

    def term(self) -> Symbol:
        return _f("negation_damage", _f("attacks", self.by), _f("attacks", self.what),
                  self.bound or Function("any"), "half_down")

    def render(self, v: Vocabulary) -> str:
        def one(cls, noun):  # "a ranged attack" negates "a ranged move": the class's spelling with that noun
            forms = v.categories["attack_classes"][cls]
            ones = [f for f in forms if f.startswith(("a ", "an "))]
            return next((f for f in ones if f.endswith(noun)), ones[0] if ones else forms[0])
        value = " of equal or lower attack value" if self.bound == "le" else ""
        return (f"When {one(self.by, 'attack')} negates {one(self.what, 'move')}{value}, it deals half of its damage "
                "to the opponent, rounded down")


@dataclass(frozen=True)
class NegationColour(Clause):
    """The colour a negating attack's card must have against the negated one's: "A basic attack can only be negated by
    a basic attack of the opposite colour."."""

    by: str  # the negating attack's class id
    what: str  # the negated attack's class id
    colour: str  # opposite | same

    def term(self) -> Symbol:
        return _f("negation_colour", _f("attacks", self.by), _f("attacks", self.what), self.colour)

    def render(self, v: Vocabulary) -> str:
        def one(cls):
            forms = v.categories["attack_classes"][cls]
            return next((f for f in forms if f.startswith(("a ", "an "))), f"a {v.word('attack_classes', cls)}")
        what = one(self.what)
        return f"{what[0].upper()}{what[1:]} can only be negated by {one(self.by)} of the {self.colour} colour"


@dataclass(frozen=True)
class BlockCombo(Clause):
    """The blocked opening attacks after which the attacker may still combo: "Against a blocking character, the attacker
    cannot combo after the first attack unless it is a throw or has (U)."."""

    classes: tuple  # the excepted attack class ids, in the vocabulary's order

    def term(self) -> Symbol:
        out = _f("attacks", self.classes[-1])
        for cls in reversed(self.classes[:-1]):
            out = _f("either", _f("attacks", cls), out)
        return _f("block_combo", out)

    def render(self, v: Vocabulary) -> str:
        def part(cls):
            attrs = {f"attr_{a}": forms[0] for a, forms in v.categories.get("move_attributes", {}).items()}
            if cls in attrs:
                return f"has ({attrs[cls]})"
            forms = v.categories["attack_classes"][cls]
            return "is " + next((f for f in forms if f.startswith(("a ", "an "))), f"a {v.word('attack_classes', cls)}")
        return ("Against a blocking character, the attacker cannot combo after the first attack unless it "
                + " or ".join(part(c) for c in self.classes))


@dataclass(frozen=True)
class NegationValue(Clause):
    """How a negating attack's card value must compare with the negated one's: "A basic attack used to negate must have
    an equal or higher value than the basic attack it negates."."""

    by: str  # the negating attack's class id
    what: str  # the negated attack's class id
    order: str  # ge | gt: equal or higher, or higher

    def term(self) -> Symbol:
        return _f("negation_value", _f("attacks", self.by), _f("attacks", self.what), self.order)

    def render(self, v: Vocabulary) -> str:
        def one(cls):
            forms = v.categories["attack_classes"][cls]
            return next((f for f in forms if f.startswith(("a ", "an "))), f"a {v.word('attack_classes', cls)}")
        by, what = one(self.by), one(self.what).split(" ", 1)[1]
        value = "an equal or higher value" if self.order == "ge" else "a higher value"
        return f"{by[0].upper()}{by[1:]} used to negate must have {value} than the {what} it negates"


@dataclass(frozen=True)
class NegationOnly(Clause):
    """The only attacks that may negate those of a class: "A move with (R) can only be negated by a ranged attack or a
    move with greater attack value."."""

    by: str  # the class of the attacks that may negate
    what: str  # the negated attacks' class
    value: str = ""  # greater: or any attack of greater attack value ("": no other)

    def term(self) -> Symbol:
        return _f("negation_only", _f("attacks", self.by), _f("attacks", self.what), self.value or Function("none"))

    def render(self, v: Vocabulary) -> str:
        def one(cls, noun):
            forms = v.categories["attack_classes"][cls]
            ones = [f for f in forms if f.startswith(("a ", "an "))]
            return next((f for f in ones if f.endswith(noun)), ones[0] if ones else forms[0])
        what = one(self.what, "")
        other = " or a move with greater attack value" if self.value == "greater" else ""
        return f"{what[0].upper()}{what[1:]} can only be negated by {one(self.by, 'attack')}{other}"


@dataclass(frozen=True)
class ZoneFloor(Clause):
    """The lowest card value a zone takes, above a stat of the character: "Only number cards above the character's
    strength may be put into the super meter."."""

    zone: str  # a zone id of the game (vocabulary "capacity_zones")
    stat: str  # a stat id of the game (the character's)

    def term(self) -> Symbol:
        return _f("zone_floor", self.zone, _f("above", self.stat))

    def render(self, v: Vocabulary) -> str:
        return (f"Only number cards above the character's {v.word('stats', self.stat)} may be put into the "
                f"{v.word('zones', self.zone)}")


@dataclass(frozen=True)
class PriorityHit(Clause):
    """Who takes the damage when an answering attack's priority is higher or lower: "If the variable counter's priority
    is higher, the opponent's active character takes its damage.", "If the variable counter's priority is lower, the
    character using it takes the attack's damage."."""

    cls: str  # the answering attack's class id (vocabulary "priority_outcome_classes")
    who: str  # higher: active | inactive, the opponent's character that takes it; lower: user | active, the answering
    #           attack's user or the active character (the one the answered attack was made against)
    order: str = "higher"  # higher | lower: the answering attack's priority against the answered one's

    def term(self) -> Symbol:
        return _f("priority_hit", _f("attacks", self.cls), self.order, self.who)

    def render(self, v: Vocabulary) -> str:
        forms = v.categories["attack_classes"][self.cls]
        name = next((f for f in forms if not f.startswith(("a ", "an ")) and not f.endswith("s")), forms[0])
        if self.order == "lower":
            whom = "the character using it" if self.who == "user" else f"the {self.who} character"
            return f"If the {name}'s priority is lower, {whom} takes the attack's damage"
        return f"If the {name}'s priority is higher, the opponent's {self.who} character takes its damage"


@dataclass(frozen=True)
class DrawnAfterKo(Clause):
    """A rank drawn once a character is KOed may go into a zone, counting N: "If a Joker is drawn after a character is
    KOed, it may be put into the super meter as a 10."."""

    rank: str  # a rank id of the game
    zone: str  # a zone id of the game (vocabulary "capacity_zones")
    value: int

    def term(self) -> Symbol:
        return _f("drawn_after_ko", self.rank, _f("put_into", self.zone), self.value)

    def render(self, v: Vocabulary) -> str:
        return (f"If a {v.word('ranks', self.rank)} is drawn after a character is KOed, it may be put into the "
                f"{v.word('zones', self.zone)} as a {self.value}")


@dataclass(frozen=True)
class ShuffleCut(Clause):
    """Whether the opponent may cut a deck a player reshuffled: "After a player reshuffles, the opponent may cut the
    deck."."""

    modal: str  # may | cannot

    def term(self) -> Symbol:
        return _f("shuffle_cut", self.modal)

    def render(self, v: Vocabulary) -> str:
        return f"After a player reshuffles, the opponent {self.modal} cut the deck"


@dataclass(frozen=True)
class DodgeStat(Clause):
    """The stat of the dodging character a dodge's flipped card must not exceed: "A dodge succeeds if the flipped card
    is equal to or lower than the character's agility."."""

    stat: str  # a stat id of the game

    def term(self) -> Symbol:
        return _f("dodge_succeeds", _f("at_most", self.stat))

    def render(self, v: Vocabulary) -> str:
        return (f"A dodge succeeds if the flipped card is equal to or lower than the character's "
                f"{v.word('stats', self.stat)}")


@dataclass(frozen=True)
class ComboOrder(Clause):
    """The order the attacks of a class take in a combo: "Basic attacks in a combo must be played in sequential
    order.", "... may be played in any order."."""

    cls: str  # an attack class id (vocabulary "sequence_classes")
    order: str  # sequential | any

    def term(self) -> Symbol:
        return _f("combo_order", _f("attacks", self.cls), self.order)

    def render(self, v: Vocabulary) -> str:
        forms = v.categories["attack_classes"][self.cls]
        name = next((f for f in forms if f.endswith("s") and not f.startswith(("a ", "an "))), forms[0])
        how = "must be played in sequential order" if self.order == "sequential" else "may be played in any order"
        return f"{name[0].upper()}{name[1:]} in a combo {how}"


@dataclass(frozen=True)
class AbilityTiming(Clause):
    """When a special ability may be used: "A special ability may be used at any time unless its text limits it." (its
    own text may name a phase), "... at any time." (whatever its text says)."""

    limited: bool  # True: unless its text limits it

    def term(self) -> Symbol:
        return _f("ability_timing", "any_time", "text_limits" if self.limited else Function("none"))

    def render(self, v: Vocabulary) -> str:
        return "A special ability may be used at any time" + (" unless its text limits it" if self.limited else "")


@dataclass(frozen=True)
class SearchShuffle(Clause):
    """Whether a searched zone is shuffled after: "If the draw pile is searched, it is shuffled afterwards."."""

    zone: str  # a zone id of the game (vocabulary "shuffled_zones")
    shuffled: bool

    def term(self) -> Symbol:
        return _f("search_shuffle", self.zone, "yes" if self.shuffled else "no")

    def render(self, v: Vocabulary) -> str:
        zone = "draw pile" if self.zone == "deck" else v.word("zones", self.zone)
        return f"If the {zone} is searched, it is {'' if self.shuffled else 'not '}shuffled afterwards"


@dataclass(frozen=True)
class KoRemoved(Clause):
    """Whether a KOed character of a kind of battle leaves the game: "In a tag battle, a KOed character is removed from
    the game."."""

    mode: str  # a battle id of the game (vocabulary "battle_modes")
    removed: bool

    def term(self) -> Symbol:
        return _f("ko_removed", self.mode, "yes" if self.removed else "no")

    def render(self, v: Vocabulary) -> str:
        mode = v.word("battle_modes", self.mode)
        return f"In {mode}, a KOed character is {'' if self.removed else 'not '}removed from the game"


@dataclass(frozen=True)
class WinWhen(Clause):
    """How many of the opponent's characters a player must KO to win a kind of battle: "In a tag battle, a player
    wins when both of the opponent's characters are KOed."."""

    mode: str  # a battle id of the game (vocabulary "battle_modes")
    count: str  # all | any

    def term(self) -> Symbol:
        return _f("win_when", self.mode, self.count)

    def render(self, v: Vocabulary) -> str:
        ko = "both of the opponent's characters are KOed" if self.count == "all" else \
            "one of the opponent's characters is KOed"
        return f"In {v.word('battle_modes', self.mode)}, a player wins when {ko}"


@dataclass(frozen=True)
class BlockAdds(Clause):
    """The stat of the blocking character a block adds to its card's value: "When the character blocks, its defense
    bonus is added to the block card's value."."""

    stat: str  # a stat id of the game (the character's)

    def term(self) -> Symbol:
        return _f("block_adds", self.stat)

    def render(self, v: Vocabulary) -> str:
        return f"When the character blocks, its {v.word('stats', self.stat)} is added to the block card's value"


@dataclass(frozen=True)
class PairCards(Clause):
    """The stat the value of an attack's pair of number cards must be above: "A throw must use 2 number cards of the
    same value above the character's strength."."""

    cls: str  # an attack class id (vocabulary defaults "pair_classes")
    stat: str  # a stat id of the game (the character's)

    def term(self) -> Symbol:
        return _f("pair_cards", _f("attacks", self.cls), _f("above", self.stat))

    def render(self, v: Vocabulary) -> str:
        forms = v.categories["attack_classes"][self.cls]
        w = next((f for f in forms if f.startswith(("a ", "an "))), forms[0])
        return (f"{w[0].upper()}{w[1:]} must use 2 number cards of the same value above the character's "
                f"{v.word('stats', self.stat)}")


@dataclass(frozen=True)
class TagAfter(Clause):
    """A tag-in after each attack of a class: "After a variable counter, the inactive character becomes the active
    character."."""

    cls: str  # an attack class id

    def term(self) -> Symbol:
        return _f("tag_after", _f("attacks", self.cls))

    def render(self, v: Vocabulary) -> str:
        forms = v.categories["attack_classes"][self.cls]
        w = next((f for f in forms if f.startswith(("a ", "an "))), forms[0])
        return f"After {w}, the inactive character becomes the active character"


@dataclass(frozen=True)
class TechHitOutcome(Clause):
    """What a tech hit does to the throw it answers: "When a throw is tech hit, it is negated [and the combat phase
    ends]."."""

    ends: bool  # whether the thrower's combat phase ends with it

    def term(self) -> Symbol:
        return _f("tech_hit_negates", _f("attacks", "throw"), _f("ends", "combat") if self.ends else "none")

    def render(self, v: Vocabulary) -> str:
        return "When a throw is tech hit, it is negated" + (" and the combat phase ends" if self.ends else "")


@dataclass(frozen=True)
class DodgeOutcome(Clause):
    """What a successful dodge does: "When a dodge succeeds, the attack is avoided [and the attacker's combat phase
    ends]."."""

    ends: bool  # whether the attacker's combat phase ends with it

    def term(self) -> Symbol:
        return _f("dodge_avoids", _f("ends", "combat") if self.ends else "none")

    def render(self, v: Vocabulary) -> str:
        return "When a dodge succeeds, the attack is avoided" + (" and the attacker's combat phase ends" if self.ends
                                                                 else "")


@dataclass(frozen=True)
class AfterReply(Clause):
    """The attack an event lets its maker make against the attacker: "After a successful dodge, the defender may make
    1 ranged attack against the attacker."."""

    event: str  # an event id of the game (vocabulary "after_events"; defaults "reply_events")
    kind: str  # ranged | any

    def term(self) -> Symbol:
        return _f("after_reply", self.event, self.kind)

    def render(self, v: Vocabulary) -> str:
        what = "ranged attack" if self.kind == "ranged" else "attack"
        return (f"After {v.word('after_events', self.event)}, {v.word('after_actors', self.event)} may make 1 {what} "
                "against the attacker")


@dataclass(frozen=True)
class DiscardLimit(Clause):
    """How many cards a player may discard for a purpose each period: "During the clean-up phase, a player may discard
    at most 1 card per turn to recover the inactive character's HP."."""

    purpose: str  # a purpose id of the game (vocabulary "discard_purposes")
    count: int
    period: str  # a period id of the game
    phase: str = ""  # a phase id of the game ("": none said)

    def term(self) -> Symbol:
        return _f("discard_limit", self.purpose, self.count, self.period, self.phase or Function("none"))

    def render(self, v: Vocabulary) -> str:
        lead = f"During the {v.word('phases', self.phase)} phase, a" if self.phase else "A"
        cards = "card" if self.count == 1 else "cards"
        return (f"{lead} player may discard at most {self.count} {cards} per {v.word('periods', self.period)} to "
                f"{v.word('discard_purposes', self.purpose)}")


@dataclass(frozen=True)
class Exchange(Clause):
    """What a player may buy with cards of a zone worth a total: "During the clean-up phase, a player may discard
    super meter cards totalling 40 to search the draw pile or the discard pile for an Ace."."""

    zone: str  # a zone id of the game
    total: int
    mode: str  # sum ("totalling N": the document's own words, exactly or at least open) | exactly | at_least
    what: str  # an exchange id of the game (vocabulary "exchanges")
    phase: str = ""  # a phase id of the game ("": none said)

    def term(self) -> Symbol:
        return _f("exchange", self.zone, self.total, self.mode, self.what, self.phase or Function("none"))

    def render(self, v: Vocabulary) -> str:
        lead = f"During the {v.word('phases', self.phase)} phase, a" if self.phase else "A"
        more = " or more" if self.mode == "at_least" else ""
        exactly = "exactly " if self.mode == "exactly" else ""
        return (f"{lead} player may discard {v.word('zones', self.zone)} cards totalling {exactly}{self.total}{more} to "
                f"{v.word('exchanges', self.what)}")


@dataclass(frozen=True)
class CardCost(Clause):
    """The cards a player's action takes: "To tag, a player must discard 2 cards of the same rank equal to or below
    the character's strength."."""

    verb: str  # a verb id of the game (vocabulary "card_cost_verbs")
    count: int
    stat: str = ""  # the character's stat that bounds each card's value ("": none)

    def term(self) -> Symbol:
        return _f("card_cost", self.verb, self.count, "same_rank", _f("at_most", self.stat) if self.stat else
                  Function("none"))

    def render(self, v: Vocabulary) -> str:
        bound = f" equal to or below the character's {v.word('stats', self.stat)}" if self.stat else ""
        cards = "card" if self.count == 1 else "cards"
        return (f"To {v.word('verbs', self.verb)}, a player must discard {self.count} {cards} of the same rank"
                f"{bound}")


@dataclass(frozen=True)
class ZoneLimit(Clause):
    """The most cards a zone holds: "The super meter has no card limit.", "The super meter can hold at most 10
    cards."."""

    zone: str  # a zone id of the game (vocabulary "capacity_zones")
    count: int  # 0: no limit

    def term(self) -> Symbol:
        return _f("zone_limit", self.zone, self.count if self.count else Function("none"))

    def render(self, v: Vocabulary) -> str:
        zone = f"The {v.word('zones', self.zone)}"
        if not self.count:
            return f"{zone} has no card limit"
        return f"{zone} can hold at most {self.count} {'card' if self.count == 1 else 'cards'}"


@dataclass(frozen=True)
class BaseOnly(Clause):
    """The attacks of a class deal their base damage, no text's modifier changing it: "A variable counter deals
    only its base damage."."""

    cls: str  # an attack class id

    def term(self) -> Symbol:
        return _f("base_only", _f("attacks", self.cls))

    def render(self, v: Vocabulary) -> str:
        forms = v.categories["attack_classes"][self.cls]
        w = next((f for f in forms if f.startswith(("a ", "an "))), forms[0])  # one attack: "A throw deals ..."
        return f"{w[0].upper()}{w[1:]} deals only its base damage"


@dataclass(frozen=True)
class ClassStat(Clause):
    """Where a stat of the attacks of a class comes from, for a class that prints none (the game's vocabulary
    "class_stat_classes"): "A basic attack deals damage equal to its card's value.", "A basic attack has
    priority equal to the character's basic attack priority.", "A basic attack costs 1 combo point per card."."""

    cls: str  # an attack class id
    stat: str  # damage | priority | combo_points (a stat id of the game)
    source: str  # card_value | stat | per_card
    of: str = ""  # stat: the character's stat id
    count: int = 0  # per_card: how many for each card

    def term(self) -> Symbol:
        src = _f("stat", self.of) if self.source == "stat" else \
            _f("per_card", self.count) if self.source == "per_card" else Function(self.source)
        return _f("class_stat", _f("attacks", self.cls), self.stat, src)

    def render(self, v: Vocabulary) -> str:
        w = v.word("attack_classes", self.cls)
        who = w[0].upper() + w[1:]
        if self.source == "per_card":
            unit = v.word("stats", self.stat)
            unit = unit[:-1] if self.count == 1 and unit.endswith("s") else unit
            return f"{who} costs {self.count} {unit} per card"
        src = "its card's value" if self.source == "card_value" else f"the character's {v.word('stats', self.of)}"
        verb = "deals" if self.stat == "damage" else "has"
        return f"{who} {verb} {v.word('stats', self.stat)} equal to {src}"


@dataclass(frozen=True)
class ClassUse(Clause):
    """When attacks of a class may be used: "A Type D move cannot be used in a combo.", "A Type E move can
    only be used to counter.", "A Type C move may be used at most 2 times per combo.", "A Type A move can only be used as the first
    attack of the combat phase."."""

    cls: str  # an attack class id (vocabulary "attack_classes")
    modal: str  # cannot | only | at_most | only_first
    within: str  # combo | counter (what the use is in / for; only_first: the period it opens)
    count: int = 0  # at_most: how many uses

    def term(self) -> Symbol:
        return _f("class_use", self.modal, _f("attacks", self.cls), self.within, self.count)

    def render(self, v: Vocabulary) -> str:
        w = v.word("attack_classes", self.cls)
        who = w[0].upper() + w[1:]
        if self.modal == "at_most":
            return f"{who} may be used at most {self.count} {'time' if self.count == 1 else 'times'} per {self.within}"
        if self.modal == "only":
            return f"{who} can only be used to {v.word('verbs', self.within)}"
        if self.modal == "only_first":
            return f"{who} can only be used as the first attack of the {v.word('periods', self.within)}"
        return f"{who} cannot be used in a {self.within}"


@dataclass(frozen=True)
class Take(Clause):
    """Who takes the damage: a redirection, a reflection or a halving ("instead")."""

    agent: Agent
    half: bool
    instead_of: Agent | None = None

    def term(self) -> Symbol:
        inst = self.instead_of.term() if self.instead_of else Function("none")
        return _f("take", self.agent.term(), "half" if self.half else "whole", inst)

    def render(self, v: Vocabulary) -> str:
        s = f"{self.agent.render(v, True)} takes {'half of ' if self.half else ''}the damage"
        return s + (f" instead of {self.instead_of.render(v)}" if self.instead_of else "")


@dataclass(frozen=True)
class Halve(Clause):
    """Halves a stat: "Halves the user's life points."."""

    possessive: str
    stat: str

    def term(self) -> Symbol:
        return _f("halve", self.possessive, self.stat)

    def render(self, v: Vocabulary) -> str:
        return f"Halves {POSSESSIVES[self.possessive]} {v.word('stats', self.stat)}"


@dataclass(frozen=True)
class SetValue(Clause):
    """A replacement on a state: "If the target would be KO'd, its life points become 1 instead."."""

    agent: Agent
    state: str
    stat: str
    value: int

    def term(self) -> Symbol:
        return _f("set_instead", self.agent.term(), self.state, self.stat, self.value)

    def render(self, v: Vocabulary) -> str:
        return (f"If {self.agent.render(v)} would be {v.word('states', self.state)}, "
                f"its {v.word('stats', self.stat)} become {self.value} instead")


@dataclass(frozen=True)
class ZeroDamage(Clause):
    """Damage becomes a fixed amount: "This monster takes 0 damage."."""

    agent: Agent
    amount: int = 0
    move_type: str = ""  # a move type id: only that type's damage
    duration: Duration | None = None  # "until your next turn": takes_fixed/4

    def term(self) -> Symbol:
        if self.duration is not None:
            return _f("takes_fixed", self.agent.term(), self.amount, self.move_type or "any", self.duration.term())
        return _f("takes_fixed", self.agent.term(), self.amount, self.move_type or "any")

    def render(self, v: Vocabulary) -> str:
        if self.move_type:
            return (f"The damage of {v.word('move_types', self.move_type)} moves to "
                    f"{self.agent.render(v)} becomes {self.amount}{_dur_render(self.duration)}")
        who = self.agent.render(v, True)
        plural = self.agent.kind == "you" or (self.agent.kind == "scoped" and not self.agent.next and who.endswith("s"))
        verb = "take" if plural else "takes"
        return f"{who} {verb} {self.amount} damage{_dur_render(self.duration)}"


@dataclass(frozen=True)
class Become(Clause):
    """An attribute change: "The target becomes Air."."""

    agent: Agent
    attribute: str

    def term(self) -> Symbol:
        return _f("become", self.agent.term(), self.attribute)

    def render(self, v: Vocabulary) -> str:
        return f"{self.agent.render(v, True)} becomes {v.word('attributes', self.attribute)}"


@dataclass(frozen=True)
class Grant(Clause):
    """A status given to someone: "The user gets "Doll" until your next turn."."""

    agent: Agent
    status: str  # a status id
    status_name: str
    duration: Duration | None = None

    def term(self) -> Symbol:
        return _f("grant", self.agent.term(), self.status, _dur_term(self.duration))

    def render(self, v: Vocabulary) -> str:
        verb = "get" if self.agent.kind == "you" else "gets"
        return f'{self.agent.render(v, True)} {verb} "{self.status_name}"{_dur_render(self.duration)}'


@dataclass(frozen=True)
class LifeLoss(Clause):
    """Life point loss that is not damage: "Each monster loses 1 life point."."""

    agent: Agent
    amount: int
    stat: str

    def term(self) -> Symbol:
        return _f("lose", self.agent.term(), self.amount, self.stat)

    def render(self, v: Vocabulary) -> str:
        return f"{self.agent.render(v, True)} loses {self.amount} {_counted(v.word('stats', self.stat), self.amount)}"


def _cards(n: int) -> str:
    return "card" if n == 1 else "cards"


def _counted(word: str, n: int) -> str:
    """A plural vocabulary word agreeing with a count: "1 skill", "2 skills"."""
    return word[:-1] if n == 1 and word.endswith("s") else word


@dataclass(frozen=True)
class Draw(Clause):
    """Draw N cards."""

    amount: int

    def term(self) -> Symbol:
        return _f("draw", self.amount)

    def render(self, v: Vocabulary) -> str:
        return f"Draw {self.amount} {_cards(self.amount)}"


@dataclass(frozen=True)
class Discard(Clause):
    """Discard N cards from a zone of yours."""

    amount: int
    zone: str
    agent: Agent | None = None  # "Your rival discards 1 card from his hand": whose; None: you

    def term(self) -> Symbol:
        if self.agent is not None:
            return _f("discard_by", self.agent.term(), self.amount, self.zone)
        return _f("discard", self.amount, self.zone)

    def render(self, v: Vocabulary) -> str:
        if self.agent is not None:
            return (f"{self.agent.render(v, True)} discards {self.amount} {_cards(self.amount)} from his "
                    f"{ZONE_WORDS.get(self.zone, self.zone)}")
        return f"Discard {self.amount} {_cards(self.amount)} from your {self.zone}"


@dataclass(frozen=True)
class MoveCards(Clause):
    """Cards move between your zones: "Return 1 card from your hand to your deck."."""

    amount: int
    source: str
    dest: str
    top: bool = False

    def term(self) -> Symbol:
        return _f("move_cards", self.amount, _f("zone", self.source.replace(" ", "_")),
                  _f("zone", self.dest.replace(" ", "_")), "top" if self.top else "chosen")

    def render(self, v: Vocabulary) -> str:
        if self.top:
            return f"Put the top {self.amount} {_cards(self.amount)} of your {self.source} into your {self.dest}"
        return f"Return {self.amount} {_cards(self.amount)} from your {self.source} to your {self.dest}"


@dataclass(frozen=True)
class MoveAllBelow(Clause):
    """A zone holding fewer than N cards moves all of them into another: "If your deck has fewer than 5 cards,
    put all cards of your deck into your guts." (Wild Rush's short deck, MR-HND-06, as a text of its own)."""

    below: int
    source: str
    dest: str

    def term(self) -> Symbol:
        return _f("if_fewer", _f("zone", self.source.replace(" ", "_")), self.below,
                  _f("move_cards", Function("all"), _f("zone", self.source.replace(" ", "_")),
                     _f("zone", self.dest.replace(" ", "_")), "top"))

    def render(self, v: Vocabulary) -> str:
        return (f"If your {self.source} has fewer than {self.below} cards, put all cards of your {self.source} "
                f"into your {self.dest}")


@dataclass(frozen=True)
class Sequence(Clause):
    """Two clauses in order: "A, then B"."""

    first: Clause
    then: Clause

    def term(self) -> Symbol:
        return _f("then", self.first.term(), self.then.term())

    def render(self, v: Vocabulary) -> str:
        second = self.then.render(v)
        return f"{self.first.render(v)}, then {_lower(second)}"


@dataclass(frozen=True)
class Trigger(Clause):
    """A triggered effect: "When this card is played, draw 1 card."; "When the target is damaged, ..."."""

    event: str
    effect: Clause
    agent: Agent | None = None  # None: this card

    def term(self) -> Symbol:
        who = self.agent.term() if self.agent else Function("this_card")
        return _f("when", who, self.event, self.effect.term())

    def render(self, v: Vocabulary) -> str:
        e = self.effect.render(v)
        who = self.agent.render(v) if self.agent else "this card"
        a = self.agent
        if a is not None and a.kind == "scoped" and a.possessive == "your" and not (a.next or a.within) and a.cost < 0:
            who = f"your {noun_word(v, a.noun, False)}"  # "When your attack is blocked": any one of them
        event = v.word("events", self.event) if self.event in v.categories.get("events", {}) else self.event
        return f"When {who} is {event}, {_lower(e)}"


@dataclass(frozen=True)
class Conditioned(Clause):
    """A clause that holds while someone has a status: "While the user has "Cocoon", ..."."""

    agent: Agent
    status: str
    status_name: str
    clause: Clause

    def term(self) -> Symbol:
        return _f("while_has", self.agent.term(), self.status, self.clause.term())

    def render(self, v: Vocabulary) -> str:
        inner = self.clause.render(v)
        return f'While {self.agent.render(v)} {_has(self.agent)} "{self.status_name}", {_lower(inner)}'


@dataclass(frozen=True)
class WhileDoing(Clause):
    """A clause that holds while the user does something: "While blocking, the user gains +2 defense bonus."."""

    verb: str  # a verb id of the game's vocabulary
    doing: str  # its -ing form, as the vocabulary spells it
    clause: Clause

    def term(self) -> Symbol:
        return _f("while_doing", self.verb, self.clause.term())

    def render(self, v: Vocabulary) -> str:
        inner = self.clause.render(v)
        return f"While {self.doing}, {_lower(inner)}"


@dataclass(frozen=True)
class WhenDoes(Clause):
    """A trigger on what someone does: "When the user counters, draw 1 card."."""

    agent: Agent
    verb: str  # a verb id of the game's vocabulary
    form: str  # its third-person form, as the vocabulary spells it
    clause: Clause
    success: bool = False  # "When the user successfully dodges": only when the action succeeds (succeeded(VERB))

    def term(self) -> Symbol:
        verb = _f("succeeded", self.verb) if self.success else self.verb
        return _f("when_does", self.agent.term(), verb, self.clause.term())

    def render(self, v: Vocabulary) -> str:
        inner = self.clause.render(v)
        adverb = "successfully " if self.success else ""
        return f"When {self.agent.render(v)} {adverb}{self.form}, {_lower(inner)}"


@dataclass(frozen=True)
class IfState(Clause):
    """What a card's text does when it is in a state: "If this move is blocked, it deals 0 damage."."""

    agent: Agent
    state: str  # a participle of the game's passives ("blocked"), or the id of a verb of its own ("hit")
    clause: Clause
    form: str = ""  # the verb's third-person form for a verb of its own: "If this move hits, ..."

    def term(self) -> Symbol:
        return _f("if_is", self.agent.term(), self.state, self.clause.term())

    def render(self, v: Vocabulary) -> str:
        if self.form:
            return f"If {self.agent.render(v)} {self.form}, {_lower(self.clause.render(v))}"
        if self.agent.kind == "attacks" and isinstance(self.clause, OwnDamage):  # a rule on a class of attacks
            n = self.clause.amount
            name = self.agent.render(v)
            if name.startswith(("a ", "an ")) and " with " not in name:  # "A blocked basic attack ..."
                return f"A {self.state} {name.split(' ', 1)[1]} deals {n or 'no'} damage"
            return f"{self.agent.render(v, True)} deals {n or 'no'} damage if it is {self.state}"
        return f"If {self.agent.render(v)} is {self.state}, {_lower(self.clause.render(v))}"


@dataclass(frozen=True)
class OwnDamage(Clause):
    """The damage a card's text says it deals itself: "it deals 0 damage"."""

    amount: int

    def term(self) -> Symbol:
        return _f("deals_own", self.amount)

    def render(self, v: Vocabulary) -> str:
        return f"it deals {self.amount} damage"


@dataclass(frozen=True)
class Versus(Clause):
    """An attribute clause of a move: double / no damage to X, can only / cannot damage X."""

    effect: str  # double | triple | none | only | cannot | not_on | only_on ("Cannot be used on Air monsters")
    attribute: str  # an attribute id, or "" with a status
    status: str = ""  # a status id: "double damage to monsters with "Provoking""
    status_name: str = ""

    def term(self) -> Symbol:
        if self.status:
            return _f("versus", self.effect, _f("with", self.status))
        return _f("versus", self.effect, self.attribute)

    def render(self, v: Vocabulary) -> str:
        if self.status:
            word = {"double": "double", "triple": "triple", "none": "no"}[self.effect]
            return f'Deals {word} damage to monsters with "{self.status_name}"'
        a = v.word("attributes", self.attribute)
        return {"double": f"Deals double damage to {a} monsters", "none": f"Deals no damage to {a} monsters",
                "triple": f"Deals triple damage to {a} monsters",
                "only": f"Can only damage {a} monsters", "cannot": f"Cannot damage {a} monsters",
                "not_on": f"Cannot be used on {a} monsters", "only_on": f"Can only be used on {a} monsters"}[self.effect]


@dataclass(frozen=True)
class IfAttribute(Clause):
    """A clause that holds when someone has an attribute: "If the target is an Air monster, ..."."""

    agent: Agent
    attribute: str
    clause: Clause

    def term(self) -> Symbol:
        return _f("if_attribute", self.agent.term(), self.attribute, self.clause.term())

    def render(self, v: Vocabulary) -> str:
        a = v.word("attributes", self.attribute)
        inner = self.clause.render(v)
        art = "an" if a[:1].lower() in "aeiou" else "a"
        return f"If {self.agent.render(v)} is {art} {a} monster, {_lower(inner)}"


@dataclass(frozen=True)
class IfDoing(Clause):
    """A clause of a card's own text that holds while someone is doing something (one of the game's lasting
    verbs): "If the opponent is blocking, this move does +3 damage."."""

    agent: Agent
    verb: str  # a verb id of the game's vocabulary (its "while_verbs")
    doing: str  # its -ing form, as the vocabulary spells it
    clause: Clause

    def term(self) -> Symbol:
        return _f("if_doing", self.agent.term(), self.verb, self.clause.term())

    def render(self, v: Vocabulary) -> str:
        return f"If {self.agent.render(v)} is {self.doing}, {_lower(self.clause.render(v))}"


@dataclass(frozen=True)
class IfUsed(Clause):
    """A clause of a card's own text that holds when the card is used for a purpose the game names: "If this move is
    used to counter a ranged attack, this move gains +2 priority."."""

    agent: Agent
    purpose: str  # an id of the game's "use_purposes"
    words: str  # its spelling ("counter a ranged attack")
    clause: Clause

    def term(self) -> Symbol:
        return _f("if_used", self.agent.term(), self.purpose, self.clause.term())

    def render(self, v: Vocabulary) -> str:
        return f"If {self.agent.render(v)} is used to {self.words}, {_lower(self.clause.render(v))}"


@dataclass(frozen=True)
class OnlyCounters(Clause):
    """What a card may be used to counter: "This move can only counter super moves and throws."."""

    agent: Agent
    classes: tuple[str, ...]  # ids of the game's "attack_classes", in the vocabulary's order

    def term(self) -> Symbol:
        out: Symbol = Function("nil")
        for cl in reversed(self.classes):
            out = Function("cons", [Function(cl), out])
        return _f("only_counters", self.agent.term(), out)

    def render(self, v: Vocabulary) -> str:
        def plural(cl: str) -> str:
            spellings = v.categories["attack_classes"][cl]
            return next((s for s in spellings if s.endswith("s") and not s.startswith(("a ", "an "))), spellings[0])
        names = [plural(cl) for cl in self.classes]
        listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        return f"{self.agent.render(v)[:1].upper()}{self.agent.render(v)[1:]} can only counter {listed}"


@dataclass(frozen=True)
class IfCount(Clause):
    """A clause that holds when someone's count is at most / at least N: "If the user has 3 or less life
    points, ..."."""

    agent: Agent
    value: int
    order: str  # ge | le
    stat: str
    clause: Clause

    def term(self) -> Symbol:
        return _f("if_count", self.agent.term(), self.stat, self.order, self.value, self.clause.term())

    def render(self, v: Vocabulary) -> str:
        order = "or more" if self.order == "ge" else "or less"
        cond = f"{self.agent.render(v)} {_has(self.agent)} {self.value} {order} {v.word('stats', self.stat)}"
        if isinstance(self.clause, OnlyUsed):  # "This move may only be used if the user has 30 or less HP."
            return f"{self.clause.render(v)} if {cond}"
        return f"If {cond}, {_lower(self.clause.render(v))}"


@dataclass(frozen=True)
class OnlyUsed(Clause):
    """ "This move may only be used": the text's own thing's use, allowed only under the condition around it (read
    only inside one: "This move may only be used if the user has 30 or less HP.")."""

    noun: str = "move"

    def term(self) -> Symbol:
        return Function("only_used")

    def render(self, v: Vocabulary) -> str:
        return f"This {self.noun} may only be used"


@dataclass(frozen=True)
class UsedCount(Clause):
    """A count of uses: "This monster has used 1 skill this turn."."""

    agent: Agent
    amount: int
    noun: str

    def term(self) -> Symbol:
        return _f("used", self.agent.term(), self.amount, self.noun)

    def render(self, v: Vocabulary) -> str:
        return f"{self.agent.render(v, True)} has used {self.amount} {_counted(v.word('nouns', self.noun), self.amount)} this turn"


@dataclass(frozen=True)
class Ends(Clause):
    """A status that ends on an event: "This status ends if this monster is damaged."."""

    agent: Agent
    event: str

    def term(self) -> Symbol:
        return _f("ends_if", self.agent.term(), self.event)

    def render(self, v: Vocabulary) -> str:
        event = v.word("events", self.event) if self.event in v.categories.get("events", {}) else self.event
        return f"This status ends if {self.agent.render(v)} is {event}"


@dataclass(frozen=True)
class Definition(Clause):
    """A definition: "A taunt is a move that restricts damage."."""

    word: str
    genus: tuple[str, ...]

    def term(self) -> Symbol:
        return _f("defines", String(self.word), String(" ".join(self.genus)))

    def render(self, v: Vocabulary) -> str:
        return f"A {self.word} is a {' '.join(self.genus)}"


BLOCK_OPS = {"gt": "greater than", "ge": "equal to or greater than", "lt": "lower than",
             "le": "equal to or lower than", "eq": "equal to"}
BLOCK_FLIP = {"gt": "lt", "ge": "le", "lt": "gt", "le": "ge", "eq": "eq"}
BLOCK_QUANTITIES = {"damage": "the damage", "value": "a blocked basic attack's value"}
BLOCK_DEST = {"hand": "the block card returns to the hand", "discard": "the block card is discarded"}


@dataclass(frozen=True)
class BlockCard(Clause):
    """Where the block card goes ("The block card is discarded."): only the result of a BlockRule's
    comparison; a sentence that says it alone is an error (pyrules/statements.py)."""

    dest: str  # hand | discard

    def term(self) -> Symbol:
        return _f("block_card_to", self.dest)

    def render(self, v: Vocabulary) -> str:
        return BLOCK_DEST[self.dest][0].upper() + BLOCK_DEST[self.dest][1:]


@dataclass(frozen=True)
class BlockCardLater(Clause):
    """Where the block card goes at the start of its player's next turn: only the result of a BlockUnattacked's
    condition; a sentence that says it alone is an error (pyrules/statements.py)."""

    dest: str  # hand | discard

    def term(self) -> Symbol:
        return _f("block_card_later", self.dest)

    def render(self, v: Vocabulary) -> str:
        return f"{BLOCK_DEST[self.dest][0].upper()}{BLOCK_DEST[self.dest][1:]} at the start of your next turn"


@dataclass(frozen=True)
class BlockUnattacked(Clause):
    """Where a block card the opponent did not attack goes: "If the opponent does not attack, the block card returns
    to the hand at the start of your next turn."."""

    dest: str  # hand | discard

    def term(self) -> Symbol:
        return _f("block_unattacked", self.dest)

    def render(self, v: Vocabulary) -> str:
        return f"If the opponent does not attack, {BLOCK_DEST[self.dest]} at the start of your next turn"


@dataclass(frozen=True)
class BlockRule(Clause):
    """Where the block card goes by how the blocked attack compares with the defense total: "If the damage is
    equal to or greater than the defense total, the block card is discarded." (quantity OP defense total)."""

    quantity: str  # damage (of a blocked attack other than a basic one) | value (of a blocked basic attack)
    op: str  # gt | ge | lt | le | eq
    dest: str  # hand | discard

    def term(self) -> Symbol:
        return _f("block_card", self.quantity, self.op, self.dest)

    def render(self, v: Vocabulary) -> str:
        q = BLOCK_QUANTITIES[self.quantity]
        if self.dest == "hand":  # "If the defense total is greater than the damage, ..."
            cond = f"the defense total is {BLOCK_OPS[BLOCK_FLIP[self.op]]} {q}"
        else:
            cond = f"{q} is {BLOCK_OPS[self.op]} the defense total"
        return f"If {cond}, {BLOCK_DEST[self.dest]}"


@dataclass(frozen=True)
class Exempt(Clause):
    """A type of move that a kind of rule does not bind: "SPE moves are not affected by taunts."."""

    move_type: str
    rule: str

    def term(self) -> Symbol:
        return _f("exempt", self.move_type, self.rule)

    def render(self, v: Vocabulary) -> str:
        return f"{v.word('move_types', self.move_type)} moves are not affected by {v.word('rule_kinds', self.rule)}"


@dataclass(frozen=True)
class Restriction(Clause):
    """Only a monster with a status can use this card."""

    status: str
    status_name: str

    def term(self) -> Symbol:
        return _f("requires_status", self.status)

    def render(self, v: Vocabulary) -> str:
        return f'Only a monster with "{self.status_name}" can use this card'


@dataclass(frozen=True)
class UseCondition(Clause):
    """A card that can only be used while a condition holds: "Can only be used if the user has 3 or less life
    points.", "Can only be used if you have 5 or more guts.", "Can only be used if each ally of the user is KO'd."."""

    agent: Agent
    kind: str  # count | ko
    stat: str = ""
    order: str = ""  # ge | le (count only)
    value: int = 0

    def term(self) -> Symbol:
        if self.kind == "ko":
            return _f("use_only_if", _f("ko", self.agent.term()))
        return _f("use_only_if", _f("count", self.agent.term(), self.stat, self.order, self.value))

    def render(self, v: Vocabulary) -> str:
        if self.kind == "ko":
            return f"Can only be used if {self.agent.render(v)} is KO'd"
        order = "or more" if self.order == "ge" else "or less"
        return (f"Can only be used if {self.agent.render(v)} {_has(self.agent)} {self.value} {order} "
                f"{v.word('stats', self.stat)}")


@dataclass(frozen=True)
class StatLine(Clause):
    """A line of a stat block: "Damage: 8.", "Type: A(R).", "Cards: King + up to 1 additional King.".

    ``numbers`` holds one number, or several alternatives ("1 or 2"); ``code`` a letter code
    (a move type and its attribute ids); ``word`` a vocabulary id (a rank, a phase), with
    ``extra``/``extra_word`` for "+ up to N additional WORD".
    """

    stat: str
    numbers: tuple[int, ...] = ()
    code: str = ""
    attributes: tuple[str, ...] = ()
    word: str = ""
    word_category: str = ""
    extra: int = 0
    extra_word: str = ""
    copies: int = 0  # "Ace + Ace": this many cards of ``word``, all needed (0: one)
    name: str = ""  # another entry, by name: 'Special ability: "Iron Skin"'
    name_id: str = ""

    def term(self) -> Symbol:
        if self.name:
            return _f("stat", self.stat, _f("entry", self.name_id))
        if len(self.numbers) == 1:
            value = Number(self.numbers[0])
        elif self.numbers:
            value = _f("alt", *self.numbers)
        elif self.code:
            attrs = Function("nil")
            for a in reversed(self.attributes):
                attrs = _f("cons", a, attrs)
            value = _f("code", self.code, attrs)
        elif self.extra:
            value = _f("cards", self.word, self.extra, self.extra_word)
        elif self.copies > 1:
            value = _f("needed", self.word, self.copies)
        else:
            value = Function(self.word)
        return _f("stat", self.stat, value)

    def render(self, v: Vocabulary) -> str:
        head = v.word("stats", self.stat)
        head = head[0].upper() + head[1:]
        if self.name:
            return f'{head}: "{self.name}"'
        if self.numbers:
            value = " or ".join(map(str, self.numbers))
        elif self.code:
            value = v.word("move_types", self.code)
            if self.attributes:
                value += "(" + ", ".join(v.word("move_attributes", a) for a in self.attributes) + ")"
        else:
            value = v.word(self.word_category, self.word)
            if self.copies > 1:
                value = " + ".join([value] * self.copies)
            if self.extra:
                value += f" + up to {self.extra} additional {v.word(self.word_category, self.extra_word)}"
        return f"{head}: {value}"


@dataclass(frozen=True)
class Avoid(Clause):
    """The move avoids N attacks of a kind: "Avoids 1 special move attack."."""

    count: int
    noun: str
    features: tuple[str, ...] = ()  # "Avoids 1 ranged special move attack": ranged
    others: tuple[tuple[tuple[str, ...], str], ...] = ()  # "... or special move attack": (features, noun) each

    def term(self) -> Symbol:
        out = selector_term(self.features, self.noun)
        for features, noun in self.others:  # either(First, either(Second, Third))
            out = _f("either", out, selector_term(features, noun))
        return _f("avoid", self.count, out)

    def render(self, v: Vocabulary) -> str:
        alts = [(self.features, self.noun), *self.others]
        return f"Avoids {self.count} " + " or ".join(f"{feature_words(v, f)}{v.word('nouns', n)}" for f, n in alts)


@dataclass(frozen=True)
class WithExtra(Clause):
    """A clause that holds when N extra cards are added: "With 1 additional King, deals 8 ..."."""

    count: int
    word: str
    clause: Clause

    def term(self) -> Symbol:
        return _f("with_extra", self.count, self.word, self.clause.term())

    def render(self, v: Vocabulary) -> str:
        inner = self.clause.render(v)
        return f"With {self.count} additional {v.word('ranks', self.word)}, {inner[0].lower()}{inner[1:]}"


@dataclass(frozen=True)
class EachExtra(Clause):
    """A clause that holds once for every extra card of a rank added to a move: "Each additional Queen deals 4 more
    damage." (with 2 additional Queens, twice)."""

    word: str
    clause: Clause

    def term(self) -> Symbol:
        return _f("each_extra", self.word, self.clause.term())

    def render(self, v: Vocabulary) -> str:
        inner = self.clause.render(v)
        return f"For each additional {v.word('ranks', self.word)}, {inner[0].lower()}{inner[1:]}"


@dataclass(frozen=True)
class Reset(Clause):
    """A text that claims to reset a used stat: "Resets used combo points."."""

    stat: str

    def term(self) -> Symbol:
        return _f("reset", self.stat)

    def render(self, v: Vocabulary) -> str:
        return f"Resets used {v.word('stats', self.stat)}"


# ---------------------------------------------------------------- card-game effects
# Zones, triggers, replacements, taxes and searches, as a trading card game prints them.


def _lower(text: str) -> str:
    """A sentence's first letter in lower case, after a leading clause ("POW moves" keeps its capitals)."""
    return text if not text or text[1:2].isupper() else text[0].lower() + text[1:]


def _zone(zone: str) -> Symbol:
    return _f("zone", zone)


ZONE_WORDS = {"hand": "hand", "deck": "deck", "discard_pile": "discard pile", "guts": "guts",
              "energy_pile": "energy pile", "removed_pile": "removed pile"}


def selector_term(features: tuple[str, ...], noun: str) -> Symbol:
    """A noun and the features a card must also have, as one term: the noun alone ("block"), or
    feat(Feature, Rest) for each feature, the first outermost ("low blocks": feat(low, block)).
    The rules read it through the game's membership predicate (is_a/2 in Epic Battles)."""
    term: Symbol = Function(noun)
    for f in reversed(features):
        term = _f("feat", f, term)
    return term


def feature_words(v: Vocabulary, features: tuple[str, ...]) -> str:
    """The words of a selector's features, each followed by a space ("low ")."""
    return "".join(v.word("features", f) + " " for f in features)


def noun_word(v: Vocabulary, noun: str, plural: bool) -> str:
    """A noun's spelling, plural ("punches") or singular ("a punch"), as the vocabulary has them."""
    spellings = v.categories["nouns"][noun]
    pick = [s for s in spellings if s.endswith("s") == plural]
    return (pick or list(spellings))[0]


def _a(word: str) -> str:
    return f"{'an' if word[0] in 'aeiou' else 'a'} {word}"


def _has(agent: Agent) -> str:
    """ "has", or "have" after "you"."""
    return "have" if agent.kind == "you" else "has"


def zone_id(word: str) -> str:
    return " ".join(word.lower().split()).replace(" ", "_")


@dataclass(frozen=True)
class ForEach(Clause):
    """A modifier counted over cards in a zone: "This attack gains +1 chip for each weapon in your energy pile." (the
    modifier once for each such card)."""

    noun: str  # a noun id of the game's vocabulary
    zone: str
    owner: str  # "" (your zone) or a possessive id ("rival": your rival's zone)
    clause: Clause

    def term(self) -> Symbol:
        return _f("for_each", _f("things", self.noun), _f("in", self.owner or "your", _zone(self.zone)),
                  self.clause.term())

    def render(self, v: Vocabulary) -> str:
        whose = v.word("possessives", self.owner) if self.owner else "your"
        word = noun_word(v, self.noun, False)
        word = word.split(" ", 1)[1] if word.lower().startswith(("a ", "an ")) else word
        return f"{self.clause.render(v)} for each {word} in {whose} {ZONE_WORDS[self.zone]}"


@dataclass(frozen=True)
class ZoneWhile(Clause):
    """A text that works while its card is in a zone: "While in your energy pile, ..."."""

    zone: str
    clause: Clause

    def term(self) -> Symbol:
        return _f("in_zone", _zone(self.zone), self.clause.term())

    def render(self, v: Vocabulary) -> str:
        return f"While in your {ZONE_WORDS[self.zone]}, {_lower(self.clause.render(v))}"


@dataclass(frozen=True)
class WhileCount(Clause):
    """A condition on a count: "While your rival has 5 or more energy, ..."."""

    agent: Agent
    value: int
    order: str  # ge | le
    stat: str
    clause: Clause
    zone: str = ""  # "3 or more cards in your hand": a count of the cards in a zone (stat "")

    def term(self) -> Symbol:
        what = _f("cards", _zone(self.zone)) if self.zone else self.stat
        return _f("while_count", self.agent.term(), what, self.order, self.value, self.clause.term())

    def render(self, v: Vocabulary) -> str:
        order = "or more" if self.order == "ge" else "or less"
        whose = "your" if self.agent.kind == "you" else "his"
        what = f"cards in {whose} {ZONE_WORDS[self.zone]}" if self.zone else v.word('stats', self.stat)
        return (f"While {self.agent.render(v)} {_has(self.agent)} {self.value} {order} {what}, "
                f"{_lower(self.clause.render(v))}")


@dataclass(frozen=True)
class InSituation(Clause):
    """A condition on a situation the game names: "If you are in a combo, ..."."""

    agent: Agent
    situation: str  # an id of the game's "situations" ("a combo" -> combo)
    clause: Clause

    def term(self) -> Symbol:
        return _f("if_in", self.agent.term(), self.situation, self.clause.term())

    def render(self, v: Vocabulary) -> str:
        be = "are" if self.agent.kind == "you" else "is"
        return (f"If {self.agent.render(v)} {be} in {v.word('situations', self.situation)}, "
                f"{_lower(self.clause.render(v))}")


ORDINAL_WORDS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")


def ordinal_word(k: int) -> str:
    """ "second" for 2 (a figure with its suffix past ten: "11th")."""
    if 1 <= k <= len(ORDINAL_WORDS):
        return ORDINAL_WORDS[k - 1]
    return f"{k}{'th' if 10 <= k % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(k % 10, 'th')}"


def nth_phrase(v: Vocabulary, nth: tuple[int, bool, str], noun: str) -> str:
    """ "the second attack of a combo", "the third attack or later of a combo"."""
    k, later, situation = nth
    return (f"the {ordinal_word(k)} {noun_word(v, noun, False)}{' or later' if later else ''} of "
            f"{v.word('situations', situation)}")


def nth_term(nth: tuple[int, bool, str]) -> tuple[int, str, str]:
    return nth[0], "or_later" if nth[1] else "exact", nth[2]


@dataclass(frozen=True)
class IfNth(Clause):
    """A condition on a card's place in a situation the game names: "If this attack is the 2nd attack (or later) of a
    combo, it does +2 damage." (the Kth card of that kind in it, or any after it)."""

    agent: Agent
    nth: tuple[int, bool, str]  # (K, or later, an id of the game's "situations")
    noun: str
    clause: Clause

    def term(self) -> Symbol:
        return _f("if_nth", self.agent.term(), *nth_term(self.nth), self.noun, self.clause.term())

    def render(self, v: Vocabulary) -> str:
        return f"If {self.agent.render(v)} is {nth_phrase(v, self.nth, self.noun)}, {_lower(self.clause.render(v))}"


@dataclass(frozen=True)
class Replacement(Clause):
    """A replacement: "cards that go into his energy pile are discarded instead"."""

    pronoun: str
    zone: str
    verb: str  # an event id: discarded, removed, ...
    owner: str = ""  # a possessive of the game's vocabulary: "your rival's energy pile": rival
    duration: Duration | None = None  # "Until the end of turn, cards that go into ... instead": a floating one

    def term(self) -> Symbol:
        # "your energy pile", "your rival's" (the game's possessive), or "his": the one named before
        whose = self.owner or ("your" if self.pronoun == "your" else "that")
        base = _f("instead", _f("enter", whose, _zone(self.zone)), self.verb)
        return _f("during", self.duration.term(), base) if self.duration else base

    def render(self, v: Vocabulary) -> str:
        whose = v.word("possessives", self.owner) if self.owner else self.pronoun
        return (f"Cards that go into {whose} {ZONE_WORDS[self.zone]} are "
                f"{v.word('events', self.verb)} instead{_dur_render(self.duration)}")


@dataclass(frozen=True)
class Tax(Clause):
    """An extra cost: "Your rival must pay 1 energy before he can block your 0 cost projectiles."."""

    agent: Agent
    amount: int
    stat: str
    pronoun: str
    verb: str
    target: Agent

    def term(self) -> Symbol:
        return _f("tax", self.agent.term(), self.amount, self.stat, self.verb, self.target.term())

    def render(self, v: Vocabulary) -> str:
        return (f"{self.agent.render(v, True)} must pay {self.amount} {v.word('stats', self.stat)} before "
                f"{self.pronoun} can {v.word('events', self.verb)} {self.target.render(v)}")


@dataclass(frozen=True)
class Hit(Clause):
    """An attack's effect used only if it was not blocked: "HIT – ..."."""

    clause: Clause

    def term(self) -> Symbol:
        return _f("hit", self.clause.term())

    def render(self, v: Vocabulary) -> str:
        return f"HIT – {self.clause.render(v)}"


@dataclass(frozen=True)
class Switch(Clause):
    """"Switch up to 3 weapons in your hand with the same number of cards in your energy pile."."""

    amount: int
    noun: str
    source: str
    dest: str

    def term(self) -> Symbol:
        return _f("switch", self.amount, self.noun, _zone(self.source), _zone(self.dest))

    def render(self, v: Vocabulary) -> str:
        return (f"Switch up to {self.amount} {noun_word(v, self.noun, self.amount != 1)} in your {ZONE_WORDS[self.source]} with "
                f"the same number of cards in your {ZONE_WORDS[self.dest]}")


@dataclass(frozen=True)
class WhenYou(Clause):
    """A trigger on something you do: "When you flip an event because you played a punch, ..."."""

    word: str  # "when" | "anytime" | "whenever" (kept for the rendering)
    event: str
    what: str  # any | this | first
    noun: str
    because: tuple[str, str] | None
    each_turn: bool
    clause: Clause
    cost: int = -1  # "a punch that costs 0": only cards of this printed cost
    nth: tuple[int, bool, str] | None = None  # what == "nth": "the 2nd attack (or later) of a combo"

    def term(self) -> Symbol:
        because = _f("because", *self.because) if self.because else Function("none")
        what = _f("nth", *nth_term(self.nth), self.noun) if self.nth else _f(self.what, self.noun)
        if self.cost >= 0:
            what = _f("costing", self.cost, what)
        return _f("when_you", self.event, what, because,
                  "each_turn" if self.each_turn else "always", self.clause.term())

    def render(self, v: Vocabulary) -> str:
        noun = noun_word(v, self.noun, False)
        what = nth_phrase(v, self.nth, self.noun) if self.nth else \
            {"any": _a(noun), "this": f"this {noun}", "first": f"your first {noun}"}[self.what]
        if self.cost >= 0:
            what += f" that costs {self.cost}"
        s = f"{self.word.capitalize()} you {v.word('events', self.event)} {what}"
        if self.because:
            n = noun_word(v, self.because[1], False)
            s += f" because you {v.word('events', self.because[0])} {_a(n)}"
        if self.each_turn:
            s += " each turn"
        return f"{s}, {_lower(self.clause.render(v))}"


@dataclass(frozen=True)
class WhenThis(Clause):
    """A trigger on the card itself: "When this is discarded, draw a card."."""

    event: str
    clause: Clause

    def term(self) -> Symbol:
        return _f("when_this", self.event, self.clause.term())

    def render(self, v: Vocabulary) -> str:
        return f"When this is {v.word('events', self.event)}, {_lower(self.clause.render(v))}"


@dataclass(frozen=True)
class IfThis(Clause):
    """A condition on what the card itself does: "If this blocks a punch, draw a card."."""

    event: str  # an event id of the game's vocabulary
    form: str  # the verb as the card's own subject takes it ("blocks"), kept for the rendering
    noun: str  # what it does it to, a noun of the game's vocabulary
    clause: Clause
    instead: bool = False  # "..., draw 2 cards instead": in place of the card's own effect of that kind

    def term(self) -> Symbol:
        if self.instead:
            return _f("if_this", self.event, _f("any", self.noun), _f("instead", self.clause.term()))
        return _f("if_this", self.event, _f("any", self.noun), self.clause.term())

    def render(self, v: Vocabulary) -> str:
        instead = " instead" if self.instead else ""
        return f"If this {self.form} {_a(noun_word(v, self.noun, False))}, {_lower(self.clause.render(v))}{instead}"


@dataclass(frozen=True)
class Once(Clause):
    """How often a text may be used: "Once per turn, when your punch is blocked, draw a card."."""

    period: str  # a period id of the game's vocabulary ("turn", "game")
    clause: Clause

    def term(self) -> Symbol:
        return _f("once_per", self.period, self.clause.term())

    def render(self, v: Vocabulary) -> str:
        return f"Once per {v.word('periods', self.period)}, {_lower(self.clause.render(v))}"


@dataclass(frozen=True)
class Diamond(Clause):
    """A clause marked with the discard symbol: "♦ When this is discarded, ..."."""

    clause: Clause

    def term(self) -> Symbol:
        return _f("diamond", self.clause.term())

    def render(self, v: Vocabulary) -> str:
        return f"♦ {self.clause.render(v)}"


@dataclass(frozen=True)
class Timed(Clause):
    """A clause used at the start of a step: "Draw a card at the start of Battle."."""

    clause: Clause
    phase: str
    edge: str = "start"  # start | end
    whose: str = ""  # "" (any), or a possessive the game declares: "your rival's" -> rival

    def term(self) -> Symbol:
        phase = _f(self.whose, self.phase) if self.whose else Function(self.phase)
        return _f(f"at_{self.edge}", phase, self.clause.term())

    def render(self, v: Vocabulary) -> str:
        whose = v.word("possessives", self.whose) + " " if self.whose else ""
        when = f"at the {self.edge} of {whose}{v.word('phases', self.phase)}"
        if isinstance(self.clause, (WhileCount, ZoneWhile, Conditioned, InSituation, IfIs, WhenYou, WhenThis,
                                    Trigger, Sequence, Search, MayDo, Tax, Switch, Replacement)):
            # a clause with its own lead or a part of its own at the end: the timing leads
            return f"{when[0].upper()}{when[1:]}, {_lower(self.clause.render(v))}"
        return f"{self.clause.render(v)} {when}"


@dataclass(frozen=True)
class FlipSelf(Clause):
    """A set card's flip rule: "Flip" (with a timing) or "Flips when you attack"."""

    when: str = ""  # an event id, or "" for a bare "Flip"
    noun: str = ""  # "Flips when you play a punch": what is played (a noun id), or ""

    def term(self) -> Symbol:
        if self.noun:
            return _f("flip_when", self.when, self.noun)
        return _f("flip_when", self.when) if self.when else Function("flip_self")

    def render(self, v: Vocabulary) -> str:
        if self.noun:
            return f"Flips when you {v.word('events', self.when)} {_a(noun_word(v, self.noun, False))}"
        return f"Flips when you {v.word('events', self.when)}" if self.when else "Flip"


@dataclass(frozen=True)
class Shuffle(Clause):
    """"Shuffle your deck."."""

    zone: str

    def term(self) -> Symbol:
        return _f("shuffle", _zone(self.zone))

    def render(self, v: Vocabulary) -> str:
        return f"Shuffle your {ZONE_WORDS[self.zone]}"


@dataclass(frozen=True)
class Search(Clause):
    """"Search your deck for a card and put it into your hand."."""

    zone: str
    noun: str
    dest: str

    def term(self) -> Symbol:
        return _f("search", _zone(self.zone), self.noun, _zone(self.dest))

    def render(self, v: Vocabulary) -> str:
        n = noun_word(v, self.noun, False)
        if self.dest == "set":  # "... and set it": face down in the arena, as a card is set
            return f"Search your {ZONE_WORDS[self.zone]} for {_a(n)} and set it"
        return (f"Search your {ZONE_WORDS[self.zone]} for {_a(n)} and put it "
                f"into your {ZONE_WORDS[self.dest]}")


@dataclass(frozen=True)
class DeckLimit(Clause):
    """A deck-construction play rule: "Limit 1 per deck."."""

    amount: int

    def term(self) -> Symbol:
        return _f("deck_limit", self.amount)

    def render(self, v: Vocabulary) -> str:
        return f"Limit {self.amount} per deck"


@dataclass(frozen=True)
class OnlyLine(Clause):
    """A restriction line: "MORTAL KOMBAT ONLY."."""

    what: str

    def term(self) -> Symbol:
        return _f("only", String(self.what))

    def render(self, v: Vocabulary) -> str:
        return f"{self.what} ONLY"


@dataclass(frozen=True)
class Half(Clause):
    """A Location's half: "Top: ..." applies to the rival, "Bottom: ..." to the controller."""

    side: str  # top | bottom
    clause: Clause

    def term(self) -> Symbol:
        return _f("half", self.side, self.clause.term())

    def render(self, v: Vocabulary) -> str:
        return f"{self.side.capitalize()}: {self.clause.render(v)}"


@dataclass(frozen=True)
class BlocksNeeded(Clause):
    """"It takes 2 blocks to block this attack."."""

    amount: int
    noun: str
    verb: str
    target: str
    height: str = ""  # "It takes 2 high blocks ...": the height each of them must have (vocabulary "heights")

    def term(self) -> Symbol:
        if self.height:
            return _f("blocks_needed", self.amount, _f(self.height))
        return _f("blocks_needed", self.amount)

    def render(self, v: Vocabulary) -> str:
        height = f"{v.word('heights', self.height)} " if self.height else ""
        return (f"It takes {self.amount} {height}{noun_word(v, self.noun, self.amount != 1)} to "
                f"{v.word('events', self.verb)} this {noun_word(v, self.target, False)}")


@dataclass(frozen=True)
class MayDo(Clause):
    """An optional action on the card just named: "You may reveal it and set it."."""

    agent: Agent
    modal: str
    verbs: tuple[str, ...]

    def term(self) -> Symbol:
        acts = Function("nil")
        for verb in reversed(self.verbs):
            acts = _f("cons", verb, acts)
        return _f("do_it", self.modal, self.agent.term(), acts)

    def render(self, v: Vocabulary) -> str:
        acts = " and ".join(f"{v.word('events', x)} it" for x in self.verbs)
        return f"{self.agent.render(v, True)} {self.modal} {acts}"


@dataclass(frozen=True)
class IfIs(Clause):
    """A condition on the card just named: "If it is an attack, ..."."""

    noun: str
    clause: Clause

    def term(self) -> Symbol:
        return _f("if_is", self.noun, self.clause.term())

    def render(self, v: Vocabulary) -> str:
        return f"If it is {_a(noun_word(v, self.noun, False))}, {_lower(self.clause.render(v))}"


@dataclass(frozen=True)
class PutIt(Clause):
    """"Put it into your energy pile."."""

    zone: str

    def term(self) -> Symbol:
        return _f("put_it", _zone(self.zone))

    def render(self, v: Vocabulary) -> str:
        return f"Put it into your {ZONE_WORDS[self.zone]}"


@dataclass(frozen=True)
class Mill(Clause):
    """"Discard the top card of your deck."."""

    zone: str

    def term(self) -> Symbol:
        return _f("mill", 1, _zone(self.zone))

    def render(self, v: Vocabulary) -> str:
        return f"Discard the top card of your {ZONE_WORDS[self.zone]}"


# ---------------------------------------------------------------- entries


@dataclass(frozen=True)
class Position:
    """Where a piece of text starts: file, line, column."""

    file: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


@dataclass(frozen=True)
class Sentence:
    """One sentence of an entry: its clause, whether it is assumed, and its source."""

    clause: Clause
    assumed: bool
    source: str = field(default="", compare=False)  # the text as written (provenance, not meaning)
    position: Position | None = field(default=None, compare=False)

    def render(self, v: Vocabulary) -> str:
        return self.clause.render(v) + "." + (" [assumed]" if self.assumed else "")


@dataclass(frozen=True)
class Entry:
    """A card, monster, status, ENV or rule: a header and its sentences."""

    kind: str
    name: str
    ident: str
    owner: str = ""
    tags: tuple[str, ...] = ()
    assumed_tags: tuple[str, ...] = ()
    inferred_tags: tuple[str, ...] = ()
    sentences: tuple[Sentence, ...] = ()
    cites: tuple[str, ...] = ()
    position: Position | None = field(default=None, compare=False)

    def render(self, v: Vocabulary) -> str:
        """The canonical text of the entry, one line."""
        head = f'{self.kind} "{self.name}"'
        if self.owner:
            head += f' of "{self.owner}"'
        tags = [v.word("tags", t) + (" assumed" if t in self.assumed_tags else "")
                + (" inferred" if t in self.inferred_tags else "") for t in self.tags]
        if tags:
            head += " (" + ", ".join(tags) + ")"
        if self.cites:
            head += " [" + ", ".join(self.cites) + "]"
        body = " ".join(s.render(v) for s in self.sentences)
        return f"{head}:" + (f" {body}" if body else "")


@dataclass(frozen=True)
class CardPool:
    """Every entry of a game's card files, by id."""

    vocabulary: Vocabulary
    entries: tuple[Entry, ...]

    def by_id(self) -> dict[str, Entry]:
        return {e.ident: e for e in self.entries}

    def by_name(self) -> dict[str, Entry]:
        return {e.name.lower(): e for e in self.entries}
