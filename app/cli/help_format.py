"""How ``--help`` shows flags: with no value type, since a flag takes no value.

Typer's rich help (0.29) puts a type label in every option's type column, so each flag (``--help``
itself, ``--once``, ``--store/--no-store``) reads ``<bool>`` as if it wanted ``--once true``.
Typer's plain help already leaves flags out; this makes the rich help do the same.
"""

from __future__ import annotations

from typing import Any

from typer.core import TyperOption

_display_type_rich = TyperOption.display_type_rich


def _flag_aware_display_type(self: TyperOption, ctx: Any) -> str | None:
    if self.is_flag or self.count:
        return None
    return _display_type_rich(self, ctx)


def leave_flag_types_out() -> None:
    """Make every ``--help`` of this process show flags without a ``<bool>`` type (idempotent)."""
    TyperOption.display_type_rich = _flag_aware_display_type  # type: ignore[method-assign]
