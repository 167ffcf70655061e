"""The psycopg connection under a pooled SQLAlchemy connection, ready for pgvector in binary.

Hot paths (recall's one statement, the sweeper's write batch) talk to the driver directly: no
statement compilation, and query vectors travel in pgvector's binary format instead of a
384-number text literal to build and parse.
"""

from __future__ import annotations

from typing import Any

import psycopg
from pgvector import Vector
from pgvector.psycopg.vector import VectorBinaryDumper
from psycopg.types import TypeInfo
from sqlalchemy import Connection
from sqlalchemy.pool import PoolProxiedConnection

from core.errors import DatabaseError, SchemaOutOfDate


def driver_connection(conn: Connection) -> psycopg.Connection[Any]:
    """The psycopg connection under ``conn``, able to send :class:`pgvector.Vector` in binary."""
    return vector_ready(conn.connection)


def vector_ready(pooled: PoolProxiedConnection) -> psycopg.Connection[Any]:
    """The driver connection of ``pooled``, with pgvector's binary dumper registered on it."""
    driver: psycopg.Connection[Any] | None = pooled.driver_connection
    if driver is None:
        raise DatabaseError("the database connection was closed; try again")
    if "vector_dumper" not in pooled.info:
        # Once per database connection (the pool keeps it): one round trip for the type's oid.
        info = TypeInfo.fetch(driver, "vector")
        if info is None:
            raise SchemaOutOfDate(
                "the database has no pgvector `vector` type; run `ingat db upgrade`"
            )
        driver.adapters.register_dumper(
            Vector, type("VectorBinary", (VectorBinaryDumper,), {"oid": info.oid})
        )
        pooled.info["vector_dumper"] = True
    return driver
