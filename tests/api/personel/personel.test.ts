import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  TUM_ISLETME_YETKILERI, buildWorld, call, gorselForm, insertOperator, insertRandevuPersoneli, json, login, loginWith, scalar, webpBytes, type Json, type World,
} from '../fixtures';
import { kanalKur, yerelTarih, yerelZaman } from '../randevu/fixtures';

/** The venue's staff register (/api/isletme/personel) and how the appointment panel reuses its entries. */

const P = '/api/isletme/personel';
const RP = '/api/isletme/randevu/personel';
let w: World;
let owner: string;
let n = 0;

const istek = (method: string, path: string, body?: unknown, opts: { token?: string; venue?: number; lang?: string } = {}) =>
  call(method, path, { token: opts.token ?? owner, venue: opts.venue ?? w.venue.A, body, lang: opts.lang });
const ekle = (body: Json, opts = {}) => istek('POST', P, body, opts);
const hata = async (response: Response) => ({ status: response.status, ...(await json(response)) });
const kayitSayisi = () => scalar('SELECT count(*) FROM personel');
/** A register entry without an appointment profile. */
const kisi = async (isletmeId: number, ad = `Kişi ${++n}`) =>
  (await env.DB.prepare('INSERT INTO personel (isletme_id, ad) VALUES (?, ?) RETURNING id').bind(isletmeId, ad).first<{ id: number }>())!.id;
async function randevu(isletmeId: number, personelId: number, baslangic: string): Promise<void> {
  const musteri = (await env.DB.prepare('INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, ?, ?) RETURNING id').bind(isletmeId, 'Müşteri', `+90533${String(++n).padStart(7, '0')}`).first<{ id: number }>())!.id;
  const bitis = new Date(Date.parse(baslangic) + 30 * 60_000).toISOString();
  await env.DB.prepare("INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod) VALUES (?, ?, ?, ?, ?, 'onaylandi', 'panel', ?)")
    .bind(isletmeId, musteri, personelId, baslangic, bitis, `PRSKOD${String(++n).padStart(6, '0')}`).run();
}

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
});

describe('staff register CRUD', () => {
  it('adds a person with Turkish phone spelling, title, dates and a linked account; the list shows them', async () => {
    const response = await ekle({
      ad: '  Mehmet Demir ', telefon: '0532 111 22 33', email: 'Mehmet@Example.com', unvan: 'Garson', baslamaTarihi: '2024-03-01', renk: '#1D4ED8',
      notlar: 'Hafta sonu çalışır', kullaniciId: w.user.waiter.id,
    });
    expect(response.status).toBe(201);
    const { data } = await json(response);
    expect(data).toMatchObject({
      ad: 'Mehmet Demir', telefon: '+905321112233', email: 'mehmet@example.com', unvan: 'Garson', baslamaTarihi: '2024-03-01', ayrilmaTarihi: null,
      aktif: true, renk: '#1d4ed8', kullaniciId: w.user.waiter.id, kullaniciAd: 'Test garson', randevuProfili: false, gelecekRandevu: 0,
    });
    const liste = (await json(await istek('GET', P))).data;
    expect(liste.personeller.map((p: Json) => p.id)).toContain(data.id);
    expect(liste.hesaplar.map((h: Json) => h.id)).toEqual(expect.arrayContaining([w.user.owner.id, w.user.waiter.id]));
    expect(liste.hesaplar.map((h: Json) => h.id)).not.toContain(w.user.outsider.id);
    // a person added here has no appointment profile: the appointment panel offers them as a candidate
    const randevuListesi = (await json(await istek('GET', RP))).data;
    expect(randevuListesi.personeller.map((p: Json) => p.id)).not.toContain(data.id);
    expect(randevuListesi.adaylar.map((a: Json) => a.id)).toContain(data.id);
  });

  it('updates a person and marks them as left with a leaving date', async () => {
    const id = (await json(await ekle({ ad: 'Ayrılacak Kişi', baslamaTarihi: '2023-01-10' }))).data.id;
    const response = await istek('PUT', `${P}/${id}`, { ad: 'Ayrılan Kişi', baslamaTarihi: '2023-01-10', aktif: false, ayrilmaTarihi: '2025-02-28', unvan: 'Komi' });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({ ad: 'Ayrılan Kişi', aktif: false, ayrilmaTarihi: '2025-02-28', unvan: 'Komi' });
    expect(await scalar('SELECT aktif FROM personel WHERE id = ?', id)).toBe(0);
    // back to work: the leaving date is dropped
    await istek('PUT', `${P}/${id}`, { ad: 'Ayrılan Kişi', aktif: true, ayrilmaTarihi: '2025-02-28' });
    expect(await scalar('SELECT ayrilma_tarihi FROM personel WHERE id = ?', id)).toBeNull();
  });

  it('refuses invalid fields with 400 in the request language and writes nothing', async () => {
    const id = (await json(await ekle({ ad: 'Sabit Kişi' }))).data.id;
    const cases: Array<[Json, string, string]> = [
      [{ ad: 'A' }, 'Ad soyad 2 ile 80 karakter arasında olmalı.', 'Name must be 2 to 80 characters long.'],
      [{ ad: 'x'.repeat(81) }, 'Ad soyad 2 ile 80 karakter arasında olmalı.', 'Name must be 2 to 80 characters long.'],
      [{ ad: 'Telefon Hatalı', telefon: '12345' }, 'Geçerli bir Türkiye telefon numarası girin (örn. 0532 111 22 33).', 'Enter a valid Turkish phone number (e.g. 0532 111 22 33).'],
      [{ ad: 'Posta Hatalı', email: 'kimse@' }, 'Geçerli bir e-posta adresi girin.', 'Enter a valid e-mail address.'],
      [{ ad: 'Tarih Hatalı', baslamaTarihi: '2024-02-30' }, 'İşe başlama tarihi geçerli bir gün olmalı.', 'The start date must be a valid day.'],
      [{ ad: 'Ayrılan Kişi', aktif: false }, 'Ayrılan kişi için ayrılma tarihini girin.', 'Enter the leaving date for a person who left.'],
      [{ ad: 'Ayrılan Kişi', aktif: false, baslamaTarihi: '2024-05-01', ayrilmaTarihi: '2024-04-30' }, 'Ayrılma tarihi işe başlama tarihinden önce olamaz.', 'The leaving date cannot be before the start date.'],
      [{ ad: 'Foto Hatalı', foto: '../../etc/passwd' }, 'Fotoğraf geçersiz; lütfen yeniden yükleyin.', 'Invalid photo; please upload it again.'],
      [{ ad: 'Renk Hatalı', renk: 'red' }, 'Renk #rrggbb biçiminde olmalı.', 'Colour must be in #rrggbb format.'],
      [{ ad: 'Hesap Hatalı', kullaniciId: -1 }, 'Kullanıcı hesabı seçimi geçersiz.', 'Invalid user account choice.'],
    ];
    const before = await kayitSayisi();
    const snapshot = await scalar<string>('SELECT json_object(\'ad\', ad, \'telefon\', telefon, \'aktif\', aktif) FROM personel WHERE id = ?', id);
    for (const [body, tr, en] of cases) {
      expect(await hata(await ekle(body)), JSON.stringify(body)).toMatchObject({ status: 400, success: false, errorCode: 'VALIDATION', errorDetail: tr });
      expect(await hata(await istek('PUT', `${P}/${id}`, body, { lang: 'en' })), JSON.stringify(body)).toMatchObject({ status: 400, errorDetail: en });
    }
    expect(await kayitSayisi()).toBe(before);
    expect(await scalar<string>('SELECT json_object(\'ad\', ad, \'telefon\', telefon, \'aktif\', aktif) FROM personel WHERE id = ?', id)).toBe(snapshot);
  });

  it('links an account only once per venue and only to its active operators', async () => {
    const kendi = await insertOperator(`personel.${++n}@demo.test`, [[w.venue.A, w.set.aGarson]]);
    expect((await ekle({ ad: 'Birinci Bağ', kullaniciId: kendi })).status).toBe(201);
    expect(await hata(await ekle({ ad: 'İkinci Bağ', kullaniciId: kendi }))).toMatchObject({ status: 409, errorCode: 'ACCOUNT_LINKED' });
    // an operator of venue B only is not a member of A
    expect(await hata(await ekle({ ad: 'Yabancı Bağ', kullaniciId: w.user.outsider.id }))).toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
    expect(await scalar("SELECT count(*) FROM personel WHERE ad IN ('İkinci Bağ', 'Yabancı Bağ')")).toBe(0);
  });

  it('uploads a photo under personel/{venue}/ and accepts it (and the older randevu/personel keys) on save', async () => {
    const upload = await call('POST', `${P}/foto`, { token: owner, venue: w.venue.A, form: gorselForm(webpBytes(128)) });
    expect(upload.status).toBe(201);
    const anahtar = (await json(upload)).data.anahtar as string;
    expect(anahtar).toMatch(new RegExp(`^personel/${w.venue.A}/[0-9a-f]{32}\\.webp$`));
    expect((await ekle({ ad: 'Fotoğraflı Kişi', foto: anahtar })).status).toBe(201);
    const eski = (await json(await call('POST', `${RP}/foto`, { token: owner, venue: w.venue.A, form: gorselForm(webpBytes(128)) }))).data.anahtar as string;
    expect((await ekle({ ad: 'Eski Fotoğraflı', foto: eski })).status).toBe(201);
    // another venue's key (well-formed) is refused
    const yabanci = `personel/${w.venue.B}/${'a'.repeat(32)}.webp`;
    expect(await hata(await ekle({ ad: 'Başkasının Fotoğrafı', foto: yabanci }))).toMatchObject({ status: 400, errorCode: 'IMAGE_KEY_INVALID' });
  });

  it('exports CSV for Turkish Excel', async () => {
    await ekle({ ad: 'Csv Kişisi', telefon: '+90 555 444 33 22', unvan: 'Barista' });
    const response = await istek('GET', `${P}/disa-aktar`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/personel-\d{4}-\d{2}-\d{2}\.csv/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await response.arrayBuffer()));
    expect(text.startsWith('\uFEFFAd soyad;Unvan;Telefon')).toBe(true);
    expect(text).toContain('Csv Kişisi;Barista;0555 444 33 22');
  });
});

describe('tenancy and delete', () => {
  it("answers 404 for another venue's person and changes nothing", async () => {
    const yabanci = await kisi(w.venue.B, 'Salon Kişisi');
    expect((await istek('PUT', `${P}/${yabanci}`, { ad: 'Ele Geçirildi' })).status).toBe(404);
    expect((await istek('DELETE', `${P}/${yabanci}`)).status).toBe(404);
    expect(await scalar('SELECT ad FROM personel WHERE id = ?', yabanci)).toBe('Salon Kişisi');
    const liste = (await json(await istek('GET', P))).data;
    expect(liste.personeller.map((p: Json) => p.id)).not.toContain(yabanci);
  });

  it('deletes a person without history (with a bare appointment profile)', async () => {
    const id = await insertRandevuPersoneli(w.venue.A, 'Silinecek Kişi');
    await env.DB.prepare("INSERT INTO randevu_calisma (personel_id, gun, baslangic, bitis, tur) VALUES (?, 1, '09:00', '17:00', 'calisma')").bind(id).run();
    expect((await istek('DELETE', `${P}/${id}`)).status).toBe(200);
    expect(await scalar('SELECT count(*) FROM personel WHERE id = ?', id)).toBe(0);
    expect(await scalar('SELECT count(*) FROM randevu_profil WHERE personel_id = ?', id)).toBe(0);
  });

  it('refuses to delete a person with appointments, tasks or leave history (409, suggests marking as left)', async () => {
    const randevulu = await insertRandevuPersoneli(w.venue.A, 'Randevulu Kişi');
    await randevu(w.venue.A, randevulu, yerelZaman(3, 10));
    expect(await hata(await istek('DELETE', `${P}/${randevulu}`))).toMatchObject({
      status: 409, errorCode: 'HAS_APPOINTMENTS', errorDetail: 'Bu kişinin 1 randevusu var; silinemez. Bunun yerine “Ayrıldı” olarak işaretleyin.',
    });
    const gorevli = await kisi(w.venue.A);
    await env.DB.prepare('INSERT INTO randevu_gorev (isletme_id, baslik, personel_id) VALUES (?, ?, ?)').bind(w.venue.A, 'Dolap düzeni', gorevli).run();
    expect(await hata(await istek('DELETE', `${P}/${gorevli}`))).toMatchObject({ status: 409, errorCode: 'HAS_TASKS' });
    const izinli = await insertRandevuPersoneli(w.venue.A, 'İzinli Kişi');
    await env.DB.prepare("INSERT INTO randevu_izin (personel_id, baslangic, bitis) VALUES (?, '2024-01-01T00:00:00.000Z', '2024-01-02T00:00:00.000Z')").bind(izinli).run();
    expect(await hata(await istek('DELETE', `${P}/${izinli}`, undefined, { lang: 'en' }))).toMatchObject({ status: 409, errorCode: 'HAS_HISTORY' });
    expect(await scalar('SELECT count(*) FROM personel WHERE id IN (?, ?, ?)', randevulu, gorevli, izinli)).toBe(3);
    // the list counts the future appointment
    const liste = (await json(await istek('GET', P))).data;
    expect(liste.personeller.find((p: Json) => p.id === randevulu)).toMatchObject({ randevuProfili: true, gelecekRandevu: 1 });
  });

  it('the garson set gets 403; a set with isletme:personel reads but cannot write without :ekle', async () => {
    const garson = await login(w.user.waiter.email);
    expect((await istek('GET', P, undefined, { token: garson })).status).toBe(403);
    expect((await ekle({ ad: 'Garsonun Eklediği' }, { token: garson })).status).toBe(403);
    const okuyan = await loginWith(w.venue.A, ['isletme:personel']);
    expect((await istek('GET', P, undefined, { token: okuyan })).status).toBe(200);
    expect((await ekle({ ad: 'Okuyanın Eklediği' }, { token: okuyan })).status).toBe(403);
    expect((await istek('GET', `${P}/disa-aktar`, undefined, { token: okuyan })).status).toBe(403);
    expect(await scalar("SELECT count(*) FROM personel WHERE ad IN ('Garsonun Eklediği', 'Okuyanın Eklediği')")).toBe(0);
  });
});

describe('the appointment panel reuses register entries', () => {
  it('POST /randevu/personel {personelId} creates only the profile; 409 when it has one; 404 for a foreign id', async () => {
    const id = (await json(await ekle({ ad: 'Kayıttan Gelen', unvan: 'Kuaför', telefon: '05321234567' }))).data.id;
    const before = await kayitSayisi();
    const response = await istek('POST', RP, { personelId: id, ad: 'Kayıttan Gelen', renk: '#15803d', hizmetIdler: [] });
    expect(response.status).toBe(201);
    expect((await json(response)).data.id).toBe(id);
    expect(await kayitSayisi()).toBe(before);
    expect(await scalar('SELECT count(*) FROM randevu_profil WHERE personel_id = ?', id)).toBe(1);
    // the register fields the appointment form does not know stay as they were
    expect(await scalar('SELECT telefon FROM personel WHERE id = ?', id)).toBe('+905321234567');
    expect((await json(await istek('GET', P))).data.personeller.find((p: Json) => p.id === id).randevuProfili).toBe(true);
    expect(await hata(await istek('POST', RP, { personelId: id, ad: 'Kayıttan Gelen' }))).toMatchObject({ status: 409, errorCode: 'HAS_PROFILE' });
    const yabanci = await kisi(w.venue.B);
    expect(await hata(await istek('POST', RP, { personelId: yabanci, ad: 'Yabancı' }))).toMatchObject({ status: 404 });
    expect(await scalar('SELECT count(*) FROM randevu_profil WHERE personel_id = ?', yabanci)).toBe(0);
  });

  it('a person marked as left disappears from the public staff list', async () => {
    const k = await kanalKur();
    const token = await loginWith(k.isletmeId, TUM_ISLETME_YETKILERI);
    const kanal = async () => (await json(await call('GET', `/api/randevu/${k.firmaKey}/kanal`))).data.personeller.map((p: Json) => p.id);
    expect(await kanal()).toEqual(expect.arrayContaining(k.personel));
    const [ayrilan, kalan] = k.personel;
    const response = await istek('PUT', `${P}/${ayrilan}`, { ad: 'Selin', aktif: false, ayrilmaTarihi: '2025-01-31' }, { token, venue: k.isletmeId });
    expect(response.status).toBe(200);
    expect(await kanal()).toEqual([kalan]);
    // their slots are gone too: booking them by id is refused
    const slot = await call('GET', `/api/randevu/${k.firmaKey}/slotlar?hizmetIdler=${k.hizmet.sac}&personelId=${ayrilan}&tarih=${yerelTarih(2)}`);
    expect(slot.status).toBe(400);
  });
});
