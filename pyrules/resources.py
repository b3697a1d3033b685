"""Where the shipped knowledge lives: asp/ and grammar/, in a wheel or a checkout."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@lru_cache(maxsize=None)
def data_root() -> Path:
    """The folder holding ``asp/`` and ``grammar/``.

    An installed wheel carries them as ``pyrules/_data``; a source checkout (or an
    editable install) has them at the top of the repository.
    """
    for root in (_PACKAGE / "_data", _PACKAGE.parent):
        if (root / "asp" / "core").is_dir() and (root / "grammar").is_dir():
            return root
    raise FileNotFoundError("pyrules data (asp/, grammar/) not found beside the package")


def grammar_path(name: str) -> Path:
    """A grammar file by name, e.g. ``statement.lark``."""
    return data_root() / "grammar" / name


def game_dir(game: str) -> Path:
    """The folder of a game's knowledge under ``asp/``."""
    return data_root() / "asp" / game


def core_dir() -> Path:
    """The folder of the game-neutral knowledge, ``asp/core``."""
    return data_root() / "asp" / "core"


def games() -> list[str]:
    """The shipped games (folders under ``asp/`` with a vocabulary)."""
    return sorted(p.parent.name for p in (data_root() / "asp").glob("*/vocabulary.json"))
