"""A local HTTP server implementing the Langfuse endpoints the SDK calls (SPEC §13).

A small in-memory Langfuse: projects, prompts by name and label, datasets and their items (upsert
by id, paginated like the real API), batched scores, and OTLP/HTTP traces (protobuf, decoded into
spans with their attributes). Every request is recorded so tests assert on what the SDK sent.
"""

from __future__ import annotations

import gzip
import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler
from typing import Any
from urllib.parse import parse_qs, unquote, urlparse

from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

from tests.local_server import running

PROJECT_ID = "proj-ingat-test"


@dataclass
class Span:
    """One exported OpenTelemetry span, as the Langfuse ingestion sees it."""

    name: str
    trace_id: str
    span_id: str
    parent_id: str
    attributes: dict[str, Any]


@dataclass
class FakeLangfuse:
    """In-memory Langfuse state; ``fail`` makes every request a 500."""

    prompts: dict[str, dict[str, Any]] = field(default_factory=dict)
    datasets: dict[str, dict[str, Any]] = field(default_factory=dict)
    items: dict[str, dict[str, Any]] = field(default_factory=dict)
    scores: list[dict[str, Any]] = field(default_factory=list)
    spans: list[Span] = field(default_factory=list)
    fail: bool = False
    requests: list[dict[str, Any]] = field(default_factory=list)
    base_url: str = ""
    lock: threading.Lock = field(default_factory=threading.Lock)

    def paths(self, method: str | None = None) -> list[str]:
        """The paths requested, in order (optionally of one method)."""
        return [r["path"] for r in self.requests if method is None or r["method"] == method]

    def items_of(self, dataset: str) -> list[dict[str, Any]]:
        """The stored items of one dataset."""
        return [i for i in self.items.values() if i["datasetName"] == dataset]


def _now() -> str:
    return datetime.now(UTC).isoformat().replace("+00:00", "Z")


def _value(v: Any) -> Any:
    kind = v.WhichOneof("value")
    if kind == "array_value":
        return [_value(x) for x in v.array_value.values]
    return getattr(v, kind) if kind else None


def _decode_spans(body: bytes) -> list[Span]:
    request = ExportTraceServiceRequest()
    request.ParseFromString(body)
    return [
        Span(
            name=span.name,
            trace_id=span.trace_id.hex(),
            span_id=span.span_id.hex(),
            parent_id=span.parent_span_id.hex(),
            attributes={a.key: _value(a.value) for a in span.attributes},
        )
        for resource in request.resource_spans
        for scope in resource.scope_spans
        for span in scope.spans
    ]


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

        def _body(self) -> bytes:
            raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            if self.headers.get("Content-Encoding") == "gzip":
                raw = gzip.decompress(raw)
            return raw

        def do_GET(self) -> None:
            url = urlparse(self.path)
            query = parse_qs(url.query)
            with fake.lock:
                fake.requests.append(
                    {
                        "method": "GET",
                        "path": url.path,
                        "query": query,
                        "auth": self.headers.get("Authorization"),
                    }
                )
            if fake.fail:
                return self._send(500, {"message": "scripted failure"})
            if url.path == "/api/public/projects":
                return self._send(
                    200,
                    {
                        "data": [
                            {
                                "id": PROJECT_ID,
                                "name": "ingat-test",
                                "organization": {"id": "org-1", "name": "ingat"},
                                "metadata": {},
                            }
                        ]
                    },
                )
            if url.path.startswith("/api/public/v2/prompts/"):
                name = unquote(url.path.rsplit("/", 1)[1])
                if name not in fake.prompts:
                    return self._send(404, {"message": "prompt not found"})
                return self._send(200, fake.prompts[name])
            if url.path.startswith("/api/public/v2/datasets/"):
                name = unquote(url.path.removeprefix("/api/public/v2/datasets/"))
                if name not in fake.datasets:
                    return self._send(404, {"message": "dataset not found"})
                return self._send(200, fake.datasets[name])
            if url.path == "/api/public/dataset-items":
                name = unquote(query.get("datasetName", [""])[0])
                page = int(query.get("page", ["1"])[0])
                limit = int(query.get("limit", ["50"])[0])
                rows = sorted(fake.items_of(name), key=lambda i: i["createdAt"])
                total_pages = max(1, -(-len(rows) // limit))
                chunk = rows[(page - 1) * limit : page * limit]
                meta = {
                    "page": page,
                    "limit": limit,
                    "totalItems": len(rows),
                    "totalPages": total_pages,
                }
                return self._send(200, {"data": chunk, "meta": meta})
            return self._send(404, {"message": f"no route {url.path}"})

        def do_POST(self) -> None:
            url = urlparse(self.path)
            body = self._body()
            is_otlp = url.path == "/api/public/otel/v1/traces"
            payload: Any = None if is_otlp else json.loads(body or b"null")
            with fake.lock:
                fake.requests.append(
                    {
                        "method": "POST",
                        "path": url.path,
                        "json": payload,
                        "size": len(body),
                        "auth": self.headers.get("Authorization"),
                    }
                )
            if fake.fail:
                return self._send(500, {"message": "scripted failure"})
            with fake.lock:
                if is_otlp:
                    fake.spans.extend(_decode_spans(body))
                    return self._send(200, {})
                if url.path == "/api/public/v2/datasets":
                    name = payload["name"]
                    existing = fake.datasets.get(name)
                    fake.datasets[name] = {
                        "id": existing["id"] if existing else f"ds-{len(fake.datasets) + 1}",
                        "name": name,
                        "description": payload.get("description"),
                        "metadata": payload.get("metadata"),
                        "projectId": PROJECT_ID,
                        "createdAt": existing["createdAt"] if existing else _now(),
                        "updatedAt": _now(),
                    }
                    return self._send(200, fake.datasets[name])
                if url.path == "/api/public/dataset-items":
                    name = payload["datasetName"]
                    if name not in fake.datasets:
                        return self._send(404, {"message": "dataset not found"})
                    item_id = payload.get("id") or f"item-{len(fake.items) + 1}"
                    existing = fake.items.get(item_id)
                    fake.items[item_id] = {
                        "id": item_id,
                        "status": payload.get("status") or "ACTIVE",
                        "input": payload.get("input"),
                        "expectedOutput": payload.get("expectedOutput"),
                        "metadata": payload.get("metadata"),
                        "sourceTraceId": None,
                        "sourceObservationId": None,
                        "mediaReferences": [],
                        "datasetId": fake.datasets[name]["id"],
                        "datasetName": name,
                        "createdAt": existing["createdAt"] if existing else _now(),
                        "updatedAt": _now(),
                    }
                    return self._send(200, fake.items[item_id])
                if url.path == "/api/public/scores":
                    batch = payload if isinstance(payload, list) else [payload]
                    fake.scores.extend(batch)
                    return self._send(200, {"message": "Accepted"})
            return self._send(404, {"message": f"no route {url.path}"})

    return Handler


@contextmanager
def serve(fake: FakeLangfuse | None = None) -> Iterator[FakeLangfuse]:
    """Run the fake Langfuse for the duration of the block."""
    fake = fake or FakeLangfuse()
    with running(_handler(fake)) as url:
        fake.base_url = url
        yield fake
