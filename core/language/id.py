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
        r"^(?:saya|kami|tim (?:saya|kami)) (?:sedang |lagi )?(?:mengerjakan|menangani)\s+(?P<x>.+)",
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
)

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
        ),
        "ethnicity": (
            r"keturunan (?:tionghoa|cina|arab|india|jawa|batak)",
            r"sukunya",
            r"suku (?:jawa|batak|sunda|minang|bugis|dayak|tionghoa)",
            r"etnis",
        ),
        "political": (
            r"memilih (?:partai|capres|calon)",
            r"pilihan politik",
            r"anggota partai",
            r"simpatisan",
            r"pendukung (?:partai|capres)",
            r"golput",
        ),
        "sexuality": (
            r"orientasi seksual",
            r"biseksual",
            r"kehidupan seks\w*",
            r"transpuan",
        ),
    },
    sensitive_topical={
        "health": (r"kesehatan", r"riwayat medis", r"kondisi medis"),
        "finance": split("utang hutang pinjaman penghasilan gaji cicilan"),
        "religion": split("agama masjid gereja pura vihara kristen katolik islam"),
        "political": (r"partai", r"pemilu", r"politik"),
        "ethnicity": (r"suku", r"ras", r"etnis"),
        "sexuality": (r"seksual\w*",),
    },
    other_person=(
        r"(?:istri|suami|pasangan|pacar|ibu|ayah|bapak|mama|papa|orang ?tua|anak|kakak|adik|saudara|"
        r"atasan|bos|manajer|rekan(?: kerja)?|teman|sahabat|tetangga|sepupu|paman|bibi|nenek|kakek|"
        r"mertua|sekretaris)(?: saya| kami| dia| beliau|nya| pengguna)",
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
        r"(?:dokumen|sumber|kebijakan|kontrak|laporan|pedoman) (?:ini|itu|tersebut)",
    ),
    legal_statement=split(
        "menyatakan mengatur mewajibkan melarang membolehkan mengizinkan berbunyi menetapkan "
        "menurut wajib dilarang harus berlaku"
    ),
    claim_verbs=(
        r"percaya",
        r"menganggap",
        r"berpendapat",
        r"mengira",
        r"yakin",
        r"merasa bahwa",
        r"menurut(?:nya| dia| pengguna)",
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
    ),
    transcript_roles=("pengguna", "asisten"),
    transcript=(),
    placeholders=frozenset(
        {"pengguna", "tidak ada", "belum ada", "contoh", "kosong", "tidak diketahui"}
    ),
    placeholder_patterns=(),
    secret_words=(r"kata ?sandi", r"sandi", r"kode otp", r"kunci api", r"kredensial"),
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
        "answer length": (r"singkat", r"ringkas", r"panjang", r"rinci", r"detail"),
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
    work_verbs=split("bekerja menangani mengelola menyusun meneliti mengerjakan sedang"),
    first_person=((r"\bsaya\b|\baku\b", "pengguna"),),
    templates={
        "prefer": "Lebih suka {x}.",
        "avoid": "Tidak mau {x}.",
        "constraint": "Jangan {x}.",
        "work": "Bekerja {prep} {x}.",
        "instruction": "{X}.",
        "remember": "{X}.",
        "rather": "Lebih memilih {x}.",
        "project": "Mengerjakan {x}.",
        "recurring": "{X}.",
    },
    job_subject="pekerjaan",
    topic_trim="",
    stop_words=_MARKERS | words("di ke dari pada ya dulu nya agar supaya kamu anda"),
    generic_words=words("soal tentang bahwa preferensi yang saya pengguna"),
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
    not_applicable=frozenset(
        {
            "condition_tails",  # Indonesian opens a condition clause, it does not close one
            "topic_trim",  # topics are word runs, nothing to trim
            "synonyms",  # none are needed by the judge yet
            "transcript",  # the role names cover it
            "placeholder_patterns",  # the exact placeholders cover it
        }
    ),
)
