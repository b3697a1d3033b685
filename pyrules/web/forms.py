"""The desk's form: a game's pieces as choices, and a situation (a scenario object) as query text.

Pure functions, no web framework: :func:`form_spec` reads the game's vocabulary and card pool
into the choices a form offers; :func:`scenario_from_fields` turns submitted form fields
into a scenario object (the same object ``POST /api/{game}/ask`` accepts as JSON); and
:func:`query_text` writes a scenario object as the lines of the query language
(docs/queries.md).  Every value goes into the text as a quoted name, a number or a word of
the game's vocabulary, one statement per line; anything else is a :class:`FormError` naming
the field.  The text then goes through the query parser like any query file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from ..errors import PyrulesError
from ..resources import game_data
from ..statements import load_pool

SIDES = ("A", "B")
NAME_MOST = 120
NUMBER_MOST = 999999
ROWS = {"monster": 4, "defense": 2, "character": 3, "card": 4, "zone": 6, "step": 6, "ask": 4, "reading": 2}
"""Rows of each repeated part of the form (blank rows are left out of the query)."""
_NAME_BAD = re.compile(r'["\x00-\x1f\x7f-\x9f\u2028\u2029]')
_WORD = re.compile(r"^[A-Za-z][A-Za-z'\-]*(?: [A-Za-z][A-Za-z'\-]*)*$")


class FormError(PyrulesError):
    """A form field (or a scenario object's value) that cannot become a line of a query."""


@dataclass(frozen=True)
class FormSpec:
    """What a game's form offers: its parts and the choices of each field."""

    game: str
    title: str
    parts: tuple[str, ...]                  # which sections the form shows
    monsters: tuple[str, ...] = ()
    attributes: tuple[str, ...] = ()
    statuses: tuple[str, ...] = ()
    moves: tuple[str, ...] = ()             # a monster's moves and the players' cards (Monster Rancher)
    modifiers: tuple[str, ...] = ()
    envs: tuple[str, ...] = ()
    characters: tuple[str, ...] = ()
    character_props: tuple[str, ...] = ()
    phases: tuple[str, ...] = ()
    verbs: tuple[str, ...] = ()
    zones: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()             # every named card of the pool
    player_props: tuple[str, ...] = ()
    card_kinds: tuple[str, ...] = ()        # a new card's kind, tags and stats (named-card games)
    card_tags: tuple[str, ...] = ()
    card_stats: tuple[str, ...] = ()
    questions: dict[str, list[str]] = field(default_factory=dict)   # question -> the kinds of its arguments
    playing_cards: bool = False             # cards written as playing cards ("JD", "10C"): split on spaces too

    def choices(self) -> dict[str, list[str]]:
        return {k: list(v) for k, v in self.__dict__.items() if isinstance(v, tuple)}


def _first(category: dict[str, list[str]]) -> tuple[str, ...]:
    """Each word of a vocabulary category in its first spelling."""
    return tuple(spellings[0] for spellings in category.values() if spellings)


@lru_cache(maxsize=None)
def form_spec(game: str) -> FormSpec:
    """The form of a game, from its vocabulary and card pool."""
    meta = game_data(game)
    pool = load_pool(game)
    cats = meta.get("categories", {})
    kinds = {e.kind for e in pool.entries}

    def named(*kind: str) -> tuple[str, ...]:
        return tuple(sorted({e.name for e in pool.entries if e.kind in kind}))
    questions = {key: list(spec.get("args", [])) for key, spec in meta.get("questions", {}).items()}
    common = dict(game=game, title=meta.get("title", game), questions=questions)
    if meta.get("engine", "slots") != "sequence":  # one move against monsters in slots (Monster Rancher)
        players = [p for p in ("hand", "deck", "guts") if p in questions]
        cards = named("card")
        return FormSpec(parts=("env", "monsters", "play", "defense", "players", "defines", "asks"),
                        monsters=named("monster"), attributes=_first(cats.get("attributes", {})),
                        statuses=named("status"), moves=named("move", "card"), modifiers=cards,
                        envs=named("env"), player_props=tuple(players), **common)
    phases = tuple(p.lower() for p in _first(cats.get("phases", {})))
    verbs = _first(cats.get("verbs", {}))
    if meta.get("cards") == "named":  # named cards in zones (Epic Battles)
        return FormSpec(parts=("turn", "phase", "cards", "defines", "zones", "steps", "asks"), phases=phases, verbs=verbs,
                        card_kinds=tuple(k for k in _first(cats.get("kinds", {})) if k != "rule"),
                        card_tags=_first(cats.get("tags", {})), card_stats=_first(cats.get("stats", {})),
                        zones=tuple(meta.get("player_zones", {})), characters=named("character"),
                        cards=tuple(sorted({e.name for e in pool.entries if e.kind not in ("rule",)} - {""})),
                        **common)
    props = tuple(dict.fromkeys(meta.get("character_props", {})))  # playing cards and characters (Capcom)
    seen, unique = set(), []
    for p in props:  # one spelling of each property ("defense bonus", not also "defence bonus")
        key = meta["character_props"][p]
        if key not in seen:
            seen.add(key)
            unique.append(p)
    return FormSpec(parts=("turn", "phase", "characters", "defines", "steps", "asks"), phases=phases, verbs=verbs,
                    characters=named("character"), character_props=tuple(unique),
                    moves=tuple(sorted({e.name for e in pool.entries if e.kind in kinds - {"character", "rule"}})),
                    playing_cards="deck" in meta, **common)


# -- form fields -> scenario object ------------------------------------------------------------
def scenario_from_fields(game: str, pairs: list[tuple[str, str]]) -> dict:
    """A scenario object from submitted form fields (``monster-0-name=Pixie`` ...); blank rows are
    left out.  Field names are the form's (templates/desk.html)."""
    spec = form_spec(game)
    one: dict[str, str] = {}
    many: dict[str, list[str]] = {}
    for key, value in pairs:
        many.setdefault(key, []).append(value)
        one.setdefault(key, value)

    def get(key: str) -> str:
        return one.get(key, "").strip()

    def rows(prefix: str) -> list[int]:
        return list(range(ROWS[prefix]))
    sc: dict = {"game": game}
    for key in ("title", "turn", "phase", "env"):
        if get(key):
            sc[key] = get(key)
    sc["defines"] = [line for line in one.get("defines", "").splitlines() if line.strip()]
    sc["cards"] = []
    for i in rows("card"):
        p = f"card-{i}-"
        if not get(p + "name"):
            continue
        sc["cards"].append({"kind": get(p + "kind"), "name": get(p + "name"),
                            "tags": [t for t in many.get(p + "tag", []) if t.strip()],
                            "stats": {k: get(p + k) for k in spec.card_stats if get(p + k)}})
    sc["monsters"] = []
    for i in rows("monster"):
        p = f"monster-{i}-"
        if not get(p + "name"):
            continue
        sc["monsters"].append({"side": get(p + "side") or "A", "name": get(p + "name"), "label": get(p + "label"),
                               "attribute": get(p + "attribute"), "lp": get(p + "lp"),
                               "statuses": [s for s in many.get(p + "status", []) if s.strip()],
                               "ko": bool(get(p + "ko"))})
    if get("play-monster") or get("play-card"):
        sc["play"] = {"monster": get("play-monster"), "card": get("play-card"), "target": get("play-target")}
    sc["with"] = [c for c in many.get("with", []) if c.strip()]
    sc["defenses"] = [{"monster": get(f"defense-{i}-monster"), "card": get(f"defense-{i}-card"),
                       "target": get(f"defense-{i}-target")}
                      for i in rows("defense") if get(f"defense-{i}-monster") or get(f"defense-{i}-card")]
    sc["players"] = []
    for side in SIDES:
        props = {k: get(f"player-{side}-{k}") for k in spec.player_props if get(f"player-{side}-{k}")}
        if props:
            sc["players"].append({"side": side, "props": props})
    sc["characters"] = []
    for i in rows("character"):
        p = f"character-{i}-"
        if not get(p + "name"):
            continue
        props = {k: get(p + k.replace(" ", "_")) for k in spec.character_props if get(p + k.replace(" ", "_"))}
        sc["characters"].append({"side": get(p + "side") or "A", "name": get(p + "name"), "label": get(p + "label"),
                                 "props": props})
    sc["zones"] = [{"side": get(f"zone-{i}-side") or "A", "zone": get(f"zone-{i}-zone"),
                    "cards": _split(get(f"zone-{i}-cards"), False), "count": get(f"zone-{i}-count")}
                   for i in rows("zone") if get(f"zone-{i}-zone") and (get(f"zone-{i}-cards") or get(f"zone-{i}-count"))]
    sc["steps"] = [{"actor": get(f"step-{i}-actor") or "A", "verb": get(f"step-{i}-verb"),
                    "cards": _split(get(f"step-{i}-cards"), spec.playing_cards), "number": get(f"step-{i}-number"),
                    "as": get(f"step-{i}-as")}
                   for i in rows("step") if get(f"step-{i}-verb")]
    sc["readings"] = [get(f"reading-{i}") for i in rows("reading") if get(f"reading-{i}")]
    sc["asks"] = [{"question": get(f"ask-{i}-question"),
                   "args": [a for a in (get(f"ask-{i}-arg1"), get(f"ask-{i}-arg2")) if a]}
                  for i in rows("ask") if get(f"ask-{i}-question")]
    return sc


def _split(text: str, spaces: bool) -> list[str]:
    """Card names from a field: separated by commas (and by spaces for playing cards)."""
    parts = re.split(r"[,\s]+" if spaces else r",", text)
    return [p.strip() for p in parts if p.strip()]


# -- scenario object -> query text -------------------------------------------------------------
def _name(value: object, where: str) -> str:
    text = str(value if value is not None else "").strip()
    if not text:
        raise FormError(f"{where}: a name is needed", where)
    if len(text) > NAME_MOST:
        raise FormError(f"{where}: a name is at most {NAME_MOST} characters", where)
    if _NAME_BAD.search(text):
        raise FormError(f'{where}: a name may not hold a double quote, a line break or a control character', where)
    return f'"{text}"'


def _number(value: object, where: str) -> str:
    text = str(value).strip()
    if not text.isascii() or not text.isdigit() or int(text) > NUMBER_MOST:
        raise FormError(f"{where}: a whole number from 0 to {NUMBER_MOST} is needed, not {text!r}", where)
    return str(int(text))


def _choice(value: object, allowed: tuple[str, ...] | list[str], where: str) -> str:
    text = str(value if value is not None else "").strip()
    lower = {a.lower(): a for a in allowed}
    if text.lower() not in lower:
        raise FormError(f"{where}: {text!r} is not one of the choices", where, expected=list(allowed))
    return lower[text.lower()]


def _side(value: object, where: str) -> str:
    return _choice(value or "A", SIDES, where)


def _line(value: object, where: str) -> str:
    text = str(value if value is not None else "").strip()
    if "\n" in text or "\r" in text or _NAME_BAD.sub("", text.replace('"', "")) != text.replace('"', ""):
        raise FormError(f"{where}: one line of text, without control characters", where)
    return text


def _list(value: object, where: str) -> list:
    if value is None or value == "":
        return []
    if not isinstance(value, list):
        raise FormError(f"{where}: a list is needed", where)
    return value


def _dict(value: object, where: str) -> dict:
    if value is None or value == "":
        return {}
    if not isinstance(value, dict):
        raise FormError(f"{where}: an object is needed", where)
    return value


def query_text(game: str, scenario: dict) -> str:
    """The query file of a scenario object: one statement per line, in the usual order."""
    spec = form_spec(game)
    if not isinstance(scenario, dict):
        raise FormError("a scenario is a JSON object", "scenario")
    if scenario.get("game", game) != game:
        raise FormError(f"this scenario is for {scenario.get('game')!r}, not {game!r}", "game")
    out = [f'query "DESK" {_name(scenario["title"], "title")}' if scenario.get("title") else 'query "DESK"',
           f"game {game}"]
    if scenario.get("turn"):
        out.append(f"turn {_side(scenario['turn'], 'turn')}")
    if scenario.get("phase"):
        out.append(f"phase {_choice(scenario['phase'], spec.phases, 'phase')}")
    if scenario.get("env"):
        out.append(f"env {_name(scenario['env'], 'env')}")
    for i, m in enumerate(_list(scenario.get("monsters"), "monsters")):
        w = f"monster {i + 1}"
        m = _dict(m, w)
        props = []
        if m.get("attribute"):
            props.append(f"attribute {_choice(m['attribute'], spec.attributes, w + ' attribute')}")
        if m.get("lp") not in (None, ""):
            props.append(f"lp {_number(m['lp'], w + ' lp')}")
        props += [f"status {_name(s, w + ' status')}" for s in _list(m.get("statuses"), w + " statuses")]
        if m.get("ko"):
            props.append("ko")
        label = f" as {_name(m['label'], w + ' label')}" if m.get("label") else ""
        out.append(f"monster {_side(m.get('side'), w + ' side')} {_name(m.get('name'), w + ' name')}{label}"
                   + (": " + ", ".join(props) if props else ""))
    for i, c in enumerate(_list(scenario.get("characters"), "characters")):
        w = f"character {i + 1}"
        c = _dict(c, w)
        props = [f"{_choice(k, spec.character_props, w + ' property')} {_number(v, f'{w} {k}')}"
                 for k, v in _dict(c.get("props"), w + " props").items() if v not in (None, "")]
        label = f" as {_name(c['label'], w + ' label')}" if c.get("label") else ""
        out.append(f"character {_side(c.get('side'), w + ' side')} {_name(c.get('name'), w + ' name')}{label}"
                   + (": " + ", ".join(props) if props else ""))
    for p in _list(scenario.get("players"), "players"):
        p = _dict(p, "player")
        side = _side(p.get("side"), "player side")
        props = [f"{_choice(k, spec.player_props, 'player property')} {_number(v, f'player {side} {k}')}"
                 for k, v in _dict(p.get("props"), "player props").items() if v not in (None, "")]
        if props:
            out.append(f"player {side}: " + ", ".join(props))
    zones: dict[str, list[str]] = {}
    for i, z in enumerate(_list(scenario.get("zones"), "zones")):
        w = f"zone {i + 1}"
        z = _dict(z, w)
        side, zone = _side(z.get("side"), w + " side"), _choice(z.get("zone"), spec.zones, w + " zone")
        props = zones.setdefault(side, [])
        cards = [_name(n, w + " card") for n in _list(z.get("cards"), w + " cards")]
        if cards:
            props.append(f"{zone} " + " ".join(cards))
        if z.get("count") not in (None, ""):
            props.append(f"{zone} {_number(z['count'], w + ' count')}")
    for side, props in zones.items():
        if props:
            out.append(f"player {side}: " + ", ".join(props))
    for i, c in enumerate(_list(scenario.get("cards"), "cards")):
        w = f"card {i + 1}"
        c = _dict(c, w)
        tags = [_choice(t, spec.card_tags, w + " tag") for t in _list(c.get("tags"), w + " tags")]
        stats = [f"{_choice(k, spec.card_stats, w + ' stat').capitalize()}: {_number(v, f'{w} {k}')}."
                 for k, v in _dict(c.get("stats"), w + " stats").items() if v not in (None, "")]
        out.append(f"define {_choice(c.get('kind'), spec.card_kinds, w + ' kind')} {_name(c.get('name'), w + ' name')}"
                   + (f" ({', '.join(tags)})" if tags else "") + ":" + "".join(" " + s for s in stats))
    for i, d in enumerate(_list(scenario.get("defines"), "defines")):
        text = _line(d, f"define {i + 1}")
        out.append(text if text.lower().startswith("define ") else f"define {text}")
    play = _dict(scenario.get("play"), "play")
    if play:
        target = f" on {_name(play['target'], 'play target')}" if play.get("target") else ""
        actor = str(play.get("monster") or "").strip()
        who = (f"{_side(actor, 'play player')} plays" if actor.upper() in SIDES
               else f"{_name(actor, 'play monster')} uses")
        out.append(f"play {who} {_name(play.get('card'), 'play move')}" + target)
    mods = [_name(c, "with") for c in _list(scenario.get("with"), "with")]
    if mods:
        out.append("with " + ", ".join(mods))
    for i, d in enumerate(_list(scenario.get("defenses"), "defenses")):
        w = f"defense {i + 1}"
        d = _dict(d, w)
        target = f" on {_name(d['target'], w + ' target')}" if d.get("target") else ""
        out.append(f"defense {_name(d.get('monster'), w + ' monster')} plays {_name(d.get('card'), w + ' card')}"
                   + target)
    for i, s in enumerate(_list(scenario.get("steps"), "steps")):
        w = f"step {i + 1}"
        s = _dict(s, w)
        actor = str(s.get("actor") or "A").strip()
        words = [_side(actor, w + " actor") if actor.upper() in SIDES else _name(actor, w + " actor"),
                 _choice(s.get("verb"), spec.verbs, w + " verb")]
        words += [_name(n, w + " card") for n in _list(s.get("cards"), w + " cards")]
        if s.get("number") not in (None, ""):
            words.append(_number(s["number"], w + " number"))
        if s.get("as"):
            words.append(f"as {_name(s['as'], w + ' move')}")
        out.append("step " + " ".join(words))
    for i, r in enumerate(_list(scenario.get("readings"), "readings")):  # "MR-G-03=carry"; the game checks it
        group, _, option = str(r).partition("=")
        out.append(f"reading {_name(group, f'reading {i + 1}')} = {_name(option, f'reading {i + 1}')}")
    asks = _list(scenario.get("asks"), "asks") or [{"question": "legal"}]
    for i, a in enumerate(asks):
        out.append(_ask(spec, a, f"question {i + 1}"))
    return "\n".join(out) + "\n"


def _ask(spec: FormSpec, ask: object, where: str) -> str:
    """``ask QUESTION ARGS``: each argument written as its kind is (a quoted name, a side, a step
    number, a word of the vocabulary)."""
    if isinstance(ask, str):
        ask = {"question": ask}
    ask = _dict(ask, where)
    key = _choice(ask.get("question"), list(spec.questions), where)
    args = [str(a) for a in _list(ask.get("args"), where + " args")]
    kinds = spec.questions[key]
    if len(args) > len(kinds):
        raise FormError(f"{where}: {key!r} takes {len(kinds)} argument(s), not {len(args)}", where)
    words = [key]
    for kind, arg in zip(kinds, args):
        if kind == "side":
            words.append(_side(arg, where))
        elif kind == "step":
            words.append(_number(arg, where))
        elif kind.startswith("word:"):
            if not _WORD.match(arg.strip()):
                raise FormError(f"{where}: {arg!r} is not a word", where)
            words.append(arg.strip())
        else:
            words.append(_name(arg, where))
    return "ask " + " ".join(words)
