import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { istenenKapora, kaporaAyarOku } from '@worker/db/randevu/kapora';
import { demoYukle } from '../goc/demo-yukle';

/** The demo's Lotus asks deposits: its IBAN, a service with a 30 % deposit and one regular under the customer rule. */

describe('demo deposits', () => {
  it('Lotus has an IBAN, a deposit service and a customer under the rule', async () => {
    const db = env.DB;
    const now = Date.now();
    await demoYukle(db, now);
    expect((await kaporaAyarOku(db, 2)).iban).toMatch(/^TR\d{24}$/);
    const hizmet = await db.prepare("SELECT id, fiyat_kurus FROM randevu_hizmet WHERE isletme_id = 2 AND kapora_tur = 'yuzde'").first<{ id: number; fiyat_kurus: number }>();
    expect(hizmet).not.toBeNull();
    const yeni = await istenenKapora(db, 2, [{ id: hizmet!.id, fiyatKurus: hizmet!.fiyat_kurus }], '+905999999999', now);
    expect(yeni).toMatchObject({ neden: 'hizmet', tutarKurus: Math.round(hizmet!.fiyat_kurus * 0.3) });
    // the rule customer: a service without a deposit still asks 20 %
    const musteri = await db.prepare('SELECT telefon FROM musteri WHERE id = 3018 AND isletme_id = 2').first<{ telefon: string }>();
    const kaporasiz = await db.prepare("SELECT id, fiyat_kurus FROM randevu_hizmet WHERE isletme_id = 2 AND kapora_tur = 'yok' AND aktif = 1 AND fiyat_kurus > 0 ORDER BY id LIMIT 1").first<{ id: number; fiyat_kurus: number }>();
    const kural = await istenenKapora(db, 2, [{ id: kaporasiz!.id, fiyatKurus: kaporasiz!.fiyat_kurus }], musteri!.telefon, now);
    expect(kural).toMatchObject({ neden: 'musteri', tutarKurus: Math.round(kaporasiz!.fiyat_kurus * 0.2) });
    expect(await istenenKapora(db, 2, [{ id: kaporasiz!.id, fiyatKurus: kaporasiz!.fiyat_kurus }], '+905999999999', now)).toBeNull();
  }, 60_000);
});
