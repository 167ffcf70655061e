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
from core.language import CJK, CJK_CHAR, Matcher, across_scripts, compiled, packs, topic

# Fewer content tokens than this in the addressee clauses: they only point at a preference.
MIN_CLAIM_TOKENS = 3
# ... and fewer than this once function words and verbs of wanting and saying are gone too.
MIN_ADDRESSED_TOKENS = 2
_TRIM = " \t,;:.!?\u3001\u3002\uff0c\uff1b\uff1a\uff01\uff1f"
# A word of a word script (Chinese characters are counted in pairs instead).
_WORD = re.compile(rf"(?:(?![{CJK}])[^\W\d_]){{3,}}")


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


@compiled
def _pointing() -> Matcher:
    """The words of a clause that only points at a preference ("as you asked", "sesuai yang Anda
    minta", "按你的要求"): the addressee, function words, and verbs of wanting and saying."""
    return topic(
        lambda p: [
            re.escape(w)
            for w in (
                *p.addressee,
                *p.function_words,
                *p.desire_verbs,
                *p.wish_words,
                *p.speech_verbs,
            )
        ],
        flags=re.IGNORECASE,
    )


@compiled
def _appositive() -> re.Pattern[str]:
    """A clause opening that describes the person addressed (the packs' ``appositives``)."""
    pattern = across_scripts(lambda p: p.appositives, after_words=r"\s")
    return pattern if pattern is not None else re.compile(r"(?!)")


def _spans(sentence: str, *, conjunctions: bool = True) -> list[tuple[int, int]]:
    """(start, end) of each clause of ``sentence``, the end before its closing punctuation."""
    starts = [*clause_starts(sentence, conjunctions=conjunctions), len(sentence)]
    spans = []
    for a, b in itertools.pairwise(starts):
        piece = sentence[a:b]
        lead = len(piece) - len(piece.lstrip(_TRIM))
        trail = len(piece.rstrip(_TRIM))
        if trail > lead:
            spans.append((a + lead, a + trail))
    return spans


def _join(sentence: str, spans: list[tuple[int, int]], kept: list[int]) -> str:
    """The clauses ``kept`` (indices into ``spans``) as one text: two that stood side by side keep
    what stood between them ("Ruby and Lua", "…, berikut …"); others are joined by "; ", so each
    stays a clause of its own for the checks that read them one by one."""
    out = ""
    for n, i in enumerate(kept):
        if n:
            out += sentence[spans[i - 1][1] : spans[i][0]] if kept[n - 1] == i - 1 else "; "
        out += sentence[spans[i][0] : spans[i][1]]
    return out


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
    spans = _spans(text)
    kept = [
        i
        for i, (a, b) in enumerate(spans)
        if addressee.search(text[a:b]) or not speaker.search(text[a:b])
    ]
    claim = _join(text, spans, kept)
    if _tokens(claim, addressee) < MIN_CLAIM_TOKENS:
        return text
    return claim


def addressed(text: str) -> str:
    """The clauses of ``text`` that address the user ("…, since you cycle to work") or describe
    them ("As a pilot, …"), or all of ``text`` when none does or they only point at a preference
    ("As you asked, …"): a number in a clause that speaks of no one ("Here are four routes, …")
    is the answer's own content, not a detail of the user."""
    addressee, appositive = _addressee(), _appositive()
    text = unicodedata.normalize("NFKC", text)
    spans = _spans(text, conjunctions=False)
    starts = [0, *(a for a, _ in spans)]
    kept = "; ".join(
        text[a:b]
        for (a, b), before in zip(spans, starts, strict=False)
        # The opening word may stand as a clause of its own ("As" is a subordinator too).
        if addressee.search(text[a:b])
        or appositive.match(text[a:b])
        or appositive.match(text[before:b])
    )
    # "As you asked, …": a pointer at a preference, which the other clauses then state.
    return kept if _tokens(kept, _pointing()) >= MIN_ADDRESSED_TOKENS else text
