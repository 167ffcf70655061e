"""Legal holds: placed and released by admins, audited, history kept; what they protect."""

from __future__ import annotations

import uuid

import pytest
from sqlalchemy import Engine, text

from core.access import Role
from core.config.settings import load_settings
from core.conversations.delete import delete_conversation
from core.db.embedding_record import read
from core.db.engine import session_scope
from core.errors import InvalidInput, LegalHoldActive, NotFound, PermissionDenied
from core.memory.erase import hard_delete_user
from core.recall.service import recall
from core.retention.holds import list_holds, place_hold, release_hold
from tests.builders import EMBEDDER
from tests.core.retention.seeding import MARK, MEMORY_TEXT, OPERATOR, seed_every_class


def _audit(engine: Engine, user: uuid.UUID) -> list[tuple[str, str, str]]:
    with engine.connect() as conn:
        return [
            tuple(r)
            for r in conn.execute(
                text(
                    'SELECT action, "actorId", reason FROM ai_engine_audit_log '
                    'WHERE "entityType" = \'legal_hold\' AND "entityId" = :u ORDER BY id'
                ),
                {"u": str(user)},
            )
        ]


def test_hold_add_remove_is_audited_and_keeps_history(engine: Engine) -> None:
    user = uuid.uuid4()
    with session_scope(engine) as s:
        place_hold(s, user, actor=OPERATOR, reason="matter 7")
    with session_scope(engine) as s, pytest.raises(InvalidInput, match="already under legal hold"):
        place_hold(s, user, actor=OPERATOR, reason="again")
    with session_scope(engine) as s:
        assert [h.user_id for h in list_holds(s)] == [user]
        released = release_hold(s, user, actor=OPERATOR, reason="matter closed")
    assert released.released_by == OPERATOR.id and not released.open
    with session_scope(engine) as s, pytest.raises(InvalidInput, match="not under legal hold"):
        release_hold(s, user, actor=OPERATOR, reason="twice")
    with session_scope(engine) as s:
        place_hold(s, user, actor=OPERATOR, reason="matter 8")
        assert len(list_holds(s)) == 1
        history = list_holds(s, include_released=True)
    assert [h.reason for h in history] == ["matter 8", "matter 7"]
    assert _audit(engine, user) == [
        ("hold_placed", OPERATOR.id, "matter 7"),
        ("hold_released", OPERATOR.id, "matter closed"),
        ("hold_placed", OPERATOR.id, "matter 8"),
    ]


def test_holds_need_an_admin_and_a_reason(engine: Engine) -> None:
    reviewer = OPERATOR.model_copy(update={"role": Role.reviewer})
    with session_scope(engine) as s:
        with pytest.raises(PermissionDenied, match="ACEH_RAG_CONSOLE__ADMINS"):
            place_hold(s, uuid.uuid4(), actor=reviewer, reason="x")
        with pytest.raises(InvalidInput, match="--reason"):
            place_hold(s, uuid.uuid4(), actor=OPERATOR, reason="  ")


def test_deleting_a_conversation_keeps_its_memories_and_audit_events(
    engine: Engine, env: dict[str, str]
) -> None:
    """Seed 000: deleting a conversation (the view) never deletes the memories written from it,
    and its audit events stay."""
    seeded = seed_every_class(engine)
    conv = seeded.unheld_old[0]
    with engine.connect() as conn:
        events_before = conn.execute(
            text(
                'SELECT count(*) FROM ai_engine_audit_log WHERE "entityId" = :c '
                "OR details ->> 'conversationId' = :c"
            ),
            {"c": str(conv)},
        ).scalar_one()
    assert events_before >= 1
    with session_scope(engine) as s:
        done = delete_conversation(s, conv, actor=OPERATOR, reason="user asked")
    assert (done.messages, done.memories_kept) == (3, 1)
    with engine.connect() as conn:
        assert (
            conn.execute(
                text("SELECT count(*) FROM messages WHERE conversation_id = :c"), {"c": conv}
            ).scalar_one()
            == 0
        )
        row = conn.execute(
            text('SELECT status, "sourceConversationId" FROM user_memory WHERE id = :m'),
            {"m": seeded.memory},
        ).one()
        assert tuple(row) == ("active", conv)
        rows = conn.execute(
            text(
                "SELECT action, details::text, reason FROM ai_engine_audit_log "
                "WHERE \"entityId\" = :c OR details ->> 'conversationId' = :c ORDER BY id"
            ),
            {"c": str(conv)},
        ).all()
    assert len(rows) == events_before + 1 and rows[-1][0] == "conversation_deleted"
    assert all(MARK not in d and MEMORY_TEXT not in d for _, d, _ in rows)
    # still recalled for its user
    settings = load_settings().with_memory_on()
    assert read(engine) is not None
    result = recall(engine, settings, EMBEDDER, seeded.unheld, "short bullet lists totals")
    assert seeded.memory in result.memory_ids
    with session_scope(engine) as s, pytest.raises(NotFound):
        delete_conversation(s, conv, actor=OPERATOR, reason="again")


def test_a_held_users_conversation_is_refused_but_their_memories_can_go(engine: Engine) -> None:
    seeded = seed_every_class(engine)
    for conv in (seeded.held_old, seeded.shared_old):
        with session_scope(engine) as s, pytest.raises(LegalHoldActive, match="ingat hold remove"):
            delete_conversation(s, conv, actor=OPERATOR, reason="tidy up")  # type: ignore[arg-type]
    with session_scope(engine) as s:
        reviewer = OPERATOR.model_copy(update={"role": Role.reviewer})
        with pytest.raises(PermissionDenied):
            delete_conversation(s, seeded.unheld_recent, actor=reviewer, reason="x")  # type: ignore[arg-type]
    # Memories are a derived profile: erasing them works under a hold.
    from tests.builders import remember

    remember(engine, seeded.held, "Likes tables.")
    with session_scope(engine) as s:
        assert hard_delete_user(s, seeded.held, actor=OPERATOR, reason="user asked") == 1
    with engine.connect() as conn:
        assert (
            conn.execute(
                text("SELECT count(*) FROM conversations WHERE user_id = :u"), {"u": seeded.held}
            ).scalar_one()
            == 2
        )
