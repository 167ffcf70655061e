"""The one way to build a :class:`Consolidator` from settings.

The sweeper, the demo seed, the Playground, shadow runs and the eval harness all write through a
Consolidator; each passes only what it chooses itself (a scripted provider, a fixed prompt, the
test embedder, an audit key) and takes the configured part for the rest. Where it writes is the
engine's: production's tables, or a side schema (:func:`core.db.side_schema.side_engine`).
"""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import Engine

from core.audit import hmac_key as configured_key
from core.config.settings import Settings
from core.consolidation.consolidator import Consolidator
from core.consolidation.progress import UNSCOPED, ProgressKeys
from core.embeddings.base import Embedder
from core.embeddings.providers import build_embedder
from core.llm.base import ExtractionProvider
from core.llm.providers import build_provider
from core.prompts.loader import Prompt, load_prompt


def build_consolidator(
    engine: Engine,
    settings: Settings,
    *,
    provider: ExtractionProvider | None = None,
    prompt: Prompt | None = None,
    embedder: Embedder | None = None,
    hmac_key: bytes | None = None,
    keys: ProgressKeys = UNSCOPED,
) -> Consolidator:
    """A Consolidator writing through ``engine``; every part not given comes from ``settings``."""
    parts = consolidators(
        engine, settings, provider=provider, prompt=prompt, embedder=embedder, hmac_key=hmac_key
    )
    return parts(keys)


def consolidators(
    engine: Engine,
    settings: Settings,
    *,
    provider: ExtractionProvider | None = None,
    prompt: Prompt | None = None,
    embedder: Embedder | None = None,
    hmac_key: bytes | None = None,
) -> Callable[[ProgressKeys], Consolidator]:
    """What a :class:`~core.sweeper.sweeper.Sweeper` takes: a Consolidator per kind of progress
    keys (unscoped, scoped), sharing one provider, prompt, embedder and key built once here."""
    shared_provider = provider or build_provider(settings)
    shared_prompt = prompt or load_prompt("extraction", settings)
    shared_embedder = embedder or build_embedder(settings.embedding, settings.llm)
    key = configured_key(settings) if hmac_key is None else hmac_key

    def build(keys: ProgressKeys) -> Consolidator:
        return Consolidator(
            engine, settings, shared_provider, shared_prompt, shared_embedder, key, keys
        )

    return build
