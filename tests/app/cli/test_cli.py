"""The ``ingat`` command line, run as a real process against the real database."""

from __future__ import annotations

import os
import queue
import re
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
import uuid
from pathlib import Path

import psycopg
import pytest
from sqlalchemy import Engine

from core.db.embedded import embedded_status
from core.db.engine import EMBEDDED_URL_ENV
from eval.suites import SUITES
from tests.builders import production_checksum

ROOT = Path(__file__).resolve().parents[3]
UID = "3f2b8c1e-4a5d-4e6f-8a9b-0c1d2e3f4a5b"


def ingat(
    *args: str, env: dict[str, str] | None = None, cwd: Path = ROOT
) -> subprocess.CompletedProcess[str]:
    full_env = {k: v for k, v in os.environ.items() if not k.startswith("ACEH_RAG_")}
    full_env.update(env or {})
    return subprocess.run(
        [sys.executable, "-m", "app.cli.main", *args],
        env=full_env,
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )


def test_seed_demo_then_the_seeds_admin_sql_verbatim(env: dict[str, str]) -> None:
    out = ingat("db", "seed-demo", env=env)
    assert out.returncode == 0, out.stderr
    assert "demo data written" in out.stdout
    url = ingat("db", "url", env=env).stdout.strip()
    with psycopg.connect(url) as conn:
        statuses = dict(
            conn.execute("SELECT status, count(*) FROM user_memory GROUP BY status").fetchall()
        )
        assert set(statuses) == {"active", "superseded", "deleted"}
        audit = conn.execute(
            "SELECT details::text, reason FROM ai_engine_audit_log WHERE \"entityType\" = 'user_memory'"
        ).fetchall()
        texts = [r[0] for r in conn.execute("SELECT text FROM user_memory").fetchall()]
        legacy = conn.execute(
            "SELECT type, status, count(*) FROM user_memory GROUP BY 1, 2"
        ).fetchall()
    assert audit and not any(t in d or t in r for d, r in audit for t in texts)
    assert {t for t, _, _ in legacy} == {"preference", "fact"}
    again = ingat("db", "seed-demo", env=env)
    assert "already present" in again.stdout


def test_db_status_upgrade_and_url_driver(env: dict[str, str]) -> None:
    from core.db.migrate import head_revision

    up = ingat("db", "upgrade", env=env)
    assert (
        up.returncode == 0 and f"schema at {head_revision()} (head {head_revision()})" in up.stdout
    )
    status = ingat("db", "status", env=env)
    assert "up to date" in status.stdout and "vector(384)" in status.stdout
    assert "embedding model: hashing (char-ngrams-v1, 384-d)" in status.stdout
    assert ingat("db", "url", "--driver", env=env).stdout.startswith("postgresql+psycopg://")


def test_db_reembed_moves_the_database_to_the_configured_embedder(
    env: dict[str, str], engine: Engine
) -> None:
    from tests.builders import remember

    user = uuid.uuid4()
    for i in range(7):
        remember(engine, user, f"Prefers examples about topic {i}.", subject=f"topic {i}")
    e5 = {**env, "ACEH_RAG_EMBEDDING__PROVIDER": "e5-small"}
    refused = ingat("memories", "list", "--user", str(user), env=e5)
    assert refused.returncode != 0
    assert "embedded with hashing" in refused.stderr and "ingat db reembed" in refused.stderr
    moved = ingat("db", "reembed", "--batch-size", "3", env=e5)
    assert moved.returncode == 0, moved.stderr
    assert "re-embedded 7 memories (7 in all) with e5-small" in moved.stdout
    assert "] 7/7" in moved.stderr  # the progress bar
    listed = ingat("memories", "list", "--user", str(user), env=e5)
    assert listed.returncode == 0, listed.stderr
    assert "embedding model: e5-small" in ingat("db", "status", env=e5).stdout
    again = ingat("db", "reembed", env=e5)
    assert again.returncode == 0 and "nothing to do" in again.stdout
    old = ingat("memories", "list", "--user", str(user), env=env)
    assert old.returncode != 0 and "configured embedder is hashing" in old.stderr


@pytest.mark.parametrize(
    ("extra", "needle"),
    [
        (
            {"ACEH_RAG_MEMORY__ENABLED": "true", "ACEH_RAG_SECURITY__REQUIRE_AUTH": "false"},
            "SUBJECT_ALLOWLIST",
        ),
        (
            {
                "ACEH_RAG_MEMORY__ENABLED": "true",
                "ACEH_RAG_MEMORY__REQUIRE_VERIFIED_PRINCIPAL": "true",
                "ACEH_RAG_SECURITY__AUTH_RESOLVER": "header",
            },
            "AUTH_RESOLVER=jwt",
        ),
        (
            {"ACEH_RAG_MEMORY__SUBJECT_ALLOWLIST": '["ALICE"]'},
            "canonical lowercase hyphenated UUID",
        ),
        (
            {"ACEH_RAG_ENVIRONMENT": "production", "ACEH_RAG_AUDIT__HMAC_KEY": ""},
            "ACEH_RAG_AUDIT__HMAC_KEY",
        ),
        ({"ACEH_RAG_EMBEDDING__DIMENSIONS": "256"}, "ACEH_RAG_EMBEDDING__DIMENSIONS=256"),
    ],
)
@pytest.mark.parametrize("command", [("console", "--port", "8597"), ("db", "upgrade")])
def test_refusals_exit_with_one_line(
    env: dict[str, str], extra: dict[str, str], needle: str, command: tuple[str, ...]
) -> None:
    out = ingat(*command, env={**env, **extra})
    assert out.returncode != 0
    lines = [line for line in out.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, out.stderr
    assert lines[0].startswith("error: ") and needle in lines[0]


def test_config_show_masks_secrets(env: dict[str, str]) -> None:
    out = ingat(
        "config",
        "show",
        env={
            **env,
            "ACEH_RAG_LLM__API_KEY": "sk-very-secret",
            "ACEH_RAG_MEMORY__IDLE_MINUTES": "2",
        },
    )
    assert out.returncode == 0
    assert "sk-very-secret" not in out.stdout and "test-audit-hmac-key" not in out.stdout
    assert env["ACEH_RAG_DATABASE_URL"] not in out.stdout
    assert "ACEH_RAG_LLM__API_KEY" in out.stdout and "********" in out.stdout
    assert any(
        line.startswith("ACEH_RAG_MEMORY__IDLE_MINUTES") and "2" in line and "(set)" in line
        for line in out.stdout.splitlines()
    )
    assert "start-up checks: ok" in out.stderr


def test_memories_list_and_delete(env: dict[str, str]) -> None:
    ingat("db", "seed-demo", env=env)
    listing = ingat("memories", "list", "--status", "active", "--page-size", "200", env=env)
    assert listing.returncode == 0
    header, *rows = listing.stdout.splitlines()
    assert header.split() == ["id", "user", "status", "category", "lang", "text"]
    assert len(rows) > 10
    starts = [header.index(column) for column in header.split()]
    for row in rows:  # every column starts where its header does
        assert all(row[at] != " " and (at == 0 or row[at - 2 : at] == "  ") for at in starts), row
    first = rows[0].split()[0]
    no_reason = ingat("memories", "delete", first, "--reason", " ", env=env)
    assert no_reason.returncode == 2 and "reason" in no_reason.stderr
    deleted = ingat("memories", "delete", first, "--reason", "test cleanup", env=env)
    assert deleted.returncode == 0, deleted.stderr
    gone = ingat("memories", "delete", first, "--reason", "again", env=env)
    assert gone.returncode == 2 and "does not exist" in gone.stderr
    # a user by name (the demo's display names are labels) or by the prefix the listing shows
    alice = ingat("memories", "list", "--user", "alice morgan", env=env)
    assert alice.returncode == 0, alice.stderr
    alice_ids = {line.split()[1] for line in alice.stdout.splitlines()[1:]}
    assert len(alice_ids) == 1
    [alice_id] = alice_ids
    by_prefix = ingat("memories", "list", "--user", alice_id[:8], env=env)
    assert by_prefix.stdout == alice.stdout
    bad = ingat("memories", "list", "--user", "zz-nobody-by-that-name", env=env)
    assert bad.returncode == 2 and "no user matches" in bad.stderr
    chinese = ingat("memories", "list", "--language", "zh", "--page-size", "200", env=env)
    assert chinese.returncode == 0 and chinese.stdout.strip()
    assert {line.split()[4] for line in chinese.stdout.splitlines()[1:]} == {"zh"}
    unknown = ingat("memories", "list", "--language", "xx", env=env)
    assert unknown.returncode == 2 and "unknown language 'xx'; use en, id or zh" in unknown.stderr
    with psycopg.connect(env["ACEH_RAG_DATABASE_URL"]) as conn:
        row = conn.execute(
            'SELECT "actorType", "actorId", reason FROM ai_engine_audit_log '
            "WHERE action = 'hard_delete' AND \"entityId\" = %s",
            (first,),
        ).fetchone()
    assert row is not None and row[0] == "reviewer" and row[1].startswith("cli:")
    assert row[2] == "test cleanup"


def test_embedded_server_outlives_the_command_until_db_stop(tmp_path: Path) -> None:
    data = tmp_path / "pg"
    env = {"ACEH_RAG_EMBEDDED__DATA_DIR": str(data)}
    try:
        out = ingat("db", "url", env=env)
        assert out.returncode == 0, out.stderr
        url = out.stdout.strip()
        assert url.startswith("postgresql://postgres@/ingat?host=")
        with psycopg.connect(url) as conn:  # the command has ended; the server is still up
            assert conn.execute("SELECT 1").fetchone() == (1,)
        seeded = ingat("db", "seed-demo", env=env)
        assert seeded.returncode == 0 and "demo data written" in seeded.stdout
        assert (data.parent / "audit-hmac.key").stat().st_mode & 0o077 == 0
        stopped = ingat("db", "stop", env=env)
        assert "stopped" in stopped.stdout
        assert not embedded_status(data).running
        with pytest.raises(psycopg.OperationalError):
            psycopg.connect(url, connect_timeout=3)
    finally:
        ingat("db", "stop", env=env)


CONSOLE_PORT_HINT = "pass --port N or set STREAMLIT_SERVER_PORT (make console PORT=N)"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_console_on_a_busy_port_says_how_to_pick_another_and_starts_nothing(
    tmp_path: Path,
) -> None:
    data = tmp_path / "pg"
    env = {"ACEH_RAG_EMBEDDED__DATA_DIR": str(data)}
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = str(taken.getsockname()[1])
        named = ingat(  # an explicit --port wins over STREAMLIT_SERVER_PORT
            "console",
            "--address",
            "127.0.0.1",
            "--port",
            port,
            env={**env, "STREAMLIT_SERVER_PORT": str(_free_port())},
        )
        from_env = ingat(
            "console", "--address", "127.0.0.1", env={**env, "STREAMLIT_SERVER_PORT": port}
        )
    for out in (named, from_env):
        assert out.returncode == 2
        assert out.stderr == f"error: port {port} on 127.0.0.1 is busy; {CONSOLE_PORT_HINT}\n"
        assert out.stdout == ""
    assert not data.exists()  # no embedded server, no database, no Streamlit


def _children(pid: int) -> list[int]:
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(stat.parent.name))
    return found


def _environ(pid: int) -> dict[str, str]:
    raw = Path(f"/proc/{pid}/environ").read_bytes().decode()
    return dict(item.split("=", 1) for item in raw.split("\0") if "=" in item)


def test_console_on_the_embedded_server_takes_its_port_and_hands_the_url_down(
    tmp_path: Path,
) -> None:
    env = {
        "ACEH_RAG_EMBEDDED__DATA_DIR": str(tmp_path / "pg"),
        "STREAMLIT_SERVER_PORT": str(_free_port()),
    }
    child_env = {k: v for k, v in os.environ.items() if not k.startswith("ACEH_RAG_")}
    proc = subprocess.Popen(
        [sys.executable, "-m", "app.cli.main", "console", "--address", "127.0.0.1"],
        cwd=ROOT,
        env={**child_env, **env},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    said: queue.Queue[str] = queue.Queue()
    assert proc.stderr is not None
    threading.Thread(target=lambda: [said.put(line) for line in proc.stderr], daemon=True).start()
    url = f"http://127.0.0.1:{env['STREAMLIT_SERVER_PORT']}"
    try:
        while not (line := said.get(timeout=120)).startswith("ingat console:"):
            pass
        assert line.startswith(f"ingat console: {url}  ")
        deadline = time.monotonic() + 90
        while True:
            try:
                with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as r:  # noqa: S310
                    if r.status == 200:
                        break
            except OSError:
                assert proc.poll() is None and time.monotonic() < deadline, "no console"
                time.sleep(0.3)
        # The Streamlit process gets the embedded server's URL, not as a database URL the user
        # set: its Settings page shows ACEH_RAG_DATABASE_URL unset (tests/app/console).
        [streamlit] = _children(proc.pid)
        seen = _environ(streamlit)
        assert seen.get("ACEH_RAG_DATABASE_URL") is None
        assert seen.get(EMBEDDED_URL_ENV) == ingat("db", "url", env=env).stdout.strip()
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=30)
        ingat("db", "stop", env=env)


def test_unknown_memory_id_format(env: dict[str, str]) -> None:
    out = ingat("memories", "delete", "not-a-uuid", "--reason", "x", env=env)
    assert out.returncode == 2 and "is not a memory id" in out.stderr
    assert str(uuid.UUID(int=0)) not in out.stderr


def test_eval_run_writes_the_result_json(env: dict[str, str], tmp_path: Path) -> None:
    fixtures = ROOT / "tests" / "eval" / "fixtures"
    out_file = tmp_path / "judge.json"
    out = ingat(
        "eval",
        "run",
        "--suite",
        "judge",
        "--dataset",
        str(fixtures / "judge.jsonl"),
        "--output",
        str(out_file),
        env=env,
    )
    assert out.returncode == 0, out.stderr
    assert "accuracy" in out.stdout and "cases passed: 3/3" in out.stdout
    import json

    result = json.loads(out_file.read_text())
    assert result["suite"] == "judge" and result["metrics"]["accuracy"] == 1.0
    assert "stored as eval run" in out.stderr
    bad = ingat("eval", "run", "--suite", "nope", "--dataset", "x", env=env)
    assert bad.returncode == 2 and "unknown suite" in bad.stderr

    # a second stored run, then the HTML report with the trend of stored runs
    again = ingat(
        "eval", "run", "--suite", "judge", "--dataset", str(fixtures / "judge.jsonl"), env=env
    )
    assert again.returncode == 0, again.stderr
    report = tmp_path / "report.html"
    made = ingat(
        "eval", "report", "--result", str(out_file), "--runs", "5", "--output", str(report), env=env
    )
    assert made.returncode == 0, made.stderr
    page = report.read_text(encoding="utf-8")
    assert "Trend of stored judge runs" in page and "false_accept_rate" in page
    missing = ingat("eval", "report", "--result", str(tmp_path / "nope.json"), env=env)
    assert missing.returncode != 0 and "not a readable result JSON" in missing.stderr


@pytest.mark.parametrize(
    ("suite", "holds"), [(s, h) for s in SUITES.names for h in SUITES.names if s != h]
)
def test_eval_run_on_another_suites_dataset_names_that_suite(
    env: dict[str, str], suite: str, holds: str
) -> None:
    dataset = f"datasets/{holds}.jsonl"  # the shipped set of each suite (`make baselines`)
    out = ingat("eval", "run", "--suite", suite, "--dataset", dataset, "--no-store", env=env)
    assert out.returncode == 2
    assert (
        out.stderr == f"error: {dataset}: holds {holds} cases, not {suite}; pass --suite {holds}\n"
    )


def test_eval_run_on_a_file_of_no_suite_names_its_first_problem_once(env: dict[str, str]) -> None:
    dataset = "datasets/demo/conversations.jsonl"  # none of its lines is a case of any suite
    lines = len((ROOT / dataset).read_text(encoding="utf-8").splitlines())
    out = ingat("eval", "run", "--suite", "recall", "--dataset", dataset, "--no-store", env=env)
    assert out.returncode == 2
    assert out.stderr == f"error: {dataset}:1: now: Field required (and {lines - 1} more lines)\n"


def test_shadow_run_list_compare_and_delete(
    env: dict[str, str], engine: Engine, tmp_path: Path
) -> None:
    assert ingat("db", "seed-demo", env=env).returncode == 0
    url = ingat("db", "url", env=env).stdout.strip()
    before = production_checksum(engine)
    control = ingat("shadow", "run", "--name", "control", "--limit", "6", env=env)
    assert control.returncode == 0, control.stderr
    assert "done: 6 conversation(s)" in control.stdout
    assert "12/12 conversation replays" in control.stderr  # the variant's and production's
    run = ingat("shadow", "run", "--name", "cli try", "--limit", "6", "--max-new", "1", env=env)
    assert run.returncode == 0, run.stderr
    assert production_checksum(engine) == before
    listed = ingat("shadow", "list", env=env).stdout.splitlines()
    run_id, control_id = listed[0].split()[0], listed[1].split()[0]
    assert "cli try" in listed[0] and "done" in listed[0] and "control" in listed[1]
    same = ingat("shadow", "compare", "--run", control_id, env=env)
    assert same.returncode == 0, same.stderr
    assert "right: production replay" in same.stdout
    for total in ("added", "missing", "changed"):
        assert re.search(rf"^  {total} +0$", same.stdout, re.M), same.stdout
    assert "store decision" in same.stdout and "writes / conversation" in same.stdout
    rows = ingat("shadow", "compare", "--run", control_id, "--against", "production-rows", env=env)
    assert rows.returncode == 0 and "right: production rows" in rows.stdout
    csv_file = tmp_path / "diff.csv"
    with psycopg.connect(url) as conn:
        [user] = conn.execute(
            "SELECT \"userId\"::text FROM user_memory WHERE status = 'active' AND language = 'en' "
            'ORDER BY "userId" LIMIT 1'
        ).fetchone() or ["?"]
    cmp = ingat(
        "shadow",
        "compare",
        "--run",
        run_id,
        "--csv",
        str(csv_file),
        "--question",
        "How should you answer me?",
        "--question",
        "Which language do I use?",
        "--user",
        user[:8],  # the prefix the tables show
        env=env,
    )
    assert cmp.returncode == 0, cmp.stderr
    assert "overlap" in cmp.stdout and cmp.stdout.count(" would inject for ") == 4
    assert csv_file.read_text().startswith("user_id,kind,key_or_reason")
    no_user = ingat("shadow", "compare", "--run", run_id, "--question", "q", env=env)
    assert no_user.returncode == 2 and "--question needs --user" in no_user.stderr
    bad = ingat("shadow", "compare", "--run", "nope", env=env)
    assert bad.returncode == 2 and "not a shadow run id" in bad.stderr
    empty = ingat("shadow", "run", "--name", "x", "--user", str(uuid.uuid4()), env=env)
    assert empty.returncode == 2 and "widen the users" in empty.stderr
    named = ingat("shadow", "run", "--name", "alice", "--user", "alice morgan", env=env)
    assert named.returncode == 0 and "done:" in named.stdout, named.stderr
    nobody = ingat("shadow", "run", "--name", "x", "--user", "zz-nobody-by-that-name", env=env)
    assert nobody.returncode == 2 and "no user matches" in nobody.stderr
    with psycopg.connect(url) as conn:
        two = [r[0] for r in conn.execute("SELECT id::text FROM conversations ORDER BY id LIMIT 2")]
    fixed = tmp_path / "sample.txt"
    fixed.write_text("# a fixed sample\n" + "\n".join(two) + "\n")
    pinned = ingat("shadow", "run", "--name", "fixed", "--conversations", str(fixed), env=env)
    assert pinned.returncode == 0 and "done: 2 conversation(s)" in pinned.stdout
    garbage = tmp_path / "garbage.txt"
    garbage.write_text("not-a-uuid\n")
    bad_file = ingat("shadow", "run", "--name", "g", "--conversations", str(garbage), env=env)
    assert bad_file.returncode == 2 and "bad shadow run options" in bad_file.stderr
    deleted = ingat("shadow", "delete", "--run", run_id, env=env)
    assert deleted.returncode == 0 and run_id in deleted.stdout
    with psycopg.connect(url) as conn:
        left = conn.execute(
            "SELECT count(*) FROM pg_namespace WHERE nspname LIKE %s",
            (f"shadow_{uuid.UUID(run_id).hex}%",),
        ).fetchone()
    assert left == (0,)
    gone = ingat("shadow", "compare", "--run", run_id, env=env)
    assert gone.returncode == 2 and "ingat shadow list" in gone.stderr
    assert production_checksum(engine) == before


def test_bench_gates_times_every_dataset_text_per_language(tmp_path: Path) -> None:
    import json

    out = tmp_path / "gates.json"
    done = ingat("bench", "gates", "--repeats", "2", "--output", str(out))
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(out.read_text())
    assert [r["language"] for r in result["rows"]] == ["en", "id", "zh", "all"]
    total = result["rows"][-1]["candidates"]
    assert total == sum(r["candidates"] for r in result["rows"][:-1]) > 100
    # texts a reply-level too_long refuses first are timed apart, not in the bar's rows
    everything = result["with_too_long"]["candidates"]
    assert everything > total
    # the adversarial replies' texts are rejected: the gates really ran
    assert 0 < result["rejected_candidates"] < everything
    assert result["command"] == "python -m bench.gates --repeats 2 --output " + str(out)


def test_bench_eval_writes_its_result(tmp_path: Path) -> None:
    import json

    out = tmp_path / "eval.json"
    done = ingat("bench", "eval", "--repeats", "1", "--output", str(out))
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(out.read_text())
    assert [s["suite"] for s in result["suites"]] == list(SUITES.names)
    assert all(s["cases_per_s"] > 0 for s in result["suites"])
    assert result["command"] == "python -m bench.eval --repeats 1 --output " + str(out)
    assert "cases/s" in done.stdout


@pytest.mark.parametrize("embedder", ["hashing", "e5-small"])
def test_bench_recall_at_small_scale_measures_the_statement_recall_runs(
    tmp_path: Path, embedder: str
) -> None:
    import json

    out = tmp_path / "recall.json"
    args = ("--users", "40", "--queries", "30", "--embedder", embedder, "--output", str(out))
    done = ingat("bench", "recall", *args)
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(out.read_text())
    assert result["parameters"]["embedder"].startswith(embedder)
    assert set(result["results"]) == {
        "in_database_semantic",
        "end_to_end_semantic",
        "end_to_end_rules",
        "end_to_end_hybrid",
        "naive_load_and_rank_in_python",
    }
    assert result["recall_at_5_ours_vs_exact"] == 1.0
    # The plan is of the prepared statement with the vector bound, on the user's index.
    assert "Index Scan" in result["explain_analyze"] and "user_memory" in result["explain_analyze"]
    assert "steal_percent" in result["machine"]


def test_bench_sweeper_at_small_scale_counts_its_round_trips(tmp_path: Path) -> None:
    import json

    out = tmp_path / "sweeper.json"
    done = ingat(
        "bench",
        "sweeper",
        "--conversations",
        "20",
        "--latency-ms",
        "0",
        "--concurrency",
        "1",
        "--repeats",
        "2",
        "--output",
        str(out),
    )
    assert done.returncode == 0, done.stderr[-2000:]
    [row] = json.loads(out.read_text())["results"]
    assert row["memories_written"] == 20 and row["conversations_per_s"] > 0
    assert len(row["walls_s"]) == 2 and row["wall_s"] in row["walls_s"]
    # Counted on the wire: 3 reads on the reader pool; ping, BEGIN, lock, key lookup, ONE for
    # the memory, audit and progress writes together, COMMIT; plus the sweep's own few
    # statements spread over 20 conversations.
    assert 9 <= row["db_round_trips_per_conversation"] < 10.5


def test_unknown_choices_are_refused_naming_every_registered_one() -> None:
    from typer.testing import CliRunner

    from app.cli.main import app
    from core.errors import InvalidInput
    from core.llm.providers import PROVIDERS
    from core.recall.strategies import STRATEGIES

    fixture = str(ROOT / "tests" / "eval" / "fixtures" / "recall.jsonl")
    cases = [
        (["eval", "run", "--suite", "ranking", "--dataset", fixture], "suite 'ranking'", SUITES),
        (
            ["eval", "run", "--suite", "recall", "--dataset", fixture, "--strategy", "vector"],
            "strategy 'vector'",
            STRATEGIES,
        ),
        (
            ["eval", "run", "--suite", "judge", "--dataset", fixture, "--provider", "anthropic"],
            "provider 'anthropic'",
            PROVIDERS,
        ),
        (
            ["shadow", "run", "--name", "n", "--provider", "anthropic"],
            "provider 'anthropic'",
            PROVIDERS,
        ),
        (
            ["eval", "pull", "--suite", "ranking", "--name", "n", "--output", "x"],
            "suite 'ranking'",
            SUITES,
        ),
    ]
    for args, unknown, registry in cases:
        with pytest.raises(InvalidInput) as err:
            app(args, standalone_mode=False)
        assert str(err.value) == f"unknown {unknown}; use {registry.choices}", args
        assert all(name in str(err.value) for name in registry.names)
    shown = CliRunner().invoke(app, ["eval", "run", "--help"]).output
    assert all(n in shown for registry in (SUITES, STRATEGIES, PROVIDERS) for n in registry.names)
    # rendered once, as one line with exit code 2
    out = ingat("eval", "run", "--suite", "recall", "--dataset", fixture, "--strategy", "vector")
    assert out.returncode == 2
    assert out.stderr == f"error: unknown strategy 'vector'; use {STRATEGIES.choices}\n"


def _command_paths(command: object, path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """``path`` and the path of every command and sub-command under it."""
    subcommands: dict[str, object] = getattr(command, "commands", {})
    paths = [path]
    for name, sub in subcommands.items():
        paths += _command_paths(sub, (*path, name))
    return paths


def test_help_shows_flags_as_flags_never_as_bool_values() -> None:
    from typer.main import get_command
    from typer.testing import CliRunner

    from app.cli.main import app

    paths = _command_paths(get_command(app))
    assert ("eval", "run") in paths and ("shadow", "compare") in paths and len(paths) > 30
    wide = {"COLUMNS": "200", "NO_COLOR": "1"}
    shown = {}
    for path in paths:
        result = CliRunner().invoke(app, [*path, "--help"], env=wide)
        assert result.exit_code == 0, (path, result.output)
        shown[path] = result.output
        assert "<bool>" not in result.output, (path, result.output)
    # the type column is still there for options that take a value
    assert "<int range>" in shown[("console",)] and "--seed-demo" in shown[("console",)]
    assert "<path>" in shown[("eval", "run")] and "--no-store" in shown[("eval", "run")]
    # and so in the real command line
    real = ingat("sweep", "--help", env=wide)
    assert real.returncode == 0 and "--once" in real.stdout and "<bool>" not in real.stdout
