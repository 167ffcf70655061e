"""The API while its database is away: 503 with the one error shape, never a 500; back after."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest

from core.db.embedded import ensure_embedded, stop_embedded
from core.db.engine import engine_for
from core.sweeper.sweeper import SWEEP_RESUMED, SWEEP_UNAVAILABLE
from tests.app.api.test_jwt import USER, get
from tests.core.sweeper.test_outage import seed_due, wait_for, written


def test_memories_is_503_while_the_database_is_stopped_then_200(
    private_server: Path,
    monkeypatch: pytest.MonkeyPatch,
    jwt_env: dict[str, str],
    serve_api: Callable[[], str],
    mint: Callable[..., str],
    caplog: pytest.LogCaptureFixture,
) -> None:
    monkeypatch.delenv("ACEH_RAG_DATABASE_URL")  # the private embedded server, not the shared one
    base = serve_api()
    token = mint(USER)
    assert get(base, token).status_code == 200
    caplog.set_level(logging.INFO)
    stop_embedded(private_server)
    down = get(base, token)
    assert down.status_code == 503, down.text
    assert down.json() == {
        "error": {
            "code": "unavailable",
            "message": "the memory database is unavailable; retry in a few seconds",
        }
    }
    assert httpx.get(f"{base}/healthz", timeout=10).status_code == 200
    ensure_embedded(private_server, keep_running=False)
    assert get(base, token).status_code == 200
    assert not [r for r in caplog.records if r.exc_info], "a traceback was logged"


def test_the_sweeper_inside_the_api_rides_out_the_outage(
    private_server: Path,
    monkeypatch: pytest.MonkeyPatch,
    jwt_env: dict[str, str],
    serve_api: Callable[[], str],
    caplog: pytest.LogCaptureFixture,
) -> None:
    """``ingat api`` with memory writing on: the server stops and starts under its sweeper
    thread, which logs the outage once, keeps running and writes every due conversation once."""
    monkeypatch.delenv("ACEH_RAG_DATABASE_URL")
    monkeypatch.setenv("ACEH_RAG_MEMORY__ENABLED", "true")
    monkeypatch.setenv("ACEH_RAG_MEMORY__SWEEP_INTERVAL_SECONDS", "1")
    engine = engine_for(ensure_embedded(private_server, keep_running=False))
    seed_due(engine, 0, 3)
    caplog.set_level(logging.INFO)
    base = serve_api()

    def sweeper_running() -> bool:
        return bool(httpx.get(f"{base}/healthz", timeout=10).json()["sweeper_running"])

    wait_for(lambda: written(engine)[3] == 3, 60, "the first sweep")
    stop_embedded(private_server)
    wait_for(lambda: SWEEP_UNAVAILABLE in caplog.messages, 30, "the outage to be noticed")
    time.sleep(2)
    assert sweeper_running()
    ensure_embedded(private_server, keep_running=False)
    seed_due(engine, 3, 3)
    wait_for(lambda: written(engine)[3] == 6, 60, "the sweeps after the outage")
    assert sweeper_running()
    assert written(engine) == (6, 6, 6, 6)  # 0 lost, 0 duplicated
    assert caplog.messages.count(SWEEP_UNAVAILABLE) == 1
    assert caplog.messages.count(SWEEP_RESUMED) == 1
    assert not [r for r in caplog.records if r.exc_info], "a traceback was logged"
    engine.dispose()
