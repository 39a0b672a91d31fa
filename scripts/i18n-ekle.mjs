// Adds translations to the en/de/ru overlays in one quick write each (several people may be adding at once):
// node scripts/i18n-ekle.mjs file.json   where file.json is { "en": {key: text}, "de": {...}, "ru": {...} }
import { readFileSync, writeFileSync } from 'node:fs';

const yeni = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const lang of ['en', 'de', 'ru']) {
  const yol = new URL(`../public/i18n/${lang}.json`, import.meta.url);
  const mevcut = JSON.parse(readFileSync(yol, 'utf8'));
  writeFileSync(yol, `${JSON.stringify({ ...mevcut, ...(yeni[lang] ?? {}) }, null, 2)}\n`);
}
