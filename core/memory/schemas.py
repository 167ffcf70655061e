"""Pydantic models at the store's boundary: validated operations on one user's memories.

These carry resolved UUIDs. The model-facing reply contract (short ids M1…, message labels) is
parsed and gated before it becomes these operations.
"""

from __future__ import annotations

import uuid
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from core.db.models import MemoryCategory, MemoryType, type_of_category

Polarity = Literal["prefer", "avoid", "neutral"]
Stability = Literal["stable", "temporary", "speculative"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Identity(_Strict):
    """What a memory is about (seed 001): the stable key is built from subject and facet."""

    subject: str = Field(min_length=1, max_length=200)
    facet: str | None = Field(None, max_length=200)
    polarity: Polarity | None = None


class MemoryDraft(_Strict):
    """The content of a memory to add, or to replace an existing one with."""

    category: MemoryCategory
    text: str = Field(min_length=1)
    language: str = Field("und", min_length=2, max_length=16)
    tags: list[str] = Field(default_factory=list, max_length=8)
    confidence: float = Field(1.0, ge=0, le=1)
    importance: float = Field(0.5, ge=0, le=1)
    stability: Stability = "stable"
    identity: Identity
    source_message_ids: list[uuid.UUID] = Field(default_factory=list)

    @property
    def type(self) -> MemoryType:
        """preference or fact, derived from the category."""
        return type_of_category(self.category)


class AddOperation(_Strict):
    """Add a new memory (or update the active one with the same stable key)."""

    op: Literal["add"] = "add"
    memory: MemoryDraft


class UpdateOperation(_Strict):
    """Replace an active memory: the old row becomes superseded, a new row points to it."""

    op: Literal["update"] = "update"
    memory_id: uuid.UUID
    memory: MemoryDraft


class ForgetOperation(_Strict):
    """Close an active memory (status deleted); its text stays until a hard delete (seed 000)."""

    op: Literal["forget"] = "forget"
    memory_id: uuid.UUID
    reason: str = ""
    source_message_ids: list[uuid.UUID] = Field(default_factory=list)


Operation = Annotated[AddOperation | UpdateOperation | ForgetOperation, Field(discriminator="op")]


class WriteResult(BaseModel):
    """What one store call did, by memory id."""

    added: list[uuid.UUID] = Field(default_factory=list)
    updated: list[uuid.UUID] = Field(default_factory=list)
    superseded: list[uuid.UUID] = Field(default_factory=list)
    forgotten: list[uuid.UUID] = Field(default_factory=list)
    duplicates: int = 0
    gone: int = 0
    """Updates and forgets dropped because their memory was no longer active (``memory_gone``)."""
