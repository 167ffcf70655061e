"""CSV export of a filter: every column, capped, filtered in the database."""

from __future__ import annotations

import csv
import io
import uuid

from sqlalchemy import Engine

from core.db.engine import session_scope
from core.memory.browse import MemoryFilter
from core.memory.export import COLUMNS, memories_csv
from tests.builders import remember


def test_export_of_one_user_with_a_cap(engine: Engine) -> None:
    user, other = uuid.uuid4(), uuid.uuid4()
    for i in range(5):
        remember(engine, user, f"Prefers style {i}.", subject=f"style {i}")
    remember(engine, other, "Prefers tea.", subject="tea")
    with session_scope(engine) as s:
        data, count = memories_csv(s, MemoryFilter(user_id=user))
        capped, capped_count = memories_csv(s, MemoryFilter(), limit=3)
    rows = list(csv.DictReader(io.StringIO(data)))
    assert count == 5 and len(rows) == 5 and list(rows[0]) == COLUMNS
    assert {r["user_id"] for r in rows} == {str(user)}
    assert capped_count == 3 and len(list(csv.DictReader(io.StringIO(capped)))) == 3
