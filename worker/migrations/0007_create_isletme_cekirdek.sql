-- One venue, one book (issue 9): the staff register, the customer book, the cash book and the customer ledger become
-- venue-wide domains that every module (appointments today, the cafe, CRM and inventory next) shares.
-- Forward-only and lossless: staff and customers are renamed in place, so every id and every reference stays
-- (SQLite rewrites the REFERENCES clauses of the other tables); cash and ledger rows are copied with their ids.

-- ── Staff register (personel) ─────────────────────────────────────────────────────────────────────────────────
ALTER TABLE randevu_personel RENAME TO personel;
DROP INDEX idx_randevu_personel_isletme_id;
CREATE INDEX idx_personel_isletme_id ON personel(isletme_id);
DROP INDEX idx_randevu_personel_isletme_id_kullanici_id;
CREATE UNIQUE INDEX idx_personel_isletme_id_kullanici_id ON personel(isletme_id, kullanici_id) WHERE kullanici_id IS NOT NULL;
-- E.164 like customers' phones
ALTER TABLE personel ADD COLUMN telefon TEXT CHECK (telefon IS NULL OR telefon GLOB '+[1-9]*');
ALTER TABLE personel ADD COLUMN email TEXT;
-- free title: garson, barista, kasiyer, kuaför, ...
ALTER TABLE personel ADD COLUMN unvan TEXT NOT NULL DEFAULT '';
-- 'YYYY-MM-DD'; ayrilma_tarihi is set when the person left (aktif = 0)
ALTER TABLE personel ADD COLUMN baslama_tarihi TEXT CHECK (baslama_tarihi IS NULL OR baslama_tarihi GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]');
ALTER TABLE personel ADD COLUMN ayrilma_tarihi TEXT CHECK (ayrilma_tarihi IS NULL OR ayrilma_tarihi GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]');
ALTER TABLE personel ADD COLUMN notlar TEXT NOT NULL DEFAULT '';

-- The appointment side of a person: only staff with a profile appear in the appointment panel, the calendar and
-- online booking. Services, weekly hours and leave keep pointing at the person (personel.id).
CREATE TABLE randevu_profil (
  personel_id INTEGER PRIMARY KEY REFERENCES personel(id),
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  aktif INTEGER NOT NULL DEFAULT 1 CHECK (aktif IN (0, 1)),
  online INTEGER NOT NULL DEFAULT 1 CHECK (online IN (0, 1)),
  sira INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_randevu_profil_isletme_id ON randevu_profil(isletme_id);
INSERT INTO randevu_profil (personel_id, isletme_id, aktif, online, sira) SELECT id, isletme_id, aktif, online, sira FROM personel;
-- every staff member so far was appointment staff: the register keeps them as active people
UPDATE personel SET aktif = 1;
ALTER TABLE personel DROP COLUMN online;
ALTER TABLE personel DROP COLUMN sira;

-- What the appointment module reads as its staff: register ⋈ profile (a person who left is never bookable).
CREATE VIEW randevu_personel AS
  SELECT p.id, p.isletme_id, p.ad, p.kullanici_id, p.foto, p.renk, rp.sira, rp.online,
         CASE WHEN p.aktif = 1 AND rp.aktif = 1 THEN 1 ELSE 0 END AS aktif
    FROM personel p JOIN randevu_profil rp ON rp.personel_id = p.id;

-- ── Customer book (musteri) ───────────────────────────────────────────────────────────────────────────────────
ALTER TABLE randevu_musteri RENAME TO musteri;
DROP INDEX idx_randevu_musteri_isletme_id_telefon;
CREATE UNIQUE INDEX idx_musteri_isletme_id_telefon ON musteri(isletme_id, telefon);
CREATE INDEX idx_musteri_isletme_id_email ON musteri(isletme_id, email);

-- Consent records: booking consent (KVKK notice) and, separately, marketing consent per channel. One row per event
-- (given or withdrawn); the newest row per (customer, kind, channel) is the current state.
CREATE TABLE musteri_onay (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  musteri_id INTEGER NOT NULL REFERENCES musteri(id),
  tur TEXT NOT NULL CHECK (tur IN ('kvkk', 'pazarlama')),
  -- marketing needs a channel; the booking consent has none
  kanal TEXT CHECK ((tur = 'kvkk' AND kanal IS NULL) OR (tur = 'pazarlama' AND kanal IN ('sms', 'email'))),
  verildi INTEGER NOT NULL CHECK (verildi IN (0, 1)),
  metin_surum TEXT,
  kaynak TEXT NOT NULL CHECK (kaynak IN ('panel', 'online', 'widget', 'aktarim')),
  kullanici_id INTEGER REFERENCES kullanici(id),
  zaman TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX idx_musteri_onay_musteri_id_tur_kanal ON musteri_onay(musteri_id, tur, kanal);
CREATE INDEX idx_musteri_onay_isletme_id ON musteri_onay(isletme_id);
INSERT INTO musteri_onay (isletme_id, musteri_id, tur, kanal, verildi, metin_surum, kaynak, zaman)
  SELECT isletme_id, id, 'kvkk', NULL, 1, kvkk_metin_surum, 'aktarim', kvkk_onay_zamani FROM musteri WHERE kvkk_onay_zamani IS NOT NULL;

-- Merges of duplicate customers (who, when, which record was kept, what moved).
CREATE TABLE musteri_birlestirme (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  kalan_id INTEGER NOT NULL REFERENCES musteri(id),
  -- the merged-away record no longer exists: its id and name are kept as text
  silinen_id INTEGER NOT NULL,
  silinen_ad TEXT NOT NULL,
  ozet TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(ozet)),
  kullanici_id INTEGER REFERENCES kullanici(id),
  zaman TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX idx_musteri_birlestirme_isletme_id_zaman ON musteri_birlestirme(isletme_id, zaman);

-- ── Cash book (kasa) ──────────────────────────────────────────────────────────────────────────────────────────
-- Payment methods come from a fixed catalogue; which ones a venue offers is a venue parameter.
CREATE TABLE kasa (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  tur TEXT NOT NULL CHECK (tur IN ('gelir', 'gider')),
  odeme TEXT NOT NULL CHECK (odeme IN ('nakit', 'kart', 'havale', 'yemek_karti', 'diger')),
  tutar_kurus INTEGER NOT NULL CHECK (tutar_kurus > 0 AND tutar_kurus <= 100000000),
  -- where the movement came from: typed by hand, an appointment's payment, a package sale, a cafe check's payment
  kaynak TEXT NOT NULL DEFAULT 'manuel' CHECK (kaynak IN ('manuel', 'randevu', 'paket', 'adisyon')),
  aciklama TEXT NOT NULL DEFAULT '',
  tarih TEXT NOT NULL,
  musteri_id INTEGER REFERENCES musteri(id),
  randevu_id INTEGER REFERENCES randevu(id),
  musteri_paket_id INTEGER REFERENCES randevu_musteri_paket(id),
  -- the cafe's check (issue 11); no table to reference yet
  adisyon_id INTEGER,
  kullanici_id INTEGER REFERENCES kullanici(id),
  olusturma TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO kasa (id, isletme_id, tur, odeme, tutar_kurus, kaynak, aciklama, tarih, musteri_id, randevu_id, kullanici_id, olusturma)
  SELECT id, isletme_id, tur, odeme, tutar_kurus,
         CASE WHEN randevu_id IS NOT NULL THEN 'randevu' WHEN aciklama LIKE 'Paket satışı%' THEN 'paket' ELSE 'manuel' END,
         aciklama, tarih, musteri_id, randevu_id, kullanici_id, olusturma
    FROM randevu_kasa;
DROP TABLE randevu_kasa;
CREATE INDEX idx_kasa_isletme_id_tarih ON kasa(isletme_id, tarih);
CREATE INDEX idx_kasa_musteri_id ON kasa(musteri_id);
CREATE INDEX idx_kasa_randevu_id ON kasa(randevu_id);

-- ── Customer ledger (cari / veresiye) ─────────────────────────────────────────────────────────────────────────
-- borc raises what the customer owes, tahsilat lowers it; balances are always summed from these rows (cari_bakiye).
CREATE TABLE cari (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  musteri_id INTEGER NOT NULL REFERENCES musteri(id),
  tur TEXT NOT NULL CHECK (tur IN ('borc', 'tahsilat')),
  tutar_kurus INTEGER NOT NULL CHECK (tutar_kurus > 0 AND tutar_kurus <= 100000000),
  kaynak TEXT NOT NULL DEFAULT 'manuel' CHECK (kaynak IN ('manuel', 'randevu', 'paket', 'adisyon')),
  aciklama TEXT NOT NULL DEFAULT '',
  tarih TEXT NOT NULL,
  randevu_id INTEGER REFERENCES randevu(id),
  musteri_paket_id INTEGER REFERENCES randevu_musteri_paket(id),
  adisyon_id INTEGER,
  kullanici_id INTEGER REFERENCES kullanici(id),
  olusturma TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO cari (id, isletme_id, musteri_id, tur, tutar_kurus, kaynak, aciklama, tarih, randevu_id, kullanici_id, olusturma)
  SELECT id, isletme_id, musteri_id, tur, tutar_kurus,
         CASE WHEN randevu_id IS NOT NULL THEN 'randevu' WHEN aciklama LIKE 'Paket satışı%' THEN 'paket' ELSE 'manuel' END,
         aciklama, tarih, randevu_id, kullanici_id, olusturma
    FROM randevu_cari;
DROP TABLE randevu_cari;
CREATE INDEX idx_cari_isletme_id_musteri_id ON cari(isletme_id, musteri_id);
CREATE INDEX idx_cari_isletme_id_tarih ON cari(isletme_id, tarih);
CREATE INDEX idx_cari_randevu_id ON cari(randevu_id);

-- a customer's balance, computed from the movements every time (never a stored total that could drift)
CREATE VIEW cari_bakiye AS
  SELECT isletme_id, musteri_id,
         sum(CASE WHEN tur = 'borc' THEN tutar_kurus ELSE 0 END) AS borc_kurus,
         sum(CASE WHEN tur = 'tahsilat' THEN tutar_kurus ELSE 0 END) AS tahsilat_kurus,
         sum(CASE WHEN tur = 'borc' THEN tutar_kurus ELSE -tutar_kurus END) AS bakiye_kurus,
         count(*) AS hareket,
         max(tarih) AS son_tarih
    FROM cari GROUP BY isletme_id, musteri_id;
