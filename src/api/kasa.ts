import { api } from './client';
import { dosyaIndir } from './islem';
import type { CariMusteri } from '@lib/schemas/cari';
import type { KasaFiltre, KasaGirdisi, KasaRaporu, KasaSatiri } from '@lib/schemas/kasa';
import { withLoader } from '@stores/loader';

/** Client view of the venue's cash book API (worker/routes/isletme/kasa/; mounted by the appointment module and the cafe). */

export const KASA_KEY = 'isletme:randevutakip:kasa-hareketleri';

/** The list query; an empty range means "the venue's today" (the server knows the venue zone). */
export function kasaSorgu(f: KasaFiltre | null): string {
  if (!f) return '';
  const p = new URLSearchParams({ bas: f.bas, bit: f.bit });
  if (f.tur) p.set('tur', f.tur);
  if (f.odeme) p.set('odeme', f.odeme);
  return p.toString();
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
