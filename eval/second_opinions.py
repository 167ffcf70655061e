"""LLM second opinions beside the deterministic metrics, when a model provider is configured.

extraction: deepeval GEval judges whether written and expected memories mean the same
(``llm_equivalence``), beside the deterministic matcher. judge: ragas Faithfulness of each sentence
against its notes (``ragas_faithfulness``), beside the claim judge, with their agreement. With the
rules baseline nothing is called; without the ``eval`` extra the result says how to install it.
Which suite gets which opinion is its entry in :mod:`eval.suites`.
"""

from __future__ import annotations

from typing import Any

from core.config.settings import Settings
from core.llm.providers import provider_of
from core.observability.tracing import build_tracer
from eval.suites import SUITES


def add_second_opinions(
    result: dict[str, Any], settings: Settings, cases: list[dict[str, Any]]
) -> None:
    """Add the suite's second opinion (``llm_equivalence``, ``ragas_faithfulness``) to ``result``."""
    second_opinion = SUITES.get(result["suite"]).second_opinion
    make_completion = provider_of(settings).completion
    if make_completion is None or second_opinion is None:
        return
    completion = make_completion(settings, "eval second opinion", build_tracer(settings.langfuse))
    try:
        second_opinion(result, cases, completion)
    except ImportError:
        result["second_opinion"] = {
            "skipped": "deepeval/ragas are not installed; run `make install-eval`"
        }


def summary_lines(result: dict[str, Any]) -> list[str]:
    """Lines for the printed table."""

    def fmt(v: Any) -> str:
        return "-" if v is None else f"{v:.3f}"

    lines: list[str] = []
    if "llm_equivalence" in result:
        e = result["llm_equivalence"]
        if e.get("unfit"):
            lines.append(f"GEval memory equivalence ({e['model']}): {e['unfit']}")
        else:
            lines.append(
                f"GEval memory equivalence ({e['model']}): mean {fmt(e['mean'])}, "
                f"pass rate {fmt(e['pass_rate'])}, unjudged {e['unjudged']}"
            )
    if "ragas_faithfulness" in result:
        r = result["ragas_faithfulness"]
        lines.append(
            f"ragas Faithfulness ({r['model']}): accuracy {fmt(r['ragas_accuracy'])} vs claim "
            f"judge {fmt(r['judge_accuracy'])}, agreement {fmt(r['agreement'])}, "
            f"unjudged {r['unjudged']}"
        )
    if "second_opinion" in result:
        lines.append(result["second_opinion"]["skipped"])
    return lines
