-- Deposits (kapora, issue 26 item 3): a service can ask for a deposit (a fixed amount or a percentage of its price),
-- and so can a customer who did not come often enough lately (a venue rule). Such an online booking is created
-- "beklemede" with a deposit row "bekliyor" and holds its cells until son_zaman; staff record the deposit (a cash-book
-- row "Kapora · KOD") and confirm in one batch. An unpaid hold past son_zaman counts as free: availability skips its
-- cells, and the trigger below lets a new cell replace it (in the inserting batch, so races stay decided by the key).

-- the venue's deposit rules; no row = the defaults (hold 2 h, rule 2 no-shows in 6 months, 20 %, no-show keeps it)
CREATE TABLE randevu_kapora_ayar (
  isletme_id INTEGER PRIMARY KEY REFERENCES isletme(id),
  tutma_dk INTEGER NOT NULL DEFAULT 120 CHECK (tutma_dk BETWEEN 15 AND 4320),
  -- customer rule: at least kural_gelmedi no-shows and late cancels in the last kural_ay months (0 = the rule is off);
  -- a late cancel is one made less than kural_gec_iptal_saat hours before the start
  kural_gelmedi INTEGER NOT NULL DEFAULT 2 CHECK (kural_gelmedi BETWEEN 0 AND 20),
  kural_gec_iptal_saat INTEGER NOT NULL DEFAULT 24 CHECK (kural_gec_iptal_saat BETWEEN 0 AND 168),
  kural_ay INTEGER NOT NULL DEFAULT 6 CHECK (kural_ay BETWEEN 1 AND 24),
  kural_yuzde INTEGER NOT NULL DEFAULT 20 CHECK (kural_yuzde BETWEEN 1 AND 100),
  -- a no-show with a deposit taken: keep it (it stays income) or refund it (an expense row)
  gelmedi_politika TEXT NOT NULL DEFAULT 'tut' CHECK (gelmedi_politika IN ('tut', 'iade')),
  -- where the guest sends the transfer: TR + 24 digits, stored without spaces ('' = not given)
  iban TEXT NOT NULL DEFAULT '' CHECK (iban = '' OR (iban GLOB 'TR[0-9]*' AND length(iban) = 26)),
  hesap_sahibi TEXT NOT NULL DEFAULT '' CHECK (length(hesap_sahibi) <= 120),
  guncelleme_zamani TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- when an appointment was cancelled (set by the cancel itself, in the same statement: a trigger's writes would count in
-- the statement's changes), so the customer rule can tell a late cancel; NULL for cancels made before this migration
ALTER TABLE randevu ADD COLUMN iptal_zamani TEXT;

-- a service's deposit: none, a fixed amount in kuruş, or a percentage of its price
ALTER TABLE randevu_hizmet ADD COLUMN kapora_tur TEXT NOT NULL DEFAULT 'yok' CHECK (kapora_tur IN ('yok', 'sabit', 'yuzde'));
ALTER TABLE randevu_hizmet ADD COLUMN kapora_deger INTEGER NOT NULL DEFAULT 0 CHECK (kapora_deger >= 0 AND kapora_deger <= 100000000);

-- one deposit per appointment. bekliyor: the hold, unpaid; alindi: paid and held; mahsup: deducted at completion;
-- tutuldu: kept on a no-show; iade: refunded on a no-show; dustu: the hold expired unpaid (the appointment is cancelled)
CREATE TABLE randevu_kapora (
  randevu_id INTEGER PRIMARY KEY REFERENCES randevu(id),
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  -- the transfer reference the guest writes ("Kapora · KOD" in the cash book)
  kod TEXT NOT NULL CHECK (length(kod) = 6),
  tutar_kurus INTEGER NOT NULL CHECK (tutar_kurus > 0 AND tutar_kurus <= 100000000),
  neden TEXT NOT NULL CHECK (neden IN ('hizmet', 'musteri')),
  son_zaman TEXT NOT NULL,
  durum TEXT NOT NULL DEFAULT 'bekliyor' CHECK (durum IN ('bekliyor', 'alindi', 'mahsup', 'tutuldu', 'iade', 'dustu')),
  odeme TEXT CHECK (odeme IS NULL OR odeme IN ('nakit', 'havale')),
  alinma_zamani TEXT,
  kullanici_id INTEGER REFERENCES kullanici(id),
  olusturma TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX idx_randevu_kapora_isletme_id_kod ON randevu_kapora(isletme_id, kod);
CREATE INDEX idx_randevu_kapora_bekliyor ON randevu_kapora(son_zaman) WHERE durum = 'bekliyor';

-- A new cell on a cell of an expired unpaid hold: the hold ends here (cancelled, cells freed), then the insert goes on.
-- Runs inside the inserting statement, so two racing bookings are still decided by the cell's primary key. A hold staff
-- confirmed without the deposit (the appointment no longer "beklemede") is not a hold any more.
CREATE TRIGGER trg_randevu_kapora_dustu BEFORE INSERT ON randevu_hucre
  WHEN EXISTS (SELECT 1 FROM randevu_hucre h JOIN randevu_kapora k ON k.randevu_id = h.randevu_id JOIN randevu r ON r.id = h.randevu_id
                WHERE h.personel_id = NEW.personel_id AND h.hucre = NEW.hucre AND k.durum = 'bekliyor' AND r.durum = 'beklemede'
                  AND k.son_zaman <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
BEGIN
  UPDATE randevu SET durum = 'iptal', iptal_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
   WHERE id = (SELECT randevu_id FROM randevu_hucre WHERE personel_id = NEW.personel_id AND hucre = NEW.hucre) AND durum = 'beklemede';
  UPDATE randevu_kapora SET durum = 'dustu'
   WHERE randevu_id = (SELECT randevu_id FROM randevu_hucre WHERE personel_id = NEW.personel_id AND hucre = NEW.hucre);
  DELETE FROM randevu_hucre
   WHERE randevu_id = (SELECT randevu_id FROM randevu_hucre WHERE personel_id = NEW.personel_id AND hucre = NEW.hucre);
END;
