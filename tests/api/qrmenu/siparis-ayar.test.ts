import { describe, expect, it } from 'vitest';
import { call, insertKategori, json, scalar } from '../fixtures';
import { qrKafe } from './siparis-fixtures';

/** The self-ordering parameters: edited with the venue's parameters, logged, only the venue's own categories and areas. */

const govde = (ek: Record<string, unknown>) => ({
  ad: 'Kahve Durağı', adres: '', sehir: 'Antalya', telefon: '', vergiNo: null, saatDilimi: 'Europe/Istanbul', gunDonumuSaat: 5, odemeYontemleri: ['nakit', 'kart', 'havale'],
  kdvOranlari: [1, 10, 20], varsayilanKdv: 10, fisUstBilgi: '', fisAltBilgi: '', misafirDilleri: ['tr'], paraGosterimi: 'sembol_sonra', ...ek,
});

describe('self-ordering parameters', () => {
  it('start off, are saved and logged, left out stay, and refuse another venue’s category or area (404, nothing written)', async () => {
    const k = await qrKafe();
    const baska = await qrKafe();
    const put = (ek: Record<string, unknown>) => call('PUT', '/api/isletme/parametre', { token: k.sahip, venue: k.isletmeId, body: govde(ek) });
    const oku = async () => (await json(await call('GET', '/api/isletme/parametre', { token: k.sahip, venue: k.isletmeId }))).data;
    const kategori = (await scalar<number>('SELECT kategori_id FROM menu_urun WHERE id = ?', k.urun.cay))!;
    const alan = (await scalar<number>('SELECT alan_id FROM menu_masa WHERE id = ?', k.masalar[0]))!;
    expect((await put({ qrSiparis: true, qrSiparisOnay: true, qrSiparisKategoriler: [kategori], qrSiparisAlanlar: [alan] })).status).toBe(200);
    expect(await oku()).toMatchObject({ qrSiparis: true, qrSiparisOnay: true, qrSiparisKategoriler: [kategori], qrSiparisAlanlar: [alan], qrAlanlari: [{ id: alan, ad: 'Salon' }] });
    expect(await scalar("SELECT yeni FROM parametre_log WHERE isletme_id = ? AND alan = 'qrSiparisOnay' ORDER BY id DESC LIMIT 1", k.isletmeId)).toBe('1');
    expect((await put({})).status).toBe(200);
    expect((await oku()).qrSiparisOnay).toBe(true);
    // an empty choice is all
    expect((await put({ qrSiparisKategoriler: [], qrSiparisAlanlar: null })).status).toBe(200);
    expect(await oku()).toMatchObject({ qrSiparisKategoriler: null, qrSiparisAlanlar: null });
    const yabanciKategori = await insertKategori(baska.isletmeId, 'Başka');
    const yabanciAlan = (await scalar<number>('SELECT alan_id FROM menu_masa WHERE id = ?', baska.masalar[0]))!;
    expect((await put({ qrSiparisKategoriler: [yabanciKategori] })).status).toBe(404);
    expect((await put({ qrSiparisAlanlar: [yabanciAlan] })).status).toBe(404);
    expect((await put({ qrSiparisAlanlar: ['bahçe'] })).status).toBe(400);
    expect(await oku()).toMatchObject({ qrSiparisKategoriler: null, qrSiparisAlanlar: null });
  });
});
