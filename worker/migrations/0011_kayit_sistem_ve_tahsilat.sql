-- 1. Texts the system writes into the cash book (kasa) and the customer ledger (cari) are stored as what happened —
--    a kind (sistem_tur) and its parameters (sistem_param, JSON: the appointment code, the package name) — and are
--    rendered in the reader's language; aciklama keeps only what a person typed.
-- 2. Completing an appointment may take a discount (randevu.indirim_kurus) and several payment rows.

ALTER TABLE kasa ADD COLUMN sistem_tur TEXT CHECK (sistem_tur IN ('randevuOdemesi', 'paketSatisi', 'cariTahsilat'));
ALTER TABLE kasa ADD COLUMN sistem_param TEXT CHECK (sistem_param IS NULL OR json_valid(sistem_param));
ALTER TABLE cari ADD COLUMN sistem_tur TEXT CHECK (sistem_tur IN ('veresiyeRandevu', 'paketSatisi'));
ALTER TABLE cari ADD COLUMN sistem_param TEXT CHECK (sistem_param IS NULL OR json_valid(sistem_param));
ALTER TABLE randevu ADD COLUMN indirim_kurus INTEGER NOT NULL DEFAULT 0 CHECK (indirim_kurus >= 0);

-- existing rows the system wrote, recognised by their exact Turkish text; anything else was typed (or edited) by a
-- person and stays as it is
UPDATE kasa SET sistem_tur = 'randevuOdemesi', sistem_param = json_object('kod', (SELECT r.kod FROM randevu r WHERE r.id = kasa.randevu_id)), aciklama = ''
  WHERE kaynak = 'randevu' AND randevu_id IS NOT NULL
    AND (aciklama = 'Randevu ödemesi' OR aciklama = 'Randevu ödemesi · ' || (SELECT r.kod FROM randevu r WHERE r.id = kasa.randevu_id));
UPDATE cari SET sistem_tur = 'veresiyeRandevu', sistem_param = json_object('kod', (SELECT r.kod FROM randevu r WHERE r.id = cari.randevu_id)), aciklama = ''
  WHERE kaynak = 'randevu' AND randevu_id IS NOT NULL
    AND (aciklama = 'Veresiye randevu' OR aciklama = 'Veresiye randevu · ' || (SELECT r.kod FROM randevu r WHERE r.id = cari.randevu_id));
UPDATE kasa SET sistem_tur = 'paketSatisi', sistem_param = json_object('paket', substr(aciklama, 15)), aciklama = ''
  WHERE kaynak = 'paket' AND aciklama LIKE 'Paket satışı: _%';
UPDATE cari SET sistem_tur = 'paketSatisi', sistem_param = json_object('paket', substr(aciklama, 15)), aciklama = ''
  WHERE kaynak = 'paket' AND aciklama LIKE 'Paket satışı: _%';
-- the cash row of a ledger collection: 'Cari tahsilat: {name}' or 'Cari tahsilat: {name} — {typed note}' (the note stays)
UPDATE kasa SET sistem_tur = 'cariTahsilat', sistem_param = '{}',
    aciklama = CASE WHEN aciklama = 'Cari tahsilat: ' || (SELECT m.ad_soyad FROM musteri m WHERE m.id = kasa.musteri_id) THEN ''
      ELSE substr(aciklama, length('Cari tahsilat: ' || (SELECT m.ad_soyad FROM musteri m WHERE m.id = kasa.musteri_id) || ' — ') + 1) END
  WHERE kaynak = 'manuel' AND tur = 'gelir' AND musteri_id IS NOT NULL
    AND (aciklama = 'Cari tahsilat: ' || (SELECT m.ad_soyad FROM musteri m WHERE m.id = kasa.musteri_id)
      OR substr(aciklama, 1, length('Cari tahsilat: ' || (SELECT m.ad_soyad FROM musteri m WHERE m.id = kasa.musteri_id) || ' — ')) = 'Cari tahsilat: ' || (SELECT m.ad_soyad FROM musteri m WHERE m.id = kasa.musteri_id) || ' — ');
