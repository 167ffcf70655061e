"""Kept vocabularies from PyPI: word lists that tell a name from an ordinary word.

Personal names in Latin letters: the given and family names of every person provider of
``faker`` (MIT licence; 90 locales, among them en_US, en_IN, id_ID, nl_NL, sv_SE …), read once on
the first text that needs them; names that are also among Faker's 971 common English words
("may", "will", "hope") are left out. Only the lists are read; nothing is generated.

Common words in Latin letters: the word-frequency list of ``pyspellchecker`` (MIT licence; the
English list counts words in the OpenSubtitles corpus, via the FrequencyWords lists) for each pack
that names one (:attr:`LanguagePack.spelling_dictionary`); a word counted :data:`COMMON_COUNT`
times or more, and no given or family name of Faker, is an ordinary word ("garage", "kitchen").

Chinese: the dictionary shipped with ``jieba`` (MIT licence; 349,046 words, each with a frequency
and a part-of-speech tag, ``nr`` for personal names, ``ns`` places, ``nt`` organisations, ``nz``
other proper nouns). For the gates only the file is read — the segmenter is never run — once, on
the first Chinese text that needs it; words of two to four characters are kept with whether they
are proper nouns. The segmenter runs only for the tags of a memory the rules baseline writes
(:func:`chinese_content_words`).
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from importlib import resources

from core.language import CJK_CHAR, CJK_RUN, loaded, packs, text_view

# A word the dictionary holds fewer times than this in its corpus is rare enough to be a name that
# happens to spell a word ("付强"); ordinary words sit far above it ("周末" 654, "付款" 279).
RARE_WORD = 20
# A word the spelling list counts this often is common (about the 7,700 most frequent English
# words); rarer ones may be names ("kelly" 2,649, "dolly" 2,493).
COMMON_COUNT = 5000
# A character stands in given names when this many personal names of the dictionary hold it there.
_GIVEN = 8

# jieba's tags for personal names (nr) and their transliterated and Japanese variants.
_NAME_TAGS = frozenset({"nr", "nrt", "nrfg", "nrj"})
# ... and for places (ns), organisations (nt) and other proper nouns such as brands (nz).
_PROPER_TAGS = _NAME_TAGS | {"ns", "nt", "nz"}
_LONGEST = 4


@loaded
def _chinese_dictionary() -> tuple[dict[str, str], dict[str, int]]:
    """Every dictionary word of two to four characters, with its part-of-speech tag and its
    frequency."""
    path = resources.files("jieba") / "dict.txt"
    tags: dict[str, str] = {}
    counts: dict[str, int] = {}
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            word, count, tag = [*line.split(), "", ""][:3]
            if 2 <= len(word) <= _LONGEST:
                tags[word] = tag
                counts[word] = int(count) if count.isdigit() else 0
    return tags, counts


def _chinese_lexicon() -> dict[str, str]:
    return _chinese_dictionary()[0]


def chinese_tag(word: str) -> str:
    """The dictionary's part-of-speech tag of ``word`` ("v" verb, "r" pronoun, "u…" auxiliary),
    or "" when it is no word of it."""
    return _chinese_lexicon().get(word, "")


def chinese_word_count(word: str) -> int:
    """How often the dictionary's corpus holds ``word`` (0 when it is no word of it)."""
    return _chinese_dictionary()[1].get(word, 0)


@loaded
def _given_name_characters(surnames: frozenset[str]) -> frozenset[str]:
    """Characters that stand in the given name of at least :data:`_GIVEN` personal names of the
    dictionary (a surname of ``surnames``, then one or two characters)."""
    seen: dict[str, int] = {}
    for word, tag in _chinese_lexicon().items():
        if tag not in _NAME_TAGS:
            continue
        surname = next((word[:k] for k in (2, 1) if word[:k] in surnames), None)
        if surname is None or not 1 <= len(word) - len(surname) <= 2:
            continue
        for ch in word[len(surname) :]:
            seen[ch] = seen.get(ch, 0) + 1
    return frozenset(ch for ch, n in seen.items() if n >= _GIVEN)


def looks_like_chinese_name(word: str, surname: str, surnames: frozenset[str]) -> bool:
    """True when ``word`` (``surname`` and one or two characters) reads as a personal name: no
    common word (one the dictionary holds :data:`RARE_WORD` times or more) starts at the surname,
    and the dictionary lists the word as a name or every character after the surname is one that
    given names use. (The dictionary's name tags are not trusted on common words: it tags
    康复 "rehabilitation" as a name.)"""
    given = word[len(surname) :]
    if not 1 <= len(given) <= 2:
        return False
    # An ordinary word from the surname on is that word ("周末加班" starts with "weekend").
    if any(
        chinese_word_count(word[:k]) >= RARE_WORD for k in range(len(surname) + 1, len(word) + 1)
    ):
        return False
    if is_chinese_personal_name(word):
        return True
    common = _given_name_characters(surnames)
    return all(ch in common for ch in given)


@loaded
def chinese_surnames() -> frozenset[str]:
    """Single characters the dictionary tags as a personal name (``nr``): its surnames, the rare
    ones too (仉, 隋, 濮, 亓), but none that is mostly an ordinary word there (工, 总, 和, 家)."""
    path = resources.files("jieba") / "dict.txt"
    found: set[str] = set()
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            word, _, tag = [*line.split(), "", ""][:3]
            if len(word) == 1 and tag == "nr" and CJK_CHAR.match(word):
                found.add(word)
    return frozenset(found)


@loaded
def chinese_common_words() -> frozenset[str]:
    """Chinese words of two or three characters that are not personal names (e.g. "weekend")."""
    return frozenset(
        w for w, tag in _chinese_lexicon().items() if len(w) <= 3 and tag not in _NAME_TAGS
    )


def is_chinese_personal_name(word: str) -> bool:
    """True when the dictionary lists ``word`` as a personal name ("刘建国", whose given name is
    also an ordinary word)."""
    return _chinese_lexicon().get(word) in _NAME_TAGS


@text_view
def chinese_words(run: str) -> tuple[str, ...]:
    """A run of Han characters cut into dictionary words by forward maximum matching; a
    character no word of two to four characters starts is a word of its own."""
    lexicon = _chinese_lexicon()
    words: list[str] = []
    i, n = 0, len(run)
    while i < n:
        k = min(_LONGEST, n - i)
        while k > 1 and run[i : i + k] not in lexicon:
            k -= 1
        words.append(run[i : i + k])
        i += k
    return tuple(words)


def chinese_time_words(run: str) -> bool:
    """True when the dictionary's cut of ``run`` holds time words only ("周末", "晚上"; tag
    ``t``); True for an empty run."""
    lexicon = _chinese_lexicon()
    return all(lexicon.get(w, "").startswith("t") for w in chinese_words(run))


def chinese_count_time_or_pronoun(word: str) -> bool:
    """True when the dictionary tags ``word`` as a numeral or a count ("三个", "两年"; ``m``), a
    time word (``t``) or a pronoun ("每周", "这"; ``r``): a word that names no thing of its own."""
    return _chinese_lexicon().get(word, "")[:1] in {"m", "t", "r"}


def cut_as_a_word(text: str, start: int, end: int) -> bool:
    """True when ``text[start:end]`` starts and ends a word of the dictionary's cut
    (:func:`chinese_words`) of the Han run it stands in ("明天" in "说明天气" does not: 说明|天气);
    True when it stands in no single Han run (Latin, or across a run's edge)."""
    for run in CJK_RUN.finditer(text):
        if run.start() <= start and end <= run.end():
            edges, at = {run.start()}, run.start()
            for word in chinese_words(run.group()):
                at += len(word)
                edges.add(at)
            return start in edges and end in edges
    return True


# The dictionary's tags of content words: nouns (n…), verbs (v…), adjectives (a…), idioms (i, l);
# not adverbs, conjunctions, prepositions, pronouns, particles, numerals or Latin terms.
_CONTENT_TAGS = ("n", "v", "a", "i", "l")


def chinese_content_words(text: str) -> list[str]:
    """The content words of Chinese ``text``: jieba's segmenter and tagger (the dictionary's own
    model; forward matching on the dictionary alone cuts "先用例子说明" into "先用 / 例子 / 说明"), words of
    two characters or more tagged noun, verb, adjective or idiom. What may tag a memory."""
    import jieba.posseg  # the segmenter's model loads on first use (about 0.5 s)

    return [
        pair.word
        for pair in jieba.posseg.lcut(text)
        if len(pair.word) > 1 and CJK_CHAR.match(pair.word) and pair.flag.startswith(_CONTENT_TAGS)
    ]


def chinese_proper_nouns(run: str) -> list[str]:
    """Proper nouns (names, places, organisations, brands) of a run of Han characters.

    The run is cut by forward maximum matching on the dictionary (:func:`chinese_words`), so a
    word is only read where it is a word of the run (no name made of the end of one word and the
    start of the next).
    """
    lexicon = _chinese_lexicon()
    return [w for w in chinese_words(run) if len(w) > 1 and lexicon.get(w) in _PROPER_TAGS]


# Chinese numerals that count something. Not 一 ("一家" is "a", as often as "one") and not 两
# ("这两科": "these"), which stand where English has an article or a plain plural.
_COUNTING_NUMERALS = frozenset("零〇二三四五六七八九十百千万")
_WEEK_WORDS = ("周", "星期", "礼拜")


def chinese_details(run: str) -> list[str]:
    """The details of a run of Han characters that a restatement must not change: proper nouns
    (:func:`chinese_proper_nouns`), numeral words with a counting numeral ("五段", "三月", "十点"),
    and days of the week ("周日", "星期三"); read off the dictionary's tags (``m`` numeral words,
    ``t`` time words) on the run cut into words."""
    lexicon = _chinese_lexicon()
    found = []
    for word in chinese_words(run):
        tag = lexicon.get(word)
        counted = tag in ("m", "t") and any(ch in _COUNTING_NUMERALS for ch in word)
        weekday = tag == "t" and word.startswith(_WEEK_WORDS)
        if (len(word) > 1 and tag in _PROPER_TAGS) or counted or weekday:
            found.append(word)
    return found


_LATIN_NAME = re.compile(r"[A-Z][a-z\u00c0-\u024f]+(?:['\u2019-][A-Za-z\u00c0-\u024f]+)*")


@loaded
def personal_names() -> tuple[frozenset[str], frozenset[str]]:
    """(given names, family names) in Latin letters, capitalized as written ("Astrid",
    "Lindqvist"), none of them a common English word."""
    import faker.providers.lorem.en_US as lorem
    import faker.providers.person as person

    common = {w.lower() for w in lorem.Provider.word_list}
    given: set[str] = set()
    family: set[str] = set()
    for module in pkgutil.iter_modules(person.__path__):
        provider = getattr(
            importlib.import_module(f"{person.__name__}.{module.name}"), "Provider", None
        )
        for attribute in dir(provider) if provider is not None else ():
            kind = (
                given
                if attribute.startswith("first_names")
                else family
                if attribute.startswith("last_names")
                else None
            )
            value = getattr(provider, attribute)
            if kind is None or not isinstance(value, (list, tuple, dict, set, frozenset)):
                continue
            kind.update(
                n
                for n in value
                if isinstance(n, str) and _LATIN_NAME.fullmatch(n) and n.lower() not in common
            )
    return frozenset(given), frozenset(family)


@loaded
def common_words() -> frozenset[str]:
    """Ordinary words in Latin letters, lower case, of every pack with a spelling list (see the
    module's docstring): capitalized, one opens a sentence, it names no one. Faker's given and
    family names are left out ("Grace", "Baker" may be someone)."""
    from spellchecker import SpellChecker

    names = {n.lower() for group in personal_names() for n in group}
    found: set[str] = set()
    for code in {p.spelling_dictionary for p in packs() if p.spelling_dictionary}:
        counts = SpellChecker(language=code, distance=1).word_frequency.dictionary
        found.update(w for w, n in counts.items() if n >= COMMON_COUNT and w.isalpha())
    return frozenset(found - names)
