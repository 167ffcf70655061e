"""The language registry: the supported languages, the one detector and the one sentence splitter.

Every per-language word and pattern lives in a pack (``en.py``, ``id.py``, ``zh.py``; the type is
:class:`~core.language.base.LanguagePack`). Consumers never name a language: they ask the
registry for a compiled :class:`Matcher` of one topic across every pack (one alternation per
script kind, compiled once and cached), for a pack by code, or for the union of one word set.
Adding a language is one new pack module and one line in :data:`_BUILT_IN`.
"""

from __future__ import annotations

import functools
import re
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, TypeVar

from core.errors import InvalidInput
from core.language import en, zh
from core.language import id as id_
from core.language.base import LanguagePack
from core.language.patterns import (
    WORD_END,
    WORD_START,
    alternation,
    compact,
    leading_chars,
    third_person,
    whole_words,
)
from core.language.scan import WordScan
from core.language.script import CJK, CJK_CHAR, CJK_RUN, has_cjk
from core.registry import one_of

__all__ = [
    "CJK",
    "CJK_CHAR",
    "CJK_RUN",
    "DEFAULT_LANGUAGE",
    "WORD_END",
    "WORD_START",
    "LanguagePack",
    "Matcher",
    "alternation",
    "clear_views",
    "codes",
    "compact",
    "compiled",
    "detect_language",
    "detect_language_confidently",
    "has_cjk",
    "is_supported",
    "keyed",
    "leading_chars",
    "normalize_code",
    "pack",
    "packs",
    "registered",
    "split_sentences",
    "split_statements",
    "text_view",
    "third_person",
    "topic",
    "union",
    "whole_words",
]

_BUILT_IN: tuple[LanguagePack, ...] = (en.PACK, id_.PACK, zh.PACK)
# The language of text no other pack claims, and of blocks and notes without any other clue.
DEFAULT_LANGUAGE = "en"

_packs: dict[str, LanguagePack] = {p.code: p for p in _BUILT_IN}
_caches: list[Callable[[], None]] = []

F = TypeVar("F", bound=Callable[..., Any])


# Held while any cached value is built: threads that meet a cold cache together (a sweeper's workers
# on its first sweep) wait for one build instead of each making its own (16 threads took 9× as long).
_BUILDING = threading.RLock()


def _once(fn: F) -> tuple[F, Callable[[], None]]:
    cache: dict[Any, Any] = {}

    @functools.wraps(fn)
    def once(*args: Any, **kwargs: Any) -> Any:
        key = (args, tuple(sorted(kwargs.items()))) if kwargs else args
        try:
            return cache[key]
        except KeyError:
            pass
        with _BUILDING:
            if key not in cache:
                cache[key] = fn(*args, **kwargs)
            return cache[key]

    once.cache_clear = cache.clear  # type: ignore[attr-defined]
    return once, cache.clear  # type: ignore[return-value]


def compiled(fn: F) -> F:
    """Cache ``fn`` (patterns built from the packs) until the set of packs changes; each value is
    built once, by one thread."""
    once, clear = _once(fn)
    _caches.append(clear)
    return once


_views: list[Callable[[], None]] = []
_VIEW_SIZE = 1024


def text_view(fn: F) -> F:
    """Memoize ``fn``, a pure function of a text (and of the packs) that a candidate's rules read
    again and again: the text's fold, its clause starts, its Chinese words. Bounded (a reply reads
    a few dozen texts; a sweeper's messages may be long, so a few views of each add up); emptied
    when the set of packs changes and by :func:`clear_views`. Its values must be immutable."""
    cached = functools.lru_cache(maxsize=_VIEW_SIZE)(fn)
    _caches.append(cached.cache_clear)
    _views.append(cached.cache_clear)
    return cached  # type: ignore[return-value]


def clear_views() -> None:
    """Empty every :func:`text_view` (benchmarks measure a candidate never seen before)."""
    for clear in _views:
        clear()


def loaded(fn: F) -> F:
    """Cache ``fn`` (a kept vocabulary read from its data file) for the life of the process; each
    value is built once, by one thread."""
    return _once(fn)[0]


def packs() -> tuple[LanguagePack, ...]:
    """Every registered pack, the default language first."""
    return tuple(_packs.values())


def codes() -> tuple[str, ...]:
    """The codes of the supported languages (``en``, ``id``, ``zh`` …)."""
    return tuple(_packs)


def is_supported(code: str | None) -> bool:
    """True when ``code`` names a registered language."""
    return code in _packs


def pack(code: str) -> LanguagePack:
    """The pack of ``code``; :class:`InvalidInput` naming the supported codes otherwise."""
    try:
        return _packs[code]
    except KeyError:
        raise InvalidInput(f"unknown language {code!r}; use {one_of(_packs)}") from None


@contextmanager
def registered(extra: LanguagePack) -> Iterator[LanguagePack]:
    """Register one more pack for the duration of a ``with`` block (tests, experiments)."""
    if extra.code in _packs:
        raise ValueError(f"language {extra.code!r} is registered already")
    _packs[extra.code] = extra
    _clear()
    try:
        yield extra
    finally:
        del _packs[extra.code]
        _clear()


def _clear() -> None:
    for clear in _caches:
        clear()


def union(get: Callable[[LanguagePack], Iterable[str]]) -> frozenset[str]:
    """The union of one word set over every pack (e.g. ``lambda p: p.stop_words``)."""
    return frozenset(w for p in _packs.values() for w in get(p))


def by_script(
    get: Callable[[LanguagePack], Iterable[str]],
) -> tuple[list[str], list[str]]:
    """One field over every pack, split by script: (entries of word-script packs, entries of
    character-script packs). Word entries are matched as whole words, character entries as is."""
    words = [w for p in _packs.values() if p.script == "words" for w in get(p)]
    chars = [c for p in _packs.values() if p.script == "chars" for c in get(p)]
    return words, chars


def across_scripts(
    get: Callable[[LanguagePack], Iterable[str]], *, after_words: str = ""
) -> re.Pattern[str] | None:
    """One pattern of a field over every pack: word entries as whole words (followed by
    ``after_words``), character entries as they are; case-insensitive. None when the field is
    empty everywhere."""
    words, chars = by_script(get)
    sources = ([whole_words(words) + after_words] if words else []) + chars
    return re.compile(alternation(sources), re.IGNORECASE) if sources else None


def keyed(field: str, key: str) -> Callable[[LanguagePack], tuple[str, ...]]:
    """The entries under ``key`` of one mapping field of a pack (e.g. ``keyed("sensitive", "health")``)."""

    def get(lp: LanguagePack) -> tuple[str, ...]:
        mapping: Mapping[str, tuple[str, ...]] = getattr(lp, field)
        return mapping.get(key, ())

    return get


@dataclass(frozen=True)
class Matcher:
    """One topic across every pack: whole words in word scripts, substrings in the others."""

    words: re.Pattern[str] | None
    chars: re.Pattern[str] | None
    cjk_only: bool = False
    """The substring patterns all need a CJK character: a text without one skips them."""
    scan: WordScan | None = None
    """The same word-script patterns as ``words``, tested faster (:mod:`core.language.scan`)."""

    def search(self, text: str) -> bool:
        """True when the topic occurs in ``text`` (folded text, for the gates)."""
        if self.scan is not None:
            found_words = self.scan.search(text)
        else:
            found_words = self.words is not None and self.words.search(text) is not None
        return bool(
            found_words
            or (
                self.chars is not None
                and (not self.cjk_only or has_cjk(text))
                and self.chars.search(text)
            )
        )

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        """Every match of the topic in ``text``: the word-script ones, then the substring ones."""
        for pattern in (self.words, self.chars):
            if pattern is not None:
                yield from pattern.finditer(text)


def topic(
    get: Callable[[LanguagePack], Iterable[str]],
    *,
    flags: int = 0,
    whole: bool = True,
    merged: bool = False,
    scanned: bool = False,
) -> Matcher:
    """Compile one topic over every pack; ``whole=False`` matches word scripts as substrings too.
    ``merged``: plain words become one prefix tree (:func:`compact`), for long vocabularies
    searched on every text (a match may then end later, on the longest word); its substring
    patterns must each need a CJK character, so a text without one skips them.
    ``scanned``: :meth:`Matcher.search` tests the word scripts with a :class:`WordScan` (a second
    build of about a second for the longest vocabulary, then several times faster on every text).
    """
    words = [p for lp in _packs.values() if lp.script == "words" for p in get(lp)]
    scan = WordScan(words, flags) if scanned and whole and words else None
    chars = [p for lp in _packs.values() if lp.script == "chars" for p in get(lp)]
    if merged:
        words, chars = compact(words), compact(chars)
    return Matcher(
        words=re.compile(whole_words(words) if whole else alternation(words), flags)
        if words
        else None,
        chars=re.compile(alternation(chars), flags) if chars else None,
        cjk_only=merged,
        scan=scan,
    )


def normalize_code(tag: str) -> str | None:
    """The registered code a language tag means (``zh-CN``, ``zh_Hans``, ``ZH``, ``ind`` …), or None.

    The primary subtag of a BCP 47 tag, or a pack's alias; a tag no pack claims is None.
    """
    folded = tag.strip().lower().replace("_", "-")
    for candidate in (folded, folded.split("-", 1)[0]):
        if candidate in _packs:
            return candidate
        for lp in _packs.values():
            if candidate in lp.aliases:
                return lp.code
    return None


# --- detection

# Single letters are no evidence: letter-spaced or zero-width-split text ("a b a i k a n") would
# otherwise read as a run of English articles and pronouns.
_LATIN_WORD = re.compile(r"[a-z]{2,}")
# A confident call needs this many marker words, and the winner this many times the runner-up's.
_CONFIDENT_HITS = 2
_CONFIDENT_MARGIN = 2


def _marker_hits(text: str) -> tuple[int, list[tuple[int, str]]]:
    """The Latin words of ``text`` and each word pack's marker count, most first.

    On a tie another language beats the default one: English words are borrowed into other
    languages' sentences far more often than the other way round."""
    words = _LATIN_WORD.findall(text.lower())
    hits = [
        (sum(w in lp.markers for w in words), lp.code)
        for lp in _packs.values()
        if lp.script == "words" and lp.markers
    ]
    order = {code: i for i, code in enumerate(_packs)}
    return len(words), sorted(hits, key=lambda h: (-h[0], h[1] == DEFAULT_LANGUAGE, order[h[1]]))


def _chars_code() -> str | None:
    return next((lp.code for lp in _packs.values() if lp.script == "chars"), None)


def detect_language(text: str) -> str:
    """The language of ``text``: a CJK script, else the word pack whose markers it uses, else en.

    A word pack claims a text when at least one word in eight (and at least one) is one of its
    markers; the pack with the most markers wins, the default language losing a tie.
    """
    if CJK_CHAR.search(text):
        code = _chars_code()
        if code is not None:
            return code
    count, ranked = _marker_hits(text)
    needed = max(1, count // 8)
    if ranked and ranked[0][0] >= needed:
        return ranked[0][1]
    return DEFAULT_LANGUAGE


def detect_language_confidently(text: str) -> str | None:
    """The language of ``text`` when the evidence is clear, else None (too short or mixed).

    CJK: at least two CJK characters and no fewer than the Latin words (an English sentence
    naming "中文" stays undecided by script). Word packs: at least two markers, one word in
    eight, and twice the markers of any other pack ("Prefers answers in Bahasa Indonesia" is
    English; "saya lebih suka short answers" is Indonesian).
    """
    count, ranked = _marker_hits(text)
    cjk = len(CJK_CHAR.findall(text))
    if cjk >= 2 and cjk >= count:
        return _chars_code()
    if not ranked:
        return None
    best, code = ranked[0]
    runner_up = ranked[1][0] if len(ranked) > 1 else 0
    if (
        best >= max(_CONFIDENT_HITS, count // 8)
        and best >= _CONFIDENT_MARGIN * runner_up
        and best > runner_up
    ):
        return code
    return None


def other_language(text: str, code: str) -> str | None:
    """A language ``text`` shows evidence of while it shows none of ``code``, or None.

    Weaker than :func:`detect_language_confidently`, for checking a text against a language
    already known: for a character script, a text with no character of it is in another language
    (the best word pack, else the default); for a word pack, a text mostly in CJK characters, or
    with at least one marker word of another pack and none of ``code``'s.
    """
    count, ranked = _marker_hits(text)
    cjk = len(CJK_CHAR.findall(text))
    chars = _chars_code()
    if code == chars:
        if cjk:
            return None
        return ranked[0][1] if ranked and ranked[0][0] else (DEFAULT_LANGUAGE if count else None)
    if cjk >= 2 and cjk >= count:
        return chars
    mine = next((hits for hits, c in ranked if c == code), 0)
    if mine == 0 and ranked and ranked[0][0] > 0:
        return ranked[0][1]
    return None


# --- sentences

_SENTENCE_END = re.compile(rf"(?<=[.!?])\s+(?=[\"'(\[]?[A-Z0-9{CJK}])|(?<=[。！？；])|\n+")
# ASCII punctuation ends a statement only before a space, a CJK character or the end, so a link
# or a domain ("www.deals.example/r?u=1") is never cut into fragments; CJK punctuation always
# does. (NFKC turns "？" into "?", and Chinese puts no space after it.)
_STATEMENT_END = re.compile(rf"(?<=[.!?;])(?=\s|$|[{CJK}])\s*|(?<=[。！？；\n])\s*")


@compiled
def _abbreviation() -> re.Pattern[str]:
    # A capital letter alone after a capitalized word is an initial ("Harold J. Pike Avenue",
    # "Jalan Ir. S. Wiryo"); after a lower-case word it is a label that may end a sentence ("plan B.").
    return re.compile(
        r"(?:(?-i:\b[A-Z][\w'’]*\.?\s[A-Z])|\b(?:"
        + "|".join(a for p in _packs.values() for a in p.abbreviations)
        + r"))\.$",
        re.I,
    )


def abbreviated(text: str) -> bool:
    """True when ``text`` ends on the full stop of an abbreviation of any pack or of an initial
    ("… Jr.", "… Jl.", "Harold J."): a stop that ends no sentence or clause."""
    return bool(_abbreviation().search(text))


def split_sentences(text: str) -> list[str]:
    """Sentences of an answer in order, trimmed, empty ones dropped.

    A full stop ends a sentence only before a capital, a digit or a CJK character (and never after
    an abbreviation of any pack or an initial); 。！？； always do, and so do line breaks.
    """
    parts = [p.strip() for p in _SENTENCE_END.split(text) if p and p.strip()]
    merged: list[str] = []
    for part in parts:
        if merged and abbreviated(merged[-1]):
            merged[-1] = f"{merged[-1]} {part}"
        else:
            merged.append(part)
    return merged


def split_statements(text: str) -> list[str]:
    """The finer split of a user's message for the rules baseline: after every . ! ? ; followed
    by a space or a CJK character, after every 。！？； and line break, whether or not a capital
    follows (chat messages are often lower-case)."""
    return _STATEMENT_END.split(text)
