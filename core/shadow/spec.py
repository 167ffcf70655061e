"""What a shadow run uses (the variant) and what it runs over (the sample)."""

from __future__ import annotations

import uuid
from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field, model_validator

from core.config.settings import Settings
from core.llm.providers import ProviderName


class ShadowVariant(BaseModel):
    """The write-path variant: provider, model, prompt version and gate settings; what it leaves
    unset (None, "") is production's."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    provider: ProviderName | None = None
    model: str = ""
    prompt_version: str = ""
    max_new_per_conversation: int | None = Field(None, ge=0)
    max_chars_per_memory: int | None = Field(None, ge=1)
    max_active_per_user: int | None = Field(None, ge=1)
    min_confidence: float | None = Field(None, ge=0, le=1)

    def apply(self, settings: Settings) -> Settings:
        """The settings this variant runs with (production settings, overridden)."""
        gate_fields = (
            "max_new_per_conversation",
            "max_chars_per_memory",
            "max_active_per_user",
            "min_confidence",
        )
        gates = {k: getattr(self, k) for k in gate_fields if getattr(self, k) is not None}
        memory = settings.memory.model_copy(update=gates)
        llm = settings.llm.model_copy(
            update={
                **({"provider": self.provider} if self.provider else {}),
                **({"model": self.model} if self.model else {}),
            }
        )
        if self.model:
            memory = memory.model_copy(update={"extract_model": self.model})
        return settings.model_copy(update={"memory": memory, "llm": llm})


class ShadowSample(BaseModel):
    """Which conversations: some users', a time window's, or named ones — at most ``limit``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    user_ids: list[uuid.UUID] = Field(default_factory=list)
    conversation_ids: list[uuid.UUID] = Field(default_factory=list)
    since: datetime | None = None
    until: datetime | None = None
    limit: int = Field(200, ge=1, le=100_000)

    @model_validator(mode="after")
    def _window(self) -> ShadowSample:
        if self.since and self.until and self.since >= self.until:
            raise ValueError("since must be before until")
        return self
