"""The audit log read back: filters, paging with a capped count, CSV without memory text."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import Engine

from core import audit_trail
from core.access import Actor, Role
from core.audit_trail import AuditFilter, audit_csv, list_audit
from core.db.engine import session_scope
from core.db.models import ActorType
from core.errors import InvalidInput
from core.memory.erase import hard_delete_memory
from tests.builders import remember

REVIEWER = Actor(type=ActorType.reviewer, id="rita@example.org", role=Role.reviewer)
SECRET_TEXT = "Prefers the blue notebook for drafts."


def test_a_deleted_memorys_rows_are_found_by_its_id_with_who_when_and_why(engine: Engine) -> None:
    user = uuid.uuid4()
    mid = remember(engine, user, SECRET_TEXT, subject="notebook")
    remember(engine, uuid.uuid4(), "Prefers tables.", subject="tables")
    with session_scope(engine) as s:
        hard_delete_memory(s, mid, actor=REVIEWER, reason="user asked by e-mail", hmac_key=b"k")
    with session_scope(engine) as s:
        rows = list_audit(s, AuditFilter(entity_id=str(mid))).items
        by_user = list_audit(s, AuditFilter(user_id=user)).items
        by_actor = list_audit(s, AuditFilter(actor="rita@example.org")).items
        by_reason = list_audit(s, AuditFilter(reason="BY E-MAIL")).items
        adds = list_audit(s, AuditFilter(action="add")).items
    assert [r.action for r in rows] == ["hard_delete", "add"]  # newest first
    assert rows[0].actor_id == "rita@example.org" and rows[0].reason == "user asked by e-mail"
    assert {r.entity_id for r in by_user} == {str(mid)}
    assert [r.action for r in by_actor] == [r.action for r in by_reason] == ["hard_delete"]
    assert len(adds) == 2
    everything = repr([r.model_dump() for r in rows])
    assert SECRET_TEXT not in everything and "notebook" not in everything


def test_time_range_paging_and_the_capped_count(
    engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    user = uuid.uuid4()
    for i in range(5):
        remember(engine, user, f"Prefers option {i}.", subject=f"s{i}")
    now = datetime.now(UTC)
    with session_scope(engine) as s:
        page = list_audit(s, AuditFilter(user_id=user), page=2, page_size=2)
        none = list_audit(s, AuditFilter(user_id=user, until=now - timedelta(days=1))).items
        recent = list_audit(s, AuditFilter(user_id=user, since=now - timedelta(hours=1)))
        monkeypatch.setattr(audit_trail, "COUNT_CAP", 3)
        capped = list_audit(s, AuditFilter(user_id=user), page_size=2)
        with pytest.raises(InvalidInput, match="'since' must be before 'until'"):
            list_audit(s, AuditFilter(since=now, until=now))
        with pytest.raises(InvalidInput, match="page size"):
            list_audit(s, AuditFilter(), page_size=500)
    assert (page.total, page.pages, len(page.items), page.capped) == (5, 3, 2, False)
    assert none == [] and recent.total == 5
    assert (capped.total, capped.capped, capped.pages) == (3, True, 2)


def test_the_csv_export_has_every_matching_row_and_no_memory_text(engine: Engine) -> None:
    user = uuid.uuid4()
    remember(engine, user, SECRET_TEXT, subject="notebook")
    remember(engine, user, "Prefers tables.", subject="tables")
    with session_scope(engine) as s:
        data, n = audit_csv(s, AuditFilter(user_id=user))
    lines = data.splitlines()
    assert n == 2 and len(lines) == 3
    assert lines[0].startswith("created_at,entity_type,entity_id,action")
    assert "notebook" not in data and "text_hmac" in data
