"""Langfuse datasets and experiments against a local server that speaks the Langfuse API.

The real SDK talks to ``tests.fake_langfuse``; the tests assert on the requests it received:
datasets, items (idempotent by case id), item- and run-level scores, and OTLP traces of the model
calls (prompt name and version, model, usage — never the text).
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import Engine

from core.config.settings import Settings, load_settings
from core.errors import ConfigError, DatasetError
from core.prompts.loader import load_file_prompt
from eval.experiment import run_langfuse_experiment
from eval.langfuse_datasets import item_id, pull, push
from eval.run import run_suite
from eval.suites import SUITES
from tests.fake_langfuse import FakeLangfuse, serve
from tests.fake_openai import Behaviour
from tests.fake_openai import serve as serve_openai

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture
def langfuse(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeLangfuse]:
    """A fresh fake Langfuse and settings pointing at it (a new public key: the SDK caches one
    client per key per process)."""
    with serve() as fake:
        monkeypatch.setenv("LANGFUSE_PUBLIC_KEY", f"pk-lf-{uuid.uuid4().hex[:12]}")
        monkeypatch.setenv("LANGFUSE_SECRET_KEY", "sk-lf-test")
        monkeypatch.setenv("LANGFUSE_BASE_URL", fake.base_url)
        yield fake


def test_push_creates_the_dataset_and_one_item_per_case_and_is_idempotent(
    langfuse: FakeLangfuse,
) -> None:
    settings = load_settings()
    path = FIXTURES / "judge.jsonl"
    cases = SUITES.get("judge").load(path)
    assert push(settings.langfuse, path, "judge", "ingat-judge") == len(cases)
    assert push(settings.langfuse, path, "judge", "ingat-judge") == len(cases)

    creates = [r for r in langfuse.requests if r["path"] == "/api/public/v2/datasets"]
    assert len(creates) == 2
    assert creates[0]["json"]["name"] == "ingat-judge"
    assert creates[0]["json"]["metadata"] == {"suite": "judge", "source": "judge.jsonl"}
    item_posts = [r["json"] for r in langfuse.requests if r["path"] == "/api/public/dataset-items"]
    assert len(item_posts) == 2 * len(cases)
    first = item_posts[0]
    assert first["datasetName"] == "ingat-judge"
    assert first["id"] == item_id("ingat-judge", cases[0].id)
    assert first["input"] == cases[0].model_dump(mode="json")
    assert first["expectedOutput"] == {"label": cases[0].label, "memory_id": cases[0].memory_id}
    assert first["metadata"] == {
        "suite": "judge",
        "case_id": cases[0].id,
        "language": cases[0].language,
    }
    # pushed twice, stored once: the item id is derived from the dataset and the case id
    assert len(langfuse.items_of("ingat-judge")) == len(cases)
    assert all(r["auth"] and r["auth"].startswith("Basic ") for r in langfuse.requests)


def test_a_bad_file_uploads_nothing(langfuse: FakeLangfuse, tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "x", "language": "fr"}\n', encoding="utf-8")
    with pytest.raises(DatasetError, match=r"bad\.jsonl:1:"):
        push(load_settings().langfuse, bad, "judge", "bad")
    assert langfuse.requests == []


def test_pull_gives_back_the_same_cases(langfuse: FakeLangfuse, tmp_path: Path) -> None:
    settings = load_settings()
    path = FIXTURES / "extraction.jsonl"
    push(settings.langfuse, path, "extraction", "ext")
    out = tmp_path / "pulled.jsonl"
    assert pull(settings.langfuse, "ext", "extraction", out) == len(
        SUITES.get("extraction").load(path)
    )
    original = sorted(SUITES.get("extraction").load(path), key=lambda c: c.id)
    assert SUITES.get("extraction").load(out) == original
    paths = langfuse.paths("GET")
    assert "/api/public/v2/datasets/ext" in paths and "/api/public/dataset-items" in paths


def test_pull_of_another_suite_names_the_right_one(langfuse: FakeLangfuse, tmp_path: Path) -> None:
    settings = load_settings()
    push(settings.langfuse, FIXTURES / "judge.jsonl", "judge", "j")
    with pytest.raises(DatasetError, match="holds judge cases, not recall; pass --suite judge"):
        pull(settings.langfuse, "j", "recall", tmp_path / "x.jsonl")


def test_without_keys_langfuse_commands_say_what_to_set(settings: Settings, tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="LANGFUSE_PUBLIC_KEY"):
        pull(settings.langfuse, "x", "judge", tmp_path / "x.jsonl")


def test_experiment_records_a_dataset_run_with_item_and_run_scores(
    langfuse: FakeLangfuse, engine: Engine
) -> None:
    settings = load_settings()
    path = FIXTURES / "recall.jsonl"
    push(settings.langfuse, path, "recall", "recall-set")
    result = run_langfuse_experiment(
        "recall", "recall-set", settings, show_progress=False, resamples=100
    )
    local = run_suite("recall", path, settings, show_progress=False, resamples=100)
    # the same cases through the same core path give the same metrics as the local file
    assert result["metrics"] == local["metrics"]
    assert result["dataset"] == "langfuse:recall-set"
    assert result["langfuse"]["failed_items"] == []
    cases = SUITES.get("recall").load(path)

    item_scores = [s for s in langfuse.scores if s.get("traceId")]
    passed = [s for s in item_scores if s["name"] == "passed"]
    assert len(passed) == len(cases)
    by_case = {c["id"]: c["passed"] for c in result["cases"]}
    assert sorted(s["value"] for s in passed) == sorted(1.0 if v else 0.0 for v in by_case.values())
    assert {s["name"] for s in item_scores} == {"passed", "reciprocal_rank", "leaks"}

    run_scores = {s["name"]: s["value"] for s in langfuse.scores if s.get("datasetRunId")}
    assert run_scores["hit@5"] == result["metrics"]["hit@5"]
    assert run_scores["leaks"] == 0.0
    assert set(run_scores) >= {"hit@1", "hit@3", "hit@5", "mrr", "ndcg@5", "budget_overflows"}

    # one trace per item, linked to the dataset item, exported over OTLP
    item_ids = {item_id("recall-set", c.id) for c in cases}
    linked = {
        s.attributes.get("langfuse.experiment.item.id")
        for s in langfuse.spans
        if s.attributes.get("langfuse.experiment.item.id")
    }
    assert linked == item_ids


def test_experiment_traces_each_model_call_without_text(
    langfuse: FakeLangfuse, monkeypatch: pytest.MonkeyPatch
) -> None:
    reply = json.dumps({"supported": False, "memory_id": None})
    with serve_openai(Behaviour(content=reply)) as llm:
        monkeypatch.setenv("ACEH_RAG_LLM__PROVIDER", "openai")
        monkeypatch.setenv("ACEH_RAG_LLM__BASE_URL", llm.base_url)
        monkeypatch.setenv("ACEH_RAG_LLM__MODEL", "judge-model")
        settings = load_settings()
        push(settings.langfuse, FIXTURES / "judge.jsonl", "judge", "judge-set")
        result = run_langfuse_experiment("judge", "judge-set", settings, show_progress=False)
    cases = SUITES.get("judge").load(FIXTURES / "judge.jsonl")
    judge_calls = [
        r
        for r in llm.requests
        if r["body"]["messages"][0]["content"] == load_file_prompt("judge").text
    ]
    assert len(judge_calls) == len(cases)
    # the ragas second opinion ran on the same endpoint (its replies here are not ragas JSON)
    assert result["ragas_faithfulness"]["unjudged"] == len(cases)
    assert any(s.name == "eval second opinion" for s in langfuse.spans)
    generations = [s for s in langfuse.spans if s.name == "claim judge"]
    assert len(generations) == len(cases)
    g = generations[0].attributes
    assert g["langfuse.observation.type"] == "generation"
    assert g["langfuse.observation.model.name"] == "judge-model"
    assert json.loads(g["langfuse.observation.metadata.prompt_name"]) == "judge"
    assert json.loads(g["langfuse.observation.metadata.prompt_version"]) == "judge-v2"
    assert g["langfuse.version"] == "judge-v2"
    usage = json.loads(g["langfuse.observation.usage_details"])
    assert usage == {"input": 10, "output": 5}
    # each generation sits inside its item's trace
    traces = {s.trace_id for s in langfuse.spans if s.name == "experiment-item-run"}
    assert {s.trace_id for s in generations} <= traces
    # no sentence, note or reply text in any generation span
    sentences = [c.sentence for c in cases]
    for span in generations:
        blob = json.dumps(span.attributes, ensure_ascii=False)
        assert not any(s in blob for s in sentences)
        assert "supported" not in blob
    assert result["provider"] == "openai"


def test_langfuse_down_never_fails_an_eval_run(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    reply = json.dumps({"supported": False, "memory_id": None})
    with serve(FakeLangfuse(fail=True)) as down, serve_openai(Behaviour(content=reply)) as llm:
        monkeypatch.setenv("LANGFUSE_PUBLIC_KEY", f"pk-lf-{uuid.uuid4().hex[:12]}")
        monkeypatch.setenv("LANGFUSE_SECRET_KEY", "sk-lf-test")
        monkeypatch.setenv("LANGFUSE_BASE_URL", down.base_url)
        monkeypatch.setenv("ACEH_RAG_LLM__PROVIDER", "openai")
        monkeypatch.setenv("ACEH_RAG_LLM__BASE_URL", llm.base_url)
        result = run_suite("judge", FIXTURES / "judge.jsonl", load_settings(), show_progress=False)
    # the prompt came from the file (Langfuse answered 500) and every case was judged
    assert result["prompt_version"] == "judge-v2"
    assert len(result["cases"]) == len(SUITES.get("judge").load(FIXTURES / "judge.jsonl"))
