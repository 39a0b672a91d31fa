-- Waitlist (bekleme listesi, issue 26 item 2): a customer waits for a service (optionally with one staff member) in a
-- time window of a day. When cells free up, the first waiting entry that fits gets an offer: one slot (staff, start)
-- that stays open for minutes the venue sets; the guest's link books it through the same cells that prevent double
-- booking. Offers are computed when someone looks (the screen, the link) and right after a freeing write: no cron.

-- the venue's offer lifetime; no row = the default (30 minutes)
CREATE TABLE randevu_bekleme_ayar (
  isletme_id INTEGER PRIMARY KEY REFERENCES isletme(id),
  teklif_dk INTEGER NOT NULL DEFAULT 30 CHECK (teklif_dk BETWEEN 5 AND 1440),
  guncelleme_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- one waiting customer. bekliyor: waits; teklif: holds an open offer; randevu: booked through an offer;
-- suresi_doldu: the offer ran out unused or the day passed; kaldirildi: removed by staff
CREATE TABLE randevu_bekleme (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  ad_soyad TEXT NOT NULL CHECK (length(ad_soyad) BETWEEN 1 AND 120),
  telefon TEXT NOT NULL CHECK (length(telefon) BETWEEN 5 AND 20),
  hizmet_id INTEGER NOT NULL REFERENCES randevu_hizmet(id),
  -- NULL: any staff member who does the service
  personel_id INTEGER REFERENCES personel(id),
  -- the local day and the window the start may fall in (the service must end inside it)
  tarih TEXT NOT NULL CHECK (tarih GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  pencere_bas TEXT NOT NULL CHECK (pencere_bas GLOB '[0-2][0-9]:[0-5][0-9]'),
  pencere_bit TEXT NOT NULL CHECK (pencere_bit GLOB '[0-2][0-9]:[0-5][0-9]' AND pencere_bit > pencere_bas),
  durum TEXT NOT NULL DEFAULT 'bekliyor' CHECK (durum IN ('bekliyor', 'teklif', 'randevu', 'suresi_doldu', 'kaldirildi')),
  kaynak TEXT NOT NULL CHECK (kaynak IN ('panel', 'online', 'widget')),
  dil TEXT CHECK (dil IS NULL OR dil IN ('tr', 'en', 'de', 'ru')),
  -- the public form's KVKK consent (staff entries carry none: the customer's consent stays as it was)
  kvkk_metin_surum TEXT,
  kvkk_onay_zamani TEXT,
  kullanici_id INTEGER REFERENCES kullanici(id),
  olusturma TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  guncelleme_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX idx_randevu_bekleme_isletme_id_durum ON randevu_bekleme(isletme_id, durum, tarih);

-- an offer of one slot to one entry. acik: open until son_zaman; kabul: booked (randevu_id); suresi_doldu: ran out;
-- dolu: someone else took the slot first; iptal: the entry was removed or changed
CREATE TABLE randevu_bekleme_teklif (
  id INTEGER PRIMARY KEY,
  bekleme_id INTEGER NOT NULL REFERENCES randevu_bekleme(id),
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  personel_id INTEGER NOT NULL REFERENCES personel(id),
  baslangic TEXT NOT NULL,
  bitis TEXT NOT NULL,
  son_zaman TEXT NOT NULL,
  durum TEXT NOT NULL DEFAULT 'acik' CHECK (durum IN ('acik', 'kabul', 'suresi_doldu', 'dolu', 'iptal')),
  randevu_id INTEGER REFERENCES randevu(id),
  -- who opened the composer for it, on which channel and when
  gonderim_kanal TEXT CHECK (gonderim_kanal IS NULL OR gonderim_kanal IN ('whatsapp', 'sms')),
  gonderen_id INTEGER REFERENCES kullanici(id),
  gonderim_zamani TEXT,
  olusturma TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- at most one open offer per entry, even when two requests compute offers at once
CREATE UNIQUE INDEX idx_randevu_bekleme_teklif_acik ON randevu_bekleme_teklif(bekleme_id) WHERE durum = 'acik';
CREATE INDEX idx_randevu_bekleme_teklif_isletme_id ON randevu_bekleme_teklif(isletme_id, durum);

-- only an open offer can be accepted: the accepting batch fails here (and writes no appointment) otherwise
CREATE TRIGGER trg_randevu_bekleme_teklif_kabul BEFORE UPDATE OF durum ON randevu_bekleme_teklif
  WHEN NEW.durum = 'kabul' AND OLD.durum <> 'acik'
BEGIN
  SELECT RAISE(ABORT, 'randevu_bekleme_teklif not open');
END;

-- The new screen belongs to the appointment module: a "Tam Yetki" set holding the module, or a set that runs the
-- calendar whole (add, update, delete), gains it with its actions, as the reminders screen was granted (0041).
UPDATE yetki_seti
   SET yetkiler = (SELECT json_group_array(k) FROM (
         SELECT value AS k FROM json_each(yetki_seti.yetkiler)
         UNION ALL
         SELECT value FROM json_each('["isletme:randevutakip:bekleme-listesi","isletme:randevutakip:bekleme-listesi:ekle","isletme:randevutakip:bekleme-listesi:guncelle","isletme:randevutakip:bekleme-listesi:sil"]')
          WHERE value NOT IN (SELECT value FROM json_each(yetki_seti.yetkiler)))),
       guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
 WHERE kapsam = 'isletme' AND json_valid(yetkiler)
   AND EXISTS (SELECT 1 FROM json_each(yetki_seti.yetkiler) WHERE value = 'isletme:randevutakip:randevular')
   AND (ad = 'Tam Yetki'
        OR (SELECT count(DISTINCT value) FROM json_each(yetki_seti.yetkiler)
             WHERE value IN ('isletme:randevutakip:randevular:ekle', 'isletme:randevutakip:randevular:guncelle', 'isletme:randevutakip:randevular:sil')) = 3)
   AND NOT EXISTS (SELECT 1 FROM json_each(yetki_seti.yetkiler) WHERE value = 'isletme:randevutakip:bekleme-listesi');
