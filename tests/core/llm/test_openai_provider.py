"""The openai provider through the real SDK against a local Chat Completions server."""

from __future__ import annotations

import time
import uuid
from datetime import UTC, datetime

import pytest
from pydantic import SecretStr

from core.config.settings import LLMSettings
from core.errors import ModelTimeout, ModelUnavailable
from core.extraction.transcript import Transcript, TranscriptMessage
from core.llm.openai_provider import OpenAIProvider
from core.prompts.loader import load_file_prompt
from tests.fake_openai import Behaviour, serve

PROMPT = load_file_prompt("extraction")


def transcript() -> Transcript:
    return Transcript(
        conversation_id=uuid.uuid4(),
        asker_id=uuid.uuid4(),
        messages=[
            TranscriptMessage(uuid.uuid4(), "user", "Remember I like tea.", datetime.now(UTC))
        ],
    )


def provider(base_url: str) -> OpenAIProvider:
    return OpenAIProvider(
        LLMSettings(base_url=base_url, api_key=SecretStr("sk-test"), timeout_seconds=5), model="m-1"
    )


def test_valid_reply_and_request_shape() -> None:
    with serve(Behaviour(content='{"operations": []}')) as fake:
        raw = provider(fake.base_url).extract(transcript(), PROMPT, 5)
    assert raw == '{"operations": []}'
    [req] = fake.requests
    assert req["path"] == "/v1/chat/completions" and req["auth"] == "Bearer sk-test"
    body = req["body"]
    assert body["model"] == "m-1" and body["temperature"] == 0
    assert body["response_format"]["type"] == "json_schema"
    assert (
        body["messages"][0]["role"] == "system"
        and "never stored" in body["messages"][0]["content"].lower()
    )
    assert "<conversation_data>" in body["messages"][1]["content"]


def test_malformed_reply_is_returned_for_the_gates() -> None:
    with serve(Behaviour(content="Sure! Here are the memories: none")) as fake:
        assert provider(fake.base_url).extract(transcript(), PROMPT, 5).startswith("Sure!")


def test_json_mode_fallback_when_schema_is_refused() -> None:
    with serve(Behaviour(reject_json_schema=True)) as fake:
        p = provider(fake.base_url)
        assert p.extract(transcript(), PROMPT, 5) == '{"operations": []}'
        p.extract(transcript(), PROMPT, 5)
    formats = [r["body"]["response_format"]["type"] for r in fake.requests]
    assert formats == ["json_schema", "json_object", "json_object"]


def test_slow_reply_is_a_timeout() -> None:
    with serve(Behaviour(delay=3)) as fake:
        started = time.monotonic()
        with pytest.raises(ModelTimeout):
            provider(fake.base_url).extract(transcript(), PROMPT, 0.5)
        assert time.monotonic() - started < 2.5


@pytest.mark.parametrize("status", [429, 500, 503])
def test_rate_limits_and_server_errors_are_unavailable(status: int) -> None:
    with serve(Behaviour(status=status)) as fake, pytest.raises(ModelUnavailable) as err:
        provider(fake.base_url).extract(transcript(), PROMPT, 5)
    assert not isinstance(err.value, ModelTimeout)
    assert str(status) in str(err.value)
    assert len(fake.requests) == 1  # no hidden SDK retries


def test_unreachable_server_is_unavailable() -> None:
    with pytest.raises(ModelUnavailable):
        provider("http://127.0.0.1:9/v1").extract(transcript(), PROMPT, 2)
