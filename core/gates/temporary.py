"""A memory is stable: one that says "today", "hari ini" or "今天" is about a day, not the user
(SPEC §5.3 ``not_stable``, whatever stability the model declared). The words are the packs'
``temporary`` time words, the same the rules baseline skips a statement for. In Chinese a time
word counts where the dictionary cuts it as a word of its own: "明天" in "说明天气" is the end of
说明 and the start of 天气."""

from __future__ import annotations

from core.gates.normalize import fold
from core.language import CJK_RUN, Matcher, compiled, topic
from core.language.vocabulary import chinese_words


@compiled
def _temporary() -> Matcher:
    return topic(lambda p: p.temporary)


def _cut_as_a_word(folded: str, start: int, end: int) -> bool:
    """True when ``folded[start:end]`` starts and ends a word of the dictionary's cut of the Han
    run it stands in."""
    for run in CJK_RUN.finditer(folded):
        if run.start() <= start and end <= run.end():
            edges, at = {run.start()}, run.start()
            for word in chinese_words(run.group()):
                at += len(word)
                edges.add(at)
            return start in edges and end in edges
    return True  # not inside one Han run: a Latin time word, or one that spans a run's edge


def says_when(text: str) -> bool:
    """True when ``text`` holds a time word that makes it temporary."""
    folded = fold(text)
    found = _temporary()
    if found.words is not None and found.words.search(folded):
        return True
    return found.chars is not None and any(
        _cut_as_a_word(folded, m.start(), m.end()) for m in found.chars.finditer(folded)
    )
