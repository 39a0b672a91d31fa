/**
 * The Idempotency-Key of the panel's venue writes (worker/http/idempotency.ts): a fresh key per submit, and the same
 * key again when the same submit (same venue, path and body) is repeated before any answer came — a lost answer, a
 * timeout, or the server still busy with the first one. Once an answer arrives the key is done, so the next save of
 * the same form is a new row, as the user means it.
 */

const bekleyen = new Map<string, string>();
/** Unanswered submits kept (oldest dropped first); a page holds a handful at most. */
const EN_COK = 100;

/** 128 random bits as hex (crypto.randomUUID needs a secure context; a panel opened over plain LAN http has none). */
function yeniAnahtar(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key of a submit, identified by `imza` (venue, path and body): the unanswered one's if any, else a new one. */
export function istekAnahtari(imza: string): string {
  const mevcut = bekleyen.get(imza);
  if (mevcut) return mevcut;
  const anahtar = yeniAnahtar();
  if (bekleyen.size >= EN_COK) bekleyen.delete(bekleyen.keys().next().value!);
  bekleyen.set(imza, anahtar);
  return anahtar;
}

/**
 * What came back: an answer ends the key (success or refusal); no answer (status 0) or "the first is still running"
 * keeps it for the retry.
 */
export function istekSonucu(imza: string, status: number, errorCode?: string): void {
  if (status === 0 || errorCode === 'IDEMPOTENCY_IN_PROGRESS') return;
  bekleyen.delete(imza);
}

/** Venue writes that carry a key: every POST under /isletme/ but the cafe's operations, which carry their own id. */
export function anahtarliMi(method: string, path: string): boolean {
  return method === 'post' && path.startsWith('/isletme/') && !path.startsWith('/isletme/cafe/islem');
}
