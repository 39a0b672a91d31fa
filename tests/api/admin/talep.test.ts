import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { talepBelirteci } from '@worker/crypto/talep-belirteci';
import { TALEP_MAX } from '@worker/db/admin/talep/kayit';
import { BASE, buildWorld, call, json, login, nextIp, scalar, type World } from '../fixtures';

// The public demo form (POST /api/public/talep) and the sales desk's lead API (/api/admin/talepler).

let w: World;
let admin: string;
beforeAll(async () => {
  w = await buildWorld();
  admin = await login(w.user.admin.email);
});

const XSS = `<script>alert(1)</script><img src=x onerror="alert(2)">`;
const gecerli = async (ek: Record<string, string> = {}) => ({
  adSoyad: 'Ayşe Demir', isletmeAdi: 'Demir Kafe', telefon: '0532 111 22 33', eposta: 'ayse@ornek.com.tr', sehir: 'İzmir',
  mesaj: 'Masa takibi için demo istiyoruz.', kvkk: 'on', web: '', donus: '/contact', dil: 'tr',
  belirtec: await talepBelirteci(env.LINK_KEY, Date.now() - 10_000), ...ek,
});
const say = () => scalar('SELECT count(*) FROM talep');

/** A plain HTML form post (what the browser sends with JS off); the redirect is not followed. */
function formGonder(alanlar: Record<string, string>, ip = nextIp()): Promise<Response> {
  return SELF.fetch(`${BASE}/api/public/talep`, {
    method: 'POST', redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml', 'cf-connecting-ip': ip, origin: BASE },
    body: new URLSearchParams(alanlar).toString(),
  });
}
const konum = (r: Response) => new URL(r.headers.get('location') ?? '', BASE);

describe('public demo form', () => {
  it('a valid form post stores one lead and goes back to the page with a thank-you', async () => {
    const once = await say();
    const r = await formGonder(await gecerli({ adSoyad: 'Form Gönderen', dil: 'en', donus: '/' }));
    expect(r.status).toBe(303);
    expect(konum(r).pathname).toBe('/');
    expect(konum(r).searchParams.get('talep')).toBe('tamam');
    expect(konum(r).searchParams.get('lang')).toBe('en');
    expect(await say()).toBe((once ?? 0) + 1);
    const row = await env.DB.prepare("SELECT * FROM talep WHERE ad_soyad = 'Form Gönderen'").first<Record<string, unknown>>();
    expect(row).toMatchObject({ isletme_adi: 'Demir Kafe', telefon: '0532 111 22 33', eposta: 'ayse@ornek.com.tr', sehir: 'İzmir', durum: 'yeni', dil: 'en' });
    expect(row!.kvkk_onay_zamani).toMatch(/^\d{4}-/);
  });

  it('a JSON post answers 201 with the id', async () => {
    const r = await call('POST', '/api/public/talep', { body: { ...(await gecerli()), kvkk: true }, ip: nextIp() });
    expect(r.status).toBe(201);
    const id = (await json(r)).data.id;
    expect(await scalar('SELECT count(*) FROM talep WHERE id = ?', id)).toBe(1);
  });

  it.each([
    ['honeypot filled', { web: 'http://spam.example' }, 'spam'],
    ['no token', { belirtec: '' }, 'spam'],
    ['forged token', { belirtec: 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, 'spam'],
    ['kvkk not ticked', { kvkk: '' }, 'eksik'],
    ['bad e-mail', { eposta: 'ayse@' }, 'eksik'],
    ['bad phone', { telefon: '12ab' }, 'eksik'],
    ['name too long', { adSoyad: 'A'.repeat(101) }, 'eksik'],
  ])('%s → refused, no row', async (_ad, ek, kod) => {
    const once = await say();
    const r = await formGonder(await gecerli(ek));
    expect(r.status).toBe(303);
    expect(konum(r).searchParams.get('talep')).toBe(kod);
    expect(await say()).toBe(once);
  });

  it('too fast (token younger than 3 s) and expired (older than 2 h) are refused without a row', async () => {
    const once = await say();
    const hizli = await formGonder(await gecerli({ belirtec: await talepBelirteci(env.LINK_KEY, Date.now()) }));
    expect(konum(hizli).searchParams.get('talep')).toBe('hizli');
    const eski = await formGonder(await gecerli({ belirtec: await talepBelirteci(env.LINK_KEY, Date.now() - 3 * 60 * 60 * 1000) }));
    expect(konum(eski).searchParams.get('talep')).toBe('sure');
    const jsonHizli = await call('POST', '/api/public/talep', { body: { ...(await gecerli()), belirtec: await talepBelirteci(env.LINK_KEY, Date.now()) }, ip: nextIp() });
    expect(jsonHizli.status).toBe(400);
    expect((await json(jsonHizli)).errorCode).toBe('TOO_FAST');
    expect(await say()).toBe(once);
  });

  it(`rate limited: the ${TALEP_MAX + 1}th post of one address within the hour is refused (429)`, async () => {
    const ip = nextIp();
    const once = (await say()) ?? 0;
    for (let i = 0; i < TALEP_MAX; i++) {
      const r = await call('POST', '/api/public/talep', { body: await gecerli(), ip });
      expect(r.status, `post ${i + 1}`).toBe(201);
    }
    const fazla = await call('POST', '/api/public/talep', { body: await gecerli(), ip, lang: 'en' });
    expect(fazla.status).toBe(429);
    expect(fazla.headers.get('retry-after')).toMatch(/^\d+$/);
    const govde = await json(fazla);
    expect(govde.errorCode).toBe('RATE_LIMITED');
    expect(await say()).toBe(once + TALEP_MAX);
    // the form version says so on the page
    expect(konum(await formGonder(await gecerli(), ip)).searchParams.get('talep')).toBe('limit');
    // the address is never stored in clear
    expect(await scalar('SELECT count(*) FROM talep_deneme WHERE anahtar LIKE ?', `%${ip}%`)).toBe(0);
  });

  it('junk never answers 5xx and stores nothing', async () => {
    const once = await say();
    const gonder = (body: BodyInit | undefined, contentType?: string) => SELF.fetch(`${BASE}/api/public/talep`, {
      method: 'POST', redirect: 'manual', body,
      headers: { ...(contentType ? { 'content-type': contentType } : {}), accept: 'text/html', 'cf-connecting-ip': nextIp(), origin: BASE },
    });
    const kotu = new Uint8Array([0x61, 0x64, 0x53, 0x6f, 0x79, 0x61, 0x64, 0x3d, 0xff, 0xfe, 0xc3, 0x28, 0x26, 0x6b, 0x76, 0x6b, 0x6b, 0x3d, 0x6f, 0x6e]);
    const cevaplar = [
      await gonder('{"adSoyad":', 'application/json'),
      await gonder('[1,2,3]', 'application/json'),
      await gonder('null', 'application/json'),
      await gonder('"metin"', 'application/json'),
      await gonder('{"adSoyad":{"$gt":""},"kvkk":[true],"belirtec":42}', 'application/json'),
      await gonder('<talep/>', 'text/xml'),
      await gonder('adSoyad=x', 'text/plain'),
      await gonder(undefined),
      await gonder('', 'application/x-www-form-urlencoded'),
      await gonder('%%%&&&===', 'application/x-www-form-urlencoded'),
      await gonder(kotu, 'application/x-www-form-urlencoded; charset=utf-8'),
      await gonder(kotu, 'application/json'),
      await gonder('--sinir\r\nbozuk', 'multipart/form-data; boundary=sinir'),
      await gonder('adSoyad=a&adSoyad=b&kvkk=on', 'application/x-www-form-urlencoded'),
      await gonder(new URLSearchParams({ ...(await gecerli()), mesaj: 'x'.repeat(400_000) }).toString(), 'application/x-www-form-urlencoded'),
      await gonder('a='.padEnd(600 * 1024, 'b'), 'application/x-www-form-urlencoded'),
    ];
    for (const [i, r] of cevaplar.entries()) expect(r.status, `junk ${i}`).toBeLessThan(500);
    expect(cevaplar.at(-1)!.status).toBe(413);
    expect(await say()).toBe(once);
  });

  it('a form-encoded post that does not ask for HTML gets the envelope', async () => {
    const r = await SELF.fetch(`${BASE}/api/public/talep`, {
      method: 'POST', redirect: 'manual', body: new URLSearchParams(await gecerli({ web: 'bot' })).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': nextIp() },
    });
    expect(r.status).toBe(400);
    expect(await json(r)).toMatchObject({ success: false, errorCode: 'SPAM' });
  });

  it('a repeated field or an unknown return page cannot steer the post', async () => {
    const alanlar = new URLSearchParams(await gecerli({ donus: 'https://evil.example/' }));
    alanlar.append('adSoyad', 'İkinci Ad');
    const r = await SELF.fetch(`${BASE}/api/public/talep`, {
      method: 'POST', redirect: 'manual', body: alanlar.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'cf-connecting-ip': nextIp() },
    });
    expect(konum(r).origin).toBe(BASE);
    expect(konum(r).pathname).toBe('/contact');
    expect(konum(r).searchParams.get('talep')).toBe('eksik');
  });
});

describe('sales desk API', () => {
  let xssId: number;
  beforeAll(async () => {
    const r = await call('POST', '/api/public/talep', { body: { ...(await gecerli()), adSoyad: XSS, isletmeAdi: `Kafe ${XSS}`, mesaj: XSS, sehir: 'Şanlıurfa', kvkk: true }, ip: nextIp() });
    expect(r.status).toBe(201);
    xssId = (await json(r)).data.id;
  });

  it('stores and answers what a guest typed as plain text, byte for byte', async () => {
    expect(await scalar('SELECT ad_soyad FROM talep WHERE id = ?', xssId)).toBe(XSS);
    const detay = await json(await call('GET', `/api/admin/talepler/${xssId}`, { token: admin }));
    expect(detay.data).toMatchObject({ id: xssId, adSoyad: XSS, isletmeAdi: `Kafe ${XSS}`, telefon: '0532 111 22 33', eposta: 'ayse@ornek.com.tr', sehir: 'Şanlıurfa', mesaj: XSS });
  });

  it('lists with counts per status, folds the search (katla) and filters by status', async () => {
    const liste = await json(await call('GET', '/api/admin/talepler?q=SANLIURFA', { token: admin }));
    expect(liste.data.satirlar.map((s: { id: number }) => s.id)).toEqual([xssId]);
    expect(liste.data.sayilar.yeni).toBe(await scalar("SELECT count(*) FROM talep WHERE durum = 'yeni'"));
    const bos = await json(await call('GET', '/api/admin/talepler?durum=kazanildi', { token: admin }));
    expect(bos.data.satirlar).toEqual([]);
  });

  it('a status change and a note are logged with who and when; the funnel counts the furthest stage', async () => {
    for (const durum of ['arandi', 'demo', 'kaybedildi']) {
      const r = await call('PUT', `/api/admin/talepler/${xssId}/durum`, { token: admin, body: { durum } });
      expect(r.status).toBe(200);
    }
    const notR = await call('POST', `/api/admin/talepler/${xssId}/notlar`, { token: admin, body: { metin: 'Fiyat yüksek buldu <b>kalın</b>' } });
    expect(notR.status).toBe(201);
    const detay = (await json(await call('GET', `/api/admin/talepler/${xssId}`, { token: admin }))).data;
    expect(detay.durum).toBe('kaybedildi');
    expect(detay.notlar[0]).toMatchObject({ tur: 'not', metin: 'Fiyat yüksek buldu <b>kalın</b>', yazar: 'Deniz Arslan' });
    expect(detay.notlar.filter((n: { tur: string }) => n.tur === 'durum').map((n: { eskiDurum: string; yeniDurum: string }) => `${n.eskiDurum}>${n.yeniDurum}`))
      .toEqual(['demo>kaybedildi', 'arandi>demo', 'yeni>arandi']);
    const huni = (await json(await call('GET', '/api/admin/talepler', { token: admin }))).data.huni;
    expect(huni.demo).toBeGreaterThanOrEqual(1);
    expect(huni.kazanildi).toBe(0);
  });

  it('bad input → 400/404, nothing changes', async () => {
    const once = await scalar('SELECT count(*) FROM talep_not');
    expect((await call('PUT', `/api/admin/talepler/${xssId}/durum`, { token: admin, body: { durum: 'bitti' } })).status).toBe(400);
    expect((await call('PUT', '/api/admin/talepler/999999/durum', { token: admin, body: { durum: 'arandi' } })).status).toBe(404);
    expect((await call('POST', '/api/admin/talepler/999999/notlar', { token: admin, body: { metin: 'x' } })).status).toBe(404);
    expect((await call('POST', `/api/admin/talepler/${xssId}/notlar`, { token: admin, body: { metin: '   ' } })).status).toBe(400);
    expect((await call('GET', '/api/admin/talepler/abc', { token: admin })).status).toBe(404);
    expect(await scalar('SELECT count(*) FROM talep_not')).toBe(once);
  });

  it('CSV export opens in Turkish Excel and defuses formulas', async () => {
    await call('POST', '/api/public/talep', { body: { ...(await gecerli()), adSoyad: '=HYPERLINK("x")', kvkk: true }, ip: nextIp() });
    const r = await call('GET', '/api/admin/talepler/disa-aktar', { token: admin });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await r.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const metin = new TextDecoder().decode(bytes);
    expect(metin.startsWith('No;Tarih;Ad soyad;İşletme adı;')).toBe(true);
    expect(metin).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('an operator or a restricted admin cannot write', async () => {
    const owner = await login(w.user.owner.email);
    expect((await call('GET', '/api/admin/talepler', { token: owner })).status).toBe(403);
    const kisitli = await login(w.user.adminKisitli.email);
    expect((await call('GET', '/api/admin/talepler', { token: kisitli })).status).toBe(200);
    expect((await call('PUT', `/api/admin/talepler/${xssId}/durum`, { token: kisitli, body: { durum: 'yeni' } })).status).toBe(403);
  });
});
