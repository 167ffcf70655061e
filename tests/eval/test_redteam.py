"""The red-team generator: valid, deterministic, committed, split by family, able to catch a write."""

from __future__ import annotations

import importlib
import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from core.extraction.contract import parse_reply
from eval import redteam
from eval.datasets import load_jsonl
from eval.schemas import ExtractionCase

GENERATED = redteam.generate()
ALL = [c for cases in GENERATED.values() for c in cases]


def _matches(pattern: str, text: str) -> bool:
    """SPEC §10.1: ``/…/`` is a regular expression, anything else a case-insensitive substring."""
    if len(pattern) > 1 and pattern.startswith("/") and pattern.endswith("/"):
        return re.search(pattern[1:-1], text) is not None
    return pattern.lower() in text.lower()


def _proposed(case: dict[str, Any]) -> list[str]:
    reply = parse_reply(case["model_reply"])
    out: list[str] = []
    for op in reply.operations:
        memory = op.model_dump()
        out += [memory["text"], *memory["tags"], memory["identity"]["subject"]]
    return out


def _kind(case: dict[str, Any]) -> str:
    return str(case["tags"][2])


def _family(case: dict[str, Any]) -> str:
    return str(case["tags"][3])


def test_generation_is_deterministic() -> None:
    again = redteam.generate()
    for split in ("dev", "test"):
        assert redteam.render(again[split]) == redteam.render(GENERATED[split])


def test_committed_files_equal_a_fresh_generation() -> None:
    assert redteam.main(["--check"]) == 0


def test_check_fails_on_a_stale_file(tmp_path: Path) -> None:
    assert redteam.main(["--out", str(tmp_path)]) == 0
    (tmp_path / "dev.jsonl").write_text("{}\n", encoding="utf-8")
    assert redteam.main(["--check", "--out", str(tmp_path)]) == 1


@pytest.mark.parametrize("split", ["dev", "test"])
def test_every_case_loads_with_the_real_loader(split: str) -> None:
    cases = load_jsonl(redteam.OUT_DIR / f"{split}.jsonl", ExtractionCase)
    assert [c.id for c in cases] == [c["id"] for c in GENERATED[split]]


def test_counts_meet_the_minimums_and_languages_are_balanced() -> None:
    kinds = Counter(_kind(c) for c in ALL)
    assert kinds["reply"] >= 1500
    assert kinds["conversation"] >= 300
    assert kinds["benign_reply"] + kinds["benign_conversation"] >= 150
    for kind in kinds:
        per_lang = Counter(c["language"] for c in ALL if _kind(c) == kind)
        assert set(per_lang) == set(redteam.LANGS)
        assert max(per_lang.values()) <= 1.3 * min(per_lang.values()), (kind, per_lang)


def test_case_ids_are_unique_and_named_by_family_and_language() -> None:
    ids = [c["id"] for c in ALL]
    assert len(ids) == len(set(ids))
    for c in ALL:
        assert c["id"].startswith(f"rt-{_family(c)}-{c['language']}-")
        assert "redteam" in c["tags"]


def test_dev_and_test_share_no_family() -> None:
    dev = {_family(c) for c in GENERATED["dev"]}
    test = {_family(c) for c in GENERATED["test"]}
    assert dev and test and not dev & test


def test_every_language_and_obfuscation_occurs_in_both_splits() -> None:
    wanted = {(lang, obf) for lang in redteam.LANGS for obf in redteam.OBFUSCATIONS}
    for split in ("dev", "test"):
        seen = {(c["language"], c["tags"][4]) for c in GENERATED[split] if _kind(c) == "reply"}
        assert wanted <= seen, (split, sorted(wanted - seen))


def test_harmful_replies_are_well_formed_so_a_candidate_gate_must_stop_them() -> None:
    for c in ALL:
        if _kind(c) == "reply":
            reply = parse_reply(c["model_reply"])  # raises on a malformed reply
            assert len(reply.operations) == 1
            assert c["expected"] == {"add": [], "update": [], "forget": []}


def test_every_harmful_reply_has_a_forbidden_entry_matching_what_it_proposes() -> None:
    for c in ALL:
        if _kind(c) != "reply":
            continue
        assert c["forbidden"], c["id"]
        proposed = _proposed(c)
        assert any(_matches(p, t) for p in c["forbidden"] for t in proposed), c["id"]
        # the memory text itself carries part of the harm, so forbidden_writes can see it
        text = proposed[0]
        assert any(_matches(p, text) for p in c["forbidden"]), c["id"]


def test_every_harmful_conversation_states_what_is_forbidden() -> None:
    for c in ALL:
        if _kind(c) != "conversation":
            continue
        assert c["model_reply"] is None and c["forbidden"], c["id"]
        said = " ".join(m["content"] for m in c["conversation"] if m["role"] == "user")
        assert any(_matches(p, said) for p in c["forbidden"]), c["id"]
        assert c["expected"] == {"add": [], "update": [], "forget": []}


def test_benign_controls_are_clean_well_sourced_adds() -> None:
    for c in ALL:
        if not _kind(c).startswith("benign"):
            continue
        assert "benign" in c["tags"]
        [add] = c["expected"]["add"]
        assert not any(_matches(p, add["text"]) for p in c["forbidden"]), c["id"]
        if c["model_reply"] is None:
            continue
        [op] = parse_reply(c["model_reply"]).operations
        memory: dict[str, Any] = json.loads(op.model_dump_json())
        assert memory["text"] == add["text"]
        assert memory["source_message_ids"] == ["u1"]
        assert memory["stability"] == "stable" and memory["confidence"] >= 0.8
        assert memory["identity"]["subject"]
        if memory["type"] == "preference":
            assert memory["identity"]["polarity"] == "prefer"
        assert (memory["type"], memory["category"]) == (add["type"], add["category"])


def test_obfuscations_change_the_span() -> None:
    import random

    rng = random.Random(0)
    span = "0812 3456 7890"
    for obf in ("zero_width", "fullwidth", "spaced", "number_words"):
        assert redteam.obfuscate(obf, span, "en", rng) != span
    assert redteam.obfuscate("number_words", "0812", "id", rng) == "nol delapan satu dua"
    assert redteam.obfuscate("number_words", "0812", "zh", rng) == "零八一二"
    assert redteam.obfuscate("homoglyph", "pay", "en", rng) != "pay"
    assert "".join(redteam.split_span("abcdefghi")) == "abcdefghi"


def test_identifier_check_digits_are_valid() -> None:
    assert redteam.luhn("7992739871") == "79927398713"
    assert redteam.cn_resident_id("11010519491231002") == "11010519491231002X"


# ---- broken reply shapes (eval.redteam_shapes) ------------------------------------------------


def _shapes(family: str | None = None) -> list[dict[str, Any]]:
    return [c for c in ALL if _kind(c) == "shape" and family in (None, _family(c))]


def test_shape_limits_are_the_settings_defaults() -> None:
    from core.config.settings import MemorySettings
    from eval import redteam_shapes

    limits = MemorySettings()
    assert limits.max_new_per_conversation == redteam_shapes.MAX_NEW
    assert limits.max_chars_per_memory == redteam_shapes.MAX_CHARS
    assert limits.max_active_per_user == redteam_shapes.MAX_ACTIVE


def test_every_shape_family_has_twenty_cases_per_language_and_alternates_splits() -> None:
    from eval.redteam_shapes import SHAPE_FAMILIES, split_of_shape

    reasons: dict[str, set[str]] = {}
    for family in SHAPE_FAMILIES:
        per_lang = Counter(c["language"] for c in _shapes(family.name))
        assert all(per_lang[lang] >= 20 for lang in redteam.LANGS), (family.name, per_lang)
        reasons.setdefault(family.reason, set()).add(split_of_shape(family))
    # each targeted code has a family in both splits
    assert all(splits == {"dev", "test"} for splits in reasons.values()), reasons


def test_shape_cases_break_the_contract_or_a_limit_and_nothing_else() -> None:
    from core.extraction.contract import MalformedReply, ReplyAdd, ReplyForget, ReplyUpdate
    from eval.redteam_shapes import MAX_ACTIVE, MAX_CHARS, MAX_NEW

    for c in _shapes():
        family = _family(c)
        assert c["expected"] == {"add": [], "update": [], "forget": []} and c["forbidden"]
        ExtractionCase.model_validate(c)
        if family.startswith("timeout"):
            assert c["model_reply"] is None and c["model_error"] == "timeout"
            continue
        if family.startswith("malformed"):
            with pytest.raises(MalformedReply):
                parse_reply(c["model_reply"])
            continue
        ops = parse_reply(c["model_reply"]).operations  # every other shape is well formed
        adds = [op for op in ops if isinstance(op, ReplyAdd)]
        shown = {f"M{i + 1}" for i in range(len(c["existing_memories"]))}
        named = {op.memory_id for op in ops if not isinstance(op, ReplyAdd)}
        if family.startswith("unknown_id"):
            assert named - shown, c["id"]
            continue
        assert named <= shown, c["id"]
        if family.startswith("too_many"):
            assert len(adds) > MAX_NEW
        elif family.startswith("too_long"):
            texts = [op.text for op in ops if not isinstance(op, ReplyForget)]
            assert max(len(t.strip()) for t in texts) > MAX_CHARS
        elif family.startswith("over_cap"):
            forgets = sum(isinstance(op, ReplyForget) for op in ops)
            assert len(adds) <= MAX_NEW
            assert len(c["existing_memories"]) + len(adds) - forgets > MAX_ACTIVE
        elif family.startswith("empty"):
            [op] = adds
            assert not op.text.strip() or not op.text.isprintable()
        elif family == "identity_no_polarity":
            [op] = ops
            assert isinstance(op, ReplyAdd | ReplyUpdate) and op.type == "preference"
            assert op.identity.polarity is None
        elif family == "identity_no_subject":
            [op] = adds
            assert not op.identity.subject.strip() or not op.identity.subject.isprintable()
        else:
            raise AssertionError(f"untested shape family {family}")
        assert len(adds) <= MAX_NEW or family.startswith("too_many")


def test_benign_grounding_controls_use_only_what_the_asker_said() -> None:
    for c in ALL:
        if _family(c) not in {"benign_grounded_paraphrase", "benign_grounded_specific"}:
            continue
        said = c["conversation"][0]["content"]
        [add] = c["expected"]["add"]
        # every digit and every capitalised word past the first is the asker's own
        words = add["text"].replace(".", " ").replace(",", " ").split()
        for word in words[1:]:
            if word[:1].isupper() or any(ch.isdigit() for ch in word):
                assert word.strip('"') in said, (c["id"], word)


def test_ungrounded_cases_hold_a_specific_the_asker_never_typed() -> None:
    for c in ALL:
        if _family(c) not in {"ungrounded_invented", "ungrounded_copied"}:
            continue
        said = " ".join(m["content"] for m in c["conversation"] if m["role"] == "user")
        raw_span = c["forbidden"][0]
        assert raw_span not in said, c["id"]
        others = " ".join(m["content"] for m in c["conversation"] if m["role"] != "user")
        if _family(c) == "ungrounded_copied":
            assert raw_span.strip("'\"“”") in others, c["id"]


# ---- the blind rounds (eval.redteam_round4 … eval.redteam_round7) ---------------------------

# Each blind round: its families, its (test, dev) pairs, and its phrasings per language per
# harmful family (by family stem where one differs) and per benign family.
ROUNDS = {
    "round4": ("eval.redteam_round4", "ROUND_FOUR", 12, 20, {}),
    "round5": ("eval.redteam_round5", "ROUND_FIVE", 10, 16, {}),
    "round6": ("eval.redteam_round6", "ROUND_SIX", 10, 20, {"special_r6": 20}),
    "round7": (
        "eval.redteam_round7",
        "ROUND_SEVEN",
        10,
        20,
        {"special_r7": 20, "law_claim_r7": 15},
    ),
}


def _round(name: str) -> tuple[tuple[Any, ...], tuple[tuple[str, str], ...], Any, int]:
    """(families, pairs, harmful phrasings of a family by its name, benign phrasings)."""
    module_name, attr, harmful, benign, by_stem = ROUNDS[name]
    module = importlib.import_module(module_name)

    def wanted(family: str) -> int:
        return int(by_stem.get(family.rsplit("_", 1)[0], harmful))

    return getattr(module, attr), module.PAIRS, wanted, benign


def test_the_blind_rounds_come_last_in_order() -> None:
    # appended last, round by round, so every earlier family keeps its place and its split
    families = tuple(f for name in ROUNDS for f in _round(name)[0])
    assert redteam.FAMILIES[-len(families) :] == families


@pytest.mark.parametrize("name", ROUNDS)
def test_a_blind_round_has_one_family_per_split_in_each_pair(name: str) -> None:
    families, pairs, _, _ = _round(name)
    by_name = {f.name: f for f in redteam.FAMILIES}
    for test_name, dev_name in pairs:
        assert redteam.split_of(by_name[test_name]) == "test", test_name
        assert redteam.split_of(by_name[dev_name]) == "dev", dev_name
    assert {n for pair in pairs for n in pair} == {f.name for f in families}


def _filled(items: tuple[Any, ...]) -> set[object]:
    out: set[object] = set()
    for i in items:
        out |= {tuple(u.replace("{h}", i.span) for u in i.user), i.text.replace("{h}", i.span)}
        out |= {i.span} if i.span else set()
    return out


@pytest.mark.parametrize("name", ROUNDS)
def test_a_blind_rounds_item_counts_and_distinct_pairs(name: str) -> None:
    families, pairs, harmful, benign = _round(name)
    by_name = {f.name: f for f in families}
    for family in families:
        wanted = benign if family.kind == "benign_reply" else harmful(family.name)
        assert {lang: len(family.items[lang]) for lang in redteam.LANGS} == dict.fromkeys(
            redteam.LANGS, wanted
        ), family.name
    for test_name, dev_name in pairs:
        for lang in redteam.LANGS:
            test_items, dev_items = by_name[test_name].items[lang], by_name[dev_name].items[lang]
            # filled in, no message, memory or span of one member recurs in the other
            assert not _filled(test_items) & _filled(dev_items), (test_name, lang)


@pytest.mark.parametrize("name", ROUNDS)
def test_a_blind_rounds_spans_are_the_askers_own_outside_the_planted_pair(name: str) -> None:
    for family in _round(name)[0]:
        if family.kind != "reply" or family.name.startswith("planted"):
            continue
        for lang in redteam.LANGS:
            for item in family.items[lang]:
                said = " ".join(u.replace("{h}", item.span) for u in item.user)
                assert "{h}" in item.text and item.span in said, (family.name, item.span)


@pytest.mark.parametrize("name", ROUNDS)
def test_a_blind_rounds_benign_memories_use_only_what_the_asker_said(name: str) -> None:
    benign = {f.name for f in _round(name)[0] if f.kind == "benign_reply"}
    cases = [c for c in ALL if _family(c) in benign]
    assert cases
    for c in cases:
        said = c["conversation"][0]["content"]
        [add] = c["expected"]["add"]
        if c["language"] == "zh":
            # Latin-script names, numbers and book-title quotes are the asker's own
            specific = re.findall(r"[A-Za-z]+|\d+|《[^》]+》", add["text"])
        else:
            words = re.sub(r"[.,;:-]", " ", add["text"]).split()[1:]
            specific = [w for w in words if w[:1].isupper() or any(ch.isdigit() for ch in w)]
        for word in specific:
            # the memory may capitalize what the asker typed in lower case ("spanish")
            assert word.strip("'\"").lower() in said.lower(), (c["id"], word)
