"""Retention inside ``ingat api`` and the user's own erasure under a legal hold (issue 22)."""

from __future__ import annotations

import time
from collections.abc import Callable

import httpx
import pytest
from sqlalchemy import Engine, text

from tests.app.api.test_memories_api import client
from tests.builders import remember
from tests.core.retention.seeding import counts, seed_every_class
from tests.core.sweeper.test_outage import wait_for


def test_the_api_runs_retention_when_a_class_is_configured(
    engine: Engine,
    jwt_env: dict[str, str],
    serve_api: Callable[[], str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seeded = seed_every_class(engine)
    before = counts(engine)
    monkeypatch.setenv("ACEH_RAG_RETENTION__CONVERSATION_DAYS", "30")
    monkeypatch.setenv("ACEH_RAG_RETENTION__EVAL_RUN_DAYS", "30")
    base = serve_api()

    def runs() -> int:
        with engine.connect() as conn:
            return int(
                conn.execute(
                    text(
                        "SELECT count(*) FROM ai_engine_audit_log "
                        "WHERE action = 'retention_run' AND \"actorType\" = 'system'"
                    )
                ).scalar_one()
            )

    wait_for(lambda: runs() == 1, 30, "the API's retention run")
    assert httpx.get(f"{base}/healthz", timeout=10).json()["retention_running"] is True
    after = counts(engine)
    assert (before["conversations"], after["conversations"]) == (6, 4)
    assert (before["eval_runs"], after["eval_runs"]) == (3, 1)
    assert after["shadow_runs"] == before["shadow_runs"]  # off
    with engine.connect() as conn:
        held = conn.execute(
            text("SELECT count(*) FROM conversations WHERE user_id = :u"), {"u": seeded.held}
        ).scalar_one()
    assert held == 2
    # A second API process on the same database does not run it again the same day.
    serve_api()
    time.sleep(2)
    assert runs() == 1


def test_no_retention_thread_when_every_class_is_off(
    jwt_env: dict[str, str], serve_api: Callable[[], str]
) -> None:
    base = serve_api()
    assert httpx.get(f"{base}/healthz", timeout=10).json()["retention_running"] is False


def test_a_held_user_still_erases_their_memories(
    engine: Engine,
    jwt_env: dict[str, str],
    serve_api: Callable[[], str],
    mint: Callable[..., str],
) -> None:
    """Memories are a profile derived from the record; the hold keeps the record (conversations
    and audit rows), so the user's own erasure works under it."""
    seeded = seed_every_class(engine)
    remember(engine, seeded.held, "Prefers tables over prose.")
    api = client(serve_api(), mint)
    response = api("DELETE", "/memories", seeded.held)
    assert response.status_code == 200 and response.json() == {"deleted": 1}
    with engine.connect() as conn:
        assert (
            conn.execute(
                text('SELECT count(*) FROM user_memory WHERE "userId" = :u'), {"u": seeded.held}
            ).scalar_one()
            == 0
        )
        assert (
            conn.execute(
                text("SELECT count(*) FROM conversations WHERE user_id = :u"), {"u": seeded.held}
            ).scalar_one()
            == 2
        )
        assert (
            conn.execute(
                text(
                    "SELECT count(*) FROM ai_engine_audit_log WHERE action = 'hard_delete_user' "
                    "AND details ->> 'userId' = :u"
                ),
                {"u": str(seeded.held)},
            ).scalar_one()
            == 1
        )
