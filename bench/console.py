"""Console benchmark: server-side time of the console's pages with 1,000,000 memories.

    .venv/bin/python -m bench.console [--memories 1000000] [--repeats 5]

Loads the memories (30 active, one superseded and one deleted per user, with embeddings, as in
``bench.recall``) into a fresh database on the embedded PostgreSQL (``.ingat/bench-pg``) with COPY
and VACUUM ANALYZE, then runs the real Streamlit app with ``AppTest`` against it and times each
page's script run (what the server does before the browser draws): Overview, Memories unfiltered,
Memories filtered by user, by text, and page 100; Users (the list, page 100, a user found by the
8-character id prefix the tables show); Audit (one "add" row per memory is loaded too: unfiltered,
one user's rows, one memory's rows, an action). The first run of each page warms caches and is
reported separately. Results: a table on stdout and ``bench/results/console.json``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import psycopg

from bench.machine import StealMeter, describe

ROOT = Path(__file__).resolve().parents[1]
MAIN = ROOT / "app" / "console" / "main.py"
PER_USER = 30  # active; plus one superseded and one deleted row per user


def _time_page(at: Any, setup: Any, repeats: int) -> tuple[float, list[float]]:
    started = time.perf_counter()
    setup(at)
    at.run()
    assert not at.exception, at.exception
    first = time.perf_counter() - started
    runs = []
    for _ in range(repeats):
        started = time.perf_counter()
        at.run()
        runs.append(time.perf_counter() - started)
        assert not at.exception, at.exception
    return first, runs


def _audit_rows(url: str) -> int:
    """One "add" audit row per memory, as the store writes them (no text: ids and a category)."""
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(
            'INSERT INTO ai_engine_audit_log ("entityType", "entityId", action, "actorType", '
            '"actorId", details, "createdAt") '
            "SELECT 'user_memory', id::text, 'add', 'system', '', "
            "jsonb_build_object('userId', \"userId\"::text, 'category', category), \"createdAt\" "
            "FROM user_memory"
        )
        conn.execute("VACUUM ANALYZE ai_engine_audit_log")
        return int(conn.execute("SELECT count(*) FROM ai_engine_audit_log").fetchone()[0])  # type: ignore[index]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--memories", type=int, default=1_000_000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--output", default=str(ROOT / "bench" / "results" / "console.json"))
    args = parser.parse_args()
    steal = StealMeter()

    from streamlit.testing.v1 import AppTest

    from bench.recall import bench_database, load, text_pool
    from core.db import embedding_record
    from core.embeddings.hashing import HashingEmbedder

    with bench_database("console") as (_server, url, engine):
        embedder = HashingEmbedder(384)
        # The memories are loaded with the hashing embedder: the database records it, and the
        # console runs with it (a database holding vectors of no recorded model is refused).
        embedding_record.record_if_new(engine, embedder.space)
        os.environ["ACEH_RAG_EMBEDDING__PROVIDER"] = "hashing"
        pool, vectors = text_pool(embedder)
        users = args.memories // (PER_USER + 2)
        started = time.perf_counter()
        user_ids = load(url, users, PER_USER, pool, vectors)
        audited = _audit_rows(url)
        load_s = time.perf_counter() - started
        with psycopg.connect(url) as conn:
            total = conn.execute("SELECT count(*) FROM user_memory").fetchone()[0]  # type: ignore[index]
            some_memory = conn.execute(
                'SELECT id::text FROM user_memory WHERE "userId" = %s LIMIT 1', (user_ids[1],)
            ).fetchone()[0]  # type: ignore[index]

        os.environ["ACEH_RAG_DATABASE_URL"] = url.replace("+psycopg", "")
        os.environ["STREAMLIT_BROWSER_GATHER_USAGE_STATS"] = "false"
        at = AppTest.from_file(str(MAIN), default_timeout=120)
        cases: list[tuple[str, Any]] = [
            ("Overview", lambda a: None),
            ("Memories (no filter, page 1)", lambda a: a.switch_page("pages/memories.py")),
            ("Memories (one user)", lambda a: a.text_input(key="f_user").input(str(user_ids[0]))),
            (
                "Memories (text contains, all users)",
                lambda a: (
                    a.text_input(key="f_user").input(""),
                    a.text_input(key="f_text").input("Gantt"),
                ),
            ),
            (
                "Memories (page 100)",
                lambda a: (
                    a.text_input(key="f_text").input(""),
                    a.number_input(key="f_page").set_value(100),
                ),
            ),
            ("Users (list, page 1)", lambda a: a.switch_page("pages/users.py")),
            ("Users (list, page 100)", lambda a: a.number_input(key="u_page").set_value(100)),
            (
                "Users (found by 8-character id prefix)",
                lambda a: a.text_input(key="u_user").input(str(user_ids[2])[:8]),
            ),
            ("Audit (no filter, page 1)", lambda a: a.switch_page("pages/audit.py")),
            ("Audit (one user)", lambda a: a.text_input(key="a_user").input(str(user_ids[1]))),
            (
                "Audit (one memory's rows)",
                lambda a: (
                    a.text_input(key="a_user").input(""),
                    a.text_input(key="a_entity_id").input(some_memory),
                ),
            ),
            (
                "Audit (action hard_delete: none)",
                lambda a: (
                    a.text_input(key="a_entity_id").input(""),
                    a.text_input(key="a_action").input("hard_delete"),
                ),
            ),
        ]
        rows = []
        for label, setup in cases:
            first, runs = _time_page(at, setup, args.repeats)
            rows.append(
                {
                    "page": label,
                    "first_run_s": round(first, 3),
                    "median_s": round(statistics.median(runs), 3),
                    "max_s": round(max(runs), 3),
                }
            )

    command = "python -m bench.console " + " ".join(sys.argv[1:])
    result = {
        "when": datetime.now(UTC).isoformat(timespec="seconds"),
        "command": command.strip(),
        "machine": describe(steal),
        "memories": total,
        "audit_rows": audited,
        "users": users,
        "load_seconds": round(load_s, 1),
        "repeats": args.repeats,
        "pages": rows,
    }
    print(f"{total:,} memories of {users:,} users loaded in {load_s:.0f} s")
    print(f"{'page':<40}{'first run s':>12}{'median s':>10}{'max s':>8}")
    for r in rows:
        print(f"{r['page']:<40}{r['first_run_s']:>12}{r['median_s']:>10}{r['max_s']:>8}")
    Path(args.output).write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
