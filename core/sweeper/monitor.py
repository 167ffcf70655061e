"""The sweeper as operators see it (console Overview): due work, partitions and who holds them,
failures, abandoned, rejections.

Every figure is computed in the database; lists are capped.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from pydantic import BaseModel
from sqlalchemy import text
from sqlalchemy.orm import Session

from core.config.settings import MemorySettings
from core.consolidation.progress import UNSCOPED
from core.sweeper.partitions import (
    PARTITION_SQL,
    PartitionHolder,
    held_partitions,
    partition_params,
)


class FailingConversation(BaseModel):
    """A conversation whose extraction failed and will be retried."""

    conversation_id: str
    failures: int


class AbandonedConversation(BaseModel):
    """A conversation given up after MAX_EXTRACTION_ATTEMPTS."""

    conversation_id: str
    reason: str
    at: datetime


class RejectionDay(BaseModel):
    """Rejections of one reason code on one day."""

    day: datetime
    reason: str
    count: int


class SweeperState(BaseModel):
    """What the Overview shows about the write path."""

    running_unscoped: bool
    running_scoped: bool
    partitions: int
    """SWEEPER_PARTITIONS of this process's settings."""
    holders: list[PartitionHolder]
    """Every sweeper lock held now (any partition count: sweepers may disagree during a change)."""
    due_by_partition: dict[int, int]
    """Due conversations per partition of :attr:`partitions` (only partitions with any)."""
    due_now: int
    failing_total: int
    failing: list[FailingConversation]
    abandoned_total: int
    abandoned: list[AbandonedConversation]
    last_write_at: datetime | None
    rejections: list[RejectionDay]


_DUE_BY_PARTITION = text(
    f"""
    WITH recent AS (
        SELECT conversation_id, max(created_at) AS newest
        FROM messages WHERE created_at > :lookback_start GROUP BY conversation_id
    )
    SELECT {PARTITION_SQL} AS part, count(*)
    FROM recent r JOIN conversations c ON c.id = r.conversation_id
    WHERE r.newest <= :idle_cutoff
      AND r.newest > COALESCE((c.metadata ->> :through_key)::timestamptz, '-infinity')
    GROUP BY 1
    """  # noqa: S608 - PARTITION_SQL is a constant; every value is bound
)


def sweeper_state(
    session: Session, limits: MemorySettings, now: datetime, days: int = 30, top: int = 20
) -> SweeperState:
    """The sweeper's state at ``now``."""
    due_by_partition = {
        int(part): int(n)
        for part, n in session.execute(
            _DUE_BY_PARTITION,
            {
                "lookback_start": now - timedelta(hours=limits.lookback_hours),
                "idle_cutoff": now - timedelta(minutes=limits.idle_minutes),
                "through_key": UNSCOPED.through,
                **partition_params(limits.sweeper_partitions),
            },
        ).all()
    }
    failing_rows = session.execute(
        text(
            "SELECT id::text, (metadata ->> :key)::int AS n, count(*) OVER () FROM conversations "
            "WHERE COALESCE((metadata ->> :key)::int, 0) > 0 ORDER BY n DESC, id LIMIT :top"
        ),
        {"key": UNSCOPED.failures, "top": top},
    ).all()
    abandoned_rows = session.execute(
        text(
            'SELECT "entityId", reason, "createdAt", count(*) OVER () FROM ai_engine_audit_log '
            "WHERE \"entityType\" = 'conversation' AND action = 'abandoned' "
            'ORDER BY "createdAt" DESC, id DESC LIMIT :top'
        ),
        {"top": top},
    ).all()
    last_write = session.execute(
        text(
            'SELECT max("createdAt") FROM ai_engine_audit_log '
            "WHERE \"actorType\" = 'system' AND action IN ('add', 'update', 'forget')"
        )
    ).scalar_one()
    rejections = session.execute(
        text(
            "SELECT date_trunc('day', \"createdAt\") AS day, reason, count(*) "
            "FROM ai_engine_audit_log WHERE action = 'rejected' AND \"createdAt\" >= :since "
            "GROUP BY 1, 2 ORDER BY 1, 2"
        ),
        {"since": now - timedelta(days=days)},
    ).all()

    holders = held_partitions(session.connection())
    return SweeperState(
        running_unscoped=any(not h.scoped for h in holders),
        running_scoped=any(h.scoped for h in holders),
        partitions=limits.sweeper_partitions,
        holders=holders,
        due_by_partition=due_by_partition,
        due_now=sum(due_by_partition.values()),
        failing_total=int(failing_rows[0][2]) if failing_rows else 0,
        failing=[FailingConversation(conversation_id=r[0], failures=r[1]) for r in failing_rows],
        abandoned_total=int(abandoned_rows[0][3]) if abandoned_rows else 0,
        abandoned=[
            AbandonedConversation(conversation_id=r[0], reason=r[1], at=r[2])
            for r in abandoned_rows
        ],
        last_write_at=last_write,
        rejections=[RejectionDay(day=r[0], reason=r[1], count=int(r[2])) for r in rejections],
    )
