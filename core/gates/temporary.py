"""A memory is stable: one that says "today", "hari ini" or "今天" is about a day, not the user
(SPEC §5.3 ``not_stable``, whatever stability the model declared). The words are the packs'
``temporary`` time words, the same the rules baseline skips a statement for. In Chinese a time
word counts where the dictionary cuts it as a word of its own: "明天" in "说明天气" is the end of
说明 and the start of 天气."""

from __future__ import annotations

from core.gates.normalize import fold
from core.language import Matcher, compiled, topic
from core.language.vocabulary import cut_as_a_word


@compiled
def _temporary() -> Matcher:
    return topic(lambda p: p.temporary)


def says_when(text: str) -> bool:
    """True when ``text`` holds a time word that makes it temporary."""
    folded = fold(text)
    found = _temporary()
    if found.words is not None and found.words.search(folded):
        return True
    return found.chars is not None and any(
        cut_as_a_word(folded, m.start(), m.end()) for m in found.chars.finditer(folded)
    )
