import { api } from '@api/client';
import { dosyaIndir } from '@api/islem';
import type { GunAcGirdisi, GunsonuCevabi, GunsonuDuzeltmeGirdisi, GunsonuGirdisi, GunsonuKaydi } from '@lib/schemas/cafe/gun';
import { withLoader } from '@stores/loader';

/** Client view of the cafe's working day, day end, X report, check report and transfer logs (worker/routes/isletme/cafe/gun.ts, rapor.ts). */

export const CALISMA_GUNU_KEY = 'isletme:qrmenu:cafe-yonetim:calismagunu';
export const GUNSONU_KEY = 'isletme:qrmenu:cafe-yonetim:gunsonu';
export const XRAPORU_KEY = 'isletme:qrmenu:cafe-yonetim:xraporu';
export const ADISYON_RAPORU_KEY = 'isletme:qrmenu:cafe-yonetim:adisyonraporu';
export const MASA_TRANSFER_KEY = 'isletme:qrmenu:cafe-yonetim:masa-takip:loglar:masatransfer';
export const ADISYON_TRANSFER_KEY = 'isletme:qrmenu:cafe-yonetim:masa-takip:loglar:adisyontransfer';
const BASE = '/isletme/cafe';

/** A new operation id: a retry of the same press sends the same id, so the venue's object applies it once. */
export const islemKimligi = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/** An operation of the venue's live object (POST /isletme/cafe/islem). */
function islemGonder<T>(tur: string, girdi: object, islemId = islemKimligi()): Promise<T> {
  return withLoader(() => api.post<T>(`${BASE}/islem`, { islemId, tur, ...girdi }));
}

export const gunApi = {
  gunler: `${BASE}/gun`,
  gunsonuDurum: `${BASE}/gunsonu`,
  xrapor: `${BASE}/xrapor`,
  gunsonu: (id: number) => `${BASE}/gunsonu/${id}`,
  gunAc: (g: Omit<GunAcGirdisi, 'tur'>, islemId?: string) => islemGonder<{ isGunu: string; acilisKasasiKurus: number; devredilen: number }>('gunAc', g, islemId),
  gunsonuAl: (g: Omit<GunsonuGirdisi, 'tur'>, islemId?: string) => islemGonder<GunsonuCevabi>('gunsonu', g, islemId),
  /** the ÖKC receipt number of a payment taken without one (its day still open) */
  odemeFisNo: (odemeId: number, fisNo: string, islemId?: string) => islemGonder<{ odemeId: number; fisNo: string }>('odemeFisNo', { odemeId, fisNo }, islemId),
  duzelt: (id: number, g: GunsonuDuzeltmeGirdisi) => withLoader(() => api.post<GunsonuKaydi>(`${BASE}/gunsonu/${id}/duzeltme`, g)),
};

export const raporApi = {
  adisyonRapor: (q: string) => `${BASE}/adisyon-rapor?${q}`,
  adisyonCsv: (q: string) => dosyaIndir(`${BASE}/adisyon-rapor/disa-aktar?${q}`, 'adisyon-raporu.csv'),
  adisyon: (id: number) => `${BASE}/adisyon-rapor/${id}`,
  transfer: (log: 'masa' | 'adisyon', q: string) => `${BASE}/transfer/${log}?${q}`,
  transferCsv: (log: 'masa' | 'adisyon', q: string) => dosyaIndir(`${BASE}/transfer/${log}/disa-aktar?${q}`, `${log}-transfer.csv`),
};
