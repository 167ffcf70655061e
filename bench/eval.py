"""Eval benchmark: cases per second of each suite with the rules provider.

    .venv/bin/python -m bench.eval [--repeats 3]

Runs each suite on its shipped dataset the way ``ingat eval run`` does (a fresh database per run on
the embedded PostgreSQL in ``.ingat/bench-pg``, the real core path, 1,000 bootstrap resamples) and
reports the wall time and cases per second, the median of the repeats, with the time spent in the
cases alone (without creating and dropping the database and without the bootstrap).
Results: a table on stdout and ``bench/results/eval.json``.
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

from bench.machine import StealMeter, describe

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--output", default=str(ROOT / "bench" / "results" / "eval.json"))
    args = parser.parse_args()
    steal = StealMeter()

    from core.config.settings import Settings
    from core.db.embedded import ensure_embedded
    from eval.run import SuiteRunner, fresh_database, run_suite
    from eval.suites import SUITES

    server = ensure_embedded(ROOT / ".ingat" / "bench-pg", "postgres", keep_running=False)
    os.environ["ACEH_RAG_DATABASE_URL"] = server
    settings = Settings(database_url=server)  # type: ignore[call-arg]
    rows = []
    for entry in SUITES:
        suite = entry.name
        dataset = ROOT / "datasets" / f"{suite}.jsonl"
        cases = entry.load(dataset)
        walls, inner = [], []
        for _ in range(args.repeats):
            started = time.perf_counter()
            run_suite(suite, dataset, settings, show_progress=False)
            walls.append(time.perf_counter() - started)
            runner = SuiteRunner(suite, settings)
            with fresh_database(settings) as engine:
                started = time.perf_counter()
                runner.run_all(engine if entry.uses_database else None, cases, 1, lambda _n: None)
                inner.append(time.perf_counter() - started)
        wall, core = statistics.median(walls), statistics.median(inner)
        rows.append(
            {
                "suite": suite,
                "cases": len(cases),
                "wall_s": round(wall, 2),
                "cases_per_s": round(len(cases) / wall, 1),
                "cases_only_s": round(core, 3),
                "cases_only_per_s": round(len(cases) / core, 1),
            }
        )
    result = {
        "when": datetime.now(UTC).isoformat(timespec="seconds"),
        "command": ("python -m bench.eval " + " ".join(sys.argv[1:])).strip(),
        "machine": describe(steal),
        "provider": "rules",
        "repeats": args.repeats,
        "suites": rows,
    }
    print(f"{'suite':<12}{'cases':>6}{'wall s':>9}{'cases/s':>9}{'cases only s':>14}{'cases/s':>9}")
    for r in rows:
        print(
            f"{r['suite']:<12}{r['cases']:>6}{r['wall_s']:>9}{r['cases_per_s']:>9}"
            f"{r['cases_only_s']:>14}{r['cases_only_per_s']:>9}"
        )
    Path(args.output).write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
