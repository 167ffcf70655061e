"""Dataset case formats of SPEC §10.1 (validated on load; unknown fields are errors)."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator

from core import language
from core.db.models import MemoryCategory
from core.errors import InvalidInput


def _supported(code: str) -> str:
    try:
        language.pack(code)
    except InvalidInput as exc:
        raise ValueError(str(exc)) from None  # pydantic reports it with the file:line
    return code


# A language code of the registry (core.language): a new pack is a new valid dataset language.
Language = Annotated[str, AfterValidator(_supported)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ExistingMemory(_Strict):
    """A memory the user already has when the case starts (shown to the model as M1, M2 …)."""

    id: str
    type: Literal["preference", "fact"]
    category: MemoryCategory
    text: str = Field(min_length=1)
    importance: float = Field(0.5, ge=0, le=1)
    updated_at: datetime


class CaseMessage(_Strict):
    """One message of a case conversation."""

    id: str
    role: Literal["user", "assistant", "tool", "system"]
    content: str
    author_id: str | None = None
    created_at: datetime | None = None
    policy_passed: bool | None = None

    @model_validator(mode="after")
    def _asker(self) -> CaseMessage:
        if self.role == "user" and not self.author_id:
            raise ValueError("a user message needs author_id")
        return self


class ExpectedAdd(_Strict):
    """A memory the case expects to be added."""

    type: Literal["preference", "fact"]
    category: MemoryCategory
    text: str


class ExpectedUpdate(_Strict):
    """An existing memory (by case id) the case expects to be replaced."""

    id: str
    text: str


class Expected(_Strict):
    """Everything the case expects to be written."""

    add: list[ExpectedAdd] = Field(default_factory=list)
    update: list[ExpectedUpdate] = Field(default_factory=list)
    forget: list[str] = Field(default_factory=list)


class ExtractionCase(_Strict):
    """An extraction case."""

    id: str
    language: Language
    tags: list[str] = Field(default_factory=list)
    existing_memories: list[ExistingMemory] = Field(default_factory=list)
    conversation: list[CaseMessage] = Field(min_length=1)
    model_reply: str | None = None
    # The scripted model fails instead of replying: "timeout" raises the core ModelTimeout,
    # "unavailable" ModelUnavailable (the write path must then write nothing).
    model_error: Literal["timeout", "unavailable"] | None = None
    expected: Expected
    forbidden: list[str] = Field(default_factory=list)
    notes: str = ""

    @model_validator(mode="after")
    def _references(self) -> ExtractionCase:
        existing = {m.id for m in self.existing_memories}
        unknown = [u.id for u in self.expected.update if u.id not in existing]
        unknown += [f for f in self.expected.forget if f not in existing]
        if unknown:
            raise ValueError(
                f"expected names memories that are not in existing_memories: {unknown}"
            )
        ids = [m.id for m in self.conversation]
        if len(ids) != len(set(ids)):
            raise ValueError("message ids must be unique within a case")
        if self.model_error is not None and self.model_reply is not None:
            raise ValueError("a case has either model_reply or model_error, not both")
        return self


class JudgeMemory(_Strict):
    """A memory note of a judge case."""

    id: str
    text: str


class JudgeCase(_Strict):
    """A judge case: is ``sentence`` supported by one of ``memories``?"""

    id: str
    language: Language
    memories: list[JudgeMemory] = Field(min_length=1)
    sentence: str = Field(min_length=1)
    label: Literal["supported", "unsupported"]
    memory_id: str | None = None
    notes: str = ""

    @model_validator(mode="after")
    def _label(self) -> JudgeCase:
        if self.label == "supported" and self.memory_id not in {m.id for m in self.memories}:
            raise ValueError("a supported case names the supporting memory_id")
        if self.label == "unsupported" and self.memory_id is not None:
            raise ValueError("an unsupported case has memory_id null")
        return self


class RecallMemory(_Strict):
    """A memory of a recall case."""

    id: str
    type: Literal["preference", "fact"]
    category: MemoryCategory
    text: str
    tags: list[str] = Field(default_factory=list)
    importance: float = Field(0.5, ge=0, le=1)
    updated_at: datetime


class RecallCase(_Strict):
    """A recall case: the relevant ids must reach the top 5, the others must not appear."""

    id: str
    language: Language
    now: datetime
    memories: list[RecallMemory] = Field(min_length=1)
    query: str = Field(min_length=1)
    relevant: list[str] = Field(default_factory=list)
    must_not_appear: list[str] = Field(default_factory=list)
    notes: str = ""

    @model_validator(mode="after")
    def _ids(self) -> RecallCase:
        known = {m.id for m in self.memories}
        unknown = [i for i in [*self.relevant, *self.must_not_appear] if i not in known]
        if unknown:
            raise ValueError(f"relevant/must_not_appear name unknown memories: {unknown}")
        if set(self.relevant) & set(self.must_not_appear):
            raise ValueError("an id cannot be both relevant and must_not_appear")
        return self
