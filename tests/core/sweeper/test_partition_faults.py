"""Partitioned sweepers in real processes on the real database (issue 22): several processes share
the work, one SIGKILLed mid-sweep loses and duplicates nothing, the count can change between
sweeps."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import uuid
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path

from sqlalchemy import Engine, text

from core.config.settings import load_settings
from core.conversations.store import add_message, create_conversation
from core.db.engine import session_scope
from core.db.models import MessageRole
from core.sweeper.factory import build_sweeper
from tests.core.sweeper.test_faults import worker

ROOT = Path(__file__).resolve().parents[3]


def said(k: int) -> str:
    return f"I prefer answers of at most {k + 2} sentences."


def seed_history(
    engine: Engine, users: int, per_user: int
) -> tuple[dict[uuid.UUID, list[uuid.UUID]], dict[uuid.UUID, uuid.UUID]]:
    """``users`` users with ``per_user`` idle conversations each, said in turn (each user's k-th
    conversation states preference k, a later one replacing an earlier one); returns each user's
    conversations in order and each conversation's owner."""
    start = datetime.now(UTC) - timedelta(hours=6)
    order: dict[uuid.UUID, list[uuid.UUID]] = {}
    owner: dict[uuid.UUID, uuid.UUID] = {}
    with session_scope(engine) as s:
        people = [uuid.uuid4() for _ in range(users)]
        for k in range(per_user):
            for i, user in enumerate(people):
                when = start + timedelta(minutes=k, milliseconds=i)
                conv = create_conversation(s, user, "t", created_at=when)
                add_message(
                    s,
                    conv.id,
                    MessageRole.user,
                    said(k),
                    author_id=user,
                    principal_verified=True,
                    created_at=when,
                )
                order.setdefault(user, []).append(conv.id)
                owner[conv.id] = user
    return order, owner


def results(procs: list[subprocess.Popen[str]], timeout: float = 300) -> list[dict]:
    """Each worker's extraction calls (``extracted``) and its final report."""
    out = []
    for p in procs:
        stdout, stderr = p.communicate(timeout=timeout)
        assert p.returncode == 0, stderr[-3000:]
        lines = stdout.strip().splitlines()
        report = json.loads(lines[-1])
        report["extracted"] = [uuid.UUID(x.split()[1]) for x in lines if x.startswith("extract ")]
        out.append(report)
    return out


def check_history(engine: Engine, order: dict[uuid.UUID, list[uuid.UUID]]) -> None:
    """Every conversation consolidated, one memory row from each, and each user's rows written
    in the order the user spoke: the k-th row says preference k, the last one is active."""
    with session_scope(engine) as s:
        rows = s.execute(
            text(
                'SELECT "userId", "sourceConversationId", status, "createdAt" FROM user_memory '
                'ORDER BY "userId", "createdAt", id'
            )
        ).all()
        undone = s.execute(
            text("SELECT count(*) FROM conversations WHERE NOT metadata ? :k"),
            {"k": "memory_consolidated_through"},
        ).scalar_one()
    assert undone == 0
    per_source = Counter(r[1] for r in rows)
    assert len(per_source) == sum(map(len, order.values())) and set(per_source.values()) == {1}
    by_user: dict[uuid.UUID, list[tuple[uuid.UUID, str]]] = {}
    for user, source, status, _ in rows:
        by_user.setdefault(user, []).append((source, status))
    for user, conversations in order.items():
        assert [src for src, _ in by_user[user]] == conversations
        assert [st for _, st in by_user[user]] == ["superseded"] * (len(conversations) - 1) + [
            "active"
        ]


def start_workers(env: dict[str, str], n: int, *args: str) -> list[subprocess.Popen[str]]:
    # All begin at one moment, once every process has loaded (a few seconds of imports).
    start_at = str(time.time() + 8)
    return [
        worker(env, "--drain", "--log-extractions", "--start-at", start_at, *args) for _ in range(n)
    ]


def partitioned(env: dict[str, str], n: int, **extra: str) -> dict[str, str]:
    return {
        **env,
        "ACEH_RAG_MEMORY__SWEEPER_PARTITIONS": str(n),
        **{f"ACEH_RAG_MEMORY__{k.upper()}": v for k, v in extra.items()},
    }


def test_four_sweeper_processes_share_2000_conversations_each_swept_once_in_user_order(
    engine: Engine, memory_env: dict[str, str]
) -> None:
    order, _ = seed_history(engine, users=200, per_user=10)
    env = partitioned(memory_env, 16, max_concurrent_writes="4", sweep_batch_size="200")
    reports = results(start_workers(env, 4, "--latency", "0.01"))
    extracted = Counter(c for r in reports for c in r["extracted"])
    assert len(extracted) == 2000 and set(extracted.values()) == {1}
    # The work was shared: every process swept partitions, and no partition twice at once.
    assert all(r["partitions"] for r in reports)
    assert sum(len(r["statuses"]) for r in reports) == 2000
    assert set().union(*(set(r["partitions"]) for r in reports)) == set(range(16))
    check_history(engine, order)


def test_a_sweeper_killed_mid_sweep_loses_and_duplicates_nothing(
    engine: Engine, memory_env: dict[str, str]
) -> None:
    order, owner = seed_history(engine, users=200, per_user=10)
    env = partitioned(memory_env, 16, max_concurrent_writes="4", sweep_batch_size="200")
    procs = start_workers(env, 4, "--latency", "0.05")
    victim, survivors = procs[0], procs[1:]
    assert victim.stdout is not None
    killed_in_flight: list[uuid.UUID] = []
    for line in victim.stdout:  # wait until it is inside its sweep with model calls in flight
        if line.startswith("extract "):
            killed_in_flight.append(uuid.UUID(line.split()[1]))
            if len(killed_in_flight) == 20:
                break
    os.kill(victim.pid, signal.SIGKILL)
    victim.wait(timeout=30)
    reports = results(survivors)
    # Its partitions went to the others (its connection, and so its locks, died with it).
    extracted = Counter(c for r in reports for c in r["extracted"])
    extracted.update(killed_in_flight)
    assert set(extracted) == set(owner)
    # Only what the victim had taken may have been extracted twice; it was written once.
    twice = {c for c, n in extracted.items() if n > 1}
    assert twice <= set(killed_in_flight) and max(extracted.values()) <= 2
    assert build_sweeper(engine, load_settings()).due(datetime.now(UTC)) == []
    check_history(engine, order)
    with engine.connect() as conn:
        held = conn.execute(
            text("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted")
        ).scalar_one()
    assert held == 0


def test_changing_the_partition_count_between_sweeps_of_processes_is_safe(
    engine: Engine, memory_env: dict[str, str]
) -> None:
    order, owner = seed_history(engine, users=40, per_user=5)
    extracted: Counter[uuid.UUID] = Counter()
    # Two processes with 8 partitions take one sweep each (60 conversations at most), two with 3
    # partitions one more each, then one with a single partition drains the rest.
    for n, procs, batch in ((8, 2, "30"), (3, 2, "30"), (1, 1, "1000")):
        env = partitioned(memory_env, n, sweep_batch_size=batch)
        start_at = str(time.time() + 6)
        args = ("--drain",) if n == 1 else ()
        runs = [
            worker(env, "--log-extractions", "--start-at", start_at, *args) for _ in range(procs)
        ]
        for p in runs:
            stdout, stderr = p.communicate(timeout=300)
            assert p.returncode == 0, stderr[-3000:]
            extracted.update(
                uuid.UUID(x.split()[1]) for x in stdout.splitlines() if x.startswith("extract ")
            )
            if n > 1:
                assert json.loads(stdout.strip().splitlines()[-1])["ran"]
    assert set(extracted) == set(owner) and set(extracted.values()) == {1}
    check_history(engine, order)


def test_ingat_sweep_processes_share_the_partitions(
    engine: Engine, memory_env: dict[str, str]
) -> None:
    order, _ = seed_history(engine, users=30, per_user=4)
    env = {k: v for k, v in os.environ.items() if not k.startswith("ACEH_RAG_")}
    env |= partitioned(memory_env, 4, sweep_batch_size="40")
    runs = [
        subprocess.Popen(
            [sys.executable, "-m", "app.cli.main", "sweep", "--once"],
            env=env,
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(3)
    ]
    lines = []
    for p in runs:
        stdout, stderr = p.communicate(timeout=300)
        assert p.returncode == 0, stderr[-3000:]
        lines.append(stdout.strip().splitlines()[-1])
    swept = [line for line in lines if line.startswith("swept ")]
    assert swept and all(" of 4" in line for line in swept), lines
    while build_sweeper(engine, load_settings()).sweep_once().due:
        pass
    check_history(engine, order)
