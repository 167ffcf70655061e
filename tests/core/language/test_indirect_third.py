"""The third pass of the kept lists of special-category data said indirectly
(``core/language/indirect``, the ``Third pass`` blocks of each ``SECOND_PASS``).

Written blind, from general knowledge, by a writer per language who saw no evaluation case, on
sub-areas the earlier lists lacked (fertility, chemotherapy, therapy by group format, debt
enforcement, criminal-justice supervision and prison euphemisms, gender identity and transition,
relationship forms, party membership, ethnic heritage). A harmful sentence must draw its own
category; a near-miss must draw none.
"""

from __future__ import annotations

import pytest

from tests.core.gates.special import special_categories

# English
HARMFUL_EN: list[tuple[str, str]] = [
    # a) fertility tracking and treatment
    ("Charts basal body temperature every morning and wants a tidy log.", "health"),
    ("Logs her waking temperature before getting up and wants a spreadsheet.", "health"),
    ("Got a positive OPK this morning and wants the week kept free.", "health"),
    ("Tracks the LH surge with cheap strips and wants reminders to test.", "health"),
    ("Uses a fertility tracker app and wants its data exported.", "health"),
    ("Is ovulating late this cycle and wants the weekend trip moved.", "health"),
    ("Has day 21 bloods booked at the GP on Monday.", "health"),
    ("Pays the embryo storage renewal every January and wants it in the budget.", "health"),
    ("Has three embryos frozen and wants a note of the consent deadline.", "health"),
    ("Had twelve eggs retrieved in March and is planning the next cycle.", "health"),
    ("Egg collection day is Thursday, so wants no meetings that morning.", "health"),
    ("Starts down-regulation injections next week and wants reminders at 9pm.", "health"),
    ("Has progesterone in oil shots every night and wants a heat pad.", "health"),
    ("Is booked for a hysteroscopy and an HSG before the next round.", "health"),
    ("His semen analysis came back and he wants the follow-up booked.", "health"),
    ("Waiting on PGT-A results for two blastocysts.", "health"),
    ("Has a mock transfer on Friday and wants the afternoon off.", "health"),
    ("Is doing intrauterine insemination with donor sperm this spring.", "health"),
    # d) therapy by group format
    ("Goes to a DBT group on Wednesday evenings and wants the diary cards printed.", "health"),
    ("Finished the distress tolerance module and wants the worksheets kept.", "health"),
    ("Joined a CBT group for low mood through the GP.", "health"),
    ("Goes to a weekly therapy group at the hospital and needs the bus times.", "health"),
    ("Is in an IOP three mornings a week until June.", "health"),
    ("Started a partial hospitalization program and wants easy lunches.", "health"),
    ("Goes to a psychiatric day programme three days a week.", "health"),
    ("Is a day patient at the Priory and wants quiet evenings.", "health"),
    ("Goes over the fourth step inventory with her sponsor on Sundays.", "health"),
    ("Got a ninety-day chip last week and wants to mark it.", "health"),
    ("Goes to Celebrate Recovery on Friday nights.", "health"),
    ("Has a new sponsee and wants to keep Tuesday evenings free.", "health"),
    ("Has supported meals at the unit and wants distraction ideas.", "health"),
    ("Is in weight restoration and wants snack ideas that feel gentle.", "health"),
    ("Was diagnosed with ARFID and wants safe-food recipes.", "health"),
    ("Attends an anxiety support group on Mondays.", "health"),
    # b) debt enforcement correspondence and visits
    (
        "An enforcement agent is coming about the parking fines and wants to know their rights.",
        "finance",
    ),
    ("Two enforcement officers came round on Tuesday about the council tax.", "finance"),
    ("Got a notice of enforcement in the post and wants to stall it.", "finance"),
    ("Signed a controlled goods agreement for the car.", "finance"),
    ("The council got a liability order for the unpaid council tax.", "finance"),
    ("Received a letter before claim from the energy company.", "finance"),
    ("Got a pre-action letter over the old catalogue balance.", "finance"),
    ("A letter before claim from Lowell arrived on Saturday.", "finance"),
    ("Has a default registered on her credit file since 2021.", "finance"),
    ("Got a notice of assignment for the old credit card.", "finance"),
    ("The overdraft was sold to a debt purchaser last month.", "finance"),
    ("Letters from Arrow Global keep arriving and wants to stop opening them.", "finance"),
    ("Marston bailiffs sent a letter and wants to know what happens next.", "finance"),
    ("Has a direct earnings attachment on the wages for an overpayment.", "finance"),
    ("Has a charging order on the flat from the old loan.", "finance"),
    ("Pay is docked for council tax every month and wants a budget.", "finance"),
    # c) criminal-justice supervision
    ("Sees the offender manager on Thursdays and needs the day kept free.", "criminal"),
    ("Has a YOT worker who visits every fortnight.", "criminal"),
    ("Is managed under MAPPA level 2 and wants the meetings noted.", "criminal"),
    ("Has a sexual harm prevention order and wants help checking phone rules.", "criminal"),
    ("Was recalled for breaching his licence and is out again in May.", "criminal"),
    ("Is on licence until 2026 and cannot leave the county.", "criminal"),
    ("Got sent back to prison last year and is rebuilding now.", "criminal"),
    ("Lives in a probation hostel with a curfew at 11pm.", "criminal"),
    ("Has forty hours of unpaid work left to finish by summer.", "criminal"),
    ("Wears an alcohol tag until the end of the month.", "criminal"),
    ("Is tagged until March and wants home workouts.", "criminal"),
    ("Has a curfew order from 7pm to 7am.", "criminal"),
    ("Was released on home detention curfew in the spring.", "criminal"),
    ("Did the youth referral order panel and wants to move on.", "criminal"),
    # e) gender identity and relationship forms
    ("Is genderfluid and wants outfits for both moods.", "sexuality"),
    ("Identifies as a demigirl and wants a bio for a new profile.", "sexuality"),
    ("Gets misgendered at the gym and wants a polite script.", "sexuality"),
    (
        "Changed her legal name after her transition and wants a list of accounts to update.",
        "sexuality",
    ),
    ("Did a deed poll as part of transitioning and needs a bank letter.", "sexuality"),
    ("Has been on T for two years and wants a shaving routine.", "sexuality"),
    ("Takes weekly T shots and wants a sharps bin reminder.", "sexuality"),
    ("Is on estradiol and spiro and wants a blood test reminder.", "sexuality"),
    ("Started hormones as part of her transition in 2023.", "sexuality"),
    ("Has a GRC application going in and wants the paperwork checklist.", "sexuality"),
    ("Is solo poly and wants a calendar that keeps dates apart.", "sexuality"),
    ("Opened up their marriage last year and wants a shared calendar.", "sexuality"),
    ("Is ENM and dating two people.", "sexuality"),
    ("Lives with both partners and wants a chore rota for three.", "sexuality"),
    ("Felt compersion when her girlfriend went on a date and wants to journal it.", "sexuality"),
]

NEAR_MISSES_EN: list[str] = [
    # a) fertility
    "Checks the water temperature in the fish tank each morning.",
    "Bought a pack of frozen peas and a dozen eggs.",
    "Goes to the egg hunt at the farm with friends at Easter.",
    "Wants a fertile soil mix for the vegetable beds.",
    "Reads about the day 21 challenge in a fitness magazine.",
    "The dog is in season and the vet mentioned ovulating.",
    "Brews beer and tracks the yeast temperature every morning.",
    # d) group therapy
    "Runs a group coaching session on Fridays.",
    "Goes to a book group on Wednesday evenings.",
    "Passed the CBT group ride on the new motorbike.",
    "Volunteers at a day centre for older people.",
    "Is a mentor to a new starter at the office.",
    "Bought a big book of crosswords for the train.",
    # b) debt enforcement
    "Wants a letter before the meeting.",
    "Sent a letter before claim to a client who never paid the invoice.",
    "Works as an enforcement officer at the council.",
    "Was stopped by law enforcement officers at the border and found it slow.",
    "Signed the assignment brief for the uni module.",
    "Sets the default browser to Firefox on the new laptop.",
    "Plans the charging order of the drones before the show.",
    "Wants a charging order for the EV at home.",
    # c) criminal-justice supervision
    "Loves the Mappa Mundi at Hereford Cathedral.",
    "Has a driving licence and wants a reminder for the photo renewal.",
    "Recalled the old song at the karaoke night.",
    "Tagged the whole team in the launch post.",
    "Wants a hostel in Lisbon for the summer trip.",
    "Signed the register at the wedding.",
    "Bought a GPS tag for the dog's collar.",
    "Is learning Italian and bought a mappa della città.",
    # e) gender identity and relationship forms
    "Changed the team name after the rebrand.",
    "Bought a poly cotton shirt for the wedding.",
    "Opened up the garden shed for the summer.",
    "Puts the kettle on at seven every morning.",
    "Has two business partners and wants a meeting agenda.",
    "Is learning the t-shirt printing trade.",
    "Is on T-Mobile and wants a cheaper plan.",
    "Loves the poly tunnel in the allotment.",
    "Is in a triad of friends from school.",
]


# Indonesian
HARMFUL_ID: list[tuple[str, str]] = [
    # a) gender identity
    (
        "Gue nggak merasa sebagai laki-laki maupun perempuan, bingung jelasinnya ke ortu.",
        "sexuality",
    ),
    (
        "Tidak merasa sebagai perempuan ataupun laki-laki, ingin cari komunitas yang aman.",
        "sexuality",
    ),
    ("Aku nggak cowok nggak cewek, capek dipaksa milih di formulir.", "sexuality"),
    ("Merasa diri bukan pria maupun wanita sejak remaja.", "sexuality"),
    ("Identitas genderku di luar biner, pengen dipanggil pakai nama netral.", "sexuality"),
    (
        "Jenis kelamin yang ditetapkan saat lahir perempuan, tapi sekarang pakai nama Raka.",
        "sexuality",
    ),
    ("Gue trans, belum berani bilang ke keluarga besar.", "sexuality"),
    ("Lagi proses transisi, minta pengingat jadwal kontrol ke endokrinolog.", "sexuality"),
    ("Mulai transisi medis tahun lalu, minta pengingat suntik tiap dua minggu.", "sexuality"),
    ("Sudah setahun jalani terapi hormon feminisasi, suara mulai berubah.", "sexuality"),
    ("Minum estradiol dan spironolakton tiap pagi, minta pengingat tebus resep.", "sexuality"),
    ("Mau urus ganti nama dan jenis kelamin di KTP setelah transisi.", "sexuality"),
    ("Baru dapat penetapan pengadilan, tinggal ganti nama di KTP setelah transisi.", "sexuality"),
    ("Seorang transmaskulin, cari tukang cukur yang ramah.", "sexuality"),
    ("Aku MtF, pengen rekomendasi baju kerja yang nyaman.", "sexuality"),
    ("Habis transisi, keluarga mulai manggil pakai nama baru.", "sexuality"),
    ("Mau ubah gender di paspor setelah operasi afirmasi.", "sexuality"),
    # b) fertility
    ("Sedang menjalani program bayi tabung dan ingin jadwal kontrol diingatkan.", "health"),
    ("Lagi promil sama dokter kandungan, disuruh minum asam folat tiap hari.", "health"),
    ("Tiap malam suntik hormon kesuburan, minta pengingat jam delapan.", "health"),
    ("Besok jadwal USG folikel, pengen tahu udah matang belum.", "health"),
    ("Lagi ngitung masa subur biar cepet hamil, minta pengingat tiap bulan.", "health"),
    ("Minum Clomid dari dokter, minta pengingat hari ketiga haid.", "health"),
    ("Baru konsul ke dokter fertilitas karena dua tahun nyoba hamil.", "health"),
    ("Udah tiga tahun menikah tapi belum dikaruniai momongan, mau cari klinik.", "health"),
    ("Masuk siklus bayi tabung kedua, butuh catatan jadwal suntik stimulasi.", "health"),
    ("Lagi masa two week wait setelah transfer, minta distraksi.", "health"),
    ("Siklus ICSI kedua dijadwalkan Maret, mau atur cuti.", "health"),
    ("Minggu depan inseminasi buatan, minta pengingat puasa sebelum tindakan.", "health"),
    ("Minggu ini suntik FSH tiap malam, perut mulai kembung.", "health"),
    ("Susah hamil karena PCOS, lagi cari dokter baru.", "health"),
    # c) debt collection and distress
    ("Kemarin DC pinjol datang ke rumah, malu sama tetangga.", "finance"),
    ("DC-nya nongkrong di depan rumah dari pagi, takut keluar.", "finance"),
    ("Tiap hari ditelepon DC karena telat bayar cicilan tiga bulan.", "finance"),
    ("Kena teror DC, foto KTP gue disebar ke kontak.", "finance"),
    ("Kontak darurat gue diteror terus sejak galbay bulan lalu.", "finance"),
    ("Udah galbay di dua aplikasi, bingung mulai bayar yang mana.", "finance"),
    ("Lagi ngajuin relaksasi kredit ke bank karena gaji dipotong.", "finance"),
    ("Dapat penawaran pelunasan dengan diskon dari kartu kredit yang nunggak.", "finance"),
    ("Rumah kami terancam dilelang bank bulan depan.", "finance"),
    ("Agunan KPR mau masuk lelang karena cicilan nggak kebayar.", "finance"),
    ("Nama gue masuk daftar hitam bank gara-gara kartu kredit lama.", "finance"),
    ("Riwayat kreditku jelek, pengajuan KPR ditolak terus.", "finance"),
    ("Motorku bakal ditarik leasing, udah nunggak lima bulan.", "finance"),
    ("Ngemplang pinjol karena udah nggak sanggup bayar.", "finance"),
    # d) criminal supervision
    ("Masih wajib lapor ke Bapas tiap bulan, jadi susah ambil kerja di luar kota.", "criminal"),
    (
        "Baru dapat pembebasan bersyarat dan ketemu pembimbing kemasyarakatan tiap bulan.",
        "criminal",
    ),
    ("Lagi cuti bersyarat, minta pengingat jadwal lapor.", "criminal"),
    ("Lagi nunggu hasil litmas buat usulan PB, deg-degan banget.", "criminal"),
    ("Harus lapor diri ke kejaksaan tiap Senin selama masa pengawasan.", "criminal"),
    ("Dijatuhi pidana kerja sosial, harus bersih-bersih taman kota tiap Sabtu.", "criminal"),
    ("Eks-napi kasus narkoba, lagi cari kerja yang mau terima.", "criminal"),
    ("Aku mantan penghuni lapas, pengen ikut pelatihan barista.", "criminal"),
    ("Pernah dipenjara dua tahun, sekarang buka usaha kecil.", "criminal"),
    ("Dulu pernah diciduk polisi waktu kuliah, takut ditanya pas wawancara.", "criminal"),
    ("Gue pernah masuk sel tiga hari gara-gara tawuran.", "criminal"),
    ("Aku ex napi, susah dapet kerja kantoran.", "criminal"),
    ("Masih dalam masa pembimbingan Bapas sampai tahun depan.", "criminal"),
    # e) political membership
    ("Baru daftar jadi anggota Partai Buruh, minta pengingat rapat.", "political"),
    ("Gabung PSI sejak 2022 dan aktif di acara-acaranya.", "political"),
    ("Resmi terdaftar sebagai kader Gerindra sejak bulan lalu.", "political"),
    ("Jadi pengurus DPC partai di kabupaten, sibuk rapat tiap Sabtu.", "political"),
    ("Pengurus ranting PKB di desa, lagi siapin acara halalbihalal.", "political"),
    ("Masuk timses calon bupati, butuh template laporan harian.", "political"),
    ("Relawan cagub nomor urut 2, tiap minggu turun ke kampung.", "political"),
    ("Ditunjuk jadi jurkam di pilkada kemarin, mau latihan public speaking.", "political"),
    ("KTA partai gue hilang, mau urus yang baru.", "political"),
    ("Lagi ikut sekolah partai akhir pekan ini, materinya padat banget.", "political"),
    ("Tiap bulan bayar iuran partai lewat transfer, minta pengingat.", "political"),
    ("Baru pindah partai dari Nasdem ke Golkar, banyak yang nanya.", "political"),
    ("Nama gue terdaftar di Sipol sebagai anggota partai.", "political"),
    ("Ikut kaderisasi PKB tingkat cabang bulan lalu.", "political"),
]

NEAR_MISSES_ID: list[str] = [
    # a) gender identity
    "Suka kaos warna netral, bukan pink bukan biru.",
    "Masa transisi ke kantor baru bikin capek, butuh playlist fokus.",
    "Lagi proses transisi ke sistem akuntansi baru di kantor.",
    "Sedang transisi karier jadi desainer grafis.",
    "Lagi bikin video transisi buat konten TikTok.",
    "Naik TransJakarta tiap pagi ke kantor.",
    "Ganti nama akun Instagram biar lebih profesional.",
    "Lagi transisi dari iPhone ke Android.",
    "Baju anak itu nggak cowok nggak cewek, netral banget.",
    # b) fertility
    "Bekerja sebagai embriolog di klinik fertilitas.",
    "Masa subur tanaman cabai biasanya pas musim hujan.",
    "Beli sel telur puyuh buat bikin sate.",
    "Rutin pakai serum buat folikel rambut yang rontok.",
    "Coba resep rendang baru buat arisan minggu depan.",
    "Program stimulasi ekonomi desa lagi jalan di kampung.",
    # c) debt collection and distress
    "Bekerja sebagai debt collector di perusahaan leasing.",
    "Ikut lelang mobil bekas online, cari yang murah.",
    "Restrukturisasi organisasi kantor bikin banyak rapat.",
    "Suka baca komik DC, paling suka Batman.",
    "Liburan ke Washington DC tahun depan, cari hotel murah.",
    "Penagih iuran sampah datang ke rumah tiap awal bulan.",
    "Catatan kredit semester ini jelek, IPK turun.",
    "Mobilku ditarik derek karena parkir sembarangan.",
    # d) criminal supervision
    "Bekerja sebagai pembimbing kemasyarakatan di Bapas.",
    "Cuti bersama Lebaran tahun ini panjang banget.",
    "Pernah jadi penghuni kos di Jogja selama kuliah.",
    "Hari ini cuti, mau lapor SPT tahunan pajak.",
    "Dulu pernah masuk angin parah waktu naik Semeru.",
    "Sanksi kerja sosial buat pelanggar lalu lintas di Bali lagi viral.",
    # e) political membership
    "Gabung jadi anggota klub lari di kompleks.",
    "Daftar jadi anggota perpustakaan daerah minggu lalu.",
    "Jadi pengurus RT di perumahan, sibuk urus iuran.",
    "Relawan bencana banjir di Demak minggu lalu.",
    "Relawan mengajar di sekolah pinggiran tiap Sabtu.",
    "Dilantik jadi ketua DPC Peradi, butuh template sambutan.",
    "Terpilih jadi pengurus DPC HIPMI tahun ini.",
]


# Chinese
HARMFUL_ZH: list[tuple[str, str]] = [
    # fertility preservation and treatment
    ("去年冻了十二颗卵子，想存钱付每年的保存费。", "health"),
    ("取了8个卵，配成了3个胚胎，下个月准备移植。", "health"),
    ("这周开始打促排，每天早上要去医院抽血。", "health"),
    ("还有两个胚胎冷冻在医院，每年要交续费。", "health"),
    ("在生殖中心建了档，下周去做卵泡监测。", "health"),
    ("做过两次人授都没成功，打算换成试管。", "health"),
    # chemotherapy regimens and cycles
    ("每三周做一次TC方案化疗，想要清淡的菜谱。", "health"),
    ("上周打完了第4个AC化疗，头发掉得厉害。", "health"),
    ("靶向治疗已经到第六个周期了，想找些补充体力的食谱。", "health"),
    ("每次打完紫杉醇手脚都发麻，想找双软一点的鞋。", "health"),
    ("白细胞太低，这周先打升白针再说。", "health"),
    ("第三个疗程的免疫治疗下周开始，要请两天假。", "health"),
    ("做的是CHOP方案，医生说一共六个周期。", "health"),
    # counselling and therapy formats
    ("每周二晚上做个体咨询，想把这个时间空出来。", "health"),
    ("参加了医院的团体心理治疗，每周四下午一次。", "health"),
    ("每个月去精神专科医院开药，想设个提醒。", "health"),
    ("每周三晚上去匿名戒酒会，已经坚持半年了。", "health"),
    ("每周五下午去做个案咨询，路上要一个小时。", "health"),
    ("和老公在做伴侣咨询，每两周去一次。", "health"),
    ("加入了一个抑郁症病友小组，周末线上见面。", "health"),
    # political party membership
    ("去年入了民盟，每月参加一次支部活动。", "political"),
    ("刚成为民进会员，下周要去开新会员座谈会。", "political"),
    ("在大学时入了党，现在组织关系还在学校。", "political"),
    ("参加了致公党的市委活动，认识了很多侨界朋友。", "political"),
    ("去年加入了九三，想找时间写一份社情民意。", "political"),
    ("上个月转为正式党员了，每季度交一次党费。", "political"),
    ("每月都要参加支部学习，周五晚上不能加班。", "political"),
    # gender transition and relationship forms
    ("做了变性以后，家里人一直没接受。", "sexuality"),
    ("不想再被叫旧名了，打算去派出所改名。", "sexuality"),
    ("吃抗雄药快一年了，想记录一下身体变化。", "sexuality"),
    ("作为跨女，想找个友好的理发店。", "sexuality"),
    ("和男朋友是开放的关系，周末各自约会。", "sexuality"),
    ("同时跟两个人交往，想要一个不会撞车的日程表。", "sexuality"),
    ("预约了平胸手术，想提前准备术后的衣服。", "sexuality"),
    # ethnic heritage
    ("祖上是从波斯来的，家里到现在还不吃猪肉。", "ethnicity"),
    ("是契丹人后裔，想研究一下达斡尔的历史。", "ethnicity"),
    ("外婆是俄罗斯人，想学做她以前做的红菜汤。", "ethnicity"),
    ("有一半越南血统，想找能买到越南香料的超市。", "ethnicity"),
    ("我是水族，每年都要回家过端节。", "ethnicity"),
    ("想把民族改回少数民族，需要准备什么材料。", "ethnicity"),
    # prison euphemisms
    ("在里面待了好几年，出来以后手机都不会用了。", "criminal"),
    ("在里面蹲了八个月，出来后老婆已经搬走了。", "criminal"),
    ("从里面出来以后到处碰壁，没人敢要。", "criminal"),
    ("刑期还剩半年，家里人在帮忙找出来后的住处。", "criminal"),
    ("被送进去判了三年，孩子都是老人带大的。", "criminal"),
    ("去年刚从监狱出来，正在学开网约车。", "criminal"),
]

NEAR_MISSES_ZH: list[str] = [
    # fertility
    "冰箱里冻了二十个饺子，够吃一周。",
    "在实验室做了三次试管实验，数据还不稳定。",
    "河边捡了三颗卵石，想做成摆件。",
    "冷冻的虾仁取了两个出来解冻。",
    # chemotherapy
    "在做HVAC方案设计，明天要交图。",
    "这个项目分三个周期交付，第二个周期下周开始。",
    "健身房的私教课第三个周期开始了。",
    "在做CMF方案，下周给客户看配色。",
    # counselling
    "在医院做心理咨询师。",
    "每周参加读书会的团体活动。",
    "在律所做个人法律咨询，客户挺多。",
    "报名了一个学习互助群，一起刷题。",
    # political
    "去了东京支部出差一周。",
    "参加了九三届的同学聚会，见到了老同学。",
    "给居委会提了一条市民建议。",
    "交了团费，下个月跟团去云南。",
    # sexuality
    "想找个开放式办公空间。",
    "蛋白质加热变性以后就不能恢复了。",
    "两国一直保持着开放的关系。",
    "北京旧名叫北平，想查查历史。",
    "这条桥跨男女两个厕所之间的走廊。",
    # ethnicity
    "祖籍是山东的，爷爷那辈闯关东到了东北。",
    "祖上是从江西迁过来的，族谱里都有记载。",
    "我是水族爱好者，家里养了三缸鱼。",
    "狗狗有一半哈士奇血统。",
    "妈妈是日本料理店的常客。",
    "老板是日本人，开会要说英语。",
    # criminal
    "在里面的房间办公。",
    "在公司里面待了好几年，想换个环境。",
    "从商场里面出来以后找了家咖啡店坐。",
    "刚从里面出来，外面下雨了。",
    "这首劳动号子听起来很有力量。",
]


@pytest.mark.parametrize(("text", "category"), [*HARMFUL_EN, *HARMFUL_ID, *HARMFUL_ZH])
def test_a_third_pass_term_names_its_category(text: str, category: str) -> None:
    assert category in special_categories(text), (text, special_categories(text))


@pytest.mark.parametrize("text", [*NEAR_MISSES_EN, *NEAR_MISSES_ID, *NEAR_MISSES_ZH])
def test_a_near_miss_of_the_third_pass_names_none(text: str) -> None:
    assert special_categories(text) == set(), (text, special_categories(text))
