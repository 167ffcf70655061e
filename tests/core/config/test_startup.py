"""The four start-up refusals of SPEC §3.3, each one line that names the fix."""

from __future__ import annotations

import pytest

from core.config.settings import load_settings
from core.config.startup import check_startup, startup_problems
from core.errors import StartupRefused

UID = "3f2b8c1e-4a5d-4e6f-8a9b-0c1d2e3f4a5b"


def refusal(monkeypatch: pytest.MonkeyPatch, **env: str) -> str:
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    with pytest.raises(StartupRefused) as err:
        check_startup(load_settings())
    message = str(err.value)
    assert "\n" not in message
    return message


def accepted(monkeypatch: pytest.MonkeyPatch, **env: str) -> None:
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    check_startup(load_settings())


def test_defaults_start() -> None:
    assert startup_problems(load_settings()) == []


def test_rule1_verified_principal_needs_jwt_auth(monkeypatch: pytest.MonkeyPatch) -> None:
    msg = refusal(
        monkeypatch,
        ACEH_RAG_MEMORY__ENABLED="true",
        ACEH_RAG_MEMORY__REQUIRE_VERIFIED_PRINCIPAL="true",
        ACEH_RAG_SECURITY__AUTH_RESOLVER="header",
    )
    assert "ACEH_RAG_SECURITY__AUTH_RESOLVER=jwt" in msg
    assert "header" in msg


def test_rule1_verified_principal_needs_auth_required(monkeypatch: pytest.MonkeyPatch) -> None:
    msg = refusal(
        monkeypatch,
        ACEH_RAG_MEMORY__ENABLED="true",
        ACEH_RAG_MEMORY__REQUIRE_VERIFIED_PRINCIPAL="true",
        ACEH_RAG_SECURITY__REQUIRE_AUTH="false",
        ACEH_RAG_MEMORY__SUBJECT_ALLOWLIST=f'["{UID}"]',
    )
    assert "ACEH_RAG_SECURITY__REQUIRE_AUTH=true" in msg


def test_rule1_satisfied_by_jwt(monkeypatch: pytest.MonkeyPatch) -> None:
    accepted(
        monkeypatch,
        ACEH_RAG_MEMORY__ENABLED="true",
        ACEH_RAG_MEMORY__REQUIRE_VERIFIED_PRINCIPAL="true",
        ACEH_RAG_ENVIRONMENT="production",
        ACEH_RAG_AUDIT__HMAC_KEY="k",
    )


def test_rule2_no_auth_needs_allowlist(monkeypatch: pytest.MonkeyPatch) -> None:
    msg = refusal(
        monkeypatch, ACEH_RAG_MEMORY__ENABLED="true", ACEH_RAG_SECURITY__REQUIRE_AUTH="false"
    )
    assert "SUBJECT_ALLOWLIST" in msg


def test_rule2_production_needs_allowlist(monkeypatch: pytest.MonkeyPatch) -> None:
    msg = refusal(
        monkeypatch,
        ACEH_RAG_MEMORY__ENABLED="true",
        ACEH_RAG_ENVIRONMENT="production",
        ACEH_RAG_AUDIT__HMAC_KEY="k",
    )
    assert "SUBJECT_ALLOWLIST" in msg and "production" in msg


def test_rule2_allowlist_satisfies(monkeypatch: pytest.MonkeyPatch) -> None:
    accepted(
        monkeypatch,
        ACEH_RAG_MEMORY__ENABLED="true",
        ACEH_RAG_SECURITY__REQUIRE_AUTH="false",
        ACEH_RAG_MEMORY__SUBJECT_ALLOWLIST=f'["{UID}"]',
    )


def test_rule2_does_not_apply_when_memory_is_off(monkeypatch: pytest.MonkeyPatch) -> None:
    accepted(monkeypatch, ACEH_RAG_SECURITY__REQUIRE_AUTH="false")


def test_rule2_development_with_auth_is_fine(monkeypatch: pytest.MonkeyPatch) -> None:
    accepted(monkeypatch, ACEH_RAG_MEMORY__ENABLED="true")


@pytest.mark.parametrize(
    "entry",
    [
        UID.upper(),
        UID.replace("-", ""),
        "{" + UID + "}",
        "alice",
        UID + " ",
    ],
)
def test_rule3_allowlist_entries_must_be_canonical(
    monkeypatch: pytest.MonkeyPatch, entry: str
) -> None:
    msg = refusal(monkeypatch, ACEH_RAG_MEMORY__SUBJECT_ALLOWLIST=f'["{UID}", "{entry}"]')
    assert "ACEH_RAG_MEMORY__SUBJECT_ALLOWLIST" in msg
    assert "canonical lowercase hyphenated UUID" in msg


def test_rule4_production_needs_hmac_key(monkeypatch: pytest.MonkeyPatch) -> None:
    msg = refusal(monkeypatch, ACEH_RAG_ENVIRONMENT="production")
    assert "ACEH_RAG_AUDIT__HMAC_KEY" in msg


def test_only_asymmetric_jwt_algorithms(monkeypatch: pytest.MonkeyPatch) -> None:
    msg = refusal(monkeypatch, ACEH_RAG_SECURITY__JWT_ALGORITHMS='["RS256", "HS256"]')
    assert "HS256" in msg and "asymmetric" in msg
