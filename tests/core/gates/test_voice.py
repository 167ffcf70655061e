"""A memory is one sentence about the asker, without the asker's own "I" (core.gates.voice)."""

from __future__ import annotations

import pytest

from core.gates.voice import (
    addresses_the_assistant,
    ends_on_a_particle,
    ends_on_a_repeat,
    has_aside,
    in_first_person,
    more_than_one_sentence,
    opens_on_a_marker,
    opens_on_a_particle,
)


@pytest.mark.parametrize(
    "text",
    [
        "Wants tables for comparisons. The printer jammed again.",
        "Suka jawaban singkat. Kucing tetangga berisik terus.",
        "回答用表格。今天下雨了。",
    ],
)
def test_a_remark_after_the_memory_is_a_second_sentence(text: str) -> None:
    assert more_than_one_sentence(text)


@pytest.mark.parametrize(
    "text",
    [
        "Prefers code samples in Python 3.12, e.g. with type hints.",
        "Works 9 a.m. to 5 p.m. on weekdays.",
        "Bekerja di tim IT RS Dr. Soetomo, memegang sistem rekam medis.",
        "希望代码示例用 Go 1.22，回答简短。",
        # initials and address abbreviations
        "Flies out of John F. Kennedy airport for work.",
        "Kantornya pindah ke gedung di Jl. Gatot Subroto.",
    ],
)
def test_one_sentence_with_abbreviations_and_versions_is_one(text: str) -> None:
    assert not more_than_one_sentence(text)


@pytest.mark.parametrize(
    "text",
    [
        "Wants proofs shown but not the algebra I already know.",
        "Prefers replies that my manager can forward.",
        "Mau contoh yang aku bisa langsung pakai.",
        "Ingin ringkasan yang bisa saya tempel ke laporan.",
        "回答先给结论，周末我要去爬山。",
        "希望给我们团队的周报更短。",
    ],
)
def test_the_askers_own_first_person_is_copied_speech(text: str) -> None:
    assert in_first_person(text)


@pytest.mark.parametrize(
    "text",
    [
        "Prefers emails signed off with 'Cheers, I'm out'.",
        "Studies the history of World War I.",
        "Works on I/O scheduling in the kernel.",
        "Wants answers that skip the basics.",
        'Ingin email dibuka dengan "Halo, saya Budi".',
        "Suka jawaban singkat.",
        "简历的自我介绍部分要短。",
        "希望邮件开头写「我是小王」。",
    ],
)
def test_quotes_titles_and_other_words_are_no_first_person(text: str) -> None:
    assert not in_first_person(text)


@pytest.mark.parametrize(
    ("text", "aside"),
    [
        ("Accountant, by the way.", True),
        ("Prefers tables, fyi.", True),
        ("Akuntan, omong-omong.", True),
        ("Suka tabel, btw.", True),
        ("是会计，对了。", True),
        ("Wants answers short, and also examples.", False),
        ("Uses Now as a calendar app.", False),
        ("Suka tabel, sebenarnya untuk laporan.", False),
        ("现在主要用 Go。", False),
    ],
)
def test_a_chat_aside_as_a_clause_of_its_own_is_copied_speech(text: str, aside: bool) -> None:
    assert has_aside(text) is aside


@pytest.mark.parametrize(
    "text",
    [
        "Wants bullet points so you stop rambling.",
        "Prefers sources cited because you made things up before.",
        "Selalu cantumkan sumber biar kamu nggak asal jawab.",
        "Mau jawaban singkat supaya Anda tidak bertele-tele.",
        "总结不超过五句话，免得你又啰嗦。",
        "回答用中文，因为你上次用了英文。",
    ],
)
def test_a_reason_that_speaks_to_the_assistant_is_a_remark_of_the_chat(text: str) -> None:
    assert addresses_the_assistant(text)


@pytest.mark.parametrize(
    "text",
    [
        "Prefers short answers because they read on the phone.",
        "Wants answers you can skim quickly.",
        "Suka ringkasan karena ibu saya sering ikut baca.",
        "Mau jawaban singkat karena sering baca di HP.",
        "喜欢简短的回答，因为常在手机上看。",
        # quoted: what the user wants said
        "Signs off with 'so you know where to find me'.",
    ],
)
def test_a_reason_about_the_user_or_a_quote_is_no_remark_to_the_assistant(text: str) -> None:
    assert not addresses_the_assistant(text)


@pytest.mark.parametrize(
    "text",
    [
        # the assistant opens a clause, or stands right after a question lead
        "Keeps chickens, you're a lifesaver honestly.",
        "Bakes on Sundays, also what do you reckon about rye.",
        "Uses Linux at home, could you check this script",
        "Suka teh tawar, kamu setuju kan.",
        "Guru les privat, apa kamu bisa bikinin soal latihan.",
        "周末常去钓鱼，你觉得哪个水库好",
        "喜欢早起跑步，你懂的。",
        # a remark on the assistant at the text's start too, and a one-off request
        "You're a star for sorting this out.",
        "Keeps bees, you help me pick a smoker.",
        "周末常去钓鱼，你帮我查查天气。",
    ],
)
def test_a_clause_that_asks_or_remarks_to_the_assistant_is_chat(text: str) -> None:
    assert addresses_the_assistant(text)


@pytest.mark.parametrize(
    "text",
    [
        # the assistant after the user's wish or inside a subordinate clause, or a possessive
        "Wants you to answer in Dutch.",
        "Prefers that you cite the source.",
        "Likes code blocks when you show shell commands.",
        "Mau kamu jawab pakai poin-poin.",
        "希望你用繁体字回答。",
        "你的回答里别用表情。",
        # an instruction to the assistant, not a remark or a question
        "Prefers short answers, you can skip the greeting.",
        "回答要简短，你直接列要点。",
        "Jawab singkat saja, kamu langsung kasih poinnya.",
    ],
)
def test_the_assistant_as_the_object_of_a_wish_is_no_remark(text: str) -> None:
    assert not addresses_the_assistant(text)


@pytest.mark.parametrize(
    "text",
    [
        "Oke jadi gini lho, terus maunya kalimat pendek-pendek.",
        "So okay lol, prefers tables.",
        "对了吧，回答用表格。",
    ],
)
def test_a_clause_of_discourse_markers_and_chat_particles_is_an_aside(text: str) -> None:
    assert has_aside(text)


@pytest.mark.parametrize(
    "text",
    [
        "Prefers tables, thanks.",
        "Jadi guru SD, suka materi bergambar.",
        "其实喜欢简短的回答。",
    ],
)
def test_a_particle_alone_or_a_marker_inside_a_clause_is_no_aside(text: str) -> None:
    assert not has_aside(text)


@pytest.mark.parametrize(
    "text",
    [
        "hmm writes the release notes on Fridays.",
        "so basically prefers dark mode.",
        "umm, wants answers in bullet points.",
        "nah lebih suka jawaban yang pendek.",
        "emm jadi pengennya rangkuman di akhir.",
        "嗯 就是喜欢简短的回答。",
        "怎么说呢，想要表格形式的对比。",
    ],
)
def test_a_memory_that_opens_on_a_spoken_marker_is_a_remark_of_the_chat(text: str) -> None:
    assert opens_on_a_marker(text)


@pytest.mark.parametrize(
    "text",
    [
        "Now works remotely from Bandung.",  # a written memory opens on a capital
        "Well-known among colleagues for tidy spreadsheets.",
        "software engineer who prefers Go.",  # "so" inside a word is none
        "Sekarang tinggal di Medan.",
        "现在在北京工作。",  # no space or pause after the marker: a word of the sentence
        "嗯哼是最喜欢的口头禅。",
        "Prefers tea.",
    ],
)
def test_a_memory_that_opens_on_its_statement_has_no_marker(text: str) -> None:
    assert not opens_on_a_marker(text)


@pytest.mark.parametrize(
    "text",
    [
        "Keeps meeting notes in Notion ok thx.",
        "Lebih suka laporan mingguan dalam bentuk tabel deh",
        "Suka kopi tubruk tanpa gula wkwk",
        "开会记录都放在飞书里哈。",
        "偏好用表格对比价格呢",
    ],
)
def test_a_memory_that_ends_on_a_chat_particle_is_a_copied_turn(text: str) -> None:
    assert ends_on_a_particle(text)


@pytest.mark.parametrize(
    "text",
    [
        "Keeps meeting notes in Notion.",
        'Signs off emails with "thanks".',
        "Lebih suka laporan mingguan dalam bentuk tabel.",
        "周五晚上常去酒吧。",
        "Ok",
    ],
)
def test_a_particle_inside_a_word_or_a_quote_or_alone_is_not_that(text: str) -> None:
    assert not ends_on_a_particle(text)


@pytest.mark.parametrize(
    "text",
    [
        "lol keep answers under 200 words.",
        "Ok prefers tables.",
        "Oke maunya kalimat pendek-pendek.",
        "Wkwk suka jawaban singkat.",
        "哈哈喜欢短回答。",
        "哦，回答用中文。",
    ],
)
def test_a_memory_that_opens_on_a_chat_particle_is_a_copied_turn(text: str) -> None:
    assert opens_on_a_particle(text)


@pytest.mark.parametrize(
    "text",
    [
        "Okay.",
        "Prefers okay-ish drafts over none.",
        '"Ok" is how the user signs off.',
        "Yachts are a hobby.",
        "Kantor pindah ke Depok.",
        "哦",
        "哈尔滨人，喜欢冬天。",
    ],
)
def test_a_particle_alone_or_a_word_that_starts_like_one_opens_nothing(text: str) -> None:
    assert not opens_on_a_particle(text)


@pytest.mark.parametrize(
    "text",
    [
        # a filler said twice at the end of the text
        "Hoards board games, card games, etc etc.",
        "Wants the bio to mention awards, blah blah",
        "Suka kopi susu, teh, gitu gitu.",
        "爱吃川菜、湘菜什么的什么的。",
        "会剪辑、调色等等等等。",
        "最近在学滑板哈哈哈哈",
    ],
)
def test_a_filler_said_twice_at_the_end_is_chat(text: str) -> None:
    assert ends_on_a_repeat(text)


@pytest.mark.parametrize(
    "text",
    [
        # a place's name, a doubled verb's mood, a doubled character, a repeat inside the text
        "Honeymooned in Bora Bora.",
        "Suka jalan-jalan ke Bogor.",
        "周末想出去放松放松。",
        "下班后常去公园走走。",
        "天天练琴。",
        "练字讲究一笔一笔。",
        "Says bye bye to the team at five.",
    ],
)
def test_a_name_a_verbs_mood_or_a_repeat_inside_is_no_filler(text: str) -> None:
    assert not ends_on_a_repeat(text)
