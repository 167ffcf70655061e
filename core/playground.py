"""The console Playground: an operator writes turns as a test user and consolidates at once.

The test user's id is derived from the operator's identity, so each operator has their own sandbox
user and never writes memories for a real user. Everything the Playground writes — conversations,
messages, memories, audit rows — lives in the ``sandbox`` schema (:mod:`core.db.side_schema`),
through :func:`sandbox_engine`: production's figures, lists and exports never see it.
"""

from __future__ import annotations

import functools
import uuid
from datetime import UTC, datetime

from sqlalchemy import Engine, event

from core.config.settings import Settings
from core.consolidation.consolidator import Outcome
from core.consolidation.factory import build_consolidator
from core.conversations.store import add_message, create_conversation
from core.db.engine import session_scope
from core.db.models import Conversation, MessageRole
from core.db.side_schema import SANDBOX, ensure_sandbox, side_engine
from core.errors import NotFound
from core.llm.base import ExtractionProvider
from core.sweeper.eligibility import eligible_askers

PLAYGROUND_NAMESPACE = uuid.UUID("5d0c2a8e-6b1f-5c3d-9e7a-4f2b1c0d8e6a")


def playground_user(operator_id: str) -> uuid.UUID:
    """The sandbox user of an operator."""
    return uuid.uuid5(PLAYGROUND_NAMESPACE, operator_id)


def sandbox_engine(engine: Engine) -> Engine:
    """The engine of the Playground's sandbox schema in ``engine``'s database; the schema is made
    (or made again) first when it is missing or out of shape."""
    with engine.begin() as conn:
        ensure_sandbox(conn)
    return _sandbox(engine)


@functools.cache
def _sandbox(engine: Engine) -> Engine:
    sandbox = side_engine(engine, SANDBOX)
    event.listen(engine, "engine_disposed", lambda _engine: sandbox.dispose())
    return sandbox


def open_conversation(engine: Engine, user_id: uuid.UUID, named: str | None) -> uuid.UUID | None:
    """The sandbox conversation ``named`` (e.g. from the page's URL) when it is the id of one of
    ``user_id``'s own sandbox conversations; anything else (garbage, another user's, gone) is None.
    """
    try:
        conversation_id = uuid.UUID(str(named or "").strip())
    except ValueError:
        return None
    with session_scope(sandbox_engine(engine)) as session:
        conv = session.get(Conversation, conversation_id)
        return conversation_id if conv is not None and conv.user_id == user_id else None


def write_turn(
    engine: Engine, user_id: uuid.UUID, content: str, conversation_id: uuid.UUID | None = None
) -> uuid.UUID:
    """Append a user turn, in the sandbox of ``engine``'s database (a new conversation when none
    is given); returns the conversation id."""
    with session_scope(sandbox_engine(engine)) as session:
        if conversation_id is None:
            conversation_id = create_conversation(session, user_id, "playground").id
        elif session.get(Conversation, conversation_id) is None:
            raise NotFound(f"no conversation {conversation_id}; start a new one")
        add_message(
            session,
            conversation_id,
            MessageRole.user,
            content,
            author_id=user_id,
            principal_verified=True,
            created_at=datetime.now(UTC),
        )
    return conversation_id


def consolidate_now(
    engine: Engine,
    settings: Settings,
    conversation_id: uuid.UUID,
    provider: ExtractionProvider | None = None,
) -> Outcome:
    """Run the write path on a sandbox conversation now, without waiting for it to go idle."""
    sandbox = sandbox_engine(engine)
    with session_scope(sandbox) as session:
        conv = session.get(Conversation, conversation_id)
        if conv is None:
            raise NotFound(f"no conversation {conversation_id}; start a new one")
        askers = eligible_askers(session, conv, settings.memory).askers
    return build_consolidator(sandbox, settings, provider=provider).run(conversation_id, askers)
