"""The model's reply contract (SPEC §5.2): strict JSON, unknown fields are errors.

``{"operations": []}`` is the normal answer. A reply wrapped in one Markdown code fence is
unwrapped; anything else that is not exactly one JSON object of this shape is ``malformed``.
"""

from __future__ import annotations

import json
import re
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from core.db.models import MemoryCategory, type_of_category

_FENCE = re.compile(r"^\s*```[a-zA-Z0-9_-]*[ \t]*\n(.*)\n[ \t]*```\s*$", re.S)
MAX_OPERATIONS = 50


class MalformedReply(ValueError):
    """The reply is not exactly one JSON object of the contract; ``detail`` says why (no text)."""

    def __init__(self, detail: str) -> None:
        super().__init__(detail)
        self.detail = detail


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class ReplyIdentity(_Strict):
    """What the memory is about; the stable key is built from it."""

    subject: str = Field(max_length=200)
    facet: str | None = Field(None, max_length=200)
    polarity: Literal["prefer", "avoid", "neutral"] | None = None


MemoryTypeName = Literal["preference", "fact"]
CategoryName = Literal[
    "user_preference",
    "communication_preference",
    "workflow_preference",
    "standing_instruction",
    "recurring_constraint",
    "risk_preference",
    "stable_user_context",
    "project_context",
]


class _Memory(_Strict):
    type: MemoryTypeName
    category: CategoryName
    text: str = Field(max_length=5000)
    language: str = Field(min_length=2, max_length=16)
    tags: list[Annotated[str, Field(max_length=60)]] = Field(max_length=10)
    confidence: float = Field(ge=0, le=1)
    importance: float = Field(ge=0, le=1)
    stability: Literal["stable", "temporary", "speculative"]
    identity: ReplyIdentity
    source_message_ids: list[Annotated[str, Field(max_length=80)]] = Field(max_length=20)
    reason: str = Field("", max_length=500)

    @model_validator(mode="after")
    def _type_matches_category(self) -> _Memory:
        if type_of_category(MemoryCategory(self.category)).value != self.type:
            raise ValueError(f"type {self.type} does not fit category {self.category}")
        return self


class ReplyAdd(_Memory):
    """Propose a new memory."""

    op: Literal["add"]


class ReplyUpdate(_Memory):
    """Replace an existing memory (named by its short id, M1 …)."""

    op: Literal["update"]
    memory_id: str = Field(max_length=64)


class ReplyForget(_Strict):
    """Close an existing memory (named by its short id, M1 …)."""

    op: Literal["forget"]
    memory_id: str = Field(max_length=64)
    reason: str = Field("", max_length=500)


ReplyOperation = Annotated[ReplyAdd | ReplyUpdate | ReplyForget, Field(discriminator="op")]


class ModelReply(_Strict):
    """The whole reply."""

    operations: list[ReplyOperation] = Field(max_length=MAX_OPERATIONS)


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    keys = [k for k, _ in pairs]
    if len(keys) != len(set(keys)):
        raise MalformedReply("duplicate key in a JSON object")
    return dict(pairs)


def _no_constants(name: str) -> Any:
    raise MalformedReply(f"non-JSON number {name}")


def parse_reply(raw: str) -> ModelReply:
    """Parse a model's reply, or raise :class:`MalformedReply` saying what is wrong."""
    if not isinstance(raw, str):
        raise MalformedReply("reply is not text")
    fenced = _FENCE.match(raw)
    body = fenced.group(1) if fenced else raw
    try:
        data = json.loads(body, object_pairs_hook=_no_duplicate_keys, parse_constant=_no_constants)
    except MalformedReply:
        raise
    except (json.JSONDecodeError, RecursionError) as exc:
        raise MalformedReply(f"not JSON ({type(exc).__name__})") from None
    if not isinstance(data, dict):
        raise MalformedReply("reply is not a JSON object")
    try:
        reply = ModelReply.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise MalformedReply(f"{where}: {first['type']}") from None
    targets = [op.memory_id for op in reply.operations if not isinstance(op, ReplyAdd)]
    if len(targets) != len(set(targets)):
        raise MalformedReply("two operations name the same memory id")
    return reply


# What the schema sent to a model bounds (string lengths in characters, list lengths in items):
# the contract's own limits are generous for parsing, but a grammar engine (llama.cpp, vLLM's
# outlines/xgrammar) compiles every bound into its grammar — 5,000-character texts and 50
# operations made llama.cpp's server die. These fit what a good reply ever holds.
SENT_STRING_BOUNDS = {
    "subject": 80,
    "facet": 80,
    "language": 8,
    "reason": 120,
    "memory_id": 16,
}
SENT_TAGS = (4, 40)  # items, characters each (the prompt asks for 2–4 short words)
SENT_SOURCES = (8, 40)  # items, characters each (message ids are 36-character UUIDs)
SENT_FIRST = ("op", "memory_id")
# Updates and forgets beside the adds: a reply rarely touches more than a few existing memories.
SENT_EXTRA_OPERATIONS = 3


def contract_json_schema(max_chars: int = 300, max_new: int = 3) -> dict[str, Any]:
    """The JSON schema sent as the response format to models that support it: the contract's
    shape with bounds that match the settings (``text`` ≤ MAX_CHARS_PER_MEMORY, operations ≤
    MAX_NEW_PER_CONVERSATION + :data:`SENT_EXTRA_OPERATIONS`), small enough for grammar engines.
    The program still parses replies with the contract's own limits and the gates decide."""
    schema = ModelReply.model_json_schema()
    for definition in schema["$defs"].values():
        props = definition.get("properties", {})
        for name, prop in props.items():
            if name == "text":
                prop["maxLength"] = max_chars
            elif name in SENT_STRING_BOUNDS:
                _bound_string(prop, SENT_STRING_BOUNDS[name])
            elif name == "tags":
                prop["maxItems"], prop["items"]["maxLength"] = SENT_TAGS
            elif name == "source_message_ids":
                prop["maxItems"], prop["items"]["maxLength"] = SENT_SOURCES
            prop.pop("title", None)
        definition.pop("description", None)
        # A grammar engine writes properties in schema order: "op" first, so that the model
        # chooses the operation before anything else (with "op" last, a model that starts an
        # object with "op", as every example does, could only write a forget).
        definition["properties"] = dict(
            sorted(
                props.items(),
                key=lambda kv: SENT_FIRST.index(kv[0]) if kv[0] in SENT_FIRST else len(SENT_FIRST),
            )
        )
    schema["properties"]["operations"]["maxItems"] = max_new + SENT_EXTRA_OPERATIONS
    return schema


def _bound_string(prop: dict[str, Any], limit: int) -> None:
    for branch in prop.get("anyOf", [prop]):
        if branch.get("type") == "string":
            branch["maxLength"] = limit
