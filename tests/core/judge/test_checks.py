"""The judge's fixed checks: what no model judge's "same" can override."""

from __future__ import annotations

import pytest

from core.judge.checks import changed_quantity, languages_named, numbers_of, refusal
from core.judge.claim import addressed


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


@pytest.mark.parametrize(
    ("sentence", "note", "why"),
    [
        # A number spelled out is a number: changed, or one the note does not hold.
        (
            "With your fifteen years as a pilot, this will look familiar.",
            "Pilot for 10 years.",
            "specific:number",
        ),
        (
            "Since you swim four days a week, short plans.",
            "Swims on Mondays.",
            "specific:number",
        ),
        (
            "Anda ingin daftar paling banyak sembilan butir.",
            "Daftar paling banyak enam butir.",
            "specific:number",
        ),
        # ... and the same number, in words or in digits, is no change.
        ("With your ten years as a pilot, this will look familiar.", "Pilot for 10 years.", None),
        ("Anda ingin daftar paling banyak 6 butir.", "Daftar paling banyak enam butir.", None),
        # A number in a clause that speaks of the answer, not of the user, is the answer's own.
        (
            "Here are four short routes, since you cycle to the office.",
            "Cycles to the office.",
            None,
        ),
        (
            "Untuk bengkel yang Anda kelola di Bogor, berikut empat ide iklan.",
            "Mengelola bengkel di Bogor.",
            None,
        ),
        # ... but "as you asked" only points: the other clause is the restatement.
        ("按你的要求，清单最多列八项。", "希望清单不超过六项。", "specific:name"),
        (
            "As you asked, answers stay under 300 words.",
            "Wants answers under 200 words.",
            "specific:number",
        ),
    ],
)
def test_numbers_in_words_and_in_the_answers_own_clauses(
    sentence: str, note: str, why: str | None
) -> None:
    assert refusal(sentence, note) == why


@pytest.mark.parametrize(
    ("sentence", "note", "refused"),
    [
        # a rank the note does not hold is an added detail
        ("As the senior accountant at your firm, you sign the audit.", "Is an accountant.", True),
        ("Sebagai kepala perawat, Anda perlu jadwal ini.", "Bekerja sebagai perawat.", True),
        ("作为资深律师，你会用到这个。", "是一名律师。", True),
        # the occupation said with its verb in the note
        (
            "As a translator, you will like this glossary.",
            "Translates contracts from German.",
            False,
        ),
        (
            "As a photographer, you shoot mostly weddings.",
            "Photographs weddings on weekends.",
            False,
        ),
    ],
)
def test_ranks_and_occupation_verbs(sentence: str, note: str, refused: bool) -> None:
    assert (refusal(sentence, note) == "specific:occupation") is refused, refusal(sentence, note)


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        (
            "Here are four short routes, since you cycle to work daily.",
            "you cycle to work daily",
        ),
        # an appositive speaks of the user though it names no one
        (
            "As a Jakarta-based lawyer, you will need this form.",
            "a Jakarta-based lawyer; you will need this form",
        ),
        ("Sebagai auditor, Anda perlu templat ini.", "Sebagai auditor; Anda perlu templat ini"),
        ("作为老师，你需要这个模板。", "作为老师; 你需要这个模板"),
        # coordinated words stay together
        (
            "You write scripts in Ruby and Lua.",
            "You write scripts in Ruby and Lua",
        ),
        # a pointer at a preference only: the whole sentence
        ("As you prefer, the list has three items.", "As you prefer, the list has three items."),
    ],
)
def test_addressed_keeps_the_clauses_about_the_user(sentence: str, kept: str) -> None:
    assert addressed(sentence) == kept


@pytest.mark.parametrize(
    ("sentence", "note", "why"),
    [
        # another language than the note's: a changed detail, in any language of the sentence
        (
            "You prefer long answers in English.",
            "Prefers short answers in Indonesian.",
            "specific:language",
        ),
        (
            "Anda suka jawaban dalam bahasa Mandarin.",
            "Suka jawaban dalam bahasa Inggris.",
            "specific:language",
        ),
        ("你喜欢用英文回答。", "希望用中文回答。", "specific:language"),
        # the same language, named in another language of the note: nothing refused
        ("你喜欢用英文回答。", "Prefers answers in English.", None),
        ("You prefer answers in Indonesian.", "Suka jawaban dalam bahasa Indonesia.", None),
        # "bahasa" alone is "language", and a country is no language
        ("Anda pakai bahasa baku, sesuai keinginan Anda.", "Suka bahasa baku.", None),
    ],
)
def test_a_language_the_note_does_not_name_is_refused(
    sentence: str, note: str, why: str | None
) -> None:
    got = refusal(sentence, note)
    # Chinese language names are proper nouns of the dictionary too: refused as a name first.
    assert got == why or (why is not None and got == "specific:name"), got


@pytest.mark.parametrize(
    ("text", "codes"),
    [
        ("Answers in English, please.", {"en"}),
        ("Jawaban dalam bahasa Inggris dan bahasa Indonesia.", {"en", "id"}),
        ("请用印尼语和中文回答。", {"id", "zh"}),
        ("Tinggal di Indonesia, pakai bahasa baku.", set()),
    ],
)
def test_languages_named(text: str, codes: set[str]) -> None:
    assert languages_named(text) == codes


@pytest.mark.parametrize(
    ("sentence", "note", "changed"),
    [
        # the note's count restated with another number, even in the answer's own clause
        (
            "I kept it to nine bullet points, as you asked.",
            "Wants at most six bullet points.",
            True,
        ),
        (
            "Saya batasi menjadi sembilan butir, sesuai permintaan Anda.",
            "Paling banyak enam butir.",
            True,
        ),
        ("Ringkasan ini 300 kata, sesuai batas Anda.", "Ingin ringkasan di bawah 200 kata.", True),
        # the same count, or a count of something else, is no change
        ("I kept it to six bullet points, as you asked.", "Wants at most 6 bullet points.", False),
        ("Here are 3 options in 200 words.", "Wants answers under 200 words.", False),
        (
            "I kept every recipe under 20 minutes, since you work nights.",
            "Works night shifts.",
            False,
        ),
    ],
)
def test_a_count_of_the_notes_unit_with_another_number_is_changed(
    sentence: str, note: str, changed: bool
) -> None:
    assert changed_quantity(sentence, note) is changed
    if changed:
        assert refusal(sentence, note) == "specific:number"
