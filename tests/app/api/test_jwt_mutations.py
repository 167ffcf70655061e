"""Hypothesis mutates a valid token over real HTTP: never a 500, never a 200 unless untouched.

Three kinds of mutation: the header or the payload rewritten (a field added, dropped or given
another value or type) with the original signature; the compact text edited (a character
inserted, dropped or replaced, padding or a segment added, a segment cut); and claims of the wrong
type or range signed with the real key (the issuer's mistake, or a stolen key's attempt to mint a
never-expiring token). The first two change signed bytes, so nothing may pass; the third breaks
a claim rule, so nothing may pass either.
"""

from __future__ import annotations

import base64
import json
import time
import uuid
from collections.abc import Callable
from typing import Any

import httpx
import jwt
from cryptography.hazmat.primitives.asymmetric import rsa
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.app.api.conftest import claims

USER = str(uuid.uuid4())
EXAMPLES = 2000
B64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


def _b64(data: Any) -> str:
    return base64.urlsafe_b64encode(json.dumps(data).encode()).rstrip(b"=").decode()


def _decode(segment: str) -> dict[str, Any]:
    return dict(json.loads(base64.urlsafe_b64decode(segment + "=" * (-len(segment) % 4))))


JSON_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=20),
    st.lists(st.text(max_size=5), max_size=3),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=2),
)
HEADER_FIELDS = ["alg", "typ", "kid", "jku", "jwk", "x5u", "crit", "cty", "zip", "b64"]
CLAIMS = ["iss", "aud", "sub", "exp", "iat", "nbf", "jti", "azp"]
ALGORITHMS = ["RS256", "RS384", "PS256", "ES256", "ES512", "EdDSA", "HS256", "none", "rs256", ""]


@st.composite
def field_change(draw: st.DrawFn, names: list[str]) -> tuple[str, str, Any]:
    """(action, field, value): set a field to a value, or drop it."""
    name = draw(st.sampled_from(names) | st.text(min_size=1, max_size=6))
    if draw(st.booleans()):
        return "drop", name, None
    value = draw(st.sampled_from(ALGORITHMS)) if name == "alg" else draw(JSON_VALUES)
    return "set", name, value


@st.composite
def text_edit(draw: st.DrawFn) -> tuple[str, int, str]:
    """(action, position, text) of an edit of the compact token."""
    action = draw(
        st.sampled_from(["insert", "delete", "replace", "append", "prepend", "cut", "dot"])
    )
    at = draw(st.integers(min_value=0, max_value=10_000))
    text = draw(
        st.sampled_from(["=", "==", "+", "/", " ", ".", "\t", "%3D", "A", "\u00e9", "\u200b"])
        | st.text(alphabet=B64URL, min_size=1, max_size=3)
    )
    return action, at, text


MUTATION = st.one_of(
    st.tuples(st.just("header"), st.lists(field_change(HEADER_FIELDS), min_size=1, max_size=3)),
    st.tuples(st.just("payload"), st.lists(field_change(CLAIMS), min_size=1, max_size=3)),
    st.tuples(st.just("text"), st.lists(text_edit(), min_size=1, max_size=3)),
    st.tuples(
        st.just("resigned"),
        st.tuples(
            st.sampled_from(["exp", "iat", "nbf", "sub"]),
            st.one_of(
                st.text(max_size=12),
                st.floats(allow_nan=False, allow_infinity=False),
                st.booleans(),
                st.integers(min_value=10**12, max_value=2**70),
                st.none(),
            ),
        ),
    ),
)


def _rewrite(segment: str, changes: list[tuple[str, str, Any]]) -> str:
    data = _decode(segment)
    for action, name, value in changes:
        if action == "drop":
            data.pop(name, None)
        else:
            data[name] = value
    return _b64(data)


def _edit(token: str, edits: list[tuple[str, int, str]]) -> str:
    for action, at, text in edits:
        at %= len(token) + 1
        if action == "insert":
            token = token[:at] + text + token[at:]
        elif action == "delete":
            token = token[:at] + token[at + len(text) :]
        elif action == "replace":
            token = token[:at] + text + token[at + len(text) :]
        elif action == "append":
            token += text
        elif action == "prepend":
            token = text + token
        elif action == "cut":
            token = token[:at]
        else:
            token = token.replace(".", text, 1) if at % 2 else token + "." + text
    return token


def _bad_claim(name: str, value: Any) -> bool:
    """True when ``value`` breaks the verifier's rule for claim ``name`` (signed with the real key:
    only a broken rule may refuse it)."""
    now = int(time.time())
    if name == "sub":
        return not (isinstance(value, str) and value.strip() == value and value)
    if name in {"exp", "iat"} and value is None:
        return True  # required
    if value is None:
        return False  # nbf dropped: fine
    if type(value) is not int:
        return True
    return value > now + 60 if name != "exp" else value - now > 86400 or value <= now


def test_mutated_tokens_are_never_accepted_and_never_a_500(
    jwt_env: dict[str, str],
    serve_api: Callable[[], str],
    mint: Callable[..., str],
    rsa_key: rsa.RSAPrivateKey,
) -> None:
    base = serve_api()
    good = mint(USER)
    head, body, sig = good.split(".")
    seen: dict[str, int] = {}

    with httpx.Client(base_url=base, timeout=10) as client:
        assert (
            client.get("/memories", headers={"Authorization": f"Bearer {good}"}).status_code == 200
        )

        @settings(
            max_examples=EXAMPLES,
            deadline=None,
            derandomize=True,
            suppress_health_check=[HealthCheck.too_slow],
        )
        @given(MUTATION)
        def check(mutation: tuple[str, Any]) -> None:
            kind, change = mutation
            if kind == "header":
                token = f"{_rewrite(head, change)}.{body}.{sig}"
            elif kind == "payload":
                token = f"{head}.{_rewrite(body, change)}.{sig}"
            elif kind == "text":
                token = _edit(good, change)
            else:
                name, value = change
                if not _bad_claim(name, value):
                    return
                payload = {k: v for k, v in {**claims(USER), name: value}.items() if v is not None}
                token = jwt.encode(payload, rsa_key, algorithm="RS256")
            if token.strip() == good:
                return  # blanks around a header value are not part of it (RFC 9110 §5.5)
            seen[kind] = seen.get(kind, 0) + 1
            try:
                response = client.get("/memories", headers={"Authorization": f"Bearer {token}"})
            except (httpx.LocalProtocolError, UnicodeEncodeError):
                return  # not sendable as a header at all: the client refuses it
            assert response.status_code == 401, (kind, change, response.status_code, response.text)
            assert response.json()["error"]["code"] == "unauthorized"

        check()
    # Every kind of mutation was tried many times.
    assert min(seen.values()) >= EXAMPLES // 20 and len(seen) == 4, seen
