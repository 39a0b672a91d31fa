/** Calls of the CRM customer view (/api/isletme/crm/musteri/:id …, /api/isletme/crm/musteri-ara). */
const C = '/isletme/crm';

export const detayApi = {
  ara: (q: string) => `${C}/musteri-ara?q=${encodeURIComponent(q)}`,
  musteri: (id: number) => `${C}/musteri/${id}`,
  zaman: (id: number, sayfa: number) => `${C}/musteri/${id}/zaman-cizelgesi?sayfa=${sayfa}`,
  kvkk: (id: number) => `${C}/musteri/${id}/kvkk`,
  kvkkSil: (id: number) => `${C}/musteri/${id}/kvkk-sil`,
};
