"""Read the audit log: every row, filtered and paged on the server, and exported as CSV.

Audit rows never hold memory text (``core.audit``): what a reviewer sees here is who did what to
which entity, when and why, with each row's details (ids, counts, text HMACs). A hard-deleted
memory's rows stay, keyed by its id, so an auditor can still be shown who deleted it.
"""

from __future__ import annotations

import csv
import io
import json
import uuid
from datetime import datetime
from typing import Any

from pydantic import BaseModel, Field
from sqlalchemy import ColumnElement, and_, func, or_, select
from sqlalchemy.orm import Session

from core.audit import ENTITY_TYPES
from core.db.models import AuditLog
from core.errors import InvalidInput
from core.paging import PageInfo, check_paging

# Counting a million rows on every page view costs more than the page: past this many, the page
# says "more than".
COUNT_CAP = 10_000
EXPORT_LIMIT = 100_000


class AuditFilter(BaseModel):
    """What to show; every field optional. Text fields match exactly (``actor``: an actor's id or
    kind), ``reason`` by substring."""

    entity_type: str | None = None
    entity_id: str | None = None
    action: str | None = None
    actor: str | None = None
    reason: str | None = None
    user_id: uuid.UUID | None = None
    since: datetime | None = None
    until: datetime | None = None


class AuditRow(BaseModel):
    """One audit row."""

    id: int
    created_at: datetime
    entity_type: str
    entity_id: str
    action: str
    actor_type: str
    actor_id: str
    reason: str
    details: dict[str, Any] = Field(default_factory=dict)


class AuditPage(PageInfo):
    """One page of rows; ``total`` is at most :data:`COUNT_CAP` (``capped`` when there are more)."""

    items: list[AuditRow]
    capped: bool


def _escape_like(value: str) -> str:
    return value.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _conditions(f: AuditFilter) -> list[ColumnElement[bool]]:
    if f.since and f.until and f.since >= f.until:
        raise InvalidInput("the time range is empty: 'since' must be before 'until'")
    conds: list[ColumnElement[bool]] = []
    if f.entity_type:
        conds.append(AuditLog.entity_type == f.entity_type)
    if f.entity_id and f.entity_id.strip():
        if not f.entity_type:  # the index leads with the entity type
            conds.append(AuditLog.entity_type.in_(ENTITY_TYPES))
        conds.append(AuditLog.entity_id == f.entity_id.strip())
    if f.action:
        conds.append(AuditLog.action == f.action.strip())
    if f.actor and f.actor.strip():
        # an operator's id, or a kind of actor ("system", "user")
        actor = f.actor.strip()
        conds.append(or_(AuditLog.actor_id == actor, AuditLog.actor_type == actor))
    if f.reason and f.reason.strip():
        pattern = f"%{_escape_like(f.reason.strip())}%"
        conds.append(AuditLog.reason.ilike(pattern, escape="\\"))
    if f.user_id:
        conds.append(AuditLog.details["userId"].astext == str(f.user_id))
    if f.since:
        conds.append(AuditLog.created_at >= f.since)
    if f.until:
        conds.append(AuditLog.created_at < f.until)
    return conds


def _row(a: AuditLog) -> AuditRow:
    return AuditRow(
        id=a.id,
        created_at=a.created_at,
        entity_type=a.entity_type,
        entity_id=a.entity_id,
        action=a.action,
        actor_type=a.actor_type,
        actor_id=a.actor_id,
        reason=a.reason,
        details=dict(a.details or {}),
    )


def list_audit(
    session: Session, filters: AuditFilter, page: int = 1, page_size: int = 50
) -> AuditPage:
    """One page of the rows matching ``filters``, newest first."""
    offset = check_paging(page, page_size)
    where = and_(*_conditions(filters))
    counted = select(AuditLog.id).where(where).limit(COUNT_CAP + 1).subquery()
    total = int(session.execute(select(func.count()).select_from(counted)).scalar_one())
    rows = session.execute(
        select(AuditLog)
        .where(where)
        .order_by(AuditLog.created_at.desc(), AuditLog.id.desc())
        .limit(page_size)
        .offset(offset)
    ).scalars()
    return AuditPage(
        items=[_row(r) for r in rows],
        total=min(total, COUNT_CAP),
        capped=total > COUNT_CAP,
        page=page,
        page_size=page_size,
    )


COLUMNS = ("created_at", "entity_type", "entity_id", "action", "actor_type", "actor_id", "reason")


def audit_csv(session: Session, filters: AuditFilter) -> tuple[str, int]:
    """The matching rows as CSV (at most :data:`EXPORT_LIMIT`, newest first) and their count."""
    rows = session.execute(
        select(AuditLog)
        .where(and_(*_conditions(filters)))
        .order_by(AuditLog.created_at.desc(), AuditLog.id.desc())
        .limit(EXPORT_LIMIT)
    ).scalars()
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow([*COLUMNS, "details"])
    n = 0
    for a in rows:
        r = _row(a)
        writer.writerow(
            [r.created_at.isoformat(), *(getattr(r, c) for c in COLUMNS[1:]), json.dumps(r.details)]
        )
        n += 1
    return buffer.getvalue(), n
