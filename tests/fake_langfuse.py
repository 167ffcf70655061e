"""A local HTTP server implementing the Langfuse endpoints the SDK calls (SPEC §13).

Only what the tests need so far: prompts by name and label. Every request is recorded.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler
from typing import Any
from urllib.parse import parse_qs, urlparse

from tests.local_server import running


@dataclass
class FakeLangfuse:
    """Prompts served by name; ``fail`` makes every prompt request a 500."""

    prompts: dict[str, dict[str, Any]] = field(default_factory=dict)
    fail: bool = False
    requests: list[dict[str, Any]] = field(default_factory=list)
    base_url: str = ""


def _handler(fake: FakeLangfuse) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            return

        def _send(self, status: int, payload: object) -> None:
            data = json.dumps(payload).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:
            url = urlparse(self.path)
            fake.requests.append(
                {
                    "method": "GET",
                    "path": url.path,
                    "query": parse_qs(url.query),
                    "auth": self.headers.get("Authorization"),
                }
            )
            if url.path.startswith("/api/public/v2/prompts/"):
                name = url.path.rsplit("/", 1)[1]
                if fake.fail:
                    return self._send(500, {"message": "scripted failure"})
                if name not in fake.prompts:
                    return self._send(404, {"message": "prompt not found"})
                return self._send(200, fake.prompts[name])
            return self._send(200, {})

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length)
            fake.requests.append({"method": "POST", "path": self.path, "size": len(body)})
            self._send(200, {})

    return Handler


@contextmanager
def serve(fake: FakeLangfuse | None = None) -> Iterator[FakeLangfuse]:
    """Run the fake Langfuse for the duration of the block."""
    fake = fake or FakeLangfuse()
    with running(_handler(fake)) as url:
        fake.base_url = url
        yield fake
