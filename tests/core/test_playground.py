"""The Playground's sandbox user, turns and immediate consolidation through the real write path."""

from __future__ import annotations

import uuid

import pytest
from sqlalchemy import Engine, select

from core.config.settings import Settings
from core.db.engine import session_scope
from core.db.models import UserMemory
from core.errors import NotFound
from core.playground import consolidate_now, playground_user, write_turn


def test_turns_then_consolidate_now(engine: Engine, settings: Settings) -> None:
    user = playground_user("alice@example.org")
    assert user == playground_user("alice@example.org") != playground_user("bob@example.org")
    conv = write_turn(engine, user, "Remember that I prefer answers with examples.")
    assert write_turn(engine, user, "Thanks!", conv) == conv
    outcome = consolidate_now(engine, settings, conv)
    assert outcome.status == "written" and len(outcome.written.added) == 1
    with session_scope(engine) as s:
        texts = list(s.execute(select(UserMemory.text).where(UserMemory.user_id == user)).scalars())
    assert texts == ["Prefers answers with examples."]
    again = consolidate_now(engine, settings, conv)  # nothing new since: nothing written
    assert again.status == "nothing"
    with pytest.raises(NotFound, match="start a new one"):
        write_turn(engine, user, "x", uuid.uuid4())
