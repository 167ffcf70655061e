"""The everyday law's words in Indonesian (see :mod:`core.language.law`)."""

from __future__ import annotations

TERMS: dict[str, tuple[str, ...]] = {
    "legal_parties": (
        # immigration
        r"orang asing",
        r"(?:turis|wisatawan|pelancong) (?:asing|mancanegara)",
        r"pemegang (?:kitas|kitap|visa|paspor|izin tinggal|green card|polis|kartu kredit|hak cipta)",
        r"(?:pekerja|tenaga kerja) (?:migran|asing)",
        r"tka",
        # social security, the state's staff and pensioners
        r"peserta (?:bpjs|jkn|kis)(?: kesehatan| ketenagakerjaan| mandiri)?",
        r"(?:pns|asn|aparatur sipil negara)",
        r"(?:janda |duda )?pensiunan(?: pns| asn| tni| polri)?",
        r"korban (?:phk|kecelakaan)",
        # copyright and tax
        r"pencipta(?:nya)?",
        r"pemilik hak cipta",
        r"(?:pengusaha kena pajak|pkp)",
        r"importir",
        # the road
        r"pengguna jalan",
    ),
    "legal_objects": (
        # immigration
        r"(?:visa on arrival|voa)",
        r"(?:bebas|tanpa) visa",
        r"(?:dwi )?kewarganegaraan(?: ganda| indonesia)?",
        r"naturalisasi",
        r"masa berlaku (?:paspor|visa|sim|kitas)",
        # customs
        r"bea (?:masuk|keluar|cukai)",
        r"barang (?:bawaan penumpang|impor|kiriman(?: dari luar negeri)?)",
        r"barang bawaan (?:yang )?(?:melebihi|melewati|di atas|lebih dari)",
        r"(?:hp|ponsel|handphone|laptop|gadget|iphone|barang|produk|oleh-oleh|rokok|cerutu|alkohol|miras|"
        r"minuman (?:keras|beralkohol)) (?:yang )?(?:boleh |bisa )?(?:dibeli|dibawa|dikirim|diimpor) "
        r"(?:dari |di )?luar negeri",
        r"(?:batas|nilai) (?:pembebasan|bebas bea|pabean)",
        r"barang kena cukai",
        # tax and invoices
        r"njop",
        r"omzet(?: usaha| tahunan)? (?:di bawah|di atas|kurang dari|lebih dari|maksimal)",
        # the road and vehicles
        r"sim (?:yang )?(?:sudah |udah )?(?:mati|kedaluwarsa|kadaluarsa|kadaluwarsa|habis masa berlaku(?:nya)?)",
        r"registrasi (?:kendaraan|samsat)",
        r"data (?:kendaraan|registrasi)",
        r"lampu (?:utama|depan|kendaraan)",
        r"menyalakan lampu",
        r"sabuk pengaman",
        r"bahu jalan",
        r"jalur (?:busway|transjakarta|sepeda|khusus)",
        r"rambu(?: lalu lintas)?",
        r"drone(?: \w+)? (?:di atas|lebih dari|seberat|dengan berat|berbobot) [\d,.]+ ?(?:kilo|kg|gram|gr)",
        r"(?:zona|kawasan|area) (?:larangan terbang|bandara|terlarang)",
        # social benefits and health care
        r"santunan(?: kematian| kecelakaan| duka)?",
        r"persetujuan (?:tertulis )?(?:pasien|keluarga pasien|tindakan medis|tindakan kedokteran)",
        r"persetujuan tertulis sebelum (?:operasi|tindakan)",
        r"informed consent",
        r"kelas rawat inap",
        r"rujukan berjenjang",
        # marriage
        r"pencatatan (?:pernikahan|perkawinan|nikah|kelahiran)",
        r"dispensasi (?:nikah|kawin)",
        r"(?:masa )?iddah",
        r"talak",
        r"(?:izin )?poligami",
        # copyright and photos
        r"(?:foto|video|rekaman|gambar|memotret|merekam|motret) (?:orang|seseorang|anak orang|wajah orang)(?: lain)? "
        r"di (?:tempat|ruang|area|fasilitas) (?:umum|publik)",
        r"(?:foto|gambar|video|lagu|musik) (?:dari|di) (?:google|internet)",
        r"(?:film|lagu|software|aplikasi|konten|buku) bajakan",
        r"karya cipta",
        # building
        r"(?:nambah|nambahin|tambah) (?:lantai|bangunan)",
        r"(?:garis sempadan|gsb|kdb|kkpr)",
        # insurance
        r"(?:membayar|bayar|mencairkan|menolak|pembayaran|pencairan) klaim",
        r"masa tunggu",
        r"penyakit bawaan",
        r"uang pertanggungan",
        # neighbours and damage
        r"(?:kerugian|kerusakan) (?:akibat|karena|yang ditimbulkan)",
        r"pekarangan (?:orang lain|tetangga)",
        # debt
        r"(?:jaminan )?fidusia",
        # school
        r"(?:pungutan|sumbangan) (?:sekolah|wajib|komite)",
    ),
    "legal_modalities": (
        r"(?:jadi |menjadi )?(?:milik umum|domain publik|public domain)",
        r"bebas (?:dipakai|digunakan|diunduh|disebarkan|dibagikan|diputar|dipakai siapa saja)",
        # a consequence the law attaches ("bakal disita", "otomatis diblokir")
        r"(?:otomatis|langsung|bakal|akan) (?:diblokir|dinonaktifkan|disita|dicabut|dideportasi|dibongkar|"
        r"disegel|dikenai denda|didenda|ditilang)",
        r"otomatis (?:diterima|lolos)",
        r"(?:pasti|dijamin) diterima di (?:sekolah|sd|smp|sma|smk)",
        r"(?:mensyaratkan|disyaratkan) (?:kk|kartu keluarga|domisili|usia|umur|surat|akta|ktp|paspor|sertifikat)",
        r"(?:maksimal|maks|paling banyak) [\d,.]+ ?(?:batang|liter|botol|gram|ml)",
    ),
    "deontic_modals": (
        r"(?:tidak |nggak |gak |tak |ga |enggak |ngga |gk )?(?:kudu|musti)",
        r"(?:ngga|gk) (?:boleh|bisa|perlu|harus|wajib|usah|dapat|dapet)",
        r"(?:tidak|nggak|gak|tak|ga|enggak) dapet",
    ),
    "legal_actions": (
        r"(?:men|di)?deportasi",
        r"mendeportasi",
        r"(?:men|di)cekal",
        r"(?:menahan|ditahan) (?:pasien|jenazah|bayi|paspor)",
        r"(?:menolak|ditolak) pasien",
        r"(?:menagih|ditagih) (?:ke )?(?:kontak|keluarga|kerabat|atasan)",
        r"(?:memutus|diputus) (?:aliran )?(?:listrik|air)",
        r"(?:mencabut|dicabut) (?:kewarganegaraan|izin tinggal|kitas|kitap|visa|stnk)",
        r"(?:membekukan|dibekukan) (?:rekening|izin)",
        r"(?:menyegel|disegel)",
        r"(?:menggusur|digusur)",
        r"(?:dikeluarkan|dikeluarin|mengeluarkan) dari sekolah",
        r"(?:diberhentikan|dirumahkan)",
    ),
    "legal_predicates": (
        r"(?:tidak |nggak |gak |tak |ga |bukan |termasuk |itu )?melanggar (?:hak cipta|privasi|hak (?:orang|konsumen|pekerja|pasien))",
        r"(?:termasuk|merupakan|itu|tergolong|dianggap) (?:pelanggaran hak cipta|pembajakan|penipuan|pencemaran nama baik|penggelapan|wanprestasi)",
        r"(?:tidak|nggak|gak|tak|ga) (?:perlu|butuh|wajib|harus)(?: punya| ada| mengurus| urus)? (?:visa|kitas|pbg|imb|slf|izin tinggal)",
    ),
    "claim_verbs": (
        r"(?:udah |sudah |pernah )?(?:denger|dengar|mendengar|baca|membaca) (?:kalau|kalo|dari)",
        r"setau(?:nya| saya| aku| dia| gue| gw)?",
        r"(?:kirain|ngira|ngiranya|dikiranya)",
        r"(?:dikasih tau|dikasih tahu|diberitahu) (?:kalau|kalo)",
        r"kata (?:temen|teman|orang-orang|tetangga|hrd|bos|atasan|dosen|guru)\w*",
        r"mikir(?:nya)? (?:kalau|kalo)",
    ),
    "legal_concepts": (
        r"kewarganegaraan ganda",
        r"(?:mengurangi|pengurang|pengurangan) (?:pajak|penghasilan kena pajak)",
        r"(?:batas|plafon) (?:atas )?bunga|bunga (?:\w+ )?(?:maksimal|maksimum|paling tinggi)",
        r"wanprestasi",
        r"perbuatan melawan hukum",
        r"pencemaran nama baik",
        r"(?:keadaan kahar|force majeure)",
        r"tanggung ?jawab hukum",
    ),
    "regulators": (
        r"(?:ditjen|direktorat jenderal) bea (?:dan )?cukai",
        r"djbc",
        r"(?:ditjen|direktorat jenderal) imigrasi",
        r"(?:ditjen|direktorat jenderal) pajak",
        r"korlantas",
    ),
}
