"""The dataclasses' generated methods, compiled once and kept across processes
(``resources.dataclass_code``): the same classes, a cache keyed on Python and this package's code,
and no cache (silently) when there is no usable folder."""

from __future__ import annotations

import dataclasses
import marshal

import pytest

from pyrules import resources


def _make():
    @dataclasses.dataclass(frozen=True)
    class Card:
        name: str
        cost: int = 1
        tags: tuple = dataclasses.field(default_factory=tuple)

    return Card


PLAIN = _make()  # made without the block


def _check(Card) -> None:
    """The class behaves as one made without the block, its methods compiled alike (no
    ``__future__`` flag of the hook's module leaks into them)."""
    a, b = Card("Hare"), Card("Hare", 1, ())
    assert a == b and hash(a) == hash(b) and a != Card("Hare", 2)
    assert repr(a).endswith("Card(name='Hare', cost=1, tags=())")
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.cost = 3  # type: ignore[misc]
    plain = PLAIN
    for method in ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__"):
        ours, theirs = getattr(Card, method), getattr(plain, method)
        assert ours.__code__.co_code == theirs.__code__.co_code, method
        assert ours.__code__.co_flags == theirs.__code__.co_flags, method
        assert ours.__annotations__ == theirs.__annotations__, method


def _files(folder):
    return sorted(folder.glob("dataclasses-*.marshal"))


@pytest.fixture
def cache(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("PYRULES_CACHE", str(folder))
    return folder


def test_the_methods_are_kept_and_read_back(cache):
    with resources.dataclass_code():
        _check(_make())
    assert "exec" not in vars(dataclasses)
    [stored] = _files(cache)
    codes = marshal.loads(stored.read_bytes())
    assert any("def __init__(self,name:_type_name" in source for source in codes)
    before = stored.stat().st_mtime_ns, stored.read_bytes()
    with resources.dataclass_code():  # everything known: read back, nothing written
        _check(_make())
    assert (stored.stat().st_mtime_ns, stored.read_bytes()) == before


def test_other_code_keeps_another_file(cache, monkeypatch):
    with resources.dataclass_code():
        _make()
    monkeypatch.setattr(resources, "_code_key", lambda: b"another version of pyrules")
    with resources.dataclass_code():
        _check(_make())
    assert len(_files(cache)) == 2


def test_a_broken_file_is_compiled_anew(cache):
    with resources.dataclass_code():
        _make()
    [stored] = _files(cache)
    stored.write_bytes(b"not marshal data")
    with resources.dataclass_code():
        _check(_make())
    assert marshal.loads(stored.read_bytes())


def test_no_usable_folder_compiles_as_usual(tmp_path, monkeypatch):
    (tmp_path / "file").write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("PYRULES_CACHE", str(tmp_path / "file" / "cache"))
    with resources.dataclass_code():
        _check(_make())
    assert "exec" not in vars(dataclasses)


def test_the_hook_is_removed_when_the_block_fails(cache):
    with pytest.raises(ZeroDivisionError):
        with resources.dataclass_code():
            _make()
            1 / 0
    assert "exec" not in vars(dataclasses)
