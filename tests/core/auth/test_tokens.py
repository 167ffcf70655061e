"""The verifier without HTTP: key/algorithm pairing at start-up, claim boundaries, one log line."""

from __future__ import annotations

import json
import logging
import time
import uuid
from pathlib import Path
from typing import Any

import jwt
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, rsa
from hypothesis import given, settings
from hypothesis import strategies as st

from core.auth.algorithms import ASYMMETRIC_JWT_ALGORITHMS, algorithms_of
from core.auth.tokens import CLOCK_SKEW_SECONDS, TokenRefused, TokenVerifier
from core.config.settings import SecuritySettings
from core.errors import ConfigError, Unauthorized

ISSUER, AUDIENCE = "https://id.example.org", "ingat"
RSA_KEY = rsa.generate_private_key(public_exponent=65537, key_size=2048)
NOW = 1_800_000_000


def pem(key: Any) -> str:
    return (
        key.public_key()
        .public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
        .decode()
    )


def verifier(key: Any = RSA_KEY, **over: Any) -> TokenVerifier:
    fields: dict[str, Any] = {
        "jwt_issuer": ISSUER,
        "jwt_audience": AUDIENCE,
        "jwt_public_key": pem(key),
        **over,
    }
    return TokenVerifier(SecuritySettings(**fields))


def token(key: Any = RSA_KEY, alg: str = "RS256", **claims: Any) -> str:
    body = {"iss": ISSUER, "aud": AUDIENCE, "sub": "alice", "iat": NOW, "exp": NOW + 300}
    body.update(claims)
    return jwt.encode({k: v for k, v in body.items() if v is not None}, key, algorithm=alg)


@pytest.mark.parametrize(
    ("key", "algorithms"),
    [
        (RSA_KEY.public_key(), {"RS256", "RS384", "RS512", "PS256", "PS384", "PS512"}),
        (ec.generate_private_key(ec.SECP256R1()).public_key(), {"ES256"}),
        (ec.generate_private_key(ec.SECP384R1()).public_key(), {"ES384"}),
        (ec.generate_private_key(ec.SECP521R1()).public_key(), {"ES512"}),
        (ec.generate_private_key(ec.SECP256K1()).public_key(), set()),
        (ed25519.Ed25519PrivateKey.generate().public_key(), {"EdDSA"}),
    ],
)
def test_each_key_type_verifies_its_own_algorithms(key: Any, algorithms: set[str]) -> None:
    assert algorithms_of(key) == algorithms
    assert algorithms_of(key) <= ASYMMETRIC_JWT_ALGORITHMS


def test_a_pinned_key_that_fits_no_configured_algorithm_refuses_to_start() -> None:
    p384 = ec.generate_private_key(ec.SECP384R1())
    with pytest.raises(ConfigError, match=r"EC secp384r1 key.*ES384"):
        verifier(p384)  # JWT_ALGORITHMS defaults to RS256, ES256
    assert verifier(p384, jwt_algorithms=["ES384"]).verify(
        token(p384, "ES384"), now=NOW
    ).subject == ("alice")
    with pytest.raises(ConfigError, match="none"):
        verifier(ec.generate_private_key(ec.SECP256K1()))


def test_jwks_key_whose_own_alg_is_not_configured_refuses_to_start(tmp_path: Path) -> None:
    jwk = json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(RSA_KEY.public_key()))
    path = tmp_path / "jwks.json"
    path.write_text(json.dumps({"keys": [{**jwk, "kid": "k1", "alg": "PS512"}]}))
    with pytest.raises(ConfigError, match="key 'k1'"):
        verifier(jwt_public_key="", jwt_jwks_path=str(path))


def test_iat_may_run_ahead_by_the_skew_only() -> None:
    v = verifier()
    assert v.verify(token(iat=NOW + CLOCK_SKEW_SECONDS, exp=NOW + 600), now=NOW)
    with pytest.raises(TokenRefused, match="iat is in the future"):
        v.verify(token(iat=NOW + CLOCK_SKEW_SECONDS + 1, exp=NOW + 600), now=NOW)


def test_lifetime_is_bounded_by_the_setting() -> None:
    v = verifier(jwt_max_lifetime_seconds=3600)
    assert v.verify(token(exp=NOW + 3600), now=NOW)
    with pytest.raises(TokenRefused, match="JWT_MAX_LIFETIME_SECONDS"):
        v.verify(token(exp=NOW + 3601), now=NOW)
    assert verifier().max_lifetime == 86400


@pytest.mark.parametrize(
    "subject", ["alice", "auth0|5f7c8ec7c33c6c004bbafe82", "用户-42", str(uuid.uuid4()), "a" * 255]
)
def test_ordinary_subjects_are_accepted(subject: str) -> None:
    assert verifier().verify(token(sub=subject), now=NOW).subject == subject


def test_one_log_line_per_refusal_with_a_reason_and_no_token(
    caplog: pytest.LogCaptureFixture,
) -> None:
    v = verifier()
    bad = token(exp=str(NOW + 300))
    caplog.set_level(logging.DEBUG, logger="ingat.auth")
    with pytest.raises(TokenRefused):
        v.verify(bad, now=NOW)
    records = [r for r in caplog.records if r.name == "ingat.auth"]
    assert [r.getMessage() for r in records] == ["bearer token refused"]
    assert records[0].ingat == {"reason": "claim_type"}  # type: ignore[attr-defined]
    assert bad.split(".")[1] not in caplog.text


@settings(max_examples=400, deadline=None, derandomize=True)
@given(st.text(max_size=300) | st.from_regex(r"[A-Za-z0-9_\-=.+/ ]{0,300}", fullmatch=True))
def test_anything_at_all_is_refused_as_unauthorized(text: str) -> None:
    """Whatever a caller sends, the verifier answers a principal or Unauthorized, nothing else."""
    with pytest.raises(Unauthorized):
        VERIFIER.verify(text, now=time.time())


VERIFIER = verifier()
