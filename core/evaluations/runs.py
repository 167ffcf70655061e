"""Write and read stored evaluation runs (SPEC §10.3 results kept in ``eval_runs``)."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.orm import Session

from core.db.models import EvalRun


class RunSummary(BaseModel):
    """One stored run without its cases (what lists and trend charts need)."""

    id: uuid.UUID
    suite: str
    dataset: str
    provider: str
    prompt_version: str
    strategy: str
    metrics: dict[str, Any]
    intervals: dict[str, Any]
    by_language: dict[str, Any]
    git_sha: str
    created_at: datetime


def store_run(session: Session, result: dict[str, Any], git_sha: str = "") -> uuid.UUID:
    """Keep a §10.3 result; returns the run id."""
    run_id = uuid.uuid4()
    session.add(
        EvalRun(
            id=run_id,
            suite=result["suite"],
            dataset=result["dataset"],
            provider=result["provider"],
            prompt_version=result.get("prompt_version", ""),
            strategy=result.get("strategy", ""),
            metrics=result["metrics"],
            intervals=result["intervals"],
            by_language=result.get("by_language", {}),
            cases=result["cases"],
            git_sha=git_sha,
        )
    )
    return run_id


_SUMMARY_COLUMNS = (
    EvalRun.id,
    EvalRun.suite,
    EvalRun.dataset,
    EvalRun.provider,
    EvalRun.prompt_version,
    EvalRun.strategy,
    EvalRun.metrics,
    EvalRun.intervals,
    EvalRun.by_language,
    EvalRun.git_sha,
    EvalRun.created_at,
)


def recent_runs(session: Session, suite: str | None = None, limit: int = 50) -> list[RunSummary]:
    """The newest runs first (optionally of one suite), without their cases."""
    query = select(*_SUMMARY_COLUMNS).order_by(EvalRun.created_at.desc(), EvalRun.id).limit(limit)
    if suite:
        query = query.where(EvalRun.suite == suite)
    return [RunSummary.model_validate(dict(row._mapping)) for row in session.execute(query)]


def run_cases(session: Session, run_id: uuid.UUID) -> list[dict[str, Any]]:
    """The per-case entries of one run (empty when the run does not exist)."""
    cases = session.execute(select(EvalRun.cases).where(EvalRun.id == run_id)).scalar_one_or_none()
    return list(cases or [])
