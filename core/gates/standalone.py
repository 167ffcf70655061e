"""A memory stands alone: it names what it is about. A phrase that points back to an earlier turn
or to a thing the chat named ("as mentioned earlier", "like before", "yang tadi", "之前那个")
makes no sense once the conversation is gone (reason ``transcript_pattern``, label
``points_back``). The phrases are the packs' ``back_references``; the rules baseline writes
nothing rather than a memory that holds one."""

from __future__ import annotations

import re

from core.gates.normalize import fold
from core.language import Matcher, compiled, topic

POINTS_BACK = "points_back"


@compiled
def _back_references() -> Matcher:
    return topic(lambda p: p.back_references, flags=re.IGNORECASE)


def points_back(text: str) -> bool:
    """True when ``text`` points back to the conversation instead of naming what it means."""
    return _back_references().search(fold(text))
