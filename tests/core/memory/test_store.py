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


@pytest.mark.parametrize(
    ("text", "again"),
    [
        ("Prefers short answers.", "prefers   SHORT answers!"),
        ("Lebih suka jawaban singkat.", "Lebih suka jawaban singkat"),
        ("喜欢简短的回答。", "喜欢简短的回答！"),
    ],
)
def test_an_add_with_the_text_of_an_active_memory_is_a_duplicate_whatever_its_key(
    session: Session, writer: MemoryWriter, draft: Draft, text: str, again: str
) -> None:
    first = writer.apply([AddOperation(memory=draft(text=text, subject="answer length"))]).added
    result = writer.apply(
        [
            AddOperation(
                memory=draft(
                    text=again,
                    subject="reply style",
                    category=MemoryCategory.communication_preference,
                )
            )
        ]
    )
    assert result.duplicates == 1 and not result.added and not result.updated
    assert [(r.id, r.status) for r in rows(session)] == [(first[0], "active")]
    assert [a.action for a in audits(session)] == ["add", "duplicate"]
    assert audits(session)[-1].entity_id == str(first[0])


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Prefers short answers.", "Prefers answers in English."),
        ("Lebih suka jawaban singkat.", "Lebih suka jawaban dalam bahasa Inggris."),
        ("喜欢简短的回答。", "喜欢用英文回答。"),
    ],
)
def test_an_update_to_the_text_of_another_active_memory_is_a_duplicate(
    session: Session, writer: MemoryWriter, draft: Draft, a: str, b: str
) -> None:
    """The target stays as it was: superseding it would leave two rows saying the same thing,
    and closing it would be a forget nobody asked for."""
    first = writer.apply([AddOperation(memory=draft(text=a, subject="length"))]).added[0]
    second = writer.apply([AddOperation(memory=draft(text=b, subject="language"))]).added[0]
    result = writer.apply(
        [UpdateOperation(memory_id=first, memory=draft(text=b.upper(), subject="length"))]
    )
    assert result.duplicates == 1 and not result.updated and not result.superseded
    by_id = {r.id: r for r in rows(session)}
    assert len(by_id) == 2 and by_id[first].text == a and by_id[second].text == b
    assert by_id[first].status == by_id[second].status == "active"


def test_the_same_text_under_the_same_key_still_updates_tags_and_its_own_text(
    session: Session, writer: MemoryWriter, draft: Draft
) -> None:
    """Only a row that would stay beside the new one makes a duplicate: the row being replaced
    (the same key, or the update's target) does not."""
    first = writer.apply([AddOperation(memory=draft())]).added[0]
    retagged = writer.apply([AddOperation(memory=draft(tags=["tea", "drinks"]))])
    assert retagged.superseded == [first] and len(retagged.updated) == 1
    [current] = retagged.updated
    fixed = writer.apply([UpdateOperation(memory_id=current, memory=draft(text="likes green tea"))])
    assert fixed.superseded == [current] and fixed.duplicates == 0
    assert sum(r.status == "active" for r in rows(session)) == 1


def test_a_batch_does_not_add_the_same_text_twice(
    session: Session, writer: MemoryWriter, draft: Draft
) -> None:
    result = writer.apply(
        [
            AddOperation(memory=draft(text="以后用中文回答。", subject="回答语言")),
            AddOperation(memory=draft(text="以后用中文回答", subject="语言")),
        ],
        flush=False,
    )
    assert len(result.added) == 1 and result.duplicates == 1
    assert len(rows(session)) == 1


def test_a_sweepers_writer_drops_operations_on_gone_memories(
    session: Session, writer: MemoryWriter, draft: Draft
) -> None:
    """``drop_gone=True``: an update or forget of a memory that is no longer active is dropped
    with reason memory_gone (audited under the conversation), and the batch goes on."""
    import uuid

    from core.gates.reasons import MEMORY_GONE, meaning

    conversation = uuid.uuid4()
    sweeping = MemoryWriter(
        session,
        user_id=writer.user_id,
        conversation_id=conversation,
        embedder=writer.embedder,
        hmac_key=KEY,
        extractor_version="v",
        drop_gone=True,
    )
    gone = writer.apply([AddOperation(memory=draft(subject="tea"))]).added[0]
    writer.apply([ForgetOperation(memory_id=gone)])
    result = sweeping.apply(
        [
            UpdateOperation(memory_id=gone, memory=draft(subject="tea")),
            ForgetOperation(memory_id=uuid.uuid4()),
            AddOperation(memory=draft(subject="coffee")),
        ]
    )
    assert result.gone == 2 and len(result.added) == 1 and not result.updated
    rows = [a for a in audits(session) if a.action == "dropped"]
    assert [(a.reason, a.entity_id, a.details["op"]) for a in rows] == [
        (MEMORY_GONE, str(conversation), "update"),
        (MEMORY_GONE, str(conversation), "forget"),
    ]
    assert "deleted while the model was thinking" in meaning(MEMORY_GONE)
