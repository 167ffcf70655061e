"""A database with every data class retention knows, old and recent, for held and unheld users."""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from sqlalchemy import Engine, text

from core.access import Actor, Role
from core.conversations.store import add_message, create_conversation
from core.db.engine import session_scope
from core.db.models import ActorType, EvalRun, MemoryCategory, MessageRole, ShadowRun
from core.db.side_schema import create_side_schema, shadow_schema
from core.memory.schemas import AddOperation, Identity, MemoryDraft
from core.memory.store import MemoryWriter
from core.retention.holds import place_hold
from tests.builders import EMBEDDER, KEY

OPERATOR = Actor(type=ActorType.reviewer, id="cli:tester", role=Role.admin)
OLD = datetime.now(UTC) - timedelta(days=100)
RECENT = datetime.now(UTC) - timedelta(days=1)
# Every message of the seed carries this marker: no audit row may ever hold it.
MARK = "Zircon-"
MEMORY_TEXT = "Prefers answers as short bullet lists with the totals first."


@dataclass
class Seeded:
    """The ids the tests check."""

    unheld: uuid.UUID
    held: uuid.UUID
    unheld_old: list[uuid.UUID] = field(default_factory=list)  # goes
    unheld_recent: uuid.UUID | None = None
    held_old: uuid.UUID | None = None
    shared_old: uuid.UUID | None = None  # the unheld user's, with a held asker: kept
    held_recent: uuid.UUID | None = None
    memory: uuid.UUID | None = None  # written from a conversation that goes
    old_shadow: uuid.UUID | None = None
    running_shadow: uuid.UUID | None = None
    recent_shadow: uuid.UUID | None = None
    old_evals: list[uuid.UUID] = field(default_factory=list)


def _conversation(
    engine: Engine, owner: uuid.UUID, when: datetime, turns: list[tuple[uuid.UUID | None, str]]
) -> uuid.UUID:
    with session_scope(engine) as s:
        conv = create_conversation(s, owner, "t", created_at=when - timedelta(minutes=5))
        for i, (author, content) in enumerate(turns):
            role = MessageRole.user if author else MessageRole.assistant
            add_message(
                s,
                conv.id,
                role,
                f"{MARK}{content}",
                author_id=author,
                principal_verified=True if author else None,
                policy_passed=None if author else True,
                created_at=when + timedelta(seconds=i),
            )
        return conv.id


def _audit(
    engine: Engine,
    when: datetime,
    n: int,
    *,
    user: uuid.UUID | None = None,
    conversation: uuid.UUID | None = None,
) -> None:
    details = {"userId": str(user)} if user else {}
    entity, entity_id = (
        ("conversation", str(conversation)) if conversation else ("user_memory", "x")
    )
    with engine.begin() as conn:
        for _ in range(n):
            conn.execute(
                text(
                    'INSERT INTO ai_engine_audit_log ("entityType", "entityId", action, '
                    "\"actorType\", details, \"createdAt\") VALUES (:e, :i, 'seeded', 'system', "
                    "CAST(:d AS jsonb), :at)"
                ),
                {"e": entity, "i": entity_id, "d": json.dumps(details), "at": when},
            )


def seed_every_class(engine: Engine) -> Seeded:
    """Conversations, audit rows, shadow runs and eval runs, 100 days old and 1 day old, for an
    unheld user and a held one (the hold placed through core, audited)."""
    s = Seeded(unheld=uuid.uuid4(), held=uuid.uuid4())
    a, h = s.unheld, s.held
    gone = _conversation(
        engine, a, OLD, [(a, "I like short answers."), (None, "Noted."), (a, "ok")]
    )
    s.unheld_old.append(gone)
    with session_scope(engine) as sess:  # an empty old conversation goes by its created_at
        s.unheld_old.append(create_conversation(sess, a, "empty", created_at=OLD).id)
    s.unheld_recent = _conversation(engine, a, RECENT, [(a, "recent"), (None, "reply")])
    s.held_old = _conversation(engine, h, OLD, [(h, "held old"), (None, "reply")])
    s.shared_old = _conversation(engine, a, OLD, [(a, "shared"), (h, "the held user asks too")])
    s.held_recent = _conversation(engine, h, RECENT, [(h, "held recent")])
    with session_scope(engine) as sess:
        draft = MemoryDraft(
            category=MemoryCategory.communication_preference,
            text=MEMORY_TEXT,
            language="en",
            tags=["bullets"],
            importance=0.6,
            identity=Identity(subject="answer format", polarity="prefer"),
        )
        w = MemoryWriter(
            sess,
            user_id=a,
            conversation_id=gone,
            embedder=EMBEDDER,
            hmac_key=KEY,
            extractor_version="test",
        )
        s.memory = w.apply([AddOperation(memory=draft)]).added[0]
    _audit(engine, OLD, 3, user=a)
    _audit(engine, OLD, 1, conversation=gone)
    _audit(engine, OLD, 2)  # the system's, nobody's
    _audit(engine, OLD, 2, user=h)
    _audit(engine, OLD, 1, conversation=s.held_old)
    _audit(engine, RECENT, 2, user=a)
    with session_scope(engine) as sess:
        for status, when, attr in (
            ("done", OLD, "old_shadow"),
            ("running", OLD, "running_shadow"),
            ("done", RECENT, "recent_shadow"),
        ):
            run = ShadowRun(id=uuid.uuid4(), name=attr, status=status, created_at=when)
            sess.add(run)
            setattr(s, attr, run.id)
        sess.flush()
        create_side_schema(sess.connection(), shadow_schema(s.old_shadow, "variant"))  # type: ignore[arg-type]
        for when in (OLD, OLD, RECENT):
            run_id = uuid.uuid4()
            sess.add(
                EvalRun(
                    id=run_id, suite="judge", dataset="d.jsonl", provider="rules", created_at=when
                )
            )
            if when is OLD:
                s.old_evals.append(run_id)
    with session_scope(engine) as sess:
        place_hold(sess, h, actor=OPERATOR, reason="case 2027/14")
    return s


COUNTS = {
    "conversations": "SELECT count(*) FROM conversations",
    "messages": "SELECT count(*) FROM messages",
    "audit_events": "SELECT count(*) FROM ai_engine_audit_log",
    "shadow_runs": "SELECT count(*) FROM shadow_runs",
    "eval_runs": "SELECT count(*) FROM eval_runs",
    "user_memory": "SELECT count(*) FROM user_memory",
    "legal_holds": "SELECT count(*) FROM legal_holds",
    "side_schemas": "SELECT count(*) FROM pg_namespace WHERE nspname LIKE 'shadow\\_%'",
}


def counts(engine: Engine) -> dict[str, int]:
    """Rows per class (and the tables around them), by SQL."""
    with engine.connect() as conn:
        return {k: int(conn.execute(text(q)).scalar_one()) for k, q in COUNTS.items()}


def checksum(engine: Engine) -> dict[str, str]:
    """An md5 over every row of every table retention could touch: equal means untouched."""
    out = {}
    with engine.connect() as conn:
        for table in (
            "conversations",
            "messages",
            "ai_engine_audit_log",
            "shadow_runs",
            "eval_runs",
            "user_memory",
            "legal_holds",
        ):
            out[table] = str(
                conn.execute(
                    text(
                        f"SELECT count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' "
                        f"ORDER BY t::text)), '') FROM {table} t"
                    )
                ).scalar_one()
            )
    return out
