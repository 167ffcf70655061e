"""Recall for one question: rank, cut to RECALL_TOP_K and the RECALL_MAX_CHARS budget, render.

The strategies that rank are registered in :mod:`core.recall.strategies`. Memory off, reading off,
the sentinel subject or a subject outside SUBJECT_ALLOWLIST: no block and no note. A store failure
yields no memories and a log line, never a failed answer (seed 001 degradation).
"""

from __future__ import annotations

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
from core.recall.block import block_language, render_block, render_note
from core.recall.candidates import Candidate
from core.recall.strategies import STRATEGIES, RankQuery

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
    """The memory block (or note) for ``user_id`` asking ``query``.

    ``strategy`` overrides RECALL_STRATEGY; an unregistered one is :class:`InvalidInput`.
    """
    mem = settings.memory
    chosen = strategy or mem.recall_strategy
    rank = STRATEGIES.get(chosen).rank
    if not (mem.enabled and mem.read_enabled):
        return RecallResult("none", strategy=chosen)
    subject = str(user_id)
    if subject in mem.sentinel_subjects or (
        mem.subject_allowlist and subject not in mem.subject_allowlist
    ):
        return RecallResult("none", strategy=chosen)
    when = now or datetime.now(UTC)
    try:
        ranking = rank(RankQuery(engine, embedder, user_id, query, when, mem))
    except (SQLAlchemyError, psycopg.Error, DatabaseError) as exc:
        emit(RECALL_UNAVAILABLE, logging.WARNING, user_id=subject, error=type(exc).__name__)
        return RecallResult("none", strategy=chosen)
    if not ranking.has_any:
        return RecallResult(
            "note",
            message=render_note(block_language([], query_language), mem.write_enabled),
            strategy=chosen,
        )
    kept, cut = within_budget(ranking.candidates, mem.recall_top_k, mem.recall_max_chars)
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
