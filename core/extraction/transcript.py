"""The extraction transcript of one asker in one conversation (SPEC §5.1, seed 000).

Since the progress key: the asker's own questions, newest first, within a budget of
EXTRACT_MAX_MESSAGES × EXTRACT_MAX_CHARS_PER_MESSAGE / 2 characters, each cut to
EXTRACT_MAX_CHARS_PER_MESSAGE; assistant replies only among the last EXTRACT_MAX_MESSAGES messages
and only those that passed Policy Guard, each cut to 500 characters. Never tool messages or
retrieved passages: the model never sees them, only grounding does (a candidate closer to one
than to the asker's words is ``not_grounded``). The user's active memories are shown with short
ids (M1, M2 …). History is quoted as JSON data inside delimiters, never as instructions.
"""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass, field
from datetime import datetime

from sqlalchemy import bindparam, select
from sqlalchemy.orm import Session

from core.config.settings import MemorySettings
from core.db.models import MemoryStatus, MemoryType, Message, MessageRole, UserMemory

REPLY_CHARS = 500


@dataclass(frozen=True)
class TranscriptMessage:
    """One quoted message."""

    id: uuid.UUID
    role: str
    content: str
    created_at: datetime


@dataclass(frozen=True)
class ShownMemory:
    """An existing active memory as the model sees it."""

    short_id: str
    id: uuid.UUID
    category: str
    text: str


@dataclass
class Transcript:
    """What one extraction call sees, plus the maps the gates need."""

    conversation_id: uuid.UUID
    asker_id: uuid.UUID
    messages: list[TranscriptMessage] = field(default_factory=list)
    memories: list[ShownMemory] = field(default_factory=list)
    newest_at: datetime | None = None
    others: list[str] = field(default_factory=list)
    """Never shown to the model: the texts of the window's other messages (retrieved passages,
    every assistant reply, other people's messages) that grounding compares a candidate with."""

    @property
    def memory_ids(self) -> dict[str, uuid.UUID]:
        """Short id → memory UUID."""
        return {m.short_id: m.id for m in self.memories}

    @property
    def message_ids(self) -> dict[str, uuid.UUID]:
        """Every message id shown to the model (as text) → UUID."""
        return {str(m.id): m.id for m in self.messages}

    @property
    def asker_message_ids(self) -> frozenset[uuid.UUID]:
        """The asker's own messages among those shown."""
        return frozenset(m.id for m in self.messages if m.role == MessageRole.user.value)

    @property
    def asker_texts(self) -> dict[uuid.UUID, str]:
        """The asker's own shown messages: id → content (what a candidate may be grounded in)."""
        return {m.id: m.content for m in self.messages if m.role == MessageRole.user.value}

    @property
    def has_asker_text(self) -> bool:
        """False when the asker said nothing new (no extraction call is needed)."""
        return bool(self.asker_message_ids)

    def render(self) -> str:
        """The user-turn content of the extraction call: data inside delimiters."""
        payload = {
            "existing_memories": [
                {"id": m.short_id, "category": m.category, "text": m.text} for m in self.memories
            ],
            "conversation": [
                {
                    "id": str(m.id),
                    "role": "asker" if m.role == MessageRole.user.value else "assistant",
                    "content": m.content,
                }
                for m in self.messages
            ],
        }
        # Escape < and > so quoted text can never close the data block.
        data = json.dumps(payload, ensure_ascii=False, indent=1)
        data = data.replace("<", "\\u003c").replace(">", "\\u003e")
        return (
            "EXISTING MEMORIES and CONVERSATION follow as JSON. Message ids are the values to put "
            "in source_message_ids; memory ids (M1 …) are the values for memory_id.\n"
            f"<conversation_data>\n{data}\n</conversation_data>"
        )


# Built once: constructing a statement per call cost more than running it. Rows of the columns
# used, not ORM objects: nothing here is changed or kept.
_ALL_MESSAGES = (
    select(Message.id, Message.role, Message.content, Message.meta, Message.created_at)
    .where(Message.conversation_id == bindparam("conversation"))
    .order_by(Message.created_at, Message.id)
)
_MESSAGES_SINCE = _ALL_MESSAGES.where(Message.created_at > bindparam("since"))
_SHOWN_MEMORIES = (
    select(UserMemory.id, UserMemory.category, UserMemory.text)
    .where(
        UserMemory.user_id == bindparam("user"),
        UserMemory.status == MemoryStatus.active.value,
        UserMemory.type != MemoryType.reflection.value,
    )
    .order_by(UserMemory.created_at, UserMemory.id)
)


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit].rstrip() + "…"


def build_transcript(
    session: Session,
    conversation_id: uuid.UUID,
    asker_id: uuid.UUID,
    since: datetime | None,
    limits: MemorySettings,
) -> Transcript:
    """Build the transcript of ``asker_id`` in ``conversation_id`` for messages after ``since``."""
    if since is None:
        everything = session.execute(_ALL_MESSAGES, {"conversation": conversation_id}).all()
    else:
        everything = session.execute(
            _MESSAGES_SINCE, {"conversation": conversation_id, "since": since}
        ).all()
    transcript = Transcript(conversation_id=conversation_id, asker_id=asker_id)
    # The newest message of any role is what the progress key advances to.
    transcript.newest_at = everything[-1].created_at if everything else None
    # Tool messages are retrieval passages: never extracted from, never counted as turns.
    rows = [
        m for m in everything if m.role in (MessageRole.user.value, MessageRole.assistant.value)
    ]

    per_message = limits.extract_max_chars_per_message
    budget = limits.extract_max_messages * per_message // 2
    chosen: dict[uuid.UUID, TranscriptMessage] = {}
    used = 0
    asker = str(asker_id)
    for msg in reversed(rows):  # newest first
        if msg.role != MessageRole.user.value or msg.meta.get("author_id") != asker:
            continue
        content = _cut(msg.content, per_message)
        if used + len(content) > budget:
            break
        used += len(content)
        chosen[msg.id] = TranscriptMessage(msg.id, msg.role, content, msg.created_at)
    for msg in rows[-limits.extract_max_messages :]:
        if msg.role == MessageRole.assistant.value and msg.meta.get("policy_passed") is True:
            chosen[msg.id] = TranscriptMessage(
                msg.id, msg.role, _cut(msg.content, REPLY_CHARS), msg.created_at
            )
    transcript.messages = sorted(chosen.values(), key=lambda m: (m.created_at, str(m.id)))
    transcript.others = [
        _cut(msg.content, per_message)
        for msg in everything[-limits.extract_max_messages :]
        if msg.role != MessageRole.user.value or msg.meta.get("author_id") != asker
    ]

    memories = session.execute(_SHOWN_MEMORIES, {"user": asker_id}).all()
    transcript.memories = [
        ShownMemory(f"M{i}", mid, category or "", text)
        for i, (mid, category, text) in enumerate(memories, start=1)
    ]
    return transcript
