"""The one structured call against protocol-speaking servers: forms tried, refused, remembered."""

from __future__ import annotations

import openai
import pytest

from core.config.settings import LLMSettings
from core.endpoint.client import openai_client
from core.endpoint.formats import forms_for
from core.endpoint.structured import structured_reply
from core.observability.tracing import Generation
from tests.fake_openai import Behaviour, serve

SCHEMA = {"type": "object", "properties": {"ok": {"type": "boolean"}}, "required": ["ok"]}


def _call(base_url: str, generation: Generation | None = None) -> str:
    return structured_reply(
        openai_client(LLMSettings(base_url=base_url)),
        model="m",
        messages=[{"role": "user", "content": "?"}],
        name="probe",
        schema=SCHEMA,
        generation=generation or Generation(),
    )


def test_a_server_that_takes_json_schema_gets_it_and_nothing_is_remembered() -> None:
    with serve(Behaviour(content='{"ok": true}')) as fake:
        generation = Generation()
        assert _call(fake.base_url, generation) == '{"ok": true}'
        assert forms_for(str(openai_client(LLMSettings(base_url=fake.base_url)).base_url))[0] == (
            "json_schema"
        )
    [req] = fake.requests
    assert req["body"]["response_format"]["json_schema"] == {"name": "probe", "schema": SCHEMA}
    assert "response_format" not in generation.extra


@pytest.mark.parametrize("status", [400, 500])
def test_a_refused_schema_moves_to_the_grammar_form_and_stays_there(status: int) -> None:
    with serve(Behaviour(content='{"ok": true}', schema_status=status)) as fake:
        generation = Generation()
        assert _call(fake.base_url, generation) == '{"ok": true}'
        assert _call(fake.base_url) == '{"ok": true}'
    kinds = [r["body"]["response_format"]["type"] for r in fake.requests]
    assert kinds == ["json_schema", "json_object", "json_object"]
    assert fake.requests[1]["body"]["response_format"]["schema"] == SCHEMA
    assert generation.extra["response_format"] == "json_object_schema"


def test_a_server_away_is_raised_not_taken_for_a_refusal() -> None:
    with serve(Behaviour(status=503)) as fake, pytest.raises(openai.APIStatusError):
        _call(fake.base_url)
    assert len(fake.requests) == 1
