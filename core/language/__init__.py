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
import re._constants as _sre  # type: ignore[import-not-found]
import re._parser as _sre_parse  # type: ignore[import-not-found]
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, TypeVar

from core.errors import InvalidInput
from core.language import en, zh
from core.language import id as id_
from core.language.base import LanguagePack
from core.language.script import CJK, CJK_CHAR, CJK_RUN, has_cjk
from core.registry import one_of

__all__ = [
    "CJK",
    "CJK_CHAR",
    "CJK_RUN",
    "DEFAULT_LANGUAGE",
    "LanguagePack",
    "Matcher",
    "alternation",
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


def whole_words(patterns: Iterable[str]) -> str:
    """An alternation matched on whole words only.

    The word-boundary checks sit around the whole alternation, not around each alternative: the
    same matches, ten times faster (the engine no longer runs a lookbehind per alternative).
    """
    return "(?<![\\w])(?:" + "|".join(f"(?:{p})" for p in patterns) + ")(?![\\w])"


def alternation(patterns: Iterable[str]) -> str:
    """A plain alternation (substring matching)."""
    return "|".join(f"(?:{p})" for p in patterns)


_FAN_OUT = 8


def _trie(words: Iterable[str]) -> str:
    """One pattern for many plain words, branching on their characters (a prefix tree), so the
    engine tests one character per branch instead of every word at every position. At each
    branch the longer words come first: the match is the longest word, as greedy as before."""
    tree: dict[str, Any] = {}
    for word in words:
        node = tree
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}

    def emit(node: dict[str, Any]) -> str:
        ends = "" in node
        branches = [
            (" " if ch == " " else re.escape(ch)) + emit(child)
            for ch, child in sorted(node.items())
            if ch
        ]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return f"(?:{body})?" if ends else body

    # Many first characters: one look at a character class rejects a position at once (the
    # engine would otherwise compare each first character in turn).
    if len(tree) > _FAN_OUT:
        first = "".join(re.escape(ch) for ch in sorted(tree) if ch)
        return f"(?=[{first}])" + emit(tree)
    return emit(tree)


# A pattern is read as the finite set of words it matches when it has at most this many.
_EXPANSION_MAX = 200


def _expand(items: Any) -> list[str] | None:
    """The texts a parsed pattern matches, when it is a finite choice of plain characters (words,
    alternations, optional parts, small character classes), else None."""
    found = [""]
    for op, av in items:
        if op is _sre.LITERAL:
            choices = [chr(av)]
        elif op is _sre.IN:
            choices = []
            for kind, value in av:
                if kind is _sre.LITERAL:
                    choices.append(chr(value))
                elif kind is _sre.RANGE and value[1] - value[0] < _FAN_OUT:
                    choices.extend(chr(c) for c in range(value[0], value[1] + 1))
                else:
                    return None
        elif op is _sre.BRANCH:
            choices = []
            for branch in av[1]:
                sub = _expand(branch)
                if sub is None:
                    return None
                choices.extend(sub)
        elif op is _sre.SUBPATTERN and av[0] is None and not av[1] and not av[2]:
            sub = _expand(av[-1])
            if sub is None:
                return None
            choices = sub
        elif op is _sre.MAX_REPEAT and av[0] == 0 and av[1] == 1:
            sub = _expand(av[2])
            if sub is None:
                return None
            choices = ["", *sub]
        else:
            return None
        found = [f + c for f in found for c in choices]
        if len(found) > _EXPANSION_MAX:
            return None
    return found


def _plain_words(pattern: str) -> list[str] | None:
    """The words ``pattern`` matches when they are finitely many ("dialysis", "(?:xanax|valium)",
    "tumou?r", "(?:is|am) deaf"), else None."""
    try:
        return _expand(_sre_parse.parse(pattern))
    except (re.error, TypeError, ValueError, IndexError, OverflowError):
        return None


def _choices(pattern: str) -> list[str]:
    """The top-level alternatives of ``pattern`` as pattern sources ("a|b(?:c|d)" → "a",
    "b(?:c|d)"), one group around the whole pattern opened first; a pattern with none, itself."""
    original = pattern
    parts: list[str] = []
    for _ in range(2):
        parts = []
        depth, start, i, whole = 0, 0, 0, pattern.startswith("(?:")
        while i < len(pattern):
            ch = pattern[i]
            if ch == "\\":
                i += 1
            elif ch == "[":
                # A class ends at the first "]" that is not its first character.
                i = pattern.find("]", i + 2 if pattern[i + 1 : i + 2] == "]" else i + 1)
                if i < 0:
                    return [pattern]
            elif ch == "(":
                depth += 1
            elif ch == ")":
                depth -= 1
                if depth == 0 and i < len(pattern) - 1:
                    whole = False
            elif ch == "|" and depth == 0:
                parts.append(pattern[start:i])
                start = i + 1
            i += 1
        parts.append(pattern[start:])
        if len(parts) > 1 or not whole:
            break
        pattern = pattern[3:-1]
    else:
        return [pattern]
    # A split this reader got wrong (an escaped bracket in a class) is no split at all.
    try:
        for part in parts:
            re.compile(part)
    except re.error:
        return [original]
    return parts


def compact(patterns: Iterable[str]) -> list[str]:
    """``patterns`` with every pattern that matches finitely many words merged into one prefix
    tree (first), the other patterns after it in their order: the same texts match, in far fewer
    steps (the engine tries every alternative at every position; a tree branches on characters)."""
    plain: list[str] = []
    rest: list[str] = []
    for pattern in patterns:
        found = _plain_words(pattern)
        if found is not None:
            plain.extend(w for w in found if w)
            continue
        # Not finite as a whole: its finite alternatives still join the tree.
        other = []
        for choice in _choices(pattern):
            words = _plain_words(choice) if choice else None
            if words is None:
                other.append(choice)
            else:
                plain.extend(w for w in words if w)
        if other:
            rest.append(other[0] if len(other) == 1 else "|".join(f"(?:{o})" for o in other))
    return ([_trie(dict.fromkeys(plain))] if plain else []) + rest


@dataclass(frozen=True)
class Matcher:
    """One topic across every pack: whole words in word scripts, substrings in the others."""

    words: re.Pattern[str] | None
    chars: re.Pattern[str] | None
    cjk_only: bool = False
    """The substring patterns all need a CJK character: a text without one skips them."""

    def search(self, text: str) -> bool:
        """True when the topic occurs in ``text`` (folded text, for the gates)."""
        return bool(
            (self.words is not None and self.words.search(text))
            or (
                self.chars is not None
                and (not self.cjk_only or has_cjk(text))
                and self.chars.search(text)
            )
        )


def topic(
    get: Callable[[LanguagePack], Iterable[str]],
    *,
    flags: int = 0,
    whole: bool = True,
    merged: bool = False,
) -> Matcher:
    """Compile one topic over every pack; ``whole=False`` matches word scripts as substrings too.
    ``merged``: plain words become one prefix tree (:func:`compact`), for long vocabularies
    searched on every text (a match may then end later, on the longest word); its substring
    patterns must each need a CJK character, so a text without one skips them."""
    words = [p for lp in _packs.values() if lp.script == "words" for p in get(lp)]
    chars = [p for lp in _packs.values() if lp.script == "chars" for p in get(lp)]
    if merged:
        words, chars = compact(words), compact(chars)
    return Matcher(
        words=re.compile(whole_words(words) if whole else alternation(words), flags)
        if words
        else None,
        chars=re.compile(alternation(chars), flags) if chars else None,
        cjk_only=merged,
    )


_SPECIAL = set("\\()[]{}?*+|^$.")


def _structure(source: str, at: int = 0) -> Iterator[tuple[int, str, int]]:
    """(offset, character, depth after it) for each character of ``source`` from ``at`` that
    is regex structure: escapes and character classes are stepped over whole."""
    depth, i = 0, at
    while i < len(source):
        c = source[i]
        if c == "\\":
            i += 2
            continue
        if c == "[":
            i = source.index("]", i + 1) + 1
            continue
        depth += (c == "(") - (c == ")")
        yield i, c, depth
        i += 1


def _group_end(source: str, at: int) -> int:
    """The offset just past the group that opens at ``at`` (``source[at] == "("``)."""
    for i, _, depth in _structure(source, at):
        if depth == 0:
            return i + 1
    raise ValueError(source)


def _top_level(source: str) -> list[str]:
    """The alternatives of ``source`` at its top level."""
    parts, start = [], 0
    for i, c, depth in _structure(source):
        if c == "|" and depth == 0:
            parts.append(source[start:i])
            start = i + 1
    return [*parts, source[start:]]


def _leading(source: str) -> frozenset[str] | None:
    at = 0
    while source.startswith(("(?<!", "(?<="), at):  # a lookbehind reads no character
        at = _group_end(source, at)
    if at >= len(source):
        return None
    c = source[at]
    if c == "\\":
        nxt = source[at + 1 : at + 2]
        if nxt == "d":
            return frozenset("0123456789")
        return frozenset(nxt) if nxt and not nxt.isalnum() else None
    if c == "[":
        body = source[at + 1 : source.index("]", at + 1)]
        return (
            None if not body or "-" in body or "\\" in body or body[0] == "^" else frozenset(body)
        )
    if c == "(":
        end = _group_end(source, at)
        if not source.startswith("(?:", at) or source[end : end + 1] in ("?", "*", "{"):
            return None
        found: set[str] = set()
        for alternative in _top_level(source[at + 3 : end - 1]):
            first = _leading(alternative)
            if first is None:
                return None
            found |= first
        return frozenset(found)
    return None if c in _SPECIAL else frozenset(c)


def leading_chars(sources: Iterable[str]) -> str | None:
    """A character class (``[…]``) of every character a match of one of ``sources`` can start
    with, or None when a source may start with anything (or its start cannot be told). Put in a
    lookahead before a long alternation, it lets the engine skip the offsets where no
    alternative can start (substring scripts, where an alternation is tried at every offset)."""
    found: set[str] = set()
    for source in sources:
        try:
            first = _leading(source)
        except ValueError:
            return None
        if first is None:
            return None
        found |= first
    return "[" + "".join(sorted(re.escape(c) for c in found)) + "]" if found else None


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
    return re.compile(
        r"\b(?:" + "|".join(a for p in _packs.values() for a in p.abbreviations) + r")\.$", re.I
    )


def split_sentences(text: str) -> list[str]:
    """Sentences of an answer in order, trimmed, empty ones dropped.

    A full stop ends a sentence only before a capital, a digit or a CJK character (and never after
    an abbreviation of any pack); 。！？； always do, and so do line breaks.
    """
    parts = [p.strip() for p in _SENTENCE_END.split(text) if p and p.strip()]
    abbreviation = _abbreviation()
    merged: list[str] = []
    for part in parts:
        if merged and abbreviation.search(merged[-1]):
            merged[-1] = f"{merged[-1]} {part}"
        else:
            merged.append(part)
    return merged


def split_statements(text: str) -> list[str]:
    """The finer split of a user's message for the rules baseline: after every . ! ? ; followed
    by a space or a CJK character, after every 。！？； and line break, whether or not a capital
    follows (chat messages are often lower-case)."""
    return _STATEMENT_END.split(text)
