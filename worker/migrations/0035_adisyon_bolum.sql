-- A table's check split into sub-checks (bölüm) on the same table: by lines (or seats), or N equal shares. The check
-- stays the table's one open check; a bölüm is paid and closed on its own, the check closes when everything is paid.
-- Lines point at their bölüm (NULL: not split), payments at the bölüm they paid. Amounts are not stored: a bölüm's is
-- its lines' share of the discounted check (an equal share: its part of its group), the paid one's is what was paid.

CREATE TABLE adisyon_bolum (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  adisyon_id INTEGER NOT NULL REFERENCES adisyon(id),
  -- 1, 2, 3 … per check, shown as "Bölüm 2"; never reused while the check is open
  no INTEGER NOT NULL CHECK (no BETWEEN 1 AND 200),
  -- kalem: its own lines; esit: one of the equal shares of the lines that point at the group's first share
  tur TEXT NOT NULL CHECK (tur IN ('kalem', 'esit')),
  -- split by seat: the seat it holds
  koltuk INTEGER CHECK (koltuk IS NULL OR koltuk BETWEEN 1 AND 99),
  durum TEXT NOT NULL DEFAULT 'acik' CHECK (durum IN ('acik', 'odendi')),
  -- its own pre-bill was printed
  hesap_istendi INTEGER NOT NULL DEFAULT 0 CHECK (hesap_istendi IN (0, 1)),
  olusturan_id INTEGER REFERENCES kullanici(id),
  olusturma TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  kapanis TEXT,
  kapatan_id INTEGER REFERENCES kullanici(id),
  CHECK ((durum = 'odendi') = (kapanis IS NOT NULL))
);
CREATE UNIQUE INDEX idx_adisyon_bolum_adisyon_id_no ON adisyon_bolum(adisyon_id, no);

ALTER TABLE adisyon_kalem ADD COLUMN bolum_id INTEGER REFERENCES adisyon_bolum(id);
-- the guest's seat at the table (split by seat uses it)
ALTER TABLE adisyon_kalem ADD COLUMN koltuk INTEGER CHECK (koltuk IS NULL OR koltuk BETWEEN 1 AND 99);
ALTER TABLE adisyon_odeme ADD COLUMN bolum_id INTEGER REFERENCES adisyon_bolum(id);
CREATE INDEX idx_adisyon_kalem_bolum_id ON adisyon_kalem(bolum_id);

-- The transfer log also records splits (bol) and their undoing (bolGeri): the CHECK of its kinds is widened by
-- rebuilding the table with every row kept (SQLite cannot change a CHECK in place; nothing references this table).
CREATE TABLE cafe_transfer_yeni (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  tur TEXT NOT NULL CHECK (tur IN ('masa', 'birlestir', 'kalem', 'bol', 'bolGeri')),
  kaynak_masa_id INTEGER NOT NULL REFERENCES menu_masa(id),
  hedef_masa_id INTEGER NOT NULL REFERENCES menu_masa(id),
  kaynak_adisyon_id INTEGER NOT NULL REFERENCES adisyon(id),
  hedef_adisyon_id INTEGER NOT NULL REFERENCES adisyon(id),
  -- [{"ad","adet","tutarKurus"}] of what moved (a split: what went into the new bölüm)
  kalemler TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(kalemler)),
  tutar_kurus INTEGER NOT NULL DEFAULT 0 CHECK (tutar_kurus >= 0),
  kullanici_id INTEGER REFERENCES kullanici(id),
  zaman TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO cafe_transfer_yeni (id, isletme_id, tur, kaynak_masa_id, hedef_masa_id, kaynak_adisyon_id, hedef_adisyon_id, kalemler, tutar_kurus, kullanici_id, zaman)
  SELECT id, isletme_id, tur, kaynak_masa_id, hedef_masa_id, kaynak_adisyon_id, hedef_adisyon_id, kalemler, tutar_kurus, kullanici_id, zaman FROM cafe_transfer;
DROP TABLE cafe_transfer;
ALTER TABLE cafe_transfer_yeni RENAME TO cafe_transfer;
CREATE INDEX idx_cafe_transfer_isletme_id_zaman ON cafe_transfer(isletme_id, zaman);
