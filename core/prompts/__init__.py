"""Versioned prompt files and their loader (Langfuse by label when configured, the file otherwise)."""
