"""Noun or verb: the word class of a verb form that is also a noun ("damage", "attack", "block", "cost").

The LALR contextual lexer reads such a word as VERB wherever the parser could take a verb; in a noun
phrase inside a subject ("A move with final damage 3 or less cannot be used") it could also take a
noun, and only the word before decides. This post-lexer (Lark ``postlex``) retags a VERB token as a
WORD (a noun) when the token before it opens or continues a noun phrase:

- a determiner, a possessive, a number, an amount, or a preposition other than "to"
  ("the damage", "3 damage", "with damage", "per attack");
- a word that the vocabulary joins with it into one name ("final damage", "special move attack");
- nothing (the sentence's first word) when the vocabulary declares the form as a noun
  ("Attacks in your combos gain +1 damage", but "Deals 3 damage").

A NOUN_VERB token (grammar/statement.lark: a form a game declares as a noun, as a subject's last word before
its verb: "Your next attack costs ...") is a WORD too; the grammar has it only so that the lexer takes it there.

Everything it reads is data: the token kinds below and the games' vocabulary (pyrules/statements.py
gives the names and nouns).
"""

from __future__ import annotations

from lark import Token
from lark.lark import PostLex

# token kinds after which a word starts or continues a noun phrase
NOUN_BEFORE = frozenset({"DET", "POSSWORD", "INT", "SIGNED_INT", "TIMES", "NUMBER_WORD", "ORDER", "PRON_POSS",
                         "WITH", "OF", "IN", "NO", "DOUBLE", "TRIPLE", "NEXT", "__ANON_1"})
# token kinds after which a verb form is a noun only where the vocabulary joins the two into a name
# ("(R) attacks" is a noun, "(T) deals" a verb)
NAME_BEFORE = frozenset({"WORD", "ATTR_WORD"})
# prepositions after which a word is a noun (after "to" it is an infinitive: "to deal 8 damage")
NOUN_AFTER_PREP = frozenset({"against", "versus", "among", "from", "into", "onto", "vs.", "per", "for", "vs",
                             "by", "on"})
# tokens that end a sentence or a header: the next word is a sentence's first
SENTENCE_START = frozenset({"DOT", "COLON", "COMMA", "DASH", "__ANON_0", "ASSUMED"})
# Lark names a literal that is not a word (or that another terminal's pattern also matches) __ANON_N, N in
# the order of the grammar: these are told by their text, so that a change to the grammar cannot renumber them
NOUN_BEFORE_TEXT = frozenset({"half"})
SENTENCE_START_TEXT = frozenset({"♦", "*"})


class WordClass(PostLex):
    """Retags VERB tokens as WORD where the word before makes them a noun."""

    always_accept = ()

    def __init__(self, names: list[str], nouns: set[str]):
        self.pairs = set()
        for name in names:
            words = name.lower().split()
            self.pairs.update(zip(words, words[1:]))
        self.nouns = {n.lower() for n in nouns}

    def noun(self, prev: Token | None, tok: Token) -> bool:
        word = str(tok).lower()
        anon = prev is not None and prev.type.startswith("__ANON")
        if prev is None or (prev.type in SENTENCE_START and not anon) or \
                (anon and str(prev).lower() in SENTENCE_START_TEXT) or prev.type == "STAR":
            return word in self.nouns
        if (prev.type in NOUN_BEFORE and not anon) or (anon and str(prev).lower() in NOUN_BEFORE_TEXT):
            return True
        if prev.type == "PREP":
            return str(prev).lower() in NOUN_AFTER_PREP
        return prev.type in NAME_BEFORE and (str(prev).lower(), word) in self.pairs

    def process(self, stream):
        prev = None
        for tok in stream:
            if tok.type == "VERB" and self.noun(prev, tok) or tok.type == "NOUN_VERB":
                tok = Token.new_borrow_pos("WORD", tok.value, tok)
            yield tok
            prev = tok
