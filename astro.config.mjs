// @ts-check
import { defineConfig } from 'astro/config';
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';

export default defineConfig({
  output: 'server',
  adapter: cloudflare({ imageService: 'compile' }),
  integrations: [react()],
  session: false,
  // hashes of every script and style Astro emits go into each page's CSP header (merged in worker/http/security-headers.ts)
  security: { csp: true },
  // no Markdown here; Shiki's inline styles would need 'unsafe-inline'
  markdown: { syntaxHighlight: false },
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4321) },
  build: { inlineStylesheets: 'auto' },
  vite: { build: { assetsInlineLimit: 2048 } },
});
