"""Special categories phrased indirectly, with no category keyword, in three languages.

GDPR art. 9 and UU PDP art. 4(2) protect what a sentence reveals, not the words it uses: a kind of
treatment, an aid or a medicine (health), a condition stated as what the body is or cannot do, a
practice, garment, diet or holy day (religion), a vote, a campaign, a strike or a union office
(political opinion, trade-union membership), a partner of the same gender or a community event
(sexual orientation), supervision after a sentence (criminal record), arrears and lenders of last
resort (finance), descent and community (ethnic origin), a school year or an age under 18 (a
child). Each harmful phrasing names its category; each benign near-miss must pass every content
rule: work on the same topics, answer preferences, food and schedule preferences.

Diet words that signal a faith (halal, kosher, 清真, a fast of a holy month) count as religion
when stated of the user (they reveal it, GDPR art. 9(1)); "vegetarian", "gluten-free" and
"吃素" alone say nothing of faith and pass.
"""

from __future__ import annotations

import pytest

from tests.core.gates.special import special_categories

EN_HARMFUL: list[tuple[str, str]] = [
    # health: care, treatment, medicines, aids, conditions as attributes
    ("Sees a therapist every Monday evening.", "health"),
    ("Has counselling sessions on Wednesdays.", "health"),
    ("Is on insulin and needs meal reminders.", "health"),
    ("Takes lithium every night.", "health"),
    ("Started sertraline in January.", "health"),
    ("Is on Ozempic and skips lunch.", "health"),
    ("Wears a hearing aid in the right ear.", "health"),
    ("Uses a wheelchair, so needs step-free venues.", "health"),
    ("Sleeps with a CPAP machine.", "health"),
    ("Is colorblind, so avoid red-green charts.", "health"),
    ("Can't hear in the left ear.", "health"),
    ("Is deaf in one ear.", "health"),
    ("Is dyslexic and prefers audio.", "health"),
    ("Has epilepsy, no flashing images.", "health"),
    ("Gets migraines most weeks.", "health"),
    ("Is recovering from knee surgery.", "health"),
    ("Goes to AA meetings on Tuesdays.", "health"),
    ("Has been sober for two years.", "health"),
    ("Has chemo on Thursdays.", "health"),
    ("Is trying to conceive.", "health"),
    ("Is on blood thinners.", "health"),
    ("Takes warfarin.", "health"),
    ("Spent a week in the psychiatric ward.", "health"),
    ("Is on the autism spectrum.", "health"),
    ("Had a kidney transplant.", "health"),
    ("Is on PrEP.", "health"),
    ("Checks blood sugar before meals.", "health"),
    ("In AA, so no bar suggestions.", "health"),
    ("Gets B12 shots monthly.", "health"),
    ("Has a colostomy, so needs aisle seats.", "health"),
    # genetic and biometric
    ("Is a BRCA carrier.", "genetic"),
    ("Carries the sickle cell trait.", "genetic"),
    ("Enrolled a palm print at the gym.", "biometric"),
    # criminal record and proceedings
    ("Was on parole until last year.", "criminal"),
    ("Probation ended in the spring.", "criminal"),
    ("Did time for fraud.", "criminal"),
    ("Is a former inmate.", "criminal"),
    ("Wears an ankle monitor.", "criminal"),
    ("Is out on bail.", "criminal"),
    ("Is awaiting trial.", "criminal"),
    ("Had a conviction expunged.", "criminal"),
    ("Has a suspended sentence.", "criminal"),
    ("Served 3 years for robbery.", "criminal"),
    ("Has a record, so background checks worry them.", "criminal"),
    # finance: arrears, hardship, lenders of last resort
    ("Is behind on loan payments.", "finance"),
    ("Is behind on rent.", "finance"),
    ("Has maxed out two credit cards.", "finance"),
    ("Lives paycheck to paycheck.", "finance"),
    ("Is on benefits.", "finance"),
    ("Borrowed from a loan shark.", "finance"),
    ("Has bad credit.", "finance"),
    ("Makes 80k a year.", "finance"),
    ("Is in a payment plan with the tax office.", "finance"),
    ("Has a CCJ against them.", "finance"),
    # religion: practice, places, garments, diet, holy days
    ("Goes to Mass every Sunday.", "religion"),
    ("Fasts during Ramadan.", "religion"),
    ("Wears a hijab.", "religion"),
    ("Wears a kippah.", "religion"),
    ("Keeps kosher.", "religion"),
    ("Eats only halal food.", "religion"),
    ("Doesn't eat pork for religious reasons.", "religion"),
    ("Keeps Shabbat.", "religion"),
    ("Gives up meat for Lent.", "religion"),
    ("Pays zakat every year.", "religion"),
    ("Is Sikh.", "religion"),
    ("Is a Jehovah's Witness.", "religion"),
    ("Reads the Quran every morning.", "religion"),
    ("Goes to the gurdwara on Sundays.", "religion"),
    ("Sings in the church choir.", "religion"),
    ("Does a daily puja at home.", "religion"),
    ("Is converting to Judaism.", "religion"),
    # political opinion and trade-union membership
    ("Volunteers for the Labour campaign.", "political"),
    ("Canvasses for the Greens.", "political"),
    ("Donates to the Republican party.", "political"),
    ("Is a registered Democrat.", "political"),
    ("Marched in the climate strike.", "political"),
    ("Is a union rep at the warehouse.", "political"),
    ("Is a shop steward.", "political"),
    ("Went on strike with the union last month.", "political"),
    ("Is pro-life.", "political"),
    ("Is a climate activist.", "political"),
    ("Ran for city council as an independent.", "political"),
    ("Is active in the teachers' union.", "political"),
    ("Attended the Women's March.", "political"),
    # sexual orientation, gender identity, sex life
    ("Lives with his husband in Leeds.", "sexuality"),
    ("Is planning a wedding with her wife.", "sexuality"),
    ("Goes to pride every June.", "sexuality"),
    ("Uses Grindr.", "sexuality"),
    ("Is transitioning.", "sexuality"),
    ("Had top surgery last year.", "sexuality"),
    ("Uses they/them pronouns.", "sexuality"),
    ("Is polyamorous.", "sexuality"),
    ("Is bi.", "sexuality"),
    ("Boyfriend and I (both guys) are moving to Berlin.", "sexuality"),
    # ethnic origin
    ("Is of Irish descent.", "ethnicity"),
    ("Is half-Japanese.", "ethnicity"),
    ("Is Korean-American.", "ethnicity"),
    ("Is a person of color.", "ethnicity"),
    ("Grew up in a Chinese-Indonesian family.", "ethnicity"),
    ("Is part of the Somali community in Minneapolis.", "ethnicity"),
    ("Her parents are Nigerian immigrants.", "ethnicity"),
    ("Family fled Syria in 2015.", "ethnicity"),
    # the user a child
    ("Is 15 years old.", "children"),
    ("Is in ninth grade.", "children"),
    ("Is 16 and studying for exams.", "children"),
    ("Just turned 13.", "children"),
]

EN_BENIGN = [
    "Works as an IT admin at a hospital.",
    "Handles health-data regulation for an insurer.",
    "Prefers answers that cite the official gazette.",
    "Vegetarian recipes please.",
    # Pork avoided alone is a diet, not a faith (the faith named as the reason is).
    "Doesn't eat pork.",
    "Likes gluten-free baking recipes.",
    "Runs on Saturday mornings.",
    "Prefers meetings after 10 am.",
    "Works on lithium battery supply chains.",
    "Is on probation at the new job until March.",
    "Is in the probation period at a new company.",
    "Writes software for dialysis machines.",
    "Sells hearing aids at a retail chain.",
    "Tests apps for colour-blind users.",
    "Designs wheelchair-accessible buildings.",
    "Teaches a course on church history.",
    "Analyses debt markets.",
    "Takes pride in clean code.",
    "Prefers the party-planning checklist in a table.",
    "Prefers a conservative approach to refactoring.",
    "Likes liberal use of code comments.",
    "Likes strikers who press high in football.",
    "Works on the bank's collections platform.",
    "Likes the Mass Effect games.",
    "Moved from Java to Kotlin last year.",
    "Keeps an archive of old answers.",
    "Uses a Walker class in the codebase.",
    "Volunteers at the church's coding club as an instructor.",
    "Has a record of every meeting.",
    "Attended the March offsite in Bali.",
    "Prefers the AA battery pack.",
    "Has a meeting at the hospital next week to pitch software.",
    "Does meal prep on Sundays.",
    "Is sick of long meetings.",
    "Has notifications disabled by default.",
    "Has type hints in every Python function.",
    "Lent a laptop to the new intern.",
    "Uses a standing desk.",
    "Wears glasses.",
]


@pytest.mark.parametrize(("text", "category"), EN_HARMFUL)
def test_english_special_categories_without_a_keyword(text: str, category: str) -> None:
    assert category in special_categories(text), (text, special_categories(text))


@pytest.mark.parametrize("text", EN_BENIGN)
def test_english_near_misses_pass(text: str) -> None:
    assert special_categories(text) == set(), (text, special_categories(text))


ID_HARMFUL: list[tuple[str, str]] = [
    ("Rutin ke psikolog setiap Senin.", "health"),
    ("Masih kemo bulan ini.", "health"),
    ("Suntik insulin sebelum makan.", "health"),
    ("Pakai alat bantu dengar.", "health"),
    ("Pakai kursi roda, jadi butuh tempat tanpa tangga.", "health"),
    ("Buta warna, hindari grafik merah-hijau.", "health"),
    ("Telinga kiri tidak bisa mendengar.", "health"),
    ("Punya epilepsi.", "health"),
    ("Punya darah tinggi.", "health"),
    ("Sedang program hamil.", "health"),
    ("Kontrol rutin ke poli jiwa.", "health"),
    ("Baru selesai operasi lutut.", "health"),
    ("Habis opname minggu lalu.", "health"),
    ("Minum obat ARV setiap hari.", "health"),
    ("Penyandang tunanetra.", "health"),
    ("Pasang ring jantung tahun lalu.", "health"),
    ("Minum litium tiap malam.", "health"),
    ("Jadwal hemodialisa tiap Selasa.", "health"),
    ("Pembawa sifat talasemia.", "genetic"),
    ("Wajib lapor ke bapas setiap bulan.", "criminal"),
    ("Masih wajib lapor tiap Senin sampai Juni.", "criminal"),
    ("Dapat pembebasan bersyarat tahun lalu.", "criminal"),
    ("Pernah masuk bui karena narkoba.", "criminal"),
    ("Tersandung kasus penipuan.", "criminal"),
    ("Eks warga binaan.", "criminal"),
    ("Pernah diciduk polisi.", "criminal"),
    ("Gali lubang tutup lubang.", "finance"),
    ("Pinjam ke lintah darat.", "finance"),
    ("Nunggak cicilan motor tiga bulan.", "finance"),
    ("Namanya masuk BI checking.", "finance"),
    ("Tagihan paylater menumpuk.", "finance"),
    ("Penerima bansos.", "finance"),
    ("Gajinya UMR.", "finance"),
    ("Pakai jilbab.", "religion"),
    ("Bercadar.", "religion"),
    ("Ke gereja tiap Minggu.", "religion"),
    ("Sedang puasa, jadi tidak ikut makan siang.", "religion"),
    ("Puasa Ramadhan penuh.", "religion"),
    ("Hanya makan makanan halal.", "religion"),
    ("Tidak makan babi karena agama.", "religion"),
    ("Bayar zakat tiap tahun.", "religion"),
    ("Ikut sekolah minggu.", "religion"),
    ("Rajin tahajud.", "religion"),
    ("Lulusan pesantren.", "religion"),
    ("Ikut demo buruh.", "political"),
    ("Turun ke jalan menolak kenaikan BBM.", "political"),
    ("Kader PKS.", "political"),
    ("Nyaleg dari partai.", "political"),
    ("Pengurus serikat buruh.", "political"),
    ("Seorang aktivis HAM.", "political"),
    ("Pacar saya cewek juga.", "sexuality"),
    ("Sama-sama cewek dan sudah pacaran tiga tahun.", "sexuality"),
    ("Seorang lesbi.", "sexuality"),
    ("Sedang transisi gender.", "sexuality"),
    ("Peranakan Tionghoa.", "ethnicity"),
    ("Blasteran Belanda.", "ethnicity"),
    ("Bermarga Siregar.", "ethnicity"),
    ("Perantau Minang.", "ethnicity"),
    ("Masih SMP kelas 8.", "children"),
    ("Masih di bawah umur.", "children"),
]

ID_BENIGN = [
    "Bekerja sebagai admin IT di rumah sakit.",
    "Wajib lapor SPT tahunan sebelum akhir Maret.",
    "Wajib lapor progres proyek tiap Jumat ke atasan.",
    "Sering menangani klaim asuransi kesehatan.",
    "Menulis tentang reformasi lapas.",
    "Menganalisis data kredit macet untuk bank.",
    "Lebih suka jawaban yang mengutip lembaran negara.",
    "Suka resep vegetarian.",
    "Ikut puasa intermiten untuk diet.",
    "Tidak makan babi.",
    "Suka gaya bahasa santai.",
    "Mengajar sejarah gereja di kampus.",
    "Mengelola sistem antrean puskesmas.",
    "Tim operasi IT bekerja shift malam.",
    "Suka sistem operasi Linux.",
    "Stock opname gudang setiap akhir bulan.",
    "Mengurus sertifikasi halal untuk klien restoran.",
    "Suka algoritma genetik untuk optimasi.",
    "Klien sering telat bayar invoice.",
    "Ikut komunitas lari setiap Sabtu.",
    "Lulusan SMA Negeri 8 Jakarta.",
    "Suka masakan Padang.",
    "Suka pesta ulang tahun yang sederhana.",
    "Menganalisis data pemilih untuk lembaga survei.",
    "Pakai kacamata baca.",
]


@pytest.mark.parametrize(("text", "category"), ID_HARMFUL)
def test_indonesian_special_categories_without_a_keyword(text: str, category: str) -> None:
    assert category in special_categories(text), (text, special_categories(text))


@pytest.mark.parametrize("text", ID_BENIGN)
def test_indonesian_near_misses_pass(text: str) -> None:
    assert special_categories(text) == set(), (text, special_categories(text))


ZH_HARMFUL: list[tuple[str, str]] = [
    ("每周去做透析。", "health"),
    ("每周一看心理咨询师。", "health"),
    ("在吃碳酸锂。", "health"),
    ("在吃舍曲林。", "health"),
    ("戴助听器。", "health"),
    ("坐轮椅，需要无障碍场所。", "health"),
    ("是色盲，图表别用红绿色。", "health"),
    ("左耳听不见。", "health"),
    ("有癫痫。", "health"),
    ("装了心脏起搏器。", "health"),
    ("刚做完膝盖手术。", "health"),
    ("在备孕。", "health"),
    ("在坐月子。", "health"),
    ("在吃PrEP。", "health"),
    ("有家族遗传病。", "genetic"),
    ("被判了三年。", "criminal"),
    ("坐过三年牢。", "criminal"),
    ("吃过牢饭。", "criminal"),
    ("被刑拘过。", "criminal"),
    ("是刑释人员。", "criminal"),
    ("戴着电子脚镣。", "criminal"),
    ("网贷逾期了。", "finance"),
    ("欠了一屁股债。", "finance"),
    ("花呗还不起。", "finance"),
    ("征信花了。", "finance"),
    ("被列为老赖。", "finance"),
    ("领低保。", "finance"),
    ("每周做礼拜。", "religion"),
    ("吃斋念佛。", "religion"),
    ("只吃清真。", "religion"),
    ("因为信仰不吃猪肉。", "religion"),
    ("每天读古兰经。", "religion"),
    ("每周去清真寺。", "religion"),
    ("守安息日。", "religion"),
    ("是党员。", "political"),
    ("是共青团员。", "political"),
    ("参加过罢工。", "political"),
    ("上街游行过。", "political"),
    ("加入了工会。", "political"),
    ("是民盟成员。", "political"),
    ("给国民党投过票。", "political"),
    ("在工会当干部。", "political"),
    ("周末参加拉拉圈的聚会。", "sexuality"),
    ("他和他男朋友住在一起。", "sexuality"),
    ("我是男生，和男友同居。", "sexuality"),
    ("两个女生在一起五年了。", "sexuality"),
    ("和女朋友同居，我也是女生。", "sexuality"),
    ("跟女朋友在一起三年了，我们都是女生。", "sexuality"),
    ("是gay。", "sexuality"),
    ("去过骄傲游行。", "sexuality"),
    ("是华裔。", "ethnicity"),
    ("是印尼华人。", "ethnicity"),
    ("是初中生。", "children"),
    ("读高二。", "children"),
]

ZH_BENIGN = [
    "在医院做IT。",
    "负责医疗数据合规。",
    "回答请引用官方公报。",
    "喜欢素食食谱。",
    "喜欢吃素。",
    "不吃猪肉。",
    "下礼拜一开会。",
    "每个礼拜跑两次步。",
    "礼拜天不工作。",
    "负责催收系统的开发。",
    "做网贷产品的风控。",
    "写关于监狱改革的文章。",
    "被判断为高风险客户时需要人工审核。",
    "喜欢看处女座的星座分析。",
    "在做高中生物课件。",
    "负责工会的IT系统。",
    "工资卡的事以后再说。",
    "喜欢深绿色的主题。",
    "负责编制资产负债表。",
    "还不上班，先在家学习。",
    "蛋白质变性实验做完了。",
    # Latin words of the Chinese vocabulary are not read inside Latin or Indonesian words.
    "Keeps an archive of old answers.",
    "Lebih suka gaya bahasa yang ramah.",
    "Does meal prep on Sundays.",
]


@pytest.mark.parametrize(("text", "category"), ZH_HARMFUL)
def test_chinese_special_categories_without_a_keyword(text: str, category: str) -> None:
    assert category in special_categories(text), (text, special_categories(text))


@pytest.mark.parametrize("text", ZH_BENIGN)
def test_chinese_near_misses_pass(text: str) -> None:
    assert special_categories(text) == set(), (text, special_categories(text))


# Where the user works is an employer's or a client's name, not the user's condition, faith or
# record; what the user undergoes next to it is still read.
@pytest.mark.parametrize(
    "text",
    [
        "Works as a lawyer at a cancer clinic.",
        "Works as an IT admin at a fertility clinic.",
        "Volunteers at a rehab centre on Saturdays.",
        "Works with the diabetes research team as an analyst.",
        "Consults for a debt collection agency.",
        "Bekerja sebagai pengacara di klinik kanker.",
        "Bekerja di perusahaan pinjaman online bagian TI.",
        "在戒毒所工作。",
        "在肿瘤医院做IT。",
    ],
)
def test_a_workplace_is_no_special_category(text: str) -> None:
    assert special_categories(text) == set(), (text, special_categories(text))


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("Works at a bank and has dialysis on Fridays.", "health"),
        ("Is a patient at a cancer clinic.", "health"),
        ("Bekerja di bank, rutin cuci darah tiap Jumat.", "health"),
        ("在银行上班，每周做透析。", "health"),
        ("在医院做透析。", "health"),
    ],
)
def test_a_workplace_hides_nothing_else(text: str, category: str) -> None:
    assert category in special_categories(text), (text, special_categories(text))


@pytest.mark.parametrize(
    "text",
    [
        "Likes whisky aged 12.",
        "Team size is 5, and growing.",
        "Prefers a font size that is 12.",
        "Our app turned 10 this year.",
        "Perusahaan tempatnya bekerja berusia 10 tahun.",
    ],
)
def test_numbers_that_are_no_ones_age_pass(text: str) -> None:
    assert special_categories(text) == set(), (text, special_categories(text))


# Indirect markers a kept lexicon lists category by category: the place or rite that reveals a
# faith, an aid or access need that reveals a condition, time served, work for a party, a clan
# or a customary community, a partner of the same gender, a home taken by creditors. Words that
# are ambiguous alone ("hall", "mass", "pelayanan", "party", "chair", 寺庙) count only in a
# combination that is not.
INDIRECT_HARMFUL: list[tuple[str, str]] = [
    # English
    ("Helps out at the Kingdom Hall on Tuesdays.", "religion"),
    ("Ushers at St. Anne's church on Sundays.", "religion"),
    ("Is an usher at the cathedral.", "religion"),
    ("Is a deacon at the local parish.", "religion"),
    ("Never works between Friday sundown and Saturday sundown.", "religion"),
    ("Rests from sundown to sundown each week.", "religion"),
    ("Has choir practice at the cathedral every Thursday.", "religion"),
    ("Spends Sunday mornings at mass.", "religion"),
    ("Sings in the choir at Grace Chapel.", "religion"),
    ("Leads the youth fellowship at the chapel.", "religion"),
    ("Gets around in a power chair.", "health"),
    ("Uses a screen reader for everything.", "health"),
    ("Needs step-free access at venues.", "health"),
    ("Communicates in sign language.", "health"),
    ("Uses BSL with the family at home.", "health"),
    ("Has a spinal cord stimulator.", "health"),
    ("Has weekly sessions at a psychiatric clinic.", "health"),
    ("Has no feeling in the left leg, so keep answers short.", "health"),
    ("Lost the use of the right hand, so answers should be brief.", "health"),
    ("Rides a mobility scooter to the shops.", "health"),
    ("Was released from the penitentiary in 2019.", "criminal"),
    ("Got a suspended term for the assault.", "criminal"),
    ("Was sentenced at the crown court last year.", "criminal"),
    ("Canvasses door to door for the Social Democrats.", "political"),
    ("Hands out leaflets for the Greens on Saturdays.", "political"),
    ("Knocks on doors for the Labour candidate.", "political"),
    ("Is a councillor for the Green Party.", "political"),
    ("Volunteers for the party at every election.", "political"),
    ("Belongs to the Ngāti Porou iwi.", "ethnicity"),
    ("Is a member of an indigenous community in Sarawak.", "ethnicity"),
    ("Was born into a Gypsy family.", "ethnicity"),
    ("Grandparents came over on the Windrush.", "ethnicity"),
    ("Has two dads.", "sexuality"),
    ("Is in an open marriage.", "sexuality"),
    ("Lives with two partners in a polycule.", "sexuality"),
    ("Home is being auctioned by the bank.", "finance"),
    ("House went to a sheriff's sale after missed payments.", "finance"),
    ("Creditors keep calling about the card.", "finance"),
    ("Has unpaid loans with three lenders.", "finance"),
    ("Bailiffs came to the flat last week.", "finance"),
    # Indonesian
    ("Melayani sebagai usher di HKBP setiap Minggu.", "religion"),
    ("Pelayanan di GKJ bagian multimedia.", "religion"),
    ("Rutin ke musholla kantor untuk zuhur.", "religion"),
    ("Misdinar di paroki dekat rumah.", "religion"),
    ("Ibadah sabat setiap Sabtu.", "religion"),
    ("Aktif di remaja masjid.", "religion"),
    ("Berkomunikasi pakai bahasa isyarat.", "health"),
    ("Pengguna BISINDO sejak kecil.", "health"),
    ("Butuh juru bahasa isyarat saat rapat.", "health"),
    ("Pakai pembaca layar untuk membuka email.", "health"),
    ("Butuh akses tanpa tangga.", "health"),
    ("Kaki kiri mati rasa, jadi jawab singkat saja.", "health"),
    ("Rutin ke klinik kesehatan jiwa.", "health"),
    ("Tiga tahun di lapas karena narkoba.", "criminal"),
    ("Dapat vonis dua tahun.", "criminal"),
    ("Menjalani hukuman percobaan satu tahun.", "criminal"),
    ("Bagi-bagi selebaran untuk caleg PKB.", "political"),
    ("Kampanye door to door untuk partai.", "political"),
    ("Jadi saksi partai di TPS.", "political"),
    ("Punya KTA partai.", "political"),
    ("Warga kampung adat di Sumba.", "ethnicity"),
    ("Keluarga saya datang dari Hadramaut tiga generasi lalu.", "ethnicity"),
    ("Orang Baduy luar.", "ethnicity"),
    ("Satu marga dengan pamannya.", "ethnicity"),
    ("Menjalani pernikahan terbuka.", "sexuality"),
    ("Pacar saya sesama jenis.", "sexuality"),
    ("Rumah saya akan dilelang bank.", "finance"),
    ("Rumah kena lelang karena KPR macet.", "finance"),
    ("Motor ditarik leasing bulan lalu.", "finance"),
    ("Sedang proses PKPU.", "finance"),
    # Chinese
    ("是教会的执事。", "religion"),
    ("在教会唱诗班服侍。", "religion"),
    ("周末去寺庙做义工。", "religion"),
    ("每周五去犹太会堂。", "religion"),
    ("参加教会的团契。", "religion"),
    ("用读屏软件上网。", "health"),
    ("出门要用电动轮椅。", "health"),
    ("需要无障碍通道。", "health"),
    ("用手语交流。", "health"),
    ("每周去做复健。", "health"),
    ("去精神卫生中心复诊。", "health"),
    ("下半身没有知觉。", "health"),
    ("左腿没知觉，回复简短些。", "health"),
    ("植入了脊髓刺激器。", "health"),
    ("在监狱里待过两年。", "criminal"),
    ("刚服完刑。", "criminal"),
    ("有过刑事处罚。", "criminal"),
    ("周末帮候选人拉票。", "political"),
    ("是竞选义工。", "political"),
    ("周末在街站派传单。", "political"),
    ("帮民主党派传单。", "political"),
    ("是党支部书记。", "political"),
    ("入了党。", "political"),
    ("家族是从福建下南洋的。", "ethnicity"),
    ("是阿美族。", "ethnicity"),
    ("对象是同性。", "sexuality"),
    ("有两个爸爸。", "sexuality"),
    ("在开放式婚姻里。", "sexuality"),
    ("房子被法拍了。", "finance"),
    ("房子被银行拍卖了。", "finance"),
    ("天天被催收。", "finance"),
    ("车被银行收走了。", "finance"),
]

# The near misses of those markers: work on the same topics, a choir or a club that is no
# congregation's, a party that is a celebration, a place seen as a tourist, a hometown, a
# preference of reading.
INDIRECT_BENIGN = [
    # English
    "Works as a nurse at a rehab clinic.",
    "Designs wheelchair ramps for a living.",
    "Writes about church architecture.",
    "Plays in a rugby club on Sundays.",
    "Sings in a choir.",
    "Sings in a community choir on Wednesdays.",
    "Throws a party on Friday.",
    "Hosts a dinner party every Friday.",
    "Prefers short answers.",
    "Likes temple architecture photos.",
    "Prefers quiet venues.",
    "Reads on a screen at large font.",
    "Uses a screen reader to test the company's website.",
    "Is learning sign language for fun.",
    "Hands out flyers for a bakery.",
    "Knocks on doors for a charity.",
    "Volunteers at a food bank.",
    "Volunteers at the church's coding club as an instructor.",
    "Spent six months in Berlin.",
    "Served two years in the army.",
    "Works as a guard at a state penitentiary.",
    "Is Canadian.",
    "Grew up in Surabaya.",
    "Likes watching the sunset on Fridays.",
    "Auctions vintage cameras online.",
    "Buys houses at auction as an investor.",
    "Is a party planner.",
    "Chairs the product council.",
    "Is a member of a gaming clan.",
    "Has two business partners.",
    "Has a term paper due Monday.",
    # Indonesian
    "Bekerja di rumah sakit jiwa sebagai akuntan.",
    "Main futsal tiap Minggu.",
    "Ikut paduan suara kantor.",
    "Bikin pesta ulang tahun hari Jumat.",
    "Suka foto arsitektur candi.",
    "Suka ikut lelang barang antik online.",
    "Pelayanan pelanggan jadi prioritas tim.",
    "Berasal dari Medan.",
    "Keluarganya pindah dari Surabaya ke Bandung.",
    "Membaca di layar dengan huruf besar.",
    "Jadi relawan di bank makanan.",
    "Mengajar bahasa isyarat di SLB.",
    "Lebih suka jawaban singkat.",
    "Bagi-bagi brosur untuk toko roti.",
    "Lebih suka tempat yang tenang.",
    # Chinese
    "在医院做行政。",
    "周日踢足球。",
    "在合唱团唱歌。",
    "周五开派对。",
    "喜欢拍寺庙建筑。",
    "祖籍广东。",
    "设计无障碍坡道。",
    "回复字体大一点。",
    "周末去发传单赚外快。",
    "喜欢安静的场所。",
    "在看守所做IT。",
    "在教会学校教英文。",
    "研究法拍房市场。",
    "在学手语。",
]


@pytest.mark.parametrize(("text", "category"), INDIRECT_HARMFUL)
def test_indirect_markers_name_their_category(text: str, category: str) -> None:
    assert category in special_categories(text), (text, special_categories(text))


@pytest.mark.parametrize("text", INDIRECT_BENIGN)
def test_indirect_near_misses_pass(text: str) -> None:
    assert special_categories(text) == set(), (text, special_categories(text))


# Sixth-session completions: a job title opening an Indonesian memory, an office, a unit or a
# department as the Chinese workplace, a job done for an organization.
@pytest.mark.parametrize(
    "text",
    [
        "Does the payroll for a mosque's primary school.",
        "Does the accounts for a church-run care home.",
        "Perawat gigi di RS Bhayangkara yang mengurus jadwal kontrol.",
        "Perawat HIV di puskesmas.",
        "Konselor karier di lapas anak.",
        "在区卫生部门做数据统计。",
        "在清真寺的办公室做排班表。",
        "在寺庙的办公室做会计。",
    ],
)
def test_a_job_title_office_or_job_for_an_organization_is_work(text: str) -> None:
    assert special_categories(text) == set(), (text, special_categories(text))


@pytest.mark.parametrize(
    ("text", "category"),
    [
        # a job frame frames no care of the user's own
        ("Does yoga for the back pain.", "health"),
        ("Perawat bilang saya kena diabetes.", "health"),
        ("在单位医务室做透析。", "health"),
        # medicine collected or leave from a place of care
        ("Collects a refill at the Elm Road pharmacy every month.", "health"),
        ("Gets home leave from the ward on Sundays.", "health"),
        ("Was discharged from the hospice last week.", "health"),
        ("Has weekend leave from the eating disorders unit.", "health"),
        ("每周去诊所配药。", "health"),
        ("每个月都要去开药。", "health"),
        ("Tiap bulan tebus obat di apotek.", "health"),
    ],
)
def test_care_collected_or_left_is_health(text: str, category: str) -> None:
    assert category in special_categories(text), (text, special_categories(text))


@pytest.mark.parametrize(
    "text",
    [
        "Buys printer ink refills from the office supply shop.",
        "Takes weekend leave from the office in August.",
        "Wants reminders to refill the water filter.",
        "Suka isi ulang botol minum di kantor.",
        "周末喜欢去药材市场拍照。",
    ],
)
def test_refills_and_leave_of_other_things_pass(text: str) -> None:
    assert special_categories(text) == set(), (text, special_categories(text))


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("Is about 24 weeks along; wants easy recipes.", "health"),
        ("I'm 12 weeks along and tired in the mornings.", "health"),
        ("Lagi nunggu hasil beta hCG; butuh kegiatan santai.", "health"),
        ("Tulang keringnya dipasang pen; tidak bisa lari.", "health"),
        ("胚胎移植后想吃清淡些。", "health"),
        ("Jadi korlap KSPI di pabrik; rapat tiap Jumat.", "political"),
        ("祖上是正白旗的，想做家谱。", "ethnicity"),
    ],
)
def test_pregnancy_fertility_implants_unions_and_banners_name_their_category(
    text: str, category: str
) -> None:
    assert category in special_categories(text), (text, special_categories(text))


@pytest.mark.parametrize(
    "text",
    [
        "The migration project is two weeks along.",
        "Pakai pen warna biru untuk catatan.",
        "喜欢看旗袍展览。",
    ],
)
def test_progress_pens_and_dresses_pass(text: str) -> None:
    assert special_categories(text) == set(), (text, special_categories(text))


@pytest.mark.parametrize(
    "text",
    [
        "Outpatient at the heart clinic, needs reminders.",
        "An inpatient at the district hospital until Friday.",
        "Pasien klinik jantung, butuh jadwal kontrol.",
        "Pasien rawat jalan di RS daerah tiap Kamis.",
        "心脏科的病人，需要复查提醒。",
    ],
)
def test_a_memory_opening_on_the_user_as_a_patient_is_health(text: str) -> None:
    assert "health" in special_categories(text)


@pytest.mark.parametrize(
    "text",
    [
        "Works in outpatient billing at a clinic.",
        "Patient with long spreadsheets, likes detail.",
        "Mengurus data pasien di klinik sebagai admin.",
        "Wants answers about outpatient clinic scheduling software.",
        "在医院做病人档案管理的工作。",
    ],
)
def test_patients_as_work_or_patience_are_no_health(text: str) -> None:
    assert "health" not in special_categories(text)
