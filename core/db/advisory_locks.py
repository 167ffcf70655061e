"""Every session advisory lock key ingat takes, in one place so no two jobs share one.

``pg_try_advisory_lock`` takes a bigint; the keys spell "ingat" followed by a job number. Sweeper
partitions (N > 1) use two key spaces of their own, whose upper 32 bits are listed here too
(core/sweeper/partitions.py builds the keys).
"""

from __future__ import annotations

MIGRATION = 0x696E676174_01
SWEEPER_UNSCOPED = 0x696E676174_02
"""The unscoped sweeper with one partition: the whole database."""
SWEEPER_SCOPED = 0x696E676174_03
"""The scoped sweeper (SUBJECT_ALLOWLIST) with one partition."""
REEMBED = 0x696E676174_04
RETENTION = 0x696E676174_20
"""The daily retention run inside ``ingat api`` (one replica at a time)."""
SWEEPER_PARTITION_SPACE_UNSCOPED = 0x696E6770
"""Upper 32 bits of the unscoped sweeper's partition keys ("ingp")."""
SWEEPER_PARTITION_SPACE_SCOPED = 0x696E6771
"""Upper 32 bits of the scoped sweeper's partition keys ("ingq")."""

HOLD_SPACE = 0x696E6761
"""First key of the two-integer transaction locks that serialise changes to one user's legal holds
(the second is from the user id). PostgreSQL keeps two-integer keys apart from bigint ones."""

WHOLE_KEYS = (MIGRATION, SWEEPER_UNSCOPED, SWEEPER_SCOPED, REEMBED, RETENTION)
