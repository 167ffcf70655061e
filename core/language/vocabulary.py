"""Kept vocabularies from PyPI: word lists that tell a name from an ordinary word.

Chinese: the dictionary shipped with ``jieba`` (MIT licence; 349,046 words, each with a frequency
and a part-of-speech tag, ``nr`` for personal names, ``ns`` places, ``nt`` organisations, ``nz``
other proper nouns). Only the file is read — the segmenter is never run — once, on the first
Chinese text that needs it; words of two to four characters are kept with whether they are proper
nouns.
"""

from __future__ import annotations

import functools
from importlib import resources

# jieba's tags for personal names (nr) and their transliterated and Japanese variants.
_NAME_TAGS = frozenset({"nr", "nrt", "nrfg", "nrj"})
# ... and for places (ns), organisations (nt) and other proper nouns such as brands (nz).
_PROPER_TAGS = _NAME_TAGS | {"ns", "nt", "nz"}
_LONGEST = 4


@functools.cache
def _chinese_lexicon() -> dict[str, str]:
    """Every dictionary word of two to four characters, with its part-of-speech tag."""
    path = resources.files("jieba") / "dict.txt"
    kept: dict[str, str] = {}
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            word, _, rest = line.partition(" ")
            if 2 <= len(word) <= _LONGEST:
                kept[word] = rest.rsplit(" ", 1)[-1].strip()
    return kept


@functools.cache
def chinese_common_words() -> frozenset[str]:
    """Chinese words of two or three characters that are not personal names (e.g. "weekend")."""
    return frozenset(
        w for w, tag in _chinese_lexicon().items() if len(w) <= 3 and tag not in _NAME_TAGS
    )


def is_chinese_personal_name(word: str) -> bool:
    """True when the dictionary lists ``word`` as a personal name ("刘建国", whose given name is
    also an ordinary word)."""
    return _chinese_lexicon().get(word) in _NAME_TAGS


def chinese_words(run: str) -> list[str]:
    """A run of Han characters cut into dictionary words by forward maximum matching; a
    character no word of two to four characters starts is a word of its own."""
    lexicon = _chinese_lexicon()
    words: list[str] = []
    i = 0
    while i < len(run):
        k = next(
            (k for k in range(min(_LONGEST, len(run) - i), 1, -1) if run[i : i + k] in lexicon), 1
        )
        words.append(run[i : i + k])
        i += k
    return words


def chinese_proper_nouns(run: str) -> list[str]:
    """Proper nouns (names, places, organisations, brands) of a run of Han characters.

    The run is cut by forward maximum matching on the dictionary (:func:`chinese_words`), so a
    word is only read where it is a word of the run (no name made of the end of one word and the
    start of the next).
    """
    lexicon = _chinese_lexicon()
    return [w for w in chinese_words(run) if len(w) > 1 and lexicon.get(w) in _PROPER_TAGS]
