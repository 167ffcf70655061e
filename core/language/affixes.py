"""Inflected forms: a word with the packs' prefixes and suffixes around it ("memproses" of
"proses", "programming" of "program")."""

from __future__ import annotations

from core.language import compiled, union


@compiled
def _affixes() -> tuple[frozenset[str], frozenset[str]]:
    return union(lambda p: p.prefixes), union(lambda p: p.suffixes)


def is_inflection(word: str, of: str) -> bool:
    """True when ``of`` is ``word`` with nothing around it but a pack's prefix before and a pack's
    suffix after (either may be missing; a doubled last letter before the suffix counts:
    "programming" of "program"). A word is no inflection of itself."""
    at = of.find(word)
    if at < 0 or word == of:
        return False
    prefixes, suffixes = _affixes()
    before, after = of[:at], of[at + len(word) :]
    doubled = after[1:] if after[:1] == word[-1:] else after
    return (not before or before in prefixes) and (
        not after or after in suffixes or doubled in suffixes
    )
