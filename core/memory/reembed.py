"""Move a database's memory vectors to another embedding model (``ingat db reembed``).

Rows are taken in id order, a batch at a time; each batch's new vectors and the cursor (the last
id moved, kept in the ``embedding_space`` row) commit in one transaction, so a run that is killed
resumes after the last committed batch and never embeds a row twice. While a move is under way
every other process refuses to start (:mod:`core.db.embedding_record`): vectors of two models are
never ranked together. Stop the API and the sweepers before moving; ``updatedAt`` is not touched
(re-embedding changes no memory, so recency stays).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

from pgvector import Vector
from sqlalchemy import Engine, create_engine, text
from sqlalchemy.pool import NullPool

from core.db import advisory_locks, embedding_record
from core.db.driver import driver_connection
from core.db.migrate import schema_status
from core.embeddings.base import Embedder, EmbeddingSpace
from core.errors import ConfigError

log = logging.getLogger(__name__)

# Its own key: it once shared the unscoped sweeper's, so a running sweeper read as "another run".
REEMBED_LOCK_KEY = advisory_locks.REEMBED
DEFAULT_BATCH = 128

_START = text(
    """
    INSERT INTO embedding_space (id, provider, model, dimensions, relevance_band,
                                 target_provider, target_model, target_relevance_band,
                                 reembed_after, reembed_done)
    VALUES (1, 'unrecorded', '', :dimensions, 1, :provider, :model, :band, NULL, 0)
    ON CONFLICT (id) DO UPDATE SET
        target_provider = :provider, target_model = :model,
        target_relevance_band = :band,
        reembed_after = NULL, reembed_done = 0
    """
)
_BATCH = text(
    """
    SELECT id, text FROM user_memory
    WHERE embedding IS NOT NULL AND (CAST(:after AS uuid) IS NULL OR id > CAST(:after AS uuid))
    ORDER BY id LIMIT :n
    """
)
_SET_VECTOR = "UPDATE user_memory SET embedding = %s WHERE id = %s"
_ADVANCE = text(
    "UPDATE embedding_space SET reembed_after = :after, reembed_done = reembed_done + :n "
    "WHERE id = 1"
)
_FINISH = text(
    """
    UPDATE embedding_space SET
        provider = target_provider, model = target_model,
        relevance_band = target_relevance_band,
        recorded_at = now(), target_provider = NULL, target_model = NULL,
        target_relevance_band = NULL,
        reembed_after = NULL, reembed_done = 0
    WHERE id = 1
    """
)


@dataclass(frozen=True)
class ReembedResult:
    """What a run did: rows moved by this run, rows moved in all, and the space now recorded."""

    moved_now: int
    total: int
    space: EmbeddingSpace
    already: bool = False


def reembed(
    engine: Engine,
    embedder: Embedder,
    *,
    batch_size: int = DEFAULT_BATCH,
    on_progress: Callable[[int, int], None] | None = None,
) -> ReembedResult:
    """Re-embed every stored memory vector with ``embedder`` (resumable; see the module doc).

    ``on_progress(done, total)`` is called after each committed batch. Raises
    :class:`ConfigError` when another run holds the lock, when a move to another space is half
    done, or when the embedder's dimension differs from the vector column's.
    """
    if batch_size < 1:
        raise ConfigError("the batch size must be at least 1")
    target = embedder.space
    column = schema_status(engine).embedding_type
    if column != f"vector({target.dimensions})":
        raise ConfigError(
            f"user_memory.embedding is {column} but {target.describe()} makes "
            f"{target.dimensions}-dimensional vectors — moving to another dimension needs a new "
            "database (ACEH_RAG_EMBEDDING__DIMENSIONS is fixed by the first migration)"
        )
    lock_engine = create_engine(engine.url, poolclass=NullPool)
    try:
        with lock_engine.connect() as lock:
            got = lock.execute(text("SELECT pg_try_advisory_lock(:k)"), {"k": REEMBED_LOCK_KEY})
            if not got.scalar():
                raise ConfigError(
                    "another `ingat db reembed` is running on this database; wait for it"
                )
            try:
                return _locked(engine, embedder, target, batch_size, on_progress)
            finally:
                lock.execute(text("SELECT pg_advisory_unlock(:k)"), {"k": REEMBED_LOCK_KEY})
                lock.commit()
    finally:
        lock_engine.dispose()


def _locked(
    engine: Engine,
    embedder: Embedder,
    target: EmbeddingSpace,
    batch_size: int,
    on_progress: Callable[[int, int], None] | None,
) -> ReembedResult:
    recorded = embedding_record.read(engine)
    if recorded is not None and recorded.target is None and recorded.space.same_vectors(target):
        return ReembedResult(0, 0, recorded.space, already=True)
    if recorded is not None and recorded.target is not None:
        if not recorded.target.same_vectors(target):
            raise ConfigError(
                f"a re-embedding to {recorded.target.describe()} is half done — configure that "
                "embedder and run `ingat db reembed` again to finish it first"
            )
    else:
        with engine.begin() as conn:
            conn.execute(_START, embedding_record.space_params(target))
    with engine.connect() as conn:
        row = conn.execute(
            text("SELECT reembed_after, reembed_done FROM embedding_space WHERE id = 1")
        ).one()
        after, done = row[0], int(row[1])
        remaining = conn.execute(
            text(
                "SELECT count(*) FROM user_memory WHERE embedding IS NOT NULL "
                "AND (CAST(:after AS uuid) IS NULL OR id > CAST(:after AS uuid))"
            ),
            {"after": after},
        ).scalar_one()
    total = done + int(remaining)
    moved_now = 0
    if on_progress:
        on_progress(done, total)
    while True:
        with engine.connect() as conn:
            rows = conn.execute(_BATCH, {"after": after, "n": batch_size}).all()
        if not rows:
            break
        vectors = embedder.embed([r[1] for r in rows])
        with engine.begin() as conn:
            with driver_connection(conn).cursor() as cursor:
                cursor.executemany(
                    _SET_VECTOR,
                    [(Vector(v), r[0]) for r, v in zip(rows, vectors, strict=True)],
                )
            after = rows[-1][0]
            conn.execute(_ADVANCE, {"after": after, "n": len(rows)})
        moved_now += len(rows)
        done += len(rows)
        if on_progress:
            on_progress(done, total)
    with engine.begin() as conn:
        conn.execute(_FINISH)
    log.info("memory vectors re-embedded", extra={"ingat": {"moved": moved_now, "total": done}})
    return ReembedResult(moved_now, done, target)
