"""How many of the Monster Rancher rulings document's rulings does FAQ discovery find by itself?

    python benchmarks/faq_recall.py [--json]

The rulings are the document's cases (queries/monster_rancher/MR-CASE-*.query: each names
the clauses it rests on in its "// rules:" line). Discovery is run without the query files.
A ruling counts as recovered when a discovered entry plays every non-monster card of the
ruling (moves, cards, ENVs, statuses of the pool) and at least one of its specific clauses is
decisive there (the generic order-of-play clauses MR-DMG-01 and MR-DMG-09 do not count).
"""

from __future__ import annotations

import json
import re
import sys
import time
from pathlib import Path

from pyrules.faq import build
from pyrules.statements import load_pool

GENERIC = {"MR-DMG-01", "MR-DMG-09"}


def main() -> None:
    root = Path(__file__).resolve().parents[1]
    pool = load_pool("monster_rancher")
    cards = {e.name for e in pool.entries if e.kind != "monster"}
    start = time.perf_counter()
    discovered = [i for e in build("monster_rancher", workers=2) if e.source == "discovered" for i in e.instances]
    seconds = time.perf_counter() - start
    rows = []
    for f in sorted((root / "queries/monster_rancher").glob("MR-CASE-*.query")):
        text = f.read_text(encoding="utf-8")
        rules = set(re.findall(r"MR-[A-Z]+-\d+", next((l for l in text.splitlines() if l.startswith("// rules:")), "")))
        used = {n for n in re.findall(r'"([^"]+)"', "\n".join(l for l in text.splitlines() if not l.startswith("//")))
                if n in cards}
        hit = next((e.name for e in discovered if used <= set(e.cards) and (rules - GENERIC) & set(e.decisive())), "")
        title = re.search(r'^query "[^"]+" "([^"]*)"', text, re.M)
        rows.append({"case": f.stem, "title": title.group(1) if title else "", "recovered_by": hit})
    found = [r for r in rows if r["recovered_by"]]
    if "--json" in sys.argv:
        print(json.dumps({"rulings": len(rows), "recovered": len(found), "discovered_entries": len(discovered),
                          "seconds": round(seconds, 1), "rows": rows}, indent=2))
        return
    print(f"{len(found)} of {len(rows)} rulings recovered by {len(discovered)} discovered entries ({seconds:.1f} s)")
    for r in rows:
        print(f"{'found ' if r['recovered_by'] else 'MISSED'} {r['case']}: {r['title']}"
              + (f"  <- {r['recovered_by']}" if r["recovered_by"] else ""))


if __name__ == "__main__":
    main()
