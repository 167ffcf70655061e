"""The read path (SPEC §7): rank a user's active memories for a question, render one block."""
