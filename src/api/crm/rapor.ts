/** Calls of the CRM report part (/api/isletme/crm): the customer report and the retention report. Paths for useApiData / downloads. */
const BASE = '/isletme/crm';

export const raporApi = {
  musteriler: (q: string) => `${BASE}/musteriler${q ? `?${q}` : ''}`,
  ozet: `${BASE}/musteriler/ozet`,
  guvenilirlik: `${BASE}/musteriler/guvenilirlik`,
  csv: (q: string) => `${BASE}/musteriler.csv${q ? `?${q}` : ''}`,
  kohort: `${BASE}/kohort`,
  hucre: (q: string) => `${BASE}/kohort/hucre?${q}`,
  kohortCsv: `${BASE}/kohort.csv`,
};

/** A customer's 360° view (the CRM detail screen). */
export const musteri360 = (id: number) => `/isletme/crm/musteri/rapor-detay?musteri=${id}`;
