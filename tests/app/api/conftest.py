"""A real HTTP server (uvicorn in a thread) around the API app, and token minting with real keys."""

from __future__ import annotations

import logging
import socket
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import jwt
import pytest
import uvicorn
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa

from app.api.main import create_app
from core.config.settings import load_settings

ISSUER = "https://id.example.org/realms/ingat"
AUDIENCE = "ingat-memory-api"


def pem(public_key: Any) -> str:
    return public_key.public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    ).decode()


@pytest.fixture(scope="session")
def rsa_key() -> rsa.RSAPrivateKey:
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


@pytest.fixture(scope="session")
def other_rsa_key() -> rsa.RSAPrivateKey:
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


@pytest.fixture(scope="session")
def ec_key() -> ec.EllipticCurvePrivateKey:
    return ec.generate_private_key(ec.SECP256R1())


@pytest.fixture
def jwt_env(
    env: dict[str, str], rsa_key: rsa.RSAPrivateKey, monkeypatch: pytest.MonkeyPatch
) -> dict[str, str]:
    extra = {
        "ACEH_RAG_SECURITY__JWT_ISSUER": ISSUER,
        "ACEH_RAG_SECURITY__JWT_AUDIENCE": AUDIENCE,
        "ACEH_RAG_SECURITY__JWT_PUBLIC_KEY": pem(rsa_key.public_key()),
    }
    for k, v in extra.items():
        monkeypatch.setenv(k, v)
    return {**env, **extra}


def claims(subject: str, **over: Any) -> dict[str, Any]:
    now = int(time.time())
    base: dict[str, Any] = {
        "iss": ISSUER,
        "aud": AUDIENCE,
        "sub": subject,
        "iat": now,
        "exp": now + 300,
    }
    base.update(over)
    return {k: v for k, v in base.items() if v is not None}


@pytest.fixture
def minted() -> list[str]:
    """Every token :func:`mint` made in this test (the log guard looks for them)."""
    return []


@pytest.fixture
def mint(rsa_key: rsa.RSAPrivateKey, minted: list[str]) -> Callable[..., str]:
    def make(
        subject: str,
        key: Any = None,
        alg: str = "RS256",
        headers: dict[str, Any] | None = None,
        **over: Any,
    ) -> str:
        token = jwt.encode(claims(subject, **over), key or rsa_key, algorithm=alg, headers=headers)
        minted.append(token)
        return token

    return make


class _Keep(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture(autouse=True)
def no_500_and_no_token_in_the_logs(minted: list[str]) -> Iterator[None]:
    """Every API test: the server answered no request with a 500 (a 503 is the deliberate answer
    of a database outage), and none of the tokens the
    test minted (nor a large piece of one) is in any log record of the server process."""
    keep = _Keep()
    loggers = [logging.getLogger(name) for name in ("ingat", "uvicorn", "fastapi", "starlette")]
    levels = [logger.level for logger in loggers]
    for logger in loggers:
        logger.addHandler(keep)
        logger.setLevel(logging.DEBUG)
    try:
        yield
        time.sleep(0.05)  # uvicorn logs a request just after its response
    finally:
        for logger, level in zip(loggers, levels, strict=True):
            logger.removeHandler(keep)
            logger.setLevel(level)
    statuses = [
        getattr(r, "ingat", {}).get("status") for r in keep.records if r.name == "ingat.api.access"
    ]
    assert 500 not in statuses, statuses
    logged = "\n".join(
        f"{r.getMessage()} {getattr(r, 'ingat', '')} {r.exc_text or ''}" for r in keep.records
    )
    pieces = {p for token in minted for p in token.split(".") if len(p) >= 16}
    assert not [p[:12] for p in pieces if p in logged], "a token reached the logs"


@pytest.fixture
def serve_api() -> Iterator[Callable[[], str]]:
    servers: list[uvicorn.Server] = []

    def start() -> str:
        app = create_app(load_settings())
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_config=None))
        thread = threading.Thread(target=server.run, daemon=True)
        thread.start()
        deadline = time.monotonic() + 20
        while not server.started and time.monotonic() < deadline:
            time.sleep(0.05)
        servers.append(server)
        return f"http://127.0.0.1:{port}"

    yield start
    for server in servers:
        server.should_exit = True
