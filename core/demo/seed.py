"""Deterministic demo data (``ingat db seed-demo``), produced by the real write path.

``datasets/demo/`` holds people and conversations in English, Indonesian and Chinese. Seeding
writes them through core's conversation functions, then runs the real sweeper with the offline
``rules`` baseline over them, oldest first, so every demo memory went through the transcript, the
gates and the store — with real provenance, stable keys, supersede chains, forgets and audit rows.
Conversation and message ids are uuid5 of the dataset labels; times are offsets from an anchor
(default: now), so the demo always looks recent to the sweeper's lookback window.
"""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError
from sqlalchemy import Engine, func, select
from sqlalchemy.orm import Session

from core.config.settings import MemorySettings, Settings
from core.consolidation.factory import consolidators
from core.conversations.store import add_message, create_conversation, create_workspace
from core.db.engine import session_scope
from core.db.models import Conversation, MessageRole, UserMemory
from core.embeddings.base import Embedder
from core.errors import DatabaseError, DatasetError
from core.llm.rules import RulesProvider
from core.prompts.loader import load_file_prompt
from core.sweeper.sweeper import Sweeper

DEMO_DIR = Path(__file__).resolve().parents[2] / "datasets" / "demo"
DEMO_NAMESPACE = uuid.UUID("6a1c0f7e-3b7d-5c2e-9f41-2d9a8b7c6e5f")
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


class DemoConversation(_Strict):
    """A conversation with its messages."""

    id: str
    user: str
    workspace: str | None
    title: str
    language: str
    age_hours: float
    messages: list[DemoMessage]


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


def seed_demo(
    engine: Engine,
    hmac_key: bytes,
    embedder: Embedder,
    *,
    anchor: datetime | None = None,
    directory: Path = DEMO_DIR,
) -> DemoSummary:
    """Write the demo conversations and sweep them with the rules baseline (no-op when present).

    ``embedder`` is the configured one: the memories must live in the database's vector space.
    """
    users_list, workspaces, conversations = load_demo(directory)
    users = {u.id: u for u in users_list}
    when = anchor or datetime.now(UTC)
    with session_scope(engine) as session:
        first_id = demo_id(f"conversation:{conversations[0].id}")
        already = session.get(Conversation, first_id) is not None
        if not already:
            _write(session, when, users, workspaces, conversations)
    if not already:
        _sweep(engine, hmac_key, embedder, when)
    with session_scope(engine) as session:
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


def _sweep(engine: Engine, hmac_key: bytes, embedder: Embedder, now: datetime) -> None:
    # The demo is always produced the same way, whatever the operator configured: memory on,
    # every demo conversation due, one at a time, oldest first, by the rules baseline.
    settings = Settings(
        memory=MemorySettings(
            enabled=True,
            idle_minutes=0,
            lookback_hours=24 * 365,
            sweep_batch_size=10_000,
            max_concurrent_writes=1,
        )
    )
    provider = RulesProvider()
    prompt = load_file_prompt("extraction")

    sweeper = Sweeper(
        engine,
        settings,
        consolidators(
            engine, settings, provider=provider, prompt=prompt, embedder=embedder, hmac_key=hmac_key
        ),
    )
    for _ in range(30):
        report = sweeper.sweep_once(now=now)
        if report.ran:
            return
        time.sleep(1)
    raise DatabaseError(
        "another sweeper held the sweep lock for 30 s; the demo conversations are written and "
        "will be consolidated by it — or run `ingat db seed-demo` again when it is done"
    )


def _write(
    session: Session,
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
        when = start
        for msg in conv.messages:
            author_label = msg.author or conv.user
            is_user = msg.role is MessageRole.user
            add_message(
                session,
                conversation.id,
                msg.role,
                msg.content,
                author_id=_user_uuid(users, author_label) if is_user else None,
                principal_verified=(users[author_label].fixed_id is None) if is_user else None,
                policy_passed=msg.policy_passed,
                # As a host application may: the author's display name (the user finder's label).
                extra_metadata={"author_name": users[author_label].display} if is_user else None,
                message_id=demo_id(f"message:{conv.id}:{msg.id}"),
                created_at=when,
            )
            when += MESSAGE_SPACING
