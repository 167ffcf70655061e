"""Kept vocabularies from PyPI: word lists that tell a name from an ordinary word.

Chinese: the dictionary shipped with ``jieba`` (MIT licence; 349,046 words, each with a frequency
and a part-of-speech tag, ``nr`` for personal names). Only the file is read — the segmenter is never
run — once, on the first Chinese name candidate, and only the two- and three-character words that
are not tagged as names are kept.
"""

from __future__ import annotations

import functools
from importlib import resources

# jieba's tags for personal names (nr) and their transliterated and Japanese variants.
_NAME_TAGS = frozenset({"nr", "nrt", "nrfg", "nrj"})


@functools.cache
def chinese_common_words() -> frozenset[str]:
    """Chinese words of two or three characters that are not personal names (e.g. "weekend")."""
    path = resources.files("jieba") / "dict.txt"
    kept: set[str] = set()
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            word, _, rest = line.partition(" ")
            if 2 <= len(word) <= 3 and rest.rsplit(" ", 1)[-1].strip() not in _NAME_TAGS:
                kept.add(word)
    return frozenset(kept)
