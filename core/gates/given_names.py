"""Names the user gives to a pet, a vehicle, a device or a plant are no one's names.

"Has a cat called Uncle Bob", "Motor tuaku kukasih nama Pak Slamet", "给路由器起名叫李师傅": the
name after a naming verb belongs to the thing before it, so a title or a surname in it names no
person. The thing must be one the packs know as nameable (``nameable_things``); "a friend called
Tom", "tetangga bernama Budi" or "同事叫王强" stay people. The name may also follow the thing
after a naming verb that opens the phrase ("Menamai motor bebeknya Si Parto"). The words are the
packs' ``naming_verbs`` and ``nameable_things``.

A brand named after a person is a thing's name too: a title or a role noun and a name next to a
kind of goods or a shop ("Mr. Sparkle detergent", "sambal Bu Marni"; the packs' ``goods``).
"""

from __future__ import annotations

import re

from core import language
from core.gates.fragments import closed_class
from core.language import CJK, compiled

# A capitalized word, as :mod:`core.gates.people` reads a name in a word script.
_NAME = r"[A-Z][a-z][A-Za-z'\u2019-]*"
# How far a naming verb may stand after the thing ("a robot vacuum we've called …").
_WORDS_BETWEEN = 24
_CHARS_BETWEEN = 10


@compiled
def _given() -> list[re.Pattern[str]]:
    """The patterns that find a name given to a thing, each as the group ``name``."""
    found = []
    words = [p for p in language.packs() if p.script == "words"]
    things = language.alternation([t for p in words for t in p.nameable_things])
    naming = language.alternation([v for p in words for v in p.naming_verbs])
    # A title may be abbreviated ("Dr. Slow").
    name = rf"(?P<name>{_NAME}\.?(?:\s+{_NAME}){{0,2}})"
    # A clitic may join the thing ("kucingnya", "the dog's").
    clitics = language.alternation(sorted({re.escape(c) for p in words for c in p.clitics}))
    things = f"(?:{things})(?:{clitics})?" if clitics else things
    if things and naming:
        found.append(
            re.compile(
                rf"(?i:(?<![\w-])(?:{things})(?![\w-])[^.;!?\n]{{0,{_WORDS_BETWEEN}}}?"
                rf"(?<![\w-])(?:{naming})(?![\w-]))\s+{name}"
            )
        )
        found.append(
            re.compile(
                rf"(?i:(?<![\w-])(?:{naming})\s+(?:[\w'’-]+\s+){{0,2}}?(?:{things})(?![\w-])"
                rf"(?:\s+[\w'’-]+){{0,3}}?)\s+{name}"
            )
        )
    chars = [p for p in language.packs() if p.script == "chars"]
    things = language.alternation([t for p in chars for t in p.nameable_things])
    naming = language.alternation([v for p in chars for v in p.naming_verbs])
    if things and naming:
        found.append(
            re.compile(
                rf"(?i:{things})[^，。；！？,.;!?\n]{{0,{_CHARS_BETWEEN}}}?(?:{naming})"
                rf"(?P<name>[{CJK}]{{1,4}})"
            )
        )
    return found


@compiled
def _brands() -> list[re.Pattern[str]]:
    """The patterns that find a brand named after a person, each as the group ``name``: a title
    or a role noun and a capitalized name ("Mr. Sparkle", "Uncle Rupert's", "Pak Tani") right
    before a kind of goods or a shop (one or two words between, none a closed-class word, but
    none after a possessive: "Mr. Sparkle oven spray", "Uncle Rupert's rice", not "Aunt
    Hester's favourite tea"), or right after one ("sambal Bu Marni", "produk Dr. Winata";
    one capitalized word between: "Soto Betawi Haji Darmo"), as is a place or an institution
    named after one right after its word ("RSUD Dr. Harjono"), when the phrase ends there: a
    content word after the name is its predicate ("sambal Bu Rina suka …", "the boots Dr. Lee
    suggests" stay people)."""
    words = [p for p in language.packs() if p.script == "words"]
    goods = language.alternation([g for p in words for g in p.goods])
    places = language.alternation([o for p in words for o in p.organization_words])
    titles = language.alternation([t for p in words for t in (*p.honorifics, *p.role_nouns)])
    if not (goods and titles):
        return []
    closed = "|".join(map(re.escape, sorted(closed_class(), key=len, reverse=True)))
    content = rf"(?!(?:{closed})(?![\w'’-]))[\w'’&-]+"
    # A brand's name holds no apostrophe: a possessive after it is read on its own.
    word = r"[A-Z][a-z][A-Za-z-]*"
    name = rf"(?P<name>(?i:{titles})\.?\s+{word}(?:\s+{word})?)"
    ends = rf"(?=\s*(?:[^\w\s]|$)|\s+(?i:{closed})(?![\w'’-]))"
    return [
        # A possessive brand stands right before its goods: "Aunt Hester's favourite tea" is hers.
        re.compile(rf"(?<![\w-]){name}(?:['’]s|(?:\s+{content}){{0,2}}?)\s+(?i:{goods})(?![\w-])"),
        re.compile(rf"(?<![\w-])(?i:{goods}|{places})(?:\s+{_NAME})?\s+{name}(?![\w'’-]){ends}"),
    ]


def without_given_names(raw: str) -> str:
    """``raw`` (case kept) with each name the user gives a thing, and each brand named after a
    person, blanked, as long as before."""
    for pattern in (*_given(), *_brands()):
        for found in pattern.finditer(raw):
            start, end = found.span("name")
            raw = raw[:start] + " " * (end - start) + raw[end:]
    return raw
