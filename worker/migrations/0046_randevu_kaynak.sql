-- Resources (kaynaklar, issue 26 item 5): rooms and devices a service needs (a laser device, a massage room). A slot is
-- free only when its staff member and every resource its services need are free. Resources keep their occupancy in
-- 5-minute cells like the staff (randevu_hucre); the triggers below write them in the SAME statement as the staff
-- cells, so every write path (public booking, panel create, series, move, service change, cancel, expired holds) keeps
-- them in step and the cell key decides every race.

CREATE TABLE randevu_kaynak (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  ad TEXT NOT NULL CHECK (length(ad) BETWEEN 1 AND 80),
  tur TEXT NOT NULL DEFAULT 'oda' CHECK (tur IN ('oda', 'cihaz')),
  -- one appointment at a time (a room for two would need another cell key)
  kapasite INTEGER NOT NULL DEFAULT 1 CHECK (kapasite = 1),
  -- the inventory fixed asset it is (same venue, checked by the code); its open maintenance takes it out of service
  demirbas_id INTEGER,
  aktif INTEGER NOT NULL DEFAULT 1 CHECK (aktif IN (0, 1)),
  olusturma TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX idx_randevu_kaynak_isletme_id_ad ON randevu_kaynak(isletme_id, ad);
CREATE INDEX idx_randevu_kaynak_demirbas_id ON randevu_kaynak(demirbas_id) WHERE demirbas_id IS NOT NULL;

-- the resources a service needs (all of them, for its whole time with buffers)
CREATE TABLE randevu_hizmet_kaynak (
  hizmet_id INTEGER NOT NULL REFERENCES randevu_hizmet(id),
  kaynak_id INTEGER NOT NULL REFERENCES randevu_kaynak(id),
  PRIMARY KEY (hizmet_id, kaynak_id)
) WITHOUT ROWID;
CREATE INDEX idx_randevu_hizmet_kaynak_kaynak_id ON randevu_hizmet_kaynak(kaynak_id);

-- One row per occupied 5-minute cell of a resource: the primary key makes double booking a device impossible.
CREATE TABLE randevu_kaynak_hucre (
  kaynak_id INTEGER NOT NULL REFERENCES randevu_kaynak(id),
  hucre INTEGER NOT NULL,
  randevu_id INTEGER NOT NULL REFERENCES randevu(id),
  PRIMARY KEY (kaynak_id, hucre)
) WITHOUT ROWID;
CREATE INDEX idx_randevu_kaynak_hucre_randevu_id ON randevu_kaynak_hucre(randevu_id, hucre);

-- a staff cell of an appointment occupies the same cell of every active resource its services need
CREATE TRIGGER trg_randevu_kaynak_hucre_ekle AFTER INSERT ON randevu_hucre BEGIN
  INSERT INTO randevu_kaynak_hucre (kaynak_id, hucre, randevu_id)
  SELECT DISTINCT hk.kaynak_id, NEW.hucre, NEW.randevu_id FROM randevu_kalem k
    JOIN randevu_hizmet_kaynak hk ON hk.hizmet_id = k.hizmet_id
    JOIN randevu_kaynak ka ON ka.id = hk.kaynak_id AND ka.aktif = 1
   WHERE k.randevu_id = NEW.randevu_id;
END;

-- a freed staff cell (cancel, move, expired hold) frees the resources' cell too
CREATE TRIGGER trg_randevu_kaynak_hucre_sil AFTER DELETE ON randevu_hucre BEGIN
  DELETE FROM randevu_kaynak_hucre WHERE randevu_id = OLD.randevu_id AND hucre = OLD.hucre;
END;

-- a service added to an appointment that has its cells already (the panel's service change) occupies its resources
CREATE TRIGGER trg_randevu_kaynak_kalem_ekle AFTER INSERT ON randevu_kalem BEGIN
  INSERT INTO randevu_kaynak_hucre (kaynak_id, hucre, randevu_id)
  SELECT hk.kaynak_id, h.hucre, NEW.randevu_id FROM randevu_hucre h
    JOIN randevu_hizmet_kaynak hk ON hk.hizmet_id = NEW.hizmet_id
    JOIN randevu_kaynak ka ON ka.id = hk.kaynak_id AND ka.aktif = 1
   WHERE h.randevu_id = NEW.randevu_id
     AND NOT EXISTS (SELECT 1 FROM randevu_kaynak_hucre x WHERE x.kaynak_id = hk.kaynak_id AND x.hucre = h.hucre AND x.randevu_id = NEW.randevu_id);
END;

-- a service taken off an appointment frees the resources no remaining service needs
CREATE TRIGGER trg_randevu_kaynak_kalem_sil AFTER DELETE ON randevu_kalem BEGIN
  DELETE FROM randevu_kaynak_hucre WHERE randevu_id = OLD.randevu_id
     AND kaynak_id NOT IN (SELECT hk.kaynak_id FROM randevu_kalem k JOIN randevu_hizmet_kaynak hk ON hk.hizmet_id = k.hizmet_id WHERE k.randevu_id = OLD.randevu_id);
END;

-- A resource whose inventory asset is in maintenance during the cell cannot be booked (the slot lists leave it out;
-- this holds it for the panel's writes too).
CREATE TRIGGER trg_randevu_kaynak_bakimda BEFORE INSERT ON randevu_kaynak_hucre
  WHEN EXISTS (SELECT 1 FROM randevu_kaynak ka JOIN envanter_bakim b ON b.demirbas_id = ka.demirbas_id AND b.isletme_id = ka.isletme_id
                WHERE ka.id = NEW.kaynak_id
                  AND b.acilis < strftime('%Y-%m-%dT%H:%M:%fZ', (NEW.hucre + 1) * 300, 'unixepoch')
                  AND (b.kapanis IS NULL OR b.kapanis > strftime('%Y-%m-%dT%H:%M:%fZ', NEW.hucre * 300, 'unixepoch')))
BEGIN
  SELECT RAISE(ABORT, 'randevu_kaynak_bakimda');
END;

-- As trg_randevu_kapora_dustu (0043) for staff cells: a new resource cell on a cell of an expired unpaid hold ends the
-- hold (cancelled, its staff cells deleted, which frees its resource cells through trg_randevu_kaynak_hucre_sil).
CREATE TRIGGER trg_randevu_kaynak_kapora_dustu BEFORE INSERT ON randevu_kaynak_hucre
  WHEN EXISTS (SELECT 1 FROM randevu_kaynak_hucre h JOIN randevu_kapora k ON k.randevu_id = h.randevu_id JOIN randevu r ON r.id = h.randevu_id
                WHERE h.kaynak_id = NEW.kaynak_id AND h.hucre = NEW.hucre AND k.durum = 'bekliyor' AND r.durum = 'beklemede'
                  AND k.son_zaman <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
BEGIN
  UPDATE randevu SET durum = 'iptal', iptal_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
   WHERE id = (SELECT randevu_id FROM randevu_kaynak_hucre WHERE kaynak_id = NEW.kaynak_id AND hucre = NEW.hucre) AND durum = 'beklemede';
  UPDATE randevu_kapora SET durum = 'dustu'
   WHERE randevu_id = (SELECT randevu_id FROM randevu_kaynak_hucre WHERE kaynak_id = NEW.kaynak_id AND hucre = NEW.hucre);
  DELETE FROM randevu_hucre
   WHERE randevu_id IN (SELECT randevu_id FROM randevu_kaynak_hucre WHERE kaynak_id = NEW.kaynak_id AND hucre = NEW.hucre);
  DELETE FROM randevu_kaynak_hucre
   WHERE randevu_id IN (SELECT randevu_id FROM randevu_kapora WHERE durum = 'dustu')
     AND kaynak_id = NEW.kaynak_id AND hucre = NEW.hucre;
END;

-- a service deleted (only an unused one can be) takes its resource links with it
CREATE TRIGGER trg_randevu_kaynak_hizmet_sil BEFORE DELETE ON randevu_hizmet BEGIN
  DELETE FROM randevu_hizmet_kaynak WHERE hizmet_id = OLD.id;
END;

-- an inventory asset deleted (never a scrapped one) leaves its resource unlinked
CREATE TRIGGER trg_randevu_kaynak_demirbas_sil AFTER DELETE ON envanter_demirbas BEGIN
  UPDATE randevu_kaynak SET demirbas_id = NULL WHERE demirbas_id = OLD.id;
END;

-- The new screen belongs to the appointment module: the "Tam Yetki" set, and a set holding every screen of the module
-- as it was before this migration (the balance report aside, as the reception set runs the module without it), gain it
-- with its actions. The keys a set holds stay in their order.
UPDATE yetki_seti
   SET yetkiler = (SELECT json_group_array(k) FROM (
         SELECT value AS k FROM json_each(yetki_seti.yetkiler)
         UNION ALL
         SELECT value FROM json_each('["isletme:randevutakip:kaynaklar","isletme:randevutakip:kaynaklar:ekle","isletme:randevutakip:kaynaklar:guncelle","isletme:randevutakip:kaynaklar:sil"]')
          WHERE value NOT IN (SELECT value FROM json_each(yetki_seti.yetkiler)))),
       guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
 WHERE kapsam = 'isletme' AND json_valid(yetkiler)
   AND EXISTS (SELECT 1 FROM json_each(yetki_seti.yetkiler) WHERE value = 'isletme:randevutakip:randevular')
   AND (ad = 'Tam Yetki'
        OR (SELECT count(DISTINCT value) FROM json_each(yetki_seti.yetkiler)
             WHERE value IN ('isletme:randevutakip:dashboard', 'isletme:randevutakip:personel', 'isletme:randevutakip:personel-gorevler',
                             'isletme:randevutakip:hizmetler', 'isletme:randevutakip:hizmet-paketleri', 'isletme:randevutakip:musteriler',
                             'isletme:randevutakip:randevular', 'isletme:randevutakip:randevularim', 'isletme:randevutakip:kasa-hareketleri',
                             'isletme:randevutakip:cari-takip', 'isletme:randevutakip:online-kanal',
                             'isletme:randevutakip:post-olustur', 'isletme:randevutakip:online-kanal-tema')) = 13)
   AND NOT EXISTS (SELECT 1 FROM json_each(yetki_seti.yetkiler) WHERE value = 'isletme:randevutakip:kaynaklar');
