"""Conversations, messages and workspaces (conversation memory of seed 000)."""
