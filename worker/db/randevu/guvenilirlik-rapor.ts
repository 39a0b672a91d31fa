/** No-show and late-cancel rates per service, staff member and customer over a period (definitions: guvenilirlik.ts). */
import type { GuvenilirlikSatiri } from '@lib/schemas/randevu/rapor';
import type { Lang } from '@lib/i18n/languages';
import { metin } from '@lib/menu/text';
import { gecIptalSql, gelmediSql, vadesiGelenSql } from './guvenilirlik';
import { adMetni } from './takvim';

export type GuvenilirlikGrubu = 'hizmet' | 'personel' | 'musteri';

interface Satir { id: number; ad: string; vade: number; gelmedi: number; gec_iptal: number }

const KAYNAK: Record<GuvenilirlikGrubu, { from: string; id: string; ad: string }> = {
  // one row per distinct service of an appointment (two of the same service count once)
  hizmet: { from: 'randevu r JOIN randevu_hizmet g ON g.id IN (SELECT hizmet_id FROM randevu_kalem WHERE randevu_id = r.id)', id: 'g.id', ad: 'g.ad' },
  personel: { from: 'randevu r JOIN randevu_personel g ON g.id = r.personel_id', id: 'g.id', ad: 'g.ad' },
  musteri: { from: 'randevu r JOIN musteri g ON g.id = r.musteri_id', id: 'g.id', ad: 'g.ad_soyad' },
};

export const oranOf = (sorunlu: number, vade: number): number | null => (vade > 0 ? sorunlu / vade : null);

/**
 * Due appointments starting in [basIso, bitIso) grouped by service, staff member or customer, with their no-shows
 * and late cancels. Services and staff: every group with a due appointment, highest rate first (ties: more due first).
 * Customers: only those with a no-show or late cancel, most first, at most `limit`.
 */
export async function guvenilirlikRaporu(db: D1Database, isletmeId: number, basIso: string, bitIso: string, gecIptalSaat: number, grup: GuvenilirlikGrubu, lang: Lang, limit = 100): Promise<GuvenilirlikSatiri[]> {
  const k = KAYNAK[grup];
  const gelmedi = `sum(${gelmediSql()})`;
  const gec = `sum(${gecIptalSql(gecIptalSaat)})`;
  const sira = grup === 'musteri'
    ? `HAVING ${gelmedi} + ${gec} > 0 ORDER BY ${gelmedi} + ${gec} DESC, count(*) ASC, ${k.id} LIMIT ?`
    : `ORDER BY CAST(${gelmedi} + ${gec} AS REAL) / count(*) DESC, count(*) DESC, ${k.id} LIMIT ?`;
  const { results } = await db
    .prepare(`SELECT ${k.id} AS id, ${k.ad} AS ad, count(*) AS vade, ${gelmedi} AS gelmedi, ${gec} AS gec_iptal
      FROM ${k.from} WHERE r.isletme_id = ? AND r.baslangic >= ? AND r.baslangic < ? AND ${vadesiGelenSql(gecIptalSaat)}
      GROUP BY ${k.id} ${sira}`)
    .bind(isletmeId, basIso, bitIso, limit)
    .all<Satir>();
  return results.map((r) => ({
    id: r.id,
    ad: grup === 'hizmet' ? hizmetAdi(r.ad, lang) : r.ad,
    vade: r.vade,
    gelmedi: r.gelmedi,
    gecIptal: r.gec_iptal,
    oran: oranOf(r.gelmedi + r.gec_iptal, r.vade),
  }));
}

const hizmetAdi = (ad: string, lang: Lang): string => metin(adMetni(ad), lang);

/** The period's totals (every due appointment once, whatever its services). */
export async function guvenilirlikToplami(db: D1Database, isletmeId: number, basIso: string, bitIso: string, gecIptalSaat: number): Promise<Omit<GuvenilirlikSatiri, 'id' | 'ad'>> {
  const r = await db
    .prepare(`SELECT count(*) AS vade, coalesce(sum(${gelmediSql()}), 0) AS gelmedi, coalesce(sum(${gecIptalSql(gecIptalSaat)}), 0) AS gec_iptal
      FROM randevu r WHERE r.isletme_id = ? AND r.baslangic >= ? AND r.baslangic < ? AND ${vadesiGelenSql(gecIptalSaat)}`)
    .bind(isletmeId, basIso, bitIso)
    .first<{ vade: number; gelmedi: number; gec_iptal: number }>();
  const vade = r?.vade ?? 0;
  return { vade, gelmedi: r?.gelmedi ?? 0, gecIptal: r?.gec_iptal ?? 0, oran: oranOf((r?.gelmedi ?? 0) + (r?.gec_iptal ?? 0), vade) };
}
