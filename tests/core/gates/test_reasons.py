"""Every reason code has a one-line meaning for audit readers and the console."""

from __future__ import annotations

from core.gates.reasons import Reason, meaning


def test_every_reason_code_has_a_meaning() -> None:
    missing = [r.value for r in Reason if not meaning(r.value)]
    assert missing == []


def test_an_action_that_is_not_a_reason_has_no_meaning() -> None:
    assert meaning("deleted_by_user") == ""
    assert "asker" in meaning("not_grounded")
