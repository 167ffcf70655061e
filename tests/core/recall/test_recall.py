"""Recall (SPEC §7) on the real database: the formula, one query, budgets, and what never appears."""

from __future__ import annotations

import logging
import math
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import Engine, event, text

from core.config.settings import MemorySettings, Settings
from core.db.engine import engine_for, reader_for, session_scope
from core.db.models import MemoryCategory
from core.embeddings.hashing import HashingEmbedder
from core.memory.schemas import (
    ForgetOperation,
    Identity,
    MemoryDraft,
    UpdateOperation,
)
from core.recall.service import recall
from core.recall.strategies import STRATEGIES
from tests.builders import remember, writer
from tests.conftest import terminate_reader_connections

NOW = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
EMB = HashingEmbedder(384)


def settings(**memory: Any) -> Settings:
    return Settings(memory=MemorySettings(enabled=True, **memory))


def add(
    engine: Engine,
    user: uuid.UUID,
    text_: str,
    *,
    category: str = "communication_preference",
    tags: list[str] | None = None,
    subject: str | None = None,
    importance: float = 0.5,
    age_days: float = 0,
    language: str = "en",
) -> uuid.UUID:
    return remember(
        engine,
        user,
        text_,
        category=category,
        tags=tags,
        subject=subject,
        importance=importance,
        language=language,
        now=NOW - timedelta(days=age_days),
    )


def cosine(query: str, text_: str) -> float:
    [q], [m] = EMB.embed_query([query]), EMB.embed([text_])
    return sum(a * b for a, b in zip(q, m, strict=True))


def expected_score(
    query: str, text_: str, importance: float, age_days: float, s: MemorySettings, best: float
) -> float:
    """Seed 000's formula with the relevance calibrated to the best match (EmbeddingSpace)."""
    relevance = min(max(1 - (best - cosine(query, text_)) / EMB.space.relevance_band, 0), 1)
    return (
        s.weight_relevance * relevance
        + s.weight_recency * 0.5 ** (age_days / s.recency_half_life_days)
        + s.weight_importance * importance
    )


def test_semantic_ranking_is_the_formula(engine: Engine) -> None:
    user = uuid.uuid4()
    rows = [
        ("Prefers short answers in Indonesian.", 0.9, 60.0),
        ("Works on banking regulation in Jakarta.", 0.2, 0.0),
        ("Likes tables for comparisons.", 0.5, 15.0),
    ]
    for t, imp, age in rows:
        add(engine, user, t, importance=imp, age_days=age, subject=t[:12])
    st = settings(
        weight_relevance=1.0, weight_recency=0.3, weight_importance=0.5, recency_half_life_days=30
    )
    query = "Please answer short, in Indonesian"
    result = recall(engine, st, EMB, user, query, now=NOW)
    best = max(cosine(query, t) for t, _, _ in rows)
    want = sorted(
        ((expected_score(query, t, imp, age, st.memory, best), t) for t, imp, age in rows),
        reverse=True,
    )
    assert [m.text for m in result.memories] == [t for _, t in want]
    for got, (score, _) in zip(result.memories, want, strict=True):
        assert math.isclose(got.score, score, abs_tol=1e-4)
    # Hand check of the recency term alone: 60 days at a 30-day half-life is a quarter.
    assert math.isclose(0.5 ** (60 / 30), 0.25)


def test_weights_change_the_order(engine: Engine) -> None:
    user = uuid.uuid4()
    add(engine, user, "Prefers short answers.", importance=0.1, age_days=0, subject="a")
    add(engine, user, "Likes maps of Java.", importance=1.0, age_days=0, subject="b")
    relevance = recall(engine, settings(weight_importance=0.0), EMB, user, "short answers", now=NOW)
    importance = recall(
        engine,
        settings(weight_relevance=0.0, weight_importance=1.0),
        EMB,
        user,
        "short answers",
        now=NOW,
    )
    assert relevance.memories[0].text == "Prefers short answers."
    assert importance.memories[0].text == "Likes maps of Java."


@pytest.mark.parametrize("strategy", ["semantic", "rules"])
def test_recall_is_one_round_trip_per_question(
    engine: Engine, tmp_path: Any, strategy: str
) -> None:
    """On the wire (libpq's protocol trace): one Bind…Sync per question, no Parse, no ping, no BEGIN."""
    user = uuid.uuid4()
    for i in range(5):
        add(engine, user, f"Preference number {i}.", subject=f"s{i}")
    st = settings(recall_strategy=strategy)
    assert recall(engine, st, EMB, user, "preference", now=NOW).kind == "block"  # warm: prepare
    trace = tmp_path / "libpq.trace"
    reader = reader_for(engine)
    with trace.open("w") as sink:

        def start(dbapi_connection: Any, *_: Any) -> None:
            dbapi_connection.pgconn.trace(sink.fileno())

        event.listen(reader, "checkout", start)
        try:
            for _ in range(3):
                assert recall(engine, st, EMB, user, "preference", now=NOW).kind == "block"
        finally:
            event.remove(reader, "checkout", start)
            with reader.connect() as conn:
                conn.connection.driver_connection.pgconn.untrace()
    sent = [line.split("\t") for line in trace.read_text().splitlines()]
    kinds = [fields[3] for fields in sent if len(fields) > 3 and fields[1] == "F"]
    assert kinds == ["Bind", "Describe", "Execute", "Sync"] * 3


def test_connections_killed_in_the_pool_cost_no_recall(
    engine: Engine, caplog: pytest.LogCaptureFixture
) -> None:
    """The server drops every idle pooled connection (a restart): the next question still recalls."""
    user = uuid.uuid4()
    add(engine, user, "Prefers short answers.")
    assert recall(engine, settings(), EMB, user, "short", now=NOW).kind == "block"
    reader = reader_for(engine)
    with reader.connect() as first, reader.connect() as second:  # two idle ones in the pool
        first.execute(text("SELECT 1"))
        second.execute(text("SELECT 1"))
    assert terminate_reader_connections(engine) == 2
    caplog.set_level(logging.WARNING, logger="ingat.memory")
    again = recall(engine, settings(), EMB, user, "short", now=NOW)
    assert again.kind == "block" and again.memories[0].text == "Prefers short answers."
    assert "memory recall unavailable" not in [r.getMessage() for r in caplog.records]


def test_top_k_and_char_budget(engine: Engine) -> None:
    user = uuid.uuid4()
    for i in range(8):
        add(engine, user, f"Preference {i}: " + "x" * 100, subject=f"s{i}")
    assert (
        len(recall(engine, settings(recall_top_k=3), EMB, user, "preference", now=NOW).memories)
        == 3
    )
    tight = recall(
        engine, settings(recall_top_k=8, recall_max_chars=300), EMB, user, "preference", now=NOW
    )
    lines = [f"- ({m.category}) {m.text}" for m in tight.memories]
    assert sum(len(line) + 1 for line in lines) <= 300 and len(lines) == 2
    assert tight.over_budget == 6


def test_only_active_rows_ever_appear(engine: Engine) -> None:
    user = uuid.uuid4()
    old = add(engine, user, "Prefers long answers.", subject="answer length")
    with session_scope(engine) as s:
        w = writer(s, user)
        w.apply(
            [
                UpdateOperation(
                    memory_id=old,
                    memory=MemoryDraft(
                        category=MemoryCategory.communication_preference,
                        text="Prefers short answers.",
                        identity=Identity(subject="answer length", polarity="prefer"),
                    ),
                )
            ]
        )
    gone = add(engine, user, "Prefers answers in French.", subject="answer language")
    with session_scope(engine) as s:
        writer(s, user).apply([ForgetOperation(memory_id=gone)])
        s.execute(
            text(
                'INSERT INTO user_memory (id, "userId", type, text, "stableKey") '
                f"VALUES ('{uuid.uuid4()}', '{user}', 'reflection', 'Prefers long answers, reflection', 'r')"
            )
        )
    for strategy in STRATEGIES.names:
        result = recall(
            engine, settings(), EMB, user, "long answers in French", now=NOW, strategy=strategy
        )
        assert [m.text for m in result.memories] in ([], ["Prefers short answers."]), strategy


def test_rules_ranking_of_seed_001(engine: Engine) -> None:
    user = uuid.uuid4()
    add(
        engine,
        user,
        "喜欢吃桃子。",
        category="user_preference",
        tags=["桃子", "水果", "吃"],
        subject="桃子",
        language="zh",
    )
    add(
        engine,
        user,
        "技术解释先用大白话，再补充专业说法。",
        tags=["技术解释", "大白话"],
        subject="技术解释",
        language="zh",
    )
    add(
        engine,
        user,
        "持续围绕个人知识库产品做版本规划。",
        category="project_context",
        tags=["版本规划"],
        subject="个人知识库产品",
        language="zh",
    )
    fruit = recall(
        engine, settings(recall_strategy="rules"), EMB, user, "给我推荐几种水果", now=NOW
    )
    assert [m.text for m in fruit.memories] == ["喜欢吃桃子。"]
    assert fruit.memories[0].score == 3.0  # one tag hit
    assert fruit.message is not None and "最新消息为准" in fruit.message
    tech = recall(
        engine,
        settings(recall_strategy="rules"),
        EMB,
        user,
        "解释一下 React useEffect 的技术解释",
        now=NOW,
    )
    assert tech.memories[0].text.startswith("技术解释")
    # A controlled category is not injected on a tag alone without lexical overlap.
    plan = recall(engine, settings(recall_strategy="rules"), EMB, user, "版本规划", now=NOW)
    assert [m.category for m in plan.memories] == ["project_context"]
    none = recall(
        engine, settings(recall_strategy="rules"), EMB, user, "What is the weather?", now=NOW
    )
    assert none.kind == "none" and none.message is None


def test_hybrid_fuses_both(engine: Engine) -> None:
    user = uuid.uuid4()
    add(engine, user, "Prefers tables for comparisons.", tags=["tables"], subject="format")
    add(engine, user, "Works on banking regulation.", category="stable_user_context", subject="job")
    result = recall(
        engine,
        settings(recall_strategy="hybrid"),
        EMB,
        user,
        "compare the two options in tables",
        now=NOW,
    )
    assert result.memories[0].text == "Prefers tables for comparisons."
    assert result.strategy == "hybrid"


def test_hybrid_reads_the_tags_the_semantic_block_does_not_need(engine: Engine) -> None:
    """The semantic statement leaves tags and identity out (the block shows neither); the hybrid
    one must still read them: here a tag is the only thing the question shares with a memory."""
    user = uuid.uuid4()
    add(engine, user, "Enjoys stone fruit in summer.", tags=["peaches"], subject="fruit choice")
    add(engine, user, "Reads recommendations weekly.", subject="reading habit")
    question = "recommend peaches"
    semantic_only = recall(engine, settings(), EMB, user, question, now=NOW)
    assert semantic_only.memories[0].text == "Reads recommendations weekly."
    hybrid = recall(engine, settings(recall_strategy="hybrid"), EMB, user, question, now=NOW)
    assert hybrid.memories[0].text == "Enjoys stone fruit in summer."


def test_no_memories_gets_the_note_in_the_users_language(engine: Engine) -> None:
    for lang, needle in (
        ("en", "nothing is saved yet"),
        ("id", "belum ada yang disimpan"),
        ("zh", "还没有保存"),
    ):
        result = recall(
            engine,
            settings(),
            EMB,
            uuid.uuid4(),
            "what do you remember about me?",
            now=NOW,
            query_language=lang,
        )
        assert result.kind == "note" and result.message is not None and needle in result.message
        assert ("may not be saved yet" in result.message) == (lang == "en")
    off = recall(engine, settings(write_enabled=False), EMB, uuid.uuid4(), "hi", now=NOW)
    assert off.message is not None and "may not be saved yet" not in off.message


@pytest.mark.parametrize(
    "memory",
    [{"enabled": False}, {"read_enabled": False}, {"subject_allowlist": [str(uuid.uuid4())]}],
)
def test_off_switches_give_no_block_and_no_note(engine: Engine, memory: dict[str, Any]) -> None:
    user = uuid.uuid4()
    add(engine, user, "Prefers short answers.")
    st = Settings(memory=MemorySettings(**{"enabled": True, **memory}))
    assert recall(engine, st, EMB, user, "short", now=NOW).kind == "none"


def test_sentinel_subject_gets_nothing(engine: Engine) -> None:
    sentinel = uuid.UUID("00000000-0000-0000-0000-000000000000")
    assert recall(engine, settings(), EMB, sentinel, "hi", now=NOW).kind == "none"


def test_store_failure_is_no_memories_and_a_log_line(
    caplog: pytest.LogCaptureFixture, tmp_path: Any
) -> None:
    broken = engine_for(f"postgresql://nobody@/nowhere?host={tmp_path}")
    caplog.set_level(logging.WARNING, logger="ingat.memory")
    result = recall(broken, settings(), EMB, uuid.uuid4(), "hi", now=NOW)
    assert result.kind == "none" and result.message is None
    assert "memory recall unavailable" in [r.getMessage() for r in caplog.records]


@pytest.mark.parametrize("has_vector_type", [False, True])
def test_a_failing_statement_is_no_memories_and_a_log_line(
    caplog: pytest.LogCaptureFixture, empty_db_url: str, has_vector_type: bool
) -> None:
    """The database answers but the read fails (no pgvector type; no table): recall degrades."""
    broken = engine_for(empty_db_url)
    if has_vector_type:
        with broken.begin() as conn:
            conn.execute(text("CREATE EXTENSION IF NOT EXISTS vector"))
    caplog.set_level(logging.WARNING, logger="ingat.memory")
    result = recall(broken, settings(), EMB, uuid.uuid4(), "hi", now=NOW)
    assert result.kind == "none" and result.message is None
    logged = [r for r in caplog.records if r.getMessage() == "memory recall unavailable"]
    assert [r.__dict__["ingat"]["error"] for r in logged] == [
        "UndefinedTable" if has_vector_type else "SchemaOutOfDate"
    ]
