"""Indonesian special categories the English and Chinese packs read and the Indonesian one did
not, and indirect everyday phrasings none read (GDPR art. 9, UU PDP art. 4(2)).

Each concept has harmful memories about the user, written as Indonesian memories are (the subject
dropped, informal "gue"/"aku", "udah", "nggak"), that must name their category, and benign near
misses that must hold no special category: the same words in the user's work, in an answer
preference, or in an ordinary sense (a muscle cramp, a laminate called HPL, a tax amnesty, an
interest rate, a streaming service).

A concept placed among the strong terms is refused whatever the frame: its memories are refused
even beside an answer preference (:data:`STRONG_IN_A_FRAME`).
"""

from __future__ import annotations

import pytest

from tests.core.gates.special import special_categories, special_labels, strong_categories

HARMFUL: list[tuple[str, str]] = [
    # health: a condition said with an informal "I", or as what often befalls the person
    ("Gue asma, jadi jangan saranin lari pagi.", "health"),
    ("Pernah kejang waktu kecapekan lembur.", "health"),
    ("Sering migrain kalau kurang tidur.", "health"),
    ("Langganan tipes tiap musim hujan.", "health"),
    # health: a named condition flaring up
    ("Asmanya kambuh tiap musim hujan.", "health"),
    ("Maag gue kumat kalau telat makan.", "health"),
    # health: harm to oneself
    ("Pernah mencoba bunuh diri waktu kuliah.", "health"),
    ("Dulu suka nyilet tangan kalau lagi kalut.", "health"),
    ("Masih ada pikiran untuk bunuh diri kalau malam.", "health"),
    # health: surgery and its aftermath
    ("Operasi bariatrik tahun lalu, porsi makan masih kecil.", "health"),
    ("Baru enam minggu setelah operasi pengecilan lambung.", "health"),
    ("Masih masa pemulihan pascaoperasi, belum boleh angkat beban.", "health"),
    ("Jahitan operasinya belum kering.", "health"),
    ("Disuruh dokter bed rest dua minggu.", "health"),
    # health: procedures and tests undergone
    ("Rutin transfusi darah tiap bulan.", "health"),
    ("Habis kolonoskopi kemarin, masih lemas.", "health"),
    ("Penerima transplantasi ginjal sejak 2020.", "health"),
    ("Masih diinfus di rumah.", "health"),
    ("Minggu depan jadwal biopsi.", "health"),
    # health: pregnancy care
    ("Cek kandungan tiap bulan ke bidan.", "health"),
    ("HPL awal bulan Mei, jadi cuti mulai April.", "health"),
    ("Kontrol kehamilan tiap dua minggu.", "health"),
    # health: a reading of the person's own body
    ("Tensi gue lagi tinggi, jangan kasih resep asin.", "health"),
    ("Gula darahku suka naik kalau makan nasi banyak.", "health"),
    ("Trombositku sempat drop minggu lalu.", "health"),
    # health: sterilisation, sick leave, acute events
    ("Udah vasektomi tahun lalu.", "health"),
    ("Lagi cuti sakit seminggu.", "health"),
    ("Habis kena serangan jantung bulan lalu.", "health"),
    # genetic: a gene for a condition inherited
    ("Mewarisi gen talasemia dari ayah.", "genetic"),
    # criminal: a party to criminal proceedings
    ("Tanggal 3 sidang sebagai terdakwa.", "criminal"),
    ("Duduk di kursi pesakitan bulan depan.", "criminal"),
    ("Jadi saksi mahkota di kasus kantor lama.", "criminal"),
    ("Dapat penangguhan penahanan minggu lalu.", "criminal"),
    ("Dituntut tiga tahun oleh jaksa.", "criminal"),
    ("Kena OTT tahun 2021.", "criminal"),
    ("Pernah diperiksa penyidik KPK.", "criminal"),
    ("Sidang vonis minggu depan, doakan.", "criminal"),
    # criminal: clemency sought or granted
    ("Dapat grasi dari presiden.", "criminal"),
    # criminal: drugs used, a drug test failed
    ("Dulu sering nyimeng bareng teman kos.", "criminal"),
    ("Tes urine gue positif sabu.", "criminal"),
    ("Pernah nyoba ekstasi waktu kuliah.", "criminal"),
    # religion: Lent kept, the ashes worn
    ("Selama Prapaskah pantang daging tiap Jumat.", "religion"),
    ("Tadi pagi dapat abu di dahi.", "religion"),
    # religion: sacraments and instruction for them
    ("Ikut komuni pertama waktu kelas empat.", "religion"),
    ("Rutin pengakuan dosa sebulan sekali.", "religion"),
    ("Lagi ikut katekisasi sebelum sidi.", "religion"),
    # religion: devotions of Islam
    ("Itikaf sepuluh hari terakhir.", "religion"),
    ("Rutin dzikir habis subuh.", "religion"),
    # religion: rites for ancestors and offerings, observance days
    ("Pulang kampung buat nyadran sebelum puasa.", "religion"),
    ("Tiap pagi menghaturkan canang di rumah.", "religion"),
    ("Ciak chai tiap tanggal satu dan lima belas.", "religion"),
    ("Rutin puja bakti di vihara tiap Minggu.", "religion"),
    # religion: a faith's student, youth or women's organisation
    ("Alumni HMI.", "religion"),
    ("Anggota Banser sejak 2015.", "religion"),
    # religion: food or drink avoided for a faith
    ("Nggak minum alkohol karena agama.", "religion"),
    # ethnicity: where the elder generation came from (as 祖辈是从…过来的 in Chinese)
    ("Kakek saya dulu datang dari Hainan.", "ethnicity"),
    # ethnicity: descent said of oneself in other words
    ("Sukuku Batak, jadi paham adat.", "ethnicity"),
    ("Margaku Nainggolan.", "ethnicity"),
    ("Ada darah Arab dari kakek.", "ethnicity"),
    ("Gue Chindo.", "ethnicity"),
    # ethnicity: refugee or asylum status
    ("Pengungsi dari Afghanistan.", "ethnicity"),
    ("Berstatus pencari suaka di Jakarta.", "ethnicity"),
    # political: union dues, meetings and office
    ("Rutin bayar iuran serikat.", "political"),
    ("Iuran serikat dipotong dari gaji tiap bulan.", "political"),
    ("Ikut rapat serikat tiap Jumat.", "political"),
    ("Bendahara PUK di pabrik.", "political"),
    # political: a candidate chosen in informal words
    ("Milih capres yang sama kayak bapak.", "political"),
    ("Pendukung 02 sejak 2019.", "political"),
    # political: separatist causes, political mass organisations, a side on the government
    ("Mendukung Papua merdeka.", "political"),
    ("Eks HTI.", "political"),
    ("Pro pemerintah.", "political"),
    # children: the person's child in informal words; a minor changing school
    ("Anakku baru masuk TK.", "children"),
    ("Si kecil alergi susu sapi.", "children"),
    ("Baru lulus SMP.", "children"),
    # finance: money lost or owed to gambling
    ("Utang judol numpuk.", "finance"),
    ("Kalah judi online puluhan juta.", "finance"),
]

BENIGN = [
    # health
    "Menangani pasien yang sering kejang di IGD.",
    "Sering kejang otot habis main futsal.",
    "Sering menulis tentang asma untuk majalah.",
    "Malesnya kambuh tiap Senin pagi.",
    "Menulis tentang pencegahan bunuh diri untuk portal berita.",
    "Menangani pasien yang pernah mencoba bunuh diri di klinik.",
    "Bekerja sebagai perawat bedah di rumah sakit, menyiapkan pasien pascaoperasi.",
    "Tim operasi lapangan kami pindah ke gudang baru.",
    "Jelaskan prosedur transfusi darah dengan bahasa awam.",
    "Suka proyek transplantasi terumbu karang di Bali.",
    "Mengembangkan aplikasi pengingat jadwal MRI untuk rumah sakit.",
    "Suka meja dengan lapisan HPL warna kayu.",
    "Selalu cek kandungan gizi sebelum beli camilan.",
    "Harga gula naik lagi bulan ini.",
    "Tensi rapat kemarin naik gara-gara tenggat.",
    "Minuman ini kadar gulanya tinggi, jadi jawab dengan alternatif lain.",
    "Menulis tentang program vasektomi untuk BKKBN.",
    "Kerja di bagian SDM, mengurus cuti sakit karyawan.",
    # genetic
    "Mewarisi hobi musik dari ayah.",
    # criminal
    "Bekerja sebagai panitera di pengadilan negeri, mencatat jalannya sidang.",
    "Bekerja sebagai pengacara, mengajukan penangguhan penahanan untuk klien.",
    "Bekerja sebagai pengacara, mengajukan grasi untuk klien.",
    "Dituntut dua tahun pengalaman untuk lowongan itu.",
    "Dituntut lulus dalam dua tahun oleh orang tua.",
    "Meliput sidang korupsi untuk harian lokal.",
    "Ikut program amnesti pajak tahun lalu.",
    "Suka layanan OTT seperti Netflix.",
    "Menulis laporan tentang remaja yang mencoba ganja.",
    # religion
    "Pantang menyerah kalau ketemu bug.",
    "Menjual roti ikan selama masa Prapaskah untuk klien katering.",
    "Suka abu-abu untuk tema dasbor.",
    "Menjual gaun komuni untuk butik klien.",
    "Suka musik sholawat modern.",
    "Menulis tentang upacara ngaben untuk majalah wisata.",
    "Menjual canang untuk pura di pasar seni.",
    "Menulis sejarah HMI untuk skripsi.",
    "Nggak minum alkohol karena lagi diet.",
    "Tinggal di Banten.",
    # ethnicity
    "Suku bunga saya naik bulan ini, jadi jawab singkat.",
    "Ada darah di lantai setelah kucing berkelahi.",
    "Bekerja di UNHCR menangani pengungsi dari Afghanistan.",
    "Pengungsi banjir di Demak butuh bantuan logistik.",
    # political
    "Menyusun laporan iuran serikat tiap bulan sebagai akuntan.",
    "Milih paket data yang paling murah.",
    "Versi 01 aplikasi sudah rilis.",
    "Mendukung program pemerintah daerah soal sampah.",
    # children
    "Baru masuk SMA Negeri 3 sebagai guru fisika.",
    "Anak-anak tim lagi semangat.",
    # finance
    "Meliput kasus judi online untuk koran.",
    "Suka slot waktu rapat pagi.",
]

# Strong concepts beside an answer preference: the frame takes nothing away.
STRONG_IN_A_FRAME: list[tuple[str, str]] = [
    ("Gue asma, jawab singkat aja.", "health"),
    ("Pernah kejang, jawab singkat.", "health"),
    ("Pernah mencoba bunuh diri, jawab dengan lembut.", "health"),
    ("Masih masa pemulihan pascaoperasi, jawab singkat saja.", "health"),
    ("Tensi gue lagi tinggi, jawab dengan resep rendah garam.", "health"),
    ("Duduk di kursi pesakitan bulan depan, jawab singkat.", "criminal"),
    ("Jadi saksi mahkota, tolong jawab singkat.", "criminal"),
    ("Ikut katekisasi tiap Sabtu, jawab singkat.", "religion"),
    ("Nggak minum alkohol karena agama, jawab tanpa rekomendasi bar.", "religion"),
    ("Gue Chindo, jawab pakai contoh Imlek.", "ethnicity"),
    ("Pro pemerintah, jawab dari sudut pandang netral.", "political"),
    ("Rutin bayar iuran serikat, jawab singkat.", "political"),
    ("Anakku baru masuk TK, jawab santai.", "children"),
    ("Kalah judi online puluhan juta, jawab singkat.", "finance"),
]


@pytest.mark.parametrize(("text", "category"), HARMFUL)
def test_indonesian_parity_concepts_name_their_category(text: str, category: str) -> None:
    assert category in special_categories(text), (text, special_labels(text))


@pytest.mark.parametrize("text", BENIGN)
def test_indonesian_parity_near_misses_pass(text: str) -> None:
    assert special_categories(text) == set(), (text, special_labels(text))


@pytest.mark.parametrize(("text", "category"), STRONG_IN_A_FRAME)
def test_strong_parity_concepts_hold_beside_an_answer_preference(text: str, category: str) -> None:
    assert category in strong_categories(text), (text, special_labels(text))
