"""Every registered language pack is complete: an incomplete new language fails here, loudly."""

from __future__ import annotations

import re
from collections.abc import Mapping

import pytest

from core import language
from core.language.base import (
    ANSWER_ASPECTS,
    HINTED_CATEGORIES,
    MAY_BE_EMPTY,
    SELF_FACETS,
    SENSITIVE_CATEGORIES,
    STATEMENT_KINDS,
    LanguagePack,
    pack_fields,
)

PACKS = language.packs()


def _patterns(lp: LanguagePack) -> list[str]:
    """Every pattern source of a pack, for the compile check."""
    found: list[str] = []
    for name in pack_fields():
        value = getattr(lp, name)
        if isinstance(value, tuple) and all(isinstance(v, str) for v in value):
            found += value
        elif isinstance(value, Mapping) and name not in ("templates", "synonyms", "number_parts"):
            found += [p for entries in value.values() for p in entries]
    found += [s.pattern for s in lp.statements]
    return found


@pytest.mark.parametrize("lp", PACKS, ids=[p.code for p in PACKS])
def test_every_field_is_filled_or_declared_not_applicable(lp: LanguagePack) -> None:
    empty = {name for name in pack_fields() if not getattr(lp, name)}
    assert empty == set(lp.not_applicable), "fill these fields or declare them not applicable"
    assert lp.not_applicable <= MAY_BE_EMPTY, "a language must not skip these"
    if lp.code != language.DEFAULT_LANGUAGE and lp.script == "words":
        assert lp.markers, "the detector needs markers to recognize this language"


@pytest.mark.parametrize("lp", PACKS, ids=[p.code for p in PACKS])
def test_every_keyed_topic_has_every_key(lp: LanguagePack) -> None:
    assert set(lp.sensitive) == set(SENSITIVE_CATEGORIES)
    assert all(lp.sensitive.values())
    assert set(lp.sensitive_topical) <= set(SENSITIVE_CATEGORIES)
    assert all(lp.sensitive_topical.values())
    assert set(lp.category_hints) == set(HINTED_CATEGORIES)
    assert set(lp.answer_aspects) == set(ANSWER_ASPECTS)
    assert all(lp.answer_aspects.values()) and all(lp.category_hints.values())
    # A self-description is about one of the known facets (they are stored identity facets).
    assert set(lp.self_states) <= set(SELF_FACETS) and all(lp.self_states.values())
    assert set(lp.self_verbs) <= set(SELF_FACETS) and all(lp.self_verbs.values())


@pytest.mark.parametrize("lp", PACKS, ids=[p.code for p in PACKS])
def test_statements_and_their_templates(lp: LanguagePack) -> None:
    for statement in lp.statements:
        assert statement.kind in STATEMENT_KINDS
        assert "x" in re.compile(statement.pattern).groupindex, statement.pattern
        assert 0 < statement.confidence <= 1
    # Any pack's statement can fire on a sentence detected as this language (code-mixed text):
    # every kind but forget needs a memory sentence here.
    assert set(lp.templates) == set(STATEMENT_KINDS) - {"forget"}


@pytest.mark.parametrize("lp", PACKS, ids=[p.code for p in PACKS])
def test_every_pattern_compiles(lp: LanguagePack) -> None:
    for source in _patterns(lp):
        re.compile(source)
    if lp.topic_trim:
        re.compile(lp.topic_trim)
    for source, _ in (*lp.first_person, *lp.third_person_verbs):
        re.compile(source)


@pytest.mark.parametrize("lp", PACKS, ids=[p.code for p in PACKS])
def test_no_pattern_matches_a_backslash_where_a_class_was_meant(lp: LanguagePack) -> None:
    # r"\\s" in a raw string is a backslash and an "s", never a space: such a word never matches.
    doubled = re.compile(r"(?<!\\)\\\\[sdwSDWb]")
    assert [s for s in _patterns(lp) if doubled.search(s)] == []


@pytest.mark.parametrize("lp", PACKS, ids=[p.code for p in PACKS])
def test_block_texts_are_written(lp: LanguagePack) -> None:
    texts = lp.block
    assert texts.header and texts.nothing_saved and texts.not_saved_yet
    assert len({texts.header, texts.nothing_saved, texts.not_saved_yet}) == 3


def test_the_three_shipped_languages_are_registered() -> None:
    assert language.codes()[:3] == ("en", "id", "zh")
    assert language.codes()[0] == language.DEFAULT_LANGUAGE


def test_a_pack_missing_a_field_is_caught() -> None:
    import dataclasses

    broken = dataclasses.replace(language.pack("id"), injection=())
    empty = {name for name in pack_fields() if not getattr(broken, name)}
    assert empty != set(broken.not_applicable)
