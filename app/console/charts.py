"""The console's charts: titled with their units, dates on time axes, every value labelled.

A time axis is a date axis over the whole window it names, one bin a day, ticks formatted
``%Y-%m-%d`` at the days that have data and at the window's ends: one day of data is one labelled
bar in its window, never a bar stretched across the plot with ticks in fractions of a second.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, date, datetime, timedelta

import pandas as pd
import plotly.express as px
import plotly.graph_objects as go

DAY_MS = 86_400_000
DATE_FORMAT = "%Y-%m-%d"


def _day(value: date | datetime) -> date:
    return value.date() if isinstance(value, datetime) else value


def per_day(
    frame: pd.DataFrame,
    *,
    color: str,
    title: str,
    y_label: str,
    first: date,
    last: date,
) -> go.Figure:
    """Stacked bars of ``frame``'s ``count`` per ``day`` (one bin a day) by ``color``, on a date
    axis from ``first`` to ``last``, each bar labelled with its count."""
    days = frame.assign(day=[_day(d).strftime(DATE_FORMAT) for d in frame["day"]])
    fig = px.bar(
        days,
        x="day",
        y="count",
        color=color,
        title=title,
        text="count",
        labels={"day": "day", "count": y_label, color: color},
    )
    fig.update_traces(width=DAY_MS * 0.8, textposition="inside", insidetextanchor="middle")
    ticks = sorted({first.strftime(DATE_FORMAT), last.strftime(DATE_FORMAT), *days["day"]})
    fig.update_xaxes(
        type="date",
        range=[
            (datetime.combine(first, datetime.min.time()) - timedelta(hours=12)).isoformat(),
            (datetime.combine(last, datetime.min.time()) + timedelta(hours=12)).isoformat(),
        ],
        tickmode="array",
        tickvals=ticks,
        tickformat=DATE_FORMAT,
        title_text="day",
    )
    fig.update_yaxes(title_text=y_label, rangemode="tozero")
    return fig


def counts_by(
    frame: pd.DataFrame,
    *,
    x: str,
    color: str,
    title: str,
    x_label: str,
    y_label: str,
    **bar: object,
) -> go.Figure:
    """Bars of ``frame``'s ``count`` per ``x`` by ``color``, each labelled with its count."""
    fig = px.bar(
        frame,
        x=x,
        y="count",
        color=color,
        title=title,
        text="count",
        labels={x: x_label, "count": y_label},
        **bar,
    )
    fig.update_traces(textposition="inside", insidetextanchor="middle")
    fig.update_xaxes(type="category")
    return fig


def per_run(
    labels: Sequence[str],
    values: Sequence[float | None],
    intervals: Sequence[tuple[float, float] | None],
    hover: Sequence[str],
    *,
    title: str,
    y_label: str,
    y_range: tuple[float, float],
) -> go.Figure:
    """One labelled marker per run (its value as text, its 95 % interval as an error bar), runs in
    order on a category axis named by their start: one run is one labelled point."""
    above = [
        (iv[1] - v) if iv and v is not None else 0.0
        for v, iv in zip(values, intervals, strict=True)
    ]
    below = [
        (v - iv[0]) if iv and v is not None else 0.0
        for v, iv in zip(values, intervals, strict=True)
    ]
    fig = go.Figure(
        go.Scatter(
            x=list(labels),
            y=list(values),
            mode="lines+markers+text",
            text=["–" if v is None else f"{v:.3f}" for v in values],
            textposition="top right",
            hovertext=list(hover),
            marker={"size": 10},
            error_y={"type": "data", "array": above, "arrayminus": below, "visible": True},
            name=y_label,
        )
    )
    fig.update_layout(title=title, height=380, showlegend=False)
    fig.update_xaxes(type="category", title_text="run (started, UTC)")
    fig.update_yaxes(title_text=y_label, range=list(y_range))
    return fig


def run_labels(starts: Sequence[datetime], ids: Sequence[str]) -> list[str]:
    """Each run's axis label: its start to the minute, with its short id where two share it."""
    plain = [f"{s.astimezone(UTC):%Y-%m-%d %H:%M}" for s in starts]
    return [p if plain.count(p) == 1 else f"{p} · {i[:8]}" for p, i in zip(plain, ids, strict=True)]
