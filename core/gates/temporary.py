"""A memory is stable: one that says "today", "hari ini" or "今天" is about a day, not the user
(SPEC §5.3 ``not_stable``, whatever stability the model declared). The words are the packs'
``temporary`` time words, the same the rules baseline skips a statement for."""

from __future__ import annotations

from core.gates.normalize import fold
from core.language import Matcher, compiled, topic


@compiled
def _temporary() -> Matcher:
    return topic(lambda p: p.temporary)


def says_when(text: str) -> bool:
    """True when ``text`` holds a time word that makes it temporary."""
    return _temporary().search(fold(text))
