"""Settings: the effective settings (secrets masked) and the start-up checks, read-only."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from app.console.state import context, sidebar_identity
from core import bootstrap
from core.config.reference import settings_reference
from core.config.startup import startup_problems

ctx = context()
sidebar_identity(ctx)
st.title("Settings")
st.caption("Read-only. Change settings through the environment and restart (see the README).")
if bootstrap.uses_embedded(ctx.settings):
    st.caption("Database: the embedded PostgreSQL (ACEH_RAG_DATABASE_URL is not set).")
else:
    st.caption("Database: the one ACEH_RAG_DATABASE_URL names (masked below).")

problems = startup_problems(ctx.settings)
if problems:
    for p in problems:
        st.error(p, icon="⛔")
else:
    st.success("Start-up checks pass: these settings would be accepted in this environment.")

docs = settings_reference(ctx.settings)
st.dataframe(
    pd.DataFrame(
        [
            {
                "variable": d.name,
                "value": d.value,
                "default": d.default,
                "changed": "●" if d.value != d.default else "",
                "meaning": d.description,
            }
            for d in docs
        ]
    ),
    hide_index=True,
    width="stretch",
    height=min(36 * (len(docs) + 1), 900),
)
