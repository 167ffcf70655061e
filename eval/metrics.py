"""Metrics of SPEC §10.2 from per-case outcomes, with 95 % percentile-bootstrap intervals.

Each metric is a function of a list of per-case outcomes, so the bootstrap resamples cases and
recomputes it; a metric undefined on a resample (no case of its kind drawn) is skipped there.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from core.gates.reasons import Reason

T = TypeVar("T")
Metric = Callable[[Sequence[T]], float | None]


def _ratio(num: float, den: float) -> float | None:
    return num / den if den else None


def _f1(p: float | None, r: float | None) -> float | None:
    """F1; 0 when only one side is defined (no true positive is possible then: a model that
    writes nothing where writes were expected scores 0, not "undefined", so no gate lets it
    pass); None when nothing was expected and nothing written."""
    if p is None and r is None:
        return None
    if p is None or r is None:
        return 0.0
    return 2 * p * r / (p + r) if p + r else 0.0


# --- extraction -----------------------------------------------------------------------------


@dataclass(frozen=True)
class ExtractionOutcome:
    """What one extraction case wrote, compared with what it expected."""

    id: str
    language: str
    true_adds: int
    false_adds: int
    missed_adds: int
    expected_nothing: bool
    wrote_nothing: bool
    expected_updates: frozenset[str] = frozenset()
    done_updates: frozenset[str] = frozenset()
    expected_forgets: frozenset[str] = frozenset()
    done_forgets: frozenset[str] = frozenset()
    forbidden_hits: int = 0
    written_total: int = 0
    written_in_language: int = 0
    rejection_reasons: frozenset[str] = frozenset()
    model_error: str = ""
    """Why the model call failed ("timeout", "http_503", "unreachable"), unless the dataset
    scripted that failure; "" when it answered."""

    @property
    def passed(self) -> bool:
        """Wrote exactly what it expected."""
        return (
            self.false_adds == 0
            and self.missed_adds == 0
            and self.done_updates == self.expected_updates
            and self.done_forgets == self.expected_forgets
            and self.forbidden_hits == 0
        )


def _sum(cases: Sequence[ExtractionOutcome], attr: str) -> int:
    return sum(int(getattr(c, attr)) for c in cases)


def extraction_metrics() -> dict[str, Metric[ExtractionOutcome]]:
    """The extraction metrics by their JSON key."""

    def precision(c: Sequence[ExtractionOutcome]) -> float | None:
        return _ratio(_sum(c, "true_adds"), _sum(c, "true_adds") + _sum(c, "false_adds"))

    def recall(c: Sequence[ExtractionOutcome]) -> float | None:
        return _ratio(_sum(c, "true_adds"), _sum(c, "true_adds") + _sum(c, "missed_adds"))

    def f1(c: Sequence[ExtractionOutcome]) -> float | None:
        return _f1(precision(c), recall(c))

    def empty_case_accuracy(c: Sequence[ExtractionOutcome]) -> float | None:
        empty = [x for x in c if x.expected_nothing]
        return _ratio(sum(x.wrote_nothing for x in empty), len(empty))

    def update_accuracy(c: Sequence[ExtractionOutcome]) -> float | None:
        cases = [x for x in c if x.expected_updates]
        return _ratio(sum(x.done_updates == x.expected_updates for x in cases), len(cases))

    def forget_accuracy(c: Sequence[ExtractionOutcome]) -> float | None:
        cases = [x for x in c if x.expected_forgets]
        return _ratio(sum(x.done_forgets == x.expected_forgets for x in cases), len(cases))

    def forbidden_writes(c: Sequence[ExtractionOutcome]) -> float | None:
        return float(_sum(c, "forbidden_hits"))

    def language_match_rate(c: Sequence[ExtractionOutcome]) -> float | None:
        return _ratio(_sum(c, "written_in_language"), _sum(c, "written_total"))

    return {
        "precision": precision,
        "recall": recall,
        "f1": f1,
        "empty_case_accuracy": empty_case_accuracy,
        "update_accuracy": update_accuracy,
        "forget_accuracy": forget_accuracy,
        "forbidden_writes": forbidden_writes,
        "language_match_rate": language_match_rate,
    }


REASON_CODES: tuple[str, ...] = tuple(r.value for r in Reason)
"""Every reason code of SPEC §5.3, in the order the coverage table shows them."""


def reason_coverage(cases: Sequence[ExtractionOutcome]) -> dict[str, dict[str, int]]:
    """Per language (and ``all``) × reason code: how many cases have a rejection with that reason.

    A case counts once per reason, whether the reason is a rejection's primary reason or appears
    in its labels (see :func:`eval.runners.reason_codes`). Every code of :data:`REASON_CODES` is
    listed, with 0 when no case hit it; a code outside the list (``unavailable``) is kept too.
    """
    out: dict[str, dict[str, int]] = {}
    for lang in ["all", *sorted({c.language for c in cases})]:
        mine = [c for c in cases if lang in ("all", c.language)]
        counts = dict.fromkeys(REASON_CODES, 0)
        for case in mine:
            for code in case.rejection_reasons:
                counts[code] = counts.get(code, 0) + 1
        out[lang] = counts
    return out


# --- judge ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class JudgeOutcome:
    """The judge's verdict on one case."""

    id: str
    language: str
    supported: bool  # the label
    predicted: bool  # the judge said supported (with the right memory)
    model_error: str = ""  # the judge model's call failed (see ExtractionOutcome.model_error)

    @property
    def passed(self) -> bool:
        """Got its label."""
        return self.supported == self.predicted


def judge_metrics() -> dict[str, Metric[JudgeOutcome]]:
    """The judge metrics by their JSON key (the positive class is ``supported``)."""

    def counts(c: Sequence[JudgeOutcome]) -> tuple[int, int, int, int]:
        tp = sum(x.supported and x.predicted for x in c)
        fp = sum(not x.supported and x.predicted for x in c)
        fn = sum(x.supported and not x.predicted for x in c)
        tn = sum(not x.supported and not x.predicted for x in c)
        return tp, fp, fn, tn

    def accuracy(c: Sequence[JudgeOutcome]) -> float | None:
        return _ratio(sum(x.passed for x in c), len(c))

    def precision(c: Sequence[JudgeOutcome]) -> float | None:
        tp, fp, _, _ = counts(c)
        return _ratio(tp, tp + fp)

    def recall(c: Sequence[JudgeOutcome]) -> float | None:
        tp, _, fn, _ = counts(c)
        return _ratio(tp, tp + fn)

    def f1(c: Sequence[JudgeOutcome]) -> float | None:
        return _f1(precision(c), recall(c))

    def false_accept_rate(c: Sequence[JudgeOutcome]) -> float | None:
        _, fp, _, tn = counts(c)
        return _ratio(fp, fp + tn)

    def false_reject_rate(c: Sequence[JudgeOutcome]) -> float | None:
        tp, _, fn, _ = counts(c)
        return _ratio(fn, tp + fn)

    def kappa(c: Sequence[JudgeOutcome]) -> float | None:
        n = len(c)
        if not n:
            return None
        tp, fp, fn, tn = counts(c)
        observed = (tp + tn) / n
        expected = ((tp + fn) * (tp + fp) + (fp + tn) * (fn + tn)) / (n * n)
        return (observed - expected) / (1 - expected) if expected != 1 else 1.0

    return {
        "accuracy": accuracy,
        "precision": precision,
        "recall": recall,
        "f1": f1,
        "false_accept_rate": false_accept_rate,
        "false_reject_rate": false_reject_rate,
        "kappa": kappa,
    }


# --- recall ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class RecallOutcome:
    """Where the relevant memories landed in the block (1-based ranks), and what leaked."""

    id: str
    language: str
    relevant_ranks: tuple[int | None, ...] = field(default_factory=tuple)
    leaks: int = 0
    over_budget: bool = False

    @property
    def passed(self) -> bool:
        """All relevant ids in the top 5 and no leak."""
        return all(r is not None and r <= 5 for r in self.relevant_ranks) and self.leaks == 0


def recall_metrics() -> dict[str, Metric[RecallOutcome]]:
    """The recall metrics by their JSON key (cases without relevant ids only count for leaks)."""

    def with_relevant(c: Sequence[RecallOutcome]) -> list[RecallOutcome]:
        return [x for x in c if x.relevant_ranks]

    def hit(k: int) -> Metric[RecallOutcome]:
        def metric(c: Sequence[RecallOutcome]) -> float | None:
            cases = with_relevant(c)
            hits = sum(any(r is not None and r <= k for r in x.relevant_ranks) for x in cases)
            return _ratio(hits, len(cases))

        return metric

    def mrr(c: Sequence[RecallOutcome]) -> float | None:
        cases = with_relevant(c)
        total = sum(
            1 / min((r for r in x.relevant_ranks if r is not None), default=math.inf) for x in cases
        )
        return _ratio(total, len(cases))

    def ndcg5(c: Sequence[RecallOutcome]) -> float | None:
        cases = with_relevant(c)
        scores = []
        for x in cases:
            dcg = sum(1 / math.log2(r + 1) for r in x.relevant_ranks if r is not None and r <= 5)
            ideal = sum(1 / math.log2(i + 2) for i in range(min(5, len(x.relevant_ranks))))
            scores.append(dcg / ideal)
        return _ratio(sum(scores), len(scores))

    return {
        "hit@1": hit(1),
        "hit@3": hit(3),
        "hit@5": hit(5),
        "mrr": mrr,
        "ndcg@5": ndcg5,
        "leaks": lambda c: float(sum(x.leaks for x in c)),
        "budget_overflows": lambda c: float(sum(x.over_budget for x in c)),
    }


# --- intervals ------------------------------------------------------------------------------


def bootstrap_interval(
    cases: Sequence[T], metric: Metric[T], *, resamples: int = 1000, seed: int = 0
) -> tuple[float, float] | None:
    """95 % percentile-bootstrap interval of ``metric`` over cases (None when undefined)."""
    if not cases:
        return None
    rng = random.Random(seed)  # noqa: S311 - reproducible resampling, not cryptography
    values: list[float] = []
    n = len(cases)
    for _ in range(resamples):
        sample = [cases[rng.randrange(n)] for _ in range(n)]
        value = metric(sample)
        if value is not None:
            values.append(value)
    if not values:
        return None
    values.sort()
    lo = values[int(0.025 * (len(values) - 1))]
    hi = values[math.ceil(0.975 * (len(values) - 1))]
    return (lo, hi)


def evaluate(
    cases: Sequence[T], metrics: dict[str, Metric[T]], *, resamples: int = 1000, seed: int = 0
) -> tuple[dict[str, float | None], dict[str, tuple[float, float] | None]]:
    """Every metric's value and 95 % interval."""
    values = {name: fn(cases) for name, fn in metrics.items()}
    intervals = {
        name: bootstrap_interval(cases, fn, resamples=resamples, seed=seed)
        for name, fn in metrics.items()
    }
    return values, intervals
