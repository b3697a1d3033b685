"""Errors a user can read: where (file:line:column), the text, and what was expected."""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

#: C0 controls, DEL, C1 controls, lone surrogates, the line/paragraph separators and the
#: bidirectional marks, embeddings, overrides and isolates ("Trojan source").
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]")
_NAMED = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}
#: how many characters of a source line an error shows each side of the column
WINDOW = 80
#: the longest line of an error message shown whole (a quoted token can be a whole input line)
MESSAGE_MOST = 500


def _escape(ch: str) -> str:
    code = ord(ch)
    if ch in _NAMED:
        return _NAMED[ch]
    if 0xDC80 <= code <= 0xDCFF:  # a byte of a file name that was not UTF-8 (surrogateescape)
        return f"\\x{code - 0xDC00:02x}"
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def shown(text: object) -> str:
    """``text`` as pyrules may print it: every character a terminal would obey (control
    characters, DEL, C1 controls, bidirectional overrides) and every lone surrogate (a byte
    of a file name that was not UTF-8) written as a backslash escape."""
    return _UNSAFE.sub(lambda m: _escape(m.group()), str(text))


def shown_lines(text: object) -> str:
    """Like :func:`shown`, keeping the line breaks of a multi-line text."""
    return "\n".join(shown(line) for line in str(text).split("\n"))


def _cut(text: str, most: int = MESSAGE_MOST) -> str:
    """A message line of at most ``most`` characters: a longer one loses its middle ("…")."""
    if len(text) <= most:
        return text
    half = (most - 1) // 2
    return text[:half] + "…" + text[len(text) - half:]


def excerpt(text: str, column: int = 0, window: int = WINDOW) -> tuple[str, int]:
    """A source line as an error shows it, and where its caret goes (0: no caret).

    At most ``window`` characters each side of ``column`` (1-based), "…" where the line is
    cut, every unsafe character escaped (:func:`shown`); the caret offset counts the escapes,
    so it stays under the character the column names."""
    if not column:
        return shown(text[:2 * window]) + ("…" if len(text) > 2 * window else ""), 0
    at = column - 1
    start, end = max(at - window, 0), min(at + window + 1, len(text))
    head = ("…" if start else "") + shown(text[start:at])
    return head + shown(text[at:end]) + ("…" if end < len(text) else ""), len(head) + 1


@dataclass
class PyrulesError(Exception):
    """Base of every error pyrules reports to a user (exit status 2 in the CLI)."""

    message: str
    file: str = "<text>"
    line: int = 0
    column: int = 0
    text: str = ""
    expected: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        file = shown(self.file)
        where = f"{file}:{self.line}:{self.column}: " if self.line else f"{file}: "
        out = where + "\n".join(_cut(shown(line)) for line in self.message.split("\n"))
        if self.text:
            line, caret = excerpt(self.text, self.column)
            out += f"\n    {line}"
            if caret:
                out += "\n    " + " " * (caret - 1) + "^"
        if self.expected:
            out += "\n  expected: " + ", ".join(_cut(shown(e)) for e in self.expected[:12])
        return out


class ParseError(PyrulesError):
    """A card text, rule statement or query file does not follow its grammar."""


class UnknownName(PyrulesError):
    """A name (monster, card, status, word) that the game does not know."""


class Unread(PyrulesError):
    """A card text the language understands but no rule of the game acts on: a card with it would be
    silently ignored (:mod:`pyrules.reads`)."""


class Conflict(PyrulesError):
    """Two different names with one id, or one thing that holds one value given twice."""


class BoundsError(PyrulesError):
    """A scenario larger than the grounded knowledge base can hold."""


class SolveTimeout(PyrulesError):
    """A solve that hit its time bound."""


class WorkerLost(PyrulesError):
    """A worker process died while answering an item, on its first try and on its retry
    (killed, or out of memory)."""


def nearest(name: str, known: list[str], n: int = 3) -> list[str]:
    """The known names closest to ``name`` (for "did you mean")."""
    lower = {k.lower(): k for k in known}
    return [lower[m] for m in difflib.get_close_matches(name.lower(), list(lower), n=n, cutoff=0.5)]


def line_of(text: str, line: int) -> str:
    """The source line ``line`` (1-based) of ``text``, for an error message."""
    lines = text.split("\n")  # the grammars end lines at "\n" only (not at \f, \v, U+2028, ...)
    return lines[line - 1].rstrip("\r") if 0 < line <= len(lines) else ""
