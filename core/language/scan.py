"""Whether a long whole-word vocabulary occurs in a text, without trying every pattern everywhere.

One alternation of a few hundred patterns is slow in Python's engine: at every offset it tries
each alternative that is not a plain word (``diabet\\w*``, ``(?:is|was) (?:admitted|put) \\w+``)
in turn. Most such patterns start with one of finitely many texts ("diabet", "is admitted",
"was put"), so :class:`WordScan` finds, in one pass of a prefix tree, the offsets where one of
those starts and tries there only the patterns that start that way. Plain words are one prefix
tree; the few patterns whose start cannot be told run as one alternation. It finds a match
exactly when :func:`~core.language.patterns.whole_words` of the same patterns does.
"""

from __future__ import annotations

import re
import re._constants as _sre  # type: ignore[import-not-found]
import re._parser as _sre_parse  # type: ignore[import-not-found]
from collections.abc import Iterable
from typing import Any

from core.language.patterns import (
    WORD_END,
    WORD_START,
    choices,
    expand,
    group_end,
    top_level,
    trie,
    whole_words,
)

# A pattern's starts are listed when they are at most this many (a product of choices grows fast).
_STARTS_MAX = 64


def _unwrapped(items: list[Any]) -> list[Any]:
    """The items of a parsed pattern, with a plain group around all of it opened."""
    while len(items) == 1:
        op, av = items[0]
        if op is not _sre.SUBPATTERN or av[0] is not None or av[1] or av[2]:
            break
        items = list(av[-1])
    return items


# How many leading groups deep a pattern is spread into its alternatives.
_SPREAD_DEPTH = 3


def spread(source: str, depth: int = _SPREAD_DEPTH) -> list[str]:
    """``source`` as the alternatives of its leading group, each followed by the rest
    ("(?:is|^) on x" → "is on x", "^ on x"), so that the alternatives whose start can be told are
    listed apart from those that cannot; a source that opens on no plain group, itself."""
    if depth == 0 or not source.startswith("(?:"):
        return [source]
    try:
        end = group_end(source, 0)
    except ValueError:
        return [source]
    if source[end : end + 1] in ("?", "*", "+", "{"):
        return [source]
    out = []
    for alternative in top_level(source[3 : end - 1]):
        out.extend(spread(alternative + source[end:], depth - 1))
    return out


def _parse(source: str) -> list[Any] | None:
    try:
        return list(_sre_parse.parse(source))
    except (re.error, TypeError, ValueError, IndexError, OverflowError):
        return None


def starts(items: list[Any]) -> list[str] | None:
    """The texts every match of a parsed pattern starts with (finitely many, none empty): the
    expansion of its leading items while they are finite. None when that cannot be told (a
    pattern that starts with an assertion, a class of any letter, a repeat or an empty choice)."""
    found = [""]
    for item in _unwrapped(items):
        sub = expand([item])
        if sub is None:
            break
        longer = [f + c for f in found for c in sub]
        if len(longer) > _STARTS_MAX:
            break
        found = longer
    if any(not f for f in found):
        return None
    return list(dict.fromkeys(found))


class WordScan:
    """A whole-word test of many patterns at once (see the module's docstring)."""

    def __init__(self, sources: Iterable[str], flags: int = 0) -> None:
        plain: list[str] = []
        by_start: dict[str, list[str]] = {}
        rest: list[str] = []
        for source in sources:
            items = _parse(source)
            words = None if items is None else expand(items)
            if words is not None:
                plain.extend(w for w in words if w)
                continue
            for whole in choices(source):
                for piece in spread(whole):
                    items = _parse(piece)
                    words = None if items is None else expand(items)
                    if words is not None:
                        plain.extend(w for w in words if w)
                        continue
                    begun = None if items is None else starts(items)
                    if begun is None:
                        rest.append(piece)
                        continue
                    for start in begun:
                        by_start.setdefault(start, []).append(piece)
        self._flags = flags
        self._plain = (
            re.compile(whole_words([trie(dict.fromkeys(plain))]), flags) if plain else None
        )
        self._rest = re.compile(whole_words(rest), flags) if rest else None
        # A zero-width look at each offset where a word starts; the group is the longest listed
        # start found there, and every shorter listed start there is a prefix of it.
        self._starts = (
            re.compile(WORD_START + "(?=(" + trie(by_start) + "))", flags) if by_start else None
        )
        self._by_start = {start: tuple(dict.fromkeys(found)) for start, found in by_start.items()}
        self._lengths = sorted({len(s) for s in by_start})
        # A pattern is compiled when a text first has one of its starts (most never do).
        self._anchored: dict[str, re.Pattern[str]] = {}

    def _at(self, source: str) -> re.Pattern[str]:
        pattern = self._anchored.get(source)
        if pattern is None:
            pattern = self._anchored[source] = re.compile(f"(?:{source}){WORD_END}", self._flags)
        return pattern

    def search(self, text: str) -> bool:
        """True when one of the patterns matches a whole-word stretch of ``text``."""
        if self._plain is not None and self._plain.search(text):
            return True
        if self._rest is not None and self._rest.search(text):
            return True
        if self._starts is None:
            return False
        for found in self._starts.finditer(text):
            at, start = found.start(), found.group(1)
            for length in self._lengths:
                if length > len(start):
                    break
                for source in self._by_start.get(start[:length], ()):
                    if self._at(source).match(text, at):
                        return True
        return False
