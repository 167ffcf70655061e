"""The part of an answer sentence that says something about the user.

An answer sentence often restates a memory and reports what the answer did in one breath:
"Because you bill your clients in US dollars via Wise, I've left the invoice totals in USD." The
second clause is the answer's own content: a detail there (a weekday it picked, an amount it
computed) is not a claim about the user and must not be held against the note. A clause that
addresses the user (the packs' ``addressee`` words) or names no one is part of the claim; a
clause in which the writer speaks of itself (``speaker``) and does not address the user is not.
When what is left is too small to carry a claim ("…, as you prefer", "就按你说的"), the claim
is the whole sentence: the restated preference is then the answer's own wording.
"""

from __future__ import annotations

import itertools
import re
import unicodedata

from core.gates.clauses import clause_starts
from core.language import CJK_CHAR, Matcher, compiled, packs, topic

# Fewer content tokens than this in the addressee clauses: they only point at a preference.
MIN_CLAIM_TOKENS = 3
_TRIM = " \t,;:.!?\u3001\u3002\uff0c\uff1b\uff1a\uff01\uff1f"
_WORD = re.compile(r"[^\W\d_]{3,}")


@compiled
def _addressee() -> Matcher:
    return topic(lambda p: [re.escape(w) for w in p.addressee], flags=re.IGNORECASE)


@compiled
def _as_speaker() -> dict[str, str]:
    return {w.lower(): own for p in packs() for w, own in p.addressee.items()}


def as_user(text: str) -> str:
    """``text`` with every word that addresses the user replaced by the word the user would say
    of themselves ("Your manager likes …" → "my manager likes …"), so the content gates, which
    read memories in the user's own words, read the claim too."""
    own = _as_speaker()
    for pattern in (_addressee().words, _addressee().chars):
        if pattern is not None:
            text = pattern.sub(lambda m: own[m.group().lower()], text)
    return text


@compiled
def _speaker() -> Matcher:
    return topic(lambda p: p.speaker, flags=re.IGNORECASE)


def _clauses(sentence: str) -> list[str]:
    starts = [*clause_starts(sentence), len(sentence)]
    pieces = (sentence[a:b].strip(_TRIM) for a, b in itertools.pairwise(starts))
    return [p for p in pieces if p]


def _tokens(text: str, without: Matcher) -> int:
    """Content tokens of ``text`` once the addressee words are gone: Latin words of three or
    more letters, and Chinese characters counted in pairs."""
    for pattern in (without.words, without.chars):
        if pattern is not None:
            text = pattern.sub(" ", text)
    cjk = sum(1 for ch in text if CJK_CHAR.match(ch))
    return len(_WORD.findall(text)) + cjk // 2


def claim_of(sentence: str) -> str:
    """The clauses of ``sentence`` that can say something about the user (see the module doc)."""
    text = unicodedata.normalize("NFKC", sentence)
    addressee, speaker = _addressee(), _speaker()
    kept = [c for c in _clauses(text) if addressee.search(c) or not speaker.search(c)]
    claim = " ".join(kept)
    if _tokens(claim, addressee) < MIN_CLAIM_TOKENS:
        return text
    return claim
