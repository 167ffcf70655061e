"""The long-running sweeper rides out a database outage: the embedded server is stopped in the
middle of a sweep (while the model is thinking) and started again. One log line for the outage,
one when sweeping resumes, no traceback; every due conversation is written exactly once."""

from __future__ import annotations

import logging
import threading
import time
import uuid
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Engine, func, select

from core import bootstrap
from core.config.settings import load_settings
from core.db.availability import database_unavailable
from core.db.embedded import embedded_status, ensure_embedded, stop_embedded
from core.db.engine import session_scope
from core.db.models import UserMemory
from core.llm.rules import RulesProvider
from core.llm.scripted import ScriptedProvider
from core.prompts.loader import load_file_prompt
from core.sweeper.backoff import Backoff
from core.sweeper.factory import build_sweeper
from core.sweeper.sweeper import SWEEP_RESUMED, SWEEP_UNAVAILABLE
from tests.conftest import conversation
from tests.core.sweeper.test_faults import counts


def seed_due(engine: Engine, first: int, n: int) -> list[uuid.UUID]:
    return [
        conversation(
            engine, [("user", f"Remember that I prefer answer style number {i}.")], minutes_ago=60
        )[1]
        for i in range(first, first + n)
    ]


def written(engine: Engine) -> tuple[int, int, int, int]:
    """(memories, distinct memory texts, 'add' audit rows, conversations marked done)."""
    rows, adds, done = counts(engine)
    with session_scope(engine) as s:
        texts = s.execute(select(func.count(func.distinct(UserMemory.text)))).scalar_one()
    return rows, texts, adds, done


def wait_for(condition: Any, seconds: float, what: str) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.1)
    pytest.fail(f"timed out waiting for {what}")


def test_database_stopped_mid_sweep_then_restarted(
    private_server: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv("ACEH_RAG_MEMORY__ENABLED", "true")
    monkeypatch.setenv("ACEH_RAG_MEMORY__SWEEP_INTERVAL_SECONDS", "1")
    monkeypatch.setenv("ACEH_RAG_MEMORY__MAX_CONCURRENT_WRITES", "2")
    settings = load_settings()
    engine = bootstrap.open_database(settings)
    seed_due(engine, 0, 4)
    rules, prompt = RulesProvider(), load_file_prompt("extraction")
    stopped = threading.Event()

    def stop_the_server_once(transcript: Any) -> str:
        # The model is thinking; the database goes away under the sweep.
        if not stopped.is_set():
            stopped.set()
            stop_embedded(private_server)
        return rules.extract(transcript, prompt, 5)

    sweeper = build_sweeper(
        engine, settings, ScriptedProvider.of(stop_the_server_once, latency=0.2)
    )
    caplog.set_level(logging.INFO)
    stop = threading.Event()
    thread = threading.Thread(
        target=sweeper.run_forever, args=(stop, Backoff(first=0.2, cap=1.0)), daemon=True
    )
    thread.start()
    try:
        wait_for(stopped.is_set, 30, "the first model call")
        wait_for(lambda: SWEEP_UNAVAILABLE in caplog.messages, 30, "the outage to be noticed")
        assert not embedded_status(private_server).running
        time.sleep(3)  # several retries fail while the server is down
        assert thread.is_alive()
        ensure_embedded(private_server, keep_running=False)
        wait_for(lambda: written(engine)[3] == 4, 60, "the first conversations")
        # The sweeper keeps working after the outage.
        seed_due(engine, 4, 2)
        wait_for(lambda: written(engine)[3] == 6, 60, "conversations added after the outage")
    finally:
        stop.set()
        thread.join(timeout=30)
    assert written(engine) == (6, 6, 6, 6)  # 0 lost, 0 duplicated
    assert caplog.messages.count(SWEEP_UNAVAILABLE) == 1
    assert caplog.messages.count(SWEEP_RESUMED) == 1
    assert not [r for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR], [
        (r.name, r.getMessage()) for r in caplog.records if r.levelno >= logging.ERROR
    ]
    engine.dispose()


def test_what_counts_as_the_database_going_away(private_server: Path) -> None:
    import psycopg
    from sqlalchemy import text

    from core.db.engine import engine_for

    url = ensure_embedded(private_server, keep_running=False)
    with psycopg.connect(url, autocommit=True) as conn:
        with pytest.raises(psycopg.Error) as timed_out:
            conn.execute("SET statement_timeout = 10")
            conn.execute("SELECT pg_sleep(1)")
        assert not database_unavailable(timed_out.value)  # the server answered
    engine = engine_for(url)
    stop_embedded(private_server)
    with pytest.raises(Exception) as down, engine.connect() as c:
        c.execute(text("SELECT 1"))
    assert database_unavailable(down.value)
    assert not database_unavailable(ValueError("x"))
    ensure_embedded(private_server, keep_running=False)
    engine.dispose()
