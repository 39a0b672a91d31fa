/** SPEC §5: closed weekdays (Sunday = 0) from the channel theme's working-hours entries. */

const GUNLER: Record<string, number> = {
  pazar: 0,
  pazartesi: 1,
  salı: 2,
  sali: 2,
  çarşamba: 3,
  carsamba: 3,
  perşembe: 4,
  persembe: 4,
  cuma: 5,
  cumartesi: 6,
};

function gunNo(metin: string): number | null {
  const temiz = metin.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  // Turkish lower-casing first (SALI → salı, CUMARTESİ → cumartesi); plain lower-casing also accepts ASCII-typed 'CUMARTESI'
  return GUNLER[temiz.toLocaleLowerCase('tr')] ?? GUNLER[temiz.toLowerCase()] ?? null;
}

export function kapaliGunler(hours: { days: string; time: string }[]): number[] {
  const kapali = new Set<number>();
  for (const satir of Array.isArray(hours) ? hours : []) {
    if (typeof satir?.days !== 'string' || typeof satir.time !== 'string') continue;
    if (!satir.time.toLocaleLowerCase('tr').includes('kapalı')) continue;
    const parcalar = satir.days.split(/[-–—]/).map(gunNo);
    if (parcalar.some((g) => g === null)) continue;
    const [ilk, son] = parcalar as number[];
    if (parcalar.length === 1) kapali.add(ilk!);
    else if (parcalar.length === 2) {
      // inclusive range, wrapping past Sunday (Cumartesi - Pazartesi → 6, 0, 1)
      for (let g = ilk!; ; g = (g + 1) % 7) {
        kapali.add(g);
        if (g === son) break;
      }
    }
  }
  return [...kapali].sort((a, b) => a - b);
}

function nesne(deger: unknown): Record<string, unknown> | null {
  return deger && typeof deger === 'object' && !Array.isArray(deger) ? (deger as Record<string, unknown>) : null;
}

/** The channel theme JSON; anything unreadable gives an empty config and no closed days. */
export function parseAyarJson(ayarJson: string | null | undefined): { config: Record<string, unknown>; closedWeekdays: number[] } {
  let config: Record<string, unknown> = {};
  try {
    config = nesne(JSON.parse(ayarJson ?? '')) ?? {};
  } catch {
    config = {};
  }
  const hours = nesne(nesne(config.infoCards)?.workingHours)?.hours;
  const satirlar = Array.isArray(hours) ? hours.filter((h): h is { days: string; time: string } => typeof nesne(h)?.days === 'string' && typeof nesne(h)?.time === 'string') : [];
  return { config, closedWeekdays: kapaliGunler(satirlar) };
}
