import { ortalamaKurus, segmentOf, segmentSinirlari, VARSAYILAN_ESIKLER, type SegmentEsikleri } from '@lib/crm/segment';
import type { Musteri360 } from '@lib/schemas/crm/detay';
import type { MusteriGuvenilirligi } from '@lib/schemas/randevu/rapor';
import { musteriDetay } from '@worker/db/musteri/detay';
import { kuralPenceresi, sorunluSayimi, sorunluSayimOku } from '@worker/db/randevu/guvenilirlik';
import { oranOf } from '@worker/db/randevu/guvenilirlik-rapor';
import { kaporaAyarOku } from '@worker/db/randevu/kapora';

/** The 360 card of one customer: the appointment module's detail (contact, packages, consents) + the CRM figures. */

interface OzetRow {
  ilk_ziyaret: string | null;
  son_ziyaret: string | null;
  ziyaret: number;
  randevu_ziyaret: number;
  adisyon_ziyaret: number;
  harcama_kurus: number;
  gelmedi: number;
}
interface EsikRow {
  crm_yeni_gun: number;
  crm_risk_gun: number;
  crm_kayip_gun: number;
  crm_duzenli_ziyaret: number;
  crm_sadik_ziyaret: number;
  crm_sadik_harcama_kurus: number;
}

/** The venue's segment thresholds (isletme_parametre.crm_*); a venue without a parameter row uses the defaults. */
export async function segmentEsikleri(db: D1Database, isletmeId: number): Promise<SegmentEsikleri> {
  const r = await db
    .prepare('SELECT crm_yeni_gun, crm_risk_gun, crm_kayip_gun, crm_duzenli_ziyaret, crm_sadik_ziyaret, crm_sadik_harcama_kurus FROM isletme_parametre WHERE isletme_id = ?')
    .bind(isletmeId)
    .first<EsikRow>();
  if (!r) return VARSAYILAN_ESIKLER;
  return {
    yeniGun: r.crm_yeni_gun, riskGun: r.crm_risk_gun, kayipGun: r.crm_kayip_gun,
    duzenliZiyaret: r.crm_duzenli_ziyaret, sadikZiyaret: r.crm_sadik_ziyaret, sadikHarcamaKurus: r.crm_sadik_harcama_kurus,
  };
}

/**
 * GET /crm/musteri/:id. Another venue's id is a 404 (musteriDetay). An erased customer answers 200 with `kart` null
 * and `silinmeZamani` set: the screen says "erased" instead of a bare "not found", the figures stay (the books keep
 * their numbers) and nothing personal is left in the answer.
 */
export async function musteri360(db: D1Database, isletmeId: number, id: number, simdi = new Date()): Promise<Musteri360> {
  const detay = await musteriDetay(db, isletmeId, id);
  const [ozetSonuc, bakiyeSonuc] = await db.batch([
    db.prepare('SELECT ilk_ziyaret, son_ziyaret, ziyaret, randevu_ziyaret, adisyon_ziyaret, harcama_kurus, gelmedi FROM crm_ozet WHERE musteri_id = ? AND isletme_id = ?').bind(id, isletmeId),
    db.prepare('SELECT bakiye_kurus FROM cari_bakiye WHERE musteri_id = ? AND isletme_id = ?').bind(id, isletmeId),
  ]);
  const esikler = await segmentEsikleri(db, isletmeId);
  const guvenilirlik = detay.musteri.silinmeZamani === null ? await musteriGuvenilirligi(db, isletmeId, detay.musteri.telefon, simdi.getTime()) : null;
  const o = (ozetSonuc!.results[0] as OzetRow | undefined) ?? null;
  const m = detay.musteri;
  const silinmis = m.silinmeZamani !== null;
  const ziyaret = o?.ziyaret ?? 0;
  const harcama = o?.harcama_kurus ?? 0;
  return {
    id: m.id,
    olusturma: m.olusturma,
    silinmeZamani: m.silinmeZamani,
    kart: silinmis ? null : { adSoyad: m.adSoyad, telefon: m.telefon, email: m.email, dil: m.dil, dogumTarihi: m.dogumTarihi, notlar: m.notlar },
    saatDilimi: detay.saatDilimi,
    guvenilirlik,
    ozet: {
      ilkZiyaret: o?.ilk_ziyaret ?? null,
      sonZiyaret: o?.son_ziyaret ?? null,
      ziyaret,
      randevuZiyaret: o?.randevu_ziyaret ?? 0,
      adisyonZiyaret: o?.adisyon_ziyaret ?? 0,
      harcamaKurus: harcama,
      ortalamaKurus: ortalamaKurus(harcama, ziyaret),
      gelmedi: o?.gelmedi ?? 0,
      segment: o ? segmentOf({ ilkZiyaret: o.ilk_ziyaret, sonZiyaret: o.son_ziyaret, ziyaret, harcamaKurus: harcama }, segmentSinirlari(simdi, detay.saatDilimi, esikler), esikler) : null,
      borcKurus: (bakiyeSonuc!.results[0] as { bakiye_kurus: number } | undefined)?.bakiye_kurus ?? 0,
      yaklasan: detay.istatistik.yaklasan,
    },
    paketler: detay.paketler,
    kvkk: m.kvkk,
    pazarlama: m.pazarlama,
    onaylar: detay.onaylar,
  };
}

/**
 * The customer's no-shows and late cancels in the deposit rule's window — the very count `istenenKapora` asks a
 * deposit by (same statement), so "the rule applies" here is what their next online booking will meet.
 */
export async function musteriGuvenilirligi(db: D1Database, isletmeId: number, telefon: string, nowMs: number): Promise<MusteriGuvenilirligi> {
  const ayar = await kaporaAyarOku(db, isletmeId);
  const s = sorunluSayimOku(await sorunluSayimi(db, isletmeId, telefon, kuralPenceresi(nowMs, ayar.kuralAy), ayar.kuralGecIptalSaat).all());
  return {
    ay: ayar.kuralAy, gecIptalSaat: ayar.kuralGecIptalSaat, vade: s.vade, gelmedi: s.gelmedi, gecIptal: s.gecIptal, oran: oranOf(s.gelmedi + s.gecIptal, s.vade),
    esik: ayar.kuralGelmedi, kaporaKurali: ayar.kuralGelmedi > 0 && ayar.kuralYuzde > 0 && s.sorunlu >= ayar.kuralGelmedi,
  };
}
