"""Which conversations are due for the sweeper: idle, inside the lookback window, not yet
consolidated up to their newest message. One home for the query the sweeper runs and the counts the
console shows.
"""

from __future__ import annotations

import uuid
from datetime import datetime, timedelta

from sqlalchemy import text
from sqlalchemy.engine import Connection

from core.config.settings import MemorySettings
from core.consolidation.progress import ProgressKeys
from core.sweeper.partitions import PARTITION_SQL, partition_params

_FROM_DUE = """
    WITH recent AS (
        SELECT conversation_id, max(created_at) AS newest
        FROM messages
        WHERE created_at > :lookback_start
        GROUP BY conversation_id
    )
    SELECT {columns}
    FROM recent r JOIN conversations c ON c.id = r.conversation_id
    WHERE r.newest <= :idle_cutoff
      AND r.newest > COALESCE((c.metadata ->> :through_key)::timestamptz, '-infinity')
"""
_LIST = _FROM_DUE.format(columns="r.conversation_id, r.newest")
_DUE = text(_LIST + " ORDER BY r.newest, r.conversation_id LIMIT :batch")
_DUE_IN_PARTITION = text(
    _LIST + f" AND {PARTITION_SQL} = :partition ORDER BY r.newest, r.conversation_id LIMIT :batch"
)
_BY_PARTITION = text(_FROM_DUE.format(columns=f"{PARTITION_SQL}, count(*)") + " GROUP BY 1")


def _window(limits: MemorySettings, keys: ProgressKeys, now: datetime) -> dict[str, object]:
    return {
        "lookback_start": now - timedelta(hours=limits.lookback_hours),
        "idle_cutoff": now - timedelta(minutes=limits.idle_minutes),
        "through_key": keys.through,
    }


def due_conversations(
    conn: Connection,
    limits: MemorySettings,
    keys: ProgressKeys,
    now: datetime,
    *,
    batch: int,
    partition: int | None = None,
) -> list[tuple[uuid.UUID, datetime]]:
    """At most ``batch`` due conversations with their newest message time, oldest first; only
    those of ``partition`` (of SWEEPER_PARTITIONS) when given."""
    params = _window(limits, keys, now) | {"batch": batch}
    statement = _DUE
    if partition is not None:
        statement = _DUE_IN_PARTITION
        params |= {"partition": partition, **partition_params(limits.sweeper_partitions)}
    return [(r[0], r[1]) for r in conn.execute(statement, params).all()]


def due_by_partition(
    conn: Connection, limits: MemorySettings, keys: ProgressKeys, now: datetime
) -> dict[int, int]:
    """How many conversations are due in each partition of SWEEPER_PARTITIONS (those with any)."""
    params = _window(limits, keys, now) | partition_params(limits.sweeper_partitions)
    return {int(p): int(n) for p, n in conn.execute(_BY_PARTITION, params).all()}
