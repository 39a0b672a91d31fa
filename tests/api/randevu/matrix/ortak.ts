import { env } from 'cloudflare:test';
import type { World } from '../../fixtures';

/** Shared shapes of the appointment panel rows in the route × role × venue matrix (tests/api/matrix.test.ts). */
export type Role = 'anon' | 'admin' | 'adminKisitli' | 'owner' | 'waiter' | 'noSet' | 'foreign';
export type Row = Record<Role, number>;
export interface Req {
  path: string;
  body?: unknown;
  /** multipart body instead of JSON */
  form?: FormData;
  /** checks D1 after the call: the write happened exactly when it was allowed */
  after?: (allowed: boolean) => Promise<void>;
}
export type MatrixRows = Record<string, { expect: Row; build: (role: Role) => Promise<Req> }>;

/** Venue-scoped panel route: only the owner of venue A (full set) passes; the status they get is `status`. */
export const sahip = (status: number): Row => ({ anon: 401, admin: 403, adminKisitli: 403, owner: status, waiter: 403, noSet: 403, foreign: 403 });

let n = 0;
/** A unique suffix for names within one test run. */
export const uniq = () => `${++n}${Math.floor(Math.random() * 1e6)}`;

/** Inserts a row and returns its id (the statement must end with RETURNING id). */
export async function insertId(sql: string, ...params: unknown[]): Promise<number> {
  return (await env.DB.prepare(sql).bind(...params).first<{ id: number }>())!.id;
}

/** Venue A of the matrix world: the owner's venue. */
export const venueA = (w: World) => w.venue.A;
