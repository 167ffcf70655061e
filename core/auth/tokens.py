"""Verify JWTs into principals (SPEC §3.2, §9, §13 PyJWT pitfalls).

Asymmetric algorithms only, each pinned key admitting only the algorithms of its type; issuer,
audience, exp, iat and sub required; keys come from the configured PEM public key or a pinned
JWKS file — never from a token header (``jku``, ``x5u``, ``jwk`` are ignored, an unknown ``kid``
is refused, any ``crit`` header is refused). What PyJWT lets through and a careful verifier does
not is refused here: a compact form that is not canonical base64url or is oversized, NumericDate
claims that are not JSON integers, a life longer than ``JWT_MAX_LIFETIME_SECONDS``, an ``iat`` in
the future, a blank, padded, overlong or control-character ``sub``.

Every failure — whatever raised it — is :class:`TokenRefused` (an :class:`Unauthorized`) with a
message that names no token content, and one log line with a reason code.
"""

from __future__ import annotations

import base64
import binascii
import json
import logging
import re
import time
import unicodedata
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jwt
from cryptography.hazmat.primitives import serialization
from pydantic import BaseModel, ConfigDict

from core.auth.algorithms import ASYMMETRIC_JWT_ALGORITHMS, algorithms_of, describe
from core.config.settings import SecuritySettings
from core.errors import ConfigError, Unauthorized

log = logging.getLogger("ingat.auth")

PRINCIPAL_NAMESPACE = uuid.UUID("2f1d5c4e-8b7a-5e3d-9c6b-1a0f4e3d2c1b")
REQUIRED_CLAIMS = ["exp", "iat", "sub", "iss", "aud"]
NUMERIC_DATES = ("exp", "iat", "nbf")
# Far above any real token (an RS512 token with a 4096-bit key and rich claims is under 2 KiB),
# far below what would cost anything to refuse.
MAX_TOKEN_CHARS = 8192
MAX_SUBJECT_CHARS = 255
# How far ahead of this clock an issuer's clock may run (``iat`` in the future).
CLOCK_SKEW_SECONDS = 60
_COMPACT = re.compile(r"[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+")


class TokenRefused(Unauthorized):
    """A bearer token that is not accepted; ``reason`` is a short code for the log line."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True)
class PinnedKey:
    """A pinned public key and the algorithms it may verify (its type's, intersected with
    ``JWT_ALGORITHMS`` and, in a JWKS, the key's own ``alg``)."""

    key: Any
    algorithms: frozenset[str]


class Principal(BaseModel):
    """A caller: the memory subject is ``user_id``; ``verified`` only for checked JWTs."""

    model_config = ConfigDict(frozen=True)

    user_id: uuid.UUID
    issuer: str = ""
    subject: str = ""
    verified: bool = False


def user_id_for(issuer: str, subject: str) -> uuid.UUID:
    """The memory subject of (iss, sub): ``sub`` itself when it is a canonical UUID, else uuid5."""
    try:
        parsed = uuid.UUID(subject)
        if str(parsed) == subject:
            return parsed
    except ValueError:
        pass
    return uuid.uuid5(PRINCIPAL_NAMESPACE, f"{issuer}\x00{subject}")


class TokenVerifier:
    """Verifies bearer tokens against the pinned keys of the settings."""

    def __init__(self, security: SecuritySettings) -> None:
        self.issuer = security.jwt_issuer
        self.audience = security.jwt_audience
        self.algorithms = frozenset(security.jwt_algorithms) & ASYMMETRIC_JWT_ALGORITHMS
        self.max_lifetime = security.jwt_max_lifetime_seconds
        if not (self.issuer and self.audience):
            raise ConfigError(
                "JWT verification needs ACEH_RAG_SECURITY__JWT_ISSUER and "
                "ACEH_RAG_SECURITY__JWT_AUDIENCE — set both"
            )
        self._single: PinnedKey | None = None
        self._by_kid: dict[str, PinnedKey] = {}
        if security.jwt_jwks_path:
            path = Path(security.jwt_jwks_path)
            self._by_kid = {
                kid: self._pin(key, own_alg, f"key {kid!r} of {path}")
                for kid, (key, own_alg) in _load_jwks(path).items()
            }
        elif security.jwt_public_key:
            try:
                key = serialization.load_pem_public_key(security.jwt_public_key.encode("utf-8"))
            except (ValueError, TypeError):
                raise ConfigError(
                    "ACEH_RAG_SECURITY__JWT_PUBLIC_KEY is not a PEM public key — paste the "
                    "issuer's public key (-----BEGIN PUBLIC KEY-----)"
                ) from None
            self._single = self._pin(key, None, "ACEH_RAG_SECURITY__JWT_PUBLIC_KEY")
        else:
            raise ConfigError(
                "JWT verification needs ACEH_RAG_SECURITY__JWT_PUBLIC_KEY or "
                "ACEH_RAG_SECURITY__JWT_JWKS_PATH (a pinned key set) — set one"
            )

    def _pin(self, key: Any, own_alg: str | None, where: str) -> PinnedKey:
        admitted = algorithms_of(key) & self.algorithms
        if own_alg is not None:
            admitted &= {own_alg}
        if not admitted:
            fits = (
                ", ".join(sorted(algorithms_of(key))) or "none (use RSA, EC P-256/384/521, Ed25519)"
            )
            raise ConfigError(
                f"{where} is an {describe(key)} key, which verifies none of the algorithms in "
                f"ACEH_RAG_SECURITY__JWT_ALGORITHMS ({', '.join(sorted(self.algorithms))}) and "
                f"its own alg — algorithms that fit it: {fits}"
            )
        return PinnedKey(key, admitted)

    def verify(self, token: str, now: float | None = None) -> Principal:
        """The principal of a valid token, or :class:`TokenRefused` (never anything else).

        Logs one line per refusal, with a reason code and never token content.
        """
        try:
            return self._verify(token, time.time() if now is None else now)
        except TokenRefused as exc:
            log.info("bearer token refused", extra={"ingat": {"reason": exc.reason}})
            raise
        except Exception as exc:  # a verification library bug must be a 401, not a 500
            log.warning(
                "bearer token refused",
                extra={"ingat": {"reason": "verifier_error", "error": type(exc).__name__}},
            )
            raise TokenRefused("verifier_error", "the bearer token could not be verified") from None

    def _verify(self, token: str, now: float) -> Principal:
        _check_compact(token)
        try:
            header = jwt.get_unverified_header(token)
        except jwt.PyJWTError:
            raise TokenRefused("not_jwt", "the bearer token is not a JWT") from None
        if "crit" in header:
            raise TokenRefused(
                "crit_header",
                "the token uses critical header extensions this API does not support",
            )
        alg = header.get("alg")
        if not isinstance(alg, str) or alg not in self.algorithms:
            raise TokenRefused("algorithm", "the token's algorithm is not accepted")
        pinned = self._key_for(header)
        if alg not in pinned.algorithms:
            raise TokenRefused(
                "algorithm_key_mismatch", "the token's algorithm does not fit the pinned key"
            )
        try:
            claims = jwt.decode(
                token,
                pinned.key,
                algorithms=[alg],
                audience=self.audience,
                issuer=self.issuer,
                # iat is checked below, with the clock skew that exp and nbf do not get.
                options={"require": REQUIRED_CLAIMS, "verify_signature": True, "verify_iat": False},
                leeway=0,
            )
        except jwt.ExpiredSignatureError:
            raise TokenRefused("expired", "the token has expired; get a new one") from None
        except jwt.PyJWTError as exc:
            raise TokenRefused(
                "invalid", f"the token is not valid ({type(exc).__name__})"
            ) from None
        self._check_times(claims, now)
        issuer, subject = claims.get("iss"), claims.get("sub")
        if issuer != self.issuer:
            raise TokenRefused("issuer", "the token's issuer is not valid")
        subject = _checked_subject(subject)
        return Principal(
            user_id=user_id_for(issuer, subject), issuer=issuer, subject=subject, verified=True
        )

    def _check_times(self, claims: dict[str, Any], now: float) -> None:
        for name in NUMERIC_DATES:
            value = claims.get(name)
            # NumericDate is a JSON number; PyJWT would take "1700000000", 1e300 or true.
            if name in claims and (type(value) is not int):
                raise TokenRefused(
                    "claim_type", f"the token's {name} is not an integer NumericDate"
                )
        iat, exp = claims["iat"], claims["exp"]
        if iat > now + CLOCK_SKEW_SECONDS:
            raise TokenRefused("issued_in_future", "the token's iat is in the future")
        if exp - iat > self.max_lifetime:
            raise TokenRefused(
                "lifetime",
                f"the token lives longer than {self.max_lifetime} s "
                "(ACEH_RAG_SECURITY__JWT_MAX_LIFETIME_SECONDS); get a shorter-lived token",
            )

    def _key_for(self, header: dict[str, Any]) -> PinnedKey:
        if self._by_kid:
            kid = header.get("kid")
            if not isinstance(kid, str) or kid not in self._by_kid:
                raise TokenRefused("kid", "the token's key id is not one of the pinned keys")
            return self._by_kid[kid]
        if self._single is None:  # __init__ pins one or the other
            raise TokenRefused("kid", "no key is pinned")
        return self._single


def _check_compact(token: str) -> None:
    """Refuse a token that is not three canonical, unpadded base64url segments of bounded size."""
    if len(token) > MAX_TOKEN_CHARS:
        raise TokenRefused(
            "too_large", f"the bearer token is longer than {MAX_TOKEN_CHARS} characters"
        )
    if not _COMPACT.fullmatch(token):
        raise TokenRefused(
            "not_compact", "the bearer token is not a compact JWT (three base64url parts)"
        )
    for part in token.split("."):
        if not _canonical_base64url(part):
            raise TokenRefused("not_canonical", "the bearer token is not canonical base64url")


def _canonical_base64url(part: str) -> bool:
    """True when ``part`` is the one unpadded base64url spelling of its bytes (RFC 7515 §2):
    no length that cannot be, no set bits after the last byte."""
    if len(part) % 4 == 1:
        return False
    try:
        raw = base64.urlsafe_b64decode(part + "=" * (-len(part) % 4))
    except (binascii.Error, ValueError):
        return False
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii") == part


def _checked_subject(subject: Any) -> str:
    """``subject`` if it is a bounded string with no control characters and no surrounding
    blanks (a padded or blank ``sub`` would be a principal of its own)."""
    if not isinstance(subject, str) or not subject.strip():
        raise TokenRefused("subject", "the token's subject is missing or blank")
    if subject != subject.strip():
        raise TokenRefused("subject", "the token's subject has surrounding whitespace")
    if len(subject) > MAX_SUBJECT_CHARS:
        raise TokenRefused(
            "subject", f"the token's subject is longer than {MAX_SUBJECT_CHARS} characters"
        )
    if any(unicodedata.category(ch) in {"Cc", "Cf", "Zl", "Zp"} for ch in subject):
        raise TokenRefused("subject", "the token's subject contains control characters")
    return subject


def _load_jwks(path: Path) -> dict[str, tuple[Any, str | None]]:
    """kid → (public key, the key's own ``alg`` if it names one) of a pinned JWKS file."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        keys = jwt.PyJWKSet.from_dict(data).keys
    except (OSError, ValueError, jwt.PyJWTError) as exc:
        raise ConfigError(
            f"ACEH_RAG_SECURITY__JWT_JWKS_PATH {path} is not a readable JWKS file "
            f"({type(exc).__name__}) — point it at the issuer's pinned key set"
        ) from None
    # A JWK's "alg" (RFC 7517 §4.4) narrows what its key may verify.
    own_alg = {j.get("kid"): j.get("alg") for j in data.get("keys", []) if isinstance(j, dict)}
    pinned = {
        k.key_id: (k.key, own_alg.get(k.key_id) if isinstance(own_alg.get(k.key_id), str) else None)
        for k in keys
        if k.key_id
    }
    if not pinned:
        raise ConfigError(f"{path} has no keys with a kid — every pinned key needs a kid")
    return pinned
