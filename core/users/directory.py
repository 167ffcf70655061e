"""Find a user: by full id, by the first characters of the id, or by a name or e-mail the host's
messages carry (``user_labels``, migration 0006); list users with their memory counts.

A user is anyone with a memory or a conversation. Reviewers see ids as 8-character prefixes in
every table, so a prefix of 4 or more hex digits finds the users whose id begins with it — as a
range of the ``userId`` index, not a scan. Everything here is server-side and paged.
"""

from __future__ import annotations

import re
import uuid
from datetime import datetime

from pydantic import BaseModel
from sqlalchemy import text
from sqlalchemy.orm import Session

from core.errors import InvalidInput
from core.paging import PageInfo, check_paging

MIN_PREFIX = 4
_HEX = re.compile(r"[0-9a-f]{1,32}")


class UserSummary(BaseModel):
    """One user: label (if the host gave one), memory counts by status, last write."""

    user_id: uuid.UUID
    label: str = ""
    active: int = 0
    superseded: int = 0
    deleted: int = 0
    last_write: datetime | None = None

    @property
    def short(self) -> str:
        """How tables show the id: its first 8 characters."""
        return str(self.user_id)[:8]

    def describe(self) -> str:
        """One line for a picker: prefix, label and counts."""
        label = f" · {self.label}" if self.label else ""
        return f"{self.user_id}{label} · {self.active} active, {self.deleted} deleted"


class UserPage(PageInfo):
    """One page of users."""

    items: list[UserSummary]


_COUNTS = text(
    """
    SELECT "userId", status, count(*), max("updatedAt") FROM user_memory
    WHERE "userId" = ANY(:ids) AND type <> 'reflection'
    GROUP BY "userId", status
    """
)
_LABELS = text('SELECT "userId", label FROM user_labels WHERE "userId" = ANY(:ids)')


def summaries(session: Session, ids: list[uuid.UUID]) -> list[UserSummary]:
    """The summaries of ``ids``, in that order (a user with nothing has zero counts)."""
    found = {i: UserSummary(user_id=i) for i in ids}
    for user, status, n, last in session.execute(_COUNTS, {"ids": ids}):
        summary = found[user]
        if status in ("active", "superseded", "deleted"):
            setattr(summary, status, int(n))
        if last is not None and (summary.last_write is None or last > summary.last_write):
            summary.last_write = last
    for user, label in session.execute(_LABELS, {"ids": ids}):
        found[user].label = label
    return [found[i] for i in ids]


_LISTING = text(
    """
    SELECT "userId", count(*) OVER () FROM user_memory
    GROUP BY "userId" ORDER BY max("updatedAt") DESC, "userId"
    LIMIT :limit OFFSET :offset
    """
)


def list_users(session: Session, page: int = 1, page_size: int = 50) -> UserPage:
    """One page of the users with memories, the most recently written first."""
    offset = check_paging(page, page_size)
    rows = session.execute(_LISTING, {"limit": page_size, "offset": offset}).all()
    total = int(rows[0][1]) if rows else _count(session)
    return UserPage(
        items=summaries(session, [r[0] for r in rows]), total=total, page=page, page_size=page_size
    )


def _count(session: Session) -> int:
    # A page past the end has no rows to carry the total.
    return int(
        session.execute(text('SELECT count(DISTINCT "userId") FROM user_memory')).scalar_one()
    )


_IN_RANGE = text(
    """
    SELECT id FROM (
        SELECT DISTINCT "userId" AS id FROM user_memory WHERE "userId" BETWEEN :lo AND :hi
        UNION
        SELECT DISTINCT user_id FROM conversations WHERE user_id BETWEEN :lo AND :hi
    ) found ORDER BY id LIMIT :limit
    """
)
_BY_LABEL = text(
    """
    SELECT "userId" FROM user_labels WHERE label ILIKE :pattern ESCAPE '\\'
    ORDER BY label, "userId" LIMIT :limit
    """
)


def _prefix(value: str) -> str | None:
    """The hex digits of ``value`` when it can be the start of an id, else None."""
    compact = value.lower().replace("-", "")
    return compact if _HEX.fullmatch(compact) else None


def find_users(session: Session, query: str, limit: int = 20) -> list[UserSummary]:
    """The users ``query`` names: a full id (that user), an id prefix of at least
    :data:`MIN_PREFIX` hex digits, or part of a name or e-mail. Blank: nobody."""
    query = query.strip()
    if not query:
        return []
    try:
        return summaries(session, [uuid.UUID(query)])
    except ValueError:
        pass
    ids: list[uuid.UUID] = []
    prefix = _prefix(query)
    if prefix is not None and len(prefix) >= MIN_PREFIX:
        lo = uuid.UUID(prefix.ljust(32, "0"))
        hi = uuid.UUID(prefix.ljust(32, "f"))
        ids = list(session.execute(_IN_RANGE, {"lo": lo, "hi": hi, "limit": limit}).scalars())
    if not ids:
        escaped = query.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        ids = list(
            session.execute(_BY_LABEL, {"pattern": f"%{escaped}%", "limit": limit}).scalars()
        )
    if not ids and prefix is not None and len(prefix) < MIN_PREFIX:
        raise InvalidInput(
            f"{query[:40]!r} is too short to find a user: type at least {MIN_PREFIX} characters of "
            "the id, or part of a name or e-mail"
        )
    return summaries(session, ids)


def resolve_user(session: Session, query: str) -> uuid.UUID | None:
    """The one user ``query`` names (see :func:`find_users`), None when blank; InvalidInput
    naming the fix when it names nobody or several."""
    shown_at_most = 5
    found = find_users(session, query, limit=shown_at_most + 1)
    if not query.strip():
        return None
    if not found:
        raise InvalidInput(
            f"no user matches {query.strip()[:40]!r}: give the full id, its first characters, "
            "or part of a name or e-mail"
        )
    if len(found) > 1:
        shown = ", ".join(u.short for u in found[:shown_at_most])
        many = f"more than {shown_at_most}" if len(found) > shown_at_most else str(len(found))
        raise InvalidInput(
            f"{query.strip()[:40]!r} matches {many} users ({shown}); "
            "type more of the id or the name"
        )
    return found[0].user_id
