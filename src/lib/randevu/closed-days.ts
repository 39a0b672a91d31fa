import { katla } from '../search';

/** SPEC §5: closed weekdays (Sunday = 0) from the channel theme's working-hours entries. */

// keys folded by katla, so 'Salı', 'SALI', 'sali' and 'CUMARTESİ' all read
const GUNLER: Record<string, number> = { pazar: 0, pazartesi: 1, sali: 2, carsamba: 3, persembe: 4, cuma: 5, cumartesi: 6 };

function gunNo(metin: string): number | null {
  return GUNLER[katla(metin).replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')] ?? null;
}

/** Whether a working-hours time text says closed: 'Kapalı', 'KAPALI', 'kapali', ' Kapalı ' alike. */
export const kapaliMi = (time: string) => katla(time).includes('kapali');

export function kapaliGunler(hours: { days: string; time: string }[]): number[] {
  const kapali = new Set<number>();
  for (const satir of Array.isArray(hours) ? hours : []) {
    if (typeof satir?.days !== 'string' || typeof satir.time !== 'string') continue;
    if (!kapaliMi(satir.time)) continue;
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
