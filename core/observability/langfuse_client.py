"""The one way core builds a Langfuse client.

The SDK keeps one client per public key per process, so every caller gets the same settings
(timeout, tracing on). Without keys there is no client and nothing touches the network.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.config.settings import LangfuseSettings

if TYPE_CHECKING:
    from langfuse import Langfuse

# A Langfuse that accepts connections but never answers would cost this much per call (SPEC §13).
TIMEOUT_SECONDS = 5


def langfuse_client(settings: LangfuseSettings) -> Langfuse | None:
    """A client for the configured project, or None when Langfuse is not configured."""
    if not settings.configured:
        return None
    from langfuse import Langfuse

    return Langfuse(
        public_key=settings.public_key,
        secret_key=settings.secret_key.get_secret_value(),
        base_url=settings.base_url or None,
        timeout=TIMEOUT_SECONDS,
    )
