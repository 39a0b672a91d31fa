import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/** Migration 0024 (new permission keys of issues 14 and 15) on a database that lived at 0023. */
describe('migration 0024 from the previous schema', () => {
  it('gives the new keys only to sets that held the whole area before, once', async () => {
    const db2 = env.ESKI_DB;
    await applyD1Migrations(db2, env.TEST_MIGRATIONS.filter((m) => m.name < '0024'));
    const eskiAdmin = ['admin:fo:dashboard', 'admin:fo:pos', 'admin:fo:pos:tanim', 'admin:muhasebe', 'admin:stok', 'admin:ayarlar:genel', 'admin:ayarlar:lisans', 'admin:ayarlar:yetki-setleri', 'admin:stok:ekle'];
    const tamPc = ['isletme:qrmenu:pc-alis-satis', ...['ekle', 'guncelle', 'sil', 'disa-aktar'].map((a) => `isletme:qrmenu:pc-alis-satis:${a}`)];
    await db2.batch([
      db2.prepare("INSERT INTO yetki_seti (id, kapsam, ad, yetkiler) VALUES (901, 'admin', 'Tam', ?), (902, 'admin', 'Muhasebeci', ?), (903, 'isletme', 'Sahip', ?), (904, 'isletme', 'Sadece bakar', ?)")
        .bind(JSON.stringify(eskiAdmin), JSON.stringify(['admin:muhasebe']), JSON.stringify(tamPc), JSON.stringify(['isletme:qrmenu:pc-alis-satis'])),
    ]);
    await applyD1Migrations(db2, env.TEST_MIGRATIONS);
    const setler = Object.fromEntries(((await db2.prepare('SELECT id, yetkiler FROM yetki_seti WHERE id > 900').all()).results as { id: number; yetkiler: string }[])
      .map((r) => [r.id, (JSON.parse(r.yetkiler) as string[]).sort()]));
    expect(setler[901]).toEqual([...eskiAdmin, 'admin:isletmeler', 'admin:isletmeler:ekle', 'admin:isletmeler:guncelle', 'admin:isletmeler:disa-aktar', 'admin:isletmeler:destek', 'admin:fo:dashboard:guncelle', 'admin:fo:dashboard:disa-aktar'].sort());
    expect(setler[902]).toEqual(['admin:muhasebe']);
    expect(setler[903]).toEqual([...tamPc, 'isletme:qrmenu:pc-alis-satis:kimlik'].sort());
    expect(setler[904]).toEqual(['isletme:qrmenu:pc-alis-satis']);
  });
});
