"""Start-up of any ingat process: refuse unsafe settings, reach the database, check the schema.

Front ends call these once at start; they never build engines or run migrations themselves.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Engine, func, select

from core.audit import hmac_key
from core.config.settings import Settings
from core.config.startup import check_startup
from core.db import embedding_record, migrate
from core.db.engine import check_connection, get_engine, session_scope
from core.db.models import Conversation
from core.demo.seed import DemoSummary, seed_demo
from core.embeddings.providers import build_embedder, space_of


def open_database(
    settings: Settings, *, upgrade: bool = False, check_embedding: bool = True
) -> Engine:
    """The engine of a reachable database whose schema is current (upgraded first if asked).

    Raises a :class:`core.errors.IngatError` naming the fix when the settings are refused, the
    database is unreachable, the schema is old, the vector dimension differs (SPEC §3.3), or the
    database's vectors were made by another embedding model than the configured one (not checked
    with ``check_embedding=False``: the commands that inspect or move the vectors).
    """
    check_startup(settings)
    engine = get_engine(settings)
    check_connection(engine)
    if upgrade:
        migrate.upgrade(engine, settings.embedding.dimensions)
    migrate.ensure_current(engine, settings.embedding.dimensions)
    if check_embedding:
        embedding_record.ensure(engine, space_of(settings.embedding))
    return engine


def uses_embedded(settings: Settings) -> bool:
    """True when no database URL is configured (the embedded server is used)."""
    return settings.database_url is None or not settings.database_url.get_secret_value()


def seed(engine: Engine, settings: Settings, anchor: datetime | None = None) -> DemoSummary:
    """Write the demo data (no-op when it is already there)."""
    embedder = build_embedder(settings.embedding, settings.llm)
    return seed_demo(engine, hmac_key(settings), embedder, anchor=anchor)


def is_empty(engine: Engine) -> bool:
    """True when the database holds no conversation at all (a fresh install)."""
    with session_scope(engine) as session:
        return session.execute(select(func.count()).select_from(Conversation)).scalar_one() == 0
