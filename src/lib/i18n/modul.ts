import type { Lang } from './languages';

/**
 * Texts that load with their module's screens. A module's texts live in `src/lib/i18n/<word>/`: Turkish in TS
 * (`index.ts` spreads them and calls `modulMetinleri('<word>', …)`), the overlays in `<word>/{en,de,ru}.json`, and
 * every key starts with `<word>.`. A screen imports `@lib/i18n/<word>` (that registers the Turkish); the panel's
 * language store then fetches `<word>/<lang>.json` when the language is not Turkish (src/stores/language.ts), and a
 * routed screen waits for it before it renders (src/panel/shell/lazy-screen.ts). The shell's own texts are
 * src/lib/i18n/tr.ts with public/i18n/{lang}.json (the SPEC's overlay call).
 *
 * Adding a module (e.g. `word`): its Turkish in `src/lib/i18n/word/` with `index.ts` ending in
 * `modulMetinleri('word', TR_WORD)`, its en/de/ru in `word/{en,de,ru}.json` (scripts/i18n-ekle.mjs puts new keys where
 * their prefix says), TR_WORD in MODUL_TR of ./tum.ts (the Worker, the tests and the MessageKey type), and
 * `import '@lib/i18n/word'` in every screen, shared component or schema that shows its texts. The overlay files are found by their path, nothing else to list.
 *
 * A module whose texts grow past what a screen should fetch keeps the texts only a few of its screens show as parts:
 * `src/lib/i18n/<word>/<part>/` with `index.ts` ending in `modulMetinleri('<word>/<part>', …)`, keys starting with
 * `<word>.<part>.`, its own `{en,de,ru}.json`, and listed in PARCA_TR of ./tum.ts; those screens import
 * `@lib/i18n/<word>/<part>` beside `@lib/i18n/<word>`.
 */
export type OverlayDili = Exclude<Lang, 'tr'>;
export type Metinler = Readonly<Record<string, string>>;

const TR_EK: Record<string, string> = {};
const KAYITLI: string[] = [];
const dinleyiciler = new Set<(modul: string) => void>();
// one lazily imported file per module and language (a hashed asset the browser caches); the Worker imports them
// all at once instead (./tum.ts)
const OVERLAYLAR: Record<string, () => Promise<Metinler>> = import.meta.env.SSR ? {} : import.meta.glob<Metinler>(['./*/{en,de,ru}.json', './*/*/{en,de,ru}.json'], { import: 'default' });

/** Registers a module's Turkish texts; the first time, tells the language store (which fetches its overlay). */
export function modulMetinleri(modul: string, metinler: Metinler): void {
  Object.assign(TR_EK, metinler);
  if (KAYITLI.includes(modul)) return;
  KAYITLI.push(modul);
  for (const dinle of dinleyiciler) dinle(modul);
}

/** The Turkish text of a registered module's key (undefined when no screen of its module has loaded). */
export function ekMetin(key: string): string | undefined {
  return TR_EK[key];
}

/** The words of the modules whose texts are registered so far. */
export function kayitliModuller(): readonly string[] {
  return KAYITLI;
}

/** Calls `dinle` with every module registered from now on; returns the unsubscribe. */
export function modulKaydinda(dinle: (modul: string) => void): () => void {
  dinleyiciler.add(dinle);
  return () => dinleyiciler.delete(dinle);
}

/** A module's overlay in one language (empty when the module has none). */
export async function modulOverlayi(modul: string, lang: OverlayDili): Promise<Metinler> {
  const yukle = OVERLAYLAR[`./${modul}/${lang}.json`];
  return yukle ? yukle() : {};
}
