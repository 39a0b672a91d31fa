import { expect } from 'vitest';
import { scalar, type World } from '../../fixtures';
import { insertId, uniq, type MatrixRows } from '../../randevu/matrix/ortak';
import { yonetici } from './ortak';

/** Matrix rows of the platform billing (/api/admin/muhasebe); tests/api/admin-muhasebe.test.ts has the behaviour. */

const P = '/admin/muhasebe';
let A = 0;
let fatura = 0;

const yeniFatura = async () => {
  const sira = (await scalar<number>('SELECT coalesce(max(sira), 0) + 1 FROM platform_fatura WHERE yil = 2031'))!;
  await insertId("INSERT INTO platform_fatura_seri (yil, son) VALUES (2031, ?) ON CONFLICT (yil) DO UPDATE SET son = excluded.son RETURNING yil AS id", sira);
  return insertId(`INSERT INTO platform_fatura (isletme_id, yil, sira, no, tarih, vade, donem_baslangic, donem_bitis, aciklama, alici_unvan, net_kurus, kdv_orani, kdv_kurus, brut_kurus)
    VALUES (?, 2031, ?, ?, '2031-01-01', '2031-01-16', '2031-01-01', '2031-01-31', 'Matris', 'Matris', 1000, 20, 200, 1200) RETURNING id`, A, sira, `IP2031-${String(sira).padStart(6, '0')}`);
};
const yeniTahsilat = () => insertId("INSERT INTO platform_tahsilat (isletme_id, tarih, tutar_kurus, yontem) VALUES (?, '2031-01-02', 500, 'havale') RETURNING id", A);

export async function muhasebeMatrixSetup(w: World): Promise<void> {
  A = w.venue.A;
  fatura = await yeniFatura();
}

export const MUHASEBE_MATRIX: MatrixRows = {
  [`GET ${P}`]: { expect: yonetici(200), build: async () => ({ path: P }) },
  [`GET ${P}/isletmeler`]: { expect: yonetici(200), build: async () => ({ path: `${P}/isletmeler?q=kahve` }) },
  [`GET ${P}/cari/:id`]: { expect: yonetici(200), build: async () => ({ path: `${P}/cari/${A}` }) },
  [`GET ${P}/faturalar`]: { expect: yonetici(200), build: async () => ({ path: `${P}/faturalar?bas=2031-01-01` }) },
  [`GET ${P}/faturalar/disa-aktar`]: { expect: yonetici(200), build: async () => ({ path: `${P}/faturalar/disa-aktar?bas=2031-01-01` }) },
  [`GET ${P}/faturalar/:id`]: { expect: yonetici(200), build: async () => ({ path: `${P}/faturalar/${fatura}` }) },
  [`POST ${P}/faturalar`]: {
    expect: yonetici(201),
    build: async () => {
      const aciklama = `Matris fatura ${uniq()}`;
      return {
        path: `${P}/faturalar`,
        body: { isletmeId: A, tarih: '2031-02-01', vadeGun: 15, donemBaslangic: '2031-02-01', donemBitis: '2031-02-28', aciklama, netKurus: 1000, kdvOrani: 20 },
        after: async (allowed) => expect(await scalar('SELECT count(*) FROM platform_fatura WHERE aciklama = ?', aciklama)).toBe(allowed ? 1 : 0),
      };
    },
  },
  [`POST ${P}/faturalar/:id/iptal`]: {
    expect: yonetici(200),
    build: async () => {
      const id = await yeniFatura();
      return { path: `${P}/faturalar/${id}/iptal`, body: { neden: 'Matris iptali' }, after: async (allowed) => expect(await scalar('SELECT durum FROM platform_fatura WHERE id = ?', id)).toBe(allowed ? 'iptal' : 'kesildi') };
    },
  },
  [`GET ${P}/tahsilatlar`]: { expect: yonetici(200), build: async () => ({ path: `${P}/tahsilatlar` }) },
  [`GET ${P}/tahsilatlar/disa-aktar`]: { expect: yonetici(200), build: async () => ({ path: `${P}/tahsilatlar/disa-aktar` }) },
  [`POST ${P}/tahsilatlar`]: {
    expect: yonetici(201),
    build: async () => {
      const referans = `MTR-${uniq()}`;
      return {
        path: `${P}/tahsilatlar`,
        body: { isletmeId: A, tarih: '2031-02-02', tutarKurus: 700, yontem: 'eft', referans, notlar: '' },
        after: async (allowed) => expect(await scalar('SELECT count(*) FROM platform_tahsilat WHERE referans = ?', referans)).toBe(allowed ? 1 : 0),
      };
    },
  },
  [`DELETE ${P}/tahsilatlar/:id`]: {
    expect: yonetici(200),
    build: async () => {
      const id = await yeniTahsilat();
      return { path: `${P}/tahsilatlar/${id}`, after: async (allowed) => expect(await scalar('SELECT count(*) FROM platform_tahsilat WHERE id = ?', id)).toBe(allowed ? 0 : 1) };
    },
  },
};
