import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/** Migration 0017 (platform: licences, settings, leads) on a database that lived at 0016: every venue keeps what it had. */
const db = env.ESKI_DB;
const sql = (text: string, ...params: unknown[]) => db.prepare(text).bind(...params);
const hepsi = async (text: string) => (await sql(text).all()).results as Record<string, unknown>[];

describe('migration 0017 from the previous schema', () => {
  it('keeps venues and memberships, and gives every venue an open-ended licence with all modules and its operators as seats', async () => {
    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name < '0017'));
    const kullanicilar = Array.from({ length: 14 }, (_, i) => `(${i + 1}, 'k${i + 1}@ornek.test', 'Kullanıcı ${i + 1}', 'x', 2)`).join(', ');
    await db.batch([
      sql("INSERT INTO isletme (id, ad, url_adi, tur, sehir, olusturma_zamani) VALUES (5, 'Çay Bahçesi', 'cay-bahcesi', 'cafe', 'İzmir', '2025-03-09T10:00:00.000Z'), (6, 'Berber Ali', 'berber-ali', 'salon', 'Bursa', '2026-01-15T08:30:00.000Z')"),
      sql(`INSERT INTO kullanici (id, email, ad_soyad, sifre_hash, kullanici_tipi) VALUES ${kullanicilar}`),
      // venue 5: twelve active operators and one that left; venue 6: two
      sql(`INSERT INTO isletme_kullanici (isletme_id, kullanici_id, aktif) VALUES ${Array.from({ length: 13 }, (_, i) => `(5, ${i + 1}, ${i === 12 ? 0 : 1})`).join(', ')}, (6, 13, 1), (6, 14, 1)`),
    ]);
    const isletmeOnce = await hepsi('SELECT * FROM isletme ORDER BY id');
    const uyelikOnce = await hepsi('SELECT * FROM isletme_kullanici ORDER BY isletme_id, kullanici_id');

    await applyD1Migrations(db, env.TEST_MIGRATIONS);

    const isletme = await hepsi('SELECT * FROM isletme ORDER BY id');
    // later migrations add their own columns (0019: the owner); what was there is unchanged
    expect(isletme.map((r) => Object.fromEntries(Object.keys(isletmeOnce[0]!).map((k) => [k, r[k]])))).toEqual(isletmeOnce);
    expect(isletme.map((r) => [r.askiya_alma_zamani, r.askiya_alma_nedeni])).toEqual([[null, null], [null, null]]);
    expect(await hepsi('SELECT * FROM isletme_kullanici ORDER BY isletme_id, kullanici_id')).toEqual(uyelikOnce);
    expect(await hepsi('SELECT isletme_id, plan, moduller, koltuk, baslangic, bitis, deneme, ek_sure_gun FROM lisans ORDER BY isletme_id')).toEqual([
      { isletme_id: 5, plan: 'pro', moduller: '["qrmenu","cafe","randevu","envanter","crm"]', koltuk: 12, baslangic: '2025-03-09', bitis: '2099-12-31', deneme: 0, ek_sure_gun: null },
      { isletme_id: 6, plan: 'pro', moduller: '["qrmenu","cafe","randevu","envanter","crm"]', koltuk: 10, baslangic: '2026-01-15', bitis: '2099-12-31', deneme: 0, ek_sure_gun: null },
    ]);
    expect(await hepsi('SELECT id, deneme_gun, ek_sure_gun, kdv_orani FROM platform_ayar')).toEqual([{ id: 1, deneme_gun: 14, ek_sure_gun: 7, kdv_orani: 20 }]);
  });
});
