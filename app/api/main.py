"""The memory HTTP API process (``ingat api``): user controls over memories, and the sweeper.

Thin: start-up checks, the database, the principal, the memory functions and the sweeper all come
from ``core``. Errors are one JSON shape, ``{"error": {"code": …, "message": …}}``.
"""

import logging
import threading
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import datetime
from typing import Annotated

import psycopg
from fastapi import Depends, FastAPI, Header, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from pydantic import BaseModel
from sqlalchemy.exc import SQLAlchemyError
from starlette.exceptions import HTTPException as StarletteHTTPException

from app.api.access_log import AccessLog, route_only_in_uvicorn_log
from core import bootstrap
from core.audit import hmac_key
from core.auth.resolve import resolve_principal
from core.auth.tokens import Principal, TokenVerifier
from core.config.settings import Settings
from core.db.availability import database_unavailable
from core.db.engine import session_scope
from core.errors import (
    DatabaseError,
    IngatError,
    InvalidInput,
    NotFound,
    PermissionDenied,
    Unauthorized,
)
from core.memory import user_controls
from core.memory.browse import MemoryRow
from core.retention.schedule import RetentionSchedule
from core.sweeper.factory import build_sweeper

log = logging.getLogger("ingat.api")
STATUS = {Unauthorized: 401, PermissionDenied: 403, NotFound: 404, InvalidInput: 422}


class Health(BaseModel):
    """Liveness and what runs in this process."""

    status: str
    sweeper_running: bool
    memory_enabled: bool
    retention_running: bool = False


class Memory(BaseModel):
    """One of the caller's memories."""

    id: uuid.UUID
    type: str
    category: str | None
    text: str
    language: str
    tags: list[str]
    importance: float
    created_at: datetime
    updated_at: datetime

    @classmethod
    def of(cls, row: MemoryRow) -> "Memory":
        """From core's row."""
        return cls(**row.model_dump(include=set(cls.model_fields)))


class Deleted(BaseModel):
    """How many rows a delete removed (versions included)."""

    deleted: int


class ErrorBody(BaseModel):
    """The error shape of every non-2xx answer."""

    code: str
    message: str


class ErrorResponse(BaseModel):
    """``{"error": {"code", "message"}}``."""

    error: ErrorBody


def _error(status: int, code: str, message: str) -> JSONResponse:
    headers = {"WWW-Authenticate": "Bearer"} if status == 401 else None
    body = ErrorResponse(error=ErrorBody(code=code, message=message))
    return JSONResponse(body.model_dump(), status_code=status, headers=headers)


def create_app(settings: Settings) -> FastAPI:
    """The API application; refuses to build on unsafe or incomplete settings (SPEC §3.3)."""
    engine = bootstrap.open_database(settings)
    security = settings.security
    uses_jwt = security.require_auth and security.auth_resolver == "jwt"
    verifier = TokenVerifier(security) if uses_jwt else None
    key = hmac_key(settings)
    stop = threading.Event()
    state: dict[str, threading.Thread | None] = {"sweeper": None, "retention": None}

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        mem = settings.memory
        if mem.enabled and mem.write_enabled:
            sweeper = build_sweeper(engine, settings)
            thread = threading.Thread(
                target=sweeper.run_forever, args=(stop,), name="ingat-sweeper", daemon=True
            )
            thread.start()
            state["sweeper"] = thread
        if settings.retention.configured():
            # Daily, under its own advisory lock: one replica runs it, once a day.
            schedule = RetentionSchedule(engine, settings.retention)
            retention = threading.Thread(
                target=schedule.run_forever, args=(stop,), name="ingat-retention", daemon=True
            )
            retention.start()
            state["retention"] = retention
        try:
            yield
        finally:
            stop.set()
            running = state["sweeper"]
            if running is not None:
                running.join(timeout=settings.memory.extract_timeout_seconds + 10)
            # A retention chunk is one short transaction; a cut-off run resumes the next day.
            retention_thread = state["retention"]
            if retention_thread is not None:
                retention_thread.join(timeout=30)

    app = FastAPI(
        title="ingat memory API",
        version="0.1.0",
        description=(
            "Long-term user memory: the caller's own memories (SPEC §9). Authenticate with a "
            "bearer JWT from the configured issuer; another user's memory is always 404."
        ),
        lifespan=lifespan,
        responses={401: {"model": ErrorResponse}, 422: {"model": ErrorResponse}},
    )

    app.add_middleware(AccessLog, router=app.router)
    route_only_in_uvicorn_log(app.router)

    @app.exception_handler(IngatError)
    async def _ingat_error(_request: Request, exc: IngatError) -> JSONResponse:
        status = next((s for cls, s in STATUS.items() if isinstance(exc, cls)), 400)
        code = {401: "unauthorized", 403: "forbidden", 404: "not_found", 422: "invalid"}.get(
            status, "bad_request"
        )
        return _error(status, code, str(exc))

    @app.exception_handler(SQLAlchemyError)
    @app.exception_handler(psycopg.Error)
    @app.exception_handler(DatabaseError)
    async def _database(request: Request, exc: Exception) -> JSONResponse:
        if not database_unavailable(exc):
            if isinstance(exc, IngatError):  # e.g. SchemaOutOfDate: its own message
                return await _ingat_error(request, exc)
            raise exc
        log.warning(
            "memory api database unavailable", extra={"ingat": {"error": type(exc).__name__}}
        )
        return _error(
            503, "unavailable", "the memory database is unavailable; retry in a few seconds"
        )

    @app.exception_handler(RequestValidationError)
    async def _invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        first = exc.errors()[0] if exc.errors() else {"loc": (), "msg": "invalid request"}
        where = ".".join(str(p) for p in first.get("loc", ()))
        return _error(422, "invalid", f"{where}: {first.get('msg')}")

    @app.exception_handler(StarletteHTTPException)
    async def _http(_request: Request, exc: StarletteHTTPException) -> JSONResponse:
        return _error(
            exc.status_code, "not_found" if exc.status_code == 404 else "error", str(exc.detail)
        )

    def principal(
        authorization: Annotated[str | None, Header()] = None,
        x_user_id: Annotated[str | None, Header()] = None,
    ) -> Principal:
        return resolve_principal(security, verifier, authorization, x_user_id)

    Caller = Annotated[Principal, Depends(principal)]  # noqa: N806 - a type alias

    @app.get("/healthz", response_model=Health, tags=["operations"])
    def healthz() -> Health:
        thread, retention = state["sweeper"], state["retention"]
        return Health(
            status="ok",
            sweeper_running=bool(thread and thread.is_alive()),
            memory_enabled=settings.memory.enabled,
            retention_running=bool(retention and retention.is_alive()),
        )

    @app.get("/memories", response_model=list[Memory], tags=["memories"])
    def list_memories(caller: Caller) -> list[Memory]:
        """The caller's active memories."""
        with session_scope(engine) as s:
            return [
                Memory.of(r) for r in user_controls.list_active(s, caller.user_id, settings.memory)
            ]

    @app.get(
        "/memories/{memory_id}",
        response_model=Memory,
        tags=["memories"],
        responses={404: {"model": ErrorResponse}},
    )
    def get_memory(memory_id: uuid.UUID, caller: Caller) -> Memory:
        """One of the caller's active memories."""
        with session_scope(engine) as s:
            return Memory.of(user_controls.get_own(s, caller.user_id, memory_id, settings.memory))

    @app.delete(
        "/memories/{memory_id}",
        status_code=204,
        tags=["memories"],
        responses={404: {"model": ErrorResponse}},
    )
    def delete_memory(memory_id: uuid.UUID, caller: Caller) -> Response:
        """Permanently delete one of the caller's memories and its earlier versions."""
        with session_scope(engine) as s:
            user_controls.delete_own(s, caller.user_id, memory_id, settings.memory, key)
        return Response(status_code=204)

    @app.delete("/memories", response_model=Deleted, tags=["memories"])
    def delete_all(caller: Caller) -> Deleted:
        """Permanently delete all of the caller's memories (active, superseded and deleted)."""
        with session_scope(engine) as s:
            return Deleted(deleted=user_controls.delete_all(s, caller.user_id, settings.memory))

    return app
