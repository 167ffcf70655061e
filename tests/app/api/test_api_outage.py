"""The API while its database is away: 503 with the one error shape, never a 500; back after."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest

from core.db.embedded import ensure_embedded, stop_embedded
from tests.app.api.test_jwt import USER, get


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
