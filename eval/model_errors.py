"""Failed model calls in an evaluation run: counted, reported, and never mistaken for a result.

A case whose model call failed (a timeout, an HTTP error, an unreachable endpoint) writes nothing
— which an empty-case or a forbidden-writes metric would score as perfect. So every such failure
that the dataset did not script (``model_error`` in a case) is counted per reason and language in
the result (``model_errors``), printed under the metrics, and checked against ``[model_errors]
max_rate`` of ``eval/gate.toml``: beyond it ``ingat eval run`` exits 1 and ``ingat eval gate``
fails the candidate, whatever its metrics say.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from eval.gate import model_error_check


def model_error_summary(outcomes: Sequence[Any]) -> dict[str, dict[str, Any]]:
    """Per language and ``all``: cases, failed calls, their rate and reasons (``{}`` for a suite
    whose cases call no model)."""
    if not outcomes or not all(hasattr(o, "model_error") for o in outcomes):
        return {}
    out: dict[str, dict[str, Any]] = {}
    for lang in ["all", *sorted({o.language for o in outcomes})]:
        mine = [o for o in outcomes if lang in ("all", o.language)]
        reasons = Counter(o.model_error for o in mine if o.model_error)
        failed = sum(reasons.values())
        out[lang] = {
            "cases": len(mine),
            "failed": failed,
            "rate": round(failed / len(mine), 4) if mine else 0.0,
            "by_reason": dict(sorted(reasons.items())),
        }
    return out


def failure_lines(result: dict[str, Any]) -> list[str]:
    """The printed line about failed model calls, if the suite calls a model."""
    check = model_error_check(result)
    if check is None:
        return []
    verdict = "" if check.passed else "  ← this run measures the endpoint, not the model"
    return ["", f"model errors: {check.detail}{verdict}"]
