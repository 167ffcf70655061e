"""The memory regression suite as deepeval test cases.

Runs under plain pytest (``make test``) and under ``deepeval test run tests/eval/test_deepeval_regression.py``.
Each suite's result on the shipped datasets is one test case; the metrics are the CI gate's guarded
metrics (against the committed baseline, case-paired, as ``ingat eval gate`` decides) and hard
limits, as deepeval metrics.
"""

from __future__ import annotations

import pytest
from deepeval import assert_test
from sqlalchemy import Engine

from core.config.settings import Settings
from eval.deepeval_metrics import regression_metrics, result_test_case
from eval.suites import SUITES
from tests.eval.shipped import shipped_result


@pytest.mark.parametrize("suite", SUITES.names)
def test_memory_regression(suite: str, engine: Engine, settings: Settings) -> None:
    result = shipped_result(suite, engine, settings)
    assert_test(result_test_case(result), regression_metrics(suite), run_async=False)
