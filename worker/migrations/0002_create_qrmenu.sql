-- Digital QR menu: categories (two levels), products, campaigns, landing, theme, price history, tables for QR cards.
-- Every text that guests read is a JSON object {"tr": "...", "en": "...", "de": "...", "ru": "..."}; tr is required.

ALTER TABLE isletme ADD COLUMN menu_tema TEXT NOT NULL DEFAULT 'klasik';
-- bumped on every menu edit; part of the edge cache key, so guests see changes at once
ALTER TABLE isletme ADD COLUMN menu_surum INTEGER NOT NULL DEFAULT 1;

CREATE TABLE menu_kategori (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  ust_kategori_id INTEGER REFERENCES menu_kategori(id),
  ad TEXT NOT NULL CHECK (json_valid(ad)),
  aciklama TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(aciklama)),
  url_adi TEXT NOT NULL,
  gorsel_anahtar TEXT,
  sira INTEGER NOT NULL DEFAULT 0,
  gorunur INTEGER NOT NULL DEFAULT 1 CHECK (gorunur IN (0, 1)),
  olusturma_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX idx_menu_kategori_isletme_id_ust_kategori_id_sira ON menu_kategori(isletme_id, ust_kategori_id, sira);
CREATE UNIQUE INDEX idx_menu_kategori_isletme_id_ust_url_adi ON menu_kategori(isletme_id, coalesce(ust_kategori_id, 0), url_adi);

CREATE TABLE menu_urun (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  kategori_id INTEGER NOT NULL REFERENCES menu_kategori(id),
  ad TEXT NOT NULL CHECK (json_valid(ad)),
  aciklama TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(aciklama)),
  -- lists of {"tr": ...} objects
  ozellikler TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(ozellikler)),
  teknik_ozellikler TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(teknik_ozellikler)),
  url_adi TEXT NOT NULL,
  fiyat_kurus INTEGER NOT NULL CHECK (fiyat_kurus >= 0 AND fiyat_kurus <= 100000000),
  gorseller TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(gorseller)),
  alerjenler TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(alerjenler)),
  diyet_etiketleri TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(diyet_etiketleri)),
  tukendi INTEGER NOT NULL DEFAULT 0 CHECK (tukendi IN (0, 1)),
  gorunur INTEGER NOT NULL DEFAULT 1 CHECK (gorunur IN (0, 1)),
  sira INTEGER NOT NULL DEFAULT 0,
  olusturma_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX idx_menu_urun_isletme_id_kategori_id_sira ON menu_urun(isletme_id, kategori_id, sira);
CREATE UNIQUE INDEX idx_menu_urun_kategori_id_url_adi ON menu_urun(kategori_id, url_adi);

CREATE TABLE menu_fiyat_gecmisi (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  urun_id INTEGER NOT NULL REFERENCES menu_urun(id),
  eski_kurus INTEGER,
  yeni_kurus INTEGER NOT NULL,
  kullanici_id INTEGER REFERENCES kullanici(id),
  zaman TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX idx_menu_fiyat_gecmisi_urun_id_zaman ON menu_fiyat_gecmisi(urun_id, zaman);

CREATE TABLE menu_kampanya (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  baslik TEXT NOT NULL CHECK (json_valid(baslik)),
  aciklama TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(aciklama)),
  tur TEXT NOT NULL CHECK (tur IN ('sabit_fiyat', 'hediye_urun', 'yuzde_indirim')),
  -- sabit_fiyat: kuruş; yuzde_indirim: 1..100; hediye_urun: unused (see hediye_urun_id)
  deger INTEGER NOT NULL DEFAULT 0 CHECK (deger >= 0),
  hediye_urun_id INTEGER REFERENCES menu_urun(id),
  urun_idler TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(urun_idler)),
  kategori_idler TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(kategori_idler)),
  -- UTC ISO instants
  baslangic TEXT NOT NULL,
  bitis TEXT NOT NULL,
  -- optional weekly hours in the venue's zone: [{"gunler":[1,2,3,4,5],"baslangic":"17:00","bitis":"02:00"}]
  haftalik_saatler TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(haftalik_saatler)),
  aktif INTEGER NOT NULL DEFAULT 1 CHECK (aktif IN (0, 1)),
  olusturma_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (bitis > baslangic)
);
CREATE INDEX idx_menu_kampanya_isletme_id_bitis ON menu_kampanya(isletme_id, bitis);

-- one row per venue: the QR landing
CREATE TABLE menu_anasayfa (
  isletme_id INTEGER PRIMARY KEY REFERENCES isletme(id),
  hosgeldin TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(hosgeldin)),
  wifi_ad TEXT NOT NULL DEFAULT '',
  wifi_sifre TEXT NOT NULL DEFAULT '',
  telefon TEXT NOT NULL DEFAULT '',
  whatsapp TEXT NOT NULL DEFAULT '',
  instagram TEXT NOT NULL DEFAULT '',
  adres TEXT NOT NULL DEFAULT '',
  harita_url TEXT NOT NULL DEFAULT '',
  -- [{"gunler":"Pazartesi-Cuma","saat":"08:00-23:00"}]
  calisma_saatleri TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(calisma_saatleri)),
  guncelleme_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- tables for per-table QR cards until cafe management brings the real table model
CREATE TABLE menu_masa (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  ad TEXT NOT NULL,
  sira INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX idx_menu_masa_isletme_id_ad ON menu_masa(isletme_id, ad);
