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
the same table (its rows compare equal) in a fifth of the time.
"""

from __future__ import annotations

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


class FastStartLexer(ContextualLexer):
    """Lark's contextual lexer with a :class:`StateLexer` per parser state."""

    BasicLexer = StateLexer


def parse_table(data: dict, memo: dict) -> IntParseTable:
    """Lark's ``IntParseTable.deserialize``, each distinct action built once: a shift is its
    state's number, a reduce names its rule by the memo's key (``{"@": n}``), as Lark writes them."""
    tokens = data["tokens"]
    actions: dict[tuple[int, object], tuple] = {}
    states = {}
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
    """Lark's LALR parser, its table read back by :func:`parse_table`."""

    @classmethod
    def deserialize(cls, data, memo, callbacks, debug=False):
        inst = cls.__new__(cls)
        inst._parse_table = parse_table(data, memo)
        inst.parser = _Parser(inst._parse_table, callbacks, debug)
        return inst


PLUGINS = {"ContextualLexer": FastStartLexer, "LALR_Parser": TableParser}
