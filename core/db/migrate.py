"""Apply and inspect the Alembic migrations of ``core/db/migrations`` (SPEC §4).

Migrations run on a dedicated, unpooled connection that holds a session advisory lock, so two
processes starting together never migrate at once, and the lock leaves with the connection.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, Engine, create_engine, text
from sqlalchemy.pool import NullPool

from core.db import advisory_locks
from core.errors import SchemaOutOfDate, StartupRefused

MIGRATIONS_DIR = Path(__file__).with_name("migrations")
MIGRATION_LOCK_KEY = advisory_locks.MIGRATION


@dataclass(frozen=True)
class SchemaStatus:
    """Where the database stands relative to this code's migrations."""

    current: str | None
    head: str
    embedding_type: str | None

    @property
    def up_to_date(self) -> bool:
        """True when the database is at the newest migration."""
        return self.current == self.head


def _config(connection: Connection, embedding_dimensions: int) -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS_DIR))
    cfg.attributes["connection"] = connection
    cfg.attributes["embedding_dimensions"] = embedding_dimensions
    return cfg


def head_revision() -> str:
    """The newest migration this code knows."""
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS_DIR))
    head = ScriptDirectory.from_config(cfg).get_current_head()
    assert head is not None
    return head


def _locked_run(engine: Engine, action: str, revision: str, dims: int) -> None:
    private = create_engine(engine.url, poolclass=NullPool)
    try:
        with private.connect() as conn:
            conn.execute(text("SELECT pg_advisory_lock(:k)"), {"k": MIGRATION_LOCK_KEY})
            conn.commit()
            try:
                cfg = _config(conn, dims)
                if action == "upgrade":
                    command.upgrade(cfg, revision)
                else:
                    command.downgrade(cfg, revision)
                conn.commit()
            finally:
                conn.execute(text("SELECT pg_advisory_unlock(:k)"), {"k": MIGRATION_LOCK_KEY})
                conn.commit()
    finally:
        private.dispose()


def upgrade(engine: Engine, embedding_dimensions: int, revision: str = "head") -> None:
    """Upgrade the schema (idempotent); the vector dimension is fixed on the first upgrade."""
    _locked_run(engine, "upgrade", revision, embedding_dimensions)


def downgrade(engine: Engine, revision: str = "base") -> None:
    """Downgrade the schema (drops data; used by tests and by operators on purpose)."""
    _locked_run(engine, "downgrade", revision, 0)


def schema_status(engine: Engine) -> SchemaStatus:
    """Current revision, head revision and the vector column's type, read from the database."""
    with engine.connect() as conn:
        current = MigrationContext.configure(conn).get_current_revision()
        embedding_type = conn.execute(
            text(
                "SELECT format_type(atttypid, atttypmod) FROM pg_attribute "
                "WHERE attrelid = to_regclass('user_memory') AND attname = 'embedding'"
            )
        ).scalar()
    return SchemaStatus(current=current, head=head_revision(), embedding_type=embedding_type)


def ensure_current(engine: Engine, embedding_dimensions: int) -> SchemaStatus:
    """Refuse to run on an old schema or a vector column of another dimension (SPEC §3.3 rule 4)."""
    status = schema_status(engine)
    if not status.up_to_date:
        raise SchemaOutOfDate(
            f"the database schema is at {status.current or 'nothing'} but this code needs "
            f"{status.head} — run `ingat db upgrade`"
        )
    expected = f"vector({embedding_dimensions})"
    if status.embedding_type != expected:
        raise StartupRefused(
            f"refusing to start: user_memory.embedding is {status.embedding_type} but "
            f"ACEH_RAG_EMBEDDING__DIMENSIONS={embedding_dimensions} — set it to the column's "
            "dimension, or use a new database for the new embedder"
        )
    return status
