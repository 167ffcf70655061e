"""Legal holds: a held user's conversations and audit rows are never deleted.

The hold protects the *record*: the conversations (with their messages) and the audit rows that
belong to the user (``details.userId``, or the owner of the conversation an audit row is about).
Retention skips them and every admin delete of a conversation is refused; the database refuses it
too (migration 0007), so a delete that forgets to ask is stopped all the same. A user's memories
are not held: they are a profile derived from the record, and the user's own erasure of them
(``DELETE /memories``) still works under a hold.

Placing and releasing a hold are admin actions, each audited (entity ``legal_hold``, the user's id,
the operator as actor). The reason is the operator's own words about the matter, never memory text.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

from pydantic import BaseModel
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from core import audit
from core.access import Actor, Role
from core.db import advisory_locks
from core.db.models import LegalHold
from core.errors import InvalidInput

MAX_REASON = 500


class Hold(BaseModel):
    """One hold, open or released."""

    id: uuid.UUID
    user_id: uuid.UUID
    reason: str
    placed_by: str
    placed_at: datetime
    released_at: datetime | None = None
    released_by: str | None = None
    release_reason: str | None = None

    @property
    def open(self) -> bool:
        """True while the hold is in force."""
        return self.released_at is None


def _reason(reason: str, what: str) -> str:
    reason = reason.strip()
    if not reason:
        raise InvalidInput(f"a reason is required to {what}; pass --reason with the matter's name")
    return reason[:MAX_REASON]


def open_hold(session: Session, user_id: uuid.UUID) -> LegalHold | None:
    """The user's open hold, if any."""
    return session.execute(
        select(LegalHold).where(LegalHold.user_id == user_id, LegalHold.released_at.is_(None))
    ).scalar_one_or_none()


def place_hold(session: Session, user_id: uuid.UUID, *, actor: Actor, reason: str) -> Hold:
    """Put ``user_id`` under legal hold (admins only); InvalidInput when already held."""
    actor.require(Role.admin, "place legal holds")
    reason = _reason(reason, "place a legal hold")
    # One open hold per user: lock the user's holds so two operators cannot both place one.
    session.execute(select(func.pg_advisory_xact_lock(_HOLD_LOCK_SPACE, _lock_key(user_id))))
    existing = open_hold(session, user_id)
    if existing is not None:
        raise InvalidInput(
            f"user {user_id} is already under legal hold (placed {existing.placed_at:%Y-%m-%d} "
            f"by {existing.placed_by}); `ingat hold list` shows it"
        )
    hold = LegalHold(
        id=uuid.uuid4(),
        user_id=user_id,
        reason=reason,
        placed_by=actor.id,
        placed_at=datetime.now(UTC),
    )
    session.add(hold)
    session.flush()
    audit.record(
        session,
        entity_type=audit.HOLD_ENTITY,
        entity_id=str(user_id),
        action="hold_placed",
        actor=actor,
        reason=reason,
        details={"userId": str(user_id), "holdId": str(hold.id)},
    )
    return Hold.model_validate(hold, from_attributes=True)


def release_hold(session: Session, user_id: uuid.UUID, *, actor: Actor, reason: str) -> Hold:
    """Release the user's open hold (admins only); the hold stays as history."""
    actor.require(Role.admin, "release legal holds")
    reason = _reason(reason, "release a legal hold")
    session.execute(select(func.pg_advisory_xact_lock(_HOLD_LOCK_SPACE, _lock_key(user_id))))
    hold = open_hold(session, user_id)
    if hold is None:
        raise InvalidInput(
            f"user {user_id} is not under legal hold; `ingat hold list` shows who is"
        )
    hold.released_at = datetime.now(UTC)
    hold.released_by = actor.id
    hold.release_reason = reason
    session.flush()
    audit.record(
        session,
        entity_type=audit.HOLD_ENTITY,
        entity_id=str(user_id),
        action="hold_released",
        actor=actor,
        reason=reason,
        details={"userId": str(user_id), "holdId": str(hold.id)},
    )
    return Hold.model_validate(hold, from_attributes=True)


def list_holds(session: Session, *, include_released: bool = False, limit: int = 200) -> list[Hold]:
    """Holds, newest first: the open ones, or every hold ever placed."""
    query = select(LegalHold).order_by(LegalHold.placed_at.desc(), LegalHold.id).limit(limit)
    if not include_released:
        query = query.where(LegalHold.released_at.is_(None))
    return [Hold.model_validate(h, from_attributes=True) for h in session.execute(query).scalars()]


def open_hold_count(session: Session) -> int:
    """How many users are under legal hold now."""
    return int(
        session.execute(
            select(func.count()).select_from(LegalHold).where(LegalHold.released_at.is_(None))
        ).scalar_one()
    )


# Holds of one user are changed under a transaction lock in a key space of their own.
_HOLD_LOCK_SPACE = advisory_locks.HOLD_SPACE


def _lock_key(user_id: uuid.UUID) -> int:
    return int.from_bytes(user_id.bytes[:4], "big", signed=True)


def conversation_held(session: Session, conversation_id: uuid.UUID, owner: uuid.UUID) -> bool:
    """True when the conversation's owner, or any asker in it, is under an open hold (the
    database's ``ingat_conversation_held``, the same test retention and the trigger use)."""
    return bool(
        session.execute(select(func.ingat_conversation_held(conversation_id, owner))).scalar_one()
    )
