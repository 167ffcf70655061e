"""Overview's "Retention and legal holds": the settings in force, the holds, the last run."""

from __future__ import annotations

import pytest
from sqlalchemy import Engine
from streamlit.testing.v1 import AppTest

from core.config.settings import RetentionSettings
from core.retention.purge import run_retention
from tests.app.console.conftest import MAIN
from tests.core.retention.seeding import OPERATOR, seed_every_class


def test_overview_shows_retention_in_force_holds_and_the_last_run(
    env: dict[str, str], engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    seeded = seed_every_class(engine)
    monkeypatch.setenv("ACEH_RAG_RETENTION__CONVERSATION_DAYS", "90")
    monkeypatch.setenv("ACEH_RAG_RETENTION__ARCHIVE_DIR", "/var/lib/ingat/archive")
    run_retention(engine, RetentionSettings(conversation_days=90), actor=OPERATOR)
    at = AppTest.from_file(str(MAIN), default_timeout=60)
    at.run()
    assert not at.exception, at.exception
    assert [h.value for h in at.header][-1] == "Retention and legal holds"
    [settings_table] = [d for d in at.dataframe if "data class" in d.value.columns]
    kept = dict(zip(settings_table.value["data class"], settings_table.value["kept"], strict=True))
    assert kept == {
        "conversation content": "90 days",
        "audit events": "off (kept for ever)",
        "shadow runs": "off (kept for ever)",
        "eval runs": "off (kept for ever)",
    }
    captions = [c.value for c in at.caption]
    assert any("archived to `/var/lib/ingat/archive`" in c for c in captions)
    assert any("runs retention once a day" in c for c in captions)
    assert any(
        c.startswith("Last retention run: ") and f"by {OPERATOR.id}" in c and "conversations 2" in c
        for c in captions
    )
    assert {m.label: m.value for m in at.metric}["users under legal hold"] == "1"
    [holds] = [d for d in at.dataframe if "reason" in d.value.columns]
    assert list(holds.value["user"]) == [str(seeded.held)]
    assert list(holds.value["reason"]) == ["case 2027/14"]


def test_overview_with_retention_off(env: dict[str, str], engine: Engine) -> None:
    at = AppTest.from_file(str(MAIN), default_timeout=60)
    at.run()
    assert not at.exception, at.exception
    captions = [c.value for c in at.caption]
    assert "Last retention run: never" in captions
    assert any("Every class is off" in c for c in captions)
    assert {m.label: m.value for m in at.metric}["users under legal hold"] == "0"
