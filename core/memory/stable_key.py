"""Stable keys (seed 001): ``category:`` + normalized ``subject[-facet]``.

Same identity in, same key out: whitespace folded to ``-``, lower-cased, punctuation dropped,
CJK kept, length-capped. The polarity is not part of the key, so "likes X" and "no longer likes X"
collide and the second updates the first.
"""

from __future__ import annotations

import re
import unicodedata

MAX_PART = 60
_ZERO_WIDTH = re.compile("[\u200b-\u200f\u2060\ufeff\u00ad]")
_DROP = re.compile(r"[^\w\s-]|_", re.UNICODE)
_SPACES = re.compile(r"[\s-]+")


def _folded(value: str) -> str:
    text = unicodedata.normalize("NFKC", value)
    text = _ZERO_WIDTH.sub("", text).lower()
    text = _DROP.sub(" ", text)
    return _SPACES.sub("-", text).strip("-")


def normalize_part(value: str) -> str:
    """Normalize one identity part (subject or facet)."""
    return _folded(value)[:MAX_PART].rstrip("-")


def normalize_text(value: str) -> str:
    """A memory's text as compared for duplicates: the stable-key normalization, uncapped.

    "Prefers short answers." and "prefers  SHORT answers!" are the same text; CJK is kept.
    """
    return _folded(value)


def stable_key(category: str, subject: str, facet: str | None = None) -> str:
    """The stable key of an identity; raises ValueError when the subject normalizes to nothing."""
    subject_part = normalize_part(subject)
    if not subject_part:
        raise ValueError("identity.subject is empty after normalization")
    facet_part = normalize_part(facet or "")
    return f"{category}:{subject_part}" + (f"-{facet_part}" if facet_part else "")
