"""Parse rate and round-trip rate of the statement language over the corpus, per game, and how many
accepted meanings no rule of the game acts on (pyrules/reads.py: such a card text would be ignored).

    python benchmarks/corpus_rate.py            # one line per game
    python benchmarks/corpus_rate.py -v         # and every phrasing not parsed or parsed wrong
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

import corpus_lib as C  # noqa: E402


def main(argv: list[str]) -> int:
    verbose = "-v" in argv
    for game in C.games():
        print(C.rates(game).line())
        idle = C.unread(game)
        print("  " + idle.line())
        if verbose:
            for sentence, term in sorted(idle.sentences.items()):
                print(f"  {game}: no rule acts on: {sentence}   {term}")
            for b in C.read_corpus(game):
                canon, outs = C.evaluate(b)
                if canon is None:
                    print(f"  {game}:{b.line} canonical does not parse: {b.canonical}")
                for o in outs:
                    if not o.accepted:
                        print(f"  {game}:{o.line} refused: {o.text}\n      {o.error}")
                    elif not o.right:
                        print(f"  {game}:{o.line} WRONG: {o.text}\n      gave {o.got}\n      want {b.canonical}")
                for n, t, ok in C.refused(b):
                    if not ok:
                        print(f"  {game}:{n} accepted what must be refused: {t}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
