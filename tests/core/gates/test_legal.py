"""The law as a statement's subject, and the user's belief about the law, in three languages."""

from __future__ import annotations

import pytest

from core.gates.content import detect
from core.gates.legal import law_reason
from core.gates.normalize import fold
from core.gates.reasons import Reason

R = Reason

STATEMENTS = [
    # a law, a regulation or a regulator as the subject, whatever the verb
    ("The CCPA gives consumers a right to opt out.", R.corpus_or_legal_fact),
    ("HIPAA covers hospitals and their vendors.", R.corpus_or_legal_fact),
    ("The FTC fines companies for dark patterns.", R.corpus_or_legal_fact),
    ("According to the EDPB, pseudonymised data is personal data.", R.corpus_or_legal_fact),
    ("OJK melarang bank membagikan data nasabah.", R.corpus_or_legal_fact),
    ("POJK 6/2022 memuat aturan perlindungan konsumen.", R.corpus_or_legal_fact),
    (
        "Berdasarkan Perpres 95/2018, instansi memakai layanan cloud pemerintah.",
        R.corpus_or_legal_fact,
    ),
    ("《数据安全法》将数据分为三级。", R.corpus_or_legal_fact),
    ("根据网络安全法，运营者应当留存日志六个月。", R.corpus_or_legal_fact),
    ("网信办对数据出境进行安全评估。", R.corpus_or_legal_fact),
    # a belief about the law or a legal notion, with no law named
    ("Thinks marketing e-mails need no consent.", R.user_claim_about_law),
    ("I believe the PDPA exempts small firms.", R.user_claim_about_law),
    ("Menurut saya, data pelanggan boleh dipakai tanpa persetujuan.", R.user_claim_about_law),
    ("Yakin sanksi UU PDP tidak berlaku untuk startup.", R.user_claim_about_law),
    ("我认为收集手机号不需要授权。", R.user_claim_about_law),
    ("觉得PIPL只管大公司。", R.user_claim_about_law),
]

ALLOWED = [
    "Often asks about UU PDP.",
    "Works on banking regulation.",
    "Prefers answers citing the article number of UU PDP.",
    "Works on health-data regulation.",
    "Prefers links to the official gazette.",
    "Sering bertanya tentang POJK.",
    "Jawaban soal OJK harus menyertakan nomor pasal.",
    "Bekerja di bagian kepatuhan dan menangani laporan ke OJK.",
    "经常问个人信息保护法的问题。",
    "回答网络安全法问题时引用条款编号。",
    "负责银行的合规工作。",
    "Prefers Power BI reports that allow filtering.",
    "Thinks short answers are better.",
    "觉得表格更清楚。",
]


@pytest.mark.parametrize(("text", "expected"), STATEMENTS)
def test_what_the_law_says_is_not_a_memory(text: str, expected: Reason) -> None:
    assert expected in {h.reason for h in detect(text)}, text


@pytest.mark.parametrize("text", ALLOWED)
def test_work_context_and_answer_preferences_stay(text: str) -> None:
    assert detect(text) == [], text


def test_a_bare_law_name_is_a_topic_not_a_statement() -> None:
    assert law_reason(fold("GDPR"), work=False, about_answers=False) is None
    assert law_reason(fold("UU PDP"), work=False, about_answers=False) is None


def test_work_context_does_not_excuse_a_belief() -> None:
    found = law_reason(fold("Thinks the GDPR is optional."), work=True, about_answers=False)
    assert found == (R.user_claim_about_law, "claim_about_law")


@pytest.mark.parametrize(
    "text",
    [
        # a party of the law and its right or duty, with no law named (en, id, zh)
        "Tenants have no right to stop paying rent during repairs.",
        "Employees are not entitled to overtime pay when salaried.",
        "Karyawan magang tidak berhak atas upah lembur.",
        "Penyewa wajib mengosongkan rumah dalam seminggu.",
        "房东有权随时进入出租屋。",
        "试用期员工无需补偿就可以辞退。",
    ],
)
def test_a_right_or_duty_of_a_party_is_a_legal_statement(text: str) -> None:
    assert law_reason(fold(text), work=False, about_answers=False) == (
        Reason.corpus_or_legal_fact,
        "right_or_duty",
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Thinks landlords can keep the whole deposit.", Reason.user_claim_about_law),
        ("Yakin perusahaan boleh memecat tanpa pesangon.", Reason.user_claim_about_law),
        ("认为公司有权随时调岗。", Reason.user_claim_about_law),
    ],
)
def test_a_belief_about_a_right_or_duty_is_a_claim_about_the_law(
    text: str, expected: Reason
) -> None:
    assert {h.reason for h in detect(text)} & {expected}


@pytest.mark.parametrize(
    "text",
    [
        "Works as an HR manager at a logistics company.",
        "Prefers answers that explain employee rights in plain words.",
        "Runs a small business with five employees.",
        "Sering bertanya tentang hak karyawan kontrak.",
        "Mengelola kos-kosan di Depok.",
        "在律所做合规工作。",
        "我们公司员工必须用企业微信沟通。",
    ],
)
def test_work_with_parties_of_the_law_stays(text: str) -> None:
    assert law_reason(fold(text), work=False, about_answers=False) is None
