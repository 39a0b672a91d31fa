import { describe, expect, it } from 'vitest';
import { acilisEkrani } from '@lib/acilis-ekrani';
import { allPermissionKeys, ISLETME_MENU } from '@lib/permissions';

const T = 'isletme:qrmenu:cafe-yonetim:masa-takip';

describe('the screen a venue member lands on after login', () => {
  it('a set that opens only table tracking (the waiter) lands on masa-takip, whatever actions it holds', () => {
    expect(acilisEkrani(ISLETME_MENU, new Set([T, `${T}:ekle`, `${T}:guncelle`]))).toBe('/isletme/qrmenu/cafe-yonetim/masa-takip');
    expect(acilisEkrani(ISLETME_MENU, new Set([T]))).toBe('/isletme/qrmenu/cafe-yonetim/masa-takip');
  });
  it('a set of two or more screens (the cashier, the owner) and an empty set stay on the dashboard', () => {
    expect(acilisEkrani(ISLETME_MENU, new Set([T, `${T}:tahsilat`, 'isletme:qrmenu:cafe-yonetim:xraporu']))).toBeNull();
    expect(acilisEkrani(ISLETME_MENU, new Set(allPermissionKeys(ISLETME_MENU)))).toBeNull();
    expect(acilisEkrani(ISLETME_MENU, new Set())).toBeNull();
  });
});
