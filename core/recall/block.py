"""Render recalled memories as ONE system message (SPEC §7, seed 000 and 001).

Background for tone, format and scope — not evidence; the latest user message wins. A user with
no memories gets a short note instead, so "what do you remember about me?" is answered "nothing
saved yet"; while writing is on, an unknown name or job detail "may not be saved yet".
"""

from __future__ import annotations

from collections import Counter

from core.language import DEFAULT_LANGUAGE, is_supported, pack
from core.recall.candidates import Candidate


def block_language(memories: list[Candidate], query_language: str | None) -> str:
    """The language of the block: the memories' majority language, else the query's, else the
    default language (only supported languages count)."""
    counts = Counter(m.language for m in memories if is_supported(m.language))
    if counts:
        return counts.most_common(1)[0][0]
    return query_language if query_language and is_supported(query_language) else DEFAULT_LANGUAGE


def render_block(memories: list[Candidate], language: str, write_enabled: bool) -> str:
    """The system message with the recalled memories."""
    texts = pack(language).block
    lines = [texts.header, ""]
    lines += [f"- ({m.category}) {m.text}" for m in memories]
    if write_enabled:
        lines += ["", texts.not_saved_yet]
    return "\n".join(lines)


def render_note(language: str, write_enabled: bool) -> str:
    """The short note for a user with no memories at all."""
    texts = pack(language).block
    return texts.nothing_saved + ("\n" + texts.not_saved_yet if write_enabled else "")
