"""Fixtures that build real conversations and memories through core's own functions."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest
from sqlalchemy import Engine
from sqlalchemy.orm import Session

from core.conversations.store import add_message, create_conversation
from core.db.engine import session_scope
from core.db.models import MemoryCategory, MessageRole
from core.embeddings.hashing import HashingEmbedder
from core.memory.schemas import Identity, MemoryDraft
from core.memory.store import MemoryWriter

KEY = b"test-audit-hmac-key"


@dataclass
class Chat:
    """A conversation of one user with one user message."""

    user_id: uuid.UUID
    conversation_id: uuid.UUID
    message_id: uuid.UUID


@pytest.fixture
def session(engine: Engine) -> Iterator[Session]:
    with session_scope(engine) as s:
        yield s


@pytest.fixture
def chat(session: Session) -> Chat:
    user = uuid.uuid4()
    conv = create_conversation(session, user, "test")
    msg = add_message(session, conv.id, MessageRole.user, "Remember I like tea.", author_id=user)
    return Chat(user, conv.id, msg.id)


@pytest.fixture
def writer(session: Session, chat: Chat) -> MemoryWriter:
    return MemoryWriter(
        session,
        user_id=chat.user_id,
        conversation_id=chat.conversation_id,
        embedder=HashingEmbedder(384),
        hmac_key=KEY,
        extractor_version="test-v1",
    )


@pytest.fixture
def draft(chat: Chat) -> Callable[..., MemoryDraft]:
    def make(
        text: str = "Likes green tea.",
        subject: str = "tea",
        facet: str | None = None,
        polarity: str | None = "prefer",
        category: MemoryCategory = MemoryCategory.user_preference,
        tags: list[str] | None = None,
    ) -> MemoryDraft:
        return MemoryDraft(
            category=category,
            text=text,
            language="en",
            tags=tags if tags is not None else ["tea"],
            confidence=0.9,
            importance=0.5,
            identity=Identity(subject=subject, facet=facet, polarity=polarity),  # type: ignore[arg-type]
            source_message_ids=[chat.message_id],
        )

    return make
