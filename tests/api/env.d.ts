import type { D1Migration } from '@cloudflare/vitest-plugin';

// Bindings the API tests read; declared here so types don't depend on a local .dev.vars existing.
declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      ESKI_DB: D1Database;
      PASSWORD_PEPPER: string;
      LINK_KEY: string;
    }
  }
}
