import { describe, expect, it } from 'vitest';
import {
  eskiOnbellekMi, istekTuru, kodOnbellegi, kullaniciKimligi, onbellekKullanicisi, saklanirMi, veriAnahtari,
  veriOnbellegi, veriOnbellegiMi,
} from '@lib/cafe/cevrimdisi';

/** What the panel's service worker may keep, and under which names (src/lib/cafe/cevrimdisi.ts). */

const O = 'https://panel.example';
const tur = (yol: string, method = 'GET', mode = 'cors', accept: string | null = 'application/json') => istekTuru({ method, url: `${O}${yol}`, mode, accept }, O);
const CAFE = '/isletme/qrmenu/cafe-yonetim';

describe('which requests the worker handles', () => {
  it('keeps the shell of the three cafe screens only, when a page is asked for', () => {
    expect(tur(`${CAFE}/masa-takip`, 'GET', 'navigate', 'text/html')).toBe('kabuk');
    expect(tur(`${CAFE}/masa-takip/12`, 'GET', 'navigate', 'text/html')).toBe('kabuk');
    expect(tur(`${CAFE}/istasyon`, 'GET', 'navigate', 'text/html')).toBe('kabuk');
    // the page's own re-read after the worker took over
    expect(tur(`${CAFE}/masa-takip`, 'GET', 'cors', 'text/html')).toBe('kabuk');
    for (const yol of [`${CAFE}/masa-takip/loglar/masatransfer`, `${CAFE}/adisyonraporu`, `${CAFE}/gunsonu`, '/isletme/dashboard', '/isletme/qrmenu/urunler', '/login']) {
      expect(tur(yol, 'GET', 'navigate', 'text/html'), yol).toBeNull();
    }
  });

  it('never touches guest QR pages, booking pages, the widgets or the public API', () => {
    for (const yol of ['/qr/kahve-duragi/abc/menu', '/KahveDuragi/xyz/randevu/yeni', '/widgets/booking.js', '/api/public/isletme', '/api/QrMenu/menu', '/api/randevu/musait']) {
      expect(tur(yol, 'GET', 'navigate', 'text/html'), yol).toBeNull();
      expect(tur(yol), yol).toBeNull();
    }
  });

  it('keeps the cafe reads of those screens and no other module’s data', () => {
    for (const yol of ['/api/auth/me', '/api/isletme/cafe/takip', '/api/isletme/cafe/katalog', '/api/isletme/cafe/masa/7', '/api/isletme/cafe/istasyon', '/api/isletme/cafe/istasyon/3']) {
      expect(tur(yol), yol).toBe('veri');
    }
    for (const yol of ['/api/isletme/cafe/musteri-ara', '/api/isletme/cafe/adisyon/5', '/api/isletme/cafe/xrapor', '/api/isletme/cafe/gun', '/api/isletme/cafe/canli',
      '/api/isletme/parametre/pos/fis', '/api/isletme/qrmenu/urunler', '/api/isletme/musteri/liste', '/api/admin/isletmeler', '/api/isletme/cafe/masa/7/../../x']) {
      expect(tur(yol), yol).toBeNull();
    }
  });

  it('never keeps a write, and never another origin', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(tur('/api/isletme/cafe/takip', method)).toBeNull();
    expect(tur('/api/isletme/cafe/islem', 'POST')).toBeNull();
    expect(istekTuru({ method: 'GET', url: 'https://baska.example/api/isletme/cafe/takip' }, O)).toBeNull();
    expect(istekTuru({ method: 'GET', url: 'https://baska.example/_astro/a.js' }, O)).toBeNull();
  });

  it('takes the build’s code and the language files', () => {
    expect(tur('/_astro/IsletmeApp.Ab12.js')).toBe('kod');
    expect(tur('/_astro/PanelPage.x.css')).toBe('kod');
    expect(tur('/i18n/en.json')).toBe('metin');
    expect(tur('/i18n/../secret.json')).toBeNull();
  });
});

describe('cache keys and names', () => {
  it('one venue’s or language’s answer never answers for another', () => {
    const a = veriAnahtari(`${O}/api/isletme/cafe/takip`, '1', 'tr');
    expect(a).not.toBe(veriAnahtari(`${O}/api/isletme/cafe/takip`, '2', 'tr'));
    expect(a).not.toBe(veriAnahtari(`${O}/api/isletme/cafe/takip`, '1', 'en'));
    expect(a).toBe(veriAnahtari(`${O}/api/isletme/cafe/takip#x`, '1', 'tr'));
    expect(veriAnahtari(`${O}/api/auth/me`, null, null)).toBe(`${O}/api/auth/me?sw-isletme=&sw-dil=`);
  });

  it('data is kept per build and per user; code per build', () => {
    expect(veriOnbellegi('b1', 'u1')).not.toBe(veriOnbellegi('b1', 'u2'));
    expect(onbellekKullanicisi(veriOnbellegi('b1', 'u1'), 'b1')).toBe('u1');
    expect(onbellekKullanicisi(veriOnbellegi('b0', 'u1'), 'b1')).toBeNull();
    expect(onbellekKullanicisi(kodOnbellegi('b1'), 'b1')).toBeNull();
    expect(veriOnbellegiMi(veriOnbellegi('b1', 'u1'))).toBe(true);
    expect(veriOnbellegiMi(kodOnbellegi('b1'))).toBe(false);
  });

  it('a deploy drops the old build’s caches and nothing that is not ours', () => {
    expect(eskiOnbellekMi(kodOnbellegi('b0'), 'b1')).toBe(true);
    expect(eskiOnbellekMi(veriOnbellegi('b0', 'u1'), 'b1')).toBe(true);
    expect(eskiOnbellekMi(kodOnbellegi('b1'), 'b1')).toBe(false);
    expect(eskiOnbellekMi(veriOnbellegi('b1', 'u1'), 'b1')).toBe(false);
    expect(eskiOnbellekMi('baska-bir-sey', 'b1')).toBe(false);
  });

  it('names a user by type and e-mail (Turkish case), and no one without both', () => {
    expect(kullaniciKimligi({ kullaniciTipi: 2, userInfo: { email: ' Garson@Demo.test ' } })).toBe('2:garson@demo.test');
    expect(kullaniciKimligi({ kullaniciTipi: 2, userInfo: { email: 'garson@demo.test' } })).not.toBe(kullaniciKimligi({ kullaniciTipi: 2, userInfo: { email: 'isletme@demo.test' } }));
    expect(kullaniciKimligi({ kullaniciTipi: null, userInfo: { email: 'a@b.c' } })).toBeNull();
    expect(kullaniciKimligi({ kullaniciTipi: 2, userInfo: null })).toBeNull();
    expect(kullaniciKimligi(null)).toBeNull();
  });

  it('keeps only whole same-origin 200 answers', () => {
    expect(saklanirMi({ ok: true, status: 200, type: 'basic', redirected: false })).toBe(true);
    expect(saklanirMi({ ok: false, status: 0, type: 'opaqueredirect', redirected: false })).toBe(false);
    expect(saklanirMi({ ok: true, status: 200, type: 'basic', redirected: true })).toBe(false);
    expect(saklanirMi({ ok: false, status: 401, type: 'basic', redirected: false })).toBe(false);
    expect(saklanirMi({ ok: true, status: 206, type: 'basic', redirected: false })).toBe(false);
  });
});
