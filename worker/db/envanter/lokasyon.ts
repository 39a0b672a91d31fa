import { etiketSlug } from '@lib/envanter/etiket';
import type { Lokasyon, LokasyonGirdisi } from '@lib/schemas/envanter/stok';
import { ApiError } from '@worker/http/envelope';
import { isForeignKeyViolation, uniqueAs409 } from '@worker/http/validation';
import { logIfadesi } from './log';

/** The venue's location tree (envanter_lokasyon): read with what each holds, add, edit / move (no cycles), delete when empty. */

interface Satir { id: number; ust_id: number | null; ad: string; tur: Lokasyon['tur']; aciklama: string; sira: number; aktif: number; alt: number; demirbas: number; urun: number }

const SATIR_SQL = `SELECT l.id, l.ust_id, l.ad, l.tur, l.aciklama, l.sira, l.aktif,
    (SELECT count(*) FROM envanter_lokasyon a WHERE a.ust_id = l.id) AS alt,
    (SELECT count(*) FROM envanter_demirbas d WHERE d.lokasyon_id = l.id AND d.isletme_id = l.isletme_id AND d.durum <> 'hurda') AS demirbas,
    (SELECT count(*) FROM envanter_stok s WHERE s.lokasyon_id = l.id AND s.isletme_id = l.isletme_id AND s.miktar_binde > 0) AS urun
  FROM envanter_lokasyon l`;

const lokasyon = (r: Satir, mask: number): Lokasyon => ({
  id: r.id, slug: etiketSlug('lokasyon', r.id, mask), ad: r.ad, tur: r.tur, ustId: r.ust_id, aciklama: r.aciklama, sira: r.sira, aktif: r.aktif === 1,
  altSayisi: r.alt, demirbasSayisi: r.demirbas, urunSayisi: r.urun,
});

/** Every location of the venue, parents before children is up to the client: ordered by sira, then name. */
export async function lokasyonlar(db: D1Database, isletmeId: number, mask: number): Promise<Lokasyon[]> {
  const { results } = await db.prepare(`${SATIR_SQL} WHERE l.isletme_id = ? ORDER BY l.sira, l.ad COLLATE NOCASE, l.id`).bind(isletmeId).all<Satir>();
  return results.map((r) => lokasyon(r, mask));
}

/** One location of the venue, else 404 (another venue's id looks like a missing one). */
export async function lokasyonBul(db: D1Database, isletmeId: number, id: number, mask: number): Promise<Lokasyon> {
  const r = await db.prepare(`${SATIR_SQL} WHERE l.id = ? AND l.isletme_id = ?`).bind(id, isletmeId).first<Satir>();
  if (!r) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  return lokasyon(r, mask);
}

/** The parent must be this venue's, and not the node itself nor one of its descendants (that would make a cycle). */
async function ustDogrula(db: D1Database, isletmeId: number, ustId: number | null, kendisi?: number): Promise<void> {
  if (ustId === null) return;
  if (ustId === kendisi) throw new ApiError(409, 'LOCATION_CYCLE', 'envanter.stok.api.dongu');
  const { results } = await db.prepare(`WITH RECURSIVE zincir(id, ust_id, derinlik) AS (
      SELECT id, ust_id, 0 FROM envanter_lokasyon WHERE id = ? AND isletme_id = ?
      UNION ALL SELECT l.id, l.ust_id, z.derinlik + 1 FROM envanter_lokasyon l JOIN zincir z ON l.id = z.ust_id WHERE z.derinlik < 64
    ) SELECT id FROM zincir`).bind(ustId, isletmeId).all<{ id: number }>();
  if (results.length === 0) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  if (kendisi !== undefined && results.some((r) => r.id === kendisi)) throw new ApiError(409, 'LOCATION_CYCLE', 'envanter.stok.api.dongu');
}

const adTekil = <T>(write: () => Promise<T>) => uniqueAs409(write, 'NAME_TAKEN', 'envanter.stok.api.lokasyonAdVar');

export async function lokasyonEkle(db: D1Database, isletmeId: number, kullaniciId: number, g: LokasyonGirdisi): Promise<number> {
  await ustDogrula(db, isletmeId, g.ustId);
  return adTekil(async () => {
    const [row] = await db.batch([
      db.prepare('INSERT INTO envanter_lokasyon (isletme_id, ust_id, ad, tur, aciklama, sira, aktif) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id')
        .bind(isletmeId, g.ustId, g.ad, g.tur, g.aciklama, g.sira, g.aktif ? 1 : 0),
      logIfadesi(db, isletmeId, kullaniciId, {
        varlik: 'lokasyon', varlikId: null, islem: 'ekle', ozet: { ad: g.ad, tur: g.tur, ustId: g.ustId },
        varlikIdSql: { sql: '(SELECT max(id) FROM envanter_lokasyon WHERE isletme_id = ?)', binds: [isletmeId] },
      }),
    ]);
    return (row!.results[0] as { id: number }).id;
  });
}

export async function lokasyonGuncelle(db: D1Database, isletmeId: number, kullaniciId: number, onceki: Lokasyon, g: LokasyonGirdisi): Promise<void> {
  if (g.ustId !== onceki.ustId) await ustDogrula(db, isletmeId, g.ustId, onceki.id);
  const degisen = Object.fromEntries((['ad', 'tur', 'ustId', 'aciklama', 'sira', 'aktif'] as const).filter((k) => g[k] !== onceki[k]).map((k) => [k, { once: onceki[k], sonra: g[k] }]));
  await adTekil(() => db.batch([
    db.prepare('UPDATE envanter_lokasyon SET ust_id = ?, ad = ?, tur = ?, aciklama = ?, sira = ?, aktif = ? WHERE id = ? AND isletme_id = ?')
      .bind(g.ustId, g.ad, g.tur, g.aciklama, g.sira, g.aktif ? 1 : 0, onceki.id, isletmeId),
    logIfadesi(db, isletmeId, kullaniciId, { varlik: 'lokasyon', varlikId: onceki.id, islem: g.ustId !== onceki.ustId ? 'tasi' : 'guncelle', ozet: { ad: g.ad, degisen } }),
  ]));
}

/** Only an empty location goes: children, stock on hand and assets each refuse with what is there. */
export async function lokasyonSil(db: D1Database, isletmeId: number, kullaniciId: number, l: Lokasyon): Promise<void> {
  if (l.altSayisi > 0) throw new ApiError(409, 'LOCATION_HAS_CHILDREN', 'envanter.stok.api.silAlt', { ad: l.ad, sayi: l.altSayisi });
  if (l.urunSayisi > 0) throw new ApiError(409, 'LOCATION_HAS_STOCK', 'envanter.stok.api.silStok', { ad: l.ad, sayi: l.urunSayisi });
  const demirbas = await db.prepare('SELECT count(*) AS n FROM envanter_demirbas WHERE lokasyon_id = ? AND isletme_id = ?').bind(l.id, isletmeId).first<{ n: number }>();
  if (demirbas?.n) throw new ApiError(409, 'LOCATION_HAS_ASSETS', 'envanter.stok.api.silDemirbas', { ad: l.ad, sayi: demirbas.n });
  try {
    await db.batch([
      db.prepare('DELETE FROM envanter_stok WHERE lokasyon_id = ? AND isletme_id = ? AND miktar_binde = 0').bind(l.id, isletmeId),
      db.prepare('DELETE FROM envanter_lokasyon WHERE id = ? AND isletme_id = ?').bind(l.id, isletmeId),
      logIfadesi(db, isletmeId, kullaniciId, { varlik: 'lokasyon', varlikId: l.id, islem: 'sil', ozet: { ad: l.ad, tur: l.tur } }),
    ]);
  } catch (error) {
    // movements, audits or gate passes still name it: its history stays readable, so it is deactivated instead
    if (isForeignKeyViolation(error)) throw new ApiError(409, 'LOCATION_HAS_HISTORY', 'envanter.stok.api.silGecmis', { ad: l.ad });
    throw error;
  }
}
