import { describe, expect, it } from 'vitest';
import { anahtarliMi, istekAnahtari, istekSonucu } from '@lib/istek-anahtari';

/** The panel's Idempotency-Key per submit: kept across a retry that got no answer, fresh once an answer came. */

describe('istekAnahtari', () => {
  it('the same unanswered submit keeps its key; an answer ends it; another submit gets its own', () => {
    const imza = '7 /isletme/cafe/kasa {"tutarKurus":1250}';
    const ilk = istekAnahtari(imza);
    expect(ilk).toMatch(/^[0-9a-f]{32}$/);
    // no answer (network, timeout): the user's retry sends the same key
    istekSonucu(imza, 0, 'NETWORK');
    expect(istekAnahtari(imza)).toBe(ilk);
    // the server was still busy with the first: keep it too
    istekSonucu(imza, 409, 'IDEMPOTENCY_IN_PROGRESS');
    expect(istekAnahtari(imza)).toBe(ilk);
    expect(istekAnahtari('7 /isletme/cafe/kasa {"tutarKurus":9900}')).not.toBe(ilk);
    expect(istekAnahtari('8 /isletme/cafe/kasa {"tutarKurus":1250}')).not.toBe(ilk);
    // answered (saved or refused): the next save of the same form is a new row
    istekSonucu(imza, 201);
    const sonraki = istekAnahtari(imza);
    expect(sonraki).not.toBe(ilk);
    istekSonucu(imza, 400, 'VALIDATION');
    expect(istekAnahtari(imza)).not.toBe(sonraki);
  });

  it('venue POSTs carry a key; reads, edits, deletes, the login and the cafe operations (own id) do not', () => {
    expect(anahtarliMi('post', '/isletme/randevu/kasa')).toBe(true);
    expect(anahtarliMi('post', '/isletme/envanter/hareketler')).toBe(true);
    expect(anahtarliMi('post', '/isletme/cafe/islem')).toBe(false);
    expect(anahtarliMi('put', '/isletme/randevu/kasa/3')).toBe(false);
    expect(anahtarliMi('get', '/isletme/randevu/kasa')).toBe(false);
    expect(anahtarliMi('post', '/auth/login')).toBe(false);
  });
});
