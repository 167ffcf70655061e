"""The matcher study's statistics, and the study itself on a small judge set."""

from __future__ import annotations

from pathlib import Path

from eval.matcher_study import auc, best_accuracy, study

FIXTURES = Path(__file__).parent / "fixtures"


def test_auc_and_best_accuracy_on_hand_computed_examples() -> None:
    assert auc([0.9, 0.8, 0.1], [True, True, False]) == 1.0
    assert auc([0.1, 0.9], [True, False]) == 0.0
    assert auc([0.5, 0.5], [True, False]) == 0.5  # a tie counts half
    assert best_accuracy([0.9, 0.2, 0.6], [True, False, True]) == (1.0, 0.6)


def test_study_compares_ours_with_ragas_on_the_same_pairs() -> None:
    result = study(FIXTURES / "judge.jsonl")
    names = [r["similarity"] for r in result["rows"]]
    assert names[0].startswith("ours") and "ragas levenshtein" in names
    assert result["pairs"] == 3
    for row in result["rows"]:
        assert 0.0 <= row["best_accuracy"] <= 1.0
        if row["similarity"] != names[0]:
            lo, hi = row["auc_minus_ours_95"]
            assert lo <= hi
