import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { scalar, type World, insertRandevuPersoneli } from '../../fixtures';
import { insertId, sahip, uniq, type MatrixRows } from './ortak';

/** Matrix rows of the 'takvim' appointment panel routes (calendar and "my appointments"), in venue A. */

let A = 0;
const personel: [number, number] = [0, 0];
let hizmet = 0;
let musteri = 0;
let slotNo = 0;
// a fresh 30-minute slot per call, far from anything else (the bodies confirm "outside working hours")
const yeniSlot = () => new Date(Date.UTC(2031, 0, 1, 6) + slotNo++ * 30 * 60_000).toISOString();
const gecmisSlot = () => new Date(Date.UTC(2024, 0, 1, 6) + slotNo++ * 30 * 60_000).toISOString();

export async function takvimMatrixSetup(w: World): Promise<void> {
  A = w.venue.A;
  hizmet = await insertId(`INSERT INTO randevu_hizmet (isletme_id, ad, sure_dk, fiyat_kurus) VALUES (?, '{"tr":"Matris hizmeti"}', 30, 10000) RETURNING id`, A);
  for (const [i, ad] of ['Matris Bir', 'Matris İki'].entries()) {
    // the first one is the owner's own staff record ("randevularim")
    personel[i] = await insertRandevuPersoneli(A, ad, i === 0 ? w.user.owner.id : null);
    await env.DB.prepare('INSERT INTO randevu_personel_hizmet (personel_id, hizmet_id) VALUES (?, ?)').bind(personel[i], hizmet).run();
  }
  musteri = await insertId("INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, 'Matris Müşteri', '+905329990000') RETURNING id", A);
}

/** An appointment of venue A written directly (status and time as given). */
async function randevu(durum: 'beklemede' | 'onaylandi', baslangic: string, personelId = personel[1]): Promise<number> {
  const bitis = new Date(Date.parse(baslangic) + 30 * 60_000).toISOString();
  const id = await insertId(`INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus)
    VALUES (?, ?, ?, ?, ?, ?, 'panel', ?, 10000) RETURNING id`, A, musteri, personelId, baslangic, bitis, durum, `MTRX${uniq()}`.slice(0, 16).padEnd(10, 'X'));
  await env.DB.prepare('INSERT INTO randevu_kalem (randevu_id, hizmet_id, sure_dk, fiyat_kurus) VALUES (?, ?, 30, 10000)').bind(id, hizmet).run();
  return id;
}

const durumu = (id: number) => scalar<string>('SELECT durum FROM randevu WHERE id = ?', id);

export const TAKVIM_MATRIX: MatrixRows = {
  'GET /isletme/randevu/randevular': { expect: sahip(200), build: async () => ({ path: '/isletme/randevu/randevular?tarih=2031-01-01&gun=7' }) },
  'GET /isletme/randevu/randevular/musteri-ara': { expect: sahip(200), build: async () => ({ path: '/isletme/randevu/randevular/musteri-ara?q=matris' }) },
  'GET /isletme/randevu/randevular/disa-aktar': { expect: sahip(200), build: async () => ({ path: '/isletme/randevu/randevular/disa-aktar?bas=2031-01-01&bit=2031-01-31' }) },
  'GET /isletme/randevu/randevularim': { expect: sahip(200), build: async () => ({ path: '/isletme/randevu/randevularim' }) },
  'POST /isletme/randevu/randevular': {
    expect: sahip(201),
    build: async () => {
      const baslangic = yeniSlot();
      const telefon = `0533${String(1_000_000 + slotNo).slice(-7)}`;
      return {
        path: '/isletme/randevu/randevular',
        body: { personelId: personel[1], baslangic, hizmetIdler: [hizmet], musteri: { adSoyad: 'Matris Yeni', telefon }, mesaiDisi: true },
        after: async (allowed) => expect(await scalar('SELECT count(*) FROM randevu WHERE isletme_id = ? AND baslangic = ? AND kaynak = ?', A, baslangic, 'panel')).toBe(allowed ? 1 : 0),
      };
    },
  },
  'PUT /isletme/randevu/randevular/:id': {
    expect: sahip(200),
    build: async () => {
      const id = await randevu('onaylandi', yeniSlot());
      const notlar = `matris ${uniq()}`;
      return { path: `/isletme/randevu/randevular/${id}`, body: { notlar }, after: async (allowed) => expect(await scalar('SELECT count(*) FROM randevu WHERE id = ? AND notlar = ?', id, notlar)).toBe(allowed ? 1 : 0) };
    },
  },
  'POST /isletme/randevu/randevular/:id/tasi': {
    expect: sahip(200),
    build: async () => {
      const id = await randevu('onaylandi', yeniSlot());
      const hedef = yeniSlot();
      return {
        path: `/isletme/randevu/randevular/${id}/tasi`,
        body: { personelId: personel[0], baslangic: hedef, mesaiDisi: true },
        after: async (allowed) => expect(await scalar('SELECT count(*) FROM randevu WHERE id = ? AND baslangic = ? AND personel_id = ?', id, hedef, personel[0])).toBe(allowed ? 1 : 0),
      };
    },
  },
  'POST /isletme/randevu/randevular/:id/durum': {
    expect: sahip(200),
    build: async () => {
      const id = await randevu('onaylandi', yeniSlot());
      return { path: `/isletme/randevu/randevular/${id}/durum`, body: { islem: 'iptal' }, after: async (allowed) => expect(await durumu(id)).toBe(allowed ? 'iptal' : 'onaylandi') };
    },
  },
  'POST /isletme/randevu/randevularim/:id/durum': {
    expect: sahip(200),
    build: async () => {
      // the owner's own staff record, started in the past: completion is allowed
      const id = await randevu('onaylandi', gecmisSlot(), personel[0]);
      return { path: `/isletme/randevu/randevularim/${id}/durum`, body: { islem: 'tamamla', odeme: 'nakit' }, after: async (allowed) => expect(await durumu(id)).toBe(allowed ? 'tamamlandi' : 'onaylandi') };
    },
  },
};
