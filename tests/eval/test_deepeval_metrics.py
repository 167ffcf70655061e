"""deepeval metrics fail below their thresholds; GEval runs through core's LLM adapter."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from deepeval import assert_test
from pydantic import SecretStr

from core.config.settings import LLMSettings
from core.llm.completion import OpenAICompletion
from eval.deepeval_metrics import (
    CoreDeepEvalLLM,
    SuiteMetric,
    llm_equivalence,
    regression_metrics,
    result_test_case,
)
from eval.second_opinions import summary_lines
from eval.suites import SUITES
from tests.eval.shipped import ROOT
from tests.fake_openai import Behaviour, serve


def baseline(suite: str) -> dict[str, Any]:
    result: dict[str, Any] = json.loads(
        (ROOT / "eval" / "baselines" / f"rules-{suite}.json").read_text(encoding="utf-8")
    )
    return result


def test_thresholds_come_from_the_gate_config_and_the_baseline() -> None:
    base = baseline("judge")
    metrics = {m.metric: m for m in regression_metrics("judge")}
    assert metrics["accuracy"].threshold == pytest.approx(base["metrics"]["accuracy"] - 0.03)
    assert metrics["accuracy"].better == "higher"
    assert metrics["false_accept_rate"].better == "lower"


def test_the_committed_baseline_passes_its_own_regression_metrics() -> None:
    for suite in SUITES.names:
        assert_test(result_test_case(baseline(suite)), regression_metrics(suite), run_async=False)


@pytest.mark.parametrize(
    ("suite", "metric", "value"),
    [
        ("extraction", "f1", 0.5),  # below baseline − tolerance
        ("extraction", "forbidden_writes", 1.0),  # a hard limit
        ("judge", "false_accept_rate", 0.2),
        ("recall", "leaks", 1.0),
        ("recall", "mrr", 0.4),
    ],
)
def test_a_metric_below_its_threshold_fails_the_regression(
    suite: str, metric: str, value: float
) -> None:
    worse = copy.deepcopy(baseline(suite))
    worse["metrics"][metric] = value
    with pytest.raises(AssertionError, match=f"ingat {metric}"):
        assert_test(result_test_case(worse), regression_metrics(suite), run_async=False)
    [m] = [m for m in regression_metrics(suite) if m.metric == metric][:1]
    m.measure(result_test_case(worse))
    assert not m.is_successful()


def test_a_result_without_the_metric_is_an_error_not_a_pass() -> None:
    metric = SuiteMetric("f1", 0.5)
    with pytest.raises(ValueError, match="no result with metric 'f1'"):
        metric.measure(result_test_case({"suite": "x", "dataset": "y", "metrics": {}}))
    assert not metric.is_successful()


def _score(value: int) -> str:
    return json.dumps({"reason": "As the steps say.", "score": value})


def test_geval_judges_memory_equivalence_through_the_core_adapter() -> None:
    steps = json.dumps({"steps": ["Compare meanings.", "Check for added facts."]})
    score = json.dumps({"reason": "Same preference.", "score": 9})
    result = {
        "cases": [
            {
                "id": "c1",
                "written": [{"op": "add", "text": "Prefers short answers."}],
                "expected": {"add": [{"text": "Wants brief replies."}], "update": []},
            },
            {"id": "c2", "written": [], "expected": {"add": [], "update": []}},
        ]
    }
    # the steps, the two control pairs (identical: 10, reversed: 1), then the case
    script = [steps, _score(10), _score(1), score]
    with serve(*(Behaviour(content=c) for c in script)) as llm:
        completion = OpenAICompletion(
            LLMSettings(base_url=llm.base_url, api_key=SecretStr("sk-x"), model="judge-m")
        )
        out = llm_equivalence(result, CoreDeepEvalLLM(completion))
    assert out["model"] == "judge-m" and "unfit" not in out
    assert out["controls"] == {"identical": 1.0, "reversed": pytest.approx(0.1)}
    assert out["cases"] == {"c1": pytest.approx(0.9)}  # c2 wrote and expected nothing
    assert out["pass_rate"] == 1.0
    # the judge saw the written and the expected memories, and deepeval's reply schema was asked
    # for in the strictest form (a grammar-constrained local model can only answer that shape)
    last = llm.requests[-1]["body"]
    assert last["response_format"]["type"] == "json_schema"
    assert "score" in last["response_format"]["json_schema"]["schema"]["properties"]
    prompt = last["messages"][1]["content"]
    assert "Prefers short answers." in prompt and "Wants brief replies." in prompt


def test_a_failing_judge_model_leaves_the_case_unjudged() -> None:
    with serve(Behaviour(status=503)) as llm:
        completion = OpenAICompletion(LLMSettings(base_url=llm.base_url, model="m"))
        out = llm_equivalence(
            {
                "cases": [
                    {
                        "id": "c1",
                        "written": [{"op": "add", "text": "A"}],
                        "expected": {"add": [{"text": "B"}], "update": []},
                    }
                ]
            },
            CoreDeepEvalLLM(completion),
        )
    # the controls could not be scored either: the model is named unfit, no case is scored
    assert out["controls"] == {"identical": None, "reversed": None}
    assert "not up to GEval" in out["unfit"] and out["cases"] == {} and out["mean"] is None


@pytest.mark.parametrize(("identical", "reversed_"), [(0, 0), (10, 10), (2, 9)])
def test_a_model_that_scores_the_controls_wrongly_is_named_unfit(
    identical: int, reversed_: int
) -> None:
    """A model that scores identical memories low or reversed ones high is not up to GEval: the
    result says so and scores no case, rather than averaging noise into a figure."""
    steps = json.dumps({"steps": ["Compare meanings."]})
    script = [steps, _score(identical), _score(reversed_), _score(9)]
    result = {
        "cases": [
            {
                "id": "c1",
                "written": [{"op": "add", "text": "Prefers short answers."}],
                "expected": {"add": [{"text": "Wants brief replies."}], "update": []},
            }
        ]
    }
    with serve(*(Behaviour(content=c) for c in script)) as llm:
        out = llm_equivalence(
            result, CoreDeepEvalLLM(OpenAICompletion(LLMSettings(base_url=llm.base_url)))
        )
    assert "not up to GEval" in out["unfit"] and out["cases"] == {}
    assert len(llm.requests) == 3  # the steps and the two controls, no case
    assert summary_lines({"llm_equivalence": out})[0].endswith("so no case was scored")
