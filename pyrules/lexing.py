"""A contextual lexer whose scanners cost nothing to build: the grammars' start-up time.

Lark's contextual lexer gives each parser state a scanner that matches the terminals the state
accepts, compiled as one regular expression (an alternation of named groups). The statement
grammar's terminals hold the games' vocabularies (every verb form, printed name and stat name), so
each such alternation takes ~6 ms to compile, and parsing one short card text visits some 30 states:
most of a cold start that parses a ``define`` line went into compiling them.

Here a state's scanner tries its terminals one after another, in the order Lark gives them, each
compiled once per process (Python's ``re`` cache shares them between states). That is the same
match: an alternation returns its first alternative that matches at the position, and each
alternative matches as its pattern alone does. It is plugged in through Lark's ``_plugins`` option
(the hook lark-cython uses), which leaves the grammar-table cache as it is.

Through the same hook, :class:`TableParser` reads the cached LALR table back faster: Lark rebuilds
every action of it (the statement grammar's table has ~50,000) as a new ``(action, rule)`` pair
through its generic deserializer; here each distinct action is built once and shared, which is
the same table (its rows compare equal) in a fifth of the time. It also writes the table packed
(:func:`pack_table`: integer arrays, which the cache file's pickle reads ~10x faster than Lark's
nested dicts), and the lexers of the parser states are made when a parse first meets each state
(:class:`StateLexers`) rather than all ~1,300 when the grammar is loaded.
"""

from __future__ import annotations

import sys
from array import array
from copy import copy

from lark.lexer import BasicLexer, ContextualLexer, _create_unless
from lark.parsers.lalr_analysis import IntParseTable, Reduce, Shift
from lark.parsers.lalr_parser import LALR_Parser, _Parser


class TerminalScanner:
    """Lark's ``Scanner`` interface (``match``, ``fullmatch``, ``allowed_types``) over terminals
    matched one by one."""

    def __init__(self, terminals, g_regex_flags, re_):
        self.terminals = terminals
        self.allowed_types = {t.name for t in terminals}
        self._patterns = [(t.name, re_.compile(t.pattern.to_regexp(), g_regex_flags)) for t in terminals]

    def match(self, text, pos):
        for name, pattern in self._patterns:
            found = pattern.match(text.text, pos, text.end)
            if found:
                return found.group(0), name
        return None

    def fullmatch(self, text: str):
        for name, pattern in self._patterns:
            if pattern.fullmatch(text):
                return name
        return None


class StateLexer(BasicLexer):
    """One parser state's lexer, with a :class:`TerminalScanner`."""

    def _build_scanner(self):
        if self.user_callbacks:  # pragma: no cover - no pyrules grammar uses lexer callbacks
            raise NotImplementedError("lexer callbacks")
        terminals, self.callback = _create_unless(self.terminals, self.g_regex_flags, self.re, self.use_bytes)
        return TerminalScanner(terminals, self.g_regex_flags, self.re)


class StateLexers(dict):
    """The parser states' lexers, each made the first time its state is met: a parse visits a few
    dozen of the statement grammar's ~1,300 states, and making all of their lexers up front cost
    more than the parse. States that accept the same terminals share one lexer, as in Lark."""

    def __init__(self, make, states):
        super().__init__()
        self._make = make
        self._states = states
        self._by_accepts: dict = {}

    def __missing__(self, state):
        accepts = frozenset(self._states[state])  # a KeyError for a state the table does not have
        lexer = self._by_accepts.get(accepts)
        if lexer is None:
            lexer = self._by_accepts[accepts] = self._make(accepts)
        self[state] = lexer
        return lexer


class FastStartLexer(ContextualLexer):
    """Lark's contextual lexer with a :class:`StateLexer` per parser state, made when the state is
    first met (:class:`StateLexers`); the same lexers as Lark's own, which makes them all at once."""

    BasicLexer = StateLexer

    def __init__(self, conf, states, always_accept=()):
        if not conf.skip_validation:  # a grammar built anew: Lark's own checks of every terminal
            super().__init__(conf, states, always_accept)
            return
        terminals = list(conf.terminals)
        by_name = conf.terminals_by_name
        state_conf = copy(conf)
        state_conf.terminals = terminals
        extra = set(conf.ignore) | set(always_accept)

        def make(accepts):
            lexer_conf = copy(state_conf)
            lexer_conf.terminals = [by_name[n] for n in set(accepts) | extra if n in by_name]
            return self.BasicLexer(lexer_conf, None)

        self.lexers = StateLexers(make, states)
        self.root_lexer = self.BasicLexer(state_conf, None)


# the layout of the parse table in a grammar cache file (a part of the file's name: a new layout
# writes a new file)
TABLE_FORMAT = b"packed-1"


def pack_table(data: dict) -> dict:
    """Lark's serialized parse table (``{"tokens", "states", ...}``, each state a dict of
    ``token: (kind, arg)``) with its states packed into four integer arrays (state numbers, row
    lengths, tokens, actions: a shift is its state's number, a reduce ``~n`` for the memo's rule
    ``n``): the same table, which a cache file reads back ~10x faster than ~50,000 small tuples and
    dicts."""
    ids, lengths, tokens, codes = (array("i") for _ in range(4))
    for state, row in data["states"].items():
        ids.append(state)
        lengths.append(len(row))
        for token, (kind, arg) in row.items():
            tokens.append(token)
            codes.append(~arg["@"] if kind == 1 else arg)
    packed = {key: value for key, value in data.items() if key != "states"}
    packed["packed"] = {"byteorder": sys.byteorder, "itemsize": ids.itemsize,
                        "arrays": [a.tobytes() for a in (ids, lengths, tokens, codes)]}
    return packed


def _unpack(packed: dict) -> list[array]:
    arrays = [array("i", b) for b in packed["arrays"]]
    if packed["itemsize"] != arrays[0].itemsize:  # read on another platform: Lark rebuilds the table
        raise ValueError("a parse table packed with other integers")
    if packed["byteorder"] != sys.byteorder:
        for a in arrays:
            a.byteswap()
    return arrays


def parse_table(data: dict, memo: dict) -> IntParseTable:
    """Lark's ``IntParseTable.deserialize``, each distinct action built once: a shift is its
    state's number, a reduce names its rule by the memo's key (``{"@": n}``), as Lark writes them;
    or the same table packed by :func:`pack_table`."""
    tokens = data["tokens"]
    actions: dict[tuple[int, object], tuple] = {}
    states = {}
    if "packed" in data:
        ids, lengths, row_tokens, codes = (a.tolist() for a in _unpack(data["packed"]))
        shared = {code: (Reduce, memo[~code]) if code < 0 else (Shift, code) for code in set(codes)}
        names = list(map(tokens.__getitem__, row_tokens))
        acts = list(map(shared.__getitem__, codes))
        at = 0
        for state, length in zip(ids, lengths):
            states[state] = dict(zip(names[at:at + length], acts[at:at + length]))
            at += length
        return IntParseTable(states, data["start_states"], data["end_states"])
    for state, row in data["states"].items():
        out = {}
        for token, (kind, arg) in row.items():
            key = (kind, arg["@"] if kind == 1 else arg)
            action = actions.get(key)
            if action is None:
                action = actions[key] = (Reduce, memo[key[1]]) if kind == 1 else (Shift, arg)
            out[tokens[token]] = action
        states[state] = out
    return IntParseTable(states, data["start_states"], data["end_states"])


class TableParser(LALR_Parser):
    """Lark's LALR parser, its table written by :func:`pack_table` and read back by
    :func:`parse_table`."""

    def serialize(self, memo=None) -> dict:
        return pack_table(self._parse_table.serialize(memo))

    @classmethod
    def deserialize(cls, data, memo, callbacks, debug=False):
        inst = cls.__new__(cls)
        inst._parse_table = parse_table(data, memo)
        inst.parser = _Parser(inst._parse_table, callbacks, debug)
        return inst


PLUGINS = {"ContextualLexer": FastStartLexer, "LALR_Parser": TableParser}
