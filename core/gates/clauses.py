"""Where the clauses of a memory start: subject rules look there only (and run fast there)."""

from __future__ import annotations

import re

# Sentence and clause punctuation of every script (ASCII and the full-width and ideographic forms).
_CLAUSE_END = re.compile(r"[.;:!?,\u3001\u3002\uff0c\uff1b\uff1a\uff01\uff1f]\s*")


def clause_starts(text: str) -> list[int]:
    """The offsets in ``text`` where a clause starts: 0 (after spaces) and after each punctuation."""
    starts = [len(text) - len(text.lstrip())]
    starts += [m.end() for m in _CLAUSE_END.finditer(text) if m.end() < len(text)]
    return starts
