"""``ingat retention``, ``ingat hold`` and ``ingat conversations`` as real processes (issue 22)."""

from __future__ import annotations

import uuid

from sqlalchemy import Engine, text

from tests.app.cli.test_cli import ingat
from tests.core.retention.seeding import checksum, counts, seed_every_class

RETENTION = {
    "ACEH_RAG_RETENTION__CONVERSATION_DAYS": "30",
    "ACEH_RAG_RETENTION__AUDIT_DAYS": "30",
    "ACEH_RAG_RETENTION__SHADOW_RUN_DAYS": "30",
    "ACEH_RAG_RETENTION__EVAL_RUN_DAYS": "30",
}


def _lines(out: str) -> dict[str, list[str]]:
    return {line.split("  ")[0]: line.split() for line in out.splitlines()[2:]}


def test_retention_dry_run_then_real_run(env: dict[str, str], engine: Engine) -> None:
    seed_every_class(engine)
    sums, before = checksum(engine), counts(engine)
    dry = ingat("retention", "run", "--dry-run", env={**env, **RETENTION})
    assert dry.returncode == 0, dry.stderr
    assert checksum(engine) == sums
    assert dry.stdout.splitlines()[0] == "dry run: nothing was deleted"
    assert "would go" in dry.stdout.splitlines()[1]
    rows = _lines(dry.stdout)
    # class, days, cutoff (date, time), would go, kept by hold[, messages]
    assert rows["conversation content"][-3:] == ["2", "2", "3"]  # would go, held, messages
    assert rows["audit events"][-2:] == ["6", "3"]
    assert rows["shadow runs"][-2:] == ["1", "0"]
    assert rows["eval runs"][-2:] == ["2", "0"]
    real = ingat("retention", "run", env={**env, **RETENTION})
    assert real.returncode == 0, real.stderr
    assert "went" in real.stdout.splitlines()[1]
    assert "11/11" in real.stderr  # the progress bar
    after = counts(engine)
    assert (before["conversations"], after["conversations"]) == (6, 4)
    assert (before["eval_runs"], after["eval_runs"]) == (3, 1)
    with engine.connect() as conn:
        actors = conn.execute(
            text(
                'SELECT DISTINCT "actorId" FROM ai_engine_audit_log '
                "WHERE \"entityType\" = 'retention'"
            )
        ).scalars()
        assert [a.startswith("cli:") for a in actors] == [True]


def test_retention_settings_are_validated_naming_the_variable(env: dict[str, str]) -> None:
    for value in ("-1", "ten", "36501"):
        out = ingat(
            "retention",
            "run",
            "--dry-run",
            env={**env, "ACEH_RAG_RETENTION__AUDIT_DAYS": value},
        )
        assert out.returncode == 2
        assert out.stderr.startswith("error: invalid setting ACEH_RAG_RETENTION__AUDIT_DAYS")
        assert "Traceback" not in out.stderr


def test_hold_add_list_remove_and_the_refused_conversation_delete(
    env: dict[str, str], engine: Engine
) -> None:
    seeded = seed_every_class(engine)
    user = str(seeded.unheld)
    added = ingat("hold", "add", "--user", user[:8], "--reason", "matter 9", env=env)
    assert added.returncode == 0, added.stderr
    assert f"legal hold placed on {user}" in added.stdout
    listed = ingat("hold", "list", env=env).stdout
    assert user in listed and "matter 9" in listed and str(seeded.held) in listed
    refused = ingat("conversations", "delete", str(seeded.unheld_recent), "--reason", "x", env=env)
    assert refused.returncode == 2 and "legal hold" in refused.stderr
    again = ingat("hold", "add", "--user", user, "--reason", "again", env=env)
    assert again.returncode == 2 and "already under legal hold" in again.stderr
    removed = ingat("hold", "remove", "--user", user, "--reason", "closed", env=env)
    assert removed.returncode == 0, removed.stderr
    history = ingat("hold", "list", "--all", env=env).stdout
    assert "released" in history and "matter 9" in history
    deleted = ingat(
        "conversations", "delete", str(seeded.unheld_old[0]), "--reason", "asked", env=env
    )
    assert deleted.returncode == 0, deleted.stderr
    assert "(3 messages); 1 memories written from it are kept" in deleted.stdout
    with engine.connect() as conn:
        actions = conn.execute(
            text(
                'SELECT action, "actorId" FROM ai_engine_audit_log '
                "WHERE action IN ('hold_placed', 'hold_released', 'conversation_deleted') "
                "AND \"actorId\" LIKE 'cli:%' AND \"actorId\" <> 'cli:tester' ORDER BY id"
            )
        ).all()
    assert [a for a, _ in actions] == ["hold_placed", "hold_released", "conversation_deleted"]
    bad = ingat("conversations", "delete", "nope", "--reason", "x", env=env)
    assert bad.returncode == 2 and "is not a conversation id" in bad.stderr
    unknown = ingat("hold", "add", "--user", str(uuid.uuid4())[:6] + "zz", "--reason", "x", env=env)
    assert unknown.returncode == 2 and "error:" in unknown.stderr
