"""Fit the rules judge's similarity and margin for an embedder on the dev split of the judge set.

    .venv/bin/python -m bench.judge_calibration [--embedder e5-small] \
        [--dataset datasets/judge-paraphrase/dev.jsonl]

The rules judge (``core.judge.judges.RulesJudge``) takes the note closest to a sentence's claim by
the embedder's cosine; it supports the sentence when that cosine reaches ``similarity``, leads the
next note by ``margin``, and no fixed check (law, a specific or occupation the note lacks, a content
gate, opposite polarity) refuses the note. This script computes each dev case's parts once with the
judge's own functions, then tries every (similarity, margin) on a grid and keeps the pair with the
lowest false-reject rate among those whose false-accept rate is at most 0.05 in every language (if
none is, the pair with the best worst-language κ). Fit on ``dev`` only; ``ingat eval run --suite
judge --dataset datasets/judge-paraphrase/test.jsonl`` reports the held-out split.
Results: stdout and ``bench/results/judge_calibration_<embedder>.md``.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path

from core.config.settings import EmbeddingSettings
from core.embeddings.providers import build_embedder
from core.judge.checks import refusal, states_law
from core.judge.claim import claim_of
from core.judge.judges import opposite_polarity, swapped_detail
from eval.datasets import load_jsonl
from eval.schemas import JudgeCase

ROOT = Path(__file__).resolve().parents[1]
MAX_FALSE_ACCEPT = 0.05


@dataclass(frozen=True)
class Parts:
    """One case as the judge sees it: the cosines per note and whether a check refuses each."""

    case: JudgeCase
    cosines: list[tuple[float, str, bool]]  # (cosine, note id, refused), best first
    law: bool


def prepare(cases: list[JudgeCase], provider: str) -> list[Parts]:
    """Embed and check every case once."""
    embedder = build_embedder(EmbeddingSettings(provider=provider))  # type: ignore[arg-type]
    out = []
    for case in cases:
        claim = claim_of(case.sentence)
        [q] = embedder.embed_query([claim])
        vectors = embedder.embed([m.text for m in case.memories])
        scored = sorted(
            (
                (
                    sum(a * b for a, b in zip(q, v, strict=True)),
                    m.id,
                    refusal(claim, m.text) is not None
                    or opposite_polarity(claim, m.text)
                    or swapped_detail(claim, m.text),
                )
                for m, v in zip(case.memories, vectors, strict=True)
            ),
            reverse=True,
        )
        out.append(Parts(case, scored, states_law(case.sentence)))
    return out


def predict(p: Parts, similarity: float, margin: float) -> str | None:
    """The note the judge would name (None: not supported)."""
    if p.law:
        return None
    best, note, refused = p.cosines[0]
    runner_up = p.cosines[1][0] if len(p.cosines) > 1 else -1.0
    if best < similarity or best - runner_up < margin or refused:
        return None
    return note


def rates(
    parts: list[Parts], similarity: float, margin: float
) -> dict[str, tuple[float, float, float]]:
    """Per language: (false-accept rate, false-reject rate, κ)."""
    out = {}
    for lang in sorted({p.case.language for p in parts}):
        tp = fp = fn = tn = 0
        for p in (x for x in parts if x.case.language == lang):
            said = predict(p, similarity, margin)
            right = said is not None and said == p.case.memory_id
            if p.case.label == "supported":
                tp, fn = tp + right, fn + (not right)
            else:
                fp, tn = fp + (said is not None), tn + (said is None)
        n = tp + fp + fn + tn
        observed = (tp + tn) / n
        expected = ((tp + fn) * (tp + fp) + (fp + tn) * (fn + tn)) / (n * n)
        kappa = (observed - expected) / (1 - expected) if expected != 1 else 1.0
        out[lang] = (fp / max(fp + tn, 1), fn / max(tp + fn, 1), kappa)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedder", default="e5-small")
    parser.add_argument(
        "--dataset", default=str(ROOT / "datasets" / "judge-paraphrase" / "dev.jsonl")
    )
    args = parser.parse_args()
    parts = prepare(load_jsonl(Path(args.dataset), JudgeCase), args.embedder)
    grid = [(round(s * 0.005, 3), round(m * 0.005, 3)) for s in range(40, 200) for m in range(0, 9)]
    table = {pair: rates(parts, *pair) for pair in grid}
    safe = [pair for pair, r in table.items() if all(v[0] <= MAX_FALSE_ACCEPT for v in r.values())]
    if safe:
        chosen = min(safe, key=lambda pair: (max(v[1] for v in table[pair].values()), -pair[0]))
        how = f"lowest worst-language false-reject rate with false-accept ≤ {MAX_FALSE_ACCEPT}"
    else:
        chosen = max(grid, key=lambda pair: min(v[2] for v in table[pair].values()))
        how = f"no pair keeps false-accept ≤ {MAX_FALSE_ACCEPT} in every language: best worst-language κ"
    path = Path(args.dataset).resolve()
    shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    lines = [
        f"# Rules judge calibration of `{args.embedder}` (fitted on `{shown}`)",
        "",
        f"Command: `.venv/bin/python -m bench.judge_calibration --embedder {args.embedder}`",
        "",
        f"Chosen: similarity {chosen[0]}, margin {chosen[1]} ({how}).",
        "",
        "| language | false-accept rate | false-reject rate | κ |",
        "|---|---|---|---|",
        *(
            f"| {lang} | {far:.2f} | {frr:.2f} | {kappa:.2f} |"
            for lang, (far, frr, kappa) in table[chosen].items()
        ),
        "",
        "Dev only; the held-out split is reported by the judge suite.",
    ]
    text = "\n".join(lines) + "\n"
    print(text)
    (ROOT / "bench" / "results" / f"judge_calibration_{args.embedder}.md").write_text(
        text, encoding="utf-8"
    )


if __name__ == "__main__":
    main()
