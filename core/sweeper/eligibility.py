"""Who gets memory from a conversation (SPEC §6, seed 000 "Siapa yang mendapat memori")."""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from core.config.settings import MemorySettings
from core.db.models import Conversation, Message, MessageRole, WorkspaceMember


@dataclass(frozen=True)
class Eligibility:
    """The askers who get memory, or why nobody does (a code, for logs)."""

    askers: list[uuid.UUID]
    skipped: str = ""


def _uuid(value: object) -> uuid.UUID | None:
    try:
        return uuid.UUID(str(value))
    except ValueError:
        return None


def eligible_askers(session: Session, conv: Conversation, limits: MemorySettings) -> Eligibility:
    """The askers of ``conv`` who may get memory under the settings."""
    rows = session.execute(
        select(Message.meta).where(
            Message.conversation_id == conv.id, Message.role == MessageRole.user.value
        )
    ).scalars()
    authors: dict[uuid.UUID, bool] = {}
    for meta in rows:
        author = _uuid((meta or {}).get("author_id"))
        if author is None:
            continue
        verified = (meta or {}).get("principal_verified") is True
        authors[author] = authors.get(author, True) and verified
    if not authors:
        return Eligibility([], "no_author")
    if not limits.shared_conversations:
        if len(authors) > 1:
            return Eligibility([], "multiple_askers")
        if conv.workspace_id is not None:
            members = session.execute(
                select(func.count())
                .select_from(WorkspaceMember)
                .where(WorkspaceMember.workspace_id == conv.workspace_id)
            ).scalar_one()
            if members > 1:
                return Eligibility([], "multi_member_workspace")
    sentinels = {_uuid(s) for s in limits.sentinel_subjects}
    allow = {_uuid(s) for s in limits.subject_allowlist}
    askers = []
    for author, verified in sorted(authors.items(), key=lambda kv: str(kv[0])):
        if author in sentinels:
            continue
        if limits.require_verified_principal and not verified:
            continue
        if allow and author not in allow:
            continue
        askers.append(author)
    return Eligibility(askers, "" if askers else "no_eligible_asker")
