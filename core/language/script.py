"""Scripts: the one definition of the CJK characters (ideographs, kana, hangul).

Text in these scripts has no spaces between words: it is matched as substrings and split into
character n-grams, never into words.
"""

from __future__ import annotations

import re

# CJK Unified Ideographs (with extension A and the compatibility block), hiragana, katakana and
# hangul syllables, as the body of a character class: use it as f"[{CJK}]".
CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af"
CJK_CHAR = re.compile(f"[{CJK}]")
CJK_RUN = re.compile(f"[{CJK}]+")


def has_cjk(text: str) -> bool:
    """True when ``text`` contains a CJK character."""
    return CJK_CHAR.search(text) is not None
