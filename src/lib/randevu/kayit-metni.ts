import '@lib/i18n/kasa';
/**
 * What the system wrote into a cash-book or ledger row, kept as a kind and its parameters (kasa/cari.sistem_tur,
 * sistem_param) and put into words in the reader's language; `aciklama` holds only what a person typed.
 */

export const SISTEM_TURLERI = ['randevuOdemesi', 'veresiyeRandevu', 'paketSatisi', 'cariTahsilat', 'adisyonOdemesi'] as const;
export type SistemTuru = (typeof SISTEM_TURLERI)[number];

export interface SistemKaydi {
  tur: SistemTuru;
  /** randevuOdemesi/veresiyeRandevu: kod; paketSatisi: paket; adisyonOdemesi: no (the check's number) */
  param: Record<string, string>;
}

/** The two columns of a row → the kind, or null for a row a person typed (or an unknown kind). */
export function sistemKaydi(tur: string | null | undefined, param: string | null | undefined): SistemKaydi | null {
  if (!tur || !(SISTEM_TURLERI as readonly string[]).includes(tur)) return null;
  let p: Record<string, string> = {};
  try {
    const ham = JSON.parse(param ?? '{}') as unknown;
    if (ham && typeof ham === 'object' && !Array.isArray(ham)) {
      p = Object.fromEntries(Object.entries(ham).filter(([, v]) => typeof v === 'string' || typeof v === 'number').map(([k, v]) => [k, String(v)]));
    }
  } catch {
    p = {};
  }
  return { tur: tur as SistemTuru, param: p };
}

type Ceviri = (key: string, params?: Record<string, string | number>) => string;

const ANAHTAR: Record<SistemTuru, string> = {
  randevuOdemesi: 'kasa.kayit.randevuOdemesi',
  veresiyeRandevu: 'kasa.kayit.veresiyeRandevu',
  paketSatisi: 'kasa.kayit.paketSatisi',
  cariTahsilat: 'kasa.kayit.tahsilat',
  adisyonOdemesi: 'kasa.kayit.adisyonOdemesi',
};

/**
 * The row's description in the reader's words: the system's sentence (in `t`'s language), then what a person typed.
 * `musteriAd` names the customer of a ledger collection (the erased-customer label when erased).
 */
export function kayitMetni(t: Ceviri, sistem: SistemKaydi | null, aciklama: string, musteriAd = ''): string {
  if (!sistem) return aciklama;
  const cumle = t(ANAHTAR[sistem.tur], { kod: sistem.param.kod ?? '', paket: sistem.param.paket ?? '', no: sistem.param.no ?? '', ad: musteriAd }).trim();
  return aciklama ? `${cumle} — ${aciklama}` : cumle;
}
