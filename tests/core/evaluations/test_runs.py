"""Stored eval runs: written whole, listed newest first without their cases, cases on demand."""

from __future__ import annotations

import uuid
from typing import Any

from sqlalchemy import Engine

from core.db.engine import session_scope
from core.evaluations.runs import recent_runs, run_cases, store_run


def result(suite: str, accuracy: float) -> dict[str, Any]:
    return {
        "suite": suite,
        "dataset": f"datasets/{suite}.jsonl",
        "provider": "rules",
        "prompt_version": "judge-v1",
        "strategy": "",
        "metrics": {"accuracy": accuracy},
        "intervals": {"accuracy": [accuracy - 0.1, accuracy]},
        "by_language": {"en": {"accuracy": accuracy}},
        "cases": [{"id": "j1", "passed": True}],
    }


def test_store_list_and_read_cases(engine: Engine) -> None:
    with session_scope(engine) as s:
        first = store_run(s, result("judge", 0.8), "abc1234")
    with session_scope(engine) as s:
        second = store_run(s, result("judge", 0.9))
        store_run(s, result("recall", 1.0))
    with session_scope(engine) as s:
        judge = recent_runs(s, "judge")
        everything = recent_runs(s, limit=2)
        cases = run_cases(s, first)
        missing = run_cases(s, uuid.uuid4())
    assert [r.id for r in judge] == [second, first]
    assert judge[1].git_sha == "abc1234" and judge[1].by_language == {"en": {"accuracy": 0.8}}
    assert judge[0].metrics == {"accuracy": 0.9}
    assert len(everything) == 2
    assert cases == [{"id": "j1", "passed": True}] and missing == []
