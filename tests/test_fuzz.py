"""Fuzz the two languages: every input ends in a correct answer or a clear error, never a crash.

The inputs are the real card sentences of ``asp/monster_rancher/cards.txt`` and the real query
files of ``queries/monster_rancher/``, mutated (truncated, tokens swapped / deleted / duplicated,
look-alike letters, huge numbers, very long lines, binary bytes, empty text; for query files also
unknown names, numbers beyond the bounds, a missing ``game`` line, an empty file, lines deleted,
repeated, swapped or joined, odd statements added, and ad hoc ``define`` cards made of real card
sentences and put into the play), plus random texts.  They go through ``pyrules.cli.main`` (``parse`` and ``ask``) and through
``pyrules.statements.parse_text``.  For every run:

* the exit status is 0 (ok), 1 (an expectation differs), 2 (bad input), 3 (a solve hit its time
  bound) or 4 (a scenario past a size bound), ``pyrules parse`` only 0 or 2; no exception escapes
  ``main``, no run hangs;
* on 2, 3 or 4 stderr starts with ``pyrules: ``, holds no traceback, stdout is empty; a syntax error
  names ``FILE:LINE:COLUMN:``, and a position (wherever one is given) is inside the input, with the
  source line shown being that line;
* on 0 or 1 there is one result line per ``ask`` line of the file, in order, each for exactly the
  question written there (and its ``expect`` value), and the exit status agrees with the FAIL lines;
  the shipped query files, unmutated, all exit 0;
* a card text that parses is read whole (no text left outside its sentences) and its canonical
  rendering parses back to the same entry.

Budget.  In CI the examples are derandomized and few (the whole file runs in well under a minute;
the knowledge base is grounded once per module).  For a long run, set the number of examples per
property and, optionally, a seed (which also turns the derandomization off)::

    PYRULES_FUZZ_EXAMPLES=2000 python3 -m pytest -q -s tests/test_fuzz.py
    PYRULES_FUZZ_EXAMPLES=5000 PYRULES_FUZZ_SEED=12345 python3 -m pytest -q -s tests/test_fuzz.py

With ``-s`` the module prints how many inputs it tried and which known issues it met.

Known issues.  A problem the fuzzer found that is not fixed yet is pinned by a plain test marked
``xfail(strict=True)`` below (section "Known issues"), with its minimal input; the properties count
such an input under ``KNOWN_HITS`` instead of failing, so that they keep searching for new problems.
When an issue is fixed, its xfail test passes, strict xfail turns that into a failure, and the
issue's entry in ``KNOWN`` must be removed (then the properties check it again).
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import signal
import traceback
from collections import Counter
from functools import lru_cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, example, given, note, settings
from hypothesis import seed as hypothesis_seed
from hypothesis import strategies as st
from hypothesis.errors import InvalidArgument

import pyrules
import pyrules.kb
from pyrules.cli import EXIT_BAD_INPUT, EXIT_BOUNDS, EXIT_MISMATCH, EXIT_OK, EXIT_TIMEOUT, EXIT_UNREAD, main
from pyrules.errors import ParseError, PyrulesError, shown
from pyrules.query import MAX_QUERY_BYTES, load_query
from pyrules.statements import load_pool, parse_entries, parse_text

GAME = "monster_rancher"
ROOT = Path(__file__).resolve().parents[1]
CARD_FILE = ROOT / "asp" / GAME / "cards.txt"
QUERY_FILES = sorted((ROOT / "queries" / GAME).glob("*.query"))
#: the exit statuses of an error (bad input, a solve past its time bound, a scenario past a size bound)
ERROR_EXITS = {EXIT_BAD_INPUT, EXIT_TIMEOUT, EXIT_BOUNDS}

#: a run longer than this is a hang (the solver's own time bound is 10 s, exit 3)
HANG_SECONDS = 30

# -- budget --------------------------------------------------------------------------------------
_ENV_EXAMPLES = os.environ.get("PYRULES_FUZZ_EXAMPLES", "").strip()
_ENV_SEED = os.environ.get("PYRULES_FUZZ_SEED", "").strip()


def fuzz(ci_examples: int):
    """Hypothesis settings: a small derandomized CI budget, or PYRULES_FUZZ_EXAMPLES / _SEED."""
    examples = int(_ENV_EXAMPLES) if _ENV_EXAMPLES else ci_examples
    config = settings(max_examples=examples, deadline=None, derandomize=not _ENV_SEED,
                      database=None if not _ENV_SEED else settings.default.database,
                      print_blob=True,
                      suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                             HealthCheck.filter_too_much, HealthCheck.large_base_example])

    def apply(test):
        test = config(test)
        return hypothesis_seed(int(_ENV_SEED))(test) if _ENV_SEED else test

    return apply


#: inputs tried, by kind (printed at the end of the module; see ``-s``)
TRIED: Counter = Counter()
#: exit statuses seen, by kind of input
OUTCOMES: Counter = Counter()
#: inputs that met a known issue (see KNOWN), by issue
KNOWN_HITS: Counter = Counter()


# -- known issues: found by this fuzzer, pinned by the xfail tests at the end of the file ------
KNOWN: dict[str, str] = {}  # none open: every issue this fuzzer found is fixed (see the tests at the end)

#: characters that str.splitlines() ends a line at, besides "\n" (the grammars end lines at "\n" only)
SPLITLINES_BREAKS = "\v\f\x1c\x1d\x1e\x85\u2028\u2029\r"


class Finding(AssertionError):
    """A property violation."""


def problem(kind: str, message: str) -> None:
    """Report a property violation: count it if it is a known issue, fail otherwise."""
    if kind in KNOWN:
        KNOWN_HITS[kind] += 1
        _hypothesis(note, f"known issue {kind}: {message}")
        return
    raise Finding(f"[{kind}] {message}")


def _hypothesis(call, text: str) -> None:
    """note() / event() inside a Hypothesis test; nothing in a plain test."""
    try:
        call(text)
    except InvalidArgument:
        pass


# -- fixtures ------------------------------------------------------------------------------------
@pytest.fixture(scope="module", autouse=True)
def shared_kb(tmp_path_factory):
    """Ground the knowledge base once; ``pyrules ask`` reuses it. Run from an empty folder.

    The folder matters for ``pyrules parse GAME TEXT``: a TEXT that names a file is read as a file.
    """
    kb = pyrules.load(GAME)
    real = pyrules.kb.KnowledgeBase
    kbs = {GAME: kb}  # the other games' bases, built by their first query file (test_mutated_query_file_other_game)

    def shared(game, timeout=10.0):
        if game not in kbs:
            kbs[game] = real(game, timeout=timeout)
        return kbs[game] if timeout == 10.0 else real(game, timeout=timeout)

    cwd = tmp_path_factory.mktemp("fuzz-cwd")
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(pyrules.kb, "KnowledgeBase", shared)
        mp.chdir(cwd)
        yield kb
    print(f"\npyrules fuzz: {sum(TRIED.values())} inputs tried ("
          + ", ".join(f"{k}: {v}" for k, v in sorted(TRIED.items())) + ")")
    print("pyrules fuzz: exit statuses: " + ", ".join(f"{k} -> {v}" for k, v in sorted(OUTCOMES.items())))
    if KNOWN_HITS:
        print("pyrules fuzz: inputs that met a known issue: "
              + ", ".join(f"{k}: {v}" for k, v in sorted(KNOWN_HITS.items())))


@pytest.fixture(scope="module")
def work(tmp_path_factory) -> Path:
    """A folder for the mutated query files (not the working folder)."""
    return tmp_path_factory.mktemp("fuzz-queries")


@lru_cache(maxsize=None)
def pool(game: str = GAME):
    return load_pool(game)


@lru_cache(maxsize=None)
def statuses(game: str = GAME) -> dict[str, str]:
    return {e.ident: e.name for e in pool(game).entries if e.kind == "status"}


# -- running the CLI -----------------------------------------------------------------------------
class Hang(Exception):
    """A run that took longer than HANG_SECONDS."""


def _on_alarm(signum, frame):
    raise Hang(f"no result within {HANG_SECONDS} s")


def run(argv: list[str]) -> tuple[object, str, str]:
    """(exit status, stdout, stderr) of ``pyrules ARGV``, run in-process.

    stdout and stderr are encoded as a UTF-8 console would (stdout strict, stderr with
    backslashreplace, as Python sets them up), so that an unprintable answer shows up as the
    crash it would be.  An exception escaping ``main`` becomes "crash" and its traceback; a run
    past HANG_SECONDS becomes "hang".
    """
    out_buf, err_buf = io.BytesIO(), io.BytesIO()
    out = io.TextIOWrapper(out_buf, encoding="utf-8", errors="strict", newline="\n")
    err = io.TextIOWrapper(err_buf, encoding="utf-8", errors="backslashreplace", newline="\n")
    old = signal.signal(signal.SIGALRM, _on_alarm)
    signal.alarm(HANG_SECONDS)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code: object = main(argv)
            except SystemExit as exc:  # argparse
                code = exc.code
            except Hang:
                code = "hang"
            except Exception:  # noqa: BLE001 - this is what the fuzzer looks for
                code = "crash"
                err.write(traceback.format_exc())
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    out.flush()
    err.flush()
    return code, out_buf.getvalue().decode("utf-8", "replace"), err_buf.getvalue().decode("utf-8", "replace")


def _shown(s: str) -> str:
    """``s`` as an error message shows it: control characters and lone surrogates escaped."""
    return shown(s).encode("utf-8", "backslashreplace").decode("utf-8")


def check_exit(code, out: str, err: str, allowed: set[int]) -> None:
    assert code not in ("crash", "hang"), f"{code}:\n{err}"
    assert "Traceback" not in err, err
    assert code in allowed, f"exit status {code!r}\nstdout:\n{out[:2000]}\nstderr:\n{err[:2000]}"
    if code in ERROR_EXITS:
        assert err.startswith("pyrules: "), err[:2000]
        assert out == "", f"output before an error:\n{out[:2000]}"


def check_position(source: str, line: int, column: int, shown_text: str | None, what: str,
                   console: bool = False, caret: int | None = None) -> None:
    """A reported position is inside ``source`` and the source line shown is that line.

    ``console``: ``shown_text`` was read from stderr, where unprintable characters are escaped,
    a long line is cut to a window marked "…" at a cut end, and ``caret`` (the offset of the
    "^" under it) must sit under the character at ``column``.
    """
    lines = source.split("\n")  # the languages end a line at "\n" only
    breaks = "line-break-characters" if any(c in SPLITLINES_BREAKS for c in source.replace("\r\n", "\n")) else ""
    if not 1 <= line <= len(lines):
        problem(breaks or "position-outside-input", f"{what}: line {line} of a text of {len(lines)} lines")
        return
    real = lines[line - 1]
    real = real[:-1] if real.endswith("\r") else real
    if not 1 <= column <= len(lines[line - 1]) + 1:
        problem(breaks or "position-outside-input", f"{what}: column {column} of line {line}, which has "
                                                    f"{len(real)} characters: {real[:200]!r}")
    if console and shown_text is not None and caret is not None:
        left, right = shown_text[:caret], shown_text[caret:]
        before, after = _shown(real[:column - 1]), _shown(real[column - 1:])
        if not (left == before or (left.startswith("…") and before.endswith(left[1:]))) \
                or not (right == after or (right.endswith("…") and after.startswith(right[:-1]))):
            problem(breaks or "wrong-source-line-shown", f"{what}: {line}:{column} shows {shown_text[:200]!r} "
                                                         f"with the caret at {caret}, but line {line} is {real[:200]!r}")
        return
    if console:
        real = _shown(real)
    if shown_text is not None and shown_text != real:
        problem(breaks or "wrong-source-line-shown", f"{what}: {line}:{column} shows {shown_text[:200]!r}, "
                                                     f"but line {line} is {real[:200]!r}")


def _stderr_position(err: str, file: str) -> tuple[int, int, str | None, int | None] | None:
    """(line, column, the source line shown or None, the caret's offset in it) of an error message
    for ``file``."""
    m = re.match(r"pyrules: " + re.escape(_shown(file)) + r":(\d+):(\d+): ", err)
    if not m:
        return None
    rows = err.split("\n")
    text = rows[1][4:] if len(rows) > 2 and rows[1].startswith("    ") and rows[2].lstrip(" ") == "^" else None
    caret = len(rows[2]) - 5 if text is not None else None
    return int(m.group(1)), int(m.group(2)), text, caret


# -- mutations -----------------------------------------------------------------------------------
TOKEN = re.compile(r'"[^"\n]*"|[A-Za-z][A-Za-z\'’-]*|[0-9]+|\s+|.', re.S)

LOOKALIKES = {
    "a": "аɑα", "c": "сϲⅽ", "d": "ԁⅾ", "e": "еҽ℮", "g": "ɡ", "h": "һ", "i": "іıⅰ", "j": "ј",
    "k": "κкK", "l": "ӏⅼ1I", "m": "ⅿ", "n": "ոп", "o": "оο0", "p": "рρ", "q": "ԛ", "s": "ѕſ",
    "u": "υս", "v": "ѵν", "w": "ԝ", "x": "хⅹ×", "y": "уγ", "t": "τ",
    "A": "АΑ", "B": "ВΒ", "C": "СϹ", "D": "Ꭰ", "E": "ЕΕ", "G": "Ԍ", "H": "НΗ", "I": "ІΙl1",
    "K": "КΚK", "M": "МΜ", "N": "Ν", "O": "ОΟ0", "P": "РΡ", "S": "Ѕ", "T": "ТΤ", "W": "Ԝ",
    "X": "ХΧ", "Y": "ΥҮ", "Z": "Ζ",
    "0": "О０٠", "1": "lI１١", "2": "２٢", "3": "３З", "4": "４", "5": "５", "6": "６", "7": "７",
    "8": "８", "9": "９",
    '"': "“”＂", ":": "：", ".": "．。", ",": "，", "'": "’‘", "-": "‐–−", "+": "＋", " ": "\u00a0\u2009\u3000",
}
HUGE_NUMBERS = ["41", "11", "99", "100", "999999", "1000000", "0000001", "01", "-1", "+1", "1e9", "1_000",
                "4294967296", "18446744073709551617", "9" * 400]
CONTROL = ["\x00", "\x01", "\x07", "\x08", "\x0b", "\x0c", "\x1b", "\x1c", "\x7f", "\x85", "\r", "\t",
           "\u2028", "\u2029", "\ufeff", "\u200b", "\u202e", "\ud800", "\udcff", "\uffff", "\U0010ffff"]


def _tokens(text: str) -> list[str]:
    return TOKEN.findall(text)


def _solid(tokens: list[str]) -> list[int]:
    return [i for i, t in enumerate(tokens) if not t.isspace()]


def m_truncate(draw, text):
    return text[:draw(st.integers(0, len(text)))]


def m_swap(draw, text):
    toks = _tokens(text)
    solid = _solid(toks)
    if len(solid) < 2:
        return text
    k = draw(st.integers(0, len(solid) - 2))
    i, j = solid[k], solid[k + 1]
    toks[i], toks[j] = toks[j], toks[i]
    return "".join(toks)


def m_delete(draw, text):
    toks = _tokens(text)
    solid = _solid(toks)
    if not solid:
        return text
    del toks[draw(st.sampled_from(solid))]
    return "".join(toks)


def m_duplicate(draw, text):
    toks = _tokens(text)
    solid = _solid(toks)
    if not solid:
        return text
    i = draw(st.sampled_from(solid))
    toks.insert(i, toks[i] + draw(st.sampled_from([" ", "", "  "])))
    return "".join(toks)


def m_lookalike(draw, text):
    spots = [i for i, ch in enumerate(text) if ch in LOOKALIKES]
    if not spots:
        return text
    i = draw(st.sampled_from(spots))
    return text[:i] + draw(st.sampled_from(LOOKALIKES[text[i]])) + text[i + 1:]


def m_huge_number(draw, text):
    number = draw(st.one_of(st.sampled_from(HUGE_NUMBERS), st.integers(10 ** 6, 10 ** 60).map(str)))
    toks = _tokens(text)
    digits = [i for i, t in enumerate(toks) if t.isdigit()]
    if digits:
        toks[draw(st.sampled_from(digits))] = number
    else:
        toks.insert(draw(st.integers(0, len(toks))), f" {number} ")
    return "".join(toks)


def m_long_line(draw, text):
    how = draw(st.sampled_from(["repeat", "word", "name", "spaces", "comment"]))
    n = draw(st.sampled_from([121, 256, 4096, 70_000]))
    if how == "repeat":
        line = text.split("\n")[0] if text else "Draw 1 card."
        return (line + " ") * max(1, n // max(1, len(line) + 1)) + text
    if how == "word":
        return text + " " + "a" * n
    if how == "name":
        toks = _tokens(text)
        names = [i for i, t in enumerate(toks) if t.startswith('"')]
        if names:
            toks[draw(st.sampled_from(names))] = '"' + "N" * n + '"'
            return "".join(toks)
        return text + ' "' + "N" * n + '"'
    if how == "spaces":
        i = draw(st.integers(0, len(text)))
        return text[:i] + " " * n + text[i:]
    return text + "\n// " + "c" * n + "\n"


def m_binary(draw, text):
    """Binary bytes (as a surrogate-escaped str, the way Python hands invalid UTF-8 argv/files over)."""
    raw = draw(st.one_of(st.binary(min_size=1, max_size=8),
                         st.sampled_from([b"\x00", b"\xff\xfe", b"\xef\xbb\xbf", b"\xc3", b"\xe2\x80\xa8"])))
    junk = raw.decode("utf-8", "surrogateescape")
    if draw(st.booleans()):
        junk = draw(st.sampled_from(CONTROL))
    i = draw(st.integers(0, len(text)))
    return text[:i] + junk + text[i:]


def m_empty(draw, text):
    return draw(st.sampled_from(["", " ", "\n", "\t\n  \n", "."]))


TEXT_MUTATIONS = [m_truncate, m_swap, m_delete, m_duplicate, m_lookalike, m_huge_number, m_long_line,
                  m_binary, m_empty]


# query-only mutations
def _lines(text):
    return text.split("\n")


def m_unknown_name(draw, text):
    toks = _tokens(text)
    names = [i for i, t in enumerate(toks) if t.startswith('"') and t.endswith('"') and len(t) >= 2]
    if not names:
        return text
    i = draw(st.sampled_from(names))
    old = toks[i][1:-1]
    new = draw(st.one_of(
        st.just(old[:-1] or "X"),                                   # a near miss
        st.just(old.upper()), st.just(old.lower()),                 # names are matched how?
        st.sampled_from(["Pixie", "Golem", "Shotgun", "Doll", "Nice Fight", "MR-G-03", "carry", "Critical",
                         "Provoking", "Ensnare", "Suezo", "Mocchi", "Nobody", "Grit", "Any Monster"]),
        st.text(st.characters(blacklist_characters='"\n', blacklist_categories=("Cs",)), min_size=0, max_size=130),
    ))
    toks[i] = f'"{new}"'
    return "".join(toks)


def m_out_of_bounds(draw, text):
    toks = _tokens(text)
    digits = [i for i, t in enumerate(toks) if t.isdigit()]
    number = draw(st.sampled_from(["41", "40", "11", "10", "100", "999999", "1000000", "0"]))
    if digits:
        toks[draw(st.sampled_from(digits))] = number
        return "".join(toks)
    extra = draw(st.sampled_from([f"player A: hand {number}", f"player B: deck {number}, guts {number}",
                                  f'monster B "Mocchi": lp {number}', f'split "Golem" {number}']))
    return text + "\n" + extra + "\n"


def m_no_game(draw, text):
    return "\n".join(line for line in _lines(text) if not re.match(r"\s*game\b", line, re.I))


def m_line(draw, text):
    lines = _lines(text)
    if not lines:
        return text
    i = draw(st.integers(0, len(lines) - 1))
    how = draw(st.sampled_from(["delete", "repeat", "swap", "join"]))
    if how == "delete":
        del lines[i]
    elif how == "repeat":
        lines.insert(i, lines[i])
    elif how == "swap" and i + 1 < len(lines):
        lines[i], lines[i + 1] = lines[i + 1], lines[i]
    elif how == "join" and i + 1 < len(lines):
        lines[i:i + 2] = [lines[i] + " " + lines[i + 1]]
    return "\n".join(lines)


def m_extra_statement(draw, text):
    extra = draw(st.sampled_from([
        "ask legal", "ask legal A", 'ask damage "Golem" "Pixie"', "ask deck", "ask deck A B", "ask frobnicate",
        'ask status "Golem"', 'ask effect "Ensnare"', "ask next damage", "ask final damage expect 999999",
        'ask lp "Golem" expect no', "ASK LEGAL EXPECT YES", "ask legal expect", "turn B", "turn C",
        'env "Nice Fight"', 'reading "MR-G-03" = "carry"', 'reading "MR-G-03" = "bogus"',
        'with "Critical", "Critical", "Critical", "Critical", "Critical"', 'define move "X" (POW):',
        'define move "X" (POW): Deals 999999 damage to one opponent monster.',
        'monster A "Golem" as "Golem"', 'then "Golem" uses "Shotgun"', 'defense "Golem" plays "Protect"',
        'play A plays "Powder" on "Golem"', "game monster_rancher", "game chess", 'query "X"',
    ]))
    lines = _lines(text)
    lines.insert(draw(st.integers(0, len(lines))), extra)
    return "\n".join(lines)


def m_define(draw, text):
    """An ad hoc card made of real card sentences, used in the play (the builder and solver get odd cards)."""
    body = " ".join(draw(st.lists(st.sampled_from(CARD_SENTENCES), max_size=3)))
    head = draw(st.sampled_from(['move "Fuzz" (POW)', 'move "Fuzz" (SPE)', 'move "Fuzz" (BLK)',
                                 'move "Fuzz" of "Any Monster" (BLK)', 'card "Fuzz" (Breeder, SPE)',
                                 'card "Fuzz" (Breeder)']))
    lines = _lines(text)
    uses = [i for i, line in enumerate(lines) if re.match(r"\s*(play|defense|then)\b", line, re.I)]
    if uses and draw(st.booleans()):
        i = draw(st.sampled_from(uses))
        lines[i] = re.sub(r'((?:uses|plays)\s+)"[^"\n]*"', r'\1"Fuzz"', lines[i], count=1, flags=re.I)
    else:
        lines.append(draw(st.sampled_from(['play A plays "Fuzz"', 'play B plays "Fuzz"', 'with "Fuzz"',
                                           'play A plays "Fuzz" on "Golem"', 'defense "Golem" plays "Fuzz"'])))
    lines.insert(draw(st.integers(0, len(lines))), f"define {head}: {body}")
    return "\n".join(lines)


QUERY_MUTATIONS = TEXT_MUTATIONS + [m_unknown_name, m_out_of_bounds, m_no_game, m_line, m_line,
                                    m_extra_statement, m_define, m_define]


# -- inputs --------------------------------------------------------------------------------------
def _card_lines() -> list[str]:
    return [line for line in CARD_FILE.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.lstrip().startswith("//")]


CARD_LINES = _card_lines()
#: the sentences of every card (the text after the entry's header), where there are any
CARD_SENTENCES = [m.group(1) for line in CARD_LINES
                  if (m := re.match(r'\w+\s+"[^"]*"[^:]*:\s*(.+)$', line))]
assert len(CARD_SENTENCES) > 40, "cards.txt changed shape: the fuzzer's sentence list is nearly empty"
QUERY_TEXTS = {p.name: p.read_text(encoding="utf-8") for p in QUERY_FILES}

#: words of both languages, for random texts made of the right pieces
VOCABULARY = sorted(set(re.findall(r"[A-Za-z][A-Za-z'’-]*", "\n".join(CARD_SENTENCES)))
                    | set(re.findall(r"\b[a-z]+\b", (ROOT / "grammar" / "query.lark").read_text("utf-8"))))
PIECES = st.one_of(st.sampled_from(VOCABULARY), st.sampled_from(['"Doll"', '"Provoking"', '"Golem"', '"Pixie"', '""']),
                   st.integers(0, 12).map(str), st.sampled_from(list(".,:()[]+-x×\"'\n")))
RANDOM_TEXT = st.one_of(
    st.lists(PIECES, max_size=25).map(" ".join),
    st.text(max_size=80),
    st.text(st.sampled_from("Deals 3 damage to one opponent monster.\"\n:,()"), max_size=60),
)


@st.composite
def mutated(draw, bases: list[str], mutations: list) -> str:
    text = draw(st.sampled_from(bases))
    ops = draw(st.lists(st.sampled_from(mutations), min_size=1, max_size=3))
    for op in ops:
        text = op(draw, text)
    note(f"mutations: {[op.__name__ for op in ops]}")
    return text


CARD_TEXTS = st.one_of(mutated(CARD_SENTENCES, TEXT_MUTATIONS), mutated(CARD_LINES, TEXT_MUTATIONS),
                       st.sampled_from(CARD_SENTENCES), RANDOM_TEXT)


@st.composite
def query_files(draw) -> tuple[str, bytes]:
    name = draw(st.sampled_from(sorted(QUERY_TEXTS)))
    ops = draw(st.lists(st.sampled_from(QUERY_MUTATIONS), min_size=1, max_size=3))
    text = QUERY_TEXTS[name]
    for op in ops:
        text = op(draw, text)
    note(f"{name}, mutations: {[op.__name__ for op in ops]}")
    return name, to_bytes(text)


def to_bytes(text: str) -> bytes:
    """A mutated text as file bytes: surrogate escapes become the raw bytes they stand for, other
    lone surrogates their (invalid) UTF-8 encoding."""
    out = bytearray()
    for chunk in re.split("([\ud800-\udfff])", text):
        if len(chunk) == 1 and "\ud800" <= chunk <= "\udfff":
            out += chunk.encode("utf-8", "surrogateescape" if "\udc80" <= chunk <= "\udcff" else "surrogatepass")
        else:
            out += chunk.encode("utf-8")
    return bytes(out)


# -- card texts ----------------------------------------------------------------------------------
_HEADER = re.compile(r'[A-Za-z][A-Za-z\'’-]*\s+"[^"\n]{1,120}"')


def check_parsed_whole(text: str, entry) -> None:
    """A card text that parses is read whole: outside its sentences only blanks and comments remain."""
    rest, at, last = [], 0, None
    for s in entry.sentences:
        if s.position is not None and (s.source, s.position) == last:
            continue  # a sentence of two effects is two sentences with its one source and position
        last = (s.source, s.position)
        i = text.find(s.source, at)
        assert i >= 0, f"sentence source {s.source!r} not in the text"
        rest.append(text[at:i])
        at = i + len(s.source)
    rest.append(text[at:])
    left = "".join(rest)
    kind = "parse-text-drops-an-entry" if _HEADER.search(left) else "parse-text-ignores-text"
    left = re.sub(r"(//|#)[^\n]*", "", left)  # the statement language's comments
    if left.strip(" \t\f\r\n"):
        problem(kind, f"{text[:300]!r} parsed as {len(entry.sentences)} sentence(s); "
                      f"not read: {left.strip()[:200]!r}")


def check_round_trip(entry, game: str = GAME) -> None:
    vocab = pool(game).vocabulary
    rendered = entry.render(vocab)
    again = parse_entries(rendered, vocab, "<render>", statuses(game))
    if again != [entry]:
        problem("render-does-not-round-trip", f"{rendered[:300]!r} parses back to {again!r}")


def check_card_text(text: str, game: str = GAME) -> None:
    """parse_text: an Entry read whole that round-trips, or a PyrulesError with a good position."""
    TRIED["card text via parse_text" + ("" if game == GAME else f" ({game})")] += 1
    try:
        entry = parse_text(text, pool(game).vocabulary, statuses(game))
    except PyrulesError as err:
        assert err.line >= 1 and err.column >= 1, f"error without a position: {err!r}"
        check_position(text, err.line, err.column, err.text, f"parse_text error {err.message!r}")
        return
    check_parsed_whole(text, entry)
    check_round_trip(entry, game)


def check_card_text_cli(text: str) -> None:
    """``pyrules parse GAME TEXT``: exit 0 with the text's facts, or exit 2 with a position."""
    TRIED["card text via pyrules parse"] += 1
    code, out, err = run(["parse", GAME, text])
    OUTCOMES[f"parse {code}"] += 1
    _hypothesis(event, f"exit {code}")
    if text.startswith("-") and (code == EXIT_BAD_INPUT and err.startswith("usage: ")  # an argparse error
                                 or code == EXIT_OK and out.startswith("usage: ")):     # --help
        problem("argparse-takes-text-as-option",
                f"pyrules parse {GAME} {text[:80]!r}: exit {code}, stdout {out[:80]!r}, stderr {err[:80]!r}")
        return
    check_exit(code, out, err, {EXIT_OK, EXIT_UNREAD, EXIT_BAD_INPUT})  # 1: shown, but no rule acts on it
    if code == EXIT_UNREAD:
        assert "acts on it]" in out and "acts on it" in err, (out[:2000], err[:2000])
    if code == EXIT_BAD_INPUT:
        pos = _stderr_position(err, "<text>")
        if pos is None:
            problem("error-without-position", f"pyrules parse {text[:200]!r}:\n{err[:1000]}")
            return
        line, column, text_shown, caret = pos
        check_position(text, line, column, text_shown, "pyrules parse", console=True, caret=caret)
        return
    rows = out.split("\n")
    if not rows[0].startswith('rule "text":'):  # a whole entry ("monster \"X\": ...") or a printed line
        entries = parse_entries(text, pool().vocabulary, "<text>", statuses())  # the CLI said it parses
        assert entries and rows[0] == _shown(entries[0].render(pool().vocabulary)), out[:500]
        for e in entries:
            check_round_trip(e)
        return
    entry = parse_text(text, pool().vocabulary, statuses())  # the CLI said it parses
    numbered = [r for r in rows[1:] if re.match(r"  \d+\. ", r)]
    assert len(numbered) == len(entry.sentences), out[:2000]
    check_parsed_whole(text, entry)


@fuzz(ci_examples=500)
@given(CARD_TEXTS)
@example("")
@example("Deals 3 damage split among the opponent's monsters.")
@example("Deals 999999 damage to one opponent monster.")
@example("Deals 1000000 damage to one opponent monster.")
@example("Deals 3 damage to one оpponent monster.")  # a Cyrillic o
@example("Dealſ 3 damage to one opponent monster.")  # long s: "deals"i matches it
@example("Deals 3 damage\x00 to one opponent monster.")
@example("Draw 1 card. " * 3000)
@example("Draw 1 card.\n\nDraw 2 cards")
def test_card_text_parse_text(text):
    check_card_text(text)


@fuzz(ci_examples=400)
@given(CARD_TEXTS)
@example("")
@example("-1 damage")
@example("Deals 3 damage to one opponent monster. Draw 2 2 cards.")
@example("The user gets \"\udcff\".")  # invalid UTF-8 in argv arrives surrogate-escaped
@example("Draw 1 card." + " " * 70_000)
def test_card_text_cli(text):
    check_card_text_cli(text)


# -- every game's statement language: its corpus phrasings, mutated ---------------------------------
def _corpus_phrasings(game: str) -> list[str]:
    """The single sentences of a game's corpus (tests/corpus/GAME.txt), accepted and refused alike."""
    from corpus_lib import read_corpus
    return [text for block in read_corpus(game) if not block.entry for _, text in (*block.accept, *block.refuse)]


GAMES = ("monster_rancher", "capcom_crossovers", "epic_battles")
PHRASINGS = {game: _corpus_phrasings(game) for game in GAMES}
#: the words of each game's phrasings, put in place of another word or between two by m_word
WORDS = {game: sorted(set(re.findall(r"[A-Za-z][A-Za-z'’-]*", "\n".join(texts)))) for game, texts in PHRASINGS.items()}


def m_word(words: list[str]):
    """A mutation putting one of ``words`` in place of a word, or before it."""
    def m_word(draw, text):
        toks = _tokens(text)
        solid = _solid(toks)
        if not solid:
            return text
        i, word = draw(st.sampled_from(solid)), draw(st.sampled_from(words))
        if draw(st.booleans()):
            toks[i] = word
        else:
            toks.insert(i, word + " ")
        return "".join(toks)
    return m_word


@pytest.mark.parametrize("game", GAMES)
@fuzz(ci_examples=150)
@given(data=st.data())
def test_corpus_phrasings_mutated(game, data):
    """Every game's phrasings with words deleted, swapped, repeated, cut or replaced by the game's own
    words: an entry read whole that round-trips, or an error at a position inside the text."""
    mutations = [m_truncate, m_swap, m_delete, m_duplicate, m_word(WORDS[game])]
    check_card_text(data.draw(mutated(PHRASINGS[game], mutations)), game)


@pytest.mark.parametrize("game, text", [
    ("monster_rancher", "No damage"),  # "no", "double", "at most" are keywords the rule keeps no token of
    ("monster_rancher", "Triple damagevs  Your Air."),
    ("capcom_crossovers", "Half countering of the damage is"),
    ("epic_battles", "At most two"),
])
def test_keyword_amount_errors_have_a_position(game, text):
    """Found by test_corpus_phrasings_mutated: the error had no position (line 0)."""
    with pytest.raises(PyrulesError) as err:
        parse_text(text, pool(game).vocabulary, statuses(game))
    assert err.value.line >= 1 and err.value.column >= 1, err.value
    check_card_text(text, game)


@pytest.mark.parametrize("text", ["Get +1 damage.", "The user gets +1 damage.", "The user does +1 damage."])
def test_a_monster_s_damage_modifier_round_trips(text):
    """Found by test_corpus_phrasings_mutated: "Get +1 damage." rendered as "The user do +1 damage.", and
    "The user does +1 damage." (the rendering of "The user gets +1 damage.") was refused."""
    vocab = pool("monster_rancher").vocabulary
    assert parse_text(text, vocab, statuses("monster_rancher")).render(vocab) == 'rule "text": The user does +1 damage.'
    check_card_text(text, "monster_rancher")


@pytest.mark.parametrize("text, canonical", [("Your attack gains +1 chip.", "Your attacks gain +1 chip."),
                                             ("Your punches gain +1 chip.", "Your punches gain +1 chip."),
                                             ("Your next attack gains +1 chip.", "Your next attack gains +1 chip.")])
def test_a_group_s_modifier_agrees_with_its_plural(text, canonical):
    """"Your attack gains +1 chip." (all of your attacks) rendered as "Your attacks gains +1 chip."."""
    vocab = pool("epic_battles").vocabulary
    assert parse_text(text, vocab, statuses("epic_battles")).render(vocab) == f'rule "text": {canonical}'
    check_card_text(text, "epic_battles")


@pytest.mark.parametrize("text", ["Supports cannot be discarded by your rival.", "Your rival cannot discard supports."])
def test_a_kind_of_card_in_a_prohibition_round_trips(text):
    """Found by test_corpus_phrasings_mutated: the passive with a bare plural rendered as the active form,
    which was refused ("'supports' is not understood as an agent"). Both are one meaning now."""
    vocab = pool("epic_battles").vocabulary
    entry = parse_text(text, vocab, statuses("epic_battles"))
    assert entry.render(vocab) == 'rule "text": Your rival cannot discard supports.'
    check_card_text(text, "epic_battles")


# -- query files ---------------------------------------------------------------------------------
_QLEX = re.compile(r'(?P<ws>[ \t]+)|(?P<q>"[^"\n]{1,120}")|(?P<c>(//|#).*)|(?P<w>[A-Za-z][A-Za-z\'’-]*)'
                   r'|(?P<n>0|[1-9][0-9]{0,5})|(?P<other>.)', re.S)


def _lex(s: str) -> list[tuple[str, str]]:
    out = []
    for m in _QLEX.finditer(s):
        if m.lastgroup == "ws":
            continue
        if m.lastgroup == "c":
            break
        out.append((m.lastgroup, m.group()))
    return out


def reference_asks(text: str, in_order: bool = False) -> list[tuple[str, str | None]]:
    """(question, expected value or None) of every ``ask`` line, read without pyrules' parser.
    ``in_order`` (the sequence games' questions, "legal step 1", "location"): the question's words,
    numbers and names as written, and a quoted expected value without its quotes."""
    asks = []
    for raw in text.split("\n"):
        line = raw[:-1] if raw.endswith("\r") else raw
        m = re.match(r"[ \t]*ask", line, re.I)
        if not m:
            continue
        words, names, expected = [], [], None
        toks = _lex(line[m.end():])
        for k, (kind, val) in enumerate(toks):
            if kind == "w" and re.fullmatch("expect", val, re.I):
                if k + 1 < len(toks):
                    kind2, val2 = toks[k + 1]
                    expected = val2.lower() if kind2 == "w" else val2[1:-1] if in_order and kind2 == "q" else val2
                break
            if kind == "w" or in_order and kind in ("n", "q"):
                words.append(val)
            elif kind == "q":
                names.append(val)
        asks.append((" ".join([*words, *names]), expected))
    return asks


def reference_id(text: str, stem: str) -> str:
    ident = ""
    for raw in text.split("\n"):
        m = re.match(r"[ \t]*query", raw, re.I)
        if m:
            toks = _lex(raw[m.end():])
            if toks and toks[0][0] == "q":
                ident = toks[0][1][1:-1]
    return ident or stem


#: the documented questions (docs/queries.md, "Questions"): words, whether a side follows, names
SHAPES = {
    ("legal",): (False, 0), ("final", "damage"): (False, 0), ("next", "damage"): (False, 0),
    ("damage",): (False, 1), ("lp",): (False, 1), ("ko",): (False, 1), ("attribute",): (False, 1),
    ("status",): (False, 2), ("effect",): (True, 1),
    ("loses",): (True, 0), ("deck",): (True, 0), ("hand",): (True, 0), ("guts",): (True, 0),
}
NUMBER_ANSWERS = {"final damage", "damage", "lp", "deck", "hand", "guts", "next damage"}


def check_question_shape(question: str, answer: str) -> None:
    """A question that gets an answer is one of the documented questions, and so is its answer."""
    toks = _lex(question)
    words = [v for k, v in toks if k == "w"]
    names = [v for k, v in toks if k == "q"]
    sides = [w for w in words if w in ("A", "B")]
    key = tuple(w.lower() for w in words if w not in ("A", "B"))
    shape = SHAPES.get(key)
    if shape is None:
        problem("unknown-question-answered", f"{question!r} -> {answer!r}")
        return
    needs_side, n_names = shape
    side_ok = (len(sides) == 1 and words[-1] in ("A", "B")) if needs_side else not sides
    if not side_ok or len(names) != n_names:
        documented = " ".join(key) + (" SIDE" if needs_side else "") + ' "NAME"' * n_names
        problem("malformed-question-answered", f"{question!r} -> {answer!r} (documented: {documented})")
    k = " ".join(key)
    if answer == "unknown":
        return
    ok = (answer.isdigit() if k in NUMBER_ANSWERS else
          answer in ("air", "ground") if k == "attribute" else answer in ("yes", "no"))
    if not ok:
        problem("answer-none" if answer == "none" else "undocumented-answer", f"{question!r} -> {answer!r}")


FILE_LEVEL = ("holds binary (NUL) bytes", "not UTF-8 text", "may hold at most")  # errors about the file as a whole


def check_query_file(path: Path, data: bytes, unmutated: bool = False, game: str = GAME) -> None:
    """``pyrules ask FILE``: one line per ask for exactly that question, or a clear error (for Monster
    Rancher, each answered question one of its documented questions, with an answer of its kind)."""
    TRIED[("query file (shipped)" if unmutated else "query file (mutated)") + ("" if game == GAME else f" ({game})")] += 1
    path.write_bytes(data)
    code, out, err = run(["ask", str(path)])
    OUTCOMES[f"ask {code}"] += 1
    _hypothesis(event, f"exit {code}")
    check_exit(code, out, err, {EXIT_OK} if unmutated else {EXIT_OK, EXIT_MISMATCH, *ERROR_EXITS})
    try:
        text: str | None = data.decode("utf-8")
    except UnicodeDecodeError:
        text = None
    if code in ERROR_EXITS:
        first = err.split("\n")[0]
        assert _shown(str(path)) in first, f"the error does not name the file:\n{err[:1000]}"
        pos = _stderr_position(err, str(path))
        if pos is not None:
            assert text is not None, err
            checked = text if text.endswith("\n") else text + "\n"
            check_position(checked, pos[0], pos[1], pos[2], first[:200], console=True, caret=pos[3])
        elif _is_syntax_error(path, first):
            problem("error-without-position", f"a syntax error without LINE:COLUMN:\n{err[:1000]}")
        return
    assert text is not None, "a file that is not UTF-8 was answered"
    assert err == "", err[:2000]
    rows = out.rstrip("\n").split("\n")
    summary = re.fullmatch(r"(\d+) passed, (\d+) failed", rows[-1])
    assert summary, f"no summary line:\n{out[-500:]}"
    # the text output shows what came from the file with its control characters escaped
    asks = [(shown(q), None if e is None else shown(e)) for q, e in reference_asks(text, in_order=game != GAME)]
    rid = shown(reference_id(text, path.stem))
    results = [r for r in rows[:-1] if r[:5] in ("ok   ", "FAIL ", "     ") and r[5:].startswith(rid + ": ")]
    questions = [q for q, _ in asks]
    if len(results) != len(asks):
        problem("answers-do-not-match-asks", f"{len(asks)} ask lines {questions}, {len(results)} answers:\n{out[:3000]}")
        return
    failed = 0
    for row, (question, expected) in zip(results, asks):
        head = row[5:][len(rid) + 2:]
        if not head.startswith(question + " -> "):
            problem("answer-to-another-question", f"ask {question!r} answered as {row!r}")
            continue
        answer = head[len(question) + 4:]
        exp = re.search(r" \(expected ([^()]*)\)$", answer)
        if exp:
            answer = answer[:exp.start()]
        got_expected = exp.group(1) if exp else None
        if got_expected != expected:
            problem("answer-to-another-question", f"ask {question!r} expects {expected!r}, checked against "
                                                  f"{got_expected!r}: {row!r}")
        mark = row[:4]
        assert mark == ("    " if expected is None else "ok  " if answer == expected else "FAIL"), row
        failed += mark == "FAIL"
        if game == GAME:
            check_question_shape(question, answer)
    assert (int(summary.group(1)), int(summary.group(2))) == (sum(e is not None for _, e in asks) - failed, failed)
    assert code == (EXIT_MISMATCH if failed else EXIT_OK), f"exit {code} with {failed} FAIL line(s)"


def _is_syntax_error(path: Path, first_line: str) -> bool:
    """Whether an exit-2 error is one that must carry LINE:COLUMN (a syntax error, not a file-level one)."""
    message = first_line.split(": ", 2)[-1]
    if message.startswith("unexpected ") or "ends too early" in message or "is given twice" in message:
        return True
    try:
        load_query(path)
    except ParseError as err:
        return not any(f in err.message for f in FILE_LEVEL)
    except PyrulesError:
        return False
    return False


@pytest.mark.parametrize("name", sorted(QUERY_TEXTS))
def test_shipped_query_file(work, name):
    """Unmutated, every shipped query file exits 0 with one answer line per ask."""
    check_query_file(work / name, QUERY_TEXTS[name].encode("utf-8"), unmutated=True)


@fuzz(ci_examples=600)
@given(query_files())
@example(("MR-CASE-001.query", b""))
@example(("MR-CASE-001.query", QUERY_TEXTS["MR-CASE-001.query"].replace("game monster_rancher\n", "").encode()))
@example(("MR-CASE-001.query", QUERY_TEXTS["MR-CASE-001.query"].encode() + b"\x00"))
@example(("MR-CASE-001.query", QUERY_TEXTS["MR-CASE-001.query"].encode() + b"\n// caf\xe9\n"))
@example(("MR-CASE-001.query", b"// x\n" * 10 + b"#" * (MAX_QUERY_BYTES + 1)))
@example(("MR-CASE-019.query", QUERY_TEXTS["MR-CASE-019.query"].replace("ask legal", "ASK Legal").encode()))
@example(("MR-CASE-019.query", QUERY_TEXTS["MR-CASE-019.query"].replace('"Golem"\n', '"Golem": lp 41\n').encode()))
def test_mutated_query_file(work, case):
    name, data = case
    check_query_file(work / name, data)


#: the other games' query files, mutated by the game-neutral mutations and by the game's own words
OTHER_QUERIES = {game: {p.name: p.read_text(encoding="utf-8") for p in sorted((ROOT / "queries" / game).glob("*.query"))}
                 for game in GAMES if game != GAME}


@pytest.mark.parametrize("game", sorted(OTHER_QUERIES))
@fuzz(ci_examples=60)
@given(data=st.data())
def test_mutated_query_file_other_game(work, game, data):
    texts = OTHER_QUERIES[game]
    name = data.draw(st.sampled_from(sorted(texts)))
    words = sorted(set(re.findall(r"[A-Za-z][A-Za-z'’-]*", texts[name])) | {"ask", "legal", "expect", "unknown"})
    mutations = TEXT_MUTATIONS + [m_unknown_name, m_out_of_bounds, m_no_game, m_line, m_line, m_word(words)]
    text = texts[name]
    for op in data.draw(st.lists(st.sampled_from(mutations), min_size=1, max_size=3)):
        text = op(data.draw, text)
    check_query_file(work / name, to_bytes(text), game=game)


# -- issues this fuzzer found, now fixed: each pinned by its minimal input --------------------------
def test_known_form_feed_shifts_the_line_shown(work):
    # A form feed in a comment on line 2: the error on line 5 shows line 4's text.
    path = work / "formfeed.query"
    path.write_bytes(b'query "T" "t"\n// page\x0cbreak\ngame monster_rancher\nmonster A "Pixie"\n'
                     b'monster B "Golme"\nask legal\n')
    code, out, err = run(["ask", str(path)])
    assert code == EXIT_BAD_INPUT and f"{path}:5:1:" in err
    assert err.split("\n")[1] == '    monster B "Golme"', err


def test_known_vertical_tab_hides_the_line_shown():
    # parse_text("\v"): the error is at 1:1 but shows the empty string, not the line.
    with pytest.raises(ParseError) as info:
        parse_text("\x0b", pool().vocabulary, statuses())
    assert (info.value.line, info.value.column, info.value.text) == (1, 1, "\x0b")


def test_known_parse_drops_a_second_entry():
    # The second sentence is never read, and the run still says it parsed the text (exit 0).
    code, out, err = run(["parse", GAME, 'Draw 1 card. card "X": Draw 2 cards.'])
    assert code == EXIT_BAD_INPUT or "draw(2)" in out, (code, out, err)


@pytest.mark.parametrize("question", ['damage "Golem" "Pixie"', "legal A", "deck A B", "A deck", "A hand"])
def test_known_extra_operands_are_ignored(work, question):
    # Which monster's damage is asked?  The question is not one of the documented ones: bad input.
    path = work / "operands.query"
    path.write_text('query "T" "t"\ngame monster_rancher\nmonster A "Pixie"\nmonster B "Golem"\n'
                    f"ask {question}\n", encoding="utf-8")
    code, out, err = run(["ask", str(path)])
    assert code == EXIT_BAD_INPUT, out


@pytest.mark.parametrize("question", ["final damage", "deck A", 'attribute "Golem"'])
def test_known_answer_none(work, question):
    # No play, no deck, no attribute given: the documented answers are a number / a word, or an error.
    path = work / "none.query"
    path.write_text('query "T" "t"\ngame monster_rancher\nmonster A "Pixie"\nmonster B "Golem"\n'
                    f"ask {question}\n", encoding="utf-8")
    code, out, err = run(["ask", str(path)])
    assert code == EXIT_BAD_INPUT or "-> none" not in out, out


@pytest.mark.parametrize("text", ["-:", "--help"])
def test_known_text_starting_with_a_dash(text):
    # '-:' is a card text that does not parse: exit 2 with "pyrules: <text>:1:1: ...".
    # '--help' is a card text too (one that does not parse), not a request for help.
    code, out, err = run(["parse", GAME, text])
    assert code == EXIT_BAD_INPUT and err.startswith("pyrules: <text>:1:1:"), (code, out, err)
