"""Overview shows the seed's status counts and the category / language breakdowns."""

from __future__ import annotations

from sqlalchemy import Engine, text
from streamlit.testing.v1 import AppTest


def test_overview_shows_status_counts_and_charts(app: AppTest, seeded: Engine) -> None:
    with seeded.connect() as conn:
        counts = dict(
            conn.execute(text("SELECT status, count(*) FROM user_memory GROUP BY status")).all()
        )
    metrics = {m.label: m.value for m in app.metric}
    for status in ("active", "superseded", "deleted"):
        assert metrics[status] == str(counts[status])
    charts = app.get("plotly_chart")
    assert len(charts) >= 2
    assert app.title[0].value == "Overview"
    assert metrics["conversations due"] == "0" and metrics["sweeping now"] == "no"
    assert metrics["abandoned"] == "0" and metrics["last write"] != "never"
    assert any("Development identity" in w.value for w in app.sidebar.warning)


def test_overview_on_an_empty_database(settings: object, engine: Engine) -> None:
    from tests.app.console.conftest import MAIN

    at = AppTest.from_file(str(MAIN), default_timeout=60)
    at.run()
    assert not at.exception
    assert {m.label: m.value for m in at.metric}["active"] == "0"
    assert any("No memories yet" in i.value for i in at.info)


def test_refused_settings_are_shown_not_crashed(env: dict[str, str], monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from tests.app.console.conftest import MAIN

    monkeypatch.setenv("ACEH_RAG_MEMORY__ENABLED", "true")
    monkeypatch.setenv("ACEH_RAG_SECURITY__REQUIRE_AUTH", "false")
    at = AppTest.from_file(str(MAIN), default_timeout=60)
    at.run()
    assert not at.exception
    assert any("SUBJECT_ALLOWLIST" in e.value for e in at.error)
