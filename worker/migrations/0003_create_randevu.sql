-- Online booking (issue 4): services, staff, weekly hours, leave, customers, appointments, the online channel.
-- Instants are UTC ISO text ('2026-05-12T07:00:00.000Z'); wall-clock hours are 'HH:MM' in isletme.saat_dilimi.

CREATE TABLE randevu_hizmet (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  -- {"tr": "...", "en": "...", "de": "...", "ru": "..."}; tr required
  ad TEXT NOT NULL CHECK (json_valid(ad)),
  -- multiples of 5 minutes: occupancy is kept in 5-minute cells (randevu_hucre)
  sure_dk INTEGER NOT NULL CHECK (sure_dk > 0 AND sure_dk <= 1440 AND sure_dk % 5 = 0),
  fiyat_kurus INTEGER NOT NULL DEFAULT 0 CHECK (fiyat_kurus >= 0 AND fiyat_kurus <= 100000000),
  once_tampon_dk INTEGER NOT NULL DEFAULT 0 CHECK (once_tampon_dk >= 0 AND once_tampon_dk <= 240 AND once_tampon_dk % 5 = 0),
  sonra_tampon_dk INTEGER NOT NULL DEFAULT 0 CHECK (sonra_tampon_dk >= 0 AND sonra_tampon_dk <= 240 AND sonra_tampon_dk % 5 = 0),
  online INTEGER NOT NULL DEFAULT 1 CHECK (online IN (0, 1)),
  aktif INTEGER NOT NULL DEFAULT 1 CHECK (aktif IN (0, 1))
);
CREATE INDEX idx_randevu_hizmet_isletme_id ON randevu_hizmet(isletme_id);

CREATE TABLE randevu_personel (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  ad TEXT NOT NULL,
  -- optional operator account ("my appointments")
  kullanici_id INTEGER REFERENCES kullanici(id),
  aktif INTEGER NOT NULL DEFAULT 1 CHECK (aktif IN (0, 1))
);
CREATE INDEX idx_randevu_personel_isletme_id ON randevu_personel(isletme_id);

CREATE TABLE randevu_personel_hizmet (
  personel_id INTEGER NOT NULL REFERENCES randevu_personel(id),
  hizmet_id INTEGER NOT NULL REFERENCES randevu_hizmet(id),
  PRIMARY KEY (personel_id, hizmet_id)
);
CREATE INDEX idx_randevu_personel_hizmet_hizmet_id ON randevu_personel_hizmet(hizmet_id);

-- weekly hours: several rows per day allowed (split shifts); 'mola' rows are recurring breaks
CREATE TABLE randevu_calisma (
  id INTEGER PRIMARY KEY,
  personel_id INTEGER NOT NULL REFERENCES randevu_personel(id),
  gun INTEGER NOT NULL CHECK (gun BETWEEN 0 AND 6),
  baslangic TEXT NOT NULL CHECK (baslangic GLOB '[0-2][0-9]:[0-5][0-9]'),
  bitis TEXT NOT NULL CHECK (bitis GLOB '[0-2][0-9]:[0-5][0-9]'),
  tur TEXT NOT NULL DEFAULT 'calisma' CHECK (tur IN ('calisma', 'mola')),
  CHECK (bitis > baslangic)
);
CREATE INDEX idx_randevu_calisma_personel_id_gun ON randevu_calisma(personel_id, gun);

CREATE TABLE randevu_izin (
  id INTEGER PRIMARY KEY,
  personel_id INTEGER NOT NULL REFERENCES randevu_personel(id),
  baslangic TEXT NOT NULL,
  bitis TEXT NOT NULL,
  aciklama TEXT NOT NULL DEFAULT '',
  CHECK (bitis > baslangic)
);
CREATE INDEX idx_randevu_izin_personel_id_bitis ON randevu_izin(personel_id, bitis);

CREATE TABLE randevu_musteri (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  ad_soyad TEXT NOT NULL,
  -- E.164, e.g. +905551112233
  telefon TEXT NOT NULL CHECK (telefon GLOB '+[1-9]*'),
  email TEXT,
  kvkk_metin_surum TEXT,
  kvkk_onay_zamani TEXT,
  notlar TEXT NOT NULL DEFAULT '',
  olusturma TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX idx_randevu_musteri_isletme_id_telefon ON randevu_musteri(isletme_id, telefon);

CREATE TABLE randevu (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  musteri_id INTEGER NOT NULL REFERENCES randevu_musteri(id),
  personel_id INTEGER NOT NULL REFERENCES randevu_personel(id),
  -- service time (all services); buffers are only in randevu_hucre
  baslangic TEXT NOT NULL,
  bitis TEXT NOT NULL,
  durum TEXT NOT NULL CHECK (durum IN ('beklemede', 'onaylandi', 'iptal', 'gelmedi', 'tamamlandi')),
  kaynak TEXT NOT NULL CHECK (kaynak IN ('panel', 'online', 'widget')),
  -- public code: ≥ 10 characters of a 32-letter alphabet without look-alikes
  kod TEXT NOT NULL UNIQUE CHECK (length(kod) >= 10),
  toplam_kurus INTEGER NOT NULL DEFAULT 0 CHECK (toplam_kurus >= 0),
  notlar TEXT NOT NULL DEFAULT '',
  olusturma TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (bitis > baslangic)
);
CREATE INDEX idx_randevu_isletme_id_baslangic ON randevu(isletme_id, baslangic);
CREATE INDEX idx_randevu_personel_id_baslangic ON randevu(personel_id, baslangic);
CREATE INDEX idx_randevu_musteri_id ON randevu(musteri_id);

CREATE TABLE randevu_kalem (
  id INTEGER PRIMARY KEY,
  randevu_id INTEGER NOT NULL REFERENCES randevu(id),
  hizmet_id INTEGER NOT NULL REFERENCES randevu_hizmet(id),
  sure_dk INTEGER NOT NULL CHECK (sure_dk > 0),
  fiyat_kurus INTEGER NOT NULL CHECK (fiyat_kurus >= 0)
);
CREATE INDEX idx_randevu_kalem_randevu_id ON randevu_kalem(randevu_id);

-- One row per occupied 5-minute cell (buffers included) of a staff member: the primary key makes double booking
-- impossible, whatever the code does. hucre = epoch minutes / 5. Written in the same batch as the appointment;
-- cancelling deletes the cells.
CREATE TABLE randevu_hucre (
  personel_id INTEGER NOT NULL REFERENCES randevu_personel(id),
  hucre INTEGER NOT NULL,
  randevu_id INTEGER NOT NULL REFERENCES randevu(id),
  PRIMARY KEY (personel_id, hucre)
) WITHOUT ROWID;
CREATE INDEX idx_randevu_hucre_randevu_id ON randevu_hucre(randevu_id);

-- one row per venue: the public booking channel (FirmaKey in /{FirmaAdi}/{FirmaKey}/randevu/...)
CREATE TABLE randevu_kanal (
  isletme_id INTEGER PRIMARY KEY REFERENCES isletme(id),
  firma_key TEXT NOT NULL UNIQUE CHECK (length(firma_key) BETWEEN 4 AND 64),
  firma_adi TEXT NOT NULL,
  aktif INTEGER NOT NULL DEFAULT 0 CHECK (aktif IN (0, 1)),
  min_on_bildirim_dk INTEGER NOT NULL DEFAULT 60 CHECK (min_on_bildirim_dk >= 0),
  ileri_gun INTEGER NOT NULL DEFAULT 30 CHECK (ileri_gun BETWEEN 1 AND 365),
  adim_dk INTEGER NOT NULL DEFAULT 15 CHECK (adim_dk IN (5, 10, 15, 20, 30, 60)),
  otomatik_onay INTEGER NOT NULL DEFAULT 1 CHECK (otomatik_onay IN (0, 1)),
  iptal_saat_once INTEGER NOT NULL DEFAULT 24 CHECK (iptal_saat_once BETWEEN 0 AND 720),
  -- theme (SPEC §3 Reservation theme): colours, logo, texts, infoCards.workingHours.hours
  ayar_json TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(ayar_json))
);

-- Idempotency-Key of public creates: the first request's answer, replayed for the same key.
CREATE TABLE randevu_idempotency (
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  anahtar TEXT NOT NULL,
  -- SHA-256 of the request: a key reused for another booking is refused instead of revealing the first one
  istek_ozet TEXT NOT NULL,
  randevu_id INTEGER REFERENCES randevu(id),
  yanit TEXT,
  olusturma TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (isletme_id, anahtar)
);

-- Public booking/lookup attempts per key (e.g. 'sorgu-ip:1.2.3.4'), counted over a sliding window.
CREATE TABLE randevu_deneme (
  id INTEGER PRIMARY KEY,
  anahtar TEXT NOT NULL,
  zaman INTEGER NOT NULL
);
CREATE INDEX idx_randevu_deneme_anahtar_zaman ON randevu_deneme(anahtar, zaman);
CREATE INDEX idx_randevu_deneme_zaman ON randevu_deneme(zaman);
