"""The console Playground: an operator writes turns as a test user and consolidates at once.

The test user's id is derived from the operator's identity, so each operator has their own sandbox
user and never writes memories for a real user.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

from sqlalchemy import Engine

from core.audit import hmac_key
from core.config.settings import Settings
from core.consolidation.consolidator import Consolidator, Outcome
from core.conversations.store import add_message, create_conversation
from core.db.engine import session_scope
from core.db.models import Conversation, MessageRole
from core.embeddings.providers import build_embedder
from core.errors import NotFound
from core.llm.base import ExtractionProvider
from core.llm.providers import build_provider
from core.prompts.loader import load_prompt
from core.sweeper.eligibility import eligible_askers

PLAYGROUND_NAMESPACE = uuid.UUID("5d0c2a8e-6b1f-5c3d-9e7a-4f2b1c0d8e6a")


def playground_user(operator_id: str) -> uuid.UUID:
    """The sandbox user of an operator."""
    return uuid.uuid5(PLAYGROUND_NAMESPACE, operator_id)


def write_turn(
    engine: Engine, user_id: uuid.UUID, content: str, conversation_id: uuid.UUID | None = None
) -> uuid.UUID:
    """Append a user turn (a new conversation when none is given); returns the conversation id."""
    with session_scope(engine) as session:
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
    """Run the write path on the conversation now, without waiting for it to go idle."""
    with session_scope(engine) as session:
        conv = session.get(Conversation, conversation_id)
        if conv is None:
            raise NotFound(f"no conversation {conversation_id}; start a new one")
        askers = eligible_askers(session, conv, settings.memory).askers
    consolidator = Consolidator(
        engine,
        settings,
        provider or build_provider(settings),
        load_prompt("extraction", settings),
        build_embedder(settings.embedding, settings.llm),
        hmac_key(settings),
    )
    return consolidator.run(conversation_id, askers)
