"""An admin deletes one conversation (the view), keeping the memories and the audit record.

Seed 000 separates deleting a conversation from keeping its audit events: the conversation and its
messages go (the foreign key cascades), while the memories written from it stay active and
recallable (``"sourceConversationId"`` is a plain id, no foreign key), and so do the audit rows
about it. The delete itself is audited (entity ``conversation``: the owner, the message count, the
memories kept — never text). A conversation of a user under legal hold is refused.
"""

from __future__ import annotations

import uuid

from pydantic import BaseModel
from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from core import audit
from core.access import Actor, Role
from core.db.models import Conversation, Message, UserMemory
from core.errors import InvalidInput, LegalHoldActive, NotFound
from core.retention.holds import MAX_REASON, conversation_held


class DeletedConversation(BaseModel):
    """What a conversation delete removed and kept."""

    conversation_id: uuid.UUID
    user_id: uuid.UUID
    messages: int
    memories_kept: int


def delete_conversation(
    session: Session, conversation_id: uuid.UUID, *, actor: Actor, reason: str
) -> DeletedConversation:
    """Delete one conversation and its messages (admins only, with a reason, audited)."""
    actor.require(Role.admin, "delete conversations")
    reason = reason.strip()[:MAX_REASON]
    if not reason:
        raise InvalidInput("a reason is required to delete a conversation; pass --reason")
    conv = session.execute(
        select(Conversation).where(Conversation.id == conversation_id).with_for_update()
    ).scalar_one_or_none()
    if conv is None:
        raise NotFound(f"conversation {conversation_id} does not exist; it may already be deleted")
    if conversation_held(session, conv.id, conv.user_id):
        raise LegalHoldActive(
            f"conversation {conversation_id} belongs to a user under legal hold (its owner or an "
            "asker in it), so it is kept; release the hold first (`ingat hold remove`) if the "
            "matter is closed"
        )
    messages = session.execute(
        select(func.count()).select_from(Message).where(Message.conversation_id == conv.id)
    ).scalar_one()
    kept = session.execute(
        select(func.count())
        .select_from(UserMemory)
        .where(UserMemory.source_conversation_id == conv.id)
    ).scalar_one()
    audit.record(
        session,
        entity_type=audit.CONVERSATION_ENTITY,
        entity_id=str(conv.id),
        action="conversation_deleted",
        actor=actor,
        reason=reason,
        details={"userId": str(conv.user_id), "messages": int(messages), "memoriesKept": int(kept)},
    )
    session.execute(delete(Conversation).where(Conversation.id == conv.id))
    return DeletedConversation(
        conversation_id=conv.id,
        user_id=conv.user_id,
        messages=int(messages),
        memories_kept=int(kept),
    )
