"""``ingat api`` as a real process: start-up refusals, health, and the in-process sweeper."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
import uuid
from collections.abc import Callable
from pathlib import Path

from sqlalchemy import Engine, func, select

from core.db.engine import session_scope
from core.db.models import UserMemory

ROOT = Path(__file__).resolve().parents[3]
Make = Callable[..., tuple[uuid.UUID, uuid.UUID, list[uuid.UUID]]]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _env(extra: dict[str, str]) -> dict[str, str]:
    full = {k: v for k, v in os.environ.items() if not k.startswith("ACEH_RAG_")}
    full.update(extra)
    return full


def test_refuses_memory_without_auth_and_allowlist(env: dict[str, str]) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "app.cli.main", "api", "--port", str(_free_port())],
        env=_env(
            {**env, "ACEH_RAG_MEMORY__ENABLED": "true", "ACEH_RAG_SECURITY__REQUIRE_AUTH": "false"}
        ),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert out.returncode != 0
    lines = [line for line in out.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "SUBJECT_ALLOWLIST" in lines[0]


def test_api_runs_the_sweeper_in_process(
    engine: Engine, memory_env: dict[str, str], jwt_env: dict[str, str], make_conversation: Make
) -> None:
    user, _, _ = make_conversation([("user", "Remember that I prefer short answers.")])
    port = _free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "app.cli.main", "api", "--port", str(port)],
        env=_env({**memory_env, **jwt_env, "ACEH_RAG_MEMORY__SWEEP_INTERVAL_SECONDS": "1"}),
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 60
        health = None
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2) as r:
                    health = json.loads(r.read())
                    break
            except OSError:
                time.sleep(0.3)
        assert health == {
            "status": "ok",
            "sweeper_running": True,
            "memory_enabled": True,
            "retention_running": False,
        }
        count = 0
        while time.monotonic() < deadline and not count:
            with session_scope(engine) as s:
                count = s.execute(
                    select(func.count()).select_from(UserMemory).where(UserMemory.user_id == user)
                ).scalar_one()
            time.sleep(0.3)
        assert count == 1
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/openapi.json", timeout=5) as r:
            assert "/healthz" in json.loads(r.read())["paths"]
    finally:
        proc.terminate()
        _, err = proc.communicate(timeout=30)
    assert "memory consolidated" in err
    assert "short answers" not in err  # log lines carry ids and counts, never memory text
