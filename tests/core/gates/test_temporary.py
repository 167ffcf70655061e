"""A time word counted from the day something was said makes a memory temporary
(``core.gates.temporary``)."""

from __future__ import annotations

import pytest

from core.gates.temporary import says_when


@pytest.mark.parametrize(
    "text",
    [
        "Has a dentist appointment tomorrow afternoon.",
        "Flew back from Lisbon yesterday.",
        "Is moving flats next month.",
        "Has a job interview next Thursday.",
        "Ada ujian praktik besok pagi.",
        "Baru pulang dari Makassar kemarin.",
        "Mau cuti minggu depan.",
        "明天要去医院复查。",
        "昨晚加班到十一点。",
        "下周要出差去成都。",
        "Got the booster a few days ago.",
        "Tadi siang rapat dengan vendor.",
        "前几天搬进了新公寓。",
    ],
)
def test_a_day_counted_from_when_it_was_said_is_temporary(text: str) -> None:
    assert says_when(text), text


@pytest.mark.parametrize(
    "text",
    [
        # a past month that dates a lasting fact, a weekday habit
        "Moved to Rotterdam last month and rents a flat there.",
        "Goes swimming on Thursdays.",
        "Pindah ke Surabaya bulan lalu.",
        "Switched to a standing desk two years ago.",
        "Selalu menyiapkan bekal malam sebelumnya.",
        # the characters of a time word across two words: 说明|天气, 目前|天气, 以下|周期
        "喜欢回答先说明天气的影响。",
        "目前天气预报用英文看。",
        "以下周期性任务用表格列出。",
    ],
)
def test_a_habit_a_dated_fact_or_a_time_word_across_two_words_is_not(text: str) -> None:
    assert not says_when(text), text
