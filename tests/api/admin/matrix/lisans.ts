import { expect } from 'vitest';
import { scalar, type World } from '../../fixtures';
import type { MatrixRows, Row } from '../../randevu/matrix/ortak';

/** Matrix rows of the admin licence API (/api/admin/lisans); tests/api/lisans.test.ts has the behaviour. */

let C = 0;
// only a platform admin whose set holds admin:ayarlar:lisans (the restricted set does not)
const yonetici = (status: number): Row => ({ anon: 401, admin: status, adminKisitli: 403, owner: 403, waiter: 403, noSet: 403, foreign: 403 });
let n = 0;

export function lisansMatrixSetup(w: World): void {
  C = w.venue.C;
}

export const LISANS_MATRIX: MatrixRows = {
  'GET /admin/lisans': { expect: yonetici(200), build: async () => ({ path: '/admin/lisans' }) },
  'GET /admin/lisans/:isletmeId': { expect: yonetici(200), build: async () => ({ path: `/admin/lisans/${C}` }) },
  'PUT /admin/lisans/:isletmeId': {
    expect: yonetici(200),
    build: async () => {
      const koltuk = 100 + (++n % 800);
      const onceki = (await scalar("SELECT count(*) FROM platform_log WHERE isletme_id = ? AND tur = 'lisans.guncelle'", C)) ?? 0;
      return {
        path: `/admin/lisans/${C}`,
        body: { plan: 'pro', moduller: ['qrmenu', 'cafe', 'randevu', 'envanter', 'crm'], koltuk, baslangic: '2026-01-01', bitis: '2099-12-31', deneme: false, ekSureGun: null },
        after: async (allowed) => expect(await scalar("SELECT count(*) FROM platform_log WHERE isletme_id = ? AND tur = 'lisans.guncelle'", C)).toBe(onceki + (allowed ? 1 : 0)),
      };
    },
  },
};
