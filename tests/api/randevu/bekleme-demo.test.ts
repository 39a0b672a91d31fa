import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { beklemeEslestir } from '@worker/db/randevu/bekleme-eslestir';
import { beklemeListesi } from '@worker/db/randevu/bekleme';
import { bugun } from '@lib/zaman/dilim';
import { demoYukle } from '../goc/demo-yukle';

/** The demo's Lotus has a waitlist: a few entries, one holding an open offer on a free slot; a second start adds nothing. */

describe('demo waitlist', () => {
  it('Lotus has waiting entries and one open offer that a look at the screen keeps open', async () => {
    const db = env.DB;
    const now = Date.now();
    await demoYukle(db, now);
    await beklemeEslestir(db, 2, now);
    const liste = await beklemeListesi(db, 2, 'tr', 'Europe/Istanbul', bugun('Europe/Istanbul', now));
    expect(liste.teklifDk).toBe(120);
    const ad = (a: string) => liste.satirlar.find((s) => s.adSoyad === a);
    expect(ad('Elif Kaya')).toMatchObject({ durum: 'teklif', kaynak: 'online', personel: { id: 1001 }, teklif: { durum: 'acik', personel: { id: 1001 }, gonderim: null } });
    expect(Date.parse(ad('Elif Kaya')!.teklif!.sonZaman)).toBeGreaterThan(now);
    expect(ad('Zeynep Arslan')?.kaynak).toBe('panel');
    expect(ad('Merve Şahin')?.kaynak).toBe('widget');
    expect(ad('Can Demir')?.durum).toBe('suresi_doldu');
    // the offered slot is really free: the cells of that staff member hold nothing there
    const t = ad('Elif Kaya')!.teklif!;
    const hucre = Math.floor(Date.parse(t.baslangic) / 300_000);
    expect(await db.prepare('SELECT count(*) AS n FROM randevu_hucre WHERE personel_id = 1001 AND hucre = ?').bind(hucre).first<number>('n')).toBe(0);

    // a later start (not a fresh install) adds nothing
    await demoYukle(db, now + 60_000);
    expect(await db.prepare('SELECT count(*) AS n FROM randevu_bekleme WHERE isletme_id = 2').first<number>('n')).toBe(4);
  }, 60_000);
});
