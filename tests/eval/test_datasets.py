"""Dataset loading: valid cases load; every bad line is reported as file:line: what is wrong."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from core.errors import DatasetError
from eval.datasets import label_uuid
from eval.suites import SUITES, suites_fitting

EXTRACTION: dict[str, Any] = {
    "id": "ext-en-001",
    "language": "en",
    "tags": ["preference"],
    "existing_memories": [
        {
            "id": "m1",
            "type": "preference",
            "category": "communication_preference",
            "text": "Prefers long answers.",
            "importance": 0.5,
            "updated_at": "2026-10-01T00:00:00Z",
        }
    ],
    "conversation": [
        {
            "id": "u1",
            "role": "user",
            "author_id": "user-a",
            "content": "Short answers from now on.",
        },
        {"id": "a1", "role": "assistant", "content": "Noted.", "policy_passed": True},
        {"id": "t1", "role": "tool", "content": "retrieved passage"},
    ],
    "model_reply": None,
    "expected": {
        "add": [],
        "update": [{"id": "m1", "text": "Prefers short answers."}],
        "forget": [],
    },
    "forbidden": ["/\\d{16}/", "passage"],
    "notes": "update of an existing preference",
}
JUDGE = {
    "id": "j-1",
    "language": "id",
    "memories": [{"id": "m1", "text": "Lebih suka tabel."}],
    "sentence": "Anda lebih suka tabel.",
    "label": "supported",
    "memory_id": "m1",
    "notes": "",
}
RECALL = {
    "id": "r-1",
    "language": "zh",
    "now": "2026-12-01T00:00:00Z",
    "memories": [
        {
            "id": "m1",
            "type": "preference",
            "category": "user_preference",
            "text": "喜欢吃桃子。",
            "tags": ["水果"],
            "importance": 0.3,
            "updated_at": "2026-11-01T00:00:00Z",
        }
    ],
    "query": "推荐水果",
    "relevant": ["m1"],
    "must_not_appear": [],
}


def write(tmp_path: Path, *records: object) -> Path:
    path = tmp_path / "cases.jsonl"
    path.write_text(
        "\n".join(r if isinstance(r, str) else json.dumps(r, ensure_ascii=False) for r in records)
        + "\n"
    )
    return path


def test_valid_cases_load(tmp_path: Path) -> None:
    assert (
        SUITES.get("extraction").load(write(tmp_path, EXTRACTION))[0].expected.update[0].id == "m1"
    )
    assert SUITES.get("judge").load(write(tmp_path, JUDGE))[0].label == "supported"
    assert SUITES.get("recall").load(write(tmp_path, RECALL))[0].relevant == ["m1"]


@pytest.mark.parametrize(
    ("record", "needle"),
    [
        ("{oops", "cases.jsonl:2: not JSON"),
        ({**EXTRACTION, "surprise": 1}, "cases.jsonl:2: surprise: Extra inputs are not permitted"),
        (
            {**EXTRACTION, "expected": {"forget": ["m9"]}},
            "cases.jsonl:2: case: Value error, expected names memories",
        ),
        (
            {**EXTRACTION, "conversation": [{"id": "u1", "role": "user", "content": "x"}]},
            "a user message needs author_id",
        ),
        ({**EXTRACTION, "language": "fr"}, "cases.jsonl:2: language"),
        ({**EXTRACTION}, "duplicate case id 'ext-en-001' (first on line 1)"),
    ],
)
def test_bad_lines_are_reported_with_file_and_line(
    tmp_path: Path, record: object, needle: str
) -> None:
    with pytest.raises(DatasetError) as err:
        SUITES.get("extraction").load(write(tmp_path, EXTRACTION, record))
    assert needle in str(err.value)


def test_every_bad_line_is_listed(tmp_path: Path) -> None:
    with pytest.raises(DatasetError) as err:
        SUITES.get("judge").load(
            write(tmp_path, "{", JUDGE, {**JUDGE, "id": "j-2", "memory_id": "m9"}, "[]")
        )
    message = str(err.value)
    assert (
        "cases.jsonl:1:" in message and "cases.jsonl:3:" in message and "cases.jsonl:4:" in message
    )
    assert "cases.jsonl:2:" not in message


def test_a_problem_of_many_lines_is_named_once_at_its_first_line(tmp_path: Path) -> None:
    judge_cases = [{**JUDGE, "id": f"j-{i}"} for i in range(40)]
    with pytest.raises(DatasetError) as err:
        SUITES.get("recall").load(write(tmp_path, RECALL, "{", *judge_cases, "[]", "{"))
    assert str(err.value) == (
        "cases.jsonl:2: not JSON (Expecting property name enclosed in double quotes) "
        "(and 1 more lines); cases.jsonl:3: now: Field required (and 39 more lines); "
        "cases.jsonl:43: case: Input should be a valid dictionary or instance of RecallCase"
    ).replace("cases.jsonl", str(tmp_path / "cases.jsonl"))


@pytest.mark.parametrize("holds", ["extraction", "judge", "recall"])
def test_a_file_of_another_suite_is_refused_naming_that_suite(tmp_path: Path, holds: str) -> None:
    record = {"extraction": EXTRACTION, "judge": JUDGE, "recall": RECALL}[holds]
    path = write(tmp_path, record, "oops")  # the first case decides, not the bad line after it
    assert [s.name for s in suites_fitting(record)] == [holds]
    for suite in SUITES:
        with pytest.raises(DatasetError) as err:
            suite.load(path)
        if suite.name == holds:
            assert str(err.value) == f"{path}:2: not JSON (Expecting value)"
        else:
            assert (
                str(err.value)
                == f"{path}: holds {holds} cases, not {suite.name}; pass --suite {holds}"
            )


def test_missing_and_empty_files(tmp_path: Path) -> None:
    with pytest.raises(DatasetError, match="no such dataset file"):
        SUITES.get("recall").load(tmp_path / "nope.jsonl")
    (tmp_path / "empty.jsonl").write_text("\n")
    with pytest.raises(DatasetError, match="no cases"):
        SUITES.get("recall").load(tmp_path / "empty.jsonl")


def test_labels_map_to_stable_uuids() -> None:
    assert label_uuid("u1", "message") == label_uuid("u1", "message")
    assert label_uuid("u1", "message") != label_uuid("u1", "author")
