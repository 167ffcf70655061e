"""Sweeper partitions on a real database: the hash, the keys, who takes what, changing N."""

from __future__ import annotations

import logging
import uuid
from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime

import psycopg
import pytest
from sqlalchemy import Engine, text

from core.config.settings import Settings, load_settings
from core.db.engine import session_scope
from core.llm.rules import RulesProvider
from core.llm.scripted import ScriptedProvider
from core.prompts.loader import load_file_prompt
from core.sweeper.factory import build_sweeper
from core.sweeper.monitor import sweeper_state
from core.sweeper.partitions import (
    LOCK_SCOPED,
    LOCK_UNSCOPED,
    PARTITION_SQL,
    LockName,
    decode_key,
    held_partitions,
    lock_key,
    partition_of_hash,
    partition_params,
)
from core.sweeper.sweeper import libpq_url

Make = Callable[..., tuple[uuid.UUID, uuid.UUID, list[uuid.UUID]]]


def rules_model() -> ScriptedProvider:
    """The offline rules baseline, with every call recorded (``.calls``)."""
    rules, prompt = RulesProvider(), load_file_prompt("extraction")
    return ScriptedProvider.of(lambda t: rules.extract(t, prompt, 5))


def with_partitions(n: int, monkeypatch: pytest.MonkeyPatch, **extra: str) -> Settings:
    monkeypatch.setenv("ACEH_RAG_MEMORY__SWEEPER_PARTITIONS", str(n))
    for key, value in extra.items():
        monkeypatch.setenv(f"ACEH_RAG_MEMORY__{key.upper()}", value)
    return load_settings()


def partition_in_sql(engine: Engine, users: list[uuid.UUID], n: int) -> dict[uuid.UUID, int]:
    expression = PARTITION_SQL.replace("c.user_id", "u")
    with engine.connect() as conn:
        rows = conn.execute(
            text(f"SELECT u, {expression} FROM unnest(CAST(:users AS uuid[])) AS u"),
            {"users": users, **partition_params(n)},
        ).all()
    return {r[0]: int(r[1]) for r in rows}


def test_one_partition_keeps_the_whole_database_keys_and_others_carry_n() -> None:
    assert lock_key(0, 1, scoped=False) == LOCK_UNSCOPED
    assert lock_key(0, 1, scoped=True) == LOCK_SCOPED
    keys = {lock_key(p, n, scoped=s) for n in (2, 3, 16, 1024) for p in range(n) for s in (0, 1)}
    assert len(keys) == 2 * (2 + 3 + 16 + 1024)  # no two partitions share a key
    assert not keys & {LOCK_UNSCOPED, LOCK_SCOPED}
    for n, p, scoped in ((2, 1, False), (16, 15, True), (1024, 0, False), (1, 0, True)):
        assert decode_key(lock_key(p, n, scoped=scoped)) == LockName(scoped, n, p)
    with pytest.raises(ValueError, match="out of range"):
        lock_key(4, 4, scoped=False)


def test_the_partition_is_the_users_hash_range_in_sql_and_python(engine: Engine) -> None:
    users = [uuid.uuid4() for _ in range(400)]
    for n in (2, 3, 7, 16):
        in_sql = partition_in_sql(engine, users, n)
        with engine.connect() as conn:
            hashes = dict(
                conn.execute(
                    text("SELECT u, uuid_hash(u) FROM unnest(CAST(:users AS uuid[])) AS u"),
                    {"users": users},
                ).all()
            )
        assert in_sql == {u: partition_of_hash(hashes[u], n) for u in users}
        sizes = Counter(in_sql.values())
        assert set(sizes) == set(range(n))  # every partition gets users
        assert max(sizes.values()) < 2.5 * len(users) / n  # and none gets most of them
    # The int4 range splits into equal ranges, the last one running to the top.
    assert partition_of_hash(-(2**31), 3) == 0
    assert partition_of_hash(2**31 - 1, 3) == 2
    assert partition_of_hash(-(2**31) + (2**32 // 3) - 1, 3) == 0
    assert partition_of_hash(-(2**31) + (2**32 // 3), 3) == 1


def test_a_held_partition_is_left_alone_and_swept_once_released(
    engine: Engine,
    memory_env: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
    make_conversation: Make,
) -> None:
    settings = with_partitions(4, monkeypatch)
    owners = [make_conversation([("user", "I prefer short answers.")])[:2] for _ in range(24)]
    part = partition_in_sql(engine, [o for o, _ in owners], 4)
    blocked = Counter(part.values()).most_common(1)[0][0]
    model = rules_model()
    sweeper = build_sweeper(engine, settings, model)
    with psycopg.connect(libpq_url(engine), autocommit=True) as other:
        other.execute("SELECT pg_advisory_lock(%s)", (lock_key(blocked, 4, scoped=False),))
        first = sweeper.sweep_once()
    assert first.ran and blocked not in first.partitions
    assert sorted(first.partitions) == sorted(set(range(4)) - {blocked})
    swept = {t.conversation_id for t in model.calls}
    assert swept == {c for o, c in owners if part[o] != blocked}
    second = sweeper.sweep_once()
    assert second.due == sum(part[o] == blocked for o, _ in owners)
    assert Counter(t.conversation_id for t in model.calls) == Counter(c for _, c in owners)


def test_every_partition_held_elsewhere_means_no_sweep(
    engine: Engine,
    memory_env: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
    make_conversation: Make,
) -> None:
    settings = with_partitions(3, monkeypatch)
    make_conversation([("user", "I prefer short answers.")])
    with psycopg.connect(libpq_url(engine), autocommit=True) as other:
        for p in range(3):
            other.execute("SELECT pg_advisory_lock(%s)", (lock_key(p, 3, scoped=False),))
        report = build_sweeper(engine, settings, rules_model()).sweep_once()
    assert not report.ran and "every one of the 3 partitions" in report.why_not


def test_the_batch_is_per_sweep_across_partitions(
    engine: Engine,
    memory_env: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
    make_conversation: Make,
) -> None:
    settings = with_partitions(4, monkeypatch, sweep_batch_size="5")
    for _ in range(12):
        make_conversation([("user", "I prefer short answers.")])
    model = rules_model()
    sweeper = build_sweeper(engine, settings, model)
    dues = []
    for _ in range(4):
        report = sweeper.sweep_once()
        dues.append(report.due)
        assert len(report.partitions) == len(set(report.partitions))
    assert all(d <= 5 for d in dues) and sum(dues) == 12
    assert len(model.calls) == len({t.conversation_id for t in model.calls}) == 12


def test_changing_the_partition_count_between_sweeps_sweeps_each_conversation_once(
    engine: Engine,
    memory_env: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
    make_conversation: Make,
) -> None:
    users = [uuid.uuid4() for _ in range(12)]
    conversations = []
    for k in range(3):
        for i, user in enumerate(users):
            said = f"I prefer answers of at most {k + 2} sentences."
            conversations.append(
                make_conversation([("user", said)], user=user, minutes_ago=200 - 10 * k - i / 10)[1]
            )
    model = rules_model()
    for n in (5, 2, 1, 7):
        settings = with_partitions(n, monkeypatch, sweep_batch_size="9")
        build_sweeper(engine, settings, model).sweep_once()
    settings = with_partitions(3, monkeypatch, sweep_batch_size="100")
    build_sweeper(engine, settings, model).sweep_once()
    assert Counter(t.conversation_id for t in model.calls) == Counter(conversations)
    with session_scope(engine) as s:
        active = s.execute(
            text("SELECT \"userId\", text FROM user_memory WHERE status = 'active' ORDER BY 1")
        ).all()
    # Each user's conversations went in order: the newest preference is the active one.
    assert sorted(u for u, _ in active) == sorted(users)
    assert {t for _, t in active} == {"Prefers answers of at most 4 sentences."}


def test_the_overview_shows_who_holds_which_partition_and_what_is_due(
    engine: Engine,
    memory_env: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
    make_conversation: Make,
) -> None:
    settings = with_partitions(4, monkeypatch)
    owners = [make_conversation([("user", "I prefer short answers.")])[0] for _ in range(10)]
    part = partition_in_sql(engine, owners, 4)
    with psycopg.connect(
        libpq_url(engine), autocommit=True, application_name="ingat sweeper host-a:41"
    ) as holder:
        holder.execute("SELECT pg_advisory_lock(%s)", (lock_key(2, 4, scoped=False),))
        holder.execute("SELECT pg_advisory_lock(%s)", (lock_key(1, 2, scoped=True),))
        with session_scope(engine) as s:
            state = sweeper_state(s, settings.memory, datetime.now(UTC))
            holders = held_partitions(s.connection())
    assert state.partitions == 4 and state.running_unscoped and state.running_scoped
    assert [(h.scoped, h.partitions, h.partition, h.holder) for h in holders] == [
        (False, 4, 2, "ingat sweeper host-a:41"),
        (True, 2, 1, "ingat sweeper host-a:41"),
    ]
    assert state.holders == holders
    assert state.due_by_partition == dict(Counter(part.values()))
    assert state.due_now == 10
    with session_scope(engine) as s:
        assert sweeper_state(s, settings.memory, datetime.now(UTC)).holders == []


def test_sweepers_that_disagree_on_the_count_are_logged_once(
    engine: Engine,
    memory_env: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
    make_conversation: Make,
    caplog: pytest.LogCaptureFixture,
) -> None:
    settings = with_partitions(4, monkeypatch)
    make_conversation([("user", "I prefer short answers.")])
    sweeper = build_sweeper(engine, settings, rules_model())
    with psycopg.connect(libpq_url(engine), autocommit=True) as other:
        other.execute("SELECT pg_advisory_lock(%s)", (lock_key(0, 2, scoped=False),))
        with caplog.at_level(logging.WARNING, logger="ingat.sweeper"):
            sweeper.sweep_once()
            sweeper.sweep_once()
    warned = [r for r in caplog.records if "another partition count" in r.getMessage()]
    assert len(warned) == 1
    assert warned[0].ingat == {"partitions": 4, "others": [2]}  # type: ignore[attr-defined]
