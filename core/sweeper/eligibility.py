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
    return eligible_askers_many(session, [conv], limits)[conv.id]


def eligible_askers_many(
    session: Session, convs: list[Conversation], limits: MemorySettings
) -> dict[uuid.UUID, Eligibility]:
    """Eligibility of several conversations in two queries (the sweeper's batch)."""
    ids = [c.id for c in convs]
    authors: dict[uuid.UUID, dict[uuid.UUID, bool]] = {i: {} for i in ids}
    if ids:
        rows = session.execute(
            select(Message.conversation_id, Message.meta).where(
                Message.conversation_id.in_(ids), Message.role == MessageRole.user.value
            )
        ).all()
        for conversation_id, meta in rows:
            author = _uuid((meta or {}).get("author_id"))
            if author is None:
                continue
            verified = (meta or {}).get("principal_verified") is True
            mine = authors[conversation_id]
            mine[author] = mine.get(author, True) and verified
    workspaces = {c.workspace_id for c in convs if c.workspace_id is not None}
    members: dict[uuid.UUID, int] = {}
    if workspaces and not limits.shared_conversations:
        members = {
            w: int(n)
            for w, n in session.execute(
                select(WorkspaceMember.workspace_id, func.count())
                .where(WorkspaceMember.workspace_id.in_(workspaces))
                .group_by(WorkspaceMember.workspace_id)
            ).all()
        }
    return {
        c.id: _decide(
            authors[c.id], members.get(c.workspace_id, 0) if c.workspace_id else 0, limits
        )
        for c in convs
    }


def _decide(authors: dict[uuid.UUID, bool], members: int, limits: MemorySettings) -> Eligibility:
    if not authors:
        return Eligibility([], "no_author")
    if not limits.shared_conversations:
        if len(authors) > 1:
            return Eligibility([], "multiple_askers")
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
