"""Numbers spelled out in words ("twelve years", "dua puluh lima menit"), read as their values.

A restatement that changes a number is not the note it restates, whether the number is written in
digits or in words ("fifteen minutes" for a note of ten). The words come from the packs:
``number_words`` (the digits) and ``number_parts`` (teens, tens, hundreds, scales). Chinese
numerals are not read here: a single numeral character sits inside ordinary words ("三明治",
"万一"), so Chinese counts are the dictionary's numeral words
(:func:`core.language.vocabulary.chinese_details`).

Only values of two or more are returned: "one" and "satu" are pronouns and articles as often as
they are counts ("the one who signs off", "satu hal").
"""

from __future__ import annotations

import re

from core.language import compiled, packs
from core.language.base import NumberRole

# The least value read as a number (see the module doc).
LEAST = 2


@compiled
def _parts() -> tuple[re.Pattern[str], dict[str, tuple[NumberRole, int]]]:
    """(one number word of a word script, word → (role, value)); digits are ``add`` parts."""
    roles: dict[str, tuple[NumberRole, int]] = {}
    for p in packs():
        if p.script != "words":
            continue
        roles.update({w.lower(): ("add", int(d)) for w, d in p.number_words.items()})
        roles.update({w.lower(): part for w, part in p.number_parts.items()})
    if not roles:
        return re.compile(r"(?!)"), roles
    alternation = "|".join(re.escape(w) for w in sorted(roles, key=len, reverse=True))
    return re.compile(rf"(?<![\w])(?:{alternation})(?![\w])", re.IGNORECASE), roles


# Between two words of one number: spaces, a hyphen ("twenty-five") or "and" ("one hundred and
# twenty"); anything else ends the number.
_JOINER = re.compile(r"(?:\s+|-|\s+and\s+)", re.IGNORECASE)


def spelled_numbers(text: str) -> set[str]:
    """The values (as decimal digits) of the numbers spelled out in words in ``text``.

    ``add`` words add to the group ("twenty five" = 25, "dua belas" = 12), ``times`` words
    multiply the digit right before them, or the group, or 1 ("hundred", "dua puluh" = 20,
    "seratus dua puluh" = 120), ``scale`` words close the group into the total ("two
    thousand"). Two digit words in a row ("three five") are two numbers, as an identifier read
    out loud is.
    """
    return {value for value, _ in spelled_number_ends(text)}


def spelled_number_ends(text: str) -> list[tuple[str, int]]:
    """Each number spelled out in ``text`` (:func:`spelled_numbers`) with the offset where its
    words end (what follows may be its unit: "seven points")."""
    pattern, roles = _parts()
    found: list[tuple[str, int]] = []
    total = group = 0
    last_end = -1
    unit = 0

    def close() -> None:
        nonlocal total, group
        value = total + group
        if value >= LEAST:
            found.append((str(value), last_end))
        total = group = 0

    for match in pattern.finditer(text):
        role, value = roles[match.group().lower()]
        joined = last_end >= 0 and _JOINER.fullmatch(text[last_end : match.start()]) is not None
        if not joined or (role == "add" and _fills(group, value)):
            close()
        if role == "add":
            group += value
        elif role == "times":
            # It multiplies the digit right before it ("seratus dua puluh" = 100 + 2 × 10).
            group = group + unit * (value - 1) if unit else max(group, 1) * value
        else:
            total += max(group, 1) * value
            group = 0
        unit = value if role == "add" and value < 10 else 0
        last_end = match.end()
    close()
    return found


def _fills(group: int, value: int) -> bool:
    """True when adding ``value`` to ``group`` writes over a place the group already holds, so
    the words are two numbers ("twelve five", "three five") rather than one ("twenty five",
    "hundred twenty"); a ten after a digit is a teen ("dua belas")."""
    if group == 0 or (group < 10 and value == 10):
        return False
    return group % (10 * _magnitude(value)) != 0


def _magnitude(value: int) -> int:
    magnitude = 1
    while value >= magnitude * 10:
        magnitude *= 10
    return magnitude
