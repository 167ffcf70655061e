"""Offline, an eval run opens no outbound connection: no telemetry, no model, no Langfuse.

The eval commands run in a child process with a socket guard installed before anything else is
imported: every ``connect`` to a non-loopback address and every DNS lookup of a non-local name is
recorded and refused. deepeval and ragas are imported and exercised in the same process, since
their telemetry is what would phone home. The telemetry variables are removed from the child's
environment, so the switch-off in ``eval/__init__.py`` is what is tested.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

GUARD = textwrap.dedent(
    """
    import atexit, json, socket, sys

    ATTEMPTS = []
    LOCAL = ("127.", "::1", "localhost", "0.0.0.0")

    def _local(host):
        return host is None or str(host).startswith(LOCAL)

    def _guard(real):
        def connect(self, address):
            if isinstance(address, tuple) and not _local(address[0]):
                ATTEMPTS.append(f"connect {address[0]}:{address[1]}")
                raise OSError("outbound connection refused by the test guard")
            return real(self, address)
        return connect

    socket.socket.connect = _guard(socket.socket.connect)
    socket.socket.connect_ex = _guard(socket.socket.connect_ex)
    _getaddrinfo = socket.getaddrinfo

    def getaddrinfo(host, *args, **kwargs):
        if not _local(host):
            ATTEMPTS.append(f"dns {host}")
            raise socket.gaierror("DNS refused by the test guard")
        return _getaddrinfo(host, *args, **kwargs)

    socket.getaddrinfo = getaddrinfo
    atexit.register(lambda: open(sys.argv[1], "w").write(json.dumps(ATTEMPTS)))
    """
)

EVAL_AND_LIBRARIES = textwrap.dedent(
    """
    import json, sys, time
    from pathlib import Path
    from app.cli.main import app
    from eval.suites import SUITES

    root = Path(sys.argv[2])
    for suite in SUITES.names:
        try:
            app(["eval", "run", "--suite", suite, "--dataset",
                 str(root / "tests/eval/fixtures" / f"{suite}.jsonl"), "--no-store"],
                standalone_mode=False)
        except SystemExit as exc:
            assert not exc.code, exc.code

    # deepeval and ragas, used the way the harness uses them: their evaluate() entry points are
    # where their telemetry reports
    from deepeval import assert_test, evaluate
    from eval.deepeval_metrics import regression_metrics, result_test_case
    from eval.matcher_study import ragas_scores
    import eval.ragas_faithfulness  # noqa: F401
    baseline = json.loads((root / "eval/baselines/rules-recall.json").read_text())
    assert_test(result_test_case(baseline), regression_metrics("recall"), run_async=False)
    evaluate(test_cases=[result_test_case(baseline)], metrics=regression_metrics("recall"))
    assert ragas_scores([("Prefers short answers.", "Wants brief replies.")], "levenshtein")
    time.sleep(2)  # give background telemetry threads the chance to try
    print("offline run complete")
    """
)


def test_an_offline_eval_run_opens_no_outbound_connection(
    env: dict[str, str], tmp_path: Path
) -> None:
    attempts_file = tmp_path / "attempts.json"
    child_env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("DEEPEVAL_", "RAGAS_", "LANGFUSE_", "OPENAI_", "ACEH_RAG_"))
    }
    child_env.update(env)
    child_env["HOME"] = str(tmp_path)  # no user-level config files either
    out = subprocess.run(
        [sys.executable, "-c", GUARD + EVAL_AND_LIBRARIES, str(attempts_file), str(ROOT)],
        env=child_env,
        cwd=tmp_path,  # deepeval writes ./.deepeval here, not in the repository
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert out.returncode == 0, out.stderr[-3000:]
    assert "offline run complete" in out.stdout
    assert json.loads(attempts_file.read_text()) == []


def test_the_guard_would_see_an_outbound_connection(tmp_path: Path) -> None:
    attempts_file = tmp_path / "attempts.json"
    probe = textwrap.dedent(
        """
        import socket
        for attempt in (
            lambda: socket.socket().connect(("203.0.113.7", 443)),
            lambda: socket.create_connection(("telemetry.example.com", 443), timeout=1),
        ):
            try:
                attempt()
            except OSError:
                pass
        """
    )
    subprocess.run(
        [sys.executable, "-c", GUARD + probe, str(attempts_file)],
        capture_output=True,
        timeout=60,
        check=True,
    )
    assert json.loads(attempts_file.read_text()) == [
        "connect 203.0.113.7:443",
        "dns telemetry.example.com",
    ]
