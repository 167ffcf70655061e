"""``ingat sweep`` (long-running) and ``ingat db status`` when the embedded server goes away."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from core.db.embedded import embedded_status, ensure_embedded, stop_embedded
from core.db.engine import engine_for
from tests.app.cli.test_cli import ROOT, ingat
from tests.core.sweeper.test_outage import seed_due, wait_for, written


def _env(data_dir: Path, **extra: str) -> dict[str, str]:
    return {
        "ACEH_RAG_EMBEDDED__DATA_DIR": str(data_dir),
        "ACEH_RAG_AUDIT__HMAC_KEY": "test-audit-hmac-key",
        **extra,
    }


def test_db_status_reports_a_stopped_server_without_starting_it(private_server: Path) -> None:
    running = ingat("db", "status", env=_env(private_server))
    assert running.returncode == 0, running.stderr
    assert "running, pid" in running.stdout and "up to date" in running.stdout
    stop_embedded(private_server)
    stopped = ingat("db", "status", env=_env(private_server))
    assert stopped.returncode == 0, stopped.stderr
    assert "(not running)" in stopped.stdout and "schema: not checked" in stopped.stdout
    assert not embedded_status(private_server).running
    ensure_embedded(private_server, keep_running=False)


def test_long_running_sweep_survives_the_server_stopping_and_starting(
    private_server: Path,
) -> None:
    url = ensure_embedded(private_server, keep_running=False)
    engine = engine_for(url)
    seed_due(engine, 0, 3)
    env = {k: v for k, v in os.environ.items() if not k.startswith("ACEH_RAG_")}
    env.update(
        _env(
            private_server,
            ACEH_RAG_MEMORY__ENABLED="true",
            ACEH_RAG_MEMORY__SWEEP_INTERVAL_SECONDS="1",
        )
    )
    proc = subprocess.Popen(
        [sys.executable, "-m", "app.cli.main", "sweep"],
        env=env,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        wait_for(lambda: written(engine)[3] == 3, 60, "the first sweep")
        stop_embedded(private_server)
        time.sleep(4)  # a few sweeps meet the stopped server
        assert proc.poll() is None, "the sweeper exited during the outage"
        ensure_embedded(private_server, keep_running=False)
        seed_due(engine, 3, 3)
        # The back-off grows to 1, 2, 4 … s: the sweeper is back within ~10 s.
        wait_for(lambda: written(engine)[3] == 6, 60, "the sweeps after the outage")
    finally:
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=30)
    assert written(engine) == (6, 6, 6, 6)  # 0 lost, 0 duplicated
    assert err.count("memory sweep unavailable") == 1, err
    assert err.count("memory sweep resumed") == 1, err
    assert "Traceback" not in err and " ERROR " not in err, err
    engine.dispose()
