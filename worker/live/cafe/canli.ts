import { DurableObject } from 'cloudflare:workers';
import type { Bindings } from '@worker/types';
import { ISLEMLER, MISAFIR_ISLEMLERI } from './islemler';
import { islemUygula } from './islem';
import { Onbellek } from './onbellek';
import type { CafeCanliRpc, IslemCevabi, IslemKullanici, Kitle, Yayin } from './tipler';

// the guest of a QR order: no user row (every user column of the cafe's tables is nullable)
const MISAFIR: IslemKullanici = { id: null as unknown as number, adSoyad: '', yetkiler: [] };

/**
 * One object per venue (idFromName of the venue id): runs the venue's cafe operations one at a time and tells every
 * open panel about each change over hibernating WebSockets. D1 stays the record; the object holds no state of its own
 * beyond the queue, so it can be evicted and restarted at any moment.
 */
export class CafeCanli extends DurableObject<Bindings> implements CafeCanliRpc {
  // D1 calls are outside I/O: without this queue two operations would interleave between their reads and writes
  private sira: Promise<unknown> = Promise.resolve();
  // checks, tables and products of earlier operations (guarded in every batch that uses them; lost on eviction)
  private readonly onbellek = new Onbellek();

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    // keep-alive pings are answered without waking the object
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
    ctx.storage.sql.exec('CREATE TABLE IF NOT EXISTS cevap (islem_id TEXT PRIMARY KEY, cevap TEXT NOT NULL, zaman INTEGER NOT NULL)');
  }

  // answers by operation id, kept three days (a device offline longer than that re-sends nothing it still needs:
  // the D1 log row's unique id still refuses a double apply)
  private readonly hafiza = {
    oku: (islemId: string): string | null => {
      const [row] = this.ctx.storage.sql.exec<{ cevap: string }>('SELECT cevap FROM cevap WHERE islem_id = ?', islemId).toArray();
      return row?.cevap ?? null;
    },
    yaz: (islemId: string, cevap: string): void => {
      const simdi = Date.now();
      this.ctx.storage.sql.exec('INSERT OR REPLACE INTO cevap (islem_id, cevap, zaman) VALUES (?, ?, ?)', islemId, cevap, simdi);
      if (Math.random() < 0.01) this.ctx.storage.sql.exec('DELETE FROM cevap WHERE zaman < ?', simdi - 3 * 86_400_000);
    },
  };

  /** Runs one validated operation for a venue member (the route checked the session, the venue and the permission). */
  async islem(isletmeId: number, kullanici: IslemKullanici, islemId: string, op: { tur: string }): Promise<IslemCevabi> {
    const tanim = ISLEMLER[op.tur];
    if (!tanim) return { hata: { status: 400, errorCode: 'VALIDATION', messageKey: 'cafe.v.tur' } };
    const is = this.sira.then(async () => {
      const b = { db: this.env.DB, isletmeId, kullanici, simdi: new Date().toISOString(), islemId, onbellek: this.onbellek };
      const { cevap, yayin } = await islemUygula(b, op.tur, op, tanim.isleyici, this.hafiza);
      this.yayinla(yayin);
      return cevap;
    });
    this.sira = is.catch(() => undefined);
    return is;
  }

  /**
   * Runs a guest's operation (the guest route checked the visit and the venue): in the same queue as the staff's, so
   * a guest order and a waiter's never interleave. The guest is no user: the rows' user columns stay empty.
   */
  async misafirIslem(isletmeId: number, islemId: string, op: { tur: string }): Promise<IslemCevabi> {
    const tanim = MISAFIR_ISLEMLERI[op.tur];
    if (!tanim) return { hata: { status: 400, errorCode: 'VALIDATION', messageKey: 'cafe.v.tur' } };
    const is = this.sira.then(async () => {
      const b = { db: this.env.DB, isletmeId, kullanici: MISAFIR, simdi: new Date().toISOString(), islemId, onbellek: this.onbellek };
      const { cevap, yayin } = await islemUygula(b, op.tur, op, tanim.isleyici, this.hafiza);
      this.yayinla(yayin);
      return cevap;
    });
    this.sira = is.catch(() => undefined);
    return is;
  }

  /** Tells the venue's panels about a change made outside the queue (tables edited on the `masa` screen). */
  async duyur(yayin: Yayin[]): Promise<void> {
    this.onbellek.unut();
    this.yayinla(yayin);
  }

  /** How many panels listen, per audience (tests and the bench read it). */
  async dinleyenler(): Promise<{ takip: number; kasa: number; istasyon: number }> {
    return { takip: this.ctx.getWebSockets('takip').length, kasa: this.ctx.getWebSockets('kasa').length, istasyon: this.ctx.getWebSockets('istasyon').length };
  }

  /** A WebSocket upgrade the route already authorised; its audiences come in `x-canli-kitle`. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade') !== 'websocket') return new Response(null, { status: 426 });
    // a station screen's socket: `istasyon` and one `i:<id>` per station it shows
    const kitleler = (request.headers.get('x-canli-kitle') ?? '').split(',').filter((k): k is Kitle | 'istasyon' => k === 'takip' || k === 'kasa' || k === 'istasyon' || /^i:\d+$/.test(k));
    const kullanici = request.headers.get('x-canli-kullanici') ?? '';
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1], [...kitleler, `u:${kullanici}`]);
    pair[1].send(JSON.stringify({ tur: 'merhaba', zaman: new Date().toISOString() }));
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  override async webSocketMessage(): Promise<void> {
    // clients only listen; operations go through the API so they are checked and logged the same way
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code);
    } catch {
      // already closed
    }
  }

  private yayinla(yayin: Yayin[]): void {
    // an event meant for several audiences reaches a socket that is in more than one of them (the owner) once
    const kitleler = new Map<string, Set<string>>();
    for (const y of yayin) {
      const metin = JSON.stringify(y.olay);
      kitleler.set(metin, (kitleler.get(metin) ?? new Set<string>()).add(y.kitle));
    }
    if (kitleler.size === 0) return;
    for (const ws of this.ctx.getWebSockets()) {
      const etiketler = this.ctx.getTags(ws);
      for (const [metin, kime] of kitleler) {
        if (!etiketler.some((e) => kime.has(e))) continue;
        try {
          ws.send(metin);
        } catch {
          // a socket closing right now; its client catches up when it reconnects
        }
      }
    }
  }
}
