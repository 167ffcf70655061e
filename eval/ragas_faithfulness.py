"""ragas Faithfulness as a second opinion on the claim judge (SPEC §10.3).

Each judge case's sentence is an answer; its memory notes are the retrieved contexts. ragas breaks
the sentence into statements and checks each against the notes; the sentence counts as supported
when every statement is (faithfulness 1.0). The result is reported beside the claim judge with the
accuracy of each against the labels and their agreement.

:class:`CoreRagasLLM` is an ``InstructorBaseRagasLLM`` over core's completion interface, so ragas'
calls use the configured endpoint, timeouts and Langfuse tracing. Import with the ``eval`` extra.
"""

from __future__ import annotations

import asyncio
import json
import math
from typing import Any, TypeVar

from pydantic import BaseModel
from ragas.llms.base import InstructorBaseRagasLLM
from ragas.metrics.collections import Faithfulness

from core.llm.completion import Completion

T = TypeVar("T", bound=BaseModel)
QUESTION = "What do you remember about me?"


class CoreRagasLLM(InstructorBaseRagasLLM):
    """ragas' structured-output model interface over core's completion interface."""

    def __init__(self, completion: Completion) -> None:
        self._completion = completion

    def generate(self, prompt: str, response_model: type[T]) -> T:
        """A reply to ``prompt`` parsed into ``response_model`` (JSON mode)."""
        text = self._completion.complete(
            "Reply with one JSON object only.",
            prompt
            + "\n\nJSON schema of the reply:\n"
            + json.dumps(response_model.model_json_schema()),
            schema=response_model.model_json_schema(),
        )
        return response_model.model_validate_json(text)

    async def agenerate(self, prompt: str, response_model: type[T]) -> T:
        """Same as :meth:`generate`, off the event loop."""
        return await asyncio.to_thread(self.generate, prompt, response_model)


async def _score(metric: Faithfulness, sentence: str, notes: list[str]) -> float | None:
    try:
        result = await metric.ascore(
            user_input=QUESTION, response=sentence, retrieved_contexts=notes
        )
    except Exception:  # a judge failure is a missing score, never a crash
        return None
    value = float(result.value)
    return None if math.isnan(value) else value


def faithfulness_cross_check(
    cases: list[dict[str, Any]], judge_result: dict[str, Any], completion: Completion
) -> dict[str, Any]:
    """ragas Faithfulness on every judge case, beside the claim judge's verdicts.

    ``cases`` are the judge cases as dicts (``sentence``, ``memories``, ``label``); ``judge_result``
    is the suite result of the claim judge on the same cases.
    """
    metric = Faithfulness(llm=CoreRagasLLM(completion))
    verdicts = {c["id"]: c["written"][0]["supported"] for c in judge_result["cases"]}

    async def run_all() -> list[float | None]:
        return [
            await _score(metric, c["sentence"], [m["text"] for m in c["memories"]]) for c in cases
        ]

    scores = asyncio.run(run_all())
    rows = []
    for case, score in zip(cases, scores, strict=True):
        ragas_supported = None if score is None else score >= 1.0
        rows.append(
            {
                "id": case["id"],
                "label": case["label"],
                "faithfulness": score,
                "ragas_supported": ragas_supported,
                "judge_supported": verdicts.get(case["id"]),
            }
        )
    judged = [r for r in rows if r["ragas_supported"] is not None]

    def accuracy(key: str) -> float | None:
        if not judged:
            return None
        return float(sum(r[key] == (r["label"] == "supported") for r in judged) / len(judged))

    return {
        "model": completion.model,
        "judged": len(judged),
        "unjudged": len(rows) - len(judged),
        "ragas_accuracy": accuracy("ragas_supported"),
        "judge_accuracy": accuracy("judge_supported"),
        "agreement": (
            sum(r["ragas_supported"] == r["judge_supported"] for r in judged) / len(judged)
            if judged
            else None
        ),
        "cases": rows,
    }
