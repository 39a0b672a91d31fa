/**
 * Turkish texts that load with their screens instead of the panel shell (CRM, the admin area, second-hand trading):
 * every module in TR rides in the shell bundle of every panel route, and the cafe routes are at their JS budget.
 * A module's text file registers itself when a screen (or the Worker, src/lib/i18n/tum.ts) imports it.
 */
const EK: Record<string, string> = {};

export function metinleriEkle(metinler: Readonly<Record<string, string>>): void {
  Object.assign(EK, metinler);
}

export function ekMetin(key: string): string | undefined {
  return EK[key];
}
