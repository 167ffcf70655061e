"""Hard deletes: the row, its embedding and earlier versions go; the audit keeps only an HMAC."""

from __future__ import annotations

import uuid
from collections.abc import Callable

import pytest
from sqlalchemy import Engine, select
from sqlalchemy.orm import Session

from core.access import Actor, Role
from core.audit import text_hmac
from core.db.engine import session_scope
from core.db.models import ActorType, AuditLog, UserMemory
from core.errors import InvalidInput, NotFound, PermissionDenied
from core.memory.erase import hard_delete_memory, hard_delete_user
from core.memory.schemas import AddOperation, MemoryDraft, UpdateOperation
from core.memory.store import MemoryWriter
from tests.conftest import text_anywhere
from tests.core.memory.conftest import KEY, Chat

REVIEWER = Actor(type=ActorType.reviewer, id="rita@example.org", role=Role.reviewer)
VIEWER = Actor(type=ActorType.reviewer, id="vic@example.org", role=Role.viewer)


def _chain(writer: MemoryWriter, draft: Callable[..., MemoryDraft]) -> list[uuid.UUID]:
    a = writer.apply([AddOperation(memory=draft(text="Zanzibar-tea-lover"))]).added[0]
    b = writer.apply(
        [UpdateOperation(memory_id=a, memory=draft(text="Zanzibar-oolong-lover"))]
    ).updated[0]
    writer.session.commit()
    return [a, b]


def test_hard_delete_removes_row_chain_and_text_everywhere(
    engine: Engine, session: Session, writer: MemoryWriter, draft: Callable[..., MemoryDraft]
) -> None:
    old, new = _chain(writer, draft)
    other = writer.apply([AddOperation(memory=draft(text="Likes maps.", subject="maps"))]).added[0]
    session.commit()
    result = hard_delete_memory(session, new, actor=REVIEWER, reason="user request", hmac_key=KEY)
    session.commit()
    assert set(result.deleted_ids) == {old, new}
    remaining = set(session.execute(select(UserMemory.id)).scalars())
    assert remaining == {other}
    assert text_anywhere(engine, "Zanzibar") == []
    deletes = list(
        session.execute(select(AuditLog).where(AuditLog.action == "hard_delete")).scalars()
    )
    assert {d.entity_id for d in deletes} == {str(old), str(new)}
    for d in deletes:
        assert d.actor_type == "reviewer" and d.actor_id == "rita@example.org"
        assert d.reason == "user request"
    assert {d.details["text_hmac"] for d in deletes} == {
        text_hmac(KEY, "Zanzibar-tea-lover"),
        text_hmac(KEY, "Zanzibar-oolong-lover"),
    }


def test_viewer_cannot_delete_and_reason_is_required(
    session: Session, writer: MemoryWriter, draft: Callable[..., MemoryDraft]
) -> None:
    mid = writer.apply([AddOperation(memory=draft())]).added[0]
    with pytest.raises(PermissionDenied, match="ACEH_RAG_CONSOLE__REVIEWERS"):
        hard_delete_memory(session, mid, actor=VIEWER, reason="x", hmac_key=KEY)
    with pytest.raises(InvalidInput, match="reason"):
        hard_delete_memory(session, mid, actor=REVIEWER, reason="  ", hmac_key=KEY)
    assert session.get(UserMemory, mid) is not None


def test_owner_restriction_hides_other_users_memories(
    session: Session, writer: MemoryWriter, draft: Callable[..., MemoryDraft], chat: Chat
) -> None:
    mid = writer.apply([AddOperation(memory=draft())]).added[0]
    user_actor = Actor(type=ActorType.user, id="someone-else")
    with pytest.raises(NotFound):
        hard_delete_memory(
            session, mid, actor=user_actor, reason="", hmac_key=KEY, owner=uuid.uuid4()
        )
    owner_actor = Actor(type=ActorType.user, id=str(chat.user_id))
    hard_delete_memory(session, mid, actor=owner_actor, reason="", hmac_key=KEY, owner=chat.user_id)
    assert session.get(UserMemory, mid) is None
    with pytest.raises(NotFound):
        hard_delete_memory(session, mid, actor=REVIEWER, reason="again", hmac_key=KEY)


def test_delete_all_of_a_user(
    engine: Engine, writer: MemoryWriter, draft: Callable[..., MemoryDraft], chat: Chat
) -> None:
    _chain(writer, draft)
    with session_scope(engine) as s:
        assert hard_delete_user(s, chat.user_id, actor=REVIEWER, reason="erasure") == 2
    assert text_anywhere(engine, "Zanzibar") == []
    with session_scope(engine) as s:
        entry = s.execute(
            select(AuditLog).where(AuditLog.action == "hard_delete_user")
        ).scalar_one()
        assert entry.details["rows"] == 2 and entry.entity_id == str(chat.user_id)
