"""The word scan (:mod:`core.language.scan`) finds a vocabulary in a text exactly when the one
whole-word alternation of the same patterns does, and it only lists a pattern's starts when every
match of the pattern begins with one of them."""

from __future__ import annotations

import re
import re._parser as _sre_parse  # type: ignore[import-not-found]

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core import language
from core.language import compact, whole_words
from core.language.base import SENSITIVE_CATEGORIES
from core.language.scan import WordScan, spread, starts

PATTERNS = [
    r"(?:has|had) (?:epilepsy|seizures)",
    r"(?:(?:is|was) on|^on) (?:medication|meds)",
    r"(?:takes?|took) \w+ pills",
    r"goes to (?:mass|church)(?! history)",
    r"\w+ (?:disorder|syndrome)",
    r"diabet\w*",
    r"tumou?r",
    r"(?:is|am) colou?r[- ]?blind",
]

CASES = {
    "she has epilepsy": True,
    "is on medication now": True,
    "on meds": True,  # the "^on" alternative: only at the text's start
    "carry on meds": False,
    "took sleeping pills": True,
    "goes to church": True,
    "goes to church history class": False,
    "an anxiety disorder": True,
    "diabetic diet": True,
    "prediabetes": False,  # "diabet" inside a word is no match
    "a tumor": True,
    "a tumoral": False,
    "is colour-blind": True,
    "is colorblinds": False,
    "nothing here": False,
    # a Latin word glued to Chinese is whole: a CJK character is no letter of a word script
    "确诊diabetes两年": True,
    "每天吃sleeping pills吗": False,  # the pattern needs "took" or "takes"
    "prediabetes前期": False,
}


@pytest.mark.parametrize(("text", "expected"), CASES.items())
def test_the_scan_agrees_with_the_alternation(text: str, expected: bool) -> None:
    alternation = re.compile(whole_words(compact(PATTERNS)))
    assert bool(alternation.search(text)) is expected
    assert WordScan(PATTERNS).search(text) is expected


def test_a_leading_group_is_spread_into_its_alternatives() -> None:
    assert spread(r"(?:(?:is|was) on|^on) medication") == [
        "is on medication",
        "was on medication",
        "^on medication",
    ]
    # A group with a quantifier after it is one item, not a choice of starts.
    assert spread(r"(?:very )?ill") == [r"(?:very )?ill"]


def _starts(source: str) -> list[str] | None:
    return starts(list(_sre_parse.parse(source)))


def test_starts_are_listed_only_when_every_match_begins_with_one() -> None:
    assert _starts(r"diabet\w*") == ["diabet"]
    assert _starts(r"(?:takes?|took) \w+ pills") == ["take ", "takes ", "took "]
    # An assertion, a class of any letter or an optional first item: the start cannot be told.
    assert _starts(r"^on meds") is None
    assert _starts(r"\w+ disorder") is None
    assert _starts(r"(?:very )?\w+ly ill") is None
    # An optional first item with a plain word after it: both ways of starting are listed.
    assert _starts(r"(?:very )?ill\w*") == ["ill", "very ill"]


def _vocabulary() -> list[str]:
    return [
        t
        for p in language.packs()
        if p.script == "words"
        for c in SENSITIVE_CATEGORIES
        for t in p.sensitive.get(c, ())
    ]


_WORDS = st.sampled_from(
    [
        "is", "on", "the", "medication", "took", "pills", "sleeping", "goes", "to", "church",
        "mosque", "history", "diabetic", "dialysis", "admitted", "hospital", "ward", "chemo",
        "party", "member", "union", "court", "parole", "gay", "partner", "debt", "arrears",
        "lithium", "batteries", "prep", "courses", "a", "an", "my", "rehab", "her", "daily",
    ]
)  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(_WORDS, min_size=1, max_size=12), st.sampled_from([" ", ", ", ". "]))
def test_the_scan_agrees_with_the_alternation_on_the_special_categories(
    words: list[str], joiner: str
) -> None:
    vocabulary = _vocabulary()
    text = joiner.join(words)
    alternation, scan = _built(tuple(vocabulary))
    assert scan.search(text) == bool(alternation.search(text)), text


_BUILT: dict[tuple[str, ...], tuple[re.Pattern[str], WordScan]] = {}


def _built(vocabulary: tuple[str, ...]) -> tuple[re.Pattern[str], WordScan]:
    """Both builds of the vocabulary, made once for all the examples."""
    if vocabulary not in _BUILT:
        _BUILT[vocabulary] = (re.compile(whole_words(compact(vocabulary))), WordScan(vocabulary))
    return _BUILT[vocabulary]
