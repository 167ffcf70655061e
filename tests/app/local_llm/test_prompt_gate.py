"""The prompt gate's trigger: a fingerprint of the prompt files (no model needed here)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.local_llm import prompt_gate
from app.local_llm.build import LocalLLMPaths
from app.local_llm.models import DEFAULT_LOCAL_MODEL, LOCAL_MODELS
from core.config.settings import load_settings


def test_the_fingerprint_changes_with_any_prompt_file(tmp_path: Path) -> None:
    (tmp_path / "extraction").mkdir()
    (tmp_path / "extraction" / "v1.md").write_text("one")
    first = prompt_gate.prompts_fingerprint(tmp_path)
    assert prompt_gate.prompts_fingerprint(tmp_path) == first
    (tmp_path / "extraction" / "v1.md").write_text("one ")
    assert prompt_gate.prompts_fingerprint(tmp_path) != first
    (tmp_path / "extraction" / "v1.md").write_text("one")
    (tmp_path / "judge").mkdir()
    (tmp_path / "judge" / "v1.md").write_text("")
    assert prompt_gate.prompts_fingerprint(tmp_path) != first


def test_unchanged_prompts_run_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    recorded = tmp_path / "PROMPTS.sha256"
    recorded.write_text(f"{prompt_gate.prompts_fingerprint()}  core/prompts/\n")
    monkeypatch.setattr(prompt_gate, "FINGERPRINT", recorded)
    run = prompt_gate.run_prompt_gate(
        load_settings(),
        LOCAL_MODELS.get(DEFAULT_LOCAL_MODEL),
        LocalLLMPaths(tmp_path / "nothing-built"),  # starting a server here would fail
    )
    assert not run.ran and run.passed and "made with" in run.why
    recorded.write_text("0" * 64 + "\n")
    monkeypatch.setattr(prompt_gate, "BASELINES", tmp_path / "no-baselines")
    missing = prompt_gate.run_prompt_gate(
        load_settings(), LOCAL_MODELS.get(DEFAULT_LOCAL_MODEL), LocalLLMPaths(tmp_path / "x")
    )
    assert missing.ran and not missing.passed and "--rebaseline" in missing.why


def test_the_committed_baselines_and_subsets_exist() -> None:
    model = LOCAL_MODELS.get(DEFAULT_LOCAL_MODEL)
    for suite, subset in prompt_gate.SUBSETS.items():
        assert subset.exists() and subset.read_text().count("\n") >= 15
        assert prompt_gate.baseline_path(model, suite).exists(), suite
    assert len(prompt_gate.recorded_fingerprint()) == 64
