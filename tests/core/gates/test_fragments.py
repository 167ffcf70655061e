"""A memory is one whole sentence: a clause, tag or subject cut off mid-phrase is a fragment."""

from __future__ import annotations

import pytest

from core.gates.fragments import (
    broken_off,
    copied_mid_sentence,
    cut_from_message,
    cut_off,
    joins_a_new_topic,
    joins_a_question,
    opens_mid_sentence,
)
from core.language import pack


@pytest.mark.parametrize(
    "text",
    [
        # a clause that stops after an auxiliary, an article, a conjunction, a preposition
        "Deposits: a landlord who keeps the key has.",
        "Prefers a quiet desk and.",
        "Cycles to work with the.",
        "Plans: the return trip and; books trains early.",
        # Indonesian: a negation, an aspect word, a preposition
        "Kalau penyewa dan.",
        "Kontrak kerja untuk; perlu dicek ulang.",
        "Suka bicara dengan.",
        # Chinese, read word by word: a modal, a preposition, a copula, an adverb
        "业主不能。",
        "押金的比例是。",
        "出差一般坐高铁，和。",
        "周末都。",
    ],
)
def test_a_clause_cut_off_mid_phrase_is_a_fragment(text: str) -> None:
    assert cut_off(text, [], "")


@pytest.mark.parametrize(
    ("tags", "subject"),
    [
        # the middle of a phrase as a tag: it ends with a word that needs more
        (["commute", "desk every"], "commute"),
        (["schedule", "Friday night and"], "schedule"),
        (["rapat", "jadwal dengan"], "rapat"),
        (["排班", "下午三点都"], "排班"),
        # the subject stops mid-phrase
        (["commute"], "commute habit of"),
        (["jadwal"], "jadwal kantor yang"),
    ],
)
def test_a_tag_or_subject_cut_off_is_a_fragment(tags: list[str], subject: str) -> None:
    assert cut_off("Prefers morning meetings.", tags, subject)


@pytest.mark.parametrize(
    ("text", "tags", "subject"),
    [
        ("Starts the workday at 7 a.m.", ["workday"], "workday start"),
        # a tag may open on an article or a possessive
        ("Plans a cycling trip across the Netherlands.", ["the Netherlands"], "travel"),
        ("Prefers very short answers.", ["very short answers"], "answer length"),
        ("Prefers emails signed off with 'Regards'.", [], "sign-off"),
        ("Works with Dan and Priya on the billing team.", ["billing"], "team"),
        ("Logs in early and signs off at five.", ["log in"], "working hours"),
        ("Doesn't like it when reports run long and others don't.", [], "report length"),
        ("Is always up for a chat about chess.", ["chess"], "chess"),
        ("Suka lagu City Pop Jepang tahun 80-an.", ["musik"], "musik"),
        ("Lebih suka rapat pagi; sore tidak bisa fokus.", ["rapat"], "jadwal rapat"),
        ("每周三下午有部门例会，希望周报周二发送。", ["例会"], "周报"),
        ("每周一早上主持设计组的站会。", ["站会"], "站会"),
        ("什么菜都可以，只是不吃香菜。", ["饮食"], "饮食"),
        # what a clause may end on: ellipsis, "at most", a stranded preposition, a particle
        ("Cite the article number, like you just did.", ["citations"], "citations"),
        ("Keep answers to three bullets at most.", ["bullets"], "answer length"),
        ("Wants a colleague to pair with.", ["pairing"], "pairing"),
        ("Jawaban singkat saja, kalau bisa.", ["jawaban"], "panjang jawaban"),
        ("Suka kopi, teh tidak.", ["kopi"], "minuman"),
        ("咖啡和茶都要。", ["饮品"], "饮品"),
    ],
)
def test_whole_sentences_are_no_fragments(text: str, tags: list[str], subject: str) -> None:
    assert not cut_off(text, tags, subject)


def test_every_pack_lists_dangling_words_in_lower_case() -> None:
    for code in ("en", "id", "zh"):
        words = pack(code).dangling_words
        assert words, code
        assert all(w == w.lower() and " " not in w for w in words), code


@pytest.mark.parametrize(
    "text",
    [
        "Starts work at 6am; no calls after 9pm.",
        "Meets the team at 10 a.m. daily.",
        "Tiba di kantor pukul 7 pagi.",
    ],
)
def test_a_clause_that_ends_on_a_time_or_number_is_whole(text: str) -> None:
    assert not cut_off(text, [], "")


@pytest.mark.parametrize(
    ("text", "cut"),
    [
        ("Wants the summary first, unless it's", True),
        ("Wants the summary first, unless they’re", True),
        ("Wants the summary first when it's urgent", False),
        ("Likes the café that's near the office", False),
    ],
)
def test_a_contracted_pronoun_never_ends_a_clause(text: str, cut: bool) -> None:
    assert cut_off(text, [], "summary order") is cut


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # a clause stopped on a preposition where the asker's sentence went on to its object
        (
            "Wants replies polite, and keeps quotes below",
            "Be polite, and keep quotes below 50 words.",
        ),
        ("Cycles to work except during", "I cycle to work except during the rainy season."),
        ("Mau laporan ringkas, terutama buat", "Laporan ringkas ya, terutama buat rapat direksi."),
        ("Suka kopi hitam, kecuali sesudah", "Aku suka kopi hitam, kecuali sesudah makan siang."),
        # Chinese: a clause that is a coverb's phrase, the asker's predicate dropped
        ("找房子要两室一厅、离学校", "找房子要两室一厅、离学校近一点的。"),
        ("周末想去爬山、比上次", "周末想去爬山、比上次轻松些的路线。"),
        # inside a phrase the asker went on with at once: a modifier without its head, a verb
        # without its object
        (
            "Wants the draft first, then the final review",
            "Send the draft first, then the final review notes.",
        ),
        (
            "Mau ringkasan dulu, lalu daftar langkah",
            "Kasih ringkasan dulu, lalu daftar langkah kerjanya.",
        ),
        ("写邮件先写背景，再写", "写邮件先写背景，再写结论。"),
    ],
)
def test_a_clause_stopped_where_the_asker_went_on_is_cut(text: str, said: str) -> None:
    assert cut_from_message(text, [said])


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # the asker ended the phrase there too: a stranded preposition is theirs
        ("Wants a mentor to learn from", "I want a mentor to learn from."),
        ("Wants a colleague to pair with", "Looking for a colleague to pair with on this."),
        # the memory dropped a qualifier, not the object of its last word
        ("Prefers short answers", "I prefer short answers in the morning."),
        # a clause of closed-class words frames the sentence ("if possible")
        ("Kalau bisa, mau jawaban dalam bahasa Jawa", "Kalau bisa jawab pakai bahasa Jawa aja."),
        ("Suka rapat pagi", "Aku suka rapat pagi dengan tim."),
        # Chinese: the coverb's phrase keeps its predicate, or the coverb is a verb's complement
        ("找房子要离学校近", "找房子要离学校近一点的。"),
        ("喜欢在周末跑步", "我喜欢在周末跑步和游泳。"),
        ("喜欢待在家里", "我喜欢待在家里看书。"),
        # a phrase moved from where the asker put it, or followed by a particle or 的
        ("Mengerjakan laporan tim tiap minggu", "Tiap minggu ngerjain laporan tim sih."),
        ("Mau rumus yang bisa dipakai di Excel", "Rumusnya yang bisa dipakai di Excel aja ya."),
        ("喜欢简短回答", "喜欢简短回答的风格。"),
        ("先说结论，再讲理由", "先说结论，再讲理由。"),
        # nothing cited: the rule has no evidence to read
        ("Wants replies polite, and keeps quotes below", ""),
    ],
)
def test_a_clause_the_asker_also_ended_there_is_whole(text: str, said: str) -> None:
    assert not cut_from_message(text, [said] if said else [])


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # the asker went on with how often, or with a filler: the memory may leave either out
        (
            "Waters the tomato plants on the balcony.",
            "i water the tomato plants on the balcony daily",
        ),
        (
            "Asks a lot about pension rules for freelancers.",
            "i ask about pension rules for freelancers stuff pretty often",
        ),
        (
            "Membersihkan akuarium di ruang tamu.",
            "Aku membersihkan akuarium di ruang tamu tiap Minggu.",
        ),
        ("Sering nonton film horor Thailand.", "Sering nonton film horor Thailand gitu deh."),
        ("在阳台上给番茄浇水。", "我在阳台上给番茄浇水的。"),
        # a reflexive or a manner adverb the memory leaves out
        (
            "Lives in a 1930s semi and plans to insulate the loft.",
            "I live in a 1930s semi and want to insulate the loft myself.",
        ),
        (
            "Wants to learn the Caro-Kann defence.",
            "I want to learn the Caro-Kann defence properly.",
        ),
        ("Mengecat pagar rumah.", "Aku mengecat pagar rumah sendiri."),
        # a comparison, a manner or a time after a whole clause
        (
            "Wants a clarifying question when a request is ambiguous.",
            "Ask me a clarifying question if my request is ambiguous instead of guessing.",
        ),
        (
            "Changes the home Wi-Fi password every few months.",
            "I change my home Wi-Fi password every few months out of habit.",
        ),
        (
            "Lebih suka naik kereta ke kantor.",
            "Aku lebih suka naik kereta ke kantor daripada motor.",
        ),
    ],
)
def test_a_clause_the_asker_went_on_from_with_a_filler_or_a_frequency_is_whole(
    text: str, said: str
) -> None:
    assert not cut_from_message(text, [said])


@pytest.mark.parametrize("text", ["希望住得离。", "周末想去爬山，除了。", "讨论合同时，关于。"])
def test_no_chinese_clause_ends_on_a_coverb(text: str) -> None:
    assert cut_off(text, [], "")


@pytest.mark.parametrize("text", ["离家近。", "希望住处离公司近一点。", "喜欢对比两种方案。"])
def test_a_coverb_inside_a_clause_or_word_ends_nothing(text: str) -> None:
    assert not cut_off(text, [], "")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # the verbs that frame a claim are content, not closed-class words: "… at work" ends whole
        (
            "Uses Jira for tickets and Confluence for docs at work.",
            "At work I use Jira for tickets.",
        ),
        (
            "Memakai Notion untuk catatan saat bekerja.",
            "Saat bekerja aku memakai Notion untuk catatan.",
        ),
        ("每周一早上开例会。", "我们每周一早上开例会，大家轮流主持。"),
    ],
)
def test_a_clause_ending_on_a_verb_the_asker_went_on_from_is_whole(text: str, said: str) -> None:
    assert not cut_from_message(text, [said])


@pytest.mark.parametrize(
    "text",
    [
        "Prefers morning meetings because by then...",
        "Suka rapat pagi karena jam segitu tuh…",
        "喜欢早上开会，因为那时候——",
        "Wants the summary first and then -",
    ],
)
def test_a_text_that_trails_off_is_a_fragment(text: str) -> None:
    assert cut_off(text, [], "meetings")


@pytest.mark.parametrize(
    "text",
    [
        "Prefers replies that end with a question.",
        "Signs e-mails with 'More soon…' as the closing line.",
        "Suka jawaban yang diakhiri ringkasan.",
        "喜欢回答最后加一句总结。",
    ],
)
def test_a_text_with_an_ellipsis_inside_or_none_does_not_trail_off(text: str) -> None:
    assert not cut_off(text, [], "replies")


@pytest.mark.parametrize(
    "text", ["总结不超过五句话，免得。", "报告用要点，因为。", "会议记录发群里，以免。"]
)
def test_no_chinese_clause_ends_on_a_subordinator(text: str) -> None:
    assert cut_off(text, [], "")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "the agency lets you renew online for two years.",
            "Moved here last year and the agency lets you renew online for two years.",
        ),
        (
            "yang kedua lebih suka contoh soal daripada teori.",
            "Oh yang kedua lebih suka contoh soal daripada teori, gitu.",
        ),
        (
            "ment of the chapter wants comments inline.",
            "ment of the chapter wants comments inline.",
        ),
    ],
)
def test_a_lower_case_piece_copied_from_inside_the_askers_sentence_is_a_fragment(
    text: str, said: str
) -> None:
    assert copied_mid_sentence(text, [said])


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # written about the user: a capital, or the asker's words paraphrased
        ("The agency lets the user renew online.", "the agency lets you renew online, nice"),
        ("prefers short answers in English.", "I want short answers in English."),
        # a name written with a capital inside opens the text as it is
        ("iPhone user who reads on the bus.", "iPhone user who reads on the bus, that's me"),
        # Chinese has no letter case
        ("喜欢简短的回答。", "我喜欢简短的回答。"),
        # nothing cited
        ("the agency lets you renew online.", ""),
    ],
)
def test_a_memory_written_about_the_user_is_not_copied_mid_sentence(text: str, said: str) -> None:
    assert not copied_mid_sentence(text, [said] if said else [])


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Drafts in Google Docs and the price of chillies went up again.",
            "I draft everything in Google Docs. Btw the price of chillies went up again, ugh.",
        ),
        (
            "Menulis draf di Google Docs dan harga cabai di pasar naik lagi.",
            "Aku nulis draf di Google Docs. Ngomong-ngomong harga cabai di pasar naik lagi.",
        ),
        (
            "喜欢用表格整理数据，家里的猫粮快吃完了。",
            "我喜欢用表格整理数据。对了，家里的猫粮快吃完了。",
        ),
    ],
)
def test_a_memory_joined_across_a_change_of_topic_joins_two_statements(
    text: str, said: str
) -> None:
    assert joins_a_new_topic(text, [said])


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # one of the two sentences only
        ("Drafts in Google Docs.", "I draft in Google Docs. Btw the price of chillies went up."),
        ("喜欢用表格整理数据。", "我喜欢用表格整理数据。对了，家里的猫粮快吃完了。"),
        # two sentences joined, with no change of topic between them
        (
            "Prefers green tea and short answers.",
            "I prefer green tea. Also, I like short answers.",
        ),
        (
            "Suka teh hijau dan jawaban singkat.",
            "Aku suka teh hijau. Aku juga suka jawaban singkat.",
        ),
    ],
)
def test_one_statement_or_two_without_a_change_of_topic_is_not_a_join(text: str, said: str) -> None:
    assert not joins_a_new_topic(text, [said])


@pytest.mark.parametrize(
    "text",
    [
        "Wants captions centred unless the image",
        "Prefers e-mail because the phone.",
        "Skips the stand-up whereas their team",
    ],
)
def test_a_subordinator_with_only_a_subject_left_is_cut_off(text: str) -> None:
    assert cut_off(text, [], "captions")


@pytest.mark.parametrize(
    "text",
    [
        "Skips lunch unless the team eats out.",
        "Skips lunch unless the team eats.",
        "Uses dark mode after the sunset.",  # "after" is a preposition too
        "Prefers tea unless it is late.",
        # Indonesian and Chinese put no determiner before the subject: no such stub to read
        "Pakai mode gelap kecuali kalau presentasi.",
        "除非下雨，都骑车上班。",
    ],
)
def test_a_subordinate_clause_with_its_predicate_is_whole(text: str) -> None:
    assert not cut_off(text, [], "captions")


@pytest.mark.parametrize(
    "text",
    [
        "Prefers metric units btw the office printer is broken again",
        "Plans meals on Sunday anyway how tall is the Eiffel Tower",
        "Suka catatan rapi di Notion ngomong-ngomong harga tiket pesawat naik lagi",
        "喜欢用表格做周报，对了那个会议纪要发我邮箱。",
        # no content word at all
        "lebih",
        "and the",
        "的",
    ],
)
def test_a_change_of_topic_run_into_a_memory_or_no_content_is_cut(text: str) -> None:
    assert cut_off(text, [], "topic")


@pytest.mark.parametrize(
    "text",
    [
        "Prefers tea anyway.",  # a shift at the end opens nothing
        "Seeds load tests with random data generators.",  # after a preposition: a modifier
        "Writes tests for a random number library.",
        "Tax lawyer.",
        "Vegetarian.",
        "对了解新技术很有兴趣。",  # 对了 inside 对了解 is no shift
    ],
)
def test_a_memory_with_no_change_of_topic_inside_is_whole(text: str) -> None:
    assert not cut_off(text, [], "topic")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # An open last clause (no punctuation at the end) on a closed-class word the asker went
        # on from to a content word.
        ("Wants metric units, except", "metric units please, except when I ask for inches"),
        ("Ringkasan pakai poin, makanya", "ringkasan pakai poin, makanya jangan paragraf panjang"),
        ("Suka jalan pagi, kecuali", "suka jalan pagi, kecuali kalau hujan deras"),
        # Chinese: the end is inside one of the asker's words, or before a content word.
        ("周报用表格，但是要", "周报用表格，但是要是数据太多就用图"),
        ("周末跑步 还有这个", "我周末跑步 还有这个表格帮我看看"),
        ("周末去爬山，如果天", "周末去爬山，如果天气好的话"),
    ],
)
def test_an_open_last_clause_stopped_where_the_asker_went_on_is_cut(text: str, said: str) -> None:
    assert cut_from_message(text, [said])


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # A qualifier or a politeness word dropped from the end is a summary, not a cut.
        ("Prefers short answers", "I prefer short answers for simple questions"),
        ("Wants replies in Spanish", "replies in Spanish please"),
        ("Someone to work with", "I need someone to work with"),
        ("Wants a colleague to pair with", "looking for a colleague to pair with on this"),
        ("Mau jawaban singkat, kecuali", "jawaban singkat, kecuali itu saja"),
        ("Suka jawaban singkat", "aku suka jawaban singkat aja ya"),
        ("Pakai tabel buat perbandingan harga", "pake tabel aja buat perbandingan harga"),
        ("喜欢简短的回答", "我喜欢简短的回答，谢谢"),
        ("周报用表格", "周报用表格吧"),
        ("喜欢待在家里", "我喜欢待在家里看书"),
        # Words closed by a full stop at one of the asker's word ends are a sentence the model
        # ended on purpose (one that ends inside an asker's word is not: see below).
        ("Wants metric units, except.", "metric units please, except when I ask for inches"),
        ("晚饭常吃鱼。", "我晚饭常吃鱼，偶尔吃虾"),
    ],
)
def test_an_open_last_clause_the_asker_ended_or_went_on_from_emptily_is_whole(
    text: str, said: str
) -> None:
    assert not cut_from_message(text, [said])


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Follows Arsenal on most away trips.", "i go on most away trips arsenal play"),
        (
            "Mendukung Persija di hampir semua laga tandang.",
            "aku ikut hampir semua laga tandang persija",
        ),
    ],
)
def test_a_word_the_memory_moved_earlier_is_no_continuation(text: str, said: str) -> None:
    # The asker went on with a word the memory already says: moved, not cut. (Chinese clauses
    # are read by other rules.)
    assert not cut_from_message(text, [said])


def test_a_phrase_the_asker_went_on_with_is_still_cut() -> None:
    assert cut_from_message(
        "Wants answers in plain English.", ["answers in plain english words please"]
    )


@pytest.mark.parametrize(
    "text",
    [
        "...but keeps invoices in Xero.",
        "But keeps invoices in Xero.",
        "Anyway keeps invoices in Xero.",
        "Tapi nyimpan faktur di Xero.",
        "…dan lebih suka faktur PDF.",
        "以及发票都用PDF。",
        "至于发票，习惯用PDF。",
        "然后每周对一次账。",
    ],
)
def test_a_memory_that_opens_where_a_sentence_goes_on_is_a_fragment(text: str) -> None:
    assert opens_mid_sentence(text)


@pytest.mark.parametrize(
    "text",
    [
        "Andrea's invoices go through Xero.",
        "Ordering paper invoices annoys them.",
        "Butterfly enthusiast.",
        "Tapioka tanpa gula.",
        "再也不用纸质发票。",
        "并购方向的律师。",
    ],
)
def test_a_first_word_that_only_starts_like_a_conjunction_is_fine(text: str) -> None:
    assert not opens_mid_sentence(text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # The last word is one character the asker wrote as the start of a common longer word.
        ("每周去游泳，因为去年在国。", "我每周去游泳，去年在国外学会的"),
        ("周末想去爬山，前年入了民，不能撞上。", "周末想去爬山，前年入了民盟，不能撞上"),
        ("工作证上还，想申请更新。", "工作证上还是以前的照片，想申请更新"),
    ],
)
def test_a_closed_chinese_clause_that_ends_inside_an_askers_word_is_cut(
    text: str, said: str
) -> None:
    assert cut_from_message(text, [said])


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # The plain word of a colloquial one: a noun suffix or a doubled character dropped.
        ("养了一只猫。", "我养了一只猫咪"),
        ("养了一只狗。", "我养了一只狗狗"),
        ("喜欢买鞋。", "我喜欢买鞋子"),
        # A rare "word" of the dictionary is a mis-segmentation ("鸟叫" of "鸟叫啾啾").
        ("养了一只鸟，名叫啾啾。", "我养了只鸟叫啾啾"),
        # A last word of two characters is a word of its own ("上海" of "上海市").
        ("住在上海。", "我住在上海市中心"),
    ],
)
def test_a_closed_chinese_clause_that_ends_on_a_whole_word_is_whole(text: str, said: str) -> None:
    assert not cut_from_message(text, [said])


@pytest.mark.parametrize(
    "text",
    [
        "Usually works from home except.",
        "Prefers dark-mode screenshots also what's.",
        "Not sure whether.",
        "Biasanya kerja dari rumah kecuali.",
        "Suka kopi tanpa.",
    ],
)
def test_an_exception_or_a_question_word_never_ends_a_clause(text: str) -> None:
    assert cut_off(text, [], "")


@pytest.mark.parametrize(
    "text",
    [
        "Usually works from home except on Fridays.",
        "Asks what's new in Python each release.",
        "Suka kopi tanpa gula.",
    ],
)
def test_an_exception_or_a_question_word_with_its_phrase_is_whole(text: str) -> None:
    assert not cut_off(text, [], "")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Works as a transl", "I work as a translator for law firms"),
        ("Bekerja sebagai penerje", "aku bekerja sebagai penerjemah lepas"),
        ("Likes Sunday morn", "I like Sunday mornings for long runs"),
    ],
)
def test_an_open_text_that_stops_inside_an_askers_word_is_cut(text: str, said: str) -> None:
    assert cut_from_message(text, [said])


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # an inflection of the asker's word, a closed text that shortens on purpose
        ("Likes program", "I like programming in Rust"),
        ("Suka proses", "aku suka prosesnya cepat"),
        ("Works in admin.", "I work in administration at a school"),
        ("Works as a photographer", "I work as a photographer"),
    ],
)
def test_an_inflection_or_a_closed_short_form_is_no_cut_word(text: str, said: str) -> None:
    assert not cut_from_message(text, [said])


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # a statement and a question of another sentence, restated as one memory
        (
            "Keeps sourdough starter in the fridge and bakes loaves until the oven closes.",
            "I keep my sourdough starter in the fridge and bake loaves on Sundays. When does the "
            "oven closes for cleaning?",
        ),
        (
            "Merawat kucing persia dan harga pasir.",
            "Aku merawat dua kucing persia di rumah. Harga pasir kucing sekarang berapa ya?",
        ),
        ("喜欢用钢笔写日记，顺便查", "我喜欢用钢笔写日记 你能顺便帮我查一下墨水的价格吗"),
    ],
)
def test_a_statement_joined_to_a_question_of_another_sentence_is_cut(text: str, said: str) -> None:
    assert joins_a_question(text, [said])


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # the memory is the request about answers, the statement only context
        (
            "Is a pharmacist in Leeds and prefers answers in plain English.",
            "Could you always answer in plain English? I'm a pharmacist in Leeds.",
        ),
        ("Prefers recipes without nuts.", "I avoid nuts. Can you suggest recipes without nuts?"),
        # all from the statement
        (
            "Keeps a sourdough starter in the fridge.",
            "I keep a sourdough starter in the fridge. Any tips for rye?",
        ),
        (
            "Bekerja sebagai apoteker dan suka jawaban singkat.",
            "Bisa jawab singkat aja nggak? Aku apoteker.",
        ),
        ("喜欢用钢笔写日记。", "我喜欢用钢笔写日记。墨水多少钱？"),
        ("回答请用繁体中文。", "我在台北工作。你能用繁体中文回答吗？"),
    ],
)
def test_a_memory_from_a_statement_or_a_request_about_answers_is_no_join(
    text: str, said: str
) -> None:
    assert not joins_a_question(text, [said])


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # left open (no full stop), its last two words where the asker went on at once with a
        # content word: an object or a compound cut
        ("Asks to always include", "please always include unit tests when you write code"),
        ("Suka pakai grafik buat laporan", "pake grafik aja buat laporan keuangan ya"),
    ],
)
def test_an_open_text_whose_last_two_words_the_asker_went_on_from_is_cut(
    text: str, said: str
) -> None:
    assert cut_from_message(text, [said])


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # closed by a full stop, or the asker's clause ended there, or the phrase opened it
        ("Asks to always include unit tests.", "please always include unit tests when you code"),
        ("Suka pakai grafik buat laporan", "Suka pakai grafik buat laporan, terutama bulanan."),
        ("Rapat tim tiap Senin pagi", "Tiap Senin pagi rapat tim di kantor."),
    ],
)
def test_an_open_text_the_asker_ended_or_moved_is_whole(text: str, said: str) -> None:
    assert not cut_from_message(text, [said])


@pytest.mark.parametrize(
    "text",
    [
        # a coordinator or "if" never ends a clause; nor does colloquial "buat" (for), nor a
        # Chinese conjunction or the lead of an example
        "Keeps a sourdough starter but",
        "Sends invoices by post if",
        "Menabung tiap bulan buat",
        "周末想去苏州或者",
        "平时爱做甜点，比如说",
        "在学摄影以及",
    ],
)
def test_a_conjunction_or_a_lead_never_ends_a_clause(text: str) -> None:
    assert cut_off(text, [], "")


@pytest.mark.parametrize(
    "text",
    [
        "Likes every kind of bread but rye.",
        "Asks what if before big decisions.",
        "Buat kue tiap akhir pekan.",
        "周末想去苏州或者杭州。",
        "爱做甜点，比如说蛋挞。",
    ],
)
def test_those_words_with_their_phrase_after_them_are_whole(text: str) -> None:
    assert not cut_off(text, [], "")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # the memory ends where the asker broke off with an ellipsis or a dash: open (no stop),
        # or on a word that needs more
        ("Is saving for a trip to", "saving for a trip to... eh not decided. budget tips?"),
        (
            "Is learning the cello at grade",
            "learning the cello at grade — whatever, which strings?",
        ),
        ("Is moving house in, date unknown.", "moving house in... date unknown, checklist pls"),
        ("Lagi nabung buat beli motor", "lagi nabung buat beli motor... eh nanti aja. tips hemat?"),
        ("Mau liburan ke Bali juga, belum pasti.", "mau liburan ke bali juga... belum pasti sih"),
        ("周末一般去爬山，有时候也会去", "周末一般去爬山，有时候也会去——算了不说了"),
        ("在考虑换工作，但是又", "在考虑换工作，但是又……哎，帮我写个简历吧"),
    ],
)
def test_a_memory_that_ends_where_the_asker_broke_off_is_cut(text: str, said: str) -> None:
    assert broken_off(text, [said])
    assert cut_from_message(text, [said])


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # the memory closes a whole thought the asker paused after, or ends elsewhere
        ("Loves hiking.", "I love hiking... it's my thing. trails near Leeds?"),
        ("Is saving for a trip to Peru.", "saving for a trip to... Peru! budget tips?"),
        ("Suka kopi hitam.", "suka kopi hitam... tanpa gula. rekomendasi biji?"),
        ("周末一般去爬山。", "周末一般去爬山——空气好。推荐几条路线"),
        ("Works nights at a depot.", "I work nights at a depot - long shifts"),
    ],
)
def test_a_memory_that_closes_a_paused_thought_is_whole(text: str, said: str) -> None:
    assert not broken_off(text, [said])


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # the memory ends on the asker's subject, whose predicate followed in the asker's clause
        ("Owns a 2009 Vespa scooter.", "my 2009 Vespa scooter needs a new battery, which brand?"),
        (
            "Wants bullet points when summarising meetings.",
            "when summarising meetings can you use bullet points",
        ),
        (
            "Pakai motor Beat tahun 2015.",
            "motor Beat tahun 2015 sudah sering mogok, servis di mana",
        ),
    ],
)
def test_a_memory_that_ends_on_the_askers_subject_is_whole(text: str, said: str) -> None:
    assert not cut_from_message(text, [said])
