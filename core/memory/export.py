"""Export the memories of a filter as CSV (console Memories page), capped and streamed in pages."""

from __future__ import annotations

import csv
import io

from sqlalchemy.orm import Session

from core.memory.browse import MemoryFilter, list_memories
from core.paging import MAX_PAGE_SIZE

EXPORT_LIMIT = 10_000
COLUMNS = [
    "id",
    "user_id",
    "type",
    "category",
    "status",
    "language",
    "text",
    "tags",
    "importance",
    "confidence",
    "created_at",
    "updated_at",
]


def memories_csv(
    session: Session, filters: MemoryFilter, limit: int = EXPORT_LIMIT
) -> tuple[str, int]:
    """CSV of at most ``limit`` memories matching ``filters`` (newest change first), and the count."""
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(COLUMNS)
    written = 0
    page = 1
    while written < limit:
        chunk = list_memories(session, filters, page=page, page_size=MAX_PAGE_SIZE)
        for m in chunk.items[: limit - written]:
            row = m.model_dump()
            row["tags"] = ";".join(m.tags)
            writer.writerow([row[c] for c in COLUMNS])
            written += 1
        if page >= chunk.pages:
            break
        page += 1
    return buffer.getvalue(), written
