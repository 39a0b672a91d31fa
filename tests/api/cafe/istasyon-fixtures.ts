import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { fisleriUygula, type IstasyonFisi } from '@lib/cafe/istasyon';
import { call, json, loginWith, type Json } from '../fixtures';
import { soketDinle, type TestCafe } from './fixtures';

/** Stations for the cafe tests: Bar (hot drinks) and Mutfak (food), a station-screen user, and a station screen's client as the panel runs it. */

export const ISTASYON = 'isletme:qrmenu:cafe-yonetim:istasyon';
export const ISTASYON_EKRANI = [ISTASYON, `${ISTASYON}:guncelle`];
const P = '/api/isletme/cafe/istasyon';

export interface TestIstasyon { bar: number; mutfak: number; ekran: string }

export async function istasyonKur(k: TestCafe, secenek: { yazdir?: boolean } = {}): Promise<TestIstasyon> {
  const res = await call('PUT', P, { token: k.sahip, venue: k.isletmeId, body: { istasyonlar: [{ ad: 'Bar', yazdir: secenek.yazdir ?? false }, { ad: 'Mutfak' }], sariDk: 5, kirmiziDk: 10 } });
  expect(res.status).toBe(200);
  const ayar = (await json(res)).data;
  const bar = ayar.istasyonlar.find((i: Json) => i.ad === 'Bar').id as number;
  const mutfak = ayar.istasyonlar.find((i: Json) => i.ad === 'Mutfak').id as number;
  for (const kat of ayar.kategoriler as Json[]) {
    const istasyonId = kat.ad === 'Yiyecekler' ? mutfak : bar;
    expect((await call('PUT', `${P}/yonlendirme`, { token: k.sahip, venue: k.isletmeId, body: { kategoriId: kat.id, istasyonId } })).status).toBe(200);
  }
  return { bar, mutfak, ekran: await loginWith(k.isletmeId, ISTASYON_EKRANI) };
}

export async function fisleriOku(token: string, isletmeId: number, istasyonlar: number[], surum = 0): Promise<{ surum: number; fisler: IstasyonFisi[] }> {
  const res = await call('GET', `${P}/fis?istasyon=${istasyonlar.join(',')}&surum=${surum}`, { token, venue: isletmeId });
  expect(res.status).toBe(200);
  return (await json(res)).data;
}

export async function istasyonSoketi(token: string, isletmeId: number, istasyonlar: number[]) {
  return soketDinle(await call('GET', `${P}/canli?isletme=${isletmeId}&istasyon=${istasyonlar.join(',')}`, { token, headers: { upgrade: 'websocket' }, origin: 'http://example.com' }));
}

/**
 * A station screen as the panel runs it: reads its tickets, applies what its socket says, and after a dropped socket
 * reconnects and catches up from the last version it saw.
 */
export class IstasyonIstemcisi {
  fisler = new Map<number, IstasyonFisi>();
  surum = 0;
  private soket: { ws: WebSocket; olaylar: Json[] } | null = null;
  private islenen = 0;

  constructor(private readonly token: string, private readonly isletmeId: number, readonly istasyonlar: number[]) {}

  async baglan(): Promise<void> {
    this.soket = await istasyonSoketi(this.token, this.isletmeId, this.istasyonlar);
    this.islenen = 0;
    const d = await fisleriOku(this.token, this.isletmeId, this.istasyonlar, this.surum);
    this.uygula(d.fisler, d.surum);
  }

  /** Applies the events that arrived since the last call. */
  isle(): void {
    if (!this.soket) return;
    const yeni = this.soket.olaylar.slice(this.islenen);
    this.islenen = this.soket.olaylar.length;
    for (const o of yeni) if (o.tur === 'istasyon') this.uygula(o.fisler as IstasyonFisi[], o.surum as number);
  }

  kopar(): void {
    this.isle();
    this.soket?.ws.close();
    this.soket = null;
  }

  private uygula(fisler: IstasyonFisi[], surum: number): void {
    this.fisler = fisleriUygula(this.fisler, fisler);
    this.surum = Math.max(this.surum, surum);
  }

  /** The lines shown (of one station, or all) by check line id: quantity and status; a line shown twice throws. */
  kalemler(istasyonId?: number): Map<number, { adet: number; durum: string; fis: number }> {
    const m = new Map<number, { adet: number; durum: string; fis: number }>();
    for (const f of this.fisler.values()) for (const k of istasyonId === undefined || f.istasyonId === istasyonId ? f.kalemler : []) {
      if (m.has(k.kalemId)) throw new Error(`line ${k.kalemId} twice on the station`);
      m.set(k.kalemId, { adet: k.adet, durum: k.durum, fis: f.id });
    }
    return m;
  }
}

/** What the stations should show: every sent line of the venue, by the station its product or category routes it to. */
export async function beklenenKalemler(isletmeId: number, istasyonId: number): Promise<Map<number, { adet: number; durum: string }>> {
  const r = await env.DB.prepare(`SELECT k.id, k.adet, k.durum FROM adisyon_kalem k JOIN menu_urun u ON u.id = k.urun_id JOIN menu_kategori kat ON kat.id = u.kategori_id
      WHERE k.isletme_id = ? AND k.siparis_id IS NOT NULL AND coalesce(u.istasyon_id, kat.istasyon_id) = ?`).bind(isletmeId, istasyonId).all<{ id: number; adet: number; durum: string }>();
  return new Map(r.results.map((x) => [x.id, { adet: x.adet, durum: x.durum }]));
}
