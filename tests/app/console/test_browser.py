"""The console in a real browser: headless Chromium (Playwright) against `ingat console`.

The console runs as its own process on a seeded copy of the test database. Every page opens without
an error; a memory is deleted through the UI and is gone from the database with its audit row; a
shadow run is started and compared, and a Playground turn is consolidated, with no production
table changed by either. A screenshot of each page goes to
``.ingat/screenshots/<test name>/``.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect, sync_playwright
from sqlalchemy import Engine, text

from tests.builders import production_checksum

ROOT = Path(__file__).resolve().parents[3]
CHROMIUM = Path("/usr/bin/chromium")
PAGES = [
    ("", "Overview"),
    ("memories", "Memories"),
    ("users", "Users"),
    ("conversations", "Conversations"),
    ("audit", "Audit"),
    ("shadow", "Shadow runs"),
    ("evaluations", "Evaluations"),
    ("playground", "Playground"),
    ("settings", "Settings"),
]


def _shadow_status(
    engine: Engine, name: str, *, within: float, until: str | None = None
) -> str | None:
    """The status of shadow run ``name`` once it exists (and is ``until``), polled for ``within``
    seconds; None if it never appeared."""
    deadline = time.monotonic() + within
    status: str | None = None
    while time.monotonic() < deadline:
        with engine.connect() as conn:
            status = conn.execute(
                text("SELECT status FROM shadow_runs WHERE name = :n"), {"n": name}
            ).scalar_one_or_none()
        if status is not None and (until is None or status == until):
            return status
        time.sleep(0.25)
    return status


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def console_url(seeded: Engine, env: dict[str, str]) -> Iterator[str]:
    """`ingat console` on the seeded test database, until the test ends."""
    port = _free_port()
    child_env = {k: v for k, v in os.environ.items() if not k.startswith("ACEH_RAG_")}
    child_env.update(env)
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "app.cli.main",
            "console",
            "--port",
            str(port),
            "--address",
            "127.0.0.1",
            "--no-seed-demo",
        ],
        cwd=ROOT,
        env=child_env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                health = f"{url}/_stcore/health"  # http on loopback, built above
                with urllib.request.urlopen(health, timeout=2) as r:  # noqa: S310
                    if r.status == 200:
                        break
            except OSError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                err = proc.stderr.read().decode() if proc.stderr else ""
                raise AssertionError(f"the console did not start: {err[-2000:]}")
            time.sleep(0.3)
        yield url
    finally:
        os.killpg(proc.pid, 15)
        proc.wait(timeout=30)


def _launch_options() -> dict[str, object]:
    options: dict[str, object] = {"headless": True, "args": ["--no-sandbox", "--headless"]}
    if CHROMIUM.exists():
        options["executable_path"] = str(CHROMIUM)
    return options


def _open(page: Page, url: str, title: str) -> None:
    page.goto(url)
    expect(page.get_by_role("heading", name=title, exact=True).first).to_be_visible(timeout=30_000)
    page.wait_for_load_state("networkidle")
    errors = page.locator('[data-testid="stException"], [data-testid="stAlertContentError"]')
    assert errors.count() == 0, errors.first.inner_text()


def test_console_in_a_real_browser(
    console_url: str, seeded: Engine, request: pytest.FixtureRequest
) -> None:
    shots = ROOT / ".ingat" / "screenshots" / request.node.name
    shots.mkdir(parents=True, exist_ok=True)
    with seeded.connect() as conn:
        memory_id, memory_text, memory_user = conn.execute(
            text(
                "SELECT id::text, text, \"userId\"::text FROM user_memory WHERE status = 'active' "
                "AND language = 'en' ORDER BY \"updatedAt\" DESC, id LIMIT 1"
            )
        ).one()
        # another user, found by prefix later (their memories are not touched by the delete)
        finder_user, finder_memories = conn.execute(
            text(
                'SELECT "userId"::text, count(*) FROM user_memory WHERE "userId" <> :u '
                "AND type <> 'reflection' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1"
            ),
            {"u": memory_user},
        ).one()
    with sync_playwright() as pw:
        browser = pw.chromium.launch(**_launch_options())  # type: ignore[arg-type]
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        try:
            # every page opens without an error
            for path, title in PAGES:
                _open(page, f"{console_url}/{path}", title)
                page.screenshot(path=str(shots / f"{path or 'overview'}.png"), full_page=True)

            # delete one memory through the UI
            _open(page, f"{console_url}/memories", "Memories")
            page.get_by_label("Text contains").fill(memory_text[:40])
            page.get_by_label("Text contains").press("Enter")
            expect(page.get_by_text("1 memories · page 1 of 1")).to_be_visible(timeout=20_000)
            page.get_by_text("Delete permanently").first.click()
            page.get_by_label("Reason (required)").fill("browser test: user request")
            page.get_by_label("Reason (required)").press("Enter")
            page.get_by_text("I understand this cannot be undone").click()
            page.get_by_role("button", name="Delete permanently").click()
            expect(page.get_by_text(f"Deleted memory {memory_id}")).to_be_visible(timeout=20_000)
            page.screenshot(path=str(shots / "memories-after-delete.png"), full_page=True)

            # its detail is gone; its audit rows are one link away
            page.get_by_role("link", name=f"Audit rows of memory {memory_id}").click()
            expect(page.get_by_role("heading", name="Audit", exact=True)).to_be_visible(
                timeout=30_000
            )
            expect(
                page.get_by_text("1 rows · page 1 of 1").or_(
                    page.get_by_text("2 rows · page 1 of 1")
                )
            ).to_be_visible(timeout=20_000)
            grid = page.locator('[data-testid="stDataFrame"]').first
            expect(grid).to_contain_text("hard_delete")
            expect(grid).to_contain_text("browser test: user request")
            page.screenshot(path=str(shots / "audit-of-deleted-memory.png"), full_page=True)

            # find a user by the 8-character prefix the tables show, then open their memories
            _open(page, f"{console_url}/users", "Users")
            finder = page.get_by_role("textbox", name="User", exact=True)
            finder.fill(finder_user[:8])
            finder.press("Enter")
            expect(page.get_by_text(f"User {finder_user}")).to_be_visible(timeout=20_000)
            page.get_by_role("link", name="Their memories").click()
            expect(page.get_by_role("heading", name="Memories", exact=True)).to_be_visible(
                timeout=30_000
            )
            expect(page.get_by_text(f"{finder_memories} memories · page 1 of 1")).to_be_visible(
                timeout=20_000
            )
            page.screenshot(path=str(shots / "memories-of-found-user.png"), full_page=True)

            # start a shadow run and compare it with production's replay; no production table
            # changes, nor through the Playground, whose writes live in the sandbox
            before = production_checksum(seeded)
            _open(page, f"{console_url}/shadow", "Shadow runs")
            page.get_by_text("Start a shadow run").click()
            shadow_name = page.get_by_role("textbox", name="Name", exact=True)
            shadow_name.fill("browser run")
            # Let the form widget take the value (blur) and the app settle before submitting;
            # a click that lands mid-rerun is otherwise lost.
            shadow_name.press("Tab")
            page.wait_for_load_state("networkidle")
            expect(page.get_by_role("button", name="Start")).to_be_enabled()
            # Under load a click can land mid-rerun and be lost: the run's row says whether it
            # started, and a second click is safe only while there is none. Then wait on the
            # run's state in the database, not on the clock, before reading the page.
            for _attempt in range(3):
                page.get_by_role("button", name="Start").click()
                if _shadow_status(seeded, "browser run", within=20.0) is not None:
                    break
            assert _shadow_status(seeded, "browser run", within=240.0, until="done") == "done"
            expect(page.get_by_text("Shadow run 'browser run' done")).to_be_visible(timeout=60_000)
            expect(page.get_by_text("overlap").first).to_be_visible()
            expect(page.get_by_text("right = production replay").first).to_be_visible()
            page.screenshot(path=str(shots / "shadow-compare.png"), full_page=True)
            assert production_checksum(seeded) == before

            _open(page, f"{console_url}/playground", "Playground")
            page.get_by_label("Your message").fill("Remember that I prefer answers with examples.")
            page.get_by_role("button", name="Send as the test user").click()
            expect(page.get_by_text("Turn written.")).to_be_visible(timeout=20_000)
            page.get_by_role("button", name="Consolidate now").click()
            expect(page.get_by_text("Consolidated: written; added 1")).to_be_visible(timeout=30_000)
            page.screenshot(path=str(shots / "playground-after-write.png"), full_page=True)
            assert production_checksum(seeded) == before
        finally:
            browser.close()

    with seeded.connect() as conn:
        gone = conn.execute(
            text("SELECT count(*) FROM user_memory WHERE id = :i"), {"i": memory_id}
        ).scalar_one()
        actor, reason = conn.execute(
            text(
                'SELECT "actorId", reason FROM ai_engine_audit_log '
                "WHERE action = 'hard_delete' AND \"entityId\" = :i"
            ),
            {"i": memory_id},
        ).one()
        runs = (
            conn.execute(text("SELECT status FROM shadow_runs WHERE name = 'browser run'"))
            .scalars()
            .all()
        )
    assert gone == 0
    assert (actor, reason) == ("dev@localhost", "browser test: user request")
    assert runs == ["done"]
    assert sorted(p.name for p in shots.glob("*.png")) == sorted(
        [f"{p or 'overview'}.png" for p, _ in PAGES]
        + [
            "memories-after-delete.png",
            "audit-of-deleted-memory.png",
            "memories-of-found-user.png",
            "shadow-compare.png",
            "playground-after-write.png",
        ]
    )


def _x_ticks(page: Page, title: str, shot: Path) -> list[str]:
    """The x-axis tick labels the browser drew for the chart titled ``title`` (and a screenshot
    of that chart: a page screenshot ends at the viewport)."""
    chart = page.locator(".js-plotly-plot").filter(has_text=title)
    expect(chart).to_have_count(1, timeout=30_000)
    ticks = chart.locator(".xtick text")
    expect(ticks.first).to_be_visible(timeout=30_000)
    chart.scroll_into_view_if_needed()
    chart.screenshot(path=str(shot))
    return [t.strip() for t in ticks.all_text_contents() if t.strip()]


def test_charts_read_as_dates_and_a_failing_case_shows_its_sentence(
    console_url: str, seeded: Engine, request: pytest.FixtureRequest
) -> None:
    """Overview with the demo's rejections (all on the seed's day) and Evaluations with exactly one
    stored run: axis labels are dates, not fractions of a second; a failing judge case opens to
    its sentence; a reload keeps the Playground's conversation."""
    import json
    import re

    from core.config.settings import load_settings
    from core.db.engine import session_scope
    from core.evaluations.runs import store_run
    from eval.run import run_suite

    date = re.compile(r"^\d{4}-\d{2}-\d{2}")
    fractional_seconds = re.compile(r"\d{2}:\d{2}:\d{2}\.\d")
    shots = ROOT / ".ingat" / "screenshots" / request.node.name
    shots.mkdir(parents=True, exist_ok=True)
    with seeded.connect() as conn:
        days = conn.execute(
            text(
                "SELECT DISTINCT to_char(date_trunc('day', \"createdAt\"), 'YYYY-MM-DD') "
                "FROM ai_engine_audit_log WHERE action = 'rejected'"
            )
        ).scalars()
        [day] = list(days)
    dataset = ROOT / "datasets" / "judge.jsonl"
    result = run_suite("judge", dataset, load_settings(), resamples=50, show_progress=False)
    with session_scope(seeded) as s:
        store_run(s, result, "abc1234")
    failing = next(c for c in result["cases"] if not c["passed"])
    sentence = next(
        json.loads(line)["sentence"]
        for line in dataset.read_text(encoding="utf-8").splitlines()
        if line.strip() and json.loads(line)["id"] == failing["id"]
    )
    with sync_playwright() as pw:
        browser = pw.chromium.launch(**_launch_options())  # type: ignore[arg-type]
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        try:
            _open(page, f"{console_url}/", "Overview")
            ticks = _x_ticks(
                page, "Rejections per day by reason code", shots / "overview-rejections.png"
            )
            assert day in ticks and all(date.match(t) for t in ticks), ticks
            assert not [t for t in ticks if fractional_seconds.search(t)], ticks
            page.screenshot(path=str(shots / "overview.png"), full_page=True)

            _open(page, f"{console_url}/evaluations", "Evaluations")
            suites = page.locator('[data-testid="stButtonGroup"]')
            suites.get_by_text("judge", exact=True).click()
            ticks = _x_ticks(page, "per stored run", shots / "evaluations-trend.png")
            assert len(ticks) == 1 and date.match(ticks[0]), ticks  # one run, one dated point
            assert not fractional_seconds.search(ticks[0]), ticks
            label = f"{failing['id']} · {failing['language']}"
            page.get_by_text(label).click()
            expect(page.get_by_text(sentence, exact=True)).to_be_visible(timeout=20_000)
            case = page.locator('[data-testid="stExpander"]').filter(has_text=label)
            expect(case.locator('[data-testid="stDataFrame"]')).to_be_visible()  # its notes
            page.screenshot(path=str(shots / "evaluations.png"), full_page=True)
            case.screenshot(path=str(shots / "evaluations-failing-case.png"))

            _open(page, f"{console_url}/playground", "Playground")
            page.get_by_label("Your message").fill("Remember that I prefer answers with examples.")
            page.get_by_role("button", name="Send as the test user").click()
            expect(page.get_by_text("Turn written.")).to_be_visible(timeout=20_000)
            expect(page).to_have_url(re.compile(r"[?&]conversation=[0-9a-f-]{36}"))
            opened = page.url
            page.reload()
            expect(page.get_by_text("kept in the page's URL")).to_be_visible(timeout=30_000)
            expect(
                page.get_by_text("Remember that I prefer answers with examples.", exact=True)
            ).to_be_visible()
            assert page.url == opened
            expect(page.get_by_role("button", name="Consolidate now")).to_be_enabled()
            page.screenshot(path=str(shots / "playground-after-reload.png"), full_page=True)
        finally:
            browser.close()
    assert sorted(p.name for p in shots.glob("*.png")) == [
        "evaluations-failing-case.png",
        "evaluations-trend.png",
        "evaluations.png",
        "overview-rejections.png",
        "overview.png",
        "playground-after-reload.png",
    ]
