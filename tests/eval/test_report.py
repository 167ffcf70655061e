"""The HTML report: self-contained, every metric with its interval, failing cases escaped."""

from __future__ import annotations

import copy
import json
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

from core.evaluations.runs import RunSummary
from eval.report import render_report
from eval.suites import SUITES
from tests.eval.shipped import ROOT


def baseline(suite: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(
        (ROOT / "eval" / "baselines" / f"rules-{suite}.json").read_text(encoding="utf-8")
    )
    return data


def test_report_has_every_suite_metric_interval_and_plotly_once() -> None:
    results = [baseline(s) for s in SUITES.names]
    page = render_report(results)
    assert page.startswith("<!doctype html>")
    for result in results:
        for name in result["metrics"]:
            assert f"<td>{name}</td>" in page
            iv = result["intervals"].get(name)
            if iv:
                assert f"[{iv[0]:.3f}, {iv[1]:.3f}]" in page
    # plotly.js inlined exactly once (the file opens offline), one chart per suite
    assert page.count("Plotly.newPlot") == 3
    assert page.count("plotly.js v") == 1
    assert "<script src=" not in page


def test_failing_cases_are_listed_and_escaped() -> None:
    result = copy.deepcopy(baseline("judge"))
    result["cases"][0] = {
        **result["cases"][0],
        "id": "<script>alert(1)</script>",
        "passed": False,
    }
    page = render_report([result])
    assert "<script>alert(1)</script>" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page


def test_trend_chart_needs_two_stored_runs() -> None:
    result = baseline("recall")

    def run(days: int) -> RunSummary:
        return RunSummary(
            id=uuid.uuid4(),
            suite="recall",
            dataset="d",
            provider="rules",
            prompt_version="",
            strategy="semantic",
            metrics=result["metrics"],
            intervals={},
            by_language={},
            git_sha="abc",
            created_at=datetime.now(UTC) - timedelta(days=days),
        )

    assert "Trend of stored recall runs" not in render_report([result], [run(1)])
    assert "Trend of stored recall runs" in render_report([result], [run(1), run(2)])


def test_reason_coverage_table_marks_codes_under_twenty_per_language() -> None:
    result = copy.deepcopy(baseline("extraction"))
    result["reason_coverage"] = {
        "all": {"secret": 45, "timeout": 3},
        "en": {"secret": 25, "timeout": 3},
        "zh": {"secret": 20, "timeout": 0},
    }
    page = render_report([result])
    assert "Reason-code coverage" in page
    assert '<tr><td>secret</td><td class="num">45</td><td class="num">25</td>' in page
    assert '<td class="num bad">0</td>' in page and '<td class="num bad">3</td>' in page
    assert '<td class="num">20</td>' in page  # exactly the bar is not marked
    assert "Reason-code coverage" not in render_report([baseline("judge")])
