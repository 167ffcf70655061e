"""A dead or picky model endpoint can never look like a perfect model in an evaluation run.

``ingat eval run`` as a real process, with the openai provider talking to a local server that
speaks the Chat Completions protocol: one that answers every call with HTTP 503, one that refuses
the JSON-schema response format the way llama.cpp's server does (HTTP 500) and answers in JSON mode.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from eval.gate import run_gate
from tests.app.cli.test_cli import ingat
from tests.eval.test_gate import judge_result
from tests.fake_openai import Behaviour, form_of, serve

FIXTURES = Path(__file__).resolve().parent / "fixtures"
LLAMA_CPP_REFUSAL = (
    'response_format type must be one of "text" or "json_object", but got: json_schema'
)


def run(env: dict[str, str], base_url: str, suite: str, out: Path) -> tuple[int, str, Any]:
    done = ingat(
        "eval",
        "run",
        "--suite",
        suite,
        "--dataset",
        str(FIXTURES / f"{suite}.jsonl"),
        "--provider",
        "openai",
        "--no-store",
        "--output",
        str(out),
        env={**env, "ACEH_RAG_LLM__BASE_URL": base_url, "ACEH_RAG_LLM__API_KEY": "k"},
    )
    return done.returncode, done.stdout + done.stderr, json.loads(out.read_text())


def _calls_model(case: dict[str, Any]) -> bool:
    return case.get("model_reply") is None and case.get("model_error") is None


def test_a_dead_endpoint_fails_the_extraction_run(env: dict[str, str], tmp_path: Path) -> None:
    cases = [json.loads(line) for line in (FIXTURES / "extraction.jsonl").read_text().splitlines()]
    calling = sum(_calls_model(c) for c in cases)
    assert calling >= 3
    with serve(Behaviour(status=503)) as fake:
        code, output, result = run(env, fake.base_url, "extraction", tmp_path / "r.json")
    assert code == 1, output
    assert "the model endpoint failed" in output and "measures the endpoint" in output
    failed = result["model_errors"]
    assert failed["all"]["failed"] == calling and failed["all"]["by_reason"] == {
        "http_503": calling
    }
    assert sum(v["failed"] for k, v in failed.items() if k != "all") == calling
    # The metrics alone would have passed it: nothing forbidden was written.
    assert result["metrics"]["forbidden_writes"] == 0
    assert [c["outcome"]["model_error"] for c in result["cases"] if c["outcome"]["model_error"]]


def test_a_server_that_refuses_the_schema_like_llama_cpp_is_used_in_json_mode(
    env: dict[str, str], tmp_path: Path
) -> None:
    with serve(Behaviour(schema_status=500, schema_message=LLAMA_CPP_REFUSAL)) as fake:
        code, output, result = run(env, fake.base_url, "extraction", tmp_path / "r.json")
    assert code == 0, output
    assert result["model_errors"]["all"]["failed"] == 0
    # Each case shows what the model replied beside what the gates made of it.
    replies = [c.get("raw_reply") for c in result["cases"]]
    assert replies.count('{"operations": []}') >= 3
    formats = [
        form_of(r)
        for r in fake.requests
        if r["body"]["messages"][0]["content"].startswith("You extract long-term memories")
    ]  # the extraction calls (the run's second opinion calls the endpoint too)
    # One refusal at most per concurrent first call; JSON mode from then on.
    # llama.cpp's grammar form: the model can only write the contract's shape.
    assert formats[-1] == "json_object+schema" and formats.count("json_schema") <= 4
    assert formats.count("json_object+schema") == sum(
        _calls_model(json.loads(line))
        for line in (FIXTURES / "extraction.jsonl").read_text().splitlines()
    )


def test_a_dead_judge_endpoint_fails_the_judge_run(env: dict[str, str], tmp_path: Path) -> None:
    with serve(Behaviour(status=503)) as fake:
        code, output, result = run(env, fake.base_url, "judge", tmp_path / "r.json")
    assert code == 1, output
    assert result["model_errors"]["all"] == {
        "cases": 3,
        "failed": 3,
        "rate": 1.0,
        "by_reason": {"http_503": 3},
    }
    assert all(c["written"][0]["failure"] == "http_503" for c in result["cases"])


def test_the_gate_fails_a_candidate_whose_model_calls_failed() -> None:
    base = judge_result(40, 0)
    candidate = copy.deepcopy(base)
    candidate["model_errors"] = {
        "all": {"cases": 40, "failed": 2, "rate": 0.05, "by_reason": {"timeout": 2}},
        "en": {"cases": 40, "failed": 2, "rate": 0.05, "by_reason": {"timeout": 2}},
    }
    checks = {c.name: c for c in run_gate(base, candidate, resamples=100)}
    failed = checks["model_errors (hard limit)"]
    assert not failed.passed and "2 of 40" in failed.detail and "timeout 2" in failed.detail
    candidate["model_errors"]["all"].update(failed=0, rate=0.0, by_reason={})
    assert run_gate(base, candidate, resamples=100)[-1].passed
