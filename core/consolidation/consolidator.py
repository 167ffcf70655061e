"""Consolidate one conversation: transcript → provider → gates → store, crash-safe.

The model is called outside any transaction. Then ONE transaction locks the conversation row,
checks that nobody consolidated it meanwhile (the progress key), applies what survived the gates for
every asker, writes audit rows (with ``text_hmac``, never text) and advances the progress key. A
crash before the commit leaves everything as it was; after it, the progress key prevents a repeat.
"""

from __future__ import annotations

import functools
import logging
import threading
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from psycopg.types.json import Jsonb
from sqlalchemy import Engine, bindparam, select
from sqlalchemy.orm import Session

from core import audit
from core.access import SYSTEM
from core.config.settings import Settings
from core.consolidation.progress import UNSCOPED, ProgressKeys, progress_of
from core.db.driver import driver_connection
from core.db.engine import read_only, session_scope
from core.db.models import Conversation
from core.db.pending import PendingWrites
from core.embeddings.base import Embedder
from core.errors import ModelTimeout, ModelUnavailable
from core.extraction.transcript import Transcript, build_transcript
from core.gates.engine import GateContext, GateResult, gate_raw
from core.gates.reasons import Reason
from core.llm.base import ExtractionProvider
from core.logging_fields import ABANDONED, CONSOLIDATED, REJECTED, UNAVAILABLE, emit
from core.memory.schemas import WriteResult
from core.memory.store import MemoryWriter
from core.prompts.loader import Prompt


@dataclass
class Outcome:
    """What consolidating one conversation did."""

    conversation_id: uuid.UUID
    status: str  # written | nothing | skipped | unavailable | abandoned | raced
    written: WriteResult = field(default_factory=WriteResult)
    rejections: list[str] = field(default_factory=list)
    language_corrected: int = 0


_META = select(Conversation.meta).where(Conversation.id == bindparam("conversation"))


@functools.cache
def _lock_statement(askers: int) -> str:
    """Lock one conversation row and count each asker's active memories (bound as user0 …).

    Plain SQL on the driver connection, like the writes that follow it (see core.db.pending).
    """
    counts = "".join(
        f', (SELECT count(*) FROM user_memory WHERE "userId" = %(user{i})s '  # noqa: S608
        "AND status = 'active' AND type <> 'reflection')"
        for i in range(askers)
    )
    # Only the asker count is interpolated: every value is a bound parameter.
    return (
        f"SELECT metadata{counts} FROM conversations WHERE id = %(conversation)s "  # noqa: S608
        "FOR UPDATE OF conversations"
    )


_SAVE_META = "UPDATE conversations SET metadata = %(meta)s WHERE id = %(id)s"


def _save_meta(session: Session, conversation_id: uuid.UUID, meta: dict[str, Any]) -> None:
    """Queue the conversation's new metadata (the row is locked by this transaction); it goes
    out with the transaction's other pending writes, in one round trip."""
    PendingWrites.of(session).add(_SAVE_META, {"id": conversation_id, "meta": Jsonb(meta)})


class Consolidator:
    """Runs the write path for conversations; shared by the sweeper, shadow runs and eval."""

    def __init__(
        self,
        engine: Engine,
        settings: Settings,
        provider: ExtractionProvider,
        prompt: Prompt,
        embedder: Embedder,
        hmac_key: bytes,
        keys: ProgressKeys = UNSCOPED,
    ) -> None:
        self.engine = engine
        self.settings = settings
        self.limits = settings.memory
        self.provider = provider
        self.prompt = prompt
        self.embedder = embedder
        self.hmac_key = hmac_key
        self.keys = keys
        # MAX_CONCURRENT_WRITES caps the model calls, not the database work around them: a
        # conversation may read or commit while another one's model call is in flight.
        self._model_slots = threading.BoundedSemaphore(self.limits.max_concurrent_writes)

    def run(self, conversation_id: uuid.UUID, askers: list[uuid.UUID]) -> Outcome:
        """Consolidate ``conversation_id`` for ``askers`` (empty: just mark it processed)."""
        read = read_only(self.engine, lambda session: self._read(session, conversation_id, askers))
        if read is None:
            return Outcome(conversation_id, "skipped")
        since, transcripts = read
        newest = max((t.newest_at for t in transcripts if t.newest_at), default=None)
        replies: list[tuple[Transcript, str]] = []
        for transcript in transcripts:
            if not transcript.has_asker_text:
                continue
            try:
                with self._model_slots:
                    raw = self.provider.extract(
                        transcript, self.prompt, self.limits.extract_timeout_seconds
                    )
            except ModelUnavailable as exc:
                return self._failed(conversation_id, since, newest, exc)
            replies.append((transcript, raw))
        return self._commit(conversation_id, since, newest, replies)

    def _read(
        self, session: Session, conversation_id: uuid.UUID, askers: list[uuid.UUID]
    ) -> tuple[datetime | None, list[Transcript]] | None:
        """The progress key and each asker's transcript since it; None if the conversation is gone.

        Read without a transaction (see :func:`read_only`): should another sweeper move the
        progress key after this read, the commit's lock sees it and writes nothing.
        """
        found = session.execute(_META, {"conversation": conversation_id}).first()
        if found is None:
            return None
        since = progress_of(found[0], self.keys)
        return since, [
            build_transcript(session, conversation_id, a, since, self.limits) for a in askers
        ]

    def _lock_unchanged(
        self,
        session: Session,
        conversation_id: uuid.UUID,
        since: datetime | None,
        askers: Sequence[uuid.UUID] = (),
    ) -> tuple[dict[str, Any], dict[uuid.UUID, int]] | None:
        """Lock the conversation row; None when another sweeper moved its progress key meanwhile
        (it consolidated the conversation while the model was thinking) or the conversation was
        deleted meanwhile: write nothing.

        The same statement counts each asker's active memories (for the MAX_ACTIVE gate): one
        round trip, not one per asker.
        """
        params: dict[str, Any] = {f"user{i}": asker for i, asker in enumerate(askers)}
        driver = driver_connection(session.connection())
        row = driver.execute(
            _lock_statement(len(askers)), {"conversation": conversation_id, **params}
        ).fetchone()
        if row is None:  # deleted while the model was thinking: nothing to write to
            return None
        meta = dict(row[0] or {})
        if progress_of(meta, self.keys) != since:
            return None
        return meta, {asker: int(n) for asker, n in zip(askers, row[1:], strict=True)}

    def _failed(
        self,
        conversation_id: uuid.UUID,
        since: datetime | None,
        newest: datetime | None,
        exc: ModelUnavailable,
    ) -> Outcome:
        reason = Reason.timeout if isinstance(exc, ModelTimeout) else "unavailable"
        with session_scope(self.engine) as session:
            locked = self._lock_unchanged(session, conversation_id, since)
            if locked is None:
                return Outcome(conversation_id, "raced")
            meta = locked[0]
            failures = int(meta.get(self.keys.failures, 0)) + 1
            meta[self.keys.failures] = failures
            abandoned = failures >= self.limits.max_extraction_attempts
            if abandoned and newest is not None:
                meta[self.keys.through] = newest.isoformat()
                meta[self.keys.failures] = 0
            _save_meta(session, conversation_id, meta)
            audit.record(
                session,
                entity_type=audit.CONVERSATION_ENTITY,
                entity_id=str(conversation_id),
                action="abandoned" if abandoned else "extraction_failed",
                actor=SYSTEM,
                reason=str(reason),
                details={
                    "failures": failures,
                    "provider": self.provider.name,
                    "status": exc.status,
                },
            )
        emit(
            UNAVAILABLE,
            logging.WARNING,
            conversation_id=str(conversation_id),
            reason=str(reason),
            status=exc.status if exc.status is not None else "-",
            failures=failures,
            provider=self.provider.name,
        )
        if abandoned:
            emit(
                ABANDONED,
                logging.WARNING,
                conversation_id=str(conversation_id),
                failures=failures,
                max_attempts=self.limits.max_extraction_attempts,
            )
            return Outcome(conversation_id, "abandoned")
        return Outcome(conversation_id, "unavailable")

    def _commit(
        self,
        conversation_id: uuid.UUID,
        since: datetime | None,
        newest: datetime | None,
        replies: list[tuple[Transcript, str]],
    ) -> Outcome:
        outcome = Outcome(conversation_id, "nothing")
        with session_scope(self.engine) as session:
            locked = self._lock_unchanged(
                session, conversation_id, since, [t.asker_id for t, _ in replies]
            )
            if locked is None:
                return Outcome(conversation_id, "raced")
            meta, active_counts = locked
            for transcript, raw in replies:
                self._apply_one(
                    session, transcript, raw, active_counts[transcript.asker_id], outcome
                )
            if newest is not None:
                meta[self.keys.through] = newest.isoformat()
            meta[self.keys.failures] = 0
            _save_meta(session, conversation_id, meta)
        w = outcome.written
        if w.added or w.updated or w.forgotten:
            outcome.status = "written"
        emit(
            CONSOLIDATED,
            conversation_id=str(conversation_id),
            askers=len(replies),
            added=len(w.added),
            updated=len(w.updated),
            forgotten=len(w.forgotten),
            duplicates=w.duplicates,
            gone=w.gone,
            language_corrected=outcome.language_corrected,
            rejected=len(outcome.rejections),
            reasons=sorted(set(outcome.rejections)),
        )
        return outcome

    def _apply_one(
        self,
        session: Session,
        transcript: Transcript,
        raw: str,
        active_count: int,
        outcome: Outcome,
    ) -> None:
        ctx = GateContext.of(transcript, active_count, self.limits)
        gated: GateResult = gate_raw(raw, ctx)
        outcome.language_corrected += gated.language_corrected
        for rejection in gated.rejections:
            outcome.rejections.append(rejection.reason.value)
            # Under "user_memory", where operators look (seed 000), keyed by the conversation.
            audit.record(
                session,
                entity_id=str(transcript.conversation_id),
                action="rejected",
                actor=SYSTEM,
                reason=rejection.reason.value,
                details={
                    "userId": str(transcript.asker_id),
                    "conversationId": str(transcript.conversation_id),
                    "level": "reply" if rejection.index is None else "candidate",
                    "index": rejection.index,
                    "op": rejection.op,
                    "labels": list(rejection.labels),
                    "provider": self.provider.name,
                },
                deferred=True,
            )
        if gated.rejections:
            emit(
                REJECTED,
                conversation_id=str(transcript.conversation_id),
                scope="reply" if gated.rejected_reply else "candidate",
                reasons=sorted({r.reason.value for r in gated.rejections}),
                count=len(gated.rejections),
            )
        if gated.rejected_reply or not gated.operations:
            return
        writer = MemoryWriter(
            session,
            user_id=transcript.asker_id,
            conversation_id=transcript.conversation_id,
            embedder=self.embedder,
            hmac_key=self.hmac_key,
            extractor_version=self.provider.version(self.prompt),
            # The gates checked the reply against the memories the model was shown; one that
            # is gone now was deleted by its user meanwhile: an expected race, not an error.
            drop_gone=True,
        )
        result = writer.apply(gated.operations, flush=False)
        written = outcome.written
        written.added += result.added
        written.updated += result.updated
        written.superseded += result.superseded
        written.forgotten += result.forgotten
        written.duplicates += result.duplicates
        written.gone += result.gone
