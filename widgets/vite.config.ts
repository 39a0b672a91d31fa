import { defineConfig } from 'vite';

/**
 * Drop-in widgets: one self-contained IIFE per widget in public/widgets/{name}.js, Preact instead of React.
 * IIFE builds cannot share chunks, so `npm run build:widgets` runs vite once per widget: WIDGET=menu, WIDGET=booking...
 */
const WIDGETS: Record<string, { entry: string; name: string }> = {
  menu: { entry: 'menu/index.tsx', name: 'IsletmeMenuWidget' },
};

const widget = process.env.WIDGET ?? 'menu';
const ayar = WIDGETS[widget];
if (!ayar) throw new Error(`Unknown widget "${widget}" (known: ${Object.keys(WIDGETS).join(', ')})`);

export default defineConfig({
  root: 'widgets',
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: '../public/widgets',
    // several widgets share the folder: each build replaces only its own file
    emptyOutDir: false,
    target: 'es2019',
    minify: true,
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
