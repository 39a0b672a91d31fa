-- The cafe and CRM screens of the release before this one gained actions here: table tracking takes payments, gives
-- complimentary lines, voids and discounts; the day end is run and corrected by its own rights; follow-ups are added
-- and updated; a customer's detail can erase. A saved set that held such a screen whole (the screen and every action
-- it had then) gains the screen's new actions, and so does a "Tam Yetki" set for every screen it holds; a set that
-- held only part of a screen is left as its owner made it. The keys it already holds stay in their order.
WITH ekran (anahtar, eski, yeni) AS (VALUES
  ('isletme:qrmenu:cafe-yonetim:masa-takip', '["ekle","guncelle","sil","disa-aktar"]', '["tahsilat","ikram","iptal","indirim"]'),
  ('isletme:qrmenu:cafe-yonetim:gunsonu', '["raporCek","disa-aktar"]', '["ekle","guncelle"]'),
  ('isletme:crm:musteri-takip:rapor', '["raporCek","disa-aktar"]', '["ekle","guncelle"]'),
  ('isletme:crm:musteri:rapor-detay', '["raporCek","disa-aktar"]', '["sil"]')
),
-- (set, key it gains): the set holds the screen, and held all of its actions or is a full set
kazanc (set_id, anahtar) AS (
  SELECT s.id, e.anahtar || ':' || y.value
    FROM yetki_seti s
    JOIN ekran e ON EXISTS (SELECT 1 FROM json_each(s.yetkiler) WHERE value = e.anahtar)
    JOIN json_each(e.yeni) y
   WHERE s.kapsam = 'isletme' AND json_valid(s.yetkiler)
     AND (s.ad = 'Tam Yetki'
          OR (SELECT count(DISTINCT t.value) FROM json_each(s.yetkiler) t, json_each(e.eski) a WHERE t.value = e.anahtar || ':' || a.value)
             = json_array_length(e.eski))
     AND NOT EXISTS (SELECT 1 FROM json_each(s.yetkiler) WHERE value = e.anahtar || ':' || y.value)
)
UPDATE yetki_seti
   SET yetkiler = (SELECT json_group_array(k) FROM (
         SELECT value AS k FROM json_each(yetki_seti.yetkiler)
         UNION ALL
         SELECT anahtar FROM kazanc WHERE set_id = yetki_seti.id)),
       guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
 WHERE id IN (SELECT set_id FROM kazanc);
