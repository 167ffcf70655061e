"""``ingat eval run --dataset langfuse:NAME``: the suite as a Langfuse experiment (SPEC §10.3).

The dataset's items run through the same core path as a local file, as a Langfuse dataset run:
each item gets a trace (with the model calls traced inside it) and item-level scores (``passed``
plus the suite's per-case figure); the run gets every §10.2 metric as a run-level score. The result
JSON is the same as for a local file.
"""

from __future__ import annotations

import asyncio
import threading
from datetime import UTC, datetime
from typing import Any

from langfuse import Evaluation

from core.config.settings import Settings
from eval.langfuse_datasets import PREFIX, cases_of, require_client
from eval.run import SuiteRunner, _engine, default_concurrency
from eval.runners import CaseResult, progress_bar
from eval.second_opinions import add_second_opinions
from eval.suites import SUITES, SuiteName


def item_scores(suite: SuiteName, outcome: dict[str, Any], passed: bool) -> list[Evaluation]:
    """Item-level scores: whether the case passed, and the suite's per-case figures."""
    figures = SUITES.get(suite).item_scores(outcome)
    return [Evaluation(name="passed", value=1.0 if passed else 0.0)] + [
        Evaluation(name=name, value=value) for name, value in figures.items()
    ]


def run_langfuse_experiment(
    suite: SuiteName,
    name: str,
    settings: Settings,
    *,
    strategy: str | None = None,
    prompt_version: str | None = None,
    resamples: int = 1000,
    show_progress: bool = True,
    concurrency: int | None = None,
) -> dict[str, Any]:
    """Run ``suite`` over the Langfuse dataset ``name`` as an experiment; the §10.3 result."""
    client = require_client(settings.langfuse)
    dataset = client.get_dataset(name)
    cases = {str(getattr(c, "id", "")): c for c in cases_of(dataset, name, suite)}
    runner = SuiteRunner(suite, settings, strategy=strategy, prompt_version=prompt_version)
    tick = progress_bar(len(cases)) if show_progress else (lambda _n: None)
    pairs: dict[str, tuple[Any, CaseResult]] = {}
    lock = threading.Lock()
    started = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    label = f"{PREFIX}{name}"

    with _engine(settings, None, suite) as engine:

        async def task(*, item: Any, **_: Any) -> dict[str, Any]:
            key = str(item.input["id"])
            pair = await asyncio.to_thread(runner.run_case, engine, cases[key])
            with lock:
                pairs[key] = pair
                tick(len(pairs))
            return pair[1].as_json()

        def evaluate_item(*, output: Any, **_: Any) -> list[Evaluation]:
            if not isinstance(output, dict):
                return [Evaluation(name="passed", value=0.0, comment="the case failed to run")]
            return item_scores(suite, output["outcome"], bool(output["passed"]))

        def evaluate_run(**_: Any) -> list[Evaluation]:
            ordered = [pairs[i] for i in cases if i in pairs]
            values = runner.result(label, ordered, resamples=0)["metrics"]
            return [
                Evaluation(name=metric, value=float(value))
                for metric, value in values.items()
                if value is not None
            ]

        experiment = dataset.run_experiment(
            name=f"ingat {suite}",
            run_name=f"{suite}-{settings.llm.provider}-{runner.prompt_version}-{started}",
            description=f"ingat eval run --suite {suite} --dataset {label}",
            task=task,
            evaluators=[evaluate_item],
            run_evaluators=[evaluate_run],
            max_concurrency=concurrency or default_concurrency(settings),
            metadata={
                "suite": suite,
                "provider": settings.llm.provider,
                "prompt_version": runner.prompt_version,
            },
        )
    missing = [i for i in cases if i not in pairs]
    ordered = [pairs[i] for i in cases if i in pairs]
    result = runner.result(label, ordered, resamples)
    add_second_opinions(result, settings, [c.model_dump(mode="json") for c in cases.values()])
    client.flush()
    result["langfuse"] = {
        "run_name": experiment.run_name,
        "experiment_id": experiment.experiment_id,
        "failed_items": missing,
    }
    return result
