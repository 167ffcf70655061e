"""The user finder every console page uses where it asks for a user.

Takes a full id, the first characters of one (tables show 8), or part of a name or e-mail the
host's messages carry (``core.users.directory``); when several users match, a select box lists them
with their memory counts.
"""

from __future__ import annotations

import uuid
from typing import Any

import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from app.console.state import ConsoleContext, run
from core.users.directory import MIN_PREFIX, UserSummary, find_users

PLACEHOLDER = f"id, its first {MIN_PREFIX}+ characters, name or e-mail"
URL_PARAM = "user"


def pick_user(
    ctx: ConsoleContext, key: str, label: str = "User", *, container: DeltaGenerator | None = None
) -> uuid.UUID | None:
    """The user the reviewer names in the text box ``key``, or None when it is blank. When the text
    names nobody (or is not usable), the error is shown and the page stops there. ``container``
    is a column or other Streamlit container to draw into."""
    # The st module and a container offer the same element calls.
    where: Any = container if container is not None else st
    # A link from another page names the user in the URL (?user=…): it fills an untouched box.
    linked = st.query_params.get(URL_PARAM)
    if linked and key not in st.session_state:
        st.session_state[key] = linked
    typed = where.text_input(label, key=key, placeholder=PLACEHOLDER)
    if not typed.strip():
        return None
    found: list[UserSummary] | None = run(ctx, lambda s: find_users(s, typed))
    if found is None:
        st.stop()  # the error is shown
    if not found:
        where.error(
            f"No user matches {typed.strip()[:40]!r}: give the full id, its first characters, "
            "or part of a name or e-mail."
        )
        st.stop()
    if len(found) == 1:
        where.caption(found[0].describe())
        return found[0].user_id
    by_id = {str(u.user_id): u for u in found}
    chosen = where.selectbox(
        f"{len(found)} users match — pick one",
        list(by_id),
        format_func=lambda i: by_id[i].describe(),
        key=f"{key}_pick",
    )
    return uuid.UUID(chosen)
