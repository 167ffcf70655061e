"""other_language: evidence of another language in a text checked against a known one."""

from __future__ import annotations

import pytest

from core.language import other_language


@pytest.mark.parametrize(
    ("text", "code", "other"),
    [
        ("Tim membangun aplikasi untuk peritel kecil.", "en", "id"),
        ("Works as a translator of engineering documents.", "id", "en"),
        ("在一家航运公司做薪资专员。", "en", "zh"),
        ("Remember: use Python for code examples.", "zh", "en"),
        # evidence of the known language, or none at all: nothing to say
        ("Lebih suka deployment pipeline.", "id", None),
        ("代码示例用 Python。", "zh", None),
        ("Python.", "en", None),
        ("Python.", "id", None),
    ],
)
def test_other_language(text: str, code: str, other: str | None) -> None:
    assert other_language(text, code) == other
