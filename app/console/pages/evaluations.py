"""Evaluations: stored eval runs, metric trends with intervals, failing cases with what an
evaluator needs to judge them (the sentence and notes, the query and ranked block, the
conversation), beside expected and got."""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pandas as pd
import streamlit as st

from app.console.charts import per_run, run_labels
from app.console.state import allowed, context, run, sidebar_identity
from core.access import Role
from core.evaluations.runs import RunSummary, recent_runs, run_cases, store_run
from eval.suites import SUITES

DATASETS = Path(__file__).resolve().parents[3] / "datasets"
COUNTS = {"forbidden_writes", "leaks", "budget_overflows"}
# Scores that run from -1 (agreement below chance); every other charted metric runs from 0 to 1.
SIGNED = {"kappa"}

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
scale = "score −1 to 1" if metric in SIGNED else "score 0 to 1"


def _interval(value: Any) -> tuple[float, float] | None:
    return (float(value[0]), float(value[1])) if value and None not in value[:2] else None


fig = per_run(
    run_labels([r.created_at for r in ordered], [str(r.id) for r in ordered]),
    [r.metrics.get(metric) for r in ordered],
    [_interval(r.intervals.get(metric)) for r in ordered],
    [f"{r.provider} · {r.prompt_version} · {r.git_sha or 'no git sha'}" for r in ordered],
    title=f"{metric} per stored run ({scale}; bars: 95 % interval)",
    y_label=f"{metric} ({scale})",
    y_range=(-1.05 if metric in SIGNED else 0.0, 1.1),
)
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


def _as_json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, indent=2)


def _expected_and_got(case: dict[str, Any]) -> None:
    """What every stored case has, however old its run: expected beside got."""
    a, b = st.columns(2)
    a.markdown("expected")
    a.code(_as_json(case.get("expected")), language="json", wrap_lines=True)
    b.markdown("got")
    b.code(_as_json(case.get("written")), language="json", wrap_lines=True)


def _notes(given: dict[str, Any]) -> None:
    if given.get("notes"):
        st.caption(f"Dataset notes: {given['notes']}")


def _judge_case(case: dict[str, Any], given: dict[str, Any]) -> None:
    expected = case.get("expected") or {}
    verdict: dict[str, Any] = next(iter(case.get("written") or []), {})
    if "sentence" not in given:
        _expected_and_got(case)
        return
    st.markdown("**Sentence**")
    st.text(given["sentence"])
    wanted, said = expected.get("memory_id"), verdict.get("memory_id")
    st.markdown(
        f"**Expected:** {expected.get('label', '?')}"
        + (f" by `{wanted}`" if wanted else "")
        + " · **Verdict:** "
        + (f"supported by `{said}`" if verdict.get("supported") else "unsupported")
        + (f" (the judge failed: `{verdict['failure']}`)" if verdict.get("failure") else "")
    )
    st.markdown("**Notes** (the memories it was judged against)")
    st.dataframe(
        pd.DataFrame(
            [
                {
                    "id": m["id"],
                    "text": m["text"],
                    "expected": "supports" if m["id"] == wanted else "",
                    "verdict": "supports" if m["id"] == said else "",
                }
                for m in given.get("memories", [])
            ]
        ),
        hide_index=True,
        width="stretch",
        column_config={"text": st.column_config.TextColumn(width="large")},
    )
    _notes(given)


def _recall_case(case: dict[str, Any], given: dict[str, Any]) -> None:
    expected = case.get("expected") or {}
    relevant = list(expected.get("relevant") or [])
    forbidden = list(expected.get("must_not_appear") or [])
    shown = [str(i) for i in case.get("written") or []]
    if "query" in given:
        st.markdown("**Query**")
        st.text(given["query"])
    ranked = given.get("ranked") or [{"rank": i, "id": m} for i, m in enumerate(shown, start=1)]

    def role(label: str) -> str:
        return "relevant" if label in relevant else "must not appear" if label in forbidden else ""

    st.markdown("**The block, as ranked**")
    if ranked:
        st.dataframe(
            pd.DataFrame([{**r, "expected": role(str(r["id"]))} for r in ranked]),
            hide_index=True,
            width="stretch",
        )
    else:
        st.caption("Nothing was recalled.")
    leaked = given.get("leaked", [m for m in shown if m in forbidden])
    missed = given.get("missed", [m for m in relevant if m not in shown])
    st.markdown(
        f"**Relevant:** {', '.join(relevant) or '–'} · **Missed:** {', '.join(missed) or '–'} · "
        f"**Leaked:** {', '.join(leaked) or '–'}"
    )
    texts = {m["id"]: m["text"] for m in given.get("memories", [])}
    absent = [{"id": m, "text": texts[m]} for m in missed if m in texts]
    if absent:
        st.markdown("**Relevant memories not in the block**")
        st.dataframe(pd.DataFrame(absent), hide_index=True, width="stretch")
    _notes(given)


def _extraction_case(case: dict[str, Any], given: dict[str, Any]) -> None:
    if given.get("conversation"):
        st.markdown("**Conversation**")
        for message in given["conversation"]:
            st.caption(f"{message['role']} · {message['id']}")
            st.text(message["content"])
    if given.get("existing_memories"):
        st.markdown("**Memories the user already had**")
        st.dataframe(pd.DataFrame(given["existing_memories"]), hide_index=True, width="stretch")
    _expected_and_got(case)
    if case.get("raw_reply"):
        st.markdown("**The model's reply**")
        st.code(case["raw_reply"], language="json", wrap_lines=True)
    _notes(given)


SHOW: dict[str, Callable[[dict[str, Any], dict[str, Any]], None]] = {
    "judge": _judge_case,
    "recall": _recall_case,
    "extraction": _extraction_case,
}

cases = run(ctx, lambda s: run_cases(s, uuid.UUID(chosen))) or []
failing = [c for c in cases if not c.get("passed")]
st.markdown(f"**Failing cases** — {len(failing)} of {len(cases)}")
show = SHOW.get(summary.suite)
for case in failing[:200]:
    with st.expander(f"{case['id']} · {case.get('language', '')}", icon="❌"):
        given = case.get("input") or {}
        if show is None:
            _expected_and_got(case)
        else:
            show(case, given)
        if case.get("reasons"):
            st.caption("rejections: " + ", ".join(case["reasons"]))
