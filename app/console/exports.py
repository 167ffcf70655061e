"""The CSV export control of the console's listings: prepare for these filters, then download."""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st
from sqlalchemy.orm import Session

from app.console.state import ConsoleContext, run


def offer_csv_export(
    ctx: ConsoleContext,
    *,
    key: str,
    filters: object,
    produce: Callable[[Session], tuple[str, int]],
    file_name: str,
) -> None:
    """A "Prepare export" button (``<key>_prepare``) that runs ``produce`` — (CSV text, rows) —
    and a download button (``<key>_download``) for it. An export prepared for other filters is
    never offered for these."""
    if st.button("Prepare export", key=f"{key}_prepare"):
        exported = run(ctx, produce)
        if exported is not None:
            st.session_state[key] = (filters, *exported)
    prepared = st.session_state.get(key)
    if prepared is not None and prepared[0] == filters:
        _, data, count = prepared
        st.download_button(
            f"Download {count} row(s)",
            data=data,
            file_name=file_name,
            mime="text/csv",
            key=f"{key}_download",
        )
