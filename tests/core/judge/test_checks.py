"""The judge's fixed checks: what no model judge's "same" can override."""

from __future__ import annotations

import pytest

from core.judge.checks import numbers_of, refusal


@pytest.mark.parametrize(
    ("sentence", "note", "why"),
    [
        ("Keeping it short, as you like.", "Prefers short answers.", None),
        ("Karena Anda di Surabaya, berikut contohnya.", "Tinggal di Surabaya.", None),
        ("Here is the weekly summary you get every 7 days.", "Wants a summary every 7 days.", None),
        ("You review 12 contracts a week.", "Reviews contracts every week.", "specific:number"),
        ("You bank with Mandiri.", "Banks with BCA.", "specific:name"),
        # a name may be transliterated across scripts; a number may not
        ("You live in Jakarta.", "住在雅加达。", None),
        ("You moved here in 2019.", "2020年搬到雅加达。", "specific:number"),
        ("Anda menerima laporan tiap １５ hari.", "Menerima laporan tiap 15 hari.", None),
        (
            "Pasal 5 UU PDP mewajibkan persetujuan tertulis.",
            "Sering bertanya tentang UU PDP.",
            "law",
        ),
        ("Since you have asthma, short answers.", "Prefers short answers.", "content:"),
    ],
)
def test_refusal(sentence: str, note: str, why: str | None) -> None:
    got = refusal(sentence, note)
    if why is None or why.endswith(":"):
        assert (got is None) is (why is None), got
        if why:
            assert got is not None and got.startswith(why)
    else:
        assert got == why


def test_a_sensitive_note_supports_a_sentence_about_the_same_thing() -> None:
    """The content check compares with the note: it refuses only what the note does not hold."""
    assert refusal("Since you have asthma, short answers.", "Has asthma.") is None


def test_numbers_are_read_after_nfkc() -> None:
    assert numbers_of("tiap １５ hari, 2,5 jam") == {"15", "2,5"}


@pytest.mark.parametrize(
    ("sentence", "note", "refused"),
    [
        ("你是律师，主要服务金融行业客户。", "数据保护顾问，主要服务医疗行业客户。", True),
        ("You work as a data analyst.", "Works as a data engineer.", True),
        ("Sebagai auditor, Anda perlu templat ini.", "Bekerja sebagai akuntan di bank.", True),
        # the note's own occupation, in the singular or the plural
        ("As a privacy counsel, here is the checklist.", "Is a privacy counsel in Jakarta.", False),
        ("Tips for nurses like you.", "Works as a nurse on night shifts.", False),
        # a word that holds an occupation's characters is not one ("编辑器" is an editor program)
        ("下面按 Godot 编辑器的界面说明。", "主要用 Godot 引擎做游戏。", False),
        # across languages an occupation is translated, not compared
        ("作为律师，你会用到这个。", "Works as a lawyer.", False),
    ],
)
def test_an_occupation_the_note_lacks_is_refused(sentence: str, note: str, refused: bool) -> None:
    assert (refusal(sentence, note) == "specific:occupation") is refused, refusal(sentence, note)
