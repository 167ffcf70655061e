"""Playground: write turns as a test user, consolidate now, see memories, recall and answers."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import pandas as pd
import streamlit as st

from app.console.state import context, embedder, show_error, sidebar_identity
from core.conversations.browse import conversation_detail
from core.db.engine import session_scope
from core.errors import IngatError
from core.llm.providers import PROVIDERS, provider_of
from core.memory.browse import MemoryFilter, list_memories
from core.playground import (
    consolidate_now,
    open_conversation,
    playground_user,
    sandbox_engine,
    write_turn,
)
from core.recall.service import recall
from core.registry import one_of

# The open conversation lives in the URL (?conversation=…), so a browser reload keeps it.
QUERY = "conversation"

ctx = context()
sidebar_identity(ctx)
st.title("Playground")
user = playground_user(ctx.actor.id)
st.caption(
    f"You write as the sandbox user `{user}` (derived from your identity), never as a real user, "
    "into the sandbox: production's figures, lists and exports never see it. Consolidation here "
    "runs the real write path at once instead of waiting for idle time."
)
sandbox = sandbox_engine(ctx.engine)
# Preview as if memory were on, whatever the deployment's switches say.
settings = ctx.settings.with_memory_on()

if "flash" in st.session_state:
    st.success(st.session_state.pop("flash"))

opened = open_conversation(ctx.engine, user, st.query_params.get(QUERY))
if opened is None and QUERY in st.query_params:
    del st.query_params[QUERY]  # not one of this user's sandbox conversations: ignored
conversation = str(opened) if opened else None
with st.form("pg_turn", clear_on_submit=True):
    message = st.text_area("Your message", key="pg_message", placeholder="Remember that I prefer …")
    sent = st.form_submit_button("Send as the test user", type="primary")
if sent and message.strip():
    try:
        conv_id = write_turn(
            ctx.engine, user, message.strip(), uuid.UUID(conversation) if conversation else None
        )
    except IngatError as exc:
        show_error(exc)
    else:
        st.query_params[QUERY] = str(conv_id)
        st.session_state["flash"] = "Turn written."
        st.rerun()

c1, c2 = st.columns(2)
if c1.button("Consolidate now", disabled=conversation is None, key="pg_consolidate"):
    try:
        outcome = consolidate_now(ctx.engine, settings, uuid.UUID(str(conversation)))
    except IngatError as exc:
        show_error(exc)
    else:
        w = outcome.written
        st.session_state["flash"] = (
            f"Consolidated: {outcome.status}; added {len(w.added)}, updated {len(w.updated)}, "
            f"forgotten {len(w.forgotten)}, rejected {len(outcome.rejections)}"
            + (f" ({', '.join(sorted(set(outcome.rejections)))})" if outcome.rejections else "")
        )
        st.rerun()
if c2.button("Start a new conversation", key="pg_new"):
    st.query_params.pop(QUERY, None)
    st.rerun()
if conversation:
    st.caption(f"conversation `{conversation}` (kept in the page's URL: a reload keeps it)")
    with session_scope(sandbox) as session:
        lines = conversation_detail(session, uuid.UUID(conversation)).lines
    for line in lines:
        with st.chat_message("user" if line.role == "user" else "assistant"):
            st.text(line.content)

st.subheader("The test user's memories")
with session_scope(sandbox) as session:
    page = list_memories(session, MemoryFilter(user_id=user), page=1, page_size=100)
if page.items:
    st.dataframe(
        pd.DataFrame(
            [{"status": m.status, "category": m.category, "text": m.text} for m in page.items]
        ),
        hide_index=True,
        width="stretch",
    )
else:
    st.caption("None yet: send a turn, then consolidate.")

st.subheader("Ask")
question = st.text_input("Question", key="pg_question")
if st.button("Recall", key="pg_recall") and question.strip():
    result = recall(sandbox, settings, embedder(ctx), user, question.strip(), now=datetime.now(UTC))
    st.code(result.message or "(nothing would be injected)", language=None, wrap_lines=True)
    chosen = provider_of(settings)
    if chosen.answers is not None:
        from core.chat.service import chat
        from core.observability.tracing import build_tracer
        from core.prompts.loader import load_prompt

        try:
            tracer = build_tracer(settings.langfuse)
            turn = chat(
                sandbox,
                settings,
                embedder(ctx),
                chosen.answers(settings, tracer),
                chosen.judge(settings, load_prompt("judge", settings), tracer),
                user_id=user,
                question=question.strip(),
                principal_verified=True,
            )
        except IngatError as exc:
            show_error(exc)
        else:
            st.markdown("**Judged answer**")
            st.write(turn.shown)
            st.caption(f"{turn.rejected_sentences} sentence(s) removed by the claim judge")
            st.json(turn.claim_map)
    else:
        answering = one_of(p.name for p in PROVIDERS if p.answers is not None)
        st.info(
            f"Answers need an LLM (ACEH_RAG_LLM__PROVIDER={answering}); the offline rules baseline "
            "only extracts and judges, it does not write answers."
        )
