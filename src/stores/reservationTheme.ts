import { atom } from 'nanostores';
import { parseAyarJson } from '../lib/randevu/closed-days';

/** SPEC §3 Reservation theme: config (parsed ayarJson), closedWeekdays (Sunday = 0), loading, error. */
export interface ReservationThemeState {
  config: Record<string, unknown>;
  closedWeekdays: number[];
  loading: boolean;
  error: string | null;
}

/** SPEC §8 text, used verbatim. */
export const TEMA_AYARLARI_HATA = 'Tema ayarları yüklenemedi';

const BOS: ReservationThemeState = { config: {}, closedWeekdays: [], loading: false, error: null };

export const $reservationTheme = atom<ReservationThemeState>(BOS);

/** SPEC §8: unsuccessful (or unreadable) answer → errorDetail, else 'Tema ayarları yüklenemedi'; success → config + closed days. */
export function reservationThemeFromAnswer(answer: unknown): ReservationThemeState {
  const body = answer && typeof answer === 'object' ? (answer as { success?: unknown; errorDetail?: unknown; data?: unknown }) : null;
  if (body?.success !== true) {
    const detail = typeof body?.errorDetail === 'string' && body.errorDetail.trim() !== '' ? body.errorDetail : TEMA_AYARLARI_HATA;
    return { ...BOS, error: detail };
  }
  const data = body.data && typeof body.data === 'object' ? (body.data as { ayarJson?: unknown }) : null;
  const ayarJson = typeof data?.ayarJson === 'string' ? data.ayarJson : null;
  return { ...BOS, ...parseAyarJson(ayarJson) };
}

let latest = 0;

/** SPEC §4: loading, then loaded or error. `base` is the API origin for the widget on another site. */
export async function loadReservationTheme(isletmeId: string, base = ''): Promise<ReservationThemeState> {
  const call = ++latest;
  $reservationTheme.set({ ...$reservationTheme.get(), loading: true, error: null });
  let next: ReservationThemeState;
  try {
    const response = await fetch(`${base}/api/Rezervasyon/onlinekanalgetforclient`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'omit',
      body: JSON.stringify({ IsletmeId: isletmeId }),
    });
    // an error status still carries the envelope; a body that is not JSON counts as unsuccessful
    next = reservationThemeFromAnswer(await response.json().catch(() => null));
  } catch {
    next = reservationThemeFromAnswer(null);
  }
  // a slower, older call never overwrites a newer one
  if (call === latest) $reservationTheme.set(next);
  return next;
}
