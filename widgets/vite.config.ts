import { defineConfig, type Plugin } from 'vite';
import { DE, EN, RU } from './booking/diller.ts';
import { cssSikistir } from './css-sikistir.mjs';

/**
 * Drop-in widgets: one self-contained IIFE per widget in public/widgets/{name}.js, Preact instead of React.
 * IIFE builds cannot share chunks, so `npm run build:widgets` runs vite once per widget: WIDGET=menu, WIDGET=booking...
 */
const WIDGETS: Record<string, { entry: string; name: string }> = {
  menu: { entry: 'menu/index.tsx', name: 'IsletmeMenuWidget' },
  booking: { entry: 'booking/index.tsx', name: 'IsletmeRandevuWidget' },
  // the QR menu's ordering island (our own pages only)
  siparis: { entry: 'siparis/index.tsx', name: 'IsletmeSiparis' },
};

const widget = process.env.WIDGET ?? 'menu';
const ayar = WIDGETS[widget];
if (!ayar) throw new Error(`Unknown widget "${widget}" (known: ${Object.keys(WIDGETS).join(', ')})`);

/** The booking widget's en/de/ru words as booking-{lang}.js next to booking.js (kept out of the 15 KB bundle). */
const bookingDilleri: Plugin = {
  name: 'booking-dilleri',
  generateBundle() {
    for (const [lang, metin] of Object.entries({ en: EN, de: DE, ru: RU })) {
      // a script, not JSON: static files carry no CORS header, and the widget runs on other origins
      this.emitFile({ type: 'asset', fileName: `booking-${lang}.js`, source: `(self.IsletmeRandevuMetin=self.IsletmeRandevuMetin||{}).${lang}=${JSON.stringify(metin)};` });
    }
  },
};

export default defineConfig({
  plugins: widget === 'booking' ? [cssSikistir, bookingDilleri] : [cssSikistir],
  root: 'widgets',
  publicDir: false,
  // the tsconfig.json `paths` aliases (@lib/*, @worker/*, ...)
  resolve: { tsconfigPaths: true },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: '../public/widgets',
    // several widgets share the folder: each build replaces only its own file
    emptyOutDir: false,
    // the booking widget needs <dialog> (Safari 15.4+) anyway: es2020 keeps ?. and ?? short
    target: widget === 'menu' ? 'es2019' : 'es2020',
    // terser, two passes: the booking widget sits at its gzip budget (README) and terser packs it 70 B tighter
    minify: widget === 'booking' ? 'terser' : true,
    terserOptions: { ecma: 2020, compress: { passes: 2 }, format: { comments: false } },
    sourcemap: false,
    reportCompressedSize: true,
    lib: {
      entry: ayar.entry,
      name: ayar.name,
      formats: ['iife'],
      fileName: () => `${widget}.js`,
    },
  },
});
