"""The retention run: what each data class keeps, and deleting the rest in bounded chunks.

Per class (each off unless its ``ACEH_RAG_RETENTION__…_DAYS`` is set), the cutoff is the run's
start minus N days, and what goes is:

- ``conversations``: conversations whose newest message (``created_at`` when they have none) is
  older than the cutoff, with their messages (the foreign key cascades). The memories written from
  them stay (``user_memory."sourceConversationId"`` is a plain id, no foreign key) and so do the
  audit rows about them (audit events have their own class). Written to ``ARCHIVE_DIR`` first,
  when set (:mod:`core.retention.archive`).
- ``audit_events``: ``ai_engine_audit_log`` rows older than the cutoff.
- ``shadow_runs``: finished shadow runs created before the cutoff, with their side schemas
  (through :func:`core.shadow.runner.delete_run`); a running one is left for the next run.
- ``eval_runs``: stored evaluation runs created before the cutoff.

A user under legal hold (:mod:`core.retention.holds`) keeps their conversations and audit rows:
those are counted as "kept by hold" and never deleted (the database refuses it too). Shadow runs
and eval runs are not the record: a shadow run holds copies made for an experiment (production's
rows are what a hold keeps) and an eval run holds dataset cases, no user's data.

Each chunk (``BATCH_SIZE`` rows, one shadow run) is its own transaction, with one audit row
(``retention_purge``: the class, the cutoff, the count and the ids — never text) committed with
it; a run that dies part-way loses nothing and the next run carries on. The run ends with one
``retention_run`` row holding the totals, which is what "last retention run" shows. A dry run
counts and writes nothing at all.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, Literal

from pydantic import BaseModel
from sqlalchemy import Engine, TextClause, text
from sqlalchemy.orm import Session

from core import audit
from core.access import Actor, Role
from core.config.settings import RetentionSettings
from core.db.engine import session_scope
from core.retention.archive import archive_conversations
from core.shadow.runner import delete_run

log = logging.getLogger("ingat.retention")

DataClass = Literal["conversations", "audit_events", "shadow_runs", "eval_runs"]
RETENTION_ENTITY = audit.RETENTION_ENTITY
PURGE_ACTION = "retention_purge"
RUN_ACTION = "retention_run"
Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class DataClassPolicy:
    """One data class: its name, what it is, the setting that gives its retention, how its due
    rows are counted and how they are deleted."""

    name: DataClass
    label: str
    field: str
    """The :class:`RetentionSettings` field (days; 0 = off)."""
    count: TextClause
    """(due, held[, messages]) of rows older than ``:cutoff``."""
    purge: Callable[..., None]

    @property
    def setting(self) -> str:
        """The environment variable of :attr:`field`."""
        return f"ACEH_RAG_RETENTION__{self.field.upper()}"


def policy(name: DataClass) -> DataClassPolicy:
    """The policy of one class."""
    return next(p for p in POLICIES if p.name == name)


def days_of(settings: RetentionSettings, name: DataClass) -> int:
    """The class's retention in days (0: off)."""
    return int(getattr(settings, policy(name).field))


class ClassReport(BaseModel):
    """What retention found (dry run) or did (real run) for one data class."""

    data_class: DataClass
    label: str
    days: int
    cutoff: datetime | None
    due: int = 0
    """Older than the cutoff and not held: what goes (a dry run's "would go")."""
    held: int = 0
    """Older than the cutoff but kept by a legal hold."""
    purged: int = 0
    """Deleted by this run (0 in a dry run)."""
    messages: int = 0
    """Conversations only: their messages (due in a dry run, deleted in a real one)."""
    archived: int = 0
    """Conversations only: written to the archive before they were deleted."""

    @property
    def enabled(self) -> bool:
        """False when the class is kept for ever (its setting is 0)."""
        return self.days > 0


class RetentionReport(BaseModel):
    """One retention run, by class."""

    run_id: uuid.UUID
    dry_run: bool
    actor: str
    started_at: datetime
    finished_at: datetime | None = None
    archive_dir: str | None = None
    classes: list[ClassReport]

    def of(self, name: DataClass) -> ClassReport:
        """The report of one class."""
        return next(c for c in self.classes if c.data_class == name)


# --- what is due -------------------------------------------------------------------------

_LAST_AT = (
    "COALESCE((SELECT max(m.created_at) FROM messages m WHERE m.conversation_id = c.id), "
    "c.created_at)"
)
_COUNT_CONVERSATIONS = text(
    f"""
    SELECT count(*) FILTER (WHERE NOT held), count(*) FILTER (WHERE held),
           COALESCE(sum(n) FILTER (WHERE NOT held), 0)
    FROM (SELECT ingat_conversation_held(c.id, c.user_id) AS held,
                 (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id) AS n
          FROM conversations c WHERE {_LAST_AT} < :cutoff) old
    """  # noqa: S608 - a fixed expression
)
_COUNT_AUDIT = text(
    """
    SELECT count(*) FILTER (WHERE NOT held), count(*) FILTER (WHERE held)
    FROM (SELECT ingat_audit_row_held(details, "entityType", "entityId") AS held
          FROM ai_engine_audit_log WHERE "createdAt" < :cutoff) old
    """
)
_COUNT_SHADOW = text(
    "SELECT count(*), 0 FROM shadow_runs WHERE created_at < :cutoff AND status <> 'running'"
)
_COUNT_EVAL = text("SELECT count(*), 0 FROM eval_runs WHERE created_at < :cutoff")

# --- one chunk of each ---------------------------------------------------------------------

_CONVERSATION_CHUNK = text(
    f"""
    SELECT c.id FROM conversations c
    WHERE c.id > :after AND {_LAST_AT} < :cutoff AND NOT ingat_conversation_held(c.id, c.user_id)
    ORDER BY c.id LIMIT :n FOR UPDATE SKIP LOCKED
    """  # noqa: S608 - a fixed expression
)
# Checked again at the delete: a message that arrived meanwhile keeps its conversation.
# The statement's snapshot still sees the messages the cascade removes: they are counted.
_DELETE_CONVERSATIONS = text(
    f"""
    WITH gone AS (
        DELETE FROM conversations c
        WHERE c.id = ANY(:ids) AND {_LAST_AT} < :cutoff
          AND NOT ingat_conversation_held(c.id, c.user_id)
        RETURNING c.id)
    SELECT (SELECT array_agg(id ORDER BY id) FROM gone),
           (SELECT count(*) FROM messages WHERE conversation_id IN (SELECT id FROM gone))
    """  # noqa: S608 - a fixed expression
)
_AUDIT_CHUNK = text(
    """
    SELECT id FROM ai_engine_audit_log
    WHERE id > :after AND "createdAt" < :cutoff
      AND COALESCE(details ->> 'runId', '') <> :run
      AND NOT ingat_audit_row_held(details, "entityType", "entityId")
    ORDER BY id LIMIT :n
    """
)
_DELETE_AUDIT = text("DELETE FROM ai_engine_audit_log WHERE id = ANY(:ids) RETURNING id")
_SHADOW_DUE = text(
    "SELECT id FROM shadow_runs WHERE created_at < :cutoff AND status <> 'running' ORDER BY id"
)
_EVAL_CHUNK = text(
    "SELECT id FROM eval_runs WHERE id > :after AND created_at < :cutoff ORDER BY id LIMIT :n"
)
_DELETE_EVAL = text("DELETE FROM eval_runs WHERE id = ANY(:ids) RETURNING id")
_NIL = uuid.UUID(int=0)


def run_retention(
    engine: Engine,
    settings: RetentionSettings,
    *,
    actor: Actor,
    dry_run: bool = False,
    now: datetime | None = None,
    on_progress: Progress | None = None,
) -> RetentionReport:
    """Count what each configured class would lose and, unless ``dry_run``, delete it.

    Admins only for a real run. A dry run reads and writes nothing else.
    """
    if not dry_run:
        actor.require(Role.admin, "run retention")
    started = now or datetime.now(UTC)
    report = RetentionReport(
        run_id=uuid.uuid4(),
        dry_run=dry_run,
        actor=actor.id,
        started_at=started,
        archive_dir=str(settings.archive_dir) if settings.archive_dir else None,
        classes=[_due(engine, settings, p, started) for p in POLICIES],
    )
    if dry_run:
        report.finished_at = datetime.now(UTC)
        return report
    total = sum(c.due for c in report.classes)
    progress = _Ticker(total, on_progress)
    for cls in report.classes:
        if cls.enabled:
            policy(cls.data_class).purge(engine, settings, report, cls, actor, progress)
    report.finished_at = datetime.now(UTC)
    with session_scope(engine) as session:
        audit.record(
            session,
            entity_type=RETENTION_ENTITY,
            entity_id=str(report.run_id),
            action=RUN_ACTION,
            actor=actor,
            reason="retention",
            details={
                "runId": str(report.run_id),
                "classes": {
                    c.data_class: {
                        "days": c.days,
                        "cutoff": c.cutoff.isoformat() if c.cutoff else None,
                        "purged": c.purged,
                        "held": c.held,
                        "messages": c.messages,
                        "archived": c.archived,
                    }
                    for c in report.classes
                },
            },
        )
    fields: dict[str, Any] = {"run": str(report.run_id)}
    fields.update({c.data_class: c.purged for c in report.classes})
    log.info("retention run", extra={"ingat": fields})
    return report


class _Ticker:
    def __init__(self, total: int, on_progress: Progress | None) -> None:
        self.total, self.done, self.on_progress = total, 0, on_progress
        self.tick(0)

    def tick(self, n: int) -> None:
        self.done = min(self.total, self.done + n)
        if self.on_progress:
            self.on_progress(self.done, self.total)


def _due(
    engine: Engine, settings: RetentionSettings, of: DataClassPolicy, now: datetime
) -> ClassReport:
    days = days_of(settings, of.name)
    report = ClassReport(data_class=of.name, label=of.label, days=days, cutoff=None)
    if not days:
        return report
    report.cutoff = now - timedelta(days=days)
    with engine.connect() as conn:
        row = conn.execute(of.count, {"cutoff": report.cutoff}).one()
    report.due, report.held = int(row[0]), int(row[1])
    if len(row) > 2:
        report.messages = int(row[2])
    return report


def _chunk_row(
    session: Session, report: RetentionReport, cls: ClassReport, actor: Actor, **details: Any
) -> None:
    """The audit row of one chunk, in the chunk's own transaction (ids and counts only)."""
    audit.record(
        session,
        entity_type=RETENTION_ENTITY,
        entity_id=str(report.run_id),
        action=PURGE_ACTION,
        actor=actor,
        reason=cls.data_class,
        details={
            "runId": str(report.run_id),
            "class": cls.data_class,
            "days": cls.days,
            "cutoff": cls.cutoff.isoformat() if cls.cutoff else None,
            **details,
        },
    )


def _purge_conversations(
    engine: Engine,
    settings: RetentionSettings,
    report: RetentionReport,
    cls: ClassReport,
    actor: Actor,
    progress: _Ticker,
) -> None:
    after, chunk = _NIL, 0
    cls.messages = 0
    while True:
        with session_scope(engine) as session:
            params = {"after": after, "cutoff": cls.cutoff, "n": settings.batch_size}
            ids = list(session.execute(_CONVERSATION_CHUNK, params).scalars())
            if not ids:
                return
            after, chunk = ids[-1], chunk + 1
            archived = None
            if settings.archive_dir is not None:
                archived = archive_conversations(
                    session.connection(), settings.archive_dir, report.run_id, chunk, ids
                )
            gone, messages = session.execute(
                _DELETE_CONVERSATIONS, {"ids": ids, "cutoff": cls.cutoff}
            ).one()
            gone = list(gone or [])
            _chunk_row(
                session,
                report,
                cls,
                actor,
                rows=len(gone),
                messages=int(messages),
                ids=[str(i) for i in gone],
                **({"archive": archived.name} if archived else {}),
            )
        cls.purged += len(gone)
        cls.archived += len(ids) if archived else 0
        cls.messages += int(messages)
        progress.tick(len(gone))


def _purge_audit(
    engine: Engine,
    settings: RetentionSettings,
    report: RetentionReport,
    cls: ClassReport,
    actor: Actor,
    progress: _Ticker,
) -> None:
    after = 0
    while True:
        with session_scope(engine) as session:
            params = {
                "after": after,
                "cutoff": cls.cutoff,
                "n": settings.batch_size,
                "run": str(report.run_id),
            }
            ids = list(session.execute(_AUDIT_CHUNK, params).scalars())
            if not ids:
                return
            after = ids[-1]
            # The one door in the audit log's append-only trigger (migration 0007), for this
            # transaction only and shut again at once; rows of a held user stay refused.
            session.execute(text("SET LOCAL ingat.retention_purge = 'on'"))
            deleted = len(session.execute(_DELETE_AUDIT, {"ids": ids}).all())
            session.execute(text("SET LOCAL ingat.retention_purge = 'off'"))
            _chunk_row(session, report, cls, actor, rows=deleted, firstId=ids[0], lastId=ids[-1])
        cls.purged += deleted
        progress.tick(deleted)


def _purge_shadow_runs(
    engine: Engine,
    settings: RetentionSettings,
    report: RetentionReport,
    cls: ClassReport,
    actor: Actor,
    progress: _Ticker,
) -> None:
    with engine.connect() as conn:
        ids = list(conn.execute(_SHADOW_DUE, {"cutoff": cls.cutoff}).scalars())
    for run_id in ids:
        with session_scope(engine) as session:
            name = delete_run(session, run_id, actor)
            session.flush()
            _chunk_row(session, report, cls, actor, rows=1, ids=[str(run_id)], name=name[:200])
        cls.purged += 1
        progress.tick(1)


def _purge_eval_runs(
    engine: Engine,
    settings: RetentionSettings,
    report: RetentionReport,
    cls: ClassReport,
    actor: Actor,
    progress: _Ticker,
) -> None:
    after = _NIL
    while True:
        with session_scope(engine) as session:
            params = {"after": after, "cutoff": cls.cutoff, "n": settings.batch_size}
            ids = list(session.execute(_EVAL_CHUNK, params).scalars())
            if not ids:
                return
            after = ids[-1]
            deleted = len(session.execute(_DELETE_EVAL, {"ids": ids}).all())
            _chunk_row(session, report, cls, actor, rows=deleted, ids=[str(i) for i in ids])
        cls.purged += deleted
        progress.tick(deleted)


POLICIES = (
    DataClassPolicy(
        "conversations",
        "conversation content",
        "conversation_days",
        _COUNT_CONVERSATIONS,
        _purge_conversations,
    ),
    DataClassPolicy("audit_events", "audit events", "audit_days", _COUNT_AUDIT, _purge_audit),
    DataClassPolicy(
        "shadow_runs", "shadow runs", "shadow_run_days", _COUNT_SHADOW, _purge_shadow_runs
    ),
    DataClassPolicy("eval_runs", "eval runs", "eval_run_days", _COUNT_EVAL, _purge_eval_runs),
)
