"""Server-side filtering and paging, and the full story of one memory."""

from __future__ import annotations

import uuid
from collections.abc import Callable

import pytest
from sqlalchemy import text
from sqlalchemy.orm import Session

from core.db.models import MemoryCategory
from core.errors import InvalidInput, NotFound
from core.memory.browse import MemoryFilter, list_memories, memory_detail
from core.memory.schemas import AddOperation, ForgetOperation, MemoryDraft, UpdateOperation
from core.memory.store import MemoryWriter
from tests.core.memory.conftest import Chat


@pytest.fixture
def populated(
    session: Session, writer: MemoryWriter, draft: Callable[..., MemoryDraft]
) -> dict[str, uuid.UUID]:
    ids: dict[str, uuid.UUID] = {}
    for i in range(12):
        ids[f"m{i}"] = writer.apply(
            [AddOperation(memory=draft(text=f"Topic {i} 100%_done", subject=f"topic {i}"))]
        ).added[0]
    ids["fact"] = writer.apply(
        [
            AddOperation(
                memory=draft(
                    text="Works at a bank.",
                    subject="job",
                    polarity=None,
                    category=MemoryCategory.stable_user_context,
                )
            )
        ]
    ).added[0]
    writer.apply([ForgetOperation(memory_id=ids["m0"])])
    ids["m1b"] = writer.apply(
        [
            UpdateOperation(
                memory_id=ids["m1"], memory=draft(text="Topic one, revised", subject="topic 1")
            )
        ]
    ).updated[0]
    session.execute(
        text(
            'INSERT INTO user_memory (id, "userId", type, text, "stableKey") '
            f"VALUES ('{uuid.uuid4()}', '{writer.user_id}', 'reflection', 'legacy', 'legacy')"
        )
    )
    return ids


def test_paging_and_counts(session: Session, populated: dict[str, uuid.UUID]) -> None:
    first = list_memories(session, MemoryFilter(), page=1, page_size=5)
    assert first.total == 14 and first.pages == 3 and len(first.items) == 5
    last = list_memories(session, MemoryFilter(), page=3, page_size=5)
    assert len(last.items) == 4
    seen = {m.id for p in (1, 2, 3) for m in list_memories(session, MemoryFilter(), p, 5).items}
    assert len(seen) == 14
    assert all(
        m.type != "reflection"
        for p in (1, 2, 3)
        for m in list_memories(session, MemoryFilter(), p, 5).items
    )


def test_filters(session: Session, populated: dict[str, uuid.UUID], chat: Chat) -> None:
    def ids(**kw: object) -> set[uuid.UUID]:
        return {m.id for m in list_memories(session, MemoryFilter(**kw), 1, 200).items}

    assert ids(status="deleted") == {populated["m0"]}
    assert ids(status="superseded") == {populated["m1"]}
    assert ids(type="fact") == {populated["fact"]}
    assert ids(category="stable_user_context") == {populated["fact"]}
    assert ids(text="REVISED") == {populated["m1b"]}
    assert len(ids(text="100%_")) == 12  # % and _ are literal, not wildcards
    assert ids(text="100%x") == set()
    assert len(ids(user_id=chat.user_id)) == 14
    assert ids(user_id=uuid.uuid4()) == set()
    assert ids(language="zh") == set()


def test_bad_paging_is_a_clear_error(session: Session) -> None:
    with pytest.raises(InvalidInput, match="page"):
        list_memories(session, MemoryFilter(), page=0)
    with pytest.raises(InvalidInput, match="between 1 and 200"):
        list_memories(session, MemoryFilter(), page_size=1000)


def test_detail_has_sources_chain_and_audit(
    session: Session, populated: dict[str, uuid.UUID], chat: Chat
) -> None:
    detail = memory_detail(session, populated["m1"])
    assert [v.id for v in detail.chain] == [populated["m1"], populated["m1b"]]
    assert [s.id for s in detail.sources] == [chat.message_id]
    assert detail.sources[0].content == "Remember I like tea."
    actions = [(a.memory_id, a.action) for a in detail.audit]
    assert (str(populated["m1"]), "add") in actions
    assert (str(populated["m1"]), "supersede") in actions
    assert (str(populated["m1b"]), "update") in actions
    assert detail.stable_key == "user_preference:topic-1"
    with pytest.raises(NotFound):
        memory_detail(session, uuid.uuid4())
