"""The sweeper's progress keys in a conversation's metadata; light: no model, gate or store code.

``through`` is the newest message time already consolidated; ``failures`` counts the failed
extractions since. A scoped sweeper (SUBJECT_ALLOWLIST) keeps its own pair of keys.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any


@dataclass(frozen=True)
class ProgressKeys:
    """The metadata keys of one sweeper kind (the scoped sweeper has its own pair)."""

    through: str = "memory_consolidated_through"
    failures: str = "memory_extraction_failures"


UNSCOPED = ProgressKeys()
SCOPED = ProgressKeys("memory_scoped_consolidated_through", "memory_scoped_extraction_failures")


def progress_of(meta: dict[str, Any] | None, keys: ProgressKeys) -> datetime | None:
    """The progress key in a conversation's metadata, parsed."""
    value = (meta or {}).get(keys.through)
    return datetime.fromisoformat(value) if value else None
