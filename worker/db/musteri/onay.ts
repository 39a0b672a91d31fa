import type { MusteriOnayi, OnayKaynagi, PazarlamaKanali } from '@lib/schemas/musteri';

/** Consent records (musteri_onay): one row per given/withdrawn event; the newest per kind and channel is the state. */

/** Which customer a consent statement is about: by id, or by phone when the row is written in the same batch. */
export type MusteriRef = { id: number } | { telefon: string };

export interface OnayDegisimi {
  tur: 'kvkk' | 'pazarlama';
  kanal: PazarlamaKanali | null;
  verildi: boolean;
  /** the notice text version (KVKK); null for marketing */
  metinSurum: string | null;
}

/** SQL: the newest consent row of customer `m` for a kind and channel (?-free; the caller inlines constants). */
const enYeni = (kolon: 'verildi' | 'metin_surum', tur: string, kanal: string | null) =>
  `(SELECT o.${kolon} FROM musteri_onay o WHERE o.musteri_id = m.id AND o.tur = '${tur}' AND o.kanal ${kanal === null ? 'IS NULL' : `= '${kanal}'`}
    ORDER BY o.zaman DESC, o.id DESC LIMIT 1)`;

/** SQL columns: current marketing consent per channel of the customer aliased `m` (0/1). */
export const PAZARLAMA_SUTUNLARI = `coalesce(${enYeni('verildi', 'pazarlama', 'sms')}, 0) AS pazarlama_sms,
  coalesce(${enYeni('verildi', 'pazarlama', 'email')}, 0) AS pazarlama_email`;

/**
 * Statements that record consent changes for one customer of the venue, to run in the caller's batch. `sadeceDegisince`:
 * a row only when the state changes (the panel form is saved with the boxes as they were); the public booking writes
 * one row per booking, because each booking is a consent given again. Erased customers never get rows.
 */
export function onayKomutlari(
  db: D1Database, isletmeId: number, ref: MusteriRef, degisimler: readonly OnayDegisimi[],
  kaynak: OnayKaynagi, kullaniciId: number | null, sadeceDegisince: boolean,
): D1PreparedStatement[] {
  const kimden = 'id' in ref ? 'm.id = ?2' : 'm.telefon = ?2';
  const anahtar = 'id' in ref ? ref.id : ref.telefon;
  return degisimler.map((d) => {
    // kind and channel are inlined into the SQL: only these fixed literals, never caller text
    const tur = d.tur === 'kvkk' ? 'kvkk' : 'pazarlama';
    const kanal = d.tur === 'kvkk' ? null : d.kanal === 'email' ? 'email' : 'sms';
    // already in this state (given: for this text version) → nothing to record
    const ayni = d.verildi
      ? `coalesce(${enYeni('verildi', tur, kanal)}, 0) = 1 AND ${enYeni('metin_surum', tur, kanal)} IS ?3`
      : `coalesce(${enYeni('verildi', tur, kanal)}, 0) = 0`;
    return db
      .prepare(`INSERT INTO musteri_onay (isletme_id, musteri_id, tur, kanal, verildi, metin_surum, kaynak, kullanici_id)
        SELECT m.isletme_id, m.id, '${tur}', ${kanal === null ? 'NULL' : `'${kanal}'`}, ?4, ?3, ?5, ?6
        FROM musteri m WHERE m.isletme_id = ?1 AND ${kimden} AND m.silinme_zamani IS NULL${sadeceDegisince ? ` AND NOT (${ayni})` : ''}`)
      .bind(isletmeId, anahtar, d.metinSurum, d.verildi ? 1 : 0, kaynak, kullaniciId);
  });
}

interface OnayRow {
  id: number;
  tur: MusteriOnayi['tur'];
  kanal: MusteriOnayi['kanal'];
  verildi: number;
  metin_surum: string | null;
  kaynak: MusteriOnayi['kaynak'];
  kullanici: string | null;
  zaman: string;
}

/** SQL reading a customer's consent history (?1 customer, ?2 venue), newest first. */
export const ONAY_GECMISI_SQL = `SELECT o.id, o.tur, o.kanal, o.verildi, o.metin_surum, o.kaynak, k.ad_soyad AS kullanici, o.zaman
  FROM musteri_onay o LEFT JOIN kullanici k ON k.id = o.kullanici_id
  WHERE o.musteri_id = ?1 AND o.isletme_id = ?2 ORDER BY o.zaman DESC, o.id DESC`;

export function onayCevir(rows: readonly unknown[]): MusteriOnayi[] {
  return (rows as OnayRow[]).map((r) => ({
    id: r.id, tur: r.tur, kanal: r.kanal, verildi: r.verildi === 1, metinSurum: r.metin_surum, kaynak: r.kaynak, kullanici: r.kullanici, zaman: r.zaman,
  }));
}
