"""Shadow mode (SPEC §9): the write path with a chosen variant over a sample, into shadow tables only."""
