"""Console tests drive the real Streamlit app (AppTest) against a seeded real database."""

from __future__ import annotations

import base64
import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from sqlalchemy import Engine
from streamlit.testing.v1 import AppTest

from core import bootstrap
from core.config.settings import Settings

MAIN = Path(__file__).resolve().parents[3] / "app" / "console" / "main.py"


@pytest.fixture
def seeded(settings: Settings, engine: Engine) -> Engine:
    bootstrap.seed(engine, settings)
    return engine


@pytest.fixture
def app(seeded: Engine) -> AppTest:
    at = AppTest.from_file(str(MAIN), default_timeout=60)
    at.run()
    assert not at.exception, at.exception
    return at


def figure(app: AppTest, key: str) -> dict[str, Any]:
    """The plotly figure a chart element sends to the browser."""
    [chart] = [c for c in app.get("plotly_chart") if c.key == key]
    return dict(json.loads(chart.proto.spec))


def values(array: Any) -> list[Any]:
    """A figure's array as a list (plotly sends numeric arrays as base64 typed arrays)."""
    if isinstance(array, dict) and "bdata" in array:
        return list(np.frombuffer(base64.b64decode(array["bdata"]), dtype=array["dtype"]).tolist())
    return list(array)
