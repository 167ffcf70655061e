"""Compare a shadow run with production or with another run (SPEC §9).

Memories are matched per user by stable key: a key only on the left is *added*, only on the right
*missing*, on both with other text *changed*, with the same text *same*. Production is restricted to
the active memories written from the run's own conversations, so both sides saw the same input.
Rejections (reason codes) and forgets are counted per side. ``recall_preview`` shows the block each
side would inject for a question, ranked like semantic recall.
"""

from __future__ import annotations

import csv
import io
import uuid
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import UTC, datetime

from pydantic import BaseModel, Field
from sqlalchemy import select
from sqlalchemy.orm import Session

from core.config.settings import MemorySettings
from core.db.models import ShadowMemory, ShadowRun, UserMemory
from core.embeddings.base import Embedder
from core.errors import InvalidInput
from core.recall.block import block_language, render_block
from core.recall.candidates import Candidate
from core.recall.service import within_budget

PRODUCTION = "production"


@dataclass(frozen=True)
class SideMemory:
    """One memory of one side, as compared."""

    user_id: uuid.UUID
    key: str
    text: str
    category: str
    language: str
    importance: float
    tags: tuple[str, ...]
    updated_at: datetime

    @classmethod
    def of(cls, row: ShadowMemory | UserMemory, updated_at: datetime) -> SideMemory:
        """A shadow or production row as compared."""
        return cls(
            row.user_id,
            row.stable_key,
            row.text,
            row.category or "",
            row.language,
            row.importance,
            tuple(row.tags or ()),
            updated_at,
        )


class Side(BaseModel):
    """A side's memories, rejections and forgets."""

    model_config = {"arbitrary_types_allowed": True}

    label: str
    memories: list[SideMemory] = Field(default_factory=list)
    rejected: dict[str, Counter[str]] = Field(default_factory=dict)  # user → reason → n
    forgotten: Counter[str] = Field(default_factory=Counter)  # user → n


class Change(BaseModel):
    """One memory that differs between the sides."""

    key: str
    category: str
    left: str = ""
    right: str = ""


class UserDiff(BaseModel):
    """Per user: added / missing / changed / same, rejections and forgets of each side."""

    user_id: uuid.UUID
    added: list[Change] = Field(default_factory=list)
    missing: list[Change] = Field(default_factory=list)
    changed: list[Change] = Field(default_factory=list)
    same: int = 0
    rejected_left: dict[str, int] = Field(default_factory=dict)
    rejected_right: dict[str, int] = Field(default_factory=dict)
    forgotten_left: int = 0
    forgotten_right: int = 0


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


def _run(session: Session, run_id: uuid.UUID) -> ShadowRun:
    run = session.get(ShadowRun, run_id)
    if run is None:
        raise InvalidInput(f"no shadow run {run_id}; list them with `ingat shadow list`")
    return run


def run_side(session: Session, run_id: uuid.UUID) -> Side:
    """What a run would have written (adds and updates), rejected and forgotten."""
    run = _run(session, run_id)
    side = Side(label=f"run {run.name} ({str(run.id)[:8]})")
    rows = session.execute(
        select(ShadowMemory)
        .where(ShadowMemory.run_id == run_id)
        .order_by(ShadowMemory.created_at, ShadowMemory.id)
    ).scalars()
    latest: dict[tuple[uuid.UUID, str], SideMemory] = {}
    for row in rows:
        user = str(row.user_id)
        if row.outcome == "rejected":
            side.rejected.setdefault(user, Counter())[row.reason] += 1
        elif row.op == "forget":
            side.forgotten[user] += 1
        else:
            # the latest write of a (user, key) wins, as the store would keep one active row
            latest[(row.user_id, row.stable_key)] = SideMemory.of(row, row.created_at)
    side.memories = list(latest.values())
    return side


def production_side(session: Session, run_id: uuid.UUID) -> Side:
    """Production's active memories written from the run's conversations."""
    run = _run(session, run_id)
    conversations = [uuid.UUID(c) for c in run.sample.get("conversation_ids", [])]
    side = Side(label=PRODUCTION)
    rows = session.execute(
        select(UserMemory)
        .where(
            UserMemory.source_conversation_id.in_(conversations),
            UserMemory.status == "active",
            UserMemory.type != "reflection",
        )
        .order_by(UserMemory.updated_at, UserMemory.id)
    ).scalars()
    side.memories = [SideMemory.of(row, row.updated_at) for row in rows]
    return side


def compare(session: Session, run_id: uuid.UUID, against: str = PRODUCTION) -> Comparison:
    """Compare run ``run_id`` (left) with production or another run id (right)."""
    other: uuid.UUID | None = None
    if against != PRODUCTION:
        try:
            other = uuid.UUID(against)
        except ValueError:
            raise InvalidInput(
                f"{against[:40]!r} is neither 'production' nor a shadow run id"
            ) from None
    left = run_side(session, run_id)
    right = production_side(session, run_id) if other is None else run_side(session, other)
    return diff_sides(left, right)


def diff_sides(left: Side, right: Side) -> Comparison:
    """The per-user diff and the totals of two sides."""
    per_user: dict[uuid.UUID, tuple[dict[str, SideMemory], dict[str, SideMemory]]] = defaultdict(
        lambda: ({}, {})
    )
    for m in left.memories:
        per_user[m.user_id][0][m.key] = m  # the latest write of a key wins
    for m in right.memories:
        per_user[m.user_id][1][m.key] = m
    users_with_rejections = {uuid.UUID(u) for u in [*left.rejected, *right.rejected]}
    users_with_forgets = {uuid.UUID(u) for u in [*left.forgotten, *right.forgotten]}
    diffs: list[UserDiff] = []
    totals: Counter[str] = Counter()
    for user in sorted(set(per_user) | users_with_rejections | users_with_forgets, key=str):
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
        d.forgotten_left = left.forgotten.get(str(user), 0)
        d.forgotten_right = right.forgotten.get(str(user), 0)
        totals.update(
            added=len(d.added),
            missing=len(d.missing),
            changed=len(d.changed),
            same=d.same,
            rejected_left=sum(d.rejected_left.values()),
            rejected_right=sum(d.rejected_right.values()),
            forgotten_left=d.forgotten_left,
            forgotten_right=d.forgotten_right,
        )
        diffs.append(d)
    union = totals["added"] + totals["missing"] + totals["changed"] + totals["same"]

    def count_by(attr: str) -> dict[str, dict[str, int]]:
        out: dict[str, dict[str, int]] = defaultdict(lambda: {"left": 0, "right": 0})
        for name, side in (("left", left), ("right", right)):
            for m in side.memories:
                out[getattr(m, attr) or "unknown"][name] += 1
        return dict(sorted(out.items()))

    reasons: dict[str, dict[str, int]] = defaultdict(lambda: {"left": 0, "right": 0})
    for name, side in (("left", left), ("right", right)):
        for per in side.rejected.values():
            for reason, n in per.items():
                reasons[reason][name] += n
    return Comparison(
        left=left.label,
        right=right.label,
        users=diffs,
        totals={k: totals.get(k, 0) for k in sorted(totals)} | {"users": len(diffs)},
        overlap=totals["same"] / union if union else None,
        by_category=count_by("category"),
        by_language=count_by("language"),
        by_reason=dict(sorted(reasons.items())),
    )


def comparison_csv(comparison: Comparison) -> str:
    """One row per difference (and per rejection reason), for a spreadsheet."""
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(["user_id", "kind", "key_or_reason", "category", "left", "right", "count"])
    for d in comparison.users:
        for kind, changes in (("added", d.added), ("missing", d.missing), ("changed", d.changed)):
            for c in changes:
                writer.writerow([d.user_id, kind, c.key, c.category, c.left, c.right, 1])
        if d.same:
            writer.writerow([d.user_id, "same", "", "", "", "", d.same])
        for reason, n in sorted(d.rejected_left.items()):
            writer.writerow([d.user_id, "rejected_left", reason, "", "", "", n])
        for reason, n in sorted(d.rejected_right.items()):
            writer.writerow([d.user_id, "rejected_right", reason, "", "", "", n])
    return buffer.getvalue()


def recall_preview(
    side: Side,
    user_id: uuid.UUID,
    question: str,
    embedder: Embedder,
    limits: MemorySettings,
    now: datetime | None = None,
) -> tuple[list[SideMemory], str]:
    """The memories and block one side would inject for ``question`` (semantic ranking)."""
    mine = [m for m in side.memories if m.user_id == user_id]
    if not mine:
        return [], ""
    now = now or datetime.now(UTC)
    query = embedder.embed_query([question])[0]
    vectors = embedder.embed([m.text for m in mine])
    cosines = [sum(a * b for a, b in zip(query, v, strict=True)) for v in vectors]
    scored = []
    for m, cosine in zip(mine, cosines, strict=True):
        relevance = embedder.space.relevance(cosine, max(cosines))
        age_days = max((now - m.updated_at).total_seconds(), 0) / 86400
        recency = 0.5 ** (age_days / limits.recency_half_life_days)
        score = (
            limits.weight_relevance * relevance
            + limits.weight_recency * recency
            + limits.weight_importance * m.importance
        )
        scored.append((score, m))
    scored.sort(key=lambda pair: -pair[0])
    candidates = [
        Candidate(
            id=uuid.uuid5(uuid.NAMESPACE_URL, f"{m.user_id}:{m.key}"),
            text=m.text,
            category=m.category,
            importance=m.importance,
            updated_at=m.updated_at,
            language=m.language,
            score=s,
        )
        for s, m in scored
    ]
    kept, _ = within_budget(candidates, limits.recall_top_k, limits.recall_max_chars)
    chosen = [m for _, m in scored[: len(kept)]]
    return chosen, render_block(kept, block_language(kept, None), write_enabled=False)
