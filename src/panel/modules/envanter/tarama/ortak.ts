import { etiketMetni } from '@lib/envanter/etiket';
import { ApiCallError } from '@api/client';
import { taramaApi } from '@api/envanter/tarama';

export const QR_YOLU = '/isletme/envanter/qr';

/** Moves inside the panel (the router listens to popstate). */
export function git(yol: string, yerine = false): void {
  if (yerine) history.replaceState(null, '', yol);
  else history.pushState(null, '', yol);
  dispatchEvent(new PopStateEvent('popstate'));
}

export const detayYolu = (slug: string) => `/isletme/envanter/detay/${slug}`;
export const lokasyonYolu = (slug: string) => `${QR_YOLU}/${slug}`;

export type OkumaSonucu = { tur: 'yol'; yol: string } | { tur: 'hata'; mesaj: 'etiketDegil' | 'baskaIsletme' | 'baglanti' };

/** What a scan opens: an asset's detail, a location's card, or why it opens nothing. */
export async function okunaniCoz(metin: string): Promise<OkumaSonucu> {
  const slug = etiketMetni(metin);
  if (!slug) return { tur: 'hata', mesaj: 'etiketDegil' };
  try {
    const e = await taramaApi.etiket(slug);
    return { tur: 'yol', yol: e.tur === 'demirbas' ? detayYolu(e.slug) : lokasyonYolu(e.slug) };
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 400) return { tur: 'hata', mesaj: 'etiketDegil' };
    if (error instanceof ApiCallError && error.status === 404) return { tur: 'hata', mesaj: 'baskaIsletme' };
    return { tur: 'hata', mesaj: 'baglanti' };
  }
}
