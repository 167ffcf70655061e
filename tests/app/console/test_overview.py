"""Overview shows the seed's status counts and the category / language breakdowns."""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from sqlalchemy import Engine, text
from streamlit.testing.v1 import AppTest

from tests.app.console.conftest import figure, values


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
    assert metrics["abandoned"] == "0"
    assert any(c.value.startswith("Last write: 20") for c in app.caption)
    assert any("Development identity" in w.value for w in app.sidebar.warning)
    for key in ("chart_category", "chart_language"):
        fig = figure(app, key)
        assert fig["layout"]["title"]["text"].endswith("(count)")
        assert fig["layout"]["yaxis"]["title"]["text"] == "memories (count)"
        # every bar is labelled with its count
        assert all(values(t["text"]) == values(t["y"]) for t in fig["data"] if t["type"] == "bar")


def test_rejections_on_a_single_day_read_as_dated_day_bins(app: AppTest, seeded: Engine) -> None:
    """The demo's rejections were all written by one seed, on one day: that day is one labelled
    bar in a 30-day date axis, not a bar stretched across the plot with sub-second ticks."""
    with seeded.connect() as conn:
        rows = conn.execute(
            text(
                "SELECT to_char(date_trunc('day', \"createdAt\"), 'YYYY-MM-DD'), reason, count(*) "
                "FROM ai_engine_audit_log WHERE action = 'rejected' GROUP BY 1, 2"
            )
        ).all()
    days = {d for d, _, _ in rows}
    assert len(days) == 1 and len(rows) >= 3  # one day, several reason codes
    fig = figure(app, "chart_rejections")
    layout = fig["layout"]
    assert layout["title"]["text"] == "Rejections per day by reason code, last 30 days (count)"
    assert layout["yaxis"]["title"]["text"] == "rejections (count)"
    axis = layout["xaxis"]
    assert axis["type"] == "date" and axis["tickformat"] == "%Y-%m-%d"
    assert days <= set(axis["tickvals"])
    assert all(re.fullmatch(r"\d{4}-\d{2}-\d{2}", v) for v in axis["tickvals"])
    start, end = (datetime.fromisoformat(v) for v in axis["range"])
    assert end - start == timedelta(days=31)  # the whole window, half a day either side
    bars = [t for t in fig["data"] if t["type"] == "bar"]
    assert {t["name"] for t in bars} == {r for _, r, _ in rows}
    for trace in bars:
        assert trace["x"] == sorted(days) and trace["width"] == 0.8 * 86_400_000
        assert values(trace["text"]) == values(trace["y"])
    shown = {(t["name"], n) for t in bars for n in values(t["y"])}
    assert shown == {(r, n) for _, r, n in rows}
    total = sum(n for _, _, n in rows)
    assert any(c.value.startswith(f"{total} rejections in 30 days: ") for c in app.caption)


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


def test_overview_shows_who_holds_which_sweeper_partition(
    settings: object,
    engine: Engine,
    monkeypatch,
    make_conversation,  # type: ignore[no-untyped-def]
) -> None:
    import psycopg

    from core.sweeper.partitions import lock_key
    from core.sweeper.sweeper import libpq_url
    from tests.app.console.conftest import MAIN

    monkeypatch.setenv("ACEH_RAG_MEMORY__SWEEPER_PARTITIONS", "4")
    owners = [make_conversation([("user", "I prefer short answers.")])[0] for _ in range(12)]
    with engine.connect() as conn:
        parts = conn.execute(
            text(
                "SELECT least((uuid_hash(u)::bigint + 2147483648) / 1073741824, 3), count(*) "
                "FROM unnest(CAST(:owners AS uuid[])) AS u GROUP BY 1"
            ),
            {"owners": owners},
        ).all()
    due = {int(p): int(n) for p, n in parts}
    with psycopg.connect(
        libpq_url(engine), autocommit=True, application_name="ingat sweeper node-7:4242"
    ) as holder:
        holder.execute("SELECT pg_advisory_lock(%s)", (lock_key(3, 4, scoped=False),))
        holder.execute("SELECT pg_advisory_lock(%s)", (lock_key(0, 2, scoped=False),))
        at = AppTest.from_file(str(MAIN), default_timeout=60)
        at.run()
    assert not at.exception, at.exception
    assert any("SWEEPER_PARTITIONS` = 4" in c.value for c in at.caption)
    tables = [d.value for d in at.dataframe]
    [table] = [t for t in tables if "partition" in t.columns and "due" in t.columns]
    assert (
        table.iloc[0]["partition"] == 3 and table.iloc[0]["held_by"] == "ingat sweeper node-7:4242"
    )
    shown = dict(zip(table["partition"], table["due"], strict=True))
    assert shown == {**dict.fromkeys([3], 0), **due}
    assert {m.label: m.value for m in at.metric}["sweeping now"] == "yes"
    assert any("another partition count" in w.value for w in at.warning)
    [others] = [t for t in tables if "partitions" in t.columns]
    assert list(others["partitions"]) == [2] and list(others["partition"]) == [0]
