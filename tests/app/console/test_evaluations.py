"""Evaluations page: one stored run reads as one labelled point, and a failing case shows what an
evaluator needs (judge: sentence, notes, labels, verdict; recall: query, ranked block, leaked and
missed ids; extraction: conversation, expected and written) — from real runs of the suites."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from sqlalchemy import Engine
from streamlit.testing.v1 import AppTest
from streamlit.testing.v1.element_tree import Expander

from core.config.settings import Settings
from core.db.engine import session_scope
from core.evaluations.runs import store_run
from eval.run import run_suite
from tests.app.console.conftest import figure, values
from tests.app.console.test_pages import go

ROOT = Path(__file__).resolve().parents[3]


def _store(engine: Engine, result: dict[str, Any]) -> None:
    with session_scope(engine) as s:
        store_run(s, result, "abc1234")


def _open(app: AppTest, suite: str) -> AppTest:
    at = go(app, "evaluations")
    at.segmented_control(key="e_suite").set_value(suite).run()
    assert not at.exception, at.exception
    return at


def _expander(at: AppTest, case_id: str) -> Expander:
    [found] = [e for e in at.expander if e.label.startswith(f"{case_id} · ")]
    return found


def _lines(path: Path) -> dict[str, dict[str, Any]]:
    rows = path.read_text(encoding="utf-8").splitlines()
    return {case["id"]: case for case in map(json.loads, filter(None, rows))}


def test_one_judge_run_is_a_labelled_point_and_its_failing_cases_read_in_full(
    app: AppTest, seeded: Engine, settings: Settings
) -> None:
    dataset = ROOT / "datasets" / "judge.jsonl"
    result = run_suite("judge", dataset, settings, resamples=50, show_progress=False)
    failing = [c for c in result["cases"] if not c["passed"]]
    assert failing, "the rules judge fails some shipped cases; this test reads one"
    _store(seeded, result)
    at = _open(app, "judge")

    # the trend of one run: one point on a category axis named by the run's start, its value as
    # text and its interval as an error bar; the title says what the scale is
    metric = at.selectbox(key="e_metric").value
    fig = figure(at, "e_trend")
    [trace] = fig["data"]
    assert len(trace["x"]) == 1 and re.fullmatch(r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}", trace["x"][0])
    value = result["metrics"][metric]
    assert trace["text"] == [f"{value:.3f}"] and "text" in trace["mode"]
    lo, hi = result["intervals"][metric]
    assert values(trace["error_y"]["array"]) == [hi - value]
    assert values(trace["error_y"]["arrayminus"]) == [value - lo]
    assert fig["layout"]["xaxis"]["type"] == "category"
    assert fig["layout"]["title"]["text"] == (
        f"{metric} per stored run (score 0 to 1; bars: 95 % interval)"
    )

    assert any(f"Failing cases** — {len(failing)} of 60" in m.value for m in at.markdown)
    cases = _lines(dataset)
    for entry in failing:
        case, shown = cases[entry["id"]], _expander(at, entry["id"])
        assert case["sentence"] in [t.value for t in shown.text]
        notes = shown.dataframe[0].value
        assert list(notes["id"]) == [m["id"] for m in case["memories"]]
        assert list(notes["text"]) == [m["text"] for m in case["memories"]]
        verdict = entry["written"][0]
        said = f"supported by `{verdict['memory_id']}`" if verdict["supported"] else "unsupported"
        assert any(
            f"**Expected:** {case['label']}" in m.value and f"**Verdict:** {said}" in m.value
            for m in shown.markdown
        )
        if case["notes"]:
            assert f"Dataset notes: {case['notes']}" in [c.value for c in shown.caption]


def test_failing_recall_and_extraction_cases_show_their_inputs(
    app: AppTest, seeded: Engine, settings: Settings, engine: Engine, tmp_path: Path
) -> None:
    recall_set = tmp_path / "recall.jsonl"
    memory = {"type": "preference", "tags": [], "updated_at": "2026-11-20T00:00:00Z"}
    recall_set.write_text(
        json.dumps(
            {
                "id": "leaky",
                "language": "en",
                "now": "2026-12-01T00:00:00Z",
                "memories": [
                    {**memory, "id": "m1", "category": "user_preference", "text": "Likes jazz."},
                    {
                        **memory,
                        "id": "m2",
                        "category": "communication_preference",
                        "text": "Prefers answers in Indonesian.",
                    },
                ],
                "query": "Likes jazz.",
                "relevant": ["m2"],
                "must_not_appear": ["m1"],
                "notes": "the query is the forbidden memory itself",
            }
        )
        + "\n",
        encoding="utf-8",
    )
    recall = run_suite(
        "recall", recall_set, settings, engine=engine, resamples=0, show_progress=False
    )
    [recalled] = recall["cases"]
    assert not recalled["passed"] and "m1" in recalled["written"]
    extraction_set = tmp_path / "extraction.jsonl"
    said = "Remember that I prefer short answers."
    extraction_set.write_text(
        json.dumps(
            {
                "id": "writes-too-much",
                "language": "en",
                "conversation": [{"id": "u1", "role": "user", "author_id": "a", "content": said}],
                "expected": {"add": [], "update": [], "forget": []},
                "notes": "expects nothing, to read a failing case",
            }
        )
        + "\n",
        encoding="utf-8",
    )
    extraction = run_suite(
        "extraction", extraction_set, settings, engine=engine, resamples=0, show_progress=False
    )
    [extracted] = extraction["cases"]
    assert not extracted["passed"] and extracted["written"]
    _store(seeded, recall)
    _store(seeded, extraction)

    at = _open(app, "recall")
    shown = _expander(at, "leaky")
    assert "Likes jazz." in [t.value for t in shown.text]  # the query
    block = shown.dataframe[0].value
    assert list(block["id"]) == recalled["written"]
    texts = {"m1": "Likes jazz.", "m2": "Prefers answers in Indonesian."}
    assert list(block["text"]) == [texts[i] for i in recalled["written"]]
    assert dict(zip(block["id"], block["expected"], strict=True))["m1"] == "must not appear"
    missed = [i for i in ["m2"] if i not in recalled["written"]]
    assert any(
        f"**Missed:** {', '.join(missed) or '–'}" in m.value and "**Leaked:** m1" in m.value
        for m in shown.markdown
    )
    assert "Dataset notes: the query is the forbidden memory itself" in [
        c.value for c in shown.caption
    ]

    at = _open(at, "extraction")
    shown = _expander(at, "writes-too-much")
    assert said in [t.value for t in shown.text]  # the conversation
    got = json.loads(shown.code[1].value)
    assert got == extracted["written"]
    assert json.loads(shown.code[0].value) == extracted["expected"]
    assert "Dataset notes: expects nothing, to read a failing case" in [
        c.value for c in shown.caption
    ]


def test_runs_stored_before_cases_kept_their_input_still_render(
    app: AppTest, seeded: Engine
) -> None:
    old = {
        "suite": "judge",
        "dataset": "datasets/judge.jsonl",
        "provider": "rules",
        "metrics": {"accuracy": 0.5},
        "intervals": {"accuracy": [0.25, 0.75]},
        "cases": [
            {
                "id": "j-old",
                "language": "en",
                "passed": False,
                "written": [{"supported": False, "memory_id": None}],
                "expected": {"label": "supported", "memory_id": "m1"},
            }
        ],
    }
    _store(seeded, old)
    at = _open(app, "judge")
    shown = _expander(at, "j-old")
    assert json.loads(shown.code[0].value) == old["cases"][0]["expected"]
    assert json.loads(shown.code[1].value) == old["cases"][0]["written"]
