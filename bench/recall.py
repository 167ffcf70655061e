"""Recall benchmark: latency of the read path at scale.

    .venv/bin/python -m bench.recall [--users 10000] [--per-user 30] [--queries 500] \
        [--embedder hashing|e5-small]

Loads USERS × PER_USER active memories (plus one superseded and one deleted row per user) into a
fresh database on the embedded PostgreSQL (``.ingat/bench-pg``) with COPY, runs VACUUM ANALYZE,
then asks random questions of random users and reports p50 / p95 / p99 of:
- the in-database semantic query alone (query vector precomputed, one statement);
- recall end to end with the chosen embedder (the question's embedding is part of it), for
  ``semantic``, ``rules`` and ``hybrid``.
Texts are drawn from a pool of distinct sentences (embedded once) so loading stays fast.
Results: a table on stdout and ``bench/results/recall.json`` (``recall-e5-small.json`` for e5).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import psycopg
from psycopg import sql
from sqlalchemy.engine import make_url

from bench.machine import StealMeter, describe

ROOT = Path(__file__).resolve().parents[1]
TOPICS = [
    "short answers",
    "answers in Indonesian",
    "tables for comparisons",
    "bullet points",
    "formal tone",
    "banking regulation",
    "UU PDP questions",
    "privacy notices",
    "TypeScript examples",
    "plain language",
    "risk management",
    "data migration project",
    "vendor contracts",
    "British spelling",
    "Gantt charts",
    "citations of articles",
    "step-by-step answers",
    "Chinese explanations",
    "code reviews",
    "POJK rules",
]
TEMPLATES = [
    "Prefers {t}.",
    "Often asks about {t}.",
    "Works on {t} every week.",
    "Wants {t} in every answer.",
    "Does not want {t}.",
    "Is interested in {t} for the team.",
    "Asks for {t} before meetings.",
]
CATEGORIES = [
    "communication_preference",
    "workflow_preference",
    "standing_instruction",
    "recurring_constraint",
    "user_preference",
    "stable_user_context",
    "project_context",
    "risk_preference",
]


@contextmanager
def bench_database(prefix: str) -> Iterator[tuple[str, str, Any]]:
    """A fresh, migrated database on the bench server: (server url, database url, engine)."""
    from core.db import migrate
    from core.db.embedded import drop_database, ensure_embedded
    from core.db.engine import engine_for

    server = ensure_embedded(ROOT / ".ingat" / "bench-pg", "postgres", keep_running=False)
    name = f"ingat_bench_{prefix}_{uuid.uuid4().hex[:6]}"
    with psycopg.connect(server, autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    url = make_url(server).set(database=name).render_as_string(hide_password=False)
    engine = engine_for(url)
    try:
        migrate.upgrade(engine, 384)
        yield server, url, engine
    finally:
        engine.dispose()
        drop_database(server, name)


def text_pool(embedder: Any) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """The distinct (text, category) pairs memories are drawn from, and their vectors as literals."""
    pool = [
        (tpl.format(t=t), CATEGORIES[(i + j) % len(CATEGORIES)])
        for i, t in enumerate(TOPICS)
        for j, tpl in enumerate(TEMPLATES)
    ]
    vectors = {
        text: "[" + ",".join(f"{v:.6g}" for v in vec) + "]"
        for (text, _), vec in zip(pool, embedder.embed([t for t, _ in pool]), strict=True)
    }
    return pool, vectors


def in_database(
    conn: Any, user: uuid.UUID, vec: list[float], now: datetime, space: Any
) -> tuple[float, list[Any]]:
    """Recall's one semantic statement on an open connection, as recall runs it: (seconds, rows)."""
    from core.config.settings import MemorySettings
    from core.db.driver import driver_connection
    from core.recall.candidates import SEMANTIC_SQL, semantic_params

    driver = driver_connection(conn)
    params = semantic_params(vec, now, user, MemorySettings(), 5, space)
    t0 = time.perf_counter()
    rows = driver.execute(SEMANTIC_SQL, params, prepare=True).fetchall()
    return time.perf_counter() - t0, rows


def percentiles(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)

    def pick(p: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(p * len(ordered)))] * 1000, 3)

    return {
        "p50_ms": pick(0.50),
        "p95_ms": pick(0.95),
        "p99_ms": pick(0.99),
        "mean_ms": round(statistics.fmean(ordered) * 1000, 3),
    }


def load(
    url: str, users: int, per_user: int, pool: list[tuple[str, str]], vectors: dict[str, str]
) -> list[uuid.UUID]:
    rng = random.Random(7)
    user_ids = [uuid.UUID(int=rng.getrandbits(128)) for _ in range(users)]
    now = datetime.now(UTC)
    columns = (
        "id",
        '"userId"',
        "type",
        "category",
        "text",
        "embedding",
        "importance",
        "confidence",
        "tags",
        "identity",
        '"stableKey"',
        "language",
        "status",
        '"updatedAt"',
        '"createdAt"',
        '"deletedAt"',
    )
    with psycopg.connect(url) as conn, conn.cursor() as cur:
        with cur.copy(f"COPY user_memory ({', '.join(columns)}) FROM STDIN") as copy:
            for user in user_ids:
                for i in range(per_user + 2):
                    text, category = pool[rng.randrange(len(pool))]
                    status = (
                        "active" if i < per_user else ("superseded" if i == per_user else "deleted")
                    )
                    kind = (
                        "fact"
                        if category in ("stable_user_context", "project_context")
                        else "preference"
                    )
                    updated = now - timedelta(days=rng.uniform(0, 120))
                    copy.write_row(
                        (
                            uuid.UUID(int=rng.getrandbits(128)),
                            user,
                            kind,
                            category,
                            text,
                            vectors[text],
                            round(rng.random(), 3),
                            0.9,
                            "{" + text.split()[1].strip(".") + "}",
                            json.dumps({"subject": f"s{i}"}),
                            f"{category}:s{i}",
                            "en",
                            status,
                            updated,
                            updated,
                            updated if status == "deleted" else None,
                        )
                    )
        conn.commit()
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("VACUUM ANALYZE user_memory")
        conn.execute("CHECKPOINT")  # so the load's writes do not land in the measurements
    return user_ids


def naive_baseline(
    engine: Any, embedder: Any, asks: list[tuple[uuid.UUID, str]]
) -> tuple[list[float], float]:
    """Load each user's active rows and rank them in Python (numpy), the same formula.

    Returns its latencies and the recall@5 of our in-database query against this exact ranking.
    """
    import numpy as np
    from sqlalchemy import text as sql_text

    load_rows = sql_text(
        'SELECT id, embedding::real[], importance, "updatedAt" FROM user_memory '
        "WHERE \"userId\" = :user AND status = 'active' AND type <> 'reflection'"
    )
    latencies: list[float] = []
    hits = 0
    with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
        for user, q in asks:
            now = datetime.now(UTC)
            qvec = np.asarray(embedder.embed_query([q])[0], dtype=np.float32)
            t0 = time.perf_counter()
            rows = conn.execute(load_rows, {"user": user}).all()
            vectors = np.asarray([r[1] for r in rows], dtype=np.float32)
            cosine = vectors @ qvec / (np.linalg.norm(vectors, axis=1) * np.linalg.norm(qvec))
            band = embedder.space.relevance_band
            relevance = np.clip(1 - (cosine.max() - cosine) / band, 0, 1)
            age = np.array([(now - r[3]).total_seconds() / 86400 for r in rows])
            score = (
                relevance
                + 0.3 * np.power(0.5, np.maximum(age, 0) / 30)
                + 0.5 * np.array([r[2] for r in rows])
            )
            top = {rows[i][0] for i in np.argsort(-score)[:5]}
            latencies.append(time.perf_counter() - t0)
            _, ours = in_database(conn, user, list(qvec), now, embedder.space)
            hits += len(top & {r[0] for r in ours})
    return latencies, round(hits / (5 * len(asks)), 4)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--users", type=int, default=10_000)
    parser.add_argument("--per-user", type=int, default=30)
    parser.add_argument("--queries", type=int, default=500)
    parser.add_argument("--embedder", default="hashing", choices=["hashing", "e5-small"])
    parser.add_argument("--output", default="")
    args = parser.parse_args()
    suffix = "" if args.embedder == "hashing" else f"-{args.embedder}"
    output_path = Path(args.output or ROOT / "bench" / "results" / f"recall{suffix}.json")

    from core.config.settings import EmbeddingSettings, MemorySettings, Settings
    from core.db.driver import driver_connection
    from core.embeddings.providers import build_embedder
    from core.recall.candidates import SEMANTIC_SQL, semantic_params
    from core.recall.service import recall
    from core.recall.strategies import STRATEGIES

    embedder = build_embedder(EmbeddingSettings(provider=args.embedder))
    with bench_database("recall") as (_server, url, engine):
        pool, vectors = text_pool(embedder)
        started = time.perf_counter()
        users = load(url, args.users, args.per_user, pool, vectors)
        load_s = time.perf_counter() - started
        steal = StealMeter()
        settings = Settings(memory=MemorySettings(enabled=True))
        rng = random.Random(11)
        questions = [f"Can you help with {rng.choice(TOPICS)}?" for _ in range(args.queries)]
        asks = [(rng.choice(users), q) for q in questions]
        # Warm the pool and the plan cache.
        for user, q in asks[:20]:
            recall(engine, settings, embedder, user, q)
        in_db: list[float] = []
        with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
            for user, q in asks:
                vec = embedder.embed_query([q])[0]
                seconds, rows = in_database(conn, user, vec, datetime.now(UTC), embedder.space)
                in_db.append(seconds)
                assert len(rows) == 5
            now = datetime.now(UTC)
            params = semantic_params(vec, now, user, settings.memory, 5, embedder.space)
            plan = "\n".join(
                r[0]
                for r in driver_connection(conn).execute(
                    "EXPLAIN (ANALYZE, BUFFERS) " + SEMANTIC_SQL, params
                )
            )
        naive, overlap = naive_baseline(engine, embedder, asks)
        end_to_end: dict[str, list[float]] = {name: [] for name in STRATEGIES.names}
        for strategy in end_to_end:
            for user, q in asks:
                t0 = time.perf_counter()
                result = recall(engine, settings, embedder, user, q, strategy=strategy)
                end_to_end[strategy].append(time.perf_counter() - t0)
                assert result.kind in ("block", "none")
        result_rows = {"in_database_semantic": percentiles(in_db)}
        result_rows.update({f"end_to_end_{k}": percentiles(v) for k, v in end_to_end.items()})
        result_rows["naive_load_and_rank_in_python"] = percentiles(naive)
        ratio = round(
            result_rows["naive_load_and_rank_in_python"]["p95_ms"]
            / result_rows["in_database_semantic"]["p95_ms"],
            1,
        )
        print(
            f"naive / in-database p95: {ratio}x; recall@5 of ours against the exact ranking: {overlap}"
        )
        for label, row in result_rows.items():
            print(
                f"{label:<26} p50 {row['p50_ms']:>7} ms  p95 {row['p95_ms']:>7} ms  p99 {row['p99_ms']:>7} ms",
                flush=True,
            )
        output: dict[str, Any] = {
            "benchmark": "recall",
            "command": " ".join([Path(sys.executable).name, "-m", "bench.recall", *sys.argv[1:]]),
            "when": datetime.now(UTC).isoformat(timespec="seconds"),
            "machine": describe(steal),
            "parameters": {
                "users": args.users,
                "active_per_user": args.per_user,
                "other_rows_per_user": 2,
                "queries": args.queries,
                "top_k": 5,
                "embedder": embedder.space.describe(),
            },
            "load_seconds": round(load_s, 1),
            "results": result_rows,
            "naive_over_in_database_p95": ratio,
            "recall_at_5_ours_vs_exact": overlap,
            "explain_analyze": plan,
        }
        output_path.parent.mkdir(parents=True, exist_ok=True)
        output_path.write_text(json.dumps(output, indent=2) + "\n")


if __name__ == "__main__":
    main()
