"""The LLM paths against a REAL model on this machine (opt-in: ``make local-llm-test``).

A session fixture starts llama.cpp's server with the default local model (built and assembled by
``make local-llm`` or ``ingat llm build``; built here on first use otherwise) and the code under
test talks to it through the real openai SDK: the extraction provider through the gates and the
store, and the LLM judge. The conversations here are written for this suite, not taken from the
shipped datasets.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pydantic import SecretStr

from app.local_llm.build import default_paths
from app.local_llm.models import DEFAULT_LOCAL_MODEL, LOCAL_MODELS
from app.local_llm.serve import base_url, free_port, start
from core.config.settings import LLMSettings, load_settings
from core.endpoint import formats
from core.endpoint.client import openai_client
from core.judge.judges import Note, OpenAIJudge, Verdict
from core.llm.completion import OpenAICompletion
from core.prompts.loader import Prompt, load_file_prompt
from eval.run import run_suite

pytestmark = pytest.mark.local_llm

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="module")
def local_model() -> Iterator[str]:
    """The base URL of a running local model server (stopped after the module)."""
    model = LOCAL_MODELS.get(DEFAULT_LOCAL_MODEL)
    port = free_port()
    server = start(model, default_paths(), port, print, log=default_paths().root / "server.log")
    try:
        yield base_url(port)
    finally:
        server.terminate()
        server.wait(timeout=30)


def _case(case_id: str, lang: str, user: str, add: list[str]) -> dict[str, Any]:
    return {
        "id": case_id,
        "language": lang,
        "conversation": [{"id": "u1", "role": "user", "content": user, "author_id": "a"}],
        "expected": {
            "add": [
                {"type": "preference", "category": "communication_preference", "text": t}
                for t in add
            ],
            "update": [],
            "forget": [],
        },
        "forbidden": [],
    }


CASES = [
    _case(
        "llm-en",
        "en",
        "From now on, please answer me with bullet points, not paragraphs.",
        ["Wants bullet points instead of paragraphs."],
    ),
    _case(
        "llm-id",
        "id",
        "Mulai sekarang tolong jawab pakai poin-poin, jangan paragraf panjang.",
        ["Ingin jawaban berupa poin-poin, bukan paragraf panjang."],
    ),
    _case(
        "llm-zh",
        "zh",
        "以后回答我请用要点列出来，不要写长段落。",
        ["希望回答用要点列出，不要长段落。"],
    ),
    _case(
        "llm-question", "en", "What does the data retention clause of our vendor contract say?", []
    ),
]


@pytest.fixture(scope="module")
def extraction_result(local_model: str, tmp_path_factory: pytest.TempPathFactory) -> Any:
    """The extraction suite on this module's cases with the real model, on a fresh database."""
    dataset = tmp_path_factory.mktemp("cases") / "cases.jsonl"
    dataset.write_text("\n".join(json.dumps(c, ensure_ascii=False) for c in CASES) + "\n")
    with pytest.MonkeyPatch.context() as env:
        env.setenv("ACEH_RAG_AUDIT__HMAC_KEY", "local-llm-suite")
        for key, value in {
            "ACEH_RAG_LLM__PROVIDER": "openai",
            "ACEH_RAG_LLM__BASE_URL": local_model,
            "ACEH_RAG_LLM__MODEL": DEFAULT_LOCAL_MODEL,
            "ACEH_RAG_LLM__API_KEY": "local",
            "ACEH_RAG_LLM__TIMEOUT_SECONDS": "180",
            "ACEH_RAG_MEMORY__EXTRACT_TIMEOUT_SECONDS": "180",
        }.items():
            env.setenv(key, value)
        result = run_suite(
            "extraction",
            dataset,
            load_settings(),
            concurrency=1,
            show_progress=False,
            second_opinions=False,
        )
    return {c["id"]: c for c in result["cases"]} | {"_model_errors": result["model_errors"]}


@pytest.mark.parametrize(
    ("case_id", "lang"), [("llm-en", "en"), ("llm-id", "id"), ("llm-zh", "zh")]
)
def test_a_stated_preference_is_written_in_the_users_language(
    extraction_result: dict[str, Any], case_id: str, lang: str
) -> None:
    assert extraction_result["_model_errors"]["all"]["failed"] == 0
    case = extraction_result[case_id]
    assert "malformed" not in case["reasons"], case.get("raw_reply")
    assert case["written"], (case.get("raw_reply"), case["reasons"])
    assert all(w["language"] == lang for w in case["written"]), case["written"]


def test_a_question_writes_nothing(extraction_result: dict[str, Any]) -> None:
    """The 1.5B model turns this question into "Vendor contract that specifies data retention
    clause."; the legal gate refuses what a document says (``document_statement``)."""
    case = extraction_result["llm-question"]
    assert case["written"] == [], case.get("raw_reply")


def _judge(local_model: str, prompt: Prompt | None = None) -> OpenAIJudge:
    return OpenAIJudge(
        LLMSettings(base_url=local_model, api_key=SecretStr("local"), timeout_seconds=180),
        prompt or load_file_prompt("judge"),
        DEFAULT_LOCAL_MODEL,
    )


NOTES = [Note("m1", "Prefers answers in bullet points."), Note("m2", "Works as a tax advisor.")]


def test_the_judge_rejects_a_flipped_preference(local_model: str) -> None:
    flipped = _judge(local_model).judge(
        "Since you dislike bullet points, here is a paragraph.", NOTES
    )
    assert not flipped.supported and flipped.failure == "", flipped


@pytest.mark.parametrize(
    "sentence",
    [
        "As you prefer, here are the points as a bulleted list.",
        "Karena Anda suka poin-poin, berikut jawabannya dalam daftar.",
        "按你喜欢的方式，下面用要点列出。",
    ],
)
def test_the_judge_accepts_a_supported_paraphrase(local_model: str, sentence: str) -> None:
    verdict = _judge(local_model).judge(sentence, NOTES)
    assert verdict.supported and verdict.memory_id == "m1", verdict


def test_a_judge_reply_of_the_wrong_shape_fails_closed(local_model: str) -> None:
    """A judge prompt that asks the real model for another shape, on an endpoint in plain JSON
    mode (no schema to hold the model to the contract): not supported, counted as malformed."""
    # the key the clients use: the SDK's normalized base URL (with its trailing slash)
    formats.remember(str(openai_client(LLMSettings(base_url=local_model)).base_url), "json_object")
    wrong = Prompt(
        name="judge",
        version="judge-wrong-shape",
        text='Answer whether the sentence matches a note, as {"answer": "yes"} or '
        '{"answer": "no"}. Reply with that JSON object only.',
    )
    verdict = _judge(local_model, wrong).judge("You prefer bullet points.", NOTES)
    assert verdict == Verdict(False, failure="malformed"), verdict


def _completion(local_model: str) -> OpenAICompletion:
    return OpenAICompletion(
        LLMSettings(
            base_url=local_model,
            api_key=SecretStr("local"),
            model=DEFAULT_LOCAL_MODEL,
            timeout_seconds=180,
        )
    )


def test_ragas_faithfulness_with_the_real_model(local_model: str) -> None:
    """ragas' statement and verdict calls, grammar-constrained to ragas' own reply models."""
    from eval.ragas_faithfulness import faithfulness_cross_check

    cases = [
        {
            "id": "supported",
            "sentence": "You prefer answers as bullet points.",
            "memories": [{"id": "m1", "text": "Prefers answers in bullet points."}],
            "label": "supported",
        },
        {
            "id": "flipped",
            "sentence": "You prefer long paragraphs.",
            "memories": [{"id": "m1", "text": "Prefers answers in bullet points."}],
            "label": "unsupported",
        },
    ]
    judged = {
        "cases": [
            {"id": "supported", "written": [{"supported": True}]},
            {"id": "flipped", "written": [{"supported": False}]},
        ]
    }
    out = faithfulness_cross_check(cases, judged, _completion(local_model))
    assert out["unjudged"] == 0, out
    assert [r["ragas_supported"] for r in out["cases"]] == [True, False], out


def test_geval_says_the_default_local_model_is_not_up_to_it(local_model: str) -> None:
    """GEval's calls work against the real server (the controls get scores), and the 1.5B model
    scores even identical memories 0 (its reasons read "bullet points" as the output's own
    format): the second opinion names the model unfit and scores no case."""
    from eval.deepeval_metrics import CoreDeepEvalLLM, llm_equivalence

    result = {
        "cases": [
            {
                "id": "c",
                "written": [{"op": "add", "text": "Wants bullet points, not paragraphs."}],
                "expected": {"add": [{"text": "Prefers answers as bullet points."}], "update": []},
            }
        ]
    }
    out = llm_equivalence(result, CoreDeepEvalLLM(_completion(local_model)))
    assert all(score is not None for score in out["controls"].values()), out
    assert "not up to GEval" in out["unfit"] and out["cases"] == {}, out
