"""Settings (SPEC §3) and the start-up refusals (SPEC §3.3)."""

from core.config.settings import Settings, load_settings
from core.config.startup import check_startup, startup_problems

__all__ = ["Settings", "check_startup", "load_settings", "startup_problems"]
