"""Sweeper partitions and their advisory locks (``ACEH_RAG_MEMORY__SWEEPER_PARTITIONS``).

A conversation belongs to the partition of its owning user (``conversations.user_id``), so one
user's conversations always fall in one partition and are swept in order. The partition is
computed in the database: PostgreSQL's own hash of the uuid (``uuid_hash``, an int4) with the int4
range split into N equal ranges, the last one ending at the top. That is the split Citus makes for a
hash-distributed uuid column with ``shard_count`` N, so with as many partitions as shards a
partition is a shard (docs/scale-out.md).

Each partition is swept under its own session advisory lock. With one partition the key is the one
lock ingat always took for the whole database, so one partition is exactly the old behaviour. Keys
of N > 1 partitions carry N, so the console can tell who holds which and notice sweepers that
disagree on N (harmless for the data: a conversation's commit re-checks its progress under a row
lock, so one swept twice is written once; only the model call is repeated).
"""

from __future__ import annotations

import os
import socket
from dataclasses import dataclass
from datetime import datetime

from pydantic import BaseModel
from sqlalchemy import text
from sqlalchemy.engine import Connection

from core.db import advisory_locks

# The whole-database keys (one partition), unscoped and scoped (SUBJECT_ALLOWLIST).
LOCK_UNSCOPED = advisory_locks.SWEEPER_UNSCOPED
LOCK_SCOPED = advisory_locks.SWEEPER_SCOPED
# With N > 1 the upper 32 bits name the kind and the lower hold N and the partition.
_SPACE_UNSCOPED = advisory_locks.SWEEPER_PARTITION_SPACE_UNSCOPED
_SPACE_SCOPED = advisory_locks.SWEEPER_PARTITION_SPACE_SCOPED
MAX_PARTITIONS = 1024
_HASH_VALUES = 1 << 32
_INT4_MIN = -(1 << 31)


def lock_key(partition: int, partitions: int, *, scoped: bool) -> int:
    """The advisory lock key of ``partition`` (0-based) out of ``partitions``."""
    if not 0 <= partition < partitions <= MAX_PARTITIONS:
        raise ValueError(f"partition {partition} of {partitions} is out of range")
    if partitions == 1:
        return LOCK_SCOPED if scoped else LOCK_UNSCOPED
    space = _SPACE_SCOPED if scoped else _SPACE_UNSCOPED
    return (space << 32) | (partitions << 16) | partition


@dataclass(frozen=True)
class LockName:
    """What a sweeper lock key says: which kind of sweeper, N, and which partition."""

    scoped: bool
    partitions: int
    partition: int


def decode_key(key: int) -> LockName | None:
    """The sweeper lock a key names, or None when it is not one of the sweeper's keys."""
    if key in (LOCK_UNSCOPED, LOCK_SCOPED):
        return LockName(key == LOCK_SCOPED, 1, 0)
    space, low = key >> 32, key & 0xFFFFFFFF
    if space not in (_SPACE_UNSCOPED, _SPACE_SCOPED):
        return None
    partitions, partition = low >> 16, low & 0xFFFF
    if not 0 <= partition < partitions <= MAX_PARTITIONS or partitions == 1:
        return None
    return LockName(space == _SPACE_SCOPED, partitions, partition)


def range_width(partitions: int) -> int:
    """How many int4 hash values each partition covers (the last one also takes the rest)."""
    return _HASH_VALUES // partitions


def partition_of_hash(value: int, partitions: int) -> int:
    """The partition of an int4 hash value: what :data:`PARTITION_SQL` computes in SQL."""
    return min((value - _INT4_MIN) // range_width(partitions), partitions - 1)


# The partition of a conversation, in SQL; binds :width (range_width) and :last (N - 1).
PARTITION_SQL = "least((uuid_hash(c.user_id)::bigint + 2147483648) / :width, :last)"


def partition_params(partitions: int) -> dict[str, int]:
    """The bind values of :data:`PARTITION_SQL` for ``partitions``."""
    return {"width": range_width(partitions), "last": partitions - 1}


def holder_name() -> str:
    """How this process shows in ``pg_stat_activity.application_name`` while it holds a lock."""
    # The server keeps 63 bytes of an application name.
    return f"ingat sweeper {socket.gethostname()}:{os.getpid()}"[:63]


class PartitionHolder(BaseModel):
    """One sweeper lock held right now, and by whom."""

    scoped: bool
    partitions: int
    partition: int
    pid: int
    holder: str
    client: str | None
    held_since: datetime | None
    """When the holder's lock connection last ran a statement: taking this lock (it is idle while
    the partition is swept)."""


_HELD = text(
    """
    SELECT (l.classid::bigint << 32) | l.objid::bigint, l.pid, a.application_name,
           a.client_addr::text, a.state_change
    FROM pg_locks l LEFT JOIN pg_stat_activity a ON a.pid = l.pid
    WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
      AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
      AND (l.classid::bigint IN (:space_unscoped, :space_scoped)
           OR (l.classid::bigint << 32) | l.objid::bigint IN (:legacy_unscoped, :legacy_scoped))
    ORDER BY 1
    """
)


def held_partitions(conn: Connection) -> list[PartitionHolder]:
    """Every sweeper lock held in this database right now, with its holder."""
    rows = conn.execute(
        _HELD,
        {
            "space_unscoped": _SPACE_UNSCOPED,
            "space_scoped": _SPACE_SCOPED,
            "legacy_unscoped": LOCK_UNSCOPED,
            "legacy_scoped": LOCK_SCOPED,
        },
    ).all()
    held = []
    for key, pid, name, client, since in rows:
        lock = decode_key(int(key))
        if lock is None:
            continue
        held.append(
            PartitionHolder(
                scoped=lock.scoped,
                partitions=lock.partitions,
                partition=lock.partition,
                pid=int(pid),
                holder=name or "",
                client=client,
                held_since=since,
            )
        )
    return held
