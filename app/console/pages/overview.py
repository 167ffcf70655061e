"""Overview: the seed's status counts, breakdowns, and the sweeper's state and rejections."""

from __future__ import annotations

from datetime import UTC, datetime

import pandas as pd
import plotly.express as px
import streamlit as st

from app.console.state import context, run, sidebar_identity
from core.db.models import MemoryStatus
from core.memory.stats import memory_counts
from core.sweeper.monitor import sweeper_state

ctx = context()
sidebar_identity(ctx)
st.title("Overview")
st.caption("`SELECT status, count(*) FROM user_memory GROUP BY status` and its breakdowns.")

counts = run(ctx, memory_counts)
if counts is not None:
    cols = st.columns(len(MemoryStatus) + 1)
    for col, status in zip(cols, MemoryStatus, strict=False):
        col.metric(status.value, counts.by_status.get(status.value, 0))
    cols[-1].metric("users with active memories", counts.users_with_active)
    if counts.legacy_reflection:
        st.info(
            f"{counts.legacy_reflection} legacy `reflection` rows exist: never shown or recalled, "
            "deleted with their user."
        )
    left, right = st.columns(2)
    for col, rows, title, key in (
        (left, counts.by_category, "Memories by category", "category"),
        (right, counts.by_language, "Memories by language", "language"),
    ):
        frame = pd.DataFrame([r.model_dump() for r in rows], columns=["status", "key", "count"])
        if frame.empty:
            col.info(f"No memories yet, so nothing to show by {key}.")
            continue
        fig = px.bar(
            frame,
            x="key",
            y="count",
            color="status",
            title=title,
            labels={"key": key, "count": "memories"},
            category_orders={"status": [s.value for s in MemoryStatus]},
        )
        col.plotly_chart(fig, key=f"chart_{key}")

st.header("Sweeper")
state = run(ctx, lambda s: sweeper_state(s, ctx.settings.memory, datetime.now(UTC)))
if state is not None:
    a, b, c, d, e = st.columns(5)
    a.metric("sweeping now", "yes" if state.running_unscoped or state.running_scoped else "no")
    b.metric("conversations due", state.due_now)
    c.metric("failing (will retry)", state.failing_total)
    d.metric("abandoned", state.abandoned_total)
    e.metric(
        "last write",
        state.last_write_at.strftime("%Y-%m-%d %H:%M") if state.last_write_at else "never",
    )
    if not ctx.settings.memory.enabled:
        st.caption("Memory is off (`ACEH_RAG_MEMORY__ENABLED=false`): no sweeper runs here.")
    if state.rejections:
        frame = pd.DataFrame([r.model_dump() for r in state.rejections])
        fig = px.bar(
            frame,
            x="day",
            y="count",
            color="reason",
            title="Rejections by reason code, last 30 days",
            labels={"day": "day", "count": "rejections"},
        )
        st.plotly_chart(fig, key="chart_rejections")
    else:
        st.info("No rejections in the last 30 days.")
    left, right = st.columns(2)
    left.markdown("**Failing conversations** (retried on the next sweep)")
    if state.failing:
        left.dataframe(pd.DataFrame([f.model_dump() for f in state.failing]), hide_index=True)
    else:
        left.caption("None.")
    right.markdown("**Abandoned conversations** (after MAX_EXTRACTION_ATTEMPTS)")
    if state.abandoned:
        right.dataframe(pd.DataFrame([x.model_dump() for x in state.abandoned]), hide_index=True)
    else:
        right.caption("None.")
