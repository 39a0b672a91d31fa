import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, call, json, login, type Json, type World } from '../fixtures';

/**
 * The ledger keeps no stored totals: every balance the screens show is summed by the database (cari_bakiye) from the
 * movements. 1,000 random adds and deletes through the API, then every balance must equal the sum kept here.
 */

const P = '/api/isletme/randevu';
let w: World;
let owner: string;
let musteriler: number[] = [];

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
  musteriler = [];
  for (let i = 0; i < 6; i += 1) {
    const row = await env.DB.prepare('INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, ?, ?) RETURNING id')
      .bind(w.venue.A, `Cari Müşteri ${i}`, `+90534${String(3_000_000 + i).slice(-7)}`).first<{ id: number }>();
    musteriler.push(row!.id);
  }
});

/** A seeded generator, so a failing run can be replayed. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32);
}

describe('ledger balances are sums of movements', () => {
  it('after 1,000 random adds and deletes every balance equals the sum of its remaining movements', { timeout: 120_000 }, async () => {
    const rand = prng(20261125);
    const beklenen = new Map<number, number>(musteriler.map((id) => [id, 0]));
    const canli: { id: number; musteriId: number; isaretli: number }[] = [];
    for (let adim = 0; adim < 1_000; adim += 1) {
      if (canli.length > 0 && rand() < 0.4) {
        const [hareket] = canli.splice(Math.floor(rand() * canli.length), 1);
        const response = await call('DELETE', `${P}/cari/${hareket!.id}`, { token: owner, venue: w.venue.A });
        expect(response.status).toBe(200);
        beklenen.set(hareket!.musteriId, beklenen.get(hareket!.musteriId)! - hareket!.isaretli);
      } else {
        const musteriId = musteriler[Math.floor(rand() * musteriler.length)]!;
        const tur = rand() < 0.6 ? 'borc' : 'tahsilat';
        const tutarKurus = 1 + Math.floor(rand() * 500_000);
        const response = await call('POST', `${P}/cari`, {
          token: owner, venue: w.venue.A,
          body: { musteriId, tur, tutarKurus, tarih: `2026-11-${String(1 + Math.floor(rand() * 24)).padStart(2, '0')}T12:00`, aciklama: `Adım ${adim}` },
        });
        const body: Json = await json(response);
        expect(response.status, JSON.stringify(body)).toBe(201);
        const isaretli = tur === 'borc' ? tutarKurus : -tutarKurus;
        canli.push({ id: body.data.id, musteriId, isaretli });
        beklenen.set(musteriId, beklenen.get(musteriId)! + isaretli);
      }
    }

    // what the balance report answers
    const rapor: Json = (await json(await call('GET', `${P}/cari-bakiye?sira=ad`, { token: owner, venue: w.venue.A }))).data;
    const rapordan = new Map<number, number>(rapor.satirlar.map((s: Json) => [s.musteriId, s.bakiyeKurus]));
    for (const [musteriId, bakiye] of beklenen) {
      // a customer whose movements were all deleted has no ledger row at all
      if (canli.some((h) => h.musteriId === musteriId)) expect(rapordan.get(musteriId), `müşteri ${musteriId}`).toBe(bakiye);
      else expect(rapordan.has(musteriId)).toBe(false);
    }
    expect(rapor.toplam.bakiye).toBe([...beklenen.values()].reduce((a, b) => a + b, 0));

    // what the customer picker and each customer's ledger page answer
    for (const musteriId of musteriler.filter((id) => canli.some((h) => h.musteriId === id))) {
      const detay: Json = (await json(await call('GET', `${P}/cari/musteriler/${musteriId}`, { token: owner, venue: w.venue.A }))).data;
      expect(detay.bakiye, `detay ${musteriId}`).toBe(beklenen.get(musteriId));
    }
    // and the database's own view agrees with a plain sum over the table
    const { results } = await env.DB.prepare(`SELECT b.musteri_id, b.bakiye_kurus, (SELECT sum(CASE tur WHEN 'borc' THEN tutar_kurus ELSE -tutar_kurus END) FROM cari c WHERE c.musteri_id = b.musteri_id) AS toplam
      FROM cari_bakiye b WHERE b.isletme_id = ?`).bind(w.venue.A).all<{ musteri_id: number; bakiye_kurus: number; toplam: number }>();
    for (const row of results) expect(row.bakiye_kurus).toBe(row.toplam);
    expect(canli.length).toBeGreaterThan(100);
  });
});
