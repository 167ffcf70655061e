"""The provider registry is the one list: settings and shadow variants accept exactly its names,
and every entry builds what its name says (the openai one only with an endpoint or a key)."""

from __future__ import annotations

import pytest
from pydantic import SecretStr, ValidationError

from core.chat.models import OpenAIAnswerModel
from core.config.settings import LLMSettings, Settings
from core.errors import ConfigError
from core.judge.judges import Note, OpenAIJudge, RulesJudge
from core.llm.completion import OpenAICompletion
from core.llm.providers import PROVIDERS, build_provider, provider_of
from core.observability.tracing import NullTracer
from core.prompts.loader import load_file_prompt
from core.shadow.spec import ShadowVariant
from tests.choices import assert_setting_takes_exactly

ENDPOINT = LLMSettings(base_url="http://127.0.0.1:9/v1", api_key=SecretStr("sk-test"))


def with_provider(name: str, llm: LLMSettings = ENDPOINT) -> Settings:
    return Settings(llm=llm.model_copy(update={"provider": name}))


def test_the_registered_names_are_the_spec_providers_with_the_default_first() -> None:
    assert PROVIDERS.names == ("rules", "openai")
    assert LLMSettings().provider == PROVIDERS.names[0]
    assert ShadowVariant().provider is None  # a variant that names none runs production's


def test_settings_and_shadow_variants_take_exactly_the_registered_providers(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_setting_takes_exactly(
        monkeypatch, "ACEH_RAG_LLM__PROVIDER", PROVIDERS, lambda s: s.llm.provider, "anthropic"
    )
    for name in PROVIDERS.names:
        assert ShadowVariant(provider=name).provider == name
    with pytest.raises(ValidationError) as invalid:
        ShadowVariant(provider="anthropic")  # type: ignore[arg-type]
    assert all(f"'{name}'" in str(invalid.value) for name in PROVIDERS.names)


@pytest.mark.parametrize("name", PROVIDERS.names)
def test_every_registered_provider_builds_an_extractor_of_its_name(name: str) -> None:
    assert build_provider(with_provider(name)).name == name


def test_openai_without_endpoint_or_key_is_a_config_error_naming_the_fix() -> None:
    with pytest.raises(ConfigError, match="ACEH_RAG_LLM__BASE_URL or ACEH_RAG_LLM__API_KEY"):
        build_provider(with_provider("openai", LLMSettings()))
    build_provider(with_provider("rules", LLMSettings()))  # the baseline needs nothing


def test_judges_completions_answers_and_parallelism_follow_the_entry() -> None:
    prompt, tracer = load_file_prompt("judge"), NullTracer()
    rules, openai = with_provider("rules"), with_provider("openai")
    baseline = provider_of(rules)
    judge = baseline.judge(rules, prompt, tracer)
    assert isinstance(judge, RulesJudge)
    assert judge.judge("Prefers short answers.", [Note("m1", "Prefers short answers.")]).supported
    assert baseline.completion is None and baseline.answers is None
    model = provider_of(openai)
    assert isinstance(model.judge(openai, prompt, tracer), OpenAIJudge)
    assert model.completion is not None and model.answers is not None
    assert isinstance(model.completion(openai, "test", tracer), OpenAICompletion)
    assert isinstance(model.answers(openai, tracer), OpenAIAnswerModel)
    assert (baseline.parallel_calls, model.parallel_calls) == (1, 8)
