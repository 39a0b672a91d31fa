-- Idempotency-Key of the panel's writes (every venue POST that carries one: cash book, ledger, appointments, customers,
-- stock movements …): the first answer, replayed for the same key from the same user in the same venue, so a save
-- pressed again after a lost answer makes no second row. A key is free again after a day (worker/http/idempotency.ts).
CREATE TABLE istek_anahtari (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  kullanici_id INTEGER NOT NULL REFERENCES kullanici(id),
  anahtar TEXT NOT NULL CHECK (length(anahtar) BETWEEN 8 AND 100),
  -- SHA-256 of method, path and body: the same key with another request is refused instead of answering the first
  istek_ozet TEXT NOT NULL,
  -- the stored answer (status and JSON body); NULL while the first request runs
  durum INTEGER,
  yanit TEXT,
  olusturma TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK ((durum IS NULL) = (yanit IS NULL))
);
CREATE UNIQUE INDEX idx_istek_anahtari_kapsam ON istek_anahtari(isletme_id, kullanici_id, anahtar);
CREATE INDEX idx_istek_anahtari_olusturma ON istek_anahtari(olusturma);
