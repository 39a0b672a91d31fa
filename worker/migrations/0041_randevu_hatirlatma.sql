-- Appointment reminders (issue 26, item 1): every active appointment has a reminder due at a time the venue sets; the
-- reminders screen (/isletme/randevutakip/hatirlatmalar) lists the due ones and opens the phone's composer with the
-- message (the server never sends it). The message carries a confirm link and the manage (cancel/reschedule) link.

-- the venue's reminder timing and message texts; no row = the defaults (the day before at 10:00, the built-in texts)
CREATE TABLE randevu_hatirlatma_ayar (
  isletme_id INTEGER PRIMARY KEY REFERENCES isletme(id),
  -- onceki_gun: the local day before the appointment at saat; saat_once: saat_once hours before its start
  zamanlama TEXT NOT NULL DEFAULT 'onceki_gun' CHECK (zamanlama IN ('onceki_gun', 'saat_once')),
  saat TEXT NOT NULL DEFAULT '10:00' CHECK (saat GLOB '[0-2][0-9]:[0-5][0-9]' AND saat < '24:00'),
  saat_once INTEGER NOT NULL DEFAULT 24 CHECK (saat_once BETWEEN 1 AND 72),
  -- {"tr": "...", "en": ...}: an empty or missing language uses the built-in text of that language
  metin TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(metin) AND json_type(metin) = 'object'),
  guncelleme_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- the reminder of an appointment went out: who opened the composer, on which channel and when (one row per appointment)
CREATE TABLE randevu_hatirlatma (
  randevu_id INTEGER PRIMARY KEY REFERENCES randevu(id),
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  kanal TEXT NOT NULL CHECK (kanal IN ('whatsapp', 'sms')),
  kullanici_id INTEGER REFERENCES kullanici(id),
  zaman TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX idx_randevu_hatirlatma_isletme_id ON randevu_hatirlatma(isletme_id);

-- the customer confirmed through the reminder's link (the appointment shows "onaylandı" by the customer)
ALTER TABLE randevu ADD COLUMN teyit_zamani TEXT;

-- the customer asked for no messages at all: reminders (service messages, which need no marketing consent) skip them
ALTER TABLE musteri ADD COLUMN mesaj_istemiyor INTEGER NOT NULL DEFAULT 0 CHECK (mesaj_istemiyor IN (0, 1));

-- a moved appointment needs a new reminder and a new confirmation: the old ones were about another time
CREATE TRIGGER trg_randevu_hatirlatma_tasi AFTER UPDATE OF baslangic ON randevu WHEN OLD.baslangic <> NEW.baslangic BEGIN
  UPDATE randevu SET teyit_zamani = NULL WHERE id = NEW.id AND teyit_zamani IS NOT NULL;
  DELETE FROM randevu_hatirlatma WHERE randevu_id = NEW.id;
END;

-- The new screen belongs to the appointment module: a "Tam Yetki" set holding the module, or a set that runs the
-- calendar (the appointments screen whole: add, update, delete, as the demo's reception set does) gains it with its
-- action: whoever books and moves the appointments sends their reminders. The keys a set holds stay in their order.
UPDATE yetki_seti
   SET yetkiler = (SELECT json_group_array(k) FROM (
         SELECT value AS k FROM json_each(yetki_seti.yetkiler)
         UNION ALL
         SELECT value FROM json_each('["isletme:randevutakip:hatirlatmalar","isletme:randevutakip:hatirlatmalar:gonder"]')
          WHERE value NOT IN (SELECT value FROM json_each(yetki_seti.yetkiler)))),
       guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
 WHERE kapsam = 'isletme' AND json_valid(yetkiler)
   AND EXISTS (SELECT 1 FROM json_each(yetki_seti.yetkiler) WHERE value = 'isletme:randevutakip:randevular')
   AND (ad = 'Tam Yetki'
        OR (SELECT count(DISTINCT value) FROM json_each(yetki_seti.yetkiler)
             WHERE value IN ('isletme:randevutakip:randevular:ekle', 'isletme:randevutakip:randevular:guncelle', 'isletme:randevutakip:randevular:sil')) = 3)
   AND NOT EXISTS (SELECT 1 FROM json_each(yetki_seti.yetkiler) WHERE value = 'isletme:randevutakip:hatirlatmalar');
