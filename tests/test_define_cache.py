"""A query's define texts, parsed once and kept across processes (``statements.parse_define``):
read back equal, keyed on the text, the vocabulary and the grammars, errors never kept, and no cache
(silently) when there is no usable folder."""

from __future__ import annotations

import shutil

import pytest

from pyrules import resources, statements
from pyrules.errors import ParseError, PyrulesError
from pyrules.statements import load_vocabulary, parse_define, parse_entries

TEXT = 'move "Test POW 4" (POW): Deals 4 damage to one opponent monster.'


def test_a_define_is_kept_and_read_back_equal(private_cache):
    vocab = load_vocabulary("monster_rancher")
    fresh = tuple(parse_entries(TEXT, vocab, "q.query"))
    assert parse_define(TEXT, vocab, "q.query") == fresh
    [stored] = private_cache.glob("define-*.pickle")
    stored.write_bytes(b"")  # read back from the file: an unreadable one is parsed anew
    assert parse_define(TEXT, vocab, "q.query") == fresh
    assert parse_define(TEXT, vocab, "q.query") == fresh
    assert len(list(private_cache.glob("define-*.pickle"))) == 1


def test_the_key_follows_the_text_and_the_vocabulary(private_cache):
    mr, eb = load_vocabulary("monster_rancher"), load_vocabulary("epic_battles")
    parse_define(TEXT, mr)
    parse_define(TEXT.replace("4 damage", "5 damage"), mr)
    parse_define(TEXT, mr, statuses={"provoking": "Provoking"})
    assert len(list(private_cache.glob("define-*.pickle"))) == 3
    with pytest.raises(PyrulesError):  # another game's words: not read from Monster Rancher's entry
        parse_define(TEXT, eb)


def test_the_key_follows_the_grammars(tmp_path, monkeypatch):
    """An edited grammar file (or vocabulary, or code) gives another key."""
    root = tmp_path / "data"
    shutil.copytree(resources.data_root() / "grammar", root / "grammar")
    monkeypatch.setattr(resources, "grammar_path", lambda name: root / "grammar" / name)
    statements._grammar_key.cache_clear()
    before = statements._grammar_key()
    grammar = root / "grammar" / "statement.lark"
    grammar.write_text(grammar.read_text(encoding="utf-8") + "\n// edited\n", encoding="utf-8")
    statements._grammar_key.cache_clear()
    try:
        assert statements._grammar_key() != before
    finally:
        statements._grammar_key.cache_clear()


def test_a_text_that_does_not_parse_is_never_kept(private_cache):
    vocab = load_vocabulary("monster_rancher")
    for _ in range(2):
        with pytest.raises(ParseError) as err:
            parse_define('move "X" (POW): Deals damage to to.', vocab, "bad.query")
        assert err.value.file == "bad.query"
    assert not list(private_cache.glob("define-*.pickle"))


def test_no_usable_folder_parses_each_time(tmp_path, monkeypatch):
    (tmp_path / "file").write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("PYRULES_CACHE", str(tmp_path / "file" / "cache"))
    vocab = load_vocabulary("monster_rancher")
    assert parse_define(TEXT, vocab) == tuple(parse_entries(TEXT, vocab))
