"""pyrules: a rules-as-logic knowledge base for card games.

The pipeline runs one way:

    card texts, rule statements ─┐
    query files                  ├─ Lark (grammar/*.lark) → typed model (model.py, query.py)
                                 │      → clingo Symbols (facts.py)
    asp/core + asp/<game> ───────┴─ clingo, grounded once per game (asp.py, the only clingo user)
                                        → answers with justification (kb.py) → CLI (cli.py),
                                          the rulings desk (web/: pyrules serve, the web extra)

    >>> import pyrules
    >>> kb = pyrules.load("monster_rancher")
    >>> [r.answer for r in kb.ask_file("queries/monster_rancher/MR-CASE-019.query")]
    ['no']
"""

from .resources import dataclass_code

with dataclass_code():  # the model's dataclasses: their methods' code kept across processes
    from .errors import BoundsError, ParseError, PyrulesError, SolveTimeout, UnknownName
    from .kb import KnowledgeBase, Result, load

__all__ = ["load", "KnowledgeBase", "Result", "PyrulesError", "ParseError", "UnknownName", "BoundsError",
           "SolveTimeout"]
__version__ = "0.1.0"
