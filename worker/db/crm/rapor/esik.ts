import { VARSAYILAN_ESIKLER, segmentBaglari, segmentSinirlari, type SegmentEsikleri } from '@lib/crm/segment';
import { isletmeZamani } from '@worker/db/parametre';

/** The venue's segment thresholds (isletme_parametre.crm_*; no row = the defaults) and its zone. */
export async function segmentAyari(db: D1Database, isletmeId: number): Promise<{ esikler: SegmentEsikleri; saatDilimi: string }> {
  const [row, zaman] = await Promise.all([
    db.prepare(`SELECT crm_yeni_gun, crm_risk_gun, crm_kayip_gun, crm_duzenli_ziyaret, crm_sadik_ziyaret, crm_sadik_harcama_kurus
      FROM isletme_parametre WHERE isletme_id = ?`).bind(isletmeId).first<Record<string, number>>(),
    isletmeZamani(db, isletmeId),
  ]);
  const esikler = row ? {
    yeniGun: row.crm_yeni_gun!, riskGun: row.crm_risk_gun!, kayipGun: row.crm_kayip_gun!,
    duzenliZiyaret: row.crm_duzenli_ziyaret!, sadikZiyaret: row.crm_sadik_ziyaret!, sadikHarcamaKurus: row.crm_sadik_harcama_kurus!,
  } : { ...VARSAYILAN_ESIKLER };
  return { esikler, saatDilimi: zaman.saatDilimi };
}

/** The SEGMENT_SQL binds at an instant. */
export const segmentBaglariAn = (an: Date, saatDilimi: string, e: SegmentEsikleri) => segmentBaglari(segmentSinirlari(an, saatDilimi, e), e);

/** Segment order for sorting: new → lost, no visit last. */
export const SEGMENT_SIRA_SQL = (ifade: string) => `CASE ${ifade} WHEN 'yeni' THEN 1 WHEN 'duzenli' THEN 2 WHEN 'sadik' THEN 3 WHEN 'riskli' THEN 4 WHEN 'kayip' THEN 5 ELSE 6 END`;
