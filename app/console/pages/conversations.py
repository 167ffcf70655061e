"""Conversations: transcripts with consolidation marks, what each sweep wrote or rejected, and an
admin's audited delete of one conversation (its memories and audit events stay)."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import Any

import pandas as pd
import streamlit as st
from pydantic import BaseModel

from app.console.state import ConsoleContext, allowed, context, run, sidebar_identity
from app.console.user_finder import pick_user
from core.access import Role
from core.conversations.browse import conversation_detail, list_conversations
from core.conversations.delete import delete_conversation


def _table(column: Any, title: str, rows: Sequence[BaseModel]) -> None:
    """A heading and a table of ``rows`` in ``column``, or "None."."""
    column.markdown(title)
    if rows:
        column.dataframe(pd.DataFrame([r.model_dump(mode="json") for r in rows]), hide_index=True)
    else:
        column.caption("None.")


def _render_delete(ctx: ConsoleContext, conversation_id: uuid.UUID, memories: int) -> None:
    if not allowed(ctx, Role.admin):
        st.caption("Only admins delete conversations.")
        return
    with st.expander("Delete this conversation", icon="🗑️"):
        st.write(
            "This removes the conversation and its messages. The memories written from it "
            + (f"({memories}) " if memories else "")
            + "stay, and so do its audit events; the delete itself is audited (who, when, why, "
            "how many messages — never text). A conversation of a user under legal hold is kept."
        )
        key = str(conversation_id)
        reason = st.text_input("Reason (required)", key=f"conv_delete_reason_{key}")
        confirm = st.checkbox(
            "I understand this cannot be undone", key=f"conv_delete_confirm_{key}"
        )
        if st.button("Delete conversation", type="primary", key=f"conv_delete_{key}"):
            if not reason.strip():
                st.error("Write a reason for the deletion first.")
            elif not confirm:
                st.error("Tick the confirmation box first.")
            else:
                gone = run(
                    ctx,
                    lambda s: delete_conversation(
                        s, conversation_id, actor=ctx.actor, reason=reason
                    ),
                )
                if gone is not None:
                    st.session_state["flash"] = (
                        f"Deleted conversation {gone.conversation_id} ({gone.messages} messages); "
                        f"{gone.memories_kept} memories written from it are kept; audited as "
                        f"{ctx.actor.id}."
                    )
                    st.rerun()


ctx = context()
sidebar_identity(ctx)
st.title("Conversations")
if "flash" in st.session_state:
    st.success(st.session_state.pop("flash"))

c1, c2, c3 = st.columns([4, 1, 1])
user = pick_user(ctx, "c_user", "User (empty: everyone)", container=c1)
page_size = c2.selectbox("Per page", [25, 50, 100], index=1, key="c_page_size")
page = int(c3.number_input("Page", min_value=1, value=1, step=1, key="c_page"))

listing = run(ctx, lambda s: list_conversations(s, user, page, int(page_size)))
chosen: str | None = None
if listing is not None:
    st.caption(f"{listing.total} conversations · page {listing.page} of {listing.pages}")
    if listing.items:
        st.dataframe(
            pd.DataFrame(
                [
                    {
                        "title": c.title,
                        "user": str(c.user_id)[:8],
                        "messages": c.messages,
                        "last message": c.last_at.strftime("%Y-%m-%d %H:%M") if c.last_at else "",
                        "consolidated through": c.consolidated_through.strftime("%Y-%m-%d %H:%M")
                        if c.consolidated_through
                        else "not yet",
                        "failures": c.failures,
                        "id": str(c.id),
                    }
                    for c in listing.items
                ]
            ),
            hide_index=True,
            width="stretch",
        )
        labels = {str(c.id): f"{str(c.id)[:8]} · {c.title or '(untitled)'}" for c in listing.items}
        chosen = st.selectbox(
            "Open a conversation",
            list(labels),
            format_func=lambda i: labels[i],
            key="open_conversation",
        )
    else:
        st.info("No conversations.")

if chosen:
    detail = run(ctx, lambda s: conversation_detail(s, uuid.UUID(chosen)))
    if detail is not None:
        conv = detail.conversation
        st.divider()
        st.subheader(conv.title or str(conv.id))
        through = conv.consolidated_through
        st.caption(
            f"user `{conv.user_id}` · {conv.messages} messages · consolidated through "
            f"{through.strftime('%Y-%m-%d %H:%M:%S') if through else 'nothing yet'} · "
            f"failed extractions pending: {conv.failures}"
        )
        st.markdown("**Transcript** (✅ consolidated · ⏳ not yet; tool passages are never read)")
        for line in detail.lines:
            mark = "✅" if line.consolidated else "⏳"
            extra = " · policy failed" if line.policy_passed is False else ""
            with st.chat_message(
                "user"
                if line.role == "user"
                else "assistant"
                if line.role == "assistant"
                else "ai",
                avatar="🧑" if line.role == "user" else "🤖" if line.role == "assistant" else "📄",
            ):
                st.caption(f"{mark} {line.role} · {line.created_at:%Y-%m-%d %H:%M:%S}{extra}")
                st.write(line.content)
        left, right = st.columns(2)
        _table(left, "**Memories written from this conversation**", detail.written)
        _table(right, "**Rejections and failures** (reason codes; never text)", detail.events)
        _render_delete(ctx, conv.id, len(detail.written))
