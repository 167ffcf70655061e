"""No two jobs share an advisory lock key."""

from __future__ import annotations

from core.db import advisory_locks
from core.sweeper.partitions import MAX_PARTITIONS, decode_key, lock_key


def test_every_job_has_its_own_key_and_partition_keys_meet_none_of_them() -> None:
    whole = advisory_locks.WHOLE_KEYS
    assert len(set(whole)) == len(whole)
    partition_keys = {
        lock_key(p, n, scoped=s)
        for n in (2, 3, MAX_PARTITIONS)
        for p in range(n)
        for s in (False, True)
    }
    assert not partition_keys & set(whole)
    # Only the sweeper's whole-database keys read as sweeper locks.
    assert [k for k in whole if decode_key(k) is not None] == [
        advisory_locks.SWEEPER_UNSCOPED,
        advisory_locks.SWEEPER_SCOPED,
    ]
