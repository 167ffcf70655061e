"""Apply validated operations to one user's memories (SPEC §5.4), in the caller's transaction.

Same stable key and same (status, type, identity, text, tags) → no-op ``duplicate``; same key,
different content → ``update``: the old row becomes ``superseded`` and a new active row points to it
with ``supersedesId``. ``forget`` sets status ``deleted`` and ``deletedAt`` (the text stays until a
hard delete). Every change writes an audit row with ``text_hmac`` and no text.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy import bindparam, insert, select
from sqlalchemy.orm import Session

from core import audit
from core.access import SYSTEM, Actor
from core.db.models import MemoryStatus, UserMemory, table_of
from core.embeddings.base import Embedder
from core.errors import NotFound
from core.memory.schemas import (
    AddOperation,
    ForgetOperation,
    MemoryDraft,
    Operation,
    UpdateOperation,
    WriteResult,
)
from core.memory.stable_key import stable_key


def draft_key(draft: MemoryDraft) -> str:
    """The stable key of a draft."""
    return stable_key(draft.category.value, draft.identity.subject, draft.identity.facet)


def _same_content(row: UserMemory, draft: MemoryDraft) -> bool:
    return (
        row.status == MemoryStatus.active
        and row.type == draft.type.value
        and row.identity == draft.identity.model_dump(exclude_none=True)
        and row.text == draft.text
        and list(row.tags) == list(draft.tags)
    )


_INSERT = insert(table_of(UserMemory))
_ACTIVE_BY_KEY = (
    select(UserMemory)
    .where(
        UserMemory.user_id == bindparam("user"),
        UserMemory.stable_key == bindparam("key"),
        UserMemory.status == MemoryStatus.active.value,
    )
    .with_for_update()
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

    def apply(self, operations: Sequence[Operation]) -> WriteResult:
        """Apply operations in order and return what changed."""
        result = WriteResult()
        for op in operations:
            if isinstance(op, AddOperation):
                self._add(op.memory, result)
            elif isinstance(op, UpdateOperation):
                self._update(op.memory_id, op.memory, result)
            elif isinstance(op, ForgetOperation):
                self._forget(op, result)
        self.session.flush()
        return result

    def _active(self, memory_id: uuid.UUID) -> UserMemory:
        row = self.session.execute(
            select(UserMemory)
            .where(
                UserMemory.id == memory_id,
                UserMemory.user_id == self.user_id,
                UserMemory.status == MemoryStatus.active.value,
            )
            .with_for_update()
        ).scalar_one_or_none()
        if row is None:
            raise NotFound(f"memory {memory_id} is not an active memory of user {self.user_id}")
        return row

    def _active_by_key(self, key: str) -> UserMemory | None:
        return self.session.execute(
            _ACTIVE_BY_KEY, {"user": self.user_id, "key": key}
        ).scalar_one_or_none()

    def _add(self, draft: MemoryDraft, result: WriteResult) -> None:
        existing = self._active_by_key(draft_key(draft))
        if existing is not None:
            self._replace([existing], draft, result, via="add")
            return
        row = self._insert(draft, supersedes=None)
        result.added.append(row.id)
        self._audit(row, "add", draft.text)

    def _update(self, memory_id: uuid.UUID, draft: MemoryDraft, result: WriteResult) -> None:
        target = self._active(memory_id)
        replaced = [target]
        clash = self._active_by_key(draft_key(draft))
        if clash is not None and clash.id != target.id:
            replaced.append(clash)
        self._replace(replaced, draft, result, via="update")

    def _replace(
        self, old_rows: list[UserMemory], draft: MemoryDraft, result: WriteResult, via: str
    ) -> None:
        first = old_rows[0]
        if len(old_rows) == 1 and _same_content(first, draft):
            result.duplicates += 1
            self._audit(first, "duplicate", draft.text, reason="duplicate")
            return
        for old in old_rows:
            old.status = MemoryStatus.superseded.value
            old.updated_at = self.now
            result.superseded.append(old.id)
        # Flush first: the partial unique index allows one active row per stable key.
        self.session.flush()
        row = self._insert(draft, supersedes=first.id)
        result.updated.append(row.id)
        for old in old_rows:
            self._audit(old, "supersede", old.text, details={"supersededBy": str(row.id)})
        self._audit(row, "update", draft.text, details={"supersedesId": str(first.id), "via": via})

    def _forget(self, op: ForgetOperation, result: WriteResult) -> None:
        row = self._active(op.memory_id)
        row.status = MemoryStatus.deleted.value
        row.deleted_at = self.now
        row.updated_at = self.now
        result.forgotten.append(row.id)
        self._audit(row, "forget", row.text, reason=op.reason[:200])

    def _insert(self, draft: MemoryDraft, supersedes: uuid.UUID | None) -> _Inserted:
        # A plain INSERT, not an ORM object: nothing in this transaction changes the new row
        # again through the session (a later operation on the same key selects it afresh), and
        # on the sweeper's write path the unit of work cost more than the statement itself.
        row = _Inserted(self.new_id(), draft.category.value)
        self.session.connection().execute(
            _INSERT,
            {
                "id": row.id,
                "userId": self.user_id,
                "type": draft.type.value,
                "category": row.category,
                "text": draft.text,
                "embedding": self.embedder.embed([draft.text])[0],
                "importance": draft.importance,
                "confidence": draft.confidence,
                "stability": draft.stability,
                "tags": list(draft.tags),
                "identity": draft.identity.model_dump(exclude_none=True),
                "stableKey": draft_key(draft),
                "language": draft.language,
                "status": MemoryStatus.active.value,
                "sourceConversationId": self.conversation_id,
                "sourceMessageIds": list(draft.source_message_ids),
                "supersedesId": supersedes,
                "extractorVersion": self.extractor_version,
                "createdAt": self.now,
                "updatedAt": self.now,
            },
        )
        return row

    def _audit(
        self,
        row: UserMemory | _Inserted,
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
        )
