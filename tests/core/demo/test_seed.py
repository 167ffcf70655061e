"""The demo data: realistic, deterministic, produced by the real sweeper with the rules baseline."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import Engine, func, select

from core.db.engine import engine_for, session_scope
from core.db.models import (
    AuditLog,
    Conversation,
    MemoryCategory,
    Message,
    UserMemory,
    WorkspaceMember,
)
from core.demo.seed import demo_id, load_demo, seed_demo
from core.embeddings.hashing import HashingEmbedder
from core.errors import DatasetError

ANCHOR = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)
SENTINEL = "00000000-0000-0000-0000-000000000000"


def _seed(engine: Engine) -> None:
    seed_demo(engine, b"k", HashingEmbedder(384), anchor=ANCHOR)


def test_demo_covers_what_reviewers_need(engine: Engine) -> None:
    _seed(engine)
    with session_scope(engine) as s:
        users = set(s.execute(select(Conversation.user_id)).scalars())
        assert len(users) >= 6
        assert SENTINEL in {str(u) for u in users}
        assert s.execute(select(func.count()).select_from(Conversation)).scalar_one() >= 24
        statuses = dict(
            s.execute(select(UserMemory.status, func.count()).group_by(UserMemory.status)).all()
        )
        assert set(statuses) == {"active", "superseded", "deleted"}
        categories = set(s.execute(select(UserMemory.category)).scalars())
        assert categories == {c.value for c in MemoryCategory}
        languages = set(s.execute(select(UserMemory.language)).scalars())
        assert languages == {"en", "id", "zh"}
        # Multi-member workspace exists; its conversation and the sentinel produced no memory.
        members = s.execute(
            select(WorkspaceMember.workspace_id, func.count()).group_by(
                WorkspaceMember.workspace_id
            )
        ).all()
        assert any(n > 1 for _, n in members)
        ws_convs = set(
            s.execute(
                select(Conversation.id).where(Conversation.workspace_id.isnot(None))
            ).scalars()
        )
        mem_sources = set(s.execute(select(UserMemory.source_conversation_id)).scalars())
        assert ws_convs and not ws_convs & mem_sources
        assert (
            s.execute(
                select(func.count()).select_from(UserMemory).where(UserMemory.user_id == SENTINEL)
            ).scalar_one()
            == 0
        )
        # Every memory came through the sweeper with the rules baseline.
        assert set(s.execute(select(UserMemory.extractor_version)).scalars()) == {"rules-v1"}
        # Supersede chains point at real rows; provenance points at the owner's own messages.
        for m in s.execute(select(UserMemory)).scalars():
            if m.supersedes_id:
                assert s.get(UserMemory, m.supersedes_id) is not None
            assert m.source_message_ids
            for mid in m.source_message_ids:
                msg = s.get(Message, mid)
                assert msg is not None and msg.role == "user"
                assert msg.conversation_id == m.source_conversation_id
                assert msg.meta["author_id"] == str(m.user_id)
        assert (
            s.execute(
                select(func.count())
                .select_from(UserMemory)
                .where(UserMemory.supersedes_id.isnot(None))
            ).scalar_one()
            >= 3
        )
        audit_rows = list(
            s.execute(select(AuditLog).where(AuditLog.entity_type == "user_memory")).scalars()
        )
        assert len(audit_rows) >= 30
        texts = [m.text for m in s.execute(select(UserMemory)).scalars()]
        for row in audit_rows:
            blob = json.dumps(row.details, ensure_ascii=False) + row.reason
            assert not any(t in blob for t in texts)


def test_demo_has_conversations_the_gates_reject_in_every_language(engine: Engine) -> None:
    """A secret, an identifier and another person's data are proposed by the rules baseline and
    rejected by the gates, in English, Indonesian and Chinese: reviewers see rejections."""
    _seed(engine)
    _, _, conversations = load_demo()
    language = {str(demo_id(f"conversation:{c.id}")): c.language for c in conversations}
    said = {
        str(demo_id(f"conversation:{c.id}")): " ".join(m.content for m in c.messages)
        for c in conversations
    }
    with session_scope(engine) as s:
        rejected = list(
            s.execute(
                select(AuditLog).where(
                    AuditLog.entity_type == "user_memory", AuditLog.action == "rejected"
                )
            ).scalars()
        )
        sources = {str(c) for c in s.execute(select(UserMemory.source_conversation_id)).scalars()}
    by_reason: dict[str, set[str]] = {}
    for row in rejected:
        by_reason.setdefault(row.reason, set()).add(language[row.entity_id])
    for reason in ("secret", "sensitive_personal_data", "about_other_person"):
        assert len(by_reason.get(reason, set())) >= 2, (reason, by_reason)
    assert set().union(*by_reason.values()) == {"en", "id", "zh"}
    # Each of those conversations wrote nothing, and no rejection keeps what it was told: its
    # labels are reason codes, and no token with a digit (the password, the NIK, the key) is in it.
    assert not {r.entity_id for r in rejected} & sources
    for row in rejected:
        assert all(re.fullmatch(r"[a-z_]+(:[a-z_]+)*", label) for label in row.details["labels"])
        found = re.findall(r"[^\s,，。:：]*\d[^\s,，。:：]*", said[row.entity_id])
        blob = json.dumps(row.details, ensure_ascii=False) + row.reason
        assert not [v for v in found if len(v) >= 6 and v in blob], row.details


def test_seed_is_idempotent_and_deterministic(
    engine: Engine, server_url: str, template_url: str
) -> None:
    _seed(engine)
    _seed(engine)

    def snapshot(e: Engine) -> list[tuple[str, str, str, str, str]]:
        # Memory row ids are random (written by the sweeper); everything else is deterministic.
        with session_scope(e) as s:
            return sorted(
                (str(m.user_id), m.status, m.category or "", m.text, str(m.source_message_ids))
                for m in s.execute(select(UserMemory)).scalars()
            )

    first = snapshot(engine)
    with session_scope(engine) as s:
        assert s.execute(select(func.count()).select_from(Conversation)).scalar_one() == len(
            load_demo()[2]
        )
    # A second database seeded from scratch gets identical ids and rows.
    import psycopg
    from psycopg import sql

    from core.db.embedded import drop_database
    from tests.conftest import TEMPLATE, with_database

    name = "ingat_test_determinism"
    drop_database(server_url, name)
    with psycopg.connect(server_url, autocommit=True) as conn:
        conn.execute(
            sql.SQL("CREATE DATABASE {} TEMPLATE {}").format(
                sql.Identifier(name), sql.Identifier(TEMPLATE)
            )
        )
    other = engine_for(with_database(server_url, name))
    try:
        _seed(other)
        assert snapshot(other) == first
    finally:
        other.dispose()
        drop_database(server_url, name)


def test_bad_dataset_lines_name_file_and_line(tmp_path: Path) -> None:
    (tmp_path / "people.jsonl").write_text(
        '{"kind": "user", "id": "a", "display": "A", "language": "en"}\n'
        '{"kind": "user", "id": "b", "display": "B"}\n'
    )
    (tmp_path / "conversations.jsonl").write_text("")
    with pytest.raises(DatasetError, match=r"people.jsonl:2: language"):
        load_demo(tmp_path)
    (tmp_path / "people.jsonl").write_text(
        '{"kind": "user", "id": "a", "display": "A", "language": "en"}\n'
    )
    (tmp_path / "conversations.jsonl").write_text("{not json\n")
    with pytest.raises(DatasetError, match=r"conversations.jsonl:1: not JSON"):
        load_demo(tmp_path)
