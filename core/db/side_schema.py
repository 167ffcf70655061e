"""Side schemas: the write path's own tables, apart from production's (shadow runs, Playground).

The write path (:class:`core.consolidation.consolidator.Consolidator`, the gates, the
:class:`core.memory.store.MemoryWriter` and the audit) names its tables without a schema. A side
schema holds its own ``conversations``, ``messages``, ``user_memory`` and ``ai_engine_audit_log``,
created ``LIKE`` production's with their indexes, defaults and checks; an engine whose
search_path puts the side schema first (:func:`side_engine`) runs the very same code against it,
and reads every other table (workspaces, the embedding record) from production. So a replay in a
side schema makes the store's real decisions — duplicates, updates with their supersede chain,
forgets, audit rows — and cannot write to production's memories or audit, which its statements
never name.

A shadow run's side schemas are records of what it did: a migration that later changes
production's tables leaves them as they were. The Playground's ``sandbox`` schema lives on; it is
made again, empty, when production's tables no longer match it (:func:`ensure_sandbox`).
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Sequence

from sqlalchemy import Connection, Engine, text

from core.db.engine import engine_in_schemas
from core.errors import InvalidInput

# The tables the write path writes or reads per conversation, copied into every side schema.
SIDE_TABLES = ("conversations", "messages", "user_memory", "ai_engine_audit_log")
SHADOW_PREFIX = "shadow_"
SANDBOX = "sandbox"
_NAME = re.compile(r"[a-z_][a-z0-9_]{0,62}")


def shadow_schema(run_id: uuid.UUID, side: str) -> str:
    """The side schema of one side (``variant`` or ``production``) of a shadow run."""
    return _checked(f"{SHADOW_PREFIX}{run_id.hex}_{side}")


def _checked(name: str) -> str:
    if not _NAME.fullmatch(name):
        raise InvalidInput(f"{name[:70]!r} is not a schema name (lower-case letters, digits, _)")
    return name


def production_schema(conn: Connection) -> str:
    """The schema production's tables live in (the connection's current schema)."""
    return str(conn.execute(text("SELECT current_schema()")).scalar_one())


def create_side_schema(conn: Connection, schema: str) -> None:
    """Create ``schema`` with empty copies of :data:`SIDE_TABLES` (idempotent)."""
    production = production_schema(conn)
    conn.exec_driver_sql(f'CREATE SCHEMA IF NOT EXISTS "{_checked(schema)}"')
    for table in SIDE_TABLES:
        conn.exec_driver_sql(
            f'CREATE TABLE IF NOT EXISTS "{schema}".{table} '
            f'(LIKE "{production}".{table} INCLUDING ALL)'
        )


def drop_side_schema(conn: Connection, schema: str) -> None:
    """Drop ``schema`` and everything in it."""
    conn.exec_driver_sql(f'DROP SCHEMA IF EXISTS "{_checked(schema)}" CASCADE')


def side_schemas(conn: Connection) -> list[str]:
    """Every side schema of the database: the shadow runs' and the sandbox."""
    rows = conn.execute(
        text(
            "SELECT nspname FROM pg_namespace WHERE starts_with(nspname, :p) OR nspname = :s "
            "ORDER BY nspname"
        ),
        {"p": SHADOW_PREFIX, "s": SANDBOX},
    )
    return [str(r[0]) for r in rows]


_COLUMNS = text(
    "SELECT table_name, string_agg(column_name || ' ' || data_type, ',' ORDER BY ordinal_position) "
    "FROM information_schema.columns WHERE table_schema = :s AND table_name = ANY(:t) "
    "GROUP BY table_name ORDER BY table_name"
)


def ensure_sandbox(conn: Connection) -> None:
    """Create the sandbox schema, or make it again (empty) when production's tables have
    changed shape since it was made."""
    production = production_schema(conn)
    tables = list(SIDE_TABLES)
    want = conn.execute(_COLUMNS, {"s": production, "t": tables}).all()
    have = conn.execute(_COLUMNS, {"s": SANDBOX, "t": tables}).all()
    if [tuple(r) for r in have] == [tuple(r) for r in want]:
        return
    drop_side_schema(conn, SANDBOX)
    create_side_schema(conn, SANDBOX)


def exists(conn: Connection, schema: str) -> bool:
    """True when ``schema`` exists."""
    found = conn.execute(
        text("SELECT 1 FROM pg_namespace WHERE nspname = :s"), {"s": schema}
    ).first()
    return found is not None


def side_engine(engine: Engine, schema: str) -> Engine:
    """An engine whose unqualified table names resolve in ``schema`` first, then in production's
    schema (and ``public``, where the vector type lives). The caller disposes it."""
    with engine.connect() as conn:
        production = production_schema(conn)
    path = list(dict.fromkeys([_checked(schema), production, "public"]))
    return engine_in_schemas(engine.url.render_as_string(hide_password=False), path)


def erase_from_sides(
    conn: Connection,
    user_id: uuid.UUID,
    ids: list[uuid.UUID] | None = None,
    texts: Sequence[str] = (),
) -> int:
    """Delete a user's memory rows from every side schema: all of them (``ids`` None), or the
    copies of ``ids`` and the rows a replay wrote with one of ``texts``. Returns the count."""
    deleted = 0
    for schema in side_schemas(conn):
        where = "" if ids is None else " AND (id = ANY(:ids) OR text = ANY(:texts))"
        deleted += conn.execute(
            text(f'DELETE FROM "{schema}".user_memory WHERE "userId" = :u{where}'),  # noqa: S608
            {"u": user_id, "ids": ids or [], "texts": list(texts)},
        ).rowcount
    return deleted
