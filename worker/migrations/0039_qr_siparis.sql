-- Ordering from the table: the guest's QR menu sends orders into the table's live check (through the venue's live
-- object, like a waiter's), calls the waiter, asks for the bill. Off by default.

-- self-ordering on/off; every guest order waits for a staff accept (else a visit tied to the open check adds to it);
-- which top categories and which areas may order (JSON id lists; NULL = all)
ALTER TABLE isletme_parametre ADD COLUMN qr_siparis INTEGER NOT NULL DEFAULT 0 CHECK (qr_siparis IN (0, 1));
ALTER TABLE isletme_parametre ADD COLUMN qr_siparis_onay INTEGER NOT NULL DEFAULT 0 CHECK (qr_siparis_onay IN (0, 1));
ALTER TABLE isletme_parametre ADD COLUMN qr_siparis_kategoriler TEXT CHECK (qr_siparis_kategoriler IS NULL OR json_valid(qr_siparis_kategoriler));
ALTER TABLE isletme_parametre ADD COLUMN qr_siparis_alanlar TEXT CHECK (qr_siparis_alanlar IS NULL OR json_valid(qr_siparis_alanlar));

-- where an order batch came from: a waiter's device or a guest's QR menu (stations and the check show "QR")
ALTER TABLE adisyon_siparis ADD COLUMN kaynak TEXT NOT NULL DEFAULT 'garson' CHECK (kaynak IN ('garson', 'qr'));

-- every guest order: waiting for staff (bekliyor), accepted (kabul: its lines went to the check), refused (red, with a
-- reason the guest reads in their language) or added at once to the open check its visit is tied to (eklendi)
CREATE TABLE qr_siparis (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  masa_id INTEGER NOT NULL REFERENCES menu_masa(id),
  -- the client-made id of the cart: a double tap or a retry is the same order
  kimlik TEXT NOT NULL CHECK (length(kimlik) BETWEEN 8 AND 64),
  -- the visit (random id of the guest's visit token) that sent it
  ziyaret TEXT NOT NULL CHECK (length(ziyaret) <= 64),
  dil TEXT NOT NULL DEFAULT 'tr' CHECK (dil IN ('tr', 'en', 'de', 'ru')),
  -- [{urunId, adet, not, secenekler: [degerId]}] as sent, and the lines as priced when it came in (names, options)
  kalemler TEXT NOT NULL CHECK (json_valid(kalemler)),
  ozet TEXT NOT NULL CHECK (json_valid(ozet)),
  toplam_kurus INTEGER NOT NULL CHECK (toplam_kurus >= 0),
  durum TEXT NOT NULL CHECK (durum IN ('bekliyor', 'kabul', 'red', 'eklendi')),
  red_neden TEXT CHECK (red_neden IS NULL OR red_neden IN ('tukendi', 'kapali', 'masa', 'diger')),
  adisyon_id INTEGER REFERENCES adisyon(id),
  siparis_id INTEGER REFERENCES adisyon_siparis(id),
  -- a hash of the sender's address: the per-address limit, never the address itself
  adres TEXT NOT NULL DEFAULT '',
  zaman TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  karar_zamani TEXT,
  karar_kullanici_id INTEGER REFERENCES kullanici(id),
  CHECK ((durum IN ('kabul', 'red')) = (karar_zamani IS NOT NULL)),
  CHECK (durum <> 'red' OR red_neden IS NOT NULL)
);
CREATE UNIQUE INDEX idx_qr_siparis_isletme_id_kimlik ON qr_siparis(isletme_id, kimlik);
CREATE INDEX idx_qr_siparis_masa_id_zaman ON qr_siparis(masa_id, zaman);
CREATE INDEX idx_qr_siparis_isletme_id_durum ON qr_siparis(isletme_id, durum);
CREATE INDEX idx_qr_siparis_ziyaret ON qr_siparis(ziyaret);

-- "Garson çağır" / "Hesap iste": open until a staff member clears it with one tap (who and when kept)
CREATE TABLE qr_cagri (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  masa_id INTEGER NOT NULL REFERENCES menu_masa(id),
  tur TEXT NOT NULL CHECK (tur IN ('garson', 'hesap')),
  zaman TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  kapanis TEXT,
  kapatan_id INTEGER REFERENCES kullanici(id)
);
CREATE INDEX idx_qr_cagri_masa_id_zaman ON qr_cagri(masa_id, zaman);
CREATE INDEX idx_qr_cagri_isletme_id_acik ON qr_cagri(isletme_id) WHERE kapanis IS NULL;

-- attempts of the guest ordering calls per address (the one sliding-window limiter)
CREATE TABLE qr_deneme (
  id INTEGER PRIMARY KEY,
  anahtar TEXT NOT NULL,
  zaman INTEGER NOT NULL
);
CREATE INDEX idx_qr_deneme_anahtar_zaman ON qr_deneme(anahtar, zaman);
CREATE INDEX idx_qr_deneme_zaman ON qr_deneme(zaman);
