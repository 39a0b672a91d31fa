/**
 * 24-hour 'HH:MM' times as people type them: '14:30', '14.30', '1430', '930', '9' (→ '09:00'). The product shows every
 * time of day in 24 hours in all its languages (its English is en-GB style), whatever the browser's locale.
 */
export function saatOku(metin: string): string | null {
  const m = /^(\d{1,2})(?:[:.,\s]?(\d{2})|[:.,\s](\d))?$/.exec(metin.trim());
  if (!m) {
    // '930' → 09:30
    const kisa = /^(\d)(\d{2})$/.exec(metin.trim());
    return kisa ? saatOku(`${kisa[1]}:${kisa[2]}`) : null;
  }
  const saat = Number(m[1]);
  const dakika = Number(m[2] ?? m[3] ?? 0);
  if (saat > 23 || dakika > 59) return null;
  return `${String(saat).padStart(2, '0')}:${String(dakika).padStart(2, '0')}`;
}

/** The time `adim` minutes later (or earlier), around midnight; from an empty or unreadable text, from 09:00. */
export function saatKaydir(metin: string, adim: number): string {
  const saat = saatOku(metin) ?? '09:00';
  const dakika = (((Number(saat.slice(0, 2)) * 60 + Number(saat.slice(3)) + adim) % 1440) + 1440) % 1440;
  return `${String(Math.floor(dakika / 60)).padStart(2, '0')}:${String(dakika % 60).padStart(2, '0')}`;
}
