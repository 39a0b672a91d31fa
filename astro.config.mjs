// @ts-check
import { defineConfig } from 'astro/config';
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';

export default defineConfig({
  output: 'server',
  adapter: cloudflare({ imageService: 'compile' }),
  integrations: [react()],
  session: false,
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4321) },
  build: { inlineStylesheets: 'auto' },
  vite: { build: { assetsInlineLimit: 2048 } },
});
