"""Settings are read from the environment with the ACEH_RAG_ prefix and __ nesting (SPEC §3)."""

from __future__ import annotations

import pytest

from core.config.settings import SENTINEL_SUBJECT, load_settings
from core.errors import ConfigError

# SPEC §3.1, exactly the seed's table plus the additions, with their defaults.
MEMORY_DEFAULTS = {
    "enabled": False,
    "write_enabled": True,
    "read_enabled": True,
    "idle_minutes": 30,
    "sweep_interval_seconds": 300,
    "sweep_batch_size": 20,
    "lookback_hours": 168,
    "max_concurrent_writes": 1,
    "extract_model": "",
    "extract_timeout_seconds": 60,
    "max_extraction_attempts": 3,
    "extract_max_messages": 20,
    "extract_max_chars_per_message": 2000,
    "max_new_per_conversation": 3,
    "max_chars_per_memory": 300,
    "max_active_per_user": 30,
    "recall_top_k": 5,
    "recall_max_chars": 1500,
    "weight_relevance": 1.0,
    "weight_recency": 0.3,
    "weight_importance": 0.5,
    "recency_half_life_days": 30,
    "shared_conversations": False,
    "require_verified_principal": False,
    "subject_allowlist": [],
    "min_confidence": 0.7,
    "sentinel_subjects": [SENTINEL_SUBJECT],
    "window_messages": 10,
    "recall_strategy": "semantic",
    "sweeper_partitions": 1,
}


def test_memory_defaults_are_the_seeds() -> None:
    settings = load_settings()
    assert settings.memory.model_dump() == MEMORY_DEFAULTS


def test_other_defaults() -> None:
    s = load_settings()
    assert s.environment == "development"
    assert s.database_url is None
    assert str(s.embedded.data_dir) == ".ingat/pg"
    assert s.security.require_auth is True
    assert s.security.auth_resolver == "jwt"
    assert s.security.jwt_algorithms == ["RS256", "ES256"]
    assert s.llm.provider == "rules"
    assert s.embedding.provider == "hashing"
    assert s.embedding.dimensions == 384
    assert s.audit.hmac_key.get_secret_value() == ""
    assert s.console.admins == [] and s.console.reviewers == []
    assert s.langfuse.configured is False


def test_nested_values_and_json_lists_are_parsed(monkeypatch: pytest.MonkeyPatch) -> None:
    uid = "3f2b8c1e-4a5d-4e6f-8a9b-0c1d2e3f4a5b"
    monkeypatch.setenv("ACEH_RAG_MEMORY__IDLE_MINUTES", "2")
    monkeypatch.setenv("ACEH_RAG_MEMORY__ENABLED", "true")
    monkeypatch.setenv("ACEH_RAG_MEMORY__SUBJECT_ALLOWLIST", f'["{uid}"]')
    monkeypatch.setenv("ACEH_RAG_MEMORY__RECALL_STRATEGY", "hybrid")
    monkeypatch.setenv("ACEH_RAG_CONSOLE__REVIEWERS", '["rita@example.org"]')
    monkeypatch.setenv("ACEH_RAG_ENVIRONMENT", "production")
    s = load_settings()
    assert s.memory.idle_minutes == 2
    assert s.memory.enabled is True
    assert s.memory.subject_allowlist == [uid]
    assert s.memory.recall_strategy == "hybrid"
    assert s.console.reviewers == ["rita@example.org"]
    assert s.environment == "production"


def test_aliases(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATABASE_URL", "postgresql://u:p@db.internal/app")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-alias")
    monkeypatch.setenv("LANGFUSE_PUBLIC_KEY", "pk-lf")
    monkeypatch.setenv("LANGFUSE_SECRET_KEY", "sk-lf")
    monkeypatch.setenv("LANGFUSE_HOST", "http://127.0.0.1:3000")
    s = load_settings()
    assert s.database_url is not None
    assert s.database_url.get_secret_value() == "postgresql://u:p@db.internal/app"
    assert s.llm.api_key.get_secret_value() == "sk-alias"
    assert s.langfuse.configured and s.langfuse.base_url == "http://127.0.0.1:3000"


def test_prefixed_names_win_over_aliases(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-alias")
    monkeypatch.setenv("ACEH_RAG_LLM__API_KEY", "sk-prefixed")
    monkeypatch.setenv("LANGFUSE_HOST", "http://old")
    monkeypatch.setenv("LANGFUSE_BASE_URL", "http://new")
    s = load_settings()
    assert s.llm.api_key.get_secret_value() == "sk-prefixed"
    assert s.langfuse.base_url == "http://new"


@pytest.mark.parametrize(
    ("name", "value", "expected"),
    [
        ("ACEH_RAG_MEMORY__IDLE_MINUTES", "soon", "ACEH_RAG_MEMORY__IDLE_MINUTES"),
        ("ACEH_RAG_MEMORY__RECALL_STRATEGY", "vector", "ACEH_RAG_MEMORY__RECALL_STRATEGY"),
        ("ACEH_RAG_MEMORY__MIN_CONFIDENCE", "1.5", "ACEH_RAG_MEMORY__MIN_CONFIDENCE"),
        ("ACEH_RAG_ENVIRONMENT", "staging", "ACEH_RAG_ENVIRONMENT"),
        ("ACEH_RAG_LLM__PROVIDER", "anthropic", "ACEH_RAG_LLM__PROVIDER"),
    ],
)
def test_bad_values_name_the_variable(
    monkeypatch: pytest.MonkeyPatch, name: str, value: str, expected: str
) -> None:
    monkeypatch.setenv(name, value)
    with pytest.raises(ConfigError) as err:
        load_settings()
    message = str(err.value)
    assert expected in message
    assert "\n" not in message


def test_bad_json_list_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ACEH_RAG_MEMORY__SUBJECT_ALLOWLIST", "not-json")
    with pytest.raises(ConfigError) as err:
        load_settings()
    assert "JSON" in str(err.value)


def test_secret_values_are_never_echoed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ACEH_RAG_LLM__TIMEOUT_SECONDS", "hunter2-secret")
    with pytest.raises(ConfigError) as err:
        load_settings()
    assert "hunter2-secret" not in str(err.value)


def test_retention_is_off_by_default_and_validated(monkeypatch: pytest.MonkeyPatch) -> None:
    from core.config.settings import load_settings
    from core.errors import ConfigError

    settings = load_settings()
    assert not settings.retention.configured()
    assert settings.retention.archive_dir is None
    monkeypatch.setenv("ACEH_RAG_RETENTION__SHADOW_RUN_DAYS", "14")
    assert load_settings().retention.shadow_run_days == 14
    assert load_settings().retention.configured()
    for bad in ("-3", "1.5", "forever", "99999"):
        monkeypatch.setenv("ACEH_RAG_RETENTION__CONVERSATION_DAYS", bad)
        with pytest.raises(ConfigError, match="ACEH_RAG_RETENTION__CONVERSATION_DAYS") as err:
            load_settings()
        assert "fix or unset the variable" in str(err.value)
