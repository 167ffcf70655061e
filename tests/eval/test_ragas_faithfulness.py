"""ragas Faithfulness through core's LLM adapter, against a local OpenAI-compatible server."""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import SecretStr

from core.config.settings import LLMSettings, Settings
from core.llm.completion import OpenAICompletion
from eval.ragas_faithfulness import faithfulness_cross_check
from eval.run import run_suite
from tests.fake_openai import Behaviour, serve

CASES = [
    {
        "id": "f1",
        "language": "en",
        "memories": [{"id": "m1", "text": "Prefers short answers in Indonesian."}],
        "sentence": "You prefer short answers in Indonesian.",
        "label": "supported",
        "memory_id": "m1",
    },
    {
        "id": "f2",
        "language": "en",
        "memories": [{"id": "m1", "text": "Prefers short answers in Indonesian."}],
        "sentence": "You prefer long answers in English.",
        "label": "unsupported",
        "memory_id": None,
    },
]


def nli(statement: str, verdict: int) -> str:
    return json.dumps(
        {"statements": [{"statement": statement, "reason": "compared", "verdict": verdict}]}
    )


def test_faithfulness_runs_beside_the_claim_judge(tmp_path: Path, settings: Settings) -> None:
    dataset = tmp_path / "judge.jsonl"
    dataset.write_text("".join(json.dumps(c) + "\n" for c in CASES), encoding="utf-8")
    judged = run_suite("judge", dataset, settings, show_progress=False, resamples=0)
    script = [
        Behaviour(content=json.dumps({"statements": ["The user prefers short answers."]})),
        Behaviour(content=nli("The user prefers short answers.", 1)),
        Behaviour(content=json.dumps({"statements": ["The user prefers long answers."]})),
        Behaviour(content=nli("The user prefers long answers.", 0)),
    ]
    with serve(*script) as llm:
        completion = OpenAICompletion(
            LLMSettings(base_url=llm.base_url, api_key=SecretStr("sk-x"), model="faith-m")
        )
        out = faithfulness_cross_check(CASES, judged, completion)
    assert [r["faithfulness"] for r in out["cases"]] == [1.0, 0.0]
    assert [r["ragas_supported"] for r in out["cases"]] == [True, False]
    assert out["ragas_accuracy"] == 1.0 and out["judged"] == 2 and out["model"] == "faith-m"
    assert out["judge_accuracy"] == 1.0 and out["agreement"] == 1.0
    # ragas asked for statements of the sentence, then checked them against the notes only
    bodies = [r["body"] for r in llm.requests]
    assert len(bodies) == 4
    assert "You prefer short answers in Indonesian." in bodies[0]["messages"][1]["content"]
    assert "Prefers short answers in Indonesian." in bodies[1]["messages"][1]["content"]
    # each call asked for ragas' own reply model as a schema (what a local grammar engine needs)
    assert all(b["response_format"]["type"] == "json_schema" for b in bodies)
    assert "statements" in bodies[0]["response_format"]["json_schema"]["schema"]["properties"]


def test_a_failing_model_leaves_cases_unjudged(tmp_path: Path, settings: Settings) -> None:
    dataset = tmp_path / "judge.jsonl"
    dataset.write_text("".join(json.dumps(c) + "\n" for c in CASES), encoding="utf-8")
    judged = run_suite("judge", dataset, settings, show_progress=False, resamples=0)
    with serve(Behaviour(status=500)) as llm:
        out = faithfulness_cross_check(
            CASES, judged, OpenAICompletion(LLMSettings(base_url=llm.base_url, model="m"))
        )
    assert out["unjudged"] == 2 and out["ragas_accuracy"] is None and out["agreement"] is None
