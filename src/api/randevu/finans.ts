import { api } from '@api/client';
import { dosyaIndir } from '@panel/islem';
import type {
  BakiyeRaporu, BakiyeSira, CariDetay, CariGirdisi, CariGuncelleGirdisi, CariHareket, CariMusteri, CariSonListe,
  KasaGirdisi, KasaRaporu, KasaSatiri, KasaTuru, OdemeYontemi,
} from '@lib/schemas/randevu/finans';
import { withLoader } from '@stores/loader';

/** Client view of the cash book, ledger and balance report API (worker/routes/isletme/kasa/, cari/; mounted by randevu/finans.ts). */

export const KASA_KEY = 'isletme:randevutakip:kasa-hareketleri';
export const CARI_KEY = 'isletme:randevutakip:cari-takip';
export const BAKIYE_KEY = 'isletme:randevutakip:caribakiyeraporu';
const BASE = '/isletme/randevu';

export interface KasaFiltre { bas: string; bit: string; tur: KasaTuru | ''; odeme: OdemeYontemi | '' }

/** The list query; an empty range means "the venue's today" (the server knows the venue zone). */
export function kasaSorgu(f: KasaFiltre | null): string {
  if (!f) return '';
  const p = new URLSearchParams({ bas: f.bas, bit: f.bit });
  if (f.tur) p.set('tur', f.tur);
  if (f.odeme) p.set('odeme', f.odeme);
  return p.toString();
}

export function bakiyeSorgu(bakiyeli: boolean, sira: BakiyeSira): string {
  return new URLSearchParams({ bakiyeli: bakiyeli ? '1' : '0', sira }).toString();
}

/** The venue's one cash book as mounted under `base` (the appointment panel's, the cafe's). */
export function kasaApi(base: string) {
  return {
    kasaListe: `${base}/kasa`,
    kasaRapor: (f: KasaFiltre) => withLoader(() => api.get<KasaRaporu>(`${base}/kasa/rapor?${new URLSearchParams({ bas: f.bas, bit: f.bit }).toString()}`)),
    kasaCsv: (f: KasaFiltre) => dosyaIndir(`${base}/kasa/disa-aktar?${kasaSorgu(f)}`, 'kasa.csv'),
    kasaMusteriAra: (q: string) => api.get<CariMusteri[]>(`${base}/kasa/musteri-ara?q=${encodeURIComponent(q)}`),
    kasaEkle: (g: KasaGirdisi) => withLoader(() => api.post<KasaSatiri>(`${base}/kasa`, g)),
    kasaGuncelle: (id: number, g: KasaGirdisi) => withLoader(() => api.put<KasaSatiri>(`${base}/kasa/${id}`, g)),
    kasaSil: (id: number) => withLoader(() => api.delete<{ id: number }>(`${base}/kasa/${id}`)),
  };
}
export type KasaApi = ReturnType<typeof kasaApi>;

export const finansApi = {
  ...kasaApi(BASE),

  cariSon: `${BASE}/cari`,
  cariDetay: (id: number) => `${BASE}/cari/musteriler/${id}`,
  cariMusteriAra: (q: string) => api.get<CariMusteri[]>(`${BASE}/cari/musteri-ara?q=${encodeURIComponent(q)}`),
  cariCsv: (musteriId: number | null) => dosyaIndir(`${BASE}/cari/disa-aktar${musteriId ? `?musteriId=${musteriId}` : ''}`, 'cari.csv'),
  cariEkle: (g: CariGirdisi) => withLoader(() => api.post<CariHareket & { musteriId: number; kasaId: number | null }>(`${BASE}/cari`, g)),
  cariGuncelle: (id: number, g: CariGuncelleGirdisi) => withLoader(() => api.put<CariHareket>(`${BASE}/cari/${id}`, g)),
  cariSil: (id: number) => withLoader(() => api.delete<{ id: number }>(`${BASE}/cari/${id}`)),

  bakiye: `${BASE}/cari-bakiye`,
  bakiyeRapor: (q: string) => withLoader(() => api.get<BakiyeRaporu>(`${BASE}/cari-bakiye/rapor?${q}`)),
  bakiyeCsv: (q: string) => dosyaIndir(`${BASE}/cari-bakiye/disa-aktar?${q}`, 'cari-bakiye.csv'),
};

export type { CariDetay, CariSonListe };
