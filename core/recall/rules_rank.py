"""Seed 001's rule-based recall score (no vectors): structured anchors matched against the query.

tag hit 3 each; identity 2 (whole subject or facet in the query) or 1 (a phrase of it); whole text
in the query 2; a CJK 2–4 character phrase of the text 1–2 by category; ASCII token 1.5 per hit.
Minimum 1.5. project_context, risk_preference and stable_user_context need lexical overlap > 0
(stable_user_context may also match by identity phrase, for "what is my job?" self-queries).
"""

from __future__ import annotations

import dataclasses
import re
import unicodedata

from core.language import CJK_RUN, compiled, union
from core.recall.candidates import TaggedCandidate

MIN_SCORE = 1.5
CONTROLLED = frozenset({"project_context", "risk_preference"})
_ASCII = re.compile(r"[a-z0-9][a-z0-9+#.\-]{2,}")
_PHRASE_WEIGHT = {
    "communication_preference": 2.0,
    "workflow_preference": 2.0,
    "standing_instruction": 2.0,
    "recurring_constraint": 2.0,
}


def _norm(text: str) -> str:
    return unicodedata.normalize("NFKC", text).lower()


@compiled
def _stop_words() -> frozenset[str]:
    return union(lambda p: p.recall_stop_words)


def _tokens(text: str) -> set[str]:
    stop = _stop_words()
    return {t.strip(".-") for t in _ASCII.findall(_norm(text)) if t.strip(".-") not in stop}


def _cjk_phrases(text: str) -> set[str]:
    phrases: set[str] = set()
    for run in CJK_RUN.findall(_norm(text)):
        for n in (2, 3, 4):
            phrases |= {run[i : i + n] for i in range(len(run) - n + 1)}
    return phrases


def score(memory: TaggedCandidate, query: str) -> float:
    """The rule score of one memory for a query (0 when it must not be injected)."""
    q = _norm(query)
    q_tokens = _tokens(query)
    q_phrases = _cjk_phrases(query)
    tag_score = 3.0 * sum(1 for tag in memory.tags if tag.strip() and _norm(tag.strip()) in q)
    identity_score = 0.0
    for part in (memory.identity.get("subject"), memory.identity.get("facet")):
        if not isinstance(part, str) or not part.strip():
            continue
        p = _norm(part.strip())
        if p in q:
            identity_score = max(identity_score, 2.0)
        elif (_tokens(p) & q_tokens) or (_cjk_phrases(p) & q_phrases):
            identity_score = max(identity_score, 1.0)
    text = _norm(memory.text).strip(" .。!！?？")
    whole = 2.0 if text and text in q else 0.0
    phrase = (
        _PHRASE_WEIGHT.get(memory.category, 1.0) if _cjk_phrases(memory.text) & q_phrases else 0.0
    )
    ascii_hits = 1.5 * len(_tokens(memory.text) & q_tokens)
    lexical = whole + phrase + ascii_hits
    if memory.category in CONTROLLED and lexical == 0:
        return 0.0
    if memory.category == "stable_user_context" and lexical == 0 and identity_score == 0:
        return 0.0
    total = tag_score + identity_score + lexical
    return total if total >= MIN_SCORE else 0.0


def rank(candidates: list[TaggedCandidate], query: str) -> list[TaggedCandidate]:
    """Candidates with a positive rule score, best first (ties: most recently updated)."""
    scored = [(score(c, query), c) for c in candidates]
    kept = [(s, c) for s, c in scored if s > 0]
    kept.sort(key=lambda sc: (-sc[0], -sc[1].updated_at.timestamp(), str(sc[1].id)))
    return [dataclasses.replace(c, score=s) for s, c in kept]
