"""Fit an embedding model's recall relevance calibration on the dev split of a recall set.

    .venv/bin/python -m bench.relevance_calibration [--embedder e5-small] \
        [--dataset datasets/recall-xl/dev.jsonl]

Seed 000's ranking adds relevance, recency and importance with fixed weights and assumes relevance
spread over [0, 1]. A model whose cosines sit in a narrow band (multilingual-e5-small: 0.7–0.95)
adds almost the same relevance to every memory, so importance and recency decide. The calibration
(``EmbeddingSpace.relevance``, the same formula the recall statement computes in SQL) gives the
user's memory closest to the question 1 and lowers the others linearly with their cosine's
distance below it, to 0 at ``relevance_band``. This script embeds the dev cases once, ranks every
case in Python with the seed's weights for each band on a grid, and keeps the band with the best
mean of MRR and "every relevant memory in the top 5". For comparison it also fits the first form
tried, a fixed cosine floor and ceiling mapped onto [0, 1]: it cannot work, since the band of one
question is not the band of the next. Fit on ``dev`` only; the result is checked on ``test`` with
the real recall path by ``bench/recall_quality.py``.
Results: a table on stdout and ``bench/results/relevance_calibration.md``.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from core.config.settings import EmbeddingSettings, MemorySettings
from core.embeddings.base import EmbeddingSpace
from core.embeddings.providers import build_embedder
from eval.datasets import load_jsonl
from eval.schemas import RecallCase

ROOT = Path(__file__).resolve().parents[1]
RESULT = ROOT / "bench" / "results" / "relevance_calibration.md"


@dataclass(frozen=True)
class Prepared:
    """One case with its cosines, ages (days) and importances, memory by memory."""

    case: RecallCase
    cosines: list[float]
    ages: list[float]
    importances: list[float]


def prepare(cases: list[RecallCase], provider: str) -> list[Prepared]:
    """Embed every case's question and memories once."""
    embedder = build_embedder(EmbeddingSettings(provider=provider))  # type: ignore[arg-type]
    prepared = []
    for case in cases:
        [q] = embedder.embed_query([case.query])
        vectors = embedder.embed([m.text for m in case.memories])
        cosines = [sum(a * b for a, b in zip(q, v, strict=True)) for v in vectors]
        ages = [max((case.now - m.updated_at).total_seconds(), 0) / 86400 for m in case.memories]
        prepared.append(Prepared(case, cosines, ages, [m.importance for m in case.memories]))
    return prepared


Relevance = Callable[[list[float]], list[float]]


def scores(p: Prepared, relevance: Relevance, limits: MemorySettings) -> tuple[float, float]:
    """(reciprocal rank of the first relevant memory, 1 if every relevant one is in the top k)."""
    rel = relevance(p.cosines)
    ranked = sorted(
        range(len(p.cosines)),
        key=lambda i: (
            -(
                limits.weight_relevance * rel[i]
                + limits.weight_recency * 0.5 ** (p.ages[i] / limits.recency_half_life_days)
                + limits.weight_importance * p.importances[i]
            )
        ),
    )
    ids = [p.case.memories[i].id for i in ranked]
    ranks = [ids.index(r) + 1 for r in p.case.relevant]
    return 1 / min(ranks), float(all(r <= limits.recall_top_k for r in ranks))


def evaluate(prepared: list[Prepared], relevance: Relevance) -> tuple[float, float]:
    """Mean MRR and mean all-relevant-in-top-k over the cases."""
    limits = MemorySettings()
    pairs = [scores(p, relevance, limits) for p in prepared if p.case.relevant]
    return sum(a for a, _ in pairs) / len(pairs), sum(b for _, b in pairs) / len(pairs)


def banded(band: float) -> Relevance:
    """The shipped calibration with ``band``."""
    space = EmbeddingSpace("fit", "", 384, band)
    return lambda cosines: [space.relevance(c, max(cosines)) for c in cosines]


def fixed(floor: float, ceiling: float) -> Relevance:
    """The rejected form: a fixed cosine floor and ceiling."""
    return lambda cosines: [min(max((c - floor) / (ceiling - floor), 0.0), 1.0) for c in cosines]


def best_of(prepared: list[Prepared], options: dict[str, Relevance]) -> tuple[str, float, float]:
    """The option with the best mean of MRR and all-in-top-k (ties: the first listed)."""
    scored = {name: evaluate(prepared, rel) for name, rel in options.items()}
    name = max(scored, key=lambda n: sum(scored[n]) / 2)
    return name, *scored[name]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedder", default="e5-small")
    parser.add_argument("--dataset", default=str(ROOT / "datasets" / "recall-xl" / "dev.jsonl"))
    args = parser.parse_args()
    cases = load_jsonl(Path(args.dataset), RecallCase)
    prepared = prepare(cases, args.embedder)
    raw_mrr, raw_top = evaluate(prepared, fixed(0.0, 1.0))
    grid = [round(x * 0.005, 3) for x in range(1, 41)] + [0.3, 0.5, 1.0]
    band, mrr, top = best_of(prepared, {f"{b}": banded(b) for b in grid})
    cuts = [round(x * 0.01, 2) for x in range(50, 100)]
    pair, f_mrr, f_top = best_of(
        prepared,
        {f"{lo} – {hi}": fixed(lo, hi) for lo in cuts for hi in [*cuts, 1.0] if hi > lo + 0.005},
    )
    cosines = sorted(c for p in prepared for c in p.cosines)
    path = Path(args.dataset).resolve()
    shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    lines = [
        f"# Relevance calibration of `{args.embedder}` (fitted on `{shown}`)",
        "",
        f"Command: `.venv/bin/python -m bench.relevance_calibration --embedder {args.embedder}`",
        "",
        f"{len(cases)} cases; question–memory cosines: min {cosines[0]:.3f}, "
        f"median {cosines[len(cosines) // 2]:.3f}, max {cosines[-1]:.3f}.",
        "",
        "| calibration | value | MRR | all relevant in top 5 |",
        "|---|---|---|---|",
        f"| none (cosine as is) | – | {raw_mrr:.3f} | {raw_top:.3f} |",
        f"| fixed floor – ceiling (rejected), best on the grid | {pair} | {f_mrr:.3f} | {f_top:.3f} |",
        f"| band below the best match (shipped), best on the grid | {band} | {mrr:.3f} | {top:.3f} |",
        "",
        "The seed's weights (relevance 1.0, recency 0.3, importance 0.5, half-life 30 days). "
        "Dev only; the held-out figures come from `bench/recall_quality.py`.",
    ]
    text = "\n".join(lines) + "\n"
    print(text)
    RESULT.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
