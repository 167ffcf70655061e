"""Builders of real memories through core's store, shared by the test tree."""

from __future__ import annotations

import uuid
from datetime import datetime

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from core.db.engine import session_scope
from core.db.models import FACT_CATEGORIES, MemoryCategory
from core.embeddings.hashing import HashingEmbedder
from core.memory.schemas import AddOperation, Identity, MemoryDraft
from core.memory.store import MemoryWriter

EMBEDDER = HashingEmbedder(384)
KEY = b"test-audit-hmac-key"


def writer(session: Session, user: uuid.UUID, *, now: datetime | None = None) -> MemoryWriter:
    """A store writer for ``user`` outside any conversation."""
    return MemoryWriter(
        session,
        user_id=user,
        conversation_id=None,
        embedder=EMBEDDER,
        hmac_key=KEY,
        extractor_version="test",
        now=now,
    )


def remember(
    engine: Engine,
    user: uuid.UUID,
    text: str,
    *,
    category: str = "communication_preference",
    subject: str | None = None,
    tags: list[str] | None = None,
    importance: float = 0.5,
    language: str = "en",
    now: datetime | None = None,
) -> uuid.UUID:
    """Add one active memory (facts get no polarity, preferences 'prefer'); returns its id."""
    cat = MemoryCategory(category)
    polarity = None if cat in FACT_CATEGORIES else "prefer"
    draft = MemoryDraft(
        category=cat,
        text=text,
        language=language,
        tags=tags or [],
        importance=importance,
        identity=Identity(subject=subject or text[:20], polarity=polarity),
    )
    with session_scope(engine) as s:
        return writer(s, user, now=now).apply([AddOperation(memory=draft)]).added[0]


def memory_checksum(engine: Engine) -> str:
    """Row count and an md5 over every column of every ``user_memory`` row: equal means untouched."""
    from sqlalchemy import text

    with engine.connect() as conn:
        return str(
            conn.execute(
                text(
                    "SELECT count(*)::text || ':' || "
                    "coalesce(md5(string_agg(t::text, '|' ORDER BY t.id)), '') FROM user_memory t"
                )
            ).scalar_one()
        )


# The production tables the write path writes (the side schemas' copies are their namesakes).
WRITE_PATH_TABLES = ("user_memory", "ai_engine_audit_log", "conversations", "messages")


def production_checksum(engine: Engine) -> dict[str, str]:
    """Per production table the write path writes: row count and an md5 over every column of
    every row, in the connection's own (production) schema."""
    from sqlalchemy import text

    sums = {}
    with engine.connect() as conn:
        for table in WRITE_PATH_TABLES:
            sums[table] = str(
                conn.execute(
                    text(
                        "SELECT count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' "
                        f"ORDER BY t::text)), '') FROM {table} t"
                    )
                ).scalar_one()
            )
    return sums
