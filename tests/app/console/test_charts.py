"""The console's charts: dated day bins over their window, runs named by their start."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone

import pandas as pd

from app.console.charts import DAY_MS, per_day, per_run, run_labels


def test_days_are_dated_bins_over_the_whole_window() -> None:
    jakarta = timezone(timedelta(hours=7))
    frame = pd.DataFrame(
        [
            {"day": datetime(2026, 12, 1, tzinfo=jakarta), "reason": "secret", "count": 2},
            {"day": datetime(2026, 12, 3, tzinfo=jakarta), "reason": "secret", "count": 1},
            {"day": datetime(2026, 12, 3, tzinfo=jakarta), "reason": "placeholder", "count": 4},
        ]
    )
    fig = per_day(
        frame,
        color="reason",
        title="Rejections per day (count)",
        y_label="rejections (count)",
        first=date(2026, 11, 5),
        last=date(2026, 12, 5),
    )
    axis = fig.layout.xaxis
    assert axis.type == "date" and axis.tickformat == "%Y-%m-%d"
    # the days with data (in the time zone they were binned in) and the window's ends
    assert list(axis.tickvals) == ["2026-11-05", "2026-12-01", "2026-12-03", "2026-12-05"]
    assert list(axis.range) == ["2026-11-04T12:00:00", "2026-12-05T12:00:00"]
    bars = {t.name: t for t in fig.data}
    assert list(bars["secret"].x) == ["2026-12-01", "2026-12-03"]
    assert list(bars["secret"].text) == [2, 1] and bars["secret"].width == 0.8 * DAY_MS
    assert list(bars["placeholder"].x) == ["2026-12-03"]


def test_runs_are_named_by_their_start_in_utc_and_one_run_is_one_labelled_point() -> None:
    jakarta = timezone(timedelta(hours=7))
    starts = [
        datetime(2026, 12, 5, 19, 0, 39, 151500, tzinfo=jakarta),
        datetime(2026, 12, 5, 12, 0, 59, tzinfo=UTC),
        datetime(2026, 12, 6, 8, 30, tzinfo=UTC),
    ]
    ids = ["aaaaaaaa-1", "bbbbbbbb-2", "cccccccc-3"]
    assert run_labels(starts, ids) == [
        "2026-12-05 12:00 · aaaaaaaa",  # two runs in one minute: told apart by their ids
        "2026-12-05 12:00 · bbbbbbbb",
        "2026-12-06 08:30",
    ]
    fig = per_run(
        ["2026-12-06 08:30"],
        [0.5],
        [(0.25, 0.875)],
        ["rules"],
        title="f1 per stored run (score 0 to 1; bars: 95 % interval)",
        y_label="f1 (score 0 to 1)",
        y_range=(0.0, 1.1),
    )
    [trace] = fig.data
    assert list(trace.x) == ["2026-12-06 08:30"] and list(trace.text) == ["0.500"]
    assert list(trace.error_y.array) == [0.375] and list(trace.error_y.arrayminus) == [0.25]
    # a run without the metric or its interval is a gap, not a crash
    gap = per_run(
        ["a", "b"], [None, 0.5], [None, None], ["", ""], title="t", y_label="y", y_range=(0, 1)
    )
    assert list(gap.data[0].text) == ["–", "0.500"]
    assert list(gap.data[0].error_y.array) == [0.0, 0.0]
