"""Split an answer into sentences: English and Indonesian punctuation, and Chinese 。！？；."""

from __future__ import annotations

import re

_SPLIT = re.compile(r"(?<=[.!?])\s+(?=[\"'(\[]?[A-Z0-9\u3400-\u9fff])|(?<=[。！？；])|\n+")
_ABBREVIATIONS = re.compile(
    r"\b(?:e\.g|i\.e|etc|mr|mrs|ms|dr|no|art|sec|vs|dll|dsb|yth|pt|tbk)\.$", re.I
)


def split_sentences(text: str) -> list[str]:
    """Sentences of ``text`` in order, whitespace-trimmed, empty ones dropped."""
    parts = [p.strip() for p in _SPLIT.split(text) if p and p.strip()]
    merged: list[str] = []
    for part in parts:
        if merged and _ABBREVIATIONS.search(merged[-1]):
            merged[-1] = f"{merged[-1]} {part}"
        else:
            merged.append(part)
    return merged
