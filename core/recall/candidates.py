"""The candidate rows of recall and the two rankings that need the database.

Recall sits on the answer path, so its reads are lean: ONE round trip per question. The statement
runs on the raw driver connection of a pool that does not ping on checkout and whose connections
stay in autocommit (no BEGIN/ROLLBACK, no per-checkout option toggling), prepared on the server (no
parse and plan per call), with the query vector in pgvector's binary format (no text literal to
build and parse).
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import psycopg
from pgvector import Vector
from psycopg.pq import TransactionStatus
from sqlalchemy import Engine

from core.config.settings import MemorySettings
from core.db.driver import vector_ready
from core.db.engine import ReaderConnectionLost, reader_for, retry_on_reader
from core.embeddings.base import EmbeddingSpace

# Only active rows (never superseded, deleted or legacy reflection) are ever candidates.
# date_part, not EXTRACT: EXTRACT returns numeric, whose arithmetic doubled the statement's time.
# Relevance is the cosine calibrated to the embedding model (EmbeddingSpace.relevance, the same
# formula): 1 for the user's memory closest to the question, 0 at rel_band below it. The window
# max runs over the user's active rows (at most MAX_ACTIVE_PER_USER) before the LIMIT.
_RANKED = """
    SELECT id, text, category, importance, "updatedAt", language,
           %(w_rel)s * LEAST(GREATEST(
               1 - (max(cosine) OVER () - cosine) / %(rel_band)s, 0), 1)
         + %(w_rec)s * power(0.5, GREATEST(date_part('epoch', %(now)s::timestamptz - "updatedAt"), 0)
                               / 86400.0 / %(half_life)s)
         + %(w_imp)s * importance AS score{extra}
    FROM (
        SELECT id, text, category, importance, "updatedAt", language{extra},
               COALESCE(1 - (embedding <=> %(q)s), 0) AS cosine
        FROM user_memory
        WHERE "userId" = %(user)s AND status = 'active' AND type <> 'reflection'
    ) AS mine
    ORDER BY score DESC, "updatedAt" DESC, id
    LIMIT %(k)s
    """
# The block needs only what it shows; tags and identity (two JSON/array columns to send and
# parse, a tenth of the statement's time) are read only for the rules ranking of ``hybrid``.
SEMANTIC_SQL = _RANKED.format(extra="")
SEMANTIC_TAGGED_SQL = _RANKED.format(extra=", tags, identity")
ALL_ACTIVE_SQL = """
    SELECT id, text, category, importance, "updatedAt", language, 0.0 AS score, tags, identity
    FROM user_memory
    WHERE "userId" = %(user)s AND status = 'active' AND type <> 'reflection'
    ORDER BY "updatedAt" DESC, id
    """


@dataclass(frozen=True)
class Candidate:
    """One active memory with its score under some ranking: what the memory block shows."""

    id: uuid.UUID
    text: str
    category: str
    importance: float
    updated_at: datetime
    language: str
    score: float


@dataclass(frozen=True)
class TaggedCandidate(Candidate):
    """A candidate with the structured anchors the rules ranking matches (seed 001)."""

    tags: list[str]
    identity: dict[str, Any]


def semantic_params(
    query_vector: list[float],
    now: datetime,
    user_id: uuid.UUID,
    limits: MemorySettings,
    k: int,
    space: EmbeddingSpace,
) -> dict[str, Any]:
    """The parameters of :data:`SEMANTIC_SQL` (seed 000's formula with the configured weights,
    relevance calibrated to ``space``)."""
    return {
        "q": Vector(query_vector),
        "rel_band": space.relevance_band,
        "now": now,
        "user": user_id,
        "w_rel": limits.weight_relevance,
        "w_rec": limits.weight_recency,
        "w_imp": limits.weight_importance,
        "half_life": limits.recency_half_life_days,
        "k": k,
    }


def read(engine: Engine, statement: str, params: dict[str, Any]) -> list[tuple[Any, ...]]:
    """Run one read-only recall statement and return its rows (see the module docstring).

    The reader pool does not ping on checkout; a connection that died while idle (a server
    restart) is dropped and the statement runs once more on a fresh pool.
    """
    return retry_on_reader(engine, lambda: _read_once(engine, statement, params))


def _read_once(engine: Engine, statement: str, params: dict[str, Any]) -> list[tuple[Any, ...]]:
    pooled = reader_for(engine).raw_connection()
    try:
        driver = vector_ready(pooled)
        return driver.execute(statement, params, prepare=True).fetchall()
    except psycopg.OperationalError:
        if not getattr(pooled.driver_connection, "broken", True):
            raise
        pooled.invalidate()
        raise ReaderConnectionLost("the database connection was closed; try again") from None
    finally:
        # The pool does not reset on return (autocommit leaves nothing to roll back); a connection
        # left mid-statement by an interruption must not be handed out again.
        if pooled.is_valid:
            driver_now = pooled.driver_connection
            if driver_now is None or driver_now.info.transaction_status != TransactionStatus.IDLE:
                pooled.invalidate()
        pooled.close()


def _candidates(rows: list[tuple[Any, ...]]) -> list[Candidate]:
    return [Candidate(r[0], r[1], r[2] or "", float(r[3]), r[4], r[5], float(r[6])) for r in rows]


def _tagged(rows: list[tuple[Any, ...]]) -> list[TaggedCandidate]:
    return [
        TaggedCandidate(
            r[0],
            r[1],
            r[2] or "",
            float(r[3]),
            r[4],
            r[5],
            float(r[6]),
            list(r[7] or []),
            dict(r[8] or {}),
        )
        for r in rows
    ]


def semantic(
    engine: Engine,
    user_id: uuid.UUID,
    query_vector: list[float],
    now: datetime,
    limits: MemorySettings,
    k: int,
    space: EmbeddingSpace,
) -> list[Candidate]:
    """Seed 000's ranking, computed in ONE SQL query with pgvector."""
    params = semantic_params(query_vector, now, user_id, limits, k, space)
    return _candidates(read(engine, SEMANTIC_SQL, params))


def semantic_tagged(
    engine: Engine,
    user_id: uuid.UUID,
    query_vector: list[float],
    now: datetime,
    limits: MemorySettings,
    k: int,
    space: EmbeddingSpace,
) -> list[TaggedCandidate]:
    """:func:`semantic` with each candidate's tags and identity, for a rules ranking on top."""
    params = semantic_params(query_vector, now, user_id, limits, k, space)
    return _tagged(read(engine, SEMANTIC_TAGGED_SQL, params))


def all_active(engine: Engine, user_id: uuid.UUID) -> list[TaggedCandidate]:
    """Every active memory of the user (≤ MAX_ACTIVE_PER_USER), for the rules ranking."""
    return _tagged(read(engine, ALL_ACTIVE_SQL, {"user": user_id}))
