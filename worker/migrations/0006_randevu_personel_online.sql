-- a staff member may work in the panel calendar without being offered on the public booking page and widget
ALTER TABLE randevu_personel ADD COLUMN online INTEGER NOT NULL DEFAULT 1 CHECK (online IN (0, 1));
