"""The relevance term calibrated to the embedding model, in the real recall statement (e5-small)."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import Engine

from core.config.settings import EmbeddingSettings, MemorySettings, Settings
from core.db.engine import session_scope
from core.db.models import MemoryCategory
from core.embeddings import build_embedder
from core.embeddings.base import Embedder
from core.memory.schemas import AddOperation, Identity, MemoryDraft
from core.memory.store import MemoryWriter
from core.recall.service import recall

NOW = datetime(2026, 6, 1, tzinfo=UTC)
# Old, unimportant, relevant; then newer, more important memories about other things.
RELEVANT = ("Keeps a vegetarian diet.", 0.3, 200)
DISTRACTORS = [
    ("Works night shifts at a logistics company.", 0.9, 1),
    ("Wants answers in bullet points.", 0.85, 2),
    ("Is preparing for a marathon in October.", 0.8, 3),
    ("Uses a Linux laptop for all work.", 0.9, 0),
    ("Prefers meetings before ten in the morning.", 0.75, 5),
    ("Is learning Japanese on weekends.", 0.8, 4),
]
# The same question in the three languages; the memories are in English.
QUESTIONS = [
    "What should I cook for dinner tonight?",
    "Resep apa yang cocok untuk makan malam nanti?",
    "今晚做什么菜好？",
]


def store(engine: Engine, embedder: Embedder) -> uuid.UUID:
    user = uuid.uuid4()
    with session_scope(engine) as s:
        for text, importance, age in [RELEVANT, *DISTRACTORS]:
            MemoryWriter(
                s,
                user_id=user,
                conversation_id=None,
                embedder=embedder,
                hmac_key=b"k",
                extractor_version="test",
                now=NOW - timedelta(days=age),
            ).apply(
                [
                    AddOperation(
                        memory=MemoryDraft(
                            category=MemoryCategory.user_preference,
                            text=text,
                            language="en",
                            importance=importance,
                            identity=Identity(subject=text, polarity="prefer"),
                        )
                    )
                ]
            )
    return user


@pytest.mark.parametrize("question", QUESTIONS)
def test_the_calibrated_relevance_lets_meaning_beat_importance_and_recency(
    engine: Engine, question: str
) -> None:
    calibrated = build_embedder(EmbeddingSettings(provider="e5-small"))
    user = store(engine, calibrated)
    settings = Settings(memory=MemorySettings(enabled=True))
    ranked = recall(engine, settings, calibrated, user, question, now=NOW).memories
    assert ranked[0].text == RELEVANT[0]
    # The same vectors with cosines as they are: the narrow band of e5 lets the newest, most
    # important memories push the relevant one down.
    as_is = build_embedder(EmbeddingSettings(provider="e5-small", relevance_band=1.0))
    plain = recall(engine, settings, as_is, user, question, now=NOW).memories
    assert RELEVANT[0] not in [m.text for m in plain[:3]]
