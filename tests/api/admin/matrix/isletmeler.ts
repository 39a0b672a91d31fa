import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { insertVenue, scalar, type World } from '../../fixtures';
import { insertId, uniq, type MatrixRows, type Row } from '../../randevu/matrix/ortak';

/** Matrix rows of the venues screen (/api/admin/isletmeler) and the invite page's call; tests/api/admin-isletmeler.test.ts has the behaviour. */

const P = '/admin/isletmeler';
/** Only a full admin set holds admin:isletmeler; the restricted admin and every operator get 403. */
const admin = (status: number): Row => ({ anon: 401, admin: status, adminKisitli: 403, owner: 403, waiter: 403, noSet: 403, foreign: 403 });
let hedef = 0;

export async function isletmelerMatrixSetup(_w: World): Promise<void> {
  hedef = await insertVenue({ ad: 'Matris İşletmesi', urlAdi: 'matris-isletmesi', tur: 'cafe' });
}

const yeniIsletme = (askida = false) => insertVenue({ ad: `Matris ${uniq()}`, urlAdi: `matris-${uniq()}`, tur: 'cafe' }).then(async (id) => {
  if (askida) await env.DB.prepare("UPDATE isletme SET askiya_alma_zamani = '2026-01-01T00:00:00.000Z', askiya_alma_nedeni = 'matris' WHERE id = ?").bind(id).run();
  return id;
});

export const ISLETMELER_MATRIX: MatrixRows = {
  [`GET ${P}`]: { expect: admin(200), build: async () => ({ path: `${P}?q=matris&durum=aktif` }) },
  [`GET ${P}/disa-aktar`]: { expect: admin(200), build: async () => ({ path: `${P}/disa-aktar?q=matris` }) },
  [`POST ${P}`]: {
    expect: admin(201),
    build: async () => {
      const urlAdi = `matris-yeni-${uniq()}`;
      return {
        path: P,
        body: { ad: 'Matris Yeni', tur: 'salon', urlAdi, sehir: 'İzmir', telefon: '', sahipAdSoyad: 'Matris Sahibi', sahipEmail: `${urlAdi}@demo.test` },
        after: async (allowed) => expect(await scalar('SELECT count(*) FROM isletme i JOIN lisans l ON l.isletme_id = i.id WHERE i.url_adi = ?', urlAdi)).toBe(allowed ? 1 : 0),
      };
    },
  },
  [`GET ${P}/:id`]: { expect: admin(200), build: async () => ({ path: `${P}/${hedef}` }) },
  [`PUT ${P}/:id`]: {
    expect: admin(200),
    build: async () => {
      const sehir = `Matris ${uniq()}`;
      return {
        path: `${P}/${hedef}`,
        body: { ad: 'Matris İşletmesi', tur: 'cafe', urlAdi: 'matris-isletmesi', sehir, telefon: '', adres: '' },
        after: async (allowed) => expect(await scalar('SELECT count(*) FROM isletme WHERE sehir = ?', sehir)).toBe(allowed ? 1 : 0),
      };
    },
  },
  [`POST ${P}/:id/askiya-al`]: {
    expect: admin(200),
    build: async () => {
      const id = await yeniIsletme();
      return { path: `${P}/${id}/askiya-al`, body: { neden: 'Ödeme yapılmadı' }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM isletme WHERE id = ? AND askiya_alma_zamani IS NOT NULL', id)).toBe(allowed ? 1 : 0) };
    },
  },
  [`POST ${P}/:id/ac`]: {
    expect: admin(200),
    build: async () => {
      const id = await yeniIsletme(true);
      return { path: `${P}/${id}/ac`, after: async (allowed) => expect(await scalar('SELECT count(*) FROM isletme WHERE id = ? AND askiya_alma_zamani IS NULL', id)).toBe(allowed ? 1 : 0) };
    },
  },
  [`POST ${P}/:id/davet`]: {
    expect: admin(200),
    build: async () => {
      const id = await yeniIsletme();
      const sahip = await insertId("INSERT INTO kullanici (email, ad_soyad, sifre_hash, kullanici_tipi) VALUES (?, 'Davetli', 'davet$matris', 2) RETURNING id", `davetli-${uniq()}@demo.test`);
      await env.DB.batch([
        env.DB.prepare('INSERT INTO isletme_kullanici (isletme_id, kullanici_id) VALUES (?, ?)').bind(id, sahip),
        env.DB.prepare('UPDATE isletme SET sahip_kullanici_id = ? WHERE id = ?').bind(sahip, id),
      ]);
      return { path: `${P}/${id}/davet`, after: async (allowed) => expect(await scalar("SELECT count(*) FROM platform_log WHERE isletme_id = ? AND tur = 'isletme.davet'", id)).toBe(allowed ? 1 : 0) };
    },
  },
  // the invite page's call needs no session: every caller gets the same answer (a junk link is 400, nothing changes)
  'POST /davet': { expect: { anon: 400, admin: 400, adminKisitli: 400, owner: 400, waiter: 400, noSet: 400, foreign: 400 }, build: async () => ({ path: '/davet', body: { t: 'v1.junk.junk', sifre: 'yeni-sifre-123' } }) },
};
