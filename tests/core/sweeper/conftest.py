"""Builders of real conversations at chosen times, and settings with memory enabled."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import Engine

from core.config.settings import Settings, load_settings
from core.conversations.store import add_message, create_conversation, create_workspace
from core.db.engine import session_scope
from core.db.models import MessageRole

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


@pytest.fixture
def make_conversation(
    engine: Engine,
) -> Callable[..., tuple[uuid.UUID, uuid.UUID, list[uuid.UUID]]]:
    def make(
        turns: list[Turn],
        *,
        user: uuid.UUID | None = None,
        minutes_ago: float = 120,
        verified: bool = True,
        workspace_members: int = 0,
        policy_passed: bool = True,
    ) -> tuple[uuid.UUID, uuid.UUID, list[uuid.UUID]]:
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

    return make


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
