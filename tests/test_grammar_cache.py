"""The grammars' start-up: the packed parse table in Lark's private_cache, and the lexers made per state on
demand (pyrules/lexing.py) give the same parser as Lark's own; the cache follows the grammar."""

from __future__ import annotations

import shutil

import pytest
from lark import Lark
from lark.grammar import Rule
from lark.lexer import ContextualLexer
from lark.parsers.lalr_analysis import IntParseTable
from lark.utils import SerializeMemoizer

from pyrules import resources
from pyrules.lexing import FastStartLexer, pack_table, parse_table


def _table(parser: Lark) -> IntParseTable:
    return parser.parser.parser.parser.parse_table


def test_the_packed_table_reads_back_as_built(private_cache):
    """A grammar built anew and the same grammar read back from its cache file have equal tables."""
    built = resources.open_grammar("query.lark")
    assert len(list(private_cache.glob("query-*.lark"))) == 1
    loaded = resources.open_grammar("query.lark")
    a, b = _table(built), _table(loaded)
    assert a is not b
    assert a.states == b.states and a.start_states == b.start_states and a.end_states == b.end_states


def test_a_table_in_larks_own_layout_still_reads():
    """A cache file Lark wrote (its states as dicts, not packed) gives the same table."""
    parser = resources.open_grammar("query.lark")
    memo = SerializeMemoizer([Rule])  # as Lark writes its cache: a rule as {"@": n}
    table = _table(parser)
    lark_layout = IntParseTable.serialize(table, memo)
    by_n = memo.memoized.reversed()
    assert "packed" not in lark_layout and "packed" in pack_table(lark_layout)
    for data in (lark_layout, pack_table(lark_layout)):
        read = parse_table(data, by_n)
        assert read.states == table.states and read.start_states == table.start_states


def test_the_lexers_made_on_demand_are_larks(private_cache):
    """Each parser state's lexer, made when first met, matches the terminals Lark's eager contextual
    lexer gives that state, in the same order."""
    resources.open_grammar("query.lark")
    parser = resources.open_grammar("query.lark")  # read back: the lexers are made on demand
    lexer = parser.parser.lexer
    assert isinstance(lexer, FastStartLexer)
    states = {s: list(row) for s, row in _table(parser).states.items()}
    eager = ContextualLexer(parser.lexer_conf, states)
    assert len(lexer.lexers) == 0
    for state in states:
        assert [t.name for t in lexer.lexers[state].terminals] == [t.name for t in eager.lexers[state].terminals]
    with pytest.raises(KeyError):
        lexer.lexers[max(states) + 1]


def test_an_edited_grammar_is_not_read_from_the_old_cache(tmp_path, private_cache, monkeypatch):
    """The cache file is keyed on the grammar's text: an edited grammar builds (and parses) anew."""
    root = tmp_path / "data"
    shutil.copytree(resources.data_root() / "grammar", root / "grammar")
    monkeypatch.setattr(resources, "grammar_path", lambda name: root / "grammar" / name)
    text = 'game monster_rancher\nask legal\n'
    before = resources.open_grammar("query.lark")
    assert before.parse(text)
    grammar = root / "grammar" / "query.lark"
    assert 'ask: "ask"i' in grammar.read_text(encoding="utf-8")
    grammar.write_text(grammar.read_text(encoding="utf-8").replace('ask: "ask"i', 'ask: "pose"i'), encoding="utf-8")
    after = resources.open_grammar("query.lark")
    assert len(list(private_cache.glob("query-*.lark"))) == 2
    assert after.parse(text.replace("ask", "pose"))
    with pytest.raises(Exception):
        after.parse(text)


def test_no_usable_cache_folder_builds_the_grammar(tmp_path, monkeypatch):
    """A cache folder that cannot be made (here: a file is in its place) means no cache, silently."""
    (tmp_path / "file").write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("PYRULES_CACHE", str(tmp_path / "file" / "cache"))
    parser = resources.open_grammar("query.lark")
    assert parser.parse('game monster_rancher\nask legal\n')
    assert (tmp_path / "file").read_text(encoding="utf-8") == "not a folder"
