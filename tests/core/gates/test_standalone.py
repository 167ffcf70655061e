"""A memory that points back to the conversation is no memory (``core.gates.standalone``)."""

from __future__ import annotations

import pytest

from core.gates.engine import gate_raw
from core.gates.standalone import points_back
from core.language import detect_language
from tests.core.gates.asker import asker_context, one_add


@pytest.mark.parametrize(
    "text",
    [
        "Wants invoices laid out like last time.",
        "Prefers the template discussed earlier for release notes.",
        "Wants the charts styled as mentioned earlier.",
        "Mau warna latar seperti yang kemarin.",
        "Suka contoh yang tadi buat latihan.",
        "发票格式跟上次一样。",
        "之前那个方案用在季度汇报里。",
    ],
)
def test_a_phrase_that_points_back_to_the_chat_is_refused(text: str) -> None:
    assert points_back(text), text
    result = gate_raw(one_add(text, language=detect_language(text)), asker_context(text))
    assert not result.operations
    assert any("transcript_pattern:points_back" in r.labels for r in result.rejections)


@pytest.mark.parametrize(
    "text",
    [
        # it names what it means; "above" and "before" as places or times of its own
        "Wants invoices laid out with the VAT number above the total.",
        "Has lived above a bakery since 2019.",
        "Wants the weekly summary sent before 9am on Mondays.",
        "Likes the same breakfast every morning.",
        "Suka jawaban singkat sebelum rapat pagi.",
        "Tinggal di atas toko roti.",
        "喜欢把结论放在上面，细节放在后面。",
        "书桌上面的东西每周整理一次。",
        "上班前先看一遍邮件。",
    ],
)
def test_a_memory_that_names_what_it_means_stands_alone(text: str) -> None:
    assert not points_back(text), text
