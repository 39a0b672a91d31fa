import type { KalemSecenegi } from '@lib/cafe/tipler';
import type { SiparisDegeri, SiparisGrubu } from '@worker/db/cafe/secenek';
import { ApiError } from '@worker/http/envelope';

/** a line's unit price can be at most what adisyon_kalem.birim_kurus holds */
const BIRIM_SINIRI = 100_000_000;

/**
 * Prices one order line's options from the database rows: every chosen value must be offered on the product, active
 * and not sold out, each group's choice count within its min/max (a required group present). Anything else is a 422
 * with the reason; the line's unit price is the product's plus every chosen value's difference.
 */
export function secenekleriFiyatla(
  urun: { id: number; ad: string; fiyat_kurus: number },
  secilen: readonly number[],
  gruplar: readonly SiparisGrubu[],
  degerler: ReadonlyMap<number, SiparisDegeri>,
): { birimKurus: number; secenekler: KalemSecenegi[] } {
  if (new Set(secilen).size !== secilen.length) throw new ApiError(422, 'OPTION_TWICE', 'cafe.api.secenekTekrar', { urun: urun.ad });
  const urunGruplari = gruplar.filter((g) => g.urun_id === urun.id);
  const grupBul = new Map(urunGruplari.map((g) => [g.id, g]));
  const secenekler: KalemSecenegi[] = [];
  for (const id of secilen) {
    const d = degerler.get(id);
    const g = d && grupBul.get(d.grup_id);
    if (!d || !g) throw new ApiError(422, 'OPTION_UNKNOWN', 'cafe.api.secenekYok', { urun: urun.ad });
    if (d.aktif !== 1) throw new ApiError(422, 'OPTION_DISABLED', 'cafe.api.secenekKapali', { secenek: d.ad });
    if (d.tukendi === 1) throw new ApiError(422, 'OPTION_SOLD_OUT', 'cafe.api.secenekTukendi', { secenek: d.ad });
    secenekler.push({ grupId: g.id, degerId: d.id, grup: g.ad, ad: d.ad, mutfakAd: d.mutfak_ad, farkKurus: d.fark_kurus });
  }
  for (const g of urunGruplari) {
    const sayi = secenekler.filter((s) => s.grupId === g.id).length;
    if (sayi < g.en_az) throw new ApiError(422, 'OPTION_REQUIRED', 'cafe.api.secenekEksik', { urun: urun.ad, grup: g.ad, sayi: g.en_az });
    if (sayi > g.en_cok) throw new ApiError(422, 'OPTION_TOO_MANY', 'cafe.api.secenekFazla', { urun: urun.ad, grup: g.ad, sayi: g.en_cok });
  }
  // in the groups' order, so tickets read the same way every time
  const sira = new Map(urunGruplari.map((g, i) => [g.id, i]));
  secenekler.sort((a, b) => sira.get(a.grupId)! - sira.get(b.grupId)!);
  const birimKurus = urun.fiyat_kurus + secenekler.reduce((t, s) => t + s.farkKurus, 0);
  if (birimKurus > BIRIM_SINIRI) throw new ApiError(422, 'PRICE_TOO_HIGH', 'cafe.api.fiyatFazla');
  return { birimKurus, secenekler };
}
