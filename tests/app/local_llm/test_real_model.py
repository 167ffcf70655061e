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


def test_extraction_with_a_real_model_writes_in_the_users_language(
    local_model: str, env: dict[str, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dataset = tmp_path / "cases.jsonl"
    dataset.write_text("\n".join(json.dumps(c, ensure_ascii=False) for c in CASES) + "\n")
    for key, value in {
        "ACEH_RAG_LLM__PROVIDER": "openai",
        "ACEH_RAG_LLM__BASE_URL": local_model,
        "ACEH_RAG_LLM__MODEL": DEFAULT_LOCAL_MODEL,
        "ACEH_RAG_LLM__API_KEY": "local",
        "ACEH_RAG_LLM__TIMEOUT_SECONDS": "180",
        "ACEH_RAG_MEMORY__EXTRACT_TIMEOUT_SECONDS": "180",
    }.items():
        monkeypatch.setenv(key, value)
    result = run_suite("extraction", dataset, load_settings(), concurrency=1, show_progress=False)
    cases = {c["id"]: c for c in result["cases"]}
    assert result["model_errors"]["all"]["failed"] == 0
    assert not any("malformed" in c["reasons"] for c in cases.values()), [
        c.get("raw_reply") for c in cases.values()
    ]
    for case_id, lang in (("llm-en", "en"), ("llm-id", "id"), ("llm-zh", "zh")):
        written = cases[case_id]["written"]
        assert written, (case_id, cases[case_id].get("raw_reply"), cases[case_id]["reasons"])
        assert all(w["language"] == lang for w in written), written
    assert cases["llm-question"]["written"] == [], cases["llm-question"].get("raw_reply")


def test_the_judge_with_a_real_model(local_model: str) -> None:
    judge = OpenAIJudge(
        LLMSettings(base_url=local_model, api_key=SecretStr("local"), timeout_seconds=180),
        load_file_prompt("judge"),
        DEFAULT_LOCAL_MODEL,
    )
    notes = [Note("m1", "Prefers answers in bullet points."), Note("m2", "Works as a tax advisor.")]
    supported = judge.judge("As you prefer, here are the points as a bulleted list.", notes)
    assert supported.supported and supported.memory_id == "m1", supported
    flipped = judge.judge("Since you dislike bullet points, here is a paragraph.", notes)
    assert not flipped.supported, flipped
