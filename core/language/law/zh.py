"""The everyday law's words in zh (see :mod:`core.language.law`)."""

from __future__ import annotations

TERMS: dict[str, tuple[str, ...]] = {}
