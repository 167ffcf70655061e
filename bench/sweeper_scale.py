"""Sweeper scale-out benchmark: throughput of 1, 2, 4 … sweeper processes sharing partitions.

    .venv/bin/python -m bench.sweeper_scale [--conversations 2000] [--users 200] [--partitions 16]
        [--latency-ms 200] [--concurrency 8 4] [--batch 200] [--processes 1 2 4] [--repeats 3]

For each process count it builds ``--conversations`` due conversations of ``--users`` users (one
user turn and one policy-passed reply each, a user's conversations a minute apart) in a fresh
database on the embedded PostgreSQL (``.ingat/bench-pg``), starts that many sweeper processes
(this module with ``--worker``), each a real :class:`core.sweeper.sweeper.Sweeper` with
SWEEPER_PARTITIONS = ``--partitions``, MAX_CONCURRENT_WRITES = each ``--concurrency``, SWEEP_BATCH_SIZE =
``--batch`` and a scripted model of ``--latency-ms`` that proposes one memory per conversation
(through the real gates and store; the hashing embedder, so the model's wait is what a process
spends its time on). Once every process has loaded and built its gates' patterns, all are told to go
at one moment; each sweeps until nothing is due anywhere. Throughput = conversations / (the last process's end − go). Every
conversation is checked consolidated once (its progress key set, one model call each, counted by
the workers). Each case runs ``--repeats`` times and the median is reported, all kept in the JSON,
with the share of the machine's CPU time that was busy during the run (so a row that ran out of
cores says so).
Results: a table on stdout and ``bench/results/sweeper_scale.json``.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
import uuid
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench.machine import StealMeter, describe
from bench.recall import bench_database
from bench.sweeper import _reply, seed_due

ROOT = Path(__file__).resolve().parents[1]


def warm_up() -> None:
    """Build the gates' patterns and vocabularies once (about 1.6 s of one core), before the clock
    starts: the benchmark measures sweeping, not process start-up (reported apart in the README)."""
    from core.config.settings import MemorySettings
    from core.extraction.transcript import Transcript, TranscriptMessage
    from core.gates.engine import GateContext, gate_raw

    message = TranscriptMessage(uuid.uuid4(), "user", "Answer briefly.", datetime.now(UTC))
    transcript = Transcript(uuid.uuid4(), uuid.uuid4(), messages=[message])
    gate_raw(_reply(transcript), GateContext.of(transcript, 0, MemorySettings()))


def worker(args: argparse.Namespace) -> None:
    """One sweeper process: load, say ready, wait for go, sweep until nothing is due."""
    from core.config.settings import EmbeddingSettings, Settings
    from core.consolidation.factory import consolidators
    from core.db.engine import engine_for
    from core.embeddings.providers import build_embedder
    from core.llm.scripted import ScriptedProvider
    from core.prompts.loader import load_file_prompt
    from core.sweeper.sweeper import Sweeper

    settings = Settings(
        database_url=args.worker,
        memory={  # type: ignore[arg-type]
            "enabled": True,
            "sweep_batch_size": args.batch,
            "max_concurrent_writes": args.concurrency,
            "sweeper_partitions": args.partitions,
        },
        audit={"hmac_key": "bench"},  # type: ignore[arg-type]
    )
    engine = engine_for(args.worker)
    provider = ScriptedProvider.of(_reply, latency=args.latency_ms / 1000)
    sweeper = Sweeper(
        engine,
        settings,
        consolidators(
            engine,
            settings,
            provider=provider,
            prompt=load_file_prompt("extraction"),
            embedder=build_embedder(EmbeddingSettings(provider="hashing")),
            hmac_key=b"bench",
        ),
    )
    warm_up()
    print("ready", flush=True)
    sys.stdin.readline()
    partitions: list[int] = []
    sweeps = idle = 0
    while True:
        report = sweeper.sweep_once()
        sweeps += 1
        partitions += report.partitions
        if report.ran and report.due:
            continue
        if not sweeper.due(datetime.now(UTC)):
            break
        idle += 1
        time.sleep(0.1)  # the rest is in partitions other processes hold
    print(
        json.dumps(
            {
                "ended": time.time(),
                "extracted": [str(t.conversation_id) for t in provider.calls],
                "partitions": partitions,
                "sweeps": sweeps,
                "idle_polls": idle,
            }
        ),
        flush=True,
    )
    engine.dispose()


def run_case(args: argparse.Namespace, processes: int) -> dict[str, Any]:
    from sqlalchemy import text

    with bench_database("sweeper_scale") as (_server, url, engine):
        seed_due(engine, args.conversations, args.users)
        command = [
            sys.executable,
            "-m",
            "bench.sweeper_scale",
            "--worker",
            url,
            "--partitions",
            str(args.partitions),
            "--latency-ms",
            str(args.latency_ms),
            "--concurrency",
            str(args.concurrency),
            "--batch",
            str(args.batch),
        ]
        procs = [
            subprocess.Popen(
                command,
                cwd=ROOT,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
            )
            for _ in range(processes)
        ]
        for p in procs:
            assert p.stdout is not None and p.stdout.readline().strip() == "ready"
        steal = StealMeter()
        go = time.time()
        for p in procs:
            assert p.stdin is not None
            p.stdin.write("go\n")
            p.stdin.flush()
        reports = []
        for p in procs:
            out, _ = p.communicate(timeout=3600)
            assert p.returncode == 0
            reports.append(json.loads(out.strip().splitlines()[-1]))
        wall = max(r["ended"] for r in reports) - go
        extracted = Counter(c for r in reports for c in r["extracted"])
        with engine.connect() as conn:
            undone = conn.execute(
                text("SELECT count(*) FROM conversations WHERE NOT metadata ? :k"),
                {"k": "memory_consolidated_through"},
            ).scalar_one()
        assert undone == 0 and len(extracted) == args.conversations, (undone, len(extracted))
        assert set(extracted.values()) == {1}, "a conversation was extracted twice"
        return {
            "processes": processes,
            "wall_s": round(wall, 3),
            "conversations_per_s": round(args.conversations / wall, 1),
            "partition_sweeps_per_process": [len(r["partitions"]) for r in reports],
            "concurrency": args.concurrency,
            "cpu_busy_percent": steal.busy_percent(),
            "steal_percent": steal.percent(),
        }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--conversations", type=int, default=2000)
    parser.add_argument("--users", type=int, default=200)
    parser.add_argument("--partitions", type=int, default=16)
    parser.add_argument("--latency-ms", type=int, default=200)
    parser.add_argument("--concurrency", type=int, nargs="+", default=[8, 4])
    parser.add_argument("--batch", type=int, default=200)
    parser.add_argument("--processes", type=int, nargs="+", default=[1, 2, 4])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--output", default=str(ROOT / "bench" / "results" / "sweeper_scale.json"))
    parser.add_argument("--worker", default="", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        [args.concurrency] = args.concurrency
        worker(args)
        return
    rows = []
    for concurrency in args.concurrency:
        case = argparse.Namespace(**{**vars(args), "concurrency": concurrency})
        for processes in args.processes:
            runs = sorted(
                (run_case(case, processes) for _ in range(args.repeats)),
                key=lambda r: r["wall_s"],
            )
            row = {**runs[len(runs) // 2], "walls_s": [r["wall_s"] for r in runs]}
            rows.append(row)
            one = next(r for r in rows if r["concurrency"] == concurrency)  # the fewest processes
            row["speedup_vs_fewest"] = round(
                row["conversations_per_s"] / one["conversations_per_s"], 2
            )
            print(
                f"concurrency {concurrency}  {processes} process(es)  "
                f"{row['conversations_per_s']:>7} conv/s  wall {row['wall_s']} s  "
                f"CPU busy {row['cpu_busy_percent']} %  ×{row['speedup_vs_fewest']} {one['processes']}",
                flush=True,
            )
    result = {
        "benchmark": "sweeper_scale",
        "command": " ".join(
            [Path(sys.executable).name, "-m", "bench.sweeper_scale", *sys.argv[1:]]
        ),
        "when": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": describe(),
        "parameters": {
            k: getattr(args, k)
            for k in ("conversations", "users", "partitions", "latency_ms", "concurrency", "batch")
        },
        "median_of": args.repeats,
        "results": rows,
    }
    Path(args.output).parent.mkdir(parents=True, exist_ok=True)
    Path(args.output).write_text(json.dumps(result, indent=2) + "\n")


if __name__ == "__main__":
    main()
