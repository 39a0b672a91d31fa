-- Issue 14 (venues): who owns a venue. The admin creates a venue with its owner account; the list, the CSV and the
-- invite link name that person. NULL = nobody known (a venue written straight into SQL without members).
ALTER TABLE isletme ADD COLUMN sahip_kullanici_id INTEGER REFERENCES kullanici(id);

-- Venues that existed before: the first operator who joined (active members first) is taken as the owner.
UPDATE isletme SET sahip_kullanici_id = (
  SELECT ik.kullanici_id FROM isletme_kullanici ik JOIN kullanici k ON k.id = ik.kullanici_id AND k.kullanici_tipi = 2
   WHERE ik.isletme_id = isletme.id
   ORDER BY ik.aktif DESC, ik.olusturma_zamani, ik.kullanici_id LIMIT 1
);
