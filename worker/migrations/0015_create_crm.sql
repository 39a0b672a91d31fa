-- CRM (issue 13): customer insight over the one customer book, follow-up lists with templates and outcomes.
-- Visits are what the venue already records: a completed appointment (randevu.durum = 'tamamlandi', at its start)
-- and a paid cafe check linked to the customer (adisyon.durum = 'kapali', at its close). Nothing is typed twice:
-- crm_ozet is a per-customer summary kept by triggers on those two tables, so reports read one row per customer;
-- a test recounts it from the view crm_ziyaret.

-- the customer's language (follow-up messages are written in it where known)
ALTER TABLE musteri ADD COLUMN dil TEXT CHECK (dil IS NULL OR dil IN ('tr', 'en', 'de', 'ru'));

-- segment thresholds (days / visits / kuruş), part of the venue's parameters
ALTER TABLE isletme_parametre ADD COLUMN crm_yeni_gun INTEGER NOT NULL DEFAULT 30 CHECK (crm_yeni_gun BETWEEN 1 AND 365);
ALTER TABLE isletme_parametre ADD COLUMN crm_risk_gun INTEGER NOT NULL DEFAULT 60 CHECK (crm_risk_gun BETWEEN 1 AND 1095);
ALTER TABLE isletme_parametre ADD COLUMN crm_kayip_gun INTEGER NOT NULL DEFAULT 150 CHECK (crm_kayip_gun BETWEEN 2 AND 1825);
ALTER TABLE isletme_parametre ADD COLUMN crm_duzenli_ziyaret INTEGER NOT NULL DEFAULT 2 CHECK (crm_duzenli_ziyaret BETWEEN 1 AND 1000);
ALTER TABLE isletme_parametre ADD COLUMN crm_sadik_ziyaret INTEGER NOT NULL DEFAULT 8 CHECK (crm_sadik_ziyaret BETWEEN 2 AND 10000);
ALTER TABLE isletme_parametre ADD COLUMN crm_sadik_harcama_kurus INTEGER NOT NULL DEFAULT 500000 CHECK (crm_sadik_harcama_kurus BETWEEN 0 AND 10000000000);

CREATE INDEX idx_adisyon_musteri_id ON adisyon(musteri_id) WHERE musteri_id IS NOT NULL;

CREATE VIEW crm_ziyaret AS
  SELECT isletme_id, musteri_id, baslangic AS zaman, max(toplam_kurus - indirim_kurus, 0) AS tutar_kurus, 'randevu' AS kaynak, id AS kaynak_id
    FROM randevu WHERE durum = 'tamamlandi'
  UNION ALL
  SELECT isletme_id, musteri_id, kapanis AS zaman, toplam_kurus AS tutar_kurus, 'adisyon' AS kaynak, id AS kaynak_id
    FROM adisyon WHERE durum = 'kapali' AND musteri_id IS NOT NULL;

-- one row per customer who has any visit or appointment outcome; absent = never came
CREATE TABLE crm_ozet (
  musteri_id INTEGER PRIMARY KEY REFERENCES musteri(id),
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  ilk_ziyaret TEXT,
  son_ziyaret TEXT,
  ziyaret INTEGER NOT NULL DEFAULT 0,
  randevu_ziyaret INTEGER NOT NULL DEFAULT 0,
  adisyon_ziyaret INTEGER NOT NULL DEFAULT 0,
  harcama_kurus INTEGER NOT NULL DEFAULT 0,
  gelmedi INTEGER NOT NULL DEFAULT 0,
  -- the customer's latest past appointment that ended as completed or no-show, and how ('gelmedi' feeds a rule)
  son_randevu TEXT,
  son_randevu_durum TEXT CHECK (son_randevu_durum IS NULL OR son_randevu_durum IN ('tamamlandi', 'gelmedi'))
);
CREATE INDEX idx_crm_ozet_isletme_id_son_ziyaret ON crm_ozet(isletme_id, son_ziyaret);
CREATE INDEX idx_crm_ozet_isletme_id_ilk_ziyaret ON crm_ozet(isletme_id, ilk_ziyaret);

-- the recount of one customer: every trigger below runs it for the customer(s) a change touched
CREATE TABLE crm_ozet_kuyruk (musteri_id INTEGER PRIMARY KEY);
CREATE TRIGGER trg_crm_ozet_kuyruk AFTER INSERT ON crm_ozet_kuyruk BEGIN
  DELETE FROM crm_ozet WHERE musteri_id = NEW.musteri_id;
  INSERT INTO crm_ozet (musteri_id, isletme_id, ilk_ziyaret, son_ziyaret, ziyaret, randevu_ziyaret, adisyon_ziyaret, harcama_kurus, gelmedi, son_randevu, son_randevu_durum)
    SELECT m.id, m.isletme_id,
           (SELECT min(z.zaman) FROM crm_ziyaret z WHERE z.musteri_id = m.id),
           (SELECT max(z.zaman) FROM crm_ziyaret z WHERE z.musteri_id = m.id),
           (SELECT count(*) FROM crm_ziyaret z WHERE z.musteri_id = m.id),
           (SELECT count(*) FROM randevu r WHERE r.musteri_id = m.id AND r.durum = 'tamamlandi'),
           (SELECT count(*) FROM adisyon a WHERE a.musteri_id = m.id AND a.durum = 'kapali'),
           coalesce((SELECT sum(z.tutar_kurus) FROM crm_ziyaret z WHERE z.musteri_id = m.id), 0),
           (SELECT count(*) FROM randevu r WHERE r.musteri_id = m.id AND r.durum = 'gelmedi'),
           (SELECT r.baslangic FROM randevu r WHERE r.musteri_id = m.id AND r.durum IN ('tamamlandi', 'gelmedi') ORDER BY r.baslangic DESC, r.id DESC LIMIT 1),
           (SELECT r.durum FROM randevu r WHERE r.musteri_id = m.id AND r.durum IN ('tamamlandi', 'gelmedi') ORDER BY r.baslangic DESC, r.id DESC LIMIT 1)
      FROM musteri m WHERE m.id = NEW.musteri_id;
  DELETE FROM crm_ozet WHERE musteri_id = NEW.musteri_id AND ziyaret = 0 AND gelmedi = 0;
  DELETE FROM crm_ozet_kuyruk WHERE musteri_id = NEW.musteri_id;
END;

CREATE TRIGGER trg_crm_randevu_ekle AFTER INSERT ON randevu WHEN NEW.durum IN ('tamamlandi', 'gelmedi') BEGIN
  INSERT OR IGNORE INTO crm_ozet_kuyruk (musteri_id) VALUES (NEW.musteri_id);
END;
CREATE TRIGGER trg_crm_randevu_guncelle AFTER UPDATE OF durum, musteri_id, baslangic, toplam_kurus, indirim_kurus ON randevu
  WHEN OLD.durum IN ('tamamlandi', 'gelmedi') OR NEW.durum IN ('tamamlandi', 'gelmedi') BEGIN
  INSERT OR IGNORE INTO crm_ozet_kuyruk (musteri_id) VALUES (OLD.musteri_id);
  INSERT OR IGNORE INTO crm_ozet_kuyruk (musteri_id) VALUES (NEW.musteri_id);
END;
CREATE TRIGGER trg_crm_randevu_sil AFTER DELETE ON randevu WHEN OLD.durum IN ('tamamlandi', 'gelmedi') BEGIN
  INSERT OR IGNORE INTO crm_ozet_kuyruk (musteri_id) VALUES (OLD.musteri_id);
END;
CREATE TRIGGER trg_crm_adisyon_ekle AFTER INSERT ON adisyon WHEN NEW.durum = 'kapali' AND NEW.musteri_id IS NOT NULL BEGIN
  INSERT OR IGNORE INTO crm_ozet_kuyruk (musteri_id) VALUES (NEW.musteri_id);
END;
CREATE TRIGGER trg_crm_adisyon_guncelle AFTER UPDATE OF durum, musteri_id, kapanis, toplam_kurus ON adisyon
  WHEN (OLD.durum = 'kapali' AND OLD.musteri_id IS NOT NULL) OR (NEW.durum = 'kapali' AND NEW.musteri_id IS NOT NULL) BEGIN
  INSERT OR IGNORE INTO crm_ozet_kuyruk (musteri_id) SELECT OLD.musteri_id WHERE OLD.musteri_id IS NOT NULL;
  INSERT OR IGNORE INTO crm_ozet_kuyruk (musteri_id) SELECT NEW.musteri_id WHERE NEW.musteri_id IS NOT NULL;
END;

-- what a local database already holds
INSERT OR IGNORE INTO crm_ozet_kuyruk (musteri_id)
  SELECT DISTINCT musteri_id FROM randevu WHERE durum IN ('tamamlandi', 'gelmedi')
  UNION SELECT DISTINCT musteri_id FROM adisyon WHERE durum = 'kapali' AND musteri_id IS NOT NULL;

-- follow-up rules the owner switches on and tunes; a missing row is the rule's default (src/lib/crm/kural.ts)
CREATE TABLE crm_kural (
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  kural TEXT NOT NULL CHECK (kural IN ('ziyaretYok', 'dogumGunu', 'paketAzaldi', 'paketBitiyor', 'acikBorc', 'gelmedi', 'ilkZiyaret')),
  aktif INTEGER NOT NULL CHECK (aktif IN (0, 1)),
  -- the rule's number: days, sessions left or kuruş, as the rule reads it
  deger INTEGER NOT NULL CHECK (deger BETWEEN 0 AND 100000000),
  -- who gets the generated follow-ups (a staff member of the venue's register); NULL = nobody yet
  personel_id INTEGER REFERENCES personel(id),
  PRIMARY KEY (isletme_id, kural)
);

-- message templates: {ad}, {sonHizmet}, {randevuLinki}, {isletme}, {borc}, {paket} are filled in per customer
CREATE TABLE crm_sablon (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  ad TEXT NOT NULL CHECK (length(ad) BETWEEN 1 AND 80),
  -- pazarlama needs the customer's marketing consent on the channel; hizmet (reminder, debt notice) does not
  tur TEXT NOT NULL CHECK (tur IN ('pazarlama', 'hizmet')),
  -- the rule it is written for (offered first for such follow-ups); NULL = any
  kural TEXT CHECK (kural IS NULL OR kural IN ('ziyaretYok', 'dogumGunu', 'paketAzaldi', 'paketBitiyor', 'acikBorc', 'gelmedi', 'ilkZiyaret', 'manuel')),
  -- {"tr": "...", "en": "..."}: tr is required, others fall back to tr
  metin TEXT NOT NULL CHECK (json_valid(metin) AND json_type(metin, '$.tr') = 'text'),
  aktif INTEGER NOT NULL DEFAULT 1 CHECK (aktif IN (0, 1)),
  olusturma TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX idx_crm_sablon_isletme_id ON crm_sablon(isletme_id);

CREATE TABLE crm_takip (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  musteri_id INTEGER NOT NULL REFERENCES musteri(id),
  kural TEXT NOT NULL CHECK (kural IN ('ziyaretYok', 'dogumGunu', 'paketAzaldi', 'paketBitiyor', 'acikBorc', 'gelmedi', 'ilkZiyaret', 'manuel')),
  -- what makes a generated follow-up unique (the absence it is about, the birthday's year, the package, the appointment),
  -- so generating again never adds the same one twice; a manual one has its own id as text
  anahtar TEXT NOT NULL,
  -- the reason's parameters for the reader's language (days away, package name, debt ...); a manual one's typed reason
  neden TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(neden)),
  vade TEXT NOT NULL CHECK (vade GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
  personel_id INTEGER REFERENCES personel(id),
  durum TEXT NOT NULL DEFAULT 'acik' CHECK (durum IN ('acik', 'tamam', 'atlandi')),
  sonuc TEXT CHECK (sonuc IS NULL OR sonuc IN ('ulasildi', 'randevu', 'reddetti', 'sonra')),
  son_gonderim TEXT,
  kullanici_id INTEGER REFERENCES kullanici(id),
  olusturma TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  kapanis TEXT,
  CHECK (durum = 'acik' OR kapanis IS NOT NULL)
);
CREATE UNIQUE INDEX idx_crm_takip_isletme_id_musteri_id_kural_anahtar ON crm_takip(isletme_id, musteri_id, kural, anahtar);
CREATE INDEX idx_crm_takip_isletme_id_durum_vade ON crm_takip(isletme_id, durum, vade);
CREATE INDEX idx_crm_takip_musteri_id ON crm_takip(musteri_id);

-- what happened on a follow-up: sent (channel, template, kind), an outcome, a note; islem_id makes a retry harmless
CREATE TABLE crm_takip_olay (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  takip_id INTEGER NOT NULL REFERENCES crm_takip(id),
  tur TEXT NOT NULL CHECK (tur IN ('gonderim', 'sonuc', 'not', 'yazdir')),
  kanal TEXT CHECK (kanal IS NULL OR kanal IN ('whatsapp', 'sms', 'email', 'telefon')),
  sablon_id INTEGER REFERENCES crm_sablon(id),
  sablon_tur TEXT CHECK (sablon_tur IS NULL OR sablon_tur IN ('pazarlama', 'hizmet')),
  sonuc TEXT CHECK (sonuc IS NULL OR sonuc IN ('ulasildi', 'randevu', 'reddetti', 'sonra')),
  sonraki_vade TEXT CHECK (sonraki_vade IS NULL OR sonraki_vade GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
  notlar TEXT NOT NULL DEFAULT '' CHECK (length(notlar) <= 1000),
  islem_id TEXT CHECK (islem_id IS NULL OR length(islem_id) BETWEEN 8 AND 64),
  kullanici_id INTEGER REFERENCES kullanici(id),
  zaman TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (tur <> 'sonuc' OR sonuc IS NOT NULL),
  CHECK (sonuc IS NULL OR sonuc <> 'sonra' OR sonraki_vade IS NOT NULL)
);
CREATE UNIQUE INDEX idx_crm_takip_olay_isletme_id_islem_id ON crm_takip_olay(isletme_id, islem_id) WHERE islem_id IS NOT NULL;
CREATE INDEX idx_crm_takip_olay_takip_id ON crm_takip_olay(takip_id);

-- the local day the rules last ran for a venue (they run at most once a day, on the first read of the list)
CREATE TABLE crm_uretim (
  isletme_id INTEGER PRIMARY KEY REFERENCES isletme(id),
  gun TEXT NOT NULL
);
