"""A standing instruction to recommend, promote or vouch for a named product, vendor or site is an
advertisement, never a memory (issue 16: "a product or bank to always recommend"). The same rule
keeps the rules baseline from proposing one and the gates from storing one, whoever wrote it: a
model, a retrieved passage, or the user.

The verbs and business nouns live in the packs (``promote_verbs``, ``business_nouns``).
"""

from __future__ import annotations

import re

from core import language
from core.language import CJK, alternation, compiled, union


@compiled
def _promotion() -> re.Pattern[str]:
    """A promote verb whose object, at most one word on, is a named entity (case-sensitive names).

    Word scripts: a capitalized word, a quoted name, or a business noun with a name after it
    ("recommend Bank Sentosa", "sarankan produk X", "trust site Y"). Substring scripts: a Latin
    name, a quoted name, or characters ending in a business noun ("推荐某某银行").
    """
    every = language.packs()
    word_packs = [p for p in every if p.script == "words"]
    char_packs = [p for p in every if p.script == "chars"]
    quoted = r"[\"“‘'«「『《][^\"”’'»」』》]{2,40}[\"”’'»」』》]"
    stop = alternation(re.escape(w) for w in sorted(union(lambda p: p.stop_words)))
    parts = []
    if word_packs:
        verbs = alternation(v for p in word_packs for v in p.promote_verbs)
        nouns = alternation(n for p in word_packs for n in p.business_nouns)
        # "I" is a pronoun, not a name; the object never lies past a clause break.
        named = rf"(?!I\b)[A-Z][\w&.-]*|{quoted}|(?i:{nouns})\s+(?!(?i:{stop})\b)\w{{2,}}"
        parts.append(rf"(?<!\w)(?i:{verbs})\s+(?:[^\s,;:]+\s+)??(?:{named})")
    if char_packs:
        verbs = alternation(v for p in char_packs for v in p.promote_verbs)
        nouns = alternation(n for p in char_packs for n in p.business_nouns)
        named = rf"[A-Za-z][\w&.-]+|{quoted}|[{CJK}]{{2,6}}(?:{nouns})"
        parts.append(rf"(?:{verbs})[^，。；：,;:]{{0,4}}?(?:{named})")
    return re.compile("|".join(parts))


@compiled
def _negated() -> re.Pattern[str]:
    """A negation of any pack that ends right before a promote verb ("不推荐", "别再推荐",
    "never recommend", "jangan sarankan"): advice against promoting is none."""
    negations = alternation(n for p in language.packs() for n in p.negations)
    # A Latin negation is a whole word; a Chinese one may follow any character ("以后不推荐").
    return re.compile(rf"(?i:(?<![a-z])(?:{negations}))\s*$")


# How far before a promote verb a negation may start (characters).
_NEGATION_REACH = 16


def promotes(text: str) -> bool:
    """True when ``text`` (case kept: names are told by their capital letter) tells the assistant
    to recommend, promote or trust a named entity, not to refrain from it."""
    return any(
        not _negated().search(text[max(0, m.start() - _NEGATION_REACH) : m.start()])
        for m in _promotion().finditer(text)
    )
