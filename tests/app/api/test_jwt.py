"""Every JWT attack is a 401 over real HTTP; valid RS256 and ES256 tokens get the caller's memories."""

from __future__ import annotations

import base64
import json
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import jwt
import pytest
from cryptography.hazmat.primitives.asymmetric import ec, rsa

from tests.app.api.conftest import AUDIENCE, ISSUER, claims, pem

USER = str(uuid.uuid4())


def _b64(data: dict[str, Any]) -> str:
    return base64.urlsafe_b64encode(json.dumps(data).encode()).rstrip(b"=").decode()


def get(base: str, token: str | None, scheme: str = "Bearer") -> httpx.Response:
    headers = {"Authorization": f"{scheme} {token}"} if token is not None else {}
    return httpx.get(f"{base}/memories", headers=headers, timeout=10)


def test_valid_rs256_token(
    jwt_env: dict[str, str], serve_api: Callable[[], str], mint: Callable[..., str]
) -> None:
    response = get(serve_api(), mint(USER))
    assert response.status_code == 200 and response.json() == []


def test_valid_es256_token(
    jwt_env: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
    ec_key: ec.EllipticCurvePrivateKey,
    serve_api: Callable[[], str],
    mint: Callable[..., str],
) -> None:
    monkeypatch.setenv("ACEH_RAG_SECURITY__JWT_PUBLIC_KEY", pem(ec_key.public_key()))
    assert get(serve_api(), mint(USER, key=ec_key, alg="ES256")).status_code == 200


def _attacks(
    rsa_key: rsa.RSAPrivateKey, other: rsa.RSAPrivateKey, mint: Callable[..., str]
) -> dict[str, str]:
    now = int(time.time())
    good = mint(USER)
    head, body, sig = good.split(".")
    tampered_body = _b64({**claims(USER), "sub": str(uuid.uuid4())})
    return {
        "alg_none": _b64({"alg": "none", "typ": "JWT"}) + "." + _b64(claims(USER)) + ".",
        "hs256_with_rsa_public_key": _hs256_confusion(rsa_key),
        "wrong_key": mint(USER, key=other),
        "expired": mint(USER, exp=now - 10, iat=now - 100),
        "future_nbf": mint(USER, nbf=now + 3600),
        "missing_exp": mint(USER, exp=None),
        "missing_iat": mint(USER, iat=None),
        "missing_aud": mint(USER, aud=None),
        "missing_iss": mint(USER, iss=None),
        "missing_sub": mint(USER, sub=None),
        "wrong_audience": mint(USER, aud="another-api"),
        "wrong_issuer": mint(USER, iss="https://evil.example.org/realms/ingat"),
        "issuer_substring": mint(USER, iss="https://id.example.org/realms"),
        "issuer_superstring": mint(USER, iss=ISSUER + ".evil"),
        "audience_list_without_ours": mint(USER, aud=["x", "y"]),
        "tampered_payload": f"{head}.{tampered_body}.{sig}",
        "unknown_crit_header": mint(USER, headers={"crit": ["exp-ext"], "exp-ext": 1}),
        "empty_subject": mint(""),
        "garbage": "not.a.jwt",
        "unsigned_rs256": f"{head}.{body}.",
    }


def _hs256_confusion(rsa_key: rsa.RSAPrivateKey) -> str:
    # Sign HS256 with the RSA *public* key as the HMAC secret (PyJWT refuses PEM secrets in
    # encode, so the signature is made by hand).
    import hashlib
    import hmac

    header = _b64({"alg": "HS256", "typ": "JWT"})
    payload = _b64(claims(USER))
    secret = pem(rsa_key.public_key()).encode()
    sig = (
        base64.urlsafe_b64encode(
            hmac.new(secret, f"{header}.{payload}".encode(), hashlib.sha256).digest()
        )
        .rstrip(b"=")
        .decode()
    )
    return f"{header}.{payload}.{sig}"


ATTACKS = [
    "alg_none",
    "hs256_with_rsa_public_key",
    "wrong_key",
    "expired",
    "future_nbf",
    "missing_exp",
    "missing_iat",
    "missing_aud",
    "missing_iss",
    "missing_sub",
    "wrong_audience",
    "wrong_issuer",
    "issuer_substring",
    "issuer_superstring",
    "audience_list_without_ours",
    "tampered_payload",
    "unknown_crit_header",
    "empty_subject",
    "garbage",
    "unsigned_rs256",
]


@pytest.fixture
def base(jwt_env: dict[str, str], serve_api: Callable[[], str]) -> str:
    return serve_api()


@pytest.mark.parametrize("attack", ATTACKS)
def test_attack_is_401(
    attack: str,
    base: str,
    rsa_key: rsa.RSAPrivateKey,
    other_rsa_key: rsa.RSAPrivateKey,
    mint: Callable[..., str],
) -> None:
    token = _attacks(rsa_key, other_rsa_key, mint)[attack]
    response = get(base, token)
    assert response.status_code == 401, response.text
    assert set(response.json()) == {"error"} and response.json()["error"]["code"] == "unauthorized"
    assert response.headers["www-authenticate"] == "Bearer"


@pytest.mark.parametrize(
    ("token", "scheme"), [(None, "Bearer"), ("x", "Bearer x"), ("abc", "Basic")]
)
def test_missing_or_wrong_scheme_is_401(base: str, token: str | None, scheme: str) -> None:
    assert get(base, token, scheme).status_code == 401


def test_claim_header_is_ignored_with_jwt(base: str) -> None:
    response = httpx.get(f"{base}/memories", headers={"X-User-Id": USER}, timeout=10)
    assert response.status_code == 401


def test_pinned_jwks_unknown_kid(
    jwt_env: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    rsa_key: rsa.RSAPrivateKey,
    serve_api: Callable[[], str],
    mint: Callable[..., str],
) -> None:
    jwk = json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(rsa_key.public_key()))
    jwks = tmp_path / "jwks.json"
    jwks.write_text(json.dumps({"keys": [{**jwk, "kid": "k1", "alg": "RS256", "use": "sig"}]}))
    monkeypatch.setenv("ACEH_RAG_SECURITY__JWT_JWKS_PATH", str(jwks))
    monkeypatch.delenv("ACEH_RAG_SECURITY__JWT_PUBLIC_KEY")
    url = serve_api()
    assert get(url, mint(USER, headers={"kid": "k1"})).status_code == 200
    assert get(url, mint(USER, headers={"kid": "k2"})).status_code == 401
    assert get(url, mint(USER)).status_code == 401  # no kid with a key set
    # A key offered in the token header itself is never used.
    forged = mint(
        USER,
        key=rsa.generate_private_key(public_exponent=65537, key_size=2048),
        headers={"kid": "k1", "jku": "http://127.0.0.1:9/keys"},
    )
    assert get(url, forged).status_code == 401


def test_missing_issuer_configuration_refuses_to_start(env: dict[str, str]) -> None:
    from app.api.main import create_app
    from core.config.settings import load_settings
    from core.errors import ConfigError

    with pytest.raises(ConfigError, match="JWT_ISSUER"):
        create_app(load_settings())
    assert AUDIENCE
