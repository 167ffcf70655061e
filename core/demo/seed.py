"""Deterministic demo data (``ingat db seed-demo``), written through core's own store functions.

The data lives in ``datasets/demo/`` (people and conversations in English, Indonesian and Chinese,
with the memory operations each conversation produced). Ids are uuid5 of the dataset labels, so
two seeds of the same data give the same ids; times are offsets from an anchor (default: now), so
the demo always looks recent to the sweeper's lookback window.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from core.access import SYSTEM
from core.conversations.store import add_message, create_conversation, create_workspace
from core.db.models import Conversation, MemoryCategory, MessageRole, UserMemory
from core.embeddings.base import Embedder
from core.errors import DatasetError
from core.memory.schemas import (
    AddOperation,
    ForgetOperation,
    Identity,
    MemoryDraft,
    Operation,
    UpdateOperation,
)
from core.memory.store import MemoryWriter

DEMO_DIR = Path(__file__).resolve().parents[2] / "datasets" / "demo"
DEMO_NAMESPACE = uuid.UUID("6a1c0f7e-3b7d-5c2e-9f41-2d9a8b7c6e5f")
DEMO_EXTRACTOR_VERSION = "demo-dataset"
MESSAGE_SPACING = timedelta(minutes=2)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class DemoUser(_Strict):
    """A demo user; ``fixed_id`` pins a fixed id (the sentinel subject)."""

    kind: Literal["user"]
    id: str
    display: str
    language: str
    fixed_id: uuid.UUID | None = None


class DemoWorkspace(_Strict):
    """A workspace and its members (labels of users)."""

    kind: Literal["workspace"]
    id: str
    name: str
    members: list[str]


class DemoMessage(_Strict):
    """One message; ``author`` defaults to the conversation's user for user messages."""

    id: str
    role: MessageRole
    content: str
    author: str | None = None
    policy_passed: bool | None = None


class DemoMemory(_Strict):
    """Memory content as the extractor would propose it; ``sources`` are message labels."""

    category: MemoryCategory
    text: str
    language: str
    tags: list[str]
    confidence: float
    importance: float
    identity: Identity
    sources: list[str]


class DemoOperation(_Strict):
    """add (``ref`` names the new memory), update (``target`` → ``ref``) or forget (``target``)."""

    op: Literal["add", "update", "forget"]
    ref: str | None = None
    target: str | None = None
    reason: str = ""
    memory: DemoMemory | None = None
    sources: list[str] = Field(default_factory=list)


class DemoConversation(_Strict):
    """A conversation with its messages and the memory operations it produced."""

    id: str
    user: str
    workspace: str | None
    title: str
    language: str
    age_hours: float
    messages: list[DemoMessage]
    operations: list[DemoOperation]


class DemoSummary(BaseModel):
    """What a seed wrote (or found already written)."""

    already_seeded: bool
    users: int
    conversations: int
    messages: int
    memories: dict[str, int]


def demo_id(label: str) -> uuid.UUID:
    """The deterministic UUID of a demo label."""
    return uuid.uuid5(DEMO_NAMESPACE, label)


def _lines(path: Path) -> Iterator[tuple[int, dict[str, object]]]:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DatasetError(f"{path}: file not found; restore datasets/demo from git") from None
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            yield number, json.loads(line)
        except json.JSONDecodeError as exc:
            raise DatasetError(f"{path}:{number}: not JSON ({exc.msg})") from None


def _validation_line(path: Path, number: int, exc: ValidationError) -> DatasetError:
    first = exc.errors()[0]
    where = ".".join(str(p) for p in first["loc"])
    return DatasetError(f"{path}:{number}: {where}: {first['msg']}")


def load_demo(
    directory: Path = DEMO_DIR,
) -> tuple[list[DemoUser], list[DemoWorkspace], list[DemoConversation]]:
    """Load and validate the demo dataset; a bad line raises ``file:line: what is wrong``."""
    users: list[DemoUser] = []
    workspaces: list[DemoWorkspace] = []
    people = directory / "people.jsonl"
    for number, raw in _lines(people):
        try:
            if raw.get("kind") == "workspace":
                workspaces.append(DemoWorkspace.model_validate(raw))
            else:
                users.append(DemoUser.model_validate(raw))
        except ValidationError as exc:
            raise _validation_line(people, number, exc) from None
    conversations: list[DemoConversation] = []
    conv_path = directory / "conversations.jsonl"
    known = {u.id for u in users}
    for number, raw in _lines(conv_path):
        try:
            conv = DemoConversation.model_validate(raw)
        except ValidationError as exc:
            raise _validation_line(conv_path, number, exc) from None
        if conv.user not in known:
            raise DatasetError(f"{conv_path}:{number}: user {conv.user!r} is not in people.jsonl")
        conversations.append(conv)
    return users, workspaces, conversations


def _user_uuid(users: dict[str, DemoUser], label: str) -> uuid.UUID:
    user = users[label]
    return user.fixed_id or demo_id(f"user:{label}")


def _draft(memory: DemoMemory, message_ids: dict[str, uuid.UUID]) -> MemoryDraft:
    return MemoryDraft(
        category=memory.category,
        text=memory.text,
        language=memory.language,
        tags=memory.tags,
        confidence=memory.confidence,
        importance=memory.importance,
        identity=memory.identity,
        source_message_ids=[message_ids[s] for s in memory.sources],
    )


def seed_demo(
    session: Session,
    embedder: Embedder,
    hmac_key: bytes,
    *,
    anchor: datetime | None = None,
    directory: Path = DEMO_DIR,
) -> DemoSummary:
    """Write the demo data unless it is already there; the caller commits."""
    users_list, workspaces, conversations = load_demo(directory)
    users = {u.id: u for u in users_list}
    first_id = demo_id(f"conversation:{conversations[0].id}")
    already = session.get(Conversation, first_id) is not None
    if not already:
        _write(
            session,
            embedder,
            hmac_key,
            anchor or datetime.now(UTC),
            users,
            workspaces,
            conversations,
        )
    counts = {
        status: int(n)
        for status, n in session.execute(
            select(UserMemory.status, func.count()).group_by(UserMemory.status)
        ).all()
    }
    return DemoSummary(
        already_seeded=already,
        users=len(users),
        conversations=len(conversations),
        messages=sum(len(c.messages) for c in conversations),
        memories=counts,
    )


def _write(
    session: Session,
    embedder: Embedder,
    hmac_key: bytes,
    anchor: datetime,
    users: dict[str, DemoUser],
    workspaces: list[DemoWorkspace],
    conversations: list[DemoConversation],
) -> None:
    workspace_ids: dict[str, uuid.UUID] = {}
    for ws in workspaces:
        created = create_workspace(
            session,
            ws.name,
            [_user_uuid(users, m) for m in ws.members],
            workspace_id=demo_id(f"workspace:{ws.id}"),
        )
        workspace_ids[ws.id] = created.id
    memory_ids: dict[str, uuid.UUID] = {}
    for conv in sorted(conversations, key=lambda c: -c.age_hours):
        owner = _user_uuid(users, conv.user)
        start = anchor - timedelta(hours=conv.age_hours)
        conversation = create_conversation(
            session,
            owner,
            conv.title,
            workspace_id=workspace_ids.get(conv.workspace) if conv.workspace else None,
            conversation_id=demo_id(f"conversation:{conv.id}"),
            created_at=start,
        )
        message_ids: dict[str, uuid.UUID] = {}
        when = start
        for msg in conv.messages:
            author_label = msg.author or conv.user
            is_user = msg.role is MessageRole.user
            message = add_message(
                session,
                conversation.id,
                msg.role,
                msg.content,
                author_id=_user_uuid(users, author_label) if is_user else None,
                principal_verified=(users[author_label].fixed_id is None) if is_user else None,
                policy_passed=msg.policy_passed,
                message_id=demo_id(f"message:{conv.id}:{msg.id}"),
                created_at=when,
            )
            message_ids[msg.id] = message.id
            when += MESSAGE_SPACING
        if conv.operations:
            _apply(
                session,
                embedder,
                hmac_key,
                conv,
                owner,
                conversation.id,
                message_ids,
                memory_ids,
                when,
            )


def _apply(
    session: Session,
    embedder: Embedder,
    hmac_key: bytes,
    conv: DemoConversation,
    owner: uuid.UUID,
    conversation_id: uuid.UUID,
    message_ids: dict[str, uuid.UUID],
    memory_ids: dict[str, uuid.UUID],
    when: datetime,
) -> None:
    writer = MemoryWriter(
        session,
        user_id=owner,
        conversation_id=conversation_id,
        embedder=embedder,
        hmac_key=hmac_key,
        extractor_version=DEMO_EXTRACTOR_VERSION,
        actor=SYSTEM,
        now=when,
    )
    for op in conv.operations:
        operation: Operation
        if op.op == "forget":
            assert op.target is not None
            operation = ForgetOperation(
                memory_id=memory_ids[op.target],
                reason=op.reason,
                source_message_ids=[message_ids[s] for s in op.sources],
            )
        elif op.op == "update":
            assert op.target is not None and op.memory is not None
            operation = UpdateOperation(
                memory_id=memory_ids[op.target], memory=_draft(op.memory, message_ids)
            )
        else:
            assert op.memory is not None
            operation = AddOperation(memory=_draft(op.memory, message_ids))
        label = op.ref or f"{conv.id}:{op.op}:{op.target}"
        writer.new_id = lambda label=label: demo_id(f"memory:{label}")  # type: ignore[misc]
        result = writer.apply([operation])
        written = result.added or result.updated
        if op.ref and written:
            memory_ids[op.ref] = written[0]
