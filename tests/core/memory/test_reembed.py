"""``reembed`` moves every vector to another model, a batch at a time, resumable after a crash."""

from __future__ import annotations

import threading
import uuid
from collections.abc import Sequence

import pytest
from sqlalchemy import Engine, text

from core.db import embedding_record
from core.embeddings.base import EmbeddingSpace
from core.embeddings.hashing import HashingEmbedder
from core.errors import ConfigError, StartupRefused
from core.memory.reembed import reembed
from tests.builders import memory_checksum, remember

TEXTS = [f"Prefers answers about subject number {i}." for i in range(23)]


class OtherModel(HashingEmbedder):
    """A real embedder of another space (hashing at another recipe name), counting its calls;
    it can be told to fail on its n-th call, as a crash mid-run would."""

    def __init__(self, fail_on_call: int | None = None) -> None:
        super().__init__(384)
        self._space = EmbeddingSpace("test-other", "other-v1", 384, 0.3)
        self.embedded: list[str] = []
        self.calls = 0
        self.fail_on_call = fail_on_call

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        self.calls += 1
        if self.calls == self.fail_on_call:
            raise RuntimeError("killed mid-run")
        self.embedded.extend(texts)
        # Another model: the same text gets another vector (reversed hashing vector).
        return [list(reversed(v)) for v in super().embed(texts)]


def vectors(engine: Engine) -> dict[str, list[float]]:
    with engine.connect() as conn:
        rows = conn.execute(text("SELECT text, embedding::text FROM user_memory")).all()
    return {r[0]: [float(x) for x in r[1].strip("[]").split(",")] for r in rows}


@pytest.fixture
def stored(engine: Engine) -> Engine:
    user = uuid.uuid4()
    for t in TEXTS:
        remember(engine, user, t, subject=t)
    return engine


def test_every_vector_moves_and_the_record_names_the_new_model(stored: Engine) -> None:
    before = memory_checksum(stored)
    other = OtherModel()
    seen: list[tuple[int, int]] = []
    result = reembed(stored, other, batch_size=5, on_progress=lambda d, t: seen.append((d, t)))
    assert (result.moved_now, result.total) == (23, 23)
    assert sorted(other.embedded) == sorted(TEXTS)  # each text once
    assert seen[0] == (0, 23) and seen[-1] == (23, 23) and len(seen) == 1 + 5
    got = vectors(stored)
    expected = dict(zip(TEXTS, OtherModel().embed(TEXTS), strict=True))
    assert all(
        max(abs(a - b) for a, b in zip(got[t], expected[t], strict=True)) < 1e-6 for t in TEXTS
    )
    assert memory_checksum(stored) != before
    recorded = embedding_record.read(stored)
    assert recorded is not None and recorded.space == other.space and recorded.target is None
    embedding_record.ensure(stored, other.space)
    with pytest.raises(StartupRefused):
        embedding_record.ensure(stored, HashingEmbedder(384).space)
    # updatedAt is untouched: re-embedding changes no memory, so recency stays.
    with stored.connect() as conn:
        assert (
            conn.execute(
                text(
                    'SELECT count(*) FROM user_memory WHERE "updatedAt" > "createdAt" + interval \'1 s\''
                )
            ).scalar_one()
            == 0
        )
    # A second run has nothing to do.
    again = reembed(stored, OtherModel())
    assert again.already and again.moved_now == 0


def test_a_run_killed_mid_way_refuses_starts_and_resumes_without_embedding_twice(
    stored: Engine,
) -> None:
    crashing = OtherModel(fail_on_call=3)
    with pytest.raises(RuntimeError, match="killed mid-run"):
        reembed(stored, crashing, batch_size=5)
    assert len(crashing.embedded) == 10  # two batches committed
    recorded = embedding_record.read(stored)
    assert recorded is not None and recorded.target == crashing.space and recorded.moved == 10
    # Half-moved vectors: no process starts, whatever its embedder.
    for space in (HashingEmbedder(384).space, crashing.space):
        with pytest.raises(StartupRefused, match="stopped after 10 memories"):
            embedding_record.ensure(stored, space)
    # Finishing with another model is refused; with the same one it resumes after the cursor.
    with pytest.raises(ConfigError, match="half done"):
        reembed(stored, HashingEmbedder(384))
    resumed = OtherModel()
    result = reembed(stored, resumed, batch_size=5)
    assert (result.moved_now, result.total) == (13, 23)
    assert sorted(crashing.embedded + resumed.embedded) == sorted(TEXTS)
    embedding_record.ensure(stored, resumed.space)


def test_a_database_from_before_the_record_is_moved(stored: Engine) -> None:
    with stored.begin() as conn:
        conn.execute(text("DELETE FROM embedding_space"))
    result = reembed(stored, OtherModel(), batch_size=50)
    assert result.total == 23
    embedding_record.ensure(stored, OtherModel().space)


def test_two_runs_at_once_and_another_dimension_are_refused(stored: Engine) -> None:
    entered, release = threading.Event(), threading.Event()

    class Slow(OtherModel):
        def embed(self, texts: Sequence[str]) -> list[list[float]]:
            entered.set()
            release.wait(10)
            return super().embed(texts)

    first = threading.Thread(target=lambda: reembed(stored, Slow(), batch_size=100))
    first.start()
    try:
        assert entered.wait(10)
        with pytest.raises(ConfigError, match="another `ingat db reembed` is running"):
            reembed(stored, OtherModel())
    finally:
        release.set()
        first.join()
    with pytest.raises(ConfigError, match="needs a new database"):
        reembed(stored, HashingEmbedder(256))
