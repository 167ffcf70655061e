"""Build a sweeper from settings (provider, prompt, embedder, audit key)."""

from __future__ import annotations

from sqlalchemy import Engine

from core.config.settings import Settings
from core.consolidation.factory import consolidators
from core.llm.base import ExtractionProvider
from core.sweeper.sweeper import Sweeper


def build_sweeper(
    engine: Engine, settings: Settings, provider: ExtractionProvider | None = None
) -> Sweeper:
    """A sweeper wired from settings; ``provider`` overrides the configured one."""
    return Sweeper(engine, settings, consolidators(engine, settings, provider=provider))
