"""The openai provider through the real SDK against a local Chat Completions server."""

from __future__ import annotations

import json
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
from tests.fake_openai import Behaviour, form_of, serve

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
        and "never makes a memory" in body["messages"][0]["content"].lower()
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
    assert [form_of(r) for r in fake.requests] == [
        "json_schema",
        "json_object+schema",
        "json_object+schema",
    ]


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
    # No hidden SDK retries; a bare 500 tries the other response forms once each (a server that
    # cannot take the schema may answer it with a bare 500), a 429 or 503 nothing more.
    assert len(fake.requests) == (3 if status == 500 else 1)


def test_unreachable_server_is_unavailable() -> None:
    with pytest.raises(ModelUnavailable):
        provider("http://127.0.0.1:9/v1").extract(transcript(), PROMPT, 2)


LLAMA_CPP_REFUSAL = (
    'response_format type must be one of "text" or "json_object", but got: json_schema'
)


@pytest.mark.parametrize(
    ("status", "message"),
    [
        (500, LLAMA_CPP_REFUSAL),  # llama.cpp's server
        (422, "Unsupported response format"),
        (400, "Invalid value for 'response_format'"),
        (500, "Internal Server Error"),  # a bare 500: retried once in JSON mode
    ],
)
def test_a_refused_schema_falls_back_to_json_mode_and_is_remembered_per_base_url(
    status: int, message: str
) -> None:
    with serve(Behaviour(schema_status=status, schema_message=message)) as fake:
        first = provider(fake.base_url)
        assert first.extract(transcript(), PROMPT, 5) == '{"operations": []}'
        # Another provider (another eval run, the sweeper) of the same endpoint starts there.
        assert provider(fake.base_url).extract(transcript(), PROMPT, 5) == '{"operations": []}'
    assert [form_of(r) for r in fake.requests] == [
        "json_schema",
        "json_object+schema",
        "json_object+schema",
    ]
    schema = fake.requests[1]["body"]["response_format"]["schema"]
    assert schema["properties"]["operations"]["maxItems"] == 6  # the bounded contract


def test_a_server_that_takes_neither_schema_form_gets_json_mode() -> None:
    with serve(Behaviour(schema_status=400, object_schema_status=400)) as fake:
        assert provider(fake.base_url).extract(transcript(), PROMPT, 5) == '{"operations": []}'
        assert provider(fake.base_url).extract(transcript(), PROMPT, 5) == '{"operations": []}'
    assert [form_of(r) for r in fake.requests] == [
        "json_schema",
        "json_object+schema",
        "json_object",
        "json_object",
    ]


def test_a_bare_500_in_every_form_is_unavailable_and_not_remembered() -> None:
    with serve(Behaviour(status=500)) as fake:
        with pytest.raises(ModelUnavailable) as err:
            provider(fake.base_url).extract(transcript(), PROMPT, 5)
        assert err.value.status == 500
        with pytest.raises(ModelUnavailable):
            provider(fake.base_url).extract(transcript(), PROMPT, 5)
    forms = ["json_schema", "json_object+schema", "json_object"]
    assert [form_of(r) for r in fake.requests] == forms + forms


@pytest.mark.parametrize("status", [429, 503])
def test_a_rate_limit_or_an_absent_server_is_not_a_refused_form(status: int) -> None:
    with serve(Behaviour(status=status)) as fake, pytest.raises(ModelUnavailable) as err:
        provider(fake.base_url).extract(transcript(), PROMPT, 5)
    assert err.value.status == status
    assert [form_of(r) for r in fake.requests] == ["json_schema"]


def test_the_schema_sent_is_bounded_by_the_settings() -> None:
    from core.config.settings import MemorySettings

    limits = MemorySettings(max_chars_per_memory=120, max_new_per_conversation=2)
    with serve(Behaviour()) as fake:
        OpenAIProvider(
            LLMSettings(base_url=fake.base_url, timeout_seconds=5), model="m", limits=limits
        ).extract(transcript(), PROMPT, 5)
    schema = fake.requests[0]["body"]["response_format"]["json_schema"]["schema"]
    add = schema["$defs"]["ReplyAdd"]["properties"]
    assert add["text"]["maxLength"] == 120
    assert schema["properties"]["operations"]["maxItems"] == 5
    # A grammar engine writes properties in schema order: the operation is chosen first.
    for name in ("ReplyAdd", "ReplyUpdate", "ReplyForget"):
        assert next(iter(schema["$defs"][name]["properties"])) == "op"
    lengths = _bounds(schema)
    assert lengths and max(lengths) <= 300, "an unbounded or long string or list"
    assert len(json.dumps(schema)) < 4000


def _bounds(node: object) -> list[int]:
    """Every maxLength / maxItems in the schema; a string or array without one fails the test."""
    found: list[int] = []
    if isinstance(node, dict):
        if node.get("type") == "string" and "enum" not in node and "const" not in node:
            assert "maxLength" in node, node
        if node.get("type") == "array":
            assert "maxItems" in node, node
        for key in ("maxLength", "maxItems"):
            if key in node:
                found.append(int(node[key]))
        for value in node.values():
            found.extend(_bounds(value))
    elif isinstance(node, list):
        for value in node:
            found.extend(_bounds(value))
    return found
