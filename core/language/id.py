"""Indonesian: words and patterns (data only; see :mod:`core.language.base`)."""

from __future__ import annotations

from core.language.base import BlockTexts, LanguagePack, Statement, joined, split, with_kept, words
from core.language.indirect.id import SECOND_PASS as INDIRECT_MORE
from core.language.indirect.id import TERMS as INDIRECT
from core.language.law.id import TERMS as LAW

# A counted length of time ("30 hari", "sebulan", "dua minggu", "tiga bulan").
_SPAN_COUNTED = (
    r"(?:se(?:hari|minggu|pekan|bulan|tahun)|(?:\d[\d,.]*|satu|dua|tiga|empat|lima|enam|tujuh|"
    r"delapan|sembilan|sepuluh|sebelas|(?:dua|tiga|empat|lima|enam|tujuh|delapan|sembilan) "
    r"(?:belas|puluh)|seratus) (?:hari(?: kerja| kalender)?|minggu|pekan|bulan|tahun|jam))"
)
_STATEMENTS = (
    Statement(r"^(?:tolong\s+)?lupakan\s+(?:soal\s+|tentang\s+|bahwa\s+)?(?P<x>.+)", "forget", 0.9),
    Statement(
        r"^saya (?:tidak|nggak|gak) (?:suka|mau|ingin|perlu)(?: lagi)?\s+(?P<x>.+)", "avoid", 0.85
    ),
    Statement(r"^(?:tolong\s+)?jangan(?: pernah)?\s+(?P<x>.+)", "constraint", 0.85),
    Statement(r"^saya (?:bekerja|kerja) (?P<prep>sebagai|di|pada|untuk)\s+(?P<x>.+)", "work", 0.85),
    Statement(r"^saya (?:seorang|adalah)\s+(?P<x>.+)", "work", 0.8),
    Statement(r"^(?:pekerjaan|profesi) saya(?: adalah)?\s+(?P<x>.+)", "work", 0.85),
    Statement(
        r"^(?:saya|kami|kita|tim (?:saya|kami)) (?P<x>(?:(?:sedang|lagi|masih) )?(?:mengerjakan|"
        r"menangani|membangun|mengembangkan|merancang|menyiapkan|menerapkan|meluncurkan|"
        r"memigrasikan)\s+.+)",
        "project",
        0.85,
    ),
    Statement(
        r"^(?P<x>(?:setiap|tiap) (?:hari|pagi|sore|malam|minggu|bulan|akhir pekan)\b.+)",
        "recurring",
        0.8,
    ),
    Statement(
        r"^(?:tolong\s+)?ingat(?:lah|kan)?(?: ya)?(?: bahwa)?[,:]?\s+(?P<x>.+)", "remember", 0.9
    ),
    Statement(
        r"^saya (?:sekarang |juga |masih )?(?:lebih )?(?:suka|senang|ingin|mau)\s+(?P<x>.+)",
        "prefer",
        0.85,
    ),
    Statement(
        r"^(?:mulai (?:sekarang|saat ini|hari ini)|ke depannya|selanjutnya)[,:]?\s+(?P<x>.+)",
        "instruction",
        0.9,
    ),
    Statement(r"^(?:tolong\s+)?selalu\s+(?P<x>.+)", "instruction", 0.85),
    # A request about answers: "jawab paling banyak N paragraf", "buat jawaban lebih singkat".
    Statement(r"^(?:tolong\s+)?(?P<x>(?:jawab|balas)(?:lah)?\b.+)", "request", 0.85),
    Statement(r"^(?:tolong\s+)?(?P<x>\w+\s+(?:jawaban|balasan)(?:nya)?\b.+)", "request", 0.85),
)

# The asker's team, organization and work: with a possessive ("divisi kami") they are the asker's.
_GROUPS = (
    "tim kantor perusahaan divisi bagian departemen unit organisasi instansi lembaga firma startup "
    "usaha sekolah"
)
_WORK = "klien pelanggan nasabah konsumen pekerjaan kerjaan profesi"

# Frequent Indonesian words, also stop words of grounding and recall.
_FREQUENT = words(
    "saya yang dan untuk dengan tidak dalam ini itu jawaban tolong mulai sekarang bahasa lebih "
    "suka kalau selalu jangan ingat aku"
)
# A text with enough of these is Indonesian: the frequent words, and the function words and
# common verbs of everyday Indonesian (none of them an English word), so a memory written in
# Indonesian is recognised whatever it is about. Only detection reads the additions: several
# carry meaning ("setiap", "ingin") that grounding must keep.
_MARKERS = _FREQUENT | words(
    "di ke dari pada oleh akan sudah belum bisa harus juga atau tetapi tapi karena sering tentang "
    "adalah ada agar supaya seperti bukan kami kita mereka dia anda kamu setiap tiap saat ketika "
    "jika bila sangat hanya masih lagi perlu ingin mau pakai memakai menggunakan sebagai secara "
    "biasanya bekerja kerja sebuah para"
)

# --- special categories phrased without a category keyword (UU PDP art. 4(2), GDPR art. 9)
# Conditions by name: the person's own after a verb of having ("punya", "mengidap", "kena"),
# topical alone (a clinic, an insurer or a researcher works on the same words).
_CONDITIONS = (
    r"(?:epilepsi|migrain|migren|darah tinggi|hipertensi|darah rendah|kolesterol(?: tinggi)?|"
    r"asam urat|maag|gerd|asma|tbc|tb paru|tuberkulosis|hepatitis(?: [abc])?|gagal ginjal|"
    r"batu ginjal|cuci darah|sakit (?:jantung|ginjal|liver|paru-paru|paru|gula|kuning|lambung|"
    r"tipes|saraf|jiwa)|jantung koroner|penyakit jantung|stroke|kanker \w+|tumor|diabetes|"
    r"gula darah tinggi|lupus|radang sendi|rematik|artritis|osteoporosis|skoliosis|saraf kejepit|"
    r"hernia|wasir|ambeien|tipes|tifus|demam berdarah|dbd|long covid|covid|hiv|aids|sifilis|"
    r"herpes|kencing nanah|penyakit menular seksual|kista|miom|endometriosis|pcos|infertilitas|"
    r"mandul|gondok|tiroid|hipotiroid|hipertiroid|anemia|obesitas|skizofrenia|bipolar|depresi|"
    r"gangguan (?:jiwa|mental|kecemasan|cemas|panik|bipolar|makan|tidur|pendengaran|"
    r"penglihatan|kepribadian|obsesif kompulsif|stres pascatrauma|pemusatan perhatian)|"
    r"kecemasan|ocd|ptsd|insomnia|susah tidur kronis|serangan panik|anoreksia|bulimia|autis(?:me)?|"
    r"adhd|disleksia|sindrom down|down syndrome|lumpuh otak|cerebral palsy|talasemia|thalasemia|"
    r"hemofilia|alergi \w+|eksim|psoriasis|vertigo|tinitus|glaukoma|katarak|parkinson|alzheimer|"
    r"demensia|pikun|kecanduan \w+|ketergantungan (?:obat|alkohol|narkoba)|gagap|tuli|"
    r"buta warna|kebutaan|low vision|lumpuh|kelumpuhan|cacat fisik|polio|sakit menahun|"
    r"penyakit (?:kronis|bawaan|langka|autoimun|keturunan)|"
    # Acute events (a muscle cramp is no seizure).
    r"kejang(?:-kejang)?(?! otot| perut| betis| kaki)|serangan jantung|gagal jantung|"
    r"henti jantung|overdosis)"
)
# Peoples of Indonesia and origins named as a person's descent or clan.
_PEOPLES = (
    r"(?:tionghoa|cina|china|arab|india|jawa|sunda|batak|minang(?:kabau)?|bugis|dayak|madura|"
    r"betawi|bali|papua|ambon|aceh|melayu|banjar|sasak|toraja|nias|flores|timor|manado|minahasa|"
    r"makassar|mandar|gorontalo|buton|ternate|tidore|sumba|rote|lampung|palembang|osing|tengger|"
    r"baduy|mentawai|asmat|dani|belanda|portugis|jepang|korea|pakistan|yahudi|indo)"
)
# Parties of Indonesia (a vote, a membership or a candidacy for one reveals the opinion).
_PARTIES = (
    r"(?:pdi-?p|pdip|pdi perjuangan|gerindra|golkar|pks|pkb|nasdem|demokrat|pan|ppp|psi|perindo|"
    r"hanura|gelora|ummat|pbb|garuda|partai buruh|partai \w+)"
)

_OWN = LanguagePack(
    code="id",
    name="Bahasa Indonesia",
    script="words",
    # "in" is the code Java and old Android locales still use for Indonesian.
    aliases=words("in ind indonesian bahasa"),
    language_names={
        "en": ("bahasa inggris", "inggris"),
        "id": ("bahasa indonesia",),
        "zh": ("bahasa mandarin", "mandarin", "bahasa cina", "bahasa tionghoa"),
    },
    markers=_MARKERS,
    abbreviations=(
        *split("dll dsb yth pt tbk"),
        # gelar dan kata alamat ("Jalan Ir. S. Wiryo", "Drs. …", "Kab. Bantul")
        *split("jl jln gg ir drs dra hj kh prof kab kec kel"),
    ),
    sensitive={
        "health": (
            # Memori yang dibuka dengan pengguna sebagai pasien ("Pasien klinik jantung, …").
            r"^pasien(?:-pasien)?(?= )",
            # Obat terapi ketergantungan opioid.
            r"metadon|buprenorfin|naltrekson",
            # Langkah program hamil dan kehamilan itu sendiri.
            r"transfer embrio|embrio|beta ?hcg|bayi tabung|inseminasi|usia kandungan|hamil \d+ "
            r"(?:minggu|bulan)",
            r"(?:dipasang|pasang|dipasangi) (?:pen|implan|ring|stent)|pen titanium",
            r"didiagnosis",
            # Diagnosa seseorang, bukan diagnosa mesin atau jaringan.
            r"diagnosa\w*+(?! (?:[\w-]+ ){0,2}?(?:mesin|kendaraan|mobil|motor|kerusakan|jaringan|"
            r"sistem|server|perangkat)\b)",
            r"mengidap",
            r"penyakit",
            r"sakit (?:jantung|gula|kanker|jiwa)",
            r"kanker",
            r"diabetes",
            r"hamil",
            r"keguguran",
            r"depresi",
            r"gangguan (?:jiwa|mental|kecemasan)",
            r"kemoterapi",
            r"minum obat",
            r"rawat inap",
            r"disabilitas",
            r"dioperasi",
            r"positif (?:hiv|covid)",
            r"autisme",
            # Kinds of treatment and care (UU PDP art. 4(2) "data dan informasi kesehatan").
            r"(?:fisio|psiko|radio|kemo)terapi",
            r"terapi (?:hormon|wicara|okupasi|kanker|insulin)",
            r"cuci darah",
            r"hemodialisis|hemodialisa|dialisis|dialisa",
            r"rehabilitasi",
            r"insulin",
            r"antidepresan",
            r"obat (?:penenang|tidur|antidepresan|diabetes|jantung|darah tinggi|hiv|arv)",
            r"suntik (?:insulin|kb)",
            r"resep dokter",
            r"hiv",
            r"kontrol (?:ke )?(?:dokter|psikiater|psikolog|rumah sakit|rs)",
            r"berobat",
            r"(?:ke|dirawat di|opname di) (?:klinik|rumah sakit|rs|puskesmas)",
            r"menderita \w+",
            r"alergi",
            # (Generic drug names by their INN stem are international: the English pack's stems
            # read every word-script text.)
            r"(?:parasetamol|aspirin|levotiroksin|metadon|morfin)",
            # A condition the person has or is treated for (the name alone is topical).
            r"(?:punya|ada|mengidap|menderita|kena|terkena|mengalami|didiagnosis|didiagnosa|divonis|"
            r"penderita|pengidap|penyintas|pasien|riwayat|sembuh dari|pulih dari|pemulihan dari|"
            r"kambuh|sakit|sejak kecil|sejak lahir|bawaan) " + _CONDITIONS + r"(?:nya|ku)?",
            # A body or mental condition as what the person is: at the start of the memory, after
            # the person or "seorang"/"penyandang" (alone it is topical: "pengguna buta warna").
            r"(?:^|saya |aku |dia |ia |seorang |sebagai |penyandang |karena |sejak lahir |"
            r"sejak kecil |memang |juga )(?:buta warna|tuli|tunarungu|tunanetra|tunadaksa|"
            r"tunawicara|tunagrahita|difabel|disabilitas \w+|lumpuh|gagap|autis|disleksia|"
            r"low vision|buta (?:sebelah|total)|odha|pecandu|mantan pecandu|penyandang disabilitas)",
            r"(?:tuli|buta|tidak bisa (?:mendengar|melihat)|kurang (?:mendengar|pendengaran)) "
            r"(?:di )?(?:sebelah|telinga|mata) ?(?:kiri|kanan)?",
            r"(?:telinga|mata) (?:kiri|kanan|sebelah) (?:saya |nya )?(?:tidak|nggak|gak|kurang|"
            r"sudah tidak) (?:bisa |bisa untuk )?(?:mendengar|dengar|melihat|lihat|berfungsi)",
            r"pendengaran(?:nya| saya)? (?:terganggu|berkurang|lemah|menurun|rusak)",
            r"odha|hiv positif|positif hiv|(?:minum|konsumsi|rutin) arv",
            # Aids and devices the person uses.
            r"(?:pakai|pake|memakai|menggunakan|butuh|bergantung pada|dengan|punya|pasang|dipasang|"
            r"memasang) (?:alat bantu (?:dengar|jalan|napas)|kursi roda|tongkat (?:jalan|putih|"
            r"bantu)|kaki palsu|tangan palsu|prostetik|pompa insulin|alat pacu jantung|"
            r"ring(?: jantung)?|stent|pen (?:di )?(?:kaki|tangan|tulang)|cpap|kateter|"
            r"selang makan|tabung oksigen|implan koklea|kruk|anjing pemandu|inhaler)",
            r"pengguna kursi roda|pasang ring jantung",
            # Sign language, screen readers and access needs stated of the person (teaching a
            # sign language or building ramps says nothing of the person's body).
            r"(?:pengguna|penutur|pakai|pake|memakai|menggunakan|berkomunikasi (?:dengan|pakai|pake|"
            r"lewat|memakai|menggunakan)|komunikasi (?:dengan|pakai|pake|lewat)|ngobrol (?:pakai|pake|"
            r"dengan|lewat)|bicara (?:pakai|pake|dengan|lewat)) (?:bahasa isyarat|bisindo|sibi)",
            r"(?:butuh|perlu|memerlukan|didampingi|pakai|pake|minta|dibantu) (?:seorang )?(?:juru "
            r"bahasa isyarat|jbi|penerjemah bahasa isyarat|interpreter bahasa isyarat)",
            r"(?:pakai|pake|memakai|menggunakan|butuh|perlu|bergantung pada|mengandalkan) (?:aplikasi "
            r")?(?:pembaca layar|screen reader|talkback|tampilan braille|huruf braille)",
            r"(?:butuh|perlu|memerlukan|harus ada|wajib ada) (?:akses|jalur|pintu masuk|tempat|"
            r"ruangan|lokasi|toilet|kamar) (?:yang )?(?:tanpa tangga|ramah kursi roda|ramah "
            r"disabilitas|aksesibel|landai)",
            r"(?:kursi roda|skuter) (?:listrik|elektrik)|alat pacu (?:saraf|sumsum tulang belakang)|"
            r"stimulator saraf|(?:sendi|lutut|pinggul) (?:buatan|palsu)",
            # Loss of feeling, movement or use of a part of the body, stated outright: a condition
            # even beside an answer preference (where the body-part rule is not read).
            r"(?:lengan|kaki|tangan|jari(?:-jari)?|badan|tubuh|separuh badan|setengah badan|sebelah "
            r"badan|pinggang ke bawah)(?: (?:kanan|kiri|bawah|atas))?(?: saya| aku|ku|nya)? (?:sudah "
            r"|masih |jadi |sempat )?(?:lumpuh|mati rasa|tidak bisa (?:digerakkan|merasakan)|"
            r"tidak berfungsi|tidak ada rasa|diamputasi|tidak bertenaga|lemah sebelah)",
            r"(?:diamputasi|amputasi) (?:kaki|tangan|lengan|jari)|lumpuh (?:dari pinggang|separuh|"
            r"sebelah|total|kaki|layu)",
            # Care at a clinic of a condition (working at one is read as a workplace first).
            r"(?:ke|di|rutin ke|kontrol ke|terapi di|berobat ke|konsultasi ke|sesi di|dirawat di) "
            r"(?:klinik|poli|pusat|balai) (?:kesehatan jiwa|jiwa|psikiatri|rehabilitasi(?: medik| "
            r"narkoba)?|tumbuh kembang|adiksi|metadon|hemodialisa|hemodialisis|cuci darah|onkologi|"
            r"kanker|fertilitas|vct|hiv|fisioterapi)",
            # Treatment and care: surgery, stays, outpatient clinics, therapy sessions.
            r"kemo(?![\w-])|radiasi (?:kanker|untuk)|sesi (?:kemo|radiasi|terapi|konseling)",
            r"(?:habis|baru|selesai|pasca|setelah|sehabis|menjalani|jadwal|akan|mau|harus|sudah|"
            r"pernah|sempat|rencana|perlu|butuh) (?:di)?operasi(?! (?:sistem|server|bisnis|"
            r"harian|lapangan|militer|pasar|tim|kantor))",
            r"operasi (?:lutut|jantung|caesar|sesar|usus buntu|mata|katarak|tulang|tumor|kanker|"
            r"payudara|amandel|ginjal|hernia|bypass|plastik|tulang belakang|kelamin|rahim|kista|"
            r"miom|otak|lasik)",
            r"(?:^|(?!stock |stok )\S+ )opname|dirawat (?:inap|di (?:rs|rsj|rumah sakit|icu|klinik|"
            r"puskesmas|ruang \w+))|rawat jalan|masuk (?:rs|rsj|icu|ugd|igd|rumah sakit)|rsj|"
            r"rumah sakit jiwa",
            r"(?:ke|di|kontrol|berobat|periksa|rujukan|dirujuk ke|antre di) (?:ke )?poli (?:jiwa|"
            r"jantung|kandungan|obgyn|saraf|penyakit dalam|onkologi|paru|kulit|kelamin|mata|tht|"
            r"psikiatri|rehabilitasi medik|geriatri|endokrin|hematologi|ginjal|urologi|hiv|vct|"
            r"anak|gigi)",
            r"kontrol (?:rutin |bulanan |berkala )?(?:ke )?(?:dokter|psikiater|psikolog|"
            r"rumah sakit|rs|poli|spesialis)",
            r"(?:rutin |sering |ikut |sesi |jadwal )?(?:ke|konsultasi (?:ke|dengan)|konseling "
            r"(?:ke|dengan|sama)|berobat ke|terapi (?:ke|dengan|sama)) (?:psikolog|psikiater|"
            r"terapis|konselor|dokter (?:jiwa|spesialis \w+|saraf|jantung|kandungan|onkologi))",
            r"ikut konseling|konseling (?:rutin|mingguan|bulanan)",
            r"cek (?:gula darah|tekanan darah|kolesterol|hba1c|darah rutin|viral load|cd4)",
            r"(?:minum|konsumsi|mengonsumsi|pakai|rutin|suntik|disuntik) (?:obat )?(?:litium|lithium|"
            r"antipsikotik|penstabil suasana hati|pengencer darah|antikoagulan|imunosupresan|"
            r"steroid|hormon|testosteron|estrogen|progesteron|insulin|pil kb|kb|prep|arv|"
            r"antiretroviral|obat (?:jiwa|psikiatri|epilepsi|kejang|asma|tbc|hepatitis|"
            r"kolesterol|asam urat|maag|tidur|penenang|tiroid|kanker|hiv))",
            r"(?:rutin |setiap hari |tiap hari )?(?:minum|konsumsi|mengonsumsi) obat (?:rutin|"
            r"seumur hidup|setiap hari|tiap hari|dari dokter|resep)",
            r"(?:pakai|ikut|pasang) kb|kb (?:spiral|implan|suntik|pil)|pil kb|iud",
            # Pregnancy, birth and fertility.
            r"program hamil|promil|bayi tabung|inseminasi|hamil muda|usia kehamilan|"
            r"kehamilan (?:saya|nya|pertama|kedua|ketiga)|(?:baru|habis|pasca|setelah) melahirkan|"
            r"masa nifas|nifas|(?:sedang|masih|lagi) menyusui|(?:sedang|lagi|masuk) menopause|"
            r"susah hamil|belum dikaruniai anak",
            # Recovery from addiction.
            r"(?:sudah |baru )?bersih dari (?:narkoba|alkohol|obat)|pemulihan dari (?:kecanduan|"
            r"alkohol|narkoba|depresi)|(?:berhenti|lepas dari) (?:narkoba|alkohol|minum alkohol)",
            # A condition said with an informal "I", or as what often befalls the person ("gue
            # asma", "sering migrain", "pernah kejang"); not of someone else ("pasien yang …"). A
            # lookbehind writes its space "\x20": the spelled view makes every space optional, and
            # a lookbehind must keep one width.
            r"(?<!yang\x20)(?:aku|gue|gua|gw|saya|pernah|sempat|sering|suka|gampang|langganan) "
            r"(?:memang |emang |juga |udah |sudah |ternyata |kena |terkena |mengalami )?"
            r"(?!kecanduan )" + _CONDITIONS,
            # A named condition flaring up again.
            _CONDITIONS + r"(?:nya|ku| saya| aku| gue| gw)? (?:\w+ )?(?:kambuh|kumat)",
            # Harm to oneself told of the person (the words alone are topical: a helpline's work).
            r"(?<!yang\x20)(?:(?:pernah|sempat|hampir|nyaris|kepikiran|berniat|sering|suka|ingin|"
            r"pengen|mau|dulu|masih) (?:mencoba |nyoba |coba |melakukan )?(?:percobaan )?"
            r"(?:bunuh diri|self[- ]?harm|menyakiti diri|melukai diri|nyakitin diri|ngelukain diri)|"
            r"(?:punya|ada|muncul|masih ada) (?:pikiran|keinginan|niat|dorongan) (?:untuk )?"
            r"(?:bunuh diri|menyakiti diri|melukai diri)|(?:nyilet|menyilet|menyayat|nyayat) "
            r"(?:tangan|lengan|pergelangan(?: tangan)?|nadi)(?: sendiri)?)",
            # Surgery and its aftermath: kinds of operation, the wound, the rest ordered.
            r"operasi (?:bariatrik|bariatri|pengecilan lambung|bypass lambung|lambung|prostat|"
            r"tiroid|batu (?:ginjal|empedu)|empedu|wasir|ambeien|bibir sumbing|jantung terbuka|"
            r"transplantasi|cangkok|pemasangan ring|amputasi|mastektomi|histerektomi|"
            r"pengangkatan \w+)",
            r"(?:masih|baru|lagi|sedang|dalam masa|masa pemulihan|hari|minggu|bulan) pasca-?operasi"
            r"(?! (?:sistem|server|bisnis|harian|lapangan|militer|pasar|tim|kantor))|"
            r"(?:luka|jahitan|bekas jahitan|bekas luka) (?:operasi|bedah|sesar|caesar)(?:nya|ku)?|(?:harus|"
            r"disuruh|wajib|sedang|lagi|masih|disarankan|perlu) (?:\w+ )?(?:bed ?rest|tirah baring)",
            # Procedures and tests undergone (their names alone are topical: a ward's schedule).
            r"(?:habis|baru|sudah|udah|pernah|sempat|akan|mau|harus|rutin|perlu|butuh|menjalani|"
            r"jalani|selesai|sehabis|setelah|pasca|penerima|lagi|sedang) (?:di)?(?:biopsi|"
            r"kolonoskopi|endoskopi|gastroskopi|bronkoskopi|kateterisasi(?: jantung)?|"
            r"kuret(?:ase)?|transfusi(?: darah)?|(?:transplantasi|cangkok) (?:ginjal|hati|jantung|"
            r"sumsum tulang|kornea|paru(?:-paru)?)|mamografi|pap ?smear|mri|ct[- ]?scan|usg|infus)|"
            r"di(?:infus|kuret|biopsi|transfusi|endoskopi|kateter)",
            # Pregnancy care: check-ups, scans, the midwife, the due date ("HPL" is a laminate too).
            r"kontrol (?:ke )?(?:kandungan|kehamilan|bidan|obgyn|spog)|(?:periksa|cek) (?:kehamilan|"
            r"janin)|(?:periksa|cek) kandungan (?:ke|di|sama|dengan) (?:dokter|bidan|rs|klinik|"
            r"puskesmas|obgyn|spog)|(?:ke|periksa ke|cek ke|rutin ke|kontrol ke) bidan|usg (?:4d|3d|"
            r"2d|kehamilan|janin|kandungan|transvaginal)|hpl(?:ku| saya| aku| gue)? (?:sekitar |"
            r"jatuh |diperkirakan )?(?:tanggal|bulan|awal bulan|akhir bulan|pertengahan bulan)",
            # A reading of the person's own body ("tensi gue tinggi", "gula darahku naik").
            r"(?:gula darah|kadar gula|tensi|tekanan darah|kolesterol|asam urat|trombosit|hb|"
            r"hemoglobin|trigliserida|kreatinin|saturasi(?: oksigen)?|hba1c|sgpt|sgot)(?:ku| saya| "
            r"aku| gue| gw) (?:\w+ )?(?:tinggi|naik|rendah|turun|drop|anjlok|melonjak|di atas|"
            r"di bawah|\d)",
            # Sterilisation, and leave for sickness taken (HR work on it is a topic).
            r"(?:sudah|udah|pernah|baru|habis|ikut|menjalani|jalani|memilih|pilih|mau|akan|rencana) "
            r"(?:vasektomi|tubektomi|steril kb|kb (?:steril|permanen|vasektomi|tubektomi))|"
            r"divasektomi|ditubektomi",
            r"(?:lagi|sedang|masih|ambil|mengambil|dapat|minta|ngajuin|mengajukan) (?:cuti|izin|ijin) "
            r"sakit(?! (?:karyawan|pegawai|staf|untuk|bagi|tim))",
        ),
        "biometric": (
            r"sidik jari",
            r"pemindaian wajah",
            r"data biometrik",
            r"(?:data|rekam(?:an)?|pindai(?:an)?|pemindaian|template) (?:wajah|iris|retina|"
            r"telapak tangan|suara|sidik \w+)",
            r"(?:mendaftarkan|daftar|merekam|rekam|menyimpan|memberikan) (?:data )?(?:wajah|iris|"
            r"retina|sidik jari|telapak tangan|suara)",
        ),
        "genetic": (
            # A genetic algorithm is no one's genes.
            r"(?:^|(?!algoritm[ae] )\S+ )genetik",
            r"pembawa (?:sifat|gen)(?: \w+)?|carrier (?:talasemia|thalasemia|gen)",
            r"penyakit (?:keturunan|bawaan|turunan)|kelainan (?:genetik|kromosom|bawaan)",
            r"tes (?:dna|genetik|paternitas|keturunan)|kromosom",
            # A gene for a condition inherited or carried ("a good gene for music" is none).
            r"(?:mewarisi|membawa|bawa|punya|ada) (?:gen|mutasi gen|mutasi genetik|kelainan gen) "
            r"(?:\w+ )?(?:brca\d?|talasemia|thalasemia|hemofilia|diabetes|kanker|alzheimer|"
            r"huntington|sel sabit|buta warna|kolesterol tinggi|penyakit \w+)",
        ),
        "criminal": (
            r"catatan kriminal",
            r"(?:di)?penjara",
            r"ditangkap",
            r"narapidana",
            r"terpidana",
            r"residivis",
            r"pernah dihukum",
            r"skck",
            r"bebas bersyarat",
            r"masa percobaan hukuman",
            r"divonis",
            r"dihukum",
            r"terdakwa",
            r"tersangka",
            r"(?:mantan|eks) (?:napi|narapidana|tahanan)",
            r"napi",
            r"ditahan polisi",
            r"keluar (?:dari )?(?:penjara|lapas|rutan)",
            r"(?:pernah |sempat )?(?:ditahan|mendekam|dipenjara|dikurung|menghuni|dipindah|masuk|"
            r"keluar dari|bebas dari|napi|warga binaan|tahanan) (?:di |ke )?(?:lapas|rutan|"
            r"lembaga pemasyarakatan|sel|tahanan|bui|nusakambangan)",
            r"(?:di)?bui",
            r"didakwa",
            r"(?:pernah )?(?:dipidana|dibui|ditahan|diadili)",
            r"kasus pidana",
            r"mendekam",
            r"dikurung",
            r"jeruji besi",
            r"hotel prodeo",
            r"(?:menyetir|nyetir|mengemudi) (?:dalam keadaan )?mabuk",
            r"(?:punya|ada) catatan (?:polisi|kepolisian|kriminal)",
            r"(?:mantan|eks) (?:pengguna narkoba|pecandu)",
            r"rehab(?:ilitasi)? narkoba",
            r"kena (?:kasus|pasal)",
            # Supervision after a sentence, serving one, and proceedings on the way to it.
            # "wajib lapor" alone is any duty to report (a tax return, a project's progress):
            # to the police, a prosecutor or probation, or as a status one is under.
            r"wajib lapor (?:diri )?(?:ke|di) (?:polisi|polsek|polres|polda|kantor polisi|kejaksaan|"
            r"kejari|kejati|bapas|pengadilan|lapas)",
            r"(?:kena|dikenai|dikenakan|menjalani|masih|status|tahanan) wajib lapor",
            r"(?:ke|lapor ke|klien) bapas|balai pemasyarakatan",
            r"pembebasan bersyarat|cuti bersyarat|cuti menjelang bebas|asimilasi|remisi|"
            r"(?:eks |mantan )?warga binaan|wbp",
            r"tahanan (?:kota|rumah|polisi|kejaksaan)|(?:status|jadi|menjadi|sebagai) "
            r"(?:tahanan|tersangka|terdakwa|terpidana|buronan|buron)|buronan|dpo polisi",
            r"(?:masuk|pernah di|sempat di) (?:bui|penjara|sel|tahanan)",
            r"berurusan dengan (?:polisi|hukum|aparat|kepolisian|kejaksaan|pengadilan)",
            r"(?:tersandung|terjerat|terlibat|tersangkut|kena) (?:kasus|perkara)(?: \w+)?",
            r"(?:pernah |sempat |sudah )?(?:diciduk|dibekuk|diringkus|dicokok|digerebek|"
            r"dipolisikan|dilaporkan ke polisi|diperiksa polisi|diamankan polisi)",
            # (a thesis defence, "sidang skripsi", is no trial)
            r"menjalani (?:sidang(?! (?:skripsi|tesis|disertasi|proposal|akhir|kelulusan))|hukuman|"
            r"masa hukuman|masa tahanan|vonis|persidangan|masa percobaan)|sidang (?:pidana|kasus "
            r"(?:saya|nya))",
            r"hukuman (?:percobaan|penjara|kurungan|bersyarat|pidana)|dihukum percobaan|"
            r"(?:di)?vonis (?:bebas|\w+ tahun|penjara|percobaan)|masa tahanan|masa hukuman",
            r"(?:pernah|sempat) (?:kena|terkena|terlibat|tersandung|terjerat) (?:kasus|pidana)",
            r"(?:pernah |sempat )?(?:mencuri|mencopet|merampok|menjambret|menipu orang|"
            r"memakai narkoba|pakai narkoba|nyabu|ngobat)",
            r"(?:tahun|bulan) (?:di|dalam|mendekam di|dipenjara di|ditahan di) (?:lapas|"
            r"rutan|penjara|bui|sel|tahanan|lembaga pemasyarakatan)|penghuni (?:lapas|rutan|penjara|"
            r"hotel prodeo)|(?:selesai|habis|sedang) menjalani (?:masa )?(?:pidana|hukuman|tahanan)|"
            r"(?:dapat|kena|dijatuhi|menerima) (?:vonis|hukuman) (?:\w+ )?(?:tahun|bulan|percobaan|"
            r"penjara)",
            r"(?:mantan|eks|bekas) (?:residivis|tahanan|terpidana|pencuri|pengedar|bandar|kurir "
            r"narkoba|anak (?:lapas|lpka))|lpka",
            # A party to criminal proceedings: in the dock, a co-accused witness, custody suspended,
            # a pretrial motion or clemency sought, a prosecutor's demand, a sting, an
            # interrogation (a lawyer's motion "untuk klien", a tax amnesty, are none).
            r"(?<!yang\x20)(?:(?:duduk|didudukkan|kembali duduk) di kursi pesakitan|(?:jadi|menjadi|"
            r"sebagai|dijadikan|ditetapkan sebagai) saksi mahkota|(?:diperiksa|dipanggil|"
            r"diinterogasi|dimintai keterangan) (?:oleh |sama |di |ke )?(?:penyidik|kpk|kejaksaan|"
            r"kejari|kejati|jaksa|reskrim|polda|polres|polsek|bareskrim|propam|densus))",
            r"(?:dapat|mendapat|diberi|dikasih|dikabulkan|mengajukan|ajukan|ngajuin|minta) "
            r"(?:penangguhan penahanan|praperadilan|grasi|amnesti|abolisi)(?! (?:untuk|bagi|buat|"
            r"atas nama|klien|pajak))",
            r"dituntut (?:jaksa |jpu )?(?:hukuman |pidana |penjara )?(?:\d+|se|satu|dua|tiga|empat|"
            r"lima|enam|tujuh|delapan|sembilan|sepuluh|sebelas|\w+ belas|\w+ puluh|setengah) "
            r"(?:tahun|bulan)(?! (?:pengalaman|kerja|masa kerja))|dituntut (?:hukuman|pidana|"
            r"penjara|mati|seumur hidup)|(?:dituntut|didakwa) (?:oleh |sama )?(?:jaksa|jpu|"
            r"kejaksaan)",
            r"(?:kena|terkena|terjaring|tertangkap|ditangkap dalam) (?:ott|operasi tangkap tangan)",
            # Drugs used, in slang and by name, and a drug test failed.
            r"nyimeng|ngegele|ngeganja|nginex|(?<!yang\x20)(?:pakai|pake|memakai|nyoba|mencoba|"
            r"konsumsi|mengonsumsi|ngisep|isap|mengisap|hisap) (?:ganja|sabu(?:-sabu)?|ekstasi|inex|"
            r"tembakau gorila|pil koplo|putau|heroin|kokain|obat terlarang|narkotika)|(?:tes|hasil "
            r"tes|cek) urine(?:nya|ku| saya| gue| aku)? positif|positif (?:narkoba|sabu|ganja|"
            r"amfetamin|metamfetamin|narkotika)",
        ),
        "children": (
            r"anak (?:saya|kami|nya)",
            r"anaknya",
            r"putra (?:saya|nya)",
            r"putri (?:saya|nya)",
            # The user a minor: school level, age under 18, a minor's status.
            r"(?:masih|baru|sedang|lagi) (?:duduk di )?(?:kelas \d+ )?(?:sd|smp|sma|smk|mts|"
            r"sekolah dasar|sekolah menengah)(?: kelas \d+)?|(?:masih )?di bawah umur|"
            r"belum (?:17 tahun|cukup umur|dewasa|punya ktp)",
            r"(?:siswa|siswi|murid|pelajar) (?:kelas \d+ )?(?:sd|smp|sma|smk|mts)(?: kelas \d+)?|"
            r"kelas (?:[1-9]|1[0-2]) (?:sd|smp|sma|smk|mts)",
            # The person's age, not a company's ("perusahaan berusia 10 tahun").
            r"(?:^(?:umur|usia|berusia|berumur)|(?:umur|usia)(?:nya| saya| aku|ku)|(?:saya|aku|dia) "
            r"(?:berusia|berumur)) (?:baru |masih )?(?:[4-9]|1[0-7]) tahun",
            # The person's child in informal words ("Putri" alone is a name).
            r"anak(?:ku| gue| gw| gua)|putraku|putriku|buah hati(?:ku| saya| kami| kita)?|si "
            r"(?:kecil|sulung|bungsu)(?![\w-])",
            # Leaving or entering a school of minors (a teacher starting at one is work).
            r"(?:baru|mau|akan|belum) (?:lulus|tamat) (?:sd|smp|mts)(?![\w-])|(?:baru|mau|akan|lagi|"
            r"sedang) (?:masuk|daftar(?: ke)?|naik ke|pindah ke) (?:sd|smp|sma|smk|mts)(?![\w-])"
            r"(?!(?: [\w-]+){0,4} sebagai)",
        ),
        "finance": (
            r"gaji(?:nya| saya)",
            r"penghasilan(?:nya| saya)",
            r"pendapatan (?:saya|nya|bulanan)",
            r"(?:utang|hutang|pinjaman|cicilan)(?:nya| saya)",
            r"terlilit (?:utang|hutang|pinjol)",
            r"(?:kredit|cicilan|pinjaman|kpr|utang|hutang|pinjol|paylater)(?:nya| saya| aku|ku) "
            r"macet|punya (?:pinjol|utang|hutang|kredit|cicilan|pinjaman) macet",
            r"saldo (?:rekening|tabungan)(?:nya| saya)?",
            r"bangkrut",
            r"pailit",
            r"gagal bayar",
            # The verb is the user's state; the noun alone may be the user's work ("penagihan
            # tunggakan"), so it is a topic (below), framed away at work.
            r"menunggak",
            r"pinjol",
            r"pinjaman online",
            r"debt collector",
            r"ditagih (?:utang|hutang|debt collector)",
            r"(?:menggadaikan|digadaikan)",
            r"(?:melunasi|mencicil) (?:utang|hutang|pinjaman|kpr)",
            # Arrears, lenders of last resort, credit records and aid (UU PDP art. 4(2)).
            r"gali lubang tutup lubang|rentenir|lintah darat|bank (?:keliling|emok)|"
            r"koperasi harian|(?:dikejar|diteror|didatangi|ditelepon) (?:debt collector|dc|"
            r"penagih(?: utang)?|rentenir|pinjol)|penagih utang",
            r"(?:nunggak|telat bayar|terlambat bayar|belum (?:bisa|sanggup|mampu) bayar|"
            r"(?:tidak|nggak|gak|ga) (?:sanggup|mampu|kuat|bisa) (?:bayar|melunasi|nyicil)|"
            # … a business's invoices are not the person's arrears.
            r"gagal (?:bayar|nyicil|mencicil))(?! (?:invoice|faktur|tagihan (?:klien|vendor|"
            r"pelanggan)|vendor|supplier|pemasok|klien|pelanggan))",
            r"(?:masuk|kena|tercatat di|nama(?:nya)? (?:masuk|jelek|buruk) di) (?:bi checking|"
            r"slik(?: ojk)?|daftar hitam|blacklist)|(?:bi checking|slik|skor kredit|riwayat kredit|"
            r"kolektibilitas)(?:nya| saya)? (?:jelek|buruk|rendah|merah|hancur|bermasalah|turun|"
            r"kol ?[2-5])|di-?blacklist (?:bank|leasing|pinjol)",
            r"tagihan (?:paylater|kartu kredit|kk|pinjol|cicilan|listrik|kos)(?:nya| saya)? "
            r"(?:menumpuk|numpuk|nunggak|macet|telat|belum (?:dibayar|lunas)|membengkak)",
            r"(?:terlilit|terjerat|terjebak|dililit) (?:\w+ )?(?:utang|hutang|pinjol|paylater|"
            r"cicilan|rentenir)",
            r"(?:utang|hutang|ngutang|berutang|pinjam(?:an)?|minjem) (?:uang )?(?:ke|di|sama|pada|"
            r"dari) (?:rentenir|lintah darat|bank keliling|pinjol|koperasi|teman|saudara|"
            r"keluarga|kantor|bos|tetangga|mertua)",
            r"(?:penerima|dapat|mendapat|terima|menerima|ambil) (?:bansos|blt|pkh|bpnt|"
            r"bantuan sosial|bantuan langsung tunai|sembako gratis|kartu sembako|beras bansos|"
            r"subsidi upah)",
            r"(?:gadai|menggadaikan|digadaikan|nggadai) (?:barang|emas|bpkb|sertifikat|motor|hp|"
            r"laptop|perhiasan|tv)|(?:ke|di) pegadaian",
            r"(?:gaji|penghasilan|pendapatan|upah)(?:nya| saya| aku|ku)? (?:pas-pasan|umr|ump|"
            r"di bawah umr|minim|kecil|tidak cukup|nggak cukup|gak cukup|telat dibayar|"
            r"belum dibayar|dipotong)",
            r"(?:gaji|penghasilan|pendapatan|upah|take home pay|thp)(?:nya| saya| aku|ku)? "
            r"(?:bersih |kotor |bulanan |sebulan |per bulan |setahun |per tahun )?(?:sekitar |"
            r"kurang lebih |cuma |hanya |sebesar |di atas |di bawah )?(?:rp\.? ?)?\d",
            r"(?:uang|tabungan|saldo)(?:nya| saya| aku|ku)? (?:habis|menipis|tinggal|minus|nol)|"
            r"(?:tidak|nggak|gak|ga) punya tabungan|hidup pas-pasan|kesulitan (?:keuangan|ekonomi|"
            r"uang|bayar)|krisis keuangan pribadi",
            # A home, land or vehicle auctioned, seized or taken back by a creditor; insolvency.
            r"(?:rumah|tanah|mobil|motor|aset|ruko|apartemen|sertifikat|agunan|jaminan)(?:nya| saya| "
            r"aku|ku| kami| keluarga)? (?:\w+ ){0,3}(?:dilelang|dieksekusi|disita|kena lelang|"
            r"masuk (?:daftar )?lelang|ditarik (?:leasing|dealer|dc|debt collector|bank|kreditur|"
            r"finance|pihak leasing))",
            r"lelang (?:rumah|agunan|jaminan|aset)(?: saya| kami| aku|ku|nya| keluarga)|lelang "
            r"eksekusi (?:hak tanggungan|rumah)",
            r"(?:sedang|dalam|masuk|mengajukan|ajukan|status|proses|digugat) (?:proses )?(?:pkpu|"
            r"kepailitan|penundaan kewajiban pembayaran utang)",
            # Money lost or owed to gambling (playing is a topic, below).
            r"(?:utang|hutang|ngutang|kalah|boncos|rugi|terjerat|terlilit|depo|deposit) (?:\w+ )?"
            r"(?:judi|judol|togel|slot online|slot gacor)(?: online| bola)?(?![\w-])",
        ),
        "religion": (
            r"beragama",
            r"agamanya",
            r"(?:seorang|sebagai) (?:muslim|kristen|katolik|hindu|buddha|konghucu|ateis)",
            r"sholat",
            r"salat",
            r"shalat|solat",
            r"puasa ramadan",
            r"mualaf",
            r"pindah agama",
            # Worship practice (UU PDP art. 4(2): "agama").
            r"(?:ke|pergi ke) (?:gereja|masjid|pura|vihara|klenteng|kelenteng|musholla|mushola|"
            r"mushalla|musala|surau|langgar|kapel|katedral|kuil|sinagoga|gurdwara|paroki|balai "
            r"kerajaan)(?![\w-])",
            # Roles and service at a place of worship ("pelayanan" alone is customer service too).
            r"(?:pelayanan|melayani|pelayan|ibadah|kebaktian|jemaat|paduan suara|koor|kor|tim musik|"
            r"tim multimedia|usher|worship leader|pemusik|pemain musik) (?:\w+ ){0,3}(?:di |ke )?"
            r"(?:gereja|paroki|kapel|gki|gkj|gkjw|hkbp|gpib|gbi|gmim|gkps|gpdi|gbkp|gmit|gkp|gks|"
            r"gpps|gpi|gkii)(?![\w-])",
            r"(?:penatua|diaken|diakon|syamas|misdinar|putra altar|putri altar|prodiakon|pemazmur|"
            r"marbot|muazin|muadzin|takmir|pemangku pura|pinandita|majelis (?:jemaat|gereja))"
            r"(?![\w-])|(?:lektor|organis|imam|khatib|pengurus|remaja|pemuda) (?:di )?(?:gereja|"
            r"paroki|misa|masjid|musholla|mushola|musala|dkm|vihara|pura|klenteng)|(?:jadi|menjadi|"
            r"sebagai) (?:imam|khatib) (?:salat|sholat|shalat|jumat|tarawih|di)|risma|"
            r"orang muda katolik|omk(?![\w-])",
            r"kebaktian|sabat(?:an)?(?![\w-])|(?:ikut|rutin|aktif|hadir) (?:di )?(?:persekutuan|"
            r"komsel|pengajian|majelis taklim)",
            r"(?:ikut|rutin) (?:misa|kebaktian|pengajian)",
            r"sholat (?:jumat|lima waktu|tahajud)",
            r"salat (?:jumat|lima waktu|tahajud)",
            r"(?:naik )?haji",
            r"umroh|umrah",
            r"puasa (?:senin kamis|sunnah|daud)",
            r"beribadah",
            r"dibaptis",
            r"(?:taat|rajin) beribadah",
            r"(?:mengaji|ngaji)",
            r"tarawih",
            r"jumatan",
            r"(?:berjilbab|berhijab)",
            r"(?:merayakan|ikut) (?:nyepi|waisak|galungan)",
            r"(?:penganut|pemeluk) (?:agama|islam|kristen|katolik|hindu|buddha|konghucu|kepercayaan)",
            r"(?:tidak|nggak|gak) (?:beragama|percaya tuhan)",
            r"(?:ateis|agnostik)",
            r"(?:menjadi|jadi) (?:muslim|kristen|katolik|mualaf)",
            # A faith or denomination, an organisation of one; leaving one.
            r"(?:seorang|sebagai|saya|aku|dia|ia|umat|jemaat|warga|orang) (?:muslimah|muslim|"
            r"nasrani|kristiani|kristen|katolik|protestan|hindu|buddha|budha|konghucu|khonghucu|"
            r"kejawen|penghayat(?: kepercayaan)?|ahmadiyah|syiah|sunni|nahdliyin|advent|"
            r"pantekosta|karismatik|saksi yehuwa|baha'i|sikh|yahudi)",
            r"(?:anggota|warga|kader|jamaah|jemaah|aktivis) (?:nu|nahdlatul ulama|muhammadiyah|"
            r"ldii|persis|ahmadiyah|jamaah tabligh|tarbiyah|hkbp|gki|gkj|gpib|gbi|gereja \w+|"
            r"paroki \w+|masjid \w+)",
            r"murtad|keluar dari (?:islam|kristen|katolik|agama \w+)|berpindah (?:agama|keyakinan)",
            # Garments, prayer and fasting, scripture and study, holy days, offerings.
            r"(?:pakai|pake|memakai|mengenakan|berpakaian|selalu pakai) (?:\w+ )?(?:jilbab|hijab|"
            r"kerudung|cadar|niqab|burka|khimar|gamis syar'?i|salib|kalung salib|rosario|tasbih|"
            r"sorban|kippah|turban)",
            r"(?:bercadar|berkerudung|berniqab|berjubah|bersorban)",
            r"(?:puasa|berpuasa|shaum) (?:ramadan|ramadhan|arafah|asyura|syawal|mutih|nyepi|"
            r"prapaskah|pra-paskah|paskah|daud|sunah|sunnah|senin-kamis|wajib|ganti|qadha)|"
            r"(?:berpuasa|puasa) (?:saat|selama|di bulan|pada|waktu) (?:ramadan|ramadhan|nyepi|"
            r"prapaskah|masa prapaskah)|(?:sahur|buka puasa) (?:setiap|tiap|selama) \w+",
            r"(?:shalat|sholat|salat|solat) \w+|(?:tahajud|tahajjud|dhuha|duha|witir|istikharah)|"
            r"subuh berjamaah|berjamaah di masjid|(?:ibadah|sembahyang|beribadah|berdoa|misa|"
            r"kebaktian) (?:di|ke) (?:gereja|masjid|pura|vihara|klenteng|musala|mushola|musholla|"
            r"langgar|surau|kapel|katedral|sinagoga|kuil)|sembahyang|bersembahyang|doa rosario",
            r"misa(?![\w-])|sekolah minggu|persekutuan doa|pendalaman alkitab|komsel|"
            r"retret (?:gereja|rohani|pemuda)|paduan suara gereja|pelayanan (?:di )?gereja|"
            r"(?:ikut|rutin|aktif) (?:ibadah|kebaktian|pelayanan|persekutuan|komsel|kajian|"
            r"majelis taklim|liqo|halaqah|tahsin|tadarus|yasinan|tahlilan|pengajian)",
            r"(?:kajian|ngaji|mengaji) (?:ustaz|ustadz|rutin|islam|sunnah|subuh|kitab|bersama)|"
            r"majelis taklim|liqo|halaqah|tahsin|tadarus|yasinan|tahlilan|"
            r"(?:hafalan|menghafal|hafal|khatam|setoran) (?:quran|al-quran|al quran|alquran|"
            r"juz \w+)|hafiz(?:ah)?",
            r"(?:lulusan|alumni|alumnus|mantan santri|mondok di|nyantri di|belajar di) "
            r"pesantren|santri(?:wati)?(?![\w-])|mondok",
            r"ziarah(?: \w+)?|wisata rohani",
            r"(?:merayakan|rayakan|ikut perayaan|ibadah) (?:natal|paskah|idul fitri|idul adha|"
            r"lebaran|waisak|nyepi|galungan|kuningan|deepavali|diwali|maulid|isra mi'?raj|"
            r"jumat agung|kamis putih|rabu abu)",
            r"(?:bayar|membayar|menunaikan|mengeluarkan|kasih|memberi|rutin) (?:zakat|fidyah|"
            r"perpuluhan|infak|infaq|punia|persembahan)|perpuluhan|(?:ikut )?(?:berkurban|qurban)",
            r"(?:hanya|cuma|harus|wajib|selalu) (?:makan |pilih |cari |mau )?(?:makanan |yang |"
            r"restoran )?halal|(?:tidak|nggak|gak|ga|tak|pantang) (?:makan|konsumsi) "
            r"(?:makanan haram|yang haram)",
            # Pork or beef avoided says a faith only when the faith is named as the reason (as in
            # English: a diet, an allergy or a taste avoids them too).
            r"(?:tidak|nggak|gak|ga|tak|pantang) (?:makan|konsumsi) (?:daging )?(?:babi|sapi) "
            r"(?:karena|sebab|demi) (?:agama|keyakinan|iman|alasan agama)",
            # ... and so do alcohol and meat, in informal words too.
            r"(?:tidak|nggak|gak|ga|tak|pantang|tidak pernah|nggak pernah|gak pernah) (?:minum|"
            r"konsumsi|mengonsumsi|makan|menyentuh|nyentuh) (?:\w+ )?(?:alkohol|minuman keras|miras|"
            r"bir|wine|minuman beralkohol|daging|babi) (?:karena|sebab|demi|soalnya|gara-gara) "
            r"(?:alasan )?(?:agama|keyakinan|iman|keagamaan|kepercayaan)",
            # Lent kept (the season alone is topical: a bakery's Lent menu); the ashes worn.
            r"pantang (?:dan puasa|daging|makan daging)|puasa (?:dan|&) pantang|abu (?:di|pada) "
            r"(?:dahi|kening)",
            # Sacraments received and instruction for them.
            r"(?:terima|menerima|sambut|menyambut|ikut|sudah|baru|belum) (?:komuni(?: pertama| "
            r"kudus)?|sakramen \w+|krisma)|(?:ikut|rutin|sudah|baru|mau|akan|pergi|sempat|belum) "
            r"pengakuan dosa|(?:ikut|sedang|lagi|baru|sudah|selesai) (?:katekisasi|katekumen(?:at)?|"
            r"kelas katekisasi|persiapan (?:baptis|sidi|krisma|komuni))|(?:sudah|baru|belum|akan|"
            r"mau) (?:di)?sidi(?![\w-])",
            # Devotions of Islam kept by the person.
            r"(?:ikut|rutin|mau|akan|sedang|lagi|pernah|sering) (?:i'?tikaf|iktikaf|dzikir|zikir|"
            r"wirid|sholawatan|shalawatan|selawatan|maulidan|qiyamul lail|khataman)|(?:i'?tikaf|"
            r"iktikaf) (?:di|selama|sepuluh|10|tiap|setiap)",
            # Rites for ancestors and offerings (Javanese, Balinese, Chinese-Indonesian), kept or
            # gone home for; vegetarian days of Buddhist and Confucian observance.
            r"(?:ikut|rutin|mau|akan|pulang (?:kampung )?(?:buat|untuk)|tiap tahun|setiap tahun|"
            r"sempat) (?:nyadran|sadranan|nyekar|ruwatan|odalan|piodalan|melasti|ngaben|ceng beng|"
            r"cheng beng|sembahyang leluhur|pai-?pai|puja bakti)|(?:menghaturkan|haturkan|"
            r"ngaturang|mempersembahkan|taruh|menaruh|pasang|memasang|nyiapin|menyiapkan|sediakan|"
            r"menyediakan) (?:canang(?: sari)?|banten|sesajen|sesaji)|mebanten|maturan|ciak ?(?:chai|"
            r"cai|jay|jai|chay)",
            # Membership of a faith's student, youth or women's organisation.
            r"(?:kader|anggota|alumni|alumnus|aktivis|pengurus|ketua|eks|mantan|ikut|gabung(?: di| "
            r"ke)?) (?:hmi|pmii|imm|kammi|gmki|pmkri|kmhdi|hikmahbudhi|ipnu|ippnu|banser|gp ansor|"
            r"ansor|fatayat(?: nu)?|muslimat(?: nu)?|aisyiyah|nasyiatul aisyiyah|pemuda muhammadiyah|"
            r"pemuda katolik|wanita katolik|perkantas)(?![\w-])",
        ),
        "ethnicity": (
            r"keturunan (?:tionghoa|cina|arab|india|jawa|batak)",
            r"sukunya",
            r"suku (?:jawa|batak|sunda|minang|bugis|dayak|tionghoa)",
            r"etnis",
            # Racial or ethnic origin: a people named as what the person or family is.
            r"(?:orang|keturunan|berdarah|suku) (?:jawa|batak|sunda|minang(?:kabau)?|bugis|dayak|"
            r"tionghoa|cina|arab|india|madura|betawi|bali|papua|ambon|aceh|melayu|banjar|sasak|"
            r"toraja|nias|flores|timor)",
            r"keturunan \w+",
            # Clans, mixed and migrant origins, indigenous peoples.
            r"(?:seorang |orang |keturunan |keluarga |saya |aku |dia )?peranakan (?:tionghoa|cina|"
            r"arab|india|belanda)|(?:saya|aku|dia|keluarga(?:nya| saya)?) peranakan",
            r"blasteran|darah campuran|campuran (?:darah )?"
            + _PEOPLES
            + r"(?:-\w+)?|berdarah "
            + _PEOPLES,
            r"bermarga|marganya|marga (?:saya|aku|kami|keluarga)|boru (?:saya|nya)",
            r"(?:perantau|anak rantau|orang rantau) (?:asal |dari )?" + _PEOPLES,
            r"(?:anggota|warga|dari|bagian dari|keturunan) masyarakat adat|suku (?:asli|"
            r"pedalaman)|orang asli \w+",
            r"warga keturunan|wni keturunan|non-?pribumi|(?:saya|aku|dia|seorang) pribumi",
            r"(?:warga|anggota|penduduk|keturunan|lahir di|berasal dari|tinggal di|hidup di|bagian "
            r"dari) (?:kampung|desa|komunitas|masyarakat(?: hukum)?|kasepuhan|nagari) adat",
            r"(?:satu|sama|se-?) ?marga|semarga|(?:orang|suku|keturunan|berdarah|warga) (?:baduy|"
            r"mentawai|asmat|dani|osing|tengger|sasak|toraja|nias|minahasa|mandar|gorontalo|buton|"
            r"rote|sumba|lampung|kajang|samin|anak dalam|talang mamak|sakai|bajo|rimba|kubu|"
            r"tolaki|muna|kaili|sangihe|dayak \w+)",
            # A family's migration from abroad told as its history (a move between two cities of
            # Indonesia is a hometown, not an origin).
            r"(?:keluarga|kakek|nenek|leluhur|nenek moyang|orang ?tua|buyut|moyang|ayah|ibu)(?:nya| "
            r"saya| kami| aku|ku)? (?:dulu |dahulu |aslinya |memang )?(?:datang|merantau|bermigrasi|"
            r"pindah|hijrah|berlayar|mengungsi|berimigrasi) (?:ke sini |ke indonesia )?dari "
            r"(?:tiongkok|china|cina|hadramaut|yaman|arab|india|belanda|jepang|portugis|fujian|"
            r"hokkian|kanton|guangdong|hainan|gujarat|tamil|punjab|pakistan|persia|armenia|eropa)",
            r"(?:merayakan|rayakan) imlek",
            r"(?:saya|aku|dia|ia|keluarga(?:nya| saya)?|ayah(?:nya| saya)?|ibu(?:nya| saya)?) "
            r"(?:orang|suku|keturunan|berdarah|asli) " + _PEOPLES,
            # Descent said of oneself in other words: "sukuku", "margaku", blood of a people, a
            # slang name of Chinese-Indonesians, a generation of migrants.
            r"suku(?:ku| saya| aku| gue| gw| kami)|marga(?:ku| gue| gw)|(?:ada|punya|mengalir|"
            r"setengah|separuh) darah " + _PEOPLES,
            r"(?:aku|gue|gua|gw|saya|dia|seorang|sebagai|sesama|keluarga(?:ku| saya| kami)?|orang) "
            r"(?:chindo|cindo)|generasi (?:kedua|ketiga|keempat|ke-?[2-5]) (?:imigran|perantau|"
            r"pendatang)",
            # A refugee or an asylum seeker (flood or quake evacuees are none).
            r"(?:^|saya |aku |gue |gw |dia |seorang |sebagai |berstatus |mantan |eks )(?:pengungsi|"
            r"pencari suaka|imigran)(?! (?:bencana|banjir|gempa|erupsi|longsor|kebakaran|korban|"
            r"internal))",
        ),
        "political": (
            r"memilih (?:partai|capres|calon)",
            r"pilihan politik",
            r"anggota partai",
            r"simpatisan",
            r"pendukung (?:partai|capres)",
            r"golput",
            # Political opinions and union membership (UU PDP art. 4(2) reads with GDPR art. 9).
            r"(?:selalu |biasa )?(?:mencoblos|nyoblos)",
            r"memilih (?:partai|capres|cawapres|caleg|pasangan calon|paslon|nomor urut)",
            r"kader partai",
            r"relawan (?:kampanye|capres|paslon|partai)",
            r"tim sukses",
            r"(?:oposisi|anti) (?:pemerintah|rezim|presiden)",
            r"menentang (?:pemerintah|rezim|presiden)",
            r"(?:ikut|sering ikut) (?:demo|aksi unjuk rasa|unjuk rasa)",
            r"anggota serikat (?:pekerja|buruh)",
            # Konfederasi dan federasi serikat pekerja disebut dengan singkatannya.
            r"(?:k?spsi|kspi|fspmi|kasbi|kpbi|sbsi|fsp ?\w+|sp ?bumn|kspsi)",
            # Protest, strike and union office; parties, candidacy and campaign teams.
            r"turun ke jalan|(?:ikut|ikutan|pernah ikut|rutin ikut|sering ikut|turun|gabung) "
            r"(?:aksi|demo|demonstrasi|unjuk rasa|long march|mogok(?: kerja| nasional)?|orasi)|"
            r"aksi (?:kamisan|massa|bela \w+|\d+)|demo (?:buruh|mahasiswa|tolak \w+|menolak \w+)",
            r"(?:pengurus|ketua|sekretaris|anggota|ikut|gabung|bergabung dengan|aktif di|aktif "
            r"dalam) serikat(?: \w+)?|mogok kerja",
            r"(?:kader|anggota|simpatisan|pendukung|pemilih|relawan|caleg|pengurus|fungsionaris|"
            r"timses|tim sukses|konstituen|loyalis|militan|massa) (?:partai )?"
            + _PARTIES
            + r"(?![\w-])",
            r"(?:memilih|milih|mendukung|dukung|nyoblos|mencoblos|coblos|pilih|mendukung penuh) "
            r"(?:partai )?" + _PARTIES + r"(?![\w-])",
            r"nyaleg|caleg (?:dari|partai|dprd|dpr)|mencalonkan diri|calon legislatif|"
            r"maju (?:sebagai )?(?:caleg|calon \w+|cabup|cagub|cawalkot|kades)|maju (?:pilkada|"
            r"pilkades|pileg)",
            r"timses|tim pemenangan|tim kampanye|relawan (?:pemenangan|politik|pilkada|pilpres|"
            r"caleg|cagub|cabup|calon)",
            r"(?:seorang |sebagai |mantan |eks |adalah |jadi |menjadi )aktivis|^aktivis",
            # Leaflets, door-to-door canvassing and polling-station witnesses for a party or a
            # candidate (a bakery's flyers are none); a party card.
            r"(?:bagi-bagi|membagikan|bagikan|bagi|menyebar(?:kan)?|sebar|nyebar|pasang|memasang|"
            r"tempel|menempel) (?:\w+ )?(?:selebaran|brosur|pamflet|stiker|spanduk|baliho|kaos|"
            r"alat peraga kampanye|apk) (?:\w+ )?(?:untuk |buat |dari |milik |bergambar )?(?:caleg|"
            r"capres|cagub|cabup|cawalkot|paslon|calon|partai|" + _PARTIES + r")",
            r"(?:kampanye|blusukan|door to door|ketok pintu|dari pintu ke pintu|turun ke warga) "
            r"(?:\w+ )?(?:untuk|buat|bagi|bersama|demi) (?:caleg|capres|cagub|cabup|paslon|calon|"
            r"partai|" + _PARTIES + r")",
            r"saksi (?:partai|paslon|caleg|capres|dari partai)|kta (?:partai|"
            + _PARTIES
            + r")|kartu (?:tanda )?anggota partai",
            # Union dues paid or docked, union meetings attended, a plant-level union office.
            r"(?:bayar|membayar|nyetor|setor|rutin bayar|dipotong) iuran (?:anggota )?serikat|iuran "
            r"(?:anggota )?serikat(?: pekerja| buruh)?(?:ku| saya| aku| gue| gw)?(?: \w+)? "
            r"(?:dipotong|langsung dipotong|otomatis dipotong)|(?:ikut|hadir (?:di|dalam)|datang ke|"
            r"rutin ikut|sering ikut) (?:rapat|pertemuan|kongres|konsolidasi|musyawarah|pendidikan|"
            r"diklat|aksi) (?:serikat|sp|spsi|puk|federasi)(?![\w-])|kartu anggota serikat|"
            r"(?:pengurus|ketua|anggota|sekretaris|bendahara) puk(?![\w-])",
            # A candidate chosen in the informal words of a ballot.
            r"(?:pilih|milih|dukung|coblos|nyoblos|mencoblos|contreng|nyontreng) (?:paslon|capres|"
            r"cawapres|caleg|cagub|cawagub|cabup|cawabup|cawalkot|petahana)|(?:pendukung|pemilih|"
            r"relawan|kubu|dukung|mendukung|milih|nyoblos|coblos) 0[1-9](?![\w-])",
            # Separatist causes, political mass organisations, a side for or against the
            # government (a local government's programme is none).
            r"(?:mendukung|dukung|pendukung|pro|simpatisan|anggota|aktivis|mantan|eks) (?:papua "
            r"merdeka|kemerdekaan papua|referendum papua|opm|knpb|rms|republik maluku selatan|"
            r"gerakan aceh merdeka|kombatan gam)|(?:kader|anggota|simpatisan|laskar|eks|mantan|"
            r"aktivis|pengurus|massa|alumni) (?:fpi|front pembela islam|hti|hizbut tahrir|pa 212|"
            r"pemuda pancasila|gmni|fbr)(?![\w-])|(?:pro|kontra|pendukung) (?:pemerintah|rezim|"
            r"istana)(?! (?:daerah|desa|kota|kabupaten|provinsi|pusat|setempat))",
        ),
        "sexuality": (
            r"orientasi seksual",
            r"biseksual",
            r"kehidupan seks\w*",
            r"transpuan",
            r"(?:penyuka|pasangan|menyukai) sesama jenis",
            r"sesama jenis",
            r"gay",
            r"lesbian",
            r"transgender",
            r"coming out",
            r"homoseks(?:ual)?",
            # not a way living things reproduce ("reproduksi aseksual pada tumbuhan")
            r"(?:a|pan|bi)seksual(?! pada)",
            r"waria",
            r"queer",
            r"non-?biner",
            r"interseks",
            r"tertarik (?:pada|dengan|sama) (?:sesama|pria|wanita|laki-laki|perempuan|cowok|cewek)",
            r"(?:pacar|pasangan|kekasih) (?:sejenis|sesama)",
            r"menikah (?:dengan|sama) sesama",
            r"(?:pria|wanita|lelaki|perempuan) trans",
            # A partner of the same gender; words for sexual minorities; sex life.
            r"(?:pacar|pasangan|kekasih|gebetan|suami|istri)(?:nya| saya| aku|ku)? (?:juga |"
            r"sama-sama )?(?:seorang )?(?:cowok|cewek|pria|wanita|laki-laki|perempuan|lelaki) juga",
            r"(?:pacar|pasangan|kekasih|gebetan|pacaran|berpacaran|menikah|tinggal bersama|kencan"
            r")(?:nya| saya| aku|ku)?(?: \w+){0,3} sesama (?:cowok|cewek|pria|wanita|laki-laki|"
            r"perempuan|lelaki)",
            r"sama-sama (?:cowok|cewek|pria|wanita|laki-laki|perempuan)",
            r"dua (?:pria|wanita|cowok|cewek|perempuan|laki-laki)(?: \w+){0,3} (?:pasangan|"
            r"pacaran|berpacaran|menikah|kekasih)",
            r"lesbi|lesbong|homo(?! sapiens| erectus)|maho|bencong|transpria|transmen|"
            r"trans (?:pria|wanita|perempuan|laki-laki)",
            r"transisi (?:gender|kelamin)|ganti kelamin|operasi (?:kelamin|ganti kelamin)|"
            r"terapi hormon (?:untuk )?transisi",
            r"(?:saya|aku|dia|seorang|sebagai|bagian dari|anggota) (?:komunitas )?(?:lgbt\w*\+?|"
            r"queer|kaum pelangi)",
            r"seks bebas|hubungan seks|berhubungan (?:seks|intim)|pasangan seks|"
            r"poliamori|hubungan terbuka|pernikahan terbuka|(?:punya|dibesarkan oleh|anak dari) dua "
            r"(?:ayah|ibu|papa|mama|bapak|bunda)(?![\w-])",
        ),
    },
    sensitive_topical=joined(
        {
            "health": (
                r"kesehatan",
                _CONDITIONS,
                r"(?:buta warna|tunarungu|tunanetra|tunadaksa|difabel|kursi roda|alat bantu dengar)",
                r"operasi (?:kecil|besar)|rawat inap|konseling|kontrasepsi|menyusui|menopause|"
                r"poli (?:jiwa|jantung|kandungan|saraf|onkologi|paru|psikiatri|hiv|vct)",
                r"riwayat medis",
                r"kondisi medis",
                r"terapi",
                r"obat",
                r"pengobatan",
                r"(?:psikiater|psikolog|terapis|konselor|dokter(?: spesialis)?|dokter gigi|perawat)",
                r"biopsi|kolonoskopi|endoskopi|kateterisasi|kuretase|transfusi(?: darah)?|"
                r"(?:transplantasi|cangkok) (?:ginjal|hati|jantung|sumsum|kornea|paru|organ)|cuti sakit|"
                r"izin sakit|surat (?:keterangan )?sakit|bed ?rest|bunuh diri|mamografi|pap ?smear|"
                r"vasektomi|tubektomi|odgj|pascaoperasi",
            ),
            "finance": (
                *split("utang hutang pinjaman penghasilan gaji cicilan tunggakan"),
                r"kredit macet|bansos|blt|pkh|paylater|skor kredit|bi checking|pegadaian|gadai",
                r"judol|judi (?:online|bola)|togel|slot gacor",
            ),
            "criminal": (
                r"lapas|rutan|penjara|kasus (?:pencurian|penipuan|narkoba|penganiayaan|"
                r"penggelapan|korupsi|pembunuhan|kekerasan|kdrt|pidana)",
                r"kursi pesakitan|saksi mahkota|penangguhan penahanan|praperadilan|sidang (?:vonis|"
                r"tuntutan|pledoi|pembelaan|dakwaan|pembacaan (?:dakwaan|tuntutan|vonis))|grasi|"
                r"operasi tangkap tangan",
            ),
            "religion": (
                *split("agama masjid gereja pura vihara klenteng kristen katolik islam ibadah"),
                # Fasting (puasa) is a rite in Indonesian unless a diet is named with it.
                r"(?:ber)?puasa(?! (?:intermiten|intermittent|diet|detoks|air|kopi))",
                r"halal|zakat|pesantren|ramadan|ramadhan|jilbab|hijab|kerudung|cadar|alkitab|"
                r"al-?quran|jemaat|jemaah|ustaz|ustadz|pendeta|romo|biksu|pedanda",
                r"pra-?paskah|pra paskah|rabu abu|jumat agung|masa adven|i'?tikaf|iktikaf|nyadran|"
                r"sadranan|ngaben|odalan|sesajen|sesaji|canang|puja bakti|ceng beng|cheng beng|komuni|"
                r"sakramen|katekisasi",
            ),
            "political": (
                r"partai(?! (?:kecil|besar|grosir|eceran))",
                r"pemilu",
                # ilmu politik: a discipline (no space inside a look-behind: the spelled view
                # makes every space optional)
                r"(?<!ilmu\W)politik",
                r"pilkada",
                r"pilpres",
                r"oposisi",
                r"aktivis|serikat (?:buruh|pekerja)|demo|unjuk rasa|mogok kerja",
                r"iuran serikat|papua merdeka|separatis\w*",
            ),
            "ethnicity": (
                r"suku(?! cadang)",  # suku cadang: spare parts
                r"ras",
                r"etnis",
                r"tionghoa|pribumi|masyarakat adat",
            ),
            "sexuality": (r"seksual\w*",),
        },
        INDIRECT,
        INDIRECT_MORE,
    ),
    body_parts=(
        r"(?:lengan|kaki|lutut|bahu|pergelangan|pinggul|siku|jari|jempol|tulang belakang|leher|"
        r"paru-paru|paru|jantung|ginjal|mata|telinga|pendengaran|penglihatan)(?: (?:kanan|kiri))?",
    ),
    impairments=(
        r"(?:tidak|nggak|gak|ga|tak) (?:bisa|kuat|mampu) (?:angkat|mengangkat|jalan|berjalan|"
        r"berdiri|menekuk|memegang|pegang|mendengar|dengar|melihat|lihat|lari|berlari|mengetik)",
        r"cedera",
        r"operasi",
        r"dioperasi",
        r"implan",
        r"platina",
        r"pen",
        r"sekrup",
        r"mati rasa",
        r"lumpuh",
        r"nyeri",
        r"sakit",
        r"masalah",
        r"gangguan",
        r"keseleo",
        r"terkilir",
        r"pegal",
        r"radang",
    ),
    other_person=(
        r"(?:istri|suami|pasangan|pacar|ibu|ayah|bapak|mama|papa|orang ?tua|anak|kakak|adik|saudara|"
        r"atasan|bos|manajer|rekan(?: kerja)?|teman|sahabat|tetangga|sepupu|paman|bibi|nenek|kakek|"
        r"mertua|sekretaris|pimpinan|kepala (?:bagian|divisi|departemen|tim)|direktur|"
        r"supervisor|mentor|dokter|pembimbing)(?: saya| kami| aku| dia| beliau|nya|ku| pengguna)\b",
        # A family member opening the memory is its subject, possessive or not ("Ayah tinggal di …").
        r"^(?:anak|putra|putri|istri|suami|ayah|ibu|kakak|adik|pacar|mertua|orang ?tua|cucu)(?= )",
    ),
    relation_nouns=("atasan", "istri", "suami", "teman", "rekan"),
    legal_reference=(
        r"pasal \d+",
        r"ayat \(?\d+\)?",
        r"\buu\b",
        r"undang-undang",
        r"peraturan",
        r"pojk",
        r"seojk",
        r"permen\w*",
        r"perpres",
        r"pp no",
        r"hukum",
        r"perjanjian (?:sewa|kerja|kontrak)\w*",
        r"putusan \w+",
        r"(?:dokumen|sumber|kebijakan|kontrak|laporan|pedoman) (?:ini|itu|tersebut)",
        r"regulator",
        r"ojk",
        r"otoritas (?:jasa keuangan|perlindungan data)",
    ),
    legal_statement=split(
        "menyatakan mengatur mewajibkan melarang membolehkan mengizinkan berbunyi menetapkan "
        "menurut wajib dilarang harus berlaku mengharuskan mensyaratkan memperbolehkan berhak "
        "boleh bebas memutuskan"
    ),
    permission_words=(
        r"(?:tidak |nggak |gak |tak |ga |enggak |ndak )?(?:boleh|diizinkan|diperbolehkan|dibolehkan)",
        r"dilarang|terlarang",
    ),
    claim_verbs=(
        r"percaya",
        r"meyakini",
        r"menganggap",
        r"berpendapat",
        r"mengira",
        r"yakin",
        r"merasa bahwa",
        r"menurut(?:nya| dia| pengguna| saya| aku)",
        r"(?:saya|aku) (?:kira|pikir|rasa|yakin)",
        r"setahu (?:saya|aku)",
        r"berpikir bahwa",
        # Knowledge or hearsay is the user's claim too: "katanya THR boleh dicicil".
        r"katanya",
        r"kata orang",
        r"kabarnya",
        r"konon(?:nya)?",
        r"denger-denger",
        r"dengar-dengar",
        r"(?:saya|aku|pernah) (?:dengar|baca|tahu|ingat)",
        r"(?:dengar|mendengar|membaca|baca|tahu|ingat|diberi ?tahu|dikasih tahu) bahwa",
        r"setahu(?:nya| dia)",
    ),
    answer_frame=(
        r"jawab\w*",
        r"penjelasan",
        r"jelaskan",
        r"kutip\w*",
        r"sertakan",
        r"ringkas\w*",
        # the discussion of a topic an answer gives ("pembahasan sejarah …", "kalau membahas …")
        r"(?:pem|mem|di)?bahas(?:an)?",
        # dari mana jawaban diambil ("mengandalkan referensi jurnal"), bukan sumber yang dicantumkan
        r"(?:lebih suka|suka|percaya|mengandalkan|pakai|memakai|ingin|mau|baca|membaca) "
        r"(?:[\w-]+ ){0,3}?(?:sumber|referensi|rujukan)",
    ),
    work_frame=(
        # Membuat perangkat lunak untuk orang lain: pekerjaan pengguna.
        r"(?:membuat|bikin|membangun|ngoding|mengoding) (?:[\w-]+ ){0,2}?(?:website|situs|aplikasi|"
        r"web|sistem|dasbor|bot|plugin)\b",
        r"sering (?:menanyakan|bertanya)",
        # menulis atau meneliti skripsi, makalah, artikel: pekerjaan, apa pun topiknya
        r"(?:menulis|nulis|menyusun|nyusun|mengerjakan|ngerjain|meneliti|menggarap|garap|membuat|"
        r"bikin) (?:[\w-]+ )?(?:skripsi|tesis|disertasi|makalah|artikel|penelitian|riset|kajian|"
        r"liputan|dokumenter)",
        # menyunting, memasok dan menerima pesanan juga pekerjaan
        r"(?:menyunting|mengedit|sunting|edit)",
        r"(?:memasok|pasok|menyuplai|suplai)",
        r"(?:menerima|terima|dapat|mendapat) (?:\w+ )?(?:pesanan|orderan|order)",
        r"menanyakan",
        r"bertanya tentang",
        r"bekerja (?:di|pada|dengan|sebagai)",
        r"menangani",
        r"meneliti",
        # the subject of a thesis, a course or a study (not studying as a time of one's life:
        # "waktu kuliah aktif di …" stays the user's own)
        r"skripsi|tesis|disertasi|mata kuliah|penelitian|riset",
        r"mengkaji",
        r"menyusun",
        # building, running or checking something at work is work, whatever it is about
        r"membangun",
        r"mengembangkan",
        r"merancang",
        r"mendesain",
        r"mengelola",
        r"memelihara",
        r"menjalankan",
        r"mengaudit",
        r"menulis (?:tentang|soal)",
        r"meliput",
        r"tertarik",
        r"fokus pada",
        # Work done on a topic for others (teaching, managing, building, selling, auditing).
        r"mengajar(?:kan)?",
        r"mengurus",
        r"mengelola",
        r"membangun",
        r"mengembangkan",
        r"menganalisis",
        r"merancang",
        r"menjual",
        r"mengaudit",
        r"kepatuhan",
        # pekerjaan tukang, pemasok atau usaha untuk pelanggan di suatu tempat: kata kerja saja,
        # sebab nama pekerjaannya juga pihak dalam hukum ("kontraktor wajib …")
        r"merenovasi|memperbaiki|memasang|mengerjakan",
        r"memasok",
        r"(?:proyek|projek|project|kerjaan|job) freelance",
        r"relawan di",
    ),
    age_units=(r"tahun", r"thn", r"th", r"taun"),
    naming_verbs=(
        *split("bernama dinamai dinamain dinamakan namanya menamai menamakan"),
        r"(?:ku|aku |saya |gue |gua )?(?:kasih|kasi|beri|kuberi|kukasih) nama",
    ),
    nameable_things=split(
        "anjing kucing kelinci hamster burung ikan kura-kura ular kuda ayam kambing motor mobil "
        "sepeda skuter perahu robot laptop komputer server router printer hp ponsel tablet "
        "tanaman kaktus bot gitar drone"
    ),
    goods=(
        *split(
            "sabun deterjen sampo odol minyak kecap saus sambal bumbu kopi teh susu jamu mie mi "
            "bakmi bakso soto sate nasi ayam bebek roti kue keripik biskuit cokelat es sepatu "
            "sandal tas baju kaos produk merek brand toko warung kedai resto restoran depot "
            "gerai outlet"
        ),
        r"sabun cuci piring",
        r"rumah makan",
    ),
    served_markers=split("untuk bagi kepada buat"),
    served_people=split(
        "pasien tahanan narapidana napi warga jemaat umat santri santriwati penghuni klien "
        "pelanggan penyintas anggota pengungsi siswa murid peserta anak-anak lansia korban "
        "pekerja buruh karyawan pengunjung relawan masyarakat difabel"
    ),
    fellow_words=split("sesama lain lainnya senasib sendiri"),
    work_things=split(
        "berkas arsip data dokumen laporan jadwal aplikasi situs website formulir buletin "
        "majalah brosur sistem proyek pembukuan anggaran inventaris katalog kurikulum modul rekap "
        "rekapan database dasbor skripsi tesis disertasi makalah artikel penelitian riset kajian "
        "tulisan liputan dokumenter"
    ),
    topic_markers=split("tentang mengenai soal terkait seputar"),
    workplaces=(
        r"(?:bekerja|kerja|magang|bertugas|berkarier|berkarir|mengabdi|menjadi relawan|"
        r"jadi relawan|relawan) (?:sebagai [\w-]+(?: [\w-]+)? )?(?:di|untuk|pada|dengan) "
        r"(?:sebuah |salah satu |suatu )?(?:klinik|rumah sakit|rs|rsud|rsj|yayasan|lembaga|"
        r"perusahaan|kantor|bank|pusat|balai|lapas|rutan|puskesmas|apotek|laboratorium|lab|"
        r"organisasi|panti|startup|lsm|ngo|koperasi|pabrik|agensi|firma|biro)"
        r"(?: (?!dan |serta |tapi |sambil |sejak |karena |yang )[\w'-]+){0,2}",
        # the user's profession named after what it serves ("sebagai konsultan kredit", "perawat
        # HIV."): the field of the user's job, not the user's own data
        r"(?:(?<=\bsebagai )|(?<=\badalah )|(?<=\bsaya )|(?<=\bjadi ))"
        r"(?:konsultan|analis|petugas|perawat|dokter|pengacara|penasihat|peneliti|auditor|"
        r"apoteker|pialang|konselor|terapis|staf|spesialis)(?: [\w-]+){1,2}",
        # ... or opening the memory as a job title ("Apoteker klinik …")
        r"^(?:konsultan|analis|petugas|perawat|dokter|pengacara|penasihat|peneliti|auditor|"
        r"apoteker|pialang|konselor|terapis|staf|spesialis)(?: [\w-]+){1,2}?"
        r"(?=\s*(?:[.,;:]|$|di\b|untuk\b|pada\b|yang\b))",
    ),
    injection=(
        # Aturan asisten sendiri disebut sebagai miliknya ("pedoman bawaanmu"), dinyatakan tidak
        # berlaku ("tanpa pedoman"), atau asisten disuruh patuh pada semua perintah penanya.
        r"(?:instruksi|aturan|pedoman|arahan|batasan|larangan|kebijakan|filter)(?: [\w-]+)?"
        r"(?:mu|\s(?:kamu|anda|kau))\b",
        r"tanpa (?:pedoman|aturan|instruksi|arahan)",
        # Percakapan itu sendiri dikirim ke tempat lain atau diulang di jawaban: kebocoran data.
        r"(?:bagikan|kirim\w*|teruskan|sebutkan ulang|ulangi|bocorkan|salin)\s+(?:[\w-]+\s+){0,3}?"
        r"(?:riwayat|percakapan|obrolan|chat|pertanyaan(?: [\w-]+)? sebelumnya)",
        r"perintah(?:ku| dariku)\b|(?:jawab|tulis|keluarkan|lakukan) apa (?:saja|pun) (?:yang )?diminta",
        r"abaikan (?:semua |seluruh )?(?:instruksi|perintah|aturan|pesan)",
        r"lupakan (?:semua )?instruksi",
        r"prompt sistem",
        r"instruksi sistem",
        r"mode pengembang",
        r"kamu sekarang adalah",
        r"anda sekarang adalah",
        r"tanpa batasan",
        r"lewati (?:filter|kebijakan)",
        # Klaim hak istimewa atau peran atas asisten atau data orang lain.
        r"akses (?:penuh|tak terbatas|tanpa batas|ke (?:semua|seluruh|data))",
        r"(?:semua|seluruh) data(?: milik)? (?:pengguna|pelanggan|nasabah|akun|orang)",
        r"data (?:semua|seluruh|setiap) (?:pengguna|pelanggan|nasabah|akun|orang)",
        r"data (?:pengguna|pelanggan|nasabah|akun|orang) lain",
        r"tanpa (?:sensor|penyensoran|penyamaran|masking|redaksi|batas(?:an)?|filter|pembatasan)",
        # Jawaban tanpa peringatan keselamatan: aturan keselamatan asisten dimatikan.
        r"(?:tanpa|tidak perlu|tak perlu|nggak perlu|gak perlu|ga perlu|nggak usah|gak usah|ga usah|"
        r"jangan) (?:pakai |kasih |ada |tambah\w* )?(?:semua |segala |ada )?"
        r"peringatan (?:keamanan|keselamatan)",
        # (bukan hak pengguna pada alat kerjanya: "akses admin di dasbor kantor")
        r"(?:hak|mode|akses) (?:admin\w*|root|super ?user|istimewa|penuh|pengembang)(?! (?:di|ke|"
        r"untuk|pada) (?:[\w-]+ ){0,3}?(?:kantor|perusahaan|tim|sekolah|komunitas|klub)\b)",
        r"(?:adalah|sebagai|jadi|menjadi) (?:seorang )?(?:admin(?:istrator)?|root|super ?user|pemilik|"
        r"pengembang|operator|moderator) (?:(?:dari|untuk|atas) )?(?:sistem|platform|asisten|"
        r"aplikasi|layanan|bot|model|basis data|database) (?:ini|kalian|kamu|anda)",
        r"pengguna (?:tepercaya|terpercaya|terverifikasi|istimewa)",
        # Klaim bahwa aturan platform atau asisten tidak berlaku bagi pengguna.
        r"(?:(?:tidak|tak|nggak|gak|ga|enggak) (?:perlu|usah|wajib|harus)|bebas dari|dikecualikan dari|"
        r"kebal (?:terhadap|dari)) (?:(?:mematuhi|mengikuti|ikut|menaati|mentaati|patuh|taat|tunduk)"
        r"(?: pada| sama| terhadap)? )?(?:semua |segala )?(?:aturan|kebijakan|pedoman|ketentuan|batasan|"
        r"standar)(?:-\w+)? (?:platform|konten|keamanan|komunitas|sistem|penggunaan|moderasi|asisten|"
        r"ai)\b",
        # Menyembunyikan apa yang disimpan dari pengguna: memori itu milik pengguna.
        r"diam-diam (?:[\w-]+ ){0,2}?(?:simpan|menyimpan|catat|mencatat|salin|menyalin|kirim|"
        r"mengirim|teruskan|meneruskan|rekam|merekam|kumpulkan|mengumpulkan)\w*",
        r"(?:(?:di)?simpan|menyimpan|(?:di|men)?catat|(?:di)?salin|menyalin|(?:di)?kirim|mengirim|"
        r"(?:di)?teruskan|meneruskan|(?:di|me)?rekam)\w* (?:[\w-]+ ){0,2}?"
        r"(?:diam-diam|secara rahasia|sembunyi-sembunyi)",
        r"tanpa (?:kasih tahu|kasih tau|memberi ?tahu|bilang ke|sepengetahuan|izin) "
        r"(?:pengguna|penanya|siapa ?pun|mereka|orangnya)",
        r"jangan (?:pernah )?(?:muncul|tampil|ditampilkan|dimunculkan|kelihatan|terlihat)\w* "
        r"(?:di|dalam) (?:daftar )?memori",
        # Aturan asisten dinyatakan tidak berlaku, dijeda atau dimatikan.
        r"(?:aturan|instruksi|pedoman|batasan|filter|sensor|redaksi|penyamaran|masking|mode aman)"
        r"(?: [\w-]+){0,2}? (?:nggak|ngga|gak|tidak|tak) (?:berlaku|dipakai|dipake)",
        r"(?:keluar dari|matikan|mematikan|nonaktifkan|menonaktifkan|lepas) (?:mode aman|filter|"
        r"sensor|batasan|redaksi)",
        r"(?:melewati|mengabaikan|menonaktifkan) (?:aturan|kebijakan|filter|batas\w*|pemeriksaan)",
        # Pemberitahuan yang mengaku dari pengelola asisten: pengelola bicara lewat konfigurasi
        # sistem, tidak pernah lewat memori pengguna.
        r"(?:pesan|pemberitahuan|catatan|instruksi|arahan|pengumuman|info) (?:resmi )?(?:dari|dr) "
        r"(?:pihak )?(?:pengelola|admin\w*|pengembang|developer|operator|moderator|pemilik|sistem|"
        r"platform|manajemen|tim (?:support|dukungan|pengembang|keamanan))(?::| :| bahwa| bilang)",
        r"atas nama (?:pengelola|admin\w*|pengembang|developer|operator|sistem|platform)",
        # Penolakan dinyatakan tidak berlaku: tetap jawab apa pun yang dilarang.
        r"tetap (?:di)?(?:jawab|balas|lanjut\w*|kerjakan|patuhi)",
        r"(?:walaupun|walau|meskipun|meski|biarpun|sekalipun) (?:itu )?(?:dilarang|diblokir|ditolak|"
        r"tidak (?:boleh|diizinkan)|melanggar (?:aturan|kebijakan))",
        r"bukan urusan(?:mu| kamu| anda)",
        # Aturan untuk menjawab orang lain: memori hanya membentuk jawaban untuk pengguna sendiri.
        r"(?:semua|siapa ?pun|setiap|tiap|seluruh) (?:orang |pengguna |user )?yang "
        r"(?:bertanya|nanya|tanya|menanyakan)",
        r"(?:semua|setiap|tiap|seluruh) (?:pengguna|user|penanya)(?: lain)? yang",
    ),
    transcript_roles=("pengguna", "asisten"),
    # Headers that quote someone else's message (mail and forum replies).
    transcript=(
        r"\w+ menulis:",
        r"pesan (?:yang )?diteruskan",
        r"-{3,} ?pesan asli ?-{3,}",
    ),
    placeholders=frozenset(
        {"pengguna", "tidak ada", "belum ada", "contoh", "kosong", "tidak diketahui"}
    ),
    placeholder_patterns=(
        r"lorem ipsum",
        # a template's instruction to whoever fills it in
        r"\b(?:isi|isikan|masukkan|ketik|tulis|tambahkan) (?:\w+ ){0,3}di ?sini\b",
        r"\b(?:akan|harus|perlu|belum) diisi\b",
        r"\bdiisi (?:nanti|kemudian|belakangan|sendiri)\b",
        r"\b(?:teks|kalimat|isi) contoh\b",
        r"\bcontoh (?:teks|kalimat|isian)\b",
        r"\[(?:isi|masukkan|nama|teks|contoh|tulis)[^\]]*\]",
    ),
    secret_words=(
        r"kata ?sandi",
        r"sandi",
        r"kode otp",
        r"kunci api",
        r"kredensial",
        # Every kind of credential, by what it is.
        r"kata ?kunci",
        r"frasa ?sandi",
        r"pin",
        r"otp",
        r"kode (?:akses|verifikasi|keamanan|pemulihan|cadangan|masuk|rahasia|unik)",
        r"(?:kunci|password|pass) (?:wi-?fi|jaringan|ssh|enkripsi|lisensi)",
        r"(?:password|passwod|paswod|pasword|pw|pwd)",
        r"token (?:akses|api|sesi)",
        r"(?:info|data) (?:login|masuk)",
    ),
    value_separators=split("adalah ialah yaitu nya saya kami"),
    identifier_fields=(
        "nik",
        "ktp",
        "npwp",
        "paspor",
        "nomor rekening",
        r"no\.? rek",
        "rekening",
        "kartu kredit",
        "nomor kartu",
    ),
    number_words={
        "nol": "0",
        "kosong": "0",
        "satu": "1",
        "dua": "2",
        "tiga": "3",
        "empat": "4",
        "lima": "5",
        "enam": "6",
        "tujuh": "7",
        "delapan": "8",
        "sembilan": "9",
    },
    number_parts={
        "sepuluh": ("add", 10),
        "sebelas": ("add", 11),
        "belas": ("add", 10),
        "puluh": ("times", 10),
        "seratus": ("add", 100),
        "ratus": ("times", 100),
        "seribu": ("scale", 1000),
        "ribu": ("scale", 1000),
        "sejuta": ("scale", 1_000_000),
        "juta": ("scale", 1_000_000),
    },
    statements=_STATEMENTS,
    topic_shifts=(
        r"btw",
        r"by the way",
        r"ngomong-ngomong",
        r"omong-omong",
        r"oh iya",
        r"oh ya",
        r"eh iya",
        r"eh",
        r"anyway",
        r"di luar topik",
        r"oot",
    ),
    discourse=(
        # seruan orang yang sedang berpikir ("hmm", "emm", "anu")
        r"h+m+",
        r"e*m{2,}",
        r"anu",
        r"sebenarnya",
        r"oke",
        r"jadi",
        r"nah",
        r"sekarang",
        r"ternyata",
        r"ngomong-ngomong",
        r"omong-omong",
        r"saya berubah pikiran",
        # Lead-ins to context the asker gives about themselves, before or after a question.
        r"btw",
        r"oh",
        r"eh",
        r"(?:oh |o )?iya",
        r"oh ya",
        r"halo",
        r"hai",
        r"selamat (?:pagi|siang|sore|malam)",
        r"soalnya",
        r"karena",
        r"sebab",
        r"konteksnya",
        r"(?:sebagai|untuk|buat) konteks",
        r"(?:sekadar |sekedar )?info(?:rmasi)? (?:saja|aja)",
        r"sekadar info",
        r"fyi",
    ),
    temporary=(
        r"hari ini",
        r"malam ini",
        r"minggu ini",
        r"untuk sementara",
        r"saat ini saja",
        # the days near the day it was said, and the weeks ahead (not a past week or month, which
        # may date a lasting fact)
        r"besok",
        r"kemarin",
        r"lusa",
        r"barusan",
        r"tadi(?: (?:pagi|siang|sore|malam))?",
        r"(?:\d+|se|dua|tiga|empat|lima|beberapa) (?:jam|hari) (?:yang )?lalu",
        r"nanti (?:pagi|siang|sore|malam)",
        r"(?:minggu|pekan|bulan) depan",
        r"pekan ini",
        r"akhir (?:minggu|pekan) ini",
    ),
    category_hints={
        "risk_preference": ("ragu", "spekulasi", "menebak", "risiko", "hati-hati"),
        "workflow_preference": split("tabel poin kode templat langkah daftar salin"),
        "communication_preference": split(
            "jawab bahasa singkat ringkas rinci santai jelaskan penjelasan"
        ),
        "project_context": ("proyek", "rilis", "migrasi"),
    },
    answer_aspects={
        "answer language": (r"bahasa (?:indonesia|inggris)",),
        "answer length": (
            r"singkat",
            r"ringkas",
            r"panjang",
            r"rinci",
            r"detail",
            # A bound on the size of an answer: a bound word and a count of sentences, paragraphs or words.
            r"(?:maksimal|maksimum|paling banyak|tidak lebih dari|kurang dari|di bawah|"
            r"sebanyak-banyaknya) \S+ (?:kalimat|baris|kata|paragraf|halaman|poin)",
        ),
        "answer tone": (r"santai", r"sopan", r"baku"),
        "answer format": (r"tabel", r"poin", r"paragraf"),
        "explanation style": (r"contoh", r"istilah"),
    },
    condition_leads=(
        "kalau",
        "jika",
        "bila",
        "apabila",
        "ketika",
        "saat",
        "setiap kali",
        "tiap kali",
        "untuk",
    ),
    condition_tails=(),
    self_pronouns=("saya", "pengguna"),
    self_subjects=(
        *split("saya aku gue gua"),
        r"(?:dalam|di) (?:pekerjaan|kerjaan|kantor) (?:saya|aku)(?:,? (?:saya|aku))?",
    ),
    month_names=split(
        "Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember"
    ),
    memory_copulas=("adalah", "merupakan"),
    self_copulas=("adalah", "ini", "merupakan", ""),
    self_adverbs=(
        *split(
            "sehari-hari biasanya banyak sering juga sekarang kini masih sedang lagi terutama "
            "utamanya kebanyakan lebih"
        ),
        r"saat ini",
    ),
    role_articles=("seorang", "sebagai"),
    job_titles=(
        *split(
            "auditor konsultan developer programmer pengembang insinyur engineer analis analyst "
            "staf staff pegawai karyawan manajer manager direktur supervisor pengacara advokat "
            "notaris dosen guru pengajar peneliti mahasiswa pelajar akuntan desainer designer "
            "arsitek wartawan jurnalis editor penulis penerjemah dpo cto ceo cfo founder pendiri "
            "pemilik pengusaha wirausahawan petugas pejabat asn pns perawat bidan apoteker "
            "sekretaris teknisi operator marketing sales hrd spesialis koordinator asisten magang "
            "freelancer trainer pelatih"
        ),
        r"pekerja lepas",
    ),
    self_states={
        "place": (r"berbasis di", r"berkantor di", r"(?:berasal|asal|asli) dari"),
        "experience": (
            r"(?:masih )?baru (?:banget |sekali |saja |aja )?(?:belajar|mulai|masuk|terjun|kenal|"
            r"mengenal|menekuni|bergabung|pindah)",
            r"(?:masih )?(?:pemula|awam)",
        ),
        "duties": (r"bertanggung jawab (?:atas|untuk|terhadap)", r"(?:ikut|bagian dari) tim"),
        "job": (r"(?:ngantor|magang|kuliah) di",),
    },
    self_verbs={
        "duties": (
            *split(
                "bekerja menangani mengelola mengurus memegang mengajar memimpin membangun "
                "mengembangkan mengaudit mengawasi merancang menyusun meneliti mengerjakan "
                "melayani membina mengoordinasikan meninjau mendampingi ngurus ngajar pegang megang "
                "ngerjain"
            ),
            r"menulis(?! untuk\b)",  # "saya menulis laporan", not "saya menulis untuk bertanya"
        ),
        "place": split("tinggal berdomisili menetap bermukim"),
    },
    clientele=(
        r"(?:(?:kebanyakan|sebagian besar|mayoritas|semua) )?(?:klien|pelanggan|nasabah|konsumen)"
        r"(?:-(?:klien|pelanggan|nasabah|konsumen))? (?:saya|aku|kami)",
    ),
    group_subjects=(r"kami", r"kita", rf"(?:{'|'.join(split(_GROUPS))}) (?:kami|saya|aku)"),
    tool_verbs=(
        *split("pakai memakai pake menggunakan mengandalkan mencatat menyimpan"),
        r"(?:beralih|pindah) ke",
    ),
    question_leads=(
        *split(
            "apa apakah bagaimana gimana kenapa mengapa kapan dimana siapa berapa bisakah "
            "bolehkah haruskah perlukah adakah"
        ),
        r"di ?mana",
        r"(?:mau|ingin|pengen|pengin) (?:tanya|nanya|bertanya|tahu|tau)",
        r"(?:boleh|numpang|izin) (?:tanya|nanya|bertanya)",
        r"tanya dong",
        r"tolong (?:jelaskan|bantu)",
        r"bisa (?:tolong|bantu|jelaskan|minta)",
        r"ada (?:tips|saran|ide|masukan)",
        r"maaf (?:kalau|jika)",
        r"terima kasih",
        r"makasih",
    ),
    result_leads=(*split("jadi jadinya sehingga makanya maka"), r"(?:oleh )?karena itu"),
    third_person_verbs=(),
    first_person=(
        # "divisi kami" is "divisinya"; the asker elsewhere is "pengguna" (the user).
        (rf"\b({'|'.join(split(_GROUPS + ' ' + _WORK))}) (?:saya|aku|kami)\b", r"\1nya"),
        (r"\bsaya\b|\baku\b|\bkami\b", "pengguna"),
    ),
    templates={
        "prefer": "Lebih suka {x}.",
        "avoid": "Tidak mau {x}.",
        "constraint": "Jangan {x}.",
        "work": "Bekerja {prep} {x}.",
        "instruction": "{X}.",
        "remember": "{X}.",
        "rather": "Lebih memilih {x}.",
        "project": "{X}.",
        "recurring": "{X}.",
        "request": "{X}.",
    },
    job_subject="pekerjaan",
    topic_trim="",
    stop_words=_FREQUENT | words("di ke dari pada ya dulu nya agar supaya kamu anda kami kita"),
    generic_words=words("soal tentang bahwa preferensi yang saya pengguna"),
    promote_verbs=(
        r"(?:me)?rekomendasikan",
        r"(?:me)?nyarankan",
        r"sarankan",
        r"(?:mem)?promosikan",
        r"iklankan",
        r"(?:mem)?percayai",
        r"percaya(?: pada| kepada)?",
        r"unggulkan",
        r"(?:me)?nawarkan",
        r"tawarkan",
        r"arahkan (?:saya |pengguna )?ke",
        r"sebut(?:kan)?",
    ),
    business_nouns=split(
        "bank produk merek brand vendor perusahaan situs laman aplikasi platform layanan toko "
        "asuransi sekuritas pialang reksa dana"
    ),
    mention_verbs=(
        r"(?:di|me)?nyebut\w*",
        r"(?:di)?sebut\w*",
        r"menyebut\w*",
        r"(?:di|me|men)?nyinggung\w*",
        r"singgung\w*",
        r"(?:di|meng?)?ulang\w*",
        r"(?:di|me|men)?ngutip\w*",
        r"kutip\w*",
        r"cantumkan",
        r"(?:me)?nyelipkan",
        r"selipkan",
    ),
    standing_words=(
        r"selalu",
        r"senantiasa",
        r"setiap",
        r"tiap",
        r"semua\w*",
        r"segala",
        r"seluruh\w*",
        r"hanya",
        r"cuma",
        r"apa ?pun",
        r"mana ?pun",
        r"kapan ?pun",
        r"pokoknya",
        r"mulai (?:sekarang|hari ini|saat ini)",
        r"ke ?depan\w*",
        r"seterusnya",
        r"selanjutnya",
        r"(?:di )?lain kali",
        r"ingat\w*",
    ),
    recall_stop_words=words(
        "yang dan untuk dengan ini itu apa bagaimana saya tolong jawaban lebih suka dalam tidak ada"
    ),
    # Closed classes (pronouns, prepositions, conjunctions, auxiliaries) and the judge's own
    # framing words: never what a claim and its note differ by.
    function_words=words(
        "anda kamu yang dengan untuk dalam sebagai ingin bekerja dari pada kepada oleh karena "
        "sebab agar supaya sampai hingga bisa dapat hanya juga sudah telah akan sedang masih "
        "setiap para tersebut bahwa atau serta tetapi namun maka jadi saja aja pun buat sesudah sebelum "
        "setelah selama sejak terhadap tentang mengenai antara menuju sekitar jangan"
    ),
    # Closed-class words that need more after them ("Kalau penyewa dan."): conjunctions,
    # prepositions, articles. Not what a clause may end on by ellipsis ("kalau bisa", "kalau
    # perlu", "teh tidak", "sudah"), nor a particle ("ya", "kok").
    dangling_words=words(
        "yang dan atau tetapi tapi serta karena sebab kalau jika bila apabila untuk dengan dari ke "
        "di pada oleh kepada daripada para si sangat paling agar supaya bahwa seperti tentang "
        "setiap sebuah seorang kecuali tanpa terhadap mengenai bagi meskipun walaupun buat"
    ),
    coverbs=frozenset(),
    # after a whole clause: how often or when, and vague fillers (a memory may leave them out)
    trailing_fillers=words(
        "tiap setiap saban harian mingguan bulanan tahunan belakangan gitu begitu dll dsb dst wkwk "
        "sendiri daripada ketimbang alih-alih"
    ),
    first_person_words=words("aku saya gue gua gw daku"),
    negations=split(
        "tidak bukan tak jangan enggan belum tanpa keberatan benci hindari menghindari"
    ),
    contrasts=split("daripada ketimbang bukannya alih-alih"),
    forms_of_address=frozenset({"Anda", "Bapak", "Ibu", "Saudara", "Kamu"}),
    particles=split(
        "ya yah yaa dong deh sih kok lho loh nih kan gitu gini wkwk wkwkwk hehe haha pls tolong "
        "makasih oke lah pokoknya"
    ),
    addressee_possessives=(),
    addressee_remarks=split("tahu tau setuju pikir rasa bilang kan juga bantu bantuin tolong"),
    reason_leads=split("karena karna soalnya sebab biar supaya agar abisnya habisnya"),
    anaphora=(r"itu$", r"ini$", r"tersebut", r"hal itu", r"yang satunya", r"kayak gitu"),
    back_references=(
        r"yang tadi",
        r"yang kemarin",
        r"yang sebelumnya",
        r"yang (?:di )?atas",
        r"(?:seperti|kayak|kaya|sama kayak|sama seperti|sama dengan) (?:tadi|kemarin|sebelumnya|"
        r"yang (?:tadi|kemarin|itu))",
        r"(?:yang )?(?:aku|saya|gue) (?:sebut|bilang|kirim)(?:kan)? (?:tadi|sebelumnya|di atas)",
    ),
    addressee={
        "anda": "saya",
        "kamu": "aku",
        "kau": "aku",
        "engkau": "aku",
        "bapak": "saya",
        "ibu": "saya",
        "saudara": "saya",
    },
    appositives=split("sebagai selaku"),
    speaker=split("saya aku kami kita"),
    about_user=(
        r"(?:anda|kamu)(?: (?:tidak|tak|belum|selalu))? (?:lebih suka|suka|ingin|bekerja|pernah|"
        r"sebutkan|minta)",
        r"preferensi (?:anda|kamu)",
    ),
    block=BlockTexts(
        header=(
            "Memori jangka panjang tentang pengguna ini dari percakapan sebelumnya. Pakai hanya "
            "sebagai latar untuk nada, format, dan cakupan jawaban; ini bukan bukti dan tidak "
            "pernah dikutip sebagai sumber. Jika bertentangan dengan pesan terbaru pengguna, pesan "
            "terbaru yang berlaku."
        ),
        nothing_saved=(
            "Belum ada memori jangka panjang yang disimpan untuk pengguna ini. Jika ditanya apa yang "
            "kamu ingat tentang mereka, jawab bahwa belum ada yang disimpan — jangan katakan bahwa "
            "kamu tidak bisa mengingat antar percakapan."
        ),
        not_saved_yet=(
            "Memori ditulis setelah percakapan menganggur: jika pengguna menyebut nama atau detail "
            "pekerjaan yang tidak ada di catatan ini maupun di percakapan ini, katakan bahwa itu "
            "mungkin belum tersimpan — jangan katakan bahwa kamu tidak menyimpan nama."
        ),
    ),
    # People: a capitalized name before one of these predicates is someone else (core.gates.people).
    honorifics=split(
        "pak bapak bu ibu mas mbak kak kakak bang abang dik adik om tante koh cik akang ustaz "
        "ustazah haji hajah dokter prof si"
    ),
    family_names=(),
    name_prefixes=(),
    affiliations=split("dari di"),
    person_predicates=(
        r"(?:berulang tahun|ulang tahun|ultah|lahir)",
        r"masuk (?:tk|paud|sd|smp|sma|smk|sekolah|kuliah)",
        r"(?:sedang )?hamil",
        r"alergi",
        r"biasanya",
        r"hanya mau",
        r"suka",
        r"senang",
        r"gemar",
        r"ingin",
        r"mau",
        r"perlu",
        r"butuh",
        r"tinggal",
        r"sekolah",
        r"kuliah",
        r"kerja",
        r"punya",
        r"sakit",
        r"lebih (?:suka|senang|memilih)",
        r"tidak (?:suka|mau|makan|minum)",
        # Verbs only a person does: any me-/ber- verb would make "Proyek sedang pindah …" or
        # "Tim menggunakan …" a name (a thing can move or use; only a person prefers or is ill).
        r"bekerja",
        r"belajar",
        r"berobat",
        r"menderita",
        r"memilih",
        r"menyukai",
        r"membenci",
        r"beragama",
        r"berasal",
        r"bersekolah",
        r"berkuliah",
        r"menikah",
        r"hamil",
    ),
    # "Mengosongkan Jumat sore": a verb with -kan, then a capitalized object.
    verb_endings=("kan",),
    leading_modifiers=split(
        "sering selalu biasanya kadang jarang masih sudah baru juga sangat hanya cukup paling rutin "
        "tetap pernah belum sedang akan mulai terus lebih kurang agak lagi "
        # negations, the informal ones of chat too ("Nggak suka kopi manis.")
        "tidak tak nggak ngga gak enggak engga ndak kagak"
    ),
    organization_words=split(
        "bank pt cv tbk persero universitas institut sekolah sma smp sd smk kementerian dinas "
        "badan rumah sakit rs klinik kantor kota kabupaten provinsi pulau jalan gunung sungai "
        "yayasan lembaga koperasi panti puskesmas rsud rsup lapas rutan pesantren madrasah "
        # places of worship: an institution the user's work may serve, as any other
        "masjid musala mushola surau gereja paroki keuskupan vihara pura klenteng kuil sinagoge"
    ),
    possessive_frames=(r"(?:milik|punya|kepunyaan) NAME",),
    # The law as the subject of a statement (core.gates.legal).
    law_names=(
        r"uu(?: pdp| ite| no\.?)?",
        r"undang-undang",
        r"perppu",
        r"pp(?: no\.?)? ?\d+",
        r"perpres",
        r"permen\w*",
        r"pojk",
        r"seojk",
        r"pbi",
        r"perda",
        r"kuhp",
        r"kuhperdata",
        r"peraturan (?:pemerintah|presiden|menteri|ojk|bank indonesia|daerah)",
        # Short names people use: the codes, regional and ministerial rules, circulars.
        r"kuhap",
        r"kuhd",
        r"kuh ?perdata",
        r"kitab undang-undang(?: hukum)?(?: \w+)?",
        r"peraturan (?:gubernur|wali ?kota|bupati|desa|kapolri|lembaga)",
        r"per(?:gub|wali|wal|bup|des|kada)",
        r"kep(?:pres|men\w*|gub|mendagri)",
        r"inpres",
        r"se(?:ojk)? (?:menaker|mendagri|menkes|ojk|bi)",
        r"surat edaran (?:menteri|menaker|ojk|bi|pemerintah)\w*",
        r"(?:aturan|ketentuan|regulasi) (?:pemerintah|negara|hukum|daerah|resmi|undang-undang)",
        r"hukum (?:negara|indonesia|perdata|pidana|positif)",
    ),
    documents=(
        r"kontrak",
        r"perjanjian",
        r"klausul",
        r"kebijakan",
        r"syarat dan ketentuan",
        r"ketentuan layanan",
        r"pemberitahuan privasi",
        r"pedoman",
        r"sop",
    ),
    regulators=(
        # penegak peraturan daerah dan lalu lintas
        r"satpol(?: ?pp)?",
        r"dishub",
        r"ojk",
        r"otoritas jasa keuangan",
        r"mk",
        r"mahkamah (?:konstitusi|agung)",
        r"pengadilan(?: \w+)?",
        r"bank indonesia",
        r"kominfo",
        r"komdigi",
        r"kemkominfo",
        r"bssn",
        r"bappebti",
        r"bpom",
        r"kemenkes",
        r"lps",
        r"ppatk",
        r"lembaga pelindungan data pribadi",
    ),
    source_leads=(r"menurut", r"berdasarkan", r"sesuai(?: dengan)?", r"mengacu pada"),
    override_verbs=(
        r"(?:meng)?abaikan",
        r"lupakan",
        r"melupakan",
        r"hiraukan",
        r"(?:meng)?acuhkan",
        r"langgar",
        r"melanggar",
        r"lewati",
        r"melewati",
        r"(?:mem)?bypass",
        r"singkirkan",
    ),
    override_objects=(
        r"instruksi",
        r"aturan",
        r"peraturan",
        r"perintah",
        r"pedoman",
        r"arahan",
        r"kebijakan",
        r"batasan",
        r"larangan",
        r"filter",
        r"prompt",
        r"sistem",
        r"sebelumnya",
        r"(?:di )?atas",
        r"tadi",
        r"semua(?:nya)?",
        r"segala(?:nya)?",
    ),
    subordinators=split(
        "karena sebab soalnya kalau jika apabila ketika waktu saat sewaktu supaya agar meskipun walaupun sehingga sampai kecuali makanya"
    ),
    conjunctions=split("dan atau tapi tetapi lalu kemudian serta"),
    prefixes=words("me mem men meng meny ber be bel ter di pe pem pen peng peny per ke se"),
    suffixes=words("kan an i nya lah kah pun ku mu wan wati isme is"),
    clitics=words("nya ku mu lah kah pun"),
    noun_suffixes=frozenset(),
    turn_speakers=(
        r"aku",
        r"saya",
        r"gue",
        r"gua",
        r"kamu",
        r"kau",
        r"anda",
        r"lo",
        r"lu",
        r"kami",
        r"kita",
        r"(?:si )?(?:asisten|pengguna|user|bot|ai|sistem|model|chatbot|pelanggan|pembeli|penjual|"
        r"admin|cs|operator)(?:nya)?",
    ),
    speech_verbs=split(
        "bilang tanya nanya bertanya jawab menjawab balas bales membalas kata berkata ngomong "
        "tulis menulis ketik minta meminta kasih memberi usul mengatakan menjelaskan"
    ),
    conversation_nouns=split(
        "obrolan obrolannya percakapan percakapannya chat chatnya dialog riwayat log"
    ),
    role_nouns=split(
        "rekan teman temen kawan atasan bos manajer klien pelanggan guru dosen dokter tetangga pacar istri "
        "suami anak adik kakak sepupu om tante paman bibi mertua staf murid mahasiswa pemilik "
        "sahabat keponakan cucu nenek kakek ayah bapak ibu mama papa supervisor direktur "
        "mantan tunangan ipar satpam sopir pembantu"
    ),
    third_person=split("dia ia beliau"),
    user_nouns=split("pengguna"),
    field_names=(
        "nama",
        "nama lengkap",
        "nama depan",
        "jabatan",
        "posisi",
        "tanggal",
        "waktu",
        "alamat",
        "kota",
        "kode pos",
        "negara",
        "telepon",
        "nomor telepon",
        "nomor hp",
        "no hp",
        "email",
        "surel",
        "perusahaan",
        "nama perusahaan",
        "instansi",
        "unit kerja",
        "divisi",
        "departemen",
        "jumlah",
        "nominal",
        "nomor",
        "tanda tangan",
        "penerima",
        "pengirim",
    ),
    # "dengan" and "dari" also take tools and places ("dengan Python", "dari Surabaya")
    person_prepositions=split("sama kepada bareng oleh ke untuk buat"),
    desire_verbs=split(
        "suka menyukai ingin mau minta meminta butuh membutuhkan benci senang mengharapkan "
        "menginginkan lebih"
    ),
    subject_determiners=split("sang si para"),
    habit_adverbs=split(
        "selalu sering jarang biasanya kadang tidak pernah nggak pernah gak pernah cuma hanya terus"
    ),
    # Not "baru", "lama", "lagi": after a noun they are adjectives ("teman baru", "a new friend").
    predicate_openers=split(
        "sedang sudah udah akan bakal masih belum pernah tidak nggak gak enggak mulai"
    ),
    subject_fillers=split(
        "itu tersebut kami kita saya aku juga sangat selalu biasanya paling hanya cuma tidak lebih "
        "sekarang baru sebelah"
    ),
    wish_words=split("ingin mau minta tolong harap harus suka agar supaya biar"),
    legal_concepts=(
        r"persetujuan",
        r"tanpa (?:izin|persetujuan)",
        r"dasar (?:hukum|pemrosesan)",
        r"sah secara hukum",
        r"ilegal",
        r"melanggar (?:hukum|aturan|uu)",
        r"sanksi",
        r"denda",
        r"pengendali data",
        r"prosesor data",
        r"subjek data",
        r"surat (?:keterangan )?(?:ahli )?waris",
        r"hak waris",
        r"balik nama",
        r"harta (?:gono-gini|gono gini|bersama)",
    ),
    # Parties of legal relations (core.gates.legal): each side of a lease, a job, a sale, a loan,
    # data processing, care, a family and the road.
    legal_parties=(
        r"(?:karyawan|pekerja|pegawai|buruh|staf|tenaga kerja)(?: (?:tetap|kontrak|harian(?: lepas)?|"
        r"lepas|magang|outsourcing|alih daya|honorer|paruh waktu|percobaan|baru|swasta|"
        r"pkwt|pkwtt))?",
        r"(?:anak|peserta|mahasiswa) magang",
        r"freelancer",
        r"pemberi kerja",
        r"pengusaha",
        r"perusahaan(?: (?:swasta|asing|rintisan|startup|outsourcing|alih daya|penyalur|induk))?",
        r"majikan",
        r"direksi",
        r"komisaris",
        r"pemegang saham",
        r"penyewa",
        r"bos",
        r"atasan",
        r"kos(?:t|an)?",
        r"penghuni(?: kos)?",
        r"anak kos",
        r"pemilik(?: (?:kos|kost|rumah|kontrakan|apartemen|properti|tanah|usaha|toko|gedung|"
        r"lahan|kendaraan|data))?",
        r"induk semang",
        r"pengelola(?: (?:kos|apartemen|gedung|properti))?",
        r"pemberi sewa",
        r"tuan rumah",
        r"konsumen",
        r"pelanggan",
        r"pembeli",
        r"penjual",
        r"pedagang",
        r"merchant",
        r"toko(?: online)?",
        r"pelaku usaha",
        r"produsen",
        r"penyedia (?:jasa|layanan|platform)",
        r"platform",
        r"marketplace",
        r"debitur",
        r"kreditur",
        r"nasabah",
        r"peminjam",
        r"pemberi pinjaman",
        r"pinjol",
        r"bank",
        r"leasing",
        r"perusahaan pembiayaan",
        r"debt collector",
        r"penagih(?: utang)?",
        r"penjamin",
        r"pasien",
        r"dokter",
        r"rumah sakit",
        r"tenaga (?:medis|kesehatan)",
        r"(?:perusahaan )?asuransi",
        r"tertanggung",
        r"pemegang polis",
        r"suami",
        r"istri",
        r"mantan (?:suami|istri)",
        r"ahli waris",
        r"pewaris",
        r"orang tua",
        r"wali",
        r"pengemudi",
        r"(?:driver|mitra) (?:ojol|ojek|online)",
        r"ojol",
        r"penumpang",
        r"pejalan kaki",
        r"pengendali data",
        r"prosesor data",
        r"subjek data",
        r"wajib pajak",
        r"wna",
        r"warga(?: negara(?: asing)?)?",
        r"penggugat",
        r"tergugat",
        r"polisi",
        # employment beyond pay
        r"(?:calon )?pelamar(?: kerja)?",
        r"calon karyawan",
        r"(?:pekerja|karyawan) (?:shift|malam|perempuan|hamil)",
        r"serikat (?:pekerja|buruh)",
        r"hrd",
        # consumer law: sellers of goods and services, carriers
        r"maskapai(?: penerbangan)?",
        r"(?:penjual|toko|pedagang|seller) online",
        r"distributor",
        r"dealer",
        r"agen perjalanan",
        r"(?:jasa|perusahaan) (?:ekspedisi|pengiriman|kurir)",
        r"(?:pusat )?kebugaran",
        r"gym",
        # housing: neighbours and the building's management
        r"tetangga",
        r"pengembang",
        r"developer",
        r"pengelola (?:perumahan|rusun|kawasan|kompleks|lingkungan)",
        r"(?:badan )?pengelola",
        r"p3srs",
        r"perhimpunan (?:pemilik|penghuni)(?: dan penghuni)?",
        r"(?:ketua|pengurus) (?:rt|rw)",
        r"rt/rw",
        r"paguyuban",
        r"penghuni (?:apartemen|rusun|perumahan|kompleks)",
        r"pemilik unit",
        r"pemda",
        r"pemkot",
        r"pemkab",
        # family and inheritance
        r"anak(?: (?:kandung|angkat|tiri|sah|luar kawin|di bawah umur|yatim|sulung|bungsu))?",
        r"(?:ayah|ibu)(?: kandung| tiri)?",
        r"janda",
        r"duda",
        r"istri siri",
        r"(?:mantan )?pasangan",
        r"cucu",
        r"saudara(?: kandung| tiri)?",
        r"penerima (?:hibah|warisan|wasiat)",
        r"pemberi (?:hibah|wasiat)",
        r"almarhum(?:ah)?",
        r"mendiang",
        r"(?:kakek|nenek|eyang)(?: dan (?:kakek|nenek))?",
        r"(?:kerabat|keluarga) (?:almarhum(?:ah)?|pewaris|peminjam|debitur)",
        r"(?:anak|saudara) perempuan",
        # school admission: the school side and the child's
        r"sekolah (?:negeri|swasta|dasar|menengah|favorit|internasional|islam|inpres)",
        r"(?:sd|smp|sma|smk|mts|paud)(?: negeri| swasta| n)?",
        r"(?:mi|ma|tk) (?:negeri|swasta)",
        r"madrasah",
        r"pesantren",
        r"yayasan(?: sekolah| pendidikan)?",
        r"(?:calon )?(?:siswa|murid|peserta didik)(?: baru)?",
        r"orang tua (?:murid|siswa)",
        r"(?:panitia|operator) (?:ppdb|spmb|sekolah)",
        r"dinas pendidikan",
        r"disdik",
        # online shopping and delivery
        r"kurir(?: (?:paket|ekspedisi|cod))?",
        r"(?:jasa |perusahaan )?(?:ekspedisi|logistik)",
        r"pengirim",
        r"penerima paket",
        r"(?:penjual|seller|toko) (?:marketplace|e-?commerce|di marketplace)",
        # debts
        r"(?:rentenir|lintah darat)",
        r"(?:pemberi|pemilik) (?:utang|piutang)",
        r"(?:yang )?berutang",
        # traffic and vehicles
        r"pengendara(?: (?:motor|mobil|sepeda(?: listrik)?|motor listrik|ojol))?",
        r"pemotor",
        r"pesepeda",
        r"polantas",
        r"(?:petugas|juru) (?:parkir|dishub)",
        r"jukir",
        # tax
        r"(?:kantor|petugas|pegawai) pajak",
        r"fiskus",
        # courts and procedure
        r"hakim",
        r"pengadilan",
        r"terdakwa",
        r"tersangka",
        r"terpidana",
        r"jaksa",
        r"pemohon",
        r"termohon",
        r"saksi",
        r"(?:pengacara|advokat) (?:gratis|prodeo|negara)",
        r"lbh",
        r"juru sita",
        # privacy and data
        r"aplikasi(?: (?:pinjol|pinjaman online|online|belanja))?",
        r"situs(?: web)?",
        r"website",
        r"penyelenggara sistem elektronik",
        r"pse",
        r"sekolah",
    ),
    legal_objects=(
        r"uang (?:jaminan|deposit|muka|sewa|pesangon|pisah|penghargaan(?: masa kerja)?|"
        r"penggantian hak|lembur|makan|kompensasi)",
        r"deposit",
        r"(?:biaya |harga )?sewa",
        r"kontrak sewa",
        r"pesangon",
        r"thr",
        r"tunjangan(?: (?:hari raya|transport|makan|kesehatan|jabatan|keluarga))?",
        r"upah(?: lembur| minimum(?: regional| provinsi| kabupaten)?| pokok)?",
        r"(?:umr|ump|umk)",
        r"gaji(?: (?:pokok|ke-13|ketiga belas|terakhir|bulanan))?",
        r"lembur",
        r"cuti(?: (?:tahunan|melahirkan|hamil|haid|sakit|bersama))?",
        r"masa (?:percobaan|kerja|sewa|pemberitahuan)",
        r"(?:kontrak|perjanjian) kerja(?: (?:bersama|waktu tertentu|waktu tidak tertentu))?",
        r"pkwtt?",
        r"(?:perjanjian|kontrak|kesepakatan) (?:lisan|tertulis|pranikah|sewa|jual beli|utang|"
        r"pinjaman|kredit)",
        r"klausul (?:kontrak|perjanjian|non-?kompetisi|denda|baku)",
        r"bpjs(?: (?:kesehatan|ketenagakerjaan|tk))?",
        r"jaminan (?:sosial|hari tua|pensiun)",
        # program jaminan sosial dan tabungan wajib, dan potongan atau iurannya
        r"tapera|jht|jkp|jkk|jkm",
        r"(?:potongan|iuran) (?:gaji|upah|pajak|pph|bpjs|tapera|jht|pensiun|wajib)",
        r"pensiun",
        r"ganti rugi",
        r"kompensasi",
        r"denda",
        r"bunga(?: pinjaman)?",
        r"utang",
        r"hutang",
        r"cicilan",
        r"agunan",
        r"garansi",
        r"pengembalian (?:dana|barang|uang)",
        r"refund",
        r"retur",
        r"warisan",
        r"harta (?:gono-gini|gono gini|bersama|warisan)",
        r"nafkah",
        r"hak asuh",
        r"data pribadi",
        r"data (?:pelanggan|pasien|karyawan|nasabah|konsumen|pengguna|kontak|ktp)",
        r"rekam medis",
        r"hak cipta",
        r"merek(?: dagang)?",
        r"pajak(?: (?:penghasilan|pertambahan nilai|daerah))?",
        r"ijazah",
        # documents and permits whose force the law decides
        r"(?:surat )?wasiat",
        r"denda(?: \w+)?",
        r"tilang",
        r"(?:surat )?izin(?: usaha| dagang| berjualan)?",
        r"lisensi",
        r"garansi",
        # employment beyond pay: breaks, shifts, hours, the end of a job
        r"(?:waktu|jam) (?:istirahat|kerja)",
        r"istirahat (?:kerja|wajib|\d+ menit|setengah jam|satu jam)",
        r"(?:kerja |jadwal )?shift(?: (?:malam|pagi|siang|kerja|ganda))?",
        r"kerja malam",
        r"resign",
        r"pengunduran diri",
        r"surat (?:resign|pengunduran diri|peringatan|keterangan kerja|pengalaman kerja|"
        r"referensi|pemecatan)",
        r"(?:sp|surat peringatan) ?[123]",
        r"masa (?:tenggang|kontrak|pemberitahuan|notice)",
        r"one month notice",
        # a notice period told by its length before leaving ("sebulan sebelum pindah")
        r"(?:sebulan|seminggu|(?:satu|dua|tiga|empat|enam|\d+) (?:bulan|minggu|hari)) "
        r"sebelum(?:nya)? (?:pindah|keluar|resign|berhenti|mengundurkan diri|pergi|"
        r"(?:kontrak|masa sewa|sewa) (?:habis|berakhir))",
        r"pengangkatan(?: karyawan tetap)?",
        r"(?:perjanjian|klausul) (?:larangan bersaing|non-?kompetisi|kerahasiaan|non-?compete)",
        r"non-?compete",
        r"ikatan dinas",
        r"penalti",
        r"(?:biaya|ganti rugi) pelatihan",
        r"slip gaji",
        # consumer law
        r"(?:masa|kartu) garansi",
        r"barang (?:cacat|rusak|palsu|tiruan|kw)",
        r"produk (?:cacat|rusak|palsu)",
        r"cacat (?:produk|tersembunyi|pabrik)",
        r"(?:pembelian|belanja|transaksi|pesanan) online",
        r"barang (?:yang dibeli|belanjaan|pesanan)",
        r"(?:tukar|penukaran|ganti) (?:barang|baru|unit)",
        r"unit (?:baru|pengganti)",
        r"barang pengganti",
        r"masa (?:pengembalian|retur|pembatalan)",
        r"(?:penerbangan|jadwal penerbangan|pesawat|kereta) (?:yang )?(?:dibatalkan|ditunda|delay)",
        r"(?:delay|keterlambatan|pembatalan|penundaan) (?:penerbangan|pesawat|kereta)",
        r"bagasi (?:hilang|rusak)",
        r"tiket (?:pesawat|kereta)",
        r"(?:biaya|denda) pembatalan",
        r"(?:keanggotaan|membership) (?:gym|kebugaran)",
        r"langganan",
        # housing, neighbours and the building's management
        r"(?:kamera )?cctv",
        r"kamera (?:pengawas|keamanan)",
        r"(?:area|fasilitas|ruang|lorong|bagian) (?:bersama|umum)",
        r"renovasi(?: rumah)?",
        r"(?:menambah|penambahan|tambahan) (?:lantai|bangunan|ruangan)",
        r"bangunan (?:liar|tambahan)",
        r"imb",
        r"pbg",
        r"slf",
        r"izin (?:mendirikan bangunan|bangunan|renovasi|tetangga|lingkungan)",
        r"iuran (?:pengelolaan|ipl|bulanan|keamanan|kebersihan|lingkungan|rt|rw|warga)",
        r"ipl",
        r"service charge",
        r"sinking fund",
        r"tata tertib (?:gedung|apartemen|perumahan|lingkungan|rusun)",
        r"sertifikat (?:tanah|rumah|hak milik)",
        r"(?:shm|shgb|ajb|girik)",
        r"batas (?:tanah|lahan)",
        r"tembok pembatas",
        r"akses jalan",
        # neighbours and noise: what the rules of a street or a building are about
        r"(?:suara )?(?:bising|kebisingan|berisik)",
        r"(?:musik|suara|speaker|sound system|sound) (?:keras|kencang|nyaring)",
        r"(?:petasan|mercon|kembang api|hajatan|organ tunggal)",
        # words English shares ("karaoke") or a feast of the user's own only before a rule's word
        r"(?:pesta|karaoke|sound system)(?: [\w-]+){0,3}?(?= (?:boleh|tidak|nggak|gak|hanya|cuma|dilarang|sampai|hingga|lewat|"
        r"melewati|setelah|di atas)\b)",
        r"(?:jam|waktu) (?:malam|tenang|istirahat warga)",
        r"(?:renovasi|pembangunan|pekerjaan bangunan|bongkar) (?:di )?(?:hari minggu|malam hari|"
        r"akhir pekan|hari libur)",
        r"(?:dahan|ranting|akar) (?:pohon )?(?:tetangga)?",
        r"pohon (?:tetangga|yang menjorok|yang melewati)",
        # online shopping and delivery
        r"(?:paket|pesanan|barang|kiriman)(?: [\w-]+){0,2} (?:cod|yang (?:[\w-]+ ){0,2}(?:rusak|hilang|"
        r"salah|tidak sesuai|nggak sesuai|gak sesuai|ga sesuai|cacat|telat|terlambat|pecah))",
        r"(?:paket|pesanan|barang) cod",
        r"bayar di tempat",
        r"ongkir(?: (?:retur|balik|kirim ulang|pengembalian))?",
        r"ongkos kirim(?: (?:retur|balik|pengembalian))?",
        r"biaya (?:kirim|pengiriman|retur|pengembalian|antar|kirim ulang)",
        r"(?:barang|paket) salah kirim",
        r"pengiriman ulang",
        # a voucher or a stored-value card only before a rule's word: "punya voucher makan yang
        # harus dipakai hari ini" is the user's errand
        r"(?:voucher|kupon|kartu) (?:belanja|hadiah|diskon|makan|prabayar|member)(?= (?:tidak|nggak|"
        r"gak|tak) (?:boleh|bisa|dapat)|(?: \w+){0,2} (?:dilarang|wajib berlaku))",
        r"saldo (?:kartu|e-money|uang elektronik|e-wallet|dompet digital)",
        r"(?:mengantar|mengirim|antar|kirim|pengantaran) ulang",
        r"(?:barang|produk) (?:flash sale|diskon|promo|obral|live|live shopping|preorder|pre-order|"
        r"custom|bekas)",
        r"(?:barang|produk|belanjaan) (?:yang )?(?:dibeli|dibelanjakan) (?:di|saat|lewat|dari|secara)",
        # school admission
        r"spp",
        r"uang (?:pangkal|gedung|sekolah|seragam|buku|daftar ulang|pendaftaran|bangunan|komite)",
        r"biaya (?:sekolah|pendidikan|pendaftaran|daftar ulang|masuk|seragam)",
        r"(?:diskon|potongan|keringanan) (?:spp|uang sekolah|biaya sekolah|uang pangkal)",
        r"(?:jalur )?(?:zonasi|afirmasi|mutasi|domisili)",
        r"jalur prestasi",
        r"(?:ppdb|spmb)",
        r"(?:kuota|daya tampung) (?:sekolah|zonasi|siswa|kelas)",
        r"(?:penerimaan|pendaftaran) (?:siswa|murid|peserta didik)(?: baru)?",
        # debts
        r"(?:tagihan|cicilan|tunggakan) (?:kartu kredit|pinjol|pinjaman|utang|kredit|paylater)",
        r"tunggakan",
        r"paylater",
        r"(?:utang|hutang|pinjaman) (?:orang tua|almarhum(?:ah)?|pinjol|pewaris|suami|istri)",
        r"penagihan(?: utang)?",
        # tax: prizes, winnings and sales
        r"hadiah (?:undian|giveaway|give away|lomba|kuis|lotre|lotere|doorprize|kompetisi|"
        r"turnamen|menang)",
        r"doorprize",
        r"(?:penghasilan|pendapatan|keuntungan|untung) (?:dari )?(?:jualan|usaha|online|"
        r"freelance|sampingan|konten|youtube|endorse|saham|kripto|crypto|jual beli|sewa)",
        r"(?:jual|menjual|penjualan) (?:rumah|tanah|apartemen|properti|mobil)(?: \w+)?",
        # inheritance and family property
        r"(?:sertifikat|rumah|tanah|harta|rekening|mobil|tabungan|deposito|aset) (?:atas nama|"
        r"milik) (?:almarhum(?:ah)?|mendiang|pewaris|orang tua|suami|istri)",
        r"surat (?:keterangan )?(?:ahli )?waris",
        r"balik nama(?: sertifikat)?",
        # family and inheritance
        r"(?:bagian|hak|pembagian) (?:waris|warisan|harta)",
        r"hak waris",
        r"hibah",
        r"nafkah (?:anak|iddah|mut'ah|istri)",
        r"(?:gugatan )?(?:perceraian|cerai)",
        r"(?:nikah|kawin) (?:siri|beda agama|kontrak)",
        r"(?:buku |surat |akta )?nikah",
        r"akta (?:kelahiran|cerai|perkawinan)",
        r"harta (?:bawaan|perkawinan|suami|istri)",
        r"(?:adopsi|pengangkatan anak)",
        r"(?:hak )?perwalian",
        # traffic and vehicles
        r"e-?tilang",
        r"surat izin mengemudi",
        r"sim (?:a|b1|b2|c|d)(?: umum)?",
        r"stnk",
        r"bpkb",
        r"(?:pelat|plat) (?:nomor|nopol)",
        r"(?:nopol|nomor polisi)",
        r"pajak kendaraan",
        r"batas kecepatan",
        r"(?:parkir liar|parkir sembarangan)",
        r"helm",
        r"(?:sepeda|motor|skuter) listrik",
        r"ganjil genap",
        r"pelanggaran lalu lintas",
        # tax
        r"(?:ppn|pph|pbb|bphtb|ppnbm)(?: (?:final|\d+|pasal \d+))?",
        r"ptkp",
        r"npwp",
        r"spt(?: tahunan)?",
        r"(?:potongan|pengurangan|keringanan|restitusi|tarif) pajak",
        r"(?:tenggat|batas waktu) (?:lapor|pelaporan|pembayaran)(?: spt| pajak)?",
        r"penjualan (?:rumah|tanah|properti|aset)",
        r"(?:penghasilan|pendapatan) (?:di bawah|di atas)",
        # courts and procedure
        r"gugatan(?: sederhana| perdata| cerai)?",
        r"perkara",
        r"sidang(?! (?:skripsi|tesis|disertasi|proposal|akhir|kelulusan))",
        r"banding",
        r"kasasi",
        r"peninjauan kembali",
        r"putusan(?: pengadilan| hakim)?",
        r"(?:bantuan|konsultasi) hukum",
        r"(?:biaya|ongkos) perkara",
        r"somasi",
        r"laporan polisi",
        r"mediasi",
        r"(?:alat )?bukti",
        r"daluwarsa",
        # privacy and data
        r"(?:daftar |nomor )?kontak(?: (?:telepon|hp|ponsel|pengguna))?",
        r"data (?:lokasi|biometrik|wajah|sidik jari|kesehatan|keuangan)",
        r"rekaman (?:cctv|suara|percakapan|telepon|panggilan|video)",
        r"(?:foto|video) (?:orang lain|tetangga|pengguna|karyawan)",
        r"(?:email|chat|pesan) (?:kerja |pribadi )?(?:karyawan|pengguna|pelanggan)",
        r"(?:pengenalan|pemindaian) wajah",
    ),
    legal_modalities=(
        # berlaku sama di mana-mana ("cuti haid secara nasional dua hari")
        r"secara nasional|se-?indonesia|di seluruh indonesia|berlaku nasional",
        # a legal effect by itself ("otomatis jadi karyawan tetap", "otomatis hangus")
        r"(?:secara )?otomatis (?:(?:jadi|menjadi|diangkat(?: jadi| menjadi)?) (?:karyawan|pegawai|"
        r"pekerja|staf) tetap|(?:jadi|menjadi) (?:hak milik|milik sah|sah|ahli waris|warga "
        r"negara)|batal demi hukum|gugur)",
        r"(?:tidak |nggak |gak |tak |ga )?berhak",
        r"(?:tidak |nggak |gak |tak )?punya hak",
        r"hak(?:nya)? (?:atas|untuk)",
        r"(?:tidak |nggak |gak |tak )?berkewajiban",
        r"(?:tidak |nggak |gak |tak )?diwajibkan",
        r"kewajiban(?:nya)? untuk",
        r"dilarang",
        r"terlarang",
        r"(?:tidak |nggak |gak |tak )(?:bertanggung ?jawab|menanggung)",
        r"(?:secara|menurut|di mata) hukum",
        r"(?:tidak |nggak |gak |tak )?sah",
        r"batal demi hukum",
        r"(?:tidak |nggak |gak |tak )?(?:mengikat|berlaku)",
        r"(?:kena|dikenai|dikenakan|terkena) (?:sanksi|denda|pidana|hukuman)",
        r"(?:bisa |dapat )?(?:dipidana|dipenjara|dituntut|digugat|dilaporkan ke polisi)",
        r"(?:tidak |nggak |gak |tak )?dilindungi(?: hukum| undang-undang)?",
        r"hangus",
        r"(?:tidak|nggak|gak|tak) (?:akan )?dikembalikan",
        # a legal object's force undone ("denda … dihapus kalau …")
        r"(?:otomatis |langsung )?(?:batal|gugur|hangus|dihapus|dibatalkan)",
        # an exemption, a charge or a permission as a state ("dibebaskan dari …", "gratis")
        r"(?:tidak |nggak |gak |tak )?dibebaskan(?: dari)?",
        r"(?:bebas|terbebas) (?:dari )?(?:pajak|biaya|denda|bea|pungutan|kewajiban|tuntutan)",
        r"(?:tidak |nggak |gak |tak )?(?:kena|dikenai|dikenakan|terkena) (?:pajak|ppn|pph|bea|"
        r"biaya|tilang|pungutan)",
        r"(?:tidak |nggak |gak |tak )?dipungut (?:pajak|biaya|bea)",
        r"(?:secara )?gratis",
        r"(?:tidak |nggak |gak |tak )?ditanggung(?: oleh)?",
        r"(?:tidak |nggak |gak |tak )?berwenang",
        r"(?:otomatis |langsung )?jatuh (?:ke|kepada)",
        r"(?:tidak |nggak |gak |tak )?diakui(?: pengadilan| hakim| hukum)?",
        # how an estate or marital property is split
        r"(?:otomatis |langsung |harus |wajib )?dibagi (?:dua|rata|sama rata|adil|\d+|"
        r"(?:\w+ )?bagian)",
        r"(?:otomatis |langsung )?(?:jadi|menjadi) (?:milik|hak) (?:\w+ )?(?:istri|suami|anak|negara|"
        r"ahli waris|penjual|pembeli|pemilik)",
        # a debt or a claim that runs out
        r"(?:otomatis |langsung )(?:hapus|terhapus|lunas)",
        r"(?:dianggap|otomatis dianggap) lunas",
        # what a sum is paid at ("lembur dibayar dua kali lipat")
        r"(?:wajib |harus )?dibayar (?:\w+ )?(?:kali lipat|dua kali|tiga kali|penuh|\d+ ?(?:x|kali|"
        r"persen|%))",
        r"(?:terhapus|kedaluwarsa|kadaluarsa|kadaluwarsa)",
        # a duty carried by a party ("tanggung jawab penjual")
        r"(?:jadi |menjadi |adalah )?tanggung ?jawab (?:penjual|pembeli|kurir|ekspedisi|toko|"
        r"pemilik|penyewa|perusahaan|sekolah|orang tua|ahli waris|negara)",
    ),
    quantity_limits=(
        # batas jumlah uang ("maksimal Rp 5 juta", "di atas 100rb")
        r"(?:maksimal|maksimum|maks|paling banyak|minimal|paling sedikit|sekurang-kurangnya|lebih "
        r"dari|kurang dari|di atas|di bawah|hingga|sampai|tidak lebih dari) (?:rp\.?\s?\d[\d.,]*"
        r"(?:\s?(?:rb|ribu|k|jt|juta|m|miliar))?|\d[\d.,]*\s?(?:rb|ribu|k|jt|juta|miliar)"
        r"(?:\s?rupiah)?|\d[\d.,]*\s?rupiah)(?![\w])",
        rf"(?:maksimal|maksimum|maks|paling lama|paling lambat|selambat-lambatnya|minimal|"
        rf"paling sedikit|sekurang-kurangnya|lebih dari|kurang dari|dalam(?: waktu| jangka waktu)?|"
        rf"hingga|sampai) {_SPAN_COUNTED}",
        rf"{_SPAN_COUNTED} (?:sebelum|sesudah|setelah)(?:nya)?",
    ),
    time_spans=(_SPAN_COUNTED,),
    possessives=split("saya aku gue gua gw dia beliau mereka -nya -ku"),
    deontic_modals=(
        r"(?:tidak |nggak |gak |tak |ga |enggak |ndak )?(?:boleh|bisa|dapat|harus|perlu|wajib|usah|"
        r"mesti|bebas|diizinkan|diperbolehkan|dibolehkan|diharuskan)",
        r"(?:tidak|nggak|gak|tak|ga) (?:mendapat(?:kan)?|memperoleh|menerima|dapat)",
        r"(?:cukup|hanya|cuma) (?:perlu|wajib|harus)",
        r"(?:tidak|nggak|gak|tak) apa-apa",
        r"sah-sah saja",
        r"(?:tidak |nggak |gak |tak )?(?:diperkenankan|diwajibkan untuk)",
        r"(?:hanya |cukup |cuma )(?:bisa|boleh|dapat)",
        r"(?:cukup|hanya perlu|cuma perlu) (?:memberi ?tahu|memberitahukan|kasih ?ta(?:h)?u|lapor|melapor|"
        r"mengabari)",
    ),
    legal_actions=(
        r"(?:di|me|mem)?-?(?:pecat|phk)",
        r"memecat",
        r"pemutusan hubungan kerja",
        r"(?:memutus|memutuskan|diputus) (?:hubungan kerja|kontrak|perjanjian)",
        r"(?:meng|di)usir",
        r"(?:menuntut|dituntut|menggugat|digugat|memperkarakan|mempolisikan)",
        r"(?:menyita|disita)",
        # a search by an authority ("periksa isi HP", "menggeledah tas")
        r"(?:mem|di)?periksa",
        r"memeriksa",
        r"(?:meng|di)?geledah",
        r"(?:menarik|ditarik) (?:\w+ )?(?:motor|mobil|kendaraan|rumah|barang)",
        r"(?:langsung )?ditarik",
        r"mengosongkan (?:rumah|kamar|kos|kost|unit|properti|tempat|kontrakan)",
        r"(?:menaikkan|dinaikkan) (?:harga )?sewa",
        r"(?:membatalkan|dibatalkan) (?:kontrak|perjanjian|pesanan)",
        r"(?:menyebarkan|disebarkan|membagikan|dibagikan|menjual|dijual) (?:\w+ )?data",
        r"(?:merekam|direkam) (?:percakapan|panggilan|telepon)",
        r"(?:masuk|memasuki) (?:kamar|rumah|unit)",
        r"(?:menolak|ditolak) (?:pengembalian|refund|retur|klaim)",
        r"(?:menyewakan kembali|mengoperkan sewa)",
        r"(?:meng|di)gaji",
        # consumer law, the road, the family, the courts and data: what one side does to the other
        r"(?:mengembalikan|dikembalikan) (?:uang|dana|deposit|pembayaran|barang)",
        r"diretur",
        r"(?:me|di)-?refund(?: penuh)?",
        r"(?:mengganti|diganti)(?: rugi| dengan)? (?:unit|barang|produk)? ?(?:baru|pengganti)",
        r"(?:mengganti|diganti) (?:secara )?gratis",
        r"ganti rugi",
        r"(?:memberi|memberikan|diberi|diberikan) (?:kompensasi|ganti rugi|refund|pesangon)",
        r"(?:mewarisi|diwariskan|mewariskan|diwarisi)",
        r"(?:menilang|ditilang|mendenda|didenda)",
        r"(?:menderek|diderek|menggembok|digembok)",
        r"(?:ditahan|menahan) (?:gaji|upah|ijazah|deposit|uang|kendaraan|stnk|sim|ktp)",
        r"(?:dipotong|memotong) (?:gaji|upah|thr|pesangon)",
        r"(?:dipenjara|ditangkap|dibui)",
        r"(?:memaksa|dipaksa|paksa)(?! (?:diri|dirinya|diriku))",
        r"(?:dibongkar|membongkar)",
        r"(?:mencabut|dicabut) (?:izin|sim|lisensi)",
        r"(?:mengajukan|diajukan) (?:gugatan|banding|kasasi|keberatan|klaim|cerai|gugatan cerai)",
        r"(?:mengumpulkan|mengambil|mengakses|menyadap|membaca|menjual) (?:\w+ )?(?:data|kontak|"
        r"lokasi|percakapan|email|chat|pesan) (?:\w+ )?(?:karyawan|pengguna|pelanggan|nasabah|"
        r"peminjam|orang lain|ponsel|pribadi|telepon)",
        r"(?:mengumpulkan|mengakses|menyadap) (?:data|kontak|lokasi)",
        r"(?:memasang|dipasang|dipasangi) (?:kamera|cctv)",
        r"(?:mengangkat|diangkat) (?:menjadi |jadi |sebagai )?(?:karyawan|pegawai|pekerja) tetap",
    ),
    legal_predicates=(
        r"(?:itu|adalah|termasuk|tergolong|merupakan|hukumnya|tetap|sudah|sepenuhnya|tidak|nggak|"
        r"gak|tak|bukan) (?:legal|ilegal|sah)(?! (?:staf|bagian|tim|divisi|departemen))",
        r"sah secara hukum",
        r"(?:melanggar|melawan) (?:hukum|undang-undang|uu)",
        r"batal demi hukum",
        r"tindak pidana",
        r"(?:bukan|termasuk|tergolong|merupakan|dianggap) (?:tindak )?(?:pidana|kejahatan)",
        r"(?:tidak|nggak|gak|tak) (?:perlu|butuh|memerlukan|membutuhkan|wajib|harus)(?: minta| punya"
        r"| ada| mengurus)? (?:izin|persetujuan|imb|pbg|sim|stnk|npwp)",
        r"tanpa perlu (?:izin|persetujuan)",
        r"(?:tidak|nggak|gak|tak) punya kekuatan hukum",
        # the force of a document or a penalty
        r"(?:hanya |baru )?sah (?:kalau|jika|bila|apabila|kalo)",
        # what the law makes of a sum for tax
        r"(?:itu |adalah |tetap |sudah )?(?:bebas pajak|bukan objek pajak)",
        r"(?:tidak|nggak|gak|tak|ga|enggak|ndak) (?:kena|dikenai|dikenakan|dipungut|terkena) "
        r"(?:pajak|ppn|pph|bea)",
        r"(?:tidak|nggak|gak|tak|ga|enggak) (?:perlu|usah|wajib|harus) (?:bayar|membayar|lapor|"
        r"melapor|dilaporkan|dipotong) (?:pajak|ppn|pph|spt)",
    ),
    role_verbs=(
        r"bekerja sebagai",
        r"kerja sebagai",
        r"menjadi",
        r"jadi",
        r"bertugas sebagai",
        r"menjabat",
    ),
    # A modifier follows the noun: "teknisi jaringan di …".
    role_places=(*split("di pada untuk dengan yang dari bagian"), r"[\w-]+ (?:di|pada|untuk|yang)"),
    place_prepositions=split("di ke dari dekat"),
    ranks=split("kepala ketua wakil senior junior utama"),
    occupations=split(
        "pengacara advokat notaris konsultan penasihat auditor akuntan analis insinyur pengembang "
        "programmer desainer arsitek ilmuwan peneliti guru dosen pengajar tutor perawat dokter "
        "bidan apoteker dokter-gigi wartawan jurnalis editor penulis penerjemah petugas staf "
        "manajer direktur pendiri karyawan pegawai kasir sopir koki petani nelayan mahasiswa "
        "pelajar magang pialang bankir pedagang penjamin aktuaris bendahara sekretaris "
        "koordinator pembina pustakawan resepsionis teknisi montir tukang kurir satpam "
        "admin operator pelatih instruktur fasilitator penyuluh konselor pekerja-sosial"
    ),
    legal_roles=(
        r"konsultan",
        r"pengacara",
        r"advokat",
        r"kuasa hukum",
        r"penasihat",
        r"auditor",
        r"analis",
        r"petugas",
        r"pejabat",
        r"ahli",
        r"kepatuhan",
        r"pelatihan",
        r"sertifikasi",
        r"audit",
        r"proyek",
        r"program",
        r"tim",
        r"implementasi",
        # a topic of study, like the English and Chinese packs' "exam", "course", "考试"
        r"ujian",
        r"kuliah",
        r"kursus",
        r"kelas",
        r"materi",
    ),
    not_applicable=frozenset(
        {
            "condition_tails",  # Indonesian opens a condition clause, it does not close one
            "coverbs",  # a cut ends on a closed-class word
            "noun_suffixes",  # a cut word is told by its suffixes
            "third_person_verbs",  # verbs do not agree with their subject
            "topic_trim",  # topics are word runs, nothing to trim
            "addressee_possessives",  # the possessive follows the noun ("jawaban Anda")
            "family_names",  # names are found by their capital letter
            "name_prefixes",  # the same
            "spelling_dictionary",  # root-word lists hold most given names ("Fajar", "Sri")
        }
    ),
)

# The pack's own words, then the kept list of the everyday law's words.
PACK = with_kept(_OWN, LAW)
