"""Parse the statement language (card texts, rule statements) into the typed model.

text --Lark (grammar/statement.lark)--> parse tree --StatementBuilder--> model.Entry
"""

from __future__ import annotations

import hashlib
from dataclasses import fields, is_dataclass, replace
import re
from functools import lru_cache
from pathlib import Path

from lark import Lark, Token, Transformer, Tree, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError

from . import model as m
from . import phrase as P
from .errors import ParseError, PyrulesError, UnknownName, line_of, nearest
from .names import check_entries, ident
from .resources import game_data, game_dir, open_grammar

# Terminal names shown to users as the words they stand for.
#: the largest card file ``pyrules parse`` reads (bytes; the shipped ones hold under 7 KB)
MAX_CARD_FILE_BYTES = 1_000_000

_TERMINAL_WORDS = {
    "QUOTED": '"a name"', "INT": "a number", "SIGNED_INT": "+N or -N", "TIMES_INT": "xN", "TIMES": "xN",
    "WORD": "a word", "KIND": "an entry kind", "VERB": "a verb", "DET": "the/a/each/this/your", "PRON": "it/you", "PREP": "to/from/into", "AUX": "is/has", "ONLY": "only", "NOT": "not", "DOT": '"."', "COMMA": '","', "COLON": '":"', "LPAR": '"("', "RPAR": '")"',
    "MODAL": "may/cannot/must/can", "ROLE": "user/target/attacker/ally/opponent/player",
    "GETS": "gets", "ZONE": "hand/deck/guts", "CARDS": "card(s)",
    "POSSESSIVE": "your/the user's/this monster's", "PASSIVE": "used/reduced/changed",
    "$END": "end of text", "_NL": "end of line", "SIDE": "A or B", "VS_EFFECT": "double/no",
    "NEXT": "next", "NUMBER_WORD": "a number", "CLAUSE_ID": "a clause id", "GAME_ID": "a game name",
    "USES": "uses/plays", "REST": "a card text", "ORDER": "or less/or more", "NEWLINE": "end of line",
    "ASSUMED": "[assumed]", "WHEN": "when/anytime", "PRONOUN": "his/her/their",
    "PRONOUN_SUBJ": "he/she/they", "DASH": "\"–\"", "HALF": "Top/Bottom", "ONLY_LINE": "NAME ONLY",
    "COMBO_NOUN": "a noun", "STAT_KEY": "a stat name", "NEXT_KEY": "a stat name", "ACTION_STAT": "a stat name", "CODE": "a type letter",
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
    """The LALR parser of the statement language (built once per process), with every verb form
    the games declare as its VERB terminal."""
    from .resources import games
    from .wordclass import WordClass
    forms = sorted(all_verb_forms(), key=lambda f: (-len(f), f))
    names, nouns = [], set()
    for g in games():
        cats = load_vocabulary(g).categories
        for c in NAME_CATEGORIES:
            names.extend(w for ws in cats.get(c, {}).values() for w in ws)
        nouns.update(w for ws in cats.get("nouns", {}).values() for w in ws)
        nouns.update(w for ws in cats.get("stats", {}).values() for w in ws)  # "Damage +1."
        nouns.update(w for ws in cats.get("passives", {}).values() for w in ws)  # "Blocked basic attacks ..."
        # "the blocked attack": a game's passive before one of its nouns is that noun's adjective
        names.extend(f"{p} {n}" for ps in cats.get("passives", {}).values() for p in ps
                     for ns in cats.get("nouns", {}).values() for n in ns if " " not in n)
    stats = sorted({w for g in games() for ws in load_vocabulary(g).categories.get("stats", {}).values() for w in ws}
                   | set(BLOCK_NAME_EXCLUDED), key=lambda w: (-len(w), w))
    gerunds = sorted({w for g in games() for ws in load_vocabulary(g).categories.get("gerunds", {}).values()
                      for w in ws}, key=lambda f: (-len(f), f)) or ["(?!)"]
    areas = sorted({w for g in games() for ws in load_vocabulary(g).categories.get("areas", {}).values()
                    for w in ws}, key=lambda f: (-len(f), f))
    # the games' state words that are no verb form ("KO'd"): "Ends if KO'd" (a verb form, "damaged", is a VERB)
    states = sorted({w for g in games() for ws in load_vocabulary(g).categories.get("states", {}).values()
                     for w in ws if w.lower() not in forms}, key=lambda f: (-len(f), f))
    # the spellings of the stats a game lets hold an action ("Damage: Avoid 1 throw"; defaults action_stats)
    action_stats = sorted({re.escape(w).replace("\\ ", "[ \\t]+") for g in games()
                           for st in load_vocabulary(g).defaults.get("action_stats", "").split()
                           for w in load_vocabulary(g).categories.get("stats", {}).get(st, ())},
                          key=lambda w: (-len(w), w))
    # the verb forms a game also declares as nouns ("attack", "blocks"): a subject's last word before its verb
    noun_forms = [f for f in forms if f.lower() in {n.lower() for n in nouns}] or ["(?!)"]
    return open_grammar("statement.lark", {"__VERB_FORMS__": "|".join(re.escape(f) for f in forms),
                                           "__NOUN_FORMS__": "|".join(re.escape(f) for f in noun_forms),
                                           "__AREAS__": "|".join(re.escape(a) for a in areas) or "(?!)",
                                           "__STATES__": "|".join(re.escape(w) for w in states) or "(?!)",
                                           "__GERUNDS__": "|".join(re.escape(g) for g in gerunds),
                                           "__ACTION_STATS__": "|".join(action_stats) or "(?!)",
                                           "__STAT_NAMES__": "|".join(re.escape(w).replace("\\ ", "[ \\t]+")
                                                                      for w in stats)},
                        postlex=WordClass(names, nouns))


# words that start a line of a card text and are never a stat block's name ("Top: ...", a location's half)
BLOCK_NAME_EXCLUDED = ("Top", "Bottom", "HIT")


# the vocabulary categories whose multi-word names join a verb form into a noun ("final damage")
NAME_CATEGORIES = ("stats", "nouns", "groups", "attack_classes", "compounds")


@lru_cache(maxsize=None)
def all_verb_forms() -> dict[str, str]:
    """Every verb form of every shipped game, with its lemma ("deals" -> deal)."""
    from .resources import games
    out: dict[str, str] = {}
    for g in games():
        for lemma, forms in load_vocabulary(g).categories.get("verb_forms", {}).items():
            for f in forms:
                out.setdefault(f.lower(), lemma)
    return out


@lru_cache(maxsize=None)
def load_vocabulary(game: str) -> m.Vocabulary:
    """A game's vocabulary from ``asp/<game>/vocabulary.json``."""
    data = game_data(game)
    cats = {c: {k: tuple(v) for k, v in words.items()} for c, words in data["categories"].items()}
    return m.Vocabulary(data["game"], data["title"], cats, dict(data.get("bounds", {})),
                        dict(data.get("defaults", {})))


def _header_parts(items) -> tuple[dict, list]:
    """An entry's header parts (``("owner", ...)``, ``("tags", ...)``, ``("cites", ...)``) and its
    sentences (a sentence with two effects comes as a list), in order."""
    parts: dict = {}
    sentences: list = []
    for it in items:
        if isinstance(it, tuple) and it and it[0] in ("owner", "tags", "cites"):
            parts[it[0]] = it[1]
        elif isinstance(it, m.Sentence):
            sentences.append(it)
        elif isinstance(it, list):
            sentences.extend(it)
    return parts, sentences


class StatementBuilder(Transformer):
    """One method per grammar rule; each builds one model object."""

    def __init__(self, vocab: m.Vocabulary, file: str, text: str, statuses: dict[str, str]):
        super().__init__()
        self.v, self.file, self.text, self.statuses = vocab, file, text, statuses
        from .meaning import Meaning
        self.meaning = Meaning(self)
        self._led: set[int] = set()  # the clauses a leading part ('When ..., ') was put before
        # the previous sentence of the entry (its first phrase and its clauses), which "they" and "instead" in a
        # sentence may refer to; the phrase of the sentence being read
        self._prev: tuple[P.Phrase | None, list] = (None, [])
        self._phrase: P.Phrase | None = None

    # -- vocabulary checks ---------------------------------------------------------
    def _need(self, category: str, words: str, tok: Token | None) -> str:
        words = str(words)
        found = self.v.lookup(category, words)
        if found is None:
            line = getattr(tok, "line", 0) or 0  # a Token, or a word without its position
            col = getattr(tok, "column", 0) or 0
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
    def transform(self, tree):
        """Each entry read knowing its kind (the meaning layer reads a rule's "you" as any player's)."""
        if not isinstance(tree, Tree) or tree.data != "start":
            return super().transform(tree)
        entries = []
        for child in tree.children:
            head = child.children[0] if isinstance(child, Tree) and child.data == "entry" and child.children else None
            self.meaning.kind = (self.v.lookup("kinds", str(head)) or "") if isinstance(head, Token) else ""
            owner = next((str(o.children[0])[1:-1] for o in (child.children if head is not None else ())
                          if isinstance(o, Tree) and o.data == "owner" and o.children), "")
            self.meaning.owner = owner  # 'ability "Iron Skin" of "X": ... X takes ...': X is the user
            self._prev, self._phrase = (None, []), None  # "they" does not reach back into another entry
            self.meaning.flipped_with = ""  # nor "it" / "your attack" after a flip rule
            entries.append(super().transform(child))
        self.meaning.kind = self.meaning.owner = ""
        return self.start(entries)

    def start(self, entries):
        return list(entries)

    @v_args(meta=True)
    def entry(self, meta, items):
        self.meaning.damaged = None  # an entry's "it" does not reach the next entry
        self.meaning.said = False
        kind_tok, name_tok = items[0], items[1]
        kind = self._need("kinds", str(kind_tok), kind_tok)
        parts, sentences = _header_parts(items[2:])
        owner, tags, cites = parts.get("owner", ""), parts.get("tags", ()), parts.get("cites", ())
        name = str(name_tok)[1:-1]
        plain = tuple(t for t, _ in tags)
        return m.Entry(kind, name, ident(name), owner, plain,
                       tuple(t for t, flag in tags if flag == "assumed"),
                       tuple(t for t, flag in tags if flag == "inferred"),
                       self._stat_order(sentences), cites, m.Position(self.file, meta.line, meta.column))

    def _stat_order(self, sentences) -> tuple:
        """An entry's sentences with its stat lines in the vocabulary's order of stats (in the places stat
        lines hold), for a game that declares it ("stat_order": "vocabulary"): "Damage: 8. Type: A(R)." and
        "Type: A(R). Damage: 8." are one meaning."""
        sentences = tuple(sentences)
        if self.v.defaults.get("stat_order") != "vocabulary":
            return sentences
        order = list(self.v.categories.get("stats", {}))
        slots = [i for i, s in enumerate(sentences) if isinstance(s.clause, m.StatLine) and s.clause.stat in order]
        lines = sorted((sentences[i] for i in slots), key=lambda s: order.index(s.clause.stat))
        out = list(sentences)
        for i, line in zip(slots, lines):
            out[i] = line
        return tuple(out)

    @v_args(meta=True)
    def printed_entry(self, meta, items):
        """A printed line: its name, what its parentheses hold (the card, first as a stat line; an owner,
        a tag, the kind of move), its owner and tags wherever printed, then its sentences as written."""
        name_tok = next(t for t in items if isinstance(t, Token) and t.type == "PRINTED_NAME")
        self.meaning.damaged = None
        self.meaning.said = False
        kind = self.v.defaults.get("printed_kind")
        parts = [p for it in items if isinstance(it, tuple) and it[0] == "printed_part" for p in it[1]]
        if not kind and len(parts) == 1:  # "Name (KIND): ..." / "Name (TAG): ..." in a game without printed lines
            what, value = parts[0]
            if what == "tag" and self.v.defaults.get("tagged_kind"):
                return self._kind_line(meta, name_tok, self.v.defaults["tagged_kind"], (value,), items)
            if what == "owner" and self.v.lookup("kinds", value):
                return self._kind_line(meta, name_tok, self.v.lookup("kinds", value), (), items)
        whats = [what for what, _ in parts]
        if not kind and len(parts) > 1 and set(whats) <= {"tag", "owner"} and whats.count("owner") <= 1 and \
                not any(self.v.lookup("kinds", v) for w, v in parts if w == "owner"):
            # "Shotgun (Pixie, POW): ...": an owner's entry (defaults owned_kind) with its tags; "Last Trump
            # (Breeder, SPE): ...": a tagged card's (defaults tagged_kind)
            kind = self.v.defaults.get("owned_kind" if "owner" in whats else "tagged_kind")
            if kind:
                owner = next((v for w, v in parts if w == "owner"), "")
                line = self._kind_line(meta, name_tok, kind, tuple(dict.fromkeys(v for w, v in parts if w == "tag")),
                                       items)
                return replace(line, owner=owner)
        if not kind and len(parts) > 1 and set(whats) <= {"tag", "owner"} and whats.count("owner") > 1:
            raise ParseError(f"a line 'Name (Owner, TAG): ...' names one owner and tags ({whats.count('owner')} "
                             "owners here: a word that is no tag is read as an owner)", self.file, name_tok.line,
                             name_tok.column, line_of(self.text, name_tok.line),
                             self.v.spellings("tags") + [f'{k} "Name":' for k in self.v.categories.get("kinds", {})])
        if not kind:
            raise ParseError(f"{self.v.title} has no printed line form: write an entry as kind \"Name\": ...",
                             self.file, name_tok.line, name_tok.column, line_of(self.text, name_tok.line),
                             [f'{k} "Name":' for k in self.v.categories.get("kinds", {})])
        owners, tags, cards, kinds, optional = [], [], [], [], []
        for it in items:
            if isinstance(it, Token) and it.type == "BTAG":  # "[TS]": a tag, or "[Ryu]": the owner
                word = str(it)[1:-1].strip()
                (tags.append(self.v.lookup("tags", word)) if self.v.lookup("tags", word) else owners.append(word))
            elif isinstance(it, tuple) and it[0] == "printed_part":
                for what, value in it[1]:
                    {"owner": owners, "tag": tags, "card": cards, "kind": kinds, "optional": optional}[what].append(value)
            elif isinstance(it, tuple) and it[0] in ("owner", "printed_owner"):
                owners.append(it[1])
        _, sentences = _header_parts(items)
        pos = m.Position(self.file, meta.line, meta.column)
        name = " ".join(str(name_tok).split())
        first, _, after = name.partition(" ")
        dashed = re.split(r"\s+[-–—]\s+", name, maxsplit=1)
        if len(dashed) == 2:  # "Gambit - Cajun Escape (King): ..."
            owners.insert(0, dashed[0])
            name = dashed[1]
        elif after and first.endswith(("'s", "’s")):  # "Ryu's Hadouken (Jack): ..."
            owners.insert(0, first[:-2])
            name = after
        if len(cards) != 1 or len(set(owners)) > 1:
            what = "card" if len(cards) != 1 else "owner"
            raise ParseError(f"a printed line names one {what} ({len(cards) if what == 'card' else len(owners)} "
                             "here)", self.file, name_tok.line, name_tok.column, line_of(self.text, name_tok.line),
                             ["Name (Card): ...", "Name (Owner, Card): ..."])
        card = cards[0]
        for n, tok in optional:  # "(King, +1 optional King)": King + up to 1 additional King
            if card.extra:
                raise ParseError("a card has one 'up to N additional' part", self.file, tok.line, tok.column,
                                 line_of(self.text, tok.line), [")"])
            card = replace(card, extra=n, extra_word=self.sv_words([tok]).word)
        for k, tok in kinds:  # "(Gambit's super, Ace)": a super is played with its rank
            if k != card.word:
                raise ParseError(f"{str(tok)!r} is played with {self.v.word('ranks', k)}, not "
                                 f"{self.v.word('ranks', card.word)}", self.file, tok.line, tok.column,
                                 line_of(self.text, tok.line), [self.v.word("ranks", k)])
        card_stat = self._need("stats", "card", name_tok)
        cards_line = m.Sentence(replace(card, stat=card_stat), False, "", pos)
        plain = tuple(dict.fromkeys(tags))
        return m.Entry(kind, name, ident(name), owners[0] if owners else "", plain, (), (),
                       self._stat_order((cards_line, *sentences)), (), pos)

    def _kind_line(self, meta, name_tok, kind, tags, items):
        """A line "Name (KIND): ..." or "Name (TAG): ..." in a game without printed move lines: the entry of
        that kind, or of the kind the game gives tagged cards (vocabulary defaults tagged_kind)."""
        parts, sentences = _header_parts(items)
        name = " ".join(str(name_tok).split())
        return m.Entry(kind, name, ident(name), parts.get("owner", ""), tags, (), (), tuple(sentences), (),
                       m.Position(self.file, meta.line, meta.column))

    @v_args(meta=True)
    def owned_entry(self, meta, items):
        """"Pixie's "Shotgun" (POW): ...": an entry of the kind the game's owners have (defaults owned_kind)."""
        self.meaning.damaged = None
        self.meaning.said = False
        owner_tok, name_tok = items[0], items[1]
        kind = self.v.defaults.get("owned_kind")
        if not kind:
            raise ParseError(f"{self.v.title} has no owner's entries: write an entry as kind \"Name\" of \"Owner\": ...",
                             self.file, owner_tok.line, owner_tok.column, line_of(self.text, owner_tok.line),
                             [f'{k} "Name":' for k in self.v.categories.get("kinds", {})])
        parts, sentences = _header_parts(items[2:])
        tags = parts.get("tags", ())
        name = str(name_tok)[1:-1]
        return m.Entry(kind, name, ident(name), " ".join(str(owner_tok).split())[:-2], tuple(t for t, _ in tags),
                       tuple(t for t, flag in tags if flag == "assumed"),
                       tuple(t for t, flag in tags if flag == "inferred"), tuple(sentences), parts.get("cites", ()),
                       m.Position(self.file, meta.line, meta.column))

    def printed_cards(self, items):
        return ("printed_cards", items)  # read once the game is known to print lines

    def printed_words(self, items):
        """One part of a printed line's parentheses: a card ("Jack", "K + up to 1 more K"), a tag ("VC"),
        the kind of move ("super", by the rank it is played with), or else the owner ("Ryu")."""
        words = [t for t in items if isinstance(t, Token) and t.type == "PWORD"]
        ints = [t for t in items if isinstance(t, int)]
        if ints:  # "K + up to 1 more K", "King + up to one additional King"
            if len(words) != 2:
                raise ParseError(f"unexpected {str(words[1])!r}", self.file, words[1].line, words[1].column,
                                 line_of(self.text, words[1].line), ['"+"'])
            return ("printed_part", [("card", self.sv_words([words[0], ints[0], words[-1]]))])
        text = " ".join(map(str, words))
        if len(words) == 1 and self.v.lookup("ranks", text):
            return ("printed_part", [("card", self.sv_words([words[0]]))])
        if self.v.lookup("tags", text):
            return ("printed_part", [("tag", self.v.lookup("tags", text))])
        if self.v.lookup("move_kinds", text):
            return ("printed_part", [("kind", (self.v.lookup("move_kinds", text), words[0]))])
        if len(words) == 1 and text[:1].isupper():
            return ("printed_part", [("owner", text)])
        if len(words) == 1 and self.v.lookup("kinds", text) and not self.v.defaults.get("printed_kind"):
            return ("printed_part", [("owner", text)])  # "Enchant (status): ...": the kind (as "(ENV)")
        if len(words) > 1 and all(self.v.lookup("tags", str(w)) for w in words):  # "(Breeder SPE)": two tags
            return ("printed_part", [("tag", self.v.lookup("tags", str(w))) for w in words])
        raise UnknownName(f"{text!r} is not a card, a tag or an owner", self.file, words[0].line, words[0].column,
                          line_of(self.text, words[0].line), self.v.spellings("ranks") + self.v.spellings("tags"))

    def printed_copies(self, items):
        """ "Ace + Ace": that many cards of one rank, all needed (CC-SPEC-07: the move says otherwise)."""
        return ("printed_part", [("card", self.sv_copies([t for t in items if isinstance(t, Token) and t.type == "PWORD"]))])

    def printed_owned(self, items):
        """ "Gambit's super": the owner and the kind of move."""
        poss = str(items[0])
        rest = self.printed_words(items[1:])[1]
        if any(what != "kind" for what, _ in rest):
            raise ParseError(f"unexpected {str(items[1])!r} after {poss!r}", self.file, items[1].line,
                             items[1].column, line_of(self.text, items[1].line), self.v.spellings("move_kinds"))
        return ("printed_part", [("owner", poss[:-2])] + rest)

    def printed_optional(self, items):
        """ "+1 optional King", "up to 1 additional King": up to 1 additional King (after the card it adds to)."""
        n = int(items[0])
        if n < 1:
            raise ParseError(f"unexpected {str(items[0])!r}", self.file, items[0].line, items[0].column,
                             line_of(self.text, items[0].line), ["+1 optional CARD"])
        return ("printed_part", [("optional", (n, items[-1]))])

    def printed_for(self, items):
        return ("printed_owner", str(items[-1]))

    def printed_tail(self, items):
        return ("printed_owner", str(items[0]))

    @v_args(meta=True)
    def block_entry(self, meta, items):
        """A stat block printed with its name only: "Gambit: Combo: 5." (the game's stat-block kind)."""
        name_tok = items[0]
        kind = self.v.defaults.get("block_kind")
        if not kind:
            raise ParseError(f"{self.v.title} has no stat block form: write an entry as kind \"Name\": ...",
                             self.file, name_tok.line, name_tok.column, line_of(self.text, name_tok.line),
                             [f'{k} "Name":' for k in self.v.categories.get("kinds", {})])
        _, sentences = _header_parts(items[1:])
        if any(isinstance(it, tuple) and it[0] in ("stat", "stat_group") for it in items):  # "Gambit (Combo: 5)"
            sentences = [self.stat_sentence(meta, [it for it in items[1:] if isinstance(it, tuple)])]
            sentences = sentences[0] if isinstance(sentences[0], list) else sentences
        name = " ".join(str(name_tok).split())
        if name.isupper() and len(name) > 2:  # "RYU:": the name as the document writes it
            name = name.title()
        if any(not isinstance(s.clause, m.StatLine) for s in sentences):
            raise ParseError("a stat block holds stat lines only", self.file, name_tok.line, name_tok.column,
                             line_of(self.text, name_tok.line), ["Name: STAT: N."])
        return m.Entry(kind, name, ident(name), "", (), (), (), self._stat_order(sentences), (),
                       m.Position(self.file, meta.line, meta.column))

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
        assumed = isinstance(items[-1], Token) and items[-1].type == "ASSUMED"
        clauses = []
        raw = [it for it in (items[:-1] if assumed else items) if not (isinstance(it, tuple) and it and it[0] == "then")
               and not (isinstance(it, Token) and it.type == "ONCE_LINE")]
        for a, b in zip(raw, raw[1:]):
            if id(a) in self._led and id(b) not in self._led:
                # "When ..., A; B": whether B is under the same lead is not said; "; if it is ..., B" (its own lead)
                # or a sentence of its own says it
                raise ParseError("after a clause with a leading part ('When ..., A'), '; B' needs its own leading part "
                                 "('; if it is an attack, ...') or a sentence of its own", self.file, meta.line,
                                 meta.column, line_of(self.text, meta.line),
                                 ["When ..., discard the top card of your deck; if it is an attack, put it into ..."])
        for it in items[:-1] if assumed else items:
            if isinstance(it, Token) and it.type == "ONCE_LINE" and clauses:
                # "... Only once per turn.": the sentence's trigger, as "Once per turn, when ..."
                word = Token.new_borrow_pos("WORD", str(it).rstrip(". \t").split()[-1], it)
                clauses[-1] = self.meaning.once(P.Item("once", word, tok=it), clauses[-1])
                continue
            if isinstance(it, tuple) and it and it[0] == "then" and clauses:
                clauses[-1] = _then(clauses[-1], self._clause(it[1]))  # "A. Then B.": A, then B
                continue
            if isinstance(it, P.Phrase):  # "A and you B": two effects, one sentence each
                it = _and_sub(it)
            clause = self._clause(it) if not isinstance(it, _Both) else [self._said(self._clause(c)) for c in it]
            self.meaning.said = True
            clauses.extend(clause if isinstance(clause, list) else [clause])
        self._flip_referent(clauses)
        for k in range(len(clauses) - 1):  # "CLASS deals full damage to a blocking opponent and the block card is
            first, second = clauses[k], clauses[k + 1]  # discarded": the two parts of one rule on blocks
            if isinstance(first, m.FullDamage) and isinstance(second, m.BlockCard) and second.dest == "discard":
                clauses[k:k + 2] = [m.BreaksBlock(first.cls)]
                break
        if any(isinstance(c, m.FullDamage) for c in clauses):  # full damage through a block, without the block card
            raise ParseError("full damage to a blocking opponent is understood with where the block card goes: "
                             "'A move with (U) deals full damage to a blocking opponent and the block card is "
                             "discarded.'", self.file, meta.line, meta.column, line_of(self.text, meta.line),
                             ["A move with (U) deals full damage to a blocking opponent and the block card is "
                              "discarded."])
        if any(isinstance(c, (m.BlockCard, m.BlockCardLater)) for c in clauses):  # without its condition
            raise ParseError("where the block card goes is understood after its condition: 'If the damage is equal "
                             "to or greater than the defense total, the block card is discarded.'", self.file,
                             meta.line, meta.column, line_of(self.text, meta.line),
                             ["If the defense total is greater than the damage, the block card returns to the hand."])
        for c in clauses:
            if _loose_only_used(c):  # "This move may only be used." alone or under another condition
                raise ParseError("'may only be used' is understood with a condition on a character's count: 'May only "
                                 "be used if your character's HP is 30 or less'", self.file, meta.line, meta.column,
                                 line_of(self.text, meta.line), ["May only be used if your character's HP is 30 or less"])
        src = self.text[meta.start_pos:meta.end_pos]
        pos = m.Position(self.file, meta.line, meta.column)
        self._prev, self._phrase = (self._phrase, list(clauses)), None
        if len(clauses) > 1:  # a sentence with two effects: one sentence each
            return [m.Sentence(c, assumed, src, pos) for c in clauses]
        return m.Sentence(clauses[0], assumed, src, pos)

    @v_args(meta=True)
    def sentence_not_damage(self, meta, items):
        """ "The target loses 2 LP. This is not damage.": the loss of the sentence before, said not to be damage. The
        games' rules take a loss of the life stat as no damage already (MR-LPL-01, MR-LPL-04), so the sentence is the
        loss alone; after anything else (damage, a halving, a loss of another stat, two effects) it is an error."""
        line = next(it for it in items if isinstance(it, Token) and it.type == "NOT_DAMAGE_LINE")
        out = self.sentence(meta, [it for it in items if it is not line])
        loss = _effect(out.clause) if isinstance(out, m.Sentence) else None
        life = self.v.defaults.get("life_stat")
        if not isinstance(loss, m.LifeLoss) or not life or loss.stat != life:
            raise ParseError("'This is not damage' is understood after a loss of life points ('X loses N LP. This "
                             "is not damage.')", self.file, line.line, line.column, line_of(self.text, line.line),
                             ["X loses N LP. This is not damage."])
        return out

    @v_args(meta=True)
    def sentence_rest(self, meta, items):
        """ "Reflect half of the damage back to the attacker. This monster takes the rest.": the half not reflected
        stays with the card's monster, as a half reflection already says (MR-RND-02: the attacker takes half, the user
        keeps the rest), so the sentence is the reflection alone; after anything else it is an error."""
        line = next(it for it in items if isinstance(it, Token) and it.type == "REST_LINE")
        out = self.sentence(meta, [it for it in items if it is not line])
        take = out.clause if isinstance(out, m.Sentence) else None
        if not isinstance(take, m.Take) or not take.half or take.agent != m.Agent("the", "attacker") or \
                take.instead_of not in (m.Agent("the", "user"), m.Agent("holder")):
            raise ParseError("'This monster takes the rest' is understood after half of the damage reflected ('Reflect "
                             "half of the damage back to the attacker. This monster takes the rest.')", self.file,
                             line.line, line.column, line_of(self.text, line.line),
                             ["Reflect half of the damage back to the attacker. This monster takes the rest."])
        return out

    def _flip_referent(self, clauses):
        """After an event's flip rule that flips it with an attack ("Flip when you attack.", "Flips when you play a
        punch."; vocabulary defaults "flipped_with": the flip events that do, "flipped_with_kinds": the kinds of card
        flipped so, and "rule" for a text read without its card, whose flip rule says what it is), "it" and "your
        attack" in the entry's later sentences name the attack it was flipped with, as "this attack" does
        (:meth:`pyrules.meaning.base.Reader.flip_referent`)."""
        events = self.v.defaults.get("flipped_with", "").split()
        kinds = self.v.defaults.get("flipped_with_kinds", "").split()
        for c in clauses:
            if isinstance(c, m.FlipSelf) and c.when in events and self.meaning.kind in kinds:
                self.meaning.flipped_with = c.noun or self.v.defaults.get("bare_it", "").partition(" ")[2]

    def _said(self, clause):
        self.meaning.said = True  # "A and it B": "it" in B is not the card itself
        return clause

    def then_sentence(self, items):
        return ("then", items[0])

    @v_args(meta=True)
    def sentence_star(self, meta, items):
        """A sentence ended by " * " (abilities joined as printed), its dot optional."""
        return self.sentence(meta, [it for it in items if not (isinstance(it, Token) and it.type == "STAR")])

    @v_args(meta=True)
    def last_sentence(self, meta, items):
        """An entry's last sentence printed without its dot."""
        return self.sentence(meta, items)

    @v_args(meta=True)
    def stat_sentence(self, meta, items):
        """One or more stat lines (printed with or without their dots): one sentence each."""
        assumed = isinstance(items[-1], Token) and items[-1].type == "ASSUMED"
        lines, prefix = [], ""
        verbal = self._verb_line(meta, items, assumed)
        if verbal is not None:  # "Limit: 1 per deck.": "Limit 1 per deck."
            return verbal
        actions = {}  # the place of a stat's action among the lines: "Damage: Avoid 1 throw" (stat_action)
        for it in items:
            if isinstance(it, tuple) and it[0] == "action":
                actions[len(lines)] = it[1]
                continue
            if isinstance(it, tuple) and it[0] == "stat_group":  # "Throw: 6 damage, 2 combo points"
                prefix = it[1]
                it = it[2]
            if isinstance(it, tuple) and it[0] == "stat":
                _, key, tok, value = it
                name = f"{prefix} {key}" if prefix else key
                stat = self._need("stats", name, tok)
                if isinstance(value, tuple) and value[0] == "title":  # a name without quotes: the stats that name one
                    if stat not in self.v.defaults.get("named_stats", "").split():
                        w = value[1]
                        raise ParseError(f"unexpected {str(w)!r} after '{key}:'", self.file, w.line, w.column,
                                         line_of(self.text, w.line), ["a number", "a letter code", '"a name"'])
                    value = value[2]
                lines.append(replace(value, stat=stat))
        src = self.text[meta.start_pos:meta.end_pos]
        pos = m.Position(self.file, meta.line, meta.column)
        out = []
        for i, c in enumerate(lines + [None]):
            action = actions.get(i)
            out.extend(action if isinstance(action, list) else [action] if action is not None else [])
            if c is not None:
                out.append(m.Sentence(c, assumed and i == len(lines) - 1, src, pos))
        return out[0] if len(out) == 1 else out

    @v_args(meta=True)
    def stat_action(self, meta, items):
        """ "Damage: Avoid 1 throw": a stat that the game lets hold an action (vocabulary defaults action_stats;
        CC-SPEC-08: a move's effect text replaces its Damage stat) holds that action's sentence, read as if it
        were written on its own."""
        tok = items[0]
        key = str(tok).rstrip(": \t")
        stat = self._need("stats", " ".join(key.split()), tok)
        if stat not in self.v.defaults.get("action_stats", "").split():
            raise ParseError(f"'{key}:' holds a value, not an action", self.file, tok.line, tok.column,
                             line_of(self.text, tok.line), [f"{key}: N"])
        return ("action", self.sentence(meta, items[1:]))

    def _verb_line(self, meta, items, assumed):
        """ "Limit: 1 per deck.": a printed line whose name is a verb of the game (not a stat) and whose value is
        a number and a prepositional phrase is that verb's sentence ("Limit 1 per deck."); None otherwise."""
        stats = [it for it in items if isinstance(it, tuple)]
        if len(stats) != 1 or stats[0][0] != "stat_group":
            return None
        _, key, (_, unit, tok, value) = stats[0]
        lemma = self.meaning.lemma(key)
        words = unit.split()
        if self.v.lookup("stats", f"{key} {unit}") or self.v.lookup("stats", key) or \
                key not in (f.lower() for f in self.v.categories.get("verb_forms", {}).get(lemma, ())) or \
                getattr(self.meaning, f"v_{lemma}", None) is None or len(value.numbers) != 1 or len(words) != 2 or \
                words[0].lower() not in ("per", "for"):
            return None
        at = lambda w: Token.new_borrow_pos("WORD", w, tok)
        np = P.NP(words=(at(words[1]),), tok=at(words[1]), text=words[1])
        ph = P.Phrase(None, P.VG(verb=lemma, form=key, tok=at(key)),
                      [P.Item("amount", "int", value.numbers[0], tok=tok), P.Item("pp", words[0].lower(), np, tok=tok)],
                      at(key))
        src = self.text[meta.start_pos:meta.end_pos]
        return m.Sentence(self._clause(ph), assumed, src, m.Position(self.file, meta.line, meta.column))

    # -- the phrase structure (pyrules/phrase.py), mapped by pyrules/meaning/ --------------------
    def _clause(self, x):
        if isinstance(x, _Both):  # "A, and B" inside another part: one effect after the other
            return m.Sequence(self._clause(x[0]), self._clause(x[1]))
        if isinstance(x, P.Phrase):
            x, instead = self._referred(x)
            return self._instead(self.meaning.as_rule(self.meaning.clause, x), instead, x)
        return x

    @v_args(meta=True)
    def led(self, meta, items):
        body, instead = self._referred(items[1]) if isinstance(items[1], P.Phrase) else (items[1], None)
        clause = self.meaning.as_rule(lambda body, lead: self.meaning.led(lead, body, meta), body, items[0])
        clause = self._instead(clause, instead, body)
        self._led.add(id(clause))  # (a clause after "; " that follows it needs its own lead: see sentence)
        return clause

    # -- referents across sentences: "they", and a modifier "instead" of the previous sentence's -------------
    def _referred(self, ph: P.Phrase):
        """A sentence's phrase with "they" as its subject named by the previous sentence's subject ("Your kicks do +1
        damage. While ..., they do +2 damage."), and its "instead" (an Item, or None) taken out where the previous
        sentence has the effect it replaces (read by :meth:`_instead`). "they" where the previous sentence names
        more than one group is an error naming them; without a previous sentence the phrase is left as it is."""
        first = self._phrase is None  # (only the sentence's first phrase: "A, then they B" is not read so)
        if first:
            self._phrase = ph
        subj, (prev, prev_clauses) = ph.subject, self._prev
        if first and subj is not None and subj.pronoun == "they" and not subj.rels and prev is not None:
            named = [np for np in [prev.subject] + [it.value if isinstance(it, P.Item) else it for it in prev.items]
                     if isinstance(np, P.NP) and _plural(np)]
            if len(named) > 1:
                raise ParseError("'they' could name " + " or ".join(repr(np.text) for np in named) + "; name it",
                                 self.file, subj.tok.line, subj.tok.column, line_of(self.text, subj.tok.line),
                                 [np.text for np in named])
            if named and named[0] is prev.subject:
                ph = replace(ph, subject=replace(prev.subject, tok=subj.tok))
                if self._phrase is not None and self._phrase.subject is subj:
                    self._phrase = ph
        inst = [it for it in ph.items if isinstance(it, P.Item) and it.kind == "instead"]
        if first and len(inst) == 1 and any(_modifier_in(c) is not None for c in prev_clauses):
            return replace(ph, items=[it for it in ph.items if it is not inst[0]]), inst[0]
        return ph, None

    def _instead(self, clause, instead, ph):
        """ "While you have 5 or more energy, your kicks do +2 damage instead.": the modifier replaces the previous
        sentence's modifier of the same cards and stat while it works (EB-REPL-02, EB-REPL-04)."""
        if instead is None:
            return clause
        new = _modifier_in(clause)
        olds = [_modifier_in(c) for c in self._prev[1]]
        tok = instead.tok or (ph.vg.tok if ph.vg is not None else None) or ph.tok
        if new is None or new.duration is not None or new.amount.term().name != "add" or not any(
                o is not None and o.agent.term() == new.agent.term() and o.stat == new.stat and
                o.amount.term().name == "add" and o.bound is None and o.duration is None for o in olds):
            raise ParseError("'instead' is understood on a modifier that replaces the previous sentence's modifier of "
                             "the same cards and stat ('Your kicks do +1 damage. While ..., they do +2 damage "
                             "instead.')", self.file, tok.line, tok.column, line_of(self.text, tok.line),
                             ["Your kicks do +2 damage instead"])
        return _rewrap(clause, new, m.InsteadModifier(new))

    def sequence(self, items):
        merged = self._follow_up(items[0], items[1])  # "Search your deck for a card, then put it into your hand"
        if merged is not None:
            return merged
        first, second = items
        if isinstance(second, P.Phrase) and second.subject is None and second.vg is not None and \
                second.vg.verb == "shuffle" and not second.items and \
                not (second.vg.modal or second.vg.negated or second.vg.only or second.vg.aux):
            searched = self._clause(first)  # "Search your deck for a card ..., then shuffle.": the zone searched
            zones = self.v.defaults.get("shuffle_zones", "").split()
            if isinstance(searched, m.Search) and searched.zone in zones:
                return m.Sequence(searched, m.Shuffle(searched.zone))
        return m.Sequence(self._clause(first), self._clause(second))

    def sequence_list(self, items):
        """"A, B, then C": "A and B, then C" when B (without a subject) is A's verb's own follow-up ("Search your
        deck for a card, put it into your hand, then shuffle your deck"); any other list is an error."""
        first, second, third = items
        merged = self._follow_up(first, second)
        if merged is None:
            tok = second.tok if isinstance(second, P.Phrase) else None
            raise ParseError("'A, B, then C' is understood when B is A's own follow-up ('Search your deck for a card, "
                             "put it into your hand, then shuffle your deck')", self.file,
                             tok.line if tok else 1, tok.column if tok else 1,
                             line_of(self.text, tok.line if tok else 1),
                             ["Search your deck for a card, put it into your hand, then shuffle your deck"])
        return self.sequence([merged, third])

    def _follow_up(self, first, second):
        """``first`` with ``second`` as its verb's own follow-up ("... and put it into your hand"), when the
        verb takes one; else None."""
        if isinstance(first, P.Phrase) and isinstance(second, P.Phrase) and second.subject is None \
                and second.vg is not None:
            merged = replace(first, items=[*first.items, P.Item("and", second, tok=second.tok)])
            try:
                if not isinstance(self._clause(merged), m.Sequence):
                    return merged
            except PyrulesError:
                pass
        return None

    def and_clause(self, items):
        """"A, and B": as "A and B" when B has no subject of its own (the second verb's complements
        are the first verb's follow-up: "Search your deck for a card, and put it into your hand")."""
        first, second = items
        if isinstance(first, P.Phrase) and isinstance(second, P.Phrase) and second.subject is None \
                and second.vg is not None:
            merged = replace(first, items=[*first.items, P.Item("and", second, tok=second.tok)])
            try:
                if not isinstance(self._clause(merged), m.Sequence):  # the first verb takes it as its own part
                    return merged
            except PyrulesError:
                pass
        return _Both((first, second))  # two effects, as "A; B"

    def clause_minimum(self, items):
        """"A, to a minimum of N": A with the bound "(minimum N)" (a modifier's own part)."""
        first, n = items[0], items[-1]
        if not isinstance(first, P.Phrase):
            raise ParseError("'..., to a minimum of N' follows a modifier", self.file, n.line, n.column,
                             line_of(self.text, n.line), ["Your projectiles cost -1 energy, to a minimum of 1"])
        return replace(first, items=[*first.items, P.Item("bound", m.Bound("minimum", int(n)), tok=n)])

    def clause_rounding(self, items):
        """"A, rounded down": A with how its halved amount rounds (read where A halves, else an error)."""
        first, r = items
        if not isinstance(first, P.Phrase):
            raise ParseError("', rounded down' follows a halved amount", self.file, r.line, r.column,
                             line_of(self.text, r.line), ["it deals half of its damage to the opponent, rounded down"])
        return replace(first, items=[*first.items, P.Item("rounding", str(r).split()[-1].lower(), tok=r)])

    def clause_split(self, items):
        """"N damage, distributable / split among X": "Deals N damage split among X"."""
        first, word, pp = items
        if not isinstance(first, P.Phrase) or pp.kind != "pp" or pp.value != "among":
            raise ParseError(f"', {word} ...' reads ', {word} among X' after the damage it splits", self.file,
                             word.line, word.column, line_of(self.text, word.line),
                             ["3 damage, distributable among the opponent's monsters"])
        return replace(first, items=[*first.items, P.Item("split"), pp])

    def clause_including(self, items):
        """"A, including X": A when A's last noun phrase is universal ("any attack", "every monster") and X
        names a part of it ("your own", "its own side's", "your own attacks"): X adds nothing, so A's facts."""
        first, inc, part = items
        last = _last_np(first) if isinstance(first, P.Phrase) else None
        words = {str(w).lower() for w in last.plain()} if last is not None else set()
        nouns = words | {w[:-1] for w in words if w.endswith("s")} | {w + "s" for w in words}
        rest = {str(w).lower() for w in part.plain()} - {"own", "side's", "side’s", "side", "sides"}
        if last is None or last.det not in ("any", "every", "each", "all") or part.rels or part.pronoun or \
                len(part.plain()) != len(part.words) or part.det not in ("your", "its", "their", "his", "her") or \
                not rest <= nouns:
            raise ParseError("', including X' is understood after a universal ('from any attack, including your "
                             "own'; 'to every monster, including your own')", self.file, inc.line, inc.column,
                             line_of(self.text, inc.line), ["from any attack, including your own"])
        return first

    def clause_which(self, items):
        """"N damage to X, which Y cannot VERB": "N damage to X. Its damage cannot be VERBED by Y." (the damage a
        clause deals, then its own passive with the relative's subject as its agent; two sentences)."""
        first, which, subj, vg = items
        damage = isinstance(first, P.Phrase) and any(
            [str(w).lower() for w in (it.value if isinstance(it, P.Item) and it.kind == "np" else it).plain()] ==
            ["damage"] for it in first.items if isinstance(it, P.NP) or isinstance(it, P.Item) and it.kind == "np")
        part = self.meaning.participle(vg.verb) if vg.verb else ""
        if not damage or not part or vg.aux or vg.only or vg.modal not in ("cannot", "can't", "can’t") or \
                subj.pronoun or subj.rels:
            raise ParseError("', which X cannot VERB' is understood after the damage a clause deals ('5 damage to "
                             "one opponent monster, which BLK moves cannot reduce')", self.file, which.line,
                             which.column, line_of(self.text, which.line), ["which BLK moves cannot reduce"])
        at = lambda w: Token.new_borrow_pos("WORD", w, which)
        its = P.NP(det="its", words=(at("damage"),), tok=which, text="its damage")
        passive = P.Phrase(its, P.VG(modal="cannot", aux="be", verb=vg.verb, form=part, tok=vg.tok),
                           [P.Item("pp", "by", subj, tok=subj.tok)], which)
        return _Both((first, passive))

    def clause_including_side(self, items):
        """"A, including its own side's": "including" and the part "its own side's" (one token, a possessive
        without its noun), read as :meth:`clause_including` reads "its own"."""
        first, inc, tok = items
        det, own, side = str(tok).split()
        at = lambda w: Token.new_borrow_pos("WORD", w, tok)
        part = P.NP(det=det.lower(), words=(at(own), at(side)), tok=tok, text=str(tok))
        return self.clause_including([first, inc, part])
    def clause_whatever(self, items):
        """"A, whatever its type": A when A's subject is generic ("a card", "each card", "cards"): the words add
        nothing, so A's facts."""
        first, tok = items
        subj = first.subject if isinstance(first, P.Phrase) else None
        if subj is None or subj.pronoun or subj.only or subj.count is not None or \
                subj.det not in ("a", "an", "any", "every", "each", "all", ""):
            raise ParseError(f"'{tok}' is understood after a clause whose subject is any card of a kind ('A card in "
                             "your energy pile is worth 1 energy, whatever its type')", self.file, tok.line,
                             tok.column, line_of(self.text, tok.line),
                             ["A card in your energy pile is worth 1 energy, whatever its type"])
        return first

    def hit(self, items):
        return m.Hit(self._clause(items[-1]))

    def diamond(self, items):
        return m.Diamond(self._clause(items[-1]))

    def location_half(self, items):
        return m.Half(str(items[0]).split()[0].lower(), self._clause(items[-1]))

    def only_line(self, items):
        words = str(items[0]).upper().split()[:-1]  # "Mortal Kombat decks only": MORTAL KOMBAT
        return m.OnlyLine(" ".join(words[:-1] if words[-1] in ("DECK", "DECKS") else words))

    @v_args(meta=True)
    def avoid_line(self, meta, items):
        """"Avoid 1 special move attack, add an additional King to deal 8 damage." (the printed form):
        an avoid, and what the extra card does."""
        avoid = self._clause(items[0])
        if not isinstance(avoid, m.Avoid):
            raise ParseError("'..., add an additional CARD to VERB ...' follows an avoid only", self.file,
                             meta.line, meta.column, line_of(self.text, meta.line),
                             ["Avoid N ATTACKS, add an additional CARD to deal N damage"])
        return [avoid, items[1]]

    def add_extra(self, items):
        """ "Add an additional King to deal 8 damage.": with 1 additional King, deals 8 damage (to the game's
        extra-damage target when the text names none)."""
        items = [x for x in items if not (isinstance(x, Token) and x.type == "ADD_EXTRA")]
        if items[0] == "each":  # "add each additional King to deal 5 damage": once per extra King
            word, rest = items[1], items[2:]
            ph = P.Phrase(None, rest[0], list(rest[1:]), rest[0].tok)
            return m.EachExtra(self._need("ranks", str(word), word), self.meaning.extra_clause(ph))
        if isinstance(items[0], int):  # "an additional", "2 more"
            n, word, rest = items[0], items[1], items[2:]
        else:  # "another King", "a second King"
            det = str(items[0]).lower()
            second = isinstance(items[1], Token) and items[1].type == "SECOND"
            word = items[2] if second else items[1]
            if not ((det == "another" and not second) or (det in ("a", "an") and second)):
                raise ParseError(f"unexpected {str(items[0])!r}", self.file, items[0].line, items[0].column,
                                 line_of(self.text, items[0].line), ['"an additional"', '"another"', '"a second"'])
            n, rest = 1, items[3:] if second else items[2:]
        ph = P.Phrase(None, rest[0], list(rest[1:]), rest[0].tok)
        return m.WithExtra(n, self._need("ranks", str(word), word), self.meaning.extra_clause(ph))

    # leading parts
    def lead(self, items):
        return self.part(items)

    def lead_purpose(self, items):  # "To use a tag super, ...": what the clause is done for
        if _prep(items[0]) != "to":
            raise ParseError(f"unexpected {str(items[1])!r} after {str(items[0])!r}", self.file, items[1].line,
                             items[1].column, line_of(self.text, items[1].line), ["a noun"])
        return P.Item("purpose", self.meaning.lemma(items[1]), items[2], tok=items[1])

    def lead_pp(self, items):  # "Against a super move, ...": the clause's own "against a super move"
        return P.Item("lead_pp", _prep(items[0]), items[1], tok=items[0])

    def lead_during(self, items):  # "During the clean-up phase, ...": the clause's own "during ..."
        return P.Item("lead_pp", "during", items[0], tok=items[0].tok)

    def lead_once(self, items):  # "Once per turn, ...": the period's word
        return P.Item("once", items[1], tok=items[0])

    def lead_after(self, items):  # "After a throw, ...": what follows an event
        return P.Item("after", items[0], tok=items[0].tok)

    def lead_in(self, items):  # "In the draw phase, ...": where the clause holds
        return P.Item("lead_pp", "in", items[0], tok=items[0].tok)

    def lead_while(self, items):
        return P.Item("while", items[1], tok=items[0])

    def lead_while_doing(self, items):  # "While blocking, ...": while the user does it
        return P.Item("while_doing", self.meaning.lemma(items[1]), str(items[1]).lower(), tok=items[1])

    def lead_if_state(self, items):  # "If blocked, ...": if this (card) is in that state
        return P.Item("if_state", str(items[0]).lower(), tok=items[0])

    def lead_while_in(self, items):
        return P.Item("while_in", items[1], tok=items[0])

    def lead_while_under(self, items):
        return P.Item("while_under", items[1], tok=items[0])

    def lead_when(self, items):
        return P.Item("when", items[1], _when(items[0]), tok=items[0])

    def lead_when_timed(self, items):  # "The first time each turn you ...": the timing after the event it times
        tok, timing, sub = items
        if timing != "each_turn":
            raise ParseError("a timing after 'when' is understood as 'The first time each turn ...'", self.file,
                             tok.line, tok.column, line_of(self.text, tok.line), ['"each turn"'])
        return P.Item("when", replace(sub, items=list(sub.items) + [P.Item("each_turn")]), _when(tok), tok=tok)

    def lead_upon(self, items):
        """ "Upon playing this card, ...": "When this card is played, ..." (the -ing form of a verb of the game's,
        its past participle among the game's forms of it; any other word is an error at it)."""
        tok, np = items
        ing = str(tok).split()[-1].lower()
        stems = (ing[:-3], ing[:-3] + "e") + ((ing[:-4],) if len(ing) > 5 and ing[-4] == ing[-5] else ())
        lemma = next((l for l in stems if self.v.categories.get("verb_forms", {}).get(l)), "")  # flipping: flip
        part = self.meaning.participle(lemma) if lemma else ""
        if not part:
            raise ParseError(f"unexpected {str(tok)!r} in card text", self.file, tok.line, tok.column,
                             line_of(self.text, tok.line), ["When this card is played, ..."])
        at = Token.new_borrow_pos("VERB", part, tok)
        return P.Item("when", P.Phrase(np, P.VG(aux="be", verb=lemma, form=part, tok=at), [], np.tok), "when", tok=tok)

    def lead_when_this(self, items):  # "When played, ...": this card
        return P.Item("when_this", self.meaning.lemma(items[1]), str(items[1]).lower(), tok=items[1])

    def lead_if(self, items):
        return P.Item("if", items[0])

    def lead_with(self, items):
        return P.Item("with", items[0], items[1], tok=items[1])

    def lead_with_fewer(self, items):
        """ "With fewer than 5 cards in your deck, ...": "If you have fewer than 5 cards in your deck, ..." (the
        condition the meaning reads there, pyrules/meaning/clauses.py all_below; anywhere else an error)."""
        tok, n, np = items
        at = lambda w: Token.new_borrow_pos("WORD", w, tok)
        words = (*(at(w) for w in str(tok).split()), Token.new_borrow_pos("INT", str(n), tok), *np.words)
        have = P.NP(det=np.det, words=words, rels=np.rels, tok=tok, text=f"{tok} {n} {np.text}")
        you = P.NP(pronoun="you", tok=tok, text="you")
        return P.Item("if", P.Phrase(you, P.VG(aux="have", form="have", tok=tok), [have], tok), tok=tok)

    def lead_with_count(self, items):  # "With 5 or more cards in your super meter, ...": what the subject has
        return P.Item("with_count", items[0], items[1], tok=items[0].tok)

    def extra(self, items):
        """How many extra cards: "2 additional", "an additional", "one more"."""
        word = str(items[0]).lower()
        if items[0].type == "DET" and word in ("each", "every"):
            return "each"  # "each additional Queen": once per extra card (pyrules.model.EachExtra)
        if items[0].type == "DET" and word not in ("a", "an", "one"):
            raise ParseError(f"unexpected {str(items[0])!r}", self.file, items[0].line, items[0].column,
                             line_of(self.text, items[0].line), ["a number", '"an additional"'])
        return 1 if items[0].type == "DET" else self.count(items)

    def lead_instead(self, items):
        return P.Item("instead_of", items[0])

    # phrases
    def phrase_subject(self, items):
        return P.Phrase(items[0], items[1], list(items[2:]), items[0].tok)

    def phrase_subject_timed(self, items):  # "Your next attack this turn costs ...": "... costs ... this turn"
        return P.Phrase(items[0], items[2], list(items[3:]) + [P.Item("duration", m.Duration("this_turn"), tok=items[1])],
                        items[0].tok)

    def phrase_subjects(self, items):  # "the combo and the combat phase end": the subjects, one NP and its "and"
        first, second = items[0], items[1]
        both = replace(first, rels=first.rels + (("and", second),), text=f"{first.text} and {second.text}")
        return P.Phrase(both, items[2], list(items[3:]), first.tok)

    def phrase_gerund(self, items):  # "Playing a support costs ...": the -ing form, its object as an "obj" relative
        tok = items[0]
        gerund, _, rest = str(tok).partition(" ")
        words = rest.split()
        det = words[0].lower() if words and words[0].lower() in ("a", "an", "the", "your") else ""
        words = words[1:] if det else words
        obj = P.NP(det=det, words=tuple(Token.new_borrow_pos("WORD", w, tok) for w in words), tok=tok,
                   text=" ".join([det] * bool(det) + words))
        subj = P.NP(words=(Token.new_borrow_pos("WORD", gerund, tok),), rels=(("obj", obj),), tok=tok, text=str(tok))
        return P.Phrase(subj, items[1], list(items[2:]), tok)

    def phrase_gerund_do_not(self, items):  # "Playing a technique does not cost energy.": "do" and a negation
        gerund, do, verb, *rest = items
        ph = self.phrase_gerund([gerund, P.VG(), *rest])
        vg = P.VG(modal="do", negated=True, verb=self.meaning.lemma(verb), form=str(verb).lower(), tok=verb)
        return replace(ph, vg=vg)

    def phrase_counted(self, items):  # "At least one card must be drawn": the count, as a part of the subject
        words = str(items[0]).lower().split()
        n = NUMBER_WORDS.get(words[-1]) if words[-1] in NUMBER_WORDS else int(words[-1])
        kind = {"at": "at_least" if words[1] == "least" else "at_most", "only": "at_most", "up": "at_most",
                "no": "at_most"}[words[0]]
        subj = replace(items[1], count=P.Item("amount", kind, n, tok=items[0]))
        return P.Phrase(subj, items[2], list(items[3:]), items[0])

    def phrase_no_subject(self, items):
        """ "No player may play ...": "A player cannot play ..."; "No attribute changes can occur.": "Attribute
        changes cannot occur." (a noun without its article, "can" / "may" without "not" or "only"; a plural
        noun keeps no article; anything else an error at "no")."""
        no, subj, vg, *rest = items
        words = subj.plain()
        if subj.det or subj.pronoun or subj.only or not words or vg.modal not in ("may", "can") or vg.negated or vg.only:
            raise ParseError(f"'no' before {subj.text!r} is understood as 'No NOUN may VERB ...' (a NOUN cannot "
                             "VERB ...) or 'No NOUNS can VERB ...' (NOUNS cannot VERB ...)", self.file, no.line,
                             no.column, line_of(self.text, no.line),
                             ["No player may play more than 1 Location per Set Step", "No attribute changes can occur"])
        if not (str(words[-1]).lower().endswith("s") and not subj.rels):
            subj = replace(subj, det="a", text=f"a {subj.text}")
        return P.Phrase(subj, replace(vg, modal="cannot"), list(rest), no)

    def phrase_bare(self, items):
        return P.Phrase(None, items[0], list(items[1:]), items[0].tok)

    def phrase_do_not(self, items):  # "Taunts do not affect SPE moves.": a negation without a modal ("do")
        subj, do, verb, *rest = items
        vg = P.VG(modal="do", negated=True, verb=self.meaning.lemma(verb), form=str(verb).lower(), tok=verb)
        return P.Phrase(subj, vg, list(rest), subj.tok)

    def phrase_verbless(self, items):
        return P.Phrase(None, None, list(items), items[0].tok)

    def phrase_only(self, items):  # "Ground only.": a restriction to what the noun names
        return P.Phrase(None, P.VG(only=True, form=str(items[1]).lower(), tok=items[1]), [items[0]], items[0].tok)

    def phrase_stat_amount(self, items):  # "Strength +1.": "+1 Strength."
        amount = self._amount("add", int(items[1]), items[1])
        return P.Phrase(None, None, [amount, items[0], *items[2:]], items[0].tok)

    def phrase_keyword(self, items):  # "Unblockable.": a keyword of the game's vocabulary
        return self.meaning.keyword(items[0])

    def phrase_stat_times(self, items):  # "Damage x2.": "x2 damage."
        amount = self.amt_mul(items[1:2])
        return P.Phrase(None, None, [amount, items[0], *items[2:]], items[0].tok)

    def sub(self, items):
        return P.Phrase(items[0], items[1], list(items[2:]), items[0].tok)

    def lead_if_do_not(self, items):  # "If the opponent does not attack, ...": a negation without a modal ("do")
        return P.Item("if", self.phrase_do_not(items))

    def sub_contracted(self, items):
        """ "it's", "you're": the pronoun, then "is" / "are"."""
        tok = items[0]
        pron = re.split(r"['’]", str(tok))[0].lower()
        subject = P.NP(pronoun=pron, tok=tok, text=pron)
        return P.Phrase(subject, P.VG(aux="be", tok=tok), list(items[1:]), tok)

    def vgroup(self, items):
        vg = P.VG(tok=items[0])
        for t in items:
            if t.type == "MODAL":
                vg.modal = _modal(t)
            elif t.type == "ONLY":
                vg.only = True
            elif t.type == "NOT" and vg.modal == "can":  # "can not": cannot
                vg.modal = "cannot"
            elif t.type == "NOT":
                vg.negated = True
            elif t.type == "HAS_TO":  # "has to pay": must
                vg.modal = "must"
            elif t.type == "AUX":
                vg.aux = "have" if str(t).lower().startswith("ha") else "be"
            elif t.type == "ADV":  # "already", "still", "also": nothing the rules read
                continue
            elif t.type == "SUCCESS_ADV":  # "successfully": kept in the verb, so that no reading drops it
                vg.form = "successfully "
            else:
                lemma = self.meaning.lemma(t)
                vg.verb = f"successfully {lemma}" if vg.form == "successfully " else lemma
                vg.form, vg.tok = vg.form + str(t).lower(), t
        return vg

    # complements and parts
    def pp(self, items):
        return P.Item("pp", _prep(items[0]), items[1], tok=items[0])

    def pp_instead(self, items):
        return P.Item("pp", "instead of", items[0], tok=items[0].tok)

    def pp_infinitive(self, items):
        if _prep(items[0]) != "to":
            raise ParseError(f"unexpected {str(items[1])!r} after {str(items[0])!r}", self.file, items[1].line,
                             items[1].column, line_of(self.text, items[1].line), ["a noun"])
        return P.Item("to_verb", self.meaning.lemma(items[1]), str(items[1]).lower(), tok=items[1])

    def pp_number(self, items):  # "by 2", "to 0": a preposition and a number
        return P.Item("pp_number", _prep(items[0]), self.count(items[1:]), tok=items[0])

    def pp_after(self, items):  # "after a character is KOed": an event before the one the clause speaks of
        return P.Item("after_event", items[0], tok=items[0].tok)

    def pp_before(self, items):
        return P.Item("before", items[0], tok=items[0].tok)

    def pp_before_ing(self, items):
        """"before blocking your projectiles": the verb without its subject (the clause's own)."""
        vg = self.vgroup(items[:1])
        return P.Item("before", P.Phrase(None, vg, list(items[1:]), items[0]), tok=items[0])

    def pp_because(self, items):
        return P.Item("because", items[0], tok=items[0].tok)

    def instead(self, items):
        return P.Item("instead")

    def vgroup_only_aux(self, items):
        """ "can only be", "may only have": a modal and its auxiliary, the limit in the amount after it."""
        return self.vgroup(items)

    def at_a_time(self, items):
        """ "at a time", "at any time": at once (read by a limit on the cards in play); "at any time" (value "any")
        is also whenever (read by the timing of abilities)."""
        return P.Item("at_a_time", "any" if " any" in " ".join(str(items[0]).lower().split()) else "a", tok=items[0])

    def area(self, items):
        """ "AoE", "Ground-only AoE": the damage goes to each monster of the area the game's word names
        (the vocabulary's "areas"), of one attribute when "ATTRIBUTE-only" comes first."""
        tok = items[0]
        attr, _, word = str(tok).rpartition(" ")
        attr = attr.strip()
        return P.Item("area", word, attr[:-len("-only")] if attr else "", tok=tok)

    def clause_area(self, items):
        """"3 damage, Ground-only AoE": "3 damage Ground-only AoE"."""
        first, tok = items
        if not isinstance(first, P.Phrase):
            raise ParseError(f"', {tok}' follows the damage it spreads", self.file, tok.line, tok.column,
                             line_of(self.text, tok.line), ["3 damage, Ground-only AoE"])
        return replace(first, items=[*first.items, self.area([tok])])

    def split(self, items):
        return P.Item("split")

    def part(self, items):
        if isinstance(items[0], P.Item):
            return items[0]
        return P.Item("each_turn") if items[0] == "each_turn" else P.Item("duration", items[0])

    def part_while(self, items):
        return P.Item("while", items[1], tok=items[0])

    def part_while_face(self, items):  # "... while face down": the side the one it speaks of is on
        side = "down" if str(items[1]).lower().endswith("down") else "up"
        return P.Item("while_face", side, tok=items[1])

    def part_if(self, items):
        return P.Item("if", items[0])

    def part_if_event(self, items):  # "Ends if damaged": if the one it speaks of is damaged ("when damaged": the same)
        verb = items[-1]
        vg = P.VG(aux="be", verb=self.meaning.lemma(verb), form=str(verb).lower(), tok=verb)
        return P.Item("if", P.Phrase(None, vg, [], verb), tok=verb)

    def part_if_state(self, items):  # "Ends if KO'd": if the one it speaks of is in that state
        tok = items[-1]
        word = Token.new_borrow_pos("WORD", str(tok), tok)
        np = P.NP(words=(word,), tok=word, text=str(tok))
        return P.Item("if", P.Phrase(None, P.VG(aux="be", tok=tok), [np], tok), tok=tok)

    def part_when(self, items):
        return P.Item("when", items[1], _when(items[0]), tok=items[0])

    def at_start(self, items, edge="start"):
        dets = [t for t in items if t.type == "DET"]
        if len(dets) == 2 and str(dets[0]).lower() != "each":  # only "each of your Battle steps"
            raise ParseError(f"unexpected {str(dets[0])!r}", self.file, dets[0].line, dets[0].column,
                             line_of(self.text, dets[0].line), ['"each of"'])
        det = dets[-1] if dets else None
        poss = next((t for t in items if t.type == "POSSWORD"), None)
        step = items[-1]
        if det is not None and str(det).lower() not in ("the", "each", "your", "a"):  # "at the end of a turn"
            raise ParseError(f"unexpected {str(det)!r}", self.file, det.line, det.column, line_of(self.text, det.line),
                             ['"the"', '"each"', '"your"', "a step"])
        whose = ""
        if poss is not None:  # "at the start of your rival's Battle": a possessive the game declares
            whose = self.v.lookup("possessives", f"{str(det or '').lower()} {poss}".strip()) or ""
            if not whose:
                raise UnknownName(f"unknown possessive {(str(det or '') + ' ' + str(poss)).strip()!r}", self.file,
                                  poss.line, poss.column, line_of(self.text, poss.line),
                                  self.v.spellings("possessives"))
        if poss is None and det is not None and str(det).lower() == "your":
            # "at the start of your Battle step": only in your own turn (where the game declares "your" a possessive
            # of its steps; elsewhere "your" says nothing more than "the")
            whose = self.v.lookup("possessives", "your") or ""
        if edge == "start" and not whose:
            return P.Item("at_start", step, tok=step)
        return P.Item("at_start", step, (edge, whose), tok=step)

    def at_next_turn(self, items):  # "at the start of your next turn"
        return P.Item("at_next_turn", "start", tok=items[0])

    def at_end(self, items):
        return self.at_start(items, "end")

    def part_at_start(self, items):
        return items[0]

    def lead_at_start(self, items):
        return items[0]

    def part_and(self, items):
        return P.Item("and", P.Phrase(None, items[0], list(items[1:]), items[0].tok), tok=items[0].tok)

    def part_and_sub(self, items):  # "... and you draw a card": a second clause with its own subject
        return P.Item("and_sub", items[0], tok=items[0].tok)

    def part_and_amount(self, items):  # "... and 1 damage to the user": a second clause of the same verb
        return P.Item("and_sub", P.Phrase(None, None, list(items), None), "same_verb")

    def part_comma_amount(self, items):  # "..., no damage vs Ground monsters": as "... and no damage ..."
        amount, np = items[1], items[2]
        if np.rels and np.rels[-1][0] == "pp":  # "damage to the user": the damage, then whom it goes to
            _, prep, whom = np.rels[-1]
            return self.part_and_amount([amount, replace(np, rels=np.rels[:-1], text=str(np.words[0]) if np.words
                                                         else np.text), P.Item("pp", prep, whom, tok=whom.tok)])
        return self.part_and_amount([amount, np])

    def part_and_np(self, items):  # "ends the combo and the combat phase": a second object
        return P.Item("and_np", items[1], tok=items[0])

    def part_unless_text(self, items):  # "unless its text limits it"
        return P.Item("unless_text", tok=items[0])

    def part_and_then(self, items):  # "Draw a card and then discard a card": a second effect
        return P.Item("then", P.Phrase(None, items[0], list(items[1:]), items[0].tok), tok=items[0].tok)

    def pp_as_after(self, items):  # "as after a Type A move"
        return P.Item("as_after", items[1], tok=items[0])

    def pp_with(self, items):  # "negate with a throw": what the verb is done with
        return P.Item("pp", "with", items[0], tok=items[0].tok)

    def pp_with_amount(self, items):  # "survives with 1 LP": the amount and the stat it counts
        return P.Item("pp_with_amount", items[0], items[1], tok=items[0].tok)

    def pp_during(self, items):  # "during the clean-up phase"; "only during ...": no other time
        only = len(items) == 2
        return P.Item("pp", "only during" if only else "during", items[-1], tok=items[-1].tok)

    def part_except(self, items):  # "except as the first attack": only so
        return P.Item("except", items[1], tok=items[0])

    def part_unless(self, items):  # "unless it is a throw or has (U)": an exception
        return P.Item("unless", items[0], tok=items[0].tok)

    def part_or(self, items):  # "or has (U)": a second verb phrase, either of the two
        return P.Item("or", P.Phrase(None, items[1], list(items[2:]), items[1].tok), tok=items[0])

    def part_default(self, items):  # "unless the character's list says otherwise": a default
        return P.Item("default", tok=items[0])

    def pp_only(self, items):  # "only as a counter": "only" and the preposition, one part
        return P.Item("pp", "only " + _prep(items[1]), items[2], tok=items[1])

    def pp_in(self, items):
        return P.Item("pp", "in", items[0], tok=items[0].tok)

    def _amount(self, kind, value, tok):
        return P.Item("amount", kind, value, tok=tok)

    def amt_at_most_stat(self, items):  # "at most speed cards": the count is the character's stat
        tok = items[-1]
        return self._amount("at_most_stat", self._need("stats", " ".join(str(tok).split()), tok), tok)

    def amt_maximum_of(self, items):  # "a maximum of 2": at most 2
        if str(items[0]).lower() not in ("a", "the"):
            raise ParseError(f"unexpected {str(items[0])!r}", self.file, items[0].line, items[0].column,
                             line_of(self.text, items[0].line), ['"a maximum of"'])
        return self._amount("at_most", self.count(items[1:]), items[0])

    def amt_at_most_once(self, items):  # "at most once", "only twice": at most N times
        word = items[-1]
        only = isinstance(items[0], Token) and items[0].type == "ONLY"
        return self._amount("only_times" if only else "at_most_times", {"once": 1, "twice": 2}[str(word).lower()], word)

    def amt_int(self, items):
        return self._amount("int", self.count(items), items[0])

    def amt_order(self, items):
        return self._amount(_order(items[1]), self.count(items), items[0])

    def amt_add(self, items):
        return self._amount("add", int(items[0]), items[0])

    def amt_mul(self, items):
        return self._amount("mul", int(str(items[0]).strip("x×")), items[0])  # "x2", "2x"

    def amt_twice(self, items):  # "twice the damage": x2
        return self._amount("mul", 2, items[0])

    @v_args(meta=True)
    def amt_double(self, meta, items):
        return self._amount("double", 2, _at(meta))

    @v_args(meta=True)
    def amt_triple(self, meta, items):
        return self._amount("triple", 3, _at(meta))

    @v_args(meta=True)
    def amt_no(self, meta, items):
        return self._amount("no", 0, _at(meta))

    @v_args(meta=True)
    def amt_half(self, meta, items):
        return self._amount("half", 0, _at(meta))

    @v_args(meta=True)
    def amt_up_to(self, meta, items):
        return self._amount("up_to", items[-1], _at(meta))

    def amt_plus(self, items):  # "5+": 5 or more
        return self._amount("ge", int(str(items[0])[:-1]), items[0])

    @v_args(meta=True)
    def amt_at_most(self, meta, items):
        return self._amount("at_most", items[0], _at(meta))

    def amt_only(self, items):  # "only 1 skill": a limit
        return self._amount("only", self.count(items[1:]), items[0])

    @v_args(meta=True)
    def amt_at_least(self, meta, items):
        return self._amount("at_least", items[0], _at(meta))

    def amt_any_number(self, items):
        if str(items[0]).lower() != "any":
            raise ParseError(f"unexpected {str(items[0])!r}", self.file, items[0].line, items[0].column,
                             line_of(self.text, items[0].line), ['"any number of"'])
        return self._amount("any_number", 0, items[0])

    def amt_as_many(self, items):  # "as many skills as it likes": any number of skills
        return self._amount("any_number", 0, items[0])

    def as_likes(self, items):  # "... as it likes": what "as many" said (the mapping takes it there)
        return P.Item("as_likes", tok=items[0])

    def count(self, items):
        word = str(items[0]).lower()
        return NUMBER_WORDS[word] if word in NUMBER_WORDS else int(word)

    def minimum(self, items):
        return P.Item("bound", m.Bound("minimum", int(items[0])))

    def maximum(self, items):
        return P.Item("bound", m.Bound("maximum", int(items[0])))

    def until_next_turn(self, _):
        return m.Duration("until_next_turn")

    def this_turn(self, _):
        return m.Duration("this_turn")

    def det_turn(self, items):
        word = str(items[0]).lower()
        if word == "this":
            return m.Duration("this_turn")
        if word in ("each", "every"):
            return "each_turn"
        raise ParseError(f"unexpected {str(items[0])!r} before 'turn'", self.file, items[0].line, items[0].column,
                         line_of(self.text, items[0].line), ['"this turn"', '"each turn"'])

    # noun phrases
    @v_args(meta=True)
    def np(self, meta, items):
        out = P.NP(tok=None, text=self.text[meta.start_pos:meta.end_pos])
        words, rels = [], []
        for it in items:
            if isinstance(it, Token) and it.type == "ONLY":
                out.only = True
            elif isinstance(it, Token) and it.type == "DET":
                out.det = str(it).lower()
            elif isinstance(it, tuple) and it and it[0] in ("order", "cost"):
                words.append(it)
            elif isinstance(it, Token) and it.type == "VERB_NOUN":  # "Discard piles": its words
                first, rest = str(it).split(None, 1)
                words += [Token.new_borrow_pos("WORD", first, it), Token.new_borrow_pos("WORD", rest, it)]
            elif isinstance(it, Token):
                words.append(it)
            else:
                rels.append(it)
            if out.tok is None:
                out.tok = it if isinstance(it, Token) else (it[-1] if isinstance(it, tuple) and isinstance(it[-1], Token) else None)
        out.words, out.rels = tuple(words), tuple(rels)
        return out

    @v_args(meta=True)
    def np_det_only(self, meta, items):  # "this", "one of your Supports"
        return self.np(meta, items)

    @v_args(meta=True)
    def np_pronoun(self, meta, items):
        return P.NP(pronoun=str(items[0]).lower(), rels=tuple(items[1:]), tok=items[0],
                    text=self.text[meta.start_pos:meta.end_pos])

    @v_args(meta=True)
    def np_this_doer(self, meta, items):  # "this" before its verb ("If this blocks a punch"): this card
        return P.NP(det="this", tok=items[0], text=self.text[meta.start_pos:meta.end_pos])

    @v_args(meta=True)
    def np_that_card(self, meta, items):  # "that card": "it" (the card the sentence spoke of)
        return P.NP(pronoun="it", tok=items[0], text=self.text[meta.start_pos:meta.end_pos])

    def nfirst_cost(self, items):
        return ("cost", int(items[0]), items[0])

    def nword_compare(self, items):  # "≤ 3": 3 or less
        return ("order", int(items[1]), "le" if str(items[0]) in ("≤", "<=") else "ge", items[1])

    def nword_order(self, items):
        return ("order", int(items[0]), _order(items[1]), items[0])

    def rel_of(self, items):
        return ("of", items[0])

    def rel_of_order(self, items):
        return ("of_order", int(items[0]), _order(items[1]), items[0])

    def rel_with(self, items):
        return ("with", items[0])

    def rel_that_obj(self, items):
        return ("that_obj", self.meaning.lemma(items[0]), items[1])

    def rel_without(self, items):
        return ("without", items[0])

    def rel_in(self, items):
        return ("in", items[0])

    def rel_that(self, items):
        return ("that", P.Phrase(None, items[0], list(items[1:]), items[0].tok))

    def rel_that_pp(self, items):
        pp = P.Item("pp", _prep(items[1]), items[2], tok=items[1])
        return ("that", P.Phrase(None, items[0], [pp], items[0].tok))

    def rel_that_has(self, items):  # a subject's "that has X": as the object's "that" relative
        vg = P.VG(tok=items[0], aux="have" if str(items[0]).lower().startswith("ha") else "be")
        return ("that", P.Phrase(None, vg, [items[1]], items[0]))

    def rel_that_verb(self, items):  # "that dodges" before a modal: ("that", the verb alone)
        tok = items[0]
        word = str(tok).split()[-1]
        verb = Token.new_borrow_pos("VERB", word, tok)
        return ("that", P.Phrase(None, P.VG(verb=self.meaning.lemma(verb), form=word.lower(), tok=verb), [], verb))

    def rel_used_to(self, items):  # "used to negate", "used for negation": ("used_to", the word)
        return ("used_to", items[1])

    def rel_using(self, items):  # "the character using it": ("using", it)
        return ("using", items[1])

    def rel_pp_number(self, items):  # "life points by 2": a number after a noun, as the phrase's own part
        return ("pp_number", _prep(items[0]), self.count(items[1:]), items[0])

    def rel_pp_det_number(self, items):  # "as a 10": the same as "as 10"
        return ("pp_number", "as", self.count(items[1:]), items[0])

    def rel_pron_verb(self, items):  # "punches you play": ("pron_verb", "you", play); "your rival plays"
        who = " ".join(str(t).lower() for t in items[:-1])
        return ("pron_verb", who, self.meaning.lemma(items[-1]), items[-1])

    def rel_pp(self, items):
        return ("pp", _prep(items[0]), items[1])

    def rel_with_cost(self, items):  # "punches with a cost of 0": a cost among the noun's words
        return ("cost", int(re.findall(r"[0-9]+", str(items[0]))[-1]), items[0])

    @v_args(meta=True)
    def rel_whose(self, meta, items):  # "whose final damage is 3 or less": ("with", final damage 3 or less)
        *words, _aux, n, order = items
        np = P.NP(words=(*words, ("order", int(n), _order(order), n)), tok=words[0],
                  text=self.text[meta.start_pos:meta.end_pos])
        return ("with", np)

    @v_args(meta=True)
    def rel_with_order(self, meta, items):  # "with 3 or less final damage": ("with", final damage 3 or less)
        n, order, *words = items
        np = P.NP(words=(*words, ("order", int(n), _order(order), n)), tok=words[0],
                  text=self.text[meta.start_pos:meta.end_pos])
        return ("with", np)

    def rel_used_by(self, items):  # "moves used by this monster": ("used_by", this monster)
        return ("used_by", items[1])

    def rel_above(self, items):  # "number cards above the character's strength": ("above", the character's strength)
        return ("above", items[1])

    # -- stat blocks (characters and moves) ----------------------------------------------
    def stat_line(self, items):
        """A stat's written name and its value; the sentence looks the name up (after a group's name)."""
        key, value = items
        return ("stat", " ".join(str(key).split()), key, value)

    def stat_unit(self, items):
        """ "8 damage", "1 CP": the value, then the stat's name."""
        return ("stat", " ".join(str(items[1]).split()), items[1], m.StatLine("", numbers=(int(items[0]),)))

    def stat_group(self, items):
        """ "Throw: 6 damage": the group's name, and its first stat."""
        return ("stat_group", str(items[0]).lower(), self.stat_unit(items[1:]))

    def stat_sep(self, items):
        return None

    def sv_name(self, items):
        """ 'Special ability: "Iron Skin"': another entry, by its name."""
        name = str(items[0])[1:-1]
        return m.StatLine("", name=name, name_id=ident(name))

    def sv_title(self, items):
        """ "Special ability: Iron Skin": another entry, by its name written without quotes."""
        low = next((t for t in items if not str(t)[0].isupper()), None)
        if low is not None:  # a name's words are capitalized: "Iron Skin", not "Iron Skin sometimes"
            raise ParseError(f"unexpected {str(low)!r} in a name", self.file, low.line, low.column,
                             line_of(self.text, low.line), ['a name in capitals ("Iron Skin")', '"."'])
        name = " ".join(str(t) for t in items)
        return ("title", items[0], m.StatLine("", name=name, name_id=ident(name)))

    def sv_range(self, items):
        """ "1-2": each number from the first to the last."""
        low, _, high = str(items[0]).partition("-")
        if int(high) <= int(low) or int(high) - int(low) > 10:
            raise ParseError(f"unexpected range {str(items[0])!r}", self.file, items[0].line, items[0].column,
                             line_of(self.text, items[0].line), ["N-M with N < M"])
        return m.StatLine("", numbers=tuple(range(int(low), int(high) + 1)))

    def sv_numbers(self, items):
        return m.StatLine("", numbers=tuple(int(t) for t in items if t.type != "UNKNOWN_NOTE"))

    def sv_code(self, items):
        tok = items[0]
        text = str(tok)
        letter, _, rest = text.partition("(")  # "C(R, S)" and "C(R)(S)": the letters in the parentheses
        attrs = [a.strip() for a in rest.replace(")", ",").replace("(", ",").split(",") if a.strip()]
        code = self._need("move_types", letter.strip(), tok)
        order = list(self.v.categories.get("move_attributes", {}))  # "A(U, R)" is "A(R, U)": the vocabulary's order
        found = sorted({self._need("move_attributes", a, tok) for a in attrs}, key=order.index)
        if len(found) != len(attrs):
            raise ParseError(f"an attribute written twice in {text!r}", self.file, tok.line, tok.column,
                             line_of(self.text, tok.line), self.v.spellings("move_attributes"))
        return m.StatLine("", code=code, attributes=tuple(found))

    def sv_copies(self, items):
        """ "Ace + Ace": N cards of one rank, every one needed; cards of different ranks are not a form the
        games read (an error at the first other word)."""
        items = [t for t in items if isinstance(t, Token) and t.type != "PLUS_SAME"]
        first = self.sv_words([items[0]])
        for tok in items[1:]:
            if self.sv_words([tok]).word != first.word:
                raise ParseError(f"a card line 'CARD + CARD' names cards of one rank ({str(tok)!r} is not "
                                 f"{self.v.word(first.word_category, first.word)})", self.file, tok.line, tok.column,
                                 line_of(self.text, tok.line),
                                 [f"{str(items[0])} + {str(items[0])}", f"{str(items[0])} + up to 1 additional {str(items[0])}"])
        return replace(first, copies=len(items))

    def sv_words(self, items):
        word = items[0]
        category = "ranks" if self.v.lookup("ranks", str(word)) else "phases"
        found = self._need(category, str(word), word)
        if len(items) > 1:
            return m.StatLine("", word=found, word_category=category, extra=int(items[1]),
                              extra_word=self._need(category, str(items[2]), items[2]))
        return m.StatLine("", word=found, word_category=category)


def _loose_only_used(clause) -> bool:
    """Whether a clause holds an OnlyUsed ("this move may only be used") anywhere but right under an IfCount (the
    one condition the rules read it with)."""
    if isinstance(clause, m.IfCount) and isinstance(clause.clause, m.OnlyUsed):
        return False
    if isinstance(clause, m.OnlyUsed):
        return True
    if is_dataclass(clause):
        return any(_loose_only_used(getattr(clause, f.name)) for f in fields(clause))
    if isinstance(clause, (tuple, list)):
        return any(_loose_only_used(c) for c in clause)
    return False


def _last_np(ph: P.Phrase) -> P.NP | None:
    """The last noun phrase a phrase's complements name ("from any attack": any attack), or None."""
    last = None
    for it in ph.items:
        np = it if isinstance(it, P.NP) else it.extra if isinstance(it, P.Item) and it.kind == "pp" and \
            isinstance(it.extra, P.NP) else None
        while np is not None:
            last = np
            inner = [r[-1] for r in np.rels if isinstance(r[-1], P.NP)]
            np = inner[-1] if inner else None
    return last


def _at(meta) -> Token | None:
    """A token at the start of a rule's match (an error's position where the rule keeps no token of its own:
    "double", "no" and "up to" are anonymous keywords)."""
    if meta.empty:
        return None
    return Token("WORD", "", start_pos=meta.start_pos, line=meta.line, column=meta.column, end_line=meta.end_line,
                 end_column=meta.end_column, end_pos=meta.end_pos)


class _Both(tuple):
    """ "A, and B" not read by A's verb: two effects (two sentences at a sentence's top, else A, then B)."""


def _effect(clause):
    """The effect a clause comes to under its leads (a trigger's, a condition's): the innermost clause of
    its ``clause`` / ``effect`` fields (never a sequence's second effect)."""
    for name in ("clause", "effect"):
        inner = getattr(clause, name, None)
        if isinstance(inner, m.Clause):
            return _effect(inner)
    return clause


def _and_sub(ph: P.Phrase):
    """ "The user gets "Enchant" and you draw a card": the phrase and the clauses with their own subject
    after its "and" (two effects, as "A. B."); the phrase itself when it has none. An "and" clause
    anywhere else is left to the meaning, which refuses it."""
    if not ph.items or not isinstance(ph.items[-1], P.Item) or ph.items[-1].kind != "and_sub":
        return ph
    second = ph.items[-1].value
    if ph.items[-1].extra == "same_verb":  # "Deals 3 damage to X and 1 damage to Y": "... Deals 1 damage to Y"
        second = replace(second, subject=ph.subject, vg=ph.vg, tok=ph.tok)
    rest = _and_sub(second)
    return _Both((replace(ph, items=list(ph.items[:-1])), *(rest if isinstance(rest, _Both) else (rest,))))


def _then(first, then):
    """``first, then then``: inside a keyword prefix ("HIT – A. Then B." is "HIT – A, then B")."""
    if isinstance(first, (m.Hit, m.Diamond)):
        return replace(first, clause=_then(first.clause, then))
    return m.Sequence(first, then)


def _prep(tok) -> str:
    """A preposition's canonical word (vs. / vs / versus / against -> vs)."""
    word = str(tok).lower()
    return "vs" if word in ("vs.", "vs", "versus", "against") else word


def _order(tok) -> str:
    """ge for "or more / higher / greater", le for "or less / fewer / lower"."""
    return "ge" if str(tok).lower().split()[-1] in ("more", "higher", "greater") else "le"


def _when(tok) -> str:
    """A trigger's word: when, whenever, anytime ("any time", "each time", "every time" -> anytime)."""
    word = " ".join(str(tok).lower().split())
    if word == "the first time":  # "The first time you play a kick each turn": your first kick
        return "first_time"
    return "anytime" if word.endswith(" time") else word


def _modal(tok) -> str:
    """A modal's canonical word ("can't" -> cannot)."""
    word = str(tok).lower().replace("’", "'")
    if word.startswith("unable"):  # "Unable to damage Air monsters.": cannot
        return "cannot"
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


def _plural(np: P.NP) -> bool:
    """A noun phrase naming a group ("your kicks", "the opponent's monsters"), not one card or a player."""
    words = [str(w).lower() for w in np.plain()]
    return bool(words) and not np.pronoun and np.det not in ("a", "an", "this", "that", "each", "every", "one",
                                                            "another") \
        and words[-1].endswith("s") and not words[-1].endswith(("'s", "’s", "ss"))


def _modifier_in(clause):
    """The standing modifier a clause is, or that its conditions wrap ("While ..., X"), or None."""
    while clause is not None and not isinstance(clause, m.ScopedModifier):
        clause = getattr(clause, "clause", None) if not isinstance(clause, m.InsteadModifier) else None
    return clause


def _rewrap(clause, old, new):
    """``clause`` with ``old`` (inside its conditions) replaced by ``new``."""
    if clause is old:
        return new
    return replace(clause, clause=_rewrap(clause.clause, old, new))


NUMBER_WORDS = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                "nine": 9, "ten": 10}


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
    _one_damage(entries, vocab, text, file)
    return entries


def _one_damage(entries: list[m.Entry], vocab: m.Vocabulary, text: str, file: str) -> None:
    """In a game whose move deals its damage once (vocabulary defaults "one_damage" names the rule: a move's Final
    Damage starts from its one printed base damage), an entry that deals damage twice to monsters other than its user
    ("Deals 3 damage to one opponent monster and 1 damage to each opponent monster.") is an error at the second: the
    rules would read one base damage of the two, a second effect silently lost. Damage to the user (self-inflicted
    damage, its own rule) is not counted."""
    rule = vocab.defaults.get("one_damage")
    if not rule:
        return
    for entry in entries:
        first = None
        for s in entry.sentences:
            if not _deals_others(s.clause.term()):
                continue
            if first is None:
                first = s
                continue
            pos = s.position or entry.position
            line, col = (pos.line, pos.column) if pos else (1, 1)
            raise ParseError(f"a move deals its damage once, from its printed base damage ({rule}): a second damage "
                             f"to other monsters ('{s.clause.render(vocab)}' after "
                             f"'{first.clause.render(vocab)}') is not understood; damage to the user is",
                             file, line, col, line_of(text, line),
                             ["Deals 3 damage to one opponent monster and 1 damage to the user"])


def _deals_others(term) -> bool:
    """Whether a sentence's term deals damage to monsters other than the user (a deal/4 or deal/5 not to itself)."""
    import clingo

    if term.type != clingo.SymbolType.Function:
        return False
    args = term.arguments
    if term.name == "deal" and len(args) >= 4 and args[1].type == clingo.SymbolType.Function and args[1].name != "self":
        return True
    return any(_deals_others(a) for a in args)


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
        printed = _printed_line(text, vocab, statuses)
        if printed is not None:  # "Jinrai Kick (Jack) [VC]: Type: C ...": the card's whole printed line
            return printed
        second = entries[1].position
        line = second.line if second else 1
        col = (second.column - (len(header) if line == 1 else 0)) if second else 1
        raise ParseError("a card text holds sentences only; an entry header ('card \"...\":') belongs in a "
                         "card file", "<text>", line, col, line_of(text, line), ["a sentence"])
    return _unheaded(entries[0], len(header))


def _printed_line(text: str, vocab: m.Vocabulary, statuses: dict[str, str]) -> m.Entry | None:
    """A card text that is one whole printed line of the game's printed kind, as its rule document prints a
    move ("Jinrai Kick (Jack) [VC]: Type: C Damage: 6 ...", its tag markers where the vocabulary declares
    them): that entry; else None (the text is read as sentences)."""
    kind = vocab.defaults.get("printed_kind")
    if not kind or "\n" in text.strip():
        return None
    try:
        entries = parse_entries(text, vocab, "<text>", statuses)
    except PyrulesError:
        return None
    if len(entries) != 1 or entries[0].kind != kind or entries[0].position is None or \
            (entries[0].position.line, entries[0].position.column) != (1, 1 + len(text) - len(text.lstrip())):
        return None
    return entries[0]


def _unheaded(entry: m.Entry, width: int) -> m.Entry:
    """An entry parsed behind a header of ``width`` characters, with its sentences' positions in
    the text as given (an error about a sentence points into what the user wrote)."""
    def back(p: m.Position | None) -> m.Position | None:
        return m.Position(p.file, p.line, max(p.column - width, 1)) if p is not None and p.line == 1 else p
    return replace(entry, sentences=tuple(replace(s, position=back(s.position)) for s in entry.sentences))


def parse_define(text: str, vocab: m.Vocabulary, file: str = "<text>",
                 statuses: dict[str, str] | None = None) -> tuple[m.Entry, ...]:
    """A query's ``define`` text parsed (:func:`parse_entries`), kept across processes in the
    private cache, keyed on the text, the statuses it may name, the vocabulary, every game's
    vocabulary file and the grammars (the statement grammar is built from them) and this package's
    code: a query run again does not load the statement grammar for a text it has read before.
    A text that does not parse is never kept (its error is raised, naming ``file``, each time). The
    entries' positions are those of the text's first parse: callers move them to their own query file
    (``facts._shifted``), so the file is not part of the key and a batch's shared texts share one entry."""
    from .resources import cached

    key = hashlib.sha256(_grammar_key() + repr((vocab, sorted((statuses or {}).items()), text)).encode())
    return cached("define", key.digest(), lambda: tuple(parse_entries(text, vocab, file, statuses)))


@lru_cache(maxsize=None)
def _grammar_key() -> bytes:
    """What the statement parser is built from: every game's vocabulary file, the grammars, the
    package's code (:func:`pyrules.resources.sources_key`)."""
    from .resources import games, grammar_path, sources_key

    return sources_key(*(game_dir(g) / "vocabulary.json" for g in games()),
                       *sorted(grammar_path("statement.lark").parent.glob("*.lark")))


@lru_cache(maxsize=None)
def load_pool(game: str) -> m.CardPool:
    """Every card file of a game, parsed once: kept across processes in the private cache (see
    :func:`pyrules.resources.cached`), keyed on the card files, every game's vocabulary (the
    statement grammar is built from them all), the grammars and this package's code."""
    from .resources import cached, games, grammar_path, sources_key

    files = [game_dir(game) / f for f in game_data(game).get("card_files", [])]
    key = sources_key(*files, *(game_dir(g) / "vocabulary.json" for g in games()),
                      *sorted(grammar_path("statement.lark").parent.glob("*.lark")))
    return cached(f"pool-{game}", key, lambda: _parse_pool(game, files))


def _parse_pool(game: str, files: list[Path]) -> m.CardPool:
    vocab = load_vocabulary(game)
    entries: list[m.Entry] = []
    texts = {f.name: f.read_text(encoding="utf-8") for f in files}
    statuses: dict[str, str] = {}
    for text in texts.values():
        statuses.update(_status_names(text))
    ids: dict[str, list[m.Entry]] = {}
    for f, text in texts.items():
        parsed = parse_entries(text, vocab, str(Path("asp") / game / f), statuses)
        ids = check_entries(parsed, text, ids)  # no id that another card file's name holds
        entries.extend(parsed)
    return m.CardPool(vocab, tuple(entries))
