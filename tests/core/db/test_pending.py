"""Pending writes: one round trip on the wire, in order, never lost at commit, dropped on rollback."""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Engine, text
from sqlalchemy.orm import Session

from core.db.engine import session_scope
from core.db.pending import PendingWrites
from core.errors import DatabaseError

_INSERT = (
    'INSERT INTO ai_engine_audit_log ("entityType", "entityId", action, "actorType") '
    "VALUES ('test', %(entity)s, %(action)s, 'system')"
)


def actions(engine: Engine, entity: str) -> list[str]:
    with engine.connect() as conn:
        return list(
            conn.execute(
                text('SELECT action FROM ai_engine_audit_log WHERE "entityId" = :e ORDER BY id'),
                {"e": entity},
            ).scalars()
        )


def test_queued_writes_go_out_in_order_in_one_round_trip(engine: Engine, tmp_path: Path) -> None:
    entity = str(uuid.uuid4())
    trace = tmp_path / "libpq.trace"
    with session_scope(engine) as session, trace.open("w") as sink:
        pending = PendingWrites.of(session)
        # A first flush before tracing: BEGIN, and the once-per-connection pgvector type lookup.
        pending.add(_INSERT, {"entity": entity, "action": "warm"})
        pending.flush()
        driver: Any = session.connection().connection.driver_connection
        for action in ("first", "second", "third"):
            pending.add(_INSERT, {"entity": entity, "action": action})
        # Nothing sent yet: the transaction itself (asked past the queue) sees only the first row.
        own = 'SELECT count(*) FROM ai_engine_audit_log WHERE "entityId" = %s'
        assert driver.execute(own, [entity]).fetchone() == (1,)
        assert len(pending) == 3
        driver.pgconn.trace(sink.fileno())
        pending.flush()
        driver.pgconn.untrace()
        assert len(pending) == 0
    sent = [line.split("\t") for line in trace.read_text().splitlines()]
    kinds = [fields[3] for fields in sent if len(fields) > 3 and fields[1] == "F"]
    assert kinds.count("Execute") == 3
    assert [k for k in kinds if k in ("Sync", "Query")] == ["Sync"]  # one wait for all three
    assert actions(engine, entity) == ["warm", "first", "second", "third"]


def test_a_queue_nobody_flushed_is_written_before_the_commit(engine: Engine) -> None:
    entity = str(uuid.uuid4())
    with session_scope(engine) as session:
        PendingWrites.of(session).add(_INSERT, {"entity": entity, "action": "kept"})
    assert actions(engine, entity) == ["kept"]


def test_a_rolled_back_transaction_drops_its_queue(engine: Engine) -> None:
    entity = str(uuid.uuid4())
    with Session(engine) as session:
        PendingWrites.of(session).add(_INSERT, {"entity": entity, "action": "dropped"})
        session.rollback()
        # The next transaction of the same session does not send the rolled-back queue.
        PendingWrites.of(session).add(_INSERT, {"entity": entity, "action": "later"})
        session.commit()
    assert actions(engine, entity) == ["later"]


def test_a_failed_write_names_the_error_not_the_values_and_saves_nothing(engine: Engine) -> None:
    entity = str(uuid.uuid4())
    secret = "my blood type is AB negative"
    with pytest.raises(DatabaseError) as raised, session_scope(engine) as session:
        pending = PendingWrites.of(session)
        pending.add(_INSERT, {"entity": entity, "action": "before"})
        # Too long for the column (varchar 40): the server refuses the second statement.
        pending.add(_INSERT, {"entity": entity, "action": secret * 3})
        pending.flush()
    message = str(raised.value)
    assert "StringDataRightTruncation" in message and "try again" in message
    assert secret not in message and raised.value.__cause__ is None
    assert actions(engine, entity) == []  # the first statement went down with the transaction


def test_a_statement_of_the_session_sees_what_is_queued(engine: Engine) -> None:
    entity = str(uuid.uuid4())
    with session_scope(engine) as session:
        PendingWrites.of(session).add(_INSERT, {"entity": entity, "action": "queued"})
        seen = session.execute(
            text('SELECT action FROM ai_engine_audit_log WHERE "entityId" = :e'), {"e": entity}
        ).scalars()
        assert list(seen) == ["queued"]
        assert len(PendingWrites.of(session)) == 0
