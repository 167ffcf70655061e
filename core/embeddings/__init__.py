"""Embedders turn memory text and questions into vectors (SPEC §8)."""

from core.embeddings.base import Embedder
from core.embeddings.hashing import HashingEmbedder
from core.embeddings.providers import build_embedder

__all__ = ["Embedder", "HashingEmbedder", "build_embedder"]
