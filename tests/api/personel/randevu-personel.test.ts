import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, buildWorld, call, gorselForm, insertOperator, json, login, loginWith, scalar, webpBytes, type Json, type World, insertRandevuPersoneli } from '../fixtures';
import { kanalKur, yerelTarih, yerelZaman } from '../randevu/fixtures';

/** Staff of the appointment panel: list, add, edit, order, photo, weekly hours, leave, delete, CSV, permissions. */

const P = '/api/isletme/randevu/personel';
let w: World;
let owner: string;
let hizmetA: number[];
let hizmetB: number;
let n = 0;

const istek = (method: string, path: string, body?: unknown, opts: { token?: string; venue?: number; lang?: string } = {}) =>
  call(method, path, { token: opts.token ?? owner, venue: opts.venue ?? w.venue.A, body, lang: opts.lang });
async function hizmet(isletmeId: number, ad: string): Promise<number> {
  return (await env.DB.prepare('INSERT INTO randevu_hizmet (isletme_id, ad, sure_dk) VALUES (?, ?, 30) RETURNING id').bind(isletmeId, JSON.stringify({ tr: ad })).first<{ id: number }>())!.id;
}
async function personel(isletmeId: number, ad = `Personel ${++n}`): Promise<number> {
  return await insertRandevuPersoneli(isletmeId, ad);
}
/** An appointment of the staff member (customer created on the fly). */
async function randevu(isletmeId: number, personelId: number, baslangic: string, bitis: string, durum = 'onaylandi'): Promise<number> {
  const musteri = (await env.DB.prepare('INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, ?, ?) RETURNING id').bind(isletmeId, 'Müşteri', `+90532${String(++n).padStart(7, '0')}`).first<{ id: number }>())!.id;
  return (await env.DB.prepare("INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod) VALUES (?, ?, ?, ?, ?, ?, 'panel', ?) RETURNING id")
    .bind(isletmeId, musteri, personelId, baslangic, bitis, durum, `TESTKOD${String(++n).padStart(6, '0')}`).first<{ id: number }>())!.id;
}
const ekle = async (body: Json, opts = {}) => istek('POST', P, { renk: '#1d4ed8', hizmetIdler: [], ...body }, opts);
const hata = async (response: Response) => ({ status: response.status, ...(await json(response)) });

/** The Istanbul day `gun` days ahead with this weekday (Sunday = 0), at least 2 days away. */
function gunSonra(weekday: number): number {
  for (let gun = 2; gun < 10; gun++) if (new Date(`${yerelTarih(gun)}T12:00:00Z`).getUTCDay() === weekday) return gun;
  throw new Error('unreachable');
}

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
  hizmetA = [await hizmet(w.venue.A, 'Saç kesimi'), await hizmet(w.venue.A, 'Fön')];
  hizmetB = await hizmet(w.venue.B, 'Manikür');
});

describe('staff add, list, edit', () => {
  it('adds a staff member with services, colour and a linked account; the list shows them with counts', async () => {
    const response = await ekle({ ad: '  Selin Aydın ', renk: '#B91C1C', hizmetIdler: [hizmetA[1], hizmetA[0]], kullaniciId: w.user.owner.id });
    expect(response.status).toBe(201);
    const { data } = await json(response);
    const liste = (await json(await istek('GET', P))).data;
    expect(liste.saatDilimi).toBe('Europe/Istanbul');
    expect(liste.hesaplar.map((h: Json) => h.id)).toEqual(expect.arrayContaining([w.user.owner.id, w.user.waiter.id]));
    expect(liste.hesaplar.map((h: Json) => h.id)).not.toContain(w.user.outsider.id);
    expect(liste.hizmetler.map((h: Json) => h.id).sort()).toEqual([...hizmetA].sort());
    expect(liste.personeller.find((p: Json) => p.id === data.id)).toMatchObject({
      ad: 'Selin Aydın', renk: '#b91c1c', foto: null, aktif: true, kullaniciId: w.user.owner.id, kullaniciAd: 'Test sahip', hizmetIdler: [...hizmetA].sort((a, b) => a - b),
      calisma: [], izinSayisi: 0, gelecekRandevu: 0, toplamRandevu: 0,
    });
    // a second staff member goes to the end of the order
    const ikinci = (await json(await ekle({ ad: 'Burak Çelik' }))).data.id;
    const sira = (id: number) => scalar('SELECT sira FROM randevu_personel WHERE id = ?', id);
    expect(await sira(ikinci)).toBe((await sira(data.id))! + 1);
  });

  it('refuses bad input with 400 and a Turkish message, changing nothing', async () => {
    const before = await scalar('SELECT count(*) FROM randevu_personel');
    const cases: Array<[Json, string]> = [
      [{ ad: 'A' }, 'Ad soyad 2 ile 80 karakter arasında olmalı.'],
      [{ ad: 'x'.repeat(81) }, 'Ad soyad 2 ile 80 karakter arasında olmalı.'],
      [{ ad: 'Renk Hatalı', renk: 'red' }, 'Renk #rrggbb biçiminde olmalı.'],
      [{ ad: 'Renk Hatalı', renk: '#12345g' }, 'Renk #rrggbb biçiminde olmalı.'],
      [{ ad: 'Hizmet Hatalı', hizmetIdler: [hizmetA[0], hizmetA[0]] }, 'Hizmet seçimi geçersiz.'],
      [{ ad: 'Hizmet Hatalı', hizmetIdler: ['1'] }, 'Hizmet seçimi geçersiz.'],
      [{ ad: 'Foto Hatalı', foto: '../../etc/passwd' }, 'Fotoğraf geçersiz; lütfen yeniden yükleyin.'],
      [{ ad: 'Hesap Hatalı', kullaniciId: -4 }, 'Kullanıcı hesabı seçimi geçersiz.'],
      [{ ad: 'Aktif Hatalı', aktif: 'evet' }, 'Aktiflik seçimi geçersiz.'],
    ];
    for (const [body, message] of cases) {
      expect(await hata(await ekle(body)), JSON.stringify(body)).toMatchObject({ status: 400, success: false, errorCode: 'VALIDATION', errorDetail: message });
    }
    expect((await call('POST', P, { token: owner, venue: w.venue.A, rawBody: '{', contentType: 'application/json' })).status).toBe(400);
    expect((await istek('POST', P, [1, 2])).status).toBe(400);
    expect((await json(await ekle({ ad: 'A' }, { lang: 'en' }))).errorDetail).toBe('The full name must be 2 to 80 characters.');
    expect(await scalar('SELECT count(*) FROM randevu_personel')).toBe(before);
  });

  it("another venue's services answer 404, another venue's user cannot be linked, one staff member per account", async () => {
    const before = await scalar('SELECT count(*) FROM randevu_personel');
    expect(await hata(await ekle({ ad: 'Yabancı Hizmet', hizmetIdler: [hizmetA[0], hizmetB] }))).toMatchObject({ status: 404, errorDetail: 'Seçilen hizmetlerden biri bu işletmede bulunamadı.' });
    // the outsider works only in B; an admin and an unknown id are no members either
    for (const kullaniciId of [w.user.outsider.id, w.user.admin.id, 999_999]) {
      expect(await hata(await ekle({ ad: 'Yabancı Hesap', kullaniciId }))).toMatchObject({ status: 404, errorDetail: 'Bu kullanıcı hesabı işletmenin aktif kullanıcıları arasında değil.' });
    }
    // a former (inactive) member of A cannot be linked either
    const eski = await insertOperator(`eski.${++n}@demo.test`, []);
    await addMember(w.venue.A, eski, null, 0);
    expect((await ekle({ ad: 'Eski Üye', kullaniciId: eski })).status).toBe(404);
    expect(await scalar('SELECT count(*) FROM randevu_personel')).toBe(before);
    const ilk = (await json(await ekle({ ad: 'Garson Personel', kullaniciId: w.user.waiter.id }))).data.id;
    expect(await hata(await ekle({ ad: 'İkinci Bağ', kullaniciId: w.user.waiter.id }))).toMatchObject({ status: 409, errorCode: 'ACCOUNT_LINKED', errorDetail: 'Bu kullanıcı hesabı zaten başka bir personele bağlı.' });
    const digeri = (await json(await ekle({ ad: 'Bağsız' }))).data.id;
    expect((await istek('PUT', `${P}/${digeri}`, { ad: 'Bağsız', kullaniciId: w.user.waiter.id })).status).toBe(409);
    // the same account in another venue is fine (B: the owner is a member there too)
    expect((await ekle({ ad: 'B Personeli', kullaniciId: w.user.owner.id }, { venue: w.venue.B })).status).toBe(201);
    // an account that leaves the venue keeps its link; the staff member can still be edited, but nobody can be newly linked to it
    await env.DB.prepare('UPDATE isletme_kullanici SET aktif = 0 WHERE isletme_id = ? AND kullanici_id = ?').bind(w.venue.A, w.user.waiter.id).run();
    expect((await istek('PUT', `${P}/${ilk}`, { ad: 'Garson Personel (ayrıldı)', kullaniciId: w.user.waiter.id })).status).toBe(200);
    expect((await istek('PUT', `${P}/${digeri}`, { ad: 'Bağsız', kullaniciId: w.user.waiter.id })).status).toBe(404);
    await env.DB.prepare('UPDATE isletme_kullanici SET aktif = 1 WHERE isletme_id = ? AND kullanici_id = ?').bind(w.venue.A, w.user.waiter.id).run();
    // unlinking frees the account
    expect((await istek('PUT', `${P}/${ilk}`, { ad: 'Garson Personel', kullaniciId: null })).status).toBe(200);
    expect((await istek('PUT', `${P}/${digeri}`, { ad: 'Bağsız', kullaniciId: w.user.waiter.id })).status).toBe(200);
  });

  it('parallel links of one account: exactly one wins, the rest get 409, never 500', async () => {
    const hesap = await insertOperator(`yaris.${++n}@demo.test`, [[w.venue.A, null]]);
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => ekle({ ad: `Yarış ${i}`, kullaniciId: hesap })));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await scalar('SELECT count(*) FROM randevu_personel WHERE kullanici_id = ?', hesap)).toBe(1);
  });

  it('edits name, colour, services and active flag; foreign or unknown ids answer 404', async () => {
    const id = (await json(await ekle({ ad: 'Derya Koç', hizmetIdler: [hizmetA[0]] }))).data.id;
    const response = await istek('PUT', `${P}/${id}`, { ad: 'Derya K.', renk: '#0F766E', hizmetIdler: [hizmetA[1]], aktif: false, online: false });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({ id, gelecekRandevu: 0 });
    expect(await env.DB.prepare('SELECT ad, renk, aktif, online FROM randevu_personel WHERE id = ?').bind(id).first()).toEqual({ ad: 'Derya K.', renk: '#0f766e', aktif: 0, online: 0 });
    expect(await scalar('SELECT group_concat(hizmet_id) FROM randevu_personel_hizmet WHERE personel_id = ?', id)).toBe(String(hizmetA[1]));
    const yabanci = await personel(w.venue.B, 'B Personeli');
    for (const path of [`${P}/${yabanci}`, `${P}/999999`, `${P}/abc`, `${P}/0`, `${P}/1e3`]) {
      expect((await istek('PUT', path, { ad: 'Ele geçirildi' })).status, path).toBe(404);
      expect((await istek('DELETE', path)).status, path).toBe(404);
    }
    expect(await scalar('SELECT ad FROM randevu_personel WHERE id = ?', yabanci)).toBe('B Personeli');
  });

  it('reorders the staff; ids of another venue or duplicates are refused', async () => {
    const liste = (await json(await istek('GET', P))).data.personeller.map((p: Json) => p.id) as number[];
    const ters = [...liste].reverse();
    expect((await istek('PUT', `${P}/sira`, { idler: ters })).status).toBe(200);
    expect((await json(await istek('GET', P))).data.personeller.map((p: Json) => p.id)).toEqual(ters);
    const yabanci = await personel(w.venue.B);
    expect((await istek('PUT', `${P}/sira`, { idler: [ters[0], yabanci] })).status).toBe(404);
    expect((await istek('PUT', `${P}/sira`, { idler: [ters[0], ters[0]] })).status).toBe(400);
    expect((await istek('PUT', `${P}/sira`, { idler: [] })).status).toBe(400);
    expect((await json(await istek('GET', P))).data.personeller.map((p: Json) => p.id)).toEqual(ters);
  });
});

describe('photo upload', () => {
  const FOTO = `${P}/foto`;
  const yukle = (form: FormData, token = owner, venue = w.venue.A) => call('POST', FOTO, { token, venue, form });

  it('stores a WebP under randevu/personel/{venue}/ that the public image route serves; the key can be saved', async () => {
    const response = await yukle(gorselForm(webpBytes(4096)));
    expect(response.status).toBe(201);
    const { anahtar } = (await json(response)).data;
    expect(anahtar).toMatch(new RegExp(`^randevu/personel/${w.venue.A}/[0-9a-f]{32}\\.webp$`));
    const image = await call('GET', `/api/public/gorsel/${anahtar}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const id = (await json(await ekle({ ad: 'Fotoğraflı', foto: anahtar }))).data.id;
    expect(await scalar('SELECT foto FROM randevu_personel WHERE id = ?', id)).toBe(anahtar);
    // another venue's key, or one that was never uploaded, is refused
    const bAnahtar = (await json(await yukle(gorselForm(webpBytes()), owner, w.venue.B))).data.anahtar;
    for (const foto of [bAnahtar, `randevu/personel/${w.venue.A}/${'0'.repeat(32)}.webp`]) {
      expect(await hata(await istek('PUT', `${P}/${id}`, { ad: 'Fotoğraflı', foto }))).toMatchObject({ status: 400, errorCode: 'IMAGE_KEY_INVALID' });
    }
    expect(await scalar('SELECT foto FROM randevu_personel WHERE id = ?', id)).toBe(anahtar);
  });

  it('checks magic bytes and the 1 MB limit, needs a file, and needs :ekle or :guncelle', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const count = async () => (await env.IMAGES_BUCKET.list({ prefix: `randevu/personel/${w.venue.A}/` })).objects.length;
    const before = await count();
    expect(await hata(await yukle(gorselForm(png, 'image/webp', 'x.webp')))).toMatchObject({ status: 400, errorCode: 'IMAGE_TYPE', errorDetail: 'Yalnızca WebP görseller yüklenebilir.' });
    expect(await hata(await yukle(gorselForm(webpBytes(1024 * 1024 + 1))))).toMatchObject({ status: 413, errorDetail: 'Görsel en fazla 1 MB olabilir.' });
    expect((await yukle(gorselForm(webpBytes(), 'image/webp', 'x.webp', 'file'))).status).toBe(400);
    expect((await call('POST', FOTO, { token: owner, venue: w.venue.A, body: { dosya: 'RIFF' } })).status).toBe(400);
    expect((await yukle(gorselForm(webpBytes()), await loginWith(w.venue.A, ['isletme:randevutakip:personel']))).status).toBe(403);
    expect((await yukle(gorselForm(webpBytes()), await loginWith(w.venue.A, ['isletme:qrmenu:urunler:ekle']))).status).toBe(403);
    expect(await count()).toBe(before);
    for (const key of ['isletme:randevutakip:personel:ekle', 'isletme:randevutakip:personel:guncelle']) {
      expect((await yukle(gorselForm(webpBytes()), await loginWith(w.venue.A, [key]))).status, key).toBe(201);
    }
  });
});

describe('delete', () => {
  it('refuses (409) a staff member with appointments and suggests passive; deletes one without, with links, hours and leave', async () => {
    const dolu = (await json(await ekle({ ad: 'Randevulu', hizmetIdler: [hizmetA[0]] }))).data.id;
    await randevu(w.venue.A, dolu, yerelZaman(-5, 10), yerelZaman(-5, 11), 'tamamlandi');
    expect(await hata(await istek('DELETE', `${P}/${dolu}`))).toMatchObject({ status: 409, errorCode: 'HAS_APPOINTMENTS', errorDetail: 'Bu personelin 1 randevusu var; silinemez. Bunun yerine pasife alabilirsiniz.' });
    expect(await scalar('SELECT count(*) FROM randevu_personel_hizmet WHERE personel_id = ?', dolu)).toBe(1);

    const bos = (await json(await ekle({ ad: 'Silinecek', hizmetIdler: hizmetA }))).data.id;
    expect((await istek('PUT', `${P}/${bos}/calisma`, { araliklar: [{ gun: 1, baslangic: '09:00', bitis: '17:00', tur: 'calisma' }] })).status).toBe(200);
    expect((await istek('POST', `${P}/${bos}/izinler`, { tur: 'gun', baslangicTarih: yerelTarih(3), bitisTarih: yerelTarih(3) })).status).toBe(201);
    const gorev = (await env.DB.prepare("INSERT INTO randevu_gorev (isletme_id, personel_id, baslik) VALUES (?, ?, 'Dolap') RETURNING id").bind(w.venue.A, bos).first<{ id: number }>())!.id;
    expect((await istek('DELETE', `${P}/${bos}`)).status).toBe(200);
    for (const table of ['randevu_personel_hizmet', 'randevu_calisma', 'randevu_izin']) expect(await scalar(`SELECT count(*) FROM ${table} WHERE personel_id = ?`, bos), table).toBe(0);
    expect(await scalar('SELECT count(*) FROM randevu_personel WHERE id = ?', bos)).toBe(0);
    expect(await env.DB.prepare('SELECT personel_id FROM randevu_gorev WHERE id = ?').bind(gorev).first()).toEqual({ personel_id: null });
  });
});

describe('CSV export and permissions', () => {
  it('exports the staff as Turkish Excel CSV', async () => {
    const id = (await json(await ekle({ ad: 'CSV Personeli', hizmetIdler: [hizmetA[0]] }))).data.id;
    await istek('PUT', `${P}/${id}/calisma`, { araliklar: [2, 3, 4].flatMap((gun) => [{ gun, baslangic: '10:00', bitis: '19:00', tur: 'calisma' }, { gun, baslangic: '13:00', bitis: '14:00', tur: 'mola' }]) });
    const response = await call('GET', `${P}/disa-aktar`, { token: owner, venue: w.venue.A });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="personel-\d{4}-\d{2}-\d{2}\.csv"$/);
    // response.text() would drop the BOM Excel needs
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith('\uFEFFSıra;Ad soyad;Durum;Takvim rengi;Hizmetler;Haftalık çalışma saatleri;Bağlı kullanıcı;Gelecek randevular\r\n')).toBe(true);
    expect(text).toContain(';CSV Personeli;Aktif;#1d4ed8;Saç kesimi;Sal–Per 10:00–19:00 (mola 13:00–14:00);;0\r\n');
  });

  it('a view-only set reads but cannot write anything', async () => {
    const token = await loginWith(w.venue.A, ['isletme:randevutakip:personel']);
    const id = await personel(w.venue.A, 'Salt Okunur');
    expect((await istek('GET', P, undefined, { token })).status).toBe(200);
    expect((await istek('GET', `${P}/${id}/izinler`, undefined, { token })).status).toBe(200);
    const yazmalar: Array<[string, string, Json]> = [
      ['POST', P, { ad: 'Yeni' }], ['PUT', `${P}/${id}`, { ad: 'Değişti' }], ['DELETE', `${P}/${id}`, undefined], ['PUT', `${P}/sira`, { idler: [id] }],
      ['PUT', `${P}/${id}/calisma`, { araliklar: [] }], ['POST', `${P}/${id}/calisma/kontrol`, { araliklar: [] }],
      ['POST', `${P}/${id}/izinler`, { tur: 'gun', baslangicTarih: yerelTarih(2), bitisTarih: yerelTarih(2) }], ['GET', `${P}/disa-aktar`, undefined],
    ];
    for (const [method, path, body] of yazmalar) expect((await istek(method, path, body, { token })).status, `${method} ${path}`).toBe(403);
    expect(await scalar('SELECT ad FROM randevu_personel WHERE id = ?', id)).toBe('Salt Okunur');
    expect(await scalar('SELECT count(*) FROM randevu_izin WHERE personel_id = ?', id)).toBe(0);
    // without the screen key nothing is visible
    expect((await istek('GET', P, undefined, { token: await loginWith(w.venue.A, ['isletme:randevutakip:personel-gorevler']) })).status).toBe(403);
  });

  it('never answers 5xx to hostile bodies', async () => {
    const id = await personel(w.venue.A, 'Hedef');
    const bodies: Json[] = [null, 0, 'x', [], {}, { ad: null }, { ad: { tr: 'x' } }, { ad: 'Geçerli Ad', hizmetIdler: Array.from({ length: 600 }, (_, i) => i + 1) },
      { ad: 'Geçerli Ad', hizmetIdler: [1e20] }, { ad: 'Geçerli Ad', kullaniciId: 2 ** 40 }, { idler: [1.5] }, { araliklar: 'x' }, { araliklar: [{ gun: 9 }] },
      { araliklar: Array.from({ length: 200 }, () => ({ gun: 1, baslangic: '09:00', bitis: '10:00', tur: 'calisma' })) },
      { tur: 'gun', baslangicTarih: '2026-02-30', bitisTarih: '2026-03-01' }, { tur: 'saat', baslangic: '2026-01-01T25:00', bitis: 'x' }, { tur: 'x' },
      { ad: '\u0000'.repeat(50) }, { ad: '😀😀😀', renk: '#ABCDEF' }];
    const paths: Array<[string, string]> = [['POST', P], ['PUT', `${P}/${id}`], ['PUT', `${P}/sira`], ['PUT', `${P}/${id}/calisma`], ['POST', `${P}/${id}/calisma/kontrol`], ['POST', `${P}/${id}/izinler`]];
    for (const [method, path] of paths) {
      for (const body of bodies) {
        const response = await call(method, path, { token: owner, venue: w.venue.A, rawBody: JSON.stringify(body), contentType: 'application/json' });
        expect(response.status, `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500);
      }
    }
  });
});

describe('public slots follow hours and leave saved here', () => {
  it('removing a weekday, then leave on a working day, empties that day; undoing both brings the slots back', async () => {
    const k = await kanalKur();
    const token = await loginWith(k.isletmeId, ['isletme:randevutakip:personel', 'isletme:randevutakip:personel:guncelle']);
    const personelId = k.personel[0];
    const gun = gunSonra(3);
    const tarih = yerelTarih(gun);
    const slotlar = async () => ((await json(await call('GET', `/api/randevu/${k.firmaKey}/slotlar?hizmetIdler=${k.hizmet.sac}&personelId=${personelId}&tarih=${tarih}`))).data as Json[]).length;
    const hafta = (gunler: number[]) => ({ araliklar: gunler.flatMap((g) => [{ gun: g, baslangic: '09:00', bitis: '18:00', tur: 'calisma' }, { gun: g, baslangic: '13:00', bitis: '14:00', tur: 'mola' }]) });
    const once = await slotlar();
    expect(once).toBeGreaterThan(0);

    const kaydet = (body: Json) => call('PUT', `${P}/${personelId}/calisma`, { token, venue: k.isletmeId, body });
    expect((await kaydet(hafta([0, 1, 2, 4, 5, 6]))).status).toBe(200);
    expect(await slotlar()).toBe(0);
    // a later shift only: slots move to the new hours
    expect((await kaydet({ araliklar: [{ gun: 3, baslangic: '15:00', bitis: '17:00', tur: 'calisma' }] })).status).toBe(200);
    const gec = (await json(await call('GET', `/api/randevu/${k.firmaKey}/slotlar?hizmetIdler=${k.hizmet.sac}&personelId=${personelId}&tarih=${tarih}`))).data as Json[];
    expect(gec[0].baslangicMs).toBe(Date.parse(yerelZaman(gun, 15)));
    expect(gec.every((s) => s.bitisMs <= Date.parse(yerelZaman(gun, 17)))).toBe(true);
    expect((await kaydet(hafta([0, 1, 2, 3, 4, 5, 6]))).status).toBe(200);
    expect(await slotlar()).toBe(once);

    const izin = await call('POST', `${P}/${personelId}/izinler`, { token, venue: k.isletmeId, body: { tur: 'gun', baslangicTarih: tarih, bitisTarih: tarih, aciklama: 'Rapor' } });
    expect(izin.status).toBe(201);
    expect(await slotlar()).toBe(0);
    const izinId = (await json(izin)).data.id;
    expect((await call('DELETE', `${P}/${personelId}/izinler/${izinId}`, { token, venue: k.isletmeId })).status).toBe(200);
    expect(await slotlar()).toBe(once);
  });
});

describe('weekly hours', () => {
  const calisma = (gun: number, baslangic: string, bitis: string, tur = 'calisma') => ({ gun, baslangic, bitis, tur });
  const satirlar = (id: number) => env.DB.prepare('SELECT gun, baslangic, bitis, tur FROM randevu_calisma WHERE personel_id = ? ORDER BY gun, tur, baslangic').bind(id).all().then((r) => r.results);

  it('saves a week (split shifts, breaks, 24:00) replacing every row; the list shows it', async () => {
    const id = await personel(w.venue.A, 'Saatli');
    const hafta = [calisma(1, '09:00', '12:00'), calisma(1, '13:00', '18:00'), calisma(1, '10:00', '10:15', 'mola'), calisma(6, '20:00', '24:00')];
    const response = await istek('PUT', `${P}/${id}/calisma`, { araliklar: hafta });
    expect(response.status).toBe(200);
    expect((await json(response)).data.disarida).toEqual({ sayi: 0, ilk: null });
    expect(await satirlar(id)).toEqual([calisma(1, '09:00', '12:00'), calisma(1, '13:00', '18:00'), calisma(1, '10:00', '10:15', 'mola'), calisma(6, '20:00', '24:00')]);
    expect((await istek('PUT', `${P}/${id}/calisma`, { araliklar: [calisma(2, '08:00', '16:00')] })).status).toBe(200);
    expect(await satirlar(id)).toEqual([calisma(2, '08:00', '16:00')]);
    const listed = (await json(await istek('GET', P))).data.personeller.find((p: Json) => p.id === id);
    expect(listed.calisma).toEqual([calisma(2, '08:00', '16:00')]);
    expect((await istek('PUT', `${P}/${id}/calisma`, { araliklar: [] })).status).toBe(200);
    expect(await satirlar(id)).toEqual([]);
  });

  it('refuses overlaps, breaks outside work, end before start and odd times with a message naming the day', async () => {
    const id = await personel(w.venue.A, 'Kurallı');
    await istek('PUT', `${P}/${id}/calisma`, { araliklar: [calisma(5, '10:00', '19:00')] });
    const cases: Array<[Json[], string]> = [
      [[calisma(1, '09:00', '13:00'), calisma(1, '12:00', '18:00')], 'Pazartesi: çalışma aralıkları çakışıyor.'],
      [[calisma(2, '09:00', '17:00'), calisma(2, '16:30', '17:30', 'mola')], 'Salı: mola, çalışma saatlerinin içinde olmalı.'],
      [[calisma(2, '09:00', '12:00'), calisma(2, '13:00', '17:00'), calisma(2, '11:30', '13:30', 'mola')], 'Salı: mola, çalışma saatlerinin içinde olmalı.'],
      [[calisma(3, '12:00', '12:00')], 'Çarşamba: bitiş saati başlangıçtan sonra olmalı.'],
      [[calisma(3, '18:00', '09:00')], 'Çarşamba: bitiş saati başlangıçtan sonra olmalı.'],
      [[calisma(4, '09:00', '17:00'), calisma(4, '12:00', '13:00', 'mola'), calisma(4, '12:30', '13:30', 'mola')], 'Perşembe: molalar çakışıyor.'],
      [[calisma(0, '12:00', '13:00', 'mola')], 'Pazar: çalışma saati olmayan güne mola eklenemez.'],
      [[calisma(1, '09:03', '17:00')], 'Saatler SS:DD biçiminde ve 5 dakikanın katı olmalı (ör. 09:30).'],
      [[calisma(1, '9:00', '17:00')], 'Saatler SS:DD biçiminde ve 5 dakikanın katı olmalı (ör. 09:30).'],
      [[calisma(1, '09:00', '24:05')], 'Saatler SS:DD biçiminde ve 5 dakikanın katı olmalı (ör. 09:30).'],
      [[calisma(7, '09:00', '17:00')], 'Geçersiz gün.'],
      [[calisma(1, '09:00', '17:00', 'izin')], 'Aralık türü çalışma veya mola olmalı.'],
    ];
    for (const [araliklar, message] of cases) {
      for (const path of [`${P}/${id}/calisma`, `${P}/${id}/calisma/kontrol`]) {
        expect(await hata(await istek(path.endsWith('kontrol') ? 'POST' : 'PUT', path, { araliklar })), `${path} ${message}`).toMatchObject({ status: 400, errorCode: 'VALIDATION', errorDetail: message });
      }
    }
    expect((await json(await istek('PUT', `${P}/${id}/calisma`, { araliklar: cases[0]![0] }, { lang: 'en' }))).errorDetail).toBe('Monday: working ranges overlap.');
    expect((await json(await istek('PUT', `${P}/${id}/calisma`, { araliklar: cases[0]![0] }, { lang: 'de' }))).errorDetail).toBe('Montag: Arbeitszeiten überschneiden sich.');
    expect(await satirlar(id)).toEqual([calisma(5, '10:00', '19:00')]);
    const yabanci = await personel(w.venue.B);
    expect((await istek('PUT', `${P}/${yabanci}/calisma`, { araliklar: [] })).status).toBe(404);
    expect((await istek('POST', `${P}/${yabanci}/calisma/kontrol`, { araliklar: [] })).status).toBe(404);
  });

  it('counts future active appointments the new hours leave outside, and moves none of them', async () => {
    const id = await personel(w.venue.A, 'Uyarılı');
    const pzt = gunSonra(1);
    const sal = gunSonra(2);
    const icerde = await randevu(w.venue.A, id, yerelZaman(pzt, 10), yerelZaman(pzt, 11));
    await randevu(w.venue.A, id, yerelZaman(pzt, 12, 30), yerelZaman(pzt, 13, 30), 'beklemede'); // into the break
    await randevu(w.venue.A, id, yerelZaman(sal, 10), yerelZaman(sal, 11)); // a day off
    await randevu(w.venue.A, id, yerelZaman(sal, 12), yerelZaman(sal, 13), 'iptal'); // cancelled: not counted
    await randevu(w.venue.A, id, yerelZaman(-7, 8), yerelZaman(-7, 9)); // past: not counted
    await randevu(w.venue.A, id, yerelZaman(pzt, 16, 30), yerelZaman(pzt, 17, 30)); // runs past the end
    const hafta = { araliklar: [calisma(1, '09:00', '17:00'), calisma(1, '13:00', '14:00', 'mola')] };
    const beklenen = [yerelZaman(pzt, 12, 30), yerelZaman(sal, 10)].sort()[0];
    const kontrol = await json(await istek('POST', `${P}/${id}/calisma/kontrol`, hafta));
    expect(kontrol.data.disarida).toEqual({ sayi: 3, ilk: beklenen });
    expect(await satirlar(id)).toEqual([]);
    const kayit = await json(await istek('PUT', `${P}/${id}/calisma`, hafta));
    expect(kayit.data.disarida).toEqual({ sayi: 3, ilk: beklenen });
    expect(await scalar('SELECT baslangic FROM randevu WHERE id = ?', icerde)).toBe(yerelZaman(pzt, 10));
    expect(await scalar("SELECT count(*) FROM randevu WHERE personel_id = ? AND durum IN ('beklemede', 'onaylandi')", id)).toBe(5);
  });
});

describe('leave', () => {
  const IZIN = (id: number) => `${P}/${id}/izinler`;

  it('adds whole days (venue-zone midnights) and time ranges, flags overlapping appointments, refuses overlapping leave', async () => {
    const id = await personel(w.venue.A, 'İzinli');
    const tarih = yerelTarih(10);
    await randevu(w.venue.A, id, yerelZaman(10, 11), yerelZaman(10, 12));
    const gunluk = await istek('POST', IZIN(id), { tur: 'gun', baslangicTarih: tarih, bitisTarih: yerelTarih(11), aciklama: '  Yıllık izin ' });
    expect(gunluk.status).toBe(201);
    expect((await json(gunluk)).data).toMatchObject({ cakisan: 1, baslangic: yerelZaman(10, 0), bitis: yerelZaman(12, 0) });
    expect(await env.DB.prepare('SELECT baslangic, bitis, aciklama FROM randevu_izin WHERE personel_id = ?').bind(id).first()).toEqual({ baslangic: yerelZaman(10, 0), bitis: yerelZaman(12, 0), aciklama: 'Yıllık izin' });
    expect(await hata(await istek('POST', IZIN(id), { tur: 'saat', baslangic: `${yerelTarih(11)}T15:00`, bitis: `${yerelTarih(11)}T16:00` }))).toMatchObject({ status: 409, errorCode: 'LEAVE_OVERLAP', errorDetail: 'Bu personelin bu tarihlerle çakışan bir izni zaten var.' });
    const saatlik = await istek('POST', IZIN(id), { tur: 'saat', baslangic: `${yerelTarih(12)}T09:30`, bitis: `${yerelTarih(12)}T12:00`, aciklama: 'Doktor' });
    expect(saatlik.status).toBe(201);
    expect((await json(saatlik)).data).toMatchObject({ cakisan: 0, baslangic: yerelZaman(12, 9, 30), bitis: yerelZaman(12, 12) });
    const liste = (await json(await istek('GET', IZIN(id)))).data;
    expect(liste.saatDilimi).toBe('Europe/Istanbul');
    expect(liste.izinler.map((z: Json) => [z.tamGun, z.cakisan, z.aciklama])).toEqual([[true, 1, 'Yıllık izin'], [false, 0, 'Doktor']]);
    expect((await json(await istek('GET', P))).data.personeller.find((p: Json) => p.id === id).izinSayisi).toBe(2);
  });

  it('validates dates with Turkish messages and deletes only its own leave', async () => {
    const id = await personel(w.venue.A, 'Kontrollü');
    const cases: Array<[Json, string]> = [
      [{ tur: 'gun', baslangicTarih: yerelTarih(5), bitisTarih: yerelTarih(4) }, 'İzin bitişi başlangıcından sonra olmalı.'],
      [{ tur: 'saat', baslangic: `${yerelTarih(5)}T12:00`, bitis: `${yerelTarih(5)}T12:00` }, 'İzin bitişi başlangıcından sonra olmalı.'],
      [{ tur: 'gun', baslangicTarih: '2027-02-30', bitisTarih: '2027-03-01' }, 'Geçerli bir tarih ve saat girin.'],
      [{ tur: 'saat', baslangic: '2027-01-01 10:00', bitis: '2027-01-01T11:00' }, 'Geçerli bir tarih ve saat girin.'],
      [{ tur: 'gun', baslangicTarih: '2027-01-01', bitisTarih: '2028-01-02' }, 'Bir izin kaydı en fazla 366 gün olabilir.'],
      [{ tur: 'hafta', baslangicTarih: '2027-01-01', bitisTarih: '2027-01-02' }, 'İzin türü tam gün veya saat aralığı olmalı.'],
      [{ tur: 'gun', baslangicTarih: yerelTarih(5), bitisTarih: yerelTarih(5), aciklama: 'x'.repeat(201) }, 'Not en fazla 200 karakter olabilir.'],
    ];
    for (const [body, message] of cases) expect(await hata(await istek('POST', IZIN(id), body)), JSON.stringify(body)).toMatchObject({ status: 400, errorDetail: message });
    expect(await scalar('SELECT count(*) FROM randevu_izin WHERE personel_id = ?', id)).toBe(0);

    const izinId = (await json(await istek('POST', IZIN(id), { tur: 'gun', baslangicTarih: yerelTarih(6), bitisTarih: yerelTarih(6) }))).data.id;
    const baska = await personel(w.venue.A, 'Başka');
    const yabanci = await personel(w.venue.B, 'Yabancı');
    expect((await istek('DELETE', `${IZIN(baska)}/${izinId}`)).status).toBe(404);
    expect((await istek('DELETE', `${IZIN(yabanci)}/${izinId}`)).status).toBe(404);
    expect((await istek('GET', IZIN(yabanci))).status).toBe(404);
    expect((await istek('POST', IZIN(yabanci), { tur: 'gun', baslangicTarih: yerelTarih(6), bitisTarih: yerelTarih(6) })).status).toBe(404);
    expect((await istek('DELETE', `${IZIN(id)}/abc`)).status).toBe(404);
    expect((await istek('DELETE', `${IZIN(id)}/${izinId}`)).status).toBe(200);
    expect((await istek('DELETE', `${IZIN(id)}/${izinId}`)).status).toBe(404);
  });
});
