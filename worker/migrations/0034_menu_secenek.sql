-- Product options (seçenekler): groups of choices such as "Şeker" (sade/az/orta/şekerli, one required) or "Süt"
-- (inek/laktozsuz/yulaf +15 ₺), attached to a menu category (all its products, and those of its subcategories) or to
-- one product. The cafe's order prices a line from these rows; the line keeps what was chosen as it was then.
-- Names are multilingual JSON like the menu's ({"tr": ..., "en": ...}; tr is required and the fallback).

CREATE TABLE menu_secenek_grup (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  ad TEXT NOT NULL CHECK (json_valid(ad)),
  -- what the bar and kitchen read on tickets and station screens ("ŞEK"); empty: the Turkish name
  mutfak_ad TEXT NOT NULL DEFAULT '' CHECK (length(mutfak_ad) <= 40),
  -- how many values a line takes from this group; required means en_az >= 1
  en_az INTEGER NOT NULL DEFAULT 0 CHECK (en_az BETWEEN 0 AND 20),
  en_cok INTEGER NOT NULL DEFAULT 1 CHECK (en_cok BETWEEN 1 AND 20),
  sira INTEGER NOT NULL DEFAULT 0,
  olusturma_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (en_az <= en_cok)
);
CREATE INDEX idx_menu_secenek_grup_isletme_id_sira ON menu_secenek_grup(isletme_id, sira);

CREATE TABLE menu_secenek_deger (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  grup_id INTEGER NOT NULL REFERENCES menu_secenek_grup(id) ON DELETE CASCADE,
  ad TEXT NOT NULL CHECK (json_valid(ad)),
  mutfak_ad TEXT NOT NULL DEFAULT '' CHECK (length(mutfak_ad) <= 40),
  -- added to the product's price; never negative, so a line can never cost less than its product (a cheaper size is
  -- the product's own price, the bigger ones cost more)
  fark_kurus INTEGER NOT NULL DEFAULT 0 CHECK (fark_kurus >= 0 AND fark_kurus <= 10000000),
  tukendi INTEGER NOT NULL DEFAULT 0 CHECK (tukendi IN (0, 1)),
  -- 0: no longer offered (kept so that the rows of past lines still explain themselves)
  aktif INTEGER NOT NULL DEFAULT 1 CHECK (aktif IN (0, 1)),
  sira INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_menu_secenek_deger_grup_id_sira ON menu_secenek_deger(grup_id, sira);
CREATE INDEX idx_menu_secenek_deger_isletme_id ON menu_secenek_deger(isletme_id);

-- a group offered on a category or on one product (exactly one of the two); removed with it
CREATE TABLE menu_secenek_bag (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  grup_id INTEGER NOT NULL REFERENCES menu_secenek_grup(id) ON DELETE CASCADE,
  kategori_id INTEGER REFERENCES menu_kategori(id) ON DELETE CASCADE,
  urun_id INTEGER REFERENCES menu_urun(id) ON DELETE CASCADE,
  CHECK ((kategori_id IS NULL) <> (urun_id IS NULL))
);
CREATE UNIQUE INDEX idx_menu_secenek_bag_grup_id_hedef ON menu_secenek_bag(grup_id, coalesce(kategori_id, 0), coalesce(urun_id, 0));
CREATE INDEX idx_menu_secenek_bag_kategori_id ON menu_secenek_bag(kategori_id);
CREATE INDEX idx_menu_secenek_bag_urun_id ON menu_secenek_bag(urun_id);

-- what a check's line was sold with, as it was then: [{"grupId","degerId","grup","ad","mutfakAd","farkKurus"}]
-- (birim_kurus already holds the product's price plus every farkKurus)
ALTER TABLE adisyon_kalem ADD COLUMN secenekler TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(secenekler));

-- The new screen is part of the menu: a set that held the products screen whole (or a "Tam Yetki" set holding it)
-- gains the options screen with its actions, so the people who edit products can edit their options.
UPDATE yetki_seti
   SET yetkiler = (SELECT json_group_array(k) FROM (
         SELECT value AS k FROM json_each(yetki_seti.yetkiler)
         UNION ALL
         SELECT value FROM json_each('["isletme:qrmenu:secenekler","isletme:qrmenu:secenekler:ekle","isletme:qrmenu:secenekler:guncelle","isletme:qrmenu:secenekler:sil"]')
          WHERE value NOT IN (SELECT value FROM json_each(yetki_seti.yetkiler)))),
       guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
 WHERE kapsam = 'isletme' AND json_valid(yetkiler)
   AND EXISTS (SELECT 1 FROM json_each(yetki_seti.yetkiler) WHERE value = 'isletme:qrmenu:urunler')
   AND (ad = 'Tam Yetki'
        OR (SELECT count(DISTINCT value) FROM json_each(yetki_seti.yetkiler)
             WHERE value IN ('isletme:qrmenu:urunler:ekle', 'isletme:qrmenu:urunler:guncelle', 'isletme:qrmenu:urunler:sil')) = 3)
   AND NOT EXISTS (SELECT 1 FROM json_each(yetki_seti.yetkiler) WHERE value = 'isletme:qrmenu:secenekler');
