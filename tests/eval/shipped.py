"""The shipped datasets run once per test session (several test files check the same results)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import Engine

from core.config.settings import EmbeddingSettings, Settings
from eval.run import run_suite

ROOT = Path(__file__).resolve().parents[2]
_RESULTS: dict[str, dict[str, Any]] = {}


def shipped_result(suite: str, engine: Engine, settings: Settings) -> dict[str, Any]:
    """The rules baseline's result on ``datasets/<suite>.jsonl`` (computed once per session),
    with the default embedder as ``make baselines`` runs it (the test session's own is hashing)."""
    if suite not in _RESULTS:
        default = settings.model_copy(update={"embedding": EmbeddingSettings()})
        _RESULTS[suite] = run_suite(
            suite,  # type: ignore[arg-type]
            ROOT / "datasets" / f"{suite}.jsonl",
            default,
            engine=engine,
            resamples=300,
            show_progress=False,
        )
    return _RESULTS[suite]


def extraction_result(dataset: str, engine: Engine, settings: Settings) -> dict[str, Any]:
    """The extraction suite's result on ``dataset`` (a path under the repository), without
    bootstrap resamples: what the held-out blind sets are gated on."""
    return run_suite(
        "extraction", ROOT / dataset, settings, engine=engine, resamples=0, show_progress=False
    )
