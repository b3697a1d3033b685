"""Names and repeats (issue 18, items 1 and 2): one name per ASP id, one value per single-valued thing.

A name becomes an ASP id by lower-casing and dropping punctuation (``pyrules/names.py: ident``),
so "Palm" and "Palm!" would share the id ``palm`` and their sentences would merge (a combo of
the two dealt 22, not 11).  Two names with one id, and a thing that holds one value given
twice ("Damage: 9. Damage: 3." dealt 12; ``split "Golem" 2, "Golem" 1`` was legal with damage 1),
are errors at the second one (exit 2, file:line:column, the line shown, the first one named).
Each query below is answered in-process by ``pyrules ask`` (tests/test_errors.py style).
"""

from __future__ import annotations

import traceback
from pathlib import Path

import pytest

import pyrules
import pyrules.kb
from pyrules.cli import main
from pyrules.errors import Conflict, UnknownName, excerpt
from pyrules.names import check_entries, ident
from pyrules.statements import load_pool, load_vocabulary, parse_entries

EXIT_OK, EXIT_BAD_INPUT = 0, 2

HEADERS = {
    "monster_rancher": 'query "T-NAMES" "names"\ngame monster_rancher\nmonster A "Pixie"\nmonster B "Golem"\n',
    "capcom_crossovers": 'query "T-NAMES" "names"\ngame capcom_crossovers\nturn A\n'
                         'character A "X": strength 6, combo 4\ncharacter B "D": strength 6\n',
    "epic_battles": 'query "T-NAMES" "names"\ngame epic_battles\nturn A\nphase battle\n',
}
MR, CC, EB = "monster_rancher", "capcom_crossovers", "epic_battles"
PALM = 'define move "Palm" of "X": Card: Queen. Type: A. Damage: 9. Priority: 3. Combo points: 1.'
PALM2 = 'define move "Palm!" of "X": Card: King. Type: A. Damage: 2. Priority: 3. Combo points: 1.'


@pytest.fixture(autouse=True)
def shipped_kbs(monkeypatch):
    """``pyrules ask`` reuses each game's knowledge base (built once per process)."""
    kbs = {game: pyrules.load(game) for game in HEADERS}  # before the class is replaced
    monkeypatch.setattr(pyrules.kb, "KnowledgeBase", lambda game, timeout=10.0: kbs[game])


def ask(capsys, tmp_path: Path, game: str, body: str) -> tuple[object, str, str, Path]:
    path = tmp_path / "names.query"
    path.write_text(HEADERS[game] + body, encoding="utf-8")
    try:
        code = main(["ask", str(path)])
    except Exception:  # noqa: BLE001 - a crash is what the assertions look for
        out, err = capsys.readouterr()
        return "crash", out, err + traceback.format_exc(), path
    out, err = capsys.readouterr()
    return code, out, err, path


def assert_error_at(code, err: str, path: Path, game: str, body: str, line_text: str, column_of: str,
                    message: str, first: str) -> None:
    """Exit 2 at LINE:COLUMN of ``column_of`` in ``line_text`` (a line of ``body``; a define's
    entry at its header, e.g. 'move "Palm!"'), the line
    shown, ``message`` and the first one named (``first``)."""
    assert "Traceback" not in err, err
    assert code == EXIT_BAD_INPUT, f"exit {code!r}:\n{err}"
    lines = body.split("\n")
    line = HEADERS[game].count("\n") + len(lines) - lines[::-1].index(line_text)  # its last occurrence
    column = line_text.rindex(column_of) + 1
    assert err.startswith(f"pyrules: {path}:{line}:{column}: "), err
    assert message in err, err
    assert first in err, err
    assert excerpt(line_text, column)[0] in err, err  # the line as errors show it (a window)


# -- item 1: names that collide -----------------------------------------------------------------------
NAME_CASES = [
    # (id, game, body, the line of the second name, where its column is, message, the first named)
    ("cc-palm", CC, f'{PALM}\n{PALM2}\nstep A attack "QD" as "Palm"\nask step damage 1 expect 9\n',
     PALM2, 'move "Palm!"', "'Palm!' and 'Palm' (line 6) have the same id palm: rename one", ""),
    ("cc-define-vs-pool", CC,
     'define move "HADOUKEN!" of "X": Card: Queen. Type: A. Damage: 2. Priority: 3. Combo points: 1.\nask legal\n',
     'define move "HADOUKEN!" of "X": Card: Queen. Type: A. Damage: 2. Priority: 3. Combo points: 1.',
     'move "HADOUKEN!"', "'HADOUKEN!' and 'Hadouken' (asp/capcom_crossovers/cards.txt:", "have the same id hadouken"),
    ("eb-atk", EB, 'define attack "Atk" (punch): Cost: 0. Damage: 2.\n'
                   'define attack "ATK!" (punch): Cost: 0. Damage: 3.\nask legal\n',
     'define attack "ATK!" (punch): Cost: 0. Damage: 3.', 'attack "ATK!"',
     "'ATK!' and 'Atk' (line 5) have the same id atk", ""),
    ("mr-define-vs-pool", MR, 'define move "Shotgun!" (POW): Deals 4 damage to one opponent monster.\nask legal\n',
     'define move "Shotgun!" (POW): Deals 4 damage to one opponent monster.', 'move "Shotgun!"',
     "'Shotgun!' and 'Shotgun' (asp/monster_rancher/cards.txt:", ""),
    ("mr-define-other-kind", MR, 'define card "Doll" (Breeder, SPE):\nask legal\n',
     'define card "Doll" (Breeder, SPE):', 'card "Doll"', "'Doll' is a move of the game", "not a card"),
    ("mr-labels", MR, 'monster B "Suezo" as "golem"\nask legal\n', 'monster B "Suezo" as "golem"', "monster",
     "'golem' and 'Golem' (line 4) have the same id golem", ""),
    ("eb-owner-spelled-another-way", EB, 'define support "Sup-Z" of "AKANE!": Your punches do +1 damage.\nask legal\n',
     'define support "Sup-Z" of "AKANE!": Your punches do +1 damage.', 'support "Sup-Z"',
     "'AKANE!' and 'Akane' (asp/epic_battles/cards.txt:", "have the same id akane"),
    ("cc-alias-is-another-name", CC, 'character B "Ryu" as "R2": inactive\ncharacter A "Gambit" as "Ryu": inactive\n'
                                     'ask legal\n',
     'character A "Gambit" as "Ryu": inactive', "character",
     "'Ryu' is the name of the character on line 6; an alias must not be another character's name", ""),
]


@pytest.mark.parametrize("game, body, line_text, column_of, message, first",
                         [c[1:] for c in NAME_CASES], ids=[c[0] for c in NAME_CASES])
def test_names_with_one_id_are_an_error(capsys, tmp_path, game, body, line_text, column_of, message, first):
    code, _, err, path = ask(capsys, tmp_path, game, body)
    assert_error_at(code, err, path, game, body, line_text, column_of, message, first)


def test_card_texts_with_one_id(capsys):
    """A card file (the pool, or a define's text) holds one name per id: moves, statuses;
    and across card files; a status is referred to by its own name, not by its id."""
    vocab = load_vocabulary(MR)
    text = ('move "Palm" (POW): Deals 9 damage to one opponent monster.\n'
            'move "Palm!" (POW): Deals 2 damage to one opponent monster.\n')
    with pytest.raises(Conflict) as exc:
        parse_entries(text, vocab, "cards.txt")
    assert (exc.value.file, exc.value.line, exc.value.column) == ("cards.txt", 2, 1)
    assert "'Palm!' and 'Palm' (line 1) have the same id palm" in exc.value.message

    with pytest.raises(Conflict) as exc:
        parse_entries('status "Stun": This monster takes 0 damage.\nstatus "STUN!":\n', vocab, "s.txt")
    assert exc.value.line == 2 and "'STUN!' and 'Stun' (line 1)" in exc.value.message

    other = parse_entries('move "Palm" (POW): Deals 9 damage to one opponent monster.\n', vocab, "a.txt")
    second = parse_entries('card "PALM" (Breeder, SPE):\n', vocab, "b.txt")
    check_entries(second, "", check_entries(other))  # one name in another case: the same name
    third = parse_entries('card "Palm?" (Breeder, SPE):\n', vocab, "b.txt")
    with pytest.raises(Conflict) as exc:
        check_entries(third, "", check_entries(other))
    assert exc.value.file == "b.txt" and "(a.txt:1)" in exc.value.message

    statuses = {e.ident: e.name for e in load_pool(MR).entries if e.kind == "status"}
    with pytest.raises(UnknownName) as exc:
        parse_entries('move "Doll 2" (SPE): The user gets "DOLL!".\n', vocab, "c.txt", statuses)
    assert "unknown status 'DOLL!'" in exc.value.message and exc.value.column == 36


@pytest.mark.parametrize("game", [MR, CC, EB])
def test_each_id_of_a_shipped_pool_holds_one_name(game):
    """Two entries of a pool share an id only under one name (a move and the status it grants)."""
    names: dict[str, set[str]] = {}
    for e in load_pool(game).entries:
        assert e.ident == ident(e.name)
        names.setdefault(e.ident, set()).add(e.name.lower())
    assert all(len(v) == 1 for v in names.values()), {k: v for k, v in names.items() if len(v) > 1}


# -- item 2: repeats ---------------------------------------------------------------------------------
REPEAT_CASES = [
    ("define-twice", MR, 'define move "T" (POW): Deals 4 damage to one opponent monster.\n'
                         'define move "T" (POW): Deals 2 damage to one opponent monster.\n'
                         'play "Pixie" uses "T" on "Golem"\nask damage "Golem" expect 4\n',
     'define move "T" (POW): Deals 2 damage to one opponent monster.', 'move "T"',
     "'T' is defined twice in this query", "(first on line 5)"),
    ("define-twice-cc", CC, f"{PALM}\n{PALM}\nask legal\n", PALM, 'move "Palm"', "'Palm' is defined twice", "line 6"),
    ("stat-twice", CC, 'define move "Palm" of "X": Card: Queen. Type: A. Damage: 9. Damage: 3. Priority: 3. '
                       'Combo points: 1.\nstep A attack "QD" as "Palm"\nask step damage 1 expect 9\n',
     'define move "Palm" of "X": Card: Queen. Type: A. Damage: 9. Damage: 3. Priority: 3. Combo points: 1.',
     "Damage: 3", "'Palm' gives Damage twice", "'Damage: 9.'"),
    ("stat-of-a-pool-card", CC, 'character A "Ryu" as "R": inactive\ndefine move "Hadouken" of "Ryu": Damage: 5.\n'
                                'ask legal\n',
     'define move "Hadouken" of "Ryu": Damage: 5.', "Damage: 5",
     "'Hadouken' gives Damage twice: the game's card says 'Damage: 8.'", "asp/capcom_crossovers/cards.txt:"),
    ("owner-of-a-pool-card", EB, 'define support "Akane (Support)" of "Ranma": Cost: 1.\nask legal\n',
     'define support "Akane (Support)" of "Ranma": Cost: 1.', 'support',
     "'Akane (Support)' belongs to 'Akane'", "asp/epic_battles/cards.txt:"),
    ("split-twice", MR, 'monster B "Suezo"\nplay "Pixie" uses "Shotgun"\nsplit "Golem" 2, "Golem" 1\nask legal\n',
     'split "Golem" 2, "Golem" 1', '"Golem" 1', "the share of 'Golem' is given twice", "(first on line 7)"),
    ("lp-twice", MR, 'monster B "Suezo": lp 10, lp 4\nask legal\n', 'monster B "Suezo": lp 10, lp 4', "lp 4",
     "the monster's 'lp' is given twice", "first on line 5"),
    ("ko-twice", MR, 'monster B "Suezo": ko, ko\nask legal\n', 'monster B "Suezo": ko, ko', "ko",
     "the monster's 'ko' is given twice", "first on line 5"),
    ("hand-on-two-lines", MR, 'player A: hand 3\nplayer A: guts 2, hand 4\nask legal\n', "player A: guts 2, hand 4",
     "hand 4", "'hand' (a number) is given twice", "(first on line 5)"),
    ("hand-twice", MR, 'player A: hand 3, guts 2, hand 4\nask legal\n', "player A: hand 3, guts 2, hand 4",
     "hand 4", "'hand' (a number) is given twice", "first on line 5"),
    ("strength-twice", CC, 'character A "Ryu": strength 6, strength 7\nask legal\n',
     'character A "Ryu": strength 6, strength 7', "strength 7", "'strength' (a number) is given twice", "line 6"),
    ("block-twice", CC, 'character A "Ryu": block "6C", block "7C"\nask legal\n',
     'character A "Ryu": block "6C", block "7C"', 'block "7C"', "'block' is given twice", "line 6"),
    ("throw-type-twice", CC, 'character A "Ryu": throw type "A", throw type "B"\nask legal\n',
     'character A "Ryu": throw type "A", throw type "B"', 'throw type "B"', "'throw type' is given twice", "line 6"),
    ("override-twice", MR, 'play "Pixie" uses "Shotgun": base 5, base 6\nask legal\n',
     'play "Pixie" uses "Shotgun": base 5, base 6', "base 6", "the override 'base' is given twice", "line 5"),
    ("reading-twice", MR, 'reading "MR-G-03" = "carry"\nreading "MR-G-03" = "recompute"\nask legal\n',
     'reading "MR-G-03" = "recompute"', "reading", "a reading of 'MR-G-03' is given twice", "(first on line 5)"),
    ("header-twice", MR, 'query "T2" "again"\nask legal\n', 'query "T2" "again"', "query",
     "'query' is given twice", "(first on line 1)"),
    ("game-twice", MR, 'game monster_rancher\nask legal\n', "game monster_rancher", "game",
     "'game' is given twice", "(first on line 2)"),
]


@pytest.mark.parametrize("game, body, line_text, column_of, message, first",
                         [c[1:] for c in REPEAT_CASES], ids=[c[0] for c in REPEAT_CASES])
def test_a_single_value_given_twice_is_an_error(capsys, tmp_path, game, body, line_text, column_of, message, first):
    code, _, err, path = ask(capsys, tmp_path, game, body)
    assert_error_at(code, err, path, game, body, line_text, column_of, message, first)


# -- what stays allowed --------------------------------------------------------------------------------
ALLOWED = [
    ("effects add up", MR, 'player A: effect "Ensnare", effect "Pray"\nask legal expect yes\n'),
    ("a list and a count", EB, 'define attack "Atk-X" (punch): Cost: 0.\nplayer A: deck "Atk-X", deck 40, hand 2\n'
                               'ask legal expect yes\n'),
    ("a pool card given a stat it lacks", EB,
     'define attack "Sparring" (punch): Cost: 0.\nplayer A: hand "Sparring"\nask zone "Sparring" expect hand\n'),
    ("a mirror match", CC, 'character A "Ryu" as "R1": inactive\ncharacter B "Ryu" as "R2": inactive\n'
                           'ask legal expect yes\n'),
    ("a player on two lines", MR, 'player A: hand 3\nplayer A: guts 2\nask legal expect yes\n'),
    ("a list continued", EB, 'define attack "Atk" (punch): Cost: 0.\nplayer A: discard "Atk"\n'
                             'player A: discard "Atk #2", energy 3\nask position "Atk #2" expect 2\n'),
    ("a question asked twice", MR, 'ask legal expect yes\nask legal expect yes\n'),
    ("a move and the status it grants", MR, 'monster A "Mew"\nmonster B "Suezo": status "Doll"\n'
                                            'play "Mew" uses "Doll"\nask legal expect yes\n'),
]


@pytest.mark.parametrize("game, body", [c[1:] for c in ALLOWED], ids=[c[0] for c in ALLOWED])
def test_what_is_not_a_repeat_is_answered(capsys, tmp_path, game, body):
    code, out, err, _ = ask(capsys, tmp_path, game, body)
    assert code == EXIT_OK, err
    assert " 0 failed" in out and "FAIL" not in out
