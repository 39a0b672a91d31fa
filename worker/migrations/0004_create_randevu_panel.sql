-- Appointment panel (issue 4): staff photo/colour, tasks, service packages and balances, cash movements,
-- customer debt ledger (cari), blog posts. Money is integer kuruş; instants are UTC ISO text.

ALTER TABLE randevu_personel ADD COLUMN foto TEXT;
-- calendar colour, '#rrggbb'
ALTER TABLE randevu_personel ADD COLUMN renk TEXT NOT NULL DEFAULT '#6d28d9' CHECK (renk GLOB '#[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]');
ALTER TABLE randevu_personel ADD COLUMN sira INTEGER NOT NULL DEFAULT 0;
-- 'YYYY-MM-DD'
ALTER TABLE randevu_musteri ADD COLUMN dogum_tarihi TEXT CHECK (dogum_tarihi IS NULL OR dogum_tarihi GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]');
-- set when the customer's personal data was erased on request (KVKK); the row stays for the books
ALTER TABLE randevu_musteri ADD COLUMN silinme_zamani TEXT;
CREATE INDEX idx_randevu_isletme_id_durum_baslangic ON randevu(isletme_id, durum, baslangic);

CREATE TABLE randevu_gorev (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  personel_id INTEGER REFERENCES randevu_personel(id),
  baslik TEXT NOT NULL CHECK (length(baslik) BETWEEN 1 AND 200),
  aciklama TEXT NOT NULL DEFAULT '',
  -- 'YYYY-MM-DD' in the venue zone
  son_tarih TEXT CHECK (son_tarih IS NULL OR son_tarih GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
  durum TEXT NOT NULL DEFAULT 'bekliyor' CHECK (durum IN ('bekliyor', 'devam', 'tamamlandi')),
  olusturma TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX idx_randevu_gorev_isletme_id_son_tarih ON randevu_gorev(isletme_id, son_tarih);

CREATE TABLE randevu_paket (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  ad TEXT NOT NULL CHECK (length(ad) BETWEEN 1 AND 120),
  aciklama TEXT NOT NULL DEFAULT '',
  fiyat_kurus INTEGER NOT NULL CHECK (fiyat_kurus >= 0 AND fiyat_kurus <= 100000000),
  -- days a sold package stays usable; NULL = no expiry
  gecerlilik_gun INTEGER CHECK (gecerlilik_gun IS NULL OR gecerlilik_gun BETWEEN 1 AND 3650),
  aktif INTEGER NOT NULL DEFAULT 1 CHECK (aktif IN (0, 1))
);
CREATE INDEX idx_randevu_paket_isletme_id ON randevu_paket(isletme_id);

CREATE TABLE randevu_paket_hizmet (
  paket_id INTEGER NOT NULL REFERENCES randevu_paket(id),
  hizmet_id INTEGER NOT NULL REFERENCES randevu_hizmet(id),
  seans INTEGER NOT NULL CHECK (seans BETWEEN 1 AND 1000),
  PRIMARY KEY (paket_id, hizmet_id)
);

-- a package sold to a customer: name and price are copied so later edits of the package don't rewrite history
CREATE TABLE randevu_musteri_paket (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  musteri_id INTEGER NOT NULL REFERENCES randevu_musteri(id),
  paket_id INTEGER REFERENCES randevu_paket(id),
  ad TEXT NOT NULL,
  fiyat_kurus INTEGER NOT NULL CHECK (fiyat_kurus >= 0),
  satis_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- last usable day 'YYYY-MM-DD' (venue zone); NULL = no expiry
  son_gun TEXT,
  kullanici_id INTEGER REFERENCES kullanici(id)
);
CREATE INDEX idx_randevu_musteri_paket_musteri_id ON randevu_musteri_paket(musteri_id);
CREATE INDEX idx_randevu_musteri_paket_isletme_id ON randevu_musteri_paket(isletme_id);

-- remaining sessions per service of a sold package; the CHECK makes over-use impossible
CREATE TABLE randevu_musteri_paket_hizmet (
  musteri_paket_id INTEGER NOT NULL REFERENCES randevu_musteri_paket(id),
  hizmet_id INTEGER NOT NULL REFERENCES randevu_hizmet(id),
  toplam INTEGER NOT NULL CHECK (toplam >= 1),
  kalan INTEGER NOT NULL CHECK (kalan >= 0 AND kalan <= toplam),
  PRIMARY KEY (musteri_paket_id, hizmet_id)
);

-- one package session used by one appointment item; PK = an item is counted at most once
CREATE TABLE randevu_paket_kullanim (
  randevu_kalem_id INTEGER PRIMARY KEY REFERENCES randevu_kalem(id),
  musteri_paket_id INTEGER NOT NULL REFERENCES randevu_musteri_paket(id),
  hizmet_id INTEGER NOT NULL REFERENCES randevu_hizmet(id)
);
CREATE INDEX idx_randevu_paket_kullanim_musteri_paket_id ON randevu_paket_kullanim(musteri_paket_id);

-- the balance follows the usage rows, whoever writes them
CREATE TRIGGER trg_randevu_paket_kullanim_ekle AFTER INSERT ON randevu_paket_kullanim BEGIN
  UPDATE randevu_musteri_paket_hizmet SET kalan = kalan - 1 WHERE musteri_paket_id = NEW.musteri_paket_id AND hizmet_id = NEW.hizmet_id;
END;
CREATE TRIGGER trg_randevu_paket_kullanim_sil AFTER DELETE ON randevu_paket_kullanim BEGIN
  UPDATE randevu_musteri_paket_hizmet SET kalan = kalan + 1 WHERE musteri_paket_id = OLD.musteri_paket_id AND hizmet_id = OLD.hizmet_id;
END;

CREATE TABLE randevu_kasa (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  tur TEXT NOT NULL CHECK (tur IN ('gelir', 'gider')),
  odeme TEXT NOT NULL CHECK (odeme IN ('nakit', 'kart', 'havale')),
  tutar_kurus INTEGER NOT NULL CHECK (tutar_kurus > 0 AND tutar_kurus <= 100000000),
  aciklama TEXT NOT NULL DEFAULT '',
  tarih TEXT NOT NULL,
  randevu_id INTEGER REFERENCES randevu(id),
  musteri_id INTEGER REFERENCES randevu_musteri(id),
  kullanici_id INTEGER REFERENCES kullanici(id),
  olusturma TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX idx_randevu_kasa_isletme_id_tarih ON randevu_kasa(isletme_id, tarih);

-- customer debt ledger: borc raises what the customer owes, tahsilat lowers it
CREATE TABLE randevu_cari (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  musteri_id INTEGER NOT NULL REFERENCES randevu_musteri(id),
  tur TEXT NOT NULL CHECK (tur IN ('borc', 'tahsilat')),
  tutar_kurus INTEGER NOT NULL CHECK (tutar_kurus > 0 AND tutar_kurus <= 100000000),
  aciklama TEXT NOT NULL DEFAULT '',
  tarih TEXT NOT NULL,
  randevu_id INTEGER REFERENCES randevu(id),
  kullanici_id INTEGER REFERENCES kullanici(id),
  olusturma TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX idx_randevu_cari_isletme_id_musteri_id ON randevu_cari(isletme_id, musteri_id);
CREATE INDEX idx_randevu_cari_isletme_id_tarih ON randevu_cari(isletme_id, tarih);

CREATE TABLE randevu_blog (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  baslik TEXT NOT NULL CHECK (length(baslik) BETWEEN 1 AND 200),
  -- URL name, unique per venue
  url_adi TEXT NOT NULL CHECK (url_adi GLOB '[a-z0-9]*' AND length(url_adi) BETWEEN 1 AND 120),
  ozet TEXT NOT NULL DEFAULT '',
  -- sanitized on write (allow-list); rendered as is
  govde_html TEXT NOT NULL DEFAULT '',
  -- R2 key
  kapak TEXT,
  yayinda INTEGER NOT NULL DEFAULT 0 CHECK (yayinda IN (0, 1)),
  yayin_tarihi TEXT,
  olusturma TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  guncelleme TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (isletme_id, url_adi)
);
CREATE INDEX idx_randevu_blog_isletme_id_yayinda_yayin_tarihi ON randevu_blog(isletme_id, yayinda, yayin_tarihi);

CREATE INDEX idx_randevu_idempotency_olusturma ON randevu_idempotency(olusturma);
