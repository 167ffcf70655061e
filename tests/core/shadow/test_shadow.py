"""Shadow runs: the write path with a variant into shadow tables only, and comparisons."""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import Engine, func, select, text

from core.access import Actor, Role
from core.config.settings import Settings, load_settings
from core.db.engine import session_scope
from core.db.models import ActorType, AuditLog, ShadowMemory, ShadowRun
from core.errors import InvalidInput
from core.extraction.transcript import Transcript
from core.llm.scripted import ScriptedProvider
from core.recall.service import recall
from core.shadow.compare import compare, comparison_csv, recall_preview, run_side
from core.shadow.runner import execute_run, start_run
from core.shadow.spec import ShadowSample, ShadowVariant
from core.sweeper.factory import build_sweeper
from tests.builders import EMBEDDER, memory_checksum, remember

ADMIN = Actor(type=ActorType.reviewer, id="admin@example.org", role=Role.admin)
MakeConversation = Callable[..., tuple[uuid.UUID, uuid.UUID, list[uuid.UUID]]]


def add(
    text_: str, subject: str, message_id: str, category: str = "communication_preference"
) -> dict[str, Any]:
    return {
        "op": "add",
        "type": "preference",
        "category": category,
        "text": text_,
        "language": "en",
        "tags": [],
        "confidence": 0.9,
        "importance": 0.5,
        "stability": "stable",
        "identity": {"subject": subject, "polarity": "prefer"},
        "source_message_ids": [message_id],
        "reason": "r",
    }


def reply_for(transcript: Transcript) -> str:
    """One add from the asker's first message, plus a secret the gates must reject."""
    first = next(m for m in transcript.messages if m.role == "user")
    return json.dumps(
        {
            "operations": [
                add("Prefers answers in bullet points.", "answer format", str(first.id)),
                add(
                    "Password is hunter2-Secret!", "vpn password", str(first.id), "user_preference"
                ),
            ]
        }
    )


@pytest.fixture
def world(
    engine: Engine, make_conversation: MakeConversation
) -> tuple[uuid.UUID, uuid.UUID, uuid.UUID]:
    """A user with a production memory from one conversation and another conversation."""
    user = uuid.uuid4()
    _, conv_a, _ = make_conversation([("user", "I like bullet points.")], user=user)
    _, conv_b, _ = make_conversation([("user", "Keep answers short.")], user=user)
    mid = remember(engine, user, "Prefers short answers.", subject="answer length")
    with engine.begin() as conn:  # as if the sweeper had written it from conversation B
        conn.execute(
            text('UPDATE user_memory SET "sourceConversationId" = :c WHERE id = :id'),
            {"c": conv_b, "id": mid},
        )
    return user, conv_a, conv_b


def shadow(
    engine: Engine, settings: Settings, sample: ShadowSample, provider: ScriptedProvider
) -> uuid.UUID:
    with session_scope(engine) as s:
        run_id = start_run(
            s, "try bullets", ShadowVariant(max_new_per_conversation=2), sample, ADMIN
        )
    finished = execute_run(engine, run_id, settings, provider=provider)
    assert finished.status == "done"
    return run_id


def test_a_shadow_run_writes_only_shadow_tables(
    engine: Engine, settings: Settings, world: tuple[uuid.UUID, uuid.UUID, uuid.UUID]
) -> None:
    user, conv_a, conv_b = world
    before = memory_checksum(engine)
    with session_scope(engine) as s:
        audit_before = s.execute(select(func.count()).select_from(AuditLog)).scalar_one()
    ticks: list[tuple[int, int]] = []
    with session_scope(engine) as s:
        run_id = start_run(s, "r1", ShadowVariant(), ShadowSample(user_ids=[user]), ADMIN)
    run = execute_run(
        engine,
        run_id,
        settings,
        provider=ScriptedProvider.of(reply_for),
        progress=lambda d, t: ticks.append((d, t)),
    )
    assert memory_checksum(engine) == before  # user_memory unchanged, byte for byte
    with session_scope(engine) as s:
        assert s.execute(select(func.count()).select_from(AuditLog)).scalar_one() == audit_before
        rows = list(s.execute(select(ShadowMemory).where(ShadowMemory.run_id == run_id)).scalars())
    assert run.status == "done" and run.conversations_done == run.conversations_total == 2
    assert ticks == [(1, 2), (2, 2)]
    written = [r for r in rows if r.outcome == "written"]
    rejected = [r for r in rows if r.outcome == "rejected"]
    assert {r.text for r in written} == {"Prefers answers in bullet points."}
    assert {r.reason for r in rejected} == {"secret"} and all(r.text == "" for r in rejected)
    assert run.counts == {"written:add": 2, "rejected:secret": 2}
    assert {r.source_conversation_id for r in written} == {conv_a, conv_b}


def test_compare_with_production_and_with_another_run(
    engine: Engine, settings: Settings, world: tuple[uuid.UUID, uuid.UUID, uuid.UUID]
) -> None:
    user, _, _ = world
    sample = ShadowSample(user_ids=[user])
    first = shadow(engine, settings, sample, ScriptedProvider.of(reply_for))

    def short_changed(t: Transcript) -> str:
        m = next(x for x in t.messages if x.role == "user")
        return json.dumps(
            {"operations": [add("Prefers very short answers.", "answer length", str(m.id))]}
        )

    second = shadow(engine, settings, sample, ScriptedProvider.of(short_changed))
    with session_scope(engine) as s:
        vs_prod = compare(s, first)
        vs_run = compare(s, second, str(first))
    # run 1 proposes bullets (not in production); production's "short answers" is not proposed
    [d] = vs_prod.users
    assert [c.left for c in d.added] == ["Prefers answers in bullet points."]
    assert [c.right for c in d.missing] == ["Prefers short answers."]
    assert d.rejected_left == {"secret": 2} and vs_prod.by_reason == {
        "secret": {"left": 2, "right": 0}
    }
    assert (
        vs_prod.totals["added"] == 1 and vs_prod.totals["missing"] == 1 and vs_prod.overlap == 0.0
    )
    assert vs_prod.by_category["communication_preference"] == {"left": 1, "right": 1}
    # run 2 against run 1: its "very short" is added, run 1's bullets are missing
    [d2] = vs_run.users
    assert [c.left for c in d2.added] == ["Prefers very short answers."]
    assert [c.right for c in d2.missing] == ["Prefers answers in bullet points."]
    csv_text = comparison_csv(vs_prod)
    assert csv_text.splitlines()[0] == "user_id,kind,key_or_reason,category,left,right,count"
    assert f"{user},rejected_left,secret,,,,2" in csv_text


def test_recall_preview_of_each_side(
    engine: Engine, settings: Settings, world: tuple[uuid.UUID, uuid.UUID, uuid.UUID]
) -> None:
    user, _, _ = world
    run_id = shadow(engine, settings, ShadowSample(user_ids=[user]), ScriptedProvider.of(reply_for))
    with session_scope(engine) as s:
        side = run_side(s, run_id)
    chosen, block = recall_preview(side, user, "Format the list for me", EMBEDDER, settings.memory)
    assert [m.text for m in chosen] == ["Prefers answers in bullet points."]
    assert "Prefers answers in bullet points." in block
    assert recall_preview(side, uuid.uuid4(), "x", EMBEDDER, settings.memory) == ([], "")


def test_bad_runs_are_refused_with_the_fix(engine: Engine, settings: Settings) -> None:
    with session_scope(engine) as s, pytest.raises(InvalidInput, match="widen the users"):
        start_run(s, "empty", ShadowVariant(), ShadowSample(user_ids=[uuid.uuid4()]), ADMIN)
    with session_scope(engine) as s, pytest.raises(InvalidInput, match="needs a name"):
        start_run(s, " ", ShadowVariant(), ShadowSample(), ADMIN)
    with pytest.raises(InvalidInput, match="ingat shadow list"):
        execute_run(engine, uuid.uuid4(), settings)
    with session_scope(engine) as s, pytest.raises(InvalidInput, match="neither 'production'"):
        compare(s, uuid.uuid4(), "nope")
    with pytest.raises(ValueError, match="since must be before until"):
        now = datetime.now(UTC)
        ShadowSample(since=now, until=now)


def test_only_admins_start_shadow_runs(engine: Engine) -> None:
    from core.errors import PermissionDenied

    reviewer = Actor(type=ActorType.reviewer, id="r@example.org", role=Role.reviewer)
    with session_scope(engine) as s, pytest.raises(PermissionDenied, match="ADMINS"):
        start_run(s, "x", ShadowVariant(), ShadowSample(), reviewer)


def test_a_finished_run_cannot_run_again(
    engine: Engine, settings: Settings, world: tuple[uuid.UUID, uuid.UUID, uuid.UUID]
) -> None:
    user, _, _ = world
    run_id = shadow(engine, settings, ShadowSample(user_ids=[user]), ScriptedProvider.of(reply_for))
    with pytest.raises(InvalidInput, match="is done; start a new run"):
        execute_run(engine, run_id, settings, provider=ScriptedProvider.of(reply_for))
    with session_scope(engine) as s:
        assert s.get(ShadowRun, run_id) is not None


def test_the_seeds_shadow_mode_writes_but_never_injects(
    engine: Engine,
    make_conversation: MakeConversation,
    monkeypatch: pytest.MonkeyPatch,
    env: dict[str, str],
) -> None:
    monkeypatch.setenv("ACEH_RAG_MEMORY__ENABLED", "true")
    monkeypatch.setenv("ACEH_RAG_MEMORY__WRITE_ENABLED", "true")
    monkeypatch.setenv("ACEH_RAG_MEMORY__READ_ENABLED", "false")
    monkeypatch.setenv("ACEH_RAG_MEMORY__IDLE_MINUTES", "30")
    settings = load_settings()
    user = uuid.uuid4()
    make_conversation([("user", "Remember that I prefer short answers.")], user=user)
    build_sweeper(engine, settings).sweep_once()
    assert memory_checksum(engine).startswith("1:")  # the production sweeper wrote
    result = recall(engine, settings, EMBEDDER, user, "short answers please")
    assert result.kind == "none" and result.message is None  # and answers get nothing


def test_a_crash_mid_run_marks_the_run_failed_and_keeps_what_it_wrote(
    engine: Engine, settings: Settings, world: tuple[uuid.UUID, uuid.UUID, uuid.UUID]
) -> None:
    user, _, _ = world
    calls = {"n": 0}

    def crash_on_second(t: Transcript) -> str:
        calls["n"] += 1
        if calls["n"] == 2:
            raise RuntimeError("boom")
        return reply_for(t)

    with session_scope(engine) as s:
        run_id = start_run(s, "crash", ShadowVariant(), ShadowSample(user_ids=[user]), ADMIN)
    with pytest.raises(RuntimeError, match="boom"):
        execute_run(engine, run_id, settings, provider=ScriptedProvider.of(crash_on_second))
    with session_scope(engine) as s:
        run = s.get(ShadowRun, run_id)
        assert run is not None and run.status == "failed" and run.finished_at is not None
        assert run.conversations_done == 1
        rows = s.execute(
            select(func.count()).select_from(ShadowMemory).where(ShadowMemory.run_id == run_id)
        ).scalar_one()
    assert rows == 2  # the first conversation's written + rejected rows, nothing half-written


def test_a_variant_that_cannot_run_leaves_the_run_pending(
    engine: Engine, settings: Settings, world: tuple[uuid.UUID, uuid.UUID, uuid.UUID]
) -> None:
    user, _, _ = world
    with session_scope(engine) as s:
        run_id = start_run(
            s, "no endpoint", ShadowVariant(provider="openai"), ShadowSample(user_ids=[user]), ADMIN
        )
    from core.errors import ConfigError

    with pytest.raises(ConfigError, match="ACEH_RAG_LLM__BASE_URL"):
        execute_run(engine, run_id, settings)
    with session_scope(engine) as s:
        run = s.get(ShadowRun, run_id)
        assert run is not None and run.status == "pending"
