"""A user deletes a memory over HTTP while the sweeper's model is thinking about it."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from sqlalchemy import Engine

from core.config.settings import load_settings
from core.llm.scripted import ScriptedProvider
from core.sweeper.factory import build_sweeper
from tests.app.api.test_memories_api import client
from tests.builders import remember
from tests.core.sweeper.test_sweeper import Make, _op, one_add


def test_delete_over_http_during_the_model_call_drops_only_that_update(
    engine: Engine,
    jwt_env: dict[str, str],
    serve_api: Callable[[], str],
    mint: Callable[..., str],
    make_conversation: Make,
) -> None:
    call = client(serve_api(), mint)
    user, _, ids = make_conversation(
        [("user", "Answer me in a formal register now. Also I prefer tables for comparisons.")]
    )
    target = remember(engine, user, "Prefers a casual register.", subject="register")
    deleted: list[int] = []

    def delete_then_reply(transcript: Any) -> str:
        shown = {m.id: m.short_id for m in transcript.memories}
        deleted.append(call("DELETE", f"/memories/{target}", user).status_code)
        return json.dumps(
            {
                "operations": [
                    _op(
                        "update",
                        shown[target],
                        str(ids[0]),
                        "Prefers a formal register.",
                        "register",
                    ),
                    json.loads(
                        one_add(str(ids[0]), "Prefers tables for comparisons.", "comparisons")
                    )["operations"][0],
                ]
            }
        )

    # The API process runs no sweeper of its own (memory is off for it); this one is the test's.
    settings = load_settings().with_memory_on()
    report = build_sweeper(engine, settings, ScriptedProvider.of(delete_then_reply)).sweep_once()
    assert deleted == [204]
    assert report.errors == 0 and [o.status for o in report.outcomes] == ["written"]
    assert report.outcomes[0].written.gone == 1
    listed = call("GET", "/memories", user)
    assert listed.status_code == 200
    assert [m["text"] for m in listed.json()] == ["Prefers tables for comparisons."]
    assert call("GET", f"/memories/{target}", user).status_code == 404
