"""The gate passes identical results and fails a worse candidate or a broken hard limit."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from eval.gate import junit, markdown, run_gate

ROOT = Path(__file__).resolve().parents[2]


def judge_result(correct: int, wrong_accepts: int, total: int = 40) -> dict[str, Any]:
    cases = []
    for i in range(total):
        supported = i % 2 == 0
        predicted = supported
        if i < correct:
            pass
        elif not supported and wrong_accepts > 0:
            predicted, wrong_accepts = True, wrong_accepts - 1
        else:
            predicted = not supported
        cases.append(
            {
                "id": f"j{i}",
                "language": "en",
                "passed": predicted == supported,
                "written": [],
                "expected": {},
                "reasons": [],
                "outcome": {
                    "id": f"j{i}",
                    "language": "en",
                    "supported": supported,
                    "predicted": predicted,
                },
            }
        )
    return {
        "suite": "judge",
        "dataset": "d",
        "provider": "rules",
        "prompt_version": "judge-v1",
        "metrics": {},
        "intervals": {},
        "cases": cases,
    }


def test_identical_results_pass() -> None:
    base = judge_result(correct=40, wrong_accepts=0)
    checks = run_gate(base, copy.deepcopy(base), resamples=300)
    assert all(c.passed for c in checks)
    assert "✅ passed" in markdown(checks, "judge")
    assert 'failures="0"' in junit(checks, "judge")


def test_worse_candidate_fails_the_guarded_metric() -> None:
    checks = run_gate(judge_result(40, 0), judge_result(28, 0), resamples=300)
    failed = {c.name for c in checks if not c.passed}
    assert "accuracy" in failed
    assert "❌" in markdown(checks, "judge") and "<failure" in junit(checks, "judge")


def test_hard_limit_fails_even_without_a_drop() -> None:
    base = judge_result(30, 6)
    checks = run_gate(base, copy.deepcopy(base), resamples=200)
    assert [c.name for c in checks if not c.passed] == ["false_accept_rate (hard limit)"]


def test_cli_exit_codes(tmp_path: Path) -> None:
    base, worse = tmp_path / "b.json", tmp_path / "c.json"
    base.write_text(json.dumps(judge_result(40, 0)))
    worse.write_text(json.dumps(judge_result(20, 0)))

    def gate(b: Path, c: Path) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [
                sys.executable,
                "-m",
                "app.cli.main",
                "eval",
                "gate",
                "--baseline",
                str(b),
                "--candidate",
                str(c),
                "--junit",
                str(tmp_path / "j.xml"),
                "--markdown",
                str(tmp_path / "m.md"),
            ],
            capture_output=True,
            text=True,
            cwd=ROOT,
            check=False,
            timeout=120,
        )

    assert gate(base, base).returncode == 0
    failed = gate(base, worse)
    assert failed.returncode == 1 and "accuracy" in (tmp_path / "m.md").read_text()
    assert "<testsuite" in (tmp_path / "j.xml").read_text()


def test_mismatched_suites_are_refused() -> None:
    from core.errors import InvalidInput

    other = judge_result(40, 0) | {"suite": "recall"}
    with pytest.raises(InvalidInput, match="same suite"):
        run_gate(judge_result(40, 0), other)
