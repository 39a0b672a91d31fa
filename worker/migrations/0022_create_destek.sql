-- Issue 14, support access ("view as"): a platform admin opens one venue's panel for at most 30 minutes.
-- Times are ISO-8601 UTC text like platform_log.zaman. A session is live while bitirme_zamani IS NULL AND bitis > now;
-- what happened inside it is in platform_log (tur 'destek.basla', 'destek.bitir', 'destek.yazma').
CREATE TABLE destek_oturumu (
  id INTEGER PRIMARY KEY,
  kullanici_id INTEGER NOT NULL REFERENCES kullanici(id),
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  neden TEXT NOT NULL CHECK (length(neden) BETWEEN 1 AND 500),
  -- the admin ticked "I have the owner's consent to make changes": without it the session is read-only
  sahip_onayi INTEGER NOT NULL CHECK (sahip_onayi IN (0, 1)),
  baslangic TEXT NOT NULL,
  bitis TEXT NOT NULL CHECK (bitis > baslangic),
  -- set when ended before bitis (the admin's Bitir)
  bitirme_zamani TEXT
);
CREATE INDEX idx_destek_oturumu_kullanici_bitis ON destek_oturumu(kullanici_id, bitis);
CREATE INDEX idx_destek_oturumu_isletme_baslangic ON destek_oturumu(isletme_id, baslangic);
