import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { TUM_TR as TR } from '@lib/i18n/tum';
import { telefonNormalize } from '@lib/schemas/randevu/telefon';
import { call, insertVenue, json, scalar } from '../fixtures';
import { govde, kanalKur, olustur, rezerveEt, yerelTarih, yerelZaman, type TestKanal } from './fixtures';

/** Channel info, slots, the SPEC §7 theme call, CORS, validation and hostile input of the public booking API. */

let k: TestKanal;
const THEME = { colors: { primary: '#7c3a6b' }, infoCards: { workingHours: { hours: [{ days: 'Salı - Cumartesi', time: '10:00 - 19:00' }, { days: 'Pazar - Pazartesi', time: 'KAPALI' }] } } };
beforeAll(async () => {
  k = await kanalKur({ ayarJson: THEME, gunler: [2, 3, 4, 5, 6] });
});

/** The next Istanbul day (≥ 2 days ahead) with this weekday. */
function gunSonra(weekday: number): number {
  for (let gun = 2; gun < 10; gun++) if (new Date(`${yerelTarih(gun)}T12:00:00Z`).getUTCDay() === weekday) return gun;
  throw new Error('unreachable');
}

describe('GET/POST /api/Rezervasyon/onlinekanalgetforclient', () => {
  it('answers {success, errorDetail, data:{ayarJson}} by FirmaKey (IsletmeId), GET and POST', async () => {
    const expected = { success: true, errorDetail: null, data: { ayarJson: JSON.stringify(THEME) } };
    const get = await call('GET', `/api/Rezervasyon/onlinekanalgetforclient?IsletmeId=${k.firmaKey}`);
    expect(get.status).toBe(200);
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
    expect(await json(get)).toEqual(expected);
    const post = await call('POST', '/api/Rezervasyon/onlinekanalgetforclient', { body: { IsletmeId: k.firmaKey }, origin: 'https://widget-host.example' });
    expect(await json(post)).toEqual(expected);
  });

  it('unknown or disabled channel → 404 with errorDetail and data null', async () => {
    const unknown = await call('GET', '/api/Rezervasyon/onlinekanalgetforclient?IsletmeId=YOKBOYLEKEY');
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toMatchObject({ success: false, errorDetail: TR['randevu.api.channelNotFound'], data: null });
    const kapali = await kanalKur();
    await env.DB.prepare('UPDATE randevu_kanal SET aktif = 0 WHERE isletme_id = ?').bind(kapali.isletmeId).run();
    expect((await call('POST', '/api/Rezervasyon/onlinekanalgetforclient', { body: { IsletmeId: kapali.firmaKey } })).status).toBe(404);
    expect((await call('GET', `/api/randevu/${kapali.firmaKey}/kanal`)).status).toBe(404);
    expect((await olustur(kapali.firmaKey, govde(kapali, yerelZaman(3, 10)))).status).toBe(404);
    const missing = await call('POST', '/api/Rezervasyon/onlinekanalgetforclient', { body: {} });
    expect(missing.status).toBe(400);
    expect((await json(missing)).data).toBeNull();
  });

  it('takes IsletmeId as the numeric venue id the SPEC client sends: GET ?IsletmeId=, POST number or digits', async () => {
    const expected = { success: true, errorDetail: null, data: { ayarJson: JSON.stringify(THEME) } };
    const get = await call('GET', `/api/Rezervasyon/onlinekanalgetforclient?IsletmeId=${k.isletmeId}`);
    expect(get.status).toBe(200);
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
    expect(await json(get)).toEqual(expected);
    for (const IsletmeId of [k.isletmeId, String(k.isletmeId)]) {
      const post = await call('POST', '/api/Rezervasyon/onlinekanalgetforclient', { body: { IsletmeId }, origin: 'https://widget-host.example' });
      expect(post.status, JSON.stringify(IsletmeId)).toBe(200);
      expect(await json(post)).toEqual(expected);
    }
    // the id answers exactly what the FirmaKey does: the public theme, never the key that opens booking calls
    const byKey = await (await call('GET', `/api/Rezervasyon/onlinekanalgetforclient?IsletmeId=${k.firmaKey}`)).text();
    const byId = await (await call('GET', `/api/Rezervasyon/onlinekanalgetforclient?IsletmeId=${k.isletmeId}`)).text();
    expect(byId).toBe(byKey);
    expect(byId).not.toContain(k.firmaKey);
  });

  it('a FirmaKey spelled like a venue id still means that channel', async () => {
    const diger = await kanalKur({ ayarJson: { colors: { primary: '#123456' } } });
    const anahtar = String(k.isletmeId).padStart(6, '0');
    await env.DB.prepare('UPDATE randevu_kanal SET firma_key = ? WHERE isletme_id = ?').bind(anahtar, diger.isletmeId).run();
    const byKey = await json(await call('GET', `/api/Rezervasyon/onlinekanalgetforclient?IsletmeId=${anahtar}`));
    expect(byKey.data.ayarJson).toBe(JSON.stringify({ colors: { primary: '#123456' } }));
    const byId = await json(await call('POST', '/api/Rezervasyon/onlinekanalgetforclient', { body: { IsletmeId: k.isletmeId } }));
    expect(byId.data.ayarJson).toBe(JSON.stringify(THEME));
  });

  it('unknown, disabled, channel-less and malformed venue ids answer the clear 404 (bad shapes 400), never 500', async () => {
    const kapali = await kanalKur();
    await env.DB.prepare('UPDATE randevu_kanal SET aktif = 0 WHERE isletme_id = ?').bind(kapali.isletmeId).run();
    const kanalsiz = await insertVenue({ ad: 'Kanalsız Salon', urlAdi: `kanalsiz-${Date.now()}`, tur: 'salon' });
    const pasifIsletme = await kanalKur();
    await env.DB.prepare('UPDATE isletme SET aktif = 0 WHERE id = ?').bind(pasifIsletme.isletmeId).run();
    const ids: unknown[] = [999_999, kapali.isletmeId, String(kapali.isletmeId), kanalsiz, pasifIsletme.isletmeId, 0, -1, 1.5, 4_294_967_296, 1e300, '-1', '1.5', '0x10', '99999999999', '١', `${k.isletmeId} OR 1=1`];
    for (const IsletmeId of ids) {
      const post = await call('POST', '/api/Rezervasyon/onlinekanalgetforclient', { body: { IsletmeId }, lang: 'en' });
      expect(post.status, JSON.stringify(IsletmeId)).toBe(404);
      expect(await json(post)).toEqual({ success: false, errorCode: 'NOT_FOUND', errorDetail: 'Online booking channel not found.', data: null });
      if (typeof IsletmeId === 'string') expect((await call('GET', `/api/Rezervasyon/onlinekanalgetforclient?IsletmeId=${encodeURIComponent(IsletmeId)}`)).status, IsletmeId).toBe(404);
    }
    for (const IsletmeId of [true, null, {}, [k.isletmeId], '', ' ']) {
      const post = await call('POST', '/api/Rezervasyon/onlinekanalgetforclient', { body: { IsletmeId } });
      expect(post.status, JSON.stringify(IsletmeId)).toBe(400);
      expect((await json(post)).data).toBeNull();
    }
  });
});

describe('GET /api/randevu/:firmaKey/kanal', () => {
  it('lists bookable services in the requested language, staff, settings and closed weekdays', async () => {
    const response = await call('GET', `/api/randevu/${k.firmaKey}/kanal?lang=en`);
    expect(response.status).toBe(200);
    const { data } = await json(response);
    expect(data).toMatchObject({
      firmaKey: k.firmaKey, firmaAdi: k.firmaAdi, saatDilimi: 'Europe/Istanbul',
      hizmetler: [{ id: k.hizmet.sac, ad: 'Saç kesimi EN', sureDk: 45, fiyatKurus: 45_000 }, { id: k.hizmet.fon, ad: 'Fön EN', sureDk: 30, fiyatKurus: 25_000 }],
      personeller: [{ id: k.personel[0], ad: 'Selin', hizmetIdler: [k.hizmet.sac, k.hizmet.fon] }, { id: k.personel[1], ad: 'Burak', hizmetIdler: [k.hizmet.sac, k.hizmet.fon] }],
      ayarlar: { minOnBildirimDk: 60, ileriGun: 60, adimDk: 15, otomatikOnay: true, iptalSaatOnce: 24 },
      closedWeekdays: [0, 1],
    });
    // offline services never show
    expect(JSON.stringify(data)).not.toContain('Gizli');
    const tr = await json(await call('GET', `/api/randevu/${k.firmaKey}/kanal?lang=de`));
    expect(tr.data.hizmetler[0].ad).toBe('Saç kesimi'); // no German name: Turkish fallback
  });
});

describe('GET /api/randevu/:firmaKey/slotlar', () => {
  it('lists free slots of a working day and none on a closed weekday (KAPALI)', async () => {
    const salı = gunSonra(2);
    const response = await call('GET', `/api/randevu/${k.firmaKey}/slotlar?hizmetIdler=${k.hizmet.sac}&personelId=any&tarih=${yerelTarih(salı)}`);
    expect(response.status).toBe(200);
    const slots = (await json(response)).data as { baslangicMs: number; bitisMs: number; personelIdler: number[] }[];
    expect(slots[0]).toEqual({ baslangicMs: Date.parse(yerelZaman(salı, 9)), bitisMs: Date.parse(yerelZaman(salı, 9, 45)), personelIdler: [...k.personel] });
    // the break 13:00–14:00 holds no slot
    expect(slots.some((s) => s.baslangicMs < Date.parse(yerelZaman(salı, 14)) && s.bitisMs > Date.parse(yerelZaman(salı, 13)))).toBe(false);
    const pazartesi = gunSonra(1);
    // staff do not work Mondays here anyway; the theme's closed days matter even for a day someone works
    await env.DB.prepare("INSERT INTO randevu_calisma (personel_id, gun, baslangic, bitis) VALUES (?, 1, '09:00', '18:00')").bind(k.personel[0]).run();
    const closed = await json(await call('GET', `/api/randevu/${k.firmaKey}/slotlar?hizmetIdler=${k.hizmet.sac}&personelId=${k.personel[0]}&tarih=${yerelTarih(pazartesi)}`));
    expect(closed).toEqual({ success: true, data: [] });
  });

  it('a booked slot disappears for that staff member but stays for the other', async () => {
    const gun = gunSonra(3);
    const baslangic = yerelZaman(gun, 10);
    await rezerveEt(k, baslangic);
    const slots = (await json(await call('GET', `/api/randevu/${k.firmaKey}/slotlar?hizmetIdler=${k.hizmet.sac}&tarih=${yerelTarih(gun)}`))).data as { baslangicMs: number; personelIdler: number[] }[];
    expect(slots.find((s) => s.baslangicMs === Date.parse(baslangic))?.personelIdler).toEqual([k.personel[1]]);
  });

  it('rejects bad parameters with 400, unknown channels with 404', async () => {
    const base = `/api/randevu/${k.firmaKey}/slotlar`;
    for (const query of ['', `?hizmetIdler=abc&tarih=${yerelTarih(3)}`, `?hizmetIdler=${k.hizmet.sac}&tarih=2026-02-30`, `?hizmetIdler=${k.hizmet.offline}&tarih=${yerelTarih(3)}`, `?hizmetIdler=${k.hizmet.sac}&personelId=99999&tarih=${yerelTarih(3)}`]) {
      const response = await call('GET', `${base}${query}`);
      expect(response.status, query).toBe(400);
      expect((await json(response)).success).toBe(false);
    }
    expect((await call('GET', `/api/randevu/YOKBOYLE/slotlar?hizmetIdler=1&tarih=${yerelTarih(3)}`)).status).toBe(404);
  });
});

describe('staff not bookable online', () => {
  it('is left out of the channel, the slots and "any", and cannot be booked by id', async () => {
    const kk = await kanalKur();
    await env.DB.prepare('UPDATE randevu_profil SET online = 0 WHERE personel_id = ?').bind(kk.personel[1]).run();
    const kanal = await json(await call('GET', `/api/randevu/${kk.firmaKey}/kanal`));
    expect(kanal.data.personeller.map((p: { id: number }) => p.id)).toEqual([kk.personel[0]]);
    const slots = await json(await call('GET', `/api/randevu/${kk.firmaKey}/slotlar?hizmetIdler=${kk.hizmet.sac}&personelId=any&tarih=${yerelTarih(3)}`));
    expect(slots.data.length).toBeGreaterThan(0);
    for (const slot of slots.data) expect(slot.personelIdler).toEqual([kk.personel[0]]);
    const byId = await olustur(kk.firmaKey, govde(kk, yerelZaman(3, 10), { personelId: kk.personel[1] }));
    expect(byId.status).toBe(400);
    expect((await json(byId)).errorDetail).toBe(TR['randevu.api.staffInvalid']);
    // "any" books the bookable one, and once that one is taken the slot is gone
    expect((await olustur(kk.firmaKey, govde(kk, yerelZaman(3, 11), { personelId: null }))).status).toBe(201);
    expect((await olustur(kk.firmaKey, govde(kk, yerelZaman(3, 11), { personelId: null }))).status).toBe(409);
    expect(await scalar('SELECT count(*) FROM randevu WHERE personel_id = ?', kk.personel[1])).toBe(0);
  });
});

describe('Idempotency-Key lifetime', () => {
  it('a create removes keys older than 24 hours and keeps younger ones', async () => {
    const eski = new Date(Date.now() - 25 * 3_600_000).toISOString();
    const genc = new Date(Date.now() - 23 * 3_600_000).toISOString();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO randevu_idempotency (isletme_id, anahtar, istek_ozet, olusturma) VALUES (?, 'eski-anahtar-1', 'x', ?)").bind(k.isletmeId, eski),
      env.DB.prepare("INSERT INTO randevu_idempotency (isletme_id, anahtar, istek_ozet, olusturma) VALUES (?, 'genc-anahtar-1', 'x', ?)").bind(k.isletmeId, genc),
    ]);
    await rezerveEt(k, yerelZaman(gunSonra(5), 16));
    expect(await scalar("SELECT count(*) FROM randevu_idempotency WHERE anahtar = 'eski-anahtar-1'")).toBe(0);
    expect(await scalar("SELECT count(*) FROM randevu_idempotency WHERE anahtar = 'genc-anahtar-1'")).toBe(1);
  });
});

describe('GET /api/randevu/:firmaKey/gunler', () => {
  it('counts free slots per day in one call: equal to /slotlar, 0 on closed and fully booked days', async () => {
    const gunler = Array.from({ length: 7 }, (_, i) => yerelTarih(2 + i));
    const response = await call('GET', `/api/randevu/${k.firmaKey}/gunler?hizmetIdler=${k.hizmet.fon}&personelId=${k.personel[1]}&baslangic=${gunler[0]}&gun=7`);
    expect(response.status).toBe(200);
    const data = (await json(response)).data as { tarih: string; adet: number }[];
    expect(data.map((d) => d.tarih)).toEqual(gunler);
    for (const { tarih, adet } of data) {
      const slots = (await json(await call('GET', `/api/randevu/${k.firmaKey}/slotlar?hizmetIdler=${k.hizmet.fon}&personelId=${k.personel[1]}&tarih=${tarih}`))).data as unknown[];
      expect(adet, tarih).toBe(slots.length);
      const weekday = new Date(`${tarih}T12:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 1) expect(adet, tarih).toBe(0);
    }
    expect(data.some((d) => d.adet > 0)).toBe(true);
  });

  it('rejects bad ranges with 400 and unknown channels with 404', async () => {
    const base = `/api/randevu/${k.firmaKey}/gunler?hizmetIdler=${k.hizmet.sac}`;
    for (const query of ['', `&baslangic=${yerelTarih(2)}`, `&baslangic=${yerelTarih(2)}&gun=0`, `&baslangic=${yerelTarih(2)}&gun=63`, `&baslangic=2026-13-01&gun=3`, `&baslangic=${yerelTarih(2)}&gun=1e1`]) {
      expect((await call('GET', `${base}${query}`)).status, query).toBe(400);
    }
    expect((await call('GET', `/api/randevu/YOKBOYLE/gunler?hizmetIdler=1&baslangic=${yerelTarih(2)}&gun=3`)).status).toBe(404);
  });
});

describe('POST /api/randevu/:firmaKey/randevular', () => {
  it('books with code, status, times and a manage link; stores the normalized phone and KVKK consent', async () => {
    const baslangic = yerelZaman(gunSonra(4), 11);
    const response = await olustur(k.firmaKey, { ...govde(k, baslangic, { telefon: '+90 (532) 444 55 66', email: 'musteri@ornek.test', kaynak: 'widget' }) });
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const { data } = await json(response);
    expect(data).toMatchObject({ durum: 'onaylandi', baslangic, bitis: new Date(Date.parse(baslangic) + 45 * 60_000).toISOString(), toplamKurus: 45_000 });
    expect(data.kod).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    const row = await env.DB.prepare('SELECT r.kaynak, m.telefon, m.email, m.kvkk_metin_surum, m.kvkk_onay_zamani FROM randevu r JOIN musteri m ON m.id = r.musteri_id WHERE r.kod = ?').bind(data.kod).first();
    expect(row).toMatchObject({ kaynak: 'widget', telefon: '+905324445566', email: 'musteri@ornek.test' });
    expect(row!.kvkk_metin_surum).toBeTruthy();
    expect(row!.kvkk_onay_zamani).toBeTruthy();
  });

  it('refuses without KVKK consent, with a bad phone, an offline service, a closed day, a time off the grid', async () => {
    const gun = gunSonra(5);
    const cases: Array<[unknown, string]> = [
      [{ ...govde(k, yerelZaman(gun, 10)), kvkkOnay: false }, 'randevu.api.kvkkRequired'],
      [govde(k, yerelZaman(gun, 10), { telefon: '555 12' }), 'randevu.api.phoneInvalid'],
      [govde(k, yerelZaman(gun, 10), { telefon: '+49 151 1234 5678' }), 'randevu.api.phoneInvalid'],
      [govde(k, yerelZaman(gun, 10), { hizmetIdler: [k.hizmet.offline] }), 'randevu.api.serviceInvalid'],
      [govde(k, yerelZaman(gun, 10, 2)), 'randevu.api.timeInvalid'],
    ];
    for (const [body, key] of cases) {
      const response = await olustur(k.firmaKey, body);
      expect(response.status, key).toBe(400);
      expect((await json(response)).errorDetail).toBe(TR[key as keyof typeof TR]);
    }
    // Sunday is closed in the theme: the slot is not free
    expect((await olustur(k.firmaKey, govde(k, yerelZaman(gunSonra(0), 10)))).status).toBe(409);
    // outside the working hours / during the break
    expect((await olustur(k.firmaKey, govde(k, yerelZaman(gun, 13)))).status).toBe(409);
    // in the past
    expect((await olustur(k.firmaKey, govde(k, yerelZaman(-1, 10)))).status).toBe(409);
  });

  it('answers in the caller language', async () => {
    const response = await olustur(k.firmaKey, { ...govde(k, yerelZaman(3, 10)), kvkkOnay: false }, { lang: 'en' });
    expect((await json(response)).errorDetail).toBe('Please accept the privacy notice (KVKK) to continue.');
  });

  it('limits bookings per client address (10 per 15 minutes)', async () => {
    const ip = '203.0.113.77';
    const gun = gunSonra(6);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const saat = [9, 10, 11, 12, 14, 15, 16, 17][i % 8]!;
      statuses.push((await olustur(k.firmaKey, govde(k, yerelZaman(gun, saat), { personelId: k.personel[i < 8 ? 0 : 1] }), { ip })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('CORS and hostile input', () => {
  it('answers preflights for the public booking calls only', async () => {
    const preflight = await SELF.fetch(`http://example.com/api/randevu/${k.firmaKey}/randevular`, {
      method: 'OPTIONS', headers: { origin: 'https://salon.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, idempotency-key' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Idempotency-Key/);
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const panel = await call('GET', '/api/isletme/ozet', { origin: 'https://salon.example' });
    expect(panel.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never answers 5xx to junk', async () => {
    const bodies: unknown[] = [
      null, [], 'x', 42, { hizmetIdler: 'abc' }, { hizmetIdler: [1e300] }, { hizmetIdler: [-1], baslangic: 'yarın' },
      { ...govde(k, yerelZaman(3, 16)), baslangic: '2026-13-45T99:00:00Z' }, { ...govde(k, yerelZaman(3, 16)), adSoyad: 'x'.repeat(10_000) },
      { ...govde(k, yerelZaman(3, 16)), telefon: { $ne: null } }, { ...govde(k, yerelZaman(3, 16)), personelId: "1' OR '1'='1" },
      { ...govde(k, yerelZaman(3, 16)), hizmetIdler: [k.hizmet.sac, k.hizmet.sac] }, { ...govde(k, yerelZaman(3, 16)), baslangic: '+275760-09-13T00:00:00.000Z' },
      { kod: 'A'.repeat(39), telefon: '05321112233', link: '' }, { link: 'v1.' + 'A'.repeat(3000) }, { link: 'v1.AAAA.AAAA' }, { link: 'v1.!!!.###' },
    ];
    // other tests may book this very time on some weekdays: junk must add nothing to what is there
    const sayi = () => scalar('SELECT count(*) FROM randevu WHERE isletme_id = ? AND baslangic = ?', k.isletmeId, yerelZaman(3, 16));
    const onceki = await sayi();
    const paths = [`/api/randevu/${k.firmaKey}/randevular`, `/api/randevu/${k.firmaKey}/sorgula`, `/api/randevu/${k.firmaKey}/randevular/iptal`, `/api/randevu/${k.firmaKey}/randevular/ertele`, "/api/randevu/x'%20OR%201=1/randevular", `/api/randevu/${'ş'.repeat(30)}/sorgula`];
    for (const path of paths) {
      for (const body of bodies) {
        const response = await call('POST', path, { body });
        expect(response.status, `${path} ${JSON.stringify(body)?.slice(0, 80)}`).toBeLessThan(500);
        expect((await json(response)).success).toBe(false);
      }
      const raw = await call('POST', path, { rawBody: '{"kod":', contentType: 'application/json' });
      expect(raw.status).toBeLessThan(500);
    }
    for (const query of ['?hizmetIdler=1,1,1,1,1,1,1&tarih=2026-01-01', '?hizmetIdler=99999999999&tarih=9999-12-31', '?tarih=0000-00-00&hizmetIdler=1', `?hizmetIdler=${k.hizmet.sac}&tarih=1970-01-01`]) {
      expect((await call('GET', `/api/randevu/${k.firmaKey}/slotlar${query}`)).status).toBeLessThan(500);
    }
    expect(await sayi()).toBe(onceki);
  });
});

describe('telefonNormalize', () => {
  it.each([
    ['0555 111 22 33', '+905551112233'], ['+90 555 111 22 33', '+905551112233'], ['555 111 22 33', '+905551112233'], ['(0212) 555-12-34', '+902125551234'],
    ['905551112233', '+905551112233'], ['00905551112233', '+905551112233'], ['0555 111 22 3', null], ['+49 151 12345678', null], ['0155 111 22 33', null], ['', null],
  ])('%s → %s', (input, expected) => expect(telefonNormalize(input)).toBe(expected));
});
