"""Finding users by id, id prefix or label, and listing them with their memory counts."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import Engine, text

from core.access import Actor, Role
from core.conversations.store import add_message, create_conversation
from core.db.engine import session_scope
from core.db.models import ActorType, MessageRole
from core.errors import InvalidInput
from core.memory.erase import hard_delete_memory
from core.users.directory import find_users, list_users, resolve_user
from tests.builders import remember

ADMIN = Actor(type=ActorType.reviewer, id="r@example.org", role=Role.admin)
T0 = datetime(2026, 11, 1, tzinfo=UTC)


def said(engine: Engine, user: uuid.UUID, **meta: str) -> None:
    """A conversation of ``user`` with one message carrying ``meta`` as a host would."""
    with session_scope(engine) as s:
        conv = create_conversation(s, user, "t")
        add_message(s, conv.id, MessageRole.user, "hi", author_id=user, extra_metadata=meta)


def test_a_user_is_found_by_full_id_prefix_and_label(engine: Engine) -> None:
    ana, bo = uuid.UUID("3f2b8c1e-0000-4000-8000-000000000001"), uuid.uuid4()
    remember(engine, ana, "Prefers short answers.", subject="length")
    said(engine, ana, author_name="Ana Lima", author_email="ana@example.org")
    said(engine, bo, author_name="Bo Chen")  # a conversation, no memory
    with session_scope(engine) as s:
        [by_id] = find_users(s, str(ana))
        [by_prefix] = find_users(s, "3f2b8c1e")
        [by_dashed_prefix] = find_users(s, "3F2B8C1E-0000")
        [by_label] = find_users(s, "ana@example")
        [bo_found] = find_users(s, "bo ch")
        assert find_users(s, "  ") == []
        assert find_users(s, "zz-nobody") == []
    assert by_id.user_id == by_prefix.user_id == by_dashed_prefix.user_id == by_label.user_id == ana
    assert by_label.label == "Ana Lima ana@example.org" and by_label.active == 1
    assert bo_found.user_id == bo and bo_found.active == 0 and bo_found.last_write is None


def test_a_prefix_finds_users_with_only_a_conversation_and_short_ones_are_refused(
    engine: Engine,
) -> None:
    only_talked = uuid.UUID("abcd1234-0000-4000-8000-000000000002")
    said(engine, only_talked)
    with session_scope(engine) as s:
        assert [u.user_id for u in find_users(s, "abcd12")] == [only_talked]
        with pytest.raises(InvalidInput, match="at least 4 characters"):
            find_users(s, "ab")


def test_resolve_user_names_one_user_or_says_why_not(engine: Engine) -> None:
    a = uuid.UUID("77770000-0000-4000-8000-000000000001")
    b = uuid.UUID("77770000-0000-4000-8000-000000000002")
    for user in (a, b):
        remember(engine, user, "Prefers tables.", subject="tables")
    with session_scope(engine) as s:
        assert resolve_user(s, "") is None
        assert resolve_user(s, str(a)) == a
        with pytest.raises(InvalidInput, match="matches 2 users"):
            resolve_user(s, "7777")
        with pytest.raises(InvalidInput, match="no user matches"):
            resolve_user(s, "no such person")


def test_the_list_is_paged_newest_write_first_with_counts_by_status(engine: Engine) -> None:
    users = [uuid.uuid4() for _ in range(5)]
    for i, user in enumerate(users):
        remember(engine, user, f"Prefers option {i}.", subject="option", now=T0 + timedelta(days=i))
    gone = remember(engine, users[0], "Prefers dark mode.", subject="mode", now=T0)
    with session_scope(engine) as s:
        s.execute(
            text("UPDATE user_memory SET status = 'deleted', \"deletedAt\" = now() WHERE id = :i"),
            {"i": gone},
        )
    with session_scope(engine) as s:
        first = list_users(s, page=1, page_size=2)
        last = list_users(s, page=3, page_size=2)
        past = list_users(s, page=9, page_size=2)
        with pytest.raises(InvalidInput, match="page size"):
            list_users(s, page_size=0)
    assert first.total == last.total == past.total == 5 and first.pages == 3
    assert [u.user_id for u in first.items] == [users[4], users[3]]
    [oldest] = last.items
    assert (oldest.user_id, oldest.active, oldest.deleted) == (users[0], 1, 1)
    assert past.items == []


def test_a_label_follows_the_latest_message_and_bad_author_ids_are_ignored(
    engine: Engine,
) -> None:
    user = uuid.uuid4()
    said(engine, user, author_name="Old Name")
    said(engine, user, author_name="New Name")
    with session_scope(engine) as s:
        conv = create_conversation(s, user, "t")
        # a host's message with an author that is no UUID is stored; it labels nobody
        add_message(
            s,
            conv.id,
            MessageRole.user,
            "x",
            extra_metadata={"author_id": "bob", "author_name": "Bob"},
        )
    with session_scope(engine) as s:
        labels = dict(s.execute(text('SELECT "userId", label FROM user_labels')).all())
    assert labels == {user: "New Name"}


def test_a_hard_deleted_users_memories_no_longer_count(engine: Engine) -> None:
    user = uuid.uuid4()
    mid = remember(engine, user, "Prefers tables.", subject="tables")
    with session_scope(engine) as s:
        hard_delete_memory(s, mid, actor=ADMIN, reason="asked", hmac_key=b"k")
    with session_scope(engine) as s:
        [summary] = find_users(s, str(user))
    assert (summary.active, summary.deleted) == (0, 0)
