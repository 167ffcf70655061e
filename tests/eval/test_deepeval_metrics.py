"""deepeval metrics decide as the eval gate does; GEval runs through core's LLM adapter."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
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
from eval.gate import run_gate
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


Mutation = Callable[[dict[str, Any]], None]


def _accept_every_unsupported(o: dict[str, Any]) -> None:
    if not o["supported"]:
        o["predicted"] = True


def _accept_one_unsupported(o: dict[str, Any]) -> None:
    """Accepts the first unsupported sentence the baseline rejected, and nothing else."""
    first = next(
        c["id"]
        for c in baseline("judge")["cases"]
        if not c["outcome"]["supported"] and not c["outcome"]["predicted"]
    )
    if o["id"] == first:
        o["predicted"] = True


def _miss_every_add(o: dict[str, Any]) -> None:
    o["missed_adds"] += o["true_adds"]
    o["true_adds"] = 0


def _rank_last(o: dict[str, Any]) -> None:
    o["relevant_ranks"] = [9 for _ in o["relevant_ranks"]]


def worsened(suite: str, mutate: Mutation, cases: int | None = None) -> dict[str, Any]:
    """The committed baseline with the outcomes of its first ``cases`` cases (all by default)
    changed by ``mutate``, and its metrics recomputed from the cases as ``ingat eval run`` does."""
    result = copy.deepcopy(baseline(suite))
    for case in result["cases"][:cases]:
        mutate(case["outcome"])
    definition = SUITES.get(suite)
    outcomes = [definition.outcome_from_json(c["outcome"]) for c in result["cases"]]
    for name, fn in definition.metrics().items():
        if name in result["metrics"]:
            result["metrics"][name] = fn(outcomes)
    return result


@pytest.mark.parametrize(
    ("suite", "metric", "mutate", "cases"),
    [
        ("extraction", "f1", _miss_every_add, None),
        ("extraction", "forbidden_writes", lambda o: o.update(forbidden_hits=1), 1),  # a hard limit
        ("judge", "false_accept_rate", _accept_every_unsupported, None),
        ("recall", "leaks", lambda o: o.update(leaks=1), 1),
        ("recall", "mrr", _rank_last, None),
    ],
)
def test_a_metric_worse_beyond_its_tolerance_fails_the_regression(
    suite: str, metric: str, mutate: Mutation, cases: int | None
) -> None:
    worse = worsened(suite, mutate, cases)
    with pytest.raises(AssertionError, match=f"ingat {metric}"):
        assert_test(result_test_case(worse), regression_metrics(suite), run_async=False)
    [m] = [m for m in regression_metrics(suite) if m.metric == metric][:1]
    m.measure(result_test_case(worse))
    assert not m.is_successful()


@pytest.mark.parametrize(
    ("suite", "mutate", "cases", "regression"),
    [
        ("judge", _accept_every_unsupported, None, True),
        ("judge", _accept_one_unsupported, None, False),  # one wrong accept: within the noise
        ("extraction", _miss_every_add, None, True),
        ("extraction", _miss_every_add, 3, False),
        ("recall", _rank_last, None, True),
        ("recall", _rank_last, 2, False),
    ],
)
def test_the_regression_suite_decides_as_the_eval_gate(
    suite: str, mutate: Mutation, cases: int | None, regression: bool
) -> None:
    """One rule for both front ends: a change the gate calls noise passes here too, a change it
    fails fails here, metric by metric."""
    candidate = worsened(suite, mutate, cases)
    gate = {c.name: c.passed for c in run_gate(baseline(suite), candidate)}
    for m in regression_metrics(suite):
        m.measure(result_test_case(candidate))
        name = m.metric if m.baseline is not None else f"{m.metric} (hard limit)"
        assert m.is_successful() == gate[name], (m.metric, m.reason)
    assert all(gate.values()) != regression


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
