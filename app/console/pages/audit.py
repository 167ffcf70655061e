"""Audit: every audit row, filtered and paged on the server, with a CSV export (issue 21).

Audit rows hold no memory text, so this page never shows any: who did what to which entity, when
and why, and each row's details (ids, counts, text HMACs). A deleted memory's id finds its rows
here after its detail is gone.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, time

import pandas as pd
import streamlit as st

from app.console.exports import offer_csv_export
from app.console.state import context, run, sidebar_identity
from app.console.user_finder import pick_user
from core.audit import ENTITY_TYPES
from core.audit_trail import COUNT_CAP, EXPORT_LIMIT, AuditFilter, audit_csv, list_audit

ANY = "(any)"
ENTITY_PARAM = "entity"

ctx = context()
sidebar_identity(ctx)
st.title("Audit")
st.caption(
    "Every audit row, newest first. Rows never hold memory text: who did what to which memory or "
    "conversation, when and why. Filter by a deleted memory's id to show who deleted it."
)

linked = st.query_params.get(ENTITY_PARAM)
if linked and "a_entity_id" not in st.session_state:
    st.session_state["a_entity_id"] = linked

with st.container(border=True):
    c1, c2, c3 = st.columns([1.2, 3, 1.6])
    entity_type = c1.selectbox("Entity", [ANY, *ENTITY_TYPES], key="a_entity_type")
    entity_id = c2.text_input("Entity id", key="a_entity_id", placeholder="a memory's id, …")
    action = c3.text_input("Action", key="a_action", placeholder="hard_delete, rejected, …")
    c4, c5, c6 = st.columns([2, 2, 2.2])
    actor = c4.text_input(
        "Actor (id or kind)", key="a_actor", placeholder="reviewer@example.org, system"
    )
    reason = c5.text_input("Reason contains", key="a_reason")
    user = pick_user(ctx, "a_user", "User", container=c6)
    c7, c8, c9, c10 = st.columns([1.5, 1.5, 1, 1])
    since = c7.date_input("From (UTC)", value=None, key="a_since")
    until = c8.date_input("To (UTC, inclusive)", value=None, key="a_until")
    page_size = c9.selectbox("Per page", [25, 50, 100], index=1, key="a_page_size")
    page = int(c10.number_input("Page", min_value=1, value=1, step=1, key="a_page"))

filters = AuditFilter(
    entity_type=None if entity_type == ANY else entity_type,
    entity_id=entity_id.strip() or None,
    action=action.strip() or None,
    actor=actor.strip() or None,
    reason=reason.strip() or None,
    user_id=user,
    since=datetime.combine(since, time.min, UTC) if since else None,
    until=datetime.combine(until, time.max, UTC) if until else None,
)
listing = run(ctx, lambda s: list_audit(s, filters, page=page, page_size=int(page_size)))
if listing is None:
    st.stop()
more = f"more than {COUNT_CAP:,}" if listing.capped else f"{listing.total:,}"
st.caption(f"{more} rows · page {listing.page} of {listing.pages}{'+' if listing.capped else ''}")
if not listing.items:
    st.info("No audit row matches these filters.")
else:
    st.dataframe(
        pd.DataFrame(
            [
                {
                    "when (UTC)": r.created_at.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S"),
                    "entity": r.entity_type,
                    "entity id": r.entity_id,
                    "action": r.action,
                    "actor": f"{r.actor_type}:{r.actor_id}" if r.actor_id else r.actor_type,
                    "reason": r.reason,
                    "details": json.dumps(r.details, ensure_ascii=False, sort_keys=True),
                }
                for r in listing.items
            ]
        ),
        hide_index=True,
        width="stretch",
        column_config={"details": st.column_config.TextColumn(width="large")},
    )

with st.expander("Export these rows (CSV)", icon="⬇️"):
    st.caption(f"Up to {EXPORT_LIMIT:,} rows, newest first. No memory text is in any row.")
    offer_csv_export(
        ctx,
        key="a_export",
        filters=filters,
        produce=lambda s: audit_csv(s, filters),
        file_name="audit.csv",
    )
