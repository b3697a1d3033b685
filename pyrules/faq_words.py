"""The FAQ's sentences: a question in plain words, the answer as a sentence, and an answer's shape.

Nothing here is written per entry.  A discovered entry's question comes from its family's
template in ``asp/<game>/faq.json`` (``"questions": {family name: "Does {block} change ...?"}``),
filled with the scenario's slot values (``{slot!q}``: quoted), or, where the instances of a merged entry differ in a slot,
with that slot's noun (``"nouns": {slot: "a block card", family name: {slot: noun}}``).  A family without a template gets a
question built from its name and the element it varies.  The answer says, for each question the
element changed, the derivation's own root sentence (``asp/<game>/phrases.json``) without the
element and with it; a query file's entry says each answer's root sentence.
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from .errors import PyrulesError
from .resources import game_dir, read_json

FAQ_DATA = "faq.json"


@dataclass(frozen=True)
class Answered:
    """One question's answer in one scenario, as plain data (it crosses process boundaries)."""

    question: str                       # as the query asks it: 'legal step 2'
    key: str                            # the question's kind: 'legal step'
    answer: str
    decisive: tuple[str, ...] = ()
    said: tuple[tuple[str, str], ...] = ()   # (reading, the derivation's root sentence), "" reading when determined
    lines: tuple[str, ...] = ()         # the short derivation (compact, worded)


@dataclass(frozen=True)
class Words:
    questions: dict[str, str]
    nouns: dict[str, str]


@lru_cache(maxsize=None)
def words(game: str) -> Words:
    """A game's FAQ phrasing (empty when the game has no ``faq.json``)."""
    path = game_dir(game) / FAQ_DATA
    data = read_json(path)
    if data is None:
        return Words({}, {})
    questions = {k: v for k, v in data.get("questions", {}).items() if not k.startswith("//")}
    for family, text in questions.items():
        try:
            list(string.Formatter().parse(text))
        except ValueError as exc:
            raise PyrulesError(f"the question of {family!r} is not a template: {exc}", str(path)) from None
    return Words(questions, dict(data.get("nouns", {})))


def kind(answer: str) -> str:
    """An answer's class in a shape: a number is 'number', any other answer is itself."""
    return "number" if re.fullmatch(r"-?\d+(\.\d+)?", answer) else answer


def shape(answers: tuple[Answered, ...], before: tuple[Answered, ...] = ()) -> tuple:
    """What an entry says, without its numbers and names: each question's kind and its answer's
    class (before -> after, where there is a baseline)."""
    if before:
        return tuple((a.key, kind(b.answer), kind(a.answer)) for b, a in zip(before, answers))
    return tuple((a.key, kind(a.answer)) for a in answers)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def sentence(a: Answered) -> str:
    """The answer in words: its derivation's root sentence, under each reading where it is unknown."""
    said = [(reading, text) for reading, text in a.said if text]
    if not said:
        return f"{a.question}: {a.answer}"
    if len(said) == 1 and not said[0][0]:
        return said[0][1]
    return "it depends on the reading: " + "; ".join(f"under {r}, {t}" for r, t in by_reading(said))


def by_reading(said: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """What each reading says, the readings that say the same thing named by the fewest choices that
    only they share: "under CC-G5=own_phase_only, X" where every reading with that choice says X (a
    reading's name is its choices, joined by ", "), else by two choices, and so on; a reading that no
    shorter set of choices covers is named whole.  "every reading" where all say the same."""
    texts: dict[str, list[str]] = {}
    for reading, text in said:
        texts.setdefault(text, []).append(reading)
    if len(texts) == 1 and len(said) > 1:
        return [("every reading", said[0][1])]
    choices = {r: r.split(", ") for r, _ in said}
    says = dict(said)
    out: list[tuple[str, str]] = []
    for text, readings in texts.items():
        left = list(readings)
        for size in range(1, max(len(choices[r]) for r in readings) + 1):
            for r in list(left):
                if r not in left:
                    continue
                for cube in combinations(choices[r], size):
                    # every reading that the choices allow says it (a reading that leaves one of their
                    # open points unnamed, as not mattering to it, allows any choice there)
                    allowed = [q for q in choices if all(c in choices[q] or _point(c) not in map(_point, choices[q])
                                                         for c in cube)]
                    if all(says[q] == text for q in allowed):
                        out.append((", ".join(cube), text))
                        left = [q for q in left if not all(c in choices[q] for c in cube)]
                        break
    return out


def _point(choice: str) -> str:
    """The open point of a reading's choice ("CC-G5" of "CC-G5=own_phase_only")."""
    return choice.split("=", 1)[0]


def fill(template: str, values: list[dict[str, str]], nouns: dict[str, str]) -> str:
    """A question template filled with the slot values all instances share, else the slot's noun."""
    out = []
    for text, field, _, conversion in string.Formatter().parse(template):
        out.append(text)
        if field is None:
            continue
        seen = {v.get(field, "") for v in values}
        if len(seen) == 1 and "" not in seen:
            value = seen.pop()
            out.append(f'"{value}"' if conversion == "q" else value)  # {slot!q}: a shared value quoted
        else:
            out.append(nouns.get(field, f"any {field.replace('_', ' ')}"))
    return "".join(out)


def question(game: str, family: str, vary: tuple[str, ...], values: list[dict[str, str]]) -> str:
    """A discovered entry's question, from its family and the slot values of its instances."""
    w = words(game)
    nouns = {k: v for k, v in w.nouns.items() if isinstance(v, str)}
    nouns.update(w.nouns.get(family, {}))  # a family's own nouns for its slots
    if family in w.questions:
        return _cap(fill(w.questions[family], values, nouns))
    element = " and ".join("{" + v + "}" for v in vary) or "this"
    return _cap(fill(f"{family}: does {element} change the ruling?", values, nouns))


def element(vary: tuple[str, ...], values: dict[str, str]) -> str:
    """The varied element of one instance, as the scenario names it: 'block 2C'."""
    return ", ".join(f"{s.replace('_', ' ')} {values[s]}" for s in vary if values.get(s)) or "it"


def answer_text(answers: tuple[Answered, ...], before: tuple[Answered, ...] = (), what: str = "") -> str:
    """The answer as a sentence.  With a baseline: 'Yes. Without <what>, A, B; with it, A', B'.'."""
    if before:
        return (f"Yes. Without {what}, {', '.join(sentence(b) for b in before)}; "
                f"with it, {', '.join(sentence(a) for a in answers)}.")
    return ". ".join(_cap(sentence(a)) for a in answers) + "."
