"""``ingat eval run``: a suite over a dataset → metrics with intervals, per language, JSON, eval_runs.

The extraction and recall suites run on a fresh database created on the configured server (and
dropped afterwards), so an evaluation never touches production rows.
"""

from __future__ import annotations

import dataclasses
import subprocess
import uuid
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor, as_completed
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import psycopg
from psycopg import sql
from sqlalchemy import Engine
from sqlalchemy.engine import make_url

from core.config.settings import Settings
from core.db import embedding_record, migrate
from core.db.embedded import drop_database
from core.db.engine import engine_for, resolve_database_url, session_scope
from core.embeddings.providers import space_of
from core.evaluations.runs import store_run
from core.llm.providers import provider_of
from core.prompts.loader import Prompt, load_file_prompt, load_prompt
from eval.metrics import ExtractionOutcome, evaluate, reason_coverage
from eval.model_errors import failure_lines, model_error_summary
from eval.runners import CaseResult, progress_bar
from eval.second_opinions import add_second_opinions, summary_lines
from eval.suites import SUITES, RunSetup, SuiteName


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
        embedding_record.record_if_new(engine, space_of(settings.embedding))
        yield engine
    finally:
        engine.dispose()
        drop_database(admin.replace("+psycopg", ""), name)


def git_sha() -> str:
    """The short commit of the working tree ("" outside git)."""
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
    suite: SuiteName,
    dataset: Path,
    settings: Settings,
    *,
    strategy: str | None = None,
    prompt_version: str | None = None,
    engine: Engine | None = None,
    resamples: int = 1000,
    show_progress: bool = True,
    concurrency: int | None = None,
    second_opinions: bool = True,
) -> dict[str, Any]:
    """Run ``suite`` on ``dataset``; returns the §10.3 result (plus ``by_language``).

    ``second_opinions=False`` skips the LLM second opinion (GEval, ragas) of a model provider.
    """
    cases = SUITES.get(suite).load(dataset)
    runner = SuiteRunner(suite, settings, strategy=strategy, prompt_version=prompt_version)
    tick = progress_bar(len(cases)) if show_progress else (lambda _n: None)
    with _engine(settings, engine, suite) as db:
        pairs = runner.run_all(db, cases, concurrency or default_concurrency(settings), tick)
    result = runner.result(str(dataset), pairs, resamples)
    if second_opinions:
        add_second_opinions(result, settings, [c.model_dump(mode="json") for c in cases])
    return result


def default_concurrency(settings: Settings) -> int:
    """Cases run in parallel for a model provider (network-bound); the rules baseline runs alone."""
    return provider_of(settings).parallel_calls


class SuiteRunner:
    """One suite's provider, prompt and judge, ready to run cases and summarize them."""

    def __init__(
        self,
        suite: SuiteName,
        settings: Settings,
        *,
        strategy: str | None = None,
        prompt_version: str | None = None,
    ) -> None:
        self.entry = SUITES.get(suite)
        self.suite = self.entry.name
        self.settings = settings
        self.strategy = strategy or settings.memory.recall_strategy
        prompt = self.entry.prompt
        self.prompt = _prompt(prompt, settings, prompt_version) if prompt is not None else None
        self._run_case = self.entry.runner(RunSetup(settings, self.prompt, self.strategy))

    @property
    def prompt_version(self) -> str:
        """The prompt's version id ("" for a suite without a prompt, such as recall)."""
        return self.prompt.version if self.prompt is not None else ""

    def run_case(self, engine: Engine | None, case: Any) -> tuple[Any, CaseResult]:
        """Run one case through the real core path; the outcome is kept on the result."""
        pair = self._run_case(engine, case)
        pair[1].outcome = outcome_json(pair[0])
        return pair

    def run_all(
        self,
        engine: Engine | None,
        cases: Sequence[Any],
        concurrency: int,
        tick: Callable[[int], None],
    ) -> list[tuple[Any, CaseResult]]:
        """Every case, ``concurrency`` at a time; results in the dataset's order."""
        done: list[tuple[Any, CaseResult] | None] = [None] * len(cases)
        if concurrency <= 1:
            for i, case in enumerate(cases):
                done[i] = self.run_case(engine, case)
                tick(i + 1)
        else:
            with ThreadPoolExecutor(max_workers=concurrency) as pool:
                futures = {pool.submit(self.run_case, engine, c): i for i, c in enumerate(cases)}
                try:
                    for n, future in enumerate(as_completed(futures), start=1):
                        done[futures[future]] = future.result()
                        tick(n)
                except BaseException:
                    # A case that raises ends the run: the queued cases would only repeat the
                    # error for minutes before the pool let it through.
                    pool.shutdown(wait=True, cancel_futures=True)
                    raise
        return [p for p in done if p is not None]

    def metrics(self) -> dict[str, Any]:
        """The §10.2 metric functions of this suite."""
        return self.entry.metrics()

    def result(
        self, dataset: str, pairs: list[tuple[Any, CaseResult]], resamples: int = 1000
    ) -> dict[str, Any]:
        """The §10.3 result of ``pairs`` (plus ``by_language``)."""
        outcomes = [p[0] for p in pairs]
        metrics = self.metrics()
        values, intervals = evaluate(outcomes, metrics, resamples=resamples)
        by_language: dict[str, Any] = {}
        by_language_intervals: dict[str, Any] = {}
        for lang in sorted({o.language for o in outcomes}):
            mine = [o for o in outcomes if o.language == lang]
            by_language[lang], lang_iv = evaluate(mine, metrics, resamples=resamples)
            by_language_intervals[lang] = {k: list(v) if v else None for k, v in lang_iv.items()}
        result = {
            "suite": self.suite,
            "dataset": dataset,
            "provider": self.settings.llm.provider,
            "prompt_version": self.prompt_version,
            "strategy": self.strategy if self.entry.uses_strategy else "",
            "metrics": values,
            "intervals": {k: list(v) if v else None for k, v in intervals.items()},
            "by_language": by_language,
            "by_language_intervals": by_language_intervals,
            "cases": [p[1].as_json() for p in pairs],
        }
        if self.entry.uses_strategy:
            result["embedder"] = space_of(self.settings.embedding).describe()
        failed_calls = model_error_summary(outcomes)
        if failed_calls:
            result["model_errors"] = failed_calls
        if outcomes and all(isinstance(o, ExtractionOutcome) for o in outcomes):
            # SPEC §10.2's per-reason rejection counts; outside "metrics", whose keys §10.2 fixes.
            result["reason_coverage"] = reason_coverage(outcomes)
        return result


def _prompt(name: str, settings: Settings, version: str | None) -> Prompt:
    """An explicit version comes from its file; otherwise Langfuse by label, the file as fallback."""
    if version:
        return load_file_prompt(name, version)
    return load_prompt(name, settings)


def outcome_json(outcome: Any) -> dict[str, Any]:
    """A per-case outcome as JSON (sets as sorted lists)."""
    data = dataclasses.asdict(outcome)
    return {
        k: sorted(v) if isinstance(v, frozenset | set) else list(v) if isinstance(v, tuple) else v
        for k, v in data.items()
    }


@contextmanager
def _engine(settings: Settings, engine: Engine | None, suite: SuiteName) -> Iterator[Engine | None]:
    if engine is not None or not SUITES.get(suite).uses_database:
        yield engine  # e.g. the judge suite needs no database
    else:
        with fresh_database(settings) as db:
            yield db


def store_result(engine: Engine, result: dict[str, Any]) -> uuid.UUID:
    """Keep a result in ``eval_runs`` for the console."""
    with session_scope(engine) as s:
        return store_run(s, result, git_sha())


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
    lines.extend(coverage_lines(result))
    lines.extend(summary_lines(result))
    lines.extend(failure_lines(result))
    return "\n".join(lines)


def coverage_lines(result: dict[str, Any]) -> list[str]:
    """The reason-coverage table: per reason code, the cases hit in all and in each language."""
    coverage = result.get("reason_coverage")
    if not coverage:
        return []
    langs = [k for k in coverage if k != "all"]
    head = f"{'cases rejected for':<26}{'all':>6}" + "".join(f"{lang:>6}" for lang in langs)
    lines = ["", head, "-" * len(head)]
    for code, total in coverage["all"].items():
        per = "".join(f"{coverage[lang].get(code, 0):>6}" for lang in langs)
        lines.append(f"{code:<26}{total:>6}{per}")
    return lines
