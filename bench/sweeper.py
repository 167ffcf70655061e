"""Sweeper benchmark: throughput and per-conversation overhead with a scripted model.

    .venv/bin/python -m bench.sweeper [--conversations 1000] [--latency-ms 0 200] [--concurrency 1 4 8]
        [--repeats 3] [--embedder hashing|e5-small]

For each (model latency, MAX_CONCURRENT_WRITES) it builds N due conversations in a fresh database
on the embedded PostgreSQL (``.ingat/bench-pg``), runs ONE sweep with a batch of N and a scripted
provider that proposes one memory per conversation (through the real gates and store), and
reports conversations per second, the overhead per conversation excluding the model
((wall − measured model time / concurrency) / N, the model's calls timed) and the database round
trips per conversation, counted on the wire (libpq's protocol trace: each Sync or simple Query the
client waits on, on both pools, plus the lock connection's three) on one more, untimed sweep.
A shared VM's CPU steal comes and goes, so each 0 ms case runs --repeats times and the median run
is reported (all wall times are kept). ``--embedder e5-small`` embeds each written memory with the
default model (its cost is part of the overhead). Results: a table on stdout and
``bench/results/sweeper.json`` (``sweeper-e5-small.json`` for e5).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import tempfile
import threading
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import event

from bench.machine import StealMeter, describe
from bench.recall import bench_database

ROOT = Path(__file__).resolve().parents[1]


def _reply(transcript: Any) -> str:
    msg = transcript.messages[0]
    return json.dumps(
        {
            "operations": [
                {
                    "op": "add",
                    "type": "preference",
                    "category": "communication_preference",
                    "text": "Prefers short answers in Indonesian.",
                    "language": "en",
                    "tags": ["answer length", "Indonesian"],
                    "confidence": 0.9,
                    "importance": 0.6,
                    "stability": "stable",
                    "identity": {"subject": "answer language", "polarity": "prefer"},
                    "source_message_ids": [str(msg.id)],
                    "reason": "explicit request",
                }
            ]
        }
    )


class WireCounter:
    """Round trips on the wire, from libpq's protocol trace of every pooled connection.

    The client waits for the server once per Sync (extended protocol: a statement, or a whole
    pipeline) and once per Query (simple protocol: BEGIN, COMMIT, the pre-ping). Tracing costs
    time, so it runs on a separate, untimed sweep. The trace holds statement parameters (memory
    text): it is written to a temporary directory and deleted.
    """

    def __init__(self, engines: list[Any]) -> None:
        self.engines = engines
        self._dir = tempfile.TemporaryDirectory(prefix="ingat-wire-")
        self._traced: dict[int, tuple[Any, Any]] = {}
        self._counted = 0
        self._lock = threading.Lock()

    def _on_checkout(self, dbapi_connection: Any, *_: Any) -> None:
        # Worker threads check out connections at the same time: one file per connection, named
        # under the lock (two connections sharing a file overwrite each other's lines).
        with self._lock:
            if id(dbapi_connection) in self._traced:
                return
            sink = (Path(self._dir.name) / f"{len(self._traced)}.trace").open("w")
            self._traced[id(dbapi_connection)] = (dbapi_connection, sink)
        dbapi_connection.pgconn.trace(sink.fileno())

    def __enter__(self) -> WireCounter:
        for engine in self.engines:
            event.listen(engine.pool, "checkout", self._on_checkout)
        return self

    def __exit__(self, *_: object) -> None:
        for engine in self.engines:
            event.remove(engine.pool, "checkout", self._on_checkout)
        for dbapi_connection, sink in self._traced.values():
            with contextlib.suppress(Exception):  # a connection closed meanwhile
                dbapi_connection.pgconn.untrace()
            sink.close()
        for trace in Path(self._dir.name).glob("*.trace"):
            for line in trace.read_text(errors="replace").splitlines():
                fields = line.split("\t")
                if len(fields) > 3 and fields[1] == "F" and fields[3] in ("Sync", "Query"):
                    self._counted += 1
        self._dir.cleanup()

    def round_trips(self) -> int:
        """Round trips counted (after the ``with`` block)."""
        return self._counted


def seed_due(engine: Any, conversations: int, users: int | None = None) -> None:
    """Due conversations (one user turn and one policy-passed reply each), oldest first: each of
    its own user, a second apart, or ``users`` owners taking turns, a user's a minute apart."""
    from core.conversations.store import add_message, create_conversation
    from core.db.engine import session_scope
    from core.db.models import MessageRole

    people = [uuid.uuid4() for _ in range(users or 0)]
    start = (
        datetime.now(UTC) - timedelta(hours=2) - timedelta(minutes=conversations // (users or 1))
    )
    with session_scope(engine) as s:
        for i in range(conversations):
            user = people[i % users] if users else uuid.uuid4()
            when = (
                start + timedelta(minutes=i // users, milliseconds=i % users)
                if users
                else start + timedelta(seconds=i)
            )
            conv = create_conversation(s, user, "bench", created_at=when)
            add_message(
                s,
                conv.id,
                MessageRole.user,
                "From now on, answer briefly in Indonesian.",
                author_id=user,
                principal_verified=True,
                created_at=when,
            )
            add_message(
                s,
                conv.id,
                MessageRole.assistant,
                "Baik.",
                policy_passed=True,
                created_at=when + timedelta(milliseconds=1),
            )
    # Flush what earlier loads left dirty (a recall bench writes gigabytes): a checkpoint
    # running during the sweep made each durable COMMIT wait on the disk.
    with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
        conn.exec_driver_sql("CHECKPOINT")


def run_case(
    n: int,
    latency_ms: int,
    concurrency: int,
    *,
    count_trips: bool = False,
    embedder_name: str = "hashing",
) -> dict[str, Any]:
    from core.config.settings import EmbeddingSettings, Settings
    from core.consolidation.factory import consolidators
    from core.db.engine import reader_for, session_scope
    from core.db.models import UserMemory
    from core.embeddings.providers import build_embedder
    from core.llm.scripted import ScriptedProvider
    from core.prompts.loader import load_file_prompt
    from core.sweeper.sweeper import Sweeper

    with bench_database("sweeper") as (_server, _url, engine):
        seed_due(engine, n)
        settings = Settings(
            database_url=None,
            memory={  # type: ignore[arg-type]
                "enabled": True,
                "sweep_batch_size": n,
                "max_concurrent_writes": concurrency,
            },
            audit={"hmac_key": "bench"},  # type: ignore[arg-type]
        )
        model_seconds = 0.0
        model_lock = threading.Lock()

        class TimedProvider(ScriptedProvider):
            """The scripted model, timed: a sleep of 200 ms takes a little longer on a VM, and
            that belongs to the model, not to our overhead."""

            def extract(self, transcript: Any, prompt: Any, timeout: float) -> str:
                nonlocal model_seconds
                t0 = time.perf_counter()
                try:
                    return super().extract(transcript, prompt, timeout)
                finally:
                    with model_lock:
                        model_seconds += time.perf_counter() - t0

        provider = TimedProvider.of(_reply, latency=latency_ms / 1000)
        prompt = load_file_prompt("extraction")
        embedder = build_embedder(EmbeddingSettings(provider=embedder_name))  # type: ignore[arg-type]

        sweeper = Sweeper(
            engine,
            settings,
            consolidators(
                engine,
                settings,
                provider=provider,
                prompt=prompt,
                embedder=embedder,
                hmac_key=b"bench",
            ),
        )
        wire = WireCounter([engine, reader_for(engine)]) if count_trips else None
        steal = StealMeter()
        began = time.perf_counter()
        if wire is None:
            report = sweeper.sweep_once()
        else:
            with wire:
                report = sweeper.sweep_once()
        wall = time.perf_counter() - began
        with session_scope(engine) as s:
            from sqlalchemy import func, select

            written = s.execute(select(func.count()).select_from(UserMemory)).scalar_one()
        assert report.ran and written == n, (report, written)
        model_time = model_seconds / concurrency
        return {
            "conversations": n,
            "latency_ms": latency_ms,
            "concurrency": concurrency,
            "wall_s": round(wall, 3),
            "conversations_per_s": round(n / wall, 1),
            "overhead_ms_per_conversation": round((wall - model_time) / n * 1000, 2),
            "model_s_measured": round(model_seconds, 3),
            # The lock connection (not pooled, so not traced): its connect, lock and unlock.
            "db_round_trips_per_conversation": (
                round((wire.round_trips() + 3) / n, 1) if wire is not None else None
            ),
            "memories_written": written,
            "steal_percent": steal.percent(),
        }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--conversations", type=int, default=1000)
    parser.add_argument("--latency-ms", type=int, nargs="+", default=[0, 200])
    parser.add_argument("--concurrency", type=int, nargs="+", default=[1, 4, 8])
    parser.add_argument("--embedder", default="hashing", choices=["hashing", "e5-small"])
    parser.add_argument("--output", default="")
    parser.add_argument(
        "--repeats",
        type=int,
        default=3,
        help="runs of each 0 ms case, the median (by wall time) reported; a case with a model "
        "latency runs once (its wall time is mostly the model's)",
    )
    args = parser.parse_args()
    suffix = "" if args.embedder == "hashing" else f"-{args.embedder}"
    args.output = args.output or str(ROOT / "bench" / "results" / f"sweeper{suffix}.json")

    rows = []
    trips: dict[int, float] = {}
    for latency in args.latency_ms:
        for concurrency in args.concurrency:
            runs = [
                run_case(args.conversations, latency, concurrency, embedder_name=args.embedder)
                for _ in range(args.repeats if latency == 0 else 1)
            ]
            runs.sort(key=lambda r: r["wall_s"])
            if concurrency not in trips:
                # Counted on one more sweep of the same size with the wire traced (untimed).
                traced = run_case(
                    args.conversations,
                    0,
                    concurrency,
                    count_trips=True,
                    embedder_name=args.embedder,
                )
                trips[concurrency] = traced["db_round_trips_per_conversation"]
            row = {
                **runs[len(runs) // 2],
                "walls_s": [r["wall_s"] for r in runs],
                "db_round_trips_per_conversation": trips[concurrency],
            }
            rows.append(row)
            print(
                f"latency {latency:>4} ms  concurrency {concurrency}  "
                f"{row['conversations_per_s']:>7} conv/s  overhead {row['overhead_ms_per_conversation']:>6} ms/conv  "
                f"{row['db_round_trips_per_conversation']} round trips/conv",
                flush=True,
            )
    result = {
        "benchmark": "sweeper",
        "command": " ".join([Path(sys.executable).name, "-m", "bench.sweeper", *sys.argv[1:]]),
        "when": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": describe(),
        "embedder": args.embedder,
        "results": rows,
    }
    Path(args.output).parent.mkdir(parents=True, exist_ok=True)
    Path(args.output).write_text(json.dumps(result, indent=2) + "\n")


if __name__ == "__main__":
    main()
