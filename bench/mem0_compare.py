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
Each side runs in its own fresh interpreter (mem0 starts a connection pool with worker threads and
imports a large stack; neither side should pay for the other's). After one untimed pass over all
questions, the parent hands blocks of ``--block`` questions to each side in turn: both sides see
the same minutes of the machine (on a shared VM, CPU steal comes and goes).
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


class _Ours:
    """Our recall in this process: one timed ``recall()`` per question, embedding included."""

    def __init__(self, url: str, asks: list[tuple[uuid.UUID, str]]) -> None:
        from core.config.settings import MemorySettings, Settings
        from core.db.engine import engine_for
        from core.embeddings.hashing import HashingEmbedder
        from core.recall.service import recall

        self.url, self.asks, self.recall = url, asks, recall
        self.embedder = HashingEmbedder(384)
        self.engine = engine_for(url)
        self.settings = Settings(memory=MemorySettings(enabled=True))

    def ask(self, i: int) -> float:
        user, q = self.asks[i]
        t0 = time.perf_counter()
        self.recall(self.engine, self.settings, self.embedder, user, q)
        return time.perf_counter() - t0

    def finish(self) -> dict[str, Any]:
        """The in-database statement over the same questions (not interleaved), and recall@5."""
        in_db: list[float] = []
        answers = []
        with self.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
            for user, q in self.asks:
                now = datetime.now(UTC)
                vec = self.embedder.embed([q])[0]
                seconds, rows = in_database(conn, user, vec, now)
                in_db.append(seconds)
                answers.append((user, vec, now, {r[0] for r in rows}))
            # Apart from the timed loop: the brute force would evict the caches it measures.
            hits = sum(len(got & _exact_ours(conn, u, v, t)) for u, v, t, got in answers)
        self.engine.dispose()
        return {**percentiles(in_db), "recall_at_5": round(hits / (5 * len(self.asks)), 4)}


class _Mem0:
    """mem0's search in this process (its table and indexes as the parent left them)."""

    def __init__(self, url: str, asks: list[tuple[uuid.UUID, str]]) -> None:
        from core.embeddings.hashing import HashingEmbedder

        self.libpq = url.replace("+psycopg", "")
        self.asks = asks
        self.embedder = HashingEmbedder(384)
        self.memory = _mem0(self.libpq, self.embedder)
        self.found: dict[int, set[str]] = {}

    def ask(self, i: int) -> float:
        user, q = self.asks[i]
        t0 = time.perf_counter()
        found = self.memory.search(q, top_k=5, filters={"user_id": str(user)}, threshold=0.0)
        seconds = time.perf_counter() - t0
        results = found["results"] if isinstance(found, dict) else found
        self.found[i] = {str(r["id"]) for r in results}
        return seconds

    def finish(self) -> dict[str, Any]:
        """recall@5 against cosine computed exactly, and how many results a search returned."""
        hits = returned = 0
        with psycopg.connect(self.libpq) as conn:
            for i, ids in self.found.items():
                user, q = self.asks[i]
                returned += len(ids)
                hits += len(ids & _exact_cosine(conn, user, self.embedder.embed([q])[0]))
        return {
            "recall_at_5": round(hits / (5 * len(self.found)), 4),
            "results_per_search": round(returned / len(self.found), 2),
        }


def _serve(side: str, url: str, asks_file: Path) -> None:
    """A child: answer ``run <a> <b>`` with the seconds each of questions a … b-1 took, asked back
    to back (no pipe wake-up between them), and ``finish`` with the side's JSON."""
    asks = [(uuid.UUID(u), q) for u, q in json.loads(asks_file.read_text())]
    measured = _Ours(url, asks) if side == "ours" else _Mem0(url, asks)
    print("ready", flush=True)
    for line in sys.stdin:
        command, *args = line.split()
        if command == "run":
            first, end = int(args[0]), int(args[1])
            print(json.dumps([measured.ask(i) for i in range(first, end)]), flush=True)
        elif command == "finish":
            print(json.dumps(measured.finish()), flush=True)
            return


class _Side:
    """A measured side in its own fresh interpreter (neither pays for the other's threads, heap
    and imports), driven one question at a time."""

    def __init__(self, side: str, url: str, asks_file: Path) -> None:
        self.process = subprocess.Popen(
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
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self._expect("ready")

    def _send(self, command: str) -> str:
        assert self.process.stdin is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        return self._expect(None)

    def _expect(self, wanted: str | None) -> str:
        assert self.process.stdout is not None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError(f"the measured side exited ({self.process.wait()})")
            line = line.strip()
            # mem0 may print its own lines; ours are "ready" or JSON (a list or an object).
            if wanted is not None and line == wanted:
                return line
            if wanted is None and line[:1] in ("{", "["):
                return line

    def run(self, first: int, end: int) -> list[float]:
        seconds: list[float] = json.loads(self._send(f"run {first} {end}"))
        return seconds

    def finish(self) -> dict[str, Any]:
        result: dict[str, Any] = json.loads(self._send("finish"))
        self.process.wait()
        return result


def _interleaved(ours: _Side, mem0: _Side, n: int, block: int) -> tuple[list[float], list[float]]:
    """One untimed pass (every asked user's pages warm on both sides), then the questions in
    blocks, each block to one side and then the other, so that both see the same minutes of the
    machine (on a shared VM, CPU steal comes and goes; a block takes about a second). Blocks
    asked back to back, not single questions: switching processes on every question measured cold
    CPU caches and idle wake-ups, not recall. The first questions after a switch still run cold; in
    blocks of 50 they were a tenth of the samples and set our p95."""
    ours.run(0, n)
    mem0.run(0, n)
    ours_s: list[float] = []
    mem0_s: list[float] = []
    for first in range(0, n, block):
        end = min(first + block, n)
        ours_s.extend(ours.run(first, end))
        mem0_s.extend(mem0.run(first, end))
    return ours_s, mem0_s


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--users", type=int, default=10_000)
    parser.add_argument("--per-user", type=int, default=30)
    parser.add_argument("--queries", type=int, default=1000)
    parser.add_argument(
        "--block", type=int, default=250, help="questions per side before switching sides"
    )
    parser.add_argument("--output", default=str(ROOT / "bench" / "results" / "mem0_compare.json"))
    parser.add_argument("--side", choices=["ours", "mem0"], help=argparse.SUPPRESS)
    parser.add_argument("--url", help=argparse.SUPPRESS)
    parser.add_argument("--asks", help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.side:
        _serve(args.side, args.url, Path(args.asks))
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
        ours = _Side("ours", url, asks_file)
        shipped = _Side("mem0", url, asks_file)
        ours_beside_shipped, shipped_s = _interleaved(ours, shipped, args.queries, args.block)
        shipped_row = {**percentiles(shipped_s), **shipped.finish()}
        with psycopg.connect(libpq, autocommit=True) as conn:  # mem0's best fix
            conn.execute(
                sql.SQL("CREATE INDEX {} ON {} ((payload->>'user_id'))").format(
                    sql.Identifier(f"{COLLECTION}_user_id_idx"), sql.Identifier(COLLECTION)
                )
            )
            conn.execute(sql.SQL("VACUUM ANALYZE {}").format(sql.Identifier(COLLECTION)))
            conn.execute("CHECKPOINT")
        fixed = _Side("mem0", url, asks_file)
        ours_beside_fixed, fixed_s = _interleaved(ours, fixed, args.queries, args.block)
        fixed_row = {**percentiles(fixed_s), **fixed.finish()}
        in_db_row = ours.finish()

    rows_out = {
        "ours_in_database": in_db_row,
        "ours_end_to_end": {
            **percentiles(ours_beside_fixed),
            "recall_at_5": in_db_row["recall_at_5"],
        },
        "mem0_with_user_index": fixed_row,
        "ours_end_to_end_beside_shipped": percentiles(ours_beside_shipped),
        "mem0_as_shipped": shipped_row,
    }
    ratios = {
        "mem0_fixed_p95_over_ours_end_to_end_p95": round(
            rows_out["mem0_with_user_index"]["p95_ms"] / rows_out["ours_end_to_end"]["p95_ms"], 1
        ),
        "mem0_fixed_p95_over_ours_in_database_p95": round(
            rows_out["mem0_with_user_index"]["p95_ms"] / rows_out["ours_in_database"]["p95_ms"], 1
        ),
        "mem0_fixed_p50_over_ours_end_to_end_p50": round(
            rows_out["mem0_with_user_index"]["p50_ms"] / rows_out["ours_end_to_end"]["p50_ms"], 1
        ),
        "mem0_shipped_p95_over_ours_end_to_end_p95": round(
            rows_out["mem0_as_shipped"]["p95_ms"]
            / rows_out["ours_end_to_end_beside_shipped"]["p95_ms"],
            1,
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
            "block": args.block,
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
    """mem0's ranking (cosine) computed exactly over the user's rows.

    Read from ``user_memory``, where mem0's rows were copied from (same ids and vectors), through
    its user index: mem0's table as shipped has none, and a scan per question would take minutes.
    """
    rows = conn.execute(
        "SELECT id::text, embedding::real[] FROM user_memory "
        "WHERE \"userId\" = %s AND status = 'active'",
        (user,),
    ).fetchall()
    scored = sorted(
        ((sum(a * b for a, b in zip(v, vec, strict=True)), rid) for rid, v in rows),
        key=lambda t: -t[0],
    )
    return {rid for _, rid in scored[:5]}


if __name__ == "__main__":
    main()
