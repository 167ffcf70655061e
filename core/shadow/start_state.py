"""Where a shadow replay starts: each user's memories as they stood before their first sampled
conversation (issue 20).

Production's rows are the result of every conversation so far; a replay of a sample must start
from what the store held when the first of them began, or it would show old conversations
memories they later changed. For each user of the sample, with ``start`` the first message of
their earliest sampled conversation:

- a row *happened* when its source conversation last had a message (the sweeper writes a
  conversation's memories after it), or at its ``createdAt`` when it has none;
- rows that happened at or after ``start``, and rows written from a sampled conversation, are left
  out: the replay writes them again, or not;
- a row superseded by a row that happened later, or forgotten later (the forget's conversation
  per the audit, else ``deletedAt``), is active again — later updates and forgets are undone
  through the supersede chain;
- what a hard delete removed is gone: the user's start is marked *partial* when the audit shows a
  hard delete of theirs, or a superseded row whose successor no longer exists.

A user whose whole history is in the sample starts empty. The rule is kept in the run's record
(:data:`RULE`).
"""

from __future__ import annotations

import uuid
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime

from sqlalchemy import Connection, text

RULE = (
    "each user starts from their memories as they stood before the first message of their "
    "earliest sampled conversation: rows written later or from a sampled conversation left out, "
    "later supersedes and forgets undone; hard-deleted rows are gone (start marked partial)"
)

_TIMELINE = text(
    """
    SELECT m.conversation_id, min(m.created_at), max(m.created_at), c."user_id",
           array_remove(array_agg(DISTINCT (m.metadata ->> 'author_id')), NULL)
    FROM messages m JOIN conversations c ON c.id = m.conversation_id
    WHERE m.conversation_id = ANY(:ids)
    GROUP BY m.conversation_id, c."user_id"
    """
)
_ROWS = text(
    """
    SELECT u.id, u."userId", u."sourceConversationId", u."supersedesId", u.status,
           u."stableKey", coalesce(last.at, u."createdAt") AS happened, u."deletedAt"
    FROM user_memory u
    LEFT JOIN LATERAL (
        SELECT max(created_at) AS at FROM messages WHERE conversation_id = u."sourceConversationId"
    ) last ON true
    WHERE u."userId" = ANY(:users)
    """
)
# When each forgotten row was forgotten: the forget's conversation, when the audit names one
# (looked up by the rows' ids: the audit is indexed by entity).
_FORGETS = text(
    """
    SELECT a."entityId", (SELECT max(created_at) FROM messages
                          WHERE conversation_id = CAST(a.details ->> 'conversationId' AS uuid))
    FROM ai_engine_audit_log a
    WHERE a."entityType" = 'user_memory' AND a."entityId" = ANY(:ids) AND a.action = 'forget'
    """
)
# A scan of the audit's hard deletes (no index serves it): once per run, at its start.
_HARD_DELETES = text(
    """
    SELECT DISTINCT details ->> 'userId' FROM ai_engine_audit_log
    WHERE action IN ('hard_delete', 'hard_delete_user') AND details ->> 'userId' = ANY(:users)
    """
)


@dataclass(frozen=True)
class SampledConversation:
    """One conversation of the sample: when it began and ended, and its users."""

    id: uuid.UUID
    first_at: datetime
    last_at: datetime
    users: frozenset[uuid.UUID]


@dataclass
class StartState:
    """What a replay starts from: rows copied per user and the users whose start is partial."""

    starts: dict[uuid.UUID, datetime] = field(default_factory=dict)
    rows: dict[uuid.UUID, int] = field(default_factory=dict)
    partial: list[uuid.UUID] = field(default_factory=list)

    def record(self) -> dict[str, object]:
        """The part of the run's record that says how it started."""
        return {
            "rule": RULE,
            "users": len(self.starts),
            "rows": sum(self.rows.values()),
            "partial_users": sorted(str(u) for u in self.partial),
        }


def timeline(conn: Connection, ids: list[uuid.UUID]) -> list[SampledConversation]:
    """The sampled conversations that have messages, in the order they went idle (last message),
    as the sweeper consolidates them."""
    out = []
    for cid, first, last, owner, authors in conn.execute(_TIMELINE, {"ids": ids}):
        users = {owner, *(uuid.UUID(a) for a in authors)}
        out.append(SampledConversation(cid, first, last, frozenset(users)))
    return sorted(out, key=lambda c: (c.last_at, str(c.id)))


@dataclass(frozen=True)
class _Row:
    id: uuid.UUID
    user: uuid.UUID
    source: uuid.UUID | None
    supersedes: uuid.UUID | None
    status: str
    key: str
    happened: datetime
    deleted_at: datetime | None


def start_state(
    conn: Connection, conversations: list[SampledConversation]
) -> tuple[StartState, dict[uuid.UUID, str]]:
    """The start of each sampled user and the status each copied production row starts with."""
    state = StartState()
    for conv in conversations:
        for user in conv.users:
            seen = state.starts.get(user)
            state.starts[user] = conv.first_at if seen is None else min(seen, conv.first_at)
    users = [str(u) for u in state.starts]
    sampled = {c.id for c in conversations}
    rows = [_Row(*r) for r in conn.execute(_ROWS, {"users": list(state.starts)})]
    deleted = [str(r.id) for r in rows if r.status == "deleted"]
    forgot_at = {uuid.UUID(e): at for e, at in conn.execute(_FORGETS, {"ids": deleted}) if at}
    partial = {uuid.UUID(u) for (u,) in conn.execute(_HARD_DELETES, {"users": users})}

    def before_start(r: _Row) -> bool:
        return r.source not in sampled and r.happened < state.starts[r.user]

    kept = {r.id: r for r in rows if before_start(r)}
    successors = {r.supersedes: r for r in rows if r.supersedes is not None}
    status: dict[uuid.UUID, str] = {}
    for r in kept.values():
        if r.status == "superseded":
            after = successors.get(r.id)
            if after is None:
                partial.add(r.user)  # the row that replaced it was hard-deleted
                status[r.id] = "superseded"
            else:
                status[r.id] = "superseded" if after.id in kept else "active"
        elif r.status == "deleted":
            when = forgot_at.get(r.id, r.deleted_at)
            status[r.id] = (
                "deleted" if when is not None and when < state.starts[r.user] else "active"
            )
        else:
            status[r.id] = r.status
    # One active row per (user, key), as the store keeps it: the latest that happened wins.
    latest: dict[tuple[uuid.UUID, str], _Row] = {}
    for r in sorted(kept.values(), key=lambda r: r.happened):
        if status[r.id] != "active":
            continue
        earlier = latest.get((r.user, r.key))
        if earlier is not None:
            status[earlier.id] = "superseded"
        latest[(r.user, r.key)] = r
    counts: dict[uuid.UUID, int] = defaultdict(int)
    for r in kept.values():
        counts[r.user] += 1
    state.rows = dict(counts)
    state.partial = sorted(partial, key=str)
    return state, status


def copy_sample(conn: Connection, schema: str, ids: list[uuid.UUID]) -> None:
    """Copy the sampled conversations (progress keys cleared: the replay reads each one whole)
    and their messages into ``schema``."""
    into = f'INSERT INTO "{schema}"'
    conn.execute(
        text(f"{into}.conversations SELECT * FROM conversations WHERE id = ANY(:ids)"),  # noqa: S608
        {"ids": ids},
    )
    conn.execute(text(f"UPDATE \"{schema}\".conversations SET metadata = '{{}}'::jsonb"))  # noqa: S608
    conn.execute(
        text(f"{into}.messages SELECT * FROM messages WHERE conversation_id = ANY(:ids)"),  # noqa: S608
        {"ids": ids},
    )


def copy_start(conn: Connection, schema: str, status: dict[uuid.UUID, str]) -> None:
    """Copy the production rows of the start into ``schema`` with the status they started with."""
    if not status:
        return
    ids = list(status)
    conn.execute(
        text(f'INSERT INTO "{schema}".user_memory SELECT * FROM user_memory WHERE id = ANY(:ids)'),  # noqa: S608
        {"ids": ids},
    )
    # Closed first, then opened: one active row per (user, key) at every step (a unique index).
    for opening in (False, True):
        chosen = [i for i in ids if (status[i] == "active") == opening]
        conn.execute(
            text(
                f'UPDATE "{schema}".user_memory u SET status = s.status, "deletedAt" = '  # noqa: S608
                "CASE WHEN s.status = 'deleted' THEN u.\"deletedAt\" END "
                "FROM unnest(CAST(:ids AS uuid[]), CAST(:statuses AS text[])) AS s(id, status) "
                "WHERE u.id = s.id"
            ),
            {"ids": chosen, "statuses": [status[i] for i in chosen]},
        )
