"""The recall strategies (SPEC §7): their names and, per name, the function that ranks.

``semantic`` (seed 000) is one SQL query with pgvector; ``rules`` (seed 001) scores structured
anchors over all active rows; ``hybrid`` fuses both by reciprocal rank over one query's rows.
Settings (RECALL_STRATEGY), the CLI, the console and the eval harness take the names from
:data:`STRATEGIES`. ``core.config.settings`` imports this module for :data:`StrategyName`, so the
rankers import the database code when they first run, not at import time (it imports settings).
"""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Literal

from core.registry import Registry

if TYPE_CHECKING:
    from sqlalchemy import Engine

    from core.config.settings import MemorySettings
    from core.embeddings.base import Embedder
    from core.recall.candidates import Candidate

StrategyName = Literal["semantic", "rules", "hybrid"]
RRF_K = 60


@dataclass(frozen=True)
class RankQuery:
    """One question to rank a user's active memories for."""

    engine: Engine
    embedder: Embedder
    user_id: uuid.UUID
    text: str
    now: datetime
    memory: MemorySettings


@dataclass(frozen=True)
class Ranked:
    """The candidates in rank order, and whether the user has any active memory at all."""

    candidates: Sequence[Candidate]
    has_any: bool


@dataclass(frozen=True)
class RecallStrategy:
    """One registered strategy."""

    name: StrategyName
    note: str
    rank: Callable[[RankQuery], Ranked]


def fuse(
    semantic_ranked: Sequence[Candidate], rules_ranked: Sequence[Candidate]
) -> list[Candidate]:
    """Reciprocal rank fusion of the two rankings (ties: semantic order)."""
    scores: dict[uuid.UUID, float] = {}
    by_id: dict[uuid.UUID, Candidate] = {}
    for ranking in (semantic_ranked, rules_ranked):
        for rank, cand in enumerate(ranking, start=1):
            scores[cand.id] = scores.get(cand.id, 0.0) + 1.0 / (RRF_K + rank)
            by_id.setdefault(cand.id, cand)
    order = {c.id: i for i, c in enumerate(semantic_ranked)}
    ids = sorted(scores, key=lambda i: (-scores[i], order.get(i, len(order))))
    return [dataclasses.replace(by_id[i], score=scores[i]) for i in ids]


def _semantic(q: RankQuery) -> Ranked:
    from core.recall.candidates import semantic

    vector = q.embedder.embed_query([q.text])[0]
    ranked = semantic(
        q.engine, q.user_id, vector, q.now, q.memory, q.memory.recall_top_k, q.embedder.space
    )
    return Ranked(ranked, bool(ranked))


def _rules(q: RankQuery) -> Ranked:
    from core.recall import rules_rank
    from core.recall.candidates import all_active

    rows = all_active(q.engine, q.user_id)
    return Ranked(rules_rank.rank(rows, q.text), bool(rows))


def _hybrid(q: RankQuery) -> Ranked:
    from core.recall import rules_rank
    from core.recall.candidates import semantic_tagged

    vector = q.embedder.embed_query([q.text])[0]
    k = max(q.memory.max_active_per_user, 50)
    tagged = semantic_tagged(q.engine, q.user_id, vector, q.now, q.memory, k, q.embedder.space)
    return Ranked(fuse(tagged, rules_rank.rank(tagged, q.text)), bool(tagged))


STRATEGIES: Registry[StrategyName, RecallStrategy] = Registry(
    "strategy",
    StrategyName,
    (
        RecallStrategy("semantic", "pgvector", _semantic),
        RecallStrategy("rules", "seed 001", _rules),
        RecallStrategy("hybrid", "", _hybrid),
    ),
)
