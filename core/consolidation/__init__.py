"""Consolidation: one conversation through provider, gates and store, and its progress keys."""
