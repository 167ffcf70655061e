"""Metric formulas on hand-computed examples, the matcher, and bootstrap intervals."""

from __future__ import annotations

import math

import pytest

from eval.matching import match
from eval.metrics import (
    ExtractionOutcome,
    JudgeOutcome,
    RecallOutcome,
    bootstrap_interval,
    evaluate,
    extraction_metrics,
    judge_metrics,
    recall_metrics,
)


def ext(**kw: object) -> ExtractionOutcome:
    base: dict[str, object] = {
        "id": "x",
        "language": "en",
        "true_adds": 0,
        "false_adds": 0,
        "missed_adds": 0,
        "expected_nothing": False,
        "wrote_nothing": False,
    }
    base.update(kw)
    return ExtractionOutcome(**base)  # type: ignore[arg-type]


def test_extraction_metrics_by_hand() -> None:
    cases = [
        ext(true_adds=2, false_adds=1, missed_adds=0, written_total=3, written_in_language=3),
        ext(true_adds=0, false_adds=0, missed_adds=1),
        ext(expected_nothing=True, wrote_nothing=True),
        ext(
            expected_nothing=True,
            wrote_nothing=False,
            false_adds=1,
            forbidden_hits=1,
            written_total=1,
        ),
        ext(expected_updates=frozenset({"m1"}), done_updates=frozenset({"m1"})),
        ext(expected_forgets=frozenset({"m2"}), done_forgets=frozenset()),
    ]
    m = {k: f(cases) for k, f in extraction_metrics().items()}
    assert m["precision"] == pytest.approx(2 / 4)
    assert m["recall"] == pytest.approx(2 / 3)
    assert m["f1"] == pytest.approx(2 * 0.5 * (2 / 3) / (0.5 + 2 / 3))
    assert m["empty_case_accuracy"] == 0.5
    assert m["update_accuracy"] == 1.0 and m["forget_accuracy"] == 0.0
    assert m["forbidden_writes"] == 1.0
    assert m["language_match_rate"] == pytest.approx(3 / 4)
    assert [c.passed for c in cases] == [False, False, True, False, True, False]


def test_writing_nothing_where_writes_were_expected_is_f1_zero_and_fails_the_gate() -> None:
    """A model (or prompt) that writes nothing must not score "undefined": the gate would let it
    pass every F1 check (a degraded prompt that made a small model silent did)."""
    from eval.gate import run_gate
    from eval.run import outcome_json

    silent = [ext(id=f"c{i}", missed_adds=1, wrote_nothing=True) for i in range(20)]
    working = [ext(id=f"c{i}", true_adds=1, written_total=1) for i in range(20)]
    f1 = extraction_metrics()["f1"]
    assert f1(silent) == 0.0 and f1(working) == 1.0
    assert f1([ext(expected_nothing=True, wrote_nothing=True)]) is None

    def result(outcomes: list[ExtractionOutcome]) -> dict[str, object]:
        cases = [{"id": o.id, "outcome": outcome_json(o)} for o in outcomes]
        return {"suite": "extraction", "cases": cases}

    checks = run_gate(result(working), result(silent), resamples=200)
    assert "f1" in {c.name for c in checks if not c.passed}


def test_judge_metrics_and_kappa_by_hand() -> None:
    # tp=3, fn=1, fp=1, tn=5
    cases = (
        [JudgeOutcome("a", "en", True, True)] * 3
        + [JudgeOutcome("b", "en", True, False)]
        + [JudgeOutcome("c", "en", False, True)]
        + [JudgeOutcome("d", "en", False, False)] * 5
    )
    m = {k: f(cases) for k, f in judge_metrics().items()}
    assert m["accuracy"] == pytest.approx(0.8)
    assert m["precision"] == pytest.approx(0.75) and m["recall"] == pytest.approx(0.75)
    assert m["false_accept_rate"] == pytest.approx(1 / 6)
    assert m["false_reject_rate"] == pytest.approx(1 / 4)
    po, pe = 0.8, (4 * 4 + 6 * 6) / 100
    assert m["kappa"] == pytest.approx((po - pe) / (1 - pe))


def test_recall_metrics_by_hand() -> None:
    cases = [
        RecallOutcome("a", "en", (1,)),
        RecallOutcome("b", "en", (3, None)),
        RecallOutcome("c", "en", (None,), leaks=1, over_budget=True),
        RecallOutcome("d", "en", (), leaks=0),
    ]
    m = {k: f(cases) for k, f in recall_metrics().items()}
    assert m["hit@1"] == pytest.approx(1 / 3)
    assert m["hit@3"] == pytest.approx(2 / 3) and m["hit@5"] == pytest.approx(2 / 3)
    assert m["mrr"] == pytest.approx((1 + 1 / 3 + 0) / 3)
    ideal2 = 1 + 1 / math.log2(3)
    assert m["ndcg@5"] == pytest.approx((1 + (1 / math.log2(4)) / ideal2 + 0) / 3)
    assert m["leaks"] == 1 and m["budget_overflows"] == 1
    assert [c.passed for c in cases] == [True, False, False, True]


def test_bootstrap_intervals_bracket_the_value_and_are_reproducible() -> None:
    cases = [JudgeOutcome(str(i), "en", i % 3 != 0, i % 4 != 0) for i in range(60)]
    values, intervals = evaluate(cases, judge_metrics(), resamples=400, seed=3)
    for name, value in values.items():
        lo_hi = intervals[name]
        assert lo_hi is not None and value is not None
        assert lo_hi[0] <= value <= lo_hi[1], name
    assert evaluate(cases, judge_metrics(), resamples=400, seed=3)[1] == intervals
    constant = [JudgeOutcome("x", "en", True, True)] * 10
    assert bootstrap_interval(constant, judge_metrics()["accuracy"]) == (1.0, 1.0)
    assert bootstrap_interval([], judge_metrics()["accuracy"]) is None


def test_matcher_is_one_to_one_and_multilingual() -> None:
    written = [
        "Prefers short answers in Indonesian.",
        "喜欢吃桃子。",
        "Works on banking regulation.",
    ]
    expected = ["喜欢吃桃子", "Prefers short answers in Indonesian", "Lebih suka tabel."]
    assert match(written, expected) == [(0, 1), (1, 0)]
    assert match(
        ["Prefers short answers."], ["Prefers short answers.", "Prefers short answers!"]
    ) == [(0, 0)]
    assert match([], expected) == []
