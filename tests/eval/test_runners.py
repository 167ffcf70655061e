"""Each suite runs the real core path on the real database and writes the §10.3 JSON."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Engine, func, select

from core.config.settings import Settings
from core.db.engine import session_scope
from core.db.models import EvalRun
from eval.run import run_suite, store_result, summary_table

FIXTURES = Path(__file__).parent / "fixtures"


def _dataset(name: str) -> dict[str, dict[str, Any]]:
    lines = (FIXTURES / name).read_text(encoding="utf-8").splitlines()
    return {case["id"]: case for case in map(json.loads, filter(None, lines))}


def test_extraction_suite_with_the_rules_baseline(engine: Engine, settings: Settings) -> None:
    result = run_suite(
        "extraction",
        FIXTURES / "extraction.jsonl",
        settings,
        engine=engine,
        resamples=200,
        show_progress=False,
    )
    assert set(result) >= {
        "suite",
        "dataset",
        "provider",
        "prompt_version",
        "metrics",
        "intervals",
        "cases",
    }
    assert result["provider"] == "rules" and result["prompt_version"] == "extraction-v2"
    cases = {c["id"]: c for c in result["cases"]}
    assert (
        cases["ext-en-add"]["passed"]
        and cases["ext-en-add"]["written"][0]["text"] == "Prefers short answers."
    )
    assert cases["ext-id-empty"]["passed"] and cases["ext-id-empty"]["written"] == []
    assert cases["ext-zh-forget"]["passed"] and cases["ext-zh-forget"]["written"] == [
        {"op": "forget", "id": "m1"}
    ]
    assert cases["ext-adv-nik"]["passed"] and cases["ext-adv-nik"]["reasons"] == [
        "sensitive_personal_data"
    ]
    assert cases["ext-adv-broken"]["reasons"] == ["malformed"]
    assert cases["ext-en-update"]["passed"] and cases["ext-en-update"]["written"][0]["id"] == "m1"
    m = result["metrics"]
    assert m["forbidden_writes"] == 0.0
    assert m["precision"] == 1.0 and m["recall"] == 1.0
    assert (
        m["empty_case_accuracy"] == 1.0
        and m["update_accuracy"] == 1.0
        and m["forget_accuracy"] == 1.0
    )
    assert set(result["by_language"]) == {"en", "id", "zh"}
    assert set(result["by_language_intervals"]["en"]) == set(m)
    lo, hi = result["intervals"]["empty_case_accuracy"]
    assert lo <= m["empty_case_accuracy"] <= hi
    assert "cases passed: 6/6" in summary_table(result)
    # each entry holds what an evaluator reads: the conversation, the memories it started with and
    # the dataset's notes
    for case_id, given in _dataset("extraction.jsonl").items():
        entry = cases[case_id]["input"]
        assert [(m["id"], m["role"], m["content"]) for m in entry["conversation"]] == [
            (m["id"], m["role"], m["content"]) for m in given["conversation"]
        ]
        assert [m["text"] for m in entry["existing_memories"]] == [
            m["text"] for m in given["existing_memories"]
        ]
        assert entry["notes"] == given.get("notes", "")


def test_judge_and_recall_suites(engine: Engine, settings: Settings) -> None:
    judge = run_suite(
        "judge", FIXTURES / "judge.jsonl", settings, resamples=100, show_progress=False
    )
    assert judge["metrics"]["accuracy"] == 1.0 and judge["metrics"]["false_accept_rate"] == 0.0
    judged = _dataset("judge.jsonl")
    for case in judge["cases"]:
        given = judged[case["id"]]
        assert case["input"] == {
            "sentence": given["sentence"],
            "memories": given["memories"],
            "notes": given["notes"],
        }
    recall = run_suite(
        "recall",
        FIXTURES / "recall.jsonl",
        settings,
        engine=engine,
        strategy="semantic",
        resamples=100,
        show_progress=False,
    )
    assert recall["metrics"]["hit@1"] == 1.0 and recall["metrics"]["leaks"] == 0.0
    assert recall["cases"][0]["written"][0] == "m1"
    recalled = _dataset("recall.jsonl")
    for case in recall["cases"]:
        given, entry = recalled[case["id"]], case["input"]
        texts = {m["id"]: m["text"] for m in given["memories"]}
        assert entry["query"] == given["query"]
        # the block as ranked: the shown ids in order, each with its text
        assert [(m["rank"], m["id"], m["text"]) for m in entry["ranked"]] == [
            (i, label, texts[label]) for i, label in enumerate(case["written"], start=1)
        ]
        assert entry["leaked"] == [m for m in case["written"] if m in given["must_not_appear"]]
        assert entry["missed"] == [m for m in given["relevant"] if m not in case["written"]]
    run_id = store_result(engine, recall)
    with session_scope(engine) as s:
        row = s.get(EvalRun, run_id)
        assert row is not None and row.suite == "recall" and row.metrics["hit@1"] == 1.0
        assert s.execute(select(func.count()).select_from(EvalRun)).scalar_one() == 1


def test_fresh_database_is_created_and_dropped(settings: Settings, server_url: str) -> None:
    import psycopg

    result = run_suite(
        "recall", FIXTURES / "recall.jsonl", settings, resamples=50, show_progress=False
    )
    assert result["metrics"]["hit@5"] == 1.0
    with psycopg.connect(server_url) as conn:
        left = conn.execute(
            "SELECT count(*) FROM pg_database WHERE datname LIKE 'ingat_eval_%'"
        ).fetchone()
    assert left == (0,)


def test_bad_dataset_is_a_clear_error(settings: Settings, tmp_path: Path) -> None:
    from core.errors import DatasetError

    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "x"}\n')
    with pytest.raises(DatasetError, match=r"bad\.jsonl:1:"):
        run_suite("judge", bad, settings, show_progress=False)


def test_a_model_provider_runs_cases_concurrently_in_dataset_order(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    import json as _json

    from core.config.settings import load_settings
    from tests.fake_openai import Behaviour, serve

    reply = _json.dumps({"supported": False, "memory_id": None})
    with serve(Behaviour(content=reply, delay=0.3)) as llm:
        monkeypatch.setenv("ACEH_RAG_LLM__PROVIDER", "openai")
        monkeypatch.setenv("ACEH_RAG_LLM__BASE_URL", llm.base_url)
        result = run_suite(
            "judge",
            FIXTURES / "judge.jsonl",
            load_settings(),
            show_progress=False,
            resamples=0,
            concurrency=3,
        )
    judge_calls = [r for r in llm.requests if "ONE sentence" in r["body"]["messages"][0]["content"]]
    assert len(judge_calls) == 3
    assert llm.max_in_flight >= 2  # the three cases overlapped
    assert [c["id"] for c in result["cases"]] == ["j1", "j2", "j3"]


def _reply(**memory: object) -> str:
    import json as _json

    op = {
        "op": "add",
        "type": "preference",
        "category": "communication_preference",
        "text": "Prefers short answers.",
        "language": "en",
        "tags": [],
        "confidence": 0.9,
        "importance": 0.5,
        "stability": "stable",
        "identity": {"subject": "answer length", "polarity": "prefer"},
        "source_message_ids": ["u1"],
        "reason": "stated",
        **memory,
    }
    return _json.dumps({"operations": [op]})


def _case(case_id: str, **fields: object) -> str:
    import json as _json

    case = {
        "id": case_id,
        "language": "en",
        "tags": ["t", case_id],
        "conversation": [
            # The asker names the codes the forbidden patterns look for, so the write is grounded
            # and only the harness decides whether it counts.
            {
                "id": "u1",
                "role": "user",
                "author_id": "a",
                "content": "I prefer short answers (ticket ZEBRA-77, queue q9).",
            }
        ],
        "expected": {"add": [], "update": [], "forget": []},
        **fields,
    }
    return _json.dumps(case)


def test_forbidden_applies_to_tags_and_identity_and_rejections_are_recorded(
    engine: Engine, settings: Settings, tmp_path: Path
) -> None:
    lines = [
        # the harm sits only in a tag / the identity: the text is clean, the row is still counted
        _case("in-tag", model_reply=_reply(tags=["ZEBRA-77"]), forbidden=["zebra-77"]),
        _case(
            "in-facet",
            model_reply=_reply(identity={"subject": "x", "facet": "q9", "polarity": "prefer"}),
            forbidden=["/q\\d/"],
        ),
        # several patterns and fields matching one row count once
        _case(
            "once",
            model_reply=_reply(tags=["short"], identity={"subject": "short", "polarity": "prefer"}),
            forbidden=["short", "answers"],
        ),
        _case("clean", model_reply=_reply(), forbidden=["zebra"]),
        _case("timeout", model_error="timeout", forbidden=["short"]),
        _case("unavailable", model_error="unavailable"),
        _case("low", model_reply=_reply(confidence=0.1, stability="temporary")),
    ]
    dataset = tmp_path / "cases.jsonl"
    dataset.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = run_suite(
        "extraction", dataset, settings, engine=engine, resamples=0, show_progress=False
    )
    cases = {c["id"]: c for c in result["cases"]}
    hits = {k: c["outcome"]["forbidden_hits"] for k, c in cases.items()}
    assert hits == {
        "in-tag": 1,
        "in-facet": 1,
        "once": 1,
        "clean": 0,
        "timeout": 0,
        "unavailable": 0,
        "low": 0,
    }
    assert cases["in-tag"]["tags"] == ["t", "in-tag"]
    # a scripted model failure writes nothing and is recorded as the model-level reason
    assert cases["timeout"]["written"] == [] and cases["timeout"]["passed"]
    assert cases["timeout"]["rejections"] == [{"reason": "timeout", "level": "model", "labels": []}]
    assert cases["unavailable"]["reasons"] == ["unavailable"]
    # one rejection, several rules: the primary reason and the labels' reasons all count
    [low] = cases["low"]["rejections"]
    assert low["level"] == "candidate" and low["reason"] == "not_stable"
    assert set(cases["low"]["outcome"]["rejection_reasons"]) == {"not_stable", "low_confidence"}
    coverage = result["reason_coverage"]
    assert coverage["en"]["not_stable"] == 1 and coverage["en"]["low_confidence"] == 1
    assert coverage["all"]["timeout"] == 1 and coverage["en"]["malformed"] == 0
    assert set(coverage["all"]) >= {"not_grounded", "timeout", "empty_text"}
    assert "cases rejected for" in summary_table(result)


def test_a_case_cannot_have_both_a_reply_and_a_model_error() -> None:
    import pydantic

    from eval.schemas import ExtractionCase

    with pytest.raises(pydantic.ValidationError, match="model_reply or model_error"):
        ExtractionCase.model_validate_json(
            _case("both", model_reply=_reply(), model_error="timeout")
        )
