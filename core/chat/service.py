"""One chat turn with memory (SPEC §9, seed 000 "Bagaimana jawaban memakainya").

The last WINDOW_MESSAGES messages of the conversation, the memory block as ONE system message,
the model call, the claim judge on the reply, and persistence of both messages with metadata:
the asker (author_id, principal_verified), the memory ids used, the claim map and the policy
result. Memory is never a citation: ``source_citations`` only ever holds corpus sources.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Engine, select

from core.chat.models import AnswerModel, ChatMessage
from core.config.settings import Settings
from core.conversations.store import add_message, create_conversation
from core.db.engine import session_scope
from core.db.models import Conversation, Message, MessageRole
from core.embeddings.base import Embedder
from core.errors import NotFound
from core.judge.answer import judge_answer
from core.judge.judges import Judge, Note
from core.recall.service import recall

BASE_PROMPT = (
    "You are a careful assistant for questions about regulations and documents. Answer from the "
    "retrieved sources and cite them; never present remembered notes about the user as evidence."
)


@dataclass
class ChatTurn:
    """What one turn produced."""

    conversation_id: uuid.UUID
    user_message_id: uuid.UUID
    assistant_message_id: uuid.UUID
    shown: str
    claim_map: list[dict[str, Any]] = field(default_factory=list)
    memory_ids: list[str] = field(default_factory=list)
    recall_kind: str = "none"
    rejected_sentences: int = 0


def window(engine: Engine, conversation_id: uuid.UUID, size: int) -> list[ChatMessage]:
    """The last ``size`` user/assistant messages, oldest first."""
    with session_scope(engine) as session:
        rows = session.execute(
            select(Message.role, Message.content)
            .where(
                Message.conversation_id == conversation_id,
                Message.role.in_([MessageRole.user.value, MessageRole.assistant.value]),
            )
            .order_by(Message.created_at.desc(), Message.id.desc())
            .limit(size)
        ).all()
    return [{"role": role, "content": content} for role, content in reversed(rows)]


def chat(
    engine: Engine,
    settings: Settings,
    embedder: Embedder,
    model: AnswerModel,
    judge: Judge,
    *,
    user_id: uuid.UUID,
    question: str,
    conversation_id: uuid.UUID | None = None,
    principal_verified: bool = False,
    query_language: str | None = None,
    now: datetime | None = None,
) -> ChatTurn:
    """Answer ``question`` for ``user_id`` in a conversation (a new one when None)."""
    when = now or datetime.now(UTC)
    with session_scope(engine) as session:
        if conversation_id is None:
            conversation_id = create_conversation(
                session, user_id, question[:80], created_at=when
            ).id
        elif session.get(Conversation, conversation_id) is None:
            raise NotFound(f"conversation {conversation_id} not found")
    history = window(engine, conversation_id, settings.memory.window_messages)
    recalled = recall(
        engine, settings, embedder, user_id, question, now=when, query_language=query_language
    )
    messages: list[ChatMessage] = [{"role": "system", "content": BASE_PROMPT}]
    if recalled.message:
        messages.append({"role": "system", "content": recalled.message})
    messages += [*history, {"role": "user", "content": question}]
    raw = model.respond(messages)
    notes = [Note(str(m.id), m.text) for m in recalled.memories]
    judged = judge_answer(raw, notes, judge)
    with session_scope(engine) as session:
        user_msg = add_message(
            session,
            conversation_id,
            MessageRole.user,
            question,
            author_id=user_id,
            principal_verified=principal_verified,
            created_at=when,
        )
        assistant_msg = add_message(
            session,
            conversation_id,
            MessageRole.assistant,
            judged.shown,
            policy_passed=True,
            source_citations=[],
            extra_metadata={
                "memory_ids": [str(i) for i in recalled.memory_ids],
                "claim_map": judged.claim_map,
                "policy": {"judge": "passed", "rejected_sentences": len(judged.rejected)},
                "recall": recalled.kind,
            },
            created_at=when + timedelta(milliseconds=1),
        )
    return ChatTurn(
        conversation_id=conversation_id,
        user_message_id=user_msg.id,
        assistant_message_id=assistant_msg.id,
        shown=judged.shown,
        claim_map=judged.claim_map,
        memory_ids=[str(i) for i in recalled.memory_ids],
        recall_kind=recalled.kind,
        rejected_sentences=len(judged.rejected),
    )
