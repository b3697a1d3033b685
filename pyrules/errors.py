"""Errors a user can read: where (file:line:column), the text, and what was expected."""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field


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
        where = f"{self.file}:{self.line}:{self.column}: " if self.line else f"{self.file}: "
        out = where + self.message
        if self.text:
            out += f"\n    {self.text}"
            if self.column:
                out += "\n    " + " " * (self.column - 1) + "^"
        if self.expected:
            out += "\n  expected: " + ", ".join(self.expected[:12])
        return out


class ParseError(PyrulesError):
    """A card text, rule statement or query file does not follow its grammar."""


class UnknownName(PyrulesError):
    """A name (monster, card, status, word) that the game does not know."""


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
