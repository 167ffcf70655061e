"""The daily retention run: one holder of the lock, once a day, through a database outage."""

from __future__ import annotations

import logging
import threading
from datetime import UTC, datetime, timedelta
from pathlib import Path

import psycopg
import pytest
from sqlalchemy import Engine

from core.config.settings import RetentionSettings
from core.db.embedded import ensure_embedded, stop_embedded
from core.db.engine import engine_for
from core.retention.schedule import (
    RETENTION_LOCK_KEY,
    RETENTION_RESUMED,
    RETENTION_UNAVAILABLE,
    RetentionSchedule,
    last_run_at,
)
from core.sweeper.backoff import Backoff
from tests.core.sweeper.test_outage import wait_for

SETTINGS = RetentionSettings(eval_run_days=30)


def test_runs_once_a_day_and_never_beside_another_holder(engine: Engine, db_url: str) -> None:
    schedule = RetentionSchedule(engine, SETTINGS)
    with psycopg.connect(db_url, autocommit=True) as other:
        other.execute("SELECT pg_advisory_lock(%s)", (RETENTION_LOCK_KEY,))
        assert schedule.run_if_due() is None  # another replica holds it
        other.execute("SELECT pg_advisory_unlock(%s)", (RETENTION_LOCK_KEY,))
    first = schedule.run_if_due()
    assert first is not None and not first.dry_run
    assert schedule.run_if_due() is None  # ran less than a day ago
    last = last_run_at(engine)
    assert last is not None
    assert schedule.run_if_due(now=last + timedelta(days=1, minutes=1)) is not None


def test_the_schedule_rides_out_a_database_outage(
    private_server: Path, caplog: pytest.LogCaptureFixture
) -> None:
    engine = engine_for(ensure_embedded(private_server, keep_running=False))
    caplog.set_level(logging.INFO)
    schedule = RetentionSchedule(
        engine, SETTINGS, check_seconds=0.2, backoff=Backoff(first=0.1, cap=0.5)
    )
    stop = threading.Event()
    thread = threading.Thread(target=schedule.run_forever, args=(stop,), daemon=True)
    thread.start()
    try:
        wait_for(lambda: last_run_at(engine) is not None, 30, "the first run")
        stop_embedded(private_server)
        wait_for(lambda: RETENTION_UNAVAILABLE in caplog.messages, 30, "the outage")
        assert thread.is_alive()
        ensure_embedded(private_server, keep_running=False)
        wait_for(lambda: RETENTION_RESUMED in caplog.messages, 60, "the resumption")
        assert thread.is_alive()
    finally:
        stop.set()
        thread.join(timeout=10)
    assert caplog.messages.count(RETENTION_UNAVAILABLE) == 1
    assert not [r for r in caplog.records if r.exc_info], "a traceback was logged"
    last = last_run_at(engine)
    assert last is not None and datetime.now(UTC) - last < timedelta(minutes=5)
    engine.dispose()
