"""Users: the recall block a user would get for a question (SPEC §11)."""

from __future__ import annotations

from datetime import UTC, datetime

import pandas as pd
import streamlit as st

from app.console.state import context, embedder, show_error, sidebar_identity
from core.errors import IngatError
from core.memory.browse import parse_user_id
from core.recall.service import recall
from core.recall.strategies import STRATEGIES

ctx = context()
sidebar_identity(ctx)
st.title("Users")
st.caption(
    "What a user's next answer would be given: the memories recall picks for a question and the "
    "one system message injected. Nothing is written."
)

with st.form("recall_preview"):
    user_text = st.text_input("User id", key="u_user", placeholder="full UUID")
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
        user = parse_user_id(user_text)
        if user is None:
            raise IngatError("enter the user's id (a UUID) to preview their recall")
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
            st.code(result.message or "", language=None)
