-- An order's lines are found by their order batch (the stations' statements, the waiter's "taken" mark), and a new
-- batch's lines point at the venue's latest batch: without these both scanned every line and batch the venue ever had.
CREATE INDEX idx_adisyon_siparis_isletme_id_id ON adisyon_siparis(isletme_id, id);
CREATE INDEX idx_adisyon_kalem_siparis_id ON adisyon_kalem(siparis_id);
