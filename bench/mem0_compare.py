"""Recall side by side with mem0's search, on the same data, embedder and questions, in one run.

    make bench-venv && .venv-bench/bin/python -m bench.mem0_compare [--users 10000] [--queries 300]

mem0 (``mem0ai``, the open-source library) needs protobuf 6 while the locked environment has 7, so
it runs from its own virtualenv (``make bench-venv``). Offline as verified: ``MEM0_TELEMETRY=False``
and ``MEM0_DIR`` are set before importing it; ``Memory.from_config`` with the ``pgvector`` store and
dummy OpenAI keys (nothing calls them); its embedding model is replaced by our hashing embedder.

Data: ``bench.recall.load`` fills ``user_memory`` (USERS × 30 active + superseded + deleted); the
active rows are copied into mem0's table (same ids, vectors, user ids, texts). VACUUM ANALYZE both.
Measured per question: ours in the database (one statement, the full formula) and end to end
(``recall()``, embedding included); mem0 ``search(q, top_k=5, filters={"user_id": u},
threshold=0)`` end to end, first as it ships (one HNSW index over the whole table, no user index)
and then with its best fix (an index on ``(payload->>'user_id')``). recall@5 of each side is
against that side's exact ranking (ours: the full formula; mem0: cosine), computed by brute force.
Each side is measured in its own fresh interpreter (mem0 starts a connection pool with worker
threads and imports a large stack; neither side should pay for the other's), after one untimed
pass over the same questions so that both find the asked users' pages warm.
Results: a table on stdout and ``bench/results/mem0_compare.json``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

os.environ.setdefault("MEM0_TELEMETRY", "False")
os.environ.setdefault("MEM0_DIR", tempfile.mkdtemp(prefix="mem0-"))

import psycopg
from psycopg import sql

from bench.machine import StealMeter, describe
from bench.recall import TOPICS, bench_database, in_database, load, percentiles, text_pool

ROOT = Path(__file__).resolve().parents[1]
COLLECTION = "mem0_bench"


def _mem0(url: str, embedder: Any) -> Any:
    from mem0 import Memory
    from mem0.embeddings.base import EmbeddingBase

    class Hashing(EmbeddingBase):  # type: ignore[misc]
        def __init__(self) -> None:
            self.config = None

        def embed(self, text: str, memory_action: Any = None) -> list[float]:
            return list(embedder.embed([text])[0])

    memory = Memory.from_config(
        {
            "vector_store": {
                "provider": "pgvector",
                "config": {
                    "connection_string": url,
                    "collection_name": COLLECTION,
                    "embedding_model_dims": 384,
                },
            },
            "llm": {"provider": "openai", "config": {"api_key": "sk-offline-unused"}},
            "embedder": {"provider": "openai", "config": {"api_key": "sk-offline-unused"}},
        }
    )
    memory.embedding_model = Hashing()
    return memory


def _side_ours(url: str, asks: list[tuple[uuid.UUID, str]]) -> dict[str, Any]:
    """Our recall in this process: end to end and the in-database statement, recall@5 vs exact."""
    from core.config.settings import MemorySettings, Settings
    from core.db.engine import engine_for
    from core.embeddings.hashing import HashingEmbedder
    from core.recall.service import recall

    embedder = HashingEmbedder(384)
    engine = engine_for(url)
    settings = Settings(memory=MemorySettings(enabled=True))
    for user, q in asks:  # one untimed pass: every asked user's pages warm, as for mem0
        recall(engine, settings, embedder, user, q)
    e2e: list[float] = []
    for user, q in asks:
        t0 = time.perf_counter()
        recall(engine, settings, embedder, user, q)
        e2e.append(time.perf_counter() - t0)
    in_db: list[float] = []
    hits = 0
    with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
        for user, q in asks:
            now = datetime.now(UTC)
            vec = embedder.embed([q])[0]
            seconds, rows = in_database(conn, user, vec, now)
            in_db.append(seconds)
            hits += len({r[0] for r in rows} & _exact_ours(conn, user, vec, now))
    engine.dispose()
    return {
        "ours_end_to_end": percentiles(e2e),
        "ours_in_database": {
            **percentiles(in_db),
            "recall_at_5": round(hits / (5 * len(asks)), 4),
        },
    }


def _side_mem0(url: str, asks: list[tuple[uuid.UUID, str]]) -> dict[str, Any]:
    """mem0's search in this process (the table and its indexes as the parent left them)."""
    from core.embeddings.hashing import HashingEmbedder

    embedder = HashingEmbedder(384)
    libpq = url.replace("+psycopg", "")
    memory = _mem0(libpq, embedder)
    for user, q in asks:  # the same untimed warm pass
        memory.search(q, top_k=5, filters={"user_id": str(user)}, threshold=0.0)
    latencies: list[float] = []
    hits = 0
    returned = 0
    with psycopg.connect(libpq) as conn:
        for user, q in asks:
            t0 = time.perf_counter()
            found = memory.search(q, top_k=5, filters={"user_id": str(user)}, threshold=0.0)
            latencies.append(time.perf_counter() - t0)
            results = found["results"] if isinstance(found, dict) else found
            ids = {str(r["id"]) for r in results}
            returned += len(ids)
            hits += len(ids & _exact_cosine(conn, user, embedder.embed([q])[0]))
    return {
        **percentiles(latencies),
        "recall_at_5": round(hits / (5 * len(asks)), 4),
        "results_per_search": round(returned / len(asks), 2),
    }


def _run_side(side: str, url: str, asks_file: Path) -> dict[str, Any]:
    """Measure one side in a fresh interpreter, so neither pays for the other's threads and heap."""
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "bench.mem0_compare",
            "--side",
            side,
            "--url",
            url,
            "--asks",
            str(asks_file),
        ],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    )
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--users", type=int, default=10_000)
    parser.add_argument("--per-user", type=int, default=30)
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--output", default=str(ROOT / "bench" / "results" / "mem0_compare.json"))
    parser.add_argument("--side", choices=["ours", "mem0"], help=argparse.SUPPRESS)
    parser.add_argument("--url", help=argparse.SUPPRESS)
    parser.add_argument("--asks", help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.side:  # a child: measure one side and print its JSON as the last line
        asks = [(uuid.UUID(u), q) for u, q in json.loads(Path(args.asks).read_text())]
        measure = _side_ours if args.side == "ours" else _side_mem0
        print(json.dumps(measure(args.url, asks)))
        return

    from core.embeddings.hashing import HashingEmbedder

    embedder = HashingEmbedder(384)
    with bench_database("mem0") as (_server, url, _engine), tempfile.TemporaryDirectory() as tmp:
        libpq = url.replace("+psycopg", "")
        pool, vectors = text_pool(embedder)
        users = load(url, args.users, args.per_user, pool, vectors)
        _mem0(libpq, embedder).vector_store.create_col()  # as shipped: HNSW over the whole table
        with psycopg.connect(libpq, autocommit=True) as conn:
            conn.execute(
                sql.SQL(
                    "INSERT INTO {} (id, vector, payload) SELECT id, embedding, "
                    "jsonb_build_object('user_id', \"userId\"::text, 'data', text, "
                    "'text_lemmatized', lower(text)) FROM user_memory WHERE status = 'active'"
                ).format(sql.Identifier(COLLECTION))
            )
            conn.execute(sql.SQL("VACUUM ANALYZE {}").format(sql.Identifier(COLLECTION)))
            conn.execute("CHECKPOINT")
        rng = random.Random(11)
        asks_file = Path(tmp) / "asks.json"
        asks_file.write_text(
            json.dumps(
                [
                    (str(rng.choice(users)), f"Can you help with {rng.choice(TOPICS)}?")
                    for _ in range(args.queries)
                ]
            )
        )
        steal = StealMeter()
        ours = _run_side("ours", url, asks_file)
        shipped = _run_side("mem0", url, asks_file)
        with psycopg.connect(libpq, autocommit=True) as conn:  # mem0's best fix
            conn.execute(
                sql.SQL("CREATE INDEX {} ON {} ((payload->>'user_id'))").format(
                    sql.Identifier(f"{COLLECTION}_user_id_idx"), sql.Identifier(COLLECTION)
                )
            )
            conn.execute(sql.SQL("VACUUM ANALYZE {}").format(sql.Identifier(COLLECTION)))
            conn.execute("CHECKPOINT")
        fixed = _run_side("mem0", url, asks_file)

    rows_out = {
        "ours_in_database": ours["ours_in_database"],
        "ours_end_to_end": ours["ours_end_to_end"],
        "mem0_as_shipped": shipped,
        "mem0_with_user_index": fixed,
    }
    ratios = {
        "mem0_fixed_p95_over_ours_end_to_end_p95": round(
            rows_out["mem0_with_user_index"]["p95_ms"] / rows_out["ours_end_to_end"]["p95_ms"], 1
        ),
        "mem0_fixed_p95_over_ours_in_database_p95": round(
            rows_out["mem0_with_user_index"]["p95_ms"] / rows_out["ours_in_database"]["p95_ms"], 1
        ),
        "mem0_shipped_p95_over_ours_end_to_end_p95": round(
            rows_out["mem0_as_shipped"]["p95_ms"] / rows_out["ours_end_to_end"]["p95_ms"], 1
        ),
    }
    import mem0

    output = {
        "benchmark": "mem0_compare",
        "command": " ".join([Path(sys.executable).name, "-m", "bench.mem0_compare", *sys.argv[1:]]),
        "when": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": describe(steal, mem0ai=getattr(mem0, "__version__", "?")),
        "parameters": {
            "users": args.users,
            "active_per_user": args.per_user,
            "queries": args.queries,
        },
        "results": rows_out,
        "ratios": ratios,
    }
    for label, row in rows_out.items():
        extra = f"  recall@5 {row['recall_at_5']}" if "recall_at_5" in row else ""
        print(f"{label:<24} p50 {row['p50_ms']:>8} ms  p95 {row['p95_ms']:>8} ms{extra}")
    for k, v in ratios.items():
        print(f"{k}: {v}x")
    Path(args.output).write_text(json.dumps(output, indent=2) + "\n", encoding="utf-8")


def _exact_ours(conn: Any, user: uuid.UUID, vec: list[float], now: datetime) -> set[Any]:
    """Top 5 by the full formula, computed over every active row of the user in Python."""
    from sqlalchemy import text

    rows = conn.execute(
        text(
            'SELECT id, embedding::real[], importance, "updatedAt" FROM user_memory '
            "WHERE \"userId\" = :u AND status = 'active' AND type <> 'reflection'"
        ),
        {"u": user},
    ).all()
    scored = []
    for rid, emb, importance, updated in rows:
        rel = sum(a * b for a, b in zip(emb, vec, strict=True))
        age = max((now - updated).total_seconds(), 0) / 86400
        scored.append((rel + 0.3 * 0.5 ** (age / 30) + 0.5 * importance, rid))
    scored.sort(key=lambda t: -t[0])
    return {rid for _, rid in scored[:5]}


def _exact_cosine(conn: Any, user: uuid.UUID, vec: list[float]) -> set[str]:
    """mem0's ranking (cosine) computed exactly over the user's rows."""
    rows = conn.execute(
        sql.SQL("SELECT id::text, vector::real[] FROM {} WHERE payload->>'user_id' = %s").format(
            sql.Identifier(COLLECTION)
        ),
        (str(user),),
    ).fetchall()
    scored = sorted(
        ((sum(a * b for a, b in zip(v, vec, strict=True)), rid) for rid, v in rows),
        key=lambda t: -t[0],
    )
    return {rid for _, rid in scored[:5]}


if __name__ == "__main__":
    main()
