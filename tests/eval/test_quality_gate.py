"""CI gate: the rules baseline on the shipped datasets must not get worse than the committed baselines.

A change to a prompt, a gate or the rules baseline that makes a suite worse fails here. To accept a
change on purpose, re-baseline with `make baselines` and commit the new files.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sqlalchemy import Engine

from core.config.settings import Settings
from eval.gate import run_gate
from eval.run import run_suite

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("suite", ["extraction", "judge", "recall"])
def test_rules_baseline_holds(suite: str, engine: Engine, settings: Settings) -> None:
    result = run_suite(
        suite,
        ROOT / "datasets" / f"{suite}.jsonl",
        settings,  # type: ignore[arg-type]
        engine=engine,
        resamples=300,
        show_progress=False,
    )
    baseline = json.loads((ROOT / "eval" / "baselines" / f"rules-{suite}.json").read_text())
    checks = run_gate(baseline, result, resamples=300)
    failed = [f"{c.name}: {c.detail}" for c in checks if not c.passed]
    assert failed == [], "quality gate failed (re-baseline on purpose with `make baselines`)"
