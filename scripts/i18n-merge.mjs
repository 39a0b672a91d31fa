// Merges the appointment-panel overlay fragments (src/lib/i18n/randevu/*.overlay.json, {en,de,ru}) into
// public/i18n/{en,de,ru}.json. Idempotent: the fragments are the source while several people add texts at once.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

const dir = 'src/lib/i18n/randevu';
const fragments = readdirSync(dir).filter((f) => f.endsWith('.overlay.json')).sort();
for (const lang of ['en', 'de', 'ru']) {
  const file = `public/i18n/${lang}.json`;
  const overlay = JSON.parse(readFileSync(file, 'utf8'));
  for (const fragment of fragments) Object.assign(overlay, JSON.parse(readFileSync(`${dir}/${fragment}`, 'utf8'))[lang] ?? {});
  writeFileSync(file, `${JSON.stringify(overlay, null, 2)}\n`);
}
console.log(`merged ${fragments.length} fragments`);
