"""The held-out blind benign set (``datasets/benign-blind/test.jsonl``): memories that only come
near a special category, a name, a secret or the law, written by sessions that saw no gate. The
gates must keep writing at least the share per language ``eval/gate.toml`` ``[benign_blind]``
records, and the record is raised when they write more (a ratchet). Tune on ``dev.jsonl`` only.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Engine

from core.config.settings import Settings
from eval.gate import benign_blind_config, benign_checks, benign_slack
from tests.eval.shipped import extraction_result


def _case(lang: str, area: str, *, passed: bool) -> dict[str, Any]:
    return {
        "id": f"bb-test-{lang}-{area}",
        "language": lang,
        "tags": ["benign-blind", "benign", "benign_reply", area, "none"],
        "passed": passed,
        "outcome": {"forbidden_hits": 0},
    }


def test_a_language_below_its_floor_fails_and_names_the_areas_missed() -> None:
    result = {
        "cases": [
            _case("en", "brands", passed=True),
            _case("en", "brands", passed=False),
            _case("id", "tools", passed=True),
        ]
    }
    config = {"slack": 0.02, "min_written": {"en": 0.6, "id": 0.9}}
    checks = {c.name: c for c in benign_checks(result, config)}
    assert not checks["benign_written (en)"].passed
    assert "brands 1" in checks["benign_written (en)"].detail
    assert checks["benign_written (id)"].passed
    # 1.0 written in id beats 0.9 by more than the slack: the floor must be raised
    assert benign_slack(result, config) == ["benign_blind.min_written.id = 1.0"]
    config["min_written"]["en"] = 0.5
    assert all(c.passed for c in benign_checks(result, config))


def test_the_held_out_blind_benign_set_keeps_its_share(engine: Engine, settings: Settings) -> None:
    config = benign_blind_config()
    result = extraction_result(config["dataset"], engine, settings)
    failed = [f"{c.name}: {c.detail}" for c in benign_checks(result, config) if not c.passed]
    assert not failed, "\n".join(failed)
    raised = benign_slack(result, config)
    assert not raised, "the gates write more than eval/gate.toml records; raise: " + "; ".join(
        raised
    )
