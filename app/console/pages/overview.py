"""Overview: the seed's status counts, breakdowns, the sweeper's state, partitions and rejections,
and the retention settings in force with the legal holds."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pandas as pd
import streamlit as st

from app.console.charts import counts_by, per_day
from app.console.state import context, run, sidebar_identity
from core.db.models import MemoryStatus
from core.memory.stats import memory_counts
from core.retention.status import retention_status
from core.sweeper.monitor import other_holders, partition_rows, sweeper_state

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
        (left, counts.by_category, "Memories by category and status (count)", "category"),
        (right, counts.by_language, "Memories by language and status (count)", "language"),
    ):
        frame = pd.DataFrame([r.model_dump() for r in rows], columns=["status", "key", "count"])
        if frame.empty:
            col.info(f"No memories yet, so nothing to show by {key}.")
            continue
        fig = counts_by(
            frame,
            x="key",
            color="status",
            title=title,
            x_label=key,
            y_label="memories (count)",
            category_orders={"status": [s.value for s in MemoryStatus]},
        )
        col.plotly_chart(fig, key=f"chart_{key}")

st.header("Sweeper")
state = run(ctx, lambda s: sweeper_state(s, ctx.settings.memory, datetime.now(UTC)))
if state is not None:
    a, b, c, d = st.columns(4)
    a.metric("sweeping now", "yes" if state.running_unscoped or state.running_scoped else "no")
    b.metric("conversations due", state.due_now)
    c.metric("failing", state.failing_total, help="Failed extractions, retried on the next sweep.")
    d.metric("abandoned", state.abandoned_total)
    last = state.last_write_at
    st.caption(
        f"Last write: {last.astimezone(UTC):%Y-%m-%d %H:%M} UTC" if last else "Last write: never"
    )
    if not ctx.settings.memory.enabled:
        st.caption("Memory is off (`ACEH_RAG_MEMORY__ENABLED=false`): no sweeper runs here.")
    st.subheader("Sweeper partitions")
    partition_table, busy = partition_rows(state)
    st.caption(
        f"`ACEH_RAG_MEMORY__SWEEPER_PARTITIONS` = {state.partitions} (this console's setting): "
        + (
            "one lock for the whole database."
            if state.partitions == 1
            else "conversations hashed by owning user; each partition swept under its own lock."
        )
        + f" {busy} partition(s) held or with due conversations"
        + (f", the first {len(partition_table)} shown." if busy > len(partition_table) else ".")
    )
    if partition_table:
        st.dataframe(pd.DataFrame([r.model_dump() for r in partition_table]), hide_index=True)
    others = other_holders(state)
    if others:
        st.warning(
            "Sweeper locks held under another partition count or by a scoped sweeper; while the "
            "counts differ a conversation may be extracted twice (and written once)."
        )
        st.dataframe(pd.DataFrame([h.model_dump() for h in others]), hide_index=True)
    if state.rejections:
        frame = pd.DataFrame([r.model_dump() for r in state.rejections])
        # The days are the database's (its time zone); the window holds them and today (UTC).
        days = [r.day.date() for r in state.rejections]
        today = max(datetime.now(UTC).date(), *days)
        fig = per_day(
            frame,
            color="reason",
            title="Rejections per day by reason code, last 30 days (count)",
            y_label="rejections (count)",
            first=min(today - timedelta(days=30), *days),
            last=today,
        )
        st.plotly_chart(fig, key="chart_rejections")
        totals = frame.groupby("reason")["count"].sum().sort_values(ascending=False)
        st.caption(
            f"{int(totals.sum())} rejections in 30 days: "
            + ", ".join(f"{reason} {int(n)}" for reason, n in totals.items())
        )
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

st.header("Retention and legal holds")
retention = run(ctx, lambda s: retention_status(s, ctx.settings.retention))
if retention is not None:
    st.dataframe(
        pd.DataFrame(
            [
                {"data class": c.label, "kept": c.shown, "setting": c.setting}
                for c in retention.classes
            ]
        ),
        hide_index=True,
        key="retention_settings",
    )
    st.caption(
        (
            f"Conversations are archived to `{retention.archive_dir}` before they are deleted."
            if retention.archive_dir
            else "No archive directory (`ACEH_RAG_RETENTION__ARCHIVE_DIR`): deleted "
            "conversations are not archived."
        )
        + (
            " `ingat api` runs retention once a day."
            if retention.daily
            else " Every class is off: nothing is deleted by age."
        )
    )
    last_run = retention.last_run
    if last_run is not None:
        went = ", ".join(f"{k} {v}" for k, v in last_run.purged.items())
        st.caption(
            f"Last retention run: {last_run.at.astimezone(UTC):%Y-%m-%d %H:%M} UTC by "
            f"{last_run.actor}; deleted {went}"
        )
    else:
        st.caption("Last retention run: never")
    st.metric("users under legal hold", retention.open_holds)
    if retention.holds:
        st.dataframe(
            pd.DataFrame(
                [
                    {
                        "user": str(h.user_id),
                        "placed": h.placed_at.strftime("%Y-%m-%d"),
                        "by": h.placed_by,
                        "reason": h.reason,
                    }
                    for h in retention.holds
                ]
            ),
            hide_index=True,
            key="legal_holds",
        )
        if retention.open_holds > len(retention.holds):
            st.caption(f"The newest {len(retention.holds)} holds; `ingat hold list` shows all.")
    st.caption(
        "A held user's conversations and audit rows are never deleted; their memories can "
        "still be erased (they are a profile derived from the record)."
    )
