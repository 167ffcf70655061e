"""The strategy registry is the one list: settings accept exactly its names, recall runs each one."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import pytest
from sqlalchemy import Engine

from core.config.settings import MemorySettings, Settings
from core.embeddings.hashing import HashingEmbedder
from core.errors import InvalidInput
from core.recall.service import recall
from core.recall.strategies import STRATEGIES, RankQuery
from tests.builders import remember
from tests.choices import assert_setting_takes_exactly

NOW = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
EMB = HashingEmbedder(384)


def test_the_registered_names_are_the_spec_strategies_with_the_default_first() -> None:
    assert STRATEGIES.names == ("semantic", "rules", "hybrid")
    assert MemorySettings().recall_strategy == STRATEGIES.names[0]


def test_settings_take_exactly_the_registered_strategies(monkeypatch: pytest.MonkeyPatch) -> None:
    assert_setting_takes_exactly(
        monkeypatch,
        "ACEH_RAG_MEMORY__RECALL_STRATEGY",
        STRATEGIES,
        lambda s: s.memory.recall_strategy,
        unknown="vector",
    )


def test_the_settings_doc_describes_every_strategy() -> None:
    description = MemorySettings.model_fields["recall_strategy"].description or ""
    assert all(name in description for name in STRATEGIES.names), description


@pytest.mark.parametrize("name", STRATEGIES.names)
def test_every_registered_strategy_runs_through_recall(name: str, engine: Engine) -> None:
    user = uuid.uuid4()
    wanted = remember(
        engine,
        user,
        "Prefers short answers.",
        tags=["short answers"],
        subject="answer length",
        now=NOW,
    )
    remember(engine, user, "Works on tax regulation.", category="project_context", now=NOW)
    settings = Settings(memory=MemorySettings(enabled=True))
    result = recall(engine, settings, EMB, user, "short answers please", now=NOW, strategy=name)
    assert result.kind == "block" and result.strategy == name
    assert result.memories[0].id == wanted
    # recall keeps the registered ranking's order (then cuts to top-k and the budget)
    ranked = STRATEGIES.get(name).rank(
        RankQuery(engine, EMB, user, "short answers please", NOW, settings.memory)
    )
    assert ranked.has_any
    assert result.memory_ids == [c.id for c in ranked.candidates][: len(result.memories)]


def test_recall_refuses_an_unregistered_strategy_instead_of_guessing(engine: Engine) -> None:
    settings = Settings(memory=MemorySettings(enabled=True))
    with pytest.raises(
        InvalidInput, match="unknown strategy 'vector'; use semantic, rules or hybrid"
    ):
        recall(engine, settings, EMB, uuid.uuid4(), "anything", now=NOW, strategy="vector")
