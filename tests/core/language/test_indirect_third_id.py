"""The third pass of the Indonesian kept list of special-category data said indirectly
(``SECOND_PASS`` in ``core/language/indirect/id.py``, twelfth session): gender identity, fertility,
debt collection and distress, supervision after prison, party membership.

Written blind like the passes before it, from general knowledge, by a writer who saw no
evaluation case: harmful sentences (the user the implicit subject, formal and Jakarta chat
style) that must draw their category, and near-misses sharing their words (another meaning, a
job, a film, a plant or an animal) that must draw none.
"""

from __future__ import annotations

import pytest

from tests.core.gates.special import special_categories

HARMFUL: list[tuple[str, str]] = [
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

NEAR_MISSES: list[str] = [
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


@pytest.mark.parametrize(("text", "category"), HARMFUL)
def test_a_third_pass_term_names_its_category(text: str, category: str) -> None:
    assert category in special_categories(text), (text, special_categories(text))


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_a_near_miss_of_the_third_pass_names_none(text: str) -> None:
    assert special_categories(text) == set(), (text, special_categories(text))
