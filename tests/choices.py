"""Checks shared by the registry tests: a setting takes exactly a registry's names."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from core.config.settings import Settings, load_settings
from core.errors import ConfigError
from core.registry import Registry


def assert_setting_takes_exactly(
    monkeypatch: pytest.MonkeyPatch,
    variable: str,
    registry: Registry[Any, Any],
    read: Callable[[Settings], str],
    unknown: str,
) -> None:
    """Every registered name is accepted from ``variable``; ``unknown`` is refused, naming them."""
    for name in registry.names:
        monkeypatch.setenv(variable, name)
        assert read(load_settings()) == name
    monkeypatch.setenv(variable, unknown)
    with pytest.raises(ConfigError) as err:
        load_settings()
    message = str(err.value)
    assert variable in message, message
    assert all(f"'{name}'" in message for name in registry.names), message
