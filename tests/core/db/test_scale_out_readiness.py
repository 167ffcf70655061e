"""docs/scale-out.md stays true of the live schema and the code (no Citus here: see the doc).

The doc's tables (between ``<!-- scale-out:…:start -->`` markers) are the one list of what goes
where and what must change; these tests read them, so the doc and the schema cannot drift apart.
"""

from __future__ import annotations

import bisect
import importlib
import random
import re
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import psycopg
import pytest
from sqlalchemy import Connection, Engine, text

from core.config.settings import MemorySettings, Settings
from core.db.engine import session_scope
from core.db.models import MemoryCategory
from core.db.side_schema import create_side_schema
from core.embeddings.hashing import HashingEmbedder
from core.memory.schemas import ForgetOperation, Identity, MemoryDraft, UpdateOperation
from core.recall.service import recall
from core.recall.strategies import STRATEGIES
from core.sweeper.partitions import PARTITION_SQL, partition_of_hash, partition_params
from tests.builders import remember, writer

DOC = (Path(__file__).resolve().parents[3] / "docs" / "scale-out.md").read_text(encoding="utf-8")

# Citus (src/include/distributed/metadata_utility.h, shared_library_init.c).
HASH_TOKEN_COUNT = 2**32
INT32_MIN, INT32_MAX = -(2**31), 2**31 - 1
MAX_SHARD_COUNT = 64000


def doc_rows(name: str) -> list[list[str]]:
    """The body rows of the doc's table between the ``scale-out:<name>`` markers, cells unquoted."""
    match = re.search(
        rf"<!-- scale-out:{name}:start -->\n(.*?)<!-- scale-out:{name}:end -->", DOC, re.S
    )
    assert match, f"docs/scale-out.md lost its {name} table"
    lines = [ln for ln in match.group(1).strip().splitlines() if ln.startswith("|")]
    rows = [[c.strip() for c in ln.strip().strip("|").split("|")] for ln in lines[2:]]
    return [[c.replace("`", "") for c in row] for row in rows]


def plan() -> dict[str, tuple[str, str, bool]]:
    """table -> (kind, distribution column, whether that column is new)."""
    out = {}
    for table, kind, column, _ in doc_rows("tables"):
        new = column.endswith("(new)")
        out[table] = (kind, column.removesuffix("(new)").strip(), new)
    return out


def distributed() -> dict[str, str]:
    return {t: c for t, (k, c, _) in plan().items() if k == "distributed"}


def of_kind(kind: str) -> set[str]:
    return {t for t, (k, _, _) in plan().items() if k == kind}


def changes() -> dict[tuple[str, str], str]:
    """(table, object name) -> its 'today' cell."""
    return {(row[0], row[1]): row[2] for row in doc_rows("changes")}


@pytest.fixture
def conn(engine: Engine) -> Iterator[Connection]:
    with engine.connect() as c:
        yield c


def tables(conn: Connection) -> set[str]:
    rows = conn.execute(
        text("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")
    ).all()
    return {r[0] for r in rows}


def columns(conn: Connection, table: str) -> set[str]:
    rows = conn.execute(
        text(
            "SELECT column_name FROM information_schema.columns "
            "WHERE table_schema = current_schema() AND table_name = :t"
        ),
        {"t": table},
    ).all()
    return {r[0] for r in rows}


_UNIQUE = text(
    """
    SELECT c.relname, i.indisprimary,
           array(SELECT a.attname FROM unnest(i.indkey) WITH ORDINALITY k(n, o)
                 JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.n
                 ORDER BY k.o)::text[],
           pg_get_expr(i.indpred, i.indrelid)
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE i.indrelid = CAST(:t AS regclass) AND i.indisunique
    """
)
_FKS = text(
    """
    SELECT con.conname, src.relname, dst.relname,
           array(SELECT a.attname FROM unnest(con.conkey) WITH ORDINALITY k(n, o)
                 JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n
                 ORDER BY k.o)::text[],
           array(SELECT a.attname FROM unnest(con.confkey) WITH ORDINALITY k(n, o)
                 JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n
                 ORDER BY k.o)::text[]
    FROM pg_constraint con
    JOIN pg_class src ON src.oid = con.conrelid
    JOIN pg_class dst ON dst.oid = con.confrelid
    WHERE con.contype = 'f' AND src.relnamespace = CAST(current_schema() AS regnamespace)
    """
)
_TRIGGERS = text(
    "SELECT t.tgname, c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid "
    "WHERE NOT t.tgisinternal AND c.relnamespace = CAST(:s AS regnamespace)"
)


def unique_keys(conn: Connection, table: str) -> list[tuple[str, bool, list[str], str | None]]:
    return [(r[0], r[1], list(r[2]), r[3]) for r in conn.execute(_UNIQUE, {"t": table}).all()]


def foreign_keys(conn: Connection) -> list[tuple[str, str, str, list[str], list[str]]]:
    return [(r[0], r[1], r[2], list(r[3]), list(r[4])) for r in conn.execute(_FKS).all()]


def triggers(conn: Connection, schema: str | None = None) -> list[tuple[str, str]]:
    where = schema or str(conn.execute(text("SELECT current_schema()")).scalar_one())
    return [(r[0], r[1]) for r in conn.execute(_TRIGGERS, {"s": where}).all()]


def cols(cell: str) -> list[str]:
    """The column names in the first parenthesis of a 'today' cell: ``("userId", id)``."""
    match = re.search(r"\(([^)]*)\)", cell)
    assert match, cell
    return [c.strip().strip('"') for c in match.group(1).split(",")]


# --- (a) the table plan against the live migrated schema ---------------------------------------


def test_doc_classifies_every_table(conn: Connection) -> None:
    assert set(plan()) == tables(conn)
    assert {k for k, _, _ in plan().values()} <= {"distributed", "reference", "local"}


def test_distribution_columns_exist_or_are_new(conn: Connection) -> None:
    for table, (kind, column, new) in plan().items():
        if kind != "distributed":
            assert column == "", table
            continue
        present = column in columns(conn, table)
        assert present != new, f"{table}.{column}: " + (
            "mark it (new)" if new is False else "drop the (new) mark"
        )


def test_unique_keys_contain_the_distribution_column_or_are_listed(conn: Connection) -> None:
    listed = changes()
    for table, column in distributed().items():
        for name, _, keys, _ in unique_keys(conn, table):
            if column in keys:
                assert (table, name) not in listed, f"{name} already holds on Citus"
            else:
                assert (table, name) in listed, f"{name} on {table} lacks {column}; list it"


def test_foreign_keys_are_colocated_or_to_reference_tables_or_listed(conn: Connection) -> None:
    dist, reference = distributed(), of_kind("reference")
    listed = changes()
    for name, src, dst, src_cols, dst_cols in foreign_keys(conn):
        if src not in dist:
            assert dst not in dist, f"{name}: {src} may not point at distributed {dst}"
            continue
        if dst in reference:
            continue
        assert dst in dist, f"{name}: {src} -> local {dst} cannot stay"
        colocated = (
            dist[src] in src_cols
            and dist[dst] in dst_cols
            and src_cols.index(dist[src]) == dst_cols.index(dist[dst])
        )
        assert colocated or (src, name) in listed, f"{name} needs the distribution column"


def test_triggers_on_citus_tables_are_listed(conn: Connection) -> None:
    citus = set(distributed()) | of_kind("reference")
    found = [(table, name) for name, table in triggers(conn) if table in citus]
    assert found, "the schema has triggers (migrations 0001, 0006): the query lost them"
    for key in found:
        assert key in changes(), f"trigger {key[1]} on {key[0]} is refused by Citus; list it"


def test_change_list_names_real_objects(conn: Connection) -> None:
    keys = {(t, n): k for t in distributed() for n, _, k, _ in unique_keys(conn, t)}
    fks = {(s, n): c for n, s, _, c, _ in foreign_keys(conn)}
    trig = {(t, n) for n, t in triggers(conn)}
    for (table, name), today in changes().items():
        if (table, name) in keys:
            assert keys[(table, name)] == cols(today), name
        elif (table, name) in fks:
            assert fks[(table, name)] == cols(today), name
        else:
            assert (table, name) in trig, f"{name} on {table} is not in the schema"


def test_active_stable_key_index_holds(conn: Connection) -> None:
    found = {n: (k, p) for n, _, k, p in unique_keys(conn, "user_memory")}
    keys, predicate = found["uq_user_memory_active_stable_key"]
    assert keys == ["userId", "stableKey"]
    assert predicate is not None and "active" in predicate
    assert ("user_memory", "uq_user_memory_active_stable_key") not in changes()


# --- (b) statements of the recall and write paths ----------------------------------------------

_PARAM = r"(?:%\(\w+\)s|%s|\$\d+|:\w+)"


def names(statement: str, table: str) -> bool:
    return re.search(rf'(?<![\w."]){re.escape(table)}(?![\w"])', statement) is not None


def user_filtered(statement: str, table: str, column: str) -> bool:
    """Every mention of ``table`` in ``statement`` is limited to one user: an INSERT names the
    column, a FROM / UPDATE / JOIN is followed (in its own parenthesis level) by
    ``column = <parameter>``."""
    col = rf'"?{re.escape(column)}"?'
    for m in re.finditer(rf"\b(FROM|JOIN|UPDATE|INTO)\s+{re.escape(table)}\b", statement, re.I):
        rest = statement[m.end() :]
        if m.group(1).upper() == "INTO":
            if not re.match(rf"\s*\([^)]*{col}", rest):
                return False
            continue
        depth, end = 0, len(rest)
        for i, ch in enumerate(rest):
            depth += ch == "("
            depth -= ch == ")"
            if depth < 0:
                end = i
                break
        if not re.search(rf"(?<![\w.]){col}\s*=\s*{_PARAM}", rest[:end]):
            return False
    return True


@contextmanager
def captured() -> Iterator[list[str]]:
    """Every statement sent through a psycopg cursor (SQLAlchemy's and the raw driver's)."""
    seen: list[str] = []
    execute, executemany = psycopg.Cursor.execute, psycopg.Cursor.executemany

    def spy(self: Any, query: Any, *args: Any, **kwargs: Any) -> Any:
        seen.append(str(query) if not hasattr(query, "as_string") else query.as_string(self))
        return execute(self, query, *args, **kwargs)

    def spy_many(self: Any, query: Any, *args: Any, **kwargs: Any) -> Any:
        seen.append(str(query))
        return executemany(self, query, *args, **kwargs)

    psycopg.Cursor.execute = spy  # type: ignore[method-assign]
    psycopg.Cursor.executemany = spy_many  # type: ignore[method-assign]
    try:
        yield seen
    finally:
        psycopg.Cursor.execute = execute  # type: ignore[method-assign]
        psycopg.Cursor.executemany = executemany  # type: ignore[method-assign]


def test_user_filter_reader() -> None:
    from core.memory.store import _ACTIVE_ROWS, _INSERT, _SUPERSEDE
    from core.recall.candidates import ALL_ACTIVE_SQL, SEMANTIC_SQL

    for ok in (SEMANTIC_SQL, ALL_ACTIVE_SQL, _ACTIVE_ROWS, _INSERT):
        assert user_filtered(ok, "user_memory", "userId")
    assert not user_filtered(_SUPERSEDE, "user_memory", "userId")
    assert not user_filtered("SELECT 1 FROM user_memory WHERE id = %(id)s", "user_memory", "userId")
    outside = 'SELECT (SELECT 1 FROM user_memory WHERE id = 1) WHERE "userId" = %(u)s'
    assert not user_filtered(outside, "user_memory", "userId")


EMB = HashingEmbedder(384)


@pytest.mark.parametrize("strategy", [s.name for s in STRATEGIES])
def test_recall_statements_filter_by_user(engine: Engine, strategy: str) -> None:
    user = uuid.uuid4()
    remember(engine, user, "I prefer short answers in bullet points.")
    remember(engine, uuid.uuid4(), "I prefer long answers.")
    settings = Settings(memory=MemorySettings(enabled=True))
    with captured() as seen:
        recall(engine, settings, EMB, user, "short answers in bullet points", strategy=strategy)
    dist = distributed()
    touching = [s for s in seen if any(names(s, t) for t in dist)]
    assert touching, "no statement on user_memory was captured"
    for statement in touching:
        assert [t for t in dist if names(statement, t)] == ["user_memory"], statement
        assert user_filtered(statement, "user_memory", dist["user_memory"]), statement


def unrouted() -> dict[str, str]:
    """The doc's unrouted statements: dotted name -> statement text from the code."""
    out = {}
    for dotted, *_ in doc_rows("unrouted"):
        module, name = dotted.rsplit(".", 1)
        value = getattr(importlib.import_module(module), name)
        out[dotted] = value(1) if callable(value) else str(value)
    return out


def test_listed_statements_do_not_name_the_user() -> None:
    dist = distributed()
    for dotted, statement in unrouted().items():
        named = [t for t in dist if names(statement, t)]
        assert named, dotted
        assert not all(user_filtered(statement, t, dist[t]) for t in named), (
            f"{dotted} is routed now; take it off the doc's list"
        )


def test_write_path_statements_without_the_user_are_the_listed_ones(engine: Engine) -> None:
    user = uuid.uuid4()
    first = remember(engine, user, "I prefer tea in the morning.", subject="drink")
    other = remember(engine, user, "I work in Jakarta.", category="stable_user_context")
    draft = MemoryDraft(
        category=MemoryCategory.user_preference,
        text="I prefer coffee in the morning.",
        language="en",
        identity=Identity(subject="drink", polarity="prefer"),
    )
    with captured() as seen, session_scope(engine) as s:
        w = writer(s, user)
        w.apply([UpdateOperation(memory_id=first, memory=draft), ForgetOperation(memory_id=other)])
    written = [s for s in seen if names(s, "user_memory") or names(s, "ai_engine_audit_log")]
    assert any(s.lstrip().upper().startswith("INSERT INTO USER_MEMORY") for s in written)
    dist = distributed()
    unfiltered = {
        s for s in written if not all(user_filtered(s, t, dist[t]) for t in dist if names(s, t))
    }
    listed = set(unrouted().values())
    assert unfiltered, "the writer's updates and audit rows name no user today"
    assert unfiltered <= listed, f"not in the doc's list: {sorted(unfiltered - listed)}"
    store_and_audit = {
        v for k, v in unrouted().items() if k.startswith(("core.memory.store.", "core.audit."))
    }
    assert store_and_audit <= unfiltered, "a listed store statement was not sent: stale list?"


# --- (c) sweeper partitions = Citus shard ranges -----------------------------------------------
# The partition of core/sweeper/partitions.py, in Python and in SQL (docs/scale-out.md, "Sweeper
# partitions and shards"); the SQL applied to a bare hash value ``h`` or to a uuid ``u``.
partition = partition_of_hash


def partition_sql(hash_expression: str) -> str:
    return PARTITION_SQL.replace("uuid_hash(c.user_id)", hash_expression)


def citus_shard_ranges(n: int) -> list[tuple[int, int]]:
    """Shard min/max hash values as CreateShardsWithRoundRobinPolicy (create_shards.c) makes them."""
    increment = HASH_TOKEN_COUNT // n
    ranges = []
    for i in range(n):
        lo = INT32_MIN + i * increment
        hi = INT32_MAX if i == n - 1 else lo + increment - 1
        ranges.append((lo, hi))
    return ranges


def shard_of(h: int, ranges: list[tuple[int, int]]) -> int:
    """The shard whose [min, max] holds h (a binary search, as SearchCachedShardInterval)."""
    i = bisect.bisect_right([lo for lo, _ in ranges], h) - 1
    assert ranges[i][0] <= h <= ranges[i][1]
    return i


COUNTS = [*range(1, 301), 512, 1000, 1024, 4096, 10007, 32768, MAX_SHARD_COUNT]


def boundaries(n: int) -> list[int]:
    return sorted({h for lo, hi in citus_shard_ranges(n) for h in (lo, hi)})


def test_partition_formula_is_citus_shard_ranges() -> None:
    for n in COUNTS:
        ranges = citus_shard_ranges(n)
        assert ranges[0][0] == INT32_MIN and ranges[-1][1] == INT32_MAX, n
        assert all(ranges[i][1] + 1 == ranges[i + 1][0] for i in range(n - 1)), n
        for i, (lo, hi) in enumerate(ranges):
            assert partition(lo, n) == i and partition(hi, n) == i, (n, i)
    assert partition(INT32_MIN, 32) == 0 and partition(INT32_MAX, 32) == 31
    assert citus_shard_ranges(32)[1] == (-2013265920, -1879048193)  # 2^32/32 = 134217728 each
    # Shard count 3: the last shard also takes the remainder, 2^32 mod 3 = 1 hash value.
    assert citus_shard_ranges(3)[2] == (INT32_MIN + 2 * 1431655765, INT32_MAX)


def test_partition_formula_in_sql(conn: Connection) -> None:
    for n in (1, 2, 3, 7, 32, 100, 1000, MAX_SHARD_COUNT):
        hashes = boundaries(n)[:2000] + boundaries(n)[-2000:]
        got = conn.execute(
            text(f"SELECT h, {partition_sql('h')} FROM unnest(CAST(:hs AS int[])) AS h"),
            {"hs": hashes, **partition_params(n)},
        ).all()
        ranges = citus_shard_ranges(n)
        assert [(h, p) for h, p in got] == [(h, shard_of(h, ranges)) for h in hashes], n
    rng = random.Random(22)
    ids = [uuid.UUID(int=rng.getrandbits(128), version=4) for _ in range(2000)]
    for n in (4, 32, 64):
        rows = conn.execute(
            text(
                f"SELECT uuid_hash(u), {partition_sql('uuid_hash(u)')} "
                "FROM unnest(CAST(:ids AS uuid[])) AS u"
            ),
            {"ids": ids, **partition_params(n)},
        ).all()
        ranges = citus_shard_ranges(n)
        assert all(p == shard_of(h, ranges) for h, p in rows), n
        assert len({p for _, p in rows}) == n, "2,000 users should reach every partition"


def test_uuid_hash_is_the_default_hash_support_function(conn: Connection) -> None:
    # lookup_type_cache(TYPECACHE_HASH_PROC_FINFO): support function 1 (HASHSTANDARD_PROC) of the
    # type's default operator class of the hash access method.
    proc = conn.execute(
        text(
            "SELECT p.amproc::regproc::text FROM pg_opclass c "
            "JOIN pg_am am ON am.oid = c.opcmethod AND am.amname = 'hash' "
            "JOIN pg_amproc p ON p.amprocfamily = c.opcfamily AND p.amprocnum = 1 "
            "AND p.amproclefttype = 'uuid'::regtype AND p.amprocrighttype = 'uuid'::regtype "
            "WHERE c.opcintype = 'uuid'::regtype AND c.opcdefault"
        )
    ).scalar_one()
    assert proc == "uuid_hash"


# --- (d) side schemas need no Citus change -----------------------------------------------------


def test_side_schema_tables_have_no_foreign_keys_or_triggers(engine: Engine) -> None:
    with engine.begin() as c:
        create_side_schema(c, "shadow_scaleout_check")
        made = c.execute(
            text("SELECT count(*) FROM pg_tables WHERE schemaname = 'shadow_scaleout_check'")
        ).scalar_one()
        fks = c.execute(
            text(
                "SELECT count(*) FROM pg_constraint WHERE contype = 'f' "
                "AND connamespace = CAST('shadow_scaleout_check' AS regnamespace)"
            )
        ).scalar_one()
        assert made == 4
        assert fks == 0
        assert triggers(c, "shadow_scaleout_check") == []
