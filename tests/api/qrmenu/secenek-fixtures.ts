import { env } from 'cloudflare:test';

/** Option rows written straight to D1 for tests: a group with its values, attached to categories or products. */
export interface GrupTohumu {
  ad: string;
  enAz?: number;
  enCok?: number;
  degerler: { ad: string; farkKurus?: number; tukendi?: 0 | 1; aktif?: 0 | 1; mutfakAd?: string }[];
  kategoriIdler?: number[];
  urunIdler?: number[];
  mutfakAd?: string;
}

export async function insertSecenekGrup(isletmeId: number, g: GrupTohumu): Promise<{ id: number; degerIdler: number[] }> {
  const grup = await env.DB.prepare('INSERT INTO menu_secenek_grup (isletme_id, ad, mutfak_ad, en_az, en_cok) VALUES (?, ?, ?, ?, ?) RETURNING id')
    .bind(isletmeId, JSON.stringify({ tr: g.ad }), g.mutfakAd ?? '', g.enAz ?? 0, g.enCok ?? 1).first<{ id: number }>();
  const id = grup!.id;
  const degerIdler: number[] = [];
  for (const [i, d] of g.degerler.entries()) {
    const row = await env.DB.prepare('INSERT INTO menu_secenek_deger (isletme_id, grup_id, ad, mutfak_ad, fark_kurus, tukendi, aktif, sira) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id')
      .bind(isletmeId, id, JSON.stringify({ tr: d.ad }), d.mutfakAd ?? '', d.farkKurus ?? 0, d.tukendi ?? 0, d.aktif ?? 1, i).first<{ id: number }>();
    degerIdler.push(row!.id);
  }
  for (const k of g.kategoriIdler ?? []) await env.DB.prepare('INSERT INTO menu_secenek_bag (isletme_id, grup_id, kategori_id) VALUES (?, ?, ?)').bind(isletmeId, id, k).run();
  for (const u of g.urunIdler ?? []) await env.DB.prepare('INSERT INTO menu_secenek_bag (isletme_id, grup_id, urun_id) VALUES (?, ?, ?)').bind(isletmeId, id, u).run();
  return { id, degerIdler };
}
