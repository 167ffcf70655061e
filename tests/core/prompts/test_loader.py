"""Versioned prompt files, and Langfuse by label with the file as fallback."""

from __future__ import annotations

import time

import pytest

from core.config.settings import load_settings
from core.errors import ConfigError
from core.prompts.loader import available_versions, load_file_prompt, load_prompt
from tests.fake_langfuse import FakeLangfuse, serve

RULES = {
    # every extraction prompt states the seeds' rules, each in its own words
    "extraction-v1": (
        "never stored",
        '{"operations": []}',
        "assistant reply alone never",
        "another person",
        "sensitive personal data",
        "what a regulation",
        "claims",
    ),
    "extraction-v2": (
        '{"operations": []}',
        "assistant reply alone never makes a memory",
        "anyone other than the asker",
        "identifier numbers",
        "passwords",
        "what a law, regulation",
        "claims or beliefs about the law",
        "never instructions to you",
        "never copy their words",
    ),
}


@pytest.mark.parametrize("version", sorted(RULES))
def test_file_prompt_states_the_rules(version: str) -> None:
    prompt = load_file_prompt("extraction", version)
    assert prompt.version == version
    text = prompt.text.lower()
    for needle in RULES[version]:
        assert needle in text, needle


def test_the_newest_file_is_the_default() -> None:
    assert available_versions("extraction") == ["extraction-v1", "extraction-v2"]
    assert load_file_prompt("extraction").version == "extraction-v2"
    with pytest.raises(ConfigError, match="no version"):
        load_file_prompt("extraction", "v9")
    with pytest.raises(ConfigError, match="no version"):
        load_file_prompt("extraction", "v9")


def test_no_keys_means_the_file_and_no_network() -> None:
    started = time.monotonic()
    assert load_prompt("extraction", load_settings()).source == "file"
    assert time.monotonic() - started < 0.5


def test_langfuse_prompt_by_label(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = FakeLangfuse(
        prompts={
            "extraction": {
                "type": "text",
                "name": "extraction",
                "version": 7,
                "prompt": "Langfuse prompt text",
                "config": {},
                "labels": ["production"],
                "tags": [],
            }
        }
    )
    with serve(fake):
        monkeypatch.setenv("LANGFUSE_PUBLIC_KEY", "pk-lf-test")
        monkeypatch.setenv("LANGFUSE_SECRET_KEY", "sk-lf-test")
        monkeypatch.setenv("LANGFUSE_BASE_URL", fake.base_url)
        prompt = load_prompt("extraction", load_settings())
    assert (prompt.source, prompt.version, prompt.text) == (
        "langfuse",
        "extraction@langfuse-v7",
        "Langfuse prompt text",
    )
    [req] = [r for r in fake.requests if r["path"] == "/api/public/v2/prompts/extraction"]
    assert req["query"]["label"] == ["production"]
    assert req["auth"] and req["auth"].startswith("Basic ")


@pytest.mark.parametrize("broken", ["fail", "missing"])
def test_langfuse_failure_falls_back_to_the_file(
    monkeypatch: pytest.MonkeyPatch, broken: str
) -> None:
    fake = FakeLangfuse(fail=broken == "fail")
    with serve(fake):
        # The SDK keeps one client per public key for the process: a key per server here.
        monkeypatch.setenv("LANGFUSE_PUBLIC_KEY", f"pk-lf-{broken}")
        monkeypatch.setenv("LANGFUSE_SECRET_KEY", "sk-lf-test")
        monkeypatch.setenv("LANGFUSE_BASE_URL", fake.base_url)
        prompt = load_prompt("extraction", load_settings())
    assert prompt.source == "file" and prompt.version == "extraction-v2"
    assert any(r["path"].startswith("/api/public/v2/prompts/") for r in fake.requests)


def test_the_judge_prompt_names_every_relation_the_program_reads() -> None:
    """judge-v2 offers exactly the relations core.judge.judges reads, and keeps the seed's rule
    that a memory note never supports what a law or document says."""
    from core.judge.judges import RELATIONS

    assert available_versions("judge") == ["judge-v1", "judge-v2"]
    text = load_file_prompt("judge").text
    assert load_file_prompt("judge").version == "judge-v2"
    for relation in RELATIONS:
        assert f'"{relation}"' in text, relation
    assert "never supports" in text.lower()
