"""Retention over a database with every class, held and unheld users, checked by SQL (issue 22)."""

from __future__ import annotations

import gzip
import json
import stat
from pathlib import Path

import pytest
from sqlalchemy import Engine, text
from sqlalchemy.exc import DBAPIError

from core.config.settings import RetentionSettings
from core.retention.purge import run_retention
from tests.core.retention.seeding import (
    MARK,
    MEMORY_TEXT,
    OPERATOR,
    checksum,
    counts,
    seed_every_class,
)

EVERY_CLASS = RetentionSettings(
    conversation_days=30, audit_days=30, shadow_run_days=30, eval_run_days=30, batch_size=2
)


def test_dry_run_reports_what_would_go_and_writes_nothing(engine: Engine) -> None:
    seed_every_class(engine)
    before, sums = counts(engine), checksum(engine)
    ticks: list[tuple[int, int]] = []
    report = run_retention(
        engine, EVERY_CLASS, actor=OPERATOR, dry_run=True, on_progress=lambda *t: ticks.append(t)
    )
    assert checksum(engine) == sums and counts(engine) == before  # not even an audit row
    assert ticks == []
    # The report's figures are SQL's figures of what is older than 30 days.
    with engine.connect() as conn:
        old_conversations = conn.execute(
            text(
                "SELECT count(*) FROM conversations c WHERE COALESCE((SELECT max(created_at) "
                "FROM messages m WHERE m.conversation_id = c.id), c.created_at) "
                "< now() - interval '30 days'"
            )
        ).scalar_one()
        old_audit = conn.execute(
            text(
                "SELECT count(*) FROM ai_engine_audit_log "
                "WHERE \"createdAt\" < now() - interval '30 days'"
            )
        ).scalar_one()
    conv, aud = report.of("conversations"), report.of("audit_events")
    assert (conv.due, conv.held, conv.messages, conv.purged) == (2, 2, 3, 0)
    assert conv.due + conv.held == old_conversations == 4
    assert (aud.due, aud.held, aud.purged) == (6, 3, 0)
    assert aud.due + aud.held == old_audit == 9
    assert (report.of("shadow_runs").due, report.of("eval_runs").due) == (1, 2)
    assert report.dry_run and all(c.cutoff is not None for c in report.classes)


def test_real_run_deletes_by_class_keeps_held_rows_and_memories(engine: Engine) -> None:
    seeded = seed_every_class(engine)
    before = counts(engine)
    with engine.connect() as conn:
        held_before = conn.execute(
            text(
                "SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) FROM ("
                "SELECT c::text FROM conversations c WHERE id = ANY(:ids) UNION ALL "
                "SELECT m::text FROM messages m WHERE conversation_id = ANY(:ids) UNION ALL "
                "SELECT a::text FROM ai_engine_audit_log a WHERE details ->> 'userId' = :h "
                'OR "entityId" = :hc) t'
            ),
            {
                "ids": [seeded.held_old, seeded.shared_old, seeded.held_recent],
                "h": str(seeded.held),
                "hc": str(seeded.held_old),
            },
        ).scalar_one()
        memories_before = conn.execute(
            text("SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM user_memory t")
        ).scalar_one()
    ticks: list[tuple[int, int]] = []
    report = run_retention(
        engine, EVERY_CLASS, actor=OPERATOR, on_progress=lambda *t: ticks.append(t)
    )
    after = counts(engine)
    # conversations: 6 → 4 (two unheld old ones go; the held user's and the one a held user
    # asked in stay); messages 10 → 7
    assert (before["conversations"], after["conversations"]) == (6, 4)
    assert (before["messages"], after["messages"]) == (10, 7)
    assert (before["shadow_runs"], after["shadow_runs"]) == (3, 2)
    assert (before["side_schemas"], after["side_schemas"]) == (1, 0)
    assert (before["eval_runs"], after["eval_runs"]) == (3, 1)
    assert after["user_memory"] == before["user_memory"]
    # audit: 6 old unheld rows go; the purge adds one row per chunk (conversations 1, audit 3,
    # shadow 1, eval 1) and one for the run
    assert after["audit_events"] == before["audit_events"] - 6 + 6 + 1
    assert [(c.data_class, c.purged, c.held) for c in report.classes] == [
        ("conversations", 2, 2),
        ("audit_events", 6, 3),
        ("shadow_runs", 1, 0),
        ("eval_runs", 2, 0),
    ]
    assert report.of("conversations").messages == 3
    assert ticks[0] == (0, 11) and ticks[-1] == (11, 11)
    with engine.connect() as conn:
        gone = conn.execute(
            text("SELECT count(*) FROM conversations WHERE id = ANY(:ids)"),
            {"ids": seeded.unheld_old},
        ).scalar_one()
        assert gone == 0
        assert (
            conn.execute(
                text(
                    "SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) FROM ("
                    "SELECT c::text FROM conversations c WHERE id = ANY(:ids) UNION ALL "
                    "SELECT m::text FROM messages m WHERE conversation_id = ANY(:ids) UNION ALL "
                    "SELECT a::text FROM ai_engine_audit_log a WHERE (details ->> 'userId' = :h "
                    'OR "entityId" = :hc) AND "entityType" <> \'retention\') t'
                ),
                {
                    "ids": [seeded.held_old, seeded.shared_old, seeded.held_recent],
                    "h": str(seeded.held),
                    "hc": str(seeded.held_old),
                },
            ).scalar_one()
            == held_before
        )
        assert (
            conn.execute(
                text("SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM user_memory t")
            ).scalar_one()
            == memories_before
        )
        # the memory written from a conversation that went is still active
        assert (
            conn.execute(
                text("SELECT status FROM user_memory WHERE id = :m"), {"m": seeded.memory}
            ).scalar_one()
            == "active"
        )
        purge_rows = conn.execute(
            text(
                'SELECT action, "actorId", details::text, reason FROM ai_engine_audit_log '
                'WHERE "entityType" = \'retention\' AND "entityId" = :r ORDER BY id'
            ),
            {"r": str(report.run_id)},
        ).all()
    assert [r[0] for r in purge_rows] == ["retention_purge"] * 6 + ["retention_run"]
    assert {r[1] for r in purge_rows} == {OPERATOR.id}
    for _, _, details, reason in purge_rows:
        assert MARK not in details and MEMORY_TEXT not in details and MARK not in reason
    first = json.loads(purge_rows[0][2])
    assert first["class"] == "conversations" and first["rows"] == 2
    assert sorted(first["ids"]) == sorted(str(i) for i in seeded.unheld_old)

    # Run again at once: nothing is due; the first run's audit rows are new, so they stay.
    again = run_retention(engine, EVERY_CLASS, actor=OPERATOR)
    assert [c.purged for c in again.classes] == [0, 0, 0, 0]
    assert counts(engine)["audit_events"] == after["audit_events"] + 1


def test_releasing_the_hold_lets_the_next_run_delete(engine: Engine) -> None:
    from core.db.engine import session_scope
    from core.retention.holds import release_hold

    seeded = seed_every_class(engine)
    with session_scope(engine) as s:
        release_hold(s, seeded.held, actor=OPERATOR, reason="case closed")
    report = run_retention(engine, EVERY_CLASS, actor=OPERATOR)
    assert (report.of("conversations").purged, report.of("conversations").held) == (4, 0)
    assert (report.of("audit_events").purged, report.of("audit_events").held) == (9, 0)


def test_off_classes_are_untouched(engine: Engine) -> None:
    seed_every_class(engine)
    before = counts(engine)
    only_evals = RetentionSettings(eval_run_days=30)
    report = run_retention(engine, only_evals, actor=OPERATOR)
    after = counts(engine)
    assert [c.days for c in report.classes] == [0, 0, 0, 30]
    assert after["eval_runs"] == before["eval_runs"] - 2
    for key in ("conversations", "messages", "shadow_runs", "user_memory"):
        assert after[key] == before[key]


def test_the_database_refuses_to_delete_a_held_users_record(engine: Engine) -> None:
    seeded = seed_every_class(engine)
    with pytest.raises(DBAPIError) as err, engine.begin() as conn:
        conn.execute(text("DELETE FROM conversations WHERE id = :c"), {"c": seeded.held_old})
    assert "legal hold" in str(err.value)
    with pytest.raises(DBAPIError) as err, engine.begin() as conn:  # the asker is held
        conn.execute(text("DELETE FROM conversations WHERE id = :c"), {"c": seeded.shared_old})
    assert "legal hold" in str(err.value)
    with pytest.raises(DBAPIError) as err, engine.begin() as conn:
        conn.execute(text("SET LOCAL ingat.retention_purge = 'on'"))
        conn.execute(
            text("DELETE FROM ai_engine_audit_log WHERE details ->> 'userId' = :h"),
            {"h": str(seeded.held)},
        )
    assert "legal hold" in str(err.value)
    with pytest.raises(DBAPIError) as err, engine.begin() as conn:  # without retention's flag
        conn.execute(
            text("DELETE FROM ai_engine_audit_log WHERE details ->> 'userId' = :u"),
            {"u": str(seeded.unheld)},
        )
    assert "append-only" in str(err.value)
    with pytest.raises(DBAPIError) as err, engine.begin() as conn:
        conn.execute(text("DELETE FROM legal_holds"))
    assert "history" in str(err.value)


def test_archive_before_delete(engine: Engine, tmp_path: Path) -> None:
    seeded = seed_every_class(engine)
    archive = tmp_path / "archive"
    settings = RetentionSettings(conversation_days=30, archive_dir=archive, batch_size=1)
    report = run_retention(engine, settings, actor=OPERATOR)
    files = sorted(archive.glob("*.jsonl.gz"))
    assert len(files) == 2 and report.of("conversations").archived == 2
    assert stat.S_IMODE(archive.stat().st_mode) == 0o700
    lines = []
    for f in files:
        assert stat.S_IMODE(f.stat().st_mode) == 0o600
        with gzip.open(f, "rt", encoding="utf-8") as fh:
            lines += [json.loads(line) for line in fh]
    by_id = {line["conversation"]["id"]: line for line in lines}
    assert set(by_id) == {str(i) for i in seeded.unheld_old}
    kept = by_id[str(seeded.unheld_old[0])]["messages"]
    assert [m["content"] for m in kept] == [
        f"{MARK}I like short answers.",
        f"{MARK}Noted.",
        f"{MARK}ok",
    ]
    assert not list(archive.glob("*.partial"))


def test_a_reviewer_cannot_run_retention(engine: Engine) -> None:
    from core.access import Role
    from core.errors import PermissionDenied

    reviewer = OPERATOR.model_copy(update={"role": Role.reviewer})
    with pytest.raises(PermissionDenied):
        run_retention(engine, EVERY_CLASS, actor=reviewer)
    run_retention(engine, EVERY_CLASS, actor=reviewer, dry_run=True)  # counting is fine
