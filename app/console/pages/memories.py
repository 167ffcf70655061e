"""Memories: server-side filtered and paged table, detail, export, and audited deletion."""

from __future__ import annotations

import uuid

import pandas as pd
import streamlit as st

from app.console.exports import offer_csv_export
from app.console.state import (
    ConsoleContext,
    allowed,
    context,
    run,
    show_error,
    sidebar_identity,
)
from app.console.user_finder import pick_user
from core import language as languages
from core.access import Role
from core.audit import hmac_key
from core.db.models import MemoryCategory, MemoryStatus, MemoryType
from core.errors import IngatError
from core.memory.browse import (
    MemoryDetail,
    MemoryFilter,
    MemoryPage,
    list_memories,
    memory_detail,
)
from core.memory.erase import hard_delete_memory, hard_delete_user
from core.memory.export import EXPORT_LIMIT, memories_csv

ANY = "(any)"
ctx = context()
sidebar_identity(ctx)
st.title("Memories")

if "flash" in st.session_state:
    st.success(st.session_state.pop("flash"))
deleted = st.session_state.pop("deleted_memory", None)
if deleted is not None:
    # Its detail is gone with it; its audit rows stay.
    st.page_link(
        "pages/audit.py",
        label=f"Audit rows of memory {deleted}",
        icon="📜",
        query_params={"entity": deleted},
    )

with st.container(border=True):
    c1, c2, c3, c4, c5 = st.columns([3, 1.2, 2, 1.4, 1])
    user = pick_user(ctx, "f_user", container=c1)
    mtype = c2.selectbox(
        "Type",
        [ANY] + [t.value for t in MemoryType if t is not MemoryType.reflection],
        key="f_type",
    )
    category = c3.selectbox("Category", [ANY] + [c.value for c in MemoryCategory], key="f_category")
    status = c4.selectbox("Status", [ANY] + [s.value for s in MemoryStatus], key="f_status")
    language = c5.selectbox("Language", [ANY, *languages.codes()], key="f_language")
    c6, c7, c8 = st.columns([4, 1, 1])
    text = c6.text_input("Text contains", key="f_text")
    page_size = c7.selectbox("Per page", [25, 50, 100], index=1, key="f_page_size")
    page = int(c8.number_input("Page", min_value=1, value=1, step=1, key="f_page"))


def _filters() -> MemoryFilter | None:
    try:
        return MemoryFilter(
            user_id=user,
            type=None if mtype == ANY else mtype,
            category=None if category == ANY else category,
            status=None if status == ANY else status,
            language=None if language == ANY else language,
            text=text.strip()[:200] or None,
        )
    except IngatError as exc:
        show_error(exc)
        return None


def _page(filters: MemoryFilter) -> MemoryPage | None:
    return run(ctx, lambda s: list_memories(s, filters, page=page, page_size=int(page_size)))


filters = _filters()
result = _page(filters) if filters is not None else None
chosen: str | None = None

if result is not None:
    st.caption(f"{result.total} memories · page {result.page} of {result.pages}")
    if result.items:
        table = pd.DataFrame(
            [
                {
                    "status": m.status,
                    "category": m.category,
                    "lang": m.language,
                    "text": m.text,
                    "user": str(m.user_id)[:8],
                    "updated": m.updated_at.strftime("%Y-%m-%d %H:%M"),
                    "id": str(m.id),
                }
                for m in result.items
            ]
        )
        st.dataframe(
            table,
            hide_index=True,
            width="stretch",
            column_config={"text": st.column_config.TextColumn(width="large")},
        )
        options = [str(m.id) for m in result.items]
        labels = {str(m.id): f"{str(m.id)[:8]} · {m.status} · {m.text[:60]}" for m in result.items}
        # No detail opens on its own (it may be a forgotten memory's text) unless the filters
        # leave exactly one memory: the reviewer picks.
        if len(options) == 1:
            st.session_state["open_memory"] = options[0]
        chosen = st.selectbox(
            "Open a memory",
            options,
            index=None,
            format_func=lambda i: labels[i],
            placeholder="Pick a memory to see its detail",
            key="open_memory",
        )
    else:
        st.info("No memory matches these filters.")


def _render_detail(ctx: ConsoleContext, detail: MemoryDetail) -> None:
    m = detail.memory
    st.subheader(f"Memory {m.id}")
    # Short values only in tiles; the category (up to 26 characters) goes in the line below.
    a, c, d = st.columns(3)
    a.metric("status", m.status)
    c.metric("importance", f"{m.importance:.2f}")
    d.metric("confidence", f"{m.confidence:.2f}")
    st.markdown(f"> {m.text}")
    st.caption(
        f"category `{m.category or '-'}` · user `{m.user_id}` · language `{m.language}` · "
        f"stable key `{detail.stable_key}` · "
        f"extractor `{detail.extractor_version}` · tags {', '.join(m.tags) or '-'}"
    )
    st.markdown("**Source messages**")
    if detail.sources:
        for s in detail.sources:
            st.markdown(f"- `{s.role}` {s.created_at:%Y-%m-%d %H:%M} — {s.content}")
    else:
        st.caption("The source messages no longer exist (their conversation was deleted).")
    st.markdown("**Versions** (oldest first)")
    st.dataframe(
        pd.DataFrame(
            [
                {
                    "id": str(v.id),
                    "status": v.status,
                    "text": v.text,
                    "created": v.created_at.strftime("%Y-%m-%d %H:%M"),
                    "this": "◀" if v.id == m.id else "",
                }
                for v in detail.chain
            ]
        ),
        hide_index=True,
        width="stretch",
    )
    st.markdown("**Audit trail**")
    st.dataframe(
        pd.DataFrame(
            [
                {
                    "when": e.created_at.strftime("%Y-%m-%d %H:%M:%S"),
                    "memory": e.memory_id[:8],
                    "action": e.action,
                    "actor": f"{e.actor_type}:{e.actor_id}",
                    "reason": e.reason,
                    "text_hmac": str(e.details.get("text_hmac", ""))[:16],
                }
                for e in detail.audit
            ]
        ),
        hide_index=True,
        width="stretch",
    )
    _render_delete(ctx, detail)


def _render_delete(ctx: ConsoleContext, detail: MemoryDetail) -> None:
    if not allowed(ctx, Role.reviewer):
        st.caption("Viewers cannot delete memories.")
        return
    m = detail.memory
    older = [v for v in detail.chain if v.created_at < m.created_at]
    with st.expander("Delete permanently", icon="🗑️"):
        st.write(
            "This removes the memory, its embedding"
            + (f" and its {len(older)} earlier version(s)" if older else "")
            + ". The audit log keeps who, when and why — never the text."
        )
        reason = st.text_input("Reason (required)", key=f"delete_reason_{m.id}")
        confirm = st.checkbox("I understand this cannot be undone", key=f"delete_confirm_{m.id}")
        if st.button("Delete permanently", type="primary", key=f"delete_button_{m.id}"):
            if not reason.strip():
                st.error("Write a reason for the deletion first.")
            elif not confirm:
                st.error("Tick the confirmation box first.")
            else:
                erased = run(
                    ctx,
                    lambda s: hard_delete_memory(
                        s, m.id, actor=ctx.actor, reason=reason, hmac_key=hmac_key(ctx.settings)
                    ),
                )
                if erased is not None:
                    st.session_state["flash"] = (
                        f"Deleted memory {m.id} ({len(erased.deleted_ids)} row(s)); audited as "
                        f"{ctx.actor.id}."
                    )
                    st.session_state["deleted_memory"] = str(m.id)
                    st.rerun()


def _render_bulk(ctx: ConsoleContext, filters: MemoryFilter) -> None:
    with st.expander("Export the filtered memories (CSV)", icon="⬇️"):
        st.caption(
            f"Up to {EXPORT_LIMIT:,} rows, newest change first. Memory text is personal data."
        )
        offer_csv_export(
            ctx,
            key="export",
            filters=filters,
            produce=lambda s: memories_csv(s, filters),
            file_name="memories.csv",
        )
    if filters.user_id is None:
        return
    if not allowed(ctx, Role.reviewer):
        st.caption("Viewers cannot delete memories.")
        return
    with st.expander(f"Delete ALL memories of user {filters.user_id}", icon="🧹"):
        st.write(
            "Every memory row of this user — active, superseded and deleted — and their embeddings "
            "and shadow rows are removed. The audit log keeps who, when, why and how many."
        )
        reason = st.text_input("Reason (required)", key="bulk_reason")
        confirm = st.checkbox(
            f"I understand this deletes every memory of {filters.user_id}", key="bulk_confirm"
        )
        if st.button("Delete all of this user's memories", type="primary", key="bulk_delete"):
            if not reason.strip():
                st.error("Write a reason for the deletion first.")
            elif not confirm:
                st.error("Tick the confirmation box first.")
            else:
                user = filters.user_id
                count = run(
                    ctx, lambda s: hard_delete_user(s, user, actor=ctx.actor, reason=reason)
                )
                if count is not None:
                    st.session_state.pop("export", None)  # it held their text
                    st.session_state["flash"] = (
                        f"Deleted {count} memory row(s) of user {user}; audited as {ctx.actor.id}."
                    )
                    st.rerun()


if filters is not None and result is not None:
    _render_bulk(ctx, filters)

if chosen:
    detail = run(ctx, lambda s: memory_detail(s, uuid.UUID(chosen)))
    if detail is not None:
        st.divider()
        _render_detail(ctx, detail)
