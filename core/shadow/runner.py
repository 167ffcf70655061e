"""Start and execute shadow runs: the sample replayed through the real write path, in order,
into side schemas — never production's tables (issue 20).

A run replays its sampled conversations twice, each time into its own side schema
(:mod:`core.db.side_schema`): once with the variant's settings (side ``variant``) and once with
production's current settings (side ``production``), both from the same start
(:mod:`core.shadow.start_state`). Each replay runs the :class:`~core.consolidation.consolidator.
Consolidator` (built by :func:`~core.consolidation.factory.build_consolidator`) over the
conversations in the order they went idle, so each one sees the memories the previous ones left,
and the store makes its real decisions — duplicates, updates with their supersede chain, forgets —
with audit rows in the side schema. Comparing the two sides shows the variant's effect alone; a
variant equal to production's settings gives two equal sides (with a deterministic provider).
"""

from __future__ import annotations

import uuid
from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime

from sqlalchemy import Engine, func, select
from sqlalchemy.orm import Session

from core.access import Actor, Role
from core.config.settings import Settings
from core.consolidation.factory import build_consolidator
from core.db.engine import session_scope
from core.db.models import Conversation, Message, ShadowRun
from core.db.side_schema import create_side_schema, drop_side_schema, shadow_schema, side_engine
from core.errors import InvalidInput
from core.llm.base import ExtractionProvider
from core.llm.providers import build_provider
from core.prompts.loader import Prompt, load_file_prompt, load_prompt
from core.shadow.spec import ShadowSample, ShadowVariant
from core.shadow.start_state import (
    SampledConversation,
    copy_sample,
    copy_start,
    start_state,
    timeline,
)
from core.sweeper.eligibility import eligible_askers

Progress = Callable[[int, int], None]
PRODUCTION_SIDE = "production"
# The replays of a run, each into its own side schema.
SIDES = ("variant", PRODUCTION_SIDE)


def start_run(
    session: Session, name: str, variant: ShadowVariant, sample: ShadowSample, actor: Actor
) -> uuid.UUID:
    """Create a pending run with its sampled conversations counted (admins only)."""
    actor.require(Role.admin, "start shadow runs")
    if not name.strip():
        raise InvalidInput("a shadow run needs a name; pass --name")
    ids = sample_conversations(session, sample)
    if not ids:
        raise InvalidInput("the sample has no conversations; widen the users or the time window")
    run = ShadowRun(
        id=uuid.uuid4(),
        name=name.strip()[:200],
        variant=variant.model_dump(mode="json"),
        sample={**sample.model_dump(mode="json"), "conversation_ids": [str(i) for i in ids]},
        status="pending",
        started_by=actor.id,
        conversations_total=len(ids),
    )
    session.add(run)
    return run.id


def sample_conversations(session: Session, sample: ShadowSample) -> list[uuid.UUID]:
    """The sampled conversation ids, newest activity first, at most ``sample.limit``."""
    last = (
        select(Message.conversation_id, func.max(Message.created_at).label("last_at"))
        .group_by(Message.conversation_id)
        .subquery()
    )
    query = select(Conversation.id).join(last, last.c.conversation_id == Conversation.id)
    if sample.conversation_ids:
        query = query.where(Conversation.id.in_(sample.conversation_ids))
    if sample.user_ids:
        query = query.where(Conversation.user_id.in_(sample.user_ids))
    if sample.since:
        query = query.where(last.c.last_at >= sample.since)
    if sample.until:
        query = query.where(last.c.last_at < sample.until)
    query = query.order_by(last.c.last_at.desc(), Conversation.id).limit(sample.limit)
    return list(session.execute(query).scalars())


def execute_run(
    engine: Engine,
    run_id: uuid.UUID,
    settings: Settings,
    *,
    provider: ExtractionProvider | None = None,
    production_provider: ExtractionProvider | None = None,
    progress: Progress | None = None,
) -> ShadowRun:
    """Run a pending shadow run to the end; returns the finished row (status done or failed).

    ``provider`` overrides the variant's provider and ``production_provider`` production's (tests
    and eval feed scripted ones); both replays share ``progress`` (done, total over both).
    """
    with session_scope(engine) as session:
        run = session.get(ShadowRun, run_id)
        if run is None:
            raise InvalidInput(f"no shadow run {run_id}; list them with `ingat shadow list`")
        if run.status != "pending":
            raise InvalidInput(f"shadow run {run_id} is {run.status}; start a new run instead")
        variant = ShadowVariant.model_validate(run.variant)
        conversation_ids = [uuid.UUID(c) for c in run.sample.get("conversation_ids", [])]
    # A side that cannot be built (no endpoint, unknown prompt version) fails before it starts.
    sides = [
        _Side(SIDES[0], variant.apply(settings), provider, variant.prompt_version),
        _Side(PRODUCTION_SIDE, settings, production_provider, ""),
    ]
    for side in sides:
        side.build()
    _set_status(engine, run_id, "running")
    try:
        with engine.begin() as conn:
            conversations = timeline(conn, conversation_ids)
            state, status = start_state(conn, conversations)
        total = len(sides) * len(conversations)
        counts: dict[str, dict[str, int]] = {}
        for i, side in enumerate(sides):
            offset = i * len(conversations)

            def tick(done: int, offset: int = offset, first: bool = i == 0) -> None:
                if first:  # the run's own progress: the variant's replay
                    _set_done(engine, run_id, done)
                if progress is not None:
                    progress(offset + done, total)

            schema = shadow_schema(run_id, side.name)
            with engine.begin() as conn:
                create_side_schema(conn, schema)
                copy_sample(conn, schema, [c.id for c in conversations])
                copy_start(conn, schema, status)
            counts[side.name] = _replay(engine, schema, conversations, side, tick)
            with session_scope(engine) as session:
                row = session.get(ShadowRun, run_id)
                assert row is not None
                row.counts = {**counts}
        with session_scope(engine) as session:
            row = session.get(ShadowRun, run_id)
            assert row is not None
            row.sample = {
                **row.sample,
                "users": sorted(str(u) for u in state.starts),
                "start": state.record(),
            }
    except BaseException:
        _set_status(engine, run_id, "failed")  # never left "running" by a crash
        raise
    replayed = counts.get("variant", {})
    failed = bool(conversations) and replayed.get("unavailable", 0) == len(conversations)
    return _set_status(engine, run_id, "failed" if failed else "done")


class _Side:
    """One replay of a run: its name, settings, provider and prompt."""

    def __init__(
        self,
        name: str,
        settings: Settings,
        provider: ExtractionProvider | None,
        prompt_version: str,
    ) -> None:
        self.name = name
        self.settings = settings
        self._provider = provider
        self._prompt_version = prompt_version

    def build(self) -> None:
        """Build the provider and load the prompt (raises when the side cannot run)."""
        self.provider = self._provider or build_provider(self.settings)
        self.prompt: Prompt = (
            load_file_prompt("extraction", self._prompt_version)
            if self._prompt_version
            else load_prompt("extraction", self.settings)
        )


def _replay(
    engine: Engine,
    schema: str,
    conversations: list[SampledConversation],
    side: _Side,
    tick: Callable[[int], None],
) -> dict[str, int]:
    """Consolidate ``conversations`` in order into ``schema``; returns the outcomes counted."""
    counts: Counter[str] = Counter()
    writes = side_engine(engine, schema)
    try:
        consolidator = build_consolidator(
            writes, side.settings, provider=side.provider, prompt=side.prompt
        )
        for done, sampled in enumerate(conversations, start=1):
            with session_scope(writes) as session:
                conv = session.get(Conversation, sampled.id)
                assert conv is not None  # copied into the side schema with the sample
                askers = eligible_askers(session, conv, side.settings.memory).askers
            counts[consolidator.run(sampled.id, askers).status] += 1
            tick(done)
    finally:
        writes.dispose()
    return dict(counts)


def _set_done(engine: Engine, run_id: uuid.UUID, done: int) -> None:
    with session_scope(engine) as session:
        row = session.get(ShadowRun, run_id)
        assert row is not None
        row.conversations_done = done


def _set_status(engine: Engine, run_id: uuid.UUID, status: str) -> ShadowRun:
    with session_scope(engine) as session:
        row = session.get(ShadowRun, run_id)
        assert row is not None
        row.status = status
        if status in ("done", "failed"):
            row.finished_at = datetime.now(UTC)
        session.flush()
        session.expunge(row)
    return row


def list_runs(session: Session, limit: int = 50) -> list[ShadowRun]:
    """The newest runs first."""
    return list(
        session.execute(
            select(ShadowRun).order_by(ShadowRun.created_at.desc(), ShadowRun.id).limit(limit)
        ).scalars()
    )


def delete_run(session: Session, run_id: uuid.UUID, actor: Actor) -> str:
    """Delete a finished run and its side schemas (admins only); returns its name."""
    actor.require(Role.admin, "delete shadow runs")
    run = session.get(ShadowRun, run_id)
    if run is None:
        raise InvalidInput(f"no shadow run {run_id}; list them with `ingat shadow list`")
    if run.status == "running":
        raise InvalidInput(f"shadow run {run_id} is running; delete it when it has finished")
    for side in SIDES:
        drop_side_schema(session.connection(), shadow_schema(run_id, side))
    session.delete(run)
    return run.name
