"""Regular-expression building blocks for the packs' vocabularies: whole-word and plain
alternations, prefix trees of plain words, the finite expansion of a pattern and the characters a
match can start with. Pure string work, no pack is read here."""

from __future__ import annotations

import re
import re._constants as _sre  # type: ignore[import-not-found]
import re._parser as _sre_parse  # type: ignore[import-not-found]
from collections.abc import Iterable, Iterator
from typing import Any

from core.language.script import CJK

# A word of a word script starts and ends where no letter or digit of a word script stands next
# to it: a CJK character is no such letter, so a Latin word glued to Chinese ("每天打ozempic") is
# still a whole word.
WORD_START = f"(?<![^\\W{CJK}])"
WORD_END = f"(?![^\\W{CJK}])"


def whole_words(patterns: Iterable[str]) -> str:
    """An alternation matched on whole words only.

    The word-boundary checks sit around the whole alternation, not around each alternative: the
    same matches, ten times faster (the engine no longer runs a lookbehind per alternative).
    """
    return WORD_START + "(?:" + "|".join(f"(?:{p})" for p in patterns) + ")" + WORD_END


def alternation(patterns: Iterable[str]) -> str:
    """A plain alternation (substring matching)."""
    return "|".join(f"(?:{p})" for p in patterns)


_FAN_OUT = 8


def trie(words: Iterable[str]) -> str:
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


def expand(items: Any) -> list[str] | None:
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
                sub = expand(branch)
                if sub is None:
                    return None
                choices.extend(sub)
        elif op is _sre.SUBPATTERN and av[0] is None and not av[1] and not av[2]:
            sub = expand(av[-1])
            if sub is None:
                return None
            choices = sub
        elif op is _sre.MAX_REPEAT and av[0] == 0 and av[1] == 1:
            sub = expand(av[2])
            if sub is None:
                return None
            choices = ["", *sub]
        else:
            return None
        found = [f + c for f in found for c in choices]
        if len(found) > _EXPANSION_MAX:
            return None
    return found


def plain_words(pattern: str) -> list[str] | None:
    """The words ``pattern`` matches when they are finitely many ("dialysis", "(?:xanax|valium)",
    "tumou?r", "(?:is|am) deaf"), else None."""
    try:
        return expand(_sre_parse.parse(pattern))
    except (re.error, TypeError, ValueError, IndexError, OverflowError):
        return None


def choices(pattern: str) -> list[str]:
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
        found = plain_words(pattern)
        if found is not None:
            plain.extend(w for w in found if w)
            continue
        # Not finite as a whole: its finite alternatives still join the tree.
        other = []
        for choice in choices(pattern):
            words = plain_words(choice) if choice else None
            if words is None:
                other.append(choice)
            else:
                plain.extend(w for w in words if w)
        if other:
            rest.append(other[0] if len(other) == 1 else "|".join(f"(?:{o})" for o in other))
    return ([trie(dict.fromkeys(plain))] if plain else []) + rest


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


def group_end(source: str, at: int) -> int:
    """The offset just past the group that opens at ``at`` (``source[at] == "("``)."""
    for i, _, depth in _structure(source, at):
        if depth == 0:
            return i + 1
    raise ValueError(source)


def top_level(source: str) -> list[str]:
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
        at = group_end(source, at)
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
        end = group_end(source, at)
        if not source.startswith("(?:", at) or source[end : end + 1] in ("?", "*", "{"):
            return None
        found: set[str] = set()
        for alternative in top_level(source[at + 3 : end - 1]):
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


def third_person(verb: str, forms: Iterable[tuple[str, str]]) -> str:
    """``verb`` (its first word) in the third person, by the first of a pack's
    ``third_person_verbs`` ``forms`` that matches (unchanged when none does)."""
    first, space, rest = verb.partition(" ")
    for pattern, replacement in forms:
        if re.search(pattern, first):
            return re.sub(pattern, replacement, first, count=1) + space + rest
    return verb
