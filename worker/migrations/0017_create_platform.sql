-- Issue 14 foundation: what the admin area's parts share. Each part adds its own tables in its own migration.

-- A suspended venue: operators get a clear message, guests a neutral "temporarily closed" page. NULL = open.
ALTER TABLE isletme ADD COLUMN askiya_alma_zamani TEXT;
ALTER TABLE isletme ADD COLUMN askiya_alma_nedeni TEXT;

-- One licence per venue. Days are the venue's local calendar days (YYYY-MM-DD), bitis included.
-- moduller: JSON array of LISANS_MODULLERI (src/lib/lisans.ts). ek_sure_gun NULL = the platform default.
-- A venue without a row (only ones written straight into SQL, e.g. by tests) is not restricted.
CREATE TABLE lisans (
  isletme_id INTEGER PRIMARY KEY REFERENCES isletme(id),
  plan TEXT NOT NULL CHECK (plan IN ('deneme', 'baslangic', 'standart', 'pro')),
  moduller TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(moduller) AND json_type(moduller) = 'array'),
  koltuk INTEGER NOT NULL CHECK (koltuk BETWEEN 1 AND 1000),
  baslangic TEXT NOT NULL CHECK (baslangic GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  bitis TEXT NOT NULL CHECK (bitis GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' AND bitis >= baslangic),
  deneme INTEGER NOT NULL DEFAULT 0 CHECK (deneme IN (0, 1)),
  ek_sure_gun INTEGER CHECK (ek_sure_gun BETWEEN 0 AND 90),
  guncelleme_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Every venue that exists before licences keeps everything it had: all modules, its operators as seats (at least 10),
-- open-ended.
INSERT INTO lisans (isletme_id, plan, moduller, koltuk, baslangic, bitis)
SELECT i.id, 'pro', '["qrmenu","cafe","randevu","envanter","crm"]',
       min(1000, max(10, (SELECT count(*) FROM isletme_kullanici ik WHERE ik.isletme_id = i.id AND ik.aktif = 1))),
       substr(i.olusturma_zamani, 1, 10), '2099-12-31'
  FROM isletme i;

-- Platform settings: one row (Genel). Company details show on invoices and the public site.
CREATE TABLE platform_ayar (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  firma_unvan TEXT NOT NULL DEFAULT 'İşletmePro Yazılım A.Ş.',
  vergi_dairesi TEXT NOT NULL DEFAULT '',
  vergi_no TEXT NOT NULL DEFAULT '',
  adres TEXT NOT NULL DEFAULT '',
  telefon TEXT NOT NULL DEFAULT '',
  eposta TEXT NOT NULL DEFAULT '',
  iban TEXT NOT NULL DEFAULT '',
  destek_eposta TEXT NOT NULL DEFAULT '',
  destek_telefon TEXT NOT NULL DEFAULT '',
  deneme_gun INTEGER NOT NULL DEFAULT 14 CHECK (deneme_gun BETWEEN 1 AND 90),
  ek_sure_gun INTEGER NOT NULL DEFAULT 7 CHECK (ek_sure_gun BETWEEN 0 AND 90),
  kdv_orani INTEGER NOT NULL DEFAULT 20 CHECK (kdv_orani BETWEEN 0 AND 100),
  diller TEXT NOT NULL DEFAULT '["tr","en","de","ru"]' CHECK (json_valid(diller)),
  guncelleme_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO platform_ayar (id) VALUES (1);

-- Leads from the public site's demo request form (front office). isletme_id: the venue made from the lead.
CREATE TABLE talep (
  id INTEGER PRIMARY KEY,
  ad_soyad TEXT NOT NULL,
  isletme_adi TEXT NOT NULL,
  telefon TEXT NOT NULL,
  eposta TEXT NOT NULL,
  sehir TEXT NOT NULL DEFAULT '',
  mesaj TEXT NOT NULL DEFAULT '',
  dil TEXT NOT NULL DEFAULT 'tr',
  kvkk_onay_zamani TEXT NOT NULL,
  durum TEXT NOT NULL DEFAULT 'yeni' CHECK (durum IN ('yeni', 'arandi', 'demo', 'kazanildi', 'kaybedildi')),
  isletme_id INTEGER REFERENCES isletme(id),
  olusturma_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  guncelleme_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX idx_talep_durum ON talep(durum, olusturma_zamani);

-- What an admin did, platform-wide (licence changes, suspensions, support access…). isletme_id set when it concerns
-- one venue; the venue owner reads the rows of their venue whose tur starts with 'destek'.
CREATE TABLE platform_log (
  id INTEGER PRIMARY KEY,
  zaman TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  kullanici_id INTEGER REFERENCES kullanici(id),
  isletme_id INTEGER REFERENCES isletme(id),
  tur TEXT NOT NULL,
  ayrinti TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(ayrinti))
);
CREATE INDEX idx_platform_log_isletme ON platform_log(isletme_id, zaman);
CREATE INDEX idx_platform_log_tur ON platform_log(tur, zaman);

-- Platform counts per day, no personal data (admin dashboard): tur 'qr_goruntuleme' | 'rezervasyon' | …
CREATE TABLE gunluk_sayac (
  gun TEXT NOT NULL,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  tur TEXT NOT NULL,
  sayi INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (gun, isletme_id, tur)
) WITHOUT ROWID;
