"""Every LLM call is traced to Langfuse when configured, and tracing never fails the caller."""

from __future__ import annotations

import json
import uuid
from datetime import UTC, datetime

import pytest
from pydantic import SecretStr

from core.config.settings import LangfuseSettings, LLMSettings
from core.errors import ModelUnavailable
from core.extraction.transcript import Transcript, TranscriptMessage
from core.llm.openai_provider import OpenAIProvider
from core.observability.tracing import LangfuseTracer, NullTracer, build_tracer, flush
from core.prompts.loader import load_file_prompt
from tests.fake_langfuse import FakeLangfuse, serve
from tests.fake_openai import Behaviour
from tests.fake_openai import serve as serve_openai

PROMPT = load_file_prompt("extraction")
SECRET = "I keep my savings at the corner bank"


def transcript() -> Transcript:
    return Transcript(
        conversation_id=uuid.uuid4(),
        asker_id=uuid.uuid4(),
        messages=[TranscriptMessage(uuid.uuid4(), "user", SECRET, datetime.now(UTC))],
    )


def keys(base_url: str) -> LangfuseSettings:
    # a public key per test: the SDK keeps one client per key per process
    return LangfuseSettings(
        LANGFUSE_PUBLIC_KEY=f"pk-lf-{uuid.uuid4().hex[:12]}",
        LANGFUSE_SECRET_KEY=SecretStr("sk-lf-test"),
        LANGFUSE_BASE_URL=base_url,
    )


def provider(base_url: str, tracer: LangfuseTracer | NullTracer) -> OpenAIProvider:
    settings = LLMSettings(base_url=base_url, api_key=SecretStr("sk-test"), timeout_seconds=5)
    return OpenAIProvider(settings, model="extract-model", tracer=tracer)


def test_no_keys_means_no_tracer() -> None:
    assert isinstance(build_tracer(LangfuseSettings()), NullTracer)


def test_an_extraction_call_is_one_generation_without_text() -> None:
    reply = json.dumps({"operations": [], "note": SECRET})
    with serve() as langfuse, serve_openai(Behaviour(content=reply)) as llm:
        settings = keys(langfuse.base_url)
        raw = provider(llm.base_url, LangfuseTracer(settings)).extract(transcript(), PROMPT, 5)
        flush(settings)
    assert raw == reply
    [span] = [s for s in langfuse.spans if s.name == "memory extraction"]
    a = span.attributes
    assert a["langfuse.observation.type"] == "generation"
    assert a["langfuse.observation.model.name"] == "extract-model"
    assert json.loads(a["langfuse.observation.metadata.prompt_name"]) == "extraction"
    assert json.loads(a["langfuse.observation.metadata.prompt_version"]) == "extraction-v2"
    assert json.loads(a["langfuse.observation.usage_details"]) == {"input": 10, "output": 5}
    assert not any(SECRET in json.dumps(s.attributes) for s in langfuse.spans)
    assert "/api/public/otel/v1/traces" in langfuse.paths("POST")


def test_a_failed_call_is_marked_and_still_raised() -> None:
    with serve() as langfuse, serve_openai(Behaviour(status=503)) as llm:
        settings = keys(langfuse.base_url)
        with pytest.raises(ModelUnavailable):
            provider(llm.base_url, LangfuseTracer(settings)).extract(transcript(), PROMPT, 5)
        flush(settings)
    [span] = [s for s in langfuse.spans if s.name == "memory extraction"]
    assert span.attributes["langfuse.observation.level"] == "ERROR"
    assert span.attributes["langfuse.observation.status_message"] == "ModelUnavailable"


def test_langfuse_down_never_fails_the_call() -> None:
    with serve(FakeLangfuse(fail=True)) as langfuse, serve_openai(Behaviour()) as llm:
        settings = keys(langfuse.base_url)
        raw = provider(llm.base_url, LangfuseTracer(settings)).extract(transcript(), PROMPT, 5)
        flush(settings)
    assert raw == '{"operations": []}'
    assert "/api/public/otel/v1/traces" in langfuse.paths("POST")  # tried, failed, ignored


def test_langfuse_unreachable_never_fails_the_call() -> None:
    with serve() as gone:
        url = gone.base_url
    settings = keys(url)  # nothing listens there any more
    with serve_openai(Behaviour()) as llm:
        raw = provider(llm.base_url, LangfuseTracer(settings)).extract(transcript(), PROMPT, 5)
        flush(settings)
    assert raw == '{"operations": []}'
