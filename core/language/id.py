"""Indonesian: words and patterns (data only; see :mod:`core.language.base`)."""

from __future__ import annotations

from core.language.base import BlockTexts, LanguagePack, Statement, split, words

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

# Frequent Indonesian words: a text with enough of them is Indonesian.
_MARKERS = words(
    "saya yang dan untuk dengan tidak dalam ini itu jawaban tolong mulai sekarang bahasa lebih "
    "suka kalau selalu jangan ingat aku"
)

PACK = LanguagePack(
    code="id",
    name="Bahasa Indonesia",
    script="words",
    # "in" is the code Java and old Android locales still use for Indonesian.
    aliases=words("in ind indonesian bahasa"),
    markers=_MARKERS,
    abbreviations=("dll", "dsb", "yth", "pt", "tbk"),
    sensitive={
        "health": (
            r"didiagnosis",
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
            r"hemodialisis",
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
            # Generic drug names by their INN stem (the same stems as in English).
            r"\w{2,}(?:formin|gliptin|statin|sartan|olol|dipine|prazole|tidine|azepam|oxetine|"
            r"profen|cillin|mycin|floxacin|parin|tinib|umab|afil)",
            r"(?:parasetamol|aspirin|levotiroksin|metadon|morfin)",
        ),
        "biometric": (r"sidik jari", r"pemindaian wajah", r"data biometrik"),
        "genetic": (r"genetik",),
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
            r"lapas",
            r"rutan",
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
        ),
        "children": (
            r"anak (?:saya|kami|nya)",
            r"anaknya",
            r"putra (?:saya|nya)",
            r"putri (?:saya|nya)",
        ),
        "finance": (
            r"gaji(?:nya| saya)",
            r"penghasilan(?:nya| saya)",
            r"pendapatan (?:saya|nya|bulanan)",
            r"(?:utang|hutang|pinjaman|cicilan)(?:nya| saya)",
            r"terlilit (?:utang|hutang|pinjol)",
            r"kredit macet",
            r"saldo (?:rekening|tabungan)(?:nya| saya)?",
            r"bangkrut",
            r"pailit",
            r"gagal bayar",
            r"(?:menunggak|tunggakan)",
            r"pinjol",
            r"pinjaman online",
            r"debt collector",
            r"ditagih (?:utang|hutang|debt collector)",
            r"(?:menggadaikan|digadaikan)",
            r"(?:melunasi|mencicil) (?:utang|hutang|pinjaman|kpr)",
        ),
        "religion": (
            r"beragama",
            r"agamanya",
            r"(?:seorang|sebagai) (?:muslim|kristen|katolik|hindu|buddha|konghucu|ateis)",
            r"sholat",
            r"salat",
            r"puasa ramadan",
            r"mualaf",
            r"pindah agama",
            # Worship practice (UU PDP art. 4(2): "agama").
            r"(?:ke|pergi ke) (?:gereja|masjid|pura|vihara|klenteng)",
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
            r"(?:a|pan|bi)seksual",
            r"waria",
            r"queer",
            r"non-?biner",
            r"interseks",
            r"tertarik (?:pada|dengan|sama) (?:sesama|pria|wanita|laki-laki|perempuan|cowok|cewek)",
            r"(?:pacar|pasangan|kekasih) (?:sejenis|sesama)",
            r"menikah (?:dengan|sama) sesama",
            r"(?:pria|wanita|lelaki|perempuan) trans",
        ),
    },
    sensitive_topical={
        "health": (
            r"kesehatan",
            r"riwayat medis",
            r"kondisi medis",
            r"terapi",
            r"obat",
            r"pengobatan",
            r"(?:psikiater|psikolog|terapis|konselor|dokter(?: spesialis)?|dokter gigi|perawat)",
        ),
        "finance": split("utang hutang pinjaman penghasilan gaji cicilan"),
        "religion": split("agama masjid gereja pura vihara klenteng kristen katolik islam ibadah"),
        "political": (r"partai", r"pemilu", r"politik", r"pilkada", r"pilpres", r"oposisi"),
        "ethnicity": (r"suku", r"ras", r"etnis"),
        "sexuality": (r"seksual\w*",),
    },
    other_person=(
        r"(?:istri|suami|pasangan|pacar|ibu|ayah|bapak|mama|papa|orang ?tua|anak|kakak|adik|saudara|"
        r"atasan|bos|manajer|rekan(?: kerja)?|teman|sahabat|tetangga|sepupu|paman|bibi|nenek|kakek|"
        r"mertua|sekretaris)(?: saya| kami| dia| beliau|nya| pengguna)",
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
    claim_verbs=(
        r"percaya",
        r"menganggap",
        r"berpendapat",
        r"mengira",
        r"yakin",
        r"merasa bahwa",
        r"menurut(?:nya| dia| pengguna| saya| aku)",
        r"(?:saya|aku) (?:kira|pikir|rasa|yakin)",
        r"setahu (?:saya|aku)",
        r"berpikir bahwa",
    ),
    answer_frame=(
        r"jawab\w*",
        r"penjelasan",
        r"jelaskan",
        r"kutip\w*",
        r"sertakan",
        r"ringkas\w*",
    ),
    work_frame=(
        r"sering (?:menanyakan|bertanya)",
        r"menanyakan",
        r"bertanya tentang",
        r"bekerja (?:di|pada|dengan|sebagai)",
        r"menangani",
        r"meneliti",
        r"mengkaji",
        r"menyusun",
        # building, running or checking something at work is work, whatever it is about
        r"membangun",
        r"mengembangkan",
        r"merancang",
        r"mengelola",
        r"memelihara",
        r"menjalankan",
        r"mengaudit",
        r"menulis (?:tentang|soal)",
        r"meliput",
        r"tertarik",
        r"fokus pada",
        r"kepatuhan",
    ),
    injection=(
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
        r"(?:hak|mode|akses) (?:admin\w*|root|super ?user|istimewa|penuh|pengembang)",
        r"(?:adalah|sebagai|jadi|menjadi) (?:seorang )?(?:admin(?:istrator)?|root|super ?user|pemilik|"
        r"pengembang|operator|moderator) (?:(?:dari|untuk|atas) )?(?:sistem|platform|asisten|"
        r"aplikasi|layanan|bot|model|basis data|database) (?:ini|kalian|kamu|anda)",
        r"pengguna (?:tepercaya|terpercaya|terverifikasi|istimewa)",
        r"(?:melewati|mengabaikan|menonaktifkan) (?:aturan|kebijakan|filter|batas\w*|pemeriksaan)",
    ),
    transcript_roles=("pengguna", "asisten"),
    transcript=(),
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
    statements=_STATEMENTS,
    discourse=(
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
    temporary=(r"hari ini", r"malam ini", r"minggu ini", r"untuk sementara", r"saat ini saja"),
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
                "melayani membina mengoordinasikan meninjau mendampingi ngurus ngajar pegang megang"
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
    stop_words=_MARKERS | words("di ke dari pada ya dulu nya agar supaya kamu anda kami kita"),
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
    recall_stop_words=words(
        "yang dan untuk dengan ini itu apa bagaimana saya tolong jawaban lebih suka dalam tidak ada"
    ),
    function_words=words("anda kamu yang dengan untuk dalam sebagai ingin bekerja"),
    synonyms={},
    negations=split("tidak bukan tak jangan enggan belum tanpa"),
    forms_of_address=frozenset({"Anda", "Bapak", "Ibu", "Saudara", "Kamu"}),
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
        "ustazah haji hajah dokter prof"
    ),
    family_names=(),
    name_prefixes=(),
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
    leading_modifiers=split(
        "sering selalu biasanya kadang jarang masih sudah baru juga sangat hanya cukup paling rutin "
        "tetap pernah belum sedang akan mulai terus lebih kurang agak"
    ),
    organization_words=split(
        "bank pt cv tbk persero universitas institut sekolah sma smp sd smk kementerian dinas "
        "badan rumah sakit rs klinik kantor kota kabupaten provinsi pulau jalan gunung sungai"
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
    ),
    regulators=(
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
        "karena sebab soalnya kalau jika apabila ketika waktu saat sewaktu supaya agar meskipun walaupun sehingga sampai"
    ),
    conjunctions=split("dan atau tapi tetapi lalu kemudian serta"),
    prefixes=words("me mem men meng meny ber be bel ter di pe pem pen peng peny per ke se"),
    suffixes=words("kan an i nya lah kah pun ku mu wan wati isme is"),
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
        "rekan teman atasan bos manajer klien pelanggan guru dosen dokter tetangga pacar istri "
        "suami anak adik kakak sepupu om tante paman bibi mertua staf murid mahasiswa pemilik "
        "sahabat keponakan cucu nenek kakek ayah bapak ibu mama papa supervisor direktur"
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
    person_prepositions=(),
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
    ),
    legal_parties=(
        r"karyawan(?: \w+)?",
        r"pekerja",
        r"buruh",
        r"pegawai",
        r"penyewa",
        r"pemilik",
        r"pemberi kerja",
        r"perusahaan",
        r"majikan",
        r"konsumen",
        r"pembeli",
        r"penjual",
        r"ahli waris",
        r"pemegang saham",
        r"direksi",
        r"wajib pajak",
        r"pengemudi",
        r"suami",
        r"istri",
        r"orang tua",
    ),
    legal_modalities=(
        r"(?:tidak |nggak |gak |tak )?berhak",
        r"wajib",
        r"(?:tidak )?boleh",
        r"dilarang",
        r"bebas",
        r"tidak perlu",
        r"tanpa (?:izin|pesangon|kompensasi|ganti rugi)",
        r"(?:bisa|dapat|boleh) (?:di)?(?:pecat|phk|usir|tuntut|gugat)",
    ),
    not_applicable=frozenset(
        {
            "condition_tails",  # Indonesian opens a condition clause, it does not close one
            "third_person_verbs",  # verbs do not agree with their subject
            "topic_trim",  # topics are word runs, nothing to trim
            "person_prepositions",  # a name is told by its capital letter wherever it stands
            "synonyms",  # none are needed by the judge yet
            "transcript",  # the role names cover it
            "family_names",  # names are found by their capital letter
            "name_prefixes",  # the same
        }
    ),
)
