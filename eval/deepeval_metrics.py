"""deepeval integration (SPEC §10.3): our metrics as deepeval metrics, and GEval over core's LLM.

- :class:`SuiteMetric` is one §10.2 metric of a suite result as a deepeval ``BaseMetric`` that
  decides as ``ingat eval gate`` does (:mod:`eval.gate`: worse than the baseline beyond the
  tolerance with 95 % confidence, case-paired; or a hard limit broken), so a regression suite runs
  under plain pytest and under ``deepeval test run``.
- :class:`CoreDeepEvalLLM` is a ``DeepEvalBaseLLM`` over core's completion interface: deepeval's
  model calls use the configured endpoint, timeouts and Langfuse tracing.
- :func:`memory_equivalence` asks GEval, with that model, whether the memories an extraction case
  wrote mean the same as the ones it expected — a second matcher beside the deterministic one.

Import this module only with the ``eval`` extra installed (deepeval is heavy).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from deepeval.metrics import BaseMetric, GEval
from deepeval.models import DeepEvalBaseLLM
from deepeval.test_case import LLMTestCase, SingleTurnParams
from pydantic import BaseModel

from core.llm.completion import Completion
from eval.gate import gate_config, guarded_check, paired_outcomes

BASELINES = Path(__file__).resolve().parent / "baselines"


class SuiteMetric(BaseMetric):  # type: ignore[no-untyped-call]
    """One metric of a suite result (carried in ``additional_metadata["result"]``).

    With a ``baseline`` result and its guarded ``rule`` of the gate config, success is the gate's
    case-paired decision (:func:`eval.gate.guarded_check`) and ``threshold`` (baseline ∓
    tolerance) is what deepeval shows; without them, the metric's value is held to
    ``threshold`` (a hard limit, or a bare threshold)."""

    def __init__(
        self,
        metric: str,
        threshold: float,
        better: str = "higher",
        *,
        baseline: dict[str, Any] | None = None,
        rule: dict[str, Any] | None = None,
    ) -> None:
        self.metric = metric
        self.threshold: float = threshold
        self.better = better
        self.baseline = baseline
        self.rule = rule
        self.async_mode = False
        self.strict_mode = False
        self.include_reason = True
        self.evaluation_model = "ingat (deterministic)"
        self.score: float | None = None
        self.success: bool | None = None
        self.reason: str | None = None
        self.error: str | None = None

    @property
    def __name__(self) -> str:  # deepeval reports metrics by this name
        return f"ingat {self.metric}"

    def measure(self, test_case: LLMTestCase, *args: Any, **kwargs: Any) -> float:
        """The metric's value in the case's result; success by the gate's rule."""
        result = (test_case.additional_metadata or {}).get("result")
        if not isinstance(result, dict) or self.metric not in result.get("metrics", {}):
            self.error = f"the test case carries no result with metric {self.metric!r}"
            self.success = False
            raise ValueError(self.error)
        value = result["metrics"][self.metric]
        self.score = float(value) if value is not None else float("nan")
        if self.baseline is not None and self.rule is not None:
            paired = paired_outcomes(self.baseline, result)
            check = guarded_check(str(result["suite"]), self.rule, paired)
            self.success, self.reason = check.passed, f"{self.metric}: {check.detail}"
            return self.score
        if self.better == "higher":
            self.success = value is not None and self.score >= self.threshold
            relation = ">="
        else:
            self.success = value is not None and self.score <= self.threshold
            relation = "<="
        self.reason = f"{self.metric} = {self.score:.3f}, needs {relation} {self.threshold:.3f}"
        return self.score

    async def a_measure(self, test_case: LLMTestCase, *args: Any, **kwargs: Any) -> float:
        """Same as :meth:`measure` (nothing to await)."""
        return self.measure(test_case)

    def is_successful(self) -> bool:
        """Whether the last measure passed."""
        return bool(self.success) and self.error is None


def regression_metrics(suite: str, baseline: dict[str, Any] | None = None) -> list[SuiteMetric]:
    """The gate's guarded metrics (against ``baseline``, the committed one by default) and hard
    limits as deepeval metrics."""
    config = gate_config(suite)
    if baseline is None:
        baseline = json.loads((BASELINES / f"rules-{suite}.json").read_text(encoding="utf-8"))
    metrics: list[SuiteMetric] = []
    for g in config.get("guarded", []):
        base = baseline["metrics"][g["metric"]]
        if base is None:
            continue
        sign = -1 if g["better"] == "higher" else 1
        threshold = base + sign * g["tolerance"]
        metrics.append(SuiteMetric(g["metric"], threshold, g["better"], baseline=baseline, rule=g))
    for h in config.get("hard", []):
        metrics.append(SuiteMetric(h["metric"], float(h["max"]), "lower"))
    return metrics


def result_test_case(result: dict[str, Any]) -> LLMTestCase:
    """A deepeval test case carrying a suite result."""
    return LLMTestCase(
        input=f"ingat eval run --suite {result['suite']} --dataset {result['dataset']}",
        actual_output=json.dumps(result["metrics"], sort_keys=True),
        additional_metadata={"result": result},
    )


class CoreDeepEvalLLM(DeepEvalBaseLLM):  # type: ignore[no-untyped-call]
    """deepeval's model interface over core's completion interface."""

    def __init__(self, completion: Completion) -> None:
        self._completion = completion
        super().__init__(completion.model)

    def load_model(self, *args: Any, **kwargs: Any) -> Completion:  # type: ignore[override]
        """The wrapped completion (deepeval calls this from its constructor)."""
        return self._completion

    def generate(self, prompt: str, schema: type[BaseModel] | None = None, **_: Any) -> Any:
        """A reply to ``prompt``; parsed into ``schema`` when deepeval asks for one."""
        if schema is None:
            return self._completion.complete("You are a careful evaluator.", prompt)
        text = self._completion.complete(
            "You are a careful evaluator. Reply with one JSON object only.",
            prompt + "\n\nJSON schema of the reply:\n" + json.dumps(schema.model_json_schema()),
            schema=schema.model_json_schema(),
        )
        return schema.model_validate_json(text)

    async def a_generate(self, prompt: str, schema: type[BaseModel] | None = None, **_: Any) -> Any:
        """Same as :meth:`generate`."""
        return self.generate(prompt, schema)

    def get_model_name(self, *args: Any, **kwargs: Any) -> str:
        """The model name."""
        return self._completion.model


EQUIVALENCE_CRITERIA = (
    "The actual output lists long-term memories an assistant wrote about a user, one per line; "
    "the expected output lists the memories a careful reviewer expected. Judge whether they state "
    "the same facts and preferences about the user, in any wording or language: every expected "
    "memory has an actual memory with the same meaning, nothing contradicts, and no actual memory "
    "adds a fact the expected ones do not state. Two empty lists are equivalent."
)


def memory_equivalence(model: DeepEvalBaseLLM, threshold: float = 0.5) -> GEval:
    """GEval judging semantic equivalence of written and expected memories."""
    return GEval(
        name="memory equivalence",
        criteria=EQUIVALENCE_CRITERIA,
        evaluation_params=[SingleTurnParams.ACTUAL_OUTPUT, SingleTurnParams.EXPECTED_OUTPUT],
        model=model,
        threshold=threshold,
        async_mode=False,
    )


# Two pairs whose answer is known: a model that scores them wrongly is not up to GEval, and its
# scores on the real cases would mean nothing.
CONTROLS = (
    ("identical", "Prefers answers as bullet points.", "Prefers answers as bullet points.", True),
    (
        "reversed",
        "Does not want bullet points in answers.",
        "Prefers answers as bullet points.",
        False,
    ),
)


def _score(metric: GEval, written: list[str], wanted: list[str], case_id: str) -> float | None:
    test_case = LLMTestCase(
        input=case_id,
        actual_output="\n".join(written) or "(none)",
        expected_output="\n".join(wanted) or "(none)",
    )
    try:
        return float(metric.measure(test_case))
    except Exception:  # a judge failure is a missing score, never a crash
        return None


def llm_equivalence(result: dict[str, Any], model: DeepEvalBaseLLM) -> dict[str, Any]:
    """GEval over every extraction case of ``result``: mean score, pass rate, per case.

    The :data:`CONTROLS` run first; when the model scores either on the wrong side of the
    threshold, no case is scored and ``unfit`` says why (a model not up to GEval is named, never
    averaged into a figure).
    """
    threshold = 0.5
    metric = memory_equivalence(model, threshold)
    controls = {
        name: _score(metric, [written], [wanted], f"control {name}")
        for name, written, wanted, _ in CONTROLS
    }
    wrong = [
        name
        for name, _, _, equivalent in CONTROLS
        if (score := controls[name]) is None or (score >= threshold) != equivalent
    ]
    out: dict[str, Any] = {"model": model.get_model_name(), "controls": controls}
    if wrong:
        return out | {
            "mean": None,
            "pass_rate": None,
            "unjudged": 0,
            "cases": {},
            "unfit": f"the model scored the {' and '.join(wrong)} control pair wrongly "
            f"({', '.join(f'{k} {v}' for k, v in controls.items())}); it is not up to GEval, "
            "so no case was scored",
        }
    per_case: dict[str, float | None] = {}
    for case in result["cases"]:
        written = [w["text"] for w in case["written"] if w.get("op") in ("add", "update")]
        expected = case["expected"] or {}
        wanted = [a["text"] for a in expected.get("add", [])]
        wanted += [u["text"] for u in expected.get("update", [])]
        if not written and not wanted:
            continue  # nothing to compare; the deterministic metrics cover empty cases
        per_case[case["id"]] = _score(metric, written, wanted, case["id"])
    scores = [s for s in per_case.values() if s is not None]
    return out | {
        "mean": sum(scores) / len(scores) if scores else None,
        "pass_rate": sum(s >= threshold for s in scores) / len(scores) if scores else None,
        "unjudged": sum(s is None for s in per_case.values()),
        "cases": per_case,
    }
