-- The venue's KVKK notice (aydınlatma metni) for the booking consent, published at /{FirmaAdi}/kvkk.
-- NULL = the product's default text filled in from the venue's name, address and contact (src/lib/parametre/kvkk.ts);
-- a venue that edits it stores its own plain text. Adding a nullable column keeps every row as it was.
ALTER TABLE isletme_parametre ADD COLUMN kvkk_metni TEXT CHECK (kvkk_metni IS NULL OR (length(kvkk_metni) BETWEEN 1 AND 8000));
