"""The Playground's sandbox user, turns and immediate consolidation through the real write path,
all in the sandbox schema: production's tables never see it."""

from __future__ import annotations

import uuid

import pytest
from sqlalchemy import Engine, select, text

from core.config.settings import Settings
from core.db.engine import session_scope
from core.db.models import UserMemory
from core.db.side_schema import SANDBOX, SIDE_TABLES
from core.errors import NotFound
from core.playground import (
    consolidate_now,
    open_conversation,
    playground_user,
    sandbox_engine,
    write_turn,
)
from tests.builders import production_checksum


def test_turns_then_consolidate_now_in_the_sandbox(engine: Engine, settings: Settings) -> None:
    before = production_checksum(engine)
    user = playground_user("alice@example.org")
    assert user == playground_user("alice@example.org") != playground_user("bob@example.org")
    conv = write_turn(engine, user, "Remember that I prefer answers with examples.")
    assert write_turn(engine, user, "Thanks!", conv) == conv
    outcome = consolidate_now(engine, settings, conv)
    assert outcome.status == "written" and len(outcome.written.added) == 1
    with session_scope(sandbox_engine(engine)) as s:
        texts = list(s.execute(select(UserMemory.text).where(UserMemory.user_id == user)).scalars())
    assert texts == ["Prefers answers with examples."]
    again = consolidate_now(engine, settings, conv)  # nothing new since: nothing written
    assert again.status == "nothing"
    with pytest.raises(NotFound, match="start a new one"):
        write_turn(engine, user, "x", uuid.uuid4())
    # conversations, messages, memories and audit rows: all in the sandbox, none in production
    assert production_checksum(engine) == before
    with engine.connect() as conn:
        counts = {
            t: conn.execute(text(f'SELECT count(*) FROM "{SANDBOX}".{t}')).scalar_one()
            for t in SIDE_TABLES
        }
    assert counts == {
        "conversations": 1,
        "messages": 2,
        "user_memory": 1,
        "ai_engine_audit_log": 1,
    }


def test_a_side_engine_refuses_to_connect_while_its_schema_is_missing(engine: Engine) -> None:
    from core.db.side_schema import side_engine
    from core.errors import DatabaseError

    orphan = side_engine(engine, "shadow_gone_variant")
    try:
        with (
            pytest.raises(DatabaseError, match="shadow_gone_variant does not exist"),
            orphan.connect() as conn,
        ):
            conn.execute(text("SELECT count(*) FROM user_memory"))  # would read production's
    finally:
        orphan.dispose()


def test_the_sandbox_is_made_again_when_production_changes_shape(engine: Engine) -> None:
    sandbox_engine(engine)  # made
    with engine.begin() as conn:
        conn.execute(text(f'ALTER TABLE "{SANDBOX}".user_memory DROP COLUMN tags'))
        conn.execute(
            text(f'INSERT INTO "{SANDBOX}".conversations (id, user_id) VALUES (:i, :u)'),
            {"i": uuid.uuid4(), "u": uuid.uuid4()},
        )
    sandbox_engine(engine)  # every use checks the sandbox's shape
    with engine.connect() as conn:
        columns = conn.execute(
            text(
                "SELECT column_name FROM information_schema.columns "
                "WHERE table_schema = :s AND table_name = 'user_memory'"
            ),
            {"s": SANDBOX},
        ).scalars()
        assert "tags" in set(columns)
        assert conn.execute(text(f'SELECT count(*) FROM "{SANDBOX}".conversations')).scalar() == 0


def test_a_named_conversation_opens_only_when_it_is_the_users_own(engine: Engine) -> None:
    user, other = playground_user("alice@example.org"), playground_user("bob@example.org")
    mine = write_turn(engine, user, "Remember that I prefer tables.")
    theirs = write_turn(engine, other, "Remember that I prefer lists.")
    assert open_conversation(engine, user, str(mine)) == mine
    assert open_conversation(engine, user, f"  {str(mine).upper()} ") == mine
    for named in (None, "", "garbage", str(theirs), str(uuid.uuid4())):
        assert open_conversation(engine, user, named) is None, named
