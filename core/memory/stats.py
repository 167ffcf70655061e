"""Counts for the console's Overview (the seed's monitoring queries), computed in the database."""

from __future__ import annotations

from pydantic import BaseModel
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from core.db.models import MemoryType, UserMemory


class CountRow(BaseModel):
    """A count of memory rows for one (status, key) pair."""

    status: str
    key: str
    count: int


class MemoryCounts(BaseModel):
    """Status counts (the seed's ``GROUP BY status``) and breakdowns by category and language."""

    by_status: dict[str, int]
    by_category: list[CountRow]
    by_language: list[CountRow]
    legacy_reflection: int
    users_with_active: int


def memory_counts(session: Session) -> MemoryCounts:
    """All Overview counts; every figure is one GROUP BY in the database."""
    by_status = {
        s: int(c)
        for s, c in session.execute(
            select(UserMemory.status, func.count()).group_by(UserMemory.status)
        ).all()
    }
    shown = UserMemory.type != MemoryType.reflection.value

    def breakdown(column: object) -> list[CountRow]:
        rows = session.execute(
            select(UserMemory.status, column, func.count())  # type: ignore[call-overload]
            .where(shown)
            .group_by(UserMemory.status, column)
            .order_by(UserMemory.status, column)
        ).all()
        return [CountRow(status=s, key=str(k), count=int(c)) for s, k, c in rows]

    legacy = session.execute(
        select(func.count()).select_from(UserMemory).where(~shown)
    ).scalar_one()
    users = session.execute(
        select(func.count(func.distinct(UserMemory.user_id))).where(
            shown, UserMemory.status == "active"
        )
    ).scalar_one()
    return MemoryCounts(
        by_status=by_status,
        by_category=breakdown(UserMemory.category),
        by_language=breakdown(UserMemory.language),
        legacy_reflection=int(legacy),
        users_with_active=int(users),
    )
