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


# --- statements of the law with no law named, told by their parts (one rule at a time)


@pytest.mark.parametrize(
    "text",
    [
        # a party of a legal relation with a right, a duty or a liability
        "Freelancers aren't entitled to sick pay.",
        "The seller is not responsible for defects after a month.",
        "Pekerja harian tidak berhak atas tunjangan hari raya.",
        "Pinjol tidak bertanggung jawab atas bocornya data peminjam.",
        "平台对用户发布的内容不承担责任。",
        "用人单位无权扣押员工的身份证。",
        # a legal object with a right or a legal status
        "Security deposits are non-refundable.",
        "Non-compete clauses are unenforceable.",
        "Uang jaminan sewa tidak akan dikembalikan kalau keluar lebih awal.",
        "Perjanjian lisan tidak mengikat.",
        "竞业限制协议无效。",
        "租金押金不予退还。",
        # a right before a legal object
        "Nobody is entitled to severance in the first year.",
        "Selalu punya hak atas pesangon setelah setahun bekerja.",
        # a party, a deontic modal and a legal action or object
        "A landlord may deduct cleaning costs from the security deposit.",
        "Lenders can seize your car without a court order.",
        "Doctors can share patient records with insurers.",
        "Pemilik kos boleh menahan uang jaminan penghuni.",
        "Pemberi kerja bisa menggaji anak magang di bawah upah minimum.",
        "Perusahaan boleh menahan ijazah karyawan.",
        "公司可以不给加班费。",
        "商家可以拒绝退货。",
        "借款人逾期后出借人可以上门催收。",
        # a legal object and a deontic modal
        "Overtime doesn't have to be paid to salaried staff.",
        "Rent can be raised twice a year.",
        "THR tidak wajib dibayar untuk karyawan kontrak.",
        "Pesangon boleh dicicil selama setahun.",
        "押金可以不退。",
        "试用期可以随时辞退。",
        # a deontic modal and a legal action
        "You can't be evicted during winter.",
        "Contractors can be terminated at any time without cause.",
        "Tidak bisa di-PHK selama cuti melahirkan.",
        "怀孕期间不能被辞退。",
        # the other side as the user's superior, and rights with a qualifier
        "Gig workers have no employment rights.",
        "Atasan boleh menyuruh lembur tanpa bayaran.",
        "领导可以随时调岗。",
    ],
)
def test_a_statement_of_the_law_told_by_its_parts(text: str) -> None:
    assert law_reason(fold(text), work=False, about_answers=False) == (
        Reason.corpus_or_legal_fact,
        "right_or_duty",
    ), text


@pytest.mark.parametrize(
    "text",
    [
        "It is legal to record a call without telling the other person.",
        "Recording a colleague's screen without asking is illegal.",
        "Verbal contracts are not legally binding.",
        "Marketing e-mails to existing customers need no consent.",
        "Merekam percakapan tanpa izin itu legal.",
        "Menyebar foto orang lain tanpa izin melanggar hukum.",
        "Mengirim promosi ke nasabah tidak perlu persetujuan.",
        "提前退租扣全部押金是合法的。",
        "口头约定没有法律效力。",
        "给老客户发营销短信不需要用户同意。",
        "Anything posted online is in the public domain.",
        "Menunggak cicilan bukan tindak pidana.",
        "借钱不还不算犯罪。",
    ],
)
def test_what_the_law_makes_of_an_act_is_a_statement_of_the_law(text: str) -> None:
    assert law_reason(fold(text), work=False, about_answers=False) == (
        Reason.corpus_or_legal_fact,
        "legal_predicate",
    ), text


@pytest.mark.parametrize(
    "text",
    [
        "Believes landlords may enter the flat whenever they want.",
        "Is convinced that verbal contracts are not legally binding.",
        "Yakin uang jaminan sewa boleh tidak dikembalikan.",
        "Menganggap karyawan kontrak tidak dapat pesangon.",
        "认为押金可以不退。",
        "觉得员工主动辞职拿不到经济补偿。",
    ],
)
def test_a_belief_in_such_a_statement_is_a_claim_about_the_law(text: str) -> None:
    assert law_reason(fold(text), work=True, about_answers=False) == (
        Reason.user_claim_about_law,
        "claim_about_law",
    ), text


BENIGN = [
    # work context around the law and its parties
    "Works at a law firm.",
    "Is a tenant lawyer.",
    "Works on severance policies for HR.",
    "Is a GDPR consultant for clients in Dublin.",
    "GDPR consultant for clients in Dublin.",
    "Works at a bank.",
    "Needs contracts reviewed before Friday.",
    "Prefers formal Indonesian in legal drafts.",
    "Is a landlord with two rental flats.",
    "Manages payroll for 40 employees.",
    "Runs a small shop and handles refunds herself.",
    "Is on probation at a new job until March.",
    "Pays rent on the first of each month.",
    "Bekerja di firma hukum.",
    "Pengacara penyewa di Jakarta.",
    "Menangani kebijakan pesangon untuk HR.",
    "Konsultan UU PDP untuk klien perbankan.",
    "Bekerja di bank.",
    "Kontrak perlu ditinjau sebelum Jumat.",
    "Lebih suka bahasa Indonesia formal dalam draf hukum.",
    "Mengurus penggajian 40 karyawan.",
    "Masih dalam masa percobaan di kantor baru.",
    "Membayar sewa kos setiap tanggal 1.",
    "在律所工作。",
    "是代理租客的律师。",
    "为HR制定经济补偿政策。",
    "GDPR合规顾问。",
    "在银行工作。",
    "周五前需要审完合同。",
    "是房东，名下有两套出租房。",
    "负责40名员工的工资核算。",
    "还在新公司的试用期。",
    "每月一号交房租。",
    # answer preferences about the law
    "Prefers answers that cite the article number.",
    "Prefers links to the official gazette.",
    "Prefers answers about rent law with citations.",
    "Often asks about UU PDP.",
    "Lebih suka jawaban yang mengutip nomor pasal.",
    "Lebih suka tautan ke Lembaran Negara.",
    "Sering bertanya tentang UU PDP.",
    "希望回答引用条款编号。",
    "偏好官方公报的链接。",
    "经常问个保法的问题。",
    # the user's own constraints: a modal with no party, no legal object, no legal action
    "Answers must be short.",
    "Reports must use the company template.",
    "Must leave the office by 5 pm on Fridays.",
    "Can read Mandarin but cannot write it.",
    "Employees at her company must use Slack.",
    "Avoids illegal streaming sites.",
    "Jawaban harus singkat.",
    "Laporan harus memakai templat perusahaan.",
    "Bisa membaca bahasa Mandarin tapi tidak bisa menulis.",
    "Karyawan di kantornya wajib memakai Slack.",
    "Bekerja di bagian legal perusahaan tambang.",
    "回答必须简短。",
    "报告必须使用公司模板。",
    "周五必须五点前下班。",
    "代码示例必须能离线运行。",
    "Works as a manager who approves repairs.",
    "Bosnya sering lembur.",
    "领导喜欢简短的周报。",
]


@pytest.mark.parametrize("text", BENIGN)
def test_work_answers_and_own_constraints_stay_memories(text: str) -> None:
    assert not {h.reason for h in detect(text)} & {
        Reason.corpus_or_legal_fact,
        Reason.user_claim_about_law,
    }, text


@pytest.mark.parametrize(
    "text",
    [
        "A handwritten will is valid without any witnesses.",
        "Parking tickets are cancelled if the sign was missing.",
        "Surat wasiat hanya sah kalau ditandatangani notaris.",
        "Denda parkir dihapus kalau telat di bawah seminggu.",
        "竞业协议自动失效。",
        "没有现场签字的罚单都不算。",
        "摆摊不需要任何执照。",
    ],
)
def test_the_force_of_a_document_or_penalty_is_a_statement_of_the_law(text: str) -> None:
    assert law_reason(fold(text), work=False, about_answers=False) is not None, text


@pytest.mark.parametrize(
    "text",
    [
        "Contracts must be reviewed before Friday.",
        "Keeps a valid passport for work trips.",
        "Kontrak perlu ditinjau sebelum Jumat.",
        "Rapat dibatalkan kalau hujan deras.",
        "喜欢把失效的链接删掉再发。",
    ],
)
def test_documents_in_work_and_errands_stay_memories(text: str) -> None:
    assert law_reason(fold(text), work=False, about_answers=False) is None, text


@pytest.mark.parametrize(
    "text",
    [
        "Vendor contract that specifies data retention clause.",
        "The vendor contract requires deletion within 30 days.",
        "Our privacy policy says logs are kept for a year.",
        "Perjanjian kerja sama menyatakan data disimpan lima tahun.",
        "供应商合同规定数据保存五年。",
        "用户协议要求实名注册。",
    ],
)
def test_what_a_contract_or_policy_says_is_not_a_memory(text: str) -> None:
    assert law_reason(fold(text), work=False, about_answers=False) == (
        Reason.corpus_or_legal_fact,
        "document_statement",
    ), text


@pytest.mark.parametrize(
    "text",
    [
        "Prefers contract summaries in a table.",
        "Contract lawyer at a Jakarta firm.",
        "Often asks what the data retention clause of vendor contracts covers.",
        "Contracts must be reviewed before Friday.",
        "Kontrak perlu ditinjau sebelum Jumat.",
        "希望把合同要点列成清单。",
    ],
)
def test_a_document_that_is_not_the_speaker_stays(text: str) -> None:
    """The document is a topic, a task or an answer's content here, not a source that speaks."""
    found = law_reason(fold(text), work=False, about_answers=False)
    assert found is None or found[1] != "document_statement", text
