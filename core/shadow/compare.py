"""Compare a shadow run's replay with production's replay, production's rows or another run (§9).

A *side* is a set of memories and the store's decisions that made them:

- ``variant``: the run's replay with the variant's settings (its side schema);
- ``production`` (the default right side): the same run's replay of the same sample with
  production's current settings, from the same start — so the difference is the variant's alone;
- ``production-rows``: production's own active memories of the sampled users, as they are now, with
  the rejections production's audit holds for the sampled conversations;
- another run's id: that run's ``variant`` side.

Memories are matched per user by stable key: a key only on the left is *added*, only on the right
*missing*, on both with other text *changed*, with the same text *same*. Each side also counts the
store's decisions (:class:`core.memory.store.Decision`: add, update, supersede, duplicate, forget,
dropped) and the rejections by reason, from its audit rows. :func:`recall_preview` asks the real recall service, through a
side's schema, what it would inject for a question.
"""

from __future__ import annotations

import csv
import io
import uuid
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, Field
from sqlalchemy import Connection, Engine, text
from sqlalchemy.orm import Session

from core.config.settings import Settings
from core.db.models import ShadowRun
from core.db.side_schema import exists, shadow_schema, side_engine
from core.embeddings.base import Embedder
from core.errors import InvalidInput
from core.memory.store import Decision
from core.recall.service import RecallResult, recall
from core.shadow.runner import PRODUCTION_SIDE, SIDES

PRODUCTION = PRODUCTION_SIDE
PRODUCTION_ROWS = "production-rows"
DECISIONS = tuple(d.value for d in Decision)


@dataclass(frozen=True)
class SideMemory:
    """One active memory of one side, as compared."""

    user_id: uuid.UUID
    key: str
    text: str
    category: str
    language: str


class Side(BaseModel):
    """A side's memories, the store's decisions and the rejections, per user."""

    model_config = {"arbitrary_types_allowed": True}

    label: str
    schema_name: str | None  # None: production's own tables
    conversations: int
    memories: list[SideMemory] = Field(default_factory=list)
    rejected: dict[str, Counter[str]] = Field(default_factory=dict)  # user → reason → n
    decided: dict[str, Counter[str]] = Field(default_factory=dict)  # user → decision → n


class Change(BaseModel):
    """One memory that differs between the sides."""

    key: str
    category: str
    left: str = ""
    right: str = ""


class UserDiff(BaseModel):
    """Per user: added / missing / changed / same, and each side's decisions and rejections."""

    user_id: uuid.UUID
    added: list[Change] = Field(default_factory=list)
    missing: list[Change] = Field(default_factory=list)
    changed: list[Change] = Field(default_factory=list)
    same: int = 0
    rejected_left: dict[str, int] = Field(default_factory=dict)
    rejected_right: dict[str, int] = Field(default_factory=dict)
    decided_left: dict[str, int] = Field(default_factory=dict)
    decided_right: dict[str, int] = Field(default_factory=dict)


class Comparison(BaseModel):
    """The whole comparison."""

    left: str
    right: str
    users: list[UserDiff]
    totals: dict[str, int]
    overlap: float | None
    by_category: dict[str, dict[str, int]]
    by_language: dict[str, dict[str, int]]
    by_reason: dict[str, dict[str, int]]
    decisions: dict[str, dict[str, int]]  # decision → {left, right}
    writes_per_conversation: dict[str, float | None]  # left, right
    start: dict[str, Any] = Field(default_factory=dict)


def _run(session: Session, run_id: uuid.UUID) -> ShadowRun:
    run = session.get(ShadowRun, run_id)
    if run is None:
        raise InvalidInput(f"no shadow run {run_id}; list them with `ingat shadow list`")
    return run


def _replayed(session: Session, run: ShadowRun, side: str) -> str:
    """The side schema of a finished run's replay, or InvalidInput naming why there is none."""
    schema = shadow_schema(run.id, side)
    if run.status != "done" or not exists(session.connection(), schema):
        raise InvalidInput(
            f"shadow run {run.name!r} ({str(run.id)[:8]}) is {run.status} and has no {side} "
            "replay to compare (runs made before replays, or that failed, have none); "
            "start the run again"
        )
    return schema


_MEMORIES = (
    'SELECT "userId", "stableKey", text, coalesce(category, \'\'), language FROM {table} '
    "WHERE status = 'active' AND type <> 'reflection' AND \"userId\" = ANY(:users) "
    'ORDER BY "userId", "stableKey"'
)
_IDS = 'SELECT id::text FROM {table} WHERE "userId" = ANY(:users)'
# By entity (the audit's index): a rejection or a dropped operation is keyed by its conversation,
# every other decision by its memory; only the sample's conversations count.
_AUDIT = (
    "SELECT details ->> 'userId', action, reason, count(*) FROM {table} "
    'WHERE "entityType" = \'user_memory\' AND "entityId" = ANY(:entities) '
    "AND action = ANY(:actions) AND details ->> 'conversationId' = ANY(:conversations) "
    "GROUP BY 1, 2, 3"
)


def _load(
    conn: Connection,
    label: str,
    schema: str | None,
    users: list[str],
    conversations: list[str],
) -> Side:
    prefix = f'"{schema}".' if schema else ""
    side = Side(label=label, schema_name=schema, conversations=len(conversations))
    rows = conn.execute(text(_MEMORIES.format(table=f"{prefix}user_memory")), {"users": users})
    side.memories = [
        SideMemory(uuid.UUID(str(u)), key, body, category, language)
        for u, key, body, category, language in rows
    ]
    ids = conn.execute(text(_IDS.format(table=f"{prefix}user_memory")), {"users": users})
    decided = conn.execute(
        text(_AUDIT.format(table=f"{prefix}ai_engine_audit_log")),
        {
            "entities": [*conversations, *ids.scalars()],
            "actions": ["rejected", *DECISIONS],
            "conversations": conversations,
        },
    )
    for user, action, reason, n in decided:
        if user is None or user not in users:
            continue
        if action == "rejected":
            side.rejected.setdefault(user, Counter())[reason] += int(n)
        else:
            side.decided.setdefault(user, Counter())[action] += int(n)
    return side


def side_of(session: Session, run_id: uuid.UUID, which: str) -> Side:
    """One side of run ``run_id``: ``variant``, ``production``, ``production-rows``, or another
    run's id (that run's variant side, over *this* run's users)."""
    run = _run(session, run_id)
    users = list(run.sample.get("users", []))
    conversations = list(run.sample.get("conversation_ids", []))
    conn = session.connection()
    if which == PRODUCTION_ROWS:
        _replayed(session, run, SIDES[0])
        return _load(conn, "production rows", None, users, conversations)
    if which in SIDES:
        label = f"run {run.name} ({str(run.id)[:8]})" if which == SIDES[0] else "production replay"
        return _load(conn, label, _replayed(session, run, which), users, conversations)
    try:
        other_id = uuid.UUID(which)
    except ValueError:
        raise InvalidInput(
            f"{which[:40]!r} is not a side: use {PRODUCTION!r}, {PRODUCTION_ROWS!r} or a run id"
        ) from None
    other = _run(session, other_id)
    schema = _replayed(session, other, SIDES[0])
    others = list(other.sample.get("conversation_ids", []))
    return _load(conn, f"run {other.name} ({str(other.id)[:8]})", schema, users, others)


def compare(session: Session, run_id: uuid.UUID, against: str = PRODUCTION) -> Comparison:
    """Compare run ``run_id``'s variant (left) with ``against`` (right; see :func:`side_of`)."""
    return compare_sides(session, run_id, against)[0]


def compare_sides(
    session: Session, run_id: uuid.UUID, against: str = PRODUCTION
) -> tuple[Comparison, Side, Side]:
    """:func:`compare`, with the two sides it read (for recall previews of the same sides)."""
    left = side_of(session, run_id, SIDES[0])
    right = side_of(session, run_id, against)
    result = diff_sides(left, right)
    result.start = dict(_run(session, run_id).sample.get("start", {}))
    return result, left, right


def diff_sides(left: Side, right: Side) -> Comparison:
    """The per-user diff and the totals of two sides."""
    per_user: dict[uuid.UUID, tuple[dict[str, SideMemory], dict[str, SideMemory]]] = defaultdict(
        lambda: ({}, {})
    )
    for m in left.memories:
        per_user[m.user_id][0][m.key] = m
    for m in right.memories:
        per_user[m.user_id][1][m.key] = m
    touched = {uuid.UUID(u) for s in (left, right) for u in [*s.rejected, *s.decided]}
    diffs: list[UserDiff] = []
    totals: Counter[str] = Counter()
    for user in sorted(set(per_user) | touched, key=str):
        lmap, rmap = per_user[user]
        d = UserDiff(user_id=user)
        for key in sorted(set(lmap) | set(rmap)):
            lm, rm = lmap.get(key), rmap.get(key)
            if lm and not rm:
                d.added.append(Change(key=key, category=lm.category, left=lm.text))
            elif rm and not lm:
                d.missing.append(Change(key=key, category=rm.category, right=rm.text))
            elif lm and rm and lm.text != rm.text:
                d.changed.append(Change(key=key, category=lm.category, left=lm.text, right=rm.text))
            else:
                d.same += 1
        d.rejected_left = dict(left.rejected.get(str(user), {}))
        d.rejected_right = dict(right.rejected.get(str(user), {}))
        d.decided_left = dict(left.decided.get(str(user), {}))
        d.decided_right = dict(right.decided.get(str(user), {}))
        totals.update(
            added=len(d.added),
            missing=len(d.missing),
            changed=len(d.changed),
            same=d.same,
            rejected_left=sum(d.rejected_left.values()),
            rejected_right=sum(d.rejected_right.values()),
        )
        diffs.append(d)
    union = totals["added"] + totals["missing"] + totals["changed"] + totals["same"]

    def count_by(attr: str) -> dict[str, dict[str, int]]:
        out: dict[str, dict[str, int]] = defaultdict(lambda: {"left": 0, "right": 0})
        for name, side in (("left", left), ("right", right)):
            for m in side.memories:
                out[getattr(m, attr) or "unknown"][name] += 1
        return dict(sorted(out.items()))

    def summed(attr: str) -> dict[str, dict[str, int]]:
        out: dict[str, dict[str, int]] = defaultdict(lambda: {"left": 0, "right": 0})
        for name, side in (("left", left), ("right", right)):
            for per in getattr(side, attr).values():
                for key, n in per.items():
                    out[key][name] += n
        return dict(sorted(out.items()))

    decisions = {d: {"left": 0, "right": 0} for d in DECISIONS} | summed("decided")

    def per_conversation(name: str, side: Side) -> float | None:
        writes = decisions[Decision.add][name] + decisions[Decision.update][name]
        return round(writes / side.conversations, 3) if side.conversations else None

    return Comparison(
        left=left.label,
        right=right.label,
        users=diffs,
        totals={k: totals.get(k, 0) for k in sorted(totals)} | {"users": len(diffs)},
        overlap=totals["same"] / union if union else None,
        by_category=count_by("category"),
        by_language=count_by("language"),
        by_reason=summed("rejected"),
        decisions=decisions,
        writes_per_conversation={
            "left": per_conversation("left", left),
            "right": per_conversation("right", right),
        },
    )


def comparison_csv(comparison: Comparison) -> str:
    """One row per difference, per rejection reason and per decision, for a spreadsheet."""
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(["user_id", "kind", "key_or_reason", "category", "left", "right", "count"])
    for d in comparison.users:
        for kind, changes in (("added", d.added), ("missing", d.missing), ("changed", d.changed)):
            for c in changes:
                writer.writerow([d.user_id, kind, c.key, c.category, c.left, c.right, 1])
        if d.same:
            writer.writerow([d.user_id, "same", "", "", "", "", d.same])
        for kind, counts in (
            ("rejected_left", d.rejected_left),
            ("rejected_right", d.rejected_right),
            ("decided_left", d.decided_left),
            ("decided_right", d.decided_right),
        ):
            for key, n in sorted(counts.items()):
                writer.writerow([d.user_id, kind, key, "", "", "", n])
    return buffer.getvalue()


def recall_preview(
    engine: Engine,
    settings: Settings,
    embedder: Embedder,
    side: Side,
    user_id: uuid.UUID,
    question: str,
) -> RecallResult:
    """What the real recall service (:func:`core.recall.service.recall`) would inject for
    ``question`` from ``side``'s memories — whatever production's read switches say."""
    memory = settings.memory.model_copy(update={"enabled": True, "read_enabled": True})
    previewed = settings.model_copy(update={"memory": memory})
    if side.schema_name is None:
        return recall(engine, previewed, embedder, user_id, question)
    reads = side_engine(engine, side.schema_name)
    try:
        return recall(reads, previewed, embedder, user_id, question)
    finally:
        reads.dispose()
