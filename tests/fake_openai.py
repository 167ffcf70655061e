"""A local HTTP server that speaks the OpenAI Chat Completions protocol, fed scripted behaviours.

Started by tests on 127.0.0.1; the code under test talks to it through the real openai SDK.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler
from typing import Any

from tests.local_server import running


@dataclass
class Behaviour:
    """What the server does for one request."""

    content: str = '{"operations": []}'
    status: int = 200
    delay: float = 0.0
    reject_json_schema: bool = False
    # How a server that does not take a JSON-schema response format refuses it (0: it takes it).
    schema_status: int = 0
    schema_message: str = "response_format json_schema is not supported"
    # How a server refuses a JSON-object response format that carries a schema (0: it takes it).
    object_schema_status: int = 0
    extra_dims: int = 0


@dataclass
class FakeOpenAI:
    """Scripted behaviours (the last repeats) and the requests received."""

    script: list[Behaviour] = field(default_factory=lambda: [Behaviour()])
    requests: list[dict[str, Any]] = field(default_factory=list)
    base_url: str = ""
    in_flight: int = 0
    max_in_flight: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)

    def next(self) -> Behaviour:
        return self.script[min(len(self.requests) - 1, len(self.script) - 1)]


def _handler(fake: FakeOpenAI) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            return

        def do_POST(self) -> None:
            with fake.lock:
                fake.in_flight += 1
                fake.max_in_flight = max(fake.max_in_flight, fake.in_flight)
            try:
                self._post()
            finally:
                with fake.lock:
                    fake.in_flight -= 1

        def _post(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            fake.requests.append(
                {"path": self.path, "body": body, "auth": self.headers.get("Authorization")}
            )
            b = fake.next()
            if self.path.endswith("/embeddings"):
                if b.status != 200:
                    return self._send(b.status, {"error": {"message": "scripted failure"}})
                dims = int(body.get("dimensions") or 8) + b.extra_dims
                data = [
                    {
                        "object": "embedding",
                        "index": i,
                        "embedding": [
                            float((sum(map(ord, text)) * (k + 3)) % 7 + 1) for k in range(dims)
                        ],
                    }
                    for i, text in enumerate(body["input"])
                ]
                return self._send(
                    200,
                    {
                        "object": "list",
                        "data": data,
                        "model": body["model"],
                        "usage": {"prompt_tokens": 1, "total_tokens": 1},
                    },
                )
            if b.delay:
                time.sleep(b.delay)
            schema_asked = body.get("response_format", {}).get("type") == "json_schema"
            if schema_asked and b.schema_status:
                return self._send(
                    b.schema_status,
                    {
                        "error": {
                            "code": b.schema_status,
                            "message": b.schema_message,
                            "type": "server_error" if b.schema_status >= 500 else "invalid",
                        }
                    },
                )
            form = body.get("response_format", {})
            if b.object_schema_status and form.get("type") == "json_object" and "schema" in form:
                return self._send(
                    b.object_schema_status,
                    {"error": {"message": "Unrecognized request argument supplied: schema"}},
                )
            if b.reject_json_schema and schema_asked:
                return self._send(
                    400,
                    {
                        "error": {
                            "message": "response_format json_schema is not supported",
                            "type": "invalid_request_error",
                        }
                    },
                )
            if b.status != 200:
                return self._send(
                    b.status, {"error": {"message": "scripted failure", "type": "server_error"}}
                )
            self._send(
                200,
                {
                    "id": "chatcmpl-test",
                    "object": "chat.completion",
                    "created": int(time.time()),
                    "model": body.get("model", "m"),
                    "choices": [
                        {
                            "index": 0,
                            "finish_reason": "stop",
                            "message": {"role": "assistant", "content": b.content},
                        }
                    ],
                    "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
                },
            )
            return None

        def _send(self, status: int, payload: dict[str, Any]) -> None:
            data = json.dumps(payload).encode()
            try:
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (timeout test)

    return Handler


def form_of(request: dict[str, Any]) -> str:
    """The response form a recorded request asked for: json_schema, json_object+schema or
    json_object."""
    form = request["body"].get("response_format", {})
    if form.get("type") == "json_object" and "schema" in form:
        return "json_object+schema"
    return str(form.get("type"))


@contextmanager
def serve(*script: Behaviour) -> Iterator[FakeOpenAI]:
    """Run the fake server for the duration of the block."""
    fake = FakeOpenAI(script=list(script) or [Behaviour()])
    with running(_handler(fake)) as url:
        fake.base_url = f"{url}/v1"
        yield fake
