/** URL names of blog posts: lowercase ASCII words joined by '-', unique per venue (randevu_blog.url_adi). */

export const URL_ADI_DESENI = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_URL_ADI = 120;
/** Automatic names stay short enough to read in a link. */
const OTOMATIK_UZUNLUK = 80;

// Turkish letters first (İ would otherwise become 'i̇' with a combining dot); the rest loses its accents via NFKD
const HARFLER: Record<string, string> = { ç: 'c', Ç: 'c', ğ: 'g', Ğ: 'g', ı: 'i', İ: 'i', I: 'i', ö: 'o', Ö: 'o', ş: 's', Ş: 's', ü: 'u', Ü: 'u', â: 'a', Â: 'a', î: 'i', Î: 'i', û: 'u', Û: 'u', ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l' };

/** 'Kışın Cildinizi Korumanın 5 Yolu!' → 'kisin-cildinizi-korumanin-5-yolu'; '' when nothing Latin is left. */
export function urlAdiUret(baslik: string): string {
  const latin = [...baslik].map((ch) => HARFLER[ch] ?? ch).join('').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const ad = latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (ad.length <= OTOMATIK_UZUNLUK) return ad;
  const kisa = ad.slice(0, OTOMATIK_UZUNLUK);
  // cut at a word boundary when there is one
  return (ad[OTOMATIK_UZUNLUK] === '-' ? kisa : kisa.replace(/-[^-]*$/, '') || kisa).replace(/-+$/, '');
}

export const urlAdiGecerli = (ad: string) => ad.length >= 1 && ad.length <= MAX_URL_ADI && URL_ADI_DESENI.test(ad);
