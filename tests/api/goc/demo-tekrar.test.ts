import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { degisenler, demoYukle, dokum } from './demo-yukle';

/**
 * A fresh install, used for a while (a set, a user and a table edited by hand), started again three days later and
 * once more: the start adds nothing into past days and changes no row that is there.
 */
const db = env.DB;
const GUN = 86_400_000;

const gunler = async (tablo: 'kasa' | 'cari', bugun: string) => (await db.prepare(`SELECT isletme_id, substr(tarih, 1, 10) AS gun, count(*) AS adet, sum(tutar_kurus) AS kurus
  FROM ${tablo} WHERE tarih < ? GROUP BY isletme_id, gun ORDER BY isletme_id, gun`).bind(bugun).all()).results;

describe('starting a used demo database again', () => {
  it('changes no set, user, table or past day, however late it runs', async () => {
    const now = Date.now();
    await demoYukle(db, now);
    await db.batch([
      db.prepare("UPDATE yetki_seti SET yetkiler = '[\"isletme:qrmenu:cafe-yonetim:masa-takip\"]' WHERE id = 13"),
      db.prepare("UPDATE kullanici SET ad_soyad = 'Zeynep Kaya Demir' WHERE email = 'zeynep.kaya@demo.test'"),
      db.prepare("UPDATE menu_masa SET ad = 'Cam kenarı', sira = 9, plan_x = NULL, plan_y = NULL WHERE isletme_id = 1 AND ad = 'Masa 5'"),
      db.prepare("UPDATE isletme_parametre SET gun_donumu_saat = 0 WHERE isletme_id = 1"),
    ]);
    const once = await dokum(db);
    const bugun = new Date(now + 3 * GUN).toISOString().slice(0, 10);
    const kasaOnce = await gunler('kasa', bugun);
    const cariOnce = await gunler('cari', bugun);

    await demoYukle(db, now + 3 * GUN);
    await demoYukle(db, now + 3 * GUN + 60_000);

    expect(degisenler(once, await dokum(db))).toEqual({});
    expect(await gunler('kasa', bugun)).toEqual(kasaOnce);
    expect(await gunler('cari', bugun)).toEqual(cariOnce);
    expect(kasaOnce.length).toBeGreaterThan(10);
    expect(await db.prepare("SELECT count(*) AS n FROM demo_verisi WHERE anahtar = 'ilk-kurulum'").first('n')).toBe(0);
  }, 60_000);
});
