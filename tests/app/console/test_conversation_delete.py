"""Conversations page: an admin deletes one conversation; its memories and audit events stay, the
delete is audited, a held user's conversation is refused, and only admins see the action."""

from __future__ import annotations

import uuid

import pytest
from sqlalchemy import Engine, text
from streamlit.testing.v1 import AppTest

from core.access import Actor, ActorType, Role
from core.db.engine import session_scope
from core.retention.holds import place_hold
from tests.app.console.test_pages import go


def with_memories(engine: Engine, *, user: str | None = None) -> tuple[str, str]:
    """A conversation that memories were written from, and its owner."""
    with engine.connect() as conn:
        row = conn.execute(
            text(
                'SELECT c.id::text, c.user_id::text FROM conversations c JOIN user_memory m ON m."sourceConversationId" = c.id '
                "WHERE (CAST(:u AS uuid) IS NULL OR c.user_id = CAST(:u AS uuid)) "
                "GROUP BY c.id ORDER BY count(*) DESC, c.id LIMIT 1"
            ),
            {"u": user},
        ).one()
    return row[0], row[1]


def open_conversation(app: AppTest, conversation: str, user: str) -> AppTest:
    at = go(app, "conversations")
    at.text_input(key="c_user").input(user).run()
    at.selectbox(key="open_conversation").select(conversation).run()
    assert not at.exception, at.exception
    return at


def test_an_admin_deletes_a_conversation_and_its_memories_and_audit_stay(
    app: AppTest, seeded: Engine
) -> None:
    conversation, user = with_memories(seeded)
    with seeded.connect() as conn:
        kept = conn.execute(
            text(
                'SELECT id, status, text FROM user_memory WHERE "sourceConversationId" = :c '
                "ORDER BY id"
            ),
            {"c": conversation},
        ).all()
        audit_before = conn.execute(
            text('SELECT count(*) FROM ai_engine_audit_log WHERE "entityId" = :c'),
            {"c": conversation},
        ).scalar_one()
        messages = conn.execute(
            text("SELECT count(*) FROM messages WHERE conversation_id = :c"), {"c": conversation}
        ).scalar_one()
        said = conn.execute(
            text("SELECT content FROM messages WHERE conversation_id = :c LIMIT 1"),
            {"c": conversation},
        ).scalar_one()
    at = open_conversation(app, conversation, user)
    at.button(key=f"conv_delete_{conversation}").click().run()
    assert any("reason" in e.value for e in at.error)
    at.text_input(key=f"conv_delete_reason_{conversation}").input("user asked by e-mail").run()
    at.button(key=f"conv_delete_{conversation}").click().run()
    assert any("confirmation" in e.value for e in at.error)
    at.checkbox(key=f"conv_delete_confirm_{conversation}").check().run()
    at.button(key=f"conv_delete_{conversation}").click().run()
    assert not at.exception, at.exception
    assert any(
        f"{messages} messages" in s.value and f"{len(kept)} memories" in s.value for s in at.success
    )
    with seeded.connect() as conn:
        assert (
            conn.execute(
                text("SELECT count(*) FROM conversations WHERE id = :c"), {"c": conversation}
            ).scalar_one()
            == 0
        )
        assert (
            conn.execute(
                text("SELECT count(*) FROM messages WHERE conversation_id = :c"),
                {"c": conversation},
            ).scalar_one()
            == 0
        )
        after = conn.execute(
            text(
                'SELECT id, status, text FROM user_memory WHERE "sourceConversationId" = :c '
                "ORDER BY id"
            ),
            {"c": conversation},
        ).all()
        rows = conn.execute(
            text(
                'SELECT action, "actorId", reason, details::text FROM ai_engine_audit_log '
                'WHERE "entityId" = :c ORDER BY id'
            ),
            {"c": conversation},
        ).all()
    assert after == kept and kept  # the memories, unchanged
    assert len(rows) == audit_before + 1  # its audit events stay; the delete is one more
    action, actor, reason, details = rows[-1]
    assert (action, actor, reason) == (
        "conversation_deleted",
        "dev@localhost",
        "user asked by e-mail",
    )
    assert said not in details and all(t not in details for _, _, t in kept)


def test_a_held_users_conversation_is_refused(app: AppTest, seeded: Engine) -> None:
    conversation, user = with_memories(seeded)
    with session_scope(seeded) as s:
        place_hold(
            s,
            uuid.UUID(user),
            actor=Actor(type=ActorType.reviewer, id="legal@example.org", role=Role.admin),
            reason="case 7",
        )
    at = open_conversation(app, conversation, user)
    at.text_input(key=f"conv_delete_reason_{conversation}").input("cleanup").run()
    at.checkbox(key=f"conv_delete_confirm_{conversation}").check().run()
    at.button(key=f"conv_delete_{conversation}").click().run()
    assert any("legal hold" in e.value and "ingat hold remove" in e.value for e in at.error)
    with seeded.connect() as conn:
        assert (
            conn.execute(
                text("SELECT count(*) FROM conversations WHERE id = :c"), {"c": conversation}
            ).scalar_one()
            == 1
        )


@pytest.mark.parametrize("admins", ['["boss@example.org"]'])
def test_only_admins_see_the_delete(
    seeded: Engine, monkeypatch: pytest.MonkeyPatch, admins: str
) -> None:
    from tests.app.console.conftest import MAIN

    monkeypatch.setenv("ACEH_RAG_CONSOLE__ADMINS", admins)
    monkeypatch.setenv("ACEH_RAG_CONSOLE__REVIEWERS", '["dev@localhost"]')
    conversation, user = with_memories(seeded)
    at = AppTest.from_file(str(MAIN), default_timeout=60)
    at.run()
    at = open_conversation(at, conversation, user)
    assert not [b for b in at.button if str(b.key).startswith("conv_delete_")]
    assert any("Only admins delete conversations" in c.value for c in at.caption)
