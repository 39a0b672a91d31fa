-- Issues 14 and 15 added permission keys that no saved set holds yet. A set that already held a whole area keeps
-- holding it: an admin set with every admin screen key the tree had before gets the new venues screen and the front
-- office's new actions; a venue set with every action of the second-hand screen gets its new "see the national ID"
-- right. Other sets are left as their owners made them.
UPDATE yetki_seti
   SET yetkiler = (SELECT json_group_array(k) FROM (
         SELECT value AS k FROM json_each(yetki_seti.yetkiler)
         UNION
         SELECT value FROM json_each('["admin:isletmeler","admin:isletmeler:ekle","admin:isletmeler:guncelle","admin:isletmeler:disa-aktar","admin:isletmeler:destek","admin:fo:dashboard:guncelle","admin:fo:dashboard:disa-aktar"]'))),
       guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
 WHERE kapsam = 'admin'
   AND (SELECT count(DISTINCT value) FROM json_each(yetki_seti.yetkiler)
         WHERE value IN ('admin:fo:dashboard', 'admin:fo:pos', 'admin:fo:pos:tanim', 'admin:muhasebe', 'admin:stok',
                         'admin:ayarlar:genel', 'admin:ayarlar:lisans', 'admin:ayarlar:yetki-setleri')) = 8
   AND NOT EXISTS (SELECT 1 FROM json_each(yetki_seti.yetkiler) WHERE value = 'admin:isletmeler');

UPDATE yetki_seti
   SET yetkiler = json_insert(yetkiler, '$[#]', 'isletme:qrmenu:pc-alis-satis:kimlik'),
       guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
 WHERE kapsam = 'isletme'
   AND (SELECT count(DISTINCT value) FROM json_each(yetki_seti.yetkiler)
         WHERE value IN ('isletme:qrmenu:pc-alis-satis', 'isletme:qrmenu:pc-alis-satis:ekle', 'isletme:qrmenu:pc-alis-satis:guncelle',
                         'isletme:qrmenu:pc-alis-satis:sil', 'isletme:qrmenu:pc-alis-satis:disa-aktar')) = 5
   AND NOT EXISTS (SELECT 1 FROM json_each(yetki_seti.yetkiler) WHERE value = 'isletme:qrmenu:pc-alis-satis:kimlik');
