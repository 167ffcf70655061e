"""The everyday law's words in id (see :mod:`core.language.law`)."""

from __future__ import annotations

TERMS: dict[str, tuple[str, ...]] = {}
