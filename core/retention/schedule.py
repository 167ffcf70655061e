"""Retention once a day inside a long-running process (``ingat api``).

Started only when at least one class has a retention period. Every ``CHECK_SECONDS`` the process
tries a session advisory lock on one dedicated, unpooled connection (the pattern of the sweeper
and of re-embedding); the holder runs retention when the newest ``retention_run`` audit row is a
day old or more, as the ``system`` actor. So several replicas never run it at the same time, nor
twice a day. A database outage is logged once (``retention unavailable``), retried with a capped
back-off and ends with ``retention resumed``; it never stops the process.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from datetime import UTC, datetime, timedelta

import psycopg
from sqlalchemy import Engine, text

from core.access import SYSTEM
from core.config.settings import RetentionSettings
from core.db import advisory_locks
from core.db.availability import database_unavailable
from core.retention.purge import RETENTION_ENTITY, RUN_ACTION, RetentionReport, run_retention
from core.sweeper.backoff import Backoff

log = logging.getLogger("ingat.retention")

RETENTION_LOCK_KEY = advisory_locks.RETENTION
EVERY = timedelta(days=1)
CHECK_SECONDS = 3600.0
RETENTION_UNAVAILABLE = "retention unavailable"
RETENTION_RESUMED = "retention resumed"

_LAST_RUN = text(
    'SELECT max("createdAt") FROM ai_engine_audit_log '
    'WHERE "entityType" = :entity AND action = :action'
)


def last_run_at(engine: Engine) -> datetime | None:
    """When the newest real retention run finished (its ``retention_run`` audit row)."""
    with engine.connect() as conn:
        value = conn.execute(_LAST_RUN, {"entity": RETENTION_ENTITY, "action": RUN_ACTION})
        return value.scalar_one()  # type: ignore[no-any-return]


class RetentionSchedule:
    """Runs retention at most once a day across every process that shares a database."""

    def __init__(
        self,
        engine: Engine,
        settings: RetentionSettings,
        *,
        check_seconds: float = CHECK_SECONDS,
        backoff: Backoff | None = None,
    ) -> None:
        self.engine = engine
        self.settings = settings
        self.check_seconds = check_seconds
        self.backoff = backoff or Backoff(1.0, 60.0)

    def run_if_due(self, now: datetime | None = None) -> RetentionReport | None:
        """Run retention when this process gets the lock and the last run is a day old."""
        url = self.engine.url.set(drivername="postgresql").render_as_string(hide_password=False)
        with psycopg.connect(url, autocommit=True) as lock_conn:
            row = lock_conn.execute(
                "SELECT pg_try_advisory_lock(%s)", (RETENTION_LOCK_KEY,)
            ).fetchone()
            if not row or not row[0]:
                return None
            try:
                last = last_run_at(self.engine)
                if last is not None and (now or datetime.now(UTC)) - last < EVERY:
                    return None
                return run_retention(self.engine, self.settings, actor=SYSTEM, now=now)
            finally:
                with contextlib.suppress(psycopg.Error):
                    lock_conn.execute("SELECT pg_advisory_unlock(%s)", (RETENTION_LOCK_KEY,))

    def run_forever(self, stop: threading.Event) -> None:
        """Check every ``check_seconds`` until ``stop`` is set; ride out database outages."""
        down_since: float | None = None
        while not stop.is_set():
            try:
                self.run_if_due()
            except Exception as exc:
                if not database_unavailable(exc):
                    log.error(
                        "retention failed; retrying at the next check",
                        extra={"ingat": {"error": type(exc).__name__}},
                    )
                    stop.wait(self.check_seconds)
                    continue
                delay = self.backoff.next_delay()
                if down_since is None:
                    down_since = time.monotonic()
                    log.warning(
                        RETENTION_UNAVAILABLE,
                        extra={"ingat": {"error": type(exc).__name__, "retry_seconds": delay}},
                    )
                stop.wait(delay)
                continue
            if down_since is not None:
                log.info(
                    RETENTION_RESUMED,
                    extra={"ingat": {"down_seconds": round(time.monotonic() - down_since, 1)}},
                )
                down_since = None
                self.backoff.reset()
            stop.wait(self.check_seconds)
