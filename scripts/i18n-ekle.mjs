// Adds translations to the en/de/ru overlays in one quick write each (several people may be adding at once):
// node scripts/i18n-ekle.mjs file.json   where file.json is { "en": {key: text}, "de": {...}, "ru": {...} }
// A key goes where its prefix says: a module part's `<word>.<part>.` → src/lib/i18n/<word>/<part>/<lang>.json, a
// module's word → src/lib/i18n/<word>/<lang>.json, anything else → the shell's public/i18n/<lang>.json
// (src/lib/i18n/modul.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const yeni = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const lang of ['en', 'de', 'ru']) {
  const dosyalar = new Map();
  for (const [key, text] of Object.entries(yeni[lang] ?? {})) {
    const [word, part] = key.split('.');
    const parca = new URL(`../src/lib/i18n/${word}/${part}/${lang}.json`, import.meta.url);
    const modul = new URL(`../src/lib/i18n/${word}/${lang}.json`, import.meta.url);
    const yol = [parca, modul].find((u) => existsSync(u)) ?? new URL(`../public/i18n/${lang}.json`, import.meta.url);
    if (!dosyalar.has(yol.href)) dosyalar.set(yol.href, { yol, metinler: {} });
    dosyalar.get(yol.href).metinler[key] = text;
  }
  for (const { yol, metinler } of dosyalar.values()) {
    const mevcut = JSON.parse(readFileSync(yol, 'utf8'));
    writeFileSync(yol, `${JSON.stringify({ ...mevcut, ...metinler }, null, 2)}\n`);
  }
}
