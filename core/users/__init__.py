"""The users the console knows: listed with their memory counts, and found by id or label."""
