"""Conversation listing and detail: paging, consolidation marks, what was written and rejected."""

from __future__ import annotations

import uuid
from collections.abc import Callable

import pytest
from sqlalchemy import Engine

from core.config.settings import Settings
from core.conversations.browse import conversation_detail, list_conversations
from core.db.engine import session_scope
from core.errors import NotFound
from core.sweeper.factory import build_sweeper

MakeConversation = Callable[..., tuple[uuid.UUID, uuid.UUID, list[uuid.UUID]]]


def test_list_pages_and_filters_by_user(
    engine: Engine, make_conversation: MakeConversation
) -> None:
    user = uuid.uuid4()
    for minutes in (300, 200, 100):
        make_conversation([("user", "hi")], user=user, minutes_ago=minutes)
    make_conversation([("user", "other")])
    with session_scope(engine) as s:
        everyone = list_conversations(s, page_size=2)
        mine = list_conversations(s, user, page=2, page_size=2)
        first = list_conversations(s, user, page=1, page_size=2).items
    assert everyone.total == 4 and everyone.pages == 2 and len(everyone.items) == 2
    assert mine.total == 3 and mine.page == 2 and len(mine.items) == 1
    # newest activity first: page 2 holds the user's oldest conversation
    assert first[0].last_at and first[1].last_at and mine.items[0].last_at
    assert first[0].last_at > first[1].last_at > mine.items[0].last_at


def test_detail_marks_consolidated_turns_and_lists_outcomes(
    engine: Engine, mem_settings: Settings, make_conversation: MakeConversation
) -> None:
    _, conv, _ = make_conversation(
        [
            ("user", "Remember that I prefer tables."),
            ("assistant", "Noted."),
            ("user", "Also remember my password: hunter2-Secret!"),
        ]
    )
    with session_scope(engine) as s:
        before = conversation_detail(s, conv)
    assert [line.consolidated for line in before.lines] == [False, False, False]
    build_sweeper(engine, mem_settings).sweep_once()
    with session_scope(engine) as s:
        after = conversation_detail(s, conv)
    assert all(line.consolidated for line in after.lines)
    assert after.conversation.consolidated_through is not None
    assert [w.text for w in after.written] == ["Prefers tables."]
    assert [(e.action, e.reason, e.level) for e in after.events] == [
        ("rejected", "secret", "candidate")
    ]
    # Reviewers read what the code means and which rules fired, never the text.
    [event] = after.events
    assert "credential" in event.meaning
    assert event.labels.startswith("secret:") and "hunter2" not in event.labels
    with session_scope(engine) as s, pytest.raises(NotFound, match="pick one from the list"):
        conversation_detail(s, uuid.uuid4())
