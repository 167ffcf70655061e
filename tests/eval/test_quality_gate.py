"""CI gate: the rules baseline on the shipped datasets must not get worse than the committed baselines.

A change to a prompt, a gate or the rules baseline that makes a suite worse fails here. To accept a
change on purpose, re-baseline with `make baselines` and commit the new files.
"""

from __future__ import annotations

import json

import pytest
from sqlalchemy import Engine

from core.config.settings import Settings
from eval.gate import run_gate
from eval.suites import SUITES
from tests.eval.shipped import ROOT, shipped_result


@pytest.mark.parametrize("suite", SUITES.names)
def test_rules_baseline_holds(suite: str, engine: Engine, settings: Settings) -> None:
    result = shipped_result(suite, engine, settings)
    baseline = json.loads((ROOT / "eval" / "baselines" / f"rules-{suite}.json").read_text())
    checks = run_gate(baseline, result, resamples=300)
    failed = [f"{c.name}: {c.detail}" for c in checks if not c.passed]
    assert failed == [], "quality gate failed (re-baseline on purpose with `make baselines`)"
