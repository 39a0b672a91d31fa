import { defineConfig } from 'vitest/config';

// Pure code shared by browser, worker and widgets (src/lib), tested in Node.
export default defineConfig({
  // the tsconfig.json `paths` aliases (@lib/*, @api/*, @stores/*, @panel/*, @worker/*)
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
  },
});
