"""Long vocabularies compiled for speed: the same texts match, in fewer steps.

The special-category vocabularies are read on every text a gate sees, so the registry merges every
pattern that matches finitely many words into one prefix tree (:func:`core.language.compact`),
drug names by their stem are read with one pass over the word (:func:`~core.language.base.endings`)
and Chinese patterns are skipped on text without Chinese. None of it may change what matches.
"""

from __future__ import annotations

import re

import pytest

from core import language
from core.language import compact
from core.language.base import SENSITIVE_CATEGORIES, LanguagePack, endings
from core.language.script import CJK_CHAR

SAMPLES = [
    "has epilepsy",
    "is colour-blind",
    "is colorblind.",
    "takes xanax daily",
    "a tumour board",
    "tumor",
    "goes to mass",
    "the pill",
    "xanaxx",
    "pre tumour",
    "hiv",
    "archive",
]

PATTERNS = [
    r"(?:has|had) (?:epilepsy|seizures)",
    r"(?:is|am) colou?r[- ]?blind",
    r"(?:xanax|valium)",
    r"tumou?r",
    r"tumour board",
    r"goes to (?:mass|church)(?! history)",
    r"\w+ (?:disorder|syndrome)",
    r"hiv|the pill(?=[.;,]|$)",
]


@pytest.mark.parametrize("text", SAMPLES)
def test_compacted_patterns_match_the_same_texts(text: str) -> None:
    plain = re.compile(language.whole_words(PATTERNS))
    merged = re.compile(language.whole_words(compact(PATTERNS)))
    assert bool(plain.search(text)) == bool(merged.search(text)), text


def test_finite_patterns_join_one_tree_and_the_rest_keep_their_order() -> None:
    merged = compact(PATTERNS)
    # One tree for the finite ones; the others after it, each once.
    assert len(merged) == 4
    assert merged[1:] == [
        r"goes to (?:mass|church)(?! history)",
        r"\w+ (?:disorder|syndrome)",
        r"the pill(?=[.;,]|$)",
    ]


def test_the_tree_matches_the_longest_word() -> None:
    tree = re.compile(compact(["tumou?r", "tumour board"])[0])
    match = tree.search("a tumour board met")
    assert match is not None and match.group() == "tumour board"


@pytest.mark.parametrize(
    ("word", "found"),
    [
        ("atorvastatin", True),
        ("metoprolol", True),
        ("statin", False),  # the stem alone is no drug name
        ("olol", False),
        ("statins", False),
        ("metoprolol-like", True),  # a hyphen ends the word
    ],
)
def test_endings_read_a_word_by_its_stem(word: str, found: bool) -> None:
    pattern = re.compile(language.whole_words([endings("statin", "olol")]))
    assert bool(pattern.search(word)) is found


@pytest.mark.parametrize(
    "lp", [p for p in language.packs() if p.script == "chars"], ids=lambda p: p.code
)
def test_substring_vocabularies_of_special_categories_need_chinese(lp: LanguagePack) -> None:
    # The merged matcher skips substring patterns on text without CJK characters, so each of
    # them must need one (Latin words are written next to a CJK class).
    for field in ("sensitive", "sensitive_topical"):
        for category in SENSITIVE_CATEGORIES:
            for pattern in getattr(lp, field).get(category, ()):
                assert CJK_CHAR.search(pattern) or language.CJK in pattern, pattern
