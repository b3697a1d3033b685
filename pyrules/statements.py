"""Parse the statement language (card texts, rule statements) into the typed model.

text --Lark (grammar/statement.lark)--> parse tree --StatementBuilder--> model.Entry
"""

from __future__ import annotations

import json
from dataclasses import replace
import re
from functools import lru_cache
from pathlib import Path

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError

from . import model as m
from .errors import ParseError, PyrulesError, UnknownName, line_of, nearest
from .names import check_entries, ident
from .resources import game_dir, open_grammar

# Terminal names shown to users as the words they stand for.
#: the largest card file ``pyrules parse`` reads (bytes; the shipped ones hold under 7 KB)
MAX_CARD_FILE_BYTES = 1_000_000

_TERMINAL_WORDS = {
    "QUOTED": '"a name"', "INT": "a number", "SIGNED_INT": "+N or -N", "TIMES_INT": "xN",
    "WORD": "a word", "DOT": '"."', "COMMA": '","', "COLON": '":"', "LPAR": '"("', "RPAR": '")"',
    "MODAL": "may/cannot/must/can", "ROLE": "user/target/attacker/ally/opponent/player",
    "GETS": "gets", "VERB": "do/gain/cost", "ZONE": "hand/deck/guts", "CARDS": "card(s)",
    "POSSESSIVE": "your/the user's/this monster's", "PASSIVE": "used/reduced/changed",
    "$END": "end of text", "_NL": "end of line", "SIDE": "A or B", "VS_EFFECT": "double/no",
    "NEXT": "next", "NUMBER_WORD": "a number", "CLAUSE_ID": "a clause id", "GAME_ID": "a game name",
    "USES": "uses/plays", "REST": "a card text", "ORDER": "or less/or more", "NEWLINE": "end of line",
    "ASSUMED": "[assumed]", "WHEN": "when/anytime", "PRONOUN": "his/her/their",
    "PRONOUN_SUBJ": "he/she/they", "DASH": "\"–\"", "HALF": "Top/Bottom", "ONLY_LINE": "NAME ONLY",
    "COMBO_NOUN": "a noun", "STAT_KEY": "a stat name", "CODE": "a type letter",
    "STAT_BARE": "a stat name", "PRINTED_NAME": "a printed name", "WHILE": "while/as long as",
    "AVOIDS": "avoids", "HALVES": "halves", "DEAL_VERB": "deals", "VS_TO": "to/against/vs",
    "DAMAGES": "damage(s)", "MONSTERS": "monsters", "CANNOT": "cannot/can't", "NOUN_WITH": "a noun",
    "STAT_THRESHOLD": "a stat name", "THIS_TURN": "this turn",
}


def expected_words(tokens: set[str] | list[str]) -> list[str]:
    """Readable names for the terminals a parser expected."""
    out = []
    for t in sorted(tokens):
        if t in _TERMINAL_WORDS:
            out.append(_TERMINAL_WORDS[t])
        elif t.startswith("__ANON") or t.startswith("_") or t.startswith("$") or not t.isupper():
            continue
        else:
            out.append(f'"{t.lower()}"')
    return out


def lark_error(exc: UnexpectedInput, text: str, file: str, what: str) -> ParseError:
    """A ParseError (file:line:column, text, expected) from a Lark exception."""
    if isinstance(exc, UnexpectedEOF):
        lines = text.split("\n")
        return ParseError(f"{what} ends too early", file, len(lines), len(lines[-1]) + 1, lines[-1],
                          expected_words(exc.expected))
    line, col = exc.line, exc.column
    if isinstance(exc, UnexpectedToken):
        found = exc.token.value if exc.token.type != "$END" else "end of text"
        expected = expected_words(exc.accepts or exc.expected)
    elif isinstance(exc, UnexpectedCharacters):
        found = text[exc.pos_in_stream] if exc.pos_in_stream < len(text) else "end of text"
        expected = expected_words(exc.allowed or [])
    else:  # pragma: no cover - Lark has no other kind
        found, expected = "?", []
    return ParseError(f"unexpected {found!r} in {what}", file, line, col, line_of(text, line), expected)


@lru_cache(maxsize=None)
def statement_parser() -> Lark:
    """The LALR parser of the statement language (built once per process)."""
    return open_grammar("statement.lark")


@lru_cache(maxsize=None)
def load_vocabulary(game: str) -> m.Vocabulary:
    """A game's vocabulary from ``asp/<game>/vocabulary.json``."""
    data = json.loads((game_dir(game) / "vocabulary.json").read_text(encoding="utf-8"))
    cats = {c: {k: tuple(v) for k, v in words.items()} for c, words in data["categories"].items()}
    return m.Vocabulary(data["game"], data["title"], cats, dict(data.get("bounds", {})),
                        dict(data.get("defaults", {})))


def _words(items) -> tuple[str, ...]:
    return tuple(str(t) for t in items if isinstance(t, Token))


class StatementBuilder(Transformer):
    """One method per grammar rule; each builds one model object."""

    def __init__(self, vocab: m.Vocabulary, file: str, text: str, statuses: dict[str, str]):
        super().__init__()
        self.v, self.file, self.text, self.statuses = vocab, file, text, statuses

    # -- vocabulary checks ---------------------------------------------------------
    def _need(self, category: str, words: str, tok: Token | None) -> str:
        found = self.v.lookup(category, words)
        if found is None:
            line = tok.line if tok is not None else 0
            col = tok.column if tok is not None else 0
            raise UnknownName(f"unknown {category.rstrip('s').replace('_', ' ')} {words!r}", self.file,
                              line, col, line_of(self.text, line), self.v.spellings(category))
        return found

    def _status(self, tok: Token) -> tuple[str, str]:
        name = str(tok)[1:-1]
        sid = ident(name)
        if self.statuses.get(sid, "").lower() != name.lower():  # "DOLL!" is not "Doll", though both are doll
            raise UnknownName(f"unknown status {name!r}", self.file, tok.line, tok.column,
                              line_of(self.text, tok.line), nearest(name, list(self.statuses.values())))
        return sid, self.statuses[sid]

    # -- entries ---------------------------------------------------------------------
    def start(self, entries):
        return list(entries)

    @v_args(meta=True)
    def entry(self, meta, items):
        kind_tok, name_tok = items[0], items[1]
        kind = self._need("kinds", str(kind_tok), kind_tok)
        owner, tags, cites, sentences = "", (), (), []
        for it in items[2:]:
            if isinstance(it, tuple) and it and it[0] == "owner":
                owner = it[1]
            elif isinstance(it, tuple) and it and it[0] == "cites":
                cites = it[1]
            elif isinstance(it, tuple) and it and it[0] == "tags":
                tags = it[1]
            elif isinstance(it, m.Sentence):
                sentences.append(it)
            elif isinstance(it, list):
                sentences.extend(it)
        name = str(name_tok)[1:-1]
        plain = tuple(t for t, _ in tags)
        return m.Entry(kind, name, ident(name), owner, plain,
                       tuple(t for t, flag in tags if flag == "assumed"),
                       tuple(t for t, flag in tags if flag == "inferred"),
                       tuple(sentences), cites, m.Position(self.file, meta.line, meta.column))

    @v_args(meta=True)
    def printed_entry(self, meta, items):
        """A printed line: its name, its cards (a first stat line), then its sentences as written."""
        name_tok, card = items[0], items[1]
        kind = self.v.defaults.get("printed_kind")
        if not kind:
            raise ParseError(f"{self.v.title} has no printed line form: write an entry as kind \"Name\": ...",
                             self.file, name_tok.line, name_tok.column, line_of(self.text, name_tok.line),
                             [f'{k} "Name":' for k in self.v.categories.get("kinds", {})])
        card = self.sv_words(card[1])
        owner, sentences = "", []
        for it in items[2:]:
            if isinstance(it, tuple) and it and it[0] == "owner":
                owner = it[1]
            elif isinstance(it, m.Sentence):
                sentences.append(it)
            elif isinstance(it, list):
                sentences.extend(it)
        pos = m.Position(self.file, meta.line, meta.column)
        card_stat = self._need("stats", "card", name_tok)
        cards = m.Sentence(replace(card, stat=card_stat), False, "", pos)
        name = " ".join(str(name_tok).split())
        first, _, after = name.partition(" ")
        dashed = re.split(r"\s+[-–]\s+", name, maxsplit=1)
        if len(dashed) == 2 and not owner:  # "Gambit - Cajun Escape (King): ..."
            owner, name = dashed
        elif after and first.endswith(("'s", "’s")) and not owner:  # "Ryu's Hadouken (Jack): ..."
            owner, name = first[:-2], after
        return m.Entry(kind, name, ident(name), owner, (), (), (), (cards, *sentences), (), pos)

    def printed_cards(self, items):
        return ("printed_cards", items)  # read once the game is known to print lines

    def owner(self, items):
        return ("owner", str(items[0])[1:-1])

    def cites(self, items):
        return ("cites", tuple(str(t) for t in items))

    def tags(self, items):
        return ("tags", tuple(items))

    def tag(self, items):
        words = [str(t) for t in items]
        flag = ""
        if words[-1].lower() in ("assumed", "inferred"):
            flag = words.pop().lower()
        return self._need("tags", " ".join(words), items[0]), flag

    @v_args(meta=True)
    def sentence(self, meta, items):
        clause, assumed = items[0], len(items) > 1
        src = self.text[meta.start_pos:meta.end_pos]
        pos = m.Position(self.file, meta.line, meta.column)
        if isinstance(clause, list):  # a sentence with two effects: one sentence each
            return [m.Sentence(c, assumed, src, pos) for c in clause]
        return m.Sentence(clause, assumed, src, pos)

    @v_args(meta=True)
    def lasting(self, meta, items):
        """A clause and a duration: the duration goes on the effect that can last."""
        return self._lasting(meta, *items)

    @v_args(meta=True)
    def lasting_lead(self, meta, items):
        return self._lasting(meta, items[1], items[0])

    def _lasting(self, meta, clause, part):
        if clause_takes_duration(clause) is not None:
            return with_duration(clause, part, self._duration_error(part, meta))
        raise self._duration_error(part, meta)(clause)


    @v_args(meta=True)
    def stat_sentence(self, meta, items):
        """One or more stat lines (printed with or without their dots): one sentence each."""
        assumed = isinstance(items[-1], Token) and items[-1].type == "ASSUMED"
        lines = [it for it in items if isinstance(it, m.StatLine)]
        src = self.text[meta.start_pos:meta.end_pos]
        pos = m.Position(self.file, meta.line, meta.column)
        out = [m.Sentence(c, assumed and i == len(lines) - 1, src, pos) for i, c in enumerate(lines)]
        return out[0] if len(out) == 1 else out

    def _duration_error(self, part, meta):
        def error(clause):
            if getattr(clause, "duration", None) is not None:
                msg = f"two durations on one effect ({part.render().strip()!r} and another)"
            else:
                msg = (f"a duration ({part.render().strip()!r}) on this kind of effect is not understood; "
                       "durations are understood on: gets \"STATUS\", cannot / may / must")
            return ParseError(msg, self.file, meta.line, meta.column, line_of(self.text, meta.line),
                              ['X gets "STATUS" until your next turn', "X cannot ACTION this turn"])
        return error

    def while_has_suffix(self, items):
        clause, agent, status_tok = items[0], items[2], items[3]
        sid, name = self._status(status_tok)
        return m.Conditioned(agent, sid, name, clause)

    # -- clauses ---------------------------------------------------------------------
    def deal(self, items):
        amount, (spread, group, filt) = int(items[1]), items[2]
        return m.Deal(amount, spread, group, filt)

    def spread_one(self, items):
        return ("one", items[-1], items[0] if len(items) > 1 else "any")

    def spread_each(self, items):
        return ("each", items[-1], items[0] if len(items) > 1 else "any")

    def spread_split(self, items):
        return ("split", items[0], "any")

    def spread_self(self, items):
        return ("self", "user", "any")

    def spread_attacker(self, items):
        return ("one", "attacker", "any")

    def group_opponents(self, _):
        return "opponents"

    def group_all(self, _):
        return "all"

    def group_others(self, _):
        return "others"

    def filter(self, items):
        return self._need("attributes", str(items[0]), items[0])

    def bonus(self, items):
        return m.Bonus(items[0], items[1])

    def add(self, items):
        return m.Amount("add", int(items[0]))

    def mul(self, items):
        return m.Amount("mul", int(str(items[0])[1:]))

    def stat(self, items):
        return self._need("stats", " ".join(_words(items)), items[0])

    def scoped_modifier(self, items):
        agent, verb, amount, stat = items[:4]
        bound = items[4] if len(items) > 4 else None
        return m.ScopedModifier(agent, str(verb).lower(), amount, stat, bound)

    def minimum(self, items):
        return m.Bound("minimum", int(items[0]))

    def maximum(self, items):
        return m.Bound("maximum", int(items[0]))

    def deontic(self, items):
        agent, modal, (verb, obj, qty) = items[0], _modal(items[1]), items[2]
        limit, duration = (), None
        for it in items[3:]:
            if isinstance(it, m.Duration):
                duration = it
            else:
                limit = it
        return m.Deontic(agent, modal, verb, obj, qty, limit, duration)

    def action(self, items):
        verb = self._need("verbs", str(items[0]), items[0])
        obj, qty = (items[1] if len(items) > 1 else (None, None))
        return verb, obj, qty

    def object(self, items):
        if len(items) == 1 and isinstance(items[0], m.Agent):
            return items[0], None
        qty = items[0] if isinstance(items[0], tuple) else None
        words = _words(items)
        return self._need("nouns", " ".join(words), items[-1]), qty

    def any_number(self, items):
        words = _words(items)
        return self._need("nouns", " ".join(words), items[0]), ("any_number", 0)

    def at_most(self, items):
        return ("at_most", items[0])

    def at_least(self, items):
        return ("at_least", items[0])

    def count(self, items):
        word = str(items[0]).lower()
        return NUMBER_WORDS.get(word, None) if word in NUMBER_WORDS else int(word)

    def conditioned(self, items):
        agent, status_tok, clause = items[1:]
        sid, name = self._status(status_tok)
        return m.Conditioned(agent, sid, name, clause)

    def limit(self, items):
        return _words(items)

    def by(self, items):
        words = [w for w in _words(items) if w.lower() not in ("move", "moves")]
        if words and words[0].lower() == "your" and len(words) > 1:  # "by your rival"
            return ("by", self._need("nouns", " ".join(words[1:]), items[-1]))
        return ("by", self._need("move_types", " ".join(words), items[0]))

    def deontic_passive(self, items):
        thing, modal, verb = items[0], _modal(items[1]), str(items[2]).lower()
        by = ""
        for it in items[3:]:
            if isinstance(it, tuple) and it[0] == "by":
                by = it[1]
        return m.Passive(**thing, modal=modal, verb=verb, by=by)

    def deontic_passive_agent(self, items):
        return self.deontic_passive([dict(thing="agent", agent=items[0]), *items[1:]])

    def thing_threshold(self, items):
        word = str(items[0])
        noun = self.v.lookup("nouns", word) or self.v.lookup("nouns", word + "s") or word.lower()
        return self._threshold(noun, *items[1:])

    def thing_threshold_implied(self, items):
        noun = self.v.defaults.get("threshold_noun")
        if not noun:
            tok = items[1]
            raise ParseError(f"{self.v.title} names no thing a threshold speaks of: write 'A NOUN with ...'",
                             self.file, tok.line, tok.column, line_of(self.text, tok.line), ['"a NOUN with"'])
        stat_tok = items[0]
        return self._threshold(noun, self._need("stats", " ".join(str(stat_tok).split()), stat_tok), *items[1:])

    def _threshold(self, noun, stat, value, order):
        return dict(thing="threshold", noun=noun, stat=stat, order="le" if "less" in str(order).lower() else "ge",
                    value=int(value))

    def thing_own(self, items):
        return dict(thing="own", stat=items[0])

    def thing_attributes(self, _):
        return dict(thing="attributes")

    def thing_this(self, items):
        noun = str(items[0])
        noun = noun[:-2] if noun.lower().endswith(("'s", "’s")) else noun
        return dict(thing="this", noun=self._need("nouns", noun, items[0]), stat=items[1])

    def thing_agent(self, items):
        return dict(thing="agent", agent=items[0])

    # agents
    def role_the(self, items):
        return m.Agent("the", str(items[0]).lower())

    def role_each(self, items):
        return m.Agent("each", str(items[0]).lower())

    def role_each_of(self, items):
        return m.Agent("each_of", str(items[0]).lower(), str(items[1]).lower())

    def role_a(self, items):
        return m.Agent("a", str(items[-1]).lower())

    def you(self, _):
        return m.Agent("you")

    def holder(self, _):
        return m.Agent("holder")

    def every_monster(self, _):
        return m.Agent("every_monster")

    def any_monster(self, _):
        return m.Agent("any_monster")

    def scoped(self, items):
        possessive = self._possessive(items[0])
        nxt = any(isinstance(t, Token) and t.type == "NEXT" for t in items)
        words = [str(t) for t in items[1:] if isinstance(t, Token) and t.type == "WORD"]
        cost = next((it for it in items if isinstance(it, int) and not isinstance(it, bool)), -1)
        return m.Agent("scoped", possessive=possessive, next=nxt, cost=cost,
                       noun=self._need("nouns", " ".join(words), items[-1]))

    def cost_filter(self, items):
        return int(items[0])

    def this_noun(self, items):
        return m.Agent("this", noun=self._need("nouns", str(items[0]), items[0]))

    def in_combo(self, items):
        return m.Agent("scoped", possessive="your", within="combo",
                       noun=self._need("nouns", str(items[0]), items[0]))

    def take(self, items):
        agent, half = items[0], items[1]
        inst = items[2] if len(items) > 2 else None
        return m.Take(agent, half, inst)

    def instead(self, items):
        return items[0]

    def half(self, _):
        return True

    def whole(self, _):
        return False

    def halve(self, items):
        possessive = self._possessive(items[1])
        if possessive not in HALVED:
            tok = items[1]
            raise ParseError(f"halving {tok!s}'s {m.POSSESSIVES.get(possessive, possessive)} stat is not understood",
                             self.file, tok.line, tok.column, line_of(self.text, tok.line),
                             ["the user's", "the target's"])
        return m.Halve(possessive, items[2])

    def _possessive(self, tok: Token) -> str:
        """A possessive's id: a built-in one, or one the game declares ("your own" -> user)."""
        word = " ".join(str(tok).lower().split())
        if word.endswith(" own"):
            return self._need("possessives", word, tok)
        return _possessive(word)

    def set_value(self, items):
        agent, state_tok, stat, value = items
        return m.SetValue(agent, self._need("states", str(state_tok), state_tok), stat, int(value))

    def zero_all(self, items):
        return m.ZeroDamage(items[0], int(items[1]))

    def zero_kind(self, items):
        kind_tok, agent = items[0], items[1]
        return m.ZeroDamage(agent, 0, self._need("move_types", str(kind_tok), kind_tok))

    def become(self, items):
        return m.Become(items[0], self._need("attributes", str(items[1]), items[1]))

    def grant(self, items):
        agent, status_tok = items[0], items[2]
        sid, name = self._status(status_tok)
        return m.Grant(agent, sid, name, None)

    def until_next_turn(self, _):
        return m.Duration("until_next_turn")

    def this_turn(self, _):
        return m.Duration("this_turn")

    def life_loss(self, items):
        return m.LifeLoss(items[0], int(items[1]), items[2])

    def draw(self, items):
        return m.Draw(items[0])

    def count1(self, items):
        return int(items[0]) if items else 1

    def discard(self, items):
        return m.Discard(items[0], str(items[2]).lower())

    def return_cards(self, items):
        return m.MoveCards(int(items[0]), str(items[2]).lower(), str(items[3]).lower())

    def put_top(self, items):
        return m.MoveCards(int(items[0]), str(items[2]).lower(), str(items[3]).lower(), top=True)

    def sequence(self, items):
        return m.Sequence(items[0], items[1])

    def trigger_card(self, items):
        items = _no_when(items)
        return m.Trigger(self._need("events", str(items[0]), items[0]), items[1])

    def trigger_agent(self, items):
        items = _no_when(items)
        return m.Trigger(self._need("events", str(items[1]), items[1]), items[2], items[0])

    def vs_factor(self, items):
        effect_tok = next(t for t in items if t.type == "VS_EFFECT")
        effect = "double" if str(effect_tok).lower() == "double" else "none"
        return m.Versus(effect, self._attribute_of(items))

    def vs_only(self, items):
        return m.Versus("only", self._attribute_of(items))

    def vs_cannot(self, items):
        return m.Versus("cannot", self._attribute_of(items))

    def _attribute_of(self, items):
        word = next(t for t in items if t.type == "WORD")
        return self._need("attributes", str(word), word)

    def used_count(self, items):
        agent, n, noun = items[:3]
        return m.UsedCount(agent, int(n), self._need("nouns", str(noun), noun))

    def ends(self, items):
        return m.Ends(items[0], self._need("events", str(items[1]), items[1]))

    def definition(self, items):
        return m.Definition(str(items[0]), _words(items[1:]))

    def restriction(self, items):
        sid, name = self._status(items[0])
        return m.Restriction(sid, name)

    # -- stat blocks (characters and moves) ----------------------------------------------
    def stat_line(self, items):
        key, value = items
        return replace(value, stat=self._need("stats", " ".join(str(key).split()), key))

    def sv_numbers(self, items):
        return m.StatLine("", numbers=tuple(int(t) for t in items))

    def sv_code(self, items):
        tok = items[0]
        text = str(tok)
        letter, _, rest = text.partition("(")
        attrs = [a.strip() for a in rest.rstrip(")").split(",") if a.strip()]
        code = self._need("move_types", letter.strip(), tok)
        return m.StatLine("", code=code, attributes=tuple(self._need("move_attributes", a, tok) for a in attrs))

    def sv_words(self, items):
        word = items[0]
        category = "ranks" if self.v.lookup("ranks", str(word)) else "phases"
        found = self._need(category, str(word), word)
        if len(items) > 1:
            return m.StatLine("", word=found, word_category=category, extra=int(items[1]),
                              extra_word=self._need(category, str(items[2]), items[2]))
        return m.StatLine("", word=found, word_category=category)

    def avoid(self, items):
        return m.Avoid(int(items[1]), self._need("nouns", " ".join(_words(items[2:])), items[2]))

    @v_args(meta=True)
    def avoid_line(self, meta, items):
        """"Avoid 1 special move attack, add an additional King to deal 8 damage." (the printed form):
        an avoid, and the damage that the extra card deals to the attacker it avoided."""
        avoid = items[0]
        if not isinstance(avoid, m.Avoid):
            raise ParseError("'..., add an additional CARD to deal N damage' follows an avoid only", self.file,
                             meta.line, meta.column, line_of(self.text, meta.line), ["Avoid N ATTACKS, add ..."])
        rank_tok = next(t for t in items[1:] if isinstance(t, Token) and t.type == "WORD")
        ints = [t for t in items[1:] if isinstance(t, Token) and t.type == "INT"]
        extra, damage = (int(ints[0]), int(ints[1])) if len(ints) == 2 else (1, int(ints[0]))
        deal = m.Deal(damage, "one", "attacker", "any")
        return [avoid, m.WithExtra(extra, self._need("ranks", str(rank_tok), rank_tok), deal)]

    def with_extra(self, items):
        return m.WithExtra(int(items[0]), self._need("ranks", str(items[1]), items[1]), items[2])

    def reset(self, items):
        return m.Reset(items[0])


    # -- card-game effects (zones, triggers, replacements) ------------------------------------
    def _zone(self, tok) -> str:
        return m.zone_id(str(tok))

    def zone_while(self, items):
        return m.ZoneWhile(self._zone(items[1]), items[2])

    def while_count(self, items):
        agent, n, order, word, clause = items[1:]
        return m.WhileCount(agent, int(n), "le" if "less" in str(order).lower() else "ge",
                            self._need("stats", str(word), word), clause)

    def replacement(self, items):
        pron, zone, verb = items[1], items[2], items[3]
        return m.Replacement(str(pron).lower(), self._zone(zone), self._need("events", str(verb), verb))

    def tax(self, items):
        agent, modal, n, unit, pron, modal2, verb, target = items
        if _modal(modal) != "must" or _modal(modal2) != "can":
            raise UnknownName("an extra cost reads 'must pay N energy before he can ...'", self.file,
                              modal.line, modal.column, line_of(self.text, modal.line), ["must ... can"])
        return m.Tax(agent, int(n), self._need("stats", str(unit), unit), str(pron).lower(),
                     self._need("events", str(verb), verb), target)

    def hit(self, items):
        return m.Hit(items[-1])

    def switch(self, items):
        n, noun, z1, _cards, z2 = items
        return m.Switch(int(n), self._need("nouns", str(noun), noun), self._zone(z1), self._zone(z2))

    def when_you(self, items):
        word = str(items[0]).lower()
        items = _no_when(items)
        verb, (what, noun), rest = items[0], items[1], items[2:]
        because, each, clause = None, False, rest[-1]
        for it in rest[:-1]:
            if it == "each_turn":
                each = True
            elif isinstance(it, tuple):
                because = it
        return m.WhenYou(word, self._need("events", str(verb), verb), what, noun, because, each, clause)

    def any_of(self, items):
        return ("any", self._need("nouns", str(items[0]), items[0]))

    def this_of(self, items):
        return ("this", self._need("nouns", str(items[0]), items[0]))

    def first_of(self, items):
        words = _words(items[1:])
        return ("first", self._need("nouns", " ".join(words), items[-1]))

    def because(self, items):
        return (self._need("events", str(items[0]), items[0]), self._need("nouns", str(items[1]), items[1]))

    def each_turn(self, _):
        return "each_turn"

    def when_this(self, items):
        items = _no_when(items)
        return m.WhenThis(self._need("events", str(items[0]), items[0]), items[1])

    def diamond(self, items):
        return m.Diamond(items[-1])

    def timed(self, items):
        return m.Timed(items[0], self._need("phases", str(items[1]), items[1]))

    def flip_self(self, _):
        return m.FlipSelf()

    def flip_when(self, items):
        items = _no_when(items)
        return m.FlipSelf(self._need("events", str(items[0]), items[0]))

    def search(self, items):
        z1, noun, z2 = items
        return m.Search(self._zone(z1), self._need("nouns", str(noun), noun), self._zone(z2))

    def deck_limit(self, items):
        return m.DeckLimit(int(items[0]), copy=len(items) > 1)

    def only_line(self, items):
        return m.OnlyLine(" ".join(str(items[0]).split()[:-1]))

    def location_half(self, items):
        return m.Half(str(items[0]).lower(), items[1])

    def blocks_needed(self, items):
        n, noun, verb, target = items
        return m.BlocksNeeded(int(n), self._need("nouns", str(noun), noun), self._need("events", str(verb), verb),
                              self._need("nouns", str(target), target))

    def may_do(self, items):
        agent, modal, verbs = items[0], _modal(items[1]), items[2:]
        return m.MayDo(agent, modal, tuple(self._need("events", str(t), t) for t in verbs))

    def if_is(self, items):
        return m.IfIs(self._need("nouns", str(items[0]), items[0]), items[1])

    def put_it(self, items):
        return m.PutIt(self._zone(items[0]))

    def mill(self, items):
        return m.Mill(self._zone(items[-1]))


def _no_when(items):
    """The items of a trigger without its "when" / "anytime" word."""
    return [it for it in items if not (isinstance(it, Token) and it.type == "WHEN")]


def _modal(tok) -> str:
    """A modal's canonical word ("can't" -> cannot)."""
    word = str(tok).lower().replace("’", "'")
    return "cannot" if word == "can't" else word


def clause_takes_duration(clause):
    """The clause inside ``clause`` that a duration attaches to (a grant, a prohibition), or None."""
    if isinstance(clause, list):
        return None
    if hasattr(clause, "duration"):
        return clause
    for name in _INNER:
        inner = getattr(clause, name, None)
        if isinstance(inner, m.Clause):
            return clause_takes_duration(inner)
    return None


# the fields that hold a clause inside a clause (a condition's, a trigger's, a sequence's second effect)
_INNER = ("clause", "effect", "then")


def with_duration(clause, duration, error):
    """``clause`` with ``duration`` set on the innermost grant / prohibition (the nearest effect)."""
    if hasattr(clause, "duration"):
        if clause.duration is not None:
            raise error(clause)
        return replace(clause, duration=duration)
    for name in _INNER:
        inner = getattr(clause, name, None)
        if isinstance(inner, m.Clause):
            return replace(clause, **{name: with_duration(inner, duration, error)})
    raise error(clause)  # pragma: no cover - clause_takes_duration said there is one


# whose stat a "Halves ..." text may halve (the ones the games' rules read)
HALVED = ("user", "target")

NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def _possessive(word: str) -> str:
    """The possessive id of "your", "the user's", "the target's", "this monster's", "the opponent's"."""
    for key in ("user", "target", "opponent"):
        if key in word:
            return key
    return "holder" if "monster" in word else "your"


def _status_names(text: str) -> dict[str, str]:
    """Status entries declared in a text, by id (a first pass so that grants can refer forward)."""
    return {ident(n): n for n in re.findall(r'^\s*status\s+"([^"\n]+)"', text, re.M | re.I)}


def parse_entries(text: str, vocab: m.Vocabulary, file: str = "<text>",
                  statuses: dict[str, str] | None = None) -> list[m.Entry]:
    """Parse a card file's text into entries; raise ParseError / UnknownName on bad input."""
    known = dict(statuses or {})
    known.update(_status_names(text))
    try:
        tree = statement_parser().parse(text)
    except UnexpectedInput as exc:
        raise lark_error(exc, text, file, "card text") from None
    try:
        entries = StatementBuilder(vocab, file, text, known).transform(tree)
    except VisitError as exc:
        if isinstance(exc.orig_exc, PyrulesError):
            raise exc.orig_exc from None
        raise
    check_entries(entries, text)  # one name per id, each stat once (pyrules/names.py)
    return entries


def parse_text(text: str, vocab: m.Vocabulary, statuses: dict[str, str], kind: str = "rule",
               name: str = "text") -> m.Entry:
    """Parse one card text or rule statement (without an entry header)."""
    header = f'{kind} "{name}": '
    try:
        entries = parse_entries(header + text, vocab, "<text>", statuses)
    except PyrulesError as err:
        if err.line == 1 and err.column > len(header):
            err.column -= len(header)
            err.text = err.text[len(header):]
        raise
    if len(entries) != 1:
        second = entries[1].position
        line = second.line if second else 1
        col = (second.column - (len(header) if line == 1 else 0)) if second else 1
        raise ParseError("a card text holds sentences only; an entry header ('card \"...\":') belongs in a "
                         "card file", "<text>", line, col, line_of(text, line), ["a sentence"])
    return entries[0]


@lru_cache(maxsize=None)
def load_pool(game: str) -> m.CardPool:
    """Every card file of a game, parsed once per process."""
    vocab = load_vocabulary(game)
    data = json.loads((game_dir(game) / "vocabulary.json").read_text(encoding="utf-8"))
    entries: list[m.Entry] = []
    texts = {f: (game_dir(game) / f).read_text(encoding="utf-8") for f in data.get("card_files", [])}
    statuses: dict[str, str] = {}
    for text in texts.values():
        statuses.update(_status_names(text))
    ids: dict[str, list[m.Entry]] = {}
    for f, text in texts.items():
        parsed = parse_entries(text, vocab, str(Path("asp") / game / f), statuses)
        ids = check_entries(parsed, text, ids)  # no id that another card file's name holds
        entries.extend(parsed)
    return m.CardPool(vocab, tuple(entries))
