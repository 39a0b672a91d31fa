// @ts-check
import { defineConfig } from 'astro/config';
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import { cssSikistir } from './widgets/css-sikistir.mjs';
import { panelServisCalisani } from './scripts/panel-sw.mjs';

/**
 * The panels are written against React's API and rendered in the browser by preact/compat (about 10 KB gzip instead
 * of react-dom's 65 KB), so a panel's first route stays within its JS budget. Only the client build is redirected; the
 * Worker never renders a panel (they are client:only), and typecheck still uses React's types.
 */
const REACT_YERINE_PREACT = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

/** @type {import('vite').Plugin} */
const panelPreact = {
  name: 'panel-preact',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId(id, importer, options) {
    const hedef = REACT_YERINE_PREACT[/** @type {keyof typeof REACT_YERINE_PREACT} */ (id)];
    return hedef ? this.resolve(hedef, importer, { ...options, skipSelf: true }) : undefined;
  },
};

export default defineConfig({
  output: 'server',
  adapter: cloudflare({ imageService: 'compile' }),
  integrations: [react(), panelServisCalisani()],
  session: false,
  // hashes of every script and style Astro emits go into each page's CSP header (merged in worker/http/security-headers.ts)
  security: { csp: true },
  // no Markdown here; Shiki's inline styles would need 'unsafe-inline'
  markdown: { syntaxHighlight: false },
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4321) },
  build: { inlineStylesheets: 'auto' },
  vite: { build: { assetsInlineLimit: 2048 }, plugins: [panelPreact, cssSikistir] },
});
