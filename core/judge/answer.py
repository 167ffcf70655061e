"""Judge a whole answer: find the sentences that restate a memory, judge each alone, apply.

Supported → a claim-map entry ``{"sentence": i, "kind": "memory", "memoryId": …}`` (never a
citation). Rejected → the sentence is not shown.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from core.embeddings.hashing import HashingEmbedder
from core.judge.judges import Judge, Note
from core.language import Matcher, compiled, has_cjk, split_sentences, topic


@compiled
def _about_user() -> Matcher:
    """Phrases that address the user's own profile ("you prefer", "kamu suka", "你喜欢" …)."""
    return topic(lambda p: p.about_user, flags=re.IGNORECASE)


@dataclass
class JudgedAnswer:
    """The answer as shown, its claim map, and which sentences were removed."""

    shown: str
    claim_map: list[dict[str, Any]] = field(default_factory=list)
    rejected: list[int] = field(default_factory=list)
    checked: list[int] = field(default_factory=list)


def restates_memory(
    sentence: str, notes: list[Note], embedder: HashingEmbedder, threshold: float
) -> bool:
    """True when the sentence talks about the user's profile or is close to a note."""
    if _about_user().search(unicodedata.normalize("NFKC", sentence)):
        return True
    vectors = embedder.embed([sentence] + [n.text for n in notes])
    return any(
        sum(a * b for a, b in zip(vectors[0], v, strict=True)) >= threshold for v in vectors[1:]
    )


def judge_answer(
    answer: str, notes: list[Note], judge: Judge, threshold: float = 0.35
) -> JudgedAnswer:
    """Check every sentence that restates a memory with one judge call each."""
    sentences = split_sentences(answer)
    embedder = HashingEmbedder(384)
    result = JudgedAnswer(shown="")
    kept: list[str] = []
    for index, sentence in enumerate(sentences):
        if not restates_memory(sentence, notes, embedder, threshold):
            kept.append(sentence)
            continue
        result.checked.append(index)
        verdict = judge.judge(sentence, list(notes))
        if verdict.supported and verdict.memory_id is not None:
            result.claim_map.append(
                {"sentence": index, "kind": "memory", "memoryId": verdict.memory_id}
            )
            kept.append(sentence)
        else:
            result.rejected.append(index)
    result.shown = ("" if has_cjk(answer) else " ").join(kept)
    return result
