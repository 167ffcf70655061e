"""Tell a database that went away from a statement that failed.

A server that stops, restarts or drops its connections surfaces as a psycopg or SQLAlchemy
operational or interface error (possibly wrapped, possibly as the cause of another error). A
statement timeout or a lock wait that ran out is an operational error too, but the server is
there: those are not an outage.
"""

from __future__ import annotations

import psycopg
from psycopg import errors as pg_errors
from sqlalchemy import exc as sa_exc

from core.db.engine import ReaderConnectionLost

# The server answered: the statement failed, the database did not.
_ANSWERED = (pg_errors.QueryCanceled, pg_errors.LockNotAvailable)


def database_unavailable(error: BaseException) -> bool:
    """True when ``error`` (or an error it was raised from) says the database cannot be reached."""
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if isinstance(current, ReaderConnectionLost):
            return True
        if isinstance(current, sa_exc.DBAPIError):
            if current.connection_invalidated:
                return True
            if current.orig is not None:
                current = current.orig
                continue
        if isinstance(current, _ANSWERED):
            return False
        if isinstance(current, psycopg.OperationalError | psycopg.InterfaceError):
            return True
        current = current.__cause__ or current.__context__
    return False
