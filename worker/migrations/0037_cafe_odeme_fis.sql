-- The order pad and payment of issue 24: two venue switches of the cafe and the fiscal receipt number of a payment.
-- cafe_misafir_sor: opening a table asks how many guests sit there (one tap skips it); on for every venue, as new.
-- cafe_fis_no_zorunlu: every payment must carry the ÖKC receipt number (the day end lists paid checks without one).
ALTER TABLE isletme_parametre ADD COLUMN cafe_misafir_sor INTEGER NOT NULL DEFAULT 1 CHECK (cafe_misafir_sor IN (0, 1));
ALTER TABLE isletme_parametre ADD COLUMN cafe_fis_no_zorunlu INTEGER NOT NULL DEFAULT 0 CHECK (cafe_fis_no_zorunlu IN (0, 1));
-- the number the fiscal cash register (ÖKC) printed on the receipt of this payment; NULL = not given
ALTER TABLE adisyon_odeme ADD COLUMN fis_no TEXT CHECK (fis_no IS NULL OR (length(fis_no) BETWEEN 1 AND 20));
