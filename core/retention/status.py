"""What the console's Overview shows of retention: the settings in force, the holds, the last run."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.orm import Session

from core.config.settings import RetentionSettings
from core.db.models import AuditLog
from core.retention.holds import Hold, list_holds, open_hold_count
from core.retention.purge import POLICIES, RETENTION_ENTITY, RUN_ACTION, DataClass, days_of


class ClassSetting(BaseModel):
    """One data class and the retention in force (0 days: kept for ever)."""

    data_class: DataClass
    label: str
    setting: str
    days: int

    @property
    def shown(self) -> str:
        """``off`` or ``N days``."""
        return f"{self.days} days" if self.days else "off (kept for ever)"


class LastRun(BaseModel):
    """The newest real retention run (from its ``retention_run`` audit row)."""

    run_id: uuid.UUID | None
    at: datetime
    actor: str
    purged: dict[str, int]
    held: dict[str, int]


class RetentionStatus(BaseModel):
    """Retention settings in force, the open legal holds and the last run."""

    classes: list[ClassSetting]
    archive_dir: str | None
    daily: bool
    open_holds: int
    holds: list[Hold]
    last_run: LastRun | None


def retention_status(
    session: Session, settings: RetentionSettings, hold_limit: int = 20
) -> RetentionStatus:
    """The Overview's retention section (at most ``hold_limit`` holds listed, newest first)."""
    row = session.execute(
        select(AuditLog)
        .where(AuditLog.entity_type == RETENTION_ENTITY, AuditLog.action == RUN_ACTION)
        .order_by(AuditLog.created_at.desc(), AuditLog.id.desc())
        .limit(1)
    ).scalar_one_or_none()
    last = None
    if row is not None:
        classes: dict[str, Any] = dict(row.details.get("classes") or {})
        run = row.details.get("runId")
        last = LastRun(
            run_id=uuid.UUID(run) if run else None,
            at=row.created_at,
            actor=row.actor_id,
            purged={k: int(v.get("purged", 0)) for k, v in classes.items()},
            held={k: int(v.get("held", 0)) for k, v in classes.items()},
        )
    return RetentionStatus(
        classes=[
            ClassSetting(
                data_class=p.name, label=p.label, setting=p.setting, days=days_of(settings, p.name)
            )
            for p in POLICIES
        ],
        archive_dir=str(settings.archive_dir) if settings.archive_dir else None,
        daily=settings.configured(),
        open_holds=open_hold_count(session),
        holds=list_holds(session, limit=hold_limit),
        last_run=last,
    )
