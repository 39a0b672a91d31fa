import { api } from './client';
import { dosyaIndir } from './islem';
import type { BakiyeRaporu, BakiyeSira, CariGirdisi, CariGuncelleGirdisi, CariHareket, CariMusteri } from '@lib/schemas/cari';
import { withLoader } from '@stores/loader';

/** Client view of the customer ledger and balance report API (worker/routes/isletme/cari/; mounted by the appointment module). */

export const CARI_KEY = 'isletme:randevutakip:cari-takip';
export const BAKIYE_KEY = 'isletme:randevutakip:caribakiyeraporu';
const BASE = '/isletme/randevu';

export function bakiyeSorgu(bakiyeli: boolean, sira: BakiyeSira): string {
  return new URLSearchParams({ bakiyeli: bakiyeli ? '1' : '0', sira }).toString();
}

export const cariApi = {
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
