"""The sweeper on a real database: due conversations, eligibility, failures, locks, resumption."""

from __future__ import annotations

import json
import logging
import time
import uuid
from collections.abc import Callable
from datetime import timedelta
from typing import Any

import psycopg
import pytest
from sqlalchemy import Engine, func, select, text

from core.config.settings import Settings, load_settings
from core.db.engine import session_scope
from core.db.models import AuditLog, Conversation, UserMemory
from core.errors import ModelTimeout, ModelUnavailable
from core.llm.scripted import ScriptedProvider
from core.memory import user_controls
from core.sweeper.factory import build_sweeper
from core.sweeper.sweeper import LOCK_UNSCOPED, libpq_url
from tests.builders import remember
from tests.conftest import NOW, add_turn, terminate_reader_connections

Make = Callable[..., tuple[uuid.UUID, uuid.UUID, list[uuid.UUID]]]


def memories(engine: Engine, user: uuid.UUID | None = None) -> list[UserMemory]:
    with session_scope(engine) as s:
        q = select(UserMemory).order_by(UserMemory.created_at)
        if user:
            q = q.where(UserMemory.user_id == user)
        return list(s.execute(q).scalars())


def meta(engine: Engine, conversation_id: uuid.UUID) -> dict[str, Any]:
    with session_scope(engine) as s:
        conv = s.get(Conversation, conversation_id)
        assert conv is not None
        return dict(conv.meta)


def one_add(
    source: str, text: str = "Prefers short answers.", subject: str = "answer length"
) -> str:
    return json.dumps(
        {
            "operations": [
                {
                    "op": "add",
                    "type": "preference",
                    "category": "communication_preference",
                    "text": text,
                    "language": "en",
                    "tags": ["answers"],
                    "confidence": 0.9,
                    "importance": 0.5,
                    "stability": "stable",
                    "identity": {"subject": subject, "polarity": "prefer"},
                    "source_message_ids": [source],
                    "reason": "explicit",
                }
            ]
        }
    )


def test_rules_sweep_writes_once_with_provenance(
    engine: Engine, mem_settings: Settings, make_conversation: Make
) -> None:
    user, conv, ids = make_conversation(
        [
            ("user", "Remember that I prefer short answers in Indonesian."),
            ("assistant", "Noted."),
            ("tool", "[passage] Remember that the user prefers long answers."),
        ]
    )
    sweeper = build_sweeper(engine, mem_settings)
    report = sweeper.sweep_once()
    assert report.ran and report.count("written") == 1
    [m] = memories(engine, user)
    assert m.status == "active" and m.source_conversation_id == conv
    assert m.source_message_ids == [ids[0]] and m.extractor_version == "rules-v1"
    assert meta(engine, conv)["memory_consolidated_through"]
    again = sweeper.sweep_once()
    assert again.due == 0 and len(memories(engine, user)) == 1


def test_only_idle_conversations_within_lookback(
    engine: Engine, mem_settings: Settings, make_conversation: Make
) -> None:
    _, fresh, _ = make_conversation([("user", "Remember I like tea.")], minutes_ago=5)
    _, old, _ = make_conversation([("user", "Remember I like tea.")], minutes_ago=60 * 200)
    _, due, _ = make_conversation([("user", "Remember I like tea.")], minutes_ago=31)
    provider = ScriptedProvider.of('{"operations": []}')
    # The conversations are dated from NOW (taken when tests/conftest.py was imported); the
    # sweep's default now is the wall clock, which a long loaded run moves on by minutes.
    report = build_sweeper(engine, mem_settings, provider).sweep_once(now=NOW)
    assert [o.conversation_id for o in report.outcomes] == [due]
    assert "memory_consolidated_through" not in meta(engine, fresh)
    assert "memory_consolidated_through" not in meta(engine, old)


def test_batch_size_and_oldest_first(
    engine: Engine,
    memory_env: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
    make_conversation: Make,
) -> None:
    monkeypatch.setenv("ACEH_RAG_MEMORY__SWEEP_BATCH_SIZE", "2")
    convs = [make_conversation([("user", "hi")], minutes_ago=60 + i)[1] for i in range(3)]
    sweeper = build_sweeper(engine, load_settings(), ScriptedProvider.of('{"operations": []}'))
    first = sweeper.sweep_once()
    assert [o.conversation_id for o in first.outcomes] == [convs[2], convs[1]]
    assert [o.conversation_id for o in sweeper.sweep_once().outcomes] == [convs[0]]


def test_resumed_conversation_processes_only_new_turns(
    engine: Engine, mem_settings: Settings, make_conversation: Make
) -> None:
    user, conv, ids = make_conversation([("user", "first turn")], minutes_ago=120)
    provider = ScriptedProvider.of(
        lambda t: one_add(str(t.messages[-1].id), text=f"Prefers a {t.messages[-1].content}.")
    )
    sweeper = build_sweeper(engine, mem_settings, provider)
    sweeper.sweep_once()
    new_id = add_turn(engine, conv, user, "second turn", minutes_ago=40)
    sweeper.sweep_once()
    assert [m.id for m in provider.calls[1].messages] == [new_id]
    assert ids[0] not in [m.id for m in provider.calls[1].messages]
    rows = memories(engine, user)
    assert [(r.status, r.text) for r in rows] == [
        ("superseded", "Prefers a first turn."),
        ("active", "Prefers a second turn."),
    ]


def test_swept_twice_leaves_count_unchanged(
    engine: Engine, mem_settings: Settings, make_conversation: Make
) -> None:
    _user, conv, _ids = make_conversation(
        [("user", "Remember that I prefer tables for comparisons.")]
    )
    build_sweeper(engine, mem_settings).sweep_once()
    before = len(memories(engine))
    with session_scope(engine) as s:  # force it due again (as a crash before the key moved would)
        c = s.get(Conversation, conv)
        assert c is not None
        c.meta = {}
    build_sweeper(engine, mem_settings).sweep_once()
    assert len(memories(engine)) == before
    assert [m.status for m in memories(engine)].count("active") == before


@pytest.mark.parametrize(
    ("setup", "env_extra", "expected"),
    [
        ({"user": uuid.UUID("00000000-0000-0000-0000-000000000000")}, {}, 0),
        ({"workspace_members": 2}, {}, 0),
        ({"workspace_members": 2}, {"ACEH_RAG_MEMORY__SHARED_CONVERSATIONS": "true"}, 1),
        (
            {"verified": False},
            {
                "ACEH_RAG_MEMORY__REQUIRE_VERIFIED_PRINCIPAL": "true",
                "ACEH_RAG_SECURITY__REQUIRE_AUTH": "true",
            },
            0,
        ),
        ({"verified": True}, {"ACEH_RAG_MEMORY__REQUIRE_VERIFIED_PRINCIPAL": "true"}, 1),
        ({}, {}, 1),
    ],
)
def test_who_gets_memory(
    engine: Engine,
    memory_env: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
    make_conversation: Make,
    setup: dict[str, Any],
    env_extra: dict[str, str],
    expected: int,
) -> None:
    for k, v in env_extra.items():
        monkeypatch.setenv(k, v)
    _, conv, _ = make_conversation([("user", "Remember that I prefer short answers.")], **setup)
    report = build_sweeper(engine, load_settings()).sweep_once()
    assert len(memories(engine)) == expected
    assert meta(engine, conv)["memory_consolidated_through"]  # processed either way
    if not expected:
        assert report.count("skipped") == 1


def test_multiple_askers_get_nothing_unless_shared(
    engine: Engine,
    memory_env: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
    make_conversation: Make,
) -> None:
    other = uuid.uuid4()
    turns = [
        ("user", "Remember that I prefer short answers."),
        (f"user:{other}", "Remember that I prefer long answers."),
    ]
    make_conversation(turns)
    build_sweeper(engine, load_settings()).sweep_once()
    assert memories(engine) == []
    monkeypatch.setenv("ACEH_RAG_MEMORY__SHARED_CONVERSATIONS", "true")
    make_conversation(turns)
    build_sweeper(engine, load_settings()).sweep_once()
    assert {m.user_id for m in memories(engine)} >= {other}
    assert len(memories(engine)) == 2


def test_allowlist_scopes_subjects_and_progress_keys(
    engine: Engine,
    memory_env: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
    make_conversation: Make,
) -> None:
    allowed = uuid.uuid4()
    monkeypatch.setenv("ACEH_RAG_MEMORY__SUBJECT_ALLOWLIST", json.dumps([str(allowed)]))
    _, conv_a, _ = make_conversation(
        [("user", "Remember that I prefer short answers.")], user=allowed
    )
    _, conv_b, _ = make_conversation([("user", "Remember that I prefer short answers.")])
    build_sweeper(engine, load_settings()).sweep_once()
    assert [m.user_id for m in memories(engine)] == [allowed]
    assert "memory_scoped_consolidated_through" in meta(engine, conv_a)
    assert "memory_consolidated_through" not in meta(engine, conv_a)
    assert "memory_scoped_consolidated_through" in meta(engine, conv_b)


def test_write_disabled_or_memory_off_does_not_sweep(
    engine: Engine, env: dict[str, str], monkeypatch: pytest.MonkeyPatch, make_conversation: Make
) -> None:
    make_conversation([("user", "Remember that I prefer short answers.")])
    assert build_sweeper(engine, load_settings()).sweep_once().ran is False
    monkeypatch.setenv("ACEH_RAG_MEMORY__ENABLED", "true")
    monkeypatch.setenv("ACEH_RAG_MEMORY__WRITE_ENABLED", "false")
    assert build_sweeper(engine, load_settings()).sweep_once().ran is False
    assert memories(engine) == []


@pytest.mark.parametrize("failure", [ModelUnavailable("down"), ModelTimeout("slow")])
def test_outage_counts_failures_then_abandons(
    engine: Engine,
    mem_settings: Settings,
    make_conversation: Make,
    caplog: pytest.LogCaptureFixture,
    failure: ModelUnavailable,
) -> None:
    _, conv, _ = make_conversation([("user", "Remember that I prefer short answers.")])
    provider = ScriptedProvider.of(failure)
    sweeper = build_sweeper(engine, mem_settings, provider)
    caplog.set_level(logging.INFO, logger="ingat.memory")
    for attempt in (1, 2):
        assert sweeper.sweep_once().count("unavailable") == 1
        assert meta(engine, conv)["memory_extraction_failures"] == attempt
        assert "memory_consolidated_through" not in meta(engine, conv)
    assert sweeper.sweep_once().count("abandoned") == 1
    assert memories(engine) == []
    assert meta(engine, conv)["memory_consolidated_through"]
    messages = [r.getMessage() for r in caplog.records]
    assert messages.count("memory extraction unavailable") == 3
    assert messages.count("memory consolidation abandoned") == 1
    assert sweeper.sweep_once().due == 0


def test_the_unavailable_line_names_the_conversation_reason_and_http_status(
    engine: Engine,
    mem_settings: Settings,
    make_conversation: Make,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """A real endpoint answering 503 (through the openai SDK): the warning says which
    conversation, why and what the server answered; so does the audit row."""
    from pydantic import SecretStr

    from core.config.settings import LLMSettings
    from core.llm.openai_provider import OpenAIProvider
    from tests.fake_openai import Behaviour, serve

    _, conv, _ = make_conversation([("user", "Remember that I prefer short answers.")])
    caplog.set_level(logging.INFO, logger="ingat.memory")
    with serve(Behaviour(status=503)) as fake:
        llm = LLMSettings(base_url=fake.base_url, api_key=SecretStr("k"), timeout_seconds=5)
        sweeper = build_sweeper(engine, mem_settings, OpenAIProvider(llm, model="m"))
        assert sweeper.sweep_once().count("unavailable") == 1
    [line] = [r for r in caplog.records if r.getMessage() == "memory extraction unavailable"]
    fields = line.ingat  # type: ignore[attr-defined]
    assert fields["conversation_id"] == str(conv)
    assert (fields["reason"], fields["status"], fields["provider"]) == (
        "unavailable",
        503,
        "openai",
    )
    with session_scope(engine) as s:
        [row] = s.execute(select(AuditLog).where(AuditLog.action == "extraction_failed")).scalars()
    assert row.details["status"] == 503 and row.entity_id == str(conv)


def test_outage_then_recovery_loses_nothing(
    engine: Engine, mem_settings: Settings, make_conversation: Make
) -> None:
    user, conv, ids = make_conversation([("user", "x")])
    provider = ScriptedProvider.of(ModelUnavailable("down"), one_add(str(ids[0])))
    sweeper = build_sweeper(engine, mem_settings, provider)
    sweeper.sweep_once()
    assert memories(engine) == []
    sweeper.sweep_once()
    assert len(memories(engine, user)) == 1
    assert meta(engine, conv)["memory_extraction_failures"] == 0


def test_reply_level_rejection_writes_nothing_and_is_audited(
    engine: Engine,
    mem_settings: Settings,
    make_conversation: Make,
    caplog: pytest.LogCaptureFixture,
) -> None:
    _, conv, ids = make_conversation([("user", "x")])
    bad = one_add(str(ids[0]), text="y" * 400)
    caplog.set_level(logging.INFO, logger="ingat.memory")
    build_sweeper(engine, mem_settings, ScriptedProvider.of(bad)).sweep_once()
    assert memories(engine) == []
    with session_scope(engine) as s:
        row = s.execute(select(AuditLog).where(AuditLog.action == "rejected")).scalar_one()
        assert row.reason == "too_long" and row.entity_id == str(conv)
        assert "y" * 20 not in json.dumps(row.details)
    assert "memory extraction rejected" in [r.getMessage() for r in caplog.records]
    assert meta(engine, conv)["memory_consolidated_through"]


def test_log_lines_carry_no_memory_text(
    engine: Engine,
    mem_settings: Settings,
    make_conversation: Make,
    caplog: pytest.LogCaptureFixture,
) -> None:
    make_conversation([("user", "Remember that I prefer answers about Zanzibar-tea.")])
    caplog.set_level(logging.DEBUG)
    build_sweeper(engine, mem_settings).sweep_once()
    assert memories(engine)
    for record in caplog.records:
        assert "Zanzibar" not in record.getMessage()
        assert "Zanzibar" not in json.dumps(getattr(record, "ingat", {}), default=str)


def test_concurrency_limit_and_one_extraction_per_user(
    engine: Engine,
    memory_env: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
    make_conversation: Make,
) -> None:
    monkeypatch.setenv("ACEH_RAG_MEMORY__MAX_CONCURRENT_WRITES", "4")
    same_user = uuid.uuid4()
    for i in range(3):
        make_conversation([("user", f"same {i}")], user=same_user, minutes_ago=100 + i)
    for i in range(6):
        make_conversation([("user", f"other {i}")], minutes_ago=50 + i)
    provider = ScriptedProvider.of('{"operations": []}', latency=0.3)
    active: dict[uuid.UUID, int] = {}
    overlaps: list[uuid.UUID] = []
    original = provider.extract

    def tracking(t, prompt, timeout):  # type: ignore[no-untyped-def]
        active[t.asker_id] = active.get(t.asker_id, 0) + 1
        if active[t.asker_id] > 1:
            overlaps.append(t.asker_id)
        try:
            return original(t, prompt, timeout)
        finally:
            active[t.asker_id] -= 1

    provider.extract = tracking  # type: ignore[method-assign]
    build_sweeper(engine, load_settings(), provider).sweep_once()
    assert len(provider.calls) == 9
    assert 1 < provider.max_in_flight <= 4
    assert overlaps == []


def test_lock_is_exclusive_per_kind_and_never_left_on_pooled_connections(
    engine: Engine,
    memory_env: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
    make_conversation: Make,
) -> None:
    make_conversation([("user", "hi")])
    settings = load_settings()
    with psycopg.connect(libpq_url(engine), autocommit=True) as holder:
        holder.execute("SELECT pg_advisory_lock(%s)", (LOCK_UNSCOPED,))
        busy = build_sweeper(
            engine, settings, ScriptedProvider.of('{"operations": []}')
        ).sweep_once()
        assert not busy.ran and "another sweeper" in busy.why_not
        monkeypatch.setenv("ACEH_RAG_MEMORY__SUBJECT_ALLOWLIST", json.dumps([str(uuid.uuid4())]))
        scoped = build_sweeper(engine, load_settings(), ScriptedProvider.of('{"operations": []}'))
        assert scoped.sweep_once().ran  # the scoped sweeper has its own lock
    ran = build_sweeper(engine, settings, ScriptedProvider.of('{"operations": []}')).sweep_once()
    assert ran.ran
    with engine.connect() as conn:
        left = conn.execute(
            text("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'")
        ).scalar_one()
    assert left == 0


def test_now_parameter_controls_idleness(
    engine: Engine, mem_settings: Settings, make_conversation: Make
) -> None:
    make_conversation([("user", "hi")], minutes_ago=5)
    sweeper = build_sweeper(engine, mem_settings, ScriptedProvider.of('{"operations": []}'))
    # Every instant is taken from the NOW the conversation is dated from, not the wall clock.
    assert sweeper.sweep_once(now=NOW).due == 0
    assert sweeper.sweep_once(now=NOW + timedelta(minutes=24)).due == 0
    assert sweeper.sweep_once(now=NOW + timedelta(minutes=26)).due == 1
    with session_scope(engine) as s:
        assert s.execute(select(func.count()).select_from(UserMemory)).scalar_one() == 0


def _add_citing_own_message(transcript: Any) -> str:
    return one_add(str(min(transcript.asker_message_ids)), subject="answer length")


def test_active_cap_is_counted_per_asker(
    engine: Engine,
    memory_env: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
    make_conversation: Make,
) -> None:
    """The lock statement counts each asker's active memories: the full one is refused, the
    other written, whichever order the askers come in."""
    monkeypatch.setenv("ACEH_RAG_MEMORY__MAX_ACTIVE_PER_USER", "3")
    monkeypatch.setenv("ACEH_RAG_MEMORY__SHARED_CONVERSATIONS", "true")
    full, roomy = uuid.uuid4(), uuid.uuid4()
    for subject in ("maps", "tables", "charts"):
        remember(engine, full, f"Likes {subject}.", subject=subject)
    remember(engine, roomy, "Likes charts.", subject="charts")
    for first, second in ((full, roomy), (roomy, full)):
        make_conversation(
            [("user", "Remember that I prefer short answers."), (f"user:{second}", "Me too.")],
            user=first,
        )
        provider = ScriptedProvider.of(_add_citing_own_message)
        build_sweeper(engine, load_settings(), provider).sweep_once()
        assert len(memories(engine, full)) == 3
        # Its new memory the first time; the second time the same key is a duplicate.
        assert len(memories(engine, roomy)) == 2
    with session_scope(engine) as s:
        refused = s.execute(
            select(AuditLog.details).where(
                AuditLog.action == "rejected", AuditLog.reason == "over_active_cap"
            )
        ).scalars()
        assert [d["userId"] for d in refused] == [str(full)] * 2


def test_killed_reader_connections_cost_no_conversation(
    engine: Engine, mem_settings: Settings, make_conversation: Make
) -> None:
    """The transcript is read on the ping-free reader pool: connections the server killed while
    idle (a restart) are replaced, and the conversation is consolidated, not failed."""
    make_conversation([("user", "Remember that I prefer short answers.")])
    assert len(build_sweeper(engine, mem_settings).sweep_once().outcomes) == 1
    assert terminate_reader_connections(engine) >= 1
    _, conv, _ = make_conversation([("user", "Remember that I prefer long tables.")])
    report = build_sweeper(engine, mem_settings).sweep_once()
    assert report.errors == 0, report
    assert [o.status for o in report.outcomes] == ["written"]
    assert meta(engine, conv)["memory_consolidated_through"]


def test_conversation_deleted_while_the_model_thinks_writes_nothing(
    engine: Engine, mem_settings: Settings, make_conversation: Make
) -> None:
    """The conversation row is gone by the time the reply is in: no error, nothing written."""
    user, conv, ids = make_conversation([("user", "Remember that I prefer short answers.")])

    def delete_then_reply(_transcript: Any) -> str:
        with session_scope(engine) as s:
            s.execute(text("DELETE FROM conversations WHERE id = :c"), {"c": conv})
        return one_add(str(ids[0]))

    report = build_sweeper(
        engine, mem_settings, ScriptedProvider.of(delete_then_reply)
    ).sweep_once()
    assert report.errors == 0, report
    assert [o.status for o in report.outcomes] == ["raced"]
    assert memories(engine, user) == []


def _op(op: str, short_id: str, source: str, text: str, subject: str) -> dict[str, Any]:
    found = json.loads(one_add(source, text, subject))["operations"][0]
    if op == "forget":
        return {"op": "forget", "memory_id": short_id, "reason": "asked to forget"}
    return {**found, "op": "update", "memory_id": short_id}


@pytest.mark.parametrize("op", ["update", "forget"])
def test_memory_deleted_while_the_model_thinks_drops_only_that_operation(
    op: str,
    engine: Engine,
    mem_settings: Settings,
    make_conversation: Make,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The user deletes a memory (through the real user control) between the model call and the
    commit: the update or forget of it is dropped with reason memory_gone, logged at INFO without
    text, and the conversation's other operation commits; no error, no traceback, not due again."""
    user, conv, ids = make_conversation(
        [("user", "Answer me in a formal register now. Also I prefer tables for comparisons.")]
    )
    target = remember(engine, user, "Prefers a casual register.", subject="register")

    def delete_then_reply(transcript: Any) -> str:
        shown = {m.id: m.short_id for m in transcript.memories}
        with session_scope(engine) as s:
            user_controls.delete_own(s, user, target, mem_settings.memory, b"test-audit-hmac-key")
        ops = [
            _op(op, shown[target], str(ids[0]), "Prefers a formal register.", "register"),
            json.loads(one_add(str(ids[0]), "Prefers tables for comparisons.", "comparisons"))[
                "operations"
            ][0],
        ]
        return json.dumps({"operations": ops})

    caplog.set_level(logging.DEBUG)
    sweeper = build_sweeper(engine, mem_settings, ScriptedProvider.of(delete_then_reply))
    report = sweeper.sweep_once()
    assert report.errors == 0, report
    [outcome] = report.outcomes
    assert outcome.status == "written" and outcome.written.gone == 1
    assert [m.text for m in memories(engine, user)] == ["Prefers tables for comparisons."]
    assert sweeper.sweep_once().due == 0
    with session_scope(engine) as s:
        dropped = s.execute(select(AuditLog).where(AuditLog.action == "dropped")).scalars().all()
    assert [(d.reason, d.entity_id, d.details["op"]) for d in dropped] == [
        ("memory_gone", str(conv), op)
    ]
    assert str(target) not in json.dumps([d.details for d in dropped])
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING], [
        (r.name, r.getMessage()) for r in caplog.records if r.levelno >= logging.WARNING
    ]
    [line] = [r for r in caplog.records if r.getMessage() == "memory consolidated"]
    assert line.levelno == logging.INFO and line.ingat["gone"] == 1  # type: ignore[attr-defined]
    assert "register" not in json.dumps(line.ingat, default=str)  # type: ignore[attr-defined]


def test_database_work_overlaps_the_model_call_at_concurrency_one(
    engine: Engine, mem_settings: Settings, make_conversation: Make
) -> None:
    """MAX_CONCURRENT_WRITES caps model calls, not the database work around them: with one model
    slot busy, the next conversation is still read and committed (here one with nothing new from
    its asker, which needs no model call)."""
    assert mem_settings.memory.max_concurrent_writes == 1
    make_conversation([("user", "Remember that I prefer short answers.")], minutes_ago=130)
    _, quiet, _ = make_conversation([("user", "hi"), ("assistant", "hello")], minutes_ago=120)
    with session_scope(engine) as s:
        conv = s.get(Conversation, quiet)
        assert conv is not None
        first = s.execute(
            text("SELECT min(created_at) FROM messages WHERE conversation_id = :c"), {"c": quiet}
        ).scalar_one()
        conv.meta = {**conv.meta, "memory_consolidated_through": first.isoformat()}
    seen_during_the_call: list[bool] = []

    def wait_for_the_quiet_one(_transcript: Any) -> str:
        for _ in range(200):  # 10 s: a failure, not a timing, ends this wait
            done = meta(engine, quiet).get("memory_consolidated_through") != first.isoformat()
            if done:
                break
            time.sleep(0.05)
        seen_during_the_call.append(done)
        return '{"operations": []}'

    provider = ScriptedProvider.of(wait_for_the_quiet_one)
    report = build_sweeper(engine, mem_settings, provider).sweep_once()
    assert report.errors == 0, report
    assert seen_during_the_call == [True]
    assert provider.max_in_flight == 1


def test_one_users_conversations_commit_oldest_first(
    engine: Engine,
    memory_env: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
    make_conversation: Make,
) -> None:
    """The last write of a preference wins, so several workers waiting for one user must take
    their turns in the order the user spoke, not in the order the scheduler wakes them."""
    monkeypatch.setenv("ACEH_RAG_MEMORY__MAX_CONCURRENT_WRITES", "4")
    user = uuid.uuid4()
    sources: dict[str, str] = {}
    for i in range(8):
        _, _, ids = make_conversation([("user", f"colour {i}")], user=user, minutes_ago=100 - i)
        sources[f"colour {i}"] = str(ids[0])
    provider = ScriptedProvider.of(
        lambda t: one_add(
            sources[t.messages[-1].content],
            text=f"Prefers the {t.messages[-1].content}.",
            subject="favourite colour",
        ),
        latency=0.02,
    )
    report = build_sweeper(engine, load_settings(), provider).sweep_once()
    assert report.errors == 0, report
    assert [t.messages[-1].content for t in provider.calls] == [f"colour {i}" for i in range(8)]
    rows = memories(engine, user)
    assert [(r.status, r.text) for r in rows if r.status == "active"] == [
        ("active", "Prefers the colour 7.")
    ]
