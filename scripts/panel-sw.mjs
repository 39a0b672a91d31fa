// Builds the panel's service worker (src/panel/cevrimdisi/sw.ts) into the client output as /panel-sw.js once Astro has
// written its files: the worker's cache names carry a hash of this build's /_astro file names, so a deploy brings a new
// worker (its bytes differ) whose caches replace the old ones.
import { createHash } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const GIRIS = 'src/panel/cevrimdisi/sw.ts';
const CIKTI = 'panel-sw.js';

/** @returns {import('astro').AstroIntegration} */
export function panelServisCalisani() {
  return {
    name: 'panel-servis-calisani',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const istemci = fileURLToPath(dir);
        const dosyalar = readdirSync(join(istemci, '_astro')).sort();
        const surum = createHash('sha256').update(dosyalar.join('\n')).digest('hex').slice(0, 12);
        const sonuc = await build({
          configFile: false,
          logLevel: 'warn',
          publicDir: false,
          resolve: { tsconfigPaths: true },
          define: { __SW_SURUM__: JSON.stringify(surum) },
          build: {
            write: false,
            minify: true,
            target: 'es2022',
            lib: { entry: GIRIS, formats: ['iife'], name: 'panelServisCalisani', fileName: () => CIKTI },
          },
        });
        const cikti = (Array.isArray(sonuc) ? sonuc[0] : sonuc).output[0];
        writeFileSync(join(istemci, CIKTI), cikti.code);
        logger.info(`${CIKTI} (build ${surum}, ${cikti.code.length} bytes)`);
      },
    },
  };
}
