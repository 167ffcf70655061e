"""The memory HTTP API process (``ingat api``): FastAPI, with the sweeper running in-process.

Thin: start-up checks, the database and the sweeper come from ``core``. The /memories routes of
SPEC §9 are added by the read-path work; this process already owns the sweeper lifecycle
(SPEC §6: it runs inside the API process when memory is enabled and writing is on).
"""

from __future__ import annotations

import threading
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI
from pydantic import BaseModel

from core import bootstrap
from core.config.settings import Settings
from core.sweeper.factory import build_sweeper


class Health(BaseModel):
    """Liveness and what runs in this process."""

    status: str
    sweeper_running: bool
    memory_enabled: bool


def create_app(settings: Settings) -> FastAPI:
    """The API application; refuses to build on unsafe settings (SPEC §3.3)."""
    engine = bootstrap.open_database(settings)
    stop = threading.Event()
    state: dict[str, threading.Thread | None] = {"sweeper": None}

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
        try:
            yield
        finally:
            stop.set()
            running = state["sweeper"]
            if running is not None:
                running.join(timeout=settings.memory.extract_timeout_seconds + 10)

    app = FastAPI(
        title="ingat memory API",
        version="0.1.0",
        description="Long-term user memory: user controls over memories (SPEC §9).",
        lifespan=lifespan,
    )

    @app.get("/healthz", response_model=Health, tags=["operations"])
    def healthz() -> Health:
        thread = state["sweeper"]
        return Health(
            status="ok",
            sweeper_running=bool(thread and thread.is_alive()),
            memory_enabled=settings.memory.enabled,
        )

    return app
