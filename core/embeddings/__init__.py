"""Embedders turn memory text and questions into vectors (SPEC §8)."""

from core.embeddings.base import Embedder, build_embedder
from core.embeddings.hashing import HashingEmbedder

__all__ = ["Embedder", "HashingEmbedder", "build_embedder"]
