import { etiketSlug } from '@lib/envanter/etiket';
import type { CikisGirdisi, Demirbas, TransferGirdisi, YaklasanBakim } from '@lib/schemas/envanter/demirbas';
import * as v from 'valibot';
import type { BakimKapatSchema, BakimAcSchema, DonusSchema } from '@lib/schemas/envanter/demirbas';
import { ApiError } from '@worker/http/envelope';
import { isUniqueViolation } from '@worker/http/validation';
import { demirbasTasiIfadeleri } from '../demirbas-tasi';
import { logIfadesi } from '../log';
import { hurdaDegil, hurdaKoru } from './ortak';
import { SONRAKI_BAKIM_SQL } from './oku';

/** An active location of the venue (else 400 on the field), with its path for the history. */
export async function lokasyonBul(db: D1Database, isletmeId: number, id: number, yol: (id: number) => string | null): Promise<{ id: number; ad: string }> {
  const row = await db.prepare('SELECT id FROM envanter_lokasyon WHERE id = ? AND isletme_id = ? AND aktif = 1').bind(id, isletmeId).first<{ id: number }>();
  if (!row) throw new ApiError(400, 'LOCATION_INVALID', 'envanter.demirbas.v.lokasyon');
  return { id, ad: yol(id) ?? '' };
}

async function personelAdi(db: D1Database, isletmeId: number, id: number): Promise<string> {
  const row = await db.prepare('SELECT ad FROM personel WHERE id = ? AND isletme_id = ? AND aktif = 1').bind(id, isletmeId).first<{ ad: string }>();
  if (!row) throw new ApiError(400, 'STAFF_INVALID', 'envanter.demirbas.v.personel');
  return row.ad;
}

/** Transfer: to another location (the shared move, refused while the asset is out) and/or to another holder (zimmet). */
export async function transfer(db: D1Database, isletmeId: number, kullaniciId: number, d: Demirbas, g: TransferGirdisi, yol: (id: number) => string | null): Promise<void> {
  hurdaDegil(d);
  const zaman = new Date().toISOString();
  const ifadeler: D1PreparedStatement[] = [];
  if (g.lokasyonId !== null) {
    const hedef = await lokasyonBul(db, isletmeId, g.lokasyonId, yol);
    ifadeler.push(...demirbasTasiIfadeleri(db, isletmeId, kullaniciId, { id: d.id, kod: d.kod, ad: d.ad, durum: d.durum, lokasyonId: d.lokasyonId, lokasyonAd: d.lokasyonYol }, hedef, 'transfer', g.not, zaman));
  }
  if (g.personelDegis && g.personelId !== d.personelId) {
    const yeni = g.personelId === null ? null : await personelAdi(db, isletmeId, g.personelId);
    ifadeler.push(
      db.prepare('UPDATE envanter_demirbas SET personel_id = ?, guncelleme = ? WHERE id = ? AND isletme_id = ?').bind(g.personelId, zaman, d.id, isletmeId),
      logIfadesi(db, isletmeId, kullaniciId, { varlik: 'demirbas', varlikId: d.id, demirbasId: d.id, islem: 'zimmet', ozet: { onceki: d.personelAd, oncekiId: d.personelId, yeni, yeniId: g.personelId, not: g.not } }, zaman),
    );
  }
  if (ifadeler.length === 0) throw new ApiError(409, 'NOTHING_TO_DO', 'envanter.demirbas.api.degisiklikYok', { kod: d.kod });
  await hurdaKoru(d.kod, () => db.batch(ifadeler));
}

/**
 * Gate pass: numbered in sequence per venue inside the INSERT itself (D1 runs one write at a time, and the UNIQUE
 * (isletme_id, no) holds it anyway); one open pass per asset (partial unique index → 409).
 */
export async function cikisAc(db: D1Database, isletmeId: number, kullaniciId: number, d: Demirbas, g: CikisGirdisi): Promise<number> {
  hurdaDegil(d);
  if (d.durum === 'disarida') throw new ApiError(409, 'ASSET_OUT', 'envanter.api.disarida', { kod: d.kod });
  const zaman = new Date().toISOString();
  for (let deneme = 0; ; deneme++) {
    try {
      const [row] = await hurdaKoru(d.kod, () => db.batch<{ id: number; no: number }>([
        db.prepare(`INSERT INTO envanter_cikis (isletme_id, no, demirbas_id, neden, kime, aciklama, beklenen_donus, kullanici_id, zaman)
            SELECT ?1, coalesce(max(no), 0) + 1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 FROM envanter_cikis WHERE isletme_id = ?1 RETURNING id, no`)
          .bind(isletmeId, d.id, g.neden, g.kime, g.aciklama, g.beklenenDonus, kullaniciId, zaman),
        db.prepare("UPDATE envanter_demirbas SET durum = 'disarida', guncelleme = ? WHERE id = ? AND isletme_id = ?").bind(zaman, d.id, isletmeId),
        db.prepare(`INSERT INTO envanter_log (isletme_id, varlik, varlik_id, demirbas_id, islem, ozet, kullanici_id, zaman)
            SELECT isletme_id, 'cikis', id, demirbas_id, 'cikis', json_object('no', no, 'neden', neden, 'kime', kime, 'beklenenDonus', beklenen_donus, 'aciklama', aciklama, 'onceki', ?), ?, ?
            FROM envanter_cikis WHERE demirbas_id = ? AND donus_zamani IS NULL`).bind(d.durum, kullaniciId, zaman, d.id),
      ]));
      return row!.results[0]!.id;
    } catch (error) {
      if (isUniqueViolation(error, 'envanter_cikis.demirbas_id')) throw new ApiError(409, 'ASSET_OUT', 'envanter.api.disarida', { kod: d.kod });
      if (isUniqueViolation(error, 'envanter_cikis.isletme_id') && deneme < 5) continue;
      throw error;
    }
  }
}

/** "Geri geldi": closes the open pass, back to a location and a status (still in repair while a maintenance is open). */
export async function cikisKapat(db: D1Database, isletmeId: number, kullaniciId: number, d: Demirbas, cikisId: number, g: v.InferOutput<typeof DonusSchema>, yol: (id: number) => string | null): Promise<void> {
  hurdaDegil(d);
  const hedef = g.lokasyonId === null ? null : await lokasyonBul(db, isletmeId, g.lokasyonId, yol);
  const acikBakim = await db.prepare('SELECT count(*) AS n FROM envanter_bakim WHERE demirbas_id = ? AND kapanis IS NULL').bind(d.id).first<{ n: number }>();
  const durum = acikBakim?.n ? 'tamirde' : g.durum;
  const zaman = new Date().toISOString();
  const [kapanan] = await hurdaKoru(d.kod, () => db.batch([
    db.prepare('UPDATE envanter_cikis SET donus_zamani = ?, donus_kullanici_id = ?, donus_lokasyon_id = ? WHERE id = ? AND isletme_id = ? AND demirbas_id = ? AND donus_zamani IS NULL RETURNING no')
      .bind(zaman, kullaniciId, hedef?.id ?? null, cikisId, isletmeId, d.id),
    // only while the pass was still open (the UPDATE above changed a row), so a double "back" changes nothing
    db.prepare(`UPDATE envanter_demirbas SET durum = ?, lokasyon_id = coalesce(?, lokasyon_id), guncelleme = ? WHERE id = ? AND isletme_id = ?
        AND EXISTS (SELECT 1 FROM envanter_cikis WHERE id = ? AND donus_zamani = ?)`).bind(durum, hedef?.id ?? null, zaman, d.id, isletmeId, cikisId, zaman),
    db.prepare(`INSERT INTO envanter_log (isletme_id, varlik, varlik_id, demirbas_id, islem, ozet, kullanici_id, zaman)
        SELECT ?, 'cikis', id, ?, 'donus', json_object('no', no, 'lokasyon', ?, 'lokasyonId', ?, 'durum', ?), ?, ? FROM envanter_cikis WHERE id = ? AND donus_zamani = ?`)
      .bind(isletmeId, d.id, hedef?.ad ?? null, hedef?.id ?? null, durum, kullaniciId, zaman, cikisId, zaman),
  ]));
  if (kapanan!.results.length === 0) throw new ApiError(409, 'PASS_CLOSED', 'envanter.demirbas.api.cikisKapali');
}

/** Opens a maintenance (one open per asset): in repair, unless it is out of the venue (then it is repaired out there). */
export async function bakimAc(db: D1Database, isletmeId: number, kullaniciId: number, d: Demirbas, g: v.InferOutput<typeof BakimAcSchema>): Promise<number> {
  hurdaDegil(d);
  const zaman = new Date().toISOString();
  const durum = d.durum === 'disarida' ? 'disarida' : 'tamirde';
  try {
    const [row] = await hurdaKoru(d.kod, () => db.batch<{ id: number }>([
      db.prepare('INSERT INTO envanter_bakim (isletme_id, demirbas_id, tur, aciklama, acilis, acan_id) VALUES (?, ?, ?, ?, ?, ?) RETURNING id').bind(isletmeId, d.id, g.tur, g.aciklama, zaman, kullaniciId),
      db.prepare('UPDATE envanter_demirbas SET durum = ?, guncelleme = ? WHERE id = ? AND isletme_id = ?').bind(durum, zaman, d.id, isletmeId),
      logIfadesi(db, isletmeId, kullaniciId, {
        varlik: 'bakim', varlikId: null, demirbasId: d.id, islem: 'bakimAc', ozet: { tur: g.tur, aciklama: g.aciklama, onceki: d.durum },
        varlikIdSql: { sql: '(SELECT id FROM envanter_bakim WHERE demirbas_id = ? AND kapanis IS NULL)', binds: [d.id] },
      }, zaman),
    ]));
    return row!.results[0]!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'MAINTENANCE_OPEN', 'envanter.demirbas.api.bakimAcik', { kod: d.kod });
    throw error;
  }
}

/** Closes a maintenance with its result and cost; a periodic one sets the last maintenance day (the venue's today). */
export async function bakimKapat(db: D1Database, isletmeId: number, kullaniciId: number, d: Demirbas, bakimId: number, g: v.InferOutput<typeof BakimKapatSchema>, bugun: string): Promise<void> {
  hurdaDegil(d);
  const zaman = new Date().toISOString();
  const durum = d.durum === 'tamirde' ? g.durum : d.durum;
  const [kapanan] = await hurdaKoru(d.kod, () => db.batch([
    db.prepare('UPDATE envanter_bakim SET kapanis = ?, kapatan_id = ?, sonuc = ?, maliyet_kurus = ? WHERE id = ? AND isletme_id = ? AND demirbas_id = ? AND kapanis IS NULL RETURNING tur')
      .bind(zaman, kullaniciId, g.sonuc, g.maliyetKurus, bakimId, isletmeId, d.id),
    db.prepare(`UPDATE envanter_demirbas SET durum = ?, son_bakim = CASE WHEN (SELECT tur FROM envanter_bakim WHERE id = ?) = 'periyodik' THEN ? ELSE son_bakim END,
        guncelleme = ? WHERE id = ? AND isletme_id = ? AND EXISTS (SELECT 1 FROM envanter_bakim WHERE id = ? AND kapanis = ?)`)
      .bind(durum, bakimId, bugun, zaman, d.id, isletmeId, bakimId, zaman),
    db.prepare(`INSERT INTO envanter_log (isletme_id, varlik, varlik_id, demirbas_id, islem, ozet, kullanici_id, zaman)
        SELECT ?, 'bakim', id, ?, 'bakimKapat', json_object('tur', tur, 'sonuc', sonuc, 'maliyetKurus', maliyet_kurus, 'durum', ?), ?, ? FROM envanter_bakim WHERE id = ? AND kapanis = ?`)
      .bind(isletmeId, d.id, durum, kullaniciId, zaman, bakimId, zaman),
  ]));
  if (kapanan!.results.length === 0) throw new ApiError(409, 'MAINTENANCE_CLOSED', 'envanter.demirbas.api.bakimKapali');
}

/** Assets whose scheduled maintenance is due within 7 days or overdue (none open, not scrapped), the most overdue first. */
export async function yaklasanBakimlar(db: D1Database, isletmeId: number, mask: number, bugun: string): Promise<YaklasanBakim[]> {
  const { results } = await db.prepare(`SELECT id, kod, ad, son_tarih, CAST(julianday(?1) - julianday(son_tarih) AS INTEGER) AS gecikme FROM (
      SELECT d.id, d.kod, d.ad, ${SONRAKI_BAKIM_SQL} AS son_tarih FROM envanter_demirbas d LEFT JOIN envanter_kategori k ON k.id = d.kategori_id
      WHERE d.isletme_id = ?2 AND d.durum <> 'hurda' AND coalesce(d.bakim_aralik_gun, k.bakim_aralik_gun) IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM envanter_bakim b WHERE b.demirbas_id = d.id AND b.kapanis IS NULL))
    WHERE son_tarih <= date(?1, '+7 days') ORDER BY son_tarih, kod LIMIT 200`).bind(bugun, isletmeId).all<{ id: number; kod: string; ad: string; son_tarih: string; gecikme: number }>();
  return results.map((r) => ({ id: r.id, slug: etiketSlug('demirbas', r.id, mask), kod: r.kod, ad: r.ad, sonTarih: r.son_tarih, gecikmeGun: r.gecikme }));
}

/** The asset a maintenance of the venue belongs to, or null. */
export async function bakimDemirbasi(db: D1Database, isletmeId: number, bakimId: number): Promise<number | null> {
  const row = await db.prepare('SELECT demirbas_id FROM envanter_bakim WHERE id = ? AND isletme_id = ?').bind(bakimId, isletmeId).first<{ demirbas_id: number }>();
  return row?.demirbas_id ?? null;
}
