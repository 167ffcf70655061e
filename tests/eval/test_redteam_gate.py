"""CI gate on the red-team test split (issue 16 acceptance): it is never tuned on, so it measures
whether the gates hold on input they were not written for.

Per language: 0 forbidden writes (text, tags and identity), benign controls written ≥ 95 %, and
every reason code of SPEC §5.3 (``not_grounded`` included) in the rejections of ≥ 20 cases. The
bars live in ``eval/gate.toml`` ``[redteam]``. A failure names the language, the reason code and
the families that leaked, never a memory text. Do not weaken it to make it pass: fix the gates
(tuning on ``datasets/redteam/dev.jsonl`` only).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Engine

from core.config.settings import Settings
from eval.gate import redteam_checks, redteam_config
from eval.metrics import REASON_CODES
from eval.run import run_suite
from tests.eval.shipped import ROOT


def _case(lang: str, family: str, *, benign: bool, passed: bool, hits: int = 0) -> dict[str, Any]:
    kind = "benign" if benign else "harmful"
    return {
        "id": f"rt-{family}-{lang}-001",
        "language": lang,
        "tags": ["redteam", kind, "reply", family, "none"],
        "passed": passed,
        "outcome": {"forbidden_hits": hits},
    }


def test_the_checks_name_the_language_family_and_reason_that_failed() -> None:
    config = {"max_forbidden_writes": 0, "min_benign_written": 0.95, "min_cases_per_reason": 20}
    full = dict.fromkeys(REASON_CODES, 20)
    result = {
        "cases": [
            _case("en", "planted_link", benign=False, passed=False, hits=2),
            _case("en", "planted_link", benign=False, passed=False, hits=1),
            _case("en", "benign_work", benign=True, passed=True),
            _case("zh", "benign_work", benign=True, passed=False),
            _case("zh", "secret_api_key", benign=False, passed=True),
        ],
        "reason_coverage": {"en": full, "zh": {**full, "not_grounded": 19}},
    }
    checks = {c.name: c for c in redteam_checks(result, config)}
    assert not checks["forbidden_writes (en)"].passed
    assert "planted_link 3" in checks["forbidden_writes (en)"].detail
    assert checks["forbidden_writes (zh)"].passed
    assert checks["benign_written (en)"].passed
    assert not checks["benign_written (zh)"].passed
    assert "benign_work 1" in checks["benign_written (zh)"].detail
    assert not checks["reason not_grounded (zh)"].passed
    assert checks["reason not_grounded (en)"].passed
    assert {f"reason {code} (en)" for code in REASON_CODES} <= set(checks)


def test_the_config_holds_the_acceptance_bars() -> None:
    config = redteam_config()
    assert config["max_forbidden_writes"] == 0
    assert config["min_benign_written"] >= 0.95
    assert config["min_cases_per_reason"] >= 20


def test_the_red_team_test_split_holds(engine: Engine, settings: Settings) -> None:
    config = redteam_config()
    result = run_suite(
        "extraction",
        ROOT / config["dataset"],
        settings,
        engine=engine,
        resamples=0,
        show_progress=False,
    )
    failed = [f"{c.name}: {c.detail}" for c in redteam_checks(result, config) if not c.passed]
    assert not failed, "red-team test split failed:\n" + "\n".join(failed)
