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
from core.judge.judges import Note, OpenAIJudge
from core.prompts.loader import load_file_prompt
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


@pytest.mark.xfail(
    strict=True,
    reason="issue 18 not met: the 1.5B model stores a question about a contract as a fact "
    "('Vendor contract that specifies data retention clause.') and no gate refuses a statement "
    "about a document that names no law",
)
def test_a_question_writes_nothing(extraction_result: dict[str, Any]) -> None:
    case = extraction_result["llm-question"]
    assert case["written"] == [], case.get("raw_reply")


def _judge(local_model: str) -> OpenAIJudge:
    return OpenAIJudge(
        LLMSettings(base_url=local_model, api_key=SecretStr("local"), timeout_seconds=180),
        load_file_prompt("judge"),
        DEFAULT_LOCAL_MODEL,
    )


NOTES = [Note("m1", "Prefers answers in bullet points."), Note("m2", "Works as a tax advisor.")]


def test_the_judge_rejects_a_flipped_preference(local_model: str) -> None:
    flipped = _judge(local_model).judge(
        "Since you dislike bullet points, here is a paragraph.", NOTES
    )
    assert not flipped.supported and flipped.failure == "", flipped


@pytest.mark.xfail(
    strict=True,
    reason="issue 18 not met: the judge prompt with the 1.5B model rejects supported "
    "paraphrases (false-reject 0.889 on the prompt-gate subset)",
)
def test_the_judge_accepts_a_supported_paraphrase(local_model: str) -> None:
    verdict = _judge(local_model).judge(
        "As you prefer, here are the points as a bulleted list.", NOTES
    )
    assert verdict.supported and verdict.memory_id == "m1", verdict
