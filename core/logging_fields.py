"""The four exact log lines of the write path (SPEC §5.4), with structured fields, never text."""

from __future__ import annotations

import logging
from typing import Any

log = logging.getLogger("ingat.memory")

CONSOLIDATED = "memory consolidated"
REJECTED = "memory extraction rejected"
UNAVAILABLE = "memory extraction unavailable"
ABANDONED = "memory consolidation abandoned"


def emit(message: str, level: int = logging.INFO, **fields: Any) -> None:
    """Log one of the four lines; ``fields`` are ids, counts and reason codes only."""
    log.log(level, message, extra={"ingat": fields})


class KeyValueFormatter(logging.Formatter):
    """``time level logger message key=value …`` with the structured fields of :func:`emit`."""

    def format(self, record: logging.LogRecord) -> str:
        """Append the record's structured fields, if any."""
        line = super().format(record)
        fields = getattr(record, "ingat", None)
        if isinstance(fields, dict) and fields:
            line += " " + " ".join(f"{k}={v}" for k, v in fields.items())
        return line


def configure_logging(level: int = logging.INFO) -> None:
    """Log to stderr with structured fields (front ends call this once at start)."""
    handler = logging.StreamHandler()
    handler.setFormatter(KeyValueFormatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
