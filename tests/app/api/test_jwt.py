"""Every JWT attack is a 401 over real HTTP; valid RS256 and ES256 tokens get the caller's memories."""

from __future__ import annotations

import base64
import json
import logging
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
    rsa_key: rsa.RSAPrivateKey,
    other: rsa.RSAPrivateKey,
    ec_key: ec.EllipticCurvePrivateKey,
    mint: Callable[..., str],
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
        # An algorithm of another key type than the pinned RSA key (PyJWT raised TypeError: 500).
        "es256_with_rsa_key_pinned": mint(USER, key=ec_key, alg="ES256"),
        "ec_jwk_header_with_rsa_key_pinned": mint(
            USER, key=ec_key, alg="ES256", headers={"jwk": _ec_jwk(ec_key)}
        ),
        "ps256_header_on_rs256_signature": _with_header(good, {"alg": "PS256", "typ": "JWT"}),
        # NumericDate claims that are not JSON integers (PyJWT takes int() of them).
        "exp_as_string": mint(USER, exp=str(now + 300)),
        "exp_1e300": mint(USER, exp=1e300),
        "exp_as_float": mint(USER, exp=now + 300.5),
        "exp_as_bool": mint(USER, exp=True),
        "iat_as_string": mint(USER, iat=str(now)),
        "nbf_as_float": mint(USER, nbf=now - 10.0),
        "iat_in_the_future": mint(USER, iat=now + 3600, exp=now + 3900),
        "lifetime_over_max": mint(USER, exp=now + 86400 + 60, iat=now - 60),
        "huge_integer_exp": mint(USER, exp=10**40),
        # Subjects that would be principals of their own.
        "blank_subject": mint("   "),
        "padded_subject": mint(f" {USER} "),
        "control_character_subject": mint(USER + "\u0000"),
        "bidi_subject": mint("\u202e" + USER),
        "overlong_subject": mint("u" * 300),
        "subject_not_a_string": mint(USER, sub=12345),
        # The real token, spelled another way (non-canonical base64url or not compact).
        "signature_with_padding": good + "==",
        "signature_trailing_bits": f"{head}.{body}.{_flip_unused_bits(sig)}",
        "stray_character": f"{head}.{body}.{sig}!",
        "inner_whitespace": f"{head}.{body} .{sig}",
        "four_segments": f"{head}.{body}.{sig}.{sig}",
        "oversized": f"{head}.{body}.{sig}" + "A" * 9000,
        "standard_base64_alphabet": f"{head}.{body}.{sig.replace('-', '+').replace('_', '/')}"
        if ("-" in sig or "_" in sig)
        else good + "+",
    }


def _ec_jwk(key: ec.EllipticCurvePrivateKey) -> dict[str, Any]:
    return dict(json.loads(jwt.algorithms.ECAlgorithm.to_jwk(key.public_key())))


def _with_header(token: str, header: dict[str, Any]) -> str:
    _, body, sig = token.split(".")
    return f"{_b64(header)}.{body}.{sig}"


def _flip_unused_bits(segment: str) -> str:
    """The same bytes, spelled with different (ignored) bits after the last byte."""
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    assert len(segment) % 4 in {2, 3}, "this signature length has no unused bits"
    last = alphabet.index(segment[-1])
    return segment[:-1] + alphabet[last ^ 1]


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


@pytest.fixture
def base(jwt_env: dict[str, str], serve_api: Callable[[], str]) -> str:
    return serve_api()


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
    "es256_with_rsa_key_pinned",
    "ec_jwk_header_with_rsa_key_pinned",
    "ps256_header_on_rs256_signature",
    "exp_as_string",
    "exp_1e300",
    "exp_as_float",
    "exp_as_bool",
    "iat_as_string",
    "nbf_as_float",
    "iat_in_the_future",
    "lifetime_over_max",
    "huge_integer_exp",
    "blank_subject",
    "padded_subject",
    "control_character_subject",
    "bidi_subject",
    "overlong_subject",
    "subject_not_a_string",
    "signature_with_padding",
    "signature_trailing_bits",
    "stray_character",
    "inner_whitespace",
    "four_segments",
    "oversized",
    "standard_base64_alphabet",
]


def test_every_attack_is_listed(
    rsa_key: rsa.RSAPrivateKey,
    other_rsa_key: rsa.RSAPrivateKey,
    ec_key: ec.EllipticCurvePrivateKey,
    mint: Callable[..., str],
) -> None:
    assert sorted(_attacks(rsa_key, other_rsa_key, ec_key, mint)) == sorted(ATTACKS)


@pytest.mark.parametrize("attack", ATTACKS)
def test_attack_is_401(
    attack: str,
    base: str,
    rsa_key: rsa.RSAPrivateKey,
    other_rsa_key: rsa.RSAPrivateKey,
    ec_key: ec.EllipticCurvePrivateKey,
    mint: Callable[..., str],
) -> None:
    token = _attacks(rsa_key, other_rsa_key, ec_key, mint)[attack]
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


def _jwks(path: Path, *keys: dict[str, Any]) -> str:
    path.write_text(json.dumps({"keys": list(keys)}))
    return str(path)


def test_jwks_kid_pairs_each_key_with_its_own_algorithms(
    jwt_env: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    rsa_key: rsa.RSAPrivateKey,
    ec_key: ec.EllipticCurvePrivateKey,
    serve_api: Callable[[], str],
    mint: Callable[..., str],
) -> None:
    """An ES256 token whose kid names the pinned RSA key is a 401 (it was a TypeError and a 500);
    a JWK's own ``alg`` narrows its key further (PS256 on an ``"alg": "RS256"`` key)."""
    rsa_jwk = json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(rsa_key.public_key()))
    path = _jwks(
        tmp_path / "jwks.json",
        {**rsa_jwk, "kid": "rsa", "alg": "RS256", "use": "sig"},
        {**_ec_jwk(ec_key), "kid": "ec", "use": "sig"},
    )
    monkeypatch.setenv("ACEH_RAG_SECURITY__JWT_JWKS_PATH", path)
    monkeypatch.setenv("ACEH_RAG_SECURITY__JWT_ALGORITHMS", '["RS256", "PS256", "ES256"]')
    monkeypatch.delenv("ACEH_RAG_SECURITY__JWT_PUBLIC_KEY")
    url = serve_api()
    assert get(url, mint(USER, headers={"kid": "rsa"})).status_code == 200
    assert get(url, mint(USER, key=ec_key, alg="ES256", headers={"kid": "ec"})).status_code == 200
    refused = [
        mint(USER, key=ec_key, alg="ES256", headers={"kid": "rsa"}),
        mint(USER, alg="PS256", headers={"kid": "rsa"}),
        mint(USER, alg="RS256", headers={"kid": "ec"}),
    ]
    for token in refused:
        response = get(url, token)
        assert response.status_code == 401, response.text
        assert response.json()["error"]["code"] == "unauthorized"


def test_a_token_in_the_query_string_is_never_read(base: str, mint: Callable[..., str]) -> None:
    token = mint(USER)
    for name in ("access_token", "token", "authorization"):
        response = httpx.get(f"{base}/memories", params={name: token}, timeout=10)
        assert response.status_code == 401


def test_no_token_text_in_any_log_line(
    base: str,
    rsa_key: rsa.RSAPrivateKey,
    other_rsa_key: rsa.RSAPrivateKey,
    ec_key: ec.EllipticCurvePrivateKey,
    mint: Callable[..., str],
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Tokens in the header, the query string and the path, accepted and refused, leave no trace
    in the logs of the process (the API's access log, uvicorn's, the verifier's)."""
    good = mint(USER)
    attacks = _attacks(rsa_key, other_rsa_key, ec_key, mint)
    caplog.set_level(logging.DEBUG)
    assert get(base, good).status_code == 200
    for token in [good, *attacks.values()]:
        get(base, token)
        httpx.get(f"{base}/memories", params={"access_token": token}, timeout=10)
        httpx.get(f"{base}/memories/{token[:200]}", headers={"Authorization": f"Bearer {good}"})
    time.sleep(0.2)  # uvicorn logs a request after its response
    # The server's records (the test's own HTTP client logs what it sends: not the server's).
    server = [r for r in caplog.records if not r.name.startswith(("httpx", "httpcore"))]
    logged = "\n".join(f"{r.name} {r.getMessage()} {getattr(r, 'ingat', '')}" for r in server)
    # Something was logged about each request: the test sees the logs it greps.
    routes = [getattr(r, "ingat", {}).get("route") for r in caplog.records]
    assert routes.count("/memories") >= 2 * len(attacks) and "/memories/{memory_id}" in routes
    assert any(r.name == "uvicorn.access" for r in caplog.records)
    assert any(r.getMessage() == "bearer token refused" for r in caplog.records)
    secrets = {good, *attacks.values()}
    pieces = {p for t in secrets for p in t.split(".") if len(p) >= 16}
    leaked = sorted(p[:12] for p in pieces if p in logged)
    assert not leaked, f"token pieces in the logs: {leaked}"
    uvicorn_paths = {r.args[2] for r in server if r.name == "uvicorn.access" and r.args}
    assert uvicorn_paths <= {"/memories", "/memories/{memory_id}"}, uvicorn_paths
