-- Uniqueness the code relied on by construction, now held by the database, and indexes for lookups by foreign key.

-- /{FirmaAdi}/blog and the booking pages name one venue (copied from the UNIQUE isletme.url_adi)
CREATE UNIQUE INDEX idx_randevu_kanal_firma_adi ON randevu_kanal(firma_adi);

-- an operator account is linked to at most one staff member per venue ("my appointments")
CREATE UNIQUE INDEX idx_randevu_personel_isletme_id_kullanici_id ON randevu_personel(isletme_id, kullanici_id) WHERE kullanici_id IS NOT NULL;

-- "is this service used?" before a delete, and a customer's cash movements (history, KVKK export and erase)
CREATE INDEX idx_randevu_kalem_hizmet_id ON randevu_kalem(hizmet_id);
CREATE INDEX idx_randevu_kasa_musteri_id ON randevu_kasa(musteri_id);
