"""``ingat eval run``: a suite over a dataset → metrics with intervals, per language, JSON, eval_runs.

The extraction and recall suites run on a fresh database created on the configured server (and
dropped afterwards), so an evaluation never touches production rows.
"""

from __future__ import annotations

import dataclasses
import subprocess
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, cast

import psycopg
from psycopg import sql
from sqlalchemy import Engine
from sqlalchemy.engine import make_url

from core.config.settings import Settings
from core.db import migrate
from core.db.embedded import drop_database
from core.db.engine import engine_for, resolve_database_url, session_scope
from core.db.models import EvalRun
from core.judge.judges import Judge, OpenAIJudge, RulesJudge
from core.llm.factory import build_provider
from core.prompts.loader import load_file_prompt
from eval.datasets import Suite, load_cases
from eval.metrics import evaluate, extraction_metrics, judge_metrics, recall_metrics
from eval.runners import (
    CaseResult,
    progress_bar,
    run_extraction_case,
    run_judge_case,
    run_recall_case,
)
from eval.schemas import ExtractionCase, JudgeCase, RecallCase


@contextmanager
def fresh_database(settings: Settings) -> Iterator[Engine]:
    """A migrated, empty database on the configured server, dropped afterwards."""
    url = resolve_database_url(settings)
    admin = make_url(url).set(database="postgres").render_as_string(hide_password=False)
    name = f"ingat_eval_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(admin.replace("+psycopg", ""), autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    engine = engine_for(make_url(url).set(database=name).render_as_string(hide_password=False))
    try:
        migrate.upgrade(engine, settings.embedding.dimensions)
        yield engine
    finally:
        engine.dispose()
        drop_database(admin.replace("+psycopg", ""), name)


def _git_sha() -> str:
    try:
        return subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
            check=False,
            timeout=5,
        ).stdout.strip()
    except OSError:
        return ""


def run_suite(
    suite: Suite,
    dataset: Path,
    settings: Settings,
    *,
    strategy: str | None = None,
    prompt_version: str | None = None,
    engine: Engine | None = None,
    resamples: int = 1000,
    show_progress: bool = True,
) -> dict[str, Any]:
    """Run ``suite`` on ``dataset``; returns the §10.3 result (plus ``by_language``)."""
    cases = load_cases(dataset, suite)
    tick = progress_bar(len(cases)) if show_progress else (lambda _n: None)
    provider_name = settings.llm.provider
    prompt = load_file_prompt("extraction" if suite != "judge" else "judge", prompt_version)
    results: list[CaseResult] = []
    outcomes: list[Any] = []
    metrics: dict[str, Any]

    def consume(pair: tuple[Any, CaseResult]) -> None:
        outcomes.append(pair[0])
        pair[1].outcome = outcome_json(pair[0])
        results.append(pair[1])
        tick(len(results))

    if suite == "judge":
        judge: Judge = (
            OpenAIJudge(settings.llm, prompt, settings.llm.model)
            if provider_name == "openai"
            else RulesJudge()
        )
        for case in cases:
            consume(run_judge_case(cast(JudgeCase, case), judge))
        metrics = judge_metrics()
    else:
        with _engine(settings, engine) as db:
            if suite == "extraction":
                provider = build_provider(settings)
                for case in cases:
                    consume(
                        run_extraction_case(
                            db, cast(ExtractionCase, case), settings, provider, prompt
                        )
                    )
                metrics = extraction_metrics()
            else:
                chosen = strategy or settings.memory.recall_strategy
                for case in cases:
                    consume(run_recall_case(db, cast(RecallCase, case), settings.memory, chosen))
                metrics = recall_metrics()
    values, intervals = evaluate(outcomes, metrics, resamples=resamples)
    by_language = {
        lang: evaluate([o for o in outcomes if o.language == lang], metrics, resamples=0)[0]
        for lang in sorted({o.language for o in outcomes})
    }
    return {
        "suite": suite,
        "dataset": str(dataset),
        "provider": provider_name,
        "prompt_version": prompt.version if suite != "recall" else "",
        "strategy": (strategy or settings.memory.recall_strategy) if suite == "recall" else "",
        "metrics": values,
        "intervals": {k: list(v) if v else None for k, v in intervals.items()},
        "by_language": by_language,
        "cases": [r.as_json() for r in results],
    }


def outcome_json(outcome: Any) -> dict[str, Any]:
    """A per-case outcome as JSON (sets as sorted lists)."""
    data = dataclasses.asdict(outcome)
    return {
        k: sorted(v) if isinstance(v, frozenset | set) else list(v) if isinstance(v, tuple) else v
        for k, v in data.items()
    }


@contextmanager
def _engine(settings: Settings, engine: Engine | None) -> Iterator[Engine]:
    if engine is not None:
        yield engine
    else:
        with fresh_database(settings) as db:
            yield db


def store_result(engine: Engine, result: dict[str, Any]) -> uuid.UUID:
    """Keep a result in ``eval_runs`` for the console."""
    run_id = uuid.uuid4()
    with session_scope(engine) as s:
        s.add(
            EvalRun(
                id=run_id,
                suite=result["suite"],
                dataset=result["dataset"],
                provider=result["provider"],
                prompt_version=result["prompt_version"],
                strategy=result.get("strategy", ""),
                metrics=result["metrics"],
                intervals=result["intervals"],
                cases=result["cases"],
                git_sha=_git_sha(),
            )
        )
    return run_id


def summary_table(result: dict[str, Any]) -> str:
    """The printed table: metric, value, 95 % interval, then per language."""
    langs = sorted(result["by_language"])
    head = f"{'metric':<22}{'value':>9}  {'95% interval':<20}" + "".join(
        f"{lang:>8}" for lang in langs
    )
    lines = [head, "-" * len(head)]

    def fmt(v: Any) -> str:
        return "-" if v is None else f"{v:.3f}" if isinstance(v, float) else str(v)

    for name, value in result["metrics"].items():
        iv = result["intervals"].get(name)
        interval = f"[{iv[0]:.3f}, {iv[1]:.3f}]" if iv else "-"
        per = "".join(f"{fmt(result['by_language'][lang].get(name)):>8}" for lang in langs)
        lines.append(f"{name:<22}{fmt(value):>9}  {interval:<20}{per}")
    passed = sum(c["passed"] for c in result["cases"])
    lines.append(f"cases passed: {passed}/{len(result['cases'])}")
    return "\n".join(lines)
