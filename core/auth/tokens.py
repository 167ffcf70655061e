"""Verify JWTs into principals (SPEC §3.2, §9, §13 PyJWT pitfalls).

Asymmetric algorithms only; issuer, audience, exp, iat and sub required; keys come from the
configured PEM public key or a pinned JWKS file — never from a token header (``jku``, ``x5u``,
``jwk`` are ignored, an unknown ``kid`` is refused, any ``crit`` header is refused). Every failure
is :class:`core.errors.Unauthorized` with a message that names no token content.
"""

from __future__ import annotations

import json
import uuid
from pathlib import Path
from typing import Any

import jwt
from cryptography.hazmat.primitives import serialization
from pydantic import BaseModel, ConfigDict

from core.config.settings import ASYMMETRIC_JWT_ALGORITHMS, SecuritySettings
from core.errors import ConfigError, Unauthorized

PRINCIPAL_NAMESPACE = uuid.UUID("2f1d5c4e-8b7a-5e3d-9c6b-1a0f4e3d2c1b")
REQUIRED_CLAIMS = ["exp", "iat", "sub", "iss", "aud"]


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
        self.algorithms = [a for a in security.jwt_algorithms if a in ASYMMETRIC_JWT_ALGORITHMS]
        if not (self.issuer and self.audience):
            raise ConfigError(
                "JWT verification needs ACEH_RAG_SECURITY__JWT_ISSUER and "
                "ACEH_RAG_SECURITY__JWT_AUDIENCE — set both"
            )
        self._single: Any = None
        self._by_kid: dict[str, Any] = {}
        if security.jwt_jwks_path:
            self._by_kid = _load_jwks(Path(security.jwt_jwks_path))
        elif security.jwt_public_key:
            try:
                self._single = serialization.load_pem_public_key(
                    security.jwt_public_key.encode("utf-8")
                )
            except ValueError:
                raise ConfigError(
                    "ACEH_RAG_SECURITY__JWT_PUBLIC_KEY is not a PEM public key — paste the "
                    "issuer's public key (-----BEGIN PUBLIC KEY-----)"
                ) from None
        else:
            raise ConfigError(
                "JWT verification needs ACEH_RAG_SECURITY__JWT_PUBLIC_KEY or "
                "ACEH_RAG_SECURITY__JWT_JWKS_PATH (a pinned key set) — set one"
            )

    def verify(self, token: str) -> Principal:
        """The principal of a valid token, or :class:`Unauthorized`."""
        try:
            header = jwt.get_unverified_header(token)
        except jwt.PyJWTError:
            raise Unauthorized("the bearer token is not a JWT") from None
        if "crit" in header:
            raise Unauthorized(
                "the token uses critical header extensions this API does not support"
            )
        if header.get("alg") not in self.algorithms:
            raise Unauthorized("the token's algorithm is not accepted")
        key = self._key_for(header)
        try:
            claims = jwt.decode(
                token,
                key,
                algorithms=self.algorithms,
                audience=self.audience,
                issuer=self.issuer,
                options={"require": REQUIRED_CLAIMS, "verify_signature": True},
                leeway=0,
            )
        except jwt.ExpiredSignatureError:
            raise Unauthorized("the token has expired; get a new one") from None
        except jwt.PyJWTError as exc:
            raise Unauthorized(f"the token is not valid ({type(exc).__name__})") from None
        issuer, subject = claims.get("iss"), claims.get("sub")
        if issuer != self.issuer or not isinstance(subject, str) or not subject:
            raise Unauthorized("the token's issuer or subject is not valid")
        return Principal(
            user_id=user_id_for(issuer, subject), issuer=issuer, subject=subject, verified=True
        )

    def _key_for(self, header: dict[str, Any]) -> Any:
        if self._by_kid:
            kid = header.get("kid")
            if not isinstance(kid, str) or kid not in self._by_kid:
                raise Unauthorized("the token's key id is not one of the pinned keys")
            return self._by_kid[kid]
        return self._single


def _load_jwks(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        keys = jwt.PyJWKSet.from_dict(data).keys
    except (OSError, ValueError, jwt.PyJWTError) as exc:
        raise ConfigError(
            f"ACEH_RAG_SECURITY__JWT_JWKS_PATH {path} is not a readable JWKS file "
            f"({type(exc).__name__}) — point it at the issuer's pinned key set"
        ) from None
    pinned = {k.key_id: k.key for k in keys if k.key_id}
    if not pinned:
        raise ConfigError(f"{path} has no keys with a kid — every pinned key needs a kid")
    return pinned
