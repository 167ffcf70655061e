"""The embedding space a database's vectors were made in, recorded once and checked at start.

Every process opens the database through :func:`core.bootstrap.open_database`, which calls
:func:`ensure`: the first process records its configured space; a later process configured for
another space, or started while ``ingat db reembed`` is half done, refuses with one line naming the
fix. Vectors of two models never mix silently.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Engine, text

from core.db.engine import session_scope
from core.db.models import EmbeddingRecord
from core.embeddings.base import EmbeddingSpace
from core.errors import StartupRefused

_RECORD_IF_NEW = text(
    """
    INSERT INTO embedding_space (id, provider, model, dimensions, relevance_band)
    SELECT 1, :provider, :model, :dimensions, :band
    WHERE NOT EXISTS (SELECT 1 FROM user_memory WHERE embedding IS NOT NULL)
    ON CONFLICT (id) DO NOTHING
    """
)


@dataclass(frozen=True)
class Recorded:
    """The database's space, and the space a re-embedding is moving it to (if one is under way)."""

    space: EmbeddingSpace
    target: EmbeddingSpace | None
    moved: int


def space_params(space: EmbeddingSpace) -> dict[str, object]:
    """The bind parameters of a space's record columns."""
    return {
        "provider": space.provider,
        "model": space.model,
        "dimensions": space.dimensions,
        "band": space.relevance_band,
    }


def read(engine: Engine) -> Recorded | None:
    """The recorded space (``None`` when nothing is recorded yet)."""
    with session_scope(engine) as session:
        row = session.get(EmbeddingRecord, 1)
        if row is None:
            return None
        space = EmbeddingSpace(row.provider, row.model, row.dimensions, row.relevance_band)
        target = None
        if row.target_provider is not None:
            target = EmbeddingSpace(
                row.target_provider,
                row.target_model or "",
                row.dimensions,
                row.target_relevance_band or 1.0,
            )
        return Recorded(space, target, row.reembed_done)


def record_if_new(engine: Engine, space: EmbeddingSpace) -> None:
    """Record ``space`` unless a space is recorded or the database already holds vectors."""
    with engine.begin() as conn:
        conn.execute(_RECORD_IF_NEW, space_params(space))


def ensure(engine: Engine, space: EmbeddingSpace) -> Recorded:
    """Record ``space`` on a database without vectors; refuse when the database's differs.

    Raises :class:`StartupRefused` with one line naming the fix.
    """
    record_if_new(engine, space)
    recorded = read(engine)
    if recorded is None:
        raise StartupRefused(
            "refusing to start: this database holds memory vectors made before their embedding "
            f"model was recorded — run `ingat db reembed` to re-embed them with {space.describe()}"
        )
    if recorded.target is not None:
        raise StartupRefused(
            "refusing to start: a re-embedding to "
            f"{recorded.target.describe()} stopped after {recorded.moved} memories — run "
            "`ingat db reembed` with that embedder configured to finish it"
        )
    if not recorded.space.same_vectors(space):
        raise StartupRefused(
            f"refusing to start: this database's memories were embedded with "
            f"{recorded.space.describe()} but the configured embedder is {space.describe()} — set "
            f"ACEH_RAG_EMBEDDING__PROVIDER={recorded.space.provider} (and MODEL), or run "
            "`ingat db reembed` to move the database to the configured embedder"
        )
    return recorded
