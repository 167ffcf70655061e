"""The gate context most gate tests need: one cited asker message ("u1") and, optionally, other
messages of the window (retrieved passages, assistant replies) under the labels "t1", "t2" …"""

from __future__ import annotations

import json
import uuid
from typing import Any

from core.config.settings import MemorySettings
from core.gates.engine import GateContext

ASKER = uuid.UUID(int=1)


def asker_context(said: str, others: tuple[str, ...] = ()) -> GateContext:
    """A real context whose cited asker message ``u1`` says ``said``; ``others`` are the other
    messages of the window, each with its own id."""
    other_ids = {f"t{i}": uuid.UUID(int=100 + i) for i in range(1, len(others) + 1)}
    return GateContext(
        memory_ids={},
        message_ids={"u1": ASKER, **other_ids},
        asker_message_ids=frozenset({ASKER}),
        message_texts={ASKER: said},
        other_texts=others,
        active_count=0,
        limits=MemorySettings(),
    )


def one_add(text: str, **fields: Any) -> str:
    """The JSON reply of a model proposing one ``add`` of ``text`` cited to the asker's message
    ``u1``: a stable preference with confident values; ``fields`` replace any of its fields
    (``category``, ``language``, ``tags``, ``identity`` …)."""
    op: dict[str, Any] = {
        "op": "add",
        "type": "preference",
        "category": "workflow_preference",
        "text": text,
        "language": "en",
        "tags": [],
        "confidence": 0.9,
        "importance": 0.6,
        "stability": "stable",
        "identity": {"subject": "format", "polarity": "prefer"},
        "source_message_ids": ["u1"],
        "reason": "the user said so",
        **fields,
    }
    return json.dumps({"operations": [op]}, ensure_ascii=False)
