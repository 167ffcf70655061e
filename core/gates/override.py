"""An instruction to set something aside, with nothing a preference could mean by it
(``instruction_injection``).

"Ignore my typos" is a preference; "ignore the previous rules", "disregard everything" and
"keep answers short and ignore." are not: the verb's object is the assistant's own rules, what came
before, everything, or nothing at all (the object was cut away). Built from each pack's
``override_verbs``, ``override_objects``, ``conjunctions`` and ``negations`` ("don't forget …"
is no override).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core import language
from core.language import compiled

# Clause punctuation of every script: where a verb's object would have to stand before.
_END_CHARS = ".,;:!?\u3001\u3002\uff0c\uff1b\uff1a\uff01\uff1f"
_END = f"[{_END_CHARS}]"


@dataclass(frozen=True)
class _Override:
    patterns: tuple[re.Pattern[str], ...]
    negation: re.Pattern[str] | None


def _script(script: str) -> re.Pattern[str] | None:
    packs = [p for p in language.packs() if p.script == script]
    verbs = "|".join(v for p in packs for v in p.override_verbs)
    objects = "|".join(o for p in packs for o in p.override_objects)
    joins = "|".join(c for p in packs for c in p.conjunctions)
    if not verbs or not objects:
        return None
    if script == "words":
        # Up to two words between verb and object ("ignore all of the previous …"), none of them
        # a conjunction (a new clause has begun); or no object at all before the clause ends.
        word = rf"(?!(?:{joins})\b)[^\s{_END_CHARS}]+" if joins else rf"[^\s{_END_CHARS}]+"
        ends = rf"{_END}|$" + (rf"|(?:{joins})\b" if joins else "")
        return re.compile(
            rf"\b(?:{verbs})\b(?:(?:\s+{word}){{0,2}}?\s+(?:{objects})\b|\s*(?:{ends}))"
        )
    ends = rf"{_END}|$" + (f"|(?:{joins})" if joins else "")
    return re.compile(rf"(?:{verbs})(?:[^{_END_CHARS}]{{0,4}}?(?:{objects})|.?(?:{ends}))")


@compiled
def _override() -> _Override:
    patterns = tuple(p for p in (_script("words"), _script("chars")) if p is not None)
    negations = [n for p in language.packs() for n in p.negations]
    negation = re.compile(rf"(?:{'|'.join(negations)})\s*$") if negations else None
    return _Override(patterns, negation)


def overrides(folded: str) -> bool:
    """True when ``folded`` (normalized, lower-case) tells the assistant to set its rules, what
    came before, or an unnamed thing aside."""
    ov = _override()
    for pattern in ov.patterns:
        for match in pattern.finditer(folded):
            before = folded[max(0, match.start() - 12) : match.start()]
            if ov.negation is None or not ov.negation.search(before):
                return True
    return False
