import { expect } from 'vitest';
import { scalar } from '../../fixtures';
import { uniq, type MatrixRows } from '../../randevu/matrix/ortak';
import { yonetici } from './ortak';

/** Matrix rows of the platform settings (/api/admin/genel); tests/api/admin-genel.test.ts has the behaviour. */

const P = '/admin/genel';

export const GENEL_MATRIX: MatrixRows = {
  // the languages enabled, for every page's language picker: public, the same for everyone
  'GET /public/platform': { expect: { anon: 200, admin: 200, adminKisitli: 200, owner: 200, waiter: 200, noSet: 200, foreign: 200 }, build: async () => ({ path: '/public/platform' }) },
  [`GET ${P}`]: { expect: yonetici(200), build: async () => ({ path: P }) },
  [`PUT ${P}`]: {
    expect: yonetici(200),
    build: async () => {
      const firmaUnvan = `Matris A.Ş. ${uniq()}`;
      return {
        path: P,
        body: {
          firmaUnvan, vergiDairesi: '', vergiNo: '', adres: '', telefon: '', eposta: '', iban: '', destekEposta: '', destekTelefon: '',
          denemeGun: 14, ekSureGun: 7, kdvOrani: 20, faturaVadeGun: 15, diller: ['tr', 'en', 'de', 'ru'],
        },
        after: async (allowed) => expect(await scalar('SELECT count(*) FROM platform_ayar WHERE firma_unvan = ?', firmaUnvan)).toBe(allowed ? 1 : 0),
      };
    },
  },
};
