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
from core.sweeper.due import due_by_partition
from core.sweeper.partitions import PartitionHolder, held_partitions


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


class PartitionRow(BaseModel):
    """One partition of this console's SWEEPER_PARTITIONS: what is due in it and who sweeps it."""

    partition: int
    due: int
    held_by: str
    pid: int | None
    held_since: datetime | None


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


def sweeper_state(
    session: Session, limits: MemorySettings, now: datetime, days: int = 30, top: int = 20
) -> SweeperState:
    """The sweeper's state at ``now``."""
    due = due_by_partition(session.connection(), limits, UNSCOPED, now)
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
        due_by_partition=due,
        due_now=sum(due.values()),
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


def partition_rows(state: SweeperState, top: int = 64) -> tuple[list[PartitionRow], int]:
    """The unscoped partitions of ``state.partitions`` that are held or have due work (at most
    ``top``, held first), and how many such partitions there are in all."""
    held = {
        h.partition: h for h in state.holders if not h.scoped and h.partitions == state.partitions
    }
    busy = sorted(set(held) | set(state.due_by_partition), key=lambda p: (p not in held, p))
    rows = [
        PartitionRow(
            partition=p,
            due=state.due_by_partition.get(p, 0),
            held_by=held[p].holder if p in held else "",
            pid=held[p].pid if p in held else None,
            held_since=held[p].held_since if p in held else None,
        )
        for p in busy[:top]
    ]
    return rows, len(busy)


def other_holders(state: SweeperState) -> list[PartitionHolder]:
    """Sweeper locks held under another partition count, or by a scoped sweeper."""
    return [h for h in state.holders if h.scoped or h.partitions != state.partitions]
