"""The memory store: stable keys, writes with provenance and audit, browsing and erasure."""
