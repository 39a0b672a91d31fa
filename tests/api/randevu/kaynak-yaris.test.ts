import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertRandevuPersoneli, json } from '../fixtures';
import { govde, olustur, yerelTarih, yerelZaman } from './fixtures';
import { takvimKur, type TakvimDunyasi } from './takvim-ortak';
import { gerektir, kaynakEkle } from './kaynak-ortak';

/** The resource race: the device's cell key, not the code path, decides which of many parallel bookings gets it. */

let w: TakvimDunyasi;
let cihaz: number;
let personel: number[];
const ip = (i: number) => `172.20.${(i >> 8) & 255}.${i & 255}`;

beforeAll(async () => {
  w = await takvimKur();
  // a third staff member doing the same services on the same hours
  const ucuncu = await insertRandevuPersoneli(w.isletmeId, 'Deniz');
  const db = env.DB;
  await db.batch([
    ...[w.hizmet.sac, w.hizmet.fon].map((h) => db.prepare('INSERT INTO randevu_personel_hizmet (personel_id, hizmet_id) VALUES (?, ?)').bind(ucuncu, h)),
    ...[0, 1, 2, 3, 4, 5, 6].map((gun) => db.prepare("INSERT INTO randevu_calisma (personel_id, gun, baslangic, bitis, tur) VALUES (?, ?, '09:00', '18:00', 'calisma')").bind(ucuncu, gun)),
  ]);
  personel = [w.personel[0], w.personel[1], ucuncu];
  cihaz = await kaynakEkle(w, { ad: 'Lazer cihazı' });
  await gerektir(w, w.hizmet.sac, [cihaz]);
});

describe('100 parallel bookings across 3 staff and 1 device', () => {
  it('never puts two on the device: its appointments = the 201s, no overlapping cells, no 5xx', async () => {
    // starts every 5 minutes from 09:30 on three staff: each takes the device 50 minutes, so most of them overlap
    const istekler = Array.from({ length: 100 }, (_, i) => ({ personelId: personel[i % 3]!, baslangic: yerelZaman(4, 9, 30 + 5 * (i % 34)) }));
    const responses = await Promise.all(istekler.map((s, i) => olustur(w.firmaKey, govde(w, s.baslangic, { personelId: s.personelId, adSoyad: `Yarış ${i}` }), { ip: ip(i) })));
    const statuses = responses.map((r) => r.status);
    const bodies = await Promise.all(responses.map((r) => json(r)));
    expect(statuses.filter((s) => s !== 201 && s !== 409), JSON.stringify(bodies.find((b) => !b.success && b.errorCode !== 'SLOT_TAKEN'))).toEqual([]);
    const kabul = statuses.filter((s) => s === 201).length;
    expect(kabul).toBeGreaterThanOrEqual(1);
    const gun = yerelTarih(4);
    const cihazdaki = await env.DB.prepare(`SELECT r.id, r.baslangic, r.bitis FROM randevu r WHERE r.isletme_id = ? AND r.durum <> 'iptal' AND substr(r.baslangic, 1, 10) = ?
        AND EXISTS (SELECT 1 FROM randevu_kaynak_hucre h WHERE h.randevu_id = r.id AND h.kaynak_id = ?) ORDER BY r.baslangic`).bind(w.isletmeId, gun, cihaz).all<{ id: number; baslangic: string; bitis: string }>();
    expect(cihazdaki.results).toHaveLength(kabul);
    // every accepted booking holds exactly its 10 device cells, and no two accepted ones overlap (buffer included)
    expect((await env.DB.prepare('SELECT count(*) AS n FROM randevu_kaynak_hucre WHERE kaynak_id = ?').bind(cihaz).first<{ n: number }>())!.n).toBe(kabul * 10);
    const baslar = cihazdaki.results.map((r) => Date.parse(r.baslangic));
    for (let i = 1; i < baslar.length; i++) expect(baslar[i]! - baslar[i - 1]!).toBeGreaterThanOrEqual(50 * 60_000);
    // and no appointment of the day lacks its device cells (the batch wrote both or neither)
    expect((await env.DB.prepare("SELECT count(*) AS n FROM randevu WHERE isletme_id = ? AND substr(baslangic, 1, 10) = ? AND durum <> 'iptal'").bind(w.isletmeId, gun).first<{ n: number }>())!.n).toBe(kabul);
  }, 120_000);
});
