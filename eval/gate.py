"""``ingat eval gate``: compare a candidate result with a baseline, case-paired (SPEC §10.3).

For each guarded metric, cases present in both results are resampled together and the metric is
recomputed on both sides; the candidate fails when the 95 % upper bound of its improvement is
below −tolerance (it is worse beyond tolerance, with confidence). Hard limits (forbidden writes,
leaks, the judge's false-accept cap, the share of failed model calls) fail on the candidate's
value alone. Writes a Markdown summary
(for a pull-request comment) and JUnit XML.
"""

from __future__ import annotations

import math
import random
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from core.errors import InvalidInput
from eval.suites import SUITES

DEFAULT_CONFIG = Path(__file__).with_name("gate.toml")


@dataclass(frozen=True)
class Check:
    """One gate decision."""

    name: str
    passed: bool
    detail: str


def _outcomes(result: dict[str, Any]) -> dict[str, Any]:
    outcome_from_json = SUITES.get(result["suite"]).outcome_from_json
    out: dict[str, Any] = {}
    for case in result["cases"]:
        data = dict(case.get("outcome") or {})
        if not data:
            raise InvalidInput(
                f"case {case.get('id')} has no outcome; re-run `ingat eval run` to regenerate"
            )
        out[case["id"]] = outcome_from_json(data)
    return out


def paired_difference_interval(
    baseline: list[Any], candidate: list[Any], metric: Any, resamples: int = 1000, seed: int = 0
) -> tuple[float, float] | None:
    """95 % interval of metric(candidate) − metric(baseline) over paired case resamples."""
    rng = random.Random(seed)  # noqa: S311 - reproducible resampling, not cryptography
    n = len(baseline)
    diffs: list[float] = []
    for _ in range(resamples):
        idx = [rng.randrange(n) for _ in range(n)]
        b = metric([baseline[i] for i in idx])
        c = metric([candidate[i] for i in idx])
        if b is not None and c is not None:
            diffs.append(c - b)
    if not diffs:
        return None
    diffs.sort()
    return diffs[int(0.025 * (len(diffs) - 1))], diffs[math.ceil(0.975 * (len(diffs) - 1))]


def paired_outcomes(
    baseline: dict[str, Any], candidate: dict[str, Any]
) -> tuple[list[Any], list[Any]]:
    """The outcomes of the cases both results hold, in the same order (baseline, candidate)."""
    suite = str(candidate.get("suite", ""))
    if suite != baseline.get("suite") or suite not in SUITES:
        raise InvalidInput("baseline and candidate must be results of the same suite")
    base_cases, cand_cases = _outcomes(baseline), _outcomes(candidate)
    shared = sorted(set(base_cases) & set(cand_cases))
    if not shared:
        raise InvalidInput(
            "baseline and candidate share no case ids; compare runs of the same dataset"
        )
    return [base_cases[i] for i in shared], [cand_cases[i] for i in shared]


def guarded_check(
    suite: str, rule: dict[str, Any], paired: tuple[list[Any], list[Any]], resamples: int = 1000
) -> Check:
    """One guarded metric (``{"metric", "tolerance", "better"}`` of the gate config): failed when
    the candidate is worse than the baseline beyond the tolerance with 95 % confidence."""
    name, tol, better = rule["metric"], float(rule["tolerance"]), rule["better"]
    fn = SUITES.get(suite).metrics()[name]
    b_list, c_list = paired
    interval = paired_difference_interval(b_list, c_list, fn, resamples)
    if interval is None:
        return Check(name, True, "not defined on these cases")
    lo, hi = interval
    gain_hi = hi if better == "higher" else -lo  # the best plausible improvement
    b_val, c_val = fn(b_list), fn(c_list)
    return Check(
        name,
        gain_hi >= -tol,
        f"baseline {b_val:.3f} → candidate {c_val:.3f}; difference 95% [{lo:+.3f}, {hi:+.3f}], "
        f"tolerance {tol:.3f} ({better} is better)",
    )


def hard_check(suite: str, rule: dict[str, Any], outcomes: list[Any]) -> Check:
    """One hard limit (``{"metric", "max"}``) on the candidate's case ``outcomes`` alone."""
    name, limit = rule["metric"], float(rule["max"])
    value = SUITES.get(suite).metrics()[name](outcomes)
    ok = value is None or value <= limit
    return Check(f"{name} (hard limit)", ok, f"candidate {value} ≤ {limit:g} required")


def gate_config(section: str, config_path: Path = DEFAULT_CONFIG) -> dict[str, Any]:
    """One table of the gate config: a suite's guarded metrics and hard limits, ``redteam``, or
    ``model_errors`` (empty when the file has no such table)."""
    config: dict[str, Any] = tomllib.loads(config_path.read_text(encoding="utf-8"))
    table: dict[str, Any] = config.get(section, {})
    return table


def run_gate(
    baseline: dict[str, Any],
    candidate: dict[str, Any],
    config_path: Path = DEFAULT_CONFIG,
    resamples: int = 1000,
) -> list[Check]:
    """Every guarded-metric and hard-limit check of the candidate."""
    paired = paired_outcomes(baseline, candidate)
    suite = str(candidate["suite"])
    config = gate_config(suite, config_path)
    checks = [guarded_check(suite, rule, paired, resamples) for rule in config.get("guarded", [])]
    outcomes = list(_outcomes(candidate).values())
    checks += [hard_check(suite, rule, outcomes) for rule in config.get("hard", [])]
    failed_calls = model_error_check(candidate, config_path)
    if failed_calls is not None:
        checks.append(failed_calls)
    return checks


def max_rate(config_path: Path = DEFAULT_CONFIG) -> float:
    """The share of cases whose model call may fail before a run stops counting."""
    return float(gate_config("model_errors", config_path).get("max_rate", 0.0))


def model_error_check(result: dict[str, Any], config_path: Path = DEFAULT_CONFIG) -> Check | None:
    """The check of a result's failed model calls (None when its suite calls no model)."""
    summary = result.get("model_errors") or {}
    if not summary:
        return None
    total, limit = summary["all"], max_rate(config_path)
    reasons = ", ".join(f"{k} {v}" for k, v in total["by_reason"].items()) or "none"
    per = ", ".join(f"{k} {v['failed']}" for k, v in summary.items() if k != "all")
    return Check(
        "model_errors (hard limit)",
        total["rate"] <= limit,
        f"{total['failed']} of {total['cases']} cases had a failed model call "
        f"(rate {total['rate']:.3f} ≤ {limit:g} required; reasons: {reasons}; by language: {per})",
    )


def redteam_config(config_path: Path = DEFAULT_CONFIG) -> dict[str, Any]:
    """The ``[redteam]`` table of the gate configuration (dataset, acceptance bars, holds)."""
    return gate_config("redteam", config_path)


def redteam_bars(config: dict[str, Any], lang: str, *, held: bool = False) -> dict[str, Any]:
    """The bars one language is checked against.

    The acceptance bars (``[redteam.acceptance]``: issue 16 and SPEC §12), or with ``held`` what
    the gates hold today for that language (``[redteam.holds.<lang>]``, a ratchet). A language
    with no held entry must meet the acceptance bars.
    """
    bars = dict(config["acceptance"])
    bars["reason_floors"] = {}
    if held:
        bars.update(config.get("holds", {}).get(lang, {}))
    return bars


def _family(case: dict[str, Any]) -> str:
    tags = case.get("tags") or []
    return str(tags[3]) if len(tags) > 3 else str(case["id"])


def _worst(counter: dict[str, int], limit: int = 8) -> str:
    top = sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]
    more = "" if len(counter) <= limit else f", … {len(counter) - limit} more"
    return ", ".join(f"{name} {n}" for name, n in top) + more


def _language_figures(
    cases: list[dict[str, Any]],
) -> tuple[dict[str, int], int, int, dict[str, int]]:
    """(forbidden writes by family, benign written, benign cases, benign missed by family)."""
    leaks: dict[str, int] = {}
    for c in cases:
        hits = int((c.get("outcome") or {}).get("forbidden_hits", 0))
        if hits:
            leaks[_family(c)] = leaks.get(_family(c), 0) + hits
    benign = [c for c in cases if "benign" in (c.get("tags") or [])]
    missed: dict[str, int] = {}
    for c in benign:
        if not c["passed"]:
            missed[_family(c)] = missed.get(_family(c), 0) + 1
    return leaks, len(benign) - sum(missed.values()), len(benign), missed


def _languages(result: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    by_language: dict[str, list[dict[str, Any]]] = {}
    for c in result["cases"]:
        by_language.setdefault(str(c["language"]), []).append(c)
    return dict(sorted(by_language.items()))


def redteam_checks(
    result: dict[str, Any], config: dict[str, Any] | None = None, *, held: bool = False
) -> list[Check]:
    """The red-team checks of issue 16 on an extraction result, per language.

    Per language: forbidden writes ≤ ``max_forbidden_writes`` (the detail names the families that
    wrote them), benign controls written ≥ ``min_benign_written`` (a benign case counts when it
    passed: its expected add was written and nothing forbidden), and every reason code of
    :data:`eval.metrics.REASON_CODES` in the rejections of ≥ ``min_cases_per_reason`` cases (or
    the code's ``reason_floors`` entry). ``held`` checks what the gates hold today instead of the
    acceptance bars (:func:`redteam_bars`).
    """
    from eval.metrics import REASON_CODES

    config = config or redteam_config()
    coverage = result.get("reason_coverage") or {}
    checks: list[Check] = []
    for lang, cases in _languages(result).items():
        bars = redteam_bars(config, lang, held=held)
        max_forbidden = int(bars["max_forbidden_writes"])
        min_benign = float(bars["min_benign_written"])
        leaks, kept, benign, missed = _language_figures(cases)
        total = sum(leaks.values())
        checks.append(
            Check(
                f"forbidden_writes ({lang})",
                total <= max_forbidden,
                f"{total} ≤ {max_forbidden} required"
                + (f"; by family: {_worst(leaks)}" if leaks else ""),
            )
        )
        rate = kept / benign if benign else 1.0
        checks.append(
            Check(
                f"benign_written ({lang})",
                rate >= min_benign,
                f"{kept}/{benign} = {rate:.3f} ≥ {min_benign:g} required"
                + (f"; missed by family: {_worst(missed)}" if missed else ""),
            )
        )
        hit = coverage.get(lang, {})
        for code in REASON_CODES:
            n = int(hit.get(code, 0))
            least = int(bars["reason_floors"].get(code, bars["min_cases_per_reason"]))
            checks.append(
                Check(f"reason {code} ({lang})", n >= least, f"{n} cases ≥ {least} required")
            )
    return checks


def redteam_slack(result: dict[str, Any], config: dict[str, Any] | None = None) -> list[str]:
    """Where the gates now do better than ``[redteam.holds]`` says: each line names the bar to
    tighten and its new value, so the ratchet never keeps room for a later change to lose."""
    config = config or redteam_config()
    coverage = result.get("reason_coverage") or {}
    slack: list[str] = []
    for lang, cases in _languages(result).items():
        held = config.get("holds", {}).get(lang)
        if held is None:
            continue
        leaks, kept, benign, _ = _language_figures(cases)
        total = sum(leaks.values())
        if total < int(held["max_forbidden_writes"]):
            slack.append(f"holds.{lang}.max_forbidden_writes = {total}")
        rate = kept / benign if benign else 1.0
        floor = math.floor(rate * 1000) / 1000
        if "min_benign_written" in held and floor > float(held["min_benign_written"]):
            slack.append(f"holds.{lang}.min_benign_written = {floor}")
        for code, least in held.get("reason_floors", {}).items():
            n = int(coverage.get(lang, {}).get(code, 0))
            if n > int(least):
                slack.append(
                    f"holds.{lang}.reason_floors.{code} = {n}"
                    if n < int(config["acceptance"]["min_cases_per_reason"])
                    else f"holds.{lang}.reason_floors.{code}: remove (the acceptance bar holds)"
                )
    return slack


def redteam_blind_config(config_path: Path = DEFAULT_CONFIG) -> dict[str, Any]:
    """The ``[redteam_blind]`` table: the held-out blind red-team set, its acceptance bars and
    what the gates hold on it per language (read by :func:`redteam_checks` and
    :func:`redteam_slack` like ``[redteam]``)."""
    return gate_config("redteam_blind", config_path)


def benign_blind_config(config_path: Path = DEFAULT_CONFIG) -> dict[str, Any]:
    """The ``[benign_blind]`` table: the held-out blind benign set and its floors per language."""
    return gate_config("benign_blind", config_path)


def benign_checks(result: dict[str, Any], config: dict[str, Any] | None = None) -> list[Check]:
    """Per language, the share of the benign cases written is at least ``min_written`` (the
    detail names the areas missed); a language with no floor must write them all."""
    config = config or benign_blind_config()
    checks: list[Check] = []
    for lang, cases in _languages(result).items():
        _, kept, benign, missed = _language_figures(cases)
        least = float(config.get("min_written", {}).get(lang, 1.0))
        rate = kept / benign if benign else 1.0
        checks.append(
            Check(
                f"benign_written ({lang})",
                rate >= least,
                f"{kept}/{benign} = {rate:.3f} ≥ {least:g} required"
                + (f"; missed by area: {_worst(missed)}" if missed else ""),
            )
        )
    return checks


def benign_slack(result: dict[str, Any], config: dict[str, Any] | None = None) -> list[str]:
    """The floors the gates now beat by more than ``slack``, each with its new value."""
    config = config or benign_blind_config()
    room = float(config.get("slack", 0.0))
    raised: list[str] = []
    for lang, cases in _languages(result).items():
        _, kept, benign, _ = _language_figures(cases)
        floor = math.floor((kept / benign if benign else 1.0) * 1000) / 1000
        if floor > float(config.get("min_written", {}).get(lang, 1.0)) + room:
            raised.append(f"benign_blind.min_written.{lang} = {floor}")
    return raised


def markdown(checks: list[Check], suite: str) -> str:
    """A pull-request comment."""
    failed = [c for c in checks if not c.passed]
    head = f"### ingat eval gate — {suite}: {'❌ failed' if failed else '✅ passed'}\n\n"
    rows = "\n".join(f"| {'✅' if c.passed else '❌'} | `{c.name}` | {c.detail} |" for c in checks)
    return head + "| | check | detail |\n|---|---|---|\n" + rows + "\n"


def junit(checks: list[Check], suite: str) -> str:
    """JUnit XML, one test case per check."""
    failures = sum(not c.passed for c in checks)
    cases = []
    for c in checks:
        body = "" if c.passed else f'<failure message="{escape(c.detail, {chr(34): "&quot;"})}"/>'
        cases.append(
            f'  <testcase classname="eval.gate.{suite}" name="{escape(c.name)}">{body}</testcase>'
        )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<testsuite name="ingat-eval-gate-{suite}" tests="{len(checks)}" failures="{failures}">\n'
        + "\n".join(cases)
        + "\n</testsuite>\n"
    )
