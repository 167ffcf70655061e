"""Audit rows (``ai_engine_audit_log``) and the keyed hash that stands in for memory text.

Audit rows never hold memory text or vectors (SPEC §4): ids, action, actor, a reason code, counts,
and ``text_hmac`` = HMAC-SHA256(AUDIT__HMAC_KEY, text). The table is append-only.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
from pathlib import Path
from typing import Any

from psycopg.types.json import Jsonb
from sqlalchemy.orm import Session

from core.access import Actor
from core.config.settings import Settings
from core.db.pending import PendingWrites

MEMORY_ENTITY = "user_memory"
CONVERSATION_ENTITY = "conversation"
HOLD_ENTITY = "legal_hold"  # entity id: the user's id
RETENTION_ENTITY = "retention"  # entity id: the retention run's id
# Every entity type an audit row names (the Audit page filters by them; the index leads with it).
ENTITY_TYPES = (MEMORY_ENTITY, CONVERSATION_ENTITY, HOLD_ENTITY, RETENTION_ENTITY)


def text_hmac(key: bytes, text: str) -> str:
    """Hex HMAC-SHA256 of ``text``: lets an auditor match a text they hold, reveals nothing."""
    return hmac.new(key, text.encode("utf-8"), hashlib.sha256).hexdigest()


def hmac_key(settings: Settings) -> bytes:
    """The audit HMAC key: the setting, or (development only) a random key kept beside the data.

    Production refuses to start without the setting (SPEC §3.3), so the fallback never runs there.
    """
    configured = settings.audit.hmac_key.get_secret_value()
    if configured:
        return configured.encode("utf-8")
    path = Path(settings.embedded.data_dir).expanduser().resolve().parent / "audit-hmac.key"
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w") as fh:
            fh.write(secrets.token_hex(32))
    return path.read_text().strip().encode("utf-8")


def record(
    session: Session,
    *,
    entity_id: str,
    action: str,
    actor: Actor,
    reason: str = "",
    details: dict[str, Any] | None = None,
    entity_type: str = MEMORY_ENTITY,
    deferred: bool = False,
) -> None:
    """Append one audit row in the caller's transaction. ``details`` must hold no memory text.

    ``deferred``: queue the row with the session's other pending writes (see
    :mod:`core.db.pending`) instead of sending it now; it is written before the commit.
    """
    pending = PendingWrites.of(session)
    pending.add(
        _INSERT,
        {
            "entity_type": entity_type,
            "entity_id": entity_id,
            "action": action,
            "actor_type": actor.type.value,
            "actor_id": actor.id,
            "reason": reason,
            "details": Jsonb(details or {}),
        },
    )
    if not deferred:
        pending.flush()


# A plain INSERT: an append-only row needs no unit of work.
_INSERT = (
    'INSERT INTO ai_engine_audit_log ("entityType", "entityId", action, "actorType", "actorId", '
    "reason, details) VALUES (%(entity_type)s, %(entity_id)s, %(action)s, %(actor_type)s, "
    "%(actor_id)s, %(reason)s, %(details)s)"
)
