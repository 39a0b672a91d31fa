-- Venue parameters (/isletme/ayarlar/yonetim/parametre): one row per venue next to isletme (name, address, phone,
-- city and time zone stay there), a VAT rate per menu category and a log of every change, field by field.
-- The code (src/lib/schemas/parametre.ts) checks the same rules; the CHECKs keep a racing or buggy write out.

CREATE TABLE isletme_parametre (
  isletme_id INTEGER PRIMARY KEY REFERENCES isletme(id),
  -- VKN (10 digits) or TCKN (11 digits); NULL until the venue enters it
  vergi_no TEXT CHECK (vergi_no IS NULL OR (length(vergi_no) IN (10, 11) AND vergi_no NOT GLOB '*[^0-9]*')),
  -- sales before this local hour belong to the previous business day (5: 01:30 is still yesterday)
  gun_donumu_saat INTEGER NOT NULL DEFAULT 0 CHECK (gun_donumu_saat BETWEEN 0 AND 12),
  -- what the product offered before this setting existed: cash, card, transfer
  odeme_yontemleri TEXT NOT NULL DEFAULT '["nakit","kart","havale"]'
    CHECK (json_valid(odeme_yontemleri) AND json_type(odeme_yontemleri) = 'array' AND json_array_length(odeme_yontemleri) >= 1),
  kdv_oranlari TEXT NOT NULL DEFAULT '[1,10,20]'
    CHECK (json_valid(kdv_oranlari) AND json_type(kdv_oranlari) = 'array' AND json_array_length(kdv_oranlari) >= 1),
  varsayilan_kdv INTEGER NOT NULL DEFAULT 10 CHECK (varsayilan_kdv IN (0, 1, 10, 20)),
  fis_ust_bilgi TEXT NOT NULL DEFAULT '' CHECK (length(fis_ust_bilgi) <= 300),
  fis_alt_bilgi TEXT NOT NULL DEFAULT '' CHECK (length(fis_alt_bilgi) <= 300),
  misafir_dilleri TEXT NOT NULL DEFAULT '["tr","en","de","ru"]'
    CHECK (json_valid(misafir_dilleri) AND json_type(misafir_dilleri) = 'array' AND misafir_dilleri LIKE '%"tr"%'),
  -- sembol_once '₺1.234,50', sembol_sonra '1.234,50 ₺', kod '1.234,50 TL'
  para_gosterimi TEXT NOT NULL DEFAULT 'sembol_sonra' CHECK (para_gosterimi IN ('sembol_once', 'sembol_sonra', 'kod')),
  guncelleme_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- databases made before this migration: every venue starts from the defaults (rows missing later read as defaults too)
INSERT INTO isletme_parametre (isletme_id) SELECT id FROM isletme;

-- VAT rate of a menu category; NULL = the venue's default rate
ALTER TABLE menu_kategori ADD COLUMN kdv_orani INTEGER CHECK (kdv_orani IS NULL OR kdv_orani IN (0, 1, 10, 20));

-- one row per changed field (alan: the API field name, 'kategoriKdv:<id>' for a category), written in the same batch as the change
CREATE TABLE parametre_log (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  kullanici_id INTEGER REFERENCES kullanici(id),
  alan TEXT NOT NULL,
  eski TEXT,
  yeni TEXT,
  zaman TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX idx_parametre_log_isletme_id_zaman_id ON parametre_log(isletme_id, zaman, id);
CREATE INDEX idx_parametre_log_kullanici_id ON parametre_log(kullanici_id);
