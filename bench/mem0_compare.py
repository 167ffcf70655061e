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
Results: a table on stdout and ``bench/results/mem0_compare.json``.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--users", type=int, default=10_000)
    parser.add_argument("--per-user", type=int, default=30)
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--output", default=str(ROOT / "bench" / "results" / "mem0_compare.json"))
    args = parser.parse_args()

    from core.config.settings import MemorySettings, Settings
    from core.embeddings.hashing import HashingEmbedder
    from core.recall.service import recall

    embedder = HashingEmbedder(384)
    with bench_database("mem0") as (_server, url, engine):
        libpq = url.replace("+psycopg", "")
        pool, vectors = text_pool(embedder)
        users = load(url, args.users, args.per_user, pool, vectors)
        memory = _mem0(libpq, embedder)
        memory.vector_store.create_col()  # as shipped: HNSW over the whole table, no user index
        with psycopg.connect(libpq, autocommit=True) as conn:
            conn.execute(
                sql.SQL(
                    "INSERT INTO {} (id, vector, payload) SELECT id, embedding, "
                    "jsonb_build_object('user_id', \"userId\"::text, 'data', text, "
                    "'text_lemmatized', lower(text)) FROM user_memory WHERE status = 'active'"
                ).format(sql.Identifier(COLLECTION))
            )
            conn.execute("VACUUM ANALYZE user_memory")
            conn.execute(sql.SQL("VACUUM ANALYZE {}").format(sql.Identifier(COLLECTION)))
        settings = Settings(memory=MemorySettings(enabled=True))
        rng = random.Random(11)
        asks = [
            (rng.choice(users), f"Can you help with {rng.choice(TOPICS)}?")
            for _ in range(args.queries)
        ]
        for user, q in asks[:20]:  # warm up both sides
            recall(engine, settings, embedder, user, q)
            memory.search(q, top_k=5, filters={"user_id": str(user)}, threshold=0.0)

        ours_db: list[float] = []
        ours_e2e: list[float] = []
        ours_hits = 0
        with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
            for user, q in asks:
                # End to end first, so that the user's pages are no warmer than mem0's are.
                now = datetime.now(UTC)
                t0 = time.perf_counter()
                recall(engine, settings, embedder, user, q, now=now)
                ours_e2e.append(time.perf_counter() - t0)
                vec = embedder.embed([q])[0]
                seconds, rows = in_database(conn, user, vec, now)
                ours_db.append(seconds)
                exact = _exact_ours(conn, user, vec, now)
                ours_hits += len({r[0] for r in rows} & exact)

        def run_mem0() -> tuple[list[float], float, float]:
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
                    exact = _exact_cosine(conn, user, embedder.embed([q])[0])
                    hits += len(ids & exact)
            return latencies, hits / (5 * len(asks)), returned / len(asks)

        shipped, shipped_recall, shipped_returned = run_mem0()
        with psycopg.connect(libpq, autocommit=True) as conn:
            conn.execute(
                sql.SQL("CREATE INDEX {} ON {} ((payload->>'user_id'))").format(
                    sql.Identifier(f"{COLLECTION}_user_id_idx"), sql.Identifier(COLLECTION)
                )
            )
            conn.execute(sql.SQL("VACUUM ANALYZE {}").format(sql.Identifier(COLLECTION)))
        fixed, fixed_recall, fixed_returned = run_mem0()

    rows_out = {
        "ours_in_database": {
            **percentiles(ours_db),
            "recall_at_5": round(ours_hits / (5 * len(asks)), 4),
        },
        "ours_end_to_end": percentiles(ours_e2e),
        "mem0_as_shipped": {
            **percentiles(shipped),
            "recall_at_5": round(shipped_recall, 4),
            "results_per_search": round(shipped_returned, 2),
        },
        "mem0_with_user_index": {
            **percentiles(fixed),
            "recall_at_5": round(fixed_recall, 4),
            "results_per_search": round(fixed_returned, 2),
        },
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
        "machine": {
            "cores": os.cpu_count(),
            "memory_gb": round(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30, 1),
            "python": platform.python_version(),
            "mem0ai": getattr(mem0, "__version__", "?"),
        },
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
