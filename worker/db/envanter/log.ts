/**
 * Every write of the inventory module adds one row to envanter_log in the same batch (the loglar screen and an
 * asset's history read it). `ozet` holds what changed as data (names, quantities, locations, notes), never
 * sentences: the screens render it in the reader's language.
 */

export type LogVarlik = 'lokasyon' | 'urun' | 'stok' | 'kategori' | 'demirbas' | 'cikis' | 'bakim' | 'hurda' | 'sayim';

export interface LogKaydi {
  varlik: LogVarlik;
  /** the changed row's id; null when the row is created by the same batch (then give `varlikIdSql`) */
  varlikId: number | null;
  /** SQL that finds the new row's id inside the batch, e.g. '(SELECT max(id) FROM envanter_urun WHERE isletme_id = ?)' with its binds */
  varlikIdSql?: { sql: string; binds: unknown[] };
  /** set when the change concerns one asset: it joins that asset's history */
  demirbasId?: number | null;
  demirbasIdSql?: { sql: string; binds: unknown[] };
  islem: string;
  ozet?: Record<string, unknown>;
}

/** The log row of a change, to run in the same batch as the change. */
export function logIfadesi(db: D1Database, isletmeId: number, kullaniciId: number | null, k: LogKaydi, zaman = new Date().toISOString()): D1PreparedStatement {
  const varlik = k.varlikIdSql ?? { sql: '?', binds: [k.varlikId] };
  const demirbas = k.demirbasIdSql ?? { sql: '?', binds: [k.demirbasId ?? null] };
  return db.prepare(`INSERT INTO envanter_log (isletme_id, varlik, varlik_id, demirbas_id, islem, ozet, kullanici_id, zaman)
      VALUES (?, ?, ${varlik.sql}, ${demirbas.sql}, ?, ?, ?, ?)`)
    .bind(isletmeId, k.varlik, ...varlik.binds, ...demirbas.binds, k.islem, JSON.stringify(k.ozet ?? {}), kullaniciId, zaman);
}
