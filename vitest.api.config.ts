import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// API tests run inside workerd against a real local D1 (fresh storage per test file).
export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      main: './tests/api/worker.ts',
      miniflare: {
        compatibilityDate: '2026-10-01',
        compatibilityFlags: ['nodejs_compat'],
        // ESKI_DB stays unmigrated: the migration test walks it from the previous schema to today's
        d1Databases: ['DB', 'ESKI_DB'],
        r2Buckets: ['IMAGES_BUCKET'],
        durableObjects: { CAFE_CANLI: { className: 'CafeCanli', useSQLite: true } },
        bindings: {
          SLUG_MASK_SEED: 'test-slug-seed',
          PASSWORD_PEPPER: 'test-pepper',
          LINK_KEY: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8',
          TEST_MIGRATIONS: await readD1Migrations('./worker/migrations'),
        },
      },
    }),
  ],
  // the tsconfig.json `paths` aliases (@lib/*, @worker/*, ...), also inside workerd
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/api/**/*.test.ts'],
    setupFiles: ['./tests/api/setup.ts'],
  },
}));
