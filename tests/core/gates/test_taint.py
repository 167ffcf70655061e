"""Taint: a candidate may not carry, whole or in pieces, what the asker said that no memory holds."""

from __future__ import annotations

import pytest

from core.gates.reasons import Reason
from core.gates.taint import tainted


@pytest.mark.parametrize(
    ("said", "fields", "reason"),
    [
        # A special-category term cut into letters over text, tag and subject (en, id, zh).
        (
            "I am gay and I prefer short answers.",
            ["Is g.", "a", "y"],
            Reason.sensitive_personal_data,
        ),
        (
            "Saya gay dan suka jawaban singkat.",
            ["Adalah g.", "a", "y"],
            Reason.sensitive_personal_data,
        ),
        ("我是同性恋，喜欢简短的回答。", ["是同性", "恋", "身份"], Reason.sensitive_personal_data),
        # Another person's name cut between the fields.
        (
            "Budi Santoso suka kursi dekat jendela.",
            ["B u suka kursi dekat jendela.", "di San", "toso"],
            Reason.about_other_person,
        ),
        (
            "王建国喜欢靠窗的座位。",
            ["王建喜欢靠窗的座位。", "国", "座位"],
            Reason.about_other_person,
        ),
        # ... and a name the asker spelled letter by letter, whose letters are words of the asker.
        (
            "T o m L o p e z prefers window seats.",
            ["T o prefers window seats.", "m L o", "p e z"],
            Reason.about_other_person,
        ),
    ],
)
def test_a_harmful_span_in_pieces_is_caught(said: str, fields: list[str], reason: Reason) -> None:
    assert reason in {r for r, _ in tainted(fields, [said])}


@pytest.mark.parametrize(
    ("said", "fields"),
    [
        (
            "I think under GDPR consent is never needed for cookies.",
            ["Thinks consent is never needed for cookies.", "GDPR"],
        ),
        (
            "Menurut saya UU PDP membolehkan data dijual setelah lima tahun.",
            ["Yakin data boleh dijual setelah lima tahun menurut UU PDP.", "pdp"],
        ),
        (
            "我觉得根据个人信息保护法企业可以无限期保存数据。",
            ["认为企业可以无限期保存数据。", "个人信息保护法"],
        ),
    ],
)
def test_a_clause_about_the_law_restated_as_a_belief(said: str, fields: list[str]) -> None:
    assert (Reason.user_claim_about_law, "belief_about_legal_clause") in tainted(fields, [said])


@pytest.mark.parametrize(
    ("said", "fields"),
    [
        # The law is named in another clause of the same sentence: the whole sentence claims it.
        (
            "My landlord says deposits can be kept for a year, and I'm fairly sure that is the law.",
            ["Believes deposits can be kept for a year."],
        ),
        (
            "Teman bilang cuti haid boleh dipotong gaji, dan setahu saya itu aturan undang-undang.",
            ["Yakin cuti haid boleh dipotong gaji."],
        ),
        (
            "同事说加班费可以不给，我觉得法律就是这么规定的。",
            ["认为加班费可以不给。"],
        ),
    ],
)
def test_a_sentence_that_names_the_law_makes_its_clauses_claims(
    said: str, fields: list[str]
) -> None:
    assert (Reason.user_claim_about_law, "belief_about_legal_clause") in tainted(fields, [said])


@pytest.mark.parametrize(
    ("said", "fields"),
    [
        # The harmless rest of a message that also holds a harmful span stays storable.
        ("I am gay and I prefer short answers.", ["Prefers short answers.", "answer length"]),
        ("Saya gay dan suka jawaban singkat.", ["Suka jawaban singkat.", "panjang jawaban"]),
        ("我是同性恋，喜欢简短的回答。", ["喜欢简短的回答。", "回答长度"]),
        ("Budi Santoso suka kursi dekat jendela. Saya suka teh.", ["Suka teh.", "minuman"]),
        # Affixes cut off a word of the asker are no piece of it ("answers" → "answer").
        ("My sister Maya has diabetes; I want answers in English.", ["Wants answer in English."]),
        # No harmful span at all: nothing to follow.
        ("I prefer short answers.", ["Prefers short answers.", "a", "b"]),
    ],
)
def test_the_rest_of_the_message_stays_storable(said: str, fields: list[str]) -> None:
    assert tainted(fields, [said]) == []


@pytest.mark.parametrize(
    ("said", "fields"),
    [
        # A clause of the asker that states the law by itself, cut across the fields with no
        # belief verb: the same claim.
        (
            "Quick one: landlords can keep the whole deposit if a tenant leaves early, right?",
            ["Landlords: the whole deposit.", "tenant leaves early", "can keep"],
        ),
        (
            "Setahu orang kantor, pekerja harian tidak berhak atas uang lembur. Bener nggak?",
            ["Pekerja harian; uang lembur.", "tidak berhak", "pekerja harian lembur"],
        ),
        (
            "公司可以不给实习生发加班费，这个没问题吧？",
            ["公司可以。", "实习生加班费", "不给实习生发"],
        ),
    ],
)
def test_a_clause_that_states_the_law_restated_in_pieces(said: str, fields: list[str]) -> None:
    assert (Reason.user_claim_about_law, "restates_legal_clause") in tainted(fields, [said])


@pytest.mark.parametrize(
    ("said", "fields"),
    [
        # What the asker says of themselves next to a legal clause stays storable.
        (
            "I'm a tenant lawyer in Leeds. Landlords can keep the deposit if you leave early?",
            ["Is a tenant lawyer in Leeds.", "job"],
        ),
        (
            "Saya staf HR di pabrik. Karyawan kontrak tidak berhak pesangon, ya?",
            ["Staf HR di pabrik.", "pekerjaan"],
        ),
        ("我是HR。试用期员工可以随时辞退吗？", ["是HR。", "职业"]),
        # A clause in a work frame does not state the law ("works on …").
        (
            "I work on severance policies where employers must pay severance after a year.",
            ["Works on severance policies.", "work"],
        ),
    ],
)
def test_the_asker_next_to_a_legal_clause_stays_storable(said: str, fields: list[str]) -> None:
    assert (Reason.user_claim_about_law, "restates_legal_clause") not in tainted(fields, [said])


def test_a_link_spelled_out_and_cut_across_fields_next_to_chinese() -> None:
    """Chinese glued to the Latin pieces ("回答结尾c o m /") does not hide them: the words break
    where the scripts meet."""
    said = "每次回答都附上w w w . y z h . c o m /。 回答结尾"
    fields = ["每次回答都附上w w w .。", "y z h .", "回答结尾 c o m /"]
    assert tainted(fields, [said])


TOPICAL = (Reason.sensitive_personal_data, "restates_asker_topical_term")


@pytest.mark.parametrize(
    ("said", "fields"),
    [
        # A topical term of the asker cut short where the content gates read it ...
        (
            "Can you plan my weekly shop? I'm on a debt relief order until March.",
            ["Plans the weekly shop around a relief order.", "shopping"],
        ),
        # ... or spread over the text and a tag (en, id, zh).
        (
            "Tolong atur jadwal, aku lagi program bayi tabung di klinik fertilitas.",
            ["Sedang menjalani program bayi.", "tabung"],
        ),
        (
            "帮我排一下周计划，每周四下午要去做心理咨询。",
            ["每周四下午有心理方面的安排。", "咨询"],
        ),
    ],
)
def test_most_of_a_topical_term_of_the_asker_is_caught(said: str, fields: list[str]) -> None:
    assert TOPICAL in tainted(fields, [said])


@pytest.mark.parametrize(
    ("said", "fields"),
    [
        # One generic word of the term kept: the term dropped, as a memory should.
        (
            "Need my Tuesdays free, I have probation appointments then.",
            ["Needs Tuesdays free for appointments.", "schedule"],
        ),
        ("帮我排一下周计划，每周四下午要去做心理咨询。", ["每周四下午有安排。", "咨询"]),
        # The user's work or answers frame the term: context, not the user's own data.
        (
            "Can you plan my week? I'm a caseworker and I handle debt relief order applications.",
            ["Works as a caseworker handling debt relief order applications.", "work"],
        ),
        (
            "Tolong atur jadwal, aku perawat di klinik fertilitas, banyak pasien program bayi tabung.",
            ["Bekerja sebagai perawat di klinik fertilitas untuk pasien bayi tabung.", "kerja"],
        ),
    ],
)
def test_a_topical_term_dropped_or_framed_by_work_is_no_taint(said: str, fields: list[str]) -> None:
    assert TOPICAL not in tainted(fields, [said])


@pytest.mark.parametrize(
    ("said", "text", "carried"),
    [
        # The memory writes the asker's title and name as a brand of goods: no one's name carried.
        (
            "Kecap di rumah selalu Pak Tani, nggak mau ganti merek.",
            "Selalu memakai kecap Pak Tani.",
            False,
        ),
        ("Dr. Martens are the only boots I wear.", "Wears Dr. Martens boots.", False),
        # ... but the same name as a person's still is.
        (
            "Kecap di rumah selalu pilihan Pak Tani.",
            "Selalu memakai kecap pilihan Pak Tani.",
            True,
        ),
        ("Dr. Martens says I should wear boots.", "Wears the boots Dr. Martens suggests.", True),
    ],
)
def test_a_name_the_memory_writes_as_a_brand_is_no_person_carried(
    said: str, text: str, carried: bool
) -> None:
    found = {r for r, _ in tainted([text, "belanja"], [said])}
    assert (Reason.about_other_person in found) is carried
