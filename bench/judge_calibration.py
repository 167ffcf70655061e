"""Fit the rules judge's similarity and margin for an embedder on the dev split of the judge set.

    .venv/bin/python -m bench.judge_calibration [--embedder e5-small] \
        [--dataset datasets/judge-paraphrase/dev.jsonl]

The rules judge (``core.judge.judges.RulesJudge``) takes the note closest to a sentence by the
embedder's cosine; it supports the sentence when that cosine reaches ``similarity``, leads the
next note by ``margin``, and no fixed check (law, a number, specific or occupation the note lacks,
a content gate, opposite polarity, a swapped detail) refuses the note. This script weighs each dev
case once with the judge's own ``ranked``, then fits a similarity per language of the sentence
(:func:`fit`: the lowest false-reject rate among the values whose false-accept rate is at most
0.05 in that language) and one margin. Fit on ``dev`` only; ``ingat eval run --suite
judge --dataset datasets/judge-paraphrase/test.jsonl`` reports the held-out split.
Results: stdout and ``bench/results/judge_calibration_<embedder>.md``.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path

from core.config.settings import EmbeddingSettings
from core.embeddings.providers import build_embedder
from core.judge.judges import Note, Ranked, RulesJudge, decide
from eval.datasets import load_jsonl
from eval.schemas import JudgeCase

ROOT = Path(__file__).resolve().parents[1]
MAX_FALSE_ACCEPT = 0.05


@dataclass(frozen=True)
class Parts:
    """One case as the judge weighs it (:meth:`core.judge.judges.RulesJudge.ranked`)."""

    case: JudgeCase
    ranked: Ranked


def prepare(cases: list[JudgeCase], provider: str) -> list[Parts]:
    """Embed and check every case once, with the judge's own code."""
    judge = RulesJudge(build_embedder(EmbeddingSettings(provider=provider)))  # type: ignore[arg-type]
    return [
        Parts(c, judge.ranked(c.sentence, [Note(m.id, m.text) for m in c.memories])) for c in cases
    ]


def predict(p: Parts, similarity: float, margin: float) -> str | None:
    """The note the judge would name (None: not supported)."""
    return decide(p.ranked, similarity, margin).memory_id


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


def fit(parts: list[Parts]) -> tuple[float, dict[str, float], str]:
    """(margin, similarity per language, how it was chosen).

    Per margin of the grid, each language gets the similarity with the lowest false-reject rate
    among those whose false-accept rate is at most :data:`MAX_FALSE_ACCEPT` there (if none is, the
    best κ); the margin kept is the one with the lowest worst-language false-reject rate."""
    languages = sorted({p.case.language for p in parts})
    best: tuple[float, float, dict[str, float], str] | None = None
    for margin in MARGINS:
        chosen: dict[str, float] = {}
        rejects: list[float] = []
        how = f"per language, lowest false-reject rate with false-accept ≤ {MAX_FALSE_ACCEPT}"
        for lang in languages:
            mine = [p for p in parts if p.case.language == lang]
            table = {s: rates(mine, s, margin)[lang] for s in SIMILARITIES}
            safe = [s for s, (far, _, _) in table.items() if far <= MAX_FALSE_ACCEPT]
            if safe:
                chosen[lang] = min(safe, key=lambda s: (table[s][1], -s))
            else:
                chosen[lang] = max(SIMILARITIES, key=lambda s: table[s][2])
                how += f"; none in {lang}: its best κ"
            rejects.append(table[chosen[lang]][1])
        worst = max(rejects)
        if best is None or worst < best[0]:
            best = (worst, margin, chosen, how)
    assert best is not None
    return best[1], best[2], best[3]


SIMILARITIES = [round(s * 0.005, 3) for s in range(40, 200)]
MARGINS = [round(m * 0.005, 3) for m in range(0, 9)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedder", default="e5-small")
    parser.add_argument(
        "--dataset", default=str(ROOT / "datasets" / "judge-paraphrase" / "dev.jsonl")
    )
    args = parser.parse_args()
    parts = prepare(load_jsonl(Path(args.dataset), JudgeCase), args.embedder)
    margin, similarity, how = fit(parts)
    table = {
        lang: rates([p for p in parts if p.case.language == lang], s, margin)[lang]
        for lang, s in similarity.items()
    }
    path = Path(args.dataset).resolve()
    shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    lines = [
        f"# Rules judge calibration of `{args.embedder}` (fitted on `{shown}`)",
        "",
        f"Command: `.venv/bin/python -m bench.judge_calibration --embedder {args.embedder}`",
        "",
        f"Chosen: margin {margin}, similarity per language ({how}).",
        "",
        "| language | similarity | false-accept rate | false-reject rate | κ |",
        "|---|---|---|---|---|",
        *(
            f"| {lang} | {similarity[lang]} | {far:.2f} | {frr:.2f} | {kappa:.2f} |"
            for lang, (far, frr, kappa) in table.items()
        ),
        "",
        "In `core/embeddings/providers.py`: `JudgeFit(<the largest similarity>, <margin>, "
        "by_language={<each language>: <its similarity>})`.",
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
