"""The API's access log, which never records a query string, a raw path or a credential.

A bearer token can arrive anywhere a client puts it: in ``Authorization``, in a query string
(``?access_token=…``), even in a path segment. So the log line names the matched route template
(``/memories/{memory_id}``), never the path the client sent, and no header at all. uvicorn's own
access log (``"GET /memories?access_token=… HTTP/1.1"``) is turned off by ``ingat api``; should a
deployment turn it on, :class:`RouteOnly` puts the route template in its lines too.
"""

from __future__ import annotations

import logging
import time
from typing import Any

from starlette.routing import Match
from starlette.types import ASGIApp, Message, Receive, Scope, Send

log = logging.getLogger("ingat.api.access")
UVICORN_ACCESS = "uvicorn.access"
UNMATCHED = "(no route)"


def route_of(app: Any, scope: Scope) -> str:
    """The template of the route that matches ``scope`` (``/memories/{memory_id}``), or
    :data:`UNMATCHED`: never a path segment the client chose."""
    partial = UNMATCHED
    for route in getattr(app, "routes", ()):
        match, _ = route.matches(scope)
        if match is Match.FULL:
            return str(getattr(route, "path", UNMATCHED))
        if match is Match.PARTIAL and partial == UNMATCHED:  # the path fits, the method does not
            partial = str(getattr(route, "path", UNMATCHED))
    return partial


class AccessLog:
    """ASGI middleware: one line per HTTP request — method, route template, status, duration."""

    def __init__(self, app: ASGIApp, router: Any) -> None:
        self.app = app
        self.router = router

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Pass the request on and log how it ended."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = {"code": 500}

        async def sending(message: Message) -> None:
            if message["type"] == "http.response.start":
                status["code"] = int(message["status"])
            await send(message)

        try:
            await self.app(scope, receive, sending)
        finally:
            log.info(
                "request",
                extra={
                    "ingat": {
                        "method": scope.get("method", ""),
                        "route": route_of(self.router, scope),
                        "status": status["code"],
                        "ms": round((time.perf_counter() - started) * 1000, 1),
                    }
                },
            )


class RouteOnly(logging.Filter):
    """Puts the route template in place of the path of uvicorn's access log lines (their third
    argument: ``"GET /memories?access_token=…"`` is logged as ``"GET /memories"``)."""

    def __init__(self, router: Any) -> None:
        super().__init__()
        self.router = router

    def filter(self, record: logging.LogRecord) -> bool:
        """Rewrite the record's path argument; always keep the record."""
        args = record.args
        if isinstance(args, tuple) and len(args) >= 3 and isinstance(args[2], str):
            scope = {"type": "http", "method": str(args[1]), "path": args[2].split("?", 1)[0]}
            record.args = (*args[:2], route_of(self.router, scope), *args[3:])
        return True


def route_only_in_uvicorn_log(router: Any) -> None:
    """Install :class:`RouteOnly` on uvicorn's access logger (once per process; the newest app's
    router answers, and every app of this module has the same routes)."""
    logger = logging.getLogger(UVICORN_ACCESS)
    for installed in logger.filters:
        if isinstance(installed, RouteOnly):
            installed.router = router
            return
    logger.addFilter(RouteOnly(router))
