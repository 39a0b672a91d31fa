import type { Adisyon } from '@lib/cafe/tipler';
import type { Onbellek } from './onbellek';

/**
 * The contract between the venue's Durable Object (canli.ts) and the handlers of cafe operations (isleyici/). The object runs one operation at a time per venue: it looks the client's operation id up
 * (a retry gets the first answer back), calls the handler, runs the handler's writes and the log row in one D1
 * batch (all or nothing), then broadcasts the handler's events to the venue's sockets.
 */

/** Who asked: the operator and the permission keys of their set in this venue. */
export interface IslemKullanici {
  id: number;
  adSoyad: string;
  yetkiler: readonly string[];
}

export interface IslemBaglami {
  db: D1Database;
  isletmeId: number;
  kullanici: IslemKullanici;
  /** one instant for the whole operation (ISO, UTC) */
  simdi: string;
  /** the client-made id of this operation */
  islemId: string;
  /** what the object remembers from earlier operations (orders use it, guarded; see onbellek.ts) */
  onbellek?: Onbellek;
}

/** Who receives a live event: sockets whose user may see the cafe's tables, or (also) its cash and reports, or one station's tickets (`i:<id>`). */
export type Kitle = 'takip' | 'kasa' | `i:${number}`;

export interface CanliOlay {
  /** what happened: 'adisyon' (a check changed; carries the check's view), 'masa' (tables changed), 'gun' (working day) … */
  tur: string;
  [alan: string]: unknown;
}

export interface Yayin {
  kitle: Kitle;
  olay: CanliOlay;
}

export interface IslemSonucu {
  /** HTTP status of the answer (200 or 201) */
  durum: number;
  /** the answer's data (what the envelope's `data` carries); kept and returned again to a retry */
  veri: unknown;
  /** every write of the operation; run in one batch together with the log row, so it happens wholly or not at all */
  ifadeler: D1PreparedStatement[];
  /** the log row (adisyon_islem): the check's history and the transfer logs read it */
  /**
   * the log row (adisyon_islem): the check's history and the transfer logs read it. `acikMasaId`: the check is opened
   * by this very batch — the row takes the id of that table's open check once the writes ran (`hedefAcikMasaId` the same
   * for the other check of a transfer)
   */
  gunluk: { tur: string; adisyonId?: number | null; acikMasaId?: number | null; hedefAdisyonId?: number | null; hedefAcikMasaId?: number | null; masaId?: number | null; ozet?: Record<string, unknown> };
  yayin: Yayin[];
  /**
   * when the answer needs what the writes made (new ids): the checks matching `where` are read at the end of the same
   * batch (one round trip; they see its writes) and `hazirla` builds the answer and the events; replaces `veri`/`yayin`
   */
  oku?: { where: string; binds: unknown[]; hazirla: (adisyonlar: Adisyon[]) => { veri: unknown; yayin: Yayin[] } };
  /** sent lines changed: the stations' statements (from `istasyonaBildir`), run last in the batch; `takip`: tell the grid too */
  istasyon?: IstasyonBildirimi;
}

/** What the stations need written for a change of sent lines (see live/cafe/istasyon.ts). */
export interface IstasyonBildirimi { ifadeler: D1PreparedStatement[]; takip?: boolean }

/** What the object answers the route (plain data: it crosses the RPC boundary). */
/** Answers the object already gave, by operation id (its own storage: a retry is answered without a D1 round trip). */
export interface CevapHafizasi {
  oku(islemId: string): string | null;
  yaz(islemId: string, cevap: string): void;
}

export type IslemCevabi =
  | { durum: number; veri: unknown; tekrar: boolean }
  | { hata: { status: number; errorCode: string; messageKey: string; params?: Record<string, string | number>; data?: unknown } };

/** A handler reads what it needs (nothing else writes these tables meanwhile) and returns its writes; it throws ApiError to refuse. */
export type Isleyici<O> = (b: IslemBaglami, op: O) => Promise<IslemSonucu>;

/**
 * What a route may call on the venue's object. The binding's type names the object by this (not by its class), so
 * worker/types.ts stays free of the object's code and of everything that code imports.
 */
export interface CafeCanliRpc extends Rpc.DurableObjectBranded {
  islem(isletmeId: number, kullanici: IslemKullanici, islemId: string, op: { tur: string }): Promise<IslemCevabi>;
  misafirIslem(isletmeId: number, islemId: string, op: { tur: string }): Promise<IslemCevabi>;
  duyur(yayin: Yayin[]): Promise<void>;
  dinleyenler(): Promise<{ takip: number; kasa: number; istasyon: number }>;
  fetch(request: Request): Promise<Response>;
}
