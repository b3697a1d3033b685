"""Where the shipped knowledge lives: asp/ and grammar/, in a wheel or a checkout."""

from __future__ import annotations

import hashlib
import logging
import os
import stat
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


def read_json(path: Path) -> dict | None:
    """A data file of the knowledge (``vocabulary.json``, ``faq.json``, ``phrases.json`` ...): None
    when there is none; text that is not JSON is a :class:`~pyrules.errors.ParseError` at its
    line and column (the file is shipped, but a user may edit it)."""
    import json

    from .errors import ParseError

    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ParseError(f"not valid JSON: {exc.msg}", str(path), exc.lineno, exc.colno) from None


def game_data(game: str) -> dict:
    """A game's ``vocabulary.json``: its words, bounds, card files and questions."""
    from .errors import ParseError

    path = game_dir(game) / "vocabulary.json"
    data = read_json(path)
    if data is None:
        raise ParseError("the game has no vocabulary.json", str(path))
    return data


def _owned_private(st) -> bool:
    """Owned by this user, and neither group- nor other-writable."""
    return st.st_uid == os.getuid() and not st.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


def _cache_folder() -> Path | None:
    """This user's private cache folder (created owner-only), or None when there is none safe to use.

    Cache files are pickles, which run code when loaded, so they are used only from a folder that
    nobody else can write into (``$PYRULES_CACHE``, else ``$XDG_CACHE_HOME/pyrules`` or
    ``~/.cache/pyrules``): the folder must be this user's, and neither group- nor other-writable.
    """
    folder = Path(os.environ.get("PYRULES_CACHE")
                  or Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "pyrules")
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    st = folder.stat()
    if not (stat.S_ISDIR(st.st_mode) and _owned_private(st) and os.access(folder, os.W_OK)):
        logging.getLogger("pyrules").debug("cache not used: %s is not a private folder", folder)
        return None
    return folder


def cache_file(stem: str, key: bytes, suffix: str) -> Path | None:
    """The cache file for ``key`` (its content's hash names it), or None when no safe cache can be used:
    an existing file must be a regular file of this user's that nobody else can write. Anything
    unsafe means no cache (a debug-level log note), never an error."""
    try:
        folder = _cache_folder()
        if folder is None:
            return None
        cache = folder / f"{stem}-{hashlib.sha256(key).hexdigest()[:16]}{suffix}"
        try:
            st = cache.lstat()
        except FileNotFoundError:
            return cache
        if not (stat.S_ISREG(st.st_mode) and _owned_private(st)):
            logging.getLogger("pyrules").debug("cache not used: %s is not a private file", cache)
            return None
        return cache
    except (OSError, AttributeError):  # no home, a read-only disk, no getuid (Windows)
        return None


def grammar_cache(name: str, text: str | None = None) -> str | None:
    """The file caching a grammar's LALR tables (Lark's own cache), or None (see :func:`cache_file`).
    ``text``: the grammar's text as built (default: the file's)."""
    path = grammar_path(name)
    data = path.read_bytes() if text is None else text.encode("utf-8")
    from .lexing import TABLE_FORMAT

    # Lark checks the files a grammar imports by their path: two checkouts keep two caches; Lark's
    # version and the options are in the hash Lark writes in the file, the table's layout in the name
    cache = cache_file(path.stem, TABLE_FORMAT + b"\0" + str(path).encode() + b"\0" + data, ".lark")
    return None if cache is None else str(cache)


CACHE_MB = 512
"""The private cache folder's size bound in MB (``$PYRULES_CACHE_MB``): past it, the files used least
recently go (:func:`_trim`)."""


@lru_cache(maxsize=None)
def _trim(folder: Path) -> None:
    """Once per process, after it wrote a cache file: if the folder holds more than its bound
    (:data:`CACHE_MB`), remove the files used least recently (a read refreshes a file's time,
    :func:`_used`) until three quarters of it are left, so that trims stay rare. Each change of the
    code or the knowledge keys new files, and the old ones are never read again: without this the
    folder grows without end. Files being written (``.NAME.tmp``) are left alone; a file removed
    under a reader is built anew there (:func:`cached`)."""
    try:
        limit = int(float(os.environ.get("PYRULES_CACHE_MB") or CACHE_MB) * 2**20)
    except ValueError:
        limit = CACHE_MB * 2**20
    files, total = [], 0
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if entry.name.startswith("."):
                    continue
                st = entry.stat(follow_symlinks=False)
                if stat.S_ISREG(st.st_mode):
                    files.append((st.st_mtime, st.st_size, entry.path))
                    total += st.st_size
    except OSError:
        return
    if total <= limit:
        return
    for _, size, path in sorted(files):
        if total <= limit * 3 // 4:
            break
        try:
            os.unlink(path)
            total -= size
        except OSError:
            pass


def _used(path: Path) -> None:
    """Mark a cache file used now (its time is what :func:`_trim` keeps the newest by)."""
    try:
        os.utime(path)
    except OSError:
        pass


def cached(stem: str, key: bytes, build):
    """``build()``'s value, kept across processes in the private cache under ``key``.

    ``key`` must hold everything the value depends on (the caller hashes its inputs' contents),
    so that a changed input builds anew. A cache file that cannot be read back (truncated, from
    another Python) is built anew and replaced; no usable cache folder means ``build()`` each time.
    """
    import pickle

    path = cache_file(stem, key, ".pickle")
    if path is not None and path.exists():
        try:
            value = pickle.loads(path.read_bytes())
            _used(path)
            return value
        except Exception as exc:  # noqa: BLE001 - any failure to read back means: build anew
            logging.getLogger("pyrules").debug("cache %s not used: %s", path, exc)
    value = build()
    if path is not None:
        from .errors import PyrulesError
        from .files import write_bytes

        try:
            write_bytes(path, pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL), mode=0o600)
            _trim(path.parent)
        except (PyrulesError, pickle.PicklingError) as exc:
            logging.getLogger("pyrules").debug("cache %s not written: %s", path, exc)
    return value


def sources_key(*files: Path) -> bytes:
    """A key for :func:`cached`: the Python version, this package's code, and the names and contents
    of ``files`` (the data the cached value was built from)."""
    digest = hashlib.sha256(_code_key())
    for f in files:
        digest.update(f.name.encode() + b"\0" + f.read_bytes() + b"\0")
    return digest.digest()


@lru_cache(maxsize=None)
def _code_key() -> bytes:
    """The Python version and this package's code (read once per process: the code does not change
    under a running process, and every knowledge base's cache keys start from it)."""
    import sys

    digest = hashlib.sha256(sys.version.encode())
    for f in sorted(_PACKAGE.glob("*.py")):
        digest.update(f.name.encode() + b"\0" + f.read_bytes() + b"\0")
    return digest.digest()


def open_grammar(name: str, fill: dict[str, str] | None = None, postlex=None):
    """A grammar's LALR parser, its tables cached across processes (see :func:`grammar_cache`).

    Building the LALR tables of a grammar takes most of a cold start; Lark can store them,
    keyed on the grammar's text, its options and its version, so an edited grammar is rebuilt.
    ``fill`` replaces placeholders in the grammar's text with data (the statement grammar's verb
    forms); ``postlex`` is a Lark post-lexer (the statement grammar's noun-or-verb retagging).
    """
    from lark import Lark

    from .lexing import PLUGINS

    path = grammar_path(name)
    text = path.read_text(encoding="utf-8")
    for key, value in (fill or {}).items():
        text = text.replace(key, value)
    cache = grammar_cache(name, text)
    known = cache is not None and os.path.exists(cache)
    parser = Lark(text, parser="lalr", propagate_positions=True, cache=cache or False, source_path=str(path),
                  postlex=postlex, _plugins=PLUGINS)
    if cache:
        try:  # Lark writes the file with the umask's bits: keep it this user's only
            os.chmod(cache, 0o600)
        except OSError:
            pass
        if known:
            _used(Path(cache))
        else:  # written now
            _trim(Path(cache).parent)
    return parser
