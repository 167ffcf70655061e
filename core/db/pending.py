"""Writes whose results nobody reads, sent to PostgreSQL together in one round trip.

The sweeper's transaction ends with a handful of statements nobody needs an answer from (the new
memory rows, their audit rows, the conversation's progress key). Sent one by one, each waits for
the server; queued here, they go out in psycopg's pipeline mode and cost one round trip together.

Statements run in the order they were queued, inside the session's transaction. The queue is
flushed before the session commits (so nothing queued is lost by a caller that forgets to flush)
and before any statement run through ``session.execute`` (so later reads see the writes), and it is
dropped when the transaction rolls back. Code that reads on the driver connection, or through
``session.connection()``, flushes it first (:meth:`PendingWrites.flush`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import psycopg
from sqlalchemy import event
from sqlalchemy.orm import ORMExecuteState, Session

from core.db.driver import driver_connection
from core.errors import DatabaseError

_KEY = "ingat_pending_writes"


class PendingWrites:
    """The queued writes of one session's current transaction."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self._queue: list[tuple[str, Mapping[str, Any]]] = []

    @classmethod
    def of(cls, session: Session) -> PendingWrites:
        """The queue of ``session`` (created on first use)."""
        pending: PendingWrites | None = session.info.get(_KEY)
        if pending is None:
            pending = session.info[_KEY] = cls(session)
        return pending

    def add(self, statement: str, params: Mapping[str, Any]) -> None:
        """Queue one statement (psycopg ``%(name)s`` placeholders) with its parameters."""
        # Joins (or begins) the session's transaction, so its rollback drops the queue.
        self.session.connection()
        self._queue.append((statement, params))

    def __len__(self) -> int:
        return len(self._queue)

    def flush(self) -> None:
        """Send every queued statement in one round trip, in order; the ORM's changes go first.

        A failure (a constraint, a lost connection) raises :class:`DatabaseError` naming only the
        kind of error: parameters hold memory text and never reach a message. The transaction is
        then aborted and must be rolled back, which drops whatever was queued.
        """
        if not self._queue:
            return
        self.session.flush()
        queue, self._queue = self._queue, []
        driver = driver_connection(self.session.connection())
        try:
            with driver.pipeline():
                for statement, params in queue:
                    driver.execute(statement, params)
        except psycopg.Error as exc:
            raise DatabaseError(
                f"writing to the database failed ({type(exc).__name__}); nothing of this change "
                "was saved, try again"
            ) from None

    def discard(self) -> None:
        """Forget the queue (its transaction rolled back)."""
        self._queue.clear()


@event.listens_for(Session, "before_commit")
def _flush_before_commit(session: Session) -> None:
    pending: PendingWrites | None = session.info.get(_KEY)
    if pending is not None:
        pending.flush()


@event.listens_for(Session, "do_orm_execute")
def _flush_before_statement(state: ORMExecuteState) -> None:
    # A later statement of the session sees the queued writes, as if each had been sent at once.
    pending: PendingWrites | None = state.session.info.get(_KEY)
    if pending is not None:
        pending.flush()


@event.listens_for(Session, "after_soft_rollback")
def _discard_after_rollback(session: Session, _previous: Any) -> None:
    pending: PendingWrites | None = session.info.get(_KEY)
    if pending is not None:
        pending.discard()
