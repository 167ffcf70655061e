"""Shadow runs: the sample replayed in order through the real write path into side schemas."""

from __future__ import annotations

import gc
import json
import uuid
from collections.abc import Callable, Iterator
from datetime import UTC, datetime

import pytest
from sqlalchemy import Engine, text

from core import bootstrap
from core.access import Actor, Role
from core.config.settings import Settings, load_settings
from core.db import engine as db_engine
from core.db.engine import session_scope
from core.db.models import ActorType, ShadowRun
from core.db.side_schema import shadow_schema, side_schemas
from core.errors import InvalidInput
from core.extraction.transcript import Transcript
from core.llm.scripted import ScriptedProvider
from core.memory import user_controls
from core.memory.erase import hard_delete_memory, hard_delete_user
from core.recall.service import recall
from core.shadow.compare import PRODUCTION_ROWS, compare, comparison_csv, recall_preview, side_of
from core.shadow.runner import delete_run, execute_run, start_run
from core.shadow.spec import ShadowSample, ShadowVariant
from core.sweeper.factory import build_sweeper
from tests.builders import EMBEDDER, memory_checksum, production_checksum
from tests.core.shadow import history

ADMIN = Actor(type=ActorType.reviewer, id="admin@example.org", role=Role.admin)
MakeConversation = Callable[..., tuple[uuid.UUID, uuid.UUID, list[uuid.UUID]]]


@pytest.fixture
def sweep_env(memory_env: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> Iterator[Settings]:
    """Production settings whose sweeper takes every conversation of a generated history."""
    monkeypatch.setenv("ACEH_RAG_MEMORY__SWEEP_BATCH_SIZE", "1000")
    monkeypatch.setenv("ACEH_RAG_MEMORY__LOOKBACK_HOURS", "48")
    yield load_settings()


def run_shadow(
    engine: Engine,
    settings: Settings,
    sample: ShadowSample,
    variant: ShadowVariant | None = None,
    provider: ScriptedProvider | None = None,
    production: ScriptedProvider | None = None,
) -> uuid.UUID:
    with session_scope(engine) as s:
        run_id = start_run(s, "trial", variant or ShadowVariant(), sample, ADMIN)
    finished = execute_run(
        engine,
        run_id,
        settings,
        provider=provider or history.model(),
        production_provider=production or history.model(),
    )
    assert finished.status == "done"
    return run_id


def side_rows(engine: Engine, run_id: uuid.UUID, side: str) -> list[tuple[str, str]]:
    """(status, text) of every memory row of one side schema."""
    schema = shadow_schema(run_id, side)
    with engine.connect() as conn:
        rows = conn.execute(
            text(f'SELECT status, text FROM "{schema}".user_memory ORDER BY "createdAt", text')
        )
        return [(str(a), str(b)) for a, b in rows]


def three_steps(make_conversation: MakeConversation, user: uuid.UUID) -> list[uuid.UUID]:
    """Set, change, then forget one preference, an hour apart."""
    turns = [
        "For tone, I prefer a formal tone.",
        "For tone, I prefer a casual tone.",
        "Please forget my tone preference.",
    ]
    return [
        make_conversation([("user", t)], user=user, minutes_ago=60 * (3 - i) + 40)[1]
        for i, t in enumerate(turns)
    ]


def test_a_replay_goes_in_order_and_each_conversation_sees_the_last_ones_memories(
    engine: Engine, settings: Settings, make_conversation: MakeConversation
) -> None:
    user = uuid.uuid4()
    three_steps(make_conversation, user)
    before = production_checksum(engine)
    model = history.model()
    run_id = run_shadow(engine, settings, ShadowSample(user_ids=[user]), provider=model)
    assert production_checksum(engine) == before  # not a row of production touched
    # The model saw nothing, then the formal tone, then the casual tone: history in order.
    assert [[m.text for m in t.memories] for t in model.calls] == [
        [],
        ["Prefers a formal tone for tone."],
        ["Prefers a casual tone for tone."],
    ]
    assert side_rows(engine, run_id, "variant") == [
        ("superseded", "Prefers a formal tone for tone."),
        ("deleted", "Prefers a casual tone for tone."),
    ]
    with session_scope(engine) as s:
        result = compare(s, run_id)
        run = s.get(ShadowRun, run_id)
    assert run is not None and run.counts["variant"] == {"written": 3}
    assert result.decisions["add"] == {"left": 1, "right": 1}
    assert result.decisions["update"] == result.decisions["supersede"] == {"left": 1, "right": 1}
    assert result.decisions["forget"] == {"left": 1, "right": 1}
    assert result.writes_per_conversation == {"left": 0.667, "right": 0.667}
    assert run.sample["start"]["rows"] == 0 and run.sample["start"]["users"] == 1


def test_the_start_is_the_memories_before_the_first_sampled_conversation(
    engine: Engine, sweep_env: Settings, make_conversation: MakeConversation
) -> None:
    """Production consolidated all three steps; a sample of the last two starts from the first
    step's memory as it stood then — active, although production has since superseded it."""
    user = uuid.uuid4()
    convs = three_steps(make_conversation, user)
    build_sweeper(engine, sweep_env, history.model()).sweep_once()
    with engine.connect() as conn:
        statuses = conn.execute(
            text('SELECT status FROM user_memory WHERE "userId" = :u ORDER BY "createdAt"'),
            {"u": user},
        ).scalars()
        assert list(statuses) == ["superseded", "deleted"]
    model = history.model()
    run_id = run_shadow(engine, sweep_env, ShadowSample(conversation_ids=convs[1:]), provider=model)
    assert [m.text for m in model.calls[0].memories] == ["Prefers a formal tone for tone."]
    with session_scope(engine) as s:
        start = s.get(ShadowRun, run_id).sample["start"]  # type: ignore[union-attr]
        same = compare(s, run_id, PRODUCTION_ROWS)
    assert start["rows"] == 1 and start["partial_users"] == []
    assert "earliest sampled conversation" in start["rule"]
    assert same.totals["added"] == same.totals["missing"] == same.totals["changed"] == 0


def test_a_forget_after_the_start_is_undone_and_a_users_own_delete_is_gone(
    engine: Engine, sweep_env: Settings, make_conversation: MakeConversation
) -> None:
    """The forget's own conversation tells when it happened: a memory forgotten after the sample
    began is active at the start. A memory its user deleted (a hard delete: erasure) is gone
    whenever it happened, and the start says it is partial."""
    user = uuid.uuid4()
    turns = [
        "For tone, I prefer a formal tone.",
        "For units, I prefer metric units.",
        "For code language, I prefer Go examples.",
        "Please forget my tone preference.",
    ]
    convs = [
        make_conversation([("user", t)], user=user, minutes_ago=60 * (4 - i) + 40)[1]
        for i, t in enumerate(turns)
    ]
    build_sweeper(engine, sweep_env, history.model()).sweep_once()
    with session_scope(engine) as s:
        go = s.execute(
            text("SELECT id FROM user_memory WHERE \"userId\" = :u AND text LIKE '%units%'"),
            {"u": user},
        ).scalar_one()
        user_controls.delete_own(s, user, go, sweep_env.memory, b"k")  # deleted now, by the user
    model = history.model()
    run_id = run_shadow(
        engine, sweep_env, ShadowSample(conversation_ids=convs[2:3]), provider=model
    )
    # the tone's forget came later (conversation 4): active at the start
    assert [m.text for m in model.calls[0].memories] == ["Prefers a formal tone for tone."]
    with session_scope(engine) as s:
        start = s.get(ShadowRun, run_id).sample["start"]  # type: ignore[union-attr]
    assert start["rows"] == 1 and start["partial_users"] == [str(user)]
    # From a later start, the forget (its conversation, not the sweep's wall clock) came first.
    later = make_conversation(
        [("user", "For tone, I prefer a casual tone.")], user=user, minutes_ago=35
    )
    model = history.model()
    run_shadow(engine, sweep_env, ShadowSample(conversation_ids=[later[1]]), provider=model)
    assert [m.text for m in model.calls[0].memories] == ["Prefers Go examples for code language."]


def test_a_hard_delete_before_the_sample_makes_the_start_partial(
    engine: Engine, sweep_env: Settings, make_conversation: MakeConversation
) -> None:
    user = uuid.uuid4()
    convs = three_steps(make_conversation, user)
    build_sweeper(engine, sweep_env, history.model()).sweep_once()
    with session_scope(engine) as s:
        newest = s.execute(
            text("SELECT id FROM user_memory WHERE \"userId\" = :u AND status = 'deleted'"),
            {"u": user},
        ).scalar_one()
        hard_delete_memory(s, newest, actor=ADMIN, reason="user asked", hmac_key=b"k")
    run_id = run_shadow(engine, sweep_env, ShadowSample(conversation_ids=convs[2:]))
    with session_scope(engine) as s:
        start = s.get(ShadowRun, run_id).sample["start"]  # type: ignore[union-attr]
    assert start["partial_users"] == [str(user)]


def test_a_control_run_on_a_generated_history_reproduces_production(
    engine: Engine, sweep_env: Settings
) -> None:
    """200 conversations with updates and forgets: the control (production's settings) equals
    the production replay and production's own rows; MAX_NEW=1 differs, explained by its
    rejections."""
    made = history.generate(engine)
    report = build_sweeper(engine, sweep_env, history.model()).sweep_once()
    assert report.errors == 0 and len(report.outcomes) == 200
    before = production_checksum(engine)
    sample = ShadowSample(user_ids=made.users, limit=1000)
    control = run_shadow(engine, sweep_env, sample)
    stricter = run_shadow(engine, sweep_env, sample, ShadowVariant(max_new_per_conversation=1))
    assert production_checksum(engine) == before
    with session_scope(engine) as s:
        vs_replay = compare(s, control)
        vs_rows = compare(s, control, PRODUCTION_ROWS)
        strict = compare(s, stricter)
    for result in (vs_replay, vs_rows):
        assert (result.totals["added"], result.totals["missing"], result.totals["changed"]) == (
            0,
            0,
            0,
        ), result.totals
        assert result.totals["same"] > 50
    assert vs_replay.decisions == {
        k: {"left": v["left"], "right": v["left"]} for k, v in vs_replay.decisions.items()
    }
    assert vs_replay.decisions["forget"]["left"] > 0
    assert vs_replay.decisions["update"]["left"] > 0
    # The stricter variant writes nothing from a conversation that sets two topics at once.
    assert strict.by_reason["too_many_new"]["left"] > 0
    assert strict.by_reason["too_many_new"]["right"] == 0
    assert strict.totals["missing"] + strict.totals["changed"] > 0
    explained = {str(d.user_id) for d in strict.users if d.rejected_left.get("too_many_new")}
    assert all(
        str(d.user_id) in explained for d in strict.users if d.missing or d.changed or d.added
    )
    assert (strict.writes_per_conversation["left"] or 0) < (
        strict.writes_per_conversation["right"] or 0
    )


def test_a_control_run_on_the_demo_data_reproduces_production(
    engine: Engine, settings: Settings
) -> None:
    bootstrap.seed(engine, settings)
    before = production_checksum(engine)
    with session_scope(engine) as s:
        run_id = start_run(s, "control", ShadowVariant(), ShadowSample(limit=10_000), ADMIN)
    assert execute_run(engine, run_id, settings).status == "done"
    assert production_checksum(engine) == before
    with session_scope(engine) as s:
        vs_replay = compare(s, run_id)
        vs_rows = compare(s, run_id, PRODUCTION_ROWS)
    for result in (vs_replay, vs_rows):
        moved = (result.totals["added"], result.totals["missing"], result.totals["changed"])
        assert moved == (0, 0, 0), [d for d in result.users if d.added or d.missing or d.changed]
        assert result.totals["same"] >= 10
    assert all(v["left"] == v["right"] for v in vs_replay.decisions.values())
    assert vs_replay.decisions["update"]["left"] > 0 and vs_replay.decisions["forget"]["left"] > 0
    # The demo's rejected conversations (a secret, an identifier, another person) are rejected
    # alike on both sides, for the same reasons production's audit gives.
    with engine.connect() as conn:
        audited = dict(
            conn.execute(
                text(
                    "SELECT reason, count(*) FROM ai_engine_audit_log WHERE action = 'rejected' "
                    "GROUP BY reason"
                )
            ).all()
        )
    assert audited
    assert {k: v["left"] for k, v in vs_replay.by_reason.items()} == audited
    assert all(v["left"] == v["right"] for v in vs_replay.by_reason.values())


def test_compare_with_another_run_and_as_csv(
    engine: Engine, settings: Settings, make_conversation: MakeConversation
) -> None:
    user = uuid.uuid4()
    three_steps(make_conversation, user)

    def never_forgets(t: Transcript) -> str:
        ops = json.loads(history.reply(t))["operations"]
        return json.dumps({"operations": [o for o in ops if o["op"] != "forget"]})

    sample = ShadowSample(user_ids=[user])
    first = run_shadow(engine, settings, sample)
    second = run_shadow(engine, settings, sample, provider=ScriptedProvider.of(never_forgets))
    with session_scope(engine) as s:
        vs_run = compare(s, second, str(first))
    [d] = vs_run.users
    assert [c.left for c in d.added] == ["Prefers a casual tone for tone."]
    assert d.decided_left.get("forget", 0) == 0 and d.decided_right["forget"] == 1
    csv_text = comparison_csv(vs_run)
    assert csv_text.splitlines()[0] == "user_id,kind,key_or_reason,category,left,right,count"
    assert f"{user},decided_right,forget,,,,1" in csv_text


def test_recall_preview_asks_the_real_recall_service_of_each_side(
    engine: Engine, settings: Settings, make_conversation: MakeConversation
) -> None:
    user = uuid.uuid4()
    three_steps(make_conversation, user)  # set, change, forget the tone
    make_conversation([("user", "For units, I prefer metric units.")], user=user, minutes_ago=35)

    def keeps_the_tone(t: Transcript) -> str:
        ops = json.loads(history.reply(t))["operations"]
        return json.dumps({"operations": [o for o in ops if o["op"] != "forget"]})

    run_id = run_shadow(
        engine,
        settings,
        ShadowSample(user_ids=[user]),
        provider=ScriptedProvider.of(keeps_the_tone),
    )
    with session_scope(engine) as s:
        left, right = side_of(s, run_id, "variant"), side_of(s, run_id, "production")
        rows = side_of(s, run_id, PRODUCTION_ROWS)
    question = "Which tone and units should you use?"
    seen = recall_preview(engine, settings, EMBEDDER, left, user, question)
    assert seen.kind == "block" and seen.message is not None
    assert sorted(m.text for m in seen.memories) == [
        "Prefers a casual tone for tone.",
        "Prefers metric units for units.",
    ]
    assert "- (communication_preference) Prefers a casual tone for tone." in seen.message
    # production's replay forgot the tone
    other = recall_preview(engine, settings, EMBEDDER, right, user, question)
    assert [m.text for m in other.memories] == ["Prefers metric units for units."]
    # production itself holds nothing for this user (no sweeper ran): no memory in its block
    assert recall_preview(engine, settings, EMBEDDER, rows, user, question).memories == []
    # each preview's side engine goes with its reader: nothing piles up in a long-lived console
    gc.collect()
    readers = len(db_engine._READERS)
    for _ in range(3):
        recall_preview(engine, settings, EMBEDDER, left, user, question)
    gc.collect()
    assert len(db_engine._READERS) == readers


def test_deleting_a_run_drops_its_replays_and_erasure_reaches_every_side(
    engine: Engine, settings: Settings, make_conversation: MakeConversation
) -> None:
    user = uuid.uuid4()
    three_steps(make_conversation, user)
    keep = run_shadow(engine, settings, ShadowSample(user_ids=[user]))
    drop = run_shadow(engine, settings, ShadowSample(user_ids=[user]))
    with session_scope(engine) as s:
        assert delete_run(s, drop, ADMIN) == "trial"
        schemas = side_schemas(s.connection())
    assert shadow_schema(keep, "variant") in schemas
    assert not any(drop.hex in name for name in schemas)
    with session_scope(engine) as s:
        hard_delete_user(s, user, actor=ADMIN, reason="erasure request")
    assert side_rows(engine, keep, "variant") == side_rows(engine, keep, "production") == []


def test_bad_runs_are_refused_with_the_fix(engine: Engine, settings: Settings) -> None:
    with session_scope(engine) as s, pytest.raises(InvalidInput, match="widen the users"):
        start_run(s, "empty", ShadowVariant(), ShadowSample(user_ids=[uuid.uuid4()]), ADMIN)
    with session_scope(engine) as s, pytest.raises(InvalidInput, match="needs a name"):
        start_run(s, " ", ShadowVariant(), ShadowSample(), ADMIN)
    with pytest.raises(InvalidInput, match="ingat shadow list"):
        execute_run(engine, uuid.uuid4(), settings)
    with session_scope(engine) as s, pytest.raises(InvalidInput, match="ingat shadow list"):
        compare(s, uuid.uuid4(), "production")
    with pytest.raises(ValueError, match="since must be before until"):
        now = datetime.now(UTC)
        ShadowSample(since=now, until=now)


def test_a_run_without_a_replay_cannot_be_compared(
    engine: Engine, settings: Settings, make_conversation: MakeConversation
) -> None:
    user = uuid.uuid4()
    make_conversation([("user", "For tone, I prefer a formal tone.")], user=user)
    with session_scope(engine) as s:
        pending = start_run(s, "later", ShadowVariant(), ShadowSample(user_ids=[user]), ADMIN)
    with session_scope(engine) as s, pytest.raises(InvalidInput, match="start the run again"):
        compare(s, pending)
    done = run_shadow(engine, settings, ShadowSample(user_ids=[user]))
    with session_scope(engine) as s, pytest.raises(InvalidInput, match="is not a side"):
        compare(s, done, "nope")


def test_only_admins_start_and_delete_shadow_runs(engine: Engine) -> None:
    from core.errors import PermissionDenied

    reviewer = Actor(type=ActorType.reviewer, id="r@example.org", role=Role.reviewer)
    with session_scope(engine) as s, pytest.raises(PermissionDenied, match="ADMINS"):
        start_run(s, "x", ShadowVariant(), ShadowSample(), reviewer)
    with session_scope(engine) as s, pytest.raises(PermissionDenied, match="ADMINS"):
        delete_run(s, uuid.uuid4(), reviewer)


def test_a_finished_run_cannot_run_again(
    engine: Engine, settings: Settings, make_conversation: MakeConversation
) -> None:
    user = uuid.uuid4()
    make_conversation([("user", "For tone, I prefer a formal tone.")], user=user)
    run_id = run_shadow(engine, settings, ShadowSample(user_ids=[user]))
    with pytest.raises(InvalidInput, match="is done; start a new run"):
        execute_run(engine, run_id, settings, provider=history.model())


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


def test_a_crash_mid_run_marks_the_run_failed_and_touches_no_production_row(
    engine: Engine, settings: Settings, make_conversation: MakeConversation
) -> None:
    user = uuid.uuid4()
    three_steps(make_conversation, user)
    before = production_checksum(engine)
    calls = {"n": 0}

    def crash_on_second(t: Transcript) -> str:
        calls["n"] += 1
        if calls["n"] == 2:
            raise RuntimeError("boom")
        return history.reply(t)

    with session_scope(engine) as s:
        run_id = start_run(s, "crash", ShadowVariant(), ShadowSample(user_ids=[user]), ADMIN)
    with pytest.raises(RuntimeError, match="boom"):
        execute_run(engine, run_id, settings, provider=ScriptedProvider.of(crash_on_second))
    with session_scope(engine) as s:
        run = s.get(ShadowRun, run_id)
        assert run is not None and run.status == "failed" and run.finished_at is not None
        assert run.conversations_done == 1
        with pytest.raises(InvalidInput, match="is failed"):
            compare(s, run_id)
    # the first conversation's memory, nothing half-written
    assert side_rows(engine, run_id, "variant") == [("active", "Prefers a formal tone for tone.")]
    assert production_checksum(engine) == before


def test_a_variant_that_cannot_run_leaves_the_run_pending(
    engine: Engine, settings: Settings, make_conversation: MakeConversation
) -> None:
    user = uuid.uuid4()
    make_conversation([("user", "For tone, I prefer a formal tone.")], user=user)
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
