"""Fault tests with real processes on the real database (issue #3 acceptance)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from pathlib import Path

from sqlalchemy import Engine, func, select, text

from core.config.settings import load_settings
from core.db.engine import session_scope
from core.db.models import AuditLog, Conversation, UserMemory
from core.sweeper.factory import build_sweeper

ROOT = Path(__file__).resolve().parents[3]
Make = Callable[..., tuple[uuid.UUID, uuid.UUID, list[uuid.UUID]]]


def worker(env: dict[str, str], *args: str) -> subprocess.Popen[str]:
    full = {k: v for k, v in os.environ.items() if not k.startswith("ACEH_RAG_")}
    full.update(env)
    return subprocess.Popen(
        [sys.executable, "-m", "tests.core.sweeper.sweep_worker", *args],
        env=full,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def counts(engine: Engine) -> tuple[int, int, int]:
    with session_scope(engine) as s:
        rows = s.execute(select(func.count()).select_from(UserMemory)).scalar_one()
        adds = s.execute(
            select(func.count()).select_from(AuditLog).where(AuditLog.action == "add")
        ).scalar_one()
        done = s.execute(
            select(func.count())
            .select_from(Conversation)
            .where(Conversation.meta.has_key("memory_consolidated_through"))
        ).scalar_one()
    return rows, adds, done


def seed(make_conversation: Make, n: int) -> None:
    for i in range(n):
        make_conversation(
            [("user", f"Remember that I prefer answer style number {i}.")], minutes_ago=60 + i
        )


def test_two_sweepers_started_together_sweep_each_conversation_once(
    engine: Engine, memory_env: dict[str, str], make_conversation: Make
) -> None:
    seed(make_conversation, 6)
    procs = [worker(memory_env, "--latency", "0.3") for _ in range(2)]
    reports = []
    for p in procs:
        out, err = p.communicate(timeout=120)
        assert p.returncode == 0, err
        reports.append(json.loads(out.strip().splitlines()[-1]))
    assert sum(r["ran"] for r in reports) >= 1
    assert sum(len(r["statuses"]) for r in reports) == 6
    assert counts(engine) == (6, 6, 6)


def test_sigkill_mid_write_then_restart_loses_and_duplicates_nothing(
    engine: Engine, memory_env: dict[str, str], make_conversation: Make
) -> None:
    seed(make_conversation, 3)
    proc = worker(memory_env, "--pause-in-write", "30")
    assert proc.stdout is not None
    line = proc.stdout.readline()
    assert line.strip() == "in-write", proc.stderr.read() if proc.stderr else ""
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)
    # Killed inside the transaction: nothing partial, no progress, no failure counted.
    assert counts(engine) == (0, 0, 0)
    with session_scope(engine) as s:
        metas = [c.meta for c in s.execute(select(Conversation)).scalars()]
    assert all("memory_extraction_failures" not in m for m in metas)
    # The server drops the dead session and its advisory lock; a restarted sweeper finishes.
    sweeper = build_sweeper(engine, load_settings())
    deadline = time.monotonic() + 30
    report = sweeper.sweep_once()
    while not report.ran and time.monotonic() < deadline:
        time.sleep(0.5)
        report = sweeper.sweep_once()
    assert report.ran and report.count("written") == 3
    assert counts(engine) == (3, 3, 3)
    assert sweeper.sweep_once().due == 0
    with engine.connect() as conn:
        assert (
            conn.execute(
                text("SELECT count(*) FROM pg_locks WHERE locktype='advisory'")
            ).scalar_one()
            == 0
        )


def test_scoped_and_unscoped_sweepers_in_two_processes_never_block_each_other(
    engine: Engine, memory_env: dict[str, str], make_conversation: Make
) -> None:
    allowed = uuid.uuid4()
    statements = [
        "I prefer short answers.",
        "I prefer formal answers.",
        "I prefer answers in English.",
    ]
    for i, statement in enumerate(statements):
        make_conversation([("user", statement)], user=allowed, minutes_ago=60 + i)
        make_conversation([("user", statement)], minutes_ago=60 + i)
    scoped_env = {**memory_env, "ACEH_RAG_MEMORY__SUBJECT_ALLOWLIST": json.dumps([str(allowed)])}
    procs = [worker(memory_env, "--latency", "1.0"), worker(scoped_env, "--latency", "1.0")]
    reports = []
    for p in procs:
        out, err = p.communicate(timeout=120)
        assert p.returncode == 0, err
        reports.append(json.loads(out.strip().splitlines()[-1]))
    unscoped, scoped = reports
    assert unscoped["ran"] and scoped["ran"]
    # Each held its own lock for seconds; their sweeps overlapped in time.
    assert max(unscoped["started"], scoped["started"]) < min(unscoped["ended"], scoped["ended"])
    # The scoped sweeper skips (and marks) the other users; whichever sweeper reaches an
    # allow-listed conversation second finds its memory already written ("nothing"). When both
    # insert at the same instant, the partial unique index refuses one: that sweeper counts an
    # error and the conversation stays due for it (see the re-sweep below).
    assert scoped["statuses"].count("skipped") == 3
    assert set(scoped["statuses"]) <= {"skipped", "written", "nothing"}
    assert len(scoped["statuses"]) + scoped["errors"] == 6
    assert set(unscoped["statuses"]) <= {"written", "nothing"}
    assert len(unscoped["statuses"]) + unscoped["errors"] == 6
    for env in (memory_env, scoped_env):  # finish whatever a race left due: no duplicates
        again = worker(env)
        out, err = again.communicate(timeout=120)
        assert again.returncode == 0, err
        assert json.loads(out.strip().splitlines()[-1])["errors"] == 0
    with session_scope(engine) as s:
        rows = s.execute(select(UserMemory.user_id, UserMemory.status)).all()
    # Both sweepers consolidate the allow-listed user's conversations (each with its own progress
    # keys); the second proposal of the same memory is a duplicate no-op, never a second row.
    with session_scope(engine) as s:
        dump = [
            (m.status, m.text, m.stable_key, str(m.user_id)[:4])
            for m in s.execute(select(UserMemory)).scalars()
        ]
    assert sum(u == allowed for u, _ in rows) == 3, dump
    assert len(rows) == 6 and {st for _, st in rows} == {"active"}
