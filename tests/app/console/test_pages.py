"""Every console page renders against the seeded real database, and its actions work."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from sqlalchemy import Engine, text
from streamlit.testing.v1 import AppTest

from core.config.reference import MASK, settings_reference
from core.db.engine import EMBEDDED_URL_ENV, session_scope
from core.evaluations.runs import store_run
from core.llm.providers import PROVIDERS
from core.playground import playground_user, write_turn
from core.recall.strategies import STRATEGIES
from eval.suites import SUITES
from tests.app.console.conftest import MAIN, figure
from tests.builders import production_checksum


def go(app: AppTest, page: str) -> AppTest:
    app.switch_page(f"pages/{page}.py")
    app.run()
    assert not app.exception, app.exception
    return app


def user_with_memories(engine: Engine) -> tuple[str, str]:
    with engine.connect() as conn:
        user, memory = conn.execute(
            text(
                "SELECT \"userId\"::text, text FROM user_memory WHERE status = 'active' "
                "AND language = 'en' ORDER BY \"updatedAt\" DESC, id LIMIT 1"
            )
        ).one()
    return user, memory


def preview_button(at: AppTest) -> Any:
    return next(b for b in at.button if b.label == "Preview recall")


def test_users_page_previews_the_recall_block(app: AppTest, seeded: Engine) -> None:
    at = go(app, "users")
    user, memory = user_with_memories(seeded)
    at.text_input(key="u_user").input(user).run()
    at.text_input(key="u_question").input(memory)
    preview_button(at).click().run()
    assert not at.exception
    metrics = {m.label: m.value for m in at.metric}
    assert int(metrics["memories in the block"]) >= 1
    assert memory in at.code[0].value
    at.text_input(key="u_question").input("")
    preview_button(at).click().run()
    assert any("write a question" in e.value for e in at.error)


def test_choice_widgets_offer_exactly_the_registered_names(app: AppTest, seeded: Engine) -> None:
    at = go(app, "users")
    user, memory = user_with_memories(seeded)
    at.text_input(key="u_user").input(user).run()
    assert at.selectbox(key="u_strategy").options == list(STRATEGIES.names)
    at.text_input(key="u_question").input(memory)
    for name in STRATEGIES.names:
        at.selectbox(key="u_strategy").set_value(name)
        preview_button(at).click().run()
        assert not at.exception, (name, at.exception)
        assert memory in at.code[0].value, name
    at = go(app, "shadow")
    # production's provider first, then exactly the registered names
    assert at.selectbox(key="s_provider").options[1:] == list(PROVIDERS.names)
    at = go(app, "evaluations")
    suites = at.segmented_control(key="e_suite")
    assert [o.content for o in suites.proto.options] == list(SUITES.names)
    assert suites.value == SUITES.names[0]


def test_conversations_page_shows_transcript_marks_and_outcomes(
    app: AppTest, seeded: Engine
) -> None:
    at = go(app, "conversations")
    with seeded.connect() as conn:
        total = conn.execute(text("SELECT count(*) FROM conversations")).scalar_one()
    assert any(f"{total} conversations" in c.value for c in at.caption)
    assert at.selectbox(key="open_conversation").value
    assert len(at.chat_message) >= 1
    assert any("✅" in c.value or "⏳" in c.value for c in at.caption)
    assert any("Memories written from this conversation" in m.value for m in at.markdown)
    at.text_input(key="c_user").input("zz-nobody-by-that-name").run()
    assert any("No user matches" in e.value for e in at.error)


def test_start_compare_and_delete_a_shadow_run(app: AppTest, seeded: Engine) -> None:
    before = production_checksum(seeded)
    at = go(app, "shadow")
    assert any("No shadow runs yet" in i.value for i in at.info)
    # The form starts at production's settings: this run is a control.
    at.text_input(key="s_name").input("console try")
    at.number_input(key="s_days").set_value(3650)
    submit = next(b for b in at.button if b.label == "Start")
    submit.click().run()
    assert not at.exception, at.exception
    assert any("Shadow run 'console try' done" in s.value for s in at.success)
    assert production_checksum(seeded) == before  # a shadow run touches no production table
    metrics = {m.label: m.value for m in at.metric}
    assert int(metrics["users"]) >= 1 and int(metrics["same"]) >= 10
    assert (metrics["added"], metrics["missing"], metrics["changed"]) == ("0", "0", "0")
    assert any("Start: " in c.value and "Rule: each user starts" in c.value for c in at.caption)
    decisions = next(d for d in at.dataframe if "store decision" in d.value.columns)
    assert list(decisions.value["left"]) == list(decisions.value["right"])
    charts = at.get("plotly_chart")
    assert "shadow_cat" in [c.key for c in charts]
    # the demo's conversations with a secret, an identifier or another person are rejected
    assert "shadow_reason" in [c.key for c in charts]
    for key, unit in (("shadow_cat", "memories (count)"), ("shadow_reason", "rejections (count)")):
        layout = figure(at, key)["layout"]
        assert layout["title"]["text"].endswith("each side (count)")
        assert layout["yaxis"]["title"]["text"] == unit
    assert at.get("download_button")
    # the recall preview of both sides, through the real recall service
    at.button(key="pv_go").click().run()
    assert not at.exception
    assert any("production replay" in m.value for m in at.markdown)
    assert len(at.code) == 4  # two sample questions × two sides
    assert all(c.proto.wrap_lines for c in at.code)  # side by side, lines wrap, none is cut
    at.button(key="shadow_delete").click().run()
    assert not at.exception, at.exception
    assert any("Deleted shadow run 'console try'" in s.value for s in at.success)
    assert any("No shadow runs yet" in i.value for i in at.info)
    assert production_checksum(seeded) == before


def test_evaluations_page_opens_a_stored_run_and_runs_a_suite(app: AppTest, seeded: Engine) -> None:
    result = {
        "suite": "extraction",
        "dataset": "datasets/extraction.jsonl",
        "provider": "rules",
        "prompt_version": "extraction-v1",
        "metrics": {"f1": 0.5, "forbidden_writes": 0.0},
        "intervals": {"f1": [0.4, 0.6], "forbidden_writes": [0.0, 0.0]},
        "by_language": {"en": {"f1": 0.5}},
        "cases": [
            {"id": "c-ok", "passed": True, "written": [], "expected": {}},
            {"id": "c-bad", "passed": False, "written": [{"text": "x"}], "expected": {"add": []}},
        ],
    }
    with session_scope(seeded) as s:
        store_run(s, result, "abc")
    at = go(app, "evaluations")
    assert at.get("plotly_chart")
    assert any("Failing cases** — 1 of 2" in m.value for m in at.markdown)
    assert [e.label for e in at.expander if "c-bad" in e.label]
    at.segmented_control(key="e_suite").set_value("judge").run()
    assert any("No stored judge runs yet" in i.value for i in at.info)
    at.button(key="e_run").click().run()
    assert not at.exception, at.exception
    assert any("Stored eval run" in s.value for s in at.success)
    with seeded.connect() as conn:
        assert (
            conn.execute(text("SELECT count(*) FROM eval_runs WHERE suite='judge'")).scalar() == 1
        )


def _production_view(at: AppTest) -> tuple[list[str], list[str], list[str]]:
    """What Overview (its status metrics and captions) and Memories (its captions) show."""
    overview = go(at, "overview")
    shown = [f"{m.label}={m.value}" for m in overview.metric], [c.value for c in overview.caption]
    memories = go(at, "memories")
    return shown[0], shown[1], [c.value for c in memories.caption]


def test_playground_writes_consolidates_and_recalls_in_the_sandbox(
    app: AppTest, seeded: Engine
) -> None:
    before = production_checksum(seeded)
    with seeded.connect() as conn:
        status_query = "SELECT status, count(*) FROM user_memory GROUP BY status ORDER BY status"
        statuses = conn.execute(text(status_query)).all()
    view = _production_view(app)
    at = go(app, "playground")
    at.text_area(key="pg_message").input("Remember that I prefer answers with examples.")
    next(b for b in at.button if b.label == "Send as the test user").click().run()
    assert any("Turn written" in s.value for s in at.success)
    at.button(key="pg_consolidate").click().run()
    assert any("Consolidated: written; added 1" in s.value for s in at.success), [
        s.value for s in at.success
    ]
    assert "examples" in " ".join(at.dataframe[0].value["text"])
    at.text_input(key="pg_question").input("Explain data retention with examples")
    at.button(key="pg_recall").click().run()
    assert "examples" in at.code[0].value
    assert any("need an LLM" in i.value for i in at.info)
    # production's tables, Overview, Memories and the status query are as they were
    assert production_checksum(seeded) == before
    with seeded.connect() as conn:
        assert conn.execute(text(status_query)).all() == statuses
    assert _production_view(at) == view


def test_settings_page_lists_every_setting_and_the_checks(app: AppTest) -> None:
    at = go(app, "settings")
    names = set(at.dataframe[0].value["variable"])
    assert {d.name for d in settings_reference()} <= names
    assert any("Start-up checks pass" in s.value for s in at.success)


def test_settings_page_marks_the_database_url_changed_only_when_the_user_set_it(
    app: AppTest, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    def database_row(at: AppTest) -> dict[str, str]:
        rows = at.dataframe[0].value.to_dict("records")
        assert db_url not in str(rows)  # never shown, set or handed down
        return next(r for r in rows if r["variable"] == "ACEH_RAG_DATABASE_URL")

    configured = go(app, "settings")  # the test database, set as ACEH_RAG_DATABASE_URL
    assert database_row(configured)["changed"] == "●"
    assert database_row(configured)["value"] == MASK
    assert any("ACEH_RAG_DATABASE_URL names" in c.value for c in configured.caption)
    # as under `ingat console` on the embedded server: its URL is handed down, the user set nothing
    monkeypatch.delenv("ACEH_RAG_DATABASE_URL")
    monkeypatch.setenv(EMBEDDED_URL_ENV, db_url)
    embedded = AppTest.from_file(str(MAIN), default_timeout=60)
    embedded.run()
    embedded = go(embedded, "settings")
    assert database_row(embedded)["changed"] == ""
    assert database_row(embedded)["value"] == "(unset)" == database_row(embedded)["default"]
    assert any("the embedded PostgreSQL" in c.value for c in embedded.caption)
    assert any("Start-up checks pass" in s.value for s in embedded.success)


def test_bulk_delete_of_a_user_and_export(app: AppTest, seeded: Engine) -> None:
    at = go(app, "memories")
    user, _ = user_with_memories(seeded)
    at.text_input(key="f_user").input(user).run()
    at.button(key="export_prepare").click().run()
    assert len(at.get("download_button")) == 1
    at.text_input(key="f_text").input("zzz-nothing").run()
    assert at.get("download_button") == []  # prepared for other filters: not offered
    at.text_input(key="f_text").input("").run()
    assert len(at.get("download_button")) == 1
    at.button(key="bulk_delete").click().run()
    assert any("reason" in e.value for e in at.error)
    at.text_input(key="bulk_reason").input("account closed")
    at.checkbox(key="bulk_confirm").check()
    at.button(key="bulk_delete").click().run()
    assert not at.exception
    assert any("Deleted" in s.value and "dev@localhost" in s.value for s in at.success)
    with seeded.connect() as conn:
        assert (
            conn.execute(
                text('SELECT count(*) FROM user_memory WHERE "userId" = :u'), {"u": user}
            ).scalar_one()
            == 0
        )
        actor, reason = conn.execute(
            text(
                'SELECT "actorId", reason FROM ai_engine_audit_log '
                "WHERE action = 'hard_delete_user' AND \"entityId\" = :u"
            ),
            {"u": user},
        ).one()
    assert (actor, reason) == ("dev@localhost", "account closed")


def test_a_viewer_cannot_start_shadow_runs_or_bulk_delete(
    seeded: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ACEH_RAG_CONSOLE__ADMINS", '["boss@example.org"]')
    at = AppTest.from_file(str(MAIN), default_timeout=60)
    at.run()
    at = go(at, "shadow")
    assert any("Only admins start shadow runs" in c.value for c in at.caption)
    assert not [b for b in at.button if b.label == "Start"]
    at = go(at, "memories")
    user, _ = user_with_memories(seeded)
    at.text_input(key="f_user").input(user).run()
    assert not [b for b in at.button if b.key == "bulk_delete"]
    at = go(at, "evaluations")
    assert not [b for b in at.button if b.key == "e_run"]


def test_a_reviewer_can_delete_but_not_start_shadow_runs(
    seeded: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ACEH_RAG_CONSOLE__REVIEWERS", '["dev@localhost"]')
    at = AppTest.from_file(str(MAIN), default_timeout=60)
    at.run()
    at = go(at, "memories")
    assert at.selectbox(key="open_memory").value is None  # no detail until one is picked
    at.selectbox(key="open_memory").select_index(0).run()
    memory_id = at.selectbox(key="open_memory").value
    assert [b for b in at.button if b.key == f"delete_button_{memory_id}"]
    user, _ = user_with_memories(seeded)
    at.text_input(key="f_user").input(user).run()
    assert [b for b in at.button if b.key == "bulk_delete"]
    at = go(at, "shadow")
    assert not [b for b in at.button if b.label == "Start"]


def test_playground_keeps_its_conversation_in_the_url(app: AppTest, seeded: Engine) -> None:
    at = go(app, "playground")
    assert "conversation" not in at.query_params
    at.text_area(key="pg_message").input("Remember that I prefer answers with examples.")
    next(b for b in at.button if b.label == "Send as the test user").click().run()
    opened = at.query_params["conversation"]
    assert str(uuid.UUID(opened)) == opened

    # a reload: a new session on the same URL opens the same conversation, turns and all
    reloaded = AppTest.from_file(str(MAIN), default_timeout=60)
    reloaded.run()
    reloaded = go(reloaded, "playground")
    reloaded.query_params["conversation"] = opened
    reloaded.run()
    assert not reloaded.exception and not reloaded.error
    assert any(opened in c.value for c in reloaded.caption)
    assert [t.value for m in reloaded.chat_message for t in m.text] == [
        "Remember that I prefer answers with examples."
    ]
    assert not reloaded.button(key="pg_consolidate").disabled
    reloaded.button(key="pg_consolidate").click().run()
    assert any("Consolidated: written; added 1" in s.value for s in reloaded.success)
    assert reloaded.query_params["conversation"] == opened

    # garbage, another operator's conversation: ignored without an error, and dropped from the URL
    other = write_turn(seeded, playground_user("someone@else.example"), "I prefer tables.")
    for named in ("not-a-uuid", "'; DROP TABLE conversations; --", str(other), str(uuid.uuid4())):
        reloaded.query_params["conversation"] = named
        reloaded.run()
        assert not reloaded.exception and not reloaded.error, named
        assert "conversation" not in reloaded.query_params, named
        assert reloaded.button(key="pg_consolidate").disabled, named
        assert not reloaded.chat_message, named

    # a new conversation empties the URL
    at.button(key="pg_new").click().run()
    assert "conversation" not in at.query_params and at.button(key="pg_consolidate").disabled


def test_previews_wrap_the_system_message(app: AppTest, seeded: Engine) -> None:
    at = go(app, "playground")
    at.text_area(key="pg_message").input("Remember that I prefer answers with examples.")
    next(b for b in at.button if b.label == "Send as the test user").click().run()
    at.button(key="pg_consolidate").click().run()
    at.text_input(key="pg_question").input("Explain data retention with examples")
    at.button(key="pg_recall").click().run()
    [block] = at.code
    assert "examples" in block.value and block.proto.wrap_lines
