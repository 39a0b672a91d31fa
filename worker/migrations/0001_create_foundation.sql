-- Foundation: users, venues, memberships, permission sets, sessions, login attempts.
CREATE TABLE kullanici (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  ad_soyad TEXT NOT NULL,
  sifre_hash TEXT NOT NULL,
  kullanici_tipi INTEGER NOT NULL CHECK (kullanici_tipi IN (0, 1, 2, 3)),
  -- platform admins carry their admin permission set here; operators carry it per venue (isletme_kullanici)
  admin_yetki_seti_id INTEGER REFERENCES yetki_seti(id),
  aktif INTEGER NOT NULL DEFAULT 1 CHECK (aktif IN (0, 1)),
  olusturma_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX idx_kullanici_email ON kullanici(email);

CREATE TABLE isletme (
  id INTEGER PRIMARY KEY,
  ad TEXT NOT NULL,
  url_adi TEXT NOT NULL,
  tur TEXT NOT NULL CHECK (tur IN ('cafe', 'restoran', 'salon')),
  saat_dilimi TEXT NOT NULL DEFAULT 'Europe/Istanbul',
  telefon TEXT,
  adres TEXT,
  sehir TEXT,
  aktif INTEGER NOT NULL DEFAULT 1 CHECK (aktif IN (0, 1)),
  olusturma_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX idx_isletme_url_adi ON isletme(url_adi);

-- isletme_id NULL: a platform-wide template (kapsam 'isletme') or an admin set (kapsam 'admin').
CREATE TABLE yetki_seti (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER REFERENCES isletme(id),
  kapsam TEXT NOT NULL CHECK (kapsam IN ('isletme', 'admin')),
  ad TEXT NOT NULL,
  aciklama TEXT NOT NULL DEFAULT '',
  yetkiler TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(yetkiler)),
  guncelleme_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (isletme_id IS NULL OR kapsam = 'isletme')
);
CREATE UNIQUE INDEX idx_yetki_seti_isletme_ad ON yetki_seti(coalesce(isletme_id, 0), kapsam, ad);

CREATE TABLE isletme_kullanici (
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  kullanici_id INTEGER NOT NULL REFERENCES kullanici(id),
  yetki_seti_id INTEGER REFERENCES yetki_seti(id),
  aktif INTEGER NOT NULL DEFAULT 1 CHECK (aktif IN (0, 1)),
  olusturma_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (isletme_id, kullanici_id)
);
CREATE INDEX idx_isletme_kullanici_kullanici_id ON isletme_kullanici(kullanici_id);

-- Only the SHA-256 of the opaque token is stored.
CREATE TABLE oturum (
  token_hash TEXT PRIMARY KEY,
  kullanici_id INTEGER NOT NULL REFERENCES kullanici(id),
  olusturma_zamani INTEGER NOT NULL,
  bitis_zamani INTEGER NOT NULL,
  iptal_zamani INTEGER,
  ip TEXT,
  user_agent TEXT
);
CREATE INDEX idx_oturum_kullanici_id ON oturum(kullanici_id);

-- Failed logins, one row each; counted over a sliding 15-minute window per key.
CREATE TABLE giris_denemesi (
  id INTEGER PRIMARY KEY,
  anahtar TEXT NOT NULL,
  zaman INTEGER NOT NULL
);
CREATE INDEX idx_giris_denemesi_anahtar_zaman ON giris_denemesi(anahtar, zaman);

CREATE TABLE demo_verisi (
  anahtar TEXT PRIMARY KEY,
  yukleme_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
