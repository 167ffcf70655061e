"""The store of SPEC §5.4: stable keys, duplicate / update / forget, audit without text."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session

from core.audit import text_hmac
from core.db.models import AuditLog, MemoryCategory, UserMemory
from core.errors import NotFound
from core.memory.schemas import AddOperation, ForgetOperation, MemoryDraft, UpdateOperation
from core.memory.stable_key import stable_key
from core.memory.store import MemoryWriter
from tests.core.memory.conftest import KEY, Chat

Draft = Callable[..., MemoryDraft]


def rows(session: Session) -> list[UserMemory]:
    return list(session.execute(select(UserMemory).order_by(UserMemory.created_at)).scalars())


def audits(session: Session) -> list[AuditLog]:
    return list(session.execute(select(AuditLog).order_by(AuditLog.id)).scalars())


@pytest.mark.parametrize(
    ("category", "subject", "facet", "expected"),
    [
        ("user_preference", "桃子", None, "user_preference:桃子"),
        (
            "communication_preference",
            "技术解释",
            "先大白话再专业",
            "communication_preference:技术解释-先大白话再专业",
        ),
        (
            "stable_user_context",
            "前端工程师",
            "Windows PowerShell",
            "stable_user_context:前端工程师-windows-powershell",
        ),
        (
            "user_preference",
            "  Answer   LENGTH!! ",
            "short.",
            "user_preference:answer-length-short",
        ),
        ("user_preference", "Ｔｅａ\u200b", None, "user_preference:tea"),
        (
            "workflow_preference",
            "bahasa_jawaban",
            "formal",
            "workflow_preference:bahasa-jawaban-formal",
        ),
    ],
)
def test_stable_key(category: str, subject: str, facet: str | None, expected: str) -> None:
    assert stable_key(category, subject, facet) == expected


def test_stable_key_is_length_capped_and_rejects_empty() -> None:
    key = stable_key("user_preference", "x" * 500)
    assert len(key) <= len("user_preference:") + 60
    with pytest.raises(ValueError, match="empty"):
        stable_key("user_preference", "!!! ...")


def test_add_writes_row_with_provenance_embedding_and_audit(
    session: Session, writer: MemoryWriter, draft: Draft, chat: Chat
) -> None:
    result = writer.apply([AddOperation(memory=draft())])
    [row] = rows(session)
    assert result.added == [row.id]
    assert row.user_id == chat.user_id and row.status == "active" and row.type == "preference"
    assert row.stable_key == "user_preference:tea"
    assert row.source_conversation_id == chat.conversation_id
    assert row.source_message_ids == [chat.message_id]
    assert row.extractor_version == "test-v1"
    assert row.embedding is not None and len(row.embedding) == 384
    [entry] = audits(session)
    assert (entry.entity_type, entry.entity_id, entry.action) == ("user_memory", str(row.id), "add")
    assert entry.details["text_hmac"] == text_hmac(KEY, "Likes green tea.")
    assert "tea" not in str(entry.details).replace(entry.details["text_hmac"], "").lower()


def test_same_key_same_content_is_a_duplicate(
    session: Session, writer: MemoryWriter, draft: Draft
) -> None:
    writer.apply([AddOperation(memory=draft())])
    result = writer.apply([AddOperation(memory=draft())])
    assert result.duplicates == 1 and not result.added and not result.updated
    assert len(rows(session)) == 1
    assert [a.action for a in audits(session)] == ["add", "duplicate"]


@pytest.mark.parametrize(
    "change",
    [
        {"text": "Really likes green tea."},
        {"tags": ["tea", "drinks"]},
        {"polarity": "avoid"},
    ],
)
def test_same_key_other_content_supersedes(
    session: Session, writer: MemoryWriter, draft: Draft, change: dict[str, Any]
) -> None:
    first = writer.apply([AddOperation(memory=draft())]).added[0]
    result = writer.apply([AddOperation(memory=draft(**change))])
    old, new = rows(session)
    assert old.id == first and old.status == "superseded"
    assert new.status == "active" and new.supersedes_id == first
    assert result.updated == [new.id] and result.superseded == [first]


def test_one_batch_sees_its_own_earlier_writes(
    session: Session, writer: MemoryWriter, draft: Draft
) -> None:
    """Writes are queued and sent together, but a later operation of the same batch still finds
    the row an earlier one added (and a forget finds it too), as if each were sent at once."""
    result = writer.apply(
        [
            AddOperation(memory=draft()),
            AddOperation(memory=draft()),
            AddOperation(memory=draft(text="Really likes green tea.")),
        ],
        flush=False,
    )
    [first] = result.added
    [second] = result.updated
    assert result.duplicates == 1 and result.superseded == [first]
    forgot = writer.apply([ForgetOperation(memory_id=second, reason="user asked")], flush=False)
    assert forgot.forgotten == [second]
    assert [(r.id, r.status) for r in rows(session)] == [(first, "superseded"), (second, "deleted")]
    assert [a.action for a in audits(session)] == [
        "add",
        "duplicate",
        "supersede",
        "update",
        "forget",
    ]


def test_update_operation_builds_a_chain(
    session: Session, writer: MemoryWriter, draft: Draft
) -> None:
    a = writer.apply([AddOperation(memory=draft())]).added[0]
    b = writer.apply([UpdateOperation(memory_id=a, memory=draft(text="Prefers oolong."))]).updated[
        0
    ]
    c = writer.apply(
        [UpdateOperation(memory_id=b, memory=draft(text="Prefers black tea."))]
    ).updated[0]
    chain = {r.id: r for r in rows(session)}
    assert chain[c].supersedes_id == b and chain[b].supersedes_id == a
    assert [chain[i].status for i in (a, b, c)] == ["superseded", "superseded", "active"]


def test_update_to_a_key_held_by_another_row_supersedes_both(
    session: Session, writer: MemoryWriter, draft: Draft
) -> None:
    tea = writer.apply([AddOperation(memory=draft())]).added[0]
    coffee = writer.apply(
        [AddOperation(memory=draft(text="Likes coffee.", subject="coffee"))]
    ).added[0]
    new = writer.apply(
        [UpdateOperation(memory_id=coffee, memory=draft(text="Likes tea, not coffee."))]
    ).updated[0]
    by_id = {r.id: r for r in rows(session)}
    assert by_id[tea].status == by_id[coffee].status == "superseded"
    assert by_id[new].status == "active"
    assert sum(r.status == "active" for r in by_id.values()) == 1


def test_forget_closes_the_row_and_keeps_text(
    session: Session, writer: MemoryWriter, draft: Draft
) -> None:
    mid = writer.apply([AddOperation(memory=draft())]).added[0]
    result = writer.apply([ForgetOperation(memory_id=mid, reason="asked to forget")])
    [row] = rows(session)
    assert result.forgotten == [mid]
    assert row.status == "deleted" and row.deleted_at is not None and row.text == "Likes green tea."
    assert audits(session)[-1].action == "forget"
    # A new add with the same key is a fresh active row, not a resurrection.
    again = writer.apply([AddOperation(memory=draft())]).added
    assert len(again) == 1


def test_unknown_or_foreign_ids_are_refused(
    session: Session, writer: MemoryWriter, draft: Draft
) -> None:
    import uuid

    with pytest.raises(NotFound):
        writer.apply([ForgetOperation(memory_id=uuid.uuid4())])
    mid = writer.apply([AddOperation(memory=draft())]).added[0]
    writer.apply([ForgetOperation(memory_id=mid)])
    with pytest.raises(NotFound):  # no longer active
        writer.apply([UpdateOperation(memory_id=mid, memory=draft())])
    other = MemoryWriter(
        session,
        user_id=uuid.uuid4(),
        conversation_id=None,
        embedder=writer.embedder,
        hmac_key=KEY,
        extractor_version="v",
    )
    live = writer.apply([AddOperation(memory=draft(subject="coffee"))]).added[0]
    with pytest.raises(NotFound):
        other.apply([ForgetOperation(memory_id=live)])


def test_fact_categories_are_type_fact(
    session: Session, writer: MemoryWriter, draft: Draft
) -> None:
    writer.apply(
        [
            AddOperation(
                memory=draft(
                    text="Works on banking regulation.",
                    subject="job",
                    category=MemoryCategory.stable_user_context,
                    polarity=None,
                )
            )
        ]
    )
    assert rows(session)[0].type == "fact"
