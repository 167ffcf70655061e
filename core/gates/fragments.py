"""A memory is one whole sentence (SPEC §5.3): no clause, tag or subject cut off mid-phrase
(reason ``transcript_pattern``, label ``fragment``).

A piece of a chat turn cut at an arbitrary word stops where a phrase must go on: after an article
or a possessive, a few prepositions, a conjunction or a perfect auxiliary ("Refunds: a cancelled
order has.", "Kalau penyewa dan.", "业主不能。"). The same cut hides a harmful span in pieces
across the text, the tags and the identity subject: the text's clause stops mid-phrase and the tag
is the middle of a phrase ("desk every"). So a clause of the text, a tag and the subject may not
end with such a word. What a sentence may end on stays allowed: a stranded preposition ("someone
to work with"), an elliptical auxiliary or modal ("like you did", "kalau bisa"), "at most". The
words live in the packs (``dangling_words``); Chinese is read word by word with the kept
dictionary, so a character that is a whole word only at the end ("例会" ends in 会) is not one.
"""

from __future__ import annotations

import re

from core.language import CJK, compiled, union
from core.language.vocabulary import chinese_words

# Where a clause of the text ends: sentence and clause punctuation of every script, and brackets.
# A full stop inside an abbreviation ("6 a.m.", "e.g.") ends nothing.
_CLAUSE = re.compile(
    r"\.(?![A-Za-z])|[;:!?,()\u3001\u3002\uff0c\uff1b\uff1a\uff01\uff1f\uff08\uff09]"
)
# Latin words as written (case kept: a capitalized word at the end is a name, "… with Dan"); a
# suffix after a number or a hyphen ("80-an", "2-an") is no word of its own.
_LATIN = re.compile(r"(?<![\w-])[A-Za-z][A-Za-z'\u2019-]*")
_CJK_END = re.compile(rf"[{CJK}]+$")
_QUOTES = "\"'\u201c\u201d\u2018\u2019\u300c\u300d\u300e\u300f "


@compiled
def _dangling() -> tuple[frozenset[str], frozenset[str]]:
    """(word-script words, substring-script words) that need more after them."""
    return (
        union(lambda p: p.dangling_words if p.script == "words" else frozenset()),
        union(lambda p: p.dangling_words if p.script == "chars" else frozenset()),
    )


def _last_word(piece: str) -> str | None:
    """The word ``piece`` ends with, when it is one that needs more after it, else None."""
    latin, han = _dangling()
    run = _CJK_END.search(piece)
    if run is not None:
        segmented = chinese_words(run.group())
        return segmented[-1] if segmented and segmented[-1] in han else None
    piece = piece.rstrip()
    found = list(_LATIN.finditer(piece))
    # The clause must end on that word: "at 6am" ends on a time, not on "at".
    if not found or found[-1].end() != len(piece):
        return None
    last = found[-1].group()
    # Lower case only: a capitalized word at a clause's end is a name or a title.
    return last if last.islower() and last in latin else None


def cut_off(text: str, tags: list[str], subject: str) -> bool:
    """True when a clause of ``text``, a tag or the identity ``subject`` stops where a phrase must
    go on. (Where a tag starts is not read: a tag may open on an article or a possessive, "the
    Netherlands", "my team".)"""
    for clause in _CLAUSE.split(text):
        clause = clause.strip(_QUOTES)
        if clause and _last_word(clause) is not None:
            return True
    for field in (*tags, subject):
        field = field.strip(_QUOTES + ".,;:")
        if field and _last_word(field) is not None:
            return True
    return False
