"""Shadow runs: start one (admins) with a progress bar, compare two sides, export CSV (SPEC §9)."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import pandas as pd
import streamlit as st
from pydantic import ValidationError

from app.console.charts import counts_by
from app.console.state import allowed, context, embedder, run, show_error, sidebar_identity
from core.access import Role
from core.errors import IngatError
from core.llm.providers import PROVIDERS
from core.shadow.compare import (
    PRODUCTION,
    PRODUCTION_ROWS,
    compare_sides,
    comparison_csv,
    recall_preview,
)
from core.shadow.runner import delete_run, execute_run, list_runs, start_run
from core.shadow.spec import ShadowSample, ShadowVariant
from core.users.directory import resolve_user

PRODUCTIONS = "(production's)"
AGAINST = {
    PRODUCTION: "production replay (same sample, production's settings)",
    PRODUCTION_ROWS: "production rows (as they are now)",
}

ctx = context()
sidebar_identity(ctx)
st.title("Shadow runs")
st.caption(
    "A run replays a sample of conversations, in the order they happened, through the real write "
    "path twice — with the variant and with production's settings — each into its own shadow "
    "schema, from the memories the users had before the sample began. Never user memory, never "
    "read by answers."
)

if "flash" in st.session_state:
    st.success(st.session_state.pop("flash"))

if allowed(ctx, Role.admin):
    with st.expander("Start a shadow run", icon="🧪", expanded=False):
        with st.form("start_shadow"):
            name = st.text_input("Name", key="s_name", placeholder="e.g. stricter confidence")
            users = st.text_area(
                "Users (one a line: id, its first characters, name or e-mail; empty: everyone)",
                key="s_users",
            )
            c1, c2, c3 = st.columns(3)
            days = c1.number_input("Last activity within days", 1, 3650, 30, key="s_days")
            limit = c2.number_input("At most conversations", 1, 5000, 100, key="s_limit")
            provider = c3.selectbox("Provider", [PRODUCTIONS, *PROVIDERS.names], key="s_provider")
            c4, c5, c6 = st.columns(3)
            model = c4.text_input("Model (openai)", key="s_model")
            limits = ctx.settings.memory
            max_new = c5.number_input(
                "MAX_NEW_PER_CONVERSATION", 0, 20, limits.max_new_per_conversation, key="s_max_new"
            )
            min_conf = c6.slider(
                "MIN_CONFIDENCE", 0.0, 1.0, float(limits.min_confidence), 0.05, key="s_min_conf"
            )
            go = st.form_submit_button("Start", type="primary")
        if go:
            try:
                lines = [line for line in users.splitlines() if line.strip()]
                user_ids = run(ctx, lambda s: [resolve_user(s, line) for line in lines]) or []
                if len(user_ids) != len(lines):
                    st.stop()  # a line named nobody, or several: the error is shown
                user_ids = list(dict.fromkeys(user_ids))  # two lines may name one user
                sample = ShadowSample(
                    user_ids=user_ids,
                    since=datetime.now(UTC) - timedelta(days=int(days)),
                    limit=int(limit),
                )
                variant = ShadowVariant(
                    provider=None if provider == PRODUCTIONS else provider,
                    model=model,
                    max_new_per_conversation=int(max_new),
                    min_confidence=float(min_conf),
                )
            except (IngatError, ValidationError) as exc:
                st.error(str(exc).splitlines()[0])
            else:
                run_id = run(ctx, lambda s: start_run(s, name, variant, sample, ctx.actor))
                if run_id is not None:
                    bar = st.progress(0.0, text="starting …")

                    def tick(done: int, total: int) -> None:
                        bar.progress(done / total, text=f"{done}/{total} conversation replays")

                    try:
                        finished = execute_run(ctx.engine, run_id, ctx.settings, progress=tick)
                    except IngatError as exc:
                        show_error(exc)
                    else:
                        st.session_state["flash"] = (
                            f"Shadow run {finished.name!r} {finished.status}: "
                            f"{finished.conversations_done} conversation(s)."
                        )
                        st.session_state["cmp_left"] = str(run_id)
                        st.rerun()
else:
    st.caption("Only admins start shadow runs.")

runs = run(ctx, lambda s: list_runs(s, 100)) or []
if not runs:
    st.info("No shadow runs yet.")
    st.stop()

st.dataframe(
    pd.DataFrame(
        [
            {
                "name": r.name,
                "status": r.status,
                "done": f"{r.conversations_done}/{r.conversations_total}",
                "variant": ", ".join(
                    f"{k}={v}" for k, v in r.variant.items() if v not in (None, "")
                ),
                "started by": r.started_by,
                "created": r.created_at.strftime("%Y-%m-%d %H:%M"),
                "id": str(r.id),
            }
            for r in runs
        ]
    ),
    hide_index=True,
    width="stretch",
)

labels = {str(r.id): f"{r.name} · {str(r.id)[:8]} · {r.status}" for r in runs}
ids = list(labels)
left_default = (
    ids.index(st.session_state["cmp_left"]) if st.session_state.get("cmp_left") in ids else 0
)
st.subheader("Compare")
c1, c2 = st.columns(2)
left = c1.selectbox("Run", ids, index=left_default, format_func=lambda i: labels[i], key="cmp_run")
right = c2.selectbox(
    "Against",
    [*AGAINST, *(i for i in ids if i != left)],
    format_func=lambda i: AGAINST.get(i) or labels[i],
    key="cmp_against",
)
compared = run(ctx, lambda s: compare_sides(s, uuid.UUID(left), right))
if compared is None:
    st.stop()
result, *sides = compared

t = result.totals
m = st.columns(6)
for col, key in zip(m, ["users", "added", "missing", "changed", "same"], strict=False):
    col.metric(key, t.get(key, 0))
m[5].metric("overlap", "-" if result.overlap is None else f"{result.overlap:.0%}")
per = {k: "-" if v is None else f"{v:.2f}" for k, v in result.writes_per_conversation.items()}
st.caption(
    f"left = {result.left} · right = {result.right} · rejected left {t.get('rejected_left', 0)}, "
    f"right {t.get('rejected_right', 0)} · writes per conversation left {per['left']}, "
    f"right {per['right']}"
)
if result.start:
    partial = list(result.start.get("partial_users") or [])
    st.caption(
        f"Start: {result.start.get('rows', 0)} production row(s) of "
        f"{result.start.get('users', 0)} user(s)"
        + (f"; partial for {len(partial)} user(s) (hard deletes)" if partial else "")
        + f". Rule: {result.start.get('rule', '')}."
    )
st.dataframe(
    pd.DataFrame(
        [
            {"store decision": k, "left": v["left"], "right": v["right"]}
            for k, v in result.decisions.items()
        ]
    ),
    hide_index=True,
    key="shadow_decisions",
)


def _chart(data: dict[str, dict[str, int]], title: str, key: str, what: str, unit: str) -> None:
    if not data:
        st.caption(f"{title}: nothing to show.")
        return
    frame = pd.DataFrame(
        [{"key": k, "side": side, "count": n} for k, v in data.items() for side, n in v.items()]
    )
    fig = counts_by(
        frame, x="key", color="side", title=title, x_label=what, y_label=unit, barmode="group"
    )
    st.plotly_chart(fig, key=key)


g1, g2 = st.columns(2)
with g1:
    _chart(
        result.by_category,
        "Memories by category, each side (count)",
        "shadow_cat",
        "category",
        "memories (count)",
    )
with g2:
    _chart(
        result.by_reason,
        "Rejections by reason code, each side (count)",
        "shadow_reason",
        "reason code",
        "rejections (count)",
    )

st.dataframe(
    pd.DataFrame(
        [
            {
                "user": str(d.user_id),
                "added": len(d.added),
                "missing": len(d.missing),
                "changed": len(d.changed),
                "same": d.same,
                "rejected (left)": sum(d.rejected_left.values()),
                "reasons (left)": ", ".join(f"{k}×{v}" for k, v in sorted(d.rejected_left.items())),
            }
            for d in result.users
        ]
    ),
    hide_index=True,
    width="stretch",
)
st.download_button(
    "Export the comparison (CSV)",
    data=comparison_csv(result),
    file_name=f"shadow-{left[:8]}-vs-{right[:10]}.csv",
    mime="text/csv",
    key="shadow_csv",
)

with st.expander("Recall preview: what each side would inject", icon="🔎"):
    users_in = [str(d.user_id) for d in result.users]
    if not users_in:
        st.caption("No users in this comparison.")
    else:
        who = st.selectbox("User", users_in, key="pv_user")
        questions = st.text_area(
            "Sample questions (one a line)",
            key="pv_question",
            value="How should you answer me?\nWhat do you know about my work?",
        )
        if st.button("Preview", key="pv_go"):
            emb = embedder(ctx)
            for question in [q.strip() for q in questions.splitlines() if q.strip()]:
                st.markdown(f"*{question}*")
                for col, side in zip(st.columns(2), sides, strict=True):
                    found = recall_preview(
                        ctx.engine, ctx.settings, emb, side, uuid.UUID(who), question
                    )
                    col.markdown(f"**{side.label}**")
                    col.code(
                        found.message or "(nothing would be injected)",
                        language=None,
                        wrap_lines=True,
                    )

if allowed(ctx, Role.admin):
    with st.expander("Delete this run", icon="🗑️"):
        st.caption("Drops the run's replays (its shadow schemas) and its record.")
        if st.button("Delete", key="shadow_delete"):
            deleted = run(ctx, lambda s: delete_run(s, uuid.UUID(left), ctx.actor))
            if deleted is not None:
                st.session_state["flash"] = f"Deleted shadow run {deleted!r}."
                st.session_state.pop("cmp_left", None)
                st.rerun()
