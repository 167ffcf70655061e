"""One SQLAlchemy engine per process and database; one session per unit of work.

The engine is cached (per URL); sessions never are. Nothing is created at import time.
"""

from __future__ import annotations

import functools
import os
import threading
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import Session, sessionmaker

from core.config.settings import Settings
from core.db.embedded import ensure_embedded
from core.errors import DatabaseError

T = TypeVar("T")

_OPTIONS = "-c timezone=UTC"
# `ingat console` hands the embedded server's URL to its Streamlit process under this name, so the
# console reaches that server from its own working directory, and the URL is not taken for a
# database the user configured (ACEH_RAG_DATABASE_URL stays unset; the Settings page says so).
EMBEDDED_URL_ENV = "INGAT_EMBEDDED_DATABASE_URL"
# The search_path of engines made by :func:`engine_in_schemas`, so their reader pool gets it too.
_SEARCH_PATHS: weakref.WeakKeyDictionary[Engine, str] = weakref.WeakKeyDictionary()


def sqlalchemy_url(url: str) -> str:
    """The URL with the psycopg 3 driver made explicit (``postgresql+psycopg://…``)."""
    parsed = make_url(url)
    if parsed.drivername in ("postgresql", "postgres"):
        parsed = parsed.set(drivername="postgresql+psycopg")
    elif parsed.drivername != "postgresql+psycopg":
        raise DatabaseError(
            f"unsupported database URL scheme {parsed.drivername!r}; use postgresql://… "
            "(psycopg 3 is the driver)"
        )
    return parsed.render_as_string(hide_password=False)


def safe_url(url: str) -> str:
    """The URL with its password hidden, for messages and logs."""
    return make_url(url).render_as_string(hide_password=True)


def resolve_database_url(settings: Settings) -> str:
    """The configured database URL, or the embedded server's: the one a parent process handed
    down (:data:`EMBEDDED_URL_ENV`), else found or started here."""
    if settings.database_url is not None and settings.database_url.get_secret_value():
        return settings.database_url.get_secret_value()
    return os.environ.get(EMBEDDED_URL_ENV) or ensure_embedded(settings.embedded.data_dir)


@functools.cache
def engine_for(url: str) -> Engine:
    """The process-wide engine of ``url`` (created on first use)."""
    return create_engine(
        sqlalchemy_url(url),
        pool_pre_ping=True,
        # Statement parameters hold memory text: never put them into exception messages or logs.
        hide_parameters=True,
        pool_size=5,
        max_overflow=5,
        connect_args={"application_name": "ingat", "options": _OPTIONS},
    )


def engine_in_schemas(url: str, schemas: list[str]) -> Engine:
    """A new engine (not cached: the caller disposes it) whose connections resolve unqualified
    table names in ``schemas``, first match wins (:mod:`core.db.side_schema`). The names must be
    plain identifiers; they are checked there."""
    path = ",".join(schemas)
    engine = create_engine(
        sqlalchemy_url(url),
        pool_pre_ping=True,
        hide_parameters=True,
        pool_size=2,
        max_overflow=2,
        connect_args={"application_name": "ingat", "options": f"{_OPTIONS} -c search_path={path}"},
    )
    _SEARCH_PATHS[engine] = path
    _guard_first_schema(engine, schemas[0])
    return engine


def _guard_first_schema(engine: Engine, schema: str) -> None:
    """Refuse every connection checkout while ``schema`` does not exist: the search_path would
    silently skip it, and unqualified names would reach the next schema's tables."""

    def check(dbapi_connection: Any, _record: Any, _proxy: Any) -> None:
        with dbapi_connection.cursor() as cursor:
            cursor.execute("SELECT 1 FROM pg_namespace WHERE nspname = %s", (schema,))
            found = cursor.fetchone()
        if found is None:
            raise DatabaseError(
                f"schema {schema} does not exist (a deleted shadow run, or a sandbox being "
                "made again); start again"
            )

    event.listen(engine, "checkout", check)


# Readers per engine: weak keys, so a side engine (core.db.side_schema), made and disposed per
# replay or preview, takes its reader with it instead of leaving both in a cache.
_READERS: weakref.WeakKeyDictionary[Engine, Engine] = weakref.WeakKeyDictionary()
_READERS_LOCK = threading.Lock()


def reader_for(engine: Engine) -> Engine:
    """The engine recall reads through: the same database, without the pre-ping round trip.

    Recall runs one statement per question on the answer path, where the liveness ping would be
    a second round trip; its caller retries once on a connection that turns out dead instead
    (see :func:`core.recall.candidates.read`). Its connections are in autocommit for their whole
    life, so checking one out or in sends nothing and toggles nothing (no BEGIN, no ROLLBACK).
    Disposed together with ``engine``.
    """
    found = _READERS.get(engine)  # the answer path: no lock once the reader exists
    if found is not None:
        return found
    with _READERS_LOCK:
        found = _READERS.get(engine)
        if found is None:
            found = _READERS[engine] = _new_reader(engine)
        return found


def _new_reader(engine: Engine) -> Engine:
    reader = create_engine(
        engine.url,
        pool_pre_ping=False,
        isolation_level="AUTOCOMMIT",
        pool_reset_on_return=None,
        hide_parameters=True,
        pool_size=5,
        max_overflow=5,
        connect_args={"application_name": "ingat-reader", "options": _reader_options(engine)},
    )
    event.listen(engine, "engine_disposed", lambda _engine: reader.dispose())
    path = _SEARCH_PATHS.get(engine)
    if path is not None:
        _guard_first_schema(reader, path.split(",")[0])
    return reader


def _reader_options(engine: Engine) -> str:
    path = _SEARCH_PATHS.get(engine)
    return _OPTIONS if path is None else f"{_OPTIONS} -c search_path={path}"


def get_engine(settings: Settings) -> Engine:
    """The engine of the database the settings point at."""
    return engine_for(resolve_database_url(settings))


def check_connection(engine: Engine) -> None:
    """Raise :class:`DatabaseError` naming the fix when the database cannot be reached."""
    try:
        with engine.connect() as conn:
            conn.exec_driver_sql("SELECT 1")
    except OperationalError as exc:
        first = str(exc.orig).strip().splitlines()[0] if exc.orig else str(exc)
        raise DatabaseError(
            f"cannot connect to {safe_url(str(engine.url))} ({first}); check "
            "ACEH_RAG_DATABASE_URL, or unset it to use the embedded server"
        ) from None


@contextmanager
def session_scope(engine: Engine) -> Iterator[Session]:
    """A session for one unit of work: committed on success, rolled back on error, then closed."""
    session = _SESSIONS(bind=engine)
    try:
        yield session
        session.commit()
    except BaseException:
        session.rollback()
        raise
    finally:
        session.close()


# One factory, bound per session: a cache per engine would keep every side engine alive.
_SESSIONS = sessionmaker(expire_on_commit=False)


class ReaderConnectionLost(DatabaseError):
    """A reader-pool connection turned out closed by the server (it sat idle through a restart)."""


def retry_on_reader(engine: Engine, work: Callable[[], T]) -> T:
    """Run ``work``; if it loses its reader connection, start a new reader pool and run it once
    more. A server restart kills every idle connection, not just the one that was checked out."""
    try:
        return work()
    except ReaderConnectionLost:
        reader_for(engine).dispose()
        return work()


def read_only(engine: Engine, work: Callable[[Session], T]) -> T:
    """Run read-only ``work`` on a session over the reader pool (:func:`reader_for`).

    No ping, no BEGIN, no COMMIT: each statement is its own snapshot, so ``work`` must not need
    one consistent view across its statements. A pooled connection the server killed while idle
    costs one retry on a fresh pool, never an error.
    """

    def once() -> T:
        try:
            with reader_for(engine).connect() as conn, Session(bind=conn) as session:
                return work(session)
        except OperationalError as exc:
            if not exc.connection_invalidated:
                raise
            raise ReaderConnectionLost("the database connection was closed; try again") from None

    return retry_on_reader(engine, once)
