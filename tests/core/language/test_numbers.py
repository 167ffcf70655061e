"""Numbers spelled out in words, read as values (core.language.numbers)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.language.numbers import spelled_number_ends, spelled_numbers


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("twelve years as a nurse", {"12"}),
        ("five days a week", {"5"}),
        ("twenty-five minutes", {"25"}),
        ("one hundred and twenty words", {"120"}),
        ("two thousand five hundred", {"2500"}),
        ("dua belas tahun", {"12"}),
        ("dua puluh lima menit", {"25"}),
        ("seratus dua puluh kata", {"120"}),
        ("seribu lima ratus", {"1500"}),
        ("maksimal lima poin, bukan tujuh", {"5", "7"}),
        # digits read out one by one are several numbers, as an identifier is
        ("zero eight one two", {"8", "2"}),
        ("twelve five", {"12", "5"}),
        # "one" and "satu" are pronouns and articles as often as counts
        ("the one who signs off", set()),
        ("satu hal lagi", set()),
        # Chinese numerals are the dictionary's business, not this reader's
        ("回答最多写五段", set()),
        ("no number here", set()),
    ],
)
def test_spelled_numbers(text: str, values: set[str]) -> None:
    assert spelled_numbers(text) == values


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TEENS = [
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _english(n: int) -> str:
    """A plain English spelling of 2 ≤ n < 1000, written here independently of the packs."""
    hundreds, rest = divmod(n, 100)
    words = [_ONES[hundreds], "hundred"] if hundreds else []
    if rest >= 20:
        tens, ones = divmod(rest, 10)
        words += [_TENS[tens - 2]] + ([_ONES[ones]] if ones else [])
    elif rest >= 10:
        words.append(_TEENS[rest - 10])
    elif rest:
        words.append(_ONES[rest])
    return " ".join(words)


@given(st.integers(min_value=2, max_value=999))
def test_every_english_number_below_a_thousand_reads_back(n: int) -> None:
    assert spelled_numbers(f"for {_english(n)} days") == {str(n)}


def test_each_spelled_number_ends_where_its_words_end() -> None:
    text = "dua puluh lima menit, lalu twelve five"
    ends = spelled_number_ends(text)
    assert [v for v, _ in ends] == ["25", "12", "5"]
    assert [text[e:].split()[0].strip(",") for v, e in ends[:1]] == ["menit"]
