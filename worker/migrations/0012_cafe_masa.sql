-- Cafe areas (salon, bahçe, teras, ...) and the tables in them. menu_masa stays THE table of tables (the QR menu's
-- table cards and the cafe's table tracking read the same rows); it is rebuilt so that every table sits in an area
-- of its own venue (composite key) and two tables can never share one cell of an area's floor plan.
CREATE TABLE cafe_alan (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  ad TEXT NOT NULL CHECK (length(ad) BETWEEN 1 AND 40),
  sira INTEGER NOT NULL DEFAULT 0,
  aktif INTEGER NOT NULL DEFAULT 1 CHECK (aktif IN (0, 1)),
  UNIQUE (isletme_id, ad),
  UNIQUE (id, isletme_id)
);

-- every venue that already has tables gets one area 'Salon' holding all of them
INSERT INTO cafe_alan (isletme_id, ad, sira) SELECT DISTINCT isletme_id, 'Salon', 1 FROM menu_masa;

CREATE TABLE menu_masa_yeni (
  id INTEGER PRIMARY KEY,
  isletme_id INTEGER NOT NULL REFERENCES isletme(id),
  alan_id INTEGER NOT NULL,
  ad TEXT NOT NULL,
  sira INTEGER NOT NULL DEFAULT 0,
  kapasite INTEGER NOT NULL DEFAULT 4 CHECK (kapasite BETWEEN 1 AND 50),
  aktif INTEGER NOT NULL DEFAULT 1 CHECK (aktif IN (0, 1)),
  -- grid cell on the area's floor plan; NULL = not placed (both or neither)
  plan_x INTEGER CHECK (plan_x BETWEEN 0 AND 19),
  plan_y INTEGER CHECK (plan_y BETWEEN 0 AND 19),
  CHECK ((plan_x IS NULL) = (plan_y IS NULL)),
  FOREIGN KEY (alan_id, isletme_id) REFERENCES cafe_alan(id, isletme_id)
);
INSERT INTO menu_masa_yeni (id, isletme_id, alan_id, ad, sira)
  SELECT m.id, m.isletme_id, a.id, m.ad, m.sira FROM menu_masa m JOIN cafe_alan a ON a.isletme_id = m.isletme_id AND a.ad = 'Salon';
DROP TABLE menu_masa;
ALTER TABLE menu_masa_yeni RENAME TO menu_masa;
CREATE UNIQUE INDEX idx_menu_masa_isletme_id_ad ON menu_masa(isletme_id, ad);
CREATE INDEX idx_menu_masa_alan_id_sira ON menu_masa(alan_id, sira);
CREATE UNIQUE INDEX idx_menu_masa_alan_id_plan_x_plan_y ON menu_masa(alan_id, plan_x, plan_y) WHERE plan_x IS NOT NULL;
