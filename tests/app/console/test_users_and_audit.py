"""The user finder on every page that asks for a user, the Users list, and the Audit page."""

from __future__ import annotations

import uuid

from sqlalchemy import Engine, text
from streamlit.testing.v1 import AppTest

from tests.app.console.test_pages import go, user_with_memories
from tests.builders import remember


def _labels(engine: Engine) -> dict[str, str]:
    with engine.connect() as conn:
        return {
            str(u): label
            for u, label in conn.execute(text('SELECT "userId", label FROM user_labels'))
        }


def test_the_users_page_lists_users_and_opens_one_found_by_prefix(
    app: AppTest, seeded: Engine
) -> None:
    at = go(app, "users")
    with seeded.connect() as conn:
        users = conn.execute(text('SELECT count(DISTINCT "userId") FROM user_memory')).scalar_one()
    assert any(f"{users} users with memories" in c.value for c in at.caption)
    listed = at.dataframe[0].value
    assert {"user", "label", "active", "superseded", "deleted", "last write"} <= set(listed.columns)
    assert "Alice Morgan" in set(listed["label"])  # the demo's display names are labels
    user, _ = user_with_memories(seeded)
    at.text_input(key="u_user").input(user[:8]).run()  # the prefix the tables show
    assert not at.exception, at.exception
    assert any(c.value.startswith(user) for c in at.caption)
    links = [link.proto for link in at.get("page_link")]
    assert {(link.label, link.page) for link in links} >= {
        ("Their memories", "memories"),
        ("Their conversations", "conversations"),
    }
    assert all(f"user={user}" in link.query_string for link in links)
    # picked from the list instead
    at.text_input(key="u_user").input("").run()
    first = at.selectbox(key="u_open").options[1]
    at.selectbox(key="u_open").select_index(1).run()
    assert any(link.proto.label == "Their memories" for link in at.get("page_link")), first


def test_the_finder_takes_a_label_and_lists_several_matches(app: AppTest, seeded: Engine) -> None:
    labels = _labels(seeded)
    alice = next(u for u, label in labels.items() if label == "Alice Morgan")
    at = go(app, "memories")
    at.text_input(key="f_user").input("alice mor").run()
    assert not at.exception, at.exception
    assert set(at.dataframe[0].value["user"]) == {alice[:8]}
    # four hex digits shared by several ids: a select box to pick one
    for n in (1, 2):
        remember(seeded, uuid.UUID(f"abcd000{n}-0000-4000-8000-000000000000"), "Prefers tea.")
    shared = "abcd"
    at.text_input(key="f_user").input(shared).run()
    picker = at.selectbox(key="f_user_pick")
    assert "users match" in picker.label and len(picker.options) >= 2


def test_a_deleted_memorys_audit_rows_are_one_link_away(app: AppTest, seeded: Engine) -> None:
    user, memory = user_with_memories(seeded)
    with seeded.connect() as conn:
        memory_id = conn.execute(
            text('SELECT id::text FROM user_memory WHERE "userId" = :u AND text = :t'),
            {"u": user, "t": memory},
        ).scalar_one()
    at = go(app, "memories")
    at.text_input(key="f_text").input(memory).run()
    at.selectbox(key="open_memory").set_value(memory_id).run()
    at.text_input(key=f"delete_reason_{memory_id}").input("auditor walk-through")
    at.checkbox(key=f"delete_confirm_{memory_id}").check()
    at.button(key=f"delete_button_{memory_id}").click().run()
    assert any("Deleted memory" in s.value for s in at.success)
    [link] = [link.proto for link in at.get("page_link")]
    assert link.page == "audit" and link.query_string == f"entity={memory_id}"
    at = go(at, "audit")
    at.text_input(key="a_entity_id").input(memory_id).run()
    rows = at.dataframe[0].value
    newest = rows.iloc[0]  # newest first
    assert (newest["action"], newest["reason"], newest["actor"]) == (
        "hard_delete",
        "auditor walk-through",
        "reviewer:dev@localhost",
    )
    shown = " ".join(str(v) for v in rows.to_numpy().ravel())
    assert memory not in shown  # audit rows hold no memory text
    # the other filters and the export
    at.text_input(key="a_entity_id").input("").run()
    at.text_input(key="a_action").input("hard_delete").run()
    assert set(at.dataframe[0].value["action"]) == {"hard_delete"}
    at.button(key="a_export_prepare").click().run()
    [download] = at.get("download_button")
    assert "1 row(s)" in download.proto.label
    at.text_input(key="a_user").input(user[:8]).run()
    assert set(at.dataframe[0].value["entity id"]) == {memory_id}
    assert at.get("download_button") == []  # prepared for other filters: not offered


def test_the_audit_page_refuses_an_empty_time_range(app: AppTest, seeded: Engine) -> None:
    import datetime as dt

    at = go(app, "audit")
    assert not at.exception
    at.date_input(key="a_since").set_value(dt.date(2026, 1, 2))
    at.date_input(key="a_until").set_value(dt.date(2026, 1, 1)).run()
    assert any("'since' must be before 'until'" in e.value for e in at.error)


def test_every_audit_filter_and_the_users_paging_narrow_on_the_server(
    app: AppTest, seeded: Engine
) -> None:
    with seeded.connect() as conn:
        conversations = conn.execute(
            text("SELECT count(*) FROM ai_engine_audit_log WHERE \"entityType\" = 'conversation'")
        ).scalar_one()
        rejected = conn.execute(
            text("SELECT count(*) FROM ai_engine_audit_log WHERE action = 'rejected'")
        ).scalar_one()
        users = conn.execute(text('SELECT count(DISTINCT "userId") FROM user_memory')).scalar_one()
    at = go(app, "audit")
    at.selectbox(key="a_entity_type").set_value("conversation").run()
    if conversations:
        assert set(at.dataframe[0].value["entity"]) == {"conversation"}
    else:
        assert any("No audit row matches" in i.value for i in at.info)
    at.selectbox(key="a_entity_type").set_value("(any)").run()
    at.text_input(key="a_actor").input("system").run()
    assert {a.split(":")[0] for a in at.dataframe[0].value["actor"]} == {"system"}
    at.text_input(key="a_actor").input("nobody@example.org").run()
    assert any("No audit row matches" in i.value for i in at.info)
    at.text_input(key="a_actor").input("").run()
    at.text_input(key="a_action").input("rejected").run()
    assert any(f"{rejected:,} rows" in c.value for c in at.caption)
    at.text_input(key="a_action").input("")
    at.text_input(key="a_reason").input("zz-no-such-reason").run()
    assert any("No audit row matches" in i.value for i in at.info)
    at.text_input(key="a_reason").input("").run()
    at.selectbox(key="a_page_size").set_value(25).run()
    first = list(at.dataframe[0].value["entity id"])
    at.number_input(key="a_page").set_value(2).run()
    assert list(at.dataframe[0].value["entity id"]) != first
    assert any("page 2 of" in c.value for c in at.caption)
    # the users list pages too
    at = go(at, "users")
    at.selectbox(key="u_page_size").set_value(25).run()
    at.number_input(key="u_page").set_value(99).run()
    assert any(f"{users} users with memories · page 99" in c.value for c in at.caption)
    assert any("No users on page 99: there are" in i.value for i in at.info)


def test_the_shadow_sample_takes_users_by_prefix_or_name(app: AppTest, seeded: Engine) -> None:
    labels = _labels(seeded)
    alice = next(u for u, label in labels.items() if label == "Alice Morgan")
    at = go(app, "shadow")
    at.text_input(key="s_name").input("by name")
    at.text_area(key="s_users").input("zz-nobody-by-that-name")
    at.number_input(key="s_days").set_value(3650)
    next(b for b in at.button if b.label == "Start").click().run()
    assert any("no user matches" in e.value for e in at.error)
    at.text_area(key="s_users").input(f"alice morgan\n{alice[:8]}")
    next(b for b in at.button if b.label == "Start").click().run()
    assert not at.exception, at.exception
    assert any("Shadow run 'by name' done" in s.value for s in at.success)
    with seeded.connect() as conn:
        sample = conn.execute(
            text("SELECT sample FROM shadow_runs WHERE name = 'by name'")
        ).scalar_one()
    assert sample["user_ids"] == [alice]  # two lines naming one user: once
