"""Measure, then choose: our extraction matcher against ragas' offline string similarities.

The extraction matcher decides whether a written memory is the expected one. Labeled pairs come
from ``datasets/judge.jsonl``: a supported sentence and its note mean the same (positive); an
unsupported sentence and its most similar note do not (negative) — the same paraphrase-or-changed
relation the matcher faces. For each similarity (our hashing cosine; the default embedder's,
multilingual-e5-small; ragas ``NonLLMStringSimilarity`` with Levenshtein, Jaro and Jaro-Winkler,
run through ``ragas.evaluate``) we report ROC AUC and the accuracy at the best threshold, overall
and per language.

``python -m eval.matcher_study [JUDGE_JSONL …]`` prints the table and writes
``eval/results/matcher.json`` (``datasets/judge.jsonl`` when no file is named).
"""

from __future__ import annotations

import json
import platform
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from eval.matching import similarity
from eval.schemas import JudgeCase
from eval.suites import JUDGE

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "eval" / "results" / "matcher.json"


def labeled_pairs(cases: Sequence[JudgeCase]) -> list[tuple[str, str, bool, str]]:
    """(sentence, note, same meaning, language) for every judge case."""
    pairs: list[tuple[str, str, bool, str]] = []
    for case in cases:
        if case.label == "supported":
            note = next(m.text for m in case.memories if m.id == case.memory_id)
        else:
            note = max(case.memories, key=lambda m: similarity(case.sentence, m.text)).text
        pairs.append((case.sentence, note, case.label == "supported", case.language))
    return pairs


def auc(scores: Sequence[float], labels: Sequence[bool]) -> float:
    """ROC AUC: the chance a positive pair scores above a negative one (ties count half)."""
    pos = [s for s, y in zip(scores, labels, strict=True) if y]
    neg = [s for s, y in zip(scores, labels, strict=True) if not y]
    if not pos or not neg:
        return float("nan")
    wins = sum(1.0 if p > n else 0.5 if p == n else 0.0 for p in pos for n in neg)
    return wins / (len(pos) * len(neg))


def auc_difference_interval(
    a: Sequence[float], b: Sequence[float], labels: Sequence[bool], resamples: int = 1000
) -> list[float]:
    """95 % interval of AUC(a) − AUC(b), pairs resampled together (seeded)."""
    rng = random.Random(20261202)  # noqa: S311 - reproducible resampling, not cryptography
    n = len(labels)
    diffs = []
    for _ in range(resamples):
        idx = [rng.randrange(n) for _ in range(n)]
        la = [labels[i] for i in idx]
        d = auc([a[i] for i in idx], la) - auc([b[i] for i in idx], la)
        if d == d:  # a resample with one class only has no AUC
            diffs.append(d)
    diffs.sort()
    return [diffs[int(0.025 * len(diffs))], diffs[int(0.975 * len(diffs)) - 1]]


def best_accuracy(scores: Sequence[float], labels: Sequence[bool]) -> tuple[float, float]:
    """The highest accuracy over thresholds, and that threshold."""
    best = (0.0, 0.0)
    for t in sorted(set(scores)):
        acc = sum((s >= t) == y for s, y in zip(scores, labels, strict=True)) / len(scores)
        best = max(best, (acc, t))
    return best


def ragas_scores(pairs: Sequence[tuple[str, str]], measure: str) -> list[float]:
    """ragas NonLLMStringSimilarity over the pairs, through ``ragas.evaluate``."""
    from ragas import EvaluationDataset, evaluate
    from ragas.metrics import DistanceMeasure, NonLLMStringSimilarity

    dataset = EvaluationDataset.from_list([{"response": a, "reference": b} for a, b in pairs])
    metric = NonLLMStringSimilarity(distance_measure=DistanceMeasure(measure))
    result = evaluate(dataset, metrics=[metric], show_progress=False)
    return [float(row[metric.name]) for row in result.scores]  # type: ignore[union-attr]


def _e5_cosines(pairs: Sequence[tuple[str, str]]) -> list[float]:
    """The default embedder's cosine of each pair (both sides embedded as memory text)."""
    from core.config.settings import EmbeddingSettings
    from core.embeddings.providers import build_embedder

    embedder = build_embedder(EmbeddingSettings(provider="e5-small"))
    left = embedder.embed([a for a, _ in pairs])
    right = embedder.embed([b for _, b in pairs])
    return [sum(x * y for x, y in zip(u, v, strict=True)) for u, v in zip(left, right, strict=True)]


def study(*judge_paths: Path) -> dict[str, Any]:
    """Every similarity's AUC and best accuracy on the labeled pairs of the judge files."""
    judge_paths = judge_paths or (ROOT / "datasets" / "judge.jsonl",)
    pairs = [p for path in judge_paths for p in labeled_pairs(JUDGE.load(path))]
    texts = [(a, b) for a, b, _, _ in pairs]
    labels = [y for _, _, y, _ in pairs]
    langs = [lang for _, _, _, lang in pairs]
    scorers: dict[str, Callable[[], list[float]]] = {
        "ours: hashing n-gram cosine": lambda: [similarity(a, b) for a, b in texts],
        "multilingual-e5-small cosine": lambda: _e5_cosines(texts),
        "ragas levenshtein": lambda: ragas_scores(texts, "levenshtein"),
        "ragas jaro": lambda: ragas_scores(texts, "jaro"),
        "ragas jaro_winkler": lambda: ragas_scores(texts, "jaro_winkler"),
    }
    rows: list[dict[str, Any]] = []
    all_scores: dict[str, list[float]] = {}
    for name, scorer in scorers.items():
        scores = all_scores[name] = scorer()
        acc, threshold = best_accuracy(scores, labels)
        per_language = {}
        for lang in sorted(set(langs)):
            idx = [i for i, x in enumerate(langs) if x == lang]
            per_language[lang] = auc([scores[i] for i in idx], [labels[i] for i in idx])
        rows.append(
            {
                "similarity": name,
                "auc": auc(scores, labels),
                "best_accuracy": acc,
                "threshold": threshold,
                "auc_by_language": per_language,
            }
        )
    ours = all_scores["ours: hashing n-gram cosine"]
    for row in rows:
        if row["similarity"] != "ours: hashing n-gram cosine":
            row["auc_minus_ours_95"] = auc_difference_interval(
                all_scores[row["similarity"]], ours, labels
            )
    return {
        "pairs": len(pairs),
        "positives": sum(labels),
        "dataset": ", ".join(str(p.resolve().relative_to(ROOT)) for p in judge_paths),
        "python": platform.python_version(),
        "command": " ".join(["python -m eval.matcher_study", *sys.argv[1:]]),
        "rows": rows,
    }


def main() -> None:
    """Print the table and write the JSON."""
    result = study(*(Path(a) for a in sys.argv[1:]))
    print(f"{result['pairs']} labeled pairs ({result['positives']} same meaning)")
    print(f"{'similarity':<30}{'AUC':>7}{'best acc':>10}  AUC en / id / zh")
    for r in result["rows"]:
        per = " / ".join(f"{v:.3f}" for v in r["auc_by_language"].values())
        diff = r.get("auc_minus_ours_95")
        vs = f"  AUC − ours [{diff[0]:+.3f}, {diff[1]:+.3f}]" if diff else ""
        print(f"{r['similarity']:<30}{r['auc']:>7.3f}{r['best_accuracy']:>10.3f}  {per}{vs}")
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
