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


def open_grammar(name: str, fill: dict[str, str] | None = None, postlex=None):
    """A grammar's LALR parser, its tables cached across processes.

    Building the LALR tables of a grammar takes most of a cold start; Lark can store them.
    The cache lives in a folder of this user's only (``$PYRULES_CACHE``, else
    ``$XDG_CACHE_HOME/pyrules`` or ``~/.cache/pyrules``), never in a shared temporary folder
    (Lark's cache is a pickle). Lark keys the file on the grammar's text, its options and
    its version, so an edited grammar is rebuilt; no usable folder means no cache.
    ``fill`` replaces placeholders in the grammar's text with data (the statement grammar's verb forms);
    ``postlex`` is a Lark post-lexer (the statement grammar's noun-or-verb retagging).
    """
    import hashlib
    import os

    from lark import Lark

    path = grammar_path(name)
    text = path.read_text(encoding="utf-8")
    for key, value in (fill or {}).items():
        text = text.replace(key, value)
    cache: str | bool = False
    folder = Path(os.environ.get("PYRULES_CACHE")
                  or Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "pyrules")
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        if folder.stat().st_uid == os.getuid() and os.access(folder, os.W_OK):
            digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
            cache = str(folder / f"{path.stem}-{digest}.lark")
    except (OSError, AttributeError):  # no home, a read-only disk, no getuid (Windows)
        cache = False
    return Lark(text, parser="lalr", propagate_positions=True, cache=cache, source_path=str(path),
                postlex=postlex)
