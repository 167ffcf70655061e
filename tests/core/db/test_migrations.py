"""Migrations create every table, column, index and constraint of SPEC §4, up and down."""

from __future__ import annotations

import uuid

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import Engine, inspect, text
from sqlalchemy.exc import DBAPIError, IntegrityError

from core.db import migrate
from core.db.engine import engine_for
from core.db.models import Base
from core.db.side_schema import SANDBOX, create_side_schema, side_schemas
from core.errors import SchemaOutOfDate, StartupRefused

SPEC_COLUMNS = {
    "conversations": {
        "id",
        "user_id",
        "workspace_id",
        "title",
        "metadata",
        "created_at",
        "updated_at",
    },
    "messages": {
        "id",
        "conversation_id",
        "role",
        "content",
        "source_citations",
        "metadata",
        "created_at",
    },
    "workspaces": {"id", "name"},
    "workspace_members": {"workspace_id", "user_id"},
    "user_memory": {
        "id",
        "userId",
        "type",
        "category",
        "text",
        "embedding",
        "importance",
        "confidence",
        "stability",
        "tags",
        "identity",
        "stableKey",
        "language",
        "status",
        "sourceConversationId",
        "sourceMessageIds",
        "supersedesId",
        "extractorVersion",
        "createdAt",
        "updatedAt",
        "deletedAt",
    },
    "ai_engine_audit_log": {
        "id",
        "entityType",
        "entityId",
        "action",
        "actorType",
        "actorId",
        "reason",
        "details",
        "createdAt",
    },
}


def tables(engine: Engine) -> set[str]:
    return set(inspect(engine).get_table_names())


def test_upgrade_creates_the_spec_schema(empty_db_url: str) -> None:
    engine = engine_for(empty_db_url)
    migrate.upgrade(engine, 384)
    insp = inspect(engine)
    for table, columns in SPEC_COLUMNS.items():
        assert {c["name"] for c in insp.get_columns(table)} == columns, table
    assert {"shadow_runs", "eval_runs"} <= tables(engine)
    assert "shadow_memories" not in tables(engine)  # 0005: runs replay into side schemas
    message_indexes = {i["name"]: i for i in insp.get_indexes("messages")}
    assert message_indexes["messages_createdAt_idx"]["column_names"] == ["created_at"]
    assert message_indexes["ix_messages_conversation_id_created_at"]["column_names"] == [
        "conversation_id",
        "created_at",
    ]
    assert "ix_conversations_user_id" in {i["name"] for i in insp.get_indexes("conversations")}
    memory_indexes = {i["name"]: i for i in insp.get_indexes("user_memory")}
    assert memory_indexes["ix_user_memory_userId_status"]["column_names"] == ["userId", "status"]
    partial = memory_indexes["uq_user_memory_active_stable_key"]
    assert partial["unique"] and partial["column_names"] == ["userId", "stableKey"]
    assert "status" in partial["dialect_options"]["postgresql_where"]
    with engine.connect() as conn:
        assert conn.execute(
            text("SELECT extname FROM pg_extension WHERE extname='vector'")
        ).scalar()
    status = migrate.schema_status(engine)
    assert status.up_to_date and status.embedding_type == "vector(384)"


def test_upgrade_is_idempotent_and_downgrade_removes_everything(empty_db_url: str) -> None:
    engine = engine_for(empty_db_url)
    migrate.upgrade(engine, 384)
    migrate.upgrade(engine, 384)
    migrate.downgrade(engine, "base")
    assert tables(engine) <= {"alembic_version"}
    assert migrate.schema_status(engine).current is None
    migrate.upgrade(engine, 384)
    assert set(SPEC_COLUMNS) <= tables(engine)


def test_0002_keeps_existing_eval_runs_and_adds_per_language_metrics(empty_db_url: str) -> None:
    engine = engine_for(empty_db_url)
    migrate.upgrade(engine, 384, "0001")
    run_id = uuid.uuid4()
    with engine.begin() as conn:
        conn.execute(
            text(
                "INSERT INTO eval_runs (id, suite, dataset, provider, metrics) "
                "VALUES (:id, 'judge', 'd.jsonl', 'rules', '{\"accuracy\": 0.9}')"
            ),
            {"id": run_id},
        )
    migrate.upgrade(engine, 384)
    with engine.connect() as conn:
        row = conn.execute(
            text("SELECT metrics, by_language FROM eval_runs WHERE id = :id"), {"id": run_id}
        ).one()
    assert row.metrics == {"accuracy": 0.9} and row.by_language == {}
    migrate.downgrade(engine, "0001")
    with engine.connect() as conn:
        columns = conn.execute(
            text("SELECT column_name FROM information_schema.columns WHERE table_name='eval_runs'")
        ).scalars()
        assert "by_language" not in set(columns)
        assert conn.execute(text("SELECT count(*) FROM eval_runs")).scalar() == 1


def test_0005_drops_the_shadow_log_and_its_downgrade_drops_the_side_schemas(
    empty_db_url: str,
) -> None:
    engine = engine_for(empty_db_url)
    migrate.upgrade(engine, 384, "0004")
    assert "shadow_memories" in tables(engine)
    migrate.upgrade(engine, 384)
    assert "shadow_memories" not in tables(engine)
    with engine.begin() as conn:
        create_side_schema(conn, "shadow_0123_variant")
        create_side_schema(conn, SANDBOX)
        assert side_schemas(conn) == [SANDBOX, "shadow_0123_variant"]
    migrate.downgrade(engine, "0004")
    assert "shadow_memories" in tables(engine)
    with engine.connect() as conn:
        assert side_schemas(conn) == []


def test_models_match_migrations(engine: Engine) -> None:
    def compare_type(_ctx, _insp_col, _meta_col, insp_type, meta_type):  # type: ignore[no-untyped-def]
        # The vector dimension is chosen at migration time; the model leaves it open.
        if type(meta_type).__name__ == "VECTOR":
            return False
        return None

    with engine.connect() as conn:
        ctx = MigrationContext.configure(
            conn, opts={"compare_type": compare_type, "compare_server_default": False}
        )
        diff = compare_metadata(ctx, Base.metadata)
    assert diff == []


def test_dimension_is_fixed_by_the_first_upgrade(empty_db_url: str) -> None:
    engine = engine_for(empty_db_url)
    migrate.upgrade(engine, 256)
    assert migrate.schema_status(engine).embedding_type == "vector(256)"
    migrate.ensure_current(engine, 256)
    with pytest.raises(StartupRefused) as err:
        migrate.ensure_current(engine, 384)
    assert "ACEH_RAG_EMBEDDING__DIMENSIONS=384" in str(err.value)
    assert "vector(256)" in str(err.value)


def test_old_schema_is_refused_with_the_fix(empty_db_url: str) -> None:
    engine = engine_for(empty_db_url)
    with pytest.raises(SchemaOutOfDate) as err:
        migrate.ensure_current(engine, 384)
    assert "ingat db upgrade" in str(err.value)


def _memory_sql(key: str, status: str, deleted: bool = False) -> str:
    return (
        'INSERT INTO user_memory (id, "userId", type, category, text, "stableKey", status, '
        f"\"deletedAt\") VALUES ('{uuid.uuid4()}', '{USER}', 'preference', "
        f"'user_preference', 't', '{key}', '{status}', {'now()' if deleted else 'NULL'})"
    )


USER = uuid.uuid4()


def test_one_active_row_per_stable_key(engine: Engine) -> None:
    with engine.begin() as conn:
        conn.execute(text(_memory_sql("user_preference:tea", "active")))
        conn.execute(text(_memory_sql("user_preference:tea", "superseded")))
        conn.execute(text(_memory_sql("user_preference:tea", "deleted", deleted=True)))
    with pytest.raises(IntegrityError), engine.begin() as conn:
        conn.execute(text(_memory_sql("user_preference:tea", "active")))


@pytest.mark.parametrize(
    "bad",
    [
        "status = 'archived'",
        "type = 'opinion'",
        "category = 'gossip'",
        "importance = 2",
        "confidence = -0.1",
        "stability = 'forever'",
        '"deletedAt" = now()',
    ],
)
def test_check_constraints(engine: Engine, bad: str) -> None:
    with engine.begin() as conn:
        conn.execute(text(_memory_sql("workflow_preference:x", "active")))
    with pytest.raises(IntegrityError), engine.begin() as conn:
        conn.execute(text(f"UPDATE user_memory SET {bad}"))


def test_legacy_reflection_rows_are_allowed(engine: Engine) -> None:
    with engine.begin() as conn:
        conn.execute(
            text(
                'INSERT INTO user_memory (id, "userId", type, category, text, "stableKey") '
                f"VALUES ('{uuid.uuid4()}', '{USER}', 'reflection', NULL, 'old', 'legacy')"
            )
        )
        rows = conn.execute(
            text("SELECT type, status, count(*) FROM user_memory GROUP BY 1, 2")
        ).all()
    assert rows == [("reflection", "active", 1)]


def test_audit_log_is_append_only(engine: Engine) -> None:
    with engine.begin() as conn:
        conn.execute(
            text(
                'INSERT INTO ai_engine_audit_log ("entityType", "entityId", action, "actorType") '
                "VALUES ('user_memory', 'x', 'add', 'system')"
            )
        )
    for statement in (
        "UPDATE ai_engine_audit_log SET reason = 'changed'",
        "DELETE FROM ai_engine_audit_log",
    ):
        with pytest.raises(DBAPIError) as err, engine.begin() as conn:
            conn.execute(text(statement))
        assert "append-only" in str(err.value)


def test_database_errors_never_carry_statement_parameters(engine: Engine) -> None:
    with engine.begin() as conn:
        conn.execute(text(_memory_sql("user_preference:dup", "active")))
    with pytest.raises(IntegrityError) as err, engine.begin() as conn:
        conn.execute(
            text(
                'INSERT INTO user_memory (id, "userId", type, category, text, "stableKey") '
                "VALUES (:id, :u, 'preference', 'user_preference', :t, 'user_preference:dup')"
            ),
            {"id": uuid.uuid4(), "u": USER, "t": "Zanzibar-secret-memory-text"},
        )
    assert "Zanzibar" not in str(err.value)
