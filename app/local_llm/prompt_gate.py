"""The prompt gate: a change to ``core/prompts/`` is measured with a real model before it lands.

The committed baselines under ``eval/baselines/local/`` were made with the default local model on
the fixed subsets in ``datasets/prompt-gate/``, and ``PROMPTS.sha256`` records the prompt files
they were made with. When the prompt files differ from that fingerprint, the gate serves the local
model, runs the extraction and judge suites on the subsets with the current prompts and compares
them with the baselines case by case (``eval.gate.run_gate``: the same tolerances and hard limits
as every gate, failed model calls included). When they match, nothing runs: CI stays as fast as
without it. ``--rebaseline`` makes new baselines and a new fingerprint, on purpose, after a prompt
change has passed.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.local_llm.build import LocalLLMPaths
from app.local_llm.models import LocalModel
from app.local_llm.serve import TIMEOUT_SECONDS, base_url, free_port, start
from core.config.settings import Settings
from eval.gate import Check, run_gate
from eval.run import run_suite
from eval.suites import SuiteName

ROOT = Path(__file__).resolve().parents[2]
PROMPTS = ROOT / "core" / "prompts"
BASELINES = ROOT / "eval" / "baselines" / "local"
FINGERPRINT = BASELINES / "PROMPTS.sha256"
SUBSETS: dict[SuiteName, Path] = {
    "extraction": ROOT / "datasets" / "prompt-gate" / "extraction.jsonl",
    "judge": ROOT / "datasets" / "prompt-gate" / "judge.jsonl",
}


def prompts_fingerprint(prompts: Path = PROMPTS) -> str:
    """sha256 over every prompt file's path and bytes, in path order."""
    digest = hashlib.sha256()
    for path in sorted(prompts.rglob("*.md")):
        digest.update(path.relative_to(prompts).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


def recorded_fingerprint() -> str:
    """The fingerprint the baselines were made with ("" when there are none)."""
    return FINGERPRINT.read_text(encoding="utf-8").split()[0] if FINGERPRINT.exists() else ""


def baseline_path(model: LocalModel, suite: str) -> Path:
    """The committed baseline of ``suite`` made with ``model``."""
    return BASELINES / f"{model.name}-{suite}.json"


def local_settings(settings: Settings, model: LocalModel, port: int) -> Settings:
    """``settings`` pointed at the local server (the openai provider, generous timeouts)."""
    llm = settings.llm.model_copy(
        update={
            "provider": "openai",
            "base_url": base_url(port),
            "model": model.name,
            "timeout_seconds": TIMEOUT_SECONDS,
        }
    )
    memory = settings.memory.model_copy(update={"extract_timeout_seconds": TIMEOUT_SECONDS})
    return settings.model_copy(update={"llm": llm, "memory": memory})


@dataclass
class GateRun:
    """What one prompt-gate run did."""

    ran: bool
    why: str
    checks: dict[str, list[Check]]
    results: dict[str, dict[str, Any]]

    @property
    def passed(self) -> bool:
        """No check failed (or nothing had to run)."""
        return all(c.passed for checks in self.checks.values() for c in checks)


def run_prompt_gate(
    settings: Settings,
    model: LocalModel,
    paths: LocalLLMPaths,
    *,
    rebaseline: bool = False,
    force: bool = False,
    say: Callable[[str], None] = print,
) -> GateRun:
    """Run the gate when the prompts changed (or ``force``), or make new baselines."""
    current, recorded = prompts_fingerprint(), recorded_fingerprint()
    if current == recorded and not (force or rebaseline):
        return GateRun(False, "the prompts are the ones the local baselines were made with", {}, {})
    missing = [s for s in SUBSETS if not baseline_path(model, s).exists()]
    if missing and not rebaseline:
        return GateRun(
            True,
            f"no local baseline for {', '.join(missing)}: make them with "
            "`ingat eval prompt-gate --rebaseline`",
            {s: [Check("baseline", False, "missing")] for s in missing},
            {},
        )
    port = free_port()
    server = start(model, paths, port, say, log=paths.root / "server.log")
    results: dict[str, dict[str, Any]] = {}
    checks: dict[str, list[Check]] = {}
    try:
        local = local_settings(settings, model, port)
        for suite, subset in SUBSETS.items():
            say(f"prompt gate: {suite} on {subset.name} with {model.name} …")
            results[suite] = run_suite(
                suite, subset, local, concurrency=1, show_progress=False, second_opinions=False
            )
    finally:
        server.terminate()
        server.wait(timeout=30)
    if rebaseline:
        BASELINES.mkdir(parents=True, exist_ok=True)
        for name, result in results.items():
            baseline_path(model, name).write_text(
                json.dumps(result, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
            )
        FINGERPRINT.write_text(f"{current}  core/prompts/\n", encoding="utf-8")
        return GateRun(True, "new local baselines written", {}, results)
    for name, result in results.items():
        baseline = json.loads(baseline_path(model, name).read_text(encoding="utf-8"))
        checks[name] = run_gate(baseline, result)
    return GateRun(True, "the prompts changed since the local baselines", checks, results)
