"""Where the clauses of a memory start: subject rules look there only (and run fast there)."""

from __future__ import annotations

import re

from core import language
from core.language import compiled, text_view

# Sentence and clause punctuation of every script (ASCII and the full-width and ideographic forms).
_CLAUSE_END = re.compile(r"[.;:!?,\u3001\u3002\uff0c\uff1b\uff1a\uff01\uff1f]\s*")


@compiled
def _openers(conjunctions: bool) -> re.Pattern[str] | None:
    """A subordinator (and, with ``conjunctions``, a conjunction) of any pack and the spaces
    after it."""
    return language.across_scripts(
        lambda p: (*(p.conjunctions if conjunctions else ()), *p.subordinators),
        after_words=r"\s+",
    )


@text_view
def clause_starts(text: str, *, conjunctions: bool = True) -> tuple[int, ...]:
    """The offsets in ``text`` where a clause starts: 0 (after spaces), after each punctuation (not
    the full stop of an abbreviation or an initial: "Jl. Melur Raya"), after each subordinator
    ("… because Budi prefers …") and, unless ``conjunctions`` is false, each conjunction (which
    also joins two words of one clause: "Ruby and Lua")."""
    starts = [len(text) - len(text.lstrip())]
    starts += [
        m.end()
        for m in _CLAUSE_END.finditer(text)
        if m.end() < len(text)
        and not (m.group()[0] == "." and language.abbreviated(text[: m.start() + 1]))
    ]
    openers = _openers(conjunctions)
    if openers is not None:
        starts += [m.end() for m in openers.finditer(text) if m.end() < len(text)]
    return tuple(sorted(set(starts)))


def punctuated(text: str) -> list[str]:
    """``text`` cut at its clause punctuation only (a conjunction cuts nothing here)."""
    return _CLAUSE_END.split(text)


@compiled
def _joins() -> re.Pattern[str] | None:
    return language.across_scripts(lambda p: p.conjunctions)


def split_clauses(text: str) -> list[str]:
    """``text`` cut into clauses at punctuation and at the packs' conjunctions ("and", "lalu",
    "然后"), each stripped; empty pieces dropped."""
    joins = _joins()
    pieces = _CLAUSE_END.split(text)
    if joins is not None:
        pieces = [c for piece in pieces for c in joins.split(piece)]
    return [c.strip() for c in pieces if c.strip()]
