-- The cafe's checks (adisyon) and everything around them: working days, lines, order batches, payments, the log of
-- operations (each applied once by its client-made id), transfers and day ends. Every change goes through the venue's
-- Durable Object (worker/live), which writes here; these rows are the record reports read. The CHECKs and unique
-- indexes hold what the code also checks, so a race cannot break them.

-- a venue may let the first check of the day open the working day by itself
ALTER TABLE isletme_parametre ADD COLUMN cafe_gun_otomatik INTEGER NOT NULL DEFAULT 0 CHECK (cafe_gun_otomatik IN (0, 1));

-- ── Working days (çalışma günü) ─────────────────────────────────────────────────────────────────────────────────
CREATE TABLE cafe_gun (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  -- the business date it was opened on (venue zone and cutoff hour)
  is_gunu TEXT NOT NULL CHECK (is_gunu GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  durum TEXT NOT NULL DEFAULT 'acik' CHECK (durum IN ('acik', 'kapali')),
  acilis_kasasi_kurus INTEGER NOT NULL DEFAULT 0 CHECK (acilis_kasasi_kurus >= 0 AND acilis_kasasi_kurus <= 100000000),
  acan_id INTEGER REFERENCES kullanici(id),
  acilis_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  kapatan_id INTEGER REFERENCES kullanici(id),
  kapanis_zamani TEXT,
  CHECK ((durum = 'acik') = (kapanis_zamani IS NULL))
);
-- at most one open working day per venue
CREATE UNIQUE INDEX idx_cafe_gun_isletme_id_acik ON cafe_gun(isletme_id) WHERE durum = 'acik';
CREATE INDEX idx_cafe_gun_isletme_id_is_gunu ON cafe_gun(isletme_id, is_gunu);

-- ── Checks ───────────────────────────────────────────────────────────────────────────────────────────────────────
CREATE TABLE adisyon (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  -- the check number printed on tickets and the day end (1, 2, 3 … per venue, never reused)
  no INTEGER NOT NULL CHECK (no > 0),
  masa_id INTEGER NOT NULL REFERENCES menu_masa(id),
  gun_id INTEGER NOT NULL REFERENCES cafe_gun(id),
  -- birlesti: merged into another check (birlesen_id); its lines moved there
  durum TEXT NOT NULL DEFAULT 'acik' CHECK (durum IN ('acik', 'kapali', 'birlesti')),
  -- grows with every change; answers and broadcasts carry it so a device knows what it has seen
  surum INTEGER NOT NULL DEFAULT 1 CHECK (surum > 0),
  misafir INTEGER NOT NULL DEFAULT 0 CHECK (misafir BETWEEN 0 AND 200),
  garson_id INTEGER REFERENCES kullanici(id),
  musteri_id INTEGER REFERENCES musteri(id),
  -- check discount as entered (percent 1..100 or kuruş) and the kuruş it came to on the current lines
  indirim_tur TEXT CHECK (indirim_tur IN ('yuzde', 'tutar')),
  indirim_deger INTEGER NOT NULL DEFAULT 0 CHECK (indirim_deger >= 0),
  indirim_kurus INTEGER NOT NULL DEFAULT 0 CHECK (indirim_kurus >= 0),
  -- what the guests owe (active lines − discounts) and what was paid so far; recomputed by every write
  toplam_kurus INTEGER NOT NULL DEFAULT 0 CHECK (toplam_kurus >= 0 AND toplam_kurus <= 1000000000),
  odenen_kurus INTEGER NOT NULL DEFAULT 0 CHECK (odenen_kurus >= 0),
  -- the pre-bill was printed: the table waits for payment
  hesap_istendi INTEGER NOT NULL DEFAULT 0 CHECK (hesap_istendi IN (0, 1)),
  acilis TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  kapanis TEXT,
  kapatan_id INTEGER REFERENCES kullanici(id),
  birlesen_id INTEGER REFERENCES adisyon(id),
  CHECK (odenen_kurus <= toplam_kurus),
  CHECK (durum <> 'kapali' OR (odenen_kurus = toplam_kurus AND kapanis IS NOT NULL)),
  CHECK (durum <> 'birlesti' OR birlesen_id IS NOT NULL)
);
CREATE UNIQUE INDEX idx_adisyon_isletme_id_no ON adisyon(isletme_id, no);
-- never a table with two open checks
CREATE UNIQUE INDEX idx_adisyon_masa_id_acik ON adisyon(masa_id) WHERE durum = 'acik';
CREATE INDEX idx_adisyon_isletme_id_gun_id ON adisyon(isletme_id, gun_id);
CREATE INDEX idx_adisyon_isletme_id_durum ON adisyon(isletme_id, durum);

-- one order batch (what a waiter sent to the bar/kitchen at once): printed once, a reprint counts up
CREATE TABLE adisyon_siparis (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  adisyon_id INTEGER NOT NULL REFERENCES adisyon(id),
  gonderen_id INTEGER REFERENCES kullanici(id),
  zaman TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  basim INTEGER NOT NULL DEFAULT 0 CHECK (basim >= 0)
);
CREATE INDEX idx_adisyon_siparis_adisyon_id ON adisyon_siparis(adisyon_id);

CREATE TABLE adisyon_kalem (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  adisyon_id INTEGER NOT NULL REFERENCES adisyon(id),
  -- what was sold, kept as it was at the time (a later rename or price change does not rewrite history)
  urun_id INTEGER REFERENCES menu_urun(id),
  ad TEXT NOT NULL CHECK (length(ad) BETWEEN 1 AND 200),
  kategori_ad TEXT NOT NULL DEFAULT '',
  birim_kurus INTEGER NOT NULL CHECK (birim_kurus >= 0 AND birim_kurus <= 100000000),
  adet INTEGER NOT NULL CHECK (adet BETWEEN 1 AND 999),
  kdv_orani INTEGER NOT NULL DEFAULT 10 CHECK (kdv_orani IN (0, 1, 10, 20)),
  not_metni TEXT NOT NULL DEFAULT '' CHECK (length(not_metni) <= 200),
  -- NULL: added but not sent yet
  siparis_id INTEGER REFERENCES adisyon_siparis(id),
  -- ikram: complimentary (0 ₺), iptal: voided (stays visible, struck through); both with a reason
  durum TEXT NOT NULL DEFAULT 'aktif' CHECK (durum IN ('aktif', 'ikram', 'iptal')),
  neden TEXT NOT NULL DEFAULT '' CHECK (length(neden) <= 200),
  durum_kullanici_id INTEGER REFERENCES kullanici(id),
  durum_zamani TEXT,
  indirim_kurus INTEGER NOT NULL DEFAULT 0 CHECK (indirim_kurus >= 0),
  -- what the line adds to the check: birim × adet − indirim, 0 when ikram or iptal
  tutar_kurus INTEGER NOT NULL CHECK (tutar_kurus >= 0),
  -- paid on its own when a bill was split by items
  odeme_id INTEGER,
  ekleyen_id INTEGER REFERENCES kullanici(id),
  eklenme TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (indirim_kurus <= birim_kurus * adet),
  CHECK (durum = 'aktif' OR (tutar_kurus = 0 AND length(neden) > 0)),
  CHECK (durum <> 'aktif' OR tutar_kurus = birim_kurus * adet - indirim_kurus)
);
CREATE INDEX idx_adisyon_kalem_adisyon_id ON adisyon_kalem(adisyon_id);
CREATE INDEX idx_adisyon_kalem_isletme_id_urun_id ON adisyon_kalem(isletme_id, urun_id);

CREATE TABLE adisyon_odeme (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  adisyon_id INTEGER NOT NULL REFERENCES adisyon(id),
  -- the working day the money came in (a carried-over check can be paid partly on two days)
  gun_id INTEGER NOT NULL REFERENCES cafe_gun(id),
  -- veresiye: put on the customer's account (cari), no money in the drawer
  odeme TEXT NOT NULL CHECK (odeme IN ('nakit', 'kart', 'havale', 'yemek_karti', 'diger', 'veresiye')),
  tutar_kurus INTEGER NOT NULL CHECK (tutar_kurus > 0 AND tutar_kurus <= 100000000),
  -- cash handed over; change given = alinan − tutar
  alinan_kurus INTEGER CHECK (alinan_kurus IS NULL OR alinan_kurus >= tutar_kurus),
  -- the cash book row (kasa.adisyon_id) or, for veresiye, the customer ledger row (cari.adisyon_id) is written with it
  musteri_id INTEGER REFERENCES musteri(id),
  kullanici_id INTEGER REFERENCES kullanici(id),
  zaman TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (odeme <> 'veresiye' OR musteri_id IS NOT NULL)
);
CREATE INDEX idx_adisyon_odeme_adisyon_id ON adisyon_odeme(adisyon_id);
CREATE INDEX idx_adisyon_odeme_isletme_id_gun_id ON adisyon_odeme(isletme_id, gun_id);

-- Every operation on checks and tables, by the id the device made: the first answer is kept and a retry or a replay
-- gets it back without doing anything; the rows are also the check's full history (who, when, what).
CREATE TABLE adisyon_islem (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  islem_id TEXT NOT NULL CHECK (length(islem_id) BETWEEN 8 AND 64),
  tur TEXT NOT NULL,
  adisyon_id INTEGER REFERENCES adisyon(id),
  -- the other check of a transfer or merge
  hedef_adisyon_id INTEGER REFERENCES adisyon(id),
  masa_id INTEGER REFERENCES menu_masa(id),
  kullanici_id INTEGER REFERENCES kullanici(id),
  -- what changed (lines, amounts, reasons) for the history
  ozet TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(ozet)),
  -- the answer the first attempt got (status + body)
  cevap TEXT NOT NULL CHECK (json_valid(cevap)),
  zaman TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX idx_adisyon_islem_isletme_id_islem_id ON adisyon_islem(isletme_id, islem_id);
CREATE INDEX idx_adisyon_islem_adisyon_id ON adisyon_islem(adisyon_id);
CREATE INDEX idx_adisyon_islem_hedef_adisyon_id ON adisyon_islem(hedef_adisyon_id);

-- table moves and merges (masatransfer) and line moves (adisyontransfer)
CREATE TABLE cafe_transfer (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  tur TEXT NOT NULL CHECK (tur IN ('masa', 'birlestir', 'kalem')),
  kaynak_masa_id INTEGER NOT NULL REFERENCES menu_masa(id),
  hedef_masa_id INTEGER NOT NULL REFERENCES menu_masa(id),
  kaynak_adisyon_id INTEGER NOT NULL REFERENCES adisyon(id),
  hedef_adisyon_id INTEGER NOT NULL REFERENCES adisyon(id),
  -- [{"ad","adet","tutarKurus"}] of what moved
  kalemler TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(kalemler)),
  tutar_kurus INTEGER NOT NULL DEFAULT 0 CHECK (tutar_kurus >= 0),
  kullanici_id INTEGER REFERENCES kullanici(id),
  zaman TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX idx_cafe_transfer_isletme_id_zaman ON cafe_transfer(isletme_id, zaman);

-- ── Day end (gün sonu): numbered, one per working day, never edited (a correction is its own row) ──────────────
CREATE TABLE cafe_gunsonu (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  no INTEGER NOT NULL CHECK (no > 0),
  gun_id INTEGER NOT NULL REFERENCES cafe_gun(id),
  beklenen_nakit_kurus INTEGER NOT NULL,
  -- typed blind, before the expected figure was shown; the difference is kept, never forced to zero
  sayilan_nakit_kurus INTEGER NOT NULL CHECK (sayilan_nakit_kurus >= 0),
  fark_kurus INTEGER NOT NULL,
  -- the cash register's (ÖKC) own Z total, typed for comparison; our report is not the fiscal Z
  okc_z_kurus INTEGER CHECK (okc_z_kurus IS NULL OR okc_z_kurus >= 0),
  -- the frozen figures (by payment method, category, waiter, KDV rate, discounts, complimentary, voids)
  rapor TEXT NOT NULL CHECK (json_valid(rapor)),
  aciklama TEXT NOT NULL DEFAULT '' CHECK (length(aciklama) <= 500),
  kullanici_id INTEGER REFERENCES kullanici(id),
  zaman TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (fark_kurus = sayilan_nakit_kurus - beklenen_nakit_kurus)
);
CREATE UNIQUE INDEX idx_cafe_gunsonu_isletme_id_no ON cafe_gunsonu(isletme_id, no);
CREATE UNIQUE INDEX idx_cafe_gunsonu_gun_id ON cafe_gunsonu(gun_id);

CREATE TABLE cafe_gunsonu_duzeltme (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  gunsonu_id INTEGER NOT NULL REFERENCES cafe_gunsonu(id),
  alan TEXT NOT NULL CHECK (alan IN ('sayilan_nakit', 'okc_z')),
  eski_kurus INTEGER,
  yeni_kurus INTEGER NOT NULL CHECK (yeni_kurus >= 0),
  neden TEXT NOT NULL CHECK (length(neden) BETWEEN 1 AND 500),
  kullanici_id INTEGER REFERENCES kullanici(id),
  zaman TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX idx_cafe_gunsonu_duzeltme_gunsonu_id ON cafe_gunsonu_duzeltme(gunsonu_id);
