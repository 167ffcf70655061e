"""The embedded PostgreSQL: started once, reused, outlives its command, survives stale state."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import psycopg
import pytest

from core.db.embedded import embedded_status, ensure_embedded, stop_embedded

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def data_dir(tmp_path: Path):  # type: ignore[no-untyped-def]
    path = tmp_path / "pg"
    yield path
    stop_embedded(path)


def _query(url: str, sql: str) -> object:
    with psycopg.connect(url, autocommit=True) as conn:
        cur = conn.execute(sql)
        row = cur.fetchone() if cur.description else None
        return row[0] if row else None


def test_start_reuse_stop_and_restart_keep_data(data_dir: Path) -> None:
    url = ensure_embedded(data_dir)
    assert "host=" in url and url.startswith("postgresql://postgres@/ingat")
    _query(url, "CREATE TABLE kept (x int)")
    first = embedded_status(data_dir)
    assert first.running and first.pid
    assert ensure_embedded(data_dir) == url
    assert embedded_status(data_dir).pid == first.pid
    assert _query(url, "SELECT default_version FROM pg_available_extensions WHERE name='vector'")
    assert stop_embedded(data_dir) is True
    assert not embedded_status(data_dir).running
    assert stop_embedded(data_dir) is False
    url2 = ensure_embedded(data_dir)
    assert _query(url2, "SELECT count(*) FROM kept") == 0


def test_survives_a_stale_pid_file(data_dir: Path) -> None:
    url = ensure_embedded(data_dir)
    pid_file = data_dir / "postmaster.pid"
    content = pid_file.read_text().splitlines()
    stop_embedded(data_dir)
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    content[0] = str(dead.pid)
    pid_file.write_text("\n".join(content) + "\n")
    assert ensure_embedded(data_dir) == url
    assert _query(url, "SELECT 1") == 1


def test_recovers_after_the_server_is_killed(data_dir: Path) -> None:
    url = ensure_embedded(data_dir)
    pid = embedded_status(data_dir).pid
    assert pid
    os.kill(pid, signal.SIGKILL)
    deadline = time.monotonic() + 30
    while embedded_status(data_dir).running and time.monotonic() < deadline:
        time.sleep(0.2)
    assert ensure_embedded(data_dir) == url
    assert _query(url, "SELECT 1") == 1
    assert embedded_status(data_dir).pid != pid


def test_two_processes_share_one_server(data_dir: Path) -> None:
    code = (
        "import sys; from pathlib import Path; from core.db.embedded import ensure_embedded, "
        "embedded_status; ensure_embedded(Path(sys.argv[1])); "
        "print(embedded_status(Path(sys.argv[1])).pid)"
    )
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", code, str(data_dir)], stdout=subprocess.PIPE, text=True, cwd=ROOT
        )
        for _ in range(2)
    ]
    pids = {p.communicate(timeout=120)[0].strip() for p in procs}
    assert all(p.returncode == 0 for p in procs)
    assert len(pids) == 1 and pids != {"None"}
