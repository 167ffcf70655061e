"""Console tests drive the real Streamlit app (AppTest) against a seeded real database."""

from __future__ import annotations

from pathlib import Path

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
