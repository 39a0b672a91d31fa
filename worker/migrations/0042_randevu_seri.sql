-- Recurring series (issue 26, item 4): the panel's appointment form books "every 1–4 weeks × N (or until a date)" as
-- one batch of ordinary appointments (each with its own cells, so the same key prevents double booking); the series
-- row keeps the rule so the calendar can show "3/6 · her 2 haftada" and cancel "this and the following".
CREATE TABLE randevu_seri (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  aralik_hafta INTEGER NOT NULL CHECK (aralik_hafta BETWEEN 1 AND 4),
  -- occurrences written (skipped dates are not counted)
  adet INTEGER NOT NULL CHECK (adet BETWEEN 1 AND 52),
  kullanici_id INTEGER REFERENCES kullanici(id),
  olusturma TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX idx_randevu_seri_isletme_id ON randevu_seri(isletme_id);

-- the series an appointment belongs to and its place in it (1-based); NULL for a single appointment
ALTER TABLE randevu ADD COLUMN seri_id INTEGER REFERENCES randevu_seri(id);
ALTER TABLE randevu ADD COLUMN seri_sira INTEGER CHECK (seri_sira IS NULL OR seri_sira >= 1);
CREATE INDEX idx_randevu_seri_id ON randevu(seri_id, seri_sira);
