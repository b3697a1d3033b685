"""How much of the rulings in words (``pyrules ask --explain text``) is still in encoding form.

    python benchmarks/encoding_forms.py [GAME ...] [--every N] [--top K] [--show]

For every shipped query file (or every Nth: a sample, for speed), asks each question explained
(``KnowledgeBase(game, explain=True)``), cuts each answer's ruling (:attr:`pyrules.kb.Result.ruling`)
into sentences, and counts the sentences that still show an atom as the encoding writes it
(:func:`pyrules.ruling.encoding_forms`: ``name(args)`` or a snake_case word outside quotes). Prints
per game: files, answers, sentences, sentences in encoding form, and the K predicates met most
often in them (the phrases to write next in ``asp/<game>/phrases.json``); ``--show`` prints each
such sentence as it is met.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pyrules.kb import KnowledgeBase  # noqa: E402
from pyrules.resources import games  # noqa: E402
from pyrules.ruling import encoding_forms  # noqa: E402

SENTENCE = re.compile(r"(?<=[.)])\s+(?=[A-Z])")


def measure(game: str, every: int = 1, top: int = 15, show: bool = False) -> str:
    kb = KnowledgeBase(game, explain=True, timeout=120)  # a busy machine
    files = sorted((ROOT / "queries" / game).glob("*.query"))[::every]
    answers = sentences = coded = 0
    names: Counter[str] = Counter()
    for path in files:
        for r in kb.ask_file(path):
            answers += 1
            for paragraph in r.ruling:
                for s in SENTENCE.split(paragraph):
                    sentences += 1
                    found = encoding_forms(s)
                    coded += bool(found)
                    if found and show:
                        print(f"  {path.name}: {s}", flush=True)
                    names.update(set(found))
    common = ", ".join(f"{n} {k}" for n, k in names.most_common(top))
    sample = "" if every == 1 else f" (1 file in {every})"
    return (f"| {game}{sample} | {len(files)} | {answers} | {sentences} | {coded} |\n"
            f"    most met: {common or '-'}")


def main(argv: list[str]) -> int:
    every = int(argv[argv.index("--every") + 1]) if "--every" in argv else 1
    top = int(argv[argv.index("--top") + 1]) if "--top" in argv else 15
    show = "--show" in argv
    chosen = [a for a in argv if a in games()] or games()
    print("| game | files | answers | sentences | in encoding form |")
    print("|---|---|---|---|---|")
    for game in chosen:
        print(measure(game, every, top, show), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
