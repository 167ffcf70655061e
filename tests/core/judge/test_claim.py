"""The claim of an answer sentence, read as the user's own words, and the judge's structural checks."""

from __future__ import annotations

import pytest

from core.judge.checks import missing_specific, refusal
from core.judge.claim import as_user, claim_of
from core.judge.judges import opposite_polarity, swapped_detail
from core.language.vocabulary import chinese_details


@pytest.mark.parametrize(
    ("sentence", "claim"),
    [
        # The answer's own report ("I've left …") is no claim about the user.
        (
            "Because you bill your clients in US dollars, I've left the totals in USD.",
            "Because you bill your clients in US dollars",
        ),
        (
            "Karena Anda tinggal di Medan, saya pilih contoh dari Sumatra Utara.",
            "Karena Anda tinggal di Medan",
        ),
        ("既然你在上海教数学，我按初中的水平来设计。", "既然你在上海教数学"),
        # A clause that names no one stays: it may carry a detail about the user. Clauses kept
        # side by side keep what stood between them.
        (
            "Here's an update for your supervisor, Dr. Reyes, on your PhD.",
            "Here's an update for your supervisor, Dr. Reyes, on your PhD",
        ),
        (
            "I'll skip the theory and open with a worked example, as you prefer.",
            "open with a worked example, as you prefer",
        ),
        # Clauses that did not stand side by side are joined by "; ", each still a clause.
        (
            "Because you teach in Leeds, I've picked local examples, and you like short lists.",
            "Because you teach in Leeds; and you like short lists",
        ),
        # "…, as you prefer" alone: too little is left, the whole sentence is the claim.
        ("I've done it as you prefer.", "I've done it as you prefer."),
    ],
)
def test_the_claim_is_what_the_sentence_says_of_the_user(sentence: str, claim: str) -> None:
    assert claim_of(sentence) == claim


@pytest.mark.parametrize(
    ("text", "own"),
    [
        ("Your manager likes short answers.", "my manager likes short answers."),
        ("Atasan Anda lebih suka tabel.", "Atasan saya lebih suka tabel."),
        ("你同事喜欢表格。", "我同事喜欢表格。"),
    ],
)
def test_an_addressed_claim_reads_as_the_users_own_words(text: str, own: str) -> None:
    assert as_user(text) == own


@pytest.mark.parametrize(
    ("sentence", "note", "why"),
    [
        # Another person, named through the user: the content gate reads "my manager".
        (
            "Your wife likes short answers.",
            "Prefers short answers.",
            "content:about_other_person",
        ),
        (
            "Atasan Anda lebih suka contoh angka.",
            "Lebih suka contoh angka.",
            "content:about_other_person",
        ),
        # Chinese details the dictionary knows: a place, a weekday, a counted numeral.
        ("你在杭州教数学", "在上海教数学。", "specific:name"),
        ("你周日晚上直播", "每周六上午直播。", "specific:name"),
        ("回答最多写五段", "希望回答控制在三段以内。", "specific:name"),
        # The same details restated: nothing refused.
        ("你在上海教数学", "在上海教数学。", None),
        ("You prefer short answers.", "Prefers short answers.", None),
    ],
)
def test_refusal_reads_other_people_and_chinese_details(
    sentence: str, note: str, why: str | None
) -> None:
    assert refusal(sentence, note) == why


def test_chinese_details_leave_articles_and_plain_words_alone() -> None:
    assert chinese_details("在深圳一家公司做产品经理") == ["深圳"]
    assert chinese_details("周三晚上练习十分钟") == ["周三", "十分钟"]
    assert missing_specific("你在一家公司上班", "在一家公司上班。") is None


@pytest.mark.parametrize(
    ("claim", "note", "flipped"),
    [
        ("You do not like short answers.", "Prefers short answers.", True),
        (
            "Anda tidak suka jawaban dalam bentuk tabel.",
            "Lebih suka jawaban dalam bentuk tabel.",
            True,
        ),
        ("你爱吃辣", "不吃辣。", True),
        # A negative preference restated positively in other words is no flip.
        (
            "I'll skip the theory, as you prefer.",
            "Does not want long theoretical explanations.",
            False,
        ),
        ("You want short answers.", "Prefers short answers.", False),
        # A note of two clauses is compared clause by clause: its positive half restated is no
        # flip, its negative half restated positively is.
        (
            "start with the diagram, as you like",
            "Does not want long introductions; wants the diagram first.",
            False,
        ),
        (
            "since you're fine with slides in meetings",
            "Works remotely and does not want slides in meetings.",
            True,
        ),
        # A name anchors a part on its own.
        ("你更喜欢用 Java 写示例", "示例希望用 Kotlin，不要 Java。", True),
        ("既然你习惯用 Excel 做表", "做表用 Numbers，不用 Excel。", True),
        # What follows a contrast word is what is not wanted.
        (
            "bukan video, karena itu yang Anda sukai",
            "Lebih suka artikel tertulis daripada video.",
            False,
        ),
        (
            "You like videos rather than written articles.",
            "Prefers written articles rather than videos.",
            True,
        ),
        # Two negations make none ("does not mind" morning meetings is not "does not want" them).
        (
            "Karena Anda tidak keberatan dengan rapat pagi",
            "Tidak mau dijadwalkan rapat pagi.",
            True,
        ),
        ("你不介意用英文术语", "不希望回答里出现英文术语。", True),
    ],
)
def test_opposite_polarity(claim: str, note: str, flipped: bool) -> None:
    assert opposite_polarity(claim, note) is flipped


@pytest.mark.parametrize(
    ("claim", "note", "swapped"),
    [
        (
            "You review vendor contracts every month.",
            "Reviews vendor contracts every quarter.",
            True,
        ),
        ("You prefer long answers in Indonesian.", "Prefers short answers in Indonesian.", True),
        (
            "You review vendor contracts every quarter.",
            "Reviews vendor contracts every quarter.",
            False,
        ),
        # Chinese is not read word by word here.
        ("你喜欢吃桃子", "喜欢吃桃子。", False),
        # A word and its inflection are one word ("baca", "membaca").
        (
            "Karena laporan hanya bisa Anda baca setiap Jumat sore",
            "Hanya bisa membaca laporan setiap Jumat sore.",
            False,
        ),
    ],
)
def test_swapped_detail(claim: str, note: str, swapped: bool) -> None:
    assert swapped_detail(claim, note) is swapped
