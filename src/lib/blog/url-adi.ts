import { katla } from '../search';

/** URL names of blog posts: lowercase ASCII words joined by '-', unique per venue (randevu_blog.url_adi). */

export const URL_ADI_DESENI = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_URL_ADI = 120;
/** Automatic names stay short enough to read in a link. */
const OTOMATIK_UZUNLUK = 80;

/** 'Kışın Cildinizi Korumanın 5 Yolu!' → 'kisin-cildinizi-korumanin-5-yolu'; '' when nothing Latin is left. */
export function urlAdiUret(baslik: string): string {
  const ad = katla(baslik).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (ad.length <= OTOMATIK_UZUNLUK) return ad;
  const kisa = ad.slice(0, OTOMATIK_UZUNLUK);
  // cut at a word boundary when there is one
  return (ad[OTOMATIK_UZUNLUK] === '-' ? kisa : kisa.replace(/-[^-]*$/, '') || kisa).replace(/-+$/, '');
}

export const urlAdiGecerli = (ad: string) => ad.length >= 1 && ad.length <= MAX_URL_ADI && URL_ADI_DESENI.test(ad);
