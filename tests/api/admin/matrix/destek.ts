import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { scalar, type World } from '../../fixtures';
import { sahip, type MatrixRows, type Row } from '../../randevu/matrix/ortak';

/** Matrix rows of support access: /api/admin/destek (tests/api/destek.test.ts has the behaviour) and the owner's log. */

let w: World;
export function destekMatrixSetup(world: World): void {
  w = world;
}

// only a full admin set holds admin:isletmeler:destek; every operator gets 403
const destekYetkili = (status: number): Row => ({ anon: 401, admin: status, adminKisitli: 403, owner: 403, waiter: 403, noSet: 403, foreign: 403 });

// a session the matrix opens must not stay live: the admin role sends venue headers to every venue route after it
const kapat = () => env.DB.prepare('UPDATE destek_oturumu SET bitirme_zamani = ? WHERE bitirme_zamani IS NULL').bind(new Date().toISOString()).run();

export const DESTEK_MATRIX: MatrixRows = {
  'GET /admin/destek': { expect: destekYetkili(200), build: async () => ({ path: '/admin/destek' }) },
  'GET /admin/destek/isletmeler': { expect: destekYetkili(200), build: async () => ({ path: '/admin/destek/isletmeler?q=kahve' }) },
  'POST /admin/destek': {
    expect: destekYetkili(201),
    build: async () => {
      await kapat();
      return {
        path: '/admin/destek',
        body: { isletmeId: w.venue.A, neden: 'Matris destek oturumu', sahipOnayi: false },
        after: async (allowed) => {
          expect(await scalar('SELECT count(*) FROM destek_oturumu WHERE bitirme_zamani IS NULL')).toBe(allowed ? 1 : 0);
          await kapat();
        },
      };
    },
  },
  'POST /admin/destek/bitir': { expect: destekYetkili(200), build: async () => ({ path: '/admin/destek/bitir' }) },
  // the venue owner's audit log of support sessions: the users screen's key
  'GET /isletme/ayarlar/destek': { expect: sahip(200), build: async () => ({ path: '/isletme/ayarlar/destek' }) },
};
