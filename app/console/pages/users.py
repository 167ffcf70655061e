"""Users: find or list users with their memory counts; open one's memories, conversations and the
recall block their next answer would get (SPEC §11)."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import pandas as pd
import streamlit as st

from app.console.state import context, embedder, run, show_error, sidebar_identity
from app.console.user_finder import URL_PARAM, pick_user
from core.errors import IngatError
from core.recall.service import recall
from core.recall.strategies import STRATEGIES
from core.users.directory import list_users, summaries

ctx = context()
sidebar_identity(ctx)
st.title("Users")
st.caption(
    "Find a user by id, the first characters of it, or a name or e-mail; or pick one from the "
    "list. Then open their memories and conversations, or preview the memory block their next "
    "answer would get. Nothing is written."
)

user = pick_user(ctx, "u_user")
if user is None:
    c1, c2 = st.columns([1, 1])
    page_size = c1.selectbox("Per page", [25, 50, 100], index=1, key="u_page_size")
    page = int(c2.number_input("Page", min_value=1, value=1, step=1, key="u_page"))
    listing = run(ctx, lambda s: list_users(s, page=page, page_size=int(page_size)))
    if listing is None:
        st.stop()
    st.caption(
        f"{listing.total} users with memories · page {listing.page} of {listing.pages} · "
        "the most recently written first"
    )
    if not listing.items:
        st.info(
            f"No users on page {listing.page}: there are {listing.pages}."
            if listing.total
            else "No user has a memory yet."
        )
        st.stop()
    st.dataframe(
        pd.DataFrame(
            [
                {
                    "user": u.short,
                    "label": u.label,
                    "active": u.active,
                    "superseded": u.superseded,
                    "deleted": u.deleted,
                    "last write": u.last_write.strftime("%Y-%m-%d %H:%M") if u.last_write else "",
                }
                for u in listing.items
            ]
        ),
        hide_index=True,
        width="stretch",
    )
    by_id = {str(u.user_id): u for u in listing.items}
    opened = st.selectbox(
        "Open a user",
        [None, *by_id],
        format_func=lambda i: "(choose)" if i is None else by_id[i].describe(),
        key="u_open",
    )
    if opened is None:
        st.stop()
    user = uuid.UUID(opened)

chosen: uuid.UUID = user
found = run(ctx, lambda s: summaries(s, [chosen]))
if found is None:
    st.stop()
[summary] = found
st.subheader(f"User {summary.user_id}")
if summary.label:
    st.caption(summary.label)
m = st.columns(4)
m[0].metric("active", summary.active)
m[1].metric("superseded", summary.superseded)
m[2].metric("deleted", summary.deleted)
m[3].metric("last write", summary.last_write.strftime("%Y-%m-%d") if summary.last_write else "-")
links = st.columns(3)
links[0].page_link(
    "pages/memories.py", label="Their memories", icon="🗂️", query_params={URL_PARAM: str(user)}
)
links[1].page_link(
    "pages/conversations.py",
    label="Their conversations",
    icon="💬",
    query_params={URL_PARAM: str(user)},
)
links[2].page_link(
    "pages/audit.py", label="Their audit rows", icon="📜", query_params={URL_PARAM: str(user)}
)

st.markdown("**Recall preview**")
with st.form("recall_preview"):
    question = st.text_input("Question", key="u_question", placeholder="What should I read first?")
    strategy = st.selectbox(
        "Strategy",
        STRATEGIES.names,
        index=STRATEGIES.names.index(ctx.settings.memory.recall_strategy),
        key="u_strategy",
    )
    submitted = st.form_submit_button("Preview recall", type="primary")

if submitted:
    try:
        if not question.strip():
            raise IngatError("write a question to preview what recall would inject")
        # Preview as if memory were on: the operator wants to see what answers would get.
        preview = ctx.settings.with_memory_on()
        result = recall(
            ctx.engine,
            preview,
            embedder(ctx),
            user,
            question.strip(),
            now=datetime.now(UTC),
            strategy=strategy,
        )
    except IngatError as exc:
        show_error(exc)
    else:
        if not ctx.settings.memory.enabled or not ctx.settings.memory.read_enabled:
            st.info("Memory reading is off in these settings: real answers get no block today.")
        if result.kind == "none":
            st.warning("Recall gives nothing for this user (not allowed, or sentinel subject).")
        else:
            st.metric("memories in the block", len(result.memories))
            if result.memories:
                st.dataframe(
                    pd.DataFrame(
                        [
                            {
                                "rank": i + 1,
                                "category": m.category,
                                "text": m.text,
                                "score": round(m.score, 4),
                                "updated": m.updated_at.strftime("%Y-%m-%d"),
                            }
                            for i, m in enumerate(result.memories)
                        ]
                    ),
                    hide_index=True,
                    width="stretch",
                )
            st.markdown("**The system message**")
            st.code(result.message or "", language=None, wrap_lines=True)
