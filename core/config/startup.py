"""The start-up refusals of SPEC §3.3.

A process that would run memory unsafely refuses to start with one line naming the fix.
The rules that need no database are here; the embedding-dimension rule needs the schema and lives
in :mod:`core.db.schema_checks`.
"""

from __future__ import annotations

import re

from core.auth.algorithms import ASYMMETRIC_JWT_ALGORITHMS
from core.config.settings import Settings
from core.errors import StartupRefused

CANONICAL_UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")


def startup_problems(settings: Settings) -> list[str]:
    """Every §3.3 rule these settings break, each as one line naming the fix (empty = fine)."""
    mem, sec = settings.memory, settings.security
    problems: list[str] = []

    bad = [entry for entry in mem.subject_allowlist if not CANONICAL_UUID.match(entry)]
    if bad:
        shown = ", ".join(repr(b[:40]) for b in bad[:3])
        problems.append(
            f"ACEH_RAG_MEMORY__SUBJECT_ALLOWLIST has {len(bad)} entr{'y' if len(bad) == 1 else 'ies'} "
            f"that {'is' if len(bad) == 1 else 'are'} not a canonical lowercase hyphenated UUID "
            f'({shown}); write each as e.g. "3f2b8c1e-4a5d-4e6f-8a9b-0c1d2e3f4a5b"'
        )
    bad_algs = [a for a in sec.jwt_algorithms if a not in ASYMMETRIC_JWT_ALGORITHMS]
    if bad_algs:
        problems.append(
            f"ACEH_RAG_SECURITY__JWT_ALGORITHMS contains {', '.join(bad_algs)}; only asymmetric "
            f'algorithms are accepted — use e.g. ["RS256","ES256"]'
        )

    if mem.enabled:
        verified = sec.require_auth and sec.auth_resolver == "jwt"
        if mem.require_verified_principal and not verified:
            problems.append(
                "ACEH_RAG_MEMORY__REQUIRE_VERIFIED_PRINCIPAL=true needs "
                "ACEH_RAG_SECURITY__REQUIRE_AUTH=true and ACEH_RAG_SECURITY__AUTH_RESOLVER=jwt "
                "(the header resolver is never verified) — set both, or turn memory off"
            )
        risky = settings.environment == "production" or not sec.require_auth
        if not mem.require_verified_principal and risky and not mem.subject_allowlist:
            where = (
                "in production"
                if settings.environment == "production"
                else ("with ACEH_RAG_SECURITY__REQUIRE_AUTH=false")
            )
            problems.append(
                f"memory is enabled {where} without ACEH_RAG_MEMORY__REQUIRE_VERIFIED_PRINCIPAL — "
                "set ACEH_RAG_MEMORY__SUBJECT_ALLOWLIST to a JSON list of the user UUIDs allowed "
                "memory, or require verified JWT principals"
            )

    if settings.environment == "production" and not settings.audit.hmac_key.get_secret_value():
        problems.append(
            "ACEH_RAG_AUDIT__HMAC_KEY is required in production (audit rows store "
            "HMAC-SHA256 of memory text, never the text) — set it to a long random secret"
        )
    return problems


def check_startup(settings: Settings) -> None:
    """Raise :class:`StartupRefused` with the first broken rule (one line naming the fix)."""
    problems = startup_problems(settings)
    if problems:
        raise StartupRefused("refusing to start: " + problems[0])
