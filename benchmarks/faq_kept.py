"""Does the new FAQ still say every ruling of the old one?

    python benchmarks/faq_kept.py [--old REV] [GAME ...]

The old FAQ is ``docs/faq/GAME.md`` at git revision REV (default ``main``), one entry per query
file or discovered scenario, with its answers and ``because`` clauses; the new one is the working
tree's ``docs/faq/GAME.md``, where entries that say the same thing are merged and each lists its
instances.  For every old entry, the new FAQ must list it as an instance with the same answers
(before → after for a discovered one); so every distinct (clauses, answer shape) of the old FAQ is
represented.  Prints the counts and sizes, exits 1 when a ruling is missing.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("monster_rancher", "epic_battles", "capcom_crossovers")


def old_entries(text: str) -> list[dict]:
    """name, answers [(question, before, after)] and because of each entry of the old FAQ."""
    out = []
    for block in re.split(r"\n(?=### )", text)[1:]:
        answer = re.search(r"^\*\*Answer:\*\* (.*)$", block, re.M)
        because = re.search(r"^\*\*Because:\*\* (.*)$", block, re.M)
        path = re.search(r"^\*\*Scenario:\*\* `[^`]*/([^/`]+)\.query`", block, re.M)
        query = re.search(r'^query "([^"]+)"', block, re.M)
        name = path.group(1) if path else query.group(1)
        answers = []
        for part in answer.group(1).split("; "):
            changed = re.fullmatch(r"(.*): (.*) without it, (.*) with it", part)
            if changed:
                answers.append(changed.groups())
            else:
                question, said = part.rsplit(" → ", 1)
                answers.append((question, None, said))
        clauses = tuple(sorted(re.findall(r"(?:^|; )([A-Z]+-[A-Z0-9]+(?:-[0-9]+)?)(?: \(|;|$)",
                                          because.group(1)))) if because else ()
        out.append({"name": name, "answers": answers, "because": clauses})
    return out


def new_rows(text: str) -> dict[str, tuple[list[str], str]]:
    """instance name -> (the questions of its entry, its row)."""
    rows = {}
    for block in re.split(r"\n(?=### )", text)[1:]:
        header = re.search(r"^(?:Answers|Before → after) \((.*)\):$", block, re.M)
        if header is None:
            continue
        questions = header.group(1).split("; ")
        for row in re.findall(r"^- `([^`]+)`.*$", block, re.M):
            line = re.search(rf"^- `{re.escape(row)}`.*$", block, re.M).group(0)
            rows[row] = (questions, line)
    return rows


def shape(answers) -> tuple:
    """An old entry's answer shape: each question without its quoted names and numbers, and each
    answer's class (a number is "number")."""
    def kind(a):
        return None if a is None else ("number" if re.fullmatch(r"-?\d+", a) else a)
    return tuple((re.sub(r'"[^"]*"|\d+', "_", q), kind(b), kind(a)) for q, b, a in answers)


def expected_cells(answers, questions: list[str]) -> str:
    cells = []
    for k, (question, before, after) in enumerate(answers):
        said = after if before is None else f"{before} → {after}"
        cells.append(said if k < len(questions) and questions[k] == question else f"{question}: {said}")
    return "; ".join(cells)


def main(argv: list[str]) -> int:
    rev = "main"
    if "--old" in argv:
        rev = argv[argv.index("--old") + 1]
        argv = [a for a in argv if a not in ("--old", rev)]
    failed = 0
    for game in argv or GAMES:
        old_text = subprocess.run(["git", "show", f"{rev}:docs/faq/{game}.md"], cwd=ROOT, check=True,
                                  capture_output=True, text=True).stdout
        new_text = (ROOT / "docs" / "faq" / f"{game}.md").read_text(encoding="utf-8")
        html = ROOT / "docs" / "faq" / f"{game}.html"
        old, rows = old_entries(old_text), new_rows(new_text)
        missing = []
        for e in old:
            found = rows.get(e["name"])
            if found is None or not found[1].endswith(": " + expected_cells(e["answers"], found[0])):
                missing.append(e["name"])
        shapes = {(e["because"], shape(e["answers"])) for e in old}
        entries = new_text.count("\n### ") - new_text.count("\n### Scenario ")
        print(f"{game}: old {len(old_text.encode()):,} B, {len(old)} entries ({len(shapes)} distinct (clauses, answer "
              f"shape)); new {len(new_text.encode()):,} B (HTML {html.stat().st_size if html.exists() else 0:,} B), "
              f"{entries} entries listing {len(rows)} instances; old rulings missing or changed: {len(missing)}"
              + (f" {missing[:10]}" if missing else ""))
        failed += bool(missing)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
