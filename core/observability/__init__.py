"""Observability: Langfuse client and LLM call tracing (SPEC §8)."""
