-- Issue 14: the platform's own billing (invoices, payments received) and the hardware it supplies to venues.

-- Days from issue to due date of a new invoice (Genel settings).
ALTER TABLE platform_ayar ADD COLUMN fatura_vade_gun INTEGER NOT NULL DEFAULT 15 CHECK (fatura_vade_gun BETWEEN 0 AND 365);

-- One gapless series per year: the counter moves in the same batch as the invoice insert, so a failed insert rolls it back.
CREATE TABLE platform_fatura_seri (
  yil INTEGER PRIMARY KEY,
  son INTEGER NOT NULL CHECK (son >= 0)
);

-- Licence invoices. Never deleted, never edited after issue (triggers below); a cancelled one keeps its number.
-- kdv_kurus: half-up rounding of net × rate / 100 in whole kuruş, the one rule (src/lib/muhasebe.ts kdvHesapla).
CREATE TABLE platform_fatura (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  yil INTEGER NOT NULL,
  sira INTEGER NOT NULL CHECK (sira >= 1),
  no TEXT NOT NULL UNIQUE,
  tarih TEXT NOT NULL CHECK (tarih GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  vade TEXT NOT NULL CHECK (vade >= tarih),
  donem_baslangic TEXT NOT NULL,
  donem_bitis TEXT NOT NULL CHECK (donem_bitis >= donem_baslangic),
  aciklama TEXT NOT NULL,
  alici_unvan TEXT NOT NULL,
  -- the seller as the Genel settings had it at issue (a later change of address never rewrites an issued invoice)
  satici TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(satici)),
  net_kurus INTEGER NOT NULL CHECK (net_kurus > 0),
  kdv_orani INTEGER NOT NULL CHECK (kdv_orani BETWEEN 0 AND 100),
  kdv_kurus INTEGER NOT NULL CHECK (kdv_kurus = (net_kurus * kdv_orani + 50) / 100),
  brut_kurus INTEGER NOT NULL CHECK (brut_kurus = net_kurus + kdv_kurus),
  durum TEXT NOT NULL DEFAULT 'kesildi' CHECK (durum IN ('kesildi', 'iptal')),
  iptal_nedeni TEXT,
  iptal_zamani TEXT,
  olusturan_id INTEGER REFERENCES kullanici(id),
  olusturma_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (yil, sira)
);
CREATE INDEX idx_platform_fatura_isletme ON platform_fatura(isletme_id, tarih);
CREATE INDEX idx_platform_fatura_tarih ON platform_fatura(tarih);

CREATE TRIGGER platform_fatura_silinmez BEFORE DELETE ON platform_fatura
BEGIN
  SELECT RAISE(ABORT, 'platform_fatura is never deleted');
END;

-- Only a cancellation changes an issued invoice, once.
CREATE TRIGGER platform_fatura_degismez BEFORE UPDATE ON platform_fatura
WHEN OLD.durum <> 'kesildi' OR NEW.durum <> 'iptal'
  OR NEW.isletme_id IS NOT OLD.isletme_id OR NEW.no IS NOT OLD.no OR NEW.yil IS NOT OLD.yil OR NEW.sira IS NOT OLD.sira
  OR NEW.tarih IS NOT OLD.tarih OR NEW.vade IS NOT OLD.vade OR NEW.donem_baslangic IS NOT OLD.donem_baslangic
  OR NEW.donem_bitis IS NOT OLD.donem_bitis OR NEW.aciklama IS NOT OLD.aciklama OR NEW.alici_unvan IS NOT OLD.alici_unvan OR NEW.satici IS NOT OLD.satici
  OR NEW.net_kurus IS NOT OLD.net_kurus OR NEW.kdv_orani IS NOT OLD.kdv_orani OR NEW.kdv_kurus IS NOT OLD.kdv_kurus
  OR NEW.brut_kurus IS NOT OLD.brut_kurus
BEGIN
  SELECT RAISE(ABORT, 'platform_fatura is not edited after issue');
END;

-- Payments received from venues (recorded by hand: no payment provider is called).
CREATE TABLE platform_tahsilat (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  tarih TEXT NOT NULL CHECK (tarih GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  tutar_kurus INTEGER NOT NULL CHECK (tutar_kurus > 0),
  yontem TEXT NOT NULL CHECK (yontem IN ('havale', 'eft', 'kart', 'nakit')),
  referans TEXT NOT NULL DEFAULT '',
  notlar TEXT NOT NULL DEFAULT '',
  olusturan_id INTEGER REFERENCES kullanici(id),
  olusturma_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX idx_platform_tahsilat_isletme ON platform_tahsilat(isletme_id, tarih);
CREATE INDEX idx_platform_tahsilat_tarih ON platform_tahsilat(tarih);

-- Hardware the platform supplies. A serial is unique per type; an item is at a venue exactly when its state says so.
CREATE TABLE donanim (
  id INTEGER PRIMARY KEY,
  tur TEXT NOT NULL CHECK (tur IN ('tablet', 'fis-yazici', 'qr-stand', 'kart-okuyucu', 'diger')),
  seri_no TEXT NOT NULL COLLATE NOCASE,
  model TEXT NOT NULL DEFAULT '',
  alis_tarihi TEXT,
  alis_kurus INTEGER CHECK (alis_kurus >= 0),
  durum TEXT NOT NULL DEFAULT 'depoda' CHECK (durum IN ('depoda', 'isletmede', 'arizali', 'hurda')),
  isletme_id INTEGER REFERENCES isletme(id),
  notlar TEXT NOT NULL DEFAULT '',
  olusturma_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  guncelleme_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (tur, seri_no),
  CHECK ((durum = 'isletmede') = (isletme_id IS NOT NULL))
);
CREATE INDEX idx_donanim_isletme ON donanim(isletme_id);

-- Every change of an item: who, when, from → to (state and venue), with a note.
CREATE TABLE donanim_hareket (
  id INTEGER PRIMARY KEY,
  donanim_id INTEGER NOT NULL REFERENCES donanim(id),
  zaman TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  kullanici_id INTEGER REFERENCES kullanici(id),
  islem TEXT NOT NULL CHECK (islem IN ('ekle', 'guncelle', 'ata', 'iade', 'durum')),
  onceki_durum TEXT,
  yeni_durum TEXT,
  onceki_isletme_id INTEGER REFERENCES isletme(id),
  yeni_isletme_id INTEGER REFERENCES isletme(id),
  notlar TEXT NOT NULL DEFAULT ''
);
CREATE INDEX idx_donanim_hareket ON donanim_hareket(donanim_id, id);
