-- Second-hand trading (issue 15): items bought from people, their later costs, the sale into the cash book,
-- marketplace listings composed from them, and per-venue composer settings.
CREATE TABLE ikinciel_cihaz (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  tur TEXT NOT NULL CHECK (tur IN ('dizustu', 'masaustu', 'telefon', 'tablet', 'monitor', 'parca', 'diger')),
  marka TEXT NOT NULL,
  model TEXT NOT NULL DEFAULT '',
  -- {islemci, ram, depolama, ekranKarti, ekran, serbest}
  ozellik TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(ozellik)),
  seri_no TEXT NOT NULL DEFAULT '',
  kondisyon TEXT NOT NULL CHECK (kondisyon IN ('sifir_gibi', 'cok_iyi', 'iyi', 'orta', 'kusurlu')),
  kondisyon_not TEXT NOT NULL DEFAULT '',
  -- R2 keys in the order the user set
  fotolar TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(fotolar)),
  satici_ad TEXT NOT NULL DEFAULT '',
  satici_tel TEXT NOT NULL DEFAULT '',
  satici_tc TEXT NOT NULL DEFAULT '',
  -- KVKK erase of the seller (name, phone, ID blanked)
  satici_silinme TEXT,
  alis_kurus INTEGER NOT NULL CHECK (alis_kurus >= 0 AND alis_kurus <= 100000000),
  alis_tarihi TEXT NOT NULL,
  istenen_kurus INTEGER CHECK (istenen_kurus IS NULL OR (istenen_kurus > 0 AND istenen_kurus <= 100000000)),
  durum TEXT NOT NULL DEFAULT 'alindi' CHECK (durum IN ('alindi', 'tamirde', 'satista', 'rezerve', 'satildi', 'iade')),
  alici_ad TEXT,
  alici_tel TEXT,
  satis_kurus INTEGER CHECK (satis_kurus IS NULL OR (satis_kurus > 0 AND satis_kurus <= 100000000)),
  satis_tarihi TEXT,
  odeme TEXT CHECK (odeme IS NULL OR odeme IN ('nakit', 'kart', 'havale', 'yemek_karti', 'diger')),
  garanti_gun INTEGER CHECK (garanti_gun IS NULL OR (garanti_gun >= 0 AND garanti_gun <= 3650)),
  -- the cash book rows written with the sale and the return (no foreign key: a cash row is the cash book's own)
  satis_kasa_id INTEGER,
  iade_tarihi TEXT,
  iade_kasa_id INTEGER,
  olusturma TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  guncelleme TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX idx_ikinciel_cihaz_isletme_id_durum ON ikinciel_cihaz(isletme_id, durum);

CREATE TABLE ikinciel_masraf (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  cihaz_id INTEGER NOT NULL REFERENCES ikinciel_cihaz(id) ON DELETE CASCADE,
  aciklama TEXT NOT NULL,
  tutar_kurus INTEGER NOT NULL CHECK (tutar_kurus > 0 AND tutar_kurus <= 100000000),
  tarih TEXT NOT NULL,
  olusturma TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX idx_ikinciel_masraf_cihaz_id ON ikinciel_masraf(cihaz_id);

CREATE TABLE ikinciel_ilan (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  cihaz_id INTEGER NOT NULL REFERENCES ikinciel_cihaz(id) ON DELETE CASCADE,
  durum TEXT NOT NULL DEFAULT 'taslak' CHECK (durum IN ('taslak', 'yayinda', 'satildi', 'kaldirildi')),
  baslik TEXT NOT NULL,
  aciklama TEXT NOT NULL DEFAULT '',
  fiyat_kurus INTEGER NOT NULL CHECK (fiyat_kurus > 0 AND fiyat_kurus <= 100000000),
  url TEXT NOT NULL DEFAULT '',
  -- local day the listing went live or was last renewed
  yayin_tarihi TEXT,
  olusturma TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  guncelleme TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX idx_ikinciel_ilan_isletme_id ON ikinciel_ilan(isletme_id, durum);
CREATE INDEX idx_ikinciel_ilan_cihaz_id ON ikinciel_ilan(cihaz_id);

CREATE TABLE ikinciel_ayar (
  isletme_id INTEGER PRIMARY KEY REFERENCES isletme(id),
  sablon TEXT NOT NULL,
  yuvarlama_adim INTEGER NOT NULL DEFAULT 5000 CHECK (yuvarlama_adim IN (0, 1000, 5000, 10000, 50000)),
  yuvarlama_yon TEXT NOT NULL DEFAULT 'asagi' CHECK (yuvarlama_yon IN ('asagi', 'yukari', 'yakin')),
  yenile_gun INTEGER NOT NULL DEFAULT 14 CHECK (yenile_gun >= 1 AND yenile_gun <= 365)
);

-- who erased which seller, and when (KVKK accountability); no personal data in the row
CREATE TABLE ikinciel_log (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  cihaz_id INTEGER NOT NULL,
  kullanici_id INTEGER REFERENCES kullanici(id),
  tur TEXT NOT NULL,
  zaman TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX idx_ikinciel_log_isletme_id ON ikinciel_log(isletme_id, zaman);
