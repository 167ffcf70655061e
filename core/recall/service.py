"""Recall for one question: rank, cut to RECALL_TOP_K and the RECALL_MAX_CHARS budget, render.

``semantic`` (seed 000) is one SQL query with pgvector; ``rules`` (seed 001) scores structured
anchors; ``hybrid`` fuses both by reciprocal rank over one query's rows. Memory off, reading off,
the sentinel subject or a subject outside SUBJECT_ALLOWLIST: no block and no note. A store failure
yields no memories and a log line, never a failed answer (seed 001 degradation).
"""

from __future__ import annotations

import dataclasses
import logging
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Literal

import psycopg
from sqlalchemy import Engine
from sqlalchemy.exc import SQLAlchemyError

from core.config.settings import Settings
from core.embeddings.base import Embedder
from core.errors import DatabaseError
from core.logging_fields import emit
from core.recall import rules_rank
from core.recall.block import block_language, render_block, render_note
from core.recall.candidates import Candidate, all_active, semantic, semantic_tagged

RRF_K = 60
RECALL_UNAVAILABLE = "memory recall unavailable"


@dataclass
class RecallResult:
    """What one question gets: the memories used and the one system message (if any)."""

    kind: Literal["block", "note", "none"]
    memories: list[Candidate] = field(default_factory=list)
    message: str | None = None
    strategy: str = ""
    over_budget: int = 0

    @property
    def memory_ids(self) -> list[uuid.UUID]:
        """Ids of the memories in the block, in rank order."""
        return [m.id for m in self.memories]


def fuse(
    semantic_ranked: Sequence[Candidate], rules_ranked: Sequence[Candidate]
) -> list[Candidate]:
    """Reciprocal rank fusion of the two rankings (ties: semantic order)."""
    scores: dict[uuid.UUID, float] = {}
    by_id: dict[uuid.UUID, Candidate] = {}
    for ranking in (semantic_ranked, rules_ranked):
        for rank, cand in enumerate(ranking, start=1):
            scores[cand.id] = scores.get(cand.id, 0.0) + 1.0 / (RRF_K + rank)
            by_id.setdefault(cand.id, cand)
    order = {c.id: i for i, c in enumerate(semantic_ranked)}
    ids = sorted(scores, key=lambda i: (-scores[i], order.get(i, len(order))))
    return [dataclasses.replace(by_id[i], score=scores[i]) for i in ids]


def within_budget(
    ranked: Sequence[Candidate], top_k: int, max_chars: int
) -> tuple[list[Candidate], int]:
    """The top-k prefix whose rendered lines fit the budget, and how many were cut by it."""
    kept: list[Candidate] = []
    used = 0
    for cand in ranked[:top_k]:
        line = len(f"- ({cand.category}) {cand.text}") + 1
        if used + line > max_chars:
            break
        kept.append(cand)
        used += line
    return kept, min(len(ranked), top_k) - len(kept)


def recall(
    engine: Engine,
    settings: Settings,
    embedder: Embedder,
    user_id: uuid.UUID,
    query: str,
    *,
    now: datetime | None = None,
    query_language: str | None = None,
    strategy: str | None = None,
) -> RecallResult:
    """The memory block (or note) for ``user_id`` asking ``query``."""
    mem = settings.memory
    chosen = strategy or mem.recall_strategy
    if not (mem.enabled and mem.read_enabled):
        return RecallResult("none", strategy=chosen)
    subject = str(user_id)
    if subject in mem.sentinel_subjects or (
        mem.subject_allowlist and subject not in mem.subject_allowlist
    ):
        return RecallResult("none", strategy=chosen)
    when = now or datetime.now(UTC)
    ranked: Sequence[Candidate]
    try:
        if chosen == "semantic":
            vector = embedder.embed([query])[0]
            ranked = semantic(engine, user_id, vector, when, mem, k=mem.recall_top_k)
            has_any = bool(ranked)
        elif chosen == "rules":
            rows = all_active(engine, user_id)
            has_any = bool(rows)
            ranked = rules_rank.rank(rows, query)
        else:
            vector = embedder.embed([query])[0]
            tagged = semantic_tagged(
                engine, user_id, vector, when, mem, k=max(mem.max_active_per_user, 50)
            )
            has_any = bool(tagged)
            ranked = fuse(tagged, rules_rank.rank(tagged, query))
    except (SQLAlchemyError, psycopg.Error, DatabaseError) as exc:
        emit(RECALL_UNAVAILABLE, logging.WARNING, user_id=subject, error=type(exc).__name__)
        return RecallResult("none", strategy=chosen)
    if not has_any:
        return RecallResult(
            "note",
            message=render_note(block_language([], query_language), mem.write_enabled),
            strategy=chosen,
        )
    kept, cut = within_budget(ranked, mem.recall_top_k, mem.recall_max_chars)
    if not kept:
        return RecallResult("none", strategy=chosen, over_budget=cut)
    language = block_language(kept, query_language)
    return RecallResult(
        "block",
        memories=kept,
        message=render_block(kept, language, mem.write_enabled),
        strategy=chosen,
        over_budget=cut,
    )
