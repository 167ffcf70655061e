"""The sweeper state the Overview shows: due, failing, abandoned, rejections, lock held."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from datetime import UTC, datetime

import psycopg
from sqlalchemy import Engine

from core.config.settings import Settings
from core.db.engine import session_scope
from core.errors import ModelUnavailable
from core.llm.scripted import ScriptedProvider
from core.sweeper.factory import build_sweeper
from core.sweeper.monitor import sweeper_state
from core.sweeper.sweeper import LOCK_UNSCOPED, libpq_url

MakeConversation = Callable[..., tuple[uuid.UUID, uuid.UUID, list[uuid.UUID]]]


def test_state_counts_due_failing_abandoned_and_rejections(
    engine: Engine, mem_settings: Settings, make_conversation: MakeConversation
) -> None:
    _, failing, _ = make_conversation([("user", "Remember that I prefer tables.")])
    now = datetime.now(UTC)
    with session_scope(engine) as s:
        state = sweeper_state(s, mem_settings.memory, now)
    assert state.due_now == 1 and state.failing_total == 0 and not state.running_unscoped

    down = build_sweeper(engine, mem_settings, ScriptedProvider.of(ModelUnavailable("down")))
    down.sweep_once()
    with session_scope(engine) as s:
        state = sweeper_state(s, mem_settings.memory, now)
    assert state.failing_total == 1 and state.failing[0].conversation_id == str(failing)
    assert state.failing[0].failures == 1 and state.due_now == 1

    for _ in range(mem_settings.memory.max_extraction_attempts - 1):
        down.sweep_once()
    with session_scope(engine) as s:
        state = sweeper_state(s, mem_settings.memory, now)
    assert state.abandoned_total == 1 and state.abandoned[0].conversation_id == str(failing)
    assert state.failing_total == 0 and state.due_now == 0

    make_conversation([("user", "Remember my password: hunter2-Secret!")])
    build_sweeper(engine, mem_settings).sweep_once()
    with session_scope(engine) as s:
        state = sweeper_state(s, mem_settings.memory, datetime.now(UTC))
    assert [(r.reason, r.count) for r in state.rejections] == [("secret", 1)]


def test_a_held_sweeper_lock_shows_as_sweeping(engine: Engine, mem_settings: Settings) -> None:
    with psycopg.connect(libpq_url(engine), autocommit=True) as holder:
        holder.execute("SELECT pg_advisory_lock(%s)", (LOCK_UNSCOPED,))
        with session_scope(engine) as s:
            assert sweeper_state(s, mem_settings.memory, datetime.now(UTC)).running_unscoped
    with session_scope(engine) as s:
        assert not sweeper_state(s, mem_settings.memory, datetime.now(UTC)).running_unscoped
