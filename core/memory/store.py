"""Apply validated operations to one user's memories (SPEC §5.4), in the caller's transaction.

Same stable key and same (status, type, identity, text, tags) → no-op ``duplicate``; same key,
different content → ``update``: the old row becomes ``superseded`` and a new active row points to it
with ``supersedesId``. A write that would leave two active memories of the user with the same
normalized text (:func:`~core.memory.stable_key.normalize_text`), whatever their stable keys, is
a no-op ``duplicate`` too. ``forget`` sets status ``deleted`` and ``deletedAt`` (the text stays until a
hard delete). Every change writes an audit row with ``text_hmac`` and no text.

An update or forget whose memory is not an active memory of the user is :class:`NotFound`, or, for
a writer made with ``drop_gone=True`` (the sweeper's: its reply was checked against the memories
it was shown, so a missing one was deleted while the model was thinking), an operation dropped
with reason ``memory_gone`` while the rest of the batch proceeds.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

from pgvector import Vector
from psycopg.types.json import Jsonb
from sqlalchemy.orm import Session

from core import audit
from core.access import SYSTEM, Actor
from core.db.driver import driver_connection
from core.db.pending import PendingWrites
from core.embeddings.base import Embedder
from core.errors import NotFound
from core.gates.reasons import MEMORY_GONE
from core.memory.schemas import (
    AddOperation,
    ForgetOperation,
    MemoryDraft,
    Operation,
    UpdateOperation,
    WriteResult,
)
from core.memory.stable_key import normalize_text, stable_key


class Decision(StrEnum):
    """The store's decisions, as its audit rows name them (``action``)."""

    add = "add"
    update = "update"
    supersede = "supersede"
    duplicate = "duplicate"
    forget = "forget"
    dropped = "dropped"  # an update or forget whose memory was gone (``drop_gone``)


def draft_key(draft: MemoryDraft) -> str:
    """The stable key of a draft."""
    return stable_key(draft.category.value, draft.identity.subject, draft.identity.facet)


@dataclass(frozen=True)
class _Row:
    """What the writer reads of an active row (the lookups select only those) it is about to
    replace or close."""

    id: uuid.UUID
    type: str
    category: str | None
    text: str
    tags: list[str]
    identity: dict[str, Any]
    key: str = ""


def _same_content(row: _Row, draft: MemoryDraft) -> bool:
    return (
        row.type == draft.type.value
        and row.identity == draft.identity.model_dump(exclude_none=True)
        and row.text == draft.text
        and list(row.tags) == list(draft.tags)
    )


# Plain SQL on the driver connection (see core.db.pending): the sweeper runs these once per
# memory, and building, compiling and unit-of-work bookkeeping cost more than the statements.
_ACTIVE_BY_ID = (
    "SELECT id, type, category, text, tags, identity FROM user_memory "
    'WHERE id = %(id)s AND "userId" = %(user)s '
    "AND status = 'active' FOR UPDATE"
)
# Every active row of the user at once (at most MAX_ACTIVE_PER_USER or so): the row with the
# draft's key and any row with the draft's normalized text are found in one round trip.
_ACTIVE_ROWS = (
    'SELECT id, type, category, text, tags, identity, "stableKey" FROM user_memory '
    "WHERE \"userId\" = %(user)s AND status = 'active' FOR UPDATE"
)
_INSERT = (
    'INSERT INTO user_memory (id, "userId", type, category, text, embedding, importance, '
    'confidence, stability, tags, identity, "stableKey", language, status, '
    '"sourceConversationId", "sourceMessageIds", "supersedesId", "extractorVersion", '
    '"createdAt", "updatedAt") VALUES (%(id)s, %(user)s, %(type)s, %(category)s, %(text)s, '
    "%(embedding)s, %(importance)s, %(confidence)s, %(stability)s, %(tags)s, %(identity)s, "
    "%(key)s, %(language)s, 'active', %(conversation)s, %(messages)s, %(supersedes)s, "
    "%(version)s, %(now)s, %(now)s)"
)
_SUPERSEDE = (
    "UPDATE user_memory SET status = 'superseded', \"updatedAt\" = %(now)s WHERE id = %(id)s"
)
_CLOSE = (
    "UPDATE user_memory SET status = 'deleted', \"deletedAt\" = %(now)s, "
    '"updatedAt" = %(now)s WHERE id = %(id)s'
)


@dataclass(frozen=True)
class _Inserted:
    """What the writer needs of a row it inserted (its audit row names id and category)."""

    id: uuid.UUID
    category: str | None


class MemoryWriter:
    """Writes one (user, conversation)'s operations; the caller owns the transaction."""

    def __init__(
        self,
        session: Session,
        *,
        user_id: uuid.UUID,
        conversation_id: uuid.UUID | None,
        embedder: Embedder,
        hmac_key: bytes,
        extractor_version: str,
        actor: Actor = SYSTEM,
        now: datetime | None = None,
        new_id: Callable[[], uuid.UUID] = uuid.uuid4,
        drop_gone: bool = False,
    ) -> None:
        self.session = session
        self.user_id = user_id
        self.conversation_id = conversation_id
        self.embedder = embedder
        self.hmac_key = hmac_key
        self.extractor_version = extractor_version
        self.actor = actor
        self.now = now or datetime.now(UTC)
        self.new_id = new_id
        self.drop_gone = drop_gone
        self.pending = PendingWrites.of(session)

    def apply(self, operations: Sequence[Operation], *, flush: bool = True) -> WriteResult:
        """Apply operations in order and return what changed.

        The writes are queued on the session (:class:`core.db.pending.PendingWrites`) and sent
        together: now, or with ``flush=False`` whenever the caller flushes or commits, so a
        caller with more to write (the sweeper's progress key) sends it all in one round trip.
        """
        result = WriteResult()
        for op in operations:
            if isinstance(op, AddOperation):
                self._add(op.memory, result)
            elif isinstance(op, UpdateOperation):
                self._update(op.memory_id, op.memory, result)
            elif isinstance(op, ForgetOperation):
                self._forget(op, result)
        if flush:
            self.pending.flush()
        return result

    def _select(self, statement: str, params: dict[str, Any]) -> _Row | None:
        # Queued writes first: an earlier operation of this batch may have added or closed a row
        # this lookup must see.
        self.pending.flush()
        driver = driver_connection(self.session.connection())
        found = driver.execute(statement, params).fetchone()
        return _Row(*found) if found is not None else None

    def _active(self, memory_id: uuid.UUID) -> _Row | None:
        return self._select(_ACTIVE_BY_ID, {"id": memory_id, "user": self.user_id})

    def _gone(self, memory_id: uuid.UUID, op: str, result: WriteResult) -> None:
        """The target of ``op`` is not active: refuse, or drop the operation with an audit row
        (keyed by the conversation: the memory may be erased, its id must not outlive it)."""
        if not self.drop_gone:
            raise NotFound(f"memory {memory_id} is not an active memory of user {self.user_id}")
        result.gone += 1
        audit.record(
            self.session,
            entity_id=str(self.conversation_id or self.user_id),
            action=Decision.dropped,
            actor=self.actor,
            reason=MEMORY_GONE,
            details={
                "userId": str(self.user_id),
                "conversationId": str(self.conversation_id) if self.conversation_id else None,
                "op": op,
            },
            deferred=True,
        )

    def _active_rows(self) -> list[_Row]:
        self.pending.flush()  # an earlier operation of this batch may have added or closed one
        driver = driver_connection(self.session.connection())
        return [_Row(*found) for found in driver.execute(_ACTIVE_ROWS, {"user": self.user_id})]

    def _same_text(self, rows: list[_Row], draft: MemoryDraft, replaced: list[_Row]) -> _Row | None:
        """An active row that would stay beside the draft with the same normalized text."""
        text = normalize_text(draft.text)
        gone = {r.id for r in replaced}
        return next((r for r in rows if r.id not in gone and normalize_text(r.text) == text), None)

    def _duplicate(self, row: _Row, draft: MemoryDraft, result: WriteResult) -> None:
        result.duplicates += 1
        self._audit(row, Decision.duplicate, draft.text, reason="duplicate")

    def _add(self, draft: MemoryDraft, result: WriteResult) -> None:
        rows = self._active_rows()
        key = draft_key(draft)
        existing = [r for r in rows if r.key == key]
        same = self._same_text(rows, draft, existing)
        if same is not None:
            self._duplicate(same, draft, result)
            return
        if existing:
            self._replace(existing, draft, result, via="add")
            return
        row = self._insert(draft, supersedes=None)
        result.added.append(row.id)
        self._audit(row, Decision.add, draft.text)

    def _update(self, memory_id: uuid.UUID, draft: MemoryDraft, result: WriteResult) -> None:
        rows = self._active_rows()
        target = next((r for r in rows if r.id == memory_id), None)
        if target is None:
            self._gone(memory_id, "update", result)
            return
        key = draft_key(draft)
        replaced = [target, *(r for r in rows if r.key == key and r.id != target.id)]
        same = self._same_text(rows, draft, replaced)
        if same is not None:
            # The new content is already another active memory: superseding the target would
            # leave two rows saying the same, and closing it is a forget nobody asked for. The
            # target stays as it was; a later reply can forget it.
            self._duplicate(same, draft, result)
            return
        self._replace(replaced, draft, result, via="update")

    def _replace(
        self, old_rows: list[_Row], draft: MemoryDraft, result: WriteResult, via: str
    ) -> None:
        first = old_rows[0]
        if len(old_rows) == 1 and _same_content(first, draft):
            self._duplicate(first, draft, result)
            return
        # Queued before the insert: the partial unique index allows one active row per key.
        for old in old_rows:
            self.pending.add(_SUPERSEDE, {"id": old.id, "now": self.now})
            result.superseded.append(old.id)
        row = self._insert(draft, supersedes=first.id)
        result.updated.append(row.id)
        for old in old_rows:
            self._audit(old, Decision.supersede, old.text, details={"supersededBy": str(row.id)})
        self._audit(
            row, Decision.update, draft.text, details={"supersedesId": str(first.id), "via": via}
        )

    def _forget(self, op: ForgetOperation, result: WriteResult) -> None:
        row = self._active(op.memory_id)
        if row is None:
            self._gone(op.memory_id, "forget", result)
            return
        self.pending.add(_CLOSE, {"id": row.id, "now": self.now})
        result.forgotten.append(row.id)
        self._audit(row, Decision.forget, row.text, reason=op.reason[:200])

    def _insert(self, draft: MemoryDraft, supersedes: uuid.UUID | None) -> _Inserted:
        row = _Inserted(self.new_id(), draft.category.value)
        self.pending.add(
            _INSERT,
            {
                "id": row.id,
                "user": self.user_id,
                "type": draft.type.value,
                "category": row.category,
                "text": draft.text,
                "embedding": Vector(self.embedder.embed([draft.text])[0]),
                "importance": draft.importance,
                "confidence": draft.confidence,
                "stability": draft.stability,
                "tags": list(draft.tags),
                "identity": Jsonb(draft.identity.model_dump(exclude_none=True)),
                "key": draft_key(draft),
                "language": draft.language,
                "conversation": self.conversation_id,
                "messages": list(draft.source_message_ids),
                "supersedes": supersedes,
                "version": self.extractor_version,
                "now": self.now,
            },
        )
        return row

    def _audit(
        self,
        row: _Row | _Inserted,
        action: str,
        text: str,
        reason: str = "",
        details: dict[str, str] | None = None,
    ) -> None:
        audit.record(
            self.session,
            entity_id=str(row.id),
            action=action,
            actor=self.actor,
            reason=reason,
            details={
                "userId": str(self.user_id),
                "conversationId": str(self.conversation_id) if self.conversation_id else None,
                "category": row.category,
                "text_hmac": audit.text_hmac(self.hmac_key, text),
                **(details or {}),
            },
            deferred=True,
        )
