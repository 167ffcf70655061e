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


# --- statements of the law across everyday legal domains, with no law named (en, id, zh)

LEGAL = {Reason.corpus_or_legal_fact, Reason.user_claim_about_law}

DOMAIN_STATEMENTS = [
    # employment beyond pay: breaks, shifts, hours, resignation, probation, dismissal, non-competes
    "Workers are entitled to a 20-minute rest break after six hours.",
    "Meal breaks must be paid if staff stay at their desks.",
    "Night shifts can't last longer than ten hours for young workers.",
    "Working hours are capped at 48 a week.",
    "A fixed-term contract turns permanent after two renewals.",
    "Non-compete clauses are only valid with compensation.",
    "Pekerja berhak istirahat 30 menit setelah empat jam kerja.",
    "Karyawan yang resign cukup memberi tahu satu minggu sebelumnya.",
    "Setelah masa percobaan, perusahaan wajib mengangkat karyawan tetap.",
    "Pengusaha tidak boleh memecat karyawan yang menolak kerja shift malam.",
    "工间休息必须算工资。",
    "每天工时不能超过八小时。",
    "转正后辞职只需要提前三天告诉公司。",
    "试用期结束公司必须给转正。",
    # consumer law: refunds, returns, replacement, warranty, cooling-off, flights
    "Online purchases can be returned within 14 days without a reason.",
    "A faulty fridge must be replaced free of charge.",
    "Airlines must compensate passengers for delays over three hours.",
    "Cancelled flights have to be refunded within a week.",
    "Gyms can't charge a cancellation fee if you move away.",
    "Toko wajib mengembalikan uang kalau barang cacat.",
    "Barang yang dibeli online boleh dikembalikan dalam tujuh hari.",
    "Produk rusak harus diganti dengan unit baru secara gratis.",
    "Penerbangan yang dibatalkan harus direfund penuh.",
    "网购的东西七天内可以无理由退货。",
    "手机买了半个月坏了商家必须免费换新。",
    "航班延误超过四小时航空公司必须赔偿。",
    # housing, neighbours, the building's management, cameras, renovations, permits
    "The property manager can't install cameras in shared hallways without a vote.",
    "CCTV in communal areas requires the consent of every owner.",
    "The HOA can fine owners for painting the door.",
    "A rear extension under four metres does not need planning permission.",
    "Renovations inside a flat don't need the owners' association's approval.",
    "Pengelola apartemen tidak boleh memasang CCTV di area bersama tanpa persetujuan penghuni.",
    "Menambah lantai rumah wajib punya PBG.",
    "Penghuni rusun dibebaskan dari iuran pengelolaan selama setahun.",
    "物业不能在楼道装摄像头。",
    "业主装修不需要物业批准。",
    "加建阳台不用审批。",
    "物业可以强制业主交停车费。",
    # family and inheritance: wills, heirs, shares, custody, child support, divorce
    "Stepchildren cannot inherit without a will.",
    "A spouse is entitled to half of the marital property.",
    "Children over twelve can choose which parent they live with.",
    "Divorce is only possible after a year of separation.",
    "Anak tiri tidak berhak atas warisan.",
    "Ayah wajib membayar nafkah anak sampai umur 21.",
    "Hak asuh anak di bawah 12 tahun otomatis jatuh ke ibu.",
    "继子女不能继承遗产。",
    "离婚后孩子的抚养权归母亲。",
    "婚前财产离婚时不用分割。",
    # traffic and vehicles: fines, points, licences, plates, speed, parking, e-bikes
    "Drivers lose their licence after twelve penalty points.",
    "E-bikes don't need number plates or insurance.",
    "Parking on the pavement can get your car towed.",
    "Pengendara motor listrik tidak perlu SIM.",
    "Kendaraan tanpa pelat nomor bisa disita polisi.",
    "电动车必须上牌。",
    "超速不到百分之十不扣分。",
    # tax: thresholds, gifts, property sales, deductions, filing
    "Gifts between spouses are tax-free.",
    "Donations to charity are tax-deductible.",
    "Income under the threshold is not taxable.",
    "Hibah dari orang tua ke anak bebas pajak.",
    "Penjualan rumah pertama dibebaskan dari PPh.",
    "父母给子女的房子免税。",
    "卖房满五年免征个税。",
    "个人所得税起征点以下不用申报。",
    # courts and procedure: small claims, deadlines, legal aid, judges, appeals
    "Small claims must be filed within six months.",
    "Judges can't refuse legal aid to pensioners.",
    "Appeals have to be lodged within 28 days.",
    "Gugatan sederhana harus diajukan dalam 30 hari.",
    "Terdakwa berhak mendapat pengacara gratis.",
    "Banding bisa diajukan dalam 14 hari setelah putusan.",
    "小额诉讼不能上诉。",
    "被告有权申请法律援助。",
    # privacy and data: consent, recording, contacts, apps
    "Apps can't collect your contacts without consent.",
    "Recording a phone call needs the other party's explicit consent.",
    "Websites are allowed to track users without asking.",
    "Aplikasi pinjol tidak boleh mengakses kontak ponsel peminjam.",
    "Perusahaan boleh memaksa karyawan memasang aplikasi pelacak.",
    "APP不能收集通讯录。",
    "偷偷录音的证据法院不认。",
]


@pytest.mark.parametrize("text", DOMAIN_STATEMENTS)
def test_a_statement_of_the_law_in_any_everyday_domain_is_not_a_memory(text: str) -> None:
    assert {h.reason for h in detect(text)} & LEGAL, text


OWN_PLANS = [
    # work context and answer preferences
    "Works as a tax adviser.",
    "Often asks about tenancy law.",
    "Wants a refund policy summary in answers.",
    "Prefers answers that explain the cooling-off period in simple terms.",
    "Is a member of the HOA board.",
    "Bekerja sebagai konsultan pajak.",
    "Sering bertanya tentang hukum waris.",
    "是税务顾问。",
    "经常问租房法律的问题。",
    # the user's own plans and habits, with a modal after a legal word in another stretch
    "Must pick up the kids by 5.",
    "Takes a lunch break at noon and must leave by 6.",
    "Works night shifts at the hospital and has to sleep during the day.",
    "Handed in a resignation letter and must work two more weeks.",
    "Is going through a divorce and has to move out in May.",
    "Bought a faulty laptop and needs to return it on Saturday.",
    "Is renovating the kitchen and must choose tiles by Monday.",
    "Has a deposit dispute with the old landlord, must call the agency on Monday.",
    "Has to submit her tax return by the end of January.",
    "Must replace the printer cartridge before Monday.",
    "Must force himself to go to bed before midnight.",
    "Uses an app to track spending and can export data.",
    "Harus menjemput anak jam 5.",
    "Istirahat makan siang jam 12 dan harus pulang jam 6.",
    "Sedang renovasi dapur dan harus memilih keramik minggu ini.",
    "Mau resign bulan depan tapi harus menunggu bonus.",
    "Buku perpustakaan harus dikembalikan hari Jumat.",
    "Harus memaksa diri bangun jam 5 untuk olahraga.",
    "Anak harus dijemput jam 4 setiap Selasa.",
    "周五前必须交报告。",
    "每天下午要接孩子。",
    "家里在装修，周末必须去看材料。",
    "正在办离婚，要先搬出去。",
    "打算辞职，必须先找好下家。",
    "公司提供免费午餐。",
    "公司归档文件都在共享盘里。",
    "这个月要报税。",
]


@pytest.mark.parametrize("text", OWN_PLANS)
def test_own_plans_and_work_around_these_domains_stay(text: str) -> None:
    assert not {h.reason for h in detect(text)} & LEGAL, text


# Laws as people call them: short names and abbreviations, as a clause's subject, after a source
# lead or with a statement verb.
SHORT_LAW_NAMES = [
    "The FMLA gives new parents twelve weeks off.",
    "Under the FLSA, interns at a charity earn no overtime.",
    "The ADA reaches firms with fifteen staff or more.",
    "The Renters Reform Act ends fixed-term leases.",
    "EU rules cap card fees at a small percentage.",
    "Per federal law, a safety recall repair is free.",
    "The civil code splits an estate equally between heirs.",
    "消保法保护网购的退货权利。",
    "按交规，掉头时让对面直行车先走。",
    "国家规定年假按工龄算。",
    "道交法对醉驾罚得很重。",
    "民诉法对上诉期限有规定。",
    "Aturan pemerintah mewajibkan THR dibayar sebelum hari raya.",
    "Keppres itu menetapkan tanggal cuti bersama.",
    "Pergub Jakarta soal ganjil genap berlaku sampai jam sembilan malam.",
    "Menurut aturan pemerintah, pesangon dihitung dari masa kerja.",
]


@pytest.mark.parametrize("text", SHORT_LAW_NAMES)
def test_a_law_by_its_short_name_is_a_statement_of_the_law(text: str) -> None:
    assert Reason.corpus_or_legal_fact in {h.reason for h in detect(text)}, text


# Knowledge or hearsay followed by a statement of the law is the user's claim about the law.
HEARSAY = [
    "Heard that recording a phone call needs consent from both sides.",
    "Was told that gig workers are exempt from the minimum wage.",
    "Read that the FLSA exempts seasonal farm hands.",
    "Knows that a spoken agreement can be legally binding.",
    "Dengar-dengar UU Cipta Kerja menghapus uang pesangon.",
    "Katanya kontrak kerja tanpa tanda tangan tetap sah.",
    "Saya dengar THR boleh dibayar dua kali.",
    "听说录音不需要对方授权。",
    "据说闯黄灯也要罚款。",
    "我记得法律上婚前房产归个人。",
]


@pytest.mark.parametrize("text", HEARSAY)
def test_knowledge_or_hearsay_about_the_law_is_a_claim(text: str) -> None:
    assert Reason.user_claim_about_law in {h.reason for h in detect(text)}, text


# Hearsay about anything else, short law names in work, study or answer context, and words that
# only look like a law ("state" as a verb, a tax code on a payslip) stay memories.
SHORT_NAMES_ALLOWED = [
    "Heard that the bakery on the corner closes at noon.",
    "Was told that the dentist moved to Thursday.",
    "Was told that the consent form goes out Monday.",
    "Reads state law newsletters for work.",
    "The tax code on the payslip changed in April.",
    "Works on FLSA audits for retail clients.",
    "Is preparing for the Highway Code test next month.",
    "Prefers answers that cite the section of the FMLA.",
    "The law degree took four years.",
    "State rules of the card game are hard to follow.",
    "Katanya kafe itu buka sampai tengah malam.",
    "Dengar-dengar kantor pindah ke lantai lima.",
    "Sering bertanya tentang Pergub DKI.",
    "Bekerja sebagai konsultan UU Perlindungan Konsumen.",
    "听说那家面馆周一休息。",
    "交规考试在周六上午。",
    "交通法规知识竞赛在下周五。",
    "经常问消法的问题。",
    "按规定时间提交周报。",
]


@pytest.mark.parametrize("text", SHORT_NAMES_ALLOWED)
def test_hearsay_and_short_names_outside_a_statement_stay(text: str) -> None:
    assert not (LEGAL & {h.reason for h in detect(text)}), text


@pytest.mark.parametrize(
    "text", ["希望讲法规时先给结论。", "喜欢在解释法规时配上例子。", "学法规的时候喜欢做笔记。"]
)
def test_a_verb_before_regulations_is_no_law_name(text: str) -> None:
    assert not {h.reason for h in detect(text)} & {
        Reason.corpus_or_legal_fact,
        Reason.user_claim_about_law,
    }


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        ("听说交规规定电动车要上牌。", True),
        ("Katanya KUHP melarang itu.", True),
        ("Heard that the FLSA caps overtime.", True),
        # a law naming a course, an exam or a role is a topic, whatever verb comes before it
        ("听说交规考试变难了。", False),
        ("Thinks the FLSA exam is hard.", False),
        ("Katanya kursus KUHP itu bagus.", False),
    ],
)
def test_a_claim_verb_needs_the_law_itself(text: str, claim: bool) -> None:
    found = Reason.user_claim_about_law in {h.reason for h in detect(text)}
    assert found is claim


# --- more everyday domains: school admission, neighbours and noise, online shopping and delivery,
# debts, prizes and sales under tax, inheritance and family property, wills (en, id, zh)

MORE_DOMAIN_STATEMENTS = [
    # school admission
    "Public schools must admit children who live in the catchment area.",
    "Schools can't refuse a place because the parents rent.",
    "Private schools have to give a sibling discount on tuition fees.",
    "Children have a legal right to a school place by the age of five.",
    "Sekolah negeri wajib menerima siswa yang tinggal di zonasi.",
    "Sekolah tidak boleh menahan ijazah karena tunggakan SPP.",
    "Uang pangkal harus dikembalikan kalau siswa batal masuk.",
    "公办小学必须按户口划片入学。",
    "学校不能因为欠学费扣留毕业证。",
    "非本地户口的孩子不能上公办学校。",
    "择校费是违法的。",
    # neighbours and noise
    "Noise is allowed until 11pm on weekends.",
    "Neighbours can't have parties after midnight.",
    "Construction work is only permitted between 8am and 6pm.",
    "Fireworks are banned in residential streets.",
    "Overhanging branches can be cut back without asking.",
    "Tetangga tidak boleh menyetel musik keras setelah jam 10 malam.",
    "Renovasi rumah hanya boleh dilakukan jam 8 pagi sampai 5 sore.",
    "Pesta di rumah boleh sampai jam 11 malam.",
    "楼上装修只能在早八点到晚六点之间。",
    "晚上十点以后噪音扰民可以报警罚款。",
    "邻居家的树枝伸过来可以直接砍掉。",
    "小区里不准放鞭炮。",
    # online shopping and delivery
    "Couriers have to redeliver a parcel for free.",
    "Parcels left at the door are the seller's responsibility until delivered.",
    "Cash-on-delivery orders can be refused at the door without paying.",
    "The seller must pay the return shipping for a wrong item.",
    "Kurir wajib mengantar ulang paket tanpa biaya tambahan.",
    "Ongkir retur harus ditanggung penjual kalau barang salah kirim.",
    "Pesanan COD boleh ditolak kalau barangnya tidak sesuai.",
    "Penjual online wajib mengganti barang yang rusak saat pengiriman.",
    "快递丢了快递公司必须全额赔偿。",
    "货到付款的包裹可以拒收不付钱。",
    "卖家必须承担退货运费。",
    # debts
    "Children have to pay off their parents' debts.",
    "A debt expires after six years.",
    "Anak wajib membayar utang orang tua yang sudah meninggal.",
    "Utang pinjol otomatis hapus setelah 90 hari.",
    "父母的债务子女必须偿还。",
    "欠债超过三年就不用还了。",
    "被继承人的债务由继承人偿还。",
    # tax: prizes, winnings and sales
    "Prize money under five million is not taxable.",
    "Lottery winnings are tax-free.",
    "A second-hand flat sold after two years incurs no tax.",
    "Hadiah undian di bawah dua juta tidak kena pajak.",
    "Penghasilan dari jualan online nggak kena pajak.",
    "中奖奖金不用交税。",
    "直播带货收入不用缴纳任何个人所得税。",
    # inheritance and family property
    "Grandparents have a legal right to visit their grandchildren.",
    "Property bought during the marriage is automatically split fifty-fifty.",
    "Stepchildren inherit nothing unless named in a will.",
    "A widow inherits everything if there is no will.",
    "Believes half-siblings are next of kin under intestacy.",
    "Harta bersama otomatis dibagi dua saat cerai.",
    "Cucu tidak berhak atas warisan kakek kalau ayahnya masih hidup.",
    "Rumah atas nama almarhum bisa dijual ahli waris tanpa persetujuan saudara.",
    "婚后买的房子离婚时一人一半。",
    "爷爷奶奶有权探望孙子女。",
    "出嫁的女儿没有继承权。",
    # wills
    "A handwritten will doesn't need a notary.",
    "Surat wasiat hanya sah kalau ada dua saksi.",
    "自书遗嘱不需要公证就有效。",
    "录音遗嘱也有效。",
    # tenancy, employment and consumer refunds, said another way
    "Penyewa wajib memberi tahu sebulan sebelum pindah.",
    "Employers have to give a written reason if they refuse a flexible working request.",
    "Items bought in livestream sales can't be returned.",
    "Barang flash sale tidak bisa dikembalikan.",
    "特价商品不退不换是合法的。",
    # fees, holiday pay, stored value, tax not due, a document that counts
    "Letting fees are banned.",
    "Staff can't be made to work more than six days in a row.",
    "Gift cards can't expire within five years.",
    "Council tax isn't due on an empty home.",
    "A will written on a napkin still counts.",
    "Lembur di hari libur dibayar tiga kali lipat.",
    "Voucher belanja tidak boleh ada masa kedaluwarsa.",
    "Karaoke di rumah hanya boleh sampai jam 10 malam.",
    "房东不能随便进租客的房间。",
    "加班费按工资的一点五倍算。",
]


@pytest.mark.parametrize("text", MORE_DOMAIN_STATEMENTS)
def test_a_statement_of_the_law_in_more_everyday_domains_is_not_a_memory(text: str) -> None:
    assert law_reason(fold(text), work=False, about_answers=False), text
    assert {h.reason for h in detect(text)} & LEGAL, text


MORE_OWN_PLANS = [
    # the user's job or a preference about legal answers in these domains
    "Works as a school admissions officer.",
    "Works as a courier for a delivery company.",
    "Writes delivery software for couriers.",
    "Is a tax adviser specialising in inheritance.",
    "Prefers explanations of intestacy rules with examples.",
    "Wants answers about school admissions to include deadlines.",
    "Bekerja sebagai kurir di perusahaan ekspedisi.",
    "Sering bertanya tentang PPDB jalur zonasi.",
    "Jawaban soal warisan harus menyebut pasal.",
    "Mengajar di SMA negeri.",
    "在快递公司上班。",
    "经常问学区房的问题。",
    "回答继承问题时引用法条。",
    "做律师，主要处理继承纠纷。",
    # the user's own plans, habits and tastes, with a modal or a domain word
    "Has to pick up a parcel from the post office on Friday.",
    "Is waiting for a parcel and must stay home on Tuesday.",
    "Hates loud parties and prefers quiet evenings.",
    "Loves fireworks and goes to the display every November.",
    "Likes throwing garden parties in summer.",
    "Runs a small online shop and ships parcels twice a week.",
    "Won a raffle prize last week.",
    "Is writing a will and must choose an executor.",
    "Quit smoking in 2020.",
    "Bought clothes online and must return them by Friday.",
    "Enjoys barbecues with friends.",
    "Harus ambil paket di kantor pos hari Jumat.",
    "Suka karaoke dengan teman kantor setiap Jumat.",
    "Mau daftar sekolah anak dan harus menyiapkan KK.",
    "Sedang mengurus balik nama mobil minggu ini.",
    "Sedang menabung untuk bayar uang pangkal sekolah anak.",
    "Menang hadiah undian motor bulan lalu.",
    "Punya usaha laundry dan harus lapor pajak bulan ini.",
    "Harus bayar SPP anak sebelum tanggal 10.",
    "周五要去驿站取快递。",
    "孩子明年上小学，要准备户口本。",
    "喜欢放烟花。",
    "楼上装修太吵了，晚上睡不好。",
    "这个方法很有效。",
    "这个月要交学费。",
    "在直播间买了一件衣服。",
    "中奖了一台电视。",
    "下周有庭审，必须请假。",
    "Has a gift card that must be used by June.",
    "Works bank holiday shifts and has to sleep afterwards.",
    "The script can be made to work offline.",
    "Karaoke nights can be fun.",
    "Cod must be cooked through.",
    "Needs to send a written notice to the client.",
    "Punya voucher makan yang harus dipakai hari ini.",
    "Lembur dibayar lewat transfer setiap bulan.",
    "周五要开发票给客户。",
    "按两倍速度看视频。",
    "快递到了要去取。",
    "The music must be turned down by 10 because the baby sleeps.",
    "Winnings from the office quiz can be spent on pizza.",
    "学区房要在月底前看完。",
    "户口要迁到北京。",
]


@pytest.mark.parametrize("text", MORE_OWN_PLANS)
def test_own_plans_and_work_around_more_domains_stay(text: str) -> None:
    assert not {h.reason for h in detect(text)} & LEGAL, text


@pytest.mark.parametrize(
    "text",
    [
        # the frame is the first clause's; the second states the law on its own
        "Sells second-hand phones; the Consumer Act requires a refund within seven days.",
        "Prefers answers with examples; tenants can withhold rent when repairs are ignored.",
        "Bekerja di toko ponsel; menurut undang-undang pembeli boleh minta uang kembali dalam 7 hari.",
        "喜欢简短的回答；按照法律规定，房东必须退还押金。",
    ],
)
def test_a_frame_frames_its_own_clause_only(text: str) -> None:
    assert any(h.reason == Reason.corpus_or_legal_fact for h in detect(text))


@pytest.mark.parametrize(
    "text",
    [
        "Sells second-hand phones; prefers answers that cite the Consumer Act.",
        "Bekerja di toko ponsel; suka jawaban yang menyebut pasal undang-undangnya.",
        "在手机店工作；喜欢回答里注明法条。",
    ],
)
def test_each_clause_in_its_own_frame_stays(text: str) -> None:
    assert not any(
        h.reason in (Reason.corpus_or_legal_fact, Reason.user_claim_about_law) for h in detect(text)
    )


@pytest.mark.parametrize(
    "text",
    [
        # a power held or denied, a legal object's force undone, a legal effect by itself
        "Believes a residents' association has no power to clamp cars.",
        "Thinks a gym membership can be cancelled free within a month.",
        "Interns automatically become permanent staff after a year.",
        "Pekerja harian otomatis diangkat jadi karyawan tetap setelah setahun.",
        "Polisi nggak boleh periksa tas tanpa surat.",
        "试用期员工满六个月自动转正。",
        # a manager as a party, a tax authority as the subject
        "A line manager is not allowed to read staff e-mails.",
    ],
)
def test_powers_automatic_effects_and_searches_are_statements_of_the_law(text: str) -> None:
    assert LEGAL & {h.reason for h in detect(text)}


@pytest.mark.parametrize(
    "text",
    [
        "Has a gym membership that automatically renews.",
        "Wants the app to automatically switch to dark mode at night.",
        "Langganan otomatis jadi aktif tiap bulan.",
        "Suka periksa ejaan dua kali sebelum kirim.",
        "喜欢自动保存的文档。",
        "Has the authority to approve expenses at work.",
        "Manages a team of five.",
    ],
)
def test_the_users_own_renewals_checks_and_powers_are_no_statement_of_the_law(text: str) -> None:
    assert not LEGAL & {h.reason for h in detect(text)}


@pytest.mark.parametrize(
    "text",
    [
        # an entitlement said to hold the same everywhere
        "Believes paternity leave is ten days nationwide.",
        "Cuti haid secara nasional dua hari.",
        "陪产假全国一律是十五天。",
        # Indonesian social-security schemes and payroll deductions as legal objects
        "Iuran JHT boleh dicairkan sebelum pensiun.",
        "Potongan Tapera wajib dibayar semua pekerja.",
        # a regulator with a modal, though its verb also frames work ("audit", "review")
        "The SEC cannot review filings older than five years.",
        "OJK tidak boleh mengaudit rekening pribadi nasabah.",
    ],
)
def test_scope_schemes_and_a_regulators_power_are_statements_of_the_law(text: str) -> None:
    assert LEGAL & {h.reason for h in detect(text)}, text


@pytest.mark.parametrize(
    "text",
    [
        "Ships handmade soap nationwide.",
        "Suka produk lokal se-Indonesia.",
        "参加过全国统一考试。",
        "Suka potongan harga di akhir bulan.",
        "Audits filings for SEC-registered funds.",
        "Reviews OJK circulars for a bank.",
    ],
)
def test_scope_words_deductions_and_audit_work_stay(text: str) -> None:
    assert not LEGAL & {h.reason for h in detect(text)}, text


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("i read that landlords must return a deposit within a month", True),
        ("i heard the employer must pay overtime at double rate", True),
        # reading or hearing a lot of something is what the user does
        ("i read a lot of regulation for my job", False),
        ("i heard about the new data protection act at a meetup", False),
    ],
)
def test_hearing_or_reading_the_law_is_a_claim_only_with_its_content(
    said: str, claim: bool
) -> None:
    found = law_reason(fold(said), work=False, about_answers=False)
    assert (found is not None and found[0] == Reason.user_claim_about_law) == claim, found


@pytest.mark.parametrize(
    "text",
    [
        "It's void if the notice comes after a month.",  # a legal object's force denied
        "Landlords have to pay back accrued vacation days.",
        "Employers must pay out unused PTO at the end.",
        "Yakin Satpol PP cuma boleh menyita lapak setelah tiga surat teguran.",
        "Rumah warisan otomatis jadi hak milik anak sulung.",
        "陪产假是十五天带薪的。",
    ],
)
def test_void_leave_days_enforcers_and_paid_leave_are_statements_of_the_law(text: str) -> None:
    assert LEGAL & {h.reason for h in detect(text)}, text


@pytest.mark.parametrize(
    "text",
    [
        "Plans vacation days around school holidays.",
        "Uses PTO for a ski trip in March.",
        "Gets 'token is invalid' errors from the API.",
        "Langganan otomatis jadi aktif tiap bulan.",
        "想用带薪年假去旅游。",
        "Rapat koordinasi dengan Satpol PP tiap Senin untuk data pedagang.",
    ],
)
def test_leave_plans_tokens_and_renewals_stay(text: str) -> None:
    assert not LEGAL & {h.reason for h in detect(text)}, text


@pytest.mark.parametrize(
    "text",
    [
        "Believes drones are not allowed over the beach.",
        "Is sure that food trucks are prohibited downtown after ten.",
        "Menganggap drone nggak boleh terbang di atas pantai.",
        "Yakin pedagang kaki lima dilarang jualan di trotoar.",
        "认为海滩上空不允许飞无人机。",
        "听说小区里禁止养大型犬。",
    ],
)
def test_a_belief_about_what_is_allowed_is_a_claim_about_a_rule(text: str) -> None:
    found = law_reason(fold(text), work=False, about_answers=False)
    assert found is not None and found[0] == Reason.user_claim_about_law


@pytest.mark.parametrize(
    "text",
    [
        # a belief with nothing allowed or forbidden in it
        "Thinks short answers are better.",
        "Menganggap jawaban singkat lebih enak dibaca.",
        "认为简短的回答更好。",
        # what is allowed, with no belief: a wish or a habit
        "Not allowed to eat after eight on the doctor's advice, wants late recipes skipped.",
        # an answer preference or the user's work about permissions
        "Prefers answers that say whether a drone is allowed.",
        "Suka jawaban yang menjelaskan apa yang boleh dan dilarang.",
        "希望回答说明哪些行为被禁止。",
    ],
)
def test_a_belief_without_a_permission_or_in_a_frame_is_no_claim(text: str) -> None:
    assert Reason.user_claim_about_law not in {h.reason for h in detect(text)}


@pytest.mark.parametrize(
    "text",
    [
        "Dogs must legally be leashed in parks.",
        "Bikes have to be registered by law.",
        "Parkir di bahu jalan bisa kena sanksi.",
        "Kendaraan tanpa pelat harus kena tilang.",
        "乱扔垃圾就要罚款。",
    ],
)
def test_a_sanction_or_duty_right_after_a_modal_states_the_law(text: str) -> None:
    assert law_reason(fold(text), work=False, about_answers=False) is not None, text


@pytest.mark.parametrize(
    "text",
    [
        "Has to pay a fine for the library book.",
        "Needs to renew the passport by law school start.",
        "周五前要把罚款单交给财务。",
        "Harus bayar denda perpustakaan minggu ini.",
    ],
)
def test_a_modal_far_from_the_legal_word_or_a_word_it_begins_states_nothing(text: str) -> None:
    # A task of the user's, a "by law" that begins "law school", a fine's ticket (罚款单).
    assert law_reason(fold(text), work=False, about_answers=False) is None, text


@pytest.mark.parametrize(
    "text",
    [
        # a later clause, after a subordinator, that states the law
        "Runs a small bakery, since employers can't deduct uniform costs from wages.",
        "Mengelola kos-kosan karena penyewa berhak atas deposit penuh.",
        # a clause whose subject is a party of the law, with a work word in it
        "Migrant workers have to hold a permit to work in the country.",
        "Pekerja asing wajib punya izin kerja untuk bekerja di sini.",
        "外国人在中国工作必须有工作许可。",
    ],
)
def test_a_frame_frames_its_own_clause_not_a_partys(text: str) -> None:
    assert {h.reason for h in detect(text)} & {Reason.corpus_or_legal_fact}, text


@pytest.mark.parametrize(
    "text",
    [
        "Works at a letting agency because tenants keep calling about repairs.",
        "Bekerja di bagian HRD karena suka mengurus karyawan.",
        "负责租赁合同的审查，因为这类合同的条款多。",
        "Works as a payroll clerk and handles overtime pay for the staff.",
    ],
)
def test_work_with_a_reason_after_it_stays(text: str) -> None:
    assert detect(text) == [], text


@pytest.mark.parametrize(
    "text",
    [
        # the month, not the modal
        "Needs to renew the driving licence before it expires in May.",
        "Wants a reminder for the 3rd of May.",
        # a home office's costs, not the ministry
        "Wants to claim the home office expenses on this year's tax return.",
        # a weekday, not the user's work; a duty-free shop, not an exemption
        "工作日每天跑步。",
        "在免税店买了香水。",
        "想查一下这次买的东西有没有超过免税额度。",
    ],
)
def test_a_word_that_only_looks_legal_states_nothing(text: str) -> None:
    assert not {h.reason for h in detect(text)} & LEGAL, text


@pytest.mark.parametrize(
    "text",
    [
        "Tenants may withhold rent if repairs are not done.",
        "Wants the extension plans finished because decks under 1 metre high are exempt from a "
        "building permit.",
        "年收入十万以下免个税。",
    ],
)
def test_the_narrowed_words_still_state_the_law(text: str) -> None:
    assert {h.reason for h in detect(text)} & {Reason.corpus_or_legal_fact}, text


@pytest.mark.parametrize(
    "text",
    [
        # how long the user means to keep or do something is no limit of a right
        "Is looking for a studio to lease for no more than 4 months.",
        "Plans to hire a van for a maximum of two weeks while moving.",
        "Mau menyewa rumah untuk paling lama 8 bulan.",
        "打算租一间公寓，最多住半年。",
    ],
)
def test_a_length_of_the_users_own_plan_states_nothing(text: str) -> None:
    assert not {h.reason for h in detect(text)} & LEGAL, text
