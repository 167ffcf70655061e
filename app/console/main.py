"""Entry point of the operator console: ``streamlit run app/console/main.py`` (or ``ingat console``)."""

from __future__ import annotations

import sys
from pathlib import Path

import streamlit as st

# `streamlit run` executes this file as a script; make the project importable either way.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

st.set_page_config(page_title="ingat console", page_icon="🧠", layout="wide")

PAGES = Path(__file__).resolve().parent / "pages"
navigation = st.navigation(
    [
        st.Page(PAGES / "overview.py", title="Overview", icon="📊", default=True),
        st.Page(PAGES / "memories.py", title="Memories", icon="🗂️"),
        st.Page(PAGES / "users.py", title="Users", icon="👤"),
        st.Page(PAGES / "conversations.py", title="Conversations", icon="💬"),
        st.Page(PAGES / "audit.py", title="Audit", icon="📜"),
        st.Page(PAGES / "shadow.py", title="Shadow runs", icon="🧪"),
        st.Page(PAGES / "evaluations.py", title="Evaluations", icon="📈"),
        st.Page(PAGES / "playground.py", title="Playground", icon="🛝"),
        st.Page(PAGES / "settings.py", title="Settings", icon="⚙️"),
    ]
)
navigation.run()
