"""What the content rules say of a text's special categories, for the tests of this folder."""

from __future__ import annotations

from core.gates.content import detect
from core.gates.reasons import Reason


def special_labels(text: str) -> set[str]:
    """Every ``sensitive_personal_data`` label ``text`` draws ("health", "religion:topic" …)."""
    return {h.label for h in detect(text) if h.reason == Reason.sensitive_personal_data}


def special_categories(text: str) -> set[str]:
    """The special categories ``text`` names, strong or topical."""
    return {label.split(":")[0] for label in special_labels(text)}


def strong_categories(text: str) -> set[str]:
    """The categories whose strong terms ``text`` holds (not a topic word, not a spelled run)."""
    return {label for label in special_labels(text) if ":" not in label}
