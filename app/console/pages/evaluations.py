"""Evaluations: stored eval runs, metric trends with intervals, failing cases with their diff."""

from __future__ import annotations

import json
import uuid
from pathlib import Path

import pandas as pd
import plotly.graph_objects as go
import streamlit as st

from app.console.state import allowed, context, run, sidebar_identity
from core.access import Role
from core.evaluations.runs import RunSummary, recent_runs, run_cases, store_run
from eval.suites import SUITES

DATASETS = Path(__file__).resolve().parents[3] / "datasets"
COUNTS = {"forbidden_writes", "leaks", "budget_overflows"}

ctx = context()
sidebar_identity(ctx)
st.title("Evaluations")

if "flash" in st.session_state:
    st.success(st.session_state.pop("flash"))

suite = (
    st.segmented_control("Suite", SUITES.names, default=SUITES.names[0], key="e_suite")
    or SUITES.names[0]
)

if allowed(ctx, Role.admin):
    with st.expander("Run this suite on the shipped dataset", icon="▶️"):
        st.caption(
            f"`ingat eval run --suite {suite} --dataset datasets/{suite}.jsonl` with the configured "
            f"provider ({ctx.settings.llm.provider}), on a fresh database that is dropped afterwards."
        )
        if st.button("Run now", key="e_run", type="primary"):
            from eval.run import git_sha, run_suite

            with st.spinner(f"Running the {suite} suite …"):
                result = run_suite(
                    suite,
                    DATASETS / f"{suite}.jsonl",
                    ctx.settings,
                    resamples=500,
                    show_progress=False,
                )
            run_id = run(ctx, lambda s: store_run(s, result, git_sha()))
            st.session_state["flash"] = f"Stored eval run {run_id}."
            st.session_state["e_open"] = str(run_id)
            st.rerun()

runs: list[RunSummary] = run(ctx, lambda s: recent_runs(s, suite, 100)) or []
if not runs:
    st.info(f"No stored {suite} runs yet: `ingat eval run --suite {suite} --dataset …` stores one.")
    st.stop()

ordered = sorted(runs, key=lambda r: r.created_at)
names = [n for n in runs[0].metrics if n not in COUNTS and runs[0].metrics[n] is not None]
metric = st.selectbox("Metric", names, key="e_metric")
fig = go.Figure()
xs = [r.created_at for r in ordered]
ys = [r.metrics.get(metric) for r in ordered]
lo = [(r.intervals.get(metric) or [None, None])[0] for r in ordered]
hi = [(r.intervals.get(metric) or [None, None])[1] for r in ordered]
fig.add_trace(go.Scatter(x=xs, y=hi, line={"width": 0}, showlegend=False, hoverinfo="skip"))
fig.add_trace(
    go.Scatter(x=xs, y=lo, fill="tonexty", line={"width": 0}, name="95% interval", hoverinfo="skip")
)
fig.add_trace(
    go.Scatter(
        x=xs,
        y=ys,
        mode="lines+markers",
        name=metric,
        text=[f"{r.provider} {r.prompt_version} {r.git_sha}" for r in ordered],
    )
)
fig.update_layout(title=f"{metric} over stored runs", yaxis={"range": [0, 1.05]}, height=360)
st.plotly_chart(fig, key="e_trend")

table = pd.DataFrame(
    [
        {
            "created": r.created_at.strftime("%Y-%m-%d %H:%M"),
            "provider": r.provider,
            "prompt": r.prompt_version,
            "dataset": r.dataset,
            **r.metrics,
            "git": r.git_sha,
            "id": str(r.id),
        }
        for r in runs
    ]
)
st.dataframe(table, hide_index=True, width="stretch")

labels = {
    str(r.id): f"{r.created_at:%Y-%m-%d %H:%M} · {r.provider} · {str(r.id)[:8]}" for r in runs
}
ids = list(labels)
default = ids.index(st.session_state["e_open"]) if st.session_state.get("e_open") in ids else 0
chosen = st.selectbox(
    "Open a run", ids, index=default, format_func=lambda i: labels[i], key="e_pick"
)
summary = next(r for r in runs if str(r.id) == chosen)
st.subheader(f"Run {chosen[:8]}")
rows = []
for name, value in summary.metrics.items():
    iv = summary.intervals.get(name)
    row = {
        "metric": name,
        "value": value,
        "95% interval": f"[{iv[0]:.3f}, {iv[1]:.3f}]" if iv else "–",
    }
    for lang, per in sorted(summary.by_language.items()):
        row[lang] = per.get(name)
    rows.append(row)
st.dataframe(pd.DataFrame(rows), hide_index=True)

cases = run(ctx, lambda s: run_cases(s, uuid.UUID(chosen))) or []
failing = [c for c in cases if not c.get("passed")]
st.markdown(f"**Failing cases** — {len(failing)} of {len(cases)}")
for case in failing[:200]:
    with st.expander(f"{case['id']} · {case.get('language', '')}", icon="❌"):
        a, b = st.columns(2)
        a.markdown("expected")
        a.code(json.dumps(case.get("expected"), ensure_ascii=False, indent=2), language="json")
        b.markdown("got")
        b.code(json.dumps(case.get("written"), ensure_ascii=False, indent=2), language="json")
        if case.get("reasons"):
            st.caption("rejections: " + ", ".join(case["reasons"]))
