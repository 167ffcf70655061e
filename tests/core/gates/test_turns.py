"""Turns of a chat copied into a memory: labelled, reported and retold (en, id, zh)."""

from __future__ import annotations

import pytest

from core.gates.content import detect
from core.gates.normalize import fold_cased
from core.gates.reasons import Reason
from core.gates.turns import turn_label, turn_spans


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # labelled turns: two labels with a question between, or a party's own label
        ("Likes tables. Bard: Want a table? Me: sure", "labelled_turns"),
        ("Suka ringkas. Aku: singkat aja ya / Bot: oke", "labelled_turns"),
        ("喜欢表格。文心：要表格吗？我：要", "labelled_turns"),
        ("Drafts replies like Buyer: is it in stock? Seller: yes!", "labelled_turns"),
        # reported turns: a party and a verb of speech, with the words in quotes, or two of them
        ("Prefers short notes (you asked 'longer?' and I said 'no').", "reported_turns"),
        ("Wants bullets; the bot answered 'fine, bullets'.", "reported_turns"),
        ("Suka poin; kamu bilang 'siap' lalu aku jawab 'mantap'.", "reported_turns"),
        ("喜欢要点，你回答“好的”。", "reported_turns"),
        ("我问“能用英文吗”，你说“可以”。", "reported_turns"),
        # a retold conversation
        ("The chat went: I asked for two, you gave six.", "retold_conversation"),
        ("Percakapannya begini: minta dua, dikasih enam.", "retold_conversation"),
        ("聊天记录是这样的：我要两个，你给了六个。", "retold_conversation"),
    ],
)
def test_a_retold_exchange_is_a_transcript(text: str, label: str) -> None:
    assert turn_label(fold_cased(text)) == label
    assert Reason.transcript_pattern in {h.reason for h in detect(text)}


@pytest.mark.parametrize(
    "text",
    [
        # wishes about what the assistant says, plain labels, one-off mentions of asking
        "Wants you to say 'good morning' first.",
        "Wants you to ask clarifying questions first.",
        "Tone: formal. Length: short.",
        "Ingin kamu bilang 'selamat pagi' dulu.",
        "Sering bertanya soal UU PDP.",
        "希望你说“早上好”。",
        "偏好格式：标题加粗。",
        "我问过很多次关于个人信息保护法的问题",
        "Works as a customer support agent.",
    ],
)
def test_wishes_and_labels_are_no_turns(text: str) -> None:
    assert turn_label(fold_cased(text)) is None


def test_turn_spans_cover_each_turn() -> None:
    spans = turn_spans(fold_cased("Bard: Want a table? Me: sure. Then more."))
    assert spans == ["Bard: Want a table?", "Me: sure."]


@pytest.mark.parametrize(
    "text",
    [
        "[14:05] Dana: keep the status updates shorter",
        "[08.30] Rina: laporannya jangan panjang-panjang ya",
        "［１４：０５］　小李：周报别写太长",
        "ERROR 2026-03-02 11:40:09 mailer: retries exhausted",
        "@dana please stop pinging the channel after 6",
        "@所有人 以后会议纪要写短一点",
    ],
)
def test_a_copied_chat_or_log_line_is_a_transcript(text: str) -> None:
    assert turn_label(fold_cased(text)) == "chat_line"


@pytest.mark.parametrize(
    "text",
    [
        "Has a stand-up at 9:30 every weekday.",
        "Wants error messages quoted in full.",
        "Uses the address dana@mail.example for work.",
        "Rapat mingguan jam 14.00 setiap Senin.",
        "每天 9:30 开站会。",
        "Prefers dates written as 2026-03-02.",
    ],
)
def test_times_dates_and_addresses_in_a_memory_are_no_chat_line(text: str) -> None:
    assert turn_label(fold_cased(text)) is None
