"""The evaluation suites (SPEC §10): their names and, per name, everything that differs by suite.

An :class:`EvalSuite` holds its case schema (and so its loader), how its cases run, its §10.2
metric set, how a case becomes a Langfuse item and item scores, how the gate reads an outcome back
from a result file, and its LLM second opinion. ``ingat eval …``, the console, the gate, Langfuse
sync and the benchmarks take the names from :data:`SUITES`; adding a suite is one entry here (plus
its ``[name]`` table in ``eval/gate.toml`` and its shipped ``datasets/<name>.jsonl``).
The front ends import this module for help texts, so the core code a suite runs is imported when
its cases run.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, Literal, TypeVar

from pydantic import BaseModel, ValidationError

from core.errors import DatasetError
from core.registry import Registry
from eval.datasets import first_record, load_jsonl
from eval.metrics import (
    ExtractionOutcome,
    JudgeOutcome,
    Metric,
    RecallOutcome,
    extraction_metrics,
    judge_metrics,
    recall_metrics,
)
from eval.schemas import ExtractionCase, JudgeCase, RecallCase

if TYPE_CHECKING:
    from sqlalchemy import Engine

    from core.config.settings import Settings
    from core.llm.completion import Completion
    from core.prompts.loader import Prompt
    from eval.runners import CaseResult

SuiteName = Literal["extraction", "judge", "recall"]
CaseT = TypeVar("CaseT", bound=BaseModel)
OutcomeT = TypeVar("OutcomeT")


@dataclass(frozen=True)
class RunSetup:
    """What one run's cases share: the settings, the loaded prompt (if any), the strategy."""

    settings: Settings
    prompt: Prompt | None
    strategy: str


CaseRun = Callable[["Engine | None", CaseT], "tuple[OutcomeT, CaseResult]"]


@dataclass(frozen=True)
class EvalSuite(Generic[CaseT, OutcomeT]):
    """One registered suite.

    ``prompt`` names the versioned prompt its cases use (None: no prompt to load or fetch);
    ``uses_database``: its cases run on a fresh database; ``uses_strategy``: the result records
    the recall strategy. ``runner`` is called once per run and returns the function that runs one
    case (a database engine or None, the case) into its outcome and result entry.
    """

    name: SuiteName
    note: str
    case_type: type[CaseT]
    metrics: Callable[[], dict[str, Metric[OutcomeT]]]
    runner: Callable[[RunSetup], CaseRun[CaseT, OutcomeT]]
    outcome_from_json: Callable[[dict[str, Any]], OutcomeT]
    expected: Callable[[dict[str, Any]], Any]
    item_scores: Callable[[dict[str, Any]], dict[str, float]]
    prompt: str | None = None
    uses_database: bool = True
    uses_strategy: bool = False
    second_opinion: Callable[[dict[str, Any], list[dict[str, Any]], Completion], None] | None = None

    def load(self, path: Path) -> list[CaseT]:
        """Every case of the JSONL file ``path`` (SPEC §10.1), validated.

        A file whose first case is another suite's is refused naming that suite, in one line.
        """
        try:
            return load_jsonl(path, self.case_type)
        except DatasetError:
            fitting = suites_fitting(first_record(path))
            if not fitting or self in fitting:
                raise
            other = fitting[0].name
            raise DatasetError(
                f"{path}: holds {other} cases, not {self.name}; pass --suite {other}"
            ) from None


def _database(engine: Engine | None) -> Engine:
    if engine is None:
        raise ValueError("this suite's cases run on a database; pass an engine")
    return engine


def _prompt(setup: RunSetup) -> Prompt:
    if setup.prompt is None:
        raise ValueError("this suite's cases need their prompt")
    return setup.prompt


# --- extraction -----------------------------------------------------------------------------


def _extraction_runner(setup: RunSetup) -> CaseRun[ExtractionCase, ExtractionOutcome]:
    from core.llm.providers import build_provider
    from eval.runners import run_extraction_case

    provider, prompt = build_provider(setup.settings), _prompt(setup)

    def run(engine: Engine | None, case: ExtractionCase) -> tuple[ExtractionOutcome, CaseResult]:
        return run_extraction_case(_database(engine), case, setup.settings, provider, prompt)

    return run


def _extraction_outcome(data: dict[str, Any]) -> ExtractionOutcome:
    sets = (
        "expected_updates",
        "done_updates",
        "expected_forgets",
        "done_forgets",
        "rejection_reasons",
    )
    return ExtractionOutcome(**{**data, **{k: frozenset(data.get(k, [])) for k in sets}})


def _extraction_second_opinion(
    result: dict[str, Any], cases: list[dict[str, Any]], completion: Completion
) -> None:
    from eval.deepeval_metrics import CoreDeepEvalLLM, llm_equivalence

    result["llm_equivalence"] = llm_equivalence(result, CoreDeepEvalLLM(completion))


EXTRACTION: EvalSuite[ExtractionCase, ExtractionOutcome] = EvalSuite(
    "extraction",
    "transcript, provider, gates and store against the expected writes",
    ExtractionCase,
    extraction_metrics,
    _extraction_runner,
    _extraction_outcome,
    expected=lambda case: case["expected"],
    item_scores=lambda outcome: {"forbidden_writes": float(outcome["forbidden_hits"])},
    prompt="extraction",
    second_opinion=_extraction_second_opinion,
)


# --- judge ----------------------------------------------------------------------------------


def _judge_runner(setup: RunSetup) -> CaseRun[JudgeCase, JudgeOutcome]:
    from core.llm.providers import provider_of
    from core.observability.tracing import build_tracer
    from eval.runners import run_judge_case

    tracer = build_tracer(setup.settings.langfuse)
    judge = provider_of(setup.settings).judge(setup.settings, _prompt(setup), tracer)

    def run(engine: Engine | None, case: JudgeCase) -> tuple[JudgeOutcome, CaseResult]:
        return run_judge_case(case, judge)

    return run


def _judge_second_opinion(
    result: dict[str, Any], cases: list[dict[str, Any]], completion: Completion
) -> None:
    from eval.ragas_faithfulness import faithfulness_cross_check

    result["ragas_faithfulness"] = faithfulness_cross_check(cases, result, completion)


JUDGE: EvalSuite[JudgeCase, JudgeOutcome] = EvalSuite(
    "judge",
    "the claim judge on labelled sentences",
    JudgeCase,
    judge_metrics,
    _judge_runner,
    lambda data: JudgeOutcome(**data),
    expected=lambda case: {"label": case["label"], "memory_id": case.get("memory_id")},
    item_scores=lambda outcome: {},
    prompt="judge",
    uses_database=False,
    second_opinion=_judge_second_opinion,
)


# --- recall ---------------------------------------------------------------------------------


def _recall_runner(setup: RunSetup) -> CaseRun[RecallCase, RecallOutcome]:
    from core.embeddings.providers import build_embedder
    from eval.runners import run_recall_case

    memory, strategy = setup.settings.memory, setup.strategy
    embedder = build_embedder(setup.settings.embedding, setup.settings.llm)

    def run(engine: Engine | None, case: RecallCase) -> tuple[RecallOutcome, CaseResult]:
        return run_recall_case(_database(engine), case, memory, strategy, embedder)

    return run


def _recall_outcome(data: dict[str, Any]) -> RecallOutcome:
    return RecallOutcome(**{**data, "relevant_ranks": tuple(data.get("relevant_ranks", []))})


def _recall_item_scores(outcome: dict[str, Any]) -> dict[str, float]:
    ranks = [r for r in outcome["relevant_ranks"] if r is not None]
    return {
        "reciprocal_rank": 1.0 / min(ranks) if ranks else 0.0,
        "leaks": float(outcome["leaks"]),
    }


RECALL: EvalSuite[RecallCase, RecallOutcome] = EvalSuite(
    "recall",
    "the recall strategy over stored memories",
    RecallCase,
    recall_metrics,
    _recall_runner,
    _recall_outcome,
    expected=lambda case: {
        "relevant": case["relevant"],
        "must_not_appear": case["must_not_appear"],
    },
    item_scores=_recall_item_scores,
    uses_strategy=True,
)


# The entries have different case and outcome types; the registry holds them as EvalSuite[Any, Any].
SUITES: Registry[SuiteName, EvalSuite[Any, Any]] = Registry(
    "suite", SuiteName, (EXTRACTION, JUDGE, RECALL)
)


def suites_fitting(record: object) -> list[EvalSuite[Any, Any]]:
    """The registered suites whose case schema ``record`` (a parsed JSON line) fits."""
    fitting = []
    for suite in SUITES:
        try:
            suite.case_type.model_validate(record)
        except ValidationError:
            continue
        fitting.append(suite)
    return fitting
