"""Two Monster Rancher open bases in one process, interleaved on the same scenarios: the ASP of
another checkout ("old") against this one's ("new"), with this checkout's Python for both (parsing,
scenario building, answers), so that drift on a shared machine hits both alike.

    PYTHONPATH=. python benchmarks/ab_bases.py OTHER_CHECKOUT [N]

Prints both bases' solver variables and grounding time, legality and resolution p50/p90 of each,
their ratio, and how many scenarios got different answers (timing never goes in a test).
"""
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import streams  # noqa: E402
from pyrules.kb import KnowledgeBase  # noqa: E402

other = Path(sys.argv[1])
n = int(sys.argv[2]) if len(sys.argv) > 2 else 40
old, new = KnowledgeBase("monster_rancher"), KnowledgeBase("monster_rancher")
old._files = [other / "asp" / "monster_rancher" / "main.lp"]  # before its base is first grounded
stream = streams.stream("monster_rancher")
items = [stream.item(i) for i in range(n + 3)]
t = time.perf_counter(); old.program; g_old = time.perf_counter() - t
t = time.perf_counter(); new.program; g_new = time.perf_counter() - t
print("solver variables", old.program.solver_variables, new.program.solver_variables, "grounding s", round(g_old, 1), round(g_new, 1))
for it in items[n:]:  # warm-up
    for kb in (old, new):
        kb.ask_text(it.legal); kb.ask_text(it.full)
res = {("old", "legal"): [], ("new", "legal"): [], ("old", "resolve"): [], ("new", "resolve"): []}
differ = 0
for i, it in enumerate(items[:n]):
    answers = {}
    for name, kb in ((("old", old), ("new", new)) if i % 2 == 0 else (("new", new), ("old", old))):
        for what, text in (("legal", it.legal), ("resolve", it.full)):
            t = time.perf_counter()
            try:
                r = [x.answer for x in kb.ask_text(text)]
            except Exception as e:
                r = type(e).__name__
            res[(name, what)].append(time.perf_counter() - t)
            answers[(name, what)] = r
    differ += answers[("old", "legal")] != answers[("new", "legal")] or answers[("old", "resolve")] != answers[("new", "resolve")]
for k, v in res.items():
    print(k, "p50 %.1f ms  p90 %.1f ms" % (statistics.median(v) * 1000, sorted(v)[int(0.9 * len(v))] * 1000))
print("ratio old/new legal p50 %.2f, resolve p50 %.2f" % (statistics.median(res[("old", "legal")]) / statistics.median(res[("new", "legal")]),
      statistics.median(res[("old", "resolve")]) / statistics.median(res[("new", "resolve")])))
print("scenarios whose answers differ:", differ, "of", n)
