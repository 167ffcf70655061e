"""Recall quality per embedder and strategy, beside a ranking with no notion of meaning.

    .venv/bin/python -m bench.recall_quality [--split test] [--dataset-dir datasets/recall-xl]

Runs the real recall suite (``eval.run.run_suite``: a fresh database, the memories written by the
store with the embedder under test, recall through ``core.recall.service``) for every embedder ×
strategy, plus ``importance + recency`` (the semantic ranking with the relevance weight at 0: what
ranks without meaning) and ``meaning only`` (the importance and recency weights at 0: the
embedder's cosine alone, the most any calibration of the relevance term can reach with that
model). The recall-xl cases put five or more distractors that are newer and more important than the
relevant memories into every case, so the first row is the floor and the second the ceiling.

Reported per row, for all cases, the cross-language ones (the question in one language, the
memories in another; ``cross`` in the case's notes) and per question language: the share of
cases with **every** relevant memory in the top 5, MRR and hit@1 (hit@5 alone is not a result:
with eight memories a case it is nearly always 1). Results: stdout and
``bench/results/recall_quality_<split>.md``.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from core.config.settings import EmbeddingSettings, MemorySettings, Settings
from core.embeddings.providers import EmbedderName
from core.recall.strategies import STRATEGIES
from eval.run import run_suite

ROOT = Path(__file__).resolve().parents[1]
EMBEDDERS: tuple[EmbedderName, ...] = ("e5-small", "hashing")


def _figures(cases: list[dict[str, Any]]) -> tuple[float, float, float, int]:
    """(every relevant in top 5, MRR, hit@1, n) over cases with relevant memories."""
    rows = [c["outcome"]["relevant_ranks"] for c in cases if c["outcome"]["relevant_ranks"]]
    if not rows:
        return 0.0, 0.0, 0.0, 0
    every = sum(all(r is not None and r <= 5 for r in ranks) for ranks in rows) / len(rows)
    mrr = sum(1 / min((r for r in ranks if r is not None), default=float("inf")) for ranks in rows)
    hit1 = sum(any(r == 1 for r in ranks) for ranks in rows) / len(rows)
    return every, mrr / len(rows), hit1, len(rows)


# The weights of a row: the seed's, or one part of the ranking alone.
WEIGHTS: dict[str, MemorySettings] = {
    "seed": MemorySettings(),
    "no meaning": MemorySettings(weight_relevance=0.0),
    "meaning only": MemorySettings(weight_recency=0.0, weight_importance=0.0),
}


def measure(
    dataset: Path, embedder: EmbedderName, strategy: str, weights: str, band: float | None
) -> dict[str, Any]:
    """One run of the recall suite; returns its cases."""
    memory = WEIGHTS[weights]
    embedding = EmbeddingSettings(provider=embedder, relevance_band=band)
    settings = Settings(embedding=embedding, memory=memory)
    return run_suite(
        "recall", dataset, settings, strategy=strategy, resamples=10, show_progress=False
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", default="test", choices=["dev", "test"])
    parser.add_argument("--dataset-dir", default=str(ROOT / "datasets" / "recall-xl"))
    args = parser.parse_args()
    dataset = Path(args.dataset_dir) / f"{args.split}.jsonl"
    notes = {
        json.loads(line)["id"]: json.loads(line).get("notes", "")
        for line in dataset.read_text(encoding="utf-8").splitlines()
        if line.strip()
    }
    # (embedder, strategy, weights, relevance band: None = the fitted one, 1.0 = cosine as is)
    runs: list[tuple[str, str, str, float | None]] = [("e5-small", "semantic", "no meaning", None)]
    runs += [("e5-small", "semantic", "meaning only", 1.0), ("e5-small", "semantic", "seed", 1.0)]
    runs += [(e, s, "seed", None) for e in EMBEDDERS for s in STRATEGIES.names if s != "rules"]
    runs += [("-", "rules", "seed", None)]
    header = (
        "| embedder | ranking | all: every rel. in top 5 | all: MRR | all: hit@1 "
        "| cross: every in top 5 | cross: MRR | cross: hit@1 | same-language: every / MRR "
        "| en every / MRR | id every / MRR | zh every / MRR |"
    )
    lines = [
        f"# Recall quality on `{dataset.relative_to(ROOT)}`",
        "",
        f"Command: `.venv/bin/python -m bench.recall_quality --split {args.split}`",
        "",
        header,
        "|" + "---|" * (header.count("|") - 1),
    ]
    for embedder, strategy, weights, band in runs:
        provider: EmbedderName = "hashing" if embedder == "-" else embedder  # type: ignore[assignment]
        result = measure(dataset, provider, strategy, weights, band)
        cases = result["cases"]
        cross = [c for c in cases if "cross" in notes[c["id"]]]
        same = [c for c in cases if "cross" not in notes[c["id"]]]
        a, c_, s = _figures(cases), _figures(cross), _figures(same)
        per = [_figures([c for c in cases if c["language"] == lang]) for lang in ("en", "id", "zh")]
        name = {
            "seed": strategy,
            "no meaning": "importance + recency (no meaning)",
            "meaning only": "cosine alone (meaning only: the ceiling)",
        }[weights]
        if band is not None and weights == "seed":
            name += f" (relevance band {band}: cosine as is)"
        lines.append(
            f"| {embedder} | {name} | {a[0]:.2f} | {a[1]:.2f} "
            f"| {a[2]:.2f} | {c_[0]:.2f} (n={c_[3]}) | {c_[1]:.2f} | {c_[2]:.2f} "
            f"| {s[0]:.2f} / {s[1]:.2f} | "
            + " | ".join(f"{p[0]:.2f} / {p[1]:.2f}" for p in per)
            + " |"
        )
        print(lines[-1], flush=True)
    lines += [
        "",
        "The seed's weights (relevance 1.0, recency 0.3, importance 0.5, half-life 30 days) "
        "except in the first two rows; e5-small with its fitted relevance calibration (`bench/relevance_calibration.py`, dev "
        "split only). `rules` ranks without vectors, so it has one row.",
    ]
    out = ROOT / "bench" / "results" / f"recall_quality_{args.split}.md"
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
