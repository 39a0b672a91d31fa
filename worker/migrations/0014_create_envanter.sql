-- Inventory and fixed assets (issue 12, /isletme/envanter/*). Quantities are integers in thousandths of the item's
-- unit (2,5 kg = 2500) so sums are exact; money is kuruş; times are UTC ISO text, dates 'YYYY-MM-DD'.
-- Stock changes only through movements: envanter_stok holds the quantity on hand per item and location, never
-- negative (CHECK), and every change to it is a row of envanter_stok_hareket in the same batch.

-- ── Locations: a tree (building → floor/area → room/shelf); each has a QR label ─────────────────────────────
CREATE TABLE envanter_lokasyon (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  ust_id INTEGER,
  ad TEXT NOT NULL CHECK (length(ad) BETWEEN 1 AND 80),
  tur TEXT NOT NULL DEFAULT 'oda' CHECK (tur IN ('bina', 'kat', 'alan', 'oda', 'raf', 'depo')),
  aciklama TEXT NOT NULL DEFAULT '',
  sira INTEGER NOT NULL DEFAULT 0,
  aktif INTEGER NOT NULL DEFAULT 1 CHECK (aktif IN (0, 1)),
  UNIQUE (id, isletme_id),
  FOREIGN KEY (ust_id, isletme_id) REFERENCES envanter_lokasyon(id, isletme_id),
  CHECK (ust_id IS NULL OR ust_id <> id)
);
CREATE UNIQUE INDEX idx_envanter_lokasyon_isletme_id_ust_id_ad ON envanter_lokasyon(isletme_id, coalesce(ust_id, 0), ad);
CREATE INDEX idx_envanter_lokasyon_ust_id ON envanter_lokasyon(ust_id);

-- ── Stock items (consumables: coffee beans, milk, cups, shampoo) ──────────────────────────────────────────
CREATE TABLE envanter_urun (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  ad TEXT NOT NULL CHECK (length(ad) BETWEEN 1 AND 120),
  -- optional stock code / barcode
  kod TEXT,
  kategori TEXT NOT NULL DEFAULT '',
  birim TEXT NOT NULL DEFAULT 'adet' CHECK (birim IN ('adet', 'kg', 'g', 'lt', 'ml', 'paket', 'kutu', 'koli', 'sise', 'rulo')),
  -- low-stock warning below this total (all locations), thousandths; 0 = no warning
  min_binde INTEGER NOT NULL DEFAULT 0 CHECK (min_binde >= 0),
  -- cost price of one unit
  maliyet_kurus INTEGER NOT NULL DEFAULT 0 CHECK (maliyet_kurus >= 0),
  tedarikci TEXT NOT NULL DEFAULT '',
  notlar TEXT NOT NULL DEFAULT '',
  aktif INTEGER NOT NULL DEFAULT 1 CHECK (aktif IN (0, 1)),
  -- folded name + code + category + supplier for search (src/lib/search.ts katla)
  arama TEXT NOT NULL DEFAULT '',
  UNIQUE (id, isletme_id)
);
CREATE UNIQUE INDEX idx_envanter_urun_isletme_id_ad ON envanter_urun(isletme_id, ad);
CREATE UNIQUE INDEX idx_envanter_urun_isletme_id_kod ON envanter_urun(isletme_id, kod) WHERE kod IS NOT NULL;

CREATE TABLE envanter_stok (
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  urun_id INTEGER NOT NULL,
  lokasyon_id INTEGER NOT NULL,
  miktar_binde INTEGER NOT NULL DEFAULT 0 CHECK (miktar_binde >= 0),
  PRIMARY KEY (urun_id, lokasyon_id),
  FOREIGN KEY (urun_id, isletme_id) REFERENCES envanter_urun(id, isletme_id),
  FOREIGN KEY (lokasyon_id, isletme_id) REFERENCES envanter_lokasyon(id, isletme_id)
);
CREATE INDEX idx_envanter_stok_isletme_id_lokasyon_id ON envanter_stok(isletme_id, lokasyon_id);

-- giris: into hedef (purchase, restock, count surplus); cikis: out of kaynak (consumed, wasted, count shortage);
-- transfer: kaynak → hedef. The quantity is always positive; the kind says the direction.
CREATE TABLE envanter_stok_hareket (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  urun_id INTEGER NOT NULL,
  tur TEXT NOT NULL CHECK (tur IN ('giris', 'cikis', 'transfer')),
  neden TEXT NOT NULL CHECK (neden IN ('satin_alma', 'ikmal', 'acilis', 'tuketim', 'fire', 'sayim', 'iade', 'transfer', 'diger')),
  kaynak_lokasyon_id INTEGER,
  hedef_lokasyon_id INTEGER,
  miktar_binde INTEGER NOT NULL CHECK (miktar_binde > 0),
  birim_maliyet_kurus INTEGER CHECK (birim_maliyet_kurus IS NULL OR birim_maliyet_kurus >= 0),
  aciklama TEXT NOT NULL DEFAULT '',
  kullanici_id INTEGER REFERENCES kullanici(id),
  zaman TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  FOREIGN KEY (urun_id, isletme_id) REFERENCES envanter_urun(id, isletme_id),
  FOREIGN KEY (kaynak_lokasyon_id, isletme_id) REFERENCES envanter_lokasyon(id, isletme_id),
  FOREIGN KEY (hedef_lokasyon_id, isletme_id) REFERENCES envanter_lokasyon(id, isletme_id),
  CHECK ((tur = 'giris' AND kaynak_lokasyon_id IS NULL AND hedef_lokasyon_id IS NOT NULL)
      OR (tur = 'cikis' AND kaynak_lokasyon_id IS NOT NULL AND hedef_lokasyon_id IS NULL)
      OR (tur = 'transfer' AND kaynak_lokasyon_id IS NOT NULL AND hedef_lokasyon_id IS NOT NULL AND kaynak_lokasyon_id <> hedef_lokasyon_id))
);
CREATE INDEX idx_envanter_stok_hareket_isletme_id_zaman ON envanter_stok_hareket(isletme_id, zaman);
CREATE INDEX idx_envanter_stok_hareket_urun_id ON envanter_stok_hareket(urun_id);

-- ── Fixed assets ──────────────────────────────────────────────────────────────────────────────────────────
-- Categories carry the custom fields their assets have: JSON [{"anahtar","ad","tur":"metin|sayi|tarih|secim","secenekler":[...]}]
CREATE TABLE envanter_kategori (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  ad TEXT NOT NULL CHECK (length(ad) BETWEEN 1 AND 60),
  alanlar TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(alanlar) AND json_type(alanlar) = 'array'),
  -- default maintenance interval for new assets of the category (days), NULL = none
  bakim_aralik_gun INTEGER CHECK (bakim_aralik_gun IS NULL OR bakim_aralik_gun BETWEEN 1 AND 3650),
  UNIQUE (id, isletme_id),
  UNIQUE (isletme_id, ad)
);

CREATE TABLE envanter_demirbas (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  -- the venue's own asset tag (DMR-0001 ...), unique in the venue
  kod TEXT NOT NULL CHECK (length(kod) BETWEEN 1 AND 40),
  ad TEXT NOT NULL CHECK (length(ad) BETWEEN 1 AND 120),
  kategori_id INTEGER,
  marka TEXT NOT NULL DEFAULT '',
  model TEXT NOT NULL DEFAULT '',
  seri_no TEXT NOT NULL DEFAULT '',
  lokasyon_id INTEGER,
  -- who holds it (staff register)
  personel_id INTEGER REFERENCES personel(id),
  alis_tarihi TEXT CHECK (alis_tarihi IS NULL OR alis_tarihi GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
  alis_kurus INTEGER NOT NULL DEFAULT 0 CHECK (alis_kurus >= 0),
  garanti_bitis TEXT CHECK (garanti_bitis IS NULL OR garanti_bitis GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
  -- kullanimda: in use, depoda: in storage, tamirde: in repair (maintenance open), disarida: left the venue
  -- (gate pass open: repair shop, lent), hurda: scrapped (approved request; permanent)
  durum TEXT NOT NULL DEFAULT 'kullanimda' CHECK (durum IN ('kullanimda', 'depoda', 'tamirde', 'disarida', 'hurda')),
  ozel_alanlar TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(ozel_alanlar) AND json_type(ozel_alanlar) = 'object'),
  -- R2 keys of WebP photos, JSON array
  fotolar TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(fotolar) AND json_type(fotolar) = 'array'),
  notlar TEXT NOT NULL DEFAULT '',
  -- scheduled maintenance: every bakim_aralik_gun days after son_bakim (or the purchase date)
  bakim_aralik_gun INTEGER CHECK (bakim_aralik_gun IS NULL OR bakim_aralik_gun BETWEEN 1 AND 3650),
  son_bakim TEXT CHECK (son_bakim IS NULL OR son_bakim GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
  -- folded code + name + brand + model + serial + category for search (katla)
  arama TEXT NOT NULL DEFAULT '',
  olusturma TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  guncelleme TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (id, isletme_id),
  FOREIGN KEY (kategori_id, isletme_id) REFERENCES envanter_kategori(id, isletme_id),
  FOREIGN KEY (lokasyon_id, isletme_id) REFERENCES envanter_lokasyon(id, isletme_id)
);
CREATE UNIQUE INDEX idx_envanter_demirbas_isletme_id_kod ON envanter_demirbas(isletme_id, kod);
CREATE INDEX idx_envanter_demirbas_isletme_id_lokasyon_id ON envanter_demirbas(isletme_id, lokasyon_id);
CREATE INDEX idx_envanter_demirbas_isletme_id_kategori_id ON envanter_demirbas(isletme_id, kategori_id);
CREATE INDEX idx_envanter_demirbas_isletme_id_durum ON envanter_demirbas(isletme_id, durum);

-- A scrapped asset is kept for history and reports and never changes again (the code refuses first; this holds it).
CREATE TRIGGER envanter_demirbas_hurda_degismez BEFORE UPDATE ON envanter_demirbas
  WHEN OLD.durum = 'hurda'
BEGIN
  SELECT RAISE(ABORT, 'envanter_hurda_degismez');
END;
CREATE TRIGGER envanter_demirbas_silinmez BEFORE DELETE ON envanter_demirbas
  WHEN OLD.durum = 'hurda'
BEGIN
  SELECT RAISE(ABORT, 'envanter_hurda_degismez');
END;

-- Leaving the venue (gate pass, printed A4): to repair, lent, returned to the supplier, other. Open until it is back.
CREATE TABLE envanter_cikis (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  -- the gate pass number, in sequence per venue
  no INTEGER NOT NULL,
  demirbas_id INTEGER NOT NULL,
  neden TEXT NOT NULL CHECK (neden IN ('tamir', 'odunc', 'iade', 'diger')),
  -- where / to whom it goes
  kime TEXT NOT NULL CHECK (length(kime) BETWEEN 1 AND 120),
  aciklama TEXT NOT NULL DEFAULT '',
  beklenen_donus TEXT CHECK (beklenen_donus IS NULL OR beklenen_donus GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
  kullanici_id INTEGER REFERENCES kullanici(id),
  zaman TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  donus_zamani TEXT,
  donus_kullanici_id INTEGER REFERENCES kullanici(id),
  donus_lokasyon_id INTEGER,
  UNIQUE (isletme_id, no),
  FOREIGN KEY (demirbas_id, isletme_id) REFERENCES envanter_demirbas(id, isletme_id)
);
CREATE UNIQUE INDEX idx_envanter_cikis_demirbas_id_acik ON envanter_cikis(demirbas_id) WHERE donus_zamani IS NULL;

-- Maintenance: opened (fault or scheduled), closed with its result and cost; the history keeps every one.
CREATE TABLE envanter_bakim (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  demirbas_id INTEGER NOT NULL,
  tur TEXT NOT NULL CHECK (tur IN ('ariza', 'periyodik')),
  aciklama TEXT NOT NULL CHECK (length(aciklama) BETWEEN 1 AND 1000),
  acilis TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  acan_id INTEGER REFERENCES kullanici(id),
  kapanis TEXT,
  kapatan_id INTEGER REFERENCES kullanici(id),
  sonuc TEXT NOT NULL DEFAULT '',
  maliyet_kurus INTEGER NOT NULL DEFAULT 0 CHECK (maliyet_kurus >= 0),
  FOREIGN KEY (demirbas_id, isletme_id) REFERENCES envanter_demirbas(id, isletme_id),
  CHECK (kapanis IS NULL OR length(sonuc) >= 1)
);
CREATE UNIQUE INDEX idx_envanter_bakim_demirbas_id_acik ON envanter_bakim(demirbas_id) WHERE kapanis IS NULL;
CREATE INDEX idx_envanter_bakim_isletme_id_acilis ON envanter_bakim(isletme_id, acilis);

-- Scrap requests: one waiting request per asset; onayla → the asset is scrapped, reddet → it stays as it was.
CREATE TABLE envanter_hurda (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  demirbas_id INTEGER NOT NULL,
  neden TEXT NOT NULL CHECK (length(neden) BETWEEN 1 AND 1000),
  fotolar TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(fotolar) AND json_type(fotolar) = 'array'),
  talep_eden_id INTEGER REFERENCES kullanici(id),
  zaman TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  durum TEXT NOT NULL DEFAULT 'bekliyor' CHECK (durum IN ('bekliyor', 'onaylandi', 'reddedildi')),
  karar_veren_id INTEGER REFERENCES kullanici(id),
  karar_notu TEXT NOT NULL DEFAULT '',
  karar_zamani TEXT,
  FOREIGN KEY (demirbas_id, isletme_id) REFERENCES envanter_demirbas(id, isletme_id),
  CHECK ((durum = 'bekliyor') = (karar_zamani IS NULL))
);
CREATE UNIQUE INDEX idx_envanter_hurda_demirbas_id_bekliyor ON envanter_hurda(demirbas_id) WHERE durum = 'bekliyor';
CREATE INDEX idx_envanter_hurda_isletme_id_durum ON envanter_hurda(isletme_id, durum);

-- Audits: pick a location, scan what is there; the result is kept (expected / found / missing / wrong place / unknown).
CREATE TABLE envanter_sayim (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  lokasyon_id INTEGER NOT NULL,
  kullanici_id INTEGER REFERENCES kullanici(id),
  baslama TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  bitis TEXT,
  -- the result when finished: {"beklenen":[ids],"bulunan":[ids],"eksik":[ids],"yanlisYer":[ids],"bilinmeyen":["codes"]}
  sonuc TEXT CHECK (sonuc IS NULL OR json_valid(sonuc)),
  FOREIGN KEY (lokasyon_id, isletme_id) REFERENCES envanter_lokasyon(id, isletme_id)
);
CREATE TABLE envanter_sayim_okuma (
  id INTEGER PRIMARY KEY,
  sayim_id INTEGER NOT NULL REFERENCES envanter_sayim(id),
  -- what was read: an asset of the venue, or a code nobody knows (kept as typed/scanned)
  demirbas_id INTEGER REFERENCES envanter_demirbas(id),
  metin TEXT NOT NULL DEFAULT '',
  zaman TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX idx_envanter_sayim_okuma_sayim_id_demirbas_id ON envanter_sayim_okuma(sayim_id, demirbas_id) WHERE demirbas_id IS NOT NULL;

-- Every change in the module (the loglar screen, and an asset's history when demirbas_id is set):
-- varlik = lokasyon | urun | stok | kategori | demirbas | cikis | bakim | hurda | sayim; islem = ekle | guncelle | sil |
-- giris | cikis | transfer | zimmet | durum | donus | bakimAc | bakimKapat | talep | onayla | reddet | sayim ...;
-- ozet = what changed (JSON), rendered in the reader's language.
CREATE TABLE envanter_log (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  varlik TEXT NOT NULL,
  varlik_id INTEGER,
  demirbas_id INTEGER REFERENCES envanter_demirbas(id),
  islem TEXT NOT NULL,
  ozet TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(ozet)),
  kullanici_id INTEGER REFERENCES kullanici(id),
  zaman TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX idx_envanter_log_isletme_id_zaman ON envanter_log(isletme_id, zaman);
CREATE INDEX idx_envanter_log_demirbas_id ON envanter_log(demirbas_id);
