-- Issue 14 front office: notes and status history of leads, the demo form's rate limit, POS definitions.

-- A lead's timeline: notes an admin wrote and status changes (tur 'durum': eski → yeni), with author and time.
CREATE TABLE talep_not (
  id INTEGER PRIMARY KEY,
  talep_id INTEGER NOT NULL REFERENCES talep(id),
  kullanici_id INTEGER REFERENCES kullanici(id),
  tur TEXT NOT NULL DEFAULT 'not' CHECK (tur IN ('not', 'durum')),
  metin TEXT NOT NULL DEFAULT '',
  eski_durum TEXT,
  yeni_durum TEXT,
  zaman TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX idx_talep_not_talep ON talep_not(talep_id, zaman);

-- The public demo form's attempts (worker/http/limiter.ts); anahtar holds a hash of the address, never the address.
CREATE TABLE talep_deneme (
  id INTEGER PRIMARY KEY,
  anahtar TEXT NOT NULL,
  zaman INTEGER NOT NULL
);
CREATE INDEX idx_talep_deneme ON talep_deneme(anahtar, zaman);

-- Payment methods the platform allows venues (the cafe's methods, 0013 adisyon_odeme.odeme): label and order.
CREATE TABLE pos_odeme_yontemi (
  kod TEXT PRIMARY KEY CHECK (kod IN ('nakit', 'kart', 'havale', 'yemek_karti', 'diger', 'veresiye')),
  etiket TEXT NOT NULL CHECK (length(etiket) BETWEEN 1 AND 40),
  sira INTEGER NOT NULL DEFAULT 0,
  izinli INTEGER NOT NULL DEFAULT 1 CHECK (izinli IN (0, 1))
) WITHOUT ROWID;
INSERT INTO pos_odeme_yontemi (kod, etiket, sira) VALUES
  ('nakit', 'Nakit', 1), ('kart', 'Kredi kartı', 2), ('havale', 'Havale / EFT', 3),
  ('yemek_karti', 'Yemek kartı', 4), ('diger', 'Diğer', 5), ('veresiye', 'Veresiye', 6);

-- Receipt templates (header/footer lines as JSON arrays of text, logo on/off or an uploaded logo in R2).
CREATE TABLE pos_fis_sablonu (
  id INTEGER PRIMARY KEY,
  ad TEXT NOT NULL CHECK (length(ad) BETWEEN 1 AND 60),
  ust_satirlar TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(ust_satirlar) AND json_type(ust_satirlar) = 'array'),
  alt_satirlar TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(alt_satirlar) AND json_type(alt_satirlar) = 'array'),
  logo_goster INTEGER NOT NULL DEFAULT 1 CHECK (logo_goster IN (0, 1)),
  logo_anahtar TEXT,
  izinli INTEGER NOT NULL DEFAULT 1 CHECK (izinli IN (0, 1)),
  varsayilan INTEGER NOT NULL DEFAULT 0 CHECK (varsayilan IN (0, 1)),
  guncelleme_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX idx_pos_fis_sablonu_varsayilan ON pos_fis_sablonu(varsayilan) WHERE varsayilan = 1;

-- Receipt printer profiles: paper width and characters per line.
CREATE TABLE pos_yazici_profili (
  id INTEGER PRIMARY KEY,
  ad TEXT NOT NULL CHECK (length(ad) BETWEEN 1 AND 60),
  kagit_mm INTEGER NOT NULL CHECK (kagit_mm IN (58, 80)),
  satir_karakter INTEGER NOT NULL CHECK (satir_karakter IN (32, 42, 48)),
  izinli INTEGER NOT NULL DEFAULT 1 CHECK (izinli IN (0, 1)),
  varsayilan INTEGER NOT NULL DEFAULT 0 CHECK (varsayilan IN (0, 1)),
  guncelleme_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX idx_pos_yazici_profili_varsayilan ON pos_yazici_profili(varsayilan) WHERE varsayilan = 1;

-- A venue's choice among what the platform allows (NULL = the platform default). Its own header/footer text is the
-- receipt header/footer it already keeps in isletme_parametre (fis_ust_bilgi, fis_alt_bilgi).
CREATE TABLE isletme_pos (
  isletme_id INTEGER PRIMARY KEY REFERENCES isletme(id),
  sablon_id INTEGER REFERENCES pos_fis_sablonu(id),
  profil_id INTEGER REFERENCES pos_yazici_profili(id),
  guncelleme_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
