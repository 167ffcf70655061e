"""Build a sweeper from settings (provider, prompt, embedder, audit key)."""

from __future__ import annotations

from sqlalchemy import Engine

from core.audit import hmac_key
from core.config.settings import Settings
from core.consolidation.consolidator import Consolidator
from core.consolidation.factory import build_consolidator
from core.consolidation.progress import ProgressKeys
from core.embeddings.providers import build_embedder
from core.llm.base import ExtractionProvider
from core.llm.providers import build_provider
from core.prompts.loader import load_prompt
from core.sweeper.sweeper import Sweeper


def build_sweeper(
    engine: Engine, settings: Settings, provider: ExtractionProvider | None = None
) -> Sweeper:
    """A sweeper wired from settings; ``provider`` overrides the configured one."""
    # Built once, shared by the unscoped and the scoped sweeper's consolidators.
    chosen = provider or build_provider(settings)
    prompt = load_prompt("extraction", settings)
    embedder = build_embedder(settings.embedding, settings.llm)
    key = hmac_key(settings)

    def consolidator(keys: ProgressKeys) -> Consolidator:
        return build_consolidator(
            engine,
            settings,
            provider=chosen,
            prompt=prompt,
            embedder=embedder,
            hmac_key=key,
            keys=keys,
        )

    return Sweeper(engine, settings, consolidator)
