"""What every console page needs: settings, the cached engine, the acting identity.

The engine is cached with ``st.cache_resource`` (per URL); sessions never are. Errors from core are
rendered here, once, as an error box.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TypeVar

import streamlit as st
from sqlalchemy import Engine
from sqlalchemy.orm import Session

from core import bootstrap
from core.access import Actor, Role, console_actor
from core.config.settings import Settings, load_settings
from core.db.engine import resolve_database_url, session_scope
from core.embeddings.base import Embedder
from core.embeddings.providers import build_embedder
from core.errors import IngatError

T = TypeVar("T")


@dataclass(frozen=True)
class ConsoleContext:
    """Per-run context of a console page."""

    settings: Settings
    engine: Engine
    actor: Actor
    dev_identity: bool


@st.cache_resource(show_spinner="Connecting to the database …")
def _engine(url: str, dims: int) -> Engine:
    settings = load_settings()
    return bootstrap.open_database(settings)


def _login_configured() -> bool:
    try:
        return "auth" in st.secrets
    except Exception:  # no secrets.toml at all
        return False


def _identity(settings: Settings) -> tuple[str, bool]:
    if _login_configured():
        if not st.user.is_logged_in:
            st.title("ingat console")
            st.info("Sign in to continue.")
            st.button("Sign in", on_click=st.login, type="primary")
            st.stop()
        return str(st.user.get("email") or st.user.get("sub") or "unknown"), False
    if settings.environment == "production":
        show_error(
            IngatError(
                "no login provider is configured and the development identity is refused in "
                "production — configure [auth] in .streamlit/secrets.toml"
            )
        )
        st.stop()
    return settings.console.dev_identity, True


def context() -> ConsoleContext:
    """Load settings, check start-up rules, reach the database; stop the page on failure."""
    try:
        settings = load_settings()
        engine = _engine(resolve_database_url(settings), settings.embedding.dimensions)
    except IngatError as exc:
        show_error(exc)
        st.stop()
    email, dev = _identity(settings)
    actor = console_actor(email, settings.console)
    if dev and not (settings.console.admins or settings.console.reviewers):
        # A local install with no roles configured has one operator: let them do everything.
        actor = actor.model_copy(update={"role": Role.admin})
    return ConsoleContext(settings, engine, actor, dev)


@st.cache_resource(show_spinner=False)
def _embedder(provider: str, model: str, dims: int) -> Embedder:
    settings = load_settings()
    return build_embedder(settings.embedding, settings.llm)


def embedder(ctx: ConsoleContext) -> Embedder:
    """The configured embedder (cached per configuration)."""
    e = ctx.settings.embedding
    return _embedder(e.provider, e.model, e.dimensions)


def allowed(ctx: ConsoleContext, needed: Role) -> bool:
    """Whether the acting identity has ``needed`` (pages hide actions it lacks)."""
    return ctx.actor.role >= needed


def show_error(exc: IngatError) -> None:
    """Render a core error (its message already says what to do)."""
    st.error(str(exc), icon="⚠️")


@contextmanager
def unit_of_work(ctx: ConsoleContext) -> Iterator[Session]:
    """A session for one action; committed on success."""
    with session_scope(ctx.engine) as session:
        yield session


def run(ctx: ConsoleContext, action: Callable[[Session], T]) -> T | None:
    """Run ``action`` in a unit of work; show a core error instead of raising it."""
    try:
        with unit_of_work(ctx) as session:
            return action(session)
    except IngatError as exc:
        show_error(exc)
        return None


def sidebar_identity(ctx: ConsoleContext) -> None:
    """Show who is acting, and make a development identity impossible to miss."""
    with st.sidebar:
        if ctx.dev_identity:
            st.warning(
                f"Development identity **{ctx.actor.id}** ({ctx.actor.role.name}). "
                "Configure a login provider for real use.",
                icon="🧪",
            )
        else:
            st.caption(f"Signed in as **{ctx.actor.id}** ({ctx.actor.role.name})")
            st.button("Sign out", on_click=st.logout)
