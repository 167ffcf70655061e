"""The gate context most gate tests need: one cited asker message ("u1") and, optionally, other
messages of the window (retrieved passages, assistant replies) under the labels "t1", "t2" …"""

from __future__ import annotations

import uuid

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
