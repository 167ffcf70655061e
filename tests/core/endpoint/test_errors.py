"""The one translation of SDK failures, through the real openai SDK against local HTTP servers."""

from __future__ import annotations

import json
import socket
import time
from http.server import BaseHTTPRequestHandler

import pytest
from pydantic import SecretStr

from core.config.settings import LLMSettings
from core.endpoint.client import openai_client
from core.endpoint.errors import translated
from core.errors import ModelTimeout, ModelUnavailable
from tests.fake_openai import Behaviour, serve
from tests.local_server import running

# Memory text a user could have said; it must never reach an error message.
SECRET = "my blood type is AB negative"


def ask(base_url: str, timeout: float = 5) -> None:
    """One chat completion whose request carries SECRET, inside the translation."""
    client = openai_client(
        LLMSettings(base_url=base_url, api_key=SecretStr("sk-test"), timeout_seconds=timeout)
    )
    with translated("the test model", timeout):
        client.chat.completions.create(
            model="m", messages=[{"role": "user", "content": SECRET}], temperature=0
        )


def echoing(status: int) -> type[BaseHTTPRequestHandler]:
    """A server that refuses every request with ``status``, quoting the request in its error."""

    class Echo(BaseHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            return

        def do_POST(self) -> None:
            request = self.rfile.read(int(self.headers["Content-Length"])).decode()
            data = json.dumps({"error": {"message": f"cannot process {request}"}}).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

    return Echo


def closed_port() -> int:
    """A loopback port nothing listens on (bound, then released)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
    return port


def test_a_slow_server_is_a_timeout_naming_the_limit() -> None:
    with serve(Behaviour(delay=3)) as fake:
        started = time.monotonic()
        with pytest.raises(ModelTimeout) as err:
            ask(fake.base_url, timeout=0.5)
        assert time.monotonic() - started < 2.5
    assert str(err.value) == "the test model did not answer within 0.5 s"


def test_a_503_is_unavailable_naming_the_status() -> None:
    with serve(Behaviour(status=503)) as fake, pytest.raises(ModelUnavailable) as err:
        ask(fake.base_url)
    assert not isinstance(err.value, ModelTimeout)
    assert str(err.value) == "the test model answered HTTP 503"
    assert len(fake.requests) == 1  # the SDK's retries are off


def test_a_closed_port_is_unavailable_naming_the_error_class() -> None:
    with pytest.raises(ModelUnavailable) as err:
        ask(f"http://127.0.0.1:{closed_port()}/v1")
    assert not isinstance(err.value, ModelTimeout)
    assert str(err.value) == "cannot reach the test model (APIConnectionError)"


@pytest.mark.parametrize("status", [400, 422, 503])
def test_the_message_never_quotes_the_request(status: int) -> None:
    with running(echoing(status)) as url, pytest.raises(ModelUnavailable) as err:
        ask(f"{url}/v1")
    # The SDK's own error carries the server's reply, which quoted the request ...
    assert SECRET in str(err.value.__context__)
    # ... the translated one names only what failed and the status.
    assert SECRET not in str(err.value)
    assert str(err.value) == f"the test model answered HTTP {status}"


def test_other_exceptions_pass_through_untouched() -> None:
    with pytest.raises(KeyError), translated("the test model"):
        raise KeyError("not an SDK error")
