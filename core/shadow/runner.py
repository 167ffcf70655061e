"""Start and execute shadow runs: provider → gates → ``shadow_memories``, never ``user_memory``.

Each sampled conversation is read whole (no progress key is read or moved) and every eligible
asker's transcript is shown to the variant's provider with that user's production memories, as
production would. What the gates let through is recorded as ``written``, what they drop as
``rejected`` with its reason code; nothing is stored, embedded or audited under ``user_memory``.
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
from core.db.engine import session_scope
from core.db.models import Conversation, Message, ShadowMemory, ShadowRun, UserMemory
from core.errors import InvalidInput, ModelUnavailable
from core.extraction.transcript import build_transcript
from core.gates.engine import GateContext, gate_raw
from core.llm.base import ExtractionProvider
from core.llm.providers import build_provider
from core.memory.schemas import AddOperation, ForgetOperation, UpdateOperation
from core.memory.stable_key import stable_key
from core.prompts.loader import Prompt, load_file_prompt, load_prompt
from core.shadow.spec import ShadowSample, ShadowVariant
from core.sweeper.eligibility import eligible_askers

Progress = Callable[[int, int], None]


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
    progress: Progress | None = None,
) -> ShadowRun:
    """Run a pending shadow run to the end; returns the finished row (status done or failed)."""
    with session_scope(engine) as session:
        run = session.get(ShadowRun, run_id)
        if run is None:
            raise InvalidInput(f"no shadow run {run_id}; list them with `ingat shadow list`")
        if run.status != "pending":
            raise InvalidInput(f"shadow run {run_id} is {run.status}; start a new run instead")
        variant = ShadowVariant.model_validate(run.variant)
        conversation_ids = [uuid.UUID(c) for c in run.sample.get("conversation_ids", [])]
    # A variant that cannot be built (no endpoint, unknown prompt version) fails before it starts.
    shadow_settings = variant.apply(settings)
    chosen = provider or build_provider(shadow_settings)
    prompt = (
        load_file_prompt("extraction", variant.prompt_version)
        if variant.prompt_version
        else load_prompt("extraction", shadow_settings)
    )
    _set_status(engine, run_id, "running")
    counts: Counter[str] = Counter()
    try:
        for done, conversation_id in enumerate(conversation_ids, start=1):
            try:
                _one_conversation(
                    engine, run_id, conversation_id, shadow_settings, chosen, prompt, counts
                )
            except ModelUnavailable:
                counts["unavailable"] += 1
            with session_scope(engine) as session:
                row = session.get(ShadowRun, run_id)
                assert row is not None
                row.conversations_done = done
                row.counts = dict(counts)
            if progress is not None:
                progress(done, len(conversation_ids))
    except BaseException:
        _set_status(engine, run_id, "failed")  # never left "running" by a crash
        raise
    failed = bool(conversation_ids) and counts["unavailable"] == len(conversation_ids)
    return _set_status(engine, run_id, "failed" if failed else "done")


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


def _one_conversation(
    engine: Engine,
    run_id: uuid.UUID,
    conversation_id: uuid.UUID,
    settings: Settings,
    provider: ExtractionProvider,
    prompt: Prompt,
    counts: Counter[str],
) -> None:
    limits = settings.memory
    with session_scope(engine) as session:
        conv = session.get(Conversation, conversation_id)
        if conv is None:
            return
        askers = eligible_askers(session, conv, limits).askers
        transcripts = [build_transcript(session, conversation_id, a, None, limits) for a in askers]
        active = {
            t.asker_id: session.execute(
                select(func.count())
                .select_from(UserMemory)
                .where(UserMemory.user_id == t.asker_id, UserMemory.status == "active")
            ).scalar_one()
            for t in transcripts
        }
    for transcript in transcripts:
        if not transcript.has_asker_text:
            continue
        raw = provider.extract(transcript, prompt, limits.extract_timeout_seconds)
        gated = gate_raw(
            raw,
            GateContext.of(transcript, active[transcript.asker_id], limits),
        )
        rows: list[ShadowMemory] = []
        for rejection in gated.rejections:
            counts[f"rejected:{rejection.reason.value}"] += 1
            rows.append(
                ShadowMemory(
                    id=uuid.uuid4(),
                    run_id=run_id,
                    user_id=transcript.asker_id,
                    op=rejection.op or "reply",
                    outcome="rejected",
                    reason=rejection.reason.value,
                    source_conversation_id=conversation_id,
                )
            )
        for op in gated.operations:
            counts[f"written:{op.op}"] += 1
            rows.append(_written(run_id, transcript.asker_id, conversation_id, op))
        with session_scope(engine) as session:
            session.add_all(rows)


def _written(
    run_id: uuid.UUID,
    user_id: uuid.UUID,
    conversation_id: uuid.UUID,
    op: AddOperation | UpdateOperation | ForgetOperation,
) -> ShadowMemory:
    row = ShadowMemory(
        id=uuid.uuid4(),
        run_id=run_id,
        user_id=user_id,
        op=op.op,
        outcome="written",
        source_conversation_id=conversation_id,
    )
    if isinstance(op, ForgetOperation):
        row.target_memory_id = op.memory_id
        row.source_message_ids = list(op.source_message_ids)
        return row
    draft = op.memory
    row.type = draft.type
    row.category = draft.category.value
    row.text = draft.text
    row.tags = list(draft.tags)
    row.identity = draft.identity.model_dump(mode="json", exclude_none=True)
    row.stable_key = stable_key(draft.category.value, draft.identity.subject, draft.identity.facet)
    row.language = draft.language
    row.importance = draft.importance
    row.confidence = draft.confidence
    row.source_message_ids = list(draft.source_message_ids)
    if isinstance(op, UpdateOperation):
        row.target_memory_id = op.memory_id
    return row


def list_runs(session: Session, limit: int = 50) -> list[ShadowRun]:
    """The newest runs first."""
    return list(
        session.execute(
            select(ShadowRun).order_by(ShadowRun.created_at.desc(), ShadowRun.id).limit(limit)
        ).scalars()
    )
