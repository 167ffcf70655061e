"""The suite registry is the one list: each suite loads its shipped dataset, has its gate table,
and its entry's per-suite pieces (outcome JSON for the gate, Langfuse items) fit its runs."""

from __future__ import annotations

import threading
import time
import tomllib
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Engine

from core.config.settings import LLMSettings, Settings
from core.errors import InvalidInput
from eval.gate import DEFAULT_CONFIG, run_gate
from eval.run import SuiteRunner, default_concurrency
from eval.suites import SUITES

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).parent / "fixtures"


def test_the_registered_names_are_the_spec_suites() -> None:
    assert SUITES.names == ("extraction", "judge", "recall")


@pytest.mark.parametrize("name", SUITES.names)
def test_every_suite_loads_its_shipped_dataset(name: str) -> None:
    suite = SUITES.get(name)
    cases = suite.load(ROOT / "datasets" / f"{name}.jsonl")
    assert len(cases) >= 20 and all(isinstance(c, suite.case_type) for c in cases)
    assert {c.language for c in cases} == {"en", "id", "zh"}


def test_every_suite_has_its_gate_table_and_only_those() -> None:
    tables = tomllib.loads(DEFAULT_CONFIG.read_text(encoding="utf-8"))
    # [redteam] holds the red-team test split's bars (eval.gate.redteam_checks), not a suite's
    redteam = tables.pop("redteam")
    assert set(redteam) == {"dataset", "acceptance", "holds"}
    # [model_errors] bounds failed model calls in every suite (eval.gate.model_error_check)
    assert set(tables.pop("model_errors")) == {"max_rate"}
    # [benign_blind] holds the blind benign test split's floors (eval.gate.benign_checks)
    assert set(tables.pop("benign_blind")) == {"dataset", "slack", "min_written"}
    # [redteam_blind] holds the blind red-team test split's bars (eval.gate.redteam_checks)
    assert set(tables.pop("redteam_blind")) == {"dataset", "acceptance", "holds"}
    assert set(tables) == set(SUITES.names)
    for name, table in tables.items():
        metrics = SUITES.get(name).metrics()
        named = [r["metric"] for r in table.get("guarded", []) + table.get("hard", [])]
        assert named and set(named) <= set(metrics), name


@pytest.mark.parametrize("name", SUITES.names)
def test_a_result_reads_back_through_its_suite_entry(
    name: str, engine: Engine, settings: Settings
) -> None:
    suite = SUITES.get(name)
    cases = suite.load(FIXTURES / f"{name}.jsonl")
    runner = SuiteRunner(name, settings)
    pairs = runner.run_all(engine if suite.uses_database else None, cases, 1, lambda _n: None)
    result = runner.result(name, pairs, resamples=0)
    assert result["suite"] == name and list(result["metrics"]) == list(suite.metrics())
    assert bool(result["strategy"]) == suite.uses_strategy
    assert bool(result["prompt_version"]) == (suite.prompt is not None)
    # the gate rebuilds each outcome from the result JSON exactly (sets, tuples and all)
    for outcome, entry in pairs:
        assert suite.outcome_from_json(dict(entry.outcome)) == outcome
    assert all(c.passed for c in run_gate(result, result, resamples=50))
    # a Langfuse item expects what the run compared against, and its scores are numbers
    for case, entry in zip(cases, result["cases"], strict=True):
        assert suite.expected(case.model_dump(mode="json")) == entry["expected"]
        assert all(isinstance(v, float) for v in suite.item_scores(entry["outcome"]).values())


class _FailingRunner(SuiteRunner):
    """A runner whose every case raises, as one does when a pack pattern cannot compile."""

    def __init__(self, settings: Settings) -> None:
        super().__init__("judge", settings)
        self.calls = 0
        self._lock = threading.Lock()

    def run_case(self, engine: Engine | None, case: Any) -> Any:
        with self._lock:
            self.calls += 1
        time.sleep(0.01)
        raise RuntimeError("the case raised")


def test_a_case_that_raises_ends_a_concurrent_run_without_running_the_queued_cases(
    settings: Settings,
) -> None:
    runner = _FailingRunner(settings)
    with pytest.raises(RuntimeError, match="the case raised"):
        runner.run_all(None, list(range(200)), 4, lambda _n: None)
    # the cases already running finish; none of the queued ones starts
    assert runner.calls <= 8


def test_the_default_concurrency_is_the_providers() -> None:
    rules = Settings()
    openai = Settings(llm=LLMSettings(provider="openai"))
    assert (default_concurrency(rules), default_concurrency(openai)) == (1, 8)


def test_an_unknown_suite_is_refused_naming_the_registered_ones() -> None:
    with pytest.raises(
        InvalidInput, match="unknown suite 'ranking'; use extraction, judge or recall"
    ):
        SUITES.get("ranking")
    result = {"suite": "ranking", "cases": []}
    with pytest.raises(InvalidInput, match="same suite"):
        run_gate(result, result)
