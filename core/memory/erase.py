"""Permanent deletion of memories (SPEC §9 user controls, §11 reviewer deletes).

A hard delete removes the row, its embedding and every earlier version of it (the supersede chain
behind it holds the same personal data), and records an audit row per removed row that names the
actor and reason and carries only ``text_hmac``. Deleting all of a user's memories also removes
legacy ``reflection`` rows and the user's rows in shadow runs: no memory text is left anywhere.
"""

from __future__ import annotations

import uuid

from pydantic import BaseModel
from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from core import audit
from core.access import Actor, Role
from core.db.models import ActorType, UserMemory
from core.db.side_schema import erase_from_sides
from core.errors import InvalidInput, NotFound


class EraseResult(BaseModel):
    """Ids of the rows a hard delete removed."""

    deleted_ids: list[uuid.UUID]


def _require_reason(actor: Actor, reason: str) -> str:
    reason = reason.strip()
    if actor.type is ActorType.reviewer:
        actor.require(Role.reviewer, "delete memories")
        if not reason:
            raise InvalidInput("a reason is required to delete memories; write why in a few words")
    return reason[:500]


def chain_behind(session: Session, memory_id: uuid.UUID) -> list[uuid.UUID]:
    """``memory_id`` and every earlier version it supersedes, newest first."""
    ids = [memory_id]
    current = memory_id
    for _ in range(1000):  # bounded: a corrupted cycle must not hang a reviewer's request
        prev = session.execute(
            select(UserMemory.supersedes_id).where(UserMemory.id == current)
        ).scalar_one_or_none()
        if prev is None or prev in ids:
            break
        ids.append(prev)
        current = prev
    return ids


def hard_delete_memory(
    session: Session,
    memory_id: uuid.UUID,
    *,
    actor: Actor,
    reason: str,
    hmac_key: bytes,
    owner: uuid.UUID | None = None,
) -> EraseResult:
    """Permanently delete one memory and its earlier versions.

    ``owner`` restricts the delete to that user's memories (another user's id is NotFound, so the
    API never reveals that it exists).
    """
    reason = _require_reason(actor, reason)
    query = select(UserMemory.user_id).where(UserMemory.id == memory_id)
    if owner is not None:
        query = query.where(UserMemory.user_id == owner)
    user_id = session.execute(query).scalar_one_or_none()
    if user_id is None:
        raise NotFound(f"memory {memory_id} does not exist; it may already be deleted")
    ids = chain_behind(session, memory_id)
    rows = session.execute(
        select(UserMemory.id, UserMemory.text).where(UserMemory.id.in_(ids))
    ).all()
    for row_id, text in rows:
        audit.record(
            session,
            entity_id=str(row_id),
            action="hard_delete",
            actor=actor,
            reason=reason,
            details={
                "userId": str(user_id),
                "requestedId": str(memory_id),
                "rowsInChain": len(ids),
                "text_hmac": audit.text_hmac(hmac_key, text),
            },
        )
    session.execute(delete(UserMemory).where(UserMemory.id.in_(ids)))
    erase_from_sides(session.connection(), user_id, ids, [text for _, text in rows])
    return EraseResult(deleted_ids=[r[0] for r in rows])


def hard_delete_user(session: Session, user_id: uuid.UUID, *, actor: Actor, reason: str) -> int:
    """Permanently delete every memory row of ``user_id`` (all statuses); returns the count."""
    reason = _require_reason(actor, reason)
    count = session.execute(
        select(func.count()).select_from(UserMemory).where(UserMemory.user_id == user_id)
    ).scalar_one()
    # Shadow runs' copies of the user's memories go too (core.db.side_schema).
    shadow = erase_from_sides(session.connection(), user_id)
    audit.record(
        session,
        entity_id=str(user_id),
        action="hard_delete_user",
        actor=actor,
        reason=reason,
        details={"userId": str(user_id), "rows": count, "shadowRows": shadow},
    )
    session.execute(delete(UserMemory).where(UserMemory.user_id == user_id))
    return int(count)
