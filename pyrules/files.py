"""Reading input files safely, writing output files atomically, and showing user text.

- :func:`read_text` reads a regular file only (never a FIFO, a device or a folder), at most
  a stated number of bytes, as UTF-8; anything else is a :class:`ParseError` (exit 2).
- :func:`write_text` writes to a temporary file in the target's folder and renames it into
  place, so an interrupted run leaves the old file whole; the temporary file is removed on
  failure.
- :func:`writable_folder` checks (and creates) an output folder before any work is done.
- :func:`dumps` is ``json.dumps`` whose output is always valid UTF-8 with no raw control
  character.
"""

from __future__ import annotations

import json
import os
import re
import stat
import tempfile
from pathlib import Path

from .errors import ParseError, PyrulesError, shown

_JSON_UNSAFE = re.compile("[\x7f-\x9f\ud800-\udfff\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def dumps(data: object, indent: int | None = 2) -> str:
    """``json.dumps(data, ensure_ascii=False)``, with DEL, C1 controls and bidirectional
    controls written as ``\\uXXXX`` too (json escapes only C0 by itself), and a lone surrogate
    (an undecodable byte of a file name) as the text ``\\xNN`` that the text output shows, so
    the output is strict UTF-8, holds no lone surrogate, and prints nothing a terminal obeys."""
    text = json.dumps(data, indent=indent, ensure_ascii=False)
    return _JSON_UNSAFE.sub(_json_escape, text)


def _json_escape(match: re.Match) -> str:
    ch = match.group()
    if "\ud800" <= ch <= "\udfff":  # a lone surrogate (a file name's undecodable byte): as text shows it
        return shown(ch).replace("\\", "\\\\")
    return f"\\u{ord(ch):04x}"


def read_text(path: str | os.PathLike, limit: int, what: str = "file") -> str:
    """The UTF-8 text of the regular file ``path``, of at most ``limit`` bytes.

    A FIFO, a device, a folder, a missing or unreadable file, a larger file or one that is
    not UTF-8 is a :class:`ParseError` naming the file; nothing past ``limit + 1`` bytes is
    read, and nothing waits for a writer (the file is opened non-blocking, then checked).
    """
    name = os.fsdecode(path)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise ParseError(f"cannot read the {what} ({exc.strerror})", name) from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            kind = "a folder" if stat.S_ISDIR(mode) else "not a regular file (a FIFO, a device or a socket)"
            raise ParseError(f"cannot read the {what}: it is {kind}", name)
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise ParseError(f"cannot read the {what} ({exc.strerror})", name) from None
    finally:
        os.close(fd)
    if size > limit:
        raise ParseError(f"a {what} may hold at most {limit} bytes; this one holds more", name)
    try:
        return b"".join(chunks).decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ParseError(f"not UTF-8 text (byte {exc.start})", name) from None


def writable_folder(folder: str | os.PathLike) -> Path:
    """``folder``, created if missing; an error (exit 2) unless it is a folder this process can write."""
    path = Path(folder)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise PyrulesError("cannot write files here: it is not a folder", os.fsdecode(path)) from None
    except OSError as exc:
        raise PyrulesError(f"cannot create the folder ({exc.strerror})", os.fsdecode(path)) from None
    if not path.is_dir():
        raise PyrulesError("cannot write files here: it is not a folder", os.fsdecode(path))
    if not os.access(path, os.W_OK | os.X_OK):
        raise PyrulesError("cannot write files here: the folder is not writable", os.fsdecode(path))
    return path


def _new_file_mode() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return 0o666 & ~mask


def write_text(path: str | os.PathLike, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically: a temporary file in the same folder,
    renamed over the target once complete (``os.replace``); removed if anything fails.
    An existing target keeps its permission bits; a new one gets the usual ``0o666 & ~umask``.
    An ``OSError`` becomes a :class:`PyrulesError` naming the file (exit 2)."""
    write_bytes(path, text.encode("utf-8"))


def write_bytes(path: str | os.PathLike, data: bytes, mode: int | None = None) -> None:
    """:func:`write_text` for bytes; ``mode``: the file's permission bits (default: as there)."""
    target = Path(path)
    name = os.fsdecode(target)
    if mode is None:
        try:
            mode = stat.S_IMODE(os.stat(target).st_mode)
        except OSError:
            mode = _new_file_mode()
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, target)
        tmp = None
    except OSError as exc:
        raise PyrulesError(f"cannot write the file ({exc.strerror})", name) from None
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass
