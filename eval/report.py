"""``ingat eval report``: one self-contained HTML file with plotly charts.

For each result: the metrics with their 95 % intervals (a table and a bar chart with error bars),
the per-language breakdown, the second opinions when present, and the failing cases. With stored
runs, a trend chart per suite. plotly.js is inlined once, so the file opens offline.
"""

from __future__ import annotations

import html
import json
from datetime import UTC, datetime
from typing import Any

import plotly.graph_objects as go

from core.evaluations.runs import RunSummary
from eval.second_opinions import summary_lines

COUNT_METRICS = {"forbidden_writes", "leaks", "budget_overflows"}
_STYLE = """
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:2rem;color:#1f2933}
h1{font-size:1.6rem}h2{margin-top:2.5rem;border-bottom:1px solid #d9e2ec;padding-bottom:.3rem}
table{border-collapse:collapse;margin:1rem 0;font-size:.9rem}
th,td{border:1px solid #d9e2ec;padding:.3rem .6rem;text-align:left;vertical-align:top}
th{background:#f0f4f8}td.num{text-align:right;font-variant-numeric:tabular-nums}
.bad{color:#b42318;font-weight:600}.meta{color:#52606d;font-size:.9rem}
code{font-size:.8rem;white-space:pre-wrap;word-break:break-word}
"""


def _fmt(value: Any) -> str:
    if value is None:
        return "–"
    return f"{value:.3f}" if isinstance(value, float) else html.escape(str(value))


def _small_interval(result: dict[str, Any], lang: str, name: str) -> str:
    iv = result.get("by_language_intervals", {}).get(lang, {}).get(name)
    return f"<br><small>[{iv[0]:.2f}, {iv[1]:.2f}]</small>" if iv else ""


def _metric_table(result: dict[str, Any]) -> str:
    langs = sorted(result.get("by_language", {}))
    head = "".join(f"<th>{html.escape(lang)}</th>" for lang in langs)
    rows = []
    for name, value in result["metrics"].items():
        interval = result["intervals"].get(name)
        shown = f"[{interval[0]:.3f}, {interval[1]:.3f}]" if interval else "–"
        bad = name in COUNT_METRICS and value not in (None, 0, 0.0)
        per = "".join(
            f'<td class="num">{_fmt(result["by_language"][lang].get(name))}'
            f"{_small_interval(result, lang, name)}</td>"
            for lang in langs
        )
        rows.append(
            f'<tr><td>{html.escape(name)}</td><td class="num{" bad" if bad else ""}">'
            f'{_fmt(value)}</td><td class="num">{shown}</td>{per}</tr>'
        )
    return (
        f"<table><tr><th>metric</th><th>value</th><th>95% interval</th>{head}</tr>"
        + "".join(rows)
        + "</table>"
    )


def _metric_chart(result: dict[str, Any], include_js: bool) -> str:
    names = [n for n, v in result["metrics"].items() if n not in COUNT_METRICS and v is not None]
    values = [result["metrics"][n] for n in names]
    lows = [(result["intervals"].get(n) or [v, v])[0] for n, v in zip(names, values, strict=True)]
    highs = [(result["intervals"].get(n) or [v, v])[1] for n, v in zip(names, values, strict=True)]
    fig = go.Figure(
        go.Bar(
            x=names,
            y=values,
            name="all",
            error_y={
                "type": "data",
                "symmetric": False,
                "array": [h - v for h, v in zip(highs, values, strict=True)],
                "arrayminus": [v - lo for v, lo in zip(values, lows, strict=True)],
            },
        )
    )
    for lang, per in sorted(result.get("by_language", {}).items()):
        fig.add_trace(go.Bar(x=names, y=[per.get(n) for n in names], name=lang, opacity=0.6))
    fig.update_layout(
        barmode="group",
        yaxis={"range": [0, 1.05], "title": "value (95% interval on 'all')"},
        height=380,
        margin={"t": 30, "b": 40},
    )
    return str(fig.to_html(full_html=False, include_plotlyjs="inline" if include_js else False))


def _second_opinions(result: dict[str, Any]) -> str:
    return "".join(f"<p>{html.escape(line)}</p>" for line in summary_lines(result))


def _reason_coverage(result: dict[str, Any], minimum: int = 20) -> str:
    """Per reason code × language: the cases whose rejections include it (extraction only).

    Cells under ``minimum`` (the red-team acceptance bar) are marked.
    """
    coverage = result.get("reason_coverage")
    if not coverage:
        return ""
    langs = [k for k in coverage if k != "all"]
    head = "".join(f"<th>{html.escape(lang)}</th>" for lang in langs)
    rows = []
    for code, total in coverage["all"].items():
        cells = "".join(
            f'<td class="num{" bad" if coverage[lang].get(code, 0) < minimum else ""}">'
            f"{coverage[lang].get(code, 0)}</td>"
            for lang in langs
        )
        rows.append(f'<tr><td>{html.escape(code)}</td><td class="num">{total}</td>{cells}</tr>')
    return (
        "<h3>Reason-code coverage</h3><p class='meta'>cases whose rejections include each reason "
        f"(primary or label); marked under {minimum} per language</p>"
        f"<table><tr><th>reason</th><th>all</th>{head}</tr>" + "".join(rows) + "</table>"
    )


def _failing_cases(result: dict[str, Any]) -> str:
    failing = [c for c in result["cases"] if not c["passed"]]
    if not failing:
        return "<p>Every case passed.</p>"
    rows = "".join(
        f"<tr><td>{html.escape(c['id'])}</td><td>{html.escape(c.get('language', ''))}</td>"
        f"<td><code>{html.escape(json.dumps(c['expected'], ensure_ascii=False))}</code></td>"
        f"<td><code>{html.escape(json.dumps(c['written'], ensure_ascii=False))}</code></td>"
        f"<td>{html.escape(', '.join(c.get('reasons', [])))}</td></tr>"
        for c in failing
    )
    return (
        f"<p>{len(failing)} of {len(result['cases'])} cases failed.</p><table><tr><th>case</th>"
        "<th>lang</th><th>expected</th><th>got</th><th>rejections</th></tr>" + rows + "</table>"
    )


def _trend_chart(runs: list[RunSummary], suite: str) -> str:
    mine = sorted((r for r in runs if r.suite == suite), key=lambda r: r.created_at)
    if len(mine) < 2:
        return ""
    names = [n for n in mine[-1].metrics if n not in COUNT_METRICS]
    fig = go.Figure()
    for name in names:
        fig.add_trace(
            go.Scatter(
                x=[r.created_at for r in mine],
                y=[r.metrics.get(name) for r in mine],
                mode="lines+markers",
                name=name,
                text=[f"{r.provider} {r.prompt_version} {r.git_sha}" for r in mine],
            )
        )
    fig.update_layout(height=320, yaxis={"range": [0, 1.05]}, margin={"t": 30, "b": 40})
    return f"<h3>Trend of stored {html.escape(suite)} runs</h3>" + str(
        fig.to_html(full_html=False, include_plotlyjs=False)
    )


def render_report(results: list[dict[str, Any]], runs: list[RunSummary] | None = None) -> str:
    """The whole HTML document."""
    sections = []
    include_js = True
    for result in results:
        meta = (
            f"dataset {html.escape(result['dataset'])} · provider "
            f"{html.escape(result['provider'])}"
            + (
                f" · prompt {html.escape(result['prompt_version'])}"
                if result["prompt_version"]
                else ""
            )
            + (f" · strategy {html.escape(result['strategy'])}" if result.get("strategy") else "")
        )
        sections.append(
            f"<h2>{html.escape(result['suite'])}</h2><p class='meta'>{meta}</p>"
            + _metric_table(result)
            + _metric_chart(result, include_js)
            + _second_opinions(result)
            + _reason_coverage(result)
            + "<h3>Failing cases</h3>"
            + _failing_cases(result)
            + _trend_chart(runs or [], result["suite"])
        )
        include_js = False
    stamp = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    return (
        "<!doctype html><html lang='en'><head><meta charset='utf-8'>"
        "<title>ingat evaluation report</title>"
        f"<style>{_STYLE}</style></head><body><h1>ingat evaluation report</h1>"
        f"<p class='meta'>generated {stamp}; metrics with 95% bootstrap intervals over cases</p>"
        + "".join(sections)
        + "</body></html>"
    )
