"""Counts for the console's Overview (the seed's monitoring queries), computed in the database."""

from __future__ import annotations

from collections import Counter

from pydantic import BaseModel
from sqlalchemy import func, select, text
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
    """All Overview counts: one GROUPING SETS pass and one distinct count, both index-only."""
    rows = session.execute(
        text(
            """
            SELECT status, category, language, type = 'reflection' AS legacy,
                   GROUPING(category, language, type) AS g, count(*)
            FROM user_memory
            GROUP BY GROUPING SETS ((status), (status, type, category), (status, type, language))
            """
        )
    ).all()
    by_status: dict[str, int] = {}
    by_category: Counter[tuple[str, str]] = Counter()
    by_language: Counter[tuple[str, str]] = Counter()
    legacy = 0
    for status, category, language, is_legacy, grouping, count in rows:
        if grouping == 0b111:  # (status)
            by_status[status] = int(count)
        elif is_legacy:
            if grouping == 0b010:  # counted once, in the (status, type, category) set
                legacy += int(count)
        elif grouping == 0b010:
            by_category[(status, str(category))] += int(count)
        else:
            by_language[(status, str(language))] += int(count)
    users = session.execute(
        select(func.count(func.distinct(UserMemory.user_id))).where(
            UserMemory.status == "active", UserMemory.type != MemoryType.reflection.value
        )
    ).scalar_one()

    def listed(counter: Counter[tuple[str, str]]) -> list[CountRow]:
        return [CountRow(status=s, key=k, count=c) for (s, k), c in sorted(counter.items())]

    return MemoryCounts(
        by_status=by_status,
        by_category=listed(by_category),
        by_language=listed(by_language),
        legacy_reflection=legacy,
        users_with_active=int(users),
    )
