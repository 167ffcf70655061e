"""The chat service (SPEC §9): window, memory block, model call, judge, persistence."""
