import { DEGER_ARALIGI, KURALLAR, bilinmeyenYerTutucular, YER_TUTUCULAR, type TakipKurali } from '@lib/crm/kural';
import { degerDisinda, type KuralGirdisi, type KuralSatiri, type Sablon, type SablonGirdisi } from '@lib/schemas/crm/takip';
import { ApiError } from '@worker/http/envelope';
import { kuralSatirlari, uretimiSifirla } from './uretim';

/** The seven rules' settings and the message templates of a venue. */

export async function kurallar(db: D1Database, isletmeId: number): Promise<KuralSatiri[]> {
  const ayar = await kuralSatirlari(db, isletmeId);
  return KURALLAR.map((k) => ({ kural: k, ...ayar[k], aralik: DEGER_ARALIGI[k] }));
}

/** Saves the given rules; a changed setting lets the next read of the list run the rules again. */
export async function kurallariKaydet(db: D1Database, isletmeId: number, liste: KuralGirdisi[]): Promise<void> {
  const disinda = liste.find(degerDisinda);
  if (disinda) {
    const [min, max] = DEGER_ARALIGI[disinda.kural];
    throw new ApiError(422, 'VALIDATION', `crm.takip.api.degerAralik.${disinda.kural}` as never, { min, max });
  }
  const personelIdler = [...new Set(liste.flatMap((k) => (k.personelId ? [k.personelId] : [])))];
  if (personelIdler.length > 0) {
    const { results } = await db.prepare('SELECT id FROM personel WHERE isletme_id = ? AND id IN (SELECT value FROM json_each(?))').bind(isletmeId, JSON.stringify(personelIdler)).all<{ id: number }>();
    if (results.length !== personelIdler.length) throw new ApiError(422, 'VALIDATION', 'crm.takip.api.personelYok');
  }
  await db.batch([
    ...liste.map((k) => db.prepare(`INSERT INTO crm_kural (isletme_id, kural, aktif, deger, personel_id) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (isletme_id, kural) DO UPDATE SET aktif = excluded.aktif, deger = excluded.deger, personel_id = excluded.personel_id`)
      .bind(isletmeId, k.kural, k.aktif ? 1 : 0, k.deger, k.personelId)),
    uretimiSifirla(db, isletmeId),
  ]);
}

interface SablonRow { id: number; ad: string; tur: Sablon['tur']; kural: TakipKurali | null; metin: string; aktif: number }

const sablon = (r: SablonRow): Sablon => {
  let m: Partial<Sablon['metin']> = {};
  try {
    m = JSON.parse(r.metin) as Partial<Sablon['metin']>;
  } catch { /* the CHECK keeps it JSON */ }
  return { id: r.id, ad: r.ad, tur: r.tur, kural: r.kural, metin: { tr: m.tr ?? '', en: m.en ?? '', de: m.de ?? '', ru: m.ru ?? '' }, aktif: r.aktif === 1 };
};

export async function sablonlar(db: D1Database, isletmeId: number): Promise<Sablon[]> {
  const { results } = await db.prepare('SELECT id, ad, tur, kural, metin, aktif FROM crm_sablon WHERE isletme_id = ? ORDER BY aktif DESC, ad COLLATE NOCASE, id').bind(isletmeId).all<SablonRow>();
  return results.map(sablon);
}

export async function sablonBul(db: D1Database, isletmeId: number, id: number): Promise<Sablon> {
  const r = await db.prepare('SELECT id, ad, tur, kural, metin, aktif FROM crm_sablon WHERE id = ? AND isletme_id = ?').bind(id, isletmeId).first<SablonRow>();
  if (!r) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  return sablon(r);
}

/** Every {placeholder} must be one the product fills; the message names the first stranger and the known ones. */
function yerTutucuDogrula(g: SablonGirdisi): void {
  for (const dil of ['tr', 'en', 'de', 'ru'] as const) {
    const bilinmeyen = bilinmeyenYerTutucular(g.metin[dil]);
    if (bilinmeyen.length > 0) {
      throw new ApiError(422, 'UNKNOWN_PLACEHOLDER', 'crm.takip.api.yerTutucu', { ad: `{${bilinmeyen[0]}}`, dil: dil.toUpperCase(), bilinenler: YER_TUTUCULAR.map((y) => `{${y}}`).join(', ') });
    }
  }
}

const metinJson = (g: SablonGirdisi) => JSON.stringify(Object.fromEntries(Object.entries(g.metin).filter(([k, v]) => k === 'tr' || v !== '')));

export async function sablonEkle(db: D1Database, isletmeId: number, g: SablonGirdisi): Promise<number> {
  yerTutucuDogrula(g);
  const r = await db.prepare('INSERT INTO crm_sablon (isletme_id, ad, tur, kural, metin, aktif) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
    .bind(isletmeId, g.ad, g.tur, g.kural, metinJson(g), g.aktif ? 1 : 0).first<{ id: number }>();
  return r!.id;
}

export async function sablonGuncelle(db: D1Database, isletmeId: number, id: number, g: SablonGirdisi): Promise<void> {
  await sablonBul(db, isletmeId, id);
  yerTutucuDogrula(g);
  await db.prepare('UPDATE crm_sablon SET ad = ?, tur = ?, kural = ?, metin = ?, aktif = ? WHERE id = ? AND isletme_id = ?')
    .bind(g.ad, g.tur, g.kural, metinJson(g), g.aktif ? 1 : 0, id, isletmeId).run();
}

/** A template already used by a sent message is kept (history points at it) and only switched off. */
export async function sablonSil(db: D1Database, isletmeId: number, id: number): Promise<{ silindi: boolean }> {
  await sablonBul(db, isletmeId, id);
  const kullanildi = await db.prepare('SELECT 1 FROM crm_takip_olay WHERE sablon_id = ? LIMIT 1').bind(id).first();
  if (kullanildi) {
    await db.prepare('UPDATE crm_sablon SET aktif = 0 WHERE id = ? AND isletme_id = ?').bind(id, isletmeId).run();
    return { silindi: false };
  }
  await db.prepare('DELETE FROM crm_sablon WHERE id = ? AND isletme_id = ?').bind(id, isletmeId).run();
  return { silindi: true };
}
