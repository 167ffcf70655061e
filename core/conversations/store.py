"""Write conversations, messages and workspaces with the metadata the sweeper relies on.

``messages.metadata.author_id`` is the asker of a user message, ``principal_verified`` whether
that asker was JWT-verified, ``policy_passed`` whether an assistant reply passed Policy Guard
(SPEC §4). Tool messages are retrieval passages and are never extracted from.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import update
from sqlalchemy.orm import Session

from core.db.models import Conversation, Message, MessageRole, Workspace, WorkspaceMember


def create_workspace(
    session: Session, name: str, members: Iterable[uuid.UUID], workspace_id: uuid.UUID | None = None
) -> Workspace:
    """A workspace with its members."""
    ws = Workspace(id=workspace_id or uuid.uuid4(), name=name)
    session.add(ws)
    session.flush()
    for member in members:
        session.add(WorkspaceMember(workspace_id=ws.id, user_id=member))
    session.flush()
    return ws


def create_conversation(
    session: Session,
    user_id: uuid.UUID,
    title: str = "",
    *,
    workspace_id: uuid.UUID | None = None,
    conversation_id: uuid.UUID | None = None,
    created_at: datetime | None = None,
) -> Conversation:
    """A new, empty conversation owned by ``user_id``."""
    when = created_at or datetime.now(UTC)
    conv = Conversation(
        id=conversation_id or uuid.uuid4(),
        user_id=user_id,
        workspace_id=workspace_id,
        title=title,
        meta={},
        created_at=when,
        updated_at=when,
    )
    session.add(conv)
    session.flush()
    return conv


def add_message(
    session: Session,
    conversation_id: uuid.UUID,
    role: MessageRole,
    content: str,
    *,
    author_id: uuid.UUID | None = None,
    principal_verified: bool | None = None,
    policy_passed: bool | None = None,
    source_citations: list[Any] | None = None,
    extra_metadata: dict[str, Any] | None = None,
    message_id: uuid.UUID | None = None,
    created_at: datetime | None = None,
) -> Message:
    """Append one message and bump the conversation's ``updated_at``."""
    when = created_at or datetime.now(UTC)
    meta: dict[str, Any] = dict(extra_metadata or {})
    if author_id is not None:
        meta["author_id"] = str(author_id)
    if principal_verified is not None:
        meta["principal_verified"] = principal_verified
    if policy_passed is not None:
        meta["policy_passed"] = policy_passed
    msg = Message(
        id=message_id or uuid.uuid4(),
        conversation_id=conversation_id,
        role=role.value,
        content=content,
        source_citations=source_citations or [],
        meta=meta,
        created_at=when,
    )
    session.add(msg)
    session.execute(
        update(Conversation)
        .where(Conversation.id == conversation_id, Conversation.updated_at < when)
        .values(updated_at=when)
    )
    session.flush()
    return msg
