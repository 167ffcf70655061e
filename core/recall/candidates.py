"""The candidate rows of recall and the two rankings that need the database."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Engine, text

from core.config.settings import MemorySettings

# Only active rows (never superseded, deleted or legacy reflection) are ever candidates.
_SEMANTIC = text(
    """
    SELECT id, text, category, tags, identity, importance, "updatedAt", language,
           :w_rel * COALESCE(1 - (embedding <=> CAST(:q AS vector)), 0)
         + :w_rec * power(0.5, GREATEST(EXTRACT(EPOCH FROM (CAST(:now AS timestamptz) - "updatedAt")), 0)
                               / 86400.0 / :half_life)
         + :w_imp * importance AS score
    FROM user_memory
    WHERE "userId" = :user AND status = 'active' AND type <> 'reflection'
    ORDER BY score DESC, "updatedAt" DESC, id
    LIMIT :k
    """
)
_ALL_ACTIVE = text(
    """
    SELECT id, text, category, tags, identity, importance, "updatedAt", language, 0.0 AS score
    FROM user_memory
    WHERE "userId" = :user AND status = 'active' AND type <> 'reflection'
    ORDER BY "updatedAt" DESC, id
    """
)


@dataclass(frozen=True)
class Candidate:
    """One active memory with its score under some ranking."""

    id: uuid.UUID
    text: str
    category: str
    tags: list[str]
    identity: dict[str, Any]
    importance: float
    updated_at: datetime
    language: str
    score: float


def _rows(result: Any) -> list[Candidate]:
    return [
        Candidate(
            r[0],
            r[1],
            r[2] or "",
            list(r[3] or []),
            dict(r[4] or {}),
            float(r[5]),
            r[6],
            r[7],
            float(r[8]),
        )
        for r in result
    ]


def semantic(
    engine: Engine,
    user_id: uuid.UUID,
    query_vector: list[float],
    now: datetime,
    limits: MemorySettings,
    k: int,
) -> list[Candidate]:
    """Seed 000's ranking, computed in ONE SQL query with pgvector."""
    # One statement, read only: autocommit spares the BEGIN and ROLLBACK round trips.
    with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
        result = conn.execute(
            _SEMANTIC,
            {
                "q": "[" + ",".join(f"{v:.7g}" for v in query_vector) + "]",
                "now": now,
                "user": user_id,
                "w_rel": limits.weight_relevance,
                "w_rec": limits.weight_recency,
                "w_imp": limits.weight_importance,
                "half_life": limits.recency_half_life_days,
                "k": k,
            },
        )
        return _rows(result)


def all_active(engine: Engine, user_id: uuid.UUID) -> list[Candidate]:
    """Every active memory of the user (≤ MAX_ACTIVE_PER_USER), for the rules ranking."""
    # One statement, read only: autocommit spares the BEGIN and ROLLBACK round trips.
    with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
        return _rows(conn.execute(_ALL_ACTIVE, {"user": user_id}))
