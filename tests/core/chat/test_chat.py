"""One chat turn on the real database: window, one memory block, judge, persisted metadata."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from sqlalchemy import Engine, select

from core.chat.models import OpenAIAnswerModel, ScriptedAnswerModel
from core.chat.service import chat
from core.config.settings import EmbeddingSettings, LLMSettings, MemorySettings, Settings
from core.db.engine import session_scope
from core.db.models import Message
from core.embeddings import build_embedder
from core.embeddings.hashing import HashingEmbedder
from core.judge.judges import RulesJudge
from tests.builders import remember
from tests.fake_openai import Behaviour, serve

EMB = HashingEmbedder(384)
# The judge with the default embedder and its fitted calibration (the judge needs no database).
JUDGE_EMB = build_embedder(EmbeddingSettings(provider="e5-small"))


def settings(**memory: Any) -> Settings:
    return Settings(memory=MemorySettings(enabled=True, **memory))


def test_turn_with_memory_block_judge_and_metadata(engine: Engine) -> None:
    user = uuid.uuid4()
    mid = remember(engine, user, "Prefers short answers in Indonesian.", subject="answer language")
    model = ScriptedAnswerModel(
        [
            "You prefer short answers in Indonesian. You do not like short answers in Indonesian. Here is the answer."
        ]
    )
    turn = chat(
        engine,
        settings(),
        EMB,
        model,
        RulesJudge(JUDGE_EMB),
        user_id=user,
        question="Explain consent briefly, in Indonesian please.",
        principal_verified=True,
    )
    sent = model.calls[0]
    systems = [m for m in sent if m["role"] == "system"]
    assert len(systems) == 2 and "Prefers short answers in Indonesian." in systems[1]["content"]
    assert "latest user message wins" in systems[1]["content"]
    assert sent[-1] == {"role": "user", "content": "Explain consent briefly, in Indonesian please."}
    assert turn.claim_map == [{"sentence": 0, "kind": "memory", "memoryId": str(mid)}]
    assert "do not like" not in turn.shown and turn.rejected_sentences == 1
    with session_scope(engine) as s:
        q = s.get(Message, turn.user_message_id)
        a = s.get(Message, turn.assistant_message_id)
        assert q is not None and a is not None
        assert q.meta == {"author_id": str(user), "principal_verified": True}
        assert a.meta["memory_ids"] == [str(mid)] and a.meta["claim_map"] == turn.claim_map
        assert a.meta["policy_passed"] is True and a.source_citations == []
        assert a.content == turn.shown


def test_window_is_the_last_messages(engine: Engine) -> None:
    user = uuid.uuid4()
    model = ScriptedAnswerModel([lambda msgs: f"answer {len(msgs)}"])
    first = chat(
        engine,
        settings(window_messages=3),
        EMB,
        model,
        RulesJudge(JUDGE_EMB),
        user_id=user,
        question="q0",
    )
    for i in range(1, 4):
        chat(
            engine,
            settings(window_messages=3),
            EMB,
            model,
            RulesJudge(JUDGE_EMB),
            user_id=user,
            question=f"q{i}",
            conversation_id=first.conversation_id,
        )
    last = model.calls[-1]
    history = [m["content"] for m in last if m["role"] != "system"]
    assert len(history) == 4 and history[-1] == "q3"  # 3 windowed messages + the question
    with session_scope(engine) as s:
        count = len(
            list(
                s.execute(
                    select(Message).where(Message.conversation_id == first.conversation_id)
                ).scalars()
            )
        )
    assert count == 8


def test_no_memories_note_and_reading_off(engine: Engine) -> None:
    model = ScriptedAnswerModel(["Nothing is saved yet."])
    chat(
        engine,
        settings(),
        EMB,
        model,
        RulesJudge(JUDGE_EMB),
        user_id=uuid.uuid4(),
        question="What do you remember about me?",
    )
    assert any(
        "nothing is saved yet" in m["content"] for m in model.calls[0] if m["role"] == "system"
    )
    off = ScriptedAnswerModel(["ok"])
    chat(
        engine,
        settings(read_enabled=False),
        EMB,
        off,
        RulesJudge(JUDGE_EMB),
        user_id=uuid.uuid4(),
        question="hi",
    )
    assert [m["role"] for m in off.calls[0]] == ["system", "user"]


def test_openai_answer_model_through_the_sdk() -> None:
    with serve(Behaviour(content="Halo!")) as fake:
        reply = OpenAIAnswerModel(LLMSettings(base_url=fake.base_url, model="chat-m")).respond(
            [{"role": "user", "content": "hi"}]
        )
    assert reply == "Halo!" and fake.requests[0]["body"]["model"] == "chat-m"


def test_unknown_conversation_is_not_found(engine: Engine) -> None:
    from core.errors import NotFound

    with pytest.raises(NotFound):
        chat(
            engine,
            settings(),
            EMB,
            ScriptedAnswerModel(["x"]),
            RulesJudge(JUDGE_EMB),
            user_id=uuid.uuid4(),
            question="hi",
            conversation_id=uuid.uuid4(),
        )
