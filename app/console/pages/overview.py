"""Overview: the seed's status counts and the breakdown by category and language."""

from __future__ import annotations

import pandas as pd
import plotly.express as px
import streamlit as st

from app.console.state import context, run, sidebar_identity
from core.db.models import MemoryStatus
from core.memory.stats import memory_counts

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
