import type { Lang } from '@lib/i18n/languages';
import { formatKurus } from '@lib/para';
import { gunMetni } from '@lib/zaman/bicim';
import type { TakipSatiri } from '@lib/schemas/crm/takip';
import { useT } from '@panel/hooks';

export const LISTE_KEY = 'isletme:crm:musteri-takip:rapor';
export const DETAY_KEY = 'isletme:crm:musteri-takip:rapor-detay';
export const LISTE_YOLU = '/isletme/crm/musteri-takip/rapor';
export const detayYolu = (id: number) => `/isletme/crm/musteri-takip/rapor-detay?takip=${id}`;
/** The anchor of one follow-up's message composer: a list card's message button opens it there. */
export const MESAJ_CAPA = 'mesaj';
export const musteri360 = (id: number) => `/isletme/crm/musteri/rapor-detay?musteri=${id}`;
export const KURAL_ADLARI = ['ziyaretYok', 'dogumGunu', 'paketAzaldi', 'paketBitiyor', 'acikBorc', 'gelmedi', 'ilkZiyaret', 'manuel'] as const;

/** Moves inside the panel (the router listens to popstate). */
export function git(yol: string): void {
  history.pushState(null, '', yol);
  dispatchEvent(new PopStateEvent('popstate'));
}

type T = ReturnType<typeof useT>;
export const ceviri = (t: T) => (key: string, params?: Record<string, string | number>) => t(key as Parameters<T>[0], params);

/** The reason as a sentence in the reader's language ("47 gündür gelmedi"). */
export function nedenCumlesi(t: T, lang: Lang, r: Pick<TakipSatiri, 'kural' | 'neden'>): string {
  const p: Record<string, string | number> = { ...r.neden };
  if (typeof p.borcKurus === 'number') p.borc = formatKurus(p.borcKurus);
  for (const alan of ['tarih', 'sonGun'] as const) if (typeof p[alan] === 'string') p[alan] = gunMetni(p[alan], lang);
  return ceviri(t)(`crm.takip.neden.${r.kural}`, p);
}
