"""The /memories user controls over real HTTP against the real database (SPEC §9)."""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable

import httpx
import pytest
from sqlalchemy import Engine, text

from core.db.engine import session_scope
from core.db.models import MemoryCategory
from core.memory.schemas import (
    ForgetOperation,
    Identity,
    MemoryDraft,
    UpdateOperation,
)
from tests.builders import remember, writer
from tests.conftest import text_anywhere


def write(engine: Engine, user: uuid.UUID, *texts: str) -> list[uuid.UUID]:
    return [
        remember(engine, user, t, category="user_preference", subject=f"topic {i}")
        for i, t in enumerate(texts)
    ]


def client(base: str, mint: Callable[..., str]) -> Callable[..., httpx.Response]:
    """Requests to the API as a given user, with a freshly minted token."""

    def call(method: str, path: str, user: uuid.UUID) -> httpx.Response:
        return httpx.request(
            method,
            f"{base}{path}",
            headers={"Authorization": f"Bearer {mint(str(user))}"},
            timeout=10,
        )

    return call


@pytest.fixture
def api(
    jwt_env: dict[str, str], serve_api: Callable[[], str], mint: Callable[..., str]
) -> Callable[..., httpx.Response]:
    return client(serve_api(), mint)


def test_get_lists_only_the_callers_active_memories(
    engine: Engine, api: Callable[..., httpx.Response]
) -> None:
    alice, bob = uuid.uuid4(), uuid.uuid4()
    a1, a2 = write(engine, alice, "Likes tea.", "Likes maps.")
    write(engine, bob, "Likes coffee.")
    with session_scope(engine) as s:
        writer(s, alice).apply([ForgetOperation(memory_id=a2)])
    body = api("GET", "/memories", alice).json()
    assert [m["text"] for m in body] == ["Likes tea."]
    assert set(body[0]) == {
        "id",
        "type",
        "category",
        "text",
        "language",
        "tags",
        "importance",
        "created_at",
        "updated_at",
    }
    assert api("GET", f"/memories/{a1}", alice).status_code == 200
    assert api("GET", f"/memories/{a2}", alice).status_code == 404  # deleted (forgotten) rows


def test_another_users_memory_is_404(engine: Engine, api: Callable[..., httpx.Response]) -> None:
    alice, bob = uuid.uuid4(), uuid.uuid4()
    [bobs] = write(engine, bob, "Likes coffee.")
    for method in ("GET", "DELETE"):
        response = api(method, f"/memories/{bobs}", alice)
        assert response.status_code == 404
        assert response.json() == {
            "error": {"code": "not_found", "message": f"memory {bobs} not found"}
        }
    assert [m["text"] for m in api("GET", "/memories", bob).json()] == ["Likes coffee."]
    assert api("DELETE", "/memories/not-a-uuid", alice).json()["error"]["code"] == "invalid"


def test_delete_one_removes_it_and_its_earlier_versions(
    engine: Engine, api: Callable[..., httpx.Response]
) -> None:
    user = uuid.uuid4()
    [first] = write(engine, user, "Zanzibar-tea-lover")
    with session_scope(engine) as s:
        w = writer(s, user)
        [second] = w.apply(
            [
                UpdateOperation(
                    memory_id=first,
                    memory=MemoryDraft(
                        category=MemoryCategory.user_preference,
                        text="Zanzibar-oolong-lover",
                        identity=Identity(subject="topic 0", polarity="prefer"),
                    ),
                )
            ]
        ).updated
    assert api("DELETE", f"/memories/{second}", user).status_code == 204
    assert text_anywhere(engine, "Zanzibar") == []
    assert api("DELETE", f"/memories/{second}", user).status_code == 404


def test_delete_all_leaves_nothing(engine: Engine, api: Callable[..., httpx.Response]) -> None:
    user, other = uuid.uuid4(), uuid.uuid4()
    ids = write(engine, user, "Secret-ish preference one.", "Secret-ish preference two.")
    write(engine, other, "Other user's memory.")
    with session_scope(engine) as s:
        writer(s, user).apply([ForgetOperation(memory_id=ids[0])])
        s.execute(
            text(
                'INSERT INTO user_memory (id, "userId", type, text, "stableKey") '
                f"VALUES ('{uuid.uuid4()}', '{user}', 'reflection', 'Secret-ish legacy', 'legacy')"
            )
        )
    response = api("DELETE", "/memories", user)
    assert response.status_code == 200 and response.json() == {"deleted": 3}
    with engine.connect() as conn:
        assert (
            conn.execute(
                text('SELECT count(*) FROM user_memory WHERE "userId" = :u'), {"u": user}
            ).scalar_one()
            == 0
        )
        assert (
            conn.execute(
                text("SELECT count(*) FROM user_memory WHERE embedding IS NOT NULL")
            ).scalar_one()
            == 1
        )
        audit = [
            json.dumps(d) for (d,) in conn.execute(text("SELECT details FROM ai_engine_audit_log"))
        ]
    assert text_anywhere(engine, "Secret-ish") == []
    assert not any("Secret-ish" in a for a in audit)
    assert api("GET", "/memories", user).json() == []
    assert [m["text"] for m in api("GET", "/memories", other).json()] == ["Other user's memory."]


def test_allowlist_only_narrows(
    engine: Engine,
    monkeypatch: pytest.MonkeyPatch,
    jwt_env: dict[str, str],
    serve_api: Callable[[], str],
    mint: Callable[..., str],
) -> None:
    listed, unlisted = uuid.uuid4(), uuid.uuid4()
    write(engine, listed, "Listed likes tea.")
    [kept] = write(engine, unlisted, "Unlisted likes tea.")
    monkeypatch.setenv("ACEH_RAG_MEMORY__SUBJECT_ALLOWLIST", json.dumps([str(listed)]))
    base = serve_api()

    call = client(base, mint)

    assert len(call("GET", "/memories", listed).json()) == 1
    assert call("GET", "/memories", unlisted).json() == []
    assert call("DELETE", f"/memories/{kept}", unlisted).status_code == 404
    assert call("DELETE", "/memories", unlisted).json() == {"deleted": 0}
    with engine.connect() as conn:
        assert (
            conn.execute(
                text("SELECT count(*) FROM user_memory WHERE id = :i"), {"i": kept}
            ).scalar_one()
            == 1
        )


def test_openapi_documents_the_routes_and_error_shape(
    jwt_env: dict[str, str], serve_api: Callable[[], str]
) -> None:
    spec = httpx.get(f"{serve_api()}/openapi.json", timeout=10).json()
    assert {"/memories", "/memories/{memory_id}", "/healthz"} <= set(spec["paths"])
    assert {"get", "delete"} <= set(spec["paths"]["/memories"])
    assert "ErrorResponse" in spec["components"]["schemas"]


def test_header_resolver_for_an_unauthenticated_test_deployment(
    engine: Engine,
    env: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
    serve_api: Callable[[], str],
) -> None:
    user = uuid.uuid4()
    write(engine, user, "Likes tea.")
    monkeypatch.setenv("ACEH_RAG_SECURITY__REQUIRE_AUTH", "false")
    base = serve_api()  # no JWT settings needed without REQUIRE_AUTH
    ok = httpx.get(f"{base}/memories", headers={"X-User-Id": str(user)}, timeout=10)
    assert [m["text"] for m in ok.json()] == ["Likes tea."]
    assert httpx.get(f"{base}/memories", timeout=10).status_code == 401
