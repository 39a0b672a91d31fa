-- Kitchen and bar stations (istasyon): every sent line of a check reaches the station its category (or product) is
-- routed to, as a ticket per order batch (adisyon_siparis) and station. The venue's Durable Object writes the station's
-- rows in the same D1 batch as the operation that changed the lines (order, void, complimentary, move, merge), so a
-- station never misses a change; every change takes the venue's next station version, and a station that reconnects
-- reads the tickets changed since the last version it saw.

CREATE TABLE cafe_istasyon (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  ad TEXT NOT NULL CHECK (length(ad) BETWEEN 1 AND 40),
  -- an 80 mm printer stands by the station: each change is printed once by one of its screens
  yazdir INTEGER NOT NULL DEFAULT 0 CHECK (yazdir IN (0, 1)),
  sira INTEGER NOT NULL DEFAULT 0,
  -- 0: removed (kept so that past tickets and the preparation report still name it)
  aktif INTEGER NOT NULL DEFAULT 1 CHECK (aktif IN (0, 1))
);
CREATE INDEX idx_cafe_istasyon_isletme_id_sira ON cafe_istasyon(isletme_id, sira);

-- where a category's products are prepared (a subcategory without one uses its parent's); a product may override it
ALTER TABLE menu_kategori ADD COLUMN istasyon_id INTEGER REFERENCES cafe_istasyon(id);
ALTER TABLE menu_urun ADD COLUMN istasyon_id INTEGER REFERENCES cafe_istasyon(id);

-- the station screen's age timer turns amber, then red, after these many minutes
ALTER TABLE isletme_parametre ADD COLUMN istasyon_sari_dk INTEGER NOT NULL DEFAULT 8 CHECK (istasyon_sari_dk BETWEEN 1 AND 240);
ALTER TABLE isletme_parametre ADD COLUMN istasyon_kirmizi_dk INTEGER NOT NULL DEFAULT 15 CHECK (istasyon_kirmizi_dk BETWEEN 1 AND 240);

-- the venue's last station version (grows by one with every operation that changed a station's tickets)
CREATE TABLE istasyon_surum (
  isletme_id INTEGER PRIMARY KEY REFERENCES isletme(id),
  surum INTEGER NOT NULL DEFAULT 0 CHECK (surum >= 0)
);

-- one order batch as one station sees it
CREATE TABLE istasyon_fis (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  istasyon_id INTEGER NOT NULL REFERENCES cafe_istasyon(id),
  siparis_id INTEGER NOT NULL REFERENCES adisyon_siparis(id),
  -- the table the batch was sent from (a move or merge later shows "this → that" from the lines' tables)
  masa_ad TEXT NOT NULL DEFAULT '',
  gonderen TEXT NOT NULL DEFAULT '',
  zaman TEXT NOT NULL,
  -- the venue's station version of the ticket's last change (catch-up reads surum > the last one a screen saw)
  surum INTEGER NOT NULL,
  -- every line to make is ready (bumped); NULL again when a line is recalled
  hazir_zamani TEXT,
  -- the waiter took the ready ticket (the table tile stops saying "hazır")
  teslim_zamani TEXT,
  -- the last version printed, and how many times it was printed (a reprint says so)
  basilan_surum INTEGER NOT NULL DEFAULT 0,
  basim INTEGER NOT NULL DEFAULT 0 CHECK (basim >= 0)
);
CREATE UNIQUE INDEX idx_istasyon_fis_siparis_id_istasyon_id ON istasyon_fis(siparis_id, istasyon_id);
CREATE INDEX idx_istasyon_fis_isletme_id_surum ON istasyon_fis(isletme_id, surum);

-- a sent line of a check as its station shows it (one row per adisyon_kalem row, never two)
CREATE TABLE istasyon_kalem (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  fis_id INTEGER NOT NULL REFERENCES istasyon_fis(id),
  kalem_id INTEGER NOT NULL REFERENCES adisyon_kalem(id),
  urun_id INTEGER,
  ad TEXT NOT NULL,
  adet INTEGER NOT NULL,
  -- [{"ad","mutfakAd"}] as the line was sold
  secenekler TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(secenekler)),
  not_metni TEXT NOT NULL DEFAULT '',
  -- as on the check: a voided line shows struck through, a complimentary one marked
  durum TEXT NOT NULL DEFAULT 'aktif' CHECK (durum IN ('aktif', 'ikram', 'iptal')),
  -- the table the line's check is on now
  masa_ad TEXT NOT NULL DEFAULT '',
  hazir_zamani TEXT,
  surum INTEGER NOT NULL
);
CREATE UNIQUE INDEX idx_istasyon_kalem_kalem_id ON istasyon_kalem(kalem_id);
CREATE INDEX idx_istasyon_kalem_fis_id ON istasyon_kalem(fis_id);
-- the lines one operation changed (their version) are found without reading the venue's history
CREATE INDEX idx_istasyon_kalem_isletme_id_surum ON istasyon_kalem(isletme_id, surum);

-- The new screen belongs to the cafe: a "Tam Yetki" set, and a set that holds every screen of the cafe module, gain it
-- with its action; a set holding only part of the cafe (a waiter's) is left as its owner made it.
UPDATE yetki_seti
   SET yetkiler = (SELECT json_group_array(k) FROM (
         SELECT value AS k FROM json_each(yetki_seti.yetkiler)
         UNION ALL
         SELECT value FROM json_each('["isletme:qrmenu:cafe-yonetim:istasyon","isletme:qrmenu:cafe-yonetim:istasyon:guncelle"]')
          WHERE value NOT IN (SELECT value FROM json_each(yetki_seti.yetkiler)))),
       guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
 WHERE kapsam = 'isletme' AND json_valid(yetkiler)
   AND ((ad = 'Tam Yetki' AND EXISTS (SELECT 1 FROM json_each(yetki_seti.yetkiler) WHERE value = 'isletme:qrmenu:cafe-yonetim:masa-takip'))
        OR (SELECT count(DISTINCT value) FROM json_each(yetki_seti.yetkiler) WHERE value IN (
              'isletme:qrmenu:cafe-yonetim:masa', 'isletme:qrmenu:cafe-yonetim:masa-takip',
              'isletme:qrmenu:cafe-yonetim:masa-takip:loglar:masatransfer', 'isletme:qrmenu:cafe-yonetim:masa-takip:loglar:adisyontransfer',
              'isletme:qrmenu:cafe-yonetim:kasa-hareketleri', 'isletme:qrmenu:cafe-yonetim:calismagunu',
              'isletme:qrmenu:cafe-yonetim:gunsonu', 'isletme:qrmenu:cafe-yonetim:adisyonraporu', 'isletme:qrmenu:cafe-yonetim:xraporu')) = 9)
   AND NOT EXISTS (SELECT 1 FROM json_each(yetki_seti.yetkiler) WHERE value = 'isletme:qrmenu:cafe-yonetim:istasyon');
