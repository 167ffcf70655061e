"""One sweep: find idle conversations, decide who gets memory, consolidate them concurrently.

Each partition of the database (SWEEPER_PARTITIONS, default 1: the whole database) is swept by one
sweeper at a time: a session advisory lock per partition, held on ONE dedicated, unpooled
connection (session locks survive ROLLBACK and the return of a connection to a pool, so a pooled
connection must never carry one). A sweep visits the partitions in a rotating order from a random
start, holds one at a time, sweeps its due conversations and releases it, until it has taken
SWEEP_BATCH_SIZE conversations or tried every partition; several processes so share the work, and
one that dies releases its partition with its connection. A scoped sweeper (one with
SUBJECT_ALLOWLIST) uses its own lock keys and progress keys, so it never delays the unscoped one.
Extraction calls run with at most MAX_CONCURRENT_WRITES in flight and never two for one user; the
database work of a conversation (its transcript read, its commit) overlaps other conversations'
model calls, so the model never waits on the database.

:meth:`Sweeper.run_forever` rides out a database outage: the sweep that meets it stops, one
``memory sweep unavailable`` line is logged, sweeps are retried after a capped exponential
back-off, and ``memory sweep resumed`` is logged when one runs again. Nothing is lost: a
conversation is only marked done in the transaction that writes its memories.
"""

from __future__ import annotations

import contextlib
import logging
import random
import threading
import time
import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime

import psycopg
from sqlalchemy import Engine, select, text

from core.config.settings import Settings
from core.consolidation.consolidator import Consolidator, Outcome
from core.consolidation.progress import SCOPED, UNSCOPED, ProgressKeys
from core.db.availability import database_unavailable
from core.db.engine import session_scope
from core.db.models import Conversation
from core.sweeper.backoff import Backoff
from core.sweeper.due import due_by_partition, due_conversations
from core.sweeper.eligibility import eligible_askers_many
from core.sweeper.partitions import (
    LOCK_SCOPED,
    LOCK_UNSCOPED,
    decode_key,
    holder_name,
    lock_key,
)
from core.sweeper.user_turns import UserTurns

log = logging.getLogger("ingat.sweeper")

SWEEP_UNAVAILABLE = "memory sweep unavailable"
SWEEP_RESUMED = "memory sweep resumed"
# The first retry after an outage begins, and the longest wait between retries.
OUTAGE_FIRST_RETRY_SECONDS = 1.0
OUTAGE_MAX_RETRY_SECONDS = 60.0

__all__ = ["LOCK_SCOPED", "LOCK_UNSCOPED", "SweepReport", "Sweeper", "libpq_url"]

# Sweeper locks of the same kind whose keys carry another partition count (see partitions.py).
_OTHER_COUNTS = text(
    """
    SELECT DISTINCT (classid::bigint << 32) | objid::bigint FROM pg_locks
    WHERE locktype = 'advisory' AND granted AND objsubid = 1
      AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
    """
)


@dataclass
class SweepReport:
    """What one sweep did."""

    ran: bool
    why_not: str = ""
    due: int = 0
    outcomes: list[Outcome] = field(default_factory=list)
    errors: int = 0
    lost: int = 0
    """Conversations whose database went away while they were consolidated (they stay due)."""
    partitions: list[int] = field(default_factory=list)
    """The partitions this sweep held and swept, in the order it took them."""

    def add(self, part: SweepReport) -> None:
        """Fold the report of one partition's sweep into this one."""
        self.ran = True
        self.why_not = ""
        self.due += part.due
        self.outcomes.extend(part.outcomes)
        self.errors += part.errors
        self.lost += part.lost
        self.partitions.extend(part.partitions)

    def count(self, status: str) -> int:
        """How many conversations ended with ``status``."""
        return sum(o.status == status for o in self.outcomes)


def libpq_url(engine: Engine) -> str:
    """The engine's URL for a plain psycopg connection."""
    return engine.url.set(drivername="postgresql").render_as_string(hide_password=False)


class Sweeper:
    """Consolidates idle conversations; one instance per process."""

    def __init__(
        self,
        engine: Engine,
        settings: Settings,
        consolidator_factory: Callable[[ProgressKeys], Consolidator],
    ) -> None:
        self.engine = engine
        self.settings = settings
        self.limits = settings.memory
        self.scoped = bool(self.limits.subject_allowlist)
        self.keys = SCOPED if self.scoped else UNSCOPED
        self.partitions = self.limits.sweeper_partitions
        self.consolidator = consolidator_factory(self.keys)
        self._warned_counts: frozenset[int] = frozenset()

    def sweep_once(self, now: datetime | None = None) -> SweepReport:
        """Run one sweep over the partitions whose locks this process can take; with every
        partition held elsewhere, return at once."""
        if not (self.limits.enabled and self.limits.write_enabled):
            return SweepReport(ran=False, why_not="memory writing is disabled")
        now = now or datetime.now(UTC)
        n = self.partitions
        report = SweepReport(
            ran=False,
            why_not="another sweeper is running"
            if n == 1
            else f"every one of the {n} partitions is being swept by another sweeper",
        )
        budget = self.limits.sweep_batch_size
        # With partitions, one count tells which have work: the rest are not even tried.
        order = [0]
        if n > 1:
            busy = sorted(self.due_partitions(now))
            if not busy:
                return SweepReport(ran=True)
            start = random.randrange(len(busy))  # noqa: S311 - spreads processes, not a secret
            order = busy[start:] + busy[:start]
        with psycopg.connect(
            libpq_url(self.engine), autocommit=True, application_name=holder_name()
        ) as lock_conn:
            for partition in order:
                if budget <= 0:
                    break
                key = lock_key(partition, n, scoped=self.scoped)
                row = lock_conn.execute("SELECT pg_try_advisory_lock(%s)", (key,)).fetchone()
                if not row or not row[0]:
                    continue
                try:
                    if n > 1:
                        self._warn_other_counts()
                    part = self._sweep(now, partition if n > 1 else None, budget)
                finally:
                    # A lock connection the server dropped took its session lock with it.
                    with contextlib.suppress(psycopg.Error):
                        lock_conn.execute("SELECT pg_advisory_unlock(%s)", (key,))
                part.partitions.append(partition)
                report.add(part)
                budget -= part.due
        return report

    def _warn_other_counts(self) -> None:
        """Log once per set of disagreeing counts when sweepers with another
        SWEEPER_PARTITIONS hold locks (a rolling change of the setting)."""
        with self.engine.connect() as conn:
            keys = conn.execute(_OTHER_COUNTS).scalars().all()
        others = frozenset(
            name.partitions
            for name in map(decode_key, map(int, keys))
            if name is not None
            and name.scoped == self.scoped
            and name.partitions != self.partitions
        )
        if others and others != self._warned_counts:
            log.warning(
                "sweepers with another partition count are running; a conversation may be "
                "extracted twice (and written once) until every sweeper uses one count",
                extra={"ingat": {"partitions": self.partitions, "others": sorted(others)}},
            )
        self._warned_counts = others

    def due(
        self, now: datetime, partition: int | None = None, batch: int | None = None
    ) -> list[tuple[uuid.UUID, datetime]]:
        """Idle conversations not yet consolidated, oldest first, at most one batch; only those
        of ``partition`` when given."""
        with self.engine.connect() as conn:
            return due_conversations(
                conn,
                self.limits,
                self.keys,
                now,
                batch=batch or self.limits.sweep_batch_size,
                partition=partition,
            )

    def due_partitions(self, now: datetime) -> dict[int, int]:
        """Due conversations per partition (only partitions with any)."""
        with self.engine.connect() as conn:
            return due_by_partition(conn, self.limits, self.keys, now)

    def _sweep(self, now: datetime, partition: int | None, batch: int) -> SweepReport:
        due = self.due(now, partition, batch)
        report = SweepReport(ran=True, due=len(due))
        work: list[tuple[uuid.UUID, list[uuid.UUID]]] = []
        # One transaction decides every due conversation's askers (two queries for the batch).
        with session_scope(self.engine) as session:
            convs = {
                c.id: c
                for c in session.execute(
                    select(Conversation).where(Conversation.id.in_([cid for cid, _ in due]))
                ).scalars()
            }
            decided = eligible_askers_many(session, list(convs.values()), self.limits)
            for conversation_id, newest in due:
                conv = convs.get(conversation_id)
                if conv is None:
                    continue
                eligibility = decided[conversation_id]
                if not eligibility.askers:
                    # Done for memory: nobody here gets any. Mark it so it is not picked again.
                    meta = dict(conv.meta or {})
                    meta[self.keys.through] = newest.isoformat()
                    conv.meta = meta
                    report.outcomes.append(Outcome(conversation_id, "skipped"))
                    continue
                work.append((conversation_id, eligibility.askers))
        # Two workers per model slot: while one conversation is in the model, another reads its
        # transcript or commits (the Consolidator holds the slots around the model call only).
        turns = UserTurns()
        for conversation_id, askers in work:
            turns.enqueue(conversation_id, askers)
        workers = 2 * self.limits.max_concurrent_writes
        with ThreadPoolExecutor(max_workers=workers) as pool:
            futures = [pool.submit(self._one, turns, cid, askers) for cid, askers in work]
            for future in futures:
                try:
                    report.outcomes.append(future.result())
                except Exception as exc:
                    if database_unavailable(exc):
                        report.lost += 1  # the outage is logged once, by run_forever
                        continue
                    report.errors += 1
                    log.exception(
                        "sweep of one conversation failed; it stays due for the next sweep"
                    )
        return report

    def _one(
        self, turns: UserTurns, conversation_id: uuid.UUID, askers: list[uuid.UUID]
    ) -> Outcome:
        # Never two extractions for one user at once, and a user's conversations in order.
        with turns.turn(conversation_id, askers):
            return self.consolidator.run(conversation_id, askers)

    def run_forever(self, stop: threading.Event, backoff: Backoff | None = None) -> None:
        """Sweep every SWEEP_INTERVAL_SECONDS until ``stop`` is set (``ingat api``, ``ingat
        sweep``); through a database outage, retry with ``backoff`` and log it once."""
        backoff = backoff or Backoff(OUTAGE_FIRST_RETRY_SECONDS, OUTAGE_MAX_RETRY_SECONDS)
        down_since: float | None = None
        while not stop.is_set():
            try:
                report = self.sweep_once()
                lost = report.lost > 0
                error = "ConnectionLost" if lost else ""
            except Exception as exc:
                if not database_unavailable(exc):
                    log.error(
                        "sweep failed; retrying at the next interval",
                        extra={"ingat": {"error": type(exc).__name__}},
                    )
                    stop.wait(self.limits.sweep_interval_seconds)
                    continue
                lost, error = True, type(exc).__name__
            if lost:
                delay = backoff.next_delay()
                if down_since is None:
                    down_since = time.monotonic()
                    log.warning(
                        SWEEP_UNAVAILABLE,
                        extra={"ingat": {"error": error, "retry_seconds": delay}},
                    )
                stop.wait(delay)
                continue
            if down_since is not None:
                log.info(
                    SWEEP_RESUMED,
                    extra={"ingat": {"down_seconds": round(time.monotonic() - down_since, 1)}},
                )
                down_since = None
                backoff.reset()
            stop.wait(self.limits.sweep_interval_seconds)
