/** The guest ordering calls (same origin: the visit cookie goes along; answers in the page's language). */

export interface KatalogGrubu { id: number; ad: string; enAz: number; enCok: number; degerler: { id: number; ad: string; farkKurus: number; tukendi: boolean }[] }
export interface KatalogUrunu { id: number; ad: string; fiyatKurus: number; tukendi: boolean; gruplar: number[] }
export interface Katalog { masa: { id: number; ad: string }; urunler: KatalogUrunu[]; gruplar: KatalogGrubu[] }
export interface GonderilenKalem { urunId: number; adet: number; secenekler: number[] }

export class IstekHatasi extends Error {}

async function istek<T>(lang: string, yol: string, govde?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/qrmenu/${yol}`, {
      method: govde === undefined ? 'GET' : 'POST', credentials: 'same-origin',
      headers: { 'X-Lang': lang, ...(govde === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: govde === undefined ? undefined : JSON.stringify(govde),
    });
  } catch {
    throw new IstekHatasi('');
  }
  const j = (await res.json().catch(() => null)) as { success?: boolean; data?: T; errorDetail?: string } | null;
  if (!res.ok || !j?.success) throw new IstekHatasi(j?.errorDetail ?? '');
  return j.data as T;
}

export const api = {
  katalog: (slug: string, lang: string) => istek<Katalog>(lang, `${slug}/katalog?lang=${lang}`),
  sepet: (slug: string, lang: string, kalemler: GonderilenKalem[]) => istek<{ toplamKurus: number }>(lang, `${slug}/sepet`, { kalemler }),
  siparis: (slug: string, lang: string, siparisId: string, kalemler: GonderilenKalem[]) =>
    istek<{ durum: 'eklendi' | 'bekliyor'; toplamKurus: number }>(lang, `${slug}/siparis`, { siparisId, kalemler }),
};
