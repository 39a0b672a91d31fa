-- CRM report speed (issue 13). The per-customer recount of crm_ozet (0015) read the view crm_ziyaret with the customer
-- as a correlated term; SQLite does not push such a term into a UNION ALL view, so every recount scanned all of the
-- venue's appointments several times (≈ 0.5 s per completed appointment with 140,000 of them). Same recount, same
-- result, now straight from randevu and adisyon by customer (idx_randevu_musteri_id, idx_adisyon_musteri_id).
-- Nothing a person entered changes: crm_ozet is derived and rebuilt below from the same rule.
DROP TRIGGER trg_crm_ozet_kuyruk;
CREATE TRIGGER trg_crm_ozet_kuyruk AFTER INSERT ON crm_ozet_kuyruk BEGIN
  DELETE FROM crm_ozet WHERE musteri_id = NEW.musteri_id;
  INSERT INTO crm_ozet (musteri_id, isletme_id, ilk_ziyaret, son_ziyaret, ziyaret, randevu_ziyaret, adisyon_ziyaret, harcama_kurus, gelmedi, son_randevu, son_randevu_durum)
    SELECT m.id, m.isletme_id,
           CASE WHEN r.ilk IS NULL THEN a.ilk WHEN a.ilk IS NULL OR r.ilk <= a.ilk THEN r.ilk ELSE a.ilk END,
           CASE WHEN r.son IS NULL THEN a.son WHEN a.son IS NULL OR r.son >= a.son THEN r.son ELSE a.son END,
           r.n + a.n, r.n, a.n, coalesce(r.tutar, 0) + coalesce(a.tutar, 0),
           (SELECT count(*) FROM randevu g WHERE g.musteri_id = m.id AND g.durum = 'gelmedi'),
           (SELECT s.baslangic FROM randevu s WHERE s.musteri_id = m.id AND s.durum IN ('tamamlandi', 'gelmedi') ORDER BY s.baslangic DESC, s.id DESC LIMIT 1),
           (SELECT s.durum FROM randevu s WHERE s.musteri_id = m.id AND s.durum IN ('tamamlandi', 'gelmedi') ORDER BY s.baslangic DESC, s.id DESC LIMIT 1)
      FROM musteri m,
           (SELECT min(baslangic) AS ilk, max(baslangic) AS son, count(*) AS n, sum(max(toplam_kurus - indirim_kurus, 0)) AS tutar
              FROM randevu WHERE musteri_id = NEW.musteri_id AND durum = 'tamamlandi') r,
           (SELECT min(kapanis) AS ilk, max(kapanis) AS son, count(*) AS n, sum(toplam_kurus) AS tutar
              FROM adisyon WHERE musteri_id = NEW.musteri_id AND durum = 'kapali') a
     WHERE m.id = NEW.musteri_id;
  DELETE FROM crm_ozet WHERE musteri_id = NEW.musteri_id AND ziyaret = 0 AND gelmedi = 0;
  DELETE FROM crm_ozet_kuyruk WHERE musteri_id = NEW.musteri_id;
END;

-- the report's reads of visits by venue and time (cohorts, new vs returning, segment moves) answered from the index
-- alone: with 200,000 visits the table lookups were most of the cohort table's time
CREATE INDEX idx_randevu_isletme_id_durum_baslangic_crm ON randevu(isletme_id, durum, baslangic, musteri_id, toplam_kurus, indirim_kurus);
CREATE INDEX idx_adisyon_isletme_id_durum_kapanis_crm ON adisyon(isletme_id, durum, kapanis, musteri_id, toplam_kurus) WHERE musteri_id IS NOT NULL;

-- rebuilt with the new recount (same numbers)
INSERT OR IGNORE INTO crm_ozet_kuyruk (musteri_id) SELECT musteri_id FROM crm_ozet;
