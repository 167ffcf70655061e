"""Typed settings of ingat (SPEC §3), read from the environment.

Every setting is an environment variable with the prefix ``ACEH_RAG_`` and ``__`` between a group
and its field, so ``ACEH_RAG_MEMORY__IDLE_MINUTES`` is ``settings.memory.idle_minutes``. Lists are
JSON (``ACEH_RAG_MEMORY__SUBJECT_ALLOWLIST='["…uuid…"]'``).

Nothing here runs at import time: call :func:`load_settings` where a process starts and pass the
object down.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Literal

from pydantic import AliasChoices, BaseModel, ConfigDict, Field, SecretStr, ValidationError
from pydantic_settings import BaseSettings, SettingsConfigDict, SettingsError

from core.embeddings.providers import EMBEDDERS, EmbedderName
from core.errors import ConfigError
from core.llm.providers import PROVIDERS, ProviderName
from core.recall.strategies import STRATEGIES, StrategyName

ENV_PREFIX = "ACEH_RAG_"
NESTED_DELIMITER = "__"
SENTINEL_SUBJECT = "00000000-0000-0000-0000-000000000000"


class _Group(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class MemorySettings(_Group):
    """``ACEH_RAG_MEMORY__…``: the seed's table (memory is off by default) plus SPEC additions."""

    enabled: bool = Field(
        False, description="Master switch. Off: no sweeper, no recall; /memories routes still work."
    )
    write_enabled: bool = Field(
        True, description="Extraction writes memories. Write-only (READ off) is shadow mode."
    )
    read_enabled: bool = Field(True, description="Answers use memories (recall block).")
    idle_minutes: int = Field(
        30, ge=0, description="Minutes without a message before a conversation is done."
    )
    sweep_interval_seconds: int = Field(300, ge=1, description="How often the sweeper looks.")
    sweep_batch_size: int = Field(20, ge=1, description="Conversations per sweep.")
    sweeper_partitions: int = Field(
        1,
        ge=1,
        le=1024,
        description=(
            "Conversations are hashed by owning user into N partitions, each swept under its own "
            "advisory lock, so several sweeper processes share the work; 1 = one lock per database."
        ),
    )
    lookback_hours: int = Field(
        168,
        ge=1,
        description="Only conversations active in this window; enabling never processes old history.",
    )
    max_concurrent_writes: int = Field(
        1, ge=1, description="Concurrent extraction calls; always one per user."
    )
    extract_model: str = Field("", description="Model for extraction; empty = the main LLM.")
    extract_timeout_seconds: float = Field(
        60, gt=0, description="A timed-out extraction writes nothing."
    )
    max_extraction_attempts: int = Field(
        3,
        ge=1,
        description="Failed sweeps per conversation before it is marked done without extraction.",
    )
    extract_max_messages: int = Field(
        20, ge=1, description="Transcript bound: replies only among the last N messages."
    )
    extract_max_chars_per_message: int = Field(
        2000, ge=1, description="Transcript bound: each message is cut to this many characters."
    )
    max_new_per_conversation: int = Field(
        3, ge=0, description="New memories one conversation may add."
    )
    max_chars_per_memory: int = Field(300, ge=1, description="Length cap of one memory.")
    max_active_per_user: int = Field(
        30, ge=1, description="Above this, extraction must update or forget instead of add."
    )
    recall_top_k: int = Field(5, ge=1, description="Memories per question.")
    recall_max_chars: int = Field(1500, ge=1, description="Character budget of the injected block.")
    weight_relevance: float = Field(1.0, ge=0, description="Recall ranking weight: relevance.")
    weight_recency: float = Field(0.3, ge=0, description="Recall ranking weight: recency.")
    weight_importance: float = Field(0.5, ge=0, description="Recall ranking weight: importance.")
    recency_half_life_days: float = Field(
        30, gt=0, description="Recency weight halves every N days."
    )
    shared_conversations: bool = Field(
        False,
        description="Allow memory for multi-asker conversations and multi-member workspaces.",
    )
    require_verified_principal: bool = Field(
        False, description="Memory only for JWT-verified askers."
    )
    subject_allowlist: list[str] = Field(
        default_factory=list,
        description=(
            "JSON list of canonical UUIDs; narrows recall, writes, sweeper, GET/DELETE /memories."
        ),
    )
    min_confidence: float = Field(
        0.7, ge=0, le=1, description="Candidates below this confidence are dropped."
    )
    sentinel_subjects: list[str] = Field(
        default_factory=lambda: [SENTINEL_SUBJECT],
        description="JSON list of shared subjects of callers without identity; never get memory.",
    )
    window_messages: int = Field(
        10, ge=1, description="Last-N conversation window given to the answer model."
    )
    recall_strategy: StrategyName = Field(
        "semantic", description=f"Recall ranking: {STRATEGIES.described()}."
    )


class EmbeddedSettings(_Group):
    """``ACEH_RAG_EMBEDDED__…``: the embedded PostgreSQL used when no database URL is set."""

    data_dir: Path = Field(
        Path(".ingat/pg"),
        description="Data directory of the embedded PostgreSQL (used when no database URL is set).",
    )


class SecuritySettings(_Group):
    """``ACEH_RAG_SECURITY__…``: who the caller is."""

    require_auth: bool = Field(True, description="Callers must authenticate.")
    auth_resolver: Literal["jwt", "header"] = Field(
        "jwt", description="jwt (verified) or header (a spoofable claim header; never verified)."
    )
    jwt_issuer: str = Field("", description="Required `iss` of accepted tokens.")
    jwt_audience: str = Field("", description="Required `aud` of accepted tokens.")
    jwt_algorithms: list[str] = Field(
        default_factory=lambda: ["RS256", "ES256"],
        description="JSON list of accepted algorithms; asymmetric only.",
    )
    jwt_public_key: str = Field("", description="PEM public key that verifies tokens.")
    jwt_jwks_path: str = Field(
        "", description="Path of a pinned JWKS file (keys are never fetched from a token header)."
    )
    jwt_max_lifetime_seconds: int = Field(
        86400,
        ge=1,
        description="Longest accepted token life (`exp` − `iat`); longer-lived tokens are refused.",
    )


class LLMSettings(_Group):
    """``ACEH_RAG_LLM__…``: the model behind extraction and judging."""

    provider: ProviderName = Field("rules", description=f"{PROVIDERS.described()}.")
    base_url: str = Field("", description="Base URL of the OpenAI-compatible endpoint.")
    api_key: SecretStr = Field(SecretStr(""), description="API key (alias OPENAI_API_KEY).")
    model: str = Field("", description="Main model name.")
    timeout_seconds: float = Field(60, gt=0, description="Timeout of one model call.")


class EmbeddingSettings(_Group):
    """``ACEH_RAG_EMBEDDING__…``: how memory text becomes a vector."""

    provider: EmbedderName = Field("e5-small", description=f"{EMBEDDERS.described()}.")
    model: str = Field(
        "", description="Embedding model name or local model path (empty: the provider's own)."
    )
    dimensions: int = Field(
        384, ge=1, le=16000, description="Vector dimension; fixed per database by migration."
    )
    relevance_band: float | None = Field(
        None,
        gt=0,
        le=2,
        description=(
            "Recall relevance calibration: how far below the best match a memory's cosine may lie "
            "before it counts no relevance (empty: the provider's fitted value)."
        ),
    )


class AuditSettings(_Group):
    """``ACEH_RAG_AUDIT__…``."""

    hmac_key: SecretStr = Field(
        SecretStr(""),
        description="Key of text_hmac in audit rows. Required in production.",
    )


# The longest retention a setting takes (a century): longer is a typo, and would overflow a date.
MAX_RETENTION_DAYS = 36_500


def _days(what: str) -> Any:
    return Field(
        0,
        ge=0,
        le=MAX_RETENTION_DAYS,
        description=f"{what}; 0 = kept for ever (off).",
    )


class RetentionSettings(_Group):
    """``ACEH_RAG_RETENTION__…``: how long each class of data is kept (SPEC §3.2, seed 000
    "Kebijakan retensi"). Every class is off (kept for ever) by default; a user under legal hold
    keeps their conversations and audit rows whatever these say (``ingat hold``)."""

    conversation_days: int = _days(
        "Days after its last message a conversation is deleted with its messages "
        "(memories written from it stay)"
    )
    audit_days: int = _days("Days an audit row is kept")
    shadow_run_days: int = _days("Days a finished shadow run (and its side schemas) is kept")
    eval_run_days: int = _days("Days a stored evaluation run is kept")
    archive_dir: Path | None = Field(
        None,
        description=(
            "Directory where conversations are written (gzip JSONL, mode 0600) before retention "
            "deletes them; unset = deleted without an archive."
        ),
    )
    batch_size: int = Field(
        500, ge=1, le=10_000, description="Rows retention deletes per transaction."
    )

    def configured(self) -> bool:
        """True when at least one class has a retention period (the daily run starts then)."""
        return any(
            (self.conversation_days, self.audit_days, self.shadow_run_days, self.eval_run_days)
        )


class ConsoleSettings(_Group):
    """``ACEH_RAG_CONSOLE__…``: who may do what in the operator console."""

    admins: list[str] = Field(
        default_factory=list, description="JSON list of login emails with the admin role."
    )
    reviewers: list[str] = Field(
        default_factory=list, description="JSON list of login emails with the reviewer role."
    )
    dev_identity: str = Field(
        "dev@localhost",
        description="Identity used without a login provider (development only; refused in production).",
    )


class LangfuseSettings(BaseSettings):
    """The Langfuse SDK's own variables (no ``ACEH_RAG_`` prefix)."""

    model_config = SettingsConfigDict(extra="ignore", frozen=True)

    public_key: str = Field("", validation_alias="LANGFUSE_PUBLIC_KEY")
    secret_key: SecretStr = Field(SecretStr(""), validation_alias="LANGFUSE_SECRET_KEY")
    base_url: str = Field("", validation_alias=AliasChoices("LANGFUSE_BASE_URL", "LANGFUSE_HOST"))

    @property
    def configured(self) -> bool:
        """True when both keys are set; otherwise tracing, prompts and sync are off."""
        return bool(self.public_key and self.secret_key.get_secret_value())


class Settings(BaseSettings):
    """All settings of one process."""

    model_config = SettingsConfigDict(
        env_prefix=ENV_PREFIX,
        env_nested_delimiter=NESTED_DELIMITER,
        extra="ignore",
        frozen=True,
        populate_by_name=True,
    )

    environment: Literal["development", "production"] = Field(
        "development", description="development or production (stricter start-up checks)."
    )
    database_url: SecretStr | None = Field(
        None,
        validation_alias=AliasChoices("ACEH_RAG_DATABASE_URL", "DATABASE_URL"),
        description="PostgreSQL URL (alias DATABASE_URL); unset = the embedded server.",
    )
    memory: MemorySettings = Field(default_factory=MemorySettings)
    embedded: EmbeddedSettings = Field(default_factory=EmbeddedSettings)
    security: SecuritySettings = Field(default_factory=SecuritySettings)
    llm: LLMSettings = Field(default_factory=LLMSettings)
    embedding: EmbeddingSettings = Field(default_factory=EmbeddingSettings)
    audit: AuditSettings = Field(default_factory=AuditSettings)
    retention: RetentionSettings = Field(default_factory=RetentionSettings)
    console: ConsoleSettings = Field(default_factory=ConsoleSettings)
    langfuse: LangfuseSettings = Field(default_factory=LangfuseSettings)

    def with_memory_on(self) -> Settings:
        """These settings with memory and reading switched on (previews and evaluation)."""
        memory = self.memory.model_copy(update={"enabled": True, "read_enabled": True})
        return self.model_copy(update={"memory": memory})


def env_name(loc: tuple[str | int, ...]) -> str:
    """The environment variable of a settings location, e.g. ``ACEH_RAG_MEMORY__IDLE_MINUTES``."""
    parts = [str(p) for p in loc if not isinstance(p, int)]
    if parts == ["database_url"]:
        return "ACEH_RAG_DATABASE_URL"
    return ENV_PREFIX + NESTED_DELIMITER.join(p.upper() for p in parts)


def load_settings() -> Settings:
    """Read the settings from the environment, or raise :class:`ConfigError` naming the variable.

    The error never echoes a value (a value may be a secret).
    """
    try:
        settings = Settings()
    except ValidationError as exc:
        problems = []
        for err in exc.errors():
            problems.append(f"{env_name(tuple(err['loc']))}: {err['msg']}")
        raise ConfigError(
            "invalid setting " + "; ".join(problems) + " — fix or unset the variable"
        ) from None
    except SettingsError as exc:
        raise ConfigError(
            f"a setting could not be parsed ({exc}); list settings take JSON such as "
            '\'["a", "b"]\' — fix or unset the variable'
        ) from None
    # OPENAI_API_KEY is the documented alias of ACEH_RAG_LLM__API_KEY (the prefixed one wins).
    fallback_key = os.environ.get("OPENAI_API_KEY", "")
    if not settings.llm.api_key.get_secret_value() and fallback_key:
        settings = settings.model_copy(
            update={"llm": settings.llm.model_copy(update={"api_key": SecretStr(fallback_key)})}
        )
    return settings
