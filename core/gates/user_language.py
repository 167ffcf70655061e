"""Memory text is in the user's language (SPEC §5.3; reason ``wrong_language``).

The user's language is what their cited messages are written in, when the detector is sure of it
(:func:`core.language.detect_language_confidently`); a user who mixes languages, or whose cited
words are too few to tell, is not checked. A candidate is in the wrong language when the detector
is sure it is written in another language, or, short of that, when it shows evidence of another
language and none of the user's (:func:`core.language.other_language`): no Chinese character at
all for a user who wrote Chinese ("Remember: use Python for code examples."), marker words of
Indonesian and none of English for a user who wrote English.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.language import detect_language_confidently, other_language


def users_language(cited: Sequence[str]) -> str | None:
    """The language the user's cited messages are written in, or None when unclear."""
    return detect_language_confidently("\n".join(cited)) if cited else None


def in_wrong_language(text: str, cited: Sequence[str]) -> bool:
    """True when ``text`` is not written in the language of the user's ``cited`` messages."""
    said = users_language(cited)
    if said is None:
        return False
    wrote = detect_language_confidently(text)
    if wrote is not None:
        return wrote != said
    return other_language(text, said) is not None
