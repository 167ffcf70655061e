"""Normalization before any matching, so evasions (full-width digits, zero-width characters,
spaces or dashes inside identifiers) cannot hide what a text contains."""

from __future__ import annotations

import re
import unicodedata

# Zero-width and invisible formatting characters (ZWSP, ZWNJ, ZWJ, LRM/RLM, word joiner, BOM,
# soft hyphen, Mongolian vowel separator, and the rest of Unicode category Cf).
_INVISIBLE = re.compile("[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]")
_SEPARATOR_BETWEEN_DIGITS = re.compile(r"(?<=\d)[\s\-‐‑‒–—―_./·•,:()]+(?=\d)")
_SPACES = re.compile(r"\s+")


def strip_invisible(text: str) -> str:
    """Remove zero-width and other format characters (Unicode category Cf)."""
    if text.isascii():  # every format character is outside ASCII
        return text
    text = _INVISIBLE.sub("", text)
    return "".join(ch for ch in text if unicodedata.category(ch) != "Cf")


def fold(text: str) -> str:
    """NFKC, invisible characters removed, lower-cased, whitespace folded to single spaces."""
    text = strip_invisible(unicodedata.normalize("NFKC", text))
    return _SPACES.sub(" ", text).strip().lower()


def join_digit_runs(text: str) -> str:
    """``fold`` with separators between digits removed: ``3171 0123-4567.8901`` → ``3171012345678901``."""
    previous = None
    folded = fold(text)
    while previous != folded:
        previous = folded
        folded = _SEPARATOR_BETWEEN_DIGITS.sub("", folded)
    return folded
