"""The FAQ's sentences, merging and rendering, on hand-made answers (no solving), and the short
derivation on one real explained answer."""

from __future__ import annotations

import json
import sys

import pytest
from clingo import Function, Number

from pyrules.cli import main
from pyrules.derive import Node, Rule
from pyrules.faq import Instance, merge, short
from pyrules.faq_render import render
from pyrules.faq_words import Answered, answer_text, fill, kind, question, sentence, shape, words

LEGAL = Answered("legal step 2", "legal step", "yes", ("CC-TYPE-05",), (("", "step 2 is legal"),))
ILLEGAL = Answered("legal step 2", "legal step", "no", ("CC-BLOCK-12", "CC-BLOCK-07"),
                   (("", "step 2 is not legal"),), ("step 2 is not legal", "  CC-BLOCK-12 is broken  [CC-BLOCK-12]"))
EIGHT = Answered("step damage 1", "step damage", "8", (), (("", "step 1 deals 8"),))
FOUR = Answered("step damage 1", "step damage", "4", ("CC-BLOCK-07",), (("", "step 1 deals 4"),))
TWO = Answered("step damage 1", "step damage", "2", ("CC-BLOCK-07",), (("", "step 1 deals 2"),))
FAMILY = "an opening attack into a block, then a follow-up"


def blocked(name: str, block: str, damage: Answered, decisive: tuple[str, ...] = ()) -> Instance:
    after = ILLEGAL if not decisive else Answered(ILLEGAL.question, ILLEGAL.key, "no", decisive, ILLEGAL.said)
    return Instance(name, "discovered", "blocking", FAMILY, f'query "{name}"\nblock "{block}"\nstep A attack\n',
                    (after, damage), (LEGAL, EIGHT), (("attack", '"JH" as "Special C"'), ("block", block)), ("block",))


def test_an_answer_is_its_derivations_root_sentence():
    assert sentence(ILLEGAL) == "step 2 is not legal"
    bare = Answered("hand A", "hand", "3")
    assert sentence(bare) == "hand A: 3"  # no phrase for the predicate: the question and the answer
    split = Answered("damage X", "damage", "unknown", (), (("CC-G9=no_damage", "X takes 0 damage"),
                                                           ("CC-G9=half_damage", "X takes 4 damage")))
    assert sentence(split) == ("it depends on the reading: under CC-G9=no_damage, X takes 0 damage; "
                               "under CC-G9=half_damage, X takes 4 damage")


def test_a_discovered_answer_says_before_and_after():
    text = answer_text((ILLEGAL, FOUR), (LEGAL, EIGHT), "block 2C")
    assert text == "Yes. Without block 2C, step 2 is legal, step 1 deals 8; with it, step 2 is not legal, step 1 deals 4."
    assert answer_text((EIGHT,)) == "Step 1 deals 8."


def test_a_question_names_shared_values_and_the_noun_of_the_others():
    values = [{"attack": "Special C", "block": "2C"}, {"attack": "Special C", "block": "4C"}]
    assert fill("Does {block} change {attack}?", values, {"block": "a block card"}) == \
        "Does a block card change Special C?"
    assert fill("Does {block} change {attack}?", values[:1], {}) == "Does 2C change Special C?"
    assert question("capcom_crossovers", "no such family", ("block",), values[:1]) == \
        "No such family: does 2C change the ruling?"
    assert "2C" in question("capcom_crossovers", FAMILY, ("block",), values[:1])


def test_shape_keeps_the_kinds_and_drops_the_numbers():
    assert kind("8") == kind("-2") == "number" and kind("no") == "no"
    assert shape((ILLEGAL, FOUR), (LEGAL, EIGHT)) == shape((ILLEGAL, TWO), (LEGAL, EIGHT))
    assert shape((ILLEGAL, FOUR), (LEGAL, EIGHT)) == (("legal step", "yes", "no"), ("step damage", "number", "number"))
    assert shape((LEGAL,)) != shape((ILLEGAL,))


def test_instances_that_say_the_same_thing_are_one_entry():
    same = [blocked("G-2", "2C", FOUR), blocked("G-1", "4C", TWO)]
    other = blocked("G-3", "6C", TWO, decisive=("CC-BLOCK-09",))   # another decisive set: its own entry
    entries = merge(same + [other], "capcom_crossovers")
    assert [[i.name for i in e.instances] for e in entries] == [["G-1", "G-2"], ["G-3"]]
    first = entries[0]
    assert words("capcom_crossovers").nouns["block"] in first.question   # the instances differ in the block
    assert first.answer.startswith("Yes. Without block 4C, step 2 is legal, step 1 deals 8; with it, step 2 is not legal")
    assert first.decisive == ("CC-BLOCK-12", "CC-BLOCK-07")
    assert first.derivation == ILLEGAL.lines
    assert "6C" in entries[1].question


def test_query_files_with_another_answer_shape_stay_apart():
    a = Instance("Q-1", "query", "legal", "One", "queries/g/Q-1.query", (LEGAL,))
    b = Instance("Q-2", "query", "legal", "Two", "queries/g/Q-2.query", (ILLEGAL,))
    c = Instance("Q-3", "query", "legal", "Three", "queries/g/Q-3.query", (LEGAL,))
    entries = merge([a, b, c], "capcom_crossovers")
    assert sorted(len(e.instances) for e in entries) == [1, 2]
    assert {e.question for e in entries} == {"One", "Two"}


def test_markdown_has_contents_entries_rows_and_clause_texts():
    entries = merge([blocked("G-2", "2C", FOUR), blocked("G-1", "4C", TWO)], "capcom_crossovers")
    texts = {"CC-BLOCK-12": "No combo after a blocked first attack.", "CC-BLOCK-07": "Damage minus defence."}
    md = render("capcom_crossovers", entries, "md", texts)
    assert "- [Blocking](#blocking) (1)" in md
    assert f"### {entries[0].question}" in md
    assert "- `G-1` attack \"JH\" as \"Special C\", block 4C: yes → no; 8 → 2" in md
    assert "**CC-BLOCK-12** No combo after a blocked first attack." in md
    assert "**Decisive:** CC-BLOCK-12, CC-BLOCK-07" in md
    assert 'block "4C"' in md and 'step A attack' not in md.split("## Scenarios")[0]  # shared lines said once
    data = json.loads(render("capcom_crossovers", entries, "json", texts))
    assert [i["name"] for i in data["entries"][0]["instances"]] == ["G-1", "G-2"]
    assert data["entries"][0]["instances"][0]["answers"][1] == {"question": "step damage 1", "answer": "2",
                                                                "before": "8"}


def test_html_escapes_and_links_the_clauses():
    inst = Instance("Q-1", "query", "legal", "<Warp> & Transform", "queries/g/Q-1.query", (ILLEGAL,))
    page = render("capcom_crossovers", merge([inst], "capcom_crossovers"), "html", {"CC-BLOCK-12": "a < b"})
    assert "&lt;Warp&gt; &amp; Transform" in page and "<Warp>" not in page
    assert '<a href="#cc-block-12">CC-BLOCK-12</a>' in page
    assert '<dt id="cc-block-12">CC-BLOCK-12</dt><dd>a &lt; b</dd>' in page


def test_short_derivation_keeps_the_worded_steps_with_clauses():
    rule = Rule(1, "x.lp", 1, ("CC-A-01",))
    plumbing = Rule(2, "x.lp", 2, ())
    leaf = Node(Function("b", [Number(1)]), rule=rule, said="b holds")
    hidden = Node(Function("c", []), rule=plumbing, said="c holds", premises=(leaf,))
    unsaid = Node(Function("d", []), rule=rule)
    root = Node(Function("a", []), rule=plumbing, said="a holds", premises=(hidden, unsaid, leaf))
    assert short(root) == ("a holds", "  b holds  [CC-A-01]")   # plumbing folded, b said once
    deep = root
    for k in range(6):
        deep = Node(Function("e", [Number(k)]), rule=rule, said=f"e{k}", premises=(deep,))
    assert len(short(deep, limit=10, depth=2)) == 3


def test_faq_format_follows_the_extension_and_a_missing_jinja2_is_a_clear_error(monkeypatch, tmp_path, capsys):
    monkeypatch.setitem(sys.modules, "jinja2", None)  # import jinja2 -> ImportError
    assert main(["faq", "monster_rancher", "--no-discover", "--out", str(tmp_path / "faq.html")]) == 2
    assert "jinja2" in capsys.readouterr().err and not (tmp_path / "faq.html").exists()


@pytest.mark.parametrize("game", ["monster_rancher", "epic_battles", "capcom_crossovers"])
def test_every_question_template_names_slots_of_its_family(game):
    from pyrules.explore import load_spec
    from pyrules.faq_words import words

    families = {f["name"]: set(f["slots"]) for f in load_spec(game).families}
    for family, template in words(game).questions.items():
        assert family in families, f"{game}: faq.json names no family of explore.json: {family!r}"
        import string
        named = {f for _, f, _, _ in string.Formatter().parse(template) if f}
        assert named <= families[family], f"{game}: {family!r} names {named - families[family]}"


def test_readings_that_say_the_same_thing_are_named_once_by_what_they_share():
    said = (("G5=any, G8=x", "the play is legal"), ("G5=any, G8=y", "the play is legal"),
            ("G5=own, G8=x", "the play is not legal"), ("G5=own, G8=y", "the play is not legal"))
    a = Answered("legal", "legal", "unknown", ("CC-G5",), said)
    assert sentence(a) == "it depends on the reading: under G5=any, the play is legal; under G5=own, the play is not legal"
    # the fewest choices that only readings saying the same thing share, a reading whole where none fewer do
    mixed = (("G5=any, G8=x", "0"), ("G5=any, G8=y", "0"), ("G5=own, G8=x", "0"), ("G5=own, G8=y", "3"))
    assert sentence(Answered("damage", "damage", "unknown", (), mixed)) == \
        "it depends on the reading: under G5=any, 0; under G8=x, 0; under G5=own, G8=y, 3"
    # a reading that leaves a point unnamed (it does not matter there) allows every choice of it
    partial = (("G5=any, G8=x", "0"), ("G5=any, G8=y", "5"), ("G5=own", "0"))
    assert sentence(Answered("damage", "damage", "unknown", (), partial)) == \
        "it depends on the reading: under G8=x, 0; under G5=own, 0; under G5=any, G8=y, 5"
    two = (("G1=a, G2=x", "yes"), ("G1=a, G2=y", "no"))
    assert sentence(Answered("legal", "legal", "unknown", (), two)) == \
        "it depends on the reading: under G2=x, yes; under G2=y, no"


def test_an_entry_of_one_instance_says_its_answers_in_its_sentence_alone():
    inst = Instance("Q-1", "query", "legal", "Warp blocks Transform", "queries/g/Q-1.query", (ILLEGAL,))
    md = render("capcom_crossovers", merge([inst], "capcom_crossovers"), "md", {})
    assert "**Answer.** Step 2 is not legal." in md and "Scenario: `queries/g/Q-1.query`" in md
    assert "Answers (" not in md and "- `Q-1`" not in md and "\n\n\n" not in md
    page = render("capcom_crossovers", merge([inst], "capcom_crossovers"), "html", {})
    assert 'class="instances"' not in page
