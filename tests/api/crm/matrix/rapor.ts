import type { World } from '../../fixtures';
import { sahip, type MatrixRows } from '../../randevu/matrix/ortak';

/** Matrix rows of the CRM report part (/api/isletme/crm: customer report, retention); tests/api/crm-rapor.test.ts has the behaviour. */

const P = '/isletme/crm';

export async function raporMatrixSetup(_w: World): Promise<void> {}

export const CRM_RAPOR_MATRIX: MatrixRows = {
  [`GET ${P}/musteriler`]: { expect: sahip(200), build: async () => ({ path: `${P}/musteriler?sira=ad&yon=artan` }) },
  [`GET ${P}/musteriler/ozet`]: { expect: sahip(200), build: async () => ({ path: `${P}/musteriler/ozet` }) },
  [`GET ${P}/musteriler/guvenilirlik`]: { expect: sahip(200), build: async () => ({ path: `${P}/musteriler/guvenilirlik` }) },
  [`GET ${P}/musteriler.csv`]: { expect: sahip(200), build: async () => ({ path: `${P}/musteriler.csv?segment=yok` }) },
  [`GET ${P}/kohort`]: { expect: sahip(200), build: async () => ({ path: `${P}/kohort` }) },
  [`GET ${P}/kohort/hucre`]: { expect: sahip(200), build: async () => ({ path: `${P}/kohort/hucre?tur=gecis&eski=yok&yeni=yok` }) },
  [`GET ${P}/kohort.csv`]: { expect: sahip(200), build: async () => ({ path: `${P}/kohort.csv` }) },
};
